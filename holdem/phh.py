"""Hand histories in the PHH format: read them into typed steps (:mod:`holdem.phh_steps`) and
write them back (:mod:`holdem.phh_write`); all their public names are importable from here.

PHH ("poker hand history", spec phh-std by the University of Toronto Computer Poker Research
Group) is TOML. We support the two Texas hold'em variants: ``NT`` (no limit) and ``FT`` (fixed
limit). Players are numbered ``p1 … pN`` in the file; in the typed steps they are the indices
``0 … N-1`` of ``starting_stacks``. By the spec the first player is the small blind and the
last one the button (heads-up: the first one posts the big blind, the spec reverses blinds and
antes for two players). Replaying a history through the engine lives in :mod:`holdem.replay`.
"""

from __future__ import annotations

import re
import tomllib
from decimal import Decimal
from pathlib import Path
from typing import Any

from holdem import amounts
from holdem.cards import Card, parse_cards
from holdem.errors import CardError, PhhError, excerpt, type_name
from holdem.german import german_number
from holdem.phh_steps import (  # re-exported: the typed steps of a history
    BetRaiseStep,
    CheckCallStep,
    DealBoardStep,
    DealHoleStep,
    FoldStep,
    HandHistory,
    NoteStep,
    PhhStep,
    ShowMuckStep,
)
from holdem.phh_write import format_action, write_phh  # re-exported: reading and writing in one place

__all__ = [
    "KNOWN_VARIANTS", "MAX_AMOUNT_DIGITS", "SUPPORTED_VARIANTS", "BetRaiseStep", "CheckCallStep", "DealBoardStep",
    "DealHoleStep", "FoldStep", "HandHistory", "NoteStep", "PhhError", "PhhStep", "ShowMuckStep", "format_action",
    "parse_action", "parse_action_error", "parse_phh", "read_phh", "write_phh",
]

SUPPORTED_VARIANTS = {"NT": "No Limit Texas Hold'em", "FT": "Fixed Limit Texas Hold'em"}
# Variants of the spec we recognise but cannot play (other games than Texas hold'em).
KNOWN_VARIANTS = ("NS", "PO", "FO/8", "F7S", "F7S/8", "FR", "N2L1D", "F2L3D", "FB")

_REQUIRED = {
    "NT": ("variant", "antes", "blinds_or_straddles", "min_bet", "starting_stacks", "actions"),
    "FT": ("variant", "antes", "blinds_or_straddles", "small_bet", "big_bet", "starting_stacks",
           "actions"),
}
# Fields the dataclass holds itself; every other key of the file is kept in ``metadata``.
_OWN_FIELDS = {"variant", "ante_trimming_status", "antes", "blinds_or_straddles", "min_bet",
               "small_bet", "big_bet", "starting_stacks", "actions", "players", "finishing_stacks"}


# ---------------------------------------------------------------- reading

def read_phh(path_or_text: str | Path, *, source: str | None = None) -> HandHistory:
    """Read a hand history from a file (``Path``, or a ``str`` naming an existing ``*.phh``
    file) or from PHH text. Raises :class:`PhhError` naming the file and what is wrong."""
    if not isinstance(path_or_text, (str, Path)):
        raise PhhError(f"Gelesen wird ein Dateipfad oder PHH-Text, erhalten: "
                       f"{type_name(path_or_text)}.", key="bad_type", source=source)
    if isinstance(path_or_text, Path) or (
            "\n" not in path_or_text and path_or_text.endswith(".phh")):
        path = Path(path_or_text)
        name = source or str(path)
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            raise PhhError("Die Datei gibt es nicht. Erlaubt ist der Pfad einer vorhandenen "
                           ".phh-Datei.", key="file_not_found", source=name) from None
        except OSError as error:
            raise PhhError(f"Die Datei lässt sich nicht lesen ({_os_reason(error)}). Erlaubt "
                           "ist eine lesbare UTF-8-Textdatei.", key="file_unreadable",
                           source=name) from None
        return parse_phh(_decode(data, name), source=name)
    return parse_phh(str(path_or_text), source=source)


