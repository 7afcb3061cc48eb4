"""Pictures of the tournament floor (holdem.draw.floor): a balancing move on two tables (C17) and a
chip race with its cards (C18). The drawn artists (found by their gid) and the alt text show what
the engine decided; bad input is refused with the engine's German error."""

from __future__ import annotations

import dataclasses
import io

import pytest
from matplotlib.figure import Figure
from PIL import Image

from holdem.balancing import TournamentTable, balance
from holdem.cards import Deck
from holdem.chip_race import chip_race, colour_up
from holdem.draw.alt import alt_text
from holdem.draw.floor import draw_balance_move, draw_chip_race
from holdem.draw.png import SMALLEST_FONT_KEY, figure_to_png
from holdem.errors import ChipError, DrawError, HoldemError, TableError

RAW = ("None", "True", "False", "[", "{", "Card(", "SeatRole")
FOUR = ["Anna", "Ben", "Cem", "Dana"]


def _gids(fig: Figure, prefix: str) -> list[str]:
    return [a.get_gid() for a in fig.findobj(lambda a: str(getattr(a, "get_gid", lambda: None)() or "")
                                             .startswith(prefix))]


def _patches(fig: Figure, gid: str) -> list:
    return [a for a in fig.findobj(lambda a: getattr(a, "get_gid", lambda: None)() == gid) if hasattr(a, "get_width")
            or hasattr(a, "get_radius")]


def _readable(text: str) -> None:
    assert text and text.endswith("."), text
    assert not any(raw in text for raw in RAW), text


def _move():
    """The chapter's example: Tisch 1 has 8 players, Tisch 2 five; Cem (next big blind) moves."""
    return balance([
        TournamentTable(1, ("Anna", "Ben", "Cem", "Dana", "Emil", "Fiona", "Gina", "Hugo", None), button=0),
        TournamentTable(2, ("Ida", "Jan", None, "Kim", None, "Lea", None, "Max", None), button=1),
    ])


def _race(race: bool = True):
    return colour_up([7, 6, 2, 5], 25, 100, names=FOUR).race(seed=11, race=race)


@pytest.mark.rule("C17")
def test_C17_move_picture_draws_every_seat_of_both_tables_and_marks_the_mover() -> None:
    move = _move()
    fig = draw_balance_move(move)
    for number in (1, 2):
        circles = [g for g in _gids(fig, f"seat-{number}-")]
        assert sorted(circles) == sorted(f"seat-{number}-{s}" for s in range(9))
    # Tisch 1 before the move: Cem still on seat index 2, as the big blind; Tisch 2 after it
    names_1 = [t.get_text() for t in fig.findobj(lambda a: str(getattr(a, "get_gid", lambda: None)() or "")
                                                 .startswith("name-1-"))]
    assert names_1.count("frei") == 1 and "Cem" in names_1
    names_2 = [t.get_text() for t in fig.findobj(lambda a: str(getattr(a, "get_gid", lambda: None)() or "")
                                                 .startswith("name-2-"))]
    assert names_2.count("frei") == 3 and "Cem" in names_2
    assert [_patches(fig, f"seat-1-{move.from_seat}")[0].get_linewidth(),
            _patches(fig, f"seat-2-{move.to_seat}")[0].get_linewidth()] == [4.5, 4.5]
    for gid in ("button-1", "button-2", "marker-1-SB", "marker-1-BB", "marker-2-SB", "marker-2-BB", "move-arrow"):
        assert _gids(fig, gid), gid


@pytest.mark.rule("C17")
def test_C17_move_alt_text_names_the_tables_the_mover_his_seats_and_the_blinds() -> None:
    fig = draw_balance_move(_move())
    text = alt_text(fig)
    _readable(text)
    assert "Cem geht von Tisch 1, Sitz 3" in text and "an Tisch 2, Sitz 5" in text
    assert "setzt dort gleich den Big Blind" in text
    assert "Tisch 1 vor dem Wechsel, 8 Spieler auf 9 Sitzen" in text
    assert "Tisch 2 nach dem Wechsel, 6 Spieler auf 9 Sitzen" in text
    assert "Small Blind: Ben (Sitz 2); Big Blind: Cem (Sitz 3)" in text
    assert "Small Blind: Kim (Sitz 4); Big Blind: Cem (Sitz 5)" in text
    assert "Sitz 9 frei" in text


@pytest.mark.rule("C17")
def test_C17_move_picture_refuses_what_is_not_a_move_with_a_german_error() -> None:
    with pytest.raises(TableError, match="Erwartet wird ein Ausgleichszug"):
        draw_balance_move("Cem")  # type: ignore[arg-type]
    move = _move()
    with pytest.raises(TableError, match="sitzt nach dem Zug nicht"):
        draw_balance_move(dataclasses.replace(move, to_seat=0))
    with pytest.raises(TableError, match="enthalten sie aber nicht beide"):
        draw_balance_move(dataclasses.replace(move, to_table=7))
    with pytest.raises(TableError, match="Tischnummer"):  # the engine refuses a bad table before any drawing
        TournamentTable(0, ("Anna", "Ben"), button=0)
    big = TournamentTable(1, tuple(f"S{i}" for i in range(12)) + (None,), button=0)
    small = TournamentTable(2, ("X", None, None, None, None, None), button=0)
    with pytest.raises(DrawError, match="höchstens 10 Plätze"):
        draw_balance_move(balance([big, small]))


