"""The built site for every reader, in Debian's chromium, offline: every page from 127.0.0.1 with
its widgets and axe-core in light and dark mode (zero serious or critical findings), dark mode
that follows the system and the toggle with readable contrast, every control reachable by
keyboard with a visible focus ring, a phone at 390 px where no picture or table hides content without a cue and no label of
a picture is smaller than 11 CSS px, and a search that ranks the chapter teaching a term first.

axe-core comes from node_modules (``npm ci`` installs the version pinned in package-lock.json)
and is injected into each page; nothing is fetched. Needs `bash tools/build-site` first (and
`apt-get install chromium`); without them these tests
fail (deselect them with -m 'not browser').
"""

from __future__ import annotations

import json
import re
from itertools import pairwise
from typing import Any

import pytest
from browser_helpers import ROOT, chromium_context, missing
from test_browser import PAGE_TIMEOUT_MS, WIDGET_VIEW, assert_clean, rendered_widgets, site_pages, toc_pages

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]
DESKTOP = {"width": 1366, "height": 900}
PHONE = {"width": 390, "height": 844}
SMALLEST_LABEL_PX = 11.0
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
FOCUS_RING_PX = 2.0


def chapter_pages() -> list[str]:
    return [p for p in toc_pages() if (ROOT / p.replace(".html", ".ipynb")).is_file()]


def axe_source() -> str:
    if not AXE.is_file():
        missing(f"axe-core fehlt ({AXE}): run npm ci")
    return AXE.read_text(encoding="utf-8")


def _open(page: Any, url: str) -> list[str]:
    page.goto(url, wait_until="load", timeout=PAGE_TIMEOUT_MS)
    problems = rendered_widgets(page, url)
    page.wait_for_timeout(400)  # holdem-site.js names the controls right after the widgets appear
    return problems


# ------------------------------------------------------------------------------------ axe-core


def test_axe_core_is_pinned_in_package_json_and_the_lockfile() -> None:
    pinned = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]["axe-core"]
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    locked = lock["packages"]["node_modules/axe-core"]
    assert pinned == locked["version"], "package.json nennt eine genaue Version, dieselbe wie der Lockfile"
    assert locked["integrity"].startswith("sha512-")
    axe_source()
    installed = json.loads((AXE.parent / "package.json").read_text(encoding="utf-8"))["version"]
    assert installed == pinned, f"node_modules hat axe-core {installed}, gepinnt ist {pinned}: run npm ci"


AXE_RUN_JS = """async only => {
  const result = await axe.run(document, {runOnly: only, resultTypes: ['violations']});
  return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => v.id + ' (' + v.impact + ', ' + v.nodes.length + '×): '
         + v.nodes.slice(0, 2).map(n => n.target.join(' ').slice(-90) + ' – ' + n.failureSummary.split('\\n')[1])
           .join(' | '));
}"""


# Dark mode changes colours only (the same elements, names and structure): its pass runs the WCAG
# rules that look at colours, which are also the slowest ones.
AXE_WCAG = {"type": "tag", "values": AXE_TAGS}
AXE_COLOURS = {"type": "rule", "values": ["color-contrast", "link-in-text-block"]}


# Two of axe-core's best practices, moderate but on every page once: all content inside a
# landmark ("region") and headings without a skipped level ("heading-order", the Werkstatt's tools).
AXE_STRUCTURE_JS = """async () => {
  const result = await axe.run(document, {runOnly: {type: 'rule', values: ['region', 'heading-order']},
                                          resultTypes: ['violations']});
  return result.violations.map(v => v.id + ': ' + v.nodes.slice(0, 2).map(n => n.target.join(' ').slice(-90)).join(' | '));
}"""


