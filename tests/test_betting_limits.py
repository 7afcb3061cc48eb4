"""Legal actions and amounts: W1, W2, W6, W9, W10, L1–L8, worked examples computed by hand."""

import pytest
from test_hand_helpers import kinds, new_hand, play_script, rules_of

from holdem.betting import Action, ActionKind
from holdem.hand import IllegalActionError, Street
from holdem.rules import MinBet, MinRaise, RuleSet, Structure

F, K, C, B, R = ActionKind.FOLD, ActionKind.CHECK, ActionKind.CALL, ActionKind.BET, ActionKind.RAISE


def raises(state, action):
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    return info.value


# ---------------------------------------------------------------- W1, W2, W10


@pytest.mark.rule("W1")
def test_W1_the_five_actions():
    state = new_hand(100, n=3)
    assert set(kinds(state)) == {F, C, R}
    flop = play_script(state, "c c k")
    assert set(kinds(flop)) == {K, B}


@pytest.mark.rule("W2")
def test_W2_check_only_when_nothing_owed_bet_only_when_nobody_bet():
    flop = play_script(new_hand(100, n=3), "c c k")
    assert raises(flop, Action.call()).key == "nothing_to_call"
    assert raises(flop, Action.raise_to(4)).key == "raise_without_bet"
    assert raises(flop, Action.fold()).key == "fold_without_bet"
    bet = flop.apply(Action.bet(4))
    assert set(kinds(bet)) == {F, C, R}
    assert raises(bet, Action.check()).key == "check_facing_bet"
    assert raises(bet, Action.bet(8)).key == "bet_facing_bet"


@pytest.mark.rule("W10")
def test_W10_minimum_bet_is_the_big_blind():
    flop = play_script(new_hand(100, n=3, rules=RuleSet(small_blind=5, big_blind=10)), "c c k")
    assert kinds(flop)[B] == (10, 90)
    err = raises(flop, Action.bet(9))
    assert err.key == "amount_out_of_range"
    assert "möglich ist 10 bis 90" in err.message


@pytest.mark.rule("W10")
def test_W10_variant_minimum_bet_is_the_small_blind():
    rules = RuleSet(small_blind=5, big_blind=10, min_bet=MinBet.SMALL_BLIND)
    flop = play_script(new_hand(100, n=3, rules=rules), "c c k")
    assert kinds(flop)[B] == (5, 90)


# ---------------------------------------------------------------- no limit (L1)


@pytest.mark.rule("L1")
def test_L1_min_raise_is_the_last_raise_at_least_the_big_blind():
    state = new_hand(100, n=3)  # blinds 1/2
    assert kinds(state)[R] == (4, 100)  # raise by the big blind
    state = state.apply(Action.raise_to(10))  # a raise of 8
    assert kinds(state)[R] == (18, 100)  # re-raise by at least 8
    err = raises(state, Action.raise_to(17))
    assert err.message == ("Erhöhen auf 17 ist nicht erlaubt: möglich ist 18 bis 100 (No Limit, L1).")
    assert err.key == "amount_out_of_range"
    state = state.apply(Action.raise_to(30))  # a raise of 20
    assert kinds(state)[R] == (50, 100)


@pytest.mark.rule("L1")
def test_L1_postflop_min_raise_after_a_bet():
    flop = play_script(new_hand(200, n=3), "c c k b15")
    assert kinds(flop)[R] == (30, 198)


@pytest.mark.rule("L1")
def test_L1_variant_minimum_raise_is_the_small_blind():
    rules = RuleSet(small_blind=5, big_blind=10, min_raise=MinRaise.SMALL_BLIND)
    state = new_hand(200, n=3, rules=rules)
    assert kinds(state)[R] == (15, 200)
    state = state.apply(Action.raise_to(60))
    assert kinds(state)[R] == (65, 200)


@pytest.mark.rule("A1")
@pytest.mark.rule("L1")
def test_L1_all_in_for_less_than_a_min_raise_is_allowed():
    state = new_hand([100, 100, 100, 15], n=4, button=3)  # player 2 is UTG
    state = state.apply(Action.raise_to(10))
    assert state.to_act == 3
    assert kinds(state)[R] == (15, 15)  # only all-in
    assert raises(state, Action.raise_to(14)).key == "amount_out_of_range"
    after = state.apply(Action.raise_to(15))
    assert 3 in after.all_in


