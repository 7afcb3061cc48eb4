"""Dealing order and burn cards (K1, K2, K3, K5): where every card of a deck order goes.

K1: hole cards one at a time clockwise, starting with the player left of the button (the small
blind; heads-up the big blind), two rounds. K2: a burn card before the flop, the turn and the
river (variant: also before the hole cards). K3: flop three cards at once, then turn, then river.

C5, irregularities: :func:`check_misdeal` (the misdeal cases, only before substantial action),
:func:`replace_exposed_hole_card` (a hole card exposed later: replaced, it becomes the burn card)
and :func:`premature_board_card` (the card-room procedure for a board card exposed too early).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from holdem.amounts import amount_excerpt
from holdem.cards import FULL_DECK, Card, Deck, parse_cards
from holdem.checks import is_whole_number
from holdem.errors import CardError, DuplicateCardError
from holdem.german import cards_text, count_text
from holdem.narration.dealing import (
    deal_plan_lines,
    exposed_hole_card_text,
    misdeal_text,
    premature_flop_steps,
    premature_river_steps,
    premature_turn_steps,
)

__all__ = ["DealPlan", "ExposedHoleCard", "Misdeal", "PrematureBoard", "check_misdeal", "deal_order", "deal_plan",
           "premature_board_card", "replace_exposed_hole_card", "stacked_deck", "substantial_action",
           "unused_cards"]


def _check_table(n_players: object, button: object = 0) -> None:
    from holdem.positions import MAX_PLAYERS

    if not is_whole_number(n_players) or not 2 <= n_players <= MAX_PLAYERS:
        raise CardError(f"Die Spielerzahl {amount_excerpt(n_players)} geht nicht. Erlaubt: eine ganze Zahl von 2 bis "
                        f"{MAX_PLAYERS} (G2).", key="bad_player_count")
    if not is_whole_number(button) or not 0 <= button < n_players:
        raise CardError(f"Der Button kann nicht bei {amount_excerpt(button)} liegen. Erlaubt: 0 bis {n_players - 1} "
                        f"(Spieler 1 bis {n_players}).", key="bad_button")


def deal_order(n_players: int, button: int) -> tuple[int, ...]:
    """Players in the order they receive cards: left of the button first, clockwise (K1)."""
    _check_table(n_players, button)
    return tuple((button + 1 + k) % n_players for k in range(n_players))


@dataclass(frozen=True)
class DealPlan:
    """For a full hand: what each position of the deck (0 = top card) becomes.

    ``slots[i]`` is ``("hole", player, round)``, ``("burn", street)`` or ``("board", street)``
    with street one of ``"hole"``, ``"flop"``, ``"turn"``, ``"river"``.
    """

    slots: tuple[tuple[Any, ...], ...]

    def describe(self, names: tuple[str, ...] | None = None) -> list[str]:
        """One German line per card: ``"Karte 1: Spieler 2, erste Karte"`` (written by
        :func:`holdem.narration.dealing.deal_plan_lines`)."""
        return deal_plan_lines(self.slots, names)


def deal_plan(n_players: int, button: int, *, burn_before_hole_cards: bool = False) -> DealPlan:
    """The fate of each card from the top of the deck when a hand goes to the river (K5)."""
    _check_table(n_players, button)
    slots: list[tuple[Any, ...]] = []
    if burn_before_hole_cards:
        slots.append(("burn", "hole"))
    order = deal_order(n_players, button)
    for round_ in (0, 1):
        slots.extend(("hole", p, round_) for p in order)
    for street, count in (("flop", 3), ("turn", 1), ("river", 1)):
        slots.append(("burn", street))
        slots.extend(("board", street) for _ in range(count))
    return DealPlan(tuple(slots))


def unused_cards(n_players: int, burns: int = 3, deck_size: int = 52) -> int:
    """Cards left in the deck after a full hand: ``52 - 2n - 5 - burns`` (K5, G2)."""
    return deck_size - 2 * n_players - 5 - burns


def stacked_deck(n_players: int, button: int, holes: Mapping[int, str | Sequence[Card]],
                 board: str | Sequence[Card] = (), *, burn_before_hole_cards: bool = False) -> Deck:
    """A deck ordered so that a hand dealt from it gives ``holes[player]`` and ``board`` (K5).

    Players without an entry and missing board cards get the remaining cards in their usual
    order; so do the burn cards. Handy for worked examples: "what if player 2 holds A♠ A♥".
    """
    if not isinstance(holes, Mapping):
        raise CardError(f"Die Hole Cards {amount_excerpt(holes)} sind keine Zuordnung Spieler → Karten. Erlaubt: "
                        "z. B. {0: \"As Ah\"}.", key="bad_card")
    plan = deal_plan(n_players, button, burn_before_hole_cards=burn_before_hole_cards)
    wanted: dict[int, Card] = {}
    hole_cards = {p: parse_cards(c) for p, c in holes.items()}
    board_cards = parse_cards(board)
    board_seen = 0
    for index, slot in enumerate(plan.slots):
        if slot[0] == "hole" and slot[1] in hole_cards and len(hole_cards[slot[1]]) > slot[2]:
            wanted[index] = hole_cards[slot[1]][slot[2]]
        elif slot[0] == "board":
            if board_seen < len(board_cards):
                wanted[index] = board_cards[board_seen]
            board_seen += 1
    used = list(wanted.values())
    parse_cards(used)  # raises DuplicateCardError for a card given twice
    rest = iter(c for c in FULL_DECK if c not in set(used))
    return Deck(tuple(wanted[i] if i in wanted else next(rest) for i in range(len(FULL_DECK))))


# --------------------------------------------------------------------------- irregularities (C5)

_PUTS_CHIPS_IN = {"call", "bet", "raise"}


def _action_kinds(actions: Sequence[object]) -> list[str]:
    """The kinds of the actions in turn so far: Action, ActionKind or their names ("call")."""
    if isinstance(actions, (str, bytes)) or not isinstance(actions, Sequence):
        raise CardError(f"Die Handlungen {amount_excerpt(actions)} sind keine Liste. Erlaubt: eine Liste der Handlungen "
                        "in der Reihenfolge am Tisch, z. B. [\"fold\", \"call\"] (C5).", key="bad_actions")
    kinds = []
    for action in actions:
        kind = getattr(action, "kind", action)  # an Action has a kind, an ActionKind a value
        value = getattr(kind, "value", kind)
        if value not in ("fold", "check", "call", "bet", "raise"):
            raise CardError(f"{amount_excerpt(action)} ist keine Handlung. Erlaubt: fold, check, call, bet, raise "
                            "(C5).", key="bad_actions")
        kinds.append(value)
    return kinds


def substantial_action(actions: Sequence[object]) -> bool:
    """C5: two actions in turn of which one puts chips in, or any three actions."""
    kinds = _action_kinds(actions)
    return len(kinds) >= 3 or (len(kinds) == 2 and any(k in _PUTS_CHIPS_IN for k in kinds))


@dataclass(frozen=True)
class Misdeal:
    """Whether a deal is a misdeal (C5) and why, in German."""

    is_misdeal: bool
    text: str


def check_misdeal(n_players: int, *, exposed: Sequence[int] = (), cards_dealt: int | None = None,
                  actions: Sequence[object] = ()) -> Misdeal:
    """C5: is the deal a misdeal (shuffle and deal again)?

    ``exposed``: the 0-based positions in the deal of cards the dealer exposed (0 = the first
    card dealt), each a card that was dealt and named once; ``cards_dealt``: how many hole cards
    were dealt (right: two per player; at least one, at most the 52 cards of the deck);
    ``actions``: the actions in turn taken so far. A misdeal is the first or second card
    exposed, two or more exposed cards, or a wrong number of cards — but only before substantial
    action (:func:`substantial_action`); after it the hand is played on. One hole card exposed
    later in the deal is no misdeal: it is replaced (:func:`replace_exposed_hole_card`)."""
    _check_table(n_players)
    if cards_dealt is not None and (not is_whole_number(cards_dealt) or not 1 <= cards_dealt <= len(FULL_DECK)):
        raise CardError(f"Die Zahl der gegebenen Karten {amount_excerpt(cards_dealt)} geht nicht. Erlaubt: eine ganze "
                        f"Zahl von 1 bis {len(FULL_DECK)} (richtig sind {2 * n_players}) oder keine Angabe (C5).",
                        key="bad_count")
    dealt = 2 * n_players if cards_dealt is None else int(cards_dealt)
    if isinstance(exposed, (str, bytes)) or not isinstance(exposed, (Sequence, set, frozenset)) \
            or len(exposed) > dealt or not all(is_whole_number(p) and 0 <= p < dealt for p in exposed):
        raise CardError(f"Die aufgedeckten Karten {amount_excerpt(exposed)} sind keine Liste von Positionen im Deal. "
                        f"Erlaubt: ganze Zahlen von 0 bis {dealt - 1}, denn {count_text(dealt, 'Karte', 'Karten')} "
                        "wurden gegeben (0 = die erste gegebene Karte, C5).", key="bad_count")
    if len({int(p) for p in exposed}) != len(exposed):
        raise CardError(f"In den aufgedeckten Karten {amount_excerpt(exposed)} steht eine Position zweimal. Erlaubt: "
                        "jede aufgedeckte Karte einmal (C5).", key="bad_count")
    positions = sorted(int(p) for p in exposed)
    substantial = substantial_action(actions)  # checked now: a bad list is refused in every case
    wrong_count = (cards_dealt, 2 * n_players) if cards_dealt is not None and cards_dealt != 2 * n_players \
        else None
    early = [p for p in positions if p in (0, 1)]
    misdeal = (wrong_count is not None or bool(early) or len(positions) >= 2) and not substantial
    return Misdeal(misdeal, misdeal_text(wrong_count=wrong_count, early=early[0] if early else None,
                                         exposed=len(positions), substantial=substantial))


@dataclass(frozen=True)
class ExposedHoleCard:
    """A hole card exposed later in the deal: the players' cards, the burn card and the stub (C5)."""

    holes: tuple[tuple[Card, Card], ...]
    burn: Card
    rest: Deck
    text: str


