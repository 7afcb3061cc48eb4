"""The poker table seen from above: seats, button, blinds, bets, pot and board (D, B, H, K, W, A).

Seat 0 sits at the bottom in the middle; the following seats go round **clockwise** (to the
left, up, to the right), so the picture shows the direction in which the button, the blinds and
the action move. Every seat is a box with its name, its stack and its position label (BTN, SB,
BB, UTG …) or table seat ("Sitz 3"); hole cards sit in the box, face up or face down. On the
felt in front of a seat lie its bet (a chip with the amount), the dealer button "D" and the
blind markers "SB"/"BB". In the middle: the board with empty places for the cards still to
come, the burned cards face down on a small pile, and the pot.

Three entry points, one drawing:

* :func:`draw_table_state` – a hand in progress (:class:`holdem.hand.HandState`);
* :func:`draw_seating` – positions only: button, blinds, acting order (chapters D, B, H, W);
* :func:`draw_table_view` – a :class:`holdem.table.Table` between hands, empty seats included.

For a phone (``narrow=True``) the table stands upright: the long sides run from top to bottom,
seat 0 sits at the bottom end, and the picture is 4 inches wide instead of 10.

Artists carry a ``gid`` (``seat-3``, ``button``, ``marker-SB``, ``bet-3``, ``pot``, …) so that
tests and widgets can find them without looking at pixels.
"""

from __future__ import annotations

import math
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import FancyBboxPatch

from holdem.cards import Card
from holdem.draw._style import (
    BLUE,
    FELT,
    FONT_NAME,
    FONT_SMALL,
    FONT_TEXT,
    FONT_TITLE,
    GREEN,
    GREY,
    MUTED,
    ORANGE,
    RAIL,
    SKY,
    TEXT,
    VERMILLION,
    DrawError,
    add_card,
    add_chip,
    add_disc,
    add_pill,
    add_slot,
    check_names,
    new_canvas,
)
from holdem.draw.alt import cards_in_words, describe, join_words, sentence
from holdem.draw.png import drawn_for_phones
from holdem.draw.upright import (
    HALF_LENGTH,
    UPRIGHT_WIDTH,
    TableShape,
    upright_points,
)
from holdem.errors import HoldemError
from holdem.german import default_names, seat_name
from holdem.positions import positions

if TYPE_CHECKING:  # only for the type hints
    from holdem.hand import HandState
    from holdem.table import Table

__all__ = ["MAX_SEATS", "draw_seating", "draw_table_state", "draw_table_view", "seat_points"]

MAX_SEATS = 10  # a real table has at most ten seats; more would not fit around the picture

# Geometry in data units (1:1): the seats sit on a stadium-shaped path around the felt.
_SEAT_RADIUS = 3.6  # radius of the round ends of the seat path
_RAIL_WIDTH = 0.35
_BOX_WIDTH = 2.9
_BOX_HEIGHT_CARDS = 2.3
_BOX_HEIGHT_PLAIN = 1.5
_HOLE_WIDTH = 0.62
_BURN_WIDTH = 0.62
_ORDERS = ("preflop", "postflop")

_STATUS_FACE = {"folded": GREY, "all_in": VERMILLION, "to_act": BLUE, "winner": GREEN, "away": GREY,
                "empty": "white"}


@dataclass
class _Seat:
    index: int
    name: str | None = None  # None: empty seat
    stack: int | None = None
    badge: str | None = None  # position label or "Sitz 3"
    cards: tuple[Card | None, ...] | None = None  # None: no cards; a None card is face down
    status: str | None = None  # key of _STATUS_FACE
    status_text: str = ""
    bet: int = 0
    order: int | None = None
    markers: list[str] = field(default_factory=list)  # "SB", "BB"


@dataclass
class _Centre:
    pot: int | None = None
    pot_note: str = ""
    board: tuple[Card, ...] | None = None  # None: no board area (seating pictures)
    burned: int = 0
    street: str = ""
    note: str = ""  # e.g. the blinds of a table


