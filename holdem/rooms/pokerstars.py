"""PokerStars hand histories (cash, Zoom, tournaments; no, pot and fixed limit), and the
family that copies their layout: GGPoker (see :mod:`holdem.rooms.ggpoker`).

A hand starts with ``PokerStars Hand #…`` (older: ``PokerStars Game #…``, Zoom: ``PokerStars
Zoom Hand #…``); the lines are ``Name: action amount``, rounds begin with ``*** FLOP ***`` and
the like, raises are written ``raises X to Y`` (Y is the total).
"""

from __future__ import annotations

import re
from decimal import Decimal

from holdem.rooms.record import ActionLine, CollectLine, PostLine, RoomRecord, SeatLine
from holdem.rooms.text import HandText, amount, cards

__all__ = ["HEADER", "parse"]

HEADER = re.compile(r"(?:PokerStars (?:Zoom |Home Game )?(?:Hand|Game)|Mão PokerStars|Poker Hand) #\w+:")

_HEAD = re.compile(r"#(?P<id>\w+):(?P<rest>.*)$")
_TABLE = re.compile(r"Table '(?P<table>[^']*)'.*?(?:Seat #(?P<button>\d+) is the button)?\s*$")
_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]*?) in chips(?:[^()]*)\)(?P<rest>.*)$")
_POST = re.compile(r"(?P<name>.+?): (?:posts (?P<kind>small blind|big blind|the ante|small & big blinds)|"
                   r"(?P<straddle>straddle)) (?P<amount>\S+)")
_ACTION = re.compile(r"(?P<name>.+?): (?P<verb>folds|checks|calls|bets|raises)"
                     r"(?: (?P<a>[^\s]+))?(?: to (?P<b>[^\s]+))?(?P<allin> and is all-in)?")
_STREET = re.compile(r"\*\*\* (?P<name>[A-Z0-9 ]+?) \*\*\*(?P<rest>.*)$")
_DEALT = re.compile(r"Dealt to (?P<name>.+?)(?: \[(?P<cards>[^\]]*)\])?\s*$")
_SHOWS = re.compile(r"(?P<name>.+?): shows \[(?P<cards>[^\]]*)\]")
_MUCKS = re.compile(r"(?P<name>.+?): (?:mucks hand|doesn't show hand)")
_UNCALLED = re.compile(r"Uncalled bet \((?P<amount>[^)]+)\) returned to (?P<name>.+)$")
_COLLECTED = re.compile(r"(?P<name>.+?) collected (?P<amount>\S+) from (?P<pot>(?:main |side )?pot(?:[- ]\d+)?)")
_TOTAL = re.compile(r"Total pot (?P<pot>\S+).*?\| Rake (?P<rake>\S+)(?P<rest>.*)$")
_FEE = re.compile(r"\| (?:Jackpot|Bingo|Fortune|Tax) (?P<amount>\S+)")
_STREETS = {"FLOP": 1, "TURN": 2, "RIVER": 3, "HOLE CARDS": 0, "PRE-FLOP": 0}
_CURRENCIES = (("USD", "USD"), ("EUR", "EUR"), ("GBP", "GBP"), ("$", "USD"), ("€", "EUR"), ("£", "GBP"))


def _game(rest: str, record: RoomRecord) -> None:
    """Game, structure, stakes, tournament and currency from the header's text after the id."""
    if "Hold'em" not in rest and "Holdem" not in rest:
        found = re.search(r"(Omaha[^-(]*|Razz|7 Card Stud[^-(]*|5 Card Draw|Triple Draw[^-(]*|Courchevel|"
                          r"Badugi|HORSE|8-Game|Mixed[^-(]*)", rest)
        record.game = found.group(1).strip() if found else rest.strip()[:40] or "ein anderes Spiel"
        return
    if "Split Hold'em" in rest or "6+" in rest or "Short Deck" in rest:
        record.game = "Split Hold'em" if "Split" in rest else "Short Deck Hold'em (6+)"
        return
    record.structure = "PL" if "Pot Limit" in rest else "NL" if "No Limit" in rest else "FL"
    record.tournament = "Tournament" in rest or "Torneio" in rest
    stakes = re.findall(r"\(([^()/]+)/([^()/]+?)(?:\)| -| [A-Z]{3}\))", rest)
    if stakes:
        low, high = (amount(x) for x in stakes[-1])
        if record.structure == "FL":
            record.small_bet, record.big_bet = low, high
        else:
            record.small_blind, record.big_blind = low, high
    if not record.tournament:
        record.currency = next((code for mark, code in _CURRENCIES if mark in rest), None)


