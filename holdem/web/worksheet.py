"""Werkstatt tool "Arbeitsblatt": worksheets for a class, made in the browser by the same
function as ``python -m holdem arbeitsblatt`` (:func:`holdem.worksheet.worksheet_html`), so the
page shows the same document, byte for byte, that the command line writes with ``--html``.

Requests:

* ``{"action": "catalogue"}``: the chapters, kinds and levels the form offers, with German names;
* ``{"action": "make", "kapitel": …, "regeln": …, "arten": …, "stufe": …, "anzahl": …, "serie": …,
  "schueler": …}``: ``html`` (sheets, then the key on pages of its own) and ``sheets``, the
  number of sheets.
"""

from __future__ import annotations

from typing import Any

from holdem.drills import KINDS, LEVELS, MAX_SEED
from holdem.errors import InputError, excerpt

__all__ = ["handle"]


def catalogue() -> dict[str, Any]:
    # Imported when asked: the Werkstatt's stored copy of the started engine stays small enough
    # for Pyodide to restore it (the worksheet modules would be in every copy otherwise).
    from holdem.worksheet.options import CHAPTER_KEYS, KIND_TITLES, MAX_STUDENTS, MAX_TASKS, QUIZ

    kinds = [{"key": key, "title": title, "levels": list(KINDS[key].levels) if key != QUIZ else [1, 2, 3]}
             for key, title in KIND_TITLES.items()]
    return {"chapters": list(CHAPTER_KEYS), "kinds": kinds,
            "levels": [{"level": n, "title": title} for n, title in LEVELS.items()],
            "max_seed": MAX_SEED, "max_tasks": MAX_TASKS, "max_students": MAX_STUDENTS}


def handle(request: dict[str, Any]) -> dict[str, Any]:
    action = request.get("action", "make")
    if action == "catalogue":
        return {"ok": True, **catalogue()}
    if action != "make":
        raise InputError(f"Die Anfrage {excerpt(action, 20)} kennt „Arbeitsblatt“ nicht. Erlaubt: catalogue, make.",
                           key="bad_action")
    fields: dict[str, object] = {k: request[k] for k in ("kapitel", "regeln", "arten", "stufe", "anzahl", "serie", "schueler")
              if k in request}
    from holdem.worksheet import worksheet_html

    html = worksheet_html(fields)
    return {"ok": True, "html": html, "sheets": html.count('<article class="ws-sheet"')}
