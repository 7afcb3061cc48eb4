"""Cases of the deal and of dead hands: misdeals and exposed cards (C5), cards mucked by the
dealer, a player's own exposed card and cards in the muck (C14)."""

from __future__ import annotations

from holdem.cards import Deck
from holdem.casebook.common import case, deal, drawn, played
from holdem.dead_hands import cards_in_muck, dealer_mucks, exposes_own_card
from holdem.dealing import check_misdeal, premature_board_card
from holdem.draw.table import draw_seating
from holdem.quiz.model import Question
from holdem.rules import RuleSet

__all__ = ["CASES"]


def first_card_exposed() -> Question:
    """C5: the first card dealt exposed, before any action: a misdeal."""
    ruling = check_misdeal(4, exposed=[0])
    return case("Die erste Karte liegt offen",
                "Vier Spieler, Anna hat den Button. Beim Austeilen dreht der Geber die allererste Karte – Bens "
                "erste Hole Card – aus Versehen um. Noch hat niemand gehandelt.",
                ("Misdeal: die Karten werden neu gemischt und neu gegeben",
                 "Ben bekommt eine neue Karte, die offene wird Burn Card",
                 "Ben spielt mit der offenen Karte weiter"),
                "Misdeal: die Karten werden neu gemischt und neu gegeben", ruling.text, "C5",
                picture=lambda: draw_seating(4, 0, names=["Anna", "Ben", "Cem", "Dana"],
                                             title="Die erste Karte (Ben) liegt offen"))


def late_card_exposed() -> Question:
    """C5: one hole card exposed later in the deal: replaced, it becomes the burn card."""
    ruling = check_misdeal(4, exposed=[6])
    return case("Eine spätere Karte liegt offen",
                "Vier Spieler, Anna hat den Button. In der zweiten Runde des Austeilens dreht der Geber Danas "
                "zweite Karte aus Versehen um – die siebte gegebene Karte.",
                ("Misdeal: jede offene Karte macht das Austeilen ungültig",
                 "Kein Misdeal: Dana bekommt nach dem Austeilen die nächste Karte, die offene wird die Burn Card",
                 "Kein Misdeal: Dana muss mit der offenen Karte spielen"),
                "Kein Misdeal: Dana bekommt nach dem Austeilen die nächste Karte, die offene wird die Burn Card",
                ruling.text, "C5",
                picture=lambda: draw_seating(4, 0, names=["Anna", "Ben", "Cem", "Dana"],
                                             title="Danas zweite Karte liegt offen"))


def misdeal_after_action() -> Question:
    """C5: after substantial action a wrong deal is no longer a misdeal."""
    ruling = check_misdeal(4, exposed=[0], actions=["call", "fold", "call"])
    return case("Zu spät gemerkt",
                "Vier Spieler. Die erste gegebene Karte lag offen, doch keiner hat es gesagt. Dana geht mit, Anna "
                "steigt aus, Ben geht mit – jetzt verlangt Cem einen Misdeal.",
                ("Misdeal: die erste Karte lag offen",
                 "Kein Misdeal mehr: nach drei Handlungen wird die Hand weitergespielt",
                 "Misdeal, aber nur wenn Ben zustimmt"),
                "Kein Misdeal mehr: nach drei Handlungen wird die Hand weitergespielt", ruling.text, "C5",
                picture=drawn(played(deal(RuleSet(), [100] * 4), "c f c"), "Cem verlangt einen Misdeal"))


