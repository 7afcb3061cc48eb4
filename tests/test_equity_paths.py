"""Equity's two paths, numpy batch and plain Python, count the same boards the same (P1, R11).

The plain-Python path is the one the Werkstatt runs in the browser (no numpy there)."""

from __future__ import annotations

import pytest

from holdem.equity import exact_equity, monte_carlo_equity, read_spot
from holdem.equity_python import Counts, count_exact
from holdem.errors import EquityInputError
from holdem.widgets.equity import CLASSIC_MATCHUPS

BOOK_SPOTS = [
    (("As Ah", "Kd Kc"), "Kh 7c 2d"),
    (("Qh 9h", "As Kd"), "Ah 7h 2c 5s"),
    (("Ah Kh", "Qs Qc"), "Qh 7h 2c"),
    (("Ah Kh", "7d 7c"), "Qh 7h 2c"),
    (("Ah Kh", "Qs Qc", "7d 7c"), "Qh 7h 2c"),
    (("2c 2d", "As Kh", "Td 9d"), "Kd Qd 3s"),
    (("As Ks", "Ad Kd"), "2s 7d 9h Tc Jh"),  # river, a split pot
] + [(hands, board) for _label, _text, hands, board in CLASSIC_MATCHUPS if board]


@pytest.mark.rule("P1")
@pytest.mark.parametrize(("hands", "board"), BOOK_SPOTS)
def test_p1_python_path_gives_the_numpy_counts(hands: tuple[str, ...], board: str) -> None:
    numpy_result = exact_equity(list(hands), board, backend="numpy")
    python_result = exact_equity(list(hands), board, backend="python")
    assert python_result == numpy_result
    assert sum(python_result.equity) == pytest.approx(1.0)


@pytest.mark.rule("R11")
def test_r11_preflop_exact_aces_against_kings_on_both_paths() -> None:
    """All 1,712,304 boards of AsAh vs KdKc, the book's first matchup."""
    python_result = exact_equity(["As Ah", "Kd Kc"], backend="python")
    assert python_result.boards == 1_712_304
    assert python_result.wins == (1_388_072, 317_694)
    assert python_result == exact_equity(["As Ah", "Kd Kc"], backend="numpy")


@pytest.mark.rule("P1")
def test_p1_counting_in_chunks_adds_up_to_the_whole() -> None:
    spot = read_spot(["Ah Kh", "Qs Qc", "7d 7c"], "Qh 7h 2c")
    whole = count_exact(spot.holes(), spot.board_indices(), spot.remaining)
    parts = Counts(3)
    for start in range(0, 1000, 300):
        parts = parts.merge(count_exact(spot.holes(), spot.board_indices(), spot.remaining, start, start + 300))
    assert parts == whole
    assert parts.boards == 903  # comb(43, 2)


@pytest.mark.rule("P1")
def test_p1_sampled_python_path_is_seeded_and_close_to_exact() -> None:
    first = monte_carlo_equity(["As Ah", "Kd Kc"], samples=20_000, seed=3, backend="python")
    again = monte_carlo_equity(["As Ah", "Kd Kc"], samples=20_000, seed=3, backend="python")
    assert first == again
    assert first.boards == 20_000
    assert abs(first.equity[0] - 0.8195) < 4 * first.stderr[0] + 0.002


def test_unknown_backend_is_a_german_error() -> None:
    with pytest.raises(EquityInputError, match="Rechenweg"):
        exact_equity(["As Ah", "Kd Kc"], "Kh 7c 2d", backend="fortran")
