"""Bovada, Bodog and Ignition hand histories: ``Bovada Hand #… TBL#… HOLDEM No Limit - date``.

The network names players by their position ("Dealer", "Small Blind", "UTG+1"; the reader's own
seat carries ``[ME]``), writes ``Name : Action $amount``, shows every player's hole cards
("Card dealt to a spot") and at the showdown the best five cards, not the hole cards. ``Calls``,
``Bets`` and ``All-in`` give the chips the action adds, ``Raises $x to $y`` the new total; older
Bodog files write ``Raises $y`` alone, which is the total too. What each player won is the
``Hand result`` line.
"""

from __future__ import annotations

import re
from decimal import Decimal

from holdem.german import player_name
from holdem.rooms.record import ActionLine, CollectLine, PostLine, RoomRecord, SeatLine, rename
from holdem.rooms.text import HandText, amount, cards

__all__ = ["HEADER", "parse"]

HEADER = re.compile(r"\ufeff?(?:Bovada|Bodog(?: UK)?|Ignition|Bodog\.eu) Hand #\d")

_FIRST = re.compile(r".*? Hand #(?P<id>\d+):?\s+(?:TBL#\S+\s+|Zone Poker ID#\S+\s+)?(?P<game>[A-Z']+)")
_LIMIT = re.compile(r"\b(No Limit|Pot Limit|Fixed Limit)\b")
_LEVEL = re.compile(r"Level \w+ \((?P<low>[\d,.]+)/(?P<high>[\d,.]+)\)")
_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>[$€£]?[\d.,]+) in chips\)")
_LINE = re.compile(r"(?P<name>[^:]+?) : (?P<rest>.*)$")
_STREET = re.compile(r"\*\*\* (?P<name>FLOP|TURN|RIVER) \*\*\*(?P<rest>.*)$")
_DEALER = re.compile(r"Set dealer(?:/Bring in spot)? \[(?P<seat>\d+)\]")
_MONEY = r"[$€£]?[\d.,]+"
_RAISE = re.compile(r"(?:All-in\(raise\)|Raises) (?P<first>" + _MONEY + r")(?: to (?P<to>" + _MONEY + r"))?")
_POT = re.compile(r"Total Pot\((?P<pot>" + _MONEY + r")\)(?: \| Rake \((?P<rake>" + _MONEY + r")\))?")
_STREETS = {"FLOP": 1, "TURN": 2, "RIVER": 3}
_LIMITS = {"No Limit": "NL", "Pot Limit": "PL", "Fixed Limit": "FL"}
_IGNORED = ("Seat sit out", "Seat re-join", "Seat stand", "Seat sit down", "Table leave user", "Table enter user",
            "Table deposit", "Does not show", "Sitout", "Enter(Auto)", "Leave(Auto)", "Re-join", "Ranking", "Stand",
            "Showdown", "Prize Cash", "Table enter")


def _name(raw: str) -> str:
    """The position name as one spelling: ``UTG+1  [ME]`` and ``UTG+1 [ME]`` are one player."""
    return " ".join(raw.split())


def _money(text: str, record: RoomRecord) -> Decimal:
    if record.currency is None and text[:1] in "$€£":
        record.currency = {"$": "USD", "€": "EUR", "£": "GBP"}[text[0]]
    return amount(text)


