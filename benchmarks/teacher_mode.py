"""Teacher mode: seconds from the click on a chapter until its text is readable and until its
widgets are live, chapter by chapter, in Debian's chromium.

    python benchmarks/teacher_mode.py                           # all 20 chapters, about 5 minutes
    python benchmarks/teacher_mode.py --kapitel 5               # a representative set of five chapters
    python benchmarks/teacher_mode.py --kapitel limits,blinds   # these chapters

Teacher mode is started as the README says (``python -m holdem unterricht``, on a free port).
The browser opens the start page (it sets the cookie chapter pages need), then for each chapter
clicks its link there and measures with the clock of this process (``time.monotonic``) from the
click until

- "Text": the chapter's first heading and a paragraph of its text are visible on screen;
- "Widgets": the loading text is gone, the live cells are visible (not only laid out behind the
  stored copy) and, in chapters with widgets, a widget drawn by the live kernel is visible
  (Voilà draws a widget only once its kernel has answered).

After that, the last column says whether the widget answers: a step button (else the first
button that is not already pressed, else a slider) is used and the page's text or picture must
change within 5 s, with every picture on screen drawn (pages draw their picture when first shown). Then the browser goes back to the start page (Voilà's beacon shuts that
chapter's kernel down) and the next click waits until the server has no kernel left. The header
names the machine's load (``os.getloadavg``) before and after the run, each row the load after
it: the goal (text in 3 s, widgets in 10 s) is stated for a quiet two-core machine, so a figure
means little without it."""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing
sys.path.insert(0, str(ROOT / "tests"))  # the browser helpers of the tests

from browser_helpers import chromium_context, free_port  # noqa: E402
from playwright.sync_api import TimeoutError as PlaywrightTimeout  # noqa: E402

from holdem.cli._server import stop  # noqa: E402
from holdem.quiz.book_index import chapters  # noqa: E402

# Five chapters that stand for the others: the shortest page, the first chapter, a long chapter
# with three widgets, the longest chapter, the page that takes the teacher's own input.
REPRESENTATIVE = ("fuenf-minuten", "grundlagen", "limits", "rangfolge", "eigene-hand")
TIMEOUT_S = 180.0

TEXT_READABLE = """() => {
  const shown = (el) => el && el.checkVisibility && el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true})
                        && el.getBoundingClientRect().height > 0;
  const heading = [...document.querySelectorAll('.jp-RenderedMarkdown h1, .jp-RenderedHTMLCommon h1')].find(shown);
  const paragraph = [...document.querySelectorAll('.jp-RenderedMarkdown p')].find((p) => shown(p) && p.innerText.trim().length > 20);
  return Boolean(heading && paragraph);
}"""

# Live: no loading text, the live cells shown, and a widget drawn from the kernel when the
# notebook has one (the widget manager only draws views whose model came from the kernel).
WIDGETS_LIVE = """(expectWidgets) => {
  const seen = (el) => el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true});
  if (document.getElementById('loading')) return false;
  const cells = document.getElementById('rendered_cells');
  if (!cells || cells.style.display === 'none' || !seen(cells)) return false;
  if (!expectWidgets) return true;
  return [...cells.querySelectorAll('.jupyter-widgets')].some((w) => seen(w) && w.getBoundingClientRect().height > 0);
}"""

# A control of the first widget answers: a click on a button or a step of a slider changes the page.
POKE = """() => {
  const cells = document.getElementById('rendered_cells');
  // Not a pressed toggle (choosing what is chosen changes nothing).
  const visible = (el) => el.checkVisibility({checkVisibilityCSS: true}) && !el.disabled && !el.classList.contains('mod-active');
  const buttons = [...cells.querySelectorAll('button.jupyter-button')].filter(visible);
  // A step forward changes the picture for sure; else the first button.
  const button = buttons.find((b) => /weiter|nächst|vor\b|→|▶/i.test(b.innerText)) || buttons[0];
  const slider = [...cells.querySelectorAll('.widget-slider .noUi-handle, .widget-slider input[type=range]')].find(visible);
  window.__holdemBefore = cells.innerHTML;
  if (button) { button.click(); return 'Knopf „' + button.innerText.trim().slice(0, 24) + '“'; }
  if (slider) { slider.focus(); slider.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true})); return 'Schieber'; }
  return '';
}"""
STATE = """() => {
  const cells = document.getElementById('rendered_cells');
  return `Ladetext ${document.getElementById('loading') ? 'da' : 'weg'}, Zellen ${cells ? cells.style.display || 'sichtbar' : 'fehlen'}, `
    + `${cells ? cells.querySelectorAll('.jupyter-widgets').length : 0} Widget-Elemente, `
    + `${document.querySelectorAll('script[type="application/vnd.voila.cell-output+json"]').length} ungezeichnete Ausgaben`;
}"""
# Changed, and every picture on screen drawn: a widget draws a page's picture when it is first
# shown (holdem.widgets.static.PicturePage); until then the page holds a 1×1 placeholder.
CHANGED = """() => {
  const cells = document.getElementById('rendered_cells');
  if (cells.innerHTML === window.__holdemBefore) return false;
  const shown = [...cells.querySelectorAll('.jupyter-widgets img')].filter((img) => img.checkVisibility());
  return shown.every((img) => img.complete && !(img.naturalWidth === 1 && img.naturalHeight === 1));
}"""


