"""The lines of a deal plan: what each card from the top of the deck becomes (K1, K2, K3);
:meth:`holdem.dealing.DealPlan.describe` hands its slots over."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from holdem.german import player_name

__all__ = ["deal_plan_lines", "exposed_hole_card_text", "misdeal_text", "premature_flop_steps",
           "premature_river_steps", "premature_turn_steps"]

_BURN_BEFORE = {"hole": "vor den Hole Cards", "flop": "vor dem Flop", "turn": "vor dem Turn",
                "river": "vor dem River"}


def deal_plan_lines(slots: Sequence[tuple[Any, ...]], names: Sequence[str] | None = None) -> list[str]:
    """One German line per card: ``"Karte 1: Spieler 2, erste Karte (K1)"``. A slot is
    ``("hole", player, round)``, ``("burn", street)`` or ``("board", street)``."""
    lines = []
    for index, slot in enumerate(slots, start=1):
        if slot[0] == "hole":
            who = player_name(slot[1], names)
            lines.append(f"Karte {index}: {who}, {'erste' if slot[2] == 0 else 'zweite'} Karte (K1)")
        elif slot[0] == "burn":
            lines.append(f"Karte {index}: Burn Card {_BURN_BEFORE[slot[1]]} (K2)")
        else:
            lines.append(f"Karte {index}: {slot[1].capitalize()} (K3)")
    return lines


# --------------------------------------------------------------------------- irregularities (C5)

_COUNT_WORDS = {2: "zwei", 3: "drei", 4: "vier"}


def misdeal_text(*, wrong_count: tuple[int, int] | None, early: int | None, exposed: int,
                 substantial: bool) -> str:
    """Whether a deal is a misdeal and why (C5). ``wrong_count``: (cards dealt, cards right)
    when the count is wrong; ``early``: 0 or 1 when the first or second card dealt lies open;
    ``exposed``: how many cards lie open; ``substantial``: substantial action came first."""
    reasons = []
    if wrong_count is not None:
        reasons.append(f"es wurden {wrong_count[0]} statt {wrong_count[1]} Hole Cards gegeben")
    if early is not None:
        reasons.append(f"der Geber hat die {'erste' if early == 0 else 'zweite'} gegebene Karte aufgedeckt")
    if exposed >= 2:
        reasons.append(f"der Geber hat {_COUNT_WORDS.get(exposed, str(exposed))} Karten aufgedeckt")
    if not reasons:
        if exposed:
            return ("Kein Misdeal: eine einzelne später gegebene Hole Card liegt offen. Sie wird "
                    "durch die nächste Karte ersetzt und wird selbst die Burn Card (C5).")
        return "Kein Misdeal: keine Karte ist aufgedeckt und jeder hat zwei Karten (C5)."
    why = reasons[0][0].upper() + reasons[0][1:] + "".join(f", und {r}" for r in reasons[1:])
    if substantial:
        return (f"{why} – aber es gab schon substanzielle Action (zwei Handlungen, davon eine mit "
                "Chips, oder drei Handlungen): kein Misdeal mehr, die Hand wird weitergespielt (C5).")
    return f"{why}: Misdeal, die Karten werden neu gemischt und neu gegeben (C5)."


def exposed_hole_card_text(player: int, round_: int, exposed: object, replacement: object,
                           names: Sequence[str] | None = None) -> str:
    """A hole card exposed later in the deal: replaced by the next card, it becomes the burn
    card (C5, K2). ``player`` counts from 0, ``round_`` is 0 for the first card."""
    who = player_name(player, names)
    return (f"Die {'erste' if round_ == 0 else 'zweite'} Karte von {who} ({exposed}) wurde beim "
            f"Austeilen aufgedeckt: kein Misdeal. Nach dem Austeilen bekommt {who} die nächste Karte "
            f"({replacement}) dafür, und {exposed} ist die Burn Card vor dem Flop (C5, K2).")


def premature_flop_steps(shown: str, flop: str) -> tuple[str, ...]:
    """The flop came too early: back into the stub, reshuffle, a new flop without a burn (C5)."""
    return (f"Der Flop ({shown}) kam zu früh: die Karten gehen zurück in den Stapel, die Burn Card bleibt liegen.",
            ("Der Geber mischt den Stapel neu und gibt nach der Wettrunde einen neuen Flop ohne "
             f"Burn Card: {flop} (C5)."))


def premature_turn_steps(shown: str, turn: object, river: object) -> tuple[str, ...]:
    """The turn came too early: set aside, the would-be river is the turn, then a new river (C5)."""
    return (f"Die Turnkarte {shown} kam zu früh und wird beiseitegelegt.",
            (f"Nach der Wettrunde legt der Geber eine Burn Card ab und gibt als Turn die Karte, die der "
             f"River geworden wäre: {turn}."),
            (f"Dann mischt er den Stapel mit der beiseitegelegten Karte und gibt den River ohne Burn Card: "
             f"{river} (C5)."))


def premature_river_steps(shown: str, river: object) -> tuple[str, ...]:
    """The river came too early: shuffled back, the river dealt again without a burn (C5)."""
    return (f"Die Riverkarte {shown} kam zu früh.",
            f"Der Geber mischt sie nach der Wettrunde in den Stapel und gibt den River neu, ohne Burn Card: {river} (C5).")
