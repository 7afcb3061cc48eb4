"""The drill "Jeder Pot für sich": a main pot and a side pot, both split, each with its own odd
chips (P3, C9, P2). The pots and shares are :func:`holdem.pots.build_pots` and
:func:`holdem.pots.award_pots`; this module invents the hand and names a wrong answer's mistake.
"""

from __future__ import annotations

import random
from typing import Any

from holdem.drills.model import Drill, DrillKind, Verdict, names_of
from holdem.errors import InputError
from holdem.german import player_name
from holdem.pots import award_pots, build_pots
from holdem.user_input import player_list

__all__ = ["SPLIT_POTS"]


def _hand(rng: random.Random) -> tuple[int, int, list[int], set[int], list[int], int]:
    """Players, button, contributions, folded, the three tied players (short all-in first), loser."""
    while True:
        n = rng.randint(4, 6)
        button = rng.randrange(n)
        seats = rng.sample(range(n), 4)
        short, x, y, loser = seats
        low = rng.randrange(10, 60) + 1
        high = low + rng.randrange(5, 40)
        contributions = [rng.choice((0, 1, 2)) for _ in range(n)]
        for seat in (x, y, loser):
            contributions[seat] = high
        contributions[short] = low
        folded = {p for p in range(n) if p not in seats}
        layout = build_pots(contributions, folded)
        if len(layout.pots) == 2 and layout.pots[0].amount % 3 and layout.pots[1].amount % 2 and not layout.returned:
            return n, button, contributions, folded, [short, x, y], loser


def _make_split_pots(rng: random.Random, level: int) -> Drill:
    n, button, contributions, folded, tied, loser = _hand(rng)
    strengths = {p: 10 for p in tied} | {loser: 5}
    award = award_pots(build_pots(contributions, folded), strengths, button=button, n_seats=n)
    pots = [a.pot.name for a in award.awards]
    solution = [sorted(a.odd_chips) for a in award.awards]
    players = [{"name": player_name(p), "put_in": contributions[p], "button": p == button,
                "status": "ausgestiegen" if p in folded else "all-in" if p == tied[0] else
                "gleich gute Hand wie die anderen Gewinner" if p in tied else "verliert im Showdown"}
               for p in range(n)]
    text = "; ".join(f"{name}: {names_of(odd)}" for name, odd in zip(pots, solution))
    return Drill(
        kind="split_pots", title="Jeder Pot für sich", rules=("P3", "C9", "P2", "A6"),
        question=f"{names_of(tied)} haben gleich gute Hände, {player_name(tied[0])} ist all-in. Wer bekommt in "
                 "jedem Pot einen übrigen Chip?",
        situation={"players": players, "pot": sum(contributions), "button": button},
        form={"type": "pot_players", "players": n, "pots": pots},
        solution=solution, solution_text=text + ".", explanation=tuple(a.text for a in award.awards),
        extra={"n": n, "button": button, "winners": [sorted(a.winners) for a in award.awards],
               "amounts": [a.pot.amount for a in award.awards], "pots": pots},
        picture={"pots": [{"name": a.pot.name, "amount": a.pot.amount, "eligible": sorted(a.pot.eligible),
                           "winners": list(a.winners), "shares": {str(k): v for k, v in a.shares.items()}}
                          for a in award.awards]})


def _check_split_pots(drill: Drill, answer: dict[str, Any]) -> Verdict:
    x = drill.extra
    given = answer.get("pots")
    if not isinstance(given, list) or len(given) != len(x["pots"]):
        raise InputError(f"Die Antwort nennt nicht für jeden der {len(x['pots'])} Pots die Spieler. Erlaubt: eine "
                           "Liste mit einer Liste von Spielern je Pot.", key="bad_answer")
    mistakes = []
    for name, value, right, winners, amount in zip(x["pots"], given, drill.solution, x["winners"], x["amounts"]):
        chosen = set(player_list(value, f"{name}: wer einen übrigen Chip bekommt", x["n"]))
        if chosen == set(right):
            continue
        outsiders = sorted(chosen - set(winners))
        if outsiders:
            mistakes.append(f"{name}: {names_of(outsiders)} {'gewinnt' if len(outsiders) == 1 else 'gewinnen'} "
                            f"diesen Pot nicht mit; um {name} spielen nur {names_of(winners)} (P3, A6).")
        rest = amount % len(winners)
        if len(chosen) != rest:
            mistakes.append(f"{name}: {amount} Chips durch {len(winners)} Gewinner ergibt je {amount // len(winners)}, "
                            f"Rest {rest}: so viele Spieler bekommen einen übrigen Chip (C9).")
        elif not outsiders:
            mistakes.append(f"{name}: Die übrigen Chips gehen an die ersten Gewinner dieses Pots links vom Button, "
                            f"hier {names_of(right)} (P2, C9).")
    return Verdict(not mistakes, tuple(mistakes))


SPLIT_POTS = DrillKind("split_pots", "Jeder Pot für sich", (3,), _make_split_pots, _check_split_pots)
