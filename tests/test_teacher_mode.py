"""Teacher mode as a teacher starts it: `python -m holdem unterricht` (the README command),
driven in chromium with every non-local request blocked. The start page lists the chapters by
title; a rule ID opens the rule's text in a side panel without leaving the page (no 403); the
"Eigene Hand" page reacts to input and replaces the hand with a German message on bad input;
nothing leaves the machine. Screenshots at 1024×768 go to $HOLDEM_SCREENSHOTS (if set)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from browser_helpers import ROOT, chromium_context, free_port, missing
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from holdem.cli.teacher import DATA_JS
from holdem.quiz.book_index import chapters, rule_texts, voila_data_js

SHOTS = os.environ.get("HOLDEM_SCREENSHOTS")
VIEWPORT = {"width": 1024, "height": 768}


def test_template_data_is_generated_from_the_book() -> None:
    """The committed data file (chapter titles, rule texts) is what the book says now."""
    assert DATA_JS.read_text(encoding="utf-8") == voila_data_js(), \
        "tools/voila/.../holdem-book.js ist veraltet: python -m holdem unterricht schreibt es neu"


@pytest.mark.rule("L4")
def test_rule_texts_and_chapter_titles_come_from_the_book() -> None:
    rules = rule_texts()
    assert len(rules) >= 80 and rules["L4"]["chapter"] == "limits" and "drei Erhöhungen" in rules["L4"]["text"]
    assert "{" not in "".join(r["text"] for r in rules.values())
    titled = {c.name: c.label for c in chapters()}
    assert titled["blinds"].endswith("Blinds") and titled["blinds"][0].isdigit()


@pytest.fixture(scope="module")
def teacher() -> Iterator[str]:
    """The teacher command on a free port; yields the address it prints, stops it afterwards."""
    port = free_port()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    process = subprocess.Popen([sys.executable, "-m", "holdem", "unterricht", f"--port={port}"], cwd=ROOT,
                               env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        deadline, address, lines = time.monotonic() + 90, None, []
        while address is None:
            line = process.stdout.readline()  # type: ignore[union-attr]
            if not line:
                if process.poll() is not None:
                    pytest.fail("Der Unterrichtsmodus ist beendet:\n" + "".join(lines[-40:]))
                if time.monotonic() > deadline:
                    pytest.fail("Der Unterrichtsmodus nennt nach 90 s keine Adresse.")
                continue
            lines.append(line)
            found = re.search(r"läuft: (http://127\.0\.0\.1:\d+/)", line)
            address = found.group(1) if found else None
        yield address
    finally:
        process.terminate()  # the command stops Voilà and its kernels on SIGTERM
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
    assert process.returncode is not None


# Relative luminance and contrast ratio (WCAG 2.1) of the computed colours of every visible button.
BUTTON_CONTRASTS = """() => {
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
                                     .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  return [...document.querySelectorAll('#rendered_cells button.jupyter-button')].filter((b) => b.offsetParent !== null)
    .map((b) => { const s = getComputedStyle(b); const fg = lum(rgb(s.color)), bg = lum(rgb(s.backgroundColor));
                  return [b.innerText.trim(), parseFloat(s.fontSize), (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05), b.disabled,
                          b.scrollWidth <= b.clientWidth + 1]; });
}"""


def _widget_stand_ins(chapter: str) -> set[str]:
    """The German sentences a chapter's widgets store as their plain-text stand-in."""
    notebook = nbformat.read(ROOT / "book" / f"{chapter}.ipynb", as_version=4)
    return {"".join(output["data"]["text/plain"]).strip() for cell in notebook.cells if cell.cell_type == "code"
            for output in cell.outputs if "application/vnd.jupyter.widget-view+json" in output.get("data", {})}


