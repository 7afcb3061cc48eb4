"""Regression tests for rule defects found by session fuzzing: C6 at a table, L8 after a short
all-in bet, the showdown with dead money (C3, S3) and the big-blind ante at a table (C8)."""

from __future__ import annotations

import pytest

from holdem.betting import Action, ActionKind as K
from holdem.blinds import Blinds
from holdem.cards import Deck
from holdem.rules import RuleSet
from holdem.table import Table


def legal(state):
    return {option.kind: option for option in state.legal_actions()}


def check_down(state):
    while not state.is_over:
        state = state.apply(state.check_or_call())
    return state


# ---------------------------------------------------------------- C6 at a table

@pytest.mark.rule("C6")
def test_C6_table_big_blind_shorter_than_the_small_blind_is_all_in():
    table = Table.with_players([100, 100, 3], blinds=Blinds(5, 10), button=0)
    setup = table.next_hand()
    state = setup.start(RuleSet.no_limit(5, 10), deck=Deck.shuffled(1))
    assert state.bets == (0, 5, 3) and 2 in state.all_in
    assert state.to_act == 0 and legal(state)[K.CALL].min_to == 10  # the full big blind
    assert legal(state)[K.RAISE].min_to == 20
    state = state.apply(Action.call())
    assert state.to_act == 1 and legal(state)[K.CALL].min_to == 10
    state = check_down(state.apply(Action.call()))
    assert sum(state.final_stacks) == 203
    after = setup.table.after_hand(state)
    assert after.total_chips() == 203
