"""The PHH reader and the replay under hostile or unusual input (issue 9): deep nesting, huge and
fractional amounts, long histories, byte-order marks, German-only messages, fractional
``finishing_stacks``, a check the rules make unnecessary (W9) and ``min_bet`` variants (W10, L1)."""

from __future__ import annotations

import json
import re
import time
from decimal import Decimal
from pathlib import Path

import pytest

from holdem.cli import main as cli_main
from holdem.errors import HoldemError
from holdem.phh import MAX_ACTIONS, BetRaiseStep, PhhError, parse_action, parse_phh, read_phh, write_phh
from holdem.replay import ReplayError, replay, rules_for
from holdem.rules import MinBet, MinRaise

# English words that must never reach a German message (tomllib, codecs, Python).
ENGLISH = re.compile(r"\b(line|column|codec|decode|invalid|cannot|expected|maximum|recursion|"
                     r"exceeds|digits|byte 0x|Traceback)\b", re.IGNORECASE)


def _hand(actions, *, stacks=(500, 500, 500), blinds=(5, 10, 0), min_bet=None, extra=""):
    n = len(stacks)
    return "\n".join([
        'variant = "NT"', f"antes = {[0] * n}", f"blinds_or_straddles = {list(blinds)}",
        f"min_bet = {min_bet if min_bet is not None else max(blinds)}",
        f"starting_stacks = [{', '.join(str(s) for s in stacks)}]",
        "actions = [" + ", ".join(json.dumps(a) for a in actions) + "]",
    ]) + "\n" + extra


FOLDS = ["d dh p1 AhAc", "d dh p2 KsKd", "d dh p3 QsQd", "p3 f", "p1 f"]


def _german_error(error: HoldemError) -> str:
    text = str(error)
    assert not ENGLISH.search(text), text
    return text


# ---------------------------------------------------------------- nesting, BOM, encoding

def test_deeply_nested_toml_is_a_clear_german_error():
    text = _hand(FOLDS, extra="deep = " + "[" * 100_000 + "]" * 100_000 + "\n")
    with pytest.raises(PhhError) as info:
        parse_phh(text, source="tief.phh")
    assert info.value.key == "bad_toml_nesting"
    assert "verschachtelt" in _german_error(info.value)


def test_directory_run_goes_on_after_a_deeply_nested_file(tmp_path: Path, capsys):
    (tmp_path / "a-tief.phh").write_text(
        _hand(FOLDS, extra="x = " + "[" * 50_000 + "]" * 50_000 + "\n"), encoding="utf-8")
    (tmp_path / "b-gut.phh").write_text(_hand(FOLDS), encoding="utf-8")
    assert cli_main(["replay", str(tmp_path), "--json"]) == 1
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [Path(line["file"]).name for line in lines] == ["a-tief.phh", "b-gut.phh"]
    assert lines[0]["key"] == "bad_toml_nesting" and "a-tief.phh" in lines[0]["error"]
    assert "error" not in lines[1] and lines[1]["complete"] is True


def test_utf8_byte_order_mark_is_accepted(tmp_path: Path):
    text = _hand(FOLDS)
    assert parse_phh("\ufeff" + text) == parse_phh(text)
    path = tmp_path / "bom.phh"
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert replay(read_phh(path)).final_stacks == (495, 505, 500)


def test_bad_toml_and_bad_encoding_are_german_only(tmp_path: Path):
    with pytest.raises(PhhError) as info:
        parse_phh('variant = "NT"\nvariant = "FT"\n')
    assert "Zeile 2" in _german_error(info.value)
    with pytest.raises(PhhError) as info:
        parse_phh('x = "\\ud800"\n')
    _german_error(info.value)
    path = tmp_path / "latin1.phh"
    path.write_bytes(_hand(FOLDS).replace("AhAc", "AhAc # Käse").encode("latin-1"))
    with pytest.raises(PhhError) as info:
        read_phh(path)
    assert info.value.key == "file_unreadable"
    assert "UTF-8" in _german_error(info.value)


