"""The side-pot calculator and stepper (A2–A7, P1–P3), driven the way a reader drives them:
type into the fields, click the buttons, read what is shown."""

from __future__ import annotations

import pytest

from holdem.errors import HoldemError
from holdem.widgets.sidepots import (
    SIDEPOT_SCENARIOS,
    SidePotCalculator,
    SidePotInputError,
    calculate,
    parse_contributions,
    parse_folded,
    parse_ranking,
    sidepot_stepper,
)

COLUMNS = ("Pot", "Chips", "spielberechtigt", "Gewinner", "Auszahlung")


def _rows(calc: SidePotCalculator) -> list[list[str]]:
    """The cells of the pots table (strings between <td> tags), found by their column heads and
    given in the order of COLUMNS, whatever order the table shows them in."""
    head = calc.output.value.split("<thead>")[1].split("</thead>")[0]
    names = [cell.split("</th>")[0] for cell in head.split("<th>")[1:]]
    body = calc.output.value.split("<tbody>")[1].split("</tbody>")[0]
    shown = [[cell.split("</td>")[0] for cell in row.split("<td>")[1:]] for row in body.split("<tr>")[1:]]
    return [[row[names.index(name)] for name in COLUMNS] for row in shown]


def test_pots_table_shows_the_winners_right_after_the_pot(calc) -> None:
    # On a phone the last columns are the ones scrolled out of view: the winners come first.
    head = calc.output.value.split("<thead>")[1].split("</thead>")[0]
    assert [cell.split("</th>")[0] for cell in head.split("<th>")[1:]][:4] == ["Pot", "Chips", "Gewinner", "Auszahlung"]


@pytest.fixture
def calc(monkeypatch: pytest.MonkeyPatch) -> SidePotCalculator:
    # The prepared cases below the calculator are drawn when shown (their own tests draw them):
    # these tests drive the calculator, whose picture is drawn either way.
    monkeypatch.setenv("HOLDEM_PICTURES", "on-demand")
    return SidePotCalculator()


@pytest.mark.rule("A4")
def test_A4_default_input_shows_three_pots_with_eligible_players(calc) -> None:
    rows = _rows(calc)
    assert [r[:3] for r in rows] == [
        ["Hauptpot", "80", "Spieler 1, 2, 3 und 4"],
        ["Side Pot 1", "90", "Spieler 2, 3 und 4"],
        ["Side Pot 2", "100", "Spieler 3 und 4"],
    ]
    assert "(A4)" in calc.output.value and calc.message.value == ""


@pytest.mark.rule("A6")
def test_A6_changing_the_ranking_moves_the_pots(calc) -> None:
    calc.ranking.value = "4 > 3 > 2 > 1"
    rows = _rows(calc)
    assert [r[3] for r in rows] == ["Spieler 4"] * 3
    assert "Spieler 4 erhält 270 Chips" in calc.output.value


@pytest.mark.rule("A6")
def test_A6_all_in_player_best_side_pot_to_best_of_the_others(calc) -> None:
    calc.contributions.value = "30, 80, 80"
    calc.ranking.value = "1 > 3 > 2"
    calc.button.value = 3
    assert [(r[0], r[3], r[4]) for r in _rows(calc)] == [
        ("Hauptpot", "Spieler 1", "Spieler 1: 90"), ("Side Pot 1", "Spieler 3", "Spieler 3: 100")]


@pytest.mark.rule("A3")
@pytest.mark.rule("W8")
def test_A3_folded_player_stays_in_the_pot_but_cannot_win(calc) -> None:
    calc.contributions.value = "10, 40, 40, 25"
    calc.folded.value = "4"
    calc.ranking.value = "1 > 2 > 3"
    rows = _rows(calc)
    assert rows[0][:3] == ["Hauptpot", "40", "Spieler 1, 2 und 3"]
    assert rows[1][:3] == ["Side Pot 1", "75", "Spieler 2 und 3"]   # 30 + 30 + 15 from the folded player
    assert "Spieler 4 ist ausgestiegen" in calc.output.value


@pytest.mark.rule("A7")
def test_A7_uncalled_bet_is_returned(calc) -> None:
    calc.contributions.value = "150, 60"
    calc.ranking.value = "2 > 1"
    calc.button.value = 1
    assert _rows(calc) == [["Hauptpot", "120", "Spieler 1 und 2", "Spieler 2", "Spieler 2: 120"]]
    assert "Spieler 1 bekommt 90 Chips zurück" in calc.output.value


@pytest.mark.rule("A5")
def test_A5_equal_contributions_give_one_pot(calc) -> None:
    calc.contributions.value = "30, 30, 30"
    calc.ranking.value = "2 > 1 > 3"
    calc.button.value = 1
    assert len(_rows(calc)) == 1
    assert "keinen Side Pot" in calc.output.value and "(A5)" in calc.output.value


