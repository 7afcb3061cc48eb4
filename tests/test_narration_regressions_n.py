"""Sentences that were false (issue 29, N1–N7) and the public Event class's errors: each case as
it was found, with the sentence the state really supports."""

from __future__ import annotations

import pickle

import pytest

from holdem.betting import Action
from holdem.blinds import Blinds
from holdem.cards import Card, Deck
from holdem.errors import HoldemError
from holdem.events import Event
from holdem.hand import HandState, Post, start_hand
from holdem.narration import narrate_lines, render_event
from holdem.narration.pots import explain_layout
from holdem.pots import build_pots
from holdem.rules import RuleSet
from holdem.table import Table


def _all_events(state: HandState, actions: list[Action]) -> list[Event]:
    seen = list(state.events)
    for action in actions:
        state = state.apply(action)
        seen += state.events
    return seen


# ---------------------------------------------------------------------------- N1, N2: the table

@pytest.mark.rule("B1")
def test_b1_a_blind_the_ante_left_no_chips_for_is_not_posted_as_0_chips() -> None:
    """N1 (B1, A1): the ante took the whole stack: no chips for the small blind, already all-in."""
    setup = Table.with_players([100, 3, 1, 50], blinds=Blinds(1, 2, 1)).draw_for_button(seed=3).next_hand()
    said = [e.text for e in setup.events if e.kind == "post"]
    assert "Spieler 3 hat keine Chips mehr für den Small Blind und ist schon all-in (A1)." in said
    assert not any("0 Chips" in text for text in said)


@pytest.mark.rule("B8")
def test_b8_missed_blinds_with_nothing_left_for_the_dead_small_blind() -> None:
    """N1 (B8): the live big blind took the rest of the stack: no "0 Chips als Small Blind"."""
    text = Event("B8", None, "post", 0, 3, values={"sentence": "table_post", "form": "missed_both",
                                                   "name": "Anna", "paid": 3, "dead": 0}).text
    assert text == ("Anna zahlt die verpassten Blinds nach: 3 Chips als Big Blind (live); für den Small Blind "
                    "(dead) bleibt kein Chip, Anna ist damit all-in (B8, A1).")


@pytest.mark.rule("W3")
def test_w3_the_table_names_who_really_acts_first_not_a_player_all_in_from_the_ante() -> None:
    """N2 (W3): Cem is all-in after the ante; the hand asks Dana first, and so does the table."""
    names = ["Anna", "Ben", "Cem", "Dana"]
    setup = Table.with_players([50, 50, 1, 50], names=names, blinds=Blinds(1, 2, 1), button=3).next_hand()
    first = [e for e in setup.events if e.kind == "to_act"]
    assert [e.text for e in first] == ["Vor dem Flop beginnt Dana: wer davor sitzt, ist all-in (W3)."]
    state = setup.start(RuleSet.no_limit(1, 2), deck=Deck.shuffled(1))
    assert state.to_act == setup.player_at(first[0].player)


@pytest.mark.rule("W3")
def test_w3_the_table_names_nobody_when_nobody_acts_before_the_flop() -> None:
    """N2 (W3, A1): everyone but one is all-in from the posts and he owes nothing: no first player."""
    setup = Table.with_players([50, 1, 2], blinds=Blinds(1, 2, 1), button=0).next_hand()
    state = setup.start(RuleSet.no_limit(1, 2), deck=Deck.shuffled(2))
    asked = [e for e in state.events if e.kind == "to_act"]
    table_asked = [e for e in setup.events if e.kind == "to_act"]
    assert bool(asked) == bool(table_asked)
    if not table_asked:
        assert any(e.kind == "run_out" for e in setup.events)


# ---------------------------------------------------------------------------- N3: the end of a round

@pytest.mark.rule("W5")
def test_w5_a_bet_nobody_called_is_not_said_as_everybody_checked() -> None:
    """N3 (W5, A7): NL 1/2, stacks 100/100/5, button 0: call, raise to 5, call, call; flop:
    check, bet 10, fold — the bet goes back, and the round did not end by checks."""
    state = start_hand(RuleSet.no_limit(1, 2), [100, 100, 5], button=0, deck=Deck.shuffled(7))
    seen = _all_events(state, [Action.call(), Action.raise_to(5), Action.call(), Action.call(),
                               Action.check(), Action.bet(10), Action.fold()])
    ends = [e for e in seen if e.kind == "round_end"]
    flop = next(e for e in ends if e.values["street"] == "Flop")
    assert not flop.text.startswith("Alle haben gecheckt")
    assert flop.text.startswith("Niemand ist mitgegangen: die Wettrunde auf dem Flop ist beendet")
    assert seen[seen.index(flop) - 1].kind == "return"


