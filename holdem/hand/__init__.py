"""One hand from the blinds to the pot, as immutable states (B3–B6, H2, K1–K5, W1–W10, L1–L8, A1–A9, S1–S6).

Start with :func:`start_hand`; every :meth:`HandState.apply` returns a **new** state whose
``events`` say what this step did (each naming its rule ID, in German), and leaves the old state
untouched – a hand's history is simply the list of its states. A step the rules do not allow
raises :class:`IllegalActionError` (or :class:`SetupError` at the start) with a German message
and an English ``key``.

Players are the indices ``0..n-1`` clockwise of the players dealt in; ``button`` is the one who
acts last after the flop. Blinds and antes come from the :class:`~holdem.rules.RuleSet` (B1, H1)
unless ``posts`` lists them (missed blinds, dead money: dead money goes into the pot but is not a
bet of the player, B8/B9).

Two ways to deal:

* with a ``deck``: the cards come from its top in the order of the rules (K1 hole cards one at a
  time from the left of the button, K2 a burn card before flop, turn and river, K3 3+1+1 board
  cards); the deck order determines every card; ``burned`` records the burn cards;
* without a deck (``deck=None``, for replays): the state waits for :class:`DealHole` steps (one
  per player, ``cards=None`` for unknown cards) and a :class:`DealBoard` step per street
  (``awaiting_deal`` is True). Unknown hole cards are filled in with :meth:`HandState.reveal`;
  a player at the showdown may give up his unknown hand with :meth:`HandState.muck`.

A betting round ends when every player still able to act has acted and matched the highest
bet (W5) — or at once when the only player left to act faces nothing but all-in opponents and
owes nothing (W9: a check would change nothing, so nobody is asked for one); an uncalled part of
a bet goes back (A7; antes and dead money are no bets: they lie
in the main pot and never come back); when at most one player has chips left the
remaining cards are dealt without betting (A1); after the river the showdown follows (S1–S6)
and the pots are awarded with :mod:`holdem.pots` (A2–A6, P1–P3, X1): ``result`` is the
:class:`~holdem.pots.Award`, ``final_stacks`` the stacks after the hand.

See :mod:`holdem.betting` for the exact legal amounts (L8 in full, L6, C6).

The package has one module per idea; this module gathers their public names:
:mod:`holdem.hand.steps` (Street, DealHole, DealBoard, Post), :mod:`holdem.hand.setup` (what
stays the same during a hand), :mod:`holdem.hand.state` (HandState, its views and steps),
:mod:`holdem.hand.work` (the working copy of a step: paying, posting, dealing),
:mod:`holdem.hand.rounds` (the betting rounds), :mod:`holdem.hand.ending` (all-in showdown C4,
showdown, pots), :mod:`holdem.hand.forced` (the ante of a hand and who pays it, the standard
blinds, who may straddle: Ante, hand_ante, forced_posts, straddle_refusal …) and
:mod:`holdem.hand.start` (start_hand, play).
"""

from __future__ import annotations

from holdem.betting import Action, ActionKind, LegalAction
from holdem.errors import IllegalActionError, SetupError
from holdem.hand.forced import (
    Ante,
    forced_posts,
    hand_ante,
    rules_with_ante,
    straddle_amount,
    straddle_player,
    straddle_refusal,
    table_ante,
)
from holdem.hand.start import play, start_hand
from holdem.hand.state import HandState
from holdem.hand.steps import POST_KINDS, DealBoard, DealHole, Post, Street

__all__ = [
    "POST_KINDS",
    "Action",
    "Ante",
    "ActionKind",
    "DealBoard",
    "DealHole",
    "HandState",
    "IllegalActionError",
    "LegalAction",
    "Post",
    "SetupError",
    "Street",
    "forced_posts",
    "hand_ante",
    "play",
    "rules_with_ante",
    "start_hand",
    "straddle_amount",
    "straddle_player",
    "straddle_refusal",
    "table_ante",
]
