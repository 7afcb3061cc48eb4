"""The hand picker: a board and a player's cards in, the best five out — highlighted in a
picture, with the category and the German explanation (R1–R10, G3, G4). A second player's
cards are optional; then both hands are compared on the same board (R11: equal best five split
the pot).

Two parts: prepared cases (the book's example first) behind toggle buttons, computed in advance,
so they work in the static site; and the text fields for any cards (live, needs a kernel, marked
"Nur live" and disabled in the static site). Bad input (an unknown card, a card twice, too few or
too many cards) gives the engine's German message in the widget, never a traceback; the last
good result stays visible above it.
"""

from __future__ import annotations

import html

import ipywidgets as widgets
from matplotlib.figure import Figure

from holdem import user_input
from holdem.cards import Card
from holdem.draw.cards import draw_hand
from holdem.errors import HoldemError, InputError
from holdem.german import count_text, player_name
from holdem.ranking import HandValue, evaluate, explain_comparison
from holdem.web.links import werkstatt_link
from holdem.widgets.live_only import mark_live_only
from holdem.widgets.messages import error_html
from holdem.widgets.static import (
    StaticStepper,
    figure_page,
    picture_image,
    show_figure,
    static_stepper,
)

# Prepared cases for the static site: label, board, player 1, player 2 (the book's example comes first).
CASES: tuple[tuple[str, str, str, str], ...] = (
    ("Kicker entscheidet", "Ad 9c 7h 4s 2d", "As Kc", "Ah Qd"),
    ("Board spielt", "Ah Kd Qs Jc Th", "2c 3d", "4h 5s"),
    ("Flush gegen Straße", "Qh Jh 9h 8c 2d", "Ah 3h", "Tc 7d"),
    ("Full House gegen Flush", "Kh Kd 9h 5h 2c", "9s 9c", "Ah 4h"),
    ("Zwei Paare", "Qd Qc 8s 8h 3d", "Ac 2s", "Kc Js"),
    ("Straße bis zur Fünf", "2c 3d 4h Kc Qd", "Ah 5s", "Kd Ks"),
    ("Straight Flush", "9h 8h 7h 2c 2d", "Th Jh", "2h 2s"),
)


def _escape(text: str) -> str:
    return html.escape(text, quote=False)


def describe(value: HandValue) -> str:
    """Category with its English name, the best five and the explanation, as HTML."""
    five = " ".join(card.pretty for card in value.best_five)
    return (f"<b>{_escape(value.category.german)}</b> ({_escape(value.category.english)}): "
            f"{_escape(value.text)}<br>Beste fünf Karten: <code>{_escape(five)}</code>")


def read_hands(board: str, first: str, second: str = "") -> tuple[tuple[Card, ...], list[tuple[Card, ...]]]:
    """The board and each player's cards; every card at most once over all fields, and each
    player with the board between five and seven cards (:class:`InputError` otherwise)."""
    texts = [first] + ([second] if second.strip() else [])
    board_cards = user_input.cards(board, "Board")
    hands = [user_input.cards(text, player_name(i)) for i, text in enumerate(texts)]
    # a card twice anywhere, also in two fields (each field is short, so the joined text is too)
    user_input.cards(" ".join([board, *texts]), "Alle Karten", limit=3 * user_input.MAX_TEXT_CHARS)
    for i, cards in enumerate(hands):
        total = len(cards) + len(board_cards)
        if not 5 <= total <= 7:
            raise InputError(f"{player_name(i)} hat mit dem Board {count_text(total, 'Karte', 'Karten')}; "
                             "gewertet werden 5 bis 7 Karten (z. B. 2 eigene und 5 auf dem Board).",
                             key="bad_hand_size")
    return board_cards, hands


def evaluation(board: str, first: str, second: str = "") -> tuple[list[HandValue], str, Figure]:
    """The hand values, the result as HTML and the picture of player 1's hand for the cards given as text."""
    board_cards, hands = read_hands(board, first, second)
    values = [evaluate(cards + board_cards) for cards in hands]
    parts = [f"{player_name(i)}: {describe(value)}" for i, value in enumerate(values)]
    if len(values) == 2:
        parts.append(f"<b>Vergleich:</b> {_escape(explain_comparison(values[0], values[1]))}")
    best = values[0]
    picture = draw_hand(hands[0] + board_cards, highlight=best.best_five,
                        title=f"{player_name(0)} – {best.category.german}: die besten fünf")
    return values, "<br><br>".join(parts), picture


