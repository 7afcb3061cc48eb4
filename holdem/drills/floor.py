"""Drills from the tournament floor: the chip race (C18) and balancing tables (C17).

The exchange and the race are :func:`holdem.chip_race.colour_up` and its
:meth:`~holdem.chip_race.ColourUp.race`; the move is :func:`holdem.balancing.balance` with
:func:`holdem.balancing.seat_role`. This module invents the chips and tables, asks the question
and says what a wrong answer got wrong, with the cards, seats and numbers shown.
"""

from __future__ import annotations

import random
from typing import Any

from holdem.balancing import BalanceMove, SeatRole, TournamentTable, balance, blind_seats, seat_role
from holdem.chip_race import ChipRace, ColourUp, colour_up
from holdem.drills.model import Drill, DrillKind, Verdict, chosen, names_of
from holdem.errors import InputError
from holdem.german import player_name, seat_name
from holdem.user_input import int_field, player_list

__all__ = ["BALANCING", "CHIP_RACE"]

MAX_ANSWER = 10_000  # chips of one colour for one player: far more than any drill asks for


# ------------------------------------------------------------------ the chip race (C18)

CHIP_VALUES = {1: ((25, 100),), 2: ((25, 100), (5, 25)), 3: ((25, 100), (100, 500), (500, 1000))}


def _race_of(x: dict[str, Any]) -> tuple[ColourUp, ChipRace]:
    """The exchange and the race of a drill, from its numbers and the seed of its cards."""
    up = colour_up(x["old_chips"], x["old_value"], x["new_value"])
    return up, up.race(stacks=x["stacks"], seed=x["seed"])


def _race_numbers(rng: random.Random, level: int) -> dict[str, Any]:
    """Small chips per player (level 1: only the odd chips, the exchange is done), the stacks
    (level 3: one player has nothing but small chips) and the seed of the race cards. At least two
    players race and at least one new chip is handed out; from level 2 on somebody exchanges."""
    for _ in range(500):
        old_value, new_value = rng.choice(CHIP_VALUES[level])
        per_chip = new_value // old_value
        n = rng.randint(3, 6)
        if level == 1:
            old = [rng.randrange(per_chip) if rng.random() < 0.8 else 0 for _ in range(n)]
        else:
            old = [rng.randrange(3 * per_chip) if rng.random() < 0.85 else 0 for _ in range(n)]
        stacks = [old_value * c + new_value * rng.randint(3, 40) for c in old]
        short = None
        if level == 3:
            short = rng.randrange(n)
            old[short] = rng.randint(1, per_chip - 1)
            stacks[short] = old[short] * old_value
        x = {"old_chips": old, "old_value": old_value, "new_value": new_value, "stacks": stacks,
             "seed": rng.randrange(2**31), "level": level, "n": n, "short": short}
        up, race = _race_of(x)
        racing = sum(1 for odd in up.odd_chips if odd)
        if racing >= 2 and race.to_race >= 1 and (level == 1 or any(e.new_chips for e in up.exchanges)) \
                and (level < 3 or race.protected or len(race.cards) > racing):
            return x
    raise InputError("Für diese Übung fanden sich keine passenden Chips. Erlaubt: eine andere Nummer.",
                       key="no_situation")


def _make_chip_race(rng: random.Random, level: int) -> Drill:
    x = _race_numbers(rng, level)
    up, race = _race_of(x)
    old, new, n = x["old_value"], x["new_value"], x["n"]
    cards = {s: [str(c.card) for c in race.cards if c.seat == s] for s in range(n)}
    columns = [["name", "Spieler"], ["small", f"Chips zu {old}" if level > 1 else f"Übrige Chips zu {old}"]]
    if level == 3:
        columns.append(["stack", "Stack (Wert)"])
    columns.append(["cards", "Karten im Chip Race"])
    players = [{"name": player_name(s), "small": x["old_chips"][s], "stack": x["stacks"][s], "cards": cards[s]}
               for s in range(n)]
    got = race.new_chips
    if level == 1:
        winners = [s for s in range(n) if got[s]]
        question = (f"Der Chip zu {old} wird aus dem Spiel genommen. Getauscht ist schon; übrig sind die Chips in "
                    f"der Tabelle, und für jeden liegt eine Karte offen. Wer bekommt im Chip Race einen Chip zu {new}?")
        form: dict[str, Any] = {"type": "players", "players": n}
        solution: Any = winners
        text = f"{names_of(winners)}."
        explanation = race.steps
    else:
        totals = [e.new_chips + got[e.seat] for e in up.exchanges]
        question = (f"Der Chip zu {old} wird aus dem Spiel genommen; jeder tauscht seine Chips zu {old} gegen "
                    f"Chips zu {new}, die übrigen werden ausgespielt (für jeden liegen die Karten schon offen). "
                    f"Wie viele Chips zu {new} bekommt jeder Spieler für seine Chips zu {old}, Tausch und Chip Race "
                    "zusammen?")
        fields = [f"seat_{s + 1}" for s in range(n)]
        form = {"type": "amounts", "fields": fields,
                "labels": {f: f"{player_name(s)}: Chips zu {new}" for s, f in enumerate(fields)}}
        solution = {f: totals[s] for s, f in enumerate(fields)}
        text = "; ".join(f"{player_name(s)}: {totals[s]}" for s in range(n)) + f" Chips zu {new}."
        explanation = up.steps + race.steps
    rules = ("C18", "D2")
    return Drill(kind="chip_race", title="Chip Race", rules=rules, question=question,
                 situation={"players": players, "columns": columns}, form=form, solution=solution,
                 solution_text=text, explanation=tuple(explanation), extra=x)


