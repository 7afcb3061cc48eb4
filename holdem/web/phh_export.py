"""A hand of the Werkstatt written out as PHH (the hand history format the book teaches).

PHH numbers the players from the small blind to the button (``p1 … pN``; the button is the
last one), so the engine's players are turned round the table until the button is last.
PHH knows no limit and fixed limit only; for pot limit, spread limit and a variant that changes
the payout (the odd chip kept in the pot, P2) it cannot hold the hand, and the reader is told so.
"""

from __future__ import annotations

from collections.abc import Sequence

from holdem.betting import Action, ActionKind
from holdem.hand import HandState
from holdem.phh import (
    BetRaiseStep,
    CheckCallStep,
    DealBoardStep,
    DealHoleStep,
    FoldStep,
    HandHistory,
    PhhStep,
    ShowMuckStep,
    write_phh,
)
from holdem.pots import OddChip
from holdem.rules import MinBet, MinRaise, Structure
from holdem.web.hand_setup import HandSetup

__all__ = ["export_phh"]


def _unsupported(setup: HandSetup) -> str | None:
    rules = setup.rules
    if rules.structure in (Structure.POT_LIMIT, Structure.SPREAD_LIMIT):
        return (f"PHH kennt für Texas Hold'em nur No Limit und Fixed Limit; eine Hand im {rules.structure.german} "
                "lässt sich nicht als PHH speichern.")
    if rules.odd_chip is OddChip.CARRY:
        return "PHH kennt keine Chips, die für die nächste Hand im Pot bleiben (P2, Variante)."
    if rules.structure is Structure.NO_LIMIT and \
            (rules.min_bet is MinBet.SMALL_BLIND) != (rules.min_raise is MinRaise.SMALL_BLIND):
        return ("PHH kennt nur einen Mindestbetrag für Einsatz und Erhöhung zusammen; die Varianten für den "
                "Mindesteinsatz (W10) und die Mindesterhöhung (L1) gehen dort nur gemeinsam.")
    if rules.structure is Structure.FIXED_LIMIT and (rules.min_bet is MinBet.SMALL_BLIND
                                                     or rules.raise_cap != 3):
        return "PHH kennt im Fixed Limit nur den üblichen Cap von drei Erhöhungen (L4)."
    return None


def _deal_board(steps: list[PhhStep], state: HandState, board_seen: int) -> int:
    """The board cards ``state`` has beyond the first ``board_seen``, as separate deals: flop, turn
    and river (K3), also in a run-out; returns how many board cards are written now."""
    for end in (3, 4, 5):
        if board_seen < end <= len(state.board):
            steps.append(DealBoardStep(tuple(state.board[board_seen:end])))
            board_seen = end
    return board_seen


def _showdown_steps(last: HandState, seat: Sequence[int]) -> list[PhhStep]:
    """``pN sm CARDS`` for every hand shown at the showdown and ``pN sm`` for every hand mucked
    there, in the engine's order (S2, S3), so that a reader of the file reaches the payout."""
    if not last.is_over:
        return []
    steps: list[PhhStep] = []
    done: set[int] = set()
    for event in last.events:
        if event.kind in ("show", "muck") and event.player is not None and event.player not in done:
            hole = last.holes[event.player]
            shown = event.kind == "show" and hole is not None
            steps.append(ShowMuckStep(seat[event.player], tuple(hole) if shown and hole else None, shown))
            done.add(event.player)
    return steps


def export_phh(setup: HandSetup, states: Sequence[HandState], actions: Sequence[Action]) -> tuple[str | None, str]:
    """The hand so far as PHH text, or ``None`` and the German reason why PHH cannot hold it."""
    reason = _unsupported(setup)
    if reason is not None:
        return None, reason
    rules, n, button = setup.rules, len(setup.stacks), setup.button
    seat = [(p - button - 1) % n for p in range(n)]  # engine player -> PHH player (button last)
    by_seat = sorted(range(n), key=lambda p: seat[p])
    first = states[0]
    steps: list[PhhStep] = []
    for p in by_seat:
        hole = first.holes[p]
        steps.append(DealHoleStep(seat[p], tuple(hole) if hole else None))
    board_seen = _deal_board(steps, states[0], 0)  # all-in from the posts: the whole board at once (K3)
    for before, after, action in zip(states, states[1:], actions):
        player = before.to_act
        assert player is not None
        if action.kind is ActionKind.FOLD:
            steps.append(FoldStep(seat[player]))
        elif action.kind in (ActionKind.CHECK, ActionKind.CALL):
            steps.append(CheckCallStep(seat[player]))
        else:
            assert action.amount is not None
            steps.append(BetRaiseStep(seat[player], action.amount))
        board_seen = _deal_board(steps, after, board_seen)
    steps.extend(_showdown_steps(states[-1], seat))
    blinds = [rules.small_blind, rules.big_blind] + [0] * (n - 2)
    if rules.big_blind_ante:
        antes = [0] * n
        antes[1] = rules.ante  # the big blind's place in the file's list of blinds
    else:
        antes = [rules.ante] * n
    last = states[-1]
    hh = HandHistory(
        variant="FT" if rules.structure is Structure.FIXED_LIMIT else "NT",
        antes=tuple(antes), blinds_or_straddles=tuple(blinds),
        starting_stacks=tuple(setup.stacks[p] for p in by_seat), actions=tuple(steps),
        min_bet=None if rules.structure is Structure.FIXED_LIMIT else rules.opening_bet,
        small_bet=rules.lower_limit if rules.structure is Structure.FIXED_LIMIT else None,
        big_bet=rules.upper_limit if rules.structure is Structure.FIXED_LIMIT else None,
        players=tuple(setup.names[p] for p in by_seat),
        finishing_stacks=tuple(last.final_stacks[p] for p in by_seat) if last.is_over else None,
    )
    return write_phh(hh), ""