@pytest.mark.rule("L1")
def test_L1_stack_not_larger_than_the_call_only_calls():
    state = new_hand([100, 100, 100, 8], n=4, button=3)
    state = state.apply(Action.raise_to(10))
    assert kinds(state) == {F: (None, None), C: (8, 8)}
    err = raises(state, Action.raise_to(8))
    assert err.key == "stack_too_small"


# ---------------------------------------------------------------- pot limit (L2)


@pytest.mark.rule("L2")
def test_L2_pot_limit_worked_example():
    rules = RuleSet(Structure.POT_LIMIT, 1, 2)
    state = new_hand(1000, n=4, button=3, rules=rules)  # SB 0, BB 1, UTG 2
    # Pot 3 (blinds), UTG calls 2 -> pot 5, raises 5 more: to 7.
    assert kinds(state)[R] == (4, 7)
    state = state.apply(Action.raise_to(7))
    # Button: pot 10, calls 7 -> 17, raises 17: to 24.
    assert kinds(state)[R] == (12, 24)
    state = state.apply(Action.raise_to(24))
    # Small blind (has 1 in): pot 34, call 23 -> 57, raises 57: to 81.
    assert kinds(state)[R] == (41, 81)
    err = raises(state, Action.raise_to(82))
    assert "41 bis 81 (Pot Limit, L2)" in err.message
    state = play_script(state, "c c c")  # everyone calls 24 (SB 23 more, BB 22, UTG 17)
    assert state.street is Street.FLOP and state.pot == 96
    assert kinds(state)[B] == (2, 96)  # a bet may be as large as the pot


@pytest.mark.rule("L2")
def test_L2_pot_limit_capped_by_the_stack():
    rules = RuleSet(Structure.POT_LIMIT, 1, 2)
    state = new_hand([1000, 1000, 1000, 5], n=4, button=3, rules=rules)
    state = state.apply(Action.call())
    assert kinds(state)[R] == (4, 5)  # the pot would allow 9: the stack caps it


# ---------------------------------------------------------------- fixed limit (L3, L4, L6)


@pytest.mark.rule("L3")
@pytest.mark.rule("L4")
def test_L3_L4_fixed_limit_cap_sequence_preflop_big_blind_is_the_bet():
    rules = RuleSet.fixed_limit(2, 4)  # blinds 1/2
    state = new_hand(100, n=4, button=3, rules=rules)  # UTG = 2
    assert kinds(state)[R] == (4, 4)
    state = state.apply(Action.raise_to(4))  # raise 1
    assert kinds(state)[R] == (6, 6)
    state = state.apply(Action.raise_to(6))  # raise 2
    state = state.apply(Action.raise_to(8))  # raise 3: cap (bet 2 + three raises)
    assert "(L4)" in state.events[-1].text
    assert state.to_act == 1
    assert set(kinds(state)) == {F, C}
    assert raises(state, Action.raise_to(10)).key == "raise_capped"
    state = play_script(state, "c c c")
    assert state.street is Street.FLOP and state.pot == 32  # at most four small bets each


@pytest.mark.rule("L3")
@pytest.mark.rule("L4")
def test_L3_L4_fixed_limit_flop_and_turn_sizes_and_cap():
    rules = RuleSet.fixed_limit(2, 4)
    flop = play_script(new_hand(100, n=3, rules=RuleSet.fixed_limit(2, 4)), "c c k")
    assert kinds(flop)[B] == (2, 2)
    assert raises(flop, Action.bet(3)).message.endswith("möglich ist genau 2 (Fixed Limit, L3).")
    capped = play_script(flop, "b2 r4 r6 r8")
    assert set(kinds(capped)) == {F, C}
    turn = play_script(capped, "c c")
    assert turn.street is Street.TURN
    assert kinds(turn)[B] == (4, 4)
    turn = turn.apply(Action.bet(4))
    assert kinds(turn)[R] == (8, 8)
    assert rules.raise_cap == 3