def _os_reason(error: OSError) -> str:
    if isinstance(error, IsADirectoryError):
        return "das ist ein Verzeichnis"
    if isinstance(error, PermissionError):
        return "keine Leserechte"
    return f"Fehler {error.errno} des Betriebssystems" if error.errno else "Fehler des Betriebssystems"


def _decode(data: bytes, source: str | None) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise PhhError(f"Die Datei ist kein UTF-8-Text: Byte {error.start + 1} (Zeile {line}) ist "
                       "kein gültiges UTF-8-Zeichen. Erlaubt ist eine UTF-8-Textdatei.",
                       key="file_unreadable", source=source) from None


# tomllib's English messages (Python 3.11) in German; others get the general sentence.
_TOML_MESSAGES = {
    "Cannot overwrite a value": "ein Schlüssel steht zweimal in der Datei",
    "Cannot declare": "eine Tabelle wird zweimal angelegt",
    "Invalid value": "hier steht kein gültiger Wert",
    "Invalid statement": "hier steht keine Zuweisung der Form Schlüssel = Wert",
    "Expected '=' after a key in a key/value pair": "nach dem Schlüssel fehlt das Gleichheitszeichen",
    "Unclosed array": "eine Liste wird nicht mit ] geschlossen",
    "Unterminated string": "ein Text wird nicht mit dem Anführungszeichen geschlossen",
    "Expected newline or end of document after a statement": "nach einem Wert folgt noch etwas in derselben Zeile",
    "Illegal character": "ein Zeichen, das TOML hier nicht erlaubt",
    "Invalid initial character for a key part": "ein Schlüssel beginnt mit einem unerlaubten Zeichen",
    "Unescaped '\\' in a string": "ein einzelner umgekehrter Schrägstrich in einem Text",
    "Escaped character is not a Unicode scalar value": "ein Escape-Zeichen, das es in Unicode nicht gibt",
}
_TOML_WHERE = re.compile(r"\(at line (\d+), column (\d+)\)|\(at end of document\)")
MAX_AMOUNT_DIGITS = amounts.MAX_AMOUNT_DIGITS  # exact integers; more digits are refused
# A real hand has well under a hundred actions; a file with more than this is refused before
# anything is replayed (each action costs time and memory in the replay and on the pages).
MAX_ACTIONS = 10_000
_TOO_LARGE = 10 ** MAX_AMOUNT_DIGITS


def _toml_error(error: Exception) -> str:
    message = str(error)
    where = _TOML_WHERE.search(message)
    if where is None:
        place = ""
    elif where.group(1):
        place = f" in Zeile {where.group(1)}, Spalte {where.group(2)}"
    else:
        place = " am Ende der Datei"
    what = next((german for english, german in _TOML_MESSAGES.items()
                 if message.startswith(english)), "der Text ist hier nicht lesbar")
    return f"Kein gültiges TOML{place}: {what}."


def parse_phh(text: str, *, source: str | None = None) -> HandHistory:
    """Parse PHH text (TOML) into a :class:`HandHistory`.

    Amounts are read exactly: integers as Python integers, decimals as :class:`~decimal.Decimal`
    (never through a binary float), so a 400-digit stack stays exact and 10112.5 stays 10112.5.
    """
    if isinstance(text, bytes):
        text = _decode(text, source)
    if not isinstance(text, str):
        raise PhhError(f"Gelesen wird PHH-Text, erhalten: {type_name(text)}. Erlaubt ist der "
                       "Inhalt einer .phh-Datei als Text.", key="bad_type", source=source)
    text = text.removeprefix("\ufeff")  # a UTF-8 byte-order mark is not part of the TOML
    try:
        data = tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as error:
        raise PhhError(f"{_toml_error(error)} Erlaubt ist eine PHH-Datei im TOML-Format "
                       "(Schlüssel = Wert je Zeile).", key="bad_toml", source=source) from None
    except RecursionError:
        raise PhhError("Kein gültiges TOML für eine Hand History: Listen oder Tabellen sind zu "
                       "tief ineinander verschachtelt. Erlaubt sind die Felder der PHH-Spezifikation "
                       "(Zahlen, Texte und einfache Listen).", key="bad_toml_nesting",
                       source=source) from None
    except ValueError as error:
        if "digits" in str(error):  # an integer longer than Python converts (4300 digits)
            raise PhhError(f"Eine Zahl hat zu viele Stellen. Erlaubt sind Beträge bis "
                           f"{MAX_AMOUNT_DIGITS} Stellen.", key="amount_too_long",
                           source=source) from None
        raise PhhError("Kein gültiges TOML: ein Wert (etwa ein Datum) ist nicht lesbar. Erlaubt "
                       "ist eine PHH-Datei im TOML-Format.", key="bad_toml", source=source) from None
    return _from_fields(data, text, source)


