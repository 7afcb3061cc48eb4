"""Blind sizes, table limits and tournament blind levels (B2, B11, B12)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from holdem.amounts import too_large, too_large_text
from holdem.checks import is_whole_number
from holdem.errors import BlindError
from holdem.narration.blinds import schedule_text, stakes_text


@dataclass(frozen=True)
class Blinds:
    """What is forced before the cards: small blind, big blind and an optional ante per player,
    or with ``big_blind_ante`` one ante for the whole table paid by the big blind (C8)."""

    small: int
    big: int
    ante: int = 0
    big_blind_ante: bool = False

    def __post_init__(self) -> None:
        for field_name in ("small", "big", "ante"):
            value = getattr(self, field_name)
            if too_large(value):
                raise BlindError(too_large_text({"small": "Der Small Blind", "big": "Der Big Blind",
                                                  "ante": "Die Ante"}[field_name]), key="blind_not_int")
            if is_whole_number(value):
                object.__setattr__(self, field_name, int(value))  # numpy integers become plain int
        for name, value in (("Small Blind", self.small), ("Big Blind", self.big), ("Ante", self.ante)):
            if isinstance(value, bool) or not isinstance(value, int):
                raise BlindError(
                    f"{name} muss eine ganze Zahl von Chips sein (erhalten: {value!r}).", key="blind_not_int"
                )
        if self.small <= 0 or self.big <= 0 or self.ante < 0:
            raise BlindError(
                f"Blinds müssen positiv sein, die Ante 0 oder mehr (erhalten: Small Blind "
                f"{self.small}, Big Blind {self.big}, Ante {self.ante}).",
                key="blind_not_positive",
            )
        if self.small > self.big:
            raise BlindError(
                f"Der Small Blind ({self.small}) darf nicht größer sein als der Big Blind ({self.big}).",
                key="small_above_big",
            )
        if not isinstance(self.big_blind_ante, bool):
            raise BlindError(f"Die Angabe Big-Blind-Ante ist {str(self.big_blind_ante)[:40]!r}: erlaubt ist nur "
                             "Ja oder Nein (True oder False) (C8).", key="bad_big_blind_ante")

    @classmethod
    def from_rules(cls, rules: Any) -> Blinds:
        """The blinds of a :class:`holdem.rules.RuleSet` (it sizes them, e.g. B2's fixed-limit blinds)."""
        return cls(rules.small_blind, rules.big_blind, getattr(rules, "ante", 0),
                   bool(getattr(rules, "ante", 0)) and getattr(rules, "big_blind_ante", False))

    def __str__(self) -> str:
        return stakes_text(self.small, self.big, self.ante, self.big_blind_ante)


@dataclass(frozen=True)
class TableLimits:
    """Seats and buy-in (B11, G2): at most ``max_seats`` players, buy-in between the two bounds."""

    max_seats: int = 10
    min_buy_in: int = 1
    max_buy_in: int | None = None

    def __post_init__(self) -> None:
        from holdem.positions import MAX_PLAYERS  # the deck's hard limit (G2)

        for name in ("max_seats", "min_buy_in", "max_buy_in"):
            value = getattr(self, name)
            if value is None and name == "max_buy_in":
                continue
            if not is_whole_number(value):
                raise BlindError(f"{name}={str(value)[:40]!r} ist keine ganze Zahl. Erlaubt: ganze Zahlen "
                                 "(B11, G2).", key="bad_table_limits")
        if not 2 <= self.max_seats <= MAX_PLAYERS:
            raise BlindError(
                f"Ein Tisch hat 2 bis {MAX_PLAYERS} Plätze (G2), nicht {self.max_seats}.", key="bad_max_seats"
            )
        if self.min_buy_in < 1 or (self.max_buy_in is not None and self.max_buy_in < self.min_buy_in):
            raise BlindError(
                f"Das Buy-in braucht 1 ≤ Minimum ≤ Maximum (erhalten: {self.min_buy_in} bis "
                f"{self.max_buy_in}).",
                key="bad_buy_in_limits",
            )

    @classmethod
    def online(cls, lower_limit: int, *, max_seats: int = 10) -> TableLimits:
        """B11's online room: at most 10 players, minimum buy-in 10 times the lower limit."""
        return cls(max_seats=max_seats, min_buy_in=10 * lower_limit)


@dataclass(frozen=True)
class BlindLevel:
    """One level of a tournament schedule (B12)."""

    small: int
    big: int
    ante: int = 0
    minutes: int = 15
    big_blind_ante: bool = False  # C8: the ante is one for the table, paid by the big blind

    def __post_init__(self) -> None:
        Blinds(self.small, self.big, self.ante, self.big_blind_ante)  # same checks
        if self.minutes <= 0:
            raise BlindError(
                f"Eine Blindstufe dauert mindestens eine Minute (erhalten: {self.minutes}).",
                key="bad_level_minutes",
            )

    @property
    def blinds(self) -> Blinds:
        return Blinds(self.small, self.big, self.ante, self.big_blind_ante)


@dataclass(frozen=True)
class BlindSchedule:
    """Blind levels fixed in advance; each lasts its ``minutes``; the last one stays (B12)."""

    levels: tuple[BlindLevel, ...]

    def __post_init__(self) -> None:
        if isinstance(self.levels, (str, bytes)) or not isinstance(self.levels, (tuple, list)) \
                or not all(isinstance(x, BlindLevel) for x in self.levels):
            raise BlindError(f"{str(self.levels)[:40]!r} sind keine Blindstufen. Erlaubt: eine Liste von "
                             "BlindLevel(...).", key="bad_schedule")
        if not self.levels:
            raise BlindError("Ein Blindplan braucht mindestens eine Stufe.", key="empty_schedule")
        for lower, higher in zip(self.levels, self.levels[1:]):
            if higher.big < lower.big:
                raise BlindError(
                    f"Die Blinds dürfen im Plan nicht sinken ({lower.small}/{lower.big} vor "
                    f"{higher.small}/{higher.big}).",
                    key="falling_blinds",
                )

    @classmethod
    def every(cls, minutes: int, blinds: Sequence[tuple[int, int] | tuple[int, int, int]]) -> BlindSchedule:
        """Levels of equal length: ``every(15, [(25, 50), (50, 100), (100, 200, 25)])``."""
        return cls(
            tuple(BlindLevel(*b[:2], ante=(b[2] if len(b) > 2 else 0), minutes=minutes) for b in blinds)
        )

    def level_index_at(self, minutes: float) -> int:
        """0-based number of the level that runs at ``minutes`` after the start."""
        if minutes < 0:
            raise BlindError(
                f"Die Zeit seit Turnierbeginn kann nicht negativ sein ({minutes} Minuten).",
                key="negative_time",
            )
        end = 0
        for index, level in enumerate(self.levels):
            end += level.minutes
            if minutes < end:
                return index
        return len(self.levels) - 1

    def level_at(self, minutes: float) -> BlindLevel:
        """The level that runs at ``minutes`` after the start (the last level stays for good)."""
        return self.levels[self.level_index_at(minutes)]

    def describe(self) -> str:
        """One line per level (:func:`holdem.narration.blinds.schedule_text`)."""
        return schedule_text(self.levels)


# An example schedule in 15-minute levels for the starting stack of 4000 (G6, B12).
EXAMPLE_SCHEDULE = BlindSchedule.every(
    15,
    [
        (25, 50),
        (50, 100),
        (75, 150),
        (100, 200),
        (150, 300, 25),
        (200, 400, 50),
        (300, 600, 75),
        (400, 800, 100),
    ],
)