def seat_points(n_seats: int, radius: float = _SEAT_RADIUS, *,
                upright: bool = False) -> list[tuple[float, float, float, float]]:
    """Centre ``(x, y)`` and inward normal ``(nx, ny)`` of each seat, seat 0 at the bottom, clockwise.

    The seats are spread evenly by length along a stadium-shaped path (two straight sides and two
    half circles), so no two seats crowd each other at the round ends of the table. ``upright``:
    the path of the phone's upright table (seat 0 at the bottom end).
    """
    if upright:
        return upright_points(n_seats, radius)
    h, r = HALF_LENGTH, radius
    perimeter = 4 * h + 2 * math.pi * r
    points = []
    for seat in range(n_seats):
        s = seat * perimeter / n_seats
        if s <= h:  # bottom side, going left
            points.append((-s, -r, 0.0, 1.0))
            continue
        s -= h
        if s <= math.pi * r:  # left end, going up
            phi = s / r
            points.append((-h - r * math.sin(phi), -r * math.cos(phi), math.sin(phi), math.cos(phi)))
            continue
        s -= math.pi * r
        if s <= 2 * h:  # top side, going right
            points.append((-h + s, r, 0.0, -1.0))
            continue
        s -= 2 * h
        if s <= math.pi * r:  # right end, going down
            phi = s / r
            points.append((h + r * math.sin(phi), r * math.cos(phi), -math.sin(phi), -math.cos(phi)))
            continue
        s -= math.pi * r
        points.append((h - s, -r, 0.0, 1.0))  # bottom side again, back to seat 0
    return [tuple(round(v, 9) for v in p) for p in points]  # type: ignore[misc]


def _check_count(n: int, what: str) -> None:
    if isinstance(n, bool) or not isinstance(n, int) or not 2 <= n <= MAX_SEATS:
        raise DrawError(f"Ein Tisch mit {n!r} {what} lässt sich nicht zeichnen: erlaubt sind 2 bis "
                        f"{MAX_SEATS} (so viele Sitze hat ein Pokertisch höchstens).", key="bad_seat_count")


def _check_button(button: int, n: int) -> None:
    if isinstance(button, bool) or not isinstance(button, int) or not 0 <= button < n:
        raise DrawError(f"Der Button bei {button!r} ist nicht am Tisch: erlaubt sind die Spieler 0 bis "
                        f"{n - 1} (Spieler 1 bis {n}).", key="bad_button")


# --------------------------------------------------------------------------- the drawing


def _support(nx: float, ny: float, width: float, height: float) -> float:
    """How far a box of this size reaches from its centre in direction (nx, ny)."""
    return abs(nx) * width / 2 + abs(ny) * height / 2


def _draw(seats: list[_Seat], centre: _Centre, *, button: int | None, dead_button: bool = False,
          title: str | None = None, subtitle: str | None = None, narrow: bool = False) -> Figure:
    shape = TableShape(upright=narrow)
    with_cards = any(s.cards is not None for s in seats)
    box_h = _BOX_HEIGHT_CARDS if with_cards else _BOX_HEIGHT_PLAIN
    # the boxes' inner edges rest on the rail (on the upright table's long sides: their short edges)
    radius = shape.felt_radius + (_BOX_WIDTH / 2 if narrow else box_h / 2) - 0.1
    if narrow:
        # the narrow picture's headings wrap into lines of their own, in a smaller title font
        title_lines = textwrap.wrap(title or "", 28)
        subtitle_lines = textwrap.wrap(subtitle or "", 40)
        heading = 0.75 * len(title_lines) + 0.55 * len(subtitle_lines) + (0.25 if title or subtitle else 0.0)
        top = shape.half_length + radius + box_h / 2 + 0.45
        xr = radius + _BOX_WIDTH / 2 + 0.15
        fig, ax = new_canvas((-xr, xr), (-top, top + heading), width=UPRIGHT_WIDTH)
    else:
        heading = (0.75 if title else 0.0) + (0.5 if subtitle else 0.0)
        top = radius + box_h / 2 + 0.45
        xr = HALF_LENGTH + radius + _BOX_WIDTH / 2 + 0.3
        fig, ax = new_canvas((-xr, xr), (-top, top + heading))
    _draw_felt(ax, shape)
    points = seat_points(len(seats), radius, upright=narrow)
    for seat, point in zip(seats, points):
        _draw_seat(ax, seat, point, box_h, outer_order=narrow)
        _draw_front(ax, seat, point, box_h, button=button, dead_button=dead_button, all_points=points,
                    marker_radius=0.37 if narrow else 0.3, upright=narrow)
    _draw_centre(ax, centre, shape)
    if narrow:
        if title_lines:
            ax.text(0, top + heading - 0.1, "\n".join(title_lines), ha="center", va="top", fontsize=FONT_NAME + 1,
                    fontweight="bold", color=TEXT, gid="title", linespacing=1.15)
        if subtitle_lines:
            ax.text(0, top + 0.1, "\n".join(subtitle_lines), ha="center", va="bottom", fontsize=FONT_SMALL,
                    color=MUTED, gid="subtitle", linespacing=1.15)
    else:
        if title:
            ax.text(0, top + heading - 0.4, title, ha="center", va="center", fontsize=FONT_TITLE,
                    fontweight="bold", color=TEXT, gid="title")
        if subtitle:
            ax.text(0, top + 0.15, subtitle, ha="center", va="center", fontsize=FONT_TEXT, color=MUTED,
                    gid="subtitle")
    return describe(fig, _table_alt(seats, centre, button=button, dead_button=dead_button, title=title,
                                    subtitle=subtitle))


