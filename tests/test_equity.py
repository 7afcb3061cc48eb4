"""Exact and sampled equity (P1 split shares, R11 ties, S6 best five of seven)."""

import math
from itertools import combinations

import numpy as np
import pytest

from holdem.cards import FULL_DECK, Card, parse_cards
from holdem.equity import (
    STARTING_HANDS,
    EquityInputError,
    board_count,
    exact_equity,
    monte_carlo_equity,
    starting_hand_cards,
    starting_hand_combos,
    starting_hand_equities,
    starting_hand_name,
)
from holdem.errors import DuplicateCardError, HoldemError
from holdem.ranking import strength


def _reference(holes: list[str], board: str = "", dead: str = ""
               ) -> tuple[list[int], list[int], list[float], int]:
    """Wins, ties, equity and boards by looping over every board with ``ranking.strength``."""
    hands = [parse_cards(h) for h in holes]
    known = parse_cards(board)
    used = set(known) | set(parse_cards(dead)) | {c for h in hands for c in h}
    rest = [c for c in FULL_DECK if c not in used]
    wins, ties, shares, boards = [0] * len(hands), [0] * len(hands), [0.0] * len(hands), 0
    for extra in combinations(rest, 5 - len(known)):
        values = [strength(h + known + extra) for h in hands]
        best = max(values)
        sharing = values.count(best)
        for i, value in enumerate(values):
            if value == best:
                wins[i] += sharing == 1
                ties[i] += sharing > 1
                shares[i] += 1 / sharing
        boards += 1
    return wins, ties, [s / boards for s in shares], boards


@pytest.mark.rule("S6")
def test_S6_aces_against_kings_preflop_exactly():
    result = exact_equity(["AsAh", "KdKc"])
    assert result.exact and result.boards == 1_712_304 == math.comb(48, 5)
    assert result.wins == (1_388_072, 317_694)
    assert result.ties == (6_538, 6_538)
    assert result.losses == (317_694, 1_388_072)
    assert result.equity[0] == pytest.approx((1_388_072 + 6_538 / 2) / 1_712_304, abs=1e-15)


@pytest.mark.parametrize("holes, board, dead", [
    (["AsAh", "KdKc", "QhQd"], "2c 7d 9h", "3s"),
    (["AsKd", "AhKc"], "Qs Jh 2c", ""),  # the same ranks: many split pots
    (["7c7d", "AhKh", "Tc9c", "2s2d"], "Kc 8c 2h 5d", ""),
    (["AsKd", "AhKc", "AdKh"], "Qc Jd Th 3s", ""),  # three-way splits on a broadway
    (["Jc Tc", "8d 8s"], "9c 7h 2c", "Ac Kc Qc"),
], ids=["S6-P1-three-hands-dead-card", "R11-same-ranks-split", "S6-four-hands-turn", "P1-three-way-split",
        "S6-dead-cards-remove-outs"])
def test_P1_exact_equity_equals_a_plain_loop_over_all_boards(holes, board, dead):
    wins, ties, equity, boards = _reference(holes, board, dead)
    result = exact_equity(holes, board, dead)
    assert result.boards == boards == board_count(holes, board, dead)
    assert list(result.wins) == wins and list(result.ties) == ties
    assert result.equity == pytest.approx(equity, abs=1e-12)
    assert sum(result.equity) == pytest.approx(1.0)


@pytest.mark.rule("P1")
def test_P1_board_that_plays_splits_equally_between_all_hands():
    result = exact_equity(["2c3d", "2h3s", "4c2d"], board="Ah Kh Qh Jh Th")
    assert result.boards == 1
    assert result.ties == (1, 1, 1) and result.wins == (0, 0, 0)
    assert result.equity == pytest.approx((1 / 3, 1 / 3, 1 / 3))


@pytest.mark.rule("P1")
def test_P1_monte_carlo_is_seeded_and_within_its_standard_error_of_the_exact_answer():
    exact = exact_equity(["AsAh", "KdKc"])
    first = monte_carlo_equity(["AsAh", "KdKc"], samples=40_000, seed=7)
    assert first == monte_carlo_equity(["AsAh", "KdKc"], samples=40_000, seed=7)
    assert first.equity != monte_carlo_equity(["AsAh", "KdKc"], samples=40_000, seed=8).equity
    assert not first.exact and first.boards == 40_000
    for sampled, true, error in zip(first.equity, exact.equity, first.stderr):
        assert abs(sampled - true) < 4 * error
    # The standard error of a mean of shares 0, 1/2, 1 with the exact probabilities:
    p_win, p_tie = exact.wins[0] / exact.boards, exact.ties[0] / exact.boards
    mean_square = p_win + p_tie / 4
    expected = math.sqrt((mean_square - exact.equity[0] ** 2) / 40_000)
    assert first.stderr[0] == pytest.approx(expected, rel=0.05)


