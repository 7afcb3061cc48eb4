"""An oracle for one hand, written from ``../shared/RULES.md`` and not from the engine: it follows
the actions of a hand and says at every decision who must act and what he may do, and at the
end what every player gets back. Used by ``tests/table_sessions.py``.

Readings of RULES.md it relies on (where the catalogue leaves room):
- C6: preflop the full big blind is the bet to call and counts as the bet of the round (L4),
  also when its poster was short.
- W5/W9: a player with chips acts until he has acted once and matched the bet; when nobody else
  in the hand can still bet (all-in, or at most able to call all-in), he may only call or fold;
  when all others are all-in and he has matched each of them, he has nothing to decide.
- L1/L8 (no limit, pot limit): a full bet is at least the opening bet (W10), a full raise at
  least the largest full bet/raise increment of the round and the big blind (variant: one small
  blind). A player who acted may raise again only after a full bet/raise, or after short
  all-ins that together reach a full raise, since his last action.
- L3/L4/L5/L6/L8 (limit): bets and raises of one limit (fixed) or up to one limit (spread); an
  all-in of at least half of a full bet/raise (fixed: measured from the last full level) counts
  as full. One bet and ``raise_cap`` raises, not when the round became heads-up before the cap
  (unless ``heads_up_uncapped`` is False: tournament practice, the cap stays heads-up).
- L2: a pot-limit raise is at most the pot after the player's call.
- A2/A3/A7/W8/B8/B9/C8/C9/P2: pots by levels of antes and of live bets (dead money and carried
  chips in the main pot), the uncalled part back, each pot to the best eligible hands, odd chips
  one each from the first winner left of the button (variant: carried to the next hand).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from holdem.betting import ActionKind, LegalAction
from holdem.pots import OddChip
from holdem.ranking import evaluate
from holdem.rules import MinBet, MinRaise, RuleSet, Structure


class OracleMismatch(AssertionError):
    """The engine and the oracle disagree; ``kind`` names what about."""

    def __init__(self, kind: str, message: str, flags: frozenset[str] = frozenset()) -> None:
        super().__init__(message)
        self.kind = kind
        self.flags = flags


@dataclass
class HandOracle:
    rules: RuleSet
    stacks: list[int]  # before the posts
    button: int  # the player who acts last after the flop
    first_preflop: int
    posts: list[tuple[int, int, str]]  # (player, amount, kind) as the table posts them
    carried_in: int = 0
    big_blind_ante: bool = False  # C8: the big blind's ante for the table is dead money
    n: int = 0
    left: list[int] = field(default_factory=list)
    live: list[int] = field(default_factory=list)  # live bets over the whole hand
    antes: list[int] = field(default_factory=list)
    dead: list[int] = field(default_factory=list)
    folded: set[int] = field(default_factory=set)
    round: int = 0
    bets: list[int] = field(default_factory=list)  # this round
    current: int = 0
    full_increment: int = 0
    full_level: int = 0
    raise_count: int = 0
    capped: bool = False
    acted: list[int | None] = field(default_factory=list)
    full_after: list[bool] = field(default_factory=list)  # a full bet/raise since p's last action
    last_actor: int | None = None
    flags: set[str] = field(default_factory=set)  # what happened this round (for known defects)

    def __post_init__(self) -> None:
        self.n = len(self.stacks)
        self.left = list(self.stacks)
        self.live, self.antes, self.dead = [0] * self.n, [0] * self.n, [0] * self.n
        self.bets, self.acted, self.full_after = [0] * self.n, [None] * self.n, [False] * self.n
        blind_posted = False
        for player, amount, kind in self.posts:
            assert 0 < amount <= self.left[player], "a post larger than the stack"
            self.left[player] -= amount
            if kind in ("small_blind", "big_blind"):
                self.bets[player] += amount
                self.live[player] += amount
                blind_posted |= kind == "big_blind"
            elif kind == "ante" and not (self.big_blind_ante or self.rules.big_blind_ante):
                self.antes[player] += amount
            else:
                self.dead[player] += amount
        big = self.rules.big_blind
        # C6: the full big blind is to call, and it is the round's bet (L4), even when short.
        self.current = max(max(self.bets), big if blind_posted else 0)
        self.full_increment = big if blind_posted else 0
        self.full_level = self.current
        self.raise_count = 1 if self.current > 0 else 0

    # ---- who acts ---------------------------------------------------------------------------
    def in_hand(self) -> list[int]:
        return [p for p in range(self.n) if p not in self.folded]

    def can_bet(self, p: int) -> bool:
        return p not in self.folded and self.left[p] > 0

    def needs_to_act(self, p: int) -> bool:
        if not self.can_bet(p):
            return False
        others = [q for q in self.in_hand() if q != p and self.left[q] > 0]
        if not others:
            # W9: everybody else is all-in; he decides only when he has not yet matched what
            # one of them put in (C6's full big blind above that would come back, A7).
            return self.bets[p] < max(self.bets[q] for q in self.in_hand() if q != p)
        if self.bets[p] < self.current:
            return True
        return self.acted[p] is None

    def to_act(self) -> int | None:
        if len(self.in_hand()) < 2:
            return None
        if self.last_actor is None:
            start = self.first_preflop if self.round == 0 else (self.button + 1) % self.n
        else:
            start = (self.last_actor + 1) % self.n
        for k in range(self.n):
            p = (start + k) % self.n
            if self.needs_to_act(p):
                return p
        return None

    def next_round(self) -> None:
        self.round += 1
        self.bets, self.acted, self.full_after = [0] * self.n, [None] * self.n, [False] * self.n
        self.current = self.full_increment = self.full_level = self.raise_count = 0
        self.capped, self.last_actor = False, None
        self.flags = set()

    def settle_rounds(self) -> None:
        """After an action: close finished rounds (W5) until someone must act or the hand ends."""
        while self.to_act() is None and len(self.in_hand()) >= 2 and self.round < 3:
            self.next_round()

    def is_over(self) -> bool:
        return len(self.in_hand()) < 2 or (self.round == 3 and self.to_act() is None)

    # ---- what he may do ---------------------------------------------------------------------
    def limit(self) -> int:
        return self.rules.lower_limit if self.round < 2 else self.rules.upper_limit

    def needed(self, kind: ActionKind) -> int:
        """The smallest increment that is a full bet/raise now."""
        rules, structure = self.rules, self.rules.structure
        if structure is Structure.FIXED_LIMIT:
            return self.limit()
        if kind is ActionKind.BET:
            return rules.big_blind if rules.min_bet is MinBet.BIG_BLIND else rules.small_blind
        if rules.min_raise is MinRaise.SMALL_BLIND:
            return rules.small_blind
        needed = max(self.full_increment, rules.big_blind)
        if structure is Structure.SPREAD_LIMIT:
            needed = min(needed, self.limit())
        return needed

    def reopened_for(self, p: int) -> bool:
        level = self.acted[p]
        if level is None:
            return True
        if self.full_after[p]:
            return True
        if self.rules.structure.is_limit:
            return False
        return self.current - level >= self.needed(ActionKind.RAISE)

    def raise_range(self, p: int) -> tuple[ActionKind, int, int] | None:
        rules, structure = self.rules, self.rules.structure
        mine, stack = self.bets[p], self.left[p]
        call = max(0, self.current - mine)
        kind = ActionKind.RAISE if self.current > 0 else ActionKind.BET
        if stack <= call:
            return None
        # W9: somebody else must be able to answer a bet (more than the current level).
        if not any(q != p and q not in self.folded and self.left[q] + self.bets[q] > self.current
                   for q in range(self.n)):
            return None
        cap = rules.raise_cap
        if (structure.is_limit and cap is not None and self.raise_count >= 1 + cap
                and (len(self.in_hand()) > 2 or self.capped or rules.heads_up_uncapped is False)):
            return None  # L4; heads-up before the cap: no cap (L6), except in a tournament
        if not self.reopened_for(p):
            return None
        limit = self.limit() if structure.is_limit else 0
        if structure is Structure.FIXED_LIMIT:
            low = high = (self.full_level + limit) if self.current > 0 else limit
        else:
            low = self.current + self.needed(kind)
            if structure is Structure.NO_LIMIT:
                high = mine + stack
            elif structure is Structure.POT_LIMIT:
                in_middle = sum(self.live) + sum(self.antes) + sum(self.dead) + self.carried_in
                high = self.current + in_middle + call
            else:
                high = self.current + limit
        all_in = mine + stack
        low, high = min(low, all_in), min(high, all_in)
        return kind, low, max(low, high)

    def legal(self) -> tuple[LegalAction, ...]:
        p = self.to_act()
        assert p is not None
        mine = self.bets[p]
        owed = self.current - mine
        result = []
        if owed > 0:
            paid = min(owed, self.left[p])
            result += [LegalAction(ActionKind.FOLD), LegalAction(ActionKind.CALL, mine + paid, mine + paid, paid)]
        else:
            result.append(LegalAction(ActionKind.CHECK))
        option = self.raise_range(p)
        if option is not None:
            result.append(LegalAction(option[0], option[1], option[2]))
        return tuple(result)

    # ---- following the hand -----------------------------------------------------------------
    def apply(self, kind: ActionKind, to: int | None) -> None:
        p = self.to_act()
        assert p is not None
        rules, structure = self.rules, self.rules.structure
        if kind is ActionKind.FOLD:
            self.folded.add(p)
        elif kind is ActionKind.CALL:
            self._pay(p, min(self.current, self.bets[p] + self.left[p]))
        elif kind in (ActionKind.BET, ActionKind.RAISE):
            assert to is not None
            needed = self.needed(kind)
            increment = to - self.current
            measured = to - self.full_level if structure is Structure.FIXED_LIMIT else increment
            all_in = to - self.bets[p] == self.left[p]
            full = measured >= needed or (all_in and structure.is_limit and 2 * measured >= needed)
            if not full and kind is ActionKind.BET:
                self.flags.add("short_bet")
            if full and kind is ActionKind.BET and to < rules.big_blind:
                self.flags.add("bet_below_big_blind")  # W10 variant
            if not full:
                self.flags.add("short_all_in")
            self._pay(p, to)
            self.current = to
            if full:
                self.full_increment = max(self.full_increment, increment)
                self.full_level = to
                self.raise_count += 1
                cap = rules.raise_cap
                if structure.is_limit and cap is not None and self.raise_count == 1 + cap \
                        and len(self.in_hand()) > 2:
                    self.capped = True
                for q in range(self.n):
                    if q != p:
                        self.full_after[q] = True
        self.acted[p] = self.bets[p]
        self.full_after[p] = False
        self.last_actor = p
        self.settle_rounds()

    def _pay(self, p: int, to: int) -> None:
        add = to - self.bets[p]
        assert 0 <= add <= self.left[p]
        self.left[p] -= add
        self.bets[p] = to
        self.live[p] += add

    # ---- the end: pots and payouts ----------------------------------------------------------
    def payouts(self, holes: list, board: list) -> tuple[list[int], int]:
        """Chips every player gets back (returned + won) and the chips carried to the next hand."""
        back = [0] * self.n
        live = list(self.live)
        ordered = sorted(live, reverse=True)
        top = live.index(ordered[0])
        if ordered[0] > ordered[1]:  # A7: the uncalled part goes back
            back[top] += ordered[0] - ordered[1]
            live[top] = ordered[1]
        alive = self.in_hand()
        pots: list[tuple[int, frozenset[int]]] = []
        for amounts in (self.antes, live):
            previous = 0
            for level in sorted({a for a in amounts if a > 0}):
                chips = sum(min(a, level) - min(a, previous) for a in amounts)
                eligible = frozenset(p for p in alive if amounts[p] >= level)
                pots.append((chips, eligible))
                previous = level
        extra = sum(self.dead) + self.carried_in
        merged: list[list] = []
        for chips, eligible in [(extra, frozenset(alive))] + pots:
            if not eligible and merged:  # only folded players reached it: it joins the pot below
                merged[-1][0] += chips
                continue
            same = next((m for m in merged if m[1] == eligible), None)
            if same is not None:
                same[0] += chips
            else:
                merged.append([chips, eligible])
        carried = 0
        strength = {p: evaluate(list(holes[p]) + list(board)) for p in alive} if len(alive) > 1 else {}
        clockwise = [(self.button + 1 + k) % self.n for k in range(self.n)]
        for chips, eligible in merged:
            if chips == 0:
                continue
            if len(eligible) == 1:
                back[next(iter(eligible))] += chips
                continue
            best = max(strength[p] for p in eligible)
            winners = [p for p in clockwise if p in eligible and strength[p] == best]
            share, odd = divmod(chips, len(winners))
            for p in winners:
                back[p] += share
            if self.rules.odd_chip is OddChip.CARRY:
                carried += odd
            else:
                for p in winners[:odd]:
                    back[p] += 1
        return back, carried