@pytest.mark.rule("L6")
def test_L6_no_cap_when_only_two_players_are_left():
    rules = RuleSet.fixed_limit(2, 4)
    state = new_hand(100, n=3, button=0, rules=rules)
    state = play_script(state, "f r4 r6 r8")  # a bet (big blind) and three raises
    assert state.to_act == 2
    assert kinds(state)[R] == (10, 10)
    state = play_script(state, "r10 r12 r14")
    assert "L6" in rules_of(state)
    assert kinds(state)[R] == (16, 16)


@pytest.mark.rule("L6")
def test_L6_heads_up_from_the_start_is_uncapped():
    state = new_hand(100, n=2, rules=RuleSet.fixed_limit(2, 4))
    state = play_script(state, "r4 r6 r8 r10")
    assert kinds(state)[R] == (12, 12)


@pytest.mark.rule("L6")
def test_L6_all_in_players_count_as_left_in_the_hand():
    # Three players, one of them all-in: the cap still applies (documented reading of L6).
    rules = RuleSet.fixed_limit(2, 4)
    state = new_hand([100, 100, 3], n=3, button=0, rules=rules)  # BB (player 2) has 1 left
    state = play_script(state, "r4 r6 c")  # the big blind calls all-in for 3
    assert 2 in state.all_in
    state = state.apply(Action.raise_to(8))
    assert state.to_act == 1
    assert set(kinds(state)) == {F, C}


@pytest.mark.rule("L4")
def test_L4_raise_cap_none_means_unlimited():
    rules = RuleSet.fixed_limit(2, 4, raise_cap=None)
    state = play_script(new_hand(100, n=3, rules=rules), "r4 r6 r8 r10")
    assert kinds(state)[R] == (12, 12)


# ---------------------------------------------------------------- spread limit (L5)


@pytest.mark.rule("L5")
def test_L5_spread_limit_any_size_up_to_the_limit():
    rules = RuleSet.spread_limit(4, 8, small_blind=1, big_blind=2)
    state = new_hand(200, n=3, rules=rules)
    assert kinds(state)[R] == (4, 6)  # raise by 2..4
    flop = play_script(state, "c c k")
    assert kinds(flop)[B] == (2, 4)
    flop = flop.apply(Action.bet(3))
    assert kinds(flop)[R] == (6, 7)  # at least the last bet (3), at most the lower limit (4)
    turn = play_script(flop, "c c")
    assert turn.street is Street.TURN
    assert kinds(turn)[B] == (2, 8)
    capped = play_script(turn, "b8 r16 r24 r32")
    assert set(kinds(capped)) == {F, C}


# ---------------------------------------------------------------- L7, L8, W6, W9


