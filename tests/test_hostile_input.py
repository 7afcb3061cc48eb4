"""Hostile input to the public API and the command line: each case is refused with the engine's
own error and a German message saying what was wrong and what is allowed, nothing the caller
passed is changed, and nothing is computed for minutes. Amounts have one bound everywhere
(``holdem.amounts``: the PHH reader's 1,000 digits), so every German sentence can name them."""

from __future__ import annotations

import copy
import dataclasses
import os
import subprocess
import sys
import time
import tomllib

import numpy as np
import pytest

from holdem.amounts import MAX_AMOUNT, MAX_AMOUNT_DIGITS, amount_excerpt, as_sequence
from holdem.blinds import BlindError, Blinds
from holdem.cards import Deck
from holdem.cli.equity import MAX_SAMPLES as CLI_MAX_SAMPLES
from holdem.equity import MAX_SAMPLES, monte_carlo_equity
from holdem.errors import HoldemError, PotError, excerpt
from holdem.hand import start_hand
from holdem.phh import MAX_ACTIONS, parse_phh, write_phh
from holdem.pots import build_pots
from holdem.replay import ReplayError, replay
from holdem.rules import RuleSet, SetupError
from holdem.table import Table, TableError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HUGE = 10 ** 5000  # more digits than Python turns into text (4,300)
HOLES = ["AsAh", "KdKc"]


def refused(call, error: type[HoldemError] = HoldemError) -> HoldemError:
    with pytest.raises(error) as info:
        call()
    message = info.value.message
    assert any(word in message for word in ("Erlaubt", "erlaubt", "muss", "braucht")), message  # says what is allowed
    assert len(str(info.value)) < 600
    return info.value


# --- equity ----------------------------------------------------------------------------------

def test_monte_carlo_samples_have_the_command_lines_upper_bound() -> None:
    assert MAX_SAMPLES == CLI_MAX_SAMPLES
    start = time.monotonic()
    for samples in (10 ** 18, MAX_SAMPLES + 1, np.int64(2 ** 62), HUGE):
        error = refused(lambda s=samples: monte_carlo_equity(HOLES, samples=s, progress=False))
        assert error.key == "bad_samples" and "50.000.000" in error.message
    assert time.monotonic() - start < 5  # refused before any sampling
    assert monte_carlo_equity(HOLES, samples=1000, progress=False).equity[0] > 0.7


# --- pots (A2, A3, W8) -----------------------------------------------------------------------

@pytest.mark.rule("W8")
@pytest.mark.parametrize("folded", [3, 2.5, None, object(), "0"])
def test_build_pots_folded_must_be_a_collection_of_seats(folded) -> None:
    contributions = [10, 20, 20]
    error = refused(lambda: build_pots(contributions, folded=folded), PotError)
    assert error.key in ("bad_seat", "bad_folded") and "Sitz" in error.message
    assert contributions == [10, 20, 20]


@pytest.mark.rule("A2")
def test_build_pots_accepts_any_sequence_of_integral_numbers() -> None:
    expected = build_pots([50, 100, 100], folded=[0])
    for contributions in ([50, 100, 100], (50, 100, 100), np.array([50, 100, 100]),
                          [np.int64(50), np.int32(100), 100]):
        layout = build_pots(contributions, folded=np.array([0]))
        assert layout == expected
        assert all(type(p.amount) is int for p in layout.pots)
    refused(lambda: build_pots(np.array([50.0, 100.0]), folded=()), PotError)
    refused(lambda: build_pots({0: 50, 1: 100}), PotError)


@pytest.mark.rule("A3")
def test_amounts_beyond_a_thousand_digits_are_refused_by_build_pots() -> None:
    largest = MAX_AMOUNT
    layout = build_pots([largest, largest])  # the bound itself works, and can be put in words
    assert sum(p.amount for p in layout.pots) == 2 * largest and str(layout)
    for call in (lambda: build_pots([HUGE, 10]), lambda: build_pots([MAX_AMOUNT + 1, 10]),
                 lambda: build_pots([10, 10], carried_in=HUGE), lambda: build_pots([10, 10], dead=[HUGE, 0]),
                 lambda: build_pots([10, 10], antes=[0, HUGE])):
        error = refused(call, PotError)
        assert f"{MAX_AMOUNT_DIGITS} Stellen" in error.message or "bis zum Einsatz" in error.message


