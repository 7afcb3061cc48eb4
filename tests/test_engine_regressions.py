"""Regression tests for rule defects found by session fuzzing: C6 at a table, L8 after a short
all-in bet, the showdown with dead money (C3, S3) and the big-blind ante at a table (C8)."""

from __future__ import annotations

import pytest

from holdem.betting import Action
from holdem.betting import ActionKind as K
from holdem.blinds import Blinds
from holdem.cards import Deck
from holdem.dealing import stacked_deck
from holdem.hand import IllegalActionError, Post, Street, start_hand
from holdem.rules import RuleSet, SetupError
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


# ---------------------------------------------------------------- L8 after the flop

@pytest.mark.rule("L8")
@pytest.mark.parametrize("rules", [RuleSet.no_limit(1, 2), RuleSet.pot_limit(1, 2)], ids=["no_limit", "pot_limit"])
def test_L8_short_all_in_bet_after_the_flop_does_not_reopen_for_the_checker(rules):
    state = start_hand(rules, [20, 20, 3], button=0, deck=Deck.shuffled(5))
    state = state.apply(Action.call()).apply(Action.call()).apply(Action.check())
    assert state.street is Street.FLOP and state.to_act == 1
    state = state.apply(Action.check())  # Spieler 2 checks
    state = state.apply(Action.bet(1))  # Spieler 3 all-in for 1: less than a full bet of 2
    assert 2 in state.all_in and state.events[-1].rule == "L8"
    assert state.to_act == 0 and K.RAISE in legal(state)  # he has not acted yet: he may raise
    state = state.apply(Action.call())
    assert state.to_act == 1 and set(legal(state)) == {K.FOLD, K.CALL}
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.raise_to(3))
    assert info.value.key == "round_closed"


@pytest.mark.rule("L8")
def test_L8_short_all_in_bets_that_add_up_to_a_full_bet_reopen_for_the_checker():
    # Flop: Spieler 2 checks, Spieler 3 bets 1 all-in, Spieler 4 raises all-in to 2: together a
    # full bet of 2 since the check, so the checker may raise again.
    state = start_hand(RuleSet.no_limit(1, 2), [50, 50, 3, 4], button=0, deck=Deck.shuffled(5))
    for _ in range(4):
        state = state.apply(state.check_or_call())
    assert state.street is Street.FLOP and state.to_act == 1
    state = state.apply(Action.check()).apply(Action.bet(1)).apply(Action.raise_to(2))
    state = state.apply(Action.call())  # the button calls 2
    assert state.to_act == 1 and K.RAISE in legal(state)


# ---------------------------------------------------------------- C3/S3 with dead money

def _to_the_river(state, actions):
    for action in actions:
        state = state.apply(action)
    while not state.is_over:
        state = state.apply(state.check_or_call())
    return state


@pytest.mark.rule("S3")
@pytest.mark.rule("C3")
@pytest.mark.rule("B9")
def test_S3_C3_side_pot_winner_shows_when_the_all_in_hand_carries_dead_money():
    # Spieler 1 paid a missed small blind of 10 as dead money (B9) and is all-in for 50 live: his
    # 60 chips in must not make him look eligible for the side pot of Spieler 2 and 3.
    deck = stacked_deck(3, 2, {0: "AsAd", 1: "KsKd", 2: "7c2d"}, "QsJh9d4c3s")
    posts = [Post(0, 1, "small_blind"), Post(1, 2, "big_blind"), Post(0, 10, "dead", "B9")]
    state = start_hand(RuleSet.no_limit(1, 2), [60, 200, 200], button=2, deck=deck, posts=posts)
    state = _to_the_river(state, [Action.call(), Action.raise_to(50), Action.call(), Action.call(),
                                  Action.bet(10), Action.call()])
    assert state.result.payouts == {0: 160, 1: 20, 2: 0}
    assert 1 in state.shown and 1 not in state.mucked  # he wins the side pot: he shows (C3)
    assert 2 in state.mucked and 0 in state.shown
    assert not any(e.kind == "muck" and e.player == 1 for e in state.events)


@pytest.mark.rule("S3")
@pytest.mark.rule("C3")
@pytest.mark.rule("C8")
def test_S3_C3_side_pot_winner_shows_when_the_big_blind_ante_is_dead_money():
    rules = RuleSet.no_limit(1, 2, ante=10, big_blind_ante=True)
    deck = stacked_deck(3, 2, {0: "7c2d", 1: "AsAd", 2: "KsKd"}, "QsJh9d4c3s")
    state = start_hand(rules, [200, 60, 200], button=2, deck=deck)
    assert state.contributed == (1, 12, 0)
    state = _to_the_river(state, [Action.call(), Action.call(), Action.raise_to(50), Action.call(),
                                  Action.call(), Action.bet(10), Action.call()])
    assert state.result.payouts == {0: 0, 1: 160, 2: 20}
    assert 2 in state.shown and 2 not in state.mucked
    assert 0 in state.shown  # he showed first, before any better hand


