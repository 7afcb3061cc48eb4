"""The betting-round widgets (W1–W10, L1–L8) driven from Python: click the action buttons, set
the amount slider, switch the structure, and check what the reader is shown."""

from __future__ import annotations

import html

import ipywidgets as widgets
import pytest

from holdem.betting import ActionKind
from holdem.hand import Street
from holdem.teach.betting import legal_table
from holdem.widgets.betting import (
    ROUNDS,
    SCRIPTS,
    STRUCTURES,
    BettingRoundWidget,
    betting_round_stepper,
    first_state,
    script_states,
)

K = ActionKind


@pytest.fixture
def live() -> BettingRoundWidget:
    return BettingRoundWidget()


@pytest.mark.rule("W3")
def test_W3_under_the_gun_starts_and_cannot_check(live) -> None:
    assert "Spieler 3 (UTG) ist am Zug" in live.status.value
    assert live.visible_actions == [K.FOLD, K.CALL, K.RAISE]
    assert "ist zuerst am Zug: links vom Big Blind" in live.history.value


@pytest.mark.rule("L1")
def test_L1_slider_bounded_by_min_and_max_raise(live) -> None:
    assert (live.amount.min, live.amount.max) == (4, 100)
    live.amount.value = 10
    live.buttons[K.RAISE].click()
    assert "Spieler 3 erhöht um 8 auf 10 (L1)." in live.message.value
    assert (live.amount.min, live.amount.max) == (18, 100)
    assert "auf 18 bis 100" in live.status.value


@pytest.mark.rule("W2")
def test_W2_illegal_check_shows_the_engine_message_and_keeps_the_state(live) -> None:
    live.show_all.value = True
    assert live.visible_actions == list(ActionKind)
    before = live.state
    live.buttons[K.CHECK].click()
    assert "Nicht erlaubt" in live.message.value and "kann nicht checken" in live.message.value
    assert "(W2)" in live.message.value
    assert live.state is before


@pytest.mark.rule("L2")
def test_L2_pot_limit_maximum(live) -> None:
    live.structure.value = "Pot Limit"
    assert (live.amount.min, live.amount.max) == (4, 7)
    live.amount.value = 7
    live.buttons[K.RAISE].click()
    assert (live.amount.min, live.amount.max) == (12, 24)


@pytest.mark.rule("L3")
def test_L3_fixed_limit_amount_is_fixed(live) -> None:
    live.structure.value = "Fixed Limit"
    assert (live.amount.min, live.amount.max, live.amount.disabled) == (4, 4, True)
    live.round_choice.value = "Flop"
    assert "genau auf 2" in live.status.value
    assert live.visible_actions == [K.CHECK, K.BET]


@pytest.mark.rule("L4")
def test_L4_cap_removes_the_raise_button(live) -> None:
    live.structure.value = "Fixed Limit"
    for _ in range(3):
        live.buttons[K.RAISE].click()
    assert "gekappt" in live.message.value
    assert live.visible_actions == [K.FOLD, K.CALL]
    assert "(L4)" in live.status.value


@pytest.mark.rule("L5")
def test_L5_spread_limit_range(live) -> None:
    live.structure.value = "Spread Limit"
    assert (live.amount.min, live.amount.max) == (4, 12)
    live.round_choice.value = "Flop"
    assert (live.amount.min, live.amount.max) == (2, 10)


@pytest.mark.rule("W4")
def test_W4_flop_starts_left_of_the_button(live) -> None:
    live.round_choice.value = "Flop"
    assert "Spieler 1 (SB) ist am Zug" in live.status.value
    assert "der erste aktive Spieler links vom Button beginnt (W4)" in live.history.value


