"""The table from hand to hand (D1–D6, B2, B7–B12, H1, A8, G2, G6).

The multi-hand sequences are worked out by hand in the comments; seats count from 0.
"""

import re

import pytest

from holdem.blinds import EXAMPLE_SCHEDULE, BlindError, BlindLevel, Blinds, BlindSchedule, TableLimits
from holdem.cards import Deck
from holdem.chips import (
    CHIP_SET,
    STARTING_STACK,
    ChipError,
    describe_starting_stack,
    fewest_chips,
    stack_value,
)
from holdem.positions import positions
from holdem.rules import RuleSet
from holdem.table import GameKind, MissedSmallBlind, Status, Table, TableError

DEAD = MissedSmallBlind.DEAD  # the standard of B9 (dead-button rule); MOVE_ON is source 001's variant


def play(table, final=None):
    """Deal one hand and finish it with the given final stacks (default: nobody wins or loses)."""
    setup = table.next_hand()
    after = setup.table.after_hand(final if final is not None else setup.stacks)
    return setup, after


def seats_of(setup):
    """(button seat, small-blind seat or None, big-blind seat, first preflop seat) of a hand."""
    sb = None if setup.small_blind is None else setup.seats[setup.small_blind]
    return setup.button_seat, sb, setup.seats[setup.big_blind], setup.seats[setup.first_preflop]


def bust(setup, seat):
    """Final stacks where ``seat`` lost everything to the first other player of the hand."""
    final = list(setup.stacks)
    loser = setup.seats.index(seat)
    winner = 0 if loser != 0 else 1
    final[winner] += final[loser]
    final[loser] = 0
    return final


# ---- D1/D2: the draw for the button -----------------------------------------------------------


def test_D1_highest_card_takes_the_button():
    table = Table.with_players([100] * 4).draw_for_button(Deck.from_text("9c Ad 4h Ks"))
    assert table.button == 1
    assert [e.cards[0] for e in table.events if e.kind == "draw"] == list(Deck.from_text("9c Ad 4h Ks").cards)
    assert table.events[-1].rule == "D1" and "Herz" not in table.events[-1].text


@pytest.mark.parametrize(
    "cards, winner",
    [("9c Kd 4h Ks", 3), ("Kh 2c Kc 3d", 0), ("Qd Qc Qh 5s", 2)],
    ids=["D2-pik-over-karo", "D2-herz-over-kreuz", "D2-herz-over-karo-and-kreuz"],
)
def test_D2_equal_ranks_are_broken_by_suit(cards, winner):
    table = Table.with_players([100] * 4).draw_for_button(Deck.from_text(cards))
    assert table.button == winner
    last = table.events[-1]
    assert last.rule == "D2" and "Kreuz < Karo < Herz < Pik" in last.text


@pytest.mark.rule("D2")
def test_D2_three_tied_cards_are_listed_the_german_way():
    # Qd Qc Qh 5s: three queens; Herz beats Karo and Kreuz. "A, B und C" — not "A und B, C".
    names = ["Anna", "Ben", "Cem", "Dora"]
    table = Table.with_players([100] * 4, names=names).draw_for_button(Deck.from_text("Qd Qc Qh 5s"))
    text = table.events[-1].text
    assert "Cem (Herz-Dame), Anna (Karo-Dame) und Ben (Kreuz-Dame)." in text
    assert text.count(" und ") == 1


def test_D1_seeded_draw_is_repeatable_and_the_winner_holds_the_best_card():
    table = Table.with_players([100] * 6)
    first = table.draw_for_button(seed=7)
    assert first.button == table.draw_for_button(seed=7).button
    drawn = {e.player: e.cards[0] for e in first.events if e.kind == "draw"}
    assert len(drawn) == 6 and drawn[first.button] == max(drawn.values())


# ---- D3, D5, D6: the button moves ----------------------------------------------------------------


def test_D3_button_and_blinds_move_one_seat_clockwise_every_hand():
    table = Table.with_players([100] * 6, button=3)
    seen = []
    for _ in range(7):
        setup, table = play(table)
        seen.append(seats_of(setup))
    # button, small blind, big blind, under the gun: each one seat further, 5 wraps to 0
    assert seen == [
        (3, 4, 5, 0),
        (4, 5, 0, 1),
        (5, 0, 1, 2),
        (0, 1, 2, 3),
        (1, 2, 3, 4),
        (2, 3, 4, 5),
        (3, 4, 5, 0),
    ]


def test_D3_full_table_matches_positions_of_the_hand():
    table = Table.with_players([100] * 9, button=7)
    for _ in range(9):
        setup, table = play(table)
        pos = positions(setup.n_players, setup.button)
        assert (pos.small_blind, pos.big_blind) == (setup.small_blind, setup.big_blind)
        assert (pos.first_preflop, pos.first_postflop) == (setup.first_preflop, setup.first_postflop)


def test_D5_button_stays_for_the_whole_hand_whoever_wins():
    table = Table.with_players([100] * 4, button=2)
    setup = table.next_hand()
    assert setup.table.button == 2 == setup.button_seat  # during the hand
    # the outcome of the hand (who folded, who won) does not change where the button goes
    after_a = setup.table.after_hand([100, 110, 90, 100])
    after_b = setup.table.after_hand([97, 100, 100, 103])
    assert after_a.button == after_b.button == 3


