"""Review questions ("Heute wiederholen"): for a rule and a seed, a quiz question of the same kind
as the chapter's, with new numbers where the question allows it.

For many rules the chapter's question is a builder call with numbers (players, button, stacks,
amounts, cards); :data:`VARIABLE` draws those numbers from a seed and lets the builder ask the
engine for the answer, so a review is a fresh exercise and not the question the reader has
already seen. A rule whose questions have no numbers to vary (a procedure, a fixed comparison)
is reviewed with its chapter questions as they are. :func:`review_questions` gives either.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from functools import cache

from holdem.blinds import BlindSchedule
from holdem.errors import HoldemError
from holdem.quiz import builders as q
from holdem.quiz import practice as p
from holdem.quiz.chapters import CHAPTERS
from holdem.quiz.model import Question
from holdem.rake import Rake
from holdem.ranking import HandCategory
from holdem.rules import RuleSet

__all__ = ["VARIABLE", "chapter_questions", "numbers_of", "review_questions", "variant"]

RANKS = "23456789TJQKA"
SUITS = "cdhs"
COLOURS = ("weiß", "rot", "blau", "schwarz", "grün")
TRIES = 40  # seeds tried per wanted question (a draw may repeat the chapter's or not fit the builder)


def _cards(rng: random.Random, count: int) -> list[str]:
    return rng.sample([r + s for r in RANKS for s in SUITS], count)


def _blinds(rng: random.Random) -> RuleSet:
    small = rng.choice((1, 2, 5, 10, 25))
    return RuleSet(small_blind=small, big_blind=2 * small)


def _table(rng: random.Random, low: int = 3, high: int = 8) -> tuple[int, int]:
    n = rng.randint(low, high)
    return n, rng.randrange(n)


def _calls_to_small_blind(rng: random.Random) -> Question:
    rules = _blinds(rng)
    n, button = _table(rng)
    return q.call_amount([100 * rules.big_blind] * n, button, " ".join(["c"] * (n - 2)), rules=rules)


def _big_blind_option(rng: random.Random) -> Question:
    rules = _blinds(rng)
    n, button = _table(rng)
    return q.may_check([100 * rules.big_blind] * n, button, " ".join(["c"] * (n - 1)), rules=rules, rule="B5")


def _fixed_limit_small_blind_call(rng: random.Random) -> Question:
    rules = RuleSet.fixed_limit(rng.choice((2, 4, 6, 10, 20, 30, 50)))
    n, button = _table(rng)
    return q.call_amount([50 * rules.big_blind] * n, button, " ".join(["f"] * (n - 2)), rules=rules, rule="B6")


def _may_check(rng: random.Random) -> Question:
    rules = _blinds(rng)
    n, button = _table(rng)
    words = (f"r{rng.randint(2, 5) * rules.big_blind}" if rng.random() < 0.5
             else " ".join(["c"] * (n - 1) + ["x"]))
    return q.may_check([100 * rules.big_blind] * n, button, words, rules=rules, rule="W2")


def _fold_winner(rng: random.Random) -> Question:
    n, button = _table(rng)
    return q.fold_winner([100] * n, button, " ".join(["f"] * (n - 1)), also=("W8",))


def _short_all_in(rng: random.Random) -> Question:
    raise_to = rng.choice((6, 8, 10, 12))
    short = rng.randint(raise_to + 2, 3 * raise_to)
    return q.may_raise([100, short, 100], 0, f"r{raise_to} allin f", RuleSet(), rule="W9")


def _spread_limit_max(rng: random.Random) -> Question:
    low = rng.choice((2, 3, 4, 5, 10))
    rules = RuleSet.spread_limit(low, low * rng.choice((2, 3)), small_blind=1, big_blind=2)
    n, button = _table(rng, 3, 6)
    preflop = " ".join(["c"] * (n - 1) + ["x"])
    flop = " ".join(["x"] * n) if rng.random() < 0.5 else ""
    return q.max_bet([100] * n, button, f"{preflop} {flop}".strip(), rules)


def _heads_up_no_cap(rng: random.Random) -> Question:
    bet = rng.choice((2, 4, 5, 10))
    rules = RuleSet.fixed_limit(bet)
    raises = rng.randint(3, 6)
    words = " ".join(f"r{bet * (k + 2)}" for k in range(raises))
    return q.may_raise([100 * bet] * 2, rng.randrange(2), words, rules, rule="L6")


def _no_limit_no_cap(rng: random.Random) -> Question:
    step = rng.choice((4, 6, 8))
    raises = rng.randint(4, 7)
    words = " ".join(f"r{2 + step * (k + 1)}" for k in range(raises))
    return q.may_raise([400] * 4, rng.randrange(4), words, RuleSet(), rule="L7")


def _reopened(rng: random.Random) -> Question:
    raise_to = rng.choice((6, 8, 10, 12))
    short = rng.randint(raise_to + 2, 3 * raise_to)
    return q.may_raise([100, short, 100, 100], 0, f"r{raise_to} c allin c", RuleSet(), rule="L8")


def _contributions(rng: random.Random, players: int) -> dict[str, int]:
    return {name: 5 * rng.randint(2, 30) for name in q.names(players)}


def _pot_count(rng: random.Random) -> Question:
    return q.pot_count(_contributions(rng, rng.randint(2, 5)), rule="A5")


def _returned(rng: random.Random) -> Question:
    low = 5 * rng.randint(2, 20)
    return q.returned({"Anna": low, "Ben": low + 5 * rng.randint(1, 20)})


def _first_to_show(rng: random.Random) -> Question:
    n, button = _table(rng, 4, 7)
    contenders = sorted(rng.sample(range(n), rng.randint(2, min(4, n))))
    aggressor = rng.choice([None, *contenders])
    return q.first_to_show(n, button, contenders, aggressor)


def _rake(rng: random.Random) -> Question:
    rake = Rake(rng.choice((3, 4, 5, 10)), rng.choice((2, 3, 4, 5)), rng.choice((0, 10, 20)))
    return q.rake_amount(rake, 5 * rng.randint(1, 40))


def _several_chips(rng: random.Random) -> Question:
    bet = rng.choice((10, 20, 30, 40))
    chips = tuple(sorted((rng.choice((5, 10, 25)) for _ in range(rng.randint(2, 4))), reverse=True))
    if sum(chips) <= bet:  # exactly the bet or less: no question whether it is a raise
        raise ValueError("too few chips for the question")
    return p.several_chips(bet, chips)


def _short_big_blind(rng: random.Random) -> Question:
    small = rng.choice((1, 2, 5, 10))
    return p.short_big_blind(rng.randint(1, 2 * small - 1), small, 2 * small)


def _big_blind_ante(rng: random.Random) -> Question:
    small = rng.choice((25, 50, 100, 200, 500))
    return p.big_blind_ante(small, 2 * small, 2 * small, rng.randint(4, 9))


def _chip_value(rng: random.Random) -> Question:
    colours = rng.sample(COLOURS, rng.randint(2, 4))
    return q.chip_value({c: rng.randint(1, 9) for c in COLOURS if c in colours})


# Numbers, cards, hand categories and the button's player: what a review must change.
SITUATION = re.compile(r"\d+|\b[2-9TJQKA][cdhs]\b|\w+(?= hat den Button)|"
                       + "|".join(re.escape(c.german) for c in sorted(HandCategory, reverse=True)))
SCHEDULE = BlindSchedule.every(15, [(25, 50), (50, 100), (75, 150), (100, 200), (150, 300), (200, 400)])

# Rule ID -> a builder of a question on that rule with numbers from ``rng`` (the engine answers).
VARIABLE: dict[str, Callable[[random.Random], Question]] = {
    "G2": lambda rng: q.most_players(rng.choice((0, 2, 3, 4, 5, 6))),  # "1 Burn Cards" would read badly
    "G4": lambda rng: (lambda c: q.hole_cards_used(" ".join(c[:2]), " ".join(c[2:])))(_cards(rng, 7)),
    "G6": _chip_value,
    "D1": lambda rng: p.button_draw(" ".join(_cards(rng, rng.randint(3, 6)))),
    "D3": lambda rng: (lambda t: q.button_after(t[0], t[1], rng.randint(1, 9)))(_table(rng)),
    "B2": lambda rng: p.fixed_limit_small_blind(rng.choice((2, 4, 6, 8, 20, 30, 40, 50, 100))),
    "B4": _calls_to_small_blind,
    "B5": _big_blind_option,
    "B6": _fixed_limit_small_blind_call,
    "B11": lambda rng: p.online_buy_in(rng.choice((1, 2, 3, 4, 10, 15, 20, 25, 50))),
    "B12": lambda rng: q.blinds_at(SCHEDULE, rng.randint(0, 89)),
    "K1": lambda rng: q.first_card(*_table(rng, 2, 10)),
    "K5": lambda rng: q.unused(rng.randint(2, 9), 3),
    "W2": _may_check,
    "W7": _fold_winner,
    "W9": _short_all_in,
    "L5": _spread_limit_max,
    "L6": _heads_up_no_cap,
    "L7": _no_limit_no_cap,
    "L8": _reopened,
    "A5": _pot_count,
    "A7": _returned,
    "S2": _first_to_show,
    "R12": lambda rng: q.category_count(rng.choice(sorted(HandCategory))),
    "X1": _rake,
    "C2": _several_chips,
    "C5": lambda rng: p.misdeal(rng.randint(2, 9), rng.randint(0, 4)),
    "C6": _short_big_blind,
    "C8": _big_blind_ante,
}


def numbers_of(prompt: str) -> tuple[str, ...]:
    """What makes a question's situation: its numbers, cards and hand categories, who has the button."""
    return tuple(re.findall(SITUATION, prompt))


