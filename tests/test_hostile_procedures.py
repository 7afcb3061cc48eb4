"""Hostile input to the card-room procedures: chips put in without a word (``interpret_chips``,
``interpret_chip_push``, C2, C12), the misdeal (``check_misdeal``, C5) and a board card exposed
too early (``premature_board_card``, C5). Every case gets the engine's own error with a German
message that says what is allowed, and nothing the caller passed changes."""

from __future__ import annotations

import copy
import random
import time

import pytest

from holdem.betting import Action, ActionKind, interpret_chip_push, interpret_chips
from holdem.cards import Card, Deck
from holdem.dealing import check_misdeal, premature_board_card
from holdem.errors import CardError, DuplicateCardError, HoldemError, IllegalActionError, excerpt
from holdem.hand import start_hand
from holdem.rules import RuleSet

HUGE = 10 ** 5000  # more digits than Python turns into text (4,300)
STUB = Deck.from_text("2c 3d 4h 5s 6c 7d 8h 9s Tc")


def shown(value: object) -> str:
    """A test id for any value, also for an integer too long to print."""
    return excerpt(value, 30)


def refused(call, error: type[HoldemError] = HoldemError) -> HoldemError:
    with pytest.raises(error) as info:
        call()
    message = info.value.message
    assert "Erlaubt" in message or "erlaubt" in message, message  # says what is allowed
    assert len(str(info.value)) < 600 and "Traceback" not in message
    return info.value


def facing_a_bet() -> object:
    """Flop, no limit 5/10: player 1 bet 40, player 2 (stack 990) is to act."""
    state = start_hand(RuleSet.no_limit(5, 10), [1000, 1000, 1000], button=0, deck=Deck.shuffled(1))
    while state.street.value == 0:
        state = state.apply(state.check_or_call())
    return state.apply(Action.bet(40))


def big_blind_option(stacks: tuple[int, ...] = (1000, 1000, 1000)) -> object:
    """Preflop: button and small blind limped, the big blind has the option."""
    state = start_hand(RuleSet.no_limit(5, 10), list(stacks), button=0, deck=Deck.shuffled(1))
    state = state.apply(Action.call()).apply(Action.call())
    assert state.to_act == 2 and state.current_bet == state.bets[2]
    return state


# ---------------------------------------------------------------- chips put in without a word (C2)

BAD_CHIPS = [
    [], [0], [-5], [5, 0], [2.5], [True], ["25"], [None], "25", b"25", 25, None, {25: 1}, {25},
    [HUGE], [HUGE, 5], [5, HUGE], [10 ** 1001], [25] * 1001, [[25]],
]


@pytest.mark.rule("C2")
@pytest.mark.parametrize("chips", BAD_CHIPS, ids=shown)
def test_C2_interpret_chips_refuses_what_is_no_list_of_chips(chips) -> None:
    state = facing_a_bet()
    before, chips_before = copy.deepcopy(state), copy.deepcopy(chips)
    error = refused(lambda: interpret_chips(state, chips), IllegalActionError)
    assert error.key == "bad_amount"
    assert state == before and chips == chips_before


@pytest.mark.rule("C2")
@pytest.mark.parametrize("chip", [0, -1, 2.0, "100", None, True, HUGE, 10 ** 1001, [100]], ids=shown)
def test_C2_interpret_chip_push_refuses_what_is_no_chip(chip) -> None:
    state = facing_a_bet()
    before = copy.deepcopy(state)
    error = refused(lambda: interpret_chip_push(state, chip), IllegalActionError)
    assert error.key == "bad_amount"
    assert state == before


@pytest.mark.rule("C2")
@pytest.mark.parametrize("not_a_state", [None, 5, HUGE, "state", [1, 2]], ids=shown)
def test_C2_interpret_chips_without_a_hand_is_refused(not_a_state) -> None:
    error = refused(lambda: interpret_chips(not_a_state, [25, 5]), IllegalActionError)
    assert error.key == "bad_state"


@pytest.mark.rule("C2")
@pytest.mark.parametrize("declared", ["raise", 5, HUGE, ActionKind.RAISE], ids=shown)
def test_C2_a_declaration_must_be_an_action(declared) -> None:
    state = facing_a_bet()
    error = refused(lambda: interpret_chips(state, [100], declared=declared), IllegalActionError)
    assert error.key == "unknown_action"


