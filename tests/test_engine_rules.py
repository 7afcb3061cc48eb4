"""The limit and short-all-in rules in full (L6, L8, C6), antes and dead money (A2, C8, B9),
and the defects found by trying the engine as an attacker would; each test names its rule."""

from __future__ import annotations

import pytest

from holdem.betting import Action, ActionKind
from holdem.cards import Deck
from holdem.dealing import stacked_deck
from holdem.errors import HoldemError
from holdem.hand import DealBoard, DealHole, IllegalActionError, Post, SetupError, start_hand
from holdem.pots import PotError, build_pots, settle
from holdem.rules import RuleSet, Structure

K = ActionKind


def legal(state) -> dict:
    return {a.kind: a for a in state.legal_actions()}


def to_turn_fixed_2_4(stacks, n=3):
    """Fixed limit 2/4 (blinds 1/2), everyone calls to the turn; the first player to act there."""
    state = start_hand(RuleSet.fixed_limit(2, 4), stacks, button=n - 1, deck=Deck.shuffled(3))
    while state.street.value < 2:
        state = state.apply(state.check_or_call())
    return state


# ---------------------------------------------------------------- L8 in limit

@pytest.mark.rule("L8")
def test_L8_fixed_limit_turn_bet_4_all_in_to_7_is_a_raise():
    # Regression: "Erhöhen geht nicht … (W6, L8)" for an all-in of 7 after a turn bet of 4.
    state = to_turn_fixed_2_4([100, 9, 100])  # player 2 has 7 left on the turn
    assert state.stacks[1] == 7
    state = state.apply(Action.bet(4))  # player 1 bets 4
    options = legal(state)
    assert options[K.RAISE].min_to == options[K.RAISE].max_to == 7  # all-in for 7 is offered
    state = state.apply(Action.raise_to(7))
    assert state.events[-1].rule == "L8" and "Hälfte" in state.events[-1].text
    assert state.raise_count == 2  # a bet and one raise: the half bet counts for the cap (L4)
    # Player 3 may raise on top: one bet over the all-in level (7 + 4).
    assert legal(state)[K.RAISE].min_to == 11
    state = state.apply(Action.call())
    # The betting is reopened for player 1, who bet before the all-in.
    assert state.to_act == 0 and K.RAISE in legal(state)
    assert legal(state)[K.RAISE].min_to == 11


@pytest.mark.rule("L8")
def test_L8_fixed_limit_all_in_of_one_after_bet_four_does_not_reopen():
    # Flop 2-limit round would be too small; use the turn (limit 4): bet 4, all-in to 5 (+1 < 2).
    state = to_turn_fixed_2_4([100, 7, 100])  # player 2 has 5 left
    state = state.apply(Action.bet(4))
    options = legal(state)
    assert options[K.RAISE].min_to == 5  # only the all-in is possible as a raise
    state = state.apply(Action.raise_to(5))
    assert state.events[-1].rule == "L8" and "öffnet die Runde nicht" in state.events[-1].text
    assert state.raise_count == 1  # does not count towards the cap
    assert legal(state)[K.RAISE].min_to == 8  # the next raise completes: 4 + 4
    state = state.apply(Action.call())  # player 3 calls 5
    # Back to player 1: no full raise since the bet: call or fold only (W6, L8).
    assert state.to_act == 0 and K.RAISE not in legal(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.raise_to(9))
    assert info.value.key == "round_closed" and "L8" in info.value.message


@pytest.mark.rule("L8")
def test_L8_spread_limit_all_in_of_half_a_bet_reopens():
    rules = RuleSet.spread_limit(4, 8, small_blind=1, big_blind=2)
    state = start_hand(rules, [100, 5, 100], button=2, deck=Deck.shuffled(4))
    while state.street.value < 1:
        state = state.apply(state.check_or_call())
    # flop: player 2 has 3 left
    state = state.apply(Action.bet(2))  # player 1 bets 2 (a full bet is 2 here)
    state = state.apply(Action.raise_to(3))  # player 2 all-in +1: half of the full raise of 2
    assert state.events[-1].rule == "L8"
    state = state.apply(Action.call())
    assert state.to_act == 0 and K.RAISE in legal(state)  # reopened


