"""The betting rounds of a hand, as steps on its working copy (:class:`~holdem.hand.work.HandWork`):
who acts first (W3, W4, H2), each decision (W1, W2, W8, B4–B6, L1–L8, A1), when the betting is
closed or reopened (W6, W9, L8, C6) and the end of a round (W5, A1, A7).

What is *allowed* is decided in :mod:`holdem.betting`, on the same read-only view of the copy;
here the allowed action is carried out. The end of the hand follows in :mod:`holdem.hand.ending`.

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from holdem.betting import (
    ActionKind,
    RaiseRecord,
    legal_actions,
    raise_range,
    reopen_threshold,
    round_closed_for,
    variant_raise_increment,
)
from holdem.events import new_event
from holdem.hand.ending import expose_for_all_in, fold_win, try_showdown
from holdem.hand.steps import Street
from holdem.hand.work import HandWork
from holdem.narration.values import BetOrRaiseValues, RoundEndValues, ShortBigBlindValues
from holdem.rules import MinRaise, Structure

__all__ = ["act", "begin_round", "end_round"]

_STREETS = tuple(Street)  # by index: Street(i) goes through the enum's Python-level lookup
_RULE_OF_STRUCTURE = {Structure.NO_LIMIT: "L1", Structure.POT_LIMIT: "L2", Structure.FIXED_LIMIT: "L3",
                      Structure.SPREAD_LIMIT: "L5"}

# Enum members bound once (why: see "Enum members bound once" in holdem.betting).
_KIND_FOLD, _KIND_CHECK, _KIND_CALL, _KIND_BET = ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET
_NO_LIMIT, _FIXED_LIMIT, _SPREAD_LIMIT = Structure.NO_LIMIT, Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT
_RAISE_BY_SMALL_BLIND, _PREFLOP = MinRaise.SMALL_BLIND, Street.PREFLOP



def begin_round(work: HandWork) -> None:
    setup = work.setup
    n = setup.n
    r = work.street.index
    work.acted = [None] * n
    # C11: preflop a raise over a straddle is at least one straddle more.
    work.raise_size = setup.straddle if r == 0 else 0
    work.aggressor = None
    work.capped = False
    work.last_raise = None
    posted = max(work.bets)
    # C6: a big blind all-in for less still has the others call the full big blind.
    work.current_bet = max(posted, setup.blind_level) if r == 0 and posted > 0 else posted
    work.full_level = work.current_bet
    work.raise_count = 1 if (r == 0 and work.current_bet > 0) else 0
    order = setup.preflop_order if r == 0 else setup.postflop_order
    folded = work.folded
    all_in = work.all_in
    pending = [p for p in order if p not in folded and p not in all_in]
    if r == 0 and work.current_bet > posted:
        # C6 names the big blinds that are short, each with the own post: not the largest post,
        # which may be a small blind's, nor other players all-in for as much.
        short = sorted({x.player for x in setup.posts
                        if x.kind == "big_blind" and work.bets[x.player] < work.current_bet})
        own = [work.bets[p] for p in short]
        said: ShortBigBlindValues = {"sentence": "short_big_blind", "short": tuple(work.name(p) for p in short),
                                     "posted": max(own, default=posted), "full": work.current_bet}
        if len(short) > 1:
            said["each"] = tuple(own)
        work.events.append(new_event("C6", "info", values=said))
    if not pending or (len(pending) == 1 and nothing_to_decide(work, pending)):
        work.pending = []
        if len(all_in - folded):
            work.events.append(new_event("A1", "run_out", values={"street": work.street.german}))
        end_round(work)
        return
    work.pending = pending
    first = pending[0]
    rule = "H2" if n == 2 else ("C11" if setup.straddle else "W3") if r == 0 else "W4"
    work.events.append(new_event(rule, "to_act", first, values={
        "name": work.name(first), "preflop": r == 0,
        "skipped_all_in": r == 0 and first != setup.positions.first_preflop}))


def act(work: HandWork, p: int, kind: ActionKind, to: int) -> None:
    setup = work.setup
    rules = setup.rules
    name = work.name(p)
    before = work.bets[p]
    current = work.current_bet
    preflop = work.street is _PREFLOP
    events = work.events
    if kind is _KIND_FOLD:
        work.folded = work.folded | {p}
        work.pending.pop(0)
        work.acted[p] = current
        put = work.contributed[p]
        if put:
            events.append(new_event("W8", "fold", p, values={"name": name, "in_pot": put}))
        else:
            events.append(new_event("W1", "fold", p, values={"name": name}))
    elif kind is _KIND_CHECK:
        work.pending.pop(0)
        work.acted[p] = current
        if preflop and p == setup.option_player and current > 0:
            events.append(new_event("C11" if setup.straddle else "B5", "check", p, values={"name": name}))
        else:
            events.append(new_event("W2", "check", p, values={"name": name}))
    elif kind is _KIND_CALL:
        pay = to - before
        work.pay(p, pay, to)
        work.pending.pop(0)
        work.acted[p] = current
        all_in = work.stacks[p] == 0
        if (preflop and p == setup.positions.small_blind and before > 0 and to == current == rules.big_blind
                and work.raise_size == 0):
            form, rule = "complete", "B6"
        elif preflop and before > 0 and p in (setup.positions.small_blind, setup.positions.big_blind,
                                              setup.option_player):
            form, rule = "blind_counts", "C11" if p == setup.option_player and setup.straddle else "B4"
        else:
            form, rule = "plain", "W1"
        if all_in:
            rule = "A1" if rule == "W1" else rule
        events.append(new_event(rule, "all_in" if all_in else "call", p, pay, values={
            "sentence": "call", "name": name, "form": form, "paid": pay, "to": to, "all_in": all_in,
            "short": to < current}))
    else:
        bet_or_raise(work, p, kind, to)
    remaining = setup.n - len(work.folded)
    if remaining == 1:
        fold_win(work)
    elif not work.pending:
        end_round(work)
    elif len(work.pending) == 1 and nothing_to_decide(work):
        q = work.pending[0]
        work.events.append(new_event("W9", "info", q, values={"sentence": "nothing_to_decide",
                                                               "name": work.name(q)}))
        end_round(work)
    else:
        announce_next(work)


def nothing_to_decide(work: HandWork, pending: list[int] | None = None) -> bool:
    """W9: the only player left to act faces opponents who are all all-in and owes nothing.

    He could only check (raising is pointless, W9), which changes nothing: the round is over,
    as in pokerkit. (At the start of a round begin_round() skips the same case.)"""
    pending = work.pending if pending is None else pending
    if len(pending) != 1:
        return False
    q = pending[0]
    others = [p for p in range(work.setup.n) if p != q and p not in work.folded]
    return all(p in work.all_in and work.bets[p] <= work.bets[q] for p in others)


def bet_or_raise(work: HandWork, p: int, kind: ActionKind, to: int) -> None:
    setup = work.setup
    rules = setup.rules
    structure = rules.structure
    name = work.name(p)
    current = work.current_bet
    increment = to - current
    r = work.street.index
    # B5: the big blind raises when the action comes back to him unraised (his option).
    option = (r == 0 and p == setup.option_player and work.acted[p] is None
              and work.bets[p] == current and current > 0)
    # A full bet/raise counts towards the cap (L4) and reopens the betting (L8).
    measured = increment
    if structure is _FIXED_LIMIT:
        needed = rules.limit_for_round(r)
        measured = to - work.full_level  # from the last full bet: short all-ins in between add up
    elif kind is _KIND_BET:
        needed = rules.opening_bet
    elif rules.min_raise is _RAISE_BY_SMALL_BLIND:
        needed = variant_raise_increment(rules, r, setup.straddle)
    else:
        needed = max(work.raise_size, rules.big_blind)
        if structure is _SPREAD_LIMIT:
            needed = min(needed, rules.limit_for_round(r))
    going_all_in = to - work.bets[p] == work.stacks[p]
    half_counts = False
    full = measured >= needed
    if not full and going_all_in and structure.is_limit and 2 * measured >= needed:
        full = half_counts = True  # L8: in limit an all-in of at least half a bet is a full one
    # Full on its own, not only together with short all-ins before it (L8).
    own = increment >= needed or (going_all_in and structure.is_limit and 2 * increment >= needed)
    # Players who acted already and for whom the round is closed now: does this all-in reopen it
    # (L8)? Asked only of an all-in: the sentence of any other bet or raise does not need it.
    if going_all_in:
        acted = work.acted
        closed_before = [q for q in range(setup.n) if q != p and acted[q] is not None and q not in work.folded
                         and q not in work.all_in and round_closed_for(work, q)]
    else:
        closed_before = []
    full_before = work.full_level
    if full:
        work.raise_count += 1
        work.full_level = to
    work.raise_size = max(work.raise_size, increment)
    work.pay(p, to - work.bets[p], to)
    work.current_bet = to
    work.aggressor = p
    work.acted[p] = to
    work.last_raise = RaiseRecord(p, current, to, own, work.last_raise)
    reopened = [q for q in closed_before
                if not round_closed_for(work, q) and full_raise_since(work, work.acted[q] or 0)]
    n = setup.n
    folded = work.folded
    all_in = work.all_in
    work.pending = [q for q in (*range(p + 1, n), *range(p)) if q not in folded and q not in all_in]  # clockwise from p
    went_all_in = work.stacks[p] == 0
    rule = _RULE_OF_STRUCTURE[structure]
    if kind is _KIND_BET:
        if structure is _NO_LIMIT:
            rule = "W10"
    elif option:
        rule = "C11" if setup.straddle else "B5"
    values: BetOrRaiseValues = {
        "sentence": "bet_or_raise", "name": name, "action": kind.value, "option": option, "to": to,
        "increment": increment, "structure_rule": rule, "needed": needed, "measured": measured}
    if went_all_in:
        if half_counts and own:
            rule, values["all_in_form"] = "L8", "half"
        elif full and own:
            values["all_in_form"] = "full"
        elif reopened or full:
            rule = "L8"
            add_combined_all_in(values, work, p, reopened, full_before)
        else:
            rule, values["all_in_form"] = "L8", "short"
    cap = rules.raise_cap
    if structure.is_limit and cap is not None and full:
        if work.raise_count == 1 + cap and (setup.n - len(folded) > 2 or rules.heads_up_uncapped is False):
            work.capped = True  # L6: capped with three or more players (or in a tournament) it stays capped
            values["cap"], values["raise_cap"] = "capped", cap
        elif work.raise_count > 1 + cap:
            values["cap"] = "no_cap"
            rule = "L6"
    elif not structure.is_limit and work.raise_count == 5 and full:
        values["cap"] = "unlimited"
    work.events.append(new_event(rule, "all_in" if went_all_in else kind.value, p, to, values=values))


def short_all_ins_since(work: HandWork, level: int) -> list[int]:
    """Players whose bet or raise since ``level`` was short of a full one on its own (L8)."""
    since = work.last_raise.since(level) if work.last_raise is not None else []
    return [r.player for r in since if not r.own]


def add_combined_all_in(values: BetOrRaiseValues, work: HandWork, p: int, reopened: list[int],
                        full_before: int) -> None:
    """A short all-in that, together with short all-ins before it, makes a full raise (L8): who
    made the others and for whom the round opens again, added to the sentence's ``values``."""
    since = min((work.acted[q] or 0 for q in reopened), default=full_before)
    values["all_in_form"] = "combined"
    values["others"] = tuple(work.name(q) for q in short_all_ins_since(work, since) if q != p)
    values["limit"] = work.setup.rules.structure.is_limit
    values["reopened"] = tuple(work.name(q) for q in reopened)