def _from_fields(data: dict[str, Any], text: str, source: str | None) -> HandHistory:
    def fail(message: str, key: str) -> PhhError:
        return PhhError(message, key=key, source=source)

    variant = data.get("variant")
    if variant is None:
        raise fail("Das Feld 'variant' fehlt. Erlaubt sind 'NT' (No Limit) und 'FT' (Fixed Limit) "
                   "Texas Hold'em.", "missing_field")
    if variant not in SUPPORTED_VARIANTS:
        what = "eine andere Pokervariante" if variant in KNOWN_VARIANTS else "unbekannt"
        raise fail(f"Die Variante {excerpt(variant)} wird nicht unterstützt ({what}). Erlaubt sind 'NT' "
                   "(No Limit) und 'FT' (Fixed Limit) Texas Hold'em.", "unsupported_variant")
    for name in _REQUIRED[variant]:
        if name not in data:
            raise fail(f"Das Pflichtfeld {name!r} fehlt. Die Variante {variant} braucht die Felder "
                       f"{', '.join(_REQUIRED[variant])}.", "missing_field")
    wrong = {"NT": ("small_bet", "big_bet"), "FT": ("min_bet",)}[variant]
    for name in wrong:
        if name in data:
            raise fail(f"Das Feld {name!r} gehört nicht zur Variante {variant}. Erlaubt sind "
                       f"{', '.join(_REQUIRED[variant])} und die optionalen Felder.", "wrong_field")

    stacks = _int_list(data["starting_stacks"], "starting_stacks", source, minimum=1)
    n = len(stacks)
    if n < 2:
        raise fail(f"'starting_stacks' nennt {n} Spieler. Erlaubt sind mindestens 2.",
                   "too_few_players")
    antes = _int_list(data["antes"], "antes", source, minimum=0, length=n)
    blinds = _int_list(data["blinds_or_straddles"], "blinds_or_straddles", source, minimum=0,
                       length=n)
    bets: dict[str, int | None] = {"min_bet": None, "small_bet": None, "big_bet": None}
    for name in bets:
        if name in data:
            bets[name] = _int_value(data[name], name, source, minimum=1)
    trimming = data.get("ante_trimming_status", False)
    if not isinstance(trimming, bool):
        raise fail(f"'ante_trimming_status' ist {excerpt(trimming)}. Erlaubt ist true oder false.",
                   "bad_field")
    players = data.get("players")
    if players is not None:
        if (not isinstance(players, list) or len(players) != n
                or not all(isinstance(p, str) for p in players)):
            raise fail(f"'players' ist {excerpt(players)}. Erlaubt ist eine Liste von {n} Namen "
                       "(Texte), einer je Spieler.", "bad_field")
        players = tuple(players)
    finishing = data.get("finishing_stacks")
    if finishing is not None:
        # The file's claim, not an input: fractions (a split pot cut into halves) are kept.
        finishing = _amount_list(finishing, "finishing_stacks", source, minimum=0, length=n,
                                 whole=False)

    raw_actions = data["actions"]
    if not isinstance(raw_actions, list) or not all(isinstance(a, str) for a in raw_actions):
        raise fail("'actions' muss eine Liste von Texten sein, z. B. ['d dh p1 AcKd', 'p3 f'].",
                   "bad_field")
    if len(raw_actions) > MAX_ACTIONS:
        raise fail(f"'actions' hat {german_number(len(raw_actions))} Einträge. Erlaubt sind höchstens {MAX_ACTIONS} "
                   "Aktionen in einer Hand.", "too_many_actions")
    steps = []
    for i, action in enumerate(raw_actions):
        try:
            steps.append(parse_action(action, n, index=i, source=source))
        except PhhError as error:
            # Only now look for the line (one pass over the file, for this message only).
            line = _ActionLines(text).line_of(raw_actions, i)
            if line is None:
                raise
            raise parse_action_error(error, line) from None

    metadata = {k: _plain(v) for k, v in data.items() if k not in _OWN_FIELDS}
    return HandHistory(variant=variant, antes=antes, blinds_or_straddles=blinds,
                       starting_stacks=stacks, actions=tuple(steps), ante_trimming_status=trimming,
                       players=players, finishing_stacks=finishing, metadata=metadata,
                       source=source, **bets)


