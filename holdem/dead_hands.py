"""Dead hands and protecting one's cards (C14).

A hand is dead — it can win nothing, its chips stay in the pot — once the player folds (or
declares a fold in turn: :meth:`HandState.apply` with a fold) or throws the cards into the muck.
Each player protects his own cards (a chip or a hand on them):

* :func:`dealer_mucks`: the dealer mucked a player's cards by mistake. Unprotected, the hand is
  dead (:meth:`HandState.kill_hand`): the player has no claim to the pot, but a bet or raise of
  his that nobody has called yet comes back. Protected, the dealer must not muck them: the floor
  retrieves the hand when both cards can be identified (:func:`cards_in_muck`).
* :func:`exposes_own_card`: a player who shows his own hole card keeps a live hand.
* :func:`cards_in_muck`: cards that touched the muck come back only if both are clearly
  identifiable; the floor decides.

Each returns a small frozen record with its data and a German ``text``; :func:`dealer_mucks`
also the next state of the hand.

>>> from holdem.cards import Deck
>>> from holdem.hand import Action, start_hand
>>> from holdem.rules import RuleSet
>>> state = start_hand(RuleSet.no_limit(1, 2), [100, 100, 100], button=0, deck=Deck.shuffled(3),
...                    names=["Anna", "Ben", "Carl"])
>>> state = state.apply(Action.raise_to(10))  # Anna raises, nobody has called yet
>>> ruling = dealer_mucks(state, 0, protected=False)
>>> (ruling.dead, ruling.returned, ruling.in_pot)
(True, 8, 2)
"""

from __future__ import annotations

from dataclasses import dataclass

from holdem.cards import Card, parse_cards
from holdem.checks import is_whole_number
from holdem.errors import CardError, HoldemError, IllegalActionError, excerpt
from holdem.german import cards_text, no_such_player
from holdem.hand import HandState, Street
from holdem.narration.card_room import dealer_muck_sentence, muck_retrieval_sentence, own_card_sentence

__all__ = ["DealerMuck", "MuckedCards", "OwnCardShown", "cards_in_muck", "dealer_mucks", "exposes_own_card"]


@dataclass(frozen=True, slots=True)
class DealerMuck:
    """The dealer mucked the cards of ``player`` by mistake (C14).

    ``state``: the hand afterwards (the same state when the cards were protected); ``dead``: the
    hand is dead; ``returned``: chips of a bet nobody called that went back to the player;
    ``in_pot``: the player's chips that stay in the pot; ``winner``/``won``: the one player left,
    who wins the pot at once (W7), and what he won — else None and 0."""

    player: int
    name: str
    protected: bool
    dead: bool
    returned: int
    in_pot: int
    winner: int | None
    won: int
    state: HandState

    @property
    def text(self) -> str:
        winner = self.state.name(self.winner) if self.winner is not None else None
        return dealer_muck_sentence(self.name, protected=self.protected, returned=self.returned,
                                    in_pot=self.in_pot, winner=winner, won=self.won)


@dataclass(frozen=True, slots=True)
class OwnCardShown:
    """``player`` showed an own hole card (``cards``: which, if known): the hand stays live (C14)."""

    player: int
    name: str
    cards: tuple[Card, ...]
    live: bool = True

    @property
    def text(self) -> str:
        return own_card_sentence(self.name, cards_text(self.cards))


@dataclass(frozen=True, slots=True)
class MuckedCards:
    """Cards that touched the muck: ``retrievable`` only when both are clearly identifiable; the
    floor decides (C14)."""

    identifiable: bool
    retrievable: bool
    name: str | None = None

    @property
    def text(self) -> str:
        return muck_retrieval_sentence(self.name, identifiable=self.identifiable)


def _check_state(state: object) -> HandState:
    if not isinstance(state, HandState):
        raise IllegalActionError(f"{excerpt(state)} ist kein Zustand einer Hand. Erlaubt: ein HandState, z. B. von "
                                 "start_hand(...).", key="bad_state")
    return state


