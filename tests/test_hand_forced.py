"""The forced bets decided in one place (holdem.hand.forced): which ante a hand has (B3, C8), who
pays it, and who may straddle (C11) — the same answer with a table and without one."""

from __future__ import annotations

import pytest

from holdem.blinds import Blinds
from holdem.cards import Deck
from holdem.errors import SetupError
from holdem.hand import Ante, Post, forced_posts, hand_ante, start_hand, straddle_refusal
from holdem.rules import RuleSet
from holdem.table import Table, TableError

NAMES = ["Anna", "Ben", "Cem", "Dana", "Eva"]


@pytest.mark.rule("C8")
def test_C8_who_pays_the_ante_every_player_or_the_big_blind_alone() -> None:
    assert [(p.player, p.amount) for p in Ante(5).posts(4, 2)] == [(0, 5), (1, 5), (2, 5), (3, 5)]
    assert [(p.player, p.amount) for p in Ante(5, big_blind_ante=True).posts(4, 2)] == [(2, 5)]
    assert Ante().posts(4, 2) == []
    assert (Ante(5, True).owed_by(2, 2), Ante(5, True).owed_by(3, 2), Ante(5).owed_by(3, 2)) == (5, 0, 5)


@pytest.mark.rule("B3")
def test_B3_start_hand_posts_what_forced_posts_says() -> None:
    """B3: the antes first, then small and big blind, each from the one function."""
    for rules in (RuleSet(ante=1), RuleSet(ante=2, big_blind_ante=True), RuleSet()):
        state = start_hand(rules, [100] * 4, button=0)
        expected = forced_posts(rules, 4, 1, 2)
        assert list(state.setup.posts) == expected
        assert sum(state.contributed) == sum(p.amount for p in expected)


@pytest.mark.rule("C8")
def test_C8_the_table_ante_or_the_rules_ante_and_a_mismatch_is_refused() -> None:
    table = Blinds(1, 2, 2, big_blind_ante=True)
    assert hand_ante(RuleSet(), table) == Ante(2, True)  # the table's
    assert hand_ante(RuleSet(ante=1), Blinds(1, 2)) == Ante(1)  # the rules'
    assert hand_ante(RuleSet(ante=2, big_blind_ante=True), table) == Ante(2, True)  # both, the same
    assert hand_ante(RuleSet(big_blind_ante=True)) == Ante()  # the flag alone is no ante
    with pytest.raises(SetupError) as info:
        hand_ante(RuleSet(ante=2), table)
    assert info.value.key == "ante_mismatch"
    assert "eine Big-Blind-Ante von 2" in info.value.message and "eine Ante je Spieler von 2" in info.value.message


@pytest.mark.rule("C8")
@pytest.mark.parametrize("blinds, rules", [
    (Blinds(1, 2, 2, big_blind_ante=True), RuleSet()),
    (Blinds(1, 2), RuleSet(ante=2, big_blind_ante=True)),
    (Blinds(1, 2, 1), RuleSet()),
    (Blinds(1, 2), RuleSet(ante=1)),
], ids=["C8-table", "C8-rules", "B3-table", "B3-rules"])
def test_C8_a_table_hand_pays_the_ante_as_a_hand_without_a_table(blinds: Blinds, rules: RuleSet) -> None:
    """C8, B3: the ante set at the table or in the rules: the table's hand pays the same chips as
    start_hand with the ante in the rules, a big-blind ante as dead money (nobody matches it)."""
    stacks = [100, 100, 3, 100]  # the big blind (Cem) is short: the ante comes first
    setup = Table.with_players(stacks, names=NAMES[:4], button=0, blinds=blinds).next_hand()
    at_table = setup.start(rules, deck=Deck.shuffled(3))
    same = RuleSet(ante=max(blinds.ante, rules.ante), big_blind_ante=blinds.big_blind_ante or rules.big_blind_ante)
    alone = start_hand(same, stacks, button=0, names=NAMES[:4], deck=Deck.shuffled(3))
    assert (at_table.stacks, at_table.setup.antes, at_table.setup.dead) == (
        alone.stacks, alone.setup.antes, alone.setup.dead)
    assert at_table.setup.rules.big_blind_ante == same.big_blind_ante


@pytest.mark.rule("C11")
def test_C11_straddle_refusal_names_the_first_reason() -> None:
    assert straddle_refusal(2, 1, 0, 100, 4) == "three"
    assert straddle_refusal(5, 2, 4, 100, 4) == "wrong_player"
    assert straddle_refusal(5, 2, 3, 3, 4) == "short"
    assert straddle_refusal(5, 4, 0, 4, 4) is None  # left of the big blind, round the table


@pytest.mark.rule("C11")
@pytest.mark.parametrize("stack", [3, 4, 5, 6])
def test_C11_the_table_and_the_engine_give_the_same_answer(stack: int) -> None:
    """C11: Dana, left of the big blind, with an ante of 1 per player: the table refuses the
    straddle exactly when the engine, given the same posts, would."""
    stacks = [100, 100, 100, stack]
    table = Table.with_players(stacks, names=NAMES[:4], button=0, blinds=Blinds(1, 2, 1))
    posts = [Post(p, 1, "ante") for p in range(4)] + [Post(1, 1, "small_blind"), Post(2, 2, "big_blind"),
                                                       Post(3, 4, "straddle")]
    try:
        start_hand(RuleSet(ante=1), stacks, button=0, names=NAMES[:4], posts=posts)
        engine = None
    except SetupError as error:
        engine = error.key
    try:
        table.next_hand(straddle="Dana")
        at_table = None
    except TableError as error:
        at_table = error.key
    assert (engine, at_table) == ((None, None) if stack >= 5 else ("bad_straddle", "straddle_short"))
