"""Chapters are committed executed: nbval passes a notebook saved without outputs, so this checks
that every code cell has its outputs stored, that the widget state is saved with them, and
that only pure widget cells are exempt from nbval's comparison."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "book").glob("*.ipynb"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
EXEMPT_TAGS = {"nbval-ignore-output", "nbval-skip", "raises-exception"}
HOW = "Bitte mit 'python tools/execute-notebooks <datei>' ausführen und gespeichert einchecken."


def _load(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _code_cells(nb: dict) -> list[tuple[int, dict]]:
    return [(i, c) for i, c in enumerate(nb["cells"]) if c["cell_type"] == "code"]


def _is_widget_output(output: dict) -> bool:
    return output.get("output_type") in ("display_data", "execute_result") and WIDGET_VIEW in output.get("data", {})


def test_every_notebook_is_a_page_of_the_book() -> None:
    """nbval checks book/*.ipynb; a notebook missing from _toc.yml would be tested but never built,
    a listed one missing here would be built but never tested."""
    listed = set(re.findall(r"file: (book/[\w-]+)", (ROOT / "_toc.yml").read_text(encoding="utf-8")))
    notebooks = {f"book/{path.stem}" for path in NOTEBOOKS}
    chapters = {page for page in listed if (ROOT / f"{page}.ipynb").is_file()}
    assert len(notebooks) >= 15, f"nur {len(notebooks)} Kapitel-Notebooks in book/"
    assert notebooks == chapters, (
        f"nicht im Inhaltsverzeichnis: {sorted(notebooks - chapters)}; "
        f"im Inhaltsverzeichnis, aber kein Notebook: {sorted(chapters - notebooks)}")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_code_cell_has_stored_outputs(path: Path) -> None:
    nb = _load(path)
    empty = [i for i, cell in _code_cells(nb) if not cell.get("outputs") or cell.get("execution_count") is None]
    assert empty == [], f"{path.name}: Zellen ohne gespeicherte Ausgabe: {empty}. {HOW}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_cells_ran_in_order_without_errors_or_warnings(path: Path) -> None:
    nb = _load(path)
    counts = [cell["execution_count"] for _, cell in _code_cells(nb)]
    assert counts == list(range(1, len(counts) + 1)), f"{path.name}: nicht in einem Lauf von oben ausgeführt. {HOW}"
    for i, cell in _code_cells(nb):
        for output in cell.get("outputs", []):
            assert output["output_type"] != "error", f"{path.name}, Zelle {i}: Fehler gespeichert"
            assert not (output["output_type"] == "stream" and output["name"] == "stderr"), \
                f"{path.name}, Zelle {i}: Ausgabe auf stderr (Warnung?): {''.join(output['text'])[:200]}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_only_pure_widget_cells_are_exempt_from_nbval(path: Path) -> None:
    nb = _load(path)
    for i, cell in enumerate(nb["cells"]):
        tags = set(cell.get("metadata", {}).get("tags", []))
        if not tags & EXEMPT_TAGS:
            continue
        assert cell["cell_type"] == "code", f"{path.name}, Zelle {i}"
        assert "nbval-skip" not in tags and "raises-exception" not in tags, \
            f"{path.name}, Zelle {i}: nbval-skip/raises-exception sind im Buch nicht erlaubt"
        outputs = cell.get("outputs", [])
        assert outputs and all(_is_widget_output(o) for o in outputs), (
            f"{path.name}, Zelle {i}: nbval-ignore-output nur für Zellen, die allein ein Widget zeigen "
            "(nie für ein Rechenbeispiel)"
        )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_widget_state_is_stored_for_every_widget_shown(path: Path) -> None:
    nb = _load(path)
    shown = [o["data"][WIDGET_VIEW]["model_id"] for _, c in _code_cells(nb) for o in c.get("outputs", [])
             if _is_widget_output(o)]
    if not shown:
        return
    state = nb["metadata"].get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    missing = [m for m in shown if m not in state]
    assert missing == [], f"{path.name}: Widget-Zustand fehlt für {missing}. {HOW}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_kernel_is_python3_of_this_environment(path: Path) -> None:
    assert _load(path)["metadata"]["kernelspec"]["name"] == "python3"
