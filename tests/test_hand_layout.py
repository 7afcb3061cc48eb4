"""The hand engine's working copy and its betting view: one field list, a round trip without
loss, the same betting answers on the copy as on the frozen state, and raises that link to the
round's earlier raises instead of copying them (W6, L8)."""

from __future__ import annotations

from dataclasses import fields

import pytest

from holdem.betting import Action, RaiseRecord, legal_actions, raise_option, round_closed_for
from holdem.cards import Deck
from holdem.hand import HandState, start_hand
from holdem.hand.work import HandWork
from holdem.rules import RuleSet


def _raised(times: int) -> list[HandState]:
    states = [start_hand(RuleSet.no_limit(1, 2), [10_000, 10_000], button=0, deck=Deck.shuffled(5))]
    for _ in range(times):
        states.append(states[-1].apply(Action.raise_to(states[-1].current_bet + 2)))
    return states


def test_the_working_copy_has_every_field_and_freezes_back_unchanged() -> None:
    state = _raised(3)[-1]
    work = HandWork(state)
    # HandState.from_work takes the copy's attributes as they are: exactly the state's fields.
    assert list(vars(work)) == [f.name for f in fields(HandState)]
    assert work.events == [] and isinstance(work.stacks, list) and isinstance(work.acted, list)
    back = HandState.from_work(work)
    assert back == HandState(*[() if f.name == "events" else getattr(state, f.name) for f in fields(HandState)])
    assert all(type(getattr(back, f.name)) is type(getattr(state, f.name)) for f in fields(HandState))


@pytest.mark.rule("L8")
def test_a_raise_links_to_the_raises_before_it() -> None:
    states = _raised(5)
    last = states[-1].last_raise
    assert isinstance(last, RaiseRecord) and last.previous is states[-2].last_raise
    assert states[-1].round_raises[-1] == (last.player, last.before, last.after, True)
    assert len(states[-1].round_raises) == 5
    assert [r.after for r in last.since(states[-3].current_bet)] == [s.current_bet for s in states[-2:]]
    flop = states[-1].apply(Action.call())
    assert flop.last_raise is None and flop.round_raises == ()


@pytest.mark.rule("W6")
def test_betting_answers_the_same_on_the_copy_and_the_frozen_state() -> None:
    for state in _raised(4):
        work = HandWork(state)
        player = state.to_act
        assert player is not None
        assert raise_option(work, player) == raise_option(state, player)
        assert legal_actions(work) == legal_actions(state)
        for p in range(state.n_players):
            assert round_closed_for(work, p) == round_closed_for(state, p)


def test_legal_actions_of_something_else_is_the_engines_error() -> None:
    from holdem.errors import IllegalActionError

    with pytest.raises(IllegalActionError) as info:
        legal_actions("kein Zustand")  # type: ignore[arg-type]
    assert info.value.key == "bad_state"


def test_a_state_holds_its_fields_and_nothing_it_worked_out_before() -> None:
    """What the old state worked out about itself (its legal actions) must not reach the next
    state, and no helper of the start may stay."""
    wanted = {f.name for f in fields(HandState)}
    state = start_hand(RuleSet.no_limit(1, 2), [10_000, 10_000], button=0, deck=Deck.shuffled(5))
    for _ in range(4):
        assert set(vars(state)) == wanted  # not worked out yet, though the last state was
        legal = state.legal_actions()
        assert state.legal_actions() is legal  # worked out once
        state = state.apply(Action.raise_to(state.current_bet + 2))
        assert state.legal_actions()[-1].min_to == state.current_bet + 2 != legal[-1].min_to
        state = HandState.from_work(HandWork(state))  # a fresh copy: nothing worked out


@pytest.mark.rule("W6")
@pytest.mark.rule("L4")
@pytest.mark.parametrize("rules", [RuleSet.no_limit(1, 2), RuleSet.fixed_limit(2, 4), RuleSet.pot_limit(1, 2)],
                         ids=["no-limit", "fixed-limit", "pot-limit"])
def test_legal_actions_a_step_works_out_ahead_are_those_of_the_new_state(rules: RuleSet) -> None:
    """A step that knows the next player's raise range keeps the next state's legal actions;
    they must be exactly what the new state works out from scratch, and raise_range must say
    what raise_option says (W6 closed rounds, L4 caps, W9 all-in opponents)."""
    import random

    from holdem.betting import raise_range, random_action

    rng = random.Random(7)
    kept = 0
    for hand in range(150):
        state = start_hand(rules, [rng.choice((30, 80, 400)) for _ in range(4)], button=hand % 4,
                           deck=Deck.shuffled(hand))
        while not state.is_over:
            ahead = vars(state).get("_legal")  # HandState's cached legal actions, if the step kept them
            fresh = legal_actions(HandState.from_work(HandWork(state)))
            if ahead is not None:
                kept += 1
                assert ahead == fresh
            player = state.to_act
            assert player is not None
            option = raise_option(state, player)
            kind, low, high, key = raise_range(state, player)
            assert (option.kind, option.allowed) == (kind, not key)
            assert (option.min_to, option.max_to) == ((low, high) if not key else (0, 0))
            assert option.key == ("raise_capped" if key == "raise_capped_heads_up" else key)
            state = state.apply(random_action(state, rng))
    assert kept > 100