def test_directory_is_not_read_as_a_file(tmp_path: Path):
    folder = tmp_path / "ordner.phh"
    folder.mkdir()
    with pytest.raises(PhhError) as info:
        read_phh(folder)
    assert "Verzeichnis" in _german_error(info.value)


# ---------------------------------------------------------------- exact amounts

def test_400_digit_stacks_and_amounts_above_2_53_are_exact():
    huge = 10 ** 400 + 7
    odd = 2 ** 53 + 1  # a float would make this 2**53
    text = _hand(["d dh p1 AhAc", "d dh p2 KsKd", "d dh p3 QsQd", f"p3 cbr {odd}", "p1 f", "p2 f"],
                 stacks=(huge, huge, huge))
    hh = parse_phh(text)
    assert hh.starting_stacks == (huge, huge, huge)
    assert hh.actions[3] == BetRaiseStep(2, odd)
    result = replay(hh)
    assert result.final_stacks == (huge - 5, huge - 10, huge + 15)
    assert parse_phh(write_phh(hh)) == hh


def test_amounts_written_as_decimals_are_exact():
    hh = parse_phh(_hand(FOLDS, stacks=("500.0", "9007199254740993.0", "1e3")))
    assert hh.starting_stacks == (500, 9007199254740993, 1000)
    assert parse_phh(_hand(["p3 cbr 40.00"]).replace("d dh", "")).actions[0] == BetRaiseStep(2, 40)


@pytest.mark.parametrize(("stacks", "action", "key"), [
    (("500", "500.5", "500"), None, "fractional_amount"),
    (("500", "500", "500"), "p3 cbr 20.5", "fractional_amount"),
    (("500", "9" * 5000, "500"), None, "amount_too_long"),
    (("500", "1e5000", "500"), None, "amount_too_long"),
    (("500", "nan", "500"), None, "bad_field"),
    (("500", "-inf", "500"), None, "unknown_amount"),
    (("500", "500", "500"), "p3 cbr " + "9" * 2000, "amount_too_long"),
])
def test_non_whole_or_unbounded_input_amounts_are_refused(stacks, action, key):
    actions = ["d dh p1 AhAc"] + ([action] if action else [])
    with pytest.raises(PhhError) as info:
        parse_phh(_hand(actions, stacks=stacks), source="betrag.phh")
    assert info.value.key == key
    text = _german_error(info.value)
    assert len(text) < 400  # the amount is named, not echoed whole


# ---------------------------------------------------------------- size and echo

def test_parsing_is_linear_in_the_number_of_actions():
    """40,000 actions once took 25 s (a quadratic search for each action's line); now the most
    a file may hold (MAX_ACTIONS) is read in a fraction of a second."""
    actions = ["d dh p1 AhAc", "d dh p2 KsKd"] + [
        f"p{1 + i % 2} cbr {20 * (i + 1)}" for i in range(MAX_ACTIONS - 2)]
    text = _hand(actions, stacks=(10 ** 9, 10 ** 9), blinds=(5, 10))
    start = time.perf_counter()
    hh = parse_phh(text)
    elapsed = time.perf_counter() - start
    assert len(hh.actions) == MAX_ACTIONS
    assert elapsed < 3, f"{elapsed:.1f} s for {MAX_ACTIONS} actions"


def test_an_error_late_in_a_long_history_still_names_its_line():
    actions = ["d dh p1 AhAc", "d dh p2 KsKd"] + ["p1 cc"] * 5000 + ["p1 zz"]
    text = _hand(actions, stacks=(100, 100), blinds=(5, 10)).replace(", ", ",\n")
    with pytest.raises(PhhError) as info:
        parse_phh(text)
    assert "Aktion 5003 (Zeile" in str(info.value)


