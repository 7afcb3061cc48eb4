"""Winning Poker Network hand histories (America's Cardroom, Black Chip, True Poker, …):
``Game started at: …`` then ``Game ID: … (Hold'em)``; every line of a player begins with
``Player NAME``, amounts in brackets are the chips the action adds (``raises (130)`` from the
small blind of 10 makes 140); the summary names each player's ``Collects``.
"""

from __future__ import annotations

import re
from decimal import Decimal

from holdem.rooms.record import ActionLine, CollectLine, PostLine, RoomRecord, SeatLine
from holdem.rooms.text import HandText, amount, cards, name_first

__all__ = ["HEADER", "parse"]

HEADER = re.compile(r"Game started at: \d")

_ID = re.compile(r"Game ID: (?P<id>\d+) (?P<low>[\d.,]+)/(?P<high>[\d.,]+)\b(?P<rest>.*)$")
_BUTTON = re.compile(r"Seat (?P<seat>\d+) is the button")
_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>[\d.,]+)\)\.?\s*$")
_STREET = re.compile(r"\*\*\* (?P<name>FLOP|TURN|RIVER) \*\*\*:?(?P<rest>.*)$")
_AMOUNT = re.compile(r"\((?P<amount>[\d.,]+)\)")
_UNCALLED = re.compile(r"Uncalled bet \((?P<amount>[\d.,]+)\) returned to (?P<name>.+)$")
_POT = re.compile(r"Pot: (?P<pot>[\d.,]+)\.?(?: Rake (?P<rake>[\d.,]+))?")
_COLLECTS = re.compile(r"Collects: (?P<amount>[\d.,]+)")
_SHOWN = re.compile(r"\[([^\]]*)\]")
_STRANGER = re.compile(r"Player (?P<name>.*?) ?(?P<rest>(?:ante|has (?:small|big) blind|posts|straddle|folds|checks|"
                       r"calls|bets|raises|allin)\b.*)$")
_STREETS = {"FLOP": 1, "TURN": 2, "RIVER": 3}
_POSTS = (("has small blind", "small_blind"), ("has big blind", "big_blind"), ("ante", "ante"),
          ("straddle", "straddle"))


def _game(line: str, record: RoomRecord) -> None:
    found = _ID.match(line)
    if found is None:
        record.game = "ein Format, das wir nicht lesen"
        return
    record.hand_id = found.group("id")
    rest = found.group("rest")
    game = re.findall(r"\(([^()]*)\)", rest)
    name = game[-1] if game else ""
    if "Hold" not in name or "Omaha" in name:
        record.game = name or "ein Spiel ohne Namen"
        return
    record.small_blind, record.big_blind = amount(found.group("low")), amount(found.group("high"))
    # The network names no structure in cash games (no limit is its standard); tournaments say
    # their buy-in or guarantee in the table's name.
    record.tournament = bool(re.search(r"\$[\d.,]+K? |GTD|Satellite|Freeroll|Tourn", rest))


def parse(hand: HandText) -> RoomRecord:
    record = RoomRecord(room="Winning Poker Network", hand_id="?", first_line=hand.first_line)
    lines = hand.lines
    if len(lines) > 1:
        _game(lines[1], record)
    names: list[str] = []
    street = 0
    summary = False
    for offset, line in enumerate(lines[2:], start=2):
        number = hand.first_line + offset
        if not line:
            continue
        if line.startswith("Game ended at"):
            record.finished = True
            continue
        if line.startswith("------ Summary"):
            summary = True
            continue
        if found := _BUTTON.match(line):
            record.button_seat = int(found.group("seat"))
            continue
        if not record.actions and not record.posts and (found := _SEAT.match(line)):
            record.seats.append(SeatLine(int(found.group("seat")), found.group("name"), amount(found.group("stack")),
                                         line=number))
            names = sorted((s.name for s in record.seats), key=len, reverse=True)
            continue
        if found := _STREET.match(line):
            street = _STREETS[found.group("name")]
            got = re.findall(r"\[([^\]]*)\]", found.group("rest"))
            if got:
                record.board[street] = cards(got[-1])
            continue
        if found := _UNCALLED.match(line):
            name = found.group("name").strip()
            record.uncalled[name] = record.uncalled.get(name, Decimal(0)) + amount(found.group("amount"))
            continue
        if summary and (found := _POT.match(line)):
            record.total_pot = amount(found.group("pot"))
            if found.group("rake"):
                record.rake = amount(found.group("rake"))
            continue
        body = line.lstrip("*")
        split = name_first(body[7:], names) if body.startswith("Player ") else None
        if split is None and (stranger := _STRANGER.match(body)):
            # A player the seat lines do not name (the export left his name out): the builder
            # refuses the hand with his line instead of playing it without him.
            split = stranger.group("name").strip() or "(ohne Namen)", stranger.group("rest")
        if split is None:
            if not line.startswith(("Board", "Seat ")):
                record.unread.append((number, line))
            continue
        who, rest = split
        given = _AMOUNT.search(rest)
        value = amount(given.group("amount")) if given else None
        if summary:
            if found := _COLLECTS.search(rest):
                won = amount(found.group("amount"))
                if won > 0:
                    record.collected.append(CollectLine(who, won, "", number))
            if rest.startswith("shows") and (shown := _SHOWN.search(rest)):
                record.shown[who] = cards(shown.group(1))
            continue
        if rest.startswith("received card:"):
            record.hole.setdefault(who, []).extend(cards(rest))
        elif rest.startswith(("received a card", "is timed out", "sits out", "is sitting out")):
            pass
        elif rest.startswith("posts") and value is not None:
            kind = "dead" if "dead" in rest else "big_blind"
            record.posts.append(PostLine(who, kind, value, number))
        elif value is not None and (post := next((k for text, k in _POSTS if rest.startswith(text)), None)):
            record.posts.append(PostLine(who, post, value, number))
        elif rest.startswith(("folds", "checks")):
            record.actions.append(ActionLine(street, who, "fold" if rest[0] == "f" else "check", None, number))
        elif rest.startswith(("calls", "bets", "raises", "allin")) and value is not None:
            kind = {"c": "call", "b": "bet", "r": "raise_by", "a": "all_in"}[rest[0]]
            record.actions.append(ActionLine(street, who, kind, value, number))
        elif rest.startswith("mucks"):
            record.mucked.add(who)
        elif rest.startswith("shows") and (shown := _SHOWN.search(rest)):
            record.shown[who] = cards(shown.group(1))
        else:
            record.unread.append((number, line))
    if "(JP)" in (lines[1] if len(lines) > 1 else "") and record.total_pot is not None and record.rake is not None:
        # Jackpot tables: the summary's pot is what is left after the rake and the jackpot drop,
        # and only the rake is named; the drop is the rest of what went in.
        put_in = sum((p.amount + p.dead for p in record.posts), Decimal(0))
        put_in += sum((a.amount for a in record.actions if a.amount is not None), Decimal(0))
        drop = put_in - sum(record.uncalled.values(), Decimal(0)) - record.total_pot - record.rake
        if drop > 0:
            record.extra_fees = drop
    return record
