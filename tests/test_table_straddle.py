"""C11 at the table: the straddle. Only in a cash game, with at least three players dealt in, and
only by the player directly left of the big blind: he posts twice the big blind after the blinds,
the player left of him acts first preflop, he acts last with the option, and a raise is to at
least twice the straddle."""

from __future__ import annotations

import pytest

from holdem.betting import Action, ActionKind
from holdem.blinds import Blinds
from holdem.cards import Deck
from holdem.errors import SetupError
from holdem.rules import RuleSet
from holdem.table import GameKind, Table, TableError

NAMES = ["Anna", "Ben", "Cem", "Dana", "Eva"]
RULES = RuleSet.no_limit(1, 2)
CALL, CHECK, RAISE = ActionKind.CALL, ActionKind.CHECK, ActionKind.RAISE


def cash(n: int = 4, **options) -> Table:
    return Table.with_players([100] * n, names=NAMES[:n], button=0, **options)


def legal(state) -> dict[ActionKind, tuple[int | None, int | None]]:
    return {a.kind: (a.min_to, a.max_to) for a in state.legal_actions()}


def refused(table: Table, straddle: object, key: str, *fragments: str) -> None:
    before = (table, table.events, table.next_hand().posts)
    with pytest.raises(TableError) as info:
        table.next_hand(straddle=straddle)  # type: ignore[arg-type]
    message = info.value.message
    assert info.value.key == key and all(f in message for f in fragments) and message.endswith("(C11)."), message
    assert before == (table, table.events, table.next_hand().posts)  # unchanged, and it deals as before


@pytest.mark.rule("C11")
@pytest.mark.parametrize("who", ["Dana", 3], ids=["C11-by-name", "C11-by-seat"])
def test_C11_the_player_left_of_the_big_blind_straddles_twice_the_big_blind(who: object) -> None:
    # Button Anna, small blind Ben, big blind Cem, straddle Dana; Anna (left of Dana) begins.
    setup = cash().next_hand(straddle=who)  # type: ignore[arg-type]
    assert [(p.player, p.amount, p.kind) for p in setup.posts] == [
        (1, 1, "small_blind"), (2, 2, "big_blind"), (3, 4, "straddle")]
    assert setup.straddle == 3 and setup.first_preflop == 0 and setup.table.stacks() == {s: 100 for s in range(4)}
    said = [e for e in setup.events if e.rule == "C11"]
    assert [e.kind for e in said] == ["post", "to_act"]
    assert said[0].text == ("Dana sitzt direkt links vom Big Blind und straddelt: 4 Chips, eine blinde Erhöhung, "
                            "die als Einsatz zählt. Vor dem Flop beginnt der Spieler links von Dana, und Dana handelt "
                            "zuletzt, mit der Option wie ein Big Blind (C11).")
    assert said[1].text == "Vor dem Flop beginnt Anna (C11)."


@pytest.mark.rule("C11")
@pytest.mark.rule("B5")
def test_C11_straddled_hand_in_the_engine_order_option_and_minimum_raise() -> None:
    setup = cash().next_hand(straddle="Dana")
    state = setup.start(RULES, deck=Deck.shuffled(5))
    assert state.bets == (0, 1, 2, 4)
    assert state.to_act == 0 and legal(state)[CALL] == (4, 4) and legal(state)[RAISE] == (8, 100)
    order = []
    while state.to_act != 3:
        order.append(state.to_act)
        state = state.apply(Action(CALL))
    assert order == [0, 1, 2]  # Anna, Ben, Cem call the straddle; Dana acts last
    assert legal(state) == {CHECK: (None, None), RAISE: (8, 100)}  # the option
    state = state.apply(Action(CHECK))
    assert state.street.index == 1 and state.to_act == 1  # after the flop as always: Ben (W4)
    while not state.is_over:
        state = state.apply(state.check_or_call())
    table = setup.table.after_hand(state)
    assert table.total_chips() == 400 and sum(state.final_stacks) == 400


@pytest.mark.rule("C11")
def test_C11_everyone_folds_to_the_straddler_who_wins_the_blinds() -> None:
    setup = cash().next_hand(straddle=3)
    state = setup.start(RULES, deck=Deck.shuffled(6))
    while not state.is_over:
        state = state.apply(Action.fold())
    assert state.final_stacks == (100, 99, 98, 103)
    table = setup.table.after_hand(state)
    assert table.stacks() == {0: 100, 1: 99, 2: 98, 3: 103} and table.button == 1


@pytest.mark.rule("C11")
def test_C11_three_handed_the_button_is_left_of_the_big_blind() -> None:
    setup = cash(3).next_hand(straddle="Anna")  # button Anna, small blind Ben, big blind Cem
    assert [(p.player, p.amount, p.kind) for p in setup.posts][-1] == (0, 4, "straddle")
    assert setup.first_preflop == 1
    state = setup.start(RULES, deck=Deck.shuffled(2))
    assert state.to_act == 1 and legal(state)[RAISE][0] == 8


