"""The one catalogue of rule IDs (holdem.rule_ids) against the book and RULES.md."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from holdem.rule_ids import RULE_IDS, SHAPE, anchor, find_rule_ids, is_rule_id, target

ROOT = Path(__file__).resolve().parent.parent
RULES_MD = ROOT.parent / "shared" / "RULES.md"


def test_catalogue_is_the_rule_index_of_the_book() -> None:
    index = (ROOT / "book" / "regelverzeichnis.md").read_text(encoding="utf-8")
    targets = re.findall(r"^\(regel-([A-Z][0-9]{1,2})\)=", index, re.MULTILINE)
    assert tuple(targets) == RULE_IDS
    assert len(RULE_IDS) == 103
    assert all(f"({target(r)})=" in index for r in RULE_IDS)


@pytest.mark.skipif(not RULES_MD.exists(), reason="../shared/RULES.md fehlt")
def test_catalogue_is_rules_md() -> None:
    ids = re.findall(r"^- \*\*([A-Z][0-9]{1,2})\*\*", RULES_MD.read_text(encoding="utf-8"), re.MULTILINE)
    assert tuple(ids) == RULE_IDS


@pytest.mark.parametrize("text, found", [
    ("(B3, B1)", ["B3", "B1"]),
    ("(Burn Card, K2)", ["K2"]),
    ("Big Blind (C6) und B10 und B12", ["C6", "B10", "B12"]),
    ("C18 ist eine Regel, C19 nicht, L9 auch nicht", ["C18"]),
    ("B100 oder A1b oder 3W1 sind keine IDs", []),
])
def test_pattern_finds_exactly_the_known_ids(text: str, found: list[str]) -> None:
    assert find_rule_ids(text) == found


def test_every_id_is_found_as_itself() -> None:
    for rule in RULE_IDS:
        assert find_rule_ids(f"({rule})") == [rule]
        assert is_rule_id(rule) and SHAPE.fullmatch(rule)
    assert not is_rule_id("L9") and not is_rule_id(" L4") and not is_rule_id(4)


def test_anchor_is_the_lower_case_sphinx_label() -> None:
    assert anchor("L4") == "regel-l4" and anchor("C10") == "regel-c10"
    assert target("C10") == "regel-C10"
