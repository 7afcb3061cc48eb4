"""Figures that show themselves in a notebook, and PNG bytes of a figure (for Image widgets).

The pictures are drawn on plain ``Figure`` objects, not through ``pyplot``: nothing is left open,
nothing is shown twice, and the reader's matplotlib backend is left alone. Such a figure is not
known to the notebook's inline backend, so :class:`BookFigure` brings its own PNG form."""

from __future__ import annotations

import io

from matplotlib.figure import Figure


def figure_to_png(fig: Figure, *, dpi: int = 100) -> bytes:
    """The figure as PNG bytes; the figure itself is left as it is."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=dpi, facecolor=fig.get_facecolor())
    return buffer.getvalue()


class BookFigure(Figure):
    """A ``Figure`` that a notebook displays as a PNG picture when it is a cell's result."""

    def _repr_png_(self) -> bytes:
        return figure_to_png(self)
