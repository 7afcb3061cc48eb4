"""``python -m holdem pots``: main pot, side pots and, with a ranking, who wins what."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from holdem import user_input
from holdem.cli import add_json_flag, print_json
from holdem.errors import InputError

if TYPE_CHECKING:  # the pot engine is imported when the command runs
    from holdem.pots import Award, PotLayout
    from holdem.rake import Rake

# The values of holdem.pots.OddChip (a test keeps them equal), so that --help needs no engine.
ODD_CHIP_CHOICES = ("left_of_button", "carry")

EPILOG = """\
Sitze werden im Uhrzeigersinn ab 1 gezählt, wie Menschen zählen (so auch in --folded, --button,
--ranking und im JSON): Der erste Einsatz in --contributions ist Sitz 1, sein Spieler heißt Spieler 1.

--ranking ordnet die Spieler im Showdown von der besten zur schlechtesten Hand:
Kommas (oder >) trennen die Stufen, = verbindet gleich gute Hände.
  --ranking 2,3       Sitz 2 hat die beste Hand, Sitz 3 die zweitbeste
  --ranking 3=2,1     Sitz 3 und Sitz 2 teilen sich den ersten Platz, dann Sitz 1
Wer ausgestiegen ist, wird weggelassen. Ist nur noch ein Spieler übrig, braucht es kein --ranking.

Beispiele:
  python -m holdem pots --contributions 100,300,500
  python -m holdem pots --contributions 50,100,100 --folded 1 --button 3 --ranking 2=3
  python -m holdem pots --contributions 50,100,101 --folded 1 --button 3 --ranking 2=3 --rake 5,3,20
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
                        help="Sitze (ab 1), die ausgestiegen sind (Fold), kommagetrennt, z. B. 1 oder 1,4")
    parser.add_argument("--button", type=str, default=None, metavar="SITZ",
                        help="Sitz des Buttons (ab 1; für den Odd Chip, P2); nötig mit --ranking")
    parser.add_argument("--ranking", default=None, metavar="RANGFOLGE",
                        help="Rangfolge der Hände im Showdown, beste zuerst, = für gleich gut, z. B. 3=2,1")
    parser.add_argument("--odd-chip", default=ODD_CHIP_CHOICES[0], choices=ODD_CHIP_CHOICES,
                        help="left_of_button: der übrige Chip geht an den ersten Gewinner links vom Button "
                             "(Standard); carry: er bleibt für die nächste Hand im Pot (Variante)")
    parser.add_argument("--rake", default=None, metavar="PROZENT,DECKEL,MINDESTPOT",
                        help="Rake (X1): Prozent vom Pot (auch 4.5), höchstens DECKEL Chips, "
                             "kein Rake unter MINDESTPOT Chips; z. B. 5,3,20")
    add_json_flag(parser)
    parser.set_defaults(func=run)


def parse_ranking(text: str, n_seats: int, folded: frozenset[int] | set[int] = frozenset()) -> dict[int, int]:
    """``"3=2,1"`` (seats counted from 1) → strengths by index ``{2: 2, 1: 2, 0: 1}`` (higher is
    better). A seat that is out of the hand (``folded``, indices) has no hand to rank and is refused."""
    groups = user_input.ranking(text, "--ranking", n_seats, out=frozenset(folded), word="Sitz")
    if not groups:
        raise InputError("--ranking ist leer. Erlaubt ist z. B. 3=2,1: beste Hand zuerst, Kommas zwischen den "
                         "Stufen, = für gleich gute Hände.", key="bad_ranking")
    return user_input.strengths(groups)


def parse_rake(text: str) -> Rake:
    """``"5,3,20"`` or ``"4.5,3,20"``: percent, cap and minimum pot (X1)."""
    return user_input.rake_text(text, "--rake")


def _seat_keys(amounts: dict[int, int]) -> dict[str, int]:
    return {str(seat + 1): chips for seat, chips in sorted(amounts.items())}


def layout_json(layout: PotLayout) -> dict[str, Any]:
    """The pots with seats counted from 1, as the options take them."""
    return {
        "pots": [{"name": p.name, "amount": p.amount, "eligible": sorted(s + 1 for s in p.eligible),
                  "contributors": sorted(s + 1 for s in p.contributors), "level": p.level} for p in layout.pots],
        "returned": _seat_keys(dict(layout.returned)),
    }


def award_json(award: Award) -> dict[str, Any]:
    """Who wins what, seats counted from 1."""
    return {
        "payouts": _seat_keys(dict(award.payouts)),
        "awards": [{"pot": a.pot.name, "winners": [s + 1 for s in a.winners],
                    "shares": _seat_keys(dict(a.shares)), "odd_chips": _seat_keys(dict(a.odd_chips)),
                    "carried": a.carried, "rake": a.rake} for a in award.awards],
        "carried": award.carried,
        "rake": award.rake,
    }


def _award_lines(award: Award | None) -> list[str]:
    # the returned chips (A7) are already part of the layout's explanation
    return [] if award is None else [line for line in award.explain() if "(A7)" not in line]


def run(args: argparse.Namespace) -> int:
    from holdem.positions import MAX_PLAYERS
    from holdem.pots import OddChip, award_pots, build_pots

    contributions = user_input.amounts(args.contributions, "--contributions", players=(2, MAX_PLAYERS))
    n_seats = len(contributions)
    folded = user_input.seats(args.folded, "--folded", n_seats)
    layout = build_pots(contributions, folded)
    rake = parse_rake(args.rake) if args.rake is not None else None
    showdown_needed = any(len(p.eligible) > 1 for p in layout.pots)
    award = None
    if args.ranking is not None or not showdown_needed:
        if args.button is None and showdown_needed:
            raise InputError("Für die Verteilung mit --ranking fehlt --button. Erlaubt ist die Sitznummer "
                             f"des Buttons, 1 bis {n_seats}.", key="missing_button")
        button = user_input.seat(args.button, "--button", n_seats) if args.button is not None else 0
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
    for line in layout.explain():
        print(line)
    if award is not None:
        print()
        print("Verteilung:")
        for line in _award_lines(award):
            print(line)
    elif showdown_needed:
        print()
        print("Mit --ranking (z. B. --ranking 3=2,1; Sitze ab 1) und --button wird der Pot auch verteilt.")
    return 0
