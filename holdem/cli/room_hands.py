"""``import`` and ``erklaeren``: a reader's own hands from an online room, checked and explained.

``python -m holdem import DATEI...`` reads every hand of the files (PokerStars, GGPoker, Winamax,
partypoker, 888, Full Tilt, iPoker XML, Winning Poker Network, Bovada; directories are searched
recursively), plays it through our engine and prints one line per hand: the room, the hand's
number and where it begins, whether it agrees with the room, was refused (with the reason) or
differs (with the differences), then the counts. ``--json`` prints one object for programs::

    {"hands": [{"file", "room", "hand", "line", "status": "agrees"|"refused"|"differs", "reason",
                "key", "differences", "notes", "players", "recorded", "computed", "unit",
                "currency"}, ...]}

A file that cannot be read at all is one refused entry with ``room`` and ``hand`` null.
``--phh ZIEL`` writes every played hand as PHH. The exit code is 0 when every hand agrees, else 1.

``python -m holdem erklaeren DATEI [--hand NUMMER]`` prints one hand (the file's first without
``--hand``) step by step: each of the engine's sentences with its rule IDs, the rule moments
marked, amounts in the room's money, and the verdict.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
from collections import Counter
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from holdem.cli import add_json_flag, print_json
from holdem.cli._room_files import (
    STATUS,
    file_verdicts,
    is_file_error,
    phh_name,
    print_verdict,
    short_line,
    verdict_json,
    write_exports,
)
from holdem.errors import HoldemError
from holdem.german import count_text, german_number
from holdem.rule_ids import find_rule_ids

if TYPE_CHECKING:
    from holdem.rooms import Verdict

EXIT_NOT_ALL_AGREE = 1

# The rule moments of a hand: where a reader most often asks "was that allowed?" — the minimum
# raise (L1), a short all-in (L8), the big blind's option (B5), missed and dead blinds (B8–B10),
# side pots (A3–A6), the uncalled bet (A7), who shows first (S2), the odd chip (P2, C9), the rake (X1).
MOMENT_RULES = frozenset({"L1", "L8", "B5", "B8", "B9", "B10", "A3", "A4", "A5", "A6", "A7", "S2", "P2", "C9",
                          "X1"})
_BRACKET = re.compile(r"\(([^()]*)\)")
# How many hand numbers an error lists before it says how many more there are.
LISTED_IDS = 10


def register(subparsers: argparse._SubParsersAction) -> None:
    importer = subparsers.add_parser(
        "import", help="Hand Histories eines Pokerraums einlesen, nachspielen und prüfen",
        description="Liest die Hand Histories von Pokerräumen (PokerStars, GGPoker, Winamax, partypoker, 888, "
                    "Full Tilt, iPoker, Winning Poker Network, Bovada), spielt jede Hand mit unserer Engine nach "
                    "und sagt je Hand in einer Zeile, ob sie mit dem Raum übereinstimmt, abgelehnt wird (mit "
                    "Grund) oder abweicht. Verzeichnisse werden rekursiv gelesen. Exit-Code 1, wenn nicht jede "
                    "Hand übereinstimmt.")
    importer.add_argument("paths", nargs="+", metavar="DATEI")
    importer.add_argument("--phh", metavar="ZIEL", default=None,
                          help="die nachgespielten Hände als PHH schreiben: ZIEL.phh für eine Hand, sonst ein "
                               "Verzeichnis (eine Datei je Hand)")
    add_json_flag(importer)
    importer.set_defaults(func=run_import)

    explain = subparsers.add_parser(
        "erklaeren", help="eine Hand eines Pokerraums Schritt für Schritt erklären",
        description="Spielt eine Hand aus der Hand History eines Pokerraums nach und erklärt jeden Schritt mit "
                    "den Regeln (Regel-IDs in Klammern); » markiert die Regelmomente. Ohne --hand die erste "
                    "Hand der Datei.")
    explain.add_argument("path", metavar="DATEI")
    explain.add_argument("--hand", metavar="NUMMER", default=None, help="die Nummer der Hand, wie der Raum sie "
                                                                       "schreibt (etwa 230449982358)")
    explain.set_defaults(func=run_explain)


# ---------------------------------------------------------------- import

def room_files(paths: list[str]) -> Iterator[tuple[str, Path]]:
    """``(name, path)`` of every file to read: files as given, directories recursively (without
    their ``*.md`` descriptions)."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            for root, dirs, files in os.walk(path):
                dirs.sort()
                for name in sorted(files):
                    if not name.lower().endswith(".md"):
                        full = Path(root) / name
                        yield str(full), full
        else:
            yield raw, path


