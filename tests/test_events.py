"""Events as data: a kind from EventKind, the sentence built only when read."""

from __future__ import annotations

import pickle

import pytest

from holdem.betting import Action
from holdem.cards import Deck
from holdem.events import Event, EventKind
from holdem.hand import start_hand
from holdem.rules import RuleSet


def test_every_engine_event_has_a_kind_of_the_enum() -> None:
    state = start_hand(RuleSet.no_limit(1, 2), [100, 100, 100], button=0, deck=Deck.shuffled(11))
    seen = list(state.events)
    while not state.is_over:
        state = state.apply(state.check_or_call())
        seen += state.events
    assert all(isinstance(e.kind, EventKind) for e in seen)
    assert {"post", "deal_hole", "burn", "deal_board", "to_act", "call", "check", "round_end"} <= set(seen_kinds := {
        e.kind for e in seen}) and EventKind.SHOWDOWN in seen_kinds


@pytest.mark.rule("K1")
def test_the_sentence_is_built_when_first_read_and_kept() -> None:
    calls = []

    def sentence() -> str:
        calls.append(1)
        return "Anna bekommt Ah Kd (K1)."

    event = Event("K1", sentence, "deal_hole", 0)
    assert calls == []
    assert event.text == "Anna bekommt Ah Kd (K1)." and str(event) == event.text
    assert event.text and calls == [1]
    assert event == Event("K1", "Anna bekommt Ah Kd (K1).", "deal_hole", 0)
    assert pickle.loads(pickle.dumps(event)) == event


def test_dealt_cards_are_named_in_the_sentence() -> None:
    state = start_hand(RuleSet.no_limit(1, 2), [100, 100], button=0, deck=Deck.shuffled(3))
    dealt = [e for e in state.events if e.kind == EventKind.DEAL_HOLE]
    assert len(dealt) == 2
    for e in dealt:
        assert " ".join(str(c) for c in e.cards) in e.text and e.text.endswith("(K1).")
    after = state.apply(Action.call()).apply(Action.check())
    board = [e for e in after.events if e.kind == "deal_board"]
    assert board and board[0].text.startswith("Flop: ") and len(board[0].cards) == 3


def test_an_event_cannot_be_changed_and_its_kind_must_be_known() -> None:
    event = Event("W1", "Anna steigt aus (Fold) (W1).", "fold", 0)
    with pytest.raises(AttributeError):
        event.rule = "W2"  # type: ignore[misc]
    with pytest.raises(ValueError):
        Event("W1", "…", "kein_ereignis")


def _fuzzed_events(seeds: range) -> list[Event]:
    """Every event of random hands of every structure and variant (tests/hand_fuzz.py's rules,
    posts and stacks), step by step."""
    import random

    from hand_fuzz import RAISES, random_posts, random_rules

    seen: list[Event] = []
    for seed in seeds:
        rng = random.Random(seed)
        rules = random_rules(rng)
        n = rng.randint(2, 9)
        stacks = [rng.randint(1, 6 * rules.big_blind) if rng.random() < 0.3 else rng.randint(10, 150) * rules.big_blind
                  for _ in range(n)]
        button = rng.randrange(n)
        state = start_hand(rules, stacks, button=button, deck=Deck.shuffled(seed),
                           posts=random_posts(rng, rules, n, button), carried_in=rng.choice([0, 1]))
        seen += state.events
        while not state.is_over:
            choice = rng.choice(state.legal_actions())
            amount = rng.randint(choice.min_to, choice.max_to) if choice.kind in RAISES else None
            state = state.apply(Action(choice.kind, amount) if amount is not None else Action(choice.kind))
            seen += state.events
    return seen


def test_every_engine_event_carries_the_payload_its_sentence_names() -> None:
    """N7: each sentence of a hand names its payload (holdem.narration.values); the engine's events
    hold every key it requires and no key it does not know, so a renamed key fails here."""
    from holdem.narration.hand import HAND_SENTENCES
    from holdem.narration.hand_end import HAND_END_SENTENCES
    from holdem.narration.phh import PHH_SENTENCES
    from holdem.narration.showdown import SHOWDOWN_SENTENCES
    from holdem.narration.values import PAYLOADS

    typed = {*HAND_SENTENCES, *HAND_END_SENTENCES, *SHOWDOWN_SENTENCES, *PHH_SENTENCES}
    assert typed <= set(PAYLOADS), sorted(typed - set(PAYLOADS))
    checked: set[str] = set()
    for event in _fuzzed_events(range(300)):
        name = str(event.values.get("sentence", event.kind.value))
        if name not in PAYLOADS:
            continue  # a sentence of the table (holdem.narration.table)
        payload = PAYLOADS[name]
        keys = set(event.values)
        missing = payload.__required_keys__ - keys  # type: ignore[attr-defined]
        unknown = keys - payload.__required_keys__ - payload.__optional_keys__  # type: ignore[attr-defined]
        assert not missing and not unknown, (name, event.rule, sorted(missing), sorted(unknown))
        checked.add(name)
    # The random hands reach the sentences of every street and of the end of a hand.
    assert {"post", "burn", "deal_hole", "deal_board", "to_act", "fold", "check", "call", "bet_or_raise",
            "round_end", "showdown", "show", "award", "hand_end"} <= checked, sorted(checked)