def _seat_words(seat: _Seat) -> str:
    """One seat in words: "Ben (SB), Stack 98, setzt 1, Hole Cards verdeckt, am Zug"."""
    if seat.name is None:
        return f"{seat.badge or seat_name(seat.index)} frei"
    parts = [seat.name + (f" ({seat.badge})" if seat.badge else "")]
    if seat.order is not None:
        parts.append(f"handelt als Nummer {seat.order}")
    if seat.stack is not None:
        parts.append(f"Stack {seat.stack}")
    if seat.bet:
        parts.append(f"Einsatz {seat.bet}")
    if seat.cards:
        parts.append(f"Hole Cards {cards_in_words(seat.cards)}")
    if seat.status_text:
        parts.append(seat.status_text)
    return ", ".join(parts)


def _table_alt(seats: Sequence[_Seat], centre: _Centre, *, button: int | None, dead_button: bool,
               title: str | None, subtitle: str | None) -> str:
    """The table in sentences: who has the button and the blinds, who is to act, board and pot,
    then every seat clockwise from seat 1."""
    players = [s for s in seats if s.name is not None]
    parts = [sentence(title)] if title else []
    parts.append(f"Pokertisch von oben mit {len(seats)} Sitzen und {len(players)} Spielern, im Uhrzeigersinn.")
    if subtitle:
        parts.append(sentence(subtitle))
    if button is not None:
        holder = seats[button].name or seat_name(button)
        parts.append(f"Dealer-Button: {holder}" + (" (toter Button auf einem leeren Sitz)." if dead_button else "."))
    blinds = [f"{'Small Blind' if m == 'SB' else 'Big Blind'}: {s.name or seat_name(s.index)}"
              + (f" mit {s.bet}" if s.bet and not centre.board else "")
              for m in ("SB", "BB") for s in seats if m in s.markers]
    if blinds:
        parts.append(sentence("; ".join(blinds)))
    acting = [s.name for s in seats if s.status == "to_act" and s.name]
    if acting:
        parts.append(f"Am Zug: {join_words(acting)}.")
    if centre.street:
        parts.append(f"Runde: {centre.street}.")
    if centre.board is not None:
        parts.append(f"Board: {cards_in_words(centre.board)}." if centre.board else "Board: noch keine Karte.")
    if centre.burned:
        parts.append(f"Burn Cards: {centre.burned}.")
    if centre.pot is not None:
        parts.append(f"Pot: {centre.pot}" + (f", {centre.pot_note}." if centre.pot_note else "."))
    if centre.note:
        parts.append(sentence(centre.note))
    parts.append("Sitze: " + "; ".join(_seat_words(s) for s in seats) + ".")
    return " ".join(parts)


def _stadium(ax: Axes, radius: float, shape: TableShape, *, face: str, z: float) -> None:
    long_side, short_side = 2 * (shape.half_length + radius), 2 * radius
    width, height = (short_side, long_side) if shape.upright else (long_side, short_side)
    ax.add_patch(FancyBboxPatch(
        (-width / 2, -height / 2), width, height,
        boxstyle=f"round,pad=0,rounding_size={radius}", facecolor=face, edgecolor="none", zorder=z,
    ))


def _draw_felt(ax: Axes, shape: TableShape) -> None:
    _stadium(ax, shape.felt_radius + _RAIL_WIDTH, shape, face=RAIL, z=1)
    _stadium(ax, shape.felt_radius, shape, face=FELT, z=2)


