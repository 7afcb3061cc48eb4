"""Every German sentence the engine says comes from one narrator (issue 15, item 2): the rule
logic creates its events with ``text=None`` and the values the sentence needs, and one renderer
per area (``holdem.narration.hand``, ``hand_end``, ``showdown``, ``table``, ``phh``) writes it.

The first test reads the rule logic's source (``ast``): no event is built there with a sentence.
The others give each renderer values and check the sentence, naming the rule it cites."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import pytest

from holdem.cards import parse_cards
from holdem.events import Event
from holdem.narration.render import AREAS, SENTENCES, render_event
from holdem.ranking import evaluate

ROOT = Path(__file__).resolve().parent.parent / "holdem"
RULE_LOGIC = sorted([*ROOT.glob("hand/*.py"), *ROOT.glob("table/*.py"), ROOT / "betting.py", ROOT / "pots.py",
                     ROOT / "showdown.py", *ROOT.glob("phh*.py"), ROOT / "replay.py"])


EVENT_MAKERS = ("Event", "new_event")  # new_event takes no sentence at all, only values


def _event_calls(path: Path) -> list[ast.Call]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and (getattr(node.func, "id", None) in EVENT_MAKERS or getattr(node.func, "attr", None) in EVENT_MAKERS)]


def _text_argument(call: ast.Call) -> ast.expr | None:
    if getattr(call.func, "id", None) == "new_event" or getattr(call.func, "attr", None) == "new_event":
        return ast.Constant(None)
    if len(call.args) >= 2:
        return call.args[1]
    return next((k.value for k in call.keywords if k.arg == "text"), None)


def test_no_module_of_the_rule_logic_writes_an_event_sentence() -> None:
    calls = {path: _event_calls(path) for path in RULE_LOGIC}
    assert sum(len(c) for c in calls.values()) > 60  # the scan sees the engine's events
    written = [f"{path.relative_to(ROOT)}:{call.lineno}" for path, found in calls.items() for call in found
               if not (isinstance(_text_argument(call), ast.Constant) and _text_argument(call).value is None)]  # type: ignore[union-attr]
    assert written == []


def test_each_sentence_name_belongs_to_one_area() -> None:
    names = [name for area in AREAS.values() for name in area]
    assert len(names) == len(set(names)) == len(SENTENCES)


def test_the_narration_imports_no_rule_logic() -> None:
    for path in (ROOT / "narration").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        assert all(m in ("holdem.german", "holdem.rule_ids") or m.startswith("holdem.narration")
                   or not m.startswith("holdem") for m in modules), (path.name, modules)


def text(rule: str, kind: str, **values: object) -> str:
    return Event(rule, None, kind, values=values).text


AK = parse_cards("Ah Kd")


@dataclass(frozen=True)
class Shown:
    """A hand's value as the show sentence reads it (its German name, like HandValue.text)."""
    text: str


PAIR = Shown("ein Paar Asse")

