"""The Werkstatt's repeat visit in Debian's Chromium, over http and from file://: the engine starts
from the copy of Python's memory that the first visit stored in IndexedDB
(book/_ext/werkstatt/engine-snapshot.js) and answers exactly as a freshly started engine does; a
copy of another build or a damaged one is not used (Python starts anew and stores a new copy),
without an error on the page.

Runs against the built site (tools/build-site); how long the visits take is measured in
benchmarks/werkstatt.py, not here. Every request that leaves the machine is blocked and counted.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import chromium_context

READY_MS = 120_000  # Pyodide's first start on a loaded two-core machine: well under this
WERKSTATT = "book/werkstatt.html"

# One request per tool (all five answer deterministically, the sampled equity from its seed)
# and one bad input.
REQUESTS: dict[str, tuple[str, dict[str, Any]]] = {
    "hand": ("hand_eval", {"cards": "Ah Kh Qh Jh Th 2c 3d"}),
    "pots": ("pots", {"contributions": [25, 100, 100, 100], "button": 0, "board": "2h 7h 9h Js 3c",
                      "hands": ["AhAd", "KsKc", "7c7d", "2c2d"]}),
    "equity": ("equity", {"hands": ["As Ah", "Kd Kc"], "samples": 2000, "chunk": 0}),
    "own_hand": ("own_hand", {"setup": {"players": 6, "stacks": 200, "button": 0},
                              "actions": [{"kind": "call"}, {"kind": "raise", "to": 8}, {"kind": "call"}]}),
    "drill": ("drills", {"action": "new", "seed": 17, "index": 0, "level": 1, "kind": "mixed"}),
    "bad card": ("hand_eval", {"cards": "Ah Kx Qh Jh Th"}),
}

ANSWERS_JS = """async (requests) => {
  const answers = {};
  for (const [name, [tool, request]] of Object.entries(requests)) answers[name] = await HoldemEngine.call(tool, request);
  return answers;
}"""

# The stored record, changed from the page (same origin as the worker): "key" gives it another
# build's key, "bytes" keeps the key but damages the memory copy.
SPOIL_JS = """(what) => new Promise((resolve, reject) => {
  const open = indexedDB.open("holdem-werkstatt", 1);
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const transaction = open.result.transaction("engine", "readwrite");
    const store = transaction.objectStore("engine");
    const get = store.get("snapshot");
    get.onsuccess = () => {
      const record = get.result;
      if (what === "key") record.key = "0/another-build";
      else record.bytes = new Blob([new Uint8Array(record.bytes.size).fill(7)]);
      store.put(record, "snapshot");
    };
    // Only a committed change is seen by the next visit.
    transaction.oncomplete = () => { open.result.close(); resolve(); };
    transaction.onerror = () => reject(transaction.error);
  };
})"""


def page_url(origin: str, site: Path, base_url: str) -> str:
    return (site / WERKSTATT).as_uri() if origin == "file" else base_url + WERKSTATT


def visit(page: Any, url: str) -> str:
    """Open the Werkstatt, wait until the engine is ready and return how it started."""
    page.goto(url)
    page.wait_for_function("document.documentElement.dataset.werkstatt === 'ready'", timeout=READY_MS)
    return page.evaluate("HoldemEngine.startedFrom")


def wait_stored(page: Any) -> str:
    page.wait_for_function("document.documentElement.dataset.werkstattSnapshot", timeout=READY_MS)
    return page.evaluate("HoldemEngine.snapshot")


@pytest.mark.parametrize("origin", ["http", "file"])
def test_repeat_visit_starts_from_the_stored_engine_and_answers_the_same(playwright, site, base_url, origin) -> None:
    url = page_url(origin, site, base_url)
    with chromium_context(origin, playwright=playwright) as (context, traffic):
        page = context.new_page()
        assert visit(page, url) == "fresh"
        fresh = page.evaluate(ANSWERS_JS, REQUESTS)
        assert wait_stored(page) == "stored"
        assert visit(page, url) == "snapshot"
        assert page.evaluate("HoldemEngine.mode") == "worker"
        restored = page.evaluate(ANSWERS_JS, REQUESTS)
        # The copy holds nothing the new visit should not have: no stored copy is made again.
        assert page.evaluate("HoldemEngine.snapshot") is None
        assert traffic.blocked == [] and traffic.page_errors == [] and traffic.console_errors == []
    for name in REQUESTS:
        assert json.dumps(restored[name], sort_keys=True) == json.dumps(fresh[name], sort_keys=True), name
    assert restored["hand"]["ok"] and restored["hand"]["category"] == "Royal Flush"
    assert restored["pots"]["ok"] and restored["drill"]["ok"] and restored["own_hand"]["ok"]
    assert restored["equity"]["ok"] and restored["equity"]["boards_done"] > 0
    assert restored["bad card"]["ok"] is False
    assert "'Kx' ist keine Karte" in restored["bad card"]["error"]


@pytest.mark.parametrize(("origin", "spoiled"), [("http", "key"), ("http", "bytes"), ("file", "bytes")])
def test_copy_of_another_build_or_damaged_is_not_used(playwright, site, base_url, origin, spoiled: str) -> None:
    url = page_url(origin, site, base_url)
    with chromium_context(origin, playwright=playwright) as (context, traffic):
        page = context.new_page()
        assert visit(page, url) == "fresh"
        assert wait_stored(page) == "stored"
        page.evaluate(SPOIL_JS, spoiled)
        assert visit(page, url) == "fresh"
        answer = page.evaluate("HoldemEngine.call('hand_eval', {cards: 'Ah Kh Qh Jh Th'})")
        assert answer["ok"] and answer["category"] == "Royal Flush"
        # A good copy replaces the spoilt one, and the next visit starts from it.
        assert wait_stored(page) == "stored"
        assert visit(page, url) == "snapshot"
        assert page.inner_text("#werkstatt-status .werkstatt-status-text") == "Die Engine ist bereit."
        assert traffic.blocked == [] and traffic.page_errors == [] and traffic.console_errors == []
