"""The engine's door for the Werkstatt page: JSON in, JSON out, standard library only.

The Werkstatt (``book/werkstatt.md``) runs the engine's pure-Python core in the browser
(Pyodide). Its JavaScript never calls engine functions directly; it calls

    call(tool, request_json) -> response_json

with one of the names in :data:`TOOLS`. ``call`` imports ``holdem.web.<tool>`` (only names of
the allow-list, nothing else can be imported this way), passes the decoded request to the
module's ``handle(request: dict) -> dict`` and returns its answer as JSON:

* success: ``{"ok": true, ...}`` with the tool's fields (German sentences ready to show);
* bad input: ``{"ok": false, "error": "<German message>"}`` — the message of the engine's own
  exception (:class:`holdem.errors.HoldemError`), saying what was wrong and what is allowed.
  No traceback ever reaches the page; a bug in a handler gives a German error as well.

Long work in chunks
-------------------
Python runs on the page's main thread, so a long computation must hand control back to the
browser now and then (progress bar, stop button). The equity tool is therefore *stateless and
chunked*: the page sends the same question with ``"chunk": 0, 1, 2, …`` and passes back the
``"tally"`` of the previous answer; each answer covers one slice of the boards and says
``"done"``, ``"boards_done"``, ``"boards_total"`` and the equities so far. To stop, the page
simply sends no further chunk. (``own_hand`` and ``drills`` answer in one step.)

Tools: ``hand_eval`` (Hand bewerten), ``pots`` (Side Pots), ``equity`` (Gewinnchancen),
``own_hand`` (Eigene Hand), ``drills`` (Üben), ``worksheet`` (Arbeitsblatt); ``exam`` for the
page "Regelprüfung". Seats are counted from 0 in requests, as everywhere in JSON; German
sentences say "Spieler 1" for seat 0.
"""

from __future__ import annotations

import gc
import importlib
import json
import os
from typing import Any

from holdem.errors import HoldemError, WebRequestError

TOOLS = ("hand_eval", "pots", "equity", "own_hand", "drills", "exam", "worksheet")
# The tools whose modules are in the stored copy of the started engine (the first ones on the
# page). Pyodide restores a copy only into as much memory as a fresh start has: with every tool
# imported the copy outgrew it, and each visit started afresh. The others import on first use.
STORED_TOOLS = ("hand_eval", "pots", "equity")


def error_answer(message: str) -> dict[str, Any]:
    """The answer for bad input: ``ok`` false and the German message."""
    return {"ok": False, "error": message}


def _decode(request_json: str) -> dict[str, Any]:
    if not isinstance(request_json, str):
        raise WebRequestError("Die Anfrage muss ein JSON-Text sein.", key="not_text")
    try:
        request = json.loads(request_json)
    except ValueError:
        raise WebRequestError("Die Anfrage ist kein gültiges JSON.", key="bad_json") from None
    if not isinstance(request, dict):
        raise WebRequestError("Die Anfrage muss ein JSON-Objekt mit Feldern sein, z. B. "
                              '{"cards": "Ah Kh Qh Jh Th"}.', key="not_an_object")
    return request


def prepare(engine_dir: str) -> None:
    """Ready the engine in the browser once its files are unpacked into ``engine_dir`` (already on
    ``sys.path``): its hand-value tables are read from the folder packed beside it, and loaded now."""
    os.environ["HOLDEM_CACHE_DIR"] = f"{engine_dir}/holdem-cache"
    importlib.import_module("holdem.ranking")


def import_tools() -> None:
    """The first tools' modules (:data:`STORED_TOOLS`), imported now: the page does this before it
    stores a copy of the started engine, so that a repeat visit's first answer waits for no import.
    The garbage of the answers given so far is collected first: the imports then reuse its memory
    instead of growing Pyodide's memory past the size that a copy can be restored into."""
    gc.collect()
    for tool in STORED_TOOLS:
        try:
            importlib.import_module(f"holdem.web.{tool}")
        except ImportError:  # a site built without this tool: call() says so when asked
            pass


def call(tool: str, request_json: str) -> str:
    """Answer one request of the Werkstatt page; always returns JSON, never raises."""
    try:
        if tool not in TOOLS:
            raise WebRequestError(f"Das Werkzeug {tool!r} gibt es nicht. Erlaubt sind: "
                                  + ", ".join(TOOLS) + ".", key="unknown_tool")
        request = _decode(request_json)
        module = importlib.import_module(f"holdem.web.{tool}")
        answer = module.handle(request)
        answer = {"ok": True, **answer}
    except HoldemError as error:
        answer = {**error_answer(error.message), "key": error.key}
    except ImportError:
        answer = error_answer(f"Das Werkzeug {tool!r} ist in dieser Fassung der Website nicht enthalten.")
    except (RecursionError, MemoryError):
        answer = error_answer("Die Anfrage ist zu groß für die Engine im Browser.")
    except Exception as error:  # noqa: BLE001 - a bug: the page shows a German sentence, not a traceback
        answer = error_answer(f"Die Engine konnte diese Eingabe nicht verarbeiten ({type(error).__name__}). "
                              "Bitte die Eingabe prüfen.")
    return json.dumps(answer, ensure_ascii=False)
