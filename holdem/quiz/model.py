"""One quiz question as data: what the reader is asked, the options, the right answer and an
explanation that names the rule IDs. The answer is always filled in by the engine (see
:mod:`holdem.quiz.builders`), never typed by hand."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from holdem.errors import HoldemError

Kind = Literal["choice", "number"]
RULE_ID_PATTERN = r"[GDBHKWLASRPXC](?:1[0-2]|[1-9])"


class QuizError(HoldemError):
    """A question that cannot be asked (no options, answer not among them, no rule)."""

    key = "bad_question"


@dataclass(frozen=True)
class Question:
    """``kind="choice"``: ``answer`` is the index of the right entry of ``options``;
    ``kind="number"``: ``answer`` is the right whole number and ``options`` is empty."""

    kind: Kind
    prompt: str
    answer: int
    explanation: str
    rules: tuple[str, ...]
    options: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in ("choice", "number"):
            raise QuizError(f"Fragetyp {self.kind!r} gibt es nicht: erlaubt sind 'choice' und 'number'.")
        if not self.rules:
            raise QuizError(f"Die Frage {self.prompt!r} nennt keine Regel: jede Erklärung braucht eine Regel-ID.")
        if self.kind == "choice":
            if len(self.options) < 2 or len(set(self.options)) != len(self.options):
                raise QuizError(f"Die Frage {self.prompt!r} braucht mindestens zwei verschiedene Antworten, "
                                f"erhalten: {self.options!r}.")
            if not 0 <= self.answer < len(self.options):
                raise QuizError(f"Die richtige Antwort {self.answer} liegt nicht unter den "
                                f"{len(self.options)} Antworten der Frage {self.prompt!r}.")
        elif self.options:
            raise QuizError("Eine Zahlenfrage hat keine Antworten zur Auswahl.")

    @property
    def answer_text(self) -> str:
        """The right answer as the reader sees it."""
        return self.options[self.answer] if self.kind == "choice" else str(self.answer)

    def to_dict(self) -> dict[str, Any]:
        """Plain data for the page (JSON) and for the test that compares it with the site."""
        return {"kind": self.kind, "prompt": self.prompt, "options": list(self.options),
                "answer": self.answer, "explanation": self.explanation, "rules": list(self.rules)}


def choice(prompt: str, options: Sequence[str], right: str, explanation: str, *rules: str) -> Question:
    """A multiple-choice question whose right answer is the option ``right``."""
    if right not in options:
        raise QuizError(f"Die richtige Antwort {right!r} steht nicht unter den Antworten der Frage {prompt!r}.")
    return Question("choice", prompt, list(options).index(right), explanation, rules, tuple(options))


def number(prompt: str, answer: int, explanation: str, *rules: str) -> Question:
    """A question answered with one whole number."""
    return Question("number", prompt, int(answer), explanation, rules)
