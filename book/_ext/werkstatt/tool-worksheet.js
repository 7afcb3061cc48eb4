/* Werkstatt tool "Arbeitsblatt" (engine: holdem.web.worksheet → holdem.worksheet).
 * Address: ?tool=worksheet&regeln=C11,L4&anzahl=8&stufe=2&serie=7&schueler=30
 *
 * The teacher picks chapters or rule IDs, kinds, level, tasks per sheet, series and the number of
 * students; the engine in this browser makes the same HTML document as
 * "python -m holdem arbeitsblatt --html" and the page shows it in a frame of its own. "Drucken"
 * prints that frame alone: A4, one sheet per student on new pages, the key on pages of its own.
 * The choices (chapters, kinds, levels) come from the engine's catalogue, not from this file. */
(function () {
  "use strict";
  var W = window.HoldemWerkstatt, ui = W.ui;
  var uid = 0;
  function nextId() { uid += 1; return "hw-ws-" + uid; }

  function listFrom(text) { return String(text || "").split(/[,;\s]+/).filter(Boolean); }

  /* A group of check boxes with a legend; ticked: the values in `chosen`. */
  function checkGroup(legend, items, chosen, hint) {
    var set = ui.el("fieldset", "hw-ws-group");
    set.appendChild(ui.el("legend", null, legend));
    if (hint) set.appendChild(ui.el("small", "werkstatt-hint", hint));
    var boxes = ui.el("div", "hw-ws-checks");
    set.inputs = items.map(function (item) {
      var input = ui.el("input");
      input.type = "checkbox";
      input.value = item.value;
      input.id = nextId();
      input.checked = chosen.indexOf(item.value) >= 0;
      var label = ui.el("label", null, item.text);
      label.htmlFor = input.id;
      boxes.appendChild(ui.node("span", { className: "hw-ws-check" }, [input, label]));
      return input;
    });
    set.appendChild(boxes);
    set.picked = function () {
      return set.inputs.filter(function (i) { return i.checked; }).map(function (i) { return i.value; });
    };
    return set;
  }

  function numberInput(name, value, min, max) {
    return ui.input(name, String(value), { inputmode: "numeric", "data-min": String(min), "data-max": String(max) });
  }

  function build(element, params, catalogue) {
    var form = ui.el("form", "werkstatt-form hw-ws-form");
    form.setAttribute("aria-label", "Arbeitsblätter wählen");
    var chapters = checkGroup("Kapitel", catalogue.chapters.map(function (c) { return { value: c, text: c }; }),
      listFrom(params.kapitel), "Keines angekreuzt und keine Regeln: alle Kapitel.");
    var rules = ui.input("regeln", params.regeln || "", { spellcheck: "false" });
    var kinds = checkGroup("Arten der Aufgaben", catalogue.kinds.map(function (k) { return { value: k.key, text: k.title }; }),
      listFrom(params.arten), "Keine angekreuzt: alle, die zur Wahl passen.");
    var level = ui.el("select");
    level.name = "stufe";
    catalogue.levels.forEach(function (l) {
      var option = ui.el("option", null, "Stufe " + l.level + ": " + l.title);
      option.value = String(l.level);
      level.appendChild(option);
    });
    level.value = params.stufe || "1";
    var tasks = numberInput("anzahl", params.anzahl || 8, 1, catalogue.max_tasks);
    var series = numberInput("serie", params.serie || 1, 0, catalogue.max_seed);
    var students = numberInput("schueler", params.schueler || 30, 1, catalogue.max_students);
    var go = ui.button("Blätter machen", "hw-primary");
    form.appendChild(chapters);
    form.appendChild(ui.field("Regeln (statt Kapiteln)", rules, "Regel-IDs, durch Kommas getrennt, z. B. C11, L4"));
    form.appendChild(kinds);
    form.appendChild(ui.field("Stufe", level));
    form.appendChild(ui.field("Aufgaben je Blatt", tasks, "1 bis " + catalogue.max_tasks));
    form.appendChild(ui.field("Serie", series, "Dieselbe Serie ergibt dieselben Blätter, wie in „Üben“"));
    form.appendChild(ui.field("Schülerinnen und Schüler", students, "Ein Blatt für jede und jeden, 1 bis " + catalogue.max_students));
    form.appendChild(go);

    var output = ui.el("div", "werkstatt-output hw-ws-output");
    output.setAttribute("aria-live", "polite");

    function request() {
      return { action: "make", kapitel: chapters.picked(), regeln: listFrom(rules.value), arten: kinds.picked(),
        stufe: level.value, anzahl: tasks.value.trim(), serie: series.value.trim(), schueler: students.value.trim() };
    }

    function render(answer) {
      var frame = ui.el("iframe", "hw-ws-frame");
      frame.title = "Arbeitsblätter zum Drucken";
      frame.setAttribute("srcdoc", answer.html);
      var print = ui.button("Drucken", "hw-primary hw-ws-print");
      print.addEventListener("click", function () {
        frame.contentWindow.focus();
        frame.contentWindow.print();
      });
      var count = answer.sheets === 1 ? "1 Blatt" : answer.sheets + " Blätter";
      output.appendChild(ui.el("p", "hw-ws-done", count + " und die Lösungen sind fertig. „Drucken“ gibt sie auf A4 aus, " +
        "jedes Blatt auf neuen Seiten, die Lösungen auf eigenen Seiten am Ende."));
      output.appendChild(print);
      output.appendChild(frame);
      output.worksheetHtml = answer.html;  // for a test that compares it with the command line's file
    }

    function run() { return ui.ask("worksheet", request(), output, render); }
    go.addEventListener("click", run);
    form.addEventListener("submit", function (e) { e.preventDefault(); run(); });
    element.appendChild(form);
    element.appendChild(output);
    if (params.serie || params.regeln || params.kapitel) run();
  }

  W.register("worksheet", {
    mount: function (element, params) {
      var waiting = ui.el("div", "werkstatt-output");
      element.appendChild(waiting);
      // The form waits for the engine's catalogue: the chapters and kinds are the engine's own.
      ui.ask("worksheet", { action: "catalogue" }, waiting, function (catalogue) {
        element.removeChild(waiting);
        build(element, params || {}, catalogue);
      });
    },
  });
})();
