"""The German sentences of the hand engine: right for any player's name (no gendered pronouns),
singular and plural of chips, full stops between sentences, names in the award texts, the rule
cited for a too small bet (W10 vs L1), and who mucked or showed at the showdown (S3)."""

from __future__ import annotations

import random
import re

import pytest
from matplotlib.colors import to_hex
from test_hand_helpers import new_hand, play_script

from holdem.betting import Action, IllegalActionError, random_action
from holdem.cards import Deck
from holdem.draw import draw_table_state
from holdem.draw._style import BACK
from holdem.events import Event, chips, chips_verb
from holdem.hand import start_hand
from holdem.pots import OddChip, Rake
from holdem.rules import MinBet, RuleSet, ShowdownOrder
from holdem.teach import script as teach_script

NAMES = ("Anna", "Berta", "Clara", "Dana", "Eva", "Frieda", "Gina", "Hanna", "Ida")
PRONOUNS = re.compile(r"\b(er|sein|seine|seinen|seinem|seiner|seines|ihn|ihm)\b", re.IGNORECASE)
# A closing rule bracket followed directly by a new sentence: "(P1) Den …" (a lost full stop).
LOST_FULL_STOP = re.compile(r"\([A-Z]\d+[^()]*\) [A-ZÄÖÜ]")
BAD_NUMBER = re.compile(r"(?<![\d.,])1 Chips\b|(?<![\d.,])(?:[02-9]|\d\d+) Chip\b(?!s)")

RULE_SETS = [
    RuleSet(),
    RuleSet(ante=1),
    RuleSet(ante=2, big_blind_ante=True),
    RuleSet.pot_limit(1, 2),
    RuleSet.fixed_limit(2, 4),
    RuleSet.spread_limit(2, 6, small_blind=1, big_blind=2),
    RuleSet(odd_chip=OddChip.CARRY, muck_losers=True),
    RuleSet(rake=Rake(5, 3), showdown_order=ShowdownOrder.LEFT_OF_BUTTON),
    RuleSet(muck_losers=False, min_bet=MinBet.SMALL_BLIND),
]


def _random_hand(seed: int) -> tuple[list[Event], list[str]]:
    """The events of a random hand with female names, and the award explanation."""
    rng = random.Random(seed)
    rules = RULE_SETS[seed % len(RULE_SETS)]
    n = rng.randint(2, 7)
    # Short stacks now and then: all-ins, blinds that cannot be paid in full, side pots.
    stacks = [rng.choice([1, 2, 3, 7, 25, 60, 100, 200]) for _ in range(n)]
    state = start_hand(rules, stacks, button=rng.randrange(n), deck=Deck.shuffled(seed), names=NAMES[:n])
    events = list(state.events)
    while not state.is_over:
        state = state.apply(random_action(state, rng))
        events += state.events
    return events, state.result.explain()


@pytest.mark.rule("W8")
@pytest.mark.rule("S3")
def test_sentences_use_no_gendered_pronouns_for_any_name():
    rules_seen = set()
    for seed in range(400):
        events, explained = _random_hand(seed)
        for text in [e.text for e in events] + explained:
            assert not PRONOUNS.search(text), text
            assert not LOST_FULL_STOP.search(text), text
            assert not BAD_NUMBER.search(text), text
        for event in events:
            assert f"{event.rule})" in event.text or f"{event.rule}," in event.text, event
        rules_seen |= {e.rule for e in events}
    # The random hands reached the sentences that used to carry a pronoun.
    assert {"W8", "A7", "B4", "B5", "A1", "S2", "S3", "W7", "L8", "W9"} <= rules_seen


def test_chips_singular_and_plural():
    assert chips(1) == "1 Chip" and chips(2) == "2 Chips"
    assert chips_verb(1, "bleibt", "bleiben") == "1 Chip bleibt"
    assert chips_verb(2, "bleibt", "bleiben") == "2 Chips bleiben"
    assert chips_verb(1, "bleibt", "bleiben", owner="Anna") == "1 Chip von Anna bleibt"
    assert chips_verb(2, "lässt", "lassen", owner="Ben") == "2 Chips von Ben lassen"


