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
    import pokerkit
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
    (("min_bet = 20\n", "min_bet = 20\nmin_bet = 30\n"), "bad_toml", ["TOML", "Zeile 7", "zweimal"]),
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
    import pokerkit
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


# ---------------------------------------------------------------- replay through the engine

import json  # noqa: E402

from holdem.cli import main as cli_main  # noqa: E402
from holdem.replay import ReplayError, replay  # noqa: E402


def _hand(actions: list[str], *, variant: str = "NT", stacks=(500, 500, 500),
          blinds=(5, 10, 0), antes=None, finishing=None, extra: str = "") -> str:
    n = len(stacks)
    bb = max(blinds)
    bets = f"min_bet = {bb}" if variant == "NT" else f"small_bet = {bb}\nbig_bet = {2 * bb}"
    lines = [f'variant = "{variant}"', f"antes = {list(antes or [0] * n)}",
             f"blinds_or_straddles = {list(blinds)}", bets, f"starting_stacks = {list(stacks)}",
             "actions = [" + ", ".join(json.dumps(a) for a in actions) + "]"]
    if finishing is not None:
        lines.append(f"finishing_stacks = {list(finishing)}")
    return "\n".join(lines) + "\n" + extra


def test_replay_own_hand_reaches_finishing_stacks():
    result = replay(parse_phh(OWN_HAND))
    assert result.states[-1].is_over
    assert result.final_stacks == (2025, 775, 200)
    assert result.matches is True
    assert any(e.rule == "S6" for e in result.events)


def test_replay_reports_a_mismatch():
    result = replay(parse_phh(OWN_HAND.replace("[2025, 775, 200]", "[2000, 800, 200]")))
    assert result.final_stacks == (2025, 775, 200)
    assert result.matches is False


def test_H1_heads_up_first_player_is_big_blind_and_button_acts_first():
    text = _hand(["d dh p1 AsAd", "d dh p2 7c2d", "p2 cbr 6", "p1 cc", "d db 2c3c4c", "p1 cc",
                  "p2 cc", "d db 9h", "p1 cbr 10", "p2 f"],
                 stacks=(100, 100), blinds=(1, 2), finishing=(106, 94))
    result = replay(parse_phh(text))
    first = result.states[0]
    assert first.bets == (2, 1)  # the spec swaps the blinds heads-up: p1 big, p2 small blind
    assert result.final_stacks == (106, 94) and result.matches


def test_S1_unknown_cards_are_revealed_at_the_showdown():
    actions = ["d dh p1 ????", "d dh p2 KsKd", "d dh p3 ????", "p3 f", "p1 cc", "p2 cc",
               "d db 2h7d9c", "p1 cc", "p2 cbr 20", "p1 cc", "d db Jc", "p1 cc", "p2 cc",
               "d db 3s", "p1 cbr 50", "p2 cc"]
    shown = replay(parse_phh(_hand(actions + ["p1 sm AhAc", "p2 sm KsKd"])))
    assert shown.final_stacks == (580, 420, 500)
    assert shown.states[-1].holes[0] is not None  # filled in by the show
    mucked = replay(parse_phh(_hand(actions + ["p2 sm KsKd", "p1 sm"])))
    assert mucked.final_stacks == (420, 580, 500)
    assert any(e.rule == "S3" and e.kind == "muck" for e in mucked.events)


def test_replay_shows_wrong_cards_is_an_error():
    text = _hand(["d dh p1 AhAc", "d dh p2 KsKd", "d dh p3 QsQd", "p3 f", "p1 cc", "p2 cc",
                  "d db 2h7d9c", "p1 cc", "p2 cc", "d db Jc", "p1 cc", "p2 cc", "d db 3s",
                  "p1 cc", "p2 cc", "p1 sm AhAd"])
    with pytest.raises(ReplayError) as info:
        replay(parse_phh(text, source="falsch.phh"))
    assert info.value.key == "shown_cards_differ"
    assert "Aktion 16" in str(info.value) and "falsch.phh" in str(info.value)


def test_W3_acting_out_of_turn_is_a_replay_error():
    text = _hand(["d dh p1 AhAc", "d dh p2 KsKd", "d dh p3 QsQd", "p1 f"])
    with pytest.raises(ReplayError) as info:
        replay(parse_phh(text))
    assert info.value.key == "not_your_turn"
    assert info.value.action_index == 3
    assert "Spieler 3" in str(info.value)  # p3 (under the gun, 3 players: the button) is to act


