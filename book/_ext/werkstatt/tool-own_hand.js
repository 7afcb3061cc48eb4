/* Werkstatt, Werkzeug 4 "Eigene Hand": a hand of one's own, step by step, in the browser.
 *
 * State lives here as the set-up and the list of actions; every change asks the engine
 * (HoldemEngine.call("own_hand", …)) to replay the whole hand from the start. The engine answers
 * with the narrated steps (rule IDs), the table, the legal actions and the hand as PHH; this
 * file only draws them and turns a click into one more action. Undo is "one action less".
 *
 * The PHH field also takes a poker room's hand history (PokerStars, GGPoker, Winamax, partypoker,
 * 888, Full Tilt, iPoker XML, Winning Poker Network, Bovada): the engine detects the room, plays the hand
 * and says whether it agrees with the room, differs (each difference listed) or is refused (the
 * reason); a text with several hands lists them to choose from. Nothing leaves the browser.
 *
 * "Hand erklären" also takes files (one or several, tool-own_hand-files.js): the engine lists each
 * file's hands with a short line, and a hand picked from the list is played alone.
 * In a room's hand in cents the amount box counts the room's money ("0,75"), never cents.
 */
(function () {
  "use strict";

  function el(tag, attrs, children) { return window.HoldemWerkstatt.ui.node(tag, attrs, children); }

  /* One card, drawn by the shared drawing module (draw.js comes before every tool). */
  function drawCard(code) { return window.HoldemDraw.card(code); }

  function drawCards(codes, emptyText) {
    var box = el("span", { className: "hw-cards" });
    if (!codes.length) box.appendChild(el("span", { className: "hw-muted", text: emptyText || "–" }));
    codes.forEach(function (code) { box.appendChild(drawCard(code)); });
    return box;
  }

  /* A German sentence ending in "(W3)" or "(B3, B1)": the IDs become links to the rule list. */
  function sentence(text) {
    var p = el("span");
    var parts = text.split(/\b([A-Z]\d{1,2})\b/);
    parts.forEach(function (part, i) {
      if (i % 2 === 1) p.appendChild(el("a", { href: "regelverzeichnis.html#regel-" + part, className: "hw-rule", text: part }));
      else p.appendChild(document.createTextNode(part));
    });
    return p;
  }

  function field(labelText, input, hint) {
    var id = "hw-oh-" + Math.random().toString(36).slice(2, 9);
    input.id = id;
    return el("div", { className: "hw-field" }, [el("label", { "for": id, text: labelText }), input,
      hint ? el("span", { className: "hw-hint", text: hint }) : null]);
  }

  var SIGNS = { EUR: "€", USD: "$", GBP: "£" };

  /* An amount in cents as the room's money, German style: 75 -> "0,75 €", 2500 -> "25 €" (as the engine writes it). */
  function moneyText(cents, currency) {
    var text = (cents / 100).toFixed(2).replace(".", ",").replace(/,00$/, "");
    return currency ? text + " " + (SIGNS[currency] || currency) : text;
  }

  /* What the reader typed in the amount box of a hand in cents: "0,75", "0.75", "1.000,50" -> cents, else NaN. */
  function centsFrom(text) {
    var t = String(text).replace(/[\s€$£]/g, "");
    if (t.indexOf(",") >= 0) t = t.replace(/\./g, "").replace(",", ".");
    if (!/^\d+(\.\d{1,2})?$/.test(t)) return NaN;
    return Math.round(parseFloat(t) * 100);
  }

  function numberInput(value, min, max) {
    return el("input", { type: "number", value: String(value), min: String(min), max: String(max), inputmode: "numeric" });
  }

  /* Actions in a page address: "call,call,raise-8,fold" (the kind, for bet and raise "-" and the amount). */
  function actionsFrom(value) {
    if (Array.isArray(value)) return value;
    if (typeof value !== "string" || !value.trim()) return [];
    return value.split(",").map(function (word) {
      var parts = word.trim().split("-");
      var action = { kind: parts[0] };
      if (parts.length > 1) action.to = /^\d+$/.test(parts[1]) ? parseInt(parts[1], 10) : parts[1];
      return action;
    });
  }

  /* Variants in a page address: "show_all,odd_chip_carry". */
  function variantsFrom(value) {
    var flags = {};
    if (typeof value === "string") value.split(",").forEach(function (key) { if (key.trim()) flags[key.trim()] = true; });
    return flags;
  }

  function mount(root, params) {
    params = params || {};
    var engine = window.HoldemEngine;
    /* money: a room's hand in cents ({unit, currency}); the engine then writes "0,10 €", not "10 Chips". */
    var state = { setup: null, actions: [], redo: [], answer: null, busy: false, money: null };
    root.classList.add("hw-own-hand");
    root.innerHTML = "";

    var form = el("form", { className: "hw-setup", "aria-label": "Aufbau der Hand", novalidate: "" });
    var players = numberInput(params.players || 3, 2, 10);
    var stacks = el("input", { type: "text", value: String(params.stacks || "100"), inputmode: "numeric" });
    var structure = el("select");
    var smallBlind = numberInput(params.small_blind || 1, 1, 10000000);
    var bigBlind = numberInput(params.big_blind || 2, 1, 10000000);
    var smallBet = numberInput(params.small_bet || 2, 1, 10000000);
    var bigBet = numberInput(params.big_bet || 4, 1, 10000000);
    var ante = numberInput(params.ante || 0, 0, 10000000);
    var button = el("select");
    var seed = numberInput(params.seed || 1 + Math.floor(Math.random() * 9999), 0, 2147483647);
    var variantBox = el("fieldset", { className: "hw-variants" }, [el("legend", { text: "Varianten" })]);
    var limits = el("div", { className: "hw-limits" }, [field("Unteres Limit", smallBet), field("Oberes Limit", bigBet)]);
    var start = el("button", { type: "submit", className: "hw-primary", text: "Neue Hand" });
    form.appendChild(el("fieldset", {}, [el("legend", { text: "Tisch" }),
      field("Spieler", players, "2 bis 10"),
      field("Stacks", stacks, "eine Zahl für alle oder eine je Spieler, z. B. 100, 80, 120"),
      field("Dealer-Button bei", button),
      field("Struktur", structure), field("Small Blind", smallBlind), field("Big Blind", bigBlind), limits,
      field("Ante", ante), field("Nummer des Mischens", seed, "gleiche Nummer, gleiche Karten")]));
    form.appendChild(variantBox);
    form.appendChild(start);

    var status = el("p", { className: "hw-status", role: "status", "aria-live": "polite" });
    var errorBox = el("p", { className: "hw-error", role: "alert", hidden: "" });
    var rulesText = el("p", { className: "hw-rules-text" });
    var tableBox = el("div", { className: "hw-table" });
    var actionsBox = el("div", { className: "hw-actions", role: "group", "aria-label": "Aktionen" });
    var back = el("button", { type: "button", text: "Zurück", "aria-label": "Zurück: letzte Aktion zurücknehmen" });
    var forward = el("button", { type: "button", text: "Weiter", "aria-label": "Weiter: zurückgenommene Aktion wiederholen" });
    var nav = el("div", { className: "hw-nav" }, [back, forward]);
    var steps = el("ol", { className: "hw-steps", "aria-label": "Verlauf der Hand" });
    var phhOut = el("textarea", { rows: "8", readonly: "", className: "hw-phh-out" });
    var copy = el("button", { type: "button", text: "Als PHH kopieren" });
    var phhNote = el("p", { className: "hw-hint" });
    var phhIn = el("textarea", { rows: "6", className: "hw-phh-in",
      placeholder: "variant = \"NT\" … oder: PokerStars Hand #… / <session …> (iPoker)" });
    var load = el("button", { type: "button", text: "Hand nachspielen" });
    /* Files (tool-own_hand-files.js, loaded before this file): chosen, read here, listed a line per hand. */
    var files = window.HoldemOwnHandFiles ? window.HoldemOwnHandFiles.mount({
      ask: ask, showError: showError, prepare: function () { prepareRooms(); },
      explain: function (request, pasted) { if (pasted !== undefined) phhIn.value = pasted; loadRequest(request); } }) : null;
    var explainId = "hw-explain-" + Math.random().toString(36).slice(2, 9);
    var explain = el("section", { className: "hw-explain", "aria-labelledby": explainId }, [
      el("h3", { id: explainId, text: "Hand erklären: aus einem Pokerraum oder als PHH" }),
      el("p", { className: "hw-hint", text: "Den Export einer Hand einfügen (PokerStars, GGPoker, Winamax, partypoker, 888, Full Tilt, " +
        "iPoker, Winning Poker Network, Bovada oder PHH) oder die Dateien des Raums wählen: Die Engine spielt die Hand nach " +
        "ihren Regeln, erzählt sie Schritt für Schritt und sagt, ob sie mit dem Raum übereinstimmt." }),
      field("PHH-Text oder Hand History eines Pokerraums einfügen", phhIn), load,
      files ? files.chooser : null,
      el("p", { className: "hw-hint hw-private", text: "Text und Dateien bleiben in diesem Browser: Die Engine liest und spielt die Hände hier auf Ihrem Gerät, nichts wird gesendet." }),
      files ? files.list : null]);
    var roomBox = el("section", { className: "hw-room", "aria-label": "Hand History eines Pokerraums", hidden: "" });

    root.appendChild(form);
    root.appendChild(status);
    root.appendChild(errorBox);
    root.appendChild(explain);
    root.appendChild(roomBox);
    root.appendChild(el("section", { className: "hw-hand", "aria-label": "Die Hand" },
      [rulesText, tableBox, actionsBox, nav, el("h3", { text: "Schritt für Schritt" }), steps]));
    root.appendChild(el("details", { className: "hw-phh" }, [el("summary", { text: "Diese Hand als PHH kopieren" }),
      field("Diese Hand als PHH", phhOut), copy, phhNote]));

    function showError(message) {
      errorBox.textContent = message || "";
      if (message) errorBox.removeAttribute("hidden"); else errorBox.setAttribute("hidden", "");
    }

    /* The room's verdict: agrees, differs (each difference) or refused (the reason); the hands of the text. */
    function renderRoom(room) {
      roomBox.innerHTML = "";
      if (!room) { roomBox.setAttribute("hidden", ""); return; }
      roomBox.removeAttribute("hidden");
      roomBox.appendChild(el("h3", { text: "Hand History von " + room.name }));
      if (room.hands.length > 1) {
        var choose = el("select");
        room.hands.forEach(function (h) { choose.appendChild(el("option", { value: String(h.index), text: (h.index + 1) + ". " + h.label })); });
        choose.value = String(room.index);
        choose.addEventListener("change", function () { loadText(parseInt(choose.value, 10) || 0); });
        roomBox.appendChild(field("Hand aus dem Text (" + room.hands.length + " Hände)", choose));
      }
      roomBox.appendChild(el("p", { className: "hw-verdict hw-verdict-" + room.status },
        [el("strong", { text: room.label + ": " + room.verdict + (room.reason && room.status === "refused" ? "." : "") })]));
      if (room.reason) roomBox.appendChild(el("p", {}, [sentence(room.reason)]));
      if (room.differences.length) {
        var diffs = el("ul", { className: "hw-differences", "aria-label": "Unterschiede zum Raum" });
        room.differences.forEach(function (line) { diffs.appendChild(el("li", {}, [sentence(line)])); });
        roomBox.appendChild(diffs);
      }
      room.notes.forEach(function (note) { roomBox.appendChild(el("p", { className: "hw-hint" }, [sentence(note)])); });
      if (room.players.length) {
        var grid = el("table", { className: "hw-grid" });
        grid.appendChild(el("caption", { text: (room.stakes || "") + " · Stacks in der Währung des Raums" }));
        grid.appendChild(el("thead", {}, [el("tr", {}, ["Spieler", "Sitz", "Am Anfang", "Am Ende beim Raum", "Am Ende bei uns (ohne Rake)"]
          .map(function (h) { return el("th", { scope: "col", text: h }); }))]));
        var body = el("tbody");
        room.players.forEach(function (p) {
          body.appendChild(el("tr", {}, [el("th", { scope: "row", text: p.name }), el("td", { text: String(p.seat) }),
            el("td", { text: p.start }), el("td", { text: p.room === null ? "–" : p.room }), el("td", { text: p.ours === null ? "–" : p.ours })]));
        });
        grid.appendChild(body);
        roomBox.appendChild(scrollBox(grid, "Stacks"));
      }
    }

    /* A room's hand that is no Werkstatt set-up: its steps and last table, without actions to choose. */
    function renderView(answer) {
      state.setup = null;
      state.actions = [];
      state.redo = [];
      state.answer = answer;
      state.money = null;
      if (answer.table) { render(answer); return; }
      rulesText.textContent = "";
      tableBox.innerHTML = "";
      actionsBox.innerHTML = "";
      steps.innerHTML = "";
      answer.steps.forEach(function (step) {
        var lines = el("ul");
        step.events.forEach(function (event) { lines.appendChild(el("li", {}, [sentence(event.text)])); });
        steps.appendChild(el("li", {}, [el("strong", { text: step.label }), lines]));
      });
      back.disabled = true;
      forward.disabled = true;
      phhOut.value = "";
      phhNote.textContent = answer.phh_note || "";
      copy.disabled = true;
    }

    function loadText(handIndex) {
      var request = { phh: phhIn.value };
      if (handIndex) request.hand = handIndex;
      loadRequest(request);
    }

    /* request: pasted text ({phh, hand}) or a hand picked from a file ({phh, hand, list: false, source}). */
    function loadRequest(request) {
      if (state.busy) return;
      ask(request).then(function (answer) {
        if (!answer.ok) { showError(answer.error); return; }
        showError("");
        renderRoom(answer.room);
        if (!answer.setup) { renderView(answer); return; }
        state.setup = answer.setup;
        state.actions = answer.actions;
        state.redo = [];
        state.answer = answer;
        state.money = answer.money || null;
        writeForm(answer.setup);
        render(answer);
      });
    }

    function fillButtonChoices() {
      var n = Math.max(2, Math.min(10, parseInt(players.value, 10) || 2));
      var keep = button.value;
      button.innerHTML = "";
      for (var i = 0; i < n; i++) button.appendChild(el("option", { value: String(i), text: "Spieler " + (i + 1) }));
      button.value = keep && parseInt(keep, 10) < n ? keep : String(params.button || 0);
    }

    function showLimits() {
      var limit = structure.value === "fixed_limit" || structure.value === "spread_limit";
      if (limit) limits.removeAttribute("hidden"); else limits.setAttribute("hidden", "");
    }

    function readForm() {
      var text = stacks.value.trim();
      var list = text.split(/[,;\s]+/).filter(Boolean).map(function (x) { return /^\d+$/.test(x) ? parseInt(x, 10) : x; });
      var setup = {
        players: /^\d+$/.test(players.value) ? parseInt(players.value, 10) : players.value,
        stacks: list.length === 1 ? list[0] : list,
        button: parseInt(button.value, 10) || 0, structure: structure.value,
        small_blind: smallBlind.value, big_blind: bigBlind.value, ante: ante.value, seed: seed.value,
        variants: {}
      };
      if (setup.structure === "fixed_limit" || setup.structure === "spread_limit") {
        setup.small_bet = smallBet.value;
        setup.big_bet = bigBet.value;
      }
      variantBox.querySelectorAll("input[type=checkbox]").forEach(function (box) { setup.variants[box.value] = box.checked; });
      return setup;
    }

    function writeForm(setup) {
      players.value = setup.players;
      fillButtonChoices();
      var same = setup.stacks.every(function (s) { return s === setup.stacks[0]; });
      stacks.value = same ? String(setup.stacks[0]) : setup.stacks.join(", ");
      button.value = String(setup.button);
      structure.value = setup.structure;
      smallBlind.value = setup.small_blind; bigBlind.value = setup.big_blind;
      smallBet.value = setup.small_bet; bigBet.value = setup.big_bet; ante.value = setup.ante; seed.value = setup.seed;
      variantBox.querySelectorAll("input[type=checkbox]").forEach(function (box) { box.checked = !!setup.variants[box.value]; });
      showLimits();
    }

    function ask(request) {
      state.busy = true;
      root.setAttribute("aria-busy", "true");
      status.textContent = "Die Engine rechnet …";
      return engine.call("own_hand", request).then(function (answer) {
        state.busy = false;
        root.removeAttribute("aria-busy");
        status.textContent = "";
        return answer;
      }, function (failure) {
        state.busy = false;
        root.removeAttribute("aria-busy");
        status.textContent = "";
        return { ok: false, error: String(failure && failure.message || failure) };
      });
    }

    /* Replay set-up + actions; on an error the last good state stays on the page. */
    function replay(setup, actions) {
      var request = { setup: setup, actions: actions };
      if (state.money) request.money = state.money;
      return ask(request).then(function (answer) {
        if (!answer.ok) { showError(answer.error); return false; }
        showError("");
        state.setup = setup;
        state.actions = actions;
        state.answer = answer;
        render(answer);
        return true;
      });
    }

    function act(action) {
      if (state.busy) return;
      var actions = state.actions.concat([action]);
      replay(state.setup, actions).then(function (done) { if (done) state.redo = []; });
    }

    /* A table in a box that scrolls sideways. Where it is wider than the box (a phone, ten players),
       a German hint says so and the box takes the keyboard focus, so the arrow keys move it too. */
    var scrollBoxes = [];
    function scrollBox(grid, name) {
      var hint = el("p", { className: "hw-scroll-hint", hidden: "",
        text: "Die Tabelle ist breiter als der Bildschirm: seitlich wischen (oder nach einem Klick mit den Pfeiltasten verschieben), um alle Spalten zu sehen." });
      var box = el("div", { className: "hw-scroll" }, [grid]);
      var wrap = el("div", { className: "hw-scroll-wrap" }, [hint, box]);
      scrollBoxes = scrollBoxes.filter(function (b) { return b.box.isConnected; });
      scrollBoxes.push({ box: box, hint: hint, name: name });
      requestAnimationFrame(function () { markOverflow(box, hint, name); });
      return wrap;
    }

    function markOverflow(box, hint, name) {
      var wide = box.scrollWidth > box.clientWidth + 1;
      box.classList.toggle("hw-overflow", wide);
      if (wide) {
        hint.removeAttribute("hidden");
        box.setAttribute("tabindex", "0");
        box.setAttribute("role", "region");
        box.setAttribute("aria-label", name + ", seitlich verschiebbar");
      } else {
        hint.setAttribute("hidden", "");
        box.removeAttribute("tabindex");
        box.removeAttribute("role");
        box.removeAttribute("aria-label");
      }
    }
    window.addEventListener("resize", function () {
      scrollBoxes.forEach(function (b) { if (b.box.isConnected) markOverflow(b.box, b.hint, b.name); });
    });

    function renderTable(answer) {
      var table = answer.table;
      tableBox.innerHTML = "";
      var grid = el("table", { className: "hw-grid" });
      grid.appendChild(el("caption", { text: table.street + " · im Pot " + (table.pot_text || table.pot + " Chips") }));
      /* On a phone the status column gives way: the status stands under the player's name instead
         (tool-own_hand.css shows one of the two, so a screen reader hears it once). */
      grid.appendChild(el("thead", {}, [el("tr", {}, ["Spieler", "Position", "Hole Cards", "Stack", "Einsatz der Runde", "Status"]
        .map(function (h, i) { return el("th", { scope: "col", text: h, className: i === 5 ? "hw-col-status" : "" }); }))]));
      var body = el("tbody");
      table.players.forEach(function (p) {
        var what = p.folded ? "ausgestiegen" : p.all_in ? "all-in" : p.to_act ? "am Zug" : "";
        var row = el("tr", { className: (p.to_act ? "hw-to-act " : "") + (p.folded ? "hw-folded" : "") }, [
          el("th", { scope: "row" }, [p.name + (p.button ? " (Button)" : ""), what ? el("span", { className: "hw-status-inline", text: what }) : null]),
          el("td", { text: p.position }),
          el("td", {}, [drawCards(p.cards)]), el("td", { className: "hw-num", text: p.stack_text || String(p.stack) }), el("td", { className: "hw-num", text: p.bet_text || String(p.bet) }),
          el("td", { text: what, className: "hw-col-status" })]);
        body.appendChild(row);
      });
      grid.appendChild(body);
      tableBox.appendChild(el("div", { className: "hw-board" }, [el("span", { text: "Board: " }), drawCards(table.board, "noch keine Karten")]));
      tableBox.appendChild(scrollBox(grid, "Tisch"));
      if (table.over) {
        var result = el("ul", { className: "hw-result", "aria-label": "Ergebnis der Hand" });
        table.result.forEach(function (line) { result.appendChild(el("li", {}, [sentence(line)])); });
        tableBox.appendChild(el("h3", { text: "Ergebnis" }));
        tableBox.appendChild(result);
      }
    }

    /* Bet or raise with an amount. In a room's hand in cents (option.unit 100) the reader types and reads the
       room's money ("0,75"); the engine still counts cents, so the box's value is turned into cents here. */
    function amountChooser(option) {
      var inMoney = option.unit === 100;
      var currency = state.money && state.money.currency;
      var show = function (to) { return inMoney ? moneyText(to, currency) : String(to); };
      var boxValue = function (to) { return inMoney ? moneyText(to, null) : String(to); };
      var amount = inMoney ? el("input", { type: "text", inputmode: "decimal", value: boxValue(option.min_to), autocomplete: "off" })
        : numberInput(option.min_to, option.min_to, option.max_to);
      amount.className = "hw-amount";
      var label = option.kind === "bet" ? "Setzen auf" : "Erhöhen auf";
      var go = el("button", { type: "button", className: "hw-primary", text: label + " " + show(option.min_to) });
      var typed = function () {
        if (!inMoney) return parseInt(amount.value, 10);
        return centsFrom(amount.value);
      };
      amount.addEventListener("input", function () {
        var to = typed();
        go.textContent = label + " " + (isNaN(to) ? amount.value : show(to));
      });
      amount.addEventListener("keydown", function (event) { if (event.key === "Enter") { event.preventDefault(); go.click(); } });
      go.addEventListener("click", function () {
        var to = typed();
        if (inMoney && isNaN(to)) {
          showError("„" + amount.value + "“ ist kein Betrag. Erlaubt: " + show(option.min_to) + " bis " + show(option.max_to) +
            ", auf den Cent genau, z. B. " + boxValue(option.min_to) + ".");
          return;
        }
        act({ kind: option.kind, to: isNaN(to) ? amount.value : to });
      });
      var group = el("div", { className: "hw-raise", role: "group", "aria-label": option.label }, [go]);
      if (option.min_to !== option.max_to) {
        group.insertBefore(field(label + " (" + show(option.min_to) + " bis " + show(option.max_to) + ")", amount), go);
        var low = el("button", { type: "button", text: "Minimum " + show(option.min_to) });
        low.addEventListener("click", function () { amount.value = boxValue(option.min_to); go.textContent = label + " " + show(option.min_to); });
        var high = el("button", { type: "button", text: (option.max_to === option.all_in_to ? "All-in " : "Maximum ") + show(option.max_to) });
        high.addEventListener("click", function () { amount.value = boxValue(option.max_to); go.textContent = label + " " + show(option.max_to); });
        group.appendChild(low);
        group.appendChild(high);
      }
      return group;
    }

    function renderActions(answer) {
      actionsBox.innerHTML = "";
      var legal = answer.legal;
      if (legal.player === null) {
        actionsBox.appendChild(el("p", { text: answer.table.over ? "Die Hand ist zu Ende." : "Niemand ist am Zug." }));
        return;
      }
      actionsBox.appendChild(el("p", { className: "hw-turn", text: legal.name + " ist am Zug" + (legal.owed ? " (" + (legal.owed_text || legal.owed) + " zu bezahlen)." : ".") }));
      legal.actions.forEach(function (option) {
        if (option.kind === "bet" || option.kind === "raise") {
          actionsBox.appendChild(amountChooser(option));
        } else {
          var b = el("button", { type: "button", className: "hw-action", text: option.label });
          b.addEventListener("click", function () { act({ kind: option.kind }); });
          actionsBox.appendChild(b);
        }
      });
    }

    function render(answer) {
      rulesText.replaceChildren(sentence(answer.rules_text));
      renderTable(answer);
      renderActions(answer);
      steps.innerHTML = "";
      answer.steps.forEach(function (step, i) {
        var lines = el("ul");
        step.events.forEach(function (event) { lines.appendChild(el("li", {}, [sentence(event.text)])); });
        var item = el("li", { className: i === answer.steps.length - 1 ? "hw-current" : "" }, [el("strong", { text: step.label }), lines]);
        steps.appendChild(item);
      });
      answer.notes.forEach(function (note) { steps.appendChild(el("li", { className: "hw-hint", text: note })); });
      back.disabled = state.actions.length === 0;
      forward.disabled = state.redo.length === 0;
      phhOut.value = answer.phh || "";
      phhNote.textContent = answer.phh ? "" : answer.phh_note;
      copy.disabled = !answer.phh;
    }

    back.addEventListener("click", function () {
      if (state.busy || !state.actions.length) return;
      var last = state.actions[state.actions.length - 1];
      replay(state.setup, state.actions.slice(0, -1)).then(function (done) { if (done) { state.redo.push(last); forward.disabled = false; } });
    });
    forward.addEventListener("click", function () {
      if (state.busy || !state.redo.length) return;
      var next = state.redo[state.redo.length - 1];
      replay(state.setup, state.actions.concat([next])).then(function (done) {
        if (done) { state.redo.pop(); forward.disabled = state.redo.length === 0; }
      });
    });
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      state.redo = [];
      state.money = null;
      renderRoom(null);
      replay(readForm(), []);
    });
    players.addEventListener("change", fillButtonChoices);
    structure.addEventListener("change", showLimits);
    copy.addEventListener("click", function () {
      phhOut.focus();
      phhOut.select();
      var done = function () { status.textContent = "Die Hand steht als PHH in der Zwischenablage."; };
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(phhOut.value).then(done, function () {});
      else if (document.execCommand && document.execCommand("copy")) done();
    });
    load.addEventListener("click", function () { loadText(0); });
    /* The room readers load while the reader picks a file or pastes (a second or more in the browser the first time). */
    var prepared = false;
    function prepareRooms() {
      if (prepared) return;
      prepared = true;
      engine.call("own_hand", { prepare_rooms: true }).then(null, function () { prepared = false; });
    }
    phhIn.addEventListener("focus", prepareRooms);

    status.textContent = "Die Engine wird gefragt …";
    return engine.call("own_hand", { catalogue: true }).then(function (catalogue) {
      status.textContent = "";
      if (!catalogue.ok) { showError(catalogue.error); return; }
      catalogue.structures.forEach(function (s) { structure.appendChild(el("option", { value: s.key, text: s.label })); });
      catalogue.variants.forEach(function (v) {
        var box = el("input", { type: "checkbox", value: v.key });
        var id = "hw-oh-v-" + v.key + "-" + Math.random().toString(36).slice(2, 7);
        box.id = id;
        variantBox.appendChild(el("div", { className: "hw-check" }, [box, el("label", { "for": id }, [v.label + " (", sentence(v.rule), ")"])]));
      });
      structure.value = params.structure || "no_limit";
      fillButtonChoices();
      var preset = variantsFrom(params.variants);
      variantBox.querySelectorAll("input[type=checkbox]").forEach(function (box) { box.checked = !!preset[box.value]; });
      showLimits();
      if (params.phh) { phhIn.value = params.phh; load.click(); return; }
      return replay(readForm(), actionsFrom(params.actions));
    }, function (failure) {
      status.textContent = "";
      showError(failure && failure.forReader ? failure.message  // the engine's own German sentence
        : "Die Engine konnte nicht geladen werden: " + String(failure && failure.message || failure));
    });
  }

  function register() {
    window.HoldemWerkstatt.register("own_hand", { mount: mount });
  }
  if (window.HoldemWerkstatt && typeof window.HoldemWerkstatt.register === "function") register();
  else document.addEventListener("DOMContentLoaded", register, { once: true });
})();
