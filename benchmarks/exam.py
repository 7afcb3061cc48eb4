"""How long the rules exam takes to make (issue 26: at most 1 s from the command line).

    python benchmarks/exam.py            # 7 repetitions per row
    python benchmarks/exam.py --quick    # 2 repetitions (smoke test)

Rows, each the median of several runs after one untimed warm-up run:

* ``python -m holdem pruefung neu --seed N`` as a whole process (interpreter start, imports, the
  quiz questions of all chapters, the drills, the text), each run with another exam number;
* the same with ``--loesungen`` (the key as well);
* ``make_exam`` and ``grade`` in a process that has made an exam before (what the browser's
  engine does for the second student: the chapter quizzes are built once per process);
* ``python -m holdem pruefung pruefen CODE`` as a whole process.

Measured, not asserted: the tests only run this script with ``--quick``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_S = 1.0
_BYTECODE = tempfile.mkdtemp(prefix="holdem-bench-pyc-")


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode cached, as after an installation
    env["PYTHONPYCACHEPREFIX"] = _BYTECODE
    return env


def process_seconds(args: Sequence[str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "holdem", *args], check=True, capture_output=True, env=_env(), cwd=ROOT)
    return time.perf_counter() - start


def median_of(runs: int, measure: Callable[[int], float]) -> float:
    measure(-1)  # warm-up: bytecode and table caches
    return statistics.median(measure(i) for i in range(runs))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="2 repetitions")
    args = parser.parse_args(argv)
    runs = 2 if args.quick else 7

    sys.path.insert(0, str(ROOT))
    from holdem.exam import grade, make_exam

    rows = [
        ("python -m holdem pruefung neu --seed N",
         median_of(runs, lambda i: process_seconds(["pruefung", "neu", "--seed", str(1000 + i)]))),
        ("python -m holdem pruefung neu --seed N --loesungen",
         median_of(runs, lambda i: process_seconds(["pruefung", "neu", "--seed", str(2000 + i), "--loesungen"]))),
    ]
    make_exam(0)  # the chapter quizzes, built once per process

    def in_process(i: int) -> float:
        start = time.perf_counter()
        exam = make_exam(3000 + i, 7)
        grade(exam, [None] * len(exam.questions)).as_dict()
        return time.perf_counter() - start

    rows.append(("make_exam + grade im Prozess (zweite Prüfung)", median_of(runs, in_process)))
    exam = make_exam(4711, 3)
    code = grade(exam, [None] * len(exam.questions)).as_dict()["code"]
    rows.append(("python -m holdem pruefung pruefen CODE", median_of(runs, lambda i: process_seconds(["pruefung", "pruefen", code]))))

    width = max(len(name) for name, _ in rows)
    print(f"Regelprüfung: 40 Fragen, Median von {runs} Läufen")
    for name, seconds in rows:
        print(f"  {name:<{width}}  {seconds:6.3f} s")
    worst = max(rows[0][1], rows[1][1])
    verdict = "erreicht" if worst <= TARGET_S else "nicht erreicht"
    print(f"Ziel: eine Prüfung von der Kommandozeile in höchstens {TARGET_S:.0f} s – {verdict} ({worst:.3f} s).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
