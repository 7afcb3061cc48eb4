"""The whole book as a PDF (`tools/build-pdf`, run by `bash tools/build-site`), read back as text
with pypdf, the way a reader leafs through it: a cover, a contents with the page number of every
chapter, a running header and a page number on every page after the cover, and every numbered
chapter starting on the page the contents names, under its numbered title ("3. Blinds")."""

from __future__ import annotations

import re
from dataclasses import dataclass
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


def test_the_contents_is_one_page(texts: tuple[str, ...]) -> None:
    """The contents (about 30 entries) fits on one page: no second page with a last entry alone."""
    assert texts[1].endswith(f"{BOOK_TITLE} Inhalt Seite 2")
    assert not texts[2].endswith(f"{BOOK_TITLE} Inhalt Seite 3")


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


# ---------------------------------------------------------------- the page as a reader sees it
# Where things stand on a page, in PDF points from the lower left corner (A4: 595 × 842). The type
# area is the print stylesheet's (holdem-print.css: @page margin 20mm 14mm 17mm); the running
# header stands above it, the page number below it (tools/build-pdf's stamp).
MM = 72 / 25.4
AREA_TOP = 841.92 - 20 * MM
AREA_FOOT = 17 * MM
PAGE_NUMBER = re.compile(r"Seite \d+")
_IDENTITY = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
Matrix = tuple[float, float, float, float, float, float]


def _times(a: Matrix, b: Matrix) -> Matrix:
    return (a[0] * b[0] + a[1] * b[2], a[0] * b[1] + a[1] * b[3], a[2] * b[0] + a[3] * b[2],
            a[2] * b[1] + a[3] * b[3], a[4] * b[0] + a[5] * b[2] + b[4], a[4] * b[1] + a[5] * b[3] + b[5])


def _marks(reader, source, ctm: Matrix = _IDENTITY, out: list | None = None) -> list[tuple[str, float, float]]:
    """(kind, bottom, top) of everything drawn on a page: "text" for a run of text (bottom = top =
    its baseline), "image" for a picture. Walks the content stream itself (transforms, text
    positions, pictures and the form objects Chromium draws some text in), because pypdf's text
    visitor reports some positions in the wrong coordinates."""
    from pypdf.generic import ContentStream

    out = [] if out is None else out
    xobjects = (source.get("/Resources") or {}).get("/XObject") or {}
    stack: list[Matrix] = []
    tm = line = _IDENTITY
    leading = 0.0

    def numbers(args: list) -> Matrix:
        return tuple(float(a) for a in args)  # type: ignore[return-value]

    content = source.get_contents() if hasattr(source, "get_contents") else source
    for args, op in ContentStream(content, reader).operations:
        if op == b"q":
            stack.append(ctm)
        elif op == b"Q":
            ctm = stack.pop() if stack else _IDENTITY
        elif op == b"cm":
            ctm = _times(numbers(args), ctm)
        elif op == b"BT":
            tm = line = _IDENTITY
        elif op == b"Tm":
            tm = line = numbers(args)
        elif op in (b"Td", b"TD", b"T*"):
            if op == b"TD":
                leading = -float(args[1])
            dx, dy = (float(args[0]), float(args[1])) if op != b"T*" else (0.0, -leading)
            tm = line = _times((1.0, 0.0, 0.0, 1.0, dx, dy), line)
        elif op == b"TL":
            leading = float(args[0])
        elif op in (b"Tj", b"TJ", b"'", b'"'):
            y = _times(tm, ctm)[5]
            out.append(("text", y, y))
        elif op == b"Do" and args[0] in xobjects:
            xobject = xobjects[args[0]].get_object()
            if xobject.get("/Subtype") == "/Image":
                ys = (ctm[5], ctm[5] + ctm[3])
                out.append(("image", min(ys), max(ys)))
            elif xobject.get("/Subtype") == "/Form":
                _marks(reader, xobject, _times(numbers(xobject.get("/Matrix", _IDENTITY)), ctm), out)
    return out


@dataclass(frozen=True)
class Page:
    number: int
    chapter: str                          # as the running header names it
    lines: tuple[str, ...]                # top to bottom, without the running header and the page number
    marks: tuple[tuple[str, float, float], ...]

    @property
    def body(self) -> list[tuple[str, float, float]]:
        """What stands in the type area (a little room above and below for a line's ascent/descent)."""
        return [m for m in self.marks if AREA_FOOT - 6 <= m[1] and m[2] <= AREA_TOP + 6]

    @property
    def fill(self) -> float:
        """How far down the type area is used, 0 (empty) to 1 (to its foot): the lowest baseline or
        picture edge."""
        lowest = min((m[1] for m in self.body), default=AREA_TOP)
        return (AREA_TOP - lowest) / (AREA_TOP - AREA_FOOT)

    def picture_near_top(self) -> bool:
        """A picture begins in the upper third of the type area (perhaps under a line naming the
        widget's case): it is what did not fit on the page before."""
        return any(m[0] == "image" and m[2] >= AREA_TOP - (AREA_TOP - AREA_FOOT) / 3 for m in self.body)