def replace_exposed_hole_card(deck: Deck, n_players: int, button: int, position: int) -> ExposedHoleCard:
    """C5: the card at ``position`` of the deal (0-based, 2 or later) was exposed by the dealer.

    The deal is finished as usual (K1); then the player gets the next card of the stub instead
    of the exposed one, and the exposed card becomes the burn card before the flop."""
    _check_table(n_players, button)
    if not isinstance(deck, Deck) or len(deck) < 2 * n_players + 1:
        raise CardError(f"{amount_excerpt(deck)} ist kein Deck mit genug Karten. Erlaubt: ein Deck mit mindestens "
                        f"{2 * n_players + 1} Karten.", key="bad_deck")
    if not is_whole_number(position) \
            or not 2 <= position < 2 * n_players:
        raise CardError(f"Die Position {amount_excerpt(position)} geht nicht. Erlaubt: 2 bis {2 * n_players - 1}; die "
                        "erste oder zweite Karte offen ist ein Misdeal (C5).", key="bad_count")
    order = deal_order(n_players, button)
    dealt, rest = deck.deal(2 * n_players)
    player, round_ = order[position % n_players], position // n_players
    (replacement,), rest = rest.deal(1)
    cards = {p: [dealt[order.index(p)], dealt[n_players + order.index(p)]] for p in range(n_players)}
    exposed = cards[player][round_]
    cards[player][round_] = replacement
    holes = tuple((cards[p][0], cards[p][1]) for p in range(n_players))
    text = exposed_hole_card_text(player, round_, exposed, replacement)
    return ExposedHoleCard(holes, exposed, rest, text)


