"""Quiz questions on the card room beyond the five sources (C11–C18): the straddle and the pot in
pot limit with numbers from the engine, table stakes, dead hands, showdown rights, absent players,
balancing tables and the chip race as rules of procedure."""

from __future__ import annotations

from holdem.betting import ActionKind
from holdem.cards import Deck
from holdem.hand import start_hand
from holdem.quiz.model import Question, number
from holdem.quiz.practice import NAMES, procedure
from holdem.rules import RuleSet

__all__ = ["absent_player", "balancing", "chip_race", "dead_hand", "pot_declared", "show_one_show_all",
           "straddle_min_raise", "table_stakes"]


def straddle_min_raise(small: int = 1, big: int = 2) -> Question:
    """The smallest raise over a straddle, from the engine (C11)."""
    players = NAMES[:5]
    state = start_hand(RuleSet(small_blind=small, big_blind=big), [200] * 5, button=0, deck=Deck(),
                       names=players, straddle=True)
    raise_ = next(a for a in state.legal_actions() if a.kind is ActionKind.RAISE)
    straddle = 2 * big
    return number(f"Cash Game, No Limit, Blinds {small}/{big}, {len(players)} Spieler ({', '.join(players)}), je "
                  f"200 Chips, {players[0]} hat den Button. {players[3]} sitzt links vom Big Blind und setzt vor dem "
                  f"Austeilen einen Straddle von {straddle}. {players[4]} ist als Erster am Zug und will erhöhen: "
                  "auf wie viel mindestens?", raise_.min_to or 0,
                  f"Der Straddle ist eine blinde Erhöhung auf {straddle}: Eine Erhöhung muss mindestens einen "
                  f"ganzen Straddle mehr bringen, also auf {raise_.min_to}.", "C11")


def table_stakes() -> Question:
    return procedure("Cash Game, Höchsteinkauf 200. Ben hat 120 Chips vor sich. Mitten in der Hand greift er in die "
                     "Tasche und will 50 nachlegen. Was gilt?",
                     ("Nicht während der Hand: Chips legt man nur zwischen zwei Händen nach, bis 200",
                      "Er darf, solange er damit nicht über 200 kommt",
                      "Er darf gar nicht mehr nachlegen"),
                     "Nicht während der Hand: Chips legt man nur zwischen zwei Händen nach, bis 200",
                     "Table Stakes: In einer Hand spielen nur die Chips, die bei ihrem Beginn auf dem Tisch lagen. "
                     "Nachlegen geht zwischen den Händen, bis zum Höchsteinkauf.", "C12")


def pot_declared(small: int = 1, big: int = 2) -> Question:
    """"Pot" said in pot limit: the raise the dealer works out (C13, L2), from the engine."""
    players = NAMES[:4]
    rules = RuleSet.pot_limit(small, big)
    state = start_hand(rules, [200] * 4, button=0, deck=Deck(), names=players)
    raise_ = next(a for a in state.legal_actions() if a.kind is ActionKind.RAISE)
    pot = sum(state.contributed)
    return number(f"Pot Limit, Blinds {small}/{big}, {len(players)} Spieler ({', '.join(players)}), je 200 Chips, "
                  f"{players[0]} hat den Button. {players[3]} ist zuerst am Zug und sagt „Pot“. Auf wie viel erhöht "
                  "sie damit?", raise_.max_to or 0,
                  f"„Pot“ ist eine bindende Erhöhung um den Pot nach dem eigenen Mitgehen: {big} mitgehen, dann liegen "
                  f"{pot + big} in der Mitte, also auf {big} + {pot + big} = {raise_.max_to}. Das rechnet der Geber "
                  "aus.", "C13", "L2")


