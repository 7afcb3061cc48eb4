"""B7 as the card rooms play it: a refused blind is a missed blind (B8, B9). Under the dead-button
rule (the table's standard, ``MissedSmallBlind.DEAD``) the big blind still moves exactly one seat:
a refused small blind is dead for the hand and nobody skips the big blind; a refused big blind
passes to the next player (B8). The variant ``MOVE_ON`` (source 002's reading) asks the next
player and moves the blinds on. Either way the player owes the refused blind (or waits, C7)."""

from __future__ import annotations

import pytest

from holdem.table import MissedSmallBlind, Status, Table

NAMES = ["Anna", "Ben", "Cem", "Dana", "Emil"]


def blinds_of(setup):
    """(button seat, small-blind name or None, big-blind name, names dealt in) of a hand."""
    sb = None if setup.small_blind is None else setup.names[setup.small_blind]
    return setup.button_seat, sb, setup.names[setup.big_blind], setup.names


def posts_of(setup):
    return [(setup.names[p.player], p.kind, p.amount) for p in setup.posts]


def run(table, hands):
    """Deal ``hands`` hands where nobody wins or loses; the set-ups and the table after them."""
    setups = []
    for _ in range(hands):
        setup = table.next_hand()
        setups.append(setup)
        table = setup.table.after_hand(setup.stacks)
    return setups, table


@pytest.mark.rule("B7")
def test_B7_refused_small_blind_is_dead_and_the_big_blind_moves_one_seat():
    # Five players, Anna on the button; Ben is due for the small blind and refuses.
    table = Table.with_players([100] * 5, names=NAMES, button=0)
    setup = table.next_hand(refuse=["Ben"])
    assert blinds_of(setup) == (0, None, "Cem", ("Anna", "Cem", "Dana", "Emil"))
    assert posts_of(setup) == [("Cem", "big_blind", 2)]  # nobody posts the small blind
    assert setup.names[setup.first_preflop] == "Dana"  # left of the big blind (W3)
    refusal = next(e for e in setup.events if e.kind == "refuse")
    assert refusal.rule == "B7" and "Den Small Blind setzt in dieser Hand niemand" in refusal.text
    assert "schuldet den verpassten Small Blind" in refusal.text
    assert setup.table.seats[1].status is Status.MISSED_SMALL
    table = setup.table.after_hand(setup.stacks)
    # The next hands: the big blind goes on one seat each hand, Cem does not skip it.
    setups, _ = run(table, 3)
    assert [blinds_of(s)[1:3] for s in setups] == [("Cem", "Dana"), ("Dana", "Emil"), ("Emil", "Anna")]
    assert setups[0].dead_button and setups[0].button_seat == 1  # the button on Ben's empty seat (D6)


@pytest.mark.rule("B7")
def test_B7_who_refused_owes_the_missed_small_blind_on_return():
    table = Table.with_players([100] * 5, names=NAMES, button=0)
    setup = table.next_hand(refuse=["Ben"])
    table = setup.table.after_hand(setup.stacks).sit_in("Ben")
    back = table.events[-1]
    assert back.rule == "B9" and "schuldet einen Small Blind" in back.text and "schuldet nichts" not in back.text
    setups, table = run(table, 3)
    # Hand 2: the button is on Ben's seat, he waits (B9); hand 3 he posts the dead small blind.
    assert "Ben" not in setups[0].names
    assert posts_of(setups[1]) == [("Dana", "small_blind", 1), ("Emil", "big_blind", 2), ("Ben", "dead", 1)]
    assert posts_of(setups[2]) == [("Emil", "small_blind", 1), ("Anna", "big_blind", 2)]
    assert setups[2].names[setups[2].big_blind] == "Anna" and table.seats[1].status is Status.ACTIVE


@pytest.mark.rule("B7")
@pytest.mark.rule("C7")
def test_B7_who_refused_may_wait_for_the_big_blind_instead():
    table = Table.with_players([100] * 5, names=NAMES, button=0)
    setup = table.next_hand(refuse=["Ben"])
    table = setup.table.after_hand(setup.stacks).sit_in("Ben", wait_for_big_blind=True)
    assert table.events[-1].rule == "C7"
    setups, _ = run(table, 4)
    assert ["Ben" in s.names for s in setups] == [False, False, False, True]
    assert posts_of(setups[3]) == [("Anna", "small_blind", 1), ("Ben", "big_blind", 2)]


