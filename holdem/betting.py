"""Legal actions and their amounts in a betting round (W1–W10, L1–L8, B5, B6).

All amounts are **to-amounts**: the total a player has put in during the current betting round
after the action (like ``cbr N`` in PHH). ``LegalAction.call`` is the number of chips a call
adds (less than owed when the player goes all-in).

Sizes by structure, for the player to act (``current`` = the highest bet of the round,
``mine`` = his own bet, ``stack`` = chips behind, ``pot`` = every chip in the middle including
this round's bets, ``call = current - mine``):

* opening bet (nobody has bet in this round): at least the big blind (W10; variant small
  blind); fixed limit exactly the limit of the round (L3).
* raise: to at least ``current + increment``; increment = the largest bet or raise of this
  round, at least the big blind (L1; variant: one small blind); fixed limit exactly one limit
  (L3); spread limit at most one limit (L5).
* maximum: no limit the whole stack (L1); pot limit ``current + pot + call`` – the raise is as
  large as the pot after the call (L2); spread limit ``current + limit`` (L5).
* a player may always go all-in for less than the minimum (A1).

Who may raise at all:

* not with a stack no larger than the call (he can only call all-in);
* not when no other player still in the hand could put in more than the current bet (W9:
  all opponents all-in or covered);
* fixed/spread limit: not after a bet and ``raise_cap`` raises (L4; preflop the big blind is the
  bet); no cap while only two players are in the hand, i.e. have not folded – all-in players
  count as in the hand (L6) – but only when the round was heads-up before the cap was reached: a
  round capped with three or more players stays capped when a fold leaves two (L6). With
  ``rules.heads_up_uncapped`` False (a limit tournament, L6 tournament practice) the cap stays
  even heads-up.
* L8, fixed and spread limit: an all-in of at least half a bet (measured from the last full bet
  or raise) counts as a full bet or raise: it reopens the betting and counts towards the cap;
  less than half does neither. The next fixed-limit raise goes to the last full level plus one
  limit (after a short all-in bet of 1 in a 4-limit round: to 4, "completing" the bet).
* L8, no limit and pot limit: a player who already acted in this round may raise again only if
  the bet grew since his last action by at least the largest bet/raise increment of the round
  (W6; a short all-in does not reopen the betting; several short all-ins that add up to a full
  raise do, for the players who acted before them). Preflop the big blind counts as the bet of
  the round: a limper facing an all-in of less than a full big blind more may only call or fold.
  After the flop the threshold is at least the opening bet: a short all-in bet reopens nothing
  for a player who checked.
* C6: a big blind all-in for less than a full big blind still makes the others call the full
  big blind (the hand state's ``current_bet`` is the full big blind), and the smallest raise is a
  full big blind more.

Folding is offered only when a bet is open (with nothing to call, checking is free).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from holdem.amounts import LIMIT_TEXT, MAX_AMOUNT, amount_excerpt, too_large, too_large_text
from holdem.betting_view import BettingView, RaiseRecord  # re-exported: what the rules read of a hand
from holdem.checks import is_whole_number
from holdem.errors import IllegalActionError
from holdem.german import chips
from holdem.rules import MinBet, MinRaise, RuleSet, Structure

__all__ = [
    "Action", "ActionKind", "BettingView", "IllegalActionError", "LegalAction", "RaiseOption", "RaiseRecord",
    "check_action", "interpret_chip_push", "interpret_chips", "legal_actions", "raise_option", "raise_range",
    "raise_without_amount", "random_action", "reopen_threshold", "round_closed_for", "variant_raise_increment",
]


class ActionKind(Enum):
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"

    # Members are singletons compared by identity: hashing them by identity too keeps dict
    # look-ups in C (Enum's own hash goes through Python).
    __hash__ = object.__hash__

    @property
    def german(self) -> str:
        return _KIND_GERMAN[self]


_KIND_GERMAN = {
    ActionKind.FOLD: "Aussteigen (Fold)",
    ActionKind.CHECK: "Checken",
    ActionKind.CALL: "Mitgehen (Call)",
    ActionKind.BET: "Setzen (Bet)",
    ActionKind.RAISE: "Erhöhen (Raise)",
}


@dataclass(frozen=True, slots=True)
class Action:
    """One decision. ``amount`` (BET/RAISE) is the total to-amount in this round.

    ``player`` is optional; when given, the engine checks that it is this player's turn.
    """

    kind: ActionKind
    amount: int | None = None
    player: int | None = None

    def __post_init__(self) -> None:
        # Checked when made, so a wrong type never reaches the rules as a TypeError.
        if not isinstance(self.kind, ActionKind):
            raise IllegalActionError(f"Unbekannte Aktion {self.kind!r}. Erlaubt: "
                                     + ", ".join(f"ActionKind.{k.name}" for k in ActionKind) + " (W1).",
                                     key="unknown_action")
        amount = self.amount
        if type(amount) is int and -MAX_AMOUNT <= amount <= MAX_AMOUNT:
            pass  # the usual case: a plain int of chips, nothing to check or convert
        elif amount is not None:
            if too_large(self.amount):
                raise IllegalActionError(too_large_text("Der Betrag"), key="bad_amount")
            if not is_whole_number(self.amount):
                raise IllegalActionError(f"Der Betrag {self.amount!r} ist keine ganze Zahl von Chips. Erlaubt: "
                                         "eine ganze Zahl (der Gesamteinsatz der Runde nach der Aktion) oder "
                                         "kein Betrag.", key="bad_amount")
            object.__setattr__(self, "amount", int(self.amount))
        if self.player is not None:
            if not is_whole_number(self.player) or too_large(self.player):
                raise IllegalActionError(f"Der Spieler {amount_excerpt(self.player)} ist keine Spielernummer. Erlaubt: eine "
                                         "ganze Zahl ab 0 (0 = Spieler 1) oder keine Angabe.",
                                         key="unknown_player")
            object.__setattr__(self, "player", int(self.player))

    @classmethod
    def fold(cls, player: int | None = None) -> Action:
        return cls(ActionKind.FOLD, None, player)

    @classmethod
    def check(cls, player: int | None = None) -> Action:
        return cls(ActionKind.CHECK, None, player)

    @classmethod
    def call(cls, player: int | None = None) -> Action:
        return cls(ActionKind.CALL, None, player)

    @classmethod
    def bet(cls, to: int, player: int | None = None) -> Action:
        return cls(ActionKind.BET, to, player)

    @classmethod
    def raise_to(cls, to: int, player: int | None = None) -> Action:
        return cls(ActionKind.RAISE, to, player)

    def __str__(self) -> str:
        return self.kind.value if self.amount is None else f"{self.kind.value} {self.amount}"


@dataclass(frozen=True, slots=True)
class LegalAction:
    """One kind of action the player to act may take, with its to-amounts.

    FOLD/CHECK: no amounts. CALL: ``min_to == max_to`` = his bet after calling, ``call`` = the
    chips it adds. BET/RAISE: ``min_to``..``max_to`` (equal in fixed limit or when only an all-in
    is possible), ``call`` = None.
    """

    kind: ActionKind
    min_to: int | None = None
    max_to: int | None = None
    call: int | None = None


# Folding and checking have no amounts: one value each serves every state.
_FOLD = LegalAction(ActionKind.FOLD)
_CHECK = LegalAction(ActionKind.CHECK)
# Calls and raise ranges recur hand after hand: equal values are made once and shared, as _FOLD
# and _CHECK are (a frozen dataclass sets each field with object.__setattr__; a look-up is cheaper).
_legal_action = functools.lru_cache(maxsize=4096)(LegalAction)

# Enum members bound once: read at every decision, and in Python 3.11 a member read through
# its class (ActionKind.CALL) goes through the enum metaclass's __getattr__ hook, about ten
# times slower than a module global. The hand engine's modules refer to this comment.
_KIND_CALL, _KIND_BET, _KIND_RAISE = ActionKind.CALL, ActionKind.BET, ActionKind.RAISE
_NO_LIMIT, _POT_LIMIT, _FIXED_LIMIT = Structure.NO_LIMIT, Structure.POT_LIMIT, Structure.FIXED_LIMIT
_SPREAD_LIMIT, _RAISE_BY_SMALL_BLIND = Structure.SPREAD_LIMIT, MinRaise.SMALL_BLIND
_CAPPED_KEYS = frozenset(("raise_capped_heads_up", "raise_capped_tournament"))  # shown as raise_capped (L6)


@dataclass(frozen=True, slots=True)
class RaiseOption:
    """Whether the player to act may bet/raise and, if so, the range; else why not."""

    kind: ActionKind  # BET or RAISE
    allowed: bool
    min_to: int = 0
    max_to: int = 0
    key: str = ""  # why not (English key)
    reason: str = ""  # why not (German, with rule ID)


def _player_to_act(state: object) -> int | None:
    """The player to act of a hand state; a German error for anything that is not one."""
    try:
        return state.to_act  # type: ignore[attr-defined,no-any-return]
    except AttributeError:
        raise IllegalActionError(f"{amount_excerpt(state)} ist kein Zustand einer Hand. Erlaubt: ein HandState, "
                                 "z. B. von start_hand(...).", key="bad_state") from None


def variant_raise_increment(rules: RuleSet, round_index: int, straddle: int) -> int:
    """The smallest raise increment under the L1 variant "raise by a small blind": one small blind;
    before the flop of a straddled hand one straddle (C11 names no exception)."""
    return straddle if round_index == 0 and straddle > rules.small_blind else rules.small_blind


def reopen_threshold(rules: RuleSet, round_index: int, raise_size: int, level: int = 0, *,
                     straddle: int = 0) -> int:
    """No limit, pot limit: by how much the bet must have grown since a player's last action
    before he may raise again (W6, L8).

    The largest bet/raise increment of the round; preflop the big blind is the bet of the round,
    so there it is at least the big blind, also before anybody raised (a limper facing an all-in
    of only one chip more may only call). After the flop it is at least a full opening bet: a
    short all-in bet does not reopen the betting for a player who checked. Variant "raise by a
    small blind": one small blind. ``level`` is what the player had put in when he acted: a player
    who bet or called chips faces a raise, and a raise is at least the big blind (L1) even where
    bets may be smaller (W10 variant)."""
    floor = rules.big_blind if round_index == 0 or level > 0 else rules.opening_bet
    threshold = max(raise_size, floor)
    if rules.min_raise is MinRaise.SMALL_BLIND:
        threshold = min(threshold, variant_raise_increment(rules, round_index, straddle))
    return threshold


def round_closed_for(state: BettingView, player: int) -> bool:
    """The betting is closed for ``player``, who acted already in this round: the bet has not
    grown by a full raise since (W6, L8; in limit: no full bet or raise since, or an all-in of at
    least half of one)."""
    level = state.acted[player]
    if level is None:
        return False
    rules = state.rules
    if rules.structure.is_limit:
        return state.full_level <= level
    return state.current_bet - level < reopen_threshold(rules, state.round_index, state.raise_size, level,
                                                        straddle=state.straddle)


def raise_option(state: BettingView, player: int) -> RaiseOption:
    """Bet or raise for ``player`` (the one to act): allowed or not, and the to-amounts."""
    kind, low, high, key = raise_range(state, player)
    if key:
        reason = _not_allowed_reason(state, player, key)
        return RaiseOption(kind, False, key="raise_capped" if key in _CAPPED_KEYS else key, reason=reason)
    return RaiseOption(kind, True, low, high)


def _not_allowed_reason(state: BettingView, player: int, key: str) -> str:
    """Why ``player`` may not bet or raise (German, with the rule ID), for ``raise_range``'s key."""
    cap = state.rules.raise_cap
    if key == "stack_too_small":
        return f"mit {chips(state.stacks[player])} kann man nur noch mitgehen (all-in) oder aussteigen (A1)"
    if key == "opponents_all_in":
        return ("alle Gegner sind all-in oder können nicht mehr dagegenhalten; es bleibt nur Mitgehen "
                "oder Aussteigen (W9)")
    if key == "raise_capped":
        return f"die Runde ist gekappt: ein Einsatz und {cap} Erhöhungen sind erreicht (L4)"
    if key == "raise_capped_tournament":
        return (f"die Runde ist gekappt: ein Einsatz und {cap} Erhöhungen sind erreicht; im Turnier gilt der "
                "Cap auch zu zweit, ohne Grenze erst, wenn nur noch zwei Spieler im Turnier sind (L4, L6)")
    if key == "raise_capped_heads_up":
        return (f"die Runde ist gekappt: ein Einsatz und {cap} Erhöhungen waren erreicht, als noch mehr "
                "als zwei Spieler in der Hand waren; die Runde bleibt gekappt, auch zu zweit (L4, L6)")
    return ("seit der eigenen letzten Handlung gab es keine volle Erhöhung; die Runde ist damit "
            "geschlossen, möglich ist nur noch Mitgehen oder Aussteigen (W6, L8)")


