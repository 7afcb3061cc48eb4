"""The showdown drill: who wins with these hole cards and this board (S6, R1–R11, P1)?

Hands and comparisons are the engine's (:func:`holdem.ranking.showdown`,
:func:`holdem.ranking.explain_comparison`).
"""

from __future__ import annotations

import random
from typing import Any

from holdem.cards import Deck
from holdem.drills.model import Drill, DrillKind, Verdict, names_of
from holdem.german import player_name
from holdem.ranking import HandValue, explain_comparison, showdown
from holdem.user_input import player_list

__all__ = ["SHOWDOWN"]


def _deal(rng: random.Random, n: int) -> tuple[list[str], str, list[HandValue]]:
    cards = Deck.shuffled(rng.randrange(2**31)).cards
    holes = [f"{cards[2 * p]} {cards[2 * p + 1]}" for p in range(n)]
    board = " ".join(str(c) for c in cards[2 * n:2 * n + 5])
    return holes, board, showdown(holes, board)


def _make_showdown(rng: random.Random, level: int) -> Drill:
    n = {1: 2, 2: 3, 3: 4}[level]
    for _ in range(40):  # from level 2 on: a close call (the best two share the category)
        holes, board, values = _deal(rng, n)
        ranked = sorted(values, reverse=True)
        if level == 1 or ranked[0].category == ranked[1].category:
            break
    best = max(values)
    winners = [p for p, v in enumerate(values) if v == best]
    explanation = [f"{player_name(p)}: {values[p].text}." for p in range(n)]
    first = winners[0]
    for p in range(n):
        if p != first:
            explanation.append(f"{player_name(first)} gegen {player_name(p)}: "
                               f"{explain_comparison(values[first], values[p])} (S6, R1–R11).")
    if len(winners) > 1:
        explanation.append(f"{names_of(winners)} haben gleich gute fünf Karten und teilen den Pot (R11, P1).")
    players = [{"name": player_name(p), "cards": holes[p].split()} for p in range(n)]
    return Drill(
        kind="showdown", title="Wer gewinnt den Showdown?", rules=("S6", "R1", "R10", "R11", "P1"),
        question="Alle Karten liegen offen. Wer gewinnt den Pot? Bei gleich guten Händen wählen Sie alle Gewinner.",
        situation={"players": players, "board": board.split()},
        form={"type": "players", "players": n},
        solution=winners, solution_text=f"{names_of(winners)}.", explanation=tuple(explanation),
        extra={"values": [v.strength for v in values], "texts": [v.text for v in values], "n": n,
               "holes": holes, "board": board})


def _check_showdown(drill: Drill, answer: dict[str, Any]) -> Verdict:
    x = drill.extra
    given = set(player_list(answer.get("players"), "Wer gewinnt", x["n"]))
    right = set(drill.solution)
    if given == right:
        return Verdict(True, ())
    values = showdown(x["holes"], x["board"])
    best = values[drill.solution[0]]
    mistakes = []
    if not given:
        mistakes.append("Ihre Antwort nennt keinen Gewinner; einer gewinnt immer, bei Gleichstand mehrere (S6).")
    for p in sorted(given - right):
        mistakes.append(f"{player_name(p)} gewinnt nicht: {explain_comparison(values[p], best)}.")
    for p in sorted(right - given):
        if len(right) > 1:
            mistakes.append(f"{player_name(p)} fehlt: {player_name(p)} hat genauso gute fünf Karten ({best.text}); "
                            "der Pot wird geteilt (R11, P1).")
        else:
            mistakes.append(f"{player_name(p)} gewinnt mit {best.text}.")
    return Verdict(False, tuple(mistakes))


SHOWDOWN = DrillKind("showdown", "Wer gewinnt den Showdown?", (1, 2, 3), _make_showdown, _check_showdown)
