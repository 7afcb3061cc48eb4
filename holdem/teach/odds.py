"""German text tables for the chapter "Wahrscheinlichkeiten und Odds": category frequencies
(R12), equity results (P1), the starting hands and the rule of 2 and 4. Every number comes
from the engine (:mod:`holdem.counting`, :mod:`holdem.equity`, :mod:`holdem.odds`)."""

from __future__ import annotations

import math
from collections.abc import Sequence

from holdem.cards import format_cards
from holdem.counting import CategoryCounts
from holdem.equity import EquityResult, StartingHandEquities, starting_hand_combos
from holdem.german import german_number, german_percent
from holdem.odds import (
    OddsInputError,
    hit_probability,
    odds_against,
    rarity_exceptions,
    rule_of_2_and_4,
)
from holdem.teach.text import text_table


def _share(fraction: float) -> str:
    """A percentage with four significant digits, also for tiny shares: ``0,001539 %``."""
    if fraction <= 0:
        return "0 %"
    digits = max(1, 3 - math.floor(math.log10(100 * fraction)))
    return german_percent(fraction, digits)


def _odds(x: float) -> str:
    """``x`` of "1 zu x", rounded to what a reader needs."""
    return german_number(x, 2 if x < 10 else 1 if x < 100 else 0)


def frequency_table(counts: CategoryCounts) -> str:
    """Hands per category of all ``n_cards``-card hands, highest category first: the count,
    the share and the odds "1 zu x" (x unfavourable hands per favourable one) (R12)."""
    rows = []
    for category in sorted(counts.categories, reverse=True):
        n = counts.categories[category]
        share = n / counts.total
        rows.append((category.german, german_number(n), _share(share), "1 zu " + _odds(odds_against(share))))
    rows.append(("Zusammen", german_number(counts.total), "100 %", ""))
    return (f"Alle {german_number(counts.total)} Hände aus {counts.n_cards} Karten "
            f"({german_number(counts.distinct_values)} verschiedene Werte der besten fünf)\n"
            + text_table(("Kategorie", "Hände", "Anteil", "Chance"), rows, right=(1, 2)))


def rarity_text(counts: CategoryCounts) -> str:
    """Does every category occur less often than each lower one? Names the exceptions (R12)."""
    exceptions = rarity_exceptions(counts)
    head = f"{counts.n_cards} Karten: "
    if not exceptions:
        return head + "Jede Kategorie ist seltener als jede niedrigere."
    parts = [f"{high.german} ({german_number(counts.categories[high])}) kommt öfter vor als "
             f"{low.german} ({german_number(counts.categories[low])})" for high, low in exceptions]
    return head + "Ausnahmen: " + "; ".join(parts) + "."


def equity_table(result: EquityResult, labels: Sequence[str] | None = None) -> str:
    """One line per hand: boards won alone, shared (P1: split pot), lost, and the equity."""
    if labels is not None and len(labels) != len(result.hands):
        raise OddsInputError(f"{len(labels)} Namen für {len(result.hands)} Hände: erlaubt ist genau ein Name "
                             "je Hand.", key="bad_labels")
    if result.exact:
        head = f"Exakt: alle {german_number(result.boards)} möglichen Boards"
    else:
        head = f"Stichprobe: {german_number(result.boards)} zufällige Boards (± Standardfehler)"
    if result.board:
        head += f", Board {format_cards(result.board)}"
    if result.dead:
        head += f", tote Karten {format_cards(result.dead)}"
    names = labels or [format_cards(h) for h in result.hands]
    rows = []
    for i, name in enumerate(names):
        equity = german_percent(result.equity[i], 2)
        if not result.exact:
            equity += f" ± {german_percent(result.stderr[i], 2)}"
        rows.append((name, german_number(result.wins[i]), german_number(result.ties[i]),
                     german_number(result.losses[i]), equity))
    headers = ("Hand", "Gewinnt", "Split", "Verliert", "Equity")
    return head + "\n" + text_table(headers, rows, right=(1, 2, 3, 4))


def starting_hand_table(equities: StartingHandEquities, top: int = 10, bottom: int = 5) -> str:
    """The ``top`` best and ``bottom`` worst starting hands against one random hand, with their
    place among the 169 and the number of card combinations each name stands for (G7)."""
    order = sorted(range(len(equities.names)), key=lambda i: -equities.equity[i])
    if not (0 <= top and 0 <= bottom and top + bottom <= len(order)):
        raise OddsInputError(f"top={top}, bottom={bottom} geht nicht: erlaubt sind zusammen höchstens "
                             f"{len(order)} Hände.", key="bad_top_bottom")
    picked = [(place, order[place]) for place in range(top)]
    picked += [(place, order[place]) for place in range(len(order) - bottom, len(order))]
    rows = []
    for number, (place, i) in enumerate(picked):
        if number == top and top and bottom:
            rows.append(("…", "", "", ""))
        name = equities.names[i]
        rows.append((f"{place + 1}.", name, str(starting_hand_combos(name)),
                     german_percent(equities.equity[i])))
    head = (f"Equity gegen eine zufällige Hand ({german_number(equities.samples)} Stichproben je Hand, "
            f"Startwert {equities.seed})")
    return head + "\n" + text_table(("Platz", "Hand", "Kombinationen", "Equity"), rows, right=(0, 2, 3))


def rule_of_thumb_table(out_counts: Sequence[int] = (4, 8, 9, 12, 15), unseen: int = 47) -> str:
    """The rule of 2 and 4 next to the exact chance, for one and two cards to come, from a
    flop with ``unseen`` unknown cards (the turn then has ``unseen - 1``)."""
    rows = []
    for n in out_counts:
        rows.append((str(n),
                     german_percent(rule_of_2_and_4(n, 1), 0),
                     german_percent(hit_probability(n, 1, unseen - 1)),
                     german_percent(rule_of_2_and_4(n, 2), 0), german_percent(hit_probability(n, 2, unseen))))
    return text_table(("Outs", "1 Karte: Regel", "exakt", "2 Karten: Regel", "exakt"), rows,
                      right=(0, 1, 2, 3, 4))