def raise_range(state: BettingView, player: int) -> tuple[ActionKind, int, int, str]:
    """:func:`raise_option` as plain values, for the engine's own steps (asked at every
    decision, where a :class:`RaiseOption` and its German reason would only be thrown away):
    ``(kind, min_to, max_to, "")`` when ``player`` may bet or raise, else ``(kind, 0, 0, key)``
    with the English key of why not (``raise_capped_heads_up`` is ``raise_capped`` kept when
    only two players are left, ``raise_capped_tournament`` the cap a tournament keeps heads-up, L6)."""
    rules = state.rules
    bets = state.bets
    stacks = state.stacks
    current = state.current_bet
    mine = bets[player]
    stack = stacks[player]
    call = current - mine
    kind = _KIND_RAISE if current > 0 else _KIND_BET
    if stack <= call:
        return kind, 0, 0, "stack_too_small"
    folded = state.folded
    n = len(stacks)
    for other in range(n):
        if other != player and other not in folded and stacks[other] + bets[other] > current:
            break
    else:
        return kind, 0, 0, "opponents_all_in"
    structure = rules.structure
    is_limit = structure.is_limit
    if is_limit and rules.raise_cap is not None and state.raise_count >= 1 + rules.raise_cap:
        if n - len(folded) > 2:
            return kind, 0, 0, "raise_capped"
        if rules.heads_up_uncapped is False:  # L6, tournament practice: the cap stays heads-up
            return kind, 0, 0, "raise_capped_tournament"
        if state.capped:
            return kind, 0, 0, "raise_capped_heads_up"
    if state.acted[player] is not None and round_closed_for(state, player):
        return kind, 0, 0, "round_closed"
    limit = rules.limit_for_round(state.round_index) if is_limit else 0
    if current == 0:
        low = limit if structure is _FIXED_LIMIT else rules.opening_bet
    elif structure is _FIXED_LIMIT:
        # One limit above the last full bet/raise: after a short all-in this completes the bet (L8).
        low = state.full_level + limit
    elif rules.min_raise is _RAISE_BY_SMALL_BLIND:
        low = current + variant_raise_increment(rules, state.round_index, state.straddle)
    else:
        increment = rules.big_blind if rules.big_blind > state.raise_size else state.raise_size
        if structure is _SPREAD_LIMIT and increment > limit:
            increment = limit
        low = current + increment
    all_in = mine + stack
    if structure is _NO_LIMIT:
        high = all_in
    elif structure is _POT_LIMIT:
        high = current + state.pot + call
    elif structure is _FIXED_LIMIT:
        high = low
    else:
        high = current + limit
    if low > all_in:
        low = all_in
    if high > all_in:
        high = all_in
    if high < low:
        high = low
    return kind, low, high, ""


