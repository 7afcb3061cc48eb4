"""The casebook ("Streitfälle", holdem.casebook): at least 30 floor situations, each a ruling to
choose with a picture and German alt text; together they cover C1–C18, L8, B7–B10, S2–S4, P2 and
C9; every number in a ruling is the engine's."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from holdem.balancing import TournamentTable, balance
from holdem.betting import interpret_chip_push, interpret_chips
from holdem.casebook import GROUPS, all_cases, cases, first_number
from holdem.chip_race import chip_race, colour_up
from holdem.dead_hands import dealer_mucks
from holdem.declarations import pot_size
from holdem.hand import ActionKind
from holdem.pots import settle
from holdem.quiz.model import Question
from holdem.rule_ids import RULE_IDS

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
import quiz as quiz_ext  # noqa: E402  (the Sphinx extension, a plain module)

REQUIRED = [f"C{n}" for n in range(1, 19)] + ["L8", "B7", "B8", "B9", "B10", "S2", "S3", "S4", "P2", "C9"]
PROGRAM_VALUES = re.compile(r"\b(True|False|None)\b|[\[\]{}]|\(\d+, \d+|\(\)")


def by_title(title: str) -> Question:
    return next(q for q in all_cases() if q.title == title)


def reader_texts(q: Question) -> list[str]:
    return [q.title, q.situation, q.prompt, q.explanation, *q.options]


def test_at_least_thirty_cases_with_three_or_four_rulings() -> None:
    questions = all_cases()
    assert len(questions) >= 30
    assert len({q.title for q in questions}) == len(questions)
    for q in questions:
        assert q.kind == "choice" and 3 <= len(q.options) <= 4, q.title
        assert q.options[q.answer] in q.options and q.answer_text == q.options[q.answer]
        assert q.situation and q.title and q.prompt.endswith("?")


def test_every_case_names_known_rule_ids() -> None:
    for q in all_cases():
        assert q.rules and set(q.rules) <= set(RULE_IDS), q.title


@pytest.mark.parametrize("rule", REQUIRED)
def test_the_cases_cover_the_rule(rule: str) -> None:
    assert any(rule in q.rules for q in all_cases()), rule


def test_no_program_values_in_reader_text() -> None:
    for q in all_cases():
        for text in reader_texts(q):
            assert not PROGRAM_VALUES.search(text), (q.title, text)


def test_every_picture_has_german_alt_text() -> None:
    for q in all_cases():
        assert q.picture is not None, q.title
        alt = q.picture.alt
        assert len(alt) > 40 and alt.endswith("."), (q.title, alt)
        assert not PROGRAM_VALUES.search(alt), (q.title, alt)
        assert re.search(r"\b(der|die|das|und|mit|vom)\b", alt), alt  # German sentences


def test_groups_are_numbered_through() -> None:
    assert first_number(GROUPS[0].key) == 1
    assert first_number(GROUPS[1].key) == 1 + len(cases(GROUPS[0].key))


# ------------------------------------------------------------------ the numbers are the engine's


def test_C2_single_chip_is_a_call_and_the_change_comes_back() -> None:
    q = by_title("Ein großer Chip gegen eine Erhöhung")
    from holdem.casebook.acting import _facing_raise
    state = _facing_raise()
    after = state.apply(interpret_chip_push(state, 25))
    paid = state.stacks[0] - after.stacks[0]
    assert after.events[0].kind == "call"
    assert f"Sie zahlt {paid} und bekommt {25 - paid} zurück" in q.explanation


def test_C2_several_chips_make_a_full_raise() -> None:
    q = by_title("Drei Chips gegen einen Einsatz")
    from holdem.casebook.acting import _flop
    from holdem.casebook.common import played
    state = played(_flop(), "b10 c")
    action = interpret_chips(state, [5, 5, 5])
    assert action.kind is ActionKind.RAISE
    assert f"auf {action.amount}" in q.explanation and f"auf {action.amount}" in q.answer_text


def test_C6_short_big_blind_call_and_raise() -> None:
    q = by_title("Der Big Blind hat nur 6")
    from holdem.casebook.common import deal, legal
    from holdem.rules import RuleSet
    state = deal(RuleSet(small_blind=5, big_blind=10), [200, 200, 6, 200])
    call, raise_ = legal(state, ActionKind.CALL), legal(state, ActionKind.RAISE)
    assert call is not None and raise_ is not None
    assert f"mitgehen kostet {call.call}" in q.explanation and f"mindestens {raise_.min_to}" in q.explanation


def test_L8_short_all_in_does_not_reopen_and_two_do() -> None:
    from holdem.casebook.acting import _flop
    from holdem.casebook.common import legal, played
    closed = played(_flop((100, 100, 32, 100)), "b20 allin c c")
    assert legal(closed, ActionKind.RAISE) is None
    assert "Ben darf nur mitgehen" in by_title("Ein kurzes All-in").answer_text
    reopened = played(_flop((100, 100, 32, 44)), "b20 allin allin c")
    raise_ = legal(reopened, ActionKind.RAISE)
    assert raise_ is not None
    assert f"mindestens {raise_.min_to}" in by_title("Zwei kurze All-ins").explanation


def test_C11_straddle_minimum_raise_is_twice_the_straddle() -> None:
    from holdem.casebook.common import deal, legal
    from holdem.rules import RuleSet
    state = deal(RuleSet(), [200] * 5, straddle=True)
    raise_ = legal(state, ActionKind.RAISE)
    assert raise_ is not None and raise_.min_to == 4 * RuleSet().big_blind
    assert f"auf {raise_.min_to}" in by_title("Erhöhen über einen Straddle").answer_text


def test_C13_pot_said_in_pot_limit() -> None:
    from holdem.casebook.common import deal
    from holdem.rules import RuleSet
    size = pot_size(deal(RuleSet.pot_limit(1, 2), [200] * 4))
    q = by_title("„Pot“ im Pot Limit")
    assert f"auf {size.to}" in q.explanation


def test_C14_dealer_mucks_unprotected_hand_returns_the_uncalled_raise() -> None:
    from holdem.casebook.common import deal, played
    from holdem.rules import RuleSet
    ruling = dealer_mucks(played(deal(RuleSet(), [100] * 4), "c r10"), 0, protected=False)
    assert ruling.dead and ruling.returned > 0
    assert ruling.text in by_title("Der Geber nimmt Annas Karten").explanation


def test_P2_odd_chip_and_C9_two_odd_chips() -> None:
    one = settle([10, 10, 5, 0], [2, 3], {0: 5, 1: 5}, button=3)
    assert one.payouts[0] == one.payouts[1] + 1
    assert f"Anna bekommt {one.payouts[0]}, Ben {one.payouts[1]}" in by_title("Ein Chip bleibt übrig").explanation
    two = settle([20, 20, 20, 20], [3], {0: 5, 1: 5, 2: 5}, button=3)
    assert f"Anna bekommt {two.payouts[0]}, Ben {two.payouts[1]}, Cem {two.payouts[2]}" in \
        by_title("Drei teilen, zwei Chips bleiben").explanation


def test_C17_balancing_move_is_the_engines() -> None:
    tables = [
        TournamentTable(1, ("Anna", "Ben", "Cem", "Dana", "Emil", "Fiona", "Gina", "Hugo", None), button=0),
        TournamentTable(2, ("Ida", "Jan", None, "Kim", None, "Lea", None, "Max", None), button=1),
    ]
    move = balance(tables)
    assert move is not None
    assert " ".join(move.steps) == by_title("Zwei Tische, ungleich voll").explanation


def test_C17_a_newcomer_at_a_table_of_two_posts_the_small_blind() -> None:
    """C17 with H1: heads-up the button posts the small blind, no seat lies between them, so the
    moved player takes the small blind at once; the ruling is the engine's move."""
    from holdem.balancing import SeatRole, blind_seats

    tables = [
        TournamentTable(1, ("Anna", "Ben", "Cem", "Dana", None, None), button=0),
        TournamentTable(2, ("Emil", None, None, None, None, "Fiona"), button=0),
    ]
    move = balance(tables)
    assert move is not None and move.role is SeatRole.SMALL_BLIND
    arrived = next(t for t in move.tables if t.number == 2)
    assert blind_seats(arrived)[0] == move.to_seat
    q = by_title("Neu an einem Tisch zu zweit")
    assert q.answer_text == "Er setzt gleich den Small Blind und spielt mit"
    assert q.explanation.startswith(" ".join(move.steps))
    assert {"C17", "H1"} <= set(q.rules)


