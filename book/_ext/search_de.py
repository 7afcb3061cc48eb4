"""German search that finds what readers type, also from ``file://``, through Sphinx's public hooks.

Sphinx already stems German words (``language: de``). This extension adds:

* **Synonyms** (a search language of its own, ``app.add_search_language``): every text that names a
  term of the glossary also carries the term's other one-word names (the entry's names, e.g.
  "Side Pot" and "Nebenpot"; the English word in brackets; "auch passen") and the everyday words
  readers type ("Seitentopf"). So the search index, as Sphinx writes it, finds the pages of a term
  under each of its names.
* **Ranking** (``html_search_scorer``, book/_ext/search_scorer.js): ``_static/holdem-search-rank.js``
  says which pages teach a term (the chapters that explain the rules its glossary entry names, or
  its title names it), the book's order of pages (equal scores in that order, not "10."
  before "2.") and, for each synonym, the book's words to mark in the snippets.
* **Snippets** (``html_show_search_summary`` off; ``_static/holdem-search.js`` writes them):
  ``_static/holdem-search-texts.js`` holds each page's reader text (no code, no widget data, no
  table rules). A browser refuses to fetch the pages from the disk, so nothing is fetched: the
  snippets come from this file over http and from ``file://`` alike.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.search.de import SearchGerman

from holdem.quiz.book_index import chapters

BOOK = Path(__file__).resolve().parent.parent
GLOSSARY = BOOK / "glossar.md"
RULE_INDEX = BOOK / "regelverzeichnis.md"
TOC = BOOK.parent / "_toc.yml"
TEXTS_FILE = "holdem-search-texts.js"
RANK_FILE = "holdem-search-rank.js"
RESULTS_FILE = "holdem-search.js"  # book/_ext/static/: one entry per page, snippets, marks
SCORER = Path(__file__).resolve().parent / "search_scorer.js"
RULE_ID = re.compile(r"\{rule\}`([A-Z][0-9]{1,2})`")
EXPLAINED = re.compile(r"\{ruleexplained\}`([A-Z][0-9]{1,2})\s*<([^<>`]+)>`")

# Words readers type that the book does not use (one German term per concept), -> the book's term.
EVERYDAY_WORDS: dict[str, str] = {
    "Seitentopf": "Side Pot",
    "Nebentopf": "Side Pot",
    "Haupttopf": "Hauptpot",
    "Topf": "Pot",
    "Kartengeber": "Geber",
    "Blindeinsatz": "Blind",
    "Pflichteinsatz": "Blind",
    "Gemeinschaftskarten": "Board",
    "Handkarten": "Hole Cards",
    "Startkarten": "Hole Cards",
    "Chipstapel": "Stack",
    "Schieben": "checken",
    "Passen": "aussteigen",
    "Mitgehen": "Call",
    "Erhöhung": "Raise",
    "Drilling": "Three of a Kind",
    "Vierling": "Four of a Kind",
    "Strasse": "Straße",
    "Farbe": "Flush",
    "Wertigkeit": "Rangfolge",
    "Handrangfolge": "Rangfolge",
    "Teilung": "Split Pot",
    "Pottaufteilung": "Split Pot",
}


def glossary_synonyms(text: str) -> list[set[str]]:
    """Groups of names for the same thing, read from the glossary's entries: the entry's names
    (several lines before the definition), the word in brackets right after the first word of
    the definition ("Aussteigen (fold)") and the words after "auch" before the colon."""
    groups: list[set[str]] = []
    block = re.search(r"```\{glossary\}(.*?)```", text, re.S)
    if not block:
        return groups
    names: list[str] = []
    first_line = True
    for line in block.group(1).splitlines():
        if not line.strip() or line.startswith(":"):
            continue
        if not line.startswith(" "):
            if not first_line:
                names = []
            names.append(line.strip())
            first_line = True
            continue
        if first_line:
            first_line = False
            group = set(names)
            head = line.strip().split(":")[0]
            bracket = re.match(r"^([\wÄÖÜäöüß-]+)\s*\(([^)]*)\)(?:, auch ([\wÄÖÜäöüß -]+)$)?", head)
            if bracket:
                group.add(bracket.group(1))
                group.update(w.strip() for w in bracket.group(2).split(",") if w.strip())
                if bracket.group(3):
                    group.add(bracket.group(3).strip())
            groups.append({g for g in group if g and len(g) < 40})
    return groups


def glossary_rules(text: str) -> list[tuple[set[str], set[str]]]:
    """(names of an entry, rule IDs its definition names) for every glossary entry."""
    block = re.search(r"```\{glossary\}(.*?)```", text, re.DOTALL)
    entries: list[tuple[set[str], set[str]]] = []
    if not block:
        return entries
    names: set[str] = set()
    rules: set[str] = set()
    for line in block.group(1).splitlines():
        if not line.strip() or line.startswith(":"):
            continue
        if not line.startswith(" "):
            if rules or not names:  # a new entry starts after a definition
                if names:
                    entries.append((names, rules))
                names, rules = set(), set()
            names.add(line.strip())
            continue
        rules.update(RULE_ID.findall(line))
        rules.add("")  # the definition has begun: the next name line starts a new entry
    if names:
        entries.append((names, rules))
    return [(n, {r for r in rs if r}) for n, rs in entries]


def explaining_pages(rule_index: str) -> dict[str, str]:
    """Rule ID -> the page that explains it (``{ruleexplained}`L4 <limits>``` in the rule index)."""
    return {rule: f"book/{page.strip()}" for rule, page in EXPLAINED.findall(rule_index)}


def toc_order(root: Path) -> list[str]:
    """The pages of _toc.yml in reading order, as docnames (book/intro): the book index's list of
    chapters, which the quizzes and teacher mode read too."""
    return [f"book/{chapter.name}" for chapter in chapters(root)]


def synonym_groups() -> list[set[str]]:
    """The glossary's groups of names plus the everyday words, each with the book's term."""
    groups = glossary_synonyms(GLOSSARY.read_text(encoding="utf-8")) if GLOSSARY.is_file() else []
    return groups + [{word, term} for word, term in EVERYDAY_WORDS.items()]


Phrases = dict[str, list[tuple[tuple[str, ...], tuple[str, ...]]]]


def phrase_table(groups: list[set[str]], stem: Callable[[str], str]) -> Phrases:
    """First stem of a name -> (the name's stems, the group's other one-word names) for every name."""
    table: Phrases = {}
    for group in groups:
        for name in group:
            stems = tuple(stem(w) for w in re.findall(r"\w+", name))
            others = tuple(sorted(m for m in group if m != name and len(re.findall(r"\w+", m)) == 1))
            if stems and others:
                table.setdefault(stems[0], []).append((stems, others))
    return table


def synonyms_in(words: list[str], table: Phrases, stem: Callable[[str], str]) -> list[str]:
    """The one-word synonyms of every name that ``words`` contain (as consecutive words)."""
    stems = [stem(w) for w in words]
    found: list[str] = []
    for i, first in enumerate(stems):
        for name, others in table.get(first, ()):
            if tuple(stems[i:i + len(name)]) == name:
                found.extend(others)
    return found


class SearchGermanBook(SearchGerman):
    """German stemming as Sphinx does it; a text that names a term also carries the term's synonyms,
    so that the index finds a page under every name of what it explains."""

    def init(self, options: dict[str, str]) -> None:
        super().init(options)
        self.stem_cached = functools.lru_cache(maxsize=None)(self.stem)
        self.phrases = phrase_table(synonym_groups(), self.stem_cached)

    def split(self, input: str) -> list[str]:  # noqa: A002 - Sphinx's name for the argument
        words = super().split(input)
        return words + synonyms_in(words, self.phrases, self.stem_cached)


def rank_data(groups: list[set[str]], entries: list[tuple[set[str], set[str]]], explained: dict[str, str],
              order: list[str], stemmer: Any, headings: dict[str, list[str]] | None = None) -> dict[str, Any]:
    """What the search page needs to rank: pages in reading order, stem -> pages that teach it
    (also for a one-word synonym of a taught name), page -> the stems of its title (``headings``:
    page -> its titles), stem -> the book's words for it (to mark a synonym's hit in the snippet)."""
    teaches: dict[str, set[str]] = {}
    for names, rules in entries:
        pages = {explained[r] for r in rules if r in explained}
        for name in names:
            for stem in _stems(stemmer, name):
                teaches.setdefault(stem, set()).update(pages)
    words: dict[str, set[str]] = {}
    for group in groups:
        taught: set[str] = set()
        for name in group:
            stems = _stems(stemmer, name)
            if len(stems) == 1:
                words.setdefault(stems[0], set()).update(g.lower() for g in group if g != name)
            # A page teaches a name if it teaches all of its words ("Side Pot": side and pot).
            if stems:
                taught |= set.intersection(*(teaches.get(s, set()) for s in stems))
        for name in group:
            stems = _stems(stemmer, name)
            if len(stems) == 1 and taught:
                teaches.setdefault(stems[0], set()).update(taught)
    titled = {page: sorted({s for h in heads for s in _stems(stemmer, h)}) for page, heads in (headings or {}).items()}
    return {"order": order,
            "teaches": {k: sorted(v) for k, v in sorted(teaches.items()) if v},
            "titled": {k: v for k, v in sorted(titled.items()) if v},
            "words": {k: sorted(v) for k, v in sorted(words.items()) if v}}


def _stems(stemmer: Any, phrase: str) -> list[str]:
    return [stemmer.stem(w.lower()) for w in re.findall(r"\w+", phrase)]


def page_text(html: str) -> str:
    """The reader's text of a built page: the article without code cells, hidden parts, scripts."""
    from bs4 import BeautifulSoup

    soup = BeautifulSoup(html, "html.parser")
    main = soup.select_one("article.bd-article") or soup.select_one('[role="main"]') or soup.body
    if main is None:
        return ""
    for junk in main.select(".cell_input, details.hide, script, style, .headerlink, .onlyprint"):
        junk.decompose()
    return re.sub(r"\s+", " ", main.get_text(" ")).strip()


