// book/_ext/werkstatt/engine-snapshot.js, startEngine: the life of the stored copy, written once
// for the page, the blob worker and the module worker. A stand-in for Pyodide records what the
// start does, in order.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load, page } from "./browser-script.mjs";

const SCRIPT = "book/_ext/werkstatt/engine-snapshot.js";
const quiet = { warn() {}, log() {}, error() {} };

function startEngine() {
  return load(page({ console: quiet, Blob }), SCRIPT).HoldemEngineSnapshot.startEngine;
}

/** A Pyodide stand-in: `steps` lists what happened; a start with a copy fails when `badCopy`. */
function fakePyodide({ badCopy = false } = {}) {
  const steps = [];
  const starts = [];
  const startPython = async (options) => {
    starts.push(Object.keys(options));
    if (options._loadSnapshot && badCopy) throw new Error("RangeError: offset is out of bounds");
    return {
      unpackArchive(bytes, format, { extractDir }) { steps.push(`unpack ${format} ${bytes.length} ${extractDir}`); },
      runPython(code) { steps.push(code.includes("import_tools()") ? "import_tools" : code.includes("prepare(") ? "prepare" : code); },
      makeMemorySnapshot() { steps.push("copy"); return new Uint8Array([1, 2, 3]); },
      pyimport(name) { steps.push(`pyimport ${name}`); return { call: (tool) => `answer of ${tool}` }; },
    };
  };
  return { steps, starts, startPython };
}

const core = new Uint8Array(10);

test("a fresh start readies the engine, imports the tools and makes the copy before the engine answers", async () => {
  const python = fakePyodide();
  const engine = await startEngine()({ startPython: python.startPython, core, makeCopy: true });
  assert.equal(engine.startedFrom, "fresh");
  assert.deepEqual(python.starts, [["_makeSnapshot"]]);
  assert.deepEqual(python.steps, [
    "unpack zip 10 /home/pyodide/engine", "prepare", "import_tools", "copy", "pyimport holdem.web",
  ]);
  assert.deepEqual(Array.from(engine.copy), [1, 2, 3]);
  assert.equal(engine.call("pots"), "answer of pots");
});

test("a start from the stored copy only unpacks the engine: no second copy, no imports", async () => {
  const python = fakePyodide();
  const reported = [];
  const engine = await startEngine()({
    startPython: python.startPython, core, snapshot: new Uint8Array(4), makeCopy: true,
    progress: (fraction, message, fromSnapshot) => reported.push(fromSnapshot),
  });
  assert.equal(engine.startedFrom, "snapshot");
  assert.equal(engine.copy, null);
  assert.deepEqual(python.starts, [["_loadSnapshot"]]);
  assert.deepEqual(python.steps, ["unpack zip 10 /home/pyodide/engine", "pyimport holdem.web"]);
  assert.deepEqual(reported, [true]);
});

test("a copy that fails to start is forgotten and Python starts anew, making a new copy", async () => {
  const python = fakePyodide({ badCopy: true });
  let forgotten = 0;
  const engine = await startEngine()({
    startPython: python.startPython, core, snapshot: new Uint8Array(4), makeCopy: true,
    forget: async () => { forgotten += 1; },
  });
  assert.equal(engine.startedFrom, "fresh");
  assert.equal(forgotten, 1);
  assert.deepEqual(python.starts, [["_loadSnapshot"], ["_makeSnapshot"]]);
  assert.ok(engine.copy);
});

test("on the page (no copy) Python starts plainly and imports no tool before the first call", async () => {
  const python = fakePyodide();
  const engine = await startEngine()({ startPython: python.startPython, core });
  assert.deepEqual(python.starts, [[]]);
  assert.deepEqual(python.steps, ["unpack zip 10 /home/pyodide/engine", "prepare", "pyimport holdem.web"]);
  assert.equal(engine.copy, null);
});