def test_huge_card_texts_are_not_echoed_whole():
    with pytest.raises(PhhError) as info:
        parse_phh(_hand(["d dh p1 " + "Ah" * 50_000 + "Xx"]))
    assert info.value.key in ("bad_card", "bad_card_count")
    assert len(str(info.value)) < 600
    with pytest.raises(PhhError) as info:
        parse_phh(_hand(["d db " + "Q" * 100_000]))
    assert len(str(info.value)) < 600


# ---------------------------------------------------------------- API types

@pytest.mark.parametrize("call", [
    lambda: parse_phh(None), lambda: parse_phh(42), lambda: read_phh(None),
    lambda: parse_action(None, 3), lambda: parse_action("p1 f", None),
    lambda: parse_action("p1 f", "drei"),
], ids=["parse_phh-None", "parse_phh-int", "read_phh-None", "parse_action-None",
        "parse_action-n-None", "parse_action-n-str"])
def test_wrong_types_raise_the_engines_error_in_german(call):
    with pytest.raises(PhhError) as info:
        call()
    assert info.value.key == "bad_type"
    assert "erhalten" in _german_error(info.value) or "Erlaubt" in str(info.value)


# ---------------------------------------------------------------- fractional finishing_stacks

# Three players; p1 and p3 split a pot of 675 chips: the file (like the Pluribus data) gives
# each 337.5 chips, so p1 finishes with 10112.5.
SPLIT = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [10000, 10000, 10000]
actions = ['d dh p1 AdKc', 'd dh p2 7c7d', 'd dh p3 AhKd', 'p3 cbr 225', 'p1 cc', 'p2 cc',
  'd db TsJsQd', 'p1 cc', 'p2 cc', 'p3 cc', 'd db 2c', 'p1 cc', 'p2 cc', 'p3 cc',
  'd db 3h', 'p1 cc', 'p2 cc', 'p3 cc', 'p1 sm AdKc', 'p2 sm', 'p3 sm AhKd']
finishing_stacks = [10112.5, 9775, 10112.5]
"""


def test_P2_fractional_finishing_stacks_are_replayed_in_whole_chips():
    hh = parse_phh(SPLIT)
    assert hh.finishing_stacks == (Decimal("10112.5"), 9775, Decimal("10112.5"))
    assert hh.fractional_finishing_stacks
    result = replay(hh)
    assert result.final_stacks == (10113, 9775, 10112)  # odd chip: first left of the button (P2)
    assert result.matches is None and result.close is True
    assert parse_phh(write_phh(hh)) == hh


def test_fractional_finishing_stacks_far_off_are_reported():
    result = replay(parse_phh(SPLIT.replace("[10112.5, 9775, 10112.5]", "[10110.5, 9777, 10112.5]")))
    assert result.close is False


def test_cli_replay_says_the_file_splits_chips_into_fractions(tmp_path: Path, capsys):
    path = tmp_path / "split.phh"
    path.write_text(SPLIT, encoding="utf-8")
    assert cli_main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Endstände: Spieler 1 10113, Spieler 2 9775, Spieler 3 10112" in out
    assert "Bruchteile" in out and "Spieler 1 10.112,5" in out  # German thousands separator, as everywhere
    assert cli_main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["finishing_stacks"] == [10113, 9775, 10112]
    assert data["expected_finishing_stacks"] == [10112.5, 9775, 10112.5]
    assert data["fractional_finishing_stacks"] is True and data["within_one_chip"] is True
    assert data["matches"] is None and "Bruchteile" in data["note"]


# ---------------------------------------------------------------- W9: a needless check

W9_HAND = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [100, 1000, 1000]
actions = ['d dh p1 AcAd', 'd dh p2 KcKd', 'd dh p3 2c7d', 'p3 f', 'p1 cc', 'p2 cc',
  'd db 2h3h4s', 'd db 9c', 'd db Ts']
"""