def test_D6_the_last_small_blind_gets_the_button():
    table = Table.with_players([100] * 5, button=0)
    for _ in range(6):
        setup, table = play(table)
        assert table.button == setup.seats[setup.small_blind]
        assert table.events[-1].rule == "D6"


def test_D6_B9_standard_dead_small_blind_big_blind_busts_in_a_five_player_tournament():
    # Standard of B9: the dead-button rule (dead small blind, dead button).
    # Hand 1: button 0, SB 1, BB 2; seat 2 goes broke.
    # Hand 2: the big blind moves on one player to seat 3; the small blind would be seat 2 (gone):
    #         dead small blind; the button goes to seat 1, who posted the small blind (D6).
    # Hand 3: the button goes to seat 2 where the small blind "was": dead button, seat 1 acts last;
    #         SB seat 3, BB seat 4.
    # Hand 4: button 3, SB 4, BB 0 — every remaining player paid one big blind per round.
    table = Table.with_players([100] * 5, button=0, kind=GameKind.TOURNAMENT, missed_small_blind=DEAD)
    h1 = table.next_hand()
    assert seats_of(h1) == (0, 1, 2, 3)
    table = h1.table.after_hand(bust(h1, 2))
    assert table.seats[2].status is Status.BUSTED and table.eliminated == ("Spieler 3",)
    h2, table = play(table)
    assert seats_of(h2) == (1, None, 3, 4) and h2.seats == (0, 1, 3, 4)
    assert [(p.player, p.kind) for p in h2.posts] == [(2, "big_blind")]
    h3, table = play(table)
    assert seats_of(h3) == (2, 3, 4, 0) and h3.dead_button
    assert h3.names[h3.button] == "Spieler 2"  # right of the empty button seat: acts last
    h4, table = play(table)
    assert seats_of(h4) == (3, 4, 0, 1) and not h4.dead_button
    big_blinds = [seats_of(h)[2] for h in (h1, h2, h3, h4)]
    assert big_blinds == [2, 3, 4, 0]


def test_D6_worked_example_small_blind_busts_leaves_a_dead_button():
    # Hand 1: button 0, SB 1, BB 2; seat 1 goes broke.
    # Hand 2: button on seat 1 (empty): dead button, seat 0 acts last; SB 2, BB 3, UTG 4.
    # Hand 3: button 2, SB 3, BB 4.
    table = Table.with_players([100] * 5, button=0, kind=GameKind.TOURNAMENT)
    h1 = table.next_hand()
    table = h1.table.after_hand(bust(h1, 1))
    h2, table = play(table)
    assert seats_of(h2) == (1, 2, 3, 4) and h2.dead_button and h2.seats[h2.button] == 0
    assert h2.first_postflop == h2.seats.index(2)  # first left of the (dead) button
    assert any(e.kind == "dead_button" for e in h2.events)
    h3, table = play(table)
    assert seats_of(h3) == (2, 3, 4, 0)


def test_D6_worked_example_button_busts_nobody_skips_the_big_blind():
    # Hand 1: button 0, SB 1, BB 2; seat 0 goes broke.
    # Hand 2: button 1, SB 2, BB 3.  Hand 3: button 2, SB 3, BB 4.  Hand 4: button 3, SB 4, BB 1.
    table = Table.with_players([100] * 5, button=0, kind=GameKind.TOURNAMENT)
    h1 = table.next_hand()
    table = h1.table.after_hand(bust(h1, 0))
    results = []
    for _ in range(3):
        h, table = play(table)
        results.append(seats_of(h)[:3])
    assert results == [(1, 2, 3), (2, 3, 4), (3, 4, 1)]


# ---- H1 at the table: down to two players --------------------------------------------------------


def test_H1_three_to_heads_up_the_button_posts_the_small_blind_and_big_blinds_alternate():
    # Hand 1: button 0, SB 1, BB 2; seat 1 busts. Hand 2 is heads-up: seat 0 was button and is now
    # the big blind, seat 2 (big blind before) gets button and small blind. Then they alternate.
    table = Table.with_players([100] * 3, button=0, kind=GameKind.TOURNAMENT)
    h1 = table.next_hand()
    table = h1.table.after_hand(bust(h1, 1))
    h2, table = play(table)
    assert (h2.button_seat, h2.seats[h2.small_blind], h2.seats[h2.big_blind]) == (2, 2, 0)
    assert h2.first_preflop == h2.button and h2.first_postflop == h2.big_blind  # H2
    assert h2.events[0].rule == "H1"
    h3, table = play(table)
    assert (h3.button_seat, h3.seats[h3.big_blind]) == (0, 2)
    h4, _ = play(table)
    assert (h4.button_seat, h4.seats[h4.big_blind]) == (2, 0)


