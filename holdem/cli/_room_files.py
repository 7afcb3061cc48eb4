"""Hand histories of online rooms on the command line: reading a file, one verdict per hand, the
German lines and the JSON of a verdict, and writing the hands as PHH. ``replay``, ``import`` and
``erklaeren`` share these, so a hand reads the same in each.

The readers and the engine are imported when a file is read, not for ``--help``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from holdem.cli import print_json
from holdem.errors import HoldemError
from holdem.german import count_text

if TYPE_CHECKING:
    from holdem.rooms import Verdict

__all__ = ["FILE_KEYS", "STATUS", "file_verdicts", "is_file_error", "phh_name", "print_verdict", "report", "short_line", "verdict_json",
           "write_exports"]

# The keys of a file that cannot be read at all (no hand of it is read).
FILE_KEYS = frozenset({"file_unreadable", "file_too_large", "binary_file"})
STATUS = {"agrees": "stimmt mit dem Raum überein", "refused": "abgelehnt", "differs": "WEICHT AB vom Raum"}


def file_verdicts(name: str, path: Path) -> Iterator[Verdict]:
    """Every hand of the room's file ``path``, played and checked. A file that cannot be read at
    all (missing, too large, binary, no room's header) gives one refused verdict with the German
    reason, labelled with the file's name; a hand that cannot be read never stops the others."""
    from holdem.rooms import Verdict, check_text, decode
    from holdem.rooms.text import MAX_BYTES

    try:
        if path.stat().st_size > MAX_BYTES:  # refused before a byte is read into memory
            size = path.stat().st_size // (1024 * 1024)
            raise HoldemError(f"{name}: Die Datei hat {size} MB. Erlaubt sind Hand-History-Dateien bis "
                              f"{MAX_BYTES // (1024 * 1024)} MB.", key="file_too_large")
        text = decode(path.read_bytes(), name)
    except FileNotFoundError:
        yield Verdict(name, "refused", f"{name}: Diese Datei gibt es nicht. Erlaubt ist der Pfad einer vorhandenen "
                                       "Datei oder eines Verzeichnisses.", "file_unreadable")
        return
    except OSError as error:
        reason = "keine Leserechte" if isinstance(error, PermissionError) else "Fehler des Betriebssystems"
        yield Verdict(name, "refused", f"{name}: Die Datei lässt sich nicht lesen ({reason}). Erlaubt ist eine "
                                       "lesbare Textdatei.", "file_unreadable")
        return
    except HoldemError as error:
        message = error.message if error.message.startswith(name) else f"{name}: {error.message}"
        yield Verdict(name, "refused", message, error.key)
        return
    for verdict in check_text(text, name):
        if verdict.hand is None and verdict.key == "unknown_room":
            verdict.label, verdict.reason = name, f"{name}: {verdict.reason}"
        yield verdict


def _reason(verdict: Verdict) -> str:
    """The verdict's reason without the hand's label it begins with (the line names the hand)."""
    reason = verdict.reason
    for prefix in (f"{verdict.label}: ", f"{verdict.label}, "):
        if reason.startswith(prefix):
            reason = reason[len(prefix):]
            break
    same_line = f"Zeile {verdict.line}: "
    return reason[len(same_line):] if verdict.line and reason.startswith(same_line) else reason


def is_file_error(verdict: Verdict) -> bool:
    """Whether the verdict is about a whole file that could not be read (no hand of it was)."""
    return verdict.hand is None and not verdict.line and (verdict.key in FILE_KEYS or verdict.key == "unknown_room")


def short_line(verdict: Verdict) -> str:
    """One line for a hand: which hand and where it begins, the verdict and why."""
    where = f" (ab Zeile {verdict.line})" if verdict.line else ""
    head = f"{verdict.label}{where}: {STATUS[verdict.status]}"
    if verdict.status == "agrees":
        return head + "."
    return f"{head} – {_reason(verdict)}"


def print_verdict(name: str, verdict: Verdict, *, steps: bool) -> None:
    """The verdict as ``replay`` prints it; with ``steps`` first every sentence of the hand."""
    hand = verdict.hand
    if hand is None or verdict.status == "refused" and not verdict.events:
        print(f"{verdict.label}: {STATUS[verdict.status]}: {verdict.reason}")
        return
    title = f"{hand.label} ({hand.stakes}, {hand.history.n_players} Spieler)"
    if steps:
        print(f"== {name}: {title} ==")
        for _rule, text in verdict.sentences():
            print(f"  {text}")
        if verdict.final is not None:
            print("Endstände: " + ", ".join(f"{n} {hand.money(s)}" for n, s in zip(hand.names, verdict.final)))
    print(f"{title}: {STATUS[verdict.status]}" + (f": {verdict.reason}" if verdict.status == "refused" else "."))
    for note in verdict.notes:
        print(f"  Hinweis: {note}")
    for difference in verdict.differences:
        print(f"  - {difference}")


def verdict_json(name: str, verdict: Verdict, *, events: bool = True) -> dict[str, object]:
    """The verdict for programs: room, hand, status, reason, players, the recorded and the computed
    final stacks (in the hand's units: cents when ``unit`` is 100), and with ``events`` every
    sentence with its rule ID."""
    hand = verdict.hand
    data: dict[str, object] = {"file": name, "room": hand.record.room if hand else None,
                               "hand": hand.record.hand_id if hand else None, "line": verdict.line or None,
                               "status": verdict.status, "reason": verdict.reason or None,
                               "key": verdict.key or None, "differences": verdict.differences,
                               "notes": verdict.notes, "players": None, "recorded": None, "computed": None}
    if hand is not None:
        data["players"] = list(hand.names)
        data["unit"] = hand.unit
        data["currency"] = hand.record.currency
        data["recorded"] = None if hand.history.finishing_stacks is None else list(hand.history.finishing_stacks)
        data["computed"] = None if verdict.final is None else list(verdict.final)
        if events:
            data["events"] = [{"rule": rule, "text": text} for rule, text in verdict.sentences()]
    return data


def phh_name(label: str) -> str:
    """A file name for a hand: "PokerStars Hand #123" -> "PokerStars-123.phh"."""
    room, _, hand = label.partition(" Hand #")
    safe = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in f"{room}-{hand}")
    return safe.strip("-") + ".phh"