@pytest.mark.rule("S6")
def test_S6_monte_carlo_with_a_turn_board_matches_exact():
    holes, board = ["Ah Kh", "7c 7d", "Qs Js"], "Th 7h 2s 3c"
    exact = exact_equity(holes, board)
    sampled = monte_carlo_equity(holes, board, samples=20_000, seed=3)
    for s, e, error in zip(sampled.equity, exact.equity, sampled.stderr):
        assert abs(s - e) < 4 * max(error, 1e-3)
    # Only the river is drawn: every sampled river is one of the remaining cards.
    assert exact.boards == 52 - 6 - 4


def test_progress_bar_goes_to_stderr_only_when_asked(capsys):
    exact_equity(["AsAh", "KdKc"], progress=True)
    shown = capsys.readouterr()
    assert shown.out == "" and "100,0 %" in shown.err
    exact_equity(["AsAh", "KdKc"])  # stderr is no terminal under pytest: no bar
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("holes, board, dead, error, key", [
    (["AsAh"], "", "", EquityInputError, "bad_hand_count"),
    (["AsAh", "KdKc", "QsQh", "JsJh", "TsTh", "9s9h", "8s8h"], "", "", EquityInputError, "bad_hand_count"),
    (["AsAhAd", "KdKc"], "", "", EquityInputError, "bad_hole_size"),
    (["As", "KdKc"], "", "", EquityInputError, "bad_hole_size"),
    (["AsAh", "KdKc"], "2c 3c 4c 5c 6c 7c", "", EquityInputError, "bad_board_size"),
    (["AsAh", "KdKc"], "Ah 2c 3c", "", DuplicateCardError, "duplicate_card"),
    (["AsAh", "KdAs"], "", "", DuplicateCardError, "duplicate_card"),
    (["AsAh", "KdKc"], "", "Kd", DuplicateCardError, "duplicate_card"),
    (["AsAh", "KdKc"], "", " ".join(str(c) for c in FULL_DECK[:44]), EquityInputError, "not_enough_cards"),
    ("AsAh KdKc", "", "", EquityInputError, "hands_not_a_list"),
], ids=["one-hand", "seven-hands", "three-hole-cards", "one-hole-card", "six-board-cards", "G1-board-dup",
        "G1-hole-dup", "G1-dead-dup", "too-many-dead", "string-not-list"])
def test_bad_spots_raise_clear_errors(holes, board, dead, error, key):
    with pytest.raises(error) as info:
        exact_equity(holes, board, dead)
    assert isinstance(info.value, HoldemError) and info.value.key == key
    with pytest.raises(error):
        monte_carlo_equity(holes, board, dead, samples=10)


@pytest.mark.parametrize("samples", [0, -5, 1.5, True, "100"])
def test_sample_size_must_be_a_positive_whole_number(samples):
    with pytest.raises(EquityInputError, match="ab 1") as info:
        monte_carlo_equity(["AsAh", "KdKc"], samples=samples)
    assert info.value.key == "bad_samples"


def test_starting_hand_names_form_the_13_by_13_grid():
    assert len(STARTING_HANDS) == 169 == len(set(STARTING_HANDS))
    assert starting_hand_name(0, 0) == "AA" and starting_hand_name(12, 12) == "22"
    assert starting_hand_name(0, 1) == "AKs" and starting_hand_name(1, 0) == "AKo"
    assert starting_hand_name(12, 11) == "32o" and starting_hand_name(11, 12) == "32s"
    assert sum(starting_hand_combos(name) for name in STARTING_HANDS) == math.comb(52, 2)
    suited, offsuit = starting_hand_cards("T9s"), starting_hand_cards("T9o")
    assert suited[0].suit == suited[1].suit and offsuit[0].suit != offsuit[1].suit
    assert all(isinstance(c, Card) for c in starting_hand_cards("22"))
    with pytest.raises(EquityInputError):
        starting_hand_cards("AAs")


def test_starting_hand_equities_against_a_random_hand():
    result = starting_hand_equities(samples=4_000, seed=1)
    grid = result.grid()
    assert grid.shape == (13, 13) and grid[0, 0] == result["AA"]
    # Aces are the best starting hand, and the pairs fall in order from aces to deuces.
    assert result.equity.argmax() == STARTING_HANDS.index("AA")
    assert np.all(np.diff(np.diag(grid)) < 0.02)
    # Suited beats offsuit for the same ranks (most cells; sampling noise aside).
    upper, lower = grid[np.triu_indices(13, 1)], grid.T[np.triu_indices(13, 1)]
    assert (upper > lower).mean() > 0.9
    # Known value (PokerStove and many tables): aces win about 85.2 % against a random hand.
    assert abs(result["AA"] - 0.852) < 4 * result.stderr[0]
    assert starting_hand_equities(samples=4_000, seed=1).equity.tolist() == result.equity.tolist()