@pytest.mark.rule("H2")
def test_H2_heads_up_the_first_to_act_preflop_is_tagged_H2_otherwise_W3():
    heads_up = Table.with_players([100] * 2, button=0).next_hand()
    first = [e for e in heads_up.events if e.kind == "to_act"]
    assert [(e.rule, e.player) for e in first] == [("H2", 0)] and first[0].text.endswith("(H2).")
    three = Table.with_players([100] * 3, button=0).next_hand()
    assert [(e.rule, e.player) for e in three.events if e.kind == "to_act"] == [("W3", 0)]


# ---- B1/B2: who posts what -----------------------------------------------------------------------


def test_B1_small_blind_left_of_button_and_big_blind_next_with_amounts():
    setup = Table.with_players([100] * 4, blinds=Blinds(5, 10), button=1).next_hand()
    assert [(setup.seats[p.player], p.amount, p.kind) for p in setup.posts] == [
        (2, 5, "small_blind"),
        (3, 10, "big_blind"),
    ]
    assert setup.seats[setup.first_preflop] == 0


@pytest.mark.parametrize(
    "small_bet, big_bet, sb, bb",
    [(2, 4, 1, 2), (5, 10, 2, 5), (3, 6, 1, 3)],
    ids=["B2-2/4", "B2-5/10", "B2-3/6"],
)
def test_B2_fixed_limit_standard_blinds_are_posted_by_the_table(small_bet, big_bet, sb, bb):
    blinds = Blinds.from_rules(RuleSet.fixed_limit(small_bet, big_bet))
    assert (blinds.small, blinds.big) == (sb, bb)
    setup = Table.with_players([1000] * 3, blinds=blinds, button=0).next_hand()
    assert [p.amount for p in setup.posts] == [sb, bb]


def test_B2_standard_big_blind_is_twice_the_small_blind():
    blinds = Blinds.from_rules(RuleSet.no_limit(25, 50))
    assert blinds.big == 2 * blinds.small
    with pytest.raises(BlindError) as info:
        Blinds(10, 5)
    assert info.value.key == "small_above_big"


def test_B1_short_stack_posts_what_he_has():
    setup = Table.with_players([100, 1, 100], blinds=Blinds(5, 10), button=0).next_hand()
    assert [(p.player, p.amount) for p in setup.posts] == [(1, 1), (2, 10)]


# ---- B7, B8: refusing and missing the big blind ----------------------------------------------------


def test_B7_player_who_refuses_his_blind_gets_no_cards_and_the_next_is_asked():
    # Hand 1: button 0, SB 1, BB 2. Hand 2 would be button 1, SB 2, BB 3 — seat 3 refuses:
    # he is not dealt in, seat 0 posts the big blind instead, seat 3 is marked ML (B8).
    table = Table.with_players([100] * 4, button=0)
    _, table = play(table)
    setup = table.next_hand(refuse=[3])
    assert 3 not in setup.seats and seats_of(setup)[:3] == (1, 2, 0)
    assert setup.table.seats[3].status is Status.MISSED_BIG
    assert {e.rule for e in setup.events} >= {"B7", "B8"}


def test_B7_refusing_a_blind_one_does_not_owe_is_an_error():
    table = Table.with_players([100] * 4, button=0)
    with pytest.raises(TableError) as info:
        table.next_hand(refuse=[0])  # the button posts nothing
    assert info.value.key == "blind_not_owed"
    assert table.next_hand().seats == (0, 1, 2, 3)  # the table is unchanged


def test_B8_missed_big_blind_returns_with_live_big_and_dead_small_blind():
    # Hand 1: button 0, SB 1, BB 2. Seat 3 sits out.
    # Hand 2: button 1, SB 2; the big blind passes seat 3 (ML) to seat 4.
    # Seat 3 wants back. Hand 3: button 2, SB 4, BB 0: seat 3 sits between button and small
    #         blind and must wait. Hand 4: button 4, SB 0, BB 1: seat 3 posts 2 live + 1 dead.
    table = Table.with_players([100] * 5, button=0)
    _, table = play(table)
    table = table.sit_out(3)
    h2, table = play(table)
    assert seats_of(h2)[:3] == (1, 2, 4) and 3 not in h2.seats
    assert table.seats[3].status is Status.MISSED_BIG
    table = table.sit_in(3)
    h3, table = play(table)
    assert seats_of(h3)[:3] == (2, 4, 0) and 3 not in h3.seats
    h4, table = play(table)
    assert seats_of(h4)[:3] == (4, 0, 1) and 3 in h4.seats
    i = h4.seats.index(3)
    assert [(p.amount, p.kind) for p in h4.posts if p.player == i] == [(2, "big_blind"), (1, "dead")]
    assert table.seats[3].status is Status.ACTIVE
    assert h4.seats[h4.first_preflop] == 2  # still left of the real big blind (W3)


