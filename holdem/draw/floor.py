"""Pictures of the tournament floor: a balancing move between two tables (C17) and a chip race
with its face-up cards (C18).

* :func:`draw_balance_move` – the two tables of a :class:`holdem.balancing.BalanceMove` from above,
  side by side: the fuller table before the move (the mover still on his seat, as the next big
  blind), the shorter table after it (the mover on his new seat); seats are circles with the
  player's name or "frei", the button "D" and the blind markers "SB"/"BB" lie in front of their
  seats, and an arrow between the tables says who moves from which seat to which.
* :func:`draw_chip_race` – a :class:`holdem.chip_race.ChipRace`: per player a row with his odd
  chips and the cards dealt to him face up, the winning cards framed in gold with the number of
  the chip they won, and at the row's end what the player gets.

For a phone (``narrow=True``) the tables stand one above the other and the race's rows break into
blocks; the pictures are 4 inches wide instead of 10. Artists carry a ``gid`` (``seat-1-2``: table
1, seat index 2; ``race-card-0``; ``won-chip-2`` …) so that tests can find them without pixels.
"""

from __future__ import annotations

import math
import textwrap

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, Ellipse, FancyArrowPatch, FancyBboxPatch

from holdem.balancing import BalanceMove, SeatRole, TournamentTable, blind_seats
from holdem.chip_race import ChipRace, RaceCard
from holdem.draw._style import (
    BLUE,
    FELT,
    FONT_NAME,
    FONT_SMALL,
    FONT_TEXT,
    FONT_TITLE,
    GREY,
    HIGHLIGHT,
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
    new_canvas,
)
from holdem.draw.alt import cards_in_words, describe, join_words, sentence
from holdem.draw.cards import CARD_HEIGHT, CARD_WIDTH
from holdem.draw.png import drawn_for_phones
from holdem.draw.upright import UPRIGHT_WIDTH
from holdem.errors import ChipError, HoldemError, TableError, type_name
from holdem.german import german_number, player_name, seat_name
from holdem.narration.floor import table_name

__all__ = ["MAX_SEATS", "draw_balance_move", "draw_chip_race"]

MAX_SEATS = 10  # as the table pictures: more seats would not fit around a table

# ---------------------------------------------------------------------------- C17: two tables

# Geometry in data units (1:1) of one table; its centre at (0, 0).
_FELT_A, _FELT_B = 2.2, 1.45  # semi-axes of the felt
_RAIL = 0.25
_SEAT_A, _SEAT_B = 3.65, 2.85  # semi-axes of the ellipse the seats' centres lie on
_SEAT_R = 0.78  # radius of a seat's circle
_HALF_W = _SEAT_A + _SEAT_R + 1.25  # half the width a table needs, its seat labels included
_HALF_H = _SEAT_B + _SEAT_R + 0.45

_ROLE_WORDS = {
    SeatRole.BIG_BLIND: "setzt dort gleich den Big Blind",
    SeatRole.SMALL_BLIND: "setzt dort gleich den Small Blind",
    SeatRole.BUTTON: "bekommt dort den Button und spielt gleich mit",
    SeatRole.PLAYS: "spielt dort gleich mit, zuerst ohne Blind",
    SeatRole.WAITS: "wartet dort, bis der Button an ihm vorbeigezogen ist",
}


def _seat_angle(seat: int, n: int) -> float:
    """Seat 0 at the bottom, the following seats clockwise (to the left, up, to the right)."""
    return -math.pi / 2 - 2 * math.pi * seat / n