CASES = [
    # the hand: forced bets
    ("B1", "post", dict(name="Anna", blind="small_blind", paid=1, asked=1),
     "Anna setzt links vom Button den Small Blind: 1 Chip (B3, B1)."),
    ("H1", "post", dict(name="Anna", blind="small_blind", paid=1, asked=1),
     "Anna setzt als Button und Small Blind den Small Blind: 1 Chip (B3, H1)."),
    ("B1", "post", dict(name="Ben", blind="big_blind", paid=1, asked=2),
     "Ben setzt den Big Blind: 1 Chip (B3, B1). Ben hat nur 1 Chip und ist damit all-in (A1)."),
    ("B8", "post", dict(name="Ben", blind="big_blind", paid=2, asked=2),
     "Ben kommt zurück und setzt den verpassten Big Blind: 2 Chips; der Betrag zählt als Einsatz (live, B8)."),
    ("B3", "post", dict(name="Cem", blind="ante", paid=1, asked=1),
     "Cem zahlt die Ante von 1 Chip: sie geht in den Pot, zählt aber nicht als Einsatz (B3)."),
    ("C8", "post", dict(name="Cem", blind="ante", paid=2, asked=2, big_blind_ante=True),
     "Cem zahlt als Big Blind die Ante für den ganzen Tisch, 2 Chips, zuerst vor dem Blind; sie ist totes "
     "Geld im Pot, niemand muss sie ausgleichen (C8)."),
    ("A1", "post", dict(name="Cem", blind="big_blind", paid=0, asked=2),
     "Cem hat keine Chips mehr für den Big Blind und ist schon all-in (A1)."),
    # the deal
    ("K2", "burn", dict(street="Turn"), "Vor dem Turn legt der Geber eine Karte verdeckt beiseite (Burn Card, K2)."),
    ("K1", "info", dict(sentence="deal_order", first="Ben"),
     "Der Geber teilt im Uhrzeigersinn aus, beginnend bei Ben links vom Button: erst jedem eine Karte, dann "
     "jedem eine zweite (K1)."),
    ("K1", "deal_hole", dict(name="Anna", cards=AK), "Anna bekommt Ah Kd (K1)."),
    ("K1", "deal_hole", dict(name="Anna", cards=(), manual=True),
     "Anna bekommt zwei Hole Cards (verdeckt, unbekannt; K1)."),
    ("K3", "deal_board", dict(street="Flop", cards=parse_cards("2c 7d 9h")),
     "Flop: 2c 7d 9h – drei Gemeinschaftskarten auf einmal (K3)."),
    ("K3", "deal_board", dict(street="River", cards=parse_cards("Ts")), "River: Ts – die fünfte Gemeinschaftskarte (K3)."),
    # whose turn
    ("W3", "to_act", dict(name="Cem", preflop=True, skipped_all_in=True),
     "Cem ist zuerst am Zug: links vom Big Blind beginnt die erste Wettrunde; wer davor sitzt, ist all-in (W3)."),
    ("H2", "to_act", dict(name="Ben", preflop=False),
     "Ben ist zuerst am Zug: heads-up handelt nach dem Flop der Big Blind zuerst (H2)."),
    ("B5", "to_act", dict(name="Ben", case="option"), "Ben hat als Big Blind die Option: checken oder erhöhen (B5)."),
    ("L8", "to_act", dict(name="Ben", case="closed"),
     "Ben ist wieder am Zug, aber seit der letzten eigenen Handlung gab es keine volle Erhöhung: Ben darf nur "
     "mitgehen oder aussteigen, nicht erhöhen (W6, L8)."),
    ("L8", "to_act", dict(name="Ben", case="reopened", shorts=("Anna", "Cem")),
     "Ben ist wieder am Zug und darf wieder erhöhen: zusammen zählen die All-ins von Anna und Cem als volle "
     "Erhöhung, auch wenn jedes für sich zu klein war, um die Runde wieder zu öffnen (L8)."),
    ("W9", "to_act", dict(name="Ben", case="opponents_all_in"),
     "Alle Gegner von Ben sind all-in (oder können nicht mehr dagegenhalten): Ben kann nur mitgehen oder "
     "aussteigen (W9)."),
    ("W3", "to_act", dict(name="Ben", case="table"), "Vor dem Flop beginnt Ben (W3)."),
    ("C6", "info", dict(sentence="short_big_blind", short=("Ben",), posted=1, full=2),
     "Ben ist mit dem Big Blind all-in, aber nur mit 1 Chip: wer mitspielen will, zahlt trotzdem den vollen "
     "Big Blind (2); eine Erhöhung geht um mindestens einen vollen Big Blind darüber (C6)."),
    ("A1", "run_out", dict(street="Preflop"),
     "Keine Wettrunde vor dem Flop: höchstens ein Spieler hat noch Chips, die anderen sind all-in und treffen "
     "keine Entscheidungen mehr (A1)."),
    ("A1", "run_out", dict(street="Turn", again=True), "Auch auf dem Turn gibt es keine Wettrunde (A1)."),
    ("W9", "info", dict(sentence="nothing_to_decide", name="Anna"),
     "Alle Gegner von Anna sind all-in und Anna hat schon mindestens so viel gesetzt wie jeder von ihnen: es "
     "gibt nichts mehr zu entscheiden, die Wettrunde ist vorbei (W9)."),
    # decisions
    ("W8", "fold", dict(name="Anna", in_pot=2), "Anna steigt aus (Fold). 2 Chips von Anna bleiben im Pot (W8)."),
    ("W2", "check", dict(name="Anna"), "Anna checkt: es ist nichts zu bezahlen (W2)."),
    ("W1", "call", dict(sentence="call", name="Anna", form="plain", paid=4, to=4, all_in=False, short=False), "Anna geht mit und zahlt 4 Chips (W1)."),
    ("B6", "call", dict(sentence="call", name="Anna", form="complete", paid=1, to=2, all_in=False,
                         short=False),
     "Anna ergänzt den eigenen Small Blind um 1 Chip auf den Big Blind von 2 Chips (B6)."),
    ("B4", "call", dict(sentence="call", name="Ben", form="blind_counts", paid=4, to=6, all_in=False,
                         short=False),
     "Ben geht mit: der eigene Blind (2 Chips) zählt mit, dazu kommen nur noch 4 Chips (B4)."),
    ("B4", "all_in", dict(sentence="call", name="Ben", form="blind_counts", paid=4, to=6, all_in=True, short=True),
     "Ben geht mit und ist damit all-in: der eigene Blind (2 Chips) zählt mit, dazu kommen nur noch 4 Chips; "
     "für den vollen Einsatz reichen die Chips nicht (B4, A1)."),
    ("A1", "all_in", dict(sentence="call", name="Anna", form="plain", paid=3, to=3, all_in=True, short=True),
     "Anna geht mit, zahlt 3 Chips und ist damit all-in; für den vollen Einsatz reichen die Chips nicht (W1, A1)."),
    ("A1", "all_in", dict(sentence="call", name="Anna", form="plain", paid=3, to=3, all_in=True, short=False),
     "Anna geht mit, zahlt 3 Chips und ist damit all-in (W1, A1)."),
    ("W10", "bet", dict(sentence="bet_or_raise", name="Anna", action="bet", option=False, to=6, increment=6,
                          structure_rule="W10", needed=2, measured=6),
     "Anna setzt 6 Chips (W10)."),
    ("L1", "raise", dict(sentence="bet_or_raise", name="Anna", action="raise", option=False, to=6, increment=4,
                         structure_rule="L1", needed=2, measured=4),
     "Anna erhöht um 4 auf 6 (L1)."),
    ("B5", "raise", dict(sentence="bet_or_raise", name="Ben", action="raise", to=6, option=True, increment=4,
                         structure_rule="B5", needed=2, measured=4),
     "Ben nutzt die Option des Big Blinds und erhöht auf 6 (B5)."),
    ("L4", "raise", dict(sentence="bet_or_raise", name="Ben", action="raise", option=False, to=8, increment=2,
                         structure_rule="L3", needed=2, measured=2, cap="capped", raise_cap=3),
     "Ben erhöht um 2 auf 8 (L3). Damit ist die Runde gekappt: ein Einsatz und 3 Erhöhungen (L4)."),
    ("L6", "raise", dict(sentence="bet_or_raise", name="Ben", action="raise", option=False, to=10, increment=2,
                         structure_rule="L3", needed=2, measured=2, cap="no_cap"),
     "Ben erhöht um 2 auf 10 (L3). Nur noch zwei Spieler sind in der Hand: für sie gilt kein Cap (L6)."),
    ("L1", "all_in", dict(sentence="bet_or_raise", name="Cem", action="raise", option=False, to=20, increment=14,
                          structure_rule="L1", needed=6, measured=14, all_in_form="full"),
     "Cem erhöht um 14 auf 20 und ist damit all-in (L1, A1)."),
    ("L8", "all_in", dict(sentence="bet_or_raise", name="Cem", action="raise", option=False, to=9, increment=3,
                          structure_rule="L8", needed=6, measured=3, all_in_form="short"),
     "Cem geht all-in mit 9: weniger als eine volle Erhöhung. Das allein öffnet die Runde nicht wieder: wer "
     "schon gehandelt hat, darf nur mitgehen oder aussteigen – es sei denn, weitere kurze All-ins ergeben "
     "zusammen eine volle Erhöhung (L8)."),
    ("L8", "all_in", dict(sentence="bet_or_raise", name="Cem", action="raise", option=False, to=12, increment=2,
                          structure_rule="L8", needed=6, measured=6, all_in_form="combined", others=("Ben",),
                          reopened=("Anna",), limit=False),
     "Cem geht all-in mit 12: für sich allein weniger als eine volle Erhöhung, aber zusammen mit dem All-in "
     "von Ben ergibt es eine volle Erhöhung. Damit ist die Runde wieder offen für Anna: wer schon gehandelt "
     "hat, darf wieder erhöhen (L8)."),
    # end of a round
    ("W5", "round_end", dict(street="Flop", collected=8, someone_all_in=False),
     "Die Wettrunde auf dem Flop ist beendet: alle haben gehandelt und gleich viel gesetzt. 8 Chips kommen in den "
     "Pot (W5)."),
    ("W5", "round_end", dict(street="Preflop", collected=0, someone_all_in=False), "Alle haben gecheckt: die Wettrunde vor dem Flop ist beendet (W5)."),
    ("A7", "return", dict(name="Anna", chips=1), "1 Chip von Anna hat niemand gezahlt: Anna bekommt den Chip zurück (A7)."),
    # the showdown
    ("S1", "showdown", dict(contenders=2),
     "Showdown: 2 Spieler sind nach der letzten Wettrunde noch in der Hand und vergleichen ihre Karten (S1)."),
    ("S1", "info", dict(sentence="missing_cards", missing=("Anna", "Ben")),
     "Showdown: die Karten von Anna und Ben sind noch nicht bekannt; sie müssen aufgedeckt oder weggeworfen "
     "werden (S1)."),
    ("S2", "show", dict(name="Anna", cards=AK, hand=PAIR, first_reason="last_aggressor"),
     "Zuerst zeigt, wer auf dem River zuletzt gesetzt oder erhöht hat: Anna mit Ah Kd – ein Paar Asse (S2)."),
    ("S2", "show", dict(name="Anna", cards=AK, hand=PAIR, first_reason="nobody_bet"),
     "Auf dem River hat niemand gesetzt, also zeigt zuerst, wer am nächsten links vom Button sitzt: Anna mit "
     "Ah Kd – ein Paar Asse (S2)."),
    ("S2", "show", dict(name="Anna", cards=AK, hand=PAIR, first_reason="face_up"),
     "Seit dem All-in liegen alle Hände offen, niemand muss zuerst zeigen. Anna hat Ah Kd – ein Paar Asse "
     "(S2, C4)."),
    ("S2", "show", dict(name="Ben", cards=AK, hand=PAIR, first_reason="left_of_button"),
     "In dieser Variante zeigt immer zuerst, wer am nächsten links vom Button sitzt: Ben mit Ah Kd – "
     "ein Paar Asse (S2)."),
    ("S3", "show", dict(name="Ben", cards=AK, hand=PAIR, first_reason=None), "Ben zeigt Ah Kd – ein Paar Asse (S3)."),
    ("S3", "muck", dict(name="Ben", beaten=True),
     "Ben kann die gezeigte Hand nicht schlagen und wirft die Karten verdeckt weg (Muck; S3)."),
    ("S3", "muck", dict(name="Ben"), "Ben wirft die Karten verdeckt weg (Muck) und verzichtet auf den Pot (S3)."),
    ("S5", "board_play", dict(name="Ben", again=False),
     "Ben spielt das Board: die besten fünf Karten liegen alle in der Mitte. Das Ansagen verhindert, dass das "
     "Ablegen der Karten als Aufgeben gilt (S5); am Pot teilhaben kann die Hand trotzdem nur, weil beide Hole "
     "Cards offen liegen (C3)."),
    ("S5", "board_play", dict(name="Cem", again=True), "Auch Cem spielt das Board; beide Hole Cards liegen offen (S5, C3)."),
    ("S1", "reveal", dict(name="Ben", cards=AK), "Die Karten von Ben sind jetzt bekannt: Ah Kd (S1)."),
    ("C4", "expose", dict(hands=(("Anna", AK),), unknown=("Ben",)),
     "Ein Spieler ist all-in und es wird nicht mehr gesetzt: alle Hände, die noch im Spiel sind, werden "
     "aufgedeckt, bevor die restlichen Boardkarten kommen – Anna hat Ah Kd; die Karten von Ben sind nicht "
     "bekannt (C4)."),
    # the end of the hand
    ("W7", "hand_end", dict(name="Anna", won=3),
     "Alle anderen sind ausgestiegen: Anna gewinnt den Pot von 3 Chips sofort und muss die Karten nicht zeigen (W7, S4)."),
    ("S4", "hand_end", dict(name="Anna", won=3, at_showdown=True),
     "Alle anderen haben ihre Karten weggeworfen: Anna gewinnt 3 Chips und muss nicht zeigen (S4)."),
    ("S6", "award", dict(pot="Hauptpot", amount=20, winners=("Anna",), alone=False, several_pots=False, main=True,
                         hand="ein Paar Asse", odd_chips=0, odd_chip_order=(), unshown=("Anna",)),
     "Hauptpot: Anna gewinnt 20 Chips mit der besten Hand – ein Paar Asse (S6). Um zu gewinnen, zeigt Anna "
     "beide Hole Cards (C3)."),
    ("A3", "award", dict(pot="Side Pot 1", amount=10, winners=("Ben",), alone=True, several_pots=True, main=False,
                         hand="ein Paar Asse", odd_chips=0, odd_chip_order=(), unshown=()),
     "Side Pot 1: Ben bekommt 10 Chips; um diesen Pot spielt nur Ben (A3). Jeder Side Pot wird für sich "
     "verteilt, getrennt vom Hauptpot (P3)."),
    # P3 is said once, at the first side pot: not again after every further one.
    ("A3", "award", dict(pot="Side Pot 2", amount=10, winners=("Ben",), alone=True, several_pots=True, main=False,
                         hand="ein Paar Asse", odd_chips=0, odd_chip_order=(), unshown=()),
     "Side Pot 2: Ben bekommt 10 Chips; um diesen Pot spielt nur Ben (A3)."),
    ("P1", "award", dict(pot="Hauptpot", amount=21, winners=("Anna", "Ben"), alone=False, several_pots=False,
                         main=True, hand="ein Paar Asse", odd_chips=1, odd_chip_order=("Ben",), unshown=()),
     "Hauptpot: Anna und Ben haben gleich gute Hände und teilen sich 21 Chips (P1). 1 Chip lässt sich nicht "
     "gleichmäßig teilen: den Rest bekommt zuerst, wer links vom Button am nächsten sitzt – Ben (P2)."),
    ("X1", "rake", dict(chips=2), "Das Haus behält 2 Chips Rake aus dem Pot (X1)."),
    ("P2", "carry", dict(chips=1, odd=True),
     "1 Chip lässt sich nicht teilen und bleibt für die nächste Hand im Pot (P2, Variante)."),
    ("P2", "carry", dict(chips=1, from_last_hand=True), "Aus der letzten Hand liegt noch 1 Chip im Pot (P2, Variante)."),
    ("P2", "carry", dict(chips=3), "3 Chips bleiben für die nächste Hand im Pot (P2, Variante)."),
    # the table
    ("D1", "draw", dict(name="Anna", card=parse_cards("Ah")[0]), "Anna zieht Herz-Ass (Ah; D1)."),
    ("D1", "button", dict(case="drawn", name="Anna", card=parse_cards("Ah")[0]),
     "Anna zieht mit Herz-Ass die höchste Karte und bekommt den Button (D1)."),
    ("D2", "button", dict(case="drawn", name="Anna", card=parse_cards("Ah")[0], tied=(("Ben", parse_cards("Ad")[0]),)),
     "Den höchsten Rang (Asse) ziehen mehrere: Anna (Herz-Ass) und Ben (Karo-Ass). Bei gleichem Rang entscheidet "
     "die Farbe: Kreuz < Karo < Herz < Pik. Anna bekommt den Button (D2)."),
    ("D1", "button", dict(case="set", seat=2, name="Cem"), "Der Button liegt auf Sitz 3 bei Cem (D1)."),
    ("D3", "button", dict(seat=0, name="Anna"), "Anna hat den Button auf Sitz 1 (D3)."),
    ("D6", "button", dict(case="moves", seat=1, name="Ben"),
     "Der Button geht an Ben (Sitz 2): dort wurde in dieser Hand der Small Blind gesetzt (D6)."),
    ("D6", "button", dict(case="moves_dead", seat=1),
     "Der Button geht auf Sitz 2, wo der Small Blind dieser Hand war; dort spielt niemand mehr mit, der "
     "Button ist „tot“ (D6)."),
    ("D6", "dead_button", dict(seat=3, last="Cem"),
     "Der Button liegt auf Sitz 4, wo niemand mitspielt (toter Button); zuletzt handelt Cem (D6)."),
    ("B8", "missed_big", dict(name="Dana"),
     "Dana setzt aus, während der Big Blind vorbeigeht, und bekommt die Marke ML: vor den nächsten Karten "
     "zahlt Dana die verpassten Blinds nach (B8)."),
    ("B9", "missed_small", dict(name="Dana"),
     "Dana verpasst den Small Blind und bekommt die Marke MS: Dana kann erst wieder einsteigen, wenn der "
     "Button diesen Sitz passiert hat, und zahlt den Small Blind dann als Dead Money (B9)."),
    ("H1", "blinds", dict(case="heads_up", button="Anna", big_blind="Ben"),
     "Heads-up: Anna hat den Button und setzt den Small Blind, Ben den Big Blind (H1)."),
    ("B12", "blinds", dict(small=50, big=100, ante=10),
     "Ab der nächsten Hand gelten die Blinds 50/100 mit einer Ante von 10 Chips (B12)."),
    ("B9", "blinds_move_on", dict(small_blind="Ben", big_blind="Cem"),
     "Variante der Quelle 001: wer den Small Blind setzen müsste, bekommt in dieser Hand keine Karten, und "
     "die Blinds rücken weiter – Ben setzt den Small Blind statt des Big Blinds, Cem den Big Blind (B9)."),
    ("B9", "dead_small_blind", {},
     "Der Small Blind ist in dieser Hand tot: wer ihn setzen müsste, spielt nicht mit. Der Big Blind rückt "
     "trotzdem nur einen Spieler weiter, damit niemand den Big Blind überspringt – die Dead-Button-Regel der "
     "Kartenräume (B9)."),
    ("C8", "ante", dict(sentence="table_ante", name="Ben", paid=5, ante=10, big_blind_ante=True),
     "Ben zahlt als Big Blind die Ante für den ganzen Tisch, vor dem Big Blind: 5 Chips von 10 Chips, mehr "
     "hat der Stack nicht (C8)."),
    ("B3", "ante", dict(sentence="table_ante", ante=1), "Jeder Spieler setzt eine Ante von 1 Chip (B3)."),
    ("B1", "post", dict(sentence="table_post", form="small_blind", name="Ben", paid=1),
     "Ben setzt den Small Blind: 1 Chip (B1)."),
    ("B10", "post", dict(sentence="table_post", form="new", name="Dana", paid=2),
     "Dana steigt neu ein und setzt einen Big Blind von 2 Chips, der live ist (B10)."),
    ("B8", "post", dict(sentence="table_post", form="missed_both", name="Dana", paid=2, dead=1),
     "Dana zahlt die verpassten Blinds nach: 2 Chips als Big Blind (live) und 1 Chip als Small Blind direkt "
     "in den Pot (dead; B8)."),
    ("B9", "post", dict(sentence="table_post", form="missed_small", name="Dana", paid=1),
     "Dana zahlt den verpassten Small Blind von 1 Chip als Dead Money in den Pot (B9)."),
    ("B7", "refuse", dict(name="Dana", blind="owed", move_on=False),
     "Dana will den fälligen Blind nicht nachzahlen und bekommt weiter keine Karten; die Schuld bleibt (B7)."),
    ("B10", "sit_down", dict(name="Dana", seat=3, stack=100, started=True),
     ("Dana setzt sich auf Sitz 4 mit 100 Chips. Links von den Blinds setzt ein neuer Spieler den Big Blind gleich "
      "oder wartet auf ihn, auf dem Platz des Big Blind setzt er ihn, zwischen Button und Blinds wartet er, bis "
      "der Button vorbei ist (B10).")),
    ("B11", "sit_down", dict(name="Dana", seat=3, stack=1, started=False),
     "Dana setzt sich auf Sitz 4 mit 1 Chip (B11)."),
    ("D6", "leave", dict(name="Dana", seat=3), "Dana verlässt Sitz 4; der Sitz ist jetzt leer (D6)."),
    ("B7", "sit_out", dict(name="Dana"), "Dana setzt aus und bekommt keine Karten (B7)."),
    ("B8", "sit_in", dict(name="Dana", owed="both"),
     "Dana will wieder mitspielen und schuldet einen Big Blind (live) und einen Small Blind (dead; B8)."),
    ("B7", "sit_in", dict(name="Dana", owed="nothing"), "Dana spielt wieder mit und schuldet nichts (B7)."),
    ("C7", "sit_in", dict(name="Dana", waits=True),
     "Dana will wieder mitspielen, zahlt die verpassten Blinds aber nicht nach, sondern wartet, bis der Big "
     "Blind Dana erreicht (C7)."),
    ("B10", "post_now", dict(name="Dana"), "Dana setzt in der nächsten Hand einen Big Blind, statt zu warten (B10)."),
    ("C12", "rebuy", dict(name="Dana", chips=100),
     "Dana kauft für 100 Chips nach und spielt weiter: Im Cash Game scheidet niemand aus (A8 gilt nur im Turnier), "
     "nachkaufen darf man zwischen zwei Händen (C12)."),
    ("C10", "rebuy", dict(name="Dana", chips=100, tournament=True),
     "Dana kauft sich in der Rebuy-Phase für 100 Chips wieder ein (C10)."),
    ("A8", "busted", dict(name="Dana", case="cash_game"),
     "Dana hat keine Chips mehr: Dana kann nachkaufen oder aufstehen (A8)."),
    ("A8", "busted", dict(name="Dana", case="tournament"), "Dana hat keine Chips mehr und scheidet aus dem Turnier aus (A8)."),
    ("C10", "busted", dict(name="Dana", case="rebuy_open"),
     "Dana hat keine Chips mehr. Noch läuft die Rebuy-Phase: bis zu ihrem Ende kann Dana sich wieder "
     "einkaufen, sonst ist das Turnier danach für Dana vorbei (C10)."),
    ("C10", "busted", dict(name="Dana", case="rebuy_over"),
     "Die Rebuy-Phase ist vorbei: Dana hat sich nicht wieder eingekauft und scheidet aus dem Turnier aus (C10)."),
    # the card room: straddle (C11), absent tournament players (C16)
    ("C11", "post", dict(name="Dana", blind="straddle", paid=4, asked=4),
     "Dana sitzt links vom Big Blind und setzt einen Straddle: 4 Chips, der doppelte Big Blind, noch bevor die "
     "Karten kommen. Der Straddle ist eine blinde Erhöhung und zählt als Einsatz (C11)."),
    ("C11", "to_act", dict(name="Dana", case="option"),
     "Dana hat als Straddler die Option, wie sonst der Big Blind: checken oder erhöhen (C11, B5)."),
    ("C11", "to_act", dict(name="Eva", preflop=True),
     "Eva ist zuerst am Zug: mit einem Straddle beginnt vor dem Flop der Spieler links vom Straddler (C11)."),
    ("C11", "check", dict(name="Dana"), "Dana checkt: als Straddler verzichtet Dana auf die Option zu erhöhen (C11)."),
    ("C11", "raise", dict(sentence="bet_or_raise", name="Dana", action="raise", option=True, to=8, increment=4,
                          structure_rule="C11", needed=4, measured=4),
     "Dana nutzt die Option des Straddlers und erhöht auf 8 (C11)."),
    ("C16", "fold", dict(sentence="absent", name="Cem", in_pot=3),
     "Cem ist beim Austeilen nicht am Platz: die Karten werden gegeben, aber die Hand ist tot, bevor jemand "
     "handelt; 3 Chips von Cem bleiben im Pot (C16)."),
    ("C14", "fold", dict(sentence="dead_hand", name="Ben", in_pot=2, returned=10),
     "Die Hand von Ben ist tot: Ben kann in dieser Hand nichts mehr gewinnen. 2 Chips von Ben bleiben im Pot (C14)."),
    # a replayed hand history
    ("W9", "info", dict(sentence="needless_check", name="Ben"),
     "Die Datei lässt Ben hier checken. Nach unseren Regeln gibt es für Ben nichts mehr zu entscheiden, weil "
     "alle Gegner all-in sind: der Check ändert nichts (W9)."),
]


