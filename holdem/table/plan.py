"""Who is dealt into the next hand and who posts what (D3, D6, B1, B7–B10, C7, H1): the plan
of a hand (:func:`plan_hand`) and the :class:`HandSetup` made from it (:func:`setup_hand`), both
over a :class:`~holdem.table.seats.Seating` value (the table itself is not needed).

How the button and the blinds move (the dead-button rule, D3, D6, B8, B9)
-------------------------------------------------------------------------
Each hand the big blind moves on to the next player clockwise who can be dealt in; a player who
sits out when it reaches him misses it ("ML", B8) and the next one posts it. The small blind goes
to the seat that had the big blind in the last hand, the button to the seat that had the small
blind (D6) — so nobody gets the button without having paid both blinds. With everyone present
this is one seat clockwise per hand (D3). When a player left or busted, the button may stay on
an empty seat ("dead button", D6).
When the player due for the small blind is not dealt in (gone, busted or sitting out — then he
is marked "MS"), the standard is the card rooms' dead-button rule (``MissedSmallBlind.DEAD``,
B9): the big blind moves exactly one player on as every hand, so nobody skips it; the small
blind is dead for that hand (nobody posts it) and under the gun is the player left of the big
blind (``HandSetup.first_preflop``, passed to the engine).
The variant ``missed_small_blind=MissedSmallBlind.MOVE_ON`` is source 001's reading: the blinds
move on — the player due for the big blind posts the small blind and the next active player the
big blind (there is always a small blind; that player skips one big blind).
Heads-up the button always posts the small blind (H1).

A returning player (ML/MS) and a new player (B10) may not come in on the button or small-blind
seat ("between button and blinds": he waits until the button has passed him). Anywhere else a
returning player posts what he missed — after a missed big blind a live big blind plus the small
blind as dead money (B8), after a missed small blind only that as dead money (B9); a new player
posts a live big blind or waits until the big blind reaches him. Whoever is dealt in on the
big-blind seat just posts the big blind and owes nothing more.

C7: instead of posting what he missed, a returning player may wait until the big blind reaches
him (``sit_in(who, wait_for_big_blind=True)``, or for everyone with the table option
``wait_for_big_blind=True``); he then just posts the big blind.

Part of the table; import the public names from :mod:`holdem.table`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from holdem.blinds import Blinds
from holdem.errors import TableError
from holdem.events import Event
from holdem.german import german_list, seat_name
from holdem.hand import (
    HandState,
    Post,
    hand_ante,
    rules_with_ante,
    start_hand,
    straddle_amount,
    straddle_player,
    straddle_refusal,
    table_ante,
)
from holdem.narration.values import ToActValues
from holdem.rules import RuleSet
from holdem.table.seats import GameKind, MissedSmallBlind, Player, Seating

__all__ = ["HandPlan", "HandSetup", "check_straddle", "plan_hand", "setup_hand"]


@dataclass(frozen=True)
class HandSetup:
    """Everything :func:`holdem.hand.start_hand` needs, and how it maps to the seating.

    Players are indices ``0..n-1`` in seat order; ``seats[i]`` is the table seat of player ``i``.
    ``button`` is the player who acts last after the flop (with a dead button the player right of
    the empty button seat). ``small_blind`` is ``None`` when the small blind is dead.
    """

    hand_number: int
    seats: tuple[int, ...]
    names: tuple[str, ...]
    stacks: tuple[int, ...]
    button: int
    posts: tuple[Post, ...]
    small_blind: int | None
    big_blind: int
    first_preflop: int
    first_postflop: int
    button_seat: int
    dead_button: bool
    events: tuple[Event, ...]
    blinds: Blinds  # the table's blinds and antes (B3, C8)
    kind: GameKind  # cash game or tournament (C4 by the game)
    carried_in: int = 0  # chips the last hand left in the pot (P2 variant)
    absent: tuple[int, ...] = ()  # C16: players away from their seats, dealt in with a dead hand
    straddle: int | None = None  # C11: the player who straddles (left of the big blind)
    players_left: int = 0  # players at the table with chips (a tournament with two left plays uncapped, L6)
    table: Any = field(default=None, repr=False, compare=False)  # the Table with this hand running

    @property
    def n_players(self) -> int:
        return len(self.seats)

    def player_at(self, seat: int) -> int:
        """Index of the player dealt in at table seat ``seat``."""
        if seat not in self.seats:
            raise TableError(
                f"An {seat_name(seat)} sitzt in dieser Hand niemand mit Karten.", key="unknown_player"
            )
        return self.seats.index(seat)

    def start(self, rules: Any, **options: Any) -> HandState:
        """Start the hand in the engine: ``start_hand(rules, stacks, button=…, posts=…, names=…,
        first_preflop=…, absent=…)``; ``first_preflop`` matters with a dead small blind (B9, dead
        button), where under the gun sits left of the big blind, not where positions() would put
        him (W3), and with a straddle, where the player left of the straddler begins (C11).
        ``absent``: the players whose hands are dead from the start (C16). Settings left to the
        game (``None``) are decided here: the all-in showdown (C4) is on at a tournament table; the
        heads-up exception to the limit cap (L6) is off there unless only two players are left."""
        # With a straddle the engine moves the first to act on from the straddler itself (C11): it
        # is told the under the gun of the hand without the straddle, the straddler.
        options.setdefault("first_preflop", self.first_preflop if self.straddle is None else self.straddle)
        if self.absent:
            options.setdefault("absent", self.absent)
        if self.carried_in:
            options.setdefault("carried_in", self.carried_in)
        rules, posts = self._with_antes(rules)
        if getattr(rules, "all_in_showdown", False) is None:  # C4 by the game: on in a tournament
            rules = replace(rules, all_in_showdown=self.kind is GameKind.TOURNAMENT)
        if getattr(rules, "heads_up_uncapped", False) is None:  # L6 by the game: capped in a tournament
            rules = replace(rules, heads_up_uncapped=self.kind is not GameKind.TOURNAMENT or self.players_left == 2)
        return start_hand(rules, self.stacks, button=self.button, posts=posts, names=list(self.names), **options)

    def _with_antes(self, rules: Any) -> tuple[Any, list[Post]]:
        """The hand's rule set and posts with the ante :func:`holdem.hand.hand_ante` decides for
        ``rules`` at this table (B3, C8). The table's ante was posted by :func:`setup_hand`: the
        rule set is made to say it (the engine reads from it whether an ante is the big blind's for
        the table). A rule set's ante at a table without one is posted here, first, by the same
        :meth:`~holdem.hand.Ante.posts` that :func:`holdem.hand.start_hand` asks."""
        posts = list(self.posts)
        if not isinstance(rules, RuleSet):
            return rules, posts  # start_hand names the bad value
        ante = hand_ante(rules, self.blinds)
        if table_ante(self.blinds).amount:
            return rules_with_ante(rules, ante), posts
        return rules, ante.posts(self.n_players, self.big_blind) + posts


@dataclass(frozen=True)
class HandPlan:
    button_seat: int
    sb_seat: int
    sb_live: bool
    bb_seat: int
    dealt: tuple[int, ...]  # seats dealt in, ascending
    extra_posters: tuple[int, ...]  # seats that post missed / out-of-position blinds
    missed_big: tuple[int, ...]  # seats the big blind passed while they sat out (B8)
    missed_small: tuple[int, ...]  # sitting out on the small-blind seat (B9)
    heads_up: bool
    moved_on: bool = False  # B9 variant MOVE_ON: the small blind was due elsewhere, the blinds moved on


def _can_play(p: Player | None) -> bool:
    return p is not None and not p.busted and not p.away and p.stack > 0


def _next_seats(seating: Seating, start: int) -> list[int]:
    n = len(seating.seats)
    return [(start + i) % n for i in range(1, n + 1)]


def plan_hand(seating: Seating, refused: frozenset[int] = frozenset()) -> HandPlan:
    """Button, blinds and who is dealt in for the next hand (D3, D6, B7, B8, B9, H1).

    ``refused``: seats that were due to post a blind in this hand and will not (B7); they sit
    out already in ``seating``. A refused blind is a missed blind: the blinds stay where they
    were due, a refused small blind is dead (standard) or moves the blinds on (variant
    ``MOVE_ON``), and a refused big blind passes to the next player (B8)."""
    seats = seating.seats
    tournament = seating.kind is GameKind.TOURNAMENT
    first = seating.last_blinds is None
    missed_big: list[int] = []
    missed_small_seats: list[int] = []
    bb: int | None  # None while the big blind is still being looked for

    def counts(seat: int) -> bool:  # does the big blind "pass" this seat?
        p = seats[seat]
        if first:  # no blind has passed anybody yet; only a refused one counts as missed (B7)
            return seat in refused or _can_play(p)
        return p is not None and not (tournament and p.busted)

    moved_on = False
    scan_from: int | None = None  # the big blind is looked for clockwise from this seat
    if first:  # first hand after the draw: blinds left of the button
        button = seating.button
        assert button is not None
        live = [s for s in _next_seats(seating, button) if _can_play(seats[s]) or s in refused]
        if len(live) < 2:
            raise TableError(
                "Für eine Hand braucht es mindestens 2 Spieler, die mitspielen können.",
                key="not_enough_players",
            )
        if len(live) == 2:
            sb, bb = button, next(s for s in live if s != button)
            if not _can_play(seats[button]):
                sb = next(s for s in live if s != bb)
        else:
            sb, bb = live[0], live[1]
            if refused:  # the blinds as they were due; the refusals as below (B7)
                scan_from = sb
        sb_live = True
    else:
        sb = scan_from = seating.last_blinds[1]  # type: ignore[index]
        button = seating.button  # already moved by after_hand (D6)
        assert button is not None
    sb_due = sb
    if scan_from is not None:
        last_bb = scan_from
        bb = None
        for seat in _next_seats(seating, last_bb):
            if not counts(seat):
                continue
            p = seats[seat]
            if _can_play(p):
                bb = seat
                break
            if seat != last_bb:
                missed_big.append(seat)  # B8: the big blind passes a player who sits out
        if bb is None or bb == last_bb:
            raise TableError(
                "Für eine Hand braucht es mindestens 2 Spieler, die mitspielen können.",
                key="not_enough_players",
            )
        sb_player = seats[sb]
        sb_live = _can_play(sb_player) and (first or not sb_player.new and not sb_player.owes)  # type: ignore[union-attr]
        if not sb_live and seating.missed_small_blind is MissedSmallBlind.MOVE_ON:
            if seats[sb] is not None and counts(sb):
                missed_small_seats.append(sb)
            sb, sb_live = bb, True  # the player due for the big blind posts the small blind (B9)
            moved_on = True
            bb = None
            for seat in _next_seats(seating, sb):
                if seat == sb:
                    break
                if not counts(seat):
                    continue
                if _can_play(seats[seat]):
                    bb = seat
                    break
                missed_big.append(seat)
            if bb is None:
                raise TableError(
                    "Für eine Hand braucht es mindestens 2 Spieler, die mitspielen können.",
                    key="not_enough_players",
                )
    assert button is not None and bb is not None  # both branches above found them
    # who else is dealt in
    zone = set()  # button seat up to (not incl.) the big blind: no entry there (B9, B10)
    for seat in [button] + _next_seats(seating, button):
        if seat == bb:
            break
        zone.add(seat)
    dealt, extra = [], []
    for seat, p in enumerate(seats):
        if not _can_play(p):
            continue
        assert p is not None
        if seat == bb or (seat == sb and sb_live):
            dealt.append(seat)
        elif p.new:
            if p.post_now and seat not in zone:
                dealt.append(seat)
                extra.append(seat)
        elif p.owes:
            if p.waits:  # C7: no cards until the big blind reaches this seat
                continue
            if seat not in zone:
                dealt.append(seat)
                extra.append(seat)
        else:
            dealt.append(seat)
    if len(dealt) < 2:
        raise TableError(
            "Für eine Hand braucht es mindestens 2 Spieler, die mitspielen können.", key="not_enough_players"
        )
    heads_up = len(dealt) == 2
    if heads_up:  # H1: the button posts the small blind
        other = dealt[0] if dealt[1] == bb else dealt[1]
        button, sb, sb_live = other, other, True
        extra = [s for s in extra if s != other]
        moved_on = False
    missed_small = tuple(missed_small_seats)
    if not sb_live and seats[sb] is not None and counts(sb) and sb != bb:
        missed_small = (sb,)
    if sb_due in refused and sb_due not in missed_small:  # refused: missed even when heads-up (B7)
        missed_small += (sb_due,)
    return HandPlan(
        button, sb, sb_live, bb, tuple(dealt), tuple(extra), tuple(missed_big), missed_small, heads_up,
        moved_on,
    )


def check_straddle(seating: Seating, plan: HandPlan, seat: int) -> None:
    """:class:`TableError` unless the player on ``seat`` may straddle in the hand of ``plan`` (C11):
    only in a cash game, with at least three players dealt in, and only the player directly left
    of the big blind, when he posts no other blind in this hand and his stack covers the straddle
    (and his ante). The structure (no limit or pot limit) is checked by the engine at the start.
    Who may straddle and whether his stack covers it: :func:`holdem.hand.forced.straddle_refusal`,
    the same answer the engine gives; the table words it for a table."""
    name = seating.seats[seat].name  # type: ignore[union-attr]
    if seating.kind is GameKind.TOURNAMENT:
        raise TableError(f"{name} kann nicht straddeln: im Turnier gibt es keinen Straddle, es zahlen nur Blinds "
                         "und Antes. Erlaubt ist ein Straddle nur im Cash Game (C11).",
                         key="no_straddle_in_tournament")
    dealt = plan.dealt
    blinds = seating.blinds
    amount = straddle_amount(blinds.big)
    need = amount + table_ante(blinds).owed_by(seat, plan.bb_seat)
    stack = seating.seats[seat].stack  # type: ignore[union-attr]
    big_blind = dealt.index(plan.bb_seat)
    refusal = straddle_refusal(len(dealt), big_blind, dealt.index(seat) if seat in dealt else -1, stack, need)
    if refusal == "three":
        raise TableError(f"Ein Straddle braucht mindestens 3 Spieler mit Karten; in dieser Hand sind es "
                         f"{len(dealt)}. Erlaubt: die Hand ohne Straddle spielen (C11).", key="straddle_needs_three")
    left = dealt[straddle_player(len(dealt), big_blind)]
    may = seating.seats[left].name  # type: ignore[union-attr]
    if left in plan.extra_posters:
        raise TableError(f"Straddeln dürfte nur {may} ({seat_name(left)}), direkt links vom Big Blind; {may} zahlt "
                         "in dieser Hand aber schon einen Blind nach. Erlaubt: die Hand ohne Straddle (C11).",
                         key="straddle_not_allowed")
    if refusal == "wrong_player":
        why = "bekommt in dieser Hand keine Karten" if seat not in dealt else "sitzt nicht direkt links vom Big Blind"
        raise TableError(f"{name} {why}. Straddeln darf in dieser Hand nur {may} ({seat_name(left)}), der "
                         "Spieler direkt links vom Big Blind (C11).", key="straddle_wrong_player")
    if refusal == "short":
        raise TableError(f"{name} hat {stack} Chips; der Straddle kostet {amount}"
                         + (f" und die Ante {blinds.ante}" if need > amount else "")
                         + f". Erlaubt ist ein Straddle nur, wenn der Stack ihn ganz deckt: mindestens {need} Chips "
                         "(C11).", key="straddle_short")


def _first_to_act(first_preflop: int, left: list[int], posts: list[Post], absent: tuple[int, ...]) -> int | None:
    """Who acts first before the flop as the hand will play it: the first player from
    ``first_preflop`` on with chips left and at the table; None when nobody has a decision to make
    (everyone all-in, or one player left with chips who has put in at least as much as every
    other, W9). The same reckoning as the engine's first betting round."""
    n = len(left)
    bets = [0] * n
    for post in posts:
        if post.kind in ("small_blind", "big_blind", "straddle"):  # antes and dead money are no bets
            bets[post.player] += post.amount
    pending = [p for p in ((first_preflop + k) % n for k in range(n)) if left[p] > 0 and p not in absent]
    if not pending:
        return None
    if len(pending) == 1:
        q = pending[0]
        if all(bets[p] <= bets[q] for p in range(n) if p != q and p not in absent):
            return None
    return pending[0]


