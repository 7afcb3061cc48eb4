/* Werkstatt, "Eigene Hand" › "Hand erklären": the reader's own files (one or several).
 *
 * The files are read here, in the browser, and decoded as the rooms write them (UTF-8 with or
 * without BOM, UTF-16, else Windows-1252); the engine lists each file's hands with a short line
 * (own_hand {files: [...]}: room, stakes, the owner's cards, who won what) and names a file it
 * cannot read, while the other files still list. A hand picked from a list is played alone
 * (own_hand {phh, hand, list: false}). Nothing is sent anywhere: the engine runs in this page.
 * tool-own_hand.js mounts this into its "Hand erklären" section (this file is loaded before it).
 */
(function () {
  "use strict";

  function el(tag, attrs, children) { return window.HoldemWerkstatt.ui.node(tag, attrs, children); }

  /* A file's bytes as text: a byte-order mark decides, UTF-16 without one shows by its zero bytes,
     else UTF-8 and, where that fails, Windows-1252 (older European clients). The engine checks the
     text again (binary data, size), as it does for a file on the command line. */
  function decodeBytes(buffer) {
    var bytes = new Uint8Array(buffer);
    if (bytes[0] === 0xEF && bytes[1] === 0xBB && bytes[2] === 0xBF) return new TextDecoder("utf-8").decode(bytes);
    if (bytes[0] === 0xFF && bytes[1] === 0xFE) return new TextDecoder("utf-16le").decode(bytes);
    if (bytes[0] === 0xFE && bytes[1] === 0xFF) return new TextDecoder("utf-16be").decode(bytes);
    var head = bytes.subarray(0, 200), even = 0, odd = 0;
    for (var i = 0; i < head.length; i++) if (head[i] === 0) { if (i % 2) odd++; else even++; }
    if (even + odd > head.length / 4) return new TextDecoder(odd > even ? "utf-16le" : "utf-16be").decode(bytes);
    try { return new TextDecoder("utf-8", { fatal: true }).decode(bytes); } catch (e) { return new TextDecoder("windows-1252").decode(bytes); }
  }

  var MAX_FILE_MB = 20;  // holdem.web.room_files takes 10 million characters; UTF-16 needs two bytes each

  /* host: ask(request) -> Promise of the answer (shows "busy"), explain(request, pastedText) plays a
     hand, showError(message), prepare() loads the room readers early. Returns {chooser, list}. */
  function mount(host) {
    var fileIn = el("input", { type: "file", multiple: "", className: "hw-file-in", accept: ".txt,.xml,.phh,.log,text/plain,text/xml" });
    var fileList = el("div", { className: "hw-files", "aria-live": "polite" });
    var fileNames = el("span", { className: "hw-file-names", text: "Keine Datei gewählt." });
    /* The browser's file button speaks the browser's language ("Choose Files"): it stays the control (focus,
       keyboard, label) but lies invisible over a German button. */
    function fileField() {
      var id = "hw-oh-" + Math.random().toString(36).slice(2, 9);
      fileIn.id = id;
      return el("div", { className: "hw-field hw-file-field" }, [el("label", { "for": id, text: "Dateien mit Hand Histories wählen (auch mehrere)" }),
        el("div", { className: "hw-file-box" }, [fileIn, el("span", { className: "hw-file-button", "aria-hidden": "true", text: "Dateien wählen …" })]),
        fileNames]);
    }

    /* The chosen files, read here; the engine lists their hands (a broken file says why, the others still list). */
    var files = [];  // what the engine said about each chosen file, with the file's text
    function readFiles() {
      var chosen = Array.prototype.slice.call(fileIn.files || []);
      fileNames.textContent = chosen.length ? (chosen.length === 1 ? "1 Datei" : chosen.length + " Dateien") + " gewählt: " +
        chosen.map(function (f) { return f.name; }).join(", ") : "Keine Datei gewählt.";
      if (!chosen.length) return;
      fileList.innerHTML = "";
      fileList.appendChild(el("p", { className: "hw-hint", text: "Die Dateien werden gelesen …" }));
      Promise.all(chosen.map(function (file) {
        if (file.size > MAX_FILE_MB * 1024 * 1024) {
          return Promise.resolve({ name: file.name, tooLarge: "Die Datei „" + file.name + "“ hat " + Math.round(file.size / (1024 * 1024)) +
            " MB. Erlaubt sind Dateien bis " + MAX_FILE_MB + " MB (etwa 5.000 Hände); einen größeren Export bitte aufteilen." });
        }
        return file.arrayBuffer().then(function (buffer) { return { name: file.name, text: decodeBytes(buffer) }; },
          function () { return { name: file.name, tooLarge: "Die Datei „" + file.name + "“ ließ sich nicht lesen. Erlaubt sind Textdateien mit Hand Histories." }; });
      })).then(function (read) {
        var asked = read.filter(function (f) { return f.text !== undefined; });
        var done = asked.length ? host.ask({ files: asked.map(function (f) { return { name: f.name, text: f.text }; }) })
          : Promise.resolve({ ok: true, files: [] });
        return done.then(function (answer) {
          if (!answer.ok) { fileList.innerHTML = ""; host.showError(answer.error); return; }
          host.showError("");
          var listed = answer.files.slice();
          files = read.map(function (f) {
            if (f.tooLarge) return { name: f.name, room: null, error: f.tooLarge, hands: [], count: 0 };
            var entry = listed.shift();
            entry.text = f.text;
            return entry;
          });
          renderFiles();
        });
      });
    }

    function renderFiles() {
      fileList.innerHTML = "";
      files.forEach(function (file) {
        var box = el("div", { className: "hw-file", role: "group", "aria-label": "Datei " + file.name });
        var count = file.count === 1 ? "1 Hand" : file.count.toLocaleString("de-DE") + " Hände";
        box.appendChild(el("h4", { text: file.name + (file.room ? " – " + file.room + ", " + count : "") }));
        if (file.error) box.appendChild(el("p", { className: "hw-file-error", text: file.error }));
        if (file.hands.length) {
          /* A radio group, not a select: each line wraps on a phone, and it is one stop for the Tab key
             (the arrow keys move through the hands). */
          var group = "hw-hands-" + Math.random().toString(36).slice(2, 9);
          var list = el("div", { className: "hw-hand-list" });
          var chunk = document.createDocumentFragment();
          file.hands.forEach(function (h) {
            var radio = el("input", { type: "radio", name: group, value: String(h.index) });
            if (h.index === 0) radio.checked = true;
            chunk.appendChild(el("label", { className: "hw-hand-choice" + (h.error ? " hw-hand-broken" : "") },
              [radio, el("span", { text: (h.index + 1) + ". " + h.line })]));
          });
          list.appendChild(chunk);
          var choose = el("fieldset", { className: "hw-file-hands" }, [el("legend", { text: "Hände in " + file.name }),
            el("p", { className: "hw-hint", text: "Mit den Pfeiltasten oder per Klick wählen; Enter oder „Diese Hand erklären“ erklärt sie." }), list]);
          var go = el("button", { type: "button", className: "hw-primary", text: "Diese Hand erklären" });
          var explainHand = function () {
            var picked = list.querySelector("input:checked");
            var index = picked ? parseInt(picked.value, 10) : 0;
            if (file.room === "PHH") { host.explain({ phh: file.text }, file.text); return; }
            host.explain({ phh: file.text, hand: index, list: false, source: file.name });
          };
          go.addEventListener("click", explainHand);
          list.addEventListener("dblclick", explainHand);
          list.addEventListener("keydown", function (event) { if (event.key === "Enter") { event.preventDefault(); explainHand(); } });
          box.appendChild(choose);
          box.appendChild(go);
          if (file.more) box.appendChild(el("p", { className: "hw-hint", text: "Die Datei hat mehr Hände; die Liste zeigt die ersten " + file.hands.length.toLocaleString("de-DE") + "." }));
        }
        fileList.appendChild(box);
      });
    }

    fileIn.addEventListener("change", readFiles);
    fileIn.addEventListener("click", host.prepare);
    fileIn.addEventListener("focus", host.prepare);
    return { chooser: fileField(), list: fileList };
  }

  window.HoldemOwnHandFiles = { mount: mount, decodeBytes: decodeBytes };
})();
