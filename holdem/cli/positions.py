"""``python -m holdem positions``: seats, labels, blinds and who acts first on each street."""

from __future__ import annotations

import argparse
from typing import Any

from holdem.blinds import Blinds
from holdem.cli import add_json_flag, print_json
from holdem.cli._numbers import whole_number
from holdem.errors import BlindError, SeatError, excerpt
from holdem.positions import MAX_PLAYERS, Positions, label_name, positions

EPILOG = f"""\
Sitze werden im Uhrzeigersinn ab 0 gezählt (wie bei „pots“); Sitz 0 ist „Spieler 1“,
Sitz 1 „Spieler 2“ usw. --button nennt den Sitz (ab 0) des Buttons.
Erlaubt sind 2 bis {MAX_PLAYERS} Spieler (ein Tisch hat meist 2 bis 10, G2).

Beispiele:
  python -m holdem positions --players 6 --button 3
  python -m holdem positions --players 2 --button 0 --blinds 5/10
  python -m holdem positions --players 9 --button 8 --json
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
        "--button", default="0", type=str, metavar="SITZ", help="Sitz des Buttons, ab 0 gezählt (Standard: 0)"
    )
    parser.add_argument(
        "--blinds", default="1/2", metavar="SB/BB", help="Small und Big Blind, z. B. 1/2 (Standard) oder 5/10"
    )
    add_json_flag(parser)
    parser.set_defaults(func=run)


def _int(text: str, option: str, allowed: str) -> int:
    return whole_number(text, option, allowed, SeatError)


def parse_blinds(text: str) -> Blinds:
    parts = text.split("/")
    if len(parts) != 2:
        raise BlindError(
            f"--blinds: {excerpt(text)} ist nicht in der Form SB/BB. Erlaubt ist z. B. 1/2 oder 5/10.",
            key="bad_cli_input",
        )
    small, big = (whole_number(p, "--blinds", "zwei ganze Zahlen wie 1/2", BlindError) for p in parts)
    return Blinds(small, big)


def first_to_act(pos: Positions) -> dict[str, int]:
    return {street: pos.first_preflop if street == "preflop" else pos.first_postflop for street in STREETS}


def _posts(pos: Positions, seat: int, blinds: Blinds) -> dict[str, Any] | None:
    if seat == pos.small_blind:
        return {"kind": "small_blind", "amount": blinds.small}
    if seat == pos.big_blind:
        return {"kind": "big_blind", "amount": blinds.big}
    return None


def as_json(pos: Positions, blinds: Blinds) -> dict[str, Any]:
    return {
        "players": pos.n_players,
        "button": pos.button,
        "small_blind": pos.small_blind,
        "big_blind": pos.big_blind,
        "blinds": {"small": blinds.small, "big": blinds.big},
        "first_to_act": first_to_act(pos),
        "order": {"preflop": pos.order_preflop(), "postflop": pos.order_postflop()},
        "seats": [
            {"seat": seat, "label": pos.labels[seat], "posts": _posts(pos, seat, blinds)}
            for seat in range(pos.n_players)
        ],
    }


def as_text(pos: Positions, blinds: Blinds) -> str:
    name = lambda seat: f"Spieler {seat + 1}"  # noqa: E731
    lines = [
        f"{pos.n_players} Spieler, Button bei Sitz {pos.button} ({name(pos.button)}), "
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
        lines.append(f"{seat:>4}  {name(seat):<11} {label:<8} {label_name(label):<24} {posts}")
    lines.append("")
    lines.append("Wer handelt zuerst:")
    rules = {"preflop": "H2" if pos.heads_up else "W3", "flop": "H2" if pos.heads_up else "W4"}
    for street in STREETS:
        first = first_to_act(pos)[street]
        rule = rules.get(street, rules["flop"])
        lines.append(
            f"  {STREET_GERMAN[street]:<8} {name(first)} (Sitz {first}, {pos.labels[first]}; {rule})"
        )
    lines.append("")
    lines.append("Reihenfolge vor dem Flop:  " + " → ".join(pos.labels[s] for s in pos.order_preflop()))
    lines.append("Reihenfolge ab dem Flop:   " + " → ".join(pos.labels[s] for s in pos.order_postflop()))
    lines.append("")
    lines.append(pos.describe())
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    n = _int(args.players, "--players", f"2 bis {MAX_PLAYERS}")
    button = _int(args.button, "--button", "ein Sitz ab 0")
    blinds = parse_blinds(args.blinds)
    pos = positions(n, button)
    if args.json:
        print_json(as_json(pos, blinds))
    else:
        print(as_text(pos, blinds))
    return 0