@cache
def chapter_questions() -> dict[str, tuple[Question, ...]]:
    """Rule ID -> the chapter quiz questions that name it, in reading order."""
    found: dict[str, list[Question]] = {}
    for chapter in CHAPTERS:
        for question in CHAPTERS[chapter]():
            for rule in question.rules:
                found.setdefault(rule, []).append(question)
    return {rule: tuple(questions) for rule, questions in found.items()}


def variant(rule: str, seed: int) -> Question | None:
    """The question on ``rule`` made from ``seed`` with new numbers; None when the rule's questions
    have none to vary, or when this seed's numbers do not make a question (the builder refused)."""
    builder = VARIABLE.get(rule)
    if builder is None:
        return None
    try:
        question = builder(random.Random(f"holdem-review/{rule}/{seed}"))
    except (HoldemError, ValueError):
        return None
    return question if rule in question.rules else None


def review_questions(rule: str, count: int) -> tuple[list[Question], bool]:
    """Up to ``count`` review questions on ``rule`` and whether their numbers are new.

    Varied: the numbers (cards, button) of each differ from each other's and from every chapter
    question's (the reader has seen those). Otherwise: the chapter questions that name the rule,
    as they are."""
    seen = {numbers_of(question.prompt) for question in chapter_questions().get(rule, ())}
    made: list[Question] = []
    if rule in VARIABLE:
        for seed in range(count * TRIES):
            question = variant(rule, seed)
            if question is not None and numbers_of(question.prompt) not in seen:
                seen.add(numbers_of(question.prompt))
                made.append(question)
                if len(made) == count:
                    break
    if made:
        return made, True
    return list(chapter_questions().get(rule, ()))[:count], False
