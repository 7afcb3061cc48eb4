"""Speed of the holdem engine next to other poker evaluators, measured in one run.

    pip install -r benchmarks/requirements.txt
    python benchmarks/evaluators.py            # full sizes (about a minute)
    python benchmarks/evaluators.py --quick    # tiny sizes, a few seconds (used by a smoke test)

Every figure is the median of several repetitions. All evaluators get the same random
seven-card hands; each peer is also checked to order those hands exactly as we do. Peers that
are not installed are skipped with a note. See benchmarks/README.md.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing
sys.path.insert(0, str(Path(__file__).resolve().parent))  # cli_process.py next to this file

from holdem.batch import evaluate_batch, strength_histogram, tables  # noqa: E402
from holdem.cards import FULL_DECK  # noqa: E402
from holdem.counting import category_counts  # noqa: E402
from holdem.equity import exact_equity, monte_carlo_equity  # noqa: E402
from holdem.german import german_number  # noqa: E402
from holdem.ranking import strength  # noqa: E402

SUITS = "cdhs"
RANKS = "23456789TJQKA"
TEXT = [RANKS[i // 4] + SUITS[i % 4] for i in range(52)]  # card index -> "As"


@dataclass
class Row:
    section: str
    name: str
    value: float | None  # a rate (per second) or a time (seconds)
    unit: str  # "/s" or "s"
    note: str = ""


@dataclass
class Sizes:
    hands: int  # hands for the fast evaluators
    slow_hands: int  # hands for pokerkit (pure Python, slow)
    repeat: int
    brute_force: bool  # also evaluate all 133,784,560 seven-card hands


FULL = Sizes(hands=200_000, slow_hands=5_000, repeat=5, brute_force=True)
QUICK = Sizes(hands=2_000, slow_hands=200, repeat=2, brute_force=False)


def median_seconds(run: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    """Median wall time of ``repeat`` calls, and the last result."""
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = run()
        times.append(time.perf_counter() - start)
    return statistics.median(times), result


def same_order(ours: Sequence[int], theirs: Sequence[Any], higher_is_better: bool = True) -> bool:
    """True when ``theirs`` ranks the hands exactly as ``ours`` (ties included)."""
    order = np.argsort(np.asarray(ours), kind="stable")
    for a, b in zip(order[:-1], order[1:]):
        x, y = theirs[a], theirs[b]
        if not higher_is_better:
            x, y = y, x
        if ours[a] == ours[b]:
            if not x == y:
                return False
        elif not x < y:
            return False
    return True


# --- 7-card evaluations per second ------------------------------------------------------------

Peer = tuple[str, "Callable[[], list] | None", bool, int, str]


def peer_evaluators(hands: np.ndarray, slow_count: int) -> list[Peer]:
    """(name, run over its hands, higher is better, number of hands, note) for each peer.
    Cards are converted to each peer's own type before timing; pure-Python pokerkit gets
    only the first ``slow_count`` hands."""
    n = len(hands)
    peers: list[Peer] = []
    rows = hands.tolist()
    try:
        from treys import Card as TreysCard
        from treys import Evaluator

        evaluator = Evaluator()
        ints = [[TreysCard.new(TEXT[i]) for i in row] for row in rows]
        peers.append(("treys", lambda: [evaluator.evaluate(h[2:], h[:2]) for h in ints], False, n, ""))
    except ImportError:
        peers.append(("treys", None, False, n, "nicht installiert"))
    try:
        import eval7

        cards7 = [[eval7.Card(TEXT[i]) for i in row] for row in rows]
        peers.append(("eval7", lambda: [eval7.evaluate(h) for h in cards7], True, n, ""))
    except ImportError:
        peers.append(("eval7", None, True, n, "nicht installiert"))
    try:
        from phevaluator import _pheval, evaluate_cards

        # Same card numbering as ours (2c = 0 … As = 51).
        native = _pheval.evaluate_7cards
        peers.append(("phevaluator (C-Funktion direkt)", lambda: [native(*h) for h in rows], False, n, ""))
        peers.append(("phevaluator evaluate_cards", lambda: [evaluate_cards(*h) for h in rows], False, n, ""))
    except ImportError:
        peers.append(("phevaluator", None, False, n, "nicht installiert"))
    try:
        from pokerkit import Card as KitCard
        from pokerkit import StandardHighHand

        kit = [tuple(KitCard.parse("".join(TEXT[i] for i in row))) for row in rows[:slow_count]]
        peers.append(("pokerkit StandardHighHand",
                      lambda: [StandardHighHand.from_game(h[:2], h[2:]) for h in kit], True, len(kit), ""))
    except ImportError:
        peers.append(("pokerkit", None, True, slow_count, "nicht installiert"))
    return peers


def measure_evaluations(sizes: Sizes, seed: int = 1) -> list[Row]:
    section = "7-Karten-Bewertungen pro Sekunde"
    rng = np.random.default_rng(seed)
    hands = np.argsort(rng.random((sizes.hands, 52)), axis=1)[:, :7].astype(np.uint8)
    tables()  # built once, outside the timing
    cards = [tuple(FULL_DECK[i] for i in row) for row in hands.tolist()]
    rows: list[Row] = []

    seconds, batch = median_seconds(lambda: evaluate_batch(hands), sizes.repeat)
    rows.append(Row(section, "holdem Batch (numpy)", len(hands) / seconds, "/s"))
    seconds, single = median_seconds(lambda: [strength(h) for h in cards], sizes.repeat)
    ok = list(single) == batch.tolist()
    rows.append(Row(section, "holdem einzeln (ranking.strength)", len(hands) / seconds, "/s",
                    "" if ok else "ANDERE WERTE ALS BATCH"))

    for name, run, higher, count, note in peer_evaluators(hands, sizes.slow_hands):
        if run is None:
            rows.append(Row(section, name, None, "/s", note))
            print(f"Hinweis: {name} ist nicht installiert und wird übersprungen.", file=sys.stderr)
            continue
        seconds, values = median_seconds(run, sizes.repeat)
        ordered = same_order(batch[:count].tolist(), values, higher)
        rows.append(Row(section, name, count / seconds, "/s",
                        (f"nur {german_number(count)} Hände; " if count < len(hands) else "")
                        + ("gleiche Ordnung wie holdem" if ordered else "ANDERE ORDNUNG als holdem")))
    return rows


# --- exact equity, the category table, full hands ----------------------------------------------

def measure_equity(sizes: Sizes) -> list[Row]:
    section = "AsAh gegen KdKc vor dem Flop"
    rows: list[Row] = []
    seconds, result = median_seconds(lambda: exact_equity(["AsAh", "KdKc"]), sizes.repeat)
    rows.append(Row(section, "holdem exakt: alle 1.712.304 Boards", seconds, "s",
                    f"Gewinne {german_number(result.wins[0])}, Split {german_number(result.ties[0])}, "
                    f"Verluste {german_number(result.losses[0])}"))
    # Sampling with as many boards as the exact count (fewer with --quick).
    samples = result.boards if sizes.brute_force else 20_000
    seconds, sampled = median_seconds(
        lambda: monte_carlo_equity(["AsAh", "KdKc"], samples=samples, seed=1), sizes.repeat)
    rows.append(Row(section, f"holdem Monte Carlo: {german_number(samples)} Boards", seconds, "s",
                    f"Equity {german_number(sampled.equity[0], 4)} ± {german_number(sampled.stderr[0], 4)}"))
    try:
        import eval7

        # eval7's py_hand_vs_range_exact does not deal the missing board cards, so its
        # Monte Carlo function is the comparable one.
        hand, villain = [eval7.Card("As"), eval7.Card("Ah")], eval7.HandRange("KdKc")
        seconds, theirs = median_seconds(
            lambda: eval7.py_hand_vs_range_monte_carlo(hand, villain, [], samples), sizes.repeat)
        rows.append(Row(section, f"eval7 Monte Carlo: {german_number(samples)} Boards", seconds, "s",
                        f"Equity {german_number(theirs, 4)}"))
    except ImportError:
        rows.append(Row(section, "eval7", None, "s", "nicht installiert"))
        print("Hinweis: eval7 ist nicht installiert und wird übersprungen.", file=sys.stderr)
    return rows


def measure_table(sizes: Sizes) -> list[Row]:
    section = "7-Karten-Tabelle (133.784.560 Hände)"
    rows: list[Row] = []
    seconds, counts = median_seconds(lambda: category_counts(7), sizes.repeat)
    rows.append(Row(section, "holdem counting.category_counts(7)", seconds, "s",
                    f"Summe {german_number(counts.total)}, {german_number(counts.distinct_values)} verschiedene Werte"))
    if sizes.brute_force:
        seconds, histogram = median_seconds(lambda: strength_histogram(7), max(1, sizes.repeat // 2))
        rows.append(Row(section, "holdem Batch: jede Hand einzeln bewertet", seconds, "s",
                        f"Summe {german_number(int(histogram.sum()))}"))
    return rows


def measure_processes(sizes: Sizes) -> list[Row]:
    """Whole-process times of the command line next to the peers (see cli_process.py)."""
    import cli_process

    return [Row(cli_process.SECTION, name, seconds, "s", note)
            for name, seconds, note in cli_process.measure(quick=not sizes.brute_force)]


def full_hands(quick: bool) -> str:
    """Output of the random-full-hands benchmark, if that script exists."""
    script = ROOT / "benchmarks" / "hands_per_second.py"
    if not script.exists():
        return "Zufällige ganze Hände pro Sekunde: nicht gemessen (benchmarks/hands_per_second.py fehlt)."
    done = subprocess.run([sys.executable, str(script), *(["--quick"] if quick else [])],
                          capture_output=True, text=True)
    if done.returncode != 0:
        return f"Zufällige ganze Hände pro Sekunde: hands_per_second.py schlug fehl:\n{done.stderr.strip()}"
    return done.stdout.rstrip()


# --- printing ---------------------------------------------------------------------------------

def format_value(row: Row) -> str:
    if row.value is None:
        return "—"
    if row.unit == "/s":
        return f"{german_number(row.value)} /s"
    return f"{german_number(row.value * 1000, 1)} ms"


def ratio(row: Row, reference: Row) -> str:
    """How the row compares to our first row of the section: rates divide, times invert."""
    if row.value is None or reference.value is None or row.value == 0:
        return "—"
    factor = row.value / reference.value if row.unit == "/s" else reference.value / row.value
    return german_number(factor, 3 if factor < 10 else 1)


def table(rows: list[Row]) -> str:
    lines = [f"{'Messung':<54}{'Wert':>18}{'Verhältnis':>12}  Bemerkung"]
    lines.append("-" * 110)
    section = None
    reference: Row | None = None
    for row in rows:
        if row.section != section:
            section, reference = row.section, row
            lines.append(f"{row.section} (Verhältnis: zu {row.name}; größer = schneller)")
        lines.append(f"  {row.name:<52}{format_value(row):>18}{ratio(row, reference):>12}  {row.note}")
    return "\n".join(lines)


def targets(rows: list[Row]) -> list[str]:
    """The speed targets of the issue, checked against this run."""
    by_name = {row.name: row for row in rows}

    def value(name: str) -> float | None:
        row = by_name.get(name)
        return row.value if row else None

    checks = []
    batch, single = value("holdem Batch (numpy)"), value("holdem einzeln (ranking.strength)")
    native, treys = value("phevaluator (C-Funktion direkt)"), value("treys")
    if batch and native:
        checks.append(f"Batch schneller als phevaluator (C): {'ja' if batch >= native else 'NEIN'} "
                      f"({german_number(batch / native, 1)}-fach)")
    if single and treys:
        checks.append(f"Einzeln schneller als treys: {'ja' if single >= treys else 'NEIN'} "
                      f"({german_number(single / treys, 2)}-fach)")
    exact = value("holdem exakt: alle 1.712.304 Boards")
    if exact is not None:
        checks.append(f"AsAh gegen KdKc exakt in höchstens 0,3 s: {'ja' if exact <= 0.3 else 'NEIN'} "
                      f"({german_number(exact, 3)} s)")
    import cli_process

    process, loop = value(cli_process.EQUITY_ROW), value(cli_process.LOOP_ROW)
    if process is not None and loop is not None:
        checks.append(f"equity AsAh KdKc als ganzer Prozess höchstens halb so lang wie die "
                      f"phevaluator-Schleife: {'ja' if process <= loop / 2 else 'NEIN'} "
                      f"({german_number(process, 3)} s gegen {german_number(loop, 3)} s)")
    counted = value("holdem counting.category_counts(7)")
    if counted is not None:
        checks.append(f"7-Karten-Tabelle in höchstens 2 s: {'ja' if counted <= 2 else 'NEIN'} "
                      f"({german_number(counted, 3)} s)")
    return checks


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Geschwindigkeit der holdem-Engine im Vergleich")
    parser.add_argument("--quick", action="store_true", help="winzige Größen (für den Rauchtest)")
    args = parser.parse_args(argv)
    sizes = QUICK if args.quick else FULL
    rows = (measure_evaluations(sizes) + measure_equity(sizes) + measure_table(sizes)
            + measure_processes(sizes))
    print(f"Python {sys.version.split()[0]}, numpy {np.__version__}, {available_cores()} Kerne; "
          f"Median aus {sizes.repeat} Wiederholungen{' (--quick)' if args.quick else ''}")
    print()
    print(table(rows))
    print()
    for line in targets(rows):
        print(line)
    print()
    print(full_hands(args.quick))
    return 0


def available_cores() -> int:
    import os

    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)


if __name__ == "__main__":
    sys.exit(main())
