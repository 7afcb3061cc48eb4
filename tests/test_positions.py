"""Positions for one hand: blinds, labels, acting order (B1, H1–H3, W3, W4, G2)."""

import pytest

from holdem.positions import MAX_PLAYERS, SeatError, label_name, max_players, positions


@pytest.mark.parametrize(
    "n, button, sb, bb",
    [
        (6, 0, 1, 2),
        (6, 3, 4, 5),
        (6, 4, 5, 0),
        (6, 5, 0, 1),
        (3, 2, 0, 1),
        (10, 9, 0, 1),
        (9, 7, 8, 0),
    ],
)
def test_B1_small_blind_left_of_button_big_blind_next(n, button, sb, bb):
    pos = positions(n, button)
    assert (pos.small_blind, pos.big_blind) == (sb, bb)
    assert pos.labels[sb] == "SB" and pos.labels[bb] == "BB" and pos.labels[button] == "BTN"


@pytest.mark.parametrize(
    "n, button, first", [(6, 0, 3), (6, 3, 0), (6, 4, 1), (3, 0, 0), (4, 1, 0), (10, 9, 2)]
)
def test_W3_under_the_gun_left_of_big_blind_acts_first_preflop(n, button, first):
    pos = positions(n, button)
    assert pos.first_preflop == first
    assert pos.labels[first] == ("UTG" if n > 3 else "BTN")
    order = pos.order_preflop()
    assert order[0] == first and order[-1] == pos.big_blind  # the big blind closes (B5)
    assert sorted(order) == list(range(n))


@pytest.mark.parametrize("n, button, first", [(6, 0, 1), (6, 3, 4), (6, 5, 0), (3, 2, 0), (10, 4, 5)])
def test_W4_first_left_of_button_acts_first_after_the_flop(n, button, first):
    pos = positions(n, button)
    assert pos.first_postflop == first == pos.small_blind
    order = pos.order_postflop()
    assert order[0] == first and order[-1] == button
    assert [(order[i] + 1) % n for i in range(n - 1)] == order[1:]  # clockwise


@pytest.mark.parametrize("button", [0, 1])
def test_H1_heads_up_button_posts_small_blind(button):
    pos = positions(2, button)
    other = 1 - button
    assert pos.small_blind == button and pos.big_blind == other
    assert pos.labels == {button: "BTN/SB", other: "BB"}


@pytest.mark.parametrize("button", [0, 1])
def test_H2_heads_up_button_first_preflop_last_after_flop(button):
    pos = positions(2, button)
    assert pos.first_preflop == button and pos.order_preflop() == [button, 1 - button]
    assert pos.first_postflop == 1 - button and pos.order_postflop() == [1 - button, button]


@pytest.mark.parametrize("button", [0, 1])
def test_H3_without_the_heads_up_rule_one_player_would_act_first_in_all_four_rounds(button):
    # The ring rules of B1/W3/W4 applied blindly to two players:
    ring_sb = (button + 1) % 2
    ring_bb = (ring_sb + 1) % 2  # the button itself
    ring_first = {
        "preflop": (ring_bb + 1) % 2,
        "flop": (button + 1) % 2,
        "turn": (button + 1) % 2,
        "river": (button + 1) % 2,
    }
    assert len(set(ring_first.values())) == 1  # the same player first every time
    pos = positions(2, button)
    real_first = {
        "preflop": pos.first_preflop,
        "flop": pos.first_postflop,
        "turn": pos.first_postflop,
        "river": pos.first_postflop,
    }
    assert len(set(real_first.values())) == 2  # H1/H2: the first player changes after the flop
    assert real_first["preflop"] != real_first["flop"]


@pytest.mark.parametrize(
    "n, expected",
    [
        (3, ["BTN", "SB", "BB"]),
        (4, ["BTN", "SB", "BB", "UTG"]),
        (6, ["BTN", "SB", "BB", "UTG", "HJ", "CO"]),
        (9, ["BTN", "SB", "BB", "UTG", "UTG+1", "UTG+2", "MP", "HJ", "CO"]),
        (10, ["BTN", "SB", "BB", "UTG", "UTG+1", "UTG+2", "MP", "MP+1", "HJ", "CO"]),
    ],
)
def test_B1_labels_clockwise_from_the_button(n, expected):
    pos = positions(n, 0)
    assert [pos.labels[i] for i in range(n)] == expected


@pytest.mark.parametrize("n", range(2, MAX_PLAYERS + 1))
def test_G2_labels_are_unique_and_cover_every_seat(n):
    for button in (0, n - 1):
        pos = positions(n, button)
        assert sorted(pos.labels) == list(range(n))
        assert len(set(pos.labels.values())) == n


def test_G2_deck_limit_23_without_and_22_with_three_burn_cards():
    # 2 hole cards each + 5 board cards + burns must fit into 52 cards.
    assert max_players(0) == 23 and 2 * 23 + 5 <= 52 < 2 * 24 + 5
    assert max_players(3) == 22 and 2 * 22 + 5 + 3 <= 52 < 2 * 23 + 5 + 3
    assert max_players(4) == 21  # K2 variant: one more burn before the hole cards
    assert max_players() == 22 and MAX_PLAYERS == 23
    with pytest.raises(SeatError) as info:
        max_players(-1)
    assert info.value.key == "bad_burns"


@pytest.mark.parametrize(
    "n, key",
    [(1, "too_few_players"), (0, "too_few_players"), (24, "too_many_players"), (2.5, "bad_player_count")],
    ids=["G2-one", "G2-zero", "G2-24", "G2-not-int"],
)
def test_G2_player_count_outside_2_to_23_is_rejected(n, key):
    with pytest.raises(SeatError) as info:
        positions(n, 0)
    assert info.value.key == key
    assert "Spieler" in info.value.message


@pytest.mark.parametrize("button", [-1, 6, 7])
def test_G2_button_outside_the_seats_is_rejected(button):
    with pytest.raises(SeatError) as info:
        positions(6, button)
    assert info.value.key == "bad_button" and "0 bis 5" in info.value.message


def test_describe_names_blinds_and_first_players_in_german():
    text = positions(6, 3).describe()
    assert "Spieler 4 hat den Button" in text and "Spieler 5 setzt den Small Blind" in text
    assert "Spieler 6 den Big Blind" in text and "beginnt Spieler 1 links vom Big Blind" in text
    heads_up = positions(2, 1).describe(["Anna", "Ben"])
    assert "Ben hat den Button und setzt den Small Blind" in heads_up and "(H3)" in heads_up
    assert label_name("CO") == "Cutoff" and label_name("UTG+2") == "Under the Gun +2"
