"""What a reader sees of a chapter's results is German text, not program values (issue 17).

Scanned are the executed chapters' reader-visible outputs (stream and plain-text outputs of code
cells; a widget's own plain-text fallback, its Python repr, is never shown and is skipped) and the
texts stored with the widgets (the notebook metadata's widget state: HTML and labels every static
page shows). None of them may show

- a Python value: a dict, list or tuple literal, True/False/None;
- a raw hand-history or settings dump (``key = value`` lines of a TOML file);
- the engine's "(Sitz 3) (D3)" double brackets: a bracket closed and a rule ID's bracket opened
  right after it;
- one sentence repeated more than a few times on one page.
"""

from __future__ import annotations

import html
import json
import re
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "book"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
MOST_REPEATS = 4  # a sentence may recur this often on a page (a hand log says "checkt" often)

PYTHON_VALUES = [
    ("Python-Dict", re.compile(r"\{\s*['\"]|\{\d+:\s")),
    ("Python-Liste", re.compile(r"\[\s*['\"]|\[-?\d+(?:\.\d+)?,\s*-?\d|\[\]")),
    ("Python-Tupel", re.compile(r"\(-?\d+(?:\.\d+)?,\s*-?\d+(?:\.\d+)?(?:,\s*-?\d+(?:\.\d+)?)*,?\)|\(\s*'|\(\)")),
    ("Wahrheitswert oder None", re.compile(r"\b(?:True|False|None)\b")),
    ("Datei-Dump (TOML-Zeile)", re.compile(r"^\s*[a-z_]+\s*=\s*\S.*$", re.MULTILINE)),
]
DOUBLE_BRACKET = re.compile(r"\)\s*\(\s*[GDBHKWLASRPXC]\d{1,2}\b")
SENTENCE = re.compile(r"[^.!?\n]{12,}[.!?]")


def _text(source: object) -> str:
    return "".join(source) if isinstance(source, list) else str(source)


def output_texts(notebook: dict) -> list[str]:
    """The plain texts of every code cell's outputs that the page shows."""
    texts = []
    for cell in notebook["cells"]:
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream" and output.get("name") != "stderr":
                texts.append(_text(output.get("text", "")))
            data = output.get("data", {})
            if "text/plain" in data and WIDGET_VIEW not in data:
                texts.append(_text(data["text/plain"]))
    return texts


def widget_fallback_texts(notebook: dict) -> list[str]:
    """The plain text stored beside each widget output: what JupyterLab and a notebook viewer
    show where the widget itself is not drawn (before the cells run, or without the state)."""
    return [_text(output["data"].get("text/plain", "")) for cell in notebook["cells"]
            for output in cell.get("outputs", []) if WIDGET_VIEW in output.get("data", {})]


WIDGET_TREE = re.compile(r"\b[A-Z]\w*\((?:children|value|layout|description)=")


def _strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() if not k.startswith("_") and k not in ("layout", "style")
                for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def widget_texts(notebook: dict) -> list[str]:
    """Every text stored in the widget state, tags removed, entities resolved."""
    state = notebook.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    return [html.unescape(re.sub(r"<[^>]+>", " ", s)) for model in state.values()
            for s in _strings(model.get("state", {}))]


def program_text(text: str) -> list[str]:
    """Every Python value or file dump in ``text``, with a little context."""
    found = []
    for what, pattern in PYTHON_VALUES:
        for match in pattern.finditer(text):
            context = text[max(0, match.start() - 30):match.end() + 30].replace("\n", " ")
            found.append(f"{what}: …{context}…")
    return found


def double_brackets(text: str) -> list[str]:
    return [text[max(0, m.start() - 30):m.end() + 5].replace("\n", " ") for m in DOUBLE_BRACKET.finditer(text)]


def repeated_sentences(texts: list[str]) -> dict[str, int]:
    """Sentences found more often than MOST_REPEATS times across the given texts of one page."""
    counts = Counter(" ".join(s.split()) for t in texts for s in SENTENCE.findall(t))
    return {s: n for s, n in counts.items() if n > MOST_REPEATS}


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