def test_every_table_event_carries_the_payload_its_sentence_names(monkeypatch: pytest.MonkeyPatch) -> None:
    """N7: the table's events (seats, button, blinds, rebuys) name their payload in
    holdem.narration.values too; seeded sessions at a table hold every key each payload requires
    and none it does not know, and each sentence reads."""
    from table_sessions import play_session

    from holdem.narration.table import TABLE_SENTENCES
    from holdem.narration.values import PAYLOADS

    assert set(TABLE_SENTENCES) <= set(PAYLOADS), sorted(set(TABLE_SENTENCES) - set(PAYLOADS))
    made: list[Event] = []
    plain_init = Event.__init__

    def recording_init(self: Event, *args: object, **kwargs: object) -> None:
        plain_init(self, *args, **kwargs)  # type: ignore[arg-type]
        made.append(self)

    monkeypatch.setattr(Event, "__init__", recording_init)
    for seed in range(12):
        play_session(seed, hands=4)
    checked: set[str] = set()
    for event in made:
        name = str(event.values.get("sentence", event.kind.value))
        if name not in TABLE_SENTENCES:
            continue  # a sentence of the hand, checked above
        payload = PAYLOADS[name]
        keys = set(event.values)
        missing = payload.__required_keys__ - keys  # type: ignore[attr-defined]
        unknown = keys - payload.__required_keys__ - payload.__optional_keys__  # type: ignore[attr-defined]
        assert not missing and not unknown, (name, event.rule, sorted(missing), sorted(unknown))
        assert event.text.endswith(")."), event.text
        checked.add(name)
    assert {"button", "table_post", "sit_down", "busted", "missed_big"} <= checked, sorted(checked)


@pytest.mark.rule("B10")
def test_a_missing_table_value_is_an_error_and_not_a_silent_zero() -> None:
    """B10: a newcomer's seat without its stack is refused in German, not told as "0 Chips"."""
    from holdem.errors import HoldemError

    whole = {"name": "Dana", "seat": 3, "stack": 100, "started": False}
    assert Event("B11", None, "sit_down", 3, values=whole).text == "Dana setzt sich auf Sitz 4 mit 100 Chips (B11)."
    event = Event("B11", None, "sit_down", 3, values={k: v for k, v in whole.items() if k != "stack"})  # type: ignore[arg-type]
    with pytest.raises(HoldemError) as refused:
        _ = event.text
    assert refused.value.key == "missing_event_value" and "'stack'" in str(refused.value)


@pytest.mark.rule("B3")
def test_a_missing_value_is_an_error_and_not_a_silent_zero() -> None:
    """B3: a blind whose payload lacks the chips paid is refused with the engine's error in German,
    not told as "keine Chips mehr" (what a silent 0 would say)."""
    from holdem.errors import HoldemError

    whole = {"name": "Anna", "blind": "big_blind", "paid": 2, "asked": 2}
    assert Event("B1", None, "post", 0, 2, values=whole).text == "Anna setzt den Big Blind: 2 Chips (B3, B1)."
    event = Event("B1", None, "post", 0, 2, values={k: v for k, v in whole.items() if k != "paid"})
    with pytest.raises(HoldemError) as refused:
        _ = event.text
    assert refused.value.key == "missing_event_value" and "'paid'" in str(refused.value)
    assert "Erlaubt ist" in str(refused.value)


def test_the_kept_sentence_is_the_first_one_built() -> None:
    """K1: the sentence is built once when first read; an unpickled event keeps its finished text."""
    state = start_hand(RuleSet.no_limit(1, 2), [100, 100], button=0, deck=Deck.shuffled(5))
    event = next(e for e in state.events if e.kind == EventKind.DEAL_HOLE)
    assert event.text is event.text
    again = pickle.loads(pickle.dumps(event))
    assert again.text == event.text and again == event
    with pytest.raises(AttributeError):
        again.text = "anders"  # type: ignore[misc]
