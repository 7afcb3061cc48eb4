"""The chapter "Am echten Tisch" (C1–C10): its example hands, and a list of the card-room
situations – the table at the moment the rule matters and what happens there (the switch through
them is :func:`holdem.widgets.card_room.card_room_stepper`).

The hands are the chapter's own (Anna on the button, Ben, Cem, Dana; no limit 1/2 unless said);
every sentence under a picture is the engine's, or names the rule the picture shows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from holdem.cards import parse_cards
from holdem.dealing import stacked_deck
from holdem.hand import DealHole, HandState, start_hand
from holdem.rules import RuleSet
from holdem.teach.script import play_script
from holdem.teach.wholehand import play_words

__all__ = ["NAMES", "SITUATIONS", "Situation", "all_in_face_up", "dealt", "oversized_chip_text"]

NAMES = ("Anna", "Ben", "Cem", "Dana")
HOLES = ("Ah Kd", "7c 7d", "Qs Jc", "9h 8h")


def dealt(rules: RuleSet, stacks: tuple[int, ...] = (100, 100, 100, 100)) -> HandState:
    """The chapter's table after the blinds and the hole cards (Anna has the button)."""
    state = start_hand(rules, list(stacks), button=0, names=list(NAMES))
    for player, cards in enumerate(HOLES):
        state = state.apply(DealHole(player, parse_cards(cards)))
    return state


def _acting(state: HandState) -> int:
    """The player to act; the situations are all taken while somebody is to act."""
    if state.to_act is None:
        raise ValueError("In dieser Lage ist niemand am Zug.")
    return state.to_act


def oversized_chip_text(state: HandState, chip: int) -> str:
    """What one chip of value ``chip`` put in without a word means for the player to act (C2)."""
    from holdem.betting import interpret_chip_push

    player = _acting(state)
    after = state.apply(interpret_chip_push(state, chip, declared=None))
    paid = state.stacks[player] - after.stacks[player]
    back = f" Von ihrem Chip bekommt {state.name(player)} {chip - paid} zurück." if chip > paid else ""
    return after.events[0].text + back


@dataclass(frozen=True)
class Situation:
    """One page of the switch: a label, the state drawn, what the picture shows and the rule."""

    label: str
    title: str
    state: Callable[[], HandState]
    text: Callable[[HandState], str]


def _out_of_turn() -> HandState:
    return dealt(RuleSet())


def _facing_raise() -> HandState:
    return play_words(dealt(RuleSet()), "r12")[-1]


def _board_played() -> HandState:
    hand = play_script(start_hand(RuleSet(), [100] * 4, button=0, names=list(NAMES)),
                       holes=["2c 3d", "4h 5s", "Qs Jc", "9h 8h"], board="Ts Jh Qd Kc Ac",
                       actions="f c c x  x x b4 c f  x x  x x")
    return hand[-1]


def all_in_face_up(rules: RuleSet | None = None) -> HandState:
    """Anna all-in, Cem calls, nobody else is in: at a tournament table (C4 on) both hands go face
    up before the board; with ``RuleSet(all_in_showdown=False)`` (cash game) they stay covered."""
    rules = RuleSet(all_in_showdown=True) if rules is None else rules
    deck = stacked_deck(4, 0, {0: "Ah Ad", 1: "7c 2d", 2: "Kd Kh", 3: "9s 8s"}, "Qs 9h 4d 2c Ks")
    state = start_hand(rules, [40, 100, 100, 100], button=0, deck=deck, names=list(NAMES))
    return play_words(state, "f allin f c")[-1]


def _short_big_blind() -> HandState:
    return dealt(RuleSet(small_blind=5, big_blind=10), (200, 200, 6, 200))


def _big_blind_ante() -> HandState:
    # Before the hole cards: the state whose events are the ante and the blinds.
    return start_hand(RuleSet(small_blind=1, big_blind=2, ante=2, big_blind_ante=True), [100, 100, 3, 100],
                      button=0, names=list(NAMES))


def _first(state: HandState, rule: str) -> str:
    return next((e.text for e in state.events if e.rule == rule or f"{rule})" in e.text), "")


SITUATIONS: tuple[Situation, ...] = (
    Situation("C1 außer der Reihe", "Dana ist am Zug, Anna ruft zu früh", _out_of_turn,
              lambda s: (f"{s.name(_acting(s))} ist am Zug. Anna ruft schon „Erhöhung auf 6“. Checkt oder geht "
                         f"{s.name(_acting(s))} nur mit, bindet Anna ihre Ansage; setzt oder erhöht "
                         f"{s.name(_acting(s))}, ist Annas Ansage ungültig und sie entscheidet neu (C1).")),
    Situation("C2 ein großer Chip", "Dana hat auf 12 erhöht", _facing_raise,
              lambda s: ("Anna legt wortlos einen einzelnen Chip zu 25 hin. " + oversized_chip_text(s, 25)
                         + " Ohne Ansage ist ein einzelner großer Chip gegen einen Einsatz nur ein Mitgehen; "
                         "wäre nichts zu zahlen, wäre er ein Einsatz von 25 (C2).")),
    Situation("C3 Karten zeigen", "Showdown: das Board ist eine Straße", _board_played,
              lambda s: _first(s, "C3")),
    Situation("C4 All-in im Turnier", "Anna all-in, Cem geht mit: alle Karten offen", all_in_face_up,
              lambda s: (_first(s, "C4") + " Das ist Turnierpraxis; im Cash Game bleiben die Karten bis zum "
                         "Showdown verdeckt (C4).")),
    Situation("C6 kurzer Big Blind", "Cem hat nur 6 Chips für den Big Blind von 10", _short_big_blind,
              lambda s: _first(s, "C6")),
    Situation("C8 Big-Blind-Ante", "Cem zahlt die Ante für den ganzen Tisch", _big_blind_ante,
              lambda s: (_first(s, "C8") + " Nach den TDA-Regeln geht die Ante vor, bei der WSOP zuerst der "
                         "Big Blind (C8).")),
)
