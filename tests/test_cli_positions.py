"""``python -m holdem positions`` (B1, H1, H2, W3, W4, G2)."""

import json
import subprocess
import sys

import pytest

from holdem.cli import main


def run_json(capsys, *args):
    assert main(["positions", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_W3_W4_six_players_button_3_json(capsys):
    data = run_json(capsys, "--players", "6", "--button", "3")
    # seats 0..5, button 3: SB 4, BB 5, under the gun 0, first after the flop 4
    assert data["players"] == 6 and data["button"] == 3
    assert (data["small_blind"], data["big_blind"]) == (4, 5)
    assert data["first_to_act"] == {"preflop": 0, "flop": 4, "turn": 4, "river": 4}
    assert [s["label"] for s in data["seats"]] == ["UTG", "HJ", "CO", "BTN", "SB", "BB"]
    assert data["seats"][4]["posts"] == {"kind": "small_blind", "amount": 1}
    assert data["seats"][5]["posts"] == {"kind": "big_blind", "amount": 2}
    assert data["seats"][0]["posts"] is None
    assert data["order"]["preflop"] == [0, 1, 2, 3, 4, 5] and data["order"]["postflop"] == [4, 5, 0, 1, 2, 3]


@pytest.mark.parametrize("button", [0, 1])
def test_H1_H2_heads_up_json(capsys, button):
    data = run_json(capsys, "--players", "2", "--button", str(button), "--blinds", "5/10")
    other = 1 - button
    assert data["small_blind"] == button and data["big_blind"] == other  # H1
    assert data["first_to_act"] == {"preflop": button, "flop": other, "turn": other, "river": other}  # H2
    assert data["seats"][button] == {
        "seat": button,
        "label": "BTN/SB",
        "posts": {"kind": "small_blind", "amount": 5},
    }


def test_B1_german_text_lists_seats_blinds_and_first_players(capsys):
    assert main(["positions", "--players", "6", "--button", "3", "--blinds", "5/10"]) == 0
    out = capsys.readouterr().out
    assert "Button bei Sitz 3 (Spieler 4)" in out
    assert "Small Blind 5" in out and "Big Blind 10" in out
    assert "Preflop  Spieler 1 (Sitz 0, UTG; W3)" in out
    assert "River    Spieler 5 (Sitz 4, SB; W4)" in out


def test_H2_german_text_heads_up(capsys):
    assert main(["positions", "--players", "2", "--button", "0"]) == 0
    out = capsys.readouterr().out
    assert "heads-up" in out and "Preflop  Spieler 1 (Sitz 0, BTN/SB; H2)" in out
    assert "Flop     Spieler 2 (Sitz 1, BB; H2)" in out


@pytest.mark.parametrize(
    "args, expected",
    [
        (["--players", "1"], "too_few_players"),
        (["--players", "24"], "too_many_players"),
        (["--players", "6", "--button", "6"], "bad_button"),
        (["--players", "sechs"], "bad_cli_input"),
        (["--players", "6", "--blinds", "2/1"], "small_above_big"),
        (["--players", "6", "--blinds", "12"], "bad_cli_input"),
    ],
    ids=[
        "G2-too-few",
        "G2-too-many",
        "G2-button-out-of-range",
        "not-a-number",
        "blinds-reversed",
        "blinds-form",
    ],
)
def test_G2_bad_input_gives_german_error_and_exit_2(capsys, args, expected):
    assert main(["positions", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("Fehler: ") and f"[{expected}]" in err and "Traceback" not in err


def test_G2_help_says_seats_count_from_zero():
    result = subprocess.run(
        [sys.executable, "-m", "holdem", "positions", "--help"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0
    assert "ab 0" in result.stdout and "Sitz 0 ist „Spieler 1“" in result.stdout
