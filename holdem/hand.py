"""One hand from the blinds to the pot, as immutable states (B3–B6, H2, K1–K5, W1–W10, L1–L8, A1–A9, S1–S6).

Start with :func:`start_hand`; every :meth:`HandState.apply` returns a **new** state whose
``events`` say what this step did (each naming its rule ID, in German), and leaves the old state
untouched – a hand's history is simply the list of its states. A step the rules do not allow
raises :class:`IllegalActionError` (or :class:`SetupError` at the start) with a German message
and an English ``key``.

Players are the indices ``0..n-1`` clockwise of the players dealt in; ``button`` is the one who
acts last after the flop. Blinds and antes come from the :class:`~holdem.rules.RuleSet` (B1, H1)
unless ``posts`` lists them (missed blinds, dead money: dead money goes into the pot but is not a
bet of the player, B8/B9).

Two ways to deal:

* with a ``deck``: the cards come from its top in the order of the rules (K1 hole cards one at a
  time from the left of the button, K2 a burn card before flop, turn and river, K3 3+1+1 board
  cards); the deck order determines every card; ``burned`` records the burn cards;
* without a deck (``deck=None``, for replays): the state waits for :class:`DealHole` steps (one
  per player, ``cards=None`` for unknown cards) and a :class:`DealBoard` step per street
  (``awaiting_deal`` is True). Unknown hole cards are filled in with :meth:`HandState.reveal`;
  a player at the showdown may give up his unknown hand with :meth:`HandState.muck`.

A betting round ends when every player still able to act has acted and matched the highest
bet (W5) — or at once when the only player left to act faces nothing but all-in opponents and
owes nothing (W9: a check would change nothing, so nobody is asked for one); an uncalled part of
a bet goes back (A7; antes and dead money are no bets: they lie
in the main pot and never come back); when at most one player has chips left the
remaining cards are dealt without betting (A1); after the river the showdown follows (S1–S6)
and the pots are awarded with :mod:`holdem.pots` (A2–A6, P1–P3, X1): ``result`` is the
:class:`~holdem.pots.Award`, ``final_stacks`` the stacks after the hand.

See :mod:`holdem.betting` for the exact legal amounts.
"""

from __future__ import annotations

import numbers
from dataclasses import dataclass, replace
from enum import Enum
from typing import Iterable, Sequence

from holdem.betting import (
    Action, ActionKind, IllegalActionError, LegalAction, check_action, legal_actions, raise_option,
)
from holdem.cards import Card, Deck, parse_cards
from holdem.errors import HoldemError
from holdem.events import Event, cards_text, chips, chips_verb, default_names, german_list
from holdem.positions import Positions, _middle_labels, positions
from holdem.pots import Award, award_pots, build_pots
from holdem.rules import MinRaise, RuleSet, SetupError, ShowdownOrder, Structure
from holdem.showdown import run_showdown, showdown_order

__all__ = [
    "Action", "ActionKind", "DealBoard", "DealHole", "HandState", "IllegalActionError", "LegalAction",
    "Post", "SetupError", "Street", "play", "start_hand",
]


class Street(Enum):
    PREFLOP = 0
    FLOP = 1
    TURN = 2
    RIVER = 3
    SHOWDOWN = 4
    OVER = 5

    @property
    def german(self) -> str:
        return ("Preflop", "Flop", "Turn", "River", "Showdown", "Ende")[self.value]


@dataclass(frozen=True, slots=True)
class DealHole:
    """Manual deal: the two hole cards of ``player`` (``None`` = not known, PHH ``????``)."""

    player: int
    cards: tuple[Card, ...] | None = None

    def __post_init__(self) -> None:
        if not _is_int(self.player):
            raise IllegalActionError(f"DealHole: {self.player!r} ist keine Spielernummer. Erlaubt: eine ganze "
                                     "Zahl ab 0 (0 = Spieler 1).", key="unknown_player")
        if self.cards is not None and not _cards_like(self.cards):
            raise IllegalActionError(f"DealHole: {_short(self.cards)} sind keine Karten. Erlaubt: ein Text wie "
                                     "„Ah Kd“, eine Liste von Karten oder None (unbekannt).", key="bad_card")


