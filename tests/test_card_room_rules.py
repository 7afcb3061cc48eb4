"""Card-room rules as the engine's settings and defaults: C4 (all-in showdown by game kind),
C2 (chips put in without a word), B2/B9 (fixed-limit blinds, the dead-button rule), B7, C10."""

from __future__ import annotations

import pytest

from holdem.betting import Action
from holdem.blinds import Blinds
from holdem.cards import Deck
from holdem.dealing import stacked_deck
from holdem.errors import HoldemError
from holdem.events import cards_text
from holdem.hand import IllegalActionError, start_hand
from holdem.rules import RuleSet, SetupError
from holdem.table import GameKind, Table


def play_out(state, actions=()):
    for action in actions:
        state = state.apply(action)
    while not state.is_over:
        state = state.apply(state.check_or_call())
    return state


# ---------------------------------------------------------------- C4

ALL_IN_DECK = {0: "AsAh", 1: "KdKc", 2: "7c2d"}
ALL_IN = [Action.call(), Action.raise_to(50), Action.call(), Action.fold()]  # all-in preflop, then over


@pytest.mark.rule("C4")
def test_C4_cash_game_default_nobody_shows_before_the_showdown():
    deck = stacked_deck(3, 2, ALL_IN_DECK, "Qs9h4c5s3d")
    state = play_out(start_hand(RuleSet.no_limit(1, 2), [50, 100, 100], button=2, deck=deck), ALL_IN)
    assert RuleSet().all_in_showdown is None
    assert not state.exposed and not any(e.rule == "C4" for e in state.events)
    kinds = [e.kind for e in state.events]
    assert kinds.index("showdown") > max(i for i, k in enumerate(kinds) if k == "deal_board")
    # A normal showdown: the loser may muck (S3), the winner shows (C3).
    assert 0 in state.shown and 1 in state.mucked


@pytest.mark.rule("C4")
@pytest.mark.parametrize("kind, exposed", [(GameKind.TOURNAMENT, True), (GameKind.CASH, False)],
                         ids=["tournament", "cash"])
def test_C4_at_a_table_the_game_kind_decides(kind, exposed):
    setup = Table.with_players([50, 100, 100], button=2, kind=kind).next_hand()
    deck = stacked_deck(3, setup.button, ALL_IN_DECK, "Qs9h4c5s3d")
    state = play_out(setup.start(RuleSet.no_limit(1, 2), deck=deck), ALL_IN)
    assert bool(state.exposed) is exposed
    assert any(e.rule == "C4" and e.kind == "expose" for e in state.events) is exposed
    assert (1 in state.mucked) is not exposed  # face-up hands are never mucked
    first = next(e for e in state.events if e.kind == "show")
    assert "River" not in first.text or not exposed  # all-in before the flop: no river reason


@pytest.mark.rule("C4")
def test_C4_setting_overrides_the_game_kind():
    setup = Table.with_players([50, 100, 100], button=2, kind=GameKind.TOURNAMENT).next_hand()
    deck = stacked_deck(3, setup.button, ALL_IN_DECK, "Qs9h4c5s3d")
    state = play_out(setup.start(RuleSet.no_limit(1, 2, all_in_showdown=False), deck=deck), ALL_IN)
    assert not state.exposed
    with pytest.raises(SetupError) as info:
        RuleSet(all_in_showdown="ja")
    assert info.value.key == "bad_rules" and "C4" in info.value.message
    assert "C4" in RuleSet(all_in_showdown=True).describe()


# ---------------------------------------------------------------- C2

@pytest.mark.rule("C2")
@pytest.mark.parametrize("chips, expected", [
    ([5, 5], Action.call()),  # both chips are needed for the call of 10
    ([10, 1, 1], Action.call()),  # 2 over the call: less than half of a full raise (10)
    ([10, 5], Action.raise_to(20)),  # 5 over: half a raise, so a full raise to 20
    ([25, 25], Action.raise_to(50)),  # more than a full raise: a raise of the chips put in
], ids=["needed-for-call", "below-half", "half-makes-full", "above-full"])
def test_C2_several_chips_without_a_word_facing_the_big_blind(chips, expected):
    from holdem.betting import interpret_chips

    state = start_hand(RuleSet.no_limit(5, 10), [1000, 1000, 1000], button=0, deck=Deck.shuffled(1))
    assert state.to_act == 0 and state.current_bet == 10
    action = interpret_chips(state, chips)
    assert action == expected
    state.apply(action)  # always a legal action