@pytest.mark.rule("L8")
def test_L8_no_limit_several_short_all_ins_together_reopen():
    rules = RuleSet.no_limit(1, 2)
    state = start_hand(rules, [1000, 150, 220, 1000], button=3, deck=Deck.shuffled(5))
    while state.street.value < 1:
        state = state.apply(state.check_or_call())
    # flop, players 1..4 act in order 0, 1, 2, 3 (button 3)
    state = state.apply(Action.bet(100))  # player 1
    state = state.apply(Action.raise_to(148))  # player 2 all-in: +48, short
    state = state.apply(Action.call())  # player 3 calls 148
    state = state.apply(Action.call())  # player 4 calls 148
    assert state.to_act == 0 and K.RAISE not in legal(state)  # one short all-in: closed for 1
    rules_state = start_hand(rules, [1000, 150, 220, 1000], button=3, deck=Deck.shuffled(5))
    while rules_state.street.value < 1:
        rules_state = rules_state.apply(rules_state.check_or_call())
    s = rules_state.apply(Action.bet(100))
    s = s.apply(Action.raise_to(148))  # +48
    s = s.apply(Action.raise_to(218))  # all-in +70: together +118 >= 100
    s = s.apply(Action.call())
    assert s.to_act == 0 and K.RAISE in legal(s)  # reopened for player 1 (L8)


@pytest.mark.rule("L8")
def test_L8_texts_of_short_all_ins_that_reopen_together():
    state = start_hand(RuleSet.no_limit(1, 2), [1000, 150, 220, 1000], button=3, deck=Deck.shuffled(5))
    while state.street.value < 1:
        state = state.apply(state.check_or_call())
    state = state.apply(Action.bet(100)).apply(Action.raise_to(148))  # player 2 all-in: +48, short
    first = state.events[-1].text
    assert state.events[-1].rule == "L8" and "Das allein öffnet die Runde nicht wieder" in first
    state = state.apply(Action.raise_to(218))  # player 3 all-in: +70, short too, +118 together
    second = state.events[-1]
    assert second.rule == "L8" and "nicht wieder" not in second.text
    assert ("zusammen mit dem All-in von Spieler 2 ergibt es eine volle Erhöhung. Damit ist die Runde wieder "
            "offen für Spieler 1: wer schon gehandelt hat, darf wieder erhöhen (L8).") in second.text
    state = state.apply(Action.call())  # player 4 calls; player 1 is next
    turn = [e for e in state.events if e.kind == "to_act"]
    assert [(e.rule, e.player) for e in turn] == [("L8", 0)]
    assert turn[0].text.startswith("Spieler 1 ist wieder am Zug und darf wieder erhöhen: zusammen zählen die "
                                   "All-ins von Spieler 2 und Spieler 3 als volle Erhöhung")
    assert K.RAISE in legal(state)


@pytest.mark.rule("L8")
def test_L8_one_short_all_in_announces_no_reopening():
    state = start_hand(RuleSet.no_limit(1, 2), [1000, 150, 1000, 1000], button=3, deck=Deck.shuffled(5))
    while state.street.value < 1:
        state = state.apply(state.check_or_call())
    state = state.apply(Action.bet(100)).apply(Action.raise_to(148)).apply(Action.call()).apply(Action.call())
    assert state.to_act == 0 and K.RAISE not in legal(state)
    assert not any("darf wieder erhöhen" in e.text for e in state.events)
    assert any(e.rule == "L8" and "nur mitgehen oder aussteigen" in e.text for e in state.events)


@pytest.mark.rule("L8")
def test_L8_fixed_limit_short_all_ins_that_make_half_a_bet_together():
    state = to_turn_fixed_2_4([100, 7, 8, 100], n=4)  # players 2 and 3 have 5 and 6 left
    state = state.apply(Action.bet(4)).apply(Action.raise_to(5))  # +1: less than half of 4
    assert "Das allein öffnet die Runde nicht wieder" in state.events[-1].text
    state = state.apply(Action.raise_to(6))  # +1 again: 2 over the bet together, half of 4
    text = state.events[-1].text
    assert state.events[-1].rule == "L8" and "nicht wieder" not in text
    assert "zusammen mit dem All-in von Spieler 2 sind es seit dem letzten vollen Einsatz 2 Chips" in text
    assert state.raise_count == 2  # counts for the cap (L4)
    state = state.apply(Action.call())
    assert state.to_act == 0 and K.RAISE in legal(state)
    assert any(e.rule == "L8" and e.kind == "to_act" and "als volle Erhöhung, auch wenn jedes für sich zu klein war" in e.text
               for e in state.events)