@pytest.mark.rule("B7")
@pytest.mark.rule("B8")
def test_B7_refused_big_blind_is_a_missed_big_blind():
    # Cem is due for the big blind in the first hand and refuses: Dana posts it (B8).
    table = Table.with_players([100] * 5, names=NAMES, button=0)
    setup = table.next_hand(refuse=["Cem"])
    assert posts_of(setup) == [("Ben", "small_blind", 1), ("Dana", "big_blind", 2)]
    assert "Cem" not in setup.names
    refusal = next(e for e in setup.events if e.kind == "refuse")
    assert "der nächste Spieler setzt den Big Blind" in refusal.text
    assert setup.table.seats[2].status is Status.MISSED_BIG
    table = setup.table.after_hand(setup.stacks).sit_in("Cem")
    assert "schuldet einen Big Blind (live) und einen Small Blind (dead" in table.events[-1].text
    setups, _ = run(table, 3)
    # Hand 2: button Ben, Cem sits between button and blinds and waits; hand 3 he posts both.
    assert blinds_of(setups[0])[1:3] == ("Dana", "Emil") and "Cem" not in setups[0].names
    assert ("Cem", "big_blind", 2) in posts_of(setups[1]) and ("Cem", "dead", 1) in posts_of(setups[1])
    assert blinds_of(setups[2])[1:3] == ("Anna", "Ben")


@pytest.mark.rule("B7")
def test_B7_refusal_in_a_later_hand_keeps_the_big_blind_moving_one_seat():
    table = Table.with_players([100] * 5, names=NAMES, button=0)
    setups, table = run(table, 1)  # hand 1: Ben small blind, Cem big blind
    setup = table.next_hand(refuse=["Cem"])  # hand 2: Cem due for the small blind
    assert blinds_of(setup)[1:] == (None, "Dana", ("Anna", "Ben", "Dana", "Emil"))
    table = setup.table.after_hand(setup.stacks)
    assert table.seats[2].status is Status.MISSED_SMALL
    later, _ = run(table, 3)
    assert [blinds_of(s)[1:3] for s in later] == [("Dana", "Emil"), ("Emil", "Anna"), ("Anna", "Ben")]


@pytest.mark.rule("B7")
@pytest.mark.rule("H1")
def test_B7_refused_small_blind_three_handed_leaves_a_heads_up_hand_and_still_owes():
    table = Table.with_players([100] * 3, names=NAMES[:3], button=0)
    setup = table.next_hand(refuse=["Ben"])
    assert posts_of(setup) == [("Anna", "small_blind", 1), ("Cem", "big_blind", 2)]  # heads-up (H1)
    assert setup.table.seats[1].status is Status.MISSED_SMALL


@pytest.mark.rule("B7")
@pytest.mark.rule("B9")
def test_B7_variant_move_on_the_next_player_is_asked_and_the_blinds_move_on():
    table = Table.with_players([100] * 5, names=NAMES, button=0, missed_small_blind=MissedSmallBlind.MOVE_ON)
    setup = table.next_hand(refuse=["Ben"])
    assert posts_of(setup) == [("Cem", "small_blind", 1), ("Dana", "big_blind", 2)]
    assert setup.names == ("Anna", "Cem", "Dana", "Emil")
    refusal = next(e for e in setup.events if e.kind == "refuse")
    assert "Variante" in refusal.text and "schuldet den verpassten Small Blind" in refusal.text
    table = setup.table.after_hand(setup.stacks)
    assert table.seats[1].status is Status.MISSED_SMALL
    table = table.sit_in("Ben")
    assert "schuldet einen Small Blind" in table.events[-1].text
    setups, _ = run(table, 3)
    # The blinds moved on: Cem never posts a big blind in this round (the variant's weakness).
    assert [blinds_of(s)[1:3] for s in setups] == [("Dana", "Emil"), ("Emil", "Anna"), ("Anna", "Ben")]
    assert ("Ben", "dead", 1) in posts_of(setups[0])


@pytest.mark.rule("B7")
def test_B7_refusing_to_pay_a_debt_keeps_the_debt():
    table = Table.with_players([100] * 5, names=NAMES, button=0)
    setup = table.next_hand(refuse=["Ben"])
    table = setup.table.after_hand(setup.stacks).sit_in("Ben")
    setups, table = run(table, 1)
    setup = table.next_hand(refuse=["Ben"])  # due to post the dead small blind, he will not
    assert "Ben" not in setup.names and "die Schuld bleibt" in setup.events[0].text
    assert setup.table.seats[1].owes