@pytest.mark.parametrize("rule, kind, values, sentence", CASES, ids=[f"{c[0]}-{c[1]}-{i}" for i, c in enumerate(CASES)])
def test_each_renderer_writes_its_sentence_from_the_values(rule: str, kind: str, values: dict[str, object],
                                                           sentence: str) -> None:
    assert text(rule, kind, **values) == sentence


def test_every_sentence_of_every_area_is_checked_above() -> None:
    covered = {str(values.get("sentence", kind)) for _, kind, values, _ in CASES}
    assert covered == set(SENTENCES)


@pytest.mark.rule("S2")
def test_S2_the_show_sentence_names_the_hand_from_the_engine_value() -> None:
    value = evaluate(parse_cards("Ah Kd As 7c 2d 9h 3s"))
    sentence = render_event("show", "S3", {"name": "Ben", "cards": AK, "hand": value, "first_reason": None})
    assert sentence == f"Ben zeigt Ah Kd – {value.text} (S3)." and value.text in sentence and "Paar" in value.text


# ---------------------------------------------------------------------------- the pots (holdem.narration.pots)

@pytest.mark.rule("A6")
@pytest.mark.rule("P3")
@pytest.mark.rule("X1")
def test_A6_P3_X1_a_side_pot_won_with_the_best_hand_and_raked() -> None:
    from holdem.narration.pots import award_sentence
    assert award_sentence("Side Pot 1", 18, "best_hand", (2,), taken=2, main=False, names=("Anna", "Ben", "Cem"),
                          eligible=(1, 2)) == (
        "Side Pot 1: Cem hat unter Ben und Cem die beste Hand und gewinnt 18 Chips (A6). Jeder Side Pot wird "
        "für sich verteilt, getrennt vom Hauptpot (P3). Das Haus hat davon 2 Chips Rake genommen (X1).")
    assert "(P3)" not in award_sentence("Side Pot 2", 18, "best_hand", (2,), taken=0, main=False,
                                        names=("Anna", "Ben", "Cem"), eligible=(1, 2))


@pytest.mark.rule("P1")
@pytest.mark.rule("P2")
@pytest.mark.parametrize("odd, carried, tail", [
    ((0,), 0, " Den übrigen Chip bekommt Spieler 1: von den Gewinnern sitzt Spieler 1 am nächsten links vom "
              "Button (P2)."),
    ((), 1, " 1 Chip lässt sich nicht teilen und bleibt für die nächste Hand im Pot (P2, Variante)."),
])
def test_P1_P2_a_split_pot_and_its_odd_chip(odd: tuple[int, ...], carried: int, tail: str) -> None:
    from holdem.narration.pots import award_sentence
    sentence = award_sentence("Hauptpot", 21, "split", (0, 1), taken=0, main=True, names=None, odd=odd,
                              carried=carried)
    assert sentence == "Hauptpot: Spieler 1 und 2 haben gleich gute Hände und teilen 21 Chips, je 10 Chips (P1)." + tail


@pytest.mark.rule("W7")
@pytest.mark.rule("A3")
def test_W7_A3_a_pot_nobody_else_can_win() -> None:
    from holdem.narration.pots import award_sentence
    folded = award_sentence("Hauptpot", 6, "everyone_folded", (1,), taken=0, main=True, names=None)
    alone = award_sentence("Side Pot 1", 6, "uncontested", (1,), taken=0, main=False, names=None)
    assert folded == ("Hauptpot: Spieler 2 gewinnt 6 Chips, weil alle anderen ausgestiegen sind; die Karten müssen "
                      "nicht gezeigt werden (W7).")
    assert alone == "Side Pot 1: Spieler 2 gewinnt 6 Chips ohne Vergleich, denn niemand sonst ist dafür spielberechtigt (A3)."


