"""The one reader of what people type (holdem.user_input): good input is read, bad input gives
the one error type, InputError, with a German message naming the field and what is allowed;
seats and players are typed and named from 1."""

from __future__ import annotations

from fractions import Fraction

import pytest

from holdem import user_input as ui
from holdem.blinds import Blinds
from holdem.cards import parse_cards
from holdem.errors import BlindError, HoldemError, InputError
from holdem.rake import Rake


def refused(call, *args, **kwargs) -> InputError:
    """The InputError of ``call``; its message says what is allowed, in German, without Python values."""
    with pytest.raises(InputError) as caught:
        call(*args, **kwargs)
    message = caught.value.message
    assert "Erlaubt" in message, message
    assert not any(word in message for word in ("None", "True", "False", "[", "{")), message
    return caught.value


# ------------------------------------------------------------------------------ numbers and texts


def test_whole_number_reads_ints_and_ascii_digits() -> None:
    assert ui.whole_number("  42 ", "Einsatz") == 42
    assert ui.whole_number(7, "Einsatz", low=1, high=10) == 7
    assert ui.whole_number("-3", "Wert", low=-5, high=5) == -3


@pytest.mark.parametrize(("value", "fragment", "key"), [
    ("zehn", "Stack: „zehn“ ist keine ganze Zahl. Erlaubt: eine ganze Zahl von 1 bis 10.000.000, "
             "geschrieben mit den Ziffern 0 bis 9.", "bad_number"),
    ("1_0", "„1_0“ ist keine ganze Zahl", "bad_number"),  # int() would read it as 10
    ("١٠", "ist keine ganze Zahl", "bad_number"),  # Arabic-Indic digits
    ("9" * 30, "eine Zahl mit 30 Ziffern ist zu groß", "out_of_range"),
    (0, "Stack: 0 liegt nicht im erlaubten Bereich. Erlaubt: eine ganze Zahl von 1 bis 10.000.000.",
     "out_of_range"),
    (10_000_001, "10.000.001 liegt nicht im erlaubten Bereich", "out_of_range"),
    (True, "Stack: ein Wahrheitswert ist keine ganze Zahl", "bad_number"),
    (2.5, "Stack: eine Kommazahl ist keine ganze Zahl", "bad_number"),
])
def test_whole_number_refuses_what_is_no_whole_number_in_range(value: object, fragment: str, key: str) -> None:
    error = refused(ui.whole_number, value, "Stack", low=1)
    assert fragment in error.message and error.key == key


def test_whole_number_names_what_is_allowed_in_the_callers_words() -> None:
    error = refused(ui.whole_number, "x", "--players", allowed="2 bis 23")
    assert error.message == "--players: „x“ ist keine ganze Zahl. Erlaubt: 2 bis 23, geschrieben mit den Ziffern 0 bis 9."


def test_text_has_a_limit_and_must_be_a_text() -> None:
    assert ui.text("Ah Kd", "Karten") == "Ah Kd"
    assert "Karten: 201 Zeichen sind zu viele. Erlaubt sind höchstens 200 Zeichen." in refused(
        ui.text, "x" * 201, "Karten").message
    assert refused(ui.text, None, "Karten").message == "Karten fehlt. Erlaubt: ein Text mit höchstens 200 Zeichen."
    assert "Karten: eine Liste ist kein Text" in refused(ui.text, ["Ah"], "Karten").message


def test_typed_text_is_quoted_and_a_long_one_cut() -> None:
    assert ui.typed("abc") == "„abc“"
    assert ui.typed("x" * 100) == "„" + "x" * 40 + "…“ (100 Zeichen)"


def test_a_list_is_split_at_commas_semicolons_and_spaces_and_has_a_limit() -> None:
    assert ui.split_list("20, 50;100  100", "Einsätze", example="20, 50") == ["20", "50", "100", "100"]
    assert ui.split_list([1, 2], "Einsätze", example="20, 50") == [1, 2]
    assert ui.split_list("", "Einsätze", example="20, 50") == []
    assert "3 Einträge angegeben. Erlaubt sind höchstens 2." in refused(
        ui.split_list, "1 2 3", "Ausgestiegen", example="2", max_items=2).message
    assert "1.001 Zeichen sind zu viele" in refused(ui.split_list, "1" * 1001, "Einsätze", example="20").message
    assert "eine ganze Zahl ist keine Liste" in refused(ui.split_list, 5, "Einsätze", example="20").message


# ------------------------------------------------------------------------------ amounts per player


@pytest.mark.rule("A2")
def test_A2_amounts_one_per_player_from_player_1() -> None:
    assert ui.amounts("20, 50, 100", "Einsätze") == [20, 50, 100]
    assert ui.amounts(["0", 80], "Einsätze") == [0, 80]
    error = refused(ui.amounts, "20, 50, x", "Einsätze")
    assert error.message.startswith("Einsätze (Einsatz von Spieler 3): „x“ ist keine ganze Zahl.")
    error = refused(ui.amounts, "20, -5", "Einsätze")
    assert "(Einsatz von Spieler 2): -5 liegt nicht im erlaubten Bereich" in error.message


