"""What every case of the casebook shares: the players' names, the way a case is written down as
a quiz question with a picture, and small steps of a hand used by several cases."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from matplotlib.figure import Figure

from holdem.betting import LegalAction
from holdem.cards import Deck
from holdem.dealing import stacked_deck
from holdem.draw.table import draw_table_state
from holdem.hand import ActionKind, HandState, start_hand
from holdem.quiz.model import Picture, Question, choice
from holdem.rules import RuleSet
from holdem.teach.wholehand import play_words

__all__ = ["NAMES", "PROMPT", "case", "deal", "drawn", "legal", "played"]

NAMES = ("Anna", "Ben", "Cem", "Dana", "Emil", "Fiona")
PROMPT = "Wie entscheidet der Floor?"
HOLES = {0: "Ah Kd", 1: "7c 7d", 2: "Qs Jc", 3: "9h 8h", 4: "5s 5d", 5: "Tc 9c"}
BOARD = "Kc 9d 2s 4h Jd"


def case(title: str, situation: str, options: Sequence[str], right: str, ruling: str, *rules: str,
         picture: Callable[[], Figure], prompt: str = PROMPT) -> Question:
    """One case: a quiz question whose options are rulings, with its situation and picture."""
    question = choice(prompt, options, right, ruling, *rules)
    return replace(question, title=title, situation=situation, picture=Picture(picture))


def deal(rules: RuleSet, stacks: Sequence[int], *, button: int = 0, straddle: bool = False,
         absent: Sequence[int] = ()) -> HandState:
    """A hand dealt from a fixed deck (the book's usual hole cards), blinds posted."""
    n = len(stacks)
    holes = {p: cards for p, cards in HOLES.items() if p < n}
    deck: Deck = stacked_deck(n, button, holes, BOARD)
    return start_hand(rules, list(stacks), button=button, deck=deck, names=list(NAMES[:n]), straddle=straddle,
                      absent=absent)


def played(state: HandState, words: str) -> HandState:
    """The state after the script words (``c``, ``x``, ``f``, ``b10``, ``r12``, ``allin``)."""
    return play_words(state, words)[-1] if words.strip() else state


def legal(state: HandState, kind: ActionKind) -> LegalAction | None:
    """The legal action of ``kind`` for the player to act, or None when it is not allowed."""
    return next((a for a in state.legal_actions() if a.kind is kind), None)


def drawn(state: HandState, title: str) -> Callable[[], Figure]:
    """The table of ``state`` as a picture, hole cards face down (the floor does not see them)."""
    return lambda: draw_table_state(state, show_cards=False, title=title)
