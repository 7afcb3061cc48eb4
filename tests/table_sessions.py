"""Whole sessions at a :class:`holdem.table.Table`, seeded: several hands with players busting,
sitting out and in, new players, missed blinds, rebuys and blind changes, in every structure and
variant. Every decision's legal set and whose turn it is are checked against the oracle of
``tests/rules_oracle.py`` (written from RULES.md), every payout against its own pots, and the
chips of the session to the chip.

Used by ``tests/test_table_sessions.py`` (a sample in every run) and ``tools/table-sessions``
(many sessions, outside the test run). The engine defects these sessions found (all fixed) are
recognised by ``known_defect``, so that ``tools/table-sessions`` names one if it ever comes back."""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass, field, replace

from rules_oracle import HandOracle, OracleMismatch, straddle_refusals, tournament_blinds

from holdem.betting import Action, ActionKind
from holdem.blinds import Blinds
from holdem.cards import Deck
from holdem.errors import HoldemError, SetupError
from holdem.hand import Post
from holdem.pots import OddChip
from holdem.rules import MinBet, MinRaise, RuleSet, ShowdownOrder, Structure
from holdem.table import GameKind, HandSetup, MissedSmallBlind, Table, TableError

RAISES = (ActionKind.BET, ActionKind.RAISE)


@dataclass
class SessionReport:
    seed: int
    structure: Structure
    kind: GameKind
    hands: int = 0
    decisions: int = 0
    seen: set[str] = field(default_factory=set)  # which table events happened (B8, B9, A8, …)


@dataclass(frozen=True)
class Style:
    """What stays the same in a session: structure and variants of the rules."""

    structure: Structure
    min_bet: MinBet
    min_raise: MinRaise
    odd_chip: OddChip
    showdown_order: ShowdownOrder
    raise_cap: int | None
    spread_factor: int
    burn: bool
    muck_losers: bool

    def rules(self, blinds: Blinds) -> RuleSet:
        common = {"ante": 0, "min_bet": self.min_bet, "min_raise": self.min_raise, "odd_chip": self.odd_chip,
                  "showdown_order": self.showdown_order, "burn_before_hole_cards": self.burn,
                  "muck_losers": self.muck_losers}
        if self.structure is Structure.FIXED_LIMIT:
            return RuleSet.fixed_limit(blinds.big, small_blind=blinds.small, big_blind=blinds.big,
                                       raise_cap=self.raise_cap, **common)
        if self.structure is Structure.SPREAD_LIMIT:
            lower = blinds.big * self.spread_factor
            return RuleSet.spread_limit(lower, 2 * lower, small_blind=blinds.small, big_blind=blinds.big,
                                        raise_cap=self.raise_cap, **common)
        return RuleSet(self.structure, blinds.small, blinds.big, **common)  # type: ignore[arg-type]


def random_style(rng: random.Random) -> Style:
    return Style(structure=rng.choice(list(Structure)),
                 min_bet=rng.choice([MinBet.BIG_BLIND, MinBet.BIG_BLIND, MinBet.SMALL_BLIND]),
                 min_raise=rng.choice([MinRaise.LAST_RAISE, MinRaise.LAST_RAISE, MinRaise.SMALL_BLIND]),
                 odd_chip=rng.choice([OddChip.LEFT_OF_BUTTON, OddChip.LEFT_OF_BUTTON, OddChip.CARRY]),
                 showdown_order=rng.choice(list(ShowdownOrder)),
                 raise_cap=rng.choice([3, 3, 3, 4, None]), spread_factor=rng.choice([1, 2]),
                 burn=rng.random() < 0.3, muck_losers=rng.random() < 0.5)


# C8 at a table: Blinds(..., big_blind_ante=True) where the engine has it.
TABLE_BIG_BLIND_ANTE = "big_blind_ante" in getattr(Blinds, "__dataclass_fields__", {})


def random_blinds(rng: random.Random, ante_ok: bool) -> Blinds:
    small = rng.choice([1, 1, 2, 5, 10])
    big = small * rng.choice([2, 2, 2, 3]) if small > 1 else rng.choice([2, 2, 3])
    ante = rng.choice([0, 0, 0, 1, small]) if ante_ok else 0
    if ante and TABLE_BIG_BLIND_ANTE and rng.random() < 0.4:
        return Blinds(small, big, big, big_blind_ante=True)  # type: ignore[call-arg]
    return Blinds(small, big, ante)


