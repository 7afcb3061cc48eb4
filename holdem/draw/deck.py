"""The dealing order of one hand as rows of cards (K1, K2, K3, K5).

Which card from the top of the deck went where: the first round of hole cards, one card per
player starting left of the button, then the second round (K1); the burn cards face down before
flop, turn and river (K2, and before the hole cards in the variant); the flop, turn and river
(K3); and the rest of the deck that nobody uses (K5). Each card carries its number in the
dealing order, so a reader can count along.

The dealing rule is not repeated here: the hand is dealt by :func:`holdem.hand.start_hand` from
the given deck, played to the river with checks and calls, and the picture only reads where
each card ended up and how deep it lay in the deck.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass

from matplotlib.figure import Figure

from holdem.cards import Card, Deck
from holdem.draw._style import (
    FONT_NAME,
    FONT_SMALL,
    FONT_TEXT,
    FONT_TITLE,
    MUTED,
    TEXT,
    DrawError,
    add_card,
    check_names,
    new_canvas,
    player_colour,
)
from holdem.draw.alt import describe, sentence
from holdem.draw.png import drawn_for_phones
from holdem.draw.table import MAX_SEATS
from holdem.german import default_names
from holdem.hand import HandState, start_hand
from holdem.positions import positions
from holdem.rules import RuleSet

__all__ = ["DealtCard", "dealing_order", "draw_dealing"]

_WIDTH = 1.0
_PITCH = 1.45
_ROW = 3.3
_LABEL_COLUMN = 2.6
# The phone form: four cards a line, a row title above them; 4 inches wide at about the page's
# scale, so labels of 10.5 pt stay above 11 px when a phone shows it about 350 px wide.
_PHONE_LINE = 4
_PHONE_TITLE = 0.7
_PHONE_ROW = 3.1
_PHONE_WIDTH = 4.1


@dataclass(frozen=True)
class DealtCard:
    """One card of the dealing order: ``number`` counts from 1 (the top card of the deck)."""

    number: int
    card: Card
    kind: str  # "hole", "burn", "flop", "turn", "river"
    player: int | None = None  # hole cards: who got it
    round: int | None = None  # hole cards: 1 or 2


def _play_to_river(state: HandState) -> HandState:
    """Check and call until the river is out (or nobody can act any more)."""
    while len(state.board) < 5 and state.to_act is not None:
        state = state.apply(state.check_or_call())
    return state


def dealing_order(deck: Deck, n_players: int, button: int, *,
                  burn_before_hole_cards: bool = False) -> tuple[list[DealtCard], int]:
    """Every card the engine deals from ``deck`` for a full hand, in dealing order, and the
    number of cards left unused in the deck (K5)."""
    if not isinstance(deck, Deck):
        raise DrawError(f"{deck!r} ist kein Deck. Erlaubt ist ein holdem.cards.Deck, z. B. Deck.shuffled(7).",
                        key="bad_deck")
    if isinstance(n_players, bool) or not isinstance(n_players, int) or not 2 <= n_players <= MAX_SEATS:
        raise DrawError(f"Das Geben für {n_players!r} Spieler lässt sich nicht zeichnen: erlaubt sind 2 bis "
                        f"{MAX_SEATS} Spieler.", key="bad_seat_count")
    if isinstance(button, bool) or not isinstance(button, int) or not 0 <= button < n_players:
        raise DrawError(f"Der Button bei {button!r} ist nicht am Tisch: erlaubt sind die Spieler 0 bis "
                        f"{n_players - 1}.", key="bad_button")
    rules = RuleSet(burn_before_hole_cards=burn_before_hole_cards)
    stack = 10 * rules.big_blind
    state = _play_to_river(start_hand(rules, [stack] * n_players, button=button, deck=deck))
    depth = {card: i for i, card in enumerate(deck.cards)}
    found: list[tuple[Card, str, int | None, int | None]] = []
    for player, hole in enumerate(state.holes):
        for k, card in enumerate(hole or ()):
            found.append((card, "hole", player, k + 1))
    found += [(card, "burn", None, None) for card in state.burned]
    found += [(card, ("flop", "flop", "flop", "turn", "river")[k], None, None) for k, card in enumerate(state.board)]
    found.sort(key=lambda item: depth[item[0]])
    order = [DealtCard(depth[card] + 1, card, kind, player, rnd) for card, kind, player, rnd in found]
    return order, len(deck) - len(order)


@drawn_for_phones
def draw_dealing(deck: Deck, n_players: int, button: int, *, burn_before_hole_cards: bool = False,
                 names: Sequence[str] | None = None, title: str | None = None, narrow: bool = False) -> Figure:
    """The cards of one hand in the order they come off ``deck``: a row for each round of hole
    cards (K1), a row for the board with the burn cards face down (K2, K3), and the rest of the
    deck (K5). ``burn_before_hole_cards`` is the K2 variant (one more burn card first).
    ``narrow``: for a phone, each row's title above it and four cards a line."""
    order, rest = dealing_order(deck, n_players, button, burn_before_hole_cards=burn_before_hole_cards)
    shown = check_names(names, n_players, list(default_names(n_players)))
    labels = positions(n_players, button).labels
    rows: list[list[DealtCard]] = [[], [], []]
    for item in order:
        if item.kind == "hole":
            rows[item.round - 1].append(item)  # type: ignore[operator]
        elif item.kind == "burn" and not rows[0]:
            rows[0].append(item)  # the variant's burn card before the hole cards
        else:
            rows[2].append(item)
    if narrow:
        return describe(_draw_narrow(rows, rest, len(deck), n_players, order, shown, labels, title),
                        _dealing_alt(rows, shown, rest, title))
    pile = 5.0  # the rest of the deck and its count
    indent = len(rows[0]) - len(rows[1])  # the variant's burn card: keep each player's two cards aligned
    width = _LABEL_COLUMN + max(len(rows[0]), len(rows[2]) + pile / _PITCH) * _PITCH
    heading = 0.9 if title else 0.2
    height = 3 * _ROW + heading
    fig, ax = new_canvas((-0.2, width + 0.1), (-height, 0.3), width=10.0)
    if title:
        ax.text(width / 2, -0.2, title, ha="center", va="center", fontsize=FONT_TITLE, fontweight="bold",
                color=TEXT, gid="title")
    row_titles = ("1. Runde\nHole Cards\n(K1)", "2. Runde\nHole Cards\n(K1)", "Board\n(K2, K3)")
    for r, (row, row_title) in enumerate(zip(rows, row_titles)):
        top = -heading - r * _ROW
        card_y = top - 0.45 - _WIDTH * 1.4
        ax.text(0, card_y + 0.7, row_title, ha="left", va="center", fontsize=FONT_TEXT, fontweight="bold",
                color=TEXT, linespacing=1.3, gid="row-title")
        for k, item in enumerate(row):
            x = _LABEL_COLUMN + (k + (indent if r == 1 else 0)) * _PITCH
            _draw_dealt(ax, item, x, card_y, shown, labels)
        if r == 2:
            _draw_rest(ax, _LABEL_COLUMN + len(row) * _PITCH + 0.2, card_y, rest, len(deck), n_players,
                       sum(1 for item in order if item.kind == "burn"))
    return describe(fig, _dealing_alt(rows, shown, rest, title))


