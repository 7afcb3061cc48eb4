/* Werkstatt tool "Hand bewerten" (engine: holdem.web.hand_eval).
 * Address: ?tool=hand_eval&cards=Ah+Kh+Qh+Jh+Th  or  ?tool=hand_eval&hands=AhAd|KsKc&board=2c+7h+9h+Js+3c */
(function () {
  "use strict";
  var W = window.HoldemWerkstatt, D = window.HoldemDraw, ui = W.ui;

  function renderHand(output, answer) {
    output.appendChild(D.cards(answer.cards, { highlight: answer.best_five,
      label: "Ihre Karten, hervorgehoben die besten fünf: " + answer.best_five.map(D.cardName).join(", ") }));
    var head = ui.el("p", "werkstatt-result");
    head.appendChild(ui.el("strong", null, answer.category));
    if (answer.text !== answer.category) head.appendChild(document.createTextNode(" – " + answer.text));
    output.appendChild(head);
    output.appendChild(ui.sentences(answer.sentences));
  }

  function renderShowdown(output, answer) {
    var board = ui.el("div", "werkstatt-board");
    board.appendChild(ui.el("span", "werkstatt-label", "Board: "));
    board.appendChild(D.cards(answer.board, { label: "Board: " + answer.board.map(D.cardName).join(", ") }));
    output.appendChild(board);
    var list = ui.el("div", "werkstatt-players");
    answer.players.forEach(function (p) {
      var row = ui.el("div", "werkstatt-player" + (p.wins ? " werkstatt-winner" : ""));
      row.appendChild(ui.el("span", "werkstatt-label", p.name + (p.wins ? " (gewinnt)" : "")));
      row.appendChild(D.cards(p.hole.concat(answer.board), { highlight: p.best_five,
        label: p.name + ": " + p.hole.map(D.cardName).join(" und ") + "; beste fünf: " + p.best_five.map(D.cardName).join(", ") }));
      row.appendChild(ui.el("span", "werkstatt-text", p.text));
      list.appendChild(row);
    });
    output.appendChild(list);
    output.appendChild(ui.sentences(answer.sentences));
  }

  W.register("hand_eval", {
    mount: function (element, params) {
      var cards = ui.input("cards", params.cards || "Ah Kh Qh Jh Th 2c 3d", { inputmode: "text" });
      var one = ui.button("Bewerten");
      var outOne = ui.el("div", "werkstatt-output");
      outOne.setAttribute("aria-live", "polite");
      var formOne = ui.el("form", "werkstatt-form");
      formOne.appendChild(ui.field("Karten", cards, "5 bis 7 Karten, z. B. Ah Kh Qh Jh Th 2c 3d, auch mit Symbolen wie A♥"));
      formOne.appendChild(one);
      function runOne() { return ui.ask("hand_eval", { cards: cards.value }, outOne, function (a) { renderHand(outOne, a); }); }
      one.addEventListener("click", runOne);
      formOne.addEventListener("submit", function (e) { e.preventDefault(); runOne(); });

      var hands = ui.el("textarea");
      hands.name = "hands";
      hands.rows = 3;
      hands.value = params.hands ? params.hands.split("|").join("\n") : "Ah Ad\nKs Kc\n7c 7d";
      var board = ui.input("board", params.board || "2h 7h 9h Js 3c");
      var two = ui.button("Vergleichen");
      var outTwo = ui.el("div", "werkstatt-output");
      outTwo.setAttribute("aria-live", "polite");
      var formTwo = ui.el("form", "werkstatt-form");
      formTwo.appendChild(ui.el("h3", null, "Mehrere Hände: Wer gewinnt?"));
      formTwo.appendChild(ui.field("Hole Cards", hands, "Eine Hand je Zeile: Zeile 1 ist Spieler 1"));
      formTwo.appendChild(ui.field("Board", board, "3 bis 5 Gemeinschaftskarten"));
      formTwo.appendChild(two);
      function runTwo() {
        var list = hands.value.split("\n").map(function (s) { return s.trim(); }).filter(Boolean);
        return ui.ask("hand_eval", { hands: list, board: board.value }, outTwo, function (a) { renderShowdown(outTwo, a); });
      }
      two.addEventListener("click", runTwo);
      formTwo.addEventListener("submit", function (e) { e.preventDefault(); runTwo(); });

      element.appendChild(formOne);
      element.appendChild(outOne);
      element.appendChild(formTwo);
      element.appendChild(outTwo);
      if (params.hands) runTwo();
      else runOne();
    },
  });
})();
