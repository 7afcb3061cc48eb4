"""The page "Regelprüfung" (book/pruefung.html) in Debian's Chromium, offline, with the engine in
the browser (issue 26 item 4): the paper is the engine's paper for its number, no right answer
and no explanation is in the page before hand-in, answers survive a reload, hand-in scores and
explains each wrong answer with its rule, every answer goes into the learning record, and the
certificate's code is confirmed by the command line's own function. axe-core finds nothing
serious or critical on the paper and on the result, light and dark, on a phone's width."""

from __future__ import annotations

import io
import json
from typing import Any

from browser_helpers import chromium_context
from pypdf import PdfReader

from holdem.exam import grade, make_exam, read_code
from holdem.exam.text import certificate_text

READY_MS = 120_000  # Pyodide's first start on a loaded two-core machine: well under this
STEP_MS = 60_000  # the engine marks 40 answers while other builds share the cores
SEED, STUDENT = 4711, 3
WRONG = (2, 9, 17, 30)  # question numbers answered wrong on purpose: 36 of 40, just a pass


def answer(page: Any, exam: Any, number: int, right: bool) -> None:
    """Answer question ``number`` in the page's own controls, right or wrong."""
    q = exam.questions[number - 1].question
    box = page.locator(f"#pruefung-frage-{number}")
    if q.kind == "choice":
        index = q.answer if right else (q.answer + 1) % len(q.options)
        box.locator("input[type=radio]").nth(index).check()
    else:
        box.locator("input[type=text]").fill(str(q.answer if right else q.answer + 1))


def stored(page: Any, key: str) -> Any:
    return json.loads(page.evaluate("k => localStorage.getItem(k)", key) or "null")


def test_exam_answered_reloaded_handed_in_scored_and_its_code_verified_from_file(playwright, site) -> None:
    exam = make_exam(SEED, STUDENT)
    secrets = [q.question.explanation for q in exam.questions]
    with chromium_context("file", playwright=playwright) as (context, traffic):
        page = context.new_page()
        page.goto((site / "book" / "pruefung.html").as_uri() + f"?pruefung={SEED}&schueler={STUDENT}")
        assert page.get_by_label("Nummer der Prüfung", exact=False).input_value() == str(SEED)
        page.get_by_role("button", name="Prüfung beginnen").click()
        page.locator("#pruefung-frage-40").wait_for(timeout=READY_MS)

        # the engine's paper, question by question, under the chapters' titles
        legends = page.locator(".pruefung-prompt").all_inner_texts()
        assert len(legends) == 40
        for text, item in zip(legends, exam.questions):
            assert text.startswith(f"{item.number}. ") and item.question.prompt in text
        assert page.locator("h3.pruefung-chapter").first.inner_text() == "1 Grundlagen"

        # half answered, then a reload: the same paper, the same answers, nothing judged yet
        for number in range(1, 21):
            answer(page, exam, number, number not in WRONG)
        html = page.content()
        for secret in secrets:
            assert secret not in html
        saved = json.dumps(stored(page, "holdem-pruefung"), ensure_ascii=False)
        assert not any(secret in saved for secret in secrets) and '"result": null' in saved
        assert page.locator(".pruefung-progress").inner_text() == "20 von 40 Fragen beantwortet."
        page.reload()
        page.locator("#pruefung-frage-40").wait_for(timeout=READY_MS)
        assert page.locator(".pruefung-progress").inner_text() == "20 von 40 Fragen beantwortet."
        first_number = next(i.number for i in exam.questions if i.question.kind == "number")
        assert page.locator(f"#pruefung-frage-{first_number} input").input_value() != ""
        assert page.locator(".pruefung-result, .pruefung-score, .pruefung-wrong").count() == 0

        for number in range(21, 41):
            answer(page, exam, number, number not in WRONG)
        html = page.content()
        assert not any(secret in html for secret in secrets)  # still nothing before hand-in
        page.get_by_role("button", name="Abgeben").click()
        score = page.locator(".pruefung-score")
        score.wait_for(timeout=STEP_MS)
        assert score.inner_text() == "Bestanden: 36 von 40 Fragen richtig (90 %). Nötig sind 36."
        wrong = page.locator(".pruefung-wrong > li")
        assert wrong.count() == len(WRONG)
        for k, number in enumerate(WRONG):
            q = exam.questions[number - 1].question
            item = wrong.nth(k)
            assert f"Richtig: {q.answer_text}." in item.inner_text()
            assert item.locator(".pruefung-rules a").all_inner_texts() == list(q.rules)
            assert item.locator(".pruefung-rules a").first.get_attribute("href") == (
                f"regelverzeichnis.html#regel-{q.rules[0].lower()}")
        rows = page.locator(".pruefung-result .pruefung-chapters tbody tr")
        assert rows.count() == 15

        # every answer in the learning record, against its rule IDs, as an exam answer
        record = stored(page, "holdem-lernstand")["rules"]
        for number in (1, WRONG[0]):
            q = exam.questions[number - 1].question
            attempts = [a for a in record[q.rules[0]] if a["item"] == f"pruefung/{SEED}-{STUDENT}/{number}"]
            assert [(a["source"], a["correct"]) for a in attempts] == [("exam", number not in WRONG)]

        # the certificate: name, date, score, chapters, and a code the command line confirms
        page.get_by_label("Ihr Name für das Zertifikat").fill("Mia Beispiel")
        sheet = page.locator("#pruefung-zertifikat")
        assert "Name: Mia Beispiel" in sheet.inner_text() and "Datum: " in sheet.inner_text()
        code = sheet.locator(".pruefung-code").inner_text()
        certificate = read_code(code)
        answers = [None] * 40
        for item in exam.questions:
            q = item.question
            right = item.number not in WRONG
            answers[item.number - 1] = (q.answer if right else (q.answer + 1) % len(q.options)) \
                if q.kind == "choice" else str(q.answer if right else q.answer + 1)
        assert certificate.correct == grade(exam, answers).correct and certificate.score == 36
        assert f"Prüfung {SEED}, Nr. {STUDENT}" in certificate_text(certificate)
        # printed, the certificate stands alone on its page: no form, no question, no explanation
        printed = "".join(p.extract_text() for p in PdfReader(io.BytesIO(page.pdf(format="A4"))).pages)
        assert "Mia Beispiel" in printed and code in printed and "36 von 40" in printed
        assert "Ihr Name für das Zertifikat" not in printed and "Falsch beantwortet" not in printed

        # a reload after hand-in shows the result again, without a new paper
        page.reload()
        page.locator(".pruefung-score").wait_for(timeout=STEP_MS)
        assert page.locator(".pruefung-code").first.inner_text() == code
        assert page.get_by_label("Ihr Name für das Zertifikat").input_value() == "Mia Beispiel"
        assert traffic.blocked == [] and traffic.page_errors == [], traffic


