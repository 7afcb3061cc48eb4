"""The exam's blueprint: which chapters it covers, with the rules each explains, and how many
of the 40 questions each chapter gets.

The table mirrors the "→ erklärt in" of the rule index (book/regelverzeichnis.md); it is kept
here because the browser has no book to read (tests/test_exam.py checks it against the index).
Every chapter gets at least one question; the rest go by the number of its rules, each next
question to the chapter furthest below its fair share.
"""

from __future__ import annotations

from dataclasses import dataclass

QUESTIONS = 40
PASS_MARK = 36  # 90 % of 40, as in the card rooms' level-1 exams
MAX_SEED = 99_999
MAX_STUDENT = 999  # 0: the class's common paper; 1–999: a student's own


@dataclass(frozen=True)
class ExamChapter:
    name: str  # the page of the book ("blinds")
    title: str  # as the contents lists it ("4 Blinds")
    rules: tuple[str, ...]


def _rules(letter: str, first: int, last: int) -> tuple[str, ...]:
    return tuple(f"{letter}{n}" for n in range(first, last + 1))


CHAPTERS: tuple[ExamChapter, ...] = (
    ExamChapter("grundlagen", "1 Grundlagen", _rules("G", 1, 8)),
    ExamChapter("rangfolge", "2 Die Rangfolge der Hände", _rules("R", 1, 12)),
    ExamChapter("dealer-button", "3 Der Dealer-Button", _rules("D", 1, 6)),
    ExamChapter("blinds", "4 Blinds", _rules("B", 1, 11)),
    ExamChapter("geben", "5 Geben und Burn Cards", _rules("K", 1, 5)),
    ExamChapter("wettrunden", "6 Die Wettrunden", _rules("W", 1, 10)),
    ExamChapter("limits", "7 Limits", _rules("L", 1, 8)),
    ExamChapter("heads-up", "8 Heads-up", _rules("H", 1, 3)),
    ExamChapter("all-in", "9 All-in und Side Pots", _rules("A", 1, 9)),
    ExamChapter("showdown", "10 Showdown", _rules("S", 1, 6)),
    ExamChapter("split-pot", "11 Split Pot und Odd Chip", _rules("P", 1, 3)),
    ExamChapter("turniere", "13 Turniere", ("B12",)),
    ExamChapter("sonstiges", "14 Sonstiges", _rules("X", 1, 3)),
    ExamChapter("am-echten-tisch", "Am echten Tisch", _rules("C", 1, 10)),
    ExamChapter("kartenraum", "Im Kartenraum", _rules("C", 11, 18)),
)

CHAPTER_OF_RULE: dict[str, str] = {rule: chapter.name for chapter in CHAPTERS for rule in chapter.rules}
TITLES: dict[str, str] = {chapter.name: chapter.title for chapter in CHAPTERS}


def quotas(total: int = QUESTIONS) -> dict[str, int]:
    """Questions per chapter: one each, the rest by the chapters' numbers of rules."""
    all_rules = sum(len(c.rules) for c in CHAPTERS)
    share = {c.name: total * len(c.rules) / all_rules for c in CHAPTERS}
    given = {c.name: 1 for c in CHAPTERS}
    for _ in range(total - len(CHAPTERS)):
        # the first chapter in reading order wins a tie, so the split never depends on chance
        name = max(given, key=lambda n: share[n] - given[n])
        given[name] += 1
    return given
