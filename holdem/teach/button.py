"""Worked examples of the chapter "Der Dealer-Button" (D1–D6): the draw for the button as a
ranked table, and the button and blinds over several hands of a :class:`holdem.table.Table`."""

from __future__ import annotations

from dataclasses import dataclass

from holdem.cards import Card
from holdem.table import HandSetup, Table
from holdem.teach.text import seat_label, text_table


def draw_seats(table: Table) -> list[tuple[int, Card]]:
    """Seat and card of every player in the last draw for the button, in the order dealt."""
    drawn = []
    for event in table.events:
        if event.kind == "draw":
            assert event.player is not None  # a draw names the seat it was dealt to
            drawn.append((event.player, event.cards[0]))
    return drawn


def draw_table(table: Table) -> str:
    """The cards of the last draw for the button (``table`` as returned by
    :meth:`Table.draw_for_button`), best first, and the engine's sentence on the winner (D1, D2)."""
    draws = draw_seats(table)
    if not draws:
        raise ValueError("Dieser Tisch hat gerade nicht um den Button gezogen (draw_for_button).")
    ranked = sorted(draws, key=lambda draw: draw[1], reverse=True)
    rows = [(place, table.player(seat).name, seat_label(seat), card.pretty, card.rank.german, card.suit.german)
            for place, (seat, card) in enumerate(ranked, start=1)]
    result = table.events[-1].text
    return text_table(["Nr.", "Spieler", "Sitz", "Karte", "Rang", "Farbe"], rows, right=[0]) + "\n" + result


@dataclass(frozen=True)
class PlayedHand:
    """One hand of a rotation: its setup (who posts what, where the button is) and the table after it."""

    setup: HandSetup
    after: Table


def rotate(table: Table, hands: int) -> list[PlayedHand]:
    """``hands`` hands in a row in which nobody wins or loses a chip: only the button and the
    blinds move (D3, D6). Changes between hands are made by the caller on ``after``."""
    played = []
    for _ in range(hands):
        setup = table.next_hand()
        table = setup.table.after_hand(setup.stacks)
        played.append(PlayedHand(setup, table))
    return played


def _name_at(setup: HandSetup, index: int | None) -> str:
    return "– (tot)" if index is None else setup.names[index]


def hand_row(setup: HandSetup) -> tuple[object, ...]:
    """Hand number, button (its holder or "tot" on an empty seat), small blind, big blind,
    first to act preflop."""
    if setup.dead_button:
        button = f"{seat_label(setup.button_seat)} (toter Button)"
    else:
        button = f"{setup.names[setup.button]} ({seat_label(setup.button_seat)})"
    return (setup.hand_number, button, _name_at(setup, setup.small_blind), setup.names[setup.big_blind],
            setup.names[setup.first_preflop])


HAND_HEADERS = ["Hand", "Button", "Small Blind", "Big Blind", "beginnt vor dem Flop"]


def rotation_table(played: list[PlayedHand]) -> str:
    """A table with one row per hand: where the button and the blinds are (D3)."""
    return text_table(HAND_HEADERS, [hand_row(p.setup) for p in played], right=[0])


def hand_summary(setup: HandSetup) -> str:
    """One hand as a short text: the table's sentences for it (button, blinds, who starts)."""
    return "\n".join(e.text for e in setup.events)
