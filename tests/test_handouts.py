"""The handouts linked from the landing page: the hand-ranking chart (SVG) and the cheat sheet
(PDF, one A4 page). The committed files must have the content that the engine draws today:
the test draws them again and compares their texts (not their bytes), and checks the page size."""

from __future__ import annotations

import re
import zlib
from pathlib import Path

import pytest

from holdem.counting import category_counts
from holdem.draw.handouts import (
    CHART_FILE,
    CHEAT_SHEET_FILE,
    PHONE_CHART_FILE,
    PHONE_CHART_WIDTH,
    cheat_sheet_sections,
    draw_ranking_chart_for_phones,
    ranking_rows,
    write_handouts,
)
from holdem.ranking import HandCategory, evaluate

ROOT = Path(__file__).resolve().parent.parent
DOWNLOADS = ROOT / "book" / "downloads"
A4_POINTS = (595.28, 841.89)  # 210 mm x 297 mm


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("handouts")
    write_handouts(folder)
    return folder


def svg_texts(path: Path) -> list[str]:
    """The texts of a matplotlib SVG: it writes every text, drawn as paths, also as a comment."""
    return re.findall(r"<!-- (.*?) -->", path.read_text(encoding="utf-8"), re.S)


def _pdf_string(raw: bytes) -> bytes:
    """Undo the escapes of a PDF literal string."""
    out = bytearray()
    i = 0
    while i < len(raw):
        c = raw[i]
        if c == 0x5C and i + 1 < len(raw):  # backslash
            nxt = raw[i + 1:i + 2]
            if nxt.isdigit():
                digits = re.match(rb"[0-7]{1,3}", raw[i + 1:]).group(0)
                out.append(int(digits, 8))
                i += 1 + len(digits)
                continue
            out += {b"n": b"\n", b"r": b"\r", b"t": b"\t", b"b": b"\b", b"f": b"\f"}.get(nxt, nxt)
            i += 2
            continue
        out.append(c)
        i += 1
    return bytes(out)


def _streams(pdf: bytes) -> dict[int, bytes]:
    """Object number -> its decompressed stream."""
    found = {}
    # The stream runs up to "endstream"; its own last byte may be a "\r", so the end of line before
    # "endstream" is not cut off by the pattern: zlib stops at the end of its data by itself.
    for m in re.finditer(rb"(\d+) 0 obj\s*<<(.*?)>>\s*stream\r?\n(.*?)endstream", pdf, re.S):
        data = m.group(3)
        found[int(m.group(1))] = (zlib.decompressobj().decompress(data) if b"/FlateDecode" in m.group(2)
                                  else data.removesuffix(b"\n").removesuffix(b"\r"))
    return found


def _to_unicode(cmap: bytes) -> dict[int, str]:
    """Character code -> text of a ToUnicode CMap (bfchar and both forms of bfrange)."""
    def text(hex_: bytes) -> str:  # the target is UTF-16BE, e.g. <0066006c> for the ligature "fl"
        return bytes.fromhex(hex_.decode()).decode("utf-16-be")

    table: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", cmap, re.S):
        for src, dst in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            table[int(src, 16)] = text(dst)
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", cmap, re.S):
        for line in block.strip().splitlines():
            lo, hi, *rest = re.findall(rb"<([0-9A-Fa-f]+)>", line)
            low, high = int(lo, 16), int(hi, 16)
            if b"[" in line:
                targets = [text(r) for r in rest]
            else:
                first = text(rest[0])
                targets = [first[:-1] + chr(ord(first[-1]) + k) for k in range(high - low + 1)]
            for k, target in enumerate(targets):
                table[low + k] = target
    return table


def pdf_texts(path: Path) -> list[str]:
    """The text pieces a PDF page shows, in drawing order, decoded through each font's ToUnicode map."""
    pdf = path.read_bytes()
    streams = _streams(pdf)
    # Resource name (/F1) -> font object -> its ToUnicode map.
    names = dict(re.findall(rb"/(F\d+) (\d+) 0 R", pdf))
    maps: dict[bytes, dict[int, str]] = {}
    for name, number in names.items():
        obj = re.search(rb"\b" + number + rb" 0 obj\s*<<(.*?)>>\s*endobj", pdf, re.S)
        cmap_ref = re.search(rb"/ToUnicode (\d+) 0 R", obj.group(1)) if obj else None
        if cmap_ref:
            table = _to_unicode(streams[int(cmap_ref.group(1))])
            maps[name] = table
    pieces: list[str] = []
    for content in streams.values():
        font = None
        for op in re.finditer(rb"/(F\d+) [\d.]+ Tf|\[(.*?)\]\s*TJ", content, re.S):
            if op.group(1):
                font = op.group(1)
                continue
            codes = b"".join(_pdf_string(s) for s in re.findall(rb"\(((?:\\.|[^\\)])*)\)", op.group(2), re.S))
            table = maps.get(font, {})
            pieces.append("".join(table.get(int.from_bytes(codes[k:k + 2], "big"), "?")
                                  for k in range(0, len(codes) - 1, 2)))
    return pieces


@pytest.mark.rule("R1")
def test_R1_ten_categories_highest_first_each_example_checked_by_the_evaluator() -> None:
    rows = ranking_rows()
    assert [row.category for row in rows] == sorted(HandCategory, reverse=True)
    for row in rows:
        assert evaluate(row.cards).category is row.category
        assert row.description == evaluate(row.cards).text
    assert [row.place for row in rows] == list(range(1, 11))


