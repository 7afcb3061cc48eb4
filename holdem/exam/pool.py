"""Where the exam's questions come from: every question of the chapter quizzes
(:mod:`holdem.quiz`, answers computed by the engine) and questions made from the Werkstatt's
drills (:mod:`holdem.drills`, a new situation for every seed), each filed under the chapter
that explains its first rule.

A drill asks for a form (pots, several players, several amounts); the exam asks one thing at a
time, so only the drills whose answer is one player or one number are turned into questions,
with the drill's own solution as the answer and its explanation as the reason.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache
from typing import Any

from holdem.exam.blueprint import CHAPTER_OF_RULE
from holdem.quiz.model import Question, choice, number

DRILL_SEEDS = 999_999  # the drills' own range of series (holdem.drills.MAX_SEED)


@cache
def quiz_questions() -> dict[str, tuple[Question, ...]]:
    """Chapter -> the quiz questions whose first rule it explains (the same prompt only once)."""
    from holdem.quiz.chapters import CHAPTERS as QUIZZES

    seen: set[str] = set()
    found: dict[str, list[Question]] = {}
    for make in QUIZZES.values():
        for question in make():
            if question.prompt in seen:
                continue
            seen.add(question.prompt)
            found.setdefault(CHAPTER_OF_RULE[question.rules[0]], []).append(question)
    return {chapter: tuple(questions) for chapter, questions in found.items()}


def _player_names(situation: dict[str, Any]) -> list[str]:
    return [p["name"] for p in situation["players"]]


def _line(player: dict[str, Any], fields: tuple[tuple[str, str], ...]) -> str:
    parts = [template.format(player[key]) for key, template in fields if player.get(key) not in (None, "", False)]
    return player["name"] + (" (" + ", ".join(parts) + ")" if parts else "")


def _from_first_to_act(drill: Any) -> Question:
    names = _player_names(drill.situation)
    return choice(drill.question, names, names[drill.solution], " ".join(drill.explanation), *drill.rules)


def _from_straddle(drill: Any) -> Question:
    names = _player_names(drill.situation)
    seats = "; ".join(_line(p, (("position", "{}"), ("bet", "hat {} gesetzt"))) for p in drill.situation["players"])
    button = next(p["name"] for p in drill.situation["players"] if p.get("button"))
    prompt = f"{drill.question} Am Tisch: {seats}. Den Button hat {button}."
    return choice(prompt, names, names[drill.solution], " ".join(drill.explanation), *drill.rules)


def _from_side_pots(drill: Any) -> Question:
    players = "; ".join(f"{p['name']} hat {p['put_in']} Chips gesetzt ({p['status']})"
                        for p in drill.situation["players"])
    main = drill.solution[0]["amount"]
    prompt = (f"Alle Einsätze dieser Hand sind gemacht: {players}. Wie viele Chips liegen im Hauptpot?")
    return number(prompt, main, " ".join(drill.explanation), *drill.rules)


def _from_odd_chip(drill: Any) -> Question | None:
    if drill.form.get("count", 1) != 1:
        return None  # several odd chips: more than one player to name
    names = _player_names(drill.situation)
    button = names[drill.situation["button"]]
    winners = [p["name"] for p in drill.situation["players"] if p["status"].startswith("gleich gute")]
    prompt = f"Der Button liegt bei {button}. {drill.question}"
    return choice(prompt, winners, names[drill.solution[0]], " ".join(drill.explanation), *drill.rules)


def _from_showdown(drill: Any) -> Question | None:
    players = drill.situation["players"]
    if len(players) != 2:
        return None  # with more hands a right answer can be any group of winners: not one choice
    split = "Beide teilen den Pot"
    hands = "; ".join(f"{p['name']}: {' '.join(p['cards'])}" for p in players)
    prompt = f"Board: {' '.join(drill.situation['board'])}. {hands}. Wer gewinnt den Pot?"
    right = split if len(drill.solution) == 2 else players[drill.solution[0]]["name"]
    return choice(prompt, [p["name"] for p in players] + [split], right, " ".join(drill.explanation), *drill.rules)


# drill kind -> (levels to draw from, how its drill becomes a question)
DRILL_QUESTIONS: dict[str, tuple[tuple[int, ...], Callable[[Any], Question | None]]] = {
    "first_to_act": ((1, 2, 3), _from_first_to_act),
    "straddle": ((1,), _from_straddle),
    "side_pots": ((1, 2), _from_side_pots),
    "odd_chip": ((2,), _from_odd_chip),
    "showdown": ((1,), _from_showdown),
}


def drill_questions(rng: random.Random, per_kind: int = 2) -> dict[str, list[Question]]:
    """Chapter -> questions made from freshly seeded drills (``per_kind`` of each kind)."""
    from holdem.drills import make_drill

    found: dict[str, list[Question]] = {}
    for kind, (levels, convert) in DRILL_QUESTIONS.items():
        made = 0
        for _ in range(4 * per_kind):  # a drill that asks for more than one answer is passed over
            question = convert(make_drill(rng.randrange(DRILL_SEEDS + 1), 0, rng.choice(levels), kind))
            if question is not None:
                found.setdefault(CHAPTER_OF_RULE[question.rules[0]], []).append(question)
                made += 1
                if made == per_kind:
                    break
    return found
