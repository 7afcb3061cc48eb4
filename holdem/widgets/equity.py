"""Equity widgets: a live calculator (2–6 hands, board, dead cards; needs a kernel) and a
stepper over classic match-ups computed in advance, which also works in the static site.

Every number is an exact count over all boards from :func:`holdem.equity.exact_equity`
(at most 1,712,304 boards: two hands before the flop). Bad input gives a German message in
the widget, never a traceback.
"""

from __future__ import annotations

import functools
import html

import ipywidgets as widgets

from holdem.cards import parse_cards
from holdem.draw.odds import draw_equity_bars
from holdem.equity import MAX_HANDS, MIN_HANDS, EquityResult, exact_equity
from holdem.errors import EquityInputError, HoldemError
from holdem.german import count_text
from holdem.teach.odds import equity_table
from holdem.text_html import text_html
from holdem.web.links import werkstatt_link
from holdem.widgets.live_only import make_live_only
from holdem.widgets.static import (
    HAS_PHONE_FORM,
    StaticStepper,
    figure_page,
    phone_slot,
    picture_image,
    show_figure,
    show_phone_form,
    static_stepper,
)

ERROR_STYLE = "color:#b03a2e;font-weight:bold"


def _pre(text: str) -> str:
    return text_html(text)


class EquityWidget(widgets.VBox):
    """Text fields for up to six hands, the board and dead cards; ``Equity berechnen`` shows a
    table and a bar chart, or a German message saying what is wrong with the input."""

    def __repr__(self) -> str:
        # The notebook's plain-text form (where no browser draws the widget): a sentence.
        hands = [field.value.strip() for field in self.hand_inputs if field.value.strip()]
        board = f", Board {self.board_input.value.strip()}" if self.board_input.value.strip() else ""
        return f"Gewinnchancen zum Ausprobieren: {' gegen '.join(hands)}{board}"

    def __init__(self, hands: tuple[str, ...] = ("As Ah", "Kd Kc"), board: str = "", dead: str = "") -> None:
        if len(hands) > MAX_HANDS:
            raise EquityInputError(f"{len(hands)} Hände angegeben; das Widget hat Felder für höchstens "
                                   f"{MAX_HANDS} Hände.", key="bad_hand_count")
        self.hand_inputs = [
            widgets.Text(value=hands[i] if i < len(hands) else "", description=f"Hand {i + 1}:",
                         placeholder="z. B. Ah Kd", layout=widgets.Layout(width="auto"))
            for i in range(MAX_HANDS)
        ]
        self.board_input = widgets.Text(value=board, description="Board:", placeholder="z. B. Qh 7h 2c",
                                        layout=widgets.Layout(width="300px"))
        self.dead_input = widgets.Text(value=dead, description="Tote Karten:", placeholder="z. B. 9s",
                                       layout=widgets.Layout(width="300px"),
                                       style={"description_width": "initial"})
        self.button = widgets.Button(description="Equity berechnen", button_style="success",
                                     icon="calculator")
        self.message = widgets.HTML()
        self.table = widgets.HTML()
        self.chart = picture_image()
        # On a phone the site shows the chart's narrow form instead (holdem-site.css).
        self.chart.add_class(HAS_PHONE_FORM)
        self.chart_phone = phone_slot()
        self.result: EquityResult | None = None
        self.button.on_click(lambda _button: self.compute())
        columns = "repeat(auto-fill, minmax(190px, 1fr))"  # as many fields per row as fit
        grid = widgets.GridBox(self.hand_inputs, layout=widgets.Layout(grid_template_columns=columns))
        cards = widgets.HBox([self.board_input, self.dead_input], layout=widgets.Layout(flex_flow="row wrap"))
        super().__init__([grid, cards, self.button, self.message, self.table, self.chart, self.chart_phone])
        # Exact equity needs the engine: in the static site the fields are disabled (the match-ups
        # widget below works without Python).
        make_live_only(self, "Mit Python rechnet die Engine die Gewinnchancen Ihrer eigenen Hände aus.",
                       werkstatt_link("equity", hands="|".join(h for h in hands if h.strip()), board=board, dead=dead))
        self.compute()

    def _fail(self, text: str) -> None:
        self.result = None
        self.message.value = f"<span style='{ERROR_STYLE}'>{html.escape(text)}</span>"
        self.table.value = ""
        self.chart.value = b""
        self.chart_phone.value = b""

    def _read(self) -> tuple[list[str], str, str] | None:
        """The filled-in hands, board and dead cards; each field checked on its own first, so
        the message can say which field holds the bad card."""
        hands: list[str] = []
        fields = [(f"Hand {i + 1}", box) for i, box in enumerate(self.hand_inputs)]
        fields += [("Board", self.board_input), ("Tote Karten", self.dead_input)]
        for name, box in fields:
            try:
                cards = parse_cards(box.value)
            except HoldemError as error:
                self._fail(f"{name}: {error.message}")
                return None
            if name.startswith("Hand") and cards:
                if len(cards) != 2:
                    self._fail(f"{name} hat {count_text(len(cards), 'Karte', 'Karten')}; eine Hand hat "
                               "genau 2 Hole Cards "
                               "(oder das Feld bleibt leer).")
                    return None
                hands.append(box.value)
        if len(hands) < MIN_HANDS:
            self._fail(f"Eingetragen: {count_text(len(hands), 'Hand', 'Hände')}. Für die Equity bitte {MIN_HANDS} bis "
                       f"{MAX_HANDS} Hände eintragen (leere Felder zählen nicht).")
            return None
        return hands, self.board_input.value, self.dead_input.value

    def compute(self) -> None:
        """Read the fields and show the exact equity (or the message)."""
        spot = self._read()
        if spot is None:
            return
        try:
            result = exact_equity(*spot, progress=False)
        except HoldemError as error:
            self._fail(error.message)
            return
        self.result = result
        self.message.value = ""
        self.table.value = _pre(equity_table(result))
        chart = draw_equity_bars(result)
        show_phone_form(self.chart_phone, chart)
        show_figure(self.chart, chart)


