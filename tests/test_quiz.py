"""The chapter quizzes (holdem.quiz): 4–8 questions per chapter, every answer computed by the
engine, every explanation naming a rule of the rule index; the Sphinx extension's HTML carries
exactly these questions."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

from holdem.errors import SetupError
from holdem.positions import positions
from holdem.pots import build_pots
from holdem.quiz import CHAPTERS, Question, QuizError, chapter_quiz, quiz_data
from holdem.quiz import builders as q
from holdem.quiz import practice as p
from holdem.rules import RuleSet

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
import quiz as quiz_ext  # noqa: E402  (the Sphinx extension, a plain module)


def toc_chapters() -> list[str]:
    """The chapter notebooks listed under "Kapitel" and "Über die Quellen hinaus" in _toc.yml, in order
    (the casebook "Streitfälle" there is a page of cases, not a chapter with a quiz)."""
    text = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    found = []
    for caption in ("Kapitel", "Über die Quellen hinaus"):
        part = text.split(f"caption: {caption}", 1)[1].split("- caption:", 1)[0]
        found += [page for page in re.findall(r"file:\s*book/([\w-]+)", part)
                  if (ROOT / "book" / f"{page}.ipynb").is_file()]
    return found


def rule_index_ids() -> set[str]:
    return set(re.findall(r"^\(regel-([A-Z]\d+)\)=", (ROOT / "book" / "regelverzeichnis.md").read_text("utf-8"), re.M))


@pytest.mark.parametrize("chapter", toc_chapters())
def test_every_chapter_of_the_toc_has_six_to_eight_questions(chapter: str) -> None:
    """As the teacher's page says: six to eight questions per chapter."""
    questions = chapter_quiz(chapter)
    assert 6 <= len(questions) <= 8, f"{chapter}: {len(questions)} Fragen"
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
    assert f"Ergebnis: 0 von {len(data)}" in page
    assert "http" not in page


def test_the_quizzes_name_every_rule_of_the_rule_index() -> None:
    named = {rule for chapter in CHAPTERS for question in chapter_quiz(chapter) for rule in question.rules}
    assert sorted(rule_index_ids() - named) == []
    assert len(rule_index_ids()) == 103


@pytest.mark.parametrize("chapter", list(CHAPTERS))
def test_no_explanation_gives_away_a_later_answer(chapter: str) -> None:
    """An explanation that states a later question's number of chips tells its answer (all-in Q1 → Q2)."""
    questions = chapter_quiz(chapter)
    for i, earlier in enumerate(questions):
        for later in questions[i + 1:]:
            if later.kind == "number" and later.answer >= 10:
                assert f" {later.answer} Chips" not in f" {earlier.explanation}", (earlier.prompt, later.prompt)


@pytest.mark.rule("B5")
def test_blinds_quiz_asks_the_big_blinds_option_as_B5() -> None:
    option = [x for x in chapter_quiz("blinds") if "checken" in x.prompt]
    assert option and all(x.rules == ("B5",) for x in option)
    assert option[0].answer_text == "Ja"


