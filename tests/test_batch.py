"""The numpy batch evaluator gives the same strengths as the single-hand ranking (R1–R12).

How equality is proven (each test says which part it covers):

* seven cards: 1,000,000 seeded random hands, every one compared with ``ranking.strength``
  directly (the single evaluator needs well under a microsecond per hand, so no shortcut is
  needed);
* five cards: all 2,598,960 hands, every one compared with ``ranking.strength``;
* six cards: 200,000 seeded random hands compared with ``ranking.strength``;
* all 133,784,560 seven-card hands evaluated by brute force give the published category
  counts, and the same counts as the combinatorial ``counting.category_counts(7)``.
"""

from itertools import combinations

import numpy as np
import pytest

from holdem.batch import (
    BatchInputError,
    PartialHands,
    combinations_array,
    evaluate_batch,
    strength_histogram,
    tables,
)
from holdem.cards import FULL_DECK, parse_cards
from holdem.counting import category_counts
from holdem.ranking import HandCategory, all_values, strength


def _random_hands(count: int, width: int, seed: int) -> np.ndarray:
    """``count`` rows of ``width`` distinct card indices, seeded."""
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((count, 52)), axis=1)[:, :width].astype(np.uint8)


def _single(rows: np.ndarray) -> np.ndarray:
    deck = FULL_DECK
    return np.array([strength([deck[i] for i in row]) for row in rows.tolist()], dtype=np.int64)


def _indices(text: str) -> list[int]:
    return [c.index for c in parse_cards(text)]


@pytest.mark.rule("R10")
@pytest.mark.slow
def test_R10_batch_equals_single_on_1_000_000_random_seven_card_hands():
    """Direct comparison of all 1,000,000 hands with ``ranking.strength``."""
    hands = _random_hands(1_000_000, 7, seed=20240607)
    batch = evaluate_batch(hands)
    assert batch.shape == (1_000_000,)
    mismatches = np.flatnonzero(batch != _single(hands))
    assert len(mismatches) == 0, f"first mismatch: {hands[mismatches[0]].tolist()}"
    # The sample reaches deep into the order (no all-high-card accident).
    assert len(np.unique(batch)) > 4000


@pytest.mark.rule("R1")
@pytest.mark.slow
def test_R1_batch_equals_single_on_all_2_598_960_five_card_hands():
    """Every five-card hand, compared with ``ranking.strength``."""
    hands = combinations_array(52, 5)
    assert len(hands) == 2_598_960
    batch = evaluate_batch(hands)
    assert np.array_equal(batch, _single(hands))
    assert len(np.unique(batch)) == 7462  # every value occurs


@pytest.mark.rule("R10")
def test_R10_batch_equals_single_on_random_six_card_hands():
    hands = _random_hands(200_000, 6, seed=6)
    assert np.array_equal(evaluate_batch(hands), _single(hands))


@pytest.mark.rule("R12")
@pytest.mark.slow
def test_R12_brute_force_over_all_seven_card_hands_gives_the_published_counts():
    histogram = strength_histogram(7)
    categories = np.array([int(category) for category, _ in all_values()])
    by_category = np.bincount(categories, weights=histogram, minlength=10).astype(np.int64)
    published = [23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184,
                 224_848, 37_260, 4_324]
    assert by_category.tolist() == published
    assert histogram.sum() == 133_784_560
    # The combinatorial count of the ranking module agrees with brute force.
    counted = category_counts(7).categories
    assert [counted[c] for c in HandCategory] == published


@pytest.mark.rule("R12")
def test_R12_brute_force_over_all_five_card_hands_gives_the_published_counts():
    histogram = strength_histogram(5)
    categories = np.array([int(category) for category, _ in all_values()])
    by_category = np.bincount(categories, weights=histogram, minlength=10).astype(np.int64)
    assert by_category.tolist() == [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 36, 4]
    assert (histogram > 0).all()  # each of the 7,462 values is some five-card hand


