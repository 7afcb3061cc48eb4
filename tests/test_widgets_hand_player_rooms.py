"""The hand player with a poker room's hand history, driven in-process as a teacher drives it in
Voilà: paste or upload the text, pick one of its hands, step through it in the room's money.

The hands are written for these tests in PokerStars' format (invented names, cards, amounts):
a cash hand at 0,05 €/0,10 € with a raise, an uncalled bet and rake, and a short second hand.
The players draw a step's picture only when the step is shown, so each test draws one or two."""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest

from holdem.teach.wholehand import BOOK_HAND_PHH, chapter_start, play_words
from holdem.widgets.hand_player import HandPlayer

CASH_HAND = """\
PokerStars Hand #912345600001:  Hold'em No Limit (€0.05/€0.10 EUR) - 2025/01/15 21:10:00 CET
Table 'Unterricht' 6-max Seat #2 is the button
Seat 1: Ida (€8 in chips)
Seat 2: Jonas (€11.35 in chips)
Seat 3: Karl (€4.60 in chips)
Karl: posts small blind €0.05
Ida: posts big blind €0.10
*** HOLE CARDS ***
Dealt to Jonas [Ts Th]
Jonas: raises €0.25 to €0.35
Karl: folds
Ida: calls €0.25
*** FLOP *** [9d 4c 2h]
Ida: checks
Jonas: bets €0.50
Ida: folds
Uncalled bet (€0.50) returned to Jonas
Jonas collected €0.72 from pot
Jonas: doesn't show hand
*** SUMMARY ***
Total pot €0.75 | Rake €0.03
Board [9d 4c 2h]
Seat 1: Ida (big blind) folded on the Flop
Seat 2: Jonas (button) collected (€0.72)
Seat 3: Karl (small blind) folded before Flop
"""

SECOND_HAND = """\
PokerStars Hand #912345600002:  Hold'em No Limit (€0.05/€0.10 EUR) - 2025/01/15 21:11:30 CET
Table 'Unterricht' 6-max Seat #3 is the button
Seat 1: Ida (€7.65 in chips)
Seat 2: Jonas (€11.72 in chips)
Seat 3: Karl (€4.55 in chips)
Ida: posts small blind €0.05
Jonas: posts big blind €0.10
*** HOLE CARDS ***
Dealt to Jonas [8c 7c]
Karl: raises €0.15 to €0.25
Ida: folds
Jonas: folds
Uncalled bet (€0.15) returned to Karl
Karl collected €0.25 from pot
Karl: doesn't show hand
*** SUMMARY ***
Total pot €0.25 | Rake €0
Seat 1: Ida (small blind) folded before Flop
Seat 2: Jonas (big blind) folded before Flop
Seat 3: Karl (button) collected (€0.25)
"""

# The second hand cut off after the raise: the room's record ends before the hand does.
CUT_OFF = SECOND_HAND.replace("912345600002", "912345600003").split("Ida: folds")[0]

# What a reader must never see: Python's values or chips where the room wrote euros.
PROGRAM_TEXT = re.compile(r"\b(None|True|False)\b|[\[\]{}]|\d+ Chips?\b")


@pytest.fixture
def player() -> HandPlayer:
    start = chapter_start()
    return HandPlayer([start, *play_words(start, "f r6 r18")], live=True, on_demand=True)


def _upload(player: HandPlayer, content: bytes, name: str) -> None:
    assert player.upload is not None
    player.upload.value = ({"name": name, "type": "", "size": len(content), "content": memoryview(content),
                            "last_modified": datetime.now(UTC)},)


@pytest.mark.rule("L1")
def test_L1_A7_X1_pasted_cash_hand_is_stepped_through_in_euros(player: HandPlayer) -> None:
    """A pasted PokerStars cash hand: the room is recognised, every step is shown with the
    engine's sentences, the raise in euros with its rule (L1), the uncalled bet given back (A7),
    and the message says that our stacks agree with the room's once its rake is taken (X1)."""
    player.text_input.value = CASH_HAND
    player.load_button.click()
    assert player.n_steps == 11 and player.index == 0
    assert player.title.startswith("PokerStars Hand #912345600001 · No Limit 0,05 €/0,10 € · 3 Spieler")
    assert player.history[-1].final_stacks == (460 - 5, 800 - 35, 1135 - 35 + 75)  # in cents, before the rake
    transcript = player.transcript()
    assert "Jonas erhöht um 0,25 € auf 0,35 € (L1)." in transcript
    assert "0,50 € von Jonas hat niemand gezahlt: Jonas bekommt den Betrag zurück (A7)." in transcript
    assert transcript.endswith("Pot verteilt: Hauptpot 0,75 €.")
    assert not PROGRAM_TEXT.search(transcript)
    player.show(4)
    assert "0,35 €" in player.shown_html and 'href="regelverzeichnis.html#regel-l1"' in player.shown_html
    assert bytes(player.shown_picture).startswith(b"\x89PNG")
    message = player.message_text
    assert message.startswith("Hand geladen: 11 Schritte. Unsere Engine kommt zu denselben Stacks wie der Raum.")
    assert "Rake (X1): Der Raum hat 0,03 € aus dem Pot genommen" in message
    assert player.hand_choice is not None and player.hand_choice.layout.display == "none"


