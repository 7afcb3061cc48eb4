"""Wrong types and values at the public entry points of cards, ranking, equity, counting, odds,
batch and the PHH reader: always the engine's own error type (holdem.errors.HoldemError) with a
German message, never TypeError/AttributeError, and the caller's input is left as it was."""

from __future__ import annotations

import copy
import re

import numpy as np
import pytest

from holdem.batch import evaluate_batch, strength_histogram
from holdem.cards import Card, Deck, format_cards, parse_cards
from holdem.counting import category_counts
from holdem.equity import board_count, exact_equity, monte_carlo_equity, starting_hand_cards
from holdem.errors import HoldemError
from holdem.odds import hit_probability, odds_against, outs, pot_odds, rarity_exceptions
from holdem.phh import parse_action, parse_phh, read_phh, write_phh
from holdem.ranking import evaluate, explain_comparison, showdown, strength, value_of, winners
from holdem.replay import iter_replay, replay, rules_for

ENGLISH = re.compile(r"\b(object|has no attribute|not iterable|NoneType|argument|must be|invalid|"
                     r"expected|Traceback)\b", re.IGNORECASE)
HOLES = ["AsAh", "KdKc"]

CASES = [
    ("parse_cards-None", lambda: parse_cards(None), ()),
    ("parse_cards-int", lambda: parse_cards(42), ()),
    ("parse_cards-bytes", lambda: parse_cards(b"AhKd"), ()),
    ("parse_cards-list-of-None", lambda: parse_cards(["Ah", None]), ()),
    ("Card.parse-None", lambda: Card.parse(None), ()),
    ("Deck.from_text-None", lambda: Deck.from_text(None), ()),
    ("evaluate-None", lambda: evaluate(None), ()),
    ("evaluate-int", lambda: evaluate(7), ()),
    ("evaluate-huge-text", lambda: evaluate("Ah" * 100_000 + "Zz"), ()),
    ("strength-None", lambda: strength(None), ()),
    ("strength-texts", lambda: strength(["Ah", "Kh", "Qh", "Jh", "Th"]), ()),
    ("showdown-None", lambda: showdown(None, "2c 3d 4h"), ()),
    ("showdown-board-None", lambda: showdown(HOLES, None), (HOLES,)),
    ("winners-int", lambda: winners(5, "2c 3d 4h"), ()),
    ("exact_equity-None", lambda: exact_equity(None), ()),
    ("exact_equity-board-None", lambda: exact_equity(HOLES, None), (HOLES,)),
    ("exact_equity-hand-None", lambda: exact_equity(["AsAh", None]), ()),
    ("board_count-None", lambda: board_count(None), ()),
    ("monte_carlo-seed-negative", lambda: monte_carlo_equity(HOLES, samples=100, seed=-1), (HOLES,)),
    ("monte_carlo-seed-text", lambda: monte_carlo_equity(HOLES, samples=100, seed="x"), (HOLES,)),
    ("monte_carlo-samples-None", lambda: monte_carlo_equity(HOLES, samples=None), (HOLES,)),
    ("starting_hand_cards-None", lambda: starting_hand_cards(None), ()),
    ("category_counts-None", lambda: category_counts(None), ()),
    ("category_counts-float", lambda: category_counts(7.0), ()),
    ("evaluate_batch-None", lambda: evaluate_batch(None), ()),
    ("evaluate_batch-texts", lambda: evaluate_batch(np.array([["Ah"] * 5])), ()),
    ("outs-None", lambda: outs(None, "2c 3d 4h"), ()),
    ("hit_probability-None", lambda: hit_probability(None, 1), ()),
    ("pot_odds-None", lambda: pot_odds(None, 10), ()),
    ("parse_phh-None", lambda: parse_phh(None), ()),
    ("parse_phh-list", lambda: parse_phh(["variant = 'NT'"]), ()),
    ("read_phh-None", lambda: read_phh(None), ()),
    ("parse_action-None", lambda: parse_action(None, 3), ()),
    ("parse_action-players-None", lambda: parse_action("p1 f", None), ()),
    ("format_cards-None", lambda: format_cards(None), ()),
    ("format_cards-text", lambda: format_cards("Ah Kd"), ()),
    ("Deck.cut-None", lambda: Deck().cut(None), ()),
    ("Deck.deal-text", lambda: Deck().deal("2"), ()),
    ("value_of-None", lambda: value_of(None), ()),
    ("explain_comparison-None", lambda: explain_comparison(None, evaluate("AhKhQhJhTh")), ()),
    ("odds_against-None", lambda: odds_against(None), ()),
    ("rarity_exceptions-None", lambda: rarity_exceptions(None), ()),
    ("replay-None", lambda: replay(None), ()),
    ("iter_replay-text", lambda: list(iter_replay("variant = 'NT'")), ()),
    ("rules_for-None", lambda: rules_for(None), ()),
    ("write_phh-None", lambda: write_phh(None), ()),
    ("strength_histogram-None", lambda: strength_histogram(None), ()),
]


@pytest.mark.parametrize(("call", "inputs"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_wrong_input_raises_the_engines_error_in_german(call, inputs):
    before = copy.deepcopy(inputs)
    with pytest.raises(HoldemError) as info:
        call()
    error = info.value
    assert error.key and error.key != "holdem_error"  # a specific key for programs
    assert not ENGLISH.search(error.message), error.message
    assert error.message.rstrip().endswith((".", ")")), error.message
    assert len(str(error)) < 600  # nothing huge echoed
    assert inputs == before  # the caller's lists are untouched
