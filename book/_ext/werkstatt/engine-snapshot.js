/* The started engine kept in the browser for the next visit: a copy of Python's memory.
 *
 * Over http a visit spends nearly all of its ~4 s in Python's start (the interpreter, the
 * standard library from its zip, Pyodide's own modules) and in importing the engine; the wasm
 * binary itself compiles lazily in a few tenths of a second. Pyodide can instead start from a
 * copy of its memory made after an earlier start (loadPyodide's _makeSnapshot and _loadSnapshot
 * options with pyodide.makeMemorySnapshot(); Pyodide marks them internal, so the browser tests
 * check that a second visit starts from the copy and still answers right). The worker makes the
 * copy once the engine is ready and it is stored here, in IndexedDB (every origin has it, plain
 * http on a school network and pages opened as files too; the Cache API needs a secure origin).
 * About 30 MB.
 *
 * The copy is only used with the very same Pyodide and engine files: its key names Pyodide's
 * version and a checksum of holdem-core.zip. A new build stores a new copy in the old one's place.
 * Where IndexedDB is missing or refuses (a private window, storage full) each visit simply
 * starts Python anew, as before.
 *
 * A damaged copy must never reach Pyodide: a few flipped bytes in its memory start without
 * complaint and crash the first call. So the copy's checksum (checksum() below) is stored beside
 * it and compared before use; a copy that does not match is forgotten and Python starts anew.
 * The checksum is computed here in JavaScript, not with crypto.subtle, which only exists in a
 * secure context (a page served by plain http from another machine of a school network is none).
 * 30 MB take a few hundredths of a second. engine.js additionally asks a started copy one
 * question before it calls the engine ready and gives every call a time limit.
 *
 * The copy's life is written here once for every place the engine starts in (startEngine): a
 * start from the copy, else a fresh start that makes the next copy before the engine answers
 * anything.
 *
 * A plain script, so that a page opened as a file can load it too (engine.js keeps the copy
 * there for its blob worker, which has no storage of its own, and hands the worker this script's
 * text, HoldemEngineSnapshot.source); the module worker imports it for its side effect. All find
 * the functions in globalThis.HoldemEngineSnapshot:
 *   snapshotKey(runtime, coreBytes) -> string, readSnapshot(key) -> Promise<Uint8Array|null>,
 *   storeSnapshot(key, bytes) -> Promise, forgetSnapshot() -> Promise, checksum(bytes) -> string,
 *   startEngine(options) -> Promise<{call, pyodide, startedFrom, copy}>, source.
 */

