"""The live-only badge for this package's live widgets, through the site's one helper
(:func:`holdem.widgets.live_only.mark_live_only`) so every live widget looks the same."""

from __future__ import annotations

import ipywidgets as widgets


def mark_live(widget: widgets.Widget, werkstatt: str | None = None) -> widgets.Widget:
    """``widget`` with the badge "nur mit Python" for the static site (the helper may return a
    wrapper or mark the widget in place); ``werkstatt``: the Werkstatt address with its example."""
    try:
        from holdem.widgets.live_only import mark_live_only
    except ImportError:  # pragma: no cover - only before the site's module is merged
        return widget
    marked = mark_live_only(widget, werkstatt=werkstatt)
    return widget if marked is None else marked
