"""The category widget (R1) and the shared static stepper, driven from Python the way a reader
drives them in the browser: move the control, see the page change."""

from __future__ import annotations

import ipywidgets as widgets
import pytest
from ipywidgets.widgets.widget_link import Link

from holdem.cards import parse_cards
from holdem.ranking import HandCategory, evaluate
from holdem.widgets import StepperError, figure_page, static_stepper
from holdem.widgets.ranking import CATEGORY_EXAMPLES, category_text, example_value, ranking_widget


def _page_text(page: widgets.VBox) -> str:
    return " ".join(c.value for c in page.children if isinstance(c, widgets.HTML))


@pytest.fixture(scope="module")
def widget():
    return ranking_widget()


@pytest.mark.rule("R1")
@pytest.mark.parametrize("category", list(HandCategory), ids=lambda c: f"R1-{c.key}")
def test_R1_each_example_hand_belongs_to_its_category(category: HandCategory) -> None:
    hole, board = CATEGORY_EXAMPLES[category]
    cards = parse_cards(f"{hole} {board}")
    assert len(parse_cards(hole)) == 2 and len(parse_cards(board)) == 5
    value = example_value(category)
    assert value.category == category
    assert set(value.best_five) <= set(cards) and len(value.best_five) == 5


@pytest.mark.rule("R1")
def test_R1_one_button_per_category_low_to_high(widget) -> None:
    assert isinstance(widget.control, widgets.ToggleButtons)
    assert list(widget.control.options) == [c.german for c in HandCategory]
    assert len(widget.stack.children) == len(HandCategory)
    assert widget.index == 0


@pytest.mark.rule("R1")
@pytest.mark.parametrize("category", list(HandCategory), ids=lambda c: f"R1-{c.key}")
def test_R1_choosing_a_category_shows_its_example(widget, category: HandCategory) -> None:
    before = _page_text(widget.stack.children[widget.index])
    widget.control.value = category.german          # what a click on the button does
    assert widget.stack.selected_index == category.value
    shown = _page_text(widget.stack.children[widget.stack.selected_index])
    hole, board = CATEGORY_EXAMPLES[category]
    assert evaluate(parse_cards(f"{hole} {board}")).text in shown
    assert category.german in shown
    if category.value != 0:
        assert shown != before
    widget.control.value = HandCategory.HIGH_CARD.german
    assert widget.stack.selected_index == 0


def test_every_page_has_a_png_picture_and_the_text(widget) -> None:
    for category, page in zip(HandCategory, widget.stack.children):
        image, *phone_form, text = page.children  # the phone form of a long row: hidden beside it
        assert isinstance(image, widgets.Image) and image.format == "png"
        assert all("holdem-phone-form" in p._dom_classes for p in phone_form)
        assert bytes(image.value[:8]) == b"\x89PNG\r\n\x1a\n"
        for line in category_text(category).split("\n")[1:]:
            assert line in text.value


def test_the_browser_link_joins_control_and_pages(widget) -> None:
    """The static site has no Python: only the jslink moves the pages there."""
    (link,) = widget.links
    assert isinstance(link, Link)
    assert link.source == (widget.control, "index")
    assert link.target == (widget.stack, "selected_index")


def _pages(n: int) -> list[widgets.VBox]:
    return [figure_page(None, f"Seite {i}") for i in range(n)]


@pytest.mark.parametrize("control", ["slider", "play"])
def test_slider_and_play_turn_the_pages(control: str) -> None:
    stepper = static_stepper(_pages(4), ["a", "b", "c", "d"], control=control)
    stepper.control.value = 3
    assert stepper.stack.selected_index == 3
    assert _page_text(stepper.stack.children[3]).endswith("Seite 3</div>")
    stepper.show(1)
    assert stepper.index == 1 and stepper.control.value == 1
    assert all(isinstance(link, Link) for link in stepper.links)
    if control == "play":
        slider = stepper.children[1]
        assert isinstance(slider, widgets.IntSlider) and slider.value == 1


def test_page_text_is_escaped_unless_given_as_html() -> None:
    assert "&lt;b&gt;" in _page_text(figure_page(None, "<b>x</b>"))
    assert "<b>x</b>" in _page_text(figure_page(None, html_text="<b>x</b>"))


@pytest.mark.parametrize(("pages", "labels", "control", "key"), [
    (0, [], "toggle", "no_pages"),
    (2, ["nur eine"], "toggle", "bad_labels"),
    (2, ["a", "b"], "dropdown", "bad_control"),
])
def test_bad_stepper_arguments_raise_a_german_error(pages: int, labels: list[str], control: str, key: str) -> None:
    with pytest.raises(StepperError) as info:
        static_stepper(_pages(pages), labels, control=control)  # type: ignore[arg-type]
    assert info.value.key == key and "erlaubt" in info.value.message


def test_show_refuses_a_page_that_does_not_exist() -> None:
    stepper = static_stepper(_pages(2), ["a", "b"])
    with pytest.raises(StepperError) as info:
        stepper.show(2)
    assert info.value.key == "no_such_page"
    assert stepper.index == 0
