"""The table from hand to hand: seats, the button, blinds owed and paid (D1–D6, B7–B11, A8, G2),
table stakes (C12), the straddle (C11) and absent tournament players (C16).

A :class:`Table` is an immutable value: every method returns a new table whose ``events`` say,
in German and with rule IDs, what the step did. Seats are numbered ``0..max_seats-1`` clockwise
("Sitz 1" for readers is seat 0).

How the button and the blinds move, and who posts what when a player comes back, is the plan
of the next hand: see :mod:`holdem.table.plan`.

A8: in a tournament a player without chips after a hand is out. In a cash game he stays seated
as "pleite" (busted), is not dealt in, misses blinds like a player sitting out, and may
:meth:`Table.rebuy` or :meth:`Table.leave`. C10: a tournament with ``rebuy_hands=N`` is a rebuy
tournament: during its first N hands a player without chips is not out — he may buy in again
(:meth:`Table.rebuy`); who has not bought in again when the period is over is out then. After the
period (and in a freezeout, ``rebuy_hands=0``) a player without chips is out at once.

Chips are counted: :meth:`Table.after_hand` checks that the stacks after the hand plus the
house's rake (X1) plus the chips left in the pot for the next hand (P2 variant, ``carry``) are
exactly the chips before the hand plus the chips carried in; the carried chips go into the next
hand's pot (``HandSetup.carried_in``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal, NoReturn

from holdem.amounts import LIMIT_TEXT, amount_excerpt, as_sequence, too_large
from holdem.blinds import Blinds, TableLimits
from holdem.cards import Deck
from holdem.checks import is_whole_number
from holdem.errors import TableError
from holdem.events import Event
from holdem.german import default_names, seat_name
from holdem.narration.table import table_overview
from holdem.narration.values import ButtonValues, DrawValues, RefuseValues, SitInValues
from holdem.table.plan import HandSetup, check_straddle, plan_hand, setup_hand
from holdem.table.seats import GameKind, MissedSmallBlind, Player, Seating, explain_draw, put_seat
from holdem.table.stakes import check_add_chips, check_buy_in, refuse_take_chips

__all__ = ["Table"]

DEFAULT_BLINDS = Blinds(1, 2)
DEFAULT_LIMITS = TableLimits()


@dataclass(frozen=True)
class Table:
    seats: tuple[Player | None, ...]
    blinds: Blinds = DEFAULT_BLINDS
    limits: TableLimits = DEFAULT_LIMITS
    kind: GameKind = GameKind.CASH
    button: int | None = None  # seat of the button for the next hand (or the current one)
    last_blinds: tuple[int, int] | None = None  # (small-blind seat, big-blind seat) of the last hand
    hand_number: int = 0
    in_hand: tuple[int, ...] | None = None  # seats dealt into the running hand
    eliminated: tuple[str, ...] = ()  # tournament: who went out, first out first (A8)
    missed_small_blind: MissedSmallBlind = MissedSmallBlind.DEAD  # B9 standard (dead button); MOVE_ON = variant
    events: tuple[Event, ...] = ()
    carry: int = 0  # chips left in the pot for the next hand (P2 variant CARRY)
    wait_for_big_blind: bool = False  # C7: returning players wait for the big blind instead of posting
    rebuy_hands: int = 0  # C10: tournament only; a busted player may buy in again during these hands

    # ---- building a table -------------------------------------------------------------------
    @classmethod
    def empty(
        cls,
        blinds: Blinds = DEFAULT_BLINDS,
        *,
        limits: TableLimits | None = None,
        kind: GameKind = GameKind.CASH,
        missed_small_blind: MissedSmallBlind = MissedSmallBlind.DEAD,
        wait_for_big_blind: bool = False,
        rebuy_hands: int = 0,
    ) -> Table:
        limits = limits or TableLimits()
        if not isinstance(wait_for_big_blind, bool):
            raise TableError(f"Die Angabe, ob Rückkehrer auf den Big Blind warten, ist {wait_for_big_blind!r}: "
                             "erlaubt ist nur Ja oder Nein (True oder False) (C7).", key="bad_option")
        if isinstance(rebuy_hands, bool) or not isinstance(rebuy_hands, int) or rebuy_hands < 0:
            raise TableError(f"Die Zahl der Hände mit Rebuy ist {rebuy_hands!r}: erlaubt ist eine ganze Zahl "
                             "ab 0 (C10).", key="bad_option")
        if rebuy_hands and kind is not GameKind.TOURNAMENT:
            raise TableError("Eine Rebuy-Phase gibt es nur im Turnier; im Cash Game kauft nach, wer pleite "
                             "ist (A8). Erlaubt: keine Hände mit Rebuy oder ein Turniertisch (C10).",
                             key="bad_option")
        return cls(
            seats=(None,) * limits.max_seats,
            blinds=blinds,
            limits=limits,
            kind=kind,
            missed_small_blind=missed_small_blind,
            wait_for_big_blind=wait_for_big_blind,
            rebuy_hands=rebuy_hands,
        )

    @classmethod
    def with_players(
        cls,
        stacks: Sequence[int],
        *,
        names: Sequence[str] | None = None,
        blinds: Blinds = DEFAULT_BLINDS,
        button: int | None = None,
        limits: TableLimits | None = None,
        kind: GameKind = GameKind.CASH,
        missed_small_blind: MissedSmallBlind = MissedSmallBlind.DEAD,
        wait_for_big_blind: bool = False,
        rebuy_hands: int = 0,
    ) -> Table:
        """Players on seats ``0..len(stacks)-1``; ``button`` given or drawn later (D1)."""
        table = cls.empty(blinds, limits=limits, kind=kind, missed_small_blind=missed_small_blind,
                          wait_for_big_blind=wait_for_big_blind, rebuy_hands=rebuy_hands)
        items = as_sequence(stacks)
        if items is None:
            raise TableError(f"Die Stacks {amount_excerpt(stacks)} sind keine Liste. Erlaubt: eine Liste ganzer Zahlen, "
                             "eine pro Spieler.", key="bad_stacks")
        stacks = items
        if isinstance(names, (str, bytes)) or (names is not None and not isinstance(names, Sequence)):
            raise TableError(f"Die Namen {names!r} sind keine Liste. Erlaubt: eine Liste mit einem Namen pro "
                             "Spieler, z. B. [\"Anna\", \"Ben\"].", key="names_mismatch")
        names = list(names) if names is not None else list(default_names(len(stacks)))
        if len(names) != len(stacks):
            raise TableError(
                f"{len(stacks)} Stacks, aber {len(names)} Namen: es braucht gleich viele.",
                key="names_mismatch",
            )
        for seat, (name, stack) in enumerate(zip(names, stacks)):
            table = table.sit_down(seat, name, stack)
        if button is not None:
            table = table.set_button(button)
        return replace(table, events=())

    # ---- looking at it ----------------------------------------------------------------------
    def player(self, who: int | str) -> Player:
        return self.seats[self.seat_of(who)]  # type: ignore[return-value]

    def seat_of(self, who: int | str) -> int:
        """Seat of a player given by seat number or name; :class:`TableError` if nobody sits there."""
        if isinstance(who, str):
            for seat, p in enumerate(self.seats):
                if p is not None and p.name == who:
                    return seat
            raise TableError(
                f"Einen Spieler „{who}“ gibt es an diesem Tisch nicht. Am Tisch: "
                f"{', '.join(p.name for p in self.seats if p) or 'niemand'}.",
                key="unknown_player",
            )
        self._check_seat(who)
        if self.seats[who] is None:
            raise TableError(f"{seat_name(who)} ist leer; dort sitzt kein Spieler.", key="unknown_player")
        return int(who)

    def occupied(self) -> list[int]:
        return [s for s, p in enumerate(self.seats) if p is not None]

    def stacks(self) -> dict[int, int]:
        return {s: p.stack for s, p in enumerate(self.seats) if p is not None}

    def total_chips(self) -> int:
        return sum(p.stack for p in self.seats if p is not None)

    @property
    def seating(self) -> Seating:
        """What the plan of the next hand reads of this table (no reference back to it)."""
        return Seating(self.seats, self.button, self.last_blinds, self.kind, self.missed_small_blind, self.blinds,
                       self.hand_number, self.carry)

    # ---- seating ----------------------------------------------------------------------------
    def _check_seat(self, seat: int) -> None:
        if not is_whole_number(seat) or not 0 <= seat < len(self.seats):
            raise TableError(
                f"Sitz {amount_excerpt(seat)} gibt es nicht: der Tisch hat die Sitze 0 bis "
                f"{len(self.seats) - 1} (für Leser Sitz 1 bis {len(self.seats)}).",
                key="bad_seat",
            )

    def _no_hand(self, what: str) -> None:
        if self.in_hand is not None:
            raise TableError(
                f"{what} geht erst, wenn die laufende Hand abgerechnet ist.", key="hand_in_progress"
            )

    def sit_down(self, seat: int, name: str, stack: int) -> Table:
        """A player takes a free seat with a buy-in within the limits (B10, B11)"""
        self._check_seat(seat)
        if self.seats[seat] is not None:
            free = ", ".join(seat_name(s) for s, p in enumerate(self.seats) if p is None) or "keine"
            raise TableError(
                f"{seat_name(seat)} ist schon besetzt ({self.seats[seat].name}); "  # type: ignore[union-attr]
                f"frei sind: {free}.",
                key="seat_taken",
            )
        if not isinstance(name, str) or not name.strip() or any(p is not None and p.name == name
                                                                   for p in self.seats):
            raise TableError(
                f"Der Name „{name}“ ist leer oder schon vergeben; jeder Spieler braucht einen eigenen Namen.",
                key="duplicate_name",
            )
        check_buy_in(self.limits, stack)
        started = self.hand_number > 0 or self.last_blinds is not None
        if started and self.kind is GameKind.TOURNAMENT:
            raise TableError(
                "In ein laufendes Turnier kann niemand mehr einsteigen.", key="tournament_running"
            )
        stack, seat = int(stack), int(seat)  # numpy integers become plain int
        player = Player(name, stack, new=started)
        return replace(
            self,
            seats=put_seat(self.seats, seat, player),
            events=(Event("B10" if started else "B11", None, "sit_down", seat, stack,
                          values={"name": name, "seat": seat, "stack": stack, "started": started}),),
        )

    def leave(self, who: int | str) -> Table:
        seat = self.seat_of(who)
        self._no_hand("Aufstehen")
        name = self.seats[seat].name  # type: ignore[union-attr]
        return replace(
            self,
            seats=put_seat(self.seats, seat, None),
            events=(
                Event("D6", None, "leave", seat, values={"name": name, "seat": seat}),
            ),
        )

    def sit_out(self, who: int | str) -> Table:
        """The player sits out: no cards, and blinds that pass his seat count as missed (B8, B9).
        For a tournament player away from his seat, who is dealt in and blinded off, see :meth:`away` (C16)."""
        seat = self.seat_of(who)
        p = self.seats[seat]
        assert p is not None
        if p.away:
            raise TableError(f"{p.name} setzt schon aus.", key="already_sitting_out")
        return replace(
            self,
            seats=put_seat(self.seats, seat, replace(p, away=True)),
            events=(Event("B7", None, "sit_out", seat, values={"name": p.name}),),
        )

    def sit_in(self, who: int | str, *, wait_for_big_blind: bool | None = None) -> Table:
        """A player who sat out wants cards again; he posts what he missed when he is dealt in (B8, B9)
        or, with ``wait_for_big_blind`` (default: the table's option), waits until the big blind
        reaches him and then posts only the big blind (C7)."""
        seat = self.seat_of(who)
        p = self.seats[seat]
        assert p is not None
        if not p.away or p.busted:
            raise TableError(
                f"{p.name} setzt nicht aus"
                + (" (ohne Chips: erst nachkaufen)" if p.busted else "")
                + "; einsteigen kann nur, wer aussetzt.",
                key="not_sitting_out",
            )
        owed: Literal["both", "small", "nothing"] = "both" if p.missed_big else "small" if p.missed_small else "nothing"
        rule = "B8" if p.missed_big else "B9" if p.missed_small else "B7"
        waits = self.wait_for_big_blind if wait_for_big_blind is None else wait_for_big_blind
        if not isinstance(waits, bool):
            raise TableError(f"Die Angabe, ob {p.name} auf den Big Blind wartet, ist {waits!r}: erlaubt ist nur "
                             "Ja oder Nein (True oder False) (C7).", key="bad_option")
        if waits and p.owes:
            return replace(self, seats=put_seat(self.seats, seat, replace(p, away=False, waits=True)),
                           events=(Event("C7", None, "sit_in", seat, values={"name": p.name, "waits": True}),))
        return replace(
            self,
            seats=put_seat(self.seats, seat, replace(p, away=False)),
            events=(
                Event(rule, None, "sit_in", seat, values=SitInValues(name=p.name, owed=owed)),
            ),
        )

    def post_blind(self, who: int | str) -> Table:
        """A new player chooses to post a live big blind at once instead of waiting (B10)."""
        seat = self.seat_of(who)
        p = self.seats[seat]
        assert p is not None
        if not p.new or p.away or p.post_now:
            raise TableError(
                f"{p.name} schuldet keinen Blind: nur ein neuer Spieler, der auf den Big Blind "
                f"wartet, kann den Blind vorzeitig setzen.",
                key="blind_not_owed",
            )
        return replace(
            self,
            seats=put_seat(self.seats, seat, replace(p, post_now=True)),
            events=(
                Event("B10", None, "post_now", seat, values={"name": p.name}),
            ),
        )

    def rebuy(self, who: int | str, amount: int) -> Table:
        """Cash game only: a busted player buys chips again within the buy-in limits (A8, B11)"""
        seat = self.seat_of(who)
        p = self.seats[seat]
        assert p is not None
        self._no_hand("Nachkaufen")
        tournament = self.kind is GameKind.TOURNAMENT
        if tournament and self.hand_number > self.rebuy_hands:
            why = ("die Rebuy-Phase (die ersten "
                   f"{self.rebuy_hands} Hände) ist vorbei" if self.rebuy_hands else "es ist ein Freezeout")
            raise TableError(
                f"Im Turnier ist ein Spieler ohne Chips ausgeschieden (A8); {why}, Nachkaufen gibt es "
                "nicht mehr (C10).",
                key="no_rebuy_in_tournament",
            )
        if not p.busted:
            raise TableError(
                f"{p.name} hat noch {p.stack} Chips; nachkaufen kann nur, wer pleite ist.", key="not_busted"
            )
        check_buy_in(self.limits, amount)
        eliminated = self.eliminated
        if tournament and p.name in eliminated:
            eliminated = tuple(x for x in eliminated if x != p.name)
        rule = "C10" if tournament else "C12"
        return replace(
            self,
            seats=put_seat(self.seats, seat, replace(p, stack=int(amount), busted=False, away=False)),
            eliminated=eliminated,
            events=(Event(rule, None, "rebuy", seat, amount,
                          values={"name": p.name, "chips": int(amount), "tournament": tournament}),),
        )

    def add_chips(self, who: int | str, amount: int) -> Table:
        """Table stakes, cash game only: the player puts ``amount`` more chips on the table between
        hands, up to the table's maximum buy-in; they play from his next hand on (C12).
        ``total_chips()`` rises by exactly ``amount``."""
        seat = self.seat_of(who)
        p = self.seats[seat]
        assert p is not None
        chips = check_add_chips(p, amount, self.limits, tournament=self.kind is GameKind.TOURNAMENT,
                                in_hand=self.in_hand is not None)
        stack = p.stack + chips
        return replace(
            self,
            seats=put_seat(self.seats, seat, replace(p, stack=stack, added=p.added + chips)),
            events=(Event("C12", None, "rebuy", seat, chips,
                          values={"case": "add_chips", "name": p.name, "chips": chips, "stack": stack}),),
        )

    def take_chips(self, who: int | str, amount: int) -> NoReturn:
        """Always refused (C12): nobody takes chips off the table while he keeps playing; in a cash
        game a player takes all his chips when he leaves (:meth:`leave`), in a tournament every
        chip stays on the table."""
        p = self.seats[self.seat_of(who)]
        assert p is not None
        raise refuse_take_chips(p, tournament=self.kind is GameKind.TOURNAMENT)

    def away(self, who: int | str) -> Table:
        """The player leaves his seat for a while (C16). In a tournament he is still dealt in, posts
        his blinds and antes, and his hand is dead before the first action; his chips stay in
        play. In a cash game he sits out as with :meth:`sit_out` (no cards, missed blinds, B7–B10)."""
        seat = self.seat_of(who)
        p = self.seats[seat]
        assert p is not None
        if self.kind is not GameKind.TOURNAMENT:
            table = self.sit_out(seat)
            return replace(table, events=(Event("C16", None, "sit_out", seat, values={"case": "away_cash",
                                                                                      "name": p.name}),))
        if p.busted or p.absent:
            why = "hat keine Chips mehr" if p.busted else "ist schon nicht am Platz"
            raise TableError(f"{p.name} {why}; weggehen kann nur, wer noch mitspielt und am Platz ist (C16).",
                             key="busted" if p.busted else "already_absent")
        return replace(
            self,
            seats=put_seat(self.seats, seat, replace(p, absent=True)),
            events=(Event("C16", None, "sit_out", seat, values={"case": "absent", "name": p.name}),),
        )

    def back(self, who: int | str, *, wait_for_big_blind: bool | None = None) -> Table:
        """The player is back at his seat (C16): in a tournament his hands are live again from the
        next deal; in a cash game he comes back as with :meth:`sit_in` (B8, B9, C7)."""
        seat = self.seat_of(who)
        p = self.seats[seat]
        assert p is not None
        if self.kind is not GameKind.TOURNAMENT:
            return self.sit_in(seat, wait_for_big_blind=wait_for_big_blind)
        if not p.absent:
            raise TableError(f"{p.name} ist am Platz; zurückkommen kann nur, wer weggegangen ist (C16).",
                             key="not_absent")
        return replace(
            self,
            seats=put_seat(self.seats, seat, replace(p, absent=False)),
            events=(Event("C16", None, "sit_in", seat, values={"case": "back", "name": p.name}),),
        )

    def set_blinds(self, blinds: Blinds, *, rule: str = "B12") -> Table:
        """New blind sizes from the next hand on, e.g. a schedule's next level (B12)."""
        if not isinstance(blinds, Blinds):
            raise TableError(f"{str(blinds)[:40]!r} sind keine Blinds. Erlaubt: Blinds(small, big, ante).",
                             key="bad_blinds")
        return replace(
            self,
            blinds=blinds,
            events=(Event(rule, None, "blinds", values={"small": blinds.small, "big": blinds.big, "ante": blinds.ante,
                                                         "big_blind_ante": blinds.big_blind_ante}),),
        )

    # ---- the button -------------------------------------------------------------------------
    def set_button(self, seat: int) -> Table:
        self.seat_of(seat)
        return replace(
            self,
            button=seat,
            last_blinds=None,
            events=(
                Event("D1", None, "button", seat, values=ButtonValues(
                    case="set", seat=seat, name=self.seats[seat].name)),  # type: ignore[union-attr]
            ),
        )

    def draw_for_button(self, deck: Deck | None = None, *, seed: int | None = None) -> Table:
        """D1/D2: every seated player gets one face-up card; highest rank wins, suits break ties.

        The cards go out clockwise from seat 0 from the top of ``deck`` (or a deck shuffled with
        ``seed``). The result is in :attr:`draw` of the returned table's first event and in ``button``.
        """
        self._no_hand("Das Ziehen um den Button")
        seats = [s for s in self.occupied() if not self.seats[s].busted]  # type: ignore[union-attr]
        if len(seats) < 2:
            raise TableError(
                "Um den Button ziehen braucht mindestens 2 Spieler am Tisch.", key="not_enough_players"
            )
        deck = deck if deck is not None else Deck.shuffled(seed)
        cards, _ = deck.deal(len(seats))
        draw = dict(zip(seats, cards))
        result = explain_draw(draw, {s: self.seats[s].name for s in seats})  # type: ignore[union-attr]
        events = tuple(
            Event("D1", None, "draw", s, cards=(c,), values=DrawValues(name=self.seats[s].name, card=c))  # type: ignore[union-attr]
            for s, c in draw.items()
        )
        best = draw[result.winner]
        tied = tuple((self.seats[s].name, c) for s, c in draw.items()  # type: ignore[union-attr]
                     if s != result.winner and c.rank == best.rank)
        events += (Event("D2" if tied else "D1", None, "button", result.winner, cards=(best,), values=ButtonValues(
            case="drawn", name=self.seats[result.winner].name, card=best, tied=tied)),)  # type: ignore[union-attr]
        return replace(self, button=result.winner, last_blinds=None, events=events)

    # ---- one hand ---------------------------------------------------------------------------
    def next_hand(self, *, refuse: Iterable[int | str] = (), straddle: int | str | None = None) -> HandSetup:
        """Who is dealt in, who posts what, where the button is (D3, D6, B1, B7–B10, H1, C16).

        ``refuse``: players due to post a blind in this hand who will not; they sit out, get no
        cards and owe the refused blind as a missed blind (B7, B8, B9; or wait for the big blind,
        C7). With the table's standard ``MissedSmallBlind.DEAD`` the big blind still moves exactly
        one seat: a refused small blind is dead for this hand (nobody else posts it), a refused big
        blind passes to the next player (B8). With the variant ``MOVE_ON`` (source 002's reading) the
        next player is asked instead and the blinds move on, as in B9's variant.
        ``straddle``: the player (name or seat) who straddles — only in a cash game with at least
        three players dealt in, and only the player directly left of the big blind; he posts twice
        the big blind after the blinds, and the player left of him acts first preflop (C11).
        """
        self._no_hand("Eine neue Hand")
        if self.button is None:
            raise TableError(
                "Es gibt noch keinen Dealer-Button: erst um ihn ziehen (D1) oder ihn einem Spieler "
                "direkt geben.",
                key="no_button",
            )
        table, events = self, []
        refusing = [self.seat_of(w) for w in refuse]
        if refusing:
            plan = plan_hand(self.seating)
            due = {plan.bb_seat} | ({plan.sb_seat} if plan.sb_live else set()) | set(plan.extra_posters)
            for seat in refusing:
                if seat not in due:
                    raise TableError(
                        f"{self.seats[seat].name} muss in dieser Hand keinen Blind setzen; "  # type: ignore[union-attr]
                        f"ablehnen kann nur, wer einen Blind schuldet.",
                        key="blind_not_owed",
                    )
            for seat in refusing:
                p = table.seats[seat]
                assert p is not None
                table = replace(table, seats=put_seat(table.seats, seat, replace(p, away=True)))
                blind: Literal["small", "big", "owed"] = (
                    "big" if seat == plan.bb_seat else "small" if seat == plan.sb_seat and plan.sb_live else "owed")
                events.append(Event("B7", None, "refuse", seat, values=RefuseValues(
                    name=p.name, blind=blind, move_on=self.missed_small_blind is MissedSmallBlind.MOVE_ON)))
        plan = plan_hand(table.seating, frozenset(refusing))
        straddle_seat = None if straddle is None else self.seat_of(straddle)
        if straddle_seat is not None:
            check_straddle(table.seating, plan, straddle_seat)
        setup, seats = setup_hand(table.seating, plan, events, straddle_seat)
        running = replace(table, seats=seats, button=plan.button_seat, last_blinds=(plan.sb_seat, plan.bb_seat),
                          hand_number=table.hand_number + 1, in_hand=plan.dealt, events=setup.events)
        return replace(setup, table=running)

    def after_hand(self, final_stacks: Any, *, rake: int = 0, carried: int = 0,
                   refuse: Iterable[int | str] = ()) -> Table:
        """Apply a finished hand: new stacks, busted players (A8), the button moves on (D3, D6).

        ``final_stacks``: the stacks after the hand, one per player dealt in, or the finished
        :class:`~holdem.hand.HandState` itself (its final stacks, rake and carried chips are used).
        ``rake``: chips the house kept (X1); ``carried``: chips left in the pot for the next hand
        (P2 variant). Every chip is checked: stacks + rake + carried must be the chips before the
        hand plus the chips carried in, else :class:`TableError` and the table stays as it was.
        Call it on ``setup.table`` (or on the table before :meth:`next_hand`, which is then
        computed again with the same ``refuse``).
        """
        if hasattr(final_stacks, "final_stacks") and hasattr(final_stacks, "result"):
            state = final_stacks
            if not state.is_over or state.result is None:
                raise TableError("Die Hand ist noch nicht zu Ende; erst danach kann der Tisch weitergehen.",
                                 key="hand_not_over")
            final_stacks, rake, carried = state.final_stacks, state.result.rake, state.result.carried
        if self.in_hand is None:
            running: Table = self.next_hand(refuse=refuse).table
            return running.after_hand(final_stacks, rake=rake, carried=carried)
        seats = self.in_hand
        if isinstance(final_stacks, (str, bytes)) or not isinstance(final_stacks, Sequence):
            raise TableError(f"Die Endstacks {final_stacks!r} sind keine Liste. Erlaubt: eine Liste mit "
                             f"{len(seats)} ganzen Zahlen ab 0.", key="bad_final_stacks")
        final = list(final_stacks)
        if len(final) != len(seats) or any(
            not is_whole_number(x) or x < 0 or too_large(x) for x in final
        ):
            raise TableError(
                f"Es braucht {len(seats)} Endstacks (ganze Zahlen ab 0 mit {LIMIT_TEXT}), einen je Spieler der Hand, "
                f"erhalten: {amount_excerpt(final, 200)}.",
                key="bad_final_stacks",
            )
        final = [int(x) for x in final]
        for name, value in (("Rake", rake), ("Übertrag", carried)):
            if not is_whole_number(value) or value < 0:
                raise TableError(f"{name} {amount_excerpt(value)}: erlaubt ist eine ganze Chipzahl ab 0 (X1, P2).",
                                 key="bad_final_stacks")
        before = sum(self.seats[s].stack for s in seats) + self.carry  # type: ignore[union-attr,misc]
        after = sum(final) + int(rake) + int(carried)
        if after != before:
            raise TableError(
                f"Nach der Hand lägen {sum(final)} Chips auf dem Tisch, dazu {int(rake)} Rake und {int(carried)} "
                f"für die nächste Hand; vorher waren es {before}"
                + (f" (davon {self.carry} aus der letzten Hand)" if self.carry else "")
                + ". Chips können weder entstehen noch verschwinden. Erlaubt sind nur Endstacks, deren Summe mit Rake und Übertrag genau den Chips vor der Hand "
                "entspricht (X1, P2).",
                key="chips_created" if after > before else "chips_lost",
            )
        table_seats = list(self.seats)
        events: list[Event] = []
        eliminated = list(self.eliminated)
        tournament = self.kind is GameKind.TOURNAMENT
        rebuy_open = tournament and self.hand_number <= self.rebuy_hands  # C10: may buy in again
        if tournament and self.rebuy_hands and not rebuy_open:
            # C10: the rebuy period is over; who busted in it and did not buy in again is out now.
            for seat, p in enumerate(table_seats):
                if p is not None and p.busted and p.name not in eliminated:
                    eliminated.append(p.name)
                    events.append(Event("C10", None, "busted", seat, values={"name": p.name, "case": "rebuy_over"}))
        for seat, stack in zip(seats, final):
            p = table_seats[seat]
            assert p is not None
            if stack == 0:
                rule, case = "A8", "cash_game"
                if rebuy_open:
                    rule, case = "C10", "rebuy_open"
                elif tournament:
                    eliminated.append(p.name)
                    case = "tournament"
                events.append(Event(rule, None, "busted", seat, values={"name": p.name, "case": case}))
                table_seats[seat] = replace(p, stack=0, busted=True, away=True)
            else:
                table_seats[seat] = replace(p, stack=stack)
        sb_seat, _ = self.last_blinds  # type: ignore[misc]
        # D6: the small blind's seat gets the button, even if it is empty now (dead button).
        holder = table_seats[sb_seat]
        if holder is not None and not holder.busted:
            events.append(
                Event("D6", None, "button", sb_seat, values={"case": "moves", "seat": sb_seat, "name": holder.name})
            )
        else:
            events.append(
                Event("D6", None, "button", sb_seat, values={"case": "moves_dead", "seat": sb_seat})
            )
        if carried:
            events.append(Event("P2", None, "carry", None, int(carried), values={"chips": int(carried)}))
        return replace(
            self,
            seats=tuple(table_seats),
            button=sb_seat,
            in_hand=None,
            eliminated=tuple(eliminated),
            events=tuple(events),
            carry=int(carried),
        )

    def describe(self) -> str:
        """German overview: each seat with player, stack, status and the button
        (:func:`holdem.narration.table.table_overview`)."""
        return table_overview(self.kind is GameKind.TOURNAMENT, str(self.blinds),
                              [(p.name, p.stack, p.status.value) if p else None for p in self.seats], self.button)
