"""pokerkit (test dependency) configured to our rules, as an oracle for differential tests.

Seats: our engine numbers the players ``0..n-1`` clockwise with a ``button`` index; pokerkit
numbers them from the small blind (index 0) to the button (index n-1), heads-up from the big
blind (0) to the button/small blind (1). So pokerkit index ``j`` is our seat
``(button + 1 + j) % n`` in both cases.

Configuration to our rules (and why):
- Cards: no automatic dealing; the test gives pokerkit exactly the hole cards and board cards
  our deck dealt. Burn cards are burnt as unknown cards (``??``) so pokerkit's own deck never
  takes a card we deal later.
- Fixed limit: pokerkit's stock cap is 4 completions/bets/raises per street, and preflop the
  big blind does not count, i.e. 4 raises over the big blind. Our L4 is a bet and three raises
  with the big blind counting as the bet. :class:`OurCapFixedLimitTexasHoldem` sets the preflop
  street to 3 raises (flop, turn, river keep 4 = bet + 3 raises), which is exactly L4.
  pokerkit has no L6 (no cap when only two players are left); the tests say so where it matters.
- Pot limit: pokerkit has no pot-limit Texas hold'em class; :class:`PotLimitTexasHoldem` builds
  one from its own mixins. Its pot-sized raise is ``2 * highest bet - own bet + whole pot
  (bets included)`` = the standard reading of L2 (a raise as large as the pot after the call).
- Minimum bet = the big blind (W10), minimum raise = the last full bet/raise, at least the big
  blind (L1): pokerkit's ``min_bet`` is set to the big blind.
- Antes: dead money in the main pot (``ante_trimming_status=False``): never returned, not part
  of the side-pot levels (what the real WSOP hand histories use; pokerkit's docs recommend it for
  big-blind antes). With equal antes for everyone this only matters when a stack is smaller
  than the ante.
- Odd chips: pokerkit gives the whole remainder of a split to the first winner (lowest pokerkit
  index = first left of the button) and, after the showdown, merges neighbouring pots whose
  remaining players are the same before splitting; our P2/P3 split each pot on its own and hand
  the odd chips out one at a time clockwise from the button. The differential test allows exactly
  that difference (and says so).
- Remaining differences, each decided by a rule of ours (the differential test skips exactly
  these comparisons and counts them):
  * L4/L6: pokerkit has no L6 (no cap heads-up; a round capped with three players stays capped).
  * L8 in limit: our all-in of at least half a bet is a full raise (reopens, counts for the cap),
    a shorter one is not and the next raise completes to the last full level plus one bet;
    pokerkit treats every all-in raise alike.
  * L8 preflop in no limit and pot limit: the big blind counts as the bet of the round, so a
    player who only called it may not raise after an all-in of less than a full big blind more;
    pokerkit 0.7.7 still lets him raise there.
  * L8 after the flop in no limit and pot limit: a short all-in bet (less than the opening bet)
    does not reopen the betting for a player who checked; pokerkit 0.7.7 lets him raise.
  * C6: a big blind all-in for less than a full big blind: we make the others call the full big
    blind (the uncalled part goes back, A7); pokerkit asks only for what the big blind posted.
  * A2 with antes: a player with a short ante wins only that part of each ante (our ante
    levels); pokerkit's untrimmed antes are one dead main pot. Big-blind antes (C8) are dead
    money in both.
  * P2/P3: odd chips one at a time from the button's left, every pot split on its own (C9);
    pokerkit gives the remainder to the first winner and merges pots with equal players.
  * W9: after a fold leaves one player facing only all-in opponents, or preflop when the big
    blind still has his option (B5) and the last caller went all-in, pokerkit still asks him for
    a check; we end the round.
- Showdown: pokerkit's usual automation (show only when the hand can still win, then kill the
  other hands) is run by hand in :meth:`PokerkitHand.settle`, after reading the pots.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass

from pokerkit import (
    Automation,
    FixedLimitTexasHoldem,
    Mode,
    NoLimitTexasHoldem,
    State,
)
from pokerkit.games import PotLimitPokerMixin, TexasHoldemMixin, UnfixedLimitHoldem

AUTOMATIONS = (
    Automation.ANTE_POSTING,
    Automation.BET_COLLECTION,
    Automation.BLIND_OR_STRADDLE_POSTING,
)  # showdown, hand killing and paying by hand (settle()), so the pots can be read first


class PotLimitTexasHoldem(PotLimitPokerMixin, TexasHoldemMixin, UnfixedLimitHoldem):
    """Pot-limit Texas hold'em from pokerkit's own building blocks."""


class OurCapFixedLimitTexasHoldem(FixedLimitTexasHoldem):
    """Fixed limit with our L4 cap: preflop 3 raises over the big blind (the blind is the bet)."""

    def __init__(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        super().__init__(*args, **kwargs)
        preflop, *rest = self.streets
        self.streets = (dataclasses.replace(preflop, max_completion_betting_or_raising_count=3),
                        *rest)


@dataclass(frozen=True)
class Options:
    """What the player to act may do, in our terms (amounts are raise-TO totals of the round)."""

    actor: int | None
    fold: bool
    check: bool
    call: int | None  # chips to call, None if no call is possible
    raise_min: int | None  # None: no bet/raise possible
    raise_max: int | None


class PokerkitHand:
    """One hand in pokerkit, driven with our seat numbers."""

    def __init__(self, structure: str, stacks: Sequence[int], *, button: int, small_blind: int,
                 big_blind: int, ante: int = 0, big_blind_ante: bool = False,
                 small_bet: int | None = None, big_bet: int | None = None,
                 our_cap: bool = True) -> None:
        n = len(stacks)
        self.n = n
        self.button = button
        self.seat_of = [(button + 1 + j) % n for j in range(n)]
        self.index_of = {seat: j for j, seat in enumerate(self.seat_of)}
        pk_stacks = [stacks[seat] for seat in self.seat_of]
        # pokerkit's raw antes {1: x} = the big blind's seat (heads-up it swaps by itself).
        antes: object = ({1: ante} if ante else 0) if big_blind_ante else ante
        trimming = False  # antes are dead money in the main pot (see the module docstring)
        blinds = (small_blind, big_blind)
        common = dict(mode=Mode.TOURNAMENT)
        if structure == "no_limit":
            self.state: State = NoLimitTexasHoldem.create_state(
                AUTOMATIONS, trimming, antes, blinds, big_blind, pk_stacks, n, **common)
        elif structure == "pot_limit":
            self.state = PotLimitTexasHoldem(
                AUTOMATIONS, trimming, antes, blinds, big_blind, **common)(pk_stacks, n)
        elif structure == "fixed_limit":
            game = OurCapFixedLimitTexasHoldem if our_cap else FixedLimitTexasHoldem
            self.state = game(AUTOMATIONS, trimming, antes, blinds,
                              small_bet or big_blind, big_bet or 2 * (small_bet or big_blind),
                              **common)(pk_stacks, n)
        else:
            raise ValueError(structure)
        self._burn()

    # ---- dealing (the cards our engine dealt)
    def _burn(self) -> None:
        while self.state.can_burn_card("??"):
            self.state.burn_card("??")

    def deal_hole(self, seat: int, cards: str) -> None:
        self.state.deal_hole(cards, self.index_of[seat])
        self._burn()

    def deal_board(self, cards: str) -> None:
        self._burn()
        self.state.deal_board(cards)
        self._burn()

    @property
    def board_needed(self) -> int:
        """How many board cards pokerkit waits for now (0: none)."""
        self._burn()
        return self.state.board_dealing_count if self.state.can_deal_board() else 0

    # ---- betting
    @property
    def actor(self) -> int | None:
        index = self.state.actor_index
        return None if index is None else self.seat_of[index]

    def options(self) -> Options:
        s = self.state
        call = s.checking_or_calling_amount
        can_raise = s.can_complete_bet_or_raise_to()
        return Options(
            actor=self.actor,
            fold=s.can_fold(),
            check=call == 0,
            call=call if call else None,
            raise_min=s.min_completion_betting_or_raising_to_amount if can_raise else None,
            raise_max=s.max_completion_betting_or_raising_to_amount if can_raise else None,
        )

    def fold(self) -> None:
        self.state.fold()

    def check_call(self) -> None:
        self.state.check_or_call()

    def raise_to(self, amount: int) -> None:
        self.state.complete_bet_or_raise_to(amount)

    # ---- results
    @property
    def ready_to_settle(self) -> bool:
        """Betting and dealing are over: the showdown (or the fold win) is next."""
        s = self.state
        return s.can_show_or_muck_hole_cards() or s.can_kill_hand() or s.can_push_chips()

    def settle(self, board: str) -> list[tuple[int, frozenset[int]]]:
        """Showdown and payout (pokerkit's usual automation: show only when it can still win);
        ``board`` = all five board cards our engine dealt (pokerkit shows all-in hands before
        the rest of the board). Returns the pots (amount, eligible seats) as they were before
        the showdown."""
        pots = self.pots()
        s = self.state
        while s.status:
            needed = self.board_needed
            if needed:
                done = len(s.board_cards)
                self.deal_board(board[2 * done:2 * (done + needed)])
            elif s.can_show_or_muck_hole_cards():
                s.show_or_muck_hole_cards()
            elif s.can_kill_hand():
                s.kill_hand()
            elif s.can_push_chips():
                s.push_chips()
            elif s.can_pull_chips():
                s.pull_chips()
            else:
                break
        return pots

    @property
    def is_over(self) -> bool:
        return not self.state.status

    def stacks(self) -> list[int]:
        """Stacks by our seat numbers."""
        out = [0] * self.n
        for j, stack in enumerate(self.state.stacks):
            out[self.seat_of[j]] = stack
        return out

    def total_pot(self) -> int:
        return self.state.total_pot_amount

    def pots(self) -> list[tuple[int, frozenset[int]]]:
        """Main and side pots (amount, eligible seats); pokerkit merges pots with equal players."""
        return [(p.amount, frozenset(self.seat_of[j] for j in p.player_indices))
                for p in self.state.pots]


def merge_equal_pots(pots: Sequence[tuple[int, frozenset[int]]]) -> list[tuple[int, frozenset[int]]]:
    """Merge neighbouring pots with the same eligible players, as pokerkit does."""
    merged: list[tuple[int, frozenset[int]]] = []
    for amount, eligible in pots:
        if merged and merged[-1][1] == eligible:
            merged[-1] = (merged[-1][0] + amount, eligible)
        elif amount:
            merged.append((amount, eligible))
    return merged