def test_C18_chip_race_and_nobody_raced_out() -> None:
    race = colour_up([7, 6, 2, 5], 25, 100).race(seed=11)
    assert len(race.won) == 2
    q = by_title("Die 25er verlassen den Tisch")
    assert "2 Chips zu 100 ausgespielt" in q.explanation
    protected = chip_race([3, 1, 2], 25, 100, stacks=[1075, 25, 2050], seed=0)
    assert 1 in protected.protected and protected.new_chips[1] == 1
    assert f"Ben hat danach {protected.new_chips[1]} neuen Chip" in by_title("Ben hat nur noch einen 25er").explanation


def test_C16_absent_player_is_blinded_off() -> None:
    from holdem.blinds import Blinds
    from holdem.dealing import stacked_deck
    from holdem.hand import Action
    from holdem.rules import RuleSet
    from holdem.table import GameKind, Table
    table = Table.with_players([500] * 4, names=["Anna", "Ben", "Cem", "Dana"], button=0,
                               kind=GameKind.TOURNAMENT, blinds=Blinds(10, 20)).away("Cem")
    for _ in range(3):
        setup = table.next_hand()
        hand = setup.start(RuleSet(small_blind=10, big_blind=20), deck=stacked_deck(4, setup.button, {}, ""))
        assert any(e.rule == "C16" for e in hand.events) or setup.names.count("Cem") == 1
        while not hand.is_over:
            hand = hand.apply(Action(ActionKind.FOLD))
        table = setup.table.after_hand(list(hand.final_stacks))
    left = table.player("Cem").stack
    assert left < 500
    assert f"Cem noch {left} von 500 Chips" in by_title("Cem ist nicht am Platz").explanation