# ---------------------------------------------------------------- C8 at a table

@pytest.mark.rule("C8")
def test_C8_big_blind_ante_of_the_rules_is_posted_at_a_table():
    setup = Table.with_players([100, 100, 100], button=0).next_hand()
    state = setup.start(RuleSet.no_limit(1, 2, ante=2, big_blind_ante=True), deck=Deck.shuffled(1))
    assert state.pot == 5 and state.contributed == (0, 1, 4)
    assert state.events[0].rule == "C8"  # the ante first, then the blinds
    assert state.current_bet == 2  # dead money: nobody has to match the ante


@pytest.mark.rule("C8")
def test_C8_table_with_a_big_blind_ante_short_big_blind_pays_the_ante_first():
    blinds = Blinds(5, 10, 10, big_blind_ante=True)
    setup = Table.with_players([100, 100, 11], blinds=blinds, button=0).next_hand()
    assert [(p.player, p.amount, p.kind) for p in setup.posts] == [(2, 10, "ante"), (1, 5, "small_blind"),
                                                                   (2, 1, "big_blind")]
    assert any(e.rule == "C8" for e in setup.events)
    at_table = setup.start(RuleSet.no_limit(5, 10), deck=Deck.shuffled(1))
    alone = start_hand(RuleSet.no_limit(5, 10, ante=10, big_blind_ante=True), [100, 100, 11], button=0,
                       deck=Deck.shuffled(1))
    assert at_table.contributed == alone.contributed == (0, 5, 11)
    assert at_table.bets == alone.bets and at_table.current_bet == alone.current_bet == 10  # C6 too
    assert at_table.rules.big_blind_ante and at_table.setup.dead == alone.setup.dead == (0, 0, 10)
    final = check_down(at_table)
    assert setup.table.after_hand(final).total_chips() == 211


@pytest.mark.rule("C8")
@pytest.mark.rule("B3")
def test_C8_table_and_start_hand_post_antes_in_the_same_order():
    # Spieler 2 has 6 chips: ante 2 first, then only 4 of the small blind of 5 (C8: ante first).
    setup = Table.with_players([100, 6, 100], blinds=Blinds(5, 10, 2), button=0).next_hand()
    assert [p.kind for p in setup.posts][:3] == ["ante"] * 3
    at_table = setup.start(RuleSet.no_limit(5, 10), deck=Deck.shuffled(2))
    alone = start_hand(RuleSet.no_limit(5, 10, ante=2), [100, 6, 100], button=0, deck=Deck.shuffled(2))
    assert at_table.contributed == alone.contributed == (2, 6, 12)
    assert at_table.bets == alone.bets == (0, 4, 10)
    assert at_table.setup.antes == alone.setup.antes == (2, 2, 2)


@pytest.mark.rule("C8")
def test_C8_table_and_rules_with_different_antes_are_refused():
    setup = Table.with_players([100, 100, 100], blinds=Blinds(1, 2, 1), button=0).next_hand()
    with pytest.raises(SetupError) as info:
        setup.start(RuleSet.no_limit(1, 2, ante=2, big_blind_ante=True), deck=Deck.shuffled(1))
    assert info.value.key == "ante_mismatch" and "Erlaubt" in info.value.message
    same = setup.start(RuleSet.no_limit(1, 2, ante=1), deck=Deck.shuffled(1))
    assert same.pot == 6


@pytest.mark.rule("C8")
@pytest.mark.rule("B12")
def test_C8_a_tournament_level_with_a_big_blind_ante_reaches_the_table():
    from holdem.blinds import BlindLevel, BlindSchedule
    from holdem.table import GameKind

    schedule = BlindSchedule((BlindLevel(25, 50), BlindLevel(100, 200, 200, big_blind_ante=True)))
    assert "Stufe 2: ab Minute 15: 100/200, Big-Blind-Ante 200" in schedule.describe()
    table = Table.with_players([4000] * 4, button=0, kind=GameKind.TOURNAMENT).set_blinds(schedule.level_at(20).blinds)
    assert table.events[0].text == "Ab der nächsten Hand gelten die Blinds 100/200 mit einer Big-Blind-Ante von 200 Chips (B12)."
    setup = table.next_hand()
    assert sorted((p.kind, p.amount) for p in setup.posts) == [("ante", 200), ("big_blind", 200),
                                                               ("small_blind", 100)]
    state = setup.start(RuleSet.no_limit(100, 200), deck=Deck.shuffled(3))
    assert state.rules.big_blind_ante and state.pot == 500 and state.current_bet == 200
