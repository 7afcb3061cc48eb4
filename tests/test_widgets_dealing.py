"""The dealing widget (K1–K3, K5) driven from Python the way a reader drives it in the browser:
pick the number of players and the burn setting, move the slider, read the page."""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from holdem.cards import Deck
from holdem.dealing import deal_plan
from holdem.events import default_names
from holdem.teach.dealing import deal_steps, deal_table, dealt_cards, unused_table
from holdem.widgets import StepperError
from holdem.widgets.dealing import DEFAULT_PLAYER_COUNTS, dealing_deck, dealing_widget, variant_label


@pytest.fixture(scope="module")
def widget():
    return dealing_widget()


def _open(widget, n_players: int, burn_before: bool, step: int) -> str:
    """Choose players and variant by their buttons, move the slider; the HTML shown."""
    widget.control.value = f"{n_players} Spieler"
    by_variant = widget.stack.children[widget.stack.selected_index]
    by_variant.control.value = variant_label(burn_before)
    steps = by_variant.stack.children[by_variant.stack.selected_index]
    steps.control.value = step
    return steps.stack.children[steps.stack.selected_index].value


@pytest.mark.rule("K1")
def test_K1_first_card_goes_left_of_the_button(widget) -> None:
    shown = _open(widget, 4, False, 1)
    # button is the last player (Spieler 4): the first card goes to Spieler 1 (small blind)
    assert "Karte 1 (Position d1 im Deck): Spieler 1 bekommt eine Hole Card" in shown
    first = dealing_deck().cards[0]
    assert first.german in shown


@pytest.mark.rule("K1")
def test_K1_heads_up_the_big_blind_gets_the_first_card(widget) -> None:
    shown = _open(widget, 2, False, 1)
    # heads-up the button (Spieler 2) is the small blind; left of him sits the big blind, Spieler 1
    assert "Spieler 1 bekommt eine Hole Card" in shown


@pytest.mark.rule("K1")
@pytest.mark.parametrize("n_players", DEFAULT_PLAYER_COUNTS)
def test_K1_two_laps_one_card_at_a_time(widget, n_players: int) -> None:
    names = default_names(n_players)
    for step in range(1, 2 * n_players + 1):
        shown = _open(widget, n_players, False, step)
        player = names[(step - 1) % n_players]
        lap = "erste Runde" if step <= n_players else "zweite Runde"
        assert f"{player} bekommt eine Hole Card" in shown and lap in shown


@pytest.mark.rule("K2")
@pytest.mark.parametrize("burn_before", [False, True], ids=["K2-standard", "K2-variant"])
def test_K2_burn_cards_before_flop_turn_river_and_with_the_variant_before_the_hole_cards(widget, burn_before) -> None:
    n = 4
    burns_total = 4 if burn_before else 3
    texts = [_open(widget, n, burn_before, step) for step in range(1, 2 * n + 5 + burns_total + 1)]
    burns = [i for i, t in enumerate(texts, start=1) if "wird verdeckt beiseitegelegt" in t]
    if burn_before:
        assert burns == [1, 10, 14, 16]
        assert "Burn Card vor den Hole Cards" in texts[0] and "Variante von K2" in texts[0]
    else:
        assert burns == [9, 13, 15]
        assert "Burn Card vor dem River" in texts[14] and "River:" in texts[15]


@pytest.mark.rule("K3")
def test_K3_flop_three_then_turn_then_river(widget) -> None:
    texts = [_open(widget, 2, False, step) for step in range(1, 13)]
    board_steps = [i for i, t in enumerate(texts, start=1) if "offen in die Mitte" in t]
    assert board_steps == [6, 7, 8, 10, 12]
    assert "<p>Karte 10 (Position d10 im Deck): Turn:" in texts[9]
    assert "River:" in texts[11]
    assert sum("Hole Card:" in t for t in texts) == 4


@pytest.mark.rule("K5")
@pytest.mark.parametrize("n_players", DEFAULT_PLAYER_COUNTS)
@pytest.mark.parametrize("burn_before", [False, True])
def test_K5_last_page_leaves_the_unused_cards(widget, n_players: int, burn_before: bool) -> None:
    burns = 4 if burn_before else 3
    last = 2 * n_players + 5 + burns
    shown = _open(widget, n_players, burn_before, last)
    assert f"noch {52 - 2 * n_players - 5 - burns} Karten" in shown
    by_variant = widget.stack.children[widget.stack.selected_index]
    steps = by_variant.stack.children[by_variant.stack.selected_index]
    assert len(steps.stack.children) == last + 1  # a start page and one page per card


@pytest.mark.rule("K5")
def test_K5_positions_follow_the_deal_plan_of_the_engine() -> None:
    deck = dealing_deck()
    for burn_before in (False, True):
        cards = dealt_cards(deck, 5, 2, burn_before_hole_cards=burn_before)
        plan = deal_plan(5, 2, burn_before_hole_cards=burn_before).slots
        assert [d.position for d in cards] == list(range(len(plan)))
        for d, slot in zip(cards, plan):
            assert d.card == deck.cards[d.position]
            assert d.kind == slot[0]
            if d.kind == "hole":
                assert (d.player, d.round) == (slot[1], slot[2])


@pytest.mark.rule("K5")
def test_K5_ordered_deck_table_of_the_chapter() -> None:
    text = deal_table(Deck(), 4, 3, names=["Anna", "Ben", "Cem", "Dana"])
    assert "d1               | 2c    | Anna, 1. Karte" in text
    assert "d8               | 3s    | Dana, 2. Karte" in text
    assert "d9               | 4c    | Burn Card vor dem Flop" in text
    assert "d16              | 5s    | River" in text
    # counted from 1 as the picture counts: the top card is d1, the bottom card d52
    assert text.endswith("Ungenutzt: d17 bis d52, 36 Karten = 52 − 2 · 4 − 5 − 3.")


@pytest.mark.rule("K5")
def test_K5_unused_cards_counted_by_the_engine() -> None:
    rows = unused_table([2, 6, 10]).splitlines()[2:]
    assert [int(r.split("|")[-1]) for r in rows] == [40, 32, 24]
    rows = unused_table([10], burn_before_hole_cards=True).splitlines()[2:]
    assert int(rows[0].split("|")[-1]) == 23


def test_every_step_sentence_is_on_its_page(widget) -> None:
    deck = dealing_deck()
    for (_, sentence), step in zip(deal_steps(deck, 6, 5), range(1, 100)):
        assert sentence in _open(widget, 6, False, step).replace("&#x27;", "'")


def test_play_button_and_slider_are_linked_for_the_static_site(widget) -> None:
    by_variant = widget.stack.children[0]
    steps = by_variant.stack.children[0]
    assert isinstance(steps.control, widgets.Play)
    # Play <-> slider, Play <-> pages, index field <-> pages (Zurück/Weiter), pages <-> step label,
    # pages <-> the Zurück and the Weiter stack (each disabled at its end).
    assert len(steps.links) == 6 and len(widget.links) == 1 and len(by_variant.links) == 1


def test_bad_player_counts_give_a_german_error() -> None:
    with pytest.raises(StepperError) as info:
        dealing_widget((1, 4))
    assert info.value.key == "bad_player_counts" and "erlaubt" in info.value.message
