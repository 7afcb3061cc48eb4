"""The draw for the button and how the button moves over the next hands (D1–D3, D6).

:func:`button_rotation_widget` is static (pre-rendered pages, works in the static site): page 0
shows the draw, page k the k-th hand with button and blinds. :func:`button_draw_live` draws
again and again: prepared draws, one per click on "Ziehen" (works without a kernel too)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

import ipywidgets as widgets
from matplotlib.figure import Figure

from holdem.draw import draw_hand
from holdem.errors import HoldemError
from holdem.table import HandSetup, Table
from holdem.teach.button import draw_seats, draw_table, hand_summary, rotate
from holdem.text_html import text_html
from holdem.widgets.static import StaticStepper, figure_page, static_stepper


def _pre(text: str) -> str:
    return text_html(text)


def draw_picture(table: Table) -> Figure:
    """The face-up cards of the draw, one per player with his name below, the winner framed (D1, D2)."""
    draws = draw_seats(table)
    winner = table.events[-1].cards
    return draw_hand([card for _, card in draws], highlight=winner, groups=[1] * len(draws),
                     group_labels=[table.player(seat).name for seat, _ in draws], title="Ziehen um den Button")


def _hand_picture(setup: HandSetup) -> Figure:
    from holdem.draw.table import draw_table_view

    return draw_table_view(setup.table, title=f"Hand {setup.hand_number}")


def button_rotation_widget(drawn: Table, hands: int = 6, *, picture: bool = True) -> StaticStepper:
    """``drawn``: a table right after :meth:`Table.draw_for_button`. Page 0 is the draw, pages
    1..``hands`` the hands that follow, with button, blinds and first player to act."""
    # the pictures are drawn when first shown where pictures are drawn on demand (teacher mode)
    pages = [figure_page(partial(draw_picture, drawn) if picture else None, html_text=_pre(draw_table(drawn)))]
    labels = ["Ziehen"]
    for played in rotate(drawn, hands):
        fig = partial(_hand_picture, played.setup) if picture else None
        pages.append(figure_page(fig, html_text=_pre(f"Hand {played.setup.hand_number}\n"
                                                     + hand_summary(played.setup))))
        labels.append(f"Hand {played.setup.hand_number}")
    return static_stepper(pages, labels, control="slider", description="Schritt:")


class ButtonDrawLive(widgets.VBox):
    """The draw for the button, again and again (D1, D2): each click on "Ziehen" shows the next
    of ``draws`` prepared draws (the deck shuffled with the numbers ``seed``, ``seed + 1``, ...),
    after the last one the first again. The draws are computed in advance, so the button also
    works in the static site; with a kernel it does the same."""

    def __init__(self, names: Sequence[str], seed: int = 1, draws: int = 8) -> None:
        if draws < 1:
            raise HoldemError(f"{draws} Ziehungen angegeben. Erlaubt ist mindestens eine.", key="bad_draws")
        table = Table.with_players([100] * len(names), names=list(names))
        self.seeds = tuple(range(seed, seed + draws))
        self.tables = tuple(table.draw_for_button(seed=s) for s in self.seeds)
        pages = [figure_page(partial(draw_picture, t), html_text=_pre(draw_table(t))) for t in self.tables]
        labels = [f"Ziehung {k} von {draws}" for k in range(1, draws + 1)]
        self.stepper: StaticStepper = static_stepper(pages, labels, control="button", description="Ziehen")
        self.go: widgets.Button = self.stepper.control  # type: ignore[assignment]
        self.go.button_style = "primary"
        super().__init__([self.stepper])

    @property
    def index(self) -> int:
        return self.stepper.index

    def __repr__(self) -> str:
        # Short and stable: the notebook's text form of the widget (nbval compares it).
        return f"Ziehen um den Button: {len(self.seeds)} vorbereitete Ziehungen"

    def shown_text(self) -> str:
        """The text of the draw shown now."""
        return self.stepper.shown_text()


def button_draw_live(names: Sequence[str] = ("Anna", "Ben", "Cem", "Dana", "Emil"),
                     seed: int = 1, draws: int = 8) -> ButtonDrawLive:
    """The draw for the button with a "Ziehen" button that shows one prepared draw after another."""
    return ButtonDrawLive(names, seed, draws)
