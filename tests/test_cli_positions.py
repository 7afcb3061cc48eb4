"""``python -m holdem positions`` (B1, H1, H2, W3, W4, G2)."""

import json
import subprocess
import sys

import pytest

from holdem.cli import main


def run_json(capsys, *args):
    assert main(["positions", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_W3_W4_six_players_button_4_json(capsys):
    data = run_json(capsys, "--players", "6", "--button", "4")
    # seats 1..6 as people count them, button 4: SB 5, BB 6, under the gun 1, first after the flop 5
    assert data["players"] == 6 and data["button"] == 4
    assert (data["small_blind"], data["big_blind"]) == (5, 6)
    assert data["first_to_act"] == {"preflop": 1, "flop": 5, "turn": 5, "river": 5}
    assert [s["label"] for s in data["seats"]] == ["UTG", "HJ", "CO", "BTN", "SB", "BB"]
    assert [s["seat"] for s in data["seats"]] == [1, 2, 3, 4, 5, 6]
    assert data["seats"][4]["posts"] == {"kind": "small_blind", "amount": 1}
    assert data["seats"][5]["posts"] == {"kind": "big_blind", "amount": 2}
    assert data["seats"][0]["posts"] is None
    assert data["order"]["preflop"] == [1, 2, 3, 4, 5, 6] and data["order"]["postflop"] == [5, 6, 1, 2, 3, 4]


@pytest.mark.parametrize("button", [1, 2])
def test_H1_H2_heads_up_json(capsys, button):
    data = run_json(capsys, "--players", "2", "--button", str(button), "--blinds", "5/10")
    other = 3 - button
    assert data["small_blind"] == button and data["big_blind"] == other  # H1
    assert data["first_to_act"] == {"preflop": button, "flop": other, "turn": other, "river": other}  # H2
    assert data["seats"][button - 1] == {
        "seat": button,
        "label": "BTN/SB",
        "posts": {"kind": "small_blind", "amount": 5},
    }


def test_B1_german_text_lists_seats_blinds_and_first_players(capsys):
    assert main(["positions", "--players", "6", "--button", "4", "--blinds", "5/10"]) == 0
    out = capsys.readouterr().out
    assert "Button bei Sitz 4 (Spieler 4)" in out
    assert "Small Blind 5" in out and "Big Blind 10" in out
    assert "Preflop  Spieler 1 (Sitz 1, UTG; W3)" in out
    assert "River    Spieler 5 (Sitz 5, SB; W4)" in out
    assert "Sitz 0" not in out


def test_H2_german_text_heads_up(capsys):
    assert main(["positions", "--players", "2", "--button", "1"]) == 0
    out = capsys.readouterr().out
    assert "heads-up" in out and "Preflop  Spieler 1 (Sitz 1, BTN/SB; H2)" in out
    assert "Flop     Spieler 2 (Sitz 2, BB; H2)" in out


@pytest.mark.parametrize(
    "args, says",
    [
        (["--players", "1"], "mindestens 2 Spieler"),
        (["--players", "24"], "24 Spieler sind zu viele"),
        (["--players", "6", "--button", "7"], "Sitz 7 gibt es bei 6 Spielern nicht. Erlaubt sind die Sitze 1 bis 6"),
        (["--players", "6", "--button", "0"], "Sitz 0 gibt es bei 6 Spielern nicht"),
        (["--players", "sechs"], "„sechs“ ist keine ganze Zahl"),
        (["--players", "6", "--blinds", "2/1"], "nicht größer sein als der Big Blind"),
        (["--players", "6", "--blinds", "12"], "nicht in der Form Small Blind/Big Blind"),
    ],
    ids=[
        "G2-too-few",
        "G2-too-many",
        "G2-button-out-of-range",
        "G2-button-zero",
        "not-a-number",
        "blinds-reversed",
        "blinds-form",
    ],
)
def test_G2_bad_input_gives_german_error_and_exit_2(capsys, args, says):
    assert main(["positions", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Fehler: ") and says in err and "Traceback" not in err
    assert not err.rstrip().endswith("]")  # the error's key is for programs, not for readers


def test_G2_help_says_seats_count_from_one():
    result = subprocess.run(
        [sys.executable, "-m", "holdem", "positions", "--help"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0
    assert "ab 1" in result.stdout and "sitzt „Spieler 1“" in result.stdout
    assert "ab 0" not in result.stdout
