"""Drills about pots: main and side pots (A2–A5, W8) and where the odd chip goes (P1, P2, C9).

The numbers come from :func:`holdem.pots.build_pots` and :func:`holdem.pots.award_pots`; this
module only invents the situation and says what a wrong answer got wrong.
"""

from __future__ import annotations

import random
from typing import Any

from holdem.drills.model import Drill, DrillKind, Verdict, names_of
from holdem.errors import InputError
from holdem.events import german_list
from holdem.german import count_text, player_name
from holdem.pots import Pot, award_pots, build_pots
from holdem.user_input import int_field, player_list

__all__ = ["ODD_CHIP", "SIDE_POTS"]


# ------------------------------------------------------------------ side pots

def _contributions(rng: random.Random, level: int) -> tuple[list[int], set[int], set[int]]:
    """Everything each player put in, who folded and who is all-in; the largest amount is
    matched by two players still in the hand, so nothing goes back (A7 is another drill)."""
    all_ins = {1: 1, 2: rng.randint(1, 2), 3: rng.randint(2, 3)}[level]
    folds = {1: 0, 2: rng.randint(0, 1), 3: rng.randint(1, 2)}[level]
    top = rng.randrange(60, 201, 10)
    levels = sorted(rng.sample(range(10, top, 5), all_ins))
    amounts = levels + [top, top] + [rng.randrange(5, top + 1, 5) for _ in range(folds)]
    status = ["all_in"] * all_ins + ["in"] * 2 + ["folded"] * folds
    order = list(range(len(amounts)))
    rng.shuffle(order)
    contributions = [amounts[i] for i in order]
    folded = {seat for seat, i in enumerate(order) if status[i] == "folded"}
    all_in = {seat for seat, i in enumerate(order) if status[i] == "all_in"}
    return contributions, folded, all_in


def _make_side_pots(rng: random.Random, level: int) -> Drill:
    contributions, folded, all_in = _contributions(rng, level)
    layout = build_pots(contributions, folded)
    players = [{"name": player_name(p), "put_in": c,
                "status": "ausgestiegen" if p in folded else "all-in" if p in all_in else "im Spiel"}
               for p, c in enumerate(contributions)]
    solution = [{"amount": pot.amount, "eligible": sorted(pot.eligible)} for pot in layout.pots]
    text = "; ".join(f"{pot.name}: {pot.amount} Chips für {names_of(pot.eligible)}" for pot in layout.pots)
    rules = ("A2", "A3", "A4", "A5", "W8") if len(layout.pots) == 1 else ("A2", "A3", "A4", "W8")
    return Drill(
        kind="side_pots", title="Side Pots", rules=rules,
        question="Alle Einsätze dieser Hand sind gemacht. Welche Pots gibt es, wie viele Chips liegen in jedem, "
                 "und wer darf ihn gewinnen? Beginnen Sie mit dem Hauptpot.",
        situation={"players": players, "pot": sum(contributions)},
        form={"type": "pots", "players": len(contributions), "max_pots": len(contributions)},
        solution=solution, solution_text=text + ".", explanation=tuple(layout.explain()),
        extra={"contributions": contributions, "folded": sorted(folded)},
        picture={"pots": [{"name": pot.name, **part} for pot, part in zip(layout.pots, solution)]})


def _reader_pots(answer: dict[str, Any], n: int) -> list[tuple[int, frozenset[int]]]:
    pots = answer.get("pots")
    if not isinstance(pots, list) or not pots:
        raise InputError("Die Antwort nennt keine Pots. Erlaubt: eine Liste von Pots, jeder mit Chips und den "
                           "Spielern, die ihn gewinnen dürfen.", key="bad_answer")
    if len(pots) > n:
        raise InputError(f"{len(pots)} Pots bei {n} Spielern: mehr Pots als Spieler gibt es nie. Erlaubt: "
                           f"1 bis {n} Pots.", key="bad_answer")
    read = []
    for index, pot in enumerate(pots):
        name = "Der Hauptpot" if index == 0 else f"Side Pot {index}"
        if not isinstance(pot, dict):
            raise InputError(f"{name} der Antwort ist leer. Erlaubt: Chips und Spieler je Pot.", key="bad_answer")
        amount = int_field(pot, "amount", f"{name}: der Betrag", low=0, high=10**6)
        eligible = player_list(pot.get("eligible", []), f"{name}: wer gewinnen darf", n)
        read.append((amount, frozenset(eligible)))
    return read


def _pot_names(pot: Pot) -> tuple[str, str, str]:
    """The pot's name as subject, after "für"/"in" and after "bei": the main pot takes an article."""
    if pot.is_main:
        return "Der Hauptpot", "den Hauptpot", "beim Hauptpot"
    return pot.name, pot.name, f"bei {pot.name}"


