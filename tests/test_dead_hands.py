"""C14: dead hands and protecting one's cards — the dealer mucks a hand by mistake (unprotected:
dead, an uncalled bet comes back; protected: retrieved), a player exposes an own card (live),
cards that touched the muck (back only when identifiable)."""

from __future__ import annotations

import random

import pytest
from reader_text import BAD_NUMBER, PRONOUNS, assert_reader_text

from holdem.betting import Action, random_action
from holdem.cards import Deck
from holdem.dead_hands import (
    DealerMuck,
    MuckedCards,
    OwnCardShown,
    cards_in_muck,
    dealer_mucks,
    exposes_own_card,
)
from holdem.errors import CardError
from holdem.hand import IllegalActionError, Street, start_hand
from holdem.rules import RuleSet

NAMES = ["Anna", "Ben", "Carl"]
ANNA, BEN, CARL = 0, 1, 2




def chips_in_play(state):
    return sum(state.stacks) + sum(state.contributed)


def on_the_flop(stacks=(100, 100, 100), names=NAMES):
    """Button Carl: Anna small blind, Ben big blind; everybody calls, Anna acts first on the flop."""
    state = start_hand(RuleSet.no_limit(1, 2), list(stacks), button=len(stacks) - 1, deck=Deck.shuffled(5),
                       names=names)
    while state.street is Street.PREFLOP:
        state = state.apply(state.check_or_call())
    assert state.to_act == ANNA and state.pot == 2 * len(stacks)
    return state


@pytest.mark.rule("C14")
def test_C14_unprotected_hand_mucked_before_calling_a_bet_is_dead():
    state = on_the_flop().apply(Action.bet(10))  # Anna bets 10; Ben has not called yet
    ruling = dealer_mucks(state, BEN, protected=False)
    assert ruling == DealerMuck(BEN, "Ben", protected=False, dead=True, returned=0, in_pot=2, winner=None, won=0,
                                state=ruling.state)
    after = ruling.state
    assert BEN in after.folded and after.to_act == CARL and after.current_bet == 10
    assert after.stacks == state.stacks and after.contributed == state.contributed
    assert ruling.text == ("Der Geber hat die ungeschützten Karten von Ben in den Muck geworfen: die Hand ist tot, "
                           "Ben hat keinen Anspruch mehr auf den Pot. 2 Chips von Ben bleiben im Pot (C14).")
    (event,) = after.events  # the engine's record: out as after a fold, the chips stay in the pot
    assert (event.rule, event.kind, event.player, event.values["in_pot"], event.values["dead"]) == \
        ("C14", "fold", BEN, 2, True)
    assert event.text == "Die Hand von Ben ist tot: Ben kann in dieser Hand nichts mehr gewinnen. 2 Chips von Ben bleiben im Pot (C14)."
    assert BEN not in state.folded  # the given state is never changed


@pytest.mark.rule("C14")
def test_C14_uncalled_bet_of_a_mucked_hand_goes_back_what_was_called_stays():
    state = on_the_flop().apply(Action.check()).apply(Action.bet(10))  # Anna checks, Ben bets 10
    assert state.to_act == CARL
    ruling = dealer_mucks(state, BEN, protected=False)
    assert (ruling.dead, ruling.returned, ruling.in_pot) == (True, 10, 2)
    after = ruling.state
    assert after.stacks[BEN] == state.stacks[BEN] + 10 and after.contributed[BEN] == 2
    assert chips_in_play(after) == chips_in_play(state)
    assert "Bei 10 Chips des Einsatzes von Ben ist noch niemand mitgegangen: Ben bekommt diese Chips zurück." \
        in ruling.text
    assert [(e.rule, e.kind, e.amount) for e in after.events] == [("C14", "fold", None), ("A7", "return", 10)]
    # Nothing is bet any more: Carl may check, and Anna, who checked already, has nothing left to decide.
    assert after.current_bet == 0 and after.to_act == CARL and after.pending == (CARL,)
    after = after.apply(Action.check())
    assert after.street is Street.TURN and after.to_act == ANNA


@pytest.mark.rule("C14")
def test_C14_a_raise_partly_called_gives_back_only_the_uncalled_part():
    state = on_the_flop().apply(Action.bet(10)).apply(Action.raise_to(30))  # Anna 10, Ben raises to 30
    ruling = dealer_mucks(state, BEN, protected=False)
    assert (ruling.returned, ruling.in_pot) == (20, 12)  # Ben's call of 10 stays in, with the big blind
    after = ruling.state
    assert after.current_bet == 10 and after.to_act == CARL and after.pending == (CARL,)
    assert after.aggressor == ANNA and after.round_raises == ((ANNA, 0, 10, True),)
    assert [o.kind.value for o in after.legal_actions()] == ["fold", "call", "raise"]
    after = after.apply(Action.call())  # Anna's bet is matched: the flop is over
    assert after.street is Street.TURN
    assert chips_in_play(after) == chips_in_play(state)


