"""The phone forms of the book's pictures (holdem.draw.png.drawn_for_phones): the same picture
drawn for a screen about 370 CSS px wide, so that it fits the width there and its smallest label
stays at least 11 px; the notebook output carries it next to the wide picture, with the same alt
text; and the book's build wraps both in a <picture> that shows the phone form on narrow screens
only (print keeps the wide one)."""

from __future__ import annotations

import base64
import hashlib
import io
import math
import sys
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest
from matplotlib.figure import Figure
from PIL import Image

from holdem.blinds import BlindSchedule
from holdem.cards import Deck
from holdem.counting import category_counts
from holdem.draw import (
    draw_betting_round,
    draw_counts_chart,
    draw_dealing,
    draw_hand,
    draw_outs,
    draw_pots,
    draw_rule_of_thumb,
    draw_seating,
    draw_starting_hand_heatmap,
    draw_table_state,
    draw_table_view,
)
from holdem.draw.png import PHONE_KEY, SMALLEST_FONT_KEY, BookFigure, figure_to_png
from holdem.equity import STARTING_HANDS, StartingHandEquities
from holdem.hand import Action, ActionKind, play, start_hand
from holdem.odds import outs
from holdem.pots import settle
from holdem.ranking import HandCategory
from holdem.rules import RuleSet
from holdem.table import Table
from holdem.widgets.tournament import schedule_picture

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "book" / "_ext"))
import picture_alt  # noqa: E402 - a Sphinx extension of the book, not a package

PHONE_COLUMN_PX = 370  # the text column of a 390 px phone
READABLE_PX = 11.0


def _phone(fig: BookFigure) -> Figure:
    assert fig.phone_form is not None, "no phone form"
    return fig.phone_form()


def _png_size(png: bytes) -> tuple[int, int]:
    return Image.open(io.BytesIO(png)).size


def _smallest_label_on_phone(png: bytes) -> float:
    """The smallest label in CSS px when the PNG is shown at most as wide as the phone's column."""
    image = Image.open(io.BytesIO(png))
    font = float(image.text[SMALLEST_FONT_KEY])
    return font * min(1.0, PHONE_COLUMN_PX / image.size[0])


def _gids(fig: Figure) -> set[str]:
    return {a.get_gid() for a in fig.findobj(lambda a: bool(getattr(a, "get_gid", lambda: None)()))}


def _six_players():
    return start_hand(RuleSet(), [200, 200, 60, 200, 200, 200], button=3,
                      names=["Anna", "Ben", "Cem", "Dana", "Emil", "Fiona"])


def _equities() -> StartingHandEquities:
    """Made-up equities (no simulation): 30 % to 80 % in the order of STARTING_HANDS."""
    n = len(STARTING_HANDS)
    return StartingHandEquities(STARTING_HANDS, 0.3 + 0.5 * np.arange(n) / n, np.zeros(n), 1, 0)


def _flop_round():
    """Six players: a raise preflop, then on the flop a bet and a raise."""
    start = start_hand(RuleSet(), [200] * 6, button=0, deck=Deck.shuffled(7))
    call, fold, check = Action(ActionKind.CALL), Action(ActionKind.FOLD), Action(ActionKind.CHECK)
    return play(start, [call, Action(ActionKind.RAISE, 8), fold, call, fold, call, call, check,
                        Action(ActionKind.BET, 20), Action(ActionKind.RAISE, 60)])


def _side_pots():
    # four all-in levels: a main pot and two side pots, each won by another player
    return settle([20, 50, 100, 100], [], {0: 9, 1: 8, 2: 7, 3: 1}, button=3)


PICTURES = {
    "table state": lambda: draw_table_state(_six_players(), title="Die Ausgangslage"),
    "seating 10": lambda: draw_seating(10, 3, blinds=(1, 2), order="preflop", title="Zehn Spieler vor dem Flop"),
    "seating 2": lambda: draw_seating(2, 0, order="postflop"),
    "table view": lambda: draw_table_view(Table.with_players([100, 80, 120, 60], names=["Anna", "Ben", "Cem", "Dora"],
                                                             button=1)),
    "hand of nine": lambda: draw_hand("2h 3h 4h 5h 6h 7h 8h 9h Th"),
    "hand and board": lambda: draw_hand("Ah Kh 2c 3d 4s 5h 6h", groups=(2, 5), group_labels=("Hand", "Board")),
    "outs": lambda: draw_outs(outs("Ah Kh", "Qh 7h 2c", target=HandCategory.FLUSH)),
    "pots": lambda: draw_pots(_side_pots(), title="Hauptpot und zwei Side Pots"),
    "counts chart": lambda: draw_counts_chart([category_counts(5), category_counts(7)]),
    "rule of thumb": lambda: draw_rule_of_thumb(),
    "dealing": lambda: draw_dealing(Deck.shuffled(3), 4, 3, names=["Anna", "Ben", "Cem", "Dana"]),
    "dealing, burn first (K2 variant)": lambda: draw_dealing(Deck.shuffled(5), 9, 0, burn_before_hole_cards=True),
    "heatmap": lambda: draw_starting_hand_heatmap(_equities(), title="Equity jeder Starthand"),
    "tournament schedule": lambda: schedule_picture(BlindSchedule.every(15, [(25, 50), (50, 100), (75, 150), (100, 200)]),
                                                    minutes=120, mark=1),
    "betting round": lambda: draw_betting_round(_flop_round(), "flop"),
    "draw for the button": lambda: draw_hand("Ah Kd 2c 3s 4h 5d", groups=[1] * 6, highlight="Ah",
                                             group_labels=["Anna", "Ben", "Cem", "Dana", "Emil", "Fiona"]),
}


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_phone_form_fits_a_phone_and_keeps_labels_of_11_px(name: str) -> None:
    fig = PICTURES[name]()
    wide, phone = figure_to_png(fig), figure_to_png(_phone(fig))
    assert _png_size(phone)[0] < _png_size(wide)[0], "the phone form is narrower than the page's picture"
    assert _png_size(phone)[0] <= 470, "shown on a phone it shrinks by less than a fifth"
    assert _smallest_label_on_phone(phone) >= READABLE_PX, name
    assert _smallest_label_on_phone(wide) < READABLE_PX  # why the phone needs its own form


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_phone_form_says_the_same_as_the_picture(name: str) -> None:
    fig = PICTURES[name]()
    assert fig.alt and _phone(fig).alt == fig.alt


