"""C13: the pot size in pot limit and "pot" as a binding bet or raise of the pot-limit maximum (L2);
in no limit, fixed and spread limit the dealer counts no pot."""

from __future__ import annotations

import random

import pytest
from reader_text import assert_reader_text

from holdem.betting import Action, ActionKind, random_action
from holdem.cards import Deck
from holdem.declarations import PotSize, declare_pot, pot_size
from holdem.hand import IllegalActionError, start_hand
from holdem.rules import RuleSet

NAMES = ["Anna", "Ben", "Carl"]




def pot_limit_hand(stacks=(200, 200, 200), **kwargs):
    # Button Anna: Ben posts the small blind, Carl the big blind, Anna acts first preflop.
    return start_hand(RuleSet.pot_limit(1, 2), list(stacks), button=0, deck=Deck.shuffled(1),
                      names=NAMES[:len(stacks)], **kwargs)


def chips_in_play(state):
    return sum(state.stacks) + sum(state.contributed)


def apply_pot(state):
    """Say "pot", apply it, and check that the engine took it as the amount asked for."""
    action = declare_pot(state)
    after = state.apply(action)
    assert after.bets[state.to_act] == action.amount
    assert chips_in_play(after) == chips_in_play(state)
    return after


@pytest.mark.rule("C13")
def test_C13_preflop_under_the_gun_pot_is_a_raise_to_7_with_blinds_1_2():
    state = pot_limit_hand()
    size = pot_size(state)
    assert size == PotSize(0, "Anna", ActionKind.RAISE, pot=3, call=2, limit_to=7, to=7, all_in=False)
    assert size.pot_after_call == 5
    assert size.text == (
        "Der Geber zählt den Pot für Anna: im Pot liegen 3 Chips; Anna muss 2 Chips mitgehen, danach liegen "
        "5 Chips im Pot. Erhöht werden darf höchstens um den Pot nach dem Mitgehen (L2): „Pot“ heißt für "
        "Anna auf 7 erhöhen, und das gilt, sobald es gesagt ist (C13).")
    assert declare_pot(state) == Action.raise_to(7)
    after = apply_pot(state)
    assert after.current_bet == 7 and after.pot == 10


@pytest.mark.rule("C13")
def test_C13_small_blind_facing_a_pot_raise_pots_to_23():
    state = apply_pot(pot_limit_hand())  # Anna: pot, to 7
    size = pot_size(state)
    # Pot 1 + 2 + 7 = 10; Ben has 1 in and calls 6; the pot is then 16: raise to 7 + 16 = 23.
    assert (size.player, size.pot, size.call, size.pot_after_call, size.to) == (1, 10, 6, 16, 23)
    assert declare_pot(state) == Action.raise_to(23)
    state = apply_pot(state)
    size = pot_size(state)  # Carl, big blind: pot 2 + 7 + 23 = 32, call 21, raise to 23 + 53 = 76
    assert (size.pot, size.call, size.to) == (32, 21, 76)
    assert "„Pot“ heißt für Carl auf 76 erhöhen" in size.text


@pytest.mark.rule("C13")
def test_C13_big_blind_option_after_limps_and_bets_and_raises_on_the_flop():
    state = pot_limit_hand()
    state = state.apply(Action.call()).apply(Action.call())  # Anna and Ben limp: Carl has the option
    size = pot_size(state)
    assert (size.player, size.pot, size.call, size.to, size.kind) == (2, 6, 0, 8, ActionKind.RAISE)
    assert declare_pot(state) == Action.raise_to(8)
    state = state.apply(Action.check())
    assert state.street.german == "Flop" and state.to_act == 1
    size = pot_size(state)  # nothing bet yet: "pot" is a bet of the pot
    assert (size.pot, size.call, size.to, size.kind) == (6, 0, 6, ActionKind.BET)
    assert size.text.endswith("„Pot“ heißt für Ben 6 setzen, und das gilt, sobald es gesagt ist (C13).")
    assert "zu zahlen ist nichts" in size.text
    assert declare_pot(state) == Action.bet(6)
    state = apply_pot(state)
    size = pot_size(state)  # Carl faces 6: pot 12, call 6, raise to 6 + 18 = 24
    assert (size.pot, size.call, size.to) == (12, 6, 24)
    assert declare_pot(state) == Action.raise_to(24)
    state = apply_pot(state)
    assert state.events[0].amount == 24


