"""The "Eigene Hand" page's widget (holdem.widgets.own_hand): the hand the fields describe,
step by step with Zurück/Weiter, each step naming its rule; bad input replaces the hand with
the engine's German message and nothing stale stays."""

from __future__ import annotations

import pytest

from holdem.errors import HoldemError, InputError
from holdem.widgets.own_hand import EXAMPLE, OwnHand, OwnHandInput, own_hand_page, play_own_hand


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
    ("stacks", "100 100² 100 100", "Ziffern 0 bis 9"),
    ("stacks", "1" * 1500, "1.500 Zeichen sind zu viele. Erlaubt sind höchstens 1.000 Zeichen."),
    ("stacks", "1" * 5000, "Das Feld Stacks hat 5.000 Zeichen. Erlaubt sind höchstens 2.000 Zeichen."),
    ("stacks", "0", "von 1 bis 1.000.000.000"),
    ("blinds", "1²/2", "„1²“ ist keine ganze Zahl"),
    ("blinds", "1/" + "2" * 1500, "Erlaubt sind höchstens 200 Zeichen"),
    ("board", "Kc", "fehlen Karten"),
], ids=["duplicate", "pairs", "card", "stacks", "button", "blinds", "superscript-stack", "huge-stack", "long-field",
        "zero-stack", "superscript-blind", "huge-blind", "board"])
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
    with pytest.raises(InputError, match="2 bis 10 Namen"):
        hand(names="Anna")


def _contains_own_hand(widget: object) -> bool:
    return isinstance(widget, OwnHand) or any(_contains_own_hand(c) for c in getattr(widget, "children", ()))


def test_page_widget_holds_the_live_widget() -> None:
    assert _contains_own_hand(own_hand_page())


@pytest.mark.parametrize("actions,words", [
    ("r6 c f c x b10 f c x x b1", "Big Blind"),
    ("r6 c f c x b10 f c x x b20 c c", "zu Ende"),
    ("r6 c f c x b²", "keine Aktion"),
    ("r6 c f c x b" + "1" * 5000, "höchstens 12 Stellen"),
    ("c " * 201, "höchstens 200 Aktionen"),
], ids=["W10-min-bet", "too-many", "superscript-bet", "huge-bet", "action-cap"])
def test_bad_actions_give_a_german_message_W10(actions: str, words: str) -> None:
    """Actions given as script words (the worked example, code): every bad word is the engine's
    own error in German, never a ValueError from int()."""
    with pytest.raises(HoldemError) as info:
        hand(actions=actions)
    assert words in info.value.message and info.value.message.endswith(".")


def _labels(widget: OwnHand) -> list[str]:
    return [b.description for b in widget.action_buttons.children]


def _click(widget: OwnHand, label: str) -> None:
    next(b for b in widget.action_buttons.children if b.description.startswith(label)).click()


@pytest.mark.rule("W1")
def test_W1_action_buttons_are_the_legal_actions_with_an_amount_where_needed() -> None:
    widget = OwnHand({"actions": ""})
    # Cem (under the gun) faces the big blind of 2: fold, call 2, a raise from 4 up to all-in.
    assert _labels(widget) == ["Aussteigen (Fold)", "Mitgehen (Call): 2 zahlen", "All-in auf 100"]
    assert widget.sized_row.layout.display is None and widget.sized_button.description == "Erhöhen (Raise)"
    assert (widget.amount.min, widget.amount.max, widget.amount.value) == (4, 100, 4)
    widget.amount.value = 6
    widget.sized_button.click()
    assert widget.actions == ["r6"] and "Cem erhöht um 4 auf 6" in widget.shown_text


@pytest.mark.rule("S6")
def test_S6_the_example_hand_is_played_by_buttons_alone() -> None:
    """Clicking through the example (no typing) ends in the same showdown as its script words."""
    widget = OwnHand({"actions": ""})
    widget.amount.value = 6
    widget.sized_button.click()                       # Cem r6
    _click(widget, "Mitgehen")                         # Dana c
    _click(widget, "Aussteigen")                       # Anna f
    _click(widget, "Mitgehen")                         # Ben c
    _click(widget, "Checken")                          # Ben x on the flop
    assert widget.sized_button.description == "Setzen (Bet)" and widget.amount.min == 2
    widget.amount.value = 10
    widget.sized_button.click()                       # Cem b10
    for label in ("Aussteigen", "Mitgehen", "Checken", "Checken"):
        _click(widget, label)
    widget.amount.value = 20
    widget.sized_button.click()                       # Ben b20
    _click(widget, "Mitgehen")                         # Cem c
    assert widget.actions == EXAMPLE["actions"].split()
    assert widget.states[-1].final_stacks == hand()[-1].final_stacks
    assert _labels(widget) == [] and widget.sized_row.layout.display == "none"  # the hand is over


def test_choosing_on_an_earlier_step_drops_the_later_actions_and_undo_takes_one_back() -> None:
    widget = OwnHand()
    assert len(widget.actions) == 12
    while widget.index and widget.states[widget.index - 1].street.name != "PREFLOP":
        widget.back.click()
    widget.step(-1)
    before = widget.used[widget.index]
    _click(widget, "Aussteigen")
    assert widget.actions == EXAMPLE["actions"].split()[:before] + ["f"]
    widget.undo.click()
    assert widget.actions == EXAMPLE["actions"].split()[:before]


def test_bad_field_keeps_the_chosen_actions_and_nothing_half_changed() -> None:
    widget = OwnHand()
    actions = list(widget.actions)
    widget.fields["stacks"].value = "100 ² 100 100"
    assert widget.states == [] and "Fehler:" in widget.result.children[0].value
    assert widget.actions == actions
    widget.fields["stacks"].value = EXAMPLE["stacks"]
    assert widget.states[-1].is_over and widget.actions == actions


def test_help_text_says_how_actions_are_chosen() -> None:
    text = OwnHand().help.value
    assert "mit den Knöpfen für den Spieler am Zug" in text and "Enter" in text