def _check_side_pots(drill: Drill, answer: dict[str, Any]) -> Verdict:
    contributions: list[int] = drill.extra["contributions"]
    folded = set(drill.extra["folded"])
    layout = build_pots(contributions, folded)
    given = _reader_pots(answer, len(contributions))
    mistakes: list[str] = []
    pots = layout.pots
    if len(given) != len(pots):
        if len(pots) == 1:
            mistakes.append(f"Es gibt nur einen Pot, keinen Side Pot: niemand, der noch im Spiel ist, hat weniger "
                            f"eingezahlt als die anderen (A5). Ihre Antwort hat {count_text(len(given), 'Pot', 'Pots')}.")
        else:
            levels = sorted({contributions[p] for p in range(len(contributions)) if p not in folded})
            mistakes.append(f"Es gibt {len(pots)} Pots, den Hauptpot und {len(pots) - 1} Side "
                            f"Pot{'s' if len(pots) > 2 else ''}, nicht {len(given)}: Die Spieler im Spiel haben "
                            f"{german_list([str(x) for x in levels])} Chips eingezahlt; jede Höhe eines All-ins beginnt "
                            "einen neuen Pot (A4).")
    previous = 0
    for pot, (amount, eligible) in zip(pots, given):
        subject, label, at = _pot_names(pot)
        if amount != pot.amount:
            step = pot.level - previous
            size = "zu groß" if amount > pot.amount else "zu klein"
            mistakes.append(f"{subject} ist {size}: richtig sind {pot.amount} Chips, nicht "
                            f"{amount}. In {label} zahlt jeder höchstens {step} Chips ein "
                            f"({'bis' if previous == 0 else f'von {previous} bis'} {pot.level} Chips "
                            "des eigenen Einsatzes, A2, A3).")
        for p in sorted(eligible - pot.eligible):
            if p in folded:
                mistakes.append(f"{player_name(p)} ist für {label} nicht berechtigt: {player_name(p)} ist "
                                "ausgestiegen; die Chips bleiben im Pot, gewinnen kann ihn nur, wer noch im Spiel "
                                "ist (W8).")
            else:
                mistakes.append(f"{player_name(p)} ist für {label} nicht berechtigt: {player_name(p)} hat nur "
                                f"{contributions[p]} Chips eingezahlt und kann jedem Gegner höchstens so viel "
                                "abnehmen (A2, A4).")
        for p in sorted(pot.eligible - eligible):
            mistakes.append(f"{player_name(p)} fehlt {at}: {player_name(p)} ist noch im Spiel und hat "
                            f"{contributions[p]} Chips eingezahlt, genug für diesen Pot (A3, A4).")
        previous = pot.level
    return Verdict(not mistakes, tuple(mistakes))


SIDE_POTS = DrillKind("side_pots", "Side Pots", (1, 2, 3), _make_side_pots, _check_side_pots)


# ------------------------------------------------------------------ odd chips

def _make_odd_chip(rng: random.Random, level: int) -> Drill:
    n = rng.randint(3, 7)
    button = rng.randrange(n)
    count = 3 if level == 3 and n >= 4 and rng.random() < 0.6 else 2
    while True:
        in_hand = sorted(rng.sample(range(n), count + (1 if n > count + 1 and rng.random() < 0.5 else 0)))
        winners = sorted(rng.sample(in_hand, count))
        each = rng.randrange(5, 61, 5) + rng.choice((0, 1, 2))
        contributions = [each if p in in_hand else rng.choice((0, 1, 2, 5)) for p in range(n)]
        folded = {p for p in range(n) if p not in in_hand}
        if sum(contributions) % count and (count == 2 or level < 3 or sum(contributions) % count == 2):
            break
    strengths = {p: 10 if p in winners else 5 for p in in_hand}
    award = award_pots(build_pots(contributions, folded), strengths, button=button, n_seats=n)
    (pot_award,) = award.awards
    odd = sorted(pot_award.odd_chips)
    total = sum(contributions)
    players = [{"name": player_name(p), "put_in": contributions[p], "button": p == button,
                "status": "ausgestiegen" if p in folded else
                "gleich gute Hand wie die anderen Gewinner" if p in winners else "verliert im Showdown"}
               for p in range(n)]
    rest = total % count
    return Drill(
        kind="odd_chip", title="Der übrige Chip", rules=("P1", "P2", "C9"),
        question=f"{names_of(winners)} haben gleich gute Hände und teilen den Pot von {total} Chips. "
                 f"{'Wer bekommt den übrigen Chip?' if rest == 1 else 'Wer bekommt die übrigen Chips?'}",
        situation={"players": players, "pot": total, "button": button},
        form={"type": "players", "players": n, "count": rest},
        solution=odd, solution_text=f"{names_of(odd)} ({total} Chips durch {count} ergibt je "
                                    f"{total // count}, Rest {rest}).",
        explanation=tuple(a.text for a in award.awards),
        extra={"winners": winners, "button": button, "rest": rest, "n": n})


def _check_odd_chip(drill: Drill, answer: dict[str, Any]) -> Verdict:
    given = set(player_list(answer.get("players"), "Wer den übrigen Chip bekommt", drill.extra["n"]))
    right = set(drill.solution)
    if given == right:
        return Verdict(True, ())
    winners, button, rest = set(drill.extra["winners"]), drill.extra["button"], drill.extra["rest"]
    mistakes = []
    for p in sorted(given - winners):
        extra = f" Dass {player_name(p)} den Button hat, ändert daran nichts." if p == button else ""
        mistakes.append(f"{player_name(p)} hat den Pot nicht mitgewonnen; übrige Chips gehen nur an Gewinner "
                        f"(P2).{extra}")
    if len(given) != rest:
        mistakes.append(f"Es {'bleibt' if rest == 1 else 'bleiben'} {rest} "
                        f"{'Chip' if rest == 1 else 'Chips'} übrig, je einer für einen Gewinner (C9); Ihre "
                        f"Antwort nennt {len(given)}.")
    if given & winners and given & winners != right:
        first = names_of(right)
        mistakes.append(f"Der übrige Chip geht an den ersten Gewinner links vom Button, im Uhrzeigersinn "
                        f"gezählt: das {'ist' if len(right) == 1 else 'sind'} {first} (P2, C9).")
    return Verdict(False, tuple(mistakes) or (f"Richtig ist {names_of(right)} (P2).",))


ODD_CHIP = DrillKind("odd_chip", "Der übrige Chip", (2, 3), _make_odd_chip, _check_odd_chip)
