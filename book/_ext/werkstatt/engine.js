/* The rules engine in the browser: Pyodide runs the engine's pure-Python core, offline.
 *
 *   window.HoldemEngine = {
 *     ready: Promise<void>,                 // resolves when Python and the engine are loaded
 *                                           // (a new one while the engine starts anew)
 *     call(tool, request) -> Promise<object>,  // holdem.web.call(tool, JSON) -> parsed answer;
 *                                           // rejects with a German message (error.forReader)
 *                                           // when the engine cannot answer
 *     timeouts,                             // {call, copy, start} in seconds, see below
 *     onProgress(cb),                       // cb({fraction 0..1, message, done, error})
 *     state,                                // the last progress state
 *     startedFrom,                          // "snapshot" (the stored start of an earlier
 *                                           // visit, see engine-snapshot.js) or "fresh"
 *     snapshot, snapshotSeconds             // after a fresh start in a worker: "stored" or
 *                                           // "unavailable" (also as <html
 *                                           // data-werkstatt-snapshot>), seconds after ready
 *   }
 *
 * The engine runs in a worker, so Python never blocks the page: over http(s) a module worker
 * (engine-worker.mjs), from file:// a classic worker made from a blob (fileWorkerMain below).
 * Where no worker starts it runs on the page itself and yields to the browser between calls
 * (long work comes in chunks, see holdem/web/__init__.py).
 *
 * Files (made by tools/pack-werkstatt next to this script, in _static/werkstatt/):
 *   over http(s):  pyodide/ (the npm package's runtime, the wasm binary gzipped) and
 *                  holdem-core.zip, fetched;
 *   from file://:  embedded/*.js, plain scripts holding the same files as base64 text
 *                  (Chromium allows no fetch and no module import for file:// pages), handed
 *                  to Pyodide through a fetch that answers only those file names.
 * A repeat visit over http starts the worker from the stored copy of Python's memory
 * (engine-snapshot.js), not anew.
 * A worker that fails to start (a browser without module workers) falls back to the page.
 * Nothing is ever requested from another host.
 *
 * No click is left without an answer. A start from the stored copy is trusted only after one
 * real question (PROBE) is answered right; every call in a worker has a time limit. A copy that
 * fails its question or takes too long to start, a call with no answer in time and a Pyodide
 * that fails inside the worker all end the same way: the worker is stopped, the stored copy is
 * forgotten, the page says what happened and a new worker starts Python anew. (A damaged copy
 * is normally caught earlier, by its checksum in engine-snapshot.js.) On the page itself
 * (?engine=page, or without workers) Python cannot be stopped and there are no time limits.
 */
