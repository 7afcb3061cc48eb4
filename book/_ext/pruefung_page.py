"""The exam page (book/pruefung.md, "Regelprüfung") gets the engine in the browser and its own
script; no other page does.

The engine is the Werkstatt's: engine.js from _static/werkstatt/ (tools/pack-werkstatt puts
Pyodide and the engine's core beside it) starts it the same way, and the page's script asks it
through ``HoldemEngine.call("exam", …)`` (holdem/web/exam.py); it builds its elements with the
Werkstatt's dom.js. The page's HTML holds no question and no answer: the engine makes the paper
from its number when the reader starts, and marks it when the reader hands it in.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config

PAGE = "book/pruefung"
STATIC = Path(__file__).resolve().parent / "pruefung_static"
SCRIPTS = ("werkstatt/engine.js", "werkstatt/dom.js", "holdem-pruefung.js")


def add_static(app: Sphinx, config: Config) -> None:
    config.html_static_path = [*config.html_static_path, str(STATIC)]


def _add_assets(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    if pagename != PAGE:
        return
    app.add_css_file("holdem-pruefung.css", priority=950)
    for name in SCRIPTS:
        app.add_js_file(name, priority=950, defer="defer")


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", add_static)
    app.connect("html-page-context", _add_assets)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
