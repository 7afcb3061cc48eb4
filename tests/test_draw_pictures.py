"""Pictures of the table, the dealing, the pots and a betting round: the drawn artists (found by
their gid) show what the engine says – no pixel comparisons."""

from __future__ import annotations

import math

import pytest
from matplotlib.colors import to_hex
from matplotlib.figure import Figure

from holdem.cards import Deck
from holdem.draw import (
    DrawError,
    draw_betting_round,
    draw_dealing,
    draw_pots,
    draw_seating,
    draw_table_state,
    draw_table_view,
    figure_to_png,
)
from holdem.draw._style import BACK
from holdem.draw.deck import dealing_order
from holdem.hand import Action, ActionKind, play, start_hand
from holdem.pots import PotLayout, build_pots, settle
from holdem.rules import RuleSet
from holdem.table import Table

CALL, CHECK, FOLD = Action(ActionKind.CALL), Action(ActionKind.CHECK), Action(ActionKind.FOLD)


def _bet(to: int) -> Action:
    return Action(ActionKind.BET, to)


def _raise(to: int) -> Action:
    return Action(ActionKind.RAISE, to)


def _all(fig: Figure, gid: str) -> list:
    return fig.findobj(lambda a: getattr(a, "get_gid", lambda: None)() == gid)


def _one(fig: Figure, gid: str):
    found = _all(fig, gid)
    assert found, f"nothing drawn with gid {gid!r}"
    return found[0]


def _texts(fig: Figure, gid: str) -> list[str]:
    return [a.get_text() for a in _all(fig, gid) if hasattr(a, "get_text")]


def _seat_centres(fig: Figure, n: int) -> list[tuple[float, float]]:
    centres = []
    for seat in range(n):
        box = [a for a in _all(fig, f"seat-{seat}") if hasattr(a, "get_width")]
        assert len(box) == 1
        b = box[0]
        centres.append((b.get_x() + b.get_width() / 2, b.get_y() + b.get_height() / 2))
    return centres


def _position(artist) -> tuple[float, float]:
    return artist.center if hasattr(artist, "center") else artist.get_position()


def _nearest_seat(fig: Figure, n: int, gid: str) -> int:
    x, y = _position(_one(fig, gid))
    centres = _seat_centres(fig, n)
    return min(range(n), key=lambda s: math.dist((x, y), centres[s]))


def _six_player_flop():
    """Six players, button 0: a raise preflop, then on the flop a bet and a raise; player 0 to act."""
    start = start_hand(RuleSet(), [200] * 6, button=0, deck=Deck.shuffled(7))
    history = play(start, [CALL, _raise(8), FOLD, CALL, FOLD, CALL, CALL, CHECK, _bet(20), _raise(60)])
    return history


# --------------------------------------------------------------------------- the table: seating


@pytest.mark.parametrize("n", range(2, 11))
def test_G2_one_seat_box_per_player_placed_clockwise(n: int) -> None:
    fig = draw_seating(n, 0)
    centres = _seat_centres(fig, n)
    assert len({c for c in centres}) == n
    assert _all(fig, f"seat-{n}") == []
    # Seat 0 at the bottom, then clockwise: the angle around the middle keeps falling.
    angles = [math.atan2(y, x) for x, y in centres]
    assert centres[0][1] == min(y for _, y in centres)
    turned = [(angles[0] - a) % (2 * math.pi) for a in angles]
    assert turned == sorted(turned) and len(set(turned)) == n


