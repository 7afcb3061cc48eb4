/* "Heute wiederholen" on the page Lernstand and in the Werkstatt (book/_ext/lernstand.py, the
   directive {holdem-wiederholen}): the rules that FSRS says are due today (window.HoldemRecord)
   and, one after the other, a fresh exercise for each.

   The review bank (JSON in the box, made by the engine at build time) gives every rule a source:
   a drill kind of the Werkstatt with a list of series whose drill names the rule, or quiz
   questions (with new numbers where the question has numbers). A rule's n-th review takes entry
   n of its list, so a review is never the exercise the reader answered last. A quiz question is
   asked and checked here; a drill opens in the Werkstatt's drill tool (on the Werkstatt itself
   the tool below takes it, window.HoldemDrills). Every answer goes through the record, so FSRS
   schedules the rule's next review. Nothing leaves the browser. */
(function () {
  "use strict";

  function countText(n) {
    return n === 0 ? "Heute ist nichts zu wiederholen." :
      "Heute wiederholen: " + n + (n === 1 ? " Aufgabe" : " Aufgaben");
  }

  /* The exercise for a rule that has ``attempts`` answers so far: the next entry of its list. */
  function pick(rule, attempts, entry) {
    if (!entry) return null;
    if (entry.source === "drill") {
      var k = attempts % entry.series.length;
      return { rule: rule, source: "drill", kind: entry.kind, level: entry.level, title: entry.title,
        serie: entry.series[k], number: k };
    }
    var n = attempts % entry.questions.length;
    return { rule: rule, source: "quiz", question: entry.questions[n], number: n, varied: entry.varied };
  }

  function drillHref(werkstatt, task) {
    return werkstatt + "?tool=drills&serie=" + task.serie + "&level=" + task.level + "&kind=" + encodeURIComponent(task.kind);
  }

  // "3.744", "3 744" and "3744" are the same number (as in the chapter quizzes).
  function parseNumber(text) {
    var plain = String(text).trim().replace(/[.\s\u00a0\u202f']/g, "");
    return /^-?\d+$/.test(plain) ? parseInt(plain, 10) : null;
  }

  function isRight(question, given) { return given !== null && given === question.answer; }

  function date(ms) {
    var d = new Date(ms);
    function two(x) { return (x < 10 ? "0" : "") + x; }
    return two(d.getDate()) + "." + two(d.getMonth() + 1) + "." + d.getFullYear();
  }

  var uid = 0;

  function mount(box) {
    var record = window.HoldemRecord;
    if (!record || box.getAttribute("data-ready")) return;
    box.setAttribute("data-ready", "1");
    var werkstatt = box.getAttribute("data-werkstatt") || "";
    var ruleIndex = box.getAttribute("data-rule-index") || "regelverzeichnis.html";
    var countLine = box.querySelector(".holdem-review-count");
    var start = box.querySelector(".holdem-review-start");
    var taskBox = box.querySelector(".holdem-review-task");
    var bank = null;
    var skipped = {};
    var current = null;  // the drill task shown: {rule, attempts} when it was shown

    function theBank() {
      if (!bank) bank = JSON.parse(box.querySelector(".holdem-review-bank").textContent);
      return bank;
    }

    function dueNow() {
      return record.due(Date.now()).filter(function (id) { return !skipped[id] && theBank()[id]; });
    }

    function say(text) { if (countLine.textContent !== text) countLine.textContent = text; }

    function refresh() {
      if (!record.hasSchedule()) {
        say("Wann eine Regel wieder fällig ist, kann diese Seite nicht berechnen: das Programm dafür wurde nicht geladen.");
        start.hidden = true;
        return;
      }
      var due = record.due(Date.now());
      var text = countText(due.length);
      if (!due.length) {
        var next = record.nextDue(Date.now());
        if (next !== null) text += " Die nächste Regel ist am " + date(next) + " fällig.";
      }
      say(text);
      box.setAttribute("data-due", String(due.length));
      start.hidden = !due.length || !taskBox.hidden;
    }

    function el(tag, className, text) {
      var node = document.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    }

    function button(text, className) {
      var b = el("button", className, text);
      b.type = "button";
      return b;
    }

    function ruleLink(id) {
      var a = el("a", "holdem-review-rule", id);
      a.href = ruleIndex + "#regel-" + id.toLowerCase();
      return a;
    }

    function heading(task) {
      var h = el("h3", "holdem-review-heading");
      h.tabIndex = -1;
      h.appendChild(document.createTextNode("Regel "));
      h.appendChild(ruleLink(task.rule));
      var entry = theBank()[task.rule];
      var p = el("p", "holdem-review-ruletext", entry.text);
      return [h, p];
    }

    function closeTask() {
      current = null;
      taskBox.hidden = true;
      taskBox.replaceChildren();
      refresh();
    }

    /* After an answer or a skip: the next due rule, or the end. */
    function onwards(row) {
      var rest = dueNow();
      var next = button(rest.length ? "Nächste Aufgabe" : "Fertig", "holdem-review-next");
      next.addEventListener("click", function () {
        if (dueNow().length) showTask(dueNow()[0]);
        else { closeTask(); countLine.focus(); }
      });
      row.appendChild(next);
      return next;
    }

    function skipButton(task) {
      var skip = button("Überspringen", "holdem-review-skip");
      skip.addEventListener("click", function () {
        skipped[task.rule] = true;
        var rest = dueNow();
        if (rest.length) showTask(rest[0]);
        else { closeTask(); start.focus(); }
      });
      return skip;
    }

    function quizTask(task) {
      var q = task.question;
      uid += 1;
      var name = "holdem-review-q" + uid;
      var parts = [];
      if (q.title) parts.push(el("p", "holdem-review-case", q.title));
      if (q.situation) parts.push(el("p", "holdem-review-situation", q.situation));
      var set = el("fieldset", "holdem-review-question");
      set.setAttribute("data-kind", q.kind);
      set.appendChild(el("legend", "holdem-review-prompt", q.prompt));
      var read;
      if (q.kind === "choice") {
        q.options.forEach(function (option, k) {
          var label = el("label", "holdem-review-option");
          var input = el("input");
          input.type = "radio";
          input.name = name;
          input.value = String(k);
          label.appendChild(input);
          label.appendChild(document.createTextNode(" " + option));
          set.appendChild(label);
        });
        read = function () {
          var chosen = set.querySelector("input:checked");
          return chosen ? parseInt(chosen.value, 10) : null;
        };
      } else {
        var label = el("label", "holdem-review-number", "Ihre Antwort: ");
        var input = el("input", "holdem-review-input");
        input.type = "text";
        input.inputMode = "numeric";
        input.autocomplete = "off";
        label.appendChild(input);
        set.appendChild(label);
        read = function () { return parseNumber(input.value); };
      }
      var row = el("div", "holdem-review-buttons");
      var check = button("Prüfen", "holdem-review-check");
      row.appendChild(check);
      row.appendChild(skipButton(task));
      set.appendChild(row);
      var feedback = el("p", "holdem-review-feedback");
      feedback.setAttribute("role", "status");
      feedback.setAttribute("aria-live", "polite");
      var why = el("p", "holdem-review-explanation");
      why.hidden = true;
      function submit() {
        var given = read();
        if (given === null) {
          feedback.textContent = q.kind === "choice" ? "Bitte wählen Sie eine Antwort." : "Bitte eine ganze Zahl eingeben.";
          return;
        }
        var correct = isRight(q, given);
        set.querySelectorAll("input, .holdem-review-check, .holdem-review-skip").forEach(function (x) { x.disabled = true; });
        feedback.textContent = correct ? "Richtig!" :
          "Leider falsch. Richtig ist: " + (q.kind === "choice" ? q.options[q.answer] : String(q.answer)) + ".";
        set.classList.add(correct ? "holdem-review-right" : "holdem-review-wrong");
        why.replaceChildren(document.createTextNode(q.explanation + " ("));
        q.rules.forEach(function (id, i) { if (i) why.appendChild(document.createTextNode(", ")); why.appendChild(ruleLink(id)); });
        why.appendChild(document.createTextNode(")"));
        why.hidden = false;
        // The answer counts for every rule the question asks about; FSRS sets the next review.
        record.add(q.rules, { source: "review", correct: correct, item: "review/" + task.rule + "/" + (task.number + 1) });
        onwards(row).focus();
      }
      check.addEventListener("click", submit);
      set.addEventListener("keydown", function (event) {
        if (event.key === "Enter" && event.target.tagName === "INPUT" && !check.disabled) { event.preventDefault(); submit(); }
      });
      parts.push(set, feedback, why);
      if (!task.varied) parts.push(el("p", "holdem-review-note", "Diese Frage hat keine Zahlen, die sich ändern lassen: Sie kommt so wieder, wie sie im Kapitel steht."));
      return parts;
    }

    /* The drill below was answered (the record has a new answer for the rule): the task is done. */
    function drillDone() {
      if (!current || taskBox.hidden || record.attempts(current.rule).length <= current.attempts) return;
      var row = taskBox.querySelector(".holdem-review-buttons");
      var done = el("p", "holdem-review-feedback", "Erledigt: Ihre Antwort in der Übung zählt für Regel " + current.rule + ".");
      current = null;
      row.replaceChildren();
      row.parentNode.insertBefore(done, row);
      onwards(row);
    }

    function drillTask(task) {
      var text = el("p", "holdem-review-drill",
        "Für diese Regel stellt die Werkstatt eine Übung mit neuen Zahlen: „" + task.title + "“, Stufe " + task.level +
        ", Serie " + task.serie + ". Ihre Antwort dort zählt für den Lernstand.");
      var row = el("div", "holdem-review-buttons");
      if (werkstatt || !window.HoldemDrills) {
        var link = el("a", "holdem-review-open", "Übung in der Werkstatt öffnen");
        link.href = drillHref(werkstatt || "werkstatt.html", task);
        row.appendChild(link);
      } else {
        var go = button("Übung unten starten", "holdem-review-open");
        go.addEventListener("click", function () {
          var section = document.getElementById("werkstatt-drills");
          if (section) section.scrollIntoView();
          window.HoldemDrills.start({ serie: task.serie, level: task.level, kind: task.kind });
        });
        row.appendChild(go);
      }
      row.appendChild(skipButton(task));
      return [text, row];
    }

    function showTask(rule) {
      var attempts = record.attempts(rule).length;
      var task = pick(rule, attempts, theBank()[rule]);
      current = task.source === "drill" ? { rule: rule, attempts: attempts } : null;
      taskBox.replaceChildren();
      taskBox.setAttribute("data-rule", rule);
      taskBox.setAttribute("data-source", task.source);
      var head = heading(task);
      head.forEach(function (node) { taskBox.appendChild(node); });
      (task.source === "drill" ? drillTask(task) : quizTask(task)).forEach(function (node) { taskBox.appendChild(node); });
      taskBox.hidden = false;
      start.hidden = true;
      head[0].focus();
    }

    countLine.tabIndex = -1;
    start.addEventListener("click", function () {
      skipped = {};
      var due = dueNow();
      if (due.length) showTask(due[0]);
    });
    record.onChange(refresh);
    record.onChange(drillDone);
    // A rule comes due while the page stays open: look again every minute.
    window.setInterval(refresh, 60000);
    refresh();
  }

  function startAll() { document.querySelectorAll(".holdem-review").forEach(mount); }

  window.HoldemReview = { countText: countText, pick: pick, drillHref: drillHref, parseNumber: parseNumber,
    isRight: isRight, mount: mount };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", startAll);
  else startAll();
})();
