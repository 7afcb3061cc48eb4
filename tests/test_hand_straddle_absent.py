"""The hand engine's straddle (C11) and absent tournament players (C16) in start_hand."""

from __future__ import annotations

import pytest

from holdem.betting import Action, ActionKind
from holdem.cards import Deck
from holdem.errors import SetupError
from holdem.hand import Post, start_hand
from holdem.rules import RuleSet, Structure

NAMES = ["Anna", "Ben", "Cem", "Dana", "Eva"]
CALL, CHECK, RAISE, FOLD = ActionKind.CALL, ActionKind.CHECK, ActionKind.RAISE, ActionKind.FOLD


def straddled(rules: RuleSet | None = None, stacks: list[int] | None = None, **options: object):
    return start_hand(rules or RuleSet(), stacks or [100] * 5, button=0, deck=Deck.shuffled(1),
                      names=NAMES[:len(stacks or [100] * 5)], straddle=True, **options)  # type: ignore[arg-type]


def kinds(state) -> dict[ActionKind, tuple[int | None, int | None]]:
    return {a.kind: (a.min_to, a.max_to) for a in state.legal_actions()}


@pytest.mark.rule("C11")
def test_C11_straddle_is_twice_the_big_blind_posted_by_the_player_left_of_the_big_blind() -> None:
    state = straddled()
    straddle = [e for e in state.events if e.rule == "C11" and e.kind.value == "post"]
    assert len(straddle) == 1 and straddle[0].player == 3 and straddle[0].amount == 4
    assert state.bets == (0, 1, 2, 4, 0) and state.stacks[3] == 96
    assert "Dana" in straddle[0].text and "Straddle: 4 Chips" in straddle[0].text


@pytest.mark.rule("C11")
def test_C11_left_of_the_straddler_acts_first_and_a_raise_is_to_twice_the_straddle() -> None:
    state = straddled()
    assert state.to_act == 4  # Eva, left of Dana the straddler
    first = [e for e in state.events if e.kind.value == "to_act"][-1]
    assert first.rule == "C11" and first.text.startswith("Eva ist zuerst am Zug") and "Straddler" in first.text
    legal = kinds(state)
    assert legal[CALL] == (4, 4) and legal[RAISE] == (8, 100)
    with pytest.raises(Exception) as info:
        state.apply(Action(RAISE, 7))
    assert "8" in str(info.value)


@pytest.mark.rule("C11")
@pytest.mark.rule("B5")
def test_C11_the_straddler_acts_last_preflop_with_the_option() -> None:
    state = straddled()
    for _ in range(4):  # Eva, Anna, Ben (small blind), Cem (big blind) call the straddle
        state = state.apply(Action(CALL))
    assert state.to_act == 3 and kinds(state) == {CHECK: (None, None), RAISE: (8, 100)}
    option = [e for e in state.events if e.kind.value == "to_act"]
    assert option and option[-1].rule == "C11" and "Option" in option[-1].text
    checked = state.apply(Action(CHECK))
    assert checked.street.index == 1 and checked.events[0].rule == "C11" and "verzichtet" in checked.events[0].text
    raised = state.apply(Action(RAISE, 8))
    assert raised.events[0].rule == "C11" and "Option des Straddlers" in raised.events[0].text
    assert raised.to_act == 4 and kinds(raised)[CALL] == (8, 8)


@pytest.mark.rule("C11")
def test_C11_from_the_flop_on_the_order_is_unchanged() -> None:
    state = straddled()
    for action in (Action(CALL),) * 4 + (Action(CHECK),):
        state = state.apply(action)
    assert state.street.index == 1 and state.to_act == 1  # the small blind, left of the button (W4)
    assert sum(state.contributed) == 20


@pytest.mark.rule("C11")
def test_C11_a_raise_after_a_raise_over_the_straddle_keeps_the_last_raise_size() -> None:
    state = straddled().apply(Action(RAISE, 12))  # Eva raises by 8
    assert kinds(state)[RAISE][0] == 20


@pytest.mark.rule("C11")
def test_C11_straddle_given_as_a_post() -> None:
    posts = [Post(1, 1, "small_blind"), Post(2, 2, "big_blind"), Post(3, 4, "straddle")]
    state = start_hand(RuleSet(), [100] * 5, button=0, deck=Deck.shuffled(1), posts=posts)
    assert state.to_act == 4 and kinds(state)[RAISE][0] == 8


@pytest.mark.rule("C11")
def test_C11_pot_limit_counts_the_straddle_in_the_pot() -> None:
    state = straddled(RuleSet(structure=Structure.POT_LIMIT))
    # Pot 1 + 2 + 4 = 7, Eva calls 4 first: the largest raise is to 4 + 7 + 4 = 15 (L2).
    assert kinds(state)[RAISE] == (8, 15)


