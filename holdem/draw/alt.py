"""Alt texts: what a picture shows, said in German sentences for readers who cannot see it.

Every drawing function of :mod:`holdem.draw` writes its picture's description into the figure
(:func:`describe`); a notebook shows it as the picture's ``alt`` (the PNG output carries it as
metadata, the site's build reads it) and a widget as the picture's tooltip, which the site's
script turns into the ``alt`` of the image. The description comes from the same data as the
drawing, so it never says something the picture does not show.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from matplotlib.figure import Figure

from holdem.cards import Card

FigureT = TypeVar("FigureT", bound=Figure)


def describe(fig: FigureT, text: str) -> FigureT:
    """``fig`` with its alt text set to ``text`` (one or more German sentences)."""
    fig.alt = " ".join(text.split())  # type: ignore[attr-defined]
    return fig


def alt_text(fig: Figure) -> str:
    """The alt text written by :func:`describe`, or an empty string."""
    return str(getattr(fig, "alt", "") or "")


def join_words(items: Sequence[str], last: str = "und") -> str:
    """``["a", "b", "c"]`` -> ``"a, b und c"``."""
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def cards_in_words(cards: Iterable[Card | None]) -> str:
    """The cards by name ("Herz-Ass, Pik-König"); a face-down card (``None``) is "verdeckt"."""
    words = [card.german if card is not None else "verdeckt" for card in cards]
    hidden = words.count("verdeckt")
    if hidden == len(words) and words:
        return "1 verdeckte Karte" if hidden == 1 else f"{hidden} verdeckte Karten"
    return join_words(words)


def sentence(text: str) -> str:
    """``text`` with a full stop at its end (and a capital first letter)."""
    text = text.strip()
    if not text:
        return ""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
