"""``python -m holdem arbeitsblatt``: worksheets for a class (see :mod:`holdem.worksheet`).

Writes the sheets (one per student) and the answer key as HTML (``--html``) or as PDF printed by
Chromium (``--pdf`` the sheets, ``--loesungen`` the key); without a file the whole document goes
to standard output. The options are checked by the same function as in the Werkstatt.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from holdem.worksheet import WorksheetError, make_set, read_options
from holdem.worksheet.options import MAX_STUDENTS, MAX_TASKS
from holdem.worksheet.render import document


def _write_text(path: str, text: str) -> None:
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as error:
        raise WorksheetError(f"{path} lässt sich nicht schreiben ({error.strerror}).", key="cannot_write") from None


def run(args: argparse.Namespace) -> int:
    request = {"kapitel": args.kapitel, "regeln": args.regeln, "arten": args.arten, "stufe": args.stufe,
               "anzahl": args.anzahl, "serie": args.serie, "schueler": args.schueler}
    worksheets = make_set(read_options(request))  # all options checked before anything is written
    documents = {part: document(worksheets, part) for part in ("all", "sheets", "key")}
    if not (args.html or args.pdf or args.loesungen):
        sys.stdout.write(documents["all"])
        return 0
    if args.html:
        _write_text(args.html, documents["all"])
    if args.pdf or args.loesungen:
        from holdem.worksheet.pdf import find_chromium, print_pdf

        find_chromium()  # before any PDF is written: a missing browser is said at once
        if args.pdf:
            print_pdf(documents["sheets"], Path(args.pdf))
        if args.loesungen:
            print_pdf(documents["key"], Path(args.loesungen))
    written = [name for name in (args.html, args.pdf, args.loesungen) if name]
    print("Geschrieben: " + ", ".join(written))
    return 0


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "arbeitsblatt", help="Arbeitsblätter mit Lösungen für eine Klasse (HTML oder PDF)",
        description="Macht Arbeitsblätter aus den Übungen der Werkstatt und den Quizfragen der Kapitel: ein Blatt "
                    "je Schülerin oder Schüler mit eigenen Zahlen (Serie und Blattnummer), dazu die Lösungen aller "
                    "Blätter mit Regel-IDs und Begründung. Dieselben Angaben ergeben dieselben Blätter.")
    parser.add_argument("--kapitel", metavar="NAMEN", help="Kapitel, durch Kommas getrennt (z. B. all-in,limits)")
    parser.add_argument("--regeln", metavar="IDS", help="statt Kapiteln: Regel-IDs, z. B. C11,L4")
    parser.add_argument("--arten", metavar="ARTEN",
                        help="Arten der Aufgaben, z. B. side_pots,quiz (Standard: alle passenden)")
    parser.add_argument("--stufe", default="1", metavar="1-3", help="Stufe 1 bis 3 (Standard 1)")
    parser.add_argument("--anzahl", default="8", metavar="N", help=f"Aufgaben je Blatt, 1 bis {MAX_TASKS} (Standard 8)")
    parser.add_argument("--serie", default="1", metavar="N", help="Serie wie in „Üben“ (Standard 1)")
    parser.add_argument("--schueler", default="1", metavar="N",
                        help=f"Zahl der Blätter, eines je Schülerin oder Schüler, 1 bis {MAX_STUDENTS} (Standard 1)")
    parser.add_argument("--html", metavar="DATEI", help="Blätter und Lösungen als eine HTML-Datei")
    parser.add_argument("--pdf", metavar="DATEI", help="die Blätter als PDF (A4, gedruckt mit Chromium)")
    parser.add_argument("--loesungen", metavar="DATEI", help="die Lösungen als PDF (A4, gedruckt mit Chromium)")
    parser.set_defaults(func=run)
