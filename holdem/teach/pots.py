"""Pots, shares and stacks as plain-text tables for worked examples (A1–A9, P1–P3, X1).

The sentences come from the engine (``PotLayout.explain()``, ``Award.explain()``, the hand's
events); these tables put the numbers side by side so a reader can check them by hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from holdem.events import default_names
from holdem.hand import HandState, Street
from holdem.pots import Award, PotLayout, build_pots, seat_label, seats_label
from holdem.teach.text import text_table

__all__ = ["award_table", "per_player", "pots_table", "stacks_sentence", "stacks_table", "street_pots_text"]


def pots_table(layout: PotLayout, names: Sequence[str] | None = None) -> str:
    """One row per pot: name, chips, the contribution needed to take part, who may win it;
    returned chips (A7) below the table."""
    rows = [(p.name, p.amount, p.level, seats_label(p.eligible, names)) for p in layout.pots]
    text = text_table(["Pot", "Chips", "Stufe", "spielberechtigt"], rows, right=[1, 2])
    for seat, chips in sorted(layout.returned.items()):
        text += f"\nZurück an {seat_label(seat, names)}: {chips} (niemand ist mitgegangen)"
    return text


def award_table(award: Award, names: Sequence[str] | None = None) -> str:
    """One row per pot: chips, who wins it and the shares (odd chips marked *), then who could
    have won it. The winners come right after the pot: on a phone the last columns are the
    ones scrolled out of view."""
    labels = names if names is not None else award.names
    rows = []
    for pa in award.awards:
        shares = ", ".join(f"{seat_label(s, labels)} {chips}{'*' if s in pa.odd_chips else ''}"
                           for s, chips in sorted(pa.shares.items()))
        if pa.carried:
            shares += f", {pa.carried} bleibt liegen"
        if pa.rake:
            shares += f" (Rake {pa.rake})"
        rows.append((pa.pot.name, pa.pot.amount, seats_label(pa.winners, labels), shares,
                     seats_label(pa.pot.eligible, labels)))
    text = text_table(["Pot", "Chips", "Gewinner", "Anteile", "spielberechtigt"], rows, right=[1])
    if any(pa.odd_chips for pa in award.awards):
        text += "\n* mit Odd Chip"
    return text


def stacks_table(states: Sequence[HandState]) -> str:
    """Per player: stack before the hand, chips put in (after returns), chips received, stack after.
    The last line checks that no chip was created or lost."""
    first, last = states[0], states[-1]
    before = [s + c for s, c in zip(first.stacks, first.contributed)]  # blinds were already posted
    after = last.final_stacks
    payouts = last.result.payouts if last.result is not None else {}
    rows = [(last.name(p), before[p], last.contributed[p], payouts.get(p, 0), after[p])
            for p in range(last.n_players)]
    extra = last.result.rake + last.result.carried if last.result is not None else 0
    text = text_table(["Spieler", "vorher", "eingezahlt", "erhält", "nachher"], rows, right=[1, 2, 3, 4])
    text += f"\nSumme vorher {sum(before)}, nachher {sum(after)}"
    if extra:
        text += f" + {extra} (Rake oder liegen gebliebene Chips)"
    return text


def per_player(state: HandState, values: Sequence[int]) -> str:
    """One number per player in words: ``"Anna 96, Ben 104"``."""
    return ", ".join(f"{state.name(p)} {v}" for p, v in enumerate(values))


def stacks_sentence(state: HandState, label: str = "Stacks danach") -> str:
    """The stacks after a finished hand as a sentence, with their sum (no chip created or lost)."""
    stacks = state.final_stacks
    return f"{label}: {per_player(state, stacks)} – zusammen {sum(stacks)}."


def _names(state: HandState) -> Sequence[str] | None:
    """The hand's names, or None for the default "Spieler 1", … (shorter lists: "Spieler 1 und 2")."""
    return None if state.names == default_names(state.n_players) else state.names


def street_pots_text(states: Sequence[HandState]) -> str:
    """The pots as they stand after every betting round: one line per street reached."""
    lines = []
    seen: set[Street] = set()
    for before, after in zip(states, states[1:]):
        ended = any(e.kind == "round_end" for e in after.events) or (
            after.is_over and before.street.value <= Street.RIVER.value)
        street = before.street
        if not ended or street in seen or street.value > Street.RIVER.value:
            continue
        seen.add(street)
        layout = build_pots(after.contributed, after.folded)
        pots = "; ".join(f"{p.name} {p.amount} ({seats_label(p.eligible, _names(after))})" for p in layout.pots)
        lines.append(f"nach {street.german}: {pots}")
    return "\n".join(lines)
