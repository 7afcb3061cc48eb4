"""The benchmark script still runs (tiny sizes); speed itself is never asserted in tests."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_evaluator_benchmark_quick_run_prints_every_row():
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "evaluators.py"), "--quick"],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    for row in ("holdem Batch (numpy)", "holdem einzeln (ranking.strength)",
                "holdem exakt: alle 1.712.304 Boards",
                "holdem Monte Carlo", "holdem counting.category_counts(7)"):
        assert row in out, row
    # The exact figures of the run are the known ones.
    assert "Gewinne 1.388.072, Split 6.538, Verluste 317.694" in out
    assert "Summe 133.784.560" in out
    # Each peer has a row: measured in the same order as ours, or skipped with a note.
    for peer in ("treys", "eval7", "phevaluator", "pokerkit"):
        lines = [line for line in out.splitlines() if line.strip().startswith(peer)]
        assert lines, peer
        assert all("gleiche Ordnung wie holdem" in line or "nicht installiert" in line
                   for line in lines if "/s" in line or "—" in line), lines
    assert "ANDERE" not in out
    # Whole-process rows of the command line, next to the peers (never a speed assertion).
    for row in ("Ganzer Prozess (Kommandozeile)", "python -m holdem rank", "python -m holdem equity AsAh KdKc",
                "python -m holdem replay DIR --json", "phevaluator: Python-Schleife", "treys: eine Hand",
                "pokerkit: replay DIR"):
        assert row in out, row


def test_cli_process_benchmark_quick_run_prints_every_row():
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "cli_process.py"), "--quick"],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    for row in ("python -c pass", "python -m holdem rank", "python -m holdem equity AsAh KdKc",
                "python -m holdem replay DIR --json"):
        line = next(line for line in done.stdout.splitlines() if row in line)
        assert " ms" in line, line  # measured: the process ran and ended with code 0 or 1


def test_action_cost_benchmark_quick_run_prints_every_size():
    done = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "action_cost.py"), "--quick"],
                          capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    rows = [line for line in done.stdout.splitlines() if line.startswith("|") and "µs" not in line
            and "---" not in line]
    assert [row.split("|")[1].strip() for row in rows] == ["100", "1.000", "3.000"]
    assert "im Verhältnis zu 100" in done.stdout
