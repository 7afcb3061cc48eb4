"""``python -m holdem arbeitsblatt``: the sheets and the key as A4 PDFs printed by the Debian
Chromium, read back with pypdf: page size, one sheet per student starting on its own page, the
key in its own file with every student, pictures in it, the same bytes for the same options."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from pypdf import PdfReader

from holdem.cli import main
from holdem.worksheet import worksheet_html

ARGS = ["arbeitsblatt", "--regeln", "C11,L4,A3", "--anzahl", "4", "--stufe", "2", "--serie", "7", "--schueler", "3"]
REQUEST = {"regeln": "C11,L4,A3", "anzahl": 4, "stufe": 2, "serie": 7, "schueler": 3}
A4_POINTS = (595.3, 841.9)

needs_chromium = pytest.mark.skipif(shutil.which("chromium") is None, reason="Debian chromium fehlt")


@pytest.fixture(scope="module")
def printed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    if shutil.which("chromium") is None:
        pytest.skip("Debian chromium fehlt")
    folder = tmp_path_factory.mktemp("blatt")
    files = {"html": folder / "blatt.html", "pdf": folder / "blatt.pdf", "key": folder / "loesungen.pdf",
             "again": folder / "nochmal.pdf"}
    assert main([*ARGS, "--html", str(files["html"]), "--pdf", str(files["pdf"]),
                 "--loesungen", str(files["key"])]) == 0
    assert main([*ARGS, "--pdf", str(files["again"])]) == 0
    return files


def page_texts(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(path).pages]


def test_html_file_is_the_engines_document(printed: dict[str, Path]) -> None:
    assert printed["html"].read_text(encoding="utf-8") == worksheet_html(REQUEST)


@needs_chromium
def test_pdfs_are_a4(printed: dict[str, Path]) -> None:
    for name in ("pdf", "key"):
        for page in PdfReader(printed[name]).pages:
            size = (float(page.mediabox.width), float(page.mediabox.height))
            assert size == pytest.approx(A4_POINTS, abs=1.5), (name, size)


@needs_chromium
def test_one_sheet_per_student_each_on_pages_of_its_own(printed: dict[str, Path]) -> None:
    texts = page_texts(printed["pdf"])
    starts = [i for i, text in enumerate(texts) if "Arbeitsblatt · Serie 7 · Blatt" in text]
    assert len(starts) == 3 and starts[0] == 0
    for student, start in enumerate(starts, start=1):
        assert f"Arbeitsblatt · Serie 7 · Blatt {student} von 3" in texts[start]
    # Every page belongs to one student: the marks of its tasks name one sheet only.
    for text in texts:
        marks = set(re.findall(r"Blatt (\d) · Serie 7", text))
        assert len(marks) <= 1, marks
    owners = [set(re.findall(r"Blatt (\d)", t)) for t in texts]
    assert all(len(o) == 1 for o in owners)
    assert [int(next(iter(o))) for o in owners] == sorted(int(next(iter(o))) for o in owners)
    assert not any("Lösungen · Serie 7" in t for t in texts)


@needs_chromium
def test_key_lists_every_student_with_rule_ids_on_its_own_pages(printed: dict[str, Path]) -> None:
    text = "\n".join(page_texts(printed["key"]))
    assert text.lstrip().startswith("Lösungen · Serie 7")
    for student in (1, 2, 3):
        assert f"Blatt {student} von 3" in text
    assert "Arbeitsblatt · Serie" not in text
    assert re.search(r"\(Regeln? [A-Z]\d", text)
    assert "Name:" not in text


@needs_chromium
def test_pictures_are_in_the_pdf(printed: dict[str, Path]) -> None:
    """The tables from above are vector drawings: curves (the felt) and their words as text."""
    reader = PdfReader(printed["pdf"])
    curves = 0
    for page in reader.pages:
        data = page.get_contents().get_data()
        curves += len(re.findall(rb"[\d.\-]+ [\d.\-]+ [\d.\-]+ [\d.\-]+ [\d.\-]+ [\d.\-]+ c\b", data))
    assert curves > 20
    assert "Pot:" in "\n".join(page_texts(printed["pdf"]))


@needs_chromium
def test_same_arguments_give_identical_pdf_bytes(printed: dict[str, Path]) -> None:
    assert printed["pdf"].read_bytes() == printed["again"].read_bytes()
    assert b"/CreationDate (D:20000101000000" in printed["pdf"].read_bytes()


def test_missing_chromium_is_said_in_german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(shutil, "which", lambda name: None)
    out = tmp_path / "blatt.pdf"
    assert main([*ARGS, "--pdf", str(out)]) == 2
    assert "Chromium" in capsys.readouterr().err and not out.exists()


def test_bad_option_is_refused_before_anything_is_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "blatt.html"
    assert main(["arbeitsblatt", "--regeln", "L4", "--schueler", "99", "--html", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Fehler: Die Zahl der Schülerinnen und Schüler: 99") and "Traceback" not in err
    assert not out.exists()


def test_benchmark_quick_run_prints_its_rows() -> None:
    """benchmarks/worksheets.py still runs (tiny sizes); speed itself is not asserted."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, str(root / "benchmarks" / "worksheets.py"), "--quick"],
                          capture_output=True, text=True, timeout=300, cwd=root)
    assert done.returncode == 0, done.stderr
    for row in ("Kommandozeile, 3 Blätter zu 8 Aufgaben", "Nur die Engine (warm", "Last des Rechners"):
        assert row in done.stdout, row
