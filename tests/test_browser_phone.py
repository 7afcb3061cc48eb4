"""The menu and the page contents on a phone (390 px), in Debian's chromium, offline.

On a chapter, the Werkstatt and an appendix page, from file:// and over http: a tap on the
visible ☰ opens the menu with the book's chapter list, a tap beside it closes it; the same with
the page contents (the list of this page's sections). By keyboard: Tab reaches the button with a
visible focus ring, Enter opens, Escape closes and gives the focus back, the "Schließen" button
in the drawer closes it too. A chapter in the menu can be tapped and opens. At 1366 px the same
button folds the chapter list away and brings it back.

Needs `bash tools/build-site` first (and `apt-get install chromium`); without them these tests
skip, in CI (CI=true) they fail.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from browser_helpers import chromium_context
from test_browser import PAGE_TIMEOUT_MS

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1366, "height": 900}
FOCUS_RING_PX = 2.0
# A chapter, the Werkstatt and an appendix page: the three kinds of page of the book.
PAGES = ["book/blinds.html", "book/werkstatt.html", "book/glossar.html"]
# Entries of the chapter list that every menu shows, one from each part of the book.
MENU_ENTRIES = ["Die Regeln in fünf Minuten", "1. Grundlagen", "4. Blinds", "Glossar"]

PRIMARY = ".bd-header-article .primary-toggle"
SECONDARY = ".bd-header-article .secondary-toggle"
PRIMARY_DIALOG = "#pst-primary-sidebar-modal"
SECONDARY_DIALOG = "#pst-secondary-sidebar-modal"

STATE_JS = """(sel) => {
  const d = document.querySelector(sel);
  const r = d.getBoundingClientRect();
  return {open: d.open, modal: d.matches(':modal'), left: r.left, right: r.right, width: r.width,
          links: Array.from(d.querySelectorAll('a')).filter(a => a.checkVisibility())
                      .map(a => a.innerText.trim())};
}"""

FOCUS_JS = """() => {
  const el = document.activeElement;
  const s = getComputedStyle(el);
  return {cls: String(el.className), dialog: el.closest('dialog') ? el.closest('dialog').id : null,
          text: (el.innerText || '').trim(), outline: s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth),
          expanded: el.getAttribute('aria-expanded')};
}"""


def _url(origin: str, site: Path, base_url: str, name: str) -> str:
    return (site / name).as_uri() if origin == "file" else base_url + name


def _open(page: Any, url: str) -> None:
    page.goto(url, wait_until="load", timeout=PAGE_TIMEOUT_MS)
    page.wait_for_timeout(300)  # the theme's and the site's scripts run after load


def _tap(page: Any, x: float, y: float) -> None:
    """A finger's tap (touch events, as a phone sends them), not a mouse click."""
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        cdp.detach()
    page.wait_for_timeout(350)  # the drawer slides in or out