def test_every_page_offline_with_its_widgets_and_axe_finds_no_serious_problem_light_and_dark(
        site, base_url, playwright) -> None:
    """Every page of the site, one visit each for all of it (a page visit is the costly part):
    from 127.0.0.1 with nothing requested elsewhere, no JavaScript or console error, no local
    file missing, every embedded widget drawn; axe-core with the system in light mode, then in
    dark mode (the site follows); in light mode also no content outside the landmarks and no
    skipped heading level; in dark mode every chapter's texts, table headers, widgets and quizzes
    with contrast 4.5:1 and its pictures on light cards."""
    source = axe_source()
    names = site_pages(site)
    absent = [n for n in names if not (site / n).is_file()]
    assert absent == [], f"Seiten aus _toc.yml fehlen in {site}: {absent} (run bash tools/build-site first)"
    problems: list[str] = []
    checked = dark_checked = with_widgets = 0
    chapters = set(chapter_pages())
    with chromium_context("http", playwright=playwright, viewport=DESKTOP) as (context, traffic):
        page = context.new_page()
        for name in names:
            html = (site / name).read_text(encoding="utf-8")
            forward = re.search(r'http-equiv="refresh" content="\d+;\s*url=([^"]+)"', html, re.IGNORECASE)
            if forward:  # index.html only forwards to the first page
                page.goto(base_url + name, wait_until="load", timeout=PAGE_TIMEOUT_MS)
                page.wait_for_url(base_url + forward.group(1), timeout=PAGE_TIMEOUT_MS)
                continue
            page.emulate_media(color_scheme="light")
            problems += _open(page, base_url + name)
            views = page.locator(f'script[type="{WIDGET_VIEW}"]').count()
            if (WIDGET_STATE in html) != (views > 0):
                problems.append(f"{name}: Widget-Zustand eingebettet, aber kein Widget angezeigt (oder umgekehrt)")
            with_widgets += views > 0
            # What the page itself did wrong, before axe-core runs: its stylesheet rule fetches
            # the theme's @import of basic.css against the wrong base (a 404 that is axe's own).
            assert_clean(traffic, name)
            page.add_script_tag(content=source)
            # Colours switch at once (the theme fades them): axe measures the final colours without
            # waiting half a second per view.
            page.add_style_tag(content="*, *::before, *::after { transition: none !important; }")
            for mode in ("light", "dark"):
                page.emulate_media(color_scheme=mode)
                page.wait_for_function("m => document.documentElement.dataset.theme === m", arg=mode,
                                       timeout=5000)
                page.wait_for_timeout(50)  # one frame for the styles of the new mode
                if mode == "light":
                    problems += [f"{name} ({mode}): {v}" for v in page.evaluate(AXE_RUN_JS, AXE_WCAG)]
                    problems += [f"{name}: {v}" for v in page.evaluate(AXE_STRUCTURE_JS)]
                else:
                    problems += [f"{name} ({mode}): {v}" for v in page.evaluate(AXE_RUN_JS, AXE_COLOURS)]
                    if name in chapters:
                        problems += _dark_problems(page, name)
                        dark_checked += 1
                checked += 1
            assert traffic.blocked == [], f"{name}: Anfragen, die 127.0.0.1 verlassen wollten: {traffic.blocked}"
            traffic.clear()
    print(f"\naxe-core: {checked} Seitenansichten geprüft, {with_widgets} Seiten mit Widgets")
    assert checked >= 2 * (len(toc_pages()) - 1) and dark_checked == len(chapters)
    # The book is interactive: most chapters carry widgets (catches a build that lost them all).
    assert with_widgets >= len(toc_pages()) // 2, f"nur {with_widgets} Seiten mit Widgets"
    assert problems == [], "\n".join(problems)


# ------------------------------------------------------------------------------------ dark mode


# Contrast of every visible text of the article against the colour it really sits on (the first
# ancestor with an opaque background), WCAG 2.1 relative luminance.
CONTRAST_JS = """limit => {
  const rgb = c => { const m = c.match(/[\\d.]+/g); return m ? m.map(Number) : [0, 0, 0, 0]; };
  const lum = ([r, g, b]) => { const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
                               return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b); };
  const background = el => { for (let e = el; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor);
                               if ((c.length < 4 || c[3] > 0.9) && !(c[0] === 0 && c[1] === 0 && c[2] === 0 && c.length === 4 && c[3] === 0)) return c; }
                             return rgb(getComputedStyle(document.body).backgroundColor); };
  const bad = [];
  const texts = document.querySelectorAll('.bd-article :is(p, li, th, td, a, button, label, summary, h1, h2, h3, dt, dd, .widget-label)');
  for (const el of texts) {
    if (!el.checkVisibility() || !Array.from(el.childNodes).some(n => n.nodeType === 3 && n.textContent.trim())) continue;
    if (el.closest('[aria-disabled="true"], :disabled, .holdem-static')) continue;  // disabled: exempt (WCAG 1.4.3)
    const fg = rgb(getComputedStyle(el).color), bg = background(el);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    const ratio = (a + 0.05) / (b + 0.05);
    if (ratio < limit) bad.push(el.tagName.toLowerCase() + ' „' + el.innerText.trim().slice(0, 30) + '“ ' + ratio.toFixed(2) + ':1');
  }
  return bad.slice(0, 6);
}"""