@pytest.mark.rule("B12")
def test_tournament_quiz_uses_the_chapters_blind_plan_B12() -> None:
    notebook = json.loads((ROOT / "book" / "turniere.ipynb").read_text(encoding="utf-8"))
    code = "\n".join("".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code")
    levels = re.search(r"BlindSchedule\.every\(15, (\[.*?\])\)", code).group(1)
    for small, big in re.findall(r"\((\d+), (\d+)\)", levels):
        assert any(f"{small}/{big}" in x.options for x in chapter_quiz("turniere") if x.kind == "choice"), levels


@pytest.mark.rule("W9")
def test_only_call_or_fold_against_all_ins_W9() -> None:
    question = q.may_raise([100, 30, 100], 0, "r10 allin f", RuleSet(), rule="W9")
    assert question.answer_text == "Nein" and "Erhöhen" not in question.explanation


@pytest.mark.rule("L8")
def test_short_all_in_does_not_reopen_for_who_acted_L8() -> None:
    assert q.may_raise([100, 14, 100, 100], 0, "r10 c allin c", RuleSet(), rule="L8").answer_text == "Nein"
    # A full raise instead (Ben has enough for 18 = 10 + 8): Dana may raise again.
    assert q.may_raise([100, 40, 100, 100], 0, "r10 c r18 c", RuleSet(), rule="L8").answer_text == "Ja"


@pytest.mark.rule("L7")
def test_no_limit_has_no_cap_L7() -> None:
    assert q.may_raise([200] * 4, 3, "r6 r10 r14 r18 r22", RuleSet(), rule="L7").answer_text == "Ja"


@pytest.mark.rule("L5")
def test_spread_limit_turn_bet_up_to_the_upper_limit_L5() -> None:
    spread = RuleSet.spread_limit(2, 4, small_blind=1, big_blind=2)
    assert q.max_bet([100] * 4, 3, "c c c x x x x x", spread).answer == 4
    assert q.max_bet([100] * 4, 3, "c c c x", spread).answer == 2


@pytest.mark.rule("W10")
@pytest.mark.rule("W5")
def test_min_bet_and_round_over_W10_W5() -> None:
    assert q.min_bet([100] * 4, 3, "c c c x").answer == 2
    assert q.round_over([100] * 2, 0, "c x").answer_text == "Ja"
    assert q.round_over([100] * 3, 0, "c c").answer_text == "Nein"  # the big blind's option is still open


@pytest.mark.rule("D1")
@pytest.mark.rule("D2")
def test_draw_for_the_button_D1_D2() -> None:
    assert p.button_draw("Qd Ac 7h 9s").answer_text == "Ben"
    tie = p.button_draw("Kd 9s Kh 4c Kc")
    assert tie.answer_text == "Cem" and "D2" in tie.rules


@pytest.mark.rule("B2")
def test_fixed_limit_small_blind_is_asked_only_where_half_and_two_thirds_agree_B2() -> None:
    assert p.fixed_limit_small_blind(10).answer == 5
    assert p.fixed_limit_small_blind(2).answer == 1
    with pytest.raises(SetupError) as refused:  # 5/10: half gives 2, two thirds 3 (B2)
        p.fixed_limit_small_blind(5)
    assert "mehrdeutig" in refused.value.message


@pytest.mark.rule("C6")
@pytest.mark.rule("C8")
@pytest.mark.rule("C9")
def test_card_room_numbers_C6_C8_C9() -> None:
    assert p.short_big_blind(1).answer == 2
    assert p.big_blind_ante(100, 200, 200).answer == 400
    assert p.odd_chip_with_unit(275, 25).answer == 150
    assert p.odd_chip_with_unit(250, 25).answer == 125


@pytest.mark.rule("C5")
def test_misdeal_only_for_the_first_two_cards_C5() -> None:
    assert p.misdeal(6, 0).answer_text.startswith("Misdeal")
    assert p.misdeal(6, 5).answer_text.startswith("Weitergeben")


@pytest.mark.rule("B11")
@pytest.mark.rule("K2")
@pytest.mark.rule("G1")
def test_buy_in_burns_and_deck_B11_K2_G1() -> None:
    assert p.online_buy_in(2).answer == 20
    assert p.burn_cards().answer == 3
    assert p.deck_size().answer == 52


def test_the_right_answer_does_not_always_stand_first() -> None:
    """Procedure questions are written with the rule first; the page must not give that away."""
    places = [x.answer for c in CHAPTERS for x in chapter_quiz(c) if x.kind == "choice" and len(x.options) > 2]
    assert len(set(places)) >= 3 and max(places.count(k) for k in set(places)) < 0.6 * len(places)


@pytest.mark.rule("B1")
@pytest.mark.rule("W3")
@pytest.mark.rule("W4")
def test_position_explanations_tell_only_their_own_answer_B1_W3_W4() -> None:
    """Same table, several questions (wettrunden Q1 → Q2, heads-up Q1 → Q2–Q4): each explanation
    names the one player its question asks for (and the big blind before the flop), nobody else."""
    pre, post = q.acts_first(6, 0, "preflop"), q.acts_first(6, 0, "flop")
    assert post.answer_text not in pre.explanation and pre.answer_text not in post.explanation
    small, big = q.blind_poster(2, 0, "small"), q.blind_poster(2, 0, "big")
    assert big.answer_text not in small.explanation and small.answer_text not in big.explanation


@pytest.mark.rule("C2")
def test_several_chips_question_follows_the_engine_C2() -> None:
    from holdem.quiz import practice

    three = practice.several_chips(40, (25, 25, 25))  # 50 without the smallest chip, 35 over the call
    assert three.options[three.answer] == "Sie erhöht auf 80" and "(40)" in three.explanation
    mixed = practice.several_chips(40, (25, 25, 5))  # 15 over the call: less than half a raise
    assert mixed.options[mixed.answer] == "Sie geht mit (40)"
    assert "weniger als die Hälfte" in mixed.explanation
    with pytest.raises(QuizError):
        practice.several_chips(40, (50, 50))  # 100 is more than the full raise: no question


@pytest.mark.rule("C2")
def test_several_chips_question_names_the_chips_in_words_C2() -> None:
    from holdem.quiz import practice

    assert "drei Chips zu 10 hin, zusammen 30" in practice.several_chips(20, (10, 10, 10)).prompt
    assert "zwei Chips zu 25 und einen zu 5 hin" in practice.several_chips(40, (25, 5, 25)).prompt


@pytest.mark.parametrize("chapter", list(CHAPTERS))
def test_every_explanation_gives_a_reason_not_only_a_list_of_actions(chapter: str) -> None:
    """An explanation says why (which rule, which number), not only what is allowed now."""
    for question in chapter_quiz(chapter):
        text = question.explanation
        assert not text.startswith("Erlaubt sind"), f"{chapter}: {question.prompt[:60]} – {text}"
        assert len(text.split()) >= 6, f"{chapter}: zu knappe Erklärung: {text}"
