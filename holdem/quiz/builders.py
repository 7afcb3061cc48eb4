"""Question builders: each one sets up a small situation, asks the engine for the answer and
words the question, the options and the explanation around it. A chapter's quiz
(:mod:`holdem.quiz.chapters`) is a list of calls of these builders; no answer is typed by hand.

Players are called by the book's names (Anna, Ben, Cem, …); amounts are chips.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from holdem.betting import raise_option
from holdem.blinds import BlindSchedule
from holdem.cards import Deck, format_cards, parse_cards
from holdem.chips import CHIP_SET, stack_value
from holdem.counting import category_counts
from holdem.dealing import deal_order, unused_cards
from holdem.hand import ActionKind, HandState, Street, start_hand
from holdem.odds import german_number, outs
from holdem.positions import max_players, positions
from holdem.pots import build_pots, settle
from holdem.quiz.model import Question, choice, number
from holdem.rake import Rake
from holdem.ranking import HandCategory, evaluate, reason, showdown, strength
from holdem.rules import RuleSet, ShowdownOrder
from holdem.showdown import showdown_order
from holdem.teach.basics import hand_use
from holdem.teach.script import parse_word

NAMES = ("Anna", "Ben", "Cem", "Dana", "Emil", "Fiona", "Gina", "Hugo", "Ida", "Jan")
SPLIT = "Niemand allein: Split Pot"


def names(n: int) -> tuple[str, ...]:
    return NAMES[:n]




def _table(n: int, button: int) -> str:
    return f"{n} Spieler ({', '.join(names(n))}), {names(n)[button]} hat den Button"


# ------------------------------------------------------------------ positions (B1, H1, W3, W4, H2, D3, K1)

def acts_first(n: int, button: int, street: str = "preflop") -> Question:
    """Who acts first before the flop (W3; heads-up H2) or after it (W4; heads-up H2). The
    explanation names only what this question asks, so that it tells no later question's answer."""
    pos = positions(n, button)
    who = names(n)
    first = pos.first_preflop if street == "preflop" else pos.first_postflop
    when = "vor dem Flop" if street == "preflop" else "auf dem Flop"
    rule = "H2" if n == 2 else ("W3" if street == "preflop" else "W4")
    if n == 2:
        why = ("Heads-up handelt vor dem Flop der Button zuerst" if street == "preflop"
               else "Heads-up handelt ab dem Flop der Spieler ohne Button zuerst")
    else:
        why = (f"Vor dem Flop beginnt der Spieler links vom Big Blind ({who[pos.big_blind]})" if street == "preflop"
               else "Ab dem Flop beginnt der erste aktive Spieler links vom Button")
    return choice(f"{_table(n, button)}. Wer handelt {when} als Erster?", who, who[first],
                  f"{why}: {who[first]}.", rule)


def blind_poster(n: int, button: int, blind: str = "small") -> Question:
    """Who posts the small or the big blind (B1; heads-up H1); the explanation names only that blind."""
    pos = positions(n, button)
    who = names(n)
    seat = pos.small_blind if blind == "small" else pos.big_blind
    word = "Small Blind" if blind == "small" else "Big Blind"
    if n == 2:
        why = ("Heads-up setzt der Button selbst den Small Blind" if blind == "small"
               else "Heads-up setzt der Spieler ohne Button den Big Blind")
    else:
        why = ("Den Small Blind setzt der Spieler direkt links vom Button" if blind == "small"
               else "Den Big Blind setzt der zweite Spieler links vom Button")
    return choice(f"{_table(n, button)}. Wer setzt den {word}?", who, who[seat], f"{why}: {who[seat]}.",
                  "H1" if n == 2 else "B1")


def button_after(n: int, button: int, hands: int) -> Question:
    """Where the button lies after ``hands`` hands (D3)."""
    seat = (button + hands) % n
    later = "nach der nächsten Hand" if hands == 1 else f"nach {hands} weiteren Händen"
    return choice(f"{_table(n, button)}. Wer hat den Button {later}?", names(n),
                   names(n)[seat], f"Der Button rückt nach jeder Hand einen Platz im Uhrzeigersinn weiter: "
                   f"{later} liegt er bei {names(n)[seat]}.", "D3")


