"""The chapter "Am echten Tisch" (C1–C8): its switch through the card-room situations, and the
helpers that put a hand's results into sentences and tables instead of program values."""

from __future__ import annotations

import re

import ipywidgets as widgets
import pytest

from holdem.hand import start_hand
from holdem.phh import read_phh
from holdem.rules import RuleSet
from holdem.teach.card_room import SITUATIONS, all_in_face_up, oversized_chip_text
from holdem.teach.pots import per_player, stacks_sentence
from holdem.teach.script import play_script
from holdem.teach.wholehand import BOOK_HAND_PHH, history_table
from holdem.widgets.card_room import card_room_stepper


@pytest.mark.parametrize("situation", SITUATIONS, ids=[s.label for s in SITUATIONS])
def test_every_situation_says_what_its_rule_does(situation) -> None:
    rule = situation.label.split()[0]
    text = situation.text(situation.state())
    assert f"({rule})" in text or f"{rule})" in text, text
    assert len(text) > 40 and "None" not in text


@pytest.mark.rule("C1")
@pytest.mark.rule("C2")
@pytest.mark.rule("C3")
@pytest.mark.rule("C4")
@pytest.mark.rule("C6")
@pytest.mark.rule("C8")
def test_the_switch_has_a_picture_and_a_text_per_rule() -> None:
    stepper = card_room_stepper()
    assert stepper.labels == tuple(s.label for s in SITUATIONS)
    assert [lab.split()[0] for lab in stepper.labels] == ["C1", "C2", "C3", "C4", "C6", "C8"]
    for page in stepper.stack.children:
        picture, phone_form, text = page.children  # the phone form (upright table) hidden beside it
        assert isinstance(picture, widgets.Image) and isinstance(text, widgets.HTML)
        assert "holdem-phone-form" in phone_form._dom_classes
        assert page.children[0].value[:4] == b"\x89PNG"
    stepper.show(3)
    assert stepper.index == 3


@pytest.mark.rule("C2")
def test_one_oversized_chip_facing_a_raise_is_a_call_C2() -> None:
    state = SITUATIONS[1].state()  # Dana raised to 12, Anna to act
    text = oversized_chip_text(state, 25)
    assert "geht mit und zahlt 12" in text and "13 zurück" in text


@pytest.mark.rule("C4")
def test_all_in_hands_face_up_before_the_board_C4() -> None:
    text = SITUATIONS[3].text(SITUATIONS[3].state())
    assert "Ah Ad" in text and "Kd Kh" in text and "Cash Game" in text


@pytest.mark.rule("C4")
def test_the_same_all_in_in_a_cash_game_shows_no_hand_before_the_showdown_C4() -> None:
    cash = all_in_face_up(RuleSet(all_in_showdown=False))
    assert not any(e.rule == "C4" for e in cash.events)
    assert "Kd Kh" in cash.events[-3].text and "wirft die Karten verdeckt weg" in cash.events[-2].text
    tournament = all_in_face_up()
    assert cash.stacks == tournament.stacks  # the chips go the same way; only the showing differs


@pytest.mark.rule("A7")
def test_stacks_as_a_sentence_with_their_sum() -> None:
    hand = play_script(start_hand(RuleSet(), [100, 100], button=0, names=["Anna", "Ben"]), ["As Ah", "Kd Qd"],
                       "2c 7d 9h Js Kc", "r4 f")
    sentence = stacks_sentence(hand[-1])
    assert sentence == "Stacks danach: Anna 102, Ben 98 – zusammen 200."
    assert not re.search(r"[(\[{]\d", sentence)
    assert per_player(hand[-1], (1, 2)) == "Anna 1, Ben 2"


def test_hand_history_as_a_table_not_a_dump() -> None:
    table = history_table(read_phh(BOOK_HAND_PHH))
    lines = table.splitlines()
    assert lines[0].split(" | ")[0].strip() == "Spieler" and "Hole Cards" in lines[0]
    assert "Ida" in lines[2] and "Small Blind (1)" in lines[2] and "Qs Qh" in lines[2]
    assert "Hugo" in lines[4] and "Button" in lines[4]
    assert "=" not in table and "[" not in table


@pytest.mark.rule("C2")
def test_several_chips_of_the_chapter_exercise_C2() -> None:
    # "Am echten Tisch", Übung 7: Cem bets 40 on the flop, Dana puts in chips without a word.
    from holdem.betting import ActionKind, interpret_chips
    from holdem.cards import Deck
    from holdem.teach.wholehand import play_words

    flop = play_words(start_hand(RuleSet(), [200] * 4, button=0, names=["Anna", "Ben", "Cem", "Dana"],
                                 deck=Deck.shuffled(3)), "c c c x x b40")[-1]
    assert flop.name(flop.to_act) == "Dana" and flop.current_bet == 40
    three = interpret_chips(flop, [25, 25, 25])  # 50 without one chip, 35 over the call: a full raise
    assert three.kind is ActionKind.RAISE and three.amount == 80
    mixed = interpret_chips(flop, [25, 25, 5])  # 15 over the call is less than half a raise of 40
    assert mixed.kind is ActionKind.CALL
    two = interpret_chips(flop, [25, 25])  # without one chip 25 is left, less than the call
    assert two.kind is ActionKind.CALL
