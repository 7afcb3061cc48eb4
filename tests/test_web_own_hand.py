"""Werkstatt tool 4 "Eigene Hand" (holdem.web.own_hand): set-up, legal actions as buttons,
narration with rule IDs, Zurück as one action less, PHH out and in, German errors."""

from __future__ import annotations

import json
import random

import pytest

from holdem.betting import random_action
from holdem.german import german_number
from holdem.hand import start_hand
from holdem.phh import parse_phh
from holdem.replay import replay
from holdem.web import call
from holdem.web.hand_setup import read_setup
from holdem.web.own_hand import MAX_ACTIONS, handle


def hand(setup: dict, actions: list[dict] | None = None) -> dict:
    answer = json.loads(call("own_hand", json.dumps({"setup": setup, "actions": actions or []})))
    assert answer["ok"], answer
    return answer


def error(request: dict) -> str:
    answer = json.loads(call("own_hand", json.dumps(request)))
    assert answer["ok"] is False, answer
    assert "Traceback" not in answer["error"]
    return answer["error"]


def legal(answer: dict) -> dict[str, dict]:
    return {item["kind"]: item for item in answer["legal"]["actions"]}


def rules_named(answer: dict) -> list[str]:
    return [e["rule"] for step in answer["steps"] for e in step["events"]]


def test_catalogue_offers_every_structure_and_the_variants_with_rule_ids():
    answer = handle({"catalogue": True})
    assert [s["key"] for s in answer["structures"]] == ["no_limit", "pot_limit", "fixed_limit", "spread_limit"]
    rules = {v["rule"] for v in answer["variants"]}
    assert {"W10", "L1", "K2", "S2", "P2", "S3", "C8"} <= rules


@pytest.mark.rule("B1")
@pytest.mark.rule("W3")
def test_B1_W3_start_blinds_left_of_button_and_under_the_gun_acts_with_raise_range():
    answer = hand({"players": 4, "stacks": 100, "button": 0, "seed": 3})
    players = answer["table"]["players"]
    assert [p["bet"] for p in players] == [0, 1, 2, 0]  # small blind and big blind left of the button
    assert answer["legal"]["player"] == 3 and answer["legal"]["name"] == "Spieler 4"
    options = legal(answer)
    assert set(options) == {"fold", "call", "raise"}
    assert options["call"]["call"] == 2
    assert (options["raise"]["min_to"], options["raise"]["max_to"]) == (4, 100)
    assert "W3" in rules_named(answer) and "K1" in rules_named(answer)
    assert all(len(p["cards"]) == 2 for p in players)


@pytest.mark.rule("H1")
@pytest.mark.rule("H2")
def test_H1_H2_heads_up_button_posts_small_blind_and_acts_first_preflop_last_after():
    answer = hand({"players": 2, "stacks": 50, "button": 1, "seed": 9})
    assert answer["table"]["players"][1]["bet"] == 1 and answer["legal"]["player"] == 1
    after = hand({"players": 2, "stacks": 50, "button": 1, "seed": 9}, [{"kind": "call"}, {"kind": "check"}])
    assert after["table"]["street"] == "Flop" and after["legal"]["player"] == 0


@pytest.mark.rule("W4")
@pytest.mark.rule("B5")
def test_W4_B5_steps_narrate_each_action_and_back_is_one_action_less():
    setup = {"players": 3, "stacks": 100, "button": 0, "seed": 5}
    actions = [{"kind": "call"}, {"kind": "call"}, {"kind": "check"}]
    full = hand(setup, actions)
    assert len(full["steps"]) == 4
    assert full["steps"][1]["label"] == "Spieler 1: Mitgehen (Call)"
    assert "B5" in [e["rule"] for e in full["steps"][2]["events"]]
    assert "W4" in [e["rule"] for e in full["steps"][3]["events"]]
    assert all(e["text"].endswith(")") or e["text"].endswith(").") for s in full["steps"] for e in s["events"])
    back = hand(setup, actions[:2])
    assert back["steps"] == full["steps"][:3]
    assert back["legal"]["player"] == 2 and "check" in legal(back)
    assert hand(setup, actions) == full  # pure: the same request, the same answer


