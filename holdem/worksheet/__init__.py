"""Worksheets ("Arbeitsblätter") for a class, made by the engine: one A4 sheet per student with
its own numbers, and an answer key with every student's solutions, rule IDs and reasons.

The tasks are the engine's drills (:mod:`holdem.drills`) and the chapters' quiz questions
(:mod:`holdem.quiz`); no answer is typed by hand. Standard library only, so the command line
(``python -m holdem arbeitsblatt``) and the Werkstatt (Pyodide) call the same function and get
the same bytes for the same options.
"""

from __future__ import annotations

from collections.abc import Mapping

from holdem.errors import WorksheetError
from holdem.worksheet.options import WorksheetOptions, read_options
from holdem.worksheet.render import document
from holdem.worksheet.tasks import Sheet, Task, WorksheetSet, make_set

__all__ = ["PARTS", "Sheet", "Task", "WorksheetError", "WorksheetOptions", "WorksheetSet", "make_set",
           "read_options", "worksheet_html"]

PARTS = ("all", "sheets", "key")


def worksheet_html(request: Mapping[str, object], part: str = "all") -> str:
    """The HTML document for the options in ``request`` (see :func:`read_options`): ``part``
    "all" gives the sheets and then the key on pages of its own, "sheets" or "key" one of them."""
    if part not in PARTS:
        raise WorksheetError(f"Den Teil „{part}“ gibt es nicht. Erlaubt: all, sheets, key.", key="bad_part")
    return document(make_set(read_options(request)), part)
