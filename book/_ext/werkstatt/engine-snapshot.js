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
 * A plain script, so that a page opened as a file can load it too (engine.js keeps the copy
 * there for its blob worker, which has no storage of its own); the module worker imports it for
 * its side effect. Both find the functions in globalThis.HoldemEngineSnapshot:
 *   snapshotKey(runtime, coreBytes) -> string, readSnapshot(key) -> Promise<Uint8Array|null>,
 *   storeSnapshot(key, bytes) -> Promise, forgetSnapshot() -> Promise.
 */

(function (scope) {
  "use strict";

  const DATABASE = "holdem-werkstatt";
  const STORE = "engine";
  const RECORD = "snapshot";
  // Raise when the workers (engine-worker.mjs, engine.js) change what they do before the copy.
  const FORMAT = 1;

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

  /** The stored copy as bytes if its key is ``key``, else null (also when nothing can be read). */
  async function readSnapshot(key) {
    try {
      const record = await inTransaction("readonly", (store, keep) => {
        const request = store.get(RECORD);
        request.onsuccess = () => keep(request.result);
      });
      if (!record || record.key !== key) return null;
      return new Uint8Array(await record.bytes.arrayBuffer());
    } catch (error) {
      console.warn("Gespeicherter Stand der Engine nicht lesbar:", error);
      return null;
    }
  }

  /** Store ``bytes`` under ``key`` in place of any older copy. Rejects when the browser refuses. */
  function storeSnapshot(key, bytes) {
    // A Blob: Chromium keeps large values as a file of their own instead of in the database.
    const record = { key, bytes: new Blob([bytes]) };
    return inTransaction("readwrite", (store) => { store.put(record, RECORD); });
  }

  /** Remove the stored copy (it failed to start). */
  function forgetSnapshot() {
    return inTransaction("readwrite", (store) => { store.delete(RECORD); }).catch(() => {});
  }

  scope.HoldemEngineSnapshot = { snapshotKey, readSnapshot, storeSnapshot, forgetSnapshot };
})(globalThis);