@dataclass(frozen=True, slots=True)
class DealBoard:
    """Manual deal: the board cards of the next street (3 for the flop, then 1 and 1)."""

    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if not _cards_like(self.cards):
            raise IllegalActionError(f"DealBoard: {_short(self.cards)} sind keine Karten. Erlaubt: ein Text wie "
                                     "„Ah Kd 7c“ oder eine Liste von Karten.", key="bad_card")


def _cards_like(value: object) -> bool:
    """A text or a sequence of Card/str: what parse_cards reads (checked in detail when dealt)."""
    if isinstance(value, str):
        return True
    if isinstance(value, bytes) or not isinstance(value, (Sequence, frozenset, set)):
        return False
    return all(isinstance(c, (Card, str)) for c in value)


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


POST_KINDS = ("small_blind", "big_blind", "ante", "dead")


@dataclass(frozen=True, slots=True)
class Post:
    """A forced payment before the cards: ``kind`` is ``small_blind`` or ``big_blind`` (live
    bets, B4), ``ante`` or ``dead`` (into the pot, not a bet; dead money does not count for
    side pot levels either, B8/B9).

    ``rule``: why the player posts it, when that is not the usual rule — ``"B8"`` (a returning
    player pays the missed blinds), ``"B9"`` (missed small blind; blinds moved on), ``"B10"`` (a
    new player posts in). ``None``: B1/H1 for blinds, B3 for antes, B8 for dead money."""

    player: int
    amount: int
    kind: str
    rule: str | None = None


@dataclass(frozen=True, slots=True)
class _Setup:
    """What stays the same during a hand (shared by all states of the hand)."""

    rules: RuleSet
    n: int
    button: int
    positions: Positions
    names: tuple[str, ...]
    manual: bool
    deal_order: tuple[int, ...]
    preflop_order: tuple[int, ...]
    postflop_order: tuple[int, ...]
    initial_stacks: tuple[int, ...]
    dead: tuple[int, ...]  # dead money really paid, per player (B8/B9; a big-blind ante, C8)
    antes: tuple[int, ...]  # antes really paid, per player, matched level by level (A2)
    posts: tuple[Post, ...]
    blind_level: int = 0  # the full big blind to call preflop, also when its poster is short (C6)
    carried_in: int = 0  # chips left in the pot by the previous hand (P2 variant CARRY)