def _draw_seat(ax: Axes, seat: _Seat, point: tuple[float, float, float, float], box_h: float, *,
               outer_order: bool = False) -> None:
    """One seat's box; ``outer_order`` puts its acting number on the corner away from the felt
    (on the upright table the inner corner is where the button and the blind markers lie)."""
    x, y = point[0], point[1]
    gid = f"seat-{seat.index}"
    left, bottom = x - _BOX_WIDTH / 2, y - box_h / 2
    empty = seat.name is None
    muted = seat.status in ("folded", "away")
    to_act = seat.status == "to_act"
    box = FancyBboxPatch(
        (left, bottom), _BOX_WIDTH, box_h, boxstyle="round,pad=0,rounding_size=0.25",
        facecolor="#f2f2f2" if empty or muted else "white",
        edgecolor=BLUE if to_act else (GREY if empty else "#444444"),
        linewidth=4.0 if to_act else 1.5, linestyle=(0, (4, 3)) if empty else "solid", zorder=10,
    )
    box.set_gid(gid)
    ax.add_patch(box)
    colour = MUTED if muted or empty else TEXT
    if empty:
        ax.text(x, y, "frei", ha="center", va="center", fontsize=FONT_TEXT, color=MUTED, style="italic",
                zorder=11, gid=f"name-{seat.index}")
    else:
        assert seat.name is not None  # the seat is not empty
        name_y, stack_y = (y - 0.33, y - 0.70) if box_h == _BOX_HEIGHT_CARDS else (y + 0.2, y - 0.22)
        size = FONT_NAME if len(seat.name or "") <= 11 else FONT_NAME - 2.5
        ax.text(x, name_y, seat.name, ha="center", va="center", fontsize=size, fontweight="bold",
                color=colour, zorder=11, gid=f"name-{seat.index}")
        if seat.stack is not None:
            ax.text(x, stack_y, f"Stack {seat.stack}", ha="center", va="center", fontsize=FONT_TEXT,
                    color=colour, zorder=11, gid=f"stack-{seat.index}")
    if seat.cards is not None:
        gap = 0.08
        start = x - (len(seat.cards) * _HOLE_WIDTH + (len(seat.cards) - 1) * gap) / 2
        card_y = y + box_h / 2 - 0.3 - _HOLE_WIDTH * 1.4
        for k, card in enumerate(seat.cards):
            add_card(ax, card, start + k * (_HOLE_WIDTH + gap), card_y, _HOLE_WIDTH, face_down=card is None,
                     rank_size=10, suit_size=12, gid=f"hole-{seat.index}", zorder=12)
    if seat.badge:
        add_pill(ax, x, y + box_h / 2, seat.badge, face="#333333" if not empty else "white",
                 gid=f"position-{seat.index}", zorder=13)
    if seat.status and seat.status_text:
        add_pill(ax, x, y - box_h / 2, seat.status_text, face=_STATUS_FACE[seat.status],
                 gid=f"status-{seat.index}", zorder=13)
    if seat.order is not None:
        corner = left + _BOX_WIDTH - 0.1 if outer_order and x > 0.01 else left + 0.1
        add_disc(ax, corner, y + box_h / 2 - 0.05, 0.3, str(seat.order), face=SKY, fontsize=FONT_TEXT,
                 gid=f"order-{seat.index}", zorder=14)


