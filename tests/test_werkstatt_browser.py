"""The Werkstatt in Debian's Chromium, offline: from file:// and over http (127.0.0.1).

Every request that leaves the machine is blocked and counted (browser_helpers); each tool gives
the engine's answer on a prepared case and the engine's German error on bad input; a page
address preloads a tool with a chapter's example. Runs against the built site (tools/build-site).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from browser_helpers import chromium_context

READY_TIMEOUT_MS = 120_000  # two shared cores: Pyodide's first start can take a while
RESULT_TIMEOUT_MS = 30_000
ORIGINS = ("file", "http")


def page_url(origin: str, site, base_url: str, query: str = "") -> str:
    if origin == "file":
        return (site / "book" / "werkstatt.html").as_uri() + query
    return f"{base_url}book/werkstatt.html{query}"


def wait_ready(page: Any) -> None:
    page.wait_for_function("document.documentElement.dataset.werkstatt === 'ready'", timeout=READY_TIMEOUT_MS)


@pytest.fixture(scope="module", params=ORIGINS)
def werkstatt(request, site, base_url, playwright) -> Iterator[tuple[Any, Any, str]]:
    """The Werkstatt page, loaded once per origin, with its traffic record."""
    origin = request.param
    with chromium_context(origin, playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto(page_url(origin, site, base_url))
        page.wait_for_selector("#werkstatt-status .werkstatt-status-text")
        assert "Die Engine wird geladen" in page.inner_text("#werkstatt-status") or \
            page.evaluate("document.documentElement.dataset.werkstatt") == "ready"
        wait_ready(page)
        yield page, traffic, origin
        assert traffic.blocked == [], f"Anfragen nach außen: {traffic.blocked}"
        assert traffic.page_errors == []


def run_tool(page: Any, section: str, fields: dict[str, str], button: str) -> str:
    """Fill a tool's fields (by label), press its button and return the text of its output."""
    tool = page.locator(f"#werkstatt-{section}")
    for label, value in fields.items():
        tool.get_by_label(label, exact=True).first.fill(value)
    press = tool.get_by_role("button", name=button, exact=True)
    # Each form is followed by its output box (hand_eval has two forms).
    output = press.locator("xpath=ancestor::form[1]/following-sibling::div[contains(@class, 'werkstatt-output')][1]")
    press.click()
    page.wait_for_function("(el) => !el.hasAttribute('aria-busy') && el.textContent.trim() && "
                           "!el.querySelector('.werkstatt-busy')", arg=output.element_handle(),
                           timeout=RESULT_TIMEOUT_MS)
    return output.inner_text()


def test_loading_state_and_ready_message(werkstatt) -> None:
    page, traffic, _origin = werkstatt
    assert page.inner_text("#werkstatt-status .werkstatt-status-text") == "Die Engine ist bereit."
    # Python runs in a worker (the page never waits for it): a module worker over http, a blob
    # worker from file://.
    assert page.evaluate("HoldemEngine.mode") == "worker"
    assert traffic.blocked == []


@pytest.mark.rule("R10")
def test_r10_hand_bewerten_best_five_highlighted(werkstatt) -> None:
    page, _traffic, _origin = werkstatt
    text = run_tool(page, "hand_eval", {"Karten": "2c 3c 4d 5h 9s 9c Kd"}, "Bewerten")
    assert "Paar Neunen, Kicker König, Fünf, Vier" in text
    assert "2♣ 3♣ zählen nicht mit" in text
    highlighted = page.locator("#werkstatt-hand_eval .hd-card.hd-highlight")
    assert highlighted.count() == 5
    label = page.locator("#werkstatt-hand_eval .hd-cards").first.get_attribute("aria-label")
    assert "Pik-Neun" in label and "es zählen" in label


@pytest.mark.rule("R11")
def test_r11_hand_bewerten_showdown_with_a_board(werkstatt) -> None:
    page, _traffic, _origin = werkstatt
    text = run_tool(page, "hand_eval", {"Hole Cards": "Ah Ad\nAs Ac\nKs Kc", "Board": "2c 7h 9h Js 3c"},
                    "Vergleichen")
    assert "Spieler 1 und Spieler 2 haben gleich gute beste fünf Karten" in text
    assert "Spieler 3 (Paar Könige" in text


def test_hand_bewerten_bad_card_is_a_german_error(werkstatt) -> None:
    page, _traffic, _origin = werkstatt
    text = run_tool(page, "hand_eval", {"Karten": "Ah Kx Qh Jh Th"}, "Bewerten")
    assert "'Kx' ist keine Karte" in text
    assert page.locator("#werkstatt-hand_eval .werkstatt-error[role=alert]").count() == 1
    assert "Traceback" not in text


