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
from typing import Any, Sequence

from holdem.cli._german import GermanArgumentParser
from holdem.errors import HoldemError

EXIT_BAD_INPUT = 2
EXIT_INTERRUPTED = 130  # the shell's code for a program stopped by Ctrl-C


def build_parser() -> argparse.ArgumentParser:
    parser = GermanArgumentParser(
        prog="python -m holdem",
        description="Texas Hold'em: die Regeln zum Ausprobieren — die Regel-Engine auf der Kommandozeile.",
    )
    subparsers = parser.add_subparsers(dest="command", metavar="BEFEHL", required=True)
    for module in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if not module.name.startswith("_"):
            importlib.import_module(f"{__name__}.{module.name}").register(subparsers)
    return parser


def add_json_flag(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="Ausgabe als JSON (für Programme)")


def print_json(data: Any) -> None:
    print(json.dumps(data, ensure_ascii=False))

def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result = args.func(args)
    except HoldemError as error:
        print(f"Fehler: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:  # e.g. piped into `head`
        return 0
    except KeyboardInterrupt:  # Ctrl-C: stop cleanly, no traceback
        print("\nAbgebrochen (Strg+C).", file=sys.stderr)
        return EXIT_INTERRUPTED
    return int(result or 0)
