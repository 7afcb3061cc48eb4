"""The house's share of a pot, the rake (X1).

A :class:`Rake` is three numbers: a percentage, a cap and a minimum pot. The rake of a hand is
``floor(pot * percent / 100)``, at most ``cap``, and nothing at all when the pot is smaller than
``min_pot``. "Pot" means all chips that are really at stake: the main pot and every side pot
together, without the uncalled chips that go back (A7).

How the rake is spread over several pots (:class:`RakeSplit`; X1 itself does not say): by default
**in proportion to the pots** (``RakeSplit.PROPORTIONAL``): every pot pays the share of the rake
that its chips are of all chips at stake. That is what real online hand histories show wherever
the room names what each pot paid out (the book's rake section gives the counts), and PokerKit too
rakes every pot by its own size. So a short all-in player's main pot pays only its part of the
rake: the rake of a big side pot is never his to pay. The shares are whole chips: each pot
first gets its share rounded down, the chips still missing go one at a time to the pots with the
largest rest, the earlier pot first when two rests are equal, and a pot gives up its last chip only
when no other pot can take it. The setting ``RakeSplit.MAIN_POT_FIRST`` takes the rake from the
main pot and only what the main pot cannot pay from Side Pot 1, then Side Pot 2, and so on (a live
dealer's drop from the pot in the middle before any side pot is set up); there a short main pot can
go to the house whole.

Percentages are exact: an ``int`` (``5`` = 5 %) or a :class:`fractions.Fraction`
(``Fraction(9, 2)`` = 4.5 %); floats are refused because they cannot hold 4.1 % exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from fractions import Fraction

from holdem.checks import is_whole_number
from holdem.errors import RakeError
from holdem.german import percent_rate
from holdem.narration.pots import rake_sentence


class RakeSplit(Enum):
    """Which pot pays how much of a hand's rake when there are side pots (X1)."""

    PROPORTIONAL = "proportional"  # standard: every pot its share of the rake (the rooms' practice)
    MAIN_POT_FIRST = "main_pot_first"  # variant: the main pot pays first, then the side pots in order


@dataclass(frozen=True)
class Rake:
    """House rule for the rake (X1): ``percent`` of the pot, at most ``cap``, none below ``min_pot``,
    spread over main and side pots as ``split`` says.

    ``cap=None`` means no cap.
    """

    percent: int | Fraction
    cap: int | None
    min_pot: int = 0
    split: RakeSplit = RakeSplit.PROPORTIONAL

    def __post_init__(self) -> None:
        if not isinstance(self.split, RakeSplit):
            allowed = ", ".join(f"RakeSplit.{m.name}" for m in RakeSplit)
            raise RakeError(
                f"Die Aufteilung des Rakes auf die Pots {self.split!r} gibt es nicht. Erlaubt: {allowed} "
                "(anteilig aus jedem Pot, der Standard, oder zuerst aus dem Hauptpot; X1)."
            )
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
        return rake_sentence(percent_rate(self.percent), pot, min_pot=self.min_pot,
                             raw=int((pot * Fraction(self.percent)) // 100), taken=self.amount(pot), cap=self.cap,
                             rounded=(pot * Fraction(self.percent)) % 100 != 0)

def spread_rake(pot_amounts: Sequence[int], rake: int,
                split: RakeSplit = RakeSplit.PROPORTIONAL) -> list[int]:
    """Split a hand's rake over its pots (main pot first in the list), as ``split`` says.

    ``rake`` is at most the chips of all pots together (``Rake.amount`` never takes more)."""
    if split is RakeSplit.PROPORTIONAL:
        return _proportional(pot_amounts, rake)
    parts = []
    for amount in pot_amounts:
        part = min(amount, rake)
        parts.append(part)
        rake -= part
    return parts


def _proportional(pot_amounts: Sequence[int], rake: int) -> list[int]:
    """Each pot pays its share of ``rake`` in whole chips (largest remainder)."""
    total = sum(pot_amounts)
    if not rake or not total:
        return [0] * len(pot_amounts)
    parts = [amount * rake // total for amount in pot_amounts]
    rests = [amount * rake % total for amount in pot_amounts]
    missing = rake - sum(parts)  # fewer chips than there are pots: each rest is below one chip
    # The largest rests first, the earlier pot on a tie; a pot's last chip only if no other pot
    # can pay, so the winner of a small pot keeps something whenever the chips allow it.
    order = sorted(range(len(parts)), key=lambda i: (parts[i] + 1 >= pot_amounts[i], -rests[i], i))
    for i in order[:missing]:
        parts[i] += 1
    return parts