# ------------------------------------------------------------------ the page and the extension


def test_page_lists_every_group_and_the_toc_has_it_after_kartenraum() -> None:
    page = (ROOT / "book" / "streitfaelle.md").read_text(encoding="utf-8")
    for group in GROUPS:
        assert f"```{{holdem-streitfaelle}} {group.key}\n" in page
    toc = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    assert "- file: book/kartenraum\n      - file: book/streitfaelle\n" in toc


def test_case_html_puts_situation_and_picture_before_the_question() -> None:
    questions = [q.to_dict() for q in cases("setzen")]
    block = quiz_ext.quiz_html("streitfaelle-setzen", questions, "regelverzeichnis.html", start=1,
                               pictures=['<img src="x.png" alt="Ein Tisch.">'] * len(questions),
                               intro=quiz_ext.CASE_INTRO)
    first = questions[0]
    assert block.index("Fall 1: ") < block.index(first["situation"][:30]) < block.index('alt="Ein Tisch."') \
        < block.index('<fieldset')
    assert block.count("<fieldset") == len(questions) and "Fall 1." in block
    assert "holdem-casebook" in block and "Diese Fälle neu beginnen" in block


def test_chapter_quiz_html_is_unchanged_without_pictures() -> None:
    block = quiz_ext.quiz_html("blinds", [{"kind": "number", "prompt": "Wie viel?", "options": [], "answer": 2,
                                           "explanation": "So.", "rules": ["B1"]}], "r.html")
    assert "Frage 1." in block and "Fall" not in block and "Quiz neu beginnen" in block
