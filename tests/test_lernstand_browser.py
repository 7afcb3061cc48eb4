"""The learning record (book/_ext/static/holdem-record.js) and the page "Lernstand" in Debian's
Chromium, offline, from file:// and over http: answering a quiz question changes the status of
exactly that question's rule IDs; export → reset → import gives the same record back; a damaged
file, or one of another version, is refused with a German message and changes nothing; a right
answer comes due after some days (a fake clock); no request leaves the machine.

One group of tests runs on pages made from the extensions' HTML and the local scripts (no build
needed), one on the built site (after `bash tools/build-site`)."""

from __future__ import annotations

import json
import re
import shutil
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from browser_helpers import chromium_context, serve

from holdem.quiz import quiz_data
from holdem.rule_ids import RULE_IDS

ROOT = Path(__file__).resolve().parent.parent
EXT = ROOT / "book" / "_ext"
FSRS = ROOT / "node_modules" / "ts-fsrs" / "dist" / "index.umd.js"
sys.path.insert(0, str(EXT))
import lernstand as lernstand_ext  # noqa: E402
import quiz as quiz_ext  # noqa: E402

CHAPTER = "all-in"
UNCHANGED = "Der Lernstand bleibt unverändert."
HOUR = 3600 * 1000  # ms, for the fake clock


def _page(title: str, body: str, scripts: list[str]) -> str:
    tags = "".join(f'<script defer src="{s}"></script>' for s in scripts)
    return (f'<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>{title}</title>'
            '<link rel="stylesheet" href="holdem-lernstand.css"><link rel="stylesheet" href="holdem-review.css">'
            f'{tags}</head><body><main>{body}</main></body></html>')


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A quiz page and a Lernstand page from the extensions' own HTML, with the local scripts."""
    folder = tmp_path_factory.mktemp("lernstand")
    shutil.copy(EXT / "static" / "holdem-record.js", folder)
    shutil.copy(EXT / "quiz_static" / "holdem-quiz.js", folder)
    for name in ("holdem-lernstand.js", "holdem-lernstand.css", "holdem-review.js", "holdem-review.css"):
        shutil.copy(EXT / "lernstand_static" / name, folder)
    shutil.copy(FSRS, folder / "ts-fsrs.umd.js")
    quiz = quiz_ext.quiz_html(CHAPTER, quiz_data(CHAPTER), "regelverzeichnis.html")
    (folder / "quiz.html").write_text(_page("Quiz", quiz, ["holdem-record.js", "holdem-quiz.js"]), encoding="utf-8")
    tables = [lernstand_ext.overview_html(),
              lernstand_ext.review_html(werkstatt="werkstatt.html", rule_index="regelverzeichnis.html")]
    for group in lernstand_ext.groups():
        tables.append(f"<h2>{group.title}</h2>")
        tables.append(lernstand_ext.table_html(group, rule_index="regelverzeichnis.html", section={},
                                               chapter_page=f"{group.chapter}.html", werkstatt="werkstatt.html"))
    (folder / "lernstand.html").write_text(
        _page("Lernstand", "\n".join(tables),
              ["ts-fsrs.umd.js", "holdem-record.js", "holdem-lernstand.js", "holdem-review.js"]),
        encoding="utf-8")
    return folder


@contextmanager
def _opened(folder: Path, origin: str, playwright: Any) -> Iterator[tuple[Any, Any, Any]]:
    """(page, traffic, address of a file in ``folder``) for file:// or a local http server."""
    with chromium_context(origin, playwright=playwright) as (context, traffic):  # type: ignore[arg-type]
        if origin == "file":
            yield context.new_page(), traffic, lambda name: (folder / name).as_uri()
        else:
            with serve(folder) as base:
                yield context.new_page(), traffic, lambda name: base + name


def statuses(page: Any) -> dict[str, str]:
    """Rule ID -> the status word in the Lernstand table, as a reader sees it."""
    page.wait_for_function("document.querySelector('tr[data-rule] .holdem-ls-word').textContent !== '–'")
    return page.evaluate("""() => Object.fromEntries(Array.from(document.querySelectorAll('tr[data-rule]'),
        row => [row.dataset.rule, row.querySelector('.holdem-ls-word').textContent.replace(/^\\S+\\s/, '')]))""")


