"""End of a hand: W5, W7, W8, A1–A9, S1–S6, pots (P1–P3, X1) through the hand engine."""

import pytest
from test_hand_helpers import kinds, new_hand, play_script, rules_of

from holdem.betting import Action, ActionKind
from holdem.hand import IllegalActionError, Street
from holdem.pots import OddChip, Rake
from holdem.rules import RuleSet, ShowdownOrder

CHECK_DOWN = "k k k k k k k k k"  # three postflop rounds of three checks


def all_events(states):
    return [e for s in states for e in s.events]


@pytest.mark.rule("W5")
def test_W5_bets_go_into_the_pot_at_the_end_of_a_round():
    state = play_script(new_hand(100, n=3), "r6 c")
    assert state.street is Street.PREFLOP and state.bets == (6, 6, 2)
    state = state.apply(Action.call())
    assert state.bets == (0, 0, 0) and state.contributed == (6, 6, 6)
    assert any(e.rule == "W5" and e.amount == 18 for e in state.events)


@pytest.mark.rule("W7")
@pytest.mark.rule("S4")
@pytest.mark.rule("W8")
def test_W7_everyone_folds_last_player_wins_without_showing():
    state = play_script(new_hand(100, n=4, button=0), "c r10 c f")  # player 3 calls, 0 raises, 1 calls, 2 folds
    assert "W8" in rules_of(state)  # the big blind's 2 stay in the pot
    state = play_script(state, "f")
    assert state.street is Street.FLOP
    state = play_script(state, "b20 f")  # player 1 bets, player 0 folds
    assert state.is_over
    assert state.result is not None
    last = state.events[-1]
    assert last.rule == "W7" and "muss die Karten nicht zeigen" in last.text
    assert not any(e.kind == "show" for e in state.events)
    # Player 1 gets his uncalled bet of 20 back (A7) and wins the pot 10 + 10 + 2 + 2 = 24.
    assert state.final_stacks == (90, 90 + 24, 98, 98)
    assert "A7" in rules_of(state)


@pytest.mark.rule("A7")
def test_A7_uncalled_part_of_an_all_in_goes_back():
    state = new_hand([100, 30], n=2, button=0)
    state = play_script(state, "r50 c")  # the big blind calls all-in for 30
    returned = [e for s in [state] for e in s.events if e.rule == "A7"]
    assert returned and returned[0].player == 0 and returned[0].amount == 20
    assert state.is_over
    assert sum(state.final_stacks) == 130
    assert state.contributed == (30, 30)


@pytest.mark.rule("A1")
def test_A1_all_in_run_out_deals_the_board_with_burns():
    state = new_hand([50, 50, 50], n=3, button=0, holes={1: "AsAh", 2: "KsKh"}, board="2c7d9hJcQd")
    state = play_script(state, "f r50")
    assert kinds(state) == {ActionKind.FOLD: (None, None), ActionKind.CALL: (50, 50)}
    final = state.apply(Action.call())
    assert final.is_over
    assert len(final.board) == 5 and len(final.burned) == 3
    assert [e.rule for e in final.events].count("A1") >= 3  # flop, turn and river without betting
    assert final.final_stacks == (50, 100, 0)  # the aces win both stacks


@pytest.mark.rule("A9")
def test_A9_players_may_check_down_against_an_all_in_player():
    state = new_hand([20, 100, 100], n=3, button=0, holes={0: "2c2d"})
    state = play_script(state, "r20 c c")  # the button is all-in, the blinds call
    assert state.street is Street.FLOP and state.all_in == frozenset({0})
    assert set(kinds(state)) == {ActionKind.CHECK, ActionKind.BET}  # betting is allowed, checking too
    final = play_script(state, "k k k k k k")
    assert final.is_over and "S1" in rules_of(final)


@pytest.mark.rule("A2")
@pytest.mark.rule("A3")
@pytest.mark.rule("A6")
@pytest.mark.rule("P3")
def test_A2_A6_short_all_in_wins_the_main_pot_side_pot_to_the_best_other():
    # Button 0 (10 chips) has the aces, player 1 (50) the kings, player 2 (100) the queens.
    state = new_hand([10, 50, 100], n=3, button=0, holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
                     board="2c7d9h3c4d")
    state = play_script(state, "r10 r50 c")
    assert state.is_over
    layout = state.result.layout
    assert [p.amount for p in layout.pots] == [30, 80]
    assert state.final_stacks == (30, 80, 50)
    texts = [e.text for e in state.events if e.kind == "award"]
    assert texts[0].startswith("Hauptpot: Spieler 1 gewinnt 30 Chips")
    assert "(P3)" in texts[1] and "Spieler 2" in texts[1]