def test_L4_more_raises_than_our_cap_is_a_clear_replay_error():
    text = _hand(["d dh p1 AhAc", "d dh p2 KsKd", "d dh p3 QsQd", "d dh p4 JsJd",
                  "p3 cbr 20", "p4 cbr 30", "p1 cbr 40", "p2 cbr 50"],
                 variant="FT", stacks=(1000,) * 4, blinds=(5, 10, 0, 0))
    with pytest.raises(ReplayError) as info:
        replay(parse_phh(text))
    assert info.value.key == "raise_capped_L4"
    assert "L4" in str(info.value) and "Aktion 8" in str(info.value)


def test_replay_unsupported_straddle_is_named():
    text = _hand(["d dh p1 AhAc"], stacks=(500,) * 4, blinds=(5, 10, 20, 0))
    with pytest.raises(ReplayError) as info:
        replay(parse_phh(text))
    assert info.value.key == "unsupported_straddle"


def test_cli_replay_prints_german_steps_and_the_comparison(tmp_path: Path, capsys):
    (tmp_path / "eigen.phh").write_text(OWN_HAND, encoding="utf-8")
    assert cli_main(["replay", str(tmp_path / "eigen.phh")]) == 0
    out = capsys.readouterr().out
    assert "Anna" in out and "(W3)" in out
    assert "Endstände: Anna 2025, Bernd 775, Clara 200" in out
    assert "Stimmt mit finishing_stacks" in out


@pytest.mark.slow
def test_cli_replay_json_streams_thousands_of_files(tmp_path: Path, capsys):
    """A directory tree with 2,000 hands (and one broken, one mismatching file): one JSON line
    per hand, the broken one reported, and exit code 1 because not everything matched."""
    for i in range(2000):
        folder = tmp_path / f"tag{i % 7}"
        folder.mkdir(exist_ok=True)
        (folder / f"hand{i:04d}.phh").write_text(OWN_HAND, encoding="utf-8")
    (tmp_path / "kaputt.phh").write_text("variant = 'NT'\nantes = [", encoding="utf-8")
    (tmp_path / "anders.phh").write_text(OWN_HAND.replace("[2025, 775, 200]", "[1, 2, 3022]"),
                                         encoding="utf-8")
    (tmp_path / "notiz.txt").write_text("keine Hand", encoding="utf-8")
    code = cli_main(["replay", "--json", str(tmp_path)])
    lines = capsys.readouterr().out.splitlines()
    assert code == 1
    assert len(lines) == 2002
    records = [json.loads(line) for line in lines]
    by_name = {Path(r["file"]).name: r for r in records}
    assert by_name["kaputt.phh"]["key"] == "bad_toml" and "error" in by_name["kaputt.phh"]
    assert by_name["anders.phh"]["matches"] is False
    good = [r for r in records if Path(r["file"]).name.startswith("hand")]
    assert len(good) == 2000
    assert all(r["matches"] and r["finishing_stacks"] == [2025, 775, 200] for r in good)
    assert all(set(e) == {"rule", "text"} for e in good[0]["events"])


def test_cli_replay_missing_path_fails_without_traceback(capsys):
    assert cli_main(["replay", "--json", "/gibt/es/nicht.phh"]) == 1
    record = json.loads(capsys.readouterr().out)
    assert record["key"] == "file_not_found"


def test_cli_replay_empty_directory_says_so(tmp_path: Path, capsys):
    assert cli_main(["replay", str(tmp_path)]) == 1
    assert "keine .phh-Datei" in capsys.readouterr().err


