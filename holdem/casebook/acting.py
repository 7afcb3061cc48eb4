"""Cases on acting and betting: out of turn (C1), chips and words (C2), the short big blind (C6)
and the short all-in that does or does not reopen the betting (L8)."""

from __future__ import annotations

from holdem.betting import Action, interpret_chip_push, interpret_chips, raise_without_amount
from holdem.casebook.common import case, deal, drawn, legal, played
from holdem.hand import ActionKind, HandState
from holdem.quiz.model import Question
from holdem.rules import RuleSet

__all__ = ["CASES"]


def _flop(stacks: tuple[int, ...] = (100, 100, 100, 100), rules: RuleSet | None = None) -> HandState:
    """Everybody called the big blind of 2; the flop is dealt and Ben acts first."""
    return played(deal(rules or RuleSet(), list(stacks)), "c c c x")


def out_of_turn_binding() -> Question:
    """C1: the action before the out-of-turn player did not change, his bet is binding."""
    before = played(_flop(), "x")  # Ben checks, Cem is to act
    after = played(before, "x").apply(Action.bet(10))
    return case("Dana setzt zu früh",
                "No Limit, Blinds 1/2, vier Spieler; vor dem Flop sind alle mitgegangen. Auf dem Flop checkt "
                "Ben. Cem ist am Zug, da legt Dana schon 10 Chips nach vorn und sagt „10“. Danach checkt Cem.",
                ("Danas Einsatz von 10 gilt: vor ihr hat sich nichts geändert",
                 "Danas Einsatz ist ungültig, sie darf neu entscheiden: sie war nicht am Zug",
                 "Danas Hand ist tot: wer außer der Reihe handelt, steigt aus"),
                "Danas Einsatz von 10 gilt: vor ihr hat sich nichts geändert",
                "Eine Handlung außer der Reihe bindet, wenn sich die Lage vor dem Spieler nicht ändert; Cems "
                f"Check ändert nichts. {after.events[0].text} Im Pot liegen danach {after.pot} Chips.", "C1",
                picture=drawn(before, "Cem ist am Zug – Dana sagt schon „10“"))


def out_of_turn_void() -> Question:
    """C1: a bet before the out-of-turn player changed the action, his action is void."""
    before = played(_flop(), "x")
    after = played(before, "b6")  # Cem bets 6
    call, raise_ = legal(after, ActionKind.CALL), legal(after, ActionKind.RAISE)
    assert call is not None and raise_ is not None
    return case("Cem setzt, nachdem Dana zu früh war",
                "Dieselbe Hand: Ben checkt auf dem Flop, Dana sagt außer der Reihe „10“. Cem ist aber vor ihr am "
                "Zug und setzt 6.",
                ("Dana muss 10 setzen, also auf 10 erhöhen: gesagt ist gesagt",
                 "Danas Ansage ist ungültig: vor ihr wurde gesetzt, sie entscheidet neu",
                 "Dana darf nur noch mitgehen, zur Strafe für die Ansage"),
                "Danas Ansage ist ungültig: vor ihr wurde gesetzt, sie entscheidet neu",
                "Hat sich vor dem Spieler etwas geändert – hier Cems Einsatz –, gilt die Handlung außer der Reihe "
                f"nicht. Dana darf aussteigen, mit {call.call} mitgehen oder auf mindestens {raise_.min_to} "
                "erhöhen.", "C1", picture=drawn(before, "Cem ist am Zug – Dana sagt schon „10“"))


def _facing_raise() -> HandState:
    return played(deal(RuleSet(), [100] * 4), "r12")  # Dana raises to 12, Anna is to act


