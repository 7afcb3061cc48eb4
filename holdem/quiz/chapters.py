"""The quiz at the end of every chapter: for each chapter (its file name in book/) a list of
builder calls. Only the situations are chosen here; every right answer and every explanation
comes from the engine when the list is built (at the site build, in the tests)."""

from __future__ import annotations

from collections.abc import Callable

from holdem.blinds import BlindSchedule
from holdem.quiz import builders as q
from holdem.quiz.model import Question
from holdem.rake import Rake
from holdem.ranking import HandCategory
from holdem.rules import RuleSet

NL = RuleSet()
PL = RuleSet.pot_limit()
FL = RuleSet.fixed_limit(2)  # Fixed Limit 2/4, blinds 1/2


def _grundlagen() -> list[Question]:
    return [
        q.most_players(3),
        q.most_players(0),
        q.hole_cards_used("Ah Kd", "Qs Js Ts 3c 2d"),
        q.hole_cards_used("2c 3d", "As Ks Qs Js Ts"),
        q.chip_value({"weiß": 1, "rot": 2, "schwarz": 3}),
    ]


def _dealer_button() -> list[Question]:
    return [
        q.button_after(6, 0, 1),
        q.button_after(5, 3, 4),
        q.blind_poster(6, 5, "small"),
        q.acts_first(6, 5, "flop"),
    ]


def _blinds() -> list[Question]:
    return [
        q.blind_poster(5, 2, "small"),
        q.blind_poster(5, 4, "big"),
        q.call_amount([100] * 4, 3, "c c"),
        q.may_check([100] * 4, 3, "c c c"),
        q.call_amount([100] * 3, 0, "f", rules=RuleSet.fixed_limit(10), rule="B6"),
    ]


def _heads_up() -> list[Question]:
    return [
        q.blind_poster(2, 0, "small"),
        q.blind_poster(2, 1, "big"),
        q.acts_first(2, 0, "preflop"),
        q.acts_first(2, 0, "flop"),
    ]


def _geben() -> list[Question]:
    return [
        q.first_card(6, 2),
        q.first_card(4, 3),
        q.unused(6, 3),
        q.unused(10, 3),
        q.most_players(4),
    ]


def _wettrunden() -> list[Question]:
    return [
        q.acts_first(6, 0, "preflop"),
        q.acts_first(6, 0, "flop"),
        q.may_check([100] * 4, 3, "", rule="W3"),
        q.may_check([100] * 4, 3, "r6", rule="W2"),
        q.may_check([100] * 3, 2, "c c x", rule="W2"),
        q.fold_winner([100] * 4, 3, "f f f"),
    ]


def _limits() -> list[Question]:
    return [
        q.min_raise_to([200] * 4, 3, "r8"),
        q.min_raise_to([200] * 4, 3, "r8 r20"),
        q.max_raise_to([200] * 4, 3, "", PL),
        q.bet_size(FL, 2),
        q.may_raise([200] * 4, 3, "r4 r6 r8", FL, rule="L4"),
        q.may_raise([200] * 2, 1, "r4 r6 r8 r10", FL, rule="L6"),
    ]


def _all_in() -> list[Question]:
    return [
        q.pot_size({"Anna": 20, "Ben": 50, "Cem": 50}, 0, rule="A2"),
        q.pot_size({"Anna": 20, "Ben": 50, "Cem": 50}, 1, rule="A3"),
        q.pot_size({"Anna": 20, "Ben": 50, "Cem": 100, "Dana": 100}, 2, rule="A4"),
        q.pot_count({"Anna": 30, "Ben": 30, "Cem": 30}, rule="A5"),
        q.returned({"Anna": 40, "Ben": 100}),
        q.payout({"Anna": 20, "Ben": 50, "Cem": 50}, {"Anna": 3, "Ben": 2, "Cem": 1}, "Cem", "Ben", "A6"),
    ]


