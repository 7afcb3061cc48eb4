"""The Werkstatt page (book/werkstatt.md) gets the engine's scripts; no other page does.

tools/pack-werkstatt copies book/_ext/werkstatt/ with Pyodide and the engine's core to
_build/assets/werkstatt/ (→ _static/werkstatt/). This extension adds, to the Werkstatt page only,
werkstatt.css and every tool-*.css, engine.js, draw.js, dom.js (how elements are built, shared with
the exam page), werkstatt.js and every tool-*.js found there, so a new tool needs nothing but its
files. engine.js loads engine-files.js and engine-snapshot.js itself.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

PAGE = "book/werkstatt"
SOURCE = Path(__file__).resolve().parent / "werkstatt"
CORE_SCRIPTS = ("engine.js", "draw.js", "dom.js", "werkstatt.js")


def page_scripts() -> list[str]:
    """The page's scripts in loading order: the engine, the drawing and the elements first, then the tools."""
    tools = sorted(path.name for path in SOURCE.glob("tool-*.js"))
    return [*CORE_SCRIPTS, *tools]


def page_stylesheets() -> list[str]:
    """The page's stylesheets: the page's own first, then each tool's."""
    return ["werkstatt.css", *sorted(path.name for path in SOURCE.glob("tool-*.css"))]


def _add_assets(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    if pagename != PAGE:
        return
    for name in page_stylesheets():
        app.add_css_file(f"werkstatt/{name}", priority=950)
    for name in page_scripts():
        app.add_js_file(f"werkstatt/{name}", priority=950, defer="defer")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("html-page-context", _add_assets)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