def dead_hand() -> Question:
    return procedure("Auf dem Flop setzt Anna 20. Dana hat ihre Karten nicht geschützt, und der Geber wirft sie aus "
                     "Versehen in den Muck; sie sind nicht mehr sicher zu erkennen. Was gilt für Dana?",
                     ("Ihre Hand ist tot; was sie schon im Pot hat, bleibt dort",
                      "Sie bekommt alle ihre Chips aus dem Pot zurück",
                      "Der Geber gibt ihr zwei neue Karten"),
                     "Ihre Hand ist tot; was sie schon im Pot hat, bleibt dort",
                     "Jeder schützt seine Karten selbst. Wirft der Geber ungeschützte Karten weg, hat der Spieler "
                     "keinen Anspruch auf den Pot; zurück bekäme er nur einen eigenen Einsatz, den noch niemand "
                     "gezahlt hat.", "C14")


def show_one_show_all() -> Question:
    return procedure("Nach der Hand zeigt Ben seine Karten nur seinem Nachbarn Cem. Anna bittet darum, sie auch zu "
                     "sehen. Was gilt?",
                     ("Ben muss sie dem ganzen Tisch zeigen", "Ben darf sie weiter nur Cem zeigen",
                      "Nur der Geber darf sie sehen"),
                     "Ben muss sie dem ganzen Tisch zeigen",
                     "„Show one, show all“: Wer seine Karten einem Spieler zeigt, muss sie auf Nachfrage allen "
                     "zeigen – sonst hätte einer einen Vorteil, den die anderen nicht haben.", "C15")


def absent_player() -> Question:
    return procedure("Turnier: Cem ist nicht am Platz, als die Karten gegeben werden, und er ist im Big Blind. "
                     "Was geschieht?",
                     ("Er bekommt Karten und zahlt den Big Blind, seine Hand ist aber vor der ersten Handlung tot",
                      "Er bekommt keine Karten und zahlt nichts",
                      "Der Geber wartet, bis er zurück ist"),
                     "Er bekommt Karten und zahlt den Big Blind, seine Hand ist aber vor der ersten Handlung tot",
                     "Im Turnier bleiben alle Chips im Spiel: Wer fehlt, wird ausgeteilt und zahlt Blinds und "
                     "Antes; seine Hand ist tot, weil er beim Austeilen nicht am Platz war.", "C16")


def balancing() -> Question:
    return procedure("Turnier an zwei Tischen: Tisch 1 hat 9 Spieler, Tisch 2 nur 7. Ausgeglichen wird, sobald "
                     "ein Tisch zwei Spieler mehr hat als der andere. Wer wechselt den Tisch?",
                     ("Der Spieler von Tisch 1, der als Nächster den Big Blind zahlen müsste",
                      "Der Spieler mit den meisten Chips an Tisch 1",
                      "Ein Spieler, der freiwillig geht"),
                     "Der Spieler von Tisch 1, der als Nächster den Big Blind zahlen müsste",
                     "Der Unterschied ist zwei Spieler: Es wird ausgeglichen. Wechselt der nächste Big Blind, "
                     "zahlt er am neuen Tisch auf dem schlechtesten freien Platz wieder bald den Big Blind – so "
                     "gewinnt und verliert niemand Blinds durch den Wechsel.", "C17")


def chip_race() -> Question:
    return procedure("Die 25er-Chips werden aus dem Spiel genommen. Anna hat drei 25er übrig, die nicht mehr zu "
                     "einem 100er reichen. Was geschieht mit ihnen beim Chip Race?",
                     ("Sie bekommt drei Karten; die höchsten Karten am Tisch gewinnen je einen 100er",
                      "Sie werden ersatzlos entfernt", "Sie bekommt dafür 75 in anderen Chips"),
                     "Sie bekommt drei Karten; die höchsten Karten am Tisch gewinnen je einen 100er",
                     "Beim Chip Race gibt es eine Karte pro übrigem Chip. Es werden so viele 100er verteilt, wie "
                     "alle übrigen 25er zusammen wert sind; jeder gewinnt höchstens einen, und niemand scheidet "
                     "durch das Race aus.", "C18")