# ---------------------------------------------------------------- L8 preflop: the big blind is the bet

def _limp_then_short_all_in(rules: RuleSet, short: list[int]):
    """Five players, blinds 1/2, button Spieler 5: Spieler 3 calls the big blind (2), then the
    players after him go all-in with the stacks in ``short``; everybody else calls."""
    stacks = [200, 200, 200] + short + [200] * (2 - len(short))
    state = start_hand(rules, stacks, button=4, deck=Deck.shuffled(8))
    assert state.to_act == 2
    state = state.apply(Action.call(2))  # Spieler 3 limps: 2
    for seat, stack in enumerate(short, start=3):
        state = state.apply(Action.raise_to(stack, seat))  # all-in
    while state.to_act != 2:
        if state.to_act == 1:  # the big blind has not acted yet: he may still raise (B5)
            assert K.RAISE in legal(state)
        state = state.apply(state.check_or_call())
    return state


@pytest.mark.rule("L8")
@pytest.mark.parametrize("rules", [RuleSet.no_limit(1, 2), RuleSet.pot_limit(1, 2)], ids=["no_limit", "pot_limit"])
def test_L8_preflop_all_in_one_chip_over_a_limper_does_not_reopen(rules):
    state = _limp_then_short_all_in(rules, [3])  # all-in 3: only +1 over the big blind (2)
    assert state.events[-1].rule in ("W6", "L8") and "darf nur mitgehen oder aussteigen" in state.events[-1].text
    options = legal(state)
    assert set(options) == {K.FOLD, K.CALL} and options[K.CALL].call == 1
    stacks, pot = list(state.stacks), state.pot
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.raise_to(5))
    assert info.value.key == "round_closed" and "L8" in info.value.message
    assert list(state.stacks) == stacks and state.pot == pot  # the state stays as it was
    state = state.apply(Action.call())
    assert state.street.value == 1  # the round is over: nobody may raise after the call


@pytest.mark.rule("L8")
def test_L8_preflop_all_in_a_full_big_blind_over_a_limper_reopens():
    state = _limp_then_short_all_in(RuleSet.no_limit(1, 2), [4])  # all-in 4: +2, a full raise
    assert legal(state)[K.RAISE].min_to == 6


@pytest.mark.rule("L8")
def test_L8_preflop_two_short_all_ins_over_a_limper_reopen_together():
    state = _limp_then_short_all_in(RuleSet.no_limit(1, 2), [3, 4])  # +1 and +1: a big blind together
    assert K.RAISE in legal(state) and legal(state)[K.RAISE].min_to == 6
    assert any(e.rule == "L8" and "darf wieder erhöhen" in e.text for e in state.events)


@pytest.mark.rule("L8")
@pytest.mark.rule("B5")
def test_L8_big_blind_who_has_not_acted_may_raise_a_short_all_in():
    state = start_hand(RuleSet.no_limit(1, 2), [200, 200, 200, 3, 200], button=4, deck=Deck.shuffled(8))
    state = state.apply(Action.call(2)).apply(Action.raise_to(3, 3)).apply(Action.call(4)).apply(Action.call(0))
    assert state.to_act == 1 and legal(state)[K.RAISE].min_to == 5  # his first action: he may raise
    state = state.apply(Action.raise_to(5))
    assert state.to_act == 2 and K.RAISE in legal(state)  # a full raise reopens for the limper


@pytest.mark.rule("L8")
@pytest.mark.rule("C6")
def test_L8_C6_short_big_blind_then_short_all_in_over_a_limper():
    # The big blind can post only 1 (C6): the limper still calls the full 2, and an all-in of 3
    # is only +1 over the big blind: it does not reopen for the limper.
    state = start_hand(RuleSet.no_limit(1, 2), [200, 1, 200, 3, 200], button=4, deck=Deck.shuffled(8))
    assert state.current_bet == 2
    state = state.apply(Action.call(2)).apply(Action.raise_to(3, 3)).apply(Action.call(4)).apply(Action.call(0))
    assert state.to_act == 2 and set(legal(state)) == {K.FOLD, K.CALL}


