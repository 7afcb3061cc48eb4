"""The pot size and "pot" as a declaration (C13, L2).

In pot limit a player may ask for the size of the pot: :func:`pot_size` is what the dealer
works out for the player to act — the pot now, what the player must call, and the largest bet
or raise, as large as the pot after the call (L2), capped by the player's stack (then all-in).
"Pot" said in turn is a binding bet or raise of exactly that amount: :func:`declare_pot` gives
the :class:`~holdem.betting.Action` (as :func:`holdem.betting.raise_without_amount` does for
"raise" said without an amount, C2). In no limit, fixed and spread limit the dealer counts no pot
for the players: both refuse with a German message that says what the player may say instead.

Both read only what :class:`holdem.betting.BettingView` offers, so they answer for a
:class:`~holdem.hand.HandState`.

>>> from holdem.cards import Deck
>>> from holdem.hand import start_hand
>>> from holdem.rules import RuleSet
>>> state = start_hand(RuleSet.pot_limit(1, 2), [200, 200, 200], button=0, deck=Deck.shuffled(1))
>>> size = pot_size(state)
>>> (size.pot, size.call, size.to)
(3, 2, 7)
>>> declare_pot(state)
Action(kind=<ActionKind.RAISE: 'raise'>, amount=7, player=None)
"""

from __future__ import annotations

from dataclasses import dataclass

from holdem.betting import Action, ActionKind, BettingView, RaiseOption, raise_option
from holdem.errors import IllegalActionError
from holdem.narration.card_room import (
    pot_not_counted_message,
    pot_refused_message,
    pot_size_sentence,
)
from holdem.rules import Structure

__all__ = ["PotSize", "declare_pot", "pot_size"]


@dataclass(frozen=True, slots=True)
class PotSize:
    """The pot as the dealer counts it for the player to act in pot limit (C13, L2).

    ``pot``: every chip in the middle now (this round's bets included); ``call``: what the
    player must call; ``limit_to``: the pot-limit maximum to-amount, ``current bet + pot + call``
    (the raise is as large as the pot after the call, L2); ``to``: what "pot" means for the
    player — ``limit_to`` or, with fewer chips, all-in (``all_in``) — None when the player may
    not bet or raise at all (``key``/``reason`` say why)."""

    player: int
    name: str
    kind: ActionKind  # BET (nothing bet in this round) or RAISE
    pot: int
    call: int
    limit_to: int
    to: int | None
    all_in: bool
    key: str = ""
    reason: str = ""

    @property
    def pot_after_call(self) -> int:
        return self.pot + self.call

    @property
    def text(self) -> str:
        """What the dealer says, in German (C13)."""
        return pot_size_sentence(self.name, pot=self.pot, call=self.call, kind=self.kind.value,
                                 limit_to=self.limit_to, to=self.to, all_in=self.all_in, reason=self.reason)


def _to_act(state: BettingView) -> int:
    """The player to act, or a German error (nobody to act; not a hand state)."""
    try:
        player = state.to_act
    except AttributeError:
        raise IllegalActionError(f"{str(state)[:40]!r} ist kein Zustand einer Hand. Erlaubt: ein HandState, "
                                 "z. B. von start_hand(...).", key="bad_state") from None
    if player is None:
        raise IllegalActionError("Niemand ist am Zug; nach dem Pot fragen oder „Pot“ sagen kann nur der Spieler "
                                 "am Zug (C1, C13).", key="nobody_to_act")
    return player


def _not_pot_limit(state: BettingView, player: int, option: RaiseOption, *, asked: bool) -> IllegalActionError:
    structure = state.rules.structure
    owed = state.current_bet > state.bets[player]
    low, high = (option.min_to, option.max_to) if option.allowed else (None, None)
    return IllegalActionError(pot_not_counted_message(structure.german, asked=asked, kind=option.kind.value,
                                                      low=low, high=high, owed=owed), key="pot_not_counted")


def pot_size(state: BettingView) -> PotSize:
    """The pot as the dealer counts it for the player to act, who asks for it in pot limit (C13).

    In no limit, fixed and spread limit the dealer does not count the pot: IllegalActionError
    (``pot_not_counted``) with what the player may say instead."""
    player = _to_act(state)
    option = raise_option(state, player)
    if state.rules.structure is not Structure.POT_LIMIT:
        raise _not_pot_limit(state, player, option, asked=True)
    current = state.current_bet
    call = current - state.bets[player]
    pot = state.pot
    limit_to = current + pot + call
    name = state.name(player)
    if not option.allowed:
        return PotSize(player, name, option.kind, pot, call, limit_to, None, False, option.key, option.reason)
    to = option.max_to
    all_in = to < limit_to and to == state.bets[player] + state.stacks[player]
    return PotSize(player, name, option.kind, pot, call, limit_to, to, all_in)


def declare_pot(state: BettingView) -> Action:
    """"Pot" said in turn by the player to act: a binding bet or raise to the pot-limit maximum
    (C13, L2), all-in when the stack is smaller.

    Refused (IllegalActionError) in no limit, fixed and spread limit (``pot_not_counted``: "pot"
    names no amount there), and when the player may not bet or raise (the key of
    :func:`holdem.betting.raise_option`: e.g. ``round_closed``, ``stack_too_small``)."""
    player = _to_act(state)
    option = raise_option(state, player)
    if state.rules.structure is not Structure.POT_LIMIT:
        raise _not_pot_limit(state, player, option, asked=False)
    if not option.allowed:
        owed = state.current_bet > state.bets[player]
        raise IllegalActionError(pot_refused_message(state.name(player), option.reason, owed=owed), key=option.key)
    return Action(option.kind, option.max_to)
