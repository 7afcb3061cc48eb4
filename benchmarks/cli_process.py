"""Whole-process times of the command line next to the peers, measured in one run.

    python benchmarks/cli_process.py            # 5 repetitions per row (about half a minute)
    python benchmarks/cli_process.py --quick    # 2 repetitions, fewer boards for the peer loop

A row is the wall time of a fresh ``python`` process, from start to exit (interpreter start,
imports, loading the cached tables, the work, the output), the median of several runs after one
untimed warm-up run (which also fills the table cache, see holdem/_cache.py, and the bytecode
cache: ``PYTHONDONTWRITEBYTECODE`` is lifted for these processes, their ``.pyc`` files go to a
temporary folder, as an installed package has them). The reference is
phevaluator's evaluator called from a Python loop over all 1,712,304 boards of AsAh vs KdKc
(in-process, its C function called directly); the target of the project: ``python -m holdem
equity AsAh KdKc`` as a whole process in at most half of that loop's time. ``evaluators.py``
prints these rows too. Peers that are not installed are skipped with a note.
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED_PHH = ROOT.parent / "shared" / "phh"
SECTION = "Ganzer Prozess (Kommandozeile)"
EQUITY_ROW = "python -m holdem equity AsAh KdKc"
LOOP_ROW = "phevaluator: Python-Schleife über die Boards (im Prozess)"

# A hand of our own for the replay when ../shared/phh is missing (no dataset needed).
OWN_HAND = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [10000, 10000, 10000]
actions = ["d dh p1 AdKc", "d dh p2 7c7d", "d dh p3 AhKd", "p3 cbr 225", "p1 cc", "p2 cc",
  "d db TsJsQd", "p1 cc", "p2 cbr 400", "p3 cc", "p1 f", "d db 2c", "p2 cc", "p3 cc",
  "d db 3h", "p2 cc", "p3 cc", "p2 sm 7c7d", "p3 sm AhKd"]
"""


_BYTECODE = tempfile.mkdtemp(prefix="holdem-bench-pyc-")


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    # As after an installation (pip writes .pyc files): bytecode is cached, here in a
    # temporary folder (the warm-up run writes it), never in the source tree.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = _BYTECODE
    return env


def process_seconds(argv: Sequence[str], repeat: int) -> float | None:
    """Median wall time of ``python argv…`` (after one untimed warm-up); None if it fails."""
    command = [sys.executable, *argv]
    env = _env()
    # cwd: ``python -m`` puts the working directory first on sys.path, so run from this checkout.
    if subprocess.run(command, capture_output=True, env=env, cwd=ROOT).returncode not in (0, 1):
        return None
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(command, capture_output=True, env=env, cwd=ROOT)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def phevaluator_loop(limit: int | None) -> tuple[float, int] | None:
    """Seconds of phevaluator's C evaluator called from a Python loop over the boards of AsAh
    vs KdKc (all 1,712,304, or the first ``limit``) and the number of boards."""
    try:
        from phevaluator import _pheval
    except ImportError:
        return None
    native = _pheval.evaluate_7cards  # same card numbers as ours: 2c = 0 … As = 51
    aces, kings = (51, 50), (45, 44)
    rest = [c for c in range(52) if c not in aces + kings]
    boards = itertools.combinations(rest, 5)
    if limit is not None:
        boards = itertools.islice(boards, limit)
    start = time.perf_counter()
    count = wins = 0
    for board in boards:
        if native(*aces, *board) < native(*kings, *board):  # smaller is better
            wins += 1
        count += 1
    return time.perf_counter() - start, count


def replay_dir(tmp: Path) -> tuple[Path, int]:
    """The directory of hands to replay: ../shared/phh when present, else 100 own hands."""
    if SHARED_PHH.is_dir():
        return SHARED_PHH, len(list(SHARED_PHH.rglob("*.phh")))
    for i in range(100):
        (tmp / f"{i:03}.phh").write_text(OWN_HAND, encoding="utf-8")
    return tmp, 100


