"""The Werkstatt's "Arbeitsblatt" in Debian's Chromium, offline, with the engine in the browser
(Pyodide, built site): a teacher picks rules, level, tasks, series and class size; the page shows
the very document ``python -m holdem arbeitsblatt --html`` writes (same bytes), and printed to PDF
it gives A4 pages, one sheet per student on pages of its own, the key after them on its own pages,
the pictures as vector drawings. A bad number gets the engine's German message."""

from __future__ import annotations

import io
import re
from typing import Any

from browser_helpers import chromium_context
from pypdf import PdfReader

from holdem.worksheet import worksheet_html

READY_TIMEOUT_MS = 120_000
RESULT_TIMEOUT_MS = 60_000
REQUEST = {"regeln": ["C11", "L4"], "arten": [], "kapitel": [], "stufe": "2", "anzahl": "4", "serie": "7",
           "schueler": "3"}


def make_sheets(tool: Any, page: Any, tasks: str) -> Any:
    tool.get_by_label("Regeln (statt Kapiteln)", exact=True).fill("C11, L4")
    tool.get_by_label("Stufe", exact=True).select_option("2")
    tool.get_by_label("Aufgaben je Blatt", exact=True).fill(tasks)
    tool.get_by_label("Serie", exact=True).fill("7")
    tool.get_by_label("Schülerinnen und Schüler", exact=True).fill("3")
    tool.get_by_role("button", name="Blätter machen", exact=True).click()
    output = tool.locator(".hw-ws-output")
    page.wait_for_function("(el) => !el.hasAttribute('aria-busy') && el.textContent.trim() && "
                           "!el.querySelector('.werkstatt-busy')", arg=output.element_handle(), timeout=RESULT_TIMEOUT_MS)
    return output


def test_worksheet_print_view_makes_the_command_lines_sheets_as_a4(site, base_url, playwright) -> None:
    with chromium_context("http", playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto(f"{base_url}book/werkstatt.html")
        page.wait_for_function("document.documentElement.dataset.werkstatt === 'ready'", timeout=READY_TIMEOUT_MS)
        tool = page.locator("#werkstatt-worksheet")
        tool.get_by_role("button", name="Blätter machen").wait_for(timeout=RESULT_TIMEOUT_MS)

        # A bad number: the engine's German message, no sheets.
        output = make_sheets(tool, page, "99")
        assert "Die Zahl der Aufgaben: 99 liegt nicht im erlaubten Bereich" in output.inner_text()
        assert output.locator("iframe").count() == 0

        output = make_sheets(tool, page, "4")
        assert "3 Blätter und die Lösungen sind fertig" in output.inner_text()
        html = output.evaluate("(el) => el.worksheetHtml")
        assert html == worksheet_html(REQUEST)  # the same bytes as the command line
        frame = page.frame_locator("#werkstatt-worksheet iframe.hw-ws-frame")
        assert frame.locator("article.ws-sheet").count() == 3
        assert frame.locator("article.ws-key").count() == 1
        assert tool.get_by_role("button", name="Drucken", exact=True).is_visible()

        # What "Drucken" prints: the frame's document, here printed by Playwright.
        sheet = context.new_page()
        sheet.set_content(html)
        reader = PdfReader(io.BytesIO(sheet.pdf(prefer_css_page_size=True)))
        assert traffic.blocked == [], f"Anfragen nach außen: {traffic.blocked}"
        assert traffic.page_errors == []

    texts = [p.extract_text() for p in reader.pages]
    for p in reader.pages:  # A4: 595.3 × 841.9 points
        assert abs(float(p.mediabox.width) - 595.3) < 1.5 and abs(float(p.mediabox.height) - 841.9) < 1.5
    starts = [i for i, t in enumerate(texts) if "Arbeitsblatt · Serie 7 · Blatt" in t]
    key = [i for i, t in enumerate(texts) if "Lösungen · Serie 7" in t]
    assert len(starts) == 3 and starts[0] == 0 and len(key) == 1
    assert key[0] > starts[-1]
    owners = []
    for i, text in enumerate(texts):
        if i < key[0]:  # a page of one student's sheet only (its marks, its head or its last line)
            marks = set(re.findall(r"Blatt (\d)", text))
            assert len(marks) == 1, (i, marks)
            owners.append(int(marks.pop()))
        else:  # the key's pages hold no sheet
            assert not re.search(r"Blatt \d · Serie 7", text) and "Name:" not in text
    assert owners == sorted(owners) and set(owners) == {1, 2, 3}
    key_text = "\n".join(texts[key[0]:])
    assert all(f"Blatt {k} von 3" in key_text for k in (1, 2, 3)) and re.search(r"\(Regeln? [A-Z]\d", key_text)
    curve = rb"[\d.\-]+ [\d.\-]+ [\d.\-]+ [\d.\-]+ [\d.\-]+ [\d.\-]+ c\b"
    curves = sum(len(re.findall(curve, p.get_contents().get_data())) for p in reader.pages[:key[0]])
    assert curves > 20