def random_stack(rng: random.Random, big: int) -> int:
    if rng.random() < 0.15:
        return rng.randint(1, 2 * big)  # short: blinds and antes all-in
    return rng.randint(5 * big, 120 * big)


@dataclass
class Ledger:
    """Chips that came to the table minus chips that left it: what the table must hold."""

    chips: int

    def check(self, table: Table, where: str) -> None:
        held = table.total_chips() + table.carry
        if held != self.chips:
            raise OracleMismatch("chips", f"{where}: der Tisch hat {held} Chips, erwartet {self.chips}")


def known_defect(error: BaseException) -> str | None:
    """The reason when ``error`` is one of the engine defects these sessions found (all fixed, so
    any hit is a regression); None for anything else."""
    if isinstance(error, HoldemError) and error.key == "bad_post" and "größer als der Big Blind" in error.message:
        return "C6 at a Table: a big blind shorter than the small blind cannot start the hand"
    if isinstance(error, OracleMismatch) and error.kind == "legal" and "engine_reopens" in error.flags:
        if "short_bet" in error.flags:
            return "L8 postflop: a short all-in bet below the big blind reopens the betting"
        if "bet_below_big_blind" in error.flags and "short_all_in" in error.flags:
            return ("L8 with the W10 variant: after a bet below the big blind, an all-in raise short of a "
                    "full raise (one big blind) reopens the betting for the bettor")
    return None


def between_hands(rng: random.Random, table: Table, ledger: Ledger, report: SessionReport,
                  style_big: int, names: list[str]) -> Table:
    """Random changes a real table sees between hands; each keeps the ledger right."""
    tournament = table.kind is GameKind.TOURNAMENT
    seated = [s for s in table.occupied()]
    for seat in seated:
        p = table.seats[seat]
        assert p is not None
        if p.busted:
            # a player away from his seat (C16) does not buy in again
            may_rebuy = not p.absent and (not tournament or table.hand_number <= table.rebuy_hands)
            if may_rebuy and rng.random() < 0.6:
                amount = random_stack(rng, style_big)
                table = table.rebuy(seat, amount)
                ledger.chips += amount
                report.seen.add("rebuy")
            elif not tournament and rng.random() < 0.5:
                table = table.leave(seat)
                report.seen.add("leave")
    live = [s for s in table.occupied() if not table.seats[s].busted]  # type: ignore[union-attr]
    if not tournament and len(live) > 2 and rng.random() < 0.1:
        seat = rng.choice(live)
        ledger.chips -= table.seats[seat].stack  # type: ignore[union-attr]
        table = table.leave(seat)
        report.seen.add("leave")
    free = [s for s, p in enumerate(table.seats) if p is None]
    if free and not tournament and rng.random() < 0.2:
        seat = rng.choice(free)
        name = f"Gast {len(names) + 1}"
        names.append(name)
        amount = random_stack(rng, style_big)
        table = table.sit_down(seat, name, amount)
        ledger.chips += amount
        report.seen.add("new")
        if rng.random() < 0.4 and table.seats[seat].new:  # type: ignore[union-attr]
            table = table.post_blind(seat)
            report.seen.add("post_now")
    for seat in table.occupied():
        p = table.seats[seat]
        assert p is not None
        if p.busted:
            continue
        if tournament:  # C16: a tournament player leaves his seat for a while and is blinded off
            if not p.absent and rng.random() < 0.1:
                table = table.away(seat)
                report.seen.add("away")
            elif p.absent and rng.random() < 0.4:
                table = table.back(seat)
                report.seen.add("back")
            continue
        if not p.away and rng.random() < 0.07:
            table = table.sit_out(seat)
            report.seen.add("sit_out")
        elif p.away and rng.random() < 0.35:
            table = table.sit_in(seat, wait_for_big_blind=rng.choice([None, True, False]))
            report.seen.add("sit_in")
    if rng.random() < 0.08:
        old = table.blinds
        table = table.set_blinds(dataclasses.replace(old, small=old.small * 2, big=old.big * 2, ante=old.ante * 2))
        report.seen.add("blinds")
    return table


