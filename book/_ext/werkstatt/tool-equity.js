/* Werkstatt tool "Gewinnchancen" (engine: holdem.web.equity, in chunks).
 * Address: ?tool=equity&hands=AsAh|KdKc&board=Kh+7c+2d&dead=&samples=20000 */
(function () {
  "use strict";
  var W = window.HoldemWerkstatt, D = window.HoldemDraw, ui = W.ui;

  W.register("equity", {
    mount: function (element, params) {
      var form = ui.el("form", "werkstatt-form");
      var hands = ui.el("textarea");
      hands.name = "hands";
      hands.rows = 3;
      hands.value = params.hands ? params.hands.split("|").join("\n") : "As Ah\nKd Kc";
      var board = ui.input("board", params.board || "");
      var dead = ui.input("dead", params.dead || "");
      var samples = ui.input("samples", params.samples || "20000", { inputmode: "numeric" });
      var go = ui.button("Berechnen");
      var stop = ui.button("Stopp", "werkstatt-stop");
      stop.disabled = true;
      form.appendChild(ui.field("Hole Cards", hands, "2 bis 9 Hände, eine je Zeile: Zeile 1 ist Spieler 1"));
      form.appendChild(ui.field("Board", board, "Leer (vor dem Flop) oder 3 bis 5 Karten"));
      form.appendChild(ui.field("Tote Karten", dead, "Karten, die sicher nicht mehr kommen (optional)"));
      form.appendChild(ui.field("Stichproben", samples, "Vor dem Flop wird geschätzt: so viele zufällige Boards"));
      var buttons = ui.el("div", "werkstatt-buttons");
      buttons.appendChild(go);
      buttons.appendChild(stop);
      form.appendChild(buttons);
      var progress = ui.el("progress", "werkstatt-progress");
      progress.max = 1;
      progress.value = 0;
      progress.setAttribute("aria-label", "Fortschritt der Rechnung");
      progress.hidden = true;
      var output = ui.el("div", "werkstatt-output");
      output.setAttribute("aria-live", "polite");
      var stopping = false;
      var running = false;

      function show(answer, stopped) {
        output.replaceChildren();
        var items = answer.players.map(function (p) {
          return { label: p.name + " (" + p.hole.map(D.pretty).join(" ") + ")", value: p.equity,
            text: p.percent };
        });
        output.appendChild(D.bars(items, { label: "Gewinnchancen" }));
        var sentences = answer.sentences.slice();
        if (stopped) sentences.unshift("Angehalten nach " + answer.boards_done.toLocaleString("de-DE") + " von " +
          answer.boards_total.toLocaleString("de-DE") + " Boards: ein Zwischenstand.");
        output.appendChild(ui.sentences(sentences));
      }

      async function run() {
        if (running) return;
        running = true;
        stopping = false;
        delete element.dataset.state;
        go.disabled = true;
        stop.disabled = false;
        progress.hidden = false;
        progress.value = 0;
        var base = { hands: hands.value.split("\n").map(function (s) { return s.trim(); }).filter(Boolean),
          board: board.value, dead: dead.value, samples: samples.value.trim(), seed: Number(params.seed || 0) };
        var tally = null, last = null;
        output.replaceChildren(ui.waiting());
        try {
          for (var chunk = 0; ; chunk++) {
            var answer = await window.HoldemEngine.call("equity", Object.assign({}, base, { chunk: chunk, tally: tally }));
            if (!answer.ok) {
              output.replaceChildren(ui.error(answer.error));
              break;
            }
            last = answer;
            tally = answer.tally;
            progress.value = answer.boards_done / answer.boards_total;
            if (answer.done || stopping) {
              show(answer, !answer.done);
              break;
            }
            if (chunk % 2 === 0) show(answer, false);
          }
        } catch (error) {
          output.replaceChildren(ui.failed(error));
        }
        running = false;
        go.disabled = false;
        stop.disabled = true;
        element.dataset.state = last && last.done ? "done" : "stopped";
      }
      go.addEventListener("click", run);
      stop.addEventListener("click", function () { stopping = true; });
      form.addEventListener("submit", function (e) { e.preventDefault(); run(); });
      element.appendChild(form);
      element.appendChild(progress);
      element.appendChild(output);
      run();
    },
  });
})();
