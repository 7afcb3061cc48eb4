"""What every drill is made of (the Werkstatt's "Üben", the exam, the worksheets): :class:`Drill`
(the question, the table it is about, the form of the answer and the engine's solution) and :class:`Verdict`
(right or wrong, each mistake named, the engine's explanation).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from holdem.errors import InputError
from holdem.pots import seats_label
from holdem.user_input import choice_field

__all__ = ["Drill", "DrillKind", "Verdict", "chosen", "names_of"]


def names_of(players: Any) -> str:
    """``Spieler 2``, ``Spieler 2 und 3``; ``niemand`` for none."""
    return seats_label(players)


def chosen(answer: dict[str, Any], name: str, label: str, choices: dict[str, str]) -> str:
    """A field picked from a list of the form (``choices``: value -> German text); nothing picked
    is named as missing, before the list of what is allowed."""
    if answer.get(name) in (None, ""):
        raise InputError(f"{label}: noch nichts gewählt. Bitte eine der Möglichkeiten der Liste wählen.",
                           key="missing_field")
    return choice_field(answer, name, label, choices, default="")


@dataclass(frozen=True)
class Drill:
    """One exercise. ``situation`` is what the page draws (players, board, pot, sentences);
    ``form`` says which answer is asked for (``player``, ``players``, ``amounts`` or ``pots``);
    ``solution`` is the engine's answer, ``explanation`` the engine's sentences about it."""

    kind: str
    title: str
    rules: tuple[str, ...]
    question: str
    situation: dict[str, Any]
    form: dict[str, Any]
    solution: Any
    solution_text: str
    explanation: tuple[str, ...]
    extra: dict[str, Any] = field(default_factory=dict)  # what the checker needs beyond the solution
    picture: dict[str, Any] = field(default_factory=dict)  # the solution as the page draws it (pots)

    def public(self) -> dict[str, Any]:
        """The drill as the page gets it before the answer: no solution in it."""
        return {"kind": self.kind, "title": self.title, "rules": list(self.rules), "question": self.question,
                "situation": self.situation, "form": self.form}


@dataclass(frozen=True)
class Verdict:
    correct: bool
    mistakes: tuple[str, ...]

    def as_dict(self, drill: Drill) -> dict[str, Any]:
        return {"correct": self.correct, "mistakes": list(self.mistakes), "solution": drill.solution_text,
                "explanation": list(drill.explanation), "rules": list(drill.rules), "picture": drill.picture}


@dataclass(frozen=True)
class DrillKind:
    """A kind of drill: its German name, the levels it appears on, how it is made and checked."""

    key: str
    title: str
    levels: tuple[int, ...]
    make: Callable[[Any, int], Drill]  # (random.Random, level) -> Drill
    check: Callable[[Drill, dict[str, Any]], Verdict]