def check_busted(table: Table, setup, state, where: str) -> None:
    """A8: who has no chips left after the hand is busted; in a tournament after the rebuy
    period (C10) he is out, in the order of going out."""
    for player, seat in enumerate(setup.seats):
        p = table.seats[seat]
        assert p is not None
        if (state.final_stacks[player] == 0) != p.busted:
            raise OracleMismatch("busted", f"{where}: {p.name} hat {state.final_stacks[player]} Chips, "
                                           f"pleite laut Tisch: {p.busted}")
        out = table.kind is GameKind.TOURNAMENT and table.hand_number > table.rebuy_hands
        if out and p.busted and p.name not in table.eliminated:
            raise OracleMismatch("busted", f"{where}: {p.name} ist im Turnier ohne Chips, aber nicht ausgeschieden")


def playable(table: Table) -> int:
    return sum(1 for p in table.seats if p is not None and not p.busted and not p.away)


def play_session(seed: int, hands: int = 8) -> SessionReport:
    rng = random.Random(seed)
    style = random_style(rng)
    kind = GameKind.TOURNAMENT if rng.random() < 0.25 else GameKind.CASH
    blinds = random_blinds(rng, ante_ok=True)
    n = rng.randint(2, 9)
    stacks = [random_stack(rng, blinds.big) for _ in range(n)]
    table = Table.with_players(stacks, names=[f"Spieler {i + 1}" for i in range(n)], blinds=blinds, kind=kind,
                               missed_small_blind=rng.choice(list(MissedSmallBlind)),
                               wait_for_big_blind=rng.random() < 0.3,
                               rebuy_hands=rng.choice([0, 3]) if kind is GameKind.TOURNAMENT else 0)
    table = table.draw_for_button(seed=seed)
    ledger = Ledger(sum(stacks))
    report = SessionReport(seed, style.structure, kind)
    names = [f"Spieler {i + 1}" for i in range(n)]
    tournament = kind is GameKind.TOURNAMENT
    last_blinds: tuple[int, int] | None = None  # the oracle's own blinds of the last hand (B9, D6)
    drawn_button = table.button
    for hand in range(hands):
        where = f"Seed {seed}, Hand {hand + 1}"
        if hand:
            table = between_hands(rng, table, ledger, report, table.blinds.big, names)
        for seat in table.occupied():  # bring a sitting-out player back when too few can play
            if playable(table) >= 2:
                break
            p = table.seats[seat]
            if p is not None and p.away and not p.busted:
                table = table.sit_in(seat)
        if playable(table) < 2:
            break
        plan = None
        if tournament:
            plan, table = expect_tournament_deal(rng, table, drawn_button, last_blinds, report, where)
            if plan is None and playable(table) < 2:
                break
        refuse = [rng.choice(table.occupied())] if not tournament and playable(table) > 2 \
            and rng.random() < 0.05 else []
        try:
            setup = table.next_hand(refuse=refuse)  # B7: a player due to post may refuse
            report.seen.update(["refuse"] if refuse else [])
        except TableError as error:
            if error.key == "blind_not_owed":  # he owed no blind: the hand goes on without refusing
                refuse = []
                setup = table.next_hand()
            elif error.key == "not_enough_players":
                break
            else:
                raise
        rules = style.rules(table.blinds)
        deck = Deck.shuffled(rng.randrange(2 ** 32))
        first_preflop, absent = setup.first_preflop, frozenset(setup.absent)
        if plan is not None:
            first_preflop, absent = check_tournament_deal(plan, setup, table, where)
            last_blinds = (plan.small_seat, plan.big_seat)
        state = None
        if not tournament and len(setup.seats) >= 2 and rng.random() < 0.3 \
                and (STRADDLE_WITH_SMALL_BLIND_RAISES or style.min_raise is not MinRaise.SMALL_BLIND):
            setup, state, first_preflop = try_straddle(rng, table, refuse, setup, rules, deck, report, where)
        report.seen.update(e.rule for e in setup.events)
        if state is None:
            # A HoldemError here is a hand the engine cannot start (known_defect knows C6).
            state = setup.start(rules, deck=deck)
        state, decisions = play_hand(rng, state, setup, rules, where, first_preflop, absent)
        report.decisions += decisions
        table = setup.table.after_hand(state)
        ledger.chips -= state.result.rake
        ledger.check(table, f"Seed {seed}, nach Hand {hand + 1}")
        check_busted(table, setup, state, f"Seed {seed}, nach Hand {hand + 1}")
        report.hands += 1
    return report


