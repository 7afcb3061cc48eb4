"""The forced bets of a hand, decided in one place: which ante it has, who pays it, the
standard blinds, and who may straddle for how much (B1, B3, C8, C11).

A hand's ante can be set twice: by its rule set (``RuleSet.ante``, ``big_blind_ante``) and, at
a table, by the table's blinds (``Blinds.ante``, a tournament level's ``BlindLevel.ante``).
:func:`hand_ante` decides which one holds; :meth:`Ante.posts` says who pays it. The engine's
:func:`~holdem.hand.start_hand` and a table's hand (:mod:`holdem.table.plan`) both ask here, so
the answer cannot differ between a hand with and without a table. The same holds for the
straddle: :func:`straddle_refusal` says why a player may not straddle, and the engine and the
table each word the answer for their reader.

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from holdem.errors import SetupError
from holdem.hand.steps import Post

if TYPE_CHECKING:  # pragma: no cover
    from holdem.blinds import Blinds
    from holdem.rules import RuleSet

__all__ = ["Ante", "forced_posts", "hand_ante", "is_table_ante", "rules_with_ante", "straddle_amount",
           "straddle_player", "straddle_refusal", "table_ante"]


@dataclass(frozen=True, slots=True)
class Ante:
    """The ante of a hand: ``amount`` chips from every player dealt in (B3), or with
    ``big_blind_ante`` once for the whole table, from the big blind alone (C8). No ante:
    ``Ante()``; ``big_blind_ante`` holds only with an amount."""

    amount: int = 0
    big_blind_ante: bool = False

    def owed_by(self, player: int, big_blind: int) -> int:
        """What ``player`` pays as ante when ``big_blind`` is the big blind."""
        if not self.amount or (self.big_blind_ante and player != big_blind):
            return 0
        return self.amount

    def posts(self, n: int, big_blind: int) -> list[Post]:
        """Who pays the ante among ``n`` players, in the order of the seats (B3, C8): posted
        first, before the blinds, so a stack too short for both pays the ante first."""
        if not self.amount:
            return []
        if self.big_blind_ante:
            return [Post(big_blind, self.amount, "ante")]
        return [Post(p, self.amount, "ante") for p in range(n)]

    def said(self) -> str:
        """German, for a message: ``eine Ante je Spieler von 5``."""
        return f"{'eine Big-Blind-Ante' if self.big_blind_ante else 'eine Ante je Spieler'} von {self.amount}"


def _ante(amount: int, big_blind_ante: bool) -> Ante:
    return Ante(amount, big_blind_ante) if amount else Ante()


def table_ante(blinds: Blinds) -> Ante:
    """The ante a table's blinds ask for (B3, C8)."""
    return _ante(blinds.ante, blinds.big_blind_ante)


def hand_ante(rules: RuleSet, table: Blinds | None = None) -> Ante:
    """The ante of a hand under ``rules``, at a table with the blinds ``table`` (or without a
    table): the one that is set; set in both and different, the engine's error (B3, C8)."""
    own = _ante(rules.ante, rules.big_blind_ante)
    if table is None:
        return own
    at_table = table_ante(table)
    if at_table.amount and own.amount and at_table != own:
        raise SetupError(f"Der Tisch verlangt {at_table.said()}, die Regeln {own.said()}. Erlaubt: die Ante nur am "
                         "Tisch (Blinds(..., ante=...)) oder nur in den Regeln, oder an beiden Stellen gleich (B3, C8).",
                         key="ante_mismatch")
    return at_table if at_table.amount else own


def rules_with_ante(rules: RuleSet, ante: Ante) -> RuleSet:
    """``rules`` saying ``ante``: the rule set of a hand whose ante the table set (the engine reads
    from the hand's rules whether an ante post is the big blind's for the table, C8)."""
    if _ante(rules.ante, rules.big_blind_ante) == ante:
        return rules
    return replace(rules, ante=ante.amount, big_blind_ante=ante.big_blind_ante)


def is_table_ante(rules: RuleSet, post: Post) -> bool:
    """``post`` is the big blind's ante for the whole table (C8): dead money nobody matches, not
    an ante matched level by level (A2). The hand's rules say so (at a table: :func:`rules_with_ante`),
    also for posts given by hand."""
    return post.kind == "ante" and rules.big_blind_ante


def forced_posts(rules: RuleSet, n: int, small_blind: int, big_blind: int) -> list[Post]:
    """The standard forced bets of a hand under ``rules``: the antes first (:meth:`Ante.posts`),
    then the small blind and the big blind (B1, B3, C8)."""
    return [*hand_ante(rules).posts(n, big_blind), Post(small_blind, rules.small_blind, "small_blind"),
            Post(big_blind, rules.big_blind, "big_blind")]


def straddle_amount(big_blind: int) -> int:
    """A straddle is twice the big blind (C11)."""
    return 2 * big_blind


def straddle_player(n: int, big_blind: int) -> int:
    """The one player of ``n`` who may straddle: directly left of the big blind (C11)."""
    return (big_blind + 1) % n


def straddle_refusal(n: int, big_blind: int, player: int, stack: int, owed: int) -> str | None:
    """Why ``player`` (an index of the ``n`` players, or -1 for someone not dealt in) may not
    straddle in a hand whose big blind is ``big_blind`` (C11), or None if he may: ``"three"``:
    fewer than three players; ``"wrong_player"``: not the :func:`straddle_player`; ``"short"``: his
    ``stack`` does not cover ``owed``, the straddle with everything else he posts. The first that
    applies, in this order."""
    if n < 3:
        return "three"
    if player != straddle_player(n, big_blind):
        return "wrong_player"
    if stack < owed:
        return "short"
    return None
