"""Turn a matplotlib figure into PNG bytes (for Image widgets and files)."""

from __future__ import annotations

import io

from matplotlib.figure import Figure


def figure_to_png(fig: Figure, *, dpi: int = 100) -> bytes:
    """The figure as PNG bytes; the figure itself is left as it is."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=dpi, facecolor=fig.get_facecolor())
    return buffer.getvalue()
