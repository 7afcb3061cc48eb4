"""German search that finds what readers type, also from ``file://``.

Sphinx already stems German words (``language: de``). On top of that, after the build:

* **Synonyms.** Every word of the glossary that names the same thing (the entry's names, e.g.
  "Side Pot" and "Nebenpot"; the English word in brackets; "auch passen") and a short list of
  everyday words readers type ("Seitentopf") finds the pages of that term: the search index
  gets the synonym's stem with the pages on which all words of the term occur.
* **Ranking.** ``_static/holdem-search-rank.js`` tells the search page (holdem-site.js) which
  pages teach a term (the chapters that explain the rules its glossary entry names), the
  book's order of pages (equal scores in that order, not "10." before "2.") and, for each
  synonym, the book's words to highlight in the snippets.
* **Snippets from file://.** A browser refuses to fetch the pages from the disk, so the search
  page would show titles only. ``_static/holdem-search-texts.js`` holds each page's reader text
  (no code, no widget data, no table rules); holdem-site.js answers the search's requests from it.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from holdem.quiz.book_index import chapters

BOOK = Path(__file__).resolve().parent.parent
GLOSSARY = BOOK / "glossar.md"
RULE_INDEX = BOOK / "regelverzeichnis.md"
TOC = BOOK.parent / "_toc.yml"
TEXTS_FILE = "holdem-search-texts.js"
RANK_FILE = "holdem-search-rank.js"
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


def rank_data(groups: list[set[str]], entries: list[tuple[set[str], set[str]]], explained: dict[str, str],
              order: list[str], stemmer: Any) -> dict[str, Any]:
    """What the search page needs to rank: pages in reading order, stem -> pages that teach it,
    stem -> the book's words for it (to highlight a synonym's hit in the snippet)."""
    teaches: dict[str, set[str]] = {}
    for names, rules in entries:
        pages = {explained[r] for r in rules if r in explained}
        for name in names:
            for stem in _stems(stemmer, name):
                teaches.setdefault(stem, set()).update(pages)
    words: dict[str, set[str]] = {}
    for group in groups:
        for name in group:
            stems = _stems(stemmer, name)
            if len(stems) == 1:
                words.setdefault(stems[0], set()).update(g.lower() for g in group if g != name)
    return {"order": order,
            "teaches": {k: sorted(v) for k, v in sorted(teaches.items()) if v},
            "words": {k: sorted(v) for k, v in sorted(words.items()) if v}}


def _stems(stemmer: Any, phrase: str) -> list[str]:
    return [stemmer.stem(w.lower()) for w in re.findall(r"\w+", phrase)]


def _docs(index: dict, stem: str) -> set[int]:
    found: set[int] = set()
    for table in ("terms", "titleterms"):
        value = index[table].get(stem)
        if value is not None:
            found.update(value if isinstance(value, list) else [value])
    return found


def add_synonyms(index: dict, groups: list[set[str]], stemmer: Any) -> int:
    """Give every one-word name of a group the pages of every other name; returns how many
    stems got new pages."""
    added = 0
    for group in groups:
        pages: set[int] = set()
        for name in group:
            stems = _stems(stemmer, name)
            if stems:
                docs = set.intersection(*(_docs(index, s) for s in stems))
                pages |= docs
        if not pages:
            continue
        for name in group:
            stems = _stems(stemmer, name)
            if len(stems) != 1:
                continue
            now = _docs(index, stems[0]) if stems[0] in index["terms"] else set()
            new = sorted(now | pages)
            if set(new) != now:
                index["terms"][stems[0]] = new if len(new) > 1 else new[0]
                added += 1
    return added


def _page_texts(outdir: Path, docnames: list[str]) -> dict[str, str]:
    from bs4 import BeautifulSoup

    texts = {}
    for name in docnames:
        page = outdir / f"{name}.html"
        if not page.is_file():
            continue
        soup = BeautifulSoup(page.read_text(encoding="utf-8"), "html.parser")
        main = soup.select_one("article.bd-article") or soup.select_one('[role="main"]') or soup.body
        if main is None:
            continue
        for junk in main.select(".cell_input, details.hide, script, style, .headerlink, .onlyprint"):
            junk.decompose()
        texts[name] = re.sub(r"\s+", " ", main.get_text(" ")).strip()
    return texts


def _finished(app: Sphinx, exception: Exception | None) -> None:
    if exception is not None or app.builder.format != "html":
        return
    from sphinx.search.de import SearchGerman

    outdir = Path(app.builder.outdir)
    index_file = outdir / "searchindex.js"
    if not index_file.is_file():
        return
    source = index_file.read_text(encoding="utf-8")
    prefix, body = source[: source.index("(") + 1], source[source.index("(") + 1: source.rindex(")")]
    index = json.loads(body)
    groups = glossary_synonyms(GLOSSARY.read_text(encoding="utf-8")) if GLOSSARY.is_file() else []
    groups += [{word, term} for word, term in EVERYDAY_WORDS.items()]
    add_synonyms(index, groups, SearchGerman({}))
    index_file.write_text(prefix + json.dumps(index, ensure_ascii=False, separators=(",", ":")) + ")",
                          encoding="utf-8")
    glossary = GLOSSARY.read_text(encoding="utf-8") if GLOSSARY.is_file() else ""
    rules = RULE_INDEX.read_text(encoding="utf-8") if RULE_INDEX.is_file() else ""
    order = toc_order(TOC.parent) if TOC.is_file() else list(index["docnames"])
    rank = rank_data(groups, glossary_rules(glossary), explaining_pages(rules), order, SearchGerman({}))
    (outdir / "_static" / RANK_FILE).write_text(
        "window.HOLDEM_SEARCH = " + json.dumps(rank, ensure_ascii=False) + ";\n", encoding="utf-8")
    texts = _page_texts(outdir, index["docnames"])
    (outdir / "_static" / TEXTS_FILE).write_text(
        "window.HOLDEM_SEARCH_TEXTS = " + json.dumps(texts, ensure_ascii=False) + ";\n", encoding="utf-8")


def _page_context(app: Sphinx, pagename: str, *args: Any) -> None:
    if pagename == "search":
        app.add_js_file(TEXTS_FILE, priority=200)
        app.add_js_file(RANK_FILE, priority=200)


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("html-page-context", _page_context)
    app.connect("build-finished", _finished)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