# --- start_hand and Table (B1, B11) ------------------------------------------------------------

@pytest.mark.rule("B1")
def test_start_hand_accepts_any_sequence_of_integral_stacks() -> None:
    rules = RuleSet.no_limit(1, 2)
    plain = start_hand(rules, [100, 100, 100], button=0, deck=Deck.shuffled(3))
    for stacks in (np.array([100, 100, 100]), (100, 100, 100), [np.int16(100)] * 3):
        state = start_hand(rules, stacks, button=0, deck=Deck.shuffled(3))
        assert state.stacks == plain.stacks and state.events == plain.events
        assert all(type(s) is int for s in state.stacks)
    stacks = np.array([100, 100])
    start_hand(rules, stacks, button=0)
    assert stacks.tolist() == [100, 100]  # the caller's array is untouched
    for bad in (np.array([100.0, 100.0]), np.array([[100, 100]]), "100,100", {100, 200}, iter([100, 100])):
        error = refused(lambda b=bad: start_hand(rules, b, button=0), SetupError)
        assert error.key == "bad_stacks"


@pytest.mark.rule("B1")
def test_start_hand_refuses_amounts_beyond_a_thousand_digits() -> None:
    rules = RuleSet.no_limit(1, 2)
    assert start_hand(rules, [MAX_AMOUNT, 100], button=0).stacks[0] == MAX_AMOUNT - 1  # button posts SB heads-up
    for call in (lambda: start_hand(rules, [HUGE, 100], button=0),
                 lambda: start_hand(rules, [100, MAX_AMOUNT + 1], button=0),
                 lambda: start_hand(rules, [100, 100], button=0, carried_in=HUGE),
                 lambda: RuleSet.no_limit(HUGE, HUGE),
                 lambda: RuleSet.no_limit(1, MAX_AMOUNT + 1)):
        error = refused(call, SetupError)
        assert f"{MAX_AMOUNT_DIGITS} Stellen" in error.message


@pytest.mark.rule("B11")
def test_table_refuses_amounts_beyond_a_thousand_digits() -> None:
    table = Table.with_players([100, 100], button=0)
    for call in (lambda: table.sit_down(2, "Cem", HUGE), lambda: table.sit_down(2, "Cem", MAX_AMOUNT + 1),
                 lambda: Table.with_players([HUGE, 100], button=0)):
        error = refused(call, TableError)
        assert f"{MAX_AMOUNT_DIGITS} Stellen" in error.message
    assert table.seats[2] is None
    refused(lambda: Blinds(1, HUGE), BlindError)
    seated = Table.with_players(np.array([100, 200]), button=0)
    assert [p.stack for p in seated.seats if p is not None] == [100, 200]


def test_huge_numbers_anywhere_get_a_german_message() -> None:
    """Actions, seats, players, final stacks: every place that names a number in a sentence."""
    from holdem.betting import Action, ActionKind
    from holdem.positions import positions

    state = start_hand(RuleSet.no_limit(1, 2), [100, 100], button=0, deck=Deck.shuffled(1))
    table = Table.with_players([100, 100], button=0)
    setup = table.next_hand()
    for call in (lambda: state.apply(Action(ActionKind.RAISE, HUGE)), lambda: Action(ActionKind.CALL, None, HUGE),
                 lambda: setup.table.after_hand([HUGE, 0]), lambda: table.set_button(HUGE),
                 lambda: positions(HUGE, 0), lambda: positions(3, HUGE)):
        with pytest.raises(HoldemError) as info:
            call()
        assert "1000 Stellen" in info.value.message and len(str(info.value)) < 600, info.value.message
    assert state.stacks == (99, 98)  # nothing changed


def test_messages_name_huge_numbers_without_printing_them() -> None:
    assert "mehr als" in excerpt(HUGE) and len(excerpt(HUGE)) < 60
    assert "mehr als" in amount_excerpt(HUGE) and amount_excerpt(12) == "12"
    assert as_sequence("100") is None and as_sequence(np.array([1, 2])) == [1, 2]


# --- PHH: show/muck before the showdown (S1), the number of actions, writing any text --------

