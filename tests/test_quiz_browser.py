"""The chapter quizzes in the browser, offline from file://: a right and a wrong answer each get
their feedback on the spot, the explanation links the rule, the score counts, and no request
leaves the machine. One test runs on a page made from the extension's HTML and the local script
(always possible), one on the built site (after `bash tools/build-site`)."""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

from browser_helpers import chromium_context, site_dir

from holdem.quiz import quiz_data

ROOT = Path(__file__).resolve().parent.parent
EXT = ROOT / "book" / "_ext"
sys.path.insert(0, str(EXT))
import quiz as quiz_ext  # noqa: E402


def _answer(page, box: str, question: dict, right: bool) -> None:
    """Give the right (or a wrong) answer to one question and press "Prüfen"."""
    if question["kind"] == "choice":
        pick = question["answer"] if right else (question["answer"] + 1) % len(question["options"])
        page.locator(f"{box} input[type=radio]").nth(pick).check()
    else:
        page.fill(f"{box} .holdem-quiz-input", str(question["answer"] if right else question["answer"] + 1))
    page.click(f"{box} .holdem-quiz-check")


def _check_quiz(page, chapter: str, data: list[dict]) -> None:
    first, second = f"#quiz-{chapter}-1", f"#quiz-{chapter}-2"
    feedback = page.locator(f"{first} .holdem-quiz-feedback")
    assert page.locator(f"{first} .holdem-quiz-explanation").is_hidden()
    _answer(page, first, data[0], right=True)
    assert feedback.inner_text() == "Richtig!"
    explanation = page.locator(f"{first} .holdem-quiz-explanation")
    assert explanation.is_visible() and data[0]["rules"][0] in explanation.inner_text()
    href = explanation.locator("a.holdem-rule").first.get_attribute("href")
    assert href.endswith(f"regelverzeichnis.html#regel-{data[0]['rules'][0].lower()}")
    _answer(page, second, data[1], right=False)
    wrong = page.locator(f"{second} .holdem-quiz-feedback").inner_text()
    right_text = data[1]["options"][data[1]["answer"]] if data[1]["kind"] == "choice" else str(data[1]["answer"])
    assert wrong == f"Leider falsch. Richtig ist: {right_text}."
    score = page.locator(".holdem-quiz-score").inner_text()
    assert score.startswith(f"Ergebnis: 1 von {len(data)} Fragen richtig beantwortet")
    # A number question refuses text that is not a number, in German, and counts nothing.
    number = next(i for i, q in enumerate(data) if q["kind"] == "number" and i > 1)
    box = f"#quiz-{chapter}-{number + 1}"
    page.fill(f"{box} .holdem-quiz-input", "viele")
    page.click(f"{box} .holdem-quiz-check")
    assert "ganze Zahl" in page.locator(f"{box} .holdem-quiz-feedback").inner_text()
    assert page.locator(".holdem-quiz-score").inner_text() == score
    # The score survives a reload (localStorage), and "neu beginnen" clears it.
    page.reload()
    assert page.locator(".holdem-quiz-score").inner_text() == score
    page.click(".holdem-quiz-reset")
    assert page.locator(".holdem-quiz-score").inner_text().startswith(f"Ergebnis: 0 von {len(data)}")


def test_quiz_feedback_offline_from_file_url(tmp_path: Path) -> None:
    chapter = "all-in"
    data = quiz_data(chapter)
    shutil.copy(EXT / "quiz_static" / "holdem-quiz.js", tmp_path)
    (tmp_path / "page.html").write_text(
        '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Quiz</title>'
        '<script defer src="holdem-quiz.js"></script></head><body>'
        + quiz_ext.quiz_html(chapter, data, "regelverzeichnis.html") + "</body></html>", encoding="utf-8")
    with chromium_context("file") as (context, traffic):
        page = context.new_page()
        page.goto((tmp_path / "page.html").as_uri())
        _check_quiz(page, chapter, data)
        assert traffic.blocked == [] and traffic.page_errors == [] and traffic.console_errors == []


def _embedded(page_html: str) -> list[dict]:
    found = re.search(r'<script type="application/json" class="holdem-quiz-data">(.*?)</script>', page_html, re.S)
    assert found, "kein Quiz auf der Seite"
    return json.loads(found.group(1).replace("<\\/", "</"))


