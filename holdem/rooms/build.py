"""A room's record (:class:`~holdem.rooms.record.RoomRecord`) as the engine's hand: players in
the engine's order, amounts in whole chips or cents, posts, rules, and the PHH history.

The engine numbers players from the seat left of the button (index 0) round to the button
(the last index), as PHH does; the room's seat numbers are kept beside them. Amounts become
integers: cents (unit 100) when any amount of the hand has a fraction, else the room's own chips.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from holdem.cards import parse_cards
from holdem.errors import CardError, HoldemError, PhhError
from holdem.german import money_text
from holdem.hand import Post
from holdem.narration.money import MoneyFormat
from holdem.phh_steps import (
    BetRaiseStep,
    CheckCallStep,
    DealBoardStep,
    DealHoleStep,
    FoldStep,
    HandHistory,
    PhhStep,
)
from holdem.rooms.record import RoomRecord
from holdem.rules import RuleSet, Structure

__all__ = ["RoomHand", "build_hand", "money"]

_STRUCTURES = {"NL": Structure.NO_LIMIT, "PL": Structure.POT_LIMIT, "FL": Structure.FIXED_LIMIT}
_STRUCTURE_NAMES = {"NL": "No Limit", "PL": "Pot Limit", "FL": "Fixed Limit"}


@dataclass(frozen=True)
class RoomHand:
    """One room hand ready for the engine, with what the room recorded for the comparison."""

    record: RoomRecord
    history: HandHistory  # finishing_stacks: the stacks the room's record implies
    rules: RuleSet
    posts: tuple[Post, ...]
    first_preflop: int | None
    unit: int  # 100: amounts in cents; 1: the room's chips
    seats: tuple[int, ...]  # the room's seat number of each player
    collected: tuple[int, ...]  # per player, as the room recorded it (after rake)
    returned: tuple[int, ...]  # uncalled chips given back, as recorded or implied
    invested: tuple[int, ...]  # posts and bets, as recorded
    rake: int | None  # None: the room does not state it
    extra_fees: int = 0
    pots: tuple[tuple[int, int, str], ...] = ()  # (player, amount, pot) as recorded
    step_lines: tuple[int, ...] = ()  # the text's line of each step of ``history.actions``
    source: str | None = None

    @property
    def label(self) -> str:
        return f"{self.record.room} Hand #{self.record.hand_id}"

    @property
    def names(self) -> tuple[str, ...]:
        return self.history.names()

    def money(self, value: int) -> str:
        return money(value, self.unit, self.record.currency)

    @property
    def money_format(self) -> MoneyFormat:
        """How the narration writes this hand's amounts: chips, or the room's money ("0,10 €")."""
        return MoneyFormat(self.unit, self.record.currency)

    @property
    def stakes(self) -> str:
        r = self.rules
        kind = _STRUCTURE_NAMES[self.record.structure]
        return f"{kind} {self.money(r.small_blind)}/{self.money(r.big_blind)}"


def money(value: int, unit: int, currency: str | None) -> str:
    """An amount as the room wrote it, German style: ``1,50 €``, ``12 $``, ``1.750`` chips."""
    return money_text(value, unit, currency)


def _fail(record: RoomRecord, source: str | None, message: str, key: str, line: int | None = None) -> PhhError:
    where = f"{record.room} Hand #{record.hand_id}"
    if line:
        where += f", Zeile {line}"
    return PhhError(f"{where}: {message}", key=key, source=source)


def _unit(record: RoomRecord) -> int:
    values: list[Decimal] = [s.stack for s in record.seats]
    values += [p.amount for p in record.posts] + [p.dead for p in record.posts]
    values += [a.amount for a in record.actions if a.amount is not None]
    values += [c.amount for c in record.collected] + list(record.uncalled.values())
    values += [v for v in (record.rake, record.small_blind, record.big_blind, record.extra_fees) if v is not None]
    return 1 if all(v == v.to_integral_value() for v in values) else 100


def build_hand(record: RoomRecord, source: str | None = None) -> RoomHand:
    """The engine's view of ``record``; raises :class:`PhhError` (German) for a hand that is not
    Texas Hold'em, is cut off, or whose amounts or cards cannot be read."""

    def fail(message: str, key: str, line: int | None = None) -> PhhError:
        return _fail(record, source, message, key, line)

    if record.game != "holdem":
        raise fail(f"Das ist keine Texas-Hold'em-Hand, sondern {record.game}. Erlaubt ist nur Texas Hold'em "
                   "(No Limit, Pot Limit, Fixed Limit).", "not_holdem", record.first_line)
    if record.boards_run > 1:
        raise fail("Die Spieler haben das Board mehrmals ausgespielt (Run it twice). Unsere Regeln kennen "
                   "nur ein Board pro Hand; erlaubt sind Hände mit einem Board.", "run_it_twice")
    for name, hole in list(record.hole.items()) + list(record.shown.items()):
        if len(hole) > 2:
            raise fail(f"{name} hat {len(hole)} Karten auf der Hand: das ist Omaha oder eine andere Variante, "
                       "kein Texas Hold'em. Erlaubt sind Hände mit zwei Karten je Spieler.", "not_holdem")
    if record.refusal:
        raise fail(record.refusal, "unreadable_format", record.first_line)
    if record.game_note:
        raise fail(f"{record.game_note}: der Raum zahlt einem Spieler seinen Anteil vor dem Ende aus (eine "
                   "Versicherung, keine Regel des Spiels). Erlaubt sind Hände ohne Cashout.", "cashout")
    if not record.seats:
        raise fail("Die Sitzzeilen der Hand sind nicht lesbar (ein anderes Format oder eine andere Sprache "
                   "des Programms). Erlaubt ist der englische Export des Raums.", "no_seats", record.first_line)
    if not record.finished:
        last = max((item.line for group in (record.seats, record.posts, record.actions) for item in group),
                   default=record.first_line)
        raise fail(f"Die Hand bricht nach Zeile {last} vor ihrem Ende ab (es fehlt, wer den Pot bekommt). Erlaubt "
                   "ist eine vollständige Hand History.", "cut_off")
    unit = _unit(record)

    def chips(value: Decimal, line: int) -> int:
        scaled = value * unit
        if scaled != scaled.to_integral_value() or scaled < 0:
            raise fail(f"Der Betrag {value} ist kein ganzer Cent-Betrag. Erlaubt sind Beträge in Cent oder "
                       "ganzen Chips.", "bad_amount", line)
        return int(scaled)

    active = {p.name for p in record.posts} | {a.name for a in record.actions}
    seats = sorted((s for s in record.seats if s.name in active), key=lambda s: s.seat)
    unknown = active - {s.name for s in seats}
    if unknown:
        stranger = sorted(unknown)[0]
        where = next((a.line for a in record.actions if a.name == stranger),
                     next((p.line for p in record.posts if p.name == stranger), None))
        raise fail(f"{stranger} handelt, hat aber keinen Sitz in der Hand. Erlaubt sind nur Spieler, die am Anfang "
                   "mit Sitz und Stack genannt werden.", "unknown_player", where)
    if len(seats) < 2:
        raise fail(f"In der Hand spielen {len(seats)} Spieler. Erlaubt sind 2 bis 10.", "too_few_players")
    button_seat = record.button_seat if record.button_seat is not None else seats[-1].seat
    after = [s for s in seats if s.seat > button_seat] + [s for s in seats if s.seat <= button_seat]
    names = tuple(s.name for s in after)
    index = {name: i for i, name in enumerate(names)}
    n = len(names)
    stacks = [chips(s.stack, s.line) for s in after]
    if any(s <= 0 for s in stacks):
        who = names[stacks.index(next(s for s in stacks if s <= 0))]
        raise fail(f"{who} spielt mit einem Stack von 0. Erlaubt sind Spieler mit Chips.", "bad_stack")
    sb_index, bb_index = (1, 0) if n == 2 else (0, 1)

    # Posts: antes first (a short stack pays the ante before the blinds), then in the text's order.
    posts: list[Post] = []
    ante_posts = [p for p in record.posts if p.kind == "ante"]
    blind_posts = [p for p in record.posts if p.kind != "ante"]
    posted_sb = {p.name for p in blind_posts if p.kind == "small_blind"}
    posted_bb = {p.name for p in blind_posts if p.kind == "big_blind"}
    both = posted_sb & posted_bb  # "small & big blind" written as two lines
    for post in ante_posts:
        posts.append(Post(index[post.name], chips(post.amount, post.line), "ante"))
    merged: dict[str, int] = {}
    for post in blind_posts:
        p, paid_now = index[post.name], chips(post.amount, post.line)
        if post.name in both:
            if post.kind == "small_blind":
                merged[post.name] = paid_now
                continue
            if post.kind == "big_blind":
                posts.append(Post(p, paid_now, "big_blind", "B8"))
                if merged.get(post.name):
                    posts.append(Post(p, merged.pop(post.name), "dead", "B8"))
                continue
        if post.kind == "both_blinds":
            posts.append(Post(p, paid_now, "big_blind", "B8"))
            if post.dead:
                posts.append(Post(p, chips(post.dead, post.line), "dead", "B8"))
        elif post.kind == "big_blind":
            posts.append(Post(p, paid_now, "big_blind", None if p == bb_index else "B10"))
        elif post.kind == "small_blind":
            posts.append(Post(p, paid_now, "small_blind" if p == sb_index or n == 2 else "dead",
                              None if p == sb_index or n == 2 else "B9"))
        else:
            posts.append(Post(p, paid_now, post.kind))
    for name, value in merged.items():  # a small blind whose big blind came first
        posts.append(Post(index[name], value, "dead", "B8"))
    paid = [0] * n
    for item in posts:
        paid[item.player] += item.amount
    if record.big_blind and not any(x.kind == "big_blind" for x in posts) and paid[bb_index] >= stacks[bb_index]:
        # The big blind went all-in with the ante: the room still makes the others call a full
        # big blind (C6); the post of 0 chips tells the engine so.
        posts.append(Post(bb_index, chips(record.big_blind, record.first_line), "big_blind"))

    big_blind = chips(record.big_blind, record.first_line) if record.big_blind else max(
        (x.amount for x in posts if x.kind == "big_blind"), default=0)
    small_blind = chips(record.small_blind, record.first_line) if record.small_blind else max(
        (x.amount for x in posts if x.kind == "small_blind"), default=big_blind // 2)
    if big_blind <= 0:
        raise fail("Die Hand nennt keinen Big Blind. Erlaubt sind Hände mit Small und Big Blind.", "no_blinds",
                   record.first_line)
    small_blind = max(1, min(small_blind, big_blind))
    antes = [x for x in posts if x.kind == "ante"]
    bb_ante = bool(antes) and len(antes) == 1 and n > 2 and antes[0].player == bb_index
    ante = antes[0].amount if antes else 0
    structure = _STRUCTURES[record.structure]
    limits: dict[str, int] = {}
    if structure is Structure.FIXED_LIMIT:
        small_bet = chips(record.small_bet, record.first_line) if record.small_bet else big_blind
        big_bet = chips(record.big_bet, record.first_line) if record.big_bet else 2 * small_bet
        limits = {"small_bet": small_bet, "big_bet": big_bet}
    try:
        rules = RuleSet(structure, small_blind, big_blind, ante=ante, big_blind_ante=bb_ante,
                        small_bet=limits.get("small_bet"), big_bet=limits.get("big_bet"))
    except HoldemError as error:  # the room's blinds or limits do not fit our rules
        raise fail(f"Die Blinds und Limits passen nicht zu unseren Regeln: {error.message}", "unsupported_blinds",
                   record.first_line) from None

    # Hole cards, then each round's actions with its board, in chips; the room's own sums beside.
    def card_tuple(found: list[str], line: int, who: str) -> tuple[object, ...]:
        try:
            return tuple(parse_cards(" ".join(found)))
        except CardError as error:
            raise fail(f"Die Karten von {who} ({' '.join(found)}) sind nicht lesbar: {error.message}",
                       "bad_card", line) from None

    steps: list[PhhStep] = []
    lines: list[int] = []  # the text's line of each step, for messages
    for p, name in enumerate(names):
        known = record.shown.get(name) or record.hole.get(name)
        holes = card_tuple(known, record.first_line, name) if known and len(known) == 2 else None
        steps.append(DealHoleStep(p, holes))  # type: ignore[arg-type]
        lines.append(record.first_line)
    remaining = list(stacks)
    invested = [0] * n
    for item in posts:
        pay = min(item.amount, remaining[item.player])
        remaining[item.player] -= pay
        invested[item.player] += pay
    bets = [0] * n
    for item in posts:
        if item.kind in ("small_blind", "big_blind", "straddle"):
            bets[item.player] += min(item.amount, stacks[item.player])
    # The same player's live posts never exceed his stack: capped above through `remaining`.
    bets = [min(b, stacks[p]) for p, b in enumerate(bets)]
    current = max(bets)
    street = 0
    first_actor: int | None = None
    for action in record.actions:
        while street < action.street:
            street += 1
            bets, current = [0] * n, 0
            cards = record.board[street]
            if not cards:
                raise fail("Vor dieser Aktion fehlen die Karten der nächsten Setzrunde. Erlaubt ist eine "
                           "vollständige Hand History.", "missing_board", action.line)
            steps.append(DealBoardStep(card_tuple(cards, action.line, "dem Board")))  # type: ignore[arg-type]
            lines.append(action.line)
        p = index[action.name]
        lines.append(action.line)
        if street == 0 and first_actor is None:
            first_actor = p
        kind, given = action.kind, None if action.amount is None else chips(action.amount, action.line)
        added: int
        if kind == "fold":
            steps.append(FoldStep(p))
            continue
        if kind == "check":
            steps.append(CheckCallStep(p))
            continue
        if kind == "call":
            added = given if given is not None else current - bets[p]
            added = min(added, remaining[p])
            to = bets[p] + added
        elif kind == "raise_to":
            assert given is not None
            to = given
            added = to - bets[p]
        else:  # bet, raise_by, all_in: the chips added
            assert given is not None
            added = given
            to = bets[p] + added
        if added < 0 or added > remaining[p]:
            raise fail(f"{action.name} setzt {record_money(added, unit, record)}, hat aber nur noch "
                       f"{record_money(remaining[p], unit, record)}. Erlaubt ist höchstens der eigene Stack.",
                       "bad_amount", action.line)
        remaining[p] -= added
        invested[p] += added
        bets[p] = to
        if kind == "call" or to <= current:
            steps.append(CheckCallStep(p))
        else:
            steps.append(BetRaiseStep(p, to))
            current = to
    for later in range(street + 1, 4):
        cards = record.board[later]
        if cards:
            steps.append(DealBoardStep(card_tuple(cards, record.first_line, "dem Board")))  # type: ignore[arg-type]
            lines.append(record.first_line)

    returned = [0] * n
    for name, back in record.uncalled.items():
        if name not in index:
            raise fail(f"Der nicht gehaltene Einsatz geht an {name}, der nicht in der Hand ist.", "unknown_player")
        returned[index[name]] += chips(back, record.first_line)
    if not record.uncalled and not record.uncalled_in_collected:
        # Rooms that do not write the uncalled bet: what the largest bettor put in beyond the
        # second largest goes back to him (A7), as our engine does.
        # Dead money is no bet and never comes back (B8).
        dead = [0] * n
        for item in posts:
            if item.kind == "dead" or (item.kind == "ante" and bb_ante):
                dead[item.player] += item.amount
        live = [invested[q] - dead[q] for q in range(n)]
        order = sorted(range(n), key=lambda q: live[q], reverse=True)
        top, second = order[0], order[1]
        returned[top] = live[top] - live[second]
    collected = [0] * n
    pots: list[tuple[int, int, str]] = []
    for won in record.collected:
        if won.name not in index:
            raise fail(f"{won.name} bekommt Chips aus dem Pot, ist aber nicht in der Hand.", "unknown_player",
                       won.line)
        share = chips(won.amount, won.line)
        collected[index[won.name]] += share
        pots.append((index[won.name], share, won.pot))
    rake = None if record.rake is None else chips(record.rake, record.first_line)
    fees = chips(record.extra_fees, record.first_line)
    final = tuple(stacks[p] - invested[p] + returned[p] + collected[p] for p in range(n))

    blinds = [0] * n
    for item in posts:
        if item.kind in ("small_blind", "big_blind") and item.rule is None:
            blinds[item.player] = item.amount
    if n == 2:
        blinds.reverse()  # PHH lists heads-up blinds the other way round
    ante_list = [0] * n
    for item in posts:
        if item.kind == "ante":
            ante_list[item.player] = item.amount
    if n == 2:
        ante_list.reverse()
    metadata: dict[str, object] = {"casino": record.room, "hand": record.hand_id,
                                   "seats": [s.seat for s in after], "seat_count": max(s.seat for s in record.seats)}
    if record.currency:
        metadata["currency"] = record.currency
    if unit == 100:
        metadata["currency_symbol"] = "cents"
    if record.structure == "PL":
        metadata["structure"] = "pot_limit"  # PHH has no pot-limit hold'em; kept beside the NT variant
    variant = "FT" if structure is Structure.FIXED_LIMIT else "NT"
    history = HandHistory(
        variant=variant, antes=tuple(ante_list), blinds_or_straddles=tuple(blinds),
        starting_stacks=tuple(stacks), actions=tuple(steps),
        min_bet=big_blind if variant == "NT" else None,
        small_bet=limits.get("small_bet"), big_bet=limits.get("big_bet"),
        players=names, finishing_stacks=final if all(f >= 0 for f in final) else None,
        metadata=metadata, source=source)

    first_preflop = _first_preflop(n, posts, stacks, first_actor)
    return RoomHand(record=record, history=history, rules=rules, posts=tuple(posts),
                    first_preflop=first_preflop, unit=unit, seats=tuple(s.seat for s in after),
                    collected=tuple(collected), returned=tuple(returned), invested=tuple(invested),
                    rake=rake, extra_fees=fees, pots=tuple(pots), step_lines=tuple(lines), source=source)


def record_money(value: int, unit: int, record: RoomRecord) -> str:
    return money(value, unit, record.currency)


def _first_preflop(n: int, posts: list[Post], stacks: list[int], first_actor: int | None) -> int | None:
    """Who acts first before the flop, when that is not the positions' under the gun: a missing
    or dead small blind moves the blinds (B9). ``None`` keeps the engine's own order."""
    if first_actor is None or any(p.kind == "straddle" for p in posts):
        return None
    paid = [0] * n
    for post in posts:
        paid[post.player] += post.amount
    default = 1 if n == 2 else 2 % n
    p = default
    for _ in range(n):
        if paid[p] < stacks[p]:
            break
        p = (p + 1) % n
    if p == first_actor:
        return None
    big_blinds = [x.player for x in posts if x.kind == "big_blind" and x.rule is None]
    # The player right of the first actor must be the big blind for the engine's positions.
    if big_blinds and (first_actor - 1) % n == big_blinds[0]:
        return first_actor
    return None