@pytest.mark.rule("L8")
@pytest.mark.parametrize("rules", [RuleSet.no_limit(1, 2), RuleSet.pot_limit(1, 2)], ids=["no_limit", "pot_limit"])
def test_L8_flop_bet_10_short_all_in_14_first_bettor_may_only_call(rules):
    state = start_hand(rules, [200, 200, 200, 16, 200], button=4, deck=Deck.shuffled(8))
    while state.street.value < 1:
        state = state.apply(state.check_or_call())
    state = state.apply(Action.bet(10, 0))  # Spieler 1 bets 10
    state = state.apply(Action.call(1)).apply(Action.call(2))
    state = state.apply(Action.raise_to(14, 3))  # Spieler 4 all-in 14: +4, less than 10
    state = state.apply(Action.call(4))
    assert state.to_act == 0 and set(legal(state)) == {K.FOLD, K.CALL}
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.raise_to(30))
    assert info.value.key == "round_closed"
    state = state.apply(Action.call(0))
    assert state.to_act == 1 and set(legal(state)) == {K.FOLD, K.CALL}  # he called 10: closed too


# ---------------------------------------------------------------- L6

@pytest.mark.rule("L6")
def test_L6_capped_round_stays_capped_when_a_fold_leaves_two():
    rules = RuleSet.fixed_limit(2, 4)
    state = start_hand(rules, [100, 100, 100], button=2, deck=Deck.shuffled(6))
    state = state.apply(Action.raise_to(4))  # button (player 3)
    state = state.apply(Action.raise_to(6))  # small blind
    state = state.apply(Action.raise_to(8))  # big blind: a bet and three raises, capped (L4)
    assert state.capped
    state = state.apply(Action.fold())  # player 3 folds: two players left
    assert K.RAISE not in legal(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.raise_to(10))
    assert info.value.key == "raise_capped" and "L6" in info.value.message


@pytest.mark.rule("L6")
def test_L6_round_heads_up_before_the_cap_has_no_cap():
    rules = RuleSet.fixed_limit(2, 4)
    state = start_hand(rules, [100, 100, 100], button=2, deck=Deck.shuffled(6))
    state = state.apply(Action.fold())  # button folds: heads-up before the cap
    for level in (4, 6, 8, 10, 12):
        assert legal(state)[K.RAISE].min_to == level
        state = state.apply(Action.raise_to(level))
    assert not state.capped and state.events[-1].rule == "L6"


# ---------------------------------------------------------------- C6

@pytest.mark.rule("C6")
def test_C6_short_big_blind_all_in_others_call_the_full_big_blind():
    rules = RuleSet.no_limit(5, 10)
    state = start_hand(rules, [500, 500, 6, 500], button=0, deck=Deck.shuffled(7))
    assert state.bets == (0, 5, 6, 0) and 2 in state.all_in
    assert any(e.rule == "C6" for e in state.events)
    assert state.current_bet == 10
    options = legal(state)
    assert options[K.CALL].min_to == 10  # call the full big blind, not 6
    assert options[K.RAISE].min_to == 20  # a full big blind more
    with pytest.raises(IllegalActionError):
        state.apply(Action.raise_to(16))
    state = state.apply(Action.call())
    assert state.bets[3] == 10


@pytest.mark.rule("C6")
def test_C6_uncalled_part_above_the_short_big_blind_goes_back():
    rules = RuleSet.no_limit(5, 10)
    state = start_hand(rules, [500, 500, 6], button=0, deck=Deck.shuffled(8))
    state = state.apply(Action.call())  # button calls 10
    state = state.apply(Action.fold())  # small blind folds
    assert state.street.value >= 1 or state.is_over
    total = sum(state.final_stacks) if state.is_over else sum(state.stacks) + state.pot
    assert total == 1006
    while not state.is_over:
        state = state.apply(state.check_or_call())
    assert sum(state.final_stacks) == 1006


# ---------------------------------------------------------------- A2 with antes, C8, dead money