def first_card(n: int, button: int) -> Question:
    """Who receives the first card (K1)."""
    order = [names(n)[p] for p in deal_order(n, button)]
    return choice(f"{_table(n, button)}. Wer bekommt die erste Karte?", names(n), order[0],
                   f"Gegeben wird im Uhrzeigersinn, beginnend links vom Button: {', '.join(order)}.", "K1")


# ------------------------------------------------------------------ cards and hands (G2, G4, K5, R1, S6, R11)

def most_players(burns: int) -> Question:
    """The most players one deck serves with ``burns`` burn cards (G2)."""
    most = max_players(burns)
    return number(f"Wie viele Spieler kann ein Deck aus 52 Karten höchstens bedienen, wenn {burns} Burn "
                   "Cards verbrannt werden?", most,
                   f"2 · n + 5 + {burns} darf höchstens 52 sein: n ist höchstens {most}.", "G2")


def unused(n: int, burns: int = 3) -> Question:
    """Cards that stay in the deck after a hand played to the river (K5)."""
    left = unused_cards(n, burns)
    return number(f"{n} Spieler spielen eine Hand bis zum River, {burns} Burn Cards. Wie viele Karten bleiben "
                   "ungenutzt im Stapel?", left, f"52 − 2 · {n} − 5 − {burns} = {left}.", "K5")


def hole_cards_used(hole: str, board: str) -> Question:
    """How many hole cards the best five needs (G4)."""
    use = hand_use(hole, board)
    return number(f"Hole Cards {hole}, Board {board}. Wie viele der eigenen Karten braucht die beste Hand "
                   "aus fünf Karten mindestens?", use.hole_cards_used,
                   f"Die beste Hand ist {use.value.text} ({format_cards(use.best_five)}); dafür genügen "
                   f"{use.hole_cards_used} Hole Cards.", "G4")


def category(cards: str, rule: str = "R1") -> Question:
    """The category of five to seven cards (R1), chosen among neighbouring categories."""
    value = evaluate(cards)
    low = max(0, min(int(value.category) - 1, len(HandCategory) - 4))
    options = [c.german for c in sorted(HandCategory)[low:low + 4]]
    return choice(f"Welche Kategorie hat die beste Hand aus {cards}?", options, value.category.german,
                   f"Die besten fünf Karten: {value.text}.", rule)


def who_wins(holes: Mapping[str, str], board: str, *rules: str) -> Question:
    """Who wins the showdown (S6 and the ranking rule that decides; several: split, R11)."""
    players = list(holes)
    values = showdown(list(holes.values()), board)
    best = max(values)
    winners = [p for p, v in zip(players, values) if v == best]
    right = winners[0] if len(winners) == 1 else SPLIT
    hands = "; ".join(f"{p}: {v.text}" for p, v in zip(players, values))
    hole_text = ", ".join(f"{p} {c}" for p, c in holes.items())
    # Why: the best hand against the strongest of the others (R1–R11 say what decides).
    others = [v for v in values if v != best]
    why = f" Entscheidend: {reason(best, max(others))}." if others else f" Entscheidend: {reason(best, best)}."
    return choice(f"Board {board}. Hole Cards: {hole_text}. Wer gewinnt den Pot?", [*players, SPLIT], right,
                   f"{hands}.{why}", "S6", *(rules or (("R11",) if len(winners) > 1 else ())))


def stronger(a: str, b: str, *rules: str) -> Question:
    """Which of two five-card hands ranks higher, or are they equal (R2–R11)."""
    va, vb = evaluate(a), evaluate(b)
    options = [a, b, "Beide gleich"]
    right = a if va > vb else b if vb > va else "Beide gleich"
    return choice(f"Welche Hand ist höher: {a} oder {b}?", options, right,
                  f"{a}: {va.text}; {b}: {vb.text}. Entscheidend: {reason(va, vb)}.", *rules)


