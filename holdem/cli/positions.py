"""``python -m holdem positions``: seats, labels, blinds and who acts first on each street."""

from __future__ import annotations

import argparse
from typing import Any

from holdem import user_input
from holdem.blinds import Blinds
from holdem.cli import add_json_flag, print_json
from holdem.german import player_name, seat_name
from holdem.positions import MAX_PLAYERS, Positions, label_name, positions

EPILOG = f"""\
Sitze werden im Uhrzeigersinn ab 1 gezählt, wie Menschen zählen (wie bei „pots“); auf Sitz 1
sitzt „Spieler 1“, auf Sitz 2 „Spieler 2“ usw. --button nennt den Sitz des Buttons.
Erlaubt sind 2 bis {MAX_PLAYERS} Spieler (ein Tisch hat meist 2 bis 10, G2).

Beispiele:
  python -m holdem positions --players 6 --button 4
  python -m holdem positions --players 2 --button 1 --blinds 5/10
  python -m holdem positions --players 9 --button 9 --json
"""

STREETS = ("preflop", "flop", "turn", "river")
STREET_GERMAN = {"preflop": "Preflop", "flop": "Flop", "turn": "Turn", "river": "River"}


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "positions",
        help="Positionen, Blinds und Reihenfolge am Tisch (B1, H1–H3, W3, W4)",
        description="Zeigt für eine Spielerzahl und einen Button, wer welche Position hat, wer welchen "
        "Blind setzt und wer in jeder Wettrunde zuerst handelt (auch heads-up).",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--players", required=True, type=str, metavar="N", help=f"Zahl der Spieler, 2 bis {MAX_PLAYERS}"
    )
    parser.add_argument(
        "--button", default="1", type=str, metavar="SITZ", help="Sitz des Buttons, ab 1 gezählt (Standard: 1)"
    )
    parser.add_argument(
        "--blinds", default="1/2", metavar="SB/BB", help="Small und Big Blind, z. B. 1/2 (Standard) oder 5/10"
    )
    add_json_flag(parser)
    parser.set_defaults(func=run)


def parse_blinds(text: str) -> Blinds:
    """``"1/2"`` → small and big blind."""
    return user_input.blinds(text, "--blinds")


def first_to_act(pos: Positions) -> dict[str, int]:
    return {street: pos.first_preflop if street == "preflop" else pos.first_postflop for street in STREETS}


def _posts(pos: Positions, seat: int, blinds: Blinds) -> dict[str, Any] | None:
    if seat == pos.small_blind:
        return {"kind": "small_blind", "amount": blinds.small}
    if seat == pos.big_blind:
        return {"kind": "big_blind", "amount": blinds.big}
    return None


def as_json(pos: Positions, blinds: Blinds) -> dict[str, Any]:
    """Seats counted from 1, as the option takes them."""
    return {
        "players": pos.n_players,
        "button": pos.button + 1,
        "small_blind": pos.small_blind + 1,
        "big_blind": pos.big_blind + 1,
        "blinds": {"small": blinds.small, "big": blinds.big},
        "first_to_act": {street: seat + 1 for street, seat in first_to_act(pos).items()},
        "order": {"preflop": [s + 1 for s in pos.order_preflop()], "postflop": [s + 1 for s in pos.order_postflop()]},
        "seats": [
            {"seat": seat + 1, "label": pos.labels[seat], "posts": _posts(pos, seat, blinds)}
            for seat in range(pos.n_players)
        ],
    }


def as_text(pos: Positions, blinds: Blinds) -> str:
    lines = [
        f"{pos.n_players} Spieler, Button bei {seat_name(pos.button)} ({player_name(pos.button)}), "
        f"Blinds {blinds.small}/{blinds.big}"
        + (" – heads-up" if pos.heads_up else ""),
        "",
    ]
    lines.append(f"{'Sitz':>4}  {'Spieler':<11} {'Position':<8} {'':<24} setzt")
    for seat in range(pos.n_players):
        label = pos.labels[seat]
        post = _posts(pos, seat, blinds)
        posts = (
            "Small Blind " + str(post["amount"])
            if post and post["kind"] == "small_blind"
            else "Big Blind " + str(post["amount"])
            if post
            else "–"
        )
        lines.append(f"{seat + 1:>4}  {player_name(seat):<11} {label:<8} {label_name(label):<24} {posts}")
    lines.append("")
    lines.append("Wer handelt zuerst:")
    rules = {"preflop": "H2" if pos.heads_up else "W3", "flop": "H2" if pos.heads_up else "W4"}
    for street in STREETS:
        first = first_to_act(pos)[street]
        rule = rules.get(street, rules["flop"])
        lines.append(
            f"  {STREET_GERMAN[street]:<8} {player_name(first)} ({seat_name(first)}, {pos.labels[first]}; {rule})"
        )
    lines.append("")
    lines.append("Reihenfolge vor dem Flop:  " + " → ".join(pos.labels[s] for s in pos.order_preflop()))
    lines.append("Reihenfolge ab dem Flop:   " + " → ".join(pos.labels[s] for s in pos.order_postflop()))
    lines.append("")
    lines.append(pos.describe())
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    # the number of players is checked by positions() (G2), with the rule's own message
    n = user_input.whole_number(args.players, "--players", allowed=f"2 bis {MAX_PLAYERS}")
    button = user_input.seat(args.button, "--button", n) if n >= 2 else 0  # fewer: positions() says why
    blinds = parse_blinds(args.blinds)
    pos = positions(n, button)
    if args.json:
        print_json(as_json(pos, blinds))
    else:
        print(as_text(pos, blinds))
    return 0
