"""The card-room drills of the Werkstatt's "Üben": chip race (C18), balancing tables (C17), the
straddle and its smallest raise (C11) and dead hands (C14). Each is seeded, its solution is the
engine's for the situation shown, a wrong answer is explained with the rule and the numbers, and
bad input is refused in German."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from holdem.balancing import TournamentTable, balance, blind_seats
from holdem.chip_race import colour_up
from holdem.drills import make_drill
from holdem.web import call

ROOT = Path(__file__).resolve().parents[1]
NEW_KINDS = ("chip_race", "balancing", "straddle", "dead_hand")


def ask(**request) -> dict:
    answer = json.loads(call("drills", json.dumps(request)))
    assert answer["ok"], answer
    return answer


def check(addr: dict, answer: dict) -> dict:
    return ask(action="check", answer=answer, **addr)


def error(request: dict) -> str:
    answer = json.loads(call("drills", json.dumps(request)))
    assert answer["ok"] is False, answer
    assert "Traceback" not in answer["error"]
    return answer["error"]


def address(kind: str, seed: int, level: int) -> dict:
    return {"seed": seed, "index": 0, "level": level, "kind": kind}


def drill_of(addr: dict):
    return make_drill(addr["seed"], addr["index"], addr["level"], addr["kind"])


def find(kind: str, level: int, test):
    """The first drill of this kind and level (seeds 0, 1, …) for which ``test(drill)`` holds."""
    for seed in range(400):
        addr = address(kind, seed, level)
        drill = drill_of(addr)
        if test(drill):
            return addr, drill
    raise AssertionError("no such drill")


def right_answer(drill) -> dict:
    if drill.form["type"] == "player":
        return {"player": drill.solution}
    if drill.form["type"] == "players":
        return {"players": list(drill.solution)}
    return dict(drill.solution)


# ------------------------------------------------------------------ registration and series

def test_the_four_kinds_are_in_the_catalogue_on_every_level():
    catalogue = ask(action="catalogue")
    listed = {k["key"]: k for k in catalogue["kinds"]}
    for kind in NEW_KINDS:
        assert listed[kind]["levels"] == [1, 2, 3]
    assert listed["chip_race"]["title"] == "Chip Race"
    assert listed["balancing"]["title"] == "Tische ausgleichen"


@pytest.mark.parametrize("kind", NEW_KINDS)
def test_same_seed_same_drill_other_seed_other_drill(kind):
    for level in (1, 2, 3):
        first = [ask(action="new", seed=23, index=i, level=level, kind=kind)["drill"] for i in range(5)]
        again = [ask(action="new", seed=23, index=i, level=level, kind=kind)["drill"] for i in range(5)]
        other = [ask(action="new", seed=24, index=i, level=level, kind=kind)["drill"] for i in range(5)]
        assert first == again
        assert first != other


@pytest.mark.parametrize("kind", NEW_KINDS)
@pytest.mark.parametrize("level", (1, 2, 3))
def test_right_answer_accepted_and_reader_text_has_no_program_values(kind, level):
    program = re.compile(r"\b(True|False|None)\b|[\[\]{}]|seat_\d|_")
    for seed in range(15):
        addr = address(kind, seed, level)
        drill = drill_of(addr)
        verdict = check(addr, right_answer(drill))
        assert verdict["correct"] is True and verdict["mistakes"] == []
        texts = [drill.question, drill.solution_text, *drill.explanation]
        texts += [str(v) for v in drill.form.get("labels", {}).values()]
        texts += [o["text"] for options in drill.form.get("options", {}).values() for o in options]
        for text in texts:
            assert not program.search(text), text
        assert any(f"({rule}" in line or f", {rule}" in line for line in drill.explanation for rule in drill.rules)


# ------------------------------------------------------------------ C18 chip race

def race_shown(drill):
    """colour_up and the race from what the page shows: chips per player, the cards dealt."""
    x = drill.extra
    up = colour_up([p["small"] for p in drill.situation["players"]], x["old_value"], x["new_value"])
    race = up.race(stacks=x["stacks"], seed=x["seed"])
    shown = [c for p in drill.situation["players"] for c in p["cards"]]
    assert sorted(shown) == sorted(str(c.card) for c in race.cards)
    return up, race


@pytest.mark.rule("C18")
@pytest.mark.parametrize("seed", range(20))
def test_C18_chip_race_solution_is_the_engines_for_the_chips_and_cards_shown(seed):
    one = drill_of(address("chip_race", seed, 1))
    up, race = race_shown(one)
    assert one.solution == [s for s, won in enumerate(race.new_chips) if won]
    assert len(one.solution) <= race.to_race  # level 1 has no player who could be raced out
    for level in (2, 3):
        drill = drill_of(address("chip_race", seed, level))
        up, race = race_shown(drill)
        assert list(drill.solution.values()) == [e.new_chips + race.new_chips[e.seat] for e in up.exchanges]
        assert all(0 <= race.new_chips[s] <= 1 for s in range(len(up.exchanges)))  # at most one chip each
    three = drill_of(address("chip_race", seed, 3))
    assert three.extra["short"] is not None
    short = three.extra["short"]
    assert three.extra["stacks"][short] == three.extra["old_chips"][short] * three.extra["old_value"]


@pytest.mark.rule("C18")
@pytest.mark.rule("D2")
def test_C18_D2_a_loser_named_at_level_1_is_told_which_card_beat_him():
    addr, drill = find("chip_race", 1, lambda d: any(p["cards"] and i not in d.solution
                                                     for i, p in enumerate(d.situation["players"])))
    loser = next(i for i, p in enumerate(drill.situation["players"]) if p["cards"] and i not in drill.solution)
    verdict = check(addr, {"players": [*drill.solution, loser]})
    assert verdict["correct"] is False
    assert any(m.startswith(f"Spieler {loser + 1} gewinnt im Chip Race nichts") and "(Rang" in m and "D2" in m
               for m in verdict["mistakes"])
    assert any("Ausgespielt werden nur" in m and "(C18)" in m for m in verdict["mistakes"])


@pytest.mark.rule("C18")
def test_C18_two_race_chips_for_one_player_and_the_forgotten_protection_are_explained():
    addr, drill = find("chip_race", 3, lambda d: bool(_race(d).protected))
    race = _race(drill)
    protected = race.protected[0]
    answer = right_answer(drill)
    answer[f"seat_{protected + 1}"] -= 1
    winner = race.won[0]
    answer[f"seat_{winner + 1}"] += 1
    mistakes = check(addr, answer)["mistakes"]
    assert any(m.startswith(f"Spieler {protected + 1}: richtig ist ein Chip zu") and "niemand scheidet" in m and "(C18)" in m
               for m in mistakes)
    assert any(m.startswith(f"Spieler {winner + 1}: richtig") and "höchstens einen Chip (C18)" in m
               for m in mistakes)


def _race(drill):
    return race_shown(drill)[1]


# ------------------------------------------------------------------ C17 balancing

def tables_shown(drill) -> list[TournamentTable]:
    return [TournamentTable(t["number"], tuple(name or None for name in t["seats"]), t["button"] - 1)
            for t in drill.situation["tables"]]


@pytest.mark.rule("C17")
@pytest.mark.parametrize("seed", range(20))
def test_C17_the_move_is_balance_of_the_tables_shown_never_to_the_small_blind(seed):
    for level in (1, 2, 3):
        drill = drill_of(address("balancing", seed, level))
        tables = tables_shown(drill)
        assert len(tables) == (3 if level == 3 else 2)
        move = balance(tables)
        assert move is not None
        assert drill.solution["player"] == move.player
        assert (drill.solution["to_table"], drill.solution["to_seat"]) == (move.to_table, move.to_seat + 1)
        fuller = next(t for t in tables if t.number == move.from_table)
        assert move.from_seat == blind_seats(fuller)[1]  # the next big blind moves
        arrived = next(t for t in move.tables if t.number == move.to_table)
        assert blind_seats(arrived)[0] != move.to_seat or move.role.value == "waits"
        if level == 3:
            assert drill.solution["role"] == move.role.value


@pytest.mark.rule("C17")
def test_C17_wrong_player_table_and_seat_are_explained():
    addr, drill = find("balancing", 2, lambda d: True)
    tables = tables_shown(drill)
    x = drill.extra
    fuller = next(t for t in tables if t.number == x["from_table"])
    shorter = next(t for t in tables if t.number == x["to_table"])
    small, _ = blind_seats(fuller)
    answer = dict(right_answer(drill), player=fuller.seats[small])
    (mistake,) = check(addr, answer)["mistakes"]
    assert mistake.startswith(f"Umgesetzt wird, wer an Tisch {fuller.number} als Nächster den Big Blind setzen "
                              f"müsste: {x['player']} auf Sitz {x['from_seat'] + 1}") and "(B1, C17)" in mistake
    short_player = next(name for name in shorter.seats if name)
    answer = dict(right_answer(drill), player=short_player, to_table=fuller.number)
    mistakes = check(addr, answer)["mistakes"]
    assert "umgesetzt wird vom vollsten Tisch" in mistakes[0] and "(C17)" in mistakes[0]
    assert mistakes[1].startswith(f"Der Spieler geht an den Tisch mit den wenigsten Spielern: Tisch {shorter.number}")
    taken = next(s for s, name in enumerate(shorter.seats) if name)
    (mistake,) = check(addr, dict(right_answer(drill), to_seat=taken + 1))["mistakes"]
    assert mistake.startswith(f"Sitz {taken + 1} an Tisch {shorter.number} ist nicht frei")
    other = next(s for s in shorter.free_seats if s != x["to_seat"])
    (mistake,) = check(addr, dict(right_answer(drill), to_seat=other + 1))["mistakes"]
    assert f"Sitz {x['to_seat'] + 1}" in mistake and "(C17)" in mistake


@pytest.mark.rule("C17")
def test_C17_the_role_in_the_new_seat_is_asked_and_explained_at_level_3():
    addr, drill = find("balancing", 3, lambda d: True)
    wrong = "waits" if drill.solution["role"] != "waits" else "big_blind"
    (mistake,) = check(addr, dict(right_answer(drill), role=wrong))["mistakes"]
    assert mistake.startswith(f"Auf Sitz {drill.solution['to_seat']}: {drill.solution['player']}")
    assert "Rechte und Pflichten ihres Sitzes (C17)" in mistake


@pytest.mark.rule("C17")
def test_C17_the_roles_offered_include_either_blind_and_the_small_blind_is_wrong_for_a_mover():
    """C17: a newcomer may get either blind, so "Small Blind" is among the answers; at the drill's
    tables (three players or more at the shorter one) the moved player never gets it."""
    addr, drill = find("balancing", 3, lambda d: True)
    offered = {option["value"]: option["text"] for option in drill.form["options"]["role"]}
    assert offered["small_blind"] == "setzt gleich den Small Blind"
    assert set(offered) == {"big_blind", "small_blind", "button", "plays", "waits"}
    assert drill.solution["role"] != "small_blind"
    (mistake,) = check(addr, dict(right_answer(drill), role="small_blind"))["mistakes"]
    assert mistake.startswith(f"Auf Sitz {drill.solution['to_seat']}: {drill.solution['player']}")


# ------------------------------------------------------------------ C11 straddle

@pytest.mark.rule("C11")
@pytest.mark.parametrize("seed", range(20))
def test_C11_first_to_act_is_left_of_the_straddler_and_the_minimum_raise_one_straddle_more(seed):
    one = drill_of(address("straddle", seed, 1))
    players = one.situation["players"]
    n = len(players)
    straddler = next(i for i, p in enumerate(players) if p["position"] == "Straddle")
    assert players[straddler]["bet"] == 2 * max(p["bet"] for i, p in enumerate(players) if i != straddler)
    assert one.solution == (straddler + 1) % n
    assert not any(p["to_act"] for p in players)  # the page does not give the answer away
    two = drill_of(address("straddle", seed, 2))
    straddle = two.extra["straddle"]
    assert max(p["bet"] for p in two.situation["players"]) == straddle
    assert two.solution == {"min_to": 2 * straddle}
    three = drill_of(address("straddle", seed, 3))
    x = three.extra
    assert x["current"] > x["straddle"] and x["increment"] >= x["straddle"]
    assert three.solution == {"min_to": x["current"] + x["increment"]}


@pytest.mark.rule("C11")
def test_C11_the_straddler_named_first_and_a_big_blind_more_are_explained():
    addr, drill = find("straddle", 1, lambda d: True)
    (mistake,) = check(addr, {"player": drill.extra["straddler"]})["mistakes"]
    assert "Straddle gesetzt" in mistake and "Option" in mistake and mistake.endswith("(C11).")
    addr, drill = find("straddle", 2, lambda d: True)
    x = drill.extra
    (mistake,) = check(addr, {"min_to": x["straddle"] + x["big_blind"]})["mistakes"]
    assert mistake.startswith("Ein Big Blind mehr reicht nicht") and "(C11)" in mistake
    (mistake,) = check(addr, {"min_to": x["min_to"] - x["current"]})["mistakes"]
    assert "„um“" in mistake and "„auf“" in mistake


@pytest.mark.rule("C11")
@pytest.mark.rule("L1")
def test_C11_L1_after_a_bigger_raise_one_straddle_more_is_not_enough():
    addr, drill = find("straddle", 3, lambda d: d.extra["increment"] > d.extra["straddle"])
    x = drill.extra
    (mistake,) = check(addr, {"min_to": x["current"] + x["straddle"]})["mistakes"]
    assert mistake.startswith("Ein Straddle mehr reicht hier nicht") and "(C11, L1)" in mistake


# ------------------------------------------------------------------ C14 dead hands

@pytest.mark.rule("C14")
@pytest.mark.parametrize("seed", range(20))
def test_C14_the_ruling_is_the_engines(seed):
    for level in (1, 2, 3):
        drill = drill_of(address("dead_hand", seed, level))
        x = drill.extra
        if x["event"] == "muck":
            assert drill.solution["hand"] == "dead"
            assert drill.solution["returned"] == max(0, x["bet"] - x["others"])
        else:  # a protected hand and a player's own shown card stay live
            assert drill.solution == {"hand": "live", "returned": 0}
        if level == 1:
            assert drill.solution["returned"] == 0
        if level == 2 and x["event"] == "muck":
            assert drill.solution["returned"] > 0


@pytest.mark.rule("C14")
def test_C14_wrong_rulings_are_explained():
    addr, drill = find("dead_hand", 2, lambda d: d.extra["event"] == "muck")
    x = drill.extra
    mistakes = check(addr, {"hand": "live", "returned": x["bet"]})["mistakes"]
    assert mistakes[0].startswith("Ungeschützte Karten") and mistakes[0].endswith("(C14).")
    assert mistakes[1].startswith("Was die anderen schon gezahlt haben, bleibt im Pot")
    assert f"{x['returned']} (C14)" in mistakes[1]
    addr, drill = find("dead_hand", 1, lambda d: d.extra["event"] == "shown")
    mistakes = check(addr, {"hand": "dead", "returned": 0})["mistakes"]
    assert mistakes == [f"Wer selbst eine eigene Hole Card zeigt, behält seine Hand: {drill.extra['name']} spielt "
                        "weiter (C14)."]
    addr, drill = find("dead_hand", 3, lambda d: d.extra["event"] == "protected")
    mistakes = check(addr, {"hand": "dead", "returned": 0})["mistakes"]
    assert "holt der Floor die Hand" in mistakes[0]


# ------------------------------------------------------------------ bad input

@pytest.mark.parametrize("kind, level, answer, words", [
    ("balancing", 2, {"player": "", "to_table": 1, "to_seat": 1}, ["Wer umgesetzt wird", "noch nichts gewählt"]),
    ("balancing", 2, {"player": "Zorro", "to_table": 1, "to_seat": 1}, ["gibt es nicht", "Tisch"]),
    ("balancing", 2, "BALANCE_RIGHT:to_seat=abc", ["Der Sitz", "ganze Zahl", "0 bis 9"]),
    ("balancing", 2, "BALANCE_RIGHT:to_seat=١", ["Der Sitz", "ganze Zahl"]),
    ("balancing", 2, "BALANCE_RIGHT:to_seat=10", ["Der Sitz", "1 bis 9"]),
    ("balancing", 2, "BALANCE_RIGHT:to_table=7", ["Der Tisch", "1 bis 2"]),
    ("balancing", 3, "BALANCE_RIGHT:role=vielleicht", ["Was er dort tut", "gibt es nicht"]),
    ("chip_race", 1, {"players": [99]}, ["kein Spieler dieses Tisches"]),
    ("chip_race", 2, {"seat_1": "1e3"}, ["Spieler 1", "ganze Zahl"]),
    ("chip_race", 2, {"seat_1": 10**30}, ["Spieler 1", "nicht im erlaubten Bereich"]),
    ("straddle", 1, {"player": None}, ["Der Spieler fehlt"]),
    ("straddle", 2, {"min_to": -4}, ["Der kleinste Betrag", "0 bis"]),
    ("straddle", 3, {"min_to": "²"}, ["ganze Zahl", "Ziffern 0 bis 9"]),
    ("dead_hand", 1, {"hand": "", "returned": 0}, ["Was für die Hand gilt", "noch nichts gewählt"]),
    ("dead_hand", 1, {"hand": "tot", "returned": 0}, ["gibt es nicht", "dead"]),
    ("dead_hand", 1, {"hand": "dead", "returned": 1.5}, ["Die Chips zurück", "ganze Zahl"]),
])
def test_bad_answers_are_refused_in_german(kind, level, answer, words):
    addr = address(kind, 17, level)
    if isinstance(answer, str):  # the right answer with one field spoilt
        field, value = answer.split(":", 1)[1].split("=")
        answer = dict(right_answer(drill_of(addr)), **{field: value})
    message = error({"action": "check", "answer": answer, **addr})
    for word in words:
        assert word in message, message


def test_the_new_modules_run_without_the_parts_left_out_of_the_browser():
    """The Werkstatt packs no numpy or matplotlib and not holdem.draw, teach, quiz or casebook."""
    code = textwrap.dedent("""
        import importlib.abc, json, sys
        LEFT_OUT = ("numpy", "matplotlib", "holdem.draw", "holdem.teach", "holdem.quiz", "holdem.casebook")
        class Blocker(importlib.abc.MetaPathFinder):
            def find_spec(self, name, path=None, target=None):
                if any(name == x or name.startswith(x + ".") for x in LEFT_OUT):
                    raise ImportError("left out of the browser: " + name)
                return None
        sys.meta_path.insert(0, Blocker())
        from holdem.drills import make_drill
        for kind in ("chip_race", "balancing", "straddle", "dead_hand"):
            for level in (1, 2, 3):
                make_drill(3, 0, level, kind)
        print(json.dumps(sorted(m for m in sys.modules if m.startswith(("numpy", "matplotlib")))))
    """)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120,
                          check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []

