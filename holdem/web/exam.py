"""The exam page's door to the engine ("Regelprüfung", book/pruefung.md).

Requests:

* ``{"action": "new", "seed": 4711, "student": 3}``: the paper, without answers;
* ``{"action": "hand_in", "seed": …, "student": …, "answers": [...]}``: the paper made again and
  marked: score, pass or fail, each question's right answer with its rule IDs, the result per
  chapter and the certificate code;
* ``{"action": "verify", "code": "…"}``: what a certificate code says, recomputed.

The exam's modules are imported only when a request comes: the Werkstatt, which imports every
tool before it stores the started engine, keeps its stored copy small.
"""

from __future__ import annotations

from typing import Any

from holdem.errors import InputError, excerpt


def verify(code: object) -> dict[str, Any]:
    """The certificate of ``code``: the paper made again, the score and the result per chapter."""
    from holdem.exam import make_exam, read_code
    from holdem.exam.paper import chapter_results

    certificate = read_code(code)
    exam = make_exam(certificate.seed, certificate.student)
    return {"seed": certificate.seed, "student": certificate.student, "label": exam.label,
            "score": certificate.score, "total": len(certificate.correct), "passed": certificate.passed,
            "chapters": chapter_results(exam, certificate.correct),
            "wrong": [{"number": q.number, "rules": list(q.question.rules)}
                      for q, ok in zip(exam.questions, certificate.correct) if not ok]}


def handle(request: dict[str, Any]) -> dict[str, Any]:
    from holdem.exam import grade, make_exam

    action = request.get("action", "new")
    if action == "verify":
        return verify(request.get("code"))
    if action not in ("new", "hand_in"):
        raise InputError(f"Die Anfrage {excerpt(action, 20)} kennt die Prüfung nicht. Erlaubt: new, hand_in, "
                           "verify.", key="bad_action")
    exam = make_exam(request.get("seed"), request.get("student", 0))
    if action == "new":
        return {"exam": exam.public()}
    return {"exam": exam.public(), **grade(exam, request.get("answers")).as_dict()}
