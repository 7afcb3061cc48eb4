"""Blinds, antes, dealing and who acts first (B1, B3–B6, H1, H2, K1–K5, W3, W4, manual deal)."""

import pytest
from test_hand_helpers import kinds, new_hand, play_script, rules_of

from holdem.betting import Action, ActionKind
from holdem.cards import Deck, parse_cards
from holdem.dealing import deal_order, deal_plan, unused_cards
from holdem.hand import DealBoard, DealHole, IllegalActionError, Post, Street, start_hand
from holdem.rules import RuleSet

# ---------------------------------------------------------------- blinds


@pytest.mark.rule("B3")
def test_B3_blinds_are_posted_before_any_decision_and_no_ante_by_default():
    state = new_hand(100, n=5, button=0)
    assert state.bets == (0, 1, 2, 0, 0)
    assert state.stacks == (100, 99, 98, 100, 100)
    assert state.contributed == state.bets  # no ante (B3)
    posts = [e for e in state.events if e.kind == "post"]
    assert [(e.player, e.amount) for e in posts] == [(1, 1), (2, 2)]
    assert all("B3" in e.text for e in posts)


def test_B1_blinds_follow_the_button():
    state = new_hand(100, n=6, button=4)
    assert state.bets == (2, 0, 0, 0, 0, 1)  # SB = 5, BB = 0


def test_H1_heads_up_button_posts_the_small_blind():
    state = new_hand(100, n=2, button=1)
    assert state.bets == (2, 1)
    assert "H1" in rules_of(state)


def test_B3_antes_go_into_the_pot_but_are_no_bet():
    state = new_hand(100, n=3, button=0, rules=RuleSet(ante=5))
    assert state.contributed == (5, 6, 7)
    assert state.bets == (0, 1, 2)
    assert state.current_bet == 2


def test_big_blind_ante_only_the_big_blind_pays():
    state = new_hand(1000, n=4, button=0, rules=RuleSet(small_blind=50, big_blind=100, ante=100,
                                                         big_blind_ante=True))
    assert state.contributed == (0, 50, 200, 0)
    assert state.bets == (0, 50, 100, 0)


def test_B8_dead_money_is_in_the_pot_but_not_a_bet():
    posts = [Post(1, 1, "small_blind"), Post(2, 2, "big_blind"), Post(4, 2, "big_blind"), Post(4, 1, "dead")]
    state = new_hand(100, n=5, button=0, posts=posts)
    assert state.bets == (0, 1, 2, 0, 2)
    assert state.contributed == (0, 1, 2, 0, 3)
    assert state.pot == 6
    assert "B8" in rules_of(state)
    # Player 4's live blind counts towards his call (B4): after a raise to 6 he owes 4.
    state = play_script(state, "r6")
    assert state.to_act == 4
    assert [a.call for a in state.legal_actions() if a.kind is ActionKind.CALL] == [4]
    # Everybody folds to the raiser: he wins the blinds and the dead chip.
    state = play_script(state, "f f f f")
    assert state.final_stacks == (100, 99, 98, 100 + 1 + 2 + 3, 97)


@pytest.mark.rule("A1")
def test_short_blind_is_all_in():
    state = new_hand([100, 100, 1], n=3, button=0)
    assert state.bets == (0, 1, 1)
    assert state.all_in == frozenset({2})
    assert any("all-in (A1)" in e.text for e in state.events if e.player == 2)


@pytest.mark.rule("B4")
def test_B4_blinds_are_live_the_big_blind_pays_only_the_difference():
    state = play_script(new_hand(100, n=3, button=0), "r6 c")
    assert state.to_act == 2
    call = [a for a in state.legal_actions() if a.kind is ActionKind.CALL][0]
    assert call.call == 4 and call.min_to == 6
    state = state.apply(Action.call())
    assert state.contributed == (6, 6, 6)


@pytest.mark.rule("B5")
def test_B5_big_blind_option_check_or_raise_when_nobody_raised():
    state = play_script(new_hand(100, n=3, button=0), "c c")
    assert state.to_act == 2
    assert any(e.rule == "B5" for e in state.events)
    assert kinds(state) == {ActionKind.CHECK: (None, None), ActionKind.RAISE: (4, 100)}
    checked = state.apply(Action.check())
    assert checked.street is Street.FLOP and "B5" in rules_of(checked)
    raised = state.apply(Action.raise_to(8))
    assert raised.street is Street.PREFLOP and raised.to_act == 0
    assert "B5" in rules_of(raised)