@pytest.mark.rule("L3")
@pytest.mark.rule("L4")
def test_L3_L4_fixed_limit_raises_one_limit_and_the_cap_ends_raising():
    setup = {"players": 3, "stacks": 200, "structure": "fixed_limit", "small_blind": 1, "big_blind": 2,
             "small_bet": 2, "big_bet": 4, "seed": 2}
    answer = hand(setup)
    assert (legal(answer)["raise"]["min_to"], legal(answer)["raise"]["max_to"]) == (4, 4)
    capped = hand(setup, [{"kind": "raise", "to": 4}, {"kind": "raise", "to": 6}, {"kind": "raise", "to": 8}])
    assert set(legal(capped)) == {"fold", "call"}  # big blind + three raises (L4)


@pytest.mark.rule("L2")
def test_L2_pot_limit_maximum_is_the_pot_after_the_call():
    answer = hand({"players": 3, "stacks": 500, "structure": "pot_limit", "small_blind": 5, "big_blind": 10,
                   "seed": 4})
    # 15 in the middle, call 10: pot after the call 25, raise by 25 to 35 (L2)
    assert legal(answer)["raise"]["max_to"] == 35


@pytest.mark.rule("L5")
def test_L5_spread_limit_raises_up_to_the_lower_limit_first():
    answer = hand({"players": 3, "stacks": 500, "structure": "spread_limit", "small_blind": 1, "big_blind": 2,
                   "small_bet": 6, "big_bet": 12, "seed": 4})
    assert (legal(answer)["raise"]["min_to"], legal(answer)["raise"]["max_to"]) == (4, 8)


@pytest.mark.rule("W10")
@pytest.mark.rule("K2")
@pytest.mark.rule("C8")
def test_W10_K2_C8_variants_change_the_hand():
    setup = {"players": 3, "stacks": 100, "seed": 6, "ante": 1,
             "variants": {"min_bet_small_blind": True, "burn_before_hole_cards": True, "big_blind_ante": True}}
    answer = hand(setup, [{"kind": "call"}, {"kind": "call"}, {"kind": "check"}])
    assert legal(answer)["bet"]["min_to"] == 1  # a bet of one small blind (W10 variant)
    texts = [e["text"] for e in answer["steps"][0]["events"]]
    assert any("vor den hole cards" in t.lower() for t in texts)  # K2 variant
    assert answer["table"]["players"][2]["put_in"] == 3  # the big blind pays the ante for the table (C8)
    assert "Varianten:" in answer["rules_text"]


@pytest.mark.rule("W7")
def test_W7_hand_over_when_all_fold_result_in_sentences():
    answer = hand({"players": 3, "stacks": 100, "seed": 1}, [{"kind": "fold"}, {"kind": "fold"}])
    table = answer["table"]
    assert table["over"] and answer["legal"]["actions"] == []
    assert table["final_stacks"] == [100, 99, 101]
    assert any("W7" in line for line in table["result"])


def random_hand(seed: int) -> tuple[dict, list[dict]]:
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    setup = {"players": n, "stacks": [rng.randint(5, 300) for _ in range(n)], "button": rng.randrange(n),
             "structure": rng.choice(["no_limit", "fixed_limit"]), "seed": seed, "ante": rng.choice([0, 0, 1])}
    checked = read_setup(setup)
    state = start_hand(checked.rules, checked.stacks, button=checked.button, deck=checked.deck,
                       names=checked.names)
    actions = []
    while state.to_act is not None:
        action = random_action(state, rng)
        state = state.apply(action)
        actions.append({"kind": action.kind.value, **({"to": action.amount} if action.amount else {})})
    return setup, actions


