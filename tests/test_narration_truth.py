"""Every sentence says only what the state says (issue 29: N1–N5, N6's sentences, N7): random
hands (all structures, antes, custom posts, short stacks, rake) and random Table sessions with
antes that can take a whole stack; each event's sentence is checked against the state the step
left behind.

* amounts: a post names the chips really paid, or says that none were left (B1, B3, A1; N1);
  a pot won names its chips, never "0 Chips" (W7, S6; N6);
* who acts first: the player a W3/W4/H2/C11 sentence names is the one the hand asks next; at a
  table, the hand started from the set-up asks the player the table named, or nobody (W3; N2);
* the round's true reason for ending: "Alle haben gecheckt" only when nobody bet in the round,
  a bet that went back (A7) is said as such (W5; N3);
* numbers with their nouns: never "1 Chips", "1 Erhöhungen" (L4; N4);
* C6 names the short big blind with the own post (C6; N5);
* names are free text: a player's name stands in the sentence exactly as given (N7).

A sample runs in every test run (a few seconds); ``HOLDEM_TRUTH_HANDS=20000`` and
``HOLDEM_TRUTH_SESSIONS=500`` check more.
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Sequence

import pytest
from hand_fuzz import RAISES, random_posts, random_rules

from holdem.betting import Action
from holdem.blinds import Blinds
from holdem.cards import Deck
from holdem.events import Event
from holdem.german import chips
from holdem.hand import HandState, start_hand
from holdem.rules import RuleSet
from holdem.table import Table, TableError

HANDS = int(os.environ.get("HOLDEM_TRUTH_HANDS", "300"))
SESSIONS = int(os.environ.get("HOLDEM_TRUTH_SESSIONS", "25"))

# Free-text names as the Werkstatt and teacher mode allow them (N7): a colon, a bracket with a
# rule ID, a full stop, two spaces.
ODD_NAMES = ("a: b", "Kim (B3)", "Dr. Lee", "Jo  Ann", "(W5) Max", "Eva; C6")
ONE_PLURAL = re.compile(r"(?<![\d.,])1 (Chips|Erhöhungen|Karten|Pots|Runden)\b")
ZERO_CHIPS = re.compile(r"(?<![\d.,])0 Chips\b")
FIRST_TO_ACT = ("W3", "W4", "H2", "C11")


def check_grammar(event: Event, where: str) -> None:
    """N4 and N6: a count with its noun in the right number; no sentence about 0 chips."""
    text = event.text
    assert not ONE_PLURAL.search(text), f"{where}: {text}"
    assert not ZERO_CHIPS.search(text), f"{where}: {text}"


def check_names(event: Event, where: str) -> None:
    """N7: every name of the event stands in its sentence as given."""
    values = event.values
    for key in ("name", "first", "button", "big_blind", "small_blind", "last"):
        name = values.get(key)
        if isinstance(name, str):
            assert name in event.text, f"{where}: {key}={name!r} fehlt in {event.text!r}"
    for key in ("winners", "short", "others", "reopened", "shorts", "unshown", "missing"):
        names = values.get(key)
        if isinstance(names, tuple):
            for name in names:
                assert str(name) in event.text, f"{where}: {name!r} fehlt in {event.text!r}"


def check_post(event: Event, where: str) -> None:
    """N1: a post names what was paid; nothing paid is said as no chips left, all-in (A1)."""
    paid = event.values.get("paid")
    if not isinstance(paid, int) or event.values.get("sentence") == "table_ante":
        return
    if paid <= 0:
        assert "keine Chips mehr" in event.text and "all-in" in event.text, f"{where}: {event.text}"
    else:
        assert chips(paid) in event.text, f"{where}: {event.text}"


def check_short_big_blind(event: Event, earlier: Sequence[Event], where: str) -> None:
    """N5 (C6): the short big blinds are named, each with the own post (as the post events say)."""
    full = event.values["full"]
    own = {e.player: e.values["paid"] for e in earlier if e.kind == "post" and e.values.get("blind") == "big_blind"}
    short = {e.values["name"]: paid for e in earlier if e.kind == "post" and e.values.get("blind") == "big_blind"
             and (paid := own[e.player]) < full}  # type: ignore[operator]
    names = list(event.values["short"])  # type: ignore[call-overload]
    assert sorted(names) == sorted(short), f"{where}: {event.text} – kurz sind {short}"
    if len(names) == 1:
        paid = short[names[0]]
        said = (f"{names[0]} hat für den Big Blind keine Chips mehr" if not paid
                else f"{names[0]} ist mit dem Big Blind all-in, aber nur mit {chips(paid)}")  # type: ignore[arg-type]
        assert event.text.startswith(said), f"{where}: {event.text}"
    else:
        for name in names:
            paid = short[name]
            assert f"{name} {'mit ' + chips(paid) if paid else 'ohne Chips'}" in event.text, \
                f"{where}: {event.text}"  # type: ignore[arg-type]


def check_round_end(event: Event, earlier: Sequence[Event], where: str) -> None:
    """N3 (W5): the reason a betting round ended, as the events of the round show it."""
    street_start = max((i for i, e in enumerate(earlier) if e.kind in ("deal_board", "round_end")), default=-1)
    if earlier and earlier[-1].kind == "deal_board" and street_start == len(earlier) - 1:
        street_start = max((i for i, e in enumerate(earlier[:-1]) if e.kind in ("deal_board", "round_end")),
                           default=-1)
    this_round = earlier[street_start + 1:]
    preflop = event.values.get("street") == "Preflop"
    bets = [e for e in this_round if e.kind in ("bet", "raise", "call", "all_in")]
    text = event.text
    if text.startswith("Alle haben gecheckt"):
        assert not bets and not (preflop and any(e.kind == "post" and e.values.get("blind") in
                                                 ("small_blind", "big_blind", "straddle")
                                                 and (e.amount or 0) > 0 for e in this_round)), f"{where}: {text}"
        assert not (earlier and earlier[-1].kind == "return"), f"{where}: {text}"
    elif text.startswith("Niemand ist mitgegangen"):
        assert earlier and earlier[-1].kind == "return" and event.amount == 0, f"{where}: {text}"
    else:
        assert (event.amount or 0) > 0 and chips(event.amount or 0) in text, f"{where}: {text}"


def check_step(state: HandState, new: Sequence[Event], before: Sequence[Event], where: str) -> None:
    """The sentences one step added, against the state after it."""
    for index, event in enumerate(new):
        at = f"{where}, Ereignis {len(before) + index}"
        check_grammar(event, at)
        check_names(event, at)
        if event.kind == "post":
            check_post(event, at)
        elif event.kind == "round_end":
            check_round_end(event, [*before, *new[:index]], at)
        elif event.values.get("sentence") == "short_big_blind":
            check_short_big_blind(event, [*before, *new[:index]], at)
        elif event.kind in ("hand_end", "award") and event.amount:
            assert chips(event.amount) in event.text, f"{at}: {event.text}"
    asked = [e for e in new if e.kind == "to_act" and e.rule in FIRST_TO_ACT and "case" not in e.values]
    if asked and not state.is_over:
        assert asked[-1].player == state.to_act, f"{where}: {asked[-1].text} – am Zug ist {state.to_act}"


def play_checked(rng: random.Random, state: HandState, where: str) -> HandState:
    """Random legal actions to the end; ``state.events`` are the events of the last step."""
    history = list(state.events)
    check_step(state, state.events, [], where)
    while not state.is_over:
        options = state.legal_actions()
        choice = options[rng.randrange(len(options))]
        amount = None
        if choice.kind in RAISES:
            pick = rng.random()
            amount = choice.min_to if pick < 0.5 else rng.randint(choice.min_to, choice.max_to)  # type: ignore[arg-type]
        state = state.apply(Action(choice.kind, amount))
        check_step(state, state.events, history, where)
        history += state.events
    return state


def random_names(rng: random.Random, n: int) -> list[str] | None:
    if rng.random() < 0.5:
        return None
    pool = list(ODD_NAMES) + [f"Gast {i}" for i in range(n)]
    rng.shuffle(pool)
    return pool[:n]


def play_hand(seed: int) -> None:
    rng = random.Random(seed)
    rules = random_rules(rng)
    n = rng.randint(2, 9)
    unit = rules.big_blind
    stacks = [rng.randint(1, 4 * unit) if rng.random() < 0.35 else rng.randint(10 * unit, 80 * unit) for _ in range(n)]
    button = rng.randrange(n)
    posts = random_posts(rng, rules, n, button)
    state = start_hand(rules, stacks, button=button, deck=Deck.shuffled(seed), posts=posts,
                       names=random_names(rng, n))
    play_checked(rng, state, f"Hand {seed}")


def play_session(seed: int, hands: int = 6) -> None:
    rng = random.Random(seed)
    small = rng.choice([1, 1, 2, 5])
    blinds = Blinds(small, 2 * small, rng.choice([small, 2 * small, 1]))
    n = rng.randint(2, 7)
    stacks = [rng.randint(1, 3 * blinds.big) if rng.random() < 0.4 else rng.randint(20 * blinds.big, 60 * blinds.big)
              for _ in range(n)]
    names = random_names(rng, n) or [f"Spieler {i + 1}" for i in range(n)]
    table = Table.with_players(stacks, names=names, blinds=blinds).draw_for_button(seed=seed)
    rules = RuleSet.no_limit(blinds.small, blinds.big)
    for hand in range(hands):
        where = f"Sitzung {seed}, Hand {hand + 1}"
        try:
            setup = table.next_hand()
        except TableError as error:
            if error.key == "not_enough_players":
                return
            raise
        for event in setup.events:
            check_grammar(event, where)
            check_names(event, where)
            if event.kind == "post":  # N1: what the table says was paid is what the posts say
                seat_player = setup.player_at(event.player) if event.player is not None else None
                paid = sum(p.amount for p in setup.posts if p.player == seat_player and p.kind != "ante")
                assert (event.amount or 0) == paid, f"{where}: {event.text}"
                check_post(event, where)
        state = setup.start(rules, deck=Deck.shuffled(rng.randrange(2 ** 32)))
        named = [e for e in setup.events if e.kind == "to_act"]
        asked = [e for e in state.events if e.kind == "to_act" and "case" not in e.values]
        hand_first = asked[0].player if asked else None
        if named:  # N2: the player the table names is the one the hand asks first
            assert hand_first is not None and setup.seats[hand_first] == named[0].player, \
                f"{where}: Tisch: {named[0].text} – Hand: {[e.text for e in asked]}"
        else:
            assert hand_first is None, f"{where}: der Tisch nennt niemanden, die Hand fragt {asked[0].text}"
        state = play_checked(rng, state, where)
        table = setup.table.after_hand(state)


@pytest.mark.rule("W5")
def test_n_every_sentence_of_random_hands_says_what_the_state_says() -> None:
    """B1, W3, W5, L4, C6, W7, S6 (N1–N7): over random hands."""
    for seed in range(HANDS):
        play_hand(seed)


@pytest.mark.rule("W3")
def test_n_every_sentence_of_random_table_sessions_says_what_the_state_says() -> None:
    """B1, A1, W3 (N1, N2): the table's sentences against the hands started from them."""
    for seed in range(SESSIONS):
        play_session(seed)
