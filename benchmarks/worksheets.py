"""How long a class set of worksheets takes (issue 26: at most 1 s from the command line, at
most 2 s in the browser's engine): 30 sheets of 8 tasks for the rules C11, L4, A3 and W3 (all
chapters' quiz questions are looked through for them), without PDF.

    python benchmarks/worksheets.py             # 5 runs per row
    python benchmarks/worksheets.py --quick     # 1 run, 3 sheets (smoke test)
    python benchmarks/worksheets.py --browser   # also in the built Werkstatt (Pyodide, Chromium)

Rows, each the median of the runs:

* ``python -m holdem arbeitsblatt … --html`` as a whole process (interpreter start, imports, the
  quiz questions, the drills, the HTML), wall clock and the process's own CPU time (the second
  does not grow when other programs share the cores: the line "Last" gives the load average);
* ``worksheet_html`` in a warm interpreter, another series each run (what the Werkstatt does for
  a second set once its page is open);
* with ``--browser``: ``HoldemEngine.call("worksheet", …)`` in the built site over http, the
  first call (the quiz imported and built) and the next ones (another series each).

Measured, not asserted: the tests only run this script with ``--quick``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = "C11,L4,A3,W3"


def request(students: int, series: int = 7) -> dict[str, object]:
    return {"regeln": RULES, "anzahl": 8, "stufe": 2, "serie": series, "schueler": students}


def command_line(students: int, runs: int) -> None:
    args = ["--regeln", RULES, "--anzahl", "8", "--stufe", "2", "--serie", "7", "--schueler", str(students)]
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "blatt.html"
        wall, cpu = [], []
        for _ in range(runs):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "holdem", "arbeitsblatt", *args, "--html", str(out)], cwd=ROOT,
                           env=env, check=True, stdout=subprocess.DEVNULL)
            wall.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        size = out.stat().st_size
    print(f"Kommandozeile, {students} Blätter zu 8 Aufgaben als HTML ({size / 1e6:.1f} MB), ganzer Prozess: "
          f"Median {statistics.median(wall):.2f} s, bestes {min(wall):.2f} s; Rechenzeit des Prozesses "
          f"Median {statistics.median(cpu):.2f} s ({runs} Läufe, Ziel ≤ 1 s)")


def warm(students: int, runs: int) -> None:
    sys.path.insert(0, str(ROOT))
    from holdem.worksheet import worksheet_html

    worksheet_html(request(students))  # imports and the quiz's questions once, as in an open page
    times = []
    for run in range(runs):
        start = time.perf_counter()
        worksheet_html(request(students, 8 + run))
        times.append(time.perf_counter() - start)
    print(f"Nur die Engine (warm, eine neue Serie je Lauf): Median {statistics.median(times):.2f} s")


def browser(students: int, runs: int) -> None:
    sys.path.insert(0, str(ROOT / "tests"))
    from browser_helpers import chromium_context, serve, site_dir
    from playwright.sync_api import sync_playwright

    call = """async (req) => { const t = performance.now(); const a = await HoldemEngine.call("worksheet", req);
                               if (!a.ok) throw new Error(a.error); return (performance.now() - t) / 1000; }"""
    with serve(site_dir()) as url, sync_playwright() as driver, \
            chromium_context("http", playwright=driver) as (context, traffic):
        page = context.new_page()
        page.goto(f"{url}book/werkstatt.html")
        page.wait_for_function("document.documentElement.dataset.werkstatt === 'ready'", timeout=180_000)
        first = page.evaluate(call, {**request(students), "action": "make"})
        later = [page.evaluate(call, {**request(students, 8 + run), "action": "make"}) for run in range(runs)]
        assert traffic.blocked == [], traffic.blocked
    print(f"Browser (Pyodide, Werkstatt über http): erster Aufruf {first:.2f} s (Quiz geladen), danach Median "
          f"{statistics.median(later):.2f} s ({runs} Läufe, Ziel ≤ 2 s)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="1 Lauf, 3 Blätter")
    parser.add_argument("--browser", action="store_true", help="auch in der gebauten Werkstatt messen")
    options = parser.parse_args()
    students, runs = (3, 1) if options.quick else (30, 5)
    command_line(students, runs)
    warm(students, runs)
    if options.browser:
        browser(students, runs)
    print(f"Last des Rechners (1 min): {os.getloadavg()[0]:.1f} auf {os.cpu_count()} Kernen")


if __name__ == "__main__":
    main()
