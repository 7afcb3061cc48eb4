"""Events as data: a kind from EventKind, the sentence built only when read."""

from __future__ import annotations

import pickle

import pytest

from holdem.betting import Action
from holdem.cards import Deck
from holdem.events import Event, EventKind
from holdem.hand import start_hand
from holdem.rules import RuleSet


def test_every_engine_event_has_a_kind_of_the_enum() -> None:
    state = start_hand(RuleSet.no_limit(1, 2), [100, 100, 100], button=0, deck=Deck.shuffled(11))
    seen = list(state.events)
    while not state.is_over:
        state = state.apply(state.check_or_call())
        seen += state.events
    assert all(isinstance(e.kind, EventKind) for e in seen)
    assert {"post", "deal_hole", "burn", "deal_board", "to_act", "call", "check", "round_end"} <= set(seen_kinds := {
        e.kind for e in seen}) and EventKind.SHOWDOWN in seen_kinds


@pytest.mark.rule("K1")
def test_the_sentence_is_built_when_first_read_and_kept() -> None:
    calls = []

    def sentence() -> str:
        calls.append(1)
        return "Anna bekommt Ah Kd (K1)."

    event = Event("K1", sentence, "deal_hole", 0)
    assert calls == []
    assert event.text == "Anna bekommt Ah Kd (K1)." and str(event) == event.text
    assert event.text and calls == [1]
    assert event == Event("K1", "Anna bekommt Ah Kd (K1).", "deal_hole", 0)
    assert pickle.loads(pickle.dumps(event)) == event


def test_dealt_cards_are_named_in_the_sentence() -> None:
    state = start_hand(RuleSet.no_limit(1, 2), [100, 100], button=0, deck=Deck.shuffled(3))
    dealt = [e for e in state.events if e.kind == EventKind.DEAL_HOLE]
    assert len(dealt) == 2
    for e in dealt:
        assert " ".join(str(c) for c in e.cards) in e.text and e.text.endswith("(K1).")
    after = state.apply(Action.call()).apply(Action.check())
    board = [e for e in after.events if e.kind == "deal_board"]
    assert board and board[0].text.startswith("Flop: ") and len(board[0].cards) == 3


def test_an_event_cannot_be_changed_and_its_kind_must_be_known() -> None:
    event = Event("W1", "Anna steigt aus (Fold) (W1).", "fold", 0)
    with pytest.raises(AttributeError):
        event.rule = "W2"  # type: ignore[misc]
    with pytest.raises(ValueError):
        Event("W1", "…", "kein_ereignis")
