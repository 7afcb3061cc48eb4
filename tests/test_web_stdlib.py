"""Eigene Hand and Üben run with the standard library only, as in the browser (Pyodide has no
numpy, matplotlib, ipywidgets or yaml): a hand with PHH out, and a drill of every kind checked."""

from __future__ import annotations

from test_core_imports import BLOCKED, ROOT, run_blocked


def test_own_hand_and_drills_answer_without_numpy_matplotlib_ipywidgets_yaml() -> None:
    out = run_blocked(f"""
        import json, sys
        from holdem.web import call
        hand = json.loads(call("own_hand", json.dumps({{"setup": {{"players": 3, "stacks": 100, "seed": 2}},
                                                       "actions": [{{"kind": "fold"}}, {{"kind": "fold"}}]}})))
        kinds = {{}}
        from holdem.drills import KINDS, make_drill
        for key, kind in KINDS.items():
            drill = make_drill(17, 0, kind.levels[-1], key)
            kinds[key] = bool(drill.explanation)
        heavy = sorted(m for m in sys.modules if m.split(".")[0] in {BLOCKED!r})
        print(json.dumps({{"over": hand["table"]["over"], "phh": hand["phh"] is not None, "kinds": kinds,
                          "heavy": heavy}}))
    """)
    assert out["over"] and out["phh"]
    # every drill kind, the card room's four (C11, C14, C17, C18) among them
    assert all(out["kinds"].values()) and len(out["kinds"]) == 11
    assert {"balancing", "chip_race", "dead_hand"} <= set(out["kinds"])
    assert out["heavy"] == []


def test_the_pages_start_lines_ready_the_engine_and_import_the_first_tools_without_heavy_packages(tmp_path) -> None:
    """Every start of the engine in the browser (engine-snapshot.js's startEngine, for the page and
    both workers) runs ``holdem.web.prepare(dir)`` and, before the copy of the started engine,
    ``holdem.web.import_tools()``: the tables come from the engine's own folder,
    and the first tools' modules are imported with the standard library alone (the others on
    first use, so that the copy stays small enough for Pyodide to restore it)."""
    out = run_blocked(f"""
        import json, os, sys
        import holdem.web
        holdem.web.prepare({str(tmp_path)!r})
        before = sorted(m for m in sys.modules if m.startswith("holdem.web."))
        holdem.web.import_tools()
        after = sorted(m for m in sys.modules if m.startswith("holdem.web."))
        heavy = sorted(m for m in sys.modules if m.split(".")[0] in {BLOCKED!r})
        print(json.dumps({{"cache": os.environ["HOLDEM_CACHE_DIR"], "ranking": "holdem.ranking" in sys.modules,
                          "before": before, "after": after, "tools": list(holdem.web.STORED_TOOLS), "heavy": heavy}}))
    """)
    assert out["cache"] == f"{tmp_path}/holdem-cache" and out["ranking"]
    assert not set(out["before"]) >= {f"holdem.web.{tool}" for tool in out["tools"]}
    assert set(out["after"]) >= {f"holdem.web.{tool}" for tool in out["tools"]}
    assert out["heavy"] == []
    # The start calls exactly these two functions (no copy of their Python lines), in one place.
    werkstatt = ROOT / "book" / "_ext" / "werkstatt"
    text = (werkstatt / "engine-snapshot.js").read_text(encoding="utf-8")
    assert "holdem.web.prepare(" in text and "holdem.web.import_tools()" in text
    assert "importlib.import_module" not in text
    for script in ("engine.js", "engine-worker.mjs"):
        assert "holdem.web.prepare(" not in (werkstatt / script).read_text(encoding="utf-8"), script