@pytest.mark.rule("C2")
def test_C2_several_chips_facing_a_raise_use_the_last_raise_for_the_half_rule():
    from holdem.betting import interpret_chips

    state = start_hand(RuleSet.no_limit(5, 10), [1000, 1000, 1000], button=0, deck=Deck.shuffled(1))
    state = state.apply(Action.raise_to(30))  # a raise of 20: the small blind owes 25
    assert interpret_chips(state, [25, 5]) == Action.call()  # 5 over: less than half of 20
    assert interpret_chips(state, [25, 10]) == Action.raise_to(50)  # 10 over: half, so a full raise
    with pytest.raises(IllegalActionError) as info:
        interpret_chips(state, [10, 5])
    assert info.value.key == "chip_too_small" and "Erlaubt" in info.value.message


@pytest.mark.rule("C2")
def test_C2_chips_with_nothing_to_call_are_a_bet_and_raise_without_amount_is_the_minimum():
    from holdem.betting import interpret_chip_push, interpret_chips, raise_without_amount

    state = start_hand(RuleSet.no_limit(5, 10), [1000, 1000, 1000], button=0, deck=Deck.shuffled(1))
    assert raise_without_amount(state) == Action.raise_to(20)  # "raise": the minimum raise
    while state.street.value == 0:
        state = state.apply(state.check_or_call())
    assert interpret_chip_push(state, 100) == Action.bet(100)  # one chip, nothing open: its full value
    assert interpret_chips(state, [25, 25, 5]) == Action.bet(55)
    assert raise_without_amount(state) == Action.bet(10)
    state = state.apply(Action.bet(40))
    assert interpret_chip_push(state, 100) == Action.call()  # facing a bet: one big chip calls
    assert raise_without_amount(state) == Action.raise_to(80)


@pytest.mark.rule("C2")
def test_C2_raise_without_amount_when_the_round_is_closed_is_refused():
    from holdem.betting import interpret_chips, raise_without_amount

    state = start_hand(RuleSet.no_limit(1, 2), [200, 200, 200, 3, 200], button=4, deck=Deck.shuffled(8))
    state = state.apply(Action.call(2)).apply(Action.raise_to(3, 3)).apply(Action.call(4)).apply(Action.call(0))
    state = state.apply(Action.call(1))
    assert state.to_act == 2  # the limper, facing a short all-in: the round is closed for him (L8)
    with pytest.raises(IllegalActionError) as info:
        raise_without_amount(state)
    assert info.value.key == "round_closed" and "Erlaubt" in info.value.message
    assert interpret_chips(state, [1, 1]) == Action.call()
    with pytest.raises(IllegalActionError):
        interpret_chips(state, [])


# ---------------------------------------------------------------- B2, B9

@pytest.mark.rule("B2")
@pytest.mark.parametrize("small_bet, half, two_thirds", [(2, 1, 1), (5, 2, 3), (15, 7, 10), (20, 10, 13)])
def test_B2_fixed_limit_small_blind_half_rounded_down_variant_two_thirds(small_bet, half, two_thirds):
    from holdem.rules import SmallBlindShare

    standard = RuleSet.fixed_limit(small_bet)
    assert (standard.small_blind, standard.big_blind) == (half, small_bet)  # big blind = small bet
    variant = RuleSet.fixed_limit(small_bet, small_blind_share=SmallBlindShare.TWO_THIRDS)
    assert (variant.small_blind, variant.big_blind) == (two_thirds, small_bet)
    blinds = Blinds.from_rules(standard)  # the table posts the same blinds
    setup = Table.with_players([1000] * 3, blinds=blinds, button=0).next_hand()
    assert [p.amount for p in setup.posts] == [half, small_bet]
    with pytest.raises(SetupError) as info:
        RuleSet.fixed_limit(small_bet, small_blind_share="2/3")
    assert info.value.key == "bad_rules" and "Erlaubt" in info.value.message