def _answer(page: Any, number: int, question: dict, right: bool) -> None:
    box = f"#quiz-{CHAPTER}-{number}"
    if question["kind"] == "choice":
        pick = question["answer"] if right else (question["answer"] + 1) % len(question["options"])
        page.locator(f"{box} input[type=radio]").nth(pick).check()
    else:
        page.fill(f"{box} .holdem-quiz-input", str(question["answer"] if right else question["answer"] + 1))
    page.click(f"{box} .holdem-quiz-check")
    # The verdict shows that the quiz script took the answer (and wrote it to the record) before
    # the test moves on to another page.
    page.wait_for_function(f"document.querySelector('{box} .holdem-quiz-feedback').textContent.trim() !== ''")


def _changed(before: dict[str, str], after: dict[str, str]) -> set[str]:
    return {rule for rule in before if before[rule] != after[rule]}


def _import(page: Any, path: Path) -> None:
    with page.expect_file_chooser() as chooser:
        page.get_by_role("button", name="Importieren").click()
    chooser.value.set_files(str(path))


def _stored(page: Any) -> Any:
    return page.evaluate("() => localStorage.getItem('holdem-lernstand')")


@pytest.mark.parametrize("origin", ["file", "http"])
@pytest.mark.rule("A2")
def test_quiz_answer_changes_exactly_its_rules_and_export_reset_import_restores(made, playwright, tmp_path,
                                                                                origin) -> None:
    data = quiz_data(CHAPTER)
    first = next(i for i, q in enumerate(data) if "A2" in q["rules"])  # A2: the all-in player's share
    second = next(i for i, q in enumerate(data) if set(q["rules"]) - set(data[first]["rules"]))
    with _opened(made, origin, playwright) as (page, traffic, at):
        page.goto(at("lernstand.html"))
        fresh = statuses(page)
        assert sorted(fresh) == sorted(RULE_IDS) and set(fresh.values()) == {"nicht gesehen"}
        assert "Von 103 Regeln: 0 sicher, 0 geübt, 0 fällig, 103 nicht gesehen." in page.inner_text(".holdem-ls-summary")

        # A right answer: its rules, and only those, are "geübt" (one day is not yet "sicher").
        page.goto(at("quiz.html"))
        _answer(page, first + 1, data[first], right=True)
        page.goto(at("lernstand.html"))
        once = statuses(page)
        assert _changed(fresh, once) == set(data[first]["rules"])
        assert {once[r] for r in data[first]["rules"]} == {"geübt"}
        row = page.locator('tr[data-rule="A2"] .holdem-ls-status').inner_text()
        assert "1 von 1 richtig" in row and "wieder am" in row

        # A wrong answer to another question: exactly its rules change again.
        page.goto(at("quiz.html"))
        _answer(page, second + 1, data[second], right=False)
        page.goto(at("lernstand.html"))
        twice = statuses(page)
        assert _changed(once, twice) <= set(data[second]["rules"])
        assert _changed(fresh, twice) == set(data[first]["rules"]) | set(data[second]["rules"])
        assert page.locator(".holdem-ls-next-list li").count() >= 1  # "Als Nächstes" names something

        # Export → reset (after a question) → import: the same record and the same table.
        record = json.loads(_stored(page))
        with page.expect_download() as download:
            page.get_by_role("button", name="Exportieren").click()
        exported = tmp_path / f"export-{origin}.json"
        download.value.save_as(exported)
        assert download.value.suggested_filename.startswith("lernstand-")
        assert json.loads(exported.read_text(encoding="utf-8"))["rules"] == record["rules"]
        page.get_by_role("button", name="Zurücksetzen").click()
        page.get_by_role("button", name="Abbrechen").click()
        assert statuses(page) == twice, "Abbrechen hat gelöscht"
        page.get_by_role("button", name="Zurücksetzen").click()
        page.get_by_role("button", name="Ja, alles löschen").click()
        assert set(statuses(page).values()) == {"nicht gesehen"}
        _import(page, exported)
        page.wait_for_function("document.querySelector('.holdem-ls-message').textContent.startsWith('Importiert')")
        assert statuses(page) == twice
        assert json.loads(_stored(page))["rules"] == record["rules"]
        page.reload()
        assert statuses(page) == twice

        assert traffic.blocked == [] and traffic.page_errors == [] and traffic.console_errors == [], traffic


