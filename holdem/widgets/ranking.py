"""The ten hand categories (R1) as a widget that works in the static site: one toggle button
per category, each showing an example hand of seven cards computed by the engine, with the
best five framed and the German description of its value."""

from __future__ import annotations

import html
from functools import partial

from holdem.cards import format_cards, parse_cards
from holdem.draw.cards import draw_hand
from holdem.ranking import HandCategory, HandValue, evaluate
from holdem.widgets.static import StaticStepper, figure_page, static_stepper

# One example per category: two hole cards, then the five community cards.
CATEGORY_EXAMPLES: dict[HandCategory, tuple[str, str]] = {
    HandCategory.HIGH_CARD: ("Ah 9c", "Kd 7s 4h 3c Jd"),
    HandCategory.ONE_PAIR: ("Kh Jd", "Kc 8s 5d 3h 2c"),
    HandCategory.TWO_PAIR: ("Ah 8d", "As 8c 5h 4d Jc"),
    HandCategory.THREE_OF_A_KIND: ("7h 7d", "7c Kd 2s 9h 4c"),
    HandCategory.STRAIGHT: ("9c 8d", "7h 6s 5d Kc 2h"),
    HandCategory.FLUSH: ("Ah 4h", "Kh 9h 2h Jc 5d"),
    HandCategory.FULL_HOUSE: ("Qc Qd", "Qh 6s 6d 2c 9h"),
    HandCategory.FOUR_OF_A_KIND: ("9s 9h", "9c 9d Kh 3s 2c"),
    HandCategory.STRAIGHT_FLUSH: ("8s 7s", "6s 5s 4s Kd 2h"),
    HandCategory.ROYAL_FLUSH: ("As Ks", "Qs Js Ts 3d 2c"),
}

# What makes each category, in one sentence.
CATEGORY_RULES: dict[HandCategory, str] = {
    HandCategory.HIGH_CARD: "Keine der anderen Kategorien: Es zählen die fünf höchsten Karten.",
    HandCategory.ONE_PAIR: "Zwei Karten desselben Rangs und drei Kicker.",
    HandCategory.TWO_PAIR: "Zweimal zwei Karten desselben Rangs und ein Kicker.",
    HandCategory.THREE_OF_A_KIND: "Drei Karten desselben Rangs und zwei Kicker.",
    HandCategory.STRAIGHT: "Fünf Ränge ohne Lücke in beliebigen Farben.",
    HandCategory.FLUSH: "Fünf Karten derselben Farbe, die Ränge beliebig.",
    HandCategory.FULL_HOUSE: "Ein Drilling und ein Paar zusammen.",
    HandCategory.FOUR_OF_A_KIND: "Alle vier Karten eines Rangs und ein Kicker.",
    HandCategory.STRAIGHT_FLUSH: "Eine Straße, deren fünf Karten alle dieselbe Farbe haben.",
    HandCategory.ROYAL_FLUSH: "Die höchste Straße (Zehn bis Ass) in einer Farbe.",
}


def example_value(category: HandCategory) -> HandValue:
    """The engine's value of the example hand of ``category``."""
    hole, board = CATEGORY_EXAMPLES[category]
    return evaluate(parse_cards(f"{hole} {board}"))


def category_text(category: HandCategory) -> str:
    """The text of one page, plain: name, rule, the example's cards and value."""
    hole, board = CATEGORY_EXAMPLES[category]
    value = example_value(category)
    name = category.german if category.german == category.english else f"{category.german} ({category.english})"
    return (
        f"{name}: {CATEGORY_RULES[category]}\n"
        f"Hole Cards {format_cards(parse_cards(hole), symbols=True)}, "
        f"Board {format_cards(parse_cards(board), symbols=True)}\n"
        f"Beste fünf: {format_cards(value.best_five, symbols=True)} – {value.text}"
    )


def _page_html(category: HandCategory) -> str:
    lines = [html.escape(line) for line in category_text(category).split("\n")]
    name, _, rest = lines[0].partition(":")
    return f"<b>{name}</b>:{rest}<br>{lines[1]}<br>{lines[2]}"


def ranking_widget() -> StaticStepper:
    """Toggle buttons over the ten categories (low to high) above the example hands."""
    pages = []
    for category in HandCategory:
        hole, board = CATEGORY_EXAMPLES[category]
        value = example_value(category)
        # drawn when first shown where pictures are drawn on demand (teacher mode)
        fig = partial(draw_hand, f"{hole} {board}", highlight=value.best_five, groups=(2, 5),
                      group_labels=("Hole Cards", "Board"), title=category.german)
        pages.append(figure_page(fig, html_text=_page_html(category)))
    return static_stepper(pages, [c.german for c in HandCategory], control="toggle",
                          description="Kategorie:")
