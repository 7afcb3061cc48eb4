"""One step of a hand on a mutable copy (``_Work``): posting, dealing, the betting rounds
(B3–B6, H2, K1–K3, W1–W10, L1–L8, C6, A1, A7). The end of the hand (C4, S1–S6, A2–A6, P1–P3, X1)
lives in :mod:`holdem.hand_end`.

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from holdem import hand_state as _states  # a module reference: hand_state also needs _Work
from holdem.betting import ActionKind, raise_option, reopen_threshold
from holdem.events import Event, cards_text, chips, chips_verb, german_list
from holdem.hand_end import _HandEnd
from holdem.hand_types import Street, _board_event
from holdem.rules import MinRaise, Structure

if TYPE_CHECKING:  # pragma: no cover
    from holdem.hand_state import HandState

_POST_NAMES = {"small_blind": "den Small Blind", "big_blind": "den Big Blind", "ante": "die Ante",
               "dead": "das tote Geld"}

_RULE_OF_STRUCTURE = {Structure.NO_LIMIT: "L1", Structure.POT_LIMIT: "L2", Structure.FIXED_LIMIT: "L3",
                      Structure.SPREAD_LIMIT: "L5"}


class _Work(_HandEnd):
    """A mutable copy of a state for one step; :meth:`freeze` makes the next state."""

    __slots__ = ("setup", "stacks", "bets", "contributed", "folded", "all_in", "holes", "board", "burned",
                 "deck", "street", "pending", "acted", "current", "raise_size", "raise_count", "aggressor",
                 "events", "awaiting_deal", "dealt", "mucked", "result", "final", "antes", "shown",
                 "full_level", "capped", "exposed", "dead", "round_raises")

    def __init__(self, s: "HandState | None" = None) -> None:
        if s is None:
            return
        self.setup = s.setup
        self.stacks = list(s.stacks)
        self.bets = list(s.bets)
        self.contributed = list(s.contributed)
        self.folded = s.folded
        self.all_in = s.all_in
        self.holes = list(s.holes)
        self.board = s.board
        self.burned = s.burned
        self.deck = s.deck
        self.street = s.street
        self.pending = list(s.pending)
        self.acted = list(s.acted)
        self.current = s.current_bet
        self.raise_size = s.raise_size
        self.raise_count = s.raise_count
        self.aggressor = s.aggressor
        self.events: list[Event] = []
        self.awaiting_deal = s.awaiting_deal
        self.dealt = s.dealt
        self.mucked = s.mucked
        self.result = s.result
        self.final = s.final
        self.shown = s.shown
        self.full_level = s.full_level
        self.capped = s.capped
        self.exposed = s.exposed
        self.round_raises = s.round_raises

    def freeze(self) -> "HandState":
        return _states.HandState(self.setup, tuple(self.stacks), tuple(self.bets), tuple(self.contributed), self.folded,
                         self.all_in, tuple(self.holes), self.board, self.burned, self.deck, self.street,
                         tuple(self.pending), tuple(self.acted), self.current, self.raise_size,
                         self.raise_count, self.aggressor, tuple(self.events), self.awaiting_deal, self.dealt,
                         self.mucked, self.result, self.final, self.shown, self.full_level, self.capped,
                         self.exposed, self.round_raises)

    def name(self, p: int) -> str:
        return self.setup.names[p]

    # ------------------------------------------------------------------ posting and dealing

    def post(self, p: int, amount: int, kind: str, why: str | None = None) -> None:
        setup = self.setup
        pay = min(amount, self.stacks[p])
        name = self.name(p)
        heads_up = setup.n == 2
        if pay <= 0:
            self.events.append(Event("A1", f"{name} hat keine Chips mehr für "
                                           f"{_POST_NAMES[kind]} und ist schon all-in (A1).", "post", p, 0))
            return
        self.stacks[p] -= pay
        self.contributed[p] += pay
        if kind in ("small_blind", "big_blind"):
            self.bets[p] += pay
        elif kind == "ante" and setup.rules.big_blind_ante:
            self.dead[p] += pay  # C8: one ante for the table, dead money nobody matches
        elif kind == "ante":
            self.antes[p] += pay
        else:
            self.dead[p] += pay  # what was really paid, not what was asked (B8, B9)
        if kind == "small_blind":
            rule = why or ("H1" if heads_up and p == setup.button else "B1")
            where = "als Button und Small Blind" if rule == "H1" else "links vom Button"
            text = f"{name} setzt {where} den Small Blind: {chips(pay)} (B3, {rule})."
        elif kind == "big_blind" and why == "B8":
            rule = why
            text = (f"{name} kommt zurück und setzt den verpassten Big Blind: {chips(pay)}; "
                    "der Betrag zählt als Einsatz (live, B8).")
        elif kind == "big_blind" and why == "B10":
            rule = why
            text = (f"{name} steigt neu ein und setzt einen Big Blind: {chips(pay)}; "
                    "der Betrag zählt als Einsatz (live, B10).")
        elif kind == "big_blind":
            rule = why or ("H1" if heads_up else "B1")
            text = f"{name} setzt den Big Blind: {chips(pay)} (B3, {rule})."
        elif kind == "ante" and setup.rules.big_blind_ante:
            rule = why or "C8"
            text = (f"{name} zahlt als Big Blind die Ante für den ganzen Tisch: {chips(pay)}, zuerst vor dem "
                    f"Blind; sie ist totes Geld im Pot, niemand muss sie ausgleichen ({rule}).")
        elif kind == "ante":
            rule = why or "B3"
            text = (f"{name} zahlt die Ante von {chips(pay)}: sie geht in den Pot, zählt aber nicht als "
                    f"Einsatz ({rule}).")
        elif why == "B9":
            rule = why
            text = (f"{name} zahlt den verpassten Small Blind nach: {chips(pay)} totes Geld (Dead Money), "
                    "es geht sofort in den Pot (B9).")
        else:
            rule = why or "B8"
            text = f"{name} zahlt {chips(pay)} totes Geld (Dead Money): es geht sofort in den Pot ({rule})."
        if pay < amount:
            text = text[:-1] + f". {name} hat nur {chips(pay)} und ist damit all-in (A1)."
        self.events.append(Event(rule, text, "post", p, pay))
        if self.stacks[p] == 0:
            self.all_in = self.all_in | {p}

    def deal_holes(self) -> None:
        setup = self.setup
        deck = self.deck
        assert deck is not None
        if setup.rules.burn_before_hole_cards:
            card, deck = deck.burn()
            self.burned += (card,)
            self.events.append(Event("K2", "Vor den Hole Cards legt der Geber eine Karte verdeckt beiseite "
                                           "(Burn Card, Variante von K2).", "burn"))
        order = setup.deal_order
        n = setup.n
        cards, deck = deck.deal(2 * n)
        self.deck = deck
        first = self.name(order[0])
        self.events.append(Event("K1", f"Der Geber teilt im Uhrzeigersinn aus, beginnend bei {first} links vom "
                                       "Button: erst jedem eine Karte, dann jedem eine zweite (K1).", "info"))
        for k, p in enumerate(order):
            hole = (cards[k], cards[k + n])
            self.holes[p] = hole
            self.events.append(Event("K1", f"{self.name(p)} bekommt {cards_text(hole)} (K1).", "deal_hole", p,
                                     cards=hole))
        self.dealt = frozenset(range(n))

    def deal_board(self) -> None:
        deck = self.deck
        assert deck is not None
        card, deck = deck.burn()
        self.burned += (card,)
        street = self.street
        self.events.append(Event("K2", f"Vor dem {street.german} legt der Geber eine Karte verdeckt beiseite "
                                       "(Burn Card, K2).", "burn"))
        cards, deck = deck.deal(3 if street is Street.FLOP else 1)
        self.deck = deck
        self.board += cards
        self.events.append(_board_event(street, cards))

    # ------------------------------------------------------------------ betting

    def begin_round(self) -> None:
        setup = self.setup
        n = setup.n
        r = self.street.value
        self.acted = [None] * n
        self.raise_size = 0
        self.aggressor = None
        self.capped = False
        self.round_raises = ()
        posted = max(self.bets)
        # C6: a big blind all-in for less still has the others call the full big blind.
        self.current = max(posted, setup.blind_level) if r == 0 and posted > 0 else posted
        self.full_level = self.current
        self.raise_count = 1 if (r == 0 and self.current > 0) else 0
        order = setup.preflop_order if r == 0 else setup.postflop_order
        folded = self.folded
        all_in = self.all_in
        pending = [p for p in order if p not in folded and p not in all_in]
        if r == 0 and self.current > posted:
            short = [p for p in range(n) if self.bets[p] == posted and p in all_in]
            who = german_list([self.name(p) for p in short]) or "Der Big Blind"
            self.events.append(Event("C6", f"{who} ist mit dem Big Blind all-in, aber nur mit {chips(posted)}: "
                                           f"wer mitspielen will, zahlt trotzdem den vollen Big Blind "
                                           f"({self.current}); eine Erhöhung geht um mindestens einen vollen "
                                           "Big Blind darüber (C6).", "info"))
        if not pending or (len(pending) == 1 and self._nothing_to_decide(pending)):
            self.pending = []
            if len(all_in - folded):
                self.events.append(Event("A1", f"Keine Wettrunde {'vor dem Flop' if r == 0 else 'auf dem ' + self.street.german}: "
                                               "höchstens ein Spieler hat noch Chips, die anderen sind all-in und "
                                               "treffen keine Entscheidungen mehr (A1).", "run_out"))
            self.end_round()
            return
        self.pending = pending
        first = pending[0]
        name = self.name(first)
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
        self.events.append(Event(rule, text, "to_act", first))

    def act(self, p: int, kind: ActionKind, to: int) -> None:
        setup = self.setup
        rules = setup.rules
        name = self.name(p)
        before = self.bets[p]
        current = self.current
        preflop = self.street is Street.PREFLOP
        events = self.events
        if kind is ActionKind.FOLD:
            self.folded = self.folded | {p}
            self.pending.pop(0)
            self.acted[p] = current
            put = self.contributed[p]
            if put:
                stays = chips_verb(put, "bleibt", "bleiben", owner=name)
                events.append(Event("W8", f"{name} steigt aus (Fold). {stays} im Pot (W8).",
                                    "fold", p))
            else:
                events.append(Event("W1", f"{name} steigt aus (Fold) (W1).", "fold", p))
        elif kind is ActionKind.CHECK:
            self.pending.pop(0)
            self.acted[p] = current
            if preflop and p == setup.positions.big_blind and current > 0:
                events.append(Event("B5", f"{name} checkt: als Big Blind verzichtet {name} auf die Option "
                                          "zu erhöhen (B5).", "check", p))
            else:
                events.append(Event("W2", f"{name} checkt: es ist nichts zu bezahlen (W2).", "check", p))
        elif kind is ActionKind.CALL:
            pay = to - before
            self._pay(p, pay, to)
            self.pending.pop(0)
            self.acted[p] = current
            all_in = self.stacks[p] == 0
            if (preflop and p == setup.positions.small_blind and before > 0 and to == current == rules.big_blind
                    and self.raise_size == 0):
                text = (f"{name} ergänzt den eigenen Small Blind um {chips(pay)} auf den Big Blind "
                        f"({to}) (B6).")
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
            self._bet_or_raise(p, kind, to)
        remaining = setup.n - len(self.folded)
        if remaining == 1:
            self.fold_win()
        elif not self.pending:
            self.end_round()
        elif self._nothing_to_decide():
            q = self.pending[0]
            who = self.name(q)
            self.events.append(Event("W9", f"Alle Gegner von {who} sind all-in und {who} hat schon mindestens "
                                           "so viel gesetzt wie jeder von ihnen: es gibt nichts mehr zu "
                                           "entscheiden, die Wettrunde ist vorbei (W9).", "info", q))
            self.end_round()
        else:
            self._announce_next()

    def _nothing_to_decide(self, pending: list[int] | None = None) -> bool:
        """W9: the only player left to act faces opponents who are all all-in and owes nothing.

        He could only check (raising is pointless, W9), which changes nothing: the round is over,
        as in pokerkit. (At the start of a round begin_round() skips the same case.)"""
        pending = self.pending if pending is None else pending
        if len(pending) != 1:
            return False
        q = pending[0]
        others = [p for p in range(self.setup.n) if p != q and p not in self.folded]
        return all(p in self.all_in and self.bets[p] <= self.bets[q] for p in others)

    def _pay(self, p: int, pay: int, to: int) -> None:
        self.stacks[p] -= pay
        self.bets[p] = to
        self.contributed[p] += pay
        if self.stacks[p] == 0:
            self.all_in = self.all_in | {p}

    def _bet_or_raise(self, p: int, kind: ActionKind, to: int) -> None:
        setup = self.setup
        rules = setup.rules
        structure = rules.structure
        name = self.name(p)
        current = self.current
        increment = to - current
        r = self.street.value
        # B5: the big blind raises when the action comes back to him unraised (his option).
        option = (r == 0 and p == setup.positions.big_blind and self.acted[p] is None
                  and self.bets[p] == current and current > 0)
        # A full bet/raise counts towards the cap (L4) and reopens the betting (L8).
        measured = increment
        if structure is Structure.FIXED_LIMIT:
            needed = rules.limit_for_round(r)
            measured = to - self.full_level  # from the last full bet: short all-ins in between add up
        elif kind is ActionKind.BET:
            needed = rules.opening_bet
        elif rules.min_raise is MinRaise.SMALL_BLIND:
            needed = rules.small_blind
        else:
            needed = max(self.raise_size, rules.big_blind)
            if structure is Structure.SPREAD_LIMIT:
                needed = min(needed, rules.limit_for_round(r))
        going_all_in = to - self.bets[p] == self.stacks[p]
        half_counts = False
        full = measured >= needed
        if not full and going_all_in and structure.is_limit and 2 * measured >= needed:
            full = half_counts = True  # L8: in limit an all-in of at least half a bet is a full one
        # Full on its own, not only together with short all-ins before it (L8).
        own = increment >= needed or (going_all_in and structure.is_limit and 2 * increment >= needed)
        # Players who acted already and for whom the round is closed now: does this step reopen it?
        acted_before = [q for q in range(setup.n) if q != p and self.acted[q] is not None
                        and q not in self.folded and q not in self.all_in]
        closed_before = [q for q in acted_before if self._closed_for(q)]
        full_before = self.full_level
        if full:
            self.raise_count += 1
            self.full_level = to
        if increment > self.raise_size:
            self.raise_size = increment
        self._pay(p, to - self.bets[p], to)
        self.current = to
        self.aggressor = p
        self.acted[p] = to
        self.round_raises = self.round_raises + ((p, current, to, own),)
        reopened = [q for q in closed_before
                    if not self._closed_for(q) and self._full_raise_since(self.acted[q] or 0)]
        n = setup.n
        folded = self.folded
        all_in = self.all_in
        self.pending = [q for q in ((p + k) % n for k in range(1, n)) if q not in folded and q not in all_in]
        went_all_in = self.stacks[p] == 0
        rule = _RULE_OF_STRUCTURE[structure]
        if kind is ActionKind.BET:
            if structure is Structure.NO_LIMIT:
                rule = "W10"
            text = f"{name} setzt {to} ({rule})."
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
                text = self._combined_all_in_text(p, to, reopened, full_before, measured, needed)
            else:
                rule = "L8"
                text = (f"{name} geht all-in mit {to}: weniger als eine volle "
                        f"{'Erhöhung' if kind is ActionKind.RAISE else 'Einsatzhöhe'}. Das allein öffnet die "
                        "Runde nicht wieder: wer schon gehandelt hat, darf nur mitgehen oder aussteigen – "
                        "es sei denn, weitere kurze All-ins ergeben zusammen eine volle Erhöhung (L8).")
        cap = rules.raise_cap
        if structure.is_limit and cap is not None and full:
            if self.raise_count == 1 + cap and setup.n - len(folded) > 2:
                self.capped = True  # L6: a round capped with three or more players stays capped
                text += f" Damit ist die Runde gekappt: ein Einsatz und {cap} Erhöhungen (L4)."
            elif self.raise_count > 1 + cap:
                text += " Nur noch zwei Spieler sind in der Hand: für sie gilt kein Cap (L6)."
                rule = "L6"
        elif not structure.is_limit and self.raise_count == 5 and full:
            text += " Im No Limit und Pot Limit ist die Zahl der Erhöhungen nicht begrenzt (L7)."
        self.events.append(Event(rule, text, "all_in" if went_all_in else kind.value, p, to))

    def _closed_for(self, q: int) -> bool:
        """The betting is closed for ``q``, who acted already: no full raise since (W6, L8).

        The same test as ``raise_option`` in :mod:`holdem.betting`, on this mutable copy."""
        level = self.acted[q]
        if level is None:
            return False
        rules = self.setup.rules
        if rules.structure.is_limit:
            return self.full_level <= level
        return self.current - level < reopen_threshold(rules, self.street.value, self.raise_size)

    def _short_all_ins_since(self, level: int) -> list[int]:
        """Players whose bet or raise since ``level`` was short of a full one on its own (L8)."""
        return [who for who, before, _, own in self.round_raises if before >= level and not own]

    def _combined_all_in_text(self, p: int, to: int, reopened: list[int], full_before: int,
                              measured: int, needed: int) -> str:
        """A short all-in that, together with short all-ins before it, makes a full raise (L8)."""
        since = min((self.acted[q] or 0 for q in reopened), default=full_before)
        others = [self.name(q) for q in self._short_all_ins_since(since) if q != p]
        together = (f"zusammen mit {'dem All-in' if len(others) == 1 else 'den All-ins'} von {german_list(others)}"
                    if others else "zusammen mit den kurzen All-ins davor")
        text = f"{self.name(p)} geht all-in mit {to}: für sich allein weniger als eine volle Erhöhung, aber {together}"
        if self.setup.rules.structure.is_limit:
            half = f", mindestens die Hälfte von {needed}" if measured < needed else ""
            text += (f" sind es seit dem letzten vollen Einsatz {measured} Chips{half}. Im Limit zählt das als "
                     "volle Erhöhung, auch für den Cap")
        else:
            text += " ergibt es eine volle Erhöhung"
        if reopened:
            text += (f". Damit ist die Runde wieder offen für {german_list([self.name(q) for q in reopened])}: "
                     "wer schon gehandelt hat, darf wieder erhöhen")
        return text + " (L8)."

    def _full_raise_since(self, level: int) -> bool:
        """No limit, pot limit: the bet has grown by at least a full raise since ``level`` (L8)."""
        rules = self.setup.rules
        if rules.structure.is_limit:
            return True  # limit counts from the last full bet (full_level), see _closed_for
        floor = rules.big_blind if self.street is Street.PREFLOP else rules.opening_bet  # as reopen_threshold
        full = rules.small_blind if rules.min_raise is MinRaise.SMALL_BLIND else max(self.raise_size, floor)
        return self.current - level >= full

    def _announce_next(self) -> None:
        """Special notes for the next player: big blind option (B5), closed round (W6/L8), W9."""
        setup = self.setup
        nxt = self.pending[0]
        if (self.street is Street.PREFLOP and nxt == setup.positions.big_blind and self.acted[nxt] is None
                and self.current == self.bets[nxt] and self.current > 0):
            self.events.append(Event("B5", f"{self.name(nxt)} hat als Big Blind die Option: checken oder "
                                           "erhöhen (B5).", "to_act", nxt))
            return
        if self.acted[nxt] is None and not self.all_in:
            return
        state = self.freeze()
        option = raise_option(state, nxt)
        level = self.acted[nxt]
        if option.allowed and level is not None:
            since = [(who, own) for who, before, _, own in self.round_raises if before >= level]
            # Reopened only by short all-ins together (and really by a full raise's worth).
            if since and not any(own for _, own in since) and self._full_raise_since(level):
                who = self.name(nxt)
                shorts = german_list([self.name(q) for q, _ in since])
                self.events.append(Event("L8", f"{who} ist wieder am Zug und darf wieder erhöhen: Die All-ins "
                                               f"von {shorts} waren jedes für sich zu klein, um die Runde wieder "
                                               "zu öffnen; zusammen zählen sie als volle Erhöhung (L8).",
                                         "to_act", nxt))
        if option.allowed:
            return
        if option.key == "round_closed":
            who = self.name(nxt)
            self.events.append(Event("L8", f"{who} ist wieder am Zug, aber seit der letzten Handlung von "
                                           f"{who} gab es keine volle Erhöhung: {who} darf nur mitgehen "
                                           "oder aussteigen, nicht erhöhen (W6, L8).", "to_act", nxt))
        elif option.key == "opponents_all_in":
            self.events.append(Event("W9", f"Alle Gegner von {self.name(nxt)} sind all-in (oder können nicht "
                                           f"mehr dagegenhalten): {self.name(nxt)} kann nur mitgehen oder "
                                           "aussteigen (W9).",
                                     "to_act", nxt))

    def _return_uncalled(self) -> None:
        bets = self.bets
        top = max(range(self.setup.n), key=bets.__getitem__)
        second = max((b for q, b in enumerate(bets) if q != top), default=0)
        extra = bets[top] - second
        if extra > 0:
            bets[top] -= extra
            self.stacks[top] += extra
            self.contributed[top] -= extra
            if top in self.all_in:
                self.all_in = self.all_in - {top}
            who = self.name(top)
            self.events.append(Event("A7", f"{chips(extra)} von {who} hat niemand gezahlt: {who} bekommt "
                                           f"{'den Chip' if extra == 1 else 'die Chips'} zurück (A7).",
                                     "return", top, extra))

    def end_round(self) -> None:
        self._return_uncalled()
        collected = sum(self.bets)
        r = self.street.value
        had_betting = any(a is not None for a in self.acted)
        if had_betting:
            if collected:
                self.events.append(Event("W5", f"Die Wettrunde ({self.street.german}) ist beendet: alle haben "
                                               "gehandelt und gleich viel gesetzt oder sind all-in. "
                                               f"{chips_verb(collected, 'kommt', 'kommen')} in den Pot (W5).", "round_end",
                                         amount=collected))
            else:
                self.events.append(Event("W5", f"Alle haben gecheckt: die Wettrunde ({self.street.german}) ist "
                                               "beendet (W5).", "round_end", amount=0))
        self.bets = [0] * self.setup.n
        self.current = 0
        self.pending = []
        self.acted = [None] * self.setup.n
        if r < 3:
            self._expose_for_all_in()
        if r == 3:
            self.street = Street.SHOWDOWN
            self.try_showdown()
            return
        self.street = Street(r + 1)
        if self.setup.manual:
            self.awaiting_deal = True
            return
        self.deal_board()
        self.begin_round()