@pytest.mark.rule("C13")
def test_C13_pot_is_capped_by_the_stack_then_all_in():
    state = apply_pot(pot_limit_hand(stacks=(200, 200, 20)))  # Anna to 7; Ben calls
    state = state.apply(Action.call())
    size = pot_size(state)  # Carl: pot 16, call 5: the pot would be a raise to 28, Carl has 20 in all
    assert (size.limit_to, size.to, size.all_in) == (28, 20, True)
    assert "„Pot“ wäre auf 28 erhöhen. So viele Chips hat Carl nicht: „Pot“ heißt für Carl all-in, auf 20 erhöhen (C13)." \
        in size.text
    after = apply_pot(state)
    assert after.stacks[2] == 0 and 2 in after.all_in


@pytest.mark.rule("C13")
def test_C13_no_raise_allowed_pot_size_says_why_and_pot_is_refused():
    state = apply_pot(pot_limit_hand(stacks=(200, 6, 200)))  # Ben has 5 behind and owes 6
    size = pot_size(state)
    assert (size.pot, size.call, size.to, size.key) == (10, 6, None, "stack_too_small")
    assert size.text.endswith("„Pot“ nennt für Ben keinen Betrag (C13).") and "(A1)" in size.text
    with pytest.raises(IllegalActionError) as info:
        declare_pot(state)
    assert info.value.key == "stack_too_small"
    assert info.value.message.startswith("„Pot“ geht für Ben hier nicht: mit 5 Chips")
    assert info.value.message.endswith("Erlaubt: Mitgehen oder Aussteigen (C13).")


@pytest.mark.rule("C13")
def test_C13_round_closed_after_a_short_all_in_refuses_pot():
    state = start_hand(RuleSet.pot_limit(1, 2), [200, 200, 200, 3, 200], button=4, deck=Deck.shuffled(8))
    state = state.apply(Action.call(2)).apply(Action.raise_to(3, 3)).apply(Action.call(4)).apply(Action.call(0))
    state = state.apply(Action.call(1))
    assert state.to_act == 2  # the limper facing a short all-in: the round is closed for him (L8)
    with pytest.raises(IllegalActionError) as info:
        declare_pot(state)
    assert info.value.key == "round_closed" and "Erlaubt: Mitgehen oder Aussteigen (C13)" in info.value.message
    assert pot_size(state).to is None


NOT_POT_LIMIT = [
    pytest.param(RuleSet.no_limit(1, 2), "No Limit", "einen Betrag von 4 bis 200 ansagen, z. B. „auf 4 erhöhen“",
                 id="C13-no-limit"),
    pytest.param(RuleSet.fixed_limit(2), "Fixed Limit", "bei Fixed Limit ist der Betrag fest: „auf 4 erhöhen“",
                 id="C13-fixed-limit"),
    pytest.param(RuleSet.spread_limit(2, 4, small_blind=1, big_blind=2), "Spread Limit",
                 "ist der Betrag fest: „auf 4 erhöhen“", id="C13-spread-limit"),  # preflop: raise by one limit
]


@pytest.mark.rule("C13")
@pytest.mark.parametrize("rules, structure, instead", NOT_POT_LIMIT)
def test_C13_the_dealer_counts_no_pot_outside_pot_limit(rules, structure, instead):
    state = start_hand(rules, [200, 200, 200], button=0, deck=Deck.shuffled(1), names=NAMES)
    before = (state.bets, state.stacks, state.to_act, state.events)
    with pytest.raises(IllegalActionError) as asked:
        pot_size(state)
    assert asked.value.key == "pot_not_counted"
    assert asked.value.message.startswith(f"Bei {structure} zählt der Geber den Pot nicht für die Spieler")
    assert instead in asked.value.message and asked.value.message.endswith("(C13).")
    with pytest.raises(IllegalActionError) as said:
        declare_pot(state)
    assert said.value.key == "pot_not_counted"
    assert said.value.message.startswith(f"„Pot“ nennt bei {structure} keinen Betrag")
    assert "Erlaubt: " in said.value.message and instead in said.value.message
    assert (state.bets, state.stacks, state.to_act, state.events) == before


