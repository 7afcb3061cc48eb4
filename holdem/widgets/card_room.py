"""The chapter "Am echten Tisch": a switch through the card-room situations (C1–C10), each a picture of
the table at the moment the rule matters and what happens there (the situations are
:data:`holdem.teach.card_room.SITUATIONS`)."""

from __future__ import annotations

import html
from functools import partial

from holdem.draw.table import draw_table_state
from holdem.teach.card_room import SITUATIONS, Situation
from holdem.widgets.static import StaticStepper, figure_page, static_stepper

__all__ = ["card_room_stepper"]


def card_room_stepper(situations: tuple[Situation, ...] = SITUATIONS) -> StaticStepper:
    """Toggle buttons over the card-room situations: the table as a picture and what the rule says."""
    pages, labels = [], []
    for situation in situations:
        state = situation.state()
        text = f"<p>{html.escape(situation.text(state))}</p>"  # the picture carries the title
        # drawn when the page is first shown where pictures are drawn on demand (teacher mode)
        pages.append(figure_page(partial(draw_table_state, state, title=situation.title), html_text=text))
        labels.append(situation.label)
    return static_stepper(pages, labels, control="toggle", description="Regel:")
