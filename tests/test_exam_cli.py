"""``python -m holdem pruefung`` (issue 26 item 4): a paper as text, its key with rule IDs, and a
certificate code confirmed offline; bad input ends with a German message and exit code 2."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from holdem.cli import main
from holdem.exam import grade, make_exam


def marked_code(seed: int, student: int, wrong: int) -> str:
    """The code of a paper answered right except the first ``wrong`` questions left empty."""
    exam = make_exam(seed, student)
    answers = [None if i < wrong else q.question.answer if q.question.kind == "choice" else str(q.question.answer)
               for i, q in enumerate(exam.questions)]
    return grade(exam, answers).as_dict()["code"]


def test_neu_prints_40_numbered_questions_under_their_chapters(capsys):
    assert main(["pruefung", "neu", "--seed", "4711", "--schueler", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Regelprüfung – Prüfung 4711, Nr. 3")
    assert [int(n) for n in re.findall(r"^(\d+)\. ", out, re.M)] == list(range(1, 41))
    assert "1 Grundlagen" in out and "Im Kartenraum" in out and "A) " in out and "Antwort (eine ganze Zahl)" in out
    assert "Lösungen" not in out  # the key only when asked for


def test_neu_with_the_key_names_each_answer_and_its_rules(capsys):
    assert main(["pruefung", "neu", "--seed", "4711", "--loesungen"]) == 0
    key = capsys.readouterr().out.split("Lösungen – Prüfung 4711")[1]
    exam = make_exam(4711)
    lines = [line for line in key.splitlines() if line.strip()]
    assert len(lines) == 40
    for line, item in zip(lines, exam.questions):
        assert line.startswith(f"{item.number}. ") and item.question.answer_text in line
        assert f"(Regel {', '.join(item.question.rules)})" in line


def test_neu_json_is_the_pages_paper(capsys):
    assert main(["pruefung", "neu", "--seed", "12", "--schueler", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == make_exam(12, 2).public()


def test_pruefen_confirms_the_score_and_names_the_wrong_questions(capsys):
    code = marked_code(4711, 3, wrong=5)
    assert main(["pruefung", "pruefen", code]) == 0
    out = capsys.readouterr().out
    assert "Der Code ist gültig: Prüfung 4711, Nr. 3." in out
    assert "35 von 40 Fragen richtig (88 %), nicht bestanden (nötig sind 36)" in out
    assert "Frage 1 (" in out and "Frage 5 (" in out and "Frage 6 (" not in out
    assert main(["pruefung", "pruefen", marked_code(4711, 3, wrong=4), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["score"] == 36 and data["passed"] and sum(c["total"] for c in data["chapters"]) == 40


@pytest.mark.parametrize("args,words", [
    (["neu", "--seed", "100000"], "--seed: 100000 liegt außerhalb"),
    (["neu", "--seed", "-3"], "außerhalb"),
    (["neu", "--seed", "12", "--schueler", "1000"], "--schueler: 1000 liegt außerhalb"),
    (["neu", "--seed", "zwölf"], "keine ganze Zahl"),
    (["pruefen", "ABCDE"], "kein Code dieser Prüfung"),
])
def test_bad_input_is_refused_in_german(capsys, args, words):
    assert main(["pruefung", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Fehler: ") and words in err and "Traceback" not in err


def test_a_changed_code_is_refused_from_the_shell():
    code = marked_code(4711, 3, wrong=0)
    changed = code[:3] + ("0" if code[3] != "0" else "1") + code[4:]
    done = subprocess.run([sys.executable, "-m", "holdem", "pruefung", "pruefen", changed], capture_output=True,
                          text=True, check=False, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert "verändert oder falsch abgeschrieben" in done.stderr and "Traceback" not in done.stderr
