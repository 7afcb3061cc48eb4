"""Werkstatt tool 5 "Üben" (holdem.web.drills): drills made and checked by the engine, the same
series for the same seed, every kind of mistake named, German errors for bad input."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from holdem.drills import KINDS, make_drill
from holdem.positions import positions
from holdem.pots import award_pots, build_pots
from holdem.ranking import winners
from holdem.web import call
from holdem.web.drills import handle

RULE_IDS = set(re.findall(r"\*\*([A-Z]\d+)\*\*", (Path(__file__).parents[1] / "book/regelverzeichnis.md")
                          .read_text(encoding="utf-8"))) if (Path(__file__).parents[1] / "book/regelverzeichnis.md").exists() else set()


def ask(**request) -> dict:
    answer = json.loads(call("drills", json.dumps(request)))
    assert answer["ok"], answer
    return answer


def check(drill_address: dict, answer: dict) -> dict:
    return ask(action="check", answer=answer, **drill_address)


def error(request: dict) -> str:
    answer = json.loads(call("drills", json.dumps(request)))
    assert answer["ok"] is False, answer
    return answer["error"]


def right_answer(drill) -> dict:
    """The engine's solution in the form the page sends."""
    form = drill.form["type"]
    if form == "player":
        return {"player": drill.solution}
    if form == "players":
        return {"players": list(drill.solution)}
    if form == "amounts":
        return dict(drill.solution)
    if form == "pot_players":
        return {"pots": [list(p) for p in drill.solution]}
    return {"pots": [dict(p) for p in drill.solution]}


def address(kind: str, seed: int, level: int | None = None) -> dict:
    return {"seed": seed, "index": 0, "level": level or KINDS[kind].levels[-1], "kind": kind}


def drill_of(addr: dict):
    return make_drill(addr["seed"], addr["index"], addr["level"], addr["kind"])


# ------------------------------------------------------------------ series

def test_same_seed_same_series_other_seed_other_series():
    for level in (1, 2, 3):
        first = [ask(action="new", seed=17, index=i, level=level)["drill"] for i in range(12)]
        again = [ask(action="new", seed=17, index=i, level=level)["drill"] for i in range(12)]
        other = [ask(action="new", seed=18, index=i, level=level)["drill"] for i in range(12)]
        assert first == again
        assert first != other
        assert len({d["kind"] for d in first}) >= 3  # a mixed series mixes the kinds


def test_catalogue_names_kinds_and_levels_in_german():
    answer = handle({"action": "catalogue"})
    assert {k["key"] for k in answer["kinds"]} == set(KINDS)
    assert [level["title"] for level in answer["levels"]] == ["Einstieg", "Fortgeschritten", "Profi"]


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_drill_names_rule_ids_and_the_public_drill_hides_the_solution(kind):
    for seed in range(10):
        drill = drill_of(address(kind, seed))
        assert drill.rules and all(re.fullmatch(r"[A-Z]\d+", r) for r in drill.rules)
        if RULE_IDS:
            assert set(drill.rules) <= RULE_IDS
        assert any(re.search(r"\([^)]*[A-Z]\d+[^)]*\)", line) for line in drill.explanation)
        public = json.dumps(drill.public(), ensure_ascii=False)
        assert "solution" not in public and drill.solution_text not in public


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("seed", range(25))
def test_the_right_answer_is_accepted(kind, seed):
    for level in KINDS[kind].levels:
        addr = address(kind, seed, level)
        verdict = check(addr, right_answer(drill_of(addr)))
        assert verdict["correct"] is True and verdict["mistakes"] == []
        assert verdict["explanation"] and verdict["rules"]


# ------------------------------------------------------------------ the engine computes every answer

@pytest.mark.rule("A2")
@pytest.mark.rule("A3")
@pytest.mark.rule("A4")
@pytest.mark.parametrize("seed", range(30))
def test_A2_A3_A4_side_pot_solution_is_build_pots_of_the_table_shown(seed):
    drill = drill_of(address("side_pots", seed))
    players = drill.situation["players"]
    contributions = [p["put_in"] for p in players]
    folded = [i for i, p in enumerate(players) if p["status"] == "ausgestiegen"]
    layout = build_pots(contributions, folded)
    assert layout.returned == {}
    assert drill.solution == [{"amount": p.amount, "eligible": sorted(p.eligible)} for p in layout.pots]
    assert drill.picture["pots"] == [{"name": p.name, "amount": p.amount, "eligible": sorted(p.eligible)}
                                     for p in layout.pots]  # what the page draws after the check


