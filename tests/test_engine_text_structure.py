"""Every printed engine output of every chapter reaches the reader line for line: no two lines of
the engine merged into one paragraph, no line split, lists and tables as the engine wrote them
(the site's converter, holdem.text_html, shows the stored outputs)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from holdem.text_html import RULE, Items, Line, Pre, Table, parse, text_html
from holdem.widgets.variant_switch import RULES, sides

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "book").glob("*.ipynb"))


def _printed(path: Path) -> list[str]:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(o["text"]) for c in cells if c["cell_type"] == "code" for o in c.get("outputs", [])
            if o.get("output_type") == "stream" and o.get("name") == "stdout"]


def _lines_shown(text: str) -> list[str]:
    """The text lines each block stands for, in order."""
    shown: list[str] = []
    for block in parse(text):
        if isinstance(block, Table):
            shown += ["<Kopfzeile>", "<Linie>"] + ["<Zeile>"] * len(block.rows)
        elif isinstance(block, Items):
            shown += block.lines
        elif isinstance(block, Pre):
            shown += block.text.split("\n")
        else:
            assert isinstance(block, Line)
            shown.append(block.text)
    return shown


def _lines_written(text: str) -> list[str]:
    lines = [line for line in text.rstrip("\n").split("\n") if line.strip()]
    return lines


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_printed_line_is_one_line_for_the_reader(path: Path) -> None:
    for text in _printed(path):
        written, shown = _lines_written(text), _lines_shown(text)
        assert len(shown) == len(written), f"{path.name}: {len(written)} Zeilen gedruckt, {len(shown)} gezeigt:\n{text[:400]}"
        for line, block in zip(written, shown, strict=True):
            if not block.startswith("<") and not RULE.match(line.strip()):
                assert re.sub(r" {2,}", " ", line.strip()) == block, f"{path.name}: {line!r} wurde zu {block!r}"


@pytest.mark.parametrize("rule", RULES)
def test_variant_switch_pages_keep_each_sentence_on_one_line(rule: str) -> None:
    """The switches show the engine's lines, not lines broken for two terminal columns (S2, P2 …)."""
    side = sides(rule)
    for text in (side.standard, side.variant):
        lines = _lines_written(text)
        for before, after in zip(lines, lines[1:]):
            if "|" in before + after or RULE.match(before.strip()):
                continue  # a table: its rows are lines by design
            broken = not before.rstrip().endswith((".", ":", "!", "?")) and after[:1].islower()
            assert not broken, f"ein Satz über zwei Zeilen: {before!r} / {after!r}"
        shown = text_html(text)
        blocks = shown.count("<p>") + shown.count("<li>") + shown.count("<tr>")
        assert blocks == len([line for line in lines if not RULE.match(line.strip())])