@pytest.mark.rule("A3")
@pytest.mark.rule("A6")
def test_a3_side_pots_from_the_cards(werkstatt) -> None:
    page, _traffic, _origin = werkstatt
    text = run_tool(page, "pots", {"Einsätze": "25, 100, 100, 100", "Ausgestiegen": "", "Button": "1",
                                   "Plätze im Showdown": "", "Hole Cards": "Ah Ad, Ks Kc, 7c 7d, 2c 2d",
                                   "Board": "2h 7h 9h Js 3c"}, "Pots berechnen")
    assert "Side Pot 1: 225 Chips, spielberechtigt Spieler 2, 3 und 4" in text
    assert "Auszahlung: Spieler 3 erhält 325 Chips." in text
    picture = page.locator("#werkstatt-pots .hd-pots").get_attribute("aria-label")
    assert picture.startswith("Hauptpot mit 100 Chips, spielberechtigt Spieler 1, Spieler 2, Spieler 3 und Spieler 4")


@pytest.mark.rule("P2")
def test_p2_side_pots_odd_chip_from_places(werkstatt) -> None:
    page, _traffic, _origin = werkstatt
    text = run_tool(page, "pots", {"Einsätze": "1, 50, 50", "Ausgestiegen": "1", "Button": "2",
                                   "Plätze im Showdown": ", 1, 1"}, "Pots berechnen")
    assert "Spieler 3 erhält 51 Chips" in text and "Spieler 2 erhält 50 Chips" in text


def test_side_pots_bad_amount_is_a_german_error(werkstatt) -> None:
    page, _traffic, _origin = werkstatt
    text = run_tool(page, "pots", {"Einsätze": "50, abc", "Plätze im Showdown": "", "Hole Cards": ""},
                    "Pots berechnen")
    assert "„abc“ ist keine ganze Zahl" in text and "10.000.000" in text


@pytest.mark.rule("P1")
def test_p1_equity_exact_on_the_flop(werkstatt) -> None:
    page, _traffic, _origin = werkstatt
    text = run_tool(page, "equity", {"Hole Cards": "As Ah\nKd Kc", "Board": "Kh 7c 2d", "Tote Karten": ""},
                    "Berechnen")
    assert "Exakt: alle 990 möglichen Boards gezählt." in text
    assert "91,4 %" in text and "8,6 %" in text
    assert page.locator("#werkstatt-equity .hd-bar-row").count() == 2


@pytest.mark.rule("P1")
def test_p1_equity_sampled_preflop_with_progress(werkstatt) -> None:
    page, _traffic, _origin = werkstatt
    text = run_tool(page, "equity", {"Hole Cards": "As Ah\nKd Kc", "Board": "", "Stichproben": "20000"},
                    "Berechnen")
    page.wait_for_function("document.querySelector('#werkstatt-equity .werkstatt-mount').dataset.state",
                           timeout=RESULT_TIMEOUT_MS)
    text = page.inner_text("#werkstatt-equity .werkstatt-output")
    assert "Geschätzt aus 20.000 zufälligen Boards" in text
    share = float(text.split("Spieler 1 (A♠ A♥): ")[1].split(" %")[0].replace(",", "."))
    assert 79.0 < share < 85.0  # exact: 82.0 %
    assert page.evaluate("document.querySelector('#werkstatt-equity progress').value") == 1


def test_equity_stop_keeps_the_interim_result(werkstatt) -> None:
    page, _traffic, _origin = werkstatt
    tool = page.locator("#werkstatt-equity")
    tool.get_by_label("Hole Cards", exact=True).fill("As Ah\nKd Kc\nQs Qh")
    tool.get_by_label("Board", exact=True).fill("")
    tool.get_by_label("Stichproben", exact=True).fill("1000000")
    tool.get_by_role("button", name="Berechnen").click()
    page.wait_for_function("document.querySelector('#werkstatt-equity progress').value > 0", timeout=RESULT_TIMEOUT_MS)
    tool.get_by_role("button", name="Stopp").click()
    page.wait_for_function("document.querySelector('#werkstatt-equity .werkstatt-mount').dataset.state === 'stopped'",
                           timeout=RESULT_TIMEOUT_MS)
    assert "Angehalten nach" in page.inner_text("#werkstatt-equity .werkstatt-output")
    assert tool.get_by_role("button", name="Berechnen").is_enabled()


