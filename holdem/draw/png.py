"""Figures that show themselves in a notebook, and PNG bytes of a figure (for Image widgets).

The pictures are drawn on plain ``Figure`` objects, not through ``pyplot``: nothing is left open,
nothing is shown twice, and the reader's matplotlib backend is left alone. Such a figure is not
known to the notebook's inline backend, so :class:`BookFigure` brings its own PNG form, with its
alt text (:mod:`holdem.draw.alt`) as the output's metadata.

A phone shows a picture only about 370 CSS pixels wide. Scaled down to that, a picture drawn for
a page (10 inches) would have labels of 6 px. So a drawing function decorated with
:func:`drawn_for_phones` also draws its picture for a phone (``narrow=True``: panels one above
the other, fewer cards per row, a table standing upright), and the notebook output carries that
second PNG in its metadata (:data:`PHONE_KEY`); the book's build shows it on narrow screens.
"""

from __future__ import annotations

import base64
import functools
import io
from collections.abc import Callable
from typing import Any, ParamSpec, TypeVar

from matplotlib.figure import Figure
from matplotlib.text import Text

# PNG text chunk with the smallest font of the picture in pixels of the PNG: a browser test divides
# the rendered width by the PNG's width and checks that this font stays readable (≥ 11 CSS px).
SMALLEST_FONT_KEY = "Holdem-Smallest-Font-Px"
# Key of the output metadata that holds the phone form of a picture (base64 PNG).
PHONE_KEY = "holdem_phone_png"
# Width of a phone form in inches: at 100 dpi it is shown at about its natural size on a phone.
PHONE_WIDTH = 3.7


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


def palette_png(png: bytes, *, colors: int = 64) -> bytes:
    """The PNG with at most ``colors`` colours (the book's pictures have flat areas: a third of
    the bytes), its smallest-font chunk kept. For the many pictures that widgets store and for
    the widget state the book's pages embed (book/_ext/widget_state.py); a PNG that already is
    such a palette PNG comes back unchanged."""
    from PIL import Image, PngImagePlugin  # matplotlib's own dependency

    source = Image.open(io.BytesIO(png))
    if source.mode == "P" and len(source.getcolors(256) or range(257)) <= colors:
        return png
    info = PngImagePlugin.PngInfo()
    texts: dict[str, str] = getattr(source, "text", {})
    if SMALLEST_FONT_KEY in texts:
        info.add_text(SMALLEST_FONT_KEY, texts[SMALLEST_FONT_KEY])
    out = io.BytesIO()
    source.convert("RGB").quantize(colors=colors, method=Image.Quantize.FASTOCTREE).save(
        out, format="PNG", optimize=True, pnginfo=info)
    return out.getvalue()


class BookFigure(Figure):
    """A ``Figure`` that a notebook displays as a PNG picture when it is a cell's result."""

    #: What the picture shows, in German sentences (set by :func:`holdem.draw.alt.describe`).
    alt: str = ""
    #: Draws the same picture for a phone (set by :func:`drawn_for_phones`), or None.
    phone_form: Callable[[], Figure] | None = None

    def phone_png(self, *, dpi: int = 100) -> bytes | None:
        """The PNG of the picture's phone form, or None when it has none."""
        return figure_to_png(self.phone_form(), dpi=dpi) if self.phone_form is not None else None

    def _repr_png_(self) -> bytes | tuple[bytes, dict[str, str]]:
        png = figure_to_png(self)
        # (data, metadata): the notebook stores the alt text and the phone form next to the
        # picture; the book's build (book/_ext/picture_alt.py) makes them the <img> alt and a
        # <source> for narrow screens.
        meta = {"alt": self.alt} if self.alt else {}
        phone = self.phone_png()
        if phone is not None and phone != png:  # a picture already narrow needs no second form
            meta[PHONE_KEY] = base64.b64encode(phone).decode("ascii")
        return (png, meta) if meta else png


Params = ParamSpec("Params")
Drawn = TypeVar("Drawn", bound=Figure)


def drawn_for_phones(draw: Callable[Params, Drawn]) -> Callable[Params, Drawn]:
    """Decorates a drawing function that takes ``narrow: bool``: the picture it returns knows how
    to draw itself for a phone (the same call with ``narrow=True``, made only when needed)."""

    @functools.wraps(draw)
    def drawing(*args: Params.args, **kwargs: Params.kwargs) -> Drawn:
        fig = draw(*args, **kwargs)
        if not kwargs.get("narrow") and isinstance(fig, BookFigure):
            phone_kwargs: dict[str, Any] = {**kwargs, "narrow": True}
            fig.phone_form = functools.partial(draw, *args, **phone_kwargs)
        return fig

    return drawing