def _check_projector_page(page) -> None:
    """A chapter in teacher mode: the engine's printed text as paragraphs and real tables (the static
    site's converter), not as monospace <pre>; the column as wide as the screen; no "Nur live" badge
    (it is live here); every visible button with at least 16 px text, 4.5:1 contrast and its
    whole label ("Auch nicht erlaubte Handlungen anbieten")."""
    # Voilà shows the cells once the widgets are drawn.
    page.locator("#rendered_cells button.jupyter-button.mod-primary").first.wait_for(timeout=90_000)
    converted = page.locator("#rendered_cells .holdem-voila-text")
    assert converted.count() >= 5
    assert page.locator("#rendered_cells .holdem-voila-text table.holdem-table th").count() >= 3
    assert page.locator("#rendered_cells .holdem-voila-text p").count() >= 5
    # A widget's plain-text stand-in shows until its view is drawn: on a quiet machine for a moment,
    # on two cores busy with other browsers for longer. Whatever stands there meanwhile is the
    # widget's own German sentence (its text/plain), never a program value such as "VBox(...)".
    stand_ins = "#rendered_cells .jp-RenderedText[data-mime-type='text/plain'] pre"
    try:
        page.wait_for_function(f"document.querySelectorAll(\"{stand_ins}\").length === 0", timeout=30_000)
    except PlaywrightTimeout:
        waiting = page.locator(stand_ins).all_inner_texts()
        stored = _widget_stand_ins("limits")
        assert waiting and all(text.strip() in stored for text in waiting), waiting
    font = page.evaluate("getComputedStyle(document.querySelector('.holdem-voila-text p')).fontFamily")
    assert "mono" not in font.lower()
    width = page.evaluate("document.querySelector('#rendered_cells').getBoundingClientRect().width")
    assert width >= 0.9 * VIEWPORT["width"]
    assert page.locator(".holdem-live-badge:visible").count() == 0
    buttons = page.evaluate(BUTTON_CONTRASTS)
    assert len(buttons) >= 5
    for label, size, contrast, disabled, whole in buttons:
        assert size >= 16, (label, size)
        assert whole, f"Knopf {label!r}: Text abgeschnitten"
        assert disabled or contrast >= 4.5, (label, round(contrast, 2))


def _shot(page, name: str) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(SHOTS) / f"{name}.png"))