def category_count(category_: HandCategory, n_cards: int = 5, rules: Sequence[str] = ("R12",)) -> Question:
    """How many n-card hands fall into a category (R12)."""
    count = category_counts(n_cards).categories[category_]
    return number(f"Wie viele verschiedene Hände aus {n_cards} Karten sind ein {category_.german}?", count,
                   f"Das Abzählen aller Hände aus {n_cards} Karten ergibt {german_number(count)} "
                   f"Hände der Kategorie {category_.german}; je seltener, desto höher die Kategorie.", *rules)


def out_count(hole: str, board: str, target: HandCategory | None = None, rule: str = "G3") -> Question:
    """How many outs a hand has on a flop or turn."""
    found = outs(hole, board, target=target)
    return number(f"Hole Cards {hole}, Board {board}. Wie viele Outs gibt es ({found.goal()})?", found.count,
                   f"Outs: {format_cards(found.cards)} – {found.count} von {found.unseen} unbekannten Karten.",
                   rule)


# ------------------------------------------------------------------ betting (B4, L1–L4, W2, W10)

def _acting(state: HandState) -> int:
    """The player to act: every betting question stops while someone still has to act."""
    assert state.to_act is not None, "nobody is to act in this situation"
    return state.to_act


def _option(state: HandState, kind: ActionKind):
    return next((a for a in state.legal_actions() if a.kind is kind), None)


def _history(rules: RuleSet, stacks: Sequence[int], button: int, words: str) -> tuple[HandState, str]:
    state = start_hand(rules, list(stacks), button=button, deck=Deck(), names=names(len(stacks)))
    said = []
    for word in words.split():
        player = state.name(_acting(state))
        action = parse_word(state, word)
        street = state.street
        state = state.apply(action)
        said.append(f"{player} {_verb(action.kind, action.amount)}")
        if state.street is not street and not state.is_over:  # the deck deals the next street
            said[-1] += f"; es folgt der {state.street.german}"
    return state, ("; ".join(said) + "." if said else "")


def _verb(kind: ActionKind, to: int | None) -> str:
    return {ActionKind.FOLD: "steigt aus", ActionKind.CHECK: "checkt", ActionKind.CALL: "geht mit",
            ActionKind.BET: f"setzt {to}", ActionKind.RAISE: f"erhöht auf {to}"}[kind]


def _setting(rules: RuleSet, stacks: Sequence[int], button: int) -> str:
    n = len(stacks)
    same = len(set(stacks)) == 1
    chips = f"je {stacks[0]} Chips" if same else "Stacks " + ", ".join(
        f"{p} {s}" for p, s in zip(names(n), stacks))
    blinds = f"Blinds {rules.small_blind}/{rules.big_blind}"
    # Every number the question needs stands in it: in limit games the two limits too (L3, L5).
    limits = f" {rules.small_bet}/{rules.big_bet}" if rules.structure.is_limit else ""
    return f"{rules.structure.german}{limits}, {blinds}, {_table(n, button)}, {chips}"


def min_raise_to(stacks: Sequence[int], button: int, words: str, rules: RuleSet | None = None,
                 rule: str = "L1") -> Question:
    """The smallest total a raise may go to (L1; limits L3)."""
    rules = rules or RuleSet()
    state, said = _history(rules, stacks, button, words)
    raise_ = _option(state, ActionKind.RAISE)
    who = state.name(_acting(state))
    return number(f"{_setting(rules, stacks, button)}. {said or 'Noch hat niemand gehandelt.'} Auf welchen "
                   f"Betrag darf {who} mindestens "
                   "erhöhen?", raise_.min_to,
                   f"Die kleinste Erhöhung von {who} geht auf {raise_.min_to}: so groß wie die letzte Erhöhung, "
                   "mindestens ein Big Blind.", rule)