def _check_move(move: object) -> tuple[TournamentTable, TournamentTable]:
    """The fuller table before the move and the shorter one after it, or the engine's error."""
    if not isinstance(move, BalanceMove):
        raise TableError(f"Erwartet wird ein Ausgleichszug (BalanceMove, aus balance), erhalten: {type_name(move)}.",
                         key="not_a_move")
    by_number = {t.number: t for t in move.tables if isinstance(t, TournamentTable)}
    source, target = by_number.get(move.from_table), by_number.get(move.to_table)
    if source is None or target is None or source is target:
        raise TableError(f"Der Ausgleichszug nennt {table_name(move.from_table)} und {table_name(move.to_table)}, "
                         "seine Tische enthalten sie aber nicht beide. Erlaubt: ein Zug, wie ihn balance liefert (C17).",
                         key="bad_move")
    fits = (0 <= move.from_seat < len(source.seats) and source.seats[move.from_seat] is None
            and 0 <= move.to_seat < len(target.seats) and target.seats[move.to_seat] == move.player)
    if not fits:
        raise TableError(f"{move.player} sitzt nach dem Zug nicht auf {table_name(move.to_table)}, "
                         f"{seat_name(move.to_seat)}, oder dessen alter Platz ist nicht frei. Erlaubt: ein Zug, wie ihn "
                         "balance liefert (C17).", key="bad_move")
    for table in (source, target):
        if len(table.seats) > MAX_SEATS:
            raise DrawError(f"{table_name(table.number)} hat {len(table.seats)} Plätze; so viele lassen sich nicht "
                            f"zeichnen. Erlaubt sind höchstens {MAX_SEATS} Plätze (so viele hat ein Pokertisch).",
                            key="bad_seat_count")
    return source.with_seat(move.from_seat, move.player), target


def _blinds(table: TournamentTable) -> tuple[int | None, int | None]:
    try:
        return blind_seats(table)
    except HoldemError:  # a table with one player has no blinds
        return None, None


def _short_name(name: str) -> tuple[str, float]:
    """The name as drawn in a seat's circle (wrapped at a space when long) and its font size."""
    if len(name) <= 7:
        return name, FONT_TEXT
    lines = textwrap.wrap(name, 8) if " " in name else [name]
    if len(lines) > 2 or max(len(line) for line in lines) > 10:
        return name[:8] + "…", FONT_SMALL - 1.5
    return "\n".join(lines), FONT_SMALL - 1.5


def _draw_one_table(ax: Axes, table: TournamentTable, cx: float, cy: float, *, mover: int, mover_text: str,
                    heading: str, marker_r: float = 0.29) -> None:
    n = len(table.seats)
    number = table.number
    ax.add_patch(Ellipse((cx, cy), 2 * (_FELT_A + _RAIL), 2 * (_FELT_B + _RAIL), facecolor=RAIL, zorder=1))
    felt = Ellipse((cx, cy), 2 * _FELT_A, 2 * _FELT_B, facecolor=FELT, zorder=2)
    felt.set_gid(f"table-{number}")
    ax.add_patch(felt)
    ax.text(cx, cy, table_name(number), ha="center", va="center", fontsize=FONT_NAME, fontweight="bold",
            color="white", zorder=3, gid=f"table-name-{number}")
    ax.text(cx, cy + _HALF_H + 0.05, heading, ha="center", va="bottom", fontsize=FONT_NAME, fontweight="bold",
            color=TEXT, gid=f"heading-{number}")
    small, big = _blinds(table)
    for seat, name in enumerate(table.seats):
        phi = _seat_angle(seat, n)
        dx, dy = math.cos(phi), math.sin(phi)
        x, y = cx + _SEAT_A * dx, cy + _SEAT_B * dy
        moving = seat == mover
        empty = name is None
        circle = Circle((x, y), _SEAT_R, facecolor="#f2f2f2" if empty else "white",
                        edgecolor=BLUE if moving else (GREY if empty else "#444444"),
                        linewidth=4.5 if moving else 1.5, linestyle=(0, (4, 3)) if empty else "solid", zorder=10)
        circle.set_gid(f"seat-{number}-{seat}")
        ax.add_patch(circle)
        if empty:
            ax.text(x, y, "frei", ha="center", va="center", fontsize=FONT_SMALL, color=MUTED, style="italic",
                    zorder=11, gid=f"name-{number}-{seat}")
        else:
            assert name is not None
            shown, size = _short_name(name)
            ax.text(x, y + (0.16 if moving else 0.0), shown, ha="center", va="center", fontsize=size,
                    fontweight="bold", color=TEXT, zorder=11, gid=f"name-{number}-{seat}", linespacing=0.95)
            if moving:
                ax.text(x, y - 0.3, mover_text, ha="center", va="center", fontsize=FONT_SMALL, color=BLUE,
                        zorder=11, gid=f"mover-{number}")
        # the seat's number, outside the circle, away from the felt
        side = "left" if dx > 0.35 else ("right" if dx < -0.35 else "center")
        lx, ly = x + (_SEAT_R + 0.1) * dx, y + (_SEAT_R + 0.25) * dy
        ax.text(lx, ly, seat_name(seat), ha=side, va="center", fontsize=FONT_SMALL, color=MUTED, zorder=11,
                gid=f"seat-label-{number}-{seat}")
        # what lies on the felt in front of the seat: the button, the blind markers
        markers = (["D"] if seat == table.button else []) + (["SB"] if seat == small else []) \
            + (["BB"] if seat == big else [])
        inward = _SEAT_R + 0.62
        mx, my = x - inward * dx, y - inward * dy
        for k, marker in enumerate(markers):
            off = (k - (len(markers) - 1) / 2) * (2 * marker_r + 0.05)
            face = {"D": "white", "SB": SKY, "BB": ORANGE}[marker]
            add_disc(ax, mx - off * dy, my + off * dx, marker_r, marker, face=face,
                     fontsize=FONT_SMALL if marker != "D" else FONT_TEXT,
                     gid=f"button-{number}" if marker == "D" else f"marker-{number}-{marker}", zorder=12)


