/* The page "Lernstand" (book/lernstand.md, book/_ext/lernstand.py): fills in the status of every
   rule from the reader's record (window.HoldemRecord, holdem-record.js), says what to do next and
   offers export, import and reset. The table itself comes from the build; this only adds words. */
(function () {
  "use strict";

  var WORDS = { neu: "nicht gesehen", geuebt: "geübt", sicher: "sicher", faellig: "fällig" };
  var MARKS = { neu: "○", geuebt: "◐", sicher: "●", faellig: "↻" };
  var MAX_FILE = 5 * 1024 * 1024;

  function date(ms) {
    var d = new Date(ms);
    function two(n) { return (n < 10 ? "0" : "") + n; }
    return two(d.getDate()) + "." + two(d.getMonth() + 1) + "." + d.getFullYear();
  }

  function detail(s, now) {
    if (!s.attempts) return "";
    var parts = [s.right + " von " + s.attempts + " richtig"];
    if (s.due !== null) {
      parts.push(s.due <= now ? "fällig seit " + date(s.due) : "wieder am " + date(s.due));
    }
    return parts.join(" · ");
  }

  function counted(list) {
    var c = { neu: 0, geuebt: 0, sicher: 0, faellig: 0 };
    list.forEach(function (s) { c[s.state] += 1; });
    return c;
  }

  function summaryText(c) {
    return c.sicher + " sicher, " + c.geuebt + " geübt, " + c.faellig + " fällig, " + c.neu + " nicht gesehen";
  }

  function setup(root) {
    var record = window.HoldemRecord;
    if (!record) return;
    var rows = Array.prototype.slice.call(root.querySelectorAll("tr[data-rule]"));
    var summary = root.querySelector(".holdem-ls-summary");
    var next = root.querySelector(".holdem-ls-next");
    var nextList = root.querySelector(".holdem-ls-next-list");
    var tools = root.querySelector(".holdem-ls-tools");
    var confirmBox = root.querySelector(".holdem-ls-confirm");
    var message = root.querySelector(".holdem-ls-message");
    var error = root.querySelector(".holdem-ls-error");
    var file = root.querySelector(".holdem-ls-file");
    var resetButton = root.querySelector(".holdem-ls-reset");
    summary.removeAttribute("role");  // the message line below speaks for changes

    function say(text, isError) {
      message.textContent = isError ? "" : text;
      error.textContent = isError ? text : "";
    }

    function fill() {
      var now = Date.now();
      var all = record.statuses(now);
      var byChapter = {};
      rows.forEach(function (row) {
        var s = all[row.getAttribute("data-rule")];
        var chapter = row.closest("table").getAttribute("data-chapter");
        (byChapter[chapter] = byChapter[chapter] || []).push(s);
        row.setAttribute("data-state", s.state);
        var cell = row.querySelector(".holdem-ls-status");
        cell.innerHTML = "";
        var word = document.createElement("span");
        word.className = "holdem-ls-word";
        var mark = document.createElement("span");
        mark.className = "holdem-ls-mark";
        mark.setAttribute("aria-hidden", "true");
        mark.textContent = MARKS[s.state] + " ";
        word.appendChild(mark);
        word.appendChild(document.createTextNode(WORDS[s.state]));
        cell.appendChild(word);
        var more = detail(s, now);
        if (more) {
          var small = document.createElement("span");
          small.className = "holdem-ls-detail";
          small.textContent = more;
          cell.appendChild(small);
        }
      });
      root.querySelectorAll(".holdem-ls-chapter-summary").forEach(function (p) {
        var list = byChapter[p.getAttribute("data-chapter")] || [];
        p.textContent = "Stand: " + summaryText(counted(list)) + ".";
      });
      var states = rows.map(function (row) { return all[row.getAttribute("data-rule")]; });
      var c = counted(states);
      summary.textContent = "Von " + states.length + " Regeln: " + summaryText(c) + "." +
        (record.hasSchedule() ? "" : " (Wiederholungstermine fehlen: das Programm dafür wurde nicht geladen.)");
      fillNext(states, rows);
    }

    /* The due rules (the longest due first); with none due, the first rules not yet seen, in reading order. */
    function fillNext(states, rowList) {
      var due = [], fresh = [];
      states.forEach(function (s, i) {
        if (s.state === "faellig") due.push([s, rowList[i]]);
        else if (s.state === "neu") fresh.push([s, rowList[i]]);
      });
      due.sort(function (a, b) { return a[0].due - b[0].due; });
      var picks = due.length ? due.slice(0, 5) : fresh.slice(0, 3);
      var title = next.querySelector(".holdem-ls-next-title");
      title.innerHTML = "";
      var strong = document.createElement("strong");
      strong.textContent = due.length ? "Fällig: " + due.length + (due.length === 1 ? " Regel" : " Regeln") :
        "Als Nächstes:";
      title.appendChild(strong);
      nextList.innerHTML = "";
      picks.forEach(function (pick) {
        var s = pick[0], row = pick[1];
        var li = document.createElement("li");
        var jump = document.createElement("a");
        jump.href = "#" + row.id;
        jump.textContent = s.rule;
        li.appendChild(jump);
        li.appendChild(document.createTextNode(" (" + WORDS[s.state] + "): "));
        var read = row.querySelector(".holdem-ls-read");
        var drill = row.querySelector(".holdem-ls-drill");
        [read, drill].forEach(function (link, k) {
          if (!link) return;
          if (k) li.appendChild(document.createTextNode(" · "));
          var copy = document.createElement("a");
          copy.href = link.getAttribute("href");
          copy.textContent = link.textContent;
          li.appendChild(copy);
        });
        nextList.appendChild(li);
      });
      next.hidden = picks.length === 0;
    }

    root.querySelector(".holdem-ls-export").addEventListener("click", function () {
      var name = record.download();
      say("Der Lernstand wurde als Datei „" + name + "“ gespeichert.");
    });
    root.querySelector(".holdem-ls-import").addEventListener("click", function () {
      file.value = "";
      file.click();
    });
    file.addEventListener("change", function () {
      var chosen = file.files && file.files[0];
      if (!chosen) return;
      if (chosen.size > MAX_FILE) {
        say("Die Datei ist zu groß für einen Lernstand (höchstens 5 MB). Der Lernstand bleibt unverändert.", true);
        return;
      }
      var reader = new FileReader();
      reader.onload = function () {
        var result = record.importText(String(reader.result));
        if (result.ok) {
          say("Importiert: " + result.attempts + " Antworten zu " + result.rules + " Regeln. Der bisherige Lernstand " +
            "in diesem Browser wurde ersetzt.");
        } else {
          say(result.message, true);
        }
        fill();
      };
      reader.onerror = function () { say("Die Datei ließ sich nicht lesen. Der Lernstand bleibt unverändert.", true); };
      reader.readAsText(chosen);
    });
    resetButton.addEventListener("click", function () {
      confirmBox.hidden = false;
      confirmBox.querySelector(".holdem-ls-reset-no").focus();
    });
    confirmBox.querySelector(".holdem-ls-reset-no").addEventListener("click", function () {
      confirmBox.hidden = true;
      say("Nichts gelöscht.");
      resetButton.focus();
    });
    confirmBox.querySelector(".holdem-ls-reset-yes").addEventListener("click", function () {
      record.clear();
      confirmBox.hidden = true;
      say("Der Lernstand in diesem Browser ist gelöscht.");
      resetButton.focus();
      fill();
    });
    confirmBox.addEventListener("keydown", function (event) {
      if (event.key === "Escape") confirmBox.querySelector(".holdem-ls-reset-no").click();
    });

    record.onChange(fill);
    tools.hidden = false;
    fill();
  }

  function start() {
    var root = document.querySelector(".bd-article") || document.body;
    if (root && root.querySelector(".holdem-ls-overview")) setup(root);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
