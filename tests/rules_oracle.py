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
- C11: the straddle is a live bet of twice the big blind and the round's bet; the player left of
  the straddler begins, the straddler has the option (acts last unless raised, as B5), and before
  the flop a raise is at least one straddle more, also with the L1 variant (C11 names no exception).
  Who may straddle: :func:`straddle_refusals`.
- C16: an absent player's hand is folded before the first action; his blinds and antes stay in
  the pot: no part of them comes back to him as uncalled (A7 returns only a live player's excess).
  Who posts what in a tournament hand (B1, B9 dead button, D6, H1, C8, C16): :func:`tournament_blinds`.
- C17: :func:`balancing_moves`, :func:`worst_seats`, :func:`seat_role`, :func:`table_to_break`.
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
    absent: frozenset[int] = frozenset()  # C16: dead hands from the start
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
    straddle: int = 0  # C11: the straddle posted (preflop a raise is at least this much more)

    def __post_init__(self) -> None:
        self.n = len(self.stacks)
        self.left = list(self.stacks)
        self.live, self.antes, self.dead = [0] * self.n, [0] * self.n, [0] * self.n
        self.bets, self.acted, self.full_after = [0] * self.n, [None] * self.n, [False] * self.n
        blind_posted = False
        for player, amount, kind in self.posts:
            assert 0 < amount <= self.left[player], "a post larger than the stack"
            self.left[player] -= amount
            if kind in ("small_blind", "big_blind", "straddle"):
                self.bets[player] += amount
                self.live[player] += amount
                blind_posted |= kind == "big_blind"
                if kind == "straddle":
                    self.straddle = amount
            elif kind == "ante" and not (self.big_blind_ante or self.rules.big_blind_ante):
                self.antes[player] += amount
            else:
                self.dead[player] += amount
        big = self.rules.big_blind
        # C6: the full big blind is to call, and it is the round's bet (L4), even when short.
        self.current = max(max(self.bets), big if blind_posted else 0)
        self.full_increment = max(big if blind_posted else 0, self.straddle)
        self.full_level = self.current
        self.raise_count = 1 if self.current > 0 else 0
        self.folded = set(self.absent)  # C16: killed before the first action

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
            # C11: before the flop a raise over a straddle is at least one straddle more.
            return max(rules.small_blind, self.straddle if self.round == 0 else 0)
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
        if ordered[0] > ordered[1] and top not in self.absent:  # A7: the uncalled part goes back (C16)
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


# ---- C11: who may straddle ------------------------------------------------------------------

def straddle_refusals(*, tournament: bool, structure: Structure, dealt: list[int], big_blind_seat: int,
                      posting: set[int], seat: int, stack: int, big_blind: int, ante: int) -> set[str]:
    """Why the player on ``seat`` may not straddle (empty: he may), from C11 alone.

    ``dealt``: the seats dealt into the hand (ascending), ``big_blind_seat`` the big blind's seat,
    ``posting``: seats that post a blind or dead money in this hand anyway (B1, B8, B9, B10),
    ``ante``: the ante each player pays before (0 with none or a big-blind ante).
    Readings: "directly left of the big blind" is the next player dealt in; a straddle is the full
    twice the big blind (a stack that cannot cover it after the ante makes no straddle); a player
    who already posts a blind in this hand (coming back or new) does not straddle on top; the
    house allows straddles in no limit and pot limit (in fixed and spread limit the bets have
    fixed sizes, so the straddle, a raise of one big blind, has no place)."""
    reasons = set()
    if tournament:
        reasons.add("tournament")
    if len(dealt) < 3:
        reasons.add("three")
    if structure not in (Structure.NO_LIMIT, Structure.POT_LIMIT):
        reasons.add("structure")
    if len(dealt) >= 2 and big_blind_seat in dealt:
        left = dealt[(dealt.index(big_blind_seat) + 1) % len(dealt)]
    else:
        left = None
    if seat != left:
        reasons.add("wrong_player")
    if left is not None and left in posting:
        reasons.add("posting")  # the one player who could straddle posts a blind anyway: nobody may
    if seat not in dealt or stack < 2 * big_blind + ante:
        reasons.add("short")
    return reasons


# ---- B1, B9, D6, H1, C8, C16: who posts what in a tournament hand -----------------------------

@dataclass(frozen=True)
class BlindPlan:
    """The deal of one tournament hand as RULES.md has it; seats are table seats."""

    button_seat: int
    small_seat: int  # the seat due for the small blind (dead when nobody plays there)
    small_live: bool
    big_seat: int
    dealt: tuple[int, ...]  # ascending
    posts: tuple[tuple[int, int, str], ...]  # (seat, amount, kind), antes first (C8)
    first_preflop_seat: int  # W3 (H2 heads-up)
    last_postflop_seat: int  # the button or, with a dead button, the player right of it (W4)


def tournament_blinds(stacks: dict[int, int], n_seats: int, button: int, last: tuple[int, int] | None,
                      small: int, big: int, ante: int, big_blind_ante: bool, move_on: bool = False) -> BlindPlan:
    """The next tournament hand. ``stacks``: seat -> chips of every player still in (absent
    players included: C16, they are dealt in and blinded off); ``button``: the drawn button (D1)
    for the first hand; ``last``: (small-blind seat, big-blind seat) of the last hand or None.

    D6/B9 (dead button): the big blind moves exactly one player on (to the next player with chips
    after the last big blind), the small blind is the seat of the last big blind (dead when that
    player is out), the button the seat of the last small blind. H1: with two players the button
    posts the small blind (the player who is not the big blind). Antes first (C8), every post at
    most the chips left. ``move_on``: B9's variant (source 001): when nobody plays on the small
    blind's seat, the player due for the big blind posts the small blind and the next one the big
    blind."""
    seats = sorted(s for s, chips in stacks.items() if chips > 0)

    def after(seat: int) -> list[int]:
        return [(seat + k) % n_seats for k in range(1, n_seats + 1) if (seat + k) % n_seats in stacks]

    if last is None:
        order = after(button)
        if len(seats) == 2:
            sb, bb = button, next(s for s in seats if s != button)
        else:
            sb, bb = order[0], order[1]
        button_seat = button
    else:
        bb = after(last[1])[0]
        sb, button_seat = last[1], last[0]
        if move_on and (sb not in stacks or sb == bb):
            sb, bb = bb, after(bb)[0]
        if len(seats) == 2:
            sb = button_seat = next(s for s in seats if s != bb)
    small_live = sb in stacks and sb != bb
    left = dict(stacks)
    posts: list[tuple[int, int, str]] = []

    def post(seat: int, amount: int, kind: str) -> None:
        paid = min(amount, left[seat])
        if paid > 0:
            left[seat] -= paid
            posts.append((seat, paid, kind))

    if ante:
        for seat in ([bb] if big_blind_ante else seats):
            post(seat, ante, "ante")
    if small_live:
        post(sb, small, "small_blind")
    post(bb, big, "big_blind")
    if len(seats) == 2:
        first = button_seat
    else:
        first = after(bb)[0]
    last_seat = next((button_seat - k) % n_seats for k in range(n_seats) if (button_seat - k) % n_seats in stacks)
    return BlindPlan(button_seat, sb, small_live, bb, tuple(seats), tuple(posts), first, last_seat)


# ---- C17: balancing and breaking tables -------------------------------------------------------
# A table is (seats, button): one name or None per seat, the button's seat (it may be free). The
# blinds of the next hand follow the button: the first player after it posts the small blind, the
# next the big blind (B1); heads-up the button posts the small blind (H1).

Floor = tuple[tuple[str | None, ...], int]


def _clockwise(n: int, start: int) -> list[int]:
    return [(start + k) % n for k in range(1, n + 1)]


def next_blinds(seats: tuple[str | None, ...], button: int, waiting: frozenset[int] = frozenset()
                ) -> tuple[int, int] | None:
    """(small blind seat, big blind seat) of the next hand, without the seats in ``waiting``."""
    dealt = [s for s in _clockwise(len(seats), button) if seats[s] is not None and s not in waiting]
    if len(dealt) < 2:
        return None
    if len(dealt) == 2 and button in dealt:
        return button, next(s for s in dealt if s != button)
    return dealt[0], dealt[1]


def waiting_seats(seats: tuple[str | None, ...], button: int, new: frozenset[int]) -> frozenset[int]:
    """C17: the new players in a seat between the button and the small blind wait until the button
    has passed. The small blind is the one the players who were there before would post (B1, H1);
    with fewer than two of them there is no such seat and nobody waits."""
    old = tuple(None if s in new else x for s, x in enumerate(seats))
    blinds = next_blinds(old, button)
    if blinds is None or blinds[0] == button:  # heads-up before: the button posts the small blind (H1)
        return frozenset()
    waits = set()
    for seat in _clockwise(len(seats), button):
        if seat == blinds[0]:
            break
        if seat in new:
            waits.add(seat)
    return frozenset(waits)


def seat_role(seats: tuple[str | None, ...], button: int, seat: int, new: frozenset[int]) -> str:
    """What the new player on ``seat`` does in the next hand (C17): "waits" (between the button and
    the small blind), "big_blind", "small_blind", "button" (he gets the button), or "plays". C17
    lets him take "either blind": he posts the small blind where no seat lies between the button
    and the small blind of the players there before, that is where fewer than two sat, or two
    heads-up with the button on the small blind (H1)."""
    waits = waiting_seats(seats, button, new)
    if seat in waits:
        return "waits"
    blinds = next_blinds(seats, button, waits)
    if blinds is not None and seat == blinds[1]:
        return "big_blind"
    if blinds is not None and seat == blinds[0]:
        return "small_blind"
    return "button" if seat == button else "plays"


def hands_to_big_blind(seats: tuple[str | None, ...], button: int, seat: int) -> int | None:
    """For a free ``seat``: how many hands a player seated there waits before he posts the big
    blind (0: he posts it in the next hand). None when he would wait between the button and the
    small blind, or when the seat would be the small blind (never given to a moved player)."""
    filled = seats[:seat] + ("\0",) + seats[seat + 1:]
    new = frozenset({seat})
    if seat in waiting_seats(filled, button, new):
        return None
    blinds = next_blinds(filled, button)
    if blinds is None or seat == blinds[0]:
        return None
    big = blinds[1]
    dealt = [s for s in [big] + _clockwise(len(seats), big)[:-1] if filled[s] is not None]
    return dealt.index(seat)


def worst_seats(seats: tuple[str | None, ...], button: int) -> set[int]:
    """C17: the free seats in the worst position — the one(s) that post the big blind soonest, the
    big blind itself included, never the small blind. Only when no free seat may play at once, the
    seats where a moved player waits. Several seats equally near the big blind are all worst (RULES.md
    does not choose between them)."""
    free = [s for s, name in enumerate(seats) if name is None]
    waits = {s: hands_to_big_blind(seats, button, s) for s in free}
    playing = {s: h for s, h in waits.items() if h is not None}
    if not playing:
        return set(free)
    soonest = min(playing.values())
    return {s for s, h in playing.items() if h == soonest}


def balancing_moves(tables: dict[int, Floor], threshold: int) -> set[tuple[int, int]] | None:
    """C17: None when the tables are balanced (the fullest has fewer than ``threshold`` players
    more than the shortest); else every (from table, to table) the rule allows: from a fullest to
    a shortest table (of equally full or short ones any)."""
    counts = {n: sum(x is not None for x in seats) for n, (seats, _) in tables.items()}
    most, fewest = max(counts.values()), min(counts.values())
    if most - fewest < threshold:
        return None
    return {(a, b) for a in counts for b in counts if counts[a] == most and counts[b] == fewest}


def mover(seats: tuple[str | None, ...], button: int) -> str | None:
    """C17: who moves from the fuller table: the player who would post the next big blind there."""
    blinds = next_blinds(seats, button)
    return None if blinds is None else seats[blinds[1]]


def table_to_break(tables: dict[int, Floor], order: list[int]) -> int | None:
    """C17: the table to break now: the first of the order set in advance that still plays, once
    the other tables have a free seat for each of its players; None while they have not (or when
    only one table plays)."""
    playing = [n for n in order if n in tables]
    if not playing or len(tables) < 2:
        return None
    first = playing[0]
    players = sum(x is not None for x in tables[first][0])
    room = sum(sum(x is None for x in seats) for n, (seats, _) in tables.items() if n != first)
    return first if room >= players else None
