"""C16 at the table: a tournament player away from his seat is still dealt in, posts his blinds
and antes (he is "blinded off") and his hand is dead before the first action; his chips stay in
play. In a cash game a player away from the table is not dealt in and owes missed blinds
(B7–B10, C7)."""

from __future__ import annotations

import random

import pytest
from table_sessions import Ledger, check_busted

from holdem.betting import Action, ActionKind
from holdem.blinds import Blinds
from holdem.cards import Deck
from holdem.rules import RuleSet
from holdem.table import GameKind, Status, Table, TableError

NAMES = ["Anna", "Ben", "Cem", "Dana", "Eva"]
RULES = RuleSet.no_limit(1, 2)


def tournament(stacks=(100, 100, 100, 100), **options) -> Table:
    return Table.with_players(list(stacks), names=NAMES[:len(stacks)], button=0, kind=GameKind.TOURNAMENT,
                              **options)


def refunded(state, player: int) -> int:
    """Chips that went back to ``player`` because nobody called them (A7)."""
    return sum(e.amount or 0 for e in state.events if e.rule == "A7" and e.player == player)


def folds_to_the_end(state):
    """Everyone who is asked folds; the states on the way."""
    states = [state]
    while not states[-1].is_over:
        states.append(states[-1].apply(Action.fold()))
    return states


@pytest.mark.rule("C16")
def test_C16_away_in_a_tournament_marks_the_player_absent_with_a_sentence() -> None:
    table = tournament().away("Cem")
    assert table.player("Cem").status is Status.ABSENT and table.player("Cem").absent
    (event,) = table.events
    assert (event.rule, event.kind, event.player) == ("C16", "sit_out", 2)
    assert event.text == ("Cem ist nicht am Platz. Im Turnier bekommt Cem trotzdem Karten und zahlt Blinds und "
                          "Antes, die Hand ist aber tot, bevor jemand handelt; die Chips bleiben im Spiel (C16).")
    assert "nicht am Platz" in table.describe()


@pytest.mark.rule("C16")
def test_C16_absent_big_blind_is_dealt_in_posts_and_is_folded_before_the_first_action() -> None:
    # Button Anna (seat 1), small blind Ben, big blind Cem (away), Dana under the gun.
    table = tournament().away("Cem")
    setup = table.next_hand()
    assert setup.seats == (0, 1, 2, 3) and setup.absent == (2,)
    assert [(p.player, p.amount, p.kind) for p in setup.posts] == [(1, 1, "small_blind"), (2, 2, "big_blind")]
    said = [e for e in setup.events if e.rule == "C16"]
    assert len(said) == 1 and said[0].player == 2
    assert said[0].text == ("Cem ist nicht am Platz, wenn die Karten kommen: Cem zahlt, was fällig ist, und "
                            "bekommt Karten, aber die Hand ist tot, bevor die erste Entscheidung fällt (C16).")
    state = setup.start(RULES, deck=Deck.shuffled(7))
    assert state.holes[2] is not None and 2 in state.folded  # cards dealt, hand dead
    killed = [e for e in state.events if e.rule == "C16"]
    assert len(killed) == 1 and killed[0].player == 2 and "Cem" in killed[0].text
    assert state.to_act == 3  # Dana, as if Cem were there (W3)
    states = folds_to_the_end(state)  # Dana and Anna fold: Ben alone is left
    assert all(s.to_act != 2 for s in states)
    end = states[-1]
    # Cem's whole big blind stays in play and Ben wins it: a dead hand gets nothing back (A7 is for
    # bets of live hands).
    assert end.final_stacks == (100, 102, 98, 100) and refunded(end, 2) == 0
    table = setup.table.after_hand(end)
    assert table.stacks() == {0: 100, 1: 102, 2: 98, 3: 100} and table.total_chips() == 400
    assert table.player("Cem").absent  # still away for the next hand


@pytest.mark.rule("C16")
@pytest.mark.rule("B3")
def test_C16_absent_player_pays_antes_every_hand() -> None:
    table = tournament(blinds=Blinds(1, 2, 1)).away("Dana")
    for number in range(3):
        setup = table.next_hand()
        dana = setup.seats.index(3)
        assert setup.absent == (dana,)
        paid = [(p.amount, p.kind) for p in setup.posts if p.player == dana]
        assert paid[0] == (1, "ante")
        state = setup.start(RULES, deck=Deck.shuffled(number))
        before = table.player("Dana").stack
        end = folds_to_the_end(state)[-1]
        assert end.final_stacks[dana] == before - sum(a for a, _ in paid) + refunded(end, dana)
        table = setup.table.after_hand(end)
        assert table.total_chips() == 400


@pytest.mark.rule("C16")
def test_C16_back_makes_the_hands_live_again() -> None:
    table = tournament().away("Cem")
    setup = table.next_hand()
    table = setup.table.after_hand(folds_to_the_end(setup.start(RULES, deck=Deck.shuffled(1)))[-1])
    table = table.back("Cem")
    (event,) = table.events
    assert event.rule == "C16" and event.kind == "sit_in"
    assert event.text == "Cem ist zurück am Platz und spielt ab der nächsten Hand wieder mit (C16)."
    assert table.player("Cem").status is Status.ACTIVE
    setup = table.next_hand()
    assert setup.absent == () and not any(e.rule == "C16" for e in setup.events)
    state = setup.start(RULES, deck=Deck.shuffled(2))
    assert not any(e.rule == "C16" for e in state.events) and setup.seats.index(2) not in state.folded


