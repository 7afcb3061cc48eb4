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
WERKSTATT_CLASS = "holdem-werkstatt-link"
WERKSTATT_TEXT = "In der Werkstatt öffnen"


def badge_html(what: str = "", werkstatt: str | None = None) -> str:
    """The badge as HTML: the link to the live page, ``what`` (one sentence) after it and, with
    ``werkstatt`` (an address from :func:`holdem.web.links.werkstatt_link`), a link that opens the
    chapter's example in the Werkstatt, where the engine runs in the browser without Python."""
    detail = f" <span class='holdem-live-what'>{html.escape(what, quote=False)}</span>" if what else ""
    open_link = (f" <a class='{WERKSTATT_CLASS}' href='{html.escape(werkstatt)}' title='Dieses Beispiel in der "
                 f"Werkstatt ausprobieren: die Engine rechnet im Browser, ohne Python'>{WERKSTATT_TEXT}</a>"
                 if werkstatt else "")
    return (f"<div class='{BADGE_CLASS}'><a href='{LIVE_PAGE}' title='So lesen Sie das Buch live mit Python'>"
            f"{BADGE_TEXT} (siehe Anleitung)</a>{detail}{open_link}</div>")


class LiveOnlyBox(widgets.VBox):
    """The badge and the live widget under it; in plain text a sentence, not the widget tree."""

    def __repr__(self) -> str:
        inner = self.children[-1] if self.children else None
        return f"{BADGE_TEXT}: {inner!r}" if inner is not None else BADGE_TEXT


def mark_live_only(widget: widgets.Widget, what: str = "", werkstatt: str | None = None) -> widgets.Widget:
    """``widget`` under a live-only badge, in a box of class ``holdem-live-only``.

    ``what``: optional short German sentence saying what the reader can do live, e.g.
    "Mit Python berechnet die Engine jede Eingabe neu." ``werkstatt``: the Werkstatt address with
    this widget's example (the badge then offers "In der Werkstatt öffnen"). The widget object
    itself is unchanged (its callbacks keep working with a kernel)."""
    box = LiveOnlyBox([widgets.HTML(badge_html(what, werkstatt)), widget])
    box.add_class(LIVE_ONLY_CLASS)
    return box


def make_live_only(box: widgets.Box, what: str = "", werkstatt: str | None = None) -> widgets.Box:
    """Mark a box that is itself the live widget (a class the book displays directly): the badge
    becomes its first child and the box gets the class ``holdem-live-only``. Returns ``box``."""
    box.children = (widgets.HTML(badge_html(what, werkstatt)), *box.children)
    box.add_class(LIVE_ONLY_CLASS)
    return box