def test_teacher_mode_in_the_browser(teacher: str) -> None:
    if not teacher:
        missing("kein Unterrichtsmodus")
    with chromium_context("http", viewport=VIEWPORT) as (context, traffic):
        statuses: list[tuple[int, str]] = []
        context.on("response", lambda r: statuses.append((r.status, r.url)))
        page = context.new_page()
        page.goto(teacher)
        # Start page: chapter titles in reading order, no file names.
        links = page.locator(".holdem-chapters a")
        # The start page lists the notebooks in the book's reading order: the five-minute page, then chapter 1.
        assert links.nth(0).inner_text() == "Die Regeln in fünf Minuten"
        assert links.nth(1).inner_text() == "1 Grundlagen"
        assert ".ipynb" not in page.locator(".holdem-chapters").inner_text()
        # The start page's proof for chapters opened from it (browsers without Fetch Metadata, S2).
        proof = [c for c in context.cookies() if c["name"].startswith("holdem-start-")]
        assert len(proof) == 1 and proof[0]["sameSite"] == "Strict" and proof[0]["httpOnly"]
        _shot(page, "unterricht-start")

        # The live page: the hand is there, a rule ID opens the side panel, the page stays.
        page.get_by_text("Eigene Hand", exact=True).click()
        result = page.locator(".holdem-own-result")
        result.locator(".holdem-page-text").wait_for(timeout=90_000)
        assert "Schritt 20 von 20" in result.inner_text()
        url = page.url
        page.locator(".holdem-own-result a.holdem-rule").first.click()
        panel = page.locator("#holdem-rule-panel")
        panel.wait_for(state="visible", timeout=5000)
        assert re.match(r"Regel [A-Z]\d+", panel.locator("h2").inner_text())
        assert len(panel.locator(".holdem-panel-text").inner_text()) > 20
        assert page.url == url
        _shot(page, "unterricht-regel")
        panel.locator(".holdem-panel-close").click()

        # Live input: Zurück steps back; the next action is chosen with a button built from the
        # legal actions (no typing); a card twice replaces the hand with a German message.
        page.get_by_role("button", name="Zurück", exact=True).click()
        page.wait_for_function("document.querySelector('.holdem-own-result').innerText.includes('Schritt 19 von 20')",
                               timeout=20_000)
        actions = page.locator(".holdem-own-actions")
        actions.get_by_role("button", name="Aussteigen (Fold)").wait_for(timeout=20_000)
        assert "Handlung für Cem wählen" in actions.inner_text()
        assert actions.get_by_role("button", name="Mitgehen (Call): 20 zahlen").count() == 1
        _shot(page, "unterricht-handlung")
        actions.get_by_role("button", name="Aussteigen (Fold)").click()
        page.wait_for_function("document.querySelector('.holdem-own-result').innerText.includes('Cem steigt aus')",
                               timeout=20_000)
        assert "Ben gewinnt den Pot" in result.inner_text()
        holes = page.locator(".holdem-own-hand .widget-text input").nth(4)
        holes.fill("Ah Kd, Qs Qh, 7c 7d, 9s Ah")
        holes.press("Enter")
        error = result.locator(".holdem-error")
        error.wait_for(timeout=20_000)
        assert "doppelt" in error.inner_text() and error.inner_text().startswith("Fehler:")
        assert result.locator(".holdem-page-text").count() == 0, "die alte Hand steht noch da"
        _shot(page, "unterricht-fehler")
        holes.fill("Ah Kd, Qs Qh, 7c 7d, 9s 8s")
        holes.press("Enter")
        result.locator(".holdem-page-text").wait_for(timeout=20_000)
        assert result.locator(".holdem-error").count() == 0

        # A chapter page: projector text size, chapter links by title, rule IDs as panel links.
        # Voilà runs the whole chapter before the page is complete; on a loaded machine that can
        # take longer than Playwright's default 30 s, so wait for the first byte, then for the bar.
        page.goto(teacher + "voila/render/limits.ipynb", wait_until="commit", timeout=180_000)
        page.locator("#holdem-nav").wait_for(timeout=180_000)
        size = page.evaluate("parseFloat(getComputedStyle(document.querySelector('.jp-RenderedMarkdown p')).fontSize)")
        assert size >= 20
        _check_projector_page(page)
        chapter_link = page.locator("a.holdem-chapter-link").first
        assert re.match(r"\d+ \w", chapter_link.inner_text()) and chapter_link.get_attribute("href").endswith(".ipynb")
        assert "{rule}" not in page.locator("#rendered_cells").inner_text()
        page.locator("#rendered_cells a.holdem-rule").first.click()
        assert page.locator("#holdem-rule-panel").is_visible()
        _shot(page, "unterricht-kapitel")
        solution = page.locator("details.holdem-solution").first
        assert solution.count() == 1 and solution.get_attribute("open") is None

        # Leaving a page shuts its kernel down (Voilà's beacon, refused with 403 without the
        # command's setting when the browser comes straight to a chapter, with no cookie from
        # the start page): the next chapter via the bar at the top.
        page.keyboard.press("Escape")
        assert page.locator("#holdem-rule-panel").is_hidden()
        context.clear_cookies()
        notebooks = [c.name for c in chapters() if c.notebook]
        after_heads_up = notebooks[notebooks.index("heads-up") + 1]
        page.goto(teacher + "voila/render/heads-up.ipynb", wait_until="commit", timeout=180_000)
        page.locator("#holdem-nav").wait_for(timeout=90_000)
        page.locator("#holdem-nav .holdem-nav-next").click()
        page.wait_for_url(f"**/voila/render/{after_heads_up}.ipynb", timeout=90_000)
        page.locator("#holdem-nav").wait_for(timeout=90_000)
        page.wait_for_timeout(500)  # the old page's beacon has been answered by now

        assert traffic.blocked == [], traffic.blocked
        assert not [s for s in statuses if s[0] == 403], statuses
        assert not [e for e in traffic.console_errors if "403" in e], traffic.console_errors
        assert traffic.page_errors == []


