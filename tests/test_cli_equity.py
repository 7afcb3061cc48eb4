"""``python -m holdem equity``: German table, JSON, exact or sampled, clear errors (P1, S6)."""

import json
import subprocess
import sys

import pytest

from holdem.cli import main


def _json(capsys, *argv: str) -> dict:
    assert main(["equity", *argv, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.rule("S6")
def test_S6_exact_json_gives_board_counts(capsys):
    data = _json(capsys, "AsAh", "KdKc")
    assert data["boards"] == 1_712_304 and data["exact"] is True
    assert data["win"] == [1_388_072, 317_694]
    assert data["tie"] == [6_538, 6_538]
    assert data["equity"][0] == pytest.approx((1_388_072 + 6_538 / 2) / 1_712_304)
    assert data["stderr"] == [0.0, 0.0]


@pytest.mark.rule("P1")
def test_P1_sampled_json_gives_fractions_and_is_seeded(capsys):
    first = _json(capsys, "AsAh", "KdKc", "--samples", "3000", "--seed", "4")
    again = _json(capsys, "AsAh", "KdKc", "--samples", "3000", "--seed", "4")
    other = _json(capsys, "AsAh", "KdKc", "--samples", "3000", "--seed", "5")
    assert first == again and first["equity"] != other["equity"]
    assert first["boards"] == 3000 and first["exact"] is False
    assert all(0 < w < 1 for w in first["win"])
    assert first["win"][0] + first["tie"][0] + first["win"][1] == pytest.approx(1.0)
    assert all(0 < e < 0.02 for e in first["stderr"])


def test_board_and_dead_cards_limit_the_boards(capsys):
    data = _json(capsys, "AsAh", "KdKc", "QhQd", "--board", "2c 7d 9h", "--dead", "3s")
    assert data["boards"] == 861  # two cards from the 42 left: C(42, 2)
    assert sum(data["equity"]) == pytest.approx(1.0)
    exact = _json(capsys, "AsAh", "KdKc", "--board", "2c 7d 9h Js", "--exact")
    assert exact["boards"] == 44 and exact["exact"] is True


@pytest.mark.rule("P1")
def test_P1_german_table_shows_win_split_and_equity(capsys):
    assert main(["equity", "AsAh", "KdKc"]) == 0
    out = capsys.readouterr().out
    assert "1.712.304" in out
    assert "Gewinn" in out and "Split" in out and "Equity" in out
    # 1,388,072 / 1,712,304 = 81.06 %, 6,538 / 1,712,304 = 0.38 %, equity 81.26 %.
    assert "A♠ A♥" in out and "81,06 %" in out and "0,38 %" in out and "81,26 %" in out
    assert main(["equity", "AsAh", "KdKc", "--board", "Ks 7d 2c", "--samples", "500"]) == 0
    sampled = capsys.readouterr().out
    assert "Stichprobe aus 500" in sampled and "±" in sampled and "Board: K♠ 7♦ 2♣" in sampled


@pytest.mark.parametrize("argv, text", [
    (["AsAh", "AsKc"], "doppelt"),
    (["AsAh"], "2 bis 6"),
    (["AsAh", "KdKc", "--samples", "0"], "ab 1"),
    (["AsAh", "KdKc", "--board", "2c 3c 4c 5c 6c 7c"], "0 bis 5"),
    (["AsAh", "XdKc"], "keine Karte"),
], ids=["G1-duplicate", "one-hand", "zero-samples", "long-board", "bad-card"])
def test_bad_input_gives_a_german_error_and_exit_2(capsys, argv, text):
    assert main(["equity", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("Fehler:") and text in captured.err


def test_exact_and_samples_exclude_each_other(capsys):
    with pytest.raises(SystemExit) as info:
        main(["equity", "AsAh", "KdKc", "--exact", "--samples", "10"])
    assert info.value.code != 0
    assert "--exact" in capsys.readouterr().err


def test_the_module_entry_point_runs_the_command():
    done = subprocess.run([sys.executable, "-m", "holdem", "equity", "AsAh", "KdKc", "--board", "2c 7d 9h Js",
                           "--json"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["boards"] == 44
