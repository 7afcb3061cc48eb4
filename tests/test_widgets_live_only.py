"""The live-only marker: a badge that links to the live page, around an unchanged widget."""

from __future__ import annotations

import ipywidgets as widgets

from holdem.widgets.live_only import LIVE_ONLY_CLASS, mark_live_only


def test_marked_widget_sits_under_a_badge_linking_to_the_live_page() -> None:
    field = widgets.Text(value="Ah Kh")
    box = mark_live_only(field, "Mit Python rechnet die Engine jede Eingabe neu.")
    assert LIVE_ONLY_CLASS in box._dom_classes
    badge, inner = box.children
    assert inner is field
    assert "Nur live – mit Python (siehe Anleitung)" in badge.value
    assert "href='live.html'" in badge.value
    assert "jede Eingabe neu." in badge.value


def test_marked_widget_keeps_working_with_a_kernel() -> None:
    seen: list[str] = []
    field = widgets.Text(value="a")
    field.observe(lambda change: seen.append(change["new"]), names="value")
    mark_live_only(field)
    field.value = "b"
    assert seen == ["b"] and not field.disabled
