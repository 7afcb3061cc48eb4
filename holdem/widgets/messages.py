"""How a live widget shows bad input: one look for every widget, the engine's German message
after "Fehler:", never a traceback."""

from __future__ import annotations

import html


def error_html(message: str) -> str:
    """The message as an HTML block with the class ``holdem-error`` (tests and pages find it by it)."""
    return f"<div class='holdem-error' style='color:#b00020'><b>Fehler:</b> {html.escape(message, quote=False)}</div>"
