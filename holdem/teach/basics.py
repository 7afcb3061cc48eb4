"""Worked examples of the chapter "Grundlagen" (G1–G8) as text: the deck, the player limit,
which hole cards a best hand uses, and the phases of a hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations

from holdem.cards import FULL_DECK, Card, Suit, format_cards, parse_cards
from holdem.positions import max_players
from holdem.ranking import HandValue, evaluate, strength, winners
from holdem.teach.text import text_table

BOARD_CARDS = 5
HOLE_CARDS = 2
DECK_SIZE = len(FULL_DECK)


def deck_table() -> str:
    """The 52 cards as four rows (Kreuz, Karo, Herz, Pik), ranks 2 … A (G1, G7)."""
    rows = []
    for suit in Suit:
        cards = [c for c in FULL_DECK if c.suit is suit]
        rows.append((f"{suit.german} ({suit.letter})", format_cards(cards, symbols=True), len(cards)))
    table = text_table(["Farbe", "Karten", "Anzahl"], rows, right=[2])
    ranks = len(rows[0][1].split())
    return f"{table}\nZusammen: {len(FULL_DECK)} Karten, {len(rows)} Farben zu je {ranks} Rängen."


def card_names(text: str) -> str:
    """Each card of ``text`` with its short form, symbol form and German name (G7)."""
    rows = [(str(c), c.pretty, c.german) for c in parse_cards(text)]
    return text_table(["Kurzform", "Symbol", "Name"], rows)


def player_limit_table(burns: Sequence[int] = (0, 3, 4)) -> str:
    """Most players per hand for each number of burn cards (G2): ``2n + 5 + burns <= 52``."""
    rows = []
    for b in burns:
        n = max_players(b)
        used = HOLE_CARDS * n + BOARD_CARDS + b
        rows.append((b, n, f"{HOLE_CARDS} · {n} + {BOARD_CARDS} + {b} = {used}", DECK_SIZE - used))
    return text_table(["Burn Cards", "höchstens Spieler", "Karten gebraucht", "Karten übrig"], rows,
                      right=[0, 1, 3])


@dataclass(frozen=True)
class HandUse:
    """A player's best hand and how few of his hole cards it needs (G4)."""

    value: HandValue
    best_five: tuple[Card, ...]
    hole_cards_used: int


def hand_use(hole: str | Sequence[Card], board: str | Sequence[Card]) -> HandUse:
    """The best five of hole cards + board, built with as few hole cards as possible: a player
    who can make his best value from the board alone "plays the board" (0 hole cards, G4)."""
    hole_cards, board_cards = parse_cards(hole), parse_cards(board)
    value = evaluate(hole_cards + board_cards)
    best: tuple[Card, ...] | None = None
    for used in range(HOLE_CARDS + 1):
        for mine in combinations(hole_cards, used):
            for rest in combinations(board_cards, BOARD_CARDS - used):
                if strength(mine + rest) == value.strength:
                    best = evaluate(mine + rest).best_five
                    return HandUse(value, best, used)
    raise AssertionError("the best value always has a five-card combination")  # pragma: no cover


def _used_text(used: int) -> str:
    return {0: "keine (spielt das Board)", 1: "eine", 2: "beide"}[used]


def best_hands_table(board: str, hands: Mapping[str, str]) -> str:
    """Each player's best five, its value and how many hole cards it uses, then who wins (G3, G4, G5)."""
    rows = []
    for name, hole in hands.items():
        use = hand_use(hole, board)
        used = _used_text(use.hole_cards_used)
        rows.append((name, hole, format_cards(use.best_five), use.value.text, used))
    table = text_table(["Spieler", "Hole Cards", "beste fünf", "Hand", "eigene Karten"], rows)
    names = list(hands)
    best = winners(list(hands.values()), board)
    if len(best) == 1:
        result = f"Gewinner: {names[best[0]]}."
    else:
        result = f"Gleich gut: {' und '.join(names[i] for i in best)} – sie teilen den Pot."
    return f"Board: {board}\n{table}\n{result}"


# --- phases of a hand (G8) ----------------------------------------------------------------

_CARD_KINDS = {"deal_hole", "burn", "deal_board"}
_SHOWDOWN_KINDS = {"showdown", "show", "muck", "board_play", "award", "hand_end"}
_PHASES = ("Preflop", "Flop", "Turn", "River")


def phase_segments(states: Sequence) -> list[tuple[str, list[str]]]:
    """The events of a played hand (its list of states) grouped into the segments of G8:
    Blinds, then for each phase its cards and its betting, then the showdown. Announcements
    of whose turn it is are left out; everything else is the engine's own sentence."""
    groups: list[tuple[str, list[str]]] = []
    phase = 0

    def add(title: str, text: str) -> None:
        if not groups or groups[-1][0] != title:
            groups.append((title, []))
        groups[-1][1].append(text)

    for state in states:
        for event in state.events:
            if event.kind == "to_act" or (event.kind == "info" and event.rule == "K1"):
                continue
            if event.kind == "post":
                add("Blinds", event.text)
            elif event.kind in _CARD_KINDS:
                if event.kind == "burn":
                    phase += 1
                add(f"{_PHASES[phase]} – Karten", event.text)
            elif event.kind in _SHOWDOWN_KINDS:
                add("Showdown" if event.kind != "award" or any(g[0] == "Showdown" for g in groups)
                    else "Ende", event.text)
            else:
                add(f"{_PHASES[phase]} – Setzen", event.text)
    return groups


def phases_text(states: Sequence) -> str:
    """:func:`phase_segments` as text: a heading per segment, the sentences indented."""
    lines = []
    for title, texts in phase_segments(states):
        lines.append(f"{title}:")
        lines.extend(f"  {t}" for t in texts)
    return "\n".join(lines)


def check_down(state) -> list:
    """The states of a hand in which every player only calls or checks until it is over:
    the shortest way to see all four phases (G8)."""
    states = [state]
    while not states[-1].is_over:
        states.append(states[-1].apply(states[-1].check_or_call()))
    return states