@pytest.mark.rule("W9")
def test_W9_a_recorded_check_the_rules_make_unnecessary_is_a_no_op_with_an_event():
    result = replay(parse_phh(W9_HAND))
    assert result.final_stacks == (200, 900, 1000)
    notes = [e for e in result.events if e.rule == "W9" and "Datei" in e.text]
    assert len(notes) == 1 and "Spieler 2" in notes[0].text and "(W9)" in notes[0].text
    assert not any("nicht am Zug" in e.text for e in result.events)


@pytest.mark.rule("W9")
def test_W9_pokerkit_asks_for_that_check_and_ends_with_our_stacks():
    import pokerkit
    upto_call = W9_HAND.replace("'p2 cc',\n  'd db 2h3h4s', 'd db 9c', 'd db Ts']", "]")
    state = list(pokerkit.HandHistory.loads(upto_call))[-1]
    assert state.actor_index == 1 and state.can_check_or_call()  # pokerkit wants p2's check
    full = W9_HAND.replace("'d db Ts'", "'d db Ts', 'p1 sm AcAd', 'p2 sm KcKd'")
    assert list(list(pokerkit.HandHistory.loads(full))[-1].stacks) == [200, 900, 1000]
    assert replay(parse_phh(full)).final_stacks == (200, 900, 1000)


@pytest.mark.rule("W3")
def test_W3_a_check_by_a_player_who_owes_chips_is_still_an_error():
    text = W9_HAND.replace("'p3 f', 'p1 cc', 'p2 cc'", "'p3 f', 'p1 cc', 'p3 cc'")
    with pytest.raises(ReplayError) as info:
        replay(parse_phh(text))
    assert info.value.key == "not_your_turn"


# ---------------------------------------------------------------- W10/L1 variants from min_bet

@pytest.mark.rule("W10")
@pytest.mark.rule("L1")
def test_W10_L1_min_bet_equal_to_the_small_blind_selects_the_small_blind_variants():
    actions = ["d dh p1 AhAc", "d dh p2 KsKd", "d dh p3 QsQd", "p3 cc", "p1 cc", "p2 cc",
               "d db 2h7d9c", "p1 cbr 5", "p2 cbr 10", "p3 cbr 15", "p1 cc", "p2 cc",
               "d db Jc", "p1 cc", "p2 cc", "p3 cc", "d db 3s", "p1 cc", "p2 cc", "p3 cc",
               "p1 sm AhAc", "p2 sm KsKd", "p3 sm QsQd"]
    hh = parse_phh(_hand(actions, min_bet=5))
    rules = rules_for(hh)
    assert rules.min_bet is MinBet.SMALL_BLIND and rules.min_raise is MinRaise.SMALL_BLIND
    result = replay(hh)
    assert result.final_stacks == (550, 475, 475)
    with pytest.raises(ReplayError):  # with min_bet = big blind a bet of 5 is too small (W10)
        replay(parse_phh(_hand(actions)))
    import pokerkit
    theirs = list(pokerkit.HandHistory.loads(_hand(actions, min_bet=5)))[-1]
    assert list(result.final_stacks) == list(theirs.stacks)


@pytest.mark.parametrize("text", [
    _hand(["p" + "1" * 5000 + " f"]),
    _hand(["d dh p1 " + "?" * 100_001]),
    _hand(FOLDS).replace('variant = "NT"', 'variant = "' + "X" * 100_000 + '"'),
    _hand(FOLDS) + 'players = ["' + "A" * 100_000 + '"]\n',
    _hand(FOLDS).replace("[500, 500, 500]", "[500, 500, -" + "9" * 900 + "]"),
], ids=["player-number", "unknown-cards", "variant", "players", "negative-stack"])
def test_huge_fields_are_named_not_echoed(text):
    with pytest.raises(PhhError) as info:
        parse_phh(text)
    assert len(str(info.value)) < 600
    _german_error(info.value)


def test_writing_something_else_is_a_german_error():
    from holdem.phh import format_action

    for call in (lambda: write_phh(None), lambda: format_action("p1 f")):
        with pytest.raises(PhhError) as info:
            call()
        assert info.value.key == "bad_type"
        _german_error(info.value)