@pytest.mark.rule("S1")
@pytest.mark.rule("S2")
def test_S2_last_river_aggressor_shows_first():
    state = new_hand(100, n=3, button=0, holes={0: "AsAh", 1: "KsKh", 2: "QsQh"}, board="2c7d9h3c4d")
    state = play_script(state, "c c k k k k k k k k b10 c c")  # on the river player 2 bets
    shows = [e for e in state.events if e.kind in ("show", "muck")]
    assert shows[0].player == 2 and shows[0].rule == "S2"
    assert "zuletzt gesetzt" in shows[0].text
    assert [e.player for e in shows] == [2, 0, 1]


@pytest.mark.rule("S2")
def test_S2_without_a_river_bet_first_left_of_the_button_shows():
    state = new_hand(100, n=3, button=0, holes={0: "AsAh", 1: "KsKh", 2: "QsQh"}, board="2c7d9h3c4d")
    state = play_script(state, "c c k " + CHECK_DOWN)
    shows = [e for e in state.events if e.kind in ("show", "muck")]
    assert [e.player for e in shows] == [1, 2, 0]
    assert "links vom Button" in shows[0].text


@pytest.mark.rule("S2")
def test_S2_variant_always_left_of_the_button():
    rules = RuleSet(showdown_order=ShowdownOrder.LEFT_OF_BUTTON)
    state = new_hand(100, n=3, button=0, rules=rules, holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
                     board="2c7d9h3c4d")
    state = play_script(state, "c c k k k k k k k k b10 c c")
    shows = [e for e in state.events if e.kind in ("show", "muck")]
    assert [e.player for e in shows] == [1, 2, 0]


@pytest.mark.rule("S3")
def test_S3_a_beaten_player_mucks_a_better_one_shows():
    state = new_hand(100, n=3, button=0, holes={0: "AsAh", 1: "KsKh", 2: "QsQh"}, board="2c7d9h3c4d")
    state = play_script(state, "c c k " + CHECK_DOWN)
    by_player = {e.player: e.kind for e in state.events if e.kind in ("show", "muck")}
    assert by_player == {1: "show", 2: "muck", 0: "show"}
    assert state.final_stacks == (104, 98, 98)


@pytest.mark.rule("S3")
def test_S3_variant_everyone_shows():
    rules = RuleSet(muck_losers=False)
    state = new_hand(100, n=3, button=0, rules=rules, holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
                     board="2c7d9h3c4d")
    state = play_script(state, "c c k " + CHECK_DOWN)
    assert [e.kind for e in state.events if e.kind in ("show", "muck")] == ["show"] * 3
    assert state.final_stacks == (104, 98, 98)


@pytest.mark.rule("S3")
def test_S3_a_beaten_player_still_shows_for_a_side_pot_he_can_win():
    # Player 0 (all-in for 10) shows the aces first; player 1's kings cannot beat them but
    # can win the side pot against player 2's queens, so he shows.
    state = new_hand([10, 50, 100], n=3, button=2, holes={0: "AsAh", 1: "KsKh", 2: "QsQh"},
                     board="2c7d9h3c4d")
    state = play_script(state, "r10 c c")  # button raises, small blind (player 0) calls all-in
    assert state.street is Street.FLOP and state.all_in == frozenset({0})
    state = play_script(state, "b20 c k k k k")  # a side pot of 40 between players 1 and 2
    by_player = {e.player: e.kind for e in state.events if e.kind in ("show", "muck")}
    assert by_player[1] == "show" and by_player[2] == "muck"
    assert state.final_stacks == (30, 60, 70)


@pytest.mark.rule("S5")
@pytest.mark.rule("P1")
def test_S5_playing_the_board_and_split_pot():
    state = new_hand(100, n=3, button=0, holes={0: "2c3d", 1: "2h3s", 2: "4c5d"}, board="AsKsQsJsTs")
    state = play_script(state, "c c k " + CHECK_DOWN)
    assert [e.rule for e in state.events].count("S5") == 3
    assert state.final_stacks == (100, 100, 100)
    assert any(e.rule == "P1" for e in state.events)


