"""The cost of one action in a very long betting round: it should stay flat.

    python benchmarks/action_cost.py           # 1,000, 10,000 and 30,000 raises (well under a minute)
    python benchmarks/action_cost.py --quick   # 100, 1,000 and 3,000 raises (smoke test)

Two players with huge stacks raise each other by the minimum, heads-up no limit, all in one
preflop round; each row plays a fresh hand up to the given number of raises. "je Aktion" is the
mean time of one ``apply`` over the whole round, "letzte 1.000" the mean over the last thousand
raises (or the last tenth with ``--quick``) – the cost late in the round. Both include the
legality check and the German sentences of each step; the times are CPU time of this process
(``time.process_time``), so other work on the machine does not count. An engine whose actions copy or scan the
round's history grows linearly here; ours stays flat.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from holdem.betting import Action  # noqa: E402
from holdem.cards import Deck  # noqa: E402
from holdem.german import german_number  # noqa: E402
from holdem.hand import start_hand  # noqa: E402
from holdem.rules import RuleSet  # noqa: E402

STACK = 10 ** 12


def raise_war(raises: int, tail: int) -> tuple[float, float]:
    """Seconds per action over the whole round and over its last ``tail`` raises."""
    state = start_hand(RuleSet.no_limit(1, 2), [STACK, STACK], button=0, deck=Deck.shuffled(7))
    times = []
    for _ in range(raises):
        action = Action.raise_to(state.current_bet + 2)
        start = time.process_time()
        state = state.apply(action)
        times.append(time.process_time() - start)
    assert state.to_act is not None and state.street.value == 0, "the round must still be running"
    return statistics.fmean(times), statistics.fmean(times[-tail:])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="kleine Größen (Rauchtest)")
    args = parser.parse_args(argv)
    sizes = (100, 1_000, 3_000) if args.quick else (1_000, 10_000, 30_000)
    print("Kosten einer Aktion in einer langen Wettrunde (heads-up No Limit, Mindest-Erhöhungen)")
    print(f"| {'Erhöhungen':>10} | {'je Aktion (µs)':>14} | {'letzte Aktionen (µs)':>20} | {'Runde (s)':>9} |")
    print(f"|{'-' * 12}|{'-' * 16}|{'-' * 22}|{'-' * 11}|")
    first = None
    for size in sizes:
        tail = min(1_000, size // 10)
        mean, late = raise_war(size, tail)
        first = first or late
        print(f"| {german_number(size):>10} | {german_number(mean * 1e6, 1):>14} | {german_number(late * 1e6, 1):>20} | "
              f"{german_number(mean * size, 2):>9} |")
    print(f"Späte Aktion bei {german_number(sizes[-1])} Erhöhungen im Verhältnis zu {german_number(sizes[0])}: "
          f"{german_number(late / first, 2)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
