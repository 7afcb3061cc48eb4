"""One quiz question as data: what the reader is asked, the options, the right answer and an
explanation that names the rule IDs. The answer is always filled in by the engine (see
:mod:`holdem.quiz.builders`), never typed by hand."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal

from holdem.errors import QuizError

if TYPE_CHECKING:  # only for the type hints: a question without a picture needs no matplotlib
    from matplotlib.figure import Figure

Kind = Literal["choice", "number"]
RULE_ID_PATTERN = r"[GDBHKWLASRPXC](?:1[0-8]|[1-9])"  # C18 is the highest number


@dataclass(frozen=True)
class Picture:
    """A picture that goes with a question (a case of the casebook): ``draw`` returns the figure of
    :mod:`holdem.draw`, whose alt text that module writes; it is drawn once, when first needed."""

    draw: Callable[[], Figure] = field(repr=False)

    @cached_property
    def figure(self) -> Figure:
        return self.draw()

    @property
    def alt(self) -> str:
        """What the picture shows, in German sentences."""
        from holdem.draw.alt import alt_text

        return alt_text(self.figure)

    def png(self) -> bytes:
        from holdem.draw.png import figure_to_png

        return figure_to_png(self.figure)

    def phone_png(self) -> bytes | None:
        """The picture drawn for a phone, when its drawing has such a form."""
        phone = getattr(self.figure, "phone_png", None)
        return phone() if callable(phone) else None


@dataclass(frozen=True)
class Question:
    """``kind="choice"``: ``answer`` is the index of the right entry of ``options``;
    ``kind="number"``: ``answer`` is the right whole number and ``options`` is empty.

    Optional, for a case of the casebook: ``title`` (a few words), ``situation`` (what happened at
    the table, told before the question) and ``picture`` (the table at that moment)."""

    kind: Kind
    prompt: str
    answer: int
    explanation: str
    rules: tuple[str, ...]
    options: tuple[str, ...] = ()
    title: str = ""
    situation: str = ""
    picture: Picture | None = field(default=None, compare=False)

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
        data: dict[str, Any] = {"kind": self.kind, "prompt": self.prompt, "options": list(self.options),
                                "answer": self.answer, "explanation": self.explanation, "rules": list(self.rules)}
        if self.title:
            data["title"] = self.title
        if self.situation:
            data["situation"] = self.situation
        if self.picture is not None:
            data["alt"] = self.picture.alt
        return data


def choice(prompt: str, options: Sequence[str], right: str, explanation: str, *rules: str) -> Question:
    """A multiple-choice question whose right answer is the option ``right``."""
    if right not in options:
        raise QuizError(f"Die richtige Antwort {right!r} steht nicht unter den Antworten der Frage {prompt!r}.")
    return Question("choice", prompt, list(options).index(right), explanation, rules, tuple(options))


def number(prompt: str, answer: int, explanation: str, *rules: str) -> Question:
    """A question answered with one whole number."""
    return Question("number", prompt, int(answer), explanation, rules)