@pytest.mark.rule("W3")
@pytest.mark.rule("W4")
@pytest.mark.rule("H2")
@pytest.mark.parametrize("seed", range(40))
def test_W3_W4_H2_first_to_act_is_the_positions_of_the_engine(seed):
    drill = drill_of(address("first_to_act", seed))
    players = drill.situation["players"]
    pos = positions(len(players), drill.situation["button"])
    folded = {i for i, p in enumerate(players) if p["status"] == "ausgestiegen"}
    order = pos.order_preflop() if drill.situation["street"] == "vor dem Flop" else pos.order_postflop()
    assert drill.solution == next(p for p in order if p not in folded)


@pytest.mark.rule("S6")
@pytest.mark.rule("R11")
@pytest.mark.parametrize("seed", range(30))
def test_S6_R11_showdown_winners_are_the_engines(seed):
    drill = drill_of(address("showdown", seed))
    holes = ["".join(p["cards"]) for p in drill.situation["players"]]
    assert drill.solution == winners(holes, "".join(drill.situation["board"]))


@pytest.mark.rule("P2")
@pytest.mark.rule("C9")
@pytest.mark.parametrize("seed", range(30))
def test_P2_C9_odd_chips_go_where_award_pots_puts_them(seed):
    drill = drill_of(address("odd_chip", seed))
    players = drill.situation["players"]
    folded = [i for i, p in enumerate(players) if p["status"] == "ausgestiegen"]
    tied = [i for i, p in enumerate(players) if p["status"].startswith("gleich gute Hand")]
    strengths = {i: (2 if i in tied else 1) for i in range(len(players)) if i not in folded}
    award = award_pots(build_pots([p["put_in"] for p in players], folded), strengths,
                       button=drill.situation["button"], n_seats=len(players))
    assert drill.solution == sorted(award.awards[0].odd_chips)
    assert len(drill.solution) == drill.situation["pot"] % len(tied) == drill.form["count"]


def to_act(drill) -> dict:
    return next(p for p in drill.situation["players"] if p["to_act"])


@pytest.mark.rule("L1")
@pytest.mark.rule("L2")
@pytest.mark.rule("L3")
@pytest.mark.parametrize("seed", range(25))
def test_L1_L2_L3_raise_limits_fit_the_table_shown(seed):
    for level in (1, 2, 3):
        drill = drill_of(address("raise_limits", seed, level))
        player = to_act(drill)
        current = max(p["bet"] for p in drill.situation["players"])
        if "to" in drill.solution:  # fixed limit 10/20: one limit more (L3)
            limit = 10 if drill.situation["street"] in ("Preflop", "Flop") else 20
            assert drill.solution["to"] == current + limit
        elif "L2" in drill.rules:  # pot limit: the pot after the call on top of the bet (L2)
            call_ = current - player["bet"]
            assert drill.solution["max_to"] == current + drill.situation["pot"] + call_
            assert drill.solution["min_to"] >= current + 10
        else:
            assert drill.solution["max_to"] == player["stack"] + player["bet"]  # all-in (L1)
            assert drill.solution["min_to"] >= current + 10  # at least a big blind more (L1)


@pytest.mark.rule("L2")
@pytest.mark.parametrize("seed", range(25))
def test_L2_pot_limit_maximum_is_current_plus_pot_after_call(seed):
    drill = drill_of(address("pot_limit", seed))
    player = to_act(drill)
    current = max(p["bet"] for p in drill.situation["players"])
    call_ = current - player["bet"]
    assert drill.solution["max_to"] == current + drill.situation["pot"] + call_


# ------------------------------------------------------------------ wrong answers explained

def find(kind: str, test, level: int | None = None):
    """The first drill of this kind (seeds 0, 1, …) for which ``test(drill)`` holds."""
    for seed in range(300):
        addr = address(kind, seed, level)
        drill = drill_of(addr)
        if test(drill):
            return addr, drill
    raise AssertionError("no such drill")


@pytest.mark.rule("W8")
def test_W8_folded_player_named_as_not_eligible():
    addr, drill = find("side_pots", lambda d: any(p["status"] == "ausgestiegen" for p in d.situation["players"]))
    folded = next(i for i, p in enumerate(drill.situation["players"]) if p["status"] == "ausgestiegen")
    answer = right_answer(drill)
    answer["pots"][0]["eligible"].append(folded)
    verdict = check(addr, answer)
    assert verdict["correct"] is False
    (mistake,) = verdict["mistakes"]
    assert mistake.startswith(f"Spieler {folded + 1} ist für den Hauptpot nicht berechtigt: Spieler {folded + 1} "
                              "ist ausgestiegen") and mistake.endswith("(W8).")