@pytest.mark.parametrize("origin", ["file", "http"])
def test_damaged_or_foreign_files_are_refused_in_german_and_change_nothing(made, playwright, tmp_path,
                                                                          origin) -> None:
    good = {"format": "holdem-lernstand", "version": 1,
            "rules": {"B5": [{"time": "2026-01-05T10:00:00.000Z", "source": "quiz", "correct": True}]}}
    bad_files = {
        "abgeschnitten.json": (json.dumps(good)[:-20], "kein lesbares JSON"),
        "version.json": (json.dumps({**good, "version": 2}), "Version 2"),
        "fremd.json": (json.dumps({"hello": 1}), "kein Lernstand dieses Buchs"),
        "regel.json": (json.dumps({**good, "rules": {"Z9": []}}), "„Z9“"),
        "zeit.json": (json.dumps({**good, "rules": {"B5": [{"time": "gestern", "source": "quiz", "correct": True}]}}),
                      "keine gültige Zeit"),
        "leer.json": ("", "leer"),
    }
    with _opened(made, origin, playwright) as (page, traffic, at):
        page.goto(at("quiz.html"))
        _answer(page, 1, quiz_data(CHAPTER)[0], right=True)
        page.goto(at("lernstand.html"))
        before, stored = statuses(page), _stored(page)
        for name, (text, words) in bad_files.items():
            path = tmp_path / name
            path.write_text(text, encoding="utf-8")
            _import(page, path)
            error = page.locator(".holdem-ls-error")
            page.wait_for_function("document.querySelector('.holdem-ls-error').textContent.length > 0")
            message = error.inner_text()
            assert words in message and message.endswith(UNCHANGED), (name, message)
            assert error.get_attribute("role") == "alert"
            assert statuses(page) == before and _stored(page) == stored, name
            page.evaluate("document.querySelector('.holdem-ls-error').textContent = ''")
        assert traffic.blocked == [] and traffic.page_errors == [] and traffic.console_errors == []


@pytest.mark.rule("B5")
def test_a_right_answer_comes_due_after_some_days_and_two_spaced_ones_make_it_secure(made, playwright) -> None:
    """FSRS (ts-fsrs) decides: one right answer comes back after a few days, a wrong one the next
    day; right again when due makes the rule "sicher" (a fake clock moves the days)."""
    with _opened(made, "file", playwright) as (page, traffic, at):
        page.clock.install(time="2026-03-02T09:00:00")
        page.goto(at("lernstand.html"))
        page.evaluate("""() => { HoldemRecord.add(['B5'], {source: 'quiz', correct: true, item: 'blinds/1'});
                                 HoldemRecord.add(['B6'], {source: 'drill', correct: false}); }""")
        now = statuses(page)
        assert (now["B5"], now["B6"]) == ("geübt", "geübt")
        page.clock.fast_forward(26 * HOUR)   # a day later: the wrong one is due, the right one not yet
        page.reload()
        later = statuses(page)
        assert (later["B5"], later["B6"]) == ("geübt", "fällig")
        page.clock.fast_forward(4 * 24 * HOUR)
        page.reload()
        assert statuses(page)["B5"] == "fällig"
        assert "B5" in page.locator(".holdem-ls-next-list").inner_text()
        assert page.locator(".holdem-ls-next-title").inner_text() == "Fällig: 2 Regeln"
        page.evaluate("() => HoldemRecord.add(['B5'], {source: 'review', correct: true})")
        assert statuses(page)["B5"] == "sicher"
        assert re.search(r"2 von 2 richtig · wieder am \d\d\.\d\d\.2026",
                         page.locator('tr[data-rule="B5"] .holdem-ls-status').inner_text())
        assert traffic.blocked == [] and traffic.page_errors == []


# ------------------------------------------------------------------------------ the built site

def _site_url(site: Path, base_url: str, origin: str, page: str) -> str:
    return (site / "book" / page).as_uri() if origin == "file" else base_url + "book/" + page


