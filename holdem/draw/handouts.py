"""Handouts for the landing page: a one-look hand-ranking chart and a printable cheat sheet.

Both are drawn by the engine and written as files that the book offers for download:

* ``rangfolge-tabelle.svg`` — all ten categories from the highest down, an example hand each
  (checked by the evaluator), and how often the category occurs, counted exactly over all
  five-card and seven-card hands (R1, R12);
* ``rangfolge-tabelle-handy.svg`` — the same chart for a phone's column: one category a block,
  its example below the name, the share among seven-card hands beside it;
* ``spickzettel.pdf`` — one A4 page (portrait) to print: the ranking, the order of a hand, who
  acts first, the blinds and the all-in rule. Black text on white, vector only, margins wide
  enough for every printer.

Every sentence with a number in it is computed here from the engine (positions, pots, counts),
so the handouts cannot drift from the rules the book teaches. Regenerate them with
``python -m holdem.draw.handouts book/downloads``; a test compares the texts of the committed
files with freshly drawn ones.
"""

from __future__ import annotations

import sys
import textwrap
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import matplotlib
from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle

from holdem.cards import parse_cards
from holdem.counting import CategoryCounts, category_counts
from holdem.draw._style import BLUE, GREEN, GREY, MUTED, ORANGE, SKY, TEXT, VERMILLION, add_card
from holdem.draw.cards import DrawError
from holdem.draw.png import BookFigure
from holdem.german import german_number, german_percent
from holdem.odds import odds_against
from holdem.positions import positions
from holdem.pots import build_pots
from holdem.ranking import HandCategory, evaluate
from holdem.rules import RuleSet

__all__ = ["CHART_FILE", "CHEAT_SHEET_FILE", "A4_MM", "RankingRow", "cheat_sheet_sections", "draw_cheat_sheet",
           "PHONE_CHART_FILE", "draw_ranking_chart", "draw_ranking_chart_for_phones", "ranking_rows", "write_handouts"]

CHART_FILE = "rangfolge-tabelle.svg"
PHONE_CHART_FILE = "rangfolge-tabelle-handy.svg"
# A phone shows about 345 CSS pixels of column: drawn that wide, 9 pt stays 12 px on screen.
PHONE_CHART_WIDTH = 3.6
CHEAT_SHEET_FILE = "spickzettel.pdf"
A4_MM = (210.0, 297.0)
_MM = 1 / 25.4  # inches per millimetre

# One example per category, highest first; the evaluator must agree with the category.
_EXAMPLES: tuple[tuple[HandCategory, str], ...] = (
    (HandCategory.ROYAL_FLUSH, "As Ks Qs Js Ts"),
    (HandCategory.STRAIGHT_FLUSH, "9h 8h 7h 6h 5h"),
    (HandCategory.FOUR_OF_A_KIND, "Qc Qd Qh Qs 7d"),
    (HandCategory.FULL_HOUSE, "Kh Kd Kc 4s 4h"),
    (HandCategory.FLUSH, "Ad Jd 8d 6d 2d"),
    (HandCategory.STRAIGHT, "Tc 9d 8s 7h 6c"),
    (HandCategory.THREE_OF_A_KIND, "7s 7h 7d Ac 2h"),
    (HandCategory.TWO_PAIR, "Jh Jc 5d 5s Ks"),
    (HandCategory.ONE_PAIR, "Th Ts Ad 8c 3s"),
    (HandCategory.HIGH_CARD, "Ah Qc 9d 6s 3h"),
)

