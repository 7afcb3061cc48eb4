"""The "Eigene Hand" page's widget (holdem.widgets.own_hand): the hand the fields describe,
step by step with Zurück/Weiter, each step naming its rule; bad input replaces the hand with
the engine's German message and nothing stale stays."""

from __future__ import annotations

import pytest

from holdem.widgets.own_hand import EXAMPLE, OwnHand, OwnHandError, OwnHandInput, own_hand_page, play_own_hand


def hand(**changes: str) -> list:
    return play_own_hand(OwnHandInput(**{**EXAMPLE, **changes}))


def test_example_is_played_to_the_showdown_S6() -> None:
    states = hand()
    assert states[-1].is_over and states[-1].result is not None
    assert any(e.rule == "S6" for e in states[-1].events)
    assert sum(states[-1].final_stacks) == 400  # no chip created or lost


def test_stepping_back_and_forward_names_the_rule_of_each_step() -> None:
    widget = OwnHand()
    last = widget.index
    assert last == len(widget.states) - 1 and widget.forward.disabled
    widget.back.click()
    assert widget.index == last - 1 and not widget.forward.disabled
    assert "holdem-rule" in widget.text.value and "regelverzeichnis.html#regel-" in widget.text.value
    widget.forward.click()
    assert widget.index == last


@pytest.mark.rule("W3")
def test_fewer_actions_stop_at_the_player_to_act_W3() -> None:
    widget = OwnHand({"actions": ""})
    assert "Am Zug: Cem" in widget.shown_text and "W3" in widget.shown_text


@pytest.mark.parametrize("field,value,words", [
    ("holes", "Ah Kd, Qs Qh, 7c 7d, 9s Ah", "doppelt"),
    ("holes", "Ah Kd, Qs Qh", "2 Paare für 4 Spieler"),
    ("holes", "Ah Kd, Qs Qh, 7c 7d, 9s 1x", "Karte"),
    ("stacks", "100 viel", "positiven ganzen Zahlen"),
    ("button", "Zoe", "so heißt kein Spieler"),
    ("blinds", "1-2", "Small Blind/Big Blind"),
    ("actions", "r6 c f c x b10 f c x x b1", "Big Blind"),
    ("actions", "r6 c f c x b10 f c x x b20 c c", "zu Ende"),
    ("board", "Kc", "fehlen Karten"),
], ids=["duplicate", "pairs", "card", "stacks", "button", "blinds", "W10-min-bet", "too-many", "board"])
def test_bad_input_replaces_the_hand_with_a_german_message(field: str, value: str, words: str) -> None:
    widget = OwnHand()
    widget.fields[field].value = value
    assert widget.states == [] and words in widget.error
    (only,) = widget.result.children
    assert "holdem-error" in only.value and "Fehler:" in only.value
    assert widget.error.endswith(".")
    widget.fields[field].value = EXAMPLE[field]  # corrected: the hand is back, the message gone
    assert widget.states and "holdem-error" not in str([c for c in widget.result.children])


def test_bad_input_raises_engine_errors() -> None:
    with pytest.raises(OwnHandError, match="2 bis 10 Namen"):
        hand(names="Anna")


def _contains_own_hand(widget: object) -> bool:
    return isinstance(widget, OwnHand) or any(_contains_own_hand(c) for c in getattr(widget, "children", ()))


def test_page_widget_holds_the_live_widget() -> None:
    assert _contains_own_hand(own_hand_page())