@pytest.mark.rule("B9")
def test_B9_table_default_is_the_dead_button_big_blind_moves_one_seat_every_hand():
    table = Table.with_players([100] * 5, button=0)
    setup = table.next_hand()  # button 0, small blind 1, big blind 2
    hands = [setup]
    table = setup.table.after_hand(setup.stacks).sit_out(2)  # seat 2 would post the small blind next
    for _ in range(3):
        setup = table.next_hand()
        hands.append(setup)
        table = setup.table.after_hand(setup.stacks)
    assert [h.seats[h.big_blind] for h in hands] == [2, 3, 4, 0]  # one seat on every hand
    second = hands[1]
    assert second.small_blind is None and any(e.kind == "dead_small_blind" and e.rule == "B9"
                                              for e in second.events)
    assert second.seats[second.first_preflop] == 4  # under the gun: left of the big blind (W3)


# ---------------------------------------------------------------- C5

@pytest.mark.rule("C5")
@pytest.mark.parametrize("kwargs, misdeal", [
    ({"exposed": [0]}, True),  # the first card dealt
    ({"exposed": [1]}, True),  # the second card dealt
    ({"exposed": [4, 6]}, True),  # two exposed cards
    ({"cards_dealt": 7}, True),  # a wrong number of cards
    ({"exposed": [5]}, False),  # one card later in the deal: replaced, no misdeal
    ({}, False),
    ({"exposed": [1], "actions": ["fold", "call"]}, False),  # substantial action: two, one with chips
    ({"exposed": [1], "actions": ["fold", "fold", "fold"]}, False),  # any three actions
    ({"exposed": [1], "actions": ["fold", "fold"]}, True),  # two folds put no chips in
    ({"cards_dealt": 9, "actions": [Action.call(), Action.raise_to(6)]}, False),
], ids=["first", "second", "two-exposed", "wrong-number", "later-card", "nothing", "two-with-chips",
        "three-actions", "two-folds", "actions-as-Action"])
def test_C5_misdeal_cases_and_its_limit_of_substantial_action(kwargs, misdeal):
    from holdem.dealing import check_misdeal

    result = check_misdeal(4, **kwargs)
    assert result.is_misdeal is misdeal and result.text.endswith("(C5).")
    if kwargs.get("actions") and not misdeal:
        assert "substanzielle Action" in result.text and "weitergespielt" in result.text


@pytest.mark.rule("C5")
def test_C5_bad_actions_for_the_misdeal_check_are_refused():
    from holdem.dealing import check_misdeal
    from holdem.errors import CardError

    for actions in ("fold", ["muck"]):
        with pytest.raises(CardError) as info:
            check_misdeal(4, exposed=[1], actions=actions)
        assert info.value.key == "bad_actions" and "Erlaubt" in info.value.message


@pytest.mark.rule("C5")
@pytest.mark.rule("K1")
def test_C5_hole_card_exposed_later_is_replaced_and_becomes_the_burn_card():
    from holdem.dealing import replace_exposed_hole_card

    deck = Deck.from_text("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc Ac 2d")
    # Four players, button 3: cards go to players 0, 1, 2, 3, 0, 1, 2, 3 (K1). Card 6 (index 5)
    # is player 1's second card, 7c; after the deal he gets the next card, Tc, and 7c is burnt.
    fix = replace_exposed_hole_card(deck, 4, 3, 5)
    assert [cards_text(h) for h in fix.holes] == ["2c 6c", "3c Tc", "4c 8c", "5c 9c"]
    assert str(fix.burn) == "7c" and cards_text(fix.rest.cards[:1]) == "Jc"  # the flop starts at Jc
    assert len(fix.rest) + 8 + 1 == len(deck)  # no card created or lost
    assert "Burn Card" in fix.text and "(C5, K2)" in fix.text
    with pytest.raises(HoldemError) as info:
        replace_exposed_hole_card(deck, 4, 3, 1)  # the second card: a misdeal instead
    assert "Misdeal" in info.value.message


STUB = Deck.from_text("2c 3d 4h 5s 6c 7d 8h 9s Tc")


