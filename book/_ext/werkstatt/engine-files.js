/* The one place that answers Pyodide's requests for its own files, for every place the engine
 * starts in (engine.js on the page, its blob worker from file://, engine-worker.mjs over http).
 *
 * Pyodide 314.0.8 (package.json) asks fetch() for two files while it starts: the standard
 * library (public option stdLibURL, default indexURL + "python_stdlib.zip") and the wasm binary
 * (always indexURL + "pyodide.asm.wasm"; loadPyodide has no option that takes the binary
 * itself). The Werkstatt has neither file as Pyodide expects it: over http the binary lies
 * gzipped next to it (3.6 MB instead of 9.6 MB), from file:// both come as bytes out of the
 * embedded scripts, since Chromium lets such a page fetch nothing. So, for the duration of
 * loadPyodide only (withFiles), fetch is replaced here, and nowhere else, by one that answers
 * exactly these file names and hands every other request to the browser's own fetch.
 *
 * A plain script: the page loads it with a script tag, the module worker imports it for its side
 * effect, the blob worker gets its text (HoldemEngineFiles.source, this very function). All find
 * globalThis.HoldemEngineFiles:
 *   withFiles(files, work) -> Promise: runs work() while fetch answers `files`;
 *   starter(loadPyodide, files, settings) -> startPython(options), loadPyodide within withFiles;
 *   gzipped(url) -> file: the file at url, gzipped there, unpacked while it arrives;
 *   fileFor(url, files) -> the name in `files` that url asks for, or null;
 *   answer(files, url, fallback) -> Promise<Response>: the answer to one request;
 *   source: this script's text, for a worker made from a blob.
 * A file in `files` (file name -> file) is bytes (a Uint8Array) or a function giving a Promise
 * of a Response.
 */

(function engineFiles(scope) {
  "use strict";

  /** The name in `files` whose file ``url`` asks for (its last path segment), else null. */
  function fileFor(url, files) {
    const path = String(url).split(/[?#]/)[0];
    const name = path.slice(path.lastIndexOf("/") + 1);
    return Object.prototype.hasOwnProperty.call(files, name) ? name : null;
  }

  function contentType(name) {
    return name.endsWith(".wasm") ? "application/wasm" : "application/zip";
  }

  /** The answer to a request for ``url``: the file from `files`, else fallback(url). */
  function answer(files, url, fallback) {
    const name = fileFor(url, files);
    if (name === null) return fallback(url);
    const file = files[name];
    if (typeof file === "function") return file();
    return Promise.resolve(new Response(file, { headers: { "Content-Type": contentType(name) } }));
  }

  /** Runs ``work()`` (loadPyodide) while fetch answers `files`; the browser's fetch afterwards. */
  async function withFiles(files, work) {
    const realFetch = scope.fetch;
    globalThis.fetch = function (input, init) {
      const url = input && input.url ? input.url : input;
      return answer(files, url, () => realFetch.call(scope, input, init));
    };
    try {
      return await work();
    } finally {
      globalThis.fetch = realFetch;
    }
  }

  /** The file at ``url`` (gzipped there) as a Response that unpacks while it arrives, so that the
   * browser still compiles the wasm binary as it streams in. Read with the browser's own fetch. */
  function gzipped(url) {
    const realFetch = scope.fetch;
    return function () {
      return realFetch.call(scope, url).then((response) => {
        if (!response.ok) throw new Error("Datei fehlt: " + url.slice(url.lastIndexOf("/") + 1));
        const body = response.body.pipeThrough(new DecompressionStream("gzip"));
        return new Response(body, { headers: { "Content-Type": contentType(url.replace(/\.gz$/, "")) } });
      });
    };
  }

  /** The start function that startEngine (engine-snapshot.js) takes: ``loadPyodide`` with
   * ``settings`` and the options of the moment, while fetch answers `files`. Python's output is
   * dropped, its errors go to the console. */
  function starter(loadPyodide, files, settings) {
    return (options) => withFiles(files, () => loadPyodide({
      stdout: () => {}, stderr: (text) => console.warn(text), ...settings, ...options,
    }));
  }

  scope.HoldemEngineFiles = { withFiles, starter, gzipped, fileFor, answer, source: `(${engineFiles})(globalThis);\n` };
})(globalThis);
