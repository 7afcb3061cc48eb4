"""JupyterLab as the README starts it (`python -m holdem lab`, also as root): the exercises'
solutions stay closed until a click, MyST roles read as text, and no request leaves the machine
(no news feed, no update check)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest
from browser_helpers import ROOT, chromium_context, free_port

SOLUTION = re.compile(r"^(?:```|:::)\{admonition\}[^\n]*\n((?::[^\n]*\n)*)(.*?)^(?:```|:::)\s*$", re.M | re.S)
ROLE = re.compile(r"\{(?:rule|term|doc|ref)\}`([^`<]*?)\s*(?:<[^>]*>)?`")
NOTEBOOKS = ("all-in", "varianten")  # one with :::{admonition}, one with ```{admonition} solutions


def solution_phrases(name: str) -> list[str]:
    """A piece of the first line of every solution of a notebook, as a reader would see it."""
    cells = json.loads((ROOT / "book" / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]
    phrases = []
    for cell in cells:
        if cell["cell_type"] == "markdown":
            for match in SOLUTION.finditer("".join(cell["source"])):
                first = ROLE.sub(r"\1", match.group(2).strip().split("\n")[0])
                phrases.append(re.sub(r"[*_`]", "", first)[:25].strip())
    return phrases


def test_solution_phrases_are_found() -> None:
    assert all(len(solution_phrases(name)) >= 2 for name in NOTEBOOKS)


@pytest.fixture(scope="module")
def lab() -> Iterator[str]:
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "holdem", "lab", f"--port={port}"], cwd=ROOT,
                               env=dict(os.environ, PYTHONPATH=str(ROOT)), stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    try:
        deadline, address, lines = time.monotonic() + 90, None, []
        while address is None:
            line = process.stdout.readline()  # type: ignore[union-attr]
            if not line:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail("JupyterLab nennt keine Adresse:\n" + "".join(lines[-40:]))
                continue
            lines.append(line)
            found = re.search(r"läuft: (http://127\.0\.0\.1:\d+/lab\?token=\w+)", line)
            address = found.group(1) if found else None
        yield address
    finally:
        process.terminate()
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def test_lab_hides_solutions_and_stays_offline(lab: str) -> None:
    with chromium_context("http") as (context, traffic):
        page = context.new_page()
        for name in NOTEBOOKS:
            phrases = solution_phrases(name)
            # reset: a fresh workspace with only this notebook open
            page.goto(lab.replace("/lab?", f"/lab/tree/{name}.ipynb?reset&"))
            notebook = page.locator(".jp-Notebook:visible")
            notebook.locator(".jp-RenderedMarkdown").first.wait_for(timeout=90_000)
            notebook.locator("details.holdem-solution").nth(len(phrases) - 1).wait_for(state="attached",
                                                                                       timeout=30_000)
            shown = notebook.inner_text()
            for phrase in phrases:
                assert phrase not in shown, f"{name}: Lösung sichtbar vor dem Klick: {phrase!r}"
            assert ":class: dropdown" not in shown and "{rule}" not in shown and "{doc}" not in shown
            summaries = notebook.locator("details.holdem-solution > summary")
            for i in range(summaries.count()):
                summaries.nth(i).scroll_into_view_if_needed()
                summaries.nth(i).click()
            opened = notebook.inner_text()
            assert all(phrase in opened for phrase in phrases), f"{name}: Lösung nach dem Klick nicht sichtbar"
        assert page.get_by_text("Jupyter news").count() == 0
        assert traffic.blocked == [], traffic.blocked
        assert traffic.page_errors == []
