"""Reading the rooms' hand histories: our command line next to PokerKit's parser, in one run.

    python benchmarks/rooms.py            # 5 repetitions per row (about a minute)
    python benchmarks/rooms.py --quick    # 1 repetition (about 15 s of computing)

Ours: ``python -m holdem import ../shared/hh`` reads every file of the shared sample (1,303 hands
of nine rooms and more), plays each hand through our engine and compares it with what the room
recorded. PokerKit: its ``PokerStarsParser`` (it has no parser for most other rooms' text) over
the sample's PokerStars folder, of which it parses 233 hands; parsing a hand there also plays it
through PokerKit's state machine. Each figure is per hand read, the median of the repetitions after
one untimed warm-up, once as a whole process (interpreter start and imports included) and once
inside the process (reading and playing only). The target of the project: ours at least 5 times
faster per hand. Without ../shared/hh (or without PokerKit) the rows are skipped with a note.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import statistics
import subprocess
import sys
import tempfile
import time
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED_HH = ROOT.parent / "shared" / "hh"
TARGET = 5.0

POKERKIT_PROCESS = """
import sys, warnings
from pathlib import Path
from pokerkit import PokerStarsParser
warnings.simplefilter("ignore")
parse, hands = PokerStarsParser(), 0
for path in sorted(Path(sys.argv[1]).iterdir()):
    for _ in parse(path.read_bytes().decode("utf-8-sig", errors="replace")):
        hands += 1
print(hands)
"""

_BYTECODE = tempfile.mkdtemp(prefix="holdem-bench-pyc-")


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode cached as after an installation
    env["PYTHONPYCACHEPREFIX"] = _BYTECODE
    return env


def _median(run: Callable[[], object], repeat: int, *, warm_up: bool = True) -> float:
    if warm_up:
        run()  # untimed: imports, caches
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def process_seconds(argv: Sequence[str], repeat: int) -> float:
    """Median wall time of a fresh ``python argv…`` process, its output thrown away."""
    command = [sys.executable, *argv]
    return _median(lambda: subprocess.run(command, capture_output=True, env=_env(), cwd=ROOT), repeat)


def our_hands() -> int:
    """Our reading and playing of the whole sample in this process; the number of hands read."""
    from holdem.rooms import check_file

    hands = 0
    for path in sorted(SHARED_HH.rglob("*")):
        if path.is_file() and path.suffix != ".md":
            hands += sum(1 for verdict in check_file(path.read_bytes(), str(path)) if verdict.hand is not None
                         or verdict.key not in ("unknown_room", "binary_file"))
    return hands


def pokerkit_hands() -> int:
    """PokerKit's parsing of the sample's PokerStars files in this process; the hands it parsed."""
    from pokerkit import PokerStarsParser

    parse, hands = PokerStarsParser(), 0
    # PokerKit prints a traceback for every hand it cannot parse: not part of the measurement.
    with warnings.catch_warnings(), contextlib.redirect_stderr(io.StringIO()):
        warnings.simplefilter("ignore")
        for path in sorted((SHARED_HH / "pokerstars").iterdir()):
            for _ in parse(path.read_bytes().decode("utf-8-sig", errors="replace")):
                hands += 1
    return hands


def measure(quick: bool) -> list[tuple[str, float, int]]:
    """(row, seconds, hands) of each row: whole processes, then inside the process (warmed up by
    the first pass that counts the hands)."""
    repeat = 1 if quick else 5
    ours = our_hands()
    rows = [("holdem: python -m holdem import ../shared/hh (ganzer Prozess)",
             process_seconds(["-m", "holdem", "import", str(SHARED_HH)], repeat), ours)]
    try:
        theirs = pokerkit_hands()
    except ImportError:
        theirs = 0
    if theirs:
        rows.append(("PokerKit: PokerStarsParser über pokerstars/ (ganzer Prozess)",
                     process_seconds(["-c", POKERKIT_PROCESS, str(SHARED_HH / "pokerstars")], repeat), theirs))
    rows.append(("holdem: lesen, nachspielen, vergleichen (im Prozess)", _median(our_hands, repeat, warm_up=False), ours))
    if theirs:
        rows.append(("PokerKit: PokerStarsParser (im Prozess)", _median(pokerkit_hands, repeat, warm_up=False),
                     theirs))
    return rows


def per_hand_ms(seconds: float, hands: int) -> str:
    return f"{1000 * seconds / hands:.2f}".replace(".", ",")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="eine Wiederholung je Zeile")
    args = parser.parse_args(argv)
    if not SHARED_HH.is_dir():
        print(f"Übersprungen: {SHARED_HH} fehlt (die Hände der Räume gibt es nur in Entwicklung und CI).")
        return 0
    rows = measure(args.quick)
    print(f"{'Hand Histories der Räume':62} {'Hände':>6} {'Sekunden':>9} {'ms je Hand':>11}")
    for name, seconds, hands in rows:
        print(f"{name:62} {hands:>6} {seconds:>9.3f} {per_hand_ms(seconds, hands):>11}")
    by_name = {name.split(" (")[-1]: (seconds / hands) for name, seconds, hands in rows if name.startswith("PokerKit")}
    if not by_name:
        print("PokerKit ist nicht installiert: kein Vergleich.")
        return 0
    for (name, seconds, hands) in rows:
        if name.startswith("holdem"):
            kind = name.split(" (")[-1]
            ratio = by_name[kind] / (seconds / hands)
            verdict = "erreicht" if ratio >= TARGET else "VERFEHLT"
            print(f"Je Hand ({kind[:-1]}): holdem {str(round(ratio, 1)).replace('.', ',')}-mal so schnell wie "
                  f"PokerKit – Ziel mindestens {TARGET:.0f}-mal: {verdict}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
