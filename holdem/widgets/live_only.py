"""A widget that needs a Python kernel, marked as such for the static site.

:func:`mark_live_only` puts a badge "Nur live – mit Python (siehe Anleitung)" above the widget,
linking to the book's page on live mode (book/live.md, built as ``live.html`` next to every
chapter, so the relative link works from every chapter page, also from ``file://``).

With a kernel (JupyterLab, Voilà) the widget works as before. In the static site nothing answers
its controls, so the site's script (book/_ext/site_reader) shows every control inside a box of
class ``holdem-live-only`` as disabled; the build also stores them disabled in the embedded
widget state, so they are disabled before any script runs.
"""

from __future__ import annotations

import html

import ipywidgets as widgets

LIVE_ONLY_CLASS = "holdem-live-only"
BADGE_CLASS = "holdem-live-badge"
LIVE_PAGE = "live.html"
BADGE_TEXT = "Nur live – mit Python"


def badge_html(what: str = "") -> str:
    """The badge as HTML: the link to the live page, and ``what`` (one sentence) after it."""
    detail = f" <span class='holdem-live-what'>{html.escape(what, quote=False)}</span>" if what else ""
    return (f"<div class='{BADGE_CLASS}'><a href='{LIVE_PAGE}' title='So lesen Sie das Buch live mit Python'>"
            f"{BADGE_TEXT} (siehe Anleitung)</a>{detail}</div>")


def mark_live_only(widget: widgets.Widget, what: str = "") -> widgets.Widget:
    """``widget`` under a live-only badge, in a box of class ``holdem-live-only``.

    ``what``: optional short German sentence saying what the reader can do live, e.g.
    "Mit Python berechnet die Engine jede Eingabe neu." The widget object itself is unchanged
    (its callbacks keep working with a kernel)."""
    box = widgets.VBox([widgets.HTML(badge_html(what)), widget])
    box.add_class(LIVE_ONLY_CLASS)
    return box
