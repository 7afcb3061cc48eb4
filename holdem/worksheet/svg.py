"""The worksheets' pictures as SVG text: cards and a table seen from above.

Standard library only, so the browser engine (Pyodide) draws the same bytes as the command line;
matplotlib (holdem.draw) is neither there nor quick enough for a class set. Every picture has
``role="img"``, a German ``aria-label`` and a ``<title>``; it prints in black and red on white.
Coordinates are written with at most one decimal, so the text is the same on every machine.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

__all__ = ["bars_svg", "card_name", "card_svg", "cards_svg", "table_svg"]

RANKS = {"2": "Zwei", "3": "Drei", "4": "Vier", "5": "Fünf", "6": "Sechs", "7": "Sieben", "8": "Acht",
         "9": "Neun", "T": "Zehn", "J": "Bube", "Q": "Dame", "K": "König", "A": "Ass"}
SUITS = {"c": ("Kreuz", "♣", False), "d": ("Karo", "♦", True), "h": ("Herz", "♥", True), "s": ("Pik", "♠", False)}
RED = "#b3141c"
INK = "#111"


def _n(value: float) -> str:
    """A coordinate: one decimal at most, no ``-0``."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def card_name(code: str) -> str:
    """``"Ah"`` -> ``"Herz-Ass"``."""
    rank, suit = code[:-1], code[-1:]
    if rank not in RANKS or suit not in SUITS:
        return code
    return f"{SUITS[suit][0]}-{RANKS[rank]}"


def _card_shapes(code: str, x: float, y: float, width: float) -> str:
    """One card at (x, y), ``width`` wide (height 1.4 × width), as SVG elements."""
    height = width * 1.4
    rank, suit = code[:-1], code[-1:]
    colour = RED if suit in SUITS and SUITS[suit][2] else INK
    rank_text = "10" if rank == "T" else rank
    symbol = SUITS[suit][1] if suit in SUITS else "?"
    return (f'<rect x="{_n(x + 0.5)}" y="{_n(y + 0.5)}" width="{_n(width - 1)}" height="{_n(height - 1)}" '
            f'rx="{_n(width / 10)}" fill="#fff" stroke="{INK}" stroke-width="1"/>'
            f'<text x="{_n(x + width * 0.12)}" y="{_n(y + height * 0.3)}" font-size="{_n(width * 0.36)}" '
            f'font-weight="700" fill="{colour}">{escape(rank_text)}</text>'
            f'<text x="{_n(x + width / 2)}" y="{_n(y + height * 0.8)}" font-size="{_n(width * 0.55)}" '
            f'text-anchor="middle" fill="{colour}">{symbol}</text>')


def card_svg(code: str, width: float = 26) -> str:
    """One card as a picture of its own."""
    return cards_svg([code], width=width)


def cards_svg(codes: Sequence[str], *, width: float = 26, label: str = "") -> str:
    """A row of cards; the alt text names each card (``"Herz-Ass, Pik-König"``)."""
    gap = width * 0.15
    total = len(codes) * width + max(len(codes) - 1, 0) * gap
    height = width * 1.4
    alt = label or ", ".join(card_name(c) for c in codes)
    body = "".join(_card_shapes(code, i * (width + gap), 0, width) for i, code in enumerate(codes))
    return (f'<svg class="ws-cards" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_n(total)} {_n(height)}" '
            f'width="{_n(total)}" height="{_n(height)}" font-family="DejaVu Sans, Arial, sans-serif" role="img" '
            f'aria-label="{escape(alt)}">'
            f"<title>{escape(alt)}</title>{body}</svg>")


def _seat_point(seat: int, n: int, rx: float, ry: float, cx: float, cy: float) -> tuple[float, float]:
    # Seat 1 at the bottom left, clockwise as a dealer sees the table from his place.
    angle = math.pi / 2 + (seat + 0.5) * 2 * math.pi / n
    return cx + rx * math.cos(angle), cy + ry * math.sin(angle)


