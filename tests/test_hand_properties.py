"""Properties over many random legal hands (W1–W10, L1–L8, A1, A7, B4–B6, S1, P1–P3).

A seeded random driver plays 10,000+ complete hands (2–10 players, uneven stacks, all four
betting structures, the variants of W10/L1, antes); hypothesis plays a smaller number with
shrinking. In every state:

* chips are conserved (stacks + everything put in = the starting chips; at the end payouts +
  rake + carried chips = the starting chips), pots add up;
* the legal actions are exactly those an independent model allows: the model keeps its own
  stacks and bets from the action history and derives call, bet/raise range, cap, W9 and the
  L8 reopening rule from the list of bets and raises of the round (in limit: an all-in of at
  least half a bet is a full one, L8; a cap reached with three or more players stays, L6; a
  short big blind is still called in full, C6);
* amounts just outside the legal range are refused and leave the state unchanged;
* every hand ends; a replay with manually dealt cards (deck=None) ends with the same stacks.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from holdem.betting import Action, ActionKind
from holdem.cards import Deck
from holdem.hand import DealBoard, DealHole, IllegalActionError, Street, start_hand
from holdem.rules import MinBet, MinRaise, RuleSet, Structure

pytestmark = [pytest.mark.rule("W5"), pytest.mark.rule("L8"), pytest.mark.rule("L6"), pytest.mark.rule("C6"),
              pytest.mark.rule("A7")]

F, K, C, B, R = ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE


def random_rules(rng: random.Random) -> RuleSet:
    structure = rng.choice(list(Structure))
    sb = rng.choice([1, 1, 2, 5])
    bb = sb * rng.choice([2, 2, 3])
    ante = rng.choice([0, 0, 0, 1, sb])
    kwargs = dict(small_blind=sb, big_blind=bb, ante=ante, big_blind_ante=bool(ante) and rng.random() < 0.3,
                  min_bet=rng.choice([MinBet.BIG_BLIND, MinBet.SMALL_BLIND]) if rng.random() < 0.2 else MinBet.BIG_BLIND,
                  min_raise=MinRaise.SMALL_BLIND if rng.random() < 0.1 else MinRaise.LAST_RAISE)
    if structure.is_limit:
        kwargs["small_bet"] = bb * rng.choice([1, 1, 2])
        kwargs["big_bet"] = kwargs["small_bet"] * 2
        kwargs["raise_cap"] = rng.choice([3, 3, 2, None])
    return RuleSet(structure, **kwargs)


class Model:
    """An independent bookkeeping of one hand, fed only with the actions taken."""

    def __init__(self, state) -> None:
        self.rules = state.rules
        self.n = state.n_players
        self.stacks = list(state.stacks)  # after the posts
        self.bets = list(state.bets)
        self.put = list(state.contributed)
        self.folded: set[int] = set()
        self.round = 0
        self.moves: list[tuple[int, ActionKind, int, int, bool]] = []  # (player, kind, to, level after, all-in)
        self.start_bets = list(self.bets)  # the blinds preflop, nothing later
        self.blind = self.rules.big_blind  # C6: the full big blind is owed even if its poster is short
        self.folded_at_start = 0

    def new_round(self) -> None:
        # Uncalled chips go back (A7), then the round's bets are collected.
        top = max(range(self.n), key=lambda p: self.bets[p])
        second = max(b for p, b in enumerate(self.bets) if p != top)
        back = self.bets[top] - second
        self.stacks[top] += back
        self.put[top] -= back
        self.bets = [0] * self.n
        self.round += 1
        self.moves = []
        self.start_bets = [0] * self.n
        self.folded_at_start = len(self.folded)

    def level(self) -> int:
        top = max(self.bets)
        return max(top, self.blind) if self.round == 0 and top > 0 else top

    def apply(self, player: int, kind: ActionKind, to: int | None) -> None:
        level = self.level()
        if kind is F:
            self.folded.add(player)
        elif kind is C:
            pay = min(level - self.bets[player], self.stacks[player])
            self.stacks[player] -= pay
            self.put[player] += pay
            self.bets[player] += pay
        elif kind in (B, R):
            pay = to - self.bets[player]
            self.stacks[player] -= pay
            self.put[player] += pay
            self.bets[player] = to
            level = to
        self.moves.append((player, kind, self.bets[player] if kind in (B, R) else -1, level,
                           self.stacks[player] == 0))

    # --- the rules, derived from the round's list of moves

    def expected(self, player: int) -> dict:
        rules = self.rules
        current = self.level()
        mine = self.bets[player]
        stack = self.stacks[player]
        owed = current - mine
        out: dict = {}
        if owed > 0:
            out[F] = (None, None)
            out[C] = (mine + min(owed, stack), mine + min(owed, stack))
        else:
            out[K] = (None, None)
        limit = rules.limit_for_round(self.round)
        # Increments of every bet/raise in order, and whether each was a full one (L8: in limit an
        # all-in of at least half a bet is one); the cap reached with more than two players stays (L6).
        start = max(self.start_bets)
        level = max(start, self.blind) if self.round == 0 and start > 0 else start
        full_level, largest, full_count, capped = level, 0, 0, False
        pre = 1 if level > 0 else 0
        in_now = self.n - self.folded_at_start
        for _who, kind, to, _, all_in in self.moves:
            if kind is F:
                in_now -= 1
            if kind in (B, R):
                inc = to - level
                measured = inc
                if rules.structure is Structure.FIXED_LIMIT:
                    need = limit
                    measured = to - full_level
                elif level == 0:
                    need = rules.opening_bet
                elif rules.min_raise is MinRaise.SMALL_BLIND:
                    need = rules.small_blind
                else:
                    need = max(largest, rules.big_blind)
                    if rules.structure is Structure.SPREAD_LIMIT:
                        need = min(need, limit)
                full = measured >= need or (all_in and rules.structure.is_limit and 2 * measured >= need)
                if full:
                    full_count += 1
                    full_level = to
                    if (rules.structure.is_limit and rules.raise_cap is not None
                            and full_count + pre == 1 + rules.raise_cap and in_now > 2):
                        capped = True
                largest = max(largest, inc)
                level = to
        assert level == current
        can = stack > owed
        can = can and any(p != player and p not in self.folded and self.stacks[p] + self.bets[p] > current
                          for p in range(self.n))
        in_hand = self.n - len(self.folded)
        if rules.structure.is_limit and rules.raise_cap is not None and (in_hand > 2 or capped):
            can = can and full_count + pre < 1 + rules.raise_cap
        last = [lvl for who, kind, to, lvl, _ in self.moves if who == player]
        if last and rules.structure.is_limit:
            can = can and full_level > last[-1]
        elif last:
            # Preflop the big blind is the bet of the round: a full raise is at least the big blind;
            # after the flop at least a full opening bet, so a short all-in bet reopens nothing (L8).
            full_raise = max(largest, rules.big_blind if self.round == 0 else rules.opening_bet)
            reopen = full_raise if rules.min_raise is MinRaise.LAST_RAISE else min(full_raise, rules.small_blind)
            can = can and current - last[-1] >= reopen
        if can:
            pot = sum(self.put)
            if current == 0:
                low = limit if rules.structure is Structure.FIXED_LIMIT else rules.opening_bet
            elif rules.structure is Structure.FIXED_LIMIT:
                low = full_level + limit
            elif rules.min_raise is MinRaise.SMALL_BLIND:
                low = current + rules.small_blind
            else:
                low = current + min(max(largest, rules.big_blind),
                                    limit if rules.structure is Structure.SPREAD_LIMIT else 10 ** 12)
            high = {Structure.NO_LIMIT: mine + stack, Structure.POT_LIMIT: current + pot + owed,
                    Structure.FIXED_LIMIT: low, Structure.SPREAD_LIMIT: current + limit}[rules.structure]
            all_in = mine + stack
            low, high = min(low, all_in), min(high, all_in)
            out[B if current == 0 else R] = (low, max(low, high))
        return out


def check_state(state, total: int) -> None:
    if state.is_over:
        result = state.result
        assert sum(state.final_stacks) + result.rake + result.carried == total
        layout = result.layout
        assert layout.total + sum(layout.returned.values()) == sum(state.contributed)
        assert sum(result.payouts.values()) + result.rake + result.carried == sum(state.contributed)
        assert min(state.final_stacks) >= 0
        for p in range(state.n_players):  # an all-in player who got chips back (A7) is no longer all-in
            assert (state.stacks[p] == 0) == (p in state.all_in), (p, state.stacks, state.all_in)
        assert state.to_act is None and state.legal_actions() == ()
    else:
        assert sum(state.stacks) + sum(state.contributed) == total
        assert all(b <= c for b, c in zip(state.bets, state.contributed))
        for p in range(state.n_players):
            assert (state.stacks[p] == 0) == (p in state.all_in), (p, state.stacks, state.all_in)
        if state.to_act is not None:
            assert state.to_act not in state.folded and state.to_act not in state.all_in


def check_outside(state, option) -> None:
    """Amounts just outside [min, max] are refused and change nothing."""
    before = (state.stacks, state.bets, state.pending, state.events)
    for amount in (option.min_to - 1, option.max_to + 1):
        if amount <= 0:
            continue
        with pytest.raises(IllegalActionError):
            state.apply(Action(option.kind, amount))
    assert (state.stacks, state.bets, state.pending, state.events) == before


def play_random_hand(seed: int, *, check_model: bool = True, probe: bool = True, replay: bool = False) -> int:
    """Play one random legal hand, checking every state; returns the number of decisions."""
    rng = random.Random(seed)
    rules = random_rules(rng)
    n = rng.randint(2, 10)
    base = rng.choice([20, 50, 100, 400])
    stacks = [max(1, int(base * rng.uniform(0.05, 3))) for _ in range(n)]
    button = rng.randrange(n)
    deck = Deck.shuffled(seed)
    state = start_hand(rules, stacks, button=button, deck=deck)
    total = sum(stacks)
    model = Model(state)
    actions: list[Action] = []
    steps = 0
    while not state.is_over:
        check_state(state, total)
        player = state.to_act
        assert player is not None
        legal = {a.kind: (a.min_to, a.max_to) for a in state.legal_actions()}
        if check_model:
            assert model.stacks == list(state.stacks) and model.bets == list(state.bets)
            assert legal == model.expected(player), (seed, steps, legal, model.expected(player))
        options = state.legal_actions()
        choice = options[rng.randrange(len(options))]
        if choice.kind in (B, R):
            if probe:
                check_outside(state, choice)
            low, high = choice.min_to, choice.max_to
            amount = low if rng.random() < 0.4 else (high if rng.random() < 0.2 else rng.randint(low, high))
            action = Action(choice.kind, amount)
        else:
            action = Action(choice.kind)
        state = state.apply(action)
        actions.append(action)
        model.apply(player, action.kind, action.amount)
        while model.round < min(state.street.value, 3):  # one or more rounds ended (run-outs skip some)
            model.new_round()
        steps += 1
        assert steps < 500, "a hand must end"
    check_state(state, total)
    if replay:
        manual = start_hand(rules, stacks, button=button)
        for p in range(n):
            manual = manual.apply(DealHole(p, state.holes[p]))
        cuts = iter((3, 4, 5))
        for action in actions:
            while manual.awaiting_deal:
                manual = manual.apply(DealBoard(state.board[len(manual.board):next(cuts)]))
            manual = manual.apply(action)
        while manual.awaiting_deal:
            manual = manual.apply(DealBoard(state.board[len(manual.board):next(cuts)]))
        assert manual.is_over and manual.final_stacks == state.final_stacks
        assert manual.board == state.board
    return steps


SEEDS_PER_BLOCK = 2_600


@pytest.mark.parametrize("block", range(4), ids=lambda b: f"hands-{b * SEEDS_PER_BLOCK}-{(b + 1) * SEEDS_PER_BLOCK}")
def test_random_legal_hands(block):
    """4 x 2,600 = 10,400 random hands with every check; every 10th is replayed with manual deals."""
    decisions = 0
    for seed in range(block * SEEDS_PER_BLOCK, (block + 1) * SEEDS_PER_BLOCK):
        decisions += play_random_hand(seed, replay=seed % 10 == 0)
    assert decisions > SEEDS_PER_BLOCK  # hands are more than a single fold


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_random_hands_hypothesis(seed):
    play_random_hand(seed, replay=seed % 3 == 0)


@pytest.mark.rule("S1")
def test_random_hands_reach_every_ending():
    """The bulk driver is not degenerate: it sees folds to one player, showdowns and all-in run-outs."""
    endings = {"fold": 0, "showdown": 0, "run_out": 0}
    for seed in range(400):
        rng = random.Random(seed)
        rules = random_rules(rng)
        n = rng.randint(2, 10)
        stacks = [rng.randint(1, 100) for _ in range(n)]
        state = start_hand(rules, stacks, button=0, deck=Deck.shuffled(seed))
        seen = []
        while not state.is_over:
            options = state.legal_actions()
            pick = options[rng.randrange(len(options))]
            state = state.apply(Action(pick.kind, pick.min_to if pick.kind in (B, R) else None))
            seen += [e.kind for e in state.events]
        endings["fold"] += "hand_end" in seen
        endings["showdown"] += "showdown" in seen
        endings["run_out"] += "run_out" in seen
    assert all(count > 20 for count in endings.values()), endings
    assert Street.OVER is state.street
