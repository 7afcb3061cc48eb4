"""Printed engine text as HTML: moved to :mod:`holdem.text_html` (standard library only, so the
site's build can use it without ipywidgets); this path keeps working for the widgets."""

from holdem.text_html import (  # noqa: F401 - re-exported
    ANSI,
    LONG,
    Block,
    Items,
    Line,
    Pre,
    Table,
    parse,
    table_html,
    text_html,
)
