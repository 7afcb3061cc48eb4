"""888poker / Pacific / Cassava hand histories (``***** 888poker Hand History for Game …``):
cash games and tournaments, no and fixed limit. The lines are read by
:mod:`holdem.rooms.brackets`; 888 writes no rake and no uncalled bet (X1, A7 worked out).
"""

from __future__ import annotations

import re

from holdem.rooms.brackets import parse_lines
from holdem.rooms.record import RoomRecord
from holdem.rooms.text import HandText, amount

__all__ = ["HEADER", "parse"]

# "#Game No : 123" stands before the header in some exports; the hand starts at the header.
HEADER = re.compile(r"\*\*\*\*\* (?:888poker|888\.es|Cassava|Pacific Poker)[^*]*Hand History for Game (?P<id>\d+)")
_STAKES = re.compile(r"(?P<low>[$€£]?[\d.,]+)/(?P<high>[$€£]?[\d.,]+) Blinds (?P<game>.*?) - ")


def parse(hand: HandText) -> RoomRecord:
    head = HEADER.match(hand.lines[0])
    record = RoomRecord(room="888", hand_id=head.group("id") if head else "?", first_line=hand.first_line)
    second = hand.lines[1] if len(hand.lines) > 1 else ""
    found = _STAKES.match(second)
    if found is None:
        record.game = "ein Format, das wir nicht lesen"
        return record
    game = found.group("game")
    if "Holdem" not in game and "Hold'em" not in game:
        record.game = game
        return record
    record.structure = "FL" if "Fix" in game else "PL" if "Pot" in game else "NL"
    low, high = amount(found.group("low")), amount(found.group("high"))
    record.tournament = any(line.startswith("Tournament #") for line in hand.lines[2:4])
    record.small_blind, record.big_blind = low, high
    if record.structure == "FL":
        record.small_bet, record.big_bet = high, 2 * high
    if not record.tournament:
        record.currency = "USD" if "$" in second else "EUR" if "€" in second else "GBP" if "£" in second else None
    return parse_lines(hand, record, 2)