def _case_page(board: str, first: str, second: str) -> widgets.VBox:
    _values, text, picture = evaluation(board, first, second)
    cards = f"Board <code>{_escape(board)}</code> · {player_name(0)} <code>{_escape(first)}</code>"
    if second.strip():
        cards += f" · {player_name(1)} <code>{_escape(second)}</code>"
    # The picture first, then the text; with the picture's phone form (five cards a row).
    return figure_page(picture, html_text=f"<p>{cards}</p><p>{text}</p>")


def cases_stepper(board: str, first: str, second: str = "") -> StaticStepper:
    """Toggle buttons over prepared cases (works without Python): the given cards first (if they
    are valid), then :data:`CASES`."""
    cases = [("Beispiel", board, first, second)]
    try:
        read_hands(board, first, second)
    except HoldemError:
        cases = []
    cases += [c for c in CASES if c[1:] != (board, first, second)]
    return static_stepper([_case_page(*c[1:]) for c in cases], [c[0] for c in cases], control="toggle",
                          description="Fall:")


class HandPicker(widgets.VBox):
    """Prepared cases (static), then board, player 1 and (optional) player 2 as text fields with
    the evaluation of each hand (live)."""

    def __init__(self, board: str = "Qd Jc Th 2c 2d", first: str = "Ah Kh", second: str = "") -> None:
        style = {"description_width": "8em"}
        wide = widgets.Layout(width="28em")
        self.board = widgets.Text(value=board, description="Board:", style=style, layout=wide,
                                  placeholder="0 bis 5 Karten, z. B. Qd Jc Th 2c 2d")
        self.first = widgets.Text(value=first, description=f"{player_name(0)}:", style=style, layout=wide,
                                  placeholder="z. B. Ah Kh")
        self.second = widgets.Text(value=second, description=f"{player_name(1)}:", style=style, layout=wide,
                                   placeholder="leer lassen oder z. B. 9s 9h")
        self.message = widgets.HTML()
        self.result = widgets.HTML()
        self.picture = picture_image()
        self.values: list[HandValue] = []
        hint = widgets.HTML("<small>Karten wie im Buch: Rang 2–9, T, J, Q, K, A und Farbe c, d, h, s "
                            "(oder ♣ ♦ ♥ ♠), getrennt durch Leerzeichen.</small>")
        self.cases = cases_stepper(board, first, second)
        # The result of the fields repeats the first case: the static site hides it (holdem-site.css).
        self.result.add_class("holdem-live-result")
        self.picture.add_class("holdem-live-result")
        self.live = widgets.VBox([self.board, self.first, self.second, hint, self.result, self.picture,
                                  self.message])
        # In the Werkstatt: two hands are compared on the board, one hand is rated with the board.
        example = (werkstatt_link("hand_eval", hands=f"{first}|{second}", board=board) if second.strip()
                   else werkstatt_link("hand_eval", cards=f"{first} {board}".strip()))
        super().__init__([self.cases, mark_live_only(self.live, "Eigene Karten eingeben: Mit Python wertet "
                                                                 "die Engine jede Eingabe sofort aus.", example)])
        for field in (self.board, self.first, self.second):
            field.observe(self._changed, names="value")
        self.update()

    def __repr__(self) -> str:
        # Short and stable: the notebook's text form of the widget (nbval compares it).
        return f"Hand-Picker: {len(self.cases.labels)} vorbereitete Fälle, eigene Karten mit Python"

    def _changed(self, _change: dict) -> None:
        self.update()

    def update(self) -> None:
        """Evaluate the fields; on bad input say what is wrong and keep the last good result."""
        try:
            values, text, picture = evaluation(self.board.value, self.first.value, self.second.value)
        except HoldemError as error:
            self.message.value = error_html(error.message)
            return
        self.message.value = ""
        self.values = values
        self.result.value = text
        show_figure(self.picture, picture)


def hand_picker(board: str = "Qd Jc Th 2c 2d", first: str = "Ah Kh", second: str = "") -> HandPicker:
    """The hand picker: prepared cases (the given cards first) and, live, text fields for any cards."""
    return HandPicker(board, first, second)
