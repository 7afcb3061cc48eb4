"""Small helpers shared by the hand tests (plus tests of the helpers themselves).

``play_script(state, "c c r10 f k b20")``: ``f`` fold, ``k`` check, ``c`` call, ``bN`` bet to N,
``rN`` raise to N, each for the player whose turn it is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from holdem.betting import Action, ActionKind
from holdem.dealing import stacked_deck
from holdem.hand import HandState, start_hand
from holdem.rules import RuleSet


def parse_step(token: str) -> Action:
    head, tail = token[0], token[1:]
    if head == "f":
        return Action.fold()
    if head == "k":
        return Action.check()
    if head == "c":
        return Action.call()
    if head == "b":
        return Action.bet(int(tail))
    if head == "r":
        return Action.raise_to(int(tail))
    raise ValueError(token)


def play_script(state: HandState, script: str) -> HandState:
    for token in script.split():
        state = state.apply(parse_step(token))
    return state


def new_hand(stacks: Sequence[int] | int = 100, *, n: int = 3, button: int = 0, rules: RuleSet | None = None,
             holes: Mapping[int, str] | None = None, board: str = "", **kwargs) -> HandState:
    if isinstance(stacks, int):
        stacks = [stacks] * n
    n = len(stacks)
    rules = rules or RuleSet()
    deck = stacked_deck(n, button, holes or {}, board, burn_before_hole_cards=rules.burn_before_hole_cards)
    return start_hand(rules, stacks, button=button, deck=deck, **kwargs)


def kinds(state: HandState) -> dict[ActionKind, tuple]:
    return {a.kind: (a.min_to, a.max_to) for a in state.legal_actions()}


def rules_of(state: HandState) -> list[str]:
    return [e.rule for e in state.events]


def test_helpers_play_a_script_and_track_the_turn():
    state = new_hand(100, n=3, button=0)
    assert state.to_act == 0  # 3 players: the button is left of the big blind
    state = play_script(state, "r6 c c")
    assert state.street.name == "FLOP"
    assert state.pot == 18


def test_helpers_stacked_deck_gives_the_wanted_cards():
    state = new_hand(100, n=4, button=2, holes={1: "AsAh", 3: "KdKc"}, board="2c3c4c5d9h")
    assert [str(c) for c in state.holes[1]] == ["As", "Ah"]
    assert [str(c) for c in state.holes[3]] == ["Kd", "Kc"]
    state = play_script(state, "c c c k k k k k k k k k k k k k")
    assert [str(c) for c in state.board] == ["2c", "3c", "4c", "5d", "9h"]