@pytest.mark.rule("D4")
@pytest.mark.parametrize("n", range(2, 11))
def test_D4_button_disc_lies_next_to_the_button_seat(n: int) -> None:
    for button in {0, n // 2, n - 1}:
        fig = draw_seating(n, button)
        assert _texts(fig, "button") == ["D"]
        assert _nearest_seat(fig, n, "button") == button


@pytest.mark.rule("B1")
@pytest.mark.parametrize("n, button", [(3, 0), (6, 2), (9, 8), (10, 5)])
def test_B1_blind_markers_left_of_the_button(n: int, button: int) -> None:
    fig = draw_seating(n, button, blinds=(1, 2))
    assert _nearest_seat(fig, n, "marker-SB") == (button + 1) % n
    assert _nearest_seat(fig, n, "marker-BB") == (button + 2) % n
    assert _texts(fig, f"bet-{(button + 1) % n}") == ["1"]
    assert _texts(fig, f"bet-{(button + 2) % n}") == ["2"]
    assert _texts(fig, "pot") == ["Pot: 3"]
    assert _texts(fig, f"position-{button}") == ["BTN"]
    assert _texts(fig, f"position-{(button + 1) % n}") == ["SB"]
    assert _texts(fig, f"position-{(button + 2) % n}") == ["BB"]


@pytest.mark.rule("H1")
def test_H1_heads_up_button_posts_the_small_blind() -> None:
    fig = draw_seating(2, 1, blinds=(5, 10))
    assert _nearest_seat(fig, 2, "marker-SB") == 1
    assert _nearest_seat(fig, 2, "button") == 1
    assert _nearest_seat(fig, 2, "marker-BB") == 0
    assert _texts(fig, "position-1") == ["BTN/SB"]
    assert _texts(fig, "bet-1") == ["5"] and _texts(fig, "bet-0") == ["10"]


@pytest.mark.rule("W3")
def test_W3_preflop_order_starts_left_of_the_big_blind_and_ends_with_it() -> None:
    fig = draw_seating(6, 0, order="preflop")
    numbers = {seat: _texts(fig, f"order-{seat}") for seat in range(6)}
    assert numbers[3] == ["1"]  # under the gun: left of the big blind (seat 2)
    assert numbers[2] == ["6"]
    assert sorted(int(v[0]) for v in numbers.values()) == list(range(1, 7))


@pytest.mark.rule("W4")
def test_W4_postflop_order_starts_left_of_the_button() -> None:
    fig = draw_seating(6, 4, order="postflop")
    assert _texts(fig, "order-5") == ["1"]
    assert _texts(fig, "order-4") == ["6"]


@pytest.mark.rule("H2")
def test_H2_heads_up_order_button_first_preflop_big_blind_first_after() -> None:
    assert _texts(draw_seating(2, 0, order="preflop"), "order-0") == ["1"]
    assert _texts(draw_seating(2, 0, order="postflop"), "order-1") == ["1"]


def test_seating_shows_given_names_and_stacks() -> None:
    fig = draw_seating(3, 1, names=["Anna", "Ben", "Cem"], stacks=[100, 250, 80])
    assert [_texts(fig, f"name-{s}") for s in range(3)] == [["Anna"], ["Ben"], ["Cem"]]
    assert [_texts(fig, f"stack-{s}") for s in range(3)] == [["Stack 100"], ["Stack 250"], ["Stack 80"]]


# --------------------------------------------------------------------------- the table: a hand


def test_hand_in_progress_shows_bets_pot_and_who_is_to_act() -> None:
    state = _six_player_flop()[-1]
    fig = draw_table_state(state)
    # the whole pot (everything that left the stacks), and how much of it still lies in front
    pot = 6 * 200 - sum(state.stacks)
    assert _texts(fig, "pot") == [f"Pot: {pot}"]
    assert _texts(fig, "pot-note") == ([f"davon {sum(state.bets)} noch vor den Spielern"] if sum(state.bets) else [])
    for p in range(6):
        assert _texts(fig, f"bet-{p}") == ([str(state.bets[p])] if state.bets[p] else [])
    assert _texts(fig, f"status-{state.to_act}") == ["am Zug"]
    for p in state.folded:
        assert _texts(fig, f"status-{p}") == ["ausgestiegen"]
        assert _all(fig, f"hole-{p}") == []  # folded cards are gone
    assert _texts(fig, "street") == ["Flop"]


@pytest.mark.rule("K3")
def test_K3_board_cards_in_the_middle() -> None:
    state = _six_player_flop()[-1]
    fig = draw_table_state(state)
    assert len(_all(fig, "board-card")) == len(state.board) == 3


@pytest.mark.rule("K2")
def test_K2_burned_cards_face_down_on_a_pile() -> None:
    history = _six_player_flop()
    for state, burned in ((history[0], 0), (history[-1], 1)):
        fig = draw_table_state(state)
        piles = _all(fig, "burn-card")
        assert len(piles) == len(state.burned) == burned
        assert all(to_hex(p.get_facecolor()) == to_hex(BACK) for p in piles)
    end = play(start_hand(RuleSet(), [50, 50, 50], button=0, deck=Deck.shuffled(3)), [_raise(50), CALL, CALL])[-1]
    fig = draw_table_state(end)
    assert len(_all(fig, "burn-card")) == 3
    assert _texts(fig, "burn-label") == ["Burn: 3"]


def test_hidden_hole_cards_are_face_down_until_the_showdown() -> None:
    state = _six_player_flop()[-1]
    fig = draw_table_state(state, show_cards=False)
    for p in state.in_hand:
        cards = [a for a in _all(fig, f"hole-{p}") if hasattr(a, "get_facecolor")]
        assert len(cards) == 2 and all(to_hex(c.get_facecolor()) == to_hex(BACK) for c in cards)
    shown = draw_table_state(state)
    p = state.in_hand[0]
    assert all(to_hex(c.get_facecolor()) == "#ffffff" for c in _all(shown, f"hole-{p}") if hasattr(c, "get_facecolor"))


@pytest.mark.rule("A1")
def test_A1_all_in_players_marked_and_winner_at_the_end() -> None:
    start = start_hand(RuleSet(), [50, 120, 300, 500], button=0, deck=Deck.shuffled(5))
    history = play(start, [_raise(500), CALL, CALL, CALL])
    middle = draw_table_state(history[2])  # the button called all-in, the small blind is to act
    assert _texts(middle, "status-0") == ["all-in"]
    end = history[-1]
    fig = draw_table_state(end)
    won = {p: sum(a.shares.get(p, 0) for a in end.result.awards) for p in range(4)}
    for p, chips in won.items():
        if chips:
            assert _texts(fig, f"status-{p}") == [f"gewinnt {chips}"]
            assert _texts(fig, f"stack-{p}") == [f"Stack {end.final_stacks[p]}"]


def test_D4_button_and_blinds_of_a_hand_in_progress() -> None:
    state = _six_player_flop()[0]
    fig = draw_table_state(state)
    assert _nearest_seat(fig, 6, "button") == state.button == 0
    assert _nearest_seat(fig, 6, "marker-SB") == 1
    assert _nearest_seat(fig, 6, "marker-BB") == 2


# --------------------------------------------------------------------------- the table between hands


def test_table_view_shows_empty_seats_and_the_next_button() -> None:
    table = Table.with_players([100, 80, 120, 60], names=["Anna", "Ben", "Cem", "Dora"], button=1)
    fig = draw_table_view(table)
    assert len(_seat_centres(fig, 10)) == 10
    assert [_texts(fig, f"name-{s}") for s in range(4)] == [["Anna"], ["Ben"], ["Cem"], ["Dora"]]
    assert all(_texts(fig, f"name-{s}") == ["frei"] for s in range(4, 10))
    assert _texts(fig, "position-0") == ["Sitz 1"]
    setup = table.next_hand()
    assert _nearest_seat(fig, 10, "button") == setup.button_seat
    assert _nearest_seat(fig, 10, "marker-SB") == setup.seats[setup.small_blind]
    assert _nearest_seat(fig, 10, "marker-BB") == setup.seats[setup.big_blind]
    assert _all(fig, "dead-button") == []


@pytest.mark.rule("D6")
def test_D6_dead_button_stays_on_the_empty_seat() -> None:
    table = Table.with_players([100] * 5, button=0)
    setup = table.next_hand()
    table = setup.table.after_hand(list(setup.stacks)).leave(1)  # the next button's player leaves
    fig = draw_table_view(table)
    assert _texts(fig, "name-1") == ["frei"]
    assert _nearest_seat(fig, 5, "button") == 1
    assert _texts(fig, "dead-button") == ["toter Button"]


# --------------------------------------------------------------------------- the dealing


@pytest.mark.rule("K1")
def test_K1_hole_cards_one_at_a_time_from_left_of_the_button() -> None:
    deck = Deck.shuffled(11)
    order, _ = dealing_order(deck, 4, 2)
    holes = [c for c in order if c.kind == "hole"]
    assert [c.player for c in holes] == [3, 0, 1, 2, 3, 0, 1, 2]
    assert [c.round for c in holes] == [1] * 4 + [2] * 4
    assert [c.card for c in order] == list(deck.cards[:len(order)])  # straight off the top
    fig = draw_dealing(deck, 4, 2)
    recipients = [[t.replace("\n", " ") for t in _texts(fig, f"recipient-{p}")] for p in (3, 0)]
    assert recipients == [["Spieler 4 SB"] * 2, ["Spieler 1 BB"] * 2]
    assert sorted(int(t) for t in _texts(fig, "deal-number")) == list(range(1, len(order) + 1))


@pytest.mark.rule("K2")
@pytest.mark.parametrize("variant, burns", [(False, 3), (True, 4)])
def test_K2_burn_cards_face_down_in_the_dealing(variant: bool, burns: int) -> None:
    deck = Deck.shuffled(4)
    fig = draw_dealing(deck, 3, 0, burn_before_hole_cards=variant)
    piles = _all(fig, "burn-card")
    assert len(piles) == burns
    assert all(to_hex(p.get_facecolor()) == to_hex(BACK) for p in piles)
    order, _ = dealing_order(deck, 3, 0, burn_before_hole_cards=variant)
    kinds = [c.kind for c in order]
    assert kinds[-8:] == ["burn", "flop", "flop", "flop", "burn", "turn", "burn", "river"]
    assert (kinds[0] == "burn") is variant


@pytest.mark.rule("K5")
@pytest.mark.parametrize("n", [2, 6, 10])
def test_K5_rest_of_the_deck_is_counted(n: int) -> None:
    fig = draw_dealing(Deck.shuffled(n), n, 0)
    assert _texts(fig, "rest-count") == [f"Rest: {52 - 2 * n - 5 - 3} Karten"]


# --------------------------------------------------------------------------- the pots

CONTRIBUTIONS = [50, 120, 300, 500, 20]  # three all-ins, the big stack is partly uncalled, seat 4 folded


def _bar_heights(fig: Figure, gid: str) -> list[float]:
    return [a.get_height() for a in _all(fig, gid) if hasattr(a, "get_height")]


@pytest.mark.rule("A4")
def test_A4_one_bar_piece_per_contributor_of_each_pot() -> None:
    layout = build_pots(CONTRIBUTIONS, folded=[4])
    assert len(layout.pots) == 3
    fig = draw_pots(layout)
    for i, pot in enumerate(layout.pots):
        drawn = {s for s in range(5) if _all(fig, f"pot-{i}-player-{s}")}
        assert drawn == set(pot.contributors)
        assert sum(h for s in drawn for h in _bar_heights(fig, f"pot-{i}-player-{s}")) == pot.amount
        assert str(pot.amount) in _texts(fig, f"pot-label-{i}")[0]
        assert _texts(fig, f"pot-label-{i}")[0].startswith(pot.name)
        assert _one(fig, f"level-{i}").get_ydata()[0] == pot.level


@pytest.mark.rule("A3")
def test_A3_side_pot_bar_names_only_the_players_who_covered_it() -> None:
    layout = build_pots(CONTRIBUTIONS, folded=[4])
    fig = draw_pots(layout, names=["Anna", "Ben", "Cem", "Dora", "Emil"])
    eligible = [_texts(fig, f"eligible-{i}")[0].replace("\n", " ") for i in range(3)]
    assert all(name in eligible[0] for name in ("Anna", "Ben", "Cem", "Dora"))
    assert "Anna" not in eligible[1] and all(name in eligible[1] for name in ("Ben", "Cem", "Dora"))
    assert "Ben" not in eligible[2] and "Cem" in eligible[2] and "Dora" in eligible[2]
    assert not any("Emil" in text for text in eligible)  # folded (W8)


@pytest.mark.rule("A2")
def test_A2_each_column_is_cut_at_the_all_in_levels() -> None:
    layout = build_pots(CONTRIBUTIONS, folded=[4])
    fig = draw_pots(layout)
    # Dora (500) put 50 into the main pot, 70 into side pot 1 and 180 into side pot 2
    assert [_bar_heights(fig, f"column-3-{i}") for i in range(3)] == [[50], [70], [180]]
    assert [_bar_heights(fig, f"column-0-{i}") for i in range(3)] == [[50], [], []]


@pytest.mark.rule("A7")
def test_A7_uncalled_chips_drawn_as_returned() -> None:
    fig = draw_pots(build_pots(CONTRIBUTIONS, folded=[4]))
    assert _bar_heights(fig, "returned-3") == [200]
    assert _texts(fig, "returned-label-3") == ["zurück\n200"]


@pytest.mark.rule("W8")
def test_W8_folded_chips_stay_in_the_main_pot() -> None:
    fig = draw_pots(build_pots(CONTRIBUTIONS, folded=[4]))
    assert _bar_heights(fig, "pot-0-player-4") == [20]


@pytest.mark.rule("P1")
def test_P1_winners_marked_per_pot_and_split_shown() -> None:
    award = settle(CONTRIBUTIONS, [4], {0: 9, 1: 5, 2: 7, 3: 7}, button=4)
    fig = draw_pots(award)
    assert _texts(fig, "winner-0") == ["★ Spieler 1"]
    for i in (1, 2):
        text = _texts(fig, f"winner-{i}")[0]
        pa = award.awards[i]
        assert "geteilt" in text
        assert all(f"Spieler {w + 1}: {pa.shares[w]}" in text for w in pa.winners)
    assert len([a for i in range(3) for a in _all(fig, f"winner-frame-{i}")]) == 3


def test_many_pots_are_drawn_as_rows_with_every_label() -> None:
    award = settle([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], [9], {i: i % 3 for i in range(9)}, button=0)
    fig = draw_pots(award)
    assert len(award.awards) == 9
    for i, pa in enumerate(award.awards):
        assert _texts(fig, f"pot-label-{i}")[0].startswith(f"{pa.pot.name}: {pa.pot.amount}")
        assert _texts(fig, f"winner-{i}")[0].startswith("★")


def test_pots_of_a_played_hand() -> None:
    start = start_hand(RuleSet(), [50, 120, 300, 500], button=0, deck=Deck.shuffled(5))
    end = play(start, [_raise(500), CALL, CALL, CALL])[-1]
    fig = draw_pots(end.result)
    assert len([i for i in range(len(end.result.awards)) if _texts(fig, f"winner-{i}")]) == len(end.result.awards)


# --------------------------------------------------------------------------- a betting round


@pytest.mark.rule("W1")
def test_W1_one_marker_per_action_with_player_and_amount() -> None:
    history = _six_player_flop()
    fig = draw_betting_round(history, "preflop")
    actions = [e for s in history[1:8] for e in s.events if e.kind in ("fold", "check", "call", "bet", "raise")]
    assert len(_all(fig, "action-marker")) == len(actions) == 7
    assert len(_all(fig, "post-marker")) == 2  # the blinds come first (B1)
    labels = _texts(fig, "step-label")
    assert labels[:2] == ["Small Blind\n1", "Big Blind\n2"]
    assert labels[3] == "erhöht\nauf 8"
    assert _texts(fig, "step-player")[3] == "Spieler 5"


@pytest.mark.rule("W5")
def test_W5_round_end_marker_and_the_pot_grows() -> None:
    history = _six_player_flop()
    fig = draw_betting_round(history, "preflop")
    assert len(_all(fig, "end-marker")) == 1
    pots = [int(t.split()[1]) for t in _texts(fig, "step-pot")]
    assert pots == sorted(pots)
    assert pots[-1] == history[7].pot  # everything in the middle when the flop comes
    flop = draw_betting_round(history, "flop")
    assert [t.replace("\n", " ") for t in _texts(flop, "step-label")] == ["checkt", "setzt 20", "erhöht auf 60"]
    assert _all(flop, "end-marker") == []  # the flop round is not over yet


@pytest.mark.rule("A7")
def test_A7_timeline_shows_the_uncalled_chips_going_back() -> None:
    start = start_hand(RuleSet(), [50, 120, 300, 500], button=0, deck=Deck.shuffled(5))
    history = play(start, [_raise(500), CALL, CALL, CALL])
    fig = draw_betting_round(history, "preflop")
    assert len(_all(fig, "return-marker")) == 1
    assert _texts(fig, "step-rule").count("(A7)") == 1
    assert int(_texts(fig, "step-pot")[-1].split()[1]) == 50 + 120 + 300 + 300


@pytest.mark.rule("W7")
def test_W7_everybody_folds_the_winner_ends_the_timeline() -> None:
    start = start_hand(RuleSet(), [100] * 3, button=0, deck=Deck.shuffled(2))
    history = play(start, [FOLD, FOLD])
    fig = draw_betting_round(history)
    assert len(_all(fig, "hand-end-marker")) == 1
    assert _texts(fig, "step-rule")[-1] == "(W7)"


# --------------------------------------------------------------------------- bad input and determinism


@pytest.mark.parametrize("call, key", [
    (lambda: draw_seating(11, 0), "bad_seat_count"),
    (lambda: draw_seating(1, 0), "bad_seat_count"),
    (lambda: draw_seating(6, 6), "bad_button"),
    (lambda: draw_seating(6, -1), "bad_button"),
    (lambda: draw_seating(3, 0, names=["A", "B"]), "bad_names"),
    (lambda: draw_seating(3, 0, stacks=[1, 2]), "bad_stacks"),
    (lambda: draw_seating(3, 0, blinds=(1, 0)), "bad_blinds"),
    (lambda: draw_seating(3, 0, order="river"), "bad_order"),
    (lambda: draw_dealing(Deck.shuffled(1), 11, 0), "bad_seat_count"),
    (lambda: draw_dealing("AhKh", 2, 0), "bad_deck"),
    (lambda: draw_dealing(Deck.shuffled(1), 4, 4), "bad_button"),
    (lambda: draw_pots(PotLayout((), {})), "no_contributions"),
    (lambda: draw_pots("pots"), "no_layout"),
    (lambda: draw_betting_round([]), "bad_history"),
    (lambda: draw_betting_round(_six_player_flop(), "showdown"), "bad_street"),
    (lambda: draw_betting_round(_six_player_flop()[:1], "flop"), "empty_round"),
])
def test_bad_input_raises_a_draw_error_in_german(call, key: str) -> None:
    with pytest.raises(DrawError) as info:
        call()
    assert info.value.key == key
    assert "erlaubt" in info.value.message.lower()


def test_too_many_players_for_the_table_picture() -> None:
    state = start_hand(RuleSet(), [100] * 11, button=0, deck=Deck.shuffled(1))
    with pytest.raises(DrawError):
        draw_table_state(state)


def test_pictures_are_deterministic() -> None:
    state = _six_player_flop()[-1]
    assert figure_to_png(draw_table_state(state)) == figure_to_png(draw_table_state(state))
    assert figure_to_png(draw_dealing(Deck.shuffled(9), 5, 1)) == figure_to_png(draw_dealing(Deck.shuffled(9), 5, 1))
