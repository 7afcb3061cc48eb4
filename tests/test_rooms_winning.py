"""Winning Poker Network text read by holdem.rooms.winning: the hands here are written for these
tests in the network's layout (invented names, cards and amounts)."""

from __future__ import annotations

import pytest

from holdem.rooms import check_text, detect_room

# Raises name the chips added: Bert's "raises (0.60)" from the big blind of 0.10 makes 0.70.
# A jackpot table: the summary's pot (1.30) is after the rake (0.07) and the jackpot drop (0.03).
WPN = """\
Game started at: 2024/3/1 20:00:00
Game ID: 700000001 0.05/0.10 Testtisch   (JP) (Hold'em)
Seat 3 is the button
Seat 1: Anna Maria (10).
Seat 2: Bert (8.50).
Seat 3: Carla (12).
Player Anna Maria has small blind (0.05)
Player Bert has big blind (0.10)
Player Anna Maria received a card.
Player Anna Maria received a card.
Player Bert received card: [Ah]
Player Bert received card: [Kh]
Player Carla received a card.
Player Carla received a card.
Player Carla raises (0.30)
Player Anna Maria folds
Player Bert raises (0.60)
Player Carla calls (0.40)
*** FLOP ***: [2h 7h 9c]
Player Bert bets (1)
Player Carla folds
Uncalled bet (1) returned to Bert
Player Bert mucks cards
------ Summary ------
Pot: 1.35. Rake 0.07
Board: [2h 7h 9c]
Player Anna Maria does not show cards.Bets: 0.05. Collects: 0. Loses: 0.05.
*Player Bert mucks (does not show cards). Bets: 0.70. Collects: 1.35. Wins: 0.65.
Player Carla does not show cards.Bets: 0.70. Collects: 0. Loses: 0.70.
Game ended at: 2024/3/1 20:01:00
"""


def test_wpn_is_detected_and_agrees_with_raises_as_chips_added():
    assert detect_room(WPN) == "Winning Poker Network"
    (verdict,) = list(check_text(WPN, "wpn.txt"))
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)
    hand = verdict.hand
    assert hand.names == ("Anna Maria", "Bert", "Carla")
    assert [a.kind for a in hand.record.actions][:3] == ["raise_by", "fold", "raise_by"]
    assert hand.record.extra_fees * 100 == 3  # the jackpot drop, from the room's own pot line
    assert any("X1" in note for note in verdict.notes)


def test_wpn_wrong_collect_differs():
    wrong = WPN.replace("Collects: 1.35", "Collects: 2.35")
    (verdict,) = list(check_text(wrong, "wpn.txt"))
    assert verdict.status == "differs" and any("Bert" in line for line in verdict.differences)


@pytest.mark.parametrize("line", ["Player  folds", "Player Zoe folds"])
def test_wpn_player_without_seat_is_refused(line):
    bad = WPN.replace("Player Anna Maria folds", line)
    (verdict,) = list(check_text(bad, "wpn.txt"))
    assert verdict.status == "refused" and verdict.key == "unknown_player"
