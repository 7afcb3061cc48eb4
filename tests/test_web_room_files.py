"""Werkstatt "Hand erklären" (holdem.web.room_files and own_hand's room requests), through the same
JSON door the page uses: the reader's files listed a line per hand, a broken file or hand named
without stopping the others, one hand of a file played alone, the room's money in the amount box
and in a hand in cents without a currency. The hands are the ones the room-reader tests write
themselves."""

from __future__ import annotations

import json

import pytest
from test_rooms_readers import OMAHA, STARS_CASH, STARS_SIDE_POT

from holdem.web import call
from holdem.web.room_files import MAX_FILE_CHARS, MAX_FILES


def ask(request: dict) -> dict:
    return json.loads(call("own_hand", json.dumps(request)))


def listed(*files: tuple[str, str]) -> list[dict]:
    answer = ask({"files": [{"name": name, "text": text} for name, text in files]})
    assert answer["ok"], answer
    return answer["files"]


def test_each_file_lists_its_hands_a_line_each_and_a_broken_file_does_not_stop_the_others():
    session, junk, phh = listed(
        ("sitzung.txt", STARS_CASH + "\n\n" + STARS_SIDE_POT + "\n\n" + OMAHA),
        ("kaputt.txt", bytes(range(256)).decode("cp1252", errors="replace") * 40),
        ("hand.phh", 'variant = "NT"\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n'
                     'starting_stacks = [100, 100]\nactions = ["d dh p1 AhKh", "d dh p2 QsQd", "p2 f"]\n'))
    assert (session["room"], session["count"], session["error"]) == ("PokerStars", 3, "")
    lines = [h["line"] for h in session["hands"]]
    assert lines[0] == "PokerStars #900000000001 · No Limit 0,10 $/0,25 $ · Carla: Ah Kd · Carla gewinnt 3,40 $"
    assert lines[1].startswith("PokerStars #900000000002 · Turnier, No Limit 15/30 · ")
    assert "Emil gewinnt 1.000 Chips" in lines[1]
    assert "kein Texas Hold'em" in lines[2]
    assert junk["hands"] == [] and junk["error"].startswith("kaputt.txt: Die Datei ist kein Text (Binärdaten).")
    assert phh["room"] == "PHH" and phh["hands"][0]["line"] == "PHH-Hand · 2 Spieler"
    text = json.dumps([session, junk, phh], ensure_ascii=False)
    assert "Traceback" not in text and "None" not in text and "True" not in text


@pytest.mark.parametrize(("request_", "words"), [
    ({"files": []}, f"1 bis {MAX_FILES} Dateien"),
    ({"files": "a.txt"}, "keine Liste"),
    ({"files": [["a.txt"]]}, "keine Datei"),
])
def test_bad_file_requests_get_a_german_message(request_, words):
    answer = ask(request_)
    assert answer["ok"] is False and words in answer["error"], answer


def test_an_oversized_or_textless_file_is_named_and_the_other_still_lists():
    answer = ask({"files": [{"name": "gross.txt", "text": "x" * (MAX_FILE_CHARS + 1)}, {"name": "zahl.txt", "text": 5},
                            {"name": "klein.txt", "text": STARS_CASH}]})
    big, number, small = answer["files"]
    assert "gross.txt" in big["error"] and "höchstens" in big["error"] and big["hands"] == []
    assert "zahl.txt" in number["error"] and "kein Text" in number["error"]
    assert small["count"] == 1


@pytest.mark.rule("A6")
def test_A6_one_hand_of_a_file_is_played_alone_and_agrees_as_in_the_full_check():
    text = STARS_CASH + "\n\n" + STARS_SIDE_POT + "\n\n" + OMAHA
    alone = ask({"phh": text, "hand": 1, "list": False, "source": "sitzung.txt"})
    full = ask({"phh": text, "hand": 1})
    assert alone["ok"] and alone["room"]["hands"] == [] and len(full["room"]["hands"]) == 3
    assert alone["room"]["status"] == full["room"]["status"] == "agrees"
    assert alone["steps"] == full["steps"] and alone["table"] == full["table"]
    assert "Side Pot 1" in json.dumps(alone["steps"], ensure_ascii=False) and "A6" in json.dumps(alone["steps"])
    refused = ask({"phh": text, "hand": 2, "list": False, "source": "sitzung.txt"})
    assert refused["room"]["status"] == "refused" and "Omaha" in refused["room"]["reason"]
    missing = ask({"phh": text, "hand": 3, "list": False, "source": "sitzung.txt"})
    assert missing["ok"] is False and missing["error"].startswith("Hand 4 gibt es in „sitzung.txt“ nicht.")
    bad = ask({"phh": text, "list": "nein"})
    assert bad["ok"] is False and "Erlaubt: true" in bad["error"]


@pytest.mark.rule("W3")
def test_W3_a_room_hand_is_told_by_rounds_the_closing_call_with_its_round():
    steps = ask({"phh": STARS_CASH})["steps"]
    assert [s["label"] for s in steps] == ["Blinds und Karten", "Vor dem Flop", "Flop", "Turn"]
    assert steps[1]["events"][0]["rule"] == "W3"
    assert any("Bert geht mit" in e["text"] for e in steps[1]["events"])
    assert steps[2]["events"][0]["text"].startswith("Flop: 2c 7d 9h")


@pytest.mark.rule("L1")
def test_L1_the_amount_box_of_a_hand_in_cents_counts_the_rooms_money():
    answer = ask({"phh": STARS_CASH})
    back = ask({"setup": answer["setup"], "actions": answer["actions"][:-1], "money": answer["money"]})
    raise_ = next(item for item in back["legal"]["actions"] if item["kind"] == "raise")
    assert (raise_["unit"], raise_["min_text"], raise_["max_text"]) == (100, "6 $", "8,75 $")
    too_low = ask({"setup": answer["setup"], "actions": [*answer["actions"][:-1], {"kind": "raise", "to": 500}],
                   "money": answer["money"]})
    assert too_low["ok"] is False and "Erhöhen (Raise) auf 5 $" in too_low["error"] and "L1" in too_low["error"]
    assert "möglich ist 6 $ bis 8,75 $" in too_low["error"] and "500" not in too_low["error"], too_low["error"]


def test_a_hand_in_cents_without_currency_shows_bare_decimals_not_chips():
    bare = STARS_CASH.replace("$", "").replace(" USD", "")
    answer = ask({"phh": bare})
    assert answer["ok"] and answer["money"] == {"unit": 100, "currency": None}
    texts = [e["text"] for step in answer["steps"] for e in step["events"]] + answer["table"]["result"]
    assert "Carla erhöht um 0,50 auf 0,75 (L1)." in texts
    assert not any("Chip" in text for text in texts), texts
    assert answer["table"]["pot_text"] == "3,60" and "Blinds 0,10/0,25" in answer["rules_text"]
    line = listed(("ohne-waehrung.txt", bare))[0]["hands"][0]["line"]
    assert line == "PokerStars #900000000001 · No Limit 0,10/0,25 · Carla: Ah Kd · Carla gewinnt 3,40"
