"""Projector mode ("Beamer") of the static site, in Debian's chromium, offline.

A teacher shows a chapter on a projector at 1280×720 CSS px (the back row reads it): the
"Beamer" switch in the page header is reached and pressed by keyboard (visible focus ring);
then body text, the widgets' prose and the engine's text and tables are at least 20 px, the
smallest label of every picture at least 16 px on the screen (the picture's PNG names its
smallest font), captions at least 20 px, and nothing scrolls sideways, also at 1920×1080. The
mode survives a reload, axe-core finds nothing serious in it (light and dark), the address
?beamer=1 turns it on (a bookmark) and ?beamer=0 off, the Werkstatt's large type comes with it,
and pressing the switch again restores every size. Also: one search field at 1280 and 1366 px.

Needs `bash tools/build-site` first (and `apt-get install chromium`).
"""

from __future__ import annotations

from typing import Any

from browser_helpers import chromium_context
from test_browser import PAGE_TIMEOUT_MS, rendered_widgets
from test_browser_access import AXE_RUN_JS, AXE_WCAG, axe_source

PROJECTOR = {"width": 1280, "height": 720}
LARGE = {"width": 1920, "height": 1080}
CHAPTER = "book/all-in.html"  # a figure, widgets with pictures, engine text and tables
SWITCH = ".bd-header-article .holdem-projector-switch"
TEXT_PX = 20.0
LABEL_PX = 16.0
FOCUS_RING_PX = 2.0

# The smallest computed font size of each kind of text that is visible in the article, and the
# smallest label of each picture as shown (its PNG's smallest font × shown width / PNG width).
SIZES_JS = """() => {
  const sizes = sel => Array.from(document.querySelectorAll(sel)).filter(e => e.checkVisibility()
      && e.innerText.trim()).map(e => parseFloat(getComputedStyle(e).fontSize));
  const least = sel => { const s = sizes(sel); return s.length ? Math.min(...s) : null; };
  const pictures = Array.from(document.querySelectorAll('.bd-article img[data-holdem-font-px]'))
    .filter(img => img.checkVisibility() && img.clientWidth > 0);
  return {
    prose: least('.bd-article section > p'),
    widget: least('.bd-article .widget-html-content'),
    engine: least('.bd-article .holdem-output p, .bd-article .holdem-output li, .bd-article table.holdem-table td'),
    caption: least('.bd-article figcaption'),
    labels: pictures.map(img => +(Number(img.dataset.holdemFontPx) * img.clientWidth / img.naturalWidth).toFixed(1)),
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    scrolling: Array.from(document.querySelectorAll('.holdem-overflowing')).filter(e => e.checkVisibility()).length,
    on: document.documentElement.classList.contains('holdem-projector'),
    pressed: document.querySelector('.holdem-projector-switch').getAttribute('aria-pressed'),
    chapters: document.getElementById('pst-primary-sidebar').checkVisibility({visibilityProperty: true}),
  };
}"""

# Every picture has told its smallest font (holdem-site.js reads the PNG) and is laid out.
PICTURES_READY_JS = """() => Array.from(document.querySelectorAll('.bd-article img'))
  .filter(img => img.checkVisibility() && /png/.test(img.currentSrc))
  .every(img => img.complete && img.dataset.holdemFontPx)"""

FOCUS_JS = """() => { const el = document.activeElement; const s = getComputedStyle(el);
  return {switch: el.classList.contains('holdem-projector-switch'),
          ring: s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth)}; }"""

SEARCH_FIELDS_JS = """() => Array.from(document.querySelectorAll('.search-button-field'))
  .filter(e => e.checkVisibility()).length"""


def _open(page: Any, url: str) -> dict:
    page.goto(url, wait_until="load", timeout=PAGE_TIMEOUT_MS)
    assert rendered_widgets(page, url) == []
    return _sizes(page)


def _sizes(page: Any) -> dict:
    page.wait_for_function(PICTURES_READY_JS, timeout=10_000)
    page.wait_for_timeout(400)  # layout after the pictures' widths are set
    return page.evaluate(SIZES_JS)