@pytest.mark.rule("B8")
def test_B8_returning_player_posts_are_announced_with_B8_by_table_and_engine():
    # The sequence of the test above: in hand 4 seat 3 comes back and posts 2 live + 1 dead.
    table = Table.with_players([100] * 5, button=0)
    _, table = play(table)
    table = table.sit_out(3)
    _, table = play(table)
    _, table = play(table.sit_in(3))
    h4 = table.next_hand()
    i = h4.seats.index(3)
    assert [(p.kind, p.rule) for p in h4.posts if p.player == i] == [("big_blind", "B8"), ("dead", "B8")]
    assert [e.rule for e in h4.events if e.kind == "post" and e.player == 3] == ["B8"]
    state = h4.start(RuleSet.no_limit(1, 2), deck=Deck.shuffled(2))
    mine = [e for e in state.events if e.kind == "post" and e.player == i]
    assert [e.rule for e in mine] == ["B8", "B8"] and all(e.text.endswith("B8).") for e in mine)
    assert "B1" not in mine[0].text and "live" in mine[0].text
    # the ordinary blinds of the same hand keep B1
    assert [e.rule for e in state.events if e.kind == "post" and e.player != i] == ["B1", "B1"]


@pytest.mark.rule("B8")
def test_B8_player_who_owes_and_is_dealt_in_on_the_big_blind_seat_is_announced_with_B8():
    # Seat 3 misses the big blind in hand 2 (ML), returns only when it reaches him again (hand 6):
    # he just posts the big blind, the engine names B8 (not B3, B1).
    table = Table.with_players([100] * 5, button=0)
    _, table = play(table)
    table = table.sit_out(3)
    for _ in range(4):
        _, table = play(table)
    h6 = table.sit_in(3).next_hand()
    i = h6.seats.index(3)
    assert [(p.kind, p.rule) for p in h6.posts if p.player == i] == [("big_blind", "B8")]
    state = h6.start(RuleSet.no_limit(1, 2), deck=Deck.shuffled(2))
    assert [e.rule for e in state.events if e.kind == "post" and e.player == i] == ["B8"]


@pytest.mark.rule("B10")
def test_B10_new_player_posting_in_is_announced_with_B10_by_table_and_engine():
    # Seats 0..3 play; Anna sits on seat 4 after hand 1 and posts at once (not between button and
    # blinds in hand 2: button 1, SB 2, BB 3).
    table = Table.with_players([100] * 4, button=0)
    _, table = play(table)
    table = table.sit_down(4, "Anna", 100).post_blind("Anna")
    h2 = table.next_hand()
    i = h2.seats.index(4)
    assert [(p.kind, p.rule) for p in h2.posts if p.player == i] == [("big_blind", "B10")]
    state = h2.start(RuleSet.no_limit(1, 2), deck=Deck.shuffled(2))
    mine = [e for e in state.events if e.kind == "post" and e.player == i]
    assert [e.rule for e in mine] == ["B10"] and mine[0].text.endswith("(live, B10).")


def test_B8_waiting_for_the_big_blind_costs_nothing_extra():
    # As above, but seat 3 only comes back when the big blind reaches him again (hand 6).
    table = Table.with_players([100] * 5, button=0)
    _, table = play(table)
    table = table.sit_out(3)
    for _ in range(4):  # hands 2..5: big blinds 4, 0, 1, 2
        _, table = play(table)
    table = table.sit_in(3)
    h6, table = play(table)
    assert seats_of(h6)[2] == 3
    i = h6.seats.index(3)
    assert [(p.amount, p.kind) for p in h6.posts if p.player == i] == [(2, "big_blind")]


# ---- B9: missed small blind ---------------------------------------------------------------------


def test_B9_standard_dead_missed_small_blind_returns_after_the_button_passed_and_pays_it_dead():
    # Hand 1: button 0, SB 1, BB 2. Seat 2 sits out after posting his big blind.
    # Hand 2: his seat is due the small blind: dead small blind, he is marked MS; BB seat 3.
    # He wants back at once. Hand 3: the button is on his seat (D6): he must wait.
    # Hand 4: button 3 has passed him: he plays and posts the small blind (1) dead.
    # (Standard, the dead-button rule; with the variant MOVE_ON the blinds move on, see below.)
    table = Table.with_players([100] * 5, button=0, missed_small_blind=DEAD)
    _, table = play(table)
    table = table.sit_out(2)
    h2, table = play(table)
    assert seats_of(h2)[:3] == (1, None, 3)
    assert table.seats[2].status is Status.MISSED_SMALL
    assert any(e.rule == "B9" for e in h2.events)
    table = table.sit_in(2)
    h3, table = play(table)
    assert h3.button_seat == 2 and 2 not in h3.seats and h3.dead_button
    h4, table = play(table)
    assert seats_of(h4)[:3] == (3, 4, 0) and 2 in h4.seats
    i = h4.seats.index(2)
    assert [(p.amount, p.kind, p.rule) for p in h4.posts if p.player == i] == [(1, "dead", "B9")]
    assert table.seats[2].status is Status.ACTIVE
    state = h4.start(RuleSet.no_limit(1, 2), deck=Deck.shuffled(4))  # the engine names B9 too
    assert [e.rule for e in state.events if e.kind == "post" and e.player == i] == ["B9"]


# ---- B10: a new player ---------------------------------------------------------------------------