def _live_player(state: HandState, player: object, what: str) -> int:
    """``player`` as the index of a player still in the hand, or a German error."""
    n = state.setup.n
    if not is_whole_number(player) or not 0 <= player < n:
        raise IllegalActionError(no_such_player(player, n), key="unknown_player")
    found = int(player)
    if state.is_over:
        raise IllegalActionError(f"Die Hand ist schon zu Ende; {what} ändert nichts mehr.", key="hand_over")
    if found in state.folded or found in state.mucked:
        live = [state.name(p) for p in state.in_hand if p not in state.mucked]
        raise IllegalActionError(f"{state.name(found)} ist nicht mehr in der Hand. Erlaubt: "
                                 f"{', '.join(live)} (C14).", key="not_in_hand")
    return found


def _check_flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise IllegalActionError(f"{what} {excerpt(value)} ist kein Wahrheitswert. Erlaubt: True oder False (C14).",
                                 key="bad_flag")
    return value


def dealer_mucks(state: HandState, player: int, *, protected: bool) -> DealerMuck:
    """The dealer mucked the cards of ``player`` (0-based) by mistake (C14).

    ``protected=False``: the hand is dead — out as after a fold, the chips stay in the pot, but
    the part of a bet or raise nobody has called yet goes back to the player; if only one player
    is left he wins the pot (W7). ``protected=True``: the dealer must not muck protected cards;
    the floor retrieves the hand when both cards are identifiable, and the state stays as it was.
    Chips are conserved; the given state is never changed."""
    state = _check_state(state)
    player = _live_player(state, player, "Karten in den Muck werfen")
    protected = _check_flag(protected, "Geschützt:")
    name = state.name(player)
    if protected:
        return DealerMuck(player, name, True, False, 0, state.contributed[player], None, 0, state)
    after = state.kill_hand(player)
    returned = state.contributed[player] - after.contributed[player]
    winner = None
    won = 0
    if after.is_over and after.result is not None and len(after.in_hand) == 1:
        winner = after.in_hand[0]
        won = after.result.payouts.get(winner, 0)
    return DealerMuck(player, name, False, True, returned, after.contributed[player], winner, won, after)


def exposes_own_card(state: HandState, player: int, cards: str | Card | None = None) -> OwnCardShown:
    """``player`` shows an own hole card (``cards``: one or both of them, if named): the hand
    stays live (C14). The state does not change."""
    state = _check_state(state)
    player = _live_player(state, player, "eine Karte zeigen")
    if state.street is Street.SHOWDOWN:
        raise IllegalActionError("Im Showdown werden die Karten ohnehin gezeigt (S1). Erlaubt: reveal() oder muck() "
                                 "(C14).", key="showdown")
    shown: tuple[Card, ...] = ()
    if cards is not None:
        try:
            shown = (cards,) if isinstance(cards, Card) else parse_cards(cards)
        except HoldemError as error:
            raise CardError(f"Gezeigte Karte: {error.message}", key=error.key) from None
        hole = state.holes[player]
        if not 1 <= len(shown) <= 2 or (hole is not None and not set(shown) <= set(hole)):
            own = f" ({cards_text(hole)})" if hole is not None else ""
            raise CardError(f"{cards_text(shown) or 'Keine Karte'} sind nicht die Hole Cards von {state.name(player)}. "
                            f"Erlaubt: eine oder beide eigenen Karten{own} oder keine Angabe (C14).",
                            key="not_own_card")
    return OwnCardShown(player, state.name(player), shown)


def cards_in_muck(identifiable: bool, *, name: str | None = None) -> MuckedCards:
    """Cards of ``name`` that touched the muck: they come back only if both are clearly
    identifiable (``identifiable``); the floor decides (C14)."""
    identifiable = _check_flag(identifiable, "Erkennbar:")
    if name is not None and (not isinstance(name, str) or not name.strip()):
        raise IllegalActionError(f"Der Name {excerpt(name)} ist kein Text. Erlaubt: ein Name wie „Ben“ oder keine "
                                 "Angabe (C14).", key="bad_name")
    return MuckedCards(identifiable, identifiable, name)