@pytest.mark.rule("A2")
def test_A2_short_ante_wins_only_that_part_of_each_ante():
    # Player 1 has 2 chips for an ante of 5: he can win 2 from each other ante, no more.
    layout = build_pots([2, 5, 5], antes=[2, 5, 5])
    assert [(p.amount, set(p.eligible)) for p in layout.pots] == [(6, {0, 1, 2}), (6, {1, 2})]
    rules = RuleSet.no_limit(1, 2, ante=5)
    deck = stacked_deck(3, 2, {0: "AsAh", 1: "7c2d", 2: "8d3c"}, "KdQs9h4c5s")
    state = start_hand(rules, [2, 100, 100], button=2, deck=deck)
    while not state.is_over:
        state = state.apply(state.check_or_call())
    # Player 1 (best hand) wins 2 from each ante = 6, the rest goes to the others.
    assert state.final_stacks[0] == 6
    assert sum(state.final_stacks) == 202


@pytest.mark.rule("C8")
def test_C8_big_blind_ante_is_paid_first_and_is_dead_money():
    rules = RuleSet.no_limit(1, 2, ante=2, big_blind_ante=True)
    state = start_hand(rules, [100, 100, 3], button=0, deck=Deck.shuffled(9))
    # Player 3 (big blind) can pay only 3: the ante (2) first, then 1 of the big blind (C8, C6).
    assert state.contributed == (0, 1, 3)
    assert state.setup.dead == (0, 0, 2) and state.setup.antes == (0, 0, 0)
    assert any(e.rule == "C8" for e in state.events)
    assert state.current_bet == 2  # nobody has to match the ante; the full big blind is owed (C6)


@pytest.mark.rule("B9")
def test_B9_dead_money_is_what_was_paid_not_what_was_posted():
    # Regression: the live big blind used up the stack, the dead post got 1 chip.
    rules = RuleSet.no_limit(25, 250)
    state = start_hand(rules, [251, 251], button=0,
                       posts=[Post(0, 250, "big_blind"), Post(0, 25, "dead", "B9")])
    assert state.setup.dead == (1, 0)
    state = state.apply(DealHole(0, "AsAh")).apply(DealHole(1, "7c2d"))
    after = state.apply(Action.fold())  # a legal fold must not raise PotError
    assert after.final_stacks == (251, 251)


@pytest.mark.rule("A2")
def test_A2_all_in_for_the_live_blind_keeps_live_chips_live():
    rules = RuleSet.no_limit(1, 2)
    deck = stacked_deck(3, 2, {0: "AsAh", 1: "7c2d", 2: "8d3c"}, "KdQs9h4c5s")
    state = start_hand(rules, [2, 100, 100], button=2, deck=deck,
                       posts=[Post(0, 2, "big_blind"), Post(0, 1, "dead", "B9"), Post(1, 1, "small_blind")])
    assert state.setup.dead == (0, 0, 0)  # the dead post found no chips left
    while not state.is_over:
        state = state.apply(state.check_or_call())
    # Regression: all-in for 2 live chips with the best hand wins 2 from each player: 6, not 4.
    assert state.final_stacks[0] == 6 and sum(state.final_stacks) == 202


# ---------------------------------------------------------------- bad input (API)

@pytest.mark.parametrize("make", [
    lambda: Action(ActionKind.RAISE, "10"),
    lambda: Action(ActionKind.RAISE, 5.5),
    lambda: Action("raise", 10),
    lambda: Action(ActionKind.CALL, None, "1"),
    lambda: DealHole(0, 5),
    lambda: DealHole("0", "AsAh"),
    lambda: DealBoard(None),
    lambda: DealBoard(7),
], ids=["raise-str", "raise-float", "kind-str", "player-str", "dealhole-int", "dealhole-player-str",
        "dealboard-none", "dealboard-int"])
def test_wrong_types_raise_the_engine_error_in_german(make):
    with pytest.raises(HoldemError) as info:
        make()
    assert "Erlaubt" in info.value.message


