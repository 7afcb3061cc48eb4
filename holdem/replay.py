"""Replay a PHH hand history (:mod:`holdem.phh`) through our hand engine.

The engine plays by our rules (``RULES.md``); a history that breaks one of them (e.g. more
raises than the L4 cap allows) is not bent to fit: the replay stops with a :class:`ReplayError`
that names the action and the rule.

Seats: the PHH players ``p1 … pN`` are the engine's players ``0 … N-1``; the spec lists them
from the small blind to the button, so the button is player ``N-1``. Heads-up the spec swaps
blinds and antes (p1 big blind, p2 button and small blind), which is exactly our H1 with the
button at player 1.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from decimal import Decimal

from holdem.cards import Card, format_cards
from holdem.errors import HoldemError, ReplayError, type_name
from holdem.events import Event
from holdem.german import german_number
from holdem.hand import (
    Action,
    ActionKind,
    DealBoard,
    DealHole,
    HandState,
    Street,
    start_hand,
)
from holdem.phh import (
    BetRaiseStep,
    CheckCallStep,
    DealBoardStep,
    DealHoleStep,
    FoldStep,
    HandHistory,
    NoteStep,
    PhhStep,
    ShowMuckStep,
    format_action,
)
from holdem.rules import MinBet, MinRaise, RuleSet, Structure


@dataclass(frozen=True)
class ReplayStep:
    """One PHH action and the engine state after it (``index`` into ``HandHistory.actions``)."""

    index: int
    action: PhhStep
    state: HandState
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Replay:
    """A whole replayed hand: the history of states and what happened."""

    history: HandHistory
    states: list[HandState]  # states[0] = after blinds and antes, then one per engine step
    events: list[Event]
    final_stacks: tuple[int, ...]

    @property
    def expected_stacks(self) -> tuple[int | Decimal, ...] | None:
        return self.history.finishing_stacks

    @property
    def matches(self) -> bool | None:
        """``finishing_stacks`` equal to ours; ``None`` if the file has none or splits chips
        into fractions (see :attr:`close`)."""
        return stacks_match(self.history, self.final_stacks)

    @property
    def close(self) -> bool | None:
        """For a file whose ``finishing_stacks`` hold fractions: every one of our whole-chip
        stacks is less than one chip away from the file's and no chip is created or lost."""
        return stacks_close(self.history, self.final_stacks)


def stacks_match(hh: HandHistory, stacks: Sequence[int]) -> bool | None:
    """Our stacks equal to the file's ``finishing_stacks``; ``None`` without them or when the
    file splits chips into fractions (our engine counts whole chips)."""
    if hh.finishing_stacks is None or hh.fractional_finishing_stacks:
        return None
    return tuple(hh.finishing_stacks) == tuple(stacks)


def stacks_close(hh: HandHistory, stacks: Sequence[int]) -> bool | None:
    """Only for fractional ``finishing_stacks``: each of ours within less than one chip of the
    file's, same total; ``None`` otherwise."""
    if not hh.fractional_finishing_stacks:
        return None
    assert hh.finishing_stacks is not None
    theirs = hh.finishing_stacks
    return (sum(theirs) == sum(stacks)
            and all(abs(Decimal(ours) - their) < 1 for ours, their in zip(stacks, theirs)))


def fraction_note(hh: HandHistory) -> str | None:
    """The German sentence for a file that splits chips into fractions, else ``None``."""
    if not hh.fractional_finishing_stacks:
        return None
    assert hh.finishing_stacks is not None
    odd = ", ".join(f"{hh.player_name(i)} {_german_decimal(s)}"
                    for i, s in enumerate(hh.finishing_stacks) if isinstance(s, Decimal))
    return (f"Die Datei teilt Chips in Bruchteile ({odd}). Die Engine rechnet in ganzen Chips: "
            "ein unteilbarer Chip geht an den ersten Gewinner links vom Button (P2). Verglichen "
            "wird daher nur, ob jeder Stack weniger als einen Chip von der Datei abweicht.")