def _draw_front(ax: Axes, seat: _Seat, point: tuple[float, float, float, float], box_h: float, *,
                button: int | None, dead_button: bool,
                all_points: Sequence[tuple[float, float, float, float]] = (), marker_radius: float = 0.3,
                upright: bool = False) -> None:
    """What lies on the felt in front of a seat: its bet, the dealer button, blind markers.
    On the long sides of the upright table they stay close to the seat, clear of the board."""
    x, y, nx, ny = point
    # Straight out of the box side that faces the table (not along the slanted normal of the
    # round ends, which would carry the chips half-way to the neighbour).
    if abs(nx) > abs(ny):
        nx, ny = math.copysign(1.0, nx), 0.0
    else:
        nx, ny = nx * 0.5, math.copysign(1.0, ny)
    beside = upright and abs(nx) > abs(ny)  # a long side of the upright table
    reach = _support(round(nx), ny, _BOX_WIDTH, box_h) + (0.35 if beside else 0.55)
    ax_, ay = x + nx * reach, y + ny * reach
    tx, ty = (0.0, 1.0) if ny == 0 else (1.0, 0.0)  # along the box side
    if seat.bet:
        add_chip(ax, ax_, ay, 0.24)
        if beside:
            ax.text(ax_, ay - 0.3, str(seat.bet), ha="center", va="top", fontsize=FONT_TEXT + 1,
                    fontweight="bold", color="white", zorder=8, gid=f"bet-{seat.index}")
        elif abs(nx) > abs(ny):
            ax.text(ax_ + nx * 0.38, ay, str(seat.bet), ha="left" if nx > 0 else "right", va="center",
                    fontsize=FONT_TEXT + 1, fontweight="bold", color="white", zorder=8, gid=f"bet-{seat.index}")
        else:
            ax.text(ax_, ay + ny * 0.36, str(seat.bet), ha="center", va="bottom" if ny > 0 else "top",
                    fontsize=FONT_TEXT + 1, fontweight="bold", color="white", zorder=8, gid=f"bet-{seat.index}")
    # Places for the button and the blind markers: beside the bet (or on its place when there is
    # no bet). The clearest ones come first: nearest to this seat compared with every other seat,
    # so that a marker never seems to belong to the neighbour (at the round ends of the table).
    # (beside: the bet's amount lies below its chip, so its markers go above it)
    slots = [(ax_ + tx * d, ay + ty * d) for d in ((0.95, 1.7, -1.7) if beside and seat.bet else (0.95, -0.95, 1.65, -1.65))]
    if not seat.bet:  # the place of the bet is free: a little further from the box's labels
        slots.insert(0, (ax_, ay) if beside else (ax_ + nx * 0.15, ay + ny * 0.15))
    others = [(px, py) for px, py, _, _ in all_points if (px, py) != (x, y)]

    def clearness(p: tuple[float, float]) -> tuple[float, float]:
        own = math.dist(p, (x, y))
        nearest_other = min((math.dist(p, o) for o in others), default=own + 10)
        return (-round(min(nearest_other - own, 1.2), 6), round(own, 6))  # clear enough: then closest

    slots.sort(key=clearness)
    if button == seat.index:
        bx, by = slots.pop(0)
        add_disc(ax, bx, by, 0.3, "D", face="white", fontsize=FONT_TEXT + 1, gid="button")
        if dead_button:
            ax.text(bx + nx * 0.6, by + ny * 0.6, "toter Button", ha="center", va="center",
                    fontsize=FONT_SMALL, color="white", fontweight="bold", zorder=9, gid="dead-button")
    for marker in seat.markers:
        mx, my = slots.pop(0)
        add_disc(ax, mx, my, marker_radius, marker, face=SKY if marker == "SB" else ORANGE,
                 fontsize=FONT_SMALL, gid=f"marker-{marker}")


def _draw_centre(ax: Axes, centre: _Centre, shape: TableShape) -> None:
    board_width = shape.board_width
    if centre.board is not None:
        gap = 0.1
        width = 5 * board_width + 4 * gap
        # leave room for the burn pile on the left (on the upright table it lies below the pot)
        start = -width / 2 + (0.0 if shape.upright else 0.45)
        y0 = -board_width * 0.7
        for k in range(5):
            if k < len(centre.board):
                add_card(ax, centre.board[k], start + k * (board_width + gap), y0, board_width,
                         rank_size=12, suit_size=16, gid="board-card", zorder=5)
            else:
                add_slot(ax, start + k * (board_width + gap), y0, board_width)
        pile_x, pile_y = start - 0.55 - _BURN_WIDTH, -_BURN_WIDTH * 0.7
        if shape.upright:
            pile_x, pile_y = -_BURN_WIDTH / 2, y0 - 2.6
        for k in range(centre.burned):
            add_card(ax, None, pile_x + 0.07 * k, pile_y + 0.07 * k, _BURN_WIDTH, face_down=True,
                     gid="burn-card", zorder=5 + 0.3 * k)
        if centre.burned:
            ax.text(pile_x + _BURN_WIDTH / 2 + 0.07 * (centre.burned - 1) / 2, pile_y - 0.22,
                    f"Burn: {centre.burned}", ha="center", va="top", fontsize=FONT_SMALL, color="white",
                    zorder=6, gid="burn-label")
        if centre.street:
            ax.text(start + width / 2, y0 + board_width * 1.4 + 0.3, centre.street, ha="center", va="center",
                    fontsize=FONT_NAME, color="white", fontweight="bold", zorder=6, gid="street")
        pot_y = y0 - 0.42
        pot_x = start + width / 2
    else:
        pot_y, pot_x = 0.0, 0.0
    if centre.pot is not None:
        ax.text(pot_x, pot_y, f"Pot: {centre.pot}", ha="center", va="center", fontsize=FONT_NAME + 1,
                fontweight="bold", color="white", zorder=6, gid="pot")
        if centre.pot_note:
            ax.text(pot_x, pot_y - 0.42, centre.pot_note, ha="center", va="center", fontsize=FONT_SMALL,
                    color="white", zorder=6, gid="pot-note")
    if centre.note:
        ax.text(0, 0 if centre.pot is None else 0.6, centre.note, ha="center", va="center",
                fontsize=FONT_NAME, color="white", fontweight="bold", zorder=6, gid="note")