def equity_widget(hands: tuple[str, ...] = ("As Ah", "Kd Kc"), board: str = "",
                  dead: str = "") -> EquityWidget:
    """The live equity calculator, filled in with ``hands``, ``board`` and ``dead`` and computed once."""
    return EquityWidget(hands, board, dead)


# Classic match-ups: label, what it shows, hands, board.
CLASSIC_MATCHUPS: tuple[tuple[str, str, tuple[str, ...], str], ...] = (
    ("AA gegen KK", "Das beste gegen das zweitbeste Paar vor dem Flop.", ("As Ah", "Kd Kc"), ""),
    ("AKs gegen QQ", "Zwei hohe Karten gleicher Farbe gegen ein mittleres Paar.", ("Ah Kh", "Qs Qc"), ""),
    ("Münzwurf", "Ein kleines Paar gegen zwei höhere Karten (coin flip): fast 50 zu 50.",
     ("2c 2d", "As Kh"), ""),
    ("Dominiert", "AK gegen AQ: Beide haben ein Ass, der Kicker des einen ist besser (dominated hand).",
     ("As Kd", "Ah Qc"), ""),
    ("Flush Draw gegen Top Pair", "Nach dem Flop: vier Herz gegen das Paar Asse.",
     ("Qh 9h", "As Kd"), "Ah 7h 2c"),
    ("Set gegen Overpair", "Nach dem Flop: Drilling aus einem Pocket Pair gegen ein höheres Paar.",
     ("7s 7d", "Ac Ah"), "7h Kc 2d"),
    ("Drei Paare", "AA, KK und QQ vor dem Flop: drei Hände, ein Pot.", ("As Ah", "Kd Kc", "Qs Qh"), ""),
)


@functools.cache
def matchup_result(index: int) -> EquityResult:
    """The exact result of ``CLASSIC_MATCHUPS[index]``."""
    _label, _text, hands, board = CLASSIC_MATCHUPS[index]
    return exact_equity(list(hands), board, progress=False)


def matchup_text(index: int) -> str:
    """The text of one page: what the match-up shows and the equity table."""
    label, text, _hands, _board = CLASSIC_MATCHUPS[index]
    return f"{label}: {text}\n{equity_table(matchup_result(index))}"


def matchups_widget() -> StaticStepper:
    """Toggle buttons over the classic match-ups; each page: bar chart and table (no kernel needed)."""
    pages = []
    for index, (label, text, _hands, _board) in enumerate(CLASSIC_MATCHUPS):
        result = matchup_result(index)
        body = (f"<b>{html.escape(label)}</b>: {html.escape(text)}"
                + _pre(equity_table(result)))
        pages.append(figure_page(functools.partial(draw_equity_bars, result, title=label), html_text=body))
    return static_stepper(pages, [m[0] for m in CLASSIC_MATCHUPS], control="toggle", description="Duell:")