def test_B10_new_player_left_of_the_blinds_may_post_or_wait_for_the_big_blind():
    # Seats 0..3 play; seat 4 of 10 is free. Hand 1: button 0, SB 1, BB 2. Anna sits on seat 4.
    # Hand 2: button 1, SB 2, BB 3: seat 4 is left of the blinds; waiting, she gets no cards.
    # Hand 3: button 2, SB 3, the big blind reaches her: she posts it and plays.
    table = Table.with_players([100] * 4, button=0)
    _, table = play(table)
    table = table.sit_down(4, "Anna", 100)
    assert table.seats[4].status is Status.WAITING and table.events[0].rule == "B10"
    assert "Anna, 100 Chips, wartet auf den Big Blind" in table.describe()
    h2, table = play(table)
    assert 4 not in h2.seats and seats_of(h2)[:3] == (1, 2, 3)
    h3, table = play(table)
    assert seats_of(h3)[:3] == (2, 3, 4)
    assert table.seats[4].status is Status.ACTIVE


def test_B10_new_player_posting_at_once_has_a_live_big_blind():
    table = Table.with_players([100] * 4, button=0)
    _, table = play(table)
    table = table.sit_down(4, "Anna", 100).post_blind("Anna")
    # She no longer waits for the big blind: the table says she posts one (not "wartet").
    assert table.seats[4].status is Status.POSTING
    assert "Anna, 100 Chips, setzt einen Big Blind, sobald der Einstieg erlaubt ist" in table.describe()
    h2, table = play(table)
    i = h2.seats.index(4)
    assert [(p.amount, p.kind) for p in h2.posts if p.player == i] == [(2, "big_blind")]
    assert seats_of(h2)[:3] == (1, 2, 3)  # the real big blind does not move
    assert table.seats[4].status is Status.ACTIVE


def test_B10_new_player_between_button_and_blinds_waits_until_the_button_passed():
    # Seats 0, 1, 3, 4, 5 play (seat 2 empty). Hand 1: button 0, SB 1, BB 3. Ben takes seat 2 and
    # wants to post at once. Hand 2: button 1, SB 3, BB 4: seat 2 lies between button and small
    # blind — no cards. Hand 3: button 3 has passed him: he posts his big blind and plays.
    table = Table.empty().sit_down(0, "A", 100).sit_down(1, "B", 100).sit_down(3, "C", 100)
    table = table.sit_down(4, "D", 100).sit_down(5, "E", 100).set_button(0)
    h1, table = play(table)
    assert seats_of(h1)[:3] == (0, 1, 3)
    table = table.sit_down(2, "Ben", 100).post_blind("Ben")
    h2, table = play(table)
    assert seats_of(h2)[:3] == (1, 3, 4) and 2 not in h2.seats
    h3, table = play(table)
    assert seats_of(h3)[:3] == (3, 4, 5) and 2 in h3.seats
    assert [(p.amount, p.kind) for p in h3.posts if p.player == h3.seats.index(2)] == [(2, "big_blind")]


def test_B10_posting_a_blind_one_does_not_owe_is_an_error():
    table = Table.with_players([100] * 4, button=0)
    with pytest.raises(TableError) as info:
        table.post_blind("Spieler 2")
    assert info.value.key == "blind_not_owed" and "schuldet keinen Blind" in info.value.message


# ---- B11, G2: table limits ------------------------------------------------------------------------


def test_B11_online_table_ten_seats_and_minimum_buy_in_ten_lower_limits():
    limits = TableLimits.online(lower_limit=4)
    table = Table.empty(Blinds.from_rules(RuleSet.fixed_limit(4, 8)), limits=limits)
    assert len(table.seats) == 10 and limits.min_buy_in == 40
    assert (table.blinds.small, table.blinds.big) == (2, 4)  # 50 % and 100 % of the lower limit
    with pytest.raises(TableError) as info:
        table.sit_down(0, "Anna", 39)
    assert info.value.key == "buy_in_out_of_limits" and "mindestens 40" in info.value.message
    assert table.sit_down(0, "Anna", 40).seats[0].stack == 40
    with pytest.raises(TableError) as info:
        table.sit_down(10, "Anna", 40)
    assert info.value.key == "bad_seat" and "0 bis 9" in info.value.message


def test_G2_table_size_limited_by_the_deck():
    assert len(Table.empty(limits=TableLimits(max_seats=23)).seats) == 23
    with pytest.raises(BlindError) as info:
        TableLimits(max_seats=24)
    assert info.value.key == "bad_max_seats"


def test_B11_maximum_buy_in_when_set():
    table = Table.empty(limits=TableLimits(min_buy_in=40, max_buy_in=200))
    with pytest.raises(TableError) as info:
        table.sit_down(3, "Ben", 201)
    assert "40 bis 200" in info.value.message


# ---- B12: blind levels ---------------------------------------------------------------------------


