"""The casebook ("Streitfälle"): floor situations in the style of a rules illustration addendum.

Each case is a :class:`holdem.quiz.model.Question` with a title, a situation, a picture of the
table drawn by :mod:`holdem.draw` and three or four rulings to choose from; its explanation is the
ruling with its rule IDs and, where chips or cards move, the engine's own sentences and numbers.
The cases are grouped by theme (one module each); the page book/streitfaelle.md shows one group
per section, and the Sphinx extension book/_ext/quiz.py renders it like a chapter quiz."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from holdem.casebook import acting, blinds, cash_game, dealing, showdown, tournament
from holdem.errors import QuizError
from holdem.quiz.model import Question

__all__ = ["GROUPS", "Group", "all_cases", "cases", "first_number"]


@dataclass(frozen=True)
class Group:
    """One section of the casebook: its key (used on the page), its heading and its cases."""

    key: str
    heading: str
    builders: tuple[Callable[[], Question], ...]


GROUPS: tuple[Group, ...] = (
    Group("setzen", "Am Zug und beim Setzen", acting.CASES),
    Group("blinds", "Blinds und neue Spieler", blinds.CASES),
    Group("cash-game", "Straddle, Table Stakes und „Pot“", cash_game.CASES),
    Group("geben", "Beim Geben und tote Hände", dealing.CASES),
    Group("showdown", "Im Showdown", showdown.CASES),
    Group("turnier", "Im Turnier", tournament.CASES),
)


def _group(key: str) -> Group:
    for group in GROUPS:
        if group.key == key:
            return group
    raise QuizError(f"Eine Gruppe {key!r} gibt es im Casebook nicht. Erlaubt: "
                    f"{', '.join(g.key for g in GROUPS)}.", key="no_cases")


@cache
def cases(key: str) -> tuple[Question, ...]:
    """The cases of one group, built by the engine (once per process)."""
    return tuple(build() for build in _group(key).builders)


def all_cases() -> tuple[Question, ...]:
    """Every case of the casebook, in page order."""
    return tuple(q for group in GROUPS for q in cases(group.key))


def first_number(key: str) -> int:
    """The number of the group's first case on the page (the cases are counted through, from 1)."""
    wanted = _group(key)  # refuses an unknown key
    before = 0
    for group in GROUPS:
        if group is wanted:
            break
        before += len(group.builders)
    return before + 1
