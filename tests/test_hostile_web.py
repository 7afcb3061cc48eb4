"""Hostile requests to the Werkstatt (holdem.web): every one is answered with the engine's own
error and a German message saying what was wrong and what is allowed — never the catch-all
"Die Engine konnte diese Eingabe nicht verarbeiten" — quickly, and the request stays as it was.
Numbers are read strictly (ASCII digits, a bounded length), every field's type is checked,
every amount stays below what the page's JavaScript shows exactly, and messages count players
from 1 with each number's noun in the right number."""

from __future__ import annotations

import copy
import importlib
import json
import time
from typing import Any

import pytest

from holdem.errors import HoldemError, excerpt
from holdem.web import call
from holdem.web.form_fields import MAX_CHIPS

CATCH_ALL = "konnte diese Eingabe nicht verarbeiten"
JS_SAFE = 2**53 - 1

POTS = {"contributions": [25, 100, 100], "folded": [0], "button": 1, "places": [None, 1, 2]}
POTS_HANDS = {"contributions": "25, 100, 100", "button": "1", "hands": ["AhAd", "KsKc", "7c7d"],
              "board": "2h 7h 9h Js 3c"}
EQUITY = {"hands": ["As Ah", "Kd Kc"], "board": "Kh 7c 2d"}
SETUP = {"players": 3, "stacks": [100, 100, 100], "button": 0}
FIRST = {"action": "check", "seed": 1, "index": 0, "level": 1, "kind": "first_to_act"}


def ask(tool: str, request: object) -> dict[str, Any]:
    return json.loads(call(tool, json.dumps(request)))


def with_field(base: dict[str, Any], **fields: object) -> dict[str, Any]:
    return {**copy.deepcopy(base), **fields}


DIGITS = ["²", "5²", "--5", "+-5", "٣", "１", "1_0", "5 5", "1e3", "0x10", "Infinity", "NaN", "9" * 5000, ""]

