"""Alt texts of the pictures: every drawing says in German what it shows (cards in words, button,
blinds, who is to act, the pots), the notebook output carries it, the site's build gives it to
the <img>, and widget pictures carry it as their tooltip."""

from __future__ import annotations

import base64
import hashlib
import sys
from pathlib import Path

import pytest

from holdem.cards import Deck, parse_cards
from holdem.counting import category_counts
from holdem.draw import (
    draw_betting_round,
    draw_counts_chart,
    draw_dealing,
    draw_hand,
    draw_pots,
    draw_rule_of_thumb,
    draw_seating,
    draw_table_state,
    draw_table_view,
    figure_to_png,
)
from holdem.draw.alt import alt_text, cards_in_words, join_words
from holdem.hand import Action, ActionKind, play, start_hand
from holdem.pots import build_pots, settle
from holdem.rules import RuleSet
from holdem.table import Table
from holdem.widgets.static import figure_page, picture_widget

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "book" / "_ext"))
import picture_alt  # a Sphinx extension of the book, not a package

CALL, CHECK, FOLD = Action(ActionKind.CALL), Action(ActionKind.CHECK), Action(ActionKind.FOLD)
# Program values a reader must never meet in a description.
RAW = ("None", "True", "False", "[", "{", "frozenset", "Card(")


def _readable(text: str) -> None:
    assert text, "keine Bildbeschreibung"
    assert not any(raw in text for raw in RAW), text
    assert text.endswith("."), text


def test_cards_are_named_in_words_and_lists_read_as_sentences() -> None:
    assert cards_in_words(parse_cards("Ah Td")) == "Herz-Ass und Karo-Zehn"
    assert cards_in_words([None, None]) == "2 verdeckte Karten"
    assert join_words(["Anna", "Ben", "Cem"], "oder") == "Anna, Ben oder Cem"


def test_hand_picture_names_its_cards_groups_and_the_best_five() -> None:
    fig = draw_hand("Ah Kh Qh Jh Th 2c 3d", highlight="Ah Kh Qh Jh Th", groups=(2, 5),
                    group_labels=("Hole Cards", "Board"), title="Royal Flush")
    text = alt_text(fig)
    _readable(text)
    assert text.startswith("Royal Flush.")
    assert "Hole Cards: Herz-Ass und Herz-König." in text
    assert "Board: Herz-Dame, Herz-Bube, Herz-Zehn, Kreuz-Zwei und Karo-Drei." in text
    assert "Hervorgehoben: Herz-Ass, Herz-König, Herz-Dame, Herz-Bube und Herz-Zehn" in text


@pytest.mark.rule("B1")
def test_B1_seating_picture_says_button_blinds_and_acting_order() -> None:
    fig = draw_seating(4, 1, names=["Anna", "Ben", "Cem", "Dana"], blinds=(1, 2), order="preflop")
    text = alt_text(fig)
    _readable(text)
    assert "Dealer-Button: Ben." in text
    assert "Small Blind: Cem mit 1; Big Blind: Dana mit 2." in text
    assert "Anna (UTG), handelt als Nummer 1" in text  # first to act preflop (W3)


@pytest.mark.rule("W5")
def test_W5_hand_picture_says_who_is_to_act_the_board_the_pot_and_each_seat() -> None:
    start = start_hand(RuleSet(), [200] * 3, button=0, deck=Deck.shuffled(7), names=["Anna", "Ben", "Cem"])
    state = play(start, [CALL, CALL, CHECK])[-1]  # flop dealt, Ben (small blind) to act
    text = alt_text(draw_table_state(state))
    _readable(text)
    assert f"Am Zug: {state.names[state.to_act]}." in text
    assert f"Board: {cards_in_words(state.board)}." in text
    assert f"Pot: {state.pot - sum(state.bets)}" in text
    for p in range(3):
        assert f"Hole Cards {cards_in_words(state.holes[p])}" in text
    hidden = alt_text(draw_table_state(state, show_cards=False))
    assert "Hole Cards 2 verdeckte Karten" in hidden
    assert cards_in_words(state.holes[0]) not in hidden  # what the picture hides, the text hides too