def table_svg(seats: Sequence[Mapping[str, Any]], *, button: int | None = None, centre: str = "",
              board: Sequence[str] = (), label: str) -> str:
    """A table from above: each seat a box with its name and up to two lines (``lines``), the
    player to act (``active``) drawn bold, free seats (``free``) dashed, the button as a "D"
    disc, the board and ``centre`` (e.g. "Pot: 450 Chips") in the middle. ``label`` is the alt text."""
    n = len(seats)
    width, height = 380.0, 214.0
    cx, cy = width / 2, height / 2
    parts = [f'<ellipse cx="{_n(cx)}" cy="{_n(cy)}" rx="118" ry="56" fill="#eef3ee" stroke="{INK}" '
             'stroke-width="1.5"/>']
    if board:
        card_w = 22.0
        row = len(board) * card_w + (len(board) - 1) * 3
        for i, code in enumerate(board):
            parts.append(_card_shapes(code, cx - row / 2 + i * (card_w + 3), cy - 28, card_w))
    if centre:
        parts.append(f'<text x="{_n(cx)}" y="{_n(cy + 26 if board else cy + 4)}" font-size="11" '
                     f'text-anchor="middle" fill="{INK}">{escape(centre)}</text>')
    for seat, info in enumerate(seats):
        x, y = _seat_point(seat, n, 146, 84, cx, cy)
        free = bool(info.get("free"))
        active = bool(info.get("active"))
        dash = ' stroke-dasharray="3 2"' if free else ""
        parts.append(f'<rect x="{_n(x - 42)}" y="{_n(y - 15)}" width="84" height="30" rx="5" fill="#fff" '
                     f'stroke="{INK}" stroke-width="{"2.5" if active else "1"}"{dash}/>')
        lines = [str(info.get("name", ""))] + [str(line) for line in info.get("lines", ()) if line]
        for row, text in enumerate(lines[:2]):
            weight = ' font-weight="700"' if row == 0 else ""
            size = 11 if row == 0 else 9.5
            parts.append(f'<text x="{_n(x)}" y="{_n(y - 2 + row * 11)}" font-size="{_n(size)}" text-anchor="middle"'
                         f'{weight} fill="{INK}">{escape(text)}</text>')
        if button == seat:
            bx, by = _seat_point(seat, n, 100, 40, cx, cy)
            parts.append(f'<circle cx="{_n(bx)}" cy="{_n(by)}" r="8" fill="#fff" stroke="{INK}" stroke-width="1.2"/>'
                         f'<text x="{_n(bx)}" y="{_n(by + 3.5)}" font-size="10" font-weight="700" '
                         f'text-anchor="middle" fill="{INK}">D</text>')
    return (f'<svg class="ws-table" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_n(width)} {_n(height)}" '
            f'role="img" aria-label="{escape(label)}"><title>{escape(label)}</title>'
            f'<g font-family="DejaVu Sans, Arial, sans-serif">{"".join(parts)}</g></svg>')


def bars_svg(items: Sequence[tuple[str, int, str]], *, label: str) -> str:
    """Horizontal bars, one per ``(name, amount, note)``, as long as the amount: who paid how
    much into the pot. ``label`` is the alt text."""
    top = max((amount for _, amount, _ in items), default=0) or 1
    row, left, bar_width = 20.0, 70.0, 150.0
    parts = []
    for i, (name, amount, note) in enumerate(items):
        y = i * row
        length = bar_width * amount / top
        parts.append(f'<text x="{_n(left - 6)}" y="{_n(y + 13)}" font-size="11" text-anchor="end" '
                     f'fill="{INK}">{escape(name)}</text>'
                     f'<rect x="{_n(left)}" y="{_n(y + 3)}" width="{_n(max(length, 0.8))}" height="13" '
                     f'fill="#c9d9c9" stroke="{INK}" stroke-width="0.8"/>'
                     f'<text x="{_n(left + length + 5)}" y="{_n(y + 13)}" font-size="10" fill="{INK}">'
                     f"{escape(note)}</text>")
    width, height = left + bar_width + 120, row * len(items) + 2
    return (f'<svg class="ws-bars" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_n(width)} {_n(height)}" '
            f'role="img" aria-label="{escape(label)}"><title>{escape(label)}</title>'
            f'<g font-family="DejaVu Sans, Arial, sans-serif">{"".join(parts)}</g></svg>')