def _plain(value: Any) -> Any:
    """Metadata as tomllib gives it by default: decimals as floats (they are never amounts)."""
    if isinstance(value, Decimal):
        return float(value)
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _int_value(value: Any, name: str, source: str | None, *, minimum: int) -> int:
    amount = _amount(value, name, source, minimum=minimum, whole=True)
    assert isinstance(amount, int)
    return amount


def _amount(value: object, name: str, source: str | None, *, minimum: int,
            whole: bool) -> int | Decimal:
    """A chip amount of the file, exact. PHH allows decimals; the engine counts whole chips,
    so inputs (``whole``) must be whole numbers; a claim like ``finishing_stacks`` may keep a
    fraction (returned as Decimal, whole numbers always as int)."""
    if isinstance(value, bool) or not isinstance(value, (int, float, Decimal)):
        raise PhhError(f"{name!r} ist {excerpt(value)}. Erlaubt ist eine ganze Zahl ab {minimum}.",
                       key="bad_field", source=source)
    if isinstance(value, float):  # only from callers outside the reader
        value = Decimal(value)
    if isinstance(value, Decimal):
        if not value.is_finite():
            if value.is_nan():
                raise PhhError(f"{name!r} ist nan (keine Zahl). Erlaubt ist eine ganze Zahl ab "
                               f"{minimum}.", key="bad_field", source=source)
            raise PhhError(f"{name!r} ist unendlich (inf, unbekannter Stack). Erlaubt sind nur "
                           "bekannte Beträge: ganze Zahlen.", key="unknown_amount", source=source)
        if value.adjusted() >= MAX_AMOUNT_DIGITS:
            raise PhhError(f"{name!r} hat mehr als {MAX_AMOUNT_DIGITS} Stellen. Erlaubt sind "
                           f"Beträge bis {MAX_AMOUNT_DIGITS} Stellen.", key="amount_too_long",
                           source=source)
        if value == value.to_integral_value():
            value = int(value)
        elif whole:
            raise PhhError(f"{name!r} ist {excerpt(value.normalize().to_eng_string())[1:-1]}. "
                           "Erlaubt sind nur ganze Chips, keine Bruchteile.",
                           key="fractional_amount", source=source)
    elif abs(value) >= _TOO_LARGE:
        raise PhhError(f"{name!r} hat mehr als {MAX_AMOUNT_DIGITS} Stellen. Erlaubt sind "
                       f"Beträge bis {MAX_AMOUNT_DIGITS} Stellen.", key="amount_too_long",
                       source=source)
    if value < minimum:
        shown = excerpt(value if isinstance(value, int) else value.normalize().to_eng_string())
        raise PhhError(f"{name!r} ist {shown}. Erlaubt ist eine ganze Zahl ab {minimum}.",
                       key="bad_field", source=source)
    return value


def _int_list(value: Any, name: str, source: str | None, *, minimum: int,
              length: int | None = None) -> tuple[int, ...]:
    return _amount_list(value, name, source, minimum=minimum, length=length, whole=True)  # type: ignore[return-value]


