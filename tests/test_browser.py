"""The built site and Voilà in a real browser (Debian's chromium, python playwright), offline.

Every page is opened from a local server on 127.0.0.1 with every other host unresolvable and
every other request aborted and recorded: nothing may try to leave the machine, no page may
log an error, and every embedded widget must turn into a working widget. The static widgets
are driven by their controls (no Python behind them), the site is opened from file:// too, and
one chapter runs live in Voilà, where the engine answers the reader's input.

Needs `bash tools/build-site` first (and `apt-get install chromium`): without them these tests
fail (deselect them with -m 'not browser').
"""

from __future__ import annotations

import base64
import contextlib
import json
import os
import re
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from browser_helpers import (
    ROOT,
    SITE,
    Traffic,
    chromium_context,
    voila,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
# Screenshots for a person to look at (development): HOLDEM_SCREENSHOTS=/tmp/shots pytest ...
SHOTS = os.environ.get("HOLDEM_SCREENSHOTS")
PAGE_TIMEOUT_MS = 30_000
WIDGET_TIMEOUT_MS = 30_000
LIVE_TIMEOUT_MS = 90_000  # Voilà runs the whole chapter before it shows the widgets

# Console errors that are known and harmless: regular expression -> why it is harmless. Empty:
# the site and Voilà (with tools/voila's offline template) log no error at all. A pattern only
# excuses a message; blocked requests and uncaught exceptions are checked on their own.
ALLOWED_CONSOLE: dict[str, str] = {}

# State of the widgets on the page shown now (after embed.js ran).
WIDGETS_JS = """() => {
  const views = document.querySelectorAll('script[type="VIEW"]').length;
  const areas = Array.from(document.querySelectorAll('.widget-subarea'));
  const ok = areas.filter(a => a.querySelector('.jupyter-widgets')
      && !a.textContent.includes('Error displaying widget')
      && a.getBoundingClientRect().height > 0);
  const broken = Array.from(document.images).filter(i => !(i.complete && i.naturalWidth > 0))
      .map(i => i.currentSrc.slice(0, 100));
  return {views: views, areas: areas.length, rendered: ok.length,
          errorText: (document.body ? document.body.innerText : '').includes('Error displaying widget'),
          broken: broken};
}""".replace("VIEW", WIDGET_VIEW)

# The page a stepper shows now: its direct .holdem-stepper-pages child holds only the selected page.
SHOWN_PAGE_JS = """st => {
  const pages = Array.from(st.children).find(c => c.classList.contains('holdem-stepper-pages'));
  const shown = Array.from(pages.children).filter(c => c.offsetParent !== null);
  const imgs = shown.flatMap(c => Array.from(c.querySelectorAll('img')));
  return {count: shown.length, text: shown.map(c => c.innerText).join('\\n'),
          img: imgs.map(i => i.currentSrc), loaded: imgs.every(i => i.complete && i.naturalWidth > 0)};
}"""


def _shot(page: Any, name: str, **options: Any) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"), **options)


def toc_pages() -> list[str]:
    """The pages of _toc.yml as paths of the built site (book/intro -> book/intro.html)."""
    source = SITE.parent.parent / "_toc.yml"  # the table of contents the site was built from
    toc = yaml.safe_load((source if source.is_file() else ROOT / "_toc.yml").read_text(encoding="utf-8"))
    files = [toc["root"]]

    def walk(entries: list[dict]) -> None:
        for entry in entries:
            if "file" in entry:
                files.append(entry["file"])
            walk(entry.get("sections", []))

    for part in toc.get("parts", [{"chapters": toc.get("chapters", [])}]):
        walk(part.get("chapters", []))
    return [re.sub(r"\.(md|ipynb)$", "", f) + ".html" for f in files]


def site_pages(site: Path) -> list[str]:
    """Every page of the table of contents, plus what else the site holds as a page (index,
    genindex, search); not the theme's snippets under _static or the _sources."""
    found = {p.relative_to(site).as_posix() for p in site.rglob("*.html")
             if not p.relative_to(site).parts[0].startswith("_")}
    return sorted(set(toc_pages()) | found)


@pytest.fixture(scope="module")
def browser(site: Path, playwright):
    """One chromium for the http tests of this module: (context, traffic)."""
    with chromium_context("http", playwright=playwright) as (context, traffic):
        yield context, traffic


@pytest.fixture
def http(browser):
    """A fresh tab and an empty record of what it did wrong."""
    context, traffic = browser
    traffic.clear()
    page = context.new_page()
    page.set_default_timeout(WIDGET_TIMEOUT_MS)
    yield page, traffic
    page.close()


def unexplained(messages: list[str]) -> list[str]:
    return [m for m in messages if not any(re.search(p, m) for p in ALLOWED_CONSOLE)]


def assert_clean(traffic: Traffic, where: str) -> None:
    assert traffic.blocked == [], f"{where}: Anfragen, die 127.0.0.1 verlassen wollten: {traffic.blocked}"
    assert traffic.page_errors == [], f"{where}: JavaScript-Fehler: {traffic.page_errors}"
    assert unexplained(traffic.console_errors) == [], f"{where}: Konsolenfehler: {traffic.console_errors}"
    assert traffic.failed == [], f"{where}: lokale Dateien fehlen: {traffic.failed}"


def rendered_widgets(page: Any, name: str) -> list[str]:
    """Waits until every embedded widget view of the page has become a widget; returns what is
    wrong (empty when all is well)."""
    with contextlib.suppress(PlaywrightTimeout):  # the state below says what is missing
        page.wait_for_function(f"() => {{ const s = ({WIDGETS_JS})(); return s.rendered >= s.views; }}",
                               timeout=WIDGET_TIMEOUT_MS)
    state = page.evaluate(WIDGETS_JS)
    problems = []
    if state["rendered"] < state["views"]:
        problems.append(f"{name}: {state['rendered']} von {state['views']} Widgets dargestellt")
    if state["errorText"]:
        problems.append(f"{name}: 'Error displaying widget' auf der Seite")
    if state["broken"]:
        problems.append(f"{name}: Bilder ohne Inhalt: {state['broken']}")
    return problems


# ------------------------------------------------------------------------------------ every page


# Every page from 127.0.0.1, offline, with its widgets: checked in the same visit as axe-core
# (tests/test_browser_access.py::test_every_page_offline_with_its_widgets_and_axe_finds_no_serious_problem_light_and_dark).


# ------------------------------------------------------------------------------ static widgets


def stepper_with(page: Any, control: str) -> Any:
    """The innermost stepper whose own control is ``control`` (a CSS class such as .widget-play)."""
    return page.locator(f".holdem-stepper:has(> {control})")


def shown(stepper: Any) -> dict:
    state = stepper.evaluate(SHOWN_PAGE_JS)
    assert state["count"] == 1, "ein Stack zeigt genau eine Seite"
    return state


@pytest.mark.rule("R1")
def test_R1_ranking_toggle_shows_the_picked_category_with_its_picture(base_url, http) -> None:
    from holdem.ranking import HandCategory
    from holdem.widgets.ranking import example_value

    page, traffic = http
    page.goto(base_url + "book/rangfolge.html", timeout=PAGE_TIMEOUT_MS)
    toggles = page.locator(".widget-toggle-buttons").filter(
        has=page.get_by_role("button", name=HandCategory.STRAIGHT.german, exact=True))
    stepper = page.locator(".holdem-stepper").filter(has=toggles).last
    stepper.locator("img").first.wait_for()
    before = shown(stepper)
    straight = example_value(HandCategory.STRAIGHT).text
    assert straight not in before["text"]
    toggles.first.get_by_role("button", name=HandCategory.STRAIGHT.german, exact=True).click()
    page.wait_for_function(f"st => ({SHOWN_PAGE_JS})(st).text.includes({straight!r})",
                           arg=stepper.element_handle(), timeout=10_000)
    after = shown(stepper)
    assert after["img"] and after["loaded"], "die Seite der Kategorie zeigt kein Bild"
    assert after["img"] != before["img"], "das Bild hat sich nicht geändert"
    _shot(stepper, "rangfolge-strasse")
    assert_clean(traffic, "rangfolge.html")


def test_hand_player_slider_moves_to_the_next_step_with_a_new_picture(site, base_url, http) -> None:
    if not (site / "book" / "ganze-hand.html").is_file():
        pytest.fail("book/ganze-hand.html fehlt: der Hand-Player muss in der gebauten Website sein",
                    pytrace=False)
    page, traffic = http
    page.goto(base_url + "book/ganze-hand.html", timeout=PAGE_TIMEOUT_MS)
    stepper = page.locator(".holdem-hand-player").first.locator(".holdem-stepper:has(> .widget-play)").first
    stepper.locator("img").first.wait_for()
    first = shown(stepper)
    match = re.search(r"Schritt 1 von (\d+)", first["text"])
    assert match, f"Schritt 1 wird nicht angezeigt: {first['text'][:200]!r}"
    total = int(match.group(1))
    assert total >= 3
    # The slider, as a reader moves it (keyboard on the handle); jslink turns the stack.
    handle = stepper.locator(":scope > .widget-slider .noUi-handle")
    handle.focus()
    handle.press("ArrowRight")
    page.wait_for_function(f"st => ({SHOWN_PAGE_JS})(st).text.includes('Schritt 2 von {total}')",
                           arg=stepper.element_handle(), timeout=10_000)
    second = shown(stepper)
    assert second["loaded"] and second["img"] and second["img"] != first["img"], "das Bild bleibt gleich"
    assert second["text"] != first["text"]
    _shot(stepper, "hand-player-schritt-2")
    handle.press("End")
    page.wait_for_function(f"st => ({SHOWN_PAGE_JS})(st).text.includes('Schritt {total} von {total}')",
                           arg=stepper.element_handle(), timeout=10_000)
    # Play from the start: the Play button moves the hand on by itself.
    handle.press("Home")
    page.wait_for_function(f"st => ({SHOWN_PAGE_JS})(st).text.includes('Schritt 1 von {total}')",
                           arg=stepper.element_handle(), timeout=10_000)
    stepper.locator(":scope > .widget-play button").first.click()
    page.wait_for_function(f"st => ({SHOWN_PAGE_JS})(st).text.includes('Schritt 2 von {total}')",
                           arg=stepper.element_handle(), timeout=10000)
    assert_clean(traffic, "ganze-hand.html")


# ---------------------------------------------------------------------------------- file://


def test_site_works_from_file_url_without_any_other_request(site, playwright) -> None:
    """index.html and a chapter with widgets straight from the disk: no server, no internet."""
    chapter = "book/wettrunden.html"
    with chromium_context("file", playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.set_default_timeout(WIDGET_TIMEOUT_MS)
        page.goto((site / "index.html").as_uri(), timeout=PAGE_TIMEOUT_MS)
        # index.html forwards to the first page; its links into the book work from the disk too.
        page.wait_for_url("**/book/intro.html", timeout=PAGE_TIMEOUT_MS)
        page.locator(".bd-sidebar-primary a[href$='.html']").last.click()
        page.wait_for_load_state("load")
        assert page.url.startswith("file://") and not page.url.endswith("intro.html"), page.url
        page.goto((site / chapter).as_uri(), timeout=PAGE_TIMEOUT_MS)
        assert page.locator(f'script[type="{WIDGET_VIEW}"]').count() >= 1
        problems = rendered_widgets(page, chapter)
        # A static control still turns its stack without Python (the last toggle on the page).
        stepper = stepper_with(page, ".widget-toggle-buttons").last
        before = shown(stepper)
        stepper.locator(":scope > .widget-toggle-buttons button").last.click()
        page.wait_for_function(f"([st, t]) => ({SHOWN_PAGE_JS})(st).text !== t",
                               arg=[stepper.element_handle(), before["text"]], timeout=10_000)
        _shot(page, "file-wettrunden")
        assert problems == [], problems
    assert_clean(traffic, "Website über file://")


# ---------------------------------------------------------------------------------- Voilà live


def _solution_count(notebook: Path) -> int:
    """How many exercise solutions (```{solution} fences) the notebook's markdown cells hold."""
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    return sum("".join(c["source"]).count("```{solution}") for c in cells if c["cell_type"] == "markdown")


# The columns pot, chips, eligible and winners of a pots table, found by their heads (the table
# shows the winners right after the pot).
POT_COLUMNS_JS = ("t => { const heads = Array.from(t.tHead.rows[0].cells).map(c => c.innerText.trim());"
                  " const at = ['Pot', 'Chips', 'spielberechtigt', 'Gewinner'].map(h => heads.indexOf(h));"
                  " return Array.from(t.tBodies[0].rows).map(r => at.map(i => r.cells[i].innerText.trim())); }")


def pot_rows(calculator: Any) -> list[list[str]]:
    """The columns pot, chips, eligible and winners of the calculator's table."""
    return calculator.locator("table.holdem-pots").evaluate(POT_COLUMNS_JS)


@pytest.mark.rule("A4")
def test_A4_voila_side_pot_calculator_answers_live_from_the_engine(playwright) -> None:
    """Voilà runs the chapter "all-in" with a kernel; the reader types new contributions and a
    new order of hands into the side-pot calculator and sees the engine's pots."""
    from holdem.errors import HoldemError
    from holdem.pots import seats_label
    from holdem.widgets.sidepots import SidePotCalculator, calculate, parse_contributions, parse_ranking

    notebook = ROOT / "book" / "all-in.ipynb"
    contributions, ranking, button = "10, 60, 60, 100", "2 > 1 > 4 > 3", 4
    chips = parse_contributions(contributions)
    expected = calculate(chips, frozenset(), parse_ranking(ranking, len(chips)), button - 1)
    want_png = SidePotCalculator(contributions=contributions, ranking=ranking, button=button).picture.value
    started = time.monotonic()
    with voila(notebook) as url, chromium_context("http", playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.set_default_timeout(LIVE_TIMEOUT_MS)
        page.goto(url, timeout=LIVE_TIMEOUT_MS)
        amounts = page.get_by_label("Einsätze (Spieler 1, 2, …):")
        amounts.wait_for(timeout=LIVE_TIMEOUT_MS)
        order = page.get_by_label("Rangfolge (beste zuerst):")
        # The calculator: the innermost box around its fields (the chapter has other pot tables).
        calculator = page.locator(".widget-vbox").filter(has=amounts).last
        before = pot_rows(calculator)
        picture = calculator.locator(":scope > .widget-image")
        assert picture.get_attribute("src"), "das Bild des Rechners fehlt"
        order.fill(ranking)
        amounts.fill(contributions)
        amounts.press("Enter")
        want = [[pa.pot.name, str(pa.pot.amount), seats_label(pa.pot.eligible), seats_label(pa.winners)]
                for pa in expected.award.awards]
        try:
            page.wait_for_function(
                "([box, want]) => { const t = box.querySelector('table.holdem-pots'); if (!t) return false;"
                f" const rows = ({POT_COLUMNS_JS})(t); return JSON.stringify(rows) === JSON.stringify(want); }}",
                arg=[calculator.element_handle(), want], timeout=20_000)
            # The picture follows the table (it is drawn after it): it must become the very PNG
            # the widget draws for this input in this process (the drawing is deterministic).
            page.wait_for_function(
                "async ([img, want]) => { if (!img.src.startsWith('blob:') || !img.complete) return false;"
                " const bytes = new Uint8Array(await (await fetch(img.src)).arrayBuffer());"
                " let s = ''; for (const b of bytes) s += String.fromCharCode(b); return btoa(s) === want; }",
                arg=[picture.element_handle(), base64.b64encode(want_png).decode()], timeout=20_000)
        finally:
            _shot(calculator, "voila-seitenpots")
            picture.scroll_into_view_if_needed()  # Voilà scrolls in a box: shoot the picture in view
            _shot(picture, "voila-seitenpots-bild")
        rows = pot_rows(calculator)
        assert rows == want and rows != before
        # No chip created or lost: the pots hold what was put in, except the 40 chips of
        # Spieler 4 nobody called, which go back to him (A7) and are explained below the table.
        assert expected.layout.returned == {3: 40}
        assert sum(int(r[1]) for r in rows) + 40 == sum(chips)
        shown_text = calculator.inner_text()
        assert all(line in shown_text for line in expected.layout.explain()), shown_text
        # Bad input: the engine's German message in the widget, never a traceback.
        with pytest.raises(HoldemError) as rejected:
            parse_contributions("10, zehn")
        message = rejected.value.message
        amounts.fill("10, zehn")
        amounts.press("Enter")
        error_box = calculator.locator(".holdem-error").filter(has_text=message[:40])
        error_box.wait_for(timeout=20_000)
        assert "Fehler" in error_box.inner_text()
        assert page.locator("text=Traceback").count() == 0
        assert calculator.locator("table.holdem-pots").count() == 0, "bei falscher Eingabe keine Pots"
        _shot(calculator, "voila-fehler")
        # The chapter's MyST markup is tidied by the offline template: no raw roles, and the
        # exercises' solutions are closed boxes, as in the built book.
        prose = page.locator("#rendered_cells").inner_text()
        for raw in ("{rule}", "{term}", "{doc}", "{admonition}", "{exercise}", "{solution}", ":label:"):
            assert raw not in prose, f"rohes MyST-Markup {raw} in Voilà sichtbar"
        solutions = page.locator("details.holdem-solution")
        assert solutions.count() == _solution_count(notebook) > 0
        assert not solutions.first.evaluate("d => d.open"), "Lösungen sind zu Beginn zugeklappt"
    print(f"\nVoilà: {time.monotonic() - started:.1f} s; blockiert: {len(traffic.blocked)}; "
          f"Konsolenfehler: {len(traffic.console_errors)}")
    assert_clean(traffic, "Voilà")
