/* Werkstatt tool "Side Pots" (engine: holdem.web.pots).
 * Address: ?tool=pots&contributions=50,100,100&folded=1&button=3&places=,1,1
 * Players are counted from 1 in the address and on the page (Spieler 1 = seat 0 of the engine). */
(function () {
  "use strict";
  var W = window.HoldemWerkstatt, D = window.HoldemDraw, ui = W.ui;

  function numbersFrom(text) {
    return String(text || "").split(/[,;\s]+/).filter(Boolean);
  }

  function render(output, answer) {
    output.appendChild(D.pots(answer.pots, { names: answer.names }));
    if (answer.hand_lines && answer.hand_lines.length) output.appendChild(ui.sentences(answer.hand_lines));
    output.appendChild(ui.el("h3", null, "Die Pots"));
    output.appendChild(ui.sentences(answer.sentences));
    if (answer.award_sentences) {
      output.appendChild(ui.el("h3", null, "Wer gewinnt was"));
      output.appendChild(ui.sentences(answer.award_sentences));
    }
  }

  W.register("pots", {
    mount: function (element, params) {
      var form = ui.el("form", "werkstatt-form");
      var contributions = ui.input("contributions", params.contributions || "25, 100, 100, 100", { inputmode: "numeric" });
      var folded = ui.input("folded", params.folded || "", { inputmode: "numeric" });
      var button = ui.input("button", params.button || "1", { inputmode: "numeric" });
      var places = ui.input("places", params.places || "", {});
      var hands = ui.input("hands", params.hands ? params.hands.split("|").join(", ") : "Ah Ad, Ks Kc, 7c 7d, 2c 2d", {});
      var board = ui.input("board", params.board || "2h 7h 9h Js 3c", {});
      var rake = ui.input("rake", params.rake || "", {});
      var go = ui.button("Pots berechnen");
      form.appendChild(ui.field("Einsätze", contributions, "Was jeder Spieler insgesamt gesetzt hat, Spieler 1 zuerst: z. B. 25, 100, 100, 100"));
      form.appendChild(ui.field("Ausgestiegen", folded, "Nummern der Spieler, die ausgestiegen sind, z. B. 2"));
      form.appendChild(ui.field("Button", button, "Nummer des Spielers am Button (für den Odd Chip, P2)"));
      form.appendChild(ui.field("Plätze im Showdown", places, "Je Spieler: 1 = beste Hand, gleiche Zahl = gleich gut, leer = keine Angabe. Leer lassen, um die Karten zu nehmen."));
      form.appendChild(ui.field("Hole Cards", hands, "Je Spieler zwei Karten, durch Kommas getrennt (leer für ausgestiegene Spieler)"));
      form.appendChild(ui.field("Board", board, "Fünf Gemeinschaftskarten"));
      var odd = ui.checkbox("Odd Chip bleibt im Pot für die nächste Hand (Variante, P2)", params.odd_chip === "carry");
      form.appendChild(odd);
      form.appendChild(ui.field("Rake", rake, "Optional: Prozent, Obergrenze, Mindestpot, z. B. 5, 3, 20 (X1)"));
      form.appendChild(go);
      var output = ui.el("div", "werkstatt-output");
      output.setAttribute("aria-live", "polite");

      function request() {
        var amounts = numbersFrom(contributions.value);
        var seats = amounts.length;
        var req = { contributions: amounts };
        req.folded = numbersFrom(folded.value).map(function (n) { return /^\d+$/.test(n) ? String(Number(n) - 1) : n; });
        var b = button.value.trim();
        if (b) req.button = /^\d+$/.test(b) ? String(Number(b) - 1) : b;
        var placeList = places.value.trim() ? places.value.split(",").map(function (s) { return s.trim() || null; }) : [];
        if (placeList.some(function (p) { return p; })) {
          req.places = placeList;
        } else if (hands.value.trim()) {
          var list = hands.value.split(",").map(function (s) { return s.trim(); });
          while (list.length < seats) list.push("");
          var out = req.folded.map(Number);
          req.hands = list.map(function (h, i) { return out.indexOf(i) >= 0 ? "" : h; });
          req.board = board.value;
        }
        if (odd.input.checked) req.odd_chip = "carry";
        var r = numbersFrom(rake.value);
        if (r.length) req.rake = { percent: r[0], cap: r[1] || null, min_pot: r[2] || 0 };
        return req;
      }
      function run() { return ui.ask("pots", request(), output, function (a) { render(output, a); }); }
      go.addEventListener("click", run);
      form.addEventListener("submit", function (e) { e.preventDefault(); run(); });
      element.appendChild(form);
      element.appendChild(output);
      run();
    },
  });
})();
