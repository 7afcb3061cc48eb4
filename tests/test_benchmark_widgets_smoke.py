"""The live-widget benchmark still runs (3 repetitions per row) and prints its whole table.

Speed itself is never asserted here: only that every row is there with numbers that fit
together (median ≤ p95 ≤ max) and that every action really produced its new picture.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "benchmarks" / "widgets_live.py"

# (widget in the first column of its block, action) — widget actions and their comparison rows
WIDGET_ROWS = [
    ("Equity-Rechner", "Klick „Equity berechnen“: vor dem Flop, 1.712.304 Boards"),
    ("Equity-Rechner", "Klick „Equity berechnen“: Flop, 990 Boards"),
    ("Seitentopf-Rechner", "Rangfolge ändern (Textfeld)"),
    ("Button-Ziehung", "Klick „Ziehen“ (nächste vorbereitete Ziehung)"),
    ("Wettrunde", "Klick „Mitgehen (Call)“"),
    ("Hand-Player", "Slider einen Schritt weiter"),
    ("Hand-Player", "PHH-Text laden, Klick „Hand laden“"),
    ("Hand-Picker", "Board eintippen (Textfeld)"),
]
PART_ROWS = [
    ("nur Engine: exact_equity", 2),
    ("nur Bild: draw_equity_bars + PNG", 2),
    ("nur Engine: Eingabe lesen + calculate", 1),
    ("nur Bild: draw_pots + PNG", 1),
    ("nur Engine: draw_for_button", 1),
    ("nur Bild: draw_picture + PNG", 1),
    ("nur Engine: state.apply(Call)", 1),
    ("nur Bild: ein Tischbild (draw_table_state + PNG)", 1),
    ("nur Engine: read_phh + replay", 1),
    ("Tischbilder + PNG", 1),
    ("nur Engine: evaluate", 1),
    ("nur Bild: draw_hand + PNG", 1),
]
NUMBERS = re.compile(r"\s+(\d+)\s+([\d.]+,\d+)\s+([\d.]+,\d+)\s+([\d.]+,\d+)(?:\s|$)")


def _number(text: str) -> float:
    """German number ("1.529,6") as a float."""
    return float(text.replace(".", "").replace(",", "."))


def _figures(line: str, label: str) -> tuple[int, float, float, float]:
    """n, median, p95 and max of the row whose action is ``label``."""
    match = NUMBERS.search(line[line.index(label) + len(label):])
    assert match, f"keine Zahlen hinter {label!r}: {line!r}"
    n, median, p95, most = match.groups()
    return int(n), _number(median), _number(p95), _number(most)


@pytest.fixture(scope="module")
def output() -> str:
    done = subprocess.run([sys.executable, str(SCRIPT), "--quick"], check=False, capture_output=True,
                          text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_header_names_the_machine_and_the_columns(output: str) -> None:
    first = output.splitlines()[0]
    assert re.search(r"\d+ Kerne", first) and "3 Wiederholungen je Zeile" in first and "(--quick)" in first
    head = next(line for line in output.splitlines() if line.startswith("Widget"))
    assert re.search(r"Widget\s+Aktion\s+n\s+Median ms\s+p95 ms\s+Max ms\s+Bemerkung", head)


@pytest.mark.parametrize("widget,action", WIDGET_ROWS, ids=[a for _w, a in WIDGET_ROWS])
def test_every_widget_action_has_a_row_with_fitting_numbers(output: str, widget: str, action: str) -> None:
    lines = [line for line in output.splitlines() if action in line]
    assert len(lines) == 1, lines
    n, median, p95, most = _figures(lines[0], action)
    assert n == 3
    assert 0 <= median <= p95 <= most
    # the widget's name heads its block: on this row or on the nearest row above with a name
    above = output.splitlines()[: output.splitlines().index(lines[0]) + 1]
    named = [line for line in above if line[:1].strip()]
    assert named[-1].startswith(widget)


@pytest.mark.parametrize("label,count", PART_ROWS, ids=[label for label, _c in PART_ROWS])
def test_engine_and_picture_alone_are_measured_for_comparison(output: str, label: str, count: int) -> None:
    lines = [line for line in output.splitlines() if label in line]
    assert len(lines) == count, lines
    for line in lines:
        assert line.startswith(" " * 23 + "  nur ")  # indented under its widget
        n, median, p95, most = _figures(line, label)
        assert n == 3 and 0 <= median <= p95 <= most


def test_every_action_produced_its_new_picture_and_no_widget_failed(output: str) -> None:
    assert "UNVERÄNDERT" not in output
    assert "FEHLER" not in output
    assert "kein Gegenstück" in output  # no peer to compare with, and the output says so


def test_a_picture_that_does_not_change_is_flagged_and_p95_is_a_percentile() -> None:
    """The checks of the script can fail: an action whose picture stays is reported."""
    code = f"""
import sys
sys.path.insert(0, {str(ROOT / 'benchmarks')!r})
import widgets_live as w
picture = [w.PNG + b"a"]
(times, failed), = w.timed([w.Task(lambda i: None, lambda i: picture[0],
                                   lambda i, before: w._fresh(picture[0], before))], 4)
row = w._checked(w.Row("X", "nichts", times), failed)
print(failed, row.note)
print(w.Row("X", "y", [i / 1000 for i in range(1, 21)]).p95_ms)
"""
    done = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True,
                          timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    first, second = done.stdout.splitlines()
    assert first.startswith("4 Bild UNVERÄNDERT in 4 von 4 Wiederholungen")
    # 20 times of 1..20 ms: the 95th percentile lies 0.05 of the way from 19 to 20 ms
    assert abs(float(second) - 19.05) < 1e-9
