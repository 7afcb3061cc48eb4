"""Who is dealt into the next hand and who posts what (D3, D6, B1, B7–B10, C7, H1): the plan
of a hand (``_plan``) and the :class:`~holdem.table_types.HandSetup` made from it (``_setup``).

Part of the table; import the public names from :mod:`holdem.table`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from holdem.events import Event
from holdem.hand import Post
from holdem.table_types import GameKind, HandSetup, MissedSmallBlind, Player, TableError, seat_name

if TYPE_CHECKING:  # pragma: no cover
    from holdem.table import Table


@dataclass(frozen=True)
class _Plan:
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


def _next_seats(table: Table, start: int) -> list[int]:
    n = len(table.seats)
    return [(start + i) % n for i in range(1, n + 1)]


def _plan(table: Table) -> _Plan:
    seats = table.seats
    tournament = table.kind is GameKind.TOURNAMENT
    missed_big: list[int] = []
    missed_small_seats: list[int] = []

    def counts(seat: int) -> bool:  # does the big blind "pass" this seat?
        p = seats[seat]
        return p is not None and not (tournament and p.busted)

    if table.last_blinds is None:  # first hand after the draw: blinds left of the button
        button = table.button
        assert button is not None
        live = [s for s in _next_seats(table, button) if _can_play(seats[s])]
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
        sb_live = True
    moved_on = False
    if table.last_blinds is not None:
        sb, last_bb = table.last_blinds[1], table.last_blinds[1]
        button = table.button  # already moved by after_hand (D6)
        assert button is not None
        bb = None
        for seat in _next_seats(table, last_bb):
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
        sb_live = _can_play(sb_player) and not sb_player.new and not sb_player.owes  # type: ignore[union-attr]
        if not sb_live and table.missed_small_blind is MissedSmallBlind.MOVE_ON:
            if seats[sb] is not None and counts(sb):
                missed_small_seats.append(sb)
            sb, sb_live = bb, True  # the player due for the big blind posts the small blind (B9)
            moved_on = True
            bb = None
            for seat in _next_seats(table, sb):
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
    # who else is dealt in
    zone = set()  # button seat up to (not incl.) the big blind: no entry there (B9, B10)
    for seat in [button] + _next_seats(table, button):
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
    return _Plan(
        button, sb, sb_live, bb, tuple(dealt), tuple(extra), tuple(missed_big), missed_small, heads_up,
        moved_on,
    )


def _setup(table: Table, plan: _Plan, events: list[Event]) -> HandSetup:
    seats = list(table.seats)
    blinds = table.blinds
    for seat in plan.missed_big:
        p = seats[seat]
        assert p is not None
        if not p.new:
            seats[seat] = replace(p, missed_big=True)
            events.append(
                Event(
                    "B8",
                    f"{p.name} setzt aus, während der Big Blind vorbeigeht: ML – {p.name} muss die "
                    f"verpassten Blinds nachzahlen, bevor es wieder Karten gibt (B8).",
                    "missed_big",
                    seat,
                )
            )
    for seat in plan.missed_small:
        p = seats[seat]
        assert p is not None
        if not p.new and p.away:
            seats[seat] = replace(p, missed_small=True)
            events.append(
                Event(
                    "B9",
                    f"{p.name} verpasst den Small Blind: MS – {p.name} kann erst wieder einsteigen, wenn "
                    f"der Button diesen Sitz passiert hat, und zahlt den Small Blind dann als Dead Money (B9).",
                    "missed_small",
                    seat,
                )
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
            Event(
                "H1",
                f"Heads-up: {names[index[plan.button_seat]]} hat den Button und setzt den Small "
                f"Blind, {names[index[plan.bb_seat]]} den Big Blind (H1).",
                "blinds",
            )
        )
    elif dead_button:
        events.append(
            Event(
                "D6",
                f"Der Button liegt auf {seat_name(plan.button_seat)}, wo niemand mitspielt "
                f"(toter Button); zuletzt handelt {names[button_player]} (D6).",
                "dead_button",
                plan.button_seat,
            )
        )
    else:
        events.append(
            Event(
                "D3",
                f"{names[button_player]} hat den Button ({seat_name(plan.button_seat)}) (D3).",
                "button",
                plan.button_seat,
            )
        )
    # Antes first, as start_hand posts them: a stack too short for ante and blind pays the ante
    # first (C8), and the same stacks give the same hand at a table and without one.
    if blinds.ante and blinds.big_blind_ante:
        paid = post(plan.bb_seat, blinds.ante, "ante")
        events.append(Event("C8", f"{names[index[plan.bb_seat]]} zahlt als Big Blind die Ante von {paid} für den "
                                  "ganzen Tisch, vor dem Big Blind (C8).", "ante", plan.bb_seat, paid))
    elif blinds.ante:
        for seat in dealt:
            post(seat, blinds.ante, "ante")
        events.append(
            Event("B3", f"Jeder Spieler setzt eine Ante von {blinds.ante} (B3).", "ante", None, blinds.ante)
        )
    if plan.moved_on:
        events.append(
            Event(
                "B9",
                f"Variante der Quelle 001: wer den Small Blind setzen müsste, bekommt in dieser Hand keine "
                f"Karten, und die Blinds rücken weiter – {names[index[plan.sb_seat]]} setzt den Small Blind "
                f"statt des Big Blinds, {names[index[plan.bb_seat]]} den Big Blind (B9).",
                "blinds_move_on",
                plan.sb_seat,
            )
        )
    if plan.sb_live:
        sb_rule = "H1" if plan.heads_up else "B9" if plan.moved_on else None
        paid = post(plan.sb_seat, blinds.small, "small_blind", sb_rule)
        events.append(
            Event(
                sb_rule or "B1",
                f"{names[index[plan.sb_seat]]} setzt den Small Blind ({paid}) ({sb_rule or 'B1'}).",
                "post",
                plan.sb_seat,
                paid,
            )
        )
    else:
        events.append(
            Event(
                "B9",
                "Der Small Blind ist in dieser Hand tot: wer den Small Blind setzen müsste, spielt nicht "
                "mit; "
                "der Big Blind rückt trotzdem nur einen Spieler weiter, damit niemand den Big Blind "
                "überspringt – die Dead-Button-Regel der Kartenräume (B9).",
                "dead_small_blind",
                plan.sb_seat,
            )
        )
    p_bb = seats[plan.bb_seat]
    assert p_bb is not None
    bb_rule = (
        "B10" if p_bb.new else "C7" if p_bb.waits else "B8" if p_bb.owes else "H1" if plan.heads_up
        else "B9" if plan.moved_on else "B1"
    )
    paid = post(plan.bb_seat, blinds.big, "big_blind", None if bb_rule == "B1" else bb_rule)
    events.append(
        Event(bb_rule, f"{p_bb.name} setzt den Big Blind ({paid}) ({bb_rule}).", "post", plan.bb_seat, paid)
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
                Event(
                    "B10",
                    f"{p.name} steigt neu ein und setzt einen Big Blind ({paid}), der live ist (B10).",
                    "post",
                    seat,
                    paid,
                )
            )
        elif p.missed_big:
            paid = post(seat, blinds.big, "big_blind", "B8")
            dead = post(seat, blinds.small, "dead", "B8")
            events.append(
                Event(
                    "B8",
                    f"{p.name} zahlt die verpassten Blinds nach: {paid} als Big Blind (live) und "
                    f"{dead} als Small Blind direkt in den Pot (dead) (B8).",
                    "post",
                    seat,
                    paid + dead,
                )
            )
        else:
            dead = post(seat, blinds.small, "dead", "B9")
            events.append(
                Event(
                    "B9",
                    f"{p.name} zahlt den verpassten Small Blind ({dead}) als Dead Money in den Pot (B9).",
                    "post",
                    seat,
                    dead,
                )
            )
        seats[seat] = replace(p, new=False, post_now=False, missed_big=False, missed_small=False)
    # W3/W4 in terms of the dealt-in players
    n = len(dealt)
    bb_index = index[plan.bb_seat]
    first_preflop = button_player if plan.heads_up else (bb_index + 1) % n
    first_postflop = (button_player + 1) % n
    act_rule = "H2" if plan.heads_up else "W3"  # heads-up the button acts first preflop (H2)
    events.append(
        Event(
            act_rule,
            f"Vor dem Flop beginnt {names[first_preflop]} ({act_rule}).",
            "to_act",
            dealt[first_preflop],
        )
    )
    new_table = replace(
        table,
        seats=tuple(seats),
        button=plan.button_seat,
        last_blinds=(plan.sb_seat, plan.bb_seat),
        hand_number=table.hand_number + 1,
        in_hand=dealt,
        events=tuple(events),
    )
    if table.carry:
        events.append(Event("P2", f"Aus der letzten Hand liegen noch {table.carry} Chip"
                                  f"{'' if table.carry == 1 else 's'} im Pot (P2, Variante)", "carry", None,
                            table.carry))
        new_table = replace(new_table, events=tuple(events))
    return HandSetup(
        hand_number=table.hand_number + 1,
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
        table=new_table,
        carried_in=table.carry,
    )
