"""The chapters' text helpers (holdem.teach): the numbers they print come from the engine."""

from __future__ import annotations

import pytest

from holdem.blinds import BlindSchedule
from holdem.cards import Deck
from holdem.chips import STARTING_STACK
from holdem.hand import Action, play, start_hand
from holdem.rules import RuleSet
from holdem.table import Table
from holdem.teach.basics import best_hands_table, check_down, hand_use, phase_segments, player_limit_table
from holdem.teach.blinds import fixed_limit_blinds_table, money_table, options_text
from holdem.teach.button import draw_table, rotate, rotation_table
from holdem.teach.headsup import actions_by_round, comparison_table, normal_rule_order
from holdem.teach.text import text_table
from holdem.teach.tournament import chips_table, levels_at, standings


def test_text_table_aligns_columns() -> None:
    lines = text_table(["a", "bb"], [(1, 22), (333, 4)], right=[1]).splitlines()
    assert lines[0] == "a   | bb" and lines[2] == "1   | 22" and lines[3] == "333 |  4"


@pytest.mark.rule("G2")
def test_G2_limit_table_rows() -> None:
    rows = player_limit_table([0, 3]).splitlines()[2:]
    assert "23" in rows[0] and "= 51" in rows[0] and rows[0].endswith("1")
    assert "22" in rows[1] and "= 52" in rows[1] and rows[1].endswith("0")


@pytest.mark.rule("G4")
@pytest.mark.parametrize("hole,used", [("2d 3h", 0), ("Td 2c", 1), ("Ts Js", 2)],
                         ids=["G4-0", "G4-1", "G4-2"])
def test_G4_hole_cards_used(hole: str, used: int) -> None:
    assert hand_use(hole, "9c 8d 7h 6s 5c").hole_cards_used == used


@pytest.mark.rule("G4")
def test_G4_pair_on_the_board_with_equal_kicker_in_hand_plays_the_board() -> None:
    # Qd in hand and Qh on the board: the board alone gives the same value
    assert hand_use("Qd 2c", "As Ah Kd Kc Qh").hole_cards_used == 0


@pytest.mark.rule("G5")
def test_G5_same_ranks_different_suits_split() -> None:
    text = best_hands_table("9c 8d 7h 2s 2c", {"Anna": "Ts Js", "Ben": "Th Jh"})
    assert "Gleich gut: Anna und Ben" in text


@pytest.mark.rule("G8")
def test_G8_phases_in_order_and_cards_before_betting() -> None:
    hand = start_hand(RuleSet(), [100] * 4, button=3, deck=Deck.shuffled(11))
    titles = [title for title, _ in phase_segments(check_down(hand))]
    phases = [f"{p} – {s}" for p in ("Preflop", "Flop", "Turn", "River") for s in ("Karten", "Setzen")]
    assert titles == ["Blinds", *phases, "Showdown"]


@pytest.mark.rule("D2")
def test_D2_draw_table_orders_by_rank_then_suit() -> None:
    table = Table.with_players([100] * 3, names=["A", "B", "C"]).draw_for_button(Deck.from_text("Ks Ah Kc"))
    rows = draw_table(table).splitlines()[2:5]
    assert [r.split("|")[1].strip() for r in rows] == ["B", "A", "C"]


@pytest.mark.rule("D6")
def test_D6_dead_button_row_after_the_small_blind_leaves() -> None:
    table = Table.with_players([100] * 5, names=["A", "B", "C", "D", "E"], button=0)
    before = rotate(table, 2)
    after = rotate(before[-1].after.leave("C"), 1)
    assert "Sitz 3 (toter Button)" in rotation_table(after)


@pytest.mark.rule("B2")
def test_B2_fixed_limit_blinds_half_where_it_is_whole_chips_else_two_thirds() -> None:
    rows = [[cell.strip() for cell in row.split("|")] for row in fixed_limit_blinds_table().splitlines()[2:]]
    by_limit = {row[0]: row for row in rows}
    assert by_limit["10/20"][1:] == ["5", "5/10", "5/10", "5/10 (Hälfte)"]
    assert by_limit["3/6"][1:] == ["1", "1/3", "2/3", "2/3 (zwei Drittel)"]
    assert by_limit["15/30"][1:] == ["5", "5/15", "10/15", "10/15 (zwei Drittel)"]
    assert "7/15" not in fixed_limit_blinds_table()  # no room plays it (B2)
    assert "," not in fixed_limit_blinds_table([(5, 1)])  # never a small blind of 2,50


