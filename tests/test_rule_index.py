"""The rule index (book/regelverzeichnis.md) lists all 103 rule IDs in catalogue order, and each
entry links to the SECTION that explains the rule: ``→ erklärt in {ruleexplained}`L4 <limits>```
resolves (book/_ext/rule_role.py) to the section of the page holding the page's first {rule}`L4`
below a second-level heading. The linked chapter must really reference the rule there and show
it in a worked example; every ID is referenced somewhere in the book.

The list of IDs comes from the book itself (the MyST targets ``(regel-L4)=`` of the index),
checked against the catalogue written here as ranges, so the test needs nothing outside the repo.

Worked-example criterion ("shown in a worked example"): a code cell of the linked chapter that
- has a stored TEXT result: printed text (stdout) or a plain-text value; a value that also
  carries a picture or a widget does not count (its text is only a repr like "<Figure …>"),
- is compared by nbval, i.e. is not tagged ``nbval-ignore-output``/``nbval-skip``,
- in a chapter that imports ``holdem`` (the cells call the engine, never own helper code),
and that is tied to the rule in one of two ways:
  (a) its stored text output names the ID as a word — the engine's event sentences cite the rule
      they apply, e.g. "Damit ist die Runde gekappt … (L4)", or
  (b) it belongs to the code cells that directly follow a markdown cell referencing {rule}`ID`
      (the example right after the explanation, before the next markdown cell).
A mention in a cell's source is not enough: a comment proves nothing about the result.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
INDEX = BOOK / "regelverzeichnis.md"

# The catalogue of RULES.md as ranges: section letter and number of rules, in this order.
CATALOGUE = [("G", 8), ("D", 6), ("B", 12), ("H", 3), ("K", 5), ("W", 10), ("L", 8), ("A", 9),
             ("S", 6), ("R", 12), ("P", 3), ("X", 3), ("C", 18)]
EXPECTED_IDS = [f"{letter}{n}" for letter, count in CATALOGUE for n in range(1, count + 1)]

# The page dedicated to each section; an entry's first link goes there (exceptions below).
SECTION_CHAPTER = {"G": "grundlagen", "D": "dealer-button", "B": "blinds", "H": "heads-up",
                   "K": "geben", "W": "wettrunden", "L": "limits", "A": "all-in",
                   "S": "showdown", "R": "rangfolge", "P": "split-pot", "X": "sonstiges",
                   "C": "am-echten-tisch"}
DEDICATED_PAGE = {"B12": "turniere", **{f"C{n}": "kartenraum" for n in range(11, 19)}}

# Rules whose linked chapter does not yet show them in a worked example (criterion above).
# Remove an entry once the chapter has the example: strict xfail then fails as a reminder.
MISSING_WORKED_EXAMPLE: dict[str, str] = {}

TARGET = re.compile(r"^\(regel-([A-Z][0-9]{1,2})\)=[ \t]*$", re.MULTILINE)
RULE_ROLE = re.compile(r"\{rule\}`\s*([A-Z][0-9]{1,2})\s*`")
LINK_LINE = re.compile(r"^→ erklärt in (.+)$", re.MULTILINE)
EXPLAINED_ROLE = re.compile(r"\{ruleexplained\}`\s*([A-Z][0-9]{1,2})\s*<\s*([^`<>\s]+)\s*>\s*`")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*$")
FENCE = re.compile(r"^\s*(`{3,}|:{3,})")
WORD = r"(?<![A-Za-z0-9]){}(?![0-9])"
NOT_COMPARED = {"nbval-ignore-output", "nbval-skip"}


def _source(cell: dict) -> str:
    source = cell.get("source", "")
    return "".join(source) if isinstance(source, list) else source


@cache
def index_entries() -> dict[str, str]:
    """Rule ID -> its entry: the text from its target to the next target or heading."""
    text = INDEX.read_text(encoding="utf-8")
    targets = list(TARGET.finditer(text))
    entries: dict[str, str] = {}
    for k, match in enumerate(targets):
        end = targets[k + 1].start() if k + 1 < len(targets) else len(text)
        heading = re.search(r"^#", text[match.end():end], re.MULTILINE)
        entries.setdefault(match.group(1), text[match.end():match.end() + heading.start()] if heading
                           else text[match.end():end])
    return entries


def index_ids() -> list[str]:
    return TARGET.findall(INDEX.read_text(encoding="utf-8"))


def linked_pairs(rule_id: str) -> list[tuple[str, str]]:
    """(rule ID, page) of each {ruleexplained} on the entry's '→ erklärt in …' line."""
    line = LINK_LINE.search(index_entries().get(rule_id, ""))
    if not line:
        return []
    return [(rid, page.removesuffix(".md").removesuffix(".ipynb")) for rid, page in EXPLAINED_ROLE.findall(line.group(1))]