POKERKIT_REPLAY = """
import sys
from pathlib import Path
from pokerkit import HandHistory
for path in sorted(Path(sys.argv[1]).rglob("*.phh")):
    for state in HandHistory.loads(path.read_text(encoding="utf-8")):
        pass
    print(path, list(state.stacks))
"""
TREYS_RANK = """
from treys import Card, Evaluator
e = Evaluator()
cards = [Card.new(c) for c in ("Ah", "Kh", "Qh", "Jh", "Th", "2c", "3d")]
print(e.class_to_string(e.get_rank_class(e.evaluate(cards[:2], cards[2:]))))
"""


def measure(quick: bool) -> list[tuple[str, float | None, str]]:
    """(name, seconds or None, note) for each row of the section."""
    repeat = 2 if quick else 5
    rows: list[tuple[str, float | None, str]] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder, hands = replay_dir(Path(tmp))
        rows.append(("python -c pass (nur der Interpreter)",
                     process_seconds(["-c", "pass"], repeat), "Untergrenze jedes Prozesses"))
        rows.append(("python -m holdem rank AhKhQhJhTh2c3d",
                     process_seconds(["-m", "holdem", "rank", "AhKhQhJhTh2c3d"], repeat), ""))
        rows.append((EQUITY_ROW, process_seconds(["-m", "holdem", "equity", "AsAh", "KdKc"], repeat),
                     "exakt, alle 1.712.304 Boards"))
        rows.append(("python -m holdem replay DIR --json", process_seconds(
            ["-m", "holdem", "replay", str(folder), "--json"], repeat), f"{hands} Hände"))
        loop = phevaluator_loop(100_000 if quick else None)
        if loop is None:
            rows.append((LOOP_ROW, None, "nicht installiert"))
        else:
            seconds, boards = loop
            note = f"{boards:,} Boards".replace(",", ".")
            if quick:  # scaled to all boards, so the target line stays comparable
                seconds *= 1_712_304 / boards
                note += ", hochgerechnet auf 1.712.304"
            rows.append((LOOP_ROW, seconds, note))
        for name, script, module in (("treys: eine Hand bewerten (ganzer Prozess)", TREYS_RANK, "treys"),
                                     ("pokerkit: replay DIR (ganzer Prozess)", POKERKIT_REPLAY, "pokerkit")):
            try:
                __import__(module)
            except ImportError:
                rows.append((name, None, "nicht installiert"))
                continue
            args = ["-c", script] + ([str(folder)] if module == "pokerkit" else [])
            rows.append((name, process_seconds(args, repeat),
                         f"{hands} Hände" if module == "pokerkit" else ""))
    return rows


def target(rows: list[tuple[str, float | None, str]]) -> str | None:
    """The line that checks the goal of the project against this run."""
    values = {name: seconds for name, seconds, _ in rows}
    equity, loop = values.get(EQUITY_ROW), values.get(LOOP_ROW)
    if equity is None or loop is None:
        return None
    ok = equity <= loop / 2
    return (f"equity AsAh KdKc als ganzer Prozess höchstens halb so lang wie die phevaluator-Schleife: "
            f"{'ja' if ok else 'NEIN'} ({equity:.3f} s gegen {loop:.3f} s)".replace(".", ","))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Zeiten der Kommandozeile als ganzer Prozess")
    parser.add_argument("--quick", action="store_true", help="wenige Wiederholungen (Rauchtest)")
    args = parser.parse_args(argv)
    rows = measure(args.quick)
    print(SECTION)
    for name, seconds, note in rows:
        value = "—" if seconds is None else f"{seconds * 1000:,.1f} ms".replace(",", "X").replace(
            ".", ",").replace("X", ".")
        print(f"  {name:<58}{value:>14}  {note}")
    line = target(rows)
    if line:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
