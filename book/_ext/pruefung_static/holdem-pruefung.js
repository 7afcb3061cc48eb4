/* The page "Regelprüfung" (book/pruefung.md): 40 questions made by the engine in the browser
 * (HoldemEngine.call("exam", …), holdem/web/exam.py), no verdict until the reader hands in.
 *
 * The page never holds a right answer before hand-in: the engine's paper has none, and on
 * hand-in the engine makes the paper again from its number and marks it. The reader's answers
 * are kept in localStorage (key "holdem-pruefung") as they are given, so a reload continues the
 * exam; after hand-in the marked result is kept there too, and the certificate can be printed.
 * Every marked answer goes into the learning record (HoldemRecord.add, source "exam").
 */
(function () {
  "use strict";

  var KEY = "holdem-pruefung";
  var FORMAT = 1;
  var MAX_SEED = 99999;
  var MAX_STUDENT = 999;
  var root = document.getElementById("pruefung");
  if (!root) return;
  var statusBox = document.getElementById("pruefung-status");
  var state = null;   // {format, seed, student, answers[], result, name}
  var paper = null;   // the engine's paper (questions without answers)

  // ------------------------------------------------------------------ small helpers

  var node = window.HoldemDom.node;  // as the Werkstatt builds its elements (werkstatt/dom.js)

  function load() {
    try {
      var data = JSON.parse(window.localStorage.getItem(KEY) || "null");
      if (data && data.format === FORMAT && Array.isArray(data.answers)) return data;
    } catch (e) { /* a damaged entry: start anew */ }
    return null;
  }

  function save() {
    try {
      if (state) window.localStorage.setItem(KEY, JSON.stringify(state));
      else window.localStorage.removeItem(KEY);
    } catch (e) { /* storage refused: the exam still runs, a reload starts anew */ }
  }

  function germanDate(date) {
    var months = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
      "Oktober", "November", "Dezember"];
    return date.getDate() + ". " + months[date.getMonth()] + " " + date.getFullYear();
  }

  function ruleLinks(rules) {
    var span = node("span", { className: "pruefung-rules" }, [rules.length > 1 ? "Regeln " : "Regel "]);
    rules.forEach(function (id, i) {
      if (i) span.appendChild(document.createTextNode(", "));
      span.appendChild(node("a", { href: "regelverzeichnis.html#regel-" + id.toLowerCase(), text: id }));
    });
    return span;
  }

  function alertBox(message) {
    return node("p", { className: "pruefung-error", role: "alert", text: message });
  }

  function failure(error) {
    return (error && error.forReader) || "Die Engine konnte nicht antworten. Bitte die Seite neu laden.";
  }

  function ask(request) {
    if (!window.HoldemEngine) return Promise.reject(new Error("Die Engine fehlt auf dieser Seite."));
    return window.HoldemEngine.call("exam", request).then(function (answer) {
      if (!answer.ok) {
        var error = new Error(answer.error);
        error.forReader = answer.error;
        throw error;
      }
      return answer;
    });
  }

  function params() {
    var merged = {};
    [location.search.slice(1), location.hash.slice(1)].forEach(function (text) {
      new URLSearchParams(text).forEach(function (value, key) { merged[key] = value; });
    });
    return merged;
  }

  // ------------------------------------------------------------------ the engine's status line

  function watchEngine() {
    if (!statusBox || !window.HoldemEngine) return;
    var text = statusBox.querySelector(".pruefung-status-text");
    var bar = statusBox.querySelector("progress");
    window.HoldemEngine.onProgress(function (progress) {
      text.textContent = progress.message;
      bar.value = progress.fraction;
      statusBox.classList.toggle("pruefung-ready", !!progress.done);
      statusBox.classList.toggle("pruefung-failed", !!progress.error);
    });
  }

  // ------------------------------------------------------------------ start

  function showStart(message) {
    root.textContent = "";
    var given = params();
    var seedInput = node("input", { id: "pruefung-seed", type: "text", inputmode: "numeric", autocomplete: "off",
      className: "pruefung-input" });
    seedInput.value = given.pruefung || given.seed || "";
    var studentInput = node("input", { id: "pruefung-student", type: "text", inputmode: "numeric",
      autocomplete: "off", className: "pruefung-input" });
    studentInput.value = given.schueler || "";
    var dice = node("button", { type: "button", className: "pruefung-secondary", text: "Nummer würfeln" });
    var begin = node("button", { type: "button", className: "pruefung-primary", text: "Prüfung beginnen" });
    var out = node("div", { className: "pruefung-start-output", "aria-live": "polite" });
    dice.addEventListener("click", function () {
      seedInput.value = String(Math.floor(Math.random() * (MAX_SEED + 1)));
      seedInput.focus();
    });
    begin.addEventListener("click", function () {
      var seed = readNumber(seedInput.value, MAX_SEED, "Die Nummer der Prüfung", false);
      var student = readNumber(studentInput.value, MAX_STUDENT, "Die Schülernummer", true);
      out.textContent = "";
      if (typeof seed === "string") { out.appendChild(alertBox(seed)); seedInput.focus(); return; }
      if (typeof student === "string") { out.appendChild(alertBox(student)); studentInput.focus(); return; }
      state = { format: FORMAT, seed: seed, student: student, answers: [], result: null, name: "" };
      save();
      openPaper(true);
    });
    root.appendChild(node("form", { className: "pruefung-start", "aria-label": "Prüfung wählen" }, [
      node("h2", { text: "Prüfung beginnen" }),
      node("p", {}, [node("label", { "for": "pruefung-seed", text: "Nummer der Prüfung (0 bis 99999): " }),
        seedInput, " ", dice]),
      node("p", {}, [node("label", { "for": "pruefung-student",
        text: "Schülernummer (1 bis 999, nur wenn die Lehrkraft eine nennt): " }), studentInput]),
      begin, out,
    ]));
    root.querySelector("form").addEventListener("submit", function (event) { event.preventDefault(); });
    if (message) out.appendChild(alertBox(message));
  }

  // A whole number from 0 to high, or the German message why not; empty is 0 where allowed.
  function readNumber(text, high, label, emptyIsZero) {
    var value = String(text).trim();
    if (value === "" && emptyIsZero) return 0;
    if (!/^[0-9]{1,6}$/.test(value)) {
      return label + (value === "" ? " fehlt." : " „" + value.slice(0, 20) + "“ ist keine ganze Zahl.")
        + " Erlaubt: 0 bis " + high + ".";
    }
    var number = parseInt(value, 10);
    if (number > high) return label + " " + number + " ist zu groß. Erlaubt: 0 bis " + high + ".";
    return number;
  }

  // ------------------------------------------------------------------ the paper

  function openPaper(focusFirst) {
    root.textContent = "";
    var waiting = node("p", { className: "pruefung-waiting", text: "Die Engine stellt die Fragen …" });
    root.appendChild(waiting);
    ask({ action: "new", seed: state.seed, student: state.student }).then(function (answer) {
      paper = answer.exam;
      if (state.answers.length !== paper.questions.length) {
        state.answers = paper.questions.map(function () { return null; });
        save();
      }
      showPaper(focusFirst);
    }).catch(function (error) {
      var message = failure(error);
      state = null;
      save();
      showStart(message);
    });
  }

  function answeredCount() {
    return state.answers.filter(function (a) { return a !== null && a !== ""; }).length;
  }

  function showPaper(focusFirst) {
    root.textContent = "";
    var form = node("form", { className: "pruefung-paper", "aria-label": paper.label });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    form.appendChild(node("h2", { text: paper.label, tabindex: "-1" }));
    form.appendChild(node("p", { text: paper.total + " Fragen; bestanden mit " + paper.pass_mark
      + " richtigen Antworten. Ihre Antworten werden in diesem Browser gespeichert, bis Sie abgeben." }));
    var progress = node("p", { className: "pruefung-progress", "aria-live": "polite" });
    function count() {
      progress.textContent = answeredCount() + " von " + paper.total + " Fragen beantwortet.";
    }
    var chapter = "";
    paper.questions.forEach(function (q, i) {
      if (q.chapter !== chapter) {
        chapter = q.chapter;
        form.appendChild(node("h3", { className: "pruefung-chapter", text: q.chapter_title }));
      }
      var id = "pruefung-frage-" + q.number;
      var box = node("fieldset", { className: "pruefung-question", id: id, "data-kind": q.kind,
        "data-number": String(q.number) });
      var legend = node("legend", { className: "pruefung-prompt" }, [
        node("span", { className: "pruefung-number", text: q.number + ". " })]);
      if (q.situation) legend.appendChild(document.createTextNode(q.situation + " "));
      legend.appendChild(document.createTextNode(q.prompt));
      box.appendChild(legend);
      var given = state.answers[i];
      if (q.kind === "choice") {
        var options = node("div", { className: "pruefung-options" });
        q.options.forEach(function (text, k) {
          var radio = node("input", { type: "radio", name: id, value: String(k) });
          radio.checked = given === k;
          radio.addEventListener("change", function () {
            state.answers[i] = k;
            save();
            count();
          });
          options.appendChild(node("label", { className: "pruefung-option" }, [radio, " ", node("span", { text: text })]));
        });
        box.appendChild(options);
      } else {
        var input = node("input", { type: "text", inputmode: "numeric", autocomplete: "off", name: id,
          className: "pruefung-input" });
        input.value = given === null || given === undefined ? "" : String(given);
        input.addEventListener("input", function () {
          state.answers[i] = input.value.trim() === "" ? null : input.value.trim();
          save();
          count();
        });
        box.appendChild(node("label", { className: "pruefung-number-label" }, ["Ihre Antwort (eine ganze Zahl): ", input]));
      }
      form.appendChild(box);
    });
    count();
    form.appendChild(progress);
    var handIn = node("button", { type: "button", className: "pruefung-primary pruefung-hand-in", text: "Abgeben" });
    var out = node("div", { "aria-live": "polite" });
    handIn.addEventListener("click", function () {
      var open = paper.total - answeredCount();
      if (open && handIn.getAttribute("data-confirm") !== "1") {
        handIn.setAttribute("data-confirm", "1");
        handIn.textContent = "Trotzdem abgeben";
        out.textContent = "";
        out.appendChild(node("p", { className: "pruefung-warning", role: "alert",
          text: (open === 1 ? "Eine Frage ist" : open + " Fragen sind") + " noch offen; offene Fragen zählen als "
            + "falsch. Zum Abgeben noch einmal klicken." }));
        return;
      }
      handIn.disabled = true;
      out.textContent = "";
      out.appendChild(node("p", { className: "pruefung-waiting", text: "Die Engine wertet die Prüfung aus …" }));
      ask({ action: "hand_in", seed: state.seed, student: state.student, answers: state.answers })
        .then(function (result) {
          state.result = result;
          state.result.date = new Date().toISOString();
          save();
          record(result);
          showResult(true);
        }).catch(function (error) {
          handIn.disabled = false;
          out.textContent = "";
          out.appendChild(alertBox(failure(error)));
        });
    });
    form.appendChild(node("p", {}, [handIn]));
    form.appendChild(out);
    form.appendChild(leaveButton("Prüfung abbrechen"));
    root.appendChild(form);
    if (focusFirst) form.querySelector("h2").focus();
  }

  function record(result) {
    if (!window.HoldemRecord || typeof window.HoldemRecord.add !== "function") return;
    result.questions.forEach(function (q) {
      try {
        window.HoldemRecord.add(q.rules, { source: "exam", correct: q.correct,
          item: "pruefung/" + state.seed + "-" + state.student + "/" + q.number });
      } catch (e) { /* the record's own problem: the exam's result stands */ }
    });
  }

  function leaveButton(text) {
    var button = node("button", { type: "button", className: "pruefung-secondary pruefung-new", text: text });
    button.addEventListener("click", function () {
      if (button.getAttribute("data-confirm") !== "1" && state && !state.result) {
        button.setAttribute("data-confirm", "1");
        button.textContent = "Wirklich abbrechen? Die Antworten gehen verloren.";
        return;
      }
      state = null;
      paper = null;
      save();
      showStart();
      var seed = document.getElementById("pruefung-seed");
      if (seed) seed.focus();
    });
    return button;
  }

  // ------------------------------------------------------------------ result and certificate

  function showResult(focus) {
    var r = state.result;
    root.textContent = "";
    var label = r.exam.label;
    var heading = node("h2", { text: "Ergebnis: " + label, tabindex: "-1", className: "pruefung-result-heading" });
    var verdict = r.passed ? "Bestanden" : "Nicht bestanden";
    var section = node("section", { className: "pruefung-result " + (r.passed ? "pruefung-passed" : "pruefung-failed"),
      "aria-label": "Ergebnis" }, [
      heading,
      node("p", { className: "pruefung-score", text: verdict + ": " + r.score + " von " + r.total
        + " Fragen richtig (" + r.percent + " %). Nötig sind " + r.pass_mark + "." }),
    ]);
    section.appendChild(chapterTable(r.chapters, "Ergebnis je Kapitel"));
    var wrong = r.questions.filter(function (q) { return !q.correct; });
    section.appendChild(node("h3", { text: wrong.length ? "Falsch beantwortet" : "Alle Antworten richtig" }));
    if (wrong.length) {
      var list = node("ol", { className: "pruefung-wrong" });
      wrong.forEach(function (q) {
        var asked = r.exam.questions[q.number - 1];
        var item = node("li", { value: String(q.number) }, [
          node("p", { className: "pruefung-asked", text: (asked.situation ? asked.situation + " " : "") + asked.prompt }),
          node("p", { text: "Ihre Antwort: " + (q.given || "keine") + ". Richtig: " + q.answer + "." }),
          node("p", { className: "pruefung-explanation" }, [q.explanation + " (", ruleLinks(q.rules), ")"]),
        ]);
        list.appendChild(item);
      });
      section.appendChild(list);
    }
    root.appendChild(section);
    root.appendChild(certificate(r));
    root.appendChild(leaveButton("Neue Prüfung"));
    if (focus) heading.focus();
  }

  function chapterTable(chapters, caption) {
    var body = node("tbody", {}, chapters.map(function (c) {
      return node("tr", {}, [node("th", { scope: "row" }, [node("a", { href: c.chapter + ".html", text: c.title })]),
        node("td", { text: c.right + " von " + c.total })]);
    }));
    return node("table", { className: "pruefung-chapters" }, [node("caption", { text: caption }),
      node("thead", {}, [node("tr", {}, [node("th", { scope: "col", text: "Kapitel" }),
        node("th", { scope: "col", text: "Richtig" })])]), body]);
  }

  function certificate(r) {
    var nameInput = node("input", { id: "pruefung-name", type: "text", autocomplete: "name", className: "pruefung-input pruefung-name-input" });
    nameInput.value = state.name || "";
    var printedName = node("span", { className: "pruefung-cert-name", text: state.name || "" });
    nameInput.addEventListener("input", function () {
      state.name = nameInput.value.slice(0, 80);
      printedName.textContent = state.name;
      save();
    });
    var printButton = node("button", { type: "button", className: "pruefung-primary", text: "Zertifikat drucken" });
    printButton.addEventListener("click", function () { window.print(); });
    var when = germanDate(new Date(r.date || Date.now()));
    var sheet = node("div", { className: "pruefung-certificate", id: "pruefung-zertifikat" }, [
      node("p", { className: "pruefung-cert-title", text: "Zertifikat: Regelprüfung Texas Hold’em" }),
      node("p", {}, ["Name: ", printedName]),
      node("p", { text: "Datum: " + when }),
      node("p", { text: r.exam.label + ": " + r.score + " von " + r.total + " Fragen richtig (" + r.percent + " %), "
        + (r.passed ? "bestanden" : "nicht bestanden") + "." }),
      chapterTable(r.chapters, "Ergebnis je Kapitel"),
      node("p", {}, ["Code: ", node("code", { className: "pruefung-code", text: r.code })]),
      node("p", { className: "pruefung-cert-check",
        text: "Prüfen ohne Browser: python -m holdem pruefung pruefen " + r.code }),
    ]);
    return node("section", { className: "pruefung-cert-section", "aria-label": "Zertifikat" }, [
      node("h3", { className: "pruefung-screen", text: "Zertifikat" }),
      node("p", { className: "pruefung-screen" }, [node("label", { "for": "pruefung-name", text: "Ihr Name für das Zertifikat: " }),
        nameInput, " ", printButton]),
      sheet,
    ]);
  }

  // ------------------------------------------------------------------ begin

  watchEngine();
  state = load();
  if (state && state.result) showResult(false);
  else if (state && typeof state.seed === "number") openPaper(false);
  else { state = null; showStart(); }
})();