@pytest.mark.rule("W5")
@pytest.mark.rule("W7")
def test_W5_W7_round_ends_and_buttons_go(live) -> None:
    live.buttons[K.FOLD].click()  # Spieler 3
    live.buttons[K.FOLD].click()  # Spieler 4
    live.buttons[K.FOLD].click()  # Spieler 1
    assert "gewinnt den Pot" in live.message.value and "(W7" in live.message.value
    assert live.round_over and live.visible_actions == []
    live.buttons[K.CALL].click()
    assert "Die Wettrunde ist vorbei" in live.message.value
    live.restart.click()
    assert live.visible_actions == [K.FOLD, K.CALL, K.RAISE] and live.message.value == ""


@pytest.mark.rule("W5")
def test_W5_flop_round_ends_when_all_checked(live) -> None:
    live.round_choice.value = "Flop"
    for _ in range(4):
        live.buttons[K.CHECK].click()
    assert "Alle haben gecheckt" in live.message.value and live.round_over


def test_structure_selector_offers_the_four_structures(live) -> None:
    assert list(live.structure.options) == ["No Limit", "Pot Limit", "Fixed Limit", "Spread Limit"]
    assert list(live.round_choice.options) == list(ROUNDS)
    for name in STRUCTURES:
        live.structure.value = name
        assert STRUCTURES[name].describe() in live.rules_text.value.replace("&#x27;", "'")


# ---------------------------------------------------------------- static stepper

@pytest.fixture(scope="module")
def stepper():
    return betting_round_stepper()


def _page(stepper, structure: str, step: int) -> str:
    stepper.control.value = structure
    page = stepper.stack.children[stepper.stack.selected_index]
    inner = page.children[1]
    inner.control.value = step
    return inner.stack.children[inner.stack.selected_index].value


@pytest.mark.parametrize("structure", list(STRUCTURES), ids=lambda s: s.replace(" ", "_"))
def test_static_round_shows_legal_actions_at_every_step(stepper, structure: str) -> None:
    states = script_states(structure)
    assert len(states) == len(SCRIPTS[structure]) + 1
    for i, state in enumerate(states[:-1]):
        shown = _page(stepper, structure, i)
        for option in state.legal_actions():
            assert option.kind.german.split(" (")[0] in shown
        assert "Gewählt wird" in shown
    assert "Die Wettrunde ist vorbei" in _page(stepper, structure, len(states) - 1)
    assert states[-1].street is Street.FLOP


@pytest.mark.rule("L2")
def test_L2_static_pot_limit_step_shows_the_max(stepper) -> None:
    assert "auf 12 bis 24" in _page(stepper, "Pot Limit", 1)


@pytest.mark.rule("L4")
def test_L4_static_fixed_limit_after_the_cap(stepper) -> None:
    shown = _page(stepper, "Fixed Limit", 3)
    assert "gekappt" in shown and "Erhöhen geht nicht" in shown


def test_static_stepper_is_linked_for_the_browser(stepper) -> None:
    assert isinstance(stepper.control, widgets.ToggleButtons)
    assert len(stepper.links) == 1
    inner = stepper.stack.children[0].children[1]
    # slider <-> pages, pages <-> the label "Schritt 3 von 6 · …" beside the slider
    assert isinstance(inner.control, widgets.IntSlider) and len(inner.links) == 2


@pytest.mark.rule("W1")
def test_W1_legal_table_lists_the_actions_in_german() -> None:
    text = legal_table(first_state("No Limit"))
    assert "Aussteigen (Fold)" in text and "Mitgehen (Call)" in text and "Erhöhen (Raise)" in text
    assert "auf 4 bis 100" in text


# ---------------------------------------------------------------- text helpers of the chapters

@pytest.mark.rule("L2")
def test_L2_pot_limit_steps_match_the_engine_maximum() -> None:
    from holdem.cards import Deck
    from holdem.hand import Action, start_hand
    from holdem.rules import RuleSet
    from holdem.teach.betting import pot_limit_steps

    state = start_hand(RuleSet.pot_limit(1, 2), [200] * 4, button=3, deck=Deck.shuffled(5))
    text = pot_limit_steps(state)
    assert "3 + 2 = 5" in text and "2 + 5 = 7" in text and text.endswith("Höchstbetrag laut Engine: 7.")
    text = pot_limit_steps(state.apply(Action.raise_to(7)))
    assert "10 + 7 = 17" in text and "7 + 17 = 24" in text and text.endswith("Engine: 24.")


