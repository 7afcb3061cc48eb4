"""Split pot and odd chip (P1, P2): a static stepper over pot sizes and numbers of winners,
each under the standard odd-chip rule and under the variant.

Every case is one pot shared by equally good hands, computed by :func:`holdem.pots.award_pots`:
the players sit as Spieler 1 … n, the button is the last of them, so "left of the button"
starts with Spieler 1. A folded player paid the chips that make the pot uneven.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from holdem.pots import Award, OddChip, award_pots, build_pots, seat_label, seats_label
from holdem.widgets.static import StaticStepper, figure_page, static_stepper

__all__ = ["SPLIT_CASES", "SplitCase", "split_award", "split_page_text", "splitpot_stepper"]

_RULE_NAMES = {OddChip.LEFT_OF_BUTTON: "Standard", OddChip.CARRY: "Variante"}


@dataclass(frozen=True)
class SplitCase:
    """A pot of ``pot`` chips shared by ``winners`` equal hands (2 or more)."""

    pot: int
    winners: int

    def contributions(self) -> tuple[int, ...]:
        """Each winner puts in the same; a folded player (the button) adds what is left over."""
        each, rest = divmod(self.pot, self.winners)
        chips = [each] * self.winners
        if rest:
            chips.append(rest)
        return tuple(chips)

    @property
    def label(self) -> str:
        return f"{self.pot} Chips, {self.winners} Gewinner"


SPLIT_CASES: tuple[SplitCase, ...] = (SplitCase(30, 2), SplitCase(25, 2), SplitCase(100, 3), SplitCase(50, 4))


def split_award(case: SplitCase, odd_chip: OddChip) -> Award:
    """The engine's award of the case; winners are Spieler 1 … k, the button sits last."""
    chips = case.contributions()
    n = len(chips)
    folded = frozenset(range(case.winners, n))
    layout = build_pots(chips, folded)
    strengths = {p: 1 for p in range(case.winners)}
    return award_pots(layout, strengths, button=n - 1, n_seats=n, odd_chip=odd_chip)


def split_page_text(case: SplitCase, odd_chip: OddChip) -> str:
    """Plain text of one page: the case, the rule, the shares and the engine's sentence."""
    award = split_award(case, odd_chip)
    (pa,) = award.awards
    n = len(case.contributions())
    rule = ("Standard: der Rest geht einzeln an die ersten Gewinner links vom Button"
            if odd_chip is OddChip.LEFT_OF_BUTTON else "Variante: der Rest bleibt für die nächste Hand liegen")
    shares = ", ".join(f"{seat_label(s)}: {c}" for s, c in pa.shares.items())
    folded = " (ausgestiegen)" if n > case.winners else ""
    lines = [f"Pot {case.pot} Chips, gleich gute Hände: {seats_label(pa.winners)}; Button bei "
             f"{seat_label(n - 1)}{folded}.",
             f"Regel ({rule}, P2).",
             f"Anteile: {shares}" + (f"; liegen bleiben: {pa.carried}" if pa.carried else "") + ".",
             pa.text]
    return "\n".join(lines)


def splitpot_stepper(cases: Sequence[SplitCase] = SPLIT_CASES) -> StaticStepper:
    """Toggle buttons: every case under the standard rule and under the variant."""
    pages, labels = [], []
    for case in cases:
        for rule in (OddChip.LEFT_OF_BUTTON, OddChip.CARRY):
            body = "<br>".join(html.escape(x) for x in split_page_text(case, rule).split("\n"))
            pages.append(figure_page(None, html_text=body))
            labels.append(f"{case.label} – {_RULE_NAMES[rule]}")
    return static_stepper(pages, labels, control="toggle", description="Fall:")
