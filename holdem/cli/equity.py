"""``equity``: how often each hand wins, exactly or by sampling (P1, R11).

``--json`` prints ``{"boards": N, "exact": bool, "win": [...], "tie": [...], "equity": [...],
"stderr": [...]}``, one entry per hand in the order given. When exact, ``win`` and ``tie``
are board counts (``boards`` = all possible boards); when sampled they are fractions of the
``boards`` samples, and ``stderr`` is the standard error of each equity (0 when exact).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from holdem.cards import format_cards
from holdem.cli import add_json_flag, print_json
from holdem.cli._numbers import whole_number_type
from holdem.german import german_number, german_percent

if TYPE_CHECKING:  # numpy is imported only when the command runs
    from holdem.equity import EquityResult

EXACT_LIMIT = 2_000_000  # without --exact/--samples: enumerate up to this many boards
DEFAULT_SAMPLES = 100_000
# About twenty seconds here; the standard error is then below 0.02 percentage points, and more
# samples only cost time (Ctrl-C stops a run cleanly).
MAX_SAMPLES = 50_000_000
MAX_SEED = 2 ** 128 - 1


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "equity", help="Gewinnchancen von 2 bis 6 Händen berechnen",
        description="Berechnet für jede Hand, wie oft sie gewinnt, teilt und welchen Anteil am Pot sie "
                    "im Mittel bekommt: exakt über alle möglichen Boards oder aus einer Stichprobe.",
    )
    parser.add_argument("holes", nargs="+", metavar="HAND", help="die zwei Hole Cards je Hand, z. B. AsAh KdKc")
    parser.add_argument("--board", default="", metavar="KARTEN",
                        help='bekannte Gemeinschaftskarten (0 bis 5), z. B. "2c 7d 9h"')
    parser.add_argument("--dead", default="", metavar="KARTEN", help="Karten, die sicher nicht mehr kommen, z. B. \"Qs 3d\"")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--exact", action="store_true", help="alle möglichen Boards durchzählen")
    limit = german_number(EXACT_LIMIT)
    most = german_number(MAX_SAMPLES)
    mode.add_argument("--samples", metavar="N",
                      type=whole_number_type(f"1 bis {most} Stichproben"),
                      help=f"N zufällige Boards ziehen, 1 bis {most} (Vorgabe: exakt bis {limit} "
                           "Boards)")
    parser.add_argument("--seed", default=0, metavar="ZAHL",
                        type=whole_number_type("eine ganze Zahl ab 0"),
                        help="Startwert des Zufalls für die Stichprobe, ab 0 (Vorgabe: 0)")
    add_json_flag(parser)
    parser.set_defaults(func=run)


def _percent(fraction: float) -> str:
    return german_percent(fraction, 2)


def result_json(result: EquityResult) -> dict[str, Any]:
    """The JSON object of the command (see the module text)."""
    win: list[Any] = list(result.wins) if result.exact else list(result.win_fraction)
    tie: list[Any] = list(result.ties) if result.exact else list(result.tie_fraction)
    return {"boards": result.boards, "exact": result.exact, "win": win, "tie": tie,
            "equity": list(result.equity), "stderr": list(result.stderr)}


def result_table(result: EquityResult) -> str:
    """German table: one line per hand with win, split and equity in percent."""
    if result.exact:
        head = f"Exakt über alle {german_number(result.boards)} möglichen Boards"
    else:
        head = (f"Stichprobe aus {german_number(result.boards)} zufälligen Boards "
                "(± Standardfehler der Equity)")
    lines = [head]
    if result.board:
        lines.append(f"Board: {format_cards(result.board, symbols=True)}")
    if result.dead:
        lines.append(f"Tote Karten: {format_cards(result.dead, symbols=True)}")
    lines.append("")
    lines.append(f"{'Hand':<10}{'Gewinn':>10}{'Split':>10}{'Equity':>10}")
    for hand, win, tie, equity, error in zip(result.hands, result.win_fraction, result.tie_fraction,
                                             result.equity, result.stderr):
        line = (f"{format_cards(hand, symbols=True):<10}"
                f"{_percent(win):>10}{_percent(tie):>10}{_percent(equity):>10}")
        if not result.exact:
            line += f"  ± {_percent(error)}"
        lines.append(line)
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    from holdem.equity import board_count, exact_equity, monte_carlo_equity
    from holdem.errors import EquityInputError

    if args.samples is not None and not 1 <= args.samples <= MAX_SAMPLES:
        raise EquityInputError(
            f"--samples {args.samples}: erlaubt ist eine ganze Zahl ab 1 und höchstens "
            f"{german_number(MAX_SAMPLES)} Stichproben "
            "(mehr dauert Minuten und verbessert die Genauigkeit kaum; Strg+C bricht ab).",
            key="bad_samples")
    if not 0 <= args.seed <= MAX_SEED:
        raise EquityInputError(f"--seed {args.seed}: erlaubt ist eine ganze Zahl ab 0 (bis 2^128 - 1).",
                               key="bad_seed")
    sampled = args.samples is not None
    if not sampled and not args.exact:
        sampled = board_count(args.holes, args.board, args.dead) > EXACT_LIMIT
    if sampled:
        samples = DEFAULT_SAMPLES if args.samples is None else args.samples
        result = monte_carlo_equity(args.holes, args.board, args.dead, samples=samples, seed=args.seed)
    else:
        result = exact_equity(args.holes, args.board, args.dead)
    if args.json:
        print_json(result_json(result))
    else:
        print(result_table(result))
    return 0
