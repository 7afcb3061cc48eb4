"""The equity widgets, driven the way a reader drives them: type into the fields, click the
button, choose a match-up; what the widget shows is checked."""

from __future__ import annotations

import html
import re

import ipywidgets as widgets
import pytest

from holdem.errors import EquityInputError
from holdem.widgets.equity import CLASSIC_MATCHUPS, equity_widget, matchup_text, matchups_widget


def _click(widget, hands=(), board="", dead="") -> None:
    for i, box in enumerate(widget.hand_inputs):
        box.value = hands[i] if i < len(hands) else ""
    widget.board_input.value = board
    widget.dead_input.value = dead
    widget.button.click()


def _rows(widget) -> list[list[str]]:
    """The table's body rows (the table is HTML now: <tr> with <td> cells)."""
    body = widget.table.value.split("<tbody>")[1].split("</tbody>")[0]
    return [[html.unescape(re.sub(r"<[^>]+>", "", c)).strip() for c in re.findall(r"<td[^>]*>(.*?)</td>", row)]
            for row in re.findall(r"<tr>(.*?)</tr>", body)]


@pytest.fixture
def widget():
    return equity_widget(board="Kh 7c 2d")  # a flop: few boards, quick to build


@pytest.mark.rule("P1")
def test_P1_starts_with_aces_against_kings_counted_exactly() -> None:
    widget = equity_widget()
    assert widget.message.value == ""
    assert _rows(widget)[0] == ["As Ah", "1.388.072", "6.538", "317.694", "81,26 %"]
    assert bytes(widget.chart.value).startswith(b"\x89PNG")
    assert widget.result is not None and widget.result.boards == 1_712_304


@pytest.mark.rule("P1")
def test_P1_a_board_both_play_is_shown_as_a_split(widget) -> None:
    _click(widget, ["2c 3d", "4h 5c"], board="As Ks Qs Js Ts")
    assert [r[4] for r in _rows(widget)] == ["50,00 %", "50,00 %"]


def test_three_hands_on_a_flop_give_three_rows(widget) -> None:
    _click(widget, ["As Ah", "Kd Kc", "Qs Qh"], board="Kh 7c 2d")
    rows = _rows(widget)
    assert [r[0] for r in rows] == ["As Ah", "Kd Kc", "Qs Qh"]
    assert "990" not in widget.table.value and "903" in widget.table.value  # C(43, 2) = 903 boards


def test_empty_fields_in_between_are_skipped(widget) -> None:
    _click(widget, ["As Ah", "", "", "Kd Kc"])
    assert [r[0] for r in _rows(widget)] == ["As Ah", "Kd Kc"]


def test_dead_cards_leave_fewer_boards(widget) -> None:
    _click(widget, ["As Ah", "Kd Kc"], board="Kh 7c 2d", dead="Ks")
    assert "946" in widget.table.value  # C(44, 2): the dead king is out
    assert widget.result.dead and str(widget.result.dead[0]) == "Ks"


@pytest.mark.parametrize("hands, board, dead, words", [
    (["As Ah", "Kd Xx"], "", "", ["Hand 2", "keine Karte"]),
    (["As Ah", "As Kc"], "", "", ["doppelt"]),
    (["As Ah", "Kd Kc"], "Ah 7c 2d", "", ["doppelt"]),
    (["As Ah", "Kd"], "", "", ["Hand 2", "genau 2"]),
    (["As Ah"], "", "", ["2 bis 6"]),
    ([], "", "", ["2 bis 6"]),
    (["As Ah", "Kd Kc"], "2c 3c 4c 5c 6c 7c", "", ["Board", "0 bis 5"]),
    (["As Ah", "Kd Kc"], "Qz", "", ["Board:", "keine Karte"]),
    (["As Ah", "Kd Kc"], "", "Kd", ["doppelt"]),
])
def test_bad_input_gives_a_german_message_not_a_traceback(widget, hands, board, dead, words) -> None:
    _click(widget, hands, board, dead)
    for word in words:
        assert word in widget.message.value
    assert widget.table.value == "" and bytes(widget.chart.value) == b"" and widget.result is None


def test_after_a_mistake_a_correct_input_is_computed_again(widget) -> None:
    _click(widget, ["As Ah", "Kd Xx"])
    _click(widget, ["Ah Kh", "Qs Qc"])
    assert widget.message.value == ""
    assert [r[0] for r in _rows(widget)] == ["Ah Kh", "Qs Qc"]
    assert widget.result.equity[1] > widget.result.equity[0]  # QQ is ahead of AKs


def test_more_hands_than_fields_is_refused() -> None:
    with pytest.raises(EquityInputError):
        equity_widget(tuple(f"{r}c {r}d" for r in "23456789"))


# --- the static stepper ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def stepper():
    return matchups_widget()


def _page_text(page: widgets.VBox) -> str:
    return " ".join(c.value for c in page.children if isinstance(c, widgets.HTML))


def test_one_page_per_matchup_joined_to_the_control_in_the_browser(stepper) -> None:
    assert list(stepper.control.options) == [m[0] for m in CLASSIC_MATCHUPS]
    assert len(stepper.stack.children) == len(CLASSIC_MATCHUPS)
    assert stepper.links  # jslink: works in the static site without a kernel
    assert all(isinstance(p.children[0], widgets.Image) for p in stepper.stack.children)


@pytest.mark.parametrize("index", range(len(CLASSIC_MATCHUPS)), ids=[m[0] for m in CLASSIC_MATCHUPS])
def test_choosing_a_matchup_shows_its_table(stepper, index: int) -> None:
    stepper.show(index)
    assert stepper.stack.selected_index == index
    shown = _page_text(stepper.stack.children[index])
    label, _text, hands, board = CLASSIC_MATCHUPS[index]
    assert label in shown
    for hand in hands:
        assert hand in shown
    assert matchup_text(index).splitlines()[-1].split("|")[0].strip() in shown


def test_classic_matchups_tell_the_known_story() -> None:
    names = [m[0] for m in CLASSIC_MATCHUPS]
    assert "1.388.072" in matchup_text(names.index("AA gegen KK"))

    def equities(label: str) -> list[float]:
        rows = matchup_text(names.index(label)).splitlines()[4:]
        return [float(r.split("|")[4].strip().rstrip(" %").replace(",", ".")) for r in rows]

    pair, overcards = equities("Münzwurf")
    assert 50 < pair < 55 and abs(pair + overcards - 100) < 0.01  # a coin flip, the pair slightly ahead
    assert equities("Dominiert")[0] > 70  # AK against AQ
    assert equities("Set gegen Overpair")[0] > 90