def test_cli_legal_after_the_files_actions(tmp_path: Path, capsys):
    cut = OWN_HAND[:OWN_HAND.index('  "p1 cc",')] + ']\nplayers = ["Anna", "Bernd", "Clara"]\n'
    (tmp_path / "halb.phh").write_text(cut, encoding="utf-8")
    assert cli_main(["legal", "--json", str(tmp_path / "halb.phh")]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["to_act"] == 0 and data["to_act_phh"] == "p1"
    legal = {a["kind"]: a for a in data["legal_actions"]}
    # Anna (small blind, 10 in, 985 behind) faces a raise to 60 (raise of 40):
    assert legal["call"]["call"] == 50
    assert (legal["raise"]["min_to"], legal["raise"]["max_to"]) == (100, 995)  # L1; all-in
    assert "fold" in legal and "check" not in legal
    assert cli_main(["legal", str(tmp_path / "halb.phh")]) == 0
    text = capsys.readouterr().out
    assert "Am Zug: Anna (p1)" in text and "100 bis 995" in text


def test_cli_legal_between_rounds_and_at_the_end(tmp_path: Path, capsys):
    flop_next = OWN_HAND[:OWN_HAND.index('  "d db Qh7h2c",')] + "]\n"
    (tmp_path / "vor_flop.phh").write_text(flop_next, encoding="utf-8")
    assert cli_main(["legal", str(tmp_path / "vor_flop.phh")]) == 0
    assert "als Nächstes gibt der Geber" in capsys.readouterr().out
    (tmp_path / "ganz.phh").write_text(OWN_HAND, encoding="utf-8")
    assert cli_main(["legal", "--json", str(tmp_path / "ganz.phh")]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["is_over"] and data["to_act"] is None and data["legal_actions"] == []


# ---------------------------------------------------------------- the Werkstatt's export (W4, W5)

def _werkstatt_hand(setup: dict, actions: list[dict]) -> dict:
    import json

    from holdem.web import call

    answer = json.loads(call("own_hand", json.dumps({"setup": setup, "actions": actions})))
    assert answer["ok"] is True, answer
    return answer


def _pokerkit_end(text: str):
    import pokerkit

    return list(pokerkit.HandHistory.loads(text))[-1]


def _by_phh_seat(values: list[int], button: int) -> list[int]:
    n = len(values)
    return [values[p] for p in sorted(range(n), key=lambda p: (p - button - 1) % n)]  # the button is last


@pytest.mark.rule("K3")
@pytest.mark.rule("A1")
def test_W4_a_hand_with_no_actions_is_exported_with_its_board():
    """All-in from the posts: nobody acts, the whole board is dealt at once. The export keeps it,
    so reading the file back deals the same board, and PokerKit reaches the payout."""
    setup = {"players": 2, "stacks": [1, 100], "button": 0, "small_blind": 1, "big_blind": 2, "seed": 7}
    answer = _werkstatt_hand(setup, [])
    board = answer["table"]["board"]
    assert len(board) == 5 and answer["table"]["over"]
    hh = parse_phh(answer["phh"])
    dealt = [c for step in hh.actions if isinstance(step, DealBoardStep) for c in step.cards]
    assert [str(c) for c in dealt] == board
    assert [len(step.cards) for step in hh.actions if isinstance(step, DealBoardStep)] == [3, 1, 1]  # K3
    import json

    from holdem.web import call

    back = json.loads(call("own_hand", json.dumps({"phh": answer["phh"]})))
    assert back["ok"] and back["table"]["board"] == board
    end = _pokerkit_end(answer["phh"])
    assert end.status is False
    assert list(end.stacks) == _by_phh_seat(answer["table"]["final_stacks"], 0)


@pytest.mark.rule("S1")
@pytest.mark.rule("S2")
def test_W5_exports_write_the_showdown_so_pokerkit_reaches_the_payout():
    setup = {"players": 3, "stacks": [100, 100, 100], "button": 0, "seed": 3}
    answer = _werkstatt_hand(setup, [{"kind": "raise", "to": 100}, {"kind": "call"}, {"kind": "call"}])
    shows = [step for step in parse_phh(answer["phh"]).actions if isinstance(step, ShowMuckStep)]
    assert len(shows) == 3 and shows[0].shown  # every hand at the showdown: shown, or mucked when beaten
    lines = [line for line in answer["phh"].splitlines() if " sm" in line]
    assert all(line.strip().strip('",').split()[1] == "sm" for line in lines)
    end = _pokerkit_end(answer["phh"])
    assert end.status is False  # the hand is over in PokerKit too: pots pushed, chips pulled
    assert list(end.stacks) == _by_phh_seat(answer["table"]["final_stacks"], 0)


@pytest.mark.rule("S1")
@pytest.mark.rule("A6")
@pytest.mark.parametrize("seed", range(30))
def test_W5_random_werkstatt_hands_load_in_pokerkit_to_the_same_stacks(seed):
    import random

    rng = random.Random(seed)
    n = rng.randint(2, 6)
    setup = {"players": n, "stacks": [rng.choice([6, 20, 100]) for _ in range(n)], "button": rng.randrange(n),
             "seed": seed, "small_blind": 1, "big_blind": 2}
    actions: list[dict] = []
    while True:
        answer = _werkstatt_hand(setup, actions)
        legal = answer["legal"]["actions"]
        if not legal:
            break
        option = rng.choice(legal)
        actions.append({"kind": option["kind"], **({"to": rng.choice([option["min_to"], option["max_to"]])}
                                                    if "min_to" in option else {})})
    assert answer["table"]["over"]
    end = _pokerkit_end(answer["phh"])
    assert end.status is False
    assert list(end.stacks) == _by_phh_seat(answer["table"]["final_stacks"], setup["button"])
