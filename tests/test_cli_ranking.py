"""The ``rank``, ``compare`` and ``counts`` commands (R1–R12 on the command line)."""

import json
import subprocess
import sys

import pytest

from holdem.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_R9_rank_prints_german_text_and_best_five(capsys):
    code, out, err = run(capsys, "rank", "Ah Kh Qh Jh Th 2c 3d")
    assert code == 0 and err == ""
    assert out.splitlines() == ["Royal Flush", "Beste fünf Karten: A♥ K♥ Q♥ J♥ T♥"]


def test_R10_rank_json_has_exactly_category_best_five_text(capsys):
    code, out, _ = run(capsys, "rank", "Ah", "Ad", "Kh", "Kd", "Qh", "Qd", "2c", "--json")
    assert code == 0
    assert json.loads(out) == {"category": "two_pair", "best_five": ["Ah", "Ad", "Kh", "Kd", "Qh"],
                               "text": "Zwei Paare, Asse und Könige, Kicker Dame"}


def test_R5_compare_names_the_winner_and_why(capsys):
    code, out, _ = run(capsys, "compare", "AhAd", "KsKc", "7c7d", "--board", "2c 7h 9h Js 3c")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "Board: 2♣ 7♥ 9♥ J♠ 3♣"
    assert lines[3] == "Hand 3 (7♣ 7♦): Drilling Siebenen, Kicker Bube, Neun — 7♣ 7♦ 7♥ J♠ 9♥"
    assert lines[-1] == ("Hand 3 gewinnt: Drilling Siebenen, Kicker Bube, Neun — schlägt Paar Asse, "
                         "Kicker Bube, Neun, Sieben (höhere Kategorie: Drilling vor Paar).")


def test_R11_compare_json_split_pot_lists_every_winner(capsys):
    code, out, _ = run(capsys, "compare", "Ah3d", "Ac4d", "2s2h", "--board", "Ks Qd Jc 9h 2c", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"winners", "hands", "text"}
    assert data["winners"] == [2]  # the set of twos
    code, out, _ = run(capsys, "compare", "Ah3d", "Ac4d", "8s7h", "--board", "Ks Qd Jc 9h 2c", "--json")
    data = json.loads(out)
    assert data["winners"] == [0, 1]
    assert [h["category"] for h in data["hands"]] == ["high_card", "high_card", "high_card"]
    assert data["hands"][0] == {"category": "high_card", "best_five": ["Ah", "Ks", "Qd", "Jc", "9h"],
                                "text": "Höchste Karte Ass, dann König, Dame, Bube, Neun"}
    assert data["text"].startswith("Split Pot: Hand 1 und Hand 2 teilen sich den Pot.")
    assert "die Farbe entscheidet nie" in data["text"]
    assert "Gegen die anderen Hände" in data["text"]


def test_R12_counts_json_five_cards(capsys):
    code, out, _ = run(capsys, "counts", "--cards", "5", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["total"] == 2_598_960 and data["distinct_values"] == 7_462
    assert list(data["categories"]) == [
        "royal_flush", "straight_flush", "four_of_a_kind", "full_house", "flush", "straight",
        "three_of_a_kind", "two_pair", "one_pair", "high_card"]
    assert data["categories"]["royal_flush"] == 4 and data["categories"]["straight_flush"] == 36


def test_R12_counts_german_table_seven_cards(capsys):
    code, out, _ = run(capsys, "counts", "--cards", "7")
    assert code == 0
    assert out.startswith("Alle 133.784.560 Hände aus 7 Karten (4.824 verschiedene Werte")
    royal = next(line for line in out.splitlines() if line.startswith("Royal Flush"))
    # 4,324 of 133,784,560 hands; odds against: (133,784,560 - 4,324) / 4,324 = 30,939 to 1
    assert [cell.strip() for cell in royal.split("|")] == ["Royal Flush", "4.324", "0,003232 %", "1 zu 30.939"]
    assert any(line.startswith("Paar") and "58.627.800" in line for line in out.splitlines())


@pytest.mark.parametrize("argv, says", [
    (["rank", "Ah Kh Qh Jh"], "5, 6 oder 7 Karten gebraucht"),
    (["rank", "Ah Kh Qh Jh Xx"], "'Xx' ist keine Karte"),
    (["rank", "Ah Kh Qh Jh Ah"], "Ah (Herz-Ass) kommt doppelt vor"),
    (["compare", "AhAd", "KsKc", "7c7d", "--board", "2c 7d 9h Js 3c"], "7d (Karo-Sieben) kommt doppelt vor"),
    (["compare", "AhAdAc", "KsKc", "--board", "2c 7d 9h Js 3c"], "genau 2 Hole Cards"),
    (["compare", "AhAd", "KsKc", "--board", "2c 7d"], "erlaubt sind 3 bis 5 Gemeinschaftskarten"),
    (["counts", "--cards", "6"], "nicht aus 6"),
], ids=["G3-size", "G3-card", "G3-duplicate", "R11-duplicate", "R11-hole", "R11-board", "R12-size"])
def test_G3_errors_are_german_messages_on_stderr(capsys, argv, says):
    code, out, err = run(capsys, *argv)
    assert code != 0 and out == ""
    assert err.startswith("Fehler: ") and says in err and "Traceback" not in err
    assert "[" not in err.split("(")[0] and not err.rstrip().endswith("]")  # no program key for readers


def test_R1_rank_runs_as_a_module(tmp_path):
    result = subprocess.run([sys.executable, "-m", "holdem", "rank", "Ac 2d 3h 4s 5c Kd Kh"],
                            capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert result.returncode == 0
    assert result.stdout.splitlines()[0] == "Straße bis zur Fünf (Wheel)"
    bad = subprocess.run([sys.executable, "-m", "holdem", "rank", "Ah Kh"],
                         capture_output=True, text=True, cwd=tmp_path, timeout=60)
    assert bad.returncode == 2 and bad.stderr.startswith("Fehler: ") and "Traceback" not in bad.stderr
