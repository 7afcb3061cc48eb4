"""The engine's printed text as HTML on the site: paragraphs, lists and real tables.

The notebooks print plain text (sentences, one event per line, and tables drawn with ``|`` and
a ``---+---`` rule); nbval compares that text, so the notebooks keep it. On the site a
``<pre>`` block would not wrap: long sentences run out of their box. This post-transform turns
every plain-text output of a code cell into docutils nodes (the HTML writer makes ``<p>``,
``<ul>`` and ``<table>`` of them), so sentences wrap, tables get padding, and the search index
and its snippets see words instead of table rules. Text that looks like code or data (a hand
history file) stays preformatted but wraps.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

from holdem.text_html import ANSI, LONG, Block, Items, Pre, Table, parse

OUTPUT_CLASS = "holdem-output"


def _paragraph(text: str) -> nodes.paragraph:
    return nodes.paragraph(text, text)


def _table(table: Table) -> nodes.Element:
    cols = len(table.header)
    group = nodes.tgroup(cols=cols)
    for _ in range(cols):
        group += nodes.colspec(colwidth=1)
    head, body = nodes.thead(), nodes.tbody()

    def row(cells: list[str]) -> nodes.row:
        r = nodes.row()
        for c, cell in enumerate(cells):
            entry = nodes.entry(classes=["holdem-num"] if table.numeric[c] else
                                ["holdem-long"] if len(cell) > LONG else [])
            if cell:
                entry += _paragraph(cell)
            r += entry
        return r

    head += row(table.header)
    for cells in table.rows:
        body += row(cells + [""] * (cols - len(cells)))
    group += head
    group += body
    # The box scrolls sideways on a phone when the table is wider than the screen; the page does not.
    box = nodes.container(classes=["holdem-table-box"])
    box += nodes.table("", group, classes=["holdem-table"])
    return box


def to_nodes(blocks: list[Block]) -> nodes.Element:
    box = nodes.container(classes=["output", OUTPUT_CLASS])
    for block in blocks:
        if isinstance(block, Table):
            box += _table(block)
        elif isinstance(block, Items) and block.ordered:
            # "1. Höchste Karte" … "10. Royal Flush": the numbers become the list's own
            numbered = nodes.enumerated_list(enumtype="arabic", prefix="", suffix=".")
            first = int(block.lines[0].split(".", 1)[0])
            if first != 1:
                numbered["start"] = first
            for text in block.lines:
                numbered += nodes.list_item("", _paragraph(text.split(".", 1)[1].strip()))
            box += numbered
        elif isinstance(block, Items):
            items = nodes.bullet_list()
            for text in block.lines:
                items += nodes.list_item("", _paragraph(text))
            box += items
        elif isinstance(block, Pre):
            box += nodes.literal_block(block.text, block.text, classes=["holdem-pre"], language="none")
        else:
            box += _paragraph(block.text)
    return box


class TextOutputToHtml(SphinxPostTransform):
    """Every stream or text/plain output of a notebook code cell becomes structured nodes."""

    default_priority = 150  # before myst-nb wraps code inputs (199)
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        for block in list(self.document.findall(nodes.literal_block)):
            classes = set(block.get("classes", []))
            if "output" not in classes or not classes & {"stream", "text_plain"}:
                continue
            parent = block.parent
            if not (isinstance(parent, nodes.container) and parent.get("nb_element") == "cell_code_output"):
                continue
            text = block.astext()
            if ANSI.search(text) or "stderr" in classes:
                continue
            block.replace_self(to_nodes(parse(text)))


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_post_transform(TextOutputToHtml)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
