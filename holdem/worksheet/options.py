"""What a teacher chooses for a set of worksheets, read and checked in one place for the command
line and the Werkstatt: chapters or rule IDs, kinds of task, level, tasks per sheet, series and
number of students. Anything out of range is a :class:`WorksheetError` with a German message
that says what is allowed."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from holdem.drills import KINDS, LEVELS, MAX_SEED
from holdem.errors import InputError, WorksheetError, excerpt
from holdem.rule_ids import is_rule_id
from holdem.user_input import whole_number

__all__ = ["CHAPTER_KEYS", "KIND_TITLES", "MAX_STUDENTS", "MAX_TASKS", "QUIZ", "WorksheetError",
           "WorksheetOptions", "read_options"]

MAX_TASKS = 20  # more no longer fit a lesson, and the key grows past a few pages per student
MAX_STUDENTS = 40
QUIZ = "quiz"
# The book's chapters with a quiz, in reading order (the keys of holdem.quiz.chapters.CHAPTERS;
# written here so that reading options needs no quiz import).
CHAPTER_KEYS = ("grundlagen", "rangfolge", "dealer-button", "blinds", "geben", "wettrunden", "limits", "heads-up",
                "all-in", "showdown", "split-pot", "ganze-hand", "turniere", "sonstiges", "wahrscheinlichkeiten",
                "am-echten-tisch", "kartenraum")
KIND_TITLES = {**{key: kind.title for key, kind in KINDS.items()}, QUIZ: "Quizfrage"}


@dataclass(frozen=True)
class WorksheetOptions:
    """``chapters`` or ``rules`` (neither: the whole book), ``kinds`` (empty: all), ``level`` 1–3,
    ``tasks`` per sheet, ``series`` (as in "Üben") and ``students`` (one sheet each)."""

    chapters: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    level: int = 1
    tasks: int = 8
    series: int = 1
    students: int = 1


def _words(value: object, label: str) -> tuple[str, ...]:
    """A list given as text ("C11, L4") or as a list of texts; repeats dropped, order kept."""
    if value is None or value == "":
        return ()
    if isinstance(value, str):
        items: Iterable[object] = value.replace(";", ",").replace(" ", ",").split(",")
    elif isinstance(value, (list, tuple)):
        items = value
    else:
        raise WorksheetError(f"{label}: {excerpt(value)} ist keine Liste. Erlaubt: Namen, durch Kommas getrennt.",
                             key="bad_list")
    words: list[str] = []
    for item in items:
        if not isinstance(item, str):
            raise WorksheetError(f"{label}: {excerpt(item)} ist kein Name. Erlaubt: Namen, durch Kommas getrennt.",
                                 key="bad_list")
        word = item.strip()
        if word and word not in words:
            words.append(word)
    if len(words) > 200:
        raise WorksheetError(f"{label}: {len(words)} Einträge sind zu viele.", key="bad_list")
    return tuple(words)


def _shown(word: str) -> str:
    """A word the reader typed, cut after 30 characters."""
    return word if len(word) <= 30 else f"{word[:30]}…"


def _number(value: object, label: str, low: int, high: int) -> int:
    """A whole number read by :mod:`holdem.user_input`; its message, as a worksheet error."""
    try:
        return whole_number(value, label, low=low, high=high)
    except InputError as problem:
        raise WorksheetError(problem.message, key=problem.key) from None


def read_options(request: Mapping[str, object]) -> WorksheetOptions:
    """The options from plain data (the Werkstatt's JSON, the command line's arguments):
    ``kapitel``, ``regeln``, ``arten``, ``stufe``, ``anzahl``, ``serie``, ``schueler``."""
    chapters = _words(request.get("kapitel"), "Kapitel")
    unknown = [c for c in chapters if c not in CHAPTER_KEYS]
    if unknown:
        raise WorksheetError(f"Das Kapitel „{_shown(unknown[0])}“ gibt es nicht. Erlaubt: "
                             f"{', '.join(CHAPTER_KEYS)}.", key="bad_chapter")
    rules = tuple(r.upper() for r in _words(request.get("regeln"), "Regeln"))
    wrong = [r for r in rules if not is_rule_id(r)]
    if wrong:
        raise WorksheetError(f"„{_shown(wrong[0])}“ ist keine Regel-ID des Regelverzeichnisses. "
                             "Erlaubt: IDs wie B1, L4 oder C11.", key="bad_rule")
    if chapters and rules:
        raise WorksheetError("Bitte entweder Kapitel oder Regeln wählen, nicht beides.", key="chapters_and_rules")
    kinds = _words(request.get("arten"), "Arten")
    bad_kinds = [k for k in kinds if k not in KIND_TITLES]
    if bad_kinds:
        allowed = ", ".join(f"{key} ({title})" for key, title in KIND_TITLES.items())
        raise WorksheetError(f"Die Art „{_shown(bad_kinds[0])}“ gibt es nicht. Erlaubt: {allowed}.",
                             key="bad_kind")
    return WorksheetOptions(
        chapters=chapters, rules=rules, kinds=kinds,
        level=_number(request.get("stufe", 1), "Die Stufe", 1, len(LEVELS)),
        tasks=_number(request.get("anzahl", 8), "Die Zahl der Aufgaben", 1, MAX_TASKS),
        series=_number(request.get("serie", 1), "Die Serie", 0, MAX_SEED),
        students=_number(request.get("schueler", 1), "Die Zahl der Schülerinnen und Schüler", 1, MAX_STUDENTS),
    )