def run_import(args: argparse.Namespace) -> int:
    counts: Counter[str] = Counter()
    hands: list[dict[str, object]] = []
    exports: list[tuple[str, str]] | None = None if args.phh is None else []
    files = 0
    for name, path in room_files(args.paths):
        files += 1
        for number, verdict in enumerate(file_verdicts(name, path)):
            unread = is_file_error(verdict)
            counts["unread_files" if unread else verdict.status] += 1
            if args.json:
                hands.append(verdict_json(name, verdict, events=False))
            elif unread:  # a file no hand of which could be read: an error, as every command reports one
                print(f"Fehler: {verdict.reason}", file=sys.stderr)
            else:
                if number == 0:
                    print(f"{name}:")
                print(f"  {short_line(verdict)}")
                for difference in verdict.differences:
                    print(f"    - {difference}")
            if exports is not None and verdict.status != "refused":
                _export(verdict, exports, args.json)
        if not args.json:
            sys.stdout.flush()  # hand by hand: a long run shows its progress
    written = True
    if exports is not None:
        # The JSON answer is one object on stdout: what the writing says goes to stderr.
        with contextlib.redirect_stdout(sys.stderr if args.json else sys.stdout):
            written = write_exports(args.phh, exports, False)
    if args.json:
        print_json({"hands": hands})
    else:
        print(summary(counts, files))
    failed = counts["refused"] + counts["differs"] + counts["unread_files"]
    return 0 if written and not failed else EXIT_NOT_ALL_AGREE


def _export(verdict: Verdict, exports: list[tuple[str, str]], as_json: bool) -> None:
    from holdem.rooms.export import room_phh

    text, why = room_phh(verdict)
    if text is not None:
        exports.append((phh_name(verdict.label), text))
    else:
        print(f"    Kein PHH: {why}", file=sys.stderr if as_json else sys.stdout)


def summary(counts: Counter[str], files: int) -> str:
    """The last line of ``import``: how many hands in how many files, their verdicts, and the files
    of which no hand could be read."""
    total = counts["agrees"] + counts["refused"] + counts["differs"]
    agree = "stimmt" if counts["agrees"] == 1 else "stimmen"
    differ = "weicht" if counts["differs"] == 1 else "weichen"
    text = (f"Zusammen: {count_text(total, 'Hand', 'Hände')} in {count_text(files, 'Datei', 'Dateien')} – "
            f"{german_number(counts['agrees'])} {agree} mit dem Raum überein, {german_number(counts['differs'])} "
            f"{differ} ab, {german_number(counts['refused'])} abgelehnt.")
    unread = counts["unread_files"]
    if unread:
        text += f" {count_text(unread, 'Datei', 'Dateien')} ohne lesbare Hand (die Fehlermeldungen nennen den Grund)."
    return text


# ---------------------------------------------------------------- erklaeren

def run_explain(args: argparse.Namespace) -> int:
    verdict = pick_hand(args.path, args.hand)
    explain(args.path, verdict)
    return 0 if verdict.status == "agrees" else EXIT_NOT_ALL_AGREE


