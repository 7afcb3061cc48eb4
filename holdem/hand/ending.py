"""The end of a hand, as steps on its working copy (:class:`~holdem.hand.work.HandWork`): the
all-in showdown (C4), the showdown (S1–S6, C3), the pots and who wins them (A2–A7, P1–P3, C9, X1).

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from holdem.events import Event
from holdem.german import cards_text, chips, chips_verb, default_names, german_list
from holdem.hand.steps import Street
from holdem.hand.work import HandWork
from holdem.pots import Award, award_layout, layout_pots
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
    known = [p for p in in_hand if work.holes[p] is not None]
    hands = "; ".join(f"{work.name(p)}: {cards_text(work.holes[p])}" for p in known)  # type: ignore[arg-type]
    unknown = [work.name(p) for p in in_hand if work.holes[p] is None]
    text = ("Ein Spieler ist all-in und es wird nicht mehr gesetzt: alle Hände, die noch im Spiel sind, "
            "werden aufgedeckt, bevor die restlichen Boardkarten kommen")
    text += f" – {hands}" if hands else ""
    if unknown:
        text += f" (nicht bekannt: {german_list(unknown)})"
    work.events.append(Event("C4", text + " (C4).", "expose",
                             cards=tuple(c for p in known for c in work.holes[p])))  # type: ignore[union-attr]


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
    work.final = tuple(s + payouts.get(p, 0) for p, s in enumerate(work.stacks))
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
    text = (f"Alle anderen sind ausgestiegen: {work.name(winner)} gewinnt den Pot ({chips(won)}) sofort "
            "und muss die Karten nicht zeigen (W7, S4).")
    work.events.append(Event("W7", text, "hand_end", winner, won))
    rake_event(work, award)


def rake_event(work: HandWork, award: Award) -> None:
    if award.rake:
        work.events.append(Event("X1", f"Das Haus behält {chips(award.rake)} Rake aus dem Pot (X1).",
                                 "rake", amount=award.rake))
    if award.carried:
        work.events.append(Event("P2", f"{chips_verb(award.carried, 'lässt', 'lassen')} sich nicht teilen "
                                       f"und {'bleibt' if award.carried == 1 else 'bleiben'} für die "
                                       "nächste Hand im Pot (P2, Variante).", "carry", amount=award.carried))


def try_showdown(work: HandWork) -> None:
    """Resolve the showdown if every contender's cards are known (else wait for reveal/muck)."""
    setup = work.setup
    contenders = [p for p in range(setup.n) if p not in work.folded and p not in work.mucked]
    if len(contenders) == 1:
        winner = contenders[0]
        award = settle_pots(work, {winner: 0})
        work.events.append(Event("S4", f"Alle anderen haben ihre Karten weggeworfen: {work.name(winner)} "
                                       f"gewinnt {chips(award.payouts.get(winner, 0))} und muss nicht zeigen (S4).",
                                 "hand_end", winner, award.payouts.get(winner, 0)))
        rake_event(work, award)
        return
    if any(work.holes[p] is None for p in contenders):
        missing = ", ".join(work.name(p) for p in contenders if work.holes[p] is None)
        work.events.append(Event("S1", f"Showdown: die Karten von {missing} sind noch nicht bekannt; "
                                       "sie müssen aufgedeckt oder weggeworfen werden (S1).", "info"))
        return
    rules = setup.rules
    work.events.append(Event("S1", None, "showdown", values={"contenders": len(contenders)}))
    aggressor = work.aggressor
    order = showdown_order(setup.n, setup.button, contenders, aggressor, rules.showdown_order)
    first = order[0]
    # C4: hands turned face up for an all-in showdown stay face up: nobody mucks them.
    face_up = bool(work.exposed) and set(contenders) <= work.exposed
    if face_up:  # nobody bet after the all-in: the river is not why anyone shows first
        reason = "alle Hände liegen seit dem All-in ohnehin offen, C4"
    elif rules.showdown_order is ShowdownOrder.LAST_AGGRESSOR and aggressor is not None and first == aggressor:
        reason = f"auf dem River hat {work.name(first)} zuletzt gesetzt oder erhöht"
    elif rules.showdown_order is ShowdownOrder.LAST_AGGRESSOR:
        reason = "auf dem River hat niemand gesetzt, also beginnt, wer links vom Button am nächsten sitzt"
    else:
        reason = "Variante: es beginnt immer, wer links vom Button am nächsten sitzt"
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
        pot_name = pa.pot.name
        amount = sum(pa.shares.values())
        if len(pa.winners) == 1:
            w = pa.winners[0]
            if len(pa.pot.eligible) == 1:
                sentences = [(f"{pot_name}: {work.name(w)} bekommt {chips(amount)}; um diesen Pot spielt "
                              f"nur {work.name(w)} (A3).")]
                rule = "A3"
            else:
                rule = "A6" if several else "S6"
                sentences = [(f"{pot_name}: {work.name(w)} gewinnt {chips(amount)} mit der besten Hand "
                              f"– {values[w].text} ({'S6, A6' if several else 'S6'}).")]
        else:
            who = german_list([work.name(w) for w in pa.winners])
            sentences = [f"{pot_name}: {who} haben gleich gute Hände und teilen sich {chips(amount)} (P1)."]
            rule = "P1"
            if pa.odd_chips:
                rest = sum(pa.odd_chips.values())
                sentences.append(f"{chips_verb(rest, 'lässt', 'lassen')} sich nicht gleichmäßig teilen: "
                                 f"den Rest bekommt zuerst, wer links vom Button am nächsten sitzt – "
                                 + ", ".join(work.name(w) for w in pa.odd_chips) + " (P2).")
        if several and not pa.pot.is_main:
            sentences.append("Dieser Pot wird getrennt vom Hauptpot verteilt (P3).")
        # C3: only a winner whose cards are still face down has to show them; after "X zeigt …"
        # the sentence would repeat what the reader just read.
        unshown = [w for w in pa.winners if w not in work.shown]
        if len(pa.pot.eligible) > 1 and unshown:
            shown = german_list([work.name(w) for w in unshown])
            sentences.append(f"Um zu gewinnen, {'zeigt' if len(unshown) == 1 else 'zeigen'} {shown} "
                             "beide Hole Cards (C3).")
        work.events.append(Event(rule, " ".join(sentences), "award", pa.winners[0], amount))
    rake_event(work, award)