def test_phone_form_is_the_same_bytes_every_time_for_stored_notebooks() -> None:
    first, second = PICTURES["table state"](), PICTURES["table state"]()
    assert first.phone_png() == second.phone_png()


def test_G2_upright_table_keeps_every_seat_clockwise_from_the_bottom() -> None:
    fig = _phone(draw_seating(6, 3, names=["A", "B", "C", "D", "E", "F"]))
    width, height = fig.get_size_inches()
    assert height > width  # the table stands upright
    boxes = {a.get_gid(): a for a in fig.findobj(lambda a: hasattr(a, "get_width") and bool(a.get_gid()))}
    centres = [(b.get_x() + b.get_width() / 2, b.get_y() + b.get_height() / 2)
               for b in (boxes[f"seat-{seat}"] for seat in range(6))]
    assert min(range(6), key=lambda s: centres[s][1]) == 0  # seat 0 at the bottom end
    angles = [math.atan2(y, x) for x, y in centres]
    # clockwise: from the bottom to the left and up, i.e. the angle falls (mod 2 pi) seat by seat
    steps = [(angles[s] - angles[s + 1]) % (2 * math.pi) for s in range(5)]
    assert all(0 < step < math.pi for step in steps), steps


def test_D4_B1_upright_table_shows_the_same_markers_pot_and_board() -> None:
    fig = draw_table_state(_six_players())
    phone = _phone(fig)
    wanted = {"button", "marker-SB", "marker-BB", "pot", "street"} | {f"seat-{s}" for s in range(6)}
    assert wanted <= _gids(fig) and wanted <= _gids(phone)
    assert _gids(phone) == _gids(fig)


def test_A4_pots_stand_below_the_players_columns_on_a_phone() -> None:
    fig = draw_pots(_side_pots())
    phone = _phone(fig)
    (players, pots) = [ax for ax in phone.axes][:2]
    assert players.get_position().y0 > pots.get_position().y1  # one panel above the other
    (wide_players, wide_pots) = fig.axes[:2]
    assert wide_players.get_position().x1 < wide_pots.get_position().x0  # side by side on a page
    assert _gids(phone) >= {"winner-0", "winner-1", "winner-2", "pot-label-0"}


def test_card_rows_of_the_phone_form_hold_at_most_five_cards() -> None:
    phone = _phone(draw_hand("2h 3h 4h 5h 6h 7h 8h 9h Th"))
    corners = sorted({round(p.get_y(), 3) for p in phone.axes[0].patches})
    rows = [[p for p in phone.axes[0].patches if round(p.get_y(), 3) == y] for y in corners]
    assert [len(r) for r in rows] == [4, 5]  # nine cards: five, then four below


def test_notebook_output_carries_the_phone_form_with_the_alt_text() -> None:
    fig = PICTURES["pots"]()
    png, meta = fig._repr_png_()
    assert meta["alt"] == fig.alt
    assert base64.b64decode(meta[PHONE_KEY]) == fig.phone_png()
    small = draw_hand("Ah Kd")  # already narrow: no second copy in the notebook
    assert not isinstance(small._repr_png_(), tuple) or PHONE_KEY not in small._repr_png_()[1]


