"""The form of the engine's sentences and the narrator (issue 15, item 2): no two brackets in a
row, each rule ID once per sentence, the round-end sentence with its true reason (W5), no
request to show cards already shown (C3), antes and blinds as chips (B3, B1), and prose that
names a player once when two events about the same player follow each other."""

from __future__ import annotations

import re

import pytest
from test_hand_helpers import new_hand, play_script

from holdem.betting import Action, IllegalActionError
from holdem.events import Event
from holdem.hand import start_hand
from holdem.narration import narrate, narrate_lines, tidy
from holdem.rules import RuleSet

TWO_BRACKETS = re.compile(r"\)\s*\(")


@pytest.mark.rule("D3")
@pytest.mark.parametrize("raw, tidied", [
    ("Ben hat den Button (Sitz 2) (D3).", "Ben hat den Button (Sitz 2; D3)."),
    ("Anna steigt aus (Fold) (W1).", "Anna steigt aus (Fold; W1)."),
    ("Anna gewinnt (S6). Ben verliert (S6).", "Anna gewinnt (S6). Ben verliert (S6)."),
    ("Anna setzt (W4) und erhöht (W4, L2).", "Anna setzt (W4) und erhöht (L2)."),
    ("Anna kann nicht: die Runde ist gekappt: zu viele (L4).", "Anna kann nicht: die Runde ist gekappt – zu viele (L4)."),
    ("Anna zahlt (live, B10).", "Anna zahlt (live, B10)."),
])
def test_tidy_gives_one_bracket_each_rule_once_and_one_colon(raw: str, tidied: str) -> None:
    assert tidy(raw) == tidied


def test_event_text_is_tidied_when_built_and_when_given() -> None:
    built = Event("D3", lambda: "Ben hat den Button (Sitz 2) (D3).", "button")
    given = Event("D3", "Ben hat den Button (Sitz 2) (D3).", "button")
    assert built.text == given.text == "Ben hat den Button (Sitz 2; D3)."


def _all_texts(states_or_state) -> list[str]:
    return [e.text for e in states_or_state.events]


@pytest.mark.rule("W5")
def test_W5_round_end_names_all_in_only_when_someone_is_all_in() -> None:
    calm = play_script(new_hand(100, n=3, button=0), "r6 c c")
    ends = [t for t in _all_texts(calm) if "ist beendet" in t]
    assert ends and all("all-in" not in t for t in ends)
    assert "alle haben gehandelt und gleich viel gesetzt" in ends[0]
    short = new_hand([100, 10, 100], button=0)
    short = short.apply(Action.raise_to(20)).apply(Action.call()).apply(Action.call())
    ends = [t for t in _all_texts(short) if "ist beendet" in t]
    assert ends and "oder sind all-in" in ends[0]


@pytest.mark.rule("C3")
def test_C3_award_does_not_ask_a_winner_who_already_showed() -> None:
    state = new_hand(100, n=2, button=0, holes={0: "AsKd", 1: "7h7c"}, board="7s2d9cKcKh")
    state = play_script(state, "c k k k k k k k")
    texts = _all_texts(state)
    award = next(e for e in state.events if e.kind == "award")
    assert 1 in state.shown
    assert "beide Hole Cards" not in award.text and "(C3)" not in award.text
    assert not any(TWO_BRACKETS.search(t) for t in texts), texts


@pytest.mark.rule("B3")
def test_B3_short_ante_names_the_ante_and_what_the_stack_pays() -> None:
    state = start_hand(RuleSet(small_blind=5, big_blind=10, ante=10), [5, 100, 100], button=2,
                       names=("Anna", "Ben", "Cem"))
    anna = next(e.text for e in state.events if e.kind == "post" and e.player == 0)
    assert "Ante ist 10 Chips" in anna and "nur 5 Chips" in anna and "Ante von 5" not in anna
    ben = next(e.text for e in state.events if e.kind == "post" and e.player == 1 and "Ante" in e.text)
    assert "die Ante von 10 Chips" in ben


@pytest.mark.rule("W2")
def test_W2_check_message_counts_one_chip_in_the_singular() -> None:
    state = play_script(new_hand(100, n=3, button=0), "c")  # the small blind owes 1 chip
    with pytest.raises(IllegalActionError) as err:
        state.apply(Action.check())
    assert "es ist 1 Chip zu bezahlen" in str(err.value.message if hasattr(err.value, "message") else err.value)


@pytest.mark.rule("B1")
def test_B1_blinds_at_a_table_read_as_chips_not_a_bracket() -> None:
    from holdem.table import Table
    setup = Table.with_players([100] * 3, button=0).next_hand()
    posts = [e.text for e in setup.events if e.kind == "post"]
    assert any("Small Blind: 1 Chip" in t for t in posts) and any("Big Blind: 2 Chips" in t for t in posts)
    assert not any(TWO_BRACKETS.search(e.text) for e in setup.events)


