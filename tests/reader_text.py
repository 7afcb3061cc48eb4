"""One check for the engine's German sentences, shared by the card-room tests (C13–C15)."""

from __future__ import annotations

import re

PRONOUNS = re.compile(r"\b(er|sein|seine|seinen|seinem|seiner|seines|ihn|ihm)\b", re.IGNORECASE)
LOST_FULL_STOP = re.compile(r"\([A-Z]\d+[^()]*\) [A-ZÄÖÜ]")
BAD_NUMBER = re.compile(r"(?<![\d.,])1 Chips\b|(?<![\d.,])(?:[02-9]|\d\d+) Chip\b(?!s)")


def assert_reader_text(text: str, rule: str) -> None:
    """German for readers: no gendered pronoun, no lost full stop, chip numbers agree, the rule ID last."""
    assert not PRONOUNS.search(text) and not LOST_FULL_STOP.search(text) and not BAD_NUMBER.search(text), text
    assert text.endswith(f"({rule}).") or text.endswith(f", {rule}).") or text.endswith(f"{rule})."), text
    assert "None" not in text and "[" not in text, text