@pytest.mark.rule("W5")
def test_w5_rounds_of_checks_are_still_said_as_checks() -> None:
    state = start_hand(RuleSet.no_limit(1, 2), [100, 100], button=0, deck=Deck.shuffled(3))
    seen = _all_events(state, [Action.call(), Action.check(), Action.check(), Action.check()])
    assert "Alle haben gecheckt: die Wettrunde auf dem Flop ist beendet (W5)." in [e.text for e in seen]


# ---------------------------------------------------------------------------- N4: counts

@pytest.mark.rule("L4")
@pytest.mark.parametrize("cap, said", [(1, "ein Einsatz und 1 Erhöhung (L4)."), (3, "ein Einsatz und 3 Erhöhungen (L4).")])
def test_l4_the_cap_counts_its_raises_in_the_right_number(cap: int, said: str) -> None:
    """N4 (L4): "1 Erhöhung", "3 Erhöhungen"."""
    event = Event("L3", None, "raise", 1, values={"sentence": "bet_or_raise", "name": "Ben", "action": "raise",
                                                  "option": False, "to": 4, "increment": 2, "structure_rule": "L3",
                                                  "needed": 2, "measured": 2, "cap": "capped", "raise_cap": cap})
    assert event.text.endswith(said)


@pytest.mark.rule("L8")
def test_l8_one_chip_since_the_last_full_bet_is_one_chip() -> None:
    text = render_event("all_in", "L8", {"sentence": "bet_or_raise", "name": "Cem", "action": "raise",
                                         "option": False, "to": 3, "increment": 1, "structure_rule": "L8",
                                         "all_in_form": "combined", "others": ("Ben",), "limit": True,
                                         "reopened": (), "needed": 2, "measured": 1})
    assert "ist es seit dem letzten vollen Einsatz 1 Chip, mindestens die Hälfte von 2" in text


@pytest.mark.rule("A2")
def test_a2_pot_explanations_count_one_chip_as_one_chip() -> None:
    lines = explain_layout(build_pots((1, 5, 5)))
    assert any("höchstens 1 Chip ein" in line for line in lines)
    assert not any("1 Chips" in line for line in lines)


# ---------------------------------------------------------------------------- N5: C6

@pytest.mark.rule("C6")
def test_c6_names_the_big_blind_with_the_own_post_not_the_larger_small_blind() -> None:
    """N5 (C6): blinds 2/4, the small blind posts 2, the big blind is all-in for 1: the sentence
    says 1 Chip, and whose."""
    state = start_hand(RuleSet.no_limit(2, 4), [100, 100, 1], button=0, deck=Deck.shuffled(1))
    c6 = next(e for e in state.events if e.rule == "C6")
    assert c6.text.startswith("Spieler 3 ist mit dem Big Blind all-in, aber nur mit 1 Chip:")


@pytest.mark.rule("C6")
def test_c6_a_small_blind_all_in_for_as_much_is_not_the_big_blind() -> None:
    """N5 (C6): both blinds all-in for 1: only the big blind is named ("ist", one player)."""
    state = start_hand(RuleSet.no_limit(1, 2), [100, 1, 1], button=0, deck=Deck.shuffled(1))
    c6 = next(e for e in state.events if e.rule == "C6")
    assert c6.text.startswith("Spieler 3 ist mit dem Big Blind all-in, aber nur mit 1 Chip:")
    assert "Spieler 2" not in c6.text


@pytest.mark.rule("C6")
def test_c6_two_short_big_blinds_each_with_the_own_post() -> None:
    text = render_event("info", "C6", {"sentence": "short_big_blind", "short": ("Ben", "Cem"), "posted": 2,
                                       "each": (1, 2), "full": 4})
    assert text.startswith("Mit dem Big Blind all-in, aber kürzer als ein voller Big Blind, sind Ben mit 1 Chip "
                           "und Cem mit 2 Chips:")


# ---------------------------------------------------------------------------- N6: the sentences only

@pytest.mark.rule("W7")
def test_w7_the_winner_of_an_empty_pot_does_not_win_0_chips() -> None:
    """N6 (W7): the only chips were the winner's own blind, and it went back (A7)."""
    state = start_hand(RuleSet.no_limit(1, 2), [100, 100, 100], button=0, posts=[Post(2, 2, "big_blind")],
                       deck=Deck.shuffled(1))
    seen = _all_events(state, [Action.fold(), Action.fold()])
    end = seen[-1]
    assert end.kind == "hand_end" and "0 Chips" not in end.text
    assert end.text == ("Alle anderen sind ausgestiegen: Spieler 3 gewinnt die Hand sofort, im Pot liegt aber "
                        "kein Chip für Spieler 3, und die Karten muss Spieler 3 nicht zeigen (W7, S4).")


