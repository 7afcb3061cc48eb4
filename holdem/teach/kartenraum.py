"""The chapter "Im Kartenraum" (C11–C18): four of its situations – the table (or the tables, or
the chip race) at the moment the rule matters and what the engine says happens there (the switch
through them, with the pictures, is :func:`holdem.widgets.kartenraum.kartenraum_stepper`).

The situations are the chapter's own examples: Dana's straddle at the five-handed cash table,
Cem away from the tournament table, the balancing move from table 1 to table 2 and the chip race
of the 25s. Every sentence under a picture is the engine's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from holdem.balancing import BalanceMove, TournamentTable, balance
from holdem.blinds import Blinds
from holdem.chip_race import ChipRace, colour_up
from holdem.dealing import stacked_deck
from holdem.hand import Action, ActionKind, HandState
from holdem.rules import RuleSet
from holdem.table import GameKind, Table

__all__ = ["FLOOR_PAGES", "NAMES", "FloorPage", "FloorScene", "absent_dead_hand", "balancing_move",
           "chip_race_of_the_25s", "straddle_dealt", "straddle_option"]

# What a page shows: a hand at one table, a move between two tables, or the chip race.
FloorScene = HandState | BalanceMove | ChipRace

NAMES = ("Anna", "Ben", "Cem", "Dana", "Emil")


def straddle_dealt() -> HandState:
    """Five players at a cash table, Anna on the button: Dana straddles 4 and the cards are dealt
    (C11)."""
    setup = Table.with_players([200] * 5, names=list(NAMES), button=0).next_hand(straddle="Dana")
    deck = stacked_deck(5, 0, {0: "Ah Kd", 1: "7c 7d", 2: "Qs Jc", 3: "9h 8h", 4: "5s 5d"}, "Kc 9d 2s 4h Jd")
    return setup.start(RuleSet(), deck=deck)


def straddle_option(dealt: HandState | None = None) -> HandState:
    """Emil, Anna, Ben and Cem call the straddle, and the round comes back to Dana with the
    straddler's option (C11)."""
    state = straddle_dealt() if dealt is None else dealt
    for _ in range(4):
        state = state.apply(Action(ActionKind.CALL))
    return state


def absent_dead_hand() -> HandState:
    """A tournament table of four (blinds 10 and 20), Cem away: he is dealt in and posts his big
    blind, but his hand is dead before the first action (C16)."""
    table = Table.with_players([500] * 4, names=list(NAMES[:4]), button=0, kind=GameKind.TOURNAMENT,
                               blinds=Blinds(10, 20)).away("Cem")
    setup = table.next_hand()
    return setup.start(RuleSet(small_blind=10, big_blind=20), deck=stacked_deck(4, setup.button, {}, ""))


def balancing_move() -> BalanceMove:
    """Table 1 with 8 players, table 2 with 5: one player moves (C17)."""
    tables = [
        TournamentTable(1, ("Anna", "Ben", "Cem", "Dana", "Emil", "Fiona", "Gina", "Hugo", None), button=0),
        TournamentTable(2, ("Ida", "Jan", None, "Kim", None, "Lea", None, "Max", None), button=1),
    ]
    move = balance(tables)
    if move is None:  # the chapter's tables are uneven by three: a move is always due
        raise ValueError("Diese Tische müssen nicht ausgeglichen werden.")
    return move


def chip_race_of_the_25s() -> ChipRace:
    """The 25s go out for 100s; Anna has 7 of them, Ben 6, Cem 2, Dana 5 (C18)."""
    return colour_up([7, 6, 2, 5], 25, 100, names=list(NAMES[:4])).race(seed=11)


def _rule_events(state: HandState, rule: str) -> str:
    return " ".join(e.text for e in state.events if e.rule == rule)


def _straddle_page() -> tuple[HandState, str]:
    dealt = straddle_dealt()
    state = straddle_option(dealt)
    # The straddle itself and who begins are events of the deal; the option is the last one.
    text = " ".join(e.text for e in dealt.events if e.rule == "C11")
    return state, f"{text} {state.events[-1].text}"


def _absent_page() -> tuple[HandState, str]:
    state = absent_dead_hand()
    return state, _rule_events(state, "C16")


def _balance_page() -> tuple[BalanceMove, str]:
    move = balancing_move()
    return move, move.text


def _race_page() -> tuple[ChipRace, str]:
    race = chip_race_of_the_25s()
    # Which cards each player got, the picture shows; the sentences say what came of them.
    return race, " ".join(race.steps[:1] + race.steps[2:])


@dataclass(frozen=True)
class FloorPage:
    """One page of the switch: its label (rule ID first), the situation with the engine's text,
    and the title over a picture of one table (the other pictures carry their own)."""

    label: str
    make: Callable[[], tuple[FloorScene, str]]
    title: str = ""


FLOOR_PAGES: tuple[FloorPage, ...] = (
    FloorPage("C11 Straddle", _straddle_page, "Dana hat als Straddler die Option"),
    FloorPage("C16 abwesend im Turnier", _absent_page, "Cem ist nicht am Platz: seine Hand ist tot"),
    FloorPage("C17 Tische ausgleichen", _balance_page),
    FloorPage("C18 Chip Race", _race_page),
)
