"""L6 as the sources state it is cash-game practice: heads-up in a limit hand the cap does not
apply. In a limit tournament the cap stays even when a hand is heads-up; raising is unlimited only
once the whole tournament is down to two players (TDA). ``RuleSet.heads_up_uncapped``: ``None``
decides by the game (cash game and a hand without a table: on; tournament table: off unless only
two players are left), ``True``/``False`` set it."""

from __future__ import annotations

import pytest

from holdem.betting import Action, ActionKind, raise_option
from holdem.blinds import Blinds
from holdem.cards import Deck
from holdem.hand import IllegalActionError, start_hand
from holdem.rules import RuleSet, SetupError
from holdem.table import GameKind, Table

RULES = RuleSet.fixed_limit(2, 4)  # blinds 1/2


def kinds(state):
    return {a.kind for a in state.legal_actions()}


def heads_up_to_the_cap(state):
    """Preflop heads-up (button = small blind acts first): raise, raise, raise — bet and three raises."""
    for to in (4, 6, 8):
        state = state.apply(Action.raise_to(to))
    return state


@pytest.mark.rule("L6")
def test_L6_without_a_table_heads_up_is_uncapped_as_in_a_cash_game():
    state = heads_up_to_the_cap(start_hand(RULES, [100, 100], button=0, deck=Deck.shuffled(1)))
    assert ActionKind.RAISE in kinds(state)
    state = state.apply(Action.raise_to(10))  # a fourth raise
    assert state.events[-1].rule == "L6"


@pytest.mark.rule("L6")
def test_L6_setting_false_keeps_the_cap_heads_up():
    rules = RuleSet.fixed_limit(2, 4, heads_up_uncapped=False)
    state = heads_up_to_the_cap(start_hand(rules, [100, 100], button=0, deck=Deck.shuffled(1)))
    assert ActionKind.RAISE not in kinds(state) and state.capped
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.raise_to(10))
    assert info.value.key == "raise_capped" and "Turnier" in info.value.message and "L6" in info.value.message
    option = raise_option(state, state.to_act)
    assert not option.allowed and option.key == "raise_capped"


@pytest.mark.rule("L6")
def test_L6_setting_false_does_not_change_a_hand_with_three_players():
    plain = start_hand(RULES, [100] * 3, button=2, deck=Deck.shuffled(2))
    strict = start_hand(RuleSet.fixed_limit(2, 4, heads_up_uncapped=False), [100] * 3, button=2,
                        deck=Deck.shuffled(2))
    for state in (plain, strict):
        for to in (4, 6, 8):
            state = state.apply(Action.raise_to(to))
        assert ActionKind.RAISE not in kinds(state)  # L4: capped with three players either way


def tournament_heads_up_hand(players):
    """A tournament table of ``players``; the first hand, folded to two players before any raise."""
    table = Table.with_players([100] * players, blinds=Blinds(1, 2), button=0, kind=GameKind.TOURNAMENT)
    setup = table.next_hand()
    state = setup.start(RULES, deck=Deck.shuffled(3))
    while state.n_players - len(state.folded) > 2:
        state = state.apply(Action.fold())
    return setup, state


@pytest.mark.rule("L6")
def test_L6_tournament_table_keeps_the_cap_when_a_hand_is_heads_up():
    _, state = tournament_heads_up_hand(4)
    assert state.setup.rules.heads_up_uncapped is False
    state = state.apply(Action.raise_to(4)).apply(Action.raise_to(6)).apply(Action.raise_to(8))
    assert ActionKind.RAISE not in kinds(state)
    assert "gekappt" in state.events[-1].text


@pytest.mark.rule("L6")
def test_L6_tournament_with_two_players_left_plays_uncapped():
    _, state = tournament_heads_up_hand(2)
    assert state.setup.rules.heads_up_uncapped is True
    state = heads_up_to_the_cap(state)
    assert ActionKind.RAISE in kinds(state)


@pytest.mark.rule("L6")
def test_L6_tournament_down_to_two_after_busts_plays_uncapped():
    table = Table.with_players([100, 100, 100], blinds=Blinds(1, 2), button=0, kind=GameKind.TOURNAMENT)
    setup = table.next_hand()
    final = list(setup.stacks)
    final[1] += final[0]
    final[0] = 0  # the first player busts: out of the tournament (A8)
    table = setup.table.after_hand(final)
    setup = table.next_hand()
    assert setup.players_left == 2
    assert setup.start(RULES, deck=Deck.shuffled(4)).setup.rules.heads_up_uncapped is True


@pytest.mark.rule("L6")
def test_L6_cash_table_heads_up_in_the_hand_is_uncapped_and_an_explicit_setting_wins():
    table = Table.with_players([100] * 4, blinds=Blinds(1, 2), button=0)
    setup = table.next_hand()
    assert setup.start(RULES, deck=Deck.shuffled(3)).setup.rules.heads_up_uncapped is True
    strict = RuleSet.fixed_limit(2, 4, heads_up_uncapped=False)
    assert setup.start(strict, deck=Deck.shuffled(3)).setup.rules.heads_up_uncapped is False
    tournament = Table.with_players([100] * 4, blinds=Blinds(1, 2), button=0, kind=GameKind.TOURNAMENT)
    loose = RuleSet.fixed_limit(2, 4, heads_up_uncapped=True)
    assert tournament.next_hand().start(loose, deck=Deck.shuffled(3)).setup.rules.heads_up_uncapped is True


@pytest.mark.rule("L6")
def test_L6_bad_setting_is_refused_and_describe_says_it():
    with pytest.raises(SetupError) as info:
        RuleSet.fixed_limit(2, 4, heads_up_uncapped="ja")
    assert info.value.key == "bad_rules" and "(L6)" in info.value.message
    assert "auch wenn nur noch zwei Spieler" in RuleSet.fixed_limit(2, 4, heads_up_uncapped=False).describe()
    assert "ohne Grenze, wenn nur noch zwei" in RULES.describe()
