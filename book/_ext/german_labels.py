"""German accessible names for the theme's controls, written into every built page.

The theme and myst-nb bring some English names ("Toggle hidden content", "Toggle primary
sidebar", "Link to this heading") and some names that differ from the visible label (the search
field says "Suche Ctrl+K" but is named "Suche"). A screen reader reads the name, so after the
build every page gets the German one; where a control shows a text, that text is its name.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

# English or mismatched attribute text -> its German replacement (exact strings of the theme's HTML).
REPLACEMENTS: dict[str, str] = {
    # The code toggle's <summary> shows "Code anzeigen"/"Code verbergen": that text is its name.
    ' aria-label="Toggle hidden content"': "",
    'title="Toggle primary sidebar"': 'title="Navigation ein- oder ausblenden" aria-label="Navigation ein- oder ausblenden"',
    'title="Toggle secondary sidebar"':
        'title="Inhalt dieser Seite ein- oder ausblenden" aria-label="Inhalt dieser Seite ein- oder ausblenden"',
    'title="Link to this heading"': 'title="Link zu dieser Überschrift"',
    'title="Link to this term"': 'title="Link zu diesem Begriff"',
    'title="Link to this image"': 'title="Link zu diesem Bild"',
    'title="Link to this table"': 'title="Link zu dieser Tabelle"',
    'title="Link to this code"': 'title="Link zu diesem Code"',
    'title="Link to this equation"': 'title="Link zu dieser Formel"',
    '<nav class="bd-links bd-docs-nav" aria-label="Main">': '<nav class="bd-links bd-docs-nav" aria-label="Kapitel des Buchs">',
    '<nav aria-label="Page">': '<nav aria-label="Inhalt dieser Seite">',
    # The search field shows "Suche Strg+K": named by what it shows (the icon-only button keeps "Suche").
    '<button class="btn search-button-field search-button__button pst-js-only" title="Suche" aria-label="Suche"':
        '<button class="btn search-button-field search-button__button pst-js-only"',
    '<kbd class="kbd-shortcut__modifier">Ctrl</kbd>': '<kbd class="kbd-shortcut__modifier">Strg</kbd>',
    'aria-label="Laden Sie diese Seite herunter"': 'aria-label="Diese Seite herunterladen"',
}


def germanize(html: str) -> str:
    """The page with every English or mismatched control name replaced."""
    for old, new in REPLACEMENTS.items():
        html = html.replace(old, new)
    return html


def _finished(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    for page in Path(app.builder.outdir).rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        new = germanize(text)
        if new != text:
            page.write_text(new, encoding="utf-8")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("build-finished", _finished)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
