/* Werkstatt, Werkzeug 5 "Üben": endless drills made and checked by the engine.
 *
 * A drill is addressed by series (seed), number, level and kind; the engine makes it from these
 * and checks the answer (HoldemEngine.call("drills", …)). This file draws the drill, builds the
 * answer form and keeps score and streak in this browser only (localStorage), never elsewhere.
 */
(function () {
  "use strict";

  var STORE = "holdem-werkstatt-ueben";
  var AMOUNT_LABELS = { min_to: "Mindestens auf", max_to: "Höchstens auf", to: "Auf" };

  function el(tag, attrs, children) { return window.HoldemWerkstatt.ui.node(tag, attrs, children); }

  var uid = 0;
  function nextId(prefix) { uid += 1; return "hw-dr-" + prefix + "-" + uid; }

  function drawCard(code) { return window.HoldemDraw.card(code); }  // draw.js comes before every tool

  function drawCards(codes) {
    var box = el("span", { className: "hw-cards" });
    codes.forEach(function (code) { box.appendChild(drawCard(code)); });
    return box;
  }

  function sentence(text) {
    var p = el("span");
    text.split(/\b([A-Z]\d{1,2})\b/).forEach(function (part, i) {
      if (i % 2 === 1) p.appendChild(el("a", { href: "regelverzeichnis.html#regel-" + part, className: "hw-rule", text: part }));
      else p.appendChild(document.createTextNode(part));
    });
    return p;
  }

  /* Score and streak: this browser only; a browser that refuses storage (file://, private) still counts. */
  function loadScore() {
    try { return JSON.parse(window.localStorage.getItem(STORE)) || {}; } catch (e) { return {}; }
  }
  function saveScore(score) {
    try { window.localStorage.setItem(STORE, JSON.stringify(score)); } catch (e) { /* kept for this visit only */ }
  }

  function mount(root, params) {
    params = params || {};
    var engine = window.HoldemEngine;
    var score = Object.assign({ right: 0, tried: 0, streak: 0, best: 0, seen: {} }, loadScore());
    var current = null;
    root.classList.add("hw-drills");
    root.innerHTML = "";

    var series = el("input", { type: "number", min: "0", max: "999999", inputmode: "numeric",
      value: String(params.serie != null ? params.serie : params.seed != null ? params.seed : Math.floor(Math.random() * 1000)) });
    var level = el("select");
    var kind = el("select");
    var start = el("button", { type: "submit", className: "hw-primary", text: "Serie starten" });
    function labelled(text, input) {
      input.id = nextId("f");
      return el("div", { className: "hw-field" }, [el("label", { "for": input.id, text: text }), input]);
    }
    var controls = el("form", { className: "hw-drill-controls", "aria-label": "Serie wählen", novalidate: "" },
      [labelled("Serie", series), labelled("Stufe", level), labelled("Art", kind), start]);
    var scoreLine = el("p", { className: "hw-score", "aria-live": "polite" });
    var reset = el("button", { type: "button", text: "Punkte löschen" });
    var where = el("p", { className: "hw-where" });
    var errorBox = el("p", { className: "hw-error", role: "alert", hidden: "" });
    var drillBox = el("section", { className: "hw-drill", "aria-label": "Übung" });
    var feedback = el("div", { className: "hw-feedback", "aria-live": "polite" });
    root.appendChild(controls);
    root.appendChild(el("div", { className: "hw-score-row" }, [scoreLine, reset]));
    root.appendChild(where);
    root.appendChild(errorBox);
    root.appendChild(drillBox);
    root.appendChild(feedback);

    function showError(message) {
      errorBox.textContent = message || "";
      if (message) errorBox.removeAttribute("hidden"); else errorBox.setAttribute("hidden", "");
    }

    function showScore() {
      scoreLine.textContent = "Richtig: " + score.right + " von " + score.tried + " · richtig in Folge: " + score.streak +
        " · beste Folge: " + score.best;
    }

    function key(address) { return [address.seed, address.index, address.level, address.kind].join("/"); }

    /* The players of a drill; a drill may name its own columns (key and German heading). */
    function playerGrid(s) {
      var columns = (s.columns || [["name", "Spieler"], ["position", "Position"], ["cards", "Hole Cards"], ["stack", "Stack"],
        ["bet", "Einsatz der Runde"], ["put_in", "Eingezahlt"], ["status", "Status"]]).filter(function (c) {
        return s.players.some(function (p) { return p[c[0]] !== undefined && p[c[0]] !== ""; });
      });
      var grid = el("table", { className: "hw-grid" });
      if (s.pot !== undefined) grid.appendChild(el("caption", { text: "Im Pot: " + s.pot + " Chips" }));
      grid.appendChild(el("thead", {}, [el("tr", {}, columns.map(function (c) { return el("th", { scope: "col", text: c[1] }); }))]));
      var body = el("tbody");
      s.players.forEach(function (p) {
        body.appendChild(el("tr", { className: p.to_act ? "hw-to-act" : "" }, columns.map(function (c, i) {
          var value = p[c[0]];
          if (i === 0) return el("th", { scope: "row", text: value + (p.button ? " (Button)" : "") + (p.to_act ? " – am Zug" : "") });
          if (c[0] === "cards") return el("td", {}, [value && value.length ? drawCards(value) : el("span", { text: "–" })]);
          return el("td", { text: value === undefined ? "" : String(value) });
        })));
      });
      grid.appendChild(body);
      return el("div", { className: "hw-scroll" }, [grid]);
    }

    /* Tournament tables side by side: each seat with its player or "frei", the button marked. */
    function drawTables(tables) {
      var row = el("div", { className: "hw-tables" });
      row.style.display = "flex";
      row.style.flexWrap = "wrap";
      row.style.gap = "0 1.5rem";
      tables.forEach(function (t) {
        var grid = el("table", { className: "hw-grid" });
        grid.appendChild(el("caption", { text: "Tisch " + t.number + ": " + t.players + " Spieler, Button auf Sitz " + t.button }));
        grid.appendChild(el("thead", {}, [el("tr", {}, [el("th", { scope: "col", text: "Sitz" }), el("th", { scope: "col", text: "Spieler" })])]));
        var body = el("tbody");
        t.seats.forEach(function (name, i) {
          body.appendChild(el("tr", {}, [el("th", { scope: "row", text: "Sitz " + (i + 1) + (t.button === i + 1 ? " (Button)" : "") }),
            el("td", { text: name || "frei" })]));
        });
        grid.appendChild(body);
        row.appendChild(el("div", { className: "hw-scroll" }, [grid]));
      });
      return row;
    }

    function situation(drill) {
      var s = drill.situation;
      var box = el("div", { className: "hw-situation" });
      if (s.structure || s.street) {
        box.appendChild(el("p", { text: [s.structure, s.street].filter(Boolean).join(" · ") }));
      }
      if (s.board && s.board.length) box.appendChild(el("div", { className: "hw-board" }, [el("span", { text: "Board: " }), drawCards(s.board)]));
      if (s.tables) box.appendChild(drawTables(s.tables));
      if (s.players) box.appendChild(playerGrid(s));
      if (s.lines && s.lines.length) {
        var lines = el("ol", { className: "hw-lines", "aria-label": "Bisher in dieser Runde" });
        s.lines.forEach(function (line) { lines.appendChild(el("li", {}, [sentence(line)])); });
        box.appendChild(el("details", {}, [el("summary", { text: "Was bisher geschah" }), lines]));
      }
      return box;
    }

    function playerChoice(form, multiple) {
      var set = el("fieldset", { className: "hw-choice" }, [el("legend", { text: multiple ? "Spieler (alle, die zutreffen)" : "Spieler" })]);
      var name = nextId("p");
      for (var i = 0; i < form.players; i++) {
        var box = el("input", { type: multiple ? "checkbox" : "radio", name: name, value: String(i) });
        box.id = nextId("o");
        set.appendChild(el("span", { className: "hw-check" }, [box, el("label", { "for": box.id, text: "Spieler " + (i + 1) })]));
      }
      return set;
    }

    function potRow(form, index) {
      var row = el("fieldset", { className: "hw-pot-row" }, [el("legend", { text: index === 0 ? "Hauptpot" : "Side Pot " + index })]);
      var amount = el("input", { type: "number", min: "0", inputmode: "numeric", className: "hw-pot-amount" });
      amount.id = nextId("a");
      row.appendChild(el("div", { className: "hw-field" }, [el("label", { "for": amount.id, text: "Chips" }), amount]));
      var who = el("div", { className: "hw-check-row", role: "group", "aria-label": "Wer darf ihn gewinnen?" },
        [el("span", { text: "Wer darf ihn gewinnen? " })]);
      for (var i = 0; i < form.players; i++) {
        var box = el("input", { type: "checkbox", value: String(i), className: "hw-pot-player" });
        box.id = nextId("e");
        who.appendChild(el("span", { className: "hw-check" }, [box, el("label", { "for": box.id, text: "Spieler " + (i + 1) })]));
      }
      row.appendChild(who);
      return row;
    }

    function answerForm(drill) {
      var form = drill.form;
      var body = el("div", { className: "hw-answer" });
      var read;
      if (form.type === "player" || form.type === "players") {
        var choice = playerChoice(form, form.type === "players");
        body.appendChild(choice);
        read = function () {
          var picked = Array.prototype.filter.call(choice.querySelectorAll("input"), function (x) { return x.checked; })
            .map(function (x) { return parseInt(x.value, 10); });
          return form.type === "player" ? { player: picked.length ? picked[0] : null } : { players: picked };
        };
      } else if (form.type === "pot_players") {
        var groups = form.pots.map(function (potName) {
          var group = el("fieldset", { className: "hw-choice" }, [el("legend", { text: potName + ": wer bekommt einen übrigen Chip?" })]);
          for (var i = 0; i < form.players; i++) {
            var box = el("input", { type: "checkbox", value: String(i) });
            box.id = nextId("c");
            group.appendChild(el("span", { className: "hw-check" }, [box, el("label", { "for": box.id, text: "Spieler " + (i + 1) })]));
          }
          body.appendChild(group);
          return group;
        });
        read = function () {
          return { pots: groups.map(function (group) {
            return Array.prototype.filter.call(group.querySelectorAll("input"), function (x) { return x.checked; })
              .map(function (x) { return parseInt(x.value, 10); });
          }) };
        };
      } else if (form.type === "amounts") {
        var inputs = {};
        form.fields.forEach(function (name) {
          var text = form.labels && form.labels[name] ? form.labels[name] : AMOUNT_LABELS[name] + " (Chips, Gesamteinsatz der Runde)";
          var input;
          if (form.options && form.options[name]) {  // a choice: a list to pick from
            input = el("select", {}, [el("option", { value: "", text: "– bitte wählen –" })]);
            form.options[name].forEach(function (o) { input.appendChild(el("option", { value: o.value, text: o.text })); });
          } else {
            input = el("input", { type: "number", min: "0", inputmode: "numeric" });
          }
          input.id = nextId("m");
          inputs[name] = input;
          body.appendChild(el("div", { className: "hw-field" }, [el("label", { "for": input.id, text: text }), input]));
        });
        read = function () {
          var answer = {};
          Object.keys(inputs).forEach(function (name) { answer[name] = inputs[name].value.trim(); });
          return answer;
        };
      } else {
        var rows = el("div", { className: "hw-pots" });
        rows.appendChild(potRow(form, 0));
        var add = el("button", { type: "button", text: "Side Pot hinzufügen" });
        var remove = el("button", { type: "button", text: "Letzten Side Pot entfernen", disabled: "" });
        add.addEventListener("click", function () {
          if (rows.children.length < form.max_pots) rows.appendChild(potRow(form, rows.children.length));
          remove.disabled = rows.children.length < 2;
          add.disabled = rows.children.length >= form.max_pots;
          rows.lastChild.querySelector("input").focus();
        });
        remove.addEventListener("click", function () {
          if (rows.children.length > 1) rows.removeChild(rows.lastChild);
          remove.disabled = rows.children.length < 2;
          add.disabled = false;
        });
        body.appendChild(rows);
        body.appendChild(el("div", { className: "hw-pot-buttons" }, [add, remove]));
        read = function () {
          return { pots: Array.prototype.map.call(rows.children, function (row) {
            var amount = row.querySelector(".hw-pot-amount").value.trim();
            return { amount: amount === "" ? null : (/^\d+$/.test(amount) ? parseInt(amount, 10) : amount),
              eligible: Array.prototype.filter.call(row.querySelectorAll(".hw-pot-player"), function (x) { return x.checked; })
                .map(function (x) { return parseInt(x.value, 10); }) };
          }) };
        };
      }
      return { node: body, read: read };
    }

    function drillAddress(index) {
      return { seed: series.value.trim() === "" ? null : (/^\d+$/.test(series.value.trim()) ? parseInt(series.value, 10) : series.value),
        index: index, level: parseInt(level.value, 10), kind: kind.value };
    }

    function show(index) {
      var address = drillAddress(index);
      return engine.call("drills", Object.assign({ action: "new" }, address)).catch(function (failure) {
        return { ok: false, error: String(failure && failure.message || failure) };
      }).then(function (answer) {
        if (!answer.ok) { showError(answer.error); return; }
        showError("");
        current = answer;
        var drill = answer.drill;
        where.textContent = "Serie " + answer.address.seed + " · Übung " + (answer.address.index + 1) + " · Stufe " + answer.address.level;
        feedback.innerHTML = "";
        drillBox.innerHTML = "";
        var rules = el("p", { className: "hw-drill-rules" }, [el("span", { text: "Regeln: " })]);
        drill.rules.forEach(function (id, i) { if (i) rules.appendChild(document.createTextNode(", ")); rules.appendChild(sentence(id)); });
        var form = answerForm(drill);
        var check = el("button", { type: "submit", className: "hw-primary", text: "Prüfen" });
        var answerBox = el("form", { className: "hw-answer-form", "aria-label": "Ihre Antwort", novalidate: "" }, [form.node, check]);
        answerBox.addEventListener("submit", function (event) {
          event.preventDefault();
          submit(form.read());
        });
        drillBox.appendChild(el("h3", { text: drill.title }));
        drillBox.appendChild(rules);
        drillBox.appendChild(situation(drill));
        drillBox.appendChild(el("p", { className: "hw-question", text: drill.question }));
        drillBox.appendChild(answerBox);
        var first = answerBox.querySelector("input, select");
        if (first && index > 0) first.focus();
      });
    }

    function submit(answer) {
      var address = current.address;
      engine.call("drills", Object.assign({ action: "check", answer: answer }, address)).catch(function (failure) {
        return { ok: false, error: String(failure && failure.message || failure) };
      }).then(function (result) {
        if (!result.ok) { showError(result.error); return; }
        showError("");
        var id = key(address);
        if (!score.seen[id]) { // only the first try of a drill counts
          score.seen[id] = true;
          score.tried += 1;
          if (result.correct) { score.right += 1; score.streak += 1; score.best = Math.max(score.best, score.streak); }
          else score.streak = 0;
          // The reader's learning record (holdem-record.js): the first try of a drill, for each of its rules.
          if (window.HoldemRecord) window.HoldemRecord.add(result.rules, { source: "drill", correct: result.correct, item: "drill/" + id });
          saveScore(score);
          showScore();
        }
        feedback.innerHTML = "";
        feedback.appendChild(el("p", { className: result.correct ? "hw-right" : "hw-wrong", text: result.correct ? "Richtig!" : "Noch nicht richtig." }));
        if (result.mistakes.length) {
          var list = el("ul", { className: "hw-mistakes", "aria-label": "Was nicht stimmt" });
          result.mistakes.forEach(function (m) { list.appendChild(el("li", {}, [sentence(m)])); });
          feedback.appendChild(list);
        }
        feedback.appendChild(el("p", {}, [el("strong", { text: "Lösung: " }), sentence(result.solution)]));
        if (result.picture && result.picture.pots && window.HoldemDraw && window.HoldemDraw.pots) {
          feedback.appendChild(window.HoldemDraw.pots(result.picture.pots));
        }
        var why = el("ul", { className: "hw-explanation", "aria-label": "Erklärung der Engine" });
        result.explanation.forEach(function (line) { why.appendChild(el("li", {}, [sentence(line)])); });
        feedback.appendChild(why);
        var next = el("button", { type: "button", className: "hw-primary", text: "Nächste Übung" });
        next.addEventListener("click", function () { show(address.index + 1); });
        feedback.appendChild(next);
        next.focus();
      });
    }

    controls.addEventListener("submit", function (event) { event.preventDefault(); show(0); });
    reset.addEventListener("click", function () {
      score = { right: 0, tried: 0, streak: 0, best: 0, seen: {} };
      saveScore(score);
      showScore();
    });
    showScore();
    var ready = engine.call("drills", { action: "catalogue" }).then(function (catalogue) {
      if (!catalogue.ok) { showError(catalogue.error); return; }
      catalogue.levels.forEach(function (l) { level.appendChild(el("option", { value: String(l.level), text: l.level + " – " + l.title })); });
      kind.appendChild(el("option", { value: "mixed", text: "gemischt" }));
      catalogue.kinds.forEach(function (k) { kind.appendChild(el("option", { value: k.key, text: k.title + " (Stufe " + k.levels.join(", ") + ")" })); });
      level.value = String(params.level || 1);
      kind.value = params.kind || "mixed";
      return show(parseInt(params.index, 10) || 0);
    }, function (failure) {
      showError(failure && failure.forReader ? failure.message  // the engine's own German sentence
        : "Die Engine konnte nicht geladen werden: " + String(failure && failure.message || failure));
    });
    // "Heute wiederholen" (holdem-review.js) hands a drill over: series, level and kind.
    window.HoldemDrills = { start: function (address) {
      return ready.then(function () {
        series.value = String(address.serie);
        level.value = String(address.level);
        kind.value = address.kind;
        return show(0);
      }).then(function () {
        var heading = drillBox.querySelector("h3");
        if (heading) { heading.setAttribute("tabindex", "-1"); heading.focus(); }
      });
    } };
    return ready;
  }

  function register() {
    window.HoldemWerkstatt.register("drills", { mount: mount });
  }
  if (window.HoldemWerkstatt && typeof window.HoldemWerkstatt.register === "function") register();
  else document.addEventListener("DOMContentLoaded", register, { once: true });
})();
