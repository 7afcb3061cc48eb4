"""argparse in German: the headings of the help, the usage line and argparse's own error
messages, so the whole command line speaks one language. Sub-commands inherit the parser class."""

from __future__ import annotations

import argparse
import re
import sys
from typing import NoReturn

# argparse's English messages (Python 3.11) and their German text.
_MESSAGES = [
    (re.compile(r"^the following arguments are required: (.*)$"), r"diese Angaben fehlen: \1"),
    (re.compile(r"^unrecognized arguments: (.*)$"), r"unbekannte Angaben: \1"),
    (re.compile(r"^one of the arguments (.*) is required$"), r"eine dieser Angaben ist nötig: \1"),
    (re.compile(r"^argument (.*?): not allowed with argument (.*)$"),
     r"\1 und \2 schließen sich aus; bitte nur eine der beiden angeben"),
    (re.compile(r"^argument (.*?): invalid choice: (.*) \(choose from (.*)\)$"),
     r"\1: \2 gibt es nicht; erlaubt sind \3"),
    (re.compile(r"^argument (.*?): invalid int value: (.*)$"), r"\1: \2 ist keine ganze Zahl"),
    (re.compile(r"^argument (.*?): invalid float value: (.*)$"), r"\1: \2 ist keine Zahl"),
    (re.compile(r"^argument (.*?): expected one argument$"), r"\1: hier fehlt der Wert"),
    (re.compile(r"^argument (.*?): (.*)$"), r"\1: \2"),
]


def german_message(message: str) -> str:
    """argparse's English error message in German (unknown messages are kept as they are)."""
    for pattern, replacement in _MESSAGES:
        if pattern.match(message):
            return pattern.sub(replacement, message)
    return message


class GermanHelpFormatter(argparse.HelpFormatter):
    def add_usage(self, usage, actions, groups, prefix=None) -> None:  # type: ignore[override]
        super().add_usage(usage, actions, groups, prefix="Aufruf: " if prefix is None else prefix)


class GermanArgumentParser(argparse.ArgumentParser):
    """An ArgumentParser whose help and errors are German; errors end with exit code 2."""

    def __init__(self, *args, **kwargs) -> None:
        formatter = kwargs.get("formatter_class", argparse.HelpFormatter)
        if not issubclass(formatter, GermanHelpFormatter):  # e.g. RawDescriptionHelpFormatter
            formatter = type(f"German{formatter.__name__}", (GermanHelpFormatter, formatter), {})
        kwargs["formatter_class"] = formatter
        add_help = kwargs.get("add_help", True)
        kwargs["add_help"] = False  # the German -h/--help is added below
        super().__init__(*args, **kwargs)
        self._positionals.title = "Befehle und Angaben"
        self._optionals.title = "Optionen"
        if add_help:
            self.add_argument("-h", "--help", action="help", default=argparse.SUPPRESS,
                              help="diese Hilfe zeigen und beenden")

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"Fehler: {german_message(message)}\nMehr dazu: {self.prog} --help\n")