# (tool, request): each is bad input the engine must refuse in German (W1, W2, W3, W6).
CASES: list[tuple[str, dict[str, Any]]] = [
    # W1: number fields with digits that are no ASCII digits, signs twice, thousands of digits
    *[("pots", with_field(POTS, button=text)) for text in DIGITS],
    *[("pots", with_field(POTS, contributions=f"25, {text}, 100")) for text in DIGITS if text.strip()],
    *[("pots", with_field(POTS, folded=[text])) for text in DIGITS],
    *[("pots", with_field(POTS, places=[None, text, 1])) for text in DIGITS if text],
    *[("pots", with_field(POTS, rake={"percent": text})) for text in DIGITS if text],
    *[("equity", with_field(EQUITY, samples=text)) for text in DIGITS],
    *[("equity", with_field(EQUITY, seed=text)) for text in DIGITS],
    *[("drills", with_field(FIRST, seed=text)) for text in DIGITS],
    *[("own_hand", {"setup": with_field(SETUP, small_blind=text)}) for text in DIGITS],
    *[("own_hand", {"setup": SETUP, "actions": [{"kind": "raise", "to": text}]}) for text in DIGITS],
    ("pots", {"contributions": "9" * 6000}),  # also reachable by a link: werkstatt.html?tool=pots&contributions=…
    ("pots", {"contributions": ",".join(["5"] * 5000)}),
    ("pots", {"contributions": [5] * 10**5}),
    # W1: fields of the wrong type
    ("own_hand", {"setup": SETUP, "actions": [{"kind": ["call"]}]}),
    ("own_hand", {"setup": SETUP, "actions": [{"kind": {"call": 1}}]}),
    ("own_hand", {"setup": SETUP, "actions": [{"kind": 5}]}),
    ("own_hand", {"setup": SETUP, "actions": ["call"]}),
    ("own_hand", {"setup": SETUP, "actions": {"kind": "call"}}),
    ("own_hand", {"setup": with_field(SETUP, button=[0])}),
    ("own_hand", {"setup": with_field(SETUP, holes=["AhAd", None, None], board=["Ah" * 100])}),
    ("own_hand", {"setup": with_field(SETUP, holes=[["Ah", "Kd"], None, [1, 2]])}),
    ("pots", with_field(POTS, places=5)),
    ("pots", with_field(POTS, places="1, 2, 3")),
    ("pots", with_field(POTS, places={"0": 1})),
    ("pots", with_field(POTS_HANDS, hands=5)),
    ("pots", with_field(POTS_HANDS, hands={"0": "AhAd"})),
    ("pots", with_field(POTS_HANDS, hands=["AhAd", 5, "7c7d"])),
    ("pots", with_field(POTS, odd_chip=["carry"])),
    ("pots", with_field(POTS, odd_chip={"carry": True})),
    ("pots", with_field(POTS, odd_chip=5)),
    ("pots", with_field(POTS, folded={"0": True})),
    ("pots", with_field(POTS, folded=0.5)),
    ("pots", with_field(POTS, rake=[5, 3])),
    ("drills", with_field(FIRST, action=["check"])),
    ("drills", with_field(FIRST, kind=["mixed"])),
    ("drills", with_field(FIRST, answer={"player": [0]})),
    ("drills", with_field(FIRST, answer={"player": "²"})),
    ("drills", with_field(FIRST, answer={"player": -1})),
    ("drills", with_field(FIRST, answer={})),
    ("equity", with_field(EQUITY, hands="As Ah, Kd Kc")),
    ("equity", with_field(EQUITY, board=["Kh"])),
    ("hand_eval", {"cards": ["Ah", "Kh"]}),
    ("hand_eval", {"hands": "AhAd KsKc", "board": "2c 7h 9h"}),
    # W2: a tally the engine never gave
    ("equity", with_field(EQUITY, chunk=0, tally={"boards": 0, "shared": [[0, -5, 0], [0, 5, 0]]})),
    ("equity", with_field(EQUITY, chunk=0, tally={"boards": -2000, "shared": [[0, 0, 0], [0, 0, 0]]})),
    ("equity", with_field(EQUITY, chunk=0, tally={"boards": 0, "shared": [[0, 0, 0], [0, 0, 0]], "x": 1}
                          | {"shared": [[0, 0, 0], [0, 0, 1]]})),  # a tie on one board for one hand
    ("equity", {"hands": ["As Ah", "Kd Kc"], "chunk": 1,
                "tally": {"boards": 2000, "shared": [[0, 1500, 0], [0, 1340, 0]]}}),  # shares of 142 %
    ("equity", {"hands": ["As Ah", "Kd Kc"], "chunk": 1,
                "tally": {"boards": 2000, "shared": [[0, 1000, 0], [0, 900, 0]]}}),  # boards nobody won
    ("equity", {"hands": ["As Ah", "Kd Kc"], "chunk": 1,
                "tally": {"boards": 2000, "shared": [[5, 1000, 0], [0, 1000, 0]]}}),
    ("equity", {"hands": ["As Ah", "Kd Kc"], "chunk": 1,
                "tally": {"boards": 2000, "shared": [[0, 1000, True], [0, 1000, 0]]}}),
    ("equity", {"hands": ["As Ah", "Kd Kc"], "chunk": 1,
                "tally": {"boards": 2000.0, "shared": [[0, 1000, 0], [0, 1000, 0]]}}),
    # W3: amounts beyond what the page shows exactly, or beyond the Werkstatt's largest amount
    ("pots", {"contributions": [10**300, 5]}),
    ("pots", {"contributions": [2**60, 2**60]}),
    ("pots", {"contributions": [MAX_CHIPS + 1, 5]}),
    ("pots", {"contributions": f"{2**53}, 5"}),
    ("pots", with_field(POTS, rake={"percent": 5, "cap": 2**60})),
    ("pots", with_field(POTS, rake={"percent": 5, "min_pot": 10**20})),
    ("equity", with_field(EQUITY, seed=2**60)),
    ("own_hand", {"setup": with_field(SETUP, stacks=[2**60, 100, 100])}),
    ("own_hand", {"setup": SETUP, "actions": [{"kind": "raise", "to": 2**60}]}),
    ("drills", with_field(FIRST, seed=2**60)),
    # W6: card texts refused by their length before they are read
    ("hand_eval", {"cards": "Ah " * 400_000}),
    ("hand_eval", {"hands": ["AhAd", "Ks" * 600_000], "board": "2c 7h 9h"}),
    ("hand_eval", {"hands": ["AhAd"] * 100_000, "board": "2c 7h 9h"}),
    ("equity", with_field(EQUITY, board="Kh " * 400_000)),
    ("equity", with_field(EQUITY, dead="2c" * 600_000)),
    ("pots", with_field(POTS_HANDS, board="2h" * 600_000)),
    ("own_hand", {"setup": with_field(SETUP, holes=[None, None, None], board="2h" * 600_000)}),
]