@pytest.mark.rule("X1")
def test_X1_the_rake_sentence_says_why_the_house_keeps_what_it_keeps() -> None:
    from holdem.narration.pots import rake_sentence
    assert rake_sentence("5 %", 10, min_pot=20, raw=0, taken=0, cap=None) == (
        "Kein Rake: Der Pot von 10 Chips ist kleiner als der Mindestpot von 20 Chips (X1).")
    assert rake_sentence("5 %", 200, min_pot=0, raw=10, taken=3, cap=3) == (
        "Rake: 5 % von 200 Chips wären 10 Chips, die Obergrenze ist 3; das Haus behält 3 Chips (X1).")
    assert rake_sentence("5 %", 50, min_pot=0, raw=2, taken=2, cap=None) == (
        "Rake: 5 % von 50 Chips sind abgerundet 2 Chips; so viel behält das Haus (X1).")


@pytest.mark.rule("A2")
@pytest.mark.rule("A4")
def test_A2_A4_the_layout_explanation_comes_from_the_narration() -> None:
    from holdem.narration.pots import explain_layout
    from holdem.pots import build_pots
    layout = build_pots([10, 30, 60, 60])
    lines = explain_layout(layout, ("Anna", "Ben", "Cem", "Dana"))
    assert lines == layout.explain(("Anna", "Ben", "Cem", "Dana"))
    assert lines[0] == ("Hauptpot: 40 Chips, spielberechtigt Anna, Ben, Cem und Dana. Hier zahlt jeder höchstens 10 "
                        "Chips ein: Anna hat nur so viel gesetzt und kann deshalb jedem Gegner höchstens 10 Chips "
                        "abnehmen (A2).")
    assert lines[3] == ("Mehrere All-ins ergeben mehrere Side Pots. Gewinnen können: Anna nur den Hauptpot, Ben den "
                        "Hauptpot und Side Pot 1, Cem und Dana alle drei Pots (A4).")