def _assert_readable(sizes: dict, where: str) -> None:
    assert sizes["on"] and sizes["pressed"] == "true", where
    for kind in ("prose", "widget", "engine", "caption"):
        assert sizes[kind] is not None and sizes[kind] >= TEXT_PX, f"{where}: {kind} {sizes[kind]} px"
    assert sizes["labels"] and min(sizes["labels"]) >= LABEL_PX, f"{where}: Beschriftungen {sizes['labels']}"
    assert sizes["sideways"] <= 0 and sizes["scrolling"] == 0, f"{where}: seitlich scrollbar {sizes}"


def _press_by_keyboard(page: Any, key: str) -> None:
    """From the menu button beside it, Tab reaches the switch (with a focus ring); ``key`` presses it."""
    page.focus(".bd-header-article .primary-toggle")
    for _ in range(6):
        page.keyboard.press("Tab")
        focus = page.evaluate(FOCUS_JS)
        if focus["switch"]:
            break
    assert focus["switch"], "Tab erreicht den Beamer-Schalter nicht"
    assert focus["ring"] >= FOCUS_RING_PX, f"kein sichtbarer Fokusrahmen am Beamer-Schalter ({focus['ring']} px)"
    page.keyboard.press(key)


def test_projector_mode_large_text_and_pictures_no_sideways_scrolling_kept_and_undone(
        site, base_url, playwright) -> None:
    source = axe_source()
    with chromium_context("http", playwright=playwright, viewport=PROJECTOR) as (context, traffic):
        page = context.new_page()
        before = _open(page, base_url + CHAPTER)
        assert not before["on"] and before["pressed"] == "false" and before["chapters"]
        # The finding: widget prose 13 px, labels about 10 px on a projector.
        assert before["widget"] < TEXT_PX and min(before["labels"]) < LABEL_PX, before
        assert page.evaluate(SEARCH_FIELDS_JS) == 1, "zwei Suchfelder bei 1280 px"
        assert page.get_by_role("button", name="Beamer", exact=True).count() == 1

        _press_by_keyboard(page, "Enter")
        on = _sizes(page)
        _assert_readable(on, "1280×720")
        assert not on["chapters"], "die Kapitelliste bleibt im Beamer-Modus neben dem Text"

        page.reload(wait_until="load")
        assert rendered_widgets(page, CHAPTER) == []
        _assert_readable(_sizes(page), "nach dem Neuladen")

        page.add_script_tag(content=source)
        problems = []
        for mode in ("light", "dark"):
            page.emulate_media(color_scheme=mode)
            page.wait_for_function("m => document.documentElement.dataset.theme === m", arg=mode, timeout=5000)
            page.wait_for_timeout(500)
            problems += [f"{mode}: {v}" for v in page.evaluate(AXE_RUN_JS, AXE_WCAG)]
        assert problems == [], "\n".join(problems)
        page.emulate_media(color_scheme="light")

        page.set_viewport_size(LARGE)
        _assert_readable(_sizes(page), "1920×1080")
        page.set_viewport_size({"width": 1366, "height": 768})
        assert page.evaluate(SEARCH_FIELDS_JS) == 1, "zwei Suchfelder bei 1366 px"

        page.set_viewport_size(PROJECTOR)
        _press_by_keyboard(page, " ")
        after = _sizes(page)
        assert after == before, f"Aus stellt nicht alles zurück:\nvorher {before}\nnachher {after}"

        # A bookmark with ?beamer=1 turns it on (and keeps it), ?beamer=0 off; the Werkstatt's own
        # large type comes with the site's switch (one switch on the page, not two).
        page.goto(base_url + "book/werkstatt.html?beamer=1", wait_until="load", timeout=PAGE_TIMEOUT_MS)
        page.wait_for_timeout(300)
        state = page.evaluate("""() => ({classes: document.documentElement.className,
            switches: document.querySelectorAll('.holdem-projector-switch').length,
            old: document.querySelectorAll('.werkstatt-projector-switch').length,
            text: parseFloat(getComputedStyle(document.querySelector('.bd-article section > p')).fontSize)})""")
        assert "holdem-projector" in state["classes"] and "werkstatt-projector" in state["classes"], state
        assert state["switches"] == 1 and state["old"] == 0 and state["text"] >= TEXT_PX, state
        page.goto(base_url + CHAPTER + "?beamer=0", wait_until="load", timeout=PAGE_TIMEOUT_MS)
        assert page.evaluate("document.documentElement.classList.contains('holdem-projector')") is False
        assert traffic.blocked == [] and traffic.page_errors == [], (traffic.blocked, traffic.page_errors)