def premature_flop() -> Question:
    """C5: a flop turned before the betting round ended goes back into the stub."""
    state = played(deal(RuleSet(), [100] * 4), "c c")  # Dana and Anna call, Ben is to act
    stub: Deck = state.deck  # type: ignore[assignment]
    burn, rest = stub.burn()
    flop, rest = rest.deal(3)
    ruling = premature_board_card(rest, flop, street="flop", seed=7)
    return case("Der Flop kommt zu früh",
                "No Limit, Blinds 1/2. Dana und Anna gehen vor dem Flop mit; Ben und Cem haben noch nicht "
                "gehandelt, da verbrennt der Geber schon eine Karte und legt den Flop auf.",
                ("Der Flop bleibt liegen: die Karten sind gesehen",
                 "Die drei Karten kommen zurück ins Deck, es wird gemischt, und nach der Wettrunde kommt ein "
                 "neuer Flop ohne Burn Card",
                 "Misdeal: die ganze Hand wird neu gegeben"),
                "Die drei Karten kommen zurück ins Deck, es wird gemischt, und nach der Wettrunde kommt ein "
                "neuer Flop ohne Burn Card",
                ruling.text, "C5", picture=drawn(state, "Ben und Cem haben noch nicht gehandelt"))


def dealer_mucks_unprotected() -> Question:
    """C14: the dealer mucks unprotected cards: dead hand, an uncalled raise comes back."""
    state = played(deal(RuleSet(), [100] * 4), "c r10")  # Dana calls, Anna raises to 10
    ruling = dealer_mucks(state, 0, protected=False)
    return case("Der Geber nimmt Annas Karten",
                "No Limit, Blinds 1/2. Dana geht mit, Anna erhöht auf 10 und nimmt die Hand von ihren Karten. "
                "Der Geber hält sie für weggeworfen und legt sie in den Muck, wo sie nicht mehr zu erkennen "
                "sind.",
                ("Anna bekommt alles zurück, was sie gesetzt hat",
                 "Annas Hand ist tot; was von ihrer Erhöhung noch niemand gezahlt hat, bekommt sie zurück",
                 "Annas Hand ist tot, und alle ihre Chips bleiben im Pot",
                 "Der Geber gibt Anna zwei neue Karten"),
                "Annas Hand ist tot; was von ihrer Erhöhung noch niemand gezahlt hat, bekommt sie zurück",
                f"Jeder schützt seine Karten selbst. {ruling.text}", "C14", picture=drawn(state, "Anna hat auf 10 erhöht"))


def own_card_exposed() -> Question:
    """C14: a player who shows his own hole card keeps a live hand."""
    state = played(deal(RuleSet(), [100] * 4), "c c c x x")  # flop, Ben checked, Cem is to act
    ruling = exposes_own_card(state, 2, "Qs")
    return case("Cem zeigt eine Karte",
                "No Limit, Blinds 1/2. Auf dem Flop ist Cem am Zug. Er dreht eine seiner Karten, die Pik-Dame, um "
                "und zeigt sie allen.",
                ("Cems Hand ist tot: gezeigte Karten sind aus dem Spiel",
                 "Cems Hand bleibt im Spiel: wer seine eigene Karte zeigt, verliert die Hand nicht",
                 "Cem bekommt eine neue Karte für die gezeigte"),
                "Cems Hand bleibt im Spiel: wer seine eigene Karte zeigt, verliert die Hand nicht",
                f"{ruling.text} Ob das klug ist, ist eine andere Frage.", "C14",
                picture=drawn(state, "Flop: Cem ist am Zug"))


def cards_from_muck() -> Question:
    """C14: cards that touched the muck come back only if both are clearly identifiable."""
    state = played(deal(RuleSet(), [100] * 4), "c c c x")
    ruling = cards_in_muck(True, name="Ben")
    return case("Karten am Rand des Muck",
                "Ben legt seine Karten zu nah an den Muck; sie berühren ihn, liegen aber deutlich erkennbar obenauf "
                "und getrennt von den anderen Karten. Ben will weiterspielen.",
                ("Die Hand ist tot: was den Muck berührt, ist verloren",
                 "Die Karten kommen zurück, weil beide eindeutig zu erkennen sind; der Floor entscheidet",
                 "Ben muss die Karten aufdecken, damit alle sehen, dass es seine sind"),
                "Die Karten kommen zurück, weil beide eindeutig zu erkennen sind; der Floor entscheidet",
                ruling.text, "C14", picture=drawn(state, "Bens Karten liegen am Muck"))


CASES = (first_card_exposed, late_card_exposed, misdeal_after_action, premature_flop, dealer_mucks_unprotected,
         own_card_exposed, cards_from_muck)
