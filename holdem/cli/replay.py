"""``replay`` and ``legal``: hand histories in the PHH format, played through our engine.

``python -m holdem replay FILE_OR_DIR...`` prints each hand step by step (the events' German
sentences) and the final stacks, compared with the file's ``finishing_stacks``. Directories are
searched recursively for ``*.phh``. With ``--json`` it prints one JSON object per hand and line::

    {"file": "...", "finishing_stacks": [...], "expected_finishing_stacks": [...] | null,
     "matches": true | false | null, "events": [{"rule": "W3", "text": "..."}, ...]}

A file whose ``finishing_stacks`` split chips into fractions (the Pluribus data cuts an odd chip
into halves) is replayed in whole chips; its object has ``"matches": null``,
``"fractional_finishing_stacks": true``, ``"within_one_chip": true | false`` and a German
``"note"``.

or ``{"file": "...", "error": "...", "key": "..."}`` for a hand it cannot replay. It goes on with
the next file; the exit code is 1 if any hand failed or did not match, else 0. Output is
streamed hand by hand, so ten thousand files need no more memory than one.

A file that is not ``*.phh`` is read as an online room's hand history (PokerStars, GGPoker,
Winamax, partypoker, 888, Full Tilt, iPoker, Winning Poker Network, Bovada; the room is detected
from the text): every hand of the file is played and compared with what the room recorded, one
verdict per hand ("stimmt überein", "abgelehnt" with the reason, "weicht ab" with each difference)
and a summary. With ``--json`` one object per hand: ``{"file", "room", "hand", "status":
"agrees"|"refused"|"differs", "reason", "differences", "notes", "players", "recorded", "computed",
"events"}``. A cash hand in cents is told in the room's money ("0,10 €"); ``--phh ZIEL`` writes
each hand as PHH (``ZIEL.phh`` for one hand, else a directory with one file per hand); a hand PHH
cannot hold is named with the reason.

``python -m holdem legal FILE.phh`` replays the file's actions and says who is to act and
what he may do, with the amounts (``--json`` for programs).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from holdem.cli import add_json_flag, print_json
from holdem.cli._room_files import (
    FILE_KEYS,
    file_verdicts,
    phh_name,
    print_verdict,
    report,
    verdict_json,
    write_exports,
)
from holdem.errors import HoldemError
from holdem.german import count_text

if TYPE_CHECKING:  # the reader and the engine are imported when a command runs, not for --help
    from holdem.phh import HandHistory

EXIT_MISMATCH = 1



def register(subparsers: argparse._SubParsersAction) -> None:
    replay = subparsers.add_parser(
        "replay", help="Hand Histories (PHH) Schritt für Schritt nachspielen",
        description="Spielt Hand Histories im PHH-Format mit unserer Engine nach und vergleicht "
                    "die Endstände mit finishing_stacks. Verzeichnisse werden rekursiv nach "
                    "*.phh durchsucht. Andere Dateien werden als Hand History eines Pokerraums "
                    "gelesen (PokerStars, GGPoker, Winamax, partypoker, 888, Full Tilt, iPoker, Winning "
                    "Poker Network, Bovada): jede Hand "
                    "wird nachgespielt und mit dem verglichen, was der Raum aufgeschrieben hat.")
    replay.add_argument("paths", nargs="+", metavar="DATEI_ODER_VERZEICHNIS")
    replay.add_argument("--phh", metavar="ZIEL", default=None,
                        help="die Hände eines Pokerraums als PHH schreiben: ZIEL.phh für eine Hand, sonst ein "
                             "Verzeichnis (eine Datei je Hand)")
    add_json_flag(replay)
    replay.set_defaults(func=run_replay)

    legal = subparsers.add_parser(
        "legal", help="Wer ist nach den Aktionen einer PHH-Datei am Zug, und was darf dieser Spieler?",
        description="Spielt die Aktionen der Datei nach und zeigt, wer am Zug ist und welche "
                    "Aktionen mit welchen Beträgen erlaubt sind.")
    legal.add_argument("path", metavar="DATEI.phh")
    add_json_flag(legal)
    legal.set_defaults(func=run_legal)


# ---------------------------------------------------------------- replay

def iter_phh_files(paths: list[str]) -> Iterator[tuple[str, Path | None]]:
    """``(name, path)`` for every file to replay; ``path`` None when the argument is missing."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for root, dirs, files in os.walk(path):
                dirs.sort()
                for name in sorted(files):
                    if name.endswith(".phh"):
                        full = Path(root) / name
                        yield str(full), full
        elif path.exists():
            yield raw, path
        else:
            yield raw, None