def test_dark_mode_follows_the_system_and_the_toggle_with_german_names(base_url, playwright) -> None:
    with chromium_context("http", playwright=playwright, viewport=DESKTOP) as (context, _traffic):
        page = context.new_page()
        page.emulate_media(color_scheme="dark")
        _open(page, base_url + "book/all-in.html")
        assert page.evaluate("document.documentElement.dataset.theme") == "dark"
        toggle = page.locator(".theme-switch-button").first
        assert toggle.get_attribute("aria-label") == "Farbmodus: wie das System (wechseln zu: Hell)"
        toggle.click()
        page.wait_for_function("() => document.documentElement.dataset.theme === 'light'", timeout=5000)
        assert toggle.get_attribute("aria-label") == "Farbmodus: Hell (wechseln zu: Dunkel)"
        toggle.click()
        page.wait_for_function("() => document.documentElement.dataset.theme === 'dark'", timeout=5000)
        assert toggle.get_attribute("aria-label") == "Farbmodus: Dunkel (wechseln zu: wie das System)"


def _dark_problems(page: Any, name: str) -> list[str]:
    """Every text, table header, widget label and quiz of a chapter in dark mode with contrast 4.5:1
    against what it really sits on; every picture (drawn for a light page) on a light card."""
    problems = [f"{name}: {b}" for b in page.evaluate(CONTRAST_JS, 4.5)]
    dark_pictures = page.evaluate("""() => Array.from(document.querySelectorAll('.bd-article img'))
        .filter(i => i.checkVisibility() && !getComputedStyle(i).backgroundColor.startsWith('rgb(255, 255, 255')
                     && !i.closest('.widget-subarea')).length""")
    if dark_pictures:
        problems.append(f"{name}: {dark_pictures} Bilder ohne helle Karte im dunklen Modus")
    return problems


# ------------------------------------------------------------------------------------ keyboard


# Controls of the article a reader must reach: every visible, enabled control.
CONTROLS_JS = """() => {
  const all = document.querySelectorAll('.bd-article :is(a[href], button, input, select, textarea, summary, .noUi-handle)');
  let n = 0; const found = [];
  document.querySelectorAll('[data-holdem-key]').forEach(el => el.removeAttribute('data-holdem-key'));
  for (const el of all) {
    if (!el.checkVisibility() || el.disabled || el.closest('[aria-disabled="true"], .holdem-static')) continue;
    if (el.closest('.headerlink') || el.classList.contains('headerlink')) continue;  // the ¶ links appear on hover
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;  // not rendered (e.g. in a closed explanation)
    if (!el.innerText.trim() && !el.querySelector('img, svg, i') && !el.getAttribute('aria-label')
        && !el.matches('input, select, textarea, .noUi-handle')) continue;  // no rendered text: not shown
    if (el.matches('input[type=radio]')) {  // a radio group is one tab stop: the checked or the first radio
      const group = Array.from(document.querySelectorAll(`input[type=radio][name="${el.name}"]`));
      const stop = group.find(r => r.checked) || group[0];
      if (el !== stop) continue;
    }
    el.dataset.holdemKey = String(n++);
    found.push({key: el.dataset.holdemKey, what: el.tagName.toLowerCase() + ' ' + ((el.getAttribute('aria-label') || el.innerText || el.value || '').trim().slice(0, 30) || el.outerHTML.slice(0, 120))});
  }
  return found;
}"""