def _reshuffled(cards: Sequence[Card], seed: int | None) -> Deck:
    import random  # only here: most commands never shuffle

    order = list(cards)
    random.Random(seed).shuffle(order)
    return Deck(tuple(order))


@dataclass(frozen=True)
class PrematureBoard:
    """A board card exposed too early and how the board is then dealt (C5).

    ``dealt`` holds ``(street, cards)`` for the streets the procedure deals (the flop; turn and
    river; or the river); ``burned`` the cards burnt on the way; ``rest`` the stub afterwards."""

    street: str
    exposed: tuple[Card, ...]
    dealt: tuple[tuple[str, tuple[Card, ...]], ...]
    burned: tuple[Card, ...]
    rest: Deck
    steps: tuple[str, ...]

    @property
    def text(self) -> str:
        return " ".join(self.steps)

    def cards(self, street: str) -> tuple[Card, ...]:
        """The cards the procedure deals for ``street`` ("flop", "turn", "river")."""
        return dict(self.dealt).get(street, ())


MAX_SEED = 2**64 - 1  # the reshuffle's seed: any 64-bit number
MAX_CARD_TEXT = 40  # the text of one to three exposed cards, in any notation, with room to spare


def premature_board_card(stub: Deck, exposed: Card | str | Sequence[Card], *, street: str,
                         seed: int | None = None) -> PrematureBoard:
    """C5: ``exposed`` (the card or, for the flop, the cards) of ``street`` was turned before the
    betting round before it was over; ``stub`` is the dealer's deck after it, ``seed`` fixes the
    reshuffle.

    * flop: the cards go back into the stub (the burn card already taken stays burnt), the stub
      is shuffled, and a new flop is dealt without a burn;
    * turn: the card is set aside; after the betting the dealer burns and turns what would have
      been the river card as the turn, then shuffles the stub with the set-aside card and deals
      the river without a burn;
    * river: the stub is shuffled with the card and the river is dealt again without a burn."""
    if not isinstance(stub, Deck):
        raise CardError(f"{amount_excerpt(stub)} ist kein Deck. Erlaubt: die Karten des Gebers nach der zu früh "
                        "aufgedeckten Karte als Deck.", key="bad_deck")
    if not isinstance(street, str) or street not in ("flop", "turn", "river"):
        raise CardError(f"Die Straße {amount_excerpt(street)} gibt es nicht. Erlaubt: flop, turn, river (K3).",
                        key="bad_street")
    if seed is not None and (not is_whole_number(seed) or not 0 <= seed <= MAX_SEED):
        raise CardError(f"Der Startwert des Mischens {amount_excerpt(seed)} geht nicht. Erlaubt: eine ganze Zahl von "
                        f"0 bis {MAX_SEED} oder keine Angabe (dann zufällig).", key="bad_seed")
    if isinstance(exposed, str) and len(exposed) > MAX_CARD_TEXT:  # refused by its length, before it is read
        raise CardError(f"Der Text der aufgedeckten Karten hat {count_text(len(exposed), 'Zeichen', 'Zeichen')}. "
                        f"Erlaubt: höchstens {MAX_CARD_TEXT} Zeichen, eine Karte wie „Qs“, beim Flop bis zu drei "
                        "(C5).", key="bad_card")
    cards = parse_cards(exposed, allow_duplicates=True) if isinstance(exposed, str) else (exposed,) if isinstance(exposed, Card) \
        else tuple(exposed) if isinstance(exposed, (list, tuple)) else ()
    if not cards or not all(isinstance(c, Card) for c in cards) or len(cards) > (3 if street == "flop" else 1):
        raise CardError(f"{amount_excerpt(exposed)} sind nicht die zu früh aufgedeckten Karten. Erlaubt: eine Karte "
                        "wie „Qs“, beim Flop eine bis drei (C5).", key="bad_card")
    twice = sorted({str(c) for c in cards if cards.count(c) > 1})
    if twice:
        raise DuplicateCardError(f"Die Karte {twice[0]} steht zweimal unter den aufgedeckten Karten. Erlaubt: jede "
                                 "Karte nur einmal; es gibt sie nur einmal im Deck (G1, C5).")
    if any(c in stub.cards for c in cards):
        raise CardError(f"Die aufgedeckte Karte {cards_text(cards)} liegt noch im Deck. Erlaubt: die Karte, die "
                        "schon aufgedeckt wurde und darum nicht mehr im Deck liegt (C5).", key="bad_card")
    need = 3 if street == "flop" else 2 if street == "turn" else 0
    if len(stub) < need:
        raise CardError(f"Im Deck sind nur {len(stub)} Karten; für das Verfahren braucht es mindestens {need} "
                        "(C5).", key="bad_deck")
    shown = cards_text(cards)
    steps: tuple[str, ...]
    if street == "flop":
        deck = _reshuffled(stub.cards + cards, seed)
        flop, rest = deck.deal(3)
        steps = premature_flop_steps(shown, cards_text(flop))
        return PrematureBoard(street, cards, (("flop", flop),), (), rest, steps)
    if street == "turn":
        burn, rest = stub.burn()
        (turn,), rest = rest.deal(1)
        deck = _reshuffled(rest.cards + cards, seed)
        (river,), rest = deck.deal(1)
        steps = premature_turn_steps(shown, turn, river)
        return PrematureBoard(street, cards, (("turn", (turn,)), ("river", (river,))), (burn,), rest, steps)
    deck = _reshuffled(stub.cards + cards, seed)
    (river,), rest = deck.deal(1)
    steps = premature_river_steps(shown, river)
    return PrematureBoard(street, cards, (("river", (river,)),), (), rest, steps)