@pytest.mark.rule("C5")
def test_C5_premature_flop_goes_back_and_a_new_flop_comes_without_a_burn():
    from holdem.dealing import premature_board_card

    fix = premature_board_card(STUB, "Ah Kh Qh", street="flop", seed=4)
    flop = fix.cards("flop")
    assert len(flop) == 3 and fix.burned == ()  # no burn card for the new flop
    everything = set(flop) | set(fix.rest.cards)
    assert everything == set(STUB.cards) | set(Deck.from_text("Ah Kh Qh").cards)  # back in the stub
    assert len(fix.rest) == len(STUB)
    assert fix == premature_board_card(STUB, "Ah Kh Qh", street="flop", seed=4)  # the seed fixes it
    assert "Burn Card bleibt" in fix.text and fix.text.endswith("(C5).")


@pytest.mark.rule("C5")
def test_C5_premature_turn_burn_then_the_river_card_as_turn_then_reshuffle_for_the_river():
    from holdem.dealing import premature_board_card

    fix = premature_board_card(STUB, "Ah", street="turn", seed=4)
    assert cards_text(fix.burned) == "2c"  # the burn card before what would have been the river
    assert cards_text(fix.cards("turn")) == "3d"  # what would have been the river is the turn
    (river,) = fix.cards("river")
    rest_then = set(STUB.cards[2:]) | {Deck.from_text("Ah").cards[0]}
    assert river in rest_then and set(fix.rest.cards) == rest_then - {river}  # reshuffled, no burn
    rivers = {premature_board_card(STUB, "Ah", street="turn", seed=seed).cards("river")[0] for seed in range(40)}
    assert Deck.from_text("Ah").cards[0] in rivers  # the set-aside card is back in the stub
    assert len(fix.steps) == 3 and "beiseitegelegt" in fix.steps[0]


@pytest.mark.rule("C5")
def test_C5_premature_river_is_reshuffled_and_dealt_again_without_a_burn():
    from holdem.dealing import premature_board_card

    fix = premature_board_card(STUB, "Ah", street="river", seed=7)
    (river,) = fix.cards("river")
    assert fix.burned == () and len(fix.rest) == len(STUB)
    assert set(fix.rest.cards) | {river} == set(STUB.cards) | set(Deck.from_text("Ah").cards)
    with pytest.raises(HoldemError) as info:
        premature_board_card(STUB, "2c", street="river")  # still in the stub
    assert info.value.key == "bad_card"
    with pytest.raises(HoldemError) as info:
        premature_board_card(STUB, "Ah Kh", street="turn")  # one turn card, not two
    assert "Erlaubt" in info.value.message


@pytest.mark.rule("C2")
@pytest.mark.rule("B5")
def test_C2_the_big_blind_with_the_option_checks_with_one_oversized_chip():
    from holdem.betting import interpret_chip_push

    state = start_hand(RuleSet.no_limit(5, 10), [1000, 1000, 1000], button=0, deck=Deck.shuffled(1))
    state = state.apply(Action.call()).apply(Action.call())  # the button and the small blind call
    assert state.to_act == 2 and state.current_bet == state.bets[2] == 10  # the big blind's option
    assert interpret_chip_push(state, 100) == Action.check()


@pytest.mark.rule("C2")
def test_C2_raise_said_with_one_oversized_chip_is_a_raise_of_the_chips_full_value():
    from holdem.betting import interpret_chip_push

    state = start_hand(RuleSet.no_limit(5, 10), [1000, 1000, 1000], button=0, deck=Deck.shuffled(1))
    while state.street.value == 0:
        state = state.apply(state.check_or_call())
    state = state.apply(Action.bet(40))
    assert interpret_chip_push(state, 100, said_raise=True) == Action.raise_to(100)  # not a call, not 80
    assert interpret_chip_push(state, 500, said_raise=True) == Action.raise_to(500)
    # A chip too small for a full raise: "raise" still means at least the minimum raise.
    assert interpret_chip_push(state, 50, said_raise=True) == Action.raise_to(80)
    with pytest.raises(IllegalActionError) as info:
        interpret_chip_push(state, 100, said_raise="ja")  # type: ignore[arg-type]
    assert info.value.key == "bad_option"