def _draw_narrow(rows: list[list[DealtCard]], rest: int, total: int, n_players: int, order: list[DealtCard],
                 names: list[str], labels: dict[int, str], title: str | None) -> Figure:
    """The phone form: each row's title on a line of its own, then its cards, four a line."""
    row_titles = ("1. Runde Hole Cards (K1)", "2. Runde Hole Cards (K1)", "Board (K2, K3)")
    width = _PHONE_LINE * _PITCH + 0.1
    title_lines = textwrap.wrap(title or "", 24)
    heading = 0.75 * len(title_lines) + 0.3
    lines = [(row_titles[r], [row[k:k + _PHONE_LINE] for k in range(0, len(row), _PHONE_LINE)])
             for r, row in enumerate(rows) if row]
    height = heading + sum(_PHONE_TITLE + _PHONE_ROW * len(chunks) for _, chunks in lines) + _PHONE_ROW
    fig, ax = new_canvas((-0.2, width), (-height, 0.3), width=_PHONE_WIDTH)
    if title_lines:
        ax.text(width / 2, 0.1, "\n".join(title_lines), ha="center", va="top", fontsize=FONT_NAME + 1,
                fontweight="bold", color=TEXT, linespacing=1.1, gid="title")
    y = -heading
    for row_title, chunks in lines:
        ax.text(0, y - 0.3, row_title, ha="left", va="center", fontsize=FONT_TEXT, fontweight="bold",
                color=TEXT, gid="row-title")
        y -= _PHONE_TITLE
        for chunk in chunks:
            card_y = y - 0.45 - _WIDTH * 1.4
            for k, item in enumerate(chunk):
                _draw_dealt(ax, item, 0.1 + k * _PITCH, card_y, names, labels)
            y -= _PHONE_ROW
    _draw_rest(ax, 0.1, y - 0.3 - _WIDTH * 1.4, rest, total, n_players,
               sum(1 for item in order if item.kind == "burn"))
    return fig