# --------------------------------------------------------------------------- entry points


@drawn_for_phones
def draw_seating(n_players: int, button: int, *, names: Sequence[str] | None = None,
                 stacks: Sequence[int] | None = None, blinds: tuple[int, int] | None = None,
                 order: str | None = None, title: str | None = None, narrow: bool = False) -> Figure:
    """Who sits where for one hand: position labels, the button "D", the blind markers (B1, H1)
    and, with ``blinds=(small, big)``, the blinds in front of the two players. ``order="preflop"``
    or ``"postflop"`` numbers the players in the order they act (W3, W4, H2). ``stacks`` are
    shown as given."""
    _check_count(n_players, "Spielern")
    _check_button(button, n_players)
    shown = check_names(names, n_players, list(default_names(n_players)))
    if stacks is not None and (isinstance(stacks, str) or len(stacks) != n_players
                               or not all(isinstance(s, int) and not isinstance(s, bool) and s >= 0
                                          for s in stacks)):
        raise DrawError(f"Die Stacks {stacks!r} passen nicht: erlaubt ist eine ganze Zahl ab 0 je Spieler, "
                        f"hier {n_players} Zahlen.", key="bad_stacks")
    if blinds is not None and (len(blinds) != 2 or not all(isinstance(b, int) and not isinstance(b, bool)
                                                           and b > 0 for b in blinds)):
        raise DrawError(f"Die Blinds {blinds!r} passen nicht: erlaubt sind zwei positive ganze Zahlen "
                        "(Small Blind, Big Blind), z. B. (1, 2).", key="bad_blinds")
    if order not in (None, *_ORDERS):
        raise DrawError(f"Die Reihenfolge {order!r} gibt es nicht: erlaubt sind \"preflop\", \"postflop\" "
                        "oder None.", key="bad_order")
    pos = positions(n_players, button)
    seats = [_Seat(p, shown[p], None if stacks is None else stacks[p], pos.labels[p]) for p in range(n_players)]
    seats[pos.small_blind].markers.append("SB")
    seats[pos.big_blind].markers.append("BB")
    if blinds is not None:
        seats[pos.small_blind].bet = blinds[0]
        seats[pos.big_blind].bet = blinds[1]
    subtitle = None
    if order is not None:
        sequence = pos.order_preflop() if order == "preflop" else pos.order_postflop()
        for number, p in enumerate(sequence, start=1):
            seats[p].order = number
        rule = "H2" if pos.heads_up else ("W3" if order == "preflop" else "W4")
        when = "vor dem Flop" if order == "preflop" else "auf Flop, Turn und River"
        subtitle = f"Zahlen: wer {when} als Erster, Zweiter, … handelt ({rule})"
    centre = _Centre(pot=sum(blinds) if blinds else None)
    return _draw(seats, centre, button=button, title=title, subtitle=subtitle, narrow=narrow)