def legal_actions(state: BettingView,
                  known_range: tuple[ActionKind, int, int, str] | None = None) -> tuple[LegalAction, ...]:
    """Everything the player to act may do, in the order fold, check, call, bet/raise.

    ``known_range``: :func:`raise_range` for the player to act, when the caller has it already."""
    player = _player_to_act(state)
    if player is None:
        return ()
    mine = state.bets[player]
    owed = state.current_bet - mine
    kind, low, high, key = known_range or raise_range(state, player)
    if owed > 0:
        paid = owed if owed < state.stacks[player] else state.stacks[player]
        call = _legal_action(_KIND_CALL, mine + paid, mine + paid, paid)
        if key:
            return _FOLD, call
        return _FOLD, call, _legal_action(kind, low, high, None)
    if key:
        return (_CHECK,)
    return _CHECK, _legal_action(kind, low, high, None)


def _range_text(option: RaiseOption) -> str:
    if option.min_to == option.max_to:
        return f"genau {option.min_to}"
    return f"{option.min_to} bis {option.max_to}"


def check_action(state: BettingView, action: Action) -> int:
    """The player's bet after ``action`` (to-amount; fold: unchanged), or IllegalActionError.

    Expects ``state.to_act`` to be set (the caller checks turn and hand state).
    """
    player = state.to_act
    assert player is not None
    name = state.name(player)
    kind = action.kind
    mine = state.bets[player]
    current = state.current_bet
    owed = current - mine
    if kind is ActionKind.FOLD:
        if owed <= 0:
            raise IllegalActionError(
                f"{name} muss nicht aussteigen: es ist kein Einsatz offen, Checken kostet nichts. "
                "Erlaubt: Checken, Setzen (W2).", key="fold_without_bet")
        return mine
    if kind is ActionKind.CHECK:
        if owed > 0:
            raise IllegalActionError(
                f"{name} kann nicht checken: es {'ist' if owed == 1 else 'sind'} {chips(owed)} zu bezahlen. "
                "Erlaubt: Aussteigen, "
                f"Mitgehen{' oder Erhöhen' if raise_option(state, player).allowed else ''} (W2).",
                key="check_facing_bet")
        return mine
    if kind is ActionKind.CALL:
        if owed <= 0:
            raise IllegalActionError(
                f"{name} kann nicht mitgehen: es ist kein Einsatz offen. Erlaubt: Checken oder "
                "Setzen (W2).", key="nothing_to_call")
        to = mine + min(owed, state.stacks[player])
        if action.amount is not None and action.amount != to:
            raise IllegalActionError(
                f"Mitgehen bedeutet für {name} genau {to}, nicht {action.amount} (W1).",
                key="amount_out_of_range")
        return to
    if kind not in (ActionKind.BET, ActionKind.RAISE):
        raise IllegalActionError(f"Unbekannte Aktion {kind!r}. Erlaubt: "
                                 + ", ".join(k.german for k in ActionKind) + " (W1).", key="unknown_action")
    verb = "Setzen" if kind is ActionKind.BET else "Erhöhen"
    if kind is ActionKind.BET and current > 0:
        raise IllegalActionError(
            f"{name} kann nicht setzen: in dieser Runde liegt schon ein Einsatz von {current}. "
            "Erlaubt ist nur noch Aussteigen, Mitgehen oder Erhöhen (W2).", key="bet_facing_bet")
    if kind is ActionKind.RAISE and current == 0:
        raise IllegalActionError(
            f"{name} kann nicht erhöhen: in dieser Runde hat noch niemand gesetzt. Erlaubt: Checken "
            "oder Setzen (W2).", key="raise_without_bet")
    option = raise_option(state, player)
    if not option.allowed:
        allowed = "Aussteigen oder Mitgehen" if owed > 0 else "Checken"
        raise IllegalActionError(f"{verb} ist für {name} nicht erlaubt: {option.reason}. Erlaubt: {allowed}.",
                                 key=option.key)
    amount = action.amount
    if not is_whole_number(amount) or not option.min_to <= amount <= option.max_to:
        shown = "ohne Betrag" if amount is None else f"auf {amount}"
        structure = state.rules.structure
        too_small = amount is None or amount < option.min_to
        if kind is ActionKind.BET and too_small and structure is not Structure.FIXED_LIMIT:
            # An opening bet below the minimum breaks the minimum bet (W10), not a raise rule.
            raise IllegalActionError(
                f"{verb} {shown} ist nicht erlaubt: der erste Einsatz einer Runde ist mindestens so groß "
                f"wie der {'Small' if state.rules.min_bet is MinBet.SMALL_BLIND else 'Big'} Blind "
                f"({state.rules.opening_bet}), außer bei einem All-in; möglich ist {_range_text(option)} "
                "(W10).", key="amount_out_of_range")
        rule = {Structure.NO_LIMIT: "L1", Structure.POT_LIMIT: "L2", Structure.FIXED_LIMIT: "L3",
                Structure.SPREAD_LIMIT: "L5"}[structure]
        raise IllegalActionError(
            f"{verb} {shown} ist nicht erlaubt: möglich ist {_range_text(option)} "
            f"({structure.german}, {rule}).", key="amount_out_of_range")
    return amount