@pytest.mark.rule("W2")
def test_narrator_names_a_player_once_for_two_events_in_a_row() -> None:
    events = [Event("W2", "Anna checkt (W2).", "check", 0), Event("W4", "Anna setzt 4 Chips (W4).", "bet", 0),
              Event("W1", "Ben steigt aus (Fold) (W1).", "fold", 1)]
    lines = narrate_lines(events, ("Anna", "Ben"))
    assert lines == ["Anna checkt (W2) und setzt 4 Chips (W4).", "Ben steigt aus (Fold; W1)."]
    assert narrate(events) == "\n".join(lines)  # the names read from the sentences


def test_narrator_keeps_sentences_with_several_clauses_apart() -> None:
    events = [Event("B1", "Anna setzt den Big Blind: 2 Chips (B1).", "post", 0),
              Event("K1", "Anna bekommt zwei Hole Cards (As Ah) (K1).", "deal_hole", 0)]
    assert narrate_lines(events) == ["Anna setzt den Big Blind: 2 Chips (B1).",
                                     "Anna bekommt zwei Hole Cards (As Ah; K1)."]


# ---------------------------------------------------------------- sentences from values (narration.hand)


@pytest.mark.rule("W1")
@pytest.mark.rule("W8")
def test_W1_W8_fold_events_carry_values_and_the_narration_writes_the_sentence() -> None:
    first = play_script(new_hand(100, n=3, button=0), "f")  # the button folds, then the small blind
    second = play_script(first, "f")
    folds = [e for e in first.events + second.events if e.kind == "fold"]
    assert [e.rule for e in folds] == ["W1", "W8"]
    assert folds[0].values["name"] == "Spieler 1" and folds[0].text == "Spieler 1 steigt aus (Fold; W1)."
    assert folds[1].values["in_pot"] == 1
    assert folds[1].text == "Spieler 2 steigt aus (Fold). 1 Chip von Spieler 2 bleibt im Pot (W8)."


@pytest.mark.rule("W5")
def test_W5_round_end_values_say_whether_someone_is_all_in() -> None:
    short = play_script(new_hand([100, 10, 100], button=0), "r20 c c")
    end = next(e for e in short.events if e.kind == "round_end")
    assert end.values["someone_all_in"] is True and end.values["collected"] == 50 and "oder sind all-in" in end.text
    calm = play_script(new_hand(100, n=3, button=0), "c c k")
    end = next(e for e in calm.events if e.kind == "round_end")
    assert end.values["someone_all_in"] is False and "all-in" not in end.text


def test_the_rule_logic_no_longer_writes_these_sentences() -> None:
    from pathlib import Path
    rounds = (Path(__file__).resolve().parent.parent / "holdem" / "hand" / "rounds.py").read_text(encoding="utf-8")
    for sentence in ("steigt aus (Fold)", "es ist nichts zu bezahlen", "ist beendet"):
        assert sentence not in rounds


def test_an_event_of_a_kind_without_a_value_sentence_says_which_kinds_have_one() -> None:
    from holdem.narration.render import SENTENCES, render_event
    with pytest.raises(ValueError, match="keinen Satz aus Werten. Erlaubt sind: absent, award, bet_or_raise, "):
        render_event("info", "S6", {})
    assert "info" not in SENTENCES  # an information has several sentences: its values name one
    assert Event("W2", None, "check", 0, values={"name": "Anna"}).text == "Anna checkt: es ist nichts zu bezahlen (W2)."


@pytest.mark.rule("K1")
def test_K1_hand_log_names_a_player_once_and_shows_no_two_brackets() -> None:
    from holdem.teach import script as teach_script
    states = teach_script.play_script(start_hand(RuleSet(), [100] * 3, button=2, names=("Anna", "Ben", "Cem")),
                                      ["8c 8d", "2h 3c", "4d 5d"], "As Kd Qh Jc Ts", "r6 f c b6 c x x x x")
    log = teach_script.events_text(states)
    assert "Cem bekommt zwei Hole Cards (4d 5d; K1) und erhöht um 4 auf 6 (L1)." in log.splitlines()
    assert not TWO_BRACKETS.search(log) and "Ben setzt 6 Chips (W10)." in log
    assert "zeigt trotzdem" not in log  # the board-play sentence does not show the cards again (C3)


@pytest.mark.rule("K2")
@pytest.mark.rule("S1")
def test_K2_S1_burn_and_showdown_sentences_come_from_values() -> None:
    state = play_script(new_hand(100, n=2, button=0, holes={0: "AsKd", 1: "7h7c"}, board="7s2d9cKcKh"), "c k")
    burn = next(e for e in state.events if e.kind == "burn")
    assert dict(burn.values) == {"street": "Flop"}
    assert burn.text == "Vor dem Flop legt der Geber eine Karte verdeckt beiseite (Burn Card, K2)."
    end = play_script(state, "k k k k k k")
    showdown = next(e for e in end.events if e.kind == "showdown")
    assert showdown.values["contenders"] == 2 and showdown.text.startswith("Showdown: 2 Spieler sind")


@pytest.mark.rule("A7")
def test_A7_returned_chips_sentence_comes_from_values() -> None:
    state = play_script(new_hand([100, 30, 100], button=0), "r100 c f")
    back = [e for e in state.events if e.kind == "return"]
    assert back and back[0].values["chips"] == back[0].amount
    assert back[0].text.endswith(f"{back[0].values['name']} bekommt die Chips zurück (A7).")
