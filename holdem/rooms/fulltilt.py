"""Full Tilt Poker hand histories (cash, Cap NL, sit & go, tournaments): ``Full Tilt Poker
Game #…`` headers, names without a colon, ``raises to X`` with the total, ``wins the pot (X)``.
"""

from __future__ import annotations

import re
from decimal import Decimal

from holdem.rooms.record import ActionLine, CollectLine, PostLine, RoomRecord, SeatLine
from holdem.rooms.text import HandText, amount, cards, player_line

__all__ = ["HEADER", "parse"]

HEADER = re.compile(r"Full Tilt Poker Game #(?P<id>\d+): (?P<rest>.*)$")
_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[^()]*)\)(?P<rest>.*)$")
_BUTTON = re.compile(r"The button is in seat #(?P<seat>\d+)")
_STREET = re.compile(r"\*\*\* (?P<name>[A-Z0-9 ]+?) \*\*\*(?P<rest>.*)$")
_STREETS = {"HOLE CARDS": 0, "FLOP": 1, "TURN": 2, "RIVER": 3}
_UNCALLED = re.compile(r"Uncalled bet of (?P<amount>\S+) returned to (?P<name>.+)$")
_TOTAL = re.compile(r"Total pot (?P<pot>\S+) .*\| Rake (?P<rake>\S+)")
_SUMMARY_WON = re.compile(r"Seat \d+: (?P<name>.+?) (?:\([a-z ]+\) )*(?:showed \[[^\]]*\] and )?"
                          r"(?:collected|won) \((?P<amount>[^)]+)\)")
_WINS = re.compile(r"(?:wins|ties for) (?P<pot>the pot|the main pot|the side pot(?: #?\d+)?|pot \d+) \((?P<amount>[^)]+)\)")


def _game(rest: str, record: RoomRecord) -> None:
    if "Hold'em" not in rest:
        found = re.search(r"(Omaha[^-]*|Razz|Stud[^-]*|Draw[^-]*|HORSE|HA)", rest)
        record.game = found.group(1).strip() if found else "ein anderes Spiel"
        return
    record.structure = "FL" if "FL" in rest or "Limit Hold'em" in rest and "No Limit" not in rest \
        and "Pot Limit" not in rest else "PL" if "PL" in rest or "Pot Limit" in rest else "NL"
    record.tournament = not rest.startswith("Table ")
    stakes = re.search(r" - (?P<low>[$€£]?[\d.,]+K?)/(?P<high>[$€£]?[\d.,]+K?)(?: Ante (?P<ante>\S+))? - ", rest)
    if stakes and "K" not in stakes.group(0):
        low, high = amount(stakes.group("low")), amount(stakes.group("high"))
        if record.structure == "FL":
            record.small_bet, record.big_bet = low, high
        else:
            record.small_blind, record.big_blind = low, high
    if not record.tournament:
        record.currency = "USD" if "$" in rest else "EUR" if "€" in rest else "GBP" if "£" in rest else None


def parse(hand: HandText) -> RoomRecord:
    head = HEADER.match(hand.lines[0])
    record = RoomRecord(room="Full Tilt", hand_id=head.group("id") if head else "?", first_line=hand.first_line)
    if head:
        _game(head.group("rest"), record)
    names: list[str] = []
    street = -1
    summary = won_before = False
    for offset, line in enumerate(hand.lines[1:], start=1):
        number = hand.first_line + offset
        if not line:
            continue
        if found := _STREET.match(line):
            name = found.group("name")
            if name.startswith("SUMMARY"):
                summary = True
                won_before = bool(record.collected)
            elif name in _STREETS:
                street = _STREETS[name]
                got = re.findall(r"\[([^\]]*)\]", found.group("rest"))
                if street and got:
                    record.board[street] = cards(got[-1])
            elif name[-1].isdigit():  # "RIVER 2", "SHOW DOWN 2": the board run more than once
                record.boards_run = 2
            continue
        if summary:
            if found := _TOTAL.match(line):
                record.total_pot, record.rake = amount(found.group("pot")), amount(found.group("rake"))
            elif (found := _SUMMARY_WON.match(line)) and not won_before:
                # Some exports name the winner only in the summary.
                record.collected.append(CollectLine(found.group("name"), amount(found.group("amount")), "", number))
                record.finished = True
            continue
        if street == -1 and (found := _SEAT.match(line)):
            record.seats.append(SeatLine(int(found.group("seat")), found.group("name"), amount(found.group("stack")),
                                         "sitting out" in found.group("rest"), number))
            names = sorted((s.name for s in record.seats), key=len, reverse=True)
            continue
        if found := _BUTTON.match(line):
            record.button_seat = int(found.group("seat"))
            continue
        if found := _UNCALLED.match(line):
            who = found.group("name").strip()
            record.uncalled[who] = record.uncalled.get(who, Decimal(0)) + amount(found.group("amount"))
            continue
        split = player_line(line, number, names, record.hole, record.unread)
        if split is None:
            continue
        who, rest = split
        words = [w.rstrip(",") for w in rest.split()]
        verb = words[0] if words else ""
        if verb == "posts" or verb == "antes":
            kind = ("ante" if verb == "antes" or "ante" in rest else "dead" if "dead" in rest
                    else "small_blind" if "small blind" in rest else "big_blind")
            record.posts.append(PostLine(who, kind, amount(words[-1] if verb == "antes" else rest.split(" of ")[-1]),
                                         number))
        elif verb in ("folds", "checks"):
            record.actions.append(ActionLine(max(street, 0), who, verb[:-1], None, number))
        elif verb in ("calls", "bets"):
            record.actions.append(ActionLine(max(street, 0), who, verb[:-1], amount(words[1]), number))
        elif verb == "raises":
            record.actions.append(ActionLine(max(street, 0), who, "raise_to", amount(words[2]), number))
        elif verb == "shows" and "[" in rest:
            record.shown[who] = cards(rest.split("]")[0])
        elif verb == "mucks":
            record.mucked.add(who)
        elif found := _WINS.match(rest):
            record.collected.append(CollectLine(who, amount(found.group("amount")), found.group("pot"), number))
            record.finished = True
        elif not (verb == "shows" or "Run It" in rest):
            record.unread.append((number, line))
        if "agree to Run It Twice" in line:
            record.boards_run = 2
    return record