_KIND_WORDS = {"burn": "Burn Card (verdeckt)", "flop": "Flop", "turn": "Turn", "river": "River"}


def _dealing_alt(rows: list[list[DealtCard]], shown: list[str], rest: int, title: str | None) -> str:
    """The dealing order in words: each round of hole cards, then the board with its burn cards."""
    def words(item: DealtCard) -> str:
        if item.kind == "hole":
            return f"{item.number}. {shown[item.player or 0]}: {item.card.german}"
        what = _KIND_WORDS.get(item.kind, item.kind)
        return f"{item.number}. {what}" + ("" if item.kind == "burn" else f": {item.card.german}")

    parts = [sentence(title)] if title else []
    parts.append("Die Karten einer Hand in der Reihenfolge, in der sie vom Stapel kommen.")
    for heading, row in zip(("Erste Runde Hole Cards", "Zweite Runde Hole Cards", "Board"), rows):
        if row:
            parts.append(f"{heading}: " + "; ".join(words(item) for item in row) + ".")
    parts.append(f"Übrig bleiben {rest} Karten, unbenutzt.")
    return " ".join(parts)


def _name_lines(name: str) -> str:
    """Long names in two lines, so the labels of neighbouring cards do not touch."""
    if len(name) > 8 and " " in name:
        head, _, tail = name.rpartition(" ")
        return f"{head}\n{tail}"
    return name


def _draw_dealt(ax, item: DealtCard, x: float, y: float, names: list[str], labels: dict[int, str]) -> None:
    burn = item.kind == "burn"
    add_card(ax, item.card, x, y, _WIDTH, face_down=burn, rank_size=13, suit_size=20,
             gid="burn-card" if burn else f"dealt-{item.kind}")
    ax.text(x + _WIDTH / 2, y + _WIDTH * 1.4 + 0.22, str(item.number), ha="center", va="center",
            fontsize=FONT_SMALL, color=MUTED, gid="deal-number")
    if item.kind == "hole":
        assert item.player is not None
        ax.add_patch(_bar(x, y - 0.16, player_colour(item.player)))
        text = f"{_name_lines(names[item.player])}\n{labels[item.player]}"
        gid = f"recipient-{item.player}"
    else:
        text = {"burn": "Burn", "flop": "Flop", "turn": "Turn", "river": "River"}[item.kind]
        gid = f"recipient-{item.kind}"
    ax.text(x + _WIDTH / 2, y - 0.3, text, ha="center", va="top", fontsize=FONT_SMALL,
            fontweight="bold" if item.kind != "hole" else "normal", color=TEXT, linespacing=1.15, gid=gid)


def _bar(x: float, y: float, colour: str):
    from matplotlib.patches import Rectangle

    return Rectangle((x, y), _WIDTH, 0.1, facecolor=colour, edgecolor="none")


def _draw_rest(ax, x: float, y: float, rest: int, total: int, n_players: int, burns: int) -> None:
    for k in range(min(3, rest)):
        add_card(ax, None, x + 0.09 * k, y + 0.09 * k, _WIDTH, face_down=True, gid="rest-pile", zorder=5 + k)
    ax.text(x + _WIDTH + 0.4, y + 0.75, f"Rest: {rest} Karten", ha="left", va="center", fontsize=FONT_TEXT,
            fontweight="bold", color=TEXT, gid="rest-count")
    ax.text(x + _WIDTH + 0.4, y + 0.2, f"{total} − {2 * n_players} − 5 − {burns}\nbleiben unbenutzt (K5)",
            ha="left", va="center", fontsize=FONT_SMALL, color=MUTED, linespacing=1.2, gid="rest-formula")
