"""The Werkstatt in Debian's Chromium: time to ready, interaction latency, sampled equity, download size.

    python benchmarks/werkstatt.py            # 3 loads per origin, 50 calls per interaction
    python benchmarks/werkstatt.py --quick    # 1 load per origin, 5 calls

Needs the built site (bash tools/build-site) and chromium (apt-get install chromium). No other
host can be reached (the browser tests' --host-resolver-rules); every attempt is counted.

Rows (goals of issue 18 on this two-core machine in brackets):

* ready from file:// (≤ 10 s; and a repeat load from file:// in the same profile, no goal),
  first load over http in a fresh profile (≤ 8 s), a repeat load over http in the same profile
  (≤ 3 s): from the start of the navigation (the page's performance.now()) until the engine
  says it is ready, as a reader waits; and a repeat visit over http after the browser was
  closed and started again with the same profile (a reader's next visit; no goal).
  After the first load the page stores the started engine (a copy of Python's memory, see
  book/_ext/werkstatt/engine-snapshot.js) in the background; the repeat load comes once that
  is done (the row "Stand gespeichert" says how long it took after ready), as a reader's next
  visit would, and starts from it (the row "aus gespeichertem Stand" counts how often);
* interaction latency p95 (≤ 50 ms): one ``HoldemEngine.call`` round trip from JavaScript
  (request to JSON, Python, answer parsed) for Hand bewerten, Side Pots and, where the tool is
  built, one step of Eigene Hand;
* 20,000 sampled preflop boards, AsAh vs KdKc (≤ 1 s): the ten chunks the page sends;
* bytes sent by the server for the first http load (≤ 15 MB) and for the repeat load.

Other programs on the machine slow the figures down: the line "Last" gives the load average.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import statistics
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from browser_helpers import CHROMIUM_FLAGS, LOCAL_HOST, SITE, chromium_path, is_allowed  # noqa: E402

from holdem.german import german_number  # noqa: E402

READY = "document.documentElement.dataset.werkstatt === 'ready'"
# The longest stretch the page could not react (a "long task" of the main thread) while loading.
LONG_TASKS = """window.holdemLongest = 0;
new PerformanceObserver(list => list.getEntries().forEach(e => {
  window.holdemLongest = Math.max(window.holdemLongest, e.duration); })).observe({type: "longtask", buffered: true});"""
GOALS = {"file": 10.0, "http_first": 8.0, "http_repeat": 3.0, "p95_ms": 50.0, "boards_s": 1.0, "mb": 15.0}


class CountingHandler(http.server.SimpleHTTPRequestHandler):
    sent = 0  # bytes of response bodies and headers, all requests together

    def log_message(self, format: str, *args: object) -> None:
        pass

    def end_headers(self) -> None:
        super().end_headers()

    def copyfile(self, source: Any, outputfile: Any) -> None:
        data = source.read()
        type(self).sent += len(data)
        outputfile.write(data)


@contextmanager
def counting_server(directory: Path) -> Iterator[tuple[str, type[CountingHandler]]]:
    handler_class = type("Counter", (CountingHandler,), {"sent": 0})
    server = http.server.ThreadingHTTPServer((LOCAL_HOST, 0), functools.partial(handler_class, directory=str(directory)))
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{LOCAL_HOST}:{server.server_address[1]}/", handler_class
    finally:
        server.shutdown()
        server.server_close()


@contextmanager
def browser(origin: str, profile: str) -> Iterator[tuple[Any, list[str]]]:
    """Chromium with a profile of its own. Requests are watched, not routed: Playwright's routing
    turns the HTTP cache off, and the repeat visit is about that cache. Other hosts cannot be
    reached anyway (--host-resolver-rules); an attempt is recorded."""
    from playwright.sync_api import sync_playwright

    outside: list[str] = []
    with sync_playwright() as driver:
        context = driver.chromium.launch_persistent_context(
            profile, executable_path=chromium_path(), headless=True, args=list(CHROMIUM_FLAGS),
            viewport={"width": 1280, "height": 900}, service_workers="block")
        context.add_init_script(LONG_TASKS)
        context.on("request", lambda request: None if is_allowed(request.url, origin) else outside.append(request.url))
        try:
            yield context, outside
        finally:
            context.close()


LONGEST: dict[str, list[float]] = {"file": [], "http": []}


def time_to_ready(page: Any, url: str) -> float:
    """Seconds from the navigation's start (the page's own clock, performance.now(), counts from
    there) until the engine is ready: what a reader waits, the page's own loading included."""
    page.goto(url)
    seconds = page.wait_for_function(f"() => ({READY}) && performance.now()", timeout=180_000,
                                     polling=50).json_value() / 1000
    LONGEST["file" if url.startswith("file:") else "http"].append(page.evaluate("window.holdemLongest") / 1000)
    return seconds