@pytest.mark.rule("C11")
@pytest.mark.parametrize("case, call, fragment", [
    ("C11-heads-up", dict(stacks=[100, 100]), "Heads-up gibt es keinen Straddle"),
    ("C11-fixed-limit", dict(rules=RuleSet.fixed_limit(2, 4)), "No Limit oder Pot Limit"),
    ("C11-short-stack", dict(stacks=[100, 100, 100, 3, 100]), "den der Stack ganz deckt"),
])
def test_C11_straddle_refused(case: str, call: dict, fragment: str) -> None:
    with pytest.raises(SetupError) as info:
        straddled(**call)
    assert info.value.key == "bad_straddle" and fragment in info.value.message


@pytest.mark.rule("C11")
@pytest.mark.parametrize("posts, fragment", [
    ([Post(1, 1, "small_blind"), Post(2, 2, "big_blind"), Post(4, 4, "straddle")], "links vom Big Blind"),
    ([Post(1, 1, "small_blind"), Post(2, 2, "big_blind"), Post(3, 6, "straddle")], "doppelte Big Blind"),
    ([Post(1, 1, "small_blind"), Post(2, 2, "big_blind"), Post(3, 4, "straddle"), Post(3, 4, "straddle")],
     "höchstens einer"),
], ids=["C11-wrong-seat", "C11-wrong-amount", "C11-two"])
def test_C11_straddle_posts_refused(posts: list[Post], fragment: str) -> None:
    with pytest.raises(SetupError) as info:
        start_hand(RuleSet(), [100] * 5, button=0, deck=Deck.shuffled(1), posts=posts)
    assert info.value.key == "bad_straddle" and fragment in info.value.message


@pytest.mark.rule("C11")
def test_C11_bad_straddle_flag_and_flag_with_posts() -> None:
    with pytest.raises(SetupError, match="ja oder nein"):
        start_hand(RuleSet(), [100] * 5, button=0, straddle="ja")  # type: ignore[arg-type]
    with pytest.raises(SetupError, match="unter ihnen"):
        start_hand(RuleSet(), [100] * 5, button=0, straddle=True,
                   posts=[Post(1, 1, "small_blind"), Post(2, 2, "big_blind")])


# ---------------------------------------------------------------------------- C16

@pytest.mark.rule("C16")
def test_C16_absent_player_posts_is_dealt_in_and_his_hand_is_dead_before_the_first_action() -> None:
    state = start_hand(RuleSet(ante=1), [100] * 4, button=0, deck=Deck.shuffled(1), names=NAMES[:4], absent=[2])
    assert state.holes[2] is not None  # dealt in
    assert state.contributed == (1, 2, 3, 1)  # Cem (big blind) paid ante and blind: blinded off
    assert 2 in state.folded and state.to_act == 3
    dead = [e for e in state.events if e.rule == "C16"]
    assert len(dead) == 1 and dead[0].player == 2 and "Cem" in dead[0].text and "3 Chips" in dead[0].text
    kinds_in_order = [e.kind.value for e in state.events]
    assert kinds_in_order.index("deal_hole") < kinds_in_order.index("fold") < kinds_in_order.index("to_act")


@pytest.mark.rule("C16")
def test_C16_chips_of_an_absent_player_stay_in_the_pot() -> None:
    state = start_hand(RuleSet(), [100] * 4, button=0, deck=Deck.shuffled(1), absent=[2])
    state = state.apply(Action(FOLD)).apply(Action(FOLD))  # Spieler 4, Spieler 1
    # Only the small blind is left beside the dead hand: he wins the absent big blind's whole
    # blind. It is not an uncalled bet that goes back (A7): the absent player's chips stay in play.
    assert state.is_over
    assert sum(state.final_stacks) == 400
    assert state.final_stacks == (100, 102, 98, 100)
    assert not any(e.rule == "A7" for e in state.events)


@pytest.mark.rule("C16")
def test_C16_everyone_else_away_the_one_player_at_the_table_wins_the_blinds() -> None:
    state = start_hand(RuleSet(), [100] * 3, button=0, deck=Deck.shuffled(1), names=NAMES[:3], absent=[1, 2])
    assert state.is_over and sum(state.final_stacks) == 300 and state.final_stacks == (103, 99, 98)


@pytest.mark.rule("C16")
@pytest.mark.parametrize("absent, fragment", [
    ([0, 1, 2], "Alle 3 Spieler sind abwesend"),
    ([3], "Indizes 0 bis 2"),
    ("1", "keine Liste"),
], ids=["C16-all", "C16-no-such-player", "C16-text"])
def test_C16_absent_refused(absent: object, fragment: str) -> None:
    with pytest.raises(SetupError) as info:
        start_hand(RuleSet(), [100] * 3, button=0, absent=absent)  # type: ignore[arg-type]
    assert info.value.key == "bad_absent" and fragment in info.value.message
