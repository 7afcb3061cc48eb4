"""One German word per concept in everything a reader sees (issue 10, X2).

The list of chosen words and the synonyms the book does not use stands in the glossary, in the
section "Welche Wörter dieses Buch benutzt" (book/glossar.md): a table whose first column is the
chosen word and whose second column lists the rejected forms, each in backticks. This test reads
that table and scans for the rejected forms:

- the markdown cells of every chapter (book/*.ipynb),
- the stored text outputs of every chapter (what the engine printed for the reader),
- the appendix pages (book/*.md; the glossary without the list itself),
- the engine's own texts: every string literal in holdem/**/*.py except docstrings.

A rejected form counts only as a whole word: "Dealer" is rejected, "Dealer-Button" is not, and the
English glosses in parentheses are written in lower case ("Geber (dealer)"), so the match is
case-sensitive. Card ranks are written with T for the ten (notation.md, G7): "10♣", "10c" and the
German letters "B♦", "D♠" in card codes are rejected too.

Pages and engine files that other parts of the project still have to change are listed in
``PENDING`` with the reason; they are expected to fail (xfail, not strict, so that the fix can
land in any order) and must be removed from the list once fixed.
"""

from __future__ import annotations

import ast
import json
import re
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
GLOSSARY = BOOK / "glossar.md"
ENGINE = ROOT / "holdem"
SECTION = "## Welche Wörter dieses Buch benutzt"

# The ten and German court letters in card codes: "10♣", "10c" (not "10 Chips"), "B♦", "D♠".
CARD_CODES = re.compile(r"(?<![\w,.])10[♣♦♥♠](?!\w)|(?<![\w,.])10[cdhs](?![\w])|(?<![\w])[BD][♣♦♥♠]")

# Texts owned elsewhere that still use a rejected word; the value says where and why.
PENDING: dict[str, str] = {
}


def _text(source: object) -> str:
    return "".join(source) if isinstance(source, list) else str(source)


@cache
def rejected_forms() -> dict[str, str]:
    """Rejected form -> chosen word, from the table of the glossary section."""
    text = GLOSSARY.read_text(encoding="utf-8")
    assert SECTION in text, f"book/glossar.md hat keinen Abschnitt {SECTION!r}"
    section = text.split(SECTION, 1)[1].split("\n#", 1)[0]
    forms: dict[str, str] = {}
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or not line.lstrip().startswith("|") or set(cells[0]) <= {"-", " "}:
            continue
        chosen = cells[0]
        for form in re.findall(r"`([^`]+)`", cells[1]):
            forms[form] = chosen
    return forms


def _pattern(form: str) -> re.Pattern[str]:
    # A whole word: no letter, digit or hyphen on either side ("Dealer-Button" is fine).
    return re.compile(rf"(?<![\w-]){re.escape(form)}(?![\w-])")


def violations(text: str) -> list[str]:
    """Every rejected form in ``text``, with the chosen word and a bit of context."""
    found = []
    for form, chosen in rejected_forms().items():
        if re.search(r"\d", form):  # card examples of the T row; CARD_CODES checks those
            continue
        for match in _pattern(form).finditer(text):
            context = text[max(0, match.start() - 30):match.end() + 30].replace("\n", " ")
            found.append(f"{form!r} statt {chosen!r}: …{context}…")
    for match in CARD_CODES.finditer(text):
        context = text[max(0, match.start() - 30):match.end() + 30].replace("\n", " ")
        found.append(f"Kartenkürzel {match.group()!r} (Zehn als T, Bube J, Dame Q): …{context}…")
    return found


def chapters() -> list[Path]:
    return sorted(BOOK.glob("*.ipynb"))


def markdown_of(path: Path) -> str:
    """The prose of a chapter: markdown cells, and the captions and alt texts of its figures."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    texts = [_text(c["source"]) for c in cells if c["cell_type"] == "markdown"]
    for cell in cells:
        mystnb = cell.get("metadata", {}).get("mystnb", {})
        texts += [str(mystnb.get("figure", {}).get("caption", "")), str(mystnb.get("image", {}).get("alt", ""))]
    return "\n\n".join(texts)


def outputs_of(path: Path) -> str:
    """The text a reader sees below the code cells: stdout and plain-text results."""
    parts = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream" and output.get("name") == "stdout":
                parts.append(_text(output.get("text", "")))
            elif output.get("output_type") in ("execute_result", "display_data"):
                data = output.get("data", {})
                if "text/plain" in data and not any(k.startswith("image/") or "widget" in k for k in data):
                    parts.append(_text(data["text/plain"]))
    return "\n".join(parts)


def widget_texts(path: Path) -> str:
    """The texts of the stored widget state: labels, HTML and descriptions the static page shows.
    Long strings without spaces are pictures (base64) and are left out."""
    state = json.loads(path.read_text(encoding="utf-8")).get("metadata", {}).get("widgets", {})
    found: list[str] = []

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, str) and not (len(node) > 200 and " " not in node):
            found.append(node)

    walk(state)
    return "\n".join(found)


def page_text(path: Path) -> str:
    text = path.read_text(encoding="utf-8")
    if path == GLOSSARY:
        # The list itself names the rejected words, and so may an entry's second name (the
        # glossary explains the other word there, and the site's search maps it to the entry).
        head, rest = text.split(SECTION, 1)
        text = head + "\n#" + rest.split("\n#", 1)[1]
        text = re.sub(r"```\{glossary\}.*?```", lambda m: _without_entry_names(m.group()), text, flags=re.S)
    return text


def _without_entry_names(block: str) -> str:
    """The glossary block without the entries' name lines (unindented lines inside the block)."""
    lines = block.splitlines()
    return "\n".join([lines[0]] + [line for line in lines[1:-1] if not line or line[:1].isspace()
                                    or line.startswith(":")] + [lines[-1]])


