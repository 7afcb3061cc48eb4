"""The rules exam (holdem.exam, issue 26 item 4): 40 questions from every chapter, weighted by
its rules, the same for the same seed and student, marked on hand-in; the certificate code
round-trips, and a changed code or one of another version is refused in German."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from holdem.exam import (
    CHAPTERS,
    MAX_SEED,
    MAX_STUDENT,
    PASS_MARK,
    QUESTIONS,
    ExamError,
    grade,
    make_code,
    make_exam,
    quotas,
    read_code,
)
from holdem.exam.blueprint import CHAPTER_OF_RULE
from holdem.exam.certificate import ALPHABET
from holdem.rule_ids import RULE_IDS, is_rule_id
from holdem.web import call


def right_answers(exam):
    return [q.question.answer if q.question.kind == "choice" else str(q.question.answer) for q in exam.questions]


def test_blueprint_follows_the_rule_index_chapter_by_chapter():
    """Every one of the 103 rules in exactly one chapter, the one the rule index names, with its title."""
    from holdem.quiz.book_index import chapters, rule_texts

    index = rule_texts()
    assert sorted(CHAPTER_OF_RULE) == sorted(RULE_IDS) == sorted(index)
    assert {rule: chapter for rule, chapter in CHAPTER_OF_RULE.items()} == {r: v["chapter"] for r, v in index.items()}
    titles = {c.name: c.label for c in chapters()}
    assert all(titles[c.name] == c.title for c in CHAPTERS)


def test_quotas_give_every_chapter_a_question_and_the_rest_by_its_rules():
    given = quotas()
    assert sum(given.values()) == QUESTIONS == 40 and min(given.values()) >= 1
    rules = {c.name: len(c.rules) for c in CHAPTERS}
    for a in rules:
        for b in rules:
            if rules[a] > rules[b]:
                assert given[a] >= given[b], (a, b)
    # no chapter is more than one question away from its share (beyond the minimum of one)
    for name, count in given.items():
        share = QUESTIONS * rules[name] / sum(rules.values())
        assert count <= max(1, share + 1) and count >= min(1, share) and abs(count - share) < 1.5


@pytest.mark.parametrize("seed,student", [(0, 0), (4711, 0), (4711, 12), (MAX_SEED, MAX_STUDENT)])
def test_exam_has_40_questions_every_chapter_by_its_quota(seed, student):
    exam = make_exam(seed, student)
    assert len(exam.questions) == 40 and [q.number for q in exam.questions] == list(range(1, 41))
    assert Counter(q.chapter for q in exam.questions) == quotas()
    assert len({q.question.prompt for q in exam.questions}) == 40  # no question twice
    for item in exam.questions:
        assert item.question.rules and all(is_rule_id(r) for r in item.question.rules)
        assert CHAPTER_OF_RULE[item.question.rules[0]] == item.chapter
    kinds = Counter(q.question.kind for q in exam.questions)
    assert kinds["choice"] >= 10 and kinds["number"] >= 5  # multiple choice and computed amounts


def test_same_seed_same_paper_and_each_student_their_own():
    first = json.dumps(make_exam(4711, 3).public())
    assert json.dumps(make_exam(4711, 3).public()) == first
    papers = {json.dumps(make_exam(4711, k).public()["questions"]) for k in range(6)}
    assert len(papers) == 6
    assert make_exam(4711, 0).public()["questions"] != make_exam(4712, 0).public()["questions"]


def test_drills_give_fresh_numbers_per_seed_W4_A2():
    """Questions made from the Werkstatt's drills change with the seed (first to act, side pots)."""
    prompts = set()
    for seed in range(8):
        prompts |= {q.question.prompt for q in make_exam(seed).questions}
    assert any("Spieler 1" in p for p in prompts)
    assert len(prompts) > 60


def test_the_paper_the_page_gets_holds_no_answer_or_explanation():
    exam = make_exam(77, 5)
    public = exam.public()
    for shown, item in zip(public["questions"], exam.questions):
        assert set(shown) == {"number", "chapter", "chapter_title", "kind", "title", "situation", "prompt", "options"}
        assert item.question.explanation not in json.dumps(public, ensure_ascii=False)


def test_grading_counts_right_answers_and_explains_each_wrong_one_with_its_rules():
    exam = make_exam(4711, 3)
    answers = right_answers(exam)
    full = grade(exam, answers)
    assert full.score == 40 and full.passed
    wrong = list(answers)
    for i in range(5):  # five wrong: 35 is below the pass mark of 36 (90 %)
        q = exam.questions[i].question
        wrong[i] = (q.answer + 1) % len(q.options) if q.kind == "choice" else str(q.answer + 1)
    marked = grade(exam, wrong)
    assert marked.score == 35 == PASS_MARK - 1 and not marked.passed
    data = marked.as_dict()
    assert [q["correct"] for q in data["questions"]][:6] == [False] * 5 + [True]
    for q in data["questions"][:5]:
        assert q["rules"] and q["explanation"] and q["answer"]
    assert sum(c["right"] for c in data["chapters"]) == 35 and sum(c["total"] for c in data["chapters"]) == 40
    empty = grade(exam, [None] * 40)
    assert empty.score == 0 and empty.marked[0].given == ""


def test_numbers_may_be_written_the_german_way_and_text_is_simply_wrong():
    exam = make_exam(4711, 3)
    big = next(i for i, q in enumerate(exam.questions) if q.question.kind == "number" and q.question.answer >= 1000)
    answers = right_answers(exam)
    answers[big] = f"{exam.questions[big].question.answer:,}".replace(",", ".")
    assert grade(exam, answers).score == 40
    answers[big] = "viertausend"
    assert grade(exam, answers).score == 39