@pytest.mark.rule("A6")
@pytest.mark.parametrize("seed", range(40))
def test_A6_phh_out_replays_to_the_same_stacks_and_reads_back_in(seed):
    setup, actions = random_hand(seed)
    answer = hand(setup, actions)
    n, button = setup["players"], setup["button"]
    by_seat = sorted(range(n), key=lambda p: (p - button - 1) % n)  # PHH: the button is the last player
    finals = [answer["table"]["final_stacks"][p] for p in by_seat]
    assert replay(parse_phh(answer["phh"])).final_stacks == tuple(finals)
    back = json.loads(call("own_hand", json.dumps({"phh": answer["phh"]})))
    assert back["ok"] and back["table"]["final_stacks"] == finals
    assert len(back["actions"]) == len(actions)
    assert back["setup"]["button"] == n - 1


def test_phh_with_unknown_cards_is_replayed_and_says_so():
    text = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 AhKh", "d dh p2 ????", "d dh p3 7c7d", "p3 cbr 6", "p1 f", "p2 f"]
"""
    answer = handle({"phh": text})
    assert answer["actions"] == [{"kind": "raise", "to": 6}, {"kind": "fold"}, {"kind": "fold"}]
    assert answer["table"]["final_stacks"] == [99, 98, 103]
    assert answer["table"]["players"][0]["cards"] == ["Ah", "Kh"]
    assert "Spieler 2" in answer["notes"][0]


@pytest.mark.rule("L2")
def test_L2_pot_limit_hand_cannot_be_phh_and_says_why():
    answer = hand({"players": 3, "stacks": 100, "structure": "pot_limit"})
    assert answer["phh"] is None and "Pot Limit" in answer["phh_note"]
    carry = hand({"players": 3, "stacks": 100, "variants": {"odd_chip_carry": True}})
    assert carry["phh"] is None and "P2" in carry["phh_note"]


@pytest.mark.parametrize("request_, words", [
    ({"setup": {"players": 11, "stacks": 100}}, ["Spieler", "2 bis 10"]),
    ({"setup": {"players": 3, "stacks": [100, -5, 100]}}, ["Stack von Spieler 2", "Erlaubt"]),
    ({"setup": {"players": 3, "stacks": [100, 100]}}, ["2 Stacks für 3 Spieler"]),
    ({"setup": {"players": 3, "stacks": 100, "structure": "no-limit"}}, ["Struktur", "no_limit"]),
    ({"setup": {"players": 3, "stacks": 100, "small_blind": 5, "big_blind": 2}}, ["Small Blind", "B2"]),
    ({"setup": {"players": 3, "stacks": 100, "names": ["A", "A", "B"]}}, ["„A“ steht zweimal"]),
    ({"setup": {"players": 3, "stacks": 100, "variants": {"straddle": True}}}, ["Variante", "gibt es nicht"]),
    ({"setup": {"players": 3, "stacks": 100, "seed": "x"}}, ["Mischens", "ganze Zahl"]),
    ({"setup": "drei Spieler"}, ["Einstellungen"]),
    ({"setup": {"players": 3}, "actions": "call"}, ["keine Liste"]),
    ({"setup": {"players": 3}, "actions": [{"kind": "raise"}]}, ["Betrag von Aktion 1", "fehlt"]),
    ({"setup": {"players": 3}, "actions": [{"kind": "jump"}]}, ["Aktion 1", "fold, check, call"]),
    ({"setup": {"players": 3}, "actions": [{"kind": "check"}]}, ["Aktion 1", "Erlaubt"]),
    ({"setup": {"players": 3}, "actions": [{"kind": "raise", "to": 3}]}, ["Aktion 1", "4 bis 100", "L1"]),
    ({"setup": {"players": 3}, "actions": [{"kind": "fold"}] * (MAX_ACTIONS + 1)}, ["höchstens 200 Aktionen"]),
    ({"phh": "variant = "}, ["TOML"]),
    ({"phh": "x" * 60_000}, ["höchstens 50.000 Zeichen"]),
    ({"phh": 5}, ["kein Text"]),
])
def test_bad_input_gives_a_german_error_saying_what_is_allowed(request_, words):
    message = error(request_)
    for word in words:
        assert word in message, message


def test_an_illegal_step_names_the_action_and_the_rule():
    message = error({"setup": {"players": 3, "stacks": 100}, "actions": [{"kind": "call"}, {"kind": "check"}]})
    assert message.startswith("Aktion 2 (Checken):")
    assert "W2" in message


def test_phh_whose_finishing_stacks_differ_from_ours_says_so():
    text = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [100, 100, 100]
actions = ["d dh p1 AhKh", "d dh p2 QsQd", "d dh p3 7c7d", "p3 cbr 6", "p1 f", "p2 f"]
finishing_stacks = [99, 98, 104]
"""
    answer = handle({"phh": text})
    assert answer["notes"] == [("Die Datei nennt am Ende die Stacks 99, 98, 104; nach unseren Regeln sind es "
                               "99, 98, 103.")]