def run_replay(args: argparse.Namespace) -> int:
    failed = seen = 0
    exports: list[tuple[str, str]] | None = None if args.phh is None else []
    for name, path in iter_phh_files(args.paths):
        if path is not None and path.is_file() and path.suffix.lower() != ".phh":
            seen += 1
            failed += _replay_room_file(name, path, args.json, exports)
            sys.stdout.flush()
            continue
        ok = _replay_one(name, path, args.json)
        failed += not ok
        seen += 1
        sys.stdout.flush()
    if not seen:
        print("Fehler: keine .phh-Datei gefunden. Erlaubt sind .phh-Dateien oder Verzeichnisse, "
              "die welche enthalten.", file=sys.stderr)
        return EXIT_MISMATCH
    if exports is not None and not write_exports(args.phh, exports, args.json):
        failed += 1
    if not args.json:
        if failed:
            print(f"{count_text(failed, 'Hand', 'Hände')} nicht nachspielbar oder mit abweichenden Endständen.",
                  file=sys.stderr)
    return EXIT_MISMATCH if failed else 0


def _replay_one(name: str, path: Path | None, as_json: bool) -> bool:
    from holdem.phh import PhhError, read_phh
    from holdem.replay import final_stacks, fraction_note, iter_replay, stacks_close, stacks_match

    try:
        if path is None:
            raise PhhError("Datei oder Verzeichnis gibt es nicht. Erlaubt sind vorhandene "
                           ".phh-Dateien oder Verzeichnisse.", key="file_not_found", source=name)
        hh = read_phh(path, source=name)
        if as_json:
            events: list[dict[str, str]] = []
            state = None
            for item in iter_replay(hh):
                state = item.state
                events.extend({"rule": e.rule, "text": e.text} for e in item.events)
            assert state is not None
            stacks = final_stacks(state)
            matches, close = stacks_match(hh, stacks), stacks_close(hh, stacks)
            data = {"file": name, "finishing_stacks": list(stacks),
                    "expected_finishing_stacks": _expected(hh), "matches": matches,
                    "complete": state.is_over, "events": events}
            if close is not None:
                data["fractional_finishing_stacks"] = True
                data["within_one_chip"] = close
                data["note"] = fraction_note(hh)
            print_json(data)
            return matches is not False and close is not False
        return _print_hand(name, hh)
    except HoldemError as error:
        report(name, str(error), error.key, as_json)
        return False
    except (RecursionError, MemoryError) as error:
        # A file that exhausts the interpreter must not end the run of a whole directory.
        what = "zu tief verschachtelt" if isinstance(error, RecursionError) else "zu groß"
        report(name, f"{name}: Die Datei ist {what}, um sie nachzuspielen. Erlaubt sind Hand "
                      "Histories im Umfang der PHH-Spezifikation.", "file_too_complex", as_json)
        return False


def _replay_room_file(name: str, path: Path, as_json: bool, exports: list[tuple[str, str]] | None = None) -> int:
    """Every hand of a room's hand-history file; returns how many did not agree (or 1 if the
    file cannot be read at all). ``exports`` (with ``--phh``) receives each hand's file name and
    PHH text."""
    from holdem.rooms.export import room_phh

    verdicts = list(file_verdicts(name, path))
    if len(verdicts) == 1 and verdicts[0].key in FILE_KEYS:
        report(name, verdicts[0].reason, verdicts[0].key, as_json)
        return 1
    counts = {"agrees": 0, "refused": 0, "differs": 0}
    single = len(verdicts) == 1
    for verdict in verdicts:
        counts[verdict.status] += 1
        if as_json:
            print_json(verdict_json(name, verdict))
        else:
            print_verdict(name, verdict, steps=single)
        if exports is not None and verdict.status != "refused":
            phh_text, why = room_phh(verdict)
            if phh_text is not None:
                exports.append((phh_name(verdict.label), phh_text))
            elif not as_json:
                print(f"  Kein PHH: {why}")
    if not as_json:
        agree = "stimmt" if counts["agrees"] == 1 else "stimmen"
        differ = "weicht" if counts["differs"] == 1 else "weichen"
        print(f"{name}: {count_text(len(verdicts), 'Hand', 'Hände')} – {counts['agrees']} {agree} mit dem Raum "
              f"überein, {counts['differs']} {differ} ab, {counts['refused']} abgelehnt.")
        print()
    return counts["refused"] + counts["differs"]


def _expected(hh: HandHistory) -> list[int | float] | None:
    if hh.finishing_stacks is None:
        return None
    # JSON numbers: fractions as floats (10112.5), whole stacks as integers.
    return [s if isinstance(s, int) else float(s) for s in hh.finishing_stacks]


