"""Readers for the online rooms' hand histories (holdem.rooms): every hand here is written for
these tests in the room's format (invented names, cards and amounts), one feature each."""

from __future__ import annotations

import json

import pytest

from holdem.errors import PhhError
from holdem.rooms import check_file, check_text, decode, detect_room, read_records
from holdem.rooms.text import amount

STARS_CASH = """\
PokerStars Hand #900000000001:  Hold'em No Limit ($0.10/$0.25 USD) - 2024/03/01 20:00:00 ET
Table 'Testtisch I' 6-max Seat #3 is the button
Seat 1: Anna K ($25 in chips)
Seat 2: Bert ($10.50 in chips)
Seat 3: Carla ($30 in chips)
Seat 4: Dora ($12 in chips) is sitting out
Anna K: posts small blind $0.10
Bert: posts big blind $0.25
*** HOLE CARDS ***
Dealt to Carla [Ah Kd]
Carla: raises $0.50 to $0.75
Anna K: folds
Bert: calls $0.50
*** FLOP *** [2c 7d 9h]
Bert: checks
Carla: bets $1
Bert: calls $1
*** TURN *** [2c 7d 9h] [Qs]
Bert: checks
Carla: bets $3
Bert: folds
Uncalled bet ($3) returned to Carla
Carla collected $3.40 from pot
Carla: doesn't show hand
*** SUMMARY ***
Total pot $3.60 | Rake $0.20
Board [2c 7d 9h Qs]
Seat 1: Anna K (small blind) folded before Flop
Seat 2: Bert (big blind) folded on the Turn
Seat 3: Carla (button) collected ($3.40)
"""

STARS_SIDE_POT = """\
PokerStars Hand #900000000002: Tournament #123456, $1+$0.10 USD Hold'em No Limit - Level II (15/30) - 2024/03/01 20:05:00 ET
Table '123456 1' 9-max Seat #1 is the button
Seat 1: Emil (1500 in chips)
Seat 2: Frida (300 in chips)
Seat 3: Gustav (800 in chips)
Emil: posts the ante 5
Frida: posts the ante 5
Gustav: posts the ante 5
Frida: posts small blind 15
Gustav: posts big blind 30
*** HOLE CARDS ***
Emil: raises 770 to 800
Frida: calls 280 and is all-in
Gustav: calls 765 and is all-in
Uncalled bet (5) returned to Emil
*** FLOP *** [Ks 8d 3c]
*** TURN *** [Ks 8d 3c] [4h]
*** RIVER *** [Ks 8d 3c 4h] [Jd]
*** SHOW DOWN ***
Emil: shows [Qh Qc] (a pair of Queens)
Frida: shows [Ad Kc] (a pair of Kings)
Gustav: shows [7s 7h] (a pair of Sevens)
Emil collected 1000 from side pot
Frida collected 900 from main pot
*** SUMMARY ***
Total pot 1900 Main pot 900. Side pot 1000. | Rake 0
Board [Ks 8d 3c 4h Jd]
"""

GG_STRADDLE_FREE = """\
Poker Hand #HD7000001: Hold'em No Limit ($0.05/$0.1) - 2024/03/02 10:00:00
Table 'NLHTest1' 6-max Seat #1 is the button
Seat 1: a1b2c3d4 ($10 in chips)
Seat 2: Hero ($10 in chips)
Seat 3: 9f8e7d6c ($10 in chips)
Hero: posts small blind $0.05
9f8e7d6c: posts big blind $0.1
*** HOLE CARDS ***
Dealt to a1b2c3d4
Dealt to Hero [Js Jc]
Dealt to 9f8e7d6c
a1b2c3d4: folds
Hero: raises $0.2 to $0.3
9f8e7d6c: folds
Uncalled bet ($0.2) returned to Hero
*** SHOWDOWN ***
Hero collected $0.2 from pot
*** SUMMARY ***
Total pot $0.2 | Rake $0 | Jackpot $0 | Bingo $0 | Fortune $0 | Tax $0
Seat 2: Hero (small blind) won ($0.2)
"""

WINAMAX = """\
Winamax Poker - CashGame - HandId: #1111111-22-1700000000 - Holdem no limit (0.05€/0.10€) - 2024/03/03 12:00:00 UTC
Table: 'Testville 01' 5-max (real money) Seat #2 is the button
Seat 1: Jean Luc (10€)
Seat 2: Zoé (8.50€)
Seat 3: Marc (12€)
*** ANTE/BLINDS ***
Marc posts small blind 0.05€
Jean Luc posts big blind 0.10€
*** PRE-FLOP ***
Zoé raises 0.20€ to 0.30€
Marc folds
Jean Luc calls 0.20€
*** FLOP *** [Tc 4s 4d]
Jean Luc checks
Zoé bets 0.40€
Jean Luc folds
Zoé collected 1€ from pot
*** SUMMARY ***
Total pot 1€ | Rake 0.05€
Board: [Tc 4s 4d]
Seat 2: Zoé (button) won 1€
"""

