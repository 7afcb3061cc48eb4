"""Main pot, side pots and who wins them (A2–A7, P1–P3, W7, W8; the rake X1 lives in ``rake.py``).

Everything here works on plain integers: the chips each seat put in during the hand and, at the
showdown, one hand strength per seat (higher is better, equal is a tie). The hand ranking itself
is computed elsewhere; this module never looks at cards.

Seats are numbered ``0 .. n-1`` clockwise (as everywhere in the engine and in JSON). German
explanations count people from one, as the rest of the book does: seat 0 is "Spieler 1", unless
the caller passes the players' names. Error messages name a wrong index as the caller typed it
and say which indices exist ("die Indizes 0 bis 2 (Spieler 1 bis 3)").

How the pots are built (:func:`build_pots`):

1. The uncalled part of the largest contribution goes back (A7).
2. Every different amount put in by a player still in the hand is a *level*. The chips between
   two levels form one pot; it can be won by the players still in the hand who reached the upper
   level (A2, A3). The lowest pot is the main pot, then Side Pot 1, 2, … (A4). If all players
   still in the hand put in the same, there is just the main pot (A5).
3. Chips of players who folded stay in the pots at the levels they reached (W8).
4. Antes are matched on their own levels (A2): a player who could pay only part of his ante wins
   only that part of each other player's ante. Dead money (missed blinds B8/B9, a big-blind ante
   C8, chips carried over from the last hand P2) is no bet of anybody: every player still in the
   hand may win it.
5. Pots with the same players eligible are one pot; the pot everyone still in the hand may win
   comes first (Hauptpot), then the side pots, fewer players each.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property, partial

from holdem.amounts import LIMIT_TEXT, amount_excerpt, as_sequence, too_large, too_large_text
from holdem.checks import is_whole_number
from holdem.errors import PotError
from holdem.german import chips as chips_text
from holdem.german import index_range, no_such_player, player_name, players_text
from holdem.narration.pots import award_sentence, explain_award, explain_layout
from holdem.rake import Rake, RakeSplit, spread_rake

__all__ = [
    "Award", "OddChip", "Pot", "PotAward", "PotError", "PotLayout", "Rake", "RakeSplit",
    "award_layout", "award_pots", "build_pots", "layout_pots", "seat_label", "seats_label", "settle",
]

MAIN_POT_NAME = "Hauptpot"


# The reader's names of the players in the pots (one way for the whole engine, holdem.german).
seat_label = player_name
seats_label = players_text


_chips = chips_text  # one helper for "1 Chip" / "2 Chips" in every text


def _pot_name(index: int) -> str:
    return MAIN_POT_NAME if index == 0 else f"Side Pot {index}"



# --------------------------------------------------------------------------- building the pots


@dataclass(frozen=True)
class Pot:
    """One pot: its chips, who may win it and who paid into it."""

    amount: int
    eligible: frozenset[int]  # seats that may win it: they covered it and did not fold
    contributors: frozenset[int]  # seats that put chips into it, folded ones included
    name: str  # "Hauptpot", "Side Pot 1", ...
    level: int = 0  # the contribution a seat needs to be eligible (0 if not known)

    @property
    def is_main(self) -> bool:
        return self.name == MAIN_POT_NAME


@dataclass(frozen=True)
class PotLayout:
    """All pots of a hand, main pot first, and the uncalled chips given back (A7)."""

    pots: tuple[Pot, ...]
    returned: dict[int, int]  # seat -> uncalled chips given back
    contributions: tuple[int, ...] = ()  # as given to build_pots (empty if built by hand)
    folded: frozenset[int] = frozenset()
    dead: tuple[int, ...] = ()  # per seat: the part of its contribution that was dead money

    @property
    def total(self) -> int:
        """Chips at stake: all pots together, without the returned chips."""
        return sum(pot.amount for pot in self.pots)

    @property
    def contenders(self) -> frozenset[int]:
        """Seats eligible for at least one pot."""
        return frozenset().union(*(pot.eligible for pot in self.pots))

    def explain(self, names: Sequence[str] | None = None) -> list[str]:
        """German sentences, one per fact, each naming its rule ID in brackets (written by
        :func:`holdem.narration.pots.explain_layout`)."""
        return explain_layout(self, names)


def _check_contributions(contributions: Sequence[int]) -> tuple[int, ...]:
    items = as_sequence(contributions)
    if items is None:
        raise PotError(
            f"Die Einsätze {_short(contributions)} sind keine Liste. Erlaubt ist eine Liste ganzer Zahlen, "
            "eine pro Sitz, z. B. [100, 300, 500].",
            key="bad_contribution",
        )
    contributions = items
    if len(contributions) < 2:
        raise PotError(
            f"Für einen Pot braucht es mindestens zwei Sitze, angegeben: {len(contributions)}. "
            "Erlaubt ist eine Liste mit einem Einsatz pro Sitz, mindestens zwei.",
            key="bad_contribution",
        )
    for seat, chips in enumerate(contributions):
        if too_large(chips):
            raise PotError(too_large_text(f"Der Einsatz von {player_name(seat)}"), key="bad_contribution")
        if not is_whole_number(chips) or chips < 0:
            raise PotError(
                f"Der Einsatz von {player_name(seat)} ist {chips!r}. Erlaubt sind nur ganze Chipzahlen "
                "ab 0 (keine Kommazahlen, nichts Negatives).",
                key="bad_contribution",
            )
    return tuple(int(c) for c in contributions)


def _check_seats(seats: Collection[int], n_seats: int, what: str) -> frozenset[int]:
    if isinstance(seats, (str, bytes)) or not isinstance(seats, Collection):
        raise PotError(f"{what}: {_short(seats)} ist keine Sammlung von Sitznummern. "
                       f"Erlaubt sind ganze Zahlen von 0 bis {n_seats - 1}.", key="bad_seat")
    checked = set()
    for seat in seats:
        if not is_whole_number(seat) or not 0 <= seat < n_seats:
            raise PotError(
                f"{what}: {no_such_player(seat, n_seats)}",
                key="bad_seat",
            )
        checked.add(int(seat))
    return frozenset(checked)


def build_pots(contributions: Sequence[int], folded: Collection[int] = (), *,
               dead: Sequence[int] | None = None, antes: Sequence[int] | None = None,
               carried_in: int = 0, return_uncalled: bool = True) -> PotLayout:
    """Main and side pots from what each seat put in during the hand.

    ``contributions[i]`` is everything seat ``i`` put in (blinds, antes and dead money included);
    ``folded`` are the seats that gave up their hand (their chips stay, W8). ``dead[i]`` (optional)
    is the part of ``contributions[i]`` that was dead money (a missed small blind, B8/B9; a
    big-blind ante, C8): it counts neither towards a seat's level nor as a bet that can be
    returned, and every player still in the hand may win it. ``antes[i]``
    (optional) is the part that was the seat's ante: antes form levels of their own (A2).
    ``carried_in``: chips left in the pot by the previous hand (P2 variant), dead money too.
    ``return_uncalled=False``: the uncalled chips were already given back (the hand engine does
    that at the end of every betting round); what a player who gave up put in above everybody
    still in the hand then stays in the top pot (W8) instead of going back.
    Integral numbers of any type (also numpy integers) are accepted; bool, float, str are not.
    """
    chips = _check_contributions(contributions)
    n = len(chips)
    if folded is None:
        raise PotError("Ausgestiegen: None ist keine Sammlung von Sitznummern. Erlaubt ist eine Liste "
                       f"ganzer Zahlen von 0 bis {n - 1}, auch eine leere.", key="bad_seat")
    out = _check_seats(folded, n, "Ausgestiegen")
    if len(out) == n:
        raise PotError(
            "Alle Spieler sind ausgestiegen, es gibt niemanden, der den Pot gewinnen kann. "
            "Erlaubt ist, dass höchstens alle bis auf einen aussteigen (W7).",
            key="everyone_folded",
        )
    dead_part = _check_dead(dead, chips)
    ante_part = _check_dead(antes, tuple(c - d for c, d in zip(chips, dead_part)), what="Die Ante")
    if not is_whole_number(carried_in) or carried_in < 0 or too_large(carried_in):
        raise PotError(f"Die Chips aus der letzten Hand, {_short(carried_in)}, sind keine ganze Zahl ab 0. Erlaubt: "
                       f"eine ganze Chipzahl ab 0 mit {LIMIT_TEXT} (P2).", key="bad_dead_money")
    return layout_pots(chips, out, dead_part, ante_part, int(carried_in), return_uncalled=return_uncalled)


def layout_pots(chips: tuple[int, ...], out: frozenset[int], dead_part: tuple[int, ...],
                ante_part: tuple[int, ...], carried_in: int = 0, *, return_uncalled: bool = True) -> PotLayout:
    """:func:`build_pots` for input already known to be right (the hand engine's own counts):
    every entry a whole number of chips, ``out`` seats of the table and not all of them, the
    dead and ante parts within each contribution. Nothing is checked again."""
    n = len(chips)
    no_antes = not any(ante_part)
    no_dead = not any(dead_part)
    live = list(chips) if no_antes and no_dead else [c - d - a for c, d, a in zip(chips, dead_part, ante_part)]

    returned: dict[int, int] = {}
    if return_uncalled:
        highest = max(live)
        top = live.index(highest)  # the first seat with the most live chips
        second = sorted(live)[-2]  # the second most (equal to the most when two seats have it)
        if highest > second:  # A7: nobody matched this part of the bet
            returned[top] = highest - second
            live[top] = second

    in_hand = [s for s in range(n) if s not in out] if out else list(range(n))
    levels = sorted({live[s] for s in in_hand if live[s] > 0})
    pots: list[Pot] = []
    previous = 0
    seats = range(n)
    for level in levels:
        # Each seat above the last level puts in up to this level: min(live, level) - previous.
        amount = 0
        contributors = []
        for s in seats:
            c = live[s]
            if c > previous:
                amount += (c if c < level else level) - previous
                contributors.append(s)
        pots.append(Pot(amount, frozenset([s for s in in_hand if live[s] >= level]), frozenset(contributors),
                        _pot_name(len(pots)), level))
        previous = level

    # Folded chips above the highest level (only possible with odd input, e.g. folded blinds
    # larger than an all-in) have no level of their own: they go to the last pot (W8).
    if max(live) > previous:
        extra = {s: live[s] - previous for s in seats if live[s] > previous}
        if pots:
            last = pots[-1]
            pots[-1] = Pot(last.amount + sum(extra.values()), last.eligible,
                           last.contributors | frozenset(extra), last.name, last.level)
        else:
            pots.append(Pot(sum(extra.values()), frozenset(in_hand), frozenset(extra), "", 0))
    if no_antes and no_dead and not carried_in and levels:
        # Bets only: each level's pot has fewer eligible players than the one before (the
        # player whose bet makes a level is not eligible above it), so there is nothing to merge
        # and the pots are already in their order, with their names and levels.
        return PotLayout(tuple(pots), returned, chips, out, dead_part)
    # Each slice with its (ante level, bet level): a pot's level is what a seat must have put in
    # to be eligible, its ante and its bets together.
    slices = [] if no_antes else [(x, x.level, 0) for x in _ante_slices(ante_part, in_hand)]
    slices += [(x, 0, x.level) for x in pots]
    dead_seats = frozenset() if no_dead else frozenset(s for s in range(n) if dead_part[s] > 0)
    if dead_seats or carried_in:  # nobody has to match dead money: everyone still in may win it
        slices.insert(0, (Pot(sum(dead_part) + carried_in, frozenset(in_hand), dead_seats, "", 0), 0, 0))
    return PotLayout(_merged(slices), returned, chips, out, dead_part)


def _ante_slices(antes: tuple[int, ...], in_hand: list[int]) -> list[Pot]:
    """Antes matched level by level (A2): a short ante wins that much of each other ante."""
    levels = sorted({antes[s] for s in in_hand if antes[s] > 0})
    slices: list[Pot] = []
    previous = 0
    for level in levels:
        parts = {s: min(a, level) - min(a, previous) for s, a in enumerate(antes)}
        slices.append(Pot(sum(parts.values()), frozenset(s for s in in_hand if antes[s] >= level),
                          frozenset(s for s, p in parts.items() if p > 0), "", level))
        previous = level
    extra = {s: a - previous for s, a in enumerate(antes) if a > previous}  # folded antes above all
    if extra and slices:
        last = slices[-1]
        slices[-1] = Pot(last.amount + sum(extra.values()), last.eligible,
                         last.contributors | frozenset(extra), "", last.level)
    elif extra:
        slices.append(Pot(sum(extra.values()), frozenset(in_hand), frozenset(extra), "", 0))
    return slices


def _merged(slices: list[tuple[Pot, int, int]]) -> tuple[Pot, ...]:
    """Slices with the same eligible players are one pot; the widest first (Hauptpot), then
    the side pots with fewer players each. A pot's level is its ante level plus its bet level."""
    ordered = sorted((x for x in slices if x[0].amount > 0), key=lambda x: -len(x[0].eligible))
    merged: list[tuple[Pot, int, int]] = []
    for pot, ante, bet in ordered:
        if merged and merged[-1][0].eligible == pot.eligible:
            last, last_ante, last_bet = merged[-1]
            merged[-1] = (Pot(last.amount + pot.amount, last.eligible, last.contributors | pot.contributors, "", 0),
                          max(last_ante, ante), max(last_bet, bet))
        else:
            merged.append((pot, ante, bet))
    return tuple(Pot(p.amount, p.eligible, p.contributors, _pot_name(i), ante + bet)
                 for i, (p, ante, bet) in enumerate(merged))


def _check_dead(dead: Sequence[int] | None, chips: tuple[int, ...], what: str = "Das tote Geld") -> tuple[int, ...]:
    if dead is None:
        return (0,) * len(chips)
    items = as_sequence(dead)
    if items is None or len(items) != len(chips):
        raise PotError(f"{what} {_short(dead)} passt nicht zu den Einsätzen. Erlaubt ist eine Liste "
                       f"mit {len(chips)} ganzen Zahlen, eine pro Sitz.", key="bad_dead_money")
    for seat, (d, c) in enumerate(zip(items, chips)):
        if not is_whole_number(d) or not 0 <= d <= c:
            raise PotError(f"{what} von {player_name(seat)} ist {_short(d)}. Erlaubt ist eine ganze "
                           f"Zahl von 0 bis zum Einsatz dieses Sitzes ({c}).", key="bad_dead_money")
    return tuple(int(d) for d in items)


def _short(value: object) -> str:
    return amount_excerpt(value)


# --------------------------------------------------------------------------- awarding the pots


class OddChip(Enum):
    """Where the chips go that cannot be split evenly (P2)."""

    LEFT_OF_BUTTON = "left_of_button"  # standard: first winner clockwise from the button
    CARRY = "carry"  # variant (source 003): they stay in the pot for the next hand


@dataclass(frozen=True)
class PotAward:
    """The outcome of one pot. Its German sentence (``text``, with rule IDs) is written by
    ``say`` when first read and then kept, so hands whose sentences nobody reads pay nothing
    for them."""

    pot: Pot
    winners: tuple[int, ...]  # in clockwise order starting left of the button
    shares: dict[int, int]  # seat -> chips won from this pot (odd chips included)
    odd_chips: dict[int, int]  # seat -> odd chips among its share
    carried: int  # chips left in the pot for the next hand (P2 variant)
    rake: int  # chips the house took from this pot (X1)
    say: Callable[[], str] = field(repr=False, compare=False)  # writes the sentence

    @cached_property
    def text(self) -> str:
        """German, with rule IDs."""
        return self.say()

    def __repr__(self) -> str:
        return (f"PotAward(pot={self.pot!r}, winners={self.winners!r}, shares={self.shares!r}, "
                f"odd_chips={self.odd_chips!r}, carried={self.carried!r}, rake={self.rake!r}, text={self.text!r})")


@dataclass(frozen=True)
class Award:
    """The outcome of a hand: what every seat gets back."""

    awards: tuple[PotAward, ...]
    payouts: dict[int, int]  # every seat -> chips it receives (pots won + returned chips)
    carried: int  # chips kept for the next hand (P2 variant)
    rake: int  # chips the house keeps (X1)
    layout: PotLayout | None = None
    rake_text: str = ""
    names: tuple[str, ...] | None = None  # players' names used in the texts (None: "Spieler 1", ...)

    def explain(self) -> list[str]:
        """German sentences: chips given back, rake, each pot's winner, the payout
        (written by :func:`holdem.narration.pots.explain_award`)."""
        return explain_award(self)


def _check_strengths(strengths: Mapping[int, int], n_seats: int) -> dict[int, int]:
    if not isinstance(strengths, Mapping):
        raise PotError(f"Die Handstärken {strengths!r} sind keine Zuordnung Sitz → Zahl. Erlaubt ist "
                       "z. B. {1: 7, 2: 5} (höher = besser).", key="bad_strength")
    checked = {}
    for seat, value in strengths.items():
        if not is_whole_number(seat) or not 0 <= seat < n_seats:
            raise PotError(f"Handstärke: {no_such_player(seat, n_seats)}", key="bad_seat")
        if not is_whole_number(value):
            raise PotError(f"Die Handstärke von {player_name(seat)} ist {value!r}. Erlaubt ist eine "
                           "ganze Zahl (höher = besser, gleich = Unentschieden).", key="bad_strength")
        checked[int(seat)] = int(value)
    return checked


def award_pots(layout: PotLayout, strengths: Mapping[int, int], *, button: int, n_seats: int,
               odd_chip: OddChip = OddChip.LEFT_OF_BUTTON, rake: Rake | None = None,
               names: Sequence[str] | None = None) -> Award:
    """Give every pot to the best eligible hand(s) (A6, P1, P3); odd chips per ``odd_chip`` (P2).

    ``strengths`` needs an entry for every seat that competes for a pot with two or more eligible
    players; a pot with a single eligible player goes to him without a showdown (A3, W7).
    The rake (X1) is spread over the pots as ``rake.split`` says (by default each pot pays its
    share), see :mod:`holdem.rake`. ``names`` (one per
    seat) replace "Spieler 1", "Spieler 2", … in the German texts.
    """
    if not isinstance(layout, PotLayout):
        raise PotError(f"{_short(layout)} ist keine Pot-Aufteilung. Erlaubt: das Ergebnis von build_pots(...).",
                       key="bad_pot")
    if not is_whole_number(n_seats) or n_seats < 2:
        raise PotError(f"Die Tischgröße {n_seats!r} ist ungültig. Erlaubt ist eine ganze Zahl ab 2.",
                       key="bad_seat")
    seats_used = layout.contenders | frozenset(layout.returned) | frozenset().union(
        *(p.contributors for p in layout.pots))
    if layout.contributions and len(layout.contributions) != n_seats:
        raise PotError(f"Die Pots gehören zu {len(layout.contributions)} Sitzen, angegeben sind "
                       f"{n_seats}. Erlaubt ist nur die Sitzzahl der Einsätze.", key="bad_seat")
    if seats_used and max(seats_used) >= n_seats:
        raise PotError(no_such_player(max(seats_used), n_seats), key="bad_seat")
    if not is_whole_number(button) or not 0 <= button < n_seats:
        raise PotError(f"Der Button kann nicht beim Index {button!r} liegen. Erlaubt sind "
                       f"{index_range(n_seats)}.", key="bad_button")
    if not isinstance(odd_chip, OddChip):
        raise PotError(f"Unbekannte Odd-Chip-Regel {odd_chip!r}. Erlaubt sind "
                       + ", ".join(o.value for o in OddChip) + ".", key="bad_odd_chip")
    if rake is not None and not isinstance(rake, Rake):
        raise PotError(f"{rake!r} ist keine Rake-Regel. Erlaubt ist Rake(percent, cap, min_pot) "
                       "oder None.", key="bad_rake")
    if names is not None and (isinstance(names, str) or len(names) != n_seats
                              or not all(isinstance(x, str) and x for x in names)):
        raise PotError(f"Die Namen {names!r} passen nicht zum Tisch. Erlaubt ist ein nicht leerer Name "
                       f"pro Sitz, {n_seats} Namen.", key="bad_names")
    power = _check_strengths(strengths, n_seats)
    gone = sorted(s for s in power if s in layout.folded)
    if gone:
        raise PotError(f"Für {players_text(gone, names)} ist eine Handstärke angegeben, doch wer ausgestiegen "
                       "ist, zeigt im Showdown keine Hand. Erlaubt sind Handstärken nur "
                       "für Spieler, die noch im Spiel sind (W7, W8).", key="strength_for_folded")
    for pot in layout.pots:
        if not pot.eligible:
            raise PotError(f"Den {pot.name} darf niemand gewinnen. Erlaubt sind nur Pots mit "
                           "mindestens einem spielberechtigten Spieler.", key="bad_pot")
        missing = sorted(pot.eligible - power.keys()) if len(pot.eligible) > 1 else []
        if missing:
            raise PotError(
                f"Für {players_text(missing, names)} fehlt die Handstärke, obwohl um den {pot.name} "
                "gespielt wird. Erlaubt ist eine "
                "ganze Zahl für jeden Spieler im Showdown (höher = besser).",
                key="missing_strength",
            )

    return award_layout(layout, power, button=button, n_seats=n_seats, odd_chip=odd_chip, rake=rake, names=names)


def award_layout(layout: PotLayout, power: dict[int, int], *, button: int, n_seats: int,
                 odd_chip: OddChip = OddChip.LEFT_OF_BUTTON, rake: Rake | None = None,
                 names: Sequence[str] | None = None) -> Award:
    """:func:`award_pots` for input already known to be right (the hand engine's own pots and
    hand strengths: a strength for every seat that competes for a pot, none for a folded seat,
    seats, button, names and rules of the table). Nothing is checked again."""
    pots = layout.pots
    if rake is not None:
        total = layout.total
        house = rake.amount(total)
        rake_parts = spread_rake([p.amount for p in pots], house, rake.split)
        rake_text = rake.describe(total)
    else:
        house, rake_parts, rake_text = 0, [0] * len(pots), ""
    clockwise = [*range(button + 1, n_seats), *range(button + 1)]  # from the seat left of the button
    alone = len(pots[0].eligible) == 1 if len(pots) == 1 else len(layout.contenders) == 1

    awards = []
    payouts = dict.fromkeys(range(n_seats), 0)
    for seat, chips in layout.returned.items():
        payouts[seat] += chips
    carried = 0
    for pot, taken in zip(pots, rake_parts):
        award = _award_one(pot, taken, power, clockwise, odd_chip, alone, names)
        awards.append(award)
        carried += award.carried
        for seat, chips in award.shares.items():
            payouts[seat] += chips
    return Award(tuple(awards), payouts, carried, house, layout, rake_text,
                 tuple(names) if names is not None else None)


def _award_one(pot: Pot, taken: int, power: dict[int, int], clockwise: list[int], odd_chip: OddChip,
               alone: bool, names: Sequence[str] | None) -> PotAward:
    amount = pot.amount - taken
    name, main = pot.name, pot.is_main
    if len(pot.eligible) == 1:
        (winner,) = pot.eligible
        say = partial(award_sentence, name, amount, "everyone_folded" if alone else "uncontested", (winner,),
                      taken=taken, main=main, names=names)
        return PotAward(pot, (winner,), {winner: amount}, {}, 0, taken, say)

    eligible = pot.eligible
    best = max([power[s] for s in eligible])
    winners = tuple([s for s in clockwise if s in eligible and power[s] == best])
    if len(winners) == 1:
        (winner,) = winners
        say = partial(award_sentence, name, amount, "best_hand", winners, taken=taken, main=main, names=names,
                      eligible=pot.eligible)
        return PotAward(pot, winners, {winner: amount}, {}, 0, taken, say)

    rest = amount % len(winners)
    shares = {s: amount // len(winners) for s in winners}
    odd: dict[int, int] = {}
    carried = 0
    if rest and odd_chip is OddChip.LEFT_OF_BUTTON:
        for seat in winners[:rest]:  # winners are already in clockwise order from the button
            shares[seat] += 1
            odd[seat] = 1
    elif rest:
        carried = rest
    say = partial(award_sentence, name, amount, "split", winners, taken=taken, main=main, names=names,
                  odd=tuple(odd), carried=carried)
    return PotAward(pot, winners, shares, odd, carried, taken, say)


def settle(contributions: Sequence[int], folded: Collection[int], strengths: Mapping[int, int], *,
           button: int, n_seats: int | None = None, odd_chip: OddChip = OddChip.LEFT_OF_BUTTON,
           rake: Rake | None = None, dead: Sequence[int] | None = None,
           names: Sequence[str] | None = None) -> Award:
    """Build the pots and award them in one step (``n_seats`` defaults to the number of seats)."""
    layout = build_pots(contributions, folded, dead=dead)
    seats = len(layout.contributions) if n_seats is None else n_seats
    return award_pots(layout, strengths, button=button, n_seats=seats, odd_chip=odd_chip, rake=rake,
                      names=names)