def test_reveal_with_none_and_build_pots_with_none_raise_engine_errors():
    state = start_hand(RuleSet(), [10, 10], button=0)
    with pytest.raises(IllegalActionError) as info:
        state.reveal(0, None)
    assert "Erlaubt" in info.value.message
    with pytest.raises(PotError) as info2:
        build_pots([100, 200], None)
    assert "Erlaubt" in info2.value.message


def test_numpy_integers_are_accepted_everywhere_bool_float_str_are_not():
    import numpy as np
    state = start_hand(RuleSet(), [np.int64(100), np.int32(50)], button=np.int64(0), deck=Deck.shuffled(1))
    assert state.stacks == (99, 48) and all(type(x) is int for x in state.stacks)
    state = state.apply(Action(ActionKind.RAISE, np.int64(10)))
    assert state.bets[0] == 10 and type(state.bets[0]) is int
    assert build_pots([np.int64(5), np.int64(5)]).total == 10
    for bad in (True, 2.0, "100"):
        with pytest.raises(SetupError):
            start_hand(RuleSet(), [bad, 100], button=0)
        with pytest.raises(PotError):
            build_pots([bad, 100])


@pytest.mark.parametrize("names", ["ab", ["Anna", "Anna"], ["Anna", 3]], ids=["string", "duplicate", "not-text"])
def test_bad_names_are_refused(names):
    with pytest.raises(SetupError) as info:
        start_hand(RuleSet(), [10, 10], button=0, names=names)
    assert info.value.key == "bad_names" and "Erlaubt" in info.value.message


@pytest.mark.rule("B2")
def test_small_blind_post_larger_than_big_blind_post_is_refused():
    with pytest.raises(SetupError) as info:
        start_hand(RuleSet(), [10, 10], button=0, posts=[Post(0, 5, "small_blind"), Post(1, 2, "big_blind")])
    assert info.value.key == "bad_post" and "Small Blind" in info.value.message


@pytest.mark.rule("L3")
def test_fixed_limit_small_bet_below_the_big_blind_is_refused():
    with pytest.raises(SetupError) as info:
        RuleSet(Structure.FIXED_LIMIT, 5, 10, small_bet=2)
    assert info.value.key == "bad_limits"


@pytest.mark.rule("W7")
def test_settle_refuses_a_strength_for_a_folded_seat():
    with pytest.raises(PotError) as info:
        settle([10, 10, 10], [2], {0: 1, 1: 2, 2: 3}, button=0)
    assert info.value.key == "strength_for_folded"


def test_an_action_after_the_hand_says_the_hand_is_over():
    state = start_hand(RuleSet(), [10, 10], button=0, deck=Deck.shuffled(1))
    state = state.apply(Action.fold())
    for step in (lambda s: s.apply(Action.call()), lambda s: s.muck(0), lambda s: s.reveal(0, "AsAh")):
        with pytest.raises(IllegalActionError) as info:
            step(state)
        assert info.value.key == "hand_over" and "zu Ende" in info.value.message


@pytest.mark.rule("C1")
def test_C1_acting_out_of_turn_is_refused_naming_whose_turn_it_is():
    state = start_hand(RuleSet(), [10, 10, 10], button=0, deck=Deck.shuffled(1),
                       names=["Anna", "Ben", "Cem"])
    before = state
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.call(player=2))
    assert info.value.key == "not_your_turn"
    assert "Cem ist nicht am Zug: jetzt entscheidet Anna" in info.value.message and "(C1)" in info.value.message
    assert state == before


# ---------------------------------------------------------------- C2, C3, C4, C5, C9

@pytest.mark.rule("C2")
def test_C2_single_oversized_chip_without_a_word_is_a_call():
    from holdem.betting import interpret_chip_push

    state = start_hand(RuleSet.no_limit(5, 10), [1000, 1000, 1000], button=0, deck=Deck.shuffled(1))
    # Player 1 (button, under the gun with three players) faces 10 and puts in one 100 chip.
    action = interpret_chip_push(state, 100)
    assert action == Action(ActionKind.CALL)
    assert state.apply(action).bets[0] == 10
    # A declaration in turn is binding: "raise to 100" with the same chip is a raise.
    declared = interpret_chip_push(state, 100, declared=Action.raise_to(100))
    assert declared == Action.raise_to(100)
    # With nothing open, the chip is a bet of its value.
    while state.street.value == 0:
        state = state.apply(state.check_or_call())
    assert interpret_chip_push(state, 100) == Action.bet(100)


