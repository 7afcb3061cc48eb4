"""``python -m holdem pruefung``: the rules exam on the command line. ``neu`` prints a paper
(and with ``--loesungen`` its answer key), ``pruefen`` confirms a certificate code offline by
making the paper again."""

from __future__ import annotations

import argparse
from typing import Any

from holdem.cli import add_json_flag, print_json
from holdem.cli._numbers import whole_number
from holdem.exam import MAX_SEED, MAX_STUDENT, ExamError, make_exam, read_code
from holdem.exam.text import certificate_text, key_text, paper_text

EPILOG = f"""\
Eine Prüfung hat eine Nummer (--seed, 0 bis {MAX_SEED}). Ohne --schueler bekommt die ganze Klasse
dieselben Fragen; mit --schueler 1 bis {MAX_STUDENT} bekommt jeder Schüler seine eigenen.
Der Code auf dem Zertifikat der Seite „Regelprüfung“ lässt sich hier ohne Browser prüfen.

Beispiele:
  python -m holdem pruefung neu --seed 4711
  python -m holdem pruefung neu --seed 4711 --schueler 12 --loesungen
  python -m holdem pruefung pruefen 229KG-1ZZZZ-ZZZZG-DSFA
"""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "pruefung", help="Regelprüfung: 40 Fragen zu allen Kapiteln, Zertifikat-Code prüfen",
        description="Die Regelprüfung des Buchs: 40 Fragen aus allen Kapiteln, von der Engine gestellt.",
        epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="pruefung", metavar="AKTION", required=True)
    new = commands.add_parser("neu", help="eine Prüfung als Text ausgeben", epilog=EPILOG,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    new.add_argument("--seed", required=True, metavar="N", help=f"Nummer der Prüfung, 0 bis {MAX_SEED}")
    new.add_argument("--schueler", default="0", metavar="K",
                     help=f"Nummer des Schülers, 1 bis {MAX_STUDENT} (Standard: 0, dieselbe Prüfung für alle)")
    new.add_argument("--loesungen", action="store_true", help="danach die Lösungen mit Regel-IDs ausgeben")
    add_json_flag(new)
    new.set_defaults(func=run_new)
    check = commands.add_parser("pruefen", help="einen Zertifikat-Code prüfen", epilog=EPILOG,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    check.add_argument("code", metavar="CODE", help="der Code vom Zertifikat, z. B. 229KG-1ZZZZ-ZZZZG-DSFA")
    add_json_flag(check)
    check.set_defaults(func=run_check)


def run_new(args: argparse.Namespace) -> int:
    seed = whole_number(args.seed, "--seed", f"0 bis {MAX_SEED}", ExamError, minimum=0, maximum=MAX_SEED)
    student = whole_number(args.schueler, "--schueler", f"0 bis {MAX_STUDENT}", ExamError, minimum=0,
                           maximum=MAX_STUDENT)
    exam = make_exam(seed, student)
    if args.json:
        data = exam.public()
        if args.loesungen:
            data["key"] = [{"number": q.number, "answer": q.question.answer, "answer_text": q.question.answer_text,
                            "rules": list(q.question.rules)} for q in exam.questions]
        print_json(data)
        return 0
    print(paper_text(exam))
    if args.loesungen:
        print()
        print(key_text(exam))
    return 0


def run_check(args: argparse.Namespace) -> int:
    certificate = read_code(args.code)
    if args.json:
        from holdem.web.exam import verify

        print_json(verify(args.code))
        return 0
    print(certificate_text(certificate))
    return 0