@pytest.mark.rule("W8")
@pytest.mark.parametrize("put, expected", [(1, "1 Chip von Anna bleibt im Pot (W8)."),
                                           (2, "2 Chips von Berta bleiben im Pot (W8).")])
def test_W8_fold_sentence_singular_and_plural(put, expected):
    # 3 players, button 0: Anna (1) posts the small blind 1, Berta (2) the big blind 2.
    state = new_hand(100, n=3, button=0, names=["Clara", "Anna", "Berta"])
    state = play_script(state, "r6")
    folder = 1 if put == 1 else 2
    if folder == 2:
        state = play_script(state, "c")
    state = state.apply(Action.fold())
    fold = [e for e in state.events if e.rule == "W8"]
    assert len(fold) == 1 and fold[0].player == folder
    assert fold[0].text.endswith(expected)


@pytest.mark.rule("P2")
@pytest.mark.parametrize("carried, verbs", [(1, "1 Chip lässt sich nicht teilen und bleibt"),
                                            (2, "2 Chips lassen sich nicht teilen und bleiben")])
def test_P2_carried_chips_singular_and_plural(carried, verbs):
    board = "AsKsQsJsTs"  # everybody plays the board
    rules = RuleSet(odd_chip=OddChip.CARRY)
    if carried == 1:
        # Button 0 limps, the small blind folds, the big blind checks: 5 chips for two winners.
        holes = {0: "2c3d", 1: "2h3s", 2: "4c5d"}
        state = new_hand(100, n=3, button=0, holes=holes, board=board, rules=rules)
        state = play_script(state, "c f k" + " k k" * 3)
    else:
        # Under the gun raises to 4, button and small blind call, the big blind folds:
        # 4 + 4 + 4 + 2 = 14 chips for three winners.
        state = new_hand(100, n=4, button=0, holes={0: "2c3d", 1: "2h3s", 2: "9c9d", 3: "4c5d"}, board=board,
                         rules=rules)
        state = play_script(state, "r4 c c f" + " k k k" * 3)
    assert state.is_over and state.result.carried == carried
    carry = [e for e in state.events if e.kind == "carry"]
    assert len(carry) == 1 and carry[0].rule == "P2" and verbs in carry[0].text


@pytest.mark.rule("P2")
@pytest.mark.rule("P1")
def test_P2_odd_chip_award_text_has_its_full_stop():
    states = teach_script.play_script(start_hand(RuleSet(), [100] * 3, button=2), ["8c 8d", "2h 3c", "4d 5d"],
                                      "As Kd Qh Jc Ts", "r6 f c b6 c x x x x")
    award = [e for e in states[-1].events if e.kind == "award"]
    assert len(award) == 1 and award[0].rule == "P1"
    text = award[0].text
    assert "teilen sich 25 Chips (P1). 1 Chip lässt sich nicht gleichmäßig teilen" in text
    # Both winners showed at the showdown (S1): the award does not ask them again (C3).
    assert text.endswith("Spieler 2 (P2).") and "C3" not in text
    assert not LOST_FULL_STOP.search(text)
    assert states[-1].final_stacks == (99, 100 - 12 + 13, 100 - 12 + 12)


@pytest.mark.rule("A6")
def test_award_explain_uses_the_players_names():
    state = new_hand(100, n=3, button=0, holes={0: "AsAh", 1: "KsKh", 2: "QsQh"}, board="2c7d9h3c4d",
                     names=["Anna", "Ben", "Dana"])
    state = play_script(state, "c c k" + " k k k" * 3)
    lines = state.result.explain()
    assert any("Anna" in line for line in lines)
    assert not any("Spieler 1" in line or "Spieler 2" in line or "Spieler 3" in line for line in lines)
    assert lines[-1] == "Auszahlung: Anna erhält 6 Chips."