@drawn_for_phones
def draw_table_state(state: HandState, *, names: Sequence[str] | None = None, show_cards: bool = True,
                     title: str | None = None, narrow: bool = False) -> Figure:
    """A hand in progress: stacks, bets of this round, folded and all-in players, who is to act,
    the board, the burned cards face down (K2) and the pot. ``show_cards=False`` hides the hole
    cards (face down) until the showdown. At the end of the hand the winners are marked and the
    stacks are those after the payout."""
    n = state.n_players
    _check_count(n, "Spielern")
    shown = check_names(names, n, state.names)
    pos = state.positions
    street = state.street
    showdown = street.name in ("SHOWDOWN", "OVER")
    mucked: frozenset[int] = getattr(state, "mucked", frozenset())
    dealt = getattr(state, "dealt", frozenset(range(n)))
    won: dict[int, int] = {}
    if state.result is not None:
        for award in state.result.awards:
            for p, chips in award.shares.items():
                won[p] = won.get(p, 0) + chips
    stacks = state.final_stacks
    to_act = state.to_act
    seats = []
    for p in range(n):
        seat = _Seat(p, shown[p], stacks[p], pos.labels.get(p), bet=state.bets[p])
        hole = state.holes[p]
        if p in state.folded:
            seat.cards = None
        elif hole is None:
            seat.cards = (None, None) if p in dealt else None
        elif showdown and p in mucked:  # S3: a hand given up face down stays hidden, also with show_cards
            seat.cards = (None,) * len(hole)
        elif show_cards or showdown:
            seat.cards = tuple(hole)
        else:
            seat.cards = (None,) * len(hole)
        if won.get(p):
            seat.status, seat.status_text = "winner", f"gewinnt {won[p]}"
        elif p in state.folded:
            seat.status, seat.status_text = "folded", "ausgestiegen"
        elif p in state.all_in:
            seat.status, seat.status_text = "all_in", "all-in"
        elif p == to_act:
            seat.status, seat.status_text = "to_act", "am Zug"
        seats.append(seat)
    for post in _blind_posts(state):
        seats[post[0]].markers.append(post[1])
    bets = sum(state.bets)
    # The whole pot, as the hand's sentences count it; the chips of this round still lie in front
    # of the players (W5), which the note says, so that no "Pot: 0" with bets on the table puzzles.
    centre = _Centre(pot=state.pot, board=tuple(state.board), burned=len(state.burned),
                     street=street.german,
                     pot_note=f"davon {bets} noch vor den Spielern" if bets else "")
    return _draw(seats, centre, button=state.button, title=title, narrow=narrow)


def _blind_posts(state: HandState) -> list[tuple[int, str]]:
    """(player, "SB"/"BB") of the blinds really posted in this hand (a dead small blind has none)."""
    posts = getattr(getattr(state, "setup", None), "posts", None)
    if posts:
        kinds = {"small_blind": "SB", "big_blind": "BB"}
        return [(post.player, kinds[post.kind]) for post in posts if post.kind in kinds]
    pos = state.positions
    return [(pos.small_blind, "SB"), (pos.big_blind, "BB")]


@drawn_for_phones
def draw_table_view(table: Table, *, title: str | None = None, narrow: bool = False) -> Figure:
    """A table between hands: every seat ("Sitz 1" … "Sitz 10"), empty seats as empty, each
    player's stack and status (sitting out, missed blinds, busted), the button "D" for the next
    hand (marked "toter Button" when it stays on an empty seat, D6) and who posts the blinds."""
    n = len(table.seats)
    _check_count(n, "Sitzen")
    button: int | None = table.button
    dead = False
    markers: list[tuple[int, str]] = []
    if table.in_hand is None and table.button is not None:
        try:
            setup = table.next_hand()
        except HoldemError:  # e.g. fewer than two players: only the button is known
            setup = None
        if setup is not None:
            button, dead = setup.button_seat, setup.dead_button
            if setup.small_blind is not None:
                markers.append((setup.seats[setup.small_blind], "SB"))
            markers.append((setup.seats[setup.big_blind], "BB"))
    elif table.last_blinds is not None:
        markers = [(table.last_blinds[0], "SB"), (table.last_blinds[1], "BB")]
    if button is not None and table.seats[button] is None:
        dead = True
    seats = []
    for s, player in enumerate(table.seats):
        seat = _Seat(s, badge=seat_name(s))
        if player is not None:
            seat.name, seat.stack = player.name, player.stack
            status = player.status
            if status.value != "active":
                seat.status, seat.status_text = "away", status.german
        seats.append(seat)
    for s, marker in markers:
        seats[s].markers.append(marker)
    blinds = table.blinds
    note = f"Blinds {blinds.small}/{blinds.big}" + (f", Ante {blinds.ante}" if getattr(blinds, "ante", 0) else "")
    return _draw(seats, _Centre(note=note), button=button, dead_button=dead, title=title, narrow=narrow)