def pick_hand(name: str, wanted: str | None) -> Verdict:
    """The hand ``wanted`` (its number as the room writes it; a leading "#" is allowed) of the file,
    or its first hand; a German error when the file has no such hand, naming the ones it has."""
    verdicts = list(file_verdicts(name, Path(name)))
    if wanted is None:
        first = verdicts[0]
        if is_file_error(first):
            raise HoldemError(first.reason, key=first.key)
        return first
    wanted = wanted.strip().lstrip("#")
    for verdict in verdicts:
        if verdict.hand is not None and verdict.hand.record.hand_id == wanted:
            return verdict
    ids = [v.hand.record.hand_id for v in verdicts if v.hand is not None]
    if not ids:
        reasons = verdicts[0].reason if verdicts else "keine Hand gefunden"
        raise HoldemError(f"{name}: Die Datei hat keine Hand, die sich nachspielen lässt ({reasons}).",
                          key="no_hand")
    listed = ", ".join(ids[:LISTED_IDS])
    more = f" und {count_text(len(ids) - LISTED_IDS, 'weitere', 'weitere')}" if len(ids) > LISTED_IDS else ""
    raise HoldemError(f"{name}: Eine Hand mit der Nummer {wanted[:40]} gibt es in der Datei nicht. Erlaubt sind "
                      f"die Nummern der Hände dieser Datei: {listed}{more}.", key="unknown_hand")


def is_moment(text: str) -> bool:
    """Whether a sentence cites one of the rule moments (:data:`MOMENT_RULES`)."""
    return any(rule in MOMENT_RULES for inside in _BRACKET.findall(text) for rule in find_rule_ids(inside))


def explain(name: str, verdict: Verdict) -> None:
    """The hand step by step: per betting round the engine's sentences, the rule moments marked
    with », the final stacks and the verdict."""
    hand = verdict.hand
    if hand is None:
        print(f"{verdict.label}: {STATUS[verdict.status]}: {verdict.reason}")
        return
    where = f", ab Zeile {verdict.line}" if verdict.line else ""
    print(f"== {hand.label} ({hand.stakes}, {hand.history.n_players} Spieler) – {name}{where} ==")
    print("Spieler: " + ", ".join(f"{n} (Sitz {seat}, {hand.money(stack)})" for n, seat, stack
                                  in zip(hand.names, hand.seats, hand.history.starting_stacks)))
    print("» markiert die Regelmomente: Mindesterhöhung, kurzes All-in, Option des Big Blinds, verpasste und "
          "tote Blinds, Side Pots, zurückgegebener Einsatz, wer zuerst zeigt, der unteilbare Chip, Rake.")
    for label, sentences in steps(verdict):
        print()
        print(f"{label}:")
        for text in sentences:
            print(f"{'»' if is_moment(text) else ' '} {text}")
    print()
    if verdict.final is not None:
        print("Endstände: " + ", ".join(f"{n} {hand.money(s)}" for n, s in zip(hand.names, verdict.final)))
    print_verdict(name, verdict, steps=False)


def steps(verdict: Verdict) -> list[tuple[str, list[str]]]:
    """The hand's sentences in the room's money, one step per betting round (a round begins with
    its cards: the hole cards, the flop, turn and river, then the showdown)."""
    from holdem.narration import event_text

    hand = verdict.hand
    assert hand is not None
    money = hand.money_format
    result: list[tuple[str, list[str]]] = [("Blinds und Karten" if verdict.final is not None
                                            else "Bis zur Ablehnung" if verdict.status == "refused"
                                            else "Die Hand", [])]
    for event in verdict.events:
        label = _round_label(event.kind, event.values, result[-1][0])
        if verdict.final is not None and label != result[-1][0]:
            result.append((label, []))
        result[-1][1].append(event_text(event, money))
    return [(label, said) for label, said in result if said]


def _round_label(kind: str, values: Mapping[str, object], current: str) -> str:
    if kind == "deal_hole" and current == "Blinds und Karten":
        return "Preflop"
    if kind == "deal_board":
        return str(values.get("street", current))
    if kind == "showdown":
        return "Showdown"
    return current