def single_chip_call() -> Question:
    """C2: one oversized chip without a word facing a bet is a call."""
    state = _facing_raise()
    after = state.apply(interpret_chip_push(state, 25))
    paid = state.stacks[0] - after.stacks[0]
    return case("Ein großer Chip gegen eine Erhöhung",
                "No Limit, Blinds 1/2. Dana erhöht vor dem Flop auf 12. Anna legt wortlos einen einzelnen Chip zu "
                "25 in die Mitte.",
                ("Anna erhöht auf 25: der Chip liegt in der Mitte",
                 "Anna erhöht um das Mindeste auf 22: mehr als ein Mitgehen ist es ja",
                 "Anna geht nur mit: ein einzelner Chip ohne Ansage ist gegen einen Einsatz ein Mitgehen"),
                "Anna geht nur mit: ein einzelner Chip ohne Ansage ist gegen einen Einsatz ein Mitgehen",
                "Ein einzelner Chip ohne Ansage ist gegen einen Einsatz ein Mitgehen, auch wenn er mehr wert ist: "
                f"wer erhöhen will, muss es sagen. {after.events[0].text} Sie zahlt {paid} und bekommt "
                f"{25 - paid} zurück.", "C2",
                picture=drawn(state, "Dana hat auf 12 erhöht, Anna ist am Zug"))


def single_chip_bet() -> Question:
    """C2: with nothing to call after the flop, one chip is a bet of its full value."""
    state = played(_flop(), "x x x")  # Ben, Cem and Dana check, Anna is to act
    after = state.apply(interpret_chip_push(state, 25))
    return case("Ein großer Chip ohne Einsatz davor",
                "No Limit, Blinds 1/2. Auf dem Flop checken Ben, Cem und Dana. Anna legt wortlos einen einzelnen "
                "Chip zu 25 hin.",
                ("Ein Check: ein einzelner Chip ohne Ansage zählt nie",
                 "Ein Einsatz von 25: ist nichts zu zahlen, zählt der Chip mit seinem vollen Wert",
                 "Ein Einsatz von 2, dem Mindesteinsatz: mehr hat sie nicht angesagt"),
                "Ein Einsatz von 25: ist nichts zu zahlen, zählt der Chip mit seinem vollen Wert",
                "Ist nichts zu zahlen, gilt ein einzelner Chip ohne Ansage als Einsatz in seinem vollen Wert. "
                f"{after.events[0].text} Der Pot wächst damit auf {after.pot}.", "C2",
                picture=drawn(state, "Flop: alle haben gecheckt, Anna ist am Zug"))


def said_raise_with_chip() -> Question:
    """C2: "raise" said and one oversized chip put in: a raise of the chip's full value."""
    state = _facing_raise()
    action = interpret_chip_push(state, 25, said_raise=True)
    after = state.apply(action)
    return case("„Erhöhung“ mit einem großen Chip",
                "No Limit, Blinds 1/2. Dana erhöht vor dem Flop auf 12. Anna sagt „Erhöhung“ und legt einen "
                "einzelnen Chip zu 25 hin, ohne einen Betrag zu nennen.",
                ("Anna geht mit 12 mit: ohne Betrag zählt der Chip nur als Mitgehen",
                 "Anna erhöht auf 22, das Mindeste: sie hat keinen Betrag genannt",
                 "Anna erhöht auf 25: mit „Erhöhung“ gilt der volle Wert des Chips"),
                "Anna erhöht auf 25: mit „Erhöhung“ gilt der volle Wert des Chips",
                f"Wer „Erhöhung“ sagt und einen einzelnen großen Chip legt, erhöht so weit, wie der Chip reicht. "
                f"{after.events[0].text}", "C2", picture=drawn(state, "Dana hat auf 12 erhöht, Anna ist am Zug"))


def several_chips() -> Question:
    """C2: several chips without a word, at least the call plus half a raise: a full raise."""
    state = played(_flop(), "b10 c")  # Ben bets 10, Cem calls, Dana is to act
    action = interpret_chips(state, [5, 5, 5])
    after = state.apply(action)
    call, raise_ = legal(state, ActionKind.CALL), legal(state, ActionKind.RAISE)
    assert call is not None and raise_ is not None and raise_.min_to is not None
    half = (raise_.min_to - state.current_bet) // 2
    return case("Drei Chips gegen einen Einsatz",
                "No Limit, Blinds 1/2. Auf dem Flop setzt Ben 10, Cem geht mit. Dana legt wortlos drei Chips zu 5 "
                "hin, zusammen 15.",
                ("Dana geht mit 10 mit und bekommt 5 zurück: ohne Ansage ist es ein Mitgehen",
                 "Dana erhöht auf 20: die Chips reichen über das Mitgehen plus eine halbe Erhöhung hinaus, "
                 "also gilt eine volle Erhöhung",
                 "Dana erhöht auf 15: es gilt genau, was in der Mitte liegt"),
                "Dana erhöht auf 20: die Chips reichen über das Mitgehen plus eine halbe Erhöhung hinaus, "
                "also gilt eine volle Erhöhung",
                f"Nimmt man einen 5er weg, bleiben 10 – nicht weniger als das Mitgehen von {call.call}. Die 15 "
                f"erreichen das Mitgehen plus eine halbe Erhöhung ({call.call} + {half}): es gilt eine volle "
                f"Erhöhung. {after.events[0].text}", "C2", picture=drawn(state, "Ben hat 10 gesetzt, Dana ist am Zug"))


