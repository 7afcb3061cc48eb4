"""Werkstatt tool 5, "Üben": endless drills made and checked by the engine.

A drill is fixed by four numbers and words: the series (``seed``, e.g. "Serie 17"), its place in
the series (``index``), the ``level`` (1–3) and the ``kind`` (or ``"mixed"``). The same four
give the same drill on every machine, so a teacher can give a class one series. Nothing is kept
here: the page keeps score and streak, and a check makes the drill again from its four values.

Requests:

* ``{"action": "catalogue"}``: the kinds and levels, German names;
* ``{"action": "new", "seed": 17, "index": 0, "level": 1, "kind": "mixed"}``: the drill, without
  its solution;
* ``{"action": "check", "seed": …, "index": …, "level": …, "kind": …, "answer": {...}}``: right
  or wrong, each mistake named, the engine's solution and explanation with rule IDs.
"""

from __future__ import annotations

import random
from typing import Any

from holdem.errors import InputError, excerpt
from holdem.web.drill_betting import FIRST_TO_ACT, POT_LIMIT, RAISE_LIMITS
from holdem.web.drill_card_room import DEAD_HAND, STRADDLE
from holdem.web.drill_floor import BALANCING, CHIP_RACE
from holdem.web.drill_pots import ODD_CHIP, SIDE_POTS
from holdem.web.drill_showdown import SHOWDOWN
from holdem.web.drill_split import SPLIT_POTS
from holdem.web.drill_types import Drill, DrillKind
from holdem.web.form_fields import choice_field, int_field

__all__ = ["KINDS", "LEVELS", "MAX_SEED", "handle", "make_drill"]

KINDS: dict[str, DrillKind] = {k.key: k for k in (SIDE_POTS, FIRST_TO_ACT, RAISE_LIMITS, POT_LIMIT, SHOWDOWN,
                                                    ODD_CHIP, SPLIT_POTS, STRADDLE, DEAD_HAND, CHIP_RACE,
                                                    BALANCING)}
LEVELS = {1: "Einstieg", 2: "Fortgeschritten", 3: "Profi"}
MAX_SEED = 999_999
MAX_INDEX = 9_999


def catalogue() -> dict[str, Any]:
    return {"kinds": [{"key": k.key, "title": k.title, "levels": list(k.levels)} for k in KINDS.values()],
            "levels": [{"level": n, "title": title} for n, title in LEVELS.items()], "max_seed": MAX_SEED}


def make_drill(seed: int, index: int, level: int, kind: str = "mixed") -> Drill:
    """Drill ``index`` of series ``seed``; the same arguments give the same drill."""
    # A text seed: Python's random hashes it with SHA-512, the same on every machine and version.
    rng = random.Random(f"holdem-drill/{seed}/{index}/{level}/{kind}")
    if kind == "mixed":
        kinds = [k for k in KINDS.values() if level in k.levels]
        chosen = kinds[rng.randrange(len(kinds))]
    else:
        chosen = KINDS[kind]
        if level not in chosen.levels:
            levels = ", ".join(map(str, chosen.levels))
            raise InputError(f"„{chosen.title}“ gibt es nicht auf Stufe {level}. Erlaubt: Stufe {levels}.",
                               key="bad_level")
    return chosen.make(rng, level)


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
