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

from rules_oracle import HandOracle, OracleMismatch

from holdem.betting import Action, ActionKind
from holdem.blinds import Blinds
from holdem.cards import Deck
from holdem.errors import HoldemError
from holdem.pots import OddChip
from holdem.rules import MinBet, MinRaise, RuleSet, ShowdownOrder, Structure
from holdem.table import GameKind, MissedSmallBlind, Table, TableError

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
            may_rebuy = not tournament or table.hand_number <= table.rebuy_hands
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
    for hand in range(hands):
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
        refuse = [rng.choice(table.occupied())] if playable(table) > 2 and rng.random() < 0.05 else []
        try:
            setup = table.next_hand(refuse=refuse)  # B7: a player due to post may refuse
            report.seen.update(["refuse"] if refuse else [])
        except TableError as error:
            if error.key == "blind_not_owed":  # he owed no blind: the hand goes on without refusing
                setup = table.next_hand()
            elif error.key == "not_enough_players":
                break
            else:
                raise
        report.seen.update(e.rule for e in setup.events)
        rules = style.rules(table.blinds)
        # A HoldemError here is a hand the engine cannot start (known_defect knows C6).
        state = setup.start(rules, deck=Deck.shuffled(rng.randrange(2 ** 32)))
        state, decisions = play_hand(rng, state, setup, rules, f"Seed {seed}, Hand {hand + 1}")
        report.decisions += decisions
        table = setup.table.after_hand(state)
        ledger.chips -= state.result.rake
        ledger.check(table, f"Seed {seed}, nach Hand {hand + 1}")
        check_busted(table, setup, state, f"Seed {seed}, nach Hand {hand + 1}")
        report.hands += 1
    return report


def play_hand(rng: random.Random, state, setup, rules: RuleSet, where: str) -> tuple:
    """Play the started hand with random legal actions, checking each against the oracle."""
    if rules.heads_up_uncapped is None:  # L6 by the game: a tournament keeps the cap until two are left
        left = sum(1 for p in setup.table.seats if p is not None and not p.busted)
        rules = replace(rules, heads_up_uncapped=setup.kind is not GameKind.TOURNAMENT or left == 2)
    oracle = HandOracle(rules, list(setup.stacks), setup.button, setup.first_preflop,
                        [(p.player, p.amount, p.kind) for p in setup.posts], setup.carried_in,
                        big_blind_ante=getattr(setup.table.blinds, "big_blind_ante", False))
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
    return state, decisions
