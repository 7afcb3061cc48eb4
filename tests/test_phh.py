"""Reading and writing hand histories in the PHH format (holdem.phh)."""

from __future__ import annotations

from pathlib import Path

import pytest

from holdem.cards import parse_cards
from holdem.errors import HoldemError
from holdem.phh import (
    BetRaiseStep,
    CheckCallStep,
    DealBoardStep,
    DealHoleStep,
    FoldStep,
    HandHistory,
    NoteStep,
    PhhError,
    ShowMuckStep,
    format_action,
    parse_action,
    parse_phh,
    read_phh,
    write_phh,
)

# A hand of our own (not from any dataset): three players, antes, one unknown hand.
OWN_HAND = """\
# Drei Spieler, Ante 5
variant = "NT"
ante_trimming_status = true
antes = [5, 5, 5]
blinds_or_straddles = [10, 20, 0]
min_bet = 20
starting_stacks = [1000, 800, 1200]
actions = [
  "d dh p1 AhKh",  # Anna
  "d dh p2 ????",
  "d dh p3 9c9d",
  "p3 cbr 60",
  "p1 cc",
  "p2 f",
  "d db Qh7h2c",
  "p1 cc # denkt lange nach",
  "p3 cbr 100",
  "p1 cbr 300",
  "p3 cc",
  "d db 5s",
  "p1 cbr 635",
  "p3 cc",
  "p1 sm AhKh",
  "p3 sm -",
  "d db 9h",
  "# ende",
]
players = ["Anna", "Bernd", "Clara"]
finishing_stacks = [2025, 775, 200]
event = "Übungsabend"
day = 3
"""


def test_read_fields_and_typed_steps():
    hh = parse_phh(OWN_HAND)
    assert hh.variant == "NT"
    assert hh.antes == (5, 5, 5)
    assert hh.blinds_or_straddles == (10, 20, 0)
    assert hh.min_bet == 20 and hh.small_bet is None and hh.big_bet is None
    assert hh.starting_stacks == (1000, 800, 1200)
    assert hh.ante_trimming_status is True
    assert hh.players == ("Anna", "Bernd", "Clara")
    assert hh.finishing_stacks == (2025, 775, 200)
    assert hh.metadata == {"event": "Übungsabend", "day": 3}
    a = hh.actions
    assert a[0] == DealHoleStep(0, parse_cards("AhKh"))  # a TOML comment is no commentary
    assert a[1] == DealHoleStep(1, None)
    assert a[3] == BetRaiseStep(2, 60)
    assert a[4] == CheckCallStep(0)
    assert a[5] == FoldStep(1)
    assert a[6] == DealBoardStep(parse_cards("Qh7h2c"))
    assert a[7] == CheckCallStep(0, "denkt lange nach")
    assert a[14] == ShowMuckStep(0, parse_cards("AhKh"), True)
    assert a[15] == ShowMuckStep(2, None, True)  # "-": the cards dealt before
    assert a[17] == NoteStep("ende")
    assert hh.player_name(2) == "Clara"


def test_muck_without_cards():
    assert parse_action("p2 sm", 3) == ShowMuckStep(1, None, False)
    assert format_action(ShowMuckStep(1, None, False)) == "p2 sm"


def test_fixed_limit_fields():
    text = OWN_HAND.replace('variant = "NT"', 'variant = "FT"').replace(
        "min_bet = 20", "small_bet = 20\nbig_bet = 40")
    hh = parse_phh(text)
    assert (hh.variant, hh.small_bet, hh.big_bet, hh.min_bet) == ("FT", 20, 40, None)


def test_write_then_read_gives_the_same_history():
    hh = parse_phh(OWN_HAND)
    text = write_phh(hh)
    again = parse_phh(text)
    assert again == hh
    assert write_phh(again) == text


def test_write_quotes_awkward_strings_and_keys():
    hh = parse_phh(OWN_HAND)
    odd = HandHistory(**{**hh.__dict__, "players": ('Ann "die Bank"', "B\\C", "Zoë\tX"),
                         "metadata": {"odd key": [1, 2], "flag": False, "nested": {"a b": "c"}}})
    again = parse_phh(write_phh(odd))
    assert again.players == odd.players
    assert again.metadata == odd.metadata


def test_written_file_is_valid_for_pokerkit():
    """Our writer follows the spec: pokerkit's own parser reads it and plays it to the end."""
    pokerkit = pytest.importorskip("pokerkit")
    hh = parse_phh(OWN_HAND)
    theirs = pokerkit.HandHistory.loads(write_phh(hh))
    states = list(theirs)
    assert list(states[-1].stacks) == list(hh.finishing_stacks)