def _print_hand(name: str, hh: HandHistory) -> bool:
    from holdem.replay import (
        ReplayError,
        final_stacks,
        fraction_note,
        iter_replay,
        stacks_close,
        stacks_match,
    )

    title = "No Limit" if hh.variant == "NT" else "Fixed Limit"
    print(f"== {name}: {title} Texas Hold'em, {hh.n_players} Spieler ==")
    state = None
    try:
        for item in iter_replay(hh):
            state = item.state
            for event in item.events:
                print(f"  {event.text}")
    except ReplayError:
        print("  (Wiedergabe abgebrochen)")
        raise
    assert state is not None
    stacks = final_stacks(state)
    if not state.is_over:
        print("  Die Aktionen enden vor dem Ende der Hand.")
    print("Endstände: " + ", ".join(f"{hh.player_name(i)} {s}" for i, s in enumerate(stacks)))
    matches, close = stacks_match(hh, stacks), stacks_close(hh, stacks)
    if close is not None:
        print(fraction_note(hh))
        print("Jeder Stack liegt weniger als einen Chip neben finishing_stacks der Datei."
              if close else "WEICHT AB von finishing_stacks der Datei, um mehr als den Bruchteil "
              "eines Chips: " + _file_stacks(hh))
    elif matches is None:
        print("Die Datei nennt keine finishing_stacks zum Vergleich.")
    elif matches:
        print("Stimmt mit finishing_stacks der Datei überein.")
    else:
        print("WEICHT AB von finishing_stacks der Datei: " + _file_stacks(hh))
    print()
    return matches is not False and close is not False


def _file_stacks(hh: HandHistory) -> str:
    assert hh.finishing_stacks is not None
    return ", ".join(f"{hh.player_name(i)} {format(s, 'f').replace('.', ',')}"
                     for i, s in enumerate(hh.finishing_stacks))


# ---------------------------------------------------------------- legal

def run_legal(args: argparse.Namespace) -> int:
    from holdem.phh import PhhError, read_phh
    from holdem.replay import final_stacks, iter_replay

    path = Path(args.path)
    if not path.is_file():
        raise PhhError("Die Datei gibt es nicht. Erlaubt ist der Pfad einer vorhandenen "
                       ".phh-Datei.", key="file_not_found", source=args.path)
    hh = read_phh(path, source=args.path)
    state = None
    for item in iter_replay(hh):
        state = item.state
    assert state is not None
    legal = state.legal_actions() if state.to_act is not None else ()
    if args.json:
        print_json({
            "file": args.path,
            "street": state.street.name.lower(),
            "is_over": state.is_over,
            "awaiting_deal": bool(getattr(state, "awaiting_deal", False)),
            "to_act": state.to_act,
            "to_act_phh": None if state.to_act is None else f"p{state.to_act + 1}",
            "stacks": list(state.stacks),
            "legal_actions": [{"kind": a.kind.value, "min_to": a.min_to, "max_to": a.max_to,
                               "call": a.call} for a in legal],
        })
        return 0
    print(f"{args.path}: nach {len(hh.actions)} Aktionen")
    if state.is_over:
        print("Die Hand ist vorbei, niemand ist mehr am Zug.")
        print("Endstände: " + ", ".join(f"{hh.player_name(i)} {s}"
                                         for i, s in enumerate(final_stacks(state))))
        return 0
    if state.to_act is None:
        waiting = getattr(state, "awaiting_reveal", ())
        if waiting:
            print("Showdown: niemand setzt mehr. Es fehlen noch die Karten von "
                  + ", ".join(f"{hh.player_name(p)} (p{p + 1})" for p in waiting)
                  + " (aufdecken oder verdeckt wegwerfen, S1, S3).")
        else:
            print("Niemand ist am Zug: als Nächstes gibt der Geber Karten (K3).")
        return 0
    who = state.to_act
    print(f"Am Zug: {hh.player_name(who)} (p{who + 1}), Stack {state.stacks[who]}, "
          f"in dieser Runde gesetzt {state.bets[who]}.")
    print("Erlaubt:")
    for action in legal:
        print(f"  - {_describe_legal(action)}")
    return 0


def _describe_legal(action) -> str:  # type: ignore[no-untyped-def]
    name = action.kind.german
    if action.kind.value == "call":
        return f"{name}: {action.call} Chips"
    if action.kind.value in ("bet", "raise"):
        if action.min_to == action.max_to:
            return f"{name} auf genau {action.min_to}"
        return f"{name} auf {action.min_to} bis {action.max_to}"
    return name
