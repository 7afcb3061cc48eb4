"""Questions on the table's procedures: the draw for the button, blind sizes, burn cards, buy-ins,
big-blind antes and odd chips (numbers from the engine), and the rules that are a way of acting
rather than a number (why burn, what a misdeal is, who must show). For those the right answer is
the rule itself as the rule index states it; the wording of the wrong options is chosen so that
each is a mistake learners really make."""

from __future__ import annotations

from collections import Counter

from holdem.betting import Action, ActionKind, interpret_chips, raise_option
from holdem.blinds import TableLimits
from holdem.cards import Deck
from holdem.dealing import check_misdeal
from holdem.errors import QuizError, SetupError
from holdem.hand import play, start_hand
from holdem.pots import settle
from holdem.quiz.model import Question, choice, number
from holdem.rules import RuleSet
from holdem.table import Table

NAMES = ("Anna", "Ben", "Cem", "Dana", "Emil", "Fiona")


def button_draw(cards: str) -> Question:
    """Who wins the draw for the button (D1; equal ranks: D2 by suit)."""
    n = len(cards.split())
    players = NAMES[:n]
    drawn = Table.with_players([100] * n, names=list(players)).draw_for_button(Deck.from_text(cards))
    listed = ", ".join(f"{p} {c}" for p, c in zip(players, cards.split()))
    rule = drawn.events[-1].rule
    if drawn.button is None:
        raise ValueError("Nach dem Ziehen hat niemand den Button.")
    return choice(f"Vor der ersten Hand zieht jeder eine offene Karte: {listed}. Wer bekommt den Button?",
                  list(players), players[drawn.button], drawn.events[-1].text, "D1", *(("D2",) if rule == "D2" else ()))


def deck_size() -> Question:
    """How many cards the deck has (G1)."""
    cards = len(Deck().cards)
    return number("Wie viele Karten hat das Deck, mit dem Texas Hold'em gespielt wird?", cards,
                  f"Ein französisches Blatt: 13 Ränge von der Zwei bis zum Ass in vier Farben, {cards} Karten.", "G1")


def fixed_limit_small_blind(small_bet: int) -> Question:
    """The small blind of a fixed-limit game whose half big blind is a whole chip (B2): the book's
    rule and the rooms' two-thirds practice give the same answer only there, so only there is it asked."""
    rules = RuleSet.fixed_limit(small_bet)
    if rules.big_blind % 2:
        raise SetupError(f"Bei Fixed Limit {small_bet}/{2 * small_bet} geht die Hälfte nicht auf; die Frage wäre "
                         "mehrdeutig; erlaubt sind kleine Wetten, deren Hälfte ein ganzer Chip ist (B2).", key="ambiguous_question")
    return number(f"Fixed Limit {rules.lower_limit}/{rules.upper_limit}, gespielt mit 1-Euro-Chips. Wie groß ist "
                  "der Small Blind?", rules.small_blind,
                  f"Der Big Blind ist so groß wie die kleine Wette, {rules.big_blind}; der Small Blind ist die "
                  f"Hälfte davon, {rules.small_blind}. Die Hälfte geht hier in ganzen Chips auf, also setzen die "
                  "Räume genau sie; nur wo sie nicht aufgeht (3/6, 15/30), nehmen viele zwei Drittel (B2).", "B2")


def burn_cards() -> Question:
    """How many cards are burnt in a hand played to the river (K2)."""
    burns = RuleSet().burns
    return number("Eine Hand wird bis zum River gespielt. Wie viele Burn Cards legt der Geber dabei beiseite?",
                  burns, f"Vor dem Flop, vor dem Turn und vor dem River je eine: {burns}.", "K2")


def online_buy_in(lower_limit: int) -> Question:
    """The smallest buy-in of the online room's table (B11: ten times the lower limit)."""
    limits = TableLimits.online(lower_limit)
    # The factor is this one room's rule (B11), not a law of poker: the question names the room.
    return number(f"Ein Tisch mit Limit {lower_limit}/{2 * lower_limit} im Online-Raum aus dem Kapitel „Blinds“: "
                  "Wie viele Chips muss man dort mindestens mitbringen, um sich zu setzen?", limits.min_buy_in,
                  f"Dieser Raum verlangt als Mindest-Buy-in das Zehnfache der kleinen Wette: 10 · {lower_limit} = "
                  f"{limits.min_buy_in}; an den Tisch passen höchstens {limits.max_seats} Spieler.", "B11")


