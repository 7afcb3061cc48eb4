"""The prose talks rules, not code (issue 10).

Readers of the book are learners and classes; almost none read Python. So the text they read —
the markdown cells of the chapters and the Markdown pages of the book — names players as
"Spieler 1 … n" or by name (never "Index 0", never "button=3"), uses no function, parameter or
setting names of the engine and no internal error keys, and addresses the reader with "Sie".
The engine's settings are explained on one page for readers who want the code,
book/engine.md ("Die Engine benutzen"); that page is exempt. The stored outputs must not show
internal error keys either (the chapters print an error's ``message``, not the error itself).
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
EXEMPT = {"engine.md"}
# Pages other parts of the project still have to change (xfail, not strict; remove when fixed).
PENDING: dict[str, str] = {}

CAST = ("Anna", "Ben", "Cem", "Dana", "Emil", "Fiona", "Gina", "Hugo", "Ida", "Jan")

# Inline code that is an identifier: with an underscore, a dot between letters, brackets or '=',
# or in CamelCase (``play_script``, ``OddChip.CARRY``, ``settle(...)``, ``RuleSet``).
CODE_SPAN = re.compile(r"(?<![`{}\w])`([^`\n]+)`")
IDENTIFIER = re.compile(r"_|[A-Za-z]\.[A-Za-z]|[()=]|[a-z][A-Z]")
RULES = [
    ("Index statt Spielernummer", re.compile(r"\bIndex\b|\bSpieler 0\b")),
    ("Parameter wie button=3", re.compile(r"\b[a-z_]{3,}=\S")),
    ("interner Fehlerschlüssel", re.compile(r"\[[a-z]+(?:_[a-z]+)+\]")),
    ("„du“ statt „Sie“", re.compile(r"\b(?:du|dich|dir|dein|deine|deinen|deinem|deiner|Rechne nach)\b")),
    ("Spieler mit Buchstaben statt Nummer oder Name", re.compile(r"\bSpieler [A-Z]\b")),
    ("Name außerhalb der Besetzung", re.compile(r"\b(?:Fritzi|Kai)\b")),
]
# File names a reader may need to open (README.md, book/*.ipynb) are not code.
FILE_NAME = re.compile(r"^[\w./*-]+\.(?:md|ipynb|py|yml|toml|phh|txt|html|pdf|svg|json|csv)$")
# A command to type in a terminal (for readers who run the book themselves) is not prose either.
COMMAND = re.compile(r"^\s*(?:python|jupyter|voila|pip|npm|bash|JUPYTER_PATH=)\b")
# The notation appendix explains one hand-history file line by line (issue 17): between these
# markers the backticked lines are the file's own text, not the engine's names.
FILE_LINES = re.compile(r"<!-- file-lines -->.*?<!-- /file-lines -->", re.S)
CODE_BLOCK = re.compile(r"^```(?!\{)[^\n]*\n.*?^```[ \t]*$", re.S | re.M)


@cache
def engine_names() -> frozenset[str]:
    """Names of the engine's modules, functions and classes (``settle``, ``holdem``, ``RuleSet``)."""
    names = {"holdem"}
    for path in (ROOT / "holdem").rglob("*.py"):
        names.add(path.stem)
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and not node.name.startswith("_"):
                names.add(node.name)
    return frozenset(n for n in names if len(n) >= 4)


# Roles and MyST syntax whose backticked argument is not code: {rule}`L8`, {doc}`x`, {term}`y`.
ROLE = re.compile(r"\{[a-z]+\}`[^`]*`")
HTML_TAG = re.compile(r"<[A-Za-z/][^>\n]*>")  # raw HTML (a download link's href=) is markup, not prose
MATH = re.compile(r"\$\$.*?\$\$|\$[^$\n]+\$", re.S)


def _text(source: object) -> str:
    return "".join(source) if isinstance(source, list) else str(source)