FOCUSED_JS = """() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  return {key: el.dataset.holdemKey || null, outline: parseFloat(style.outlineWidth) || 0,
          style: style.outlineStyle, shadow: style.boxShadow,
          what: el.tagName.toLowerCase() + ' ' + (el.getAttribute('aria-label') || el.innerText || '').trim().slice(0, 30),
          name: el.getAttribute('aria-label') || (el.labels && el.labels.length ? el.labels[0].innerText : '')
                || (el.getAttribute('aria-labelledby') || '').split(' ').map(id => (document.getElementById(id) || {}).innerText || '').join(' ')
                || el.innerText || el.getAttribute('title') || (el.querySelector('img') || {}).alt || '',
          html: el.outerHTML.slice(0, 150)};
}"""


@pytest.mark.parametrize("name", ["book/rangfolge.html", "book/dealer-button.html", "book/ganze-hand.html",
                                  "book/all-in.html"])
def test_keyboard_reaches_every_control_with_a_visible_focus_ring(base_url, playwright, name) -> None:
    with chromium_context("http", playwright=playwright, viewport=DESKTOP) as (context, _traffic):
        page = context.new_page()
        assert _open(page, base_url + name) == []
        wanted = {c["key"]: c["what"] for c in page.evaluate(CONTROLS_JS)}
        assert len(wanted) > 5
        reached: set[str] = set()
        thin: list[str] = []
        unnamed: list[str] = []
        page.locator("body").click(position={"x": 5, "y": 5})
        for _ in range(len(wanted) * 3 + 60):
            page.keyboard.press("Tab")
            focused = page.evaluate(FOCUSED_JS)
            if focused is None or focused["key"] is None:
                continue
            if focused["key"] in reached:
                break  # round the page once
            reached.add(focused["key"])
            if focused["style"] == "none" or focused["outline"] < FOCUS_RING_PX:
                thin.append(f"{focused['what']} ({focused['outline']} px {focused['style']})")
            if not focused["name"].strip():
                unnamed.append(focused["html"])
        missed = [what for key, what in wanted.items() if key not in reached]
        assert missed == [], f"{name}: mit der Tab-Taste nicht erreichbar: {missed[:8]}"
        assert thin == [], f"{name}: Fokusrahmen dünner als {FOCUS_RING_PX} px: {thin[:8]}"
        assert unnamed == [], f"{name}: Bedienelemente ohne Namen: {unnamed[:8]}"


def test_every_slider_is_named_in_german_and_says_its_step(base_url, playwright) -> None:
    with chromium_context("http", playwright=playwright, viewport=DESKTOP) as (context, _traffic):
        page = context.new_page()
        _open(page, base_url + "book/ganze-hand.html")
        handle = page.locator(".holdem-stepper:has(> .widget-play) > .widget-slider .noUi-handle").first
        assert handle.get_attribute("aria-label") == "Schritt wählen"
        assert (handle.get_attribute("aria-valuetext") or "").startswith("Schritt 1 von ")
        handle.focus()
        handle.press("ArrowRight")
        page.wait_for_function("h => (h.getAttribute('aria-valuetext') || '').startsWith('Schritt 2 von ')",
                               arg=handle.element_handle(), timeout=5000)
        play = page.locator(".widget-play button").first
        assert play.get_attribute("aria-label") == "Abspielen"


def test_a_toggle_button_and_a_solution_work_with_the_keyboard(base_url, playwright) -> None:
    with chromium_context("http", playwright=playwright, viewport=DESKTOP) as (context, _traffic):
        page = context.new_page()
        _open(page, base_url + "book/rangfolge.html")
        stepper = page.locator(".holdem-stepper:has(> .widget-toggle-buttons)").first
        pages = stepper.locator(":scope > .holdem-stepper-pages")
        before = pages.inner_text()
        stepper.locator(":scope > .widget-toggle-buttons button").nth(1).focus()
        page.keyboard.press("Enter")
        page.wait_for_function("([el, t]) => el.innerText !== t", arg=[pages.element_handle(), before], timeout=5000)
        # An exercise (sphinx-exercise) with its German title; its solution hidden until opened by
        # keyboard, its button named by the hint and the title it opens.
        exercise = page.locator("div.exercise#ex-rangfolge-2")
        assert exercise.locator(".admonition-title").inner_text().strip() == "Übung 2"
        solution = page.locator("div.solution#sol-rangfolge-2")
        assert solution.locator(".admonition-title").inner_text().strip().startswith("Lösung zu Übung 2")
        answer = solution.locator("section p").first
        assert not answer.is_visible(), "Lösung sichtbar vor dem Klick"
        button = solution.locator("button.toggle-button")
        assert button.get_attribute("aria-label") == "Klicken zum Anzeigen: Lösung zu Übung 2"
        assert button.get_attribute("aria-expanded") == "false"
        button.focus()
        assert float(button.evaluate("b => parseFloat(getComputedStyle(b).outlineWidth)")) >= FOCUS_RING_PX
        page.keyboard.press("Enter")
        answer.wait_for(state="visible", timeout=5000)
        assert button.get_attribute("aria-expanded") == "true"
        page.wait_for_function("b => b.getAttribute('aria-label') === 'Klicken zum Ausblenden: Lösung zu Übung 2'",
                               arg=button.element_handle(), timeout=5000)
        page.keyboard.press("Enter")
        answer.wait_for(state="hidden", timeout=5000)
        # On paper every solution is open, without its button ("Klicken zum …").
        page.emulate_media(media="print")
        assert answer.is_visible() and not button.is_visible()
        assert "Klicken zum" not in solution.inner_text()