def random_action(state: BettingView, rng: random.Random) -> Action:
    """A uniformly chosen legal action kind with a random legal amount (for demos, tests and
    benchmarks). ``rng`` is a :class:`random.Random`. Amounts favour the ends of the range."""
    options = legal_actions(state)
    if not hasattr(rng, "randrange"):
        raise IllegalActionError(f"{str(rng)[:40]!r} ist kein Zufallsgenerator. Erlaubt: random.Random(...).",
                                 key="bad_rng")
    if not options:
        raise IllegalActionError("Niemand ist am Zug; es gibt keine Aktion.", key="nobody_to_act")
    choice = options[rng.randrange(len(options))]
    if choice.kind in (ActionKind.BET, ActionKind.RAISE):
        low, high = choice.min_to, choice.max_to
        pick = rng.random()
        if pick < 0.3:
            amount = low
        elif pick < 0.4:
            amount = high
        else:
            amount = rng.randint(low, high)  # type: ignore[arg-type]
        return Action(choice.kind, amount)
    return Action(choice.kind)


MAX_CHIPS_PUT_IN = 1_000  # chips put in at once: more than any stack on a table is made of


def interpret_chip_push(state: BettingView, chip_value: int, *, declared: Action | None = None,
                        said_raise: bool = False) -> Action:
    """What a single chip put in by the player to act means (C2).

    A declaration made in turn is binding (C2): ``declared`` is returned after the usual checks.
    Without a word, a single chip larger than what is owed is only a call when a bet or a blind
    is open; the big blind using his option before the flop checks with it; with nothing to call
    on a later round it is a bet of the chip's full value. ``said_raise``: the player said
    "raise" (or "bet") and put in the chip without naming an amount: the raise is the most that
    chip allows, its full value (at least a minimum raise, never more than the rules allow)."""
    player = _player_to_act(state)
    if player is None:
        raise IllegalActionError("Niemand ist am Zug; ein Chip in der Mitte bedeutet jetzt nichts (C1).",
                                 key="nobody_to_act")
    if not is_whole_number(chip_value) or not 0 < chip_value <= MAX_AMOUNT:
        raise IllegalActionError(f"Der Chipwert {amount_excerpt(chip_value)} ist keine positive ganze Zahl. Erlaubt: "
                                 f"der Wert eines Chips, z. B. 100, mit {LIMIT_TEXT}.", key="bad_amount")
    if said_raise is not True and said_raise is not False:
        raise IllegalActionError(f"Die Angabe, ob „Erhöhung“ gesagt wurde, ist {amount_excerpt(said_raise)}. Erlaubt: ja oder "
                                 "nein (True oder False, C2).", key="bad_option")
    if declared is not None:
        if not isinstance(declared, Action):
            raise IllegalActionError(f"{amount_excerpt(declared)} ist keine Ansage. Erlaubt: eine Action oder keine.",
                                     key="unknown_action")
        check_action(state, declared)
        return declared
    mine = state.bets[player]
    owed = state.current_bet - mine
    option = raise_option(state, player)
    if said_raise:
        if not option.allowed:
            raise IllegalActionError(f"Erhöhen geht hier nicht: {option.reason}. Erlaubt: "
                                     f"{'mitgehen oder aussteigen' if owed > 0 else 'checken'} (C2).",
                                     key=option.key)
        to = max(option.min_to, min(mine + int(chip_value), option.max_to))  # the chip's full value (C2)
        return Action(option.kind, to)
    if owed > 0:
        if chip_value < owed and chip_value < state.stacks[player]:
            raise IllegalActionError(f"Ein Chip von {chip_value} reicht nicht zum Mitgehen ({owed} offen). "
                                     "Erlaubt: mehr Chips nachlegen oder aussteigen (C2).", key="chip_too_small")
        return Action(ActionKind.CALL)  # C2: one oversized chip without a word is a call
    if not option.allowed or state.current_bet > 0:
        return Action(ActionKind.CHECK)  # C2: the big blind's option preflop: the chip is a check
    to = min(mine + int(chip_value), option.max_to)  # never more than the rules allow
    action = Action(ActionKind.BET, to)
    check_action(state, action)
    return action