def engine_strings(path: Path) -> str:
    """All string literals of a module (f-string parts included), without docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return "\n".join(node.value for node in ast.walk(tree)
                     if isinstance(node, ast.Constant) and isinstance(node.value, str)
                     and id(node) not in docstrings)


def _param(key: str, value: object) -> pytest.param:
    marks = [pytest.mark.xfail(reason=PENDING[key], strict=False)] if key in PENDING else []
    return pytest.param(value, id=key, marks=marks)


@pytest.mark.rule("X2")
def test_the_glossary_lists_chosen_words_and_rejected_synonyms() -> None:
    forms = rejected_forms()
    # The words the working agreement fixes must be in the list, each with its chosen word.
    for form, chosen in [("schieben", "checken"), ("Nebenpot", "Side Pot"), ("Main Pot", "Hauptpot"),
                         ("gepasst", "aussteigen"), ("Startkarten", "Hole Cards"), ("Dealer", "Geber"),
                         ("Brennkarte", "Burn Card")]:
        assert form in forms, f"{form!r} fehlt in der Liste der nicht benutzten Wörter"
        assert forms[form].startswith(chosen), f"{form!r} steht bei {forms[form]!r} statt bei {chosen!r}"
    assert len(forms) >= 20


@pytest.mark.rule("X2")
@pytest.mark.parametrize("text, bad", [
    pytest.param("Alle checken bis zum River.", False, id="chosen-word"),
    pytest.param("Alle schieben bis zum River.", True, id="rejected-verb"),
    pytest.param("Der Dealer-Button wandert.", False, id="dealer-button"),
    pytest.param("Der Dealer gibt.", True, id="dealer"),
    pytest.param("Der Geber (dealer) gibt.", False, id="english-gloss"),
    pytest.param("Der Nebenpots wegen", True, id="plural"),
    pytest.param("Er zahlt 10 Chips, Board T♣ 9♦.", False, id="ten-as-T"),
    pytest.param("Board 10♣ 9♦.", True, id="ten-as-10"),
    pytest.param("Hand A♥ B♦.", True, id="german-jack"),
    pytest.param("Die Karten verschieben sich.", False, id="other-word"),
])
def test_the_scan_finds_rejected_words_and_only_them(text: str, bad: bool) -> None:
    assert bool(violations(text)) is bad, violations(text)


@pytest.mark.rule("X2")
@pytest.mark.parametrize("text", [_param(f"markdown:{p.stem}", p) for p in chapters()])
def test_chapter_prose_uses_the_chosen_words(text: Path) -> None:
    assert violations(markdown_of(text)) == []


@pytest.mark.rule("X2")
@pytest.mark.parametrize("text", [_param(f"outputs:{p.stem}", p) for p in chapters()])
def test_chapter_outputs_use_the_chosen_words(text: Path) -> None:
    assert violations(outputs_of(text)) == []


@pytest.mark.rule("X2")
@pytest.mark.parametrize("text", [_param(f"widgets:{p.stem}", p) for p in chapters()])
def test_chapter_widgets_use_the_chosen_words(text: Path) -> None:
    assert violations(widget_texts(text)) == []


@pytest.mark.rule("X2")
@pytest.mark.parametrize("text", [_param(f"book/{p.name}", p) for p in sorted(BOOK.glob("*.md"))])
def test_appendix_pages_use_the_chosen_words(text: Path) -> None:
    assert violations(page_text(text)) == []


@pytest.mark.rule("X2")
@pytest.mark.parametrize("text", [_param(p.relative_to(ROOT).as_posix(), p)
                                  for p in sorted(ENGINE.rglob("*.py"))])
def test_engine_texts_use_the_chosen_words(text: Path) -> None:
    assert violations(engine_strings(text)) == []


@pytest.mark.rule("X2")
def test_only_the_glossary_entry_names_may_name_a_rejected_word() -> None:
    block = "```{glossary}\nSide Pot\nNebenpot\n  Ein Pot, im Volksmund Nebenpot.\n```"
    kept = _without_entry_names(block)
    assert "\nNebenpot\n" not in kept and "Side Pot\n" not in kept
    assert len(violations(kept)) == 1  # the definition is still read