def max_raise_to(stacks: Sequence[int], button: int, words: str, rules: RuleSet, rule: str = "L2") -> Question:
    """The largest total a bet or raise may go to (pot limit, L2)."""
    state, said = _history(rules, stacks, button, words)
    option = _option(state, ActionKind.RAISE) or _option(state, ActionKind.BET)
    who = state.name(_acting(state))
    word = "erhöhen" if option.kind is ActionKind.RAISE else "setzen"
    return number(f"{_setting(rules, stacks, button)}. {said or 'Noch hat niemand gehandelt.'} Auf welchen "
                   f"Betrag darf {who} höchstens {word}?",
                   option.max_to, f"Höchstens auf {option.max_to}: erst mitgehen, dann um den ganzen Pot "
                   "erhöhen, der nach dem Mitgehen in der Mitte läge.", rule)


def call_amount(stacks: Sequence[int], button: int, words: str, rules: RuleSet | None = None,
                rule: str = "B4") -> Question:
    """How many chips the player to act must add to call (B4: blinds are live)."""
    rules = rules or RuleSet()
    state, said = _history(rules, stacks, button, words)
    call = _option(state, ActionKind.CALL)
    who = state.name(_acting(state))
    return number(f"{_setting(rules, stacks, button)}. {said or 'Noch hat niemand gehandelt.'} Wie viele Chips "
                   f"muss {who} nachlegen, um mitzugehen?", call.call,
                   f"{who} hat in dieser Runde schon {state.bets[_acting(state)]} gesetzt; bis {call.max_to} fehlen "
                   f"{call.call}.",
                   rule)


def may_raise(stacks: Sequence[int], button: int, words: str, rules: RuleSet, rule: str) -> Question:
    """Whether the player to act may still raise (cap L4/L6, reopening L8, option B5)."""
    state, said = _history(rules, stacks, button, words)
    player = _acting(state)
    who = state.name(player)
    option = raise_option(state, player)
    if option.allowed:  # why it is still open, by the rule the question is about
        why = _STILL_OPEN.get(rule, "die Runde ist für {who} noch offen").format(who=who)
        span = (f"auf {option.min_to}" if option.min_to == option.max_to
                else f"auf {option.min_to} bis {option.max_to}")
        explanation = f"Ja: {why} ({rule}). {who} darf {span} erhöhen."
    else:
        explanation = f"Nein: {option.reason}."
        if "Mitgehen" not in option.reason:
            explanation += f" {who} darf nur mitgehen oder aussteigen."
    # L6 differs between cash game and tournament (TDA keeps the cap): the question says which.
    game = "Cash Game, " if rule == "L6" else ""
    return choice(f"{game}{_setting(rules, stacks, button)}. {said} Darf {who} jetzt noch erhöhen?",
                   ["Ja", "Nein"], "Ja" if option.allowed else "Nein", explanation, rule)


# Why a player may still raise, by the rule a question asks about.
_STILL_OPEN = {
    "L7": "im No Limit und im Pot Limit ist die Zahl der Erhöhungen nicht begrenzt",
    "L6": "nur noch zwei Spieler sind in der Hand, und für sie gilt im Cash Game kein Cap",
    "L8": "seit der letzten Handlung von {who} gab es eine volle Erhöhung, die Runde ist wieder offen",
    "B5": "als Big Blind hat {who} die Option",
}


def may_check(stacks: Sequence[int], button: int, words: str, rules: RuleSet | None = None,
              rule: str = "W2") -> Question:
    """Whether the player to act may check (W2, W3, B5)."""
    rules = rules or RuleSet()
    state, said = _history(rules, stacks, button, words)
    player = _acting(state)
    who = state.name(player)
    allowed = _option(state, ActionKind.CHECK) is not None
    owed = state.current_bet - state.bets[player]
    if allowed and rule == "B5":
        explanation = (f"Ja: Niemand hat erhöht, und {who} hat als Big Blind schon so viel gesetzt wie alle "
                       f"anderen. Mit der Option darf {who} checken oder erhöhen (B5).")
    elif allowed:
        explanation = f"Ja: In dieser Runde ist für {who} nichts zu bezahlen, also darf {who} checken ({rule})."
    else:
        explanation = (f"Nein: {who} müsste {owed} zahlen, um mitzugehen. Wer einem Einsatz gegenübersteht, kann "
                       f"nicht checken, nur mitgehen, erhöhen oder aussteigen ({rule}).")
    return choice(f"{_setting(rules, stacks, button)}. {said or 'Noch hat niemand gehandelt.'} Darf {who} "
                   "checken?", ["Ja", "Nein"], "Ja" if allowed else "Nein", explanation, rule)


