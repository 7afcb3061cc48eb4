"""The chapter's pictures show the numbers they are given: the grid of starting hands, the
equity bars, the outs and the rule of 2 and 4."""

from __future__ import annotations

import numpy as np
import pytest
from matplotlib.image import AxesImage

from holdem.draw import (
    BookFigure,
    DrawError,
    draw_equity_bars,
    draw_outs,
    draw_rule_of_thumb,
    draw_starting_hand_heatmap,
)
from holdem.equity import STARTING_HANDS, StartingHandEquities, exact_equity
from holdem.odds import hit_probability, outs, rule_of_2_and_4
from holdem.ranking import HandCategory


def _equities() -> StartingHandEquities:
    n = len(STARTING_HANDS)
    equity = 0.3 + 0.5 * np.arange(n) / n
    return StartingHandEquities(STARTING_HANDS, equity, np.zeros(n), 1, 0)


@pytest.mark.rule("G7")
def test_G7_heatmap_has_pairs_on_the_diagonal_suited_above_offsuit_below() -> None:
    equities = _equities()
    fig = draw_starting_hand_heatmap(equities)
    assert isinstance(fig, BookFigure)
    ax = fig.axes[0]
    image = next(a for a in ax.get_children() if isinstance(a, AxesImage))
    assert np.allclose(image.get_array(), 100 * equities.grid())
    labels = {(round(t.get_position()[0]), round(t.get_position()[1])): t.get_text().split("\n")[0]
              for t in ax.texts}
    assert len(labels) == 169
    # position (x = column, y = row): row 0 = ace, column 1 = king
    assert labels[(0, 0)] == "AA" and labels[(1, 0)] == "AKs" and labels[(0, 1)] == "AKo"
    assert labels[(12, 12)] == "22" and labels[(12, 11)] == "32s" and labels[(11, 12)] == "32o"
    assert [t.get_text() for t in ax.get_xticklabels()] == list("AKQJT98765432")


def test_heatmap_cells_print_the_equity_in_percent() -> None:
    equities = _equities()
    ax = draw_starting_hand_heatmap(equities).axes[0]
    cell = next(t for t in ax.texts if t.get_text().startswith("AA\n"))
    assert cell.get_text() == f"AA\n{round(100 * equities['AA'])}"


def test_equity_bars_split_each_hand_into_wins_and_shared_pots() -> None:
    # Both play the board's royal flush: no wins, half of every pot each.
    result = exact_equity(["2c 3d", "4h 5c"], "As Ks Qs Js Ts")
    fig = draw_equity_bars(result, labels=["Anna", "Ben"])
    ax = fig.axes[0]
    widths = [round(p.get_width(), 6) for p in ax.patches]
    assert widths == [0, 0, 0.5, 0.5]
    ticks = sorted(zip(ax.get_yticks(), (t.get_text() for t in ax.get_yticklabels())), reverse=True)
    assert [name for _y, name in ticks] == ["Anna", "Ben"]  # first hand on top
    assert [t.get_text() for t in ax.texts] == ["50,0 %", "50,0 %"]


def test_equity_bars_of_a_flop_spot_match_the_counts() -> None:
    result = exact_equity(["As Ah", "Kd Kc"], "Kh 7c 2d")
    ax = draw_equity_bars(result, title="Set").axes[0]
    assert ax.patches[0].get_width() == pytest.approx(result.wins[0] / result.boards)
    assert ax.get_title() == "Set"


def test_equity_bars_want_one_label_per_hand() -> None:
    with pytest.raises(DrawError):
        draw_equity_bars(exact_equity(["2c 3d", "4h 5c"], "As Ks Qs Js Ts"), labels=["nur einer"])


def test_outs_picture_shows_hand_board_and_each_out() -> None:
    result = outs("Ah Kh", "Qh 7h 2c", target=HandCategory.FLUSH)
    ax = draw_outs(result).axes[0]
    texts = [t.get_text() for t in ax.texts]
    assert {"Hand", "Board", "9 Outs"} <= set(texts)
    assert texts.count("♥") == 2 + 2 + 9  # hearts in the hand, on the board and the outs


def test_outs_picture_needs_at_least_one_out() -> None:
    nothing = outs("2c 3d", "As Ks Qs", ["Ah Ad"])  # the aces' set cannot be caught on the turn
    assert nothing.count == 0
    with pytest.raises(DrawError):
        draw_outs(nothing)


def test_rule_of_thumb_chart_plots_exact_chances_and_the_rule() -> None:
    ax = draw_rule_of_thumb(max_outs=10).axes[0]
    lines = {line.get_label(): line.get_ydata() for line in ax.get_lines()}
    exact_two = next(v for k, v in lines.items() if k.startswith("exakt, zwei"))
    rule_two = next(v for k, v in lines.items() if k.startswith("Regel (4 %"))
    assert exact_two[8] == pytest.approx(hit_probability(9, 2, 47))
    assert rule_two[8] == pytest.approx(rule_of_2_and_4(9, 2)) == pytest.approx(0.36)
    assert len(exact_two) == 10


def test_rule_of_thumb_chart_refuses_impossible_out_counts() -> None:
    with pytest.raises(DrawError):
        draw_rule_of_thumb(max_outs=0)
