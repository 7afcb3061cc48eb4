"""Worksheets for a class (issue 26, item 5): made by the engine, one sheet per student with its
own numbers, a key with every student's solutions and rule IDs, the same bytes for the same
options, German messages for bad options."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from html import unescape
from pathlib import Path

import pytest

from holdem.drills import KINDS, make_drill
from holdem.errors import HoldemError
from holdem.quiz.chapters import CHAPTERS
from holdem.worksheet import WorksheetError, make_set, read_options, worksheet_html
from holdem.worksheet.options import CHAPTER_KEYS, MAX_STUDENTS, MAX_TASKS
from holdem.worksheet.render import key_html, sheet_html
from holdem.worksheet.tasks import LETTERS

ROOT = Path(__file__).resolve().parents[1]
CLASS = {"regeln": "C11,L4", "anzahl": 6, "stufe": 2, "serie": 7, "schueler": 4}


def visible_text(html: str) -> str:
    """What a reader sees: the document without its stylesheet, tags and SVG titles' markup."""
    body = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    return unescape(re.sub(r"<[^>]+>", " ", body))


def test_the_same_options_give_the_same_bytes_in_another_process() -> None:
    """Two interpreters with different hash seeds write the same document (no set order, no clock)."""
    code = ("import hashlib, json, sys; from holdem.worksheet import worksheet_html; "
            "print(hashlib.sha256(worksheet_html(json.loads(sys.argv[1])).encode()).hexdigest())")
    digests = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
        done = subprocess.run([sys.executable, "-c", code, json.dumps(CLASS)], capture_output=True, text=True,
                              env=env, cwd=ROOT, check=True, timeout=120)
        digests.add(done.stdout.strip())
    assert digests == {hashlib.sha256(worksheet_html(CLASS).encode()).hexdigest()}


def test_one_sheet_per_student_each_with_other_numbers() -> None:
    worksheets = make_set(read_options(CLASS))
    assert [s.student for s in worksheets.sheets] == [1, 2, 3, 4]
    assert all(len(s.tasks) == 6 for s in worksheets.sheets)
    # The same kinds in the same order on every sheet, but other situations.
    kinds = {tuple(t.kind for t in s.tasks) for s in worksheets.sheets}
    assert len(kinds) == 1
    drills = [tuple(json.dumps(t.drill.situation, sort_keys=True) for t in s.tasks if t.drill) for s in worksheets.sheets]
    assert all(drills) and len(set(drills)) == 4
    html = worksheet_html(CLASS, "sheets")
    for k in range(1, 5):
        assert html.count(f"Arbeitsblatt · Serie 7 · Blatt {k} von 4</h1>") == 1
    assert html.count('<article class="ws-sheet"') == 4


def test_a_students_sheet_does_not_depend_on_the_size_of_the_class() -> None:
    small = make_set(read_options({**CLASS, "schueler": 2}))
    large = make_set(read_options({**CLASS, "schueler": 30}))
    assert small.sheets[1].tasks == large.sheets[1].tasks


def test_another_series_gives_other_sheets() -> None:
    assert make_set(read_options(CLASS)).sheets[0] != make_set(read_options({**CLASS, "serie": 8})).sheets[0]


def test_tasks_practise_the_chosen_rules_C11_and_L4() -> None:
    """Every task of a sheet for C11 and L4 names one of them, and its drill is the one of "Üben"."""
    worksheets = make_set(read_options(CLASS))
    for sheet in worksheets.sheets:
        for task in sheet.tasks:
            assert {"C11", "L4"} & set(task.rules), task.source
            if task.drill is not None:
                number = int(re.search(r"Übung ([0-9.]+)", task.source).group(1).replace(".", ""))
                again = make_drill(7, number - 1, 2, task.kind)
                assert again.solution_text == task.solution and again.rules == task.rules


def test_quiz_answers_follow_the_students_order_of_the_options() -> None:
    worksheets = make_set(read_options({"kapitel": "dealer-button", "arten": "quiz", "anzahl": 8, "schueler": 6}))
    questions = {q.prompt: q for q in CHAPTERS["dealer-button"]()}
    orders: dict[str, set[tuple[str, ...]]] = {}
    for sheet in worksheets.sheets:
        for task in sheet.tasks:
            question = questions[task.question]
            if question.kind == "choice":
                letter, _, text = task.solution.partition(": ")
                assert task.options[LETTERS.index(letter)] == question.options[question.answer] == text
                orders.setdefault(task.question, set()).add(task.options)
            else:
                assert task.solution == str(question.answer)
    # The same question shows its options in other orders on other sheets.
    assert any(len(seen) > 1 for seen in orders.values())