def _seat_words(table: TournamentTable) -> str:
    return "; ".join(f"{seat_name(s)} {name or 'frei'}" for s, name in enumerate(table.seats))


def _table_words(table: TournamentTable, when: str) -> str:
    small, big = _blinds(table)
    holder = table.seats[table.button]
    parts = [f"{table_name(table.number)} {when}, {german_number(table.players)} Spieler auf "
             f"{german_number(len(table.seats))} Sitzen",
             f"Dealer-Button: {holder or 'toter Button'} ({seat_name(table.button)})"]
    if small is not None and big is not None:
        parts.append(f"Small Blind: {table.seats[small]} ({seat_name(small)}); "
                     f"Big Blind: {table.seats[big]} ({seat_name(big)})")
    parts.append("Sitze im Uhrzeigersinn: " + _seat_words(table))
    return ". ".join(parts) + "."


def _arrow(ax: Axes, start: tuple[float, float], end: tuple[float, float]) -> None:
    arrow = FancyArrowPatch(start, end, arrowstyle="simple,head_width=1.6,head_length=1.2,tail_width=0.6",
                            mutation_scale=14, facecolor=BLUE, edgecolor=BLUE, zorder=6)
    arrow.set_gid("move-arrow")
    ax.add_patch(arrow)


@drawn_for_phones
def draw_balance_move(move: BalanceMove, *, title: str | None = None, narrow: bool = False) -> Figure:
    """A balancing move (C17) on two tables seen from above: on the left (on a phone: at the top)
    the fuller table before the move, the mover on his seat as the next big blind; on the right
    (below) the shorter table after it, the mover on the worst free seat. Seats are circles with
    the player's name ("frei" when free), the button "D" and the markers "SB"/"BB" of the next hand
    lie in front of their seats; the mover's two seats are framed in blue, an arrow between the
    tables names him and his two seats. ``title``: the heading (by default who moves where)."""
    before, after = _check_move(move)
    heading = title if title is not None else f"Ausgleichen: {move.player} wechselt an {table_name(move.to_table)}"
    left = f"{table_name(move.from_table)} vorher: {german_number(before.players)} Spieler"
    right = f"{table_name(move.to_table)} nachher: {german_number(after.players)} Spieler"
    role = _ROLE_WORDS[move.role]
    route = f"{seat_name(move.from_seat)} → {seat_name(move.to_seat)}"
    if narrow:
        title_lines = textwrap.wrap(heading, 30)
        head = 0.85 * len(title_lines) + 0.4
        gap = 2.6  # between the tables, for the arrow
        low_c, high_c = -(_HALF_H + gap / 2), _HALF_H + gap / 2
        top = high_c + _HALF_H + 0.75
        bottom = low_c - _HALF_H - 1.3
        fig, ax = new_canvas((-_HALF_W, _HALF_W), (bottom, top + head), width=UPRIGHT_WIDTH)
        _draw_one_table(ax, before, 0, high_c, mover=move.from_seat, mover_text="geht", heading=left, marker_r=0.4)
        _draw_one_table(ax, after, 0, low_c, mover=move.to_seat, mover_text="neu", heading=right, marker_r=0.4)
        _arrow(ax, (-1.2, high_c - _HALF_H + 0.1), (-1.2, low_c + _HALF_H + 0.85))
        ax.text(-0.6, 0.45, move.player, ha="left", va="center", fontsize=FONT_NAME, fontweight="bold",
                color=BLUE, gid="move-player")
        ax.text(-0.6, -0.2, route, ha="left", va="center", fontsize=FONT_SMALL, color=TEXT, gid="move-seats")
        ax.text(0, top + head - 0.15, "\n".join(title_lines), ha="center", va="top", fontsize=FONT_NAME + 1,
                fontweight="bold", color=TEXT, gid="title", linespacing=1.15)
        ax.text(0, bottom + 0.55, "\n".join(textwrap.wrap(f"{move.player} {role}.", 44)), ha="center",
                va="center", fontsize=FONT_SMALL, color=MUTED, gid="subtitle", linespacing=1.15)
    else:
        gap = 3.4
        cx = _HALF_W + gap / 2
        top = _HALF_H + 0.75
        fig, ax = new_canvas((-cx - _HALF_W, cx + _HALF_W), (-_HALF_H - 1.0, top + 1.0))
        _draw_one_table(ax, before, -cx, 0, mover=move.from_seat, mover_text="geht", heading=left)
        _draw_one_table(ax, after, cx, 0, mover=move.to_seat, mover_text="neu", heading=right)
        _arrow(ax, (-gap / 2 - 0.1, 0), (gap / 2 + 0.1, 0))
        ax.text(0, 0.75, move.player, ha="center", va="center", fontsize=FONT_NAME, fontweight="bold",
                color=BLUE, gid="move-player")
        ax.text(0, -0.7, route.replace(" → ", "\n→ "), ha="center", va="center", fontsize=FONT_SMALL, color=TEXT,
                gid="move-seats", linespacing=1.2)
        ax.text(0, top + 0.45, heading, ha="center", va="center", fontsize=FONT_TITLE, fontweight="bold",
                color=TEXT, gid="title")
        ax.text(0, -_HALF_H - 0.55, f"{move.player} wechselt von {table_name(move.from_table)}, "
                f"{seat_name(move.from_seat)} an {table_name(move.to_table)}, {seat_name(move.to_seat)} und {role} "
                "(C17).", ha="center", va="center", fontsize=FONT_TEXT, color=MUTED, gid="subtitle")
    return describe(fig, _move_alt(move, before, after, heading, role))


