"""Worked examples of the chapters "Die Wettrunden" (W1–W10) and "Limits" (L1–L8) as text:
the legal actions of the player to act with their smallest and largest amounts, and a played
hand as a table of actions. Every number comes from the engine (``legal_actions``,
``raise_option``, the states of ``play``)."""

from __future__ import annotations

from collections.abc import Sequence

from holdem.betting import Action, ActionKind, LegalAction, raise_option
from holdem.hand import HandState, play
from holdem.teach.text import text_table

__all__ = ["action_label", "action_table", "amount_text", "legal_rows", "legal_table", "no_raise_reason", "pot_limit_steps",
           "round_sentences", "situation"]

_ACTION_EVENTS = {"fold", "check", "call", "bet", "raise", "all_in"}


def action_label(kind: ActionKind) -> str:
    """German name with the English term: ``"Erhöhen (Raise)"``; check gets its English term too."""
    return "Checken (Check)" if kind is ActionKind.CHECK else kind.german


def amount_text(option: LegalAction, mine: int = 0) -> tuple[str, str]:
    """The to-amount and what the player adds, as text: ``("4 bis 100", "4 bis 100")``."""
    if option.kind in (ActionKind.FOLD, ActionKind.CHECK):
        return "–", "0"
    if option.kind is ActionKind.CALL:
        return f"auf {option.max_to}", str(option.call)
    assert option.min_to is not None and option.max_to is not None
    if option.min_to == option.max_to:
        return f"genau auf {option.min_to}", str(option.min_to - mine)
    return f"auf {option.min_to} bis {option.max_to}", f"{option.min_to - mine} bis {option.max_to - mine}"


def situation(state: HandState) -> str:
    """One line: who is to act, in which round, the highest bet, his own bet, the pot."""
    player = state.to_act
    if player is None:
        if state.is_over:
            return "Die Hand ist zu Ende."
        return f"Niemand ist am Zug ({state.street.german})."
    label = state.positions.labels.get(player, "")
    who = f"{state.name(player)} ({label})" if label else state.name(player)
    return (f"{state.street.german}: {who} ist am Zug. Höchster Einsatz {state.current_bet}, "
            f"eigener Einsatz {state.bets[player]}, Stack {state.stacks[player]}, Pot {state.pot}.")


def legal_rows(state: HandState) -> list[tuple[str, str, str]]:
    """(Handlung, Betrag, zahlt dazu) for every legal action of the player to act."""
    player = state.to_act
    if player is None:
        return []
    mine = state.bets[player]
    return [(action_label(o.kind), *amount_text(o, mine)) for o in state.legal_actions()]


def no_raise_reason(state: HandState) -> str:
    """Why the player to act may not bet or raise (German, with rule ID), or ``""`` if he may."""
    player = state.to_act
    if player is None:
        return ""
    option = raise_option(state, player)
    return "" if option.allowed else option.reason


def legal_table(state: HandState) -> str:
    """:func:`situation`, then the table of legal actions, then why a raise is missing (if so)."""
    rows = legal_rows(state)
    if not rows:
        return situation(state)
    lines = [situation(state), text_table(["Handlung", "Betrag (gesamt in der Runde)", "zahlt dazu"], rows)]
    reason = no_raise_reason(state)
    if reason:
        verb = "Erhöhen" if state.current_bet > 0 else "Setzen"
        lines.append(f"{verb} geht nicht: {reason}.")
    return "\n".join(lines)


def _describe(action: Action, before: HandState) -> tuple[str, str]:
    player = before.to_act
    assert player is not None
    kind = action.kind
    if kind is ActionKind.CALL:
        # Read from the state before: after the call, returned chips (A7) could blur the amount.
        paid = min(before.current_bet - before.bets[player], before.stacks[player])
        return action_label(kind), f"zahlt {paid}"
    if kind in (ActionKind.BET, ActionKind.RAISE):
        return action_label(kind), f"auf {action.amount}"
    return action_label(kind), "–"


def action_table(state: HandState, actions: Sequence[Action]) -> str:
    """Play ``actions`` from ``state`` and list them: round, player, action, amount, pot after.

    The pot after an action counts every chip in the middle, this round's bets included; chips
    that nobody called are already back with their owner (A7)."""
    states = play(state, actions)
    rows = []
    for action, before, after in zip(actions, states, states[1:]):
        player = before.to_act
        assert player is not None
        label, amount = _describe(action, before)
        rows.append((before.street.german, before.name(player), label, amount, after.pot))
    return text_table(["Runde", "Spieler", "Handlung", "Betrag", "Pot danach"], rows, right=[4])


def round_sentences(states: Sequence[HandState], *, skip_kinds: Sequence[str] = ("deal_hole",)) -> str:
    """The engine's sentences of a list of states, one per line (hole-card deals left out)."""
    return "\n".join(e.text for s in states for e in s.events if e.kind not in skip_kinds)


def pot_limit_steps(state: HandState) -> str:
    """The largest pot-limit bet or raise of the player to act, worked out step by step (L2),
    next to the maximum the engine allows."""
    player = state.to_act
    if player is None:
        return situation(state)
    call = state.current_bet - state.bets[player]
    after_call = state.pot + call
    engine_max = raise_option(state, player).max_to
    name = state.name(player)
    lines = [f"{name}: im Pot liegen jetzt {state.pot} (Einsätze dieser Runde mitgezählt)."]
    if call:
        lines.append(f"1. Mitgehen kostet {call}; danach lägen {state.pot} + {call} = {after_call} im Pot.")
        lines.append(f"2. Um diese {after_call} darf {name} erhöhen: {state.current_bet} + {after_call} = "
                     f"{state.current_bet + after_call}.")
    else:
        lines.append(f"Niemand hat gesetzt: {name} darf höchstens den Pot setzen, also {after_call}.")
    lines.append(f"Höchstbetrag laut Engine: {engine_max}.")
    return "\n".join(lines)
