"""Cases of the cash game: the straddle (C11), table stakes (C12) and "pot" in pot limit (C13)."""

from __future__ import annotations

from holdem.blinds import TableLimits
from holdem.casebook.common import NAMES, case, deal, drawn, legal
from holdem.declarations import declare_pot, pot_size
from holdem.draw.table import draw_table_view
from holdem.errors import HoldemError
from holdem.hand import ActionKind
from holdem.quiz.model import Question
from holdem.rules import RuleSet
from holdem.table import Table

__all__ = ["CASES"]


def straddle_raise() -> Question:
    """C11: the straddle is a live blind raise; a raise goes to at least twice the straddle."""
    state = deal(RuleSet(), [200] * 5, straddle=True)
    raise_ = legal(state, ActionKind.RAISE)
    call = legal(state, ActionKind.CALL)
    assert raise_ is not None and call is not None
    return case("Erhöhen über einen Straddle",
                "Cash Game, No Limit, Blinds 1/2, fünf Spieler. Dana sitzt links vom Big Blind und legt vor dem "
                "Austeilen einen Straddle von 4. Emil ist am Zug und will erhöhen, so wenig wie möglich.",
                ("Emil erhöht auf 6: die Erhöhung muss nur einen Big Blind betragen",
                 f"Emil erhöht auf {raise_.min_to}: der Straddle ist eine blinde Erhöhung, also muss eine "
                 "Erhöhung einen ganzen Straddle mehr bringen",
                 "Emil darf nicht erhöhen, bevor Dana ihre Option genutzt hat"),
                f"Emil erhöht auf {raise_.min_to}: der Straddle ist eine blinde Erhöhung, also muss eine Erhöhung "
                "einen ganzen Straddle mehr bringen",
                f"Vor dem Flop beginnt der Spieler links vom Straddler, und mitgehen kostet {call.call}. Eine "
                f"Erhöhung geht auf mindestens {raise_.min_to}, das Doppelte des Straddles; Dana handelt vor dem "
                "Flop als Letzte und hat die Option wie sonst der Big Blind.", "C11",
                picture=drawn(state, "Dana hat einen Straddle gelegt, Emil ist am Zug"))


def straddle_in_tournament() -> Question:
    """C11: no straddle in a tournament; the engine refuses it."""
    from holdem.table import GameKind

    table = Table.with_players([200] * 5, names=list(NAMES[:5]), button=0, kind=GameKind.TOURNAMENT)
    try:
        table.next_hand(straddle="Dana")
        refused = ""
    except HoldemError as error:
        refused = error.message
    return case("Straddle im Turnier",
                "Turnier, Blinds 1/2, fünf Spieler. Dana sitzt links vom Big Blind und möchte vor dem Austeilen "
                "einen Straddle von 4 legen.",
                ("Erlaubt: links vom Big Blind darf man immer straddeln",
                 "Nicht erlaubt: im Turnier gibt es keinen Straddle",
                 "Erlaubt, aber nur als toter Einsatz, der nicht zählt"),
                "Nicht erlaubt: im Turnier gibt es keinen Straddle",
                f"Straddles gibt es nur im Cash Game, wo das Haus sie zulässt. {refused}",
                "C11", picture=lambda: draw_table_view(table, title="Turnier: Dana will straddeln"))


def add_chips_in_hand() -> Question:
    """C12: no chips added during a hand; between hands up to the maximum buy-in."""
    limits = TableLimits(min_buy_in=40, max_buy_in=200)
    table = Table.with_players([150, 100, 120], names=list(NAMES[:3]), button=0, limits=limits)
    running = table.next_hand()
    try:
        running.table.add_chips("Cem", 30)
        during = ""
    except HoldemError as error:
        during = error.message
    later = table.add_chips("Cem", 30)
    return case("Nachkaufen mitten in der Hand",
                "Cash Game, Höchsteinkauf 200. Cem hat 120 Chips vor sich. Mitten in der Hand zieht er Geld aus "
                "der Tasche und will 30 Chips nachlegen, um einen großen Einsatz mitgehen zu können.",
                ("Erlaubt, solange er damit unter 200 bleibt",
                 "Erlaubt, aber die neuen Chips zählen erst am Turn",
                 "Nicht erlaubt: in einer Hand spielen nur die Chips, die zu ihrem Beginn auf dem Tisch lagen"),
                "Nicht erlaubt: in einer Hand spielen nur die Chips, die zu ihrem Beginn auf dem Tisch lagen",
                f"Table Stakes: {during} Zwischen zwei Händen geht es: "
                f"{later.events[0].text}", "C12",
                picture=lambda: draw_table_view(table, title="Höchsteinkauf 200: Cem will nachlegen"))


def pot_in_pot_limit() -> Question:
    """C13: "pot" said in pot limit is a binding raise to the pot-limit maximum."""
    state = deal(RuleSet.pot_limit(1, 2), [200] * 4)
    size = pot_size(state)
    after = state.apply(declare_pot(state))
    return case("„Pot“ im Pot Limit",
                "Pot Limit, Blinds 1/2, vier Spieler. Dana ist vor dem Flop als Erste am Zug und sagt nur „Pot“.",
                ("Eine bindende Erhöhung um den Pot nach ihrem Mitgehen; den Betrag rechnet der Geber aus",
                 "Eine Frage nach der Größe des Pots, noch keine Handlung",
                 f"Ein Einsatz von {size.pot}, so viel liegt gerade in der Mitte"),
                "Eine bindende Erhöhung um den Pot nach ihrem Mitgehen; den Betrag rechnet der Geber aus",
                f"Im Pot Limit ist „Pot“ in der Reihe eine bindende Ansage. {size.text} {after.events[0].text}",
                "C13", "L2", picture=drawn(state, "Pot Limit: Dana sagt „Pot“"))


def pot_in_no_limit() -> Question:
    """C13: in no limit the dealer does not count the pot; "pot" names no amount."""
    state = deal(RuleSet(), [200] * 4)
    try:
        declare_pot(state)
        refused = ""
    except HoldemError as error:
        refused = error.message
    return case("Wie groß ist der Pot? – im No Limit",
                "No Limit, Blinds 1/2. Dana ist am Zug und bittet den Geber, den Pot zu zählen, damit sie genau "
                "so viel setzen kann.",
                ("Der Geber zählt den Pot und nennt ihr den Betrag",
                 "Der Geber zählt nicht: im No Limit gibt es keine Pot-Grenze, Dana nennt selbst einen Betrag",
                 "Der Geber zählt, aber nur gegen einen Aufschlag"),
                "Der Geber zählt nicht: im No Limit gibt es keine Pot-Grenze, Dana nennt selbst einen Betrag",
                f"Die Größe des Pots nennt der Geber nur im Pot Limit. {refused}", "C13",
                picture=drawn(state, "No Limit: Dana fragt nach dem Pot"))


CASES = (straddle_raise, straddle_in_tournament, add_chips_in_hand, pot_in_pot_limit, pot_in_no_limit)
