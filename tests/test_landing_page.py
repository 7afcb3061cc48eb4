"""The landing page (book/intro.md) and the page "Die Regeln in fünf Minuten" (book/fuenf-minuten):
what a first-time reader is promised there must exist and be linked."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
INTRO = BOOK / "intro.md"
FIVE = BOOK / "fuenf-minuten.ipynb"

DOC = re.compile(r"\{doc\}`(?:[^`<]*<([^`>]+)>|([^`<>]+))`")
DOWNLOAD = re.compile(r"\{download\}`[^`<]*<([^`>]+)>`")
FIGURE = re.compile(r"^```\{figure\}\s+(\S+)", re.MULTILINE)


def _source(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


def toc_files() -> list[str]:
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    files = [toc["root"]]
    for part in toc["parts"]:
        files += [chapter["file"] for chapter in part["chapters"]]
    return files


def doc_targets(text: str) -> list[str]:
    return [(a or b).strip() for a, b in DOC.findall(text)]


def test_five_minute_page_comes_right_after_the_landing_page() -> None:
    files = toc_files()
    assert files[:2] == ["book/intro", "book/fuenf-minuten"]


def test_landing_page_links_five_minutes_chart_cheat_sheet_and_book_pdf() -> None:
    text = INTRO.read_text(encoding="utf-8")
    assert "fuenf-minuten" in doc_targets(text)
    downloads = DOWNLOAD.findall(text)
    assert "downloads/rangfolge-tabelle.svg" in downloads and "downloads/spickzettel.pdf" in downloads
    assert "downloads/rangfolge-tabelle.svg" in FIGURE.findall(text)
    # On a phone the chart's own phone form replaces it (holdem-site.css), with the same caption.
    assert "```{image} downloads/rangfolge-tabelle-handy.svg" in text and ":class: holdem-phone-chart" in text
    assert ":figclass: holdem-has-phone-chart" in text
    assert (BOOK / "downloads/rangfolge-tabelle-handy.svg").is_file()
    for target in downloads + FIGURE.findall(text):
        assert (BOOK / target).is_file(), target
    # The whole-book PDF is made by the site build next to index.html (not a source file), so
    # the page links it as plain HTML; the site test checks that it exists after the build.
    assert '<a href="../holdem-buch.pdf">' in text
    assert "„Code anzeigen“" in text


def test_landing_page_links_only_pages_of_the_book() -> None:
    pages = {f.removeprefix("book/") for f in toc_files()}
    text = INTRO.read_text(encoding="utf-8")
    assert set(doc_targets(text)) <= pages, set(doc_targets(text)) - pages


@pytest.fixture(scope="module")
def five_cells() -> list[dict]:
    return json.loads(FIVE.read_text(encoding="utf-8"))["cells"]


def test_five_minutes_one_hand_in_about_a_dozen_steps_each_linking_a_chapter(five_cells: list[dict]) -> None:
    text = _source(five_cells[0])
    steps = re.split(r"^\d+\. ", text, flags=re.MULTILINE)[1:]
    assert 10 <= len(steps) <= 14
    pages = {f.removeprefix("book/") for f in toc_files()}
    for number, step in enumerate(steps, start=1):
        targets = doc_targets(step)
        assert targets, f"Schritt {number} verweist auf kein Kapitel"
        assert set(targets) <= pages
    linked = {t for step in steps for t in doc_targets(step)}
    assert {"blinds", "geben", "wettrunden", "showdown", "rangfolge", "dealer-button"} <= linked


def test_five_minutes_has_one_picture_drawn_by_the_engine_with_a_text_result(five_cells: list[dict]) -> None:
    code = [c for c in five_cells if c["cell_type"] == "code"]
    assert len(code) == 1 and code[0]["execution_count"] is not None
    outputs = code[0]["outputs"]
    images = [o for o in outputs if "image/png" in o.get("data", {})]
    assert len(images) == 1
    printed = "".join(_source({"source": o["text"]}) for o in outputs if o.get("output_type") == "stream")
    # The engine's own sentence about the pot, and the stacks it computed (no chip lost: 400).
    assert "Dana gewinnt 79 Chips" in printed
    stacks = [int(n) for n in re.findall(r"(?:Anna|Ben|Cem|Dana) (\d+)", printed.split("Stacks danach:")[1])]
    assert sum(stacks) == 400 and len(stacks) == 4
    assert "holdem" in _source(code[0])