@pytest.mark.rule("C11")
@pytest.mark.rule("B3")
def test_C11_the_straddle_comes_after_antes_and_blinds() -> None:
    setup = cash(blinds=Blinds(1, 2, 1)).next_hand(straddle="Dana")
    assert [(p.player, p.amount, p.kind) for p in setup.posts] == [
        (0, 1, "ante"), (1, 1, "ante"), (2, 1, "ante"), (3, 1, "ante"),
        (1, 1, "small_blind"), (2, 2, "big_blind"), (3, 4, "straddle")]
    state = setup.start(RULES, deck=Deck.shuffled(1))
    assert state.to_act == 0 and state.stacks[3] == 95


@pytest.mark.rule("C11")
@pytest.mark.rule("B9")
def test_C11_with_a_dead_small_blind_the_player_left_of_the_straddler_begins() -> None:
    # Hand 1: button Anna, Ben small blind, Cem big blind; Cem busts. Hand 2 (dead button rule):
    # the small blind (Cem's seat) is dead, Dana posts the big blind, Eva straddles, Anna begins.
    table = cash(5)
    setup = table.next_hand()
    final = list(setup.stacks)
    final[0], final[2] = final[0] + final[2], 0
    table = setup.table.after_hand(final)
    setup = table.next_hand(straddle="Eva")
    assert setup.small_blind is None and setup.seats == (0, 1, 3, 4)
    assert [(p.player, p.amount, p.kind) for p in setup.posts] == [(2, 2, "big_blind"), (3, 4, "straddle")]
    assert setup.first_preflop == 0  # Anna
    state = setup.start(RULES, deck=Deck.shuffled(3))
    assert state.to_act == 0 and legal(state)[CALL] == (4, 4)
    while state.to_act != 3:
        state = state.apply(Action(CALL))
    assert legal(state) == {CHECK: (None, None), RAISE: (8, 100)}  # Eva has 100 chips


@pytest.mark.rule("C11")
def test_C11_only_the_player_left_of_the_big_blind_may_straddle() -> None:
    table = cash()
    refused(table, "Ben", "straddle_wrong_player", "Ben sitzt nicht direkt links vom Big Blind",
            "nur Dana (Sitz 4)")
    refused(table.sit_out("Dana"), "Dana", "straddle_wrong_player", "Dana bekommt in dieser Hand keine Karten",
            "nur Anna (Sitz 1)")


@pytest.mark.rule("C11")
def test_C11_no_straddle_in_a_tournament() -> None:
    refused(cash(kind=GameKind.TOURNAMENT), "Dana", "no_straddle_in_tournament", "im Turnier gibt es keinen Straddle")


@pytest.mark.rule("C11")
@pytest.mark.parametrize("make", [lambda: cash(2), lambda: cash(3).sit_out("Anna")], ids=["C11-two", "C11-one-out"])
def test_C11_a_straddle_needs_three_players(make) -> None:
    refused(make(), "Ben", "straddle_needs_three", "mindestens 3 Spieler", "sind es 2")


@pytest.mark.rule("C11")
def test_C11_a_straddle_the_stack_cannot_cover_is_refused() -> None:
    table = Table.with_players([100, 100, 100, 4], names=NAMES[:4], button=0, blinds=Blinds(1, 2, 1))
    refused(table, "Dana", "straddle_short", "Dana hat 4 Chips", "die Ante 1", "mindestens 5 Chips")


@pytest.mark.rule("C11")
@pytest.mark.rule("B10")
def test_C11_a_player_posting_in_cannot_also_straddle() -> None:
    table = cash()
    setup = table.next_hand()
    table = setup.table.after_hand(setup.stacks)  # next: button Ben, blinds Cem and Dana
    table = table.sit_down(4, "Eva", 100).post_blind("Eva")  # Eva posts in left of the big blind (B10)
    refused(table, "Eva", "straddle_not_allowed", "nur Eva (Sitz 5)", "schon einen Blind nach")


@pytest.mark.rule("C11")
def test_C11_unknown_straddler_is_named() -> None:
    with pytest.raises(TableError) as info:
        cash().next_hand(straddle="Zoe")
    assert info.value.key == "unknown_player"


@pytest.mark.rule("C11")
def test_C11_the_engine_refuses_a_straddle_in_fixed_limit() -> None:
    setup = cash().next_hand(straddle="Dana")
    with pytest.raises(SetupError) as info:
        setup.start(RuleSet.fixed_limit(2, 4, small_blind=1, big_blind=2), deck=Deck.shuffled(1))
    assert info.value.key == "bad_straddle" and "(C11)" in info.value.message