@pytest.mark.rule("P2")
def test_P2_odd_chip_goes_left_of_the_button_or_stays_with_the_variant():
    holes = {0: "2c3d", 1: "2h3s", 2: "9c9d"}
    board = "AsKsQsJsTs"
    # An odd pot: blinds 1/2, the button limps, the small blind folds, the big blind checks.
    state = new_hand(100, n=3, button=0, holes=holes, board=board, rules=RuleSet(small_blind=1, big_blind=2))
    state = play_script(state, "c f k " + "k k k k k k")  # pot 2 + 1 + 2 = 5 split by players 0 and 2
    assert state.final_stacks == (100 - 2 + 2, 99, 100 - 2 + 3)  # player 2 sits first left of the button
    carry = RuleSet(odd_chip=OddChip.CARRY)
    state = new_hand(100, n=3, button=0, holes=holes, board=board, rules=carry)
    state = play_script(state, "c f k " + "k k k k k k")
    assert state.result.carried == 1
    assert state.final_stacks == (100, 99, 100)
    assert "P2" in rules_of(state)
    assert sum(state.final_stacks) + state.result.carried == 300


@pytest.mark.rule("X1")
def test_X1_rake_is_kept_by_the_house():
    rules = RuleSet(rake=Rake(10, 3))
    state = new_hand(100, n=3, button=0, rules=rules, holes={0: "AsAh"}, board="2c7d9h3c4d")
    state = play_script(state, "r20 c c " + CHECK_DOWN)
    assert state.result.rake == 3
    assert sum(state.final_stacks) + 3 == 300
    assert "X1" in rules_of(state)


@pytest.mark.rule("S6")
def test_S6_best_five_of_seven_wins():
    state = new_hand(100, n=2, button=0, holes={0: "AsKd", 1: "7h7c"}, board="7s2d9cKcKh")
    state = play_script(state, "c k k k k k k k")
    assert state.final_stacks == (98, 102)  # sevens full of kings beat three kings
    award = [e for e in state.events if e.kind == "award"][0]
    assert award.player == 1 and "(S6)" in award.text


def test_hand_over_refuses_further_steps():
    state = play_script(new_hand(100, n=2), "f")
    assert state.is_over and state.legal_actions() == ()
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.check())
    assert info.value.key == "hand_over"


@pytest.mark.rule("B3")
@pytest.mark.rule("A7")
def test_B3_antes_are_dead_money_never_returned_as_uncalled():
    rules = RuleSet(small_blind=1, big_blind=2, ante=3, big_blind_ante=True)
    # The big blind (player 2) shoves; his ante makes him the largest contributor, but the
    # ante is not a bet: the caller wins everything, nothing goes back (A7 only returns bets).
    state = new_hand([100, 100, 50], n=3, button=0, rules=rules, holes={0: "AsAh", 2: "7c2d"},
                     board="KsQd9h4c3s")
    state = play_script(state, "r10 f r47 c")
    assert state.is_over
    assert state.contributed == (47, 1, 50)
    assert state.final_stacks == (100 + 50 + 1, 99, 0)
    # Everybody folds to a raise: the big blind's ante stays in the pot for the raiser.
    rules = RuleSet(small_blind=10, big_blind=20, ante=30, big_blind_ante=True)
    state = play_script(new_hand(100, n=3, button=0, rules=rules), "r40 f f")
    assert state.final_stacks == (100 + 10 + 50, 90, 50)


def test_ante_only_all_in_player_can_win_the_antes():
    rules = RuleSet(small_blind=1, big_blind=2, ante=5)
    state = new_hand([5, 100, 100], n=3, button=0, rules=rules, holes={0: "AsAh", 1: "7c2d", 2: "8c3d"},
                     board="KsQd9h4c3s")
    assert 0 in state.all_in and state.to_act == 1  # the button has nothing left after the ante
    state = play_script(state, "c k " + "k k k k k k")
    assert state.is_over
    assert state.final_stacks[0] == 15  # the three antes
    assert sum(state.final_stacks) == 205