@pytest.mark.rule("A2")
@pytest.mark.rule("A4")
def test_A2_A4_short_all_in_in_a_side_pot_and_a_too_large_main_pot_are_named():
    addr, drill = find("side_pots", lambda d: len(d.solution) >= 2)
    answer = right_answer(drill)
    short = next(p for p in answer["pots"][0]["eligible"] if p not in answer["pots"][1]["eligible"])
    answer["pots"][1]["eligible"].append(short)
    answer["pots"][0]["amount"] += 10
    mistakes = check(addr, answer)["mistakes"]
    assert any(m.startswith("Der Hauptpot ist zu groß: richtig sind") for m in mistakes)
    assert any(f"Spieler {short + 1} ist für Side Pot 1 nicht berechtigt" in m and "nur" in m for m in mistakes)


@pytest.mark.rule("A3")
def test_A3_missing_side_pot_and_missing_player_are_named():
    addr, drill = find("side_pots", lambda d: len(d.solution) >= 2)
    answer = right_answer(drill)
    answer["pots"] = answer["pots"][:1]
    mistakes = check(addr, answer)["mistakes"]
    assert mistakes[0].startswith(f"Es gibt {len(drill.solution)} Pots, den Hauptpot und")
    answer = right_answer(drill)
    dropped = answer["pots"][1]["eligible"].pop()
    (mistake,) = check(addr, answer)["mistakes"]
    assert mistake.startswith(f"Spieler {dropped + 1} fehlt bei Side Pot 1") and "(A3, A4)" in mistake


@pytest.mark.rule("W3")
def test_W3_answering_a_blind_preflop_is_explained():
    addr, drill = find("first_to_act", lambda d: d.extra["preflop"] and d.extra["n"] > 3, level=1)
    verdict = check(addr, {"player": drill.extra["big_blind"]})
    assert verdict["correct"] is False and "links vom Big Blind" in verdict["mistakes"][0]
    assert "(W3)" in verdict["mistakes"][0]


@pytest.mark.rule("H2")
def test_H2_heads_up_big_blind_answered_first_preflop_is_explained():
    addr, drill = find("first_to_act", lambda d: d.extra["preflop"] and d.extra["n"] == 2, level=2)
    verdict = check(addr, {"player": 1 - drill.solution})
    assert "Heads-up" in verdict["mistakes"][0] and "(H2)" in verdict["mistakes"][0]


@pytest.mark.rule("W4")
def test_W4_folded_first_seat_postflop_is_explained():
    addr, drill = find("first_to_act", lambda d: bool(d.extra["folded"]), level=3)
    verdict = check(addr, {"player": drill.extra["folded"][0]})
    assert "ausgestiegen" in verdict["mistakes"][0]


@pytest.mark.rule("L1")
def test_L1_raise_by_instead_of_to_is_explained():
    addr, drill = find("raise_limits", lambda d: "min_to" in d.solution, level=1)
    answer = dict(drill.solution)
    answer["min_to"] -= drill.extra["current"]
    mistakes = check(addr, answer)["mistakes"]
    assert len(mistakes) == 1 and "„um“" in mistakes[0] and "„auf“" in mistakes[0]


@pytest.mark.rule("L1")
def test_L1_one_big_blind_more_after_a_bigger_raise_is_explained():
    addr, drill = find("raise_limits", lambda d: "min_to" in d.solution and d.extra["increment"] > 10, level=2)
    answer = dict(drill.solution, min_to=drill.extra["current"] + 10)
    mistakes = check(addr, answer)["mistakes"]
    assert "Ein Big Blind mehr reicht hier nicht" in mistakes[0] and "(L1)" in mistakes[0]


@pytest.mark.rule("L3")
def test_L3_wrong_limit_in_fixed_limit_is_explained():
    addr, drill = find("raise_limits", lambda d: "to" in d.solution, level=2)
    answer = {"to": drill.extra["current"] + drill.extra["other_limit"]}
    mistakes = check(addr, answer)["mistakes"]
    assert "(L3)" in mistakes[0] and f"Limit {drill.extra['limit']}" in mistakes[0]


@pytest.mark.rule("L2")
def test_L2_forgetting_the_call_is_explained():
    addr, drill = find("pot_limit", lambda d: d.extra["call"] > 0)
    mistakes = check(addr, {"max_to": drill.extra["current"] + drill.extra["pot"]})["mistakes"]
    assert mistakes[0].startswith("Der eigene Call fehlt") and "(L2)" in mistakes[0]


@pytest.mark.rule("R11")
def test_R11_showdown_loser_and_missing_split_are_explained():
    addr, drill = find("showdown", lambda d: len(d.solution) == 1)
    loser = next(p for p in range(drill.extra["n"]) if p not in drill.solution)
    mistakes = check(addr, {"players": [loser]})["mistakes"]
    assert mistakes[0].startswith(f"Spieler {loser + 1} gewinnt nicht:") and "verliert gegen" in mistakes[0]
    addr, drill = find("showdown", lambda d: len(d.solution) > 1)
    mistakes = check(addr, {"players": drill.solution[:1]})["mistakes"]
    assert "der Pot wird geteilt (R11, P1)" in mistakes[0]