def parse(hand: HandText, room: str = "PokerStars") -> RoomRecord:
    lines = hand.lines
    head = _HEAD.search(lines[0])
    record = RoomRecord(room=room, hand_id=head.group("id") if head else "?", first_line=hand.first_line)
    if head:
        _game(head.group("rest"), record)
    street = -1  # before the hole cards
    summary = False
    for offset, line in enumerate(lines[1:], start=1):
        number = hand.first_line + offset
        if not line.strip():
            continue
        if street == -1 and (found := _TABLE.match(line)):
            if found.group("button"):
                record.button_seat = int(found.group("button"))
            continue
        if found := _STREET.match(line):
            name = found.group("name")
            if name == "SUMMARY":
                summary = True
                record.finished = True
            elif name in _STREETS:
                street = _STREETS[name]
                if street:
                    got = re.findall(r"\[([^\]]*)\]", found.group("rest"))
                    if got:
                        record.board[street] = cards(got[-1])
            elif name.startswith(("FIRST", "SECOND", "THIRD")):
                record.boards_run = max(record.boards_run, 2)
            elif name in ("SHOW DOWN", "SHOWDOWN"):
                pass
            continue
        if summary:
            if found := _TOTAL.match(line):
                record.total_pot = amount(found.group("pot"))
                record.rake = amount(found.group("rake"))
                record.extra_fees = sum((amount(f) for f in _FEE.findall(found.group("rest"))), Decimal(0))
            elif line.startswith("Board ") and street >= 0:
                pass
            continue
        if street == -1 and (found := _SEAT.match(line)):
            rest = found.group("rest")
            record.seats.append(SeatLine(int(found.group("seat")), found.group("name"), amount(found.group("stack")),
                                         sitting_out="sitting out" in rest or "out of hand" in rest, line=number))
            continue
        if found := _POST.match(line):
            kind = {"small blind": "small_blind", "big blind": "big_blind", "the ante": "ante",
                    "small & big blinds": "both_blinds"}.get(found.group("kind") or "", "straddle")
            value = amount(found.group("amount"))
            if kind == "both_blinds":
                # "posts small & big blinds $0.15": the big blind live, the rest dead (B8).
                big = record.big_blind or value
                record.posts.append(PostLine(found.group("name"), kind, big, number, dead=value - big))
            else:
                record.posts.append(PostLine(found.group("name"), kind, value, number))
            continue
        if found := _ACTION.match(line):
            verb, a, b = found.group("verb"), found.group("a"), found.group("b")
            try:
                if verb in ("folds", "checks"):
                    record.actions.append(ActionLine(max(street, 0), found.group("name"), verb[:-1], None, number))
                elif verb == "raises":
                    record.actions.append(ActionLine(max(street, 0), found.group("name"), "raise_to",
                                                     amount(b or a or ""), number))
                else:
                    record.actions.append(ActionLine(max(street, 0), found.group("name"), verb[:-1],
                                                     amount(a or ""), number))
                continue
            except ValueError:
                pass
        if found := _DEALT.match(line):
            if found.group("cards"):
                record.hole[found.group("name")] = cards(found.group("cards"))
            continue
        if found := _SHOWS.match(line):
            record.shown[found.group("name")] = cards(found.group("cards"))
            continue
        if found := _MUCKS.match(line):
            record.mucked.add(found.group("name"))
            continue
        if found := _UNCALLED.match(line):
            name = found.group("name").strip()
            record.uncalled[name] = record.uncalled.get(name, Decimal(0)) + amount(found.group("amount"))
            continue
        if found := _COLLECTED.match(line):
            record.collected.append(CollectLine(found.group("name"), amount(found.group("amount")),
                                                found.group("pot"), number))
            record.finished = True
            continue
        if "was run twice" in line or "was run three times" in line or "run it twice" in line.lower():
            record.boards_run = 3 if "three" in line else 2
            continue
        record.unread.append((number, line))
    return record
