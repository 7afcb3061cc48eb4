"""A room's hand written out as PHH, the hand history format the book teaches.

The PHH file holds the hand as our engine played it: the room's players, stacks and actions in
the room's units (cents for a cash hand with cents, ``currency`` says which money), the cards the
room showed, and ``finishing_stacks`` as our rules pay out (without rake, X1). What the room paid
after its rake is kept beside it as ``_room_finishing_stacks`` (PHH's own fields for the rake hold
a function, not an amount).

PHH cannot hold everything a room records: pot limit, dead and returning players' blinds (B8–B10)
and straddles (C11) have no place in it. Every file written here is read back and played again by
:func:`holdem.replay.replay`; only when that reaches our stacks is it given out, otherwise the
German reason why not.
"""

from __future__ import annotations

import dataclasses

from holdem.errors import HoldemError
from holdem.german import CURRENCY_SIGNS
from holdem.hand import HandState
from holdem.phh import PhhStep, ShowMuckStep, parse_phh, write_phh
from holdem.replay import replay
from holdem.rooms.build import RoomHand
from holdem.rooms.check import Verdict, iter_room_replay

__all__ = ["room_phh"]


def _showdown_steps(states: list[HandState]) -> list[PhhStep]:
    """``pN sm CARDS`` / ``pN sm`` for every hand shown or mucked at the end, in the order our
    engine showed them (S2, S3); hands turned up at an all-in (C4) in seat order after them."""
    last = states[-1]
    steps: list[PhhStep] = []
    done: set[int] = set()
    for state in states:
        for event in state.events:
            if event.kind in ("show", "reveal", "muck") and event.player is not None and event.player not in done:
                hole = last.holes[event.player]
                shown = event.kind != "muck" and hole is not None
                steps.append(ShowMuckStep(event.player, tuple(hole) if shown and hole else None, shown))
                done.add(event.player)
    if len(last.in_hand) > 1:
        for p in sorted(last.in_hand):
            hole = last.holes[p]
            if p not in done:
                steps.append(ShowMuckStep(p, tuple(hole) if hole else None, hole is not None))
    return steps


def room_phh(verdict: Verdict) -> tuple[str | None, str]:
    """The hand of ``verdict`` as PHH text, or ``None`` and the German reason why PHH cannot hold it."""
    hand = verdict.hand
    if hand is None or verdict.status == "refused" or verdict.final is None:
        return None, verdict.reason or "Die Hand ist nicht nachgespielt; PHH gibt es nur für eine ganze Hand."
    if hand.record.structure == "PL":
        return None, ("PHH kennt für Texas Hold'em nur No Limit und Fixed Limit; eine Hand im Pot Limit lässt sich "
                      "nicht als PHH speichern.")
    states = list(iter_room_replay(hand))
    history = dataclasses.replace(
        hand.history, actions=hand.history.actions + tuple(_showdown_steps(states)),
        finishing_stacks=verdict.final, metadata=_metadata(hand), source=None)
    text = write_phh(history)
    try:  # the file must give our stacks when it is played again: else PHH lost something of the hand
        again = replay(parse_phh(text, source="PHH"))
        same = again.final_stacks == verdict.final
    except HoldemError:
        same = False
    if not same:
        return None, (f"{hand.label} lässt sich nicht als PHH speichern: PHH kennt nur Small Blind, Big Blind und "
                      "Antes, keine toten oder nachgezahlten Blinds (B8–B10) und keinen Straddle (C11).")
    return text, ""


def _metadata(hand: RoomHand) -> dict[str, object]:
    record = hand.record
    data: dict[str, object] = {"venue": record.room, "hand": record.hand_id, "seats": list(hand.seats),
                               "seat_count": max(s.seat for s in record.seats)}
    if record.currency:
        data["currency"] = record.currency
        if record.currency in CURRENCY_SIGNS:
            data["currency_symbol"] = CURRENCY_SIGNS[record.currency]
    if hand.unit != 1:
        data["_amounts_in"] = "cents"  # PHH has whole numbers only: 25 stands for 0.25
    recorded = hand.history.finishing_stacks
    if recorded is not None:
        data["_room_finishing_stacks"] = list(recorded)
    return data