# C11 with the L1 variant (raises of one small blind): a raise over a straddle is still at least one
# straddle more (test_table_sessions.test_C11_a_raise_over_a_straddle_is_one_straddle_more_with_the_l1_variant).
STRADDLE_WITH_SMALL_BLIND_RAISES = True

STRADDLE_KEYS = {"no_straddle_in_tournament": "tournament", "straddle_needs_three": "three",
                 "straddle_wrong_player": "wrong_player", "straddle_not_allowed": "posting",
                 "straddle_short": "short"}


def try_straddle(rng: random.Random, table: Table, refuse: list, setup: HandSetup, rules: RuleSet, deck: Deck,
                 report: SessionReport, where: str) -> tuple[HandSetup, object, int]:
    """C11 at a cash table: a player (mostly the one left of the big blind) wants to straddle.
    The oracle decides from C11 whether he may; the engine must refuse exactly then (the table
    with ``TableError``, the structure when the hand starts), else post the straddle after the
    blinds and let the player left of the straddler begin. Returns the set-up played, its started
    state (None: start the plain set-up) and the first to act preflop."""
    dealt = list(setup.seats)
    bb_seat = dealt[setup.big_blind]
    left = dealt[(dealt.index(bb_seat) + 1) % len(dealt)]
    seat = left if rng.random() < 0.8 else rng.choice(table.occupied())
    p = table.seats[seat]
    assert p is not None
    blinds = table.blinds
    # who posts a blind in this hand anyway, or comes in owing one (B8, B9, B10: an ante may have
    # left him nothing for it)
    posting = {dealt[x.player] for x in setup.posts if x.kind != "ante"}
    posting |= {s for s in dealt if table.seats[s].new or table.seats[s].owes}  # type: ignore[union-attr]
    reasons = straddle_refusals(tournament=table.kind is GameKind.TOURNAMENT, structure=rules.structure,
                                dealt=dealt, big_blind_seat=bb_seat, posting=posting, seat=seat, stack=p.stack,
                                big_blind=blinds.big, ante=0 if blinds.big_blind_ante else blinds.ante)
    engine: str | None = None
    straddled = state = None
    try:
        straddled = table.next_hand(refuse=refuse, straddle=p.name)
        state = straddled.start(rules, deck=deck)
    except TableError as error:
        engine = STRADDLE_KEYS.get(error.key or "")
        if engine is None:
            raise
    except SetupError as error:
        if error.key != "bad_straddle":
            raise
        engine = "structure"
    if engine is not None:
        if engine not in reasons:
            raise OracleMismatch("straddle", f"{where}: die Engine lehnt den Straddle von {p.name} ab ({engine}), "
                                             f"C11 erlaubt ihn{' nur aus anderem Grund nicht: ' + str(sorted(reasons)) if reasons else ''}")
        report.seen.add("straddle_refused")
        return setup, None, setup.first_preflop
    if reasons:
        raise OracleMismatch("straddle", f"{where}: die Engine nimmt den Straddle von {p.name} an, C11 nicht: "
                                         f"{sorted(reasons)}")
    assert straddled is not None
    straddler = dealt.index(seat)
    want = tuple(setup.posts) + (Post(straddler, 2 * blinds.big, "straddle", "C11"),)
    if straddled.seats != setup.seats or tuple(straddled.posts) != want or straddled.straddle != straddler:
        raise OracleMismatch("straddle", f"{where}: Straddle von {p.name}: Engine {straddled.seats} "
                                         f"{straddled.posts}, erwartet {setup.seats} {want}")
    report.seen.add("straddle")
    return straddled, state, (straddler + 1) % len(dealt)


def expect_tournament_deal(rng: random.Random, table: Table, drawn_button: int | None, last: tuple[int, int] | None,
                           report: SessionReport, where: str):
    """C16 and the tournament blinds: what RULES.md says the next deal is, before the engine
    deals it. When every player of the hand is away from his seat, no hand is dealt: the engine
    must refuse, and one comes back. Returns (plan or None, table)."""
    seated = {s: p for s, p in enumerate(table.seats) if p is not None and not p.busted}
    if any(p.away and not p.absent or p.new or p.owes for p in seated.values()):
        return None, table  # a tournament player sitting out by the cash-game rules: not predicted here
    if len(seated) >= 2 and all(p.absent for p in seated.values()):
        try:
            table.next_hand()
        except TableError as error:
            if error.key != "everyone_absent":
                raise
        else:
            raise OracleMismatch("absent", f"{where}: niemand ist am Platz, die Engine gibt trotzdem (C16)")
        report.seen.add("everyone_absent")
        table = table.back(rng.choice(sorted(seated)))
    if len(seated) < 2:
        return None, table
    blinds = table.blinds
    assert drawn_button is not None
    plan = tournament_blinds({s: p.stack for s, p in seated.items()}, len(table.seats), drawn_button, last,
                             blinds.small, blinds.big, blinds.ante, blinds.big_blind_ante,
                             move_on=table.missed_small_blind is MissedSmallBlind.MOVE_ON)
    return plan, table