@pytest.mark.rule("W7")
def test_W7_two_hands_offer_a_dropdown_and_the_second_can_be_chosen(player: HandPlayer) -> None:
    """A text with two hands: the dropdown "Hand der Datei:" lists both, one short line each; choosing the
    second steps through it (Karl wins the blinds when both fold, W7)."""
    assert player.load_text(CASH_HAND + "\n\n\n" + SECOND_HAND) is True
    choice = player.hand_choice
    assert choice is not None and choice.description == "Hand der Datei:" and choice.layout.display != "none"
    assert [label for label, _ in choice.options] == [
        "1. PokerStars #912345600001 · No Limit 0,05 €/0,10 € · Jonas: Ts Th · Jonas gewinnt 0,72 €",
        "2. PokerStars #912345600002 · No Limit 0,05 €/0,10 € · Jonas: 8c 7c · Karl gewinnt 0,25 €"]
    assert choice.value == 0 and "#912345600001" in player.title
    choice.value = 1
    assert "#912345600002" in player.title and player.n_steps == 7 and player.index == 0
    assert player.message_text.startswith("Hand geladen: Hand 2 von 2, 7 Schritte.")
    last = player.step_text(player.n_steps - 1)
    assert "Karl gewinnt den Pot von 0,25 € sofort" in last and "(W7, S4)" in last


def test_a_hand_that_cannot_be_played_keeps_the_hand_shown(player: HandPlayer) -> None:
    """Choosing a hand whose record is cut off gives the German reason; the hand shown before
    stays, and so does the dropdown's line for it."""
    assert player.load_text(SECOND_HAND + "\n\n\n" + CUT_OFF) is True
    before = player.history
    player.hand_choice.value = 1
    assert player.message_text == ("Fehler: PokerStars Hand #912345600003: Die Hand bricht nach Zeile 33 vor ihrem "
                                   "Ende ab (es fehlt, wer den Pot bekommt). Erlaubt ist eine vollständige Hand History.")
    assert player.history is before and player.hand_choice.value == 0


def test_a_text_whose_first_hand_cannot_be_played_shows_the_next(player: HandPlayer) -> None:
    """The first hand of the text is cut off: the player shows the second and says why it skipped
    the first; the dropdown offers both."""
    assert player.load_text(CUT_OFF + "\n\n\n" + CASH_HAND) is True
    assert "#912345600001" in player.title and player.hand_choice.value == 1
    assert player.message_text.startswith("Hand geladen: Hand 2 von 2, 11 Schritte.")
    assert "Die Hände davor lassen sich nicht nachspielen; Hand 1: PokerStars Hand #912345600003" in player.message_text


@pytest.mark.parametrize("text, expected", [
    pytest.param("Hallo, hier steht keine Hand.", "weder die Hand History eines Pokerraums noch eine PHH-Datei",
                 id="junk"),
    pytest.param(CUT_OFF, "bricht nach Zeile 10 vor ihrem Ende ab", id="cut-off"),
    pytest.param(SECOND_HAND.replace("Hold'em No Limit", "Omaha Pot Limit"), "keine Texas-Hold'em-Hand",
                 id="omaha"),
])
def test_broken_text_gives_a_german_message_and_keeps_the_hand(player: HandPlayer, text: str,
                                                                expected: str) -> None:
    """Junk, a cut-off record or another game: the German reason in the message line, the hand
    shown before stays where it was."""
    assert player.load_text(CASH_HAND) is True
    player.show(3)
    before, stepper = player.history, player.stepper
    assert player.load_text(text) is False
    assert player.message_text.startswith("Fehler: ") and expected in player.message_text
    assert "Traceback" not in player.message_text and not re.search(r"\b(None|True|False)\b", player.message_text)
    assert player.history is before and player.stepper is stepper and player.index == 3
    assert "#912345600001" in player.title


@pytest.mark.rule("L1")
def test_L1_uploaded_files_in_the_rooms_encodings_are_read(player: HandPlayer) -> None:
    """A file saved as UTF-16 with byte-order mark and Windows line ends, and one in cp1252 (the
    euro sign as one byte), load the same hand (L1: the raise in euros); a PHH file afterwards
    shows chips again and hides the dropdown."""
    utf16 = "\ufeff".encode("utf-16-le") + CASH_HAND.replace("\n", "\r\n").encode("utf-16-le")
    _upload(player, utf16, "sitzung-utf16.txt")
    assert "Jonas erhöht um 0,25 € auf 0,35 € (L1)." in player.transcript()
    _upload(player, (CASH_HAND + "\n\n" + SECOND_HAND).encode("cp1252"), "sitzung.txt")
    assert player.message_text.startswith("Hand geladen: Hand 1 von 2") and len(player.hand_choice.options) == 2
    _upload(player, BOOK_HAND_PHH.encode(), "hand.phh")
    assert player.history[-1].final_stacks == (66, 98, 136) and player.money is None
    assert player.hand_choice.layout.display == "none" and "Chips" in player.transcript()


def test_the_hand_history_player_offers_the_loader_in_teacher_mode_only(monkeypatch) -> None:
    """In Voilà (teacher mode) the chapter's player of a hand history has the loader without
    ``live=True`` in the (hidden) code; where the static site is stored it has none."""
    from holdem.widgets.static import VOILA_ENV

    monkeypatch.delenv(VOILA_ENV, raising=False)
    assert HandPlayer.from_phh(BOOK_HAND_PHH, on_demand=True).loader is None
    monkeypatch.setenv(VOILA_ENV, "/")
    teacher = HandPlayer.from_phh(BOOK_HAND_PHH)
    assert teacher.loader is not None and teacher.children[0] is teacher.loader
    assert "Hand History eines Pokerraums" in teacher.loader.children[0].value
    assert teacher.load_text(SECOND_HAND) is True and "#912345600002" in teacher.title
