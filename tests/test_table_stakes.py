"""C12 at the table: table stakes. In a cash game chips may be added between hands up to the
maximum buy-in and play from the next hand on; nothing is added during a hand; nobody takes chips
off the table while he keeps playing; in a tournament no chips are bought (C10 apart). Every
chip counted."""

from __future__ import annotations

import random

import pytest

from holdem.betting import Action, ActionKind
from holdem.blinds import TableLimits
from holdem.cards import Deck
from holdem.rules import RuleSet
from holdem.table import GameKind, Table, TableError

RULES = RuleSet.no_limit(1, 2)


def cash(stacks=(100, 100, 100), max_buy_in: int | None = 200) -> Table:
    return Table.with_players(list(stacks), names=["Anna", "Ben", "Cem"][:len(stacks)], button=0,
                              limits=TableLimits(min_buy_in=20, max_buy_in=max_buy_in))


def refused(table: Table, call, key: str, *fragments: str) -> str:
    """``call(table)`` raises TableError with ``key``, a German message holding ``fragments`` and
    ending with the rule; the table is unchanged."""
    before = (table, table.total_chips(), table.events)
    with pytest.raises(TableError) as info:
        call(table)
    assert info.value.key == key, info.value.message
    message = info.value.message
    assert all(f in message for f in fragments), message
    assert message.endswith(")."), message
    assert (table, table.total_chips(), table.events) == before
    return message


@pytest.mark.rule("C12")
def test_C12_adding_chips_between_hands_raises_the_stack_and_the_table_total_exactly() -> None:
    table = cash()
    after = table.add_chips("Ben", 60)
    assert after.stacks() == {0: 100, 1: 160, 2: 100}
    assert after.total_chips() == table.total_chips() + 60
    (event,) = after.events
    assert (event.rule, event.kind, event.player, event.amount) == ("C12", "rebuy", 1, 60)
    assert event.text == ("Ben legt 60 Chips nach und hat jetzt 160 Chips vor sich; diese Chips spielen ab der "
                          "nächsten Hand mit (C12).")
    assert after.add_chips(2, 1).stacks()[2] == 101  # by seat, one chip


@pytest.mark.rule("C12")
def test_C12_added_chips_play_in_the_next_hand_and_the_hand_says_so() -> None:
    table = cash().add_chips("Ben", 50)
    setup = table.next_hand()
    assert setup.stacks == (100, 150, 100)
    stakes = [e for e in setup.events if e.rule == "C12"]
    assert len(stakes) == 1 and stakes[0].player == 1 and stakes[0].amount == 150
    assert stakes[0].text == ("Ben spielt diese Hand mit 150 Chips, darin die 50 Chips, die vor der Hand "
                              "nachgelegt wurden. Bis die Hand vorbei ist, kommt kein Chip dazu und keiner geht "
                              "weg (C12).")
    table = setup.table.after_hand(setup.stacks)
    assert table.seats[1].added == 0
    assert not any(e.rule == "C12" for e in table.next_hand().events)  # said once, in the hand it counts


@pytest.mark.rule("C12")
@pytest.mark.parametrize("stack, amount, allowed", [(150, 51, "höchstens 50 Chips dazulegen"),
                                                    (200, 1, "nichts mehr dazulegen")],
                         ids=["C12-above-max", "C12-at-max"])
def test_C12_no_more_than_the_maximum_buy_in(stack: int, amount: int, allowed: str) -> None:
    table = cash((100, stack, 100))
    refused(table, lambda t: t.add_chips("Ben", amount), "above_max_buy_in",
            f"{stack + amount} Chips", "Maximum des Tisches ist 200", allowed, "(C12)")
    if amount > 1:
        assert table.add_chips("Ben", amount - 1).stacks()[1] == 200  # up to the maximum exactly


@pytest.mark.rule("C12")
def test_C12_without_a_maximum_buy_in_any_amount_may_be_added() -> None:
    table = cash(max_buy_in=None).add_chips("Anna", 10_000)
    assert table.stacks()[0] == 10_100


@pytest.mark.rule("C12")
def test_C12_nothing_is_added_during_a_hand() -> None:
    setup = cash().next_hand()
    refused(setup.table, lambda t: t.add_chips("Cem", 50), "hand_in_progress",
            "Während einer Hand kann Cem keine Chips dazulegen", "all-in, A1", "zwischen zwei Händen (C12)")
    # The hand plays with the stacks it started with; afterwards the chips may be added.
    state = setup.start(RULES, deck=Deck.shuffled(4))
    while not state.is_over:
        state = state.apply(state.check_or_call())
    table = setup.table.after_hand(state)
    assert table.total_chips() == 300
    assert table.add_chips("Cem", 50).total_chips() == 350