@pytest.mark.rule("P2")
@pytest.mark.rule("P3")
def test_P3_tie_in_main_pot_odd_chip_left_of_button(calc) -> None:
    calc.contributions.value = "25, 60, 60"
    calc.ranking.value = "1 = 2 > 3"
    calc.button.value = 3
    rows = _rows(calc)
    assert rows[0][3:] == ["Spieler 1 und 2", "Spieler 1: 38 (mit Odd Chip), Spieler 2: 37"]
    assert rows[1][3:] == ["Spieler 2", "Spieler 2: 70"]


@pytest.mark.parametrize("field, value, expected", [
    ("contributions", "20, x, 30", "„x“ ist keine ganze Zahl"),
    ("contributions", "20", "Erlaubt sind 2 bis 10 Spieler"),
    ("contributions", ", ".join(["5"] * 11), "Erlaubt sind 2 bis 10 Spieler"),
    ("contributions", "20, -5, 30", "Einsatz von Spieler 2): -5 liegt nicht im erlaubten Bereich"),
    ("folded", "7", "Spieler 7 gibt es bei 4 Spielern nicht"),
    ("folded", "1, 2, 3, 4", "Alle sind ausgestiegen"),
    ("ranking", "1 > 2", "Spieler 3 und 4 fehlen"),
    ("ranking", "1 > 1 > 2 > 3", "steht zweimal darin"),
    ("ranking", "1 > zwei", "keine Spielernummer"),
    ("button", 9, "Den Button bei Spieler 9 gibt es nicht"),
], ids=["letter", "one-player", "eleven-players", "negative", "unknown-folded", "all-folded",
        "incomplete-ranking", "twice", "word", "button-outside"])
def test_bad_input_gives_a_german_message_and_no_result(calc, field, value, expected) -> None:
    getattr(calc, field).value = value
    assert "Fehler:" in calc.message.value and expected in calc.message.value
    assert calc.output.value == "" and calc.result is None


def test_a_folded_player_in_the_ranking_is_refused(calc) -> None:
    calc.folded.value = "2"
    assert "Spieler 2 ist ausgestiegen und zeigt keine Hand" in calc.message.value
    calc.ranking.value = "1 > 3 > 4"
    assert calc.message.value == "" and calc.result is not None


def test_recovers_after_an_error(calc) -> None:
    calc.contributions.value = "nichts"
    assert calc.result is None
    calc.contributions.value = "20, 50, 100, 100"
    assert calc.result is not None and calc.result.award.payouts[0] == 80


def test_ten_players_are_accepted(calc) -> None:
    calc.contributions.value = ", ".join(str(10 * (i + 1)) for i in range(10))
    calc.ranking.value = " > ".join(str(i) for i in range(1, 11))
    calc.button.value = 10
    assert len(_rows(calc)) == 9  # 10 levels, the top 10 chips of Spieler 10 go back (A7)
    assert sum(calc.result.award.payouts.values()) == sum(10 * (i + 1) for i in range(10))


def test_parsers_count_players_from_one() -> None:
    assert parse_contributions("20, 50;100 100") == (20, 50, 100, 100)
    assert parse_folded("2 4", 4) == frozenset({1, 3})
    assert parse_ranking("3 > 1 = 2 , 4", 4) == [[2], [0, 1], [3]]
    with pytest.raises(SidePotInputError) as err:
        calculate((0, 20), frozenset(), [[0], [1]], 0)
    assert err.value.key == "nothing_in" and isinstance(err.value, HoldemError)


def test_stepper_pages_show_the_prepared_cases() -> None:
    stepper = sidepot_stepper()
    assert list(stepper.control.options) == [s.label for s in SIDEPOT_SCENARIOS]
    for index, scenario in enumerate(SIDEPOT_SCENARIOS):
        stepper.control.index = index
        assert stepper.stack.selected_index == index
        text = stepper.shown_text()
        assert scenario.intro in text
        result = scenario.result()
        for pa in result.award.awards:
            assert f"<td>{pa.pot.name}</td><td>{pa.pot.amount}</td>" in text
        assert sum(result.award.payouts.values()) == sum(scenario.contributions)


@pytest.mark.rule("A4")
def test_A4_three_all_ins_case_has_three_pots_and_a_return() -> None:
    result = SIDEPOT_SCENARIOS[2].result()
    assert [p.amount for p in result.layout.pots] == [50, 105, 60]
    assert result.layout.returned == {3: 30}
    assert result.award.payouts == {0: 50, 1: 105, 2: 0, 3: 90, 4: 0}


@pytest.mark.rule("A4")
def test_A4_calculator_shows_its_example_and_the_prepared_cases_without_python() -> None:
    calc = SidePotCalculator(contributions="25, 60, 60", ranking="2 = 3 > 1", button=1)
    assert calc.cases.labels[0] == "Beispiel" and len(calc.cases.labels) == len(SIDEPOT_SCENARIOS) + 1
    first = calc.cases.shown_text()
    assert "Einsätze 25, 60, 60" in first and "Side Pot 1" in first
    calc.cases.show(2)
    assert calc.cases.shown_text() != first
    assert "holdem-live-only" in calc.children[1]._dom_classes and calc.contributions in calc.live.children
