"""The draw for the button and how the button moves over the next hands (D1–D3, D6).

:func:`button_rotation_widget` is static (pre-rendered pages, works in the static site): page 0
shows the draw, page k the k-th hand with button and blinds. :func:`button_draw_live` needs a
kernel: the reader enters a number (the seed of the shuffle) and draws again."""

from __future__ import annotations

import html
from typing import Sequence

import ipywidgets as widgets
from matplotlib.figure import Figure

from holdem.draw import draw_hand
from holdem.draw.png import figure_to_png
from holdem.errors import HoldemError
from holdem.table import HandSetup, Table
from holdem.teach.button import draw_table, hand_summary, rotate
from holdem.widgets.static import StaticStepper, figure_page, static_stepper


def _pre(text: str) -> str:
    return f"<pre class='holdem-page-pre'>{html.escape(text)}</pre>"


def draw_picture(table: Table) -> Figure:
    """The face-up cards of the draw, one per player with his name below, the winner framed (D1, D2)."""
    draws = [e for e in table.events if e.kind == "draw"]
    winner = table.events[-1].cards
    return draw_hand([e.cards[0] for e in draws], highlight=winner, groups=[1] * len(draws),
                     group_labels=[table.seats[e.player].name for e in draws], title="Ziehen um den Button")


def _hand_picture(setup: HandSetup) -> Figure | None:
    try:
        from holdem.draw.table import draw_table_view
    except ImportError:  # pragma: no cover - the pictures module is optional for the text
        return None
    return draw_table_view(setup.table, title=f"Hand {setup.hand_number}")


def button_rotation_widget(drawn: Table, hands: int = 6, *, picture: bool = True) -> StaticStepper:
    """``drawn``: a table right after :meth:`Table.draw_for_button`. Page 0 is the draw, pages
    1..``hands`` the hands that follow, with button, blinds and first player to act."""
    pages = [figure_page(draw_picture(drawn) if picture else None, html_text=_pre(draw_table(drawn)))]
    labels = ["Ziehen"]
    for played in rotate(drawn, hands):
        fig = _hand_picture(played.setup) if picture else None
        pages.append(figure_page(fig, html_text=_pre(f"Hand {played.setup.hand_number}\n"
                                                     + hand_summary(played.setup))))
        labels.append(f"Hand {played.setup.hand_number}")
    return static_stepper(pages, labels, control="slider", description="Schritt:")


class ButtonDrawLive(widgets.VBox):
    """A number field, a button and the result: each click shuffles a deck with that number as
    seed and draws for the button (D1, D2). Bad input gives a German message, never a traceback."""

    def __init__(self, names: Sequence[str], seed: int = 1) -> None:
        self.table = Table.with_players([100] * len(names), names=list(names))
        self.seed = widgets.Text(value=str(seed), description="Zahl:", placeholder="z. B. 7")
        self.go = widgets.Button(description="Ziehen", button_style="primary")
        self.result = widgets.HTML()
        # An Image holding PNG bytes, not an Output widget: its state embeds cleanly in the
        # static book, where the figure inside an Output widget would not show.
        self.picture = widgets.Image(format="png", layout=widgets.Layout(max_width="100%", height="auto"))
        self.go.on_click(lambda _: self.draw())
        super().__init__([widgets.HBox([self.seed, self.go]), self.result, self.picture])
        self.draw()

    def draw(self) -> None:
        text = self.seed.value.strip()
        if not text.isdigit():
            self.result.value = ("<b>Bitte eine ganze Zahl ab 0 eingeben</b> "
                                 f"(erhalten: „{html.escape(text)}“); sie bestimmt, wie gemischt wird.")
            return
        try:
            drawn = self.table.draw_for_button(seed=int(text))
        except HoldemError as error:
            self.result.value = html.escape(str(error))
            return
        self.result.value = _pre(draw_table(drawn))
        self.picture.value = figure_to_png(draw_picture(drawn))


def button_draw_live(names: Sequence[str] = ("Anna", "Ben", "Cem", "Dana", "Emil"),
                     seed: int = 1) -> ButtonDrawLive:
    """The live draw for the button (needs a kernel): a number field, a button, the result."""
    return ButtonDrawLive(names, seed)
