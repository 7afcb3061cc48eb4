"""The engine plays exactly as before: every state field, legal action and event of many random
hands, written to a file once and compared with it after a change to the engine's speed.

    python benchmarks/same_hands.py --write /tmp/before.pickle   # before the change
    python benchmarks/same_hands.py --check /tmp/before.pickle   # after: exit 1 on a difference

The hands are those of ``tests/hand_fuzz.py`` (every structure and variant of the rules, custom
posts, short stacks) plus the benchmark's own (six players, no limit 1/2, stacks 200). For each
step the record holds every field of the state (the events by their rule, kind, player, amount,
cards, values and German sentence) and the legal actions.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import pickle
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from hand_fuzz import RAISES, random_posts, random_rules  # noqa: E402

from holdem.betting import Action  # noqa: E402
from holdem.cards import Deck  # noqa: E402
from holdem.hand import start_hand  # noqa: E402
from holdem.rules import RuleSet  # noqa: E402


def event_record(event: object) -> tuple[object, ...]:
    return (event.rule, event.kind.value, event.player, event.amount, event.cards,  # type: ignore[attr-defined]
            sorted((k, repr(v)) for k, v in event.values.items()), event.text)  # type: ignore[attr-defined]


def state_record(state: object) -> str:
    parts = []
    for field in dataclasses.fields(state):  # type: ignore[arg-type]
        value = getattr(state, field.name)
        if field.name == "events":
            value = [event_record(e) for e in value]
        elif isinstance(value, frozenset):
            value = sorted(value)
        parts.append((field.name, repr(value)))
    parts.append(("legal", repr(state.legal_actions()) if not state.is_over else ""))  # type: ignore[attr-defined]
    parts.append(("over", repr((state.is_over, state.final_stacks if state.is_over else None))))  # type: ignore[attr-defined]
    return repr(parts)


def play(seed: int) -> str:
    rng = random.Random(seed)
    if seed % 3 == 0:  # the benchmark's hand
        rules, n, button, posts, carried = RuleSet.no_limit(1, 2), 6, seed % 6, None, 0
        stacks = [200] * 6
    else:
        rules = random_rules(rng)
        n = rng.randint(2, 10)
        unit = rules.big_blind
        stacks = [rng.randint(1, 6 * unit) if rng.random() < 0.3 else rng.randint(10 * unit, 150 * unit)
                  for _ in range(n)]
        button = rng.randrange(n)
        posts = random_posts(rng, rules, n, button)
        carried = rng.choice([0, 0, 1, 2])
    state = start_hand(rules, stacks, button=button, deck=Deck.shuffled(seed), posts=posts, carried_in=carried)
    digest = hashlib.sha256(state_record(state).encode())
    while not state.is_over:
        options = state.legal_actions()
        choice = options[rng.randrange(len(options))]
        if choice.kind in RAISES:
            state = state.apply(Action(choice.kind, rng.randint(choice.min_to, choice.max_to)))
        else:
            state = state.apply(Action(choice.kind))
        digest.update(state_record(state).encode())
    return digest.hexdigest()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--write", type=Path)
    group.add_argument("--check", type=Path)
    parser.add_argument("--hands", type=int, default=1500)
    args = parser.parse_args()
    records = [play(seed) for seed in range(args.hands)]
    if args.write:
        args.write.write_bytes(pickle.dumps(records))
        print(f"{len(records)} Hände geschrieben")
        return 0
    before = pickle.loads(args.check.read_bytes())
    differ = [seed for seed, (a, b) in enumerate(zip(before, records)) if a != b]
    print(f"{len(records)} Hände verglichen, {len(differ)} verschieden" + (f": Seeds {differ[:10]}" if differ else ""))
    return 1 if differ else 0


if __name__ == "__main__":
    raise SystemExit(main())
