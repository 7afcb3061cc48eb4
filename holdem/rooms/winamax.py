"""Winamax hand histories (cash games, Go Fast, tournaments; euros with the sign after the
amount). Names come without a colon (``Gogo yubari folds``), so lines are matched against the
seated names; the uncalled bet is not written (the builder works it out, A7).
"""

from __future__ import annotations

import re
from decimal import Decimal

from holdem.rooms.record import ActionLine, CollectLine, PostLine, RoomRecord, SeatLine
from holdem.rooms.text import HandText, amount, cards, player_line

__all__ = ["HEADER", "parse"]

HEADER = re.compile(r"Winamax Poker - ")
_HEAD = re.compile(r"HandId: #(?P<id>[\d-]+) - (?P<game>[^(]*)\((?P<stakes>[^)]*)\)")
_TABLE = re.compile(r"Table: .*Seat #(?P<button>\d+) is the button")
_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>[^()]*)\)(?P<rest>.*)$")
_STREET = re.compile(r"\*\*\* (?P<name>[A-Z/ -]+?) \*\*\*(?P<rest>.*)$")
_STREETS = {"PRE-FLOP": 0, "FLOP": 1, "TURN": 2, "RIVER": 3}
_TOTAL = re.compile(r"Total pot (?P<pot>\S+) \| (?:Rake (?P<rake>\S+)|No rake)")


def parse(hand: HandText) -> RoomRecord:
    lines = hand.lines
    head = _HEAD.search(lines[0])
    record = RoomRecord(room="Winamax", hand_id=head.group("id") if head else "?", first_line=hand.first_line,
                        uncalled_in_collected=True)
    if head:
        game = head.group("game").strip().lower()
        if not game.startswith("holdem"):
            record.game = head.group("game").strip()
        record.structure = "FL" if "fixed" in game else "PL" if "pot" in game else "NL"
        parts = [amount(x) for x in head.group("stakes").split("/")]
        if record.structure == "FL" and len(parts) >= 2:
            record.small_bet, record.big_bet = parts[-2], parts[-1]
        elif len(parts) >= 2:
            record.small_blind, record.big_blind = parts[-2], parts[-1]
    record.tournament = "Tournament" in lines[0] or "Go Fast" in lines[0] and "€" not in lines[0]
    if not record.tournament:
        record.currency = "EUR" if "€" in lines[0] else None
    names: list[str] = []
    street = -1
    summary = False
    for offset, line in enumerate(lines[1:], start=1):
        number = hand.first_line + offset
        if not line:
            continue
        if found := _TABLE.match(line):
            record.button_seat = int(found.group("button"))
            continue
        if found := _STREET.match(line):
            name = found.group("name")
            if name == "SUMMARY":
                summary = record.finished = True
            elif name in _STREETS:
                street = _STREETS[name]
                got = re.findall(r"\[([^\]]*)\]", found.group("rest"))
                if street and got:
                    record.board[street] = cards(got[-1])
            elif name.startswith(("FIRST", "SECOND")):
                record.boards_run = 2
            continue
        if summary:
            if found := _TOTAL.match(line):
                record.total_pot = amount(found.group("pot"))
                record.rake = amount(found.group("rake")) if found.group("rake") else Decimal(0)
            continue
        if street == -1 and (found := _SEAT.match(line)):
            record.seats.append(SeatLine(int(found.group("seat")), found.group("name"),
                                         amount(found.group("stack")), "out" in found.group("rest"), number))
            names = sorted((s.name for s in record.seats), key=len, reverse=True)
            continue
        split = player_line(line, number, names, record.hole, record.unread)
        if split is None:
            continue
        who, rest = split
        words = rest.split()
        verb = words[0] if words else ""
        if rest.startswith("posts "):
            kind = ("ante" if " ante" in rest else "small_blind" if "small blind" in rest
                    else "big_blind" if "big blind" in rest else "dead")
            record.posts.append(PostLine(who, kind, amount(rest.split("blind" if "blind" in rest else "ante")[-1]),
                                         number))
        elif verb in ("folds", "checks"):
            record.actions.append(ActionLine(max(street, 0), who, verb[:-1], None, number))
        elif verb in ("calls", "bets"):
            record.actions.append(ActionLine(max(street, 0), who, verb[:-1], amount(words[1]), number))
        elif verb == "raises":
            record.actions.append(ActionLine(max(street, 0), who, "raise_to", amount(rest.split(" to ")[-1]), number))
        elif verb == "shows":
            record.shown[who] = cards(rest.split("]")[0])
        elif verb == "collected":
            record.collected.append(CollectLine(who, amount(words[1]), " ".join(words[3:]), number))
            record.finished = True
        elif verb in ("mucks", "doesn't"):
            record.mucked.add(who)
        else:
            record.unread.append((number, line))
    return record