@pytest.mark.rule("P2")
def test_P2_odd_chip_to_the_wrong_winner_or_the_button_is_explained():
    addr, drill = find("odd_chip", lambda d: d.extra["rest"] == 1 and d.extra["button"] not in d.extra["winners"])
    mistakes = check(addr, {"players": [drill.extra["button"]]})["mistakes"]
    assert "den Button hat" in mistakes[0] and "(P2)" in mistakes[0]
    other = next(w for w in drill.extra["winners"] if w not in drill.solution)
    mistakes = check(addr, {"players": [other]})["mistakes"]
    assert "ersten Gewinner links vom Button" in mistakes[0]


# ------------------------------------------------------------------ bad input

@pytest.mark.parametrize("request_, words", [
    ({"action": "new", "seed": -1}, ["Serie", "0 bis 999.999"]),
    ({"action": "new", "seed": "siebzehn"}, ["Serie", "ganze Zahl"]),
    ({"action": "new", "seed": 17, "level": 4}, ["Stufe", "1 bis 3"]),
    ({"action": "new", "seed": 17, "kind": "poker"}, ["Art der Übung", "side_pots"]),
    ({"action": "new", "seed": 17, "level": 1, "kind": "pot_limit"}, ["Stufe 3"]),
    ({"action": "jump", "seed": 17}, ["Erlaubt: catalogue, new, check"]),
    ({"action": "check", "seed": 17, "kind": "side_pots"}, ["Antwort fehlt"]),
    ({"action": "check", "seed": 17, "kind": "side_pots", "answer": {"pots": "viele"}}, ["keine Pots"]),
    ({"action": "check", "seed": 17, "kind": "side_pots", "answer": {"pots": [{"amount": "x", "eligible": []}]}},
     ["Hauptpot", "ganze Zahl"]),
    ({"action": "check", "seed": 17, "kind": "side_pots", "answer": {"pots": [{"amount": 5, "eligible": [99]}]}},
     ["kein Spieler dieses Tisches"]),
    ({"action": "check", "seed": 17, "kind": "showdown", "answer": {"players": [0, 0]}}, ["zweimal"]),
    ({"action": "check", "seed": 17, "kind": "first_to_act", "answer": {"player": None}}, ["Spieler", "fehlt"]),
    ({"action": "check", "seed": 17, "kind": "pot_limit", "level": 3, "answer": {"max_to": 1.5}}, ["ganze Zahl"]),
])
def test_bad_input_gives_a_german_error(request_, words):
    message = error(request_)
    assert "Traceback" not in message
    for word in words:
        assert word in message, message


@pytest.mark.rule("L2")
def test_L2_pot_limit_raise_range_forgetting_the_call_is_explained():
    addr, drill = find("raise_limits", lambda d: "L2" in d.rules and d.extra["call"] > 0, level=3)
    answer = dict(drill.solution, max_to=drill.extra["current"] + drill.extra["pot"])
    (mistake,) = check(addr, answer)["mistakes"]
    assert mistake.startswith("Der eigene Call fehlt") and "(L2)" in mistake


@pytest.mark.rule("P3")
@pytest.mark.rule("C9")
@pytest.mark.parametrize("seed", range(30))
def test_P3_C9_each_pot_split_on_its_own_as_award_pots_does(seed):
    drill = drill_of(address("split_pots", seed))
    players = drill.situation["players"]
    folded = [i for i, p in enumerate(players) if p["status"] == "ausgestiegen"]
    tied = [i for i, p in enumerate(players) if p["status"] in ("all-in", "gleich gute Hand wie die anderen Gewinner")]
    strengths = {i: (2 if i in tied else 1) for i in range(len(players)) if i not in folded}
    award = award_pots(build_pots([p["put_in"] for p in players], folded), strengths,
                       button=drill.situation["button"], n_seats=len(players))
    assert len(award.awards) == 2
    assert drill.solution == [sorted(a.odd_chips) for a in award.awards]
    assert all(drill.solution)  # both pots leave odd chips


@pytest.mark.rule("P3")
def test_P3_odd_chip_of_the_side_pot_to_the_short_all_in_is_explained():
    addr, drill = find("split_pots", lambda d: True)
    short = next(i for i, p in enumerate(drill.situation["players"]) if p["status"] == "all-in")
    answer = right_answer(drill)
    answer["pots"][1] = [short]
    mistakes = check(addr, answer)["mistakes"]
    assert mistakes[0].startswith(f"Side Pot 1: Spieler {short + 1} gewinnt diesen Pot nicht mit") and "(P3, A6)" in mistakes[0]
