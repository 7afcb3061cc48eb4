/* The engine in a module worker, for pages served over http(s): Python then never blocks the
 * page, not even while it starts. engine.js starts this worker and falls back to running Pyodide
 * on the page itself when a worker cannot start (from file://, where Chromium allows no module
 * worker, it starts a classic worker from a blob instead).
 *
 * A repeat visit starts from the copy of Python's memory that the first visit stored (see
 * engine-snapshot.js): about a second on a quiet two-core machine instead of three to four.
 * Without a usable copy Python starts anew and, once the engine is ready, the worker makes and
 * stores one. How the copy is made and used is engine-snapshot.js's startEngine, the answers to
 * Pyodide's file requests engine-files.js's: the same as for the page and the blob worker.
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
import "./engine-files.js";
import "./engine-snapshot.js";

const { forgetSnapshot, readSnapshot, snapshotKey, startEngine, storeSnapshot } = globalThis.HoldemEngineSnapshot;
const { gzipped, starter } = globalThis.HoldemEngineFiles;

const base = new URL(".", import.meta.url).href;
const pyodideURL = base + "pyodide/";
const started = performance.now();
const timings = {};
const mark = (name) => { timings[name] = (performance.now() - started) / 1000; };
const progress = (fraction, message, fromSnapshot) => postMessage({ type: "progress", fraction, message, fromSnapshot });
const fresh = new URL(import.meta.url).searchParams.has("fresh");

// The wasm binary comes gzipped and is unpacked while it arrives (engine-files.js).
const startPython = starter(loadPyodide, { "pyodide.asm.wasm": gzipped(pyodideURL + "pyodide.asm.wasm.gz") },
  { indexURL: pyodideURL });

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
  const response = await fetch(base + "holdem-core.zip");
  if (!response.ok) throw new Error("Datei fehlt: holdem-core.zip");
  const core = new Uint8Array(await response.arrayBuffer());
  const key = snapshotKey(version, core);
  const snapshot = fresh ? null : await readSnapshot(key);
  const engine = await startEngine({
    startPython, core, snapshot, makeCopy: true, forget: forgetSnapshot, progress, mark,
    freshStep: [0.15, "Die Engine wird geladen … (Python-Laufzeit, etwa 8 MB)"],
  });
  if (engine.startedFrom === "fresh") engine.keep = () => keepForNextVisit(engine.copy, key);
  return engine;
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