# What decides between two hands of the same category (R2–R9), in a few words.
_TIE_BREAK = {
    HandCategory.ROYAL_FLUSH: "gibt es nur viermal, immer gleich stark",
    HandCategory.STRAIGHT_FLUSH: "die höchste Karte",
    HandCategory.FOUR_OF_A_KIND: "Rang des Vierlings, dann der Kicker",
    HandCategory.FULL_HOUSE: "erst der Drilling, dann das Paar",
    HandCategory.FLUSH: "Karte für Karte von oben",
    HandCategory.STRAIGHT: "höchste Karte; 5-4-3-2-A ist die kleinste",
    HandCategory.THREE_OF_A_KIND: "Rang, dann die Kicker",
    HandCategory.TWO_PAIR: "höheres Paar, niedrigeres Paar, Kicker",
    HandCategory.ONE_PAIR: "Rang des Paares, dann drei Kicker",
    HandCategory.HIGH_CARD: "Karte für Karte von oben",
}

# Print-safe: the same palette as the other pictures, but black text on white paper.
_BAND = (VERMILLION, VERMILLION, ORANGE, ORANGE, GREEN, GREEN, SKY, SKY, BLUE, BLUE)


@dataclass(frozen=True)
class RankingRow:
    """One line of the chart: the category, its example and how often it occurs."""

    place: int  # 1 = highest
    category: HandCategory
    cards: str
    description: str  # the evaluator's words for the example
    tie_break: str
    five_count: int
    five_total: int
    seven_count: int
    seven_total: int

    @property
    def five_odds(self) -> str:
        """``"1 zu 649.739"``: hands without this category per hand with it (five cards)."""
        return "1 zu " + _odds(odds_against(self.five_count / self.five_total))

    @property
    def seven_share(self) -> str:
        """Share among all seven-card hands (the situation after the river), German format."""
        return _percent(self.seven_count / self.seven_total)


def _odds(x: float) -> str:
    return german_number(x, 2 if x < 10 else 1 if x < 100 else 0)


def _percent(fraction: float) -> str:
    value = 100 * fraction
    digits = 4 if value < 0.01 else 3 if value < 0.1 else 2 if value < 1 else 1
    return german_percent(fraction, digits)


@cache
def _counts() -> tuple[CategoryCounts, CategoryCounts]:
    return category_counts(5), category_counts(7)


def ranking_rows() -> list[RankingRow]:
    """The ten categories, highest first, each with an example checked by the evaluator and
    the exact counts of the engine (R1, R12). Royal flushes are counted apart from the other
    straight flushes, as the chart lists them apart."""
    five, seven = _counts()
    rows = []
    for place, (category, cards) in enumerate(_EXAMPLES, start=1):
        value = evaluate(cards)
        if value.category is not category:  # a wrong example would teach a wrong rule
            raise DrawError(f"Das Beispiel {cards} ist ein {value.category.german}, kein {category.german}.",
                            key="bad_example")
        rows.append(RankingRow(place, category, cards, value.text, _TIE_BREAK[category],
                               five.categories[category], five.total,
                               seven.categories[category], seven.total))
    return rows


# --- the chart ---------------------------------------------------------------------------------

def _chart_canvas(inches: float, width: float, height: float) -> tuple[Figure, Axes]:
    """A white figure ``inches`` wide whose one axes spans it in chart units: x from 0 to
    ``width``, y from ``-height`` to 0 (rows go down), equal scale, no frame."""
    fig = BookFigure(figsize=(inches, inches * height / width))
    fig.patch.set_facecolor("white")
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, width)
    ax.set_ylim(-height, 0)
    ax.set_aspect("equal")
    ax.axis("off")
    return fig, ax