@pytest.mark.rule("C12")
@pytest.mark.rule("C10")
def test_C12_in_a_tournament_no_chips_are_bought() -> None:
    table = Table.with_players([100] * 3, button=0, kind=GameKind.TOURNAMENT)
    refused(table, lambda t: t.add_chips(1, 10), "no_chips_in_tournament", "im Turnier", "Rebuy", "(C10)", "(C12)")


@pytest.mark.rule("C12")
def test_C12_a_busted_player_buys_in_again_instead_of_adding() -> None:
    table = cash()
    setup = table.next_hand()
    final = list(setup.stacks)
    final[0], final[1] = 0, final[1] + final[0]
    table = setup.table.after_hand(final)
    refused(table, lambda t: t.add_chips("Anna", 50), "busted", "Anna hat keine Chips mehr", "(C12)")
    assert table.rebuy("Anna", 50).stacks()[0] == 50


@pytest.mark.rule("C12")
@pytest.mark.parametrize("amount", [0, -5, 2.5, True, "10", None, 10 ** 1001],
                         ids=["C12-zero", "C12-negative", "C12-float", "C12-bool", "C12-text", "C12-none",
                              "C12-huge"])
def test_C12_bad_amounts_are_refused_and_the_table_stays(amount: object) -> None:
    refused(cash(), lambda t: t.add_chips("Anna", amount), "bad_amount", "(C12)")  # type: ignore[arg-type]


def test_C12_numpy_amounts_become_plain_chips() -> None:
    import numpy as np
    table = cash().add_chips("Anna", np.int64(30))
    assert table.stacks()[0] == 130 and type(table.stacks()[0]) is int


@pytest.mark.rule("C12")
@pytest.mark.parametrize("kind, during, fragment", [
    (GameKind.CASH, False, "den Tisch zwischen zwei Händen verlassen und dann alle Chips mitnehmen"),
    (GameKind.CASH, True, "alle Chips vor Ben bleiben im Spiel"),
    (GameKind.TOURNAMENT, False, "im Turnier bleibt jeder Chip auf dem Tisch"),
], ids=["C12-cash", "C12-during-hand", "C12-tournament"])
def test_C12_nobody_takes_chips_off_the_table_while_playing(kind: GameKind, during: bool, fragment: str) -> None:
    table = Table.with_players([100] * 3, names=["Anna", "Ben", "Cem"], button=0, kind=kind)
    if during:
        table = table.next_hand().table
    refused(table, lambda t: t.take_chips("Ben", 40), "table_stakes", "Ben kann keine Chips vom Tisch nehmen",
            fragment, "(C12)")


def test_C12_taking_chips_from_nobody_names_the_players() -> None:
    with pytest.raises(TableError) as info:
        cash().take_chips("Zoe", 10)
    assert info.value.key == "unknown_player" and "Anna" in info.value.message


@pytest.mark.rule("C12")
def test_C12_who_leaves_takes_all_chips_and_every_chip_of_a_session_is_counted() -> None:
    """A cash session with chips added between hands and a player leaving: the table holds the
    chips bought in plus the chips added minus the chips taken away, to the chip; each hand
    ends with as many chips as it started with."""
    rng = random.Random(12)
    table = cash((100, 120, 80))
    ledger = table.total_chips()
    for number in range(12):
        if number == 6:
            ledger -= table.player("Cem").stack
            table = table.leave("Cem")
        for seat in table.occupied():
            p = table.seats[seat]
            assert p is not None
            if p.busted:
                table = table.rebuy(seat, 40)
                ledger += 40
            elif rng.random() < 0.4 and p.stack < 200:
                amount = rng.randint(1, 200 - p.stack)
                table = table.add_chips(seat, amount)
                ledger += amount
        assert table.total_chips() == ledger
        setup = table.next_hand()
        state = setup.start(RULES, deck=Deck.shuffled(number))
        while not state.is_over:
            legal = state.legal_actions()
            choice = legal[rng.randrange(len(legal))]
            amount = choice.min_to if choice.kind in (ActionKind.BET, ActionKind.RAISE) else None
            state = state.apply(Action(choice.kind, amount))
        assert sum(state.final_stacks) == sum(setup.stacks)  # the hand's chips are the chips it started with
        table = setup.table.after_hand(state)
        assert table.total_chips() == ledger, number