@pytest.mark.rule("B5")
def test_B5_option_only_once_after_the_limpers_call_the_raise():
    state = play_script(new_hand(100, n=3, button=0), "c c r8 c c")
    assert state.street is Street.FLOP


@pytest.mark.rule("B6")
def test_B6_small_blind_completes_in_no_limit():
    state = play_script(new_hand(100, n=3, button=0), "c")
    assert state.to_act == 1
    call = [a for a in state.legal_actions() if a.kind is ActionKind.CALL][0]
    assert call.call == 1
    after = state.apply(Action.call())
    assert "B6" in rules_of(after)


@pytest.mark.rule("B6")
def test_B6_fixed_limit_small_blind_completes_with_half_a_small_bet_or_raises_one_and_a_half():
    rules = RuleSet.fixed_limit(4, 8)  # blinds 2/4
    state = play_script(new_hand(100, n=3, button=0, rules=rules), "c")
    legal = kinds(state)
    assert legal[ActionKind.CALL] == (4, 4)  # adds 2 = half a small bet
    assert legal[ActionKind.RAISE] == (8, 8)  # adds 6 = 1.5 small bets
    assert [a.call for a in state.legal_actions() if a.kind is ActionKind.CALL] == [2]


# ---------------------------------------------------------------- who acts first


@pytest.mark.rule("W3")
def test_W3_under_the_gun_acts_first_and_may_not_check():
    state = new_hand(100, n=6, button=2)
    assert state.to_act == 5
    assert state.events[-1].rule == "W3"
    assert "links vom Big Blind" in state.events[-1].text
    assert ActionKind.CHECK not in kinds(state)
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.check())
    assert info.value.key == "check_facing_bet"


@pytest.mark.rule("W4")
def test_W4_first_active_player_left_of_the_button_starts_postflop():
    state = play_script(new_hand(100, n=4, button=3), "c c f k")
    assert state.street is Street.FLOP
    assert state.to_act == 1  # player 0 (small blind) folded
    assert state.events[-1].rule == "W4"


@pytest.mark.rule("H2")
def test_H2_heads_up_button_first_preflop_last_after():
    state = new_hand(100, n=2, button=0)
    assert state.to_act == 0 and state.events[-1].rule == "H2"
    state = play_script(state, "c k")
    assert state.street is Street.FLOP
    assert state.to_act == 1 and state.events[-1].rule == "H2"
    state = play_script(state, "k")
    assert state.to_act == 0


# ---------------------------------------------------------------- dealing


@pytest.mark.rule("K1")
def test_K1_one_card_at_a_time_starting_left_of_the_button():
    deck = Deck.shuffled(7)
    state = start_hand(RuleSet(), [100] * 4, button=1, deck=deck)
    order = [2, 3, 0, 1]
    for k, p in enumerate(order):
        assert state.holes[p] == (deck.cards[k], deck.cards[k + 4])
    assert deal_order(4, 1) == (2, 3, 0, 1)
    assert [e.player for e in state.events if e.kind == "deal_hole"] == order


@pytest.mark.rule("K1")
def test_K1_heads_up_the_big_blind_gets_the_first_card():
    deck = Deck.shuffled(3)
    state = start_hand(RuleSet(), [100, 100], button=0, deck=deck)
    assert state.holes[1][0] == deck.cards[0]
    assert state.holes[0][0] == deck.cards[1]


@pytest.mark.rule("K2")
@pytest.mark.rule("K3")
def test_K2_K3_burn_before_flop_turn_and_river():
    deck = Deck.shuffled(11)
    n = 3
    state = play_script(start_hand(RuleSet(), [100] * n, button=0, deck=deck), "c c k k k k k k k k k k")
    c = deck.cards
    hole = 2 * n
    assert state.burned == (c[hole], c[hole + 4], c[hole + 6])
    assert state.board == (c[hole + 1], c[hole + 2], c[hole + 3], c[hole + 5], c[hole + 7])
    assert state.is_over