def _move_alt(move: BalanceMove, before: TournamentTable, after: TournamentTable, heading: str, role: str) -> str:
    parts = [sentence(heading) if heading else "",
             f"Zwei Turniertische von oben, nebeneinander; der Pfeil zeigt den Wechsel: {move.player} geht von "
             f"{table_name(move.from_table)}, {seat_name(move.from_seat)}, wo er als Nächster den Big Blind setzen "
             f"müsste, an {table_name(move.to_table)}, {seat_name(move.to_seat)}, den schlechtesten freien Platz, "
             f"und {role} (C17).",
             _table_words(before, "vor dem Wechsel"), _table_words(after, "nach dem Wechsel")]
    return " ".join(p for p in parts if p)


# ---------------------------------------------------------------------------- C18: the chip race

_CARD_W = 0.9  # width of a race card
_CARD_GAP = 0.2
_ROW_CARDS = 8  # cards in a row of the page's picture
_PHONE_CARDS = 5  # cards in a line of the phone's picture


def _check_race(race: object) -> ChipRace:
    if not isinstance(race, ChipRace):
        raise ChipError(f"Erwartet wird ein Chip Race (ChipRace, aus chip_race oder ColourUp.race), erhalten: "
                        f"{type_name(race)}.", key="not_a_race")
    seats = len(race.odd_chips)
    if not all(isinstance(c, RaceCard) and 0 <= c.seat < seats for c in race.cards) \
            or not all(0 <= s < seats for s in (*race.won, *race.protected)):
        raise ChipError("Die Karten oder Gewinner des Chip Race passen nicht zu seinen Spielern. Erlaubt: ein Race, "
                        "wie es chip_race liefert (C18).", key="bad_race")
    return race


