"""Dealing order and burn cards (K1, K2, K3, K5): where every card of a deck order goes.

K1: hole cards one at a time clockwise, starting with the player left of the button (the small
blind; heads-up the big blind), two rounds. K2: a burn card before the flop, the turn and the
river (variant: also before the hole cards). K3: flop three cards at once, then turn, then river.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from holdem.cards import FULL_DECK, Card, Deck, parse_cards
from holdem.checks import is_whole_number
from holdem.errors import CardError

__all__ = ["DealPlan", "EarlyBoardCard", "Misdeal", "check_misdeal", "deal_order", "deal_plan",
           "replace_early_board_card", "stacked_deck", "unused_cards"]


def _check_table(n_players: object, button: object = 0) -> None:
    from holdem.positions import MAX_PLAYERS

    if not is_whole_number(n_players) or not 2 <= n_players <= MAX_PLAYERS:
        raise CardError(f"Die Spielerzahl {str(n_players)[:40]!r} geht nicht. Erlaubt: eine ganze Zahl von 2 bis "
                        f"{MAX_PLAYERS} (G2).", key="bad_player_count")
    if not is_whole_number(button) or not 0 <= button < n_players:
        raise CardError(f"Der Button kann nicht bei {str(button)[:40]!r} liegen. Erlaubt: 0 bis {n_players - 1} "
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

    slots: tuple[tuple, ...]

    def describe(self, names: tuple[str, ...] | None = None) -> list[str]:
        """One German line per card: ``"Karte 1: Spieler 2, erste Karte"``."""
        lines = []
        for index, slot in enumerate(self.slots, start=1):
            if slot[0] == "hole":
                who = names[slot[1]] if names else f"Spieler {slot[1] + 1}"
                lines.append(f"Karte {index}: {who}, {'erste' if slot[2] == 0 else 'zweite'} Karte (K1)")
            elif slot[0] == "burn":
                where = {"hole": "vor den Hole Cards", "flop": "vor dem Flop", "turn": "vor dem Turn",
                         "river": "vor dem River"}[slot[1]]
                lines.append(f"Karte {index}: Burn Card {where} (K2)")
            else:
                lines.append(f"Karte {index}: {slot[1].capitalize()} (K3)")
        return lines


def deal_plan(n_players: int, button: int, *, burn_before_hole_cards: bool = False) -> DealPlan:
    """The fate of each card from the top of the deck when a hand goes to the river (K5)."""
    _check_table(n_players, button)
    slots: list[tuple] = []
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
        raise CardError(f"Die Hole Cards {str(holes)[:40]!r} sind keine Zuordnung Spieler → Karten. Erlaubt: "
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

@dataclass(frozen=True)
class Misdeal:
    """Whether a deal is a misdeal (C5) and why, in German."""

    is_misdeal: bool
    text: str


def check_misdeal(n_players: int, *, exposed: Sequence[int] = (), cards_dealt: int | None = None) -> Misdeal:
    """C5: a card exposed by the dealer among the first two cards dealt (``exposed`` holds the
    0-based positions of exposed cards in the deal, 0 = the first card) or a wrong number of hole
    cards (``cards_dealt`` != 2 per player) is a misdeal: shuffle and deal again."""
    _check_table(n_players)
    if cards_dealt is not None and (not is_whole_number(cards_dealt)):
        raise CardError(f"Die Zahl der gegebenen Karten {str(cards_dealt)[:40]!r} ist keine ganze Zahl. Erlaubt: "
                        "eine ganze Zahl oder keine Angabe.", key="bad_count")
    if isinstance(exposed, (str, bytes)) or not isinstance(exposed, (Sequence, set, frozenset)) \
            or not all(is_whole_number(p) for p in exposed):
        raise CardError(f"Die aufgedeckten Karten {str(exposed)[:40]!r} sind keine Liste von Positionen. Erlaubt: "
                        "ganze Zahlen ab 0 (0 = die erste gegebene Karte).", key="bad_count")
    if cards_dealt is not None and cards_dealt != 2 * n_players:
        return Misdeal(True, f"Es wurden {cards_dealt} statt {2 * n_players} Hole Cards gegeben: Misdeal, "
                             "die Karten werden neu gemischt und neu gegeben (C5).")
    early = sorted(p for p in exposed if p in (0, 1))
    if early:
        which = "erste" if early[0] == 0 else "zweite"
        return Misdeal(True, f"Der Geber hat die {which} gegebene Karte aufgedeckt: Misdeal, die Karten werden "
                             "neu gemischt und neu gegeben (C5).")
    return Misdeal(False, "Kein Misdeal: keine der ersten beiden Karten ist aufgedeckt und jeder hat zwei "
                          "Karten (C5).")


@dataclass(frozen=True)
class EarlyBoardCard:
    """A board card turned too early, and the street as it is then dealt (C5)."""

    set_aside: Card
    burn: Card
    cards: tuple[Card, ...]
    rest: Deck
    text: str


def replace_early_board_card(rest: Deck, exposed: Card | str, *, street: str) -> EarlyBoardCard:
    """C5: ``exposed`` was turned before the betting round ended; ``rest`` is the deck after it.

    The exposed card is out of play (set aside). When the betting is over, the dealer deals the
    street as always: first a Burn Card (K2, the burn order is kept), then the next card(s)
    (three for the flop, one for turn and river)."""
    if not isinstance(rest, Deck):
        raise CardError(f"{str(rest)[:40]!r} ist kein Deck. Erlaubt: die Karten nach der zu früh aufgedeckten "
                        "als Deck.", key="bad_deck")
    if street not in ("flop", "turn", "river"):
        raise CardError(f"Die Straße {street!r} gibt es nicht. Erlaubt: flop, turn, river (K3).", key="bad_street")
    (card,) = parse_cards(exposed) if isinstance(exposed, str) else (exposed,)
    if not isinstance(card, Card):
        raise CardError(f"{exposed!r} ist keine Karte. Erlaubt: eine Karte wie „Qs“.", key="bad_card")
    if card in rest.cards:
        raise CardError(f"Die aufgedeckte Karte {card} liegt noch im Deck; gemeint ist die Karte, die schon "
                        "aufgedeckt wurde.", key="bad_card")
    burn, deck = rest.burn()
    cards, deck = deck.deal(3 if street == "flop" else 1)
    name = {"flop": "Flop", "turn": "Turn", "river": "River"}[street]
    text = (f"{card} wurde zu früh aufgedeckt und ist aus dem Spiel. Nach der Wettrunde legt der Geber wie "
            f"immer eine Burn Card beiseite und gibt den {name}: {' '.join(str(c) for c in cards)} (C5, K2).")
    return EarlyBoardCard(card, burn, tuple(cards), deck, text)