@pytest.mark.parametrize("text, expected_category", [
    ("Ah Kh Qh Jh Th 2c 3d", HandCategory.ROYAL_FLUSH),
    ("5s 4s 3s 2s As Kd Kc", HandCategory.STRAIGHT_FLUSH),
    ("9c 9d 9h 9s 2c 2d 2h", HandCategory.FOUR_OF_A_KIND),
    ("Kc Kd Ks 2c 2d 2h 7s", HandCategory.FULL_HOUSE),
    ("Ah 9h 7h 4h 2h Kd Kc", HandCategory.FLUSH),
    ("Ac 2d 3h 4s 5c 9d Jh", HandCategory.STRAIGHT),
    ("Kc Ad 2h 3s 4c 9d 8h", HandCategory.HIGH_CARD),
    ("7c 7d 7h Ks 2c 9d 4h", HandCategory.THREE_OF_A_KIND),
    ("Ac Ad Kh Ks Qc Qd 2h", HandCategory.TWO_PAIR),
    ("Ac Ad 9h 7s 5c 3d 2h", HandCategory.ONE_PAIR),
], ids=["R9-royal", "R6-R9-wheel-flush", "R8-quads", "R7-two-trips", "R2-flush-over-pair",
        "R6-wheel", "R6-no-wrap", "R5-trips", "R10-three-pairs", "R3-pair"])
def test_R1_categories_of_worked_examples(text, expected_category):
    value = int(evaluate_batch(np.array([_indices(text)]))[0])
    assert all_values()[value][0] == expected_category
    assert value == strength(parse_cards(text))


@pytest.mark.rule("R11")
def test_R11_suits_never_change_the_strength():
    hands = _random_hands(20_000, 7, seed=11)
    # Swap the suits by a fixed permutation: same ranks, same suit pattern -> same strength.
    permuted = (hands & np.uint8(0xFC)) | np.array([2, 0, 3, 1], dtype=np.uint8)[hands & 3]
    assert np.array_equal(evaluate_batch(hands), evaluate_batch(permuted))


@pytest.mark.rule("R10")
def test_R10_partial_hands_add_the_fixed_and_extra_cards():
    board = np.array([_indices("2c 7d 9h Js 3c"), _indices("Ah Kh Qh 4d 5s")], dtype=np.uint8)
    hole = _indices("Th 8c")
    seven = np.hstack([board, np.tile(hole, (2, 1))])
    assert np.array_equal(PartialHands(board).strengths_with(hole), evaluate_batch(seven))
    # The same with two of the board cards fixed for every row.
    rows = np.array([_indices("9h Js 3c")], dtype=np.uint8)
    fixed = PartialHands(rows, fixed=_indices("2c 7d"))
    assert int(fixed.strengths_with(hole)[0]) == strength(parse_cards("2c 7d 9h Js 3c Th 8c"))


def test_combinations_array_lists_every_subset_once():
    for n, k in [(6, 3), (9, 4), (5, 5), (4, 0), (3, 4)]:
        rows = combinations_array(n, k)
        assert sorted(map(tuple, rows.tolist())) == list(combinations(range(n), k))
        assert (np.diff(rows, axis=1) > 0).all()  # each row ascending


def test_tables_are_built_once():
    assert tables() is tables()
    assert len(tables().flush) == 8192


@pytest.mark.parametrize("cards, key", [
    (np.zeros((3, 4), dtype=np.int64), "bad_batch_shape"),
    (np.zeros((3, 8), dtype=np.int64), "bad_batch_shape"),
    (np.arange(7), "bad_batch_shape"),
    (np.array([[0, 1, 2, 3, 52]]), "bad_batch_card"),
    (np.array([[0, 1, 2, 3, -1]]), "bad_batch_card"),
    (np.array([[0.0, 1, 2, 3, 4]]), "bad_batch_dtype"),
    (np.array([[0, 1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 4, 5, 5]]), "bad_batch_duplicate"),
], ids=["too-few", "too-many", "one-dimensional", "above-51", "negative", "floats", "G1-duplicate"])
def test_bad_input_is_rejected_with_a_german_message(cards, key):
    with pytest.raises(BatchInputError) as info:
        evaluate_batch(cards)
    assert info.value.key == key
    message = info.value.message.lower()
    assert "erlaubt" in message or "erwartet" in message or "nur einmal" in message


def test_duplicate_error_names_the_row():
    hands = _random_hands(5, 7, seed=1)
    hands[3, 6] = hands[3, 0]
    with pytest.raises(BatchInputError, match="Hand 3"):
        evaluate_batch(hands)


def test_empty_batch_gives_an_empty_result():
    assert evaluate_batch(np.zeros((0, 7), dtype=np.uint8)).shape == (0,)
