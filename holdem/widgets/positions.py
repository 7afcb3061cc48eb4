"""Blinds and positions for 2 to 10 players (B1, H1, H2, W3, W4, G2) as a widget that also works
in the static site: one toggle button per player count, and for each count one button per
button seat; every page shows the seats with their roles and the engine's description."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import ipywidgets as widgets
from matplotlib.figure import Figure

from holdem.german import seat_name
from holdem.teach.positions import positions_text
from holdem.text_html import text_html
from holdem.widgets.static import StaticStepper, figure_page, static_stepper

PLAYER_COUNTS = tuple(range(2, 11))
DEFAULT_NAMES = ("Anna", "Ben", "Cem", "Dana", "Emil", "Fiona", "Gina", "Hugo", "Ida", "Jan")


def _seating_picture() -> Callable[..., Figure] | None:
    """The table picture of :mod:`holdem.draw`, if that module offers one."""
    try:
        from holdem.draw.table import draw_seating
    except ImportError:  # pragma: no cover - the pictures module is optional for the text
        return None
    return draw_seating


def page_text(n_players: int, button: int, names: Sequence[str] = DEFAULT_NAMES) -> str:
    """The text of one page: the seats' roles and the engine's description."""
    return positions_text(n_players, button, list(names[:n_players]))


def _page(n_players: int, button: int, names: Sequence[str], picture: bool, on_demand: bool | None) -> widgets.VBox:
    draw = _seating_picture() if picture else None
    seated = list(names[:n_players])

    def fig() -> Figure:
        return draw(n_players, button, names=seated, blinds=(1, 2), order="preflop")  # type: ignore[misc]

    body = text_html(page_text(n_players, button, names))
    # 54 pages of pictures: drawn as each page is shown where pictures are drawn on demand
    return figure_page(fig if draw else None, html_text=body, dpi=60, on_demand=on_demand)


def positions_widget(names: Sequence[str] = DEFAULT_NAMES, *, picture: bool = True,
                     counts: Sequence[int] = PLAYER_COUNTS, all_buttons: bool = True,
                     on_demand: bool | None = None) -> StaticStepper:
    """Outer control: the number of players; inner control: the seat of the button (with
    ``all_buttons=False`` the button stays on seat 1 and there is no inner control).
    ``on_demand``: draw each picture only when its page is first shown (default: in Voilà, see
    :func:`holdem.widgets.static.pictures_on_demand`)."""
    if len(names) < max(counts):
        raise ValueError(f"Es braucht {max(counts)} Namen, angegeben sind {len(names)}.")
    if not all_buttons:
        pages = [_page(n, 0, names, picture, on_demand) for n in counts]
        return static_stepper(pages, [str(n) for n in counts], control="toggle", description="Spieler:")
    inner = []
    for n in counts:
        pages = [_page(n, b, names, picture, on_demand) for b in range(n)]
        # the outer stepper draws the page of the count it shows
        inner.append(static_stepper(pages, [seat_name(b) for b in range(n)], control="toggle",
                                    description="Button:", draw_first=False))
    return static_stepper(inner, [str(n) for n in counts], control="toggle", description="Spieler:")
