"""A room's hand history in the hand player: which hands a text holds, one short line each, and
one of them played by our engine, with the room's money for the step texts.

The hand player (:mod:`holdem.widgets.hand_player`) takes a text a teacher pastes or uploads.
When a poker room wrote it (PokerStars, GGPoker, Winamax, partypoker, 888, Full Tilt, iPoker,
Winning Poker Network, Bovada), :func:`read_room_text` reads its hands without playing them, so
a file of a whole session lists at once; :func:`play_room_hand` plays the hand the teacher picks
and checks it against the room's record. The room readers are imported only when such a text
arrives: a chapter that never loads one does not pay for them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from holdem.errors import HandPlayerError, HoldemError, PhhError
from holdem.german import count_text, german_number

if TYPE_CHECKING:
    from holdem.hand import HandState
    from holdem.narration import MoneyFormat
    from holdem.rooms import RoomRecord, Verdict

__all__ = ["MAX_HANDS", "RoomPlay", "RoomText", "play_room_hand", "read_room_text"]

# The hands of a text offered for choice; a session's export beyond this is cut (the message says so).
MAX_HANDS = 5_000


@dataclass(frozen=True)
class RoomText:
    """The hands of a room's text, read but not yet played: a record, or the German reason why
    the hand cannot be read; ``more`` says that the text holds more than :data:`MAX_HANDS`."""

    room: str
    hands: tuple[RoomRecord | PhhError, ...]
    source: str | None = None
    more: bool = False

    def lines(self) -> list[str]:
        """One short line per hand (room, number, stakes, the owner's cards, who won what), as
        the Werkstatt lists a file; an unreadable hand by the reason."""
        from holdem.web.room_files import hand_line

        return [f"{number}. {_line(item, hand_line)}" for number, item in enumerate(self.hands, start=1)]


@dataclass(frozen=True)
class RoomPlay:
    """One hand of a room played by our engine: its states (the first after the posts), a
    title, the money of its amounts (``None``: chips) and the verdict against the room."""

    states: list[HandState]
    title: str
    money: MoneyFormat | None
    verdict: Verdict

    def summary(self) -> str:
        """What the check says, in German: agrees, or differs with the differences; the notes
        where the room's convention is not ours (the rake, X1)."""
        if self.verdict.status == "agrees":
            said = ["Unsere Engine kommt zu denselben Stacks wie der Raum."]
        else:
            said = ["Unsere Engine kommt zu anderen Stacks als der Raum:", *self.verdict.differences]
        return " ".join([*said, *self.verdict.notes])


def _line(item: RoomRecord | PhhError, hand_line: Callable[[RoomRecord], str]) -> str:
    if isinstance(item, PhhError):
        return item.detail
    try:
        return hand_line(item)
    except (ArithmeticError, ValueError, TypeError):  # an amount the reader kept that is no money
        return f"{item.room} #{item.hand_id} · die Beträge der Hand sind nicht lesbar"


def read_room_text(text: str, source: str | None = None) -> RoomText | None:
    """The hands of ``text`` if a poker room wrote it (``None`` when no room's hand header is in
    it); binary data or a text without a single hand is refused with a German message."""
    from holdem.rooms import decode, detect_room, read_records

    room = detect_room(text.lstrip("\ufeff"))
    if room is None:
        return None
    # Line ends and a byte-order mark as the readers take them; a pasted text is already a string.
    text = decode(text.encode("utf-8", "surrogatepass"), source)
    hands: list[RoomRecord | PhhError] = []
    more = False
    for item in read_records(text, source):
        if len(hands) == MAX_HANDS:
            more = True
            break
        hands.append(item)
    if not hands:
        raise HandPlayerError(f"Im Text steht keine vollständige Hand von {room}. Erlaubt ist der Export des "
                              "Raums ab der ersten Zeile einer Hand.", key="no_room_hand")
    return RoomText(room, tuple(hands), source, more)


def play_room_hand(hands: RoomText, index: int) -> RoomPlay:
    """Hand ``index`` (0 = the first) of ``hands`` played by our engine and checked against the
    room. A hand that cannot be read or played (not Hold'em, an action our rules forbid, cut
    off) is refused with the German reason, as a :class:`HandPlayerError`."""
    from holdem.rooms import build_hand, check_hand, iter_room_replay

    if not 0 <= index < len(hands.hands):
        raise HandPlayerError(f"Eine Hand {german_number(index + 1)} gibt es nicht. Erlaubt sind die Hände 1 bis "
                              f"{german_number(len(hands.hands))} des Textes.", key="unknown_hand")
    item = hands.hands[index]
    if isinstance(item, PhhError):
        raise HandPlayerError(item.message, key=item.key)
    try:
        hand = build_hand(item, hands.source)
        verdict = check_hand(hand)
        if verdict.status == "refused":
            raise HandPlayerError(verdict.reason, key=verdict.key or "refused")
        states = list(iter_room_replay(hand))
    except HandPlayerError:
        raise
    except HoldemError as error:
        raise HandPlayerError(error.message, key=error.key) from None
    except (ValueError, IndexError, KeyError, TypeError) as error:  # never a traceback for the teacher
        raise HandPlayerError(f"{item.room} #{item.hand_id}: die Hand lässt sich nicht nachspielen "
                              f"({type(error).__name__}). Erlaubt ist der unveränderte Export des Raums.",
                              key="unreadable_hand") from None
    money = hand.money_format
    players = count_text(hand.history.n_players, "Spieler", "Spieler")
    title = f"{hand.label} · {hand.stakes} · {players}: {', '.join(hand.names)}"
    if not money.is_chips and money.unit != 1:
        title += " (im Bild die Beträge in Cent)"  # the table picture counts the engine's units
    return RoomPlay(states, title, None if money.is_chips else money, verdict)
