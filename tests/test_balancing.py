"""C17: balancing and breaking tables in a tournament on several tables (holdem.balancing).

Seats are 0-based in the API (seat 0 is "Sitz 1" in the texts); tables by their number."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from holdem.balancing import (
    SeatRole,
    TournamentTable,
    balance,
    balance_all,
    blind_seats,
    break_table,
    next_big_blind_seat,
    seat_role,
    table_to_break,
    worst_free_seat,
)
from holdem.errors import TableError

pytestmark = pytest.mark.rule("C17")

FULL = TournamentTable(1, ("A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9"), button=0)
# Button on seat index 2 (B3): small blind B5 (index 4), big blind B7 (index 6).
SHORT = TournamentTable(2, ("B1", None, "B3", None, "B5", None, "B7", None, None), button=2)
PYTHON_WORDS = re.compile(r"None|True|False|\[|\]|\(\)|\{|\}")


def players(tables):
    return sorted(name for t in tables for name in t.seats if name is not None)


# ---------------------------------------------------------------- the blinds and the worst seat

def test_C17_blinds_of_the_next_hand_follow_the_button():
    assert blind_seats(FULL) == (1, 2) and next_big_blind_seat(FULL) == 2
    assert blind_seats(SHORT) == (4, 6) and next_big_blind_seat(SHORT) == 6
    heads_up = TournamentTable(5, ("A", None, "C", None), button=0)
    assert blind_seats(heads_up) == (0, 2)  # heads-up the button posts the small blind
    dead = TournamentTable(5, ("A", None, "C", None, "E", None), button=1)
    assert blind_seats(dead) == (2, 4)  # a dead button on a free seat


def test_C17_role_of_each_free_seat():
    roles = {seat: seat_role(SHORT, seat) for seat in SHORT.free_seats}
    assert roles == {1: SeatRole.PLAYS, 3: SeatRole.WAITS, 5: SeatRole.BIG_BLIND, 7: SeatRole.PLAYS,
                     8: SeatRole.PLAYS}


@pytest.mark.parametrize("table, worst, role", [
    (SHORT, 5, SeatRole.BIG_BLIND),  # the free seat between small and big blind takes the big blind
    (TournamentTable(3, ("A", "B", "C", None, None, "F"), button=0), 3, SeatRole.PLAYS),  # first after the BB
    (TournamentTable(3, ("A", None, "C", "D"), button=0), 1, SeatRole.WAITS),  # only seat: before the SB
    (TournamentTable(3, ("A", None, "C", None, "E", None), button=1), 3, SeatRole.BIG_BLIND),  # dead button
    (TournamentTable(3, ("A", None, "C", None), button=0), 3, SeatRole.BIG_BLIND),  # heads-up table
    (TournamentTable(3, ("A", "B", None, "D", "E", None, "G"), button=4), 2, SeatRole.PLAYS),  # 2 hands to BB
], ids=["C17-between-blinds", "C17-after-bb", "C17-waits", "C17-dead-button", "C17-heads-up", "C17-later"])
def test_C17_worst_free_seat(table, worst, role):
    assert worst_free_seat(table) == worst
    assert seat_role(table, worst) is role


def test_C17_dead_button_seat_gets_the_button_and_plays():
    dead = TournamentTable(3, ("A", None, "C", None, "E", None), button=1)
    assert seat_role(dead, 1) is SeatRole.BUTTON
    assert seat_role(dead, 5) is SeatRole.PLAYS
    # one player before: heads-up the button posts the small blind (H1), so on the button seat the
    # newcomer posts it at once; no seat lies between button and small blind, nobody waits
    lone = TournamentTable(4, ("A", None, None, None), button=2)
    assert [seat_role(lone, s) for s in (1, 2, 3)] == [SeatRole.BIG_BLIND, SeatRole.SMALL_BLIND,
                                                       SeatRole.SMALL_BLIND]


# ---------------------------------------------------------------- C17: "either blind"

@pytest.mark.parametrize("table, seat", [
    (TournamentTable(3, ("A", None, "C", None), button=0), 1),  # heads-up, button A posted the small blind
    (TournamentTable(3, ("A", None, None, None, None, None), button=1), 3),  # one player, dead button: first after it
    (TournamentTable(3, ("A", None, None, None, None, None), button=2), 2),  # one player, newcomer on the dead button
], ids=["C17-heads-up-after-the-button", "C17-one-player", "C17-one-player-dead-button"])
def test_C17_at_a_table_of_fewer_than_three_a_newcomer_posts_the_small_blind(table, seat):
    """C17: a new player takes on the duties of his seat, "either blind" included; he waits only
    between the small blind and the button, and at a table where fewer than three sat before (or
    heads-up with the button on the small blind, H1) no seat lies there."""
    assert seat_role(table, seat) is SeatRole.SMALL_BLIND
    seated = table.with_seat(seat, "Neu")
    assert blind_seats(seated)[0] == seat  # he is the small blind of the next hand


@pytest.mark.parametrize("table, seat, role", [
    (TournamentTable(3, ("A", None, "C", "D"), button=0), 1, SeatRole.WAITS),  # three before: he waits
    (TournamentTable(3, (None, "B", None, "D", None), button=0), 4, SeatRole.PLAYS),  # button dead: B stays the SB
    (TournamentTable(3, (None, None, "C", None, "E"), button=0), 1, SeatRole.WAITS),  # dead button, C is the SB
], ids=["C17-three-before", "C17-dead-button-old-small-blind", "C17-dead-button-waits"])
def test_C17_a_newcomer_never_takes_the_small_blind_of_the_players_there_before(table, seat, role):
    """C17: with a small blind the players there before would post (two or more of them, the button
    not posting it), a newcomer between the button and that small blind waits."""
    assert seat_role(table, seat) is role
    assert blind_seats(table.with_seat(seat, "Neu"))[0] != seat or role is SeatRole.WAITS


def test_C17_break_onto_a_heads_up_table_gives_a_newcomer_the_small_blind():
    t1 = TournamentTable(1, ("B1", None, "B3", None), button=0)
    t2 = TournamentTable(2, ("C1", None, None, None), button=0)
    result = break_table([t1, t2], order=[2], seed=3)
    new = result.seats[0]
    assert new.player == "C1" and new.table == 1
    assert new.role is (SeatRole.SMALL_BLIND if new.seat == 1 else SeatRole.BIG_BLIND)
    seated = next(t for t in result.tables if t.number == 1)
    small, big = blind_seats(seated)
    assert new.seat == (small if new.role is SeatRole.SMALL_BLIND else big)
    sentences = {s: break_table([t1, t2], order=[2], seed=s).steps[1] for s in range(12)}
    assert ("C1 (bisher Tisch 2, Sitz 1) zieht Tisch 1, Sitz 2; C1 setzt dort gleich in der nächsten Hand den "
            "Small Blind: an diesem Tisch saßen vorher höchstens zwei Spieler, also liegt dort kein Platz zwischen "
            "Button und Small Blind, auf dem ein Neuer warten müsste (C17).") in sentences.values()


def test_C17_a_moved_player_gets_the_small_blind_only_when_every_free_seat_is_one():
    """C17: the worst seat is never the small blind; only when a newcomer would post the small blind
    on every free seat (heads-up, the button on the small blind) does the mover get it, on the first
    free seat after the button."""
    full = TournamentTable(1, ("A1", "A2", "A3", "A4", None, None), button=0)
    short = TournamentTable(2, ("B1", None, None, None, None, "B6"), button=0)
    assert {seat_role(short, s) for s in short.free_seats} == {SeatRole.SMALL_BLIND}
    move = balance([full, short])
    assert move is not None and (move.player, move.to_table, move.to_seat) == ("A3", 2, 1)
    assert move.role is SeatRole.SMALL_BLIND
    assert move.steps[2] == (
        "An Tisch 2 setzt ein Neuer auf jedem freien Platz den Small Blind oder wartet; so bekommt A3 den ersten "
        "freien Platz nach dem Button, Sitz 2 (C17). A3 setzt dort gleich in der nächsten Hand den Small Blind: an "
        "diesem Tisch saßen vorher höchstens zwei Spieler, also liegt dort kein Platz zwischen Button und Small "
        "Blind, auf dem ein Neuer warten müsste (C17).")
    # with a seat behind the big blind free, that one is worse: he posts the big blind there at once
    wider = TournamentTable(2, ("B1", None, None, "B4", None, None), button=0)
    assert worst_free_seat(wider) == 4 and seat_role(wider, 4) is SeatRole.BIG_BLIND


# ---------------------------------------------------------------- balancing

def test_C17_balance_moves_the_next_big_blind_to_the_worst_seat():
    move = balance([FULL, SHORT])
    assert move is not None
    assert (move.player, move.from_table, move.from_seat) == ("A3", 1, 2)
    assert (move.to_table, move.to_seat, move.role) == (2, 5, SeatRole.BIG_BLIND)
    after = {t.number: t for t in move.tables}
    assert after[1].seats[2] is None and after[2].seats[5] == "A3"
    assert (after[1].players, after[2].players) == (8, 5)
    assert after[1].button == 0 and after[2].button == 2  # the buttons stay where they are
    assert move.steps == (
        "Tisch 1 hat 9 Spieler, Tisch 2 nur 4 Spieler: ab einem Unterschied von 2 wird ein Spieler an den "
        "kürzeren Tisch umgesetzt (C17).",
        "Umgesetzt wird, wer an Tisch 1 in der nächsten Hand den Big Blind setzen müsste: A3 auf Sitz 3 (C17).",
        "An Tisch 2 bekommt A3 den schlechtesten freien Platz, den, an den der Big Blind als Nächstes kommt "
        "(nie den Small Blind): Sitz 6; A3 setzt dort gleich in der nächsten Hand den Big Blind (C17).",
    )


def test_C17_balance_all_plays_the_moves_one_after_another():
    moves = balance_all([FULL, SHORT])
    assert [(m.player, m.from_seat, m.to_seat, m.role) for m in moves] == [
        ("A3", 2, 5, SeatRole.BIG_BLIND),  # then table 1: button 0, SB A2, BB A4
        ("A4", 3, 7, SeatRole.PLAYS),  # table 2 has no free seat between its blinds any more
    ]
    assert [t.players for t in moves[-1].tables] == [7, 6]
    assert "A4 spielt die nächste Hand sofort mit" in moves[1].text


@pytest.mark.parametrize("counts, threshold, moves", [
    ((9, 8), 2, False), ((9, 7), 2, True), ((9, 7), 3, False), ((9, 6), 3, True), ((5, 5, 5), 2, False),
], ids=["C17-one-apart", "C17-two-apart", "C17-threshold-3-not-yet", "C17-threshold-3", "C17-equal"])
def test_C17_balance_triggers_at_the_threshold(counts, threshold, moves):
    tables = [TournamentTable(i + 1, tuple(f"P{i}-{s}" if s < n else None for s in range(10)), button=0)
              for i, n in enumerate(counts)]
    assert (balance(tables, threshold=threshold) is not None) is moves


def test_C17_of_equally_full_tables_the_lowest_number_gives_a_player():
    tables = [TournamentTable(n, tuple(f"T{n}-{s}" if s < k else None for s in range(9)), button=0)
              for n, k in ((4, 8), (2, 8), (3, 6), (1, 6))]
    move = balance(tables)
    assert move is not None and (move.from_table, move.to_table) == (2, 1)


# ---------------------------------------------------------------- breaking

def test_C17_break_one_player_into_the_only_free_seat():
    t1 = TournamentTable(1, ("A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", None), button=0)
    t3 = TournamentTable(3, ("C1", None, None, None, None, None, None, None, None), button=0)
    result = break_table([t1, t3], order=[3, 1], seed=7)
    assert result.broken == 3 and [t.number for t in result.tables] == [1]
    assert [(s.player, s.from_seat, s.table, s.seat, s.role) for s in result.seats] == [
        ("C1", 0, 1, 8, SeatRole.PLAYS)]
    assert result.steps[1] == ("C1 (bisher Tisch 3, Sitz 1) zieht Tisch 1, Sitz 9; C1 spielt die nächste Hand "
                               "sofort mit, in ihr ohne Blind (C17).")
    assert result.steps[-1] == "Danach: Tisch 1 mit 9 Spielern (C17)."


def test_C17_break_into_a_seat_between_button_and_small_blind_waits():
    t1 = TournamentTable(1, ("B1", None, "B3", "B4"), button=0)
    t2 = TournamentTable(2, ("C1", None, None, None), button=0)
    result = break_table([t1, t2], order=[2], seed=None)
    assert [(s.table, s.seat, s.role) for s in result.seats] == [(1, 1, SeatRole.WAITS)]
    assert "wartet, bis der Button vorbeigezogen ist" in result.text


def test_C17_break_fills_the_shortest_tables_first():
    t1 = TournamentTable(1, ("A1", "A2", "A3", "A4", "A5", "A6", "A7", None, None), button=0)
    t2 = TournamentTable(2, ("B1", None, "B3", None, "B5", None, "B7", None, "B9"), button=2)
    t3 = TournamentTable(3, ("C1", "C2", None, "C4", None, "C6", None, None, None), button=0)
    for seed in range(5):
        result = break_table([t1, t2, t3], order=(3, 2), seed=seed)
        assert [(t.number, t.players) for t in result.tables] == [(1, 8), (2, 8)]
        assert players(result.tables) == players([t1, t2, t3])
        assert [s.player for s in result.seats] == ["C1", "C2", "C4", "C6"]
    assert break_table([t1, t2, t3], (3,), seed=1) == break_table([t1, t2, t3], (3,), seed=1)


def test_C17_tables_break_in_the_set_order_once_the_others_have_room():
    t1 = TournamentTable(1, ("A1", "A2", "A3", "A4", "A5", "A6", None, None, None), button=0)
    t2 = TournamentTable(2, ("B1", "B2", "B3", "B4", "B5", None, None, None, None), button=0)
    t3 = TournamentTable(3, ("C1", "C2", "C3", "C4", None, None, None, None, None), button=0)
    assert table_to_break([t1, t2, t3], [3, 2, 1]) == 3
    assert table_to_break([t1, t2], [3, 2, 1]) is None  # table 2 is next: 5 players, 3 free seats at table 1
    assert table_to_break([t1, t3], [3, 1]) is None  # table 3 has 4 players, table 1 only 3 free seats
    assert table_to_break([t1, t3], [1, 3]) is None  # table 1 has 6 players, table 3 only 5 free seats
    assert table_to_break([t2, t3], [3, 2]) == 3  # 4 players, 4 free seats at table 2
    with pytest.raises(TableError) as info:
        break_table([t1, t2], [3, 2, 1], seed=1)
    assert info.value.key == "no_room"
    assert info.value.message == ("Tisch 2 ist als Nächster an der Reihe, aber an den anderen Tischen sind nur "
                                  "3 Plätze frei für 5 Spieler; aufgelöst wird erst, wenn genug Platz ist (C17).")


# ---------------------------------------------------------------- bad input

def seats(*names):
    return tuple(names)


@pytest.mark.parametrize("make, key, words", [
    (lambda: TournamentTable(0, seats("A", "B"), 0), "bad_table_number", "Tischnummer"),
    (lambda: TournamentTable(1, "AB", 0), "bad_seats", "Plätze"),
    (lambda: TournamentTable(1, seats("A"), 0), "bad_seats", "2 bis 23 Plätze"),
    (lambda: TournamentTable(1, seats("A", ""), 0), "bad_seats", "Sitz 2"),
    (lambda: TournamentTable(1, seats("A", 5), 0), "bad_seats", "Namens"),
    (lambda: TournamentTable(1, seats(None, None), 0), "empty_table", "sitzt niemand"),
    (lambda: TournamentTable(1, seats("A", "A"), 0), "duplicate_player", "zweimal"),
    (lambda: TournamentTable(1, seats("A", "B"), 2), "bad_button", "Sitz 1 bis 2"),
    (lambda: TournamentTable(1, seats("A", "B"), True), "bad_button", "Button"),
    (lambda: balance([]), "bad_tables", "nicht leere Folge"),
    (lambda: balance([FULL, "Tisch 2"]), "not_a_table", "Turniertisch"),
    (lambda: balance([FULL, FULL]), "duplicate_table", "Tisch 1 kommt mehrmals vor"),
    (lambda: balance([FULL, TournamentTable(2, seats("A1", None), 0)]), "duplicate_player", "„A1“"),
    (lambda: balance([FULL, SHORT], threshold=1), "bad_threshold", "2 bis 23"),
    (lambda: break_table([FULL, SHORT], "21"), "bad_order", "Tischnummern"),
    (lambda: break_table([FULL, SHORT], [2, 2]), "bad_order", "jede einmal"),
    (lambda: break_table([FULL, SHORT], [2], seed="x"), "bad_seed", "Startwert"),
    (lambda: break_table([FULL], [1]), "nothing_to_break", "nur noch ein Tisch"),
    (lambda: break_table([FULL, SHORT], [5]), "nothing_to_break", "keiner der genannten"),
    (lambda: worst_free_seat(FULL), "table_full", "kein Platz frei"),
    (lambda: seat_role(SHORT, 0), "seat_taken", "Frei sind die Sitze 2, 4, 6, 8, 9"),
    (lambda: seat_role(SHORT, 9), "seat_taken", "Index 9"),
    (lambda: blind_seats(TournamentTable(1, seats("A", None), 0)), "too_few_players", "nur ein Spieler"),
], ids=lambda v: v if isinstance(v, str) else None)
def test_C17_bad_input_is_refused_in_german(make, key, words):
    with pytest.raises(TableError) as info:
        make()
    assert info.value.key == key
    assert words in info.value.message
    assert not PYTHON_WORDS.search(info.value.message), info.value.message


# ---------------------------------------------------------------- properties

@st.composite
def tournaments(draw):
    count = draw(st.integers(2, 5))
    tables = []
    for number in range(1, count + 1):
        size = draw(st.sampled_from((9, 10)))
        taken = draw(st.sets(st.integers(0, size - 1), min_size=1, max_size=size))
        button = draw(st.integers(0, size - 1))
        tables.append(TournamentTable(number, tuple(f"T{number}S{s}" if s in taken else None for s in range(size)),
                                      button))
    return tables


@settings(max_examples=150, deadline=None)
@given(tournaments(), st.integers(2, 4))
def test_C17_property_balancing_ends_within_the_threshold(tables, threshold):
    moves = balance_all(tables, threshold=threshold)
    after = moves[-1].tables if moves else tuple(tables)
    counts = [t.players for t in after]
    assert max(counts) - min(counts) < threshold
    assert players(after) == players(tables)  # nobody lost, nobody added
    for move in moves:
        assert move.most - move.fewest >= threshold
        target = next(t for t in move.tables if t.number == move.to_table)
        small, big = blind_seats(target)
        if move.role is SeatRole.BIG_BLIND:
            assert big == move.to_seat
        elif move.role is SeatRole.SMALL_BLIND:
            assert small == move.to_seat
        if move.role in (SeatRole.SMALL_BLIND, SeatRole.WAITS):  # never the small blind while another seat plays
            shorter = target.with_seat(move.to_seat, None)
            assert {seat_role(shorter, s) for s in shorter.free_seats} <= {SeatRole.SMALL_BLIND, SeatRole.WAITS}
        else:
            assert small != move.to_seat
        assert all(step.endswith("(C17).") for step in move.steps)
        assert not any(PYTHON_WORDS.search(step) for step in move.steps)


@settings(max_examples=150, deadline=None)
@given(tournaments(), st.integers(0, 2**32 - 1))
def test_C17_property_breaking_seats_everyone_on_a_free_seat(tables, seed):
    order = [t.number for t in reversed(tables)]
    number = table_to_break(tables, order)
    if number is None:
        with pytest.raises(TableError):
            break_table(tables, order, seed=seed)
        return
    result = break_table(tables, order, seed=seed)
    broken = next(t for t in tables if t.number == number)
    assert result.broken == number == order[0]
    assert players(result.tables) == players(tables)
    assert len(result.seats) == broken.players
    before = {t.number: t for t in tables}
    for new in result.seats:
        assert before[new.table].seats[new.seat] is None  # a seat that was free
        table = next(t for t in result.tables if t.number == new.table)
        assert table.seats[new.seat] == new.player
    counts = [t.players for t in result.tables]
    others = [before[t.number].players for t in result.tables]
    assert max(counts) - min(counts) <= max(1, max(others) - min(others))
    assert all(step.endswith("(C17).") for step in result.steps)