@pytest.mark.rule("C2")
@pytest.mark.rule("B5")
@pytest.mark.parametrize("chip", [11, 100, 550, 990, 1000, 5000])
def test_C2_P1_big_blind_with_the_option_checks_with_any_single_chip(chip: int) -> None:
    """RULES.md C2 as sharpened: the big blind using his option preflop checks with one oversized
    chip — never "raise 550"; also when the chip is worth more than his stack."""
    state = big_blind_option()
    assert interpret_chip_push(state, chip) == Action.check()
    assert interpret_chips(state, [chip]) == Action.check()


@pytest.mark.rule("C2")
@pytest.mark.rule("B5")
def test_C2_P1_big_blind_option_checks_over_random_hands() -> None:
    rng = random.Random(29)
    seen = 0
    for seed in range(300):
        n = rng.randint(2, 6)
        rules = rng.choice([RuleSet.no_limit(5, 10), RuleSet.fixed_limit(10, 20), RuleSet.pot_limit(5, 10)])
        state = start_hand(rules, [rng.choice([40, 100, 1000]) for _ in range(n)], button=rng.randrange(n),
                           deck=Deck.shuffled(seed))
        while state.to_act is not None and state.street.value == 0:
            player = state.to_act
            if state.current_bet == state.bets[player]:  # the big blind's option (or a straddler's)
                seen += 1
                for chip in (rules.big_blind + 1, 500, 10 ** 6):
                    assert interpret_chip_push(state, chip) == Action.check(), (seed, chip)
            state = state.apply(state.check_or_call())
    assert seen > 50


