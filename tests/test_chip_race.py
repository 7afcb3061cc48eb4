"""C18: colour-up and chip race (holdem.chip_race). Players in seat order: index 0 is seat 1."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from holdem.cards import Card, Deck
from holdem.chip_race import chip_race, colour_up, rounded_chips
from holdem.errors import CardError, ChipError

pytestmark = pytest.mark.rule("C18")

PYTHON_WORDS = re.compile(r"None|True|False|\[|\]|\(\)|\{|\}")


# ---------------------------------------------------------------- the whole exchange

def test_C18_colour_up_exchanges_whole_amounts():
    result = colour_up([7, 2, 5, 1, 0], 25, 100, names=["Anna", "Ben", "Cem", "Dora", "Emil"])
    assert [(e.new_chips, e.odd_chips) for e in result.exchanges] == [(1, 3), (0, 2), (1, 1), (0, 1), (0, 0)]
    assert result.odd_chips == (3, 2, 1, 1, 0)
    assert result.steps[0] == ("Anna (Sitz 1) hat 7 Chips zu 25 (zusammen 175) und tauscht sie gegen 1 Chip "
                               "zu 100; 3 Chips zu 25 bleiben übrig (C18).")
    assert result.steps[1] == ("Ben (Sitz 2) hat 2 Chips zu 25 (zusammen 50) und kann nichts davon tauschen; "
                               "2 Chips zu 25 bleiben übrig (C18).")
    assert result.steps[4] == "Emil (Sitz 5) hat keine Chips zu 25 (C18)."


def test_C18_colour_up_five_to_twenty_five():
    result = colour_up([12, 5, 4], 5, 25)
    assert [(e.new_chips, e.odd_chips) for e in result.exchanges] == [(2, 2), (1, 0), (0, 4)]
    assert "Spieler 1 (Sitz 1) hat 12 Chips zu 5" in result.text


@pytest.mark.parametrize("value, chips", [(175, 2), (150, 2), (125, 1), (50, 1), (49, 0), (25, 0), (0, 0),
                                          (250, 3)],
                         ids=["C18-1.75", "C18-half-up-1.5", "C18-1.25", "C18-half-up-0.5", "C18-0.49",
                              "C18-0.25", "C18-0", "C18-half-up-2.5"])
def test_C18_rounding_to_the_nearest_chip_a_half_up(value, chips):
    assert rounded_chips(value, 100) == chips


# ---------------------------------------------------------------- the race

def test_C18_race_hand_worked_three_two_one():
    # Odd 25-chips 3, 2 and 1 (together 150 = 1.5 chips of 100): two chips are raced.
    # Dealt round by round from seat 1: Ah Kd 2c | As Kh | 3d.
    race = chip_race([3, 2, 1], 25, 100, deck=Deck.from_text("Ah Kd 2c As Kh 3d"))
    assert race.to_race == 2 and race.odd_value == 150
    assert [(str(c.card), c.seat) for c in race.cards] == [("Ah", 0), ("Kd", 1), ("2c", 2), ("As", 0), ("Kh", 1),
                                                           ("3d", 0)]
    assert [str(c.card) for c in race.ranked] == ["As", "Ah", "Kh", "Kd", "3d", "2c"]
    assert race.won == (0, 1)  # As wins for seat 1; Ah is his too and counts no more; Kh wins for seat 2
    assert race.new_chips == (1, 1, 0) and race.protected == ()
    assert race.steps[1] == ("Offen gegeben wird im Uhrzeigersinn ab Sitz 1, eine Karte je übrigem Chip: "
                             "Spieler 1 (Sitz 1): Herz-Ass, Pik-Ass und Karo-Drei; Spieler 2 (Sitz 2): Karo-König "
                             "und Herz-König; Spieler 3 (Sitz 3): Kreuz-Zwei (C18).")
    assert race.steps[2] == "Die höchste Karte, Pik-Ass, gewinnt für Spieler 1 (Sitz 1) den ersten Chip zu 100 (C18)."
    assert race.steps[3].startswith("Herz-Ass von Spieler 1 (Sitz 1) zählt nicht")
    assert race.steps[4].startswith("Die nächsthöhere Karte, Herz-König, gewinnt für Spieler 2 (Sitz 2) den "
                                    "zweiten Chip zu 100")
    assert race.steps[-1] == ("Aus den übrigen kleinen Chips im Wert von 150 wurden 2 Chips zu 100 im Wert von "
                              "200: 50 mehr (C18).")


def test_C18_equal_rank_is_broken_by_suit_as_in_the_button_draw():
    race = chip_race([2, 1], 25, 100, deck=Deck.from_text("Kc Kd 2h"), names=["Anna", "Ben"])
    assert race.to_race == 1 and race.won == (1,)  # Karo-König beats Kreuz-König (D2)
    assert race.steps[2] == ("Die höchste Karte, Karo-König, gewinnt für Ben (Sitz 2) den ersten Chip zu 100 (C18).")
    race = chip_race([2, 1], 25, 100, deck=Deck.from_text("Ks Kd 2h"))
    assert race.won == (0,)  # Pik beats Karo


def test_C18_nobody_wins_more_than_one_chip():
    race = chip_race([3, 3], 25, 100, deck=Deck.from_text("Ah 2c As 3c Ad 4c"))
    assert race.to_race == 2 and race.won == (0, 1) and race.new_chips == (1, 1)  # 4c wins the second chip


def test_C18_a_player_with_only_odd_chips_is_not_raced_out():
    deck = Deck.from_text("Ah Kd 2c As Kh 3d")
    race = chip_race([3, 2, 1], 25, 100, deck=deck, stacks=[4000, 2050, 25], names=["Anna", "Ben", "Cem"])
    assert race.won == (0, 1) and race.protected == (2,) and race.new_chips == (1, 1, 1)
    assert ("Niemand scheidet durch das Chip Race aus: Cem (Sitz 3) hatte nur noch kleine Chips und hat keinen "
            "neuen bekommen, erhält aber einen Chip zu 100 (C18).") in race.steps
    assert race.steps[-1].endswith("3 Chips zu 100 im Wert von 300: 150 mehr (C18).")
    # a player with only odd chips who wins in the race gets that one chip, not two
    lucky = chip_race([3, 2, 1], 25, 100, deck=Deck.from_text("2h 3d Ac 4s 5s 6s"), stacks=[4000, 2050, 25])
    assert lucky.won == (2, 0) and lucky.protected == () and lucky.new_chips == (1, 0, 1)


def test_C18_too_few_odd_chips_to_race_one():
    race = chip_race([1, 0], 25, 100, seed=5)
    assert race.to_race == 0 and race.cards == () and race.won == () and race.new_chips == (0, 0)
    alone = chip_race([1, 0], 25, 100, seed=5, stacks=[25, 800])
    assert alone.new_chips == (1, 0) and alone.protected == (0,)


def test_C18_seed_fixes_the_cards():
    first = chip_race([3, 2, 1, 3], 25, 100, seed=11)
    assert first == chip_race([3, 2, 1, 3], 25, 100, seed=11)
    assert [c.card for c in first.cards] == list(Deck.shuffled(11).cards[:9])


def test_C18_colour_up_then_race():
    up = colour_up([7, 2, 5, 1], 25, 100, names=["Anna", "Ben", "Cem", "Dora"])
    race = up.race(deck=Deck.from_text("Ah Kd 2c 9s As Kh Qh"), stacks=[5000, 50, 1000, 25])
    # odd 3, 2, 1, 1 = 175 -> 2 chips; rounds: Ah Kd 2c 9s | As Kh | Qh
    assert race.to_race == 2 and race.won == (0, 1) and race.protected == (3,)
    assert race.new_chips == (1, 1, 0, 1)
    assert [e.new_chips + n for e, n in zip(up.exchanges, race.new_chips)] == [2, 1, 1, 1]


# ---------------------------------------------------------------- the variant without a race

def test_C18_variant_rounds_each_player():
    race = chip_race([3, 2, 1], 25, 100, race=False, names=["Anna", "Ben", "Cem"])
    assert race.cards == () and race.won == (0, 1) and race.new_chips == (1, 1, 0)
    assert ("Ohne Chip Race: Ben (Sitz 2) hat 2 Chips zu 25, zusammen 50, mindestens die Hälfte von 100, und "
            "bekommt dafür einen Chip zu 100 (C18).") in race.steps
    assert ("Ohne Chip Race: Cem (Sitz 3) hat 1 Chip zu 25, zusammen 25, weniger als die Hälfte von 100; die "
            "Chips werden entfernt (C18).") in race.steps
    saved = chip_race([3, 2, 1], 25, 100, race=False, stacks=[500, 500, 25])
    assert saved.new_chips == (1, 1, 1) and saved.protected == (2,)
    assert any(s.startswith("Niemand scheidet durch das Runden aus") for s in saved.steps)


# ---------------------------------------------------------------- bad input

@pytest.mark.parametrize("call, error, key, words", [
    (lambda: colour_up([1], 0, 100), ChipError, "bad_chip_value", "ganze Zahl ab 1"),
    (lambda: colour_up([1], 25, 110), ChipError, "bad_chip_value", "ganzes Vielfaches"),
    (lambda: colour_up([1], 100, 25), ChipError, "bad_chip_value", "größerer neuer Chip"),
    (lambda: colour_up([1], 25.0, 100), ChipError, "bad_chip_value", "alten Chip"),
    (lambda: colour_up("3 2", 25, 100), ChipError, "bad_chip_counts", "ein Text"),
    (lambda: colour_up([], 25, 100), ChipError, "bad_chip_counts", "1 bis 23 Spieler"),
    (lambda: colour_up([3, -1], 25, 100), ChipError, "bad_chip_counts", "Sitz 2"),
    (lambda: colour_up([3, 1], 25, 100, names=["Anna"]), ChipError, "bad_names", "2 verschiedene"),
    (lambda: chip_race([4], 25, 100), ChipError, "bad_chip_counts", "von 0 bis 3"),
    (lambda: chip_race([3, 1], 25, 100, stacks=[75]), ChipError, "bad_stacks", "ein Stack je Spieler"),
    (lambda: chip_race([3, 1], 25, 100, stacks=[50, 25]), ChipError, "bad_stacks", "mindestens so viel"),
    (lambda: chip_race([3], 25, 100, race="ja"), ChipError, "bad_variant", "Wahrheitswert"),
    (lambda: chip_race([3], 25, 100, seed=1, deck=Deck()), CardError, "deck_and_seed", "eines von beiden"),
    (lambda: chip_race([3], 25, 100, seed="x"), CardError, "bad_seed", "Startwert"),
    (lambda: chip_race([3, 2], 25, 100, deck=Deck.from_text("Ah Kd")), CardError, "deck_too_small",
     "5 Karten"),
    (lambda: chip_race([3], 25, 100, deck=Deck((Card.parse("Ah"),) * 3)), CardError, "bad_deck", "doppelte"),
    (lambda: chip_race([19] * 3, 5, 100), CardError, "deck_too_small", "57 Karten"),
], ids=lambda v: v if isinstance(v, str) and "_" in v else None)
def test_C18_bad_input_is_refused_in_german(call, error, key, words):
    with pytest.raises(error) as info:
        call()
    assert info.value.key == key
    assert words in info.value.message
    assert not PYTHON_WORDS.search(info.value.message), info.value.message


# ---------------------------------------------------------------- properties

RATIOS = st.sampled_from([(25, 100), (5, 25), (100, 500), (500, 1000), (1, 5)])


@settings(max_examples=200, deadline=None)
@given(RATIOS, st.lists(st.integers(0, 60), min_size=1, max_size=10))
def test_C18_property_colour_up_keeps_every_chip(values, counts):
    old, new = values
    result = colour_up(counts, old, new)
    for count, exchange in zip(counts, result.exchanges):
        assert count * old == exchange.new_chips * new + exchange.odd_chips * old
        assert 0 <= exchange.odd_chips * old < new
    assert all(step.endswith("(C18).") for step in result.steps)


@st.composite
def races(draw):
    old, new = draw(RATIOS)
    per = new // old
    n = draw(st.integers(1, 10))
    odd = draw(st.lists(st.integers(0, min(per - 1, 5)), min_size=n, max_size=n))
    only = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    stacks = [count * old if alone else count * old + new * draw(st.integers(1, 40)) for count, alone in zip(odd, only)]
    return old, new, odd, stacks


@settings(max_examples=200, deadline=None)
@given(races(), st.integers(0, 2**32 - 1), st.booleans())
def test_C18_property_chips_conserved_up_to_the_rounding(case, seed, with_race):
    old, new, odd, stacks = case
    race = chip_race(odd, old, new, seed=seed, stacks=stacks, race=with_race)
    assert all(c in (0, 1) for c in race.new_chips)  # at most one chip each
    assert all(race.new_chips[s] == 0 for s, count in enumerate(odd) if count == 0)
    if with_race:
        won = len(race.won)
        assert won == race.to_race == rounded_chips(race.odd_value, new)
        assert -new < 2 * (won * new - race.odd_value) <= new  # the total, to the nearest chip, a half up
        assert len(race.cards) == (sum(odd) if won else 0)
        best = {}
        for item in race.cards:
            best[item.seat] = max(best.get(item.seat, item.card), item.card)
        losers = [best[s] for s in best if s not in race.won]
        assert all(best[w] > card for w in race.won for card in losers)  # the highest cards won
    else:
        assert race.won == tuple(s for s, count in enumerate(odd) if count and 2 * count * old >= new)
    # nobody is raced out: whoever had only odd chips keeps at least one chip
    assert all(race.new_chips[s] == 1 for s, count in enumerate(odd) if count and stacks[s] == count * old)
    assert sum(race.new_chips) == len(race.won) + len(race.protected)
    assert all(step.endswith("(C18).") for step in race.steps)
    assert not any(PYTHON_WORDS.search(step) for step in race.steps)
