"""GGPoker hand histories: PokerStars' layout (read by :mod:`holdem.rooms.pokerstars`) with
GGPoker's own lines: anonymised opponents, straddles, jackpot and other fees beside the rake,
EV cashout and boards run more than once.

GGPoker writes every opponent as a random code (``3fa9c1d2``); only the exporting player is
``Hero``. The codes mean nothing to a reader, so they become "Spieler N" with N the seat.
"""

from __future__ import annotations

import re

from holdem.german import player_name
from holdem.rooms import pokerstars
from holdem.rooms.record import RoomRecord, rename
from holdem.rooms.text import HandText

__all__ = ["HEADER", "parse"]

HEADER = re.compile(r"Poker Hand #[A-Z]{2}\d+:")


def parse(hand: HandText) -> RoomRecord:
    record = pokerstars.parse(hand, room="GGPoker")
    for number, line in record.unread:
        if "Cashout" in line:
            # The room insured an all-in player (EV cashout): chips that move outside the game.
            record.game_note = f"Zeile {number}: EV-Cashout"
    record.unread = [(n, line) for n, line in record.unread if not line.startswith("Dealt to ")]
    # The room's seat numbers count from 1, as players do.
    rename(record, {s.name: player_name(s.seat - 1) for s in record.seats if s.name != "Hero"})
    return record
