"""Endless drills made and checked by the engine: the exercises of the Werkstatt's "Üben", of the
rule exam (:mod:`holdem.exam`) and of the worksheets (:mod:`holdem.worksheet`).

A drill is fixed by four numbers and words: the series (``seed``, e.g. "Serie 17"), its place in
the series (``index``), the ``level`` (1–3) and the ``kind`` (or ``"mixed"``). The same four
give the same drill on every machine, so a teacher can give a class one series. Nothing is kept
here: whoever asks keeps score, and a check makes the drill again from its four values.

The kinds live in modules of their own (betting, card room, floor, pots, showdown, split pots);
:mod:`holdem.drills.model` says what a drill and a verdict are. A kind reads a learner's answer
with :mod:`holdem.user_input`; reading a request of the Werkstatt page is
:mod:`holdem.web.drills`' work.
"""

from __future__ import annotations

import random

from holdem.drills.betting import FIRST_TO_ACT, POT_LIMIT, RAISE_LIMITS
from holdem.drills.card_room import DEAD_HAND, STRADDLE
from holdem.drills.floor import BALANCING, CHIP_RACE
from holdem.drills.model import Drill, DrillKind, Verdict
from holdem.drills.pots import ODD_CHIP, SIDE_POTS
from holdem.drills.showdown import SHOWDOWN
from holdem.drills.split import SPLIT_POTS
from holdem.errors import InputError

__all__ = ["KINDS", "LEVELS", "MAX_INDEX", "MAX_SEED", "Drill", "DrillKind", "Verdict", "make_drill"]

KINDS: dict[str, DrillKind] = {k.key: k for k in (SIDE_POTS, FIRST_TO_ACT, RAISE_LIMITS, POT_LIMIT, SHOWDOWN,
                                                    ODD_CHIP, SPLIT_POTS, STRADDLE, DEAD_HAND, CHIP_RACE,
                                                    BALANCING)}
LEVELS = {1: "Einstieg", 2: "Fortgeschritten", 3: "Profi"}
MAX_SEED = 999_999
MAX_INDEX = 9_999


def make_drill(seed: int, index: int, level: int, kind: str = "mixed") -> Drill:
    """Drill ``index`` of series ``seed``; the same arguments give the same drill."""
    # A text seed: Python's random hashes it with SHA-512, the same on every machine and version.
    rng = random.Random(f"holdem-drill/{seed}/{index}/{level}/{kind}")
    if kind == "mixed":
        kinds = [k for k in KINDS.values() if level in k.levels]
        chosen = kinds[rng.randrange(len(kinds))]
    else:
        chosen = KINDS[kind]
        if level not in chosen.levels:
            levels = ", ".join(map(str, chosen.levels))
            raise InputError(f"„{chosen.title}“ gibt es nicht auf Stufe {level}. Erlaubt: Stufe {levels}.",
                               key="bad_level")
    return chosen.make(rng, level)
