"""Hand histories of online poker rooms, read into the engine's hand and checked against it.

``check_file(data)`` reads a file of any supported room (PokerStars, GGPoker, Winamax,
partypoker, 888, Full Tilt, iPoker XML, Winning Poker Network, Bovada/Ignition/Bodog) and yields
one :class:`Verdict` per hand: it agrees with our engine, differs (each difference named), or is
refused with a German reason. Pure Python (it runs in the browser). :mod:`holdem.rooms.money`
checks the unit and currency a request names (the sentences themselves get their money from
:mod:`holdem.narration.money`), :mod:`holdem.rooms.export` writes a hand as PHH.
"""

from __future__ import annotations

from holdem.rooms.build import RoomHand, build_hand, money
from holdem.rooms.check import Verdict, check_hand, iter_room_replay
from holdem.rooms.detect import check_file, check_text, detect_room, read_records
from holdem.rooms.record import RoomRecord
from holdem.rooms.text import decode, split_hands

__all__ = [
    "RoomHand", "RoomRecord", "Verdict", "build_hand", "check_file", "check_hand", "check_text", "decode",
    "detect_room", "iter_room_replay", "money", "read_records", "split_hands",
]