@pytest.mark.parametrize("command", ["unterricht", "lab"])
def test_commands_refuse_a_bad_or_busy_port_in_german(command: str) -> None:
    import socket

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    bad = subprocess.run([sys.executable, "-m", "holdem", command, "--port", "80"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "Fehler: Port 80 geht nicht: erlaubt sind 1024 bis 65535." in bad.stderr
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        busy = subprocess.run([sys.executable, "-m", "holdem", command, "--port", str(port)], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=60)
    assert busy.returncode == 2 and f"Port {port} ist schon belegt" in busy.stderr
    assert "Traceback" not in bad.stderr + busy.stderr


def _request(url: str, *, method: str = "GET", headers: dict[str, str] | None = None) -> tuple[int, str]:
    import urllib.error
    import urllib.request

    req = urllib.request.Request(url, method=method, headers=headers or {}, data=b"" if method == "POST" else None)
    try:
        with urllib.request.urlopen(req, timeout=180) as response:
            return response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8", "replace")


def test_the_stored_chapter_is_sent_before_the_kernel_is_ready(teacher: str) -> None:
    """Issue 28: the chapter's text does not wait for its kernel. The page carries the stored chapter
    (Markdown and the outputs saved in the notebook, the engine's text converted as on the live
    page, a German note where a widget will be) before the configuration Voilà writes only once
    the kernel answers; the copy repeats no id of the live cells."""
    if not teacher:
        missing("kein Unterrichtsmodus")
    status, page = _request(teacher + "voila/render/am-echten-tisch.ipynb", headers={"Sec-Fetch-Site": "none"})
    assert status == 200, page[:500]
    kernel = re.search(r'"kernelId": "([0-9a-f-]{36})"', page)
    assert kernel is not None
    try:
        start, end = page.index('<div id="holdem-preview"'), page.index('<div id="rendered_cells"')
        assert start < end < page.index('id="jupyter-config-data"')
        stored = page[start:end]
        assert "<h1" in stored and stored.count("data-holdem-cell=") >= 20
        assert 'class="jp-OutputArea-output holdem-voila-text"' in stored and "<img" in stored
        assert "Dieses Widget startet gerade" in stored
        assert 'id="cell-id=' not in stored and "application/vnd.jupyter.widget-view+json" not in stored
        assert "window.HoldemVoila.live();" in page[end:]
    finally:
        origin = teacher.rstrip("/")
        _request(teacher + f"voila/api/shutdown/{kernel.group(1)}", method="POST",
                 headers={"Sec-Fetch-Site": "same-origin", "Origin": origin})


def test_a_chapter_reads_at_once_and_turns_live_in_place(teacher: str) -> None:
    """Issue 28 in the browser: clicked on the start page, the chapter's heading is on screen before
    the kernel has answered (no jupyter-config-data yet); then the live page with its widgets takes
    the stored copy's place. Closing the rule panel puts the focus back on the rule link."""
    if not teacher:
        missing("kein Unterrichtsmodus")
    with chromium_context("http", viewport=VIEWPORT) as (context, traffic):
        page = context.new_page()
        page.goto(teacher)
        page.locator(".holdem-chapters a", has_text="Am echten Tisch").click(no_wait_after=True)
        readable = page.wait_for_function(
            "() => { const h = document.querySelector('#holdem-preview h1');"
            " return h && h.checkVisibility() ? {kernel: Boolean(document.getElementById('jupyter-config-data'))} : false; }",
            polling=50, timeout=60_000)
        assert readable.json_value() == {"kernel": False}, "der Text kam erst mit dem Kernel"
        assert page.locator("#loading_text").inner_text().startswith("Das Kapitel wird")
        page.locator("#holdem-preview").wait_for(state="detached", timeout=180_000)
        assert page.locator("#rendered_cells").is_visible()
        assert page.locator("#loading").count() == 0
        assert page.locator("#rendered_cells .jupyter-widgets:visible").count() >= 1
        assert page.locator("#holdem-nav").count() == 1

        # The rule panel gives the focus back to the link that opened it (Esc and the close button).
        link = page.locator("#rendered_cells a.holdem-rule").first
        link.focus()
        page.keyboard.press("Enter")
        panel = page.locator("#holdem-rule-panel")
        panel.wait_for(state="visible", timeout=5000)
        assert page.evaluate("document.activeElement.classList.contains('holdem-panel-close')")
        page.keyboard.press("Escape")
        assert panel.is_hidden()
        assert page.evaluate("document.activeElement.classList.contains('holdem-rule')")
        link.click()
        panel.locator(".holdem-panel-close").click()
        assert page.evaluate("document.activeElement.classList.contains('holdem-rule')")

        # Leaving the complete page: Voilà's beacon frees the kernel, also without the start page's
        # cookie (a chapter opened straight from the address bar), and is not refused.
        statuses: list[tuple[int, str]] = []
        context.on("response", lambda r: statuses.append((r.status, r.url)))
        context.clear_cookies()
        notebooks = [c.name for c in chapters() if c.notebook]
        following = notebooks[notebooks.index("am-echten-tisch") + 1]
        page.locator("#holdem-nav .holdem-nav-next").click()
        page.wait_for_url(f"**/voila/render/{following}.ipynb", timeout=60_000)
        page.locator("#holdem-preview h1, #rendered_cells h1").first.wait_for(timeout=60_000)
        page.wait_for_timeout(500)  # the old page's beacon has been answered by now
        assert not [s for s in statuses if s[0] == 403], statuses
        assert traffic.blocked == [] and traffic.page_errors == [], (traffic.blocked, traffic.page_errors)