def _german_decimal(value: Decimal) -> str:
    """``Decimal("1234.5")`` -> ``"1.234,5"``: as many decimals as the file wrote, no more."""
    exponent = value.normalize().as_tuple().exponent
    return german_number(float(value), -exponent if isinstance(exponent, int) and exponent < 0 else 0)


# ---------------------------------------------------------------- setup

def _check_history(hh: object) -> None:
    if not isinstance(hh, HandHistory):
        raise ReplayError(f"Nachgespielt wird eine HandHistory (aus read_phh oder parse_phh), "
                          f"erhalten: {type_name(hh)}.", key="bad_type")


def rules_for(hh: HandHistory) -> RuleSet:
    """The rule set of a hand history: structure, blinds, limits, antes."""
    _check_history(hh)

    def fail(message: str, key: str) -> ReplayError:
        return ReplayError(message, key=key, source=hh.source)

    n = hh.n_players
    blinds = list(hh.blinds_or_straddles)
    if n == 2:
        blinds.reverse()  # the spec lists heads-up blinds the other way round
        antes = list(reversed(hh.antes))
    else:
        antes = list(hh.antes)
    # Engine seats: 0 = small blind … n-1 = button; heads-up 1 = button and small blind.
    sb_seat, bb_seat = (1, 0) if n == 2 else (0, 1)
    others = [b for i, b in enumerate(blinds) if i not in (sb_seat, bb_seat)]
    if any(others):
        raise fail("Straddles (Einsätze über den Big Blind hinaus vor dem Flop) kennen unsere "
                   "Regeln nicht. Erlaubt sind ein Small Blind und ein Big Blind (B1).",
                   "unsupported_straddle")
    small_blind, big_blind = blinds[sb_seat], blinds[bb_seat]
    if small_blind <= 0 or big_blind <= 0 or small_blind > big_blind:
        raise fail(f"Blinds {small_blind}/{big_blind}: erlaubt sind zwei positive Blinds, der "
                   "Small Blind höchstens so groß wie der Big Blind (B1, B2).", "unsupported_blinds")

    ante, bb_ante = 0, False
    if any(antes):
        if len(set(antes)) == 1:
            ante = antes[0]
        elif all(a == 0 for i, a in enumerate(antes) if i != bb_seat):
            ante, bb_ante = antes[bb_seat], True
        else:
            raise fail(f"Antes {list(hh.antes)}: erlaubt sind gleiche Antes für alle oder eine "
                       "Ante nur vom Big Blind.", "unsupported_antes")

    if hh.variant == "NT":
        assert hh.min_bet is not None
        if hh.min_bet == big_blind:
            min_bet, min_raise = MinBet.BIG_BLIND, MinRaise.LAST_RAISE
        elif hh.min_bet == small_blind:
            # PokerKit reads min_bet as the smallest bet and the smallest raise increment: the
            # variants of W10 and L1 (a bet and a raise of one small blind).
            min_bet, min_raise = MinBet.SMALL_BLIND, MinRaise.SMALL_BLIND
        else:
            raise fail(f"min_bet = {hh.min_bet}: unsere Regeln kennen als Mindesteinsatz nur den "
                       f"Big Blind ({big_blind}, W10) oder den Small Blind ({small_blind}, "
                       "Variante).", "unsupported_min_bet")
        return RuleSet(Structure.NO_LIMIT, small_blind, big_blind, ante=ante,
                       big_blind_ante=bb_ante, min_bet=min_bet, min_raise=min_raise)
    return RuleSet(Structure.FIXED_LIMIT, small_blind, big_blind, small_bet=hh.small_bet,
                   big_bet=hh.big_bet, ante=ante, big_blind_ante=bb_ante)


def start_state(hh: HandHistory) -> HandState:
    """The hand after blinds and antes, waiting for the hole cards (manual deal)."""
    rules = rules_for(hh)
    try:
        return start_hand(rules, hh.starting_stacks, button=hh.n_players - 1, deck=None,
                          names=hh.names())
    except HoldemError as error:
        raise ReplayError(f"Die Hand lässt sich nicht aufsetzen: {error.message}",
                          key=f"setup_{error.key}", source=hh.source) from None


