"""The rules exam ("Regelprüfung"): 40 questions across every chapter, made by the engine from
a seed (and a student number), graded on hand-in, and a short certificate code from which the
command line recomputes the exam and confirms the score.

Standard library only: the same code runs in the browser (Pyodide) and on the command line.
"""

from __future__ import annotations

from holdem.errors import ExamError
from holdem.exam.blueprint import CHAPTERS, MAX_SEED, MAX_STUDENT, PASS_MARK, QUESTIONS, quotas
from holdem.exam.certificate import Certificate, make_code, read_code
from holdem.exam.paper import Exam, ExamQuestion, Grade, grade, make_exam

__all__ = ["CHAPTERS", "MAX_SEED", "MAX_STUDENT", "PASS_MARK", "QUESTIONS", "Certificate", "Exam", "ExamError",
           "ExamQuestion", "Grade", "grade", "make_code", "make_exam", "quotas", "read_code"]