def setup_hand(seating: Seating, plan: HandPlan, events: list[Event],
               straddle: int | None = None) -> tuple[HandSetup, tuple[Player | None, ...]]:
    """The hand set-up of ``plan`` and the seats after it (debts paid, new players in).

    ``straddle``: the seat of the player who straddles (checked by :func:`check_straddle`, C11);
    he posts twice the big blind after the blinds, and the player left of him acts first preflop."""
    seats = list(seating.seats)
    blinds = seating.blinds
    for seat in plan.missed_big:
        p = seats[seat]
        assert p is not None
        if not p.new:
            seats[seat] = replace(p, missed_big=True)
            events.append(
                Event("B8", None, "missed_big", seat, values={"name": p.name})
            )
    for seat in plan.missed_small:
        p = seats[seat]
        assert p is not None
        if not p.new and p.away:
            seats[seat] = replace(p, missed_small=True)
            events.append(
                Event("B9", None, "missed_small", seat, values={"name": p.name})
            )
    dealt = plan.dealt
    index = {seat: i for i, seat in enumerate(dealt)}
    names = tuple(seats[s].name for s in dealt)  # type: ignore[union-attr]
    stacks = tuple(seats[s].stack for s in dealt)  # type: ignore[union-attr]
    left = list(stacks)
    posts: list[Post] = []

    def post(seat: int, amount: int, kind: str, rule: str | None = None) -> int:
        # ``rule``: why the engine's post event must cite B8/B9/B10 instead of B1/H1 (None)
        i = index[seat]
        paid = min(amount, left[i])
        if paid > 0:
            left[i] -= paid
            posts.append(Post(i, paid, kind, rule))
        return paid

    # button index: the player on the button seat, or the nearest one to the right of it
    n_seats = len(seats)
    button_player = next(
        index[(plan.button_seat - k) % n_seats]
        for k in range(n_seats)
        if (plan.button_seat - k) % n_seats in index
    )
    dead_button = plan.button_seat not in index
    if plan.heads_up:  # the heads-up small blind squares any debt of his
        p_sb = seats[plan.sb_seat]
        assert p_sb is not None
        seats[plan.sb_seat] = replace(p_sb, new=False, post_now=False, missed_big=False, missed_small=False,
                                      waits=False)
        events.append(
            Event("H1", None, "blinds", values={"case": "heads_up", "button": names[index[plan.button_seat]],
                                                "big_blind": names[index[plan.bb_seat]]})
        )
    elif dead_button:
        events.append(
            Event("D6", None, "dead_button", plan.button_seat,
                  values={"seat": plan.button_seat, "last": names[button_player]})
        )
    else:
        events.append(
            Event("D3", None, "button", plan.button_seat,
                  values={"seat": plan.button_seat, "name": names[button_player]})
        )
    # Antes first, as start_hand posts them: a stack too short for ante and blind pays the ante
    # first (C8), and the same stacks give the same hand at a table and without one.
    ante = table_ante(blinds)  # who pays it: the same answer as start_hand's (holdem.hand.forced)
    paid_antes = [post(dealt[owed.player], owed.amount, "ante") for owed in ante.posts(len(dealt), index[plan.bb_seat])]
    if ante.big_blind_ante:
        paid = paid_antes[0]
        events.append(Event("C8", None, "ante", plan.bb_seat, paid, values={
            "sentence": "table_ante", "name": names[index[plan.bb_seat]], "paid": paid, "ante": ante.amount,
            "big_blind_ante": True}))
    elif ante.amount:
        events.append(
            Event("B3", None, "ante", None, ante.amount, values={"sentence": "table_ante", "ante": ante.amount})
        )
    if plan.moved_on:
        events.append(
            Event("B9", None, "blinds_move_on", plan.sb_seat, values={
                "small_blind": names[index[plan.sb_seat]], "big_blind": names[index[plan.bb_seat]]})
        )
    if plan.sb_live:
        sb_rule = "H1" if plan.heads_up else "B9" if plan.moved_on else None
        paid = post(plan.sb_seat, blinds.small, "small_blind", sb_rule)
        events.append(
            Event(sb_rule or "B1", None, "post", plan.sb_seat, paid, values={
                "sentence": "table_post", "form": "small_blind", "name": names[index[plan.sb_seat]], "paid": paid})
        )
    else:
        events.append(
            Event("B9", None, "dead_small_blind", plan.sb_seat)
        )
    p_bb = seats[plan.bb_seat]
    assert p_bb is not None
    bb_rule = (
        "B10" if p_bb.new else "C7" if p_bb.waits else "B8" if p_bb.owes else "H1" if plan.heads_up
        else "B9" if plan.moved_on else "B1"
    )
    paid = post(plan.bb_seat, blinds.big, "big_blind", None if bb_rule == "B1" else bb_rule)
    events.append(
        Event(bb_rule, None, "post", plan.bb_seat, paid, values={
            "sentence": "table_post", "form": "big_blind", "name": p_bb.name, "paid": paid})
    )
    seats[plan.bb_seat] = replace(p_bb, new=False, post_now=False, missed_big=False, missed_small=False,
                                  waits=False)
    # players coming in off the big-blind seat, clockwise from the big blind
    for seat in sorted(plan.extra_posters, key=lambda s: (s - plan.bb_seat) % n_seats):
        p = seats[seat]
        assert p is not None
        if p.new:
            paid = post(seat, blinds.big, "big_blind", "B10")
            events.append(
                Event("B10", None, "post", seat, paid, values={
                    "sentence": "table_post", "form": "new", "name": p.name, "paid": paid})
            )
        elif p.missed_big:
            paid = post(seat, blinds.big, "big_blind", "B8")
            dead = post(seat, blinds.small, "dead", "B8")
            events.append(
                Event("B8", None, "post", seat, paid + dead, values={
                    "sentence": "table_post", "form": "missed_both", "name": p.name, "paid": paid, "dead": dead})
            )
        else:
            dead = post(seat, blinds.small, "dead", "B9")
            events.append(
                Event("B9", None, "post", seat, dead, values={
                    "sentence": "table_post", "form": "missed_small", "name": p.name, "paid": dead})
            )
        seats[seat] = replace(p, new=False, post_now=False, missed_big=False, missed_small=False)
    # W3/W4 in terms of the dealt-in players
    n = len(dealt)
    bb_index = index[plan.bb_seat]
    first_preflop = button_player if plan.heads_up else (bb_index + 1) % n
    first_postflop = (button_player + 1) % n
    act_rule = "H2" if plan.heads_up else "W3"  # heads-up the button acts first preflop (H2)
    straddler = None
    if straddle is not None:  # C11: a live blind raise of twice the big blind, after the blinds
        straddler, act_rule = index[straddle], "C11"
        paid = post(straddle, straddle_amount(blinds.big), "straddle", "C11")  # the whole straddle: check_straddle
        first_preflop = (straddler + 1) % n
        events.append(Event("C11", None, "post", straddle, paid, values={
            "sentence": "table_post", "form": "straddle", "name": names[straddler], "paid": paid}))
    absent = tuple(i for i, seat in enumerate(dealt) if seats[seat].absent)  # type: ignore[union-attr]
    if len(absent) == n:
        raise TableError(f"Keiner der {n} Spieler dieser Hand ist am Platz ({german_list(names)}): so wird keine "
                         "Hand gegeben. Erlaubt: erst muss mindestens einer zurückkommen (C16).",
                         key="everyone_absent")
    for i in absent:  # C16: dealt in and blinded off, the hand dead before the first action
        events.append(Event("C16", None, "sit_out", dealt[i], values={"case": "absent_dealt", "name": names[i]}))
    for i, seat in enumerate(dealt):  # C12: chips added since the last hand play from now on
        p = seats[seat]
        assert p is not None
        if p.added:
            events.append(Event("C12", None, "rebuy", seat, stacks[i], values={
                "case": "in_play", "name": p.name, "stack": stacks[i], "chips": p.added}))
            seats[seat] = replace(p, added=0)
    first = _first_to_act(first_preflop, left, posts, absent)
    if first is not None:  # W3/C11/H2: the first who really acts; an all-in player is passed over
        said: ToActValues = {"case": "table", "name": names[first]}
        if first != first_preflop:
            said["skipped_all_in"] = True
        events.append(Event(act_rule, None, "to_act", dealt[first], values=said))
    elif len(absent) < n - 1:  # nobody has a decision to make: no betting before the flop (A1)
        events.append(Event("A1", None, "run_out", values={"street": "Preflop"}))
    if seating.carry:
        events.append(Event("P2", None, "carry", None, seating.carry,
                            values={"chips": seating.carry, "from_last_hand": True}))
    return HandSetup(
        hand_number=seating.hand_number + 1,
        seats=dealt,
        names=names,
        stacks=stacks,
        button=button_player,
        posts=tuple(posts),
        small_blind=index[plan.sb_seat] if plan.sb_live else None,
        big_blind=bb_index,
        first_preflop=first_preflop,
        first_postflop=first_postflop,
        button_seat=plan.button_seat,
        dead_button=dead_button,
        events=tuple(events),
        blinds=seating.blinds,
        kind=seating.kind,
        carried_in=seating.carry,
        absent=absent,
        straddle=straddler,
        players_left=sum(1 for p in seats if p is not None and not p.busted),
    ), tuple(seats)
