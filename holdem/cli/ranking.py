"""``rank``, ``compare`` and ``counts``: hand values, showdowns and category counts (R1–R12)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from holdem.cards import format_cards, parse_cards
from holdem.cli import add_json_flag, print_json
from holdem.cli._numbers import whole_number_type
from holdem.errors import HoldemError

if TYPE_CHECKING:  # the ranking (and its tables) is loaded when a command runs
    from holdem.ranking import HandValue


def register(subparsers: argparse._SubParsersAction) -> None:
    rank = subparsers.add_parser(
        "rank", help="die beste Hand aus 5 bis 7 Karten bestimmen",
        description="Bestimmt die beste Fünferkombination aus 5, 6 oder 7 Karten und erklärt sie.",
    )
    rank.add_argument("cards", nargs="+", metavar="KARTEN", help='Karten, z. B. "Ah Kh Qh Jh Th 2c 3d"')
    add_json_flag(rank)
    rank.set_defaults(func=run_rank)

    compare = subparsers.add_parser(
        "compare", help="Hände am Showdown vergleichen",
        description="Vergleicht die Hände mehrerer Spieler mit demselben Board und nennt den Gewinner.",
    )
    compare.add_argument("holes", nargs="+", metavar="HAND", help="die zwei Hole Cards je Spieler, z. B. AhAd KsKc")
    compare.add_argument("--board", required=True, metavar="KARTEN", help='3 bis 5 Gemeinschaftskarten, z. B. "2c 7d 9h Js 3c"')
    add_json_flag(compare)
    compare.set_defaults(func=run_compare)

    counts = subparsers.add_parser(
        "counts", help="alle Hände aus 5 oder 7 Karten nach Kategorie zählen",
        description="Zählt exakt, wie viele Hände aus 5 oder 7 Karten in jede Kategorie fallen.",
    )
    counts.add_argument("--cards", type=whole_number_type("5 oder 7"), default=7, metavar="ANZAHL",
                        help="5 oder 7 (Vorgabe: 7)")
    add_json_flag(counts)
    counts.set_defaults(func=run_counts)


def _hand_json(value: HandValue) -> dict[str, Any]:
    return {"category": value.category.key, "best_five": [str(c) for c in value.best_five],
            "text": value.text}


def run_rank(args: argparse.Namespace) -> int:
    from holdem.ranking import evaluate

    value = evaluate(" ".join(args.cards))
    if args.json:
        print_json(_hand_json(value))
    else:
        print(value.text)
        print(f"Beste fünf Karten: {format_cards(value.best_five, symbols=True)}")
    return 0


def showdown_text(values: list[HandValue], winners: list[int]) -> str:
    """German sentence: who wins and why (or who splits)."""
    from holdem.ranking import explain_comparison

    names = [f"Hand {i + 1}" for i in winners]
    best = values[winners[0]]
    losers = [v for i, v in enumerate(values) if i not in winners]
    runner_up = max(losers) if losers else None
    if len(winners) == 1:
        if runner_up is None:
            return f"Hand 1 ist allein: {best.text}."
        return f"{names[0]} gewinnt: {explain_comparison(best, runner_up)}."
    joined = ", ".join(names[:-1]) + " und " + names[-1]
    text = f"Split Pot: {joined} teilen sich den Pot. {explain_comparison(best, values[winners[1]])}."
    if runner_up is not None:
        text += f" Gegen die anderen Hände: {explain_comparison(best, runner_up)}."
    return text


def run_compare(args: argparse.Namespace) -> int:
    from holdem.ranking import showdown

    if len(args.holes) < 2:
        raise HoldemError(f"Verglichen werden mindestens zwei Hände, angegeben: {len(args.holes)}. Erlaubt: "
                          "zwei oder mehr Hände, z. B. compare AhAd KsKc --board \"2c 7h 9h Js 3c\" "
                          "(eine einzelne Hand bewertet rank).", key="too_few_hands")
    values = showdown(args.holes, args.board)
    best = max(values)
    winners = [i for i, value in enumerate(values) if value == best]
    text = showdown_text(values, winners)
    if args.json:
        print_json({"winners": winners, "hands": [_hand_json(v) for v in values], "text": text})
        return 0
    print(f"Board: {format_cards(parse_cards(args.board), symbols=True)}")
    for number, (hole, value) in enumerate(zip(args.holes, values), start=1):
        print(f"Hand {number} ({format_cards(parse_cards(hole), symbols=True)}): {value.text}"
              f" — {format_cards(value.best_five, symbols=True)}")
    print(text)
    return 0


def run_counts(args: argparse.Namespace) -> int:
    from holdem.counting import category_counts
    from holdem.ranking import HandCategory
    from holdem.teach.odds import frequency_table

    counts = category_counts(args.cards)
    ordered = sorted(HandCategory, reverse=True)
    if args.json:
        print_json({"total": counts.total, "distinct_values": counts.distinct_values,
                    "categories": {c.key: counts.categories[c] for c in ordered}})
        return 0
    # The same table as the book's chapter on probabilities: one wording of "1 zu x" everywhere.
    print(frequency_table(counts))
    return 0