@pytest.mark.rule("K1")
def test_every_event_of_random_table_sessions_reads_as_a_sentence(monkeypatch: pytest.MonkeyPatch) -> None:
    """Random sessions at a table (seats, blinds owed, rebuys, all-ins, showdowns): every event's
    sentence is rendered without a missing value and shows no program value."""
    import sys

    import table_sessions

    import holdem.events
    made: list[Event] = []
    construct = Event.__init__

    def keep(self: Event, *args: object, **kwargs: object) -> None:
        construct(self, *args, **kwargs)  # type: ignore[arg-type]
        made.append(self)

    def keep_new(*args: object, **kwargs: object) -> Event:
        event = holdem.events.new_event(*args, **kwargs)  # type: ignore[arg-type]
        made.append(event)
        return event

    monkeypatch.setattr(Event, "__init__", keep)
    for module in list(sys.modules.values()):  # the engine's modules make theirs with new_event
        if module.__name__.startswith("holdem.") and getattr(module, "new_event", None) is holdem.events.new_event \
                and module is not holdem.events:
            monkeypatch.setattr(module, "new_event", keep_new)
    for seed in range(40):
        table_sessions.play_session(seed)
    kinds = {e.kind.value for e in made}
    assert {"post", "award", "show", "button", "sit_down", "busted", "round_end"} <= kinds
    for event in made:
        text = event.text
        assert text.endswith(".") and (text[:1].isupper() or text[:1].isdigit()), text
        assert not any(word in text for word in ("None", "True", "False", "{", "((", "[")), text


@pytest.mark.rule("A1")
def test_A1_a_run_out_after_a_run_out_is_said_short_once_the_reason_was_given() -> None:
    """The streets of an all-in without betting: the first says why, the others only "again";
    each event alone (one step of the hand player) keeps its full sentence."""
    from holdem.narration import narrate_lines

    events = [Event("A1", None, "run_out", values={"street": street}) for street in ("Flop", "Turn", "River")]
    lines = narrate_lines(events)
    assert lines[0].startswith("Keine Wettrunde auf dem Flop: höchstens ein Spieler hat noch Chips")
    assert lines[1:] == ["Auch auf dem Turn gibt es keine Wettrunde (A1).",
                         "Auch auf dem River gibt es keine Wettrunde (A1)."]
    assert narrate_lines(events[1:2])[0].startswith("Keine Wettrunde auf dem Turn: höchstens")
    assert events[1].text.startswith("Keine Wettrunde auf dem Turn: höchstens")  # the event itself unchanged
