"""Tournaments as text (G6, B12, A8): a pile of chips counted by colour, the blind level at
given minutes, and the table after a hand in which a player went out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from holdem.blinds import BlindSchedule
from holdem.chips import CHIP_SET, stack_value
from holdem.table import Table
from holdem.teach.text import seat_label, text_table


def chips_table(counts: Mapping[str, int]) -> str:
    """Colour, count, value and sum per colour, lowest value first, and the total (G6)."""
    rows = []
    for chip in reversed(CHIP_SET):
        count = counts.get(chip.colour, 0)
        if count:
            rows.append((chip.colour, count, chip.value, stack_value({chip.colour: count})))
    total = stack_value(counts)
    pieces = sum(counts.values())
    return (text_table(["Farbe", "Anzahl", "Wert", "Summe"], rows, right=[1, 2, 3])
            + f"\nZusammen: {pieces} Chips im Wert von {total}.")


def levels_at(schedule: BlindSchedule, minutes: Sequence[float], stack: int | None = None) -> str:
    """For each time: the level (counted from 1) and its blinds; with ``stack`` also how many big
    blinds that stack is worth then (B12)."""
    rows = []
    for minute in minutes:
        index = schedule.level_index_at(minute)
        level = schedule.levels[index]
        row: list[object] = [minute, index + 1, level.small, level.big, level.ante or "–"]
        if stack is not None:
            row.append(f"{round(stack / level.big, 1):g}".replace(".", ","))
        rows.append(row)
    headers = ["Minute", "Stufe", "Small Blind", "Big Blind", "Ante"]
    if stack is not None:
        headers.append(f"{stack} Chips = … Big Blinds")
    return text_table(headers, rows, right=list(range(len(headers))))


def standings(table: Table) -> str:
    """Who sits where with how many chips, and who is out, in the order they went out (A8)."""
    rows = [(seat_label(s), p.name, p.stack, "ausgeschieden" if p.busted else "spielt")
            for s, p in enumerate(table.seats) if p is not None]
    text = text_table(["Sitz", "Spieler", "Chips", "Status"], rows, right=[2])
    if table.eliminated:
        text += "\nAusgeschieden: " + ", ".join(table.eliminated) + "."
    return text
