"""Printed engine text (sentences, one event per line, ``|``/``---+---`` tables) as blocks and
as HTML, so that it wraps in a narrow column instead of running out of a ``<pre>`` box.

The notebooks print plain text (nbval compares it); the site's build (book/_ext/text_output.py),
the widgets' pages (:func:`text_html`) and teacher mode (:func:`output_html`, a filter of the
Voilà template in tools/voila) show the same text as paragraphs, lists and tables. Pure Python
(no widgets, no docutils), so each of them can import it.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

# A table rule: dashes with "+" where the columns meet ("-----+-------+----").
RULE = re.compile(r"^-+(\+-+)+$")
# Lines that are code or data (an assignment, a quoted list item, a bracket): keep as they are.
CODE_LINE = re.compile(r"""^\s*([A-Za-z_][A-Za-z0-9_]* = |["'\[\]{}])""")
NUMBER = re.compile(r"^[-+−]?\d[\d.,]*\s*%?$|^[–-]$|^$")
ANSI = re.compile(r"\x1b\[")
# "1. Höchste Karte", " 9. Straight Flush", "10. Royal Flush": a numbered list (numbers may be right-aligned).
ORDERED = re.compile(r"^\s*\d+\.\s+\S")


@dataclass
class Table:
    header: list[str]
    rows: list[list[str]]
    numeric: list[bool] = field(default_factory=list)


@dataclass
class Items:
    """Indented lines under a line that ends with a colon (or on their own): a list; numbered
    lines ("1. …", "10. …") an ordered list."""

    lines: list[str]
    ordered: bool = False


@dataclass
class Line:
    text: str


@dataclass
class Pre:
    text: str


Block = Table | Items | Line | Pre


def _cut(line: str, bounds: list[int]) -> list[str] | None:
    """Split ``line`` at the rule's "+" positions; None when a "|" is not where it should be."""
    cells, start = [], 0
    for pos in bounds:
        if len(line) <= pos or line[pos] != "|":
            return None
        cells.append(line[start:pos].strip())
        start = pos + 1
    cells.append(line[start:].strip())
    return cells


def parse(text: str) -> list[Block]:
    """The blocks of a printed output, in order. Pure: no docutils, easy to test."""
    lines = text.rstrip("\n").split("\n")
    if any(CODE_LINE.match(line) for line in lines) and not any(RULE.match(line.strip()) for line in lines):
        return [Pre(text.rstrip("\n"))]
    blocks: list[Block] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if "|" in line and RULE.match(nxt.rstrip()):
            bounds = [m.start() for m in re.finditer(r"\+", nxt)]
            header = _cut(line, bounds)
            if header is not None:
                rows, j = [], i + 2
                while j < len(lines) and (cells := _cut(lines[j], bounds)) is not None:
                    rows.append(cells)
                    j += 1
                numeric = [all(NUMBER.match(r[c]) for r in rows) and any(r[c] for r in rows)
                           for c in range(len(header))]
                blocks.append(Table(header, rows, numeric))
                i = j
                continue
        if not line.strip():
            i += 1
            continue
        if line.startswith((" ", "\t")) and not ORDERED.match(line):
            items = []
            while i < len(lines) and lines[i].startswith((" ", "\t")) and lines[i].strip() \
                    and not ORDERED.match(lines[i]):
                items.append(lines[i].strip())
                i += 1
            blocks.append(Items(items))
            continue
        if ORDERED.match(line):
            numbered = []
            while i < len(lines) and ORDERED.match(lines[i]):
                numbered.append(lines[i].strip())
                i += 1
            blocks.append(Items(numbered, ordered=True))
            continue
        # Every line of the engine is a line of its own: the engine never breaks a sentence.
        blocks.append(Line(re.sub(r" {2,}", " ", line.strip())))
        i += 1
    return blocks


NUM_ATTR = " class='holdem-num'"
LONG = 40  # characters: a longer cell is a sentence and may wrap
LONG_ATTR = " class='holdem-long'"


def _cell(text: str) -> str:
    return html.escape(text, quote=False)


def table_html(table: Table) -> str:
    """A table in a box that scrolls sideways on its own when it is wider than the screen."""
    def row(cells: list[str], tag: str) -> str:
        padded = cells + [""] * (len(table.header) - len(cells))
        return "<tr>" + "".join(
            f"<{tag}{NUM_ATTR if table.numeric[c] else LONG_ATTR if len(cell) > LONG else ''}>{_cell(cell)}</{tag}>"
            for c, cell in enumerate(padded)) + "</tr>"
    head = row(table.header, "th")
    body = "".join(row(r, "td") for r in table.rows)
    return (f"<div class='holdem-table-box'><table class='holdem-table'><thead>{head}</thead>"
            f"<tbody>{body}</tbody></table></div>")


def text_html(text: str) -> str:
    """The printed ``text`` as HTML (in a ``div.holdem-output``)."""
    parts = []
    for block in parse(text):
        if isinstance(block, Table):
            parts.append(table_html(block))
        elif isinstance(block, Items) and block.ordered:
            first = int(block.lines[0].split(".", 1)[0])
            start = f" start='{first}'" if first != 1 else ""
            parts.append(f"<ol{start}>" + "".join(f"<li>{_cell(t.split('.', 1)[1].strip())}</li>"
                                                   for t in block.lines) + "</ol>")
        elif isinstance(block, Items):
            parts.append("<ul>" + "".join(f"<li>{_cell(t)}</li>" for t in block.lines) + "</ul>")
        elif isinstance(block, Pre):
            parts.append(f"<pre class='holdem-pre'>{_cell(block.text)}</pre>")
        else:
            parts.append(f"<p>{_cell(block.text)}</p>")
    return "<div class='holdem-output'>" + "".join(parts) + "</div>"


def output_html(text: str) -> str:
    """A printed output of a code cell as HTML for teacher mode, or ``""`` for text the converter
    leaves alone (coloured terminal text, a traceback): the template then shows it as it is."""
    if not text.strip() or ANSI.search(text):
        return ""
    return text_html(text)
