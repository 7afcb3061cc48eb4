"""The exam as plain text: the paper to print or read on a terminal, its answer key, and what a
certificate code says. ``python -m holdem pruefung`` prints these."""

from __future__ import annotations

from string import ascii_uppercase

from holdem.exam.blueprint import PASS_MARK, TITLES
from holdem.exam.certificate import Certificate
from holdem.exam.paper import Exam, chapter_results, make_exam
from holdem.german import percent_rate


def _share(part: int, whole: int) -> str:
    """``36`` of ``40`` -> ``"90 %"``: a whole percent, rounded as the browser's result rounds it."""
    return percent_rate(round(100 * part / whole))


def paper_text(exam: Exam) -> str:
    """The questions, numbered, grouped under their chapters, with lettered options."""
    lines = [f"Regelprüfung – {exam.label}", "",
             f"{len(exam.questions)} Fragen; bestanden ist die Prüfung mit {PASS_MARK} richtigen Antworten "
             f"({_share(PASS_MARK, len(exam.questions))}). "
             "Bei Auswahlfragen ist genau eine Antwort richtig; bei Zahlenfragen ist eine ganze Zahl gefragt."]
    chapter = ""
    for item in exam.questions:
        q = item.question
        if item.chapter != chapter:
            chapter = item.chapter
            lines += ["", TITLES[chapter], "-" * len(TITLES[chapter])]
        lines.append("")
        head = f"{item.number}. "
        if q.situation:
            lines.append(head + q.situation)
            head = "   "
        lines.append(head + q.prompt)
        if q.kind == "choice":
            lines += [f"   {ascii_uppercase[i]}) {option}" for i, option in enumerate(q.options)]
        else:
            lines.append("   Antwort (eine ganze Zahl): ________")
    return "\n".join(lines)


def key_text(exam: Exam) -> str:
    """The right answers with their rule IDs, one line each."""
    lines = [f"Lösungen – {exam.label}", ""]
    for item in exam.questions:
        q = item.question
        answer = f"{ascii_uppercase[q.answer]}) {q.answer_text}" if q.kind == "choice" else q.answer_text
        lines.append(f"{item.number}. {answer} (Regel {', '.join(q.rules)})")
    return "\n".join(lines)


def certificate_text(certificate: Certificate) -> str:
    """What a code confirms: the exam, the score, passed or not, the result per chapter."""
    exam = make_exam(certificate.seed, certificate.student)
    total = len(certificate.correct)
    verdict = "bestanden" if certificate.passed else f"nicht bestanden (nötig sind {PASS_MARK})"
    lines = [f"Der Code ist gültig: {exam.label}.",
             f"Ergebnis: {certificate.score} von {total} Fragen richtig ({_share(certificate.score, total)}), "
             f"{verdict}.", "", "Ergebnis je Kapitel:"]
    lines += [f"  {c['title']}: {c['right']} von {c['total']}" for c in chapter_results(exam, certificate.correct)]
    wrong = [q for q, ok in zip(exam.questions, certificate.correct) if not ok]
    if wrong:
        lines += ["", "Falsch beantwortet: " + "; ".join(f"Frage {q.number} ({', '.join(q.question.rules)})"
                                                          for q in wrong) + "."]
    return "\n".join(lines)