def test_book_build_shows_the_phone_form_on_narrow_screens_only(tmp_path: Path) -> None:
    fig = PICTURES["hand of nine"]()
    png, meta = fig._repr_png_()
    notebook = {"cells": [{"outputs": [{"data": {"image/png": base64.b64encode(png).decode()},
                                        "metadata": {"image/png": meta}}]}]}
    digest = hashlib.sha256(png).hexdigest()
    assert picture_alt.phone_forms(notebook) == {digest: meta[PHONE_KEY]}
    assert picture_alt.alt_texts(notebook) == {digest: fig.alt}

    class Translator:  # what Sphinx's HTML translator offers the node's visitor
        body: list[str] = []
        builder = SimpleNamespace(outdir=str(tmp_path), imagedir="_images", imgpath="../_images")

    # The image stays Sphinx's own <img> (written between the two calls); the picture node wraps it.
    node = picture_alt.phone_picture(phone=meta[PHONE_KEY])
    translator = Translator()
    picture_alt.visit_picture_html(translator, node)
    translator.body.append(f'<img src="x.png" alt="{fig.alt}">')
    picture_alt.depart_picture_html(translator, node)
    html = "".join(translator.body)
    assert html.startswith('<picture class="holdem-picture"><source media="screen and (max-width: 720px)" srcset="../_images/phone-')
    assert html.endswith(f'<img src="x.png" alt="{fig.alt}"></picture>')
    written = list((tmp_path / "_images").glob("phone-*.png"))
    assert [p.read_bytes() for p in written] == [fig.phone_png()]


def _width(png: bytes) -> int:
    return Image.open(io.BytesIO(bytes(png))).size[0]


def test_stepper_page_carries_the_phone_form_hidden_outside_the_site() -> None:
    from holdem.widgets.static import HAS_PHONE_FORM, PHONE_FORM, figure_page

    page = figure_page(PICTURES["table state"](), "Die Ausgangslage")
    wide, phone, _text = page.children
    assert HAS_PHONE_FORM in wide._dom_classes and PHONE_FORM in phone._dom_classes
    # JupyterLab and the teacher mode do not load the site's stylesheet: there it stays hidden
    assert phone.layout.display == "none"
    assert phone.tooltip == wide.tooltip and wide.tooltip.startswith("Die Ausgangslage.")
    assert _width(phone.value) < _width(wide.value)
    assert _smallest_label_on_phone(bytes(phone.value)) >= READABLE_PX
    assert len(figure_page(draw_hand("Ah Kd"), "").children) == 1  # already narrow: one picture


def test_hand_player_step_shows_the_upright_table_on_a_phone() -> None:
    from holdem.widgets.hand_player import HandPlayer
    from holdem.widgets.static import HAS_PHONE_FORM, PHONE_FORM

    player = HandPlayer([_six_players()])
    wide, phone, text = player.stepper.stack.children[0].children
    assert HAS_PHONE_FORM in wide._dom_classes and PHONE_FORM in phone._dom_classes
    assert phone.tooltip == wide.tooltip
    assert _smallest_label_on_phone(bytes(phone.value)) >= READABLE_PX
    assert player.shown_picture == wide.value  # the page's picture is still the wide one


def test_K1_K2_dealing_phone_form_keeps_every_card_in_order() -> None:
    fig = draw_dealing(Deck.shuffled(3), 4, 3)
    phone = _phone(fig)
    numbers = [t.get_text() for t in phone.findobj(lambda a: getattr(a, "get_gid", lambda: None)() == "deal-number")]
    assert numbers == [str(n) for n in range(1, 17)]  # 8 hole cards, 3 burns, 5 board cards
    assert len([a for a in phone.findobj(lambda a: getattr(a, "get_gid", lambda: None)() == "burn-card")
                if hasattr(a, "get_width")]) == 3


def test_G7_heatmap_phone_form_shows_all_169_hands_in_two_halves() -> None:
    phone = _phone(draw_starting_hand_heatmap(_equities()))
    top, bottom = phone.axes
    assert [t.get_text() for t in top.get_xticklabels()] == list("AKQJT98")
    assert [t.get_text() for t in bottom.get_xticklabels()] == list("765432")
    names = [t.get_text().split("\n")[0] for ax in (top, bottom) for t in ax.texts]
    assert len(names) == 169 and {"AA", "AKs", "AKo", "72o", "22"} <= set(names)


def test_R1_hand_picker_case_pages_carry_the_phone_form_of_their_cards() -> None:
    from holdem.widgets.hand_picker import cases_stepper
    from holdem.widgets.static import HAS_PHONE_FORM, PHONE_FORM

    stepper = cases_stepper("Kh Kd 9s 7c 2h", "Ah 3c", "Qs Js")
    for page in stepper.stack.children:
        wide, phone = page.children[0], page.children[1]
        assert HAS_PHONE_FORM in wide._dom_classes and PHONE_FORM in phone._dom_classes
        assert phone.layout.display == "none"  # only the site's stylesheet shows it, on a phone
        assert _width(phone.value) < _width(wide.value)
        assert phone.tooltip == wide.tooltip  # the same alt text


def test_equity_widget_draws_its_bars_for_a_phone_too_and_empties_both_on_bad_input() -> None:
    from holdem.widgets.equity import EquityWidget

    widget = EquityWidget(("As Ah", "Kd Kc"))
    assert _width(widget.chart_phone.value) < _width(widget.chart.value)
    assert widget.chart_phone.tooltip and widget.chart_phone.layout.display == "none"
    widget.hand_inputs[0].value = "As Zz"
    widget.compute()
    assert widget.message.value and widget.chart.value == b"" and widget.chart_phone.value == b""