@pytest.mark.rule("C4")
@pytest.mark.rule("C3")
def test_C4_all_in_hands_are_turned_up_before_the_rest_of_the_board_and_C3_winner_shows_both():
    deck = stacked_deck(3, 2, {0: "AsAh", 1: "KdKc", 2: "7c2d"}, "Qs9h4c5s3d")
    state = start_hand(RuleSet.no_limit(1, 2, all_in_showdown=True), [50, 100, 100], button=2, deck=deck)
    state = state.apply(Action.call()).apply(Action.raise_to(50)).apply(Action.call()).apply(Action.fold())
    kinds = [(e.rule, e.kind) for e in state.events]
    expose = kinds.index(("C4", "expose"))
    first_board = kinds.index(("K3", "deal_board"))
    assert expose < first_board  # face up before the flop is dealt
    event = state.events[expose]
    assert "As Ah" in event.text and "Kd Kc" in event.text and "7c 2d" not in event.text
    assert state.exposed == frozenset({0, 1})
    award = [e for e in state.events if e.kind == "award"]
    # C3: the hands were turned up (C4), so the award does not ask again to show both cards.
    assert award and "Hole Cards" not in award[0].text and "C3" not in award[0].text
    assert not any(e.kind == "muck" for e in state.events)  # face-up hands are not mucked


@pytest.mark.rule("C4")
def test_C4_no_exposure_while_two_players_can_still_bet():
    deck = stacked_deck(3, 2, {0: "AsAh", 1: "KdKc", 2: "7c2d"}, "Qs9h4c5s3d")
    state = start_hand(RuleSet.no_limit(1, 2, all_in_showdown=True), [50, 100, 100], button=2, deck=deck)
    state = state.apply(Action.call()).apply(Action.raise_to(50)).apply(Action.call()).apply(Action.call())
    assert not any(e.rule == "C4" for e in state.events) and not state.exposed


@pytest.mark.rule("C5")
def test_C5_misdeal_on_an_exposed_first_card_or_a_wrong_number_of_cards():
    from holdem.dealing import check_misdeal

    assert check_misdeal(4, exposed=[0]).is_misdeal
    assert check_misdeal(4, exposed=[1]).is_misdeal
    assert not check_misdeal(4, exposed=[5]).is_misdeal  # a later card: no misdeal
    result = check_misdeal(4, cards_dealt=7)
    assert result.is_misdeal and "(C5)" in result.text


@pytest.mark.rule("C9")
@pytest.mark.rule("P2")
@pytest.mark.rule("P3")
def test_C9_two_odd_chips_one_each_from_the_button_left_and_each_pot_split_on_its_own():
    # Seats 0..3, button 3. Seat 3 is all-in for 11 (main pot 44), seats 0, 1, 2 put in 21
    # (side pot 30). Seats 0, 1, 2 tie; seat 3 has a worse hand.
    award = settle([21, 21, 21, 11], [], {0: 9, 1: 9, 2: 9, 3: 1}, button=3)
    main, side = award.awards
    assert main.pot.amount == 44 and side.pot.amount == 30
    # Main: 44 / 3 = 14 rest 2: one each to seats 0 and 1 (first left of the button).
    assert main.shares == {0: 15, 1: 15, 2: 14} and main.odd_chips == {0: 1, 1: 1}
    # Side pot split on its own: 30 / 3 = 10 each, no odd chip.
    assert side.shares == {0: 10, 1: 10, 2: 10} and side.odd_chips == {}
    assert award.payouts == {0: 25, 1: 25, 2: 24, 3: 0}


@pytest.mark.rule("A2")
def test_A2_pot_texts_count_ante_and_bets_together():
    layout = build_pots([12, 25, 25], antes=[2, 5, 5])
    assert [(p.amount, set(p.eligible), p.level) for p in layout.pots] == [(36, {0, 1, 2}, 12), (26, {1, 2}, 25)]
    text = "\n".join(layout.explain())
    assert "jedem Gegner höchstens 12 Chips abnehmen (A2)" in text


