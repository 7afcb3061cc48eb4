"""Main and side pots, uncalled bets, split pots, odd chips and rake (A2–A7, P1–P3, X1, W7, W8).

Expected numbers in the worked examples are computed by hand in the comments next to them.
The property tests compare against a second, deliberately different computation: the pot is cut
into one-chip layers, and layer t holds the t-th chip of everyone who put in at least t chips.
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from holdem.errors import HoldemError, PotError
from holdem.pots import OddChip, Pot, PotLayout, award_pots, build_pots, settle
from holdem.rake import Rake, RakeError, RakeSplit, spread_rake


def pots_of(layout: PotLayout) -> list[tuple[int, set[int]]]:
    return [(p.amount, set(p.eligible)) for p in layout.pots]


# --------------------------------------------------------------------------- A2, A3, A7: the classic


@pytest.mark.rule("A3")
def test_A3_A7_three_all_ins_100_300_500():
    # Seat 2's last 200 chips were matched by nobody -> back to him (A7).
    # Main pot: 100 from each of the three = 300, all may win it.
    # Side pot: 200 more from seat 1 and seat 2 = 400, only they may win it.
    layout = build_pots([100, 300, 500])
    assert layout.returned == {2: 200}
    assert pots_of(layout) == [(300, {0, 1, 2}), (400, {1, 2})]
    assert [p.name for p in layout.pots] == ["Hauptpot", "Side Pot 1"]
    assert [p.level for p in layout.pots] == [100, 300]


@pytest.mark.rule("A2")
def test_A2_all_in_player_wins_at_most_his_own_stake_from_each_opponent():
    # Seat 0 all-in for 100 holds the best hand against two callers of 300:
    # he wins 100 from each opponent + his own 100 = 300; the 400 side pot goes to seat 1.
    award = settle([100, 300, 300], (), {0: 9, 1: 5, 2: 1}, button=2)
    assert award.payouts == {0: 300, 1: 400, 2: 0}
    assert award.payouts[0] - 100 <= 2 * 100  # won from opponents <= 100 each


@pytest.mark.rule("A7")
def test_A7_uncalled_bet_goes_back_and_is_not_a_pot():
    # Heads-up: seat 1 shoves 1000, seat 0 calls all-in for 400 -> 600 back, one pot of 800.
    layout = build_pots([400, 1000])
    assert layout.returned == {1: 600}
    assert pots_of(layout) == [(800, {0, 1})]


@pytest.mark.rule("A7")
def test_A7_nothing_returned_when_two_players_share_the_top_amount():
    layout = build_pots([100, 500, 500])
    assert layout.returned == {}
    assert pots_of(layout) == [(300, {0, 1, 2}), (800, {1, 2})]


@pytest.mark.rule("A7")
def test_A7_only_the_excess_over_the_second_largest_goes_back():
    # 700 vs 650 vs 100: 50 back to seat 0; main 3x100 = 300; side 2x550 = 1100.
    layout = build_pots([700, 650, 100])
    assert layout.returned == {0: 50}
    assert pots_of(layout) == [(300, {0, 1, 2}), (1100, {0, 1})]


# --------------------------------------------------------------------------- A4: several all-ins


@pytest.mark.rule("A4")
def test_A4_four_players_three_different_all_ins():
    # 50 / 100 / 200 / 200:
    #   main   4 x 50        = 200, seats 0-3
    #   side 1 3 x (100-50)  = 150, seats 1-3
    #   side 2 2 x (200-100) = 200, seats 2-3
    layout = build_pots([50, 100, 200, 200])
    assert pots_of(layout) == [(200, {0, 1, 2, 3}), (150, {1, 2, 3}), (200, {2, 3})]
    assert [p.name for p in layout.pots] == ["Hauptpot", "Side Pot 1", "Side Pot 2"]


@pytest.mark.rule("A4")
def test_A4_kth_smallest_all_in_wins_main_and_side_pots_before_his_own():
    # Best hands in the order of the all-ins: seat 0 (smallest) > seat 1 > seat 2 > seat 3.
    # Seat 0 takes only the main pot 200, seat 1 takes side pot 1 (150), seat 2 side pot 2 (200).
    award = settle([50, 100, 200, 200], (), {0: 4, 1: 3, 2: 2, 3: 1}, button=3)
    assert award.payouts == {0: 200, 1: 150, 2: 200, 3: 0}
    assert [a.winners for a in award.awards] == [(0,), (1,), (2,)]


@pytest.mark.rule("A4")
def test_A4_explanation_names_what_each_all_in_can_win():
    text = " ".join(build_pots([50, 100, 200, 200]).explain())
    # people count from one in the texts: seat 0 is "Spieler 1"
    # Every all-in is named, the largest one too (seat 2, with seat 3 who matched it).
    assert ("Gewinnen können: Spieler 1 nur den Hauptpot, Spieler 2 den Hauptpot und "
            "Side Pot 1, Spieler 3 und 4 alle drei Pots (A4).") in text
    text = " ".join(build_pots([20, 50, 100, 150, 150], folded=[4]).explain())
    assert ("Gewinnen können: Spieler 1 nur den Hauptpot, Spieler 2 den Hauptpot und Side Pot 1, "
            "Spieler 3 den Hauptpot und die Side Pots 1 und 2, Spieler 4 alle vier Pots (A4).") in text


# --------------------------------------------------------------------------- A5, A6


@pytest.mark.rule("A5")
@pytest.mark.parametrize("contributions, pot", [([200, 200, 200], 600), ([200, 200, 500], 600)],
                         ids=["A5-everyone-called", "A5-overbet-returned"])
def test_A5_no_side_pot_if_nobody_put_in_more_than_the_all_in(contributions, pot):
    layout = build_pots(contributions)
    assert pots_of(layout) == [(pot, {0, 1, 2})]
    assert any("(A5)" in line for line in layout.explain())


@pytest.mark.rule("A6")
def test_A6_all_in_player_best_takes_main_side_pot_to_best_of_the_others():
    # main 3x100 = 300 -> seat 0; side 2x200 = 400 -> seat 2 (better than seat 1).
    award = settle([100, 300, 300], (), {0: 10, 1: 2, 2: 7}, button=0)
    assert award.payouts == {0: 300, 1: 0, 2: 400}


@pytest.mark.rule("A6")
def test_A6_all_in_player_beaten_best_other_takes_both_pots():
    award = settle([100, 300, 300], (), {0: 5, 1: 8, 2: 7}, button=0)
    assert award.payouts == {0: 0, 1: 700, 2: 0}


# --------------------------------------------------------------------------- W7, W8


@pytest.mark.rule("W8")
def test_W8_folded_chips_stay_in_the_pot_but_folder_cannot_win():
    # seat 0 folded after 50; seats 1 and 2 put in 100 each: one pot of 250 for seats 1 and 2.
    layout = build_pots([50, 100, 100], folded=[0])
    assert pots_of(layout) == [(250, {1, 2})]
    assert layout.pots[0].contributors == {0, 1, 2}
    assert any("(W8)" in line for line in layout.explain())
    assert settle([50, 100, 100], [0], {1: 3, 2: 1}, button=0).payouts == {0: 0, 1: 250, 2: 0}
    # A strength for a seat that folded is a mistake of the caller, not something to ignore.
    with pytest.raises(PotError) as info:
        settle([50, 100, 100], [0], {0: 99, 1: 3, 2: 1}, button=0)
    assert info.value.key == "strength_for_folded" and "ausgestiegen" in info.value.message


@pytest.mark.rule("W8")
def test_W8_folded_player_above_an_all_in_feeds_main_and_side_pot():
    # seat 0 all-in 100, seat 1 put in 200 and folded, seat 2 put in 300.
    # A7: 300 - 200 = 100 back to seat 2.  Main: 100 x 3 = 300 (seats 0, 2).
    # Side 1: 100 from seat 1 + 100 from seat 2 = 200, only seat 2 is left for it.
    layout = build_pots([100, 200, 300], folded=[1])
    assert layout.returned == {2: 100}
    assert pots_of(layout) == [(300, {0, 2}), (200, {2})]
    award = award_pots(layout, {0: 5, 2: 1}, button=0, n_seats=3)
    assert award.payouts == {0: 300, 1: 0, 2: 300}


@pytest.mark.rule("W7")
def test_W7_last_player_wins_without_a_showdown():
    # seat 1 bet 20, seat 0 had put 10 and seat 2 had put 5, both folded.
    # A7: 20 - 10 = 10 back; pot 10 + 10 + 5 = 25 to seat 1; total 35.
    award = settle([10, 20, 5], [0, 2], {}, button=2)
    assert award.payouts == {0: 0, 1: 35, 2: 0}
    assert "(W7)" in award.awards[0].text


def test_dead_money_goes_to_the_main_pot_and_is_never_returned():
    # Seat 0 posted a 10 big blind plus 5 dead small blind (B9), then folded; seat 1 has 10 in.
    layout = build_pots([15, 10], folded=[0], dead=[5, 0])
    assert layout.returned == {}
    assert pots_of(layout) == [(25, {1})]
    # without marking the 5 as dead it would count as an uncalled bet and go back (A7)
    assert build_pots([15, 10], folded=[0]).returned == {0: 5}


# --------------------------------------------------------------------------- P1, P2, P3


@pytest.mark.rule("P1")
def test_P1_equal_hands_share_in_equal_parts():
    award = settle([100, 100, 100], (), {0: 7, 1: 7, 2: 7}, button=0)
    assert award.payouts == {0: 100, 1: 100, 2: 100}
    award = settle([100, 100, 100], (), {0: 7, 1: 3, 2: 7}, button=0)
    assert award.payouts == {0: 150, 1: 0, 2: 150}
    assert award.awards[0].odd_chips == {}


@pytest.mark.rule("P2")
@pytest.mark.parametrize("button, odd_to", [(0, 1), (1, 2), (2, 1)],
                         ids=["P2-button0-seat1", "P2-button1-seat2", "P2-button2-wraps-to-seat1"])
def test_P2_odd_chip_to_first_winner_left_of_button(button, odd_to):
    # seat 0 folded after 1 chip, seats 1 and 2 tie on 10 + 10 + 1 = 21: 10 each + 1 odd chip.
    # Clockwise from the button: button 0 -> 1, 2 (seat 1);  button 1 -> 2, 0, 1 (seat 2);
    # button 2 -> 0 (folded), 1 (seat 1).
    award = settle([1, 10, 10], [0], {1: 4, 2: 4}, button=button)
    assert award.awards[0].odd_chips == {odd_to: 1}
    assert award.payouts[odd_to] == 11 and award.payouts[3 - odd_to] == 10


@pytest.mark.rule("P2")
@pytest.mark.parametrize("button, odd_to", [(4, 1), (2, 3), (3, 1), (0, 1), (1, 3)],
                         ids=["P2-wrap-from-4", "P2-from-2", "P2-button-on-winner", "P2-from-0",
                              "P2-button-on-other-winner"])
def test_P2_odd_chip_six_seats_wrapping_round_the_table(button, odd_to):
    # Six seats; seats 1 and 3 tie. Seats 0, 2, 4, 5 folded after 1, 0, 0, 0 chips.
    # Pot 1 + 50 + 50 = 101 -> 50 each + 1.
    # button 4: clockwise 5, 0, 1 -> seat 1.   button 2: 3 -> seat 3.
    # button 3: 4, 5, 0, 1 -> seat 1 (the button's own seat comes last).
    # button 0: 1 -> seat 1.   button 1: 2, 3 -> seat 3.
    award = settle([1, 50, 0, 50, 0, 0], [0, 2, 4, 5], {1: 2, 3: 2}, button=button)
    assert award.awards[0].odd_chips == {odd_to: 1}
    assert award.payouts[odd_to] == 51
    assert "(P2)" in award.awards[0].text


@pytest.mark.rule("P2")
def test_P2_two_odd_chips_go_to_the_first_two_winners_clockwise():
    # 3 winners share 2 + 100 x 3 = 302: 100 each + 2 odd chips; button 2 -> order 3, 0, 1.
    award = settle([2, 100, 100, 100], [0], {1: 1, 2: 1, 3: 1}, button=2)
    assert award.awards[0].odd_chips == {3: 1, 1: 1}
    assert award.payouts == {0: 0, 1: 101, 2: 100, 3: 101}
    assert award.awards[0].winners == (3, 1, 2)


@pytest.mark.rule("P2")
def test_P2_variant_carry_leaves_the_odd_chip_for_the_next_hand():
    award = settle([1, 10, 10], [0], {1: 4, 2: 4}, button=0, odd_chip=OddChip.CARRY)
    assert award.payouts == {0: 0, 1: 10, 2: 10}
    assert award.carried == 1 and award.awards[0].carried == 1
    assert any("nächste Hand" in line and "P2" in line for line in award.explain())


@pytest.mark.rule("P3")
def test_P3_main_and_side_pot_are_split_separately():
    # main 300: seats 0 and 1 tie -> 150 each; side 400: seat 1 beats seat 2 -> 400 to seat 1.
    award = settle([100, 300, 300], (), {0: 9, 1: 9, 2: 3}, button=0)
    assert award.payouts == {0: 150, 1: 550, 2: 0}
    # main 300 -> seat 0 alone; side 400: seats 1 and 2 tie -> 200 each.
    award = settle([100, 300, 300], (), {0: 9, 1: 5, 2: 5}, button=0)
    assert award.payouts == {0: 300, 1: 200, 2: 200}


@pytest.mark.rule("P3")
def test_P3_odd_chips_are_settled_pot_by_pot():
    # seat 0 folded after 1, seat 4 folded after 101; seat 1 all-in 100, seats 2 and 3 put in 151.
    # Main (level 100): 1 + 100 + 100 + 100 + 100 = 401, seats 1-3 tie: 133 each, 2 odd chips.
    # Side 1 (level 151): 51 + 51 + 1 (rest of seat 4) = 103, seats 2-3 tie: 51 each, 1 odd chip.
    # Button 0 -> clockwise 1, 2, 3: main odd chips to 1 and 2, side odd chip to 2.
    award = settle([1, 100, 151, 151, 101], [0, 4], {1: 6, 2: 6, 3: 6}, button=0)
    assert [a.pot.amount for a in award.awards] == [401, 103]
    assert award.awards[0].odd_chips == {1: 1, 2: 1}
    assert award.awards[1].odd_chips == {2: 1}
    assert award.payouts == {0: 0, 1: 134, 2: 186, 3: 184, 4: 0}
    assert "(P3)" in award.awards[1].text


# --------------------------------------------------------------------------- X1: rake


@pytest.mark.rule("X1")
@pytest.mark.parametrize("rake, pot, expected", [
    (Rake(10, None, 0), 250, 25),            # 10 % of 250
    (Rake(5, None, 0), 39, 1),               # 1.95 rounded down
    (Rake(5, 3, 0), 250, 3),                 # 12.5 -> 12, capped at 3
    (Rake(10, 100, 20), 19, 0),              # below the minimum pot: no rake
    (Rake(10, 100, 20), 20, 2),              # exactly the minimum pot: raked
    (Rake(Fraction(9, 2), None, 0), 1000, 45),  # 4.5 %
    (Rake(0, None, 0), 1000, 0),
], ids=["X1-percent", "X1-floor", "X1-cap", "X1-below-min-pot", "X1-at-min-pot", "X1-fraction",
        "X1-zero"])
def test_X1_rake_amount(rake, pot, expected):
    assert rake.amount(pot) == expected


@pytest.mark.rule("X1")
def test_X1_rake_comes_out_of_the_pot_before_the_winner_is_paid():
    # 100/300/300: pot 700, 10 % = 70; variant main pot first (N6): all from the main pot
    # (300 -> 230) to seat 0; side 400 to seat 1. The default split: tests/test_rake_side_pots.py.
    award = settle([100, 300, 300], (), {0: 9, 1: 5, 2: 1}, button=0,
                   rake=Rake(10, None, 0, RakeSplit.MAIN_POT_FIRST))
    assert award.rake == 70
    assert award.payouts == {0: 230, 1: 400, 2: 0}
    assert [a.rake for a in award.awards] == [70, 0]
    assert any("(X1)" in line for line in award.explain())


@pytest.mark.rule("X1")
def test_X1_rake_larger_than_main_pot_continues_into_side_pot():
    # 10/100/100: main 30, side 180; 50 % of 210 = 105 -> variant main pot first (N6): 30 from
    # main, 75 from side.
    award = settle([10, 100, 100], (), {0: 1, 1: 9, 2: 5}, button=0,
                   rake=Rake(50, None, 0, RakeSplit.MAIN_POT_FIRST))
    assert [a.rake for a in award.awards] == [30, 75]
    assert award.payouts == {0: 0, 1: 105, 2: 0}
    assert spread_rake([30, 180], 105, RakeSplit.MAIN_POT_FIRST) == [30, 75]


@pytest.mark.rule("X1")
def test_X1_rake_is_taken_before_splitting_and_odd_chips():
    # pot 250 (seat 0 folded after 50), rake 5 % = 12 capped at 3 -> 247: 123 each + 1 odd chip
    # to seat 1 (button 2 -> clockwise 0, 1).
    award = settle([50, 100, 101], [0], {1: 4, 2: 4}, button=2, rake=Rake(5, 3, 20))
    assert award.payouts == {0: 0, 1: 124, 2: 124}  # seat 2: 123 + 1 returned (A7)
    assert award.rake == 3


@pytest.mark.rule("X1")
@pytest.mark.parametrize("kwargs", [dict(percent=5.0, cap=3), dict(percent=101, cap=3),
                                    dict(percent=-1, cap=3), dict(percent=5, cap=-1),
                                    dict(percent=5, cap=2.5), dict(percent=5, cap=3, min_pot=-5)],
                         ids=["X1-float", "X1-over-100", "X1-negative", "X1-negative-cap",
                              "X1-float-cap", "X1-negative-min"])
def test_X1_bad_rake_settings_are_refused(kwargs):
    with pytest.raises(RakeError) as info:
        Rake(**kwargs)
    assert info.value.key == "bad_rake" and "Erlaubt" in info.value.message
    assert isinstance(info.value, PotError)


# --------------------------------------------------------------------------- explanations


def test_explanations_are_german_and_name_their_rules():
    layout = build_pots([100, 300, 500])
    lines = layout.explain()
    assert lines[0] == ("Spieler 3 bekommt 200 Chips zurück: Bei diesem Teil des Einsatzes "
                        "ist niemand mitgegangen (A7).")
    assert lines[1].startswith("Hauptpot: 300 Chips, spielberechtigt Spieler 1, 2 und 3")
    assert "(A2)" in lines[1]
    assert lines[2].startswith("Side Pot 1: 400 Chips, spielberechtigt Spieler 2 und 3")
    assert "(A3)" in lines[2]
    award = award_pots(layout, {0: 1, 1: 5, 2: 5}, button=0, n_seats=3)
    text = award.explain()
    assert any("(P1)" in t for t in text) and any("(P3)" in t for t in text)
    assert text[-1] == ("Auszahlung: Spieler 2 erhält 350 Chips, Spieler 3 erhält 550 Chips.")


def test_explanations_use_the_players_names_when_given():
    award = settle([100, 300, 500], (), {0: 1, 1: 1, 2: 0}, button=0, names=["Anna", "Ben", "Clara"])
    lines = award.layout.explain(award.names) + award.explain()
    assert "Side Pot 1: 400 Chips, spielberechtigt Ben und Clara: Nur sie haben mehr als 100 Chips " \
           "eingezahlt (A3)." in lines
    assert lines[-1] == "Auszahlung: Anna erhält 150 Chips, Ben erhält 550 Chips, Clara erhält 200 Chips."
    with pytest.raises(PotError) as info:
        settle([100, 300], (), {0: 1, 1: 1}, button=0, names=["Anna"])
    assert info.value.key == "bad_names"


# --------------------------------------------------------------------------- errors


@pytest.mark.parametrize("contributions, key", [
    ([100, -5], "bad_contribution"), ([100, 50.0], "bad_contribution"), ([100, "50"], "bad_contribution"),
    ([100, True], "bad_contribution"), ([100], "bad_contribution"), ("100,200", "bad_contribution"),
], ids=["negative", "float", "text", "bool", "one-seat", "string"])
def test_bad_contributions_are_refused(contributions, key):
    with pytest.raises(PotError) as info:
        build_pots(contributions)
    assert info.value.key == key and "Erlaubt" in info.value.message


def test_bad_folds_and_everyone_folded_are_refused_and_input_is_unchanged():
    contributions = [10, 20, 30]
    with pytest.raises(PotError) as info:
        build_pots(contributions, folded=[3])
    assert info.value.key == "bad_seat" and "0 bis 2" in info.value.message
    with pytest.raises(PotError) as info:
        build_pots(contributions, folded=[0, 1, 2])
    assert info.value.key == "everyone_folded" and "ausgestiegen" in info.value.message
    assert contributions == [10, 20, 30]


def test_missing_strength_for_a_contender_is_refused():
    layout = build_pots([100, 300, 300])
    with pytest.raises(PotError) as info:
        award_pots(layout, {0: 1, 1: 2}, button=0, n_seats=3)
    assert info.value.key == "missing_strength" and "Für Spieler 3 fehlt" in info.value.message


@pytest.mark.parametrize("strengths, button, n_seats, key", [
    ({0: 1, 1: 2, 2: 1.5}, 0, 3, "bad_strength"),
    ({0: 1, 1: 2, 7: 1}, 0, 3, "bad_seat"),
    ({0: 1, 1: 2, 2: 3}, 3, 3, "bad_button"),
    ({0: 1, 1: 2, 2: 3}, 0, 4, "bad_seat"),
], ids=["float-strength", "strength-unknown-seat", "button-off-table", "wrong-table-size"])
def test_bad_award_input_is_refused(strengths, button, n_seats, key):
    layout = build_pots([100, 300, 300])
    with pytest.raises(PotError) as info:
        award_pots(layout, strengths, button=button, n_seats=n_seats)
    assert info.value.key == key and "Erlaubt" in info.value.message


def test_errors_are_holdem_errors():
    assert issubclass(PotError, HoldemError) and issubclass(RakeError, HoldemError)


def test_hand_built_layout_without_eligible_player_is_refused():
    layout = PotLayout((Pot(10, frozenset(), frozenset({0}), "Hauptpot"),), {})
    with pytest.raises(PotError):
        award_pots(layout, {}, button=0, n_seats=2)


# --------------------------------------------------------------------------- properties


@st.composite
def hands(draw):
    n = draw(st.integers(2, 9))
    # few distinct amounts, so that ties and equal all-ins are common
    amount = st.one_of(st.sampled_from([0, 1, 5, 10, 25, 50, 100]), st.integers(0, 300))
    contributions = draw(st.lists(amount, min_size=n, max_size=n))
    folded = draw(st.sets(st.integers(0, n - 1), max_size=n - 1))
    live = [s for s in range(n) if s not in folded]
    strengths = {s: draw(st.integers(0, 3)) for s in live}
    button = draw(st.integers(0, n - 1))
    odd = draw(st.sampled_from(list(OddChip)))
    rake = draw(st.none() | st.builds(Rake, st.integers(0, 20), st.none() | st.integers(0, 50),
                                      st.integers(0, 200)))
    return contributions, folded, strengths, button, odd, rake


def after_uncalled(contributions):
    """Contributions after the uncalled part of the single largest one is taken back (A7)."""
    c = list(contributions)
    ranked = sorted(range(len(c)), key=lambda s: c[s], reverse=True)
    c[ranked[0]] = min(c[ranked[0]], c[ranked[1]])
    return c


def layer_oracle(contributions, folded):
    """Pots from one-chip layers, grouped by who may win them; layers nobody may win join the last."""
    c = after_uncalled(contributions)
    groups: list[list] = []
    for t in range(1, max(c) + 1):
        chips = sum(1 for x in c if x >= t)
        eligible = {s for s in range(len(c)) if s not in folded and c[s] >= t}
        if not eligible and groups:
            groups[-1][0] += chips
        elif groups and groups[-1][1] == eligible:
            groups[-1][0] += chips
        else:
            groups.append([chips, eligible])
    if groups and not groups[0][1]:  # only possible when every player in the hand put in 0
        groups[0][1] = {s for s in range(len(c)) if s not in folded}
    return [(a, e) for a, e in groups]


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands())
def test_A3_A4_A5_properties_of_the_layout(hand):
    contributions, folded, _, _, _, _ = hand
    layout = build_pots(contributions, folded)
    c = after_uncalled(contributions)
    # A7: what is returned plus what is in the pots is exactly what was put in
    assert layout.total + sum(layout.returned.values()) == sum(contributions)
    assert all(v > 0 for v in layout.returned.values()) and len(layout.returned) <= 1
    # same pots as the layer-by-layer computation (A3, A5: identical eligible sets are one pot)
    assert pots_of(layout) == layer_oracle(contributions, folded)
    names = (["Hauptpot"] + [f"Side Pot {k}" for k in range(1, len(layout.pots))])[:len(layout.pots)]
    assert [p.name for p in layout.pots] == names
    for pot in layout.pots:
        if pot.level > 0:  # eligible = players in the hand who covered this pot's level
            assert pot.eligible == {s for s in range(len(c)) if s not in folded and c[s] >= pot.level}
        assert not pot.eligible & set(folded)
    # A4: pots ordered main -> side, each side pot's players are eligible for every earlier pot
    for earlier, later in zip(layout.pots, layout.pots[1:]):
        assert later.eligible < earlier.eligible and later.level > earlier.level


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands())
def test_P1_P2_X1_properties_of_the_award(hand):
    contributions, folded, strengths, button, odd, rake = hand
    n = len(contributions)
    before = list(contributions)
    award = settle(contributions, folded, strengths, button=button, odd_chip=odd, rake=rake)
    assert contributions == before
    # no chip created or lost
    assert sum(award.payouts.values()) + award.carried + award.rake == sum(contributions)
    assert set(award.payouts) == set(range(n)) and all(v >= 0 for v in award.payouts.values())
    assert all(award.payouts[s] == 0 for s in folded if s not in award.layout.returned)
    total = award.layout.total
    if rake is None:
        assert award.rake == 0
    else:  # X1
        expected = 0 if total < rake.min_pot else total * rake.percent // 100
        assert award.rake == (expected if rake.cap is None else min(expected, rake.cap))
    clockwise = [(button + 1 + k) % n for k in range(n)]
    for pa in award.awards:
        pool = pa.pot.amount - pa.rake
        assert sum(pa.shares.values()) + pa.carried == pool
        if len(pa.pot.eligible) > 1:  # A6, P1: the best eligible hands win, in equal parts
            best = max(strengths[s] for s in pa.pot.eligible)
            assert set(pa.winners) == {s for s in pa.pot.eligible if strengths[s] == best}
        shares = [pa.shares[s] for s in pa.winners]
        assert max(shares) - min(shares) <= (1 if odd is OddChip.LEFT_OF_BUTTON else 0)
        assert pa.carried < len(pa.winners)
        if odd is OddChip.LEFT_OF_BUTTON:  # P2: extra chips to the first winners clockwise
            ordered = [s for s in clockwise if s in pa.winners]
            assert [pa.shares[s] for s in ordered] == sorted(shares, reverse=True)
        else:
            assert pa.odd_chips == {}


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands())
def test_A2_nobody_wins_more_from_an_opponent_than_he_put_in(hand):
    contributions, folded, strengths, button, _, _ = hand
    c = after_uncalled(contributions)
    live_top = max((c[s] for s in range(len(c)) if s not in folded), default=0)
    assume(all(c[s] <= live_top for s in folded))  # no folded chips above every live player
    award = settle(contributions, folded, strengths, button=button)
    for seat, paid in award.payouts.items():
        won = paid - award.layout.returned.get(seat, 0)
        assert won <= sum(min(c[seat], x) for x in c)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hands())
def test_A6_without_ties_each_chip_layer_goes_to_the_best_hand_that_reached_it(hand):
    contributions, folded, strengths, button, _, _ = hand
    live = [s for s in range(len(contributions)) if s not in folded]
    strengths = {s: 10 * i for i, s in enumerate(live)}  # all different: no split
    c = after_uncalled(contributions)
    live_top = max(c[s] for s in live)
    assume(all(c[s] <= live_top for s in folded))
    expected = {s: 0 for s in range(len(c))}
    for seat, chips in build_pots(contributions, folded).returned.items():
        expected[seat] += chips
    for t in range(1, max(c) + 1):
        reached = [s for s in live if c[s] >= t]
        if reached:
            expected[max(reached, key=strengths.get)] += sum(1 for x in c if x >= t)
    if live_top == 0:  # nobody in the hand put in anything: the chips go to the best of them
        expected[max(live, key=strengths.get)] += sum(c)
    assert settle(contributions, folded, strengths, button=button).payouts == expected


# --------------------------------------------------------------------------- pokerkit as an oracle


@pytest.mark.rule("A4")
@pytest.mark.parametrize("seed", range(4), ids=[f"A4-pokerkit-seed{s}" for s in range(4)])
def test_A4_W8_pots_agree_with_pokerkit_for_preflop_shoves_and_folds(seed):
    """Random tables where everyone shoves or folds preflop: same pots as pokerkit.

    pokerkit's player index j is our seat j when the button sits on the last seat; it may split
    a pot into parts with the same players, so those parts are merged before comparing (A5).
    """
    import random

    import pokerkit
    auto = tuple(getattr(pokerkit.Automation, name) for name in (
        "ANTE_POSTING", "BET_COLLECTION", "BLIND_OR_STRADDLE_POSTING", "CARD_BURNING", "HOLE_DEALING",
        "BOARD_DEALING", "HOLE_CARDS_SHOWING_OR_MUCKING", "HAND_KILLING", "CHIPS_PUSHING",
        "CHIPS_PULLING"))
    rng = random.Random(seed)
    compared = 0
    for _ in range(40):
        n = rng.randint(3, 7)
        stacks = [rng.choice([2, 3, 5, 10, 25, 50, 100, rng.randint(2, 200)]) for _ in range(n)]
        want_fold = {s for s in range(n) if rng.random() < 0.3}
        state = pokerkit.NoLimitTexasHoldem.create_state(auto, True, 0, (1, 2), 2, stacks, n,
                                                         mode=pokerkit.Mode.CASH_GAME)
        contributions = [1, 2] + [0] * (n - 2)  # pokerkit's players 0 and 1 post the blinds
        folded = set()
        while state.actor_index is not None:
            actor = state.actor_index
            if actor in want_fold and state.can_fold():
                state.fold()
                folded.add(actor)
            elif state.can_complete_bet_or_raise_to():
                state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
                contributions[actor] = stacks[actor]
            else:  # calling an all-in: at most the whole stack, the rest is returned (A7)
                state.check_or_call()
                contributions[actor] = stacks[actor]
        if len(folded) == n - 1:
            continue
        theirs: list[tuple[int, set[int]]] = []
        for pot in state.pots:
            players = set(pot.player_indices)
            if theirs and theirs[-1][1] == players:
                theirs[-1] = (theirs[-1][0] + pot.amount, players)
            else:
                theirs.append((pot.amount, players))
        assert pots_of(build_pots(contributions, folded)) == theirs, (stacks, folded)
        compared += 1
    assert compared > 20
