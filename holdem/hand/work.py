"""The working copy of one step of a hand (:class:`HandWork`): a mutable copy of a
:class:`~holdem.hand.HandState` that the rules change and then freeze into the next state, and
what it does by itself: paying, posting (B1, B3, B8–B10, C8, H1, A1) and dealing (K1–K3).

The betting rounds (:mod:`holdem.hand.rounds`) and the end of the hand
(:mod:`holdem.hand.ending`) are functions over this copy. It offers the same read-only view of
the betting as the frozen state (:class:`holdem.betting.BettingView`), so the betting rules
answer for both.

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from holdem.cards import Card
from holdem.events import Event, new_event
from holdem.hand.setup import HandFields, HandViews, Setup
from holdem.hand.steps import Street

if TYPE_CHECKING:  # pragma: no cover
    from holdem.betting import LegalAction, RaiseRecord
    from holdem.cards import Deck
    from holdem.pots import Award

__all__ = ["HandWork", "board_event"]

_FLOP = Street.FLOP  # bound once, see "Enum members bound once" in holdem.betting


class HandWork(HandViews):
    """A mutable copy of a hand state for one step; ``HandState.from_work`` makes the next state.

    Every field of the state is an attribute of the same name. The tuples a step changes entry
    by entry (stacks, bets, contributed, pending, acted) are lists here; the cards and the sets
    are replaced whole and stay as they are. ``events`` starts empty: it collects what this
    step does."""

    setup: Setup
    stacks: list[int]
    bets: list[int]
    contributed: list[int]
    folded: frozenset[int]
    all_in: frozenset[int]
    holes: tuple[tuple[Card, ...] | None, ...]
    board: tuple[Card, ...]
    burned: tuple[Card, ...]
    deck: Deck | None
    street: Street
    pending: list[int]
    acted: list[int | None]
    current_bet: int
    raise_size: int
    raise_count: int
    aggressor: int | None
    events: list[Event]
    awaiting_deal: bool
    dealt: frozenset[int]
    mucked: frozenset[int]
    result: Award | None
    final: tuple[int, ...] | None
    shown: frozenset[int]
    full_level: int
    capped: bool
    exposed: frozenset[int]
    last_raise: RaiseRecord | None
    _legal: tuple[LegalAction, ...]  # only when the step worked out the next state's legal actions
    dead: list[int]  # only while the hand starts: dead money and antes really paid
    antes: list[int]

    def __init__(self, state: HandFields) -> None:
        # Field by field in the order of HandState (a test checks that none is missing).
        self.setup = state.setup
        self.stacks = list(state.stacks)
        self.bets = list(state.bets)
        self.contributed = list(state.contributed)
        self.folded = state.folded
        self.all_in = state.all_in
        self.holes = state.holes
        self.board = state.board
        self.burned = state.burned
        self.deck = state.deck
        self.street = state.street
        self.pending = list(state.pending)
        self.acted = list(state.acted)
        self.current_bet = state.current_bet
        self.raise_size = state.raise_size
        self.raise_count = state.raise_count
        self.aggressor = state.aggressor
        self.events = []  # a step collects its own events
        self.awaiting_deal = state.awaiting_deal
        self.dealt = state.dealt
        self.mucked = state.mucked
        self.result = state.result
        self.final = state.final
        self.shown = state.shown
        self.full_level = state.full_level
        self.capped = state.capped
        self.exposed = state.exposed
        self.last_raise = state.last_raise

    def keep_legal(self, found: tuple[LegalAction, ...]) -> None:
        """The next state's legal actions, worked out at the end of this step (when the step
        knew the player's raise range already): the new state finds them as its cached
        ``_legal`` (:meth:`HandState.from_work` takes this copy's attributes as they are)."""
        self._legal = found

    def pay(self, p: int, pay: int, to: int) -> None:
        """``p`` puts ``pay`` chips in and has bet ``to`` in this round; all-in when nothing is left."""
        self.stacks[p] -= pay
        self.bets[p] = to
        self.contributed[p] += pay
        if self.stacks[p] == 0:
            self.all_in = self.all_in | {p}

    # ------------------------------------------------------------------ posting and dealing

    def post(self, p: int, amount: int, kind: str, why: str | None = None, *,
             big_blind_ante: bool = False) -> None:
        """``p`` posts ``amount`` of ``kind`` (a :class:`~holdem.hand.steps.Post`), or what the stack
        holds; ``big_blind_ante``: the ante is the big blind's for the whole table, dead money nobody
        matches (C8; :func:`holdem.hand.forced.is_table_ante` decides, start_hand asks it)."""
        setup = self.setup
        pay = min(amount, self.stacks[p])
        name = self.name(p)
        heads_up = setup.n == 2
        if pay <= 0:
            self.events.append(new_event("A1", "post", p, 0, values={
                "name": name, "blind": kind, "paid": 0, "asked": amount}))
            return
        self.stacks[p] -= pay
        self.contributed[p] += pay
        if kind in ("small_blind", "big_blind", "straddle"):
            self.bets[p] += pay
        elif big_blind_ante:
            self.dead[p] += pay  # C8: one ante for the table, dead money nobody matches
        elif kind == "ante":
            self.antes[p] += pay
        else:
            self.dead[p] += pay  # what was really paid, not what was asked (B8, B9)
        if kind == "small_blind":
            rule = why or ("H1" if heads_up and p == setup.button else "B1")
        elif kind == "big_blind" and why in ("B8", "B10"):
            rule = why
        elif kind == "big_blind":
            rule = why or ("H1" if heads_up else "B1")
        elif kind == "straddle":
            rule = "C11"
        elif big_blind_ante:
            rule = why or "C8"
        elif kind == "ante":
            rule = why or "B3"
        elif why == "B9":
            rule = why
        else:
            rule = why or "B8"
        self.events.append(new_event(rule, "post", p, pay, values={
            "name": name, "blind": kind, "paid": pay, "asked": amount, "big_blind_ante": big_blind_ante}))
        if self.stacks[p] == 0:
            self.all_in = self.all_in | {p}

    def deal_holes(self) -> None:
        setup = self.setup
        deck = self.deck
        assert deck is not None
        if setup.rules.burn_before_hole_cards:
            card, deck = deck.burn()
            self.burned += (card,)
            self.events.append(new_event("K2", "burn", values={"before_hole_cards": True}))
        order = setup.deal_order
        n = setup.n
        cards, deck = deck.deal(2 * n)
        self.deck = deck
        self.events.append(new_event("K1", "info", values={"sentence": "deal_order", "first": self.name(order[0])}))
        holes = list(self.holes)
        names = setup.names
        events = self.events
        for k, p in enumerate(order):
            hole = (cards[k], cards[k + n])
            holes[p] = hole
            events.append(new_event("K1", "deal_hole", p, cards=hole, values={"name": names[p], "cards": hole}))
        self.holes = tuple(holes)
        self.dealt = frozenset(range(n))

    def deal_board(self) -> None:
        deck = self.deck
        assert deck is not None
        street = self.street
        # The burn card (K2) and the street's cards in one deal: the same cards as a burn and
        # then a deal, one new deck instead of two.
        dealt, deck = deck.deal(4 if street is _FLOP else 2)
        self.burned += dealt[:1]
        self.events.append(new_event("K2", "burn", values={"street": street.german}))
        cards = dealt[1:]
        self.deck = deck
        self.board += cards
        self.events.append(board_event(street, cards))

    def return_uncalled(self) -> None:
        """A7: the part of the highest bet that nobody matched goes back to its owner."""
        bets = self.bets
        highest = max(bets)
        top = bets.index(highest)  # the first of the highest bets, as max() over the seats finds it
        extra = highest - sorted(bets)[-2]  # the second highest bet (equal to it when two are highest)
        # C16: an absent player's blind stays in play; the pots give it to the players still in.
        if extra > 0 and top not in self.setup.absent:
            bets[top] -= extra
            self.stacks[top] += extra
            self.contributed[top] -= extra
            if top in self.all_in:
                self.all_in = self.all_in - {top}
            self.events.append(new_event("A7", "return", top, extra,
                                     values={"name": self.name(top), "chips": extra}))

    def give_hole_cards(self, p: int, cards: tuple[Card, ...] | None) -> None:
        """Manual deal: ``p`` gets two hole cards (``None``: dealt, but unknown) (K1)."""
        self.holes = self.holes[:p] + (cards,) + self.holes[p + 1:]
        self.dealt = self.dealt | {p}
        self.events.append(new_event("K1", "deal_hole", p, cards=cards or (),
                                 values={"name": self.name(p), "cards": cards or (), "manual": True}))

    def lay_board_cards(self, cards: tuple[Card, ...]) -> None:
        """Manual deal: the board cards of this street (K3)."""
        self.board += cards
        self.events.append(board_event(self.street, cards))

    def reveal(self, p: int, cards: tuple[Card, ...]) -> None:
        """The unknown hole cards of ``p`` become known (S1)."""
        self.holes = self.holes[:p] + (cards,) + self.holes[p + 1:]
        self.events.append(new_event("S1", "reveal", p, cards=cards, values={"name": self.name(p), "cards": cards}))

    def muck(self, p: int) -> None:
        """``p`` gives up the hand face down at the showdown (S3)."""
        self.mucked = self.mucked | {p}
        self.events.append(new_event("S3", "muck", p, values={"name": self.name(p)}))

    def kill_hand(self, p: int) -> int:
        """C14: the hand of ``p`` is dead, also out of turn (the dealer mucked it unprotected): ``p``
        is out as after a fold and his chips stay in the pot, except the part of his bet in this
        round that nobody called (more than any other player's bet): it goes back, as in A7.
        Returns the chips given back. What the round knew of that bet goes with it: the bet to
        call, the raises made by it (and their count, L4), the last aggressor, and who still has
        to act (a player whose bet now matches has nothing left to decide). The caller ends the
        round or the hand when that follows (as after any action)."""
        bets = self.bets
        others = max((b for q, b in enumerate(bets) if q != p), default=0)
        returned = max(bets[p] - others, 0)
        self.folded = self.folded | {p}
        if self.street.index <= 3:
            self.acted[p] = self.current_bet
        if p in self.pending:
            self.pending.remove(p)
        if not returned:
            return 0
        bets[p] -= returned
        self.stacks[p] += returned
        self.contributed[p] -= returned
        self.all_in = self.all_in - {p}
        level = others if self.street is not Street.PREFLOP else max(others, self.setup.blind_level)
        self.current_bet = level
        record = self.last_raise
        while record is not None and record.after > level:  # raises nobody called: they were his
            if record.own and self.raise_count > 1:
                self.raise_count -= 1
            record = record.previous
        self.last_raise = record
        kept = record.since(0) if record is not None else []
        self.aggressor = kept[-1].player if kept else None
        self.raise_size = max((r.after - r.before for r in kept), default=0)
        full = [r.after for r in kept if r.own]
        self.full_level = full[-1] if full else min(self.full_level, level)
        cap = self.setup.rules.raise_cap
        if self.capped and (cap is None or self.raise_count < 1 + cap):
            self.capped = False
        acted = self.acted
        self.pending = [q for q in self.pending if acted[q] is None or bets[q] < level]
        return returned


def board_event(street: Street, cards: tuple[Card, ...]) -> Event:
    """The board cards of ``street`` are dealt (K3); the sentence is built when it is read."""
    return new_event("K3", "deal_board", cards=cards, values={"street": street.german, "cards": cards})
