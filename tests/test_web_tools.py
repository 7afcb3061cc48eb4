"""The Werkstatt's JSON door (holdem.web): right answers on prepared cases, German errors on
bad input, never a traceback. The browser tests run the same calls in Pyodide."""

from __future__ import annotations

import json

import pytest

from holdem.web import TOOLS, call


def ask(tool: str, request: object) -> dict:
    return json.loads(call(tool, json.dumps(request)))


def test_tools_allow_list_and_unknown_tool() -> None:
    assert TOOLS == ("hand_eval", "pots", "equity", "own_hand", "drills", "exam", "worksheet")
    answer = ask("os", {})
    assert answer["ok"] is False and "gibt es nicht" in answer["error"]


@pytest.mark.parametrize("raw", ["{", "[1, 2]", "42", "null"])
def test_request_that_is_not_a_json_object_is_a_german_error(raw: str) -> None:
    answer = json.loads(call("hand_eval", raw))
    assert answer["ok"] is False
    assert "JSON" in answer["error"]
    assert "Traceback" not in answer["error"]


@pytest.mark.rule("R10")
def test_r10_best_five_of_seven_with_category() -> None:
    answer = ask("hand_eval", {"cards": "2c 3c 4d 5h 9s 9c Kd"})
    assert answer["ok"] is True
    assert answer["best_five"] == ["9s", "9c", "Kd", "5h", "4d"]
    assert answer["category"] == "Paar"
    assert "2♣ 3♣ zählen nicht mit" in answer["sentences"][1]


@pytest.mark.rule("R9")
def test_r9_royal_flush_in_any_notation() -> None:
    answer = ask("hand_eval", {"cards": "A♥ K♥ Q♥ J♥ 10h"})
    assert answer["category"] == "Royal Flush"


@pytest.mark.rule("R11")
def test_r11_showdown_split_and_reason() -> None:
    answer = ask("hand_eval", {"hands": ["AhAd", "AsAc", "KsKc"], "board": "2c 7h 9h Js 3c"})
    assert answer["winners"] == [0, 1]
    assert "teilen den Pot" in answer["sentences"][0]
    assert answer["sentences"][1].startswith("Spieler 3 (Paar Könige")
    assert "Asse gegen Könige" in answer["sentences"][1]


@pytest.mark.parametrize(("request_", "fragment"), [
    ({"cards": "Ah Kx"}, "keine Karte"),
    ({"cards": "Ah Kh"}, "5, 6 oder 7 Karten"),
    ({"cards": "Ah Ah Kh Qh Jh"}, "doppelt"),
    ({}, "fehlt"),
    ({"hands": ["AhAd"], "board": "2c 7h 9h"}, "2 bis 10"),
    ({"hands": ["AhAd", "KsKc"], "board": "2c 7h"}, "3 bis 5"),
])
def test_hand_eval_bad_input_german(request_: dict, fragment: str) -> None:
    answer = ask("hand_eval", request_)
    assert answer["ok"] is False
    assert fragment in answer["error"]


@pytest.mark.rule("A2")
@pytest.mark.rule("A3")
def test_a2_a3_side_pot_with_hands() -> None:
    answer = ask("pots", {"contributions": [25, 100, 100, 100], "button": 0,
                          "hands": ["AhAd", "KsKc", "7c7d", "2c2d"], "board": "2h 7h 9h Js 3c"})
    assert [(p["name"], p["amount"], p["eligible"]) for p in answer["pots"]] == [
        ("Hauptpot", 100, [0, 1, 2, 3]), ("Side Pot 1", 225, [1, 2, 3])]
    assert answer["payouts"] == [0, 0, 325, 0]


@pytest.mark.rule("P2")
@pytest.mark.rule("C9")
def test_p2_odd_chip_goes_left_of_the_button() -> None:
    answer = ask("pots", {"contributions": "1, 50, 50", "folded": [0], "button": 1, "places": [None, 1, 1]})
    pot = answer["pots"][0]
    assert pot["amount"] == 101
    assert pot["odd_chips"] == {"2": 1}  # seat 2 sits first left of the button (seat 1)
    assert answer["payouts"] == [0, 50, 51]