def full_raise_since(work: HandWork, level: int) -> bool:
    """No limit, pot limit: the bet has grown by at least a full raise since ``level`` (L8)."""
    rules = work.setup.rules
    if rules.structure.is_limit:
        return True  # limit counts from the last full bet (full_level), see round_closed_for
    round_index = 0 if work.street is _PREFLOP else 1
    return work.current_bet - level >= reopen_threshold(rules, round_index, work.raise_size, level,
                                                         straddle=work.setup.straddle)


def announce_next(work: HandWork) -> None:
    """Special notes for the next player: big blind option (B5), closed round (W6/L8), W9."""
    setup = work.setup
    nxt = work.pending[0]
    if (work.street is _PREFLOP and nxt == setup.option_player and work.acted[nxt] is None
            and work.current_bet == work.bets[nxt] and work.current_bet > 0):
        work.events.append(new_event("C11" if setup.straddle else "B5", "to_act", nxt,
                                     values={"name": work.name(nxt), "case": "option"}))
        return
    if work.acted[nxt] is None and not work.all_in:
        return
    known = raise_range(work, nxt)
    work.keep_legal(legal_actions(work, known))  # the next state's, from the same range
    key = known[3]
    level = work.acted[nxt]
    if not key and level is not None and work.last_raise is not None:
        since = work.last_raise.since(level)
        # Reopened only by short all-ins together (and really by a full raise's worth).
        if since and not any(r.own for r in since) and full_raise_since(work, level):
            work.events.append(new_event("L8", "to_act", nxt, values={
                "name": work.name(nxt), "case": "reopened", "shorts": tuple(work.name(r.player) for r in since)}))
    if not key:
        return
    if key == "round_closed":
        work.events.append(new_event("L8", "to_act", nxt, values={"name": work.name(nxt), "case": "closed"}))
    elif key == "opponents_all_in":
        work.events.append(new_event("W9", "to_act", nxt, values={"name": work.name(nxt),
                                                                    "case": "opponents_all_in"}))


def end_round(work: HandWork) -> None:
    bet_made = work.current_bet > 0  # before A7 takes an uncalled bet back: the round's true reason (W5)
    work.return_uncalled()
    collected = sum(work.bets)
    r = work.street.index
    had_betting = work.acted.count(None) < len(work.acted)  # someone acted in this round
    if had_betting:
        in_hand = [p for p in range(work.setup.n) if p not in work.folded]
        values: RoundEndValues = {"street": work.street.german, "collected": collected,
                                  "someone_all_in": any(p in work.all_in for p in in_hand)}
        if bet_made and not collected:  # a bet nobody called went back: nobody checked it through
            values["uncalled"] = True
        work.events.append(new_event("W5", "round_end", amount=collected, values=values))
    work.bets = [0] * work.setup.n
    work.current_bet = 0
    work.pending = []
    work.acted = [None] * work.setup.n
    if r < 3:
        expose_for_all_in(work)
    if r == 3:
        work.street = Street.SHOWDOWN
        try_showdown(work)
        return
    work.street = _STREETS[r + 1]
    if work.setup.manual:
        work.awaiting_deal = True
        return
    work.deal_board()
    begin_round(work)
