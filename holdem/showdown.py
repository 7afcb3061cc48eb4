"""The showdown: who shows first, who shows or mucks, playing the board (S1–S6).

Order (S2): the player who made the last bet or raise on the river shows first; if nobody bet on
the river, the first player still in the hand left of the button. Variant (source 003): always
left of the button. Then clockwise.

Show or muck (S3): with ``muck_losers`` (default) a player gives up his hand face down when an
already shown hand beats his and that player is eligible for every pot he could win (he put in
at least as much); otherwise he shows. A mucking player could not have won a single chip, so the
pots go exactly where they would go if everybody showed. With ``muck_losers=False`` everybody
shows. A hand that shows, shows both hole cards (C3), also when it plays the board (S5).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from holdem.cards import Card
from holdem.errors import HoldemError
from holdem.events import Event, new_event
from holdem.ranking import HandValue, hand_value
from holdem.rules import ShowdownOrder

__all__ = ["ShowdownResult", "run_showdown", "showdown_order"]


def showdown_order(n_players: int, button: int, contenders: Sequence[int] | frozenset[int],
                   aggressor: int | None, rule: ShowdownOrder) -> list[int]:
    """Contenders in the order they show (S2)."""
    if isinstance(n_players, bool) or not isinstance(n_players, int) or n_players < 2 \
            or not isinstance(button, int) or not isinstance(rule, ShowdownOrder):
        raise HoldemError(f"Showdown-Reihenfolge: {n_players!r} Spieler, Button {button!r}, Regel {rule!r} gehen "
                          "nicht. Erlaubt: ganze Zahlen und eine ShowdownOrder (S2).", key="bad_showdown")
    start = (button + 1) % n_players
    if rule is ShowdownOrder.LAST_AGGRESSOR and aggressor is not None and aggressor in contenders:
        start = aggressor
    return [p for p in ((start + k) % n_players for k in range(n_players)) if p in contenders]


@dataclass(frozen=True)
class ShowdownResult:
    order: tuple[int, ...]
    values: dict[int, HandValue]  # every contender's hand (also of those who mucked)
    shown: tuple[int, ...]
    mucked: tuple[int, ...]
    events: tuple[Event, ...]


def run_showdown(holes: Sequence[tuple[Card, ...] | None], board: Sequence[Card], order: Sequence[int],
                 contributed: Sequence[int], *, muck_losers: bool, names: Sequence[str],
                 first_reason: str) -> ShowdownResult:
    """Show or muck in ``order``; the events say who shows what (S2, S3, S5, S6).

    ``first_reason`` says why ``order[0]`` shows first (``"last_aggressor"``, ``"nobody_bet"``,
    ``"left_of_button"``, ``"face_up"``: see :mod:`holdem.narration.showdown`); the sentences
    use ``names`` and no gendered pronouns."""
    board = tuple(board)
    # The engine's cards are parsed and different already (K1, G1): no second check.
    values = {p: hand_value(tuple(holes[p]) + board) for p in order}  # type: ignore[arg-type]
    events: list[Event] = []
    shown: list[int] = []
    mucked: list[int] = []
    board_set = set(board)
    board_played = False  # the board-play sentence says its reason once per showdown
    for index, p in enumerate(order):
        value = values[p]
        beaten = any(values[q].strength > value.strength and contributed[q] >= contributed[p] for q in shown)
        if muck_losers and beaten:
            mucked.append(p)
            events.append(new_event("S3", "muck", p, values={"name": names[p], "beaten": True}))
            continue
        shown.append(p)
        hole = tuple(holes[p])  # type: ignore[arg-type]
        rule = "S2" if index == 0 else "S3"
        events.append(new_event(rule, "show", p, cards=hole, values={
            "name": names[p], "cards": hole, "hand": value, "first_reason": first_reason if index == 0 else None}))
        if value.best_five and all(c in board_set for c in value.best_five):
            events.append(new_event("S5", "board_play", p, values={"name": names[p], "again": board_played}))
            board_played = True
    return ShowdownResult(tuple(order), values, tuple(shown), tuple(mucked), tuple(events))
