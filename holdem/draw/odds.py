"""Pictures of chances: the 13×13 grid of starting hands, equity bars, outs, and the rule of
2 and 4 next to the exact chance."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING

from matplotlib.ticker import PercentFormatter

from holdem.cards import format_cards
from holdem.draw.alt import cards_in_words, describe, join_words
from holdem.draw.cards import DrawError, draw_hand
from holdem.draw.png import BookFigure, drawn_for_phones
from holdem.equity import starting_hand_name
from holdem.german import german_number, german_percent
from holdem.odds import hit_probability, rule_of_2_and_4

if TYPE_CHECKING:
    from holdem.equity import EquityResult, StartingHandEquities
    from holdem.odds import Outs

# Width of the charts' phone forms (inches): shown at ~370 px, 10 pt labels stay above 11 px.
PHONE_CHART_WIDTH = 4.0

RANK_LABELS = tuple("AKQJT98765432")
WIN = "#2e7d4f"
TIE = "#9ccc9c"
RULE = "#c0392b"
EXACT = "#2c3e50"


@drawn_for_phones
def draw_starting_hand_heatmap(equities: StartingHandEquities, *, title: str | None = None,
                               narrow: bool = False) -> BookFigure:
    """The 169 starting hands as a 13×13 grid coloured by their equity against a random hand:
    pairs on the diagonal, suited hands above it, offsuit below (row and column 0 = ace).
    ``narrow``: for a phone, the grid in two halves one above the other (columns A to 8, 7 to 2)."""
    grid = equities.grid()
    if grid.shape != (13, 13):
        raise DrawError("Die Equities müssen ein 13×13-Raster ergeben (169 Starthände).", key="bad_grid")
    if narrow:
        fig = _heatmap_halves(grid, title)
        return describe(fig, _heatmap_alt(equities, title))
    # 8.5 pt labels: 11.8 px at 100 dpi, readable also where a phone shows the picture at full size
    fig = BookFigure(figsize=(9, 8.6))
    ax = fig.add_subplot()
    image = ax.imshow(100 * grid, cmap="RdYlGn", vmin=30, vmax=86)
    for row in range(13):
        for column in range(13):
            value = grid[row, column]
            dark = not 40 <= 100 * value <= 78  # strong colours at both ends: white text
            ax.text(column, row, f"{starting_hand_name(row, column)}\n{german_number(100 * value)}",
                    ha="center", va="center", fontsize=8.5, color="white" if dark else "#1b1b1b")
    ax.set_xticks(range(13), RANK_LABELS)
    ax.set_yticks(range(13), RANK_LABELS)
    ax.xaxis.tick_top()
    ax.tick_params(length=0)
    ax.set_xlabel("oberhalb der Diagonale: gleiche Farbe (suited, s) · "
                  "unterhalb: verschiedene Farben (offsuit, o)")
    colourbar = fig.colorbar(image, ax=ax, shrink=0.8, format=PercentFormatter(decimals=0))
    colourbar.set_label("Equity gegen eine zufällige Hand")
    if title:
        ax.set_title(title, pad=24)
    fig.tight_layout()
    return describe(fig, _heatmap_alt(equities, title))


def _heatmap_halves(grid, title: str | None) -> BookFigure:
    """The phone form of the heatmap: columns A–8 above, 7–2 below, each cell wide enough for
    its hand and equity in labels of 9 pt."""
    fig = BookFigure(figsize=(3.7, 11.6))  # 370 px: a phone shows it at about its own size
    halves = ((0, 7), (7, 13))
    for number, (first, last) in enumerate(halves):
        ax = fig.add_axes((0.1, 0.5 - 0.425 * number, 0.87, 0.38))
        part = grid[:, first:last]
        ax.imshow(100 * part, cmap="RdYlGn", vmin=30, vmax=86, aspect="auto")
        for row in range(13):
            for k, column in enumerate(range(first, last)):
                value = grid[row, column]
                dark = not 40 <= 100 * value <= 78
                ax.text(k, row, f"{starting_hand_name(row, column)}\n{german_number(100 * value)}", ha="center",
                        va="center", fontsize=9, color="white" if dark else "#1b1b1b", linespacing=1.05)
        ax.set_xticks(range(last - first), RANK_LABELS[first:last])
        ax.set_yticks(range(13), RANK_LABELS)
        ax.xaxis.tick_top()
        ax.tick_params(length=0)
    fig.text(0.5, 0.035, "oberhalb der Diagonale: gleiche Farbe (s)\nunterhalb: verschiedene Farben (o)\n"
             "Farbe: Equity gegen eine zufällige Hand\n(rot 30 %, grün 86 %)", ha="center", va="center",
             fontsize=10, color="#1b1b1b", linespacing=1.3)
    if title:
        fig.text(0.5, 0.985, "\n".join(textwrap.wrap(title, 34)), ha="center", va="top", fontsize=12,
                 fontweight="bold")
    return fig


def _heatmap_alt(equities: StartingHandEquities, title: str | None) -> str:
    ranked = sorted(equities.names, key=lambda name: -equities[name])
    return ((f"{title}. " if title else "") + (
        "Raster der 169 Starthände, 13 mal 13, gefärbt nach ihrer Equity gegen eine zufällige Hand: "
        "Paare auf der Diagonale, Hände gleicher Farbe (suited) oberhalb, verschiedener Farben (offsuit) "
        f"unterhalb. Am stärksten: {join_words([f'{n} {german_percent(equities[n])}' for n in ranked[:3]])}; "
        f"am schwächsten: {join_words([f'{n} {german_percent(equities[n])}' for n in ranked[-2:]])}."))


@drawn_for_phones
def draw_equity_bars(result: EquityResult, *, labels: Sequence[str] | None = None,
                     title: str | None = None, narrow: bool = False) -> BookFigure:
    """One horizontal bar per hand: the share of boards it wins alone (dark) plus its share of
    the split pots (light, P1), which together make its equity (written at the end)."""
    names = list(labels) if labels is not None else [format_cards(h, symbols=True) for h in result.hands]
    if len(names) != len(result.hands):
        raise DrawError(f"{len(names)} Namen für {len(result.hands)} Hände: erlaubt ist genau ein Name "
                        "je Hand.", key="bad_labels")
    wins = list(result.win_fraction)
    split = [e - w for e, w in zip(result.equity, wins)]
    fig = BookFigure(figsize=(PHONE_CHART_WIDTH if narrow else 8, 0.7 * len(names) + (2.2 if narrow else 1.4)))
    ax = fig.add_subplot()
    rows = list(range(len(names)))[::-1]  # first hand on top
    ax.barh(rows, wins, color=WIN, label="gewinnt allein")
    ax.barh(rows, split, left=wins, color=TIE, label="Anteil an geteilten Pots")
    for row, equity in zip(rows, result.equity):
        ax.text(equity + 0.01, row, german_percent(equity), va="center", fontsize=11)
    ax.set_yticks(rows, names, fontsize=12)
    ax.set_xlim(0, 1.12)
    ax.xaxis.set_major_formatter(PercentFormatter(xmax=1, decimals=0))
    ax.set_xlabel("Equity (Anteil am Pot im Mittel\nüber die Boards)" if narrow else
                  "Equity (Anteil am Pot im Mittel über die Boards)")
    if narrow:  # below the chart: beside the bars there is no room on a phone
        ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.35), fontsize=10, ncol=1, frameon=False)
    else:
        ax.legend(loc="lower right", fontsize=9)
    ax.grid(axis="x", alpha=0.3)
    if title:
        ax.set_title(title)
    fig.tight_layout()
    # Hands by their cards' names (a screen reader says "Pik-Ass", not the suit symbol).
    spoken = list(labels) if labels is not None else [cards_in_words(h) for h in result.hands]
    said = [f"{name}: Equity {german_percent(equity)}, davon allein gewonnen {german_percent(win)}"
            for name, equity, win in zip(spoken, result.equity, wins)]
    return describe(fig, (f"{title}. " if title else "") + "Balken der Gewinnchancen je Hand. "
                    + "; ".join(said) + ".")


def draw_outs(result: Outs) -> BookFigure:
    """The hand, the board and its outs in one row of cards, in three labelled groups."""
    if not result.cards:
        raise DrawError("Diese Hand hat keine Outs; gezeichnet werden nur Hände mit mindestens einem Out.",
                        key="no_outs")
    return draw_hand(
        [*result.hole, *result.board, *result.cards],
        groups=(2, len(result.board), result.count),
        group_labels=("Hand", "Board", f"{result.count} Outs"),
    )


@drawn_for_phones
def draw_rule_of_thumb(max_outs: int = 20, unseen: int = 47, *, narrow: bool = False) -> BookFigure:
    """The rule of 2 and 4 (dashed) against the exact chance (solid) for 1 to ``max_outs``
    outs, with one card to come (from ``unseen - 1`` cards) and with two (from ``unseen``)."""
    if not 1 <= max_outs <= unseen - 2:
        raise DrawError(f"max_outs={max_outs} geht nicht: erlaubt ist 1 bis {unseen - 2}.",
                        key="bad_max_outs")
    counts = list(range(1, max_outs + 1))
    fig = BookFigure(figsize=(PHONE_CHART_WIDTH, 6.4) if narrow else (8, 4.8))
    ax = fig.add_subplot()
    for cards, unknown, style in ((2, unseen, "o"), (1, unseen - 1, "s")):
        word = "zwei Karten (Flop bis River)" if cards == 2 else "eine Karte"
        ax.plot(counts, [hit_probability(n, cards, unknown) for n in counts], color=EXACT, marker=style,
                markersize=4, label=f"exakt, {word}")
        ax.plot(counts, [rule_of_2_and_4(n, cards) for n in counts], color=RULE, linestyle="--",
                marker=style, markersize=4, label=f"Regel ({2 * cards} % je Out), {word}")
    ax.yaxis.set_major_formatter(PercentFormatter(xmax=1, decimals=0))
    ax.set_xlabel("Zahl der Outs")
    ax.set_ylabel("Chance, mindestens ein Out zu treffen")
    ax.set_xticks(counts[1::2] if narrow else counts)  # every second number on a phone
    ax.grid(alpha=0.3)
    if narrow:
        ax.legend(fontsize=10, loc="upper center", bbox_to_anchor=(0.5, -0.16), frameon=False)
    else:
        ax.legend(fontsize=9)
    fig.tight_layout()
    return describe(fig, (
        f"Linien für 1 bis {max_outs} Outs: die Chance, mindestens ein Out zu treffen, exakt (durchgezogen) "
        "und nach der Regel von 2 und 4 (gestrichelt), für eine und für zwei kommende Karten. Bei "
        f"{max_outs} Outs und zwei Karten: exakt {german_percent(hit_probability(max_outs, 2, unseen))}, nach der "
        f"Regel {german_percent(min(rule_of_2_and_4(max_outs, 2), 1.0))}."))