@pytest.mark.rule("W8")
@pytest.mark.rule("W7")
def test_W7_W8_action_table_of_the_example_hand() -> None:
    from holdem.betting import Action
    from holdem.cards import Deck
    from holdem.hand import play, start_hand
    from holdem.rules import RuleSet
    from holdem.teach.betting import action_table

    start = start_hand(RuleSet(), [100] * 5, button=4, deck=Deck.shuffled(11))
    hand = [Action.call(), Action.raise_to(6), Action.fold(), Action.fold(), Action.call(), Action.call(),
            Action.check(), Action.bet(2), Action.raise_to(8), Action.fold(), Action.call(),
            Action.check(), Action.bet(20), Action.fold()]
    rows = action_table(start, hand).splitlines()[2:]
    assert len(rows) == len(hand)
    assert rows[0].split("|")[1].strip() == "Spieler 3"          # W3: under the gun first
    assert rows[6].split("|")[1].strip() == "Spieler 2"          # W4: first active left of the button
    assert [int(r.split("|")[-1]) for r in rows][-1] == 35       # the turn bet came back (A7)
    assert rows[4].split("|")[3].strip() == "zahlt 4"            # the big blind's 2 count (B4)
    final = play(start, hand)[-1]
    assert final.final_stacks == (99, 94, 86, 121, 100)          # W8: folded money stays in the pot


@pytest.mark.rule("W9")
def test_W9_legal_table_explains_why_no_raise() -> None:
    from holdem.betting import Action
    from holdem.cards import Deck
    from holdem.hand import play, start_hand
    from holdem.rules import RuleSet

    state = start_hand(RuleSet(), [200, 20, 50], button=0, deck=Deck.shuffled(11))
    state = play(state, [Action.raise_to(6), Action.raise_to(20), Action.raise_to(50)])[-1]
    text = legal_table(state)
    assert "Erhöhen (Raise)" not in text and "auf 50" in text and "(W9)" in text


@pytest.mark.rule("L8")
def test_L8_short_all_in_closes_the_round_for_the_first_bettor() -> None:
    from holdem.betting import Action
    from holdem.cards import Deck
    from holdem.hand import play, start_hand
    from holdem.rules import RuleSet

    state = start_hand(RuleSet(), [202, 16, 202], button=2, deck=Deck.shuffled(5))
    flop = play(state, [Action.call(), Action.call(), Action.check(), Action.bet(10), Action.raise_to(14)])[-1]
    assert "auf 24 bis 200" in legal_table(flop)                  # not yet acted: may raise
    back = flop.apply(Action.call())
    text = legal_table(back)
    assert "Erhöhen geht nicht" in text and "(W6, L8)" in text


@pytest.mark.rule("W5")
def test_W5_explorer_reaches_the_end_of_the_round_by_its_buttons_without_python_state() -> None:
    """The explorer's pages are computed in advance; its buttons only turn pages (holdem-goto-n),
    so the static site can follow them. Calling every player to the end closes the round (W5)."""
    from holdem.widgets.betting import first_state
    from holdem.widgets.betting_explorer import betting_explorer, round_tree

    start = first_state("No Limit")
    nodes, edges = round_tree(start)
    assert all(nodes[t].parent == i for i, out in edges.items() for _, t in out)
    explorer = betting_explorer(start)
    assert len(explorer.labels) == len(nodes)
    for _ in range(10):
        page = explorer.stack.children[explorer.index]
        calls = [w for row in page.children[1:] for w in row.children
                 if w.description in ("Mitgehen (Call)", "Checken (Check)")]
        if not calls:
            break
        assert any(c.startswith("holdem-goto-") for c in calls[0]._dom_classes)
        calls[0].click()
    assert "Die Wettrunde ist vorbei." in explorer.shown_text()
    # "Runde neu beginnen" goes back to the start.
    restart = [w for row in explorer.stack.children[explorer.index].children[1:] for w in row.children
               if w.description == "Runde neu beginnen"]
    restart[0].click()
    assert explorer.index == 0


