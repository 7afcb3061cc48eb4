"""Random complete hands per second: our engine next to pokerkit, in the same run.

    python benchmarks/hands_per_second.py           # full sizes (well under a minute)
    python benchmarks/hands_per_second.py --quick   # tiny sizes (smoke test)

Each engine plays the same kind of hands: 6 players, no limit, blinds 1/2, stacks 200, cards
dealt from a shuffled deck, every decision a random legal action (fold, check/call, bet/raise
between the minimum and the maximum), to the end of the hand with showdown and payout. Our
engine chooses from ``legal_actions()``, pokerkit from its own ``can_*`` queries with full
automation (dealing, blinds, bet collection, showdown, chip pushing). Each figure is the median
of several repetitions, in CPU time of this process (``time.process_time``), so that other work
on the machine changes neither engine's figure. A hand of ours also makes the events of every
step; their German sentences are built when they are read (``Event.text``), which this
benchmark never does.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run from a checkout without installing

from holdem.betting import Action, ActionKind  # noqa: E402
from holdem.cards import Deck  # noqa: E402
from holdem.german import german_number  # noqa: E402
from holdem.hand import start_hand  # noqa: E402
from holdem.rules import RuleSet  # noqa: E402

PLAYERS = 6
STACK = 200


def our_hands(count: int, seed: int) -> int:
    rules = RuleSet.no_limit(1, 2)
    rng = random.Random(seed)
    decisions = 0
    for i in range(count):
        state = start_hand(rules, [STACK] * PLAYERS, button=i % PLAYERS,
                           deck=Deck.shuffled(rng.getrandbits(32)))
        while not state.is_over:
            legal = state.legal_actions()
            choice = rng.choice(legal)
            if choice.kind in (ActionKind.BET, ActionKind.RAISE):
                action = Action(choice.kind, rng.randint(choice.min_to, choice.max_to))
            else:
                action = Action(choice.kind)
            state = state.apply(action)
            decisions += 1
    return decisions


def pokerkit_hands(count: int, seed: int) -> int:
    from pokerkit import Automation, Mode, NoLimitTexasHoldem

    automations = (
        Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING, Automation.HOLE_DEALING, Automation.BOARD_DEALING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING,
    )
    rng = random.Random(seed)
    decisions = 0
    for _ in range(count):
        state = NoLimitTexasHoldem.create_state(automations, True, 0, (1, 2), 2,
                                                [STACK] * PLAYERS, PLAYERS, mode=Mode.TOURNAMENT)
        while state.status:
            options = []
            if state.can_fold():
                options.append("fold")
            if state.can_check_or_call():
                options.append("cc")
            if state.can_complete_bet_or_raise_to():
                options.append("cbr")
            choice = rng.choice(options)
            if choice == "fold":
                state.fold()
            elif choice == "cc":
                state.check_or_call()
            else:
                low = state.min_completion_betting_or_raising_to_amount
                high = state.max_completion_betting_or_raising_to_amount
                state.complete_bet_or_raise_to(rng.randint(low, high))
            decisions += 1
    return decisions


def measure(play: Callable[[int, int], int], hands: int, repeats: int) -> tuple[float, float]:
    """Median hands per second and decisions per hand over ``repeats`` runs."""
    rates, per_hand = [], []
    for r in range(repeats):
        start = time.process_time()
        decisions = play(hands, 1000 + r)
        elapsed = time.process_time() - start
        rates.append(hands / elapsed)
        per_hand.append(decisions / hands)
    return statistics.median(rates), statistics.median(per_hand)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="kleine Größen (Rauchtest)")
    args = parser.parse_args(argv)
    hands, repeats = (50, 3) if args.quick else (1000, 5)
    rows = [("holdem (unsere Engine)", *measure(our_hands, hands, repeats))]
    try:
        rows.append(("pokerkit 0.7.7", *measure(pokerkit_hands, hands, repeats)))
    except ImportError:
        rows.append(("pokerkit (nicht installiert)", float("nan"), float("nan")))
    base = rows[0][1]
    print(f"Zufällige ganze Hände pro Sekunde (No Limit, {PLAYERS} Spieler, {hands} Hände, "
          f"Median aus {repeats} Läufen)")
    print(f"| {'Engine':<28} | {'Hände/s':>10} | {'Entscheidungen/Hand':>19} | {'Verhältnis':>10} |")
    print(f"|{'-' * 30}|{'-' * 12}|{'-' * 21}|{'-' * 12}|")
    for name, rate, per_hand in rows:
        ratio = rate / base if base else float("nan")
        print(f"| {name:<28} | {german_number(rate):>10} | {german_number(per_hand, 1):>19} | "
              f"{german_number(ratio, 2):>10} |")
    peer = rows[1][1]
    if peer == peer:  # pokerkit measured (not NaN)
        multiple = base / peer
        print(f"holdem spielt {german_number(multiple, 1)}-mal so viele Hände pro Sekunde wie pokerkit "
              f"(Ziel des Projekts: mindestens 10-mal; {'erreicht' if multiple >= 10 else 'NICHT erreicht'}).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
