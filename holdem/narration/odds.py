"""The sentences of outs and pot odds (R-chapter of the book): what the outs bring, how many
there are, what a call costs and whether it pays. :class:`holdem.odds.Outs` and
:class:`holdem.odds.PotOdds` hand their numbers over."""

from __future__ import annotations

from collections.abc import Sequence

from holdem.german import cards_text, german_percent, german_short

__all__ = ["outs_goal", "outs_text", "pot_odds_text", "pot_odds_verdict"]


def outs_goal(against: Sequence[Sequence[object]], target: str | None) -> str:
    """What the outs bring: ahead of the known hands ``against``, at least the category named
    ``target`` (German name), or else any higher category."""
    if against:
        return "danach vorn gegen " + ", ".join(cards_text(h) for h in against)
    if target is not None:
        return f"danach mindestens {target}"
    return "danach eine höhere Kategorie als jetzt"


def outs_text(hole: Sequence[object], board: Sequence[object], outs: Sequence[object], goal: str,
              unseen: int) -> str:
    """German summary: the hand, the goal, the outs and how many cards the next one can be."""
    return (f"{cards_text(hole)} auf {cards_text(board)}: {len(outs)} Outs "
            f"({goal}) von {unseen} unbekannten Karten\n"
            f"Outs: {cards_text(outs) or 'keine'}")


def pot_odds_text(pot: float, to_call: float, ratio: float, required_equity: float) -> str:
    """``Pot 30, zu zahlen 10: Pot Odds 3 : 1, nötige Equity 25,0 %``."""
    return (f"Pot {german_short(pot)}, zu zahlen {german_short(to_call)}: "
            f"Pot Odds {german_short(ratio)} : 1, nötige Equity "
            f"{german_percent(required_equity)}")


def pot_odds_verdict(equity: float, required_equity: float, worth_calling: bool) -> str:
    """German verdict for a hand with ``equity`` against the equity a call needs."""
    verdict = "reichen, Call lohnt sich" if worth_calling else "reichen nicht, Fold ist besser"
    return (f"{german_percent(equity)} Equity {verdict} (nötig: {german_percent(required_equity)}; "
            "spätere Einsätze nicht mitgerechnet).")
