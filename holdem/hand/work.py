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

from dataclasses import fields
from operator import attrgetter
from typing import TYPE_CHECKING, Any

from holdem.cards import Card
from holdem.events import Event
from holdem.hand.setup import HandViews
from holdem.hand.steps import Street

__all__ = ["HandWork", "StateLayout", "board_event", "layout_of"]


class StateLayout:
    """The fields of a state dataclass, read from the dataclass itself (so the list of a hand's
    fields is written once, in ``HandState``): their names, a fast reader of all of them, and
    which of them are tuples that a step changes entry by entry (lists in the working copy)."""

    def __init__(self, state_type: type) -> None:
        found = fields(state_type)
        self.names = tuple(f.name for f in found)
        self.read = attrgetter(*self.names)
        # "tuple[int, ...]" is changed entry by entry; "tuple[int, ...] | None" only replaced whole.
        self.lists = tuple(f.name for f in found if str(f.type).startswith("tuple[") and str(f.type).endswith("]"))
        self.list_positions = tuple(self.names.index(name) for name in self.lists)

    def values(self, work: HandWork) -> list[Any]:
        """The field values of ``work`` in field order, its lists frozen back into tuples."""
        found = work.__dict__
        values = [found[name] for name in self.names]
        for i in self.list_positions:
            values[i] = tuple(values[i])
        return values


_LAYOUTS: dict[type, StateLayout] = {}


def layout_of(state_type: type) -> StateLayout:
    layout = _LAYOUTS.get(state_type)
    if layout is None:
        layout = _LAYOUTS[state_type] = StateLayout(state_type)
    return layout


class HandWork(HandViews):
    """A mutable copy of a hand state for one step; ``HandState.from_work`` makes the next state.

    Every field of the state (a dataclass) is an attribute of the same name; its tuples are
    lists here, so a step can change one player's entry. ``events`` starts empty: it collects
    what this step does."""

    def __init__(self, state: Any) -> None:
        layout = layout_of(type(state))
        attributes = self.__dict__
        attributes.update(zip(layout.names, layout.read(state)))
        for name in layout.lists:
            attributes[name] = list(attributes[name])
        self.events: list[Event] = []

    # Attributes set from the state's fields (typed here for the rules that use them).
    if TYPE_CHECKING:  # pragma: no cover
        from holdem.betting import RaiseRecord
        from holdem.hand.setup import Setup
        from holdem.pots import Award

        setup: Setup
        stacks: list[int]
        bets: list[int]
        contributed: list[int]
        folded: frozenset[int]
        all_in: frozenset[int]
        holes: list[tuple[Card, ...] | None]
        board: list[Card]
        burned: list[Card]
        deck: Any
        street: Street
        pending: list[int]
        acted: list[int | None]
        current_bet: int
        raise_size: int
        raise_count: int
        aggressor: int | None
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
        dead: list[int]  # only while the hand starts: dead money and antes really paid
        antes: list[int]

    def pay(self, p: int, pay: int, to: int) -> None:
        """``p`` puts ``pay`` chips in and has bet ``to`` in this round; all-in when nothing is left."""
        self.stacks[p] -= pay
        self.bets[p] = to
        self.contributed[p] += pay
        if self.stacks[p] == 0:
            self.all_in = self.all_in | {p}

    # ------------------------------------------------------------------ posting and dealing

    def post(self, p: int, amount: int, kind: str, why: str | None = None) -> None:
        setup = self.setup
        pay = min(amount, self.stacks[p])
        name = self.name(p)
        heads_up = setup.n == 2
        big_blind_ante = kind == "ante" and setup.rules.big_blind_ante
        if pay <= 0:
            self.events.append(Event("A1", None, "post", p, 0, values={
                "name": name, "blind": kind, "paid": 0, "asked": amount}))
            return
        self.stacks[p] -= pay
        self.contributed[p] += pay
        if kind in ("small_blind", "big_blind"):
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
        elif big_blind_ante:
            rule = why or "C8"
        elif kind == "ante":
            rule = why or "B3"
        elif why == "B9":
            rule = why
        else:
            rule = why or "B8"
        self.events.append(Event(rule, None, "post", p, pay, values={
            "name": name, "blind": kind, "paid": pay, "asked": amount, "big_blind_ante": big_blind_ante}))
        if self.stacks[p] == 0:
            self.all_in = self.all_in | {p}

    def deal_holes(self) -> None:
        setup = self.setup
        deck = self.deck
        assert deck is not None
        if setup.rules.burn_before_hole_cards:
            card, deck = deck.burn()
            self.burned.append(card)
            self.events.append(Event("K2", None, "burn", values={"before_hole_cards": True}))
        order = setup.deal_order
        n = setup.n
        cards, deck = deck.deal(2 * n)
        self.deck = deck
        self.events.append(Event("K1", None, "info", values={"sentence": "deal_order", "first": self.name(order[0])}))
        for k, p in enumerate(order):
            hole = (cards[k], cards[k + n])
            self.holes[p] = hole
            self.events.append(Event("K1", None, "deal_hole", p, cards=hole,
                                     values={"name": self.name(p), "cards": hole}))
        self.dealt = frozenset(range(n))

    def deal_board(self) -> None:
        deck = self.deck
        assert deck is not None
        card, deck = deck.burn()
        self.burned.append(card)
        street = self.street
        self.events.append(Event("K2", None, "burn", values={"street": street.german}))
        cards, deck = deck.deal(3 if street is Street.FLOP else 1)
        self.deck = deck
        self.board += cards
        self.events.append(board_event(street, cards))

    def return_uncalled(self) -> None:
        """A7: the part of the highest bet that nobody matched goes back to its owner."""
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
            self.events.append(Event("A7", None, "return", top, extra,
                                     values={"name": self.name(top), "chips": extra}))

    def give_hole_cards(self, p: int, cards: tuple[Card, ...] | None) -> None:
        """Manual deal: ``p`` gets two hole cards (``None``: dealt, but unknown) (K1)."""
        self.holes[p] = cards
        self.dealt = self.dealt | {p}
        self.events.append(Event("K1", None, "deal_hole", p, cards=cards or (),
                                 values={"name": self.name(p), "cards": cards or (), "manual": True}))

    def lay_board_cards(self, cards: tuple[Card, ...]) -> None:
        """Manual deal: the board cards of this street (K3)."""
        self.board += cards
        self.events.append(board_event(self.street, cards))

    def reveal(self, p: int, cards: tuple[Card, ...]) -> None:
        """The unknown hole cards of ``p`` become known (S1)."""
        self.holes[p] = cards
        self.events.append(Event("S1", None, "reveal", p, cards=cards, values={"name": self.name(p), "cards": cards}))

    def muck(self, p: int) -> None:
        """``p`` gives up the hand face down at the showdown (S3)."""
        self.mucked = self.mucked | {p}
        self.events.append(Event("S3", None, "muck", p, values={"name": self.name(p)}))


def board_event(street: Street, cards: tuple[Card, ...]) -> Event:
    """The board cards of ``street`` are dealt (K3); the sentence is built when it is read."""
    return Event("K3", None, "deal_board", cards=cards, values={"street": street.german, "cards": cards})