def _titles(app: Sphinx) -> dict[str, list[str]]:
    """Each page's title (a chapter named after a term teaches it; a section heading somewhere,
    e.g. in the learning record's list of chapters, does not)."""
    return {name: [title.astext()] for name, title in sorted(app.env.titles.items())}


def _finished(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    outdir = Path(app.builder.outdir)
    stemmer = SearchGerman({})
    groups = synonym_groups()
    glossary = GLOSSARY.read_text(encoding="utf-8") if GLOSSARY.is_file() else ""
    rules = RULE_INDEX.read_text(encoding="utf-8") if RULE_INDEX.is_file() else ""
    docnames = sorted(app.env.found_docs)
    order = toc_order(TOC.parent) if TOC.is_file() else docnames
    rank = rank_data(groups, glossary_rules(glossary), explaining_pages(rules), order, stemmer, _titles(app))
    (outdir / "_static" / RANK_FILE).write_text(
        "window.HOLDEM_SEARCH = " + json.dumps(rank, ensure_ascii=False) + ";\n", encoding="utf-8")
    texts = {name: page_text((outdir / f"{name}.html").read_text(encoding="utf-8"))
             for name in docnames if (outdir / f"{name}.html").is_file()}
    (outdir / "_static" / TEXTS_FILE).write_text(
        "window.HOLDEM_SEARCH_TEXTS = " + json.dumps(texts, ensure_ascii=False) + ";\n", encoding="utf-8")


def _configure(app: Sphinx, config: Config) -> None:
    config.html_search_scorer = str(SCORER)
    # The snippets come from the prepared texts (holdem-search.js), not from fetching each page.
    config.html_show_search_summary = False


def _page_context(app: Sphinx, pagename: str, *args: Any) -> None:
    if pagename == "search":
        app.add_js_file(TEXTS_FILE, priority=200)
        app.add_js_file(RANK_FILE, priority=200)
        app.add_js_file(RESULTS_FILE, priority=200, defer="defer")


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_search_language(SearchGermanBook)
    app.connect("config-inited", _configure)
    app.connect("html-page-context", _page_context)
    app.connect("build-finished", _finished)
    return {"version": "2.0", "parallel_read_safe": True, "parallel_write_safe": True}