@pytest.mark.rule("W1")
@pytest.mark.parametrize("seed", range(30))
def test_W1_every_button_the_page_shows_is_a_legal_step_and_no_chip_is_lost(seed):
    """Play as the page does: pick one of the offered actions (an amount from its range) until the
    hand is over, in every structure and with random variants; chips are conserved at the end."""
    rng = random.Random(seed)
    n = rng.randint(2, 7)
    structure = rng.choice(["no_limit", "pot_limit", "fixed_limit", "spread_limit"])
    setup = {"players": n, "stacks": [rng.randint(3, 150) for _ in range(n)], "button": rng.randrange(n),
             "structure": structure, "seed": seed, "ante": rng.choice([0, 1]),
             "variants": {"min_bet_small_blind": rng.random() < 0.3, "min_raise_small_blind": rng.random() < 0.3,
                          "showdown_left_of_button": rng.random() < 0.3, "odd_chip_carry": rng.random() < 0.3,
                          "show_all": rng.random() < 0.3}}
    if structure == "spread_limit":
        setup.update(small_bet=4, big_bet=8)
    actions: list[dict] = []
    answer = hand(setup)
    while answer["legal"]["actions"]:
        option = rng.choice(answer["legal"]["actions"])
        action = {"kind": option["kind"]}
        if "min_to" in option:
            action["to"] = rng.randint(option["min_to"], option["max_to"])
        actions.append(action)
        answer = hand(setup, actions)
        assert len(answer["steps"]) == len(actions) + 1
    table = answer["table"]
    assert table["over"] and table["result"]
    assert sum(table["final_stacks"]) + table["carried"] == sum(setup["stacks"])
    assert table["carried"] == 0 or setup["variants"]["odd_chip_carry"]  # only with the P2 variant
    assert table["carried"] < n  # only odd chips stay in the pot


# ---------------------------------------------------------------- a poker room's hand history

from test_rooms_ipoker import CASH as IPOKER_CASH  # noqa: E402
from test_rooms_ipoker import session as ipoker_session  # noqa: E402
from test_rooms_readers import (  # noqa: E402
    FULL_TILT,
    GG_STRADDLE_FREE,
    OMAHA,
    PACIFIC_DEAD,
    PARTY,
    STARS_CASH,
    STARS_SIDE_POT,
    WINAMAX,
)
from test_rooms_winning import WPN  # noqa: E402

from holdem.web.own_hand import MAX_ROOM_CHARS  # noqa: E402

ROOM_HANDS = {"PokerStars": STARS_CASH, "GGPoker": GG_STRADDLE_FREE, "Winamax": WINAMAX, "partypoker": PARTY,
              "888": PACIFIC_DEAD, "Full Tilt": FULL_TILT, "iPoker": ipoker_session(IPOKER_CASH),
              "Winning Poker Network": WPN}


def room(text: str, index: int | None = None) -> dict:
    request: dict = {"phh": text}
    if index is not None:
        request["hand"] = index
    answer = json.loads(call("own_hand", json.dumps(request)))
    assert answer["ok"], answer
    return answer