def test_quiz_answer_moves_the_focus_to_the_verdict(base_url, playwright) -> None:
    with chromium_context("http", playwright=playwright, viewport=DESKTOP) as (context, _traffic):
        page = context.new_page()
        _open(page, base_url + "book/rangfolge.html")
        question = page.locator(".holdem-quiz-question").first
        question.locator("input").first.focus()
        if question.locator("input[type=radio]").count():
            page.keyboard.press("Space")
        else:
            page.keyboard.type("3")
        page.keyboard.press("Enter")
        page.wait_for_function("q => q.querySelector('.holdem-quiz-feedback').textContent.trim() !== ''",
                               arg=question.element_handle(), timeout=5000)
        assert page.evaluate("() => document.activeElement.classList.contains('holdem-quiz-feedback')")
        ring = page.evaluate("() => parseFloat(getComputedStyle(document.activeElement).outlineWidth)")
        assert ring >= FOCUS_RING_PX


def test_theme_controls_have_german_names_that_match_their_labels(site) -> None:
    english = ("Toggle hidden content", "Toggle primary sidebar", "Toggle secondary sidebar",
               "Link to this heading", 'aria-label="Main"', 'aria-label="Page"')
    for name in site_pages(site):
        html = (site / name).read_text(encoding="utf-8")
        found = [e for e in english if e in html]
        assert found == [], f"{name}: englische Namen {found}"
        # The search field shows "Suche Strg+K": it carries no other name than that text.
        assert 'search-button-field search-button__button pst-js-only" title="Suche" aria-label="Suche"' not in html


# ------------------------------------------------------------------------------------ phone


