"""Presentation helpers of the all-in, showdown, split-pot and Sonstiges chapters: a hand from a
script (play_script) and the pot tables. Expected numbers are worked out by hand in the comments."""

from __future__ import annotations

import pytest

from holdem.hand import start_hand
from holdem.rules import RuleSet
from holdem.table import Table
from holdem.teach.pots import award_table, pots_table, stacks_table, street_pots_text
from holdem.teach.script import ScriptError, events_text, play_script
from holdem.teach.session import play_session, session_table

HOLES = ["As Ah", "Kd Qd", "Qc Qh", "8c 8d"]
BOARD = "2c 7d 9h Js Kc"


@pytest.fixture(scope="module")
def hand():
    return play_script(start_hand(RuleSet(), [20, 50, 100, 150], button=3), HOLES, BOARD, "r100 c c c")


@pytest.mark.rule("A4")
def test_A4_three_layers_by_hand(hand) -> None:
    # 4 x 20 = 80, 3 x 30 = 90, 2 x 50 = 100
    table = pots_table(hand[-1].result.layout)
    assert "Hauptpot   |    80 |    20 | Spieler 1, 2, 3 und 4" in table
    assert "Side Pot 2 |   100 |   100 | Spieler 3 und 4" in table


@pytest.mark.rule("A6")
def test_A6_each_pot_to_its_best_eligible_hand(hand) -> None:
    assert hand[-1].final_stacks == (80, 90, 100, 50)
    table = award_table(hand[-1].result)
    assert "Side Pot 1 |    90 | Spieler 2 | Spieler 2 90  | Spieler 2, 3 und 4" in table
    # The winners right after the pot, who could have won it last (a phone scrolls the last columns).
    assert table.splitlines()[0].split("|")[2].strip() == "Gewinner"
    assert stacks_table(hand).endswith("Summe vorher 320, nachher 320")


@pytest.mark.rule("A1")
def test_A1_no_betting_after_everyone_is_all_in(hand) -> None:
    text = events_text(hand, rules=["A1"])
    # The first run-out gives the reason, the next streets say "again" in a short sentence.
    assert text.count("Keine Wettrunde") == 1 and text.count("höchstens ein Spieler hat noch Chips") == 1
    assert "Auch auf dem Turn gibt es keine Wettrunde (A1)." in text
    assert "Auch auf dem River gibt es keine Wettrunde (A1)." in text
    assert all(s.to_act is None for s in hand if s.board)


@pytest.mark.rule("A9")
def test_A9_checked_down_keeps_one_pot_a_bet_opens_a_side_pot() -> None:
    start = start_hand(RuleSet(), [30, 100, 100], button=0)
    quiet = street_pots_text(play_script(start, HOLES[:3], BOARD, "allin c c x x x x x x"))
    assert quiet.count("Hauptpot 90 (Spieler 1, 2 und 3)") == 4 and "Side Pot" not in quiet
    loud = street_pots_text(play_script(start, HOLES[:3], BOARD, "allin c c b20 c x x x x"))
    assert "nach Flop: Hauptpot 90 (Spieler 1, 2 und 3); Side Pot 1 40 (Spieler 2 und 3)" in loud


@pytest.mark.rule("A7")
def test_A7_uncalled_part_goes_back_in_a_scripted_hand() -> None:
    duel = play_script(start_hand(RuleSet(), [110, 40], button=0), HOLES[:2], BOARD, "r10 c x b80 c")
    assert "50 Chips von Spieler 1 hat niemand gezahlt" in events_text(duel, rules=["A7"])
    assert duel[-1].final_stacks == (150, 0)


@pytest.mark.parametrize("actions, key", [("r100 c c", "too_few_actions"), ("r100 c c c c", "too_many_actions"),
                                          ("r100 c q c", "bad_word")], ids=["few", "many", "word"])
def test_bad_scripts_raise_a_german_script_error(actions, key) -> None:
    with pytest.raises(ScriptError) as err:
        play_script(start_hand(RuleSet(), [20, 50, 100, 150], button=3), HOLES, BOARD, actions)
    assert err.value.key == key
    assert "Erlaubt" in err.value.message or "reichen nicht" in err.value.message or "übrig" in err.value.message


@pytest.mark.rule("X3")
def test_X3_session_rows_are_hands_and_chips_stay() -> None:
    played = play_session(Table.with_players([100] * 4, button=0), 3, seed=7)
    text = session_table(played)
    assert [line.split("|")[0].strip() for line in text.splitlines()[2:5]] == ["1", "2", "3"]
    assert text.endswith("(zusammen 400)")
    assert [p.setup.button for p in played] == [0, 1, 2]  # D3: the button moves on


@pytest.mark.rule("W10")
@pytest.mark.rule("L1")
def test_W10_L1_a_preflop_raise_and_a_flop_bet_of_one_player_stay_two_sentences() -> None:
    """Filtered to raises and bets, Fiona's preflop raise and her flop bet stand next to each other;
    they happened on different streets, with other actions between them: never one sentence."""
    from holdem.cards import parse_cards
    from holdem.hand import DealBoard, DealHole
    from holdem.teach.wholehand import play_words

    start = start_hand(RuleSet(), [100] * 3, button=0, names=["Fiona", "Gina", "Hugo"])
    for player, cards in enumerate(["Ah Kd", "7c 7d", "Qs Jc"]):
        start = start.apply(DealHole(player, parse_cards(cards)))
    hand = [start, *play_words(start, "r6 c c")]
    hand.append(hand[-1].apply(DealBoard(parse_cards("2c 7h 9d"))))
    hand += play_words(hand[-1], "x x b8")
    text = events_text(hand, kinds=["raise", "bet"])
    assert text.splitlines() == ["Fiona erhöht um 4 auf 6 (L1).", "Fiona setzt 8 Chips (W10)."]
    # Right after one another, one player's two events still share a line (the name said once).
    assert events_text(hand[-4:], kinds=["check"]) == "Gina checkt: es ist nichts zu bezahlen (W2).\nHugo checkt: es ist nichts zu bezahlen (W2)."
