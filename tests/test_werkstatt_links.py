""""In der Werkstatt öffnen": the live-only badges link to the Werkstatt with the example preloaded."""

from __future__ import annotations

import html
import re
from urllib.parse import parse_qs, urlsplit

import pytest

from holdem.errors import WebRequestError
from holdem.web.links import places_from_groups, werkstatt_link
from holdem.widgets.live_only import WERKSTATT_TEXT, badge_html


def query(link: str) -> dict[str, str]:
    parts = urlsplit(html.unescape(link))
    assert parts.path == "werkstatt.html"
    return {key: values[0] for key, values in parse_qs(parts.query).items()}


def test_link_names_the_tool_and_leaves_out_empty_fields() -> None:
    link = werkstatt_link("pots", contributions="50, 100, 100", folded="", button=3)
    assert query(link) == {"tool": "pots", "contributions": "50, 100, 100", "button": "3"}


def test_link_to_an_unknown_tool_is_a_german_error() -> None:
    with pytest.raises(WebRequestError, match="gibt es nicht"):
        werkstatt_link("poker")


@pytest.mark.rule("P1")
def test_places_from_groups_gives_equal_places_to_equal_hands() -> None:
    assert places_from_groups([[2], [0, 1]], 4) == "2,2,1,"


def test_badge_offers_the_werkstatt_only_with_an_address() -> None:
    assert WERKSTATT_TEXT not in badge_html("Etwas")
    badge = badge_html("Etwas", werkstatt_link("equity", hands="As Ah|Kd Kc"))
    assert WERKSTATT_TEXT in badge
    href = re.search(r"class='holdem-werkstatt-link' href='([^']+)'", badge).group(1)
    assert query(href) == {"tool": "equity", "hands": "As Ah|Kd Kc"}


def badge_of(widget) -> str:
    """The HTML of the first badge found in a widget tree."""
    stack = [widget]
    while stack:
        node = stack.pop()
        value = getattr(node, "value", None)
        if isinstance(value, str) and "holdem-live-badge" in value:
            return value
        stack.extend(getattr(node, "children", ()))
    raise AssertionError("kein Badge gefunden")


@pytest.mark.rule("A3")
def test_side_pot_widget_links_its_example() -> None:
    from holdem.widgets.sidepots import SidePotCalculator

    widget = SidePotCalculator("50, 100, 100", "1", "3 > 2", 3)
    href = re.search(r"href='(werkstatt[^']+)'", badge_of(widget)).group(1)
    assert query(href) == {"tool": "pots", "contributions": "50, 100, 100", "folded": "1", "button": "3",
                           "places": ",2,1"}


def test_hand_picker_links_both_hands_and_the_board() -> None:
    from holdem.widgets.hand_picker import HandPicker

    href = re.search(r"href='(werkstatt[^']+)'", badge_of(HandPicker("Qd Jc Th 2c 2d", "Ah Kh", "9s 9h"))).group(1)
    assert query(href) == {"tool": "hand_eval", "hands": "Ah Kh|9s 9h", "board": "Qd Jc Th 2c 2d"}


def test_equity_widget_links_its_hands() -> None:
    from holdem.widgets.equity import equity_widget

    href = re.search(r"href='(werkstatt[^']+)'", badge_of(equity_widget(("Ah Kh", "Qs Qc"), "Qh 7h 2c"))).group(1)
    assert query(href) == {"tool": "equity", "hands": "Ah Kh|Qs Qc", "board": "Qh 7h 2c"}
