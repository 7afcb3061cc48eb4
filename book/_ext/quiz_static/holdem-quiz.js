/* Quiz at the end of each chapter (book/_ext/quiz.py): checks an answer on the spot, shows the
   explanation and keeps the chapter's score. Runs from file:// without a server; nothing leaves
   the browser (the score is kept in localStorage only, if the browser allows it). */
(function () {
  "use strict";

  function store(key, value) {
    try {
      if (value === undefined) return JSON.parse(window.localStorage.getItem(key) || "null");
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(value));
    } catch (e) { /* storage blocked: the score lives only as long as the page */ }
    return null;
  }

  // "3.744", "3 744" and "3744" are the same number; anything else is not a whole number.
  function parseNumber(text) {
    var plain = text.trim().replace(/[.\s\u00a0\u202f']/g, "");
    return /^-?\d+$/.test(plain) ? parseInt(plain, 10) : null;
  }

  function setup(quiz) {
    var data = JSON.parse(quiz.querySelector("script.holdem-quiz-data").textContent);
    var key = "holdem-quiz:" + quiz.getAttribute("data-quiz");
    // question index -> {right: true/false, given: the answer's index or number, text: as typed}
    // (older pages kept only true/false: their verdict comes back without the answer)
    var results = store(key) || {};
    var score = quiz.querySelector(".holdem-quiz-score");

    function showScore() {
      var answered = 0, right = 0;
      Object.keys(results).forEach(function (k) { answered += 1; if (isRight(results[k])) right += 1; });
      score.textContent = "Ergebnis: " + right + " von " + data.length + " Fragen richtig beantwortet" +
        (answered < data.length ? " (" + (data.length - answered) + " noch offen)." : ".");
      score.classList.toggle("holdem-quiz-done", answered === data.length);
    }

    function isRight(result) { return result === true || Boolean(result && result.right === true); }

    function answerText(q) {
      return q.kind === "choice" ? q.options[q.answer] : String(q.answer);
    }

    // given: the answer's index (choice) or number; text: the number as the reader typed it.
    function finish(box, q, correct, given, text) {
      var feedback = box.querySelector(".holdem-quiz-feedback");
      box.classList.remove("holdem-quiz-right", "holdem-quiz-wrong");
      box.classList.add(correct ? "holdem-quiz-right" : "holdem-quiz-wrong");
      feedback.textContent = correct ? "Richtig!" : "Leider falsch. Richtig ist: " + answerText(q) + ".";
      box.querySelector(".holdem-quiz-explanation").hidden = false;
      box.querySelectorAll("input, .holdem-quiz-check").forEach(function (el) { el.disabled = true; });
      if (q.kind === "choice") {
        box.querySelectorAll("input[type=radio]").forEach(function (input) {
          var k = parseInt(input.value, 10);
          input.checked = given !== undefined ? k === given : input.checked;
          input.parentNode.classList.toggle("holdem-quiz-answer", k === q.answer);
        });
      } else if (given !== undefined) {
        box.querySelector(".holdem-quiz-input").value = typeof text === "string" && text.trim() ? text.trim() : String(given);
      }
    }

    quiz.querySelectorAll(".holdem-quiz-question").forEach(function (box) {
      var index = parseInt(box.getAttribute("data-index"), 10);
      var q = data[index];
      var feedback = box.querySelector(".holdem-quiz-feedback");
      box.querySelector(".holdem-quiz-check").addEventListener("click", function () {
        var given, text;
        if (q.kind === "choice") {
          var picked = box.querySelector("input[type=radio]:checked");
          if (!picked) { feedback.textContent = "Bitte wählen Sie zuerst eine Antwort."; return; }
          given = parseInt(picked.value, 10);
        } else {
          text = box.querySelector(".holdem-quiz-input").value;
          given = parseNumber(text);
          if (given === null) { feedback.textContent = "Bitte geben Sie eine ganze Zahl ein, zum Beispiel 12."; return; }
        }
        var correct = given === q.answer;
        results[index] = { right: correct, given: given, text: text };
        store(key, results);
        // The reader's learning record (holdem-record.js): this answer, for each of the question's rules.
        if (window.HoldemRecord) window.HoldemRecord.add(q.rules, { source: "quiz", correct: correct, item: quiz.getAttribute("data-quiz") + "/" + (index + 1) });
        finish(box, q, correct, given, text);
        showScore();
        // The answer's inputs are now disabled: the focus goes to the verdict, which a screen reader reads.
        feedback.tabIndex = -1;
        feedback.focus();
      });
      box.querySelectorAll("input").forEach(function (input) {
        input.addEventListener("keydown", function (event) {
          if (event.key === "Enter") { event.preventDefault(); box.querySelector(".holdem-quiz-check").click(); }
        });
      });
      if (index in results) {
        // After a reload: the verdict together with the reader's own answer.
        var kept = results[index];
        var given = kept && typeof kept === "object" ? kept.given : undefined;
        if (typeof given !== "number" || (q.kind === "choice" && !(given >= 0 && given < q.options.length))) { given = undefined; }
        finish(box, q, isRight(kept), given, kept && typeof kept === "object" ? kept.text : undefined);
      }
    });

    quiz.querySelector(".holdem-quiz-reset").addEventListener("click", function () {
      results = {};
      store(key, null);
      quiz.querySelectorAll(".holdem-quiz-question").forEach(function (box) {
        box.classList.remove("holdem-quiz-right", "holdem-quiz-wrong");
        box.querySelector(".holdem-quiz-feedback").textContent = "";
        box.querySelector(".holdem-quiz-explanation").hidden = true;
        box.querySelectorAll("input, .holdem-quiz-check").forEach(function (el) { el.disabled = false; });
        box.querySelectorAll("input[type=radio]").forEach(function (el) {
          el.checked = false; el.parentNode.classList.remove("holdem-quiz-answer");
        });
        box.querySelectorAll(".holdem-quiz-input").forEach(function (el) { el.value = ""; });
      });
      showScore();
    });
    showScore();
  }

  function start() { document.querySelectorAll(".holdem-quiz").forEach(setup); }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