# ---------------------------------------------------------------- stepping

def iter_replay(hh: HandHistory) -> Iterator[ReplayStep]:
    """Apply the actions one by one; yields one :class:`ReplayStep` per engine step.

    The first item (``index`` -1, a :class:`NoteStep`) is the state after blinds and antes.
    Memory stays flat: nothing is kept between items.
    """
    state = start_state(hh)
    yield ReplayStep(-1, NoteStep("Blinds und Antes"), state, tuple(state.events))
    mucks: list[int] = []  # PHH may muck an unknown hand before the engine reaches the showdown
    for index, step in enumerate(hh.actions):
        if isinstance(step, ShowMuckStep):
            _check_showdown_reached(hh, state, index, step)
        if isinstance(step, ShowMuckStep) and not step.shown:
            if state.holes[step.player] is None:
                mucks.append(step.player)
        else:
            for new_state in apply_step(hh, state, index, step):
                state = new_state
                yield ReplayStep(index, step, state, tuple(state.events))
        while state.street is Street.SHOWDOWN and any(p in state.awaiting_reveal for p in mucks):
            player = next(p for p in mucks if p in state.awaiting_reveal)
            mucks.remove(player)
            state = state.muck(player)
            yield ReplayStep(index, step, state, tuple(state.events))


def replay(hh: HandHistory) -> Replay:
    """Replay a whole hand; keeps every state (for step-through and tests)."""
    states: list[HandState] = []
    events: list[Event] = []
    for item in iter_replay(hh):
        states.append(item.state)
        events.extend(item.events)
    final = states[-1]
    return Replay(hh, states, events, final_stacks(final))


def final_stacks(state: HandState) -> tuple[int, ...]:
    """Stacks after the hand, or the stacks now if the history stops before the end."""
    return tuple(state.final_stacks) if state.is_over else tuple(state.stacks)


def apply_step(hh: HandHistory, state: HandState, index: int, step: PhhStep) -> list[HandState]:
    """The states one PHH step of ``hh`` leads to from ``state`` (a deal may give several), or a
    ReplayError naming the step. Room readers replay their hands through it too."""
    def fail(message: str, key: str) -> ReplayError:
        return ReplayError(f"Aktion {index + 1} {format_action(step)!r}: {message}", key=key,
                           source=hh.source, action_index=index)

    def engine(step_: Action | DealHole | DealBoard) -> HandState:
        try:
            return state.apply(step_)
        except HoldemError as error:
            raise _engine_error(hh, index, step, state, error) from None

    match step:
        case NoteStep():
            return []
        case DealHoleStep(player, cards):
            return [engine(DealHole(player, cards))]
        case DealBoardStep(cards):
            return [engine(DealBoard(cards))]
        case CheckCallStep(player) if _needless_check(state, player):
            return [_with_event(state, _needless_check_event(hh, player))]
        case FoldStep(player) | CheckCallStep(player) | BetRaiseStep(player):
            if state.to_act != player:
                who = "niemand" if state.to_act is None else hh.player_name(state.to_act)
                raise fail(f"{hh.player_name(player)} ist nicht am Zug, sondern {who} (W3, W4).",
                           "not_your_turn")
            return [engine(_action_for(state, step))]
        case ShowMuckStep(player, cards, shown):
            return _show(hh, state, player, cards, shown, fail)
    raise fail("Diese Aktion kennt die Wiedergabe nicht.", "unknown_step")


def _needless_check(state: HandState, player: int) -> bool:
    """A check the recorder wrote although our rules ask nothing of the player (W9): nobody is
    to act, the hand goes on, the player is still in it and owes nothing. PokerKit records such
    a check, e.g. for the big blind after an exact all-in call."""
    return (state.to_act is None and not state.is_over
            and state.street.value <= Street.RIVER.value
            and player in state.in_hand and player not in state.all_in
            and state.bets[player] >= state.current_bet
            and all(p in state.all_in for p in state.in_hand if p != player))