PARTY = """\
***** Hand History for Game 55500000001 *****
$0.10/$0.25 USD NL Texas Hold'em - Monday, March 04, 21:00:00 EST 2024
Table Probe (Real Money)
Seat 4 is the button
Total number of players : 3/6
Seat 2: Ole ( $20 USD )
Seat 4: Pia ( $15 USD )
Seat 6: Rudi ( $25 USD )
Rudi posts small blind [$0.10 USD].
Ole posts big blind [$0.25 USD].
** Dealing down cards **
Pia raises [$0.75 USD]
Rudi folds
Ole calls [$0.50 USD]
** Dealing Flop ** [ 5h, 6h, Kc ]
Ole checks
Pia bets [$1 USD]
Ole folds
Pia does not show cards.
Pia wins $2.55 USD
"""

PACIFIC_DEAD = """\
***** 888poker Hand History for Game 77700000001 *****
$0.05/$0.10 Blinds No Limit Holdem - *** 05 03 2024 22:00:00
Table Testa 6 Max (Real Money)
Seat 1 is the button
Total number of players : 3
Seat 1: Sven ( $10 )
Seat 3: Tina ( $10 )
Seat 5: Uwe ( $10 )
Tina posts small blind [$0.05]
Uwe posts big blind [$0.10]
Sven posts dead blind [$0.05 + $0.10]
** Dealing down cards **
Sven checks
Tina calls [$0.05]
Uwe checks
** Dealing flop ** [ Qd, 2s, 9c ]
Tina checks
Uwe checks
Sven checks
** Dealing turn ** [ 3h ]
Tina checks
Uwe checks
Sven checks
** Dealing river ** [ 8s ]
Tina checks
Uwe checks
Sven checks
** Summary **
Tina shows [ Qs, Jh ]
Uwe mucks [ 4c, 5c ]
Sven mucks [ 6d, 7d ]
Tina collected [ $0.35 ]
"""

FULL_TILT = """\
Full Tilt Poker Game #44400000001: Table Testa (6 max) - NL Hold'em - $0.25/$0.50 - 23:00:00 ET - 2013/03/06
Seat 1: Vera ($50)
Seat 2: Willi ($40), is sitting out
Seat 3: Xaver ($60)
Vera posts the small blind of $0.25
Xaver posts the big blind of $0.50
The button is in seat #1
*** HOLE CARDS ***
Vera raises to $1.50
Xaver calls $1
*** FLOP *** [9s 9d 2h] (Total Pot: $3, 2 Players)
Xaver checks
Vera bets $2
Xaver folds
Uncalled bet of $2 returned to Vera
Vera mucks
Vera wins the pot ($2.85)
*** SUMMARY ***
Total pot $3 | Rake $0.15
Board: [9s 9d 2h]
"""

OMAHA = """\
PokerStars Hand #900000000003:  Omaha Pot Limit ($0.10/$0.25 USD) - 2024/03/01 21:00:00 ET
Table 'Testtisch II' 6-max Seat #1 is the button
Seat 1: Anna ($25 in chips)
Seat 2: Bert ($25 in chips)
Anna: posts small blind $0.10
Bert: posts big blind $0.25
*** HOLE CARDS ***
Anna: folds
Uncalled bet ($0.15) returned to Bert
Bert collected $0.20 from pot
*** SUMMARY ***
Total pot $0.20 | Rake $0
"""


def one(text: str):
    (verdict,) = list(check_text(text, "test"))
    return verdict


@pytest.mark.rule("X1")
@pytest.mark.rule("A7")
def test_pokerstars_cash_agrees_with_rake_in_cents():
    verdict = one(STARS_CASH)
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)
    hand = verdict.hand
    assert hand.unit == 100 and hand.record.currency == "USD"
    assert hand.names == ("Anna K", "Bert", "Carla")  # Dora sits out; the button is last
    assert hand.rake == 20 and any("X1" in note and "0,20 $" in note for note in verdict.notes)
    assert hand.returned == (0, 0, 300)
    assert verdict.final == (2490, 875, 3185)
    assert sum(verdict.final) == sum(hand.history.starting_stacks)  # ours: before the rake


