"""X2: every term of the sources' glossaries (seed 003, section 4, and seed 002, section 1)
stands in the book's glossary, as a Sphinx glossary entry that {term} can link to."""

import re
from pathlib import Path

import pytest

GLOSSARY = Path(__file__).resolve().parents[1] / "book" / "glossar.md"

# The terms the two sources explain, spelled as the book spells them (the sources have typos
# such as "Boar" or "Odss"). Seed 003's glossary first, then seed 002's explanations.
SOURCE_TERMS = [
    "All-in", "Backdoor Flush Draw", "Bad Beat", "Bet", "Blind", "Big Blind", "Bluff", "Board",
    "Bottom Pair", "Busted Draw", "Call", "Calling Station", "Check", "Check-Raise",
    "Community Cards", "Early Position", "Flop", "Fold", "Free Card", "Gut Shot", "Heads-up",
    "Hole Cards", "Kicker", "Late Position", "Made Hand", "Middle Position", "Muck", "Nuts", "Odds",
    "Offsuit", "Open-ended Straight Draw", "Overcard", "Overpair", "Pocket Cards", "Pot", "Pot Odds",
    "Raise", "Re-Raise", "River", "Semi-Bluff", "Short-Stacked", "Showdown", "Side Pot", "Slowplay",
    "Suited", "Top Pair", "Turn", "Under the Gun",
    # seed 002
    "Starthand", "Stack", "Hand", "Session", "Phase", "Segment",
]


def glossary_terms() -> set[str]:
    """The term lines of the ```{glossary} block: unindented, non-empty lines inside it."""
    text = GLOSSARY.read_text(encoding="utf-8")
    block = re.search(r"```\{glossary\}\n(.*?)\n```", text, re.S)
    assert block, "book/glossar.md has no {glossary} directive"
    body = [line for line in block.group(1).splitlines() if not line.startswith(":")]
    return {line.strip() for line in body if line.strip() and not line[0].isspace()}


@pytest.mark.rule("X2")
@pytest.mark.parametrize("term", SOURCE_TERMS)
def test_X2_every_source_term_is_in_the_glossary(term):
    assert term in glossary_terms(), f"Glossar-Eintrag fehlt: {term}"


@pytest.mark.rule("X2")
def test_X2_every_glossary_entry_has_an_explanation():
    text = GLOSSARY.read_text(encoding="utf-8")
    block = re.search(r"```\{glossary\}\n(.*?)\n```", text, re.S).group(1)
    entries = re.split(r"\n\s*\n", block.strip())
    for entry in entries:
        lines = [line for line in entry.splitlines() if not line.startswith(":")]
        if not lines:
            continue
        explanation = " ".join(line.strip() for line in lines if line[:1].isspace())
        assert len(explanation) >= 20, f"Eintrag ohne Erklärung: {lines[0]!r}"
