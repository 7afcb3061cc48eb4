"""The Werkstatt's repeat visit in Debian's Chromium, over http and from file://: the engine starts
from the copy of Python's memory that the first visit stored in IndexedDB
(book/_ext/werkstatt/engine-snapshot.js) and answers exactly as a freshly started engine does; a
copy of another build or a damaged one is not used (Python starts anew and stores a new copy),
without an error on the page.

A damaged copy never hangs the page (book/_ext/werkstatt/engine.js): 199 flipped bytes are caught
by the copy's checksum; the same damage with a matching checksum (damaged before it was summed)
by the copy's first question, which crashes Pyodide; a call without an answer in time stops the
worker, says so in German, forgets the copy and starts the engine anew. Each time the page
answers and the next visit starts from a good copy.

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
# build's key, "bytes" keeps the key but fills the memory copy with one byte value, "flip" flips
# 199 bytes spread over the copy and keeps key and checksum, "words" changes the text "Royal Flush"
# in Python's memory to "Royal Flash" and stores the checksum of the changed bytes with them (as if
# the copy had been damaged before it was summed: it starts, and answers wrong).
SPOIL_JS = """async (what) => {
  if (!window.HoldemEngineSnapshot) await new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "../_static/werkstatt/engine-snapshot.js";
    script.onload = resolve;
    script.onerror = reject;
    document.head.appendChild(script);
  });
  const open = await new Promise((resolve, reject) => {
    const request = indexedDB.open("holdem-werkstatt", 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const record = await new Promise((resolve, reject) => {
    const get = open.transaction("engine").objectStore("engine").get("snapshot");
    get.onsuccess = () => resolve(get.result);
    get.onerror = () => reject(get.error);
  });
  if (what === "key") record.key = "0/another-build";
  else if (what === "bytes") record.bytes = new Blob([new Uint8Array(record.bytes.size).fill(7)]);
  else if (what === "flip") {
    const bytes = new Uint8Array(await record.bytes.arrayBuffer());
    let x = 1;
    for (let i = 0; i < 199; i++) {
      x = (Math.imul(x, 1103515245) + 12345) >>> 0;
      bytes[x % bytes.length] ^= 0xff;
    }
    record.bytes = new Blob([bytes]);
  } else {
    const bytes = new Uint8Array(await record.bytes.arrayBuffer());
    const text = new TextEncoder().encode("Royal Flush");
    for (let i = bytes.indexOf(text[0]); i >= 0; i = bytes.indexOf(text[0], i + 1)) {
      if (text.every((byte, j) => bytes[i + j] === byte)) bytes[i + 7] = "a".charCodeAt(0);
    }
    record.bytes = new Blob([bytes]);
    record.checksum = HoldemEngineSnapshot.checksum(bytes);
  }
  // Only a committed change is seen by the next visit.
  await new Promise((resolve, reject) => {
    const transaction = open.transaction("engine", "readwrite");
    transaction.objectStore("engine").put(record, "snapshot");
    transaction.oncomplete = resolve;
    transaction.onerror = () => reject(transaction.error);
  });
  open.close();
}"""

# A call right after the page opens, with a deadline of its own: the answer, or "keine Antwort".
ANSWER_IN_TIME_JS = """(seconds) => Promise.race([
  HoldemEngine.call("hand_eval", {cards: "Ah Kh Qh Jh Th"}).then((answer) => answer.category, (error) => String(error)),
  new Promise((resolve) => setTimeout(() => resolve("keine Antwort"), seconds * 1000)),
])"""


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


@pytest.mark.parametrize(("origin", "spoilings"), [("http", ("key", "bytes", "flip")), ("file", ("bytes", "flip"))],
                         ids=["http", "file"])
def test_copy_of_another_build_or_damaged_is_not_used(playwright, site, base_url, origin, spoilings) -> None:
    """Each way of spoiling the stored copy in turn (one browser, so each fresh start stores the
    good copy that the next spoiling damages): the next visit starts anew and answers right."""
    url = page_url(origin, site, base_url)
    with chromium_context(origin, playwright=playwright) as (context, traffic):
        page = context.new_page()
        assert visit(page, url) == "fresh"
        assert wait_stored(page) == "stored"
        for spoiled in spoilings:
            page.evaluate(SPOIL_JS, spoiled)
            assert visit(page, url) == "fresh", spoiled
            assert page.evaluate(ANSWER_IN_TIME_JS, CALL_S) == "Royal Flush", spoiled
            # A good copy replaces the spoilt one.
            assert wait_stored(page) == "stored", spoiled
        # The next visit starts from it.
        assert visit(page, url) == "snapshot"
        assert page.inner_text("#werkstatt-status .werkstatt-status-text") == "Die Engine ist bereit."
        assert traffic.blocked == [] and traffic.page_errors == [] and traffic.console_errors == []


STATUS = "#werkstatt-status .werkstatt-status-text"
CALL_S = 20  # engine.js: timeouts.call
# engine.js: the longest a damaged copy can keep the page waiting (its start, its first question)
# plus a fresh start.
DAMAGED_S = 30 + 20 + READY_MS / 1000


@pytest.mark.parametrize("origin", ["http", "file"])
def test_copy_that_passes_its_checksum_but_answers_wrong_is_not_trusted(playwright, site, base_url, origin) -> None:
    """A copy damaged before it was summed starts without complaint (as a copy with 199 flipped
    bytes may, then crashing Pyodide on the first call, or answering wrong). The page's own
    first question finds it out before "bereit": the worker is replaced by a fresh one, the copy
    forgotten, and a reader's question asked at once is answered right."""
    url = page_url(origin, site, base_url)
    with chromium_context(origin, playwright=playwright) as (context, traffic):
        page = context.new_page()
        assert visit(page, url) == "fresh"
        assert wait_stored(page) == "stored"
        page.evaluate(SPOIL_JS, "words")
        page.goto(url)
        assert page.evaluate(ANSWER_IN_TIME_JS, DAMAGED_S) == "Royal Flush"
        assert page.evaluate("[HoldemEngine.startedFrom, HoldemEngine.mode]") == ["fresh", "worker"]
        assert page.inner_text(STATUS) == "Die Engine ist bereit."
        # The fresh engine stores a good copy, and the next visit starts from it.
        assert wait_stored(page) == "stored"
        assert visit(page, url) == "snapshot"
        assert page.evaluate(ANSWER_IN_TIME_JS, CALL_S) == "Royal Flush"
        assert traffic.blocked == [] and traffic.page_errors == [] and traffic.console_errors == []


# Counts how often the page forgets the stored copy (engine-snapshot.js, loaded if need be).
COUNT_FORGET_JS = """async () => {
  if (!window.HoldemEngineSnapshot) await new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = "../_static/werkstatt/engine-snapshot.js";
    script.onload = resolve;
    script.onerror = reject;
    document.head.appendChild(script);
  });
  const forget = HoldemEngineSnapshot.forgetSnapshot;
  window.forgotten = 0;
  HoldemEngineSnapshot.forgetSnapshot = () => { window.forgotten += 1; return forget(); };
}"""

EQUITY_STATE = "document.querySelector('#werkstatt-equity .werkstatt-mount').dataset.state"


@pytest.mark.parametrize("origin", ["http", "file"])
def test_call_without_an_answer_in_time_says_so_and_the_engine_starts_anew(playwright, site, base_url,
                                                                           origin) -> None:
    """A call the worker does not answer within HoldemEngine.timeouts.call (shortened here to
    1 ms, less than one chunk of the equity tool takes): the tool says in German what happened,
    the worker is stopped, the stored copy forgotten and a fresh engine answers the next click."""
    url = page_url(origin, site, base_url)
    with chromium_context(origin, playwright=playwright) as (context, traffic):
        page = context.new_page()
        assert visit(page, url) == "fresh"
        assert wait_stored(page) == "stored"
        assert visit(page, url) == "snapshot"
        page.wait_for_function(EQUITY_STATE, timeout=READY_MS)  # the tool's own first run is over
        page.evaluate(COUNT_FORGET_JS)
        page.evaluate("HoldemEngine.timeouts.call = 0.001")
        tool = page.locator("#werkstatt-equity")
        tool.get_by_role("button", name="Berechnen").click()
        alert = tool.get_by_role("alert")
        alert.wait_for(timeout=CALL_S * 1000)
        assert alert.inner_text() == ("Die Engine hat 0.001 s lang nicht geantwortet. Sie startet neu, ohne den "
                                      "gespeicherten Stand vom letzten Besuch; bitte gleich noch einmal versuchen.")
        page.evaluate("HoldemEngine.timeouts.call = 20")
        page.wait_for_function("document.documentElement.dataset.werkstatt === 'ready'", timeout=READY_MS)
        assert page.evaluate("[HoldemEngine.startedFrom, HoldemEngine.restarts, window.forgotten]") == ["fresh", 1, 1]
        assert page.inner_text(STATUS) == "Die Engine ist bereit."
        tool.get_by_role("button", name="Berechnen").click()
        page.wait_for_function(EQUITY_STATE + " === 'done'", timeout=READY_MS)
        assert "Geschätzt aus 20.000 zufälligen Boards" in tool.inner_text()
        assert wait_stored(page) == "stored"
        assert visit(page, url) == "snapshot"
        assert traffic.blocked == [] and traffic.page_errors == [] and traffic.console_errors == []


def test_click_while_loading_says_how_far_the_engine_is(playwright, site, base_url) -> None:
    """A click before the engine is ready is answered at once with the loading state, then with
    the engine's answer."""
    with chromium_context("http", playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto(page_url("http", site, base_url))
        tool = page.locator("#werkstatt-hand_eval")
        tool.get_by_label("Karten", exact=True).first.fill("Ah Kh Qh Jh Th")
        tool.get_by_role("button", name="Bewerten", exact=True).click()
        if page.evaluate("document.documentElement.dataset.werkstatt") != "ready":
            busy = tool.locator(".werkstatt-busy").first.inner_text()
            assert busy.startswith("Die Antwort folgt, sobald die Engine bereit ist. Stand: Die Engine wird geladen")
        page.wait_for_function("(el) => el.textContent.includes('Royal Flush')", arg=tool.element_handle(),
                               timeout=READY_MS)
        assert traffic.blocked == [] and traffic.page_errors == [] and traffic.console_errors == []