def case_id(case: tuple[str, dict[str, Any]]) -> str:
    return f"{case[0]}-{excerpt(case[1], 50)}"


@pytest.mark.parametrize(("tool", "request_"), CASES, ids=[case_id(c) for c in CASES])
def test_hostile_werkstatt_request_gets_the_engines_own_german_error(tool: str, request_: dict[str, Any]) -> None:
    before = copy.deepcopy(request_)
    start = time.monotonic()
    answer = ask(tool, request_)
    assert time.monotonic() - start < 1.0  # refused before any long work
    assert answer["ok"] is False, answer
    assert CATCH_ALL not in answer["error"], answer["error"]
    assert answer.get("key"), answer  # the engine's own exception, with its key
    assert any(word in answer["error"] for word in ("Erlaubt", "erlaubt", "bitte", "muss")), answer
    assert "Traceback" not in answer["error"] and len(answer["error"]) < 600
    # the handler itself leaves the request as it was
    module = importlib.import_module(f"holdem.web.{tool}")
    with pytest.raises(HoldemError):
        module.handle(request_)
    assert request_ == before


# ---------------------------------------------------------------- what is still accepted

@pytest.mark.parametrize("typed", ["2", " 2 ", "+2", "02"])
def test_numbers_typed_with_ascii_digits_are_read(typed: str) -> None:
    answer = ask("pots", with_field(POTS, button=typed))
    assert answer["ok"] is True and answer["button"] == 2


@pytest.mark.rule("A2")
def test_W3_the_largest_amounts_the_werkstatt_allows_stay_exact_in_javascript() -> None:
    answer = ask("pots", {"contributions": [MAX_CHIPS] * 10, "places": [1] * 10})
    assert answer["ok"] is True
    assert sum(answer["payouts"]) == 10 * MAX_CHIPS <= JS_SAFE


@pytest.mark.rule("P1")
def test_W2_a_tally_from_the_engine_is_accepted_and_a_changed_one_is_not() -> None:
    first = ask("equity", {**EQUITY, "samples": 5000})
    assert first["ok"] is True
    hands = ["As Ah", "Kd Kc"]
    answer = ask("equity", {"hands": hands, "samples": 5000, "seed": 1, "chunk": 0})
    assert answer["ok"] is True and not answer["done"]
    good = ask("equity", {"hands": hands, "samples": 5000, "seed": 1, "chunk": 1, "tally": answer["tally"]})
    assert good["ok"] is True
    assert sum(p["equity"] for p in good["players"]) == pytest.approx(1.0)
    bad = copy.deepcopy(answer["tally"])
    bad["shared"][0][1] += 1
    bad["shared"][1][1] -= 1  # still the same boards, but one board won by both alone
    bad["shared"][1][2] += 1
    refused = ask("equity", {"hands": hands, "samples": 5000, "seed": 1, "chunk": 1, "tally": bad})
    assert refused["ok"] is False and refused["key"] == "bad_tally"