def draw_ranking_chart() -> Figure:
    """All ten hand categories on one picture: place, name, an example, what breaks a tie, and
    how often the category occurs among all 2.598.960 five-card and 133.784.560 seven-card
    hands (R1, R12)."""
    rows = ranking_rows()
    five_total, seven_total = rows[0].five_total, rows[0].seven_total
    width, row_h, head = 100.0, 6.0, 13.0
    height = head + row_h * len(rows) + 7.0
    fig, ax = _chart_canvas(11.0, width, height)
    ax.text(1, -3.2, "Rangfolge der Hände: von der stärksten zur schwächsten", fontsize=17,
            fontweight="bold", color=TEXT, va="center")
    columns = ((1, "Platz · Kategorie"), (23, "Beispiel"), (47, "Gleich stark? Es entscheidet …"),
               (83.5, "5 Karten"), (99, "7 Karten"))
    for x, label in columns:
        ax.text(x, -9.8, label, fontsize=10.5, fontweight="bold", color=MUTED, va="center",
                ha="right" if x == 99 else "left")
    ax.text(83.5, -11.6, "Hände · Chance", fontsize=8.5, color=MUTED, va="center")
    ax.text(99, -11.6, "Anteil", fontsize=8.5, color=MUTED, va="center", ha="right")
    for k, row in enumerate(rows):
        top = -head - k * row_h
        if k % 2 == 0:
            ax.add_patch(Rectangle((0.3, top - row_h), width - 0.6, row_h, facecolor="#f3f3f3",
                                   edgecolor="none", zorder=0))
        ax.add_patch(Rectangle((0.3, top - row_h), 0.9, row_h, facecolor=_BAND[k], edgecolor="none"))
        mid = top - row_h / 2
        ax.text(2.2, mid, f"{row.place}.", fontsize=12, fontweight="bold", color=TEXT, va="center")
        both = row.category.english != row.category.german  # "Flush" needs no translation
        ax.text(5.0, mid + 1.1 if both else mid, row.category.german, fontsize=12.5, fontweight="bold", color=TEXT,
                va="center")
        if both:
            ax.text(5.0, mid - 1.4, row.category.english, fontsize=9.5, color=MUTED, va="center")
        for i, card in enumerate(parse_cards(row.cards)):
            add_card(ax, card, 23 + i * 4.6, top - row_h + 0.55, 4.1, rank_size=9.5, suit_size=12)
        ax.text(47, mid + 1.1, row.tie_break, fontsize=9.5, color=TEXT, va="center")
        ax.text(47, mid - 1.4, f"hier: {row.description}", fontsize=9, color=MUTED, va="center")
        ax.text(83.5, mid + 1.1, german_number(row.five_count), fontsize=10.5, color=TEXT, va="center")
        ax.text(83.5, mid - 1.4, row.five_odds, fontsize=9, color=MUTED, va="center")
        ax.text(99, mid, row.seven_share, fontsize=10.5, color=TEXT, va="center", ha="right")
    foot = -head - row_h * len(rows) - 2.6
    ax.text(1, foot, f"Gezählt von der Engine: alle {german_number(five_total)} Hände aus 5 Karten und alle "
            f"{german_number(seven_total)} aus 7 Karten (es zählen die besten fünf); Straight Flush ohne "
            "Royal Flush.", fontsize=9, color=TEXT, va="center")
    ax.text(1, foot - 2.6, "„1 zu X“: Auf eine Hand dieser Kategorie kommen X Hände ohne sie. Die Farbe "
            "entscheidet nie; sind die besten fünf gleich, wird der Pot geteilt (R11).",
            fontsize=9, color=TEXT, va="center")
    return fig