LATENCY_JS = """async ([tool, request, count]) => {
  const times = [];
  for (let i = 0; i < count; i++) {
    const t = performance.now();
    const answer = await HoldemEngine.call(tool, request);
    times.push(performance.now() - t);
    if (!answer.ok) throw new Error(answer.error);
  }
  return times;
}"""

BOARDS_JS = """async () => {
  const t = performance.now();
  let tally = null, answer;
  for (let chunk = 0; ; chunk++) {
    answer = await HoldemEngine.call("equity", {hands: ["As Ah", "Kd Kc"], samples: 20000, chunk, tally});
    if (!answer.ok) throw new Error(answer.error);
    tally = answer.tally;
    if (answer.done) break;
  }
  return [(performance.now() - t) / 1000, answer.boards_done];
}"""

# Eigene Hand: one step is the whole hand recomputed from its setup and the actions so far (the
# page keeps only the list of actions), here after three actions at a six-player table.
STEP_REQUEST = {"setup": {"players": 6, "stacks": 200, "button": 0},
                "actions": [{"kind": "call"}, {"kind": "raise", "to": 8}, {"kind": "call"}]}


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def spread(values: list[float]) -> str:
    return f"{german_number(min(values), 2)}–{german_number(max(values), 2)} s"


def row(name: str, value: float, unit: str, goal: float, digits: int = 2) -> str:
    mark = "erreicht" if value <= goal else "verfehlt"
    return f"{name:<46} {german_number(value, digits):>9} {unit:<3} (Ziel ≤ {german_number(goal, 0 if goal >= 10 else 1)} {unit}: {mark})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1 load per origin, 5 calls per interaction")
    args = parser.parse_args()
    loads, calls = (1, 5) if args.quick else (3, 50)
    page_file = SITE / "book" / "werkstatt.html"
    if not page_file.is_file():
        sys.exit(f"Die Website fehlt ({page_file}): bash tools/build-site")
    print(f"Werkstatt-Benchmark, {os.cpu_count()} Kerne, Last {german_number(os.getloadavg()[0], 1)}")
    outside: list[str] = []
    file_times, file_repeat = [], []
    for _ in range(loads):
        with tempfile.TemporaryDirectory() as profile, browser("file", profile) as (context, blocked):
            page = context.new_page()
            file_times.append(time_to_ready(page, page_file.as_uri()))
            page.wait_for_function("document.documentElement.dataset.werkstattSnapshot", timeout=180_000, polling=50)
            page.goto("about:blank")
            file_repeat.append(time_to_ready(page, page_file.as_uri()))
            outside += blocked
    first, repeat, sent_first, sent_repeat = [], [], [], []
    stored: list[tuple[str, float]] = []  # per first load: the snapshot's state, seconds after ready
    repeat_from: list[str] = []
    latency: dict[str, list[float]] = {}
    boards = None
    with counting_server(SITE) as (base, counter):
        url = f"{base}book/werkstatt.html"
        for attempt in range(loads):
            with tempfile.TemporaryDirectory() as profile, browser("http", profile) as (context, blocked):
                page = context.new_page()
                counter.sent = 0
                first.append(time_to_ready(page, url))
                sent_first.append(counter.sent)
                page.wait_for_function("document.documentElement.dataset.werkstattSnapshot", timeout=180_000, polling=50)
                stored.append(page.evaluate("[HoldemEngine.snapshot, HoldemEngine.snapshotSeconds]"))
                counter.sent = 0
                page.goto("about:blank")
                repeat.append(time_to_ready(page, url))  # a second visit: the browser's cache
                sent_repeat.append(counter.sent)
                repeat_from.append(page.evaluate("HoldemEngine.startedFrom"))
                if attempt == 0:
                    cases = {"Hand bewerten (7 Karten)": ("hand_eval", {"cards": "Ah Kh Qh Jh Th 2c 3d"}),
                             "Side Pots (4 Spieler, Karten)": ("pots", {
                                 "contributions": [25, 100, 100, 100], "button": 0, "board": "2h 7h 9h Js 3c",
                                 "hands": ["AhAd", "KsKc", "7c7d", "2c2d"]})}
                    if page.evaluate("r => HoldemEngine.call('own_hand', r).then(a => a.ok)", STEP_REQUEST):
                        cases["Eigene Hand (ein Schritt)"] = ("own_hand", STEP_REQUEST)
                    page.wait_for_timeout(2000)  # the browser finishes compiling in the background
                    for name, (tool, request) in cases.items():
                        page.evaluate(LATENCY_JS, [tool, request, 3])  # warm-up
                        latency[name] = page.evaluate(LATENCY_JS, [tool, request, calls])
                    boards = page.evaluate(BOARDS_JS)
                outside += blocked
    # A reader's next visit comes in a browser started anew: only the disk cache and the stored
    # engine are left, nothing in memory.
    restarted = []
    with counting_server(SITE) as (base, counter):
        for _ in range(loads):
            with tempfile.TemporaryDirectory() as profile:
                with browser("http", profile) as (context, blocked):
                    page = context.new_page()
                    time_to_ready(page, f"{base}book/werkstatt.html")
                    page.wait_for_function("document.documentElement.dataset.werkstattSnapshot", timeout=180_000,
                                           polling=50)
                    outside += blocked
                with browser("http", profile) as (context, blocked):
                    restarted.append(time_to_ready(context.new_page(), f"{base}book/werkstatt.html"))
                    outside += blocked
    print(row("Bereit von file:// (Median)", statistics.median(file_times), "s", GOALS["file"]))
    print(f"{'Bereit von file://, erneuter Besuch (Median)':<46} {german_number(statistics.median(file_repeat), 2):>9} s")
    print(row("Bereit über http, erster Besuch (Median)", statistics.median(first), "s", GOALS["http_first"]))
    print(row("Bereit über http, erneuter Besuch (Median)", statistics.median(repeat), "s", GOALS["http_repeat"]))
    print(f"{'Spannen: file:// erster | erneuter Besuch':<46} {spread(file_times)} | {spread(file_repeat)}")
    print(f"{'         http erster | erneuter Besuch':<46} {spread(first)} | {spread(repeat)}")
    print(f"{'http, erneuter Besuch nach Browser-Neustart':<46} {german_number(statistics.median(restarted), 2):>9} s"
          f"   ({spread(restarted)})")
    saved = [seconds for state, seconds in stored if state == "stored"]
    print(f"{'Stand gespeichert nach erstem Besuch (http)':<46} {len(saved)} von {len(stored)}"
          + (f", {german_number(statistics.median(saved), 2)} s nach bereit (im Hintergrund)" if saved else ""))
    print(f"{'Erneuter Besuch aus gespeichertem Stand (http)':<46} {repeat_from.count('snapshot')} von {len(repeat_from)}")
    for name, times in latency.items():
        print(row(f"Antwortzeit p95: {name}", p95(times), "ms", GOALS["p95_ms"], 1)
              + f"  Median {german_number(statistics.median(times), 1)} ms")
    if "Eigene Hand (ein Schritt)" not in latency:
        print("Eigene Hand: Werkzeug in diesem Stand nicht gebaut, nicht gemessen")
    if boards:
        print(row(f"{boards[1]:,} Stichproben-Boards vor dem Flop".replace(",", "."), boards[0], "s", GOALS["boards_s"]))
    print(row("Download über http, erster Besuch", statistics.median(sent_first) / 1e6, "MB", GOALS["mb"], 1))
    print(f"{'Download über http, erneuter Besuch':<46} {german_number(statistics.median(sent_repeat) / 1e6, 2):>9} MB")
    for origin, values in LONGEST.items():
        print(f"{'Längste Blockade beim Laden (' + origin + ')':<46} {german_number(max(values), 2):>9} s   "
              "(so lange reagiert die Seite beim Start nicht)")
    print(f"Anfragen nach außen: {len(outside)}")


if __name__ == "__main__":
    main()
