/* The engine in a module worker, for pages served over http(s): Python then never blocks the
 * page, not even while it starts. engine.js starts this worker and falls back to running Pyodide
 * on the page itself when a worker cannot start (and always for file://, where Chromium allows
 * no module worker).
 *
 * A repeat visit starts from the copy of Python's memory that the first visit stored (see
 * engine-snapshot.js): about a second on a quiet two-core machine instead of three to four.
 * Without a usable copy Python starts anew and, once the engine is ready, the worker makes and
 * stores one.
 *
 * Started as engine-worker.mjs?fresh it ignores the stored copy (engine.js does so after the copy
 * failed its first question or a call got no answer in time).
 *
 * Messages to the worker: {type: "call", id, tool, request_json}. From the worker:
 *   {type: "progress", fraction, message, fromSnapshot}, {type: "ready", timings, startedFrom},
 *   {type: "answer", id, answer_json} or {type: "answer", id, error} (Pyodide itself failed),
 *   {type: "failed", error},
 *   {type: "snapshot", state} (state "stored" or "unavailable", after "ready" of a fresh start).
 */
import { loadPyodide, version } from "./pyodide/pyodide.mjs";
import "./engine-snapshot.js";

const { forgetSnapshot, readSnapshot, snapshotKey, storeSnapshot } = globalThis.HoldemEngineSnapshot;

const base = new URL(".", import.meta.url).href;
const pyodideURL = base + "pyodide/";
const engineDir = "/home/pyodide/engine";
const started = performance.now();
const timings = {};
const mark = (name) => { timings[name] = (performance.now() - started) / 1000; };
const progress = (fraction, message, fromSnapshot) => postMessage({ type: "progress", fraction, message, fromSnapshot });
const fresh = new URL(import.meta.url).searchParams.has("fresh");

// The engine on Python's path and ready (holdem.web.prepare); before the copy is made, the first
// tools' modules (holdem.web.import_tools).
const ENGINE_SETUP = `import sys; sys.path.insert(0, '${engineDir}'); import holdem.web; holdem.web.prepare('${engineDir}')`;
const IMPORT_TOOLS = "import holdem.web; holdem.web.import_tools()";

// The wasm binary comes gzipped and is unpacked while it arrives (see engine.js).
function answerWasmGzipped() {
  const realFetch = self.fetch;
  self.fetch = (input, init) => {
    const url = String(input && input.url ? input.url : input);
    if (!url.endsWith("/pyodide.asm.wasm")) return realFetch.call(self, input, init);
    return realFetch.call(self, pyodideURL + "pyodide.asm.wasm.gz").then((response) => {
      if (!response.ok) throw new Error("Datei fehlt: pyodide.asm.wasm.gz");
      const body = response.body.pipeThrough(new DecompressionStream("gzip"));
      return new Response(body, { headers: { "Content-Type": "application/wasm" } });
    });
  };
  return () => { self.fetch = realFetch; };
}

async function startPython(options) {
  const restore = answerWasmGzipped();
  try {
    return await loadPyodide({ indexURL: pyodideURL, stdout: () => {}, stderr: (t) => console.warn(t), ...options });
  } finally {
    restore();
  }
}

// The engine's files live in Pyodide's file system, which is not part of the memory copy:
// unpacked on every start (a few hundredths of a second).
function unpackEngine(pyodide, core) {
  pyodide.unpackArchive(core, "zip", { extractDir: engineDir });
}

async function fromSnapshot(snapshot, core) {
  progress(0.5, "Die Engine wird geladen … (gespeicherter Stand vom letzten Besuch)", true);
  const pyodide = await startPython({ _loadSnapshot: snapshot });
  mark("python");
  unpackEngine(pyodide, core);
  const call = pyodide.pyimport("holdem.web").call;
  mark("engine");
  return call;
}

async function startFresh(core) {
  progress(0.15, "Die Engine wird geladen … (Python-Laufzeit, etwa 8 MB)");
  const pyodide = await startPython({ _makeSnapshot: true });
  mark("python");
  progress(0.85, "Die Engine wird geladen … (Regeln der Engine)");
  unpackEngine(pyodide, core);
  mark("unpacked");
  pyodide.runPython(ENGINE_SETUP);
  mark("engine");
  // The copy for the next visit is made now, before any answer: the answers' memory could grow
  // Python's past the size that Pyodide restores a copy into. It is stored after "ready".
  let snapshot = null;
  try {
    pyodide.runPython(IMPORT_TOOLS);
    snapshot = pyodide.makeMemorySnapshot();
  } catch (error) {
    console.warn("Stand der Engine nicht gespeichert (der nächste Besuch startet Python neu):", error);
  }
  return { pyodide, snapshot };
}

// After "ready", in the background: the copy for the next visit is stored.
async function keepForNextVisit(snapshot, key) {
  let state = "unavailable";
  try {
    if (!snapshot) throw new Error("keine Kopie gemacht");
    await storeSnapshot(key, snapshot);
    state = "stored";
  } catch (error) {
    console.warn("Stand der Engine nicht gespeichert (der nächste Besuch startet Python neu):", error);
  }
  mark("snapshot");
  postMessage({ type: "snapshot", state, timings });
}

async function start() {
  const core = fetch(base + "holdem-core.zip").then((r) => {
    if (!r.ok) throw new Error("Datei fehlt: holdem-core.zip");
    return r.arrayBuffer();
  }).then((buffer) => new Uint8Array(buffer));
  const key = snapshotKey(version, await core);
  const snapshot = fresh ? null : await readSnapshot(key);
  if (snapshot) {
    try {
      return { call: await fromSnapshot(snapshot, await core), startedFrom: "snapshot" };
    } catch (error) {
      console.warn("Gespeicherter Stand der Engine unbrauchbar, Python startet neu:", error);
      await forgetSnapshot();
    }
  }
  const { pyodide, snapshot: copy } = await startFresh(await core);
  return { call: pyodide.pyimport("holdem.web").call, startedFrom: "fresh", keep: () => keepForNextVisit(copy, key) };
}

const ready = start();
ready.then(
  (engine) => {
    postMessage({ type: "ready", timings, startedFrom: engine.startedFrom });
    // A task of its own, so that calls already waiting are answered first.
    if (engine.keep) setTimeout(engine.keep, 0);
  },
  (error) => postMessage({ type: "failed", error: String(error) }),
);

onmessage = async (event) => {
  const { type, id, tool, request_json } = event.data;
  if (type !== "call") return;
  try {
    const { call } = await ready;
    postMessage({ type: "answer", id, answer_json: call(tool, request_json) });
  } catch (error) {
    // Not a German answer of the engine (holdem.web.call gives those for every bad input):
    // Pyodide itself failed. engine.js starts a new worker.
    postMessage({ type: "answer", id, error: String(error) });
  }
};