def check_tournament_deal(plan, setup: HandSetup, table: Table, where: str) -> tuple[int, frozenset[int]]:
    """The engine's deal against the oracle's (B1, B9, D6, H1, W3, C8, C16): who is dealt in
    (every player with chips, away or not), who posts what, the button, who acts first, whose
    hand is dead."""
    dealt = list(setup.seats)
    posts = tuple((dealt[x.player], x.amount, x.kind) for x in setup.posts)
    got = (tuple(dealt), posts, setup.button_seat, dealt[setup.first_preflop], dealt[setup.button],
           setup.small_blind is not None)
    want = (plan.dealt, plan.posts, plan.button_seat, plan.first_preflop_seat, plan.last_postflop_seat,
            plan.small_live)
    if got != want:
        raise OracleMismatch("deal", f"{where}: Turnierhand laut Engine (Sitze, Posts, Button, erster, letzter, "
                                     f"Small Blind lebt) {got}, laut Regeln {want}")
    absent = frozenset(i for i, seat in enumerate(dealt) if table.seats[seat].absent)  # type: ignore[union-attr]
    if frozenset(setup.absent) != absent:
        raise OracleMismatch("absent", f"{where}: tote Hände laut Engine {setup.absent}, "
                                       f"laut Regeln {sorted(absent)} (C16)")
    return dealt.index(plan.first_preflop_seat), absent


def play_hand(rng: random.Random, state, setup, rules: RuleSet, where: str, first_preflop: int | None = None,
              absent: frozenset[int] = frozenset()) -> tuple:
    """Play the started hand with random legal actions, checking each against the oracle.
    ``first_preflop``: who begins before the flop as the oracle has it (C11, W3); ``absent``:
    the players whose hands are dead from the start (C16)."""
    if rules.heads_up_uncapped is None:  # L6 by the game: a tournament keeps the cap until two are left
        left = sum(1 for p in setup.table.seats if p is not None and not p.busted)
        rules = replace(rules, heads_up_uncapped=setup.kind is not GameKind.TOURNAMENT or left == 2)
    oracle = HandOracle(rules, list(setup.stacks), setup.button,
                        setup.first_preflop if first_preflop is None else first_preflop,
                        [(p.player, p.amount, p.kind) for p in setup.posts], setup.carried_in,
                        big_blind_ante=getattr(setup.table.blinds, "big_blind_ante", False), absent=absent)
    oracle.settle_rounds()
    decisions = 0
    while not state.is_over:
        expected = oracle.to_act()
        if state.to_act != expected:
            raise OracleMismatch("turn", f"{where}: am Zug ist laut Engine {state.to_act}, laut Regeln {expected}",
                                 frozenset(oracle.flags))
        legal = state.legal_actions()
        want = oracle.legal()
        if legal != want:
            flags = set(oracle.flags)
            if legal[:-1] == want and legal[-1].kind in RAISES:
                flags.add("engine_reopens")  # the engine offers a raise the rules close
            raise OracleMismatch("legal", f"{where}, Entscheidung {decisions + 1} (Spieler {expected}): "
                                          f"Engine {legal}, Regeln {want}", frozenset(flags))
        choice = legal[rng.randrange(len(legal))]
        amount = None
        if choice.kind in RAISES:
            pick = rng.random()
            amount = choice.min_to if pick < 0.4 else choice.max_to if pick < 0.6 else \
                rng.randint(choice.min_to, choice.max_to)  # type: ignore[arg-type]
        elif choice.kind is ActionKind.CALL:
            amount = choice.max_to
        state = state.apply(Action(choice.kind, amount if choice.kind in RAISES else None))
        oracle.apply(choice.kind, amount)
        decisions += 1
        if decisions > 500:
            raise OracleMismatch("endless", f"{where}: die Hand endet nicht")
    if not oracle.is_over():
        raise OracleMismatch("end", f"{where}: die Engine beendet die Hand, die Regeln nicht")
    back, carried = oracle.payouts(list(state.holes), list(state.board))
    expected_final = tuple(left + got for left, got in zip(oracle.left, back))
    if tuple(state.final_stacks) != expected_final or state.result.carried != carried:
        raise OracleMismatch("payout", f"{where}: Endstacks laut Engine {tuple(state.final_stacks)} "
                                       f"(weiter: {state.result.carried}), laut eigenen Pots {expected_final} "
                                       f"(weiter: {carried})")
    for p in absent:  # C16: the chips of an absent player stay in play, none come back to him
        posted = sum(x.amount for x in setup.posts if x.player == p)
        if state.final_stacks[p] != setup.stacks[p] - posted:
            raise OracleMismatch("absent", f"{where}: {setup.names[p]} war nicht am Platz und hat nach der Hand "
                                           f"{state.final_stacks[p]} Chips, erwartet {setup.stacks[p] - posted} (C16)")
    return state, decisions


