"""The first state of a hand (:func:`start_hand`: checks, blinds, antes, dead money, cards)
and :func:`play` (the states of a list of steps).

Part of the hand engine; import the public names from :mod:`holdem.hand`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import lru_cache

from holdem.amounts import MAX_AMOUNT, amount_excerpt, as_sequence, too_large, too_large_text
from holdem.betting import Action
from holdem.cards import Deck
from holdem.checks import is_whole_number
from holdem.errors import excerpt
from holdem.events import new_event
from holdem.german import default_names, german_list, player_name
from holdem.hand.ending import fold_win
from holdem.hand.forced import forced_posts, is_table_ante, straddle_amount, straddle_player, straddle_refusal
from holdem.hand.rounds import begin_round
from holdem.hand.setup import Setup
from holdem.hand.state import HandState
from holdem.hand.steps import POST_KINDS, DealBoard, DealHole, Post
from holdem.hand.work import HandWork
from holdem.positions import Positions, middle_labels, positions
from holdem.rules import RuleSet, SetupError, Structure

__all__ = ["play", "start_hand"]


def _moved_positions(pos: Positions, first_preflop: int, posts: Sequence[Post] | None) -> Positions:
    """Positions when under the gun is ``first_preflop`` (dead small blind): the big blind is the
    player right of him; the small blind is whoever posts one (else none: the label "SB" is left
    out and ``small_blind`` is the button, who has no blind to complete)."""
    n = pos.n_players
    big_blind = (first_preflop - 1) % n
    small = [p.player for p in posts or () if isinstance(p, Post) and p.kind == "small_blind"]
    small_blind = small[0] if small else pos.button
    labels = {pos.button: "BTN/SB" if small_blind == pos.button and small else "BTN", big_blind: "BB"}
    if small_blind != pos.button:
        labels[small_blind] = "SB"
    middle = []
    p = first_preflop
    while p not in labels:
        middle.append(p)
        p = (p + 1) % n
    for p, label in zip(middle, middle_labels(len(middle))):
        labels[p] = label
    return Positions(n_players=n, button=pos.button, small_blind=small_blind, big_blind=big_blind,
                     first_preflop=first_preflop, first_postflop=pos.first_postflop,
                     labels=dict(sorted(labels.items())))


@lru_cache(maxsize=512)
def _seating(n: int, button: int) -> tuple[Positions, tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """The positions of ``n`` players with the button at ``button`` and the orders of dealing
    (K1), acting preflop (W3) and after the flop (W4): the same for every hand at such a table,
    so worked out once (the values are never changed)."""
    pos = positions(n, button)
    return (pos, tuple((button + 1 + k) % n for k in range(n)), tuple(pos.order_preflop()),
            tuple(pos.order_postflop()))


def start_hand(rules: RuleSet, stacks: Sequence[int], *, button: int, deck: Deck | None = None,
               posts: Sequence[Post] | None = None, names: Sequence[str] | None = None,
               first_preflop: int | None = None, carried_in: int = 0, straddle: bool = False,
               absent: Sequence[int] = ()) -> HandState:
    """The first state of a hand: blinds (and antes) posted, cards dealt if a deck is given.

    ``posts=None``: antes from ``rules`` (every player, or only the big blind with
    ``big_blind_ante``), then the small blind left of the button and the big blind left of it
    (B1; heads-up the button posts the small blind, H1). Otherwise exactly the given posts, in
    the given order; the preflop acting order still follows the positions (W3, H2).

    ``first_preflop``: the player who acts first before the flop when that is not the positions'
    under the gun — with a dead small blind (dead-button rule, B9 variant) the big blind sits
    directly left of the button and under the gun is the player left of him (W3). The player
    right of ``first_preflop`` is then the big blind (acts last preflop, has the option B5).
    ``None``: from :func:`holdem.positions.positions`.

    ``carried_in``: chips the previous hand left in the pot (odd chips with the P2 variant
    ``OddChip.CARRY``); they lie in the main pot as dead money. Amounts may be any integral
    numbers (also numpy integers); bool, float and str are refused.

    ``straddle=True`` (C11, cash games in no limit and pot limit, three players or more): the player
    left of the big blind posts a straddle of twice the big blind after the blinds. With ``posts``
    given, a ``Post(player, amount, "straddle")`` among them does the same. The straddle is a live
    blind raise: before the flop the player left of the straddler acts first, the straddler last
    with the option (check or raise), and a raise is to at least twice the straddle.

    ``absent``: players (0-based) who are not at their seat when the deal ends (C16, tournaments):
    they post their blinds and antes and are dealt in, and their hands are dead before the first
    action; their chips stay in the pot.
    """
    if not isinstance(rules, RuleSet):
        raise SetupError(f"{rules!r} ist kein RuleSet. Erlaubt: holdem.rules.RuleSet(...).", key="bad_rules")
    items = as_sequence(stacks)
    if items is None:
        raise SetupError(f"Die Stacks {amount_excerpt(stacks)} sind keine Liste. Erlaubt: eine Liste positiver ganzer "
                         "Zahlen, ein Eintrag pro Spieler.", key="bad_stacks")
    stacks = items
    n = len(stacks)
    manual = deck is None
    limit = (52 - 5 - (0 if manual else rules.burns)) // 2
    if n < 2 or n > limit:
        raise SetupError(f"Mit {n} Spielern kann keine Hand gespielt werden: erlaubt sind 2 bis {limit} Spieler "
                         f"(jeder braucht 2 Karten, dazu 5 Boardkarten{'' if manual else ' und die Burn Cards'}, G2).",
                         key="bad_player_count")
    plain = True  # every stack a plain int already: nothing to convert
    for p, stack in enumerate(stacks):
        if type(stack) is int and 0 < stack <= MAX_AMOUNT:
            continue  # the usual case: a plain positive int of chips
        plain = False
        if too_large(stack):
            raise SetupError(too_large_text(f"Der Stack von {player_name(p)}"), key="bad_stacks")
        if not is_whole_number(stack) or stack <= 0:
            raise SetupError(f"Der Stack von {player_name(p)} ist {amount_excerpt(stack)}. Erlaubt sind nur positive ganze "
                             "Zahlen (Chips).", key="bad_stacks")
    stacks = list(stacks) if plain else [int(x) for x in stacks]
    if not is_whole_number(button) or not 0 <= button < n:
        raise SetupError(f"Der Button kann nicht bei {excerpt(button)} liegen. Erlaubt sind die Indizes 0 bis "
                         f"{n - 1} (Spieler 1 bis {n}).",
                         key="bad_button")
    button = int(button)
    if not is_whole_number(carried_in) or carried_in < 0 or too_large(carried_in):
        raise SetupError(f"Die Chips aus der letzten Hand, {amount_excerpt(carried_in)}, sind keine ganze Zahl ab 0. "
                         "Erlaubt: eine ganze Chipzahl ab 0 (P2).", key="bad_carry")
    if deck is not None:
        if not isinstance(deck, Deck):
            raise SetupError(f"{deck!r} ist kein Deck. Erlaubt: holdem.cards.Deck oder None.", key="bad_deck")
        need = 2 * n + 5 + rules.burns
        if len(deck) < need or not deck.all_different:
            raise SetupError(f"Das Deck hat {len(deck)} Karten{'' if deck.all_different else ' (mit doppelten)'}; "
                             f"für {n} Spieler braucht eine ganze Hand {need} verschiedene Karten (K5).",
                             key="bad_deck")
    if names is None:
        name_tuple = default_names(n)
    else:
        if isinstance(names, (str, bytes)) or not isinstance(names, Sequence):
            raise SetupError(f"Die Namen {excerpt(names)} sind keine Liste. Erlaubt: eine Liste mit einem Namen "
                             "pro Spieler, z. B. [\"Anna\", \"Ben\"].", key="bad_names")
        if not all(isinstance(x, str) for x in names):
            raise SetupError(f"Die Namen {excerpt(list(names))} enthalten etwas anderes als Text. Erlaubt: ein "
                             "Name (Text) pro Spieler.", key="bad_names")
        name_tuple = tuple(names)
        if not all(x.strip() for x in name_tuple):
            raise SetupError(f"Die Namen {excerpt(list(name_tuple))} enthalten einen leeren Namen. Erlaubt: ein "
                             "nicht leerer Name pro Spieler.", key="bad_names")
        if len(name_tuple) != n:
            raise SetupError(f"{len(name_tuple)} Namen für {n} Spieler. Erlaubt: genau ein Name pro Spieler.",
                             key="bad_names")
        twice = sorted({x for x in name_tuple if name_tuple.count(x) > 1})
        if twice:
            raise SetupError(f"Der Name {german_list(twice)} kommt mehrmals vor. Erlaubt: ein eigener Name für "
                             "jeden Spieler.", key="bad_names")
    pos, deal_order, preflop_order, postflop_order = _seating(n, button)
    if first_preflop is not None:
        if not is_whole_number(first_preflop) or not 0 <= first_preflop < n:
            raise SetupError(f"Der erste Spieler vor dem Flop kann nicht {first_preflop!r} sein. Erlaubt ist der "
                             f"Index eines Spielers der Hand: 0 bis {n - 1} (Spieler 1 bis {n}).",
                             key="bad_first_preflop")
        if first_preflop != pos.first_preflop:
            pos = _moved_positions(pos, first_preflop, posts)
    if posts is None:
        post_list = forced_posts(rules, n, pos.small_blind, pos.big_blind)
        blind_level = rules.big_blind
    else:
        if isinstance(posts, (str, bytes)) or not isinstance(posts, Sequence):
            raise SetupError(f"Die Zahlungen {excerpt(posts)} sind keine Liste. Erlaubt: eine Liste von "
                             "Post(...) oder None.", key="bad_post")
        post_list = list(posts)
        for post in post_list:
            if not isinstance(post, Post) or post.kind not in POST_KINDS or not is_whole_number(post.player) \
                    or not 0 <= post.player < n or not is_whole_number(post.amount) or post.amount <= 0 \
                    or not (post.rule is None or isinstance(post.rule, str)):
                raise SetupError(f"Ungültige Zahlung {excerpt(post)}. Erlaubt: Post(Spieler 0 bis {n - 1}, Betrag "
                                 f"größer 0, Art {', '.join(POST_KINDS)}).", key="bad_post")
        post_list = [Post(int(x.player), int(x.amount), x.kind, x.rule) for x in post_list]
        small = max((x.amount for x in post_list if x.kind == "small_blind"), default=0)
        # C6: a big blind who is all-in for less than the small blind is no bad post.
        paid = [0] * n
        for x in post_list:
            paid[x.player] += x.amount
        big = max((x.amount for x in post_list if x.kind == "big_blind" and paid[x.player] < stacks[x.player]),
                  default=0)
        if big and small > big:
            raise SetupError(f"Der Small Blind ({small}) ist größer als der Big Blind ({big}). Erlaubt: ein Small "
                             "Blind bis zur Höhe des Big Blinds (B1, B2).", key="bad_post")
        blind_level = max((x.amount for x in post_list if x.kind == "big_blind"), default=0)
    if straddle is not False and straddle is not True:
        raise SetupError(f"Die Angabe zum Straddle ist {excerpt(straddle)}. Erlaubt: ja oder nein (True oder False, "
                         "C11).", key="bad_straddle")
    if straddle and posts is not None:
        raise SetupError("Mit eigenen Zahlungen steht der Straddle unter ihnen: Post(Spieler, Betrag, \"straddle\") "
                         "statt straddle=True (C11).", key="bad_straddle")
    if straddle:
        post_list.append(Post(straddle_player(n, pos.big_blind), straddle_amount(rules.big_blind), "straddle"))
    straddles = [x for x in post_list if x.kind == "straddle"]
    option_player = pos.big_blind
    if straddles:
        straddler = _check_straddle(rules, pos, stacks, post_list, straddles, name_tuple)
        option_player, blind_level = straddler, straddles[0].amount
        pos = replace(pos, first_preflop=(straddler + 1) % n)
    absent_set = _check_absent(absent, n)
    if pos.first_preflop != preflop_order[0]:  # moved positions (first_preflop, straddle): their own orders
        preflop_order, postflop_order = tuple(pos.order_preflop()), tuple(pos.order_postflop())
    setup = Setup(rules, n, button, pos, name_tuple, manual, deal_order, preflop_order,
                  postflop_order, tuple(stacks), (0,) * n, (0,) * n, tuple(post_list),
                  blind_level, int(carried_in), option_player, straddles[0].amount if straddles else 0,
                  absent_set)
    # The state before any chip moves; every other field starts at its default.
    work = HandWork(HandState(setup, tuple(stacks), (0,) * n, (0,) * n, holes=(None,) * n, acted=(None,) * n,
                              deck=deck, awaiting_deal=manual))
    work.antes = [0] * n
    work.dead = [0] * n
    for post in post_list:
        work.post(post.player, post.amount, post.kind, post.rule, big_blind_ante=is_table_ante(rules, post))
    # Dead money and antes really paid (a short stack pays what it has, in the order of the
    # posts) are what the pots must know: never what was asked for.
    if any(work.dead) or any(work.antes):
        work.setup = setup = replace(setup, dead=tuple(work.dead), antes=tuple(work.antes))
    # C6: a big blind who went all-in for less (also when the post was capped to the stack
    # before, as a table does) still makes the others call the rules' full big blind.
    if any(x.kind == "big_blind" and work.stacks[x.player] == 0 for x in post_list) \
            and rules.big_blind > setup.blind_level:
        work.setup = setup = replace(setup, blind_level=rules.big_blind)
    del work.dead, work.antes  # the start's own helpers: the state holds its fields only
    work.current_bet = max(work.bets)
    if not manual:
        work.deal_holes()
    if absent_set:
        # C16: dealt in and blinded off, but the hand is dead before anybody acts.
        work.folded = work.folded | absent_set
        for p in sorted(absent_set):
            work.events.append(new_event("C16", "fold", p, values={
                "sentence": "absent", "name": work.name(p), "in_pot": work.contributed[p]}))
    if not manual:
        if len(absent_set) == n - 1:
            fold_win(work)  # everyone else is away: the one player at the table wins the blinds
        else:
            begin_round(work)
    return HandState.from_work(work)


def _check_straddle(rules: RuleSet, pos: Positions, stacks: Sequence[int], posts: Sequence[Post],
                    straddles: Sequence[Post], names: Sequence[str]) -> int:
    """C11: one straddle of twice the big blind by the player left of the big blind, with three
    players or more, in no limit or pot limit, covered by his stack. Returns the straddler.
    Who may straddle and whether his stack covers it: :func:`holdem.hand.forced.straddle_refusal`,
    the same answer a table gives before the hand starts."""
    n = pos.n_players
    if len(straddles) > 1:
        raise SetupError(f"{len(straddles)} Straddles in einer Hand. Erlaubt ist höchstens einer (C11).",
                         key="bad_straddle")
    post = straddles[0]
    asked = sum(x.amount for x in posts if x.player == post.player)
    refusal = straddle_refusal(n, pos.big_blind, post.player, stacks[post.player], asked)
    if refusal == "three":
        raise SetupError("Heads-up gibt es keinen Straddle. Erlaubt: ein Straddle ab drei Spielern (C11).",
                         key="bad_straddle")
    if rules.structure not in (Structure.NO_LIMIT, Structure.POT_LIMIT):
        raise SetupError(f"Im {rules.structure.german} ist kein Straddle vorgesehen. Erlaubt: ein Straddle im "
                         "No Limit oder Pot Limit (C11).", key="bad_straddle")
    if refusal == "wrong_player":
        raise SetupError(f"{names[post.player]} sitzt nicht direkt links vom Big Blind. Erlaubt: nur "
                         f"{names[straddle_player(n, pos.big_blind)]}, der Spieler links vom Big Blind, darf straddeln "
                         "(C11).", key="bad_straddle")
    amount = straddle_amount(rules.big_blind)
    if post.amount != amount:
        raise SetupError(f"Ein Straddle von {post.amount} Chips geht nicht. Erlaubt: genau der doppelte Big Blind, "
                         f"{amount} Chips (C11).", key="bad_straddle")
    if refusal == "short":
        raise SetupError(f"{names[post.player]} hat nur {stacks[post.player]} Chips und kann den Straddle von "
                         f"{post.amount} nicht setzen. Erlaubt: ein Straddle, den der Stack ganz deckt (C11).",
                         key="bad_straddle")
    return post.player


def _check_absent(absent: Sequence[int], n: int) -> frozenset[int]:
    """C16: the absent players as a set of indices; at least one player must be at the table."""
    if isinstance(absent, (str, bytes)) or not isinstance(absent, (Sequence, set, frozenset)) \
            or not all(is_whole_number(p) and 0 <= p < n for p in absent):
        raise SetupError(f"Die abwesenden Spieler {excerpt(absent)} sind keine Liste von Spielern der Hand. Erlaubt: "
                         f"Indizes 0 bis {n - 1} (Spieler 1 bis {n}, C16).", key="bad_absent")
    found = frozenset(int(p) for p in absent)
    if len(found) == n:
        raise SetupError(f"Alle {n} Spieler sind abwesend: so wird keine Hand gespielt. Erlaubt: höchstens "
                         f"{n - 1} abwesende Spieler (C16).", key="bad_absent")
    return found


def play(state: HandState, actions: Iterable[Action | DealHole | DealBoard]) -> list[HandState]:
    """The states of a hand: ``state`` followed by one state per step."""
    if not isinstance(state, HandState):
        raise SetupError(f"{excerpt(state)} ist kein Zustand einer Hand. Erlaubt: ein HandState, z. B. von "
                         "start_hand(...).", key="bad_state")
    if isinstance(actions, (str, bytes)) or not hasattr(actions, "__iter__"):
        raise SetupError(f"Die Schritte {excerpt(actions)} sind keine Liste. Erlaubt: eine Liste von Action, "
                         "DealHole und DealBoard.", key="bad_steps")
    states = [state]
    for step in actions:
        states.append(states[-1].apply(step))
    return states
