// book/_ext/static/holdem-record.js: the learning record. An answer is kept per rule ID; a file
// is imported only when every part of it is valid, otherwise the record stays exactly as it was.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load, page, plain, root } from "./browser-script.mjs";

const SCRIPT = "book/_ext/static/holdem-record.js";
const KEY = "holdem-lernstand";
const UNCHANGED = "Der Lernstand bleibt unverändert.";
const DAY = 24 * 3600 * 1000;

function freshRecord(extra) {
  const context = load(page(extra), SCRIPT);
  return { context, record: context.HoldemRecord, storage: context.localStorage };
}

const iso = (ms) => new Date(ms).toISOString();

function file(rules, overrides = {}) {
  return JSON.stringify({ format: "holdem-lernstand", version: 1, rules, ...overrides });
}

test("an answer is recorded for each known rule once; unknown IDs and bad attempts are left out", () => {
  const { record, storage } = freshRecord();
  assert.equal(record.isEmpty(), true);
  assert.deepEqual(plain(record.add(["B5", "B5", "Z9", "G1"], { source: "quiz", correct: true, item: "blinds/3" })), ["B5", "G1"]);
  assert.deepEqual(plain(record.add(["B5"], { source: "gossip", correct: true })), []);
  assert.deepEqual(plain(record.add(["B5"], { source: "quiz", correct: "yes" })), []);
  const attempts = plain(record.attempts("B5"));
  assert.equal(attempts.length, 1);
  assert.equal(attempts[0].source, "quiz");
  assert.equal(attempts[0].correct, true);
  assert.equal(attempts[0].item, "blinds/3");
  assert.deepEqual(Object.keys(JSON.parse(storage.getItem(KEY)).rules).sort(), ["B5", "G1"]);
  assert.equal(record.isEmpty(), false);
});

test("an export imports again into another browser unchanged", () => {
  const first = freshRecord().record;
  first.add(["W3"], { source: "drill", correct: false, item: "ueben/7" });
  first.add(["W3", "L4"], { source: "exam", correct: true });
  const text = first.exportText();
  const second = freshRecord().record;
  assert.deepEqual(plain(second.importText(text)), { ok: true, rules: 2, attempts: 3 });
  assert.deepEqual(plain(second.attempts("W3")), plain(first.attempts("W3")));
  assert.deepEqual(plain(second.attempts("L4")), plain(first.attempts("L4")));
});

test("import sorts the attempts by time and keeps at most the last 1000 of a rule", () => {
  const { record } = freshRecord();
  const start = Date.UTC(2025, 0, 1);
  const list = [];
  for (let i = 1004; i >= 0; i--) list.push({ time: iso(start + i * 60000), source: "quiz", correct: i % 2 === 0 });
  assert.equal(record.importText(file({ K2: list })).attempts, 1000);
  const kept = plain(record.attempts("K2"));
  assert.equal(kept.length, 1000);
  assert.equal(kept[0].time, iso(start + 5 * 60000));
  assert.equal(kept[999].time, iso(start + 1004 * 60000));
});

const good = { time: "2025-03-01T10:00:00.000Z", source: "quiz", correct: true };
const damaged = {
  "an empty file": "   ",
  "no JSON": "{\"format\": \"holdem-lernstand\",",
  "another format": file({}, { format: "something-else" }),
  "another version": file({}, { version: 2 }),
  "no rules": file(null),
  "an unknown rule": file({ Q1: [good] }),
  "attempts not a list": file({ B5: good }),
  "an attempt that is no object": file({ B5: [good, 3] }),
  "no time": file({ B5: [{ ...good, time: undefined }] }),
  "a time that is no date": file({ B5: [{ ...good, time: "gestern" }] }),
  "a time before 2000": file({ B5: [{ ...good, time: "1999-12-31T23:59:59.000Z" }] }),
  "a time in the future": file({ B5: [{ ...good, time: iso(Date.now() + 3 * DAY) }] }),
  "an unknown source": file({ B5: [{ ...good, source: "rumour" }] }),
  "correct not a boolean": file({ B5: [{ ...good, correct: 1 }] }),
  "an overlong item": file({ B5: [{ ...good, item: "x".repeat(201) }] }),
  "one bad attempt after good ones": file({ B5: [good, good], G1: [good, { ...good, source: 7 }] }),
};

for (const [what, text] of Object.entries(damaged)) {
  test(`a file with ${what} is refused and the record stays unchanged`, () => {
    const { record, storage } = freshRecord();
    record.add(["D2"], { source: "quiz", correct: true });
    const before = storage.getItem(KEY);
    let told = 0;
    record.onChange(() => { told += 1; });
    const result = plain(record.importText(text));
    assert.equal(result.ok, false);
    assert.ok(result.message.endsWith(UNCHANGED), result.message);
    assert.equal(storage.getItem(KEY), before);
    assert.equal(told, 0);
    assert.equal(plain(record.attempts("D2")).length, 1);
  });
}