@contextmanager
def teacher_mode() -> Iterator[tuple[str, subprocess.Popen]]:
    """``python -m holdem unterricht`` on a free port, as the README starts it; yields the address it prints."""
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "holdem", "unterricht", f"--port={port}"], cwd=ROOT,
                               env=dict(os.environ, PYTHONPATH=str(ROOT)), stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    try:
        deadline = time.monotonic() + 120
        while True:
            line = process.stdout.readline()  # type: ignore[union-attr]
            found = re.search(r"läuft: (http://127\.0\.0\.1:\d+/)", line)
            if found:
                break
            if (not line and process.poll() is not None) or time.monotonic() > deadline:
                raise SystemExit("Der Unterrichtsmodus nennt keine Adresse.")
        # Keep the pipe empty so that the server never blocks on its log.
        threading.Thread(target=process.stdout.read, daemon=True).start()  # type: ignore[union-attr]
        yield found.group(1), process
    finally:
        stop(process)


def kernels_of(pid: int) -> int:
    """The ipykernel processes started by ``pid`` (directly or below)."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    count, todo = 0, list(children.get(pid, []))
    while todo:
        child = todo.pop()
        try:
            count += b"ipykernel" in Path(f"/proc/{child}/cmdline").read_bytes()
        except OSError:
            pass
        todo.extend(children.get(child, []))
    return count


def has_widgets(name: str) -> bool:
    return "application/vnd.jupyter.widget-view+json" in (ROOT / "book" / f"{name}.ipynb").read_text(encoding="utf-8")


def measure(page, address: str, name: str, label: str) -> tuple[float, float, str]:
    page.goto(address, wait_until="load")
    link = page.locator(".holdem-chapters a").filter(has_text=re.compile(f"^{re.escape(label)}$")).first
    link.wait_for(timeout=30_000)
    start = time.monotonic()
    link.click(no_wait_after=True)
    page.wait_for_url(f"**/voila/render/{name}.ipynb", wait_until="commit", timeout=TIMEOUT_S * 1000)
    page.wait_for_function(TEXT_READABLE, polling=50, timeout=TIMEOUT_S * 1000)
    text_s = time.monotonic() - start
    widgets = has_widgets(name)
    try:
        page.wait_for_function(WIDGETS_LIVE, arg=widgets, polling=50, timeout=TIMEOUT_S * 1000)
    except PlaywrightTimeout:
        return text_s, float("nan"), "nicht live: " + page.evaluate(STATE)
    live_s = time.monotonic() - start
    note = ""
    if widgets:
        control = page.evaluate(POKE)
        if control:
            try:
                page.wait_for_function(CHANGED, polling=50, timeout=5000)
                note = f"{control} antwortet"
            except PlaywrightTimeout:  # reported in the table, not fatal
                note = f"{control} ohne Antwort in 5 s"
        else:
            note = "kein Knopf/Schieber"
    return text_s, live_s, note


def number(value: float) -> str:
    return "–" if value != value else f"{value:.1f}".replace(".", ",")


def load() -> str:
    return " / ".join(number(v) for v in os.getloadavg())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kapitel", default="",
                        help="'5' for the representative set of five, or names separated by commas (default: all)")
    args = parser.parse_args(argv)
    book = [c for c in chapters() if c.notebook]
    if args.kapitel == "5":
        wanted = list(REPRESENTATIVE)
    elif args.kapitel:
        wanted = [n.strip() for n in args.kapitel.split(",") if n.strip()]
    else:
        wanted = [c.name for c in book]
    labels = {c.name: c.label for c in book}
    unknown = [n for n in wanted if n not in labels]
    if unknown:
        parser.error(f"unbekannte Kapitel: {', '.join(unknown)}")

    print("Unterrichtsmodus: Sekunden vom Klick bis Text lesbar / Widgets live")
    print(f"Kerne: {os.cpu_count()}, Last (1/5/15 min) vorher: {load()}")
    rows: list[tuple[str, float, float, str]] = []
    with teacher_mode() as (address, server), chromium_context("http", viewport={"width": 1366, "height": 768}) as (context, _):
        page = context.pages[0] if context.pages else context.new_page()
        for name in wanted:
            deadline = time.monotonic() + 30  # the previous chapter's kernel is shut down
            while kernels_of(server.pid) and time.monotonic() < deadline:
                time.sleep(0.2)
            text_s, live_s, note = measure(page, address, name, labels[name])
            rows.append((name, text_s, live_s, note))
            print(f"{name:22} Text {number(text_s):>5} s   Widgets {number(live_s):>5} s   {note}  "
                  f"(Last {number(os.getloadavg()[0])})", flush=True)
        page.goto(address)
    texts, lives = [r[1] for r in rows], [r[2] for r in rows if r[2] == r[2]]  # nan: never live
    print()
    print("| Kapitel | Text lesbar (s) | Widgets live (s) | |\n|---|---:|---:|---|")
    for name, text_s, live_s, note in rows:
        print(f"| {name} | {number(text_s)} | {number(live_s)} | {note} |")
    print(f"| **Median** ({len(rows)} Kapitel) | **{number(statistics.median(texts))}** | "
          f"**{number(statistics.median(lives)) if lives else '–'}** | |")
    print(f"Last (1/5/15 min) nachher: {load()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