def test_B12_level_at_minutes_of_a_fifteen_minute_schedule():
    schedule = BlindSchedule.every(15, [(25, 50), (50, 100), (100, 200, 25)])
    assert schedule.level_at(0) == BlindLevel(25, 50)
    assert schedule.level_at(14.9) == BlindLevel(25, 50)
    assert schedule.level_at(15) == BlindLevel(50, 100)
    assert schedule.level_at(30) == BlindLevel(100, 200, 25)
    assert schedule.level_at(500) == BlindLevel(100, 200, 25)  # the last level stays
    assert EXAMPLE_SCHEDULE.level_index_at(61) == 4
    with pytest.raises(BlindError):
        schedule.level_at(-1)
    with pytest.raises(BlindError) as info:
        BlindSchedule.every(15, [(50, 100), (25, 50)])
    assert info.value.key == "falling_blinds"


def test_B12_table_posts_the_new_level_with_antes():
    schedule = BlindSchedule.every(15, [(25, 50), (100, 200, 25)])
    table = Table.with_players(
        [4000] * 3, button=0, kind=GameKind.TOURNAMENT, blinds=schedule.level_at(0).blinds
    )
    _, table = play(table)
    table = table.set_blinds(schedule.level_at(20).blinds)
    assert table.events[0].rule == "B12" and "100/200" in table.events[0].text
    h2, _ = play(table)
    assert sorted((p.kind, p.amount) for p in h2.posts) == [
        ("ante", 25),
        ("ante", 25),
        ("ante", 25),
        ("big_blind", 200),
        ("small_blind", 100),
    ]


# ---- A8: out of chips ------------------------------------------------------------------------------


def test_A8_tournament_player_without_chips_is_out_and_cannot_rebuy():
    table = Table.with_players([100] * 3, button=0, kind=GameKind.TOURNAMENT)
    h1 = table.next_hand()
    table = h1.table.after_hand(bust(h1, 1))
    assert table.seats[1].status is Status.BUSTED and table.eliminated == ("Spieler 2",)
    assert any(e.rule == "A8" and "scheidet" in e.text for e in table.events)
    assert 1 not in table.next_hand().seats
    with pytest.raises(TableError) as info:
        table.rebuy(1, 100)
    assert info.value.key == "no_rebuy_in_tournament"


def test_A8_cash_game_player_without_chips_may_rebuy():
    table = Table.with_players([100] * 3, button=0)
    h1 = table.next_hand()
    table = h1.table.after_hand(bust(h1, 2))
    assert table.seats[2].status is Status.BUSTED and table.eliminated == ()
    assert 2 not in table.next_hand().seats
    with pytest.raises(TableError) as info:
        table.rebuy(0, 100)
    assert info.value.key == "not_busted"
    table = table.rebuy(2, 100)
    assert table.seats[2].stack == 100 and table.seats[2].status is not Status.BUSTED


# ---- errors: the table stays as it was ------------------------------------------------------------


def test_seat_taken_and_unknown_player_errors():
    table = Table.with_players([100] * 3)
    with pytest.raises(TableError) as info:
        table.sit_down(1, "Neu", 100)
    assert info.value.key == "seat_taken" and "Spieler 2" in info.value.message
    with pytest.raises(TableError) as info:
        table.sit_out("Niemand")
    assert info.value.key == "unknown_player"
    with pytest.raises(TableError) as info:
        table.sit_out(7)
    assert info.value.key == "unknown_player"


def test_after_hand_rejects_stacks_that_create_chips_or_do_not_fit():
    setup = Table.with_players([100] * 3, button=0).next_hand()
    with pytest.raises(TableError) as info:
        setup.table.after_hand([100, 100, 101])
    assert info.value.key == "chips_created"
    with pytest.raises(TableError) as info:
        setup.table.after_hand([150, 150])
    assert info.value.key == "bad_final_stacks"
    assert setup.table.after_hand([90, 100, 110]).stacks() == {0: 90, 1: 100, 2: 110}


def test_no_button_and_not_enough_players():
    with pytest.raises(TableError) as info:
        Table.with_players([100] * 3).next_hand()
    assert info.value.key == "no_button"
    table = Table.with_players([100] * 2, button=0).sit_out(1)
    with pytest.raises(TableError) as info:
        table.next_hand()
    assert info.value.key == "not_enough_players"


def test_events_name_their_rule():
    # a sequence that touches most kinds of table events: draw, sit out/in, ML, MS, dead SB,
    # dead button, a new player, a bust, heads-up
    table = Table.with_players([100] * 4, kind=GameKind.CASH).draw_for_button(Deck.from_text("Kd Ks 2c 3c"))
    events = list(table.events)
    table = table.set_button(0)
    events += table.events
    _, table = play(table)
    events += table.events
    for step in (lambda t: t.sit_out(2), lambda t: t.sit_down(5, "Neu", 100), lambda t: t.post_blind(5)):
        table = step(table)
        events += table.events
    for _ in range(3):
        setup = table.next_hand()
        events += setup.events
        table = setup.table.after_hand(
            bust(setup, setup.seats[-1]) if setup.hand_number == 3 else setup.stacks
        )
        events += table.events
        if table.seats[2].away and not table.seats[2].busted:
            table = table.sit_in(2)
            events += table.events
    assert {e.rule for e in events} >= {"D1", "D2", "D3", "D6", "B1", "B7", "B9", "B10", "A8", "W3"}
    # The rule closes the sentence in brackets, alone or after what it names: "(Sitz 2; D3)".
    assert all(re.search(rf"[(;,] ?{e.rule}\)\.$", e.text) for e in events), [
        e.text for e in events if not re.search(rf"[(;,] ?{e.rule}\)\.$", e.text)
    ]


