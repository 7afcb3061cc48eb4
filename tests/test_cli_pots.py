"""``python -m holdem pots``: German text, JSON and clear errors (A2–A7, P1–P3, X1, W7, W8)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys

import pytest

from holdem import cli
from holdem.cli import main
from holdem.cli import pots as pots_cli
from holdem.cli.pots import parse_rake, parse_ranking
from holdem.errors import InputError
from holdem.rake import Rake


@pytest.fixture(autouse=True)
def only_pots_command(monkeypatch):
    """Run the real ``holdem.cli.main`` with just this sub-command, so that a half-finished
    sibling command cannot break these tests (the subprocess test below uses the full CLI)."""

    def build_parser(command=None) -> argparse.ArgumentParser:
        parser = argparse.ArgumentParser(prog="python -m holdem")
        pots_cli.register(parser.add_subparsers(dest="command", required=True))
        return parser

    monkeypatch.setattr(cli, "build_parser", build_parser)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["pots", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *argv: str) -> dict:
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


@pytest.mark.rule("A3")
def test_A3_A7_text_shows_pots_and_returned_chips(capsys):
    code, out, _ = run(capsys, "--contributions", "100,300,500")
    assert code == 0
    # options, JSON and text all count seats from 1, as people do: no "Sitz 0" anywhere
    assert "Sitz 0" not in out and "Sitze ab 1" in out
    assert "Spieler 3 bekommt 200 Chips zurück" in out and "(A7)" in out
    assert "Hauptpot: 300 Chips, spielberechtigt Spieler 1, 2 und 3" in out
    assert "Side Pot 1: 400 Chips, spielberechtigt Spieler 2 und 3" in out
    assert "--ranking" in out  # tells the reader how to get the award


@pytest.mark.rule("A4")
def test_A4_json_lists_pots_main_first_with_seats_from_one(capsys):
    data = run_json(capsys, "--contributions", "50,100,200,200")
    # 4 x 50 = 200; 3 x 50 = 150; 2 x 100 = 200
    assert [(p["amount"], p["eligible"]) for p in data["pots"]] == [
        (200, [1, 2, 3, 4]), (150, [2, 3, 4]), (200, [3, 4])]
    assert data["returned"] == {}
    assert "payouts" not in data


@pytest.mark.rule("W8")
def test_W8_P1_brief_example_with_folded_seat_and_ranking(capsys):
    # 50 folded + 100 + 100 = 250 for seats 2 and 3; --ranking 2,3: seat 2 has the better hand.
    data = run_json(capsys, "--contributions", "50,100,100", "--folded", "1", "--button", "3",
                    "--ranking", "2,3")
    assert data["pots"] == [{"name": "Hauptpot", "amount": 250, "eligible": [2, 3],
                             "contributors": [1, 2, 3], "level": 100}]
    assert data["payouts"] == {"1": 0, "2": 250, "3": 0}
    assert any("(W8)" in line for line in data["explanation"])


@pytest.mark.rule("P2")
def test_P2_tie_with_odd_chip_and_rake_in_text(capsys):
    # pot 250 (A7: 1 back to seat 3), rake 5 % = 12 capped at 3 -> 247: 123 each,
    # the odd chip to seat 2, first winner clockwise from button 3 (seats 1, 2, 3).
    code, out, _ = run(capsys, "--contributions", "50,100,101", "--folded", "1", "--button", "3",
                       "--ranking", "2=3", "--rake", "5,3,20")
    assert code == 0
    assert "Den übrigen Chip bekommt Spieler 2" in out and "(P2)" in out
    assert "das Haus behält 3 Chips (X1)" in out
    assert "Auszahlung: Spieler 2 erhält 124 Chips, Spieler 3 erhält 124 Chips." in out


@pytest.mark.rule("P2")
def test_P2_variant_carry_in_json(capsys):
    data = run_json(capsys, "--contributions", "1,10,10", "--folded", "1", "--button", "1",
                    "--ranking", "2=3", "--odd-chip", "carry")
    assert data["payouts"] == {"1": 0, "2": 10, "3": 10}
    assert data["carried"] == 1 and data["awards"][0]["carried"] == 1


@pytest.mark.rule("P3")
def test_P3_json_awards_each_pot(capsys):
    # main 300 split by seats 1 and 2 (150 each); side 400 to seat 2.
    data = run_json(capsys, "--contributions", "100,300,300", "--button", "1", "--ranking", "1=2,3")
    # winners are listed clockwise from the button (P2 order): button 1 -> seats 2, 3, 1
    assert [(a["pot"], a["winners"]) for a in data["awards"]] == [("Hauptpot", [2, 1]), ("Side Pot 1", [2])]
    assert data["payouts"] == {"1": 150, "2": 550, "3": 0}


@pytest.mark.rule("W7")
def test_W7_single_player_left_is_paid_without_ranking(capsys):
    data = run_json(capsys, "--contributions", "10,20,5", "--folded", "1,3")
    assert data["payouts"] == {"1": 0, "2": 35, "3": 0}
    assert data["returned"] == {"2": 10}


@pytest.mark.rule("X1")
def test_X1_rake_option_accepts_decimal_percent():
    assert parse_rake("4.5,100,0") == Rake(__import__("fractions").Fraction(9, 2), 100, 0)
    assert parse_rake("5,3,20") == Rake(5, 3, 20)


def test_ranking_format_best_first_with_ties():
    # seats as people count them in, indices out
    assert parse_ranking("3=2,1", 3) == {2: 2, 1: 2, 0: 1}
    assert parse_ranking("2>3", 3) == {1: 2, 2: 1}


@pytest.mark.parametrize("argv, message", [
    (["--contributions", "100,x"], "„x“ ist keine ganze Zahl"),
    (["--contributions", "100,-5"], "Einsatz von Spieler 2"),
    (["--contributions", "100,200", "--folded", "5"], "--folded: Sitz 5 gibt es bei 2 Spielern nicht. Erlaubt sind die Sitze 1 bis 2"),
    (["--contributions", "100,200", "--folded", "0"], "--folded: Sitz 0 gibt es bei 2 Spielern nicht. Erlaubt sind die Sitze 1 bis 2"),
    (["--contributions", "100,200", "--folded", "1,2"], "Alle Spieler sind ausgestiegen"),
    (["--contributions", "100,200,200", "--ranking", "2,3"], "fehlt --button"),
    (["--contributions", "100,200,200", "--button", "1", "--ranking", "2"], "fehlt die Handstärke"),
    (["--contributions", "100,200,200", "--button", "1", "--ranking", "2,2"], "zweimal"),
    (["--contributions", "100,200,200", "--button", "1", "--ranking", "2,,3"], "leere Stufe"),
    (["--contributions", "100,200,200", "--button", "9", "--ranking", "2,3"], "--button: Sitz 9 gibt es bei 3 Spielern nicht"),
    (["--contributions", "100,200,200", "--button", "1", "--ranking", "2,3", "--rake", "5,3"], "drei Werte"),
    (["--contributions", "100,200,200", "--button", "1", "--ranking", "2,3", "--rake", "x,3,0"],
     "kein Prozentsatz"),
], ids=["not-a-number", "negative", "seat-out-of-range", "seat-zero", "everyone-folded", "no-button",
        "missing-strength", "seat-twice", "empty-group", "button-off-table", "rake-two-values",
        "rake-bad-percent"])
def test_bad_input_gives_german_message_and_exit_2(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert err.startswith("Fehler:") and message in err and "Erlaubt" in err


def test_parse_helpers_raise_the_input_error():
    with pytest.raises(InputError, match="Sitz 7 gibt es bei 3 Spielern nicht"):
        parse_ranking("7", 3)


def test_module_entry_point_runs_as_a_teacher_would_type_it():
    result = subprocess.run(
        [sys.executable, "-m", "holdem", "pots", "--contributions", "50,100,100", "--folded", "1",
         "--button", "3", "--ranking", "2,3"],
        capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert "Hauptpot: 250 Chips" in result.stdout and "Spieler 2 erhält 250 Chips" in result.stdout
    help_text = subprocess.run([sys.executable, "-m", "holdem", "pots", "--help"],
                               capture_output=True, text=True, timeout=60, check=False).stdout
    assert "--ranking" in help_text and "3=2,1" in help_text and "ab 1" in help_text and "ab 0" not in help_text
