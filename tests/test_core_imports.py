"""The engine's core imports and plays with the standard library only (issue 15, item 3).

The browser build of the Werkstatt (Pyodide) has no numpy, matplotlib, ipywidgets or yaml; a
subprocess blocks those imports with a meta-path finder and then imports the core, plays a
whole hand, splits pots and counts equity on the plain-Python path.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BLOCKED = ("numpy", "matplotlib", "ipywidgets", "yaml", "IPython", "pandas")
CORE = ("holdem.cards", "holdem.ranking", "holdem.pots", "holdem.rules", "holdem.betting", "holdem.hand",
        "holdem.table", "holdem.phh", "holdem.replay", "holdem.positions", "holdem.blinds", "holdem.dealing",
        "holdem.events", "holdem.narration", "holdem.narration.hand", "holdem.equity", "holdem.equity_python",
        "holdem.showdown", "holdem.rake",
        "holdem.text_html", "holdem.quiz.book_index", "holdem.web")

BLOCKER = textwrap.dedent(f"""
    import importlib.abc, sys
    BLOCKED = {BLOCKED!r}
    class Blocker(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ImportError("blocked for this test: " + name)
            return None
    sys.meta_path.insert(0, Blocker())
    for name in BLOCKED:
        sys.modules.pop(name, None)
""")


def run_blocked(code: str) -> dict:
    """Run ``code`` with the blocked packages unimportable; it prints one JSON line."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", BLOCKER + textwrap.dedent(code)], check=False, capture_output=True,
                          text=True, env=env, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_blocker_really_blocks() -> None:
    out = run_blocked("""
        import json
        try:
            import numpy
            print(json.dumps({"numpy": True}))
        except ImportError:
            print(json.dumps({"numpy": False}))
    """)
    assert out == {"numpy": False}


def test_core_modules_import_without_numpy_matplotlib_ipywidgets_yaml() -> None:
    out = run_blocked(f"""
        import importlib, json, sys
        for name in {CORE!r}:
            importlib.import_module(name)
        heavy = sorted(m for m in sys.modules if m.split(".")[0] in {BLOCKED!r})
        print(json.dumps({{"heavy": heavy}}))
    """)
    assert out["heavy"] == []


@pytest.mark.rule("W5")
@pytest.mark.rule("S1")
def test_whole_hand_plays_to_the_showdown_without_numpy() -> None:
    """Every player checks or calls from the blinds to the showdown; chips are conserved (A2)."""
    out = run_blocked("""
        import json
        from holdem.cards import Deck
        from holdem.hand import Action, ActionKind, start_hand
        from holdem.rules import RuleSet
        state = start_hand(RuleSet(), [200, 200, 200, 200], button=0, deck=Deck.shuffled(seed=7))
        steps = 0
        while not state.is_over:
            kinds = {legal.kind: legal for legal in state.legal_actions()}
            kind = ActionKind.CHECK if ActionKind.CHECK in kinds else ActionKind.CALL
            state = state.apply(Action(kind))
            steps += 1
        print(json.dumps({"steps": steps, "stacks": list(state.final_stacks), "board": len(state.board)}))
    """)
    assert out["board"] == 5
    assert sum(out["stacks"]) == 800
    assert out["steps"] >= 4 * 1 + 4 * 3  # preflop calls and checks, then three rounds of checks


@pytest.mark.rule("P1")
def test_exact_equity_without_numpy_matches_known_counts() -> None:
    """AsAh vs KdKc on Kh 7c 2d: 990 turn-and-river boards, counts as with numpy."""
    out = run_blocked("""
        import json
        from holdem.equity import exact_equity, numpy_available
        result = exact_equity(["As Ah", "Kd Kc"], "Kh 7c 2d")
        print(json.dumps({"numpy": numpy_available(), "boards": result.boards, "wins": list(result.wins),
                          "ties": list(result.ties)}))
    """)
    assert out == {"numpy": False, "boards": 990, "wins": [85, 905], "ties": [0, 0]}


def packed_modules() -> list[str]:
    """The modules tools/pack-werkstatt puts into the browser's zip."""
    loader = importlib.machinery.SourceFileLoader("pack_werkstatt", str(ROOT / "tools" / "pack-werkstatt"))
    spec = importlib.util.spec_from_loader("pack_werkstatt", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    names = []
    for path in module.core_files():
        parts = path.relative_to(ROOT).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def test_every_module_packed_for_the_browser_imports_without_them() -> None:
    names = packed_modules()
    assert "holdem.web" in names and "holdem.equity_python" in names
    # of teach/ only the text helpers the quiz questions use (the exam page asks them in the browser)
    teach = {"holdem.teach", "holdem.teach.basics", "holdem.teach.script", "holdem.teach.text"}
    assert "holdem.exam" in names and "holdem.quiz.builders" in names
    assert not any(name.startswith(("holdem.widgets", "holdem.draw", "holdem.cli", "holdem.server", "holdem.teach",
                                    "holdem.casebook")) for name in names if name not in teach)
    out = run_blocked(f"""
        import importlib, json
        failed = []
        for name in {names!r}:
            try:
                importlib.import_module(name)
            except ImportError as error:
                failed.append(name + ": " + str(error))
        print(json.dumps({{"failed": failed}}))
    """)
    assert out["failed"] == []