@pytest.mark.rule("C14")
def test_C14_a_called_bet_stays_in_the_pot():
    state = on_the_flop().apply(Action.check()).apply(Action.bet(10)).apply(Action.call())  # Carl calls
    state = state.apply(Action.raise_to(40))  # Anna check-raises; Ben is to act
    ruling = dealer_mucks(state, BEN, protected=False)
    assert (ruling.returned, ruling.in_pot) == (0, 12)  # Carl called Ben's 10: nothing comes back
    assert ruling.state.to_act == CARL and ruling.state.current_bet == 40


@pytest.mark.rule("C14")
def test_C14_preflop_raise_out_of_turn_comes_back_the_big_blind_keeps_the_option():
    state = start_hand(RuleSet.no_limit(1, 2), [100, 100, 100], button=0, deck=Deck.shuffled(3), names=NAMES)
    state = state.apply(Action.raise_to(10))  # Anna under the gun; Ben (small blind) to act
    ruling = dealer_mucks(state, ANNA, protected=False)
    assert (ruling.returned, ruling.in_pot) == (8, 2)
    after = ruling.state
    assert after.current_bet == 2 and after.to_act == BEN and after.round_raises == ()
    after = after.apply(Action.call())
    assert after.to_act == CARL and any(e.rule == "B5" for e in after.events)  # the option (B5)


@pytest.mark.rule("C14")
def test_C14_the_last_player_left_wins_the_pot_and_the_text_says_so():
    state = on_the_flop(stacks=(100, 100), names=["Anna", "Ben"])
    # Heads-up the big blind (Anna, not the button) acts first after the flop (H2).
    state = state.apply(Action.check()).apply(Action.bet(10))
    ruling = dealer_mucks(state, BEN, protected=False)
    assert (ruling.returned, ruling.in_pot, ruling.winner, ruling.won) == (10, 2, ANNA, 4)
    assert ruling.state.is_over and ruling.state.final_stacks == (102, 98)
    assert ruling.text.endswith("Nur Anna ist noch in der Hand und gewinnt 4 Chips (C14).")
    assert [e.rule for e in ruling.state.events] == ["C14", "A7", "W7"]


@pytest.mark.rule("C14")
def test_C14_the_mucked_player_was_the_last_to_act_the_round_ends():
    state = on_the_flop().apply(Action.bet(10)).apply(Action.call())  # Carl to act
    after = dealer_mucks(state, CARL, protected=False).state
    assert after.street is Street.TURN and CARL in after.folded and after.pot == 26


@pytest.mark.rule("C14")
def test_C14_protected_cards_are_retrieved_the_hand_stays_live():
    state = on_the_flop().apply(Action.bet(10))
    ruling = dealer_mucks(state, BEN, protected=True)
    assert (ruling.dead, ruling.returned, ruling.in_pot, ruling.state) == (False, 0, 2, state)
    assert ruling.state is state
    assert ruling.text == (
        "Ben hat die Karten geschützt (ein Chip oder eine Hand darauf): der Geber hätte sie nicht in den Muck werfen "
        "dürfen. Der Floor holt die Hand zurück, wenn beide Karten eindeutig zu erkennen sind; dann spielt Ben "
        "weiter (C14).")


@pytest.mark.rule("C14")
def test_C14_exposing_an_own_card_keeps_the_hand_live():
    state = on_the_flop().apply(Action.bet(10))
    card = state.holes[BEN][0]
    shown = exposes_own_card(state, BEN, str(card))
    assert shown == OwnCardShown(BEN, "Ben", (card,), live=True)
    assert shown.text == (f"Ben zeigt selbst eine eigene Hole Card ({card}): die Hand bleibt im Spiel, Ben spielt "
                          "normal weiter (C14).")
    assert exposes_own_card(state, BEN).text.startswith("Ben zeigt selbst eine eigene Hole Card: ")
    assert state.to_act == BEN and BEN not in state.folded
    other = state.holes[CARL][0]
    with pytest.raises(CardError) as info:
        exposes_own_card(state, BEN, str(other))
    assert info.value.key == "not_own_card" and "Erlaubt: eine oder beide eigenen Karten" in info.value.message


@pytest.mark.rule("C14")
@pytest.mark.parametrize("identifiable, fragment", [
    (True, "sind aber beide eindeutig zu erkennen: der Floor kann die Hand zurückholen und entscheidet darüber (C14)."),
    (False, "nicht beide eindeutig zu erkennen: die Hand kommt nicht zurück, sie ist tot (C14)."),
], ids=["C14-identifiable", "C14-not-identifiable"])
def test_C14_cards_in_the_muck_come_back_only_when_identifiable(identifiable, fragment):
    found = cards_in_muck(identifiable, name="Ben")
    assert found == MuckedCards(identifiable, identifiable, "Ben")
    assert found.text.startswith("Die Karten von Ben haben den Muck berührt") and found.text.endswith(fragment)
    assert cards_in_muck(identifiable).text.startswith("Die Karten haben den Muck berührt")


def _folded_state():
    return on_the_flop().apply(Action.bet(10)).apply(Action.fold())  # Ben folds


