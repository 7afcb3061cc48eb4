"""Eigene Hand and Üben run with the standard library only, as in the browser (Pyodide has no
numpy, matplotlib, ipywidgets or yaml): a hand with PHH out, and a drill of every kind checked."""

from __future__ import annotations

from test_core_imports import BLOCKED, run_blocked


def test_own_hand_and_drills_answer_without_numpy_matplotlib_ipywidgets_yaml() -> None:
    out = run_blocked(f"""
        import json, sys
        from holdem.web import call
        hand = json.loads(call("own_hand", json.dumps({{"setup": {{"players": 3, "stacks": 100, "seed": 2}},
                                                       "actions": [{{"kind": "fold"}}, {{"kind": "fold"}}]}})))
        kinds = {{}}
        from holdem.web.drills import KINDS, make_drill
        for key, kind in KINDS.items():
            drill = make_drill(17, 0, kind.levels[-1], key)
            kinds[key] = bool(drill.explanation)
        heavy = sorted(m for m in sys.modules if m.split(".")[0] in {BLOCKED!r})
        print(json.dumps({{"over": hand["table"]["over"], "phh": hand["phh"] is not None, "kinds": kinds,
                          "heavy": heavy}}))
    """)
    assert out["over"] and out["phh"]
    assert all(out["kinds"].values()) and len(out["kinds"]) == 7
    assert out["heavy"] == []