def _amount_list(value: Any, name: str, source: str | None, *, minimum: int,
                 length: int | None = None, whole: bool) -> tuple[int | Decimal, ...]:
    if not isinstance(value, list):
        raise PhhError(f"{name!r} ist {excerpt(value)}. Erlaubt ist eine Liste ganzer Zahlen, "
                       "eine je Spieler.", key="bad_field", source=source)
    if length is not None and len(value) != length:
        raise PhhError(f"{name!r} hat {len(value)} Einträge, 'starting_stacks' aber {length}. "
                       f"Erlaubt ist genau ein Eintrag je Spieler ({length}).",
                       key="length_mismatch", source=source)
    return tuple(_amount(v, f"{name}[{i}]", source, minimum=minimum, whole=whole)
                 for i, v in enumerate(value))


class _ActionLines:
    """Finds the line of the file an action text stands on, for error messages (best effort:
    tomllib gives no positions). One pass from the start of the list: the actions stand in
    the file in their order, so each is searched after the one before (linear in the file)."""

    def __init__(self, text: str) -> None:
        self._text = text
        start = re.search(r"^\s*actions\s*=", text, re.MULTILINE)
        self._start = start.start() if start else 0

    def line_of(self, actions: list[str], index: int) -> int | None:
        pos = self._start
        found = None
        for action in actions[:index + 1]:
            needle = action.strip()
            if not needle:
                continue
            at = self._text.find(needle, pos)
            if at < 0:  # written with escapes: the raw text differs; keep the position
                found = None
                continue
            found, pos = at, at + len(needle)
        if found is None or not actions[index].strip():
            return None
        return self._text.count("\n", 0, found) + 1


def parse_action_error(error: PhhError, line: int) -> PhhError:
    """The same error with the line of the file added after "Aktion N"."""
    message = re.sub(r"^(Aktion \d+)", rf"\1 (Zeile {line})", error.detail, count=1)
    return PhhError(message, key=error.key, source=error.source)


_PLAYER = re.compile(r"p([1-9][0-9]*)$")
_GRAMMAR = ("'d dh pN KARTEN', 'd db KARTEN', 'pN f', 'pN cc', 'pN cbr BETRAG', "
            "'pN sm [KARTEN|-]' oder ein Kommentar '# …'")