def raise_without_chips() -> Question:
    """C2: "raise" said without an amount and without chips: the minimum raise."""
    state = _facing_raise()
    after = state.apply(raise_without_amount(state))
    return case("Nur „Erhöhung“",
                "No Limit, Blinds 1/2. Dana erhöht vor dem Flop auf 12. Anna sagt nur „Erhöhung“, nennt keinen "
                "Betrag und legt keine Chips hin.",
                ("Anna erhöht um das Mindeste: ohne Betrag gilt die kleinste erlaubte Erhöhung",
                 "Annas Ansage gilt nicht: ohne Betrag ist sie unklar",
                 "Anna darf den Betrag jetzt noch frei wählen",
                 "Anna verdoppelt auf 24: „Erhöhung“ heißt doppelt so viel"),
                "Anna erhöht um das Mindeste: ohne Betrag gilt die kleinste erlaubte Erhöhung",
                "Die Ansage bindet, nur der Betrag fehlt: es gilt die Mindesterhöhung, so groß wie Danas "
                f"Erhöhung um 10. {after.events[0].text}", "C2",
                picture=drawn(state, "Dana hat auf 12 erhöht, Anna ist am Zug"))


def short_big_blind() -> Question:
    """C6: a big blind all-in for less than a full big blind; the others still call the full one."""
    state = deal(RuleSet(small_blind=5, big_blind=10), [200, 200, 6, 200])
    call, raise_ = legal(state, ActionKind.CALL), legal(state, ActionKind.RAISE)
    assert call is not None and raise_ is not None
    return case("Der Big Blind hat nur 6",
                "No Limit, Blinds 5/10. Cem muss den Big Blind setzen, hat aber nur 6 Chips und ist damit all-in. "
                "Dana ist als Erste am Zug und will nur mitgehen.",
                ("Dana zahlt 6: mehr hat der Big Blind nicht gesetzt",
                 f"Dana zahlt {call.call}: mitgehen heißt den vollen Big Blind zahlen, auch wenn Cem weniger hat",
                 "Dana darf checken: der Big Blind ist all-in"),
                f"Dana zahlt {call.call}: mitgehen heißt den vollen Big Blind zahlen, auch wenn Cem weniger hat",
                f"Ein zu kurzer Big Blind ändert das Spiel nicht: mitgehen kostet {call.call}, und eine Erhöhung "
                f"geht auf mindestens {raise_.min_to}, einen vollen Big Blind mehr. Von Danas Chips kann Cem nur "
                "6 gewinnen (A2); um den Rest spielt Dana in einem Side Pot gegen die, die ebenfalls mehr setzen "
                "(A3), und geht keiner mit, bekommt sie ihn zurück (A7).", "C6", "A2",
                picture=drawn(state, "Cem ist im Big Blind mit 6 all-in"))


def short_all_in_closed() -> Question:
    """L8: a short all-in does not reopen the betting for a player who already acted."""
    bet, short = 20, 30
    # Ben bets, Cem goes all-in with what is left after the big blind, Dana and Anna call
    state = played(_flop((100, 100, short + 2, 100)), f"b{bet} allin c c")
    raise_ = legal(state, ActionKind.RAISE)
    call = legal(state, ActionKind.CALL)
    assert call is not None and raise_ is None
    return case("Ein kurzes All-in",
                "No Limit, Blinds 1/2, alle gehen vor dem Flop mit. Auf dem Flop setzt Ben 20. Cem hat nur noch 30 "
                "und geht damit all-in, Dana und Anna gehen mit. Ben ist wieder am Zug und will erhöhen.",
                ("Ben darf erhöhen: Cem hat erhöht, also ist die Runde wieder offen",
                 "Ben darf nur mitgehen oder aussteigen: Cems All-in war keine volle Erhöhung",
                 "Ben muss nichts mehr tun: er hat schon gesetzt"),
                "Ben darf nur mitgehen oder aussteigen: Cems All-in war keine volle Erhöhung",
                f"Cem erhöhte nur um {short - bet} – eine volle Erhöhung wären {bet} gewesen. Ein All-in, das keine volle "
                f"Erhöhung ist, öffnet die Runde nicht wieder für den, der schon gehandelt hat: Ben kann mit "
                f"{call.call} mitgehen oder aussteigen.", "L8", "W6",
                picture=drawn(state, "Cem ist kurz all-in, Ben ist wieder am Zug"))