def parse(hand: HandText) -> RoomRecord:
    lines = hand.lines
    head = lines[0].lstrip("\ufeff")
    record = RoomRecord(room=head.split(" Hand #")[0], hand_id="?", first_line=hand.first_line)
    found = _FIRST.match(head)
    if found is None:
        record.game = "ein Format, das wir nicht lesen"
        return record
    record.hand_id = found.group("id")
    game = found.group("game").strip()
    if not game.upper().startswith("HOLDEM"):  # "HOLDEMZonePoker" is Hold'em on the fast tables
        record.game = game.title()
        return record
    limit = _LIMIT.search(head)
    record.structure = _LIMITS[limit.group(1)] if limit else "NL"
    record.tournament = "Tournament" in head
    if level := _LEVEL.search(head):
        record.small_blind, record.big_blind = amount(level.group("low")), amount(level.group("high"))
    street, dealt, summary = 0, False, False
    for offset, line in enumerate(lines[1:], start=1):
        number = hand.first_line + offset
        if not line:
            continue
        if line.startswith("*** HOLE CARDS"):
            dealt = True
            continue
        if line.startswith("*** SUMMARY"):
            summary, record.finished = True, True
            continue
        if found := _STREET.match(line):
            street = _STREETS[found.group("name")]
            got = re.findall(r"\[([^\]]*)\]", found.group("rest"))
            if got:
                record.board[street] = cards(got[-1])
            continue
        if summary:
            if found := _POT.match(line):
                record.total_pot = _money(found.group("pot"), record)
                if found.group("rake"):
                    record.rake = _money(found.group("rake"), record)
            elif line.startswith("Board ") and not any(record.board[1:]):
                board = cards(line)
                record.board[1], record.board[2], record.board[3] = board[:3], board[3:4], board[4:5]
            continue
        if not record.posts and not dealt and (found := _SEAT.match(line)):
            record.seats.append(SeatLine(int(found.group("seat")), _name(found.group("name")),
                                         _money(found.group("stack"), record), line=number))
            continue
        found = _LINE.match(line)
        if found is None:
            if not line.startswith(_IGNORED):
                record.unread.append((number, line))
            continue
        who, rest = _name(found.group("name")), found.group("rest").strip()
        given = re.search(_MONEY, rest[rest.find("$"):] if "$" in rest else rest) if rest else None
        if (dealer := _DEALER.match(rest)) is not None:
            record.button_seat = int(dealer.group("seat"))
        elif rest.startswith("Card dealt to a spot"):
            record.hole[who] = cards(rest[rest.find("["):])  # not the words: "a s(pot)" reads as a card
        elif not dealt and rest.startswith(("Ante/Small Blind", "Small Blind", "Small blind")) and given:
            record.posts.append(PostLine(who, "small_blind", _money(given.group(0), record), number))
        elif not dealt and rest.startswith(("Big blind", "Big Blind", "All-in")) and given:
            # A big blind that takes the whole stack is written "All-in $15" before the cards.
            record.posts.append(PostLine(who, "big_blind", _money(given.group(0), record), number))
        elif not dealt and rest.startswith(("Posts dead", "Posts chip", "Post dead")) and given:
            record.posts.append(PostLine(who, "dead", _money(given.group(0), record), number))
        elif rest.startswith(("Folds", "Fold")):
            record.actions.append(ActionLine(street, who, "fold", None, number))
        elif rest.startswith("Checks"):
            record.actions.append(ActionLine(street, who, "check", None, number))
        elif (raised := _RAISE.match(rest)) is not None:
            to = raised.group("to") or raised.group("first")
            record.actions.append(ActionLine(street, who, "raise_to", _money(to, record), number))
        elif rest.startswith(("Call", "Bet", "All-in")) and given:
            kind = {"C": "call", "B": "bet", "A": "all_in"}[rest[0]]
            record.actions.append(ActionLine(street, who, kind, _money(given.group(0), record), number))
        elif rest.startswith("Return uncalled portion of bet") and given:
            record.uncalled[who] = record.uncalled.get(who, Decimal(0)) + _money(given.group(0), record)
        elif rest.lower().startswith("hand result") and given:
            pot = "side pot" if "side pot" in rest.lower() else ""
            record.collected.append(CollectLine(who, _money(given.group(0), record), pot, number))
        elif rest.startswith("Mucks"):
            record.mucked.add(who)
        elif rest.startswith(_IGNORED):
            pass  # a "Showdown" line has the best five cards, not the hole cards; those came with the deal
        else:
            record.unread.append((number, line))
    _seat_by_position(record)
    # Without a "Return uncalled portion" line the uncalled chips are inside the "Hand result".
    record.uncalled_in_collected = not record.uncalled
    if not any(a.street > 0 for a in record.actions) and any(record.board[1:]) and _bets_after_preflop(record):
        record.refusal = ("Die Hand nennt die Setzrunden nicht (keine Zeilen „*** FLOP ***“, „*** TURN ***“, "
                          "„*** RIVER ***“), so bleibt offen, welche Aktion in welche Runde gehört. Erlaubt sind "
                          "Hand Histories mit diesen Zeilen, wie Bovada und Ignition sie heute schreiben.")
    return record


def _bets_after_preflop(record: RoomRecord) -> bool:
    """Older Bodog files write no street lines; then a check or bet after the preflop round's end
    shows up as an action in round 0 after everyone has called. Counted: a bet in round 0 (preflop
    the blinds are the bet) or a second check by the same player."""
    checked: set[str] = set()
    for action in record.actions:
        if action.kind == "bet":
            return True
        if action.kind == "check":
            if action.name in checked:
                return True
            checked.add(action.name)
    return False


def _position_rank(name: str) -> int | None:
    """Where a position name sits counted from the small blind: SB 0, BB 1, UTG 2, UTG+k 2+k, the
    dealer last; None for a name that is no position."""
    base = name.replace("[ME]", "").strip().lower()
    if base == "small blind":
        return 0
    if base == "big blind":
        return 1
    if base == "dealer":  # the player on the button
        return 99
    if found := re.fullmatch(r"utg(?:\+(\d))?", base):
        return 2 + int(found.group(1) or 0)
    return None


def _seat_by_position(record: RoomRecord) -> None:
    """The button is the player the room calls by the button's position. Tournament tables number
    their seats in no order round the table; then the positions give the order and the seats are
    counted 1, 2, … from the small blind (the room's numbers would put the players in a wrong order).
    The players then get names by seat, as for GGPoker: "Spieler 4", the reader's own seat
    "Spieler 4 (ich)" — a position as a name ("Small Blind setzt den Small Blind") would confuse."""
    ranks = [_position_rank(s.name) for s in record.seats]
    if not record.seats or any(r is None for r in ranks):
        return
    dealer = next((s.seat for s in record.seats if _position_rank(s.name) == 99), None)
    if dealer is None:
        return
    record.button_seat = dealer
    by_seat = sorted(record.seats, key=lambda s: s.seat)
    start = next(i for i, s in enumerate(by_seat) if s.seat > dealer) if by_seat[-1].seat > dealer else 0
    around = by_seat[start:] + by_seat[:start]
    order = [_position_rank(s.name) for s in around]
    if order != sorted(order, key=lambda r: r if r is not None else 0):
        for number, seat in enumerate(sorted(record.seats, key=lambda s: _position_rank(s.name) or 0), start=1):
            seat.seat = number
        record.button_seat = len(record.seats)
    rename(record, {s.name: player_name(s.seat - 1) + (" (ich)" if "[ME]" in s.name else "")  # seats count from 1
                    for s in record.seats})
