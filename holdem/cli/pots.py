"""``python -m holdem pots``: main pot, side pots and, with a ranking, who wins what."""

from __future__ import annotations

import argparse
import re
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from holdem.cli import add_json_flag, print_json
from holdem.cli._numbers import whole_number
from holdem.errors import PotError, excerpt

if TYPE_CHECKING:  # the pot engine is imported when the command runs
    from holdem.pots import Award, PotLayout
    from holdem.rake import Rake

# The values of holdem.pots.OddChip (a test keeps them equal), so that --help needs no engine.
ODD_CHIP_CHOICES = ("left_of_button", "carry")

EPILOG = """\
Sitze werden im Uhrzeigersinn ab 0 gezählt (so auch in --folded, --button, --ranking und im
JSON); im deutschen Text zählen Spieler wie Menschen ab 1: Spieler 1 sitzt auf Sitz 0.

--ranking ordnet die Spieler im Showdown von der besten zur schlechtesten Hand:
Kommas (oder >) trennen die Stufen, = verbindet gleich gute Hände.
  --ranking 1,2       Sitz 1 hat die beste Hand, Sitz 2 die zweitbeste
  --ranking 2=1,0     Sitz 2 und Sitz 1 teilen sich den ersten Platz, dann Sitz 0
Wer ausgestiegen ist, wird weggelassen. Ist nur noch ein Spieler übrig, braucht es kein --ranking.

Beispiele:
  python -m holdem pots --contributions 100,300,500
  python -m holdem pots --contributions 50,100,100 --folded 0 --button 2 --ranking 1=2
  python -m holdem pots --contributions 50,100,101 --folded 0 --button 2 --ranking 1=2 --rake 5,3,20
"""


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "pots",
        help="Hauptpot, Side Pots und Verteilung (A2–A7, P1–P3, X1)",
        description="Berechnet Hauptpot und Side Pots aus den Einsätzen einer Hand und verteilt sie "
                    "auf Wunsch nach einer Rangfolge der Hände.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--contributions", required=True, metavar="E0,E1,…",
                        help="Einsatz jedes Sitzes in der ganzen Hand (Blinds eingeschlossen), "
                             "kommagetrennt, z. B. 100,300,500")
    parser.add_argument("--folded", default="", metavar="S,…",
                        help="Sitze, die ausgestiegen sind (Fold), kommagetrennt, z. B. 0 oder 0,3")
    parser.add_argument("--button", type=str, default=None, metavar="SITZ",
                        help="Sitz des Buttons (für den Odd Chip, P2); nötig mit --ranking")
    parser.add_argument("--ranking", default=None, metavar="RANGFOLGE",
                        help="Rangfolge der Hände im Showdown, beste zuerst, = für gleich gut, z. B. 2=1,0")
    parser.add_argument("--odd-chip", default=ODD_CHIP_CHOICES[0], choices=ODD_CHIP_CHOICES,
                        help="left_of_button: der übrige Chip geht an den ersten Gewinner links vom Button "
                             "(Standard); carry: er bleibt für die nächste Hand im Pot (Variante)")
    parser.add_argument("--rake", default=None, metavar="PROZENT,DECKEL,MINDESTPOT",
                        help="Rake (X1): Prozent vom Pot (auch 4.5), höchstens DECKEL Chips, "
                             "kein Rake unter MINDESTPOT Chips; z. B. 5,3,20")
    add_json_flag(parser)
    parser.set_defaults(func=run)


def _int_list(text: str, option: str) -> list[int]:
    items = [item.strip() for item in text.split(",")] if text.strip() else []
    return [whole_number(item, option, "ganze Zahlen, durch Kommas getrennt, z. B. 100,300,500",
                         PotError) for item in items]


def _seat(text: str, option: str) -> int:
    return whole_number(text, option, "eine Sitznummer, eine ganze Zahl ab 0", PotError)


def parse_ranking(text: str, n_seats: int, folded: frozenset[int] | set[int] = frozenset()) -> dict[int, int]:
    """``"2=1,0"`` → strengths ``{2: 2, 1: 2, 0: 1}`` (higher is better). A seat that is out of
    the hand (``folded``) has no hand to rank and is refused."""
    groups = [g for g in text.replace(">", ",").split(",")]
    if not text.strip() or any(not g.strip() for g in groups):
        raise PotError(f"--ranking „{text}“ hat eine leere Stufe. Erlaubt ist z. B. 2=1,0: beste Hand "
                       "zuerst, Kommas zwischen den Stufen, = für gleich gute Hände.", key="bad_ranking")
    strengths: dict[int, int] = {}
    for place, group in enumerate(groups):
        for item in group.split("="):
            seat = _seat(item.strip(), "--ranking")
            if not 0 <= seat < n_seats:
                raise PotError(f"--ranking: Sitz {seat} gibt es nicht. Erlaubt sind die Sitze 0 bis "
                               f"{n_seats - 1}.", key="bad_ranking")
            if seat in strengths:
                raise PotError(f"--ranking: Sitz {seat} steht zweimal in der Rangfolge. Erlaubt ist jeder "
                               "Sitz höchstens einmal.", key="bad_ranking")
            if seat in folded:
                raise PotError(f"--ranking: Sitz {seat} ist ausgestiegen (--folded) und hat im Showdown "
                               "keine Hand mehr. Erlaubt sind nur Sitze, die noch in der Hand sind.",
                               key="ranking_folded_seat")
            strengths[seat] = len(groups) - place
    return strengths


