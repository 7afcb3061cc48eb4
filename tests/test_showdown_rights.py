"""C15: showdown rights — a tabled hand is protected and wins what its cards win even when announced
wrongly (cards speak, C3), "show one, show all", and asking to see a called hand in cash games."""

from __future__ import annotations

import pytest
from reader_text import assert_reader_text

from holdem.errors import HandSizeError, HoldemError
from holdem.hand import IllegalActionError
from holdem.ranking import HandCategory, winners
from holdem.showdown_rights import (
    AskToSee,
    ShowOneShowAll,
    may_ask_to_see,
    show_one_show_all,
    tabled_hands,
)
from holdem.table import GameKind

BOARD = "Ah Kh 7h 2c 9d"
NAMES = ["Anna", "Ben", "Carl"]




@pytest.mark.rule("C15")
@pytest.mark.rule("C3")
def test_C15_tabled_hand_announced_wrongly_wins_what_its_cards_win():
    # Anna says "straight" but holds a flush; Ben says "flush" but holds three aces.
    result = tabled_hands(BOARD, ["Qh Jh", "Ad Ac"], announced={0: "Straße", 1: "Flush"}, names=NAMES[:2])
    anna, ben = result.hands
    assert (anna.value.category, anna.announced, anna.wrong) == (HandCategory.FLUSH, HandCategory.STRAIGHT, True)
    assert (ben.value.category, ben.announced, ben.wrong) == (HandCategory.THREE_OF_A_KIND, HandCategory.FLUSH, True)
    assert result.winners == (0,)
    assert anna.text == ("Anna legt Qh Jh offen auf den Tisch und sagt „Straße“. Die offene Hand darf der Geber "
                         "nicht in den Muck werfen, und sie zählt, wie die Karten sind, nicht wie angesagt: Anna hat "
                         "Flush, Ass hoch, dann König, Dame, Bube, Sieben, nicht Straße (C15).")
    assert result.text.endswith("Die Karten sprechen: Anna gewinnt mit Flush, Ass hoch, dann König, Dame, Bube, "
                                "Sieben (C15).")


@pytest.mark.rule("C15")
def test_C15_an_announcement_too_high_wins_nothing_more():
    result = tabled_hands(BOARD, ["Qh Jh", "Ad Ac"], announced={1: "Royal Flush"}, names=NAMES[:2])
    assert result.winners == (0,) and result.hands[1].wrong and not result.hands[0].wrong
    assert "Ben hat Drilling Asse, Kicker König, Neun, nicht Royal Flush (C15)." in result.text
    assert "Anna legt Qh Jh offen auf den Tisch. Die offene Hand darf der Geber nicht in den Muck werfen; Anna " \
        "hat Flush" in result.text


@pytest.mark.rule("C15")
@pytest.mark.rule("C14")
def test_C15_a_hand_mucked_face_down_is_dead_even_when_better():
    # Carl would have won with a higher flush, but threw the cards away after Anna's words.
    result = tabled_hands(BOARD, ["Qh Jh", "Ad Ac", "Th 3h"], announced={0: "Flush"}, mucked=[2], names=NAMES)
    assert [hand.player for hand in result.hands] == [0, 1] and result.mucked == (2,)
    assert result.winners == (0,)
    assert "Carl wirft die Karten verdeckt weg: die Hand ist tot und gewinnt nichts (C14)." in result.text
    unknown = tabled_hands(BOARD, ["Qh Jh", "Ad Ac", None], mucked=[2], names=NAMES)  # cards never seen
    assert unknown.winners == (0,)


@pytest.mark.rule("C15")
@pytest.mark.parametrize("holes", [
    ["Qh Jh", "Ad Ac", "9s 9c"], ["2d 3s", "4c 5s", "Ks Kd"], ["Qs Jc", "Qd Jd", "3c 4d"],
], ids=["C15-flush", "C15-set", "C15-split"])
def test_C15_winners_are_the_engine_ranking_winners(holes):
    result = tabled_hands(BOARD, holes)
    assert list(result.winners) == winners(holes, BOARD)
    assert [hand.name for hand in result.hands] == ["Spieler 1", "Spieler 2", "Spieler 3"]


@pytest.mark.rule("C15")
@pytest.mark.rule("P1")
def test_C15_equal_tabled_hands_split_the_pot():
    result = tabled_hands("Ah Kh 7h 2c 2d", ["Qs Jc", "Qd Jd"], names=NAMES[:2])
    assert result.winners == (0, 1)
    assert result.text.endswith("Die Karten sprechen: Anna und Ben teilen sich den Pot mit Paar Zweien, Kicker "
                                "Ass, König, Dame (C15).")


@pytest.mark.rule("C15")
@pytest.mark.parametrize("said", ["Flush", "flush", "FLUSH", HandCategory.FLUSH],
                         ids=["C15-german", "C15-key", "C15-name", "C15-enum"])
def test_C15_announcements_are_read_as_categories(said):
    result = tabled_hands(BOARD, ["Qh Jh", "Ad Ac"], announced={0: said})
    assert result.hands[0].announced is HandCategory.FLUSH and not result.hands[0].wrong