def fold_winner(stacks: Sequence[int], button: int, words: str, rules: RuleSet | None = None,
                rule: str = "W7", also: Sequence[str] = ()) -> Question:
    """Everybody but one folds: who wins, and without a showdown (W7)."""
    rules = rules or RuleSet()
    state, said = _history(rules, stacks, button, words)
    players = names(len(stacks))
    winner = next(p for p in range(len(stacks)) if p not in state.folded)
    return choice(f"{_setting(rules, stacks, button)}. {said} Wer gewinnt den Pot?", players, players[winner],
                   " ".join(e.text for e in state.events if e.kind != "to_act"), rule, *also)


def round_over(stacks: Sequence[int], button: int, words: str, rules: RuleSet | None = None,
               rule: str = "W5") -> Question:
    """Whether the betting round of the last action is over (W5): the engine deals the next street."""
    rules = rules or RuleSet()
    before, _ = _history(rules, stacks, button, " ".join(words.split()[:-1]))
    state, said = _history(rules, stacks, button, words)
    over = state.street is not before.street or state.is_over
    said = said.split("; es folgt")[0].rstrip(".") + "."  # the question must not tell the answer
    explanation = ("Alle haben gehandelt und gleich viel gesetzt: die Runde ist vorbei, die Einsätze kommen "
                   "in den Pot." if over else
                   f"Noch nicht: {state.name(_acting(state))} hat auf den letzten Einsatz noch nicht reagiert und "
                   "ist am Zug. Eine Runde endet erst, wenn alle gehandelt und gleich viel gesetzt haben.")
    if rule == "H2" and before.street is Street.PREFLOP:  # heads-up the big blind closes the preflop round
        explanation = ("Heads-up handelt vor dem Flop der Button zuerst und der Big Blind zuletzt (H2). "
                       + explanation)
    return choice(f"{_setting(rules, stacks, button)}. {said} Ist die Wettrunde ({before.street.german}) damit vorbei?",
                  ["Ja", "Nein"], "Ja" if over else "Nein", explanation, rule)


def min_bet(stacks: Sequence[int], button: int, words: str, rules: RuleSet | None = None,
            rule: str = "W10") -> Question:
    """The smallest bet the player to act may make on a new street (W10)."""
    rules = rules or RuleSet()
    state, said = _history(rules, stacks, button, words)
    bet = _option(state, ActionKind.BET)
    who = state.name(_acting(state))
    return number(f"{_setting(rules, stacks, button)}. {said} Wie viel ist der kleinste Einsatz, "
                  f"den {who} jetzt machen darf?", bet.min_to,
                  f"Ein Einsatz ist mindestens ein Big Blind: {who} darf {bet.min_to} bis {bet.max_to} setzen.",
                  rule)


def max_bet(stacks: Sequence[int], button: int, words: str, rules: RuleSet, rule: str = "L5") -> Question:
    """The largest bet the player to act may make (spread limit L5)."""
    state, said = _history(rules, stacks, button, words)
    bet = _option(state, ActionKind.BET)
    who = state.name(_acting(state))
    late = state.round_index >= 2
    limit = rules.big_bet if late else rules.small_bet
    why = (f"{'Ab dem Turn' if late else 'Vor dem Flop und auf dem Flop'} gilt im {rules.structure.german} das "
           f"{'obere' if late else 'untere'} Limit, {limit}")
    return number(f"{_setting(rules, stacks, button)}. {said} Wie viel darf {who} höchstens setzen?", bet.max_to,
                  f"{why}: {who} darf jeden Betrag von {bet.min_to} bis {bet.max_to} setzen.", rule)


