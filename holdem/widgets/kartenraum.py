"""The chapter "Im Kartenraum": a switch through its situations (C11, C16, C17, C18), each a
picture and what the engine says happens there (the situations are
:data:`holdem.teach.kartenraum.FLOOR_PAGES`)."""

from __future__ import annotations

import html
from functools import partial

from matplotlib.figure import Figure

from holdem.balancing import BalanceMove
from holdem.chip_race import ChipRace
from holdem.draw.floor import draw_balance_move, draw_chip_race
from holdem.draw.table import draw_table_state
from holdem.teach.kartenraum import FLOOR_PAGES, FloorPage, FloorScene
from holdem.widgets.static import StaticStepper, figure_page, static_stepper

__all__ = ["draw_floor_scene", "kartenraum_stepper"]


def draw_floor_scene(scene: FloorScene, title: str = "") -> Figure:
    """The picture of one situation: the two tables of a move, the chip race, or the table of a hand
    under ``title``."""
    if isinstance(scene, BalanceMove):
        return draw_balance_move(scene)
    if isinstance(scene, ChipRace):
        return draw_chip_race(scene)
    return draw_table_state(scene, title=title)


def kartenraum_stepper(pages: tuple[FloorPage, ...] = FLOOR_PAGES) -> StaticStepper:
    """Toggle buttons over the chapter's situations: the picture and what the engine says."""
    shown, labels = [], []
    for page in pages:
        scene, text = page.make()
        # drawn when the page is first shown where pictures are drawn on demand (teacher mode);
        # the picture carries the title
        draw = partial(draw_floor_scene, scene, page.title)
        shown.append(figure_page(draw, html_text=f"<p>{html.escape(text)}</p>"))
        labels.append(page.label)
    return static_stepper(shown, labels, control="toggle", description="Regel:")