@pytest.mark.rule("C2")
@pytest.mark.rule("C12")
def test_C12_several_chips_beyond_the_stack_play_as_the_stack_like_one_chip() -> None:
    """P2: one chip worth more than the stack is a call; several chips worth more than the stack
    were an error. Now both play: only the chips in front of the player count (C12)."""
    state = facing_a_bet()
    short = start_hand(RuleSet.no_limit(5, 10), [1000, 30, 1000], button=0, deck=Deck.shuffled(1))
    assert short.to_act == 0 and short.stacks[0] == 1000
    short = short.apply(Action.raise_to(100))  # player 2 (small blind, 25 behind) faces 95 more
    assert short.to_act == 1
    assert interpret_chip_push(short, 500) == Action.call()  # one chip beyond the stack: all-in call
    assert interpret_chips(short, [500, 5]) == Action.call()  # every chip needed: the stack calls
    assert interpret_chips(short, [10 ** 6, 10 ** 6]) == Action.call()
    assert interpret_chips(short, [HUGE // 10 ** 4001, 5]) == Action.call()  # 999 digits: still an amount
    # Facing 40 with 990 behind: 1,000 + 500 in chips are the stack, a raise all-in to 990.
    assert interpret_chips(state, [1000, 500]) == Action.raise_to(990)


@pytest.mark.rule("C2")
def test_C2_a_thousand_chips_are_read_quickly_and_more_are_refused() -> None:
    state = facing_a_bet()
    start = time.monotonic()
    assert interpret_chips(state, [1] * 40) == Action.call()  # removing one chip leaves 39 < 40
    assert interpret_chips(state, [1] * 1000).kind is ActionKind.RAISE
    refused(lambda: interpret_chips(state, [1] * 1001), IllegalActionError)
    assert time.monotonic() - start < 1


# ---------------------------------------------------------------- misdeal (C5)

@pytest.mark.rule("C5")
@pytest.mark.parametrize(("kwargs", "key"), [
    ({"exposed": [50]}, "bad_count"),  # a card 50 of a 6-card deal
    ({"exposed": [6]}, "bad_count"),
    ({"exposed": [-1]}, "bad_count"),
    ({"exposed": [3, 3]}, "bad_count"),  # one card named twice
    ({"exposed": [HUGE]}, "bad_count"),
    ({"exposed": [1.0]}, "bad_count"),
    ({"exposed": "01"}, "bad_count"),
    ({"exposed": 3}, "bad_count"),
    ({"exposed": list(range(7))}, "bad_count"),
    ({"cards_dealt": -4}, "bad_count"),
    ({"cards_dealt": 0}, "bad_count"),
    ({"cards_dealt": 10 ** 6}, "bad_count"),
    ({"cards_dealt": HUGE}, "bad_count"),
    ({"cards_dealt": "6"}, "bad_count"),
    ({"cards_dealt": 6.0}, "bad_count"),
    ({"cards_dealt": 7, "exposed": [7]}, "bad_count"),  # 7 cards dealt: positions 0 to 6
    ({"actions": ["fold", HUGE]}, "bad_actions"),
    ({"actions": [["call"]]}, "bad_actions"),
    ({"actions": "fold"}, "bad_actions"),
    ({"actions": None}, "bad_actions"),
], ids=shown)
def test_C5_check_misdeal_refuses_impossible_deals(kwargs: dict, key: str) -> None:
    before = copy.deepcopy(kwargs)
    error = refused(lambda: check_misdeal(3, **kwargs), CardError)
    assert error.key == key
    assert kwargs == before


@pytest.mark.rule("C5")
@pytest.mark.parametrize("n_players", [HUGE, 1, 0, -3, 24, 2.0, "3", None, True], ids=shown)
def test_C5_check_misdeal_needs_a_table(n_players) -> None:
    error = refused(lambda: check_misdeal(n_players), CardError)
    assert error.key == "bad_player_count"


@pytest.mark.rule("C5")
def test_C5_check_misdeal_still_judges_the_possible_deals() -> None:
    assert check_misdeal(3, exposed=[5]).is_misdeal is False  # the last card of six
    assert check_misdeal(3, exposed=[0]).is_misdeal is True
    assert check_misdeal(3, cards_dealt=7, exposed=[6]).is_misdeal is True  # a wrong number of cards
    text = check_misdeal(3, cards_dealt=1).text
    assert "1 statt 6 Hole Cards" in text
    assert check_misdeal(3, cards_dealt=52).is_misdeal is True
    assert check_misdeal(3, exposed={2, 4}).is_misdeal is True  # a set of positions


# ---------------------------------------------------------------- a board card too early (C5)

@pytest.mark.rule("C5")
@pytest.mark.parametrize(("exposed", "street", "kwargs", "error", "key"), [
    ([Card.parse("Ad"), Card.parse("Ad")], "flop", {}, DuplicateCardError, "duplicate_card"),
    ((Card.parse("Ad"), Card.parse("Kh"), Card.parse("Ad")), "flop", {}, DuplicateCardError, "duplicate_card"),
    ("Ad Ad", "flop", {}, DuplicateCardError, "duplicate_card"),
    ("Ah", "river", {"seed": [1]}, CardError, "bad_seed"),
    ("Ah", "river", {"seed": "1"}, CardError, "bad_seed"),
    ("Ah", "river", {"seed": 1.5}, CardError, "bad_seed"),
    ("Ah", "river", {"seed": -1}, CardError, "bad_seed"),
    ("Ah", "river", {"seed": HUGE}, CardError, "bad_seed"),
    ("Ah", ["river"], {}, CardError, "bad_street"),
    ("Ah", "preflop", {}, CardError, "bad_street"),
    ("Ah " * 400_000, "flop", {}, CardError, "bad_card"),  # 1.2 MB: refused by its length
    ([HUGE], "river", {}, CardError, "bad_card"),
    (None, "river", {}, CardError, "bad_card"),
    ("2c", "river", {}, CardError, "bad_card"),  # still in the stub
    ("Ah Kh", "turn", {}, CardError, "bad_card"),
], ids=shown)
def test_C5_premature_board_card_refuses_impossible_exposures(exposed, street, kwargs, error, key) -> None:
    exposed_before, stub_before = copy.deepcopy(exposed), copy.deepcopy(STUB)
    start = time.monotonic()
    refused_error = refused(lambda: premature_board_card(STUB, exposed, street=street, **kwargs), error)
    assert refused_error.key == key
    assert time.monotonic() - start < 0.5
    assert exposed == exposed_before and STUB == stub_before


@pytest.mark.rule("C5")
@pytest.mark.rule("G1")
def test_C5_the_deck_after_a_premature_flop_holds_every_card_once() -> None:
    fix = premature_board_card(STUB, "Ad Kh", street="flop", seed=2**64 - 1)
    cards = list(fix.rest.cards) + list(fix.cards("flop"))
    assert len(cards) == len(set(cards)) == len(STUB) + 2
    assert premature_board_card(STUB, "Ah", street="river", seed=None).cards("river")
