"""The book's Sphinx extensions for readers, without building the site: the search's ranking data
from the glossary and the rule index, the German names of the theme's controls, and the exercises'
German titles numbered per chapter (a page of its own, built in a second)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.search.de import SearchGerman

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
import german_labels  # noqa: E402 - the book's Sphinx extensions are modules of book/_ext, not a package
import search_de  # noqa: E402

STEM = SearchGerman({})


def test_R3_glossary_entry_names_the_rules_whose_chapter_teaches_it() -> None:
    entries = search_de.glossary_rules((ROOT / "book" / "glossar.md").read_text(encoding="utf-8"))
    kicker = [rules for names, rules in entries if "Kicker" in names]
    assert kicker == [{"R3"}]
    explained = search_de.explaining_pages((ROOT / "book" / "regelverzeichnis.md").read_text(encoding="utf-8"))
    assert explained["R3"] == "book/rangfolge"
    assert len(explained) >= 90  # nearly every rule of the catalogue has its chapter


def test_rank_data_says_which_page_teaches_a_term_and_which_words_to_highlight() -> None:
    entries = [({"Kicker", "Beikarte"}, {"R3"}), ({"Glossar ohne Regel"}, set())]
    groups = [{"Side Pot", "Seitentopf"}]
    data = search_de.rank_data(groups, entries, {"R3": "book/rangfolge"}, ["book/intro", "book/rangfolge"], STEM)
    assert data["order"] == ["book/intro", "book/rangfolge"]
    assert data["teaches"][STEM.stem("kicker")] == ["book/rangfolge"]
    assert data["teaches"][STEM.stem("beikarte")] == ["book/rangfolge"]
    assert STEM.stem("glossar") not in data["teaches"]  # no rule: no teaching page
    assert data["words"][STEM.stem("seitentopf")] == ["side pot"]


def test_toc_order_is_the_reading_order_of_the_book() -> None:
    order = search_de.toc_order(ROOT)
    assert order[0] == "book/intro"
    assert order.index("book/grundlagen") < order.index("book/rangfolge") < order.index("book/sonstiges")


def test_theme_controls_get_german_names_matching_what_they_show() -> None:
    page = ('<summary aria-label="Toggle hidden content">Code anzeigen</summary>'
            '<button class="sidebar-toggle primary-toggle btn btn-sm" title="Toggle primary sidebar">'
            '<button class="btn search-button-field search-button__button pst-js-only" title="Suche" aria-label="Suche">'
            '<kbd class="kbd-shortcut__modifier">Ctrl</kbd>')
    german = german_labels.germanize(page)
    assert "Toggle" not in german and "Ctrl" not in german
    assert "<summary>Code anzeigen</summary>" in german
    assert 'aria-label="Navigation ein- oder ausblenden"' in german
    assert 'aria-label="Suche"' not in german  # named by its visible text "Suche Strg+K"


EXERCISE_PAGE = """# Kapitel

```{exercise}
:label: ex-k-1
:nonumber:
Wer gewinnt?
```

```{solution} ex-k-1
:label: sol-k-1
:class: dropdown
Anna.
```

```{exercise}
:label: ex-k-2
:nonumber:
Wer zahlt?
```

```{solution} ex-k-2
:label: sol-k-2
:class: dropdown
Ben.
```
"""


def test_exercises_are_numbered_per_chapter_with_german_titles(tmp_path: Path) -> None:
    source = tmp_path / "src"
    source.mkdir()
    (source / "conf.py").write_text(f"import sys\nsys.path.insert(0, {str(ROOT / 'book' / '_ext')!r})\n"
                                    "extensions = ['myst_parser', 'sphinx_exercise', 'exercise_numbers']\n"
                                    "language = 'de'\n", encoding="utf-8")
    (source / "index.md").write_text(EXERCISE_PAGE, encoding="utf-8")
    app = Sphinx(str(source), str(source), str(tmp_path / "html"), str(tmp_path / "doctrees"), "html",
                 status=None, warningiserror=True, freshenv=True)
    app.build()
    html = (tmp_path / "html" / "index.html").read_text(encoding="utf-8")
    titles = re.findall(r'<p class="admonition-title">(.*?)</p>', html)
    assert [re.sub(r"<[^>]+>", "", t) for t in titles] == [
        "Übung 1", "Lösung zu Übung 1", "Übung 2", "Lösung zu Übung 2"]
    # no link in a solution's title: sphinx-togglebutton opens the box on a click on its title
    assert '<p class="admonition-title">Lösung zu Übung 2</p>' in html
    assert 'class="solution dropdown admonition" id="sol-k-1"' in html  # folded by sphinx-togglebutton
    ids = re.findall(r' id="([^"]+)"', html)
    assert len(ids) == len(set(ids)), "eine id doppelt"
