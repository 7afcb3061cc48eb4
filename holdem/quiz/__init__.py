"""Quizzes for the end of each chapter ("Testen Sie sich"): questions whose answers the engine
computes. :func:`chapter_quiz` gives a chapter's questions; the Sphinx extension
book/_ext/quiz.py puts them on the chapter's page, where a small script checks the answers in
the browser."""

from __future__ import annotations

from holdem.errors import QuizError
from holdem.quiz.chapters import CHAPTERS
from holdem.quiz.model import Question

__all__ = ["CHAPTERS", "Question", "QuizError", "chapter_quiz", "quiz_data"]


def chapter_quiz(chapter: str) -> list[Question]:
    """The questions of a chapter (its file name without ``.ipynb``, e.g. ``"blinds"``)."""
    if chapter not in CHAPTERS:
        raise QuizError(f"Für das Kapitel {chapter!r} gibt es kein Quiz. Erlaubt: {', '.join(CHAPTERS)}.",
                        key="no_quiz")
    return CHAPTERS[chapter]()


def quiz_data(chapter: str) -> list[dict]:
    """The questions of a chapter as plain data (what the page embeds)."""
    return [question.to_dict() for question in chapter_quiz(chapter)]