def _showdown() -> list[Question]:
    return [
        q.first_to_show(4, 0, [1, 2, 3], 2),
        q.first_to_show(4, 0, [1, 3], None),
        q.who_wins({"Anna": "Ah Kh", "Ben": "Qs Qd"}, "Kc 7d 2s 9h 3c", "R3"),
        q.who_wins({"Anna": "As 2d", "Ben": "Kc Qd"}, "Ah Ad Ac 7d 7s", "G4"),
    ]


def _rangfolge() -> list[Question]:
    return [
        q.category("Ah Kh Qh Jh 9h 2c 3d"),
        q.category("7c 7d 7h 2s 2d Kc 4h"),
        q.stronger("Ac Ad Kh 9s 4c", "Ah As Qd Jc Tc", "R3"),
        q.stronger("5c 4d 3h 2s Ac", "6c 5d 4h 3s 2d", "R6"),
        q.stronger("Kc Kd Ks 4h 4c", "Qc Qd Qs Ah Ac", "R7"),
        q.stronger("Ac Kc 9c 7c 2c", "Ad Kd 9d 7d 2d", "R11"),
    ]


def _split_pot() -> list[Question]:
    return [
        q.split_share(30, ["Ben", "Cem"], 0, 3, "Ben"),
        q.split_share(25, ["Ben", "Cem"], 2, 3, "Ben"),
        q.split_share(25, ["Ben", "Cem"], 2, 3, "Cem"),
        q.seven_card_strength_equal("2c 3d", "4h 5h", "As Ks Qs Js Ts"),
        q.payout({"Anna": 20, "Ben": 60, "Cem": 60}, {"Anna": 3, "Ben": 2, "Cem": 2}, "Anna", "Ben", "P3"),
    ]


def _ganze_hand() -> list[Question]:
    return [
        q.acts_first(4, 3, "preflop"),
        q.min_raise_to([100] * 4, 3, "r6"),
        q.pot_size({"Anna": 20, "Ben": 50, "Cem": 100, "Dana": 100}, 1, rule="A4"),
        q.first_to_show(4, 3, [0, 1, 2], 1),
        q.who_wins({"Anna": "Ah Ad", "Ben": "Kd Qd", "Cem": "Qc Qh"}, "2c 7d 9h Js Kc", "R3"),
    ]


def _turniere() -> list[Question]:
    schedule = BlindSchedule.every(15, [(25, 50), (50, 100), (100, 200), (200, 400)])
    return [
        q.blinds_at(schedule, 10),
        q.blinds_at(schedule, 35),
        q.blinds_at(schedule, 90),
        q.chip_value({"grün": 10, "schwarz": 10, "blau": 2, "rot": 2, "weiß": 1}),
    ]


def _sonstiges() -> list[Question]:
    rake = Rake(5, 3, 20)
    return [
        q.rake_amount(rake, 10),
        q.rake_amount(rake, 40),
        q.rake_amount(rake, 200),
        q.rake_amount(Rake(10, 5), 60),
    ]


def _wahrscheinlichkeiten() -> list[Question]:
    return [
        q.category_count(HandCategory.FULL_HOUSE),
        q.category_count(HandCategory.FOUR_OF_A_KIND),
        q.out_count("Ah Kh", "Qh 7h 2c", HandCategory.FLUSH, rule="R1"),
        q.out_count("9c 8d", "7h 6s 2c", HandCategory.STRAIGHT, rule="R6"),
    ]


CHAPTERS: dict[str, Callable[[], list[Question]]] = {
    "grundlagen": _grundlagen,
    "rangfolge": _rangfolge,
    "dealer-button": _dealer_button,
    "blinds": _blinds,
    "geben": _geben,
    "wettrunden": _wettrunden,
    "limits": _limits,
    "heads-up": _heads_up,
    "all-in": _all_in,
    "showdown": _showdown,
    "split-pot": _split_pot,
    "ganze-hand": _ganze_hand,
    "turniere": _turniere,
    "sonstiges": _sonstiges,
    "wahrscheinlichkeiten": _wahrscheinlichkeiten,
}