# ---- C17: a tournament on several tables ---------------------------------------------------------

@dataclass
class FloorReport:
    seed: int
    moves: int = 0
    breaks: int = 0
    busts: int = 0
    seen: set[str] = field(default_factory=set)  # roles of moved players ("move_waits", "break_small_blind", …)


def _floor(tables) -> dict:
    return {t.number: (tuple(t.seats), t.button) for t in tables}


def play_floor(seed: int, rounds: int = 60) -> FloorReport:
    """A tournament on several tables, seeded: players bust at random, the buttons move, and after
    every round the floor breaks a table when the order set in advance says so and balances the
    rest (C17). Every break and every move is checked against the oracle written from RULES.md."""
    from rules_oracle import balancing_moves, mover, seat_role, table_to_break, worst_seats

    from holdem import balancing
    from holdem.balancing import TournamentTable

    rng = random.Random(seed)
    size = rng.choice([6, 8, 9, 9, 10])
    count = rng.randint(2, 5)
    threshold = rng.choice([2, 2, 2, 3])
    order = list(range(1, count + 1))
    rng.shuffle(order)
    tables = []
    name = 0
    for number in range(1, count + 1):
        seats: list[str | None] = [None] * size
        for seat in rng.sample(range(size), rng.randint(max(2, size - 4), size)):
            name += 1
            seats[seat] = f"S{name}"
        tables.append(TournamentTable(number, tuple(seats), rng.randrange(size)))
    report = FloorReport(seed)
    players = sorted(n for t in tables for n in t.seats if n is not None)
    for step in range(rounds):
        where = f"Seed {seed}, Runde {step + 1}"
        if len(tables) < 2:
            break
        # a hand at every table: the button moves on (or lands on any seat: a dead button), players bust
        played = []
        for t in tables:
            seats = list(t.seats)
            for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
                seated = [s for s, x in enumerate(seats) if x is not None]
                if len(seated) > 1:
                    out = rng.choice(seated)
                    players.remove(seats[out])  # type: ignore[arg-type]
                    seats[out] = None
                    report.busts += 1
            button = (t.button + 1) % size if rng.random() < 0.6 else rng.randrange(size)
            played.append(TournamentTable(t.number, tuple(seats), button))
        tables = played
        # C17: break the next table of the order once the others have room
        due = table_to_break(_floor(tables), order)
        engine_due = balancing.table_to_break(tables, order)
        if due != engine_due:
            raise OracleMismatch("break", f"{where}: aufzulösen laut Engine {engine_due}, laut Regeln {due} "
                                          f"(Reihenfolge {order}, Tische {_floor(tables)})")
        if due is not None:
            result = balancing.break_table(tables, order, seed=rng.randrange(2 ** 32))
            check_break(result, tables, due, where, report)
            tables = list(result.tables)
            report.breaks += 1
            report.seen.update(f"break_{s.role.value}" for s in result.seats)
        # C17: balance until the fullest table has fewer than `threshold` players more than the shortest
        moves = balancing.balance_all(tables, threshold=threshold)
        before = list(tables)
        for move in moves:
            floor = _floor(before)
            allowed = balancing_moves(floor, threshold)
            if allowed is None or (move.from_table, move.to_table) not in allowed:
                raise OracleMismatch("balance", f"{where}: Engine setzt {move.player} von Tisch {move.from_table} an "
                                                f"Tisch {move.to_table}, erlaubt laut Regeln {allowed} ({floor})")
            seats, button = floor[move.from_table]
            if move.player != mover(seats, button) or seats[move.from_seat] != move.player:
                raise OracleMismatch("balance", f"{where}: Engine setzt {move.player} um, nächster Big Blind an Tisch "
                                                f"{move.from_table} ist {mover(seats, button)} ({floor[move.from_table]})")
            seats, button = floor[move.to_table]
            worst = worst_seats(seats, button)
            if move.to_seat not in worst:
                raise OracleMismatch("balance", f"{where}: Engine gibt {move.player} an Tisch {move.to_table} den "
                                                f"Platz {move.to_seat}, schlechteste Plätze laut Regeln {sorted(worst)} "
                                                f"({floor[move.to_table]})")
            arrived = seats[:move.to_seat] + (move.player,) + seats[move.to_seat + 1:]
            role = seat_role(arrived, button, move.to_seat, frozenset({move.to_seat}))
            if role != move.role.value:
                raise OracleMismatch("balance", f"{where}: {move.player} auf Platz {move.to_seat} an Tisch "
                                                f"{move.to_table}: Engine {move.role.value}, Regeln {role} ({arrived}, "
                                                f"Button {button})")
            expected = dict(floor)
            fs, fb = floor[move.from_table]
            expected[move.from_table] = (fs[:move.from_seat] + (None,) + fs[move.from_seat + 1:], fb)
            expected[move.to_table] = (arrived, button)
            if _floor(move.tables) != expected:
                raise OracleMismatch("balance", f"{where}: nach dem Umsetzen von {move.player} stimmen die Tische nicht")
            before = list(move.tables)
            report.moves += 1
            report.seen.add(f"move_{role}")
        if balancing_moves(_floor(before), threshold) is not None:
            raise OracleMismatch("balance", f"{where}: nach dem Ausgleichen sind die Tische nicht ausgeglichen: "
                                            f"{_floor(before)}")
        tables = before
        left = sorted(n for t in tables for n in t.seats if n is not None)
        if left != players:
            raise OracleMismatch("players", f"{where}: Spieler verloren oder doppelt: {left} statt {players}")
    return report