def test_equity_one_hand_is_a_german_error(werkstatt) -> None:
    page, _traffic, _origin = werkstatt
    text = run_tool(page, "equity", {"Hole Cards": "As Ah", "Board": "", "Stichproben": "20000"}, "Berechnen")
    assert "erlaubt sind 2 bis 9 Hände" in text


def test_every_control_has_a_name(werkstatt) -> None:
    page, _traffic, _origin = werkstatt
    unnamed = page.evaluate("""() => [...document.querySelectorAll(
        '.werkstatt-tool input, .werkstatt-tool textarea, .werkstatt-tool button')]
        .filter(el => !(el.labels && el.labels.length) && !el.textContent.trim() && !el.getAttribute('aria-label'))
        .map(el => el.outerHTML)""")
    assert unnamed == []


@pytest.mark.rule("A3")
@pytest.mark.parametrize("origin", ORIGINS)
def test_address_preloads_the_side_pot_example(origin, site, base_url, playwright) -> None:
    """What a chapter's "In der Werkstatt öffnen" link does: the tool opens with the example."""
    query = "?tool=pots&contributions=50,100,100&folded=1&button=3&places=,1,1"
    with chromium_context(origin, playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto(page_url(origin, site, base_url, query))
        wait_ready(page)
        page.wait_for_function("document.querySelector('#werkstatt-pots .werkstatt-output').textContent"
                               ".includes('Auszahlung')", timeout=RESULT_TIMEOUT_MS)
        text = page.inner_text("#werkstatt-pots .werkstatt-output")
        assert "Hauptpot: 250 Chips" in text
        assert "Spieler 2 erhält 125 Chips, Spieler 3 erhält 125 Chips." in text
        assert page.locator("#werkstatt-pots.werkstatt-preloaded").count() == 1
        assert traffic.blocked == []


def test_phone_width_has_no_sideways_scrolling(base_url, playwright) -> None:
    with chromium_context("http", playwright=playwright, viewport={"width": 390, "height": 844}) as (context, traffic):
        page = context.new_page()
        page.goto(f"{base_url}book/werkstatt.html")
        wait_ready(page)
        page.wait_for_function("document.querySelector('#werkstatt-equity .werkstatt-mount').dataset.state",
                               timeout=RESULT_TIMEOUT_MS)
        too_wide = page.evaluate("""() => [...document.querySelectorAll('.werkstatt-tool')]
            .filter(s => s.scrollWidth > s.clientWidth + 1).map(s => s.id)""")
        assert too_wide == []
        assert traffic.blocked == []


@pytest.mark.rule("A4")
def test_a4_chapter_badge_opens_the_side_pot_example_in_the_werkstatt(site, base_url, playwright) -> None:
    """The all-in chapter's live-only side pot calculator: "In der Werkstatt öffnen" brings its
    example (20, 50, 100, 100; hands in seat order) to the Side Pots tool, computed in the browser."""
    with chromium_context("http", playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto(f"{base_url}book/all-in.html")
        link = page.locator(".holdem-live-badge a.holdem-werkstatt-link").first
        assert link.inner_text() == "In der Werkstatt öffnen"
        link.click()
        page.wait_for_url("**/book/werkstatt.html?tool=pots*")
        wait_ready(page)
        page.wait_for_function("document.querySelector('#werkstatt-pots .werkstatt-output').textContent"
                               ".includes('Auszahlung')", timeout=RESULT_TIMEOUT_MS)
        text = page.inner_text("#werkstatt-pots .werkstatt-output")
        assert "Auszahlung: Spieler 1 erhält 80 Chips, Spieler 2 erhält 90 Chips, Spieler 3 erhält 100 Chips." in text
        assert traffic.blocked == []


@pytest.mark.rule("R10")
@pytest.mark.parametrize("origin", ORIGINS)
def test_r10_engine_on_the_page_where_no_worker_starts(origin, site, base_url, playwright) -> None:
    """The fallback without a worker (forced with ?engine=page) gives the same answers."""
    with chromium_context(origin, playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto(page_url(origin, site, base_url, "?engine=page&tool=hand_eval&cards=2c+3c+4d+5h+9s+9c+Kd"))
        wait_ready(page)
        assert page.evaluate("HoldemEngine.mode") == "page"
        page.wait_for_function("document.querySelector('#werkstatt-hand_eval .werkstatt-output').textContent"
                               ".includes('Paar Neunen')", timeout=RESULT_TIMEOUT_MS)
        assert traffic.blocked == []
