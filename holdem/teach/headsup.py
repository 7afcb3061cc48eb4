"""Heads-up (H1–H3) as text: who acts first in each betting round of a played hand, and what
the normal rule of B1/W3/W4 would give with two players instead."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from holdem.positions import positions
from holdem.teach.text import text_table

ROUNDS = ("Preflop", "Flop", "Turn", "River")
_ACTIONS = {"fold", "check", "call", "bet", "raise", "all_in"}


def actions_by_round(states: Sequence) -> list[list[tuple[int, str]]]:
    """For each betting round that was played: the (player, sentence) of every action in order.
    A round starts after each burn card (K2), so the rounds are counted from the events."""
    rounds: list[list[tuple[int, str]]] = [[]]
    for state in states:
        for event in state.events:
            if event.kind == "burn":
                rounds.append([])
            elif event.kind in _ACTIONS and event.player is not None:
                rounds[-1].append((event.player, event.text))
    return [r for r in rounds if r]


def first_actors_text(states: Sequence) -> str:
    """Per betting round: who acted first, then the sentences of that round's actions (H2)."""
    names = states[0].names
    lines = []
    for title, actions in zip(ROUNDS, actions_by_round(states)):
        lines.append(f"{title} – zuerst handelt {names[actions[0][0]]}:")
        lines.extend(f"  {text}" for _, text in actions)
    return "\n".join(lines)


@dataclass(frozen=True)
class NormalRuleOrder:
    """Blinds and first actors if the full-table rule (B1, W3, W4) were used with two players."""

    small_blind: int
    big_blind: int
    first_preflop: int
    first_postflop: int


def normal_rule_order(button: int) -> NormalRuleOrder:
    """Two players, but the small blind left of the button (B1), the big blind left of that,
    preflop the player left of the big blind first (W3), after the flop the player left of the
    button first (W4). Only to show why H1 exists (H3); no hand is ever played like this."""
    n = 2
    small = (button + 1) % n
    big = (small + 1) % n
    return NormalRuleOrder(small, big, (big + 1) % n, (button + 1) % n)


def comparison_table(button: int, names: Sequence[str]) -> str:
    """Per betting round who acts first, with the heads-up rule (H1, H2) and without it (H3)."""
    real = positions(2, button)
    other = normal_rule_order(button)
    rows = [("Blinds (SB / BB)", f"{names[real.small_blind]} / {names[real.big_blind]}",
             f"{names[other.small_blind]} / {names[other.big_blind]}")]
    for title in ROUNDS:
        first_real = real.first_preflop if title == "Preflop" else real.first_postflop
        first_other = other.first_preflop if title == "Preflop" else other.first_postflop
        rows.append((f"{title}: zuerst", names[first_real], names[first_other]))
    table = text_table(["", "mit Heads-up-Regel (H1, H2)", "ohne (nur gedacht)"], rows)
    firsts = {other.first_preflop, other.first_postflop}
    note = (f"Ohne die Regel handelte {names[firsts.pop()]} in allen vier Runden zuerst (H3)."
            if len(firsts) == 1 else "")
    return table + ("\n" + note if note else "")