def _who(race: ChipRace, seat: int) -> str:
    name = player_name(seat, race.names)
    return name


def _chip_numbers(race: ChipRace) -> dict[RaceCard, int]:
    """The winning cards and the number of the chip each won (1 for the highest card), as in the
    race's sentences: a player who already won a chip wins no second one."""
    numbers: dict[RaceCard, int] = {}
    winners: list[int] = []
    for item in race.ranked:
        if len(winners) == len(race.won):
            break
        if item.seat not in winners:
            winners.append(item.seat)
            numbers[item] = len(winners)
    return numbers


def _result_words(race: ChipRace, seat: int, numbers: dict[RaceCard, int]) -> str:
    """What the seat gets from the race, short: "1. Chip zu 100", "kein Chip" …"""
    value = german_number(race.new_value)
    if race.race:
        won = [n for c, n in numbers.items() if c.seat == seat]
        if won:
            return f"{won[0]}. Chip zu {value}"
    elif seat in race.won:
        return f"1 Chip zu {value}"
    if seat in race.protected:
        return f"1 Chip zu {value} (Schutz)"
    return "kein Chip" if race.odd_chips[seat] else "–"


def _row_note(race: ChipRace, seat: int) -> str:
    """Without a race: why the odd chips become a chip or are removed."""
    odd = race.odd_chips[seat]
    if not odd:
        return "keine übrigen Chips"
    worth = odd * race.old_value
    half = german_number(race.new_value) + "/2"
    return (f"{german_number(worth)} ≥ {half}: aufgerundet" if seat in race.won
            else f"{german_number(worth)} < {half}: verfällt")


def _draw_race_card(ax: Axes, item: RaceCard, x: float, y: float, number: int | None) -> None:
    add_card(ax, item.card, x, y, _CARD_W, rank_size=12, suit_size=15, gid=f"race-card-{item.seat}")
    if number is None:
        return
    frame = FancyBboxPatch((x - 0.06, y - 0.06), _CARD_W + 0.12, _CARD_W * CARD_HEIGHT / CARD_WIDTH + 0.12,
                           boxstyle="round,pad=0,rounding_size=0.12", facecolor="none", edgecolor=HIGHLIGHT,
                           linewidth=3.5, zorder=6)
    frame.set_gid(f"race-winner-{item.seat}")
    ax.add_patch(frame)
    add_disc(ax, x + _CARD_W, y + _CARD_W * CARD_HEIGHT / CARD_WIDTH, 0.27, str(number), face=HIGHLIGHT,
             fontsize=FONT_SMALL, gid=f"race-chip-number-{item.seat}", zorder=9)


def _lines_height(lines: int, card_h: float) -> float:
    """The height of ``lines`` lines of cards in a block of the phone's picture."""
    return lines * (card_h + 0.3) - 0.3 if lines else 0.0


def _draw_result(ax: Axes, race: ChipRace, seat: int, x: float, y: float, words: str) -> None:
    gets = race.new_chips[seat] > 0
    if gets:
        add_chip(ax, x + 0.4, y, 0.4, face=VERMILLION)
        ax.text(x + 0.4, y, german_number(race.new_value), ha="center", va="center", fontsize=FONT_SMALL - 2.5
                if len(german_number(race.new_value)) > 3 else FONT_SMALL, fontweight="bold", color="white",
                zorder=8, gid=f"won-chip-{seat}")
    ax.text(x + (0.95 if gets else 0.0), y, words, ha="left", va="center", fontsize=FONT_TEXT,
            fontweight="bold" if gets else "normal", color="white", zorder=8, gid=f"result-{seat}")