(function engineSnapshot(scope) {
  "use strict";

  const DATABASE = "holdem-werkstatt";
  const STORE = "engine";
  const RECORD = "snapshot";
  // Raise when startEngine (below) changes what Python does before the copy.
  // 2: the record holds the copy's checksum.
  const FORMAT = 2;

  /** The key of a copy: the Pyodide runtime (its version), the engine zip's length and FNV-1a
   * checksum. (Pyodide itself refuses a copy made by another build of its runtime.) */
  function snapshotKey(runtime, coreBytes) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < coreBytes.length; i++) {
      hash ^= coreBytes[i];
      hash = Math.imul(hash, 0x01000193);
    }
    return `${FORMAT}/${runtime}/${coreBytes.length}/${(hash >>> 0).toString(16)}`;
  }

  /** A checksum of ``bytes`` (the length and 32 bits, MurmurHash3's mixing over 4-byte words):
   * any damage to the copy changes it, save by a chance of one in four billion. */
  function checksum(bytes) {
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
    const words = new Uint32Array(aligned.buffer, aligned.byteOffset, aligned.length >>> 2);
    let hash = aligned.length | 0;
    for (let i = 0; i < words.length; i++) {
      let k = Math.imul(words[i], 0xcc9e2d51);
      k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
      hash ^= k;
      hash = (Math.imul((hash << 13) | (hash >>> 19), 5) + 0xe6546b64) | 0;
    }
    for (let i = words.length * 4; i < aligned.length; i++) hash = Math.imul(hash ^ aligned[i], 0x01000193);
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    return `${aligned.length}/${((hash ^ (hash >>> 16)) >>> 0).toString(16)}`;
  }

  function openDatabase() {
    return new Promise((resolve, reject) => {
      if (typeof indexedDB === "undefined") {
        reject(new Error("IndexedDB fehlt"));
        return;
      }
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error("IndexedDB blockiert"));
    });
  }

  function inTransaction(mode, work) {
    return openDatabase().then((database) => new Promise((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      let result;
      work(transaction.objectStore(STORE), (value) => { result = value; });
      transaction.oncomplete = () => { database.close(); resolve(result); };
      transaction.onerror = () => { database.close(); reject(transaction.error); };
      transaction.onabort = () => { database.close(); reject(transaction.error || new Error("abgebrochen")); };
    }));
  }

  /** The stored copy as bytes if its key is ``key`` and its checksum matches, else null (also
   * when nothing can be read). A damaged copy is forgotten. */
  async function readSnapshot(key) {
    try {
      const record = await inTransaction("readonly", (store, keep) => {
        const request = store.get(RECORD);
        request.onsuccess = () => keep(request.result);
      });
      if (!record || record.key !== key) return null;
      const bytes = new Uint8Array(await record.bytes.arrayBuffer());
      if (record.checksum !== checksum(bytes)) {
        console.warn("Gespeicherter Stand der Engine beschädigt (Prüfsumme falsch), Python startet neu.");
        await forgetSnapshot();
        return null;
      }
      return bytes;
    } catch (error) {
      console.warn("Gespeicherter Stand der Engine nicht lesbar:", error);
      return null;
    }
  }

  /** Store ``bytes`` under ``key`` in place of any older copy. Rejects when the browser refuses. */
  function storeSnapshot(key, bytes) {
    // A Blob: Chromium keeps large values as a file of their own instead of in the database.
    const record = { key, checksum: checksum(bytes), bytes: new Blob([bytes]) };
    return inTransaction("readwrite", (store) => { store.put(record, RECORD); });
  }

  /** Remove the stored copy (it is damaged or failed to start). */
  function forgetSnapshot() {
    return inTransaction("readwrite", (store) => { store.delete(RECORD); }).catch(() => {});
  }

  // Python run once Pyodide has started: the engine on its path and ready (holdem.web.prepare),
  // then, before the copy is made, the first tools' modules (holdem.web.import_tools). What runs
  // before the copy decides its size: Pyodide restores a copy only into the memory of a fresh
  // start (~30 MB); a larger one fails (raise FORMAT when this changes).
  const ENGINE_DIR = "/home/pyodide/engine";
  const ENGINE_SETUP = `import sys; sys.path.insert(0, '${ENGINE_DIR}'); import holdem.web; `
    + `holdem.web.prepare('${ENGINE_DIR}')`;
  const IMPORT_TOOLS = "import holdem.web; holdem.web.import_tools()";

  // The engine's files live in Pyodide's file system, which is not part of the memory copy:
  // unpacked on every start (a few hundredths of a second).
  function unpackEngine(pyodide, core) {
    pyodide.unpackArchive(core, "zip", { extractDir: ENGINE_DIR });
  }

  /** Python with the engine, ready to answer. ``startPython(options)`` is loadPyodide with the
   * runtime's files (engine-files.js) and these options added; ``core`` the bytes of
   * holdem-core.zip. With ``snapshot`` (a stored copy) Python starts from it; a copy that fails
   * to start is given up (``forget()``, if given, removes it from storage) and Python starts
   * anew. A fresh start with ``makeCopy`` makes the copy for the next visit now, before any
   * answer: the answers' memory could grow Python's past the size Pyodide restores a copy into.
   * ``progress(fraction, message, fromSnapshot)`` and ``mark(step)`` follow the start;
   * ``freshStep`` is the [fraction, message] reported when Python starts anew.
   * Resolves with {call: holdem.web.call, pyodide, startedFrom: "snapshot" or "fresh", copy:
   * the bytes of the new copy or null}. */
  async function startEngine({ startPython, core, snapshot = null, makeCopy = false, forget = null,
    progress = () => {}, mark = () => {}, freshStep = [0.6, "Die Engine wird geladen … (Python startet)"] }) {
    if (snapshot) {
      progress(0.6, "Die Engine wird geladen … (gespeicherter Stand vom letzten Besuch)", true);
      try {
        const pyodide = await startPython({ _loadSnapshot: snapshot });
        mark("python");
        unpackEngine(pyodide, core);
        const call = pyodide.pyimport("holdem.web").call;
        mark("engine");
        return { call, pyodide, startedFrom: "snapshot", copy: null };
      } catch (error) {
        console.warn("Gespeicherter Stand der Engine unbrauchbar, Python startet neu:", error);
        if (forget) await forget();
      }
    }
    progress(freshStep[0], freshStep[1], false);
    const pyodide = await startPython(makeCopy ? { _makeSnapshot: true } : {});
    mark("python");
    progress(0.85, "Die Engine wird geladen … (Regeln der Engine)", false);
    unpackEngine(pyodide, core);
    mark("unpacked");
    pyodide.runPython(ENGINE_SETUP);
    let copy = null;
    if (makeCopy) {
      try {
        pyodide.runPython(IMPORT_TOOLS);
        copy = pyodide.makeMemorySnapshot();
      } catch (error) {
        console.warn("Stand der Engine nicht gespeichert (der nächste Besuch startet Python neu):", error);
      }
    }
    const call = pyodide.pyimport("holdem.web").call;
    mark("engine");
    return { call, pyodide, startedFrom: "fresh", copy };
  }

  scope.HoldemEngineSnapshot = {
    snapshotKey, readSnapshot, storeSnapshot, forgetSnapshot, checksum, startEngine,
    source: `(${engineSnapshot})(globalThis);\n`,
  };
})(globalThis);