@pytest.mark.rule("R12")
def test_R12_chart_numbers_are_the_engine_counts() -> None:
    five, seven = category_counts(5), category_counts(7)
    rows = {row.category: row for row in ranking_rows()}
    assert rows[HandCategory.ROYAL_FLUSH].five_count == 4
    assert rows[HandCategory.FOUR_OF_A_KIND].five_count == 624
    assert sum(row.five_count for row in rows.values()) == five.total == 2_598_960
    assert sum(row.seven_count for row in rows.values()) == seven.total == 133_784_560
    assert rows[HandCategory.ROYAL_FLUSH].five_odds == "1 zu 649.739"
    assert rows[HandCategory.ONE_PAIR].seven_share == "43,8 %"


def test_committed_chart_has_the_content_the_engine_draws(fresh: Path) -> None:
    committed = svg_texts(DOWNLOADS / CHART_FILE)
    assert committed == svg_texts(fresh / CHART_FILE), "book/downloads neu erzeugen: python -m holdem.draw.handouts"
    for row in ranking_rows():
        assert row.category.german in committed and row.five_odds in committed and row.seven_share in committed
    assert "1.302.540" in committed and "Rangfolge der Hände: von der stärksten zur schwächsten" in committed


def test_R1_R12_committed_phone_chart_has_every_category_and_share(fresh: Path) -> None:
    committed = svg_texts(DOWNLOADS / PHONE_CHART_FILE)
    assert committed == svg_texts(fresh / PHONE_CHART_FILE), "book/downloads neu erzeugen: python -m holdem.draw.handouts"
    places = [text for text in committed if ". " in text and text.split(". ")[0].isdigit()]
    assert places == [f"{row.place}. {row.category.german}" for row in ranking_rows()]  # highest first (R1)
    for row in ranking_rows():
        assert row.seven_share in committed and row.tie_break in committed


def test_phone_chart_is_drawn_for_a_phone_column_with_no_text_under_9_points() -> None:
    figure = draw_ranking_chart_for_phones()
    width, _height = figure.get_size_inches()
    assert width == PHONE_CHART_WIDTH <= 3.7  # about 350 CSS px: shown near its natural size
    sizes = [text.get_fontsize() for text in figure.axes[0].texts]
    assert min(sizes) >= 9  # 12 px at the natural size, above the 11 px limit on a 390 px phone


def test_committed_cheat_sheet_has_the_content_the_engine_draws(fresh: Path) -> None:
    committed = pdf_texts(DOWNLOADS / CHEAT_SHEET_FILE)
    assert committed == pdf_texts(fresh / CHEAT_SHEET_FILE), \
        "book/downloads neu erzeugen: python -m holdem.draw.handouts"
    text = "".join(committed)
    assert text.startswith("Texas Hold'em – die Regeln auf einer Seite")
    for row in ranking_rows():
        assert f"{row.place}. {row.category.german}" in text and row.tie_break in text
    headings = [heading for heading, _ in cheat_sheet_sections()]
    assert headings == ["Ablauf einer Hand", "Wer handelt zuerst?", "Was man tun darf", "All-in und Side Pot"]
    for _, paragraphs in cheat_sheet_sections():
        for paragraph in paragraphs:
            # Wrapped lines follow each other in the PDF: compare without the line breaks.
            assert paragraph.replace(" ", "") in text.replace(" ", ""), paragraph


@pytest.mark.rule("A2")
@pytest.mark.rule("W3")
def test_cheat_sheet_examples_are_computed_by_the_engine() -> None:
    sections = dict(cheat_sheet_sections())
    assert any("Hauptpot 90 (alle drei), Side Pot 140" in p for p in sections["All-in und Side Pot"])
    assert any("Sechs Spieler, preflop: UTG, HJ, CO, BTN, SB, BB; ab dem Flop: SB, BB, UTG, HJ, CO, BTN." in p
               for p in sections["Wer handelt zuerst?"])


@pytest.mark.parametrize("folder", ["committed", "fresh"])
def test_cheat_sheet_is_one_a4_page(folder: str, fresh: Path) -> None:
    path = (DOWNLOADS if folder == "committed" else fresh) / CHEAT_SHEET_FILE
    pdf = path.read_bytes()
    assert pdf.startswith(b"%PDF-")
    assert len(re.findall(rb"/Type /Page\b", pdf)) == 1
    boxes = re.findall(rb"/MediaBox \[ *([\d.]+) +([\d.]+) +([\d.]+) +([\d.]+) *\]", pdf)
    assert len(boxes) == 1
    x0, y0, x1, y1 = (float(v) for v in boxes[0])
    assert (x0, y0) == (0, 0)
    assert abs(x1 - A4_POINTS[0]) < 0.5 and abs(y1 - A4_POINTS[1]) < 0.5
    # Fonts are embedded (a print shop or an old printer must not substitute them).
    assert b"/FontFile2" in pdf


def test_pdf_reader_decodes_what_it_reads() -> None:
    """The reader the comparison relies on: escapes and both CMap forms, so it can see a change."""
    assert _pdf_string(rb"\000A\(\)\\") == b"\x00A()\\"
    cmap = (b"beginbfchar\n<0003> <00e4>\nendbfchar\nbeginbfrange\n<0010> <0012> <0041>\n"
            b"<0020> <0021> [<0066006c> <2660>]\nendbfrange")
    assert _to_unicode(cmap) == {3: "ä", 16: "A", 17: "B", 18: "C", 32: "fl", 33: "♠"}
    assert "".join(pdf_texts(DOWNLOADS / CHEAT_SHEET_FILE)).count("♠") >= 1
