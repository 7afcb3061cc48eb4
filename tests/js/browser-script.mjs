// Runs one of the book's plain browser scripts in a fresh vm context that stands in for a page:
// the context is its own `window`/`self`/`globalThis`, with a localStorage kept in a Map.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

export const root = fileURLToPath(new URL("../../", import.meta.url));

/** A localStorage over a Map; `refuse` makes setItem throw as a full or private browser's does. */
export function fakeStorage() {
  const items = new Map();
  return {
    items,
    refuse: false,
    getItem(key) { return items.has(key) ? items.get(key) : null; },
    setItem(key, value) {
      if (this.refuse) throw new Error("QuotaExceededError");
      items.set(key, String(value));
    },
    removeItem(key) { items.delete(key); },
  };
}

/** A new page: `extra` names further globals (indexedDB, Blob …). Returns the context. */
export function page(extra = {}) {
  const listeners = {};
  const context = {
    console,
    localStorage: fakeStorage(),
    setTimeout,
    clearTimeout,
    addEventListener(type, fn) { (listeners[type] ||= []).push(fn); },
    dispatch(type, event) { (listeners[type] || []).forEach((fn) => fn(event)); },
    ...extra,
  };
  context.window = context;
  context.self = context;
  vm.createContext(context);
  return context;
}

/** Runs the script at `path` (relative to the repository) in `context`. */
export function load(context, path) {
  vm.runInContext(readFileSync(root + path, "utf8"), context, { filename: path });
  return context;
}

/** A value made inside a context as a plain value of this realm (for deepStrictEqual). */
export const plain = (value) => JSON.parse(JSON.stringify(value));