def test_key_lists_every_student_with_solutions_rule_ids_and_reasons() -> None:
    worksheets = make_set(read_options(CLASS))
    key = key_html(worksheets)
    for sheet in worksheets.sheets:
        part = key.split(f"<h2>Blatt {sheet.student} von 4</h2>", 1)[1].split("</section>", 1)[0]
        assert part.count("<li>") == len(sheet.tasks)
        for task in sheet.tasks:
            assert task.solution.replace("„", "") and unescape(part).count(task.solution) >= 1
            assert ", ".join(task.rules) in part
            assert task.reasons[0] in unescape(part)
    assert "ws-sheet" not in worksheet_html(CLASS, "key").split("</style>")[1]
    assert "ws-key" not in worksheet_html(CLASS, "sheets").split("</style>")[1]


def test_the_key_starts_on_a_page_of_its_own() -> None:
    html = worksheet_html(CLASS)
    assert ".ws-sheet, .ws-key { break-before: page; }" in html
    assert html.index('<article class="ws-key"') > html.rindex('<article class="ws-sheet"')


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_drill_kind_makes_a_sheet_with_pictures_and_alt_text(kind: str) -> None:
    for level in KINDS[kind].levels:
        html = worksheet_html({"arten": kind, "stufe": level, "anzahl": 3, "serie": 5, "schueler": 2})
        pictures = re.findall(r"<svg [^>]*>", html)
        assert pictures, kind
        for svg in pictures:
            assert 'role="img"' in svg and re.search(r'aria-label="[^"]{5,}"', svg), svg
        text = visible_text(html)
        for python_value in ("None", "True", "False", "[", "{", "'"):
            assert python_value not in text, (kind, python_value)
        assert "Aufgabe 3 ·" in text and "Lösungen · Serie 5" in text


def test_table_picture_names_the_button_and_the_player_to_act() -> None:
    worksheets = make_set(read_options({"arten": "raise_limits", "anzahl": 1, "serie": 3}))
    drill = worksheets.sheets[0].tasks[0].drill
    html = sheet_html(worksheets, worksheets.sheets[0])
    label = re.search(r'<svg class="ws-table"[^>]*aria-label="([^"]+)"', html).group(1)
    to_act = next(p["name"] for p in drill.situation["players"] if p.get("to_act"))
    button = next(p["name"] for p in drill.situation["players"] if p.get("button"))
    assert f"{to_act} (" in label and "am Zug" in label
    assert re.search(rf"{button} \([^)]*Button", label)


def test_chapter_keys_are_the_quiz_chapters() -> None:
    assert CHAPTER_KEYS == tuple(CHAPTERS)


@pytest.mark.parametrize(("request_", "words"), [
    ({"regeln": "C11,X99"}, "„X99“ ist keine Regel-ID"),
    ({"kapitel": "pokerface"}, "Das Kapitel „pokerface“ gibt es nicht. Erlaubt: grundlagen"),
    ({"kapitel": "limits", "regeln": "L4"}, "entweder Kapitel oder Regeln"),
    ({"arten": "bluff"}, "Die Art „bluff“ gibt es nicht. Erlaubt: side_pots"),
    ({"stufe": 0}, "Die Stufe: 0 liegt nicht im erlaubten Bereich"),
    ({"anzahl": MAX_TASKS + 1}, "Die Zahl der Aufgaben: 21 liegt nicht im erlaubten Bereich"),
    ({"schueler": MAX_STUDENTS + 1}, "Schüler: 41 liegt nicht im erlaubten Bereich"),
    ({"serie": "sieben"}, "Die Serie: „sieben“ ist keine ganze Zahl"),
    ({"arten": "pot_limit", "stufe": 1}, "keine Aufgaben der gewählten Arten"),
    ({"regeln": ["L4", 7]}, "Regeln: 7 ist kein Name"),
])
def test_bad_options_get_a_german_message(request_: dict, words: str) -> None:
    with pytest.raises(WorksheetError) as caught:
        worksheet_html(request_)
    assert isinstance(caught.value, HoldemError)
    assert words in caught.value.message


def test_bad_part_is_named() -> None:
    with pytest.raises(WorksheetError, match="Erlaubt: all, sheets, key"):
        worksheet_html(CLASS, "alles")


def test_sheets_are_made_with_the_standard_library_only_as_in_the_browser() -> None:
    """The Werkstatt's engine (Pyodide) has no numpy, matplotlib or ipywidgets: the worksheet
    tool, quiz questions included, answers without them, with the same bytes as here."""
    from test_core_imports import BLOCKED, run_blocked

    out = run_blocked(f"""
        import hashlib, json, sys
        from holdem.web import call
        answer = json.loads(call("worksheet", json.dumps({{"action": "make", **{CLASS!r}}})))
        heavy = sorted(m for m in sys.modules if m.split(".")[0] in {BLOCKED!r})
        print(json.dumps({{"ok": answer["ok"], "sheets": answer["sheets"], "heavy": heavy,
                          "sha": hashlib.sha256(answer["html"].encode()).hexdigest()}}))
    """)
    assert out["ok"] and out["sheets"] == 4 and out["heavy"] == []
    assert out["sha"] == hashlib.sha256(worksheet_html(CLASS).encode()).hexdigest()