@pytest.mark.rule("L7")
def test_L7_no_limit_raises_are_unlimited():
    state = new_hand(10_000, n=3)
    to, texts = 2, []
    for _ in range(10):
        to *= 2
        state = state.apply(Action.raise_to(to))
        texts += [e.text for e in state.events]
    assert kinds(state)[R] == (to + to // 2, 10_000)
    assert any("(L7)" in t for t in texts)


@pytest.mark.rule("L8")
@pytest.mark.rule("W6")
def test_L8_short_all_in_does_not_reopen_for_players_who_acted():
    state = new_hand([100, 100, 14], n=3, button=0)
    state = play_script(state, "r10 c")  # button raises to 10, small blind calls
    state = state.apply(Action.raise_to(14))  # big blind all-in: +4, less than a full raise of 8
    assert state.events[0].rule == "L8"
    assert state.to_act == 0
    assert kinds(state) == {F: (None, None), C: (14, 14)}
    err = raises(state, Action.raise_to(30))
    assert err.key == "round_closed" and "(W6, L8)" in err.message
    assert any(e.rule == "L8" and e.kind == "to_act" for e in state.events)
    state = state.apply(Action.call())
    assert set(kinds(state)) == {F, C}  # the small blind too


@pytest.mark.rule("L8")
def test_L8_full_all_in_raise_reopens():
    state = new_hand([100, 100, 20], n=3, button=0)
    state = play_script(state, "r10 c r20")  # +10 >= 8: a full raise
    assert kinds(state)[R] == (30, 100)


@pytest.mark.rule("L8")
def test_L8_player_who_has_not_acted_may_raise_over_a_short_all_in():
    state = new_hand([100, 100, 100, 100, 13], n=5, button=0)  # UTG 3, then 4 short
    state = play_script(state, "r10 r13")  # player 4 all-in: +3, short
    assert state.to_act == 0
    assert kinds(state)[R] == (21, 100)  # not yet acted: may raise, by at least the full raise 8


@pytest.mark.rule("L8")
def test_L8_several_short_all_ins_that_add_up_to_a_full_raise_reopen():
    # Button 5: SB 0, BB 1, UTG 2. Everybody limps, so each has 2 in; on the flop player 0 bets.
    stacks = [200, 32, 36, 39, 200, 200]
    state = play_script(new_hand(stacks, n=6, button=5), "c c c c c k")
    assert state.street is Street.FLOP
    state = state.apply(Action.bet(20))  # player 0 bets 20 (a full bet)
    state = state.apply(Action.raise_to(30))  # player 1 all-in: +10, short (full would be +20)
    assert state.to_act == 2
    state = state.apply(Action.raise_to(34))  # player 2 all-in: +4; together +14 < 20
    state = state.apply(Action.raise_to(37))  # player 3 all-in: +3; together +17 < 20
    state = play_script(state, "c c")  # players 4, 5 call 37
    assert state.to_act == 0
    assert set(kinds(state)) == {F, C}  # 37 - 20 = 17 < 20: still closed
    stacks = [200, 32, 36, 44, 200, 200]
    state = play_script(new_hand(stacks, n=6, button=5), "c c c c c k b20 r30 r34 r42 c c")
    assert state.to_act == 0
    assert kinds(state)[R] == (62, 198)  # 42 - 20 = 22 >= 20: reopened


@pytest.mark.rule("W6")
def test_W6_round_ends_when_the_raise_is_called_around():
    state = play_script(new_hand(100, n=3, button=0), "r10 c c")
    assert state.street is Street.FLOP


@pytest.mark.rule("W9")
def test_W9_all_opponents_all_in_only_call_or_fold():
    state = new_hand([100, 300], n=2, button=0)
    state = state.apply(Action.raise_to(100))  # button all-in
    assert kinds(state) == {F: (None, None), C: (100, 100)}
    assert state.events[-1].rule == "W9"
    assert raises(state, Action.raise_to(200)).key == "opponents_all_in"


@pytest.mark.rule("W9")
def test_W9_nothing_to_call_against_all_in_opponents_ends_the_round():
    # Heads-up 5/10: the button completes all-in for 7. The big blind (10) owes nothing and the
    # only opponent is all-in: no pointless check is asked, the round ends and 3 go back (A7).
    state = new_hand([7, 100], n=2, button=0, rules=RuleSet(small_blind=5, big_blind=10))
    state = state.apply(Action.call())
    assert state.is_over and state.to_act is None
    assert [(e.rule, e.player) for e in state.events][1:3] == [("W9", 1), ("A7", 1)]
    assert state.events[2].amount == 3
    assert sum(state.result.payouts.values()) == 14 and sum(state.final_stacks) == 107


@pytest.mark.rule("W9")
def test_W9_fold_leaves_only_all_in_opponents_round_over():
    # Button 0, SB 1 all-in with his blind (3 of 5), BB 2. The button folds: the big blind owes
    # nothing against the all-in small blind, so the round ends without asking the big blind.
    state = new_hand([100, 3, 100], n=3, button=0, rules=RuleSet(small_blind=5, big_blind=10))
    state = state.apply(Action.fold())
    assert state.to_act is None and state.is_over
    assert any(e.rule == "W9" and e.player == 2 for e in state.events)
    assert sum(state.final_stacks) == 203


@pytest.mark.rule("W9")
def test_W9_player_who_still_owes_is_asked():
    # Against an all-in raise that is larger than his bet the player must still call or fold.
    state = new_hand([100, 300], n=2, button=0)
    state = state.apply(Action.raise_to(100))
    assert state.to_act == 1 and set(kinds(state)) == {F, C}


@pytest.mark.rule("W9")
def test_W9_three_players_two_all_in():
    state = new_hand([100, 50, 300], n=3, button=0)
    state = play_script(state, "r100 c")
    assert state.to_act == 2
    assert set(kinds(state)) == {F, C}
    covered = play_script(new_hand([300, 50, 300], n=3, button=0), "r100 c")
    assert kinds(covered)[R] == (198, 300)  # player 0 still has chips: raising makes sense