def _tap_element(page: Any, selector: str) -> None:
    box = page.locator(selector).bounding_box()
    assert box is not None and box["width"] > 0, f"{selector} ist nicht zu sehen"
    _tap(page, box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def _state(page: Any, dialog: str) -> dict:
    return page.evaluate(STATE_JS, dialog)


def _focus_by_tab(page: Any, selector: str, limit: int = 25) -> dict:
    """Press Tab from the top of the page until ``selector`` has the focus."""
    page.evaluate("() => { document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0); }")
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("(sel) => document.activeElement === document.querySelector(sel)", selector):
            return page.evaluate(FOCUS_JS)
    raise AssertionError(f"{selector} ist nach {limit}× Tab nicht erreicht")


def _page_sections(page: Any) -> list[str]:
    """The titles of this page's sections, as the page-contents list shows them."""
    return page.evaluate("""() => Array.from(document.querySelectorAll('#pst-secondary-sidebar .page-toc a'))
        .map(a => a.textContent.replace(/\\s+/g, ' ').trim()).filter(Boolean)""")


@pytest.fixture(scope="module", params=["file", "http"])
def phone(request, playwright, site, base_url):
    with chromium_context(request.param, playwright=playwright, viewport=PHONE) as (context, traffic):
        page = context.new_page()
        yield page, request.param, traffic


@pytest.mark.parametrize("name", PAGES)
def test_menu_opens_and_closes_by_tap_on_a_phone(phone, site, base_url, name) -> None:
    page, origin, traffic = phone
    traffic.clear()
    _open(page, _url(origin, site, base_url, name))
    assert page.locator(PRIMARY).is_visible(), "Der ☰-Knopf ist auf dem Telefon nicht zu sehen"
    assert not _state(page, PRIMARY_DIALOG)["open"]

    _tap_element(page, PRIMARY)
    menu = _state(page, PRIMARY_DIALOG)
    assert menu["open"] and menu["modal"], f"{name}: ein Tipp auf ☰ öffnet das Menü nicht"
    assert menu["left"] >= 0 and menu["right"] <= PHONE["width"], f"{name}: das Menü ragt aus dem Bild: {menu}"
    for entry in MENU_ENTRIES:
        assert entry in menu["links"], f"{name}: das Menü zeigt {entry!r} nicht: {menu['links'][:12]}"
    assert page.locator(PRIMARY).get_attribute("aria-expanded") == "true"

    # A tap on the dimmed page beside the drawer closes it.
    _tap(page, (menu["right"] + PHONE["width"]) / 2, PHONE["height"] / 2)
    assert not _state(page, PRIMARY_DIALOG)["open"], f"{name}: ein Tipp neben das Menü schließt es nicht"
    assert page.locator(PRIMARY).get_attribute("aria-expanded") == "false"
    # The chapter list is back in its place (the theme moves it into the drawer and back).
    assert page.locator("#pst-primary-sidebar nav.bd-docs-nav").count() == 1

    # The "Schließen" button in the drawer closes it too.
    _tap_element(page, PRIMARY)
    assert _state(page, PRIMARY_DIALOG)["open"]
    close = f"{PRIMARY_DIALOG} .holdem-drawer-close"
    assert page.locator(close).inner_text().strip().endswith("Navigation schließen")
    _tap_element(page, close)
    assert not _state(page, PRIMARY_DIALOG)["open"], f"{name}: „Navigation schließen“ schließt das Menü nicht"
    assert page.locator(close).count() == 0, "Der Schließen-Knopf ist außerhalb der Schublade zu sehen"
    assert not page.locator("#pst-primary-sidebar .holdem-drawer-close").is_visible()

    assert not traffic.page_errors and not traffic.console_errors, traffic.page_errors + traffic.console_errors
    assert not traffic.blocked, f"Anfragen nach außen: {traffic.blocked}"


@pytest.mark.parametrize("name", PAGES)
def test_page_contents_open_and_close_by_tap_on_a_phone(phone, site, base_url, name) -> None:
    page, origin, traffic = phone
    traffic.clear()
    _open(page, _url(origin, site, base_url, name))
    sections = _page_sections(page)
    assert sections, f"{name}: die Seite hat keine Abschnitte für „Inhalt dieser Seite“"
    assert page.locator(SECONDARY).is_visible(), "Der Knopf „Inhalt dieser Seite“ ist nicht zu sehen"

    _tap_element(page, SECONDARY)
    contents = _state(page, SECONDARY_DIALOG)
    assert contents["open"] and contents["modal"], f"{name}: ein Tipp öffnet den Seiteninhalt nicht"
    assert contents["left"] >= 0 and contents["right"] <= PHONE["width"] + 1, contents
    assert sections[0] in contents["links"], f"{name}: {sections[0]!r} fehlt in {contents['links']}"
    assert page.locator(SECONDARY).get_attribute("aria-expanded") == "true"

    _tap(page, contents["left"] / 2, PHONE["height"] / 2)
    assert not _state(page, SECONDARY_DIALOG)["open"], f"{name}: ein Tipp daneben schließt den Seiteninhalt nicht"
    assert page.locator(SECONDARY).get_attribute("aria-expanded") == "false"
    assert not traffic.page_errors and not traffic.console_errors, traffic.page_errors + traffic.console_errors


@pytest.mark.parametrize("name", PAGES)
def test_menu_and_page_contents_work_by_keyboard_on_a_phone(phone, site, base_url, name) -> None:
    page, origin, traffic = phone
    traffic.clear()
    _open(page, _url(origin, site, base_url, name))
    for toggle, dialog, close_name in ((PRIMARY, PRIMARY_DIALOG, "Navigation schließen"),
                                       (SECONDARY, SECONDARY_DIALOG, "Seiteninhalt schließen")):
        focus = _focus_by_tab(page, toggle)
        assert focus["outline"] >= FOCUS_RING_PX, f"{name}: {toggle} zeigt den Fokus nicht: {focus}"

        page.keyboard.press("Enter")
        page.wait_for_timeout(350)
        assert _state(page, dialog)["open"], f"{name}: Enter auf {toggle} öffnet nichts"
        inside = page.evaluate(FOCUS_JS)
        assert inside["dialog"] == dialog.lstrip("#"), f"{name}: der Fokus ist nicht in der Schublade: {inside}"
        assert inside["outline"] >= FOCUS_RING_PX, f"{name}: der Fokus in der Schublade ist nicht zu sehen: {inside}"

        page.keyboard.press("Escape")
        page.wait_for_timeout(350)
        assert not _state(page, dialog)["open"], f"{name}: Escape schließt {dialog} nicht"
        back = page.evaluate(FOCUS_JS)
        assert page.evaluate("(sel) => document.activeElement === document.querySelector(sel)", toggle), \
            f"{name}: nach Escape ist der Fokus nicht wieder auf dem Knopf: {back}"

        # Space opens too; Tab walks inside the drawer; Enter on "Schließen" closes it.
        page.keyboard.press("Space")
        page.wait_for_timeout(350)
        assert _state(page, dialog)["open"], f"{name}: die Leertaste auf {toggle} öffnet nichts"
        if close_name not in page.evaluate(FOCUS_JS)["text"]:
            page.keyboard.press("Shift+Tab")
        focus = page.evaluate(FOCUS_JS)
        assert close_name in focus["text"], f"{name}: „{close_name}“ ist per Tastatur nicht erreichbar: {focus}"
        page.keyboard.press("Enter")
        page.wait_for_timeout(350)
        assert not _state(page, dialog)["open"], f"{name}: Enter auf „{close_name}“ schließt nicht"
        assert page.evaluate("(sel) => document.activeElement === document.querySelector(sel)", toggle)
    assert not traffic.page_errors and not traffic.console_errors, traffic.page_errors + traffic.console_errors


def test_a_chapter_tapped_in_the_menu_opens(phone, site, base_url) -> None:
    page, origin, traffic = phone
    _open(page, _url(origin, site, base_url, "book/glossar.html"))
    _tap_element(page, PRIMARY)
    link = f"{PRIMARY_DIALOG} nav.bd-docs-nav a:text-is('4. Blinds')"
    page.locator(link).scroll_into_view_if_needed()
    with page.expect_navigation(timeout=PAGE_TIMEOUT_MS):
        _tap_element(page, link)
    assert page.url.endswith("book/blinds.html"), page.url
    assert page.locator("h1").first.inner_text().strip() == "Blinds"


def test_on_a_wide_screen_the_menu_button_folds_the_chapter_list(playwright, site) -> None:
    with chromium_context("file", playwright=playwright, viewport=DESKTOP) as (context, traffic):
        page = context.new_page()
        _open(page, (site / "book/blinds.html").as_uri())
        sidebar = page.locator("#pst-primary-sidebar")
        assert sidebar.is_visible() and page.locator(PRIMARY).get_attribute("aria-expanded") == "true"
        page.click(PRIMARY)
        page.wait_for_timeout(400)
        assert not sidebar.is_visible(), "Der Knopf blendet die Kapitelliste nicht aus"
        assert not _state(page, PRIMARY_DIALOG)["open"], "Auf dem breiten Bildschirm öffnet sich keine Schublade"
        assert page.locator(PRIMARY).get_attribute("aria-expanded") == "false"
        page.click(PRIMARY)
        page.wait_for_timeout(400)
        assert sidebar.is_visible(), "Der Knopf bringt die Kapitelliste nicht zurück"
        assert page.locator(PRIMARY).get_attribute("aria-expanded") == "true"
        assert not traffic.page_errors and not traffic.console_errors
