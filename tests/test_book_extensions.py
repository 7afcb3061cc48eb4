"""The book's Sphinx extensions for readers, without building the site: the search's synonyms and
ranking data from the glossary and the rule index, the German names of the theme's controls (a
page of its own in the book's theme, built in a few seconds), and the exercises' German titles
numbered per chapter (built in a second)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The book's Sphinx extensions are modules of book/_ext, not a package.
sys.path.insert(0, str(ROOT / "book" / "_ext"))


# Sphinx is loaded by the tests that use it, not when the suite is collected.
@pytest.fixture(scope="module")
def search_de() -> ModuleType:
    import search_de

    return search_de


@pytest.fixture(scope="module")
def stem() -> Any:
    """Sphinx's German stemmer, as the search uses it."""
    from sphinx.search.de import SearchGerman

    return SearchGerman({})


def test_R3_glossary_entry_names_the_rules_whose_chapter_teaches_it(search_de) -> None:
    entries = search_de.glossary_rules((ROOT / "book" / "glossar.md").read_text(encoding="utf-8"))
    kicker = [rules for names, rules in entries if "Kicker" in names]
    assert kicker == [{"R3"}]
    explained = search_de.explaining_pages((ROOT / "book" / "regelverzeichnis.md").read_text(encoding="utf-8"))
    assert explained["R3"] == "book/rangfolge"
    assert len(explained) >= 90  # nearly every rule of the catalogue has its chapter


def test_rank_data_says_which_page_teaches_a_term_and_which_words_to_highlight(search_de, stem) -> None:
    entries = [({"Kicker", "Beikarte"}, {"R3"}), ({"Glossar ohne Regel"}, set())]
    groups = [{"Side Pot", "Seitentopf"}]
    data = search_de.rank_data(groups, entries, {"R3": "book/rangfolge"}, ["book/intro", "book/rangfolge"], stem)
    assert data["order"] == ["book/intro", "book/rangfolge"]
    assert data["teaches"][stem.stem("kicker")] == ["book/rangfolge"]
    assert data["teaches"][stem.stem("beikarte")] == ["book/rangfolge"]
    assert stem.stem("glossar") not in data["teaches"]  # no rule: no teaching page
    assert data["words"][stem.stem("seitentopf")] == ["side pot"]


def test_toc_order_is_the_reading_order_of_the_book(search_de) -> None:
    order = search_de.toc_order(ROOT)
    assert order[0] == "book/intro"
    assert order.index("book/grundlagen") < order.index("book/rangfolge") < order.index("book/sonstiges")


def test_search_language_gives_a_text_naming_a_term_its_synonyms(search_de) -> None:
    """The index finds "Side Pot" under "Seitentopf" and "Nebenpot": the words are in the text
    only as the glossary's term."""
    language = search_de.SearchGermanBook({})
    words = language.split("Ein Side Pot entsteht, wenn ein Spieler All-in ist.")
    assert {"Seitentopf", "Nebenpot"} <= set(words)
    assert language.split("Die Seite zeigt einen Pot.").count("Seitentopf") == 0  # "Side" and "Pot" apart
    assert "Side Pot" not in words  # only one-word names are index words


def test_synonym_of_a_taught_term_teaches_the_same_page(search_de, stem) -> None:
    entries = [({"Side Pot", "Nebenpot"}, {"A3"})]
    groups = [{"Side Pot", "Nebenpot"}, {"Seitentopf", "Side Pot"}]
    data = search_de.rank_data(groups, entries, {"A3": "book/all-in"}, ["book/all-in"], stem,
                               {"book/all-in": ["All-in und Side Pots"]})
    assert data["teaches"][stem.stem("seitentopf")] == ["book/all-in"]
    assert stem.stem("side") in data["titled"]["book/all-in"]


THEME_PAGE = """# Kapitel

## Abschnitt

```{code-cell} ipython3
:tags: [hide-input]
print(1)
```
"""


def test_theme_controls_get_german_names_matching_what_they_show(tmp_path: Path) -> None:
    source = tmp_path / "src"
    source.mkdir()
    (source / "conf.py").write_text(f"import sys\nsys.path.insert(0, {str(ROOT / 'book' / '_ext')!r})\n"
                                    "extensions = ['myst_nb', 'sphinx_book_theme', 'german_labels']\n"
                                    "html_theme = 'sphinx_book_theme'\nlanguage = 'de'\n"
                                    "nb_execution_mode = 'off'\n", encoding="utf-8")
    (source / "index.md").write_text("---\nfile_format: mystnb\nkernelspec:\n  name: python3\n"
                                     "  display_name: Python 3\n---\n" + THEME_PAGE, encoding="utf-8")
    # A process of its own: myst-nb registers its parser for the whole process.
    subprocess.run([sys.executable, "-m", "sphinx", "-q", "-E", "-b", "html", str(source), str(tmp_path / "html")],
                   check=True, cwd=tmp_path)
    page = (tmp_path / "html" / "index.html").read_text(encoding="utf-8")
    for english in ("Toggle", 'aria-label="Main"', 'aria-label="Page"', "Link to this", ">Ctrl<",
                    "Laden Sie diese Seite herunter"):
        assert english not in page, english
    assert "<summary>\n<p class=\"collapsed admonition-title\">" in page  # named by what it shows
    assert 'title="Link zu dieser Überschrift"' in page
    assert 'aria-label="Navigation ein- oder ausblenden"' in page
    assert 'aria-label="Kapitel des Buchs"' in page
    assert 'aria-label="Diese Seite herunterladen"' in page
    # The search field shows "Suche Strg+K" and carries no other name (the icon button keeps "Suche").
    assert 'search-button-field search-button__button pst-js-only" data-bs-placement' in page
    assert '<kbd class="kbd-shortcut__modifier">Strg</kbd>' in page


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
    from sphinx.application import Sphinx
    from sphinx.util.docutils import docutils_namespace

    with docutils_namespace():
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