# ---------------------------------------------------------------- counting from 1, German of counts

@pytest.mark.parametrize(("request_", "fragment"), [
    ({"contributions": [50, 100, 100], "button": "6"}, "Die Nummer 7 ist kein Spieler dieses Tisches. Erlaubt: "
                                                         "Spieler 1 bis 3"),  # the page sends button 7 as 6
    ({"contributions": [50, 100, 100], "button": "-1"}, "Die Nummer 0 ist kein Spieler"),  # button 0 typed
    ({"contributions": [50, 100], "folded": ["7"]}, "Die Nummer 8 ist kein Spieler dieses Tisches. Erlaubt: "
                                                     "Spieler 1 bis 2"),
])
def test_side_pot_messages_count_players_from_one(request_: dict[str, Any], fragment: str) -> None:
    answer = ask("pots", {**request_, "places": [1] * len(request_["contributions"])})
    assert answer["ok"] is False
    assert fragment in answer["error"]
    assert "ist -1" not in answer["error"] and "0 bis" not in answer["error"]


def test_own_hand_and_drill_messages_count_players_from_one() -> None:
    answer = ask("own_hand", {"setup": with_field(SETUP, button=3)})
    assert "Die Nummer 4 ist kein Spieler" in answer["error"] and "Spieler 1 bis 3" in answer["error"]
    drill = ask("drills", {**FIRST, "action": "new"})
    n = drill["drill"]["form"]["players"]
    answer = ask("drills", with_field(FIRST, answer={"player": n}))
    assert f"Die Nummer {n + 1} ist kein Spieler" in answer["error"] and f"Spieler 1 bis {n}" in answer["error"]
    answer = ask("drills", {"action": "check", "seed": 1, "index": 0, "level": 1, "kind": "side_pots",
                            "answer": {"pots": [{"amount": 5, "eligible": [9]}]}})
    assert "0 bis" not in answer["error"] and "(0 = Spieler 1)" not in answer["error"]


@pytest.mark.parametrize(("tool", "request_", "fragment"), [
    ("hand_eval", {"hands": ["AhAd"], "board": "2c 7h 9h"}, "1 Hand angegeben"),
    ("hand_eval", {"hands": ["AhAd"] * 11, "board": "2c 7h 9h"}, "11 Hände angegeben"),
    ("pots", {"contributions": [50]}, "1 Einsatz angegeben"),
    ("pots", {"contributions": [5] * 12}, "12 Einsätze angegeben. Erlaubt sind 2 bis 10 Spieler"),
    ("own_hand", {"setup": with_field(SETUP, stacks=[100])}, "1 Stack für 3 Spieler"),
    ("own_hand", {"setup": with_field(SETUP, holes=["Ah", None, None])}, "1 Karte. Erlaubt: genau 2 Karten"),
    ("own_hand", {"setup": with_field(SETUP, holes=[None, None, None], board="2c 3c 4c 5c 6c 7c")},
     "6 Karten. Erlaubt: höchstens 5"),
    ("drills", {"action": "check", "seed": 1, "index": 0, "level": 1, "kind": "side_pots",
                "answer": {"pots": [{"eligible": [0]}]}}, "Der Hauptpot: der Betrag fehlt"),
])
def test_counts_in_werkstatt_messages_are_grammatical(tool: str, request_: dict[str, Any], fragment: str) -> None:
    answer = ask(tool, request_)
    assert answer["ok"] is False
    assert fragment in answer["error"], answer["error"]
    assert "Hand/Hände" not in answer["error"] and "1 Einsätze" not in answer["error"]


@pytest.mark.rule("P1")
def test_an_exact_count_on_a_full_board_says_one_board() -> None:
    answer = ask("equity", {"hands": ["As Ah", "Kd Kc"], "board": "Kh 7c 2d 3s 4h"})
    assert answer["ok"] is True and answer["boards_total"] == 1
    assert "alle 1 möglichen" not in answer["sentences"][0]
