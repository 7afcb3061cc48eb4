"""Command line: German text by default, ``--json`` for programs.

Each sub-command lives in its own module of this package and provides
``register(subparsers)``; the parser it adds has ``func`` set to a function
``(args) -> int | None`` that prints its result. Engine errors become a clear
message on stderr and a non-zero exit code, never a traceback.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import sys
from collections.abc import Sequence
from typing import Any

from holdem.cli._german import GermanArgumentParser
from holdem.errors import HoldemError

EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130  # the shell's code for a program stopped by Ctrl-C


# Which module registers which command, so that a call imports only its own module (start-up
# time). A module missing here still works: an unknown first word loads every module.
COMMAND_MODULES = {
    "rank": "ranking", "compare": "ranking", "counts": "ranking", "equity": "equity",
    "pots": "pots", "positions": "positions", "replay": "replay", "legal": "replay", "pruefung": "pruefung",
    "arbeitsblatt": "worksheet", "import": "room_hands", "erklaeren": "room_hands",
}


def _modules() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The parser with every sub-command, or only the module of ``command`` when it is known."""
    parser = GermanArgumentParser(
        prog="python -m holdem",
        description="Texas Hold'em: die Regeln zum Ausprobieren — die Regel-Engine auf der Kommandozeile.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="BEFEHL", required=True)
    names = [COMMAND_MODULES[command]] if command in COMMAND_MODULES else _modules()
    for name in names:
        importlib.import_module(f"{__name__}.{name}").register(subparsers)
    return parser


def add_json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="Ausgabe als JSON (für Programme)")


def print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False))


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(args_list[0] if args_list else None)
    args = parser.parse_args(args_list)
    try:
        result = args.func(args)
    except HoldemError as error:
        print(f"Fehler: {error.message}", file=sys.stderr)  # the key is for programs, not readers
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # e.g. piped into `head`
        return 0
    except KeyboardInterrupt:  # Ctrl-C: stop cleanly, no traceback
        print("\nAbgebrochen (Strg+C).", file=sys.stderr)
        return EXIT_INTERRUPTED
    return int(result or 0)
