"""iPoker hand histories: XML (``<session>`` with one ``<general>`` and a ``<game>`` per hand).

Each ``<game>`` names its players (seat, stack ``chips``, ``dealer``, what each ``win``), then
rounds: round 0 the posts, round 1 the hole cards and the actions before the flop, rounds 2–4
the board and the actions of flop, turn and river. Actions carry a type code and a ``sum``;
they are numbered (``no``) and the export does not always write them in that order.

Every game is parsed on its own, so a broken or cut-off hand never stops the others of its file.
Only the standard library's ElementTree reads the XML, and a file that declares a document type
or entities is refused before anything is parsed (no external entities, no entity expansion).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal

from holdem.errors import PhhError, UnreadableHandError
from holdem.rooms.record import ActionLine, CollectLine, PostLine, RoomRecord, SeatLine
from holdem.rooms.text import amount

__all__ = ["MAX_GAME_CHARS", "looks_like", "read"]

# One hand of iPoker XML is 2–5 KB; a "hand" far larger than this is no export of the room.
MAX_GAME_CHARS = 200_000

_DECLARATION = re.compile(r"<!\s*(?:DOCTYPE|ENTITY|ELEMENT|ATTLIST)", re.IGNORECASE)
_SESSION = re.compile(r"<session\b")
_GAME = re.compile(r"<game\b")
_GAME_END = "</game>"
_ACTION_TAG = re.compile(r"<action\b")
_GENERAL = re.compile(r"<general>.*?</general>", re.DOTALL)
_STAKES = re.compile(r"(?P<low>[^\s/]*\d[^\s/]*)\s*/\s*(?P<high>[^\s/]*\d[^\s/]*)")
_SIGNS = (("€", "EUR"), ("£", "GBP"), ("$", "USD"))

# Type codes of <action>: posts (round 0) and the actions of a betting round.
_POSTS = {"1": "small_blind", "2": "big_blind", "15": "ante"}
_ACTIONS = {"0": "fold", "4": "check", "3": "call", "5": "bet", "23": "raise_to", "6": "raise_by", "7": "all_in"}
_NO_ACTION = "8"  # a seated player who takes no part in the hand
_STREETS = {"Flop": 1, "Turn": 2, "River": 3}
# The structure in <gametype>, also as the Russian client writes it (БЛ = без лимита).
_STRUCTURE_WORDS = {"NL": "NL", "БЛ": "NL", "PL": "PL", "ПЛ": "PL", "L": "FL", "FL": "FL", "Л": "FL", "ФЛ": "FL"}
_RANKS = {"10": "T", "T": "T", "J": "J", "Q": "Q", "K": "K", "A": "A", **{str(r): str(r) for r in range(2, 10)}}


def looks_like(text: str) -> bool:
    head = text.lstrip("\ufeff \t\r\n")[:2000]
    return (head.startswith("<?xml") and "<session" in head) or head.startswith("<session")


@dataclass(frozen=True)
class _Session:
    gametype: str = ""
    currency: str | None = None
    tournament: bool = False
    uncalled_apart: bool = False  # <uncalled_bet_enabled>: "win" leaves out the uncalled bet


def _session(text: str, start: int, end: int) -> _Session:
    """The ``<general>`` of the session that begins at ``start`` (its games begin at ``end``)."""
    found = _GENERAL.search(text, start, end)
    if found is None:
        return _Session()
    try:
        general = ET.fromstring(found.group(0))
    except ET.ParseError:
        return _Session()

    def field(tag: str) -> str:
        return (general.findtext(tag) or "").strip()

    gametype = field("gametype")
    tournament = bool(field("tournamentcode"))
    currency = field("tablecurrency") or field("currency") or None
    stakes = _STAKES.search(gametype)
    if stakes:  # the amounts' own sign says more than the account's currency
        currency = next((code for sign, code in _SIGNS if sign in stakes.group(0)), currency)
    return _Session(gametype=gametype, currency=None if tournament else currency, tournament=tournament,
                    uncalled_apart=field("uncalled_bet_enabled").lower() == "true")


def _game_type(session: _Session, record: RoomRecord) -> None:
    words = session.gametype.split()
    if not words or words[0].lower().replace("'", "") not in ("holdem", "texas"):
        record.game = session.gametype or "ein Spiel ohne Namen"
        return
    structure = next((_STRUCTURE_WORDS[w] for w in words[1:3] if w in _STRUCTURE_WORDS), None)
    if structure is None:
        joined = " ".join(words).lower()
        structure = "PL" if "pot limit" in joined else "NL" if "no limit" in joined else "FL" if "limit" in joined \
            else "NL"
    record.structure = structure
    stakes = _STAKES.search(session.gametype)
    if stakes:
        low, high = amount(stakes.group("low")), amount(stakes.group("high"))
        if structure == "FL":
            record.small_bet, record.big_bet = low, high  # the blinds come from the posts
        else:
            record.small_blind, record.big_blind = low, high


def card(token: str) -> str | None:
    """``D10`` → ``Td``, ``SA`` → ``As`` (iPoker writes the suit first); ``X`` (unknown) → ``None``."""
    token = token.strip()
    if len(token) >= 2 and token[0].upper() in "SHDC" and token[1:].upper() in _RANKS:
        return _RANKS[token[1:].upper()] + token[0].lower()
    if len(token) >= 2 and token[-1].lower() in "shdc" and token[:-1].upper() in _RANKS:
        return _RANKS[token[:-1].upper()] + token[-1].lower()
    return None


def _money(element: ET.Element, name: str, line: int) -> Decimal:
    raw = element.get(name, "").strip()
    if not raw:
        return Decimal(0)
    try:
        value = amount(raw)
    except ValueError:
        raise UnreadableHandError(f"Zeile {line}: der Betrag {raw[:30]!r} ist keine Zahl. Erlaubt sind Beträge wie "
                          "„€1.25“ oder „£10“.") from None
    if value < 0:
        raise UnreadableHandError(f"Zeile {line}: der Betrag {raw[:30]!r} ist negativ. Erlaubt sind Beträge ab 0.")
    return value


def _parse_game(chunk: str, first_line: int, session: _Session) -> RoomRecord:
    try:
        game = ET.fromstring(chunk)
    except ET.ParseError as error:
        row = first_line + max(0, error.position[0] - 1)
        raise UnreadableHandError(f"Zeile {row}: das XML der Hand ist nicht lesbar ({str(error)[:80]}). Erlaubt ist der "
                          "unveränderte Export des Raums.") from None
    record = RoomRecord(room="iPoker", hand_id=game.get("gamecode", "?")[:40], first_line=first_line,
                        tournament=session.tournament, currency=session.currency,
                        uncalled_in_collected=not session.uncalled_apart)
    _game_type(session, record)
    # The line of each <action>, in document order, for messages.
    action_lines = [first_line + chunk.count("\n", 0, m.start()) for m in _ACTION_TAG.finditer(chunk)]
    for player in game.iterfind("./general/players/player"):
        name = player.get("name", "")
        seat = player.get("seat", "")
        if not name or not seat.isdigit():
            raise UnreadableHandError(f"Zeile {first_line}: ein Spieler ohne Namen oder Sitznummer. Erlaubt sind "
                              "<player>-Einträge mit seat und name.")
        record.seats.append(SeatLine(int(seat), name, _money(player, "chips", first_line), line=first_line))
        if player.get("dealer") == "1":
            record.button_seat = int(seat)
        won = _money(player, "win", first_line)
        if won > 0:
            record.collected.append(CollectLine(name, won, "", first_line))
        if player.get("win") is not None:
            record.finished = True
    actions: list[tuple[int, int, int, ET.Element]] = []  # (round, no, line, element)
    seen = 0
    for round_ in game.iterfind("round"):
        number = round_.get("no", "")
        if not number.isdigit():
            raise UnreadableHandError(f"Zeile {first_line}: eine Setzrunde ohne Nummer. Erlaubt sind <round no=\"0\"> "
                              "bis <round no=\"4\">.")
        for item in round_:
            if item.tag == "action":
                line = action_lines[seen] if seen < len(action_lines) else first_line
                seen += 1
                order = item.get("no", "")
                actions.append((int(number), int(order) if order.isdigit() else 0, line, item))
            elif item.tag == "cards":
                _cards(item, record)
    for round_no, _, line, item in sorted(actions, key=lambda a: (a[0], a[1])):
        _action(item, round_no, line, record)
    return record


def _cards(item: ET.Element, record: RoomRecord) -> None:
    tokens = (item.text or "").split()
    kind = item.get("type", "")
    if kind == "Pocket":
        if len(tokens) > 2 and record.game == "holdem":
            record.game = f"eine Variante mit {len(tokens)} Karten je Spieler (Omaha)"
        known = [c for c in (card(t) for t in tokens) if c]
        if len(known) == len(tokens) and known:
            record.hole[item.get("player", "")] = known
    elif kind in _STREETS:
        known = [c for c in (card(t) for t in tokens) if c]
        record.board[_STREETS[kind]] = known


def _action(item: ET.Element, round_no: int, line: int, record: RoomRecord) -> None:
    code = item.get("type", "")
    name = item.get("player", "")
    value = _money(item, "sum", line)
    if round_no == 0 and code in _POSTS:
        kind = _POSTS[code]
        if kind == "big_blind" and record.big_blind and value > record.big_blind:
            # A returning player's big blind with the small blind beside it: live and dead (B8).
            record.posts.append(PostLine(name, "both_blinds", record.big_blind, line, dead=value - record.big_blind))
        else:
            record.posts.append(PostLine(name, kind, value, line))
        return
    if code == _NO_ACTION and value == 0:
        return
    if code not in _ACTIONS:
        raise UnreadableHandError(f"Zeile {line}: eine Aktion vom Typ {code[:10]!r} kennen wir nicht. Erlaubt sind die "
                          "Typen von Blinds, Ante, Fold, Check, Call, Bet, Raise und All-in.")
    kind = _ACTIONS[code]
    street = max(0, min(3, round_no - 1))
    record.actions.append(ActionLine(street, name, kind, None if kind in ("fold", "check") else value, line))


def read(text: str, source: str | None) -> Iterator[RoomRecord | PhhError]:
    """Every ``<game>`` of an iPoker XML text as a record, or a German error for that hand."""
    if _DECLARATION.search(text):
        yield PhhError("iPoker-XML: die Datei enthält eine Dokumenttyp- oder Entity-Deklaration (<!DOCTYPE …>, "
                       "<!ENTITY …>). Solche Deklarationen lesen wir aus Sicherheitsgründen nicht; erlaubt ist der "
                       "unveränderte Export des Raums, der keine enthält.", key="xml_declaration", source=source)
        return
    sessions = [m.start() for m in _SESSION.finditer(text)]
    starts = [m.start() for m in _GAME.finditer(text)]
    if not starts:
        yield PhhError("iPoker-XML: die Datei enthält keine Hand (<game>). Erlaubt ist ein Export mit "
                       "mindestens einer Hand.", key="no_hands", source=source)
        return
    cache: dict[int, _Session] = {}
    line, counted = 1, 0
    for k, start in enumerate(starts):
        line += text.count("\n", counted, start)
        counted = start
        owner = sessions[bisect_left(sessions, start) - 1] if sessions and sessions[0] < start else -1
        if owner not in cache:
            cache[owner] = _session(text, max(owner, 0), start) if owner >= 0 else _Session()
        limit = starts[k + 1] if k + 1 < len(starts) else len(text)
        end = text.find(_GAME_END, start, limit)
        code = re.match(r"<game\s+gamecode=\"([^\"]{0,40})\"", text[start:start + 80])
        label = f"iPoker Hand #{code.group(1)}" if code else f"iPoker, Hand ab Zeile {line}"
        if end < 0:
            yield PhhError(f"{label}, Zeile {line}: die Hand bricht ab (es fehlt </game>). Erlaubt ist eine "
                           "vollständige Hand History.", key="cut_off", source=source)
            continue
        chunk = text[start:end + len(_GAME_END)]
        if len(chunk) > MAX_GAME_CHARS:
            yield PhhError(f"{label}, Zeile {line}: die Hand ist {len(chunk) // 1000} KB groß. Erlaubt sind "
                           f"Hände bis {MAX_GAME_CHARS // 1000} KB.", key="hand_too_large", source=source)
            continue
        try:
            yield _parse_game(chunk, line, cache[owner])
        except UnreadableHandError as error:
            yield PhhError(f"{label}, {error.message}", key=error.key, source=source)
        except ValueError as error:
            yield PhhError(f"{label}, Zeile {line}: die Hand ist nicht lesbar ({type(error).__name__}). "
                           "Erlaubt ist der unveränderte Export des Raums.", key="unreadable_hand", source=source)