def bet_size(rules: RuleSet, round_index: int, rule: str = "L3") -> Question:
    """The bet size of a fixed-limit round (L3)."""
    streets = ("vor dem Flop", "auf dem Flop", "auf dem Turn", "auf dem River")
    size = rules.limit_for_round(round_index)
    return number(f"Fixed Limit {rules.lower_limit}/{rules.upper_limit}. Wie groß ist ein Einsatz "
                   f"{streets[round_index]}?", size,
                   f"Vor dem Flop und auf dem Flop gilt die kleine Wette ({rules.lower_limit}), auf Turn und River "
                   f"die große ({rules.upper_limit}).", rule)


# ------------------------------------------------------------------ pots (A3–A7, P1–P3, X1)

def _contributions(contributions: Mapping[str, int]) -> str:
    return ", ".join(f"{p} {c}" for p, c in contributions.items())


def pot_size(contributions: Mapping[str, int], index: int, folded: Sequence[str] = (), rule: str = "A4") -> Question:
    """How big pot ``index`` is (0: the main pot, 1: side pot 1, …)."""
    players = list(contributions)
    layout = build_pots(list(contributions.values()), [players.index(p) for p in folded])
    pot = layout.pots[index]
    out = f" {', '.join(folded)} {'ist' if len(folded) == 1 else 'sind'} ausgestiegen." if folded else ""
    return number(f"Alle Einsätze der Hand: {_contributions(contributions)}.{out} Wie groß ist der "
                   f"{pot.name}?", pot.amount, " ".join(layout.explain(players)), rule)


def pot_count(contributions: Mapping[str, int], rule: str = "A4") -> Question:
    """How many pots (main pot + side pots) there are."""
    players = list(contributions)
    layout = build_pots(list(contributions.values()))
    return number(f"Alle Einsätze der Hand: {_contributions(contributions)}. Wie viele Pots gibt es "
                   "(Hauptpot und Side Pots zusammen)?", len(layout.pots), " ".join(layout.explain(players)), rule)


def returned(contributions: Mapping[str, int], rule: str = "A7") -> Question:
    """How many uncalled chips go back to the bettor (A7)."""
    players = list(contributions)
    layout = build_pots(list(contributions.values()))
    (seat, chips), = layout.returned.items() or ((0, 0),)
    return number(f"Alle Einsätze der Hand: {_contributions(contributions)}. Wie viele Chips bekommt "
                   f"{players[seat]} zurück, bevor ein Pot verteilt wird?", chips,
                   " ".join(layout.explain(players)), rule)


def payout(contributions: Mapping[str, int], strengths: Mapping[str, int], button: str, who: str,
           *rules: str, odd_chip=None) -> Question:
    """How many chips ``who`` receives at the end (A6, P1–P3): pots won plus returned chips."""
    players = list(contributions)
    award = settle(list(contributions.values()), (), {players.index(p): s for p, s in strengths.items()},
                   button=players.index(button), names=players,
                   **({"odd_chip": odd_chip} if odd_chip else {}))
    ranking = " > ".join(" = ".join(p for p in players if strengths.get(p) == s)
                         for s in sorted(set(strengths.values()), reverse=True))
    return number(f"Alle Einsätze der Hand: {_contributions(contributions)}; {button} hat den Button. "
                   f"Rangfolge der Hände: {ranking}. Wie viele Chips erhält {who}?",
                   award.payouts.get(players.index(who), 0), " ".join(award.explain()), *rules)