@drawn_for_phones
def draw_chip_race(race: ChipRace, *, title: str | None = None, narrow: bool = False) -> Figure:
    """A chip race (C18): per player (in seat order) a row with his name and seat, his odd chips
    ("3 × 25") and the cards dealt to him face up, in the order they were dealt; the winning cards
    carry a golden frame and the number of the new chip they won, and the row ends with what the
    player gets. The variant without a race (``race=False``) shows instead of cards whether the odd
    chips were rounded up or removed. ``title``: the heading (by default which chips go)."""
    race = _check_race(race)
    numbers = _chip_numbers(race)
    old, new = german_number(race.old_value), german_number(race.new_value)
    heading = title if title is not None else (
        f"Chip Race: die Chips zu {old} gehen aus dem Spiel" if race.race
        else f"Ohne Chip Race: die Chips zu {old} gehen aus dem Spiel")
    summary = (f"{german_number(sum(race.odd_chips))} übrige Chips zu {old} (zusammen "
               f"{german_number(race.odd_value)}): " + (
                   f"{german_number(race.to_race)} {'Chip' if race.to_race == 1 else 'Chips'} zu {new} werden "
                   "ausgespielt, die höchsten Karten gewinnen" if race.race
                   else f"ab einem halben Chip zu {new} wird aufgerundet, weniger verfällt"))
    seats = range(len(race.odd_chips))
    dealt = {s: [c for c in race.cards if c.seat == s] for s in seats}
    card_h = _CARD_W * CARD_HEIGHT / CARD_WIDTH
    per_line = _PHONE_CARDS if narrow else _ROW_CARDS
    if narrow:
        width = per_line * (_CARD_W + _CARD_GAP) + 0.3
        title_lines = textwrap.wrap(heading, 30)
        summary_lines = textwrap.wrap(summary, 42)
        blocks = []  # (seat, top y of block, card lines)
        y = 0.0
        for s in seats:
            lines = max(1, math.ceil(len(dealt[s]) / per_line)) if race.race and dealt[s] else 0
            height = 0.75 + _lines_height(lines, card_h) + 1.0
            blocks.append((s, y, lines))
            y -= height
        bottom = y
        head = 0.42 * len(title_lines) + 0.3 * len(summary_lines) + 0.5
        fig, ax = new_canvas((-0.15, width), (bottom, head), width=UPRIGHT_WIDTH, background=FELT)
        ax.text(width / 2 - 0.075, head - 0.1, "\n".join(title_lines), ha="center", va="top",
                fontsize=FONT_NAME + 1, fontweight="bold", color="white", gid="title", linespacing=1.15)
        ax.text(width / 2 - 0.075, 0.2, "\n".join(summary_lines), ha="center", va="bottom", fontsize=FONT_SMALL,
                color="white", gid="subtitle", linespacing=1.15)
        for s, top, lines in blocks:
            ax.plot([0, width - 0.15], [top, top], color="white", alpha=0.35, linewidth=1.0)
            ax.text(0.05, top - 0.38, f"{_who(race, s)} ({seat_name(s)})", ha="left", va="center",
                    fontsize=FONT_NAME, fontweight="bold", color="white", gid=f"player-{s}")
            ax.text(width - 0.2, top - 0.38, f"{race.odd_chips[s]} × {old}", ha="right", va="center",
                    fontsize=FONT_TEXT, color="white", gid=f"odd-chips-{s}")
            for k, item in enumerate(dealt[s]):
                line, col = divmod(k, per_line)
                _draw_race_card(ax, item, 0.05 + col * (_CARD_W + _CARD_GAP),
                                top - 0.75 - line * (card_h + 0.3) - card_h, numbers.get(item))
            result_y = top - 0.75 - _lines_height(lines, card_h) - 0.55
            words = _result_words(race, s, numbers)
            if not race.race:
                words = f"{_row_note(race, s)} – {words}" if race.odd_chips[s] else _row_note(race, s)
            _draw_result(ax, race, s, 0.05, result_y, words)
    else:
        name_w, chips_w = 3.0, 2.5
        cards_x = name_w + chips_w
        lines_of = {s: max(1, math.ceil(len(dealt[s]) / per_line)) for s in seats}
        result_x = cards_x + per_line * (_CARD_W + _CARD_GAP) + 0.3
        width = result_x + 3.9
        row_h = card_h + 0.45
        y = 0.0
        rows = []
        for s in seats:
            rows.append((s, y))
            y -= row_h * lines_of[s]
        bottom = y - 0.1
        top = 1.9
        fig, ax = new_canvas((-0.2, width), (bottom, top), background=FELT)
        ax.text(width / 2, top - 0.45, heading, ha="center", va="center", fontsize=FONT_TITLE, fontweight="bold",
                color="white", gid="title")
        ax.text(width / 2, top - 1.05, summary, ha="center", va="center", fontsize=FONT_TEXT, color="white",
                gid="subtitle")
        for x, label, ha in ((0.05, "Spieler", "left"), (name_w, "übrige Chips", "left"),
                             (cards_x, "offene Karten, in der Reihenfolge des Gebens" if race.race else "was aus dem Rest wird",
                              "left"), (result_x, "bekommt", "left")):
            ax.text(x, top - 1.6, label, ha=ha, va="center", fontsize=FONT_SMALL, color="white", alpha=0.85)
        for s, top_y in rows:
            mid = top_y - row_h / 2
            ax.plot([0, width - 0.2], [top_y, top_y], color="white", alpha=0.35, linewidth=1.0)
            ax.text(0.05, mid, f"{_who(race, s)} ({seat_name(s)})", ha="left", va="center", fontsize=FONT_NAME,
                    fontweight="bold", color="white", gid=f"player-{s}")
            if race.odd_chips[s]:
                add_chip(ax, name_w + 0.3, mid, 0.3, face=SKY)
            ax.text(name_w + 0.75, mid, f"{race.odd_chips[s]} × {old}", ha="left", va="center", fontsize=FONT_TEXT,
                    color="white", gid=f"odd-chips-{s}")
            if race.race:
                for k, item in enumerate(dealt[s]):
                    line, col = divmod(k, per_line)
                    _draw_race_card(ax, item, cards_x + col * (_CARD_W + _CARD_GAP),
                                    mid - card_h / 2 - line * row_h, numbers.get(item))
            else:
                ax.text(cards_x, mid, _row_note(race, s), ha="left", va="center", fontsize=FONT_TEXT, color="white",
                        gid=f"note-{s}")
            _draw_result(ax, race, s, result_x, mid, _result_words(race, s, numbers))
    return describe(fig, _race_alt(race, heading, summary, dealt, numbers))