@pytest.mark.rule("C15")
def test_C15_show_one_show_all():
    asked = show_one_show_all("Anna", "Ben")
    assert asked == ShowOneShowAll("Anna", "Ben", asked=True, must_show_all=True)
    assert asked.text == ("Anna hat die Hole Cards Ben gezeigt, und am Tisch wird verlangt, sie zu sehen: Anna muss "
                          "sie allen zeigen („show one, show all“, C15).")
    quiet = show_one_show_all("Anna", "Ben", asked=False)
    assert not quiet.must_show_all
    assert quiet.text.endswith("Verlangt jemand am Tisch, sie zu sehen, muss Anna sie allen zeigen („show one, "
                               "show all“, C15).")


ASK = [
    pytest.param(GameKind.CASH, True, True, False, AskToSee(True, False, "cash_game"), "Im Cash Game darf jeder",
                 id="C15-cash-called"),
    pytest.param(GameKind.CASH, True, True, True, AskToSee(True, True, "abused"), "wer dieses Recht missbraucht, dem kann der Floor es verweigern",
                 id="C15-cash-abused"),
    pytest.param(GameKind.TOURNAMENT, True, True, False, AskToSee(False, False, "tournament"),
                 "gibt die Regel nur im Cash Game", id="C15-tournament"),
    pytest.param(GameKind.CASH, False, True, False, AskToSee(False, False, "not_dealt_in"),
                 "Nur wer in dieser Hand Karten bekommen hat", id="C15-not-dealt-in"),
    pytest.param(GameKind.CASH, True, False, False, AskToSee(False, False, "not_called"),
                 "nur eine Hand, bei der jemand bis zum Showdown mitgegangen ist", id="C15-not-called"),
]


@pytest.mark.rule("C15")
@pytest.mark.parametrize("kind, dealt_in, called, abused, expected, fragment", ASK)
def test_C15_asking_to_see_a_called_mucked_hand(kind, dealt_in, called, abused, expected, fragment):
    ruling = may_ask_to_see(kind, dealt_in=dealt_in, called=called, abused=abused)
    assert ruling == expected
    assert fragment in ruling.text and ruling.text.endswith("(C15).")


BAD = [
    pytest.param(lambda: tabled_hands(BOARD, "Qh Jh"), HandSizeError, "holes_not_a_list", id="C15-holes-text"),
    pytest.param(lambda: tabled_hands(BOARD, ["Qh Jh", "Ad Ac"], names=["Anna"]), IllegalActionError, "bad_names",
                 id="C15-names-count"),
    pytest.param(lambda: tabled_hands(BOARD, ["Qh Jh", None]), HandSizeError, "bad_hole_size",
                 id="C15-tabled-without-cards"),
    pytest.param(lambda: tabled_hands(BOARD, ["Qh Jh", "Ad Ac"], mucked=[0, 1]), HandSizeError, "no_hands",
                 id="C15-all-mucked"),
    pytest.param(lambda: tabled_hands(BOARD, ["Qh Jh", "Ad Ac"], mucked=[5]), IllegalActionError, "unknown_player",
                 id="C15-mucked-no-such-player"),
    pytest.param(lambda: tabled_hands(BOARD, ["Qh Jh", "Ad Ac"], mucked=[1], announced={1: "Flush"}),
                 IllegalActionError, "unknown_player", id="C15-announced-for-mucked"),
    pytest.param(lambda: tabled_hands(BOARD, ["Qh Jh", "Ad Ac"], announced={0: "Wunder"}), IllegalActionError,
                 "bad_announcement", id="C15-unknown-category"),
    pytest.param(lambda: tabled_hands(BOARD, ["Qh Jh", "Ah Ac"]), HoldemError, "duplicate_card",
                 id="C15-duplicate-card"),
    pytest.param(lambda: show_one_show_all("Anna", "Anna"), IllegalActionError, "bad_name", id="C15-show-self"),
    pytest.param(lambda: show_one_show_all("Anna", None), IllegalActionError, "bad_name", id="C15-show-None"),
    pytest.param(lambda: show_one_show_all("Anna", "Ben", asked="ja"), IllegalActionError, "bad_flag",
                 id="C15-show-asked-text"),
    pytest.param(lambda: may_ask_to_see("cash", dealt_in=True, called=True), IllegalActionError, "bad_game_kind",
                 id="C15-game-kind-text"),
    pytest.param(lambda: may_ask_to_see(GameKind.CASH, dealt_in=1, called=True), IllegalActionError, "bad_flag",
                 id="C15-dealt-in-int"),
]


@pytest.mark.rule("C15")
@pytest.mark.parametrize("call, error, key", BAD)
def test_C15_bad_input_gives_a_german_message_and_key(call, error, key):
    with pytest.raises(error) as info:
        call()
    assert info.value.key == key
    assert "Erlaubt" in info.value.message or "erlaubt" in info.value.message or key == "duplicate_card"


@pytest.mark.rule("C15")
def test_C15_every_text_reads_well():
    result = tabled_hands(BOARD, ["Qh Jh", "Ad Ac", "Th 3h"], announced={0: "Flush", 1: "Straße"}, mucked=[2],
                          names=NAMES)
    texts = [hand.text for hand in result.hands] + [result.text, tabled_hands(BOARD, ["Qs Jc", "Qd Jd"]).text]
    texts += [show_one_show_all("Anna", "Ben", asked=asked).text for asked in (True, False)]
    texts += [may_ask_to_see(kind, dealt_in=d, called=c, abused=a).text
              for kind in GameKind for d in (True, False) for c in (True, False) for a in (True, False)]
    for text in texts:
        assert_reader_text(text, "C15" if "(C14)" not in text[-8:] else "C14")
