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
 *                  (Chromium allows no fetch and no module import for file:// pages).
 * Pyodide's requests for the wasm binary and the standard library are answered by
 * engine-files.js, in every place the engine starts in (page, blob worker, module worker).
 * A repeat visit starts the worker from the stored copy of Python's memory, not anew; how the
 * copy is made and used (startEngine) is written once, in engine-snapshot.js.
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

  // The two helpers every start uses: engine-files.js (the answers to Pyodide's file requests)
  // and engine-snapshot.js (the stored copy and the start itself), as plain scripts.
  async function helpers() {
    if (!window.HoldemEngineFiles) await loadScript(base + "engine-files.js");
    if (!window.HoldemEngineSnapshot) await loadScript(base + "engine-snapshot.js");
    return { files: window.HoldemEngineFiles, snapshot: window.HoldemEngineSnapshot };
  }

  // From file://: Pyodide's runtime and the engine out of embedded/ (for the page or its blob
  // worker): the wasm binary, the standard library, the lock file, pyodide.asm.mjs as a plain
  // script (asmJs), holdem-core.zip.
  async function embeddedRuntime() {
    var text = function (bytes) { return new TextDecoder().decode(bytes); };
    var runtime = { wasm: await embeddedFile("pyodide.asm.wasm") };
    mark("wasm");
    report(0.45, "Die Engine wird geladen … (Standardbibliothek)");
    runtime.stdlib = await embeddedFile("python_stdlib.zip");
    runtime.lock = text(await embeddedFile("pyodide-lock.json"));
    runtime.asmJs = text(await embeddedFile("pyodide-asm.js"));
    runtime.core = await embeddedFile("holdem-core.zip");
    mark("scripts");
    return runtime;
  }

  // loadPyodide's settings for the embedded runtime (page and blob worker alike).
  function embeddedSettings(runtime, indexURL, createPyodideModule) {
    return {
      indexURL: indexURL, lockFileContents: runtime.lock, packageBaseUrl: indexURL,
      createPyodideModule: createPyodideModule,
    };
  }

  async function loadFromFile() {
    report(0.05, "Die Engine wird geladen … (Python-Laufzeit)");
    await loadScript(pyodideURL + "pyodide.js");
    var runtime = await embeddedRuntime();
    window.HoldemWerkstattAsmURL = pyodideURL + "pyodide.asm.mjs";
    (0, eval)(runtime.asmJs);
    var startPython = window.HoldemEngineFiles.starter(window.loadPyodide, {
      "pyodide.asm.wasm": runtime.wasm, "python_stdlib.zip": runtime.stdlib,
    }, embeddedSettings(runtime, pyodideURL, window.HoldemCreatePyodideModule));
    return { core: runtime.core, startPython: startPython };
  }

  async function loadOverHttp() {
    report(0.05, "Die Engine wird geladen … (Python-Laufzeit)");
    await loadScript(pyodideURL + "pyodide.js");
    report(0.15, "Die Engine wird geladen … (Python-Laufzeit, etwa 8 MB)");
    var corePromise = fetch(base + "holdem-core.zip").then(function (r) {
      if (!r.ok) throw new Error("Datei fehlt: holdem-core.zip");
      return r.arrayBuffer();
    });
    // The wasm binary comes gzipped (3.6 MB instead of 9.6 MB), see engine-files.js.
    var files = window.HoldemEngineFiles;
    var startPython = files.starter(window.loadPyodide, {
      "pyodide.asm.wasm": files.gzipped(pyodideURL + "pyodide.asm.wasm.gz"),
    }, { indexURL: pyodideURL });
    return { core: new Uint8Array(await corePromise), startPython: startPython };
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
  // as text and the files as bytes (from embedded/), since it can fetch and import nothing; the
  // blob holds engine-files.js and engine-snapshot.js (their source) before this function.
  // Pyodide refuses classic workers (it tries importScripts): the worker hides importScripts.
  // A blob worker has no storage of its own: the page reads the stored copy of the started
  // engine (engine-snapshot.js) and hands it over, and stores the copy the worker makes.
  function fileWorkerMain() {
    var started = performance.now();
    var timings = {};
    var callPython = null;
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
      var engine = null;
      try {
        self.HoldemWerkstattAsmURL = m.indexURL + "pyodide.asm.mjs";
        (0, eval)(m.pyodideJs);
        (0, eval)(m.asmJs);
        engine = await self.HoldemEngineSnapshot.startEngine({
          core: m.core, snapshot: m.snapshot, makeCopy: true,
          progress: function (fraction, message, fromSnapshot) {
            postMessage({ type: "progress", fraction: fraction, message: message, fromSnapshot: fromSnapshot });
          },
          mark: function (name) { timings[name] = (performance.now() - started) / 1000; },
          startPython: self.HoldemEngineFiles.starter(self.loadPyodide, {
            "pyodide.asm.wasm": m.wasm, "python_stdlib.zip": m.stdlib,
          }, Object.assign({}, m.settings, { createPyodideModule: self.HoldemCreatePyodideModule })),
        });
        callPython = engine.call;
        postMessage({ type: "ready", timings: timings, startedFrom: engine.startedFrom });
      } catch (error) {
        postMessage({ type: "failed", error: String(error) });
        return;
      }
      if (engine.startedFrom === "fresh") {
        setTimeout(function () {  // after the calls already waiting, as engine-worker.mjs does
          if (engine.copy) {
            var bytes = engine.copy;
            engine.copy = null;
            postMessage({ type: "snapshot-bytes", bytes: bytes }, [bytes.buffer]);
          } else {
            postMessage({ type: "snapshot", state: "unavailable", timings: timings });
          }
        }, 0);
      }
    };
  }

  // fresh: without the stored copy.
  async function startFileWorker(fresh) {
    report(0.05, "Die Engine wird geladen … (Python-Laufzeit)");
    var scripts = await helpers();
    var store = scripts.snapshot;
    var pyodideJs = new TextDecoder().decode(await embeddedFile("pyodide.js"));
    var start = await embeddedRuntime();
    Object.assign(start, { type: "start", pyodideJs: pyodideJs, indexURL: pyodideURL });
    start.settings = embeddedSettings(start, pyodideURL);  // the worker adds its createPyodideModule
    var info = JSON.parse(start.lock).info || {};
    var key = store.snapshotKey("file/" + info.python + "/" + info.abi_version, start.core);
    start.snapshot = fresh ? null : await store.readSnapshot(key);
    var source = scripts.files.source + scripts.snapshot.source + "(" + fileWorkerMain.toString() + ")();";
    var worker = new Worker(URL.createObjectURL(new Blob([source], { type: "text/javascript" })));
    var connected = connectWorker(worker, function (bytes) {
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

  // The stored copy on the page (over http only to forget a copy that failed).
  async function forgetStoredCopy() {
    try {
      await (await helpers()).snapshot.forgetSnapshot();
    } catch (error) {
      console.warn(error);
    }
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
    var scripts = await helpers();
    var loaded = await (fromFile ? loadFromFile() : loadOverHttp());
    // On the page no copy is made or used: it would need a second start to be of use.
    var engine = await scripts.snapshot.startEngine({
      startPython: loaded.startPython, core: loaded.core, progress: report, mark: mark,
    });
    var webCall = engine.call;
    HoldemEngine.pyodide = engine.pyodide;
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
