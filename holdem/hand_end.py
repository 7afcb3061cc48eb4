"""The end of a hand: the all-in showdown (C4), the showdown (S1–S6, C3), the pots and who
wins them (A2–A7, P1–P3, C9, X1). A mixin of ``_Work`` (:mod:`holdem.hand_work`).

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from holdem.events import Event, cards_text, chips, chips_verb, default_names, german_list
from holdem.hand_types import Street
from holdem.pots import Award, award_pots, build_pots
from holdem.rules import ShowdownOrder
from holdem.showdown import run_showdown, showdown_order


class _HandEnd:
    """Methods of ``_Work`` for the end of the hand (they use its fields)."""

    __slots__ = ()

    def _expose_for_all_in(self) -> None:
        """C4: betting is over for the hand with a player all-in: every hand still in is turned
        face up before the remaining board cards are dealt. Tournament practice: only with the
        setting ``all_in_showdown`` (a cash game or a hand without a table: nobody shows early)."""
        if not self.setup.rules.all_in_showdown:
            return
        in_hand = [p for p in range(self.setup.n) if p not in self.folded]
        can_bet = [p for p in in_hand if p not in self.all_in]
        if self.exposed or len(in_hand) < 2 or len(can_bet) > 1 or not (self.all_in & set(in_hand)):
            return
        self.exposed = frozenset(in_hand)
        known = [p for p in in_hand if self.holes[p] is not None]
        hands = "; ".join(f"{self.name(p)}: {cards_text(self.holes[p])}" for p in known)  # type: ignore[arg-type]
        unknown = [self.name(p) for p in in_hand if self.holes[p] is None]
        text = ("Ein Spieler ist all-in und es wird nicht mehr gesetzt: alle Hände, die noch im Spiel sind, "
                "werden aufgedeckt, bevor die restlichen Boardkarten kommen")
        text += f" – {hands}" if hands else ""
        if unknown:
            text += f" (nicht bekannt: {german_list(unknown)})"
        self.events.append(Event("C4", text + " (C4).", "expose",
                                 cards=tuple(c for p in known for c in self.holes[p])))  # type: ignore[union-attr]

    # ------------------------------------------------------------------ end of the hand

    def _award(self, strengths: dict[int, int]) -> Award:
        setup = self.setup
        rules = setup.rules
        out = self.folded | self.mucked
        contributed = self.contributed
        n = setup.n
        # Antes and dead money go into the main pot: they are not bets, never count for the side
        # pot levels and never come back as uncalled (A7 returns bets only, done at the end of
        # every round). So also what a player who gave up put in beyond every remaining player.
        # Antes on their own levels (A2), dead money and carried chips for everyone still in;
        # uncalled bets went back at the end of every round (A7), nothing goes back here.
        layout = build_pots(contributed, out, dead=setup.dead, antes=setup.antes, carried_in=setup.carried_in,
                            return_uncalled=False)
        award = award_pots(layout, strengths, button=setup.button, n_seats=setup.n, odd_chip=rules.odd_chip,
                           rake=rules.rake, names=None if setup.names == default_names(n) else setup.names)
        self.result = award
        payouts = award.payouts
        self.final = tuple(s + payouts.get(p, 0) for p, s in enumerate(self.stacks))
        self.street = Street.OVER
        self.pending = []
        return award

    def fold_win(self) -> None:
        self._return_uncalled()
        self.bets = [0] * self.setup.n
        self.current = 0
        winner = next(p for p in range(self.setup.n) if p not in self.folded)
        award = self._award({winner: 0})
        won = award.payouts.get(winner, 0)
        text = (f"Alle anderen sind ausgestiegen: {self.name(winner)} gewinnt den Pot ({chips(won)}) sofort "
                "und muss die Karten nicht zeigen (W7, S4).")
        self.events.append(Event("W7", text, "hand_end", winner, won))
        self._rake_event(award)

    def _rake_event(self, award: Award) -> None:
        if award.rake:
            self.events.append(Event("X1", f"Das Haus behält {chips(award.rake)} Rake aus dem Pot (X1).",
                                     "rake", amount=award.rake))
        if award.carried:
            self.events.append(Event("P2", f"{chips_verb(award.carried, 'lässt', 'lassen')} sich nicht teilen "
                                           f"und {'bleibt' if award.carried == 1 else 'bleiben'} für die "
                                           "nächste Hand im Pot (P2, Variante).", "carry", amount=award.carried))

    def try_showdown(self) -> None:
        """Resolve the showdown if every contender's cards are known (else wait for reveal/muck)."""
        setup = self.setup
        contenders = [p for p in range(setup.n) if p not in self.folded and p not in self.mucked]
        if len(contenders) == 1:
            winner = contenders[0]
            award = self._award({winner: 0})
            self.events.append(Event("S4", f"Alle anderen haben ihre Karten weggeworfen: {self.name(winner)} "
                                           f"gewinnt {chips(award.payouts.get(winner, 0))} und muss nicht zeigen (S4).",
                                     "hand_end", winner, award.payouts.get(winner, 0)))
            self._rake_event(award)
            return
        if any(self.holes[p] is None for p in contenders):
            missing = ", ".join(self.name(p) for p in contenders if self.holes[p] is None)
            self.events.append(Event("S1", f"Showdown: die Karten von {missing} sind noch nicht bekannt; "
                                           "sie müssen aufgedeckt oder weggeworfen werden (S1).", "info"))
            return
        rules = setup.rules
        self.events.append(Event("S1", f"Showdown: {len(contenders)} Spieler sind nach der letzten Wettrunde noch "
                                       "in der Hand und vergleichen ihre Karten (S1).", "showdown"))
        aggressor = self.aggressor
        order = showdown_order(setup.n, setup.button, contenders, aggressor, rules.showdown_order)
        first = order[0]
        # C4: hands turned face up for an all-in showdown stay face up: nobody mucks them.
        face_up = bool(self.exposed) and set(contenders) <= self.exposed
        if face_up:  # nobody bet after the all-in: the river is not why anyone shows first
            reason = "alle Hände liegen seit dem All-in ohnehin offen, C4"
        elif rules.showdown_order is ShowdownOrder.LAST_AGGRESSOR and aggressor is not None and first == aggressor:
            reason = f"auf dem River hat {self.name(first)} zuletzt gesetzt oder erhöht"
        elif rules.showdown_order is ShowdownOrder.LAST_AGGRESSOR:
            reason = "auf dem River hat niemand gesetzt, also beginnt, wer links vom Button am nächsten sitzt"
        else:
            reason = "Variante: es beginnt immer, wer links vom Button am nächsten sitzt"
        # S3: only what a player bet decides which side pots he can win; dead money (B8, B9, C8)
        # lies in the main pot, so it must not make a short all-in look eligible for more.
        live = [c - d for c, d in zip(self.contributed, setup.dead)] if setup.dead else self.contributed
        result = run_showdown(self.holes, self.board, order, live,
                              muck_losers=rules.muck_losers and not face_up,
                              names=setup.names, first_reason=reason)
        self.events.extend(result.events)
        values = result.values
        award = self._award({p: values[p].strength for p in contenders})
        # S3: who gave up the hand face down at the showdown (after the award: a mucked hand
        # could not have won a chip, and the pots keep the players who reached the showdown).
        self.mucked = self.mucked | frozenset(result.mucked)
        self.shown = self.shown | frozenset(result.shown)
        several = len(award.awards) > 1
        for pa in award.awards:
            pot_name = pa.pot.name
            amount = sum(pa.shares.values())
            if len(pa.winners) == 1:
                w = pa.winners[0]
                if len(pa.pot.eligible) == 1:
                    sentences = [f"{pot_name}: {self.name(w)} bekommt {chips(amount)}; um diesen Pot spielt "
                                 f"nur {self.name(w)} (A3)."]
                    rule = "A3"
                else:
                    rule = "A6" if several else "S6"
                    sentences = [f"{pot_name}: {self.name(w)} gewinnt {chips(amount)} mit der besten Hand "
                                 f"({values[w].text}) ({'S6, A6' if several else 'S6'})."]
            else:
                who = german_list([self.name(w) for w in pa.winners])
                sentences = [f"{pot_name}: {who} haben gleich gute Hände und teilen sich {chips(amount)} (P1)."]
                rule = "P1"
                if pa.odd_chips:
                    rest = sum(pa.odd_chips.values())
                    sentences.append(f"{chips_verb(rest, 'lässt', 'lassen')} sich nicht gleichmäßig teilen: "
                                     f"den Rest bekommt zuerst, wer links vom Button am nächsten sitzt – "
                                     + ", ".join(self.name(w) for w in pa.odd_chips) + " (P2).")
            if several and not pa.pot.is_main:
                sentences.append("Dieser Pot wird getrennt vom Hauptpot verteilt (P3).")
            if len(pa.pot.eligible) > 1:
                shown = german_list([self.name(w) for w in pa.winners])
                sentences.append(f"Um zu gewinnen, {'zeigt' if len(pa.winners) == 1 else 'zeigen'} {shown} "
                                 "beide Hole Cards (C3).")
            self.events.append(Event(rule, " ".join(sentences), "award", pa.winners[0], amount))
        self._rake_event(award)
