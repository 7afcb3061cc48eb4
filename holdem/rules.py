"""The rules of one game as a single frozen value: :class:`RuleSet`.

A rule set says which betting structure is played (no limit, pot limit, fixed limit, spread
limit: L1–L5), how large the blinds and the limits are (B2, also in fixed limit), whether
antes are posted, and it names every **Variant** of ``RULES.md`` as a setting whose default is
the standard rule (the fixed-limit small blind of B2 is chosen in :meth:`RuleSet.fixed_limit`:
half the big blind rounded down, variant two thirds):

========================  ======================  =========================================
setting                   standard (default)      variant
========================  ======================  =========================================
``min_bet``               ``BIG_BLIND`` (W10)      ``SMALL_BLIND``: a bet of one small blind
``min_raise``             ``LAST_RAISE`` (L1)      ``SMALL_BLIND``: raise by one small blind
``burn_before_hole_cards`` ``False`` (K2)          ``True``: burn also before the hole cards
``showdown_order``        ``LAST_AGGRESSOR`` (S2)  ``LEFT_OF_BUTTON`` (source 003)
``odd_chip``              ``LEFT_OF_BUTTON`` (P2)  ``CARRY``: the odd chip stays in the pot
``muck_losers``           ``True`` (S3)            ``False``: every player shows at showdown
========================  ======================  =========================================

``all_in_showdown`` (C4) is tournament practice: once a player is all-in and all betting is
over, every hand still in is turned face up before the rest of the board. ``None`` (default)
decides by the game: on at a tournament table, off in a cash game and in a hand without a
table (in a cash game nobody has to show before the showdown); ``True``/``False`` set it.

``heads_up_uncapped`` (L6): in fixed and spread limit the cap does not apply to a round that
became heads-up before the cap was reached. The sources state it as it is played in cash games;
in a limit tournament the cap stays even heads-up, and raising is unlimited only once the whole
tournament is down to two players (TDA). ``None`` (default) decides by the game: on in a cash
game and in a hand without a table, off at a tournament table unless only two players are left
there; ``True``/``False`` set it.

``rake`` (X1): ``None`` (no rake) or a :class:`~holdem.rake.Rake`. Its ``split`` says which pot pays
how much of the rake when there are side pots: ``RakeSplit.PROPORTIONAL`` (default: every pot its
share, as the online rooms whose hand histories show it) or ``RakeSplit.MAIN_POT_FIRST`` (variant).

Amounts are whole chips. Invalid settings raise :class:`SetupError` (German message, English key).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from holdem.amounts import too_large, too_large_text
from holdem.checks import is_whole_number
from holdem.errors import SetupError
from holdem.narration.rules import RulesFacts, rules_text
from holdem.pots import OddChip, Rake, RakeSplit

__all__ = [
    "MinBet", "MinRaise", "RuleSet", "SetupError", "ShowdownOrder", "SmallBlindShare", "Structure",
]


class Structure(Enum):
    """Betting structure (L1–L5)."""

    NO_LIMIT = "no_limit"
    POT_LIMIT = "pot_limit"
    FIXED_LIMIT = "fixed_limit"
    SPREAD_LIMIT = "spread_limit"

    # Fixed and spread limit: bets have a ceiling per round and raises are capped (L4–L6). A
    # plain attribute, not a property: the betting rules ask at every decision.
    is_limit: bool

    def __init__(self, value: str) -> None:
        self.is_limit = value in ("fixed_limit", "spread_limit")

    # Members are singletons compared by identity: hashing them by identity too keeps dict
    # look-ups in C (Enum's own hash goes through Python).
    __hash__ = object.__hash__

    @property
    def german(self) -> str:
        return _STRUCTURE_NAMES[self]


_STRUCTURE_NAMES = {
    Structure.NO_LIMIT: "No Limit",
    Structure.POT_LIMIT: "Pot Limit",
    Structure.FIXED_LIMIT: "Fixed Limit",
    Structure.SPREAD_LIMIT: "Spread Limit",
}


class MinBet(Enum):
    """Smallest opening bet of a round (W10)."""

    BIG_BLIND = "big_blind"  # standard
    SMALL_BLIND = "small_blind"  # variant, source 000 (first part)


class MinRaise(Enum):
    """Smallest raise in no limit, pot limit and spread limit (L1)."""

    LAST_RAISE = "last_raise"  # standard: as large as the last bet or raise, at least the big blind
    SMALL_BLIND = "small_blind"  # variant, source 000 (first part): by at least one small blind


class SmallBlindShare(Enum):
    """The fixed-limit small blind as a share of the big blind (= the small bet, B2)."""

    HALF = "half"  # standard: half, rounded down to whole chips (5/10 -> 2 and 5)
    TWO_THIRDS = "two_thirds"  # variant, common where half is no whole chip: 3/6 -> 2 and 3


class ShowdownOrder(Enum):
    """Who shows first at the showdown (S2)."""

    LAST_AGGRESSOR = "last_aggressor"  # standard: last bettor/raiser on the river, else left of the button
    LEFT_OF_BUTTON = "left_of_button"  # variant, source 003


AMOUNT_NAMES = {"small_blind": "Der Small Blind", "big_blind": "Der Big Blind",
                "small_bet": "Das kleine Limit (small_bet)", "big_bet": "Das große Limit (big_bet)",
                "ante": "Die Ante", "raise_cap": "Die Grenze der Erhöhungen (raise_cap)"}


@dataclass(frozen=True)
class RuleSet:
    """Everything that is fixed for a game; immutable, checked when created.

    ``small_bet``/``big_bet`` are the limits of fixed and spread limit (L3, L5): the bet size
    (fixed) or the largest bet/raise (spread) preflop and on the flop, then on turn and river.
    They default to the big blind and twice the small bet. ``raise_cap`` counts the raises after
    the bet (L4: a bet and three raises; preflop the big blind is the bet); ``None`` = no cap.
    No limit and pot limit never cap (L7). ``ante`` is posted by every player (matched level by
    level like bets, A2), or with ``big_blind_ante`` only by the big blind for the whole table
    (C8: paid before the big blind when the stack cannot cover both; dead money nobody has to
    match and every player in the hand may win).
    """

    structure: Structure = Structure.NO_LIMIT
    small_blind: int = 1
    big_blind: int = 2
    small_bet: int | None = None
    big_bet: int | None = None
    ante: int = 0
    big_blind_ante: bool = False
    raise_cap: int | None = 3
    min_bet: MinBet = MinBet.BIG_BLIND
    min_raise: MinRaise = MinRaise.LAST_RAISE
    burn_before_hole_cards: bool = False
    showdown_order: ShowdownOrder = ShowdownOrder.LAST_AGGRESSOR
    odd_chip: OddChip = OddChip.LEFT_OF_BUTTON
    rake: Rake | None = None
    muck_losers: bool = True
    all_in_showdown: bool | None = None  # C4: None = by the game (tournament on, cash off)
    heads_up_uncapped: bool | None = None  # L6: None = by the game (cash on, tournament off until two are left)

    def __post_init__(self) -> None:
        for name in ("small_blind", "big_blind", "small_bet", "big_bet", "ante", "raise_cap"):
            value = getattr(self, name)
            if too_large(value):
                raise SetupError(too_large_text(AMOUNT_NAMES[name]), key="bad_rules")
            if is_whole_number(value) and type(value) is not int:  # numpy integers become plain int
                object.__setattr__(self, name, int(value))
        enums = (("structure", Structure), ("min_bet", MinBet), ("min_raise", MinRaise),
                 ("showdown_order", ShowdownOrder), ("odd_chip", OddChip))
        for name, kind in enums:
            value = getattr(self, name)
            if not isinstance(value, kind):
                allowed = ", ".join(f"{kind.__name__}.{m.name}" for m in kind)
                raise SetupError(f"Die Einstellung {name}={value!r} gibt es nicht. Erlaubt: {allowed}.",
                                 key="bad_rules")
        for name in ("small_blind", "big_blind"):
            value = getattr(self, name)
            if not is_whole_number(value) or value <= 0:
                raise SetupError(f"Der {'Small' if name == 'small_blind' else 'Big'} Blind muss eine "
                                 f"positive ganze Zahl sein, erhalten: {value!r} (B2).", key="bad_blinds")
        if self.small_blind > self.big_blind:
            raise SetupError(f"Der Small Blind ({self.small_blind}) ist größer als der Big Blind "
                             f"({self.big_blind}). Erlaubt ist ein Small Blind bis zur Höhe des Big "
                             "Blinds, üblich ist die Hälfte (B2).", key="bad_blinds")
        for name in ("small_bet", "big_bet"):
            value = getattr(self, name)
            if value is not None and (not is_whole_number(value) or value <= 0):
                raise SetupError(f"Das Limit {name}={value!r} muss eine positive ganze Zahl sein "
                                 "(L3, L5).", key="bad_limits")
        if self.structure is Structure.SPREAD_LIMIT and self.lower_limit < self.big_blind:
            raise SetupError(f"Im Spread Limit muss das untere Limit ({self.lower_limit}) mindestens "
                             f"den Big Blind ({self.big_blind}) erreichen, sonst ist kein Einsatz "
                             "möglich (L5, W10).", key="bad_limits")
        if self.structure is Structure.FIXED_LIMIT and self.lower_limit < self.big_blind:
            raise SetupError(f"Im Fixed Limit muss der kleine Einsatz ({self.lower_limit}) mindestens so groß "
                             f"sein wie der Big Blind ({self.big_blind}); üblich ist genau der Big Blind. "
                             "Erlaubt: kleiner Einsatz >= Big Blind (L3, B2).", key="bad_limits")
        if self.upper_limit < self.lower_limit:
            raise SetupError(f"Das obere Limit ({self.upper_limit}) ist kleiner als das untere "
                             f"({self.lower_limit}). Erlaubt: oberes Limit >= unteres (L3).",
                             key="bad_limits")
        if not is_whole_number(self.ante) or self.ante < 0:
            raise SetupError(f"Die Ante muss eine ganze Zahl ab 0 sein, erhalten: {self.ante!r}.",
                             key="bad_ante")
        if self.raise_cap is not None and (not is_whole_number(self.raise_cap) or self.raise_cap < 0):
            raise SetupError(f"raise_cap={self.raise_cap!r}: erlaubt ist None (ohne Cap) oder eine "
                             "ganze Zahl ab 0 (L4).", key="bad_rules")
        for name in ("big_blind_ante", "burn_before_hole_cards", "muck_losers"):
            if not isinstance(getattr(self, name), bool):
                raise SetupError(f"{name} muss True oder False sein, erhalten: {getattr(self, name)!r}.",
                                 key="bad_rules")
        if self.all_in_showdown is not None and not isinstance(self.all_in_showdown, bool):
            raise SetupError(f"all_in_showdown muss True, False oder None (nach Spielart) sein, erhalten: "
                             f"{self.all_in_showdown!r} (C4).", key="bad_rules")
        if self.heads_up_uncapped is not None and not isinstance(self.heads_up_uncapped, bool):
            raise SetupError(f"heads_up_uncapped muss True, False oder None (nach Spielart) sein, erhalten: "
                             f"{self.heads_up_uncapped!r} (L6).", key="bad_rules")
        if self.rake is not None and not isinstance(self.rake, Rake):
            raise SetupError(f"{self.rake!r} ist keine Rake-Regel; erlaubt: Rake(...) oder None (X1).",
                             key="bad_rules")

    # ----------------------------------------------------------------- named constructors

    @classmethod
    def no_limit(cls, small_blind: int = 1, big_blind: int = 2, **settings: object) -> RuleSet:
        return cls(Structure.NO_LIMIT, small_blind, big_blind, **settings)  # type: ignore[arg-type]

    @classmethod
    def pot_limit(cls, small_blind: int = 1, big_blind: int = 2, **settings: object) -> RuleSet:
        return cls(Structure.POT_LIMIT, small_blind, big_blind, **settings)  # type: ignore[arg-type]

    @classmethod
    def fixed_limit(cls, small_bet: int, big_bet: int | None = None, *, small_blind: int | None = None,
                    big_blind: int | None = None, small_blind_share: SmallBlindShare = SmallBlindShare.HALF,
                    chip: int = 1, **settings: object) -> RuleSet:
        """Fixed limit ``small_bet/big_bet`` with the card rooms' blinds by default (B2).

        The big blind equals the small bet; the small blind is half of it, rounded down to the
        smallest chip in use (``chip``): 2/4 -> 1 and 2, 10/20 -> 5 and 10, 5/10 -> 2 and 5 (B2
        standard, sources 001, 004; never 2.50 at 5/10). Variant
        ``small_blind_share=SmallBlindShare.TWO_THIRDS``: two thirds, rounded down the same way:
        3/6 -> 2 and 3, 15/30 with 5-chips -> 10 and 15. ``big_bet`` defaults to twice the small
        bet (L3).
        """
        if not isinstance(small_blind_share, SmallBlindShare):
            allowed = ", ".join(f"SmallBlindShare.{m.name}" for m in SmallBlindShare)
            raise SetupError(f"Die Einstellung small_blind_share={small_blind_share!r} gibt es nicht. Erlaubt: "
                             f"{allowed} (B2).", key="bad_rules")
        if not is_whole_number(chip) or chip < 1:
            raise SetupError(f"Der kleinste Chip ist {chip!r}; erlaubt ist eine ganze Zahl ab 1 (B2).", key="bad_rules")
        bb = small_bet if big_blind is None else big_blind
        share = (1, 2) if small_blind_share is SmallBlindShare.HALF else (2, 3)
        sb = (small_bet * share[0] // share[1] // chip * chip if is_whole_number(small_bet) else small_bet) \
            if small_blind is None else small_blind
        big = (2 * small_bet if is_whole_number(small_bet) else small_bet) if big_bet is None else big_bet
        return cls(Structure.FIXED_LIMIT, sb, bb, small_bet, big, **settings)  # type: ignore[arg-type]

    @classmethod
    def spread_limit(cls, lower_limit: int, upper_limit: int, *, small_blind: int, big_blind: int,
                     **settings: object) -> RuleSet:
        """Spread (split) limit: any bet from the minimum up to ``lower_limit`` in the first two
        rounds and up to ``upper_limit`` on turn and river (L5)."""
        return cls(Structure.SPREAD_LIMIT, small_blind, big_blind, lower_limit, upper_limit,
                   **settings)  # type: ignore[arg-type]

    # ----------------------------------------------------------------- derived values

    @property
    def lower_limit(self) -> int:
        """Small bet (fixed) or largest bet (spread) preflop and on the flop (L3, L5)."""
        return self.big_blind if self.small_bet is None else self.small_bet

    @property
    def upper_limit(self) -> int:
        """Big bet (fixed) or largest bet (spread) on turn and river (L3, L5)."""
        return 2 * self.lower_limit if self.big_bet is None else self.big_bet

    def limit_for_round(self, round_index: int) -> int:
        """The limit of betting round 0 (preflop), 1 (flop), 2 (turn) or 3 (river)."""
        return self.lower_limit if round_index < 2 else self.upper_limit

    @property
    def opening_bet(self) -> int:
        """Smallest opening bet in no limit, pot limit and spread limit (W10 and its variant)."""
        return self.big_blind if self.min_bet is MinBet.BIG_BLIND else self.small_blind

    @property
    def burns(self) -> int:
        """Burn cards of a full hand: before flop, turn, river (K2), one more with the variant."""
        return 4 if self.burn_before_hole_cards else 3

    def describe(self) -> str:
        """The rule set in German, one paragraph (:func:`holdem.narration.rules.rules_text`)."""
        s, rake = self.structure, self.rake
        return rules_text(RulesFacts(
            structure=s.value, structure_name=s.german, is_limit=s.is_limit,
            small_blind=self.small_blind, big_blind=self.big_blind,
            lower_limit=self.lower_limit, upper_limit=self.upper_limit,
            raise_cap=self.raise_cap, heads_up_uncapped=self.heads_up_uncapped,
            ante=self.ante, big_blind_ante=self.big_blind_ante,
            min_bet_small_blind=self.min_bet is MinBet.SMALL_BLIND,
            min_raise_small_blind=self.min_raise is MinRaise.SMALL_BLIND,
            burn_before_hole_cards=self.burn_before_hole_cards,
            showdown_left_of_button=self.showdown_order is ShowdownOrder.LEFT_OF_BUTTON,
            odd_chip_carried=self.odd_chip is OddChip.CARRY,
            muck_losers=self.muck_losers, all_in_showdown=bool(self.all_in_showdown),
            rake="none" if rake is None else "main_pot_first" if rake.split is RakeSplit.MAIN_POT_FIRST
            else "proportional"))
