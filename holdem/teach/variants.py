"""Standard rule and variant side by side (appendix "Varianten"): for each Variant of RULES.md
the engine plays the SAME hand under both settings; the two results are shown as two columns
(or two blocks when they are too wide) and one sentence names the difference.

Every text here comes from the engine (sentences, tables, errors); this module only chooses the
hands and puts the two results next to each other.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from holdem.cards import Deck
from holdem.german import chips
from holdem.hand import ActionKind, HandState, IllegalActionError, start_hand
from holdem.positions import max_players
from holdem.pots import OddChip
from holdem.rules import MinBet, MinRaise, RuleSet, ShowdownOrder, SmallBlindShare
from holdem.table import MissedSmallBlind, Table
from holdem.teach.betting import legal_table
from holdem.teach.dealing import deal_table, dealt_hand
from holdem.teach.script import events_text, parse_word, play_script
from holdem.teach.text import text_table

__all__ = [
    "Comparison",
    "compare_b2",
    "compare_b9",
    "compare_k2",
    "compare_l1",
    "compare_p2",
    "compare_s2",
    "compare_w10",
    "side_by_side",
]

WIDTH = 112  # wider than this: two blocks one below the other instead of two columns
NAMES4 = ("Anna", "Ben", "Cem", "Dana")


def side_by_side(left: str, right: str, titles: tuple[str, str] = ("Standard", "Variante"), *,
                 width: int = WIDTH) -> str:
    """Two text blocks as two columns under their titles, their sentences broken into lines of
    at most 52 characters; if that gets wider than ``width`` characters, one block below the other,
    each line as it came (one sentence per line, no line breaks of its own)."""
    left_lines, right_lines = _wrap(left).split("\n"), _wrap(right).split("\n")
    col = max(len(line) for line in [titles[0], *left_lines])
    other = max(len(line) for line in [titles[1], *right_lines])
    if col + 3 + other > width:
        return "\n".join([f"== {titles[0]} ==", left, "", f"== {titles[1]} ==", right])
    rows = [f"{titles[0]:<{col}} | {titles[1]}", f"{'-' * col}-+-{'-' * other}"]
    for i in range(max(len(left_lines), len(right_lines))):
        a = left_lines[i] if i < len(left_lines) else ""
        b = right_lines[i] if i < len(right_lines) else ""
        rows.append(f"{a:<{col}} | {b}".rstrip())
    return "\n".join(rows)


@dataclass(frozen=True)
class Comparison:
    """One hand under the standard rule and under the variant, and the difference in a sentence."""

    rule: str
    standard: str
    variant: str
    difference: str
    titles: tuple[str, str] = ("Standard", "Variante")

    def text(self) -> str:
        if not self.variant:  # one table that already has a column for each setting
            return f"{self.standard}\nUnterschied ({self.rule}): {self.difference}"
        return f"{side_by_side(self.standard, self.variant, self.titles)}\nUnterschied ({self.rule}): {self.difference}"

    def __str__(self) -> str:
        return self.text()


# ---------------------------------------------------------------- B2: blinds in fixed limit

def _complete(rules: RuleSet) -> tuple[HandState, str]:
    """Three players, the button folds, the small blind is to act: what may he do?"""
    state = start_hand(rules, [100 * rules.big_blind] * 3, button=0, deck=Deck(), names=NAMES4[:3])
    state = state.apply(parse_word(state, "f"))
    return state, legal_table(state)


def compare_b2(small_bet: int = 3, chip: int = 1) -> Comparison:
    """Fixed limit with a small bet of ``small_bet`` (default 3/6, played with 1-chips): the standard
    small blind is half the big blind rounded down to the smallest chip (1 at 3/6), the variant two
    thirds of it, rounded down the same way (2 at 3/6). Both structures are played."""
    standard = RuleSet.fixed_limit(small_bet, chip=chip)
    variant = RuleSet.fixed_limit(small_bet, chip=chip, small_blind_share=SmallBlindShare.TWO_THIRDS)
    (s_state, s_text), (v_state, v_text) = _complete(standard), _complete(variant)
    s_call = next(a.call for a in s_state.legal_actions() if a.kind is ActionKind.CALL)
    v_call = next(a.call or 0 for a in v_state.legal_actions() if a.kind is ActionKind.CALL)
    head = f"Fixed Limit {standard.lower_limit}/{standard.upper_limit}, Blinds {{}}/{{}}\n"
    difference = (f"Mit zwei Dritteln setzt der Small Blind {chips(variant.small_blind)} statt "
                  f"{standard.small_blind} und muss zum Mitgehen nur {chips(v_call)} statt {s_call} nachlegen; "
                  f"der Big Blind ist in beiden Fällen {standard.big_blind}.")
    return Comparison("B2", head.format(standard.small_blind, standard.big_blind) + s_text,
                      head.format(variant.small_blind, variant.big_blind) + v_text, difference,
                      ("Standard (die Hälfte, abgerundet, B2)", "Variante (zwei Drittel)"))


# ---------------------------------------------------------------- K2: burn before the hole cards

def compare_k2(n_players: int = 4, button: int = 3) -> Comparison:
    """The same ordered deck (2c on top) dealt with three and with four burn cards."""
    names = NAMES4[:n_players] if n_players <= len(NAMES4) else None
    tables = [deal_table(Deck(), n_players, button, names=names, burn_before_hole_cards=flag)
              for flag in (False, True)]
    hands = [dealt_hand(Deck(), n_players, button, names=names, burn_before_hole_cards=flag) for flag in (False, True)]
    left = [len(h.deck) for h in hands]  # type: ignore[arg-type]
    difference = (f"Mit der Variante rückt jede Karte um eine Position im Deck nach hinten: "
                  f"{hands[0].name(0)} bekommt {hands[1].holes[0][0]} statt {hands[0].holes[0][0]} "  # type: ignore[index]
                  f"als erste Karte, ungenutzt bleiben {left[1]} statt {left[0]} Karten, und an einen Tisch "
                  f"passen höchstens {max_players(4)} statt {max_players(3)} Spieler (G2).")
    return Comparison("K2", tables[0], tables[1], difference,
                      ("Standard (3 Burn Cards)", "Variante (4 Burn Cards)"))


# ---------------------------------------------------------------- W10: minimum bet

def _flop_after_limps(rules: RuleSet) -> HandState:
    state = start_hand(rules, [100, 100, 100], button=0, deck=Deck(), names=NAMES4[:3])
    for word in ["c", "c", "x"]:
        state = state.apply(parse_word(state, word))
    return state


def compare_w10(amount: int = 1) -> Comparison:
    """No limit 1/2, three players call preflop; on the flop the first player may bet: how little?
    Then the same small bet of ``amount`` under both settings."""
    texts = []
    for rules in (RuleSet(), RuleSet(min_bet=MinBet.SMALL_BLIND)):
        flop = _flop_after_limps(rules)
        try:
            outcome = events_text([flop.apply(flop.bet_or_raise(amount))])
        except IllegalActionError as error:
            outcome = f"Einsatz {amount}: abgelehnt – {error.message}"
        texts.append(legal_table(flop) + "\n" + outcome)
    lows = [next(a.min_to for a in _flop_after_limps(r).legal_actions() if a.kind is ActionKind.BET)
            for r in (RuleSet(), RuleSet(min_bet=MinBet.SMALL_BLIND))]
    difference = (f"Der kleinste Einsatz ist {lows[0]} (ein Big Blind) statt {lows[1]} (ein Small Blind); "
                  f"ein Einsatz von {amount} ist nur mit der Variante erlaubt.")
    return Comparison("W10", texts[0], texts[1], difference)


def _wrap(text: str, width: int = 52) -> str:
    """Long sentences broken into lines, so that two columns fit next to each other (only for the
    two-column text; the widgets and the site get one sentence per line)."""
    out = []
    for line in text.split("\n"):
        if "|" in line or len(line) <= width:
            out.append(line)
            continue
        words, current = line.split(" "), ""
        for word in words:
            if current and len(current) + 1 + len(word) > width:
                out.append(current)
                current = word
            else:
                current = f"{current} {word}" if current else word
        out.append(current)
    return "\n".join(out)


# ---------------------------------------------------------------- L1: minimum raise

def _min_to(state: HandState) -> int:
    return next(a.min_to for a in state.legal_actions() if a.kind in (ActionKind.RAISE, ActionKind.BET)
                and a.min_to is not None and a.kind is ActionKind.RAISE)


def _and(values: Sequence[int]) -> str:
    words = [str(v) for v in values]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} und {words[-1]}"


def compare_l1() -> Comparison:
    """No limit 1/2, four players, button Dana: the smallest raise in three situations."""
    columns = []
    for rules in (RuleSet(), RuleSet(min_raise=MinRaise.SMALL_BLIND)):
        start = start_hand(rules, [200] * 4, button=3, deck=Deck(), names=NAMES4)
        after_raise = start.apply(start.bet_or_raise(6))
        flop = after_raise
        for word in ["c", "c", "c"]:
            flop = flop.apply(parse_word(flop, word))
        after_bet = flop.apply(flop.bet_or_raise(10))
        columns.append((start, after_raise, after_bet))
    rows = []
    labels = ("{} erhöht als Erster vor dem Flop (Big Blind 2)", "{} nach einer Erhöhung auf 6", "{} auf dem Flop nach einem Einsatz von 10")
    for label, std, var in zip(labels, *columns):
        who = std.name(std.to_act)  # type: ignore[arg-type]
        rows.append((label.format(who), f"auf {_min_to(std)}", f"auf {_min_to(var)}"))
    table = text_table(["Lage", "Standard: mindestens", "Variante: mindestens"], rows)
    std_steps = [_min_to(s) - s.current_bet for s in columns[0]]
    var_steps = [_min_to(s) - s.current_bet for s in columns[1]]
    difference = (f"Nach dem Standard ist eine Erhöhung mindestens so groß wie der vorige Einsatz oder die "
                  f"vorige Erhöhung, mindestens ein Big Blind (hier um {_and(std_steps)}); mit der Variante "
                  f"reicht immer ein Small Blind (um {_and(var_steps)}).")
    return Comparison("L1", table, "", difference)


# ---------------------------------------------------------------- S2: showdown order

S2_HOLES = ("9s 8s", "Kd Kc", "Ac Qs", "Ah Jd")
S2_BOARD = "Ad Tc 7h 4s 2d"
S2_ACTIONS = "c f c x x x x x x x x b10 c c"


def _s2_hand(rules: RuleSet) -> list[HandState]:
    return play_script(start_hand(rules, [100] * 4, button=0, names=NAMES4), S2_HOLES, S2_BOARD, S2_ACTIONS)


def _first_to_show(states: list[HandState]) -> int:
    player = next(e.player for e in states[-1].events if e.kind in ("show", "muck"))
    assert player is not None  # showing or mucking is always somebody's
    return player


def compare_s2() -> Comparison:
    """Four players, on the river Cem bets, Dana and Ben call: who shows first?"""
    hands = [_s2_hand(RuleSet()), _s2_hand(RuleSet(showdown_order=ShowdownOrder.LEFT_OF_BUTTON))]
    texts = [events_text(h, kinds=["show", "muck", "award"]) for h in hands]
    firsts = [_first_to_show(h) for h in hands]
    same = hands[0][-1].final_stacks == hands[1][-1].final_stacks
    difference = (f"Zuerst zeigt {hands[0][-1].name(firsts[0])} statt {hands[1][-1].name(firsts[1])}; "
                  + ("wer gewinnt und wie viel, ist in beiden Fällen gleich." if same else
                     "auch die Auszahlung ist verschieden."))
    return Comparison("S2", texts[0], texts[1], difference)


# ---------------------------------------------------------------- P2: odd chip

P2_HOLES = ("8c 8d", "2h 3c", "4d 5d")
P2_BOARD = "As Kd Qh Jc Ts"
P2_ACTIONS = "r6 f c b6 c x x x x"


def _left_in_pot(carried: int) -> str:
    """What the hand leaves in the pot for the next one (P2 variant), as a sentence."""
    if not carried:
        return "Für die nächste Hand bleibt nichts im Pot."
    return f"Für die nächste Hand {'bleibt' if carried == 1 else 'bleiben'} {chips(carried)} im Pot."


def compare_p2() -> Comparison:
    """Three players, a pot of 25 split between two of them."""
    hands = [play_script(start_hand(RuleSet(odd_chip=mode), [100] * 3, button=2, names=NAMES4[:3]),
                         P2_HOLES, P2_BOARD, P2_ACTIONS) for mode in (OddChip.LEFT_OF_BUTTON, OddChip.CARRY)]
    texts = []
    for hand in hands:
        last = hand[-1]
        stacks = ", ".join(f"{last.name(p)} {s}" for p, s in enumerate(last.final_stacks))
        texts.append(events_text(hand, kinds=["award", "carry"]) +
                     f"\nStacks danach: {stacks}\n{_left_in_pot(last.result.carried)}")  # type: ignore[union-attr]
    totals = [sum(h[-1].final_stacks) + h[-1].result.carried for h in hands]  # type: ignore[union-attr]
    difference = (f"Der übrige Chip geht an den ersten Beteiligten links vom Button statt liegen zu bleiben; "
                  f"mit dem liegen gebliebenen Chip sind es beide Male {totals[0]} Chips.")
    assert totals[0] == totals[1]
    return Comparison("P2", texts[0], texts[1], difference)


# ---------------------------------------------------------------- B9: missed small blind

B9_NAMES = ("Anna", "Ben", "Cem", "Dana", "Emil")


def compare_b9() -> Comparison:
    """Five players; after the first hand Cem, who is due for the small blind, sits out."""
    texts, posts = [], []
    # The card-room standard first, as the table plays it by default (dead button: the big blind moves
    # one seat), the source's reading second.
    tables = (Table.with_players([100] * 5, names=list(B9_NAMES), button=0),
              Table.with_players([100] * 5, names=list(B9_NAMES), button=0,
                                 missed_small_blind=MissedSmallBlind.MOVE_ON))
    for table in tables:
        first = table.next_hand()
        stacks = [100 - (first.small_blind or 0) if s == 1 else 100 + (first.small_blind or 0) if s == 2 else 100
                  for s in range(5)]  # the big blind won the small blind: no chip created or lost
        second = first.table.after_hand(stacks).sit_out("Cem").next_hand()
        texts.append("\n".join(e.text for e in second.events))
        posts.append({B9_NAMES[second.seats[p.player]]: p.kind for p in second.posts})
    def who(kinds: dict[str, str], kind: str) -> str:
        return next((name for name, k in kinds.items() if k == kind), "niemand")
    def blinds(kinds: dict[str, str]) -> str:
        small = who(kinds, "small_blind")
        first = "niemand den Small Blind (der Small Blind ist tot)" if small == "niemand" else f"{small} den Small Blind"
        return f"{first} und {who(kinds, 'big_blind')} den Big Blind"
    difference = (f"Mit totem Small Blind (Standard im Kartenraum) setzt {blinds(posts[0])}; nach der Lesart "
                  f"der Quelle rücken die Blinds weiter, und es setzt {blinds(posts[1])}.")
    return Comparison("B9", texts[0], texts[1], difference,
                      ("Standard (toter Small Blind, B9)", "Variante (die Blinds rücken weiter)"))
