/* The engine in a module worker, for pages served over http(s): Python then never blocks the
 * page, not even while it starts. engine.js starts this worker and falls back to running Pyodide
 * on the page itself when a worker cannot start (and always for file://, where Chromium allows
 * no module worker).
 *
 * Messages to the worker: {type: "call", id, tool, request_json}. From the worker:
 *   {type: "progress", fraction, message}, {type: "ready", timings},
 *   {type: "answer", id, answer_json}, {type: "failed", error}.
 */
import { loadPyodide } from "./pyodide/pyodide.mjs";

const base = new URL(".", import.meta.url).href;
const pyodideURL = base + "pyodide/";
const started = performance.now();
const timings = {};
const mark = (name) => { timings[name] = (performance.now() - started) / 1000; };
const progress = (fraction, message) => postMessage({ type: "progress", fraction, message });

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

async function start() {
  progress(0.15, "Die Engine wird geladen … (Python-Laufzeit, etwa 8 MB)");
  const core = fetch(base + "holdem-core.zip").then((r) => {
    if (!r.ok) throw new Error("Datei fehlt: holdem-core.zip");
    return r.arrayBuffer();
  });
  const restore = answerWasmGzipped();
  let pyodide;
  try {
    pyodide = await loadPyodide({ indexURL: pyodideURL, stdout: () => {}, stderr: (t) => console.warn(t) });
  } finally {
    restore();
  }
  mark("python");
  progress(0.85, "Die Engine wird geladen … (Regeln der Engine)");
  pyodide.unpackArchive(new Uint8Array(await core), "zip", { extractDir: "/home/pyodide/engine" });
  pyodide.runPython([
    "import os, sys",
    "sys.path.insert(0, '/home/pyodide/engine')",
    "os.environ['HOLDEM_CACHE_DIR'] = '/home/pyodide/engine/holdem-cache'",
  ].join("\n"));
  mark("unpacked");
  pyodide.runPython("import holdem.web, holdem.ranking");
  mark("engine");
  return pyodide.pyimport("holdem.web").call;
}

const ready = start();
ready.then(
  () => postMessage({ type: "ready", timings }),
  (error) => postMessage({ type: "failed", error: String(error) }),
);

onmessage = async (event) => {
  const { type, id, tool, request_json } = event.data;
  if (type !== "call") return;
  const call = await ready;
  postMessage({ type: "answer", id, answer_json: call(tool, request_json) });
};