def write_exports(target: str, exports: list[tuple[str, str]], as_json: bool) -> bool:
    """Write the PHH texts: to ``target`` itself for one hand named ``*.phh``, else into the
    directory ``target``. Nothing is written when the target does not fit."""
    path = Path(target)
    if path.suffix.lower() == ".phh":
        if len(exports) != 1:
            report(target, f"{target}: {count_text(len(exports), 'Hand ließ', 'Hände ließen')} sich als PHH "
                           "schreiben. Erlaubt ist ZIEL.phh für genau eine Hand; für mehrere Hände ist ZIEL ein "
                           "Verzeichnis.", "phh_target", as_json)
            return False
        files = [(path, exports[0][1])]
    else:
        files = [(path / name, text) for name, text in exports]
    try:
        if path.suffix.lower() != ".phh":
            path.mkdir(parents=True, exist_ok=True)
        for file, text in files:
            file.write_text(text, encoding="utf-8")
    except OSError as error:
        reason = error.strerror or "Fehler des Betriebssystems"
        report(target, f"{target}: Die PHH-Datei lässt sich nicht schreiben ({reason}). Erlaubt ist ein Ziel, "
                       "in das geschrieben werden darf.", "phh_unwritable", as_json)
        return False
    if not as_json:
        print(f"{count_text(len(files), 'PHH-Datei', 'PHH-Dateien')} geschrieben: "
              + (str(files[0][0]) if len(files) == 1 else f"{target}/"))
    return True


def report(name: str, message: str, key: str, as_json: bool) -> None:
    """A file's error: a JSON line for programs, else the German message on stderr."""
    if as_json:
        print_json({"file": name, "error": message, "key": key})
    else:
        print(f"Fehler: {message}", file=sys.stderr)
