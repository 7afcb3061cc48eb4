"""Charts of counts and shares, e.g. how often each hand category occurs (R12)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from matplotlib.ticker import FuncFormatter

from holdem.draw.alt import describe, join_words
from holdem.draw.cards import DrawError
from holdem.draw.png import BookFigure, drawn_for_phones
from holdem.german import german_number, german_short

if TYPE_CHECKING:  # only for the type hints; the chart reads .n_cards, .total, .categories
    from holdem.counting import CategoryCounts

COLOURS = ("#2e7d4f", "#c0392b", "#2c3e50")


def _percent(value: float, _position: object = None) -> str:
    return (german_short(value, 4) if value < 1 else german_number(value)) + " %"


@drawn_for_phones
def draw_counts_chart(counts: CategoryCounts | Sequence[CategoryCounts], *, title: str | None = None,
                      narrow: bool = False) -> BookFigure:
    """Horizontal bars: the share of each hand category among all hands, one bar per count
    (e.g. 5 and 7 cards side by side), on a logarithmic axis so that the rare categories are
    visible too. Categories run from the lowest (bottom) to the highest (top)."""
    # Duck-typed (see the import above): one count has .categories, else a sequence of counts.
    series = ([cast("CategoryCounts", counts)] if hasattr(counts, "categories")
              else list(counts))
    if not series:
        raise DrawError("Keine Zählung angegeben: erlaubt sind eine oder mehrere Zählungen "
                        "(z. B. category_counts(5) und category_counts(7)).", key="no_counts")
    categories = list(series[0].categories)
    fig = BookFigure(figsize=(4.0, 6.4) if narrow else (8, 5.2))  # narrow: the phone form
    ax = fig.add_subplot()
    height = 0.8 / len(series)
    for number, count in enumerate(series):
        shares = [100 * count.categories[c] / count.total for c in categories]
        offsets = [i - 0.4 + height * (number + 0.5) for i in range(len(categories))]
        ax.barh(offsets, shares, height=height, color=COLOURS[number % len(COLOURS)],
                label=f"{count.n_cards} Karten ({german_number(count.total)} Hände)")
    ax.set_yticks(range(len(categories)), [c.german for c in categories])
    ax.set_xscale("log")
    ax.xaxis.set_major_formatter(FuncFormatter(_percent))
    ax.set_xlabel("Anteil an allen Händen\n(logarithmische Skala)" if narrow else
                  "Anteil an allen Händen (logarithmische Skala)")
    ax.grid(axis="x", alpha=0.3)
    if narrow:  # below the chart: on a phone the bars need the whole width
        ax.tick_params(axis="x", labelrotation=40)  # the percentages would run into each other
        ax.legend(loc="upper center", bbox_to_anchor=(0.4, -0.2), frameon=False)
    else:
        ax.legend(loc="upper right")
    if title:
        ax.set_title(title)
    fig.tight_layout()
    return describe(fig, _counts_alt(series, categories, title))


def _counts_alt(series: Sequence[CategoryCounts], categories: Sequence, title: str | None) -> str:
    """Every bar's share in words, from the most common category to the rarest."""
    parts = [f"{title}." if title else ""]
    parts.append("Balkendiagramm mit logarithmischer Skala: der Anteil jeder Hand-Kategorie an allen Händen.")
    for count in series:
        shares = [f"{c.german} {_percent(100 * count.categories[c] / count.total)}" for c in reversed(categories)]
        total = german_number(count.total)
        parts.append(f"Mit {count.n_cards} Karten ({total} Hände): {join_words(shares)}.")
    return " ".join(parts)
