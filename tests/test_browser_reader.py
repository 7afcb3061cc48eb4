"""The built site as a reader meets it, in Debian's chromium, offline, at 1366×900 and 390×844.

On every chapter page: no code input visible without a click, no engine text wider than its box
(1366 px), no page wider than the phone (390 px), every enabled widget control changes what the
page shows when clicked (or it sits in a live-only box and is disabled), and the printed page has
nothing wider than A4. Search finds the glossary's synonyms, also from file://.

Needs `bash tools/build-site` first (and `apt-get install chromium`); without them these tests
fail (deselect them with -m 'not browser').
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import chromium_context
from test_browser import PAGE_TIMEOUT_MS, rendered_widgets, toc_pages

DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}
# A4 minus the print stylesheet's margins (12 mm left and right), in CSS pixels (96 per inch).
PRINT_WIDTH_PX = round((210 - 2 * 12) / 25.4 * 96)


def chapter_pages() -> list[str]:
    """The pages built from notebooks: the chapters with code, outputs and widgets."""
    root = Path(__file__).resolve().parent.parent
    return [p for p in toc_pages() if (root / p.replace(".html", ".ipynb")).is_file()]


# Visible code inputs: a cell input whose box is on screen (not inside a closed <details>).
CODE_JS = """() => Array.from(document.querySelectorAll('.cell_input'))
  .filter(el => !el.closest('details:not([open])') && el.checkVisibility()
                && el.getBoundingClientRect().height > 0).length"""

# Text in outputs that is wider than its box: a <pre> or text block that scrolls or sticks out,
# and boxes that scroll sideways at all (at 1366 px nothing may need to).
WIDE_TEXT_JS = """() => {
  const out = [];
  const describe = el => el.tagName.toLowerCase() + '.' + String(el.className).split(' ')[0] + ': '
      + (el.innerText || '').trim().slice(0, 60);
  for (const box of document.querySelectorAll('.cell_output')) {
    if (box.offsetParent === null) continue;
    const limit = box.getBoundingClientRect().right + 1;
    for (const el of box.querySelectorAll('pre, p, li, td, th, .widget-html-content, .holdem-table-box, .holdem-scroll-x')) {
      if (el.offsetParent === null) continue;
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        out.push('scrollt seitlich: ' + describe(el));
      else if (el.getBoundingClientRect().right > limit)
        out.push('ragt heraus: ' + describe(el));
    }
  }
  return out.slice(0, 8);
}"""

# Sentences (not tables, not pictures) that reach beyond the screen on a phone.
PHONE_JS = """() => {
  const vw = document.documentElement.clientWidth;
  const bad = Array.from(document.querySelectorAll('.bd-article p, .bd-article li'))
    .filter(el => el.offsetParent !== null && !el.closest('td, th, .holdem-table-box, pre')
                  && el.getBoundingClientRect().right > vw + 1)
    .map(el => el.innerText.trim().slice(0, 60));
  return {width: document.documentElement.scrollWidth, sentences: bad.slice(0, 5)};
}"""

# Buttons whose label does not fit ("Aussteigen (F…"): text wider than the button.
TRUNCATED_JS = """() => Array.from(document.querySelectorAll('.cell_output button'))
  .filter(b => b.offsetParent !== null && (b.scrollWidth > b.clientWidth + 1
               || getComputedStyle(b).textOverflow === 'ellipsis' && b.scrollWidth > b.clientWidth))
  .map(b => b.innerText.trim()).slice(0, 5)"""

# The "Nur live" forms on a wide screen: every field on its label's line, and fields under labels
# of one width start where the others do ("Button bei Spieler:" once dropped under its label).
FORM_LINES_JS = """() => {
  const bad = [], starts = new Map(), boxes = [];
  for (const label of document.querySelectorAll('.holdem-live-only :is(.widget-text, .widget-textarea) > .widget-label')) {
    const field = label.parentElement.querySelector(':scope > input, :scope > textarea');
    if (!field || label.offsetParent === null || !label.textContent.trim()) continue;
    const l = label.getBoundingClientRect(), f = field.getBoundingClientRect();
    if (f.top >= l.bottom - 1) bad.push('Feld unter seinem Label: ' + label.textContent.trim());
    const box = label.parentElement.parentElement;
    if (!boxes.includes(box)) boxes.push(box);
    const column = boxes.indexOf(box) + '/' + Math.round(l.left) + '/' + Math.round(l.width);
    starts.set(column, [...(starts.get(column) || []), [label.textContent.trim(), Math.round(f.left)]]);
  }
  for (const rows of starts.values())
    if (new Set(rows.map(r => r[1])).size > 1) bad.push('Felder nicht bündig: ' + rows.map(r => r.join(' @ ')).join('; '));
  return bad;
}"""

# Every widget control that looks clickable: [kind, index among its kind, disabled?, in live-only box?]
CONTROLS_JS = """() => {
  const found = [];
  const all = document.querySelectorAll('.cell_output .jupyter-widgets button, .cell_output .jupyter-widgets input,'
      + ' .cell_output .jupyter-widgets select, .cell_output .jupyter-widgets textarea, .cell_output .noUi-handle');
  const outputs = Array.from(document.querySelectorAll('.cell_output'));
  all.forEach((el, i) => {
    if (el.offsetParent === null) return;
    el.setAttribute('data-holdem-control', String(i));
    const disabled = el.disabled || el.getAttribute('disabled') !== null
        || (el.closest('.noUi-target') && el.closest('.noUi-target').hasAttribute('disabled'));
    found.push({id: String(i), tag: el.tagName.toLowerCase(), type: el.type || '',
                cls: String(el.className), text: (el.innerText || el.value || '').trim().slice(0, 40),
                disabled: !!disabled, liveOnly: !!el.closest('.holdem-live-only'),
                pressed: el.classList.contains('mod-active'), widget: outputs.indexOf(el.closest('.cell_output'))});
  });
  return found;
}"""

# What the widget around a control shows: its visible text and pictures (not which button is
# highlighted: a toggle that only lights up while the content stays is a dead control).
SHOWN_JS = """box => {
  const imgs = Array.from(box.querySelectorAll('img')).filter(i => i.offsetParent !== null)
      .map(i => i.currentSrc.length + ':' + i.currentSrc.slice(-40));
  return box.innerText + '\\n' + imgs.join(',');
}"""


def _open(page: Any, url: str, name: str) -> list[str]:
    page.goto(url + name, wait_until="load", timeout=PAGE_TIMEOUT_MS)
    problems = rendered_widgets(page, name)
    page.wait_for_timeout(300)  # holdem-site.js marks live-only boxes right after the widgets appear
    return problems


def _changes_page(page: Any, control: dict) -> bool | None:
    """True if a click (a key on a slider) changed what the widget shows; None if the control is
    no longer on the page (an earlier click turned to another page of its widget)."""
    el = page.locator(f'[data-holdem-control="{control["id"]}"]')
    if el.count() == 0 or not el.is_visible():
        return None
    # The widget's output box: a control inside a page may be drawn anew when the page turns.
    box = el.evaluate_handle("e => e.closest('.cell_output') || document.body")
    before = box.evaluate(SHOWN_JS)
    if "noUi-handle" in control["cls"]:
        el.focus()
        el.press("ArrowRight")
        if box.evaluate(SHOWN_JS) == before:
            el.press("ArrowLeft")
    else:
        el.click()
    try:
        page.wait_for_function(f"([box, b]) => ({SHOWN_JS})(box) !== b", arg=[box, before], timeout=4000)
    except Exception:
        return False
    if el.count() and el.evaluate("e => !!e.closest('.widget-play') && !e.previousElementSibling"):
        el.click()  # the Play button that started playing pauses again (the page then holds still)
    return True


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1366", "390"])
def test_every_chapter_reads_without_code_and_fits_its_width(site, base_url, playwright, viewport) -> None:
    problems: list[str] = []
    with chromium_context("http", playwright=playwright, viewport=viewport) as (context, traffic):
        page = context.new_page()
        for name in chapter_pages():
            problems += _open(page, base_url, name)
            if page.evaluate(CODE_JS):
                problems.append(f"{name}: {page.evaluate(CODE_JS)} Code-Zellen sichtbar")
            # One click on a toggle shows the code, a second hides it again.
            toggle = page.locator("details.hide.above-input > summary").first
            if toggle.count():
                toggle.click()
                try:
                    page.wait_for_function(f"() => ({CODE_JS})() === 1", timeout=3000)
                except Exception:
                    problems.append(f"{name}: „Code anzeigen“ zeigt den Code nicht")
                toggle.click()
                page.wait_for_function(f"() => ({CODE_JS})() === 0", timeout=3000)
            problems += [f"{name}: Knopf abgeschnitten: {b}" for b in page.evaluate(TRUNCATED_JS)]
            if viewport is DESKTOP:
                problems += [f"{name}: {w}" for w in page.evaluate(WIDE_TEXT_JS)]
                problems += [f"{name}: {w}" for w in page.evaluate(FORM_LINES_JS)]
            else:
                phone = page.evaluate(PHONE_JS)
                if phone["width"] > PHONE["width"]:
                    problems.append(f"{name}: Seite ist {phone['width']} px breit")
                problems += [f"{name}: Satz ragt über den Rand: {s}" for s in phone["sentences"]]
        assert traffic.page_errors == [], traffic.page_errors
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1366", "390"])
def test_every_enabled_widget_control_changes_the_page(site, base_url, playwright, viewport) -> None:
    """On the laptop every control is clicked; on the phone (the same widgets, narrower) the first
    clickable control of each widget, to see that the narrow layout leaves it working."""
    problems: list[str] = []
    clicked = disabled = 0
    with chromium_context("http", playwright=playwright, viewport=viewport) as (context, traffic):
        page = context.new_page()
        for name in chapter_pages():
            problems += _open(page, base_url, name)
            tried: set[int] = set()
            for control in page.evaluate(CONTROLS_JS):
                where = f"{name}: {control['tag']} „{control['text']}“"
                if control["disabled"]:
                    disabled += 1
                    # A stepper's Zurück on its first step (and Weiter on its last) is disabled on
                    # purpose; every other greyed-out control must say why ("Nur live").
                    if not control["liveOnly"] and control["text"] not in ("Zurück", "Weiter"):
                        problems.append(f"{where} ist ausgegraut, trägt aber kein „Nur live“")
                    continue
                if control["tag"] in ("input", "textarea", "select") and control["type"] != "checkbox":
                    problems.append(f"{where}: Eingabefeld ohne Python aktiv")
                    continue
                if control["pressed"] and "widget-toggle-button" in control["cls"]:
                    continue  # the toggle that is already chosen: clicking it keeps the page, as it should
                if viewport is PHONE and control["widget"] in tried:
                    continue
                tried.add(control["widget"])
                changed = _changes_page(page, control)
                clicked += changed is not None
                if changed is False:
                    problems.append(f"{where}: Klick ändert nichts")
        assert traffic.page_errors == [], traffic.page_errors
    print(f"\n{clicked} Bedienelemente angeklickt, {disabled} ausgegraut (nur live)")
    assert problems == [], "\n".join(problems)
    assert clicked > (30 if viewport is DESKTOP else 15) and disabled > 5


def test_printed_chapters_fit_a4(site, base_url, playwright) -> None:
    """Print media at the width of an A4 page's text: nothing wider; page.pdf() prints A4 pages."""
    from pypdf import PdfReader

    problems: list[str] = []
    viewport = {"width": PRINT_WIDTH_PX, "height": 1100}
    with chromium_context("http", playwright=playwright, viewport=viewport) as (context, _traffic):
        page = context.new_page()
        for name in chapter_pages():
            problems += _open(page, base_url, name)
            page.emulate_media(media="print")
            wide = page.evaluate("""w => Array.from(document.querySelectorAll('body *'))
                .filter(el => el.offsetParent !== null && el.getBoundingClientRect().right > w + 1)
                .map(el => el.tagName + '.' + String(el.className).split(' ')[0]).slice(0, 5)""", PRINT_WIDTH_PX)
            if wide:
                problems.append(f"{name}: im Druck breiter als A4: {wide}")
            hidden_code = page.evaluate(CODE_JS)
            if hidden_code:
                problems.append(f"{name}: {hidden_code} Code-Zellen im Druck")
            if name.endswith(("all-in.html", "ganze-hand.html")):
                pdf = PdfReader(io.BytesIO(page.pdf(format="A4", print_background=True,
                                                    prefer_css_page_size=True)))
                box = pdf.pages[0].mediabox
                assert (round(float(box.width)), round(float(box.height))) == (595, 842), name
                assert len(pdf.pages) >= 3
            page.emulate_media(media="screen")
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("origin", ["http", "file"])
def test_search_finds_a_synonym_with_snippets_without_table_rules(site, base_url, playwright, origin) -> None:
    """"Seitentopf" is not a word of the book; the glossary's Side Pot is: the search finds the
    chapter on side pots, with a snippet of text (also from file://, where pages cannot be fetched)."""
    with chromium_context(origin, playwright=playwright, viewport=DESKTOP) as (context, traffic):
        page = context.new_page()
        start = (site / "search.html").as_uri() if origin == "file" else base_url + "search.html"
        page.goto(start + "?q=Seitentopf", timeout=PAGE_TIMEOUT_MS)
        results = page.locator("#search-results ul.search li")
        results.first.wait_for(timeout=20_000)
        links = results.locator("a").evaluate_all("as => as.map(a => a.getAttribute('href'))")
        assert any("all-in" in href for href in links), links
        page.wait_for_function("() => document.querySelectorAll('#search-results p.context').length > 0",
                               timeout=20_000)
        snippets = page.locator("#search-results p.context").all_inner_texts()
        assert snippets and all("--+--" not in s and "import " not in s for s in snippets), snippets
    assert traffic.page_errors == []


def test_live_only_badge_links_to_the_live_page(site, base_url, playwright) -> None:
    with chromium_context("http", playwright=playwright, viewport=PHONE) as (context, _traffic):
        page = context.new_page()
        _open(page, base_url, "book/wettrunden.html")
        badge = page.locator(".holdem-live-only .holdem-live-badge a").first
        assert "Nur live – mit Python (siehe Anleitung)" in badge.inner_text()
        badge.click()
        page.wait_for_url("**/book/live.html")
        assert "jupyter lab" in page.locator("main").inner_text()
