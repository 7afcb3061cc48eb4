"""The page "Lernstand" (book/lernstand.md, book/_ext/lernstand.py) without a browser: it lists
every one of the 103 rules once, under the chapter the rule index names, with a link to the rule
and, where a drill kind of the Werkstatt names the rule, to that drill; the record's script knows
the same rule IDs as holdem/rule_ids.py."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from holdem.quiz.book_index import rule_texts
from holdem.rule_ids import AREAS, RULE_IDS
from holdem.web.drills import make_drill

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