@pytest.mark.parametrize("name", sorted(ROOM_HANDS))
def test_room_text_is_detected_replayed_and_agrees(name):
    answer = room(ROOM_HANDS[name])
    verdict = answer["room"]
    assert verdict["name"] == name
    assert verdict["status"] == "agrees" and verdict["verdict"] == "stimmt mit dem Raum überein", verdict
    assert [h["status"] for h in verdict["hands"]] == ["agrees"]
    assert verdict["players"] and all(p["room"] and p["ours"] for p in verdict["players"])
    # The step-through: narrated German sentences with rule IDs, and the table at the end.
    assert answer["steps"][0]["label"] == "Blinds und Karten"
    rules = [e["rule"] for step in answer["steps"] for e in step["events"]]
    assert {"B1", "B3", "H1"} & set(rules)  # who posts the blinds (heads-up: H1)
    assert answer["table"]["over"] and answer["table"]["result"]
    assert "Traceback" not in json.dumps(answer, ensure_ascii=False)


def test_room_hand_that_fits_the_setup_can_be_stepped_back():
    answer = room(STARS_CASH)
    assert answer["setup"]["names"] == ["Anna K", "Bert", "Carla"]
    assert answer["actions"][0] == {"kind": "raise", "to": 75}  # cents
    back = hand(answer["setup"], answer["actions"][:-1])
    assert back["legal"]["name"] == "Bert" and not back["table"]["over"]
    assert any("X1" in note for note in answer["room"]["notes"])


@pytest.mark.rule("B8")
def test_room_hand_with_a_dead_blind_is_shown_without_setup_and_says_why():
    answer = room(PACIFIC_DEAD)
    assert "setup" not in answer and answer["legal"]["actions"] == []
    assert any("Zurück und Weiter gibt es für diese Hand nicht" in note for note in answer["notes"])
    assert "B8" in [e["rule"] for step in answer["steps"] for e in step["events"]]


def test_room_hand_that_differs_lists_each_difference():
    wrong = STARS_SIDE_POT.replace("Emil collected 1000 from side pot", "Gustav collected 1000 from side pot")
    verdict = room(wrong)["room"]
    assert verdict["status"] == "differs" and verdict["verdict"] == "weicht vom Raum ab"
    text = "\n".join(verdict["differences"])
    assert "Gustav" in text and "Side Pot 1" in text


def test_room_text_with_several_hands_lists_them_and_refuses_one_with_its_reason():
    text = STARS_SIDE_POT + "\n\n" + OMAHA
    first = room(text)
    assert [h["status"] for h in first["room"]["hands"]] == ["agrees", "refused"]
    assert "No Limit 15/30" in first["room"]["hands"][0]["label"]
    second = room(text, 1)
    assert second["room"]["status"] == "refused" and second["room"]["verdict"] == "abgelehnt"
    assert "Omaha" in second["room"]["reason"] and "Texas Hold'em" in second["room"]["reason"]
    assert "table" not in second and second["phh_note"] == second["room"]["reason"]
    message = error({"phh": text, "hand": 2})
    assert "Nummer der Hand" in message and "0 bis 1" in message


@pytest.mark.parametrize(("text", "words"), [
    ('<?xml version="1.0"?><!DOCTYPE session [<!ENTITY a "x">]><session><game gamecode="1"></game></session>',
     ["Sicherheitsgründen"]),
    ("PokerStars Hand #1: Hold'em No Limit ($0.01/$0.02 USD)\nSeat 1: A ($1 in chips)\n", ["abgelehnt"]),
])
def test_broken_room_text_gets_a_german_verdict(text, words):
    answer = room(text)
    shown = answer["room"]["verdict"] + " " + answer["room"]["reason"]
    for word in words:
        assert word in shown, shown


def test_room_text_is_capped_before_it_is_read():
    message = error({"phh": STARS_CASH + "x" * MAX_ROOM_CHARS})
    assert "höchstens" in message and german_number(MAX_ROOM_CHARS) in message