@pytest.mark.rule("C16")
def test_C16_bad_steps_are_refused_and_the_table_stays() -> None:
    table = tournament().away("Cem")
    for step, key, fragment in ((lambda t: t.away("Cem"), "already_absent", "Cem ist schon nicht am Platz"),
                                (lambda t: t.back("Ben"), "not_absent", "Ben ist am Platz")):
        with pytest.raises(TableError) as info:
            step(table)
        assert info.value.key == key and fragment in info.value.message and info.value.message.endswith("(C16).")
    setup = tournament((100, 100, 100)).next_hand()
    final = list(setup.stacks)
    final[0], final[1] = 0, final[1] + final[0]
    busted = setup.table.after_hand(final)
    with pytest.raises(TableError) as info:
        busted.away("Anna")
    assert info.value.key == "busted" and "Anna hat keine Chips mehr" in info.value.message


@pytest.mark.rule("C16")
def test_C16_if_nobody_of_the_hand_is_at_the_table_no_hand_is_dealt() -> None:
    table = tournament((100, 100)).away("Anna").away("Ben")
    with pytest.raises(TableError) as info:
        table.next_hand()
    assert info.value.key == "everyone_absent" and "Anna und Ben" in info.value.message
    assert info.value.message.endswith("(C16).")


@pytest.mark.rule("C16")
def test_C16_the_one_player_at_the_table_wins_the_blinds_of_the_absent_ones() -> None:
    table = tournament((100, 100, 100)).away("Anna").away("Ben")  # Cem alone is there
    setup = table.next_hand()
    assert setup.absent == (0, 1)
    state = setup.start(RULES, deck=Deck.shuffled(3))
    assert state.is_over and state.final_stacks == (100, 99, 101)  # Ben's small blind goes to Cem, Cem's big blind back
    assert setup.table.after_hand(state).total_chips() == 300


@pytest.mark.rule("C16")
@pytest.mark.rule("B8")
def test_C16_in_a_cash_game_away_means_no_cards_and_missed_blinds() -> None:
    table = Table.with_players([100] * 4, names=NAMES[:4], button=0)
    setup = table.next_hand()  # button Anna, blinds Ben and Cem
    table = setup.table.after_hand(setup.stacks).away("Dana")  # Dana would be the next big blind
    (event,) = table.events
    assert event.rule == "C16" and event.text == (
        "Dana ist nicht am Platz. Im Cash Game bekommt Dana dann keine Karten, und Blinds, die vorbeigehen, "
        "zahlt Dana bei der Rückkehr nach (C16).")
    assert table.player("Dana").status is Status.SITTING_OUT
    setup = table.next_hand()
    assert 3 not in setup.seats and setup.absent == ()
    table = setup.table.after_hand(setup.stacks)
    assert table.player("Dana").status is Status.MISSED_BIG  # the big blind passed Dana (B8)
    table = table.back("Dana")
    assert table.events[0].rule == "B8" and "schuldet" in table.events[0].text


@pytest.mark.rule("C16")
@pytest.mark.rule("A8")
@pytest.mark.parametrize("seed", range(4), ids=[f"C16-session-{s}" for s in range(4)])
def test_C16_a_tournament_session_blinds_an_absent_player_off(seed: int) -> None:
    """Five players; Eva goes away with a short stack and never comes back. Every hand she is
    dealt in, pays her blinds and antes, never acts and wins nothing, until she has no chips
    and is out (A8). The others play random legal actions; the chips stay on the table."""
    rng = random.Random(seed)
    table = tournament((300, 300, 300, 300, 30), blinds=Blinds(2, 4, 1)).away("Eva")
    ledger = Ledger(table.total_chips())
    where = f"Seed {seed}"
    for number in range(40):
        if "Eva" in table.eliminated or sum(1 for p in table.seats if p is not None and not p.busted) < 2:
            break
        setup = table.next_hand()
        eva = setup.seats.index(4)
        assert setup.absent == (eva,)
        stack = setup.stacks[eva]
        state = setup.start(RULES, deck=Deck.shuffled(rng.randrange(2 ** 32)))
        while not state.is_over:
            assert state.to_act != eva
            legal = state.legal_actions()
            choice = legal[rng.randrange(len(legal))]
            amount = choice.min_to if choice.kind in (ActionKind.BET, ActionKind.RAISE) else None
            state = state.apply(Action(choice.kind, amount))
        posted = sum(p.amount for p in setup.posts if p.player == eva)
        assert state.final_stacks[eva] == stack - posted + refunded(state, eva)  # pays what is due, wins nothing
        table = setup.table.after_hand(state)
        ledger.check(table, f"{where}, Hand {number + 1}")
        check_busted(table, setup, state, f"{where}, Hand {number + 1}")
    assert "Eva" in table.eliminated and table.player("Eva").busted
    assert any(e.rule == "A8" and "Eva" in e.text for e in table.events) or table.eliminated[0] == "Eva"
