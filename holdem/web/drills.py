"""Werkstatt tool 5, "Üben": the page's requests for the engine's drills (:mod:`holdem.drills`).

A drill is named by its series (``seed``), its place in the series (``index``), the ``level``
and the ``kind`` (or ``"mixed"``); this module reads them from the request, has
:func:`holdem.drills.make_drill` make the drill and its kind check the answer. Nothing is kept
here: the page keeps score and streak.

Requests:

* ``{"action": "catalogue"}``: the kinds and levels, German names;
* ``{"action": "new", "seed": 17, "index": 0, "level": 1, "kind": "mixed"}``: the drill, without
  its solution;
* ``{"action": "check", "seed": …, "index": …, "level": …, "kind": …, "answer": {...}}``: right
  or wrong, each mistake named, the engine's solution and explanation with rule IDs.
"""

from __future__ import annotations

from typing import Any

from holdem.drills import KINDS, LEVELS, MAX_INDEX, MAX_SEED, make_drill
from holdem.errors import InputError, excerpt
from holdem.web.form_fields import choice_field, int_field

__all__ = ["catalogue", "handle"]


def catalogue() -> dict[str, Any]:
    return {"kinds": [{"key": k.key, "title": k.title, "levels": list(k.levels)} for k in KINDS.values()],
            "levels": [{"level": n, "title": title} for n, title in LEVELS.items()], "max_seed": MAX_SEED}


def _address(request: dict[str, Any]) -> tuple[int, int, int, str]:
    seed = int_field(request, "seed", "Die Serie", low=0, high=MAX_SEED)
    index = int_field(request, "index", "Die Nummer der Übung", low=0, high=MAX_INDEX, default=0)
    level = int_field(request, "level", "Die Stufe", low=1, high=len(LEVELS), default=1)
    choices = {"mixed": "gemischt", **{k.key: k.title for k in KINDS.values()}}
    kind = choice_field(request, "kind", "Die Art der Übung", choices, default="mixed")
    return seed, index, level, kind


def handle(request: dict[str, Any]) -> dict[str, Any]:
    action = request.get("action", "new")
    if action == "catalogue":
        return {"ok": True, **catalogue()}
    if action not in ("new", "check"):
        raise InputError(f"Die Anfrage {excerpt(action, 20)} kennt „Üben“ nicht. Erlaubt: catalogue, new, check.",
                           key="bad_action")
    seed, index, level, kind = _address(request)
    drill = make_drill(seed, index, level, kind)
    address = {"seed": seed, "index": index, "level": level, "kind": kind}
    if action == "new":
        return {"ok": True, "address": address, "drill": drill.public()}
    answer = request.get("answer")
    if not isinstance(answer, dict):
        raise InputError("Die Antwort fehlt. Erlaubt: ein Objekt mit den Feldern des Formulars.",
                           key="bad_answer")
    verdict = KINDS[drill.kind].check(drill, answer)
    return {"ok": True, "address": address, "drill": drill.public(), **verdict.as_dict(drill)}
