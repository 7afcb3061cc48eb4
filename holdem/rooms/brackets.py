"""The bracket layout shared by partypoker and 888/Pacific: amounts in brackets
(``calls [$0.30 USD]``, ``collected [ $5.70 ]``), ``** Dealing Flop ** [ 8s, 5c, 6h ]``, names
without a colon. Bets and raises are the chips added by the action, not the new total.
"""

from __future__ import annotations

import re

from holdem.rooms.record import ActionLine, CollectLine, PostLine, RoomRecord, SeatLine
from holdem.rooms.text import HandText, amount, cards, player_line

__all__ = ["parse_lines"]

_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<name>.+?) \(\s*(?P<stack>[^()]*?)\s*\)\s*(?P<rest>.*)$")
_BUTTON = re.compile(r"Seat (?P<seat>\d+) is the button")
_DEAL = re.compile(r"\*\* Dealing (?P<street>down cards|flop|turn|river) \*\*\s*:?\s*(?P<cards>.*)$", re.IGNORECASE)
_STREETS = {"flop": 1, "turn": 2, "river": 3}
_BRACKET = re.compile(r"\[([^\]]*)\]")


def _bracket(rest: str) -> str:
    found = _BRACKET.search(rest)
    return found.group(1) if found else rest


def parse_lines(hand: HandText, record: RoomRecord, start: int) -> RoomRecord:
    """Read seats, posts, actions and results from ``hand.lines[start:]`` into ``record``."""
    names: list[str] = []
    street = -1
    for offset, line in enumerate(hand.lines[start:], start=start):
        number = hand.first_line + offset
        if not line or line.startswith("#Game No"):
            continue
        if found := _BUTTON.search(line):
            record.button_seat = int(found.group("seat"))
            continue
        if street == -1 and (found := _SEAT.match(line)):
            record.seats.append(SeatLine(int(found.group("seat")), found.group("name"), amount(found.group("stack")),
                                         "out" in found.group("rest").lower(), number))
            names = sorted((s.name for s in record.seats), key=len, reverse=True)
            continue
        if found := _DEAL.match(line):
            which = found.group("street").lower()
            street = _STREETS.get(which, 0)
            if street:
                record.board[street] = cards(found.group("cards"))
            continue
        if line.startswith("** Summary"):
            record.finished = True
            continue
        split = player_line(line, number, names, record.hole, record.unread)
        if split is None:
            continue
        who, rest = split
        low = rest.lower()
        if low.startswith("posts "):
            text = _bracket(rest)
            if "dead" in low and "+" in text:  # 888: "posts dead blind [$1 + $2]": small dead, big live
                small, big = (amount(x) for x in text.split("+"))
                record.posts.append(PostLine(who, "both_blinds", big, number, dead=small))
            elif "big blind + dead" in low:  # partypoker: one sum, the big blind live and the rest dead
                total = amount(text)
                big = record.big_blind or total
                record.posts.append(PostLine(who, "both_blinds", big, number, dead=total - big))
            else:
                kind = ("ante" if "ante" in low else "small_blind" if "small" in low
                        else "big_blind" if "big" in low else "dead")
                record.posts.append(PostLine(who, kind, amount(text), number))
        elif low.startswith(("folds", "checks")):
            record.actions.append(ActionLine(max(street, 0), who, "fold" if low[0] == "f" else "check", None, number))
        elif low.startswith(("calls", "bets", "raises")):
            kind = {"c": "call", "b": "bet", "r": "raise_by"}[low[0]]
            record.actions.append(ActionLine(max(street, 0), who, kind, amount(_bracket(rest)), number))
        elif low.startswith("is all-in"):
            record.actions.append(ActionLine(max(street, 0), who, "all_in", amount(_bracket(rest)), number))
        elif low.startswith(("shows", "doesn't show", "mucks")):
            shown = cards(_bracket(rest))
            if shown:
                record.shown[who] = shown
            if not low.startswith("shows"):
                record.mucked.add(who)
        elif low.startswith(("wins", "collected")):
            pot = "side pot" + low.split("side pot")[1].split(" with")[0] if "side pot" in low else (
                "main pot" if "main pot" in low else "")
            text = _bracket(rest) if "[" in rest else rest.split()[1]
            record.collected.append(CollectLine(who, amount(text), pot.strip(), number))
            record.finished = True
        elif low.startswith(("does not show", "did not show")):
            record.mucked.add(who)
        else:
            record.unread.append((number, line))
    return record