@pytest.mark.rule("W10")
@pytest.mark.rule("L1")
def test_W10_too_small_opening_bet_cites_W10_and_a_too_small_raise_cites_L1():
    state = play_script(new_hand(100, n=3, button=0), "c c k")  # flop, nobody has bet
    with pytest.raises(IllegalActionError) as bet_error:
        state.apply(Action.bet(1))
    assert bet_error.value.key == "amount_out_of_range"
    assert "(W10)" in bet_error.value.message and "L1" not in bet_error.value.message
    state = state.apply(Action.bet(4))
    with pytest.raises(IllegalActionError) as raise_error:
        state.apply(Action.raise_to(6))
    assert raise_error.value.key == "amount_out_of_range"
    assert "L1)" in raise_error.value.message and "W10" not in raise_error.value.message
    assert "8 bis" in raise_error.value.message


@pytest.mark.rule("S3")
def test_S3_state_records_who_mucked_and_who_showed():
    state = new_hand(100, n=3, button=0, holes={0: "AsAh", 1: "KsKh", 2: "QsQh"}, board="2c7d9h3c4d")
    end = play_script(state, "c c k" + " k k k" * 3)
    assert end.is_over
    assert end.shown == frozenset({0, 1}) and end.mucked == frozenset({2})
    assert end.final_stacks == (104, 98, 98)
    everyone = play_script(new_hand(100, n=3, button=0, rules=RuleSet(muck_losers=False),
                                    holes={0: "AsAh", 1: "KsKh", 2: "QsQh"}, board="2c7d9h3c4d"),
                           "c c k" + " k k k" * 3)
    assert everyone.shown == frozenset({0, 1, 2}) and everyone.mucked == frozenset()


@pytest.mark.rule("S3")
def test_S3_picture_shows_a_mucked_hand_face_down():
    state = new_hand(100, n=3, button=0, holes={0: "AsAh", 1: "KsKh", 2: "QsQh"}, board="2c7d9h3c4d")
    end = play_script(state, "c c k" + " k k k" * 3)
    fig = draw_table_state(end)  # show_cards=True: still the mucked hand stays hidden

    def faces(p):
        return [to_hex(a.get_facecolor()) for a in fig.findobj(lambda a: getattr(a, "get_gid", lambda: None)()
                                                              == f"hole-{p}") if hasattr(a, "get_facecolor")]

    assert faces(2) and all(c == to_hex(BACK) for c in faces(2))
    assert faces(0) and all(c == "#ffffff" for c in faces(0))


def test_start_hand_rejects_an_empty_name():
    from holdem.rules import SetupError

    with pytest.raises(SetupError) as error:
        start_hand(RuleSet(), [100, 100], button=0, names=["Anna", " "])
    assert error.value.key == "bad_names" and "leer" in error.value.message


@pytest.mark.rule("P1")
def test_P1_three_way_split_names_the_winners_the_german_way():
    from holdem.events import german_list

    assert [german_list(x) for x in (["A"], ["A", "B"], ["A", "B", "C"])] == ["A", "A und B", "A, B und C"]
    # Everybody plays the board (a royal flush): the pot is split three ways.
    state = new_hand(100, n=3, names=["Anna", "Berta", "Clara"], board="Ah Kh Qh Jh Th")
    state = play_script(state, "c c k k k k k k k k k k")
    assert state.is_over
    award = next(e.text for e in state.events if e.rule == "P1")
    assert "Berta, Clara und Anna haben gleich gute Hände" in award  # clockwise from the button


@pytest.mark.rule("W9")
@pytest.mark.rule("B6")
def test_W9_round_closed_sentence_has_no_pronoun():
    state = new_hand([7, 100], n=2, names=["Anna", "Berta"], rules=RuleSet(small_blind=5, big_blind=10))
    state = state.apply(Action.call())
    text = next(e.text for e in state.events if e.rule == "W9")
    assert "Berta" in text and text.endswith("(W9).") and not PRONOUNS.search(text)
    # Anna's all-in for 7 does not complete the small blind to the big blind (10): B4, not B6.
    first = state.events[0]
    assert first.rule == "B4" and "auf den Big Blind" not in first.text and "all-in" in first.text