def big_blind_ante(small: int, big: int, ante: int, players: int = 6) -> Question:
    """What the big blind puts in before the cards with a big-blind ante (C8)."""
    rules = RuleSet(small_blind=small, big_blind=big, ante=ante, big_blind_ante=True)
    state = start_hand(rules, [100 * big] * players, button=0, deck=Deck())
    paid = state.contributed[2 % players]
    return number(f"Turnier, {players} Spieler, Blinds {small}/{big}, Big-Blind-Ante {ante}. Wie viele Chips legt "
                  "der Big Blind vor dem Austeilen insgesamt in die Mitte?", paid,
                  f"Der Big Blind zahlt die Ante für den ganzen Tisch ({ante}) und seinen Blind ({big}): {paid}. "
                  "Die Ante ist totes Geld; mitgehen muss man nur den Big Blind.", "C8")


def odd_chip_with_unit(pot: int, unit: int) -> Question:
    """A split pot divided down to the smallest chip in play (C9, P2)."""
    chips = pot // unit
    # Anna folded after putting in one chip of the unit; Ben and Cem split (Dana has the button).
    contributions = [chips % 2, chips // 2, chips // 2, 0]
    award = settle(contributions, [0], {1: 1, 2: 1}, button=3, names=list(NAMES[:4]))
    ben, cem = award.payouts.get(1, 0) * unit, award.payouts.get(2, 0) * unit
    first = "Ben" if ben > cem else "Cem"
    return number(f"4 Spieler ({', '.join(NAMES[:4])}), Dana hat den Button; Anna ist ausgestiegen. Ben und Cem "
                  f"teilen einen Pot von {pot}, der kleinste Chip im Spiel ist {unit} wert. Wie viel bekommt Ben?",
                  ben,
                  f"Geteilt wird in {unit}er-Chips: {chips} Chips, für jeden {chips // 2}; der übrige Chip geht an "
                  f"den ersten Gewinner links vom Button, {first}. Ben erhält {ben}, Cem {cem}.", "C9", "P2")


def short_big_blind(big_blind_stack: int, small: int = 1, big: int = 2) -> Question:
    """A big blind all-in for less than a full big blind: what the next player must pay to call (C6)."""
    players = NAMES[:4]
    state = start_hand(RuleSet(small_blind=small, big_blind=big), [100, 100, big_blind_stack, 100], button=0,
                       deck=Deck(), names=players)
    options = {a.kind.name: a for a in state.legal_actions()}
    call, raise_ = options["CALL"], options["RAISE"]
    if state.to_act is None or call.call is None:
        raise ValueError("Nach den Blinds muss jemand am Zug sein und mitgehen können.")
    who = state.name(state.to_act)
    return number(f"No Limit, Blinds {small}/{big}, {len(players)} Spieler ({', '.join(players)}), "
                  f"{players[0]} hat den Button. {players[2]} hat nur {big_blind_stack} Chip"
                  f"{'s' if big_blind_stack != 1 else ''} und ist mit dem Big Blind all-in. Wie viel muss {who} "
                  "zahlen, um mitzugehen?", call.call,
                  f"Mitgehen heißt den vollen Big Blind zahlen: {call.call}. Eine Erhöhung geht mindestens auf "
                  f"{raise_.min_to}, einen vollen Big Blind mehr.", "C6")


def misdeal(n_players: int, exposed: int) -> Question:
    """Whether a card exposed while dealing is a misdeal (C5)."""
    result = check_misdeal(n_players, exposed=[exposed])
    which = {0: "erste", 1: "zweite", 2: "dritte", 3: "vierte", 4: "fünfte"}.get(exposed, f"{exposed + 1}.")
    right = "Misdeal: neu mischen und neu geben" if result.is_misdeal else "Weitergeben, die Karte wird ersetzt"
    explanation = (result.text if result.is_misdeal else
                   "Kein Misdeal: Eine später aufgedeckte Hole Card wird durch die nächste Karte ersetzt, und die "
                   "aufgedeckte Karte wird die Burn Card (C5).")
    return choice(f"{n_players} Spieler, noch hat niemand gehandelt. Beim Austeilen deckt der Geber die {which} "
                  "Karte versehentlich auf. Was geschieht?",
                  ["Misdeal: neu mischen und neu geben", "Weitergeben, die Karte wird ersetzt",
                   "Der Spieler behält die offene Karte"], right, explanation, "C5")


def _chips_words(chips: tuple[int, ...]) -> str:
    """Chips in words, largest value first: (25, 25, 5) -> "zwei Chips zu 25 und einen zu 5"."""
    counts = Counter(chips)
    words = {1: "einen", 2: "zwei", 3: "drei", 4: "vier", 5: "fünf"}
    parts = [f"{words.get(n, str(n))} {'Chip' if n == 1 else 'Chips'} zu {value}" if i == 0 else
             f"{words.get(n, str(n))} zu {value}" for i, (value, n) in enumerate(sorted(counts.items(), reverse=True))]
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " und " + parts[-1]


def several_chips(bet: int, chips: tuple[int, ...]) -> Question:
    """Several chips put in without a word against a bet on the flop (C2): a call or a raise to how much?"""
    names = ["Anna", "Ben", "Cem", "Dana"]
    start = start_hand(RuleSet(), [10 * bet] * 4, button=0, names=names, deck=Deck.shuffled(3))
    # Everybody calls before the flop; on the flop Ben checks and Cem bets.
    flop = play(start, [Action.call(), Action.call(), Action.call(), Action.check(), Action.check(),
                        Action.bet(bet)])[-1]
    action = interpret_chips(flop, list(chips))
    total = sum(chips)
    full_raise_to = raise_option(flop, 3).min_to  # Dana (seat 3): a raise of chips below it is a full raise
    if total >= full_raise_to:
        raise QuizError(f"Mit {total} Chips ist die Frage keine: die volle Erhöhung geht nur auf {full_raise_to}.")
    call = f"Sie geht mit ({bet})"
    raise_ = f"Sie erhöht auf {full_raise_to}"
    right = raise_ if action.kind is ActionKind.RAISE else call
    without_one = total - min(chips)
    if without_one < bet:
        why = f"Ohne den kleinsten Chip blieben {without_one}, weniger als die {bet} zum Mitgehen: ein Mitgehen."
    elif action.kind is ActionKind.RAISE:
        why = (f"Ohne den kleinsten Chip blieben {without_one}, und {total - bet} über dem Mitgehen sind mindestens die "
               f"Hälfte einer vollen Erhöhung ({full_raise_to - bet}): eine volle Erhöhung auf {action.amount}.")
    else:
        why = (f"Ohne den kleinsten Chip blieben {without_one}, aber {total - bet} über dem Mitgehen sind weniger als die "
               f"Hälfte einer vollen Erhöhung ({full_raise_to - bet}): ein Mitgehen.")
    return choice(f"No Limit, Blinds 1/2: Auf dem Flop setzt Cem {bet}. Dana legt ohne ein Wort {_chips_words(chips)} hin, zusammen "
                  f"{total}. Was gilt?", [call, raise_, f"Sie erhöht auf {total}"], right, why, "C2")


# ------------------------------------------------------------------ rules that are a procedure

def procedure(prompt: str, options: tuple[str, ...], right: str, explanation: str, *rules: str) -> Question:
    """A question on a rule that says how to act; ``right`` is the rule as the rule index states it.

    Written down, the rule tends to come first; so the options of a multiple choice are turned by
    a fixed amount taken from the prompt, and the right answer stands in varying places."""
    if len(options) > 2:
        turn = sum(map(ord, prompt)) % len(options)
        options = options[turn:] + options[:turn]
    return choice(prompt, options, right, explanation, *rules)
