// book/_ext/werkstatt/engine-snapshot.js: the key and checksum of the stored copy of Python's
// memory, and that a damaged copy never comes back from readSnapshot.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load, page } from "./browser-script.mjs";

const SCRIPT = "book/_ext/werkstatt/engine-snapshot.js";
const quiet = { warn() {}, log() {}, error() {} };

/** An IndexedDB with one database and one object store, answering asynchronously as browsers do. */
function fakeIndexedDB() {
  const data = new Map();
  const database = {
    transaction() {
      const transaction = {};
      const store = {
        get(key) {
          const request = {};
          queueMicrotask(() => { request.result = data.get(key); if (request.onsuccess) request.onsuccess(); });
          return request;
        },
        put(value, key) { data.set(key, value); },
        delete(key) { data.delete(key); },
      };
      transaction.objectStore = () => store;
      setTimeout(() => transaction.oncomplete(), 0);
      return transaction;
    },
    close() {},
  };
  return {
    data,
    open() {
      const request = {};
      setTimeout(() => { request.result = database; request.onsuccess(); }, 0);
      return request;
    },
  };
}

function snapshotModule(extra = {}) {
  return load(page({ console: quiet, Blob, ...extra }), SCRIPT).HoldemEngineSnapshot;
}

function bytes(length, seed = 1) {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) { x = (Math.imul(x, 1103515245) + 12345) >>> 0; out[i] = x >>> 24; }
  return out;
}

test("checksum names the length and is the same for the same bytes", () => {
  const { checksum } = snapshotModule();
  const data = bytes(4099);
  assert.match(checksum(data), /^4099\/[0-9a-f]{1,8}$/);
  assert.equal(checksum(data), checksum(data.slice()));
  assert.notEqual(checksum(data), checksum(bytes(4099, 2)));
});

test("checksum changes when any single byte is flipped, in the words and in the tail", () => {
  const { checksum } = snapshotModule();
  const data = bytes(1027);  // 256 words and a tail of 3 bytes
  const original = checksum(data);
  for (let i = 0; i < data.length; i++) {
    for (const bit of [0x01, 0x80]) {
      const damaged = data.slice();
      damaged[i] ^= bit;
      assert.notEqual(checksum(damaged), original, `byte ${i}, bit ${bit}`);
    }
  }
});

test("checksum sees a copy cut short or grown by zero bytes", () => {
  const { checksum } = snapshotModule();
  const data = bytes(64);
  const longer = new Uint8Array(68);
  longer.set(data);
  assert.notEqual(checksum(data.subarray(0, 60)), checksum(data));
  assert.notEqual(checksum(longer), checksum(data));
});

test("checksum of an unaligned view equals that of an aligned copy", () => {
  const { checksum } = snapshotModule();
  const buffer = bytes(1001);
  const view = buffer.subarray(1);  // byteOffset 1: not a multiple of 4
  assert.equal(view.byteOffset % 4, 1);
  assert.equal(checksum(view), checksum(view.slice()));
});

test("snapshotKey changes with the runtime and with every byte of the engine zip", () => {
  const { snapshotKey } = snapshotModule();
  const core = bytes(500);
  const key = snapshotKey("0.28.0", core);
  assert.match(key, /^\d+\/0\.28\.0\/500\/[0-9a-f]+$/);
  assert.equal(snapshotKey("0.28.0", core.slice()), key);
  assert.notEqual(snapshotKey("0.28.1", core), key);
  const changed = core.slice();
  changed[250] ^= 1;
  assert.notEqual(snapshotKey("0.28.0", changed), key);
});

test("a stored copy comes back unchanged under its key and not under another", async () => {
  const indexedDB = fakeIndexedDB();
  const snapshot = snapshotModule({ indexedDB });
  const data = bytes(2048);
  await snapshot.storeSnapshot("k1", data);
  const back = await snapshot.readSnapshot("k1");
  assert.ok(back);
  assert.deepEqual(Array.from(back), Array.from(data));
  assert.equal(await snapshot.readSnapshot("k2"), null);
});

test("a damaged copy is refused and forgotten", async () => {
  const indexedDB = fakeIndexedDB();
  const snapshot = snapshotModule({ indexedDB });
  const data = bytes(2048);
  await snapshot.storeSnapshot("k1", data);
  const record = indexedDB.data.get("snapshot");
  const damaged = data.slice();
  damaged[1000] ^= 0x10;
  record.bytes = new Blob([damaged]);  // the checksum stored beside it stays the old one
  assert.equal(await snapshot.readSnapshot("k1"), null);
  assert.equal(indexedDB.data.has("snapshot"), false);
});

test("without IndexedDB nothing is read and storing rejects", async () => {
  const snapshot = snapshotModule();
  assert.equal(await snapshot.readSnapshot("k1"), null);
  await assert.rejects(snapshot.storeSnapshot("k1", bytes(8)));
});