@pytest.mark.rule("X1")
def test_x1_rake_with_cap() -> None:
    answer = ask("pots", {"contributions": [25, 101, 101], "button": 0, "places": [1, 2, 2],
                          "rake": {"percent": 5, "cap": 3}})
    assert answer["rake"] == 3
    assert sum(answer["payouts"]) + answer["rake"] == 227


@pytest.mark.rule("A5")
def test_a5_pots_without_showdown_places_only_build_the_pots() -> None:
    answer = ask("pots", {"contributions": [100, 100, 100]})
    assert len(answer["pots"]) == 1 and "payouts" not in answer


@pytest.mark.parametrize(("request_", "fragment"), [
    ({"contributions": "50, abc"}, "ganze Zahl"),
    ({"contributions": [50]}, "2 bis 10"),
    ({"contributions": [50, -5]}, "erlaubt"),
    ({"contributions": [50, 100], "folded": [5]}, "Erlaubt: Spieler 1 bis 2"),
    ({"contributions": [50, 100, 100], "places": [1, 2]}, "für jeden der 3 Spieler"),
    ({"contributions": [50, 100], "places": [1, 1], "button": 7}, "Button"),
    ({"contributions": [50, 100], "hands": ["AhAd", ""], "board": "2c 7h 9h"}, "fehlen die Hole Cards"),
])
def test_pots_bad_input_german(request_: dict, fragment: str) -> None:
    answer = ask("pots", request_)
    assert answer["ok"] is False
    assert fragment in answer["error"]


def run_equity(request: dict) -> dict:
    tally, chunk = None, 0
    while True:
        answer = ask("equity", {**request, "chunk": chunk, "tally": tally})
        assert answer["ok"] is True, answer
        if answer["done"]:
            return answer
        tally, chunk = answer["tally"], chunk + 1


@pytest.mark.rule("P1")
def test_p1_equity_exact_on_the_flop() -> None:
    answer = run_equity({"hands": ["As Ah", "Kd Kc"], "board": "Kh 7c 2d"})
    assert answer["exact"] is True and answer["boards_total"] == 990
    assert answer["tally"]["shared"] == [[0, 85, 0], [0, 905, 0]]
    assert answer["players"][1]["percent"] == "91,4 %"


@pytest.mark.rule("P1")
def test_p1_equity_sampled_preflop_in_chunks_with_nine_hands() -> None:
    hands = ["As Ah", "Kd Kc", "Qs Qh", "Jd Jc", "Ts Th", "9d 9c", "8s 8h", "7d 7c", "6s 6h"]
    answer = run_equity({"hands": hands, "samples": 5000, "seed": 4})
    assert answer["exact"] is False and answer["chunks"] == 3 and answer["boards_done"] == 5000
    assert sum(p["equity"] for p in answer["players"]) == pytest.approx(1.0)
    assert answer["players"][0]["equity"] == max(p["equity"] for p in answer["players"])
    assert run_equity({"hands": hands, "samples": 5000, "seed": 4}) == answer


@pytest.mark.parametrize(("request_", "fragment"), [
    ({"hands": ["As Ah"]}, "2 bis 9"),
    ({"hands": ["As Ah", "As Kc"]}, "doppelt"),
    ({"hands": ["As Ah", "Kd Kc"], "board": "2c 3c 4c 5c 6c 7c"}, "0 bis 5"),
    ({"hands": ["As Ah", "Kd Kc"], "chunk": 4}, "Abschnitt"),
    ({"hands": ["As Ah", "Kd Kc"], "chunk": 1, "tally": {"boards": 3}}, "Zwischenstand"),
    ({"hands": ["As Ah", "Kd Kc"], "samples": 0}, "Stichproben"),
])
def test_equity_bad_input_german(request_: dict, fragment: str) -> None:
    answer = ask("equity", request_)
    assert answer["ok"] is False
    assert fragment in answer["error"]