def _race_alt(race: ChipRace, heading: str, summary: str, dealt: dict[int, list[RaceCard]],
              numbers: dict[RaceCard, int]) -> str:
    old, new = german_number(race.old_value), german_number(race.new_value)
    parts = [sentence(heading), sentence(summary + " (C18)")]
    for s, odd in enumerate(race.odd_chips):
        who = f"{_who(race, s)} ({seat_name(s)})"
        chips = f"{german_number(odd)} {'Chip' if odd == 1 else 'Chips'} zu {old}" if odd else "keine übrigen Chips"
        words = [f"{who}: {chips}"]
        if race.race and dealt[s]:
            words.append(f"offene {'Karte' if len(dealt[s]) == 1 else 'Karten'} "
                         f"{cards_in_words([c.card for c in dealt[s]])}")
        won = [(c, n) for c, n in numbers.items() if c.seat == s]
        if won:
            words.append(f"{won[0][0].card.german} gewinnt den {won[0][1]}. Chip zu {new}")
        elif race.race is False and s in race.won:
            words.append(f"aufgerundet zu 1 Chip zu {new}")
        elif s in race.protected:
            words.append(f"bekommt 1 Chip zu {new}, damit niemand durch das "
                         f"{'Race' if race.race else 'Runden'} ausscheidet")
        elif odd:
            words.append("kein neuer Chip" if race.race else "die Chips verfallen")
        parts.append(", ".join(words[:2]) + ("; " + words[2] if len(words) > 2 else "") + ".")
    if numbers:
        parts.append(f"Golden umrandet: die gewinnenden Karten "
                     f"{join_words([c.card.german for c in sorted(numbers, key=numbers.__getitem__)])}.")
    return " ".join(parts)
