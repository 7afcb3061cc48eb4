"""Positions at the table for one hand: blinds, labels and who acts first (B1, H1–H3, W3, W4, G2).

Players are the indices ``0..n-1`` of the players dealt into the hand, clockwise; ``button``
is the index of the player with the dealer button (the one who acts last after the flop).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from holdem.amounts import amount_excerpt
from holdem.errors import SeatError
from holdem.narration.positions import positions_text

DECK_SIZE = 52
BOARD_CARDS = 5
HOLE_CARDS = 2
STANDARD_BURNS = 3  # before flop, turn and river (K2)


def max_players(burns: int = STANDARD_BURNS) -> int:
    """Most players one deck can serve (G2): ``2n + 5 + burns <= 52``.

    Three burn cards give 22, none give 23; with the K2 variant (four burns) 21.
    """
    if burns < 0:
        raise SeatError(
            f"Die Zahl der Burn Cards kann nicht negativ sein (erhalten: {burns}).", key="bad_burns"
        )
    return (DECK_SIZE - BOARD_CARDS - burns) // HOLE_CARDS


MAX_PLAYERS = max_players(0)  # 23: the hard limit of the deck without burns (G2)

# Labels of the seats between the big blind and the button, by how many there are.
_MIDDLE_LABELS: dict[int, tuple[str, ...]] = {
    0: (),
    1: ("UTG",),
    2: ("UTG", "CO"),
    3: ("UTG", "HJ", "CO"),
    4: ("UTG", "MP", "HJ", "CO"),
    5: ("UTG", "UTG+1", "MP", "HJ", "CO"),
    6: ("UTG", "UTG+1", "UTG+2", "MP", "HJ", "CO"),
}

LABEL_NAMES: dict[str, str] = {
    "BTN": "Dealer-Button",
    "BTN/SB": "Button und Small Blind",
    "SB": "Small Blind",
    "BB": "Big Blind",
    "UTG": "Under the Gun",
    "MP": "Middle Position",
    "HJ": "Hijack",
    "CO": "Cutoff",
}


def middle_labels(count: int) -> tuple[str, ...]:
    if count in _MIDDLE_LABELS:
        return _MIDDLE_LABELS[count]
    # 7 or more seats: UTG, UTG+1, ... then MP, MP+1, HJ, CO.
    early = ("UTG",) + tuple(f"UTG+{i}" for i in range(1, count - 4))
    return early + ("MP", "MP+1", "HJ", "CO")


def label_name(label: str) -> str:
    """German/poker long name of a label: ``"CO"`` -> ``"Cutoff"``."""
    if label in LABEL_NAMES:
        return LABEL_NAMES[label]
    base, _, plus = label.partition("+")
    return f"{LABEL_NAMES.get(base, base)} +{plus}" if plus else label


@dataclass(frozen=True)
class Positions:
    n_players: int
    button: int
    small_blind: int
    big_blind: int
    first_preflop: int  # W3 (heads-up: the button, H2)
    first_postflop: int  # W4 (heads-up: the big blind, H2)
    labels: dict[int, str] = field(hash=False)

    @property
    def heads_up(self) -> bool:
        return self.n_players == 2

    def _clockwise_from(self, start: int) -> list[int]:
        return [(start + i) % self.n_players for i in range(self.n_players)]

    def order_preflop(self) -> list[int]:
        """All players in the order they act preflop: under the gun first, the big blind last (W3, B5)."""
        return self._clockwise_from(self.first_preflop)

    def order_postflop(self) -> list[int]:
        """All players in the order they act on flop, turn and river: the button last (W4)."""
        return self._clockwise_from(self.first_postflop)

    def describe(self, names: list[str] | None = None) -> str:
        """A German paragraph: who has the button, who posts the blinds, who acts first
        (written by :func:`holdem.narration.positions.positions_text`)."""
        return positions_text(self, names)


def check_players(n_players: int) -> None:
    """Raise :class:`SeatError` unless ``2 <= n_players <= 23`` (G2)."""
    if isinstance(n_players, bool) or not isinstance(n_players, int):
        raise SeatError(
            f"Die Spielerzahl muss eine ganze Zahl sein (erhalten: {amount_excerpt(n_players)}).", key="bad_player_count"
        )
    if n_players < 2:
        raise SeatError(
            f"Für eine Hand braucht es mindestens 2 Spieler, hier sind es {amount_excerpt(n_players)}. "
            f"Erlaubt sind 2 bis {MAX_PLAYERS} Spieler (G2).",
            key="too_few_players",
        )
    if n_players > MAX_PLAYERS:
        raise SeatError(
            f"{amount_excerpt(n_players)} Spieler sind zu viele: ein Deck mit 52 Karten reicht für höchstens "
            f"{MAX_PLAYERS} Spieler (2 Karten je Spieler + 5 Gemeinschaftskarten), mit drei "
            f"Burn Cards für {max_players(STANDARD_BURNS)} (G2).",
            key="too_many_players",
        )


def positions(n_players: int, button: int) -> Positions:
    """Blinds, labels and acting order for ``n_players`` with the button at index ``button``.

    B1: small blind left of the button, big blind left of that. H1: heads-up the button posts
    the small blind. W3: preflop the player left of the big blind starts (heads-up that is the
    button, H2). W4: after the flop the first player left of the button starts (heads-up the
    big blind, H2).
    """
    check_players(n_players)
    if isinstance(button, bool) or not isinstance(button, int) or not 0 <= button < n_players:
        raise SeatError(
            f"Der Button kann nicht bei {amount_excerpt(button)} liegen: bei {n_players} Spielern sind die "
            f"Indizes 0 bis {n_players - 1} erlaubt (Spieler 1 bis {n_players}).",
            key="bad_button",
        )
    n = n_players
    small_blind = button if n == 2 else (button + 1) % n
    big_blind = (small_blind + 1) % n
    if n == 2:
        labels = {button: "BTN/SB", big_blind: "BB"}
    else:
        labels = {button: "BTN", small_blind: "SB", big_blind: "BB"}
        for offset, label in enumerate(middle_labels(n - 3), start=3):
            labels[(button + offset) % n] = label
    return Positions(
        n_players=n,
        button=button,
        small_blind=small_blind,
        big_blind=big_blind,
        first_preflop=(big_blind + 1) % n,
        first_postflop=(button + 1) % n,
        labels=dict(sorted(labels.items())),
    )
