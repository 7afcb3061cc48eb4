"""What the executed chapters show the reader is prose, not assembled parts (issue 15, item 2).

Over the stored outputs and widget pages of every chapter (``book/*.ipynb``): no two brackets in
a row ("(Sitz 3) (D3)"), no round-end sentence that names all-in when nobody in the hand is
all-in (W5), and no request to show both cards right after the same player's cards were shown
(C3). The notebooks are stored executed, so this test checks what the site shows.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

BOOK = Path(__file__).resolve().parent.parent / "book"
CHAPTERS = sorted(BOOK.glob("*.ipynb"))

TAG = re.compile(r"<[^>]+>")
# Two brackets in a row, also when the second holds a rule link: "(Kd) (D1)".
TWO_BRACKETS = re.compile(r"\([^()\n]*\)[ \t]*\((?:[^()\n]*)\)")
# The W5 sentence with the all-in reason, and the C3 request to show.
ALL_IN_REASON = "gleich viel gesetzt oder sind all-in"
SHOW_REQUEST = re.compile(r"Um zu gewinnen, zeigt ([A-ZÄÖÜ][\wäöüß]*(?: \d+)?) beide Hole Cards")


def _text(source: object) -> str:
    return "".join(source) if isinstance(source, list) else str(source)


def shown_texts(path: Path, *, outputs: bool = True, widgets: bool = True) -> list[str]:
    """Every text the chapter shows: stream and plain/HTML outputs, and the widget pages' strings,
    tags removed and entities resolved."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    texts: list[str] = []
    for cell in notebook["cells"] if outputs else []:
        for output in cell.get("outputs", []):
            if output.get("output_type") == "stream":
                texts.append(_text(output.get("text", "")))
            for mime in ("text/plain", "text/html", "text/markdown"):
                if mime in output.get("data", {}):
                    texts.append(_text(output["data"][mime]))

    def strings(value: object) -> None:
        if isinstance(value, str):
            texts.append(value)
        elif isinstance(value, dict):
            for item in value.values():
                strings(item)
        elif isinstance(value, list):
            for item in value:
                strings(item)

    if widgets:
        strings(notebook.get("metadata", {}).get("widgets", {}))
    return [html.unescape(TAG.sub("", t)) for t in texts]


def lines_of(texts: list[str]) -> list[str]:
    return [" ".join(line.split()) for t in texts for line in re.split(r"\n(?=\S)|\n\n", t)]


def double_brackets(texts: list[str]) -> list[str]:
    return sorted({m.group() for t in texts for m in TWO_BRACKETS.finditer(" ".join(t.split()))})


def false_all_in_reasons(texts: list[str], pages: list[str] | None = None) -> list[str]:
    """Round-end sentences naming all-in in a chapter where nobody goes all-in. A chapter often
    prints only part of a hand (a round, a step of a hand player), so the all-in may stand in
    another output of the chapter; the engine's own test (test_narration) checks each hand
    strictly, this one what the chapters show."""
    found = []
    chapter = " ".join(" ".join(t.split()) for t in [*texts, *(pages or [])]).replace(ALL_IN_REASON, "")
    for text in [*texts, *(pages or [])]:
        flat = " ".join(text.split())
        if ALL_IN_REASON in flat and "all-in" not in chapter:
            found.append(flat[flat.index(ALL_IN_REASON) - 60:][:160])
    return found


def repeated_show_requests(texts: list[str]) -> list[str]:
    """"Um zu gewinnen, zeigt X beide Hole Cards" after "X zeigt …" in the same text."""
    found = []
    for text in texts:
        flat = " ".join(text.split())
        for match in SHOW_REQUEST.finditer(flat):
            name = match.group(1)
            if f"{name} zeigt" in flat[:match.start()]:
                found.append(flat[max(0, match.start() - 80):match.end()])
    return found


@pytest.mark.rule("D3")
@pytest.mark.parametrize("path", CHAPTERS, ids=[p.name for p in CHAPTERS])
def test_chapters_show_no_two_brackets_in_a_row(path: Path) -> None:
    assert double_brackets(shown_texts(path)) == []


@pytest.mark.rule("W5")
@pytest.mark.parametrize("path", CHAPTERS, ids=[p.name for p in CHAPTERS])
def test_W5_round_end_names_all_in_only_where_someone_is_all_in(path: Path) -> None:
    assert false_all_in_reasons(shown_texts(path, widgets=False), shown_texts(path, outputs=False)) == []


@pytest.mark.rule("C3")
@pytest.mark.parametrize("path", CHAPTERS, ids=[p.name for p in CHAPTERS])
def test_C3_no_request_to_show_cards_already_shown(path: Path) -> None:
    assert repeated_show_requests(shown_texts(path)) == []


@pytest.mark.parametrize("texts, bad", [
    (["Ben hat den Button (Sitz 2) (D3)."], True),
    (["Ben hat den Button (Sitz 2; D3)."], False),
    (["Jan bekommt zwei Hole Cards (7d 6c) (K1)."], True),
    (["Spieler 3: Aussteigen (Fold) · Spieler 4: Mitgehen (Call)"], False),
])
def test_the_bracket_check_can_fail(texts: list[str], bad: bool) -> None:
    assert bool(double_brackets(texts)) is bad


@pytest.mark.rule("W5")
def test_the_round_end_check_can_fail() -> None:
    calm = [("Die Wettrunde auf dem Flop ist beendet: alle haben gehandelt und gleich viel gesetzt oder sind all-in. "
             "12 Chips kommen in den Pot (W5).")]
    short = [("Ben geht all-in und setzt 10 Chips (A1). Die Wettrunde auf dem Flop ist beendet: alle haben gehandelt "
              "und gleich viel gesetzt oder sind all-in. 20 Chips kommen in den Pot (W5).")]
    assert false_all_in_reasons(calm) and not false_all_in_reasons(short)


@pytest.mark.rule("C3")
def test_the_show_check_can_fail() -> None:
    text = "Ben zeigt 2h 3c – Straße (S2). Hauptpot: Ben gewinnt 4 Chips. Um zu gewinnen, zeigt Ben beide Hole Cards (C3)."
    assert repeated_show_requests([text]) and not repeated_show_requests([text.replace("Ben zeigt", "Cem zeigt")])
