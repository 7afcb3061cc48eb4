"""The paragraph that states a rule set (L1–L7, C4, C8, K2, P2, S2, S3, W10, X1):
:meth:`holdem.rules.RuleSet.describe` hands its settings over as :class:`RulesFacts`."""

from __future__ import annotations

from typing import Literal, TypedDict

from holdem.narration.money import bare

__all__ = ["RulesFacts", "rules_text"]


class RulesFacts(TypedDict):
    """What the paragraph says of a rule set: the settings, as plain values."""

    structure: Literal["no_limit", "pot_limit", "fixed_limit", "spread_limit"]
    structure_name: str  # the German name of the structure ("Fixed Limit")
    is_limit: bool
    small_blind: int
    big_blind: int
    lower_limit: int
    upper_limit: int
    raise_cap: int | None
    heads_up_uncapped: bool | None
    ante: int
    big_blind_ante: bool
    min_bet_small_blind: bool  # W10 variant
    min_raise_small_blind: bool  # L1 variant
    burn_before_hole_cards: bool  # K2 variant
    showdown_left_of_button: bool  # S2 variant
    odd_chip_carried: bool  # P2 variant
    muck_losers: bool  # S3
    all_in_showdown: bool  # C4
    rake: Literal["none", "proportional", "main_pot_first"]  # X1


def rules_text(facts: RulesFacts) -> str:
    """The rule set in German, one paragraph (variants named after the rules)."""
    structure = facts["structure"]
    parts = [f"{facts['structure_name']}, Blinds {bare(facts['small_blind'])}/{bare(facts['big_blind'])}"]
    lower, upper = facts["lower_limit"], facts["upper_limit"]
    if structure == "fixed_limit":
        parts.append(f"Einsätze und Erhöhungen genau {bare(lower)} vor dem Flop und auf dem "
                     f"Flop, {bare(upper)} auf Turn und River (L3)")
    elif structure == "spread_limit":
        parts.append(f"Einsätze beliebig bis {bare(lower)} in den ersten beiden Runden, bis "
                     f"{bare(upper)} ab dem Turn (L5)")
    elif structure == "pot_limit":
        parts.append("höchstens so viel, wie nach dem Mitgehen im Pot liegt (L2)")
    else:
        parts.append("nach oben nur durch den eigenen Stack begrenzt (L1)")
    cap = facts["raise_cap"]
    if facts["is_limit"]:
        if cap is None:
            parts.append("ohne Begrenzung der Erhöhungen")
        elif facts["heads_up_uncapped"] is False:
            parts.append(f"höchstens ein Einsatz und {cap} Erhöhungen pro Runde, auch wenn "
                         "nur noch zwei Spieler in der Hand sind (L4, L6, Turnierpraxis)")
        else:
            parts.append(f"höchstens ein Einsatz und {cap} Erhöhungen pro Runde, "
                         "ohne Grenze, wenn nur noch zwei Spieler in der Hand sind (L4, L6)")
    else:
        parts.append("beliebig viele Erhöhungen (L7)")
    if facts["ante"]:
        who = "nur vom Big Blind, für den ganzen Tisch (C8)" if facts["big_blind_ante"] else "von jedem Spieler"
        parts.append(f"Ante {bare(facts['ante'])} {who}")
    variants = []
    if facts["min_bet_small_blind"]:
        variants.append("Mindesteinsatz ein Small Blind (W10)")
    if facts["min_raise_small_blind"]:
        variants.append("Mindesterhöhung ein Small Blind (L1)")
    if facts["burn_before_hole_cards"]:
        variants.append("Burn Card auch vor den Hole Cards (K2)")
    if facts["showdown_left_of_button"]:
        variants.append("Showdown immer links vom Button beginnend (S2)")
    if facts["odd_chip_carried"]:
        variants.append("unteilbare Chips bleiben im Pot (P2)")
    if not facts["muck_losers"]:
        variants.append("im Showdown zeigen alle Spieler ihre Karten (S3)")
    if facts["all_in_showdown"]:
        parts.append("ist ein Spieler all-in und wird nicht mehr gesetzt, werden alle Hände vor den "
                     "restlichen Boardkarten aufgedeckt (C4, Turnierpraxis)")
    text = "; ".join(parts) + "."
    if variants:
        text += " Varianten: " + ", ".join(variants) + "."
    if facts["rake"] == "main_pot_first":
        text += " Das Haus nimmt Rake, bei Side Pots zuerst aus dem Hauptpot (X1, Variante)."
    elif facts["rake"] == "proportional":
        text += " Das Haus nimmt Rake (X1)."
    return text