def _chips(count: int, value: int) -> str:
    """``keinen Chip zu 100``, ``einen Chip zu 100``, ``3 Chips zu 100``."""
    return f"{'keinen' if count == 0 else 'einen' if count == 1 else count} Chip{'s' if count > 1 else ''} zu {value}"


def _highest(race: ChipRace, seat: int) -> str | None:
    mine = [c for c in race.ranked if c.seat == seat]
    return mine[0].card.german if mine else None


def _race_reason(race: ChipRace, seat: int) -> str:
    """Why ``seat`` gets a new chip in the race, or why not (C18, D2)."""
    name = player_name(seat)
    if seat in race.won:
        return f"{name} gewinnt mit {_highest(race, seat)} einen Chip im Chip Race (C18)"
    if seat in race.protected:
        return (f"{name} gewinnt im Chip Race nichts, hat aber nur noch kleine Chips; niemand scheidet durch das "
                f"Chip Race aus, darum bekommt {name} einen Chip (C18)")
    if not race.odd_chips[seat]:
        return f"{name} hat keine übrigen Chips, bekommt keine Karte und im Chip Race keinen Chip (C18)"
    last = _highest(race, race.won[-1]) if race.won else None
    return (f"{name} gewinnt im Chip Race nichts: die höchste Karte von {name}, {_highest(race, seat)}, liegt unter "
            f"{last}, der Karte, die den letzten der {race.to_race} Chips gewann (Rang, bei gleichem Rang die "
            "Farbe: C18, D2)")


def _check_chip_race(drill: Drill, answer: dict[str, Any]) -> Verdict:
    x = drill.extra
    up, race = _race_of(x)
    got = race.new_chips
    mistakes = []
    if x["level"] == 1:
        given = set(player_list(answer.get("players"), "Wer einen Chip bekommt", x["n"]))
        for s in sorted(given ^ set(drill.solution)):
            mistakes.append(_race_reason(race, s) + ".")
        if len(given) > race.to_race and not race.protected:
            mistakes.insert(0, f"Ausgespielt {'wird' if race.to_race == 1 else 'werden'} nur "
                               f"{_chips(race.to_race, x['new_value']).replace('einen', 'ein')}: so viel sind alle "
                               "übrigen Chips zusammen wert, die Hälfte aufgerundet (C18).")
        return Verdict(not mistakes, tuple(mistakes))
    for e in up.exchanges:
        field = f"seat_{e.seat + 1}"
        value = int_field(answer, field, f"{player_name(e.seat)}: Chips zu {x['new_value']}", low=0, high=MAX_ANSWER)
        right = e.new_chips + got[e.seat]
        if value == right:
            continue
        name = player_name(e.seat)
        if value > e.new_chips + 1:
            why = "im Chip Race gewinnt jeder höchstens einen Chip (C18)"
        else:
            why = _race_reason(race, e.seat)
        old, new = x["old_value"], x["new_value"]
        given_up = _chips(e.old_chips, old).replace("einen", "ein")
        left = ("nichts bleibt übrig" if e.odd_chips == 0 else
                f"{e.odd_chips} {'bleibt' if e.odd_chips == 1 else 'bleiben'} übrig")
        swap = (f"{name} hat keine Chips zu {old}" if not e.old_chips else
                f"{given_up[0].upper()}{given_up[1:]} {'ergibt' if e.old_chips == 1 else 'ergeben'} beim Tausch "
                f"{_chips(e.new_chips, new)}, {left}")
        mistakes.append(f"{name}: richtig {'ist' if right == 1 else 'sind'} {_chips(right, new).replace('einen', 'ein')}"
                        f", nicht {value}. {swap}; {why}.")
    return Verdict(not mistakes, tuple(mistakes))


