"""The state of one hand, never changed: :class:`HandState`, its read-only views and its steps
(``apply``, ``reveal``, ``muck``).

A step checks what it is given, copies the state into a :class:`~holdem.hand.work.HandWork`,
lets the rules change that copy (:mod:`holdem.hand.rounds`, :mod:`holdem.hand.ending`) and
freezes it into the next state.

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from holdem.betting import (
    Action,
    ActionKind,
    IllegalActionError,
    LegalAction,
    RaiseRecord,
    check_action,
    legal_actions,
)
from holdem.cards import Card, Deck, parse_cards
from holdem.checks import is_card_list, is_whole_number
from holdem.errors import HoldemError, excerpt
from holdem.events import Event, new_event
from holdem.german import cards_text, no_such_player
from holdem.hand.ending import fold_win, try_showdown
from holdem.hand.rounds import act, begin_round, end_round, nothing_to_decide
from holdem.hand.setup import HandViews, Setup
from holdem.hand.steps import DealBoard, DealHole, Street
from holdem.hand.work import HandWork
from holdem.pots import Award

__all__ = ["HandState"]

_new_object = object.__new__

# Enum members bound once (why: see "Enum members bound once" in holdem.betting).
_KIND_CALL, _KIND_BET, _KIND_RAISE = ActionKind.CALL, ActionKind.BET, ActionKind.RAISE
_OVER = Street.OVER



@dataclass(frozen=True)
class HandState(HandViews):
    """The state of one hand; never changed, :meth:`apply` returns the next one.

    ``bets`` are this round's bets, ``contributed`` everything put in during the hand (bets,
    blinds, antes, dead money; uncalled chips already returned). ``holes[i]`` is None when not
    (yet) known. ``events`` are the events of the step that led to this state. After the
    showdown ``shown`` holds the players who showed their hand and ``mucked`` those who gave it
    up face down (S3; also players mucked with :meth:`muck`).
    """

    setup: Setup
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    contributed: tuple[int, ...]
    folded: frozenset[int] = frozenset()
    all_in: frozenset[int] = frozenset()
    # Cards are replaced whole by the few steps that deal or show them, never changed entry by
    # entry: the working copy keeps them as tuples (no list copy at every step).
    holes: tuple[tuple[Card, ...] | None, ...] = ()
    board: tuple[Card, ...] = ()
    burned: tuple[Card, ...] = ()
    deck: Deck | None = None
    street: Street = Street.PREFLOP
    pending: tuple[int, ...] = ()  # players still to act in this round, in order
    acted: tuple[int | None, ...] = ()  # per player: the bet level he left after his last action this round
    current_bet: int = 0
    raise_size: int = 0  # largest bet/raise increment of this round (L1, L8)
    raise_count: int = 0  # full bets and raises of this round, preflop big blind included (L4)
    aggressor: int | None = None  # last bettor/raiser of this round (S2)
    events: tuple[Event, ...] = ()
    awaiting_deal: bool = False
    dealt: frozenset[int] = frozenset()
    mucked: frozenset[int] = frozenset()  # gave up the hand face down at the showdown (S3; muck() or a beaten hand)
    result: Award | None = None
    final: tuple[int, ...] | None = None
    shown: frozenset[int] = frozenset()  # showed the hand at the showdown (S2, S3)
    full_level: int = 0  # bet level of the last full bet/raise of this round (L8)
    capped: bool = False  # the cap was reached with more than two players in the hand (L4, L6)
    exposed: frozenset[int] = frozenset()  # hands turned face up for an all-in showdown (C4)
    last_raise: RaiseRecord | None = None  # this round's newest bet or raise, linked to those before (L8)

    @classmethod
    def from_work(cls, work: HandWork) -> HandState:
        """The state a step's working copy describes: the one place a copy is frozen.

        The working copy's attributes are the state's fields (:class:`HandWork` sets exactly
        those, and the next state's legal actions when the step worked them out), its lists
        become tuples again. The new state takes that dict as its own instead of going through
        the generated ``__init__``, which sets each of the 28 fields of a frozen dataclass with
        ``object.__setattr__``: the one speed device the engine keeps, measured in
        benchmarks/README.md. ``HandState(**fields)`` gives an equal state."""
        values = vars(work).copy()
        for name in _LISTS:
            values[name] = tuple(values[name])
        state = _new_object(cls)
        object.__setattr__(state, "__dict__", values)
        return state

    # ------------------------------------------------------------------ read-only views

    @property
    def round_raises(self) -> tuple[tuple[int, int, int, bool], ...]:
        """This round's bets and raises in order: (player, level before, level after, full on its own)."""
        if self.last_raise is None:
            return ()
        return tuple((r.player, r.before, r.after, r.own) for r in self.last_raise.since(0))

    @property
    def is_over(self) -> bool:
        return self.street is _OVER

    @property
    def final_stacks(self) -> tuple[int, ...]:
        """Stacks after the hand (pots and returned chips paid out); before the end: the stacks now."""
        return self.final if self.final is not None else self.stacks

    @property
    def awaiting_reveal(self) -> tuple[int, ...]:
        """At the showdown: players whose unknown hole cards are needed (reveal or muck them)."""
        if self.street is not Street.SHOWDOWN:
            return ()
        return tuple(p for p in range(self.setup.n)
                     if p not in self.folded and p not in self.mucked and self.holes[p] is None)

    @property
    def in_hand(self) -> tuple[int, ...]:
        """Players who have not folded."""
        return tuple(p for p in range(self.setup.n) if p not in self.folded)

    def legal_actions(self) -> tuple[LegalAction, ...]:
        """What the player to act may do, with exact to-amounts (empty if nobody is to act)."""
        return self._legal

    @cached_property
    def _legal(self) -> tuple[LegalAction, ...]:
        # Asked before a step and again by the step's own check: worked out once per state
        # (or already by the step that made it, see HandWork.keep_legal).
        return legal_actions(self)

    def check_or_call(self) -> Action:
        """The check or the call of the player to act (PHH ``cc``)."""
        player = self._require_turn()
        return Action(ActionKind.CALL if self.current_bet > self.bets[player] else ActionKind.CHECK)

    def bet_or_raise(self, to: int) -> Action:
        """A bet (nothing open) or a raise to ``to`` (PHH ``cbr``)."""
        self._require_turn()
        return Action(ActionKind.RAISE if self.current_bet > 0 else ActionKind.BET, to)

    # ------------------------------------------------------------------ steps

    def apply(self, step: Action | DealHole | DealBoard) -> HandState:
        """The next state after ``step``; raises IllegalActionError and leaves ``self`` as it was."""
        if self.street is _OVER:
            raise IllegalActionError("Die Hand ist schon zu Ende; es ist nichts mehr erlaubt. "
                                     "Eine neue Hand beginnt mit start_hand().", key="hand_over")
        if type(step) is Action:  # the usual step, carried out here (one call less per decision)
            player = self.to_act
            if player is None or step.player is not None:
                return self._act(step)  # nobody to act, or a named player: the full checks
            work = HandWork(self)
            act(work, player, step.kind, self._allowed_to(player, step))
            return HandState.from_work(work)
        if isinstance(step, Action):
            return self._act(step)
        if isinstance(step, DealHole):
            return self._deal_hole(step)
        if isinstance(step, DealBoard):
            return self._deal_board(step)
        raise IllegalActionError(f"{step!r} ist kein Spielschritt. Erlaubt: Action, DealHole, DealBoard.",
                                 key="unknown_step")

    def _require_turn(self) -> int:
        player = self.to_act
        if player is None:
            if self.awaiting_deal:
                raise IllegalActionError(
                    "Jetzt wird gegeben, niemand ist am Zug. Erlaubt ist nur ein Schritt "
                    + ("DealHole (Hole Cards)" if self.street is Street.PREFLOP else "DealBoard (Board)")
                    + ".", key="awaiting_deal")
            raise IllegalActionError("Im Showdown wird nicht mehr gesetzt. Erlaubt: reveal() oder muck() "
                                     f"für {', '.join(self.name(p) for p in self.awaiting_reveal)}.",
                                     key="showdown")
        return player

    def _act(self, action: Action) -> HandState:
        player = self._require_turn()
        if action.player is not None and action.player != player:
            n = self.setup.n
            if not isinstance(action.player, int) or not 0 <= action.player < n:
                raise IllegalActionError(no_such_player(action.player, n), key="unknown_player")
            raise IllegalActionError(
                f"{self.name(action.player)} ist nicht am Zug: jetzt entscheidet {self.name(player)}. "
                "Wer außer der Reihe handelt, muss warten, bis die Reihe an ihm ist (C1).",
                key="not_your_turn")
        if not isinstance(action.kind, ActionKind):
            raise IllegalActionError(f"Unbekannte Aktion {action.kind!r}. Erlaubt: "
                                     + ", ".join(k.value for k in ActionKind) + ".", key="unknown_action")
        to = self._allowed_to(player, action)
        work = HandWork(self)
        act(work, player, action.kind, to)
        return HandState.from_work(work)

    def _allowed_to(self, player: int, action: Action) -> int:
        """The player's bet after ``action`` (as :func:`holdem.betting.check_action` says): read
        off the legal actions when it is one of them, else the check explains what is wrong."""
        kind = action.kind
        amount = action.amount
        for option in self.legal_actions():
            if option.kind is kind:
                if kind is _KIND_BET or kind is _KIND_RAISE:
                    if type(amount) is int and option.min_to <= amount <= option.max_to:  # type: ignore[operator]
                        return amount
                elif kind is _KIND_CALL:
                    if amount is None or amount == option.max_to:
                        return option.max_to  # type: ignore[return-value]
                else:  # fold or check: the bet stays
                    return self.bets[player]
                break
        return check_action(self, action)

    def _deal_hole(self, step: DealHole) -> HandState:
        if not self.setup.manual:
            raise IllegalActionError("Diese Hand wird aus dem Deck gegeben; DealHole ist nur ohne Deck "
                                     "(deck=None) erlaubt (K1).", key="not_manual")
        if not (self.awaiting_deal and self.street is Street.PREFLOP):
            raise IllegalActionError("Hole Cards werden nur vor der ersten Wettrunde gegeben. Erlaubt: "
                                     + self._expected_step() + ".", key="unexpected_deal")
        p = step.player
        n = self.setup.n
        if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < n:
            raise IllegalActionError(no_such_player(p, n), key="unknown_player")
        if p in self.dealt:
            raise IllegalActionError(f"{self.name(p)} hat schon Hole Cards. Erlaubt: Karten für "
                                     + ", ".join(self.name(q) for q in range(n) if q not in self.dealt)
                                     + " (K1).", key="already_dealt")
        cards = None
        if step.cards is not None:
            cards = self._checked_cards(step.cards, 2, "Hole Cards")
        work = HandWork(self)
        work.give_hole_cards(p, cards)
        if len(work.dealt) == n:
            work.awaiting_deal = False
            begin_round(work)
        return HandState.from_work(work)

    def _deal_board(self, step: DealBoard) -> HandState:
        if not self.setup.manual:
            raise IllegalActionError("Diese Hand wird aus dem Deck gegeben; DealBoard ist nur ohne Deck "
                                     "(deck=None) erlaubt (K3).", key="not_manual")
        if not (self.awaiting_deal and self.street in (Street.FLOP, Street.TURN, Street.RIVER)):
            raise IllegalActionError("Jetzt kommen keine Boardkarten. Erlaubt: " + self._expected_step() + ".",
                                     key="unexpected_deal")
        count = 3 if self.street is Street.FLOP else 1
        cards = self._checked_cards(step.cards, count, self.street.german)
        work = HandWork(self)
        work.lay_board_cards(cards)
        work.awaiting_deal = False
        begin_round(work)
        return HandState.from_work(work)

    def _expected_step(self) -> str:
        if self.awaiting_deal:
            return "DealHole" if self.street is Street.PREFLOP else f"DealBoard ({self.street.german})"
        if self.street is Street.SHOWDOWN:
            return "reveal() oder muck()"
        return "eine Aktion des Spielers am Zug"

    def _known_cards(self) -> set[Card]:
        known = set(self.board)
        for hole in self.holes:
            if hole:
                known.update(hole)
        return known

    def _checked_cards(self, cards: object, count: int, what: str,
                       allow_same_as: tuple[Card, ...] = ()) -> tuple[Card, ...]:
        try:
            parsed = parse_cards(cards)  # type: ignore[arg-type]
        except HoldemError as error:
            raise IllegalActionError(f"{what}: {error.message}", key=error.key) from None
        if len(parsed) != count:
            wanted = "1 Karte" if count == 1 else f"{count} Karten"
            raise IllegalActionError(f"{what}: erwartet {wanted}, erhalten {len(parsed)} (K3).",
                                     key="wrong_card_count")
        taken = self._known_cards() - set(allow_same_as)
        for card in parsed:
            if card in taken:
                raise IllegalActionError(f"{what}: die Karte {card} ist schon im Spiel; jede Karte gibt es "
                                         "nur einmal (G1).", key="duplicate_card")
        return parsed

    def reveal(self, player: int, cards: str | Sequence[Card]) -> HandState:
        """Fill in the hole cards of ``player`` that were dealt unknown (PHH ``sm``)."""
        if self.street is Street.OVER:
            raise IllegalActionError("Die Hand ist schon zu Ende; aufdecken ändert nichts mehr.",
                                     key="hand_over")
        n = self.setup.n
        if not is_card_list(cards):
            raise IllegalActionError(f"Aufdecken: {excerpt(cards)} sind keine Karten. Erlaubt: zwei Karten als "
                                     "Text wie „Ah Kd“ oder als Liste.", key="bad_card")
        if not is_whole_number(player) or not 0 <= player < n:
            raise IllegalActionError(no_such_player(player, n), key="unknown_player")
        if player in self.folded or player in self.mucked:
            raise IllegalActionError(f"{self.name(player)} ist nicht mehr in der Hand; nur Spieler im "
                                     "Showdown zeigen ihre Karten (S1).", key="not_in_hand")
        known = self.holes[player]
        parsed = self._checked_cards(cards, 2, f"Karten von {self.name(player)}", known or ())
        if known is not None and set(known) != set(parsed):
            raise IllegalActionError(f"{self.name(player)} hat {cards_text(known)}, nicht {cards_text(parsed)}.",
                                     key="cards_mismatch")
        work = HandWork(self)
        work.reveal(player, parsed)
        if self.street is Street.SHOWDOWN:
            try_showdown(work)
        return HandState.from_work(work)

    def muck(self, player: int) -> HandState:
        """At the showdown: ``player`` gives up his hand face down (S3; PHH ``sm -``)."""
        if self.street is Street.OVER:
            raise IllegalActionError("Die Hand ist schon zu Ende; wegwerfen ändert nichts mehr.",
                                     key="hand_over")
        if self.street is not Street.SHOWDOWN:
            raise IllegalActionError("Karten verdeckt wegwerfen (Muck) geht nur im Showdown; vorher heißt "
                                     "das Aussteigen (Fold) (S3).", key="not_showdown")
        if player not in self.awaiting_reveal:
            raise IllegalActionError(f"{self.name(player) if isinstance(player, int) and 0 <= player < self.setup.n else player!r} "
                                     "hat keine unbekannten Karten im Showdown. Erlaubt: "
                                     + ", ".join(self.name(p) for p in self.awaiting_reveal) + ".",
                                     key="not_in_showdown")
        work = HandWork(self)
        work.muck(player)
        try_showdown(work)
        return HandState.from_work(work)

    def kill_hand(self, player: int) -> HandState:
        """C14: the hand of ``player`` is dead, in turn or not (the dealer mucked the unprotected
        cards by mistake): ``player`` is out as after a fold, the chips stay in the pot, except
        the part of a bet nobody called yet, which goes back. The hand goes on as after a fold:
        the round ends when nobody has anything left to decide, the hand when one player is left."""
        if self.street is Street.OVER:
            raise IllegalActionError("Die Hand ist schon zu Ende; keine Hand kann mehr tot werden.", key="hand_over")
        n = self.setup.n
        if not is_whole_number(player) or not 0 <= player < n:
            raise IllegalActionError(no_such_player(player, n), key="unknown_player")
        player = int(player)
        if player in self.folded or player in self.mucked:
            raise IllegalActionError(f"{self.name(player)} ist nicht mehr in der Hand; tot werden kann nur eine Hand, "
                                     "die noch im Spiel ist. Erlaubt: "
                                     + ", ".join(self.name(p) for p in self.in_hand if p not in self.mucked)
                                     + " (C14).", key="not_in_hand")
        if self.street is Street.SHOWDOWN:
            raise IllegalActionError("Im Showdown wird nicht mehr gesetzt: wer die Karten verdeckt abgibt, nutzt "
                                     "muck(). Erlaubt: reveal() oder muck() (S3).", key="showdown")
        work = HandWork(self)
        returned = work.kill_hand(player)
        name = self.name(player)
        # Out as after a fold (its chips stay in the pot) and the uncalled part of a bet back (A7).
        work.events.append(new_event("C14", "fold", player, values={
            "sentence": "dead_hand", "name": name, "in_pot": work.contributed[player], "dead": True,
            "returned": returned}))
        if returned:
            work.events.append(new_event("A7", "return", player, returned, values={"name": name, "chips": returned}))
        if n - len(work.folded) == 1:
            work.awaiting_deal = False
            fold_win(work)
        elif not work.awaiting_deal and (not work.pending or nothing_to_decide(work)):
            end_round(work)
        return HandState.from_work(work)



# The fields a working copy holds as lists (changed entry by entry during a step).
_LISTS = ("stacks", "bets", "contributed", "pending", "acted", "events")
