"""Random complete hands through the API: chips conserved, pots to the best eligible hands, A2
with antes (see ``hand_fuzz.py``). Every run plays a sample; ``tools/hand-properties`` plays
100,000 hands and more (``python tools/hand-properties 100000``), and so does the slow test below
when the environment variable ``HOLDEM_HANDS`` asks for it."""

from __future__ import annotations

import os
from collections import Counter

import pytest
from hand_fuzz import play_random

SAMPLE = 6_000  # about 6 s; the whole space of rules, posts and variants is drawn per seed


@pytest.mark.rule("A2")
@pytest.mark.rule("A6")
@pytest.mark.rule("C8")
@pytest.mark.rule("X1")
@pytest.mark.parametrize("block", range(3), ids=lambda b: f"hands-{b * SAMPLE // 3}")
def test_random_hands_keep_every_chip_and_pay_the_best_eligible_hands(block):
    seen: Counter = Counter()
    size = SAMPLE // 3
    for seed in range(1_000_000 + block * size, 1_000_000 + (block + 1) * size):
        report = play_random(seed)
        seen[report.structure] += 1
        seen["custom"] += report.posts_custom
        seen["showdown"] += report.showdown
        seen["short_ante"] += report.short_ante
    # The sample is not degenerate: every structure, custom posts, showdowns, short antes.
    assert len([k for k in seen if not isinstance(k, str)]) == 4
    assert seen["custom"] > size // 4 and seen["showdown"] > size // 4 and seen["short_ante"] > 5


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("HOLDEM_HANDS"), reason="HOLDEM_HANDS=100000 setzen, um viele Hände zu spielen")
def test_many_random_hands():
    hands = int(os.environ["HOLDEM_HANDS"])
    for seed in range(hands):
        play_random(seed)
