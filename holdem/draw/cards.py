"""Matplotlib pictures of playing cards and hands.

A card is a white rounded rectangle with its rank and suit symbol; hearts and diamonds are red,
spades and clubs black (the symbol, not only the colour, tells the suit apart). Cards that are
not part of the best five can be faded out, so a reader sees at once which five cards count.
For a phone (``narrow=True``) at most five cards a row; a group that does not fit in the row
starts the next one.
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence

from matplotlib.patches import FancyBboxPatch

from holdem.cards import Card, Suit, parse_cards
from holdem.draw.alt import cards_in_words, describe, sentence
from holdem.draw.png import BookFigure, drawn_for_phones
from holdem.errors import DrawError

CARD_WIDTH = 1.0
CARD_HEIGHT = 1.4
GAP = 0.15
GROUP_GAP = 0.6
RED = "#c0392b"
BLACK = "#1b1b1b"
HIGHLIGHT = "#f1c40f"
FELT = "#2e7d4f"
PHONE_ROW = 5  # cards in a row of the phone form: five cards are about 450 px wide


def _colour(card: Card) -> str:
    return RED if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK


def _rank_text(card: Card) -> str:
    return "10" if card.rank.symbol == "T" else card.rank.symbol


def _draw_card(ax, card: Card, x: float, y: float = 0.0, *, faded: bool, marked: bool) -> None:
    """One card with its lower left corner at (x, y)."""
    alpha = 0.35 if faded else 1.0
    edge = HIGHLIGHT if marked else "#555555"
    ax.add_patch(FancyBboxPatch(
        (x, y), CARD_WIDTH, CARD_HEIGHT, boxstyle="round,pad=0,rounding_size=0.08",
        facecolor="white", edgecolor=edge, linewidth=3.0 if marked else 1.0, alpha=alpha,
    ))
    colour = _colour(card)
    ax.text(x + 0.1, y + CARD_HEIGHT - 0.1, _rank_text(card), ha="left", va="top", fontsize=13,
            fontweight="bold", color=colour, alpha=alpha)
    ax.text(x + CARD_WIDTH / 2, y + CARD_HEIGHT * 0.42, card.suit.symbol, ha="center", va="center",
            fontsize=26, color=colour, alpha=alpha)


@drawn_for_phones
def draw_hand(
    cards: str | Iterable[Card | str],
    *,
    highlight: Iterable[Card | str] | None = None,
    groups: Sequence[int] | None = None,
    group_labels: Sequence[str] | None = None,
    title: str | None = None,
    narrow: bool = False,
) -> BookFigure:
    """A row of cards; cards in ``highlight`` (e.g. the best five) get a golden frame and the
    others are faded. ``groups`` splits the row, e.g. ``(2, 5)`` for hole cards and board, with
    an optional label under each group (``("Hand", "Board")``).

    The figure is not registered with ``pyplot`` (nothing to close): as a cell's result a
    notebook shows it as PNG; a widget takes ``figure_to_png(fig)``.
    """
    row = parse_cards(cards) if isinstance(cards, str) else parse_cards(list(cards))
    marked: set[Card] = set()
    if highlight is not None:
        marked = set(parse_cards(highlight if isinstance(highlight, str) else list(highlight)))
        if not marked <= set(row):
            missing = " ".join(str(c) for c in sorted(marked - set(row)))
            raise DrawError(f"Hervorgehoben werden soll {missing}, das liegt aber nicht in der Reihe; "
                            "erlaubt sind nur Karten der Reihe.", key="highlight_not_in_row")
    sizes = list(groups) if groups else [len(row)]
    if sum(sizes) != len(row) or any(size < 1 for size in sizes):
        raise DrawError(f"groups={sizes} passt nicht zu {len(row)} Karten: erlaubt sind Gruppengrößen ab 1, "
                        "deren Summe die Kartenzahl ist.", key="bad_groups")
    if group_labels is not None and len(group_labels) != len(sizes):
        raise DrawError(f"{len(group_labels)} Beschriftungen für {len(sizes)} Gruppen: erlaubt ist genau "
                        "eine Beschriftung je Gruppe.", key="bad_group_labels")

    # Where each card and each group's label go; the phone form breaks the row into lines.
    line_height = CARD_HEIGHT + (0.55 if group_labels else 0.2)
    positions: list[tuple[float, float]] = []
    label_spots: list[tuple[float, float]] = []
    x, y, width = 0.0, 0.0, 0.0
    longest = PHONE_ROW * (CARD_WIDTH + GAP) - GAP  # the widest line of the phone form
    for size in sizes:
        if narrow and x > 0 and x + size * (CARD_WIDTH + GAP) - GAP > longest:  # the group to the next line
            x, y = 0.0, y - line_height
        start = x
        for k in range(size):
            if narrow and k and x + CARD_WIDTH > longest:
                width = max(width, x - GAP)
                x, y, start = 0.0, y - line_height, 0.0
            positions.append((x, y))
            x += CARD_WIDTH + GAP
        label_spots.append(((start + x - GAP) / 2, y))
        width = max(width, x - GAP)
        x += GROUP_GAP - GAP
    width = width if row else 1.0
    bottom = y + (-0.45 if group_labels else -0.15)
    top = CARD_HEIGHT + (0.45 if title else 0.15)
    if narrow and title and len(title) > 34:
        title = "\n".join(textwrap.wrap(title, 34))
        top += 0.3 * title.count("\n")

    fig = BookFigure(figsize=(max(width, 2.0) * 0.75 + 0.3, (top - bottom) * 0.75))
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(-0.15, max(width, 2.0) + 0.15)
    ax.set_ylim(bottom, top)
    ax.set_aspect("equal")
    ax.axis("off")
    fig.patch.set_facecolor(FELT)
    for card, (x, y) in zip(row, positions):
        _draw_card(ax, card, x, y, faded=bool(marked) and card not in marked, marked=card in marked)
    if group_labels:
        for (spot, line), label in zip(label_spots, group_labels):
            ax.text(spot, line - 0.22, label, ha="center", va="center", fontsize=11, color="white")
    if title:
        ax.text(width / 2, CARD_HEIGHT + (0.1 if narrow else 0.22), title, ha="center",
                va="bottom" if narrow else "center", fontsize=12,
                color="white", fontweight="bold")
    return describe(fig, _hand_alt(row, sizes, group_labels, marked, title))


def _hand_alt(row: Sequence[Card], sizes: Sequence[int], labels: Sequence[str] | None,
              marked: set[Card], title: str | None) -> str:
    """The cards in words, group by group, and which are highlighted."""
    parts = [sentence(title)] if title else []
    start = 0
    for number, size in enumerate(sizes):
        chunk = row[start:start + size]
        start += size
        label = labels[number] if labels else ("Karten" if len(sizes) == 1 else f"Gruppe {number + 1}")
        parts.append(f"{label}: {cards_in_words(chunk)}.")
    if marked:
        parts.append(f"Hervorgehoben: {cards_in_words([c for c in row if c in marked])}; "
                     "die übrigen Karten sind blass.")
    return " ".join(parts)
