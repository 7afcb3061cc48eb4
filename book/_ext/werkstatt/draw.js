/* HoldemDraw: the Werkstatt's pictures, drawn as SVG/HTML in the browser (no matplotlib here).
 *
 * Every function returns a DOM element with German alt text (role="img" + aria-label), so a
 * screen reader says what the picture shows. Colours come from werkstatt.css (dark mode and
 * projector included); the card faces use the book's four-colour-free classic red/black.
 *
 *   HoldemDraw.card(code, {highlight, faded})     one card, code "Ah", "Td", "10h", "A♥"
 *   HoldemDraw.cards(codes, {highlight, label})   a row of cards; highlight: codes to mark
 *                                                 (e.g. the best five), the rest is faded
 *   HoldemDraw.pots(pots, {names})                pots as bars: [{name, amount, eligible: [seat],
 *                                                 winners: [seat], shares: {seat: chips}}]
 *   HoldemDraw.bars(items, {label})               horizontal bars: [{label, value 0..1, text}]
 *   HoldemDraw.table(seats, {button, board, pot, active, label})
 *                                                 a table seen from above: seats [{name, stack,
 *                                                 bet, cards, folded}] clockwise, the button,
 *                                                 the board and the pot in the middle
 *   HoldemDraw.cardName(code)                     "Herz-Ass" (German name of a card)
 *   HoldemDraw.pretty(code)                       "A♥" (the card as the book prints it)
 *   HoldemDraw.chips(n)                           "1.500 Chips", "1 Chip"
 *
 * Seats are counted from 0 as in the engine's JSON; names default to "Spieler 1", …
 */
