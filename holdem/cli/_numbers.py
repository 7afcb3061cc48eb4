"""Numbers on the command line: ASCII digits only.

Python's ``int()`` also reads ``1_0`` (as 10) and digits of other scripts (``١٠``, ``１０``);
on a command line those are typing mistakes, not numbers, so every option of the CLI reads
whole numbers through :func:`whole_number`.
"""

from __future__ import annotations

import argparse
import re
from collections.abc import Callable

from holdem.errors import HoldemError

_WHOLE = re.compile(r"[+-]?[0-9]+")  # re.ASCII is implied by the explicit class [0-9]
MAX_DIGITS = 100  # more digits are a mistake on a command line, and int() would be slow


def whole_number(text: str, option: str, allowed: str,
                 error: type[HoldemError] = HoldemError, *, minimum: int | None = None,
                 maximum: int | None = None) -> int:
    """``text`` as an integer written with ASCII digits, else ``error`` in German naming the
    option and what is allowed."""
    stripped = text.strip()
    if not _WHOLE.fullmatch(stripped) or len(stripped) > MAX_DIGITS:
        raise error(f"{option}: {quoted(text)} ist keine ganze Zahl. Erlaubt: {allowed} "
                    "(nur die Ziffern 0 bis 9).", key="bad_cli_input")
    value = int(stripped)
    if (minimum is not None and value < minimum) or (maximum is not None and value > maximum):
        raise error(f"{option}: {value} liegt außerhalb des erlaubten Bereichs. Erlaubt: {allowed}.",
                    key="bad_cli_input")
    return value


def quoted(text: str, limit: int = 40) -> str:
    """``„text“`` in German quotes, cut after ``limit`` characters (a huge input is not echoed)."""
    if len(text) <= limit:
        return f"„{text}“"
    return f"„{text[:limit]}…“ ({len(text)} Zeichen)"


def whole_number_type(allowed: str, *, minimum: int | None = None,
                      maximum: int | None = None) -> Callable[[str], int]:
    """An argparse ``type=`` that reads like :func:`whole_number` (errors in argparse's way,
    exit code 2, German text)."""
    def convert(text: str) -> int:
        try:
            return whole_number(text, "", allowed, minimum=minimum, maximum=maximum)
        except HoldemError as error:
            raise argparse.ArgumentTypeError(error.message.removeprefix(": ")) from None
    convert.__name__ = "ganze Zahl"
    return convert