def parse_rake(text: str) -> Rake:
    from holdem.rake import Rake

    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 3 or not all(parts):
        raise PotError(f"--rake „{excerpt(text)[1:-1]}“ braucht drei Werte. Erlaubt ist "
                       "PROZENT,DECKEL,MINDESTPOT, z. B. 5,3,20 oder 4.5,3,20.", key="bad_rake")
    if not re.fullmatch(r"[0-9]+(\.[0-9]+)?", parts[0]) or len(parts[0]) > 20:
        raise PotError(f"--rake: {excerpt(parts[0])} ist kein Prozentsatz. Erlaubt ist eine Zahl "
                       "von 0 bis 100 wie 5 oder 4.5.", key="bad_rake")
    percent: Fraction | int = Fraction(parts[0])
    if percent.denominator == 1:
        percent = int(percent)
    cap = whole_number(parts[1], "--rake (DECKEL)", "eine ganze Zahl ab 0", PotError)
    min_pot = whole_number(parts[2], "--rake (MINDESTPOT)", "eine ganze Zahl ab 0", PotError)
    return Rake(percent, cap, min_pot)


def layout_json(layout: PotLayout) -> dict[str, Any]:
    return {
        "pots": [{"name": p.name, "amount": p.amount, "eligible": sorted(p.eligible),
                  "contributors": sorted(p.contributors), "level": p.level} for p in layout.pots],
        "returned": {str(s): c for s, c in sorted(layout.returned.items())},
    }


def award_json(award: Award) -> dict[str, Any]:
    return {
        "payouts": {str(s): c for s, c in sorted(award.payouts.items())},
        "awards": [{"pot": a.pot.name, "winners": list(a.winners),
                    "shares": {str(s): c for s, c in sorted(a.shares.items())},
                    "odd_chips": {str(s): c for s, c in sorted(a.odd_chips.items())},
                    "carried": a.carried, "rake": a.rake} for a in award.awards],
        "carried": award.carried,
        "rake": award.rake,
    }


def _award_lines(award: Award | None) -> list[str]:
    # the returned chips (A7) are already part of the layout's explanation
    return [] if award is None else [line for line in award.explain() if "(A7)" not in line]


def run(args: argparse.Namespace) -> int:
    from holdem.pots import OddChip, award_pots, build_pots

    contributions = _int_list(args.contributions, "--contributions")
    folded = _int_list(args.folded, "--folded")
    layout = build_pots(contributions, folded)
    n_seats = len(contributions)
    rake = parse_rake(args.rake) if args.rake is not None else None
    showdown_needed = any(len(p.eligible) > 1 for p in layout.pots)
    award = None
    if args.ranking is not None or not showdown_needed:
        if args.button is None and showdown_needed:
            raise PotError("Für die Verteilung mit --ranking fehlt --button. Erlaubt ist die Sitznummer "
                           f"des Buttons, 0 bis {n_seats - 1}.", key="missing_button")
        button = _seat(args.button, "--button") if args.button is not None else 0
        strengths = parse_ranking(args.ranking, n_seats, set(folded)) if args.ranking is not None else {}
        award = award_pots(layout, strengths, button=button, n_seats=n_seats,
                           odd_chip=OddChip(args.odd_chip), rake=rake)

    if args.json:
        data = layout_json(layout)
        if award is not None:
            data.update(award_json(award))
        data["explanation"] = layout.explain() + _award_lines(award)
        print_json(data)
        return 0
    print(", ".join(f"Spieler {s + 1} = Sitz {s}" for s in range(n_seats))
          + " (die Optionen nehmen Sitznummern ab 0).")
    print()
    for line in layout.explain():
        print(line)
    if award is not None:
        print()
        print("Verteilung:")
        for line in _award_lines(award):
            print(line)
    elif showdown_needed:
        print()
        print("Mit --ranking (z. B. --ranking 2=1,0) und --button wird der Pot auch verteilt.")
    return 0
