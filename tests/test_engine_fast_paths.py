"""The engine's fast paths give what the checked public functions give (A2–A7, P1–P3, S6, W1,
W2, L1): pots built and awarded from the engine's own counts, hand values of known cards, legal
actions remembered per state (and shared between states), and states made by a step as frozen
as any other."""

from __future__ import annotations

import dataclasses
import random

import pytest

from holdem.betting import Action, ActionKind, IllegalActionError, LegalAction, RaiseOption
from holdem.cards import FULL_DECK, Deck
from holdem.hand import start_hand
from holdem.pots import award_layout, award_pots, build_pots, layout_pots
from holdem.ranking import evaluate, hand_value
from holdem.rules import RuleSet


@pytest.mark.rule("A2")
@pytest.mark.rule("P1")
def test_layout_and_award_of_known_counts_equal_the_checked_functions() -> None:
    rng = random.Random(3)
    for _ in range(300):
        n = rng.randint(2, 7)
        chips = tuple(rng.choice([0, 1, 5, 20, 20, 50, 100]) for _ in range(n))
        out = frozenset(s for s in range(n) if rng.random() < 0.3)
        if len(out) == n:
            out = frozenset()
        dead = tuple(min(c, rng.choice([0, 0, 1, 2])) for c in chips)
        antes = tuple(min(c - d, rng.choice([0, 0, 1])) for c, d in zip(chips, dead))
        for uncalled in (True, False):
            checked = build_pots(chips, out, dead=dead, antes=antes, carried_in=1, return_uncalled=uncalled)
            fast = layout_pots(chips, out, dead, antes, 1, return_uncalled=uncalled)
            assert fast == checked
            strengths = {s: rng.randint(0, 3) for s in range(n) if s not in out}
            button = rng.randrange(n)
            assert (award_layout(fast, strengths, button=button, n_seats=n)
                    == award_pots(checked, strengths, button=button, n_seats=n))


@pytest.mark.rule("S6")
def test_hand_value_of_known_cards_is_evaluate() -> None:
    rng = random.Random(5)
    for _ in range(200):
        cards = tuple(rng.sample(FULL_DECK, rng.choice([5, 6, 7])))
        fast, checked = hand_value(cards), evaluate(cards)
        assert (fast.strength, fast.category, fast.ranks, fast.best_five, fast.text) == \
            (checked.strength, checked.category, checked.ranks, checked.best_five, checked.text)


@pytest.mark.rule("W2")
@pytest.mark.rule("L1")
def test_a_state_remembers_its_legal_actions_and_still_refuses_a_wrong_step() -> None:
    state = start_hand(RuleSet.no_limit(1, 2), [200] * 3, button=0, deck=Deck.shuffled(2))
    legal = state.legal_actions()
    assert state.legal_actions() is legal
    assert [a.kind for a in legal] == [ActionKind.FOLD, ActionKind.CALL, ActionKind.RAISE]
    assert dataclasses.replace(state).legal_actions() == legal  # a copy works them out anew
    with pytest.raises(IllegalActionError, match="möglich ist 4 bis 200"):
        state.apply(Action.raise_to(3))
    with pytest.raises(IllegalActionError, match="nicht checken"):
        state.apply(Action.check())
    with pytest.raises(IllegalActionError, match="genau 2"):
        state.apply(Action(ActionKind.CALL, 5))
    raised = state.apply(Action.raise_to(200))
    assert raised.bets[state.to_act] == 200 and raised.all_in == frozenset({state.to_act})
    assert state.legal_actions() is legal and state.bets == (0, 1, 2)  # the old state is unchanged


def test_states_made_by_a_step_and_shared_legal_actions_stay_frozen() -> None:
    state = start_hand(RuleSet.no_limit(1, 2), [200] * 3, button=0, deck=Deck.shuffled(2))
    after = state.apply(Action.call())
    assert after == dataclasses.replace(after)  # made from a dict, equal to one made by __init__
    with pytest.raises(dataclasses.FrozenInstanceError):
        after.current_bet = 5  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        LegalAction(ActionKind.FOLD).kind = ActionKind.CALL  # type: ignore[misc]
    call = after.legal_actions()[1]
    with pytest.raises(dataclasses.FrozenInstanceError):
        call.min_to = 0  # type: ignore[misc]
    assert call == LegalAction(ActionKind.CALL, 2, 2, 1)
    assert RaiseOption(ActionKind.BET, True, 2, 9) == RaiseOption(ActionKind.BET, True, 2, 9, "", "")
    assert Deck.shuffled(2).all_different and not Deck(FULL_DECK[:3] + FULL_DECK[:1]).all_different