test("a damaged record in storage reads as empty and is replaced by the next answer", () => {
  const { context, record, storage } = freshRecord();
  storage.setItem(KEY, "{not json");
  assert.equal(record.isEmpty(), true);
  storage.setItem(KEY, file({ B5: [{ ...good, source: "rumour" }] }));
  assert.equal(record.isEmpty(), true);
  record.add(["B5"], { source: "review", correct: false });
  assert.equal(JSON.parse(storage.getItem(KEY)).rules.B5.length, 1);
  assert.equal(context.HoldemRecord, record);
});

test("a browser that refuses storage keeps the answers for this visit", () => {
  const { record, storage } = freshRecord();
  storage.refuse = true;
  record.add(["S3"], { source: "quiz", correct: true });
  record.add(["S3"], { source: "quiz", correct: false });
  assert.equal(storage.getItem(KEY), null);
  assert.equal(plain(record.attempts("S3")).length, 2);
});

test("listeners hear of an answer here and of a change in another tab", () => {
  const { context, record } = freshRecord();
  let told = 0;
  record.onChange(() => { told += 1; });
  record.add(["A1"], { source: "quiz", correct: true });
  assert.equal(told, 1);
  context.dispatch("storage", { key: KEY });
  context.dispatch("storage", { key: "something-else" });
  assert.equal(told, 2);
  record.clear();
  assert.equal(told, 3);
  assert.equal(record.isEmpty(), true);
});

test("without FSRS a rule is neu, geuebt, then sicher after two right answers in a row", () => {
  const { record } = freshRecord();
  assert.equal(record.hasSchedule(), false);
  assert.equal(record.status("R4").state, "neu");
  record.add(["R4"], { source: "drill", correct: true });
  assert.equal(record.status("R4").state, "geuebt");
  record.add(["R4"], { source: "drill", correct: true });
  const status = plain(record.status("R4"));
  assert.equal(status.state, "sicher");
  assert.equal(status.attempts, 2);
  assert.equal(status.right, 2);
  assert.equal(status.due, null);
  record.add(["R4"], { source: "drill", correct: false });
  assert.equal(record.status("R4").state, "geuebt");
});

test("with FSRS a rule answered right long ago is due, one answered wrong just now is not", () => {
  const context = page();
  load(context, "node_modules/ts-fsrs/dist/index.umd.js");
  assert.equal(typeof context.FSRS.fsrs, "function", `ts-fsrs' UMD build under ${root}node_modules`);
  load(context, SCRIPT);
  const record = context.HoldemRecord;
  assert.equal(record.hasSchedule(), true);
  const old = iso(Date.now() - 200 * DAY);
  record.importText(file({ B5: [{ time: old, source: "quiz", correct: true }] }));
  record.add(["G1"], { source: "quiz", correct: false });
  const all = plain(record.statuses());
  assert.equal(all.B5.state, "faellig");
  assert.ok(all.B5.due <= Date.now());
  assert.equal(all.G1.state, "geuebt");
  assert.ok(all.G1.due > Date.now() - 1000);
  assert.equal(all.C18.state, "neu");
  assert.deepEqual(Object.keys(all), plain(record.RULE_IDS));
});

test("due lists the rules FSRS has come due, the longest due first; nextDue is the next date after now", () => {
  const context = page();
  load(context, "node_modules/ts-fsrs/dist/index.umd.js");
  load(context, SCRIPT);
  const record = context.HoldemRecord;
  const now = Date.now();
  record.importText(file({
    B5: [{ time: iso(now - 30 * DAY), source: "quiz", correct: true }],
    G1: [{ time: iso(now - 200 * DAY), source: "quiz", correct: true }],
  }));
  record.add(["W3"], { source: "drill", correct: true });
  assert.deepEqual(plain(record.due(now)), ["G1", "B5"]);
  const next = record.nextDue(now);
  assert.equal(next, record.status("W3", now).due);
  assert.ok(next > now);
  // A review answered right now: B5 leaves the list, and its next review lies further ahead than W3's first.
  record.add(["B5"], { source: "review", correct: true });
  assert.deepEqual(plain(record.due(now + 1000)), ["G1"]);
  assert.ok(record.status("B5", now + 1000).due > record.status("W3", now + 1000).due);
  assert.deepEqual(plain(record.due(next + 1)).sort(), ["G1", "W3"]);
});

test("without FSRS nothing is due and no date is next", () => {
  const { record } = freshRecord();
  record.add(["B5"], { source: "quiz", correct: false });
  assert.deepEqual(plain(record.due(Date.now() + 400 * DAY)), []);
  assert.equal(record.nextDue(), null);
});
