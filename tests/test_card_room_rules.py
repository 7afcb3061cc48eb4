"""Card-room rules as the engine's settings and defaults: C4 (all-in showdown by game kind),
C2 (chips put in without a word), B2/B9 (fixed-limit blinds, the dead-button rule), B7, C10."""

from __future__ import annotations

import pytest

from holdem.betting import Action
from holdem.blinds import Blinds
from holdem.dealing import stacked_deck
from holdem.hand import start_hand
from holdem.rules import RuleSet, SetupError
from holdem.table import GameKind, Table


def play_out(state, actions=()):
    for action in actions:
        state = state.apply(action)
    while not state.is_over:
        state = state.apply(state.check_or_call())
    return state


# ---------------------------------------------------------------- C4

ALL_IN_DECK = {0: "AsAh", 1: "KdKc", 2: "7c2d"}
ALL_IN = [Action.call(), Action.raise_to(50), Action.call(), Action.fold()]  # all-in preflop, then over


@pytest.mark.rule("C4")
def test_C4_cash_game_default_nobody_shows_before_the_showdown():
    deck = stacked_deck(3, 2, ALL_IN_DECK, "Qs9h4c5s3d")
    state = play_out(start_hand(RuleSet.no_limit(1, 2), [50, 100, 100], button=2, deck=deck), ALL_IN)
    assert RuleSet().all_in_showdown is None
    assert not state.exposed and not any(e.rule == "C4" for e in state.events)
    kinds = [e.kind for e in state.events]
    assert kinds.index("showdown") > max(i for i, k in enumerate(kinds) if k == "deal_board")
    # A normal showdown: the loser may muck (S3), the winner shows (C3).
    assert 0 in state.shown and 1 in state.mucked


@pytest.mark.rule("C4")
@pytest.mark.parametrize("kind, exposed", [(GameKind.TOURNAMENT, True), (GameKind.CASH, False)],
                         ids=["tournament", "cash"])
def test_C4_at_a_table_the_game_kind_decides(kind, exposed):
    setup = Table.with_players([50, 100, 100], button=2, kind=kind).next_hand()
    deck = stacked_deck(3, setup.button, ALL_IN_DECK, "Qs9h4c5s3d")
    state = play_out(setup.start(RuleSet.no_limit(1, 2), deck=deck), ALL_IN)
    assert bool(state.exposed) is exposed
    assert any(e.rule == "C4" and e.kind == "expose" for e in state.events) is exposed
    assert (1 in state.mucked) is not exposed  # face-up hands are never mucked
    first = next(e for e in state.events if e.kind == "show")
    assert "River" not in first.text or not exposed  # all-in before the flop: no river reason


@pytest.mark.rule("C4")
def test_C4_setting_overrides_the_game_kind():
    setup = Table.with_players([50, 100, 100], button=2, kind=GameKind.TOURNAMENT).next_hand()
    deck = stacked_deck(3, setup.button, ALL_IN_DECK, "Qs9h4c5s3d")
    state = play_out(setup.start(RuleSet.no_limit(1, 2, all_in_showdown=False), deck=deck), ALL_IN)
    assert not state.exposed
    with pytest.raises(SetupError) as info:
        RuleSet(all_in_showdown="ja")
    assert info.value.key == "bad_rules" and "C4" in info.value.message
    assert "C4" in RuleSet(all_in_showdown=True).describe()
