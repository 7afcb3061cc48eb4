"""Bytes to text, and text to hands: the encodings rooms write (UTF-8 with or without BOM,
UTF-16 from Windows clients, cp1252 from older ones; CRLF or CR line ends) and the split of a
file into one text per hand. Amount and card parsing every reader shares lives here too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from decimal import Decimal, InvalidOperation

from holdem.errors import PhhError

__all__ = ["MAX_BYTES", "HandText", "amount", "decode", "split_hands"]

# A hand history file of 50 MB holds about 25,000 hands; larger files are refused before
# decoding (the browser holds the whole text in memory).
MAX_BYTES = 50 * 1024 * 1024


def decode(data: bytes, source: str | None = None) -> str:
    """The text of a file, line ends made ``\\n``; refuses binary data with a German message."""
    if len(data) > MAX_BYTES:
        raise PhhError(f"Die Datei hat {len(data) // (1024 * 1024)} MB. Erlaubt sind Hand-History-Dateien "
                       f"bis {MAX_BYTES // (1024 * 1024)} MB.", key="file_too_large", source=source)
    if data.startswith(b"\xef\xbb\xbf"):
        text = data[3:].decode("utf-8", errors="replace")
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = data.decode("utf-16", errors="replace")
    elif data[:200].count(b"\x00") > len(data[:200]) // 4:
        # UTF-16 without a byte-order mark: the zero bytes of ASCII letters show its order.
        head = data[:200]
        odd_zeros = head[1::2].count(0) > head[0::2].count(0)
        text = data.decode("utf-16-le" if odd_zeros else "utf-16-be", errors="replace")
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = data.decode("cp1252", errors="replace")  # older European clients
    # Some partypoker exports begin with a zero byte; a few stray ones are no reason to refuse.
    text = text.lstrip("\x00\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    sample = text[:4000]
    if sum(ch < " " and ch not in "\n\t" for ch in sample) > max(20, len(sample) // 100):
        raise PhhError("Die Datei ist kein Text (Binärdaten). Erlaubt sind Hand Histories der Pokerräume "
                       "als Text oder XML.", key="binary_file", source=source)
    return text


class HandText:
    """One hand's lines and where they start in the file (1-based line number)."""

    __slots__ = ("first_line", "lines")

    def __init__(self, lines: list[str], first_line: int) -> None:
        self.lines = lines
        self.first_line = first_line

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def split_hands(text: str, header: re.Pattern[str]) -> Iterator[HandText]:
    """The hands of a file: each starts at a line matching ``header`` (a line just before it
    that belongs to the header, like 888's ``#Game No :``, is kept with the hand)."""
    lines = text.split("\n")
    starts = [i for i, line in enumerate(lines) if header.match(line.lstrip("\ufeff"))]
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(lines)
        chunk = [line.strip() for line in lines[start:end]]
        while chunk and not chunk[-1]:
            chunk.pop()
        yield HandText(chunk, start + 1)


_NUMBER = re.compile(r"-?\d[\d,.']*")


def amount(text: str) -> Decimal:
    """A room's amount as an exact decimal: ``$1,234.50``, ``0.25€``, ``€1,000``, ``1 750``,
    ``2,5`` (decimal comma). Raises ``ValueError`` for text without a number."""
    found = _NUMBER.search(text.replace("\u00a0", " "))
    if found is None:
        raise ValueError(text)
    raw = re.sub(r"[\s']", "", found.group(0)).rstrip(".,")
    if "," in raw and "." in raw:
        raw = raw.replace(",", "") if raw.rfind(".") > raw.rfind(",") else raw.replace(".", "").replace(",", ".")
    elif "," in raw:
        head, _, tail = raw.rpartition(",")
        # "1,750" groups thousands; "2,5" or "0,25" is a decimal comma.
        raw = raw.replace(",", "") if len(tail) == 3 and head.lstrip("-") != "0" else f"{head.replace(',', '')}.{tail}"
    elif raw.count(".") > 1:
        raw = raw.replace(".", "")  # "1.000.000" with dots for thousands
    try:
        return Decimal(raw)
    except InvalidOperation:
        raise ValueError(text) from None


_CARD = re.compile(r"(10|[2-9TJQKAtjqka])\s*([shdcSHDC♠♥♦♣])")
_SUITS = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}


def cards(text: str) -> list[str]:
    """Cards in the book's notation (``Ah``, ``Td``) from ``[Ah Kd]``, ``[ 8s, 5c ]``, ``10h``."""
    found = []
    for rank, suit in _CARD.findall(text):
        rank = "T" if rank == "10" else rank.upper()
        found.append(rank + _SUITS.get(suit, suit.lower()))
    return found


def player_line(line: str, number: int, names: list[str], hole: dict[str, list[str]],
                unread: list[tuple[int, str]]) -> tuple[str, str] | None:
    """``(name, rest)`` of a line that starts with a seated player's name (:func:`name_first`), for
    the rooms that write names without a colon. A "Dealt to" line goes into ``hole`` and a line that
    names nobody into ``unread``; both give None, the line is done."""
    if line.startswith("Dealt to "):
        split = name_first(line[9:], names)
        if split:
            hole[split[0]] = cards(split[1])
        return None
    split = name_first(line, names)
    if split is None:
        unread.append((number, line))
    return split


def name_first(line: str, names: list[str]) -> tuple[str, str] | None:
    """``(name, rest)`` when ``line`` starts with one of ``names`` (longest first, so "Anna B"
    wins over "Anna") followed by a space or a colon; for rooms that write names without a colon."""
    for name in names:
        if line.startswith(name) and line[len(name):len(name) + 1] in (" ", ":"):
            return name, line[len(name):].lstrip(": ")
    return None
