"""The whole book as a PDF (`tools/build-pdf`, run by `bash tools/build-site`), read back as text
with pypdf, the way a reader leafs through it: a cover, a contents with the page number of every
chapter, a running header and a page number on every page after the cover, and every numbered
chapter starting on the page the contents names, under its numbered title ("3. Blinds")."""

from __future__ import annotations

import re
from functools import cache

import pytest
from browser_helpers import SITE, missing

from holdem.quiz.book_index import chapters

PDF = SITE / "holdem-buch.pdf"
BOOK_TITLE = "Texas Hold'em: die Regeln zum Ausprobieren"


@cache
def _texts() -> tuple[str, ...]:
    from pypdf import PdfReader

    if not PDF.is_file():
        missing(f"{PDF} fehlt: bash tools/build-site baut es (tools/build-pdf)")
    # Words as a reader sees them: line breaks inside a title are spaces.
    return tuple(" ".join((page.extract_text() or "").split()) for page in PdfReader(PDF).pages)


@pytest.fixture(scope="module")
def texts() -> tuple[str, ...]:
    return _texts()


def _contents(texts: tuple[str, ...], labels: list[str]) -> dict[str, int]:
    """Label -> page number, read from the contents pages (right after the cover, up to the page
    the first entry names)."""
    contents = ""
    for number, text in enumerate(texts[1:], start=2):
        if not text.endswith(f"{BOOK_TITLE} Inhalt Seite {number}"):  # the running header names the part
            break
        contents += " " + text
    listed = {}
    for label in labels:
        found = re.search(rf"(?<![\w.]){re.escape(label)} (\d{{1,3}})\b", contents)
        if found:
            listed[label] = int(found.group(1))
    return listed


def _labels() -> list[str]:
    """The labels of the contents: the landing page is the introduction, then the chapters."""
    return ["Einleitung"] + [c.label for c in chapters()[1:]]


def test_cover_first_then_contents(texts: tuple[str, ...]) -> None:
    assert len(texts) > 50
    assert BOOK_TITLE in texts[0] and "Seite" not in texts[0]   # the cover: title, no number
    assert texts[1].startswith("Inhalt Einleitung")                 # the title, then the first entry


def test_every_page_after_the_cover_has_its_number_and_the_running_header(texts: tuple[str, ...]) -> None:
    labels = _labels()
    for number, text in enumerate(texts[1:], start=2):
        assert re.search(rf"\bSeite {number}\b", text), f"Seite {number} ohne Seitenzahl"
        assert BOOK_TITLE in text, f"Seite {number} ohne Kopfzeile"
        assert "Inhalt" in text or any(label in text for label in labels), f"Seite {number} nennt kein Kapitel"


def test_contents_lists_every_chapter_with_the_page_it_starts_on(texts: tuple[str, ...]) -> None:
    """Every page of the book is listed with a page number; the numbered chapters start there
    with their numbered title and the chapter in the running header."""
    labels = _labels()
    listed = _contents(texts, labels)
    numbered = [c for c in chapters() if c.number]
    assert len(numbered) >= 10
    for label in labels:
        assert label in listed, f"{label} fehlt im Inhalt"
    pages = [listed[label] for label in labels]
    assert pages == sorted(pages) and pages[0] >= 3           # in reading order, after cover and contents
    for chapter in numbered:
        start = texts[listed[chapter.label] - 1]
        assert f"{chapter.number}. {chapter.title}" in start, f"Kapitel {chapter.label} beginnt nicht auf " \
                                                              f"Seite {listed[chapter.label]}"
        assert re.search(rf"\bSeite {listed[chapter.label]}\b", start)


def test_no_dead_controls_or_live_only_help_on_paper(texts: tuple[str, ...]) -> None:
    """Buttons that cannot be pressed and the live-only badge are not printed; the page a widget
    shows is (the betting explorer's first state names who is to act). The page about reading
    live names the badge in its text: it is left out."""
    book = "\n".join(t for t in texts if not t.endswith(f"Live lesen: mit Python Seite {texts.index(t) + 1}"))
    # (The own-hand page's text names its buttons; the names of controls only a widget shows:)
    for dead in ("Nur live – mit Python", "Runde neu beginnen", "Wählen Sie die Handlung des Spielers am Zug",
                 "Dieser Rundgang folgt nur einer Erhöhung", "Dieser Rundgang folgt dem kleinsten Betrag"):
        assert dead not in book, dead
    assert "ist am Zug. Höchster Einsatz" in book
