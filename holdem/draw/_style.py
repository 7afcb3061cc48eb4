"""Shared look of the table, deck, pot and timeline pictures.

Colours come from the Okabe–Ito palette (readable with the common kinds of colour blindness);
every colour is paired with a text, so no fact depends on the colour alone. The card colours
and the felt are those of :mod:`holdem.draw.cards`, so all pictures of the book match.
Font sizes are chosen for figures about 10 inches wide that the book scales to its page width
and a teacher shows on a projector.
"""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Circle, FancyBboxPatch

from holdem.cards import Card, Suit
from holdem.draw.cards import BLACK, CARD_HEIGHT, CARD_WIDTH, FELT, HIGHLIGHT, RED, DrawError
from holdem.draw.png import BookFigure

__all__ = [
    "BACK",
    "BACKGROUND",
    "BLACK",
    "BLUE",
    "CARD_RATIO",
    "FELT",
    "FONT_NAME",
    "FONT_SMALL",
    "FONT_TEXT",
    "FONT_TITLE",
    "GREEN",
    "GREY",
    "HIGHLIGHT",
    "MUTED",
    "ORANGE",
    "PURPLE",
    "RAIL",
    "RED",
    "SKY",
    "TEXT",
    "VERMILLION",
    "YELLOW",
    "DrawError",
    "add_card",
    "add_chip",
    "add_disc",
    "add_pill",
    "add_slot",
    "check_names",
    "new_canvas",
    "player_colour",
    "player_hatch",
    "text_on",
]

# Okabe–Ito palette
ORANGE = "#E69F00"
SKY = "#56B4E9"
GREEN = "#009E73"
YELLOW = "#F0E442"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
PURPLE = "#CC79A7"
GREY = "#999999"

BACKGROUND = "white"
TEXT = "#1b1b1b"
MUTED = "#6b6b6b"
BACK = "#1f4e8c"  # back of a face-down card: one colour for every hidden card
RAIL = "#4a3424"  # the wooden rim of the table
CARD_RATIO = CARD_HEIGHT / CARD_WIDTH

FONT_TITLE = 17
FONT_NAME = 13
FONT_TEXT = 12
FONT_SMALL = 10.5

# Player colours: the seven coloured Okabe–Ito hues, then again with hatching (up to 10 players
# and more stay distinguishable in black and white, too).
_PLAYER_COLOURS = (BLUE, ORANGE, GREEN, VERMILLION, SKY, PURPLE, YELLOW)
_HATCHES = ("", "//", "..", "xx")
_DARK = {BLUE, GREEN, VERMILLION, BACK, RAIL, FELT, TEXT, MUTED, "#333333"}


def player_colour(player: int) -> str:
    return _PLAYER_COLOURS[player % len(_PLAYER_COLOURS)]