@pytest.mark.rule("G2")
@pytest.mark.parametrize(("value", "fragment"), [
    ("20", "Einsätze: 1 Einsatz angegeben. Erlaubt sind 2 bis 10 Spieler, ein Einsatz je Spieler."),
    ([5] * 12, "Einsätze: 12 Einsätze angegeben. Erlaubt sind 2 bis 10 Spieler"),
    ("", "0 Einsätze angegeben"),
])
def test_G2_amounts_for_2_to_10_players(value: object, fragment: str) -> None:
    error = refused(ui.amounts, value, "Einsätze")
    assert fragment in error.message and error.key == "bad_player_count"


def test_amounts_name_their_entries_as_the_caller_says() -> None:
    error = refused(ui.amounts, "100", "Stacks", item=("Stack", "Stacks"), players=(3, 3))
    assert "Stacks: 1 Stack angegeben. Erlaubt sind 3 bis 3 Spieler, ein Stack je Spieler." == error.message


# ------------------------------------------------------------------------------ seats and players, from 1


@pytest.mark.rule("G2")
def test_G2_seats_are_typed_from_1_and_read_as_indices() -> None:
    assert ui.seat("1", "--button", 6) == 0
    assert ui.seat(6, "--button", 6) == 5
    assert ui.seats("1, 4", "--folded", 6) == [0, 3]
    assert ui.players("2 4", "Ausgestiegen", 4) == [1, 3]
    assert ui.seats("", "--folded", 6) == []


@pytest.mark.parametrize(("call", "fragment"), [
    (lambda: ui.seat("0", "--button", 6),
     "--button: Sitz 0 gibt es bei 6 Spielern nicht. Erlaubt sind die Sitze 1 bis 6."),
    (lambda: ui.seat("7", "--button", 6), "Sitz 7 gibt es bei 6 Spielern nicht"),
    (lambda: ui.seat("drei", "--button", 6), "--button: „drei“ ist keine Sitznummer. Erlaubt sind die Sitze 1 bis 6."),
    (lambda: ui.players("5", "Ausgestiegen", 4), "Ausgestiegen: Spieler 5 gibt es bei 4 Spielern nicht. "
                                                  "Erlaubt sind Spieler 1 bis 4."),
    (lambda: ui.players("2, 2", "Ausgestiegen", 4), "Spieler 2 steht zweimal darin. Erlaubt ist jeder Spieler "
                                                     "höchstens einmal."),
    (lambda: ui.seats("1, 1", "--folded", 4), "Sitz 1 steht zweimal darin"),
])
def test_a_seat_the_table_does_not_have_is_named_from_1(call, fragment: str) -> None:
    with pytest.raises(InputError) as caught:
        call()
    assert fragment in caught.value.message and "Erlaubt" in caught.value.message


def test_player_index_takes_a_programs_index_and_speaks_from_1() -> None:
    assert ui.player_index(0, "Button", 3) == 0
    assert ui.player_index(" 2 ", "Button", 3) == 2
    assert refused(ui.player_index, 3, "Button", 3).message == (
        "Button: Die Nummer 4 ist kein Spieler dieses Tisches. Erlaubt: Spieler 1 bis 3.")
    assert "Die Nummer 0 ist kein Spieler" in refused(ui.player_index, "-1", "Button", 3).message
    assert "Button: eine Liste ist keine Spielernummer" in refused(ui.player_index, [1], "Button", 3).message
    assert "Button: „x“ ist keine Spielernummer" in refused(ui.player_index, " x", "Button", 3).message


# ------------------------------------------------------------------------------ ranking


@pytest.mark.rule("P1")
def test_P1_ranking_best_first_equal_hands_joined() -> None:
    assert ui.ranking("3 > 1 = 2 > 4", "Rangfolge", 4) == [[2], [0, 1], [3]]
    assert ui.ranking("3=2,1", "--ranking", 3, word="Sitz") == [[2, 1], [0]]
    assert ui.ranking("  ", "Rangfolge", 4) == []
    assert ui.strengths([[2], [0, 1], [3]]) == {2: 3, 0: 2, 1: 2, 3: 1}


@pytest.mark.rule("S1")
@pytest.mark.parametrize(("text", "fragment", "key"), [
    ("2,,3", "„2,,3“ hat eine leere Stufe. Erlaubt ist z. B. 3 > 1 = 2 > 4", "bad_ranking"),
    ("3 = ", "in „3 =“ fehlt eine Nummer", "bad_ranking"),
    ("1 > 1", "Spieler 1 steht zweimal darin", "bad_ranking"),
    ("1 > zwei", "„zwei“ ist keine Spielernummer. Erlaubt sind Spieler 1 bis 3.", "bad_seat"),
    ("4", "Spieler 4 gibt es bei 3 Spielern nicht", "bad_seat"),
    ("2 > 1", "Rangfolge: Spieler 2 ist ausgestiegen und zeigt keine Hand. Erlaubt sind nur Spieler, die noch "
              "im Spiel sind.", "folded_in_ranking"),
])
def test_S1_a_ranking_lists_each_player_still_in_the_hand_once(text: str, fragment: str, key: str) -> None:
    error = refused(ui.ranking, text, "Rangfolge", 3, out=frozenset({1}))
    assert fragment in error.message and error.key == key