def reader_texts() -> list[tuple[str, str]]:
    """(name, markdown) of every chapter and page the reader sees, except the engine page."""
    texts = []
    for path in sorted(BOOK.glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        prose = [_text(c["source"]) for c in cells if c["cell_type"] == "markdown"]
        for cell in cells:  # figure captions and alt texts are read too
            mystnb = cell.get("metadata", {}).get("mystnb", {})
            prose += [str(mystnb.get("figure", {}).get("caption", "")), str(mystnb.get("image", {}).get("alt", ""))]
        texts.append((path.name, "\n\n".join(prose)))
    for path in sorted(BOOK.glob("*.md")):
        if path.name not in EXEMPT:
            texts.append((path.name, path.read_text(encoding="utf-8")))
    return texts


def problems(markdown: str) -> list[str]:
    """What in ``markdown`` speaks code instead of rules."""
    # Code blocks (```bash, ```python) are commands to copy; directive fences such as
    # ```{exercise} and ```{solution} keep their content (exercises and solutions are prose) but not
    # their options.
    prose = CODE_BLOCK.sub(" ", FILE_LINES.sub(" ", markdown))
    prose = HTML_TAG.sub(" ", MATH.sub(" ", ROLE.sub(" ", prose)))
    prose = re.sub(r"^```.*$|^:[a-z-]+:.*$", " ", prose, flags=re.M)
    spans = CODE_SPAN.findall(prose)
    found = [f"Code im Text: `{span}`" for span in spans
             if not FILE_NAME.match(span) and not COMMAND.match(span)
             and (IDENTIFIER.search(span) or span.strip() in engine_names())]
    prose = CODE_SPAN.sub(lambda m: " " if COMMAND.match(m.group(1)) else m.group(0), prose)
    for what, pattern in RULES:
        found += [f"{what}: {m.group()!r}" for m in pattern.finditer(prose)]
    return found


@pytest.mark.parametrize("name, markdown", [
    pytest.param(n, t, id=n, marks=[pytest.mark.xfail(reason=PENDING[n], strict=False)] if n in PENDING else [])
    for n, t in reader_texts()])
def test_reader_text_talks_rules_not_code(name: str, markdown: str) -> None:
    assert problems(markdown) == []


@pytest.mark.parametrize("path", [pytest.param(p, id=p.name) for p in sorted(BOOK.glob("*.ipynb"))])
def test_stored_outputs_show_no_internal_error_keys(path: Path) -> None:
    key = re.compile(r"\[[a-z]+(?:_[a-z]+)+\]")
    shown = []
    for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                shown += key.findall(_text(output.get("text", "")))
            elif "text/plain" in output.get("data", {}):
                shown += key.findall(_text(output["data"]["text/plain"]))
    assert shown == []


@pytest.mark.parametrize("path", [pytest.param(p, id=p.name) for p in sorted(BOOK.glob("*.ipynb"))])
def test_outputs_and_widgets_use_the_cast(path: Path) -> None:
    """Names outside the cast do not appear in what the chapter shows (outputs, widget pages)."""
    outside = re.compile(r"\b(?:Fritzi|Kai)\b")
    notebook = json.loads(path.read_text(encoding="utf-8"))
    shown = json.dumps(notebook.get("metadata", {}).get("widgets", {}), ensure_ascii=False)
    shown += json.dumps([c.get("outputs", []) for c in notebook["cells"]], ensure_ascii=False)
    assert outside.findall(shown) == []


@pytest.mark.parametrize("markdown, bad", [
    pytest.param("Spieler 1 hat die beste Hand.", False, id="player-number"),
    pytest.param("Spieler 1 (Index 0) hat die beste Hand.", True, id="index"),
    pytest.param("Spieler 0 spielt das Board.", True, id="player-zero"),
    pytest.param("Mit `settle` geht es auch.", True, id="function"),
    pytest.param("Die Einstellung `OddChip.CARRY`.", True, id="setting"),
    pytest.param("Im `RuleSet` steht es.", True, id="camel-case"),
    pytest.param("Start mit `button=3`.", True, id="parameter"),
    pytest.param("Sie halten `As Kd` ({rule}`G4`).", False, id="cards-and-role"),
    pytest.param("Fehler [too_many_players]", True, id="error-key"),
    pytest.param("Rechne nach, dass es passt.", True, id="du"),
    pytest.param("Rechnen Sie nach.", False, id="sie"),
    pytest.param("Spieler A hält zwei Asse.", True, id="letter"),
    pytest.param("Fritzi setzt den Big Blind.", True, id="name-outside-cast"),
    pytest.param("Die Formel $2n + 5 + b \\le 52$ gilt.", False, id="math"),
    pytest.param("Mehr in der Datei `README.md`.", False, id="file-name"),
    pytest.param('Den <a href="x.pdf">Spickzettel</a> drucken.', False, id="html-link"),
    pytest.param("Live mit `python -m holdem lab --port=8900`.", False, id="command"),
    pytest.param("```bash\nvoila --template=offline book/x.ipynb\n```\nSo geht es.", False, id="code-block"),
    pytest.param("```{solution} ex-x-1\n:label: sol-x-1\n:class: dropdown\nMit `settle` geht es.\n```", True,
                 id="solution-is-prose"),
    pytest.param("```{exercise}\n:label: ex-x-1\n:nonumber:\nWer gewinnt?\n```", False, id="exercise-options"),
    pytest.param("Das Paket `holdem` rechnet.", True, id="package"),
    pytest.param("<!-- file-lines -->\n| `min_bet = 2` | kleinster Einsatz |\n<!-- /file-lines -->", False,
                 id="file-lines"),
    pytest.param("| `min_bet = 2` | kleinster Einsatz |", True, id="file-line-unmarked"),
])
def test_the_check_can_fail(markdown: str, bad: bool) -> None:
    assert bool(problems(markdown)) is bad, problems(markdown)


def test_the_cast_has_ten_names() -> None:
    assert len(set(CAST)) == 10


# Pages about using the software itself may name it; a chapter says what happens at the table
# and names the engine at most where it explains how the examples were computed (issue 17).
SOFTWARE_PAGES = {"intro.md", "live.md", "eigene-hand.ipynb", "unterricht.md", "glossar.md", "werkstatt.md"}
MOST_ENGINE_MENTIONS = 4


@pytest.mark.parametrize("name, markdown", [pytest.param(n, t, id=n) for n, t in reader_texts()
                                            if n not in SOFTWARE_PAGES])
def test_chapters_talk_about_the_table_not_the_engine(name: str, markdown: str) -> None:
    assert len(re.findall(r"\bEngine\b", markdown)) <= MOST_ENGINE_MENTIONS