@pytest.mark.rule("C6")
def test_C6_also_in_a_hand_dealt_by_the_table():
    from holdem.blinds import Blinds
    from holdem.table import Table

    setup = Table.with_players([500, 500, 6, 500], blinds=Blinds(5, 10), button=0).next_hand()
    assert [(p.player, p.amount) for p in setup.posts] == [(1, 5), (2, 6)]  # the table posts what is paid
    state = setup.start(RuleSet.no_limit(5, 10), deck=Deck.shuffled(3))
    assert state.current_bet == 10 and legal(state)[K.CALL].min_to == 10
    assert any(e.rule == "C6" for e in state.events)


@pytest.mark.rule("L8")
def test_L8_fixed_limit_short_all_in_bet_is_completed_to_a_full_bet():
    state = to_turn_fixed_2_4([100, 3, 100])  # player 2 has 1 chip left on the turn
    state = state.apply(Action.check())  # player 1 checks
    state = state.apply(Action.bet(1))  # player 2 all-in for 1: less than half of 4
    assert state.events[-1].rule == "L8" and state.raise_count == 0
    options = legal(state)
    assert options[K.RAISE].min_to == options[K.RAISE].max_to == 4  # completing the bet
    state = state.apply(Action.raise_to(4))
    assert state.raise_count == 1 and state.full_level == 4
    # Player 1 checked before: a full bet since then reopens the betting for player 1.
    assert state.to_act == 0 and legal(state)[K.RAISE].min_to == 8


@pytest.mark.rule("L8")
def test_L8_spread_limit_all_in_below_half_a_bet_does_not_reopen():
    rules = RuleSet.spread_limit(4, 8, small_blind=1, big_blind=2)
    state = start_hand(rules, [100, 7, 100], button=2, deck=Deck.shuffled(4))
    while state.street.value < 1:
        state = state.apply(state.check_or_call())
    state = state.apply(Action.bet(4))  # player 1 bets 4: a full raise is now 4
    state = state.apply(Action.raise_to(5))  # player 2 all-in +1: less than half of 4
    assert state.events[-1].rule == "L8" and "öffnet die Runde nicht" in state.events[-1].text
    state = state.apply(Action.call())
    assert state.to_act == 0 and K.RAISE not in legal(state)


@pytest.mark.parametrize("call", [
    lambda: __import__("holdem.pots", fromlist=["x"]).award_pots(None, {}, button=0, n_seats=2),
    lambda: __import__("holdem.betting", fromlist=["x"]).interpret_chip_push(None, 5),
    lambda: __import__("holdem.betting", fromlist=["x"]).legal_actions(None),
    lambda: __import__("holdem.dealing", fromlist=["x"]).check_misdeal(None),
    lambda: __import__("holdem.dealing", fromlist=["x"]).check_misdeal(3, exposed=None),
    lambda: __import__("holdem.dealing", fromlist=["x"]).premature_board_card(None, "As", street="turn"),
    lambda: __import__("holdem.dealing", fromlist=["x"]).stacked_deck(None, 0, {}),
    lambda: __import__("holdem.dealing", fromlist=["x"]).deal_plan(None, 0),
    lambda: __import__("holdem.blinds", fromlist=["x"]).TableLimits("x"),
    lambda: __import__("holdem.blinds", fromlist=["x"]).BlindSchedule(None),
    lambda: __import__("holdem.hand", fromlist=["x"]).play(None, []),
    lambda: __import__("holdem.table", fromlist=["x"]).Table.with_players([10, 10]).set_blinds(None),
    lambda: __import__("holdem.table", fromlist=["x"]).Table.with_players([10, 10], button=0).after_hand(None),
    lambda: start_hand(RuleSet(), [10, 10], button=0, posts="x"),
    lambda: start_hand(RuleSet(), [10, 10], button=0, deck="As Kd"),
], ids=["award_pots", "chip_push", "legal_actions", "misdeal", "misdeal-exposed", "early-card", "stacked_deck",
        "deal_plan", "table-limits", "schedule", "play", "set_blinds", "after_hand", "posts", "deck"])
def test_wrong_types_at_engine_entry_points_raise_the_engine_error(call):
    with pytest.raises(HoldemError) as info:
        call()
    assert info.value.key != "holdem_error" and "Erlaubt" in info.value.message
