/* The reader's learning record: every answer of a quiz, a drill or an exam, kept per rule ID in
   this browser only (localStorage; from file:// and over http). Loaded on every page by
   book/_ext/lernstand.py; the quiz (holdem-quiz.js) and the Werkstatt's drills (tool-drills.js)
   write through window.HoldemRecord, the page "Lernstand" (book/lernstand.md) reads it.

   Stored (key "holdem-lernstand") and exported as a file, the same shape:
     {"format": "holdem-lernstand", "version": 1,
      "rules": {"B5": [{"time": "2026-05-01T09:30:00.000Z", "source": "quiz", "correct": true,
                        "item": "blinds/3"}, …], …}}
   "source" is quiz, drill, exam or review; "item" names the question or drill (optional).
   Nothing is ever sent anywhere.

   Schedule: when a rule should come back is computed from its attempts with FSRS (ts-fsrs, the
   UMD build window.FSRS, loaded where a schedule is shown): every right answer is a review rated
   "Good", every wrong one "Again". Without FSRS a rule is never due. */
(function () {
  "use strict";

  var KEY = "holdem-lernstand";
  var FORMAT = "holdem-lernstand";
  var VERSION = 1;
  var SOURCES = ["quiz", "drill", "exam", "review"];
  var MAX_PER_RULE = 1000;       // older attempts of a rule drop out beyond this
  var MAX_ITEM = 200;            // characters of an item name
  var SECURE_DAYS = 7;           // FSRS stability (days) from which a rule counts as "sicher"
  var UNCHANGED = " Der Lernstand bleibt unverändert.";
  // The rule areas of holdem/rule_ids.py (AREAS), in the same order; a test compares them.
  var AREAS = [["G", 8], ["D", 6], ["B", 12], ["H", 3], ["K", 5], ["W", 10], ["L", 8], ["A", 9], ["S", 6],
    ["R", 12], ["P", 3], ["X", 3], ["C", 18]];
  var RULE_IDS = [];
  AREAS.forEach(function (area) { for (var n = 1; n <= area[1]; n++) RULE_IDS.push(area[0] + n); });
  var KNOWN = {};
  RULE_IDS.forEach(function (id) { KNOWN[id] = true; });

  var memory = null;      // the record of this visit when the browser refuses storage
  var listeners = [];

  function empty() { return { format: FORMAT, version: VERSION, rules: {} }; }

  function load() {
    try {
      var text = window.localStorage.getItem(KEY);
      if (text === null) return memory || empty();
      var checked = check(JSON.parse(text));
      return checked.ok ? checked.record : (memory || empty());
    } catch (e) { return memory || empty(); }
  }

  function save(record) {
    memory = record;
    try { window.localStorage.setItem(KEY, JSON.stringify(record)); memory = null; } catch (e) { /* this visit only */ }
    listeners.slice().forEach(function (fn) { try { fn(); } catch (e) { /* a listener's own problem */ } });
  }

  function fail(message) { return { ok: false, message: message + UNCHANGED }; }

  /* A record as read from storage or a file: checked completely before anything is kept. */
  function check(data) {
    if (!data || typeof data !== "object" || Array.isArray(data) || data.format !== FORMAT) {
      return fail("Diese Datei ist kein Lernstand dieses Buchs.");
    }
    if (data.version !== VERSION) {
      return fail("Die Datei hat die Version " + JSON.stringify(data.version) + "; dieses Buch liest Lernstände der Version " +
        VERSION + ".");
    }
    var rules = data.rules;
    if (!rules || typeof rules !== "object" || Array.isArray(rules)) return fail("Der Datei fehlt die Liste der Regeln.");
    var latest = Date.now() + 24 * 3600 * 1000;   // a clock a little ahead is fine, a future date not
    var clean = {};
    var ids = Object.keys(rules);
    for (var i = 0; i < ids.length; i++) {
      var id = ids[i];
      if (!KNOWN[id]) return fail("Die Datei nennt die Regel „" + String(id).slice(0, 20) + "“, die es in diesem Buch nicht gibt.");
      var list = rules[id];
      if (!Array.isArray(list)) return fail("Die Versuche zu Regel " + id + " sind keine Liste.");
      var kept = [];
      for (var k = 0; k < list.length; k++) {
        var a = list[k];
        var where = "Versuch " + (k + 1) + " zu Regel " + id;
        if (!a || typeof a !== "object" || Array.isArray(a)) return fail(where + " ist beschädigt.");
        var time = typeof a.time === "string" && /^\d{4}-\d\d-\d\dT/.test(a.time) ? Date.parse(a.time) : NaN;
        if (!isFinite(time) || time < Date.UTC(2000, 0, 1) || time > latest) return fail(where + " hat keine gültige Zeit.");
        if (SOURCES.indexOf(a.source) < 0) return fail(where + " hat keine bekannte Quelle (erlaubt: " + SOURCES.join(", ") + ").");
        if (typeof a.correct !== "boolean") return fail(where + " sagt nicht, ob die Antwort richtig war.");
        if (a.item !== undefined && (typeof a.item !== "string" || a.item.length > MAX_ITEM)) return fail(where + " hat einen beschädigten Namen.");
        var entry = { time: new Date(time).toISOString(), source: a.source, correct: a.correct };
        if (a.item) entry.item = a.item;
        kept.push(entry);
      }
      kept.sort(function (x, y) { return Date.parse(x.time) - Date.parse(y.time); });
      if (kept.length) clean[id] = kept.slice(-MAX_PER_RULE);
    }
    return { ok: true, record: { format: FORMAT, version: VERSION, rules: clean } };
  }

  /* One answer, for every rule it exercises. Unknown IDs are left out; returns the IDs recorded. */
  function add(rules, attempt) {
    attempt = attempt || {};
    var source = SOURCES.indexOf(attempt.source) >= 0 ? attempt.source : null;
    if (!source || typeof attempt.correct !== "boolean" || !rules || typeof rules.length !== "number") return [];
    var record = load();
    var done = [];
    var time = new Date(Date.now()).toISOString();
    Array.prototype.forEach.call(rules, function (id) {
      if (!KNOWN[id] || done.indexOf(id) >= 0) return;
      var entry = { time: time, source: source, correct: attempt.correct };
      if (typeof attempt.item === "string" && attempt.item) entry.item = attempt.item.slice(0, MAX_ITEM);
      var list = (record.rules[id] || []).concat([entry]);
      record.rules[id] = list.slice(-MAX_PER_RULE);
      done.push(id);
    });
    if (done.length) save(record);
    return done;
  }

  function attempts(id) { return (load().rules[id] || []).map(function (a) { return Object.assign({}, a); }); }

  function exportText() {
    var record = load();
    return JSON.stringify({ format: FORMAT, version: VERSION, exported: new Date(Date.now()).toISOString(),
      rules: record.rules }, null, 1);
  }

  /* Replaces the record with a file's content, or changes nothing and says why (German). */
  function importText(text) {
    var data;
    if (typeof text !== "string" || !text.trim()) return fail("Die Datei ist leer.");
    try { data = JSON.parse(text); } catch (e) { return fail("Die Datei ist beschädigt: Sie ist kein lesbares JSON."); }
    var checked = check(data);
    if (!checked.ok) return checked;
    save(checked.record);
    var ids = Object.keys(checked.record.rules);
    var count = ids.reduce(function (sum, id) { return sum + checked.record.rules[id].length; }, 0);
    return { ok: true, rules: ids.length, attempts: count };
  }

  function clear() { save(empty()); }

  function fileName() {
    var d = new Date(Date.now());
    function two(n) { return (n < 10 ? "0" : "") + n; }
    return "lernstand-" + d.getFullYear() + "-" + two(d.getMonth() + 1) + "-" + two(d.getDate()) + ".json";
  }

  /* The record as a file download (a blob: address, nothing leaves the machine). */
  function download() {
    var blob = new Blob([exportText()], { type: "application/json" });
    var url = URL.createObjectURL(blob);
    var link = document.createElement("a");
    link.href = url;
    link.download = fileName();
    link.hidden = true;
    document.body.appendChild(link);
    link.click();
    document.body.removeChild(link);
    window.setTimeout(function () { URL.revokeObjectURL(url); }, 30000);
    return link.download;
  }

  /* Where a rule stands: "neu" (nicht gesehen), "geuebt", "sicher" or "faellig", with the counts
     and, with FSRS, the date it is due. */
  function statusOf(id, list, now, scheduler) {
    var right = list.filter(function (a) { return a.correct; }).length;
    var result = { rule: id, state: "neu", attempts: list.length, right: right, last: null, due: null, stability: null };
    if (!list.length) return result;
    var last = list[list.length - 1];
    result.last = Date.parse(last.time);
    var F = window.FSRS;
    if (scheduler) {
      var card = F.createEmptyCard(new Date(Date.parse(list[0].time)));
      list.forEach(function (a) {
        card = scheduler.next(card, new Date(Date.parse(a.time)), a.correct ? F.Rating.Good : F.Rating.Again).card;
      });
      result.due = card.due.getTime();
      result.stability = card.stability;
      if (result.due <= now) result.state = "faellig";
      else result.state = last.correct && card.stability >= SECURE_DAYS ? "sicher" : "geuebt";
    } else {
      var before = list.length > 1 ? list[list.length - 2] : null;
      result.state = last.correct && before && before.correct ? "sicher" : "geuebt";
    }
    return result;
  }

  function scheduler() {
    var F = window.FSRS;
    if (!F || typeof F.fsrs !== "function") return null;
    return F.fsrs(F.generatorParameters({ enable_fuzz: false, enable_short_term: false }));
  }

  function status(id, now) {
    return statusOf(id, load().rules[id] || [], now === undefined ? Date.now() : now, scheduler());
  }

  /* Every rule's status at once (the record read once): rule ID -> status. */
  function statuses(now) {
    var record = load(), fsrs = scheduler(), all = {};
    now = now === undefined ? Date.now() : now;
    RULE_IDS.forEach(function (id) { all[id] = statusOf(id, record.rules[id] || [], now, fsrs); });
    return all;
  }

  /* The rules due at ``now`` (FSRS), the longest due first; [] without FSRS. */
  function due(now) {
    var all = statuses(now);
    return RULE_IDS.filter(function (id) { return all[id].state === "faellig"; })
      .sort(function (a, b) { return all[a].due - all[b].due || RULE_IDS.indexOf(a) - RULE_IDS.indexOf(b); });
  }

  /* When the next rule comes due after ``now`` (ms), or null when none is scheduled. */
  function nextDue(now) {
    var all = statuses(now), next = null;
    now = now === undefined ? Date.now() : now;
    RULE_IDS.forEach(function (id) {
      var at = all[id].due;
      if (at !== null && at > now && (next === null || at < next)) next = at;
    });
    return next;
  }

  function onChange(fn) { listeners.push(fn); }

  // Another tab of the book wrote the record: tell this page's listeners.
  window.addEventListener("storage", function (event) {
    if (event.key === KEY || event.key === null) listeners.slice().forEach(function (fn) { try { fn(); } catch (e) { /* ignore */ } });
  });

  window.HoldemRecord = {
    FORMAT: FORMAT, VERSION: VERSION, KEY: KEY, RULE_IDS: RULE_IDS.slice(), SOURCES: SOURCES.slice(),
    SECURE_DAYS: SECURE_DAYS, hasSchedule: function () { return scheduler() !== null; },
    add: add, attempts: attempts, status: status, statuses: statuses, due: due, nextDue: nextDue, exportText: exportText, importText: importText,
    download: download, clear: clear, onChange: onChange,
    isEmpty: function () { return Object.keys(load().rules).length === 0; }
  };
})();
