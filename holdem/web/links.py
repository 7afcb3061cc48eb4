"""Addresses of the Werkstatt page with a tool and its example preloaded.

The book's live-only widgets link to ``werkstatt.html?tool=pots&contributions=…`` so that a
reader of the static site can try the chapter's example with the engine in the browser. The page
(book/_ext/werkstatt/werkstatt.js) passes every parameter but ``tool`` to that tool's form.
Players in these addresses are counted from 1, as on the page.
"""

from __future__ import annotations

from urllib.parse import quote, urlencode

from holdem.errors import WebRequestError
from holdem.web import TOOLS

WERKSTATT_PAGE = "werkstatt.html"  # built next to every chapter (book/werkstatt.md)


def werkstatt_link(tool: str, **params: str | int | None) -> str:
    """``werkstatt.html?tool=<tool>&…``; parameters that are ``None`` or empty are left out."""
    if tool not in TOOLS:
        raise WebRequestError(f"Das Werkzeug {tool!r} gibt es nicht. Erlaubt sind: {', '.join(TOOLS)}.",
                              key="unknown_tool")
    given = {key: str(value) for key, value in params.items() if value is not None and str(value) != ""}
    return f"{WERKSTATT_PAGE}?{urlencode({'tool': tool, **given}, quote_via=quote, safe=',|')}"


def places_from_groups(groups: list[list[int]], n_players: int) -> str:
    """Showdown places per player (``"2,2,1"``) from groups of equal hands, best first (0-based
    seats); a player in no group gets an empty place."""
    places = [""] * n_players
    for place, group in enumerate(groups, start=1):
        for seat in group:
            places[seat] = str(place)
    return ",".join(places)