def test_read_from_path(tmp_path: Path):
    path = tmp_path / "hand.phh"
    path.write_text(OWN_HAND, encoding="utf-8")
    hh = read_phh(path)
    assert hh.source == str(path)
    assert read_phh(str(path)) == hh
    assert read_phh(OWN_HAND) == parse_phh(OWN_HAND)


@pytest.mark.parametrize(("change", "key", "words"), [
    (("min_bet = 20\n", "min_bet = 20\nmin_bet = 30\n"), "bad_toml", ["TOML", "line"]),
    (('variant = "NT"\n', ""), "missing_field", ["variant", "NT", "FT"]),
    (('variant = "NT"', 'variant = "PO"'), "unsupported_variant", ["PO", "NT", "FT"]),
    (('variant = "NT"', 'variant = "XY"'), "unsupported_variant", ["XY", "unbekannt"]),
    (("min_bet = 20\n", ""), "missing_field", ["min_bet"]),
    (("min_bet = 20", "min_bet = 20\nsmall_bet = 20"), "wrong_field", ["small_bet"]),
    (("antes = [5, 5, 5]", "antes = [5, 5]"), "length_mismatch", ["antes", "3"]),
    (("[1000, 800, 1200]", "[1000, 800, 0]"), "bad_field", ["starting_stacks[2]", "ab 1"]),
    (("[1000, 800, 1200]", "[1000, 800, inf]"), "unknown_amount", ["inf"]),
    (("min_bet = 20", "min_bet = 20.5"), "fractional_amount", ["ganze Chips"]),
    (('"p3 cbr 60"', '"p3 cbr sechzig"'), "bad_amount", ["Aktion 4", "sechzig"]),
    (('"p2 f"', '"p7 f"'), "bad_player", ["Aktion 6", "p1 bis p3"]),
    (('"p2 f"', '"p2 xx"'), "bad_action", ["Aktion 6", "Zeile 14", "cbr"]),
    (('"p2 f"', '"p2 pb"'), "unsupported_action", ["Bring-in"]),
    (('"d dh p2 ????"', '"d dh p2 ??Kd"'), "unknown_cards", ["'????'"]),
    (('"d db 5s"', '"d db 5s6s"'), "bad_card_count", ["Flop"]),
    (('"d dh p3 9c9d"', '"d dh p3 9c9x"'), "bad_card", ["Aktion 3"]),
    (('players = ["Anna", "Bernd", "Clara"]', 'players = ["Anna"]'), "bad_field", ["players"]),
])
def test_broken_files_name_what_is_wrong(change, key, words):
    old, new = change
    assert old in OWN_HAND
    with pytest.raises(PhhError) as info:
        parse_phh(OWN_HAND.replace(old, new, 1), source="kaputt.phh")
    error = info.value
    assert isinstance(error, HoldemError)
    assert error.key == key
    assert str(error).startswith("kaputt.phh: ")
    for word in words:
        assert word in str(error)


def test_missing_file_is_a_phh_error(tmp_path: Path):
    with pytest.raises(PhhError) as info:
        read_phh(tmp_path / "fehlt.phh")
    assert info.value.key == "file_not_found"
    assert "fehlt.phh" in str(info.value)


SHARED = Path(__file__).resolve().parents[2] / "shared" / "phh"
SHARED_FILES = sorted(SHARED.rglob("*.phh")) if SHARED.is_dir() else []


@pytest.mark.skipif(not SHARED_FILES, reason="../shared/phh fehlt (nur in Entwicklung und CI da)")
def test_shared_files_read_write_round_trip_and_agree_with_pokerkit():
    pokerkit = pytest.importorskip("pokerkit")
    for path in SHARED_FILES:
        text = path.read_text(encoding="utf-8")
        hh = parse_phh(text, source=path.name)
        assert parse_phh(write_phh(hh), source=path.name) == hh, path.name
        theirs = pokerkit.HandHistory.loads(text)
        assert list(hh.starting_stacks) == list(theirs.starting_stacks), path.name
        assert list(hh.antes) == list(theirs.antes), path.name
        assert len(hh.actions) == len(theirs.actions), path.name
        assert [format_action(s).split("#")[0].strip() for s in hh.actions] == [
            " ".join(a.split("#")[0].split()) for a in theirs.actions], path.name
