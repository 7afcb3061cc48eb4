"""The book's own whole hands: the six-player hand of the chapter "Eine ganze Hand Schritt für
Schritt" (players, hole cards, board, actions as script words) and a second hand written as PHH
text, to be replayed like any hand history file."""

from __future__ import annotations

from holdem.cards import Deck, format_cards
from holdem.dealing import stacked_deck
from holdem.german import default_names
from holdem.hand import HandState, start_hand
from holdem.phh import DealHoleStep, HandHistory
from holdem.rules import RuleSet
from holdem.teach.script import parse_word
from holdem.teach.text import text_table

__all__ = ["BOOK_HAND_PHH", "CHAPTER_ACTIONS", "CHAPTER_BOARD", "CHAPTER_BUTTON", "CHAPTER_HOLES",
           "CHAPTER_NAMES", "CHAPTER_STACKS", "chapter_deck", "chapter_start", "history_table", "play_words"]

CHAPTER_NAMES = ("Anna", "Ben", "Cem", "Dana", "Emil", "Fiona")
CHAPTER_STACKS = (200, 200, 60, 200, 200, 200)
CHAPTER_BUTTON = 3  # Dana
CHAPTER_HOLES = {0: "7c 2d", 1: "As Ks", 2: "Kd Kc", 3: "9d 8d", 4: "Jh Th", 5: "5s 5h"}
CHAPTER_BOARD = "Kh 8c 5d 2c Js"
# Preflop, flop, turn, river (script words of holdem.teach.script).
CHAPTER_ACTIONS = {
    "preflop": "f r6 r18 f f c c",
    "flop": "x b30 allin c c",
    "turn": "b40 c",
    "river": "x x",
}

# A second hand, heads-up at the river, as a PHH hand history (TOML). Players by PHH order:
# p1 small blind, p2 big blind, p3 button.
BOOK_HAND_PHH = '''\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
players = ["Ida", "Jan", "Hugo"]
actions = [
  "d dh p1 QsQh",
  "d dh p2 7d6c",
  "d dh p3 AhKh",
  "p3 cbr 6",
  "p1 cc",
  "p2 f",
  "d db 9c4d2s",
  "p1 cc",
  "p3 cbr 8",
  "p1 cc",
  "d db Kd",
  "p1 cc",
  "p3 cc",
  "d db 3h",
  "p1 cbr 20",
  "p3 cc",
  "p1 sm QsQh",
  "p3 sm AhKh",
]
finishing_stacks = [66, 98, 136]
'''


def chapter_deck() -> Deck:
    """A deck that deals the chapter's hole cards and board (burn cards: the next free cards)."""
    return stacked_deck(len(CHAPTER_NAMES), CHAPTER_BUTTON, CHAPTER_HOLES, CHAPTER_BOARD)


def chapter_start(rules: RuleSet | None = None) -> HandState:
    """The chapter's hand after the blinds and the hole cards (no limit 1/2 unless given)."""
    return start_hand(rules or RuleSet(), CHAPTER_STACKS, button=CHAPTER_BUTTON, deck=chapter_deck(),
                      names=CHAPTER_NAMES)


def play_words(state: HandState, words: str) -> list[HandState]:
    """The states after each script word (``f``, ``x``, ``c``, ``b30``, ``r6``, ``allin``),
    starting from ``state`` (not included). Illegal actions raise the engine's error."""
    states: list[HandState] = []
    now = state
    for word in words.split():
        now = now.apply(parse_word(now, word))
        states.append(now)
    return states


def _seat_role(history: HandHistory, player: int) -> str:
    """PHH order: the small blind first, the button last (heads-up: the button posts the small blind)."""
    n = len(history.starting_stacks)
    blind = history.blinds_or_straddles[player] if player < len(history.blinds_or_straddles) else 0
    roles = []
    if player == n - 1:
        roles.append("Button")
    if blind:
        roles.append(("Small Blind" if player == 0 else "Big Blind") + f" ({blind})")
    return ", ".join(roles) or "–"


def history_table(history: HandHistory) -> str:
    """Who sits where in a hand history, with stack and hole cards: what a reader needs to follow
    the replay (the file itself is explained line by line in the notation appendix)."""
    holes: dict[int, str] = {}
    for step in history.actions:
        if isinstance(step, DealHoleStep) and step.cards:
            holes[step.player] = format_cards(step.cards)
    names = history.players or default_names(len(history.starting_stacks))
    rows = [(names[p], _seat_role(history, p), history.starting_stacks[p], holes.get(p, "verdeckt"))
            for p in range(len(history.starting_stacks))]
    return text_table(["Spieler", "Platz", "Stack", "Hole Cards"], rows, right=[2])