# At 390 px: every content picture's smallest label (the font holdem/draw wrote into the PNG,
# scaled by rendered / natural width) and every box that hides part of a picture or a table.
PHONE_JS = """limit => {
  const out = {small: [], uncued: [], unmeasured: [], cut: [], unfit: [], pictures: 0, phone_forms: 0};
  const vw = document.documentElement.clientWidth;
  for (const img of document.querySelectorAll('.bd-article img')) {
    if (!img.checkVisibility() || !img.naturalWidth || img.closest('.holdem-quiz')) continue;
    out.pictures++;
    const font = Number(img.dataset.holdemFontPx);
    const rect = img.getBoundingClientRect();
    const shown = rect.width;
    const what = (img.alt || img.currentSrc).slice(0, 50);
    // A picture with a phone form (<picture>, book/_ext/picture_alt.py) shows it and fits the
    // width: no sideways scrolling at all.
    // So does a widget's picture with a phone form (holdem/widgets/static.py): the wide one is hidden.
    if (img.classList.contains('holdem-has-phone-form')) { out.unfit.push(what + ': breite Form sichtbar'); continue; }
    const widgetForm = img.classList.contains('holdem-phone-form');
    if (widgetForm || img.parentElement.matches('picture.holdem-picture')) {
      out.phone_forms++;
      const box = img.closest('.holdem-scroll-x');
      if (!widgetForm && !/[/]phone-[0-9a-f]+[.]png$/.test(img.currentSrc)) out.unfit.push(what + ': zeigt nicht die Handy-Form');
      if (rect.left < -0.5 || rect.right > vw + 0.5 || (box && box.scrollWidth > box.clientWidth + 1))
        out.unfit.push(what + ': ' + shown.toFixed(0) + ' px breit bei ' + vw + ' px');
    }
    if (!font) { out.unmeasured.push(what); continue; }
    if (font * shown / img.naturalWidth < limit - 0.05)
      out.small.push(what + ': ' + (font * shown / img.naturalWidth).toFixed(1) + ' px');
  }
  const boxes = document.querySelectorAll('.bd-article :is(.holdem-scroll-x, .holdem-table-box, .pst-scrollable-table-container, .widget-html-content, .cell_output, .output)');
  for (const box of boxes) {
    if (!box.checkVisibility()) continue;
    const style = getComputedStyle(box);
    const hides = box.scrollWidth > box.clientWidth + 1;
    if (!hides) continue;
    if (style.overflowX === 'visible') { if (box.getBoundingClientRect().right > vw + 1) out.cut.push(box.className.split(' ')[0]); continue; }
    const hint = box.nextElementSibling;
    const cued = box.classList.contains('holdem-overflowing') && hint && hint.classList.contains('holdem-scroll-hint')
                 && hint.checkVisibility();
    // A box inside a cued box is covered by its outer cue.
    const outer = box.parentElement && box.parentElement.closest('.holdem-overflowing');
    if (!cued && !outer) out.uncued.push(box.className.split(' ')[0] + ': ' + box.innerText.trim().slice(0, 40));
  }
  // One hint per hidden box: a box inside a cued box gives none of its own.
  const cued = box => box && box.nextElementSibling && box.nextElementSibling.classList.contains('holdem-scroll-hint')
    && box.nextElementSibling.checkVisibility();
  out.doubled = Array.from(document.querySelectorAll('.bd-article .holdem-scroll-hint')).filter(h => {
    if (!h.checkVisibility()) return false;
    for (let up = h.previousElementSibling && h.previousElementSibling.parentElement; up; up = up.parentElement) {
      if (up.classList.contains('holdem-overflowing') && cued(up)) return true;
    }
    return false;
  }).length;
  return out;
}"""


def test_phone_pictures_stay_readable_and_nothing_is_hidden_without_a_cue(site, base_url, playwright) -> None:
    problems: list[str] = []
    pictures = phone_forms = 0
    with chromium_context("http", playwright=playwright, viewport=PHONE) as (context, _traffic):
        page = context.new_page()
        for name in chapter_pages():
            problems += _open(page, base_url + name)
            page.wait_for_timeout(600)  # the pictures' font sizes are read from their PNGs
            found = page.evaluate(PHONE_JS, SMALLEST_LABEL_PX)
            pictures += found["pictures"]
            problems += [f"{name}: Beschriftung kleiner als {SMALLEST_LABEL_PX:g} px: {s}" for s in found["small"]]
            problems += [f"{name}: Bild nicht vermessen: {s}" for s in found["unmeasured"]]
            problems += [f"{name}: verdeckt ohne Hinweis: {s}" for s in found["uncued"]]
            problems += [f"{name}: ragt über den Rand: {s}" for s in found["cut"]]
            if found["doubled"]:
                problems.append(f"{name}: {found['doubled']} doppelte Hinweise „seitlich verschieben“")
            problems += [f"{name}: Bild passt nicht in die Breite: {s}" for s in found["unfit"]]
            phone_forms += found["phone_forms"]
    assert pictures > 30
    assert phone_forms >= 25, f"nur {phone_forms} Bilder in Handy-Form"
    assert problems == [], "\n".join(problems[:40])


# A wide table at 390 px scrolls sideways under its key column: scrolled to its right end, the
# first cell of every row still starts at the box's left edge.
STICKY_JS = """() => {
  const out = {wide: 0, lost: []};
  const boxes = document.querySelectorAll('.bd-article :is(.holdem-table-box, .pst-scrollable-table-container)');
  for (const box of boxes) {
    if (!box.checkVisibility() || box.scrollWidth <= box.clientWidth + 1 || !box.querySelector('table')) continue;
    if (box.parentElement.closest('.holdem-table-box, .pst-scrollable-table-container')) continue;
    out.wide++;
    box.scrollLeft = box.scrollWidth;
    const left = box.getBoundingClientRect().left;
    for (const row of box.querySelectorAll('tr')) {
      const first = row.firstElementChild;
      if (first && Math.abs(first.getBoundingClientRect().left - left) > 1.5)
        out.lost.push(first.innerText.trim().slice(0, 30) + ' | ' + row.innerText.trim().slice(0, 40));
    }
    box.scrollLeft = 0;
  }
  return out;
}"""