def draw_ranking_chart_for_phones() -> Figure:
    """:func:`draw_ranking_chart` for a phone's column: each category a block with its place and
    name, the example below and the share among seven-card hands beside it, then what breaks a
    tie; no text smaller than 9 pt at the width a phone shows it (R1, R12)."""
    rows = ranking_rows()
    width, row_h, head = 36.0, 10.6, 5.5  # units of 0.1 inch
    notes = textwrap.wrap("Gezählt von der Engine über alle Hände aus 7 Karten (es zählen die besten "
                          "fünf). Die Farbe entscheidet nie; sind die besten fünf gleich, wird der Pot "
                          "geteilt (R11).", 46)
    height = head + row_h * len(rows) + 1.2 + 1.9 * len(notes)
    fig, ax = _chart_canvas(PHONE_CHART_WIDTH, width, height)
    ax.text(0.5, -1.7, "Rangfolge der Hände", fontsize=13, fontweight="bold", color=TEXT, va="center")
    ax.text(0.5, -4.0, "von der stärksten zur schwächsten", fontsize=9.5, color=MUTED, va="center")
    for k, row in enumerate(rows):
        top = -head - k * row_h
        if k % 2 == 0:
            ax.add_patch(Rectangle((0.1, top - row_h), width - 0.2, row_h, facecolor="#f3f3f3",
                                   edgecolor="none", zorder=0))
        ax.add_patch(Rectangle((0.1, top - row_h), 0.6, row_h, facecolor=_BAND[k], edgecolor="none"))
        ax.text(1.3, top - 1.6, f"{row.place}. {row.category.german}", fontsize=11.5, fontweight="bold",
                color=TEXT, va="center")
        for i, card in enumerate(parse_cards(row.cards)):
            add_card(ax, card, 1.3 + i * 3.7, top - 7.7, 3.3, rank_size=9, suit_size=11)
        ax.text(35.4, top - 3.6, "7 Karten", fontsize=9, color=MUTED, va="center", ha="right")
        ax.text(35.4, top - 5.6, row.seven_share, fontsize=11, color=TEXT, va="center", ha="right")
        ax.text(1.3, top - 9.3, row.tie_break, fontsize=9, color=TEXT, va="center")
    foot = -head - row_h * len(rows) - 1.4
    for i, line in enumerate(notes):
        ax.text(0.5, foot - 1.9 * i, line, fontsize=9, color=TEXT, va="center")
    return fig


# --- the cheat sheet ----------------------------------------------------------------------------

def _names(players: list[int], labels: dict[int, str]) -> str:
    return ", ".join(labels[p] for p in players)


def cheat_sheet_sections() -> list[tuple[str, list[str]]]:
    """The text blocks of the cheat sheet (besides the ranking), each a heading and its
    paragraphs. The examples are computed by the engine."""
    rules = RuleSet()
    six = positions(6, 0)
    two = positions(2, 0)
    pots = build_pots([30, 100, 100]).pots
    main, side = pots[0], pots[1]
    return [
        ("Ablauf einer Hand", [
            f"1. Blinds: links vom Button setzt ein Spieler den Small Blind, links von ihm der nächste "
            f"den Big Blind, meist doppelt so viel (hier {rules.small_blind} und {rules.big_blind}) (B1–B3).",
            "2. Der Geber teilt im Uhrzeigersinn aus, links vom Button beginnend: jedem zwei verdeckte "
            "Hole Cards, eine nach der anderen (K1).",
            "3. Preflop: erste Wettrunde (W3).",
            "4. Burn Card, Flop: drei Gemeinschaftskarten auf einmal, Wettrunde (K2, K3).",
            "5. Burn Card, Turn: die vierte Karte, Wettrunde.",
            "6. Burn Card, River: die fünfte Karte, letzte Wettrunde.",
            "7. Showdown: die beste Hand aus fünf der sieben Karten (zwei eigene, fünf "
            "gemeinsame) gewinnt; gleich gute Hände teilen (S1, S6, P1).",
            "Steigen alle anderen aus, gewinnt der letzte Spieler sofort, ohne zu zeigen (W7).",
        ]),
        ("Wer handelt zuerst?", [
            "Preflop: der Spieler links vom Big Blind (Under the Gun); der Big Blind handelt zuletzt "
            "und darf, wenn niemand erhöht hat, noch checken oder erhöhen (W3, B5).",
            "Flop, Turn, River: der erste noch aktive Spieler links vom Button; der Button "
            "handelt zuletzt (W4).",
            f"Sechs Spieler, preflop: {_names(six.order_preflop(), six.labels)}; "
            f"ab dem Flop: {_names(six.order_postflop(), six.labels)}.",
            f"Heads-up (zwei Spieler): der Button setzt den Small Blind und handelt preflop zuerst "
            f"({_names(two.order_preflop(), two.labels)}), danach zuletzt "
            f"({_names(two.order_postflop(), two.labels)}) (H1, H2).",
        ]),
        ("Was man tun darf", [
            "Checken, wenn nichts zu zahlen ist; setzen, wenn noch niemand gesetzt hat; sonst "
            "aussteigen, mitgehen oder erhöhen (W1, W2).",
            f"No Limit: ein Einsatz mindestens ein Big Blind ({rules.big_blind}), eine Erhöhung "
            "mindestens so groß wie die letzte Erhöhung; nach oben begrenzt nur der eigene Stack (W10, L1).",
            "Die Blinds zählen beim Mitgehen mit: Wer den Big Blind gesetzt hat, zahlt nur die "
            "Differenz (B4).",
            "Die Runde endet, wenn alle gehandelt und gleich viel gesetzt haben oder all-in sind (W5).",
        ]),
        ("All-in und Side Pot", [
            "Wer alle Chips setzt, ist all-in: Er handelt nicht mehr und bleibt bis zum Showdown "
            "dabei (A1).",
            "Er kann von jedem Gegner höchstens so viel gewinnen, wie er selbst eingezahlt hat "
            "(Hauptpot). Was die anderen darüber hinaus setzen, kommt in einen Side Pot, den nur sie "
            "gewinnen können (A2, A3).",
            f"Beispiel: Anna ist mit 30 all-in, Ben und Cem zahlen je 100. Hauptpot {main.amount} "
            f"(alle drei), Side Pot {side.amount} (nur Ben und Cem) (A4, A6).",
            "Ein All-in, das keine volle Erhöhung ist, öffnet die Runde nicht wieder für Spieler, "
            "die schon gehandelt haben (L8).",
        ]),
    ]


