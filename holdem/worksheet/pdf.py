"""Printing a worksheet document to PDF with the Debian Chromium (headless, ``--print-to-pdf``),
as tools/build-pdf prints the book: no header or footer, nothing fetched from the network.

Chromium writes the time of printing into the PDF (CreationDate, ModDate) and numbers the tagged
structure after the browser's page nodes; everything else is the same for the same HTML. The two
dates are set to one fixed instant and the node numbers counted from 1, written with the same
number of characters, so the cross-reference table stays right and the same options give the
same bytes.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from holdem.errors import PdfError

__all__ = ["PdfError", "find_chromium", "print_pdf", "reproducible"]

CHROMIUM_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic",
    "--host-resolver-rules=MAP * ~NOTFOUND", "--run-all-compositor-stages-before-draw", "--no-pdf-header-footer",
)
FIXED_DATE = b"D:20000101000000"
_DATE = re.compile(rb"(/(?:CreationDate|ModDate) ?\()D:\d{14}")
# The tagged PDF names each structure element after its page node ("node00000055"); the numbers
# depend on how many nodes the browser made before, not on the document.
_NODE_ID = re.compile(rb"\(node(\d{8})\)")


def find_chromium() -> str:
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    raise PdfError("Für das PDF fehlt der Browser Chromium (Debian: apt-get install chromium). Ohne ihn "
                   "schreibt --html die Blätter als HTML-Datei; die druckt jeder Browser über „Drucken“.",
                   key="no_chromium")


def reproducible(pdf: bytes) -> bytes:
    """``pdf`` with its creation and change dates set to one fixed instant and its structure nodes
    numbered from 1 (each the same length as before)."""
    pdf = _DATE.sub(lambda m: m.group(1) + FIXED_DATE, pdf)
    # Renumbered 1, 2, … in their own order (same width, so offsets and the sorted ID tree hold).
    ordered = {number: i for i, number in enumerate(sorted(set(_NODE_ID.findall(pdf)), key=int), start=1)}
    return _NODE_ID.sub(lambda m: b"(node%08d)" % ordered[m.group(1)], pdf)


def print_pdf(html: str, out: Path) -> None:
    """Print the HTML document ``html`` to the PDF file ``out``."""
    chromium = find_chromium()
    with tempfile.TemporaryDirectory(prefix="holdem-blatt-") as folder:
        tmp = Path(folder)
        source = tmp / "blatt.html"
        source.write_text(html, encoding="utf-8")
        printed = tmp / "blatt.pdf"
        try:
            subprocess.run([chromium, *CHROMIUM_FLAGS, f"--user-data-dir={tmp / 'profil'}",
                            f"--print-to-pdf={printed}", source.as_uri()], check=True, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=300)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError):
            raise PdfError(f"Chromium konnte {out.name} nicht drucken.", key="print_failed") from None
        if not printed.is_file() or printed.stat().st_size == 0:
            raise PdfError(f"Chromium hat {out.name} nicht gedruckt.", key="print_failed")
        try:
            out.write_bytes(reproducible(printed.read_bytes()))
        except OSError as error:
            raise PdfError(f"{out} lässt sich nicht schreiben ({error.strerror}).", key="cannot_write") from None
