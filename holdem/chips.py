"""Chips instead of cash (G6): an example chip set and the starting stack of 4000."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from holdem.errors import ChipError
from holdem.narration.chips import starting_stack_text


@dataclass(frozen=True)
class Chip:
    colour: str  # German colour name
    value: int


# The example set of G6, highest value first.
CHIP_SET: tuple[Chip, ...] = (
    Chip("weiß", 1000),
    Chip("rot", 500),
    Chip("blau", 250),
    Chip("schwarz", 100),
    Chip("grün", 50),
)
_BY_COLOUR = {chip.colour: chip for chip in CHIP_SET}

# G6: 10 x 50 + 10 x 100 + 2 x 250 + 2 x 500 + 1 x 1000 = 4000.
STARTING_STACK: dict[str, int] = {"grün": 10, "schwarz": 10, "blau": 2, "rot": 2, "weiß": 1}


def stack_value(counts: Mapping[str, int]) -> int:
    """Total value of a pile of chips given as ``{colour: count}``."""
    total = 0
    for colour, count in counts.items():
        if colour not in _BY_COLOUR:
            allowed = ", ".join(f"{c.colour} ({c.value})" for c in CHIP_SET)
            raise ChipError(
                f"Die Chipfarbe „{colour}“ gibt es im Beispielsatz nicht. Erlaubt: {allowed}.",
                key="unknown_colour",
            )
        if count < 0:
            raise ChipError(
                f"Von {colour} kann man nicht {count} Chips haben: die Anzahl ist 0 oder mehr.",
                key="negative_count",
            )
        total += _BY_COLOUR[colour].value * count
    return total


def fewest_chips(amount: int) -> dict[str, int]:
    """The amount in as few chips as possible (largest values first); multiples of 50 only."""
    smallest = CHIP_SET[-1].value
    if amount < 0 or amount % smallest:
        raise ChipError(
            f"{amount} lässt sich mit diesen Chips nicht legen: erlaubt sind Vielfache von {smallest}, ab 0.",
            key="not_payable",
        )
    counts: dict[str, int] = {}
    for chip in CHIP_SET:
        count, amount = divmod(amount, chip.value)
        if count:
            counts[chip.colour] = count
    return counts


def describe_starting_stack() -> str:
    """German sentence with the count of each colour and the total
    (:func:`holdem.narration.chips.starting_stack_text`)."""
    return starting_stack_text([(STARTING_STACK[c.colour], c.value, c.colour) for c in reversed(CHIP_SET)],
                               stack_value(STARTING_STACK))