CHIP_RACE = DrillKind("chip_race", "Chip Race", (1, 2, 3), _make_chip_race, _check_chip_race)


# ------------------------------------------------------------------ balancing tables (C17)

NAMES = ("Anna", "Ben", "Cem", "Dana", "Emil", "Fiona", "Gero", "Hanna", "Ida", "Jan", "Kai", "Lea", "Mia",
         "Nils", "Olga", "Paul", "Rosa", "Sven", "Tara", "Ugo", "Vera", "Wim", "Xenia", "Yusuf", "Zoe", "Alma",
         "Bodo")
ROLES = {SeatRole.BIG_BLIND.value: "setzt gleich den Big Blind", SeatRole.SMALL_BLIND.value: "setzt gleich den Small Blind",
         SeatRole.BUTTON.value: "bekommt den Button", SeatRole.PLAYS.value: "spielt sofort mit, ohne Blind",
         SeatRole.WAITS.value: "wartet, bis der Button vorbeigezogen ist"}


def _tables(x: dict[str, Any]) -> list[TournamentTable]:
    return [TournamentTable(t["number"], tuple(t["seats"]), t["button"]) for t in x["tables"]]


def _balance_numbers(rng: random.Random, level: int) -> tuple[dict[str, Any], BalanceMove]:
    """Two tables (level 3: three) of six (from level 2 on: nine) seats, the fullest at least two
    players fuller than the shortest; from level 2 on the button may lie on a free seat."""
    size = 6 if level == 1 else 9
    count = 3 if level == 3 else 2
    for _ in range(500):
        names = list(NAMES)
        rng.shuffle(names)
        tables: list[dict[str, Any]] = []
        for number in range(1, count + 1):
            players = rng.randint(3, size)
            taken = sorted(rng.sample(range(size), players))
            seats = [names.pop() if s in taken else None for s in range(size)]
            button = rng.randrange(size) if level > 1 and rng.random() < 0.3 else rng.choice(taken)
            tables.append({"number": number, "seats": seats, "button": button})
        x = {"tables": tables, "size": size, "level": level}
        move = balance(_tables(x))
        counts = sorted(t["seats"].count(None) for t in tables)
        unique = counts[0] < counts[1] and counts[-2] < counts[-1]  # one fullest and one shortest table
        if move is not None and unique and (level == 1 or len(_tables(x)[move.to_table - 1].free_seats) >= 3):
            return x, move
    raise InputError("Für diese Übung fanden sich keine passenden Tische. Erlaubt: eine andere Nummer.",
                       key="no_situation")


def _blinds_sentence(table: TournamentTable) -> str:
    small, big = blind_seats(table)
    return (f"An Tisch {table.number} liegt der Button auf {seat_name(table.button)}; in der nächsten Hand setzt "
            f"{seat_name(small)} den Small Blind und {seat_name(big)} den Big Blind (B1, C17).")