def linked_docs(rule_id: str) -> list[str]:
    """The pages the entry links to, relative to book/."""
    return [page for _, page in linked_pairs(rule_id)]


def explaining_section(cells: list[dict], rule_id: str) -> tuple[int, str] | None:
    """(heading level, title) of the section that {ruleexplained} links to: the section holding
    the page's first {rule}`rule_id` below a second-level heading (as book/_ext/rule_role.py)."""
    for level, title, text in sections(cells):
        if level >= 2 and rule_id in RULE_ROLE.findall(text):
            return level, title
    return None


def sections(cells: list[dict]) -> list[tuple[int, str, str]]:
    """The markdown of a page cut at its headings: (level, title, text up to the next heading)."""
    parts: list[tuple[int, str, list[str]]] = [(0, "", [])]
    for cell in cells:
        if cell["cell_type"] != "markdown":
            continue
        fenced = False
        for line in _source(cell).splitlines():
            if FENCE.match(line):
                fenced = not fenced
            heading = None if fenced else HEADING.match(line)
            if heading:
                parts.append((len(heading.group(1)), heading.group(2), []))
            else:
                parts[-1][2].append(line)
    return [(level, title, "\n".join(lines)) for level, title, lines in parts]


@cache
def toc_pages() -> set[str]:
    """Every page of _toc.yml, as a path relative to the repo without suffix (e.g. book/limits)."""
    pages: set[str] = set()

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("file", "root") and isinstance(value, str):
                    pages.add(value.removesuffix(".md").removesuffix(".ipynb"))
                walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    walk(yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8")))
    return pages


def page_file(name: str) -> Path | None:
    for suffix in (".ipynb", ".md"):
        if (path := BOOK / f"{name}{suffix}").exists():
            return path
    return None


@cache
def chapter_cells(name: str) -> list[dict]:
    """The cells of a page; a Markdown page counts as one markdown cell."""
    path = page_file(name)
    assert path is not None, f"Seite book/{name} gibt es nicht"
    if path.suffix == ".md":
        return [{"cell_type": "markdown", "source": path.read_text(encoding="utf-8")}]
    return json.loads(path.read_text(encoding="utf-8"))["cells"]


def referenced_rules(cells: list[dict]) -> set[str]:
    return {rid for c in cells if c["cell_type"] == "markdown" for rid in RULE_ROLE.findall(_source(c))}


def text_result(cell: dict) -> str:
    """The stored text a reader sees: stdout, or plain-text values without picture or widget."""
    parts = []
    for output in cell.get("outputs", []):
        if output.get("output_type") == "stream" and output.get("name") == "stdout":
            parts.append(_source({"source": output.get("text", "")}))
        elif output.get("output_type") in ("execute_result", "display_data"):
            data = output.get("data", {})
            if "text/plain" in data and not any(k.startswith("image/") or "widget" in k for k in data):
                parts.append(_source({"source": data["text/plain"]}))
    return "\n".join(parts).strip()


def worked_examples(cells: list[dict], rule_id: str) -> list[int]:
    """Indices of the code cells that show ``rule_id`` by the criterion of the module docstring."""
    if not any(c["cell_type"] == "code" and re.search(r"\b(from|import) holdem\b", _source(c)) for c in cells):
        return []
    word = re.compile(WORD.format(re.escape(rule_id)))
    found = []
    explained_just_before = False
    for i, cell in enumerate(cells):
        if cell["cell_type"] == "markdown":
            explained_just_before = rule_id in RULE_ROLE.findall(_source(cell))
            continue
        if cell["cell_type"] != "code" or NOT_COMPARED & set(cell.get("metadata", {}).get("tags", [])):
            continue
        text = text_result(cell)
        if cell.get("execution_count") is not None and text and (explained_just_before or word.search(text)):
            found.append(i)
    return found


def _rule_params(expect_example: bool = False) -> list:
    params = []
    for rid in EXPECTED_IDS:
        marks = [pytest.mark.rule(rid)]
        if expect_example and rid in MISSING_WORKED_EXAMPLE:
            marks.append(pytest.mark.xfail(reason=MISSING_WORKED_EXAMPLE[rid], strict=True))
        params.append(pytest.param(rid, id=rid, marks=marks))
    return params


def test_expected_catalogue_has_103_ids() -> None:
    assert len(EXPECTED_IDS) == 103 == len(set(EXPECTED_IDS))
    assert EXPECTED_IDS[:3] == ["G1", "G2", "G3"] and EXPECTED_IDS[-20:-18] == ["X2", "X3"]
    assert EXPECTED_IDS[-18:] == [f"C{n}" for n in range(1, 19)]


def test_expected_catalogue_matches_rules_md() -> None:
    """The ranges above are those of the shared catalogue (skipped where it is not at hand)."""
    rules_md = ROOT.parent / "shared" / "RULES.md"
    if not rules_md.is_file():
        pytest.skip("../shared/RULES.md liegt nicht neben dem Projekt")
    ids = re.findall(r"^- \*\*([A-Z][0-9]{1,2})\*\*", rules_md.read_text(encoding="utf-8"), re.MULTILINE)
    assert ids == EXPECTED_IDS


def test_index_lists_all_103_ids_in_catalogue_order() -> None:
    ids = index_ids()
    assert len(ids) == 103, f"{len(ids)} Ziele im Regelverzeichnis statt 103"
    wrong = [(pos + 1, got, want) for pos, (got, want) in enumerate(zip(ids, EXPECTED_IDS)) if got != want]
    assert wrong == [], f"Reihenfolge weicht ab (Position, steht da, erwartet): {wrong[:5]}"
    assert ids == EXPECTED_IDS


@pytest.mark.parametrize("rule_id", _rule_params())
def test_entry_links_to_the_chapter_that_explains_the_rule(rule_id: str) -> None:
    entry = index_entries().get(rule_id, "")
    assert f"**{rule_id}** –" in entry, f"Eintrag {rule_id} ohne Regeltext"
    pairs = linked_pairs(rule_id)
    assert pairs, f"{rule_id}: keine Zeile '→ erklärt in {{ruleexplained}}`{rule_id} <…>`' im Eintrag"
    assert {rid for rid, _ in pairs} == {rule_id}, f"{rule_id}: der Verweis nennt eine andere Regel: {pairs}"
    docs = [page for _, page in pairs]
    for doc in docs:
        assert f"book/{doc}" in toc_pages(), f"{rule_id}: {doc} steht nicht in _toc.yml"
        assert page_file(doc) is not None, f"{rule_id}: book/{doc} gibt es nicht"
    dedicated = DEDICATED_PAGE.get(rule_id, SECTION_CHAPTER[rule_id[0]])
    assert docs[0] == dedicated, f"{rule_id}: erster Link {docs[0]}, erwartet {dedicated}"


@pytest.mark.parametrize("rule_id", _rule_params())
def test_linked_chapter_references_the_rule(rule_id: str) -> None:
    docs = linked_docs(rule_id)
    assert docs
    for doc in docs:
        assert rule_id in referenced_rules(chapter_cells(doc)), f"{doc} verweist nicht mit {{rule}} auf {rule_id}"


@pytest.mark.parametrize("rule_id", _rule_params())
def test_link_goes_to_a_section_that_explains_the_rule(rule_id: str) -> None:
    """Not the chapter's top: a section below the title, and not the exercises."""
    for doc in linked_docs(rule_id):
        found = explaining_section(chapter_cells(doc), rule_id)
        assert found is not None, f"{doc}: kein {{rule}}`{rule_id}` in einem Abschnitt unter dem Titel"
        level, title = found
        assert level >= 2 and title
        assert not title.startswith("Übung"), f"{doc}: {rule_id} kommt zuerst in den Übungen vor ({title})"


@pytest.mark.parametrize("rule_id", _rule_params(expect_example=True))
def test_linked_chapter_shows_the_rule_in_a_worked_example(rule_id: str) -> None:
    docs = linked_docs(rule_id)
    assert docs
    for doc in docs:
        assert worked_examples(chapter_cells(doc), rule_id), f"{doc}: kein Rechenbeispiel für {rule_id}"


def test_all_103_ids_are_referenced_in_the_book() -> None:
    """The issue's rule-reference test (103/103): each ID has a {rule} reference on a built page."""
    referenced: set[str] = set()
    for page in toc_pages():
        if page.startswith("book/") and page_file(page.removeprefix("book/")) is not None:
            referenced |= referenced_rules(chapter_cells(page.removeprefix("book/")))
    missing = [rid for rid in EXPECTED_IDS if rid not in referenced]
    assert missing == [], f"nicht referenziert: {missing}"
    assert len(set(EXPECTED_IDS) & referenced) == 103
    assert referenced <= set(EXPECTED_IDS), f"unbekannte Regel-IDs: {sorted(referenced - set(EXPECTED_IDS))}"


# The criterion must be able to fail: a cell shows a rule only with stored text, compared by nbval.
def _md(text: str) -> dict:
    return {"cell_type": "markdown", "source": text}


def _code(source: str, outputs: list, tags: list | None = None) -> dict:
    return {"cell_type": "code", "source": source, "execution_count": 1, "outputs": outputs,
            "metadata": {"tags": tags or []}}


IMPORT = _code("from holdem.rules import RuleSet", [])
STDOUT = [{"output_type": "stream", "name": "stdout", "text": "Spieler 1 gewinnt 8.\n"}]


@pytest.mark.parametrize("cells, shown", [
    pytest.param([IMPORT, _md("Text {rule}`L4`."), _code("x", STDOUT)], True, id="after-explanation"),
    pytest.param([IMPORT, _md("Text {rule}`L4`."), _md("Weiter."), _code("x", STDOUT)], False,
                 id="markdown-between"),
    pytest.param([IMPORT, _md("Nichts."), _code("x", [{"output_type": "stream", "name": "stdout",
                                                         "text": "gekappt (L4).\n"}])], True, id="output-names-id"),
    pytest.param([IMPORT, _md("Nichts."), _code("x", [{"output_type": "stream", "name": "stdout",
                                                         "text": "gekappt (L40).\n"}])], False, id="other-id"),
    pytest.param([IMPORT, _md("Nichts."), _code("# L4\nx", STDOUT)], False, id="source-only"),
    pytest.param([IMPORT, _md("{rule}`L4`"), _code("x", STDOUT, ["nbval-ignore-output"])], False,
                 id="not-compared"),
    pytest.param([IMPORT, _md("{rule}`L4`"), _code("x", [{"output_type": "execute_result", "data": {
        "image/png": "iVBOR", "text/plain": "<Figure>"}}])], False, id="picture-only"),
    pytest.param([_md("{rule}`L4`"), _code("print(8)", STDOUT)], False, id="no-holdem"),
])
def test_L4_worked_example_criterion(cells: list[dict], shown: bool) -> None:
    assert bool(worked_examples(cells, "L4")) is shown


@pytest.mark.parametrize("cells, found", [
    pytest.param([_md("# Limits\nZuerst {rule}`L4`.\n## Cap\nHier {rule}`L4`.")], (2, "Cap"), id="intro-skipped"),
    pytest.param([_md("# Limits\n{rule}`L4`"), _md("## Übungen")], None, id="only-intro"),
    pytest.param([_md("# Limits\n## A\n```{admonition} x\n# kein Titel\n{rule}`L4`\n```")], (2, "A"),
                 id="fence-is-no-heading"),
    pytest.param([_md("# T\n## A\nnichts"), _md("### B\n{rule}`L4` und {rule}`L40`")], (3, "B"), id="subsection"),
])
def test_L4_explaining_section_is_found_like_the_extension(cells: list[dict], found: tuple | None) -> None:
    assert explaining_section(cells, "L4") == found
