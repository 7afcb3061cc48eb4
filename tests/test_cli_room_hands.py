"""``python -m holdem import`` and ``erklaeren``: a reader's own room hands on the command line.
Every hand here is written for these tests in a room's format (invented names, cards, amounts);
the run over the real sample is tests/test_rooms_shared.py."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_rooms_money_phh import STARS_EURO
from test_rooms_readers import OMAHA, STARS_CASH, STARS_SIDE_POT

from holdem.cli import main

ROOT = Path(__file__).resolve().parents[1]
# What a reader must never see: Python's values or the PHH notation of a step.
PROGRAM_TEXT = re.compile(r"\b(None|True|False)\b|[\[\]{}]|'p\d|\bp\d \w")


def _write(tmp_path: Path, name: str, *hands: str) -> Path:
    path = tmp_path / name
    path.write_text("\n\n\n".join(hands), encoding="utf-8")
    return path


def _numbered(count: int) -> str:
    """``count`` copies of the cash hand, numbered 900000000100, 900000000101, …"""
    return "\n\n\n".join(STARS_CASH.replace("900000000001", str(900000000100 + i)) for i in range(count))


@pytest.mark.rule("A7")
def test_A7_import_gives_a_line_per_hand_and_the_counts(tmp_path, capsys):
    """One line per hand (room, number, where it begins, verdict, reason), the counts at the end;
    the exit code says that not every hand agreed."""
    path = _write(tmp_path, "stars.txt", STARS_CASH, OMAHA, STARS_SIDE_POT)
    assert main(["import", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{path}:"
    assert out[1] == "  PokerStars Hand #900000000001 (ab Zeile 1): stimmt mit dem Raum überein."
    assert out[2] == ("  PokerStars Hand #900000000003 (ab Zeile 34): abgelehnt – Das ist keine Texas-Hold'em-Hand, "
                      "sondern Omaha Pot Limit. Erlaubt ist nur Texas Hold'em (No Limit, Pot Limit, Fixed Limit).")
    assert out[3] == "  PokerStars Hand #900000000002 (ab Zeile 49): stimmt mit dem Raum überein."
    assert out[-1] == ("Zusammen: 3 Hände in 1 Datei – 2 stimmen mit dem Raum überein, 0 weichen ab, "
                       "1 abgelehnt.")
    assert main(["import", str(_write(tmp_path, "ok.txt", STARS_CASH))]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("Zusammen: 1 Hand in 1 Datei – 1 stimmt")


def test_import_json_is_one_object_with_the_hands(tmp_path, capsys):
    path = _write(tmp_path, "stars.txt", STARS_EURO, OMAHA)
    assert main(["import", "--json", str(path)]) == 1
    data = json.loads(capsys.readouterr().out)
    assert list(data) == ["hands"]
    euro, omaha = data["hands"]
    assert (euro["room"], euro["hand"], euro["status"], euro["reason"]) == ("PokerStars", "900000000010", "agrees",
                                                                            None)
    assert euro["players"] == ["Oskar", "Lena", "Moritz", "Nora"]  # from the small blind on, as the engine seats them
    assert euro["recorded"] == euro["computed"] == [495, 990, 1050, 1030]  # in cents
    assert (euro["unit"], euro["currency"]) == (100, "EUR")
    assert omaha["status"] == "refused" and omaha["key"] == "not_holdem" and "Omaha" in omaha["reason"]


@pytest.mark.rule("K3")
def test_K3_bad_input_names_file_hand_and_line_and_the_other_hands_go_on(tmp_path, capsys):
    """A binary file, a file over 50 MB, a missing file, a hand cut off in the middle of a file:
    each a German message, and every other hand is still read; nothing is a traceback."""
    junk = tmp_path / "junk.txt"
    junk.write_bytes(bytes(range(256)) * 40)
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as handle:  # sparse: the size is checked before anything is read
        handle.truncate(51 * 1024 * 1024)
    cut = STARS_CASH.split("*** TURN ***")[0].replace("900000000001", "900000000050")
    mixed = _write(tmp_path, "mixed.txt", STARS_CASH, cut, STARS_SIDE_POT)
    assert main(["import", "--json", str(junk), str(huge), str(tmp_path / "fehlt.txt"), str(mixed)]) == 1
    hands = json.loads(capsys.readouterr().out)["hands"]
    assert [h["key"] for h in hands[:3]] == ["binary_file", "file_too_large", "file_unreadable"]
    assert "Binärdaten" in hands[0]["reason"] and "bis 50 MB" in hands[1]["reason"]
    assert "gibt es nicht" in hands[2]["reason"]
    assert [h["status"] for h in hands[3:]] == ["agrees", "refused", "agrees"]
    assert hands[4]["line"] == 34 and hands[4]["key"] == "cut_off"
    assert "Hand #900000000050" in hands[4]["reason"] and "bricht nach Zeile 50 vor ihrem Ende ab" in hands[4]["reason"]
    assert main(["import", str(junk), str(mixed)]) == 1
    out, err = capsys.readouterr()
    assert err == f"Fehler: {junk}: Die Datei ist kein Text (Binärdaten). Erlaubt sind Hand Histories der Pokerräume " \
                  "als Text oder XML.\n"
    assert out.startswith(f"{mixed}:\n  PokerStars Hand #900000000001 (ab Zeile 1): stimmt mit dem Raum überein.")
    assert out.endswith("1 abgelehnt. 1 Datei ohne lesbare Hand (die Fehlermeldungen nennen den Grund).\n")


def test_import_writes_phh_and_keeps_its_json_on_stdout(tmp_path, capsys):
    path = _write(tmp_path, "stars.txt", STARS_CASH, STARS_SIDE_POT)
    target = tmp_path / "phh"
    assert main(["import", "--json", str(path), "--phh", str(target)]) == 0
    captured = capsys.readouterr()
    assert [h["status"] for h in json.loads(captured.out)["hands"]] == ["agrees", "agrees"]
    assert "2 PHH-Dateien geschrieben" in captured.err
    assert sorted(p.name for p in target.iterdir()) == ["PokerStars-900000000001.phh", "PokerStars-900000000002.phh"]


@pytest.mark.rule("L1")
@pytest.mark.rule("A7")
def test_L1_A7_erklaeren_tells_the_first_hand_step_by_step_in_the_rooms_money(tmp_path, capsys):
    path = _write(tmp_path, "stars.txt", STARS_CASH, STARS_SIDE_POT)
    assert main(["erklaeren", str(path)]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("== PokerStars Hand #900000000001 (No Limit 0,10 $/0,25 $, 3 Spieler)")
    assert "Preflop:" in lines and "Flop:" in lines and "Turn:" in lines
    # The rule moments are marked: the minimum raise (L1) and the uncalled bet (A7).
    assert "» Carla erhöht um 0,50 $ auf 0,75 $ (L1)." in lines
    assert "» 3 $ von Carla hat niemand gezahlt: Carla bekommt den Betrag zurück (A7)." in lines
    assert "  Bert geht mit und zahlt 1 $ (W1)." in lines
    assert any(line.startswith("  Hinweis: Rake (X1)") for line in lines)
    assert "Endstände: Anna K 24,90 $, Bert 8,75 $, Carla 31,85 $" in lines
    assert lines[-2] == "PokerStars Hand #900000000001 (No Limit 0,10 $/0,25 $, 3 Spieler): stimmt mit dem Raum überein."
    assert not PROGRAM_TEXT.search(out), PROGRAM_TEXT.search(out)
    assert not re.search(r"\d Chips?\b", out)


@pytest.mark.rule("A3")
def test_A3_erklaeren_picks_a_hand_by_its_number(tmp_path, capsys):
    path = _write(tmp_path, "stars.txt", STARS_CASH, STARS_SIDE_POT)
    assert main(["erklaeren", str(path), "--hand", "#900000000002"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("== PokerStars Hand #900000000002")
    assert "Side Pot" in out and "5 Chips" in out  # tournament chips stay chips
    assert not PROGRAM_TEXT.search(out), PROGRAM_TEXT.search(out)


def test_erklaeren_with_an_unknown_number_lists_the_files_numbers_shortened(tmp_path, capsys):
    path = _write(tmp_path, "many.txt", _numbered(13))
    assert main(["erklaeren", str(path), "--hand", "123"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"Fehler: {path}: Eine Hand mit der Nummer 123 gibt es in der Datei nicht.")
    assert "900000000100, 900000000101" in captured.err and "900000000109 und 3 weitere." in captured.err
    assert "900000000110" not in captured.err


def test_erklaeren_of_a_binary_file_is_a_german_error_from_the_shell(tmp_path):
    junk = tmp_path / "junk.bin"
    junk.write_bytes(bytes(range(256)) * 40)
    result = subprocess.run([sys.executable, "-m", "holdem", "erklaeren", str(junk)], capture_output=True,
                            text=True, cwd=ROOT, timeout=60)
    assert result.returncode == 2 and result.stdout == ""
    assert "Binärdaten" in result.stderr and "Traceback" not in result.stderr
