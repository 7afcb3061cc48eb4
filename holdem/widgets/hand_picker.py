"""The hand picker (live, needs a kernel): a board and a player's cards in, the best five out —
highlighted in a picture, with the category and the German explanation (R1–R10, G3, G4).
A second player's cards are optional; then both hands are compared on the same board (R11:
equal best five split the pot).

Bad input (an unknown card, a card twice, too few or too many cards) gives the engine's German
message in the widget, never a traceback; the last good result stays visible above it.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

from holdem.cards import Card, parse_cards
from holdem.draw.cards import draw_hand
from holdem.draw.png import figure_to_png
from holdem.errors import HandSizeError, HoldemError
from holdem.ranking import HandValue, evaluate, explain_comparison
from holdem.widgets.messages import error_html


def _escape(text: str) -> str:
    return html.escape(text, quote=False)


def describe(value: HandValue) -> str:
    """Category with its English name, the best five and the explanation, as HTML."""
    five = " ".join(card.pretty for card in value.best_five)
    return (f"<b>{_escape(value.category.german)}</b> ({_escape(value.category.english)}): "
            f"{_escape(value.text)}<br>Beste fünf Karten: <code>{_escape(five)}</code>")


def read_hands(board: str, first: str, second: str = "") -> tuple[tuple[Card, ...], list[tuple[Card, ...]]]:
    """The board and each player's cards; every card at most once over all fields, and each
    player with the board between five and seven cards (HoldemError otherwise)."""
    texts = [first] + ([second] if second.strip() else [])
    parse_cards(" ".join([board, *texts]))  # a card twice anywhere: DuplicateCardError
    board_cards = parse_cards(board)
    hands = [parse_cards(text) for text in texts]
    for number, cards in enumerate(hands, start=1):
        total = len(cards) + len(board_cards)
        if not 5 <= total <= 7:
            raise HandSizeError(f"Spieler {number} hat mit dem Board {total} Karten; "
                                "gewertet werden 5 bis 7 Karten (z. B. 2 eigene und 5 auf dem Board).")
    return board_cards, hands


class HandPicker(widgets.VBox):
    """Board, player 1 and (optional) player 2 as text fields; the evaluation of each hand."""

    def __init__(self, board: str = "Qd Jc Th 2c 2d", first: str = "Ah Kh", second: str = "") -> None:
        style = {"description_width": "8em"}
        wide = widgets.Layout(width="28em")
        self.board = widgets.Text(value=board, description="Board:", style=style, layout=wide,
                                  placeholder="0 bis 5 Karten, z. B. Qd Jc Th 2c 2d")
        self.first = widgets.Text(value=first, description="Spieler 1:", style=style, layout=wide,
                                  placeholder="z. B. Ah Kh")
        self.second = widgets.Text(value=second, description="Spieler 2:", style=style, layout=wide,
                                   placeholder="leer lassen oder z. B. 9s 9h")
        self.message = widgets.HTML()
        self.result = widgets.HTML()
        self.picture = widgets.Image(format="png", layout=widgets.Layout(max_width="100%", height="auto"))
        self.values: list[HandValue] = []
        hint = widgets.HTML("<small>Karten wie im Buch: Rang 2–9, T, J, Q, K, A und Farbe c, d, h, s "
                            "(oder ♣ ♦ ♥ ♠), getrennt durch Leerzeichen.</small>")
        super().__init__([self.board, self.first, self.second, hint, self.result, self.picture, self.message])
        for field in (self.board, self.first, self.second):
            field.observe(self._changed, names="value")
        self.update()

    def _changed(self, _change: dict) -> None:
        self.update()

    def update(self) -> None:
        """Evaluate the fields; on bad input say what is wrong and keep the last good result."""
        try:
            board, hands = read_hands(self.board.value, self.first.value, self.second.value)
            values = [evaluate(cards + board) for cards in hands]
        except HoldemError as error:
            self.message.value = error_html(error.message)
            return
        self.message.value = ""
        self.values = values
        parts = [f"Spieler {n}: {describe(value)}" for n, value in enumerate(values, start=1)]
        if len(values) == 2:
            parts.append(f"<b>Vergleich:</b> {_escape(explain_comparison(values[0], values[1]))}")
        self.result.value = "<br><br>".join(parts)
        best = values[0]
        self.picture.value = figure_to_png(draw_hand(hands[0] + board, highlight=best.best_five,
                                                     title=f"Spieler 1 – {best.category.german}: die besten fünf"))


def hand_picker(board: str = "Qd Jc Th 2c 2d", first: str = "Ah Kh", second: str = "") -> HandPicker:
    """The live hand picker (needs a kernel; in the static book it shows its first example)."""
    return HandPicker(board, first, second)
