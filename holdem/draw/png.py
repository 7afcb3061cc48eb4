"""Figures that show themselves in a notebook, and PNG bytes of a figure (for Image widgets).

The pictures are drawn on plain ``Figure`` objects, not through ``pyplot``: nothing is left open,
nothing is shown twice, and the reader's matplotlib backend is left alone. Such a figure is not
known to the notebook's inline backend, so :class:`BookFigure` brings its own PNG form, with its
alt text (:mod:`holdem.draw.alt`) as the output's metadata."""

from __future__ import annotations

import io

from matplotlib.figure import Figure
from matplotlib.text import Text

# PNG text chunk with the smallest font of the picture in pixels of the PNG: a browser test divides
# the rendered width by the PNG's width and checks that this font stays readable (≥ 11 CSS px).
SMALLEST_FONT_KEY = "Holdem-Smallest-Font-Px"


def smallest_font_px(fig: Figure, dpi: float) -> float | None:
    """The size of the smallest visible, non-empty text of the figure, in pixels at ``dpi``."""
    sizes = [float(t.get_fontsize()) for t in fig.findobj(Text) if t.get_visible() and t.get_text().strip()]
    return round(min(sizes) * dpi / 72, 2) if sizes else None


def figure_to_png(fig: Figure, *, dpi: int = 100) -> bytes:
    """The figure as PNG bytes (with its smallest font size as a text chunk); the figure itself is
    left as it is."""
    buffer = io.BytesIO()
    smallest = smallest_font_px(fig, dpi)
    metadata = {SMALLEST_FONT_KEY: str(smallest)} if smallest else {}
    fig.savefig(buffer, format="png", dpi=dpi, facecolor=fig.get_facecolor(), metadata=metadata)
    return buffer.getvalue()


class BookFigure(Figure):
    """A ``Figure`` that a notebook displays as a PNG picture when it is a cell's result."""

    #: What the picture shows, in German sentences (set by :func:`holdem.draw.alt.describe`).
    alt: str = ""

    def _repr_png_(self) -> bytes | tuple[bytes, dict[str, str]]:
        png = figure_to_png(self)
        # (data, metadata): the notebook stores the alt text next to the picture; the book's
        # build (book/_ext/picture_alt.py) makes it the <img> alt.
        return (png, {"alt": self.alt}) if self.alt else png