@pytest.mark.rule("A5")
@pytest.mark.rule("B3")
def test_pokerstars_tournament_side_pot_and_antes_agree():
    verdict = one(STARS_SIDE_POT)
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)
    assert verdict.hand.unit == 1 and verdict.hand.record.tournament
    assert dict(zip(verdict.hand.names, verdict.final)) == {"Frida": 900, "Gustav": 0, "Emil": 1700}


def test_side_pot_to_the_wrong_player_is_named():
    wrong = STARS_SIDE_POT.replace("Emil collected 1000 from side pot", "Gustav collected 1000 from side pot")
    verdict = one(wrong)
    assert verdict.status == "differs"
    text = "\n".join(verdict.differences)
    assert "Gustav" in text and "Side Pot 1" in text and "Emil" in text


def test_ggpoker_names_become_seats_and_hero_stays():
    verdict = one(GG_STRADDLE_FREE)
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)
    assert set(verdict.hand.names) == {"Spieler 1", "Hero", "Spieler 3"}
    assert detect_room(GG_STRADDLE_FREE) == "GGPoker"


def test_winamax_pays_the_uncalled_bet_inside_collected():
    verdict = one(WINAMAX)
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)
    assert verdict.hand.record.currency == "EUR" and "Jean Luc" in verdict.hand.names


@pytest.mark.rule("X1")
def test_partypoker_rake_is_worked_out_and_named():
    verdict = one(PARTY)
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)
    assert any("erschlossen" in note for note in verdict.notes)


@pytest.mark.rule("B8")
def test_888_dead_blind_is_dead_money_and_agrees():
    verdict = one(PACIFIC_DEAD)
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)
    kinds = [(p.kind, p.amount) for p in verdict.hand.posts]
    assert ("dead", 5) in kinds and ("big_blind", 10) in kinds


def test_full_tilt_cash_agrees():
    verdict = one(FULL_TILT)
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)
    assert verdict.hand.names == ("Xaver", "Vera")  # Willi sits out; heads-up the button is last


def test_other_game_is_refused_in_german():
    verdict = one(OMAHA)
    assert verdict.status == "refused" and verdict.key == "not_holdem"
    assert "Omaha" in verdict.reason and "Texas Hold'em" in verdict.reason


def test_cut_off_hand_is_refused_and_the_next_hand_still_read():
    cut = STARS_CASH.split("*** TURN ***")[0]
    verdicts = list(check_text(cut + "\n\n" + STARS_SIDE_POT, "test"))
    assert [v.status for v in verdicts] == ["refused", "agrees"]
    assert verdicts[0].key == "cut_off"


def test_action_our_rules_forbid_names_the_line_and_rule():
    bad = STARS_CASH.replace("Carla: bets $1\n", "Carla: bets $0.05\n")
    verdict = one(bad)
    assert verdict.status == "refused"
    assert "Zeile 16" in verdict.reason and "W10" in verdict.reason


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "cp1252"])
def test_encodings_and_crlf(encoding):
    text = WINAMAX.replace("\n", "\r\n")
    verdicts = list(check_file(text.encode(encoding), "datei.txt"))
    assert [v.status for v in verdicts] == ["agrees"]
    assert "Zoé" in verdicts[0].hand.names


def test_binary_and_unknown_text_get_german_errors():
    with pytest.raises(PhhError) as error:
        decode(bytes(range(256)) * 50, "junk.bin")
    assert error.value.key == "binary_file"
    (item,) = list(read_records("Hallo Welt\n", "x.txt"))
    assert isinstance(item, PhhError) and item.key == "unknown_room"


def test_amounts_are_exact():
    assert amount("$1,234.50") == amount("1.234,50") == amount("1234.5")
    assert amount("0.25€") * 100 == 25
    assert amount("1,750") == 1750 and amount("2,5") * 10 == 25


def test_many_hands_of_a_file():
    text = "\n\n\n".join([STARS_CASH, STARS_SIDE_POT, STARS_CASH.replace("900000000001", "900000000009")])
    assert [v.status for v in check_text(text)] == ["agrees"] * 3


def test_cli_replays_a_room_file(tmp_path, capsys):
    from holdem.cli import main

    path = tmp_path / "stars.txt"
    path.write_text(STARS_CASH + "\n\n" + OMAHA, encoding="utf-8")
    assert main(["replay", str(path)]) == 1  # the Omaha hand is refused
    out = capsys.readouterr().out
    assert "stimmt mit dem Raum überein" in out and "abgelehnt" in out and "2 Hände" in out
    assert main(["replay", "--json", str(path)]) == 1
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["status"] for line in lines] == ["agrees", "refused"]
    assert lines[0]["room"] == "PokerStars" and lines[0]["computed"] == [2490, 875, 3185]
