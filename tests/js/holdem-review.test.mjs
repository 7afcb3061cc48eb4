// book/_ext/lernstand_static/holdem-review.js: "Heute wiederholen". A rule's n-th review takes
// entry n of its list in the review bank, so a review is never the exercise answered just before.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load, page, plain } from "./browser-script.mjs";

const SCRIPT = "book/_ext/lernstand_static/holdem-review.js";

function review() {
  const documentStub = { readyState: "complete", querySelectorAll: () => [], addEventListener() {} };
  return load(page({ document: documentStub }), SCRIPT).HoldemReview;
}

const drill = { source: "drill", kind: "side_pots", level: 1, title: "Side Pots", series: [1003, 1007, 1011] };
const quiz = {
  source: "quiz", varied: true,
  questions: [{ kind: "number", prompt: "Pot 30?", answer: 30, options: [], explanation: "", rules: ["A5"] },
    { kind: "number", prompt: "Pot 45?", answer: 45, options: [], explanation: "", rules: ["A5"] }],
};

test("A2: each review of a drill rule takes the next series of its list, then starts over", () => {
  const R = review();
  const series = [0, 1, 2, 3].map((n) => R.pick("A2", n, drill).serie);
  assert.deepEqual(series, [1003, 1007, 1011, 1003]);
  const task = plain(R.pick("A2", 1, drill));
  assert.deepEqual(task, { rule: "A2", source: "drill", kind: "side_pots", level: 1, title: "Side Pots", serie: 1007, number: 1 });
  assert.equal(R.drillHref("werkstatt.html", task), "werkstatt.html?tool=drills&serie=1007&level=1&kind=side_pots");
});

test("A5: after one answer the review asks another question than the one before; no bank entry gives no task", () => {
  const R = review();
  const first = R.pick("A5", 0, quiz).question.prompt;
  const second = R.pick("A5", 1, quiz).question.prompt;
  assert.notEqual(first, second);
  assert.equal(R.pick("A5", 2, quiz).question.prompt, first);
  assert.equal(R.pick("A5", 1, quiz).varied, true);
  assert.equal(R.pick("Z9", 0, undefined), null);
});

test("the count speaks German with one or many tasks", () => {
  const R = review();
  assert.equal(R.countText(0), "Heute ist nichts zu wiederholen.");
  assert.equal(R.countText(1), "Heute wiederholen: 1 Aufgabe");
  assert.equal(R.countText(3), "Heute wiederholen: 3 Aufgaben");
});

test("a number answer is read as the chapter quizzes read it", () => {
  const R = review();
  assert.equal(R.parseNumber(" 3.744 "), 3744);
  assert.equal(R.parseNumber("3 744"), 3744);
  assert.equal(R.parseNumber("drei"), null);
  assert.equal(R.isRight(quiz.questions[0], 30), true);
  assert.equal(R.isRight(quiz.questions[0], 31), false);
  assert.equal(R.isRight(quiz.questions[0], null), false);
});