BAD = [
    pytest.param(lambda s: dealer_mucks(s, BEN, protected=False), IllegalActionError, "not_in_hand",
                 id="C14-folded-player"),
    pytest.param(lambda s: dealer_mucks(s, 7, protected=False), IllegalActionError, "unknown_player",
                 id="C14-no-such-player"),
    pytest.param(lambda s: dealer_mucks(s, "1", protected=False), IllegalActionError, "unknown_player",
                 id="C14-player-text"),
    pytest.param(lambda s: dealer_mucks(s, CARL, protected="ja"), IllegalActionError, "bad_flag",
                 id="C14-protected-not-bool"),
    pytest.param(lambda s: dealer_mucks("Zustand", CARL, protected=False), IllegalActionError, "bad_state",
                 id="C14-not-a-state"),
    pytest.param(lambda s: exposes_own_card(s, BEN), IllegalActionError, "not_in_hand", id="C14-expose-folded"),
    pytest.param(lambda s: exposes_own_card(s, CARL, "Zz"), CardError, "bad_card", id="C14-expose-bad-card"),
    pytest.param(lambda s: cards_in_muck("ja"), IllegalActionError, "bad_flag", id="C14-muck-not-bool"),
    pytest.param(lambda s: cards_in_muck(True, name=3), IllegalActionError, "bad_name", id="C14-muck-bad-name"),
]


@pytest.mark.rule("C14")
@pytest.mark.parametrize("call, error, key", BAD)
def test_C14_bad_input_gives_a_german_message_and_leaves_the_state(call, error, key):
    state = _folded_state()
    before = (state.stacks, state.contributed, state.folded, state.pending, state.events)
    with pytest.raises(error) as info:
        call(state)
    assert info.value.key == key and ("Erlaubt" in info.value.message or "erlaubt" in info.value.message)
    assert (state.stacks, state.contributed, state.folded, state.pending, state.events) == before


@pytest.mark.rule("C14")
def test_C14_no_dead_hand_after_the_hand_is_over():
    state = on_the_flop().apply(Action.bet(10)).apply(Action.fold()).apply(Action.fold())
    assert state.is_over
    with pytest.raises(IllegalActionError) as info:
        dealer_mucks(state, ANNA, protected=False)
    assert info.value.key == "hand_over"


@pytest.mark.rule("C14")
@pytest.mark.parametrize("seed", range(40), ids=[f"C14-random-{s}" for s in range(40)])
def test_C14_a_hand_killed_at_a_random_moment_plays_on_and_conserves_chips(seed):
    rng = random.Random(seed)
    n = rng.randint(2, 6)
    stacks = [rng.choice([30, 100, 250]) for _ in range(n)]
    structure = rng.choice([RuleSet.no_limit(1, 2), RuleSet.pot_limit(1, 2), RuleSet.fixed_limit(2)])
    names = ["Anna", "Berta", "Clara", "Dana", "Eva", "Frieda"][:n]
    state = start_hand(structure, stacks, button=0, deck=Deck.shuffled(seed), names=names)
    total = sum(stacks)
    kill_at = rng.randint(0, 8)
    steps = 0
    while not state.is_over:
        if steps == kill_at and len(state.in_hand) > 1:
            victim = rng.choice(state.in_hand)
            ruling = dealer_mucks(state, victim, protected=False)
            assert ruling.returned >= 0 and ruling.in_pot == ruling.state.contributed[victim] or ruling.state.is_over
            state = ruling.state
            assert victim in state.folded
            assert_reader_text(ruling.text, "C14")
            for event in state.events:  # the engine's own sentences: the rule cited somewhere in brackets
                assert not PRONOUNS.search(event.text) and not BAD_NUMBER.search(event.text), event.text
                assert f"{event.rule})" in event.text or f"{event.rule}," in event.text, event
        else:
            state = state.apply(random_action(state, rng))
        assert chips_in_play(state) == total or state.is_over
        steps += 1
    assert sum(state.final_stacks) == total


@pytest.mark.rule("C14")
def test_C14_the_dead_hand_sentence_from_event_values():
    from holdem.narration.card_room import CARD_ROOM_SENTENCES

    sentence = CARD_ROOM_SENTENCES["dead_hand"]("C14", {"name": "Ben", "returned": 10, "in_pot": 2})
    # The chips that go back have their own event (A7): the sentence does not repeat them.
    assert sentence == "Die Hand von Ben ist tot: Ben kann in dieser Hand nichts mehr gewinnen. 2 Chips von Ben bleiben im Pot (C14)."
    assert CARD_ROOM_SENTENCES["dead_hand"]("C14", {"name": "Ben", "in_pot": 1}).endswith(
        "1 Chip von Ben bleibt im Pot (C14).")


@pytest.mark.rule("C14")
def test_C14_every_text_reads_well():
    state = on_the_flop().apply(Action.bet(10))
    texts = [dealer_mucks(state, p, protected=flag).text for p in (BEN, CARL) for flag in (True, False)]
    texts += [exposes_own_card(state, BEN).text, cards_in_muck(True).text, cards_in_muck(False, name="Ben").text]
    for text in texts:
        assert_reader_text(text, "C14")
