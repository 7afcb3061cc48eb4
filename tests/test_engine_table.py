"""The table between hands: every chip counted (X1, P2), C7 waiting for the big blind, C10
rebuy tournaments, and bad input to Table."""

from __future__ import annotations

import pytest

from holdem.cards import Deck
from holdem.dealing import stacked_deck
from holdem.pots import OddChip
from holdem.rules import RuleSet
from holdem.table import GameKind, Status, Table, TableError


def check_down(state):
    states = [state]
    while not states[-1].is_over:
        states.append(states[-1].apply(states[-1].check_or_call()))
    return states


def play(table, final=None):
    setup = table.next_hand()
    return setup, setup.table.after_hand(final if final is not None else setup.stacks)


# ---------------------------------------------------------------- every chip counted

def test_after_hand_refuses_stacks_that_lose_chips():
    table = Table.with_players([100] * 3, button=0)
    before = table
    with pytest.raises(TableError) as info:
        table.after_hand([50, 50, 50])  # 300 -> 150 must not pass silently
    assert info.value.key == "chips_lost" and "Erlaubt" in info.value.message
    assert table == before and table.total_chips() == 300


def test_after_hand_accepts_the_rake_and_refuses_too_little_rake():
    setup = Table.with_players([100] * 3, button=0).next_hand()
    assert setup.table.after_hand([95, 100, 100], rake=5).total_chips() == 295
    with pytest.raises(TableError) as info:
        setup.table.after_hand([95, 100, 100], rake=4)
    assert info.value.key == "chips_lost"


@pytest.mark.rule("P2")
def test_P2_variant_carry_is_kept_by_the_table_with_an_odd_split():
    rules = RuleSet.no_limit(1, 2, odd_chip=OddChip.CARRY)
    table = Table.with_players([100, 100, 100], button=0)
    setup = table.next_hand()
    # Players 1 and 2 split: the small blind player folds 1, pot 2+2+1 = 5, 2 each, 1 carried.
    from holdem.betting import Action
    deck = stacked_deck(3, setup.button, {0: "AsKd", 1: "7c2d", 2: "AhKc"}, "QsJh9d4c3s")
    state = setup.start(rules, deck=deck)
    order = []
    while not state.is_over:
        if state.to_act == 1 and state.current_bet > state.bets[1]:
            state = state.apply(Action.fold())
        else:
            state = state.apply(state.check_or_call())
        order.append(state)
    assert state.result.carried == 1
    after = setup.table.after_hand(state)
    assert after.carry == 1 and after.total_chips() == 299
    # The carried chip lies in the next hand's pot: 300 chips again at the end of that hand.
    nxt = after.next_hand()
    assert nxt.carried_in == 1 and any(e.rule == "P2" for e in nxt.events)
    following = check_down(nxt.start(rules, deck=Deck.shuffled(2)))[-1]
    assert following.pot == sum(following.contributed) + 1
    assert sum(following.final_stacks) + following.result.carried + following.result.rake == 300
    with pytest.raises(TableError):
        setup.table.after_hand(state.final_stacks)  # without the carried chip: one chip missing


def test_after_hand_refuses_an_unfinished_hand():
    setup = Table.with_players([100] * 3, button=0).next_hand()
    state = setup.start(RuleSet(), deck=Deck.shuffled(1))
    with pytest.raises(TableError) as info:
        setup.table.after_hand(state)
    assert info.value.key == "hand_not_over"


@pytest.mark.parametrize(("kwargs", "says"), [
    ({"names": "ab", "stacks": [100, 100]}, ("keine Liste", "einem Namen pro Spieler")),
    ({"names": ["Anna", "Anna"], "stacks": [100, 100]}, ("„Anna“", "eigenen Namen")),
    ({"names": ["Anna", 7], "stacks": [100, 100]}, ("„7“", "eigenen Namen")),
], ids=["string-names", "duplicate-names", "name-not-text"])
def test_table_refuses_bad_names(kwargs, says):
    """The message names what was wrong and what is allowed."""
    with pytest.raises(TableError) as info:
        Table.with_players(kwargs["stacks"], names=kwargs["names"])
    for part in says:
        assert part in info.value.message


# ---------------------------------------------------------------- C7

@pytest.mark.rule("C7")
def test_C7_returning_player_waits_for_the_big_blind_instead_of_posting():
    # As in B8: seat 3 misses the big blind in hand 2 and wants back before hand 4. Posting
    # (B8) would deal him in at hand 4 for 2 live + 1 dead; waiting (C7) deals him in only when
    # the big blind reaches him, and then he posts just the big blind.
    table = Table.with_players([100] * 5, button=0)
    _, table = play(table)
    table = table.sit_out(3)
    _, table = play(table)
    assert table.seats[3].status is Status.MISSED_BIG
    table = table.sit_in(3, wait_for_big_blind=True)
    assert table.events[-1].rule == "C7"
    dealt_in = None
    for number in range(3, 12):
        setup, table = play(table)
        if 3 in setup.seats:
            dealt_in = (number, setup)
            break
    assert dealt_in is not None
    number, setup = dealt_in
    assert setup.seats[setup.big_blind] == 3  # only on the big blind
    i = setup.seats.index(3)
    assert [(p.amount, p.kind) for p in setup.posts if p.player == i] == [(2, "big_blind")]
    assert any(e.rule == "C7" for e in setup.events)
    assert table.seats[3].status is Status.ACTIVE