def split_share(pot: int, winners: Sequence[str], button: int, n: int, who: str) -> Question:
    """One winner's share of a split pot, odd chip included (P1, P2)."""
    players = names(n)
    seats = [players.index(w) for w in winners]
    others = [s for s in range(n) if s not in seats]
    # Each winner put in the same; the remainder comes from a player who then folded (W8).
    contributions = [0] * n
    for s in seats:
        contributions[s] = pot // len(seats)
    folded = []
    if pot % len(seats):
        contributions[others[0]] = pot % len(seats)
        folded = [others[0]]
    award = settle(contributions, folded, {s: 1 for s in seats}, button=button, names=players)
    return number(f"{_table(n, button)}. {', '.join(winners[:-1])} und {winners[-1]} haben gleich gute Hände und "
                   f"teilen einen Pot von {pot}. Wie viele Chips erhält {who}?",
                   award.payouts[players.index(who)], " ".join(award.explain()), "P1", "P2")


def rake_amount(rake: Rake, pot: int) -> Question:
    """What the house keeps (X1)."""
    kept = rake.amount(pot)
    start = f", ab einem Pot von {rake.min_pot}" if rake.min_pot else ""
    return number(f"Das Haus nimmt {rake.percent} % Rake, höchstens {rake.cap} Chips{start}. Wie viel behält es "
                   f"von einem Pot von {pot}?", kept, rake.describe(pot), "X1")


def first_to_show(n: int, button: int, contenders: Sequence[int], aggressor: int | None) -> Question:
    """Who shows first at the showdown (S2)."""
    order = showdown_order(n, button, contenders, aggressor, ShowdownOrder.LAST_AGGRESSOR)
    players = names(n)
    river = (f"auf dem River hat {players[aggressor]} zuletzt gesetzt" if aggressor is not None
             else "auf dem River haben alle gecheckt")
    who = [players[p] for p in contenders]
    why = ("Wer auf dem River zuletzt gesetzt oder erhöht hat, zeigt zuerst" if aggressor is not None
           else "Hat auf dem River niemand gesetzt, zeigt zuerst, wer am nächsten links vom Button sitzt")
    return choice(f"{_table(n, button)}. Beim Showdown sind {', '.join(who[:-1])} und {who[-1]} dabei; {river}. "
                   "Wer zeigt zuerst?", who, players[order[0]],
                   f"{why}: {players[order[0]]}. Die Reihenfolge beim Zeigen: "
                   f"{', '.join(players[p] for p in order)}.", "S2")


# ------------------------------------------------------------------ chips and tournaments (G6, B12)

def chip_value(counts: Mapping[str, int]) -> Question:
    """The value of a stack of chips (G6)."""
    value = stack_value(counts)
    listed = ", ".join(f"{k} × {c.capitalize()}" for c, k in counts.items())
    worth = {chip.colour: chip.value for chip in CHIP_SET}
    sum_ = " + ".join(f"{k} · {worth[c]}" for c, k in counts.items())
    return number(f"Im Chipsatz des Buchs ist Weiß 1000 wert, Rot 500, Blau 250, Schwarz 100 und Grün 50. "
                   f"Wie viel ist ein Stack aus {listed} wert?", value,
                   f"Anzahl mal Wert, zusammengezählt: {sum_} = {value}.", "G6")


def blinds_at(schedule: BlindSchedule, minutes: int) -> Question:
    """The blinds that run at a given minute of a tournament (B12)."""
    level = schedule.level_at(minutes)
    options = [f"{lv.small}/{lv.big}" for lv in schedule.levels]
    return choice(f"Blindplan: {schedule.describe().replace(chr(10), '; ')}. Welche Blinds gelten in Minute "
                   f"{minutes}?", options, f"{level.small}/{level.big}",
                   f"In Minute {minutes} läuft Stufe {schedule.level_index_at(minutes) + 1}.", "B12")


def seven_card_strength_equal(a: str, b: str, board: str) -> Question:
    """Whether two players split because the board plays (G4, R11)."""
    va, vb = evaluate(parse_cards(a) + parse_cards(board)), evaluate(parse_cards(b) + parse_cards(board))
    right = "Ja" if strength(va.best_five) == strength(vb.best_five) else "Nein"
    return choice(f"Board {board}; Anna hat {a}, Ben hat {b}. Teilen die beiden den Pot?", ["Ja", "Nein"], right,
                   f"Anna: {va.text}; Ben: {vb.text}.", "R11", "G4")
