"""The rule IDs of RULES.md: the catalogue, the one pattern that finds them in a text, and where
each one stands in the book's rule index.

A rule ID is one capital letter for the area and a number: G1–G8 basics, D1–D6 dealer button,
B1–B12 blinds, H1–H3 heads-up, K1–K5 dealing, W1–W10 betting rounds, L1–L8 limits, A1–A9
all-in and side pots, S1–S6 showdown, R1–R12 hand ranking, P1–P3 split pot, X1–X3 other,
C1–C18 card-room practice. Engine events, widgets, quizzes, the Sphinx extensions and the tests
all take the IDs from here, so a new rule is added in one place.

The rule index (``book/regelverzeichnis.md``) puts the MyST target ``(regel-L4)=`` before each
rule; Sphinx turns it into the HTML anchor ``regel-l4`` (labels are stored in lower case).
"""

from __future__ import annotations

import re

__all__ = ["AREAS", "RULE_ID", "RULE_IDS", "SHAPE", "anchor", "find_rule_ids", "is_rule_id", "target"]

# Area letter and the number of rules in it, in the order of RULES.md.
AREAS: tuple[tuple[str, int], ...] = (
    ("G", 8), ("D", 6), ("B", 12), ("H", 3), ("K", 5), ("W", 10), ("L", 8), ("A", 9), ("S", 6),
    ("R", 12), ("P", 3), ("X", 3), ("C", 18),
)

RULE_IDS: tuple[str, ...] = tuple(f"{letter}{number}" for letter, count in AREAS
                                  for number in range(1, count + 1))
_KNOWN = frozenset(RULE_IDS)

# Longest first, so "B10" is found as B10 and not as B1 followed by a zero; the word boundaries
# keep "B10" in "B100" or the "A1" in "A1b" from counting.
RULE_ID = re.compile(r"\b(" + "|".join(sorted(RULE_IDS, key=lambda r: (-len(r), r))) + r")\b")

# Something written like a rule ID (a capital and one or two digits), known or not: for
# messages that name an unknown ID instead of ignoring it.
SHAPE = re.compile(r"[A-Z][0-9]{1,2}")


def is_rule_id(text: object) -> bool:
    """True for exactly one known rule ID (``"L4"``), without spaces or other text."""
    return isinstance(text, str) and text in _KNOWN


def find_rule_ids(text: str) -> list[str]:
    """The rule IDs in ``text``, in order of appearance (repeats kept)."""
    return RULE_ID.findall(text)


def target(rule_id: str) -> str:
    """The MyST target of a rule in the rule index as written there: ``regel-L4``."""
    return f"regel-{rule_id}"


def anchor(rule_id: str) -> str:
    """The HTML anchor (and Sphinx label) of a rule in the rule index: ``regel-l4``."""
    return f"regel-{rule_id.lower()}"
