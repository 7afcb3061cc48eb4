"""The engine for the Werkstatt page: one JSON request in, one JSON answer out.

The browser (Pyodide) calls :func:`call` with a tool name and a JSON text. Each tool is a module
``holdem.web.<tool>`` with ``handle(request: dict) -> dict``. The answer is ``{"ok": true, ...}``;
bad input gives ``{"ok": false, "error": "<German message of the engine>"}``, never a traceback.
Standard library only, so the package runs in the browser as it is.
"""

from __future__ import annotations

import importlib
import json

from holdem.errors import HoldemError

TOOLS = ("hand_eval", "pots", "equity", "own_hand", "drills")

__all__ = ["TOOLS", "call"]


def call(tool: str, request_json: str) -> str:
    """Run one tool on a JSON request; the answer as JSON text."""
    if tool not in TOOLS:
        return _error(f"Das Werkzeug {tool!r} gibt es nicht. Erlaubt: {', '.join(TOOLS)}.")
    try:
        request = json.loads(request_json)
    except (TypeError, ValueError):
        return _error("Die Anfrage ist kein gültiges JSON. Erlaubt: ein JSON-Objekt.")
    if not isinstance(request, dict):
        return _error("Die Anfrage ist kein JSON-Objekt. Erlaubt: ein Objekt mit den Feldern des Werkzeugs.")
    module = importlib.import_module(f"holdem.web.{tool}")
    try:
        answer = module.handle(request)
    except HoldemError as error:
        return _error(error.message)
    return json.dumps(answer, ensure_ascii=False)


def _error(message: str) -> str:
    return json.dumps({"ok": False, "error": message}, ensure_ascii=False)
