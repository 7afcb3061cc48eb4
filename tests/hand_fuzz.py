"""Random complete hands through the public API, with the invariants every hand must keep.

Used by ``tests/test_hand_fuzz.py`` (a sample in every run) and ``tools/hand-properties``
(100,000 hands and more, outside the test run). Each hand draws a rule set (all four structures,
antes, big-blind antes, every variant of RULES.md, rake), stacks from one chip up, and either the
standard blinds or custom posts (small and big blind, antes, a returning player's big blind and
dead small blind) in any order; then it plays random legal actions to the end and checks:

* chips are conserved to the chip: final stacks + rake + chips carried to the next hand = the
  stacks before + chips carried in (X1, P2);
* every pot goes to players eligible for it, and to the best hands among them (A6, P1, S6);
* A2 with antes: in the pots he shares with other players nobody is eligible for more than he
  could win from each opponent — his ante against theirs, his bets against theirs — plus the
  dead money (A2, A3, B8, B9, C8); pots only he may win are uncontested (A3, W7).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from fractions import Fraction

from holdem.betting import Action, ActionKind
from holdem.cards import Deck
from holdem.hand import Post, start_hand
from holdem.positions import positions
from holdem.pots import OddChip, Rake
from holdem.ranking import evaluate
from holdem.rules import MinBet, MinRaise, RuleSet, ShowdownOrder, Structure

RAISES = (ActionKind.BET, ActionKind.RAISE)


@dataclass
class HandReport:
    seed: int
    structure: Structure
    posts_custom: bool
    showdown: bool
    short_ante: bool
    decisions: int


def random_rules(rng: random.Random) -> RuleSet:
    structure = rng.choice(list(Structure))
    sb = rng.choice([1, 1, 2, 5, 25])
    bb = sb * rng.choice([1, 2, 2, 3]) if structure is not Structure.FIXED_LIMIT else sb * 2
    ante = rng.choice([0, 0, 1, sb, bb])
    settings: dict = dict(
        small_blind=sb, big_blind=bb, ante=ante,
        big_blind_ante=bool(ante) and rng.random() < 0.35,
        min_bet=MinBet.SMALL_BLIND if rng.random() < 0.15 else MinBet.BIG_BLIND,
        min_raise=MinRaise.SMALL_BLIND if rng.random() < 0.15 else MinRaise.LAST_RAISE,
        burn_before_hole_cards=rng.random() < 0.1,
        showdown_order=ShowdownOrder.LEFT_OF_BUTTON if rng.random() < 0.2 else ShowdownOrder.LAST_AGGRESSOR,
        odd_chip=OddChip.CARRY if rng.random() < 0.25 else OddChip.LEFT_OF_BUTTON,
        muck_losers=rng.random() < 0.8,
    )
    if rng.random() < 0.2:
        settings["rake"] = Rake(rng.choice([5, 10, Fraction(9, 2)]), rng.choice([None, 3, 10]),
                                rng.choice([0, 10]))
    if structure.is_limit:
        settings["small_bet"] = bb * rng.choice([1, 1, 2])
        settings["big_bet"] = settings["small_bet"] * 2
        settings["raise_cap"] = rng.choice([3, 3, 2, None])
    return RuleSet(structure, **settings)


def random_posts(rng: random.Random, rules: RuleSet, n: int, button: int) -> list[Post] | None:
    """None (the standard blinds) or custom posts in a random order."""
    if rng.random() < 0.5:
        return None
    pos = positions(n, button)
    posts = [Post(pos.small_blind, rules.small_blind, "small_blind"),
             Post(pos.big_blind, rules.big_blind, "big_blind")]
    if rules.ante:
        payers = [pos.big_blind] if rules.big_blind_ante else range(n)
        posts += [Post(p, rules.ante, "ante") for p in payers]
    if n > 3 and rng.random() < 0.4:  # a returning player: live big blind and dead small blind (B8)
        back = rng.choice([p for p in range(n) if p not in (pos.small_blind, pos.big_blind)])
        posts += [Post(back, rules.big_blind, "big_blind", "B8"), Post(back, rules.small_blind, "dead", "B8")]
    rng.shuffle(posts)
    return posts


def play_random(seed: int) -> HandReport:
    rng = random.Random(seed)
    rules = random_rules(rng)
    n = rng.randint(2, 10)
    unit = rules.big_blind
    style = rng.random()
    if style < 0.3:
        stacks = [rng.randint(1, 6 * unit) for _ in range(n)]  # short: antes and blinds all-in
    else:
        stacks = [rng.randint(1, 150 * unit) if rng.random() < 0.2 else rng.randint(10 * unit, 150 * unit)
                  for _ in range(n)]
    button = rng.randrange(n)
    posts = random_posts(rng, rules, n, button)
    carried_in = rng.choice([0, 0, 0, 1, 2])
    state = start_hand(rules, stacks, button=button, deck=Deck.shuffled(seed), posts=posts,
                       carried_in=carried_in)
    decisions = 0
    while not state.is_over:
        options = state.legal_actions()
        choice = options[rng.randrange(len(options))]
        if choice.kind in RAISES:
            pick = rng.random()
            amount = choice.min_to if pick < 0.4 else choice.max_to if pick < 0.6 else \
                rng.randint(choice.min_to, choice.max_to)
            state = state.apply(Action(choice.kind, amount))
        else:
            state = state.apply(Action(choice.kind))
        decisions += 1
        assert decisions < 400, f"seed {seed}: the hand does not end"
    check_finished(state, stacks, carried_in, seed)
    short_ante = any(0 < a < rules.ante for a in state.setup.antes) or any(
        a == 0 and not rules.big_blind_ante and rules.ante for a in state.setup.antes)
    return HandReport(seed, rules.structure, posts is not None, any(e.kind == "showdown" for e in state.events),
                      short_ante, decisions)


def check_finished(state, stacks: list[int], carried_in: int, seed: int) -> None:
    result = state.result
    where = f"seed {seed}"
    assert result is not None and state.is_over, where
    # Chips conserved to the chip (X1, P2).
    assert sum(state.final_stacks) + result.rake + result.carried == sum(stacks) + carried_in, where
    assert min(state.final_stacks) >= 0, where
    layout = result.layout
    assert layout.total + sum(layout.returned.values()) == sum(state.contributed) + carried_in, where
    # Every pot to eligible players, and to the best hands among them (A6, P1, S6).
    showdown = any(e.kind == "showdown" for e in state.events)
    for award in result.awards:
        assert set(award.winners) <= award.pot.eligible, where
        assert sum(award.shares.values()) + award.carried + award.rake == award.pot.amount, where
        if len(award.pot.eligible) > 1:
            assert showdown, where
            value = {p: evaluate(tuple(state.holes[p]) + state.board).strength for p in award.pot.eligible}
            best = max(value.values())
            assert {p for p, v in value.items() if v == best} == set(award.winners), where
    # A2 with antes: what a player may win against another eligible player is bounded by his own
    # ante and bets against each other's (a pot only he may win is uncontested, A3 and W7).
    dead_total = sum(state.setup.dead) + carried_in
    antes = state.setup.antes
    live = [c - d - a for c, d, a in zip(state.contributed, state.setup.dead, antes)]
    # Chips of players who gave up above every level still in the hand belong to nobody's level:
    # they go to the players still in (W8) and are added to every bound.
    out = state.folded | state.mucked
    keep = [p for p in range(state.n_players) if p not in out]
    orphans = sum(max(0, antes[q] - max(antes[p] for p in keep)) + max(0, live[q] - max(live[p] for p in keep))
                  for q in out)
    for p in range(state.n_players):
        reachable = sum(pot.amount for pot in layout.pots if p in pot.eligible and len(pot.eligible) > 1)
        bound = dead_total + orphans + sum(min(antes[p], antes[q]) + min(live[p], live[q]) for q in range(state.n_players))
        assert reachable <= bound, (where, p, reachable, bound)
