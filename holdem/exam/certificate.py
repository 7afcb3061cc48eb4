"""The certificate code: exam number, student number and which of the 40 answers were right, in
19 characters such as ``1A2B3-C4D5E-F6G7H-J8K9``, so it can be typed from a printed page.

Layout (71 bits, then 4 check characters): version (4 bits), exam number (17), student number
(10), one bit per question (40), padded to 15 characters of Crockford's base 32 (no I, L, O, U:
nothing to misread). The check characters are the first 20 bits of a SHA-256 of those 15: a
mistyped or changed character is refused. From the code, the command line makes the paper again
and names each question's chapter and rules, so the score can be confirmed without the browser.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from holdem.errors import ExamError, excerpt
from holdem.exam.blueprint import MAX_SEED, MAX_STUDENT, PASS_MARK, QUESTIONS

VERSION = 1  # a new version when the same numbers would give a different paper
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
MISREAD = str.maketrans({"O": "0", "I": "1", "L": "1"})
PAYLOAD_CHARS = 15
CHECK_CHARS = 4
BITS = (4, 17, 10, QUESTIONS)


@dataclass(frozen=True)
class Certificate:
    version: int
    seed: int
    student: int
    correct: tuple[bool, ...]

    @property
    def score(self) -> int:
        return sum(self.correct)

    @property
    def passed(self) -> bool:
        return self.score >= PASS_MARK


def _check(payload: str) -> str:
    digest = int.from_bytes(hashlib.sha256(f"holdem-pruefung/{payload}".encode("ascii")).digest()[:4], "big")
    return _base32(digest >> (32 - 5 * CHECK_CHARS), CHECK_CHARS)


def _base32(value: int, length: int) -> str:
    return "".join(ALPHABET[(value >> (5 * (length - 1 - i))) & 31] for i in range(length))


def make_code(seed: int, student: int, correct: Sequence[bool], version: int = VERSION) -> str:
    if len(correct) != QUESTIONS:
        raise ExamError(f"Ein Zertifikat braucht {QUESTIONS} Ergebnisse, erhalten: {len(correct)}.", key="bad_answers")
    value = 0
    for width, part in zip(BITS, (version, seed, student)):
        value = (value << width) | part
    for ok in correct:
        value = (value << 1) | bool(ok)
    payload = _base32(value << (5 * PAYLOAD_CHARS - sum(BITS)), PAYLOAD_CHARS)
    code = payload + _check(payload)
    return "-".join(code[i:i + 5] for i in range(0, len(code), 5))


def read_code(text: object) -> Certificate:
    """The certificate a code stands for; a code that is damaged, changed or from another version
    of the exam is refused with a German message."""
    if not isinstance(text, str):
        raise ExamError("Der Code muss ein Text sein, z. B. 1A2B3-C4D5E-F6G7H-J8K9.", key="bad_code")
    plain = "".join(text.split()).replace("-", "").upper().translate(MISREAD)
    wrong = sorted({c for c in plain if c not in ALPHABET})
    if wrong or len(plain) != PAYLOAD_CHARS + CHECK_CHARS:
        what = (f"die Zeichen {', '.join(wrong)} kommen in keinem Code vor" if wrong else
                f"er hat {len(plain)} Zeichen statt {PAYLOAD_CHARS + CHECK_CHARS}")
        raise ExamError(f"Der Code {excerpt(text, 30)} ist kein Code dieser Prüfung: {what}. Erlaubt sind "
                        f"{PAYLOAD_CHARS + CHECK_CHARS} Zeichen aus Ziffern und Großbuchstaben (ohne I, L, O, U), "
                        "Bindestriche dürfen fehlen.", key="bad_code")
    payload, check = plain[:PAYLOAD_CHARS], plain[PAYLOAD_CHARS:]
    if _check(payload) != check:
        raise ExamError("Der Code ist verändert oder falsch abgeschrieben: seine Prüfzeichen passen nicht zum Rest. "
                        "Bitte den Code genau so eingeben, wie er auf dem Zertifikat steht.", key="changed_code")
    value = 0
    for char in payload:
        value = (value << 5) | ALPHABET.index(char)
    value >>= 5 * PAYLOAD_CHARS - sum(BITS)
    mask = value & ((1 << QUESTIONS) - 1)
    value >>= QUESTIONS
    student = value & ((1 << BITS[2]) - 1)
    value >>= BITS[2]
    seed = value & ((1 << BITS[1]) - 1)
    version = value >> BITS[1]
    if version != VERSION:
        raise ExamError(f"Der Code stammt aus einer anderen Fassung der Prüfung (Fassung {version}); dieses Programm "
                        f"prüft Codes der Fassung {VERSION}. Bitte die Fassung des Buchs verwenden, mit der die "
                        "Prüfung geschrieben wurde.", key="other_version")
    if seed > MAX_SEED or student > MAX_STUDENT:
        raise ExamError(f"Der Code nennt Prüfung {seed}, Nr. {student}; erlaubt sind Prüfungen 0 bis {MAX_SEED} und "
                        f"Nummern 0 bis {MAX_STUDENT}.", key="out_of_range")
    correct = tuple(bool(mask >> (QUESTIONS - 1 - i) & 1) for i in range(QUESTIONS))
    return Certificate(version, seed, student, correct)