def interpret_chips(state: BettingView, chip_values: Sequence[int], *,
                    declared: Action | None = None) -> Action:
    """What the chips put in without a word by the player to act mean (C2).

    One chip: :func:`interpret_chip_push`. Several chips facing a bet: if removing one chip (the
    smallest) would leave less than the call, they are a call; otherwise they are a raise only
    when they reach the call plus half of a full raise, and then at least a full raise (the
    minimum raise, or the chips' total if that is more); less is a call. With nothing to call
    they are a bet (or the big blind's raise) of their total. A declaration in turn is binding.
    Chips worth more than the player's stack count as the stack, as a single chip does: only the
    chips in front of a player play (C12)."""
    if isinstance(chip_values, (str, bytes)) or not isinstance(chip_values, (list, tuple)) or not chip_values \
            or len(chip_values) > MAX_CHIPS_PUT_IN or not all(is_whole_number(c) and 0 < c <= MAX_AMOUNT for c in chip_values):
        raise IllegalActionError(f"Die Chips {amount_excerpt(chip_values)} sind keine Liste von Chipwerten. Erlaubt: "
                                 f"ein bis {MAX_CHIPS_PUT_IN} positive ganze Zahlen mit {LIMIT_TEXT}, z. B. [25, 25, 5] "
                                 "(C2).", key="bad_amount")
    if len(chip_values) == 1 or declared is not None:
        return interpret_chip_push(state, sum(int(c) for c in chip_values), declared=declared)
    player = _player_to_act(state)
    if player is None:
        raise IllegalActionError("Niemand ist am Zug; Chips in der Mitte bedeuten jetzt nichts (C1).",
                                 key="nobody_to_act")
    stack = state.stacks[player]
    # C12: the stack is what plays; chips beyond it count as the stack (a single chip does the same).
    put_in = sum(int(c) for c in chip_values)
    total = min(put_in, stack)
    without_smallest = min(put_in - min(int(c) for c in chip_values), stack)
    mine = state.bets[player]
    owed = state.current_bet - mine
    option = raise_option(state, player)
    if owed > 0:
        if total < owed and total < stack:
            raise IllegalActionError(f"{total} Chips reichen nicht zum Mitgehen ({owed} offen). Erlaubt: mehr "
                                     "Chips nachlegen oder aussteigen (C2).", key="chip_too_small")
        if without_smallest < owed or not option.allowed:
            return Action(ActionKind.CALL)  # every chip is needed for the call: a call (C2)
        full_raise = option.min_to - state.current_bet
        if 2 * (total - owed) < full_raise and mine + total < option.min_to:
            return Action(ActionKind.CALL)  # less than half a raise over the call: a call (C2)
        to = min(max(mine + total, option.min_to), option.max_to)  # at least a full raise (C2)
        return Action(ActionKind.RAISE, to)
    if not option.allowed:
        return Action(ActionKind.CHECK)
    action = Action(ActionKind.BET if state.current_bet == 0 else ActionKind.RAISE,
                    min(mine + total, option.max_to))
    check_action(state, action)
    return action


def raise_without_amount(state: BettingView) -> Action:
    """The player to act says "raise" (or "bet") without an amount: the minimum raise (C2)."""
    player = _player_to_act(state)
    if player is None:
        raise IllegalActionError("Niemand ist am Zug; eine Ansage bedeutet jetzt nichts (C1).",
                                 key="nobody_to_act")
    option = raise_option(state, player)
    if not option.allowed:
        raise IllegalActionError(f"Erhöhen geht hier nicht: {option.reason}. Erlaubt: "
                                 f"{'mitgehen oder aussteigen' if state.current_bet > state.bets[player] else 'checken'}"
                                 " (C2).", key=option.key)
    return Action(option.kind, option.min_to)