# ---- G6: chips -----------------------------------------------------------------------------------


def test_G6_starting_stack_is_4000():
    assert stack_value(STARTING_STACK) == 10 * 50 + 10 * 100 + 2 * 250 + 2 * 500 + 1000 == 4000
    assert [c.value for c in CHIP_SET] == [1000, 500, 250, 100, 50]
    assert "= 4000" in describe_starting_stack()
    assert fewest_chips(1850) == {"weiß": 1, "rot": 1, "blau": 1, "schwarz": 1}
    with pytest.raises(ChipError):
        fewest_chips(75)
    with pytest.raises(ChipError):
        stack_value({"gold": 1})


# ---- the bridge to the hand engine ---------------------------------------------------------------


def test_B1_hand_setup_starts_a_hand_in_the_engine_and_its_result_goes_back_to_the_table():
    from holdem.hand import Action, ActionKind

    # Seats 0..3, button 2: SB seat 3 posts 1, BB seat 0 posts 2, seat 1 is under the gun (W3).
    table = Table.with_players([100, 50, 80, 120], button=2)
    setup = table.next_hand()
    state = setup.start(RuleSet.no_limit(1, 2), deck=Deck.shuffled(3))
    assert state.contributed == (2, 0, 0, 1)
    assert state.to_act == setup.first_preflop == 1
    while not state.is_over:  # everybody folds to the big blind
        state = state.apply(Action(ActionKind.FOLD))
    after = setup.table.after_hand(state.final_stacks)
    assert after.stacks() == {0: 101, 1: 50, 2: 80, 3: 119}
    assert after.total_chips() == table.total_chips()
    assert after.button == 3  # D6: the small blind of this hand


def test_W3_B9_standard_dead_small_blind_hand_plays_through_the_engine():
    # Standard (dead button). Seats 0..4; hand 1 button 0, SB 1, BB 2; seat 2 busts. Hand 2: button 1, dead
    # small blind, BB seat 3, so seat 4 acts first preflop (W3) — not seat 0, as positions()
    # alone would say. Players of hand 2: seats (0, 1, 3, 4) = indices 0..3, button index 1.
    from holdem.hand import Action, Street

    table = Table.with_players([100] * 5, button=0, kind=GameKind.TOURNAMENT, missed_small_blind=DEAD)
    h1 = table.next_hand()
    after1 = h1.table.after_hand(bust(h1, 2))
    h2 = after1.next_hand()
    assert h2.small_blind is None and h2.seats == (0, 1, 3, 4)
    assert h2.seats[h2.first_preflop] == 4
    assert positions(h2.n_players, h2.button).first_preflop != h2.first_preflop
    state = h2.start(RuleSet.no_limit(1, 2), deck=Deck.shuffled(5))
    assert state.contributed == (0, 0, 2, 0)
    assert state.to_act == h2.first_preflop == 3  # seat 4, under the gun left of the big blind (W3)
    assert state.positions.big_blind == 2 and state.events[-1].rule == "W3"
    state = state.apply(Action.call())  # seat 4 calls 2
    assert state.to_act == 0  # seat 0
    state = state.apply(Action.call())
    assert state.to_act == 1  # seat 1, the button
    state = state.apply(Action.call())
    assert state.to_act == 2 and state.events[-1].rule == "B5"  # the big blind acts last, option
    state = state.apply(Action.check())
    assert state.street is Street.FLOP
    assert state.to_act == 2  # first left of the button (W4): the big blind, seat 3
    while not state.is_over:
        state = state.apply(Action.check())
    assert sum(state.final_stacks) == sum(h2.stacks) == 500  # seat 0 won seat 2's 100 in hand 1
    assert state.final_stacks != h2.stacks  # the pot of 8 went somewhere, no chip created or lost
    after2 = h2.table.after_hand(state.final_stacks)
    assert after2.total_chips() == after1.total_chips() == 500


def test_W3_first_preflop_must_be_a_player_of_the_hand():
    from holdem.hand import SetupError, start_hand

    for bad in (-1, 4, "1", True):
        with pytest.raises(SetupError) as info:
            start_hand(RuleSet.no_limit(1, 2), [100] * 4, button=1, first_preflop=bad)
        assert info.value.key == "bad_first_preflop"


@pytest.mark.rule("B9")
def test_B9_standard_is_the_dead_button_rule():
    assert Table.empty().missed_small_blind is MissedSmallBlind.DEAD
    assert Table.with_players([100] * 5, button=0).missed_small_blind is MissedSmallBlind.DEAD


