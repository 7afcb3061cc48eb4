"""The live hand picker, driven from Python as a reader would type (R1, R6, R10, R11, G4)."""

import pytest

from holdem.ranking import evaluate
from holdem.widgets.hand_picker import HandPicker


def png(picker: HandPicker) -> bytes:
    return bytes(picker.picture.value)


@pytest.mark.rule("R10")
def test_R10_best_five_of_seven_are_shown_and_highlighted():
    picker = HandPicker("Qd Jc Th 2c 2d", "Ah Kh")
    assert [v.category.key for v in picker.values] == ["straight"]
    assert "Straße" in picker.result.value and "A♥ K♥ Q♦ J♣ T♥" in picker.result.value
    assert png(picker).startswith(b"\x89PNG")
    assert picker.message.value == ""


@pytest.mark.rule("R6")
def test_R6_typing_new_cards_updates_category_text_and_picture():
    picker = HandPicker()
    before = png(picker)
    picker.board.value = "5c 4d 3h Kd Qh"
    picker.first.value = "2s Ac"
    assert picker.values == [evaluate("5c 4d 3h 2s Ac")]
    assert "Straße" in picker.result.value and "Fünf" in picker.result.value
    assert png(picker) != before


@pytest.mark.rule("R11")
def test_R11_comparison_says_split_when_both_play_the_board():
    picker = HandPicker("Ts 9s 8s 7s 6s", "Ah Ad", "2c 3c")
    assert len(picker.values) == 2 and picker.values[0] == picker.values[1]
    assert "Split Pot" in picker.result.value


@pytest.mark.rule("G4")
def test_G4_comparison_names_the_winner_and_why():
    picker = HandPicker("Kh Kd 9s 7c 2h", "Ah 3c", "Qs Js")
    assert picker.values[0] > picker.values[1]
    assert "schlägt" in picker.result.value


@pytest.mark.parametrize("field, text, expected", [
    ("first", "Ah Xd", "'Xd' ist keine Karte"),
    ("first", "Qd Kh", "doppelt"),
    ("board", "Qd Jc", "4 Karten"),
    ("second", "Ah Ks", "doppelt"),
], ids=["R1-bad-card", "R1-duplicate", "R10-too-few", "R1-card-in-two-fields"])
def test_bad_input_shows_a_german_message_and_keeps_the_last_result(field, text, expected):
    picker = HandPicker()
    good, picture, values = picker.result.value, png(picker), list(picker.values)
    getattr(picker, field).value = text
    assert "Fehler" in picker.message.value and expected in picker.message.value
    assert picker.result.value == good and png(picker) == picture and picker.values == values


@pytest.mark.rule("R11")
def test_R11_prepared_cases_work_without_python_and_start_with_the_books_example():
    from holdem.widgets.hand_picker import CASES, hand_picker

    picker = hand_picker(board="Kh Kd 9s 7c 2h", first="Ah 3c", second="Qs Js")
    assert picker.cases.labels[0] == "Beispiel" and len(picker.cases.labels) == len(CASES) + 1
    assert "Kicker Ass" in picker.cases.shown_text()
    picker.cases.show(picker.cases.labels.index("Board spielt"))
    assert "Split Pot" in picker.cases.shown_text()
    # The text fields are the live part: under the badge, in the live-only box.
    assert "holdem-live-only" in picker.children[1]._dom_classes and picker.board in picker.live.children


def test_bad_cards_leave_out_the_example_but_keep_the_prepared_cases():
    from holdem.widgets.hand_picker import CASES, hand_picker

    picker = hand_picker(board="Kh Kh", first="Ah 3c")
    assert picker.cases.labels[0] != "Beispiel" and len(picker.cases.labels) == len(CASES)
    assert "Fehler" in picker.message.value