def test_exam_page_for_screen_readers_and_phone_over_http(playwright, site, base_url) -> None:
    """axe-core: nothing serious or critical on the paper and the result, light and dark; the
    page fits a phone (390 px); a bad number is refused in German; no request leaves the machine."""
    from test_browser_access import AXE_RUN_JS, AXE_WCAG, axe_source

    with chromium_context("http", playwright=playwright, viewport={"width": 390, "height": 844}) as (context, traffic):
        page = context.new_page()
        page.emulate_media(color_scheme="light")
        page.goto(base_url + "book/pruefung.html")
        page.get_by_label("Nummer der Prüfung", exact=False).fill("123456")
        page.get_by_role("button", name="Prüfung beginnen").click()
        assert page.get_by_role("alert").inner_text() == (
            "Die Nummer der Prüfung 123456 ist zu groß. Erlaubt: 0 bis 99999.")
        page.get_by_label("Nummer der Prüfung", exact=False).fill("12")
        page.get_by_role("button", name="Prüfung beginnen").click()
        page.locator("#pruefung-frage-40").wait_for(timeout=READY_MS)
        page.add_script_tag(content=axe_source())

        def check(where: str) -> None:
            page.evaluate("() => window.scrollTo(0, 0)")  # the theme's "back to top" button: not this page's
            for mode in ("light", "dark"):
                page.emulate_media(color_scheme=mode)
                page.wait_for_function("m => document.documentElement.dataset.theme === m", arg=mode, timeout=5000)
                page.wait_for_timeout(500)
                assert page.evaluate(AXE_RUN_JS, AXE_WCAG) == [], (where, mode)
            assert page.evaluate("() => document.documentElement.scrollWidth") <= 390, where

        check("paper")
        # measured, not asserted: another student's paper once the engine has made one
        ms = page.evaluate("""async () => { const t0 = performance.now();
            await HoldemEngine.call('exam', {action: 'new', seed: 5, student: 1}); return performance.now() - t0; }""")
        print(f"\nRegelprüfung im Browser: eine weitere Prüfung in {ms:.0f} ms")
        hand_in = page.get_by_role("button", name="Abgeben")
        hand_in.click()  # 40 open questions: the page asks once more
        assert "40 Fragen sind noch offen" in page.get_by_role("alert").inner_text()
        page.get_by_role("button", name="Trotzdem abgeben").click()
        page.locator(".pruefung-score").wait_for(timeout=STEP_MS)
        assert page.locator(".pruefung-score").inner_text().startswith("Nicht bestanden: 0 von 40")
        assert page.evaluate("() => document.activeElement.classList.contains('pruefung-result-heading')")
        check("result")
        assert traffic.blocked == [] and traffic.page_errors == [], traffic