@pytest.mark.rule("L1")
def test_L1_explorer_offers_the_smallest_raise_and_the_widget_keeps_its_live_part() -> None:
    widget = BettingRoundWidget("Pot Limit")
    first = widget.explorer.stack.children[0]
    labels = [w.description for row in first.children[1:] for w in row.children]
    assert "Erhöhen (Raise) auf 4" in labels and "Aussteigen (Fold)" in labels
    assert "holdem-live-only" in widget.children[2]._dom_classes


def _page_buttons(page) -> list:
    return [w for row in page.children[1:] for w in row.children]


@pytest.mark.rule("W1")
@pytest.mark.parametrize("structure", list(STRUCTURES))
def test_W1_every_action_the_table_lists_has_a_button_or_the_page_says_why_not(structure: str) -> None:
    """On every page of the explorer each legal action of the table has a button (bets and raises
    by the smallest amount); where the table allows more (up to all-in) or a raise the walk-through
    does not follow, the page says so and where to try it."""
    from holdem.teach.betting import action_label
    from holdem.widgets.betting_explorer import AMOUNT_NOTE, CAPPED_NOTE, betting_explorer, round_tree

    start = first_state(structure)
    nodes, edges = round_tree(start)
    explorer = betting_explorer(start)
    capped = amounts = 0
    for index in edges:
        state = nodes[index].state
        page = explorer.stack.children[index]
        labels = [b.description for b in _page_buttons(page)]
        text = html.unescape(page.children[0].value)
        for option in state.legal_actions():
            label = action_label(option.kind)
            if option.kind not in (K.BET, K.RAISE):
                assert label in labels, (structure, index, label, labels)
            elif any(t.startswith(f"{label} auf {option.min_to}") for t in labels):
                if option.max_to > option.min_to:
                    assert AMOUNT_NOTE.format(action=label, low=option.min_to, high=option.max_to) in text
                    amounts += 1
            else:
                assert CAPPED_NOTE in text, (structure, index, label, labels)
                capped += 1
    assert capped > 0  # after the one raise the walk-through follows, the note appears
    assert amounts > 0 or structure == "Fixed Limit"  # fixed limit: one amount per bet


def test_W1_explorer_offers_the_smallest_raise_and_names_the_rest_up_to_all_in() -> None:
    from holdem.widgets.betting_explorer import CAPPED_NOTE, betting_explorer

    explorer = betting_explorer(first_state("No Limit"))
    first = explorer.stack.children[0]
    labels = [b.description for b in _page_buttons(first)]
    assert "Erhöhen (Raise) auf 4" in labels
    assert "jeden anderen Betrag bis 100 (All-in eingeschlossen)" in html.unescape(first.children[0].value)
    raise_button = next(b for b in _page_buttons(first) if b.description == "Erhöhen (Raise) auf 4")
    raise_button.click()
    after = html.unescape(explorer.shown_text())
    assert "auf 6 bis 100" in after and CAPPED_NOTE in after
    labels = [b.description for b in _page_buttons(explorer.stack.children[explorer.index])]
    assert not any(t.startswith("Erhöhen") for t in labels) and "Mitgehen (Call)" in labels


@pytest.mark.rule("W1")
def test_W1_round_stepper_names_step_and_count_beside_its_slider() -> None:
    """Every "Schritt" slider shows the step's number and the count, here with the action."""
    from holdem.widgets.betting import betting_round_stepper

    outer = betting_round_stepper()
    inner = outer.stack.children[0].children[1]
    label_box = inner.children[1]
    inner.control.value = 2
    shown = label_box.children[label_box.selected_index].value
    total = len(inner.labels)
    assert shown.startswith(f"Schritt 3 von {total} · ") and "auf 16" in shown
    inner.control.value = 0
    assert label_box.children[label_box.selected_index].value == f"Schritt 1 von {total} · Start"
