"""One exam paper: :func:`make_exam` draws 40 questions from the pool (:mod:`holdem.exam.pool`)
by the blueprint (:mod:`holdem.exam.blueprint`), all from one seed and a student number; the
same two numbers give the same paper on every machine. :func:`grade` marks the reader's answers.

The paper a page shows (:meth:`Exam.public`) holds no answer and no explanation: those come
from :func:`grade`, which makes the paper again from its two numbers.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from holdem.errors import ExamError, excerpt, type_name
from holdem.exam.blueprint import (
    CHAPTERS,
    MAX_SEED,
    MAX_STUDENT,
    PASS_MARK,
    QUESTIONS,
    TITLES,
    quotas,
)
from holdem.exam.certificate import make_code
from holdem.exam.pool import drill_questions, quiz_questions
from holdem.german import german_number
from holdem.quiz.model import Question

NUMBER = re.compile(r"-?\d{1,3}(?:\.\d{3})+|-?\d{1,9}")  # "1.250" as a German reader writes it, or "1250"


def whole(value: object, label: str, high: int) -> int:
    """A whole number from 0 to ``high``, or an ExamError that says what is allowed."""
    if isinstance(value, bool) or not isinstance(value, int):
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value.strip())
        else:
            raise ExamError(f"{label} muss eine ganze Zahl sein, erhalten: {type_name(value)} {excerpt(value)}. "
                            f"Erlaubt: 0 bis {german_number(high)}.", key="bad_number")
    if not 0 <= value <= high:
        raise ExamError(f"{label} {german_number(value)} liegt außerhalb des Bereichs. Erlaubt: 0 bis "
                        f"{german_number(high)}.", key="out_of_range")
    return value


@dataclass(frozen=True)
class ExamQuestion:
    number: int  # 1 to 40
    chapter: str
    question: Question

    def public(self) -> dict[str, Any]:
        """What the page shows before hand-in: the question without answer or explanation."""
        q = self.question
        return {"number": self.number, "chapter": self.chapter, "chapter_title": TITLES[self.chapter],
                "kind": q.kind, "title": q.title, "situation": q.situation, "prompt": q.prompt,
                "options": list(q.options)}


@dataclass(frozen=True)
class Exam:
    seed: int
    student: int
    questions: tuple[ExamQuestion, ...]

    @property
    def label(self) -> str:
        """"Prüfung 4711" or "Prüfung 4711, Nr. 12"."""
        return f"Prüfung {self.seed}" + (f", Nr. {self.student}" if self.student else "")

    def public(self) -> dict[str, Any]:
        return {"seed": self.seed, "student": self.student, "label": self.label, "total": len(self.questions),
                "pass_mark": PASS_MARK, "questions": [q.public() for q in self.questions]}


def _shuffled(question: Question, rng: random.Random) -> Question:
    """The options of a multiple choice in an order of the paper's own (yes/no pairs keep theirs)."""
    if question.kind != "choice" or len(question.options) < 3:
        return question
    order = list(range(len(question.options)))
    rng.shuffle(order)
    return Question("choice", question.prompt, order.index(question.answer), question.explanation, question.rules,
                    tuple(question.options[i] for i in order), question.title, question.situation)


def make_exam(seed: object, student: object = 0) -> Exam:
    """The paper of exam ``seed`` for ``student`` (0: the class's common paper)."""
    seed = whole(seed, "Die Nummer der Prüfung", MAX_SEED)
    student = whole(student, "Die Nummer des Schülers", MAX_STUDENT)
    # A text seed: Python's random hashes it with SHA-512, the same on every machine and version.
    rng = random.Random(f"holdem-exam/{seed}/{student}")
    fixed = quiz_questions()
    fresh = drill_questions(rng)
    chosen: list[ExamQuestion] = []
    for chapter, count in quotas(QUESTIONS).items():
        pool = [*fixed.get(chapter, ()), *fresh.get(chapter, ())]
        for question in rng.sample(pool, count):
            chosen.append(ExamQuestion(len(chosen) + 1, chapter, _shuffled(question, rng)))
    return Exam(seed, student, tuple(chosen))


# ------------------------------------------------------------------ marking

@dataclass(frozen=True)
class Marked:
    question: ExamQuestion
    given: str  # the reader's answer as the reader sees it ("" when none)
    correct: bool

    def as_dict(self) -> dict[str, Any]:
        q = self.question.question
        return {"number": self.question.number, "chapter": self.question.chapter, "correct": self.correct,
                "given": self.given, "answer": q.answer_text, "explanation": q.explanation, "rules": list(q.rules)}


@dataclass(frozen=True)
class Grade:
    exam: Exam
    marked: tuple[Marked, ...]

    @property
    def score(self) -> int:
        return sum(m.correct for m in self.marked)

    @property
    def passed(self) -> bool:
        return self.score >= PASS_MARK

    @property
    def correct(self) -> tuple[bool, ...]:
        return tuple(m.correct for m in self.marked)

    def chapters(self) -> list[dict[str, Any]]:
        """Right answers per chapter, in reading order."""
        return chapter_results(self.exam, self.correct)

    def as_dict(self) -> dict[str, Any]:
        return {"score": self.score, "total": len(self.marked), "pass_mark": PASS_MARK, "passed": self.passed,
                "percent": round(100 * self.score / len(self.marked)), "chapters": self.chapters(),
                "questions": [m.as_dict() for m in self.marked],
                "code": make_code(self.exam.seed, self.exam.student, self.correct)}


def chapter_results(exam: Exam, correct: Sequence[bool]) -> list[dict[str, Any]]:
    results = []
    for chapter in CHAPTERS:
        mine = [ok for q, ok in zip(exam.questions, correct) if q.chapter == chapter.name]
        if mine:
            results.append({"chapter": chapter.name, "title": chapter.title, "right": sum(mine), "total": len(mine)})
    return results


def _mark(question: ExamQuestion, answer: object) -> Marked:
    q = question.question
    if answer is None or (isinstance(answer, str) and not answer.strip()):
        return Marked(question, "", False)
    if q.kind == "choice":
        index = answer if isinstance(answer, int) and not isinstance(answer, bool) else None
        if isinstance(answer, str) and answer.strip().isdigit():
            index = int(answer.strip())
        if index is None or not 0 <= index < len(q.options):
            raise ExamError(f"Die Antwort auf Frage {question.number} ist keine der {len(q.options)} Möglichkeiten, "
                            f"erhalten: {excerpt(answer)}. Erlaubt: 0 bis {len(q.options) - 1}.", key="bad_answer")
        return Marked(question, q.options[index], index == q.answer)
    text = str(answer).strip().replace(" ", "")
    if isinstance(answer, bool) or not NUMBER.fullmatch(text):
        return Marked(question, excerpt(answer, 20).strip("'\""), False)  # not a number: simply not right
    return Marked(question, text, int(text.replace(".", "")) == q.answer)


def grade(exam: Exam, answers: object) -> Grade:
    """Mark ``answers`` (one per question: an option's index, a number as text, or nothing)."""
    if not isinstance(answers, (list, tuple)) or len(answers) != len(exam.questions):
        count = len(answers) if isinstance(answers, (list, tuple)) else type_name(answers)
        raise ExamError(f"Zur Prüfung gehören {len(exam.questions)} Antworten (leer, wo keine gegeben ist), "
                        f"erhalten: {count}.", key="bad_answers")
    return Grade(exam, tuple(_mark(q, a) for q, a in zip(exam.questions, answers)))
