"""Pictures of cards and charts: what is drawn matches the cards and counts given."""

from __future__ import annotations

import struct

import pytest
from matplotlib.figure import Figure
from matplotlib.patches import FancyBboxPatch

from holdem.cards import Suit, parse_cards
from holdem.counting import category_counts
from holdem.draw import DrawError, draw_counts_chart, draw_hand, figure_to_png
from holdem.draw.cards import HIGHLIGHT, RED
from holdem.ranking import HandCategory, evaluate


def _cards(fig: Figure) -> list[FancyBboxPatch]:
    return [p for p in fig.axes[0].patches if isinstance(p, FancyBboxPatch)]


def _texts(fig: Figure) -> list[str]:
    return [t.get_text() for t in fig.axes[0].texts]


def test_G7_every_card_is_drawn_with_its_rank_and_suit_symbol() -> None:
    cards = parse_cards("Ah Td 9c 2s")
    fig = draw_hand(cards)
    assert len(_cards(fig)) == 4
    texts = _texts(fig)
    assert [t for t in texts if t in ("A", "10", "9", "2")] == ["A", "10", "9", "2"]
    assert [t for t in texts if t in "♣♦♥♠"] == ["♥", "♦", "♣", "♠"]


def test_red_suits_are_red_and_black_suits_are_not() -> None:
    fig = draw_hand("Kh Kd Kc Ks")
    colours = {t.get_text(): t.get_color() for t in fig.axes[0].texts if t.get_text() in "♣♦♥♠"}
    assert colours[Suit.HEARTS.symbol] == colours[Suit.DIAMONDS.symbol] == RED
    assert colours[Suit.SPADES.symbol] != RED and colours[Suit.CLUBS.symbol] != RED


@pytest.mark.rule("R10")
def test_R10_best_five_are_framed_and_the_other_two_faded() -> None:
    cards = parse_cards("9c 8d 7h 6s 5d Kc 2h")
    best = evaluate(cards).best_five
    fig = draw_hand(cards, highlight=best)
    patches = _cards(fig)
    framed = [card for card, patch in zip(cards, patches)
              if patch.get_edgecolor()[:3] == pytest.approx(_rgb(HIGHLIGHT))]
    faded = [card for card, patch in zip(cards, patches) if patch.get_alpha() < 1]
    assert set(framed) == set(best)
    assert set(faded) == set(cards) - set(best)


def _rgb(hex_colour: str) -> tuple[float, float, float]:
    return tuple(int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5))


def test_groups_leave_a_gap_and_carry_labels() -> None:
    fig = draw_hand("Ah Kd Qs Jh Th 2c 3d", groups=(2, 5), group_labels=("Hand", "Board"), title="Titel")
    xs = [p.get_x() for p in _cards(fig)]
    steps = [round(b - a, 6) for a, b in zip(xs, xs[1:])]
    assert steps[1] > steps[0] and steps[0] == steps[2] == steps[-1]
    assert {"Hand", "Board", "Titel"} <= set(_texts(fig))


@pytest.mark.parametrize(("kwargs", "key"), [
    ({"groups": (2, 4)}, "bad_groups"),
    ({"groups": (7, 0)}, "bad_groups"),
    ({"groups": (2, 5), "group_labels": ("nur eine",)}, "bad_group_labels"),
    ({"highlight": "As"}, "highlight_not_in_row"),
])
def test_arguments_that_do_not_fit_raise_a_german_error(kwargs: dict, key: str) -> None:
    with pytest.raises(DrawError) as info:
        draw_hand("Ah Kd Qs Jh Th 2c 3d", **kwargs)
    assert info.value.key == key
    assert "erlaubt" in info.value.message


@pytest.mark.rule("R12")
def test_R12_chart_has_one_bar_per_category_and_count_with_the_exact_shares() -> None:
    five, seven = category_counts(5), category_counts(7)
    fig = draw_counts_chart([five, seven])
    ax = fig.axes[0]
    assert ax.get_xscale() == "log"
    assert [t.get_text() for t in ax.get_yticklabels()] == [c.german for c in HandCategory]
    bars = ax.containers
    assert len(bars) == 2
    for container, counts in zip(bars, (five, seven)):
        widths = [rect.get_width() for rect in container]
        assert widths == pytest.approx([100 * counts.categories[c] / counts.total for c in HandCategory])
    labels = [t.get_text() for t in ax.get_legend().get_texts()]
    assert labels == ["5 Karten (2.598.960 Hände)", "7 Karten (133.784.560 Hände)"]


def test_chart_needs_at_least_one_count() -> None:
    with pytest.raises(DrawError):
        draw_counts_chart([])


def test_figure_to_png_gives_a_png_of_the_figure_size() -> None:
    fig = Figure(figsize=(3, 2))
    data = figure_to_png(fig, dpi=50)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    assert (width, height) == (150, 100)
