// book/_ext/quiz_static/holdem-quiz.js on a small stand-in for the quiz's HTML (book/_ext/quiz.py):
// how a typed number is read, the verdict, the learning record and the score after a reload.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load, page, plain } from "./browser-script.mjs";

const SCRIPT = "book/_ext/quiz_static/holdem-quiz.js";

/** An element that answers the selectors the quiz script asks for from a fixed table. */
class Element {
  constructor(props = {}, children = {}) {
    Object.assign(this, { textContent: "", hidden: false, disabled: false, value: "", checked: false }, props);
    this.children = children;
    this.attributes = props.attributes || {};
    this.listeners = {};
    const names = new Set();
    this.classList = {
      add: (...c) => c.forEach((n) => names.add(n)),
      remove: (...c) => c.forEach((n) => names.delete(n)),
      toggle: (n, on) => (on ? names.add(n) : names.delete(n)),
      contains: (n) => names.has(n),
    };
  }
  getAttribute(name) { return name in this.attributes ? this.attributes[name] : null; }
  querySelectorAll(selector) {
    if (selector === "input[type=radio]:checked") return this.querySelectorAll("input[type=radio]").filter((e) => e.checked);
    return this.children[selector] || [];
  }
  querySelector(selector) { return this.querySelectorAll(selector)[0] || null; }
  addEventListener(type, fn) { (this.listeners[type] ||= []).push(fn); }
  click() { (this.listeners.click || []).forEach((fn) => fn({})); }
  focus() {}
}

const QUESTIONS = [
  { kind: "number", answer: 3744, rules: ["B5"] },
  { kind: "choice", options: ["Ja", "Nein"], answer: 1, rules: ["G1", "G2"] },
];

/** The quiz of chapter "blinds" on a page; returns what a test needs to type, click and read. */
function quizPage(storage) {
  const boxes = QUESTIONS.map((q, i) => {
    const feedback = new Element();
    const check = new Element();
    const explanation = new Element({ hidden: true });
    const inputs = q.kind === "choice"
      ? q.options.map((_, k) => new Element({ value: String(k), parentNode: new Element() }))
      : [new Element()];
    const children = {
      ".holdem-quiz-feedback": [feedback], ".holdem-quiz-check": [check], ".holdem-quiz-explanation": [explanation],
      input: inputs, "input, .holdem-quiz-check": [...inputs, check],
    };
    if (q.kind === "choice") children["input[type=radio]"] = inputs;
    else children[".holdem-quiz-input"] = inputs;
    return Object.assign(new Element({ attributes: { "data-index": String(i) } }, children), { feedback, check, inputs, explanation });
  });
  const score = new Element();
  const quiz = new Element({ attributes: { "data-quiz": "blinds" } }, {
    "script.holdem-quiz-data": [new Element({ textContent: JSON.stringify(QUESTIONS) })],
    ".holdem-quiz-score": [score],
    ".holdem-quiz-question": boxes,
    ".holdem-quiz-reset": [new Element()],
  });
  const recorded = [];
  const context = page({
    document: { readyState: "complete", querySelectorAll: (s) => (s === ".holdem-quiz" ? [quiz] : []) },
    HoldemRecord: { add: (rules, attempt) => recorded.push(plain({ rules, attempt })) },
  });
  if (storage) context.localStorage = context.window.localStorage = storage;
  load(context, SCRIPT);
  return { context, boxes, score, recorded, number: boxes[0], choice: boxes[1] };
}

function answerNumber(quiz, text) {
  quiz.number.inputs[0].value = text;
  quiz.number.check.click();
  return quiz.number.feedback.textContent;
}

for (const typed of ["3744", "3.744", "3 744", " 3\u202f744 ", "3'744"]) {
  test(`"${typed}" is read as the number 3744`, () => {
    const quiz = quizPage();
    assert.equal(answerNumber(quiz, typed), "Richtig!");
    assert.equal(quiz.number.explanation.hidden, false);
    assert.deepEqual(quiz.recorded, [{ rules: ["B5"], attempt: { source: "quiz", correct: true, item: "blinds/1" } }]);
  });
}

for (const typed of ["", "3,744", "37a4", "3.7.4.4x", "drei"]) {
  test(`"${typed}" is no whole number: the reader is asked again and nothing is kept`, () => {
    const quiz = quizPage();
    assert.match(answerNumber(quiz, typed), /ganze Zahl/);
    assert.equal(quiz.number.explanation.hidden, true);
    assert.deepEqual(quiz.recorded, []);
    assert.equal(quiz.context.localStorage.getItem("holdem-quiz:blinds"), null);
  });
}

test("a wrong number is told with the right answer and recorded as wrong", () => {
  const quiz = quizPage();
  assert.equal(answerNumber(quiz, "-3744"), "Leider falsch. Richtig ist: 3744.");
  assert.equal(quiz.recorded[0].attempt.correct, false);
  assert.match(quiz.score.textContent, /^Ergebnis: 0 von 2 Fragen richtig beantwortet \(1 noch offen\)\.$/);
});

test("a choice needs a pick; the verdict and score come back after a reload", () => {
  const first = quizPage();
  first.choice.check.click();
  assert.match(first.choice.feedback.textContent, /wählen Sie zuerst/);
  first.choice.inputs[1].checked = true;
  first.choice.check.click();
  assert.equal(first.choice.feedback.textContent, "Richtig!");
  assert.deepEqual(first.recorded[0].rules, ["G1", "G2"]);
  answerNumber(first, "3 744");
  assert.equal(first.score.textContent, "Ergebnis: 2 von 2 Fragen richtig beantwortet.");

  const again = quizPage(first.context.localStorage);
  assert.equal(again.score.textContent, "Ergebnis: 2 von 2 Fragen richtig beantwortet.");
  assert.equal(again.number.inputs[0].value, "3 744");
  assert.equal(again.choice.inputs[1].checked, true);
  assert.equal(again.choice.inputs[0].checked, false);
  assert.deepEqual(again.recorded, []);
});
