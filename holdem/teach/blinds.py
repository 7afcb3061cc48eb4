"""Blinds as text (B2–B11): blind sizes, table limits, what each player has put in at the start
of a hand and what the player to act may do."""

from __future__ import annotations

from collections.abc import Sequence

from holdem.betting import ActionKind
from holdem.blinds import TableLimits
from holdem.rules import RuleSet, SmallBlindShare
from holdem.teach.text import text_table

# Fixed-limit structures card rooms play, with the smallest chip on their tables (B2).
PLAYED_STRUCTURES = ((2, 1), (4, 1), (10, 5), (3, 1), (15, 5))


def fixed_limit_blinds_table(structures: Sequence[tuple[int, int]] = PLAYED_STRUCTURES) -> str:
    """For fixed limit ``small bet/big bet`` played with a smallest chip: the blinds with half the big
    blind (standard, B2), with two thirds (variant), and which of the two many rooms use — the half
    where it is a whole number of chips, else two thirds."""
    rows = []
    for small_bet, chip in structures:
        half = RuleSet.fixed_limit(small_bet, chip=chip)
        third = RuleSet.fixed_limit(small_bet, chip=chip, small_blind_share=SmallBlindShare.TWO_THIRDS)
        half_fits = small_bet % (2 * chip) == 0
        rows.append((f"{half.lower_limit}/{half.upper_limit}", chip, f"{half.small_blind}/{half.big_blind}",
                     f"{third.small_blind}/{third.big_blind}",
                     f"{half.small_blind}/{half.big_blind} (Hälfte)" if half_fits
                     else f"{third.small_blind}/{third.big_blind} (zwei Drittel)"))
    return text_table(["Fixed Limit", "kleinster Chip", "Hälfte (Standard)", "zwei Drittel (Variante)",
                       "in vielen Räumen"], rows, right=[1])


def online_limits_table(lower_limits: Sequence[int]) -> str:
    """B11's online room for each lower limit L: seats, minimum buy-in 10·L, blinds 50 % / 100 % of L."""
    rows = []
    for lower in lower_limits:
        limits = TableLimits.online(lower)
        rules = RuleSet.fixed_limit(lower)
        rows.append((f"{rules.lower_limit}/{rules.upper_limit}", limits.max_seats, limits.min_buy_in,
                     rules.small_blind, rules.big_blind))
    return text_table(["Limit", "höchstens Spieler", "Mindest-Buy-in", "Small Blind", "Big Blind"], rows,
                      right=[1, 2, 3, 4])


def money_table(state) -> str:
    """Per player: stack, live bet of this round and what he has put in the hand in all (live
    bets plus dead money); then the pot (B3, B4, B8, B9)."""
    rows = []
    for p, name in enumerate(state.names):
        dead = state.setup.dead[p]
        rows.append((name, state.stacks[p], state.bets[p], dead or "–", state.contributed[p]))
    table = text_table(["Spieler", "Stack", "Einsatz (live)", "tot", "im Pot"], rows, right=[1, 2, 3, 4])
    return f"{table}\nPot: {state.pot} Chips."


def _option_text(kind: ActionKind, low: int | None, high: int | None, call: int | None) -> str:
    if kind is ActionKind.FOLD:
        return "aussteigen"
    if kind is ActionKind.CHECK:
        return "checken (nichts zahlen)"
    if kind is ActionKind.CALL:
        return f"mitgehen: {call} dazu, dann {high} gesetzt"
    verb = "setzen" if kind is ActionKind.BET else "erhöhen"
    return f"{verb} auf genau {low}" if low == high else f"{verb} auf {low} bis {high}"


def options_text(state) -> str:
    """Who is to act, what he has in front of him and every legal action (B4, B5, B6)."""
    player = state.to_act
    if player is None:
        return "Niemand ist am Zug."
    options = "; ".join(_option_text(a.kind, a.min_to, a.max_to, a.call) for a in state.legal_actions())
    return (f"{state.names[player]} ist am Zug, hat {state.bets[player]} gesetzt, der höchste Einsatz "
            f"ist {max(state.bets)}. Erlaubt: {options}.")