(function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var RANKS = { "2": "Zwei", "3": "Drei", "4": "Vier", "5": "Fünf", "6": "Sechs", "7": "Sieben", "8": "Acht",
    "9": "Neun", "T": "Zehn", "J": "Bube", "Q": "Dame", "K": "König", "A": "Ass" };
  var SUITS = { c: ["Kreuz", "♣", false], d: ["Karo", "♦", true], h: ["Herz", "♥", true], s: ["Pik", "♠", false] };
  var SYMBOL_SUIT = { "♣": "c", "♦": "d", "♥": "h", "♠": "s" };

  function parse(code) {
    var text = String(code).trim();
    var rank = text.slice(0, -1).toUpperCase();
    var suit = text.slice(-1);
    suit = SYMBOL_SUIT[suit] || suit.toLowerCase();
    if (rank === "10") rank = "T";
    if (!RANKS[rank] || !SUITS[suit]) return null;
    return { rank: rank, suit: suit };
  }

  function pretty(code) {
    var c = parse(code);
    return c ? (c.rank === "T" ? "10" : c.rank) + SUITS[c.suit][1] : String(code);
  }

  function cardName(code) {
    var c = parse(code);
    return c ? SUITS[c.suit][0] + "-" + RANKS[c.rank] : String(code);
  }

  function svg(tag, attrs, text) {
    var node = document.createElementNS(SVG, tag);
    for (var key in attrs) node.setAttribute(key, attrs[key]);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function same(a, b) {
    var x = parse(a), y = parse(b);
    return !!x && !!y && x.rank === y.rank && x.suit === y.suit;
  }

  function card(code, options) {
    options = options || {};
    var c = parse(code);
    var name = cardName(code);
    var face = svg("svg", { viewBox: "0 0 50 70", class: "hd-card" + (c && SUITS[c.suit][2] ? " hd-red" : "") +
      (options.highlight ? " hd-highlight" : "") + (options.faded ? " hd-faded" : ""), role: "img",
      "aria-label": name + (options.highlight ? " (zählt)" : "") });
    face.appendChild(svg("title", {}, name));
    face.appendChild(svg("rect", { x: 1.5, y: 1.5, width: 47, height: 67, rx: 5, class: "hd-card-face" }));
    if (c) {
      var rankText = c.rank === "T" ? "10" : c.rank;
      face.appendChild(svg("text", { x: 6, y: 19, class: "hd-card-rank" }, rankText));
      face.appendChild(svg("text", { x: 25, y: 52, "text-anchor": "middle", class: "hd-card-suit" }, SUITS[c.suit][1]));
    } else {
      face.appendChild(svg("text", { x: 25, y: 42, "text-anchor": "middle", class: "hd-card-rank" }, "?"));
    }
    return face;
  }

  function cards(codes, options) {
    options = options || {};
    var marked = options.highlight || null;
    var row = el("span", "hd-cards");
    row.setAttribute("role", "img");
    var names = codes.map(cardName);
    var label = options.label || names.join(", ");
    if (marked) {
      var counted = codes.filter(function (code) { return marked.some(function (m) { return same(m, code); }); });
      label += "; es zählen " + counted.map(cardName).join(", ");
    }
    row.setAttribute("aria-label", label);
    codes.forEach(function (code) {
      var isMarked = marked ? marked.some(function (m) { return same(m, code); }) : false;
      var face = card(code, { highlight: isMarked, faded: marked ? !isMarked : false });
      face.removeAttribute("role");
      face.setAttribute("aria-hidden", "true");
      row.appendChild(face);
    });
    return row;
  }

  function chips(n) {
    return n.toLocaleString("de-DE") + (n === 1 ? " Chip" : " Chips");
  }

  function seatName(seat, names) {
    return (names && names[seat]) || "Spieler " + (seat + 1);
  }

  function list(words) {
    if (words.length <= 1) return words.join("");
    return words.slice(0, -1).join(", ") + " und " + words[words.length - 1];
  }

  function pots(potList, options) {
    options = options || {};
    var names = options.names;
    var total = potList.reduce(function (s, p) { return s + p.amount; }, 0) || 1;
    var box = el("div", "hd-pots");
    box.setAttribute("role", "img");
    var parts = [];
    potList.forEach(function (pot) {
      var who = (pot.eligible || []).map(function (s) { return seatName(s, names); });
      var row = el("div", "hd-pot" + (pot.name === "Hauptpot" ? " hd-main-pot" : ""));
      row.appendChild(el("div", "hd-pot-amount", pot.name + ": " + chips(pot.amount)));
      var bar = el("div", "hd-pot-bar");  // the bar's length: this pot's share of all chips
      bar.style.width = Math.max(2, Math.round(100 * pot.amount / total)) + "%";
      row.appendChild(bar);
      var line = "spielberechtigt: " + list(who);
      var sentence = pot.name + " mit " + chips(pot.amount) + ", spielberechtigt " + list(who);
      if (pot.winners && pot.winners.length) {
        var won = pot.winners.map(function (s) {
          var share = pot.shares && pot.shares[String(s)];
          return seatName(s, names) + (share !== undefined ? " (" + chips(share) + ")" : "");
        });
        line += " – gewinnt: " + list(won);
        sentence += ", gewonnen von " + list(won);
      }
      row.appendChild(el("div", "hd-pot-who", line));
      box.appendChild(row);
      parts.push(sentence);
    });
    box.setAttribute("aria-label", parts.length ? parts.join("; ") + "." : "Kein Pot.");
    return box;
  }

  function bars(items, options) {
    options = options || {};
    var box = el("div", "hd-bars");
    box.setAttribute("role", "img");
    var words = [];
    items.forEach(function (item) {
      var row = el("div", "hd-bar-row");
      row.appendChild(el("span", "hd-bar-label", item.label));
      var track = el("span", "hd-bar-track");
      var fill = el("span", "hd-bar-fill");
      fill.style.width = (Math.max(0, Math.min(1, item.value)) * 100).toFixed(1) + "%";
      track.appendChild(fill);
      row.appendChild(track);
      row.appendChild(el("span", "hd-bar-text", item.text));
      box.appendChild(row);
      words.push(item.label + ": " + item.text);
    });
    box.setAttribute("aria-label", (options.label ? options.label + ": " : "") + words.join("; "));
    return box;
  }

  function table(seats, options) {
    options = options || {};
    var n = seats.length;
    var picture = svg("svg", { viewBox: "0 0 600 360", class: "hd-table", role: "img" });
    picture.appendChild(svg("ellipse", { cx: 300, cy: 180, rx: 230, ry: 120, class: "hd-felt" }));
    var words = [];
    seats.forEach(function (seat, i) {
      // Seat 0 at the bottom left, clockwise as seen from above.
      var angle = Math.PI / 2 + (2 * Math.PI * (i + 0.5)) / n;
      var x = 300 + 265 * Math.cos(angle), y = 180 + 150 * Math.sin(angle);
      var name = seat.name || "Spieler " + (i + 1);
      var cls = "hd-seat" + (seat.folded ? " hd-folded" : "") + (options.active === i ? " hd-active" : "");
      var group = svg("g", { class: cls });
      group.appendChild(svg("rect", { x: x - 58, y: y - 24, width: 116, height: 48, rx: 10, class: "hd-seat-box" }));
      group.appendChild(svg("text", { x: x, y: y - 5, "text-anchor": "middle", class: "hd-seat-name" }, name));
      var stack = seat.stack !== undefined ? chips(seat.stack) : "";
      group.appendChild(svg("text", { x: x, y: y + 14, "text-anchor": "middle", class: "hd-seat-stack" }, stack));
      if (seat.bet) {
        var bx = 300 + 170 * Math.cos(angle), by = 180 + 82 * Math.sin(angle);
        group.appendChild(svg("text", { x: bx, y: by, "text-anchor": "middle", class: "hd-seat-bet" }, chips(seat.bet)));
      }
      if (options.button === i) {
        var dx = 300 + 205 * Math.cos(angle + 0.35), dy = 180 + 110 * Math.sin(angle + 0.35);
        group.appendChild(svg("circle", { cx: dx, cy: dy, r: 12, class: "hd-button" }));
        group.appendChild(svg("text", { x: dx, y: dy + 5, "text-anchor": "middle", class: "hd-button-text" }, "D"));
      }
      picture.appendChild(group);
      var word = name + (stack ? " mit " + stack : "");
      if (seat.bet) word += ", setzt " + chips(seat.bet);
      if (seat.cards && seat.cards.length) word += ", Karten " + seat.cards.map(cardName).join(" und ");
      if (seat.folded) word += ", ausgestiegen";
      if (options.button === i) word += ", am Button";
      if (options.active === i) word += ", ist am Zug";
      words.push(word);
    });
    var board = options.board || [];
    board.forEach(function (code, k) {
      var face = card(code);
      face.setAttribute("x", 300 - board.length * 27 + k * 54);
      face.setAttribute("y", 140);
      face.setAttribute("width", 50);
      face.setAttribute("height", 70);
      face.removeAttribute("role");
      picture.appendChild(face);
    });
    if (options.pot !== undefined) {
      picture.appendChild(svg("text", { x: 300, y: 232, "text-anchor": "middle", class: "hd-pot-text" }, "Pot: " + chips(options.pot)));
    }
    var label = options.label || ("Tisch mit " + n + " Spielern: " + words.join("; ") +
      (board.length ? ". Board: " + board.map(cardName).join(", ") : "") +
      (options.pot !== undefined ? ". Im Pot: " + chips(options.pot) : "") + ".");
    picture.setAttribute("aria-label", label);
    picture.insertBefore(svg("title", {}, label), picture.firstChild);
    return picture;
  }

  window.HoldemDraw = { card: card, cards: cards, pots: pots, bars: bars, table: table, cardName: cardName,
    pretty: pretty, chips: chips };
})();