@pytest.mark.rule("A4")
def test_A4_pot_picture_names_each_pot_who_may_win_it_and_who_won() -> None:
    award = settle([50, 100, 100], folded=(), strengths={0: 3, 1: 2, 2: 1}, button=2)
    text = alt_text(draw_pots(award))
    _readable(text)
    assert "Eingezahlt: Spieler 1 50, Spieler 2 100 und Spieler 3 100." in text
    assert "Hauptpot: 150 Chips, gewinnen kann Spieler 1, Spieler 2 oder Spieler 3; gewonnen von Spieler 1." in text
    assert "Side Pot 1: 100 Chips, gewinnen kann Spieler 2 oder Spieler 3; gewonnen von Spieler 2." in text
    returned = alt_text(draw_pots(build_pots([10, 60])))
    assert "Spieler 2 bekommt 50 Chips zurück" in returned


@pytest.mark.rule("K1")
def test_K1_dealing_picture_lists_the_cards_in_dealing_order() -> None:
    deck = Deck.shuffled(1)
    text = alt_text(draw_dealing(deck, 3, 0))
    _readable(text)
    # Left of the button gets the first card (K1): the deck's top card, by name.
    assert f"1. Spieler 2: {deck.cards[0].german}" in text
    assert "Burn Card (verdeckt)" in text and "Übrig bleiben 38 Karten" in text


@pytest.mark.rule("W1")
def test_W1_betting_round_picture_tells_every_step_with_its_pot() -> None:
    start = start_hand(RuleSet(), [200] * 3, button=0, deck=Deck.shuffled(2))
    history = play(start, [FOLD, CALL, CHECK])
    text = alt_text(draw_betting_round(history, "preflop"))
    _readable(text)
    assert text.startswith("Wettrunde: Preflop.")
    assert "1. Spieler 2: Small Blind 1 (B1), Pot 1; 2. Spieler 3: Big Blind 2 (B1), Pot 3;" in text
    assert "3. Spieler 1: steigt aus (Fold) (W1), Pot 3" in text
    assert text.endswith("Runde beendet (W5), Pot 4.")


@pytest.mark.rule("D6")
def test_D6_table_view_names_empty_seats_the_dead_button_and_the_blinds() -> None:
    table = Table.with_players([100] * 5, button=0)
    setup = table.next_hand()
    table = setup.table.after_hand(list(setup.stacks)).leave(1)  # the next button's player leaves
    text = alt_text(draw_table_view(table))
    _readable(text)
    assert "Sitz 2 frei" in text
    assert "toter Button auf einem leeren Sitz" in text
    assert "Big Blind:" in text


@pytest.mark.rule("R12")
def test_R12_counts_chart_gives_each_share_in_words() -> None:
    text = alt_text(draw_counts_chart(category_counts(5)))
    _readable(text)
    assert "Mit 5 Karten (2.598.960 Hände)" in text
    assert "Royal Flush 0,0002 %" in text


def test_rule_of_thumb_chart_is_described() -> None:
    _readable(alt_text(draw_rule_of_thumb()))


def test_notebook_output_carries_the_alt_text_and_the_build_finds_it_by_the_picture_hash() -> None:
    fig = draw_hand("Ah Kd")
    png, metadata = fig._repr_png_()
    assert metadata == {"alt": "Karten: Herz-Ass und Karo-König."}
    notebook = {"cells": [{"cell_type": "code", "outputs": [
        {"output_type": "display_data", "data": {"image/png": base64.b64encode(png).decode()},
         "metadata": {"image/png": metadata}}]}]}
    assert picture_alt.alt_texts(notebook) == {hashlib.sha256(png).hexdigest(): metadata["alt"]}


def test_widget_pictures_carry_the_alt_text_as_tooltip() -> None:
    fig = draw_hand("Ah Kd")
    image = picture_widget(fig)
    assert image.tooltip == "Karten: Herz-Ass und Karo-König."
    assert image.value == figure_to_png(fig)
    page = figure_page(draw_hand("2c 2d"), "Ein Paar")
    assert page.children[0].tooltip == "Karten: Kreuz-Zwei und Karo-Zwei."