@pytest.mark.parametrize("answers,words", [("alle", "40 Antworten"), ([None] * 39, "erhalten: 39"),
                                           ("choice:7", "keine der")])
def test_answers_of_the_wrong_shape_are_refused_in_german(answers, words):
    exam = make_exam(4711, 3)
    if answers == "choice:7":  # an option a multiple choice does not have
        answers = [7 if q.question.kind == "choice" else None for q in exam.questions]
    with pytest.raises(ExamError) as caught:
        grade(exam, answers)
    assert words in caught.value.message


@pytest.mark.parametrize("seed,student,words", [(MAX_SEED + 1, 0, "außerhalb"), (-1, 0, "außerhalb"),
                                                (5, MAX_STUDENT + 1, "Schülers"), ("vier", 0, "ganze Zahl"),
                                                (True, 0, "ganze Zahl"), (1.5, 0, "Kommazahl")])
def test_exam_numbers_out_of_range_are_refused_in_german(seed, student, words):
    with pytest.raises(ExamError) as caught:
        make_exam(seed, student)
    assert words in caught.value.message and "Erlaubt" in caught.value.message


def test_certificate_code_round_trips():
    rng = random.Random(5)
    for _ in range(50):
        seed, student = rng.randint(0, MAX_SEED), rng.randint(0, MAX_STUDENT)
        correct = tuple(rng.random() < 0.8 for _ in range(40))
        code = make_code(seed, student, correct)
        assert len(code) == 22 and code.count("-") == 3
        cert = read_code(code)
        assert (cert.seed, cert.student, cert.correct) == (seed, student, correct)
        # typed in lower case, without dashes, with O for 0: still the same code
        assert read_code(code.replace("-", " ").lower().replace("0", "o")) == cert


def test_every_changed_character_of_a_code_is_refused():
    code = make_code(4711, 3, (True,) * 35 + (False,) * 5)
    for i, char in enumerate(code):
        if char == "-":
            continue
        for other in ALPHABET:
            if other == char:
                continue
            changed = code[:i] + other + code[i + 1:]
            with pytest.raises(ExamError) as caught:
                read_code(changed)
            assert caught.value.key == "changed_code" and "verändert" in caught.value.message


@pytest.mark.parametrize("text,key", [("123", "bad_code"), ("229KG-1ZZZZ-ZZZZG-DSF!", "bad_code"),
                                      (42, "bad_code")])
def test_malformed_codes_are_refused(text, key):
    with pytest.raises(ExamError) as caught:
        read_code(text)
    assert caught.value.key == key


def test_a_code_of_another_version_is_refused():
    code = make_code(4711, 3, (True,) * 40, version=2)
    with pytest.raises(ExamError) as caught:
        read_code(code)
    assert caught.value.key == "other_version" and "Fassung 2" in caught.value.message


def test_the_page_door_makes_marks_and_verifies_like_the_engine():
    """holdem.web.call("exam", …): what the page asks in the browser."""
    paper = json.loads(call("exam", json.dumps({"action": "new", "seed": 4711, "student": 3})))
    assert paper["ok"] and paper["exam"] == make_exam(4711, 3).public()
    exam = make_exam(4711, 3)
    answers = right_answers(exam)
    answers[0] = None
    marked = json.loads(call("exam", json.dumps({"action": "hand_in", "seed": 4711, "student": 3,
                                                  "answers": answers})))
    assert marked["ok"] and marked["score"] == 39 and marked["passed"]
    checked = json.loads(call("exam", json.dumps({"action": "verify", "code": marked["code"]})))
    assert checked["ok"] and checked["score"] == 39 and checked["label"] == "Prüfung 4711, Nr. 3"
    assert checked["wrong"] == [{"number": 1, "rules": list(exam.questions[0].question.rules)}]
    bad = json.loads(call("exam", json.dumps({"action": "new", "seed": 10**6})))
    assert not bad["ok"] and "außerhalb" in bad["error"]
    bad = json.loads(call("exam", json.dumps({"action": "raten"})))
    assert not bad["ok"] and "Erlaubt: new, hand_in, verify" in bad["error"]


def test_the_exam_runs_on_what_the_browser_gets():
    """Only the modules tools/pack-werkstatt packs, no numpy, matplotlib, yaml: as in Pyodide."""
    from test_core_imports import BLOCKED, packed_modules, run_blocked

    packed = [m for m in packed_modules() if m.startswith("holdem")]
    out = run_blocked(f"""
        import importlib.abc, json, sys
        PACKED = set({packed!r})
        class OnlyPacked(importlib.abc.MetaPathFinder):
            def find_spec(self, name, path=None, target=None):
                if name.startswith("holdem.") and name not in PACKED:
                    raise ImportError("not packed for the browser: " + name)
                return None
        sys.meta_path.insert(0, OnlyPacked())
        from holdem.web import call
        paper = json.loads(call("exam", json.dumps({{"action": "new", "seed": 9, "student": 1}})))
        marked = json.loads(call("exam", json.dumps({{"action": "hand_in", "seed": 9, "student": 1,
                                                      "answers": [None] * 40}})))
        heavy = sorted(m for m in sys.modules if m.split(".")[0] in {BLOCKED!r})
        print(json.dumps({{"questions": len(paper["exam"]["questions"]), "score": marked.get("score"),
                          "error": marked.get("error"), "heavy": heavy}}))
    """)
    assert out == {"questions": 40, "score": 0, "error": None, "heavy": []}