@cache
def _pages() -> tuple[Page, ...]:
    from pypdf import PdfReader

    if not PDF.is_file():
        missing(f"{PDF} fehlt: bash tools/build-site baut es (tools/build-pdf)")
    reader = PdfReader(PDF)
    pages = []
    for number, page in enumerate(reader.pages, start=1):
        lines, chapter = [], ""
        for raw in page.extract_text(extraction_mode="layout").splitlines():
            text = raw.strip()
            if text.startswith(BOOK_TITLE):
                chapter = text[len(BOOK_TITLE):].strip()
            elif text and not PAGE_NUMBER.fullmatch(text):
                lines.append(text)
        pages.append(Page(number, chapter, tuple(lines), tuple(_marks(reader, page))))
    return tuple(pages)


@pytest.fixture(scope="module")
def pages() -> tuple[Page, ...]:
    return _pages()


# The end of a sentence wrapped onto its own line ("… Stack 100, Pot" / "3."): a digit and a mark.
WRAPPED_NUMBER = re.compile(r"\d[.,;:)]")


def _glyphs(line: str) -> str:
    return "".join(line.split())


def test_no_page_ends_with_a_lone_glyph(pages: tuple[Page, ...]) -> None:
    """A stray glyph is a last line of text of 1 or 2 characters (spaces not counted) on a page
    after the cover, the running header and the page number left out, unless it is a number that
    ends a sentence wrapped from the line above (a digit and a punctuation mark, "3."). (It was the "Ü" of an "Übungen" heading at the top of the next page: the
    letter reached above its line box, and Chromium painted its dots at the foot of the page
    before; holdem-print.css gives headings a taller line.)"""
    lone = [(page.number, page.lines[-1]) for page in pages[1:]
            if page.lines and len(_glyphs(page.lines[-1])) <= 2 and not WRAPPED_NUMBER.fullmatch(_glyphs(page.lines[-1]))]
    assert not lone, f"Seiten, die mit einem einzelnen Zeichen enden: {lone}"


def test_no_text_between_the_type_area_and_the_page_number(pages: tuple[Page, ...]) -> None:
    """Below the type area stands only the page number: any other text there is a glyph of the
    next page's first line that reaches across the page break (or a widget's leftover)."""
    for page in pages[1:]:
        below = sorted({round(m[1], 1) for m in page.marks if m[0] == "text" and m[1] < AREA_FOOT - 6})
        assert len(below) == 1, f"Seite {page.number}: Text unter dem Satzspiegel auf Höhe {below} pt"


# What only a screen shows: the solutions' toggle (sphinx-togglebutton), the Werkstatt tools'
# buttons and loading line, the quiz's button and score, the phone menu's button. The pages that
# explain these controls name some of them („Prüfen“, „Punkte löschen“, Code anzeigen): a phrase
# counts unless it follows an opening quote; a short button name only as a line of its own.
SCREEN_ONLY = ("Klicken zum Anzeigen", "Klicken zum Ausblenden", "Toggle hidden content",
               "Die Antwort folgt, sobald die Engine bereit ist", "Die Engine wird geladen",
               "Die Engine wird gefragt", "Serie starten", "Punkte löschen", "Richtig: 0 von 0",
               "Navigation ein- oder ausblenden")
SCREEN_ONLY_LINES = ("Prüfen", "Schließen", "Neue Hand", "Zurück Weiter", "Weiter", "Zurück", "Hand zeigen",
                     "Code anzeigen", "Code verbergen")


def test_no_on_screen_control_text(pages: tuple[Page, ...]) -> None:
    for page in pages[1:]:
        for line in page.lines:
            words = " ".join(line.split())
            assert not any(re.search(rf"(?<!„){re.escape(text)}", words) for text in SCREEN_ONLY), \
                f"Seite {page.number}: {words}"
            assert words not in SCREEN_ONLY_LINES, f"Seite {page.number}: Knopf „{words}“ gedruckt"


def test_no_page_inside_a_chapter_is_less_than_half_full(pages: tuple[Page, ...]) -> None:
    """Every page but the last of its chapter (and the cover) is used at least half way down,
    unless the next page begins with a picture that did not fit below the text."""
    half_empty = []
    for page, following in zip(pages[1:], pages[2:]):
        if page.chapter == following.chapter and page.fill < 0.5 and not following.picture_near_top():
            half_empty.append((page.number, page.chapter, round(page.fill, 2)))
    assert not half_empty, f"halb leere Seiten (Seite, Kapitel, gefüllt): {half_empty}"


def test_the_fill_measure_sees_text_and_pictures(pages: tuple[Page, ...]) -> None:
    """The measure itself: a full page of text reaches the foot of the type area, the contents'
    last page and a chapter's last page may end early, and pictures are found."""
    assert max(page.fill for page in pages[1:]) > 0.9
    assert all(0 <= page.fill <= 1.05 for page in pages[1:])
    assert sum(1 for page in pages for mark in page.marks if mark[0] == "image") >= 20
