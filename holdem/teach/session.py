"""A short session (X3): several hands in a row at one table, every hand checked down to the
showdown with a seeded deck, shown as one row per hand ("Hand" as one deal) with the winning
combination ("Hand" as five cards)."""

from __future__ import annotations

from dataclasses import dataclass

from holdem.cards import Deck
from holdem.events import german_list
from holdem.hand import HandState
from holdem.ranking import evaluate
from holdem.rules import RuleSet
from holdem.table import HandSetup, Table
from holdem.teach.basics import check_down
from holdem.teach.text import text_table

__all__ = ["SessionHand", "play_session", "session_table"]


@dataclass(frozen=True)
class SessionHand:
    setup: HandSetup
    states: tuple[HandState, ...]
    after: Table


def play_session(table: Table, hands: int, *, rules: RuleSet | None = None, seed: int = 0) -> list[SessionHand]:
    """``hands`` hands in a row; hand k is dealt from ``Deck.shuffled(seed + k)`` and everybody
    only checks or calls (the button moves on after each hand, D3)."""
    played = []
    for k in range(hands):
        setup = table.next_hand()
        states = check_down(setup.start(rules or RuleSet(), deck=Deck.shuffled(seed + k)))
        table = setup.table.after_hand(states[-1].final_stacks)
        played.append(SessionHand(setup, tuple(states), table))
    return played


def session_table(played: list[SessionHand]) -> str:
    """One row per hand (one deal): number, button, pot, winner(s) and the winning combination
    (five cards); below, the chips at the table, which never change in sum."""
    rows = []
    for hand in played:
        last = hand.states[-1]
        award = last.result
        assert award is not None and award.layout is not None  # every played hand is over, its pots built
        winners = sorted({w for pa in award.awards for w in pa.winners})
        hole = last.holes[winners[0]]
        assert hole is not None  # the engine dealt every hole card of the session
        best = evaluate(tuple(hole) + tuple(last.board))
        rows.append((hand.setup.hand_number, last.name(last.button), award.layout.total,
                     german_list([last.name(w) for w in winners]), best.text))
    text = text_table(["Hand Nr.", "Button", "Pot", "Gewinner", "beste Hand (Kombination)"], rows, right=[0, 2])
    final = played[-1].after
    text += "\nChips danach: " + ", ".join(f"{p.name} {p.stack}" for p in final.seats if p is not None)
    text += f" (zusammen {final.total_chips()})"
    return text
