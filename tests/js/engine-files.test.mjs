// book/_ext/werkstatt/engine-files.js: the one place that answers Pyodide's requests for its
// own files (the wasm binary, the standard library) and replaces fetch only while Pyodide starts.
import assert from "node:assert/strict";
import { gzipSync } from "node:zlib";
import { test } from "node:test";
import vm from "node:vm";
import { load, page } from "./browser-script.mjs";

const SCRIPT = "book/_ext/werkstatt/engine-files.js";

/** The script on a fresh page whose own fetch records what it is asked and answers "outside". */
function filesModule(realFetch) {
  const asked = [];
  const fetch = realFetch || ((input) => { asked.push(String(input)); return Promise.resolve(new Response("outside")); });
  const context = load(page({ fetch, Response, DecompressionStream }), SCRIPT);
  return { context, asked, files: context.HoldemEngineFiles };
}

test("fileFor names the file a URL asks for by its last segment, with or without query", () => {
  const { files } = filesModule();
  const known = { "pyodide.asm.wasm": new Uint8Array(1), "python_stdlib.zip": new Uint8Array(1) };
  assert.equal(files.fileFor("http://host/w/pyodide/pyodide.asm.wasm", known), "pyodide.asm.wasm");
  assert.equal(files.fileFor("file:///book/pyodide/python_stdlib.zip?v=1", known), "python_stdlib.zip");
  assert.equal(files.fileFor("http://host/w/pyodide/pyodide.asm.wasm.gz", known), null);
  assert.equal(files.fileFor("http://host/w/pyodide/xpyodide.asm.wasm", known), null);
  assert.equal(files.fileFor("http://host/w/pyodide/toString", known), null);
});

test("withFiles answers the named files with their bytes and type, the rest from the real fetch", async () => {
  const { context, asked, files } = filesModule();
  const realFetch = context.fetch;
  const wasm = new Uint8Array([0, 97, 115, 109]);
  const result = await files.withFiles({ "pyodide.asm.wasm": wasm }, async () => {
    assert.notEqual(context.fetch, realFetch);
    const answer = await context.fetch("http://host/pyodide/pyodide.asm.wasm");
    assert.equal(answer.headers.get("Content-Type"), "application/wasm");
    assert.deepEqual(Array.from(new Uint8Array(await answer.arrayBuffer())), [0, 97, 115, 109]);
    const request = { url: "http://host/pyodide/pyodide.asm.wasm" };  // a Request-like input
    assert.equal((await context.fetch(request)).headers.get("Content-Type"), "application/wasm");
    assert.equal(await (await context.fetch("http://host/pyodide/pyodide-lock.json")).text(), "outside");
    return "started";
  });
  assert.equal(result, "started");
  assert.deepEqual(asked, ["http://host/pyodide/pyodide-lock.json"]);
  assert.equal(context.fetch, realFetch);
});

test("withFiles gives the browser's fetch back also when the start fails", async () => {
  const { context, files } = filesModule();
  const realFetch = context.fetch;
  await assert.rejects(files.withFiles({ "python_stdlib.zip": new Uint8Array(2) }, async () => {
    throw new Error("Pyodide failed");
  }), /Pyodide failed/);
  assert.equal(context.fetch, realFetch);
});

test("gzipped unpacks the file while it arrives and names a missing one in German", async () => {
  const wasm = new Uint8Array(5000).map((_, i) => (i * 7) % 251);
  const served = { "http://host/pyodide/pyodide.asm.wasm.gz": gzipSync(wasm) };
  const { files } = filesModule((url) => Promise.resolve(
    served[url] ? new Response(served[url]) : new Response("", { status: 404 })));
  const answer = await files.gzipped("http://host/pyodide/pyodide.asm.wasm.gz")();
  assert.equal(answer.headers.get("Content-Type"), "application/wasm");
  assert.deepEqual(new Uint8Array(await answer.arrayBuffer()), wasm);
  await assert.rejects(files.gzipped("http://host/pyodide/other.wasm.gz")(), /Datei fehlt: other\.wasm\.gz/);
});

test("source is the script itself: run in a blob worker's place it answers files the same way", async () => {
  const { files } = filesModule();
  // The blob worker's scope: a fresh context that gets only the text.
  const worker = page({ fetch: () => Promise.reject(new Error("nothing outside")), Response });
  vm.runInContext(files.source, worker);
  const answer = await worker.HoldemEngineFiles.withFiles({ "python_stdlib.zip": new Uint8Array([80, 75]) },
    () => worker.fetch("file:///book/_static/werkstatt/pyodide/python_stdlib.zip"));
  assert.equal(answer.headers.get("Content-Type"), "application/zip");
  assert.deepEqual(Array.from(new Uint8Array(await answer.arrayBuffer())), [80, 75]);
  await assert.rejects(worker.fetch("file:///elsewhere.js"), /nothing outside/);
});

test("starter hands loadPyodide the settings and the options of the moment while the files are answered", async () => {
  const { context, files } = filesModule();
  const realFetch = context.fetch;
  const seen = [];
  const loadPyodide = async (options) => {
    const answer = await context.fetch("file:///book/pyodide/pyodide.asm.wasm");
    seen.push({ ...options, type: answer.headers.get("Content-Type") });
    return "pyodide";
  };
  const startPython = files.starter(loadPyodide, { "pyodide.asm.wasm": new Uint8Array(4) }, { indexURL: "file:///book/pyodide/" });
  assert.equal(await startPython({ _makeSnapshot: true }), "pyodide");
  assert.equal(context.fetch, realFetch);
  assert.equal(seen.length, 1);
  assert.equal(seen[0].indexURL, "file:///book/pyodide/");
  assert.equal(seen[0]._makeSnapshot, true);
  assert.equal(seen[0].type, "application/wasm");
  assert.equal(typeof seen[0].stdout, "function");
});
