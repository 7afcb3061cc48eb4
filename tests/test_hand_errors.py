"""Illegal steps and bad set-ups: specific errors, German message with what is allowed, state unchanged."""

import copy

import pytest
from test_hand_helpers import new_hand, play_script

from holdem.betting import Action, ActionKind
from holdem.cards import Deck
from holdem.errors import HoldemError
from holdem.hand import IllegalActionError, SetupError, start_hand
from holdem.rules import RuleSet


def snapshot(state):
    return (state.stacks, state.bets, state.contributed, state.folded, state.all_in, state.pending,
            state.street, state.to_act, state.events, state.board, state.holes)


@pytest.mark.parametrize("script, action, key", [
    ("", Action.check(), "check_facing_bet"),
    ("", Action.raise_to(3), "amount_out_of_range"),
    ("", Action.raise_to(101), "amount_out_of_range"),
    ("", Action.bet(10), "bet_facing_bet"),
    ("c c k", Action.call(), "nothing_to_call"),
    ("c c k", Action.fold(), "fold_without_bet"),
    ("c c k", Action.bet(1), "amount_out_of_range"),
    ("", Action.call(player=1), "not_your_turn"),
    ("", Action.call(player=7), "unknown_player"),
    ("", Action(ActionKind.RAISE, None), "amount_out_of_range"),
], ids=["W2-check", "L1-below", "L1-above", "W2-bet", "W2-call", "W2-fold", "W10-small-bet", "C1-not-your-turn",
        "unknown-player", "no-amount"])
def test_illegal_actions_raise_and_leave_the_state_unchanged(script, action, key):
    state = play_script(new_hand(100, n=3), script)
    before = snapshot(state)
    copied = copy.copy(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    error = info.value
    assert error.key == key
    assert isinstance(error, HoldemError)
    assert str(error).endswith(f"[{key}]")
    assert snapshot(state) == before
    assert state == copied
    # The same state still accepts a legal action.
    legal = state.legal_actions()[0]
    assert state.apply(Action(legal.kind, legal.min_to if legal.kind in (ActionKind.BET, ActionKind.RAISE)
                              else None)) is not state


def test_error_message_names_the_allowed_range():
    state = play_script(new_hand(1000, n=3), "r60")
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.raise_to(50))
    assert str(info.value) == ("Erhöhen auf 50 ist nicht erlaubt: möglich ist 118 bis 1000 (No Limit, L1). "
                               "[amount_out_of_range]")


def test_after_the_end_nothing_is_allowed():
    state = play_script(new_hand(100, n=3), "f f")
    assert state.is_over and state.to_act is None
    for step in (Action.check(), Action.fold()):
        with pytest.raises(IllegalActionError) as info:
            state.apply(step)
        assert info.value.key == "hand_over"
    with pytest.raises(IllegalActionError):
        state.reveal(0, "AsAh")


def test_unknown_step_type():
    with pytest.raises(IllegalActionError) as info:
        new_hand(100).apply("call")  # type: ignore[arg-type]
    assert info.value.key == "unknown_step"


@pytest.mark.parametrize("stacks, kwargs, key", [
    ([100], {}, "bad_player_count"),
    ([100] * 23, {"deck": Deck.shuffled(1)}, "bad_player_count"),
    ([100, 0, 100], {}, "bad_stacks"),
    ([100, -5, 100], {}, "bad_stacks"),
    ([100, 2.5, 100], {}, "bad_stacks"),
    ([100, 100, 100], {"button": 3}, "bad_button"),
    ([100, 100, 100], {"names": ["A", "B"]}, "bad_names"),
    ([100, 100, 100], {"deck": Deck.from_text("As Ks Qs")}, "bad_deck"),
    ("100", {}, "bad_stacks"),
], ids=["G2-one-player", "G2-too-many", "zero-stack", "negative-stack", "float-stack", "button", "names",
        "short-deck", "string"])
def test_bad_setup(stacks, kwargs, key):
    kwargs = {"button": 0, "deck": Deck.shuffled(0)} | kwargs
    with pytest.raises(SetupError) as info:
        start_hand(RuleSet(), stacks, **kwargs)
    assert info.value.key == key
    assert "Erlaubt" in info.value.message or "braucht" in info.value.message


@pytest.mark.rule("G2")
def test_G2_deck_limits_the_players():
    assert start_hand(RuleSet(), [10] * 22, button=0, deck=Deck.shuffled(2)).n_players == 22
    with pytest.raises(SetupError):
        start_hand(RuleSet(burn_before_hole_cards=True), [10] * 22, button=0, deck=Deck.shuffled(2))
    assert start_hand(RuleSet(), [10] * 23, button=0).n_players == 23  # manual deal needs no burns


def test_bad_rules_object():
    with pytest.raises(SetupError) as info:
        start_hand("no limit", [10, 10], button=0)  # type: ignore[arg-type]
    assert info.value.key == "bad_rules"


def test_names_appear_in_events_and_errors():
    state = new_hand(100, n=3, names=["Anna", "Ben", "Cem"])
    assert any("Anna ist zuerst am Zug" in e.text for e in state.events)
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.call(player=2))
    assert "Cem ist nicht am Zug: jetzt entscheidet Anna" in info.value.message