def player_hatch(player: int) -> str:
    return _HATCHES[(player // len(_PLAYER_COLOURS)) % len(_HATCHES)]


def text_on(face: str) -> str:
    """Black or white text, whichever reads better on ``face``."""
    return "white" if face in _DARK else TEXT


def new_canvas(xlim: tuple[float, float], ylim: tuple[float, float], *, width: float = 10.0,
               background: str = BACKGROUND) -> tuple[Figure, Axes]:
    """A figure ``width`` inches wide whose single axes fills it and keeps 1:1 data units."""
    span_x = xlim[1] - xlim[0]
    span_y = ylim[1] - ylim[0]
    # BookFigure: shows itself as PNG when it is a notebook cell's value (plain Figures do not).
    fig = BookFigure(figsize=(width, width * span_y / span_x))
    fig.patch.set_facecolor(background)
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(*xlim)
    ax.set_ylim(*ylim)
    ax.set_aspect("equal")
    ax.axis("off")
    return fig, ax


def _suit_colour(card: Card) -> str:
    return RED if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK


def add_card(ax: Axes, card: Card | None, x: float, y: float, width: float, *, face_down: bool = False,
             alpha: float = 1.0, rank_size: float = 11, suit_size: float = 14, gid: str | None = None,
             zorder: float = 5) -> FancyBboxPatch:
    """One card with its lower left corner at (x, y); ``card=None`` or ``face_down`` draws the back."""
    height = width * CARD_RATIO
    hidden = face_down or card is None
    patch = FancyBboxPatch(
        (x, y), width, height, boxstyle=f"round,pad=0,rounding_size={width * 0.1:.4f}",
        facecolor=BACK if hidden else "white", edgecolor="#444444" if not hidden else "white",
        linewidth=1.0, alpha=alpha, zorder=zorder,
    )
    patch.set_gid(gid)
    ax.add_patch(patch)
    if hidden:
        inner = FancyBboxPatch(
            (x + width * 0.14, y + width * 0.14), width * 0.72, height - width * 0.28,
            boxstyle=f"round,pad=0,rounding_size={width * 0.06:.4f}", facecolor="none",
            edgecolor="white", linewidth=0.8, hatch="////", alpha=0.55 * alpha, zorder=zorder + 0.1,
        )
        ax.add_patch(inner)
        return patch
    assert card is not None
    colour = _suit_colour(card)
    rank = "10" if card.rank.symbol == "T" else card.rank.symbol
    ax.text(x + width * 0.1, y + height - width * 0.08, rank, ha="left", va="top", fontsize=rank_size,
            fontweight="bold", color=colour, alpha=alpha, zorder=zorder + 0.2)
    ax.text(x + width * 0.52, y + height * 0.36, card.suit.symbol, ha="center", va="center",
            fontsize=suit_size, color=colour, alpha=alpha, zorder=zorder + 0.2)
    return patch


def add_slot(ax: Axes, x: float, y: float, width: float, *, zorder: float = 4) -> None:
    """The dashed outline of a place where a card will come (an undealt board card)."""
    ax.add_patch(FancyBboxPatch(
        (x, y), width, width * CARD_RATIO, boxstyle=f"round,pad=0,rounding_size={width * 0.1:.4f}",
        facecolor="none", edgecolor="white", linewidth=1.0, linestyle=(0, (3, 3)), alpha=0.6,
        zorder=zorder,
    ))


def add_disc(ax: Axes, x: float, y: float, radius: float, text: str, *, face: str, gid: str | None = None,
             fontsize: float = FONT_TEXT, zorder: float = 8) -> Circle:
    """A round marker such as the dealer button "D"."""
    disc = Circle((x, y), radius, facecolor=face, edgecolor=TEXT, linewidth=1.5, zorder=zorder)
    disc.set_gid(gid)
    ax.add_patch(disc)
    label = ax.text(x, y, text, ha="center", va="center", fontsize=fontsize, fontweight="bold",
                    color=text_on(face), zorder=zorder + 0.1)
    label.set_gid(gid)
    return disc


def add_pill(ax: Axes, x: float, y: float, text: str, *, face: str, fontsize: float = FONT_SMALL,
             gid: str | None = None, zorder: float = 9, colour: str | None = None):
    """A short label in a rounded box (position label, status), centred at (x, y)."""
    label = ax.text(x, y, text, ha="center", va="center", fontsize=fontsize, fontweight="bold",
                    color=colour or text_on(face), zorder=zorder,
                    bbox={"boxstyle": "round,pad=0.28,rounding_size=0.6", "facecolor": face,
                          "edgecolor": TEXT if face == "white" else face, "linewidth": 1.0})
    label.set_gid(gid)
    return label


def add_chip(ax: Axes, x: float, y: float, radius: float, *, face: str = VERMILLION, zorder: float = 7) -> None:
    """A casino chip seen from above: a disc with a white dashed ring."""
    ax.add_patch(Circle((x, y), radius, facecolor=face, edgecolor="white", linewidth=1.2, zorder=zorder))
    ax.add_patch(Circle((x, y), radius * 0.68, facecolor="none", edgecolor="white", linewidth=1.4,
                        linestyle=(0, (2, 2)), zorder=zorder + 0.1))


def check_names(names: Sequence[str] | None, n: int, default: Sequence[str]) -> list[str]:
    """The names to show: ``names`` if it fits ``n`` players, else a :class:`DrawError`."""
    if names is None:
        return list(default)
    if isinstance(names, str) or len(names) != n or not all(isinstance(x, str) and x for x in names):
        raise DrawError(f"Die Namen {names!r} passen nicht: erlaubt ist genau ein nicht leerer Name je "
                        f"Spieler, hier {n} Namen.", key="bad_names")
    return list(names)
