"""Which tasks stand on which sheet: drills of the Werkstatt's "Üben" and the chapters' quiz
questions, chosen by the teacher's options and numbered per student.

Every sheet has the same kinds in the same order (fair for a class), each student other numbers:
task ``i`` of student ``s`` is drill ``(s-1)·20 + i`` of the series (plus a multiple of 800 when
it has to name one of the chosen rules), so a student's sheet does not depend on the size of the
class, and "Üben" shows the same drill for the series, number and level named in the key. Quiz
questions are drawn per student from the chosen chapters, their answers in the student's own
order. Nothing here is random without a seed: the same options give the same sheets.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from holdem.drills import KINDS, Drill, make_drill
from holdem.german import german_number
from holdem.worksheet.options import (
    CHAPTER_KEYS,
    MAX_STUDENTS,
    MAX_TASKS,
    QUIZ,
    WorksheetError,
    WorksheetOptions,
)

if TYPE_CHECKING:  # the quiz is imported only when quiz questions are asked
    from holdem.quiz.model import Question

__all__ = ["PoolEntry", "Sheet", "Task", "WorksheetSet", "make_set"]

RULE_TRIES = 12  # drills tried per task until one names a chosen rule
LETTERS = "ABCDEFGH"


@dataclass(frozen=True)
class PoolEntry:
    """A quiz question with the chapter it comes from and its place there (counted from 1)."""

    chapter: str
    number: int
    question: Question


@dataclass(frozen=True)
class Task:
    """One task: for the sheet its kind, question and either a drill or a quiz question with its
    options in the student's order; for the key the engine's answer, reasons and rule IDs."""

    number: int
    kind: str
    title: str
    rules: tuple[str, ...]
    question: str
    drill: Drill | None
    options: tuple[str, ...]
    solution: str
    reasons: tuple[str, ...]
    source: str


@dataclass(frozen=True)
class Sheet:
    student: int
    tasks: tuple[Task, ...]


@dataclass(frozen=True)
class WorksheetSet:
    options: WorksheetOptions
    topic: str
    sheets: tuple[Sheet, ...]


@cache
def kind_rules(kind: str, level: int) -> frozenset[str]:
    """The rule IDs drills of ``kind`` name on ``level`` (from a few of its drills: some rules
    appear only in some situations)."""
    found: set[str] = set()
    for seed in range(8):
        found.update(make_drill(seed, 0, level, kind).rules)
    return frozenset(found)


@cache
def chapter_questions(chapter: str) -> tuple[PoolEntry, ...]:
    from holdem.quiz import chapter_quiz  # the quiz only when quiz questions are asked

    return tuple(PoolEntry(chapter, n, q) for n, q in enumerate(chapter_quiz(chapter), start=1))


def _wanted_rules(options: WorksheetOptions) -> frozenset[str]:
    """The rules the tasks are to practise; empty: any."""
    if options.rules:
        return frozenset(options.rules)
    rules: set[str] = set()
    for chapter in options.chapters:
        for entry in chapter_questions(chapter):
            rules.update(entry.question.rules)
    return frozenset(rules)


def _quiz_pool(options: WorksheetOptions, wanted: frozenset[str]) -> list[PoolEntry]:
    chapters = options.chapters or CHAPTER_KEYS
    pool = [entry for chapter in chapters for entry in chapter_questions(chapter)]
    if options.rules:
        pool = [e for e in pool if wanted & set(e.question.rules)]
    return pool


def _topic(options: WorksheetOptions) -> str:
    if options.rules:
        return ("Regel " if len(options.rules) == 1 else "Regeln ") + ", ".join(options.rules)
    if options.chapters:
        names = ", ".join(f"„{c}“" for c in options.chapters)
        return f"Kapitel {names}"
    return "alle Kapitel"


def _drill_task(options: WorksheetOptions, wanted: frozenset[str], kind: str, student: int, number: int) -> Task:
    base = (student - 1) * MAX_TASKS + number - 1
    drill = None
    index = base
    for attempt in range(RULE_TRIES):
        index = base + attempt * MAX_STUDENTS * MAX_TASKS
        drill = make_drill(options.series, index, options.level, kind)
        if not wanted or wanted & set(drill.rules):
            break
    assert drill is not None
    source = (f"Werkstatt „Üben“: Serie {options.series}, Übung {german_number(index + 1)}, Stufe {options.level}, "
              f"Art „{drill.title}“")
    return Task(number, kind, drill.title, drill.rules, drill.question, drill, (), drill.solution_text,
                drill.explanation, source)


def _quiz_task(entry: PoolEntry, rng: random.Random, number: int) -> Task:
    question = entry.question
    kind = question.kind
    options: tuple[str, ...] = ()
    if kind == "choice":
        order = list(range(len(question.options)))
        rng.shuffle(order)
        options = tuple(question.options[i] for i in order)
        right = order.index(question.answer)
        solution = f"{LETTERS[right]}: {options[right]}"
    else:
        solution = german_number(question.answer)
    prompt = question.prompt
    if question.situation:
        prompt = f"{question.situation} {prompt}"
    source = f"Quiz des Kapitels „{entry.chapter}“, Frage {entry.number}"
    return Task(number, QUIZ, "Quizfrage", tuple(question.rules), prompt, None, options, solution,
                (question.explanation,), source)


def make_set(options: WorksheetOptions) -> WorksheetSet:
    """The sheets of a class: one per student, ``options.tasks`` tasks each."""
    wanted = _wanted_rules(options)
    chosen = options.kinds or tuple(KINDS) + (QUIZ,)
    kinds = [k for k in chosen if k != QUIZ and options.level in KINDS[k].levels
             and (not wanted or wanted & kind_rules(k, options.level))]
    pool = _quiz_pool(options, wanted) if QUIZ in chosen else []
    sources = kinds + ([QUIZ] if pool else [])
    if not sources:
        raise WorksheetError(f"Für {_topic(options)} gibt es auf Stufe {options.level} keine Aufgaben der gewählten "
                             "Arten. Bitte andere Arten, eine andere Stufe oder weitere Kapitel oder Regeln wählen.",
                             key="no_tasks")
    # The order of the kinds: the same on every sheet of the series.
    random.Random(f"holdem-worksheet/{options.series}/{options.level}/order").shuffle(sources)
    sheets = []
    for student in range(1, options.students + 1):
        rng = random.Random(f"holdem-worksheet/{options.series}/{student}/quiz")
        questions = list(pool)
        rng.shuffle(questions)
        tasks = []
        for number in range(1, options.tasks + 1):
            kind = sources[(number - 1) % len(sources)]
            if kind == QUIZ:
                if not questions:  # more quiz tasks than questions: the pool again, newly shuffled
                    questions = list(pool)
                    rng.shuffle(questions)
                tasks.append(_quiz_task(questions.pop(), rng, number))
            else:
                tasks.append(_drill_task(options, wanted, kind, student, number))
        sheets.append(Sheet(student, tuple(tasks)))
    return WorksheetSet(options, _topic(options), tuple(sheets))