(function () {
  "use strict";
  if (window.HoldemEngine) return;

  var script = document.currentScript;
  var base = new URL(".", script ? script.src : location.href).href;
  var pyodideURL = base + "pyodide/";
  var fromFile = location.protocol === "file:";
  var listeners = [];
  var state = { fraction: 0, message: "Die Engine wird geladen …", done: false, error: null };
  var engineCall = null;  // (tool, requestJson) -> Promise<answerJson>
  var phase = state.message;
  var queue = Promise.resolve();

  // How long the page waits, in seconds (the browser tests shorten them). Every tool answers a
  // call in well under a second on a quiet machine (the equity tool in chunks of ~50 ms), a few
  // seconds on two busy cores, also when the worker is still storing its copy; a start from the
  // copy takes 1 s quiet, ~4 s busy; a fresh start 4–5 s quiet, up to ~25 s busy from file://.
  // Each limit is several times what a slow machine needs.
  var timeouts = { call: 20, copy: 30, start: 120 };
  // The question a start from the stored copy must answer right before the engine counts as ready.
  var PROBE = { tool: "hand_eval", request: '{"cards": "Ah Kh Qh Jh Th"}', category: "Royal Flush" };
  var RESTARTS = " Sie startet neu, ohne den gespeicherten Stand vom letzten Besuch; "
    + "bitte gleich noch einmal versuchen.";

  // Python run once Pyodide has started: the engine on its path and ready (holdem.web.prepare),
  // then, before a copy of the started engine is made, the first tools' modules (import_tools).
  var ENGINE_SETUP = "import sys; sys.path.insert(0, '/home/pyodide/engine'); import holdem.web; "
    + "holdem.web.prepare('/home/pyodide/engine')";
  var IMPORT_TOOLS = "import holdem.web; holdem.web.import_tools()";

  var t0 = performance.now();
  var timings = {};  // seconds since the script ran, per step (for the benchmark)

  function mark(name) { timings[name] = (performance.now() - t0) / 1000; }

  function report(fraction, message, extra) {
    phase = message;
    show(fraction, message, extra);
  }

  function show(fraction, message, extra) {
    state = Object.assign({ fraction: fraction, message: message, done: false, error: null }, extra || {});
    listeners.forEach(function (cb) {
      try { cb(state); } catch (e) { console.warn(e); }
    });
  }

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var tag = document.createElement("script");
      tag.src = src;
      tag.onload = function () { resolve(); };
      tag.onerror = function () { reject(new Error("Datei fehlt: " + src)); };
      document.head.appendChild(tag);
    });
  }

  function fromBase64(text) {
    if (Uint8Array.fromBase64) return Uint8Array.fromBase64(text);
    var raw = atob(text);
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  async function embeddedFile(name) {
    await loadScript(base + "embedded/" + name + ".js");
    var record = window.HoldemWerkstattFiles[name];
    delete window.HoldemWerkstattFiles[name];  // the text is large: keep only the bytes
    var bytes = fromBase64(record.base64);
    if (!record.gzip) return bytes;
    var stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  }

  // Pyodide asks fetch() for these files by name; each answer is bytes or a function giving a
  // Response. Everything else goes to the real fetch.
  function answerFetchFrom(files) {
    var realFetch = window.fetch;
    window.fetch = function (input, init) {
      var url = String(input && input.url ? input.url : input);
      for (var name in files) {
        if (url.slice(-name.length - 1) === "/" + name) {
          if (typeof files[name] === "function") return files[name]();
          var type = name.endsWith(".wasm") ? "application/wasm" : "application/zip";
          return Promise.resolve(new Response(files[name], { headers: { "Content-Type": type } }));
        }
      }
      return realFetch.call(window, input, init);
    };
    return function restore() { window.fetch = realFetch; };
  }

  // Over http the wasm binary comes gzipped (3.6 MB instead of 9.6 MB) and is unpacked while it
  // arrives, so the browser still compiles it as it streams in.
  function gzippedWasm() {
    return fetch(pyodideURL + "pyodide.asm.wasm.gz").then(function (response) {
      if (!response.ok) throw new Error("Datei fehlt: pyodide.asm.wasm.gz");
      var body = response.body.pipeThrough(new DecompressionStream("gzip"));
      return new Response(body, { headers: { "Content-Type": "application/wasm" } });
    });
  }

  async function loadFromFile() {
    report(0.05, "Die Engine wird geladen … (Python-Laufzeit)");
    await loadScript(pyodideURL + "pyodide.js");
    report(0.15, "Die Engine wird geladen … (Python-Laufzeit)");
    var wasm = await embeddedFile("pyodide.asm.wasm");
    mark("wasm");
    report(0.45, "Die Engine wird geladen … (Standardbibliothek)");
    var stdlib = await embeddedFile("python_stdlib.zip");
    var lock = new TextDecoder().decode(await embeddedFile("pyodide-lock.json"));
    mark("stdlib");
    window.HoldemWerkstattAsmURL = pyodideURL + "pyodide.asm.mjs";
    (0, eval)(new TextDecoder().decode(await embeddedFile("pyodide-asm.js")));
    var core = await embeddedFile("holdem-core.zip");
    mark("scripts");
    report(0.6, "Die Engine wird geladen … (Python startet)");
    var restore = answerFetchFrom({ "pyodide.asm.wasm": wasm, "python_stdlib.zip": stdlib });
    try {
      var pyodide = await window.loadPyodide({
        indexURL: pyodideURL, lockFileContents: lock, packageBaseUrl: pyodideURL,
        createPyodideModule: window.HoldemCreatePyodideModule,
        stdout: function () {}, stderr: function (t) { console.warn(t); },
      });
    } finally {
      restore();
    }
    return { pyodide: pyodide, core: core };
  }

  async function loadOverHttp() {
    report(0.05, "Die Engine wird geladen … (Python-Laufzeit)");
    await loadScript(pyodideURL + "pyodide.js");
    report(0.15, "Die Engine wird geladen … (Python-Laufzeit, etwa 8 MB)");
    var corePromise = fetch(base + "holdem-core.zip").then(function (r) {
      if (!r.ok) throw new Error("Datei fehlt: holdem-core.zip");
      return r.arrayBuffer();
    });
    var restore = answerFetchFrom({ "pyodide.asm.wasm": gzippedWasm });
    try {
      var pyodide = await window.loadPyodide({
        indexURL: pyodideURL, stdout: function () {}, stderr: function (t) { console.warn(t); },
      });
    } finally {
      restore();
    }
    return { pyodide: pyodide, core: new Uint8Array(await corePromise) };
  }

  // Python's start gives no progress of its own: the bar creeps on and the seconds count, so
  // the reader sees that the page is still working.
  function tickWhileStarting(since) {
    var timer = setInterval(function () {
      if (state.done || state.error) return;
      var seconds = Math.round((performance.now() - since) / 1000);
      show(Math.min(0.84, state.fraction + 0.01), phase + " – " + seconds + " s");
    }, 1000);
    return function () { clearInterval(timer); };
  }

  function snapshotState(state) {
    HoldemEngine.snapshotSeconds = (performance.now() - t0) / 1000 - HoldemEngine.readyAt;
    HoldemEngine.snapshot = state;
    document.documentElement.dataset.werkstattSnapshot = state;
  }

  function readerError(message, extra) {
    return Object.assign(new Error(message), { forReader: true }, extra || {});
  }

  // A worker answers each call with a message; answers are matched to calls by number. Resolves
  // with {call, stop, startedFrom, onBroken} once the worker is ready; rejects when it fails to
  // start, with error.copy when a start from the stored copy took too long and error.timeout
  // when a fresh start did. call(tool, requestJson) -> Promise<answerJson>; a call without an
  // answer within timeouts.call, or one that makes Pyodide fail, stops the worker: every waiting
  // call is rejected and onBroken(message) is told first (set by whoever uses the engine).
  // keepSnapshot(bytes) -> Promise: where a worker hands back its copy for the next visit
  // (null: it made none).
  function connectWorker(worker, keepSnapshot) {
    return new Promise(function (resolve, reject) {
      var pending = {};
      var next = 1;
      var ready = false;
      var stopped = false;
      var startTimer = null;
      var fromCopy = false;  // the start under way is from the stored copy
      var engine = { call: call, stop: stop, startedFrom: null, onBroken: null };

      function stop() {
        stopped = true;
        clearTimeout(startTimer);
        worker.terminate();
        Object.keys(pending).forEach(function (id) { clearTimeout(pending[id].timer); });
      }
      function failStart(error) {
        stop();
        reject(error);
      }
      function limitStart(seconds, copy) {
        fromCopy = copy;
        clearTimeout(startTimer);
        startTimer = setTimeout(function () {
          var message = fromCopy
            ? "Der gespeicherte Stand vom letzten Besuch startet nicht (nach " + seconds + " s)."
            : "Die Engine ist nach " + seconds + " s noch nicht bereit. Bitte die Seite neu laden.";
          failStart(readerError(message, fromCopy ? { copy: true } : { timeout: true }));
        }, seconds * 1000);
      }
      function broken(reason) {
        if (stopped) return;
        stop();
        var waiting = pending;
        pending = {};
        var message = reason + (engine.onBroken ? RESTARTS : "");
        // First the new start (calls still queued wait for it), then the answers.
        if (engine.onBroken) engine.onBroken(message);
        Object.keys(waiting).forEach(function (id) { waiting[id].reject(readerError(message)); });
      }
      function call(tool, requestJson) {
        if (stopped) return Promise.reject(readerError("Die Engine läuft nicht mehr."));
        return new Promise(function (answer, fail) {
          var id = next++;
          var timer = setTimeout(function () {
            broken("Die Engine hat " + timeouts.call + " s lang nicht geantwortet.");
          }, timeouts.call * 1000);
          pending[id] = { answer: answer, reject: fail, timer: timer };
          worker.postMessage({ type: "call", id: id, tool: tool, request_json: requestJson });
        });
      }

      limitStart(timeouts.start, false);
      worker.onmessage = function (event) {
        var message = event.data;
        if (stopped) return;
        if (message.type === "progress") {
          report(message.fraction, message.message);
          // The copy's own limit; when the worker gave the copy up, a fresh start's again.
          if (message.fromSnapshot) limitStart(timeouts.copy, true);
          else if (fromCopy) limitStart(timeouts.start, false);
        } else if (message.type === "ready") {
          clearTimeout(startTimer);
          ready = true;
          Object.assign(timings, message.timings);
          engine.startedFrom = message.startedFrom || "fresh";
          resolve(engine);
        } else if (message.type === "snapshot") {
          if (keepSnapshot) keepSnapshot(null);  // none made: forget an unusable old one
          snapshotState(message.state);
        } else if (message.type === "snapshot-bytes") {
          (keepSnapshot ? keepSnapshot(message.bytes) : Promise.reject(new Error("kein Speicher")))
            .then(function () { snapshotState("stored"); }, function (error) {
              console.warn("Stand der Engine nicht gespeichert (der nächste Besuch startet Python neu):", error);
              snapshotState("unavailable");
            });
        } else if (message.type === "answer") {
          var waiting = pending[message.id];
          if (!waiting) return;
          if (message.error !== undefined) {
            console.warn("Die Engine ist im Worker abgestürzt:", message.error);
            broken("Die Engine ist abgestürzt.");
            return;
          }
          clearTimeout(waiting.timer);
          delete pending[message.id];
          waiting.answer(message.answer_json);
        } else if (message.type === "failed") {
          failStart(new Error(message.error));
        }
      };
      worker.onerror = function (event) {
        if (stopped) return;
        if (ready) broken("Die Engine ist abgestürzt.");
        else failStart(new Error(event.message || "Der Worker der Engine ließ sich nicht starten."));
      };
    });
  }

  // From file:// only a classic worker made from a blob can start. It receives Pyodide's scripts
  // as text and the files as bytes (from embedded/), since it can fetch and import nothing.
  // Pyodide refuses classic workers (it tries importScripts): the worker hides importScripts.
  // A blob worker has no storage of its own: the page reads the stored copy of the started
  // engine (engine-snapshot.js) and hands it over, and stores the copy the worker makes.
  function fileWorkerMain() {
    var started = performance.now();
    var timings = {};
    var callPython = null;
    var engineDir = "/home/pyodide/engine";
    self.importScripts = undefined;
    onmessage = async function (event) {
      var m = event.data;
      if (m.type === "call") {
        try {
          postMessage({ type: "answer", id: m.id, answer_json: callPython(m.tool, m.request_json) });
        } catch (error) {  // Pyodide itself failed (see engine-worker.mjs)
          postMessage({ type: "answer", id: m.id, error: String(error) });
        }
        return;
      }
      var files = { "pyodide.asm.wasm": m.wasm, "python_stdlib.zip": m.stdlib };
      async function startPython(options) {
        var realFetch = self.fetch;
        self.fetch = function (input, init) {
          var url = String(input && input.url ? input.url : input);
          for (var name in files) {
            if (url.slice(-name.length - 1) === "/" + name) {
              var type = name.slice(-5) === ".wasm" ? "application/wasm" : "application/zip";
              return Promise.resolve(new Response(files[name], { headers: { "Content-Type": type } }));
            }
          }
          return realFetch.call(self, input, init);
        };
        try {
          return await self.loadPyodide(Object.assign({
            indexURL: m.indexURL, lockFileContents: m.lock, packageBaseUrl: m.indexURL,
            createPyodideModule: self.HoldemCreatePyodideModule,
            stdout: function () {}, stderr: function (t) { console.warn(t); },
          }, options));
        } finally {
          self.fetch = realFetch;
        }
      }
      try {
        self.HoldemWerkstattAsmURL = m.indexURL + "pyodide.asm.mjs";
        (0, eval)(m.pyodideJs);
        (0, eval)(m.asmJs);
        var pyodide = null;
        var startedFrom = "fresh";
        var snapshotBytes = null;
        if (m.snapshot) {
          postMessage({ type: "progress", fraction: 0.6, message: "Die Engine wird geladen … (gespeicherter Stand vom letzten Besuch)", fromSnapshot: true });
          try {
            pyodide = await startPython({ _loadSnapshot: m.snapshot });
            pyodide.unpackArchive(m.core, "zip", { extractDir: engineDir });
            startedFrom = "snapshot";
          } catch (error) {
            console.warn("Gespeicherter Stand der Engine unbrauchbar, Python startet neu:", error);
            pyodide = null;
          }
        }
        if (!pyodide) {
          postMessage({ type: "progress", fraction: 0.6, message: "Die Engine wird geladen … (Python startet)" });
          pyodide = await startPython({ _makeSnapshot: true });
          timings.python = (performance.now() - started) / 1000;
          postMessage({ type: "progress", fraction: 0.85, message: "Die Engine wird geladen … (Regeln der Engine)" });
          pyodide.unpackArchive(m.core, "zip", { extractDir: engineDir });
          pyodide.runPython(m.engineSetup);
          // The copy for the next visit is made now, before any answer: the answers' memory could
          // grow Python's past the size that Pyodide restores a copy into (it is stored later).
          try {
            pyodide.runPython(m.importTools);
            snapshotBytes = pyodide.makeMemorySnapshot();
          } catch (error) {
            console.warn("Stand der Engine nicht gespeichert (der nächste Besuch startet Python neu):", error);
          }
        }
        callPython = pyodide.pyimport("holdem.web").call;
        timings.engine = (performance.now() - started) / 1000;
        postMessage({ type: "ready", timings: timings, startedFrom: startedFrom });
      } catch (error) {
        postMessage({ type: "failed", error: String(error) });
        return;
      }
      if (startedFrom === "fresh") {
        setTimeout(function () {  // after the calls already waiting, as engine-worker.mjs does
          if (snapshotBytes) {
            var bytes = snapshotBytes;
            snapshotBytes = null;
            postMessage({ type: "snapshot-bytes", bytes: bytes }, [bytes.buffer]);
          } else {
            postMessage({ type: "snapshot", state: "unavailable", timings: timings });
          }
        }, 0);
      }
    };
  }

  // The stored copy on the page: engine-snapshot.js as a plain script (for a page opened as a
  // file, whose worker has no storage; over http only to forget a copy that failed).
  async function snapshotStore() {
    if (window.HoldemEngineSnapshot) return window.HoldemEngineSnapshot;
    try {
      await loadScript(base + "engine-snapshot.js");
      return window.HoldemEngineSnapshot;
    } catch (error) {
      console.warn(error);
      return null;
    }
  }

  // fresh: without the stored copy.
  async function startFileWorker(fresh) {
    report(0.05, "Die Engine wird geladen … (Python-Laufzeit)");
    var text = function (bytes) { return new TextDecoder().decode(bytes); };
    var start = { type: "start", indexURL: pyodideURL, engineSetup: ENGINE_SETUP, importTools: IMPORT_TOOLS };
    var store = await snapshotStore();
    start.pyodideJs = text(await embeddedFile("pyodide.js"));
    start.wasm = await embeddedFile("pyodide.asm.wasm");
    mark("wasm");
    report(0.45, "Die Engine wird geladen … (Standardbibliothek)");
    start.stdlib = await embeddedFile("python_stdlib.zip");
    start.lock = text(await embeddedFile("pyodide-lock.json"));
    start.asmJs = text(await embeddedFile("pyodide-asm.js"));
    start.core = await embeddedFile("holdem-core.zip");
    var info = JSON.parse(start.lock).info || {};
    var key = store && store.snapshotKey("file/" + info.python + "/" + info.abi_version, start.core);
    start.snapshot = store && !fresh ? await store.readSnapshot(key) : null;
    mark("scripts");
    var source = "(" + fileWorkerMain.toString() + ")();";
    var worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
    var connected = connectWorker(worker, store && function (bytes) {
      return bytes ? store.storeSnapshot(key, bytes) : store.forgetSnapshot();
    });
    var transfer = [start.wasm.buffer, start.stdlib.buffer, start.core.buffer];
    if (start.snapshot) transfer.push(start.snapshot.buffer);
    worker.postMessage(start, transfer);
    return connected;
  }

  // A worker with the engine (see connectWorker), trusted only once a start from the stored copy
  // has answered PROBE right; a copy that fails or starts too slowly is forgotten and the worker
  // started anew without it. fresh: without the stored copy from the outset.
  async function startWorker(fresh) {
    var engine = null;
    try {
      engine = await (fromFile ? startFileWorker(fresh)
        : connectWorker(new Worker(base + "engine-worker.mjs" + (fresh ? "?fresh" : ""), { type: "module" })));
      if (engine.startedFrom === "snapshot") {
        var answer = JSON.parse(await engine.call(PROBE.tool, PROBE.request));
        if (!answer.ok || answer.category !== PROBE.category) throw new Error("falsche Antwort: " + JSON.stringify(answer));
      }
      return engine;
    } catch (error) {
      if (fresh || !(engine || error.copy)) throw error;
      if (engine) engine.stop();
      console.warn("Gespeicherter Stand der Engine unbrauchbar, Python startet neu:", error);
      report(0.05, "Der gespeicherte Stand vom letzten Besuch ist unbrauchbar; die Engine startet neu …");
      await forgetStoredCopy();
      return startWorker(true);
    }
  }

  async function forgetStoredCopy() {
    var store = await snapshotStore();
    if (store) await store.forgetSnapshot();
  }

  // fresh: a new start after the engine broke (see restart).
  async function start(fresh) {
    var started = performance.now();
    var stopTicking = tickWhileStarting(started);
    try {
      // ?engine=page runs it on the page (the fallback, for comparison and tests).
      if (window.Worker && !/[?&#]engine=page\b/.test(location.href)) {
        try {
          var engine = await startWorker(fresh);
          engine.onBroken = restart;
          engineCall = engine.call;
          HoldemEngine.mode = "worker";
          HoldemEngine.startedFrom = engine.startedFrom;
        } catch (error) {
          if (error.timeout) throw error;
          console.warn("Engine im Worker nicht gestartet, sie läuft auf der Seite:", error);
        }
      }
      if (!engineCall) await startOnPage();
    } finally {
      stopTicking();
    }
    HoldemEngine.readySeconds = (performance.now() - started) / 1000;
    HoldemEngine.readyAt = (performance.now() - t0) / 1000;
    report(1, "Die Engine ist bereit.", { done: true });
  }

  // The worker broke (no answer in time, Pyodide failed): the page says so and starts anew,
  // without the stored copy; calls still waiting go to the new engine.
  function restart(message) {
    engineCall = null;
    HoldemEngine.restarts += 1;
    HoldemEngine.startedFrom = null;
    report(0.02, message);
    begin(forgetStoredCopy().then(function () { return start(true); }));
  }

  async function startOnPage() {
    var loaded = await (fromFile ? loadFromFile() : loadOverHttp());
    mark("python");
    report(0.85, "Die Engine wird geladen … (Regeln der Engine)");
    var pyodide = loaded.pyodide;
    pyodide.unpackArchive(loaded.core, "zip", { extractDir: "/home/pyodide/engine" });
    mark("unpacked");
    pyodide.runPython(ENGINE_SETUP);
    var webCall = pyodide.pyimport("holdem.web").call;
    mark("engine");
    HoldemEngine.pyodide = pyodide;
    HoldemEngine.mode = "page";
    HoldemEngine.startedFrom = "fresh";
    engineCall = function (tool, requestJson) {
      // On the page: let the browser paint (progress, a pressed button) before Python runs.
      return nextFrame().then(function () { return webCall(tool, requestJson); });
    };
  }

  function nextFrame() {
    return new Promise(function (resolve) { setTimeout(resolve, 0); });
  }

  var ready = null;
  function begin(starting) {
    ready = starting.catch(function (error) {
      console.error(error);
      var message = error.timeout ? error.message : "Die Engine konnte nicht geladen werden. Bitte die Seite neu "
        + "laden; die Dateien der Werkstatt (_static/werkstatt/) müssen neben der Seite liegen.";
      report(state.fraction, message, { error: String(error) });
      throw readerError(message);
    });
    ready.catch(function () {});  // the calls report it
  }

  var HoldemEngine = {
    get ready() { return ready; },
    timeouts: timeouts,
    restarts: 0,
    timings: timings,
    mode: null,  // "worker" or "page" once loaded
    startedFrom: null,
    snapshot: null,
    snapshotSeconds: null,
    readyAt: null,
    get state() { return state; },
    onProgress: function (cb) {
      listeners.push(cb);
      cb(state);
      return function () { listeners = listeners.filter(function (x) { return x !== cb; }); };
    },
    call: function (tool, request) {
      // ready is read when the call's turn comes: after a restart it is the new start's.
      var job = queue.then(function () { return ready; }).then(function () {
        return engineCall(String(tool), JSON.stringify(request || {}));
      }).then(JSON.parse);
      queue = job.catch(function () {});
      return job;
    },
  };
  window.HoldemEngine = HoldemEngine;
  begin(start(false));
})();