@pytest.mark.rule("C18")
def test_C18_race_picture_draws_one_card_per_odd_chip_and_frames_the_winners() -> None:
    race = _race()
    fig = draw_chip_race(race)
    for seat, odd in enumerate(race.odd_chips):
        assert len(_patches(fig, f"race-card-{seat}")) == odd
        assert _gids(fig, f"player-{seat}") and _gids(fig, f"odd-chips-{seat}")
    assert sorted(g for g in _gids(fig, "race-winner-")) == ["race-winner-0", "race-winner-2"]
    assert sorted(set(_gids(fig, "won-chip-"))) == ["won-chip-0", "won-chip-2"]
    numbers = {g: t.get_text() for t in fig.findobj(lambda a: str(getattr(a, "get_gid", lambda: None)() or "")
                                                    .startswith("race-chip-number-")) for g in [t.get_gid()]
               if hasattr(t, "get_text")}
    assert numbers == {"race-chip-number-2": "1", "race-chip-number-0": "2"}  # Kreuz-Ass first, Herz-Bube second


@pytest.mark.rule("C18")
def test_C18_race_alt_text_names_the_cards_and_the_winners() -> None:
    text = alt_text(draw_chip_race(_race()))
    _readable(text)
    assert "2 Chips zu 100 werden ausgespielt" in text
    assert "Anna (Sitz 1): 3 Chips zu 25, offene Karten Herz-Sechs, Herz-Bube und Herz-Vier; Herz-Bube gewinnt den 2. Chip zu 100." in text
    assert "Cem (Sitz 3): 2 Chips zu 25, offene Karten Karo-Sechs und Kreuz-Ass; Kreuz-Ass gewinnt den 1. Chip zu 100." in text
    assert "Dana (Sitz 4): 1 Chip zu 25, offene Karte Pik-Fünf; kein neuer Chip." in text


@pytest.mark.rule("C18")
def test_C18_race_variant_and_protection_are_drawn_and_said() -> None:
    fig = draw_chip_race(_race(race=False))
    assert not _gids(fig, "race-card-")
    text = alt_text(fig)
    _readable(text)
    assert "Anna (Sitz 1): 3 Chips zu 25, aufgerundet zu 1 Chip zu 100." in text
    assert "Dana (Sitz 4): 1 Chip zu 25, die Chips verfallen." in text
    # Dana has nothing but one odd chip and her card is the lowest: she gets a chip, not raced out
    protected = chip_race([2, 1], 25, 100, stacks=[5000, 25], deck=Deck.from_text("Ah 2c Kh"),
                          names=["Anna", "Dana"])
    assert protected.protected == (1,)
    fig = draw_chip_race(protected)
    text = alt_text(fig)
    _readable(text)
    assert "Dana (Sitz 2): 1 Chip zu 25, offene Karte Kreuz-Zwei; bekommt 1 Chip zu 100, damit niemand durch das Race ausscheidet" in text
    assert _gids(fig, "won-chip-1") and "(Schutz)" in _texts(fig, "result-1")


def _texts(fig: Figure, gid: str) -> str:
    return " ".join(a.get_text() for a in fig.findobj(lambda a: getattr(a, "get_gid", lambda: None)() == gid)
                    if hasattr(a, "get_text"))


@pytest.mark.rule("C18")
def test_C18_race_picture_refuses_what_is_not_a_race_with_a_german_error() -> None:
    with pytest.raises(ChipError, match="Erwartet wird ein Chip Race"):
        draw_chip_race(colour_up([7, 6], 25, 100))  # type: ignore[arg-type]
    with pytest.raises(ChipError, match="Erlaubt"):  # the engine refuses odd chips worth a whole new chip
        chip_race([4], 25, 100, seed=1)
    with pytest.raises(HoldemError, match="passen nicht"):
        draw_chip_race(dataclasses.replace(_race(), won=(9,)))


@pytest.mark.parametrize("draw", [lambda: draw_balance_move(_move()), lambda: draw_chip_race(_race())],
                         ids=["balance move", "chip race"])
def test_phone_form_is_narrow_readable_and_says_the_same(draw) -> None:
    fig = draw()
    phone = fig.phone_form()
    assert phone.alt == fig.alt
    png = figure_to_png(phone)
    image = Image.open(io.BytesIO(png))
    assert image.size[0] <= 470 and image.size[0] < Image.open(io.BytesIO(figure_to_png(fig))).size[0]
    assert float(image.text[SMALLEST_FONT_KEY]) * min(1.0, 370 / image.size[0]) >= 11.0
