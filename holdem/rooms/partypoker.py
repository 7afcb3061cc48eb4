"""partypoker hand histories (``***** Hand History for Game …``): cash games and tournaments
in no, pot and fixed limit. The lines are read by :mod:`holdem.rooms.brackets`; partypoker
writes no rake and pays the uncalled bet back inside the winnings (X1, A7).
"""

from __future__ import annotations

import re

from holdem.rooms.brackets import parse_lines
from holdem.rooms.record import RoomRecord
from holdem.rooms.text import HandText, amount

__all__ = ["HEADER", "parse"]

HEADER = re.compile(r"\*\*\*\*\* Hand History [Ff]or Game (?P<id>\w+) \*\*\*\*\*")
# "$0.05/$0.10 USD NL Texas Hold'em - …", or with the table's buy-in only: "$10 USD NL …".
_STAKES = re.compile(r"(?:(?P<low>[$€£]?[\d.,]+)/(?P<high>[$€£]?[\d.,]+)|(?P<buyin>[$€£]?[\d.,]+))"
                     r"(?: (?P<currency>[A-Z]{3}))? (?P<game>.*?) - ")


def parse(hand: HandText) -> RoomRecord:
    head = HEADER.match(hand.lines[0])
    record = RoomRecord(room="partypoker", hand_id=head.group("id") if head else "?", first_line=hand.first_line,
                        uncalled_in_collected=True)
    second = next((line for line in hand.lines[1:4] if " - " in line), "")
    found = _STAKES.match(second)
    if found is None:
        record.game = "ein Format, das wir nicht lesen"
        return record
    game = found.group("game")
    if "Hold" not in game or "Omaha" in game:
        record.game = game
        return record
    record.structure = "FL" if "FL" in game or "Limit" in game and "No Limit" not in game and "Pot" not in game \
        else "PL" if "PL" in game or "Pot Limit" in game else "NL"
    record.tournament = "Tourn" in second
    if found.group("low") is None:  # only the buy-in: the blinds come from the posts
        pass
    elif record.structure == "FL":
        low, high = amount(found.group("low")), amount(found.group("high"))
        record.small_bet, record.big_bet = low, high  # the blinds come from the posts
    else:
        record.small_blind, record.big_blind = amount(found.group("low")), amount(found.group("high"))
    if not record.tournament:
        record.currency = found.group("currency") or ("USD" if "$" in second else "EUR" if "€" in second else None)
    return parse_lines(hand, record, 2)