@dataclass(frozen=True, slots=True)
class HandState:
    """The state of one hand; never changed, :meth:`apply` returns the next one.

    ``bets`` are this round's bets, ``contributed`` everything put in during the hand (bets,
    blinds, antes, dead money; uncalled chips already returned). ``holes[i]`` is None when not
    (yet) known. ``events`` are the events of the step that led to this state. After the
    showdown ``shown`` holds the players who showed their hand and ``mucked`` those who gave it
    up face down (S3; also players mucked with :meth:`muck`).
    """

    setup: _Setup
    stacks: tuple[int, ...]
    bets: tuple[int, ...]
    contributed: tuple[int, ...]
    folded: frozenset[int]
    all_in: frozenset[int]
    holes: tuple[tuple[Card, ...] | None, ...]
    board: tuple[Card, ...]
    burned: tuple[Card, ...]
    deck: Deck | None
    street: Street
    pending: tuple[int, ...]  # players still to act in this round, in order
    acted: tuple[int | None, ...]  # per player: the bet level he left after his last action this round
    current_bet: int
    raise_size: int  # largest bet/raise increment of this round (L1, L8)
    raise_count: int  # full bets and raises of this round, preflop big blind included (L4)
    aggressor: int | None  # last bettor/raiser of this round (S2)
    events: tuple[Event, ...]
    awaiting_deal: bool
    dealt: frozenset[int]
    mucked: frozenset[int]  # gave up the hand face down at the showdown (S3; muck() or a beaten hand)
    result: Award | None
    final: tuple[int, ...] | None
    shown: frozenset[int] = frozenset()  # showed the hand at the showdown (S2, S3)
    full_level: int = 0  # bet level of the last full bet/raise of this round (L8)
    capped: bool = False  # the cap was reached with more than two players in the hand (L4, L6)
    exposed: frozenset[int] = frozenset()  # hands turned face up for an all-in showdown (C4)

    # ------------------------------------------------------------------ read-only views

    @property
    def rules(self) -> RuleSet:
        return self.setup.rules

    @property
    def n_players(self) -> int:
        return self.setup.n

    @property
    def button(self) -> int:
        return self.setup.button

    @property
    def positions(self) -> Positions:
        return self.setup.positions

    @property
    def names(self) -> tuple[str, ...]:
        return self.setup.names

    def name(self, player: int) -> str:
        return self.setup.names[player]

    @property
    def round_index(self) -> int:
        """0 preflop, 1 flop, 2 turn, 3 river (4/5 after the betting)."""
        return self.street.value

    @property
    def to_act(self) -> int | None:
        """The player whose decision is due, or None (dealing, showdown, hand over)."""
        if self.pending and not self.awaiting_deal and self.street.value <= 3:
            return self.pending[0]
        return None

    @property
    def is_over(self) -> bool:
        return self.street is Street.OVER

    @property
    def pot(self) -> int:
        """Every chip in the middle, this round's bets included (and chips carried in, P2)."""
        return sum(self.contributed) + self.setup.carried_in

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

    def apply(self, step: Action | DealHole | DealBoard) -> "HandState":
        """The next state after ``step``; raises IllegalActionError and leaves ``self`` as it was."""
        if self.street is Street.OVER:
            raise IllegalActionError("Die Hand ist schon zu Ende; es ist nichts mehr erlaubt. "
                                     "Eine neue Hand beginnt mit start_hand().", key="hand_over")
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
                    + ("DealHole (Startkarten)" if self.street is Street.PREFLOP else "DealBoard (Board)")
                    + ".", key="awaiting_deal")
            raise IllegalActionError("Im Showdown wird nicht mehr gesetzt. Erlaubt: reveal() oder muck() "
                                     f"für {', '.join(self.name(p) for p in self.awaiting_reveal)}.",
                                     key="showdown")
        return player

    def _act(self, action: Action) -> "HandState":
        player = self._require_turn()
        if action.player is not None and action.player != player:
            n = self.setup.n
            if not isinstance(action.player, int) or not 0 <= action.player < n:
                raise IllegalActionError(
                    f"Einen Spieler mit dem Index {action.player!r} gibt es in dieser Hand nicht. Erlaubt "
                    f"sind die Indizes 0 bis {n - 1} (Spieler 1 bis {n}).", key="unknown_player")
            raise IllegalActionError(
                f"{self.name(action.player)} ist nicht am Zug: jetzt entscheidet {self.name(player)}. "
                "Wer außer der Reihe handelt, muss warten, bis die Reihe an ihm ist (C1).",
                key="not_your_turn")
        if not isinstance(action.kind, ActionKind):
            raise IllegalActionError(f"Unbekannte Aktion {action.kind!r}. Erlaubt: "
                                     + ", ".join(k.value for k in ActionKind) + ".", key="unknown_action")
        to = check_action(self, action)
        work = _Work(self)
        work.act(player, action.kind, to)
        return work.freeze()

    def _deal_hole(self, step: DealHole) -> "HandState":
        if not self.setup.manual:
            raise IllegalActionError("Diese Hand wird aus dem Deck gegeben; DealHole ist nur ohne Deck "
                                     "(deck=None) erlaubt (K1).", key="not_manual")
        if not (self.awaiting_deal and self.street is Street.PREFLOP):
            raise IllegalActionError("Startkarten werden nur vor der ersten Wettrunde gegeben. Erlaubt: "
                                     + self._expected_step() + ".", key="unexpected_deal")
        p = step.player
        n = self.setup.n
        if not isinstance(p, int) or isinstance(p, bool) or not 0 <= p < n:
            raise IllegalActionError(f"Einen Spieler mit dem Index {p!r} gibt es nicht. Erlaubt sind die "
                                     f"Indizes 0 bis {n - 1} (Spieler 1 bis {n}).",
                                     key="unknown_player")
        if p in self.dealt:
            raise IllegalActionError(f"{self.name(p)} hat schon Startkarten. Erlaubt: Karten für "
                                     + ", ".join(self.name(q) for q in range(n) if q not in self.dealt)
                                     + " (K1).", key="already_dealt")
        cards = None
        if step.cards is not None:
            cards = self._checked_cards(step.cards, 2, "Startkarten")
        work = _Work(self)
        work.holes[p] = cards
        work.dealt = self.dealt | {p}
        shown = cards_text(cards) if cards else "verdeckt, unbekannt"
        work.events.append(Event("K1", f"{self.name(p)} bekommt zwei Startkarten ({shown}) (K1).",
                                 "deal_hole", p, cards=cards or ()))
        if len(work.dealt) == n:
            work.awaiting_deal = False
            work.begin_round()
        return work.freeze()

    def _deal_board(self, step: DealBoard) -> "HandState":
        if not self.setup.manual:
            raise IllegalActionError("Diese Hand wird aus dem Deck gegeben; DealBoard ist nur ohne Deck "
                                     "(deck=None) erlaubt (K3).", key="not_manual")
        if not (self.awaiting_deal and self.street in (Street.FLOP, Street.TURN, Street.RIVER)):
            raise IllegalActionError("Jetzt kommen keine Boardkarten. Erlaubt: " + self._expected_step() + ".",
                                     key="unexpected_deal")
        count = 3 if self.street is Street.FLOP else 1
        cards = self._checked_cards(step.cards, count, self.street.german)
        work = _Work(self)
        work.board += cards
        work.events.append(_board_event(self.street, cards))
        work.awaiting_deal = False
        work.begin_round()
        return work.freeze()

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
            raise IllegalActionError(f"{what}: erwartet {count} Karte(n), erhalten {len(parsed)} (K3).",
                                     key="wrong_card_count")
        taken = self._known_cards() - set(allow_same_as)
        for card in parsed:
            if card in taken:
                raise IllegalActionError(f"{what}: die Karte {card} ist schon im Spiel; jede Karte gibt es "
                                         "nur einmal (G1).", key="duplicate_card")
        return parsed

    def reveal(self, player: int, cards: str | Sequence[Card]) -> "HandState":
        """Fill in the hole cards of ``player`` that were dealt unknown (PHH ``sm``)."""
        if self.street is Street.OVER:
            raise IllegalActionError("Die Hand ist schon zu Ende; aufdecken ändert nichts mehr.",
                                     key="hand_over")
        n = self.setup.n
        if not _cards_like(cards):
            raise IllegalActionError(f"Aufdecken: {_short(cards)} sind keine Karten. Erlaubt: zwei Karten als "
                                     "Text wie „Ah Kd“ oder als Liste.", key="bad_card")
        if not _is_int(player) or not 0 <= player < n:
            raise IllegalActionError(f"Einen Spieler mit dem Index {player!r} gibt es nicht. Erlaubt sind "
                                     f"die Indizes 0 bis {n - 1} (Spieler 1 bis {n}).",
                                     key="unknown_player")
        if player in self.folded or player in self.mucked:
            raise IllegalActionError(f"{self.name(player)} ist nicht mehr in der Hand; nur Spieler im "
                                     "Showdown zeigen ihre Karten (S1).", key="not_in_hand")
        known = self.holes[player]
        parsed = self._checked_cards(cards, 2, f"Karten von {self.name(player)}", known or ())
        if known is not None and set(known) != set(parsed):
            raise IllegalActionError(f"{self.name(player)} hat {cards_text(known)}, nicht {cards_text(parsed)}.",
                                     key="cards_mismatch")
        work = _Work(self)
        work.holes[player] = parsed
        work.events.append(Event("S1", f"Die Karten von {self.name(player)} sind jetzt bekannt: "
                                       f"{cards_text(parsed)} (S1).", "reveal", player, cards=parsed))
        if self.street is Street.SHOWDOWN:
            work.try_showdown()
        return work.freeze()

    def muck(self, player: int) -> "HandState":
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
        work = _Work(self)
        work.mucked = self.mucked | {player}
        work.events.append(Event("S3", f"{self.name(player)} wirft die Karten verdeckt weg (Muck) und "
                                       "verzichtet auf den Pot (S3).", "muck", player))
        work.try_showdown()
        return work.freeze()