@pytest.mark.rule("C13")
def test_C13_no_limit_after_a_bet_names_the_legal_range_and_without_a_raise_call_or_fold():
    state = start_hand(RuleSet.no_limit(1, 2), [200, 200, 5], button=0, deck=Deck.shuffled(1), names=NAMES)
    state = state.apply(Action.raise_to(10))
    with pytest.raises(IllegalActionError) as info:
        declare_pot(state)
    assert "einen Betrag von 18 bis 200 ansagen, z. B. „auf 18 erhöhen“" in info.value.message
    state = state.apply(Action.call())
    with pytest.raises(IllegalActionError) as info:
        pot_size(state)  # Carl, 3 behind and 8 to call: no raise at all
    assert info.value.message.endswith("Erlaubt: Mitgehen oder Aussteigen (C13).")


BAD = [
    pytest.param(lambda: pot_size("kein Zustand"), "bad_state", id="C13-pot_size-not-a-state"),
    pytest.param(lambda: declare_pot(None), "bad_state", id="C13-declare_pot-None"),
]


@pytest.mark.rule("C13")
@pytest.mark.parametrize("call, key", BAD)
def test_C13_bad_input_gives_a_german_message_and_key(call, key):
    with pytest.raises(IllegalActionError) as info:
        call()
    assert info.value.key == key and "Erlaubt" in info.value.message


@pytest.mark.rule("C13")
def test_C13_nobody_to_act_when_the_hand_is_over():
    state = pot_limit_hand().apply(Action.fold()).apply(Action.fold())
    assert state.is_over
    for ask in (pot_size, declare_pot):
        with pytest.raises(IllegalActionError) as info:
            ask(state)
        assert info.value.key == "nobody_to_act" and "(C1, C13)" in info.value.message


@pytest.mark.rule("C13")
def test_C13_pot_to_the_river_conserves_chips_and_every_pot_is_legal():
    state = pot_limit_hand(stacks=(500, 500, 500))
    total = chips_in_play(state)
    while not state.is_over:
        legal = {option.kind for option in state.legal_actions()}
        if ActionKind.RAISE in legal or ActionKind.BET in legal:
            size = pot_size(state)
            action = declare_pot(state)
            assert action.amount == size.to
            option = next(o for o in state.legal_actions() if o.kind is action.kind)
            assert action.amount == option.max_to  # "pot" is the pot-limit maximum
            state = state.apply(action)
        else:
            state = state.apply(state.check_or_call())
        assert chips_in_play(state) == total
    assert sum(state.final_stacks) == total


@pytest.mark.rule("C13")
@pytest.mark.parametrize("seed", range(30), ids=[f"C13-texts-{s}" for s in range(30)])
def test_C13_every_text_reads_well_for_any_name(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    stacks = [rng.choice([1, 5, 30, 100, 250]) for _ in range(n)]
    rules = rng.choice([RuleSet.pot_limit(1, 2), RuleSet.no_limit(1, 2), RuleSet.fixed_limit(2)])
    names = ["Anna", "Berta", "Clara", "Dana", "Eva", "Frieda"][:n]
    state = start_hand(rules, stacks, button=rng.randrange(n), deck=Deck.shuffled(seed), names=names)
    while not state.is_over:
        if state.to_act is not None:
            try:
                assert_reader_text(pot_size(state).text, "C13")
            except IllegalActionError as error:
                assert_reader_text(error.message, "C13")
            try:
                state = state.apply(declare_pot(state)) if rng.random() < 0.3 else state.apply(
                    random_action(state, rng))
                continue
            except IllegalActionError as error:
                assert_reader_text(error.message, "C13")
        state = state.apply(random_action(state, rng))