@pytest.mark.rule("B9")
def test_B9_variant_move_on_the_player_due_for_the_big_blind_posts_the_small_blind():
    # Variant MOVE_ON (source 001's reading). As in the dead-button test, seat 2 sits out after his
    # big blind in hand 1 (button 0, SB 1, BB 2). Hand 2: seat 2 is marked MS; seat 3, due for the big blind,
    # posts the small blind and seat 4 the big blind. Hand 3: seat 3 posted the small blind, so
    # he gets the button (D6); SB 4, BB 0. Seat 3 never posted a big blind in this round — the
    # price of this reading.
    table = Table.with_players([100] * 5, button=0, missed_small_blind=MissedSmallBlind.MOVE_ON)
    _, table = play(table)
    table = table.sit_out(2)
    h2, table = play(table)
    assert seats_of(h2) == (1, 3, 4, 0) and 2 not in h2.seats
    assert [(h2.seats[p.player], p.kind, p.rule) for p in h2.posts] == [
        (3, "small_blind", "B9"), (4, "big_blind", "B9")]
    assert [e.rule for e in h2.events if e.kind in ("post", "blinds_move_on")] == ["B9", "B9", "B9"]
    assert table.seats[2].status is Status.MISSED_SMALL
    h3, table = play(table)
    assert seats_of(h3)[:3] == (3, 4, 0)


@pytest.mark.rule("B9")
def test_B9_variant_big_blind_busts_blinds_move_on_in_a_five_player_tournament():
    # Hand 1: button 0, SB 1, BB 2; seat 2 goes broke.
    # Hand 2: the small blind would be seat 2 (gone): the blinds move on — seat 3 (due for the big
    #         blind) posts the small blind, seat 4 the big blind; button seat 1, UTG seat 0.
    # Hand 3: button 3 (small blind of hand 2, D6), SB 4, BB 0, UTG 1.
    # Hand 4: button 4, SB 0, BB 1, UTG 3.
    table = Table.with_players([100] * 5, button=0, kind=GameKind.TOURNAMENT,
                               missed_small_blind=MissedSmallBlind.MOVE_ON)
    h1 = table.next_hand()
    table = h1.table.after_hand(bust(h1, 2))
    h2, table = play(table)
    assert seats_of(h2) == (1, 3, 4, 0) and not h2.dead_button
    assert h2.first_preflop == positions(h2.n_players, h2.button).first_preflop
    h3, table = play(table)
    assert seats_of(h3) == (3, 4, 0, 1)
    h4, table = play(table)
    assert seats_of(h4) == (4, 0, 1, 3)


def test_D4_the_button_only_marks_the_nominal_dealer_even_on_an_empty_seat():
    # Hand 1: button 0, SB 1, BB 2; seat 1 leaves. In hand 2 the button lies on the empty seat 1:
    # nobody "deals" from there, yet the blinds and the acting order still follow the marker.
    table = Table.with_players([100] * 4, button=0)
    h1, table = play(table)
    table = table.leave(1)
    assert table.seats[1] is None and table.button == 1
    h2 = table.next_hand()
    assert h2.button_seat == 1 and h2.dead_button and 1 not in h2.seats
    assert seats_of(h2) == (1, 2, 3, 0)
    assert "[Button]" in table.describe().splitlines()[2] and "leer" in table.describe().splitlines()[2]


@pytest.mark.rule("B8")
@pytest.mark.rule("B9")
@pytest.mark.rule("B10")
@pytest.mark.parametrize("mode", list(MissedSmallBlind), ids=lambda m: f"B9-{m.value}")
def test_B1_B8_B9_B10_table_and_engine_name_the_same_rule_for_every_post(mode):
    # Seeded random sessions: players sit out, come back, join and post at once. For every hand
    # the table's post sentence and the engine's post events cite the same rule per player, and
    # only the usual blinds cite B1/H1.
    import random

    rng = random.Random(11)
    seen: set[str] = set()
    for session in range(12):
        _, table = play(Table.with_players([100] * 6, button=0, missed_small_blind=mode))
        names = iter(f"Neu {k}" for k in range(100))
        for _ in range(10):
            seated = table.occupied()
            move = rng.random()
            who = rng.choice(seated)
            p = table.seats[who]
            if move < 0.25 and not p.away and sum(not q.away for q in table.seats if q) > 3:
                table = table.sit_out(who)
            elif move < 0.5 and p.away and not p.busted:
                table = table.sit_in(who)
            elif move < 0.65:
                free = [s for s, q in enumerate(table.seats) if q is None]
                if free:
                    seat = rng.choice(free)
                    table = table.sit_down(seat, next(names), 100)
                    if rng.random() < 0.5:
                        table = table.post_blind(seat)
            try:
                setup = table.next_hand()
            except TableError:
                break
            state = setup.start(RuleSet.no_limit(1, 2), deck=Deck.shuffled(session))
            for i, seat in enumerate(setup.seats):
                by_table = {e.rule for e in setup.events if e.kind == "post" and e.player == seat}
                by_engine = {e.rule for e in state.events if e.kind == "post" and e.player == i}
                assert by_table == by_engine, (session, seat, setup.events, state.events)
                posted = [p for p in setup.posts if p.player == i]
                expected = {p.rule or ("H1" if setup.n_players == 2 else "B1") for p in posted if p.kind != "ante"}
                assert by_engine == expected
                seen |= by_engine
            table = setup.table.after_hand(setup.stacks)
    assert {"B1", "B8", "B10"} <= seen and ("B9" in seen)
