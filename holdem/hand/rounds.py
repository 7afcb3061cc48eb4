"""The betting rounds of a hand, as steps on its working copy (:class:`~holdem.hand.work.HandWork`):
who acts first (W3, W4, H2), each decision (W1, W2, W8, B4–B6, L1–L8, A1), when the betting is
closed or reopened (W6, W9, L8, C6) and the end of a round (W5, A1, A7).

What is *allowed* is decided in :mod:`holdem.betting`, on the same read-only view of the copy;
here the allowed action is carried out. The end of the hand follows in :mod:`holdem.hand.ending`.

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from holdem.betting import ActionKind, RaiseRecord, raise_option, reopen_threshold, round_closed_for
from holdem.events import Event
from holdem.german import chips, german_list
from holdem.hand.ending import expose_for_all_in, fold_win, try_showdown
from holdem.hand.steps import Street
from holdem.hand.work import HandWork
from holdem.rules import MinRaise, Structure

__all__ = ["act", "begin_round", "end_round"]

_STREETS = tuple(Street)  # by index: Street(i) goes through the enum's Python-level lookup
_RULE_OF_STRUCTURE = {Structure.NO_LIMIT: "L1", Structure.POT_LIMIT: "L2", Structure.FIXED_LIMIT: "L3",
                      Structure.SPREAD_LIMIT: "L5"}


def begin_round(work: HandWork) -> None:
    setup = work.setup
    n = setup.n
    r = work.street.index
    work.acted = [None] * n
    work.raise_size = 0
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
        short = [p for p in range(n) if work.bets[p] == posted and p in all_in]
        who = german_list([work.name(p) for p in short]) or "Der Big Blind"
        work.events.append(Event("C6", f"{who} ist mit dem Big Blind all-in, aber nur mit {chips(posted)}: "
                                       f"wer mitspielen will, zahlt trotzdem den vollen Big Blind "
                                       f"({work.current_bet}); eine Erhöhung geht um mindestens einen vollen "
                                       "Big Blind darüber (C6).", "info"))
    if not pending or (len(pending) == 1 and nothing_to_decide(work, pending)):
        work.pending = []
        if len(all_in - folded):
            work.events.append(Event("A1", f"Keine Wettrunde {'vor dem Flop' if r == 0 else 'auf dem ' + work.street.german}: "
                                           "höchstens ein Spieler hat noch Chips, die anderen sind all-in und "
                                           "treffen keine Entscheidungen mehr (A1).", "run_out"))
        end_round(work)
        return
    work.pending = pending
    first = pending[0]
    name = work.name(first)
    pos = setup.positions
    if r == 0:
        if n == 2:
            text = f"{name} ist zuerst am Zug: heads-up beginnt vor dem Flop der Button (H2)."
            rule = "H2"
        else:
            text = f"{name} ist zuerst am Zug: links vom Big Blind beginnt die erste Wettrunde (W3)."
            rule = "W3"
        if first != pos.first_preflop:
            text = text[:-1] + f"; wer davor sitzt, ist all-in ({rule})."
    else:
        if n == 2:
            text = f"{name} ist zuerst am Zug: heads-up handelt nach dem Flop der Big Blind zuerst (H2)."
            rule = "H2"
        else:
            text = f"{name} ist zuerst am Zug: der erste aktive Spieler links vom Button beginnt (W4)."
            rule = "W4"
    work.events.append(Event(rule, text, "to_act", first))


def act(work: HandWork, p: int, kind: ActionKind, to: int) -> None:
    setup = work.setup
    rules = setup.rules
    name = work.name(p)
    before = work.bets[p]
    current = work.current_bet
    preflop = work.street is Street.PREFLOP
    events = work.events
    if kind is ActionKind.FOLD:
        work.folded = work.folded | {p}
        work.pending.pop(0)
        work.acted[p] = current
        put = work.contributed[p]
        if put:
            events.append(Event("W8", None, "fold", p, values={"name": name, "in_pot": put}))
        else:
            events.append(Event("W1", None, "fold", p, values={"name": name}))
    elif kind is ActionKind.CHECK:
        work.pending.pop(0)
        work.acted[p] = current
        if preflop and p == setup.positions.big_blind and current > 0:
            events.append(Event("B5", None, "check", p, values={"name": name}))
        else:
            events.append(Event("W2", None, "check", p, values={"name": name}))
    elif kind is ActionKind.CALL:
        pay = to - before
        work.pay(p, pay, to)
        work.pending.pop(0)
        work.acted[p] = current
        all_in = work.stacks[p] == 0
        if (preflop and p == setup.positions.small_blind and before > 0 and to == current == rules.big_blind
                and work.raise_size == 0):
            text = (f"{name} ergänzt den eigenen Small Blind um {chips(pay)} auf den Big Blind "
                    f"von {chips(to)} (B6).")
            rule = "B6"
        elif preflop and before > 0 and p in (setup.positions.small_blind, setup.positions.big_blind):
            text = (f"{name} geht mit: der eigene Blind zählt mit, {name} zahlt nur noch {chips(pay)} "
                    f"auf {to} (B4).")
            rule = "B4"
        else:
            text = f"{name} geht mit und zahlt {chips(pay)} (W1)."
            rule = "W1"
        if all_in:
            short = "weniger als der volle Einsatz, " if to < current else ""
            text = text[:-1] + f"; damit ist {name} all-in ({short}A1)."
            rule = "A1" if rule == "W1" else rule
        events.append(Event(rule, text, "all_in" if all_in else "call", p, pay))
    else:
        bet_or_raise(work, p, kind, to)
    remaining = setup.n - len(work.folded)
    if remaining == 1:
        fold_win(work)
    elif not work.pending:
        end_round(work)
    elif nothing_to_decide(work):
        q = work.pending[0]
        who = work.name(q)
        work.events.append(Event("W9", f"Alle Gegner von {who} sind all-in und {who} hat schon mindestens "
                                       "so viel gesetzt wie jeder von ihnen: es gibt nichts mehr zu "
                                       "entscheiden, die Wettrunde ist vorbei (W9).", "info", q))
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
    option = (r == 0 and p == setup.positions.big_blind and work.acted[p] is None
              and work.bets[p] == current and current > 0)
    # A full bet/raise counts towards the cap (L4) and reopens the betting (L8).
    measured = increment
    if structure is Structure.FIXED_LIMIT:
        needed = rules.limit_for_round(r)
        measured = to - work.full_level  # from the last full bet: short all-ins in between add up
    elif kind is ActionKind.BET:
        needed = rules.opening_bet
    elif rules.min_raise is MinRaise.SMALL_BLIND:
        needed = rules.small_blind
    else:
        needed = max(work.raise_size, rules.big_blind)
        if structure is Structure.SPREAD_LIMIT:
            needed = min(needed, rules.limit_for_round(r))
    going_all_in = to - work.bets[p] == work.stacks[p]
    half_counts = False
    full = measured >= needed
    if not full and going_all_in and structure.is_limit and 2 * measured >= needed:
        full = half_counts = True  # L8: in limit an all-in of at least half a bet is a full one
    # Full on its own, not only together with short all-ins before it (L8).
    own = increment >= needed or (going_all_in and structure.is_limit and 2 * increment >= needed)
    # Players who acted already and for whom the round is closed now: does this step reopen it?
    acted_before = [q for q in range(setup.n) if q != p and work.acted[q] is not None
                    and q not in work.folded and q not in work.all_in]
    closed_before = [q for q in acted_before if round_closed_for(work, q)]
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
    if kind is ActionKind.BET:
        if structure is Structure.NO_LIMIT:
            rule = "W10"
        text = f"{name} setzt {chips(to)} ({rule})."
    else:
        if option:
            rule = "B5"
            text = f"{name} nutzt die Option des Big Blinds und erhöht auf {to} (B5)."
        else:
            text = f"{name} erhöht um {increment} auf {to} ({rule})."
    if went_all_in:
        if half_counts and own:
            rule = "L8"
            if kind is ActionKind.BET:
                text = (f"{name} geht all-in und setzt {to}: weniger als ein voller Einsatz ({needed}), "
                        "aber mindestens die Hälfte davon. Im Limit zählt das als voller Einsatz: wer schon "
                        "gehandelt hat, darf wieder erhöhen, und der Einsatz zählt für den Cap (L8).")
            else:
                text = (f"{name} geht all-in und erhöht um {measured} auf {to}: weniger als eine volle "
                        f"Erhöhung ({needed}), aber mindestens die Hälfte davon. Im Limit zählt das als volle "
                        "Erhöhung: wer schon gehandelt hat, darf wieder erhöhen, und sie zählt für den Cap "
                        "(L8).")
        elif full and own:
            text = text[:-1] + f"; damit ist {name} all-in (A1)."
        elif reopened or full:
            rule = "L8"
            text = combined_all_in_text(work, p, to, reopened, full_before, measured, needed)
        else:
            rule = "L8"
            text = (f"{name} geht all-in mit {to}: weniger als eine volle "
                    f"{'Erhöhung' if kind is ActionKind.RAISE else 'Einsatzhöhe'}. Das allein öffnet die "
                    "Runde nicht wieder: wer schon gehandelt hat, darf nur mitgehen oder aussteigen – "
                    "es sei denn, weitere kurze All-ins ergeben zusammen eine volle Erhöhung (L8).")
    cap = rules.raise_cap
    if structure.is_limit and cap is not None and full:
        if work.raise_count == 1 + cap and setup.n - len(folded) > 2:
            work.capped = True  # L6: a round capped with three or more players stays capped
            text += f" Damit ist die Runde gekappt: ein Einsatz und {cap} Erhöhungen (L4)."
        elif work.raise_count > 1 + cap:
            text += " Nur noch zwei Spieler sind in der Hand: für sie gilt kein Cap (L6)."
            rule = "L6"
    elif not structure.is_limit and work.raise_count == 5 and full:
        text += " Im No Limit und Pot Limit ist die Zahl der Erhöhungen nicht begrenzt (L7)."
    work.events.append(Event(rule, text, "all_in" if went_all_in else kind.value, p, to))


def short_all_ins_since(work: HandWork, level: int) -> list[int]:
    """Players whose bet or raise since ``level`` was short of a full one on its own (L8)."""
    since = work.last_raise.since(level) if work.last_raise is not None else []
    return [r.player for r in since if not r.own]


def combined_all_in_text(work: HandWork, p: int, to: int, reopened: list[int], full_before: int,
                          measured: int, needed: int) -> str:
    """A short all-in that, together with short all-ins before it, makes a full raise (L8)."""
    since = min((work.acted[q] or 0 for q in reopened), default=full_before)
    others = [work.name(q) for q in short_all_ins_since(work, since) if q != p]
    together = (f"zusammen mit {'dem All-in' if len(others) == 1 else 'den All-ins'} von {german_list(others)}"
                if others else "zusammen mit den kurzen All-ins davor")
    text = f"{work.name(p)} geht all-in mit {to}: für sich allein weniger als eine volle Erhöhung, aber {together}"
    if work.setup.rules.structure.is_limit:
        half = f", mindestens die Hälfte von {needed}" if measured < needed else ""
        text += (f" sind es seit dem letzten vollen Einsatz {measured} Chips{half}. Im Limit zählt das als "
                 "volle Erhöhung, auch für den Cap")
    else:
        text += " ergibt es eine volle Erhöhung"
    if reopened:
        text += (f". Damit ist die Runde wieder offen für {german_list([work.name(q) for q in reopened])}: "
                 "wer schon gehandelt hat, darf wieder erhöhen")
    return text + " (L8)."


def full_raise_since(work: HandWork, level: int) -> bool:
    """No limit, pot limit: the bet has grown by at least a full raise since ``level`` (L8)."""
    rules = work.setup.rules
    if rules.structure.is_limit:
        return True  # limit counts from the last full bet (full_level), see round_closed_for
    round_index = 0 if work.street is Street.PREFLOP else 1
    return work.current_bet - level >= reopen_threshold(rules, round_index, work.raise_size, level)


def announce_next(work: HandWork) -> None:
    """Special notes for the next player: big blind option (B5), closed round (W6/L8), W9."""
    setup = work.setup
    nxt = work.pending[0]
    if (work.street is Street.PREFLOP and nxt == setup.positions.big_blind and work.acted[nxt] is None
            and work.current_bet == work.bets[nxt] and work.current_bet > 0):
        work.events.append(Event("B5", f"{work.name(nxt)} hat als Big Blind die Option: checken oder "
                                       "erhöhen (B5).", "to_act", nxt))
        return
    if work.acted[nxt] is None and not work.all_in:
        return
    option = raise_option(work, nxt)
    level = work.acted[nxt]
    if option.allowed and level is not None and work.last_raise is not None:
        since = work.last_raise.since(level)
        # Reopened only by short all-ins together (and really by a full raise's worth).
        if since and not any(r.own for r in since) and full_raise_since(work, level):
            who = work.name(nxt)
            shorts = german_list([work.name(r.player) for r in since])
            work.events.append(Event("L8", f"{who} ist wieder am Zug und darf wieder erhöhen: Die All-ins "
                                           f"von {shorts} waren jedes für sich zu klein, um die Runde wieder "
                                           "zu öffnen; zusammen zählen sie als volle Erhöhung (L8).",
                                     "to_act", nxt))
    if option.allowed:
        return
    if option.key == "round_closed":
        who = work.name(nxt)
        work.events.append(Event("L8", f"{who} ist wieder am Zug, aber seit der letzten Handlung von "
                                       f"{who} gab es keine volle Erhöhung: {who} darf nur mitgehen "
                                       "oder aussteigen, nicht erhöhen (W6, L8).", "to_act", nxt))
    elif option.key == "opponents_all_in":
        work.events.append(Event("W9", f"Alle Gegner von {work.name(nxt)} sind all-in (oder können nicht "
                                       f"mehr dagegenhalten): {work.name(nxt)} kann nur mitgehen oder "
                                       "aussteigen (W9).",
                                 "to_act", nxt))


def end_round(work: HandWork) -> None:
    work.return_uncalled()
    collected = sum(work.bets)
    r = work.street.index
    had_betting = work.acted.count(None) < len(work.acted)  # someone acted in this round
    if had_betting:
        in_hand = [p for p in range(work.setup.n) if p not in work.folded]
        work.events.append(Event("W5", None, "round_end", amount=collected, values={
            "street": work.street.german, "collected": collected,
            "someone_all_in": any(p in work.all_in for p in in_hand)}))
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
