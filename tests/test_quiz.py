"""The chapter quizzes (holdem.quiz): 4–8 questions per chapter, every answer computed by the
engine, every explanation naming a rule of the rule index; the Sphinx extension's HTML carries
exactly these questions."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from holdem.positions import positions
from holdem.pots import build_pots
from holdem.quiz import CHAPTERS, Question, QuizError, chapter_quiz, quiz_data
from holdem.quiz import builders as q

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
import quiz as quiz_ext  # noqa: E402  (the Sphinx extension, a plain module)


def toc_chapters() -> list[str]:
    """The chapter files listed under "Kapitel" in _toc.yml, in order."""
    text = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    part = text.split("caption: Kapitel", 1)[1].split("- caption:", 1)[0]
    return re.findall(r"file:\s*book/([\w-]+)", part)


def rule_index_ids() -> set[str]:
    return set(re.findall(r"^\(regel-([A-Z]\d+)\)=", (ROOT / "book" / "regelverzeichnis.md").read_text("utf-8"), re.M))


@pytest.mark.parametrize("chapter", toc_chapters())
def test_every_chapter_of_the_toc_has_four_to_eight_questions(chapter: str) -> None:
    questions = chapter_quiz(chapter)
    assert 4 <= len(questions) <= 8, f"{chapter}: {len(questions)} Fragen"
    assert len({x.prompt for x in questions}) == len(questions), "eine Frage doppelt"


def test_quiz_chapters_are_exactly_the_toc_chapters() -> None:
    assert list(CHAPTERS) == toc_chapters()


@pytest.mark.parametrize("chapter", list(CHAPTERS))
def test_every_explanation_names_rules_of_the_rule_index(chapter: str) -> None:
    known = rule_index_ids()
    for question in chapter_quiz(chapter):
        assert question.rules and set(question.rules) <= known, question
        assert question.explanation.endswith("."), question.explanation
        assert question.prompt.endswith("?"), question.prompt
        assert "Spieler 0" not in question.prompt and "None" not in question.explanation


def test_questions_cover_the_kinds_the_brief_asks_for() -> None:
    prompts = [x.prompt for c in CHAPTERS for x in chapter_quiz(c)]
    kinds = {x.kind for c in CHAPTERS for x in chapter_quiz(c)}
    assert kinds == {"choice", "number"}
    assert any("Wer gewinnt" in p for p in prompts)
    assert any("Side Pot 2" in p for p in prompts)
    assert any("als Erster" in p for p in prompts)


@pytest.mark.rule("W3")
@pytest.mark.rule("W4")
@pytest.mark.parametrize("n,button", [(6, 0), (4, 3), (9, 8)], ids=["W3-W4-6", "W3-W4-4", "W3-W4-9"])
def test_who_acts_first_is_the_engines_answer(n: int, button: int) -> None:
    pre, post = q.acts_first(n, button, "preflop"), q.acts_first(n, button, "flop")
    assert pre.answer_text == q.names(n)[(button + 3) % n]
    assert post.answer_text == q.names(n)[(button + 1) % n]
    assert post.answer == positions(n, button).first_postflop


@pytest.mark.rule("H2")
def test_heads_up_button_acts_first_preflop_H2() -> None:
    assert q.acts_first(2, 1, "preflop").answer_text == "Ben"
    assert q.acts_first(2, 1, "flop").answer_text == "Anna"


@pytest.mark.rule("A4")
def test_side_pot_2_A4() -> None:
    question = q.pot_size({"Anna": 20, "Ben": 50, "Cem": 100, "Dana": 100}, 2)
    assert "Side Pot 2" in question.prompt
    assert question.answer == (100 - 50) * 2 == build_pots([20, 50, 100, 100]).pots[2].amount


@pytest.mark.rule("S6")
@pytest.mark.rule("R11")
def test_who_wins_offers_the_split_and_finds_it_R11() -> None:
    split = q.who_wins({"Anna": "2c 3d", "Ben": "4h 5h"}, "As Ks Qs Js Ts")
    assert split.answer_text == q.SPLIT and "R11" in split.rules
    assert q.who_wins({"Anna": "Ah Kh", "Ben": "Qs Qd"}, "Kc 7d 2s 9h 3c").answer_text == "Anna"


@pytest.mark.rule("P2")
def test_odd_chip_goes_left_of_the_button_P2() -> None:
    # Cem has the button: Ben, the first winner to his left, gets 13 of 25.
    assert q.split_share(25, ["Ben", "Cem"], 2, 3, "Ben").answer == 13
    assert q.split_share(25, ["Ben", "Cem"], 2, 3, "Cem").answer == 12


@pytest.mark.rule("L1")
def test_min_raise_L1() -> None:
    assert q.min_raise_to([200] * 4, 3, "r8 r20").answer == 32  # 20 + the last raise of 12


@pytest.mark.rule("L4")
def test_fixed_limit_cap_L4_and_heads_up_no_cap_L6() -> None:
    from holdem.rules import RuleSet
    fl = RuleSet.fixed_limit(2)
    assert q.may_raise([200] * 4, 3, "r4 r6 r8", fl, rule="L4").answer_text == "Nein"
    assert q.may_raise([200] * 2, 1, "r4 r6 r8 r10", fl, rule="L6").answer_text == "Ja"


def test_bad_question_is_refused_in_german() -> None:
    with pytest.raises(QuizError, match="Regel"):
        Question("number", "Wie viel?", 1, "Weil.", ())
    with pytest.raises(QuizError, match="richtige Antwort"):
        Question("choice", "Wer?", 3, "Weil.", ("G1",), ("Anna", "Ben"))
    with pytest.raises(QuizError, match="kein Quiz"):
        chapter_quiz("gibt-es-nicht")


def test_extension_html_holds_exactly_the_engines_questions() -> None:
    data = quiz_data("all-in")
    page = quiz_ext.quiz_html("all-in", data, "regelverzeichnis.html")
    embedded = re.search(r'<script type="application/json" class="holdem-quiz-data">(.*?)</script>', page, re.S)
    assert json.loads(embedded.group(1).replace("<\\/", "</")) == data
    assert page.count('class="holdem-quiz-question"') == len(data)
    assert 'href="regelverzeichnis.html#regel-a4"' in page
    assert "Ergebnis: 0 von 6" in page
    assert "http" not in page