@pytest.mark.rule("C7")
def test_C7_table_option_makes_every_returning_player_wait():
    table = Table.with_players([100] * 5, button=0, wait_for_big_blind=True)
    _, table = play(table)
    table = table.sit_out(3)
    _, table = play(table)
    table = table.sit_in(3)
    setup, table = play(table)
    assert 3 not in setup.seats
    setup, table = play(table)
    assert 3 not in setup.seats  # B8 would deal him in here for a live and a dead blind


# ---------------------------------------------------------------- C10

@pytest.mark.rule("C10")
def test_C10_rebuy_tournament_allows_buying_in_again_during_the_rebuy_period():
    table = Table.with_players([100] * 3, button=0, kind=GameKind.TOURNAMENT, rebuy_hands=2)
    setup = table.next_hand()
    final = list(setup.stacks)
    final[1] += final[0]
    final[0] = 0
    table = setup.table.after_hand(final)
    player = setup.names[0]
    assert player not in table.eliminated  # during the rebuy period he is not out (C10)
    busted = next(e for e in table.events if e.kind == "busted")
    assert busted.rule == "C10" and "scheidet aus" not in busted.text and "wieder einkaufen" in busted.text
    table = table.rebuy(player, 100)
    assert table.events[-1].rule == "C10" and player not in table.eliminated
    assert table.player(player).stack == 100


@pytest.mark.rule("C10")
def test_C10_freezeout_and_after_the_rebuy_period_a_busted_player_is_out():
    for rebuy_hands, hands in ((0, 1), (1, 2)):
        table = Table.with_players([100] * 3, button=0, kind=GameKind.TOURNAMENT, rebuy_hands=rebuy_hands)
        for _ in range(hands - 1):
            _, table = play(table)
        setup = table.next_hand()
        final = list(setup.stacks)
        loser = setup.seats.index(0)
        final[(loser + 1) % 3] += final[loser]
        final[loser] = 0
        table = setup.table.after_hand(final)
        with pytest.raises(TableError) as info:
            table.rebuy(0, 100)
        assert info.value.key == "no_rebuy_in_tournament" and "C10" in info.value.message


def test_C10_rebuy_period_only_in_tournaments():
    with pytest.raises(TableError) as info:
        Table.with_players([100] * 3, rebuy_hands=3)
    assert "Turnier" in info.value.message


def test_numpy_integers_are_accepted_by_table_blinds_and_rules():
    import numpy as np

    from holdem.blinds import Blinds

    table = Table.with_players([np.int64(100), np.int32(100), np.int64(100)], blinds=Blinds(np.int64(1), np.int64(2)),
                               button=np.int64(0))
    assert table.stacks() == {0: 100, 1: 100, 2: 100} and all(type(x) is int for x in table.stacks().values())
    assert type(table.blinds.big) is int
    rules = RuleSet.no_limit(np.int64(1), np.int64(2), ante=np.int64(1))
    assert rules == RuleSet.no_limit(1, 2, ante=1) and type(rules.big_blind) is int
    for bad in (True, 2.5, "2"):
        with pytest.raises(TableError):
            Table.with_players([100, bad])


@pytest.mark.rule("C10")
def test_C10_who_does_not_buy_in_again_is_out_when_the_rebuy_period_ends():
    table = Table.with_players([100] * 4, button=0, kind=GameKind.TOURNAMENT, rebuy_hands=1)
    setup = table.next_hand()
    final = list(setup.stacks)
    final[1] += final[0]
    final[0] = 0
    table = setup.table.after_hand(final)
    assert table.eliminated == () and table.seats[0].busted
    _, table = play(table)  # hand 2: the period is over, he did not buy in again
    assert table.eliminated == (setup.names[0],)
    out = [e for e in table.events if e.kind == "busted"]
    assert len(out) == 1 and out[0].rule == "C10" and "scheidet aus dem Turnier aus" in out[0].text
    with pytest.raises(TableError) as info:
        table.rebuy(0, 100)
    assert info.value.key == "no_rebuy_in_tournament"


@pytest.mark.rule("B7")
def test_B7_who_refuses_the_blind_gets_no_cards_and_owes_the_missed_blind():
    from holdem.table import Status

    table = Table.with_players([100] * 5, button=0)
    setup = table.next_hand()
    table = setup.table.after_hand(setup.stacks)  # next hand: seat 3 is due for the big blind
    setup = table.next_hand(refuse=[3])
    refusal = next(e for e in setup.events if e.kind == "refuse")
    assert refusal.rule == "B7" and "schuldet den verpassten Big Blind" in refusal.text
    assert 3 not in setup.seats and setup.seats[setup.big_blind] == 4  # the next player is asked
    table = setup.table.after_hand(setup.stacks)
    assert table.seats[3].status is Status.MISSED_BIG and table.seats[3].owes
    table = table.sit_in(3)
    assert "schuldet einen Big Blind" in table.events[-1].text