def _needless_check_event(hh: HandHistory, player: int) -> Event:
    return Event("W9", None, "info", player, values={"sentence": "needless_check", "name": hh.player_name(player)})


def _with_event(state: HandState, event: Event) -> HandState:
    """The same state with one more event (nothing else changes)."""
    return dataclasses.replace(state, events=(event,))


def _action_for(state: HandState, step: PhhStep) -> Action:
    if isinstance(step, FoldStep):
        return Action(ActionKind.FOLD, None, step.player)
    if isinstance(step, CheckCallStep):
        kind = ActionKind.CALL if state.current_bet > state.bets[step.player] else ActionKind.CHECK
        return Action(kind, None, step.player)
    assert isinstance(step, BetRaiseStep)
    kind = ActionKind.RAISE if state.current_bet > 0 else ActionKind.BET
    return Action(kind, step.amount, step.player)


def _check_showdown_reached(hh: HandHistory, state: HandState, index: int, step: ShowMuckStep) -> None:
    """``sm`` only once the betting is over (S1): at the showdown, or when everyone left is
    all-in and the board is still to come (PHH shows the cards then)."""
    if state.to_act is not None and not state.is_over:
        raise ReplayError(f"Aktion {index + 1} {format_action(step)!r}: Karten zeigen oder verdeckt "
                          f"wegwerfen geht erst, wenn alle Einsätze gebracht sind; jetzt ist noch "
                          f"{hh.player_name(state.to_act)} am Zug. Erlaubt ist 'sm' erst im Showdown (S1).",
                          key="show_before_showdown", source=hh.source, action_index=index)


def _show(hh: HandHistory, state: HandState, player: int, cards: tuple[Card, ...] | None,
          shown: bool, fail: Callable[[str, str], ReplayError]) -> list[HandState]:
    known = state.holes[player]
    if cards is None:
        # "-" shows the cards dealt before; with known cards the engine's showdown shows them.
        if known is None:
            raise fail("'-' zeigt die vorher gegebenen Karten, die sind hier aber unbekannt. "
                       "Erlaubt ist 'sm' mit den Karten, z. B. 'p2 sm AcKd'.", "unknown_cards")
        return []
    if known is not None:
        if set(known) != set(cards):
            raise fail(f"{hh.player_name(player)} zeigt {format_cards(cards)}, bekam aber "
                       f"{format_cards(known)}. Erlaubt ist nur, die eigenen Karten zu zeigen.",
                       "shown_cards_differ")
        return []
    try:
        return [state.reveal(player, cards)]
    except HoldemError as error:
        raise fail(f"Die Karten lassen sich nicht aufdecken: {error.message}",
                   f"reveal_{error.key}") from None


def _engine_error(hh: HandHistory, index: int, step: PhhStep, state: HandState,
                  error: HoldemError) -> ReplayError:
    where = f"Aktion {index + 1} {format_action(step)!r}"
    if error.key == "raise_capped":
        message = (f"{where}: Diese Hand hat mehr Erhöhungen, als unsere Regeln erlauben: im "
                   "Fixed Limit ein Einsatz und drei Erhöhungen pro Runde, vor dem Flop zählt der "
                   "Big Blind als Einsatz (L4); ohne Grenze nur, wenn noch zwei Spieler in der "
                   f"Hand sind (L6). Die Engine sagt: {error.message}")
        return ReplayError(message, key="raise_capped_L4", source=hh.source, action_index=index)
    return ReplayError(f"{where}: {error.message}", key=error.key, source=hh.source,
                       action_index=index)


__all__ = [
    "Replay", "ReplayError", "ReplayStep", "apply_step", "final_stacks", "fraction_note", "iter_replay", "replay",
    "rules_for", "stacks_close", "stacks_match", "start_state",
]
