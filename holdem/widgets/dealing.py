"""The deal card by card (K1–K3, K5) as a widget that also works in the static site.

For a few numbers of players and both burn settings (standard: three burn cards, K2; variant:
one more before the hole cards) the whole deal from one seeded, cut deck is pre-rendered: one
page per card with a small picture of the table (seats with their cards, burn pile, board, the
card just dealt framed) and the German sentence of that step. The pages are HTML, so the many
pages stay light in the saved notebook; all facts come from :mod:`holdem.teach.dealing`, which
lets the engine deal the hand.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as widgets

from holdem.cards import Card, Deck, Suit
from holdem.events import default_names
from holdem.positions import positions
from holdem.teach.dealing import DealtCard, deal_steps
from holdem.widgets.static import StaticStepper, StepperError, static_stepper

__all__ = ["DEFAULT_PLAYER_COUNTS", "dealing_deck", "dealing_widget", "step_html", "variant_label"]

DEFAULT_PLAYER_COUNTS = (2, 4, 6)
SEED = 2024
CUT = 26

_RED = "#c0392b"
_BLACK = "#1b1b1b"
_BACK = "#1f4e8c"
_MARK = "#f1c40f"


def dealing_deck(seed: int = SEED, cut: int = CUT) -> Deck:
    """The deck of the widget: shuffled with ``seed``, then cut at ``cut`` (K1)."""
    return Deck.shuffled(seed).cut(cut)


def variant_label(burn_before_hole_cards: bool) -> str:
    return "4 Burn Cards (Variante)" if burn_before_hole_cards else "3 Burn Cards (Standard)"


def _card(card: Card | None, *, marked: bool = False) -> str:
    border = f"3px solid {_MARK}" if marked else "1px solid #555"
    base = ("display:inline-block;min-width:2.1em;text-align:center;border-radius:4px;padding:2px 3px;"
            f"margin:1px;font-weight:bold;border:{border};")
    if card is None:  # a burn card: face down
        return f"<span style='{base}background:{_BACK};color:{_BACK}' title='verdeckt'>##</span>"
    colour = _RED if card.suit in (Suit.HEARTS, Suit.DIAMONDS) else _BLACK
    text = html.escape(card.pretty)
    return f"<span style='{base}background:white;color:{colour}' title='{html.escape(card.german)}'>{text}</span>"


def step_html(dealt: Sequence[DealtCard], n_players: int, button: int, names: Sequence[str]) -> str:
    """The table after the cards in ``dealt`` (the last one framed), as an HTML picture."""
    pos = positions(n_players, button)
    last = dealt[-1] if dealt else None
    seats = []
    for p in range(n_players):
        mine = [d for d in dealt if d.kind == "hole" and d.player == p]
        cards = "".join(_card(d.card, marked=d is last) for d in mine) or "<i>noch keine Karte</i>"
        label = pos.labels.get(p, "")
        seats.append(f"<div style='border:1px solid #ccc;border-radius:6px;padding:4px 6px;margin:2px;"
                     f"background:#f6f6f6;min-width:7em'><b>{html.escape(names[p])}</b> "
                     f"<small>{html.escape(label)}</small><br>{cards}</div>")
    burns = [d for d in dealt if d.kind == "burn"]
    board = [d for d in dealt if d.kind == "board"]
    burn_html = "".join(_card(None, marked=d is last) for d in burns) or "–"
    board_html = "".join(_card(d.card, marked=d is last) for d in board) or "–"
    used = len(dealt)
    return (f"<div style='display:flex;flex-wrap:wrap'>{''.join(seats)}</div>"
            f"<div style='margin:4px 2px'>Burn Cards: {burn_html} &nbsp; Board: {board_html} &nbsp; "
            f"Deck: noch {52 - used} Karten; als Nächstes kommt die {used + 1}. Karte</div>")


def _config_stepper(deck: Deck, n_players: int, burn_before_hole_cards: bool) -> StaticStepper:
    button = n_players - 1
    names = default_names(n_players)
    steps = deal_steps(deck, n_players, button, names=names, burn_before_hole_cards=burn_before_hole_cards)
    first = ("Vor dem Geben: Das Deck ist gemischt und abgehoben (K1). "
             f"{names[button]} hat den Button; gegeben wird ab {names[(button + 1) % n_players]}.")
    pages = [widgets.HTML(step_html([], n_players, button, names) + f"<p>{html.escape(first)}</p>")]
    dealt: list[DealtCard] = []
    for d, sentence in steps:
        dealt.append(d)
        pages.append(widgets.HTML(step_html(dealt, n_players, button, names) + f"<p>{html.escape(sentence)}</p>"))
    labels = ["Start"] + [f"Karte {i}" for i in range(1, len(steps) + 1)]
    return static_stepper(pages, labels, control="play", description="Geben:", interval_ms=1200)


def dealing_widget(player_counts: Sequence[int] = DEFAULT_PLAYER_COUNTS, *, seed: int = SEED,
                   cut: int = CUT) -> StaticStepper:
    """Toggle buttons for the number of players, inside them toggle buttons for the burn setting,
    inside those a play button and slider that deal the hand card by card."""
    if not player_counts or any(not isinstance(n, int) or not 2 <= n <= 10 for n in player_counts):
        raise StepperError(f"Spielerzahlen {tuple(player_counts)!r}: erlaubt sind ganze Zahlen von 2 bis 10.",
                           key="bad_player_counts")
    deck = dealing_deck(seed, cut)
    by_count = []
    for n in player_counts:
        variants = [_config_stepper(deck, n, burn) for burn in (False, True)]
        by_count.append(static_stepper(variants, [variant_label(False), variant_label(True)],
                                       control="toggle", description="Burn Cards:"))
    return static_stepper(by_count, [f"{n} Spieler" for n in player_counts], control="toggle",
                          description="Spieler:")