def _make_balancing(rng: random.Random, level: int) -> Drill:
    x, move = _balance_numbers(rng, level)
    tables = _tables(x)
    fields = ["player", "to_table", "to_seat"] + (["role"] if level == 3 else [])
    everyone = [(t.number, s, name) for t in tables for s, name in enumerate(t.seats) if name is not None]
    options = {"player": [{"value": name, "text": f"{name} (Tisch {number}, {seat_name(s)})"}
                          for number, s, name in everyone],
               "to_table": [{"value": str(t.number), "text": f"Tisch {t.number}"} for t in tables]}
    labels = {"player": "Wer wird umgesetzt?", "to_table": "An welchen Tisch?", "to_seat": f"Auf welchen Sitz (1 bis "
              f"{x['size']})?"}
    if level == 3:
        options["role"] = [{"value": key, "text": text} for key, text in ROLES.items()]
        labels["role"] = "Was tut er dort in der nächsten Hand?"
    solution = {"player": move.player, "to_table": move.to_table, "to_seat": move.to_seat + 1}
    text = f"{move.player} von Tisch {move.from_table}, {seat_name(move.from_seat)} an Tisch {move.to_table}, " \
           f"{seat_name(move.to_seat)}"
    if level == 3:
        solution["role"] = move.role.value
        text += f"; {move.player} {ROLES[move.role.value]}"
    explanation = (_blinds_sentence(tables[move.from_table - 1]), *move.steps)
    situation = {"tables": [{"number": t.number, "button": t.button + 1, "players": t.players,
                             "seats": [name or "" for name in t.seats]} for t in tables]}
    return Drill(
        kind="balancing", title="Tische ausgleichen", rules=("C17", "B1"),
        question=f"Ein Turnier an {len(tables)} Tischen mit je {x['size']} Sitzen; ausgeglichen wird ab einem "
                 "Unterschied von zwei Spielern. Die Buttons liegen, wo sie in der nächsten Hand liegen. Wer wird "
                 "umgesetzt, an welchen Tisch und auf welchen Sitz?",
        situation=situation, form={"type": "amounts", "fields": fields, "labels": labels, "options": options},
        solution=solution, solution_text=text + ".", explanation=explanation,
        extra={**x, "player": move.player, "from_table": move.from_table, "from_seat": move.from_seat,
               "to_table": move.to_table, "to_seat": move.to_seat, "role": move.role.value})


def _seat_mistake(x: dict[str, Any], table: TournamentTable, seat: int) -> str:
    right = x["to_seat"]
    if seat >= len(table.seats) or table.seats[seat] is not None:
        return (f"{seat_name(seat)} an Tisch {table.number} ist nicht frei; der schlechteste freie Platz ist "
                f"{seat_name(right)} (C17).")
    role = seat_role(table, seat)
    if role is SeatRole.WAITS:
        return (f"{seat_name(seat)} liegt zwischen Button und Small Blind: dort müsste der Neue warten. Er bekommt den "
                f"Platz, an den der Big Blind am schnellsten kommt: {seat_name(right)} (C17).")
    return (f"An {seat_name(seat)} käme der Big Blind später als an {seat_name(right)}; der Neue bekommt den schlechtesten "
            f"freien Platz, den, der den Big Blind am schnellsten setzt, nie den Small Blind (C17).")


def _check_balancing(drill: Drill, answer: dict[str, Any]) -> Verdict:
    x = drill.extra
    tables = _tables(x)
    where = {name: (t, s) for t in tables for s, name in enumerate(t.seats) if name is not None}
    player = chosen(answer, "player", "Wer umgesetzt wird",
                    {n: f"Tisch {t.number}, {seat_name(s)}" for n, (t, s) in where.items()})
    to_table = int_field(answer, "to_table", "Der Tisch", low=1, high=len(tables))
    to_seat = int_field(answer, "to_seat", "Der Sitz", low=1, high=x["size"]) - 1
    role = chosen(answer, "role", "Was er dort tut", ROLES) if x["level"] == 3 else x["role"]
    fuller, shorter = tables[x["from_table"] - 1], tables[x["to_table"] - 1]
    mistakes = []
    if player != x["player"]:
        table, seat = where[player]
        if table.number != fuller.number:
            mistakes.append(f"{player} sitzt an Tisch {table.number} mit {table.players} Spielern; umgesetzt wird vom "
                            f"vollsten Tisch, Tisch {fuller.number} mit {fuller.players} (C17).")
        else:
            mistakes.append(f"Umgesetzt wird, wer an Tisch {fuller.number} als Nächster den Big Blind setzen müsste: "
                            f"{x['player']} auf {seat_name(x['from_seat'])}, nicht {player} auf {seat_name(seat)}. "
                            + _blinds_sentence(fuller))
    if to_table != shorter.number:
        mistakes.append(f"Der Spieler geht an den Tisch mit den wenigsten Spielern: Tisch {shorter.number} mit "
                        f"{shorter.players} (C17).")
    elif to_seat != x["to_seat"]:
        mistakes.append(_seat_mistake(x, shorter, to_seat))
    if role != x["role"]:
        mistakes.append(f"Auf {seat_name(x['to_seat'])}: {x['player']} {ROLES[x['role']]}; neue Spieler übernehmen die Rechte und "
                        "Pflichten ihres Sitzes (C17).")
    return Verdict(not mistakes, tuple(mistakes))


BALANCING = DrillKind("balancing", "Tische ausgleichen", (1, 2, 3), _make_balancing, _check_balancing)