def parse_action(action: str, n_players: int, *, index: int | None = None,
                 source: str | None = None, line: int | None = None) -> PhhStep:
    """One PHH action text as a typed step (players 0-based)."""
    if not isinstance(action, str):
        raise PhhError(f"Eine Aktion ist ein Text wie 'p1 cbr 600', erhalten: {type_name(action)}.",
                       key="bad_type", source=source)
    if isinstance(n_players, bool) or not isinstance(n_players, int) or n_players < 1:
        raise PhhError(f"Die Zahl der Spieler ist {excerpt(n_players)}. Erlaubt ist eine ganze "
                       "Zahl ab 1.", key="bad_type", source=source)
    where = f"Aktion {index + 1}" if index is not None else "Aktion"
    if line is not None:
        where += f" (Zeile {line})"
    where += f" {excerpt(action, 60)}"

    def fail(message: str, key: str = "bad_action") -> PhhError:
        return PhhError(f"{where}: {message}", key=key, source=source)

    body, _, comment_text = action.partition("#")
    comment = comment_text.strip() or None
    words = body.split()
    if not words:
        return NoteStep(comment)

    def player(word: str) -> int:
        match = _PLAYER.match(word)
        if not match:
            raise fail(f"{excerpt(word)} ist kein Spieler. Erlaubt ist p1 bis p{n_players}.",
                       "bad_player")
        digits = match.group(1)
        if len(digits) > len(str(n_players)) or int(digits) > n_players:
            raise fail(f"{excerpt(word)} gibt es nicht, die Hand hat {n_players} Spieler. Erlaubt ist "
                       f"p1 bis p{n_players}.", "bad_player")
        return int(digits) - 1

    def cards(text: str, *, unknown_ok: bool) -> tuple[Card, ...] | None:
        if "?" in text:
            if unknown_ok and re.fullmatch(r"(\?\?)+", text):
                return None
            raise fail(f"{excerpt(text)}: unbekannte Karten sind nur als Ganzes erlaubt ('????' für "
                       "zwei verdeckte Hole Cards), nicht teilweise und nicht auf dem Board.",
                       "unknown_cards")
        try:
            return parse_cards(text)
        except CardError as error:
            raise fail(f"{error.message} Karten schreibt PHH ohne Leerzeichen, z. B. 'Ac2d'.",
                       "bad_card") from None

    match words:
        case ["d", "dh", who, text]:
            dealt = cards(text, unknown_ok=True)
            if dealt is not None and len(dealt) != 2:
                raise fail(f"Texas Hold'em gibt jedem Spieler 2 Hole Cards, hier sind es "
                           f"{len(dealt)}.", "bad_card_count")
            if dealt is None and len(text) != 4:
                raise fail("Texas Hold'em gibt jedem Spieler 2 Hole Cards: '????'.",
                           "bad_card_count")
            return DealHoleStep(player(who), dealt, comment)
        case ["d", "db", text]:
            dealt = cards(text, unknown_ok=False)
            assert dealt is not None
            if len(dealt) not in (1, 3):
                raise fail(f"Auf das Board kommen 3 Karten (Flop) oder 1 Karte (Turn, River), "
                           f"hier sind es {len(dealt)}.", "bad_card_count")
            return DealBoardStep(dealt, comment)
        case [who, "f"]:
            return FoldStep(player(who), comment)
        case [who, "cc"]:
            return CheckCallStep(player(who), comment)
        case [who, "cbr", amount]:
            value = _action_amount(amount, fail)
            return BetRaiseStep(player(who), value, comment)
        case [who, "sm"]:
            return ShowMuckStep(player(who), None, False, comment)
        case [who, "sm", "-"]:
            return ShowMuckStep(player(who), None, True, comment)
        case [who, "sm", text]:
            shown = cards(text, unknown_ok=False)
            if shown is not None and len(shown) != 2:
                raise fail(f"Gezeigt werden die 2 Hole Cards, hier sind es {len(shown)}.",
                           "bad_card_count")
            return ShowMuckStep(player(who), shown, True, comment)
        case [_, ("pb" | "sd"), *_]:
            raise fail("Bring-in (pb) und Tauschen (sd) gibt es in Texas Hold'em nicht. "
                       f"Erlaubt sind {_GRAMMAR}.", "unsupported_action")
    raise fail(f"Unbekannte Aktion. Erlaubt sind {_GRAMMAR}.")


def _action_amount(amount: str, fail) -> int:  # type: ignore[no-untyped-def]
    """The amount of ``cbr``, exactly: digits, optionally with a decimal part of zeros."""
    match = re.fullmatch(r"([0-9]+)(?:\.([0-9]+))?", amount)
    if not match:
        raise fail(f"Der Betrag {excerpt(amount)} ist keine ganze Zahl. Erlaubt ist 'cbr' mit dem "
                   "Betrag, auf den gesetzt oder erhöht wird, z. B. 'p2 cbr 600'.", "bad_amount")
    digits, decimals = match.group(1).lstrip("0") or "0", match.group(2) or ""
    if decimals.strip("0"):
        raise fail(f"Der Betrag {excerpt(amount)} ist kein ganzer Chip. Erlaubt sind nur ganze "
                   "Chips, keine Bruchteile.", "fractional_amount")
    if len(digits) > MAX_AMOUNT_DIGITS:
        raise fail(f"Der Betrag hat {len(digits)} Stellen. Erlaubt sind Beträge bis "
                   f"{MAX_AMOUNT_DIGITS} Stellen.", "amount_too_long")
    value = int(digits)
    if value <= 0:
        raise fail("Ein Einsatz muss größer als 0 sein.", "bad_amount")
    return value