@pytest.mark.rule("B5")
def test_B5_options_text_for_the_big_blind_after_limps() -> None:
    hand = start_hand(RuleSet(), [100] * 4, button=3, deck=Deck.shuffled(5))
    state = play(hand, [Action.call(), Action.call(), Action.call()])[-1]
    text = options_text(state)
    assert text.startswith("Spieler 2 ist am Zug") and "checken" in text and "erhöhen auf 4 bis 100" in text


@pytest.mark.rule("B8")
def test_B8_money_table_shows_dead_money_apart_from_the_live_bet() -> None:
    table = Table.with_players([100] * 6, names=list("ABCDEF"), button=4)
    hands = rotate(table, 1)
    hands += rotate(hands[-1].after.sit_out("B"), 1)
    hands += rotate(hands[-1].after.sit_in("B"), 2)
    state = hands[3].setup.start(RuleSet(), deck=Deck.shuffled(6))
    row = next(line for line in money_table(state).splitlines() if line.startswith("B "))
    assert [c.strip() for c in row.split("|")] == ["B", "97", "2", "1", "3"]
    assert money_table(state).endswith("Pot: 6 Chips.")


@pytest.mark.rule("H3")
def test_H3_without_the_rule_one_player_acts_first_everywhere() -> None:
    order = normal_rule_order(0)
    assert order.first_preflop == order.first_postflop == 1
    assert "Ohne die Regel handelte B in allen vier Runden zuerst (H3)." in comparison_table(0, ["A", "B"])


@pytest.mark.rule("H2")
def test_H2_first_actor_per_round_from_a_played_hand() -> None:
    hand = start_hand(RuleSet(), [100, 100], button=0, deck=Deck.shuffled(3))
    steps = [Action.call(), Action.check(), Action.check(), Action.check(), Action.check(), Action.check(),
             Action.check(), Action.check()]
    rounds = actions_by_round(play(hand, steps))
    assert [r[0][0] for r in rounds] == [0, 1, 1, 1]


@pytest.mark.rule("G6")
def test_G6_chips_table_total() -> None:
    assert chips_table(STARTING_STACK).endswith("Zusammen: 25 Chips im Wert von 4000.")


@pytest.mark.rule("B12")
def test_B12_levels_at_minutes() -> None:
    plan = BlindSchedule.every(15, [(25, 50), (50, 100), (75, 150)])
    rows = levels_at(plan, [14, 15, 99], stack=3000).splitlines()[2:]
    assert [r.split("|")[1].strip() for r in rows] == ["1", "2", "3"]
    assert rows[0].split("|")[-1].strip() == "60" and rows[2].split("|")[-1].strip() == "20"


@pytest.mark.rule("A8")
def test_A8_standings_lists_who_went_out() -> None:
    from holdem.table import GameKind
    table = Table.with_players([100, 100, 100], names=["A", "B", "C"], button=2, kind=GameKind.TOURNAMENT)
    setup = table.next_hand()
    after = setup.table.after_hand([0, 200, 100])
    assert "Ausgeschieden: A." in standings(after)


@pytest.mark.rule("B12")
def test_B12_schedule_widget_one_page_per_level() -> None:
    from holdem.widgets.tournament import schedule_widget
    plan = BlindSchedule.every(15, [(25, 50), (50, 100), (75, 150)])
    stepper = schedule_widget(plan, stack=3000)
    assert stepper.labels == ("ab Minute 0", "ab Minute 15", "ab Minute 30")
    stepper.control.value = 2
    text = stepper.shown_text()
    # The level table as HTML (holdem/text_html.py): a row with 75 and 150 in their own cells.
    assert "<td class='holdem-num'>75</td><td class='holdem-num'>150</td>" in text and "20" in text