# ------------------------------------------------------------------------------ rake and blinds


@pytest.mark.rule("X1")
def test_X1_rake_from_three_values_as_typed() -> None:
    assert ui.rake_text("5,3,20") == Rake(5, 3, 20)
    assert ui.rake_text("4.5, 3, 20") == Rake(Fraction(9, 2), 3, 20)
    assert ui.rake("4,5", "", None) == Rake(Fraction(9, 2), None, 0)  # German decimal comma; no cap
    assert ui.rake(5, 3, 0) == Rake(5, 3, 0)


@pytest.mark.rule("X1")
@pytest.mark.parametrize(("call", "fragment"), [
    (lambda: ui.rake_text("5,3", "--rake"), "--rake: „5,3“ braucht drei Werte. Erlaubt ist PROZENT,DECKEL,MINDESTPOT"),
    (lambda: ui.rake_text("x,3,0", "--rake"), "--rake (Prozent): „x“ ist kein Prozentsatz. Erlaubt ist eine Zahl "
                                               "von 0 bis 100"),
    (lambda: ui.rake("150", 3, 0), "Rake (Prozent): 150 % ist zu viel. Erlaubt sind 0 bis 100 %."),
    (lambda: ui.rake(5, "-1", 0), "Rake (Obergrenze): -1 liegt nicht im erlaubten Bereich"),
    (lambda: ui.rake(5, 3, "viel"), "Rake (Mindestpot): „viel“ ist keine ganze Zahl"),
])
def test_X1_a_rake_that_makes_no_sense_is_refused(call, fragment: str) -> None:
    with pytest.raises(InputError) as caught:
        call()
    assert fragment in caught.value.message and "Erlaubt" in caught.value.message


@pytest.mark.rule("B2")
def test_B2_blinds_as_small_slash_big() -> None:
    assert ui.blinds("5/10") == Blinds(5, 10)
    assert "--blinds: „12“ ist nicht in der Form Small Blind/Big Blind. Erlaubt ist z. B. 1/2" in refused(
        ui.blinds, "12", "--blinds").message
    assert "0 liegt nicht im erlaubten Bereich. Erlaubt: zwei ganze Zahlen ab 1 wie 1/2." in refused(
        ui.blinds, "0/2").message
    with pytest.raises(BlindError, match="nicht größer sein als der Big Blind"):  # the rule's own check (B2)
        ui.blinds("2/1")


# ------------------------------------------------------------------------------ names and cards


def test_player_names_one_each_none_twice() -> None:
    assert ui.player_names("Anna, Ben , Clara", 3) == ("Anna", "Ben", "Clara")
    assert ui.player_names(["Anna", "Ben"], 2) == ("Anna", "Ben")
    assert "Namen: 2 Namen für 3 Spieler. Erlaubt ist genau ein Name je Spieler." == refused(
        ui.player_names, "Anna, Ben", 3).message
    assert "der Name von Spieler 2 ist leer. Erlaubt ist ein Text mit 1 bis 30 Zeichen." in refused(
        ui.player_names, ["Anna", " "], 2).message
    assert "der Name von Spieler 1 ist eine ganze Zahl, kein Text" in refused(ui.player_names, [7, "Ben"], 2).message
    assert "„Anna“ steht zweimal darin" in refused(ui.player_names, ["Anna", " Anna"], 2).message
    assert "der Name von Spieler 1 ist 31 Zeichen lang" in refused(ui.player_names, ["A" * 31, "Ben"], 2).message


@pytest.mark.rule("G1")
def test_G1_cards_are_read_by_the_card_reader_each_at_most_once() -> None:
    assert ui.cards("Ah Kd", "Spieler 1", fewest=2, most=2) == parse_cards("Ah Kd")
    assert ui.cards("", "Board", most=5) == ()
    bad = refused(ui.cards, "Ah Xd", "Spieler 1")
    assert bad.message.startswith("Spieler 1: ") and "'Xd' ist keine Karte" in bad.message
    with pytest.raises(InputError) as twice:  # the card reader's message says why: one deck (G1)
        ui.cards("Ah Ah", "Board")
    assert twice.value.message.startswith("Board: Die Karte Ah") and "doppelt" in twice.value.message
    assert twice.value.key == "duplicate_card"
    count = refused(ui.cards, "Ah Kd Qc", "Spieler 1", fewest=2, most=2)
    assert count.message == "Spieler 1: 3 Karten. Erlaubt sind genau 2 Karten."


def test_every_reader_raises_the_one_error_type_of_the_engine() -> None:
    """One type for the CLI, the widgets and the Werkstatt; it is a HoldemError, so every door
    already shows its message without a traceback."""
    assert issubclass(InputError, HoldemError)
    import holdem.web.fields
    import holdem.web.form_fields
    # The Werkstatt's field readers have no error type of their own any more.
    assert not hasattr(holdem.web.fields, "FieldError") and not hasattr(holdem.web.form_fields, "RequestError")