def check_break(result, tables, broken: int, where: str, report: FloorReport) -> None:
    """C17: the broken table is gone, each of its players sits on a seat that was free at another
    table, nobody else moved, and each takes on the rights and duties of his new seat (he waits
    only between the button and the small blind)."""
    from rules_oracle import seat_role

    floor = _floor(tables)
    after = _floor(result.tables)
    if result.broken != broken or set(after) != set(floor) - {broken}:
        raise OracleMismatch("break", f"{where}: aufgelöst laut Engine {result.broken}, laut Regeln {broken}")
    movers = {x for x in floor[broken][0] if x is not None}
    arrived: dict[int, set[int]] = {n: set() for n in after}
    for number, (seats, button) in after.items():
        old, old_button = floor[number]
        if button != old_button:
            raise OracleMismatch("break", f"{where}: der Button an Tisch {number} ist gewandert")
        for seat, (now, was) in enumerate(zip(seats, old)):
            if was is not None and now != was:
                raise OracleMismatch("break", f"{where}: {was} an Tisch {number} musste seinen Platz räumen")
            if was is None and now is not None:
                if now not in movers:
                    raise OracleMismatch("break", f"{where}: {now} kam nicht vom aufgelösten Tisch")
                arrived[number].add(seat)
    if sum(len(s) for s in arrived.values()) != len(movers) or len(result.seats) != len(movers):
        raise OracleMismatch("break", f"{where}: nicht alle Spieler von Tisch {broken} haben einen Platz")
    for new in result.seats:
        seats, button = after[new.table]
        if seats[new.seat] != new.player:
            raise OracleMismatch("break", f"{where}: {new.player} sitzt nicht auf dem genannten Platz")
        role = seat_role(seats, button, new.seat, frozenset(arrived[new.table]))
        if role != new.role.value:
            raise OracleMismatch("break", f"{where}: {new.player} auf Platz {new.seat} an Tisch {new.table}: Engine "
                                          f"{new.role.value}, Regeln {role} ({seats}, Button {button}, neu "
                                          f"{sorted(arrived[new.table])})")