@pytest.mark.parametrize("name", ["book/all-in.html", "book/ganze-hand.html", "book/split-pot.html",
                                  "book/sonstiges.html", "book/limits.html"])
def test_phone_wide_table_keeps_its_key_column_in_view(base_url, playwright, name) -> None:
    with chromium_context("http", playwright=playwright, viewport=PHONE) as (context, _traffic):
        page = context.new_page()
        assert _open(page, base_url + name) == []
        found = page.evaluate(STICKY_JS)
    assert found["lost"] == [], f"{name}: erste Spalte verschwindet beim Verschieben: {found['lost'][:5]}"
    return None


def test_phone_some_chapter_has_a_table_wider_than_the_phone(base_url, playwright) -> None:
    """The sticky column is tried on real wide tables, not only on pages where every table fits."""
    wide = 0
    with chromium_context("http", playwright=playwright, viewport=PHONE) as (context, _traffic):
        page = context.new_page()
        for name in ["book/all-in.html", "book/ganze-hand.html", "book/split-pot.html"]:
            _open(page, base_url + name)
            wide += page.evaluate(STICKY_JS)["wide"]
    assert wide >= 1


# ------------------------------------------------------------------------------------ search


RESULTS_JS = """() => Array.from(document.querySelectorAll('#search-results ul.search li')).map(li => {
  const a = li.querySelector('a');
  return {href: a.getAttribute('href').split('#')[0], score: Number(a.dataset.score),
          marked: Array.from(li.querySelectorAll('.highlighted')).map(m => m.textContent.toLowerCase())};
})"""


def _search(page: Any, base_url: str, query: str) -> list[dict]:
    page.goto(base_url + "search.html?q=" + query, timeout=PAGE_TIMEOUT_MS)
    page.locator("#search-results ul.search li").first.wait_for(timeout=20_000)
    page.wait_for_function("() => document.querySelector('#search-results').innerText.includes('gefunden')"
                           " || document.querySelector('#search-results p.search-summary, #search-results > p') !== null",
                           timeout=20_000)
    page.wait_for_timeout(800)  # the snippets arrive page by page
    return page.evaluate(RESULTS_JS)


def test_search_ranks_the_teaching_chapter_first_then_by_score_in_reading_order(base_url, playwright) -> None:
    order = {p: i for i, p in enumerate(toc_pages())}
    with chromium_context("http", playwright=playwright, viewport=DESKTOP) as (context, _traffic):
        page = context.new_page()
        for query, teacher in (("Kicker", "book/rangfolge.html"), ("Button", "book/dealer-button.html"),
                               ("Side Pot", "book/all-in.html"), ("Seitentopf", "book/all-in.html")):
            results = _search(page, base_url, query)
            pages = [r["href"] for r in results]
            assert pages[0] == teacher, f"{query}: {pages[:5]}"
            assert len(pages) == len(set(pages)), f"{query}: eine Seite doppelt: {pages}"
            for a, b in pairwise(results):
                assert a["score"] >= b["score"], f"{query}: nicht nach Punkten: {a} vor {b}"
                # The reading order is the score's fraction: equal whole points, earlier page first.
                if int(a["score"]) == int(b["score"]):
                    assert order.get(a["href"], 999) <= order.get(b["href"], 999), f"{query}: {a} vor {b}"


def test_search_synonym_hit_highlights_the_books_word(base_url, playwright) -> None:
    with chromium_context("http", playwright=playwright, viewport=DESKTOP) as (context, _traffic):
        page = context.new_page()
        results = _search(page, base_url, "Seitentopf")
        side_pot = [r for r in results if r["href"] == "book/all-in.html"]
        assert side_pot, results
        assert "side pot" in side_pot[0]["marked"], side_pot[0]