def _board_event(street: Street, cards: tuple[Card, ...]) -> Event:
    if street is Street.FLOP:
        text = f"Flop: {cards_text(cards)} – drei Gemeinschaftskarten auf einmal (K3)."
    else:
        text = f"{street.german}: {cards_text(cards)} – die {'vierte' if street is Street.TURN else 'fünfte'} " \
               "Gemeinschaftskarte (K3)."
    return Event("K3", text, "deal_board", cards=cards)


_RULE_OF_STRUCTURE = {Structure.NO_LIMIT: "L1", Structure.POT_LIMIT: "L2", Structure.FIXED_LIMIT: "L3",
                      Structure.SPREAD_LIMIT: "L5"}


class _Work:
    """A mutable copy of a state for one step; :meth:`freeze` makes the next state."""

    __slots__ = ("setup", "stacks", "bets", "contributed", "folded", "all_in", "holes", "board", "burned",
                 "deck", "street", "pending", "acted", "current", "raise_size", "raise_count", "aggressor",
                 "events", "awaiting_deal", "dealt", "mucked", "result", "final", "antes", "shown",
                 "full_level", "capped", "exposed", "dead")

    def __init__(self, s: HandState | None = None) -> None:
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

    def freeze(self) -> HandState:
        return HandState(self.setup, tuple(self.stacks), tuple(self.bets), tuple(self.contributed), self.folded,
                         self.all_in, tuple(self.holes), self.board, self.burned, self.deck, self.street,
                         tuple(self.pending), tuple(self.acted), self.current, self.raise_size,
                         self.raise_count, self.aggressor, tuple(self.events), self.awaiting_deal, self.dealt,
                         self.mucked, self.result, self.final, self.shown, self.full_level, self.capped,
                         self.exposed)

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
            self.events.append(Event("K2", "Vor den Startkarten legt der Geber eine Karte verdeckt beiseite "
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
        if full:
            self.raise_count += 1
            self.full_level = to
        if increment > self.raise_size:
            self.raise_size = increment
        self._pay(p, to - self.bets[p], to)
        self.current = to
        self.aggressor = p
        self.acted[p] = to
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
            if half_counts:
                rule = "L8"
                text = (f"{name} geht all-in mit {to}: das ist weniger als ein voller "
                        f"{'Einsatz' if kind is ActionKind.BET else 'Einsatz über dem letzten'}, aber mindestens "
                        "die Hälfte davon. Im Limit zählt das als volle "
                        f"{'Einsatz' if kind is ActionKind.BET else 'Erhöhung'}: die Runde ist wieder offen und "
                        "das zählt für den Cap (L8).")
            elif full:
                text = text[:-1] + f"; damit ist {name} all-in (A1)."
            else:
                rule = "L8"
                text = (f"{name} geht all-in mit {to}: weniger als eine volle "
                        f"{'Erhöhung' if kind is ActionKind.RAISE else 'Einsatzhöhe'}. Das öffnet die Runde "
                        "nicht wieder: wer schon gehandelt hat, darf nur mitgehen oder aussteigen (L8).")
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

    def _expose_for_all_in(self) -> None:
        """C4: betting is over for the hand with a player all-in: every hand still in is turned
        face up before the remaining board cards are dealt."""
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
        dead = list(setup.dead)
        antes = setup.antes
        live = [c - d - a for c, d, a in zip(contributed, dead, antes)]
        top = max(live[p] for p in range(n) if p not in out)
        for p in out:
            dead[p] += max(0, live[p] - top)
        # Antes on their own levels (A2), dead money and carried chips for everyone still in.
        layout = build_pots(contributed, out, dead=dead, antes=antes, carried_in=setup.carried_in)
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
        if rules.showdown_order is ShowdownOrder.LAST_AGGRESSOR and aggressor is not None and first == aggressor:
            reason = f"auf dem River hat {self.name(first)} zuletzt gesetzt oder erhöht"
        elif rules.showdown_order is ShowdownOrder.LAST_AGGRESSOR:
            reason = "auf dem River hat niemand gesetzt, also beginnt, wer links vom Button am nächsten sitzt"
        else:
            reason = "Variante: es beginnt immer, wer links vom Button am nächsten sitzt"
        result = run_showdown(self.holes, self.board, order, self.contributed, muck_losers=rules.muck_losers,
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
            self.events.append(Event(rule, " ".join(sentences), "award", pa.winners[0], amount))
        self._rake_event(award)


_POST_NAMES = {"small_blind": "den Small Blind", "big_blind": "den Big Blind", "ante": "die Ante",
               "dead": "das tote Geld"}


def _is_int(value: object) -> bool:
    """Whole numbers of chips: int and numpy integers alike, never bool (nor float or str)."""
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _moved_positions(pos: Positions, first_preflop: int, posts: Sequence[Post] | None) -> Positions:
    """Positions when under the gun is ``first_preflop`` (dead small blind): the big blind is the
    player right of him; the small blind is whoever posts one (else none: the label "SB" is left
    out and ``small_blind`` is the button, who has no blind to complete)."""
    n = pos.n_players
    big_blind = (first_preflop - 1) % n
    small = [p.player for p in posts or () if isinstance(p, Post) and p.kind == "small_blind"]
    small_blind = small[0] if small else pos.button
    labels = {pos.button: "BTN/SB" if small_blind == pos.button and small else "BTN", big_blind: "BB"}
    if small_blind != pos.button:
        labels[small_blind] = "SB"
    middle = []
    p = first_preflop
    while p not in labels:
        middle.append(p)
        p = (p + 1) % n
    for p, label in zip(middle, _middle_labels(len(middle))):
        labels[p] = label
    return Positions(n_players=n, button=pos.button, small_blind=small_blind, big_blind=big_blind,
                     first_preflop=first_preflop, first_postflop=pos.first_postflop,
                     labels=dict(sorted(labels.items())))


def start_hand(rules: RuleSet, stacks: Sequence[int], *, button: int, deck: Deck | None = None,
               posts: Sequence[Post] | None = None, names: Sequence[str] | None = None,
               first_preflop: int | None = None, carried_in: int = 0) -> HandState:
    """The first state of a hand: blinds (and antes) posted, cards dealt if a deck is given.

    ``posts=None``: antes from ``rules`` (every player, or only the big blind with
    ``big_blind_ante``), then the small blind left of the button and the big blind left of it
    (B1; heads-up the button posts the small blind, H1). Otherwise exactly the given posts, in
    the given order; the preflop acting order still follows the positions (W3, H2).

    ``first_preflop``: the player who acts first before the flop when that is not the positions'
    under the gun — with a dead small blind (dead-button rule, B9 variant) the big blind sits
    directly left of the button and under the gun is the player left of him (W3). The player
    right of ``first_preflop`` is then the big blind (acts last preflop, has the option B5).
    ``None``: from :func:`holdem.positions.positions`.

    ``carried_in``: chips the previous hand left in the pot (odd chips with the P2 variant
    ``OddChip.CARRY``); they lie in the main pot as dead money. Amounts may be any integral
    numbers (also numpy integers); bool, float and str are refused.
    """
    if not isinstance(rules, RuleSet):
        raise SetupError(f"{rules!r} ist kein RuleSet. Erlaubt: holdem.rules.RuleSet(...).", key="bad_rules")
    if isinstance(stacks, (str, bytes)) or not isinstance(stacks, Sequence):
        raise SetupError(f"Die Stacks {stacks!r} sind keine Liste. Erlaubt: eine Liste positiver ganzer "
                         "Zahlen, ein Eintrag pro Spieler.", key="bad_stacks")
    n = len(stacks)
    manual = deck is None
    limit = (52 - 5 - (0 if manual else rules.burns)) // 2
    if n < 2 or n > limit:
        raise SetupError(f"Mit {n} Spielern kann keine Hand gespielt werden: erlaubt sind 2 bis {limit} Spieler "
                         f"(jeder braucht 2 Karten, dazu 5 Boardkarten{'' if manual else ' und die Burn Cards'}, G2).",
                         key="bad_player_count")
    for p, stack in enumerate(stacks):
        if not _is_int(stack) or stack <= 0:
            raise SetupError(f"Der Stack von Spieler {p + 1} ist {_short(stack)}. Erlaubt sind nur positive ganze "
                             "Zahlen (Chips).", key="bad_stacks")
    stacks = [int(x) for x in stacks]
    if not _is_int(button) or not 0 <= button < n:
        raise SetupError(f"Der Button kann nicht bei {_short(button)} liegen. Erlaubt sind die Indizes 0 bis "
                         f"{n - 1} (Spieler 1 bis {n}).",
                         key="bad_button")
    button = int(button)
    if not _is_int(carried_in) or carried_in < 0:
        raise SetupError(f"Die Chips aus der letzten Hand ({_short(carried_in)}) sind keine ganze Zahl ab 0. "
                         "Erlaubt: eine ganze Chipzahl ab 0 (P2).", key="bad_carry")
    if deck is not None:
        if not isinstance(deck, Deck):
            raise SetupError(f"{deck!r} ist kein Deck. Erlaubt: holdem.cards.Deck oder None.", key="bad_deck")
        need = 2 * n + 5 + rules.burns
        if len(deck) < need or len(set(deck.cards)) != len(deck.cards):
            raise SetupError(f"Das Deck hat {len(deck)} Karten{' (mit doppelten)' if len(set(deck.cards)) != len(deck.cards) else ''}; "
                             f"für {n} Spieler braucht eine ganze Hand {need} verschiedene Karten (K5).",
                             key="bad_deck")
    if names is None:
        name_tuple = default_names(n)
    else:
        if isinstance(names, (str, bytes)) or not isinstance(names, Sequence):
            raise SetupError(f"Die Namen {_short(names)} sind keine Liste. Erlaubt: eine Liste mit einem Namen "
                             "pro Spieler, z. B. [\"Anna\", \"Ben\"].", key="bad_names")
        if not all(isinstance(x, str) for x in names):
            raise SetupError(f"Die Namen {_short(list(names))} enthalten etwas anderes als Text. Erlaubt: ein "
                             "Name (Text) pro Spieler.", key="bad_names")
        name_tuple = tuple(names)
        if not all(x.strip() for x in name_tuple):
            raise SetupError(f"Die Namen {_short(list(name_tuple))} enthalten einen leeren Namen. Erlaubt: ein "
                             "nicht leerer Name pro Spieler.", key="bad_names")
        if len(name_tuple) != n:
            raise SetupError(f"{len(name_tuple)} Namen für {n} Spieler. Erlaubt: genau ein Name pro Spieler.",
                             key="bad_names")
        twice = sorted({x for x in name_tuple if name_tuple.count(x) > 1})
        if twice:
            raise SetupError(f"Der Name {german_list(twice)} kommt mehrmals vor. Erlaubt: ein eigener Name für "
                             "jeden Spieler.", key="bad_names")
    pos = positions(n, button)
    if first_preflop is not None:
        if not _is_int(first_preflop) or not 0 <= first_preflop < n:
            raise SetupError(f"Der erste Spieler vor dem Flop kann nicht {first_preflop!r} sein. Erlaubt ist der "
                             f"Index eines Spielers der Hand: 0 bis {n - 1} (Spieler 1 bis {n}).",
                             key="bad_first_preflop")
        if first_preflop != pos.first_preflop:
            pos = _moved_positions(pos, first_preflop, posts)
    if posts is None:
        post_list: list[Post] = []
        if rules.ante:
            payers = [pos.big_blind] if rules.big_blind_ante else list(range(n))
            post_list += [Post(p, rules.ante, "ante") for p in payers]
        post_list.append(Post(pos.small_blind, rules.small_blind, "small_blind"))
        post_list.append(Post(pos.big_blind, rules.big_blind, "big_blind"))
    else:
        if isinstance(posts, (str, bytes)) or not isinstance(posts, Sequence):
            raise SetupError(f"Die Zahlungen {_short(posts)} sind keine Liste. Erlaubt: eine Liste von "
                             "Post(...) oder None.", key="bad_post")
        post_list = list(posts)
        for post in post_list:
            if not isinstance(post, Post) or post.kind not in POST_KINDS or not _is_int(post.player) \
                    or not 0 <= post.player < n or not _is_int(post.amount) or post.amount <= 0 \
                    or not (post.rule is None or isinstance(post.rule, str)):
                raise SetupError(f"Ungültige Zahlung {_short(post)}. Erlaubt: Post(Spieler 0 bis {n - 1}, Betrag "
                                 f"größer 0, Art {', '.join(POST_KINDS)}).", key="bad_post")
        post_list = [Post(int(x.player), int(x.amount), x.kind, x.rule) for x in post_list]
        small = max((x.amount for x in post_list if x.kind == "small_blind"), default=0)
        big = max((x.amount for x in post_list if x.kind == "big_blind"), default=0)
        if big and small > big:
            raise SetupError(f"Der Small Blind ({small}) ist größer als der Big Blind ({big}). Erlaubt: ein Small "
                             "Blind bis zur Höhe des Big Blinds (B1, B2).", key="bad_post")
    blind_level = max((x.amount for x in post_list if x.kind == "big_blind"), default=0)
    deal_order = tuple((button + 1 + k) % n for k in range(n))
    setup = _Setup(rules, n, button, pos, name_tuple, manual, deal_order, tuple(pos.order_preflop()),
                   tuple(pos.order_postflop()), tuple(stacks), (0,) * n, (0,) * n, tuple(post_list),
                   blind_level, int(carried_in))
    work = _Work()
    work.setup = setup
    work.stacks = list(stacks)
    work.bets = [0] * n
    work.contributed = [0] * n
    work.folded = frozenset()
    work.all_in = frozenset()
    work.holes = [None] * n
    work.board = ()
    work.burned = ()
    work.deck = deck
    work.street = Street.PREFLOP
    work.pending = []
    work.acted = [None] * n
    work.current = 0
    work.raise_size = 0
    work.raise_count = 0
    work.aggressor = None
    work.events = []
    work.awaiting_deal = manual
    work.dealt = frozenset()
    work.mucked = frozenset()
    work.result = None
    work.final = None
    work.shown = frozenset()
    work.antes = [0] * n
    work.dead = [0] * n
    work.full_level = 0
    work.capped = False
    work.exposed = frozenset()
    for post in post_list:
        work.post(post.player, post.amount, post.kind, post.rule)
    # Dead money and antes really paid (a short stack pays what it has, in the order of the
    # posts) are what the pots must know: never what was asked for.
    if any(work.dead) or any(work.antes):
        work.setup = setup = replace(setup, dead=tuple(work.dead), antes=tuple(work.antes))
    work.current = max(work.bets)
    if not manual:
        work.deal_holes()
        work.begin_round()
    return work.freeze()


def play(state: HandState, actions: Iterable[Action | DealHole | DealBoard]) -> list[HandState]:
    """The states of a hand: ``state`` followed by one state per step."""
    states = [state]
    for step in actions:
        states.append(states[-1].apply(step))
    return states