NLHE = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = [{actions}]
"""
DEALS = '"d dh p1 AcAd", "d dh p2 KcKd", "d dh p3 7h2s"'


@pytest.mark.rule("S1")
@pytest.mark.parametrize("show", ["p1 sm AcAd", "p1 sm", "p1 sm -", "p3 sm 7h2s"])
def test_show_or_muck_before_the_showdown_is_refused(show: str) -> None:
    text = NLHE.format(actions=f'{DEALS}, "{show}", "p3 f"')
    error = refused(lambda: replay(parse_phh(text)), ReplayError)
    assert error.key == "show_before_showdown" and "am Zug" in error.message and "(S1)" in error.message


@pytest.mark.rule("S1")
def test_show_at_the_showdown_and_at_an_all_in_runout_is_accepted() -> None:
    showdown = (f'{DEALS}, "p3 f", "p1 cc", "p2 cc", "d db 2c3c4c", "p1 cc", "p2 cc", "d db 5d", '
                '"p1 cc", "p2 cc", "d db 9s", "p1 cc", "p2 cc", "p1 sm AcAd", "p2 sm KcKd"')
    done = replay(parse_phh(NLHE.format(actions=showdown)))
    assert done.final_stacks == (202, 198, 200)
    # All-in before the flop: PHH shows the cards before the board is dealt.
    runout = f'{DEALS}, "p3 f", "p1 cbr 200", "p2 cc", "p1 sm AcAd", "p2 sm KcKd", "d db 2c3c4c", "d db 5d", "d db 9s"'
    assert replay(parse_phh(NLHE.format(actions=runout))).final_stacks == (400, 0, 200)


def test_a_phh_input_holds_a_bounded_number_of_actions() -> None:
    many = ", ".join(['"p1 cc"'] * (MAX_ACTIONS + 1))
    start = time.monotonic()
    error = refused(lambda: parse_phh(NLHE.format(actions=many)))
    assert error.key == "too_many_actions" and str(MAX_ACTIONS) in error.message
    assert time.monotonic() - start < 5
    ok = ", ".join([DEALS] + ['"# nichts"'] * 10)
    assert len(parse_phh(NLHE.format(actions=ok)).actions) == 13


CONTROLS = [chr(c) for c in range(0x20)] + ["\x7f"] + [chr(c) for c in range(0x80, 0xA0)]


def test_the_phh_writer_round_trips_every_control_character() -> None:
    base = parse_phh(NLHE.format(actions=DEALS))
    for char in CONTROLS + ['"', "\\", "'''", '"""', "ä€😀", "\u2028", "\ufeff"]:
        name = f"A{char}B"
        metadata = {"event": f"x{char}y", f"key{char}": [char, {"in": char}]}
        hh = dataclasses.replace(base, players=(name, "Ben", "Cem"), metadata=metadata)
        text = write_phh(hh)
        tomllib.loads(text)  # valid TOML
        back = parse_phh(text)
        assert back.players == (name, "Ben", "Cem"), repr(char)
        assert back.metadata == metadata, repr(char)
        assert write_phh(back) == text


def test_the_phh_writer_refuses_what_no_file_can_hold() -> None:
    base = parse_phh(NLHE.format(actions=DEALS))
    hh = dataclasses.replace(base, players=("A\ud800", "Ben", "Cem"))
    error = refused(lambda: write_phh(hh))
    assert "U+D800" in error.message


# --- the command line --------------------------------------------------------------------------

def test_compare_with_one_hand_is_refused() -> None:
    env = dict(os.environ, PYTHONPATH=ROOT)
    done = subprocess.run([sys.executable, "-m", "holdem", "compare", "AhAd", "--board", "2c 7h 9h Js 3c"],
                          capture_output=True, text=True, env=env, timeout=120, check=False)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("Fehler: Verglichen werden mindestens zwei Hände") and "Traceback" not in done.stderr
    two = subprocess.run([sys.executable, "-m", "holdem", "compare", "AhAd", "KsKc", "--board", "2c 7h 9h Js 3c"],
                         capture_output=True, text=True, env=env, timeout=120, check=False)
    assert two.returncode == 0 and "Hand 1 gewinnt" in two.stdout


def test_inputs_are_left_unchanged() -> None:
    contributions, folded = [10, HUGE], {0}
    before = copy.deepcopy((contributions, folded))
    refused(lambda: build_pots(contributions, folded=folded), PotError)
    assert (contributions, folded) == before
