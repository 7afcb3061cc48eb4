"""The end of a hand, as steps on its working copy (:class:`~holdem.hand.work.HandWork`): the
all-in showdown (C4), the showdown (S1–S6, C3), the pots and who wins them (A2–A7, P1–P3, C9, X1).

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from holdem.events import new_event
from holdem.german import default_names
from holdem.hand.steps import Street
from holdem.hand.work import HandWork
from holdem.narration.values import AwardValues, RakeValues
from holdem.pots import Award, RakeSplit, award_layout, layout_pots
from holdem.rules import ShowdownOrder
from holdem.showdown import run_showdown, showdown_order

__all__ = ["expose_for_all_in", "fold_win", "settle_pots", "try_showdown"]


def expose_for_all_in(work: HandWork) -> None:
    """C4: betting is over for the hand with a player all-in: every hand still in is turned
    face up before the remaining board cards are dealt. Tournament practice: only with the
    setting ``all_in_showdown`` (a cash game or a hand without a table: nobody shows early)."""
    if not work.setup.rules.all_in_showdown:
        return
    in_hand = [p for p in range(work.setup.n) if p not in work.folded]
    can_bet = [p for p in in_hand if p not in work.all_in]
    if work.exposed or len(in_hand) < 2 or len(can_bet) > 1 or not (work.all_in & set(in_hand)):
        return
    work.exposed = frozenset(in_hand)
    holes = work.holes
    hands = tuple((work.name(p), hole) for p in in_hand if (hole := holes[p]) is not None)
    work.events.append(new_event("C4", "expose", cards=tuple(c for _, hole in hands for c in hole),
                                 values={"hands": hands,
                                         "unknown": tuple(work.name(p) for p in in_hand if holes[p] is None)}))


def settle_pots(work: HandWork, strengths: dict[int, int]) -> Award:
    setup = work.setup
    rules = setup.rules
    out = work.folded | work.mucked
    contributed = work.contributed
    n = setup.n
    # Antes and dead money go into the main pot: they are not bets, never count for the side
    # pot levels and never come back as uncalled (A7 returns bets only, done at the end of
    # every round). So also what a player who gave up put in beyond every remaining player.
    # Antes on their own levels (A2), dead money and carried chips for everyone still in;
    # uncalled bets went back at the end of every round (A7), nothing goes back here.
    # The engine's own counts are right by construction: the pots skip the checks of their
    # public functions (build_pots, award_pots), which would only find them right again.
    layout = layout_pots(tuple(contributed), out, setup.dead, setup.antes, setup.carried_in, return_uncalled=False)
    award = award_layout(layout, strengths, button=setup.button, n_seats=n, odd_chip=rules.odd_chip,
                         rake=rules.rake, names=None if setup.names == default_names(n) else setup.names)
    work.result = award
    payouts = award.payouts
    work.final = tuple([s + payouts.get(p, 0) for p, s in enumerate(work.stacks)])
    work.street = Street.OVER
    work.pending = []
    return award


def fold_win(work: HandWork) -> None:
    work.return_uncalled()
    work.bets = [0] * work.setup.n
    work.current_bet = 0
    winner = next(p for p in range(work.setup.n) if p not in work.folded)
    award = settle_pots(work, {winner: 0})
    won = award.payouts.get(winner, 0)
    work.events.append(new_event("W7", "hand_end", winner, won, values={"name": work.name(winner), "won": won}))
    rake_event(work, award)


def rake_event(work: HandWork, award: Award) -> None:
    if award.rake:
        values: RakeValues = {"chips": award.rake}
        if len(award.awards) > 1:  # with side pots the sentence says which pot paid what, and why
            values["parts"] = tuple((pa.pot.name, pa.rake) for pa in award.awards if pa.rake)
            rake = work.setup.rules.rake
            values["main_first"] = rake is not None and rake.split is RakeSplit.MAIN_POT_FIRST
        work.events.append(new_event("X1", "rake", amount=award.rake, values=values))
    if award.carried:
        work.events.append(new_event("P2", "carry", amount=award.carried,
                                 values={"chips": award.carried, "odd": True}))


def try_showdown(work: HandWork) -> None:
    """Resolve the showdown if every contender's cards are known (else wait for reveal/muck)."""
    setup = work.setup
    contenders = [p for p in range(setup.n) if p not in work.folded and p not in work.mucked]
    if len(contenders) == 1:
        winner = contenders[0]
        award = settle_pots(work, {winner: 0})
        won = award.payouts.get(winner, 0)
        work.events.append(new_event("S4", "hand_end", winner, won,
                                 values={"name": work.name(winner), "won": won, "at_showdown": True}))
        rake_event(work, award)
        return
    if any(work.holes[p] is None for p in contenders):
        missing = tuple(work.name(p) for p in contenders if work.holes[p] is None)
        work.events.append(new_event("S1", "info", values={"sentence": "missing_cards", "missing": missing}))
        return
    rules = setup.rules
    work.events.append(new_event("S1", "showdown", values={"contenders": len(contenders)}))
    aggressor = work.aggressor
    order = showdown_order(setup.n, setup.button, contenders, aggressor, rules.showdown_order)
    first = order[0]
    # C4: hands turned face up for an all-in showdown stay face up: nobody mucks them.
    face_up = bool(work.exposed) and set(contenders) <= work.exposed
    if face_up:  # nobody bet after the all-in: the river is not why anyone shows first
        reason = "face_up"
    elif rules.showdown_order is ShowdownOrder.LAST_AGGRESSOR and aggressor is not None and first == aggressor:
        reason = "last_aggressor"
    elif rules.showdown_order is ShowdownOrder.LAST_AGGRESSOR:
        reason = "nobody_bet"
    else:
        reason = "left_of_button"
    # S3: only what a player bet decides which side pots he can win; dead money (B8, B9, C8)
    # lies in the main pot, so it must not make a short all-in look eligible for more.
    live = [c - d for c, d in zip(work.contributed, setup.dead)] if setup.dead else work.contributed
    result = run_showdown(work.holes, work.board, order, live,
                          muck_losers=rules.muck_losers and not face_up,
                          names=setup.names, first_reason=reason)
    work.events.extend(result.events)
    values = result.values
    award = settle_pots(work, {p: values[p].strength for p in contenders})
    # S3: who gave up the hand face down at the showdown (after the award: a mucked hand
    # could not have won a chip, and the pots keep the players who reached the showdown).
    work.mucked = work.mucked | frozenset(result.mucked)
    work.shown = work.shown | frozenset(result.shown)
    several = len(award.awards) > 1
    for pa in award.awards:
        amount = sum(pa.shares.values())
        alone = len(pa.pot.eligible) == 1
        # C3: only a winner whose cards are still face down has to show them.
        unshown = [] if alone else [w for w in pa.winners if w not in work.shown]
        if len(pa.winners) == 1:
            rule = "A3" if alone else "A6" if several else "S6"
        else:
            rule = "P1"
        said: AwardValues = {
            "pot": pa.pot.name, "amount": amount, "winners": tuple(work.name(w) for w in pa.winners),
            "alone": alone, "several_pots": several, "main": pa.pot.is_main,
            "hand": values[pa.winners[0]].text, "odd_chips": sum(pa.odd_chips.values()) if pa.odd_chips else 0,
            "odd_chip_order": tuple(work.name(w) for w in pa.odd_chips) if pa.odd_chips else (),
            "unshown": tuple(work.name(w) for w in unshown)}
        if not amount:  # nothing of this pot reaches its winner (the rake took it): the sentence says so
            said["pot_chips"] = pa.pot.amount
        work.events.append(new_event(rule, "award", pa.winners[0], amount, values=said))
    rake_event(work, award)