@pytest.mark.rule("S6")
def test_s6_a_pot_the_rake_took_whole_is_not_won_as_0_chips() -> None:
    """N6 (S6, X1): the sentence says the rake took the pot, not "gewinnt 0 Chips"."""
    text = render_event("award", "S6", {"pot": "Hauptpot", "amount": 0, "winners": ("Anna",), "alone": False,
                                        "several_pots": True, "main": True, "hand": "ein Paar Asse",
                                        "odd_chips": 0, "odd_chip_order": (), "unshown": (), "pot_chips": 5})
    assert text.startswith("Hauptpot: Anna gewinnt ihn mit der besten Hand – ein Paar Asse, aber der Rake nimmt "
                           "den ganzen Pot (5 Chips; S6, X1).")


# ---------------------------------------------------------------------------- N7: names as given

@pytest.mark.rule("B3")
@pytest.mark.parametrize("odd", ["a: b", "Kim (B3)", "Dr. Lee (W2)", "Jo  Ann"])
def test_b3_names_are_never_tidied(odd: str) -> None:
    """N7: a colon, a bracket with a rule ID or two spaces in a name stay as they are, and the
    sentence keeps its own citation."""
    names = [odd, "Ben", "Cem"]
    state = start_hand(RuleSet.no_limit(1, 2), [100, 100, 100], button=2, names=names, deck=Deck.shuffled(4))
    seen = _all_events(state, [Action.call(), Action.call(), Action.check(), Action.check(), Action.check()])
    about = [e for e in seen if e.values.get("name") == odd]
    assert about and all(odd in e.text for e in about)
    post = next(e for e in about if e.kind == "post")
    assert post.text.endswith("(B3, B1).")
    lines = narrate_lines(seen, names)
    assert sum(line.count(odd) for line in lines) >= len(about)
    assert pickle.loads(pickle.dumps(post)).text == post.text


# ---------------------------------------------------------------------------- the Event class

@pytest.mark.parametrize("make", [
    lambda: Event("W1", "…", "kein_ereignis"),
    lambda: Event("W1", "…", ["fold"]),  # type: ignore[arg-type]
    lambda: Event(3, "…", "fold"),  # type: ignore[arg-type]
    lambda: Event("W1", 5, "fold"),  # type: ignore[arg-type]
    lambda: Event("W1", "…", "fold", player="Anna"),  # type: ignore[arg-type]
    lambda: Event("W1", "…", "fold", amount=-1),
    lambda: Event("W1", "…", "fold", cards=("Ah",)),  # type: ignore[arg-type]
    lambda: Event("W1", None, "fold", values=[("name", "Anna")]),  # type: ignore[arg-type]
    lambda: Event("W1", None, "fold").text,
    lambda: Event("W1", None, "post", values={"name": "Anna"}).text,
    lambda: Event("S6", None, "award", values={"pot": "Hauptpot", "amount": 5, "winners": ()}).text,
    lambda: Event("K1", None, "deal_hole", values={"name": "Anna", "cards": 5}).text,
    lambda: Event("W1", None, "fold", values={"sentence": "kein_satz", "name": "Anna"}).text,
])
def test_bad_events_get_the_engines_own_error_in_german(make) -> None:  # type: ignore[no-untyped-def]
    """An unknown kind, wrong fields, missing values: a HoldemError saying what is allowed."""
    with pytest.raises(HoldemError) as caught:
        make()
    message = caught.value.message
    assert "Erlaubt" in message or "erlaubt" in message or "fehlt" in message
    assert not isinstance(caught.value, (KeyError, ZeroDivisionError, TypeError))


def test_an_event_leaves_its_inputs_unchanged() -> None:
    values = {"name": "Anna", "in_pot": 2}
    cards = (Card.parse("Ah"), Card.parse("Kd"))
    event = Event("W8", None, "fold", 0, None, cards, values=values)
    assert event.text == "Anna steigt aus (Fold). 2 Chips von Anna bleiben im Pot (W8)."
    assert values == {"name": "Anna", "in_pot": 2} and event.cards == cards
    assert Event("W1", "…", "fold").kind == "fold"  # a known kind still works