def _wrapped(ax: Axes, x: float, y: float, text: str, width: int, size: float, *, weight: str = "normal",
             colour: str = TEXT, indent: str = "") -> float:
    """Draw ``text`` wrapped to ``width`` characters from (x, y) downwards; return the next y (mm)."""
    lines = textwrap.wrap(text, width, subsequent_indent=indent)
    line_mm = size * 0.3528 * 1.32  # points to millimetres, with line spacing
    for line in lines:
        ax.text(x, y, line, fontsize=size, fontweight=weight, color=colour, va="top")
        y -= line_mm
    return y


_UNDER_RANKING = "Was man tun darf"


def _blocks(ax: Axes, x: float, y: float, sections: list[tuple[str, list[str]]]) -> float:
    """Headings and wrapped paragraphs from (x, y) downwards; returns the lowest y used (mm)."""
    for heading, paragraphs in sections:
        ax.text(x, y, heading, fontsize=12, fontweight="bold", color=TEXT, va="top")
        y -= 6.0
        for paragraph in paragraphs:
            numbered = paragraph[:2].rstrip(".").isdigit()
            y = _wrapped(ax, x, y, paragraph, 54, 8.3, indent="   " if numbered else "")
            y -= 1.2
        y -= 2.8
    return y + 2.8


def draw_cheat_sheet() -> Figure:
    """One A4 page (portrait): the hand ranking with an example each, the order of a hand,
    who acts first, the blinds and the all-in rule, with the rule IDs of the book."""
    page_w, page_h = A4_MM
    fig = BookFigure(figsize=(page_w * _MM, page_h * _MM))
    fig.patch.set_facecolor("white")
    ax = fig.add_axes((0, 0, 1, 1))
    ax.set_xlim(0, page_w)
    ax.set_ylim(0, page_h)
    ax.axis("off")
    margin = 14.0
    ax.text(margin, page_h - margin, "Texas Hold'em – die Regeln auf einer Seite", fontsize=18,
            fontweight="bold", color=TEXT, va="top")
    ax.text(margin, page_h - margin - 8.5, "Spickzettel zum Buch „Texas Hold'em: die Regeln zum Ausprobieren“.", fontsize=8, color=MUTED, va="top")
    ax.text(margin, page_h - margin - 12.0, "In Klammern steht die Kennung der Regel im Regelverzeichnis des "
            "Buches; dort finden Sie die ausführliche Erklärung.", fontsize=8, color=MUTED, va="top")
    ax.plot([margin, page_w - margin], [page_h - margin - 16, page_h - margin - 16], color=GREY, linewidth=0.8)

    # Left column: the ranking with small cards.
    top = page_h - margin - 20
    ax.text(margin, top, "Rangfolge der Hände (R1)", fontsize=12, fontweight="bold", color=TEXT, va="top")
    row_h = 17.7
    for k, row in enumerate(ranking_rows()):
        y = top - 7 - k * row_h
        ax.add_patch(Rectangle((margin, y - row_h + 2.5), 1.2, row_h - 3, facecolor=_BAND[k], edgecolor="none"))
        ax.text(margin + 3, y, f"{row.place}. {row.category.german}", fontsize=10, fontweight="bold",
                color=TEXT, va="top")
        ax.text(margin + 3, y - 4.6, f"5 Karten: {row.five_odds}", fontsize=7, color=MUTED, va="top")
        ax.text(margin + 3, y - 8.1, f"7 Karten: {row.seven_share}", fontsize=7, color=MUTED, va="top")
        for i, card in enumerate(parse_cards(row.cards)):
            add_card(ax, card, margin + 41 + i * 9.0, y - 12.2, 8.4, rank_size=7.5, suit_size=10.5)
        ax.text(margin + 3, y - 13.1, row.tie_break, fontsize=7, color=TEXT, va="top")
    bottom = top - 7 - len(_EXAMPLES) * row_h
    y = _wrapped(ax, margin, bottom + 1.5, "Die Farbe entscheidet nie; sind die besten fünf Karten gleich, "
                 "wird der Pot geteilt (R11).", 60, 7.5)
    # The text blocks: what one may do under the ranking, the others in the right column.
    sections = cheat_sheet_sections()
    lowest = _blocks(ax, margin, y - 3.5, [s for s in sections if s[0] == _UNDER_RANKING])
    lowest = min(lowest, _blocks(ax, 106.0, top, [s for s in sections if s[0] != _UNDER_RANKING]))
    if lowest < margin:  # the page must hold everything: fail loudly instead of printing off the edge
        raise DrawError("Der Spickzettel passt nicht auf eine A4-Seite.", key="cheat_sheet_too_long")
    ax.text(margin, margin - 4, "Alle Zahlen auf dieser Seite hat die Regel-Engine des Buches berechnet.",
            fontsize=7, color=MUTED, va="top")
    return fig


# --- files -------------------------------------------------------------------------------------

def write_handouts(folder: str | Path) -> list[Path]:
    """Write the chart (SVG) and the cheat sheet (PDF, one A4 page) into ``folder``.

    Dates and tool names are left out of the files' metadata, so that drawing them again gives
    the same content."""
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    chart, phone_chart, sheet = out / CHART_FILE, out / PHONE_CHART_FILE, out / CHEAT_SHEET_FILE
    # Keep the text of the SVG as paths (it looks the same everywhere); matplotlib writes each
    # text as a comment too, which the tests read.
    with matplotlib.rc_context({"svg.fonttype": "path", "svg.hashsalt": "holdem", "pdf.fonttype": 42}):
        draw_ranking_chart().savefig(chart, format="svg", metadata={"Date": None, "Creator": None})
        draw_ranking_chart_for_phones().savefig(phone_chart, format="svg", metadata={"Date": None, "Creator": None})
        draw_cheat_sheet().savefig(sheet, format="pdf",
                                   metadata={"CreationDate": None, "Creator": None, "Producer": None})
    return [chart, phone_chart, sheet]


def main(argv: list[str]) -> int:
    folder = argv[0] if argv else "book/downloads"
    for path in write_handouts(folder):
        print(f"geschrieben: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