@pytest.mark.parametrize("origin", ["file", "http"])
@pytest.mark.rule("A2")
def test_built_site_quiz_answer_reaches_the_lernstand_page(playwright, site, base_url, origin) -> None:
    with chromium_context(origin, playwright=playwright) as (context, traffic):  # type: ignore[arg-type]
        page = context.new_page()
        page.goto(_site_url(site, base_url, origin, "lernstand.html"))
        fresh = statuses(page)
        assert sorted(fresh) == sorted(RULE_IDS)
        assert page.evaluate("() => HoldemRecord.hasSchedule()"), "ts-fsrs wurde nicht geladen"
        page.goto(_site_url(site, base_url, origin, f"{CHAPTER}.html"))
        found = re.search(r'<script type="application/json" class="holdem-quiz-data">(.*?)</script>', page.content(), re.S)
        assert found, "kein Quiz auf der Seite"
        data = json.loads(found.group(1).replace("<\\/", "</"))
        _answer(page, 1, data[0], right=False)
        page.goto(_site_url(site, base_url, origin, "lernstand.html"))
        after = statuses(page)
        assert _changed(fresh, after) == set(data[0]["rules"])
        assert {after[r] for r in data[0]["rules"]} == {"geübt"}  # wrong: back tomorrow, not yet due
        assert traffic.blocked == [] and traffic.page_errors == [], traffic


def _review_count(page: Any) -> str:
    page.wait_for_function("document.querySelector('.holdem-review[data-ready]')")
    return page.locator(".holdem-review-count").inner_text()


@pytest.mark.parametrize("origin", ["file", "http"])
@pytest.mark.rule("B4")
def test_a_due_rule_comes_back_as_a_fresh_question_and_its_answer_reschedules_it(made, playwright, origin) -> None:
    """B4 (blinds are live): a right quiz answer; five days later (a fake clock) the rule is due,
    "Heute wiederholen: 1 Aufgabe"; the review asks the engine's question with other numbers;
    its right answer goes into the record, FSRS moves the next review on and the count drops."""
    from holdem.quiz.variants import numbers_of

    data = quiz_data("blinds")
    number = next(i for i, q in enumerate(data) if q["rules"] == ["B4"])
    bank = lernstand_ext.review_bank()["B4"]
    review = bank["questions"][1]  # the rule's second answer: entry 1 of its list
    (made / "blinds.html").write_text(_page("Quiz", quiz_ext.quiz_html("blinds", data, "regelverzeichnis.html"),
                                            ["holdem-record.js", "holdem-quiz.js"]), encoding="utf-8")
    with _opened(made, origin, playwright) as (page, traffic, at):
        page.clock.install(time="2026-03-02T09:00:00")
        page.goto(at("blinds.html"))
        box = f"#quiz-blinds-{number + 1}"
        page.fill(f"{box} .holdem-quiz-input", str(data[number]["answer"]))
        page.click(f"{box} .holdem-quiz-check")
        page.wait_for_function(f"document.querySelector('{box} .holdem-quiz-feedback').textContent.trim() !== ''")
        page.goto(at("lernstand.html"))
        assert _review_count(page).startswith("Heute ist nichts zu wiederholen. Die nächste Regel ist am ")
        assert page.locator(".holdem-review-start").is_hidden()

        page.clock.fast_forward(5 * 24 * HOUR)
        page.reload()
        assert _review_count(page) == "Heute wiederholen: 1 Aufgabe"
        count = page.locator(".holdem-review-count")
        assert count.get_attribute("role") == "status" and count.get_attribute("aria-live") == "polite"
        page.get_by_role("button", name="Wiederholung starten").click()
        task = page.locator(".holdem-review-task")
        assert page.evaluate("() => document.activeElement.classList.contains('holdem-review-heading')")
        prompt = task.locator("legend").inner_text()
        assert prompt == review["prompt"] and bank["varied"]
        assert numbers_of(prompt) != numbers_of(data[number]["prompt"]), "dieselben Zahlen wie im Kapitel"
        task.get_by_label("Ihre Antwort:").fill(str(review["answer"]))
        page.keyboard.press("Enter")
        assert task.locator(".holdem-review-feedback").inner_text() == "Richtig!"
        assert page.evaluate("() => document.activeElement.textContent") == "Fertig"
        page.wait_for_function("document.querySelector('.holdem-review').dataset.due === '0'")
        assert _review_count(page).startswith("Heute ist nichts zu wiederholen.")
        stored = json.loads(_stored(page))["rules"]["B4"]
        assert [a["source"] for a in stored] == ["quiz", "review"] and stored[1]["correct"] is True
        assert stored[1]["item"] == "review/B4/2"
        row = page.locator('tr[data-rule="B4"] .holdem-ls-status').inner_text()
        assert "2 von 2 richtig · wieder am" in row
        page.keyboard.press("Enter")  # "Fertig" closes the task
        assert task.is_hidden()
        assert traffic.blocked == [] and traffic.page_errors == [] and traffic.console_errors == [], traffic