@pytest.mark.rule("K2")
def test_K2_variant_burns_before_the_hole_cards_too():
    deck = Deck.shuffled(5)
    state = start_hand(RuleSet(burn_before_hole_cards=True), [100] * 3, button=0, deck=deck)
    assert state.burned == (deck.cards[0],)
    assert state.holes[1] == (deck.cards[1], deck.cards[4])


@pytest.mark.rule("K5")
def test_K5_unused_cards_and_deal_plan():
    assert unused_cards(10) == 52 - 20 - 5 - 3 == 24
    assert unused_cards(22) == 0  # G2: 22 players with three burns
    assert unused_cards(2, burns=4) == 39
    plan = deal_plan(3, 0)
    assert len(plan.slots) == 6 + 8
    assert plan.slots[0] == ("hole", 1, 0) and plan.slots[3] == ("hole", 1, 1)
    assert plan.slots[6] == ("burn", "flop")
    lines = plan.describe()
    assert lines[0] == "Karte 1: Spieler 2, erste Karte (K1)"
    assert lines[6] == "Karte 7: Burn Card vor dem Flop (K2)"


@pytest.mark.rule("K5")
def test_K5_the_deck_order_determines_every_card():
    first = play_script(new_hand(100, n=4, button=0, holes={2: "AsKs"}, board="QsJsTs2d3d"),
                        "c c c k k k k k k k k k k k k k")
    assert first.is_over
    assert [str(c) for c in first.board] == ["Qs", "Js", "Ts", "2d", "3d"]
    again = play_script(new_hand(100, n=4, button=0, holes={2: "AsKs"}, board="QsJsTs2d3d"),
                        "c c c k k k k k k k k k k k k k")
    assert again.holes == first.holes and again.burned == first.burned
    assert first.final_stacks[2] == 100 + 6  # royal flush wins 2 from each of the others


@pytest.mark.rule("K4")
def test_K4_a_burn_card_is_never_shown_to_the_players():
    state = play_script(new_hand(100, n=3), "c c k")
    burn_events = [e for e in state.events if e.kind == "burn"]
    assert burn_events and all(e.cards == () for e in burn_events)
    assert len(state.burned) == 1


# ---------------------------------------------------------------- manual deal (replays)


def test_manual_deal_waits_for_hole_and_board_cards():
    state = start_hand(RuleSet(), [100, 100, 100], button=2)
    assert state.awaiting_deal and state.to_act is None
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action.call())
    assert info.value.key == "awaiting_deal"
    state = state.apply(DealHole(0, parse_cards("AsAh")))
    state = state.apply(DealHole(1, None))
    with pytest.raises(IllegalActionError) as info:
        state.apply(DealHole(0, parse_cards("KsKh")))
    assert info.value.key == "already_dealt"
    with pytest.raises(IllegalActionError) as info:
        state.apply(DealHole(2, parse_cards("AsKd")))
    assert info.value.key == "duplicate_card"
    state = state.apply(DealHole(2, parse_cards("7c2d")))
    assert not state.awaiting_deal and state.to_act == 2
    state = play_script(state, "c c k")
    assert state.awaiting_deal and state.street is Street.FLOP
    with pytest.raises(IllegalActionError) as info:
        state.apply(DealBoard(parse_cards("2c3c")))
    assert info.value.key == "wrong_card_count"
    state = state.apply(DealBoard(parse_cards("2c3c4c")))
    assert state.to_act == 0 and state.burned == ()
    state = play_script(state, "k k k")
    state = state.apply(DealBoard(parse_cards("Kd")))
    state = play_script(state, "k k k")
    state = state.apply(DealBoard(parse_cards("9h")))
    state = play_script(state, "k k k")
    # Player 1's cards are unknown: the showdown waits for them.
    assert state.street is Street.SHOWDOWN and not state.is_over
    assert state.awaiting_reveal == (1,)
    shown = state.reveal(1, "KsKh")
    assert shown.is_over
    assert shown.final_stacks == (100 - 2, 100 + 4, 100 - 2)  # a set of kings beats the aces
    mucked = state.muck(1)
    assert mucked.is_over and mucked.final_stacks == (100 + 4, 100 - 2, 100 - 2)


def test_deck_mode_refuses_manual_steps():
    state = new_hand(100)
    with pytest.raises(IllegalActionError) as info:
        state.apply(DealBoard(parse_cards("2c3c4c")))
    assert info.value.key == "not_manual"