def two_short_all_ins() -> Question:
    """L8: two short all-ins that together make a full raise reopen the betting."""
    state = played(_flop((100, 100, 32, 44)), "b20 allin allin c")  # Cem to 30, Dana to 42, Anna calls
    raise_ = legal(state, ActionKind.RAISE)
    assert raise_ is not None
    grown = state.current_bet - 20
    return case("Zwei kurze All-ins",
                "No Limit, Blinds 1/2, alle gehen vor dem Flop mit. Auf dem Flop setzt Ben 20. Cem geht mit 30 "
                "all-in, Dana mit 42, Anna geht mit. Ben ist wieder am Zug.",
                (f"Ben darf wieder erhöhen: zusammen haben die beiden All-ins um {grown} erhöht, mehr als eine "
                 "volle Erhöhung",
                 "Ben darf nur mitgehen: keines der beiden All-ins war für sich eine volle Erhöhung",
                 "Ben darf nur bis 42 mitgehen und danach nichts mehr tun"),
                f"Ben darf wieder erhöhen: zusammen haben die beiden All-ins um {grown} erhöht, mehr als eine "
                "volle Erhöhung",
                "Mehrere kurze All-ins, die zusammen eine volle Erhöhung ergeben, öffnen die Runde wieder für den, "
                f"der vor ihnen gehandelt hat. Ben darf auf mindestens {raise_.min_to} erhöhen.", "L8",
                picture=drawn(state, "Zwei kurze All-ins, Ben ist wieder am Zug"))


def limit_half_bet() -> Question:
    """L8 in fixed limit: an all-in of at least half a bet counts as a full raise."""
    rules = RuleSet.fixed_limit(4)
    # Dana keeps 12 for the turn; there Ben checks, Cem bets 8, Dana is all-in for 12, Anna calls.
    state = played(deal(rules, [100, 100, 100, 16]), "c c c x  x x x x  x b8 allin c")
    raise_ = legal(state, ActionKind.RAISE)
    assert raise_ is not None and raise_.min_to is not None
    big = rules.upper_limit
    return case("Halbe Wette im Fixed Limit",
                "Fixed Limit 4/8, Blinds 2/4. Alle gehen vor dem Flop mit, auf dem Flop checken alle. Am Turn "
                "checkt Ben, Cem setzt 8, Dana hat nur noch 12 und geht damit all-in, Anna geht mit. Ben ist "
                "wieder am Zug.",
                ("Ben darf erhöhen: Danas All-in ist mindestens eine halbe Wette und zählt darum als volle "
                 "Erhöhung",
                 "Ben darf nur mitgehen: Dana hat nur 4 statt 8 mehr gesetzt",
                 "Ben darf nur um die fehlenden 4 auf 16 erhöhen: Danas Erhöhung war nur halb"),
                "Ben darf erhöhen: Danas All-in ist mindestens eine halbe Wette und zählt darum als volle Erhöhung",
                "Im Limit zählt ein All-in von mindestens einer halben Wette als volle Erhöhung: die Runde ist "
                f"wieder offen und die Erhöhung zählt zum Cap. Ben darf um eine ganze Wette von {big} auf "
                f"{raise_.min_to} erhöhen.", "L8",
                picture=drawn(state, "Fixed Limit, Turn: Dana ist mit 12 all-in"))


CASES = (out_of_turn_binding, out_of_turn_void, single_chip_call, single_chip_bet, said_raise_with_chip,
         several_chips, raise_without_chips, short_big_blind, short_all_in_closed, two_short_all_ins,
         limit_half_bet)