def _row(text: str, rule: str) -> str:
    found = re.search(rf'<tr data-rule="{rule}".*?</tr>', text, re.S)
    assert found, f"{rule} fehlt"
    return found.group(0)


def test_built_page_lists_all_rules_with_sections_and_drills(site) -> None:
    text = (site / "book" / "lernstand.html").read_text(encoding="utf-8")
    rows = re.findall(r'<tr data-rule="([A-Z]\d+)"', text)
    assert sorted(rows) == sorted(RULE_IDS) and len(rows) == 103
    for rule in RULE_IDS:
        row = _row(text, rule)
        assert f'href="regelverzeichnis.html#regel-{rule.lower()}"' in row, rule
        assert re.search(r'class="holdem-ls-read" href="[\w-]+\.html#[\w-]+"', row), f"{rule}: kein Abschnitt"
    side_pots = _row(text, "A2")
    assert 'href="werkstatt.html?tool=drills&amp;kind=side_pots&amp;level=1"' in side_pots
    assert "_static/fsrs/ts-fsrs.umd.js" in text and "holdem-record.js" in text
    assert (site / "_static" / "fsrs" / "LICENSE").is_file()
    assert "holdem-record.js" in (site / "book" / "blinds.html").read_text(encoding="utf-8")


@pytest.mark.rule("W4")
def test_built_site_drill_answer_reaches_the_lernstand_page(playwright, site) -> None:
    """The Werkstatt's "Üben" (engine in the browser) writes the first try of a drill for exactly
    the drill's rules."""
    from holdem.drills import make_drill

    drill = make_drill(17, 0, 2, "first_to_act")
    with chromium_context("file", playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto(_site_url(site, "", "file", "lernstand.html"))
        fresh = statuses(page)
        page.goto(_site_url(site, "", "file", "werkstatt.html") + "?tool=drills&serie=17&level=2&kind=first_to_act")
        drills = page.locator("#werkstatt-drills")
        drills.locator(".hw-question").wait_for(timeout=120_000)
        drills.locator(".hw-answer").get_by_label(f"Spieler {drill.solution + 1}", exact=True).check()
        drills.get_by_role("button", name="Prüfen").click()
        drills.locator(".hw-right").wait_for()
        page.goto(_site_url(site, "", "file", "lernstand.html"))
        after = statuses(page)
        assert _changed(fresh, after) == set(drill.rules)
        assert {after[r] for r in drill.rules} == {"geübt"}
        assert traffic.blocked == [] and traffic.page_errors == [], traffic


@pytest.mark.rule("W3")
def test_built_werkstatt_reviews_a_due_drill_rule_with_a_new_series(playwright, site) -> None:
    """W3 (who acts first before the flop), answered in a drill long ago, is due: the Werkstatt's
    "Heute wiederholen" hands the drill tool the next series of the rule's list; its right answer
    goes into the record and the count drops."""
    from holdem.drills import make_drill

    entry = lernstand_ext.review_bank()["W3"]
    assert entry["source"] == "drill" and entry["kind"] == "first_to_act"
    serie = entry["series"][1]  # the rule's second answer: entry 1 of its list
    drill = make_drill(serie, 0, entry["level"], entry["kind"])
    old = {"format": "holdem-lernstand", "version": 1,
           "rules": {"W3": [{"time": "2025-01-10T10:00:00.000Z", "source": "drill", "correct": True,
                             "item": "drill/17/0/1/first_to_act"}]}}
    with chromium_context("file", playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto(_site_url(site, "", "file", "werkstatt.html"))
        page.wait_for_function("document.querySelector('.holdem-review[data-ready]')")
        assert page.evaluate("t => HoldemRecord.importText(t).ok", json.dumps(old))
        assert _review_count(page) == "Heute wiederholen: 1 Aufgabe"
        review = page.locator(".holdem-review")
        review.get_by_role("button", name="Wiederholung starten").click()
        assert review.locator(".holdem-review-task").get_attribute("data-source") == "drill"
        assert f"Serie {serie}" in review.locator(".holdem-review-drill").inner_text()
        review.get_by_role("button", name="Übung unten starten").click()
        drills = page.locator("#werkstatt-drills")
        page.wait_for_function("s => (document.querySelector('#werkstatt-drills .hw-where') || {}).textContent"
                               " === 'Serie ' + s + ' · Übung 1 · Stufe 1'", arg=serie, timeout=120_000)
        assert page.evaluate("() => document.activeElement.tagName") == "H3"
        drills.locator(".hw-answer").get_by_label(f"Spieler {drill.solution + 1}", exact=True).check()
        drills.get_by_role("button", name="Prüfen").click()
        drills.locator(".hw-right").wait_for()
        page.wait_for_function("document.querySelector('.holdem-review').dataset.due === '0'")
        assert _review_count(page).startswith("Heute ist nichts zu wiederholen.")
        assert "Erledigt" in review.locator(".holdem-review-task").inner_text()
        assert review.get_by_role("button", name="Fertig").is_visible()
        attempts = page.evaluate("() => HoldemRecord.attempts('W3')")
        assert len(attempts) == 2 and attempts[1]["correct"] is True
        assert attempts[1]["item"] == f"drill/{serie}/0/{entry['level']}/first_to_act"
        assert traffic.blocked == [] and traffic.page_errors == [], traffic


@pytest.mark.parametrize("width", [390, 1366])
def test_built_page_for_screen_readers_keyboard_and_phone(playwright, site, base_url, width) -> None:
    """axe-core finds nothing serious or critical with statuses filled in, light and dark; the
    buttons are reached with the Tab key and show a focus ring; nothing is wider than a phone."""
    from test_browser_access import AXE_RUN_JS, AXE_WCAG, CONTRAST_JS, axe_source

    with chromium_context("http", playwright=playwright, viewport={"width": width, "height": 844}) as (context, traffic):
        page = context.new_page()
        page.emulate_media(color_scheme="light")
        page.goto(_site_url(site, base_url, "http", "lernstand.html"))
        page.evaluate("""() => { HoldemRecord.add(['G1', 'G2'], {source: 'quiz', correct: true});
                                 HoldemRecord.add(['B5'], {source: 'drill', correct: false});
                                 HoldemRecord.importText(JSON.stringify({format: 'holdem-lernstand', version: 1,
                                   rules: Object.assign(JSON.parse(HoldemRecord.exportText()).rules,
                                     {X1: [{time: '2025-01-10T10:00:00.000Z', source: 'quiz', correct: true}]})})); }""")
        assert statuses(page)["G1"] == "geübt" and statuses(page)["X1"] == "fällig"
        assert _review_count(page) == "Heute wiederholen: 1 Aufgabe"
        page.get_by_role("button", name="Wiederholung starten").click()  # the review task is checked too
        assert page.locator(".holdem-review-task legend").inner_text().startswith("Das Haus nimmt")
        page.add_script_tag(content=axe_source())
        for mode in ("light", "dark"):
            page.emulate_media(color_scheme=mode)
            page.wait_for_function("m => document.documentElement.dataset.theme === m", arg=mode, timeout=5000)
            page.wait_for_timeout(500)
            assert page.evaluate(AXE_RUN_JS, AXE_WCAG) == [], mode
        assert page.evaluate(CONTRAST_JS, 4.5) == []  # dark, as the site's own check (light: axe above)
        if width == 390:
            assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        export = page.get_by_role("button", name="Exportieren")
        export.focus()
        page.keyboard.press("Tab")
        focused = page.evaluate("() => document.activeElement.textContent")
        assert focused == "Importieren"
        ring = page.evaluate("() => parseFloat(getComputedStyle(document.activeElement).outlineWidth)")
        assert ring >= 2
        page.keyboard.press("Tab")
        page.keyboard.press("Enter")   # Zurücksetzen: the question comes, focus on "Abbrechen"
        assert page.evaluate("() => document.activeElement.textContent") == "Abbrechen"
        page.keyboard.press("Escape")
        assert page.evaluate("() => document.activeElement.textContent") == "Zurücksetzen"
        assert statuses(page)["G1"] == "geübt"
        assert traffic.blocked == [] and traffic.page_errors == [], traffic
