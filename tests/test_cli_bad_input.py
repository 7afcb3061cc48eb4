"""Bad input on the command line, for every sub-command: exit code 2 (1 for ``replay`` and
``import``, whose code says "not every hand replayed" or "not every hand agrees"), a German message on stderr, nothing on stdout, and never
a traceback. The table must name every sub-command the CLI registers (checked below), so a new
command cannot be added without its bad-input cases."""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

import pytest

from holdem.cli import build_parser, main

ENGLISH = re.compile(r"\b(error|invalid|usage|argument|expected|Traceback|line|column|codec|"
                     r"not allowed|required|choose from)\b", re.IGNORECASE)

GOOD_PHH = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [500, 500, 500]
actions = ["d dh p1 AhAc", "d dh p2 KsKd", "d dh p3 QsQd", "p3 f", "p1 f"]
"""


def _files(tmp: Path) -> dict[str, str]:
    broken = tmp / "kaputt.phh"
    broken.write_text('variant = "NT"\nvariant = "FT"\n', encoding="utf-8")
    deep = tmp / "tief.phh"
    deep.write_text("x = " + "[" * 20_000 + "]" * 20_000 + "\n", encoding="utf-8")
    bom_latin = tmp / "latin1.phh"
    bom_latin.write_bytes(GOOD_PHH.replace("AhAc", "AhAc # Käse").encode("latin-1"))
    fraction = tmp / "bruch.phh"
    fraction.write_text(GOOD_PHH.replace("[500, 500, 500]", "[500, 500.5, 500]"), encoding="utf-8")
    out_of_turn = tmp / "zug.phh"
    out_of_turn.write_text(GOOD_PHH.replace('"p3 f"', '"p1 f"'), encoding="utf-8")
    return {"broken": str(broken), "deep": str(deep), "latin": str(bom_latin),
            "fraction": str(fraction), "turn": str(out_of_turn), "dir": str(tmp / "fehlt")}


# (id, argv, exit code, words that must be in stderr); {name} is replaced by a file of _files().
CASES = [
    # rank
    ("rank-bad-card", ["rank", "Ah Kh Qh Jh Xx"], 2, ["keine Karte"]),
    ("rank-four-cards", ["rank", "Ah Kh Qh Jh"], 2, ["5, 6 oder 7"]),
    ("rank-duplicate", ["rank", "Ah Ah Qh Jh Th"], 2, ["doppelt"]),
    ("rank-huge-text", ["rank", "Ah" * 20_000 + "Zz"], 2, ["keine Karte", "Zeichen"]),
    ("rank-empty", ["rank", ""], 2, ["5, 6 oder 7"]),
    # compare
    ("compare-no-board", ["compare", "AhAd", "KsKc"], 2, ["fehlen", "--board"]),
    ("compare-short-board", ["compare", "AhAd", "KsKc", "--board", "2c 3d"], 2, ["3 bis 5"]),
    ("compare-three-cards", ["compare", "AhAdAc", "KsKc", "--board", "2c 3d 4h"], 2, ["2 Hole Cards"]),
    ("compare-card-twice", ["compare", "AhAd", "AhKc", "--board", "2c 3d 4h"], 2, ["doppelt"]),
    # counts
    ("counts-six", ["counts", "--cards", "6"], 2, ["5 oder 7"]),
    ("counts-underscore", ["counts", "--cards", "0_7"], 2, ["keine ganze Zahl"]),
    ("counts-arabic-digit", ["counts", "--cards", "٧"], 2, ["keine ganze Zahl"]),
    # equity
    ("equity-negative-seed", ["equity", "AhKd", "QcQs", "--seed", "-1", "--samples", "100"], 2, ["ab 0"]),
    ("equity-huge-samples", ["equity", "AhKd", "QcQs", "--samples", "1000000000000"], 2, ["höchstens"]),
    ("equity-zero-samples", ["equity", "AhKd", "QcQs", "--samples", "0"], 2, ["ab 1"]),
    ("equity-samples-underscore", ["equity", "AhKd", "QcQs", "--samples", "1_000"], 2, ["keine ganze Zahl"]),
    ("equity-one-hand", ["equity", "AhKd"], 2, ["2 bis 6"]),
    ("equity-dead-twice", ["equity", "AhKd", "QcQs", "--dead", "Ah"], 2, ["doppelt"]),
    ("equity-exact-and-samples", ["equity", "AhKd", "QcQs", "--exact", "--samples", "9"], 2, ["schließen sich aus"]),
    # pots
    ("pots-rake-empty-value", ["pots", "--contributions", "10,20,30", "--rake", "4.5,,20"], 2, ["drei Werte"]),
    ("pots-rake-percent", ["pots", "--contributions", "10,20,30", "--rake", "x,3,20"], 2, ["Prozentsatz"]),
    ("pots-rake-over-100", ["pots", "--contributions", "10,20,30", "--rake", "150,3,20"], 2, ["100"]),
    ("pots-folded-ranked", ["pots", "--contributions", "10,20,20", "--folded", "1", "--ranking", "1,2,3",
                            "--button", "1"], 2, ["ausgestiegen"]),
    ("pots-contribution-underscore", ["pots", "--contributions", "1_0,20"], 2, ["keine ganze Zahl"]),
    ("pots-negative", ["pots", "--contributions=-10,20"], 2, ["rlaubt"]),
    ("pots-ranking-unknown-seat", ["pots", "--contributions", "10,20", "--ranking", "5", "--button", "1"], 2,
     ["Sitz 5"]),
    ("pots-missing-button", ["pots", "--contributions", "20,20", "--ranking", "1,2"], 2, ["--button"]),
    ("pots-fullwidth-digit", ["pots", "--contributions", "１０,20"], 2, ["keine ganze Zahl"]),
    # positions
    ("positions-underscore", ["positions", "--players", "1_0"], 2, ["keine ganze Zahl"]),
    ("positions-arabic-digits", ["positions", "--players", "١٠"], 2, ["keine ganze Zahl"]),
    ("positions-one-player", ["positions", "--players", "1"], 2, ["Erlaubt"]),
    ("positions-button-off-table", ["positions", "--players", "3", "--button", "4"], 2, ["Erlaubt"]),
    ("positions-blinds", ["positions", "--players", "3", "--blinds", "1-2"], 2, ["Small Blind/Big Blind"]),
    ("positions-missing-players", ["positions"], 2, ["fehlen"]),
    # replay (exit code 1: not every hand replayed)
    ("replay-missing", ["replay", "{dir}"], 1, ["gibt es nicht"]),
    ("replay-bad-toml", ["replay", "{broken}"], 1, ["TOML", "Zeile 2"]),
    ("replay-deep-nesting", ["replay", "{deep}"], 1, ["verschachtelt"]),
    ("replay-not-utf8", ["replay", "{latin}"], 1, ["UTF-8"]),
    ("replay-fractional-stack", ["replay", "{fraction}"], 1, ["Bruchteile"]),
    ("replay-out-of-turn", ["replay", "{turn}"], 1, ["nicht am Zug"]),
    # import (exit code 1: not every hand agrees) and erklaeren
    ("import-missing", ["import", "{dir}"], 1, ["gibt es nicht"]),
    ("import-no-room", ["import", "{broken}"], 1, ["Kein Pokerraum erkannt"]),
    ("erklaeren-missing", ["erklaeren", "{dir}"], 2, ["gibt es nicht"]),
    ("erklaeren-no-room", ["erklaeren", "{deep}"], 2, ["Kein Pokerraum erkannt"]),
    # legal
    ("legal-missing", ["legal", "{dir}"], 2, ["gibt es nicht"]),
    ("legal-bad-toml", ["legal", "{broken}"], 2, ["TOML"]),
    ("legal-deep-nesting", ["legal", "{deep}"], 2, ["verschachtelt"]),
    ("legal-out-of-turn", ["legal", "{turn}"], 2, ["nicht am Zug"]),
    # unterricht and lab (checked before any server starts)
    ("unterricht-port-underscore", ["unterricht", "--port", "88_66"], 2, ["keine ganze Zahl"]),
    ("unterricht-port-too-small", ["unterricht", "--port", "80"], 2, ["1024 bis 65535"]),
    ("lab-port-fullwidth", ["lab", "--port", "８８８８"], 2, ["keine ganze Zahl"]),
    ("lab-port-too-large", ["lab", "--port", "70000"], 2, ["1024 bis 65535"]),
    # pruefung (the rules exam)
    ("pruefung-seed-too-large", ["pruefung", "neu", "--seed", "100000"], 2, ["0 bis 99999"]),
    ("pruefung-student-underscore", ["pruefung", "neu", "--seed", "1", "--schueler", "1_2"], 2, ["keine ganze Zahl"]),
    ("pruefung-no-action", ["pruefung"], 2, ["fehlen", "AKTION"]),
    ("pruefung-changed-code", ["pruefung", "pruefen", "229KG-1ZZZZ-ZZZZG-DSFB"], 2, ["verändert"]),
    ("pruefung-short-code", ["pruefung", "pruefen", "229KG"], 2, ["5 Zeichen statt 19"]),
    # arbeitsblatt (worksheets)
    ("arbeitsblatt-unknown-rule", ["arbeitsblatt", "--regeln", "C11,X99"], 2, ["„X99“ ist keine Regel-ID"]),
    ("arbeitsblatt-too-many-students", ["arbeitsblatt", "--schueler", "41"], 2, ["1 bis 40"]),
    ("arbeitsblatt-fullwidth", ["arbeitsblatt", "--anzahl", "８"], 2, ["keine ganze Zahl"]),
    ("arbeitsblatt-chapters-and-rules", ["arbeitsblatt", "--kapitel", "limits", "--regeln", "L4"], 2,
     ["entweder Kapitel oder Regeln"]),
]


def _run(argv: list[str], capsys) -> tuple[int, str, str]:
    try:
        code = main(argv)
    except SystemExit as stop:  # argparse's own errors
        code = stop.code
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(("argv", "code", "words"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_bad_input_exit_code_german_message_no_traceback(argv, code, words, tmp_path: Path, capsys):
    files = _files(tmp_path)
    argv = [a.format(**files) if a.startswith("{") else a for a in argv]
    got, out, err = _run(argv, capsys)
    assert got == code, err
    assert out == "" or argv[0] in ("replay", "import")  # replay prints the steps it could play, import its counts
    assert err.startswith("Fehler:") or "\nFehler:" in err, err
    for word in words:
        assert word in err, err
    assert not ENGLISH.search(err.replace("--help", "").replace("Fehler", "")), err
    assert "Traceback" not in err
    assert len(err) < 2000  # nothing huge echoed


def test_the_table_covers_every_sub_command():
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction)).choices
    covered = {c[1][0] for c in CASES}
    missing = set(commands) - covered
    assert not missing, f"Befehle ohne Fälle für falsche Eingaben: {sorted(missing)}"


def test_replay_directory_goes_on_after_broken_files(tmp_path: Path, capsys):
    _files(tmp_path)
    (tmp_path / "zz-gut.phh").write_text(GOOD_PHH, encoding="utf-8")
    code, out, err = _run(["replay", str(tmp_path)], capsys)
    assert code == 1
    assert "zz-gut.phh" in out and "Endstände: Spieler 1 495, Spieler 2 505, Spieler 3 500" in out
    for name in ("kaputt.phh", "tief.phh", "latin1.phh", "bruch.phh", "zug.phh"):
        assert name in err
    assert "Traceback" not in err


@pytest.mark.parametrize("argv", [
    ["equity", "AhKd", "QcQs", "--seed", "-1", "--samples", "100"],
    ["pots", "--contributions", "10,20,30", "--rake", "4.5,,20"],
    ["positions", "--players", "1_0"],
    ["replay", "/nonexistent/dir/x.phh"],
], ids=["equity", "pots", "positions", "replay"])
def test_a_real_process_ends_without_traceback(argv):
    done = subprocess.run([sys.executable, "-m", "holdem", *argv], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode in (1, 2)
    assert "Traceback" not in done.stderr and done.stderr.startswith("Fehler:")


def test_ctrl_c_ends_cleanly(monkeypatch, capsys):
    import holdem.cli.ranking as ranking_cli

    def interrupted(args):
        raise KeyboardInterrupt

    monkeypatch.setattr(ranking_cli, "run_rank", interrupted)
    code, out, err = _run(["rank", "Ah Kh Qh Jh Th"], capsys)
    assert code == 130 and "Abgebrochen" in err and "Traceback" not in err
