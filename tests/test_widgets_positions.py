"""The positions widget (B1, H1, H2, W3) driven like a reader: choose a player count and a
button seat, read the page that is shown."""

from __future__ import annotations

import ipywidgets as widgets
import pytest

from holdem.positions import positions
from holdem.widgets.positions import DEFAULT_NAMES, page_text, positions_widget


def _shown_text(stepper) -> str:
    return stepper.shown_text()


@pytest.fixture(scope="module")
def widget():
    return positions_widget(picture=False)


@pytest.mark.rule("B1")
def test_B1_one_button_per_player_count_2_to_10(widget) -> None:
    assert list(widget.control.options) == [str(n) for n in range(2, 11)]
    for n, inner in zip(range(2, 11), widget.stack.children):
        assert len(inner.stack.children) == n  # one page per button seat


@pytest.mark.rule("B1")
@pytest.mark.parametrize("n,button", [(6, 3), (9, 8), (10, 0)], ids=["B1-6-3", "B1-9-8", "B1-10-0"])
def test_B1_choosing_count_and_button_shows_the_blinds_left_of_it(widget, n: int, button: int) -> None:
    widget.control.value = str(n)
    assert widget.stack.selected_index == n - 2
    inner = widget.stack.children[widget.stack.selected_index]
    inner.control.value = f"Sitz {button + 1}"
    assert inner.stack.selected_index == button
    text = _shown_text(inner)
    pos = positions(n, button)
    assert f"{DEFAULT_NAMES[pos.small_blind]} setzt den Small Blind" in text
    assert f"und {DEFAULT_NAMES[pos.big_blind]} den Big Blind" in text
    assert f"Vor dem Flop beginnt {DEFAULT_NAMES[pos.first_preflop]}" in text


@pytest.mark.rule("H1")
def test_H1_H2_two_players_page_shows_the_heads_up_rule(widget) -> None:
    widget.control.value = "2"
    inner = widget.stack.children[widget.stack.selected_index]
    inner.control.value = "Sitz 2"
    text = _shown_text(inner)
    assert "Ben hat den Button und setzt den Small Blind, Anna den Big Blind (H1)" in text
    assert "(H2)" in text


@pytest.mark.rule("G2")
def test_G2_first_button_only_variant_has_no_inner_control() -> None:
    stepper = positions_widget(picture=False, all_buttons=False, counts=[2, 5])
    stepper.show(1)
    text = _shown_text(stepper)
    assert "<table" in text and "5 Spieler: Anna hat den Button" in text
    assert not isinstance(stepper.stack.children[1], type(stepper))  # a plain page, no inner stepper


def test_page_text_uses_the_names_given() -> None:
    text = page_text(3, 1, ["X", "Y", "Z"])
    assert "Y hat den Button" in text and "Z setzt den Small Blind" in text


def test_widget_pages_have_pictures_when_asked() -> None:
    stepper = positions_widget(counts=[3])
    page = stepper.stack.children[0].stack.children[0]
    images = [c for c in page.children if isinstance(c, widgets.Image)]
    # the table picture and its phone form (upright, hidden outside the book's site)
    assert len(images) == 2 and images[0].value[:4] == b"\x89PNG"
    assert "holdem-phone-form" in images[1]._dom_classes


@pytest.mark.rule("B1")
def test_B1_on_demand_draws_only_the_table_shown(monkeypatch) -> None:
    """As in the teacher mode: one picture when built, then the picture of the table the reader
    chooses (6 players, button on seat 4: Emil small blind), each once."""
    import holdem.draw.table as tables

    seen: list[tuple[int, int]] = []
    original = tables.draw_seating

    def counting(n_players, button, **kwargs):
        seen.append((n_players, button))
        return original(n_players, button, **kwargs)

    monkeypatch.setattr(tables, "draw_seating", counting)
    stepper = positions_widget(on_demand=True)
    assert seen == [(2, 0)]
    stepper.control.value = "6"
    inner = stepper.stack.children[stepper.stack.selected_index]
    inner.control.value = "Sitz 4"
    assert seen == [(2, 0), (6, 0), (6, 3)]
    assert "Emil setzt den Small Blind" in inner.shown_text()
    picture = inner.stack.children[3].children[0]
    assert isinstance(picture, widgets.Image) and picture.value[:4] == b"\x89PNG" and len(picture.value) > 1000
    stepper.control.value = "2"
    stepper.control.value = "6"
    assert len(seen) == 3  # both shown before: kept