def test_built_site_quizzes_hold_the_engines_answers() -> None:
    """Regenerate every chapter's questions and compare them with what the built pages contain."""
    site = site_dir()
    from holdem.quiz import CHAPTERS
    for chapter in CHAPTERS:
        page = (site / "book" / f"{chapter}.html").read_text(encoding="utf-8")
        assert _embedded(page) == quiz_data(chapter), f"{chapter}: Quiz der Website ist veraltet (neu bauen)"
        assert 'id="quiz-' + chapter + '"' in page and "Testen Sie sich" in page


def test_built_site_quiz_works_from_file_url() -> None:
    site = site_dir()
    chapter = "all-in"
    with chromium_context("file") as (context, traffic):
        page = context.new_page()
        page.goto((site / "book" / f"{chapter}.html").as_uri())
        data = _embedded(page.content())
        _check_quiz(page, chapter, data)
        _answer(page, f"#quiz-{chapter}-1", data[0], right=False)
        page.locator(f"#quiz-{chapter}-1 a.holdem-rule").first.click()
        page.wait_for_load_state()
        assert page.url.split("#")[0].endswith("regelverzeichnis.html")
        assert traffic.blocked == [] and traffic.page_errors == []




def test_after_a_reload_the_readers_own_answers_come_back_with_the_verdict(tmp_path: Path) -> None:
    """Not only "Leider falsch. Richtig ist: 22." but also what the reader answered: the number as
    typed and the option that was picked; a score kept by an older page (only right/wrong) still
    shows its verdicts."""
    chapter = "all-in"
    data = quiz_data(chapter)
    shutil.copy(EXT / "quiz_static" / "holdem-quiz.js", tmp_path)
    (tmp_path / "page.html").write_text(
        '<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Quiz</title>'
        '<script defer src="holdem-quiz.js"></script></head><body>'
        + quiz_ext.quiz_html(chapter, data, "regelverzeichnis.html") + "</body></html>", encoding="utf-8")
    choice = next(i for i, q in enumerate(data) if q["kind"] == "choice")
    number = next(i for i, q in enumerate(data) if q["kind"] == "number")
    wrong_pick = (data[choice]["answer"] + 1) % len(data[choice]["options"])
    typed = f"{data[number]['answer'] + 1000:,}".replace(",", ".")  # "1.022": the reader's own spelling
    with chromium_context("file") as (context, traffic):
        page = context.new_page()
        page.goto((tmp_path / "page.html").as_uri())
        first, second = f"#quiz-{chapter}-{choice + 1}", f"#quiz-{chapter}-{number + 1}"
        page.locator(f"{first} input[type=radio]").nth(wrong_pick).check()
        page.click(f"{first} .holdem-quiz-check")
        page.fill(f"{second} .holdem-quiz-input", typed)
        page.click(f"{second} .holdem-quiz-check")
        verdicts = [page.locator(f"{box} .holdem-quiz-feedback").inner_text() for box in (first, second)]
        assert verdicts[1] == f"Leider falsch. Richtig ist: {data[number]['answer']}."

        page.reload()
        assert [page.locator(f"{box} .holdem-quiz-feedback").inner_text() for box in (first, second)] == verdicts
        radios = page.locator(f"{first} input[type=radio]")
        assert [radios.nth(k).is_checked() for k in range(radios.count())] == \
            [k == wrong_pick for k in range(len(data[choice]["options"]))], "die gewählte Antwort fehlt"
        field = page.locator(f"{second} .holdem-quiz-input")
        assert field.input_value() == typed, f"die eingegebene Zahl fehlt: {field.input_value()!r}"
        assert field.is_disabled() and radios.first.is_disabled()

        # A score from an older page: only right/wrong per question.
        page.evaluate("(key) => localStorage.setItem(key, JSON.stringify({0: true, 1: false}))",
                      f"holdem-quiz:{chapter}")
        page.reload()
        assert page.locator(f"#quiz-{chapter}-1 .holdem-quiz-feedback").inner_text() == "Richtig!"
        assert page.locator(f"#quiz-{chapter}-2 .holdem-quiz-feedback").inner_text().startswith("Leider falsch.")
        assert page.locator(".holdem-quiz-score").inner_text().startswith(f"Ergebnis: 1 von {len(data)}")
        assert traffic.page_errors == [] and traffic.console_errors == []
