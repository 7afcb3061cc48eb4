"""The page "Lernstand" (book/lernstand.md, book/_ext/lernstand.py) without a browser: it lists
every one of the 103 rules once, under the chapter the rule index names, with a link to the rule
and, where a drill kind of the Werkstatt names the rule, to that drill; the record's script knows
the same rule IDs as holdem/rule_ids.py."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from holdem.drills import make_drill
from holdem.quiz.book_index import rule_texts
from holdem.rule_ids import AREAS, RULE_IDS

ROOT = Path(__file__).resolve().parent.parent
EXT = ROOT / "book" / "_ext"
sys.path.insert(0, str(EXT))
import lernstand  # noqa: E402


def _page_html() -> str:
    parts = [lernstand.overview_html()]
    for group in lernstand.groups():
        parts.append(lernstand.table_html(group, rule_index="regelverzeichnis.html", section={},
                                          chapter_page=f"{group.chapter}.html", werkstatt="werkstatt.html"))
    return "\n".join(parts)


def test_the_page_lists_all_103_rule_ids_once() -> None:
    text = _page_html()
    rows = re.findall(r'<tr data-rule="([A-Z]\d+)"', text)
    assert len(RULE_IDS) == 103
    assert rows == [r for g in lernstand.groups() for r in (rule.id for rule in g.rules)]
    assert sorted(rows) == sorted(RULE_IDS) and len(set(rows)) == 103
    for rule in RULE_IDS:
        assert f'href="regelverzeichnis.html#regel-{rule.lower()}">{rule}</a>' in text, rule
    for word in ("Exportieren", "Importieren", "Zurücksetzen", 'scope="col">Stand'):
        assert word in text


def test_rules_are_grouped_by_the_chapter_that_explains_them_in_reading_order() -> None:
    texts = rule_texts()
    groups = lernstand.groups()
    for group in groups:
        assert all(texts[rule.id]["chapter"] == group.chapter for rule in group.rules)
    assert [g.chapter for g in groups][:3] == ["grundlagen", "rangfolge", "dealer-button"]
    assert groups[0].title == "Kapitel 1: Grundlagen"


def test_each_drill_link_goes_to_a_kind_whose_drills_name_the_rule() -> None:
    drills = lernstand.drill_for_rules()
    assert drills["A2"][:2] == ("side_pots", 1) and drills["L2"][:2] == ("pot_limit", 3)
    for rule, (kind, level, _title) in drills.items():
        assert any(rule in make_drill(1, i, level, kind).rules for i in range(lernstand.SAMPLE)), rule
    text = _page_html()
    assert 'href="werkstatt.html?tool=drills&amp;kind=side_pots&amp;level=1">Üben: Side Pots</a>' in text
    assert len(re.findall(r'class="holdem-ls-drill"', text)) == len(drills)


def test_the_record_script_knows_the_rule_ids_of_rule_ids_py() -> None:
    script = (EXT / "static" / "holdem-record.js").read_text(encoding="utf-8")
    found = re.search(r"var AREAS = (\[.*?\]);", script, re.S)
    assert found, "holdem-record.js nennt keine AREAS"
    assert re.findall(r'\["([A-Z])", (\d+)\]', found.group(1)) == [(letter, str(count)) for letter, count in AREAS]


def test_short_texts_stay_short() -> None:
    for group in lernstand.groups():
        for rule in group.rules:
            assert len(lernstand.short(rule.text)) <= lernstand.SHORT + 2, rule.id


# ------------------------------------------------------------------ "Heute wiederholen": review sources

def test_every_one_of_the_103_rules_has_a_review_source() -> None:
    bank = lernstand.review_bank()
    assert sorted(bank) == sorted(RULE_IDS) and len(bank) == 103
    drills = lernstand.drill_for_rules()
    for rule, entry in bank.items():
        if entry["source"] == "drill":
            assert rule in drills and (entry["kind"], entry["level"]) == drills[rule][:2], rule
            assert len(set(entry["series"])) == len(entry["series"]) == lernstand.REVIEW_SERIES, rule
        else:
            assert entry["source"] == "quiz" and entry["questions"], rule
            assert all(rule in q["rules"] for q in entry["questions"]), rule
    assert {r for r, e in bank.items() if e["source"] == "drill"} == set(drills)


def test_each_review_series_makes_a_drill_that_names_its_rule_A2_W3() -> None:
    """A2 and W3 (and every drill rule): the first drill of each series of the bank names the rule."""
    bank = lernstand.review_bank()
    assert bank["A2"]["kind"] == "side_pots" and bank["W3"]["kind"] == "first_to_act"
    for rule, entry in bank.items():
        if entry["source"] == "drill":
            for serie in entry["series"]:
                assert rule in make_drill(serie, 0, entry["level"], entry["kind"]).rules, (rule, serie)


def test_varied_review_questions_B4_X1_have_new_numbers_and_engine_answers() -> None:
    """B4 (blinds are live) and X1 (rake): every review question differs from the chapter's and from
    each other; its answer is what the engine computes for its numbers (the seed decides them)."""
    from holdem.quiz.variants import VARIABLE, chapter_questions, numbers_of, variant

    bank = lernstand.review_bank()
    for rule in VARIABLE:
        entry = bank[rule]
        assert entry["source"] == "quiz" and entry["varied"], rule
        prompts = [q["prompt"] for q in entry["questions"]]
        chapter = {numbers_of(q.prompt) for q in chapter_questions()[rule]}
        numbers = {numbers_of(p) for p in prompts}
        assert len(numbers) == len(prompts) >= 3, f"{rule}: zwei Fragen mit denselben Zahlen"
        assert not chapter & numbers, f"{rule}: eine Frage mit den Zahlen des Kapitels"
    made = variant("X1", 5)
    assert made is not None and made == variant("X1", 5)  # the same seed, the same question
    pot = int(re.search(r"von einem Pot von (\d+)", made.prompt).group(1))
    percent, cap = (int(x) for x in re.search(r"(\d+) % Rake, höchstens (\d+)", made.prompt).groups())
    minimum = re.search(r"ab einem Pot von (\d+)", made.prompt)
    expected = 0 if minimum and pot < int(minimum.group(1)) else min(cap, pot * percent // 100)
    assert made.answer == expected


def test_rules_without_numbers_to_vary_come_back_as_their_chapter_questions_G1_S4() -> None:
    from holdem.quiz.variants import chapter_questions

    bank = lernstand.review_bank()
    for rule in ("G1", "S4"):
        entry = bank[rule]
        assert entry["source"] == "quiz" and not entry["varied"]
        assert [q["prompt"] for q in entry["questions"]] == [q.prompt for q in chapter_questions()[rule]][:6]


def test_review_box_holds_the_bank_as_json_and_a_live_count() -> None:
    text = lernstand.review_html(werkstatt="werkstatt.html", rule_index="regelverzeichnis.html")
    assert '<p class="holdem-review-count" role="status" aria-live="polite">' in text
    found = re.search(r'<script type="application/json" class="holdem-review-bank">(.*?)</script>', text, re.S)
    assert found and "</" not in found.group(1)
    assert json.loads(found.group(1).replace("<\\/", "</")) == lernstand.review_bank()
    on_werkstatt = lernstand.review_html(werkstatt="", rule_index="regelverzeichnis.html", lernstand="lernstand.html")
    assert 'data-werkstatt=""' in on_werkstatt and 'href="lernstand.html"' in on_werkstatt
