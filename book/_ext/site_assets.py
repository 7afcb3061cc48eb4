"""The site's own stylesheet and script (book/_ext/static/), on every page.

holdem-site.css: hidden code toggles, engine text as wrapped HTML, widgets that fit a phone,
the print layout (A4). holdem-print.css (print media only): the book on paper and in the PDF
(tools/build-pdf): margins for the running header and page numbers, widgets as what they show,
no controls. holdem-site.js: live-only controls shown disabled, Zurück/Weiter of the
steppers, pictures that keep a readable size, search snippets (also from file://).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config

STATIC = Path(__file__).resolve().parent / "static"


def _add_static(app: Sphinx, config: Config) -> None:
    # Only this folder, not a root _static/ (Jupyter Book would add every file in it to every page).
    config.html_static_path = [*config.html_static_path, str(STATIC)]


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", _add_static)
    app.add_css_file("holdem-site.css", priority=900)
    app.add_css_file("holdem-print.css", priority=901, media="print")
    app.add_js_file("holdem-site.js", priority=900, defer="defer")
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
