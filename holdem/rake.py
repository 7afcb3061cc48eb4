"""The house's share of a pot, the rake (X1).

A :class:`Rake` is three numbers: a percentage, a cap and a minimum pot. The rake of a hand is
``floor(pot * percent / 100)``, at most ``cap``, and nothing at all when the pot is smaller than
``min_pot``. "Pot" means all chips that are really at stake: the main pot and every side pot
together, without the uncalled chips that go back (A7).

How the rake is spread over several pots: it is taken **from the main pot first** and only the
part the main pot cannot pay comes out of Side Pot 1, then Side Pot 2, and so on. That is what a
dealer at a live table does (the drop comes out of the pot in the middle before any side pot is
set up), it needs no rounding, and a reader can follow it by hand.

Percentages are exact: an ``int`` (``5`` = 5 %) or a :class:`fractions.Fraction`
(``Fraction(9, 2)`` = 4.5 %); floats are refused because they cannot hold 4.1 % exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from holdem.checks import is_whole_number
from holdem.errors import RakeError
from holdem.narration.pots import rake_sentence


@dataclass(frozen=True)
class Rake:
    """House rule for the rake (X1): ``percent`` of the pot, at most ``cap``, none below ``min_pot``.

    ``cap=None`` means no cap.
    """

    percent: int | Fraction
    cap: int | None
    min_pot: int = 0

    def __post_init__(self) -> None:
        if not (is_whole_number(self.percent) or isinstance(self.percent, Fraction)):
            raise RakeError(
                f"Der Rake-Prozentsatz {self.percent!r} ist keine exakte Zahl. "
                "Erlaubt sind ganze Zahlen (5 für 5 %) oder Brüche wie Fraction(9, 2) für 4,5 %."
            )
        if not 0 <= self.percent <= 100:
            raise RakeError(
                f"Der Rake-Prozentsatz {self.percent} liegt nicht zwischen 0 und 100. "
                "Erlaubt sind Werte von 0 bis 100 Prozent."
            )
        if self.cap is not None and (not is_whole_number(self.cap) or self.cap < 0):
            raise RakeError(
                f"Die Obergrenze des Rakes {self.cap!r} ist keine ganze Zahl ab 0. "
                "Erlaubt ist eine ganze Chipzahl ab 0 (oder keine Obergrenze)."
            )
        if not is_whole_number(self.min_pot) or self.min_pot < 0:
            raise RakeError(
                f"Der Mindestpot {self.min_pot!r} ist keine ganze Zahl ab 0. "
                "Erlaubt ist eine ganze Chipzahl ab 0."
            )

    def amount(self, pot: int) -> int:
        """Chips the house keeps from a pot of ``pot`` chips in total."""
        if pot < self.min_pot:
            return 0
        raw = (pot * Fraction(self.percent)) // 100  # floor: the house never rounds up
        return int(raw if self.cap is None else min(raw, self.cap))

    def describe(self, pot: int) -> str:
        """German sentence that shows how the rake of ``pot`` comes about (X1), written by
        :func:`holdem.narration.pots.rake_sentence`."""
        raw = int((pot * Fraction(self.percent)) // 100)
        return rake_sentence(_format_percent(self.percent), pot, min_pot=self.min_pot, raw=raw,
                             taken=self.amount(pot), cap=self.cap)


def spread_rake(pot_amounts: Sequence[int], rake: int) -> list[int]:
    """Split a hand's rake over its pots: main pot first, then the side pots in order."""
    parts = []
    for amount in pot_amounts:
        part = min(amount, rake)
        parts.append(part)
        rake -= part
    return parts


def _format_percent(percent: int | Fraction) -> str:
    if Fraction(percent).denominator == 1:
        return f"{int(percent)} %"
    return f"{float(percent):g} %".replace(".", ",")