CHAPTERS = [pytest.param(p, id=p.stem) for p in sorted(BOOK.glob("*.ipynb"))]


@pytest.mark.parametrize("path", CHAPTERS)
def test_outputs_show_no_python_values_or_dumps(path: Path) -> None:
    found = [hit for text in output_texts(_load(path)) for hit in program_text(text)]
    assert found == []


@pytest.mark.parametrize("path", CHAPTERS)
def test_widget_texts_show_no_python_values_or_dumps(path: Path) -> None:
    found = [hit for text in widget_texts(_load(path)) for hit in program_text(text)]
    assert found == []


@pytest.mark.parametrize("path", CHAPTERS)
def test_widget_fallback_texts_are_sentences_not_widget_trees(path: Path) -> None:
    texts = widget_fallback_texts(_load(path))
    found = [text[:80] for text in texts if WIDGET_TREE.search(text) or program_text(text) or not text.strip()]
    assert found == []


def test_the_widget_tree_check_can_fail() -> None:
    assert WIDGET_TREE.search("VBox(children=(HTML(value='x'),))")
    assert not WIDGET_TREE.search("Hand zum Nachspielen: 12 Schritte")


@pytest.mark.parametrize("path", CHAPTERS)
def test_no_double_brackets_in_outputs_or_widgets(path: Path) -> None:
    notebook = _load(path)
    found = [hit for text in output_texts(notebook) + widget_texts(notebook) for hit in double_brackets(text)]
    assert found == []


@pytest.mark.parametrize("path", CHAPTERS)
def test_no_sentence_repeated_more_than_a_few_times_in_the_outputs(path: Path) -> None:
    assert repeated_sentences(output_texts(_load(path))) == {}


@pytest.mark.parametrize("text, bad", [
    pytest.param("Stacks danach: {'Anna': 96, 'Ben': 104}", True, id="dict"),
    pytest.param("Endstände: (66, 98, 136)", True, id="tuple"),
    pytest.param("Einsätze: [2, 2, 2]", True, id="list"),
    pytest.param("Die gesehene Karte kommt ins Spiel: False", True, id="bool"),
    pytest.param("Gewinner: None", True, id="none"),
    pytest.param('variant = "NT"\nmin_bet = 2', True, id="toml"),
    pytest.param("Stacks danach: Anna 96, Ben 104.", False, id="sentence"),
    pytest.param("Anna setzt den Small Blind (1 Chip, B1).", False, id="bracket"),
    pytest.param("Pot | Chips\n----+------\nHauptpot | 60", False, id="table"),
    pytest.param("Blinds 25/50 (Stufe 1).", False, id="blinds"),
])
def test_the_value_check_can_fail(text: str, bad: bool) -> None:
    assert bool(program_text(text)) is bad, program_text(text)


@pytest.mark.parametrize("text, bad", [
    ("Anna hat den Button (Sitz 1) (D3).", True),
    ("Dana setzt den Big Blind (2) (B1).", True),
    ("Anna hat den Button (D3). Ben setzt (B1).", False),
    ("Ben steigt aus (Fold, W1).", False),
])
def test_the_double_bracket_check_can_fail(text: str, bad: bool) -> None:
    assert bool(double_brackets(text)) is bad


def test_the_repeat_check_can_fail() -> None:
    assert repeated_sentences(["Anna checkt wie immer.\n" * 5]) == {"Anna checkt wie immer.": 5}
    assert repeated_sentences(["Anna checkt wie immer.\n" * 4]) == {}


@pytest.mark.rule("C4")
def test_tournament_all_in_before_the_flop_shows_both_hands_at_once_C4() -> None:
    """The tournament chapter's all-in hand: both hands face up before the board, nobody 'shows first'."""
    shown = "\n".join(output_texts(_load(BOOK / "turniere.ipynb")))
    assert "aufgedeckt, bevor die restlichen Boardkarten kommen" in shown
    assert "zeigt zuerst, weil" not in shown and "auf dem River zuletzt" not in shown
    assert "Zuerst zeigt" not in shown
