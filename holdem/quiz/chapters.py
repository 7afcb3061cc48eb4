"""The quiz at the end of every chapter: for each chapter (its file name in book/) a list of
builder calls. Only the situations are chosen here; every right answer and every explanation
comes from the engine when the list is built (at the site build, in the tests); the rules that
describe a procedure rather than a number are asked with :func:`holdem.quiz.practice.procedure`.
Between them the quizzes name every rule of the rule index (tests/test_quiz.py checks it)."""

from __future__ import annotations

from collections.abc import Callable

from holdem.blinds import BlindSchedule
from holdem.quiz import builders as q
from holdem.quiz import card_room as c
from holdem.quiz import practice as p
from holdem.quiz.model import Question
from holdem.rake import Rake
from holdem.ranking import HandCategory
from holdem.rules import RuleSet

NL = RuleSet()
PL = RuleSet.pot_limit()
FL = RuleSet.fixed_limit(2)  # Fixed Limit 2/4, blinds 1/2


YES_NO = ("Ja", "Nein")
# Right answers long enough to be named once (they stand both among the options and as the answer).
REFUSED_BLIND = ("Sie bekommt keine Karten, der Nächste wird gefragt; zurück kommt sie erst, wenn sie die "
                 "verpassten Blinds zahlt oder auf den Big Blind wartet")
EARLY_FLOP = ("Der Flop kommt zurück in den Stapel, der wird gemischt, und nach der Runde kommt ein neuer Flop "
              "ohne Burn Card")


def _grundlagen() -> list[Question]:
    return [
        p.deck_size(),
        q.most_players(3),
        q.most_players(0),
        q.hole_cards_used("Ah Kd", "Qs Js Ts 3c 2d"),
        q.hole_cards_used("2c 3d", "As Ks Qs Js Ts"),
        q.chip_value({"weiß": 1, "rot": 2, "schwarz": 3}),
        p.procedure("Auf welche zwei Arten kann man einen Pot gewinnen?",
                    ("Mit der besten Hand aus fünf Karten oder wenn alle anderen aussteigen",
                     "Nur mit der besten Hand beim Showdown",
                     "Mit den meisten Chips im Stack"),
                    "Mit der besten Hand aus fünf Karten oder wenn alle anderen aussteigen",
                    "Ziel ist die beste Hand aus fünf der sieben Karten – oder alle anderen geben vorher auf.",
                    "G3"),
        p.procedure("Was bedeutet die Kurzschrift „AKo“ für eine Starthand, und wie viele Phasen hat eine Hand?",
                    ("Ass und König in verschiedenen Farben; vier Phasen",
                     "Ass und König in derselben Farbe; vier Phasen",
                     "Ass und König in verschiedenen Farben; fünf Phasen"),
                    "Ass und König in verschiedenen Farben; vier Phasen",
                    "„o“ steht für offsuit, verschiedene Farben („s“ für suited). Eine Hand hat vier Phasen: "
                    "Preflop, Flop, Turn und River, jede mit Karten und einer Wettrunde.", "G7", "G8"),
    ]


def _dealer_button() -> list[Question]:
    return [
        p.button_draw("Qd Ac 7h 9s"),
        p.button_draw("Kd 9s Kh 4c Kc"),
        q.button_after(6, 0, 1),
        q.button_after(5, 3, 4),
        q.blind_poster(6, 5, "small"),
        q.acts_first(6, 2, "flop"),
        p.procedure("Dana hat den Button und steigt vor dem Flop aus. Wo liegt der Button für den Rest der Hand – "
                    "und wer teilt in einem Casino aus?",
                    ("Er bleibt bei Dana; ein Croupier teilt aus, der Button zeigt nur den nominellen Geber",
                     "Er wandert zum nächsten Spieler, der noch in der Hand ist; Dana teilt weiter aus",
                     "Er bleibt bei Dana; Dana teilt aus"),
                    "Er bleibt bei Dana; ein Croupier teilt aus, der Button zeigt nur den nominellen Geber",
                    "Der Button bleibt die ganze Hand liegen, auch wenn sein Spieler aussteigt; im Casino "
                    "gibt der Croupier, online ist der Button nur ein Zeichen.", "D5", "D4"),
        p.procedure("Ben hat in der letzten Hand den Small Blind gesetzt, Cem den Big Blind. Cem verlässt den Tisch. "
                    "Was gilt nach der Kartenraum-Regel mit totem Button für die nächste Hand?",
                    ("Ben bekommt den Button; der Big Blind rückt genau einen Platz weiter",
                     "Der Button überspringt Ben, damit niemand zweimal den Small Blind zahlt",
                     "Ben setzt Small und Big Blind zugleich"),
                    "Ben bekommt den Button; der Big Blind rückt genau einen Platz weiter",
                    "Den Button bekommt nur, wer zuvor beide Blinds gesetzt hat – wer den Small Blind gesetzt hat, "
                    "bekommt ihn in der nächsten Hand. Der Big Blind wandert in jeder Hand genau einen Platz, so "
                    "überspringt ihn niemand; dafür kann der Small Blind oder der Button einmal tot sein.",
                    "D6", "B9"),
    ]


def _blinds() -> list[Question]:
    return [
        q.blind_poster(5, 2, "small"),
        q.blind_poster(5, 4, "big"),
        q.call_amount([100] * 4, 3, "c c"),
        q.may_check([100] * 4, 3, "c c c", rule="B5"),
        q.call_amount([100] * 3, 0, "f", rules=RuleSet.fixed_limit(10), rule="B6"),
        p.fixed_limit_small_blind(10),
        p.procedure("Wann werden die Blinds gesetzt, und gibt es im Hold'em normalerweise eine Ante?",
                    ("Bevor eine Karte gegeben ist; eine Ante gibt es normalerweise nicht",
                     "Nach dem Austeilen der Hole Cards; jeder zahlt zusätzlich eine Ante",
                     "Erst vor dem Flop; eine Ante gibt es normalerweise nicht"),
                    "Bevor eine Karte gegeben ist; eine Ante gibt es normalerweise nicht",
                    "Blinds sind Pflichteinsätze vor dem Austeilen. Antes gibt es erst in späten Turnierstufen, "
                    "heute meist als Big-Blind-Ante.", "B3"),
        p.procedure("Dana ist mit dem Big Blind dran, will ihn aber nicht setzen. Was folgt daraus?",
                    (REFUSED_BLIND,
                     "Sie bekommt Karten und zahlt den Big Blind nach dem Flop",
                     "Der Small Blind zahlt für sie mit"),
                    REFUSED_BLIND,
                    "Wer seinen Blind verweigert, sitzt die Hand aus, und der Nächste links setzt den Big Blind "
                    "(B7, B8). Zurück an den Tisch kommt Dana, indem sie alle verpassten Blinds nachzahlt – den "
                    "Big Blind zählt als ihr Einsatz, ein verpasster Small Blind ist totes Geld –, oder sie wartet, "
                    "bis der Big Blind sie erreicht (C7).",
                    "B7", "B8", "C7"),
    ]


def _heads_up() -> list[Question]:
    return [
        q.blind_poster(2, 0, "small"),
        q.blind_poster(2, 1, "big"),
        q.acts_first(2, 0, "preflop"),
        q.acts_first(2, 0, "flop"),
        q.round_over([100] * 2, 0, "c x", rule="H2"),
        p.procedure("Warum setzt heads-up der Button den Small Blind?",
                    ("Sonst würde derselbe Spieler in allen vier Wettrunden zuerst handeln",
                     "Weil der Button sonst nie einen Blind zahlen müsste",
                     "Weil zu zweit keine Burn Cards verbrannt werden"),
                    "Sonst würde derselbe Spieler in allen vier Wettrunden zuerst handeln",
                    "Mit der normalen Regel säße der Big Blind links vom Button und handelte vor dem Flop wie "
                    "danach immer zuerst; so wechselt es.", "H3"),
        q.acts_first(2, 1, "river"),
        p.procedure("Heads-up: Anna erhöht, Ben geht nur mit, und sonst ist niemand in der Hand. Darf Anna in dieser "
                    "Runde noch einmal erhöhen?", YES_NO, "Nein",
                    "Die Runde ist vorbei: Nach Annas Erhöhung hat niemand erhöht, die Aktion kommt nicht zu ihr "
                    "zurück.", "W6", "W5"),
    ]


def _geben() -> list[Question]:
    return [
        q.first_card(6, 2),
        q.first_card(4, 3),
        q.unused(6, 3),
        q.unused(10, 3),
        q.most_players(4),
        p.burn_cards(),
        p.procedure("Wie viele Gemeinschaftskarten kommen auf einmal mit dem Flop, wie viele mit dem Turn?",
                    ("3 und 1", "2 und 2", "3 und 2"), "3 und 1",
                    "Flop: drei Karten auf einmal; Turn: die vierte; River: die fünfte.", "K3"),
        p.procedure("Wozu verbrennt der Geber vor Flop, Turn und River eine Karte?",
                    ("Damit eine versehentlich gesehene oder markierte oberste Karte niemandem nützt",
                     "Damit das Deck am Ende aufgeht",
                     "Damit der Big Blind eine zusätzliche Karte bekommt"),
                    "Damit eine versehentlich gesehene oder markierte oberste Karte niemandem nützt",
                    "Die oberste Karte kann jemand gesehen haben; verbrannt kommt sie nicht ins Spiel. Aus "
                    "demselben Grund wird abgehoben.", "K4"),
    ]


def _wettrunden() -> list[Question]:
    return [
        q.acts_first(6, 0, "preflop"),
        q.acts_first(6, 0, "flop"),
        q.may_check([100] * 4, 3, "", rule="W3"),
        q.may_check([100] * 4, 3, "r6", rule="W2"),
        q.may_check([100] * 3, 2, "c c x", rule="W2"),
        q.fold_winner([100] * 4, 3, "f f f", also=("W8",)),
        q.may_raise([100, 30, 100], 0, "r10 allin f", NL, rule="W9"),
        q.min_bet([100] * 4, 3, "c c c x"),
    ]


def _limits() -> list[Question]:
    return [
        q.min_raise_to([200] * 4, 3, "r8"),
        q.may_raise([200] * 4, 3, "r6 r10 r14 r18 r22", NL, rule="L7"),
        q.max_raise_to([200] * 4, 3, "", PL),
        q.bet_size(FL, 2),
        q.may_raise([200] * 4, 3, "r4 r6 r8", FL, rule="L4"),
        q.may_raise([200] * 2, 1, "r4 r6 r8 r10", FL, rule="L6"),
        q.max_bet([100] * 4, 3, "c c c x x x x x", RuleSet.spread_limit(2, 4, small_blind=1, big_blind=2)),
        q.may_raise([100, 14, 100, 100], 0, "r10 c allin c", NL, rule="L8"),
    ]


def _all_in() -> list[Question]:
    return [
        q.pot_size({"Anna": 20, "Ben": 50, "Cem": 50}, 0, rule="A2"),
        q.pot_size({"Anna": 30, "Ben": 70, "Cem": 70}, 1, rule="A3"),
        q.pot_size({"Anna": 20, "Ben": 50, "Cem": 100, "Dana": 100}, 2, rule="A4"),
        q.pot_count({"Anna": 30, "Ben": 30, "Cem": 30}, rule="A5"),
        q.returned({"Anna": 40, "Ben": 85}),
        q.payout({"Anna": 25, "Ben": 60, "Cem": 60}, {"Anna": 3, "Ben": 2, "Cem": 1}, "Cem", "Ben", "A6"),
        p.procedure("Anna ist vor dem Flop all-in gegangen. Was entscheidet sie auf Flop, Turn und River?",
                    ("Nichts mehr: Sie geht mit ihren Karten bis zum Showdown",
                     "Sie darf auf jeder Straße Chips nachkaufen",
                     "Sie muss auf jeder Straße checken"),
                    "Nichts mehr: Sie geht mit ihren Karten bis zum Showdown",
                    "Wer all-in ist, trifft keine Entscheidungen mehr; die anderen setzen weiter, und was sie jetzt "
                    "setzen, kommt in einen Side Pot, um den Anna nicht mitspielt.",
                    "A1"),
        p.procedure("Ben und Cem sind gegen Annas All-in noch dabei, einen Side Pot gibt es nicht. Was tun die "
                    "beiden nach altem Brauch?",
                    ("Sie checken die Hand bis zum Showdown durch",
                     "Sie müssen auf jeder Straße setzen",
                     "Sie decken ihre Karten sofort auf"),
                    "Sie checken die Hand bis zum Showdown durch",
                    "Ohne Side Pot gewinnt ein Einsatz nichts dazu, er kann nur einen Gegner vertreiben, der Anna "
                    "schlagen könnte; darum wird meist durchgecheckt. Eine Pflicht ist das nicht.", "A9"),
    ]


def _showdown() -> list[Question]:
    return [
        q.first_to_show(4, 0, [1, 2, 3], 2),
        q.first_to_show(4, 0, [1, 3], None),
        q.who_wins({"Anna": "Ah Kh", "Ben": "Qs Qd"}, "Kc 7d 2s 9h 3c", "R3"),
        q.who_wins({"Anna": "As 2d", "Ben": "Kc Qd"}, "Ah Ad Ac 7d 7s", "G4"),
        q.who_wins({"Anna": "Ks 9d", "Ben": "As 2d"}, "7c 7d 7h 4s 3c", "R5"),
        p.procedure("Nach dem River sind Anna und Ben noch dabei. Anna zeigt zuerst, Ben sieht, dass er verloren "
                    "hat. Was darf Ben tun?",
                    ("Seine Karten verdeckt weglegen (Muck)", "Den Pot trotzdem teilen",
                     "Noch einmal setzen"), "Seine Karten verdeckt weglegen (Muck)",
                    "Sind nach der letzten Wettrunde zwei oder mehr Spieler übrig, kommt der Showdown; wer nach "
                    "einer gezeigten Hand nicht gewinnen kann, darf seine Karten verdeckt weglegen (Muck).", "S1", "S3"),
        p.procedure("Anna setzt auf dem River, alle anderen steigen aus. Muss sie ihre Karten zeigen?", YES_NO,
                    "Nein", "Geht niemand mit, gewinnt Anna den Pot ohne Showdown und muss nichts zeigen.", "S4",
                    "W7"),
        p.procedure("Auf dem Board liegt ein Royal Flush. Ben spielt das Board und sagt das laut. Genügt das, um "
                    "seinen Anteil am Pot zu bekommen?",
                    ("Nein: Er deckt beide Hole Cards auf", "Ja: Ansagen genügt",
                     "Ja, wenn er eine Karte zeigt"), "Nein: Er deckt beide Hole Cards auf",
                    "Wer das Board spielt, sagt es, damit sein Weglegen nicht als Aufgeben gilt; im Kartenraum "
                    "gewinnt er seinen Anteil aber nur, wenn er beide Hole Cards offen hinlegt.", "S5", "C3"),
    ]


def _rangfolge() -> list[Question]:
    return [
        q.category("Ah Kh Qh Jh 9h 2c 3d"),
        q.category("7c 7d 7h 2s 2d Kc 4h"),
        q.stronger("Ac Ad Kh 9s 4c", "Ah As Qd Jc Tc", "R3"),
        q.stronger("5c 4d 3h 2s Ac", "6c 5d 4h 3s 2d", "R6"),
        q.stronger("Kc Kd Ks 4h 4c", "Qc Qd Qs Ah Ac", "R7"),
        q.stronger("Ac Kc 9c 7c 2c", "Ad Kd 9d 7d 2d", "R11", "G5"),
        q.stronger("Kc Kd 8h 8s Ac", "Kh Ks 8c 8d Qd", "R4"),
        q.stronger("Ah Qd 9c 7s 3h", "As Qc 9d 6s 5h", "R2"),
    ]


def _split_pot() -> list[Question]:
    return [
        q.split_share(30, ["Ben", "Cem"], 0, 3, "Ben"),
        q.split_share(25, ["Ben", "Cem"], 2, 3, "Ben"),
        q.split_share(35, ["Ben", "Cem"], 2, 3, "Cem"),
        q.seven_card_strength_equal("2c 3d", "4h 5h", "As Ks Qs Js Ts"),
        q.payout({"Anna": 20, "Ben": 60, "Cem": 60}, {"Anna": 3, "Ben": 2, "Cem": 2}, "Anna", "Ben", "P3"),
        p.odd_chip_with_unit(275, 25),
    ]


def _ganze_hand() -> list[Question]:
    return [
        q.acts_first(4, 3, "preflop"),
        q.min_raise_to([100] * 4, 3, "r6"),
        q.pot_size({"Anna": 20, "Ben": 50, "Cem": 100, "Dana": 100}, 1, rule="A4"),
        q.first_to_show(4, 3, [0, 1, 2], 1),
        q.who_wins({"Anna": "Ah Ad", "Ben": "Kd Qd", "Cem": "Qc Qh"}, "2c 7d 9h Js Kc", "R3"),
        q.who_wins({"Anna": "Qh Qs", "Ben": "Jh Js"}, "Kc Kd 8h 8s 4c", "R10", "R4"),
        p.procedure("Hugo setzt sich neu an den Tisch, auf einen Platz zwischen Button und Small Blind. Wann "
                    "spielt er mit?",
                    ("Erst wenn der Button an ihm vorbei ist", "Sofort, wenn er einen Big Blind setzt",
                     "Sofort und ohne Blind"), "Erst wenn der Button an ihm vorbei ist",
                    "Links von den Blinds darf ein Neuer einen Big Blind setzen oder warten, auf dem Platz des "
                    "Big Blinds setzt er ihn; zwischen Button und Blinds wartet er, bis der Button vorbei ist.",
                    "B10"),
        p.procedure("In der ganzen Hand kommen diese Wörter vor. Welches ist keine eigene Handlung, sondern ein "
                    "Einsatz, ein Mitgehen oder eine Erhöhung mit allen Chips?", ("All-in", "Checken", "Aussteigen"),
                    "All-in",
                    "Die Handlungen sind aussteigen, checken, setzen, mitgehen und erhöhen; all-in ist eine "
                    "davon mit dem ganzen Stack.", "W1"),
    ]


def _turniere() -> list[Question]:
    # The chapter's blind plan: six levels of 15 minutes.
    schedule = BlindSchedule.every(15, [(25, 50), (50, 100), (75, 150), (100, 200), (150, 300), (200, 400)])
    return [
        q.blinds_at(schedule, 10),
        q.blinds_at(schedule, 35),
        q.blinds_at(schedule, 80),
        q.chip_value({"grün": 10, "schwarz": 10, "blau": 2, "rot": 2, "weiß": 1}),
        p.big_blind_ante(100, 200, 200),
        p.procedure("Freezeout-Turnier: Cem verliert ein All-in und hat keine Chips mehr. Und in einem "
                    "Rebuy-Turnier, noch in der Rebuy-Zeit?",
                    ("Im Freezeout ist er ausgeschieden; im Rebuy-Turnier darf er sich neue Chips kaufen",
                     "In beiden Turnieren darf er sich neue Chips kaufen",
                     "In beiden Turnieren ist er endgültig ausgeschieden"),
                    "Im Freezeout ist er ausgeschieden; im Rebuy-Turnier darf er sich neue Chips kaufen",
                    "Ohne Chips ist man im Freezeout draußen; Rebuy- und Re-entry-Turniere erlauben in einer "
                    "festgelegten Zeit einen neuen Einkauf.", "A8", "C10"),
        p.procedure("Turnier: Anna ist vor dem Flop all-in, Ben geht mit, gesetzt wird nicht mehr. Wann werden "
                    "die Karten aufgedeckt?",
                    ("Sofort, vor dem Flop: beide Hände offen, dann kommen die Boardkarten",
                     "Erst nach dem River, Anna zuerst", "Nur wenn Ben es verlangt"),
                    "Sofort, vor dem Flop: beide Hände offen, dann kommen die Boardkarten",
                    "Im Turnier werden alle Hände offen gelegt, sobald ein Spieler all-in ist und nicht mehr "
                    "gesetzt wird; im Cash Game muss vor dem Showdown niemand zeigen.", "C4"),
    ]


def _sonstiges() -> list[Question]:
    rake = Rake(5, 3, 20)
    return [
        q.rake_amount(rake, 10),
        q.rake_amount(rake, 40),
        q.rake_amount(rake, 200),
        q.rake_amount(Rake(10, 5), 60),
        p.online_buy_in(5),
        p.procedure("Was meint das Wort „Hand“ im Satz „Wir spielen noch zehn Hände“?",
                    ("Ein Spiel vom Setzen der Blinds bis zur Verteilung des Pots",
                     "Die fünf besten Karten eines Spielers", "Eine ganze Sitzung am Tisch"),
                    "Ein Spiel vom Setzen der Blinds bis zur Verteilung des Pots",
                    "„Hand“ heißt beides: die Kombination aus fünf Karten und ein Spiel von den Blinds bis zum "
                    "Pot; viele Hände hintereinander sind eine Session.", "X3"),
        p.procedure("Was ist ein Steal?",
                    ("Eine Erhöhung aus später Position, die nur die Blinds gewinnen will",
                     "Ein Einsatz außer der Reihe", "Eine Erhöhung mit dem besten möglichen Blatt"),
                    "Eine Erhöhung aus später Position, die nur die Blinds gewinnen will",
                    "So steht es im Glossar: Vom Cutoff, Button oder Small Blind wird erhöht, wenn alle vorher "
                    "ausgestiegen sind, um die Blinds ohne Gegenwehr mitzunehmen.", "X2"),
    ]


def _wahrscheinlichkeiten() -> list[Question]:
    return [
        q.category_count(HandCategory.FULL_HOUSE),
        q.category_count(HandCategory.FOUR_OF_A_KIND),
        q.category_count(HandCategory.ROYAL_FLUSH, rules=("R12", "R9")),
        q.out_count("Ah Kh", "Qh 7h 2c", HandCategory.FLUSH, rule="R12"),
        q.out_count("9c 8d", "7h 6s 2c", HandCategory.STRAIGHT, rule="R12"),
        q.stronger("9c 9d 9h 9s Kd", "9c 9d 9h 9s Qh", "R8"),
        q.stronger("9h 8h 7h 6h 5h", "Ac Ad Ah As Kd", "R9"),
    ]


def _am_echten_tisch() -> list[Question]:
    return [
        p.procedure("Auf dem Flop setzt Ben 10. Dana ist noch nicht an der Reihe, sagt aber schon „Ich gehe "
                    "mit“. Danach geht Cem, der vor ihr am Zug ist, mit 10 mit. Was gilt?",
                    ("Danas Ansage bindet sie, weil sich vor ihr nichts geändert hat",
                     "Danas Ansage ist immer ungültig", "Dana darf sich jetzt frei entscheiden"),
                    "Danas Ansage bindet sie, weil sich vor ihr nichts geändert hat",
                    "Eine Handlung außer der Reihe gilt, wenn sich die Lage vor dem Spieler nicht ändert: Cems "
                    "Mitgehen lässt den Einsatz bei 10, also geht Dana mit 10 mit. Hätte Cem erhöht, wäre ihre "
                    "Ansage ungültig, und sie entschiede neu.", "C1"),
        p.procedure("No Limit, Blinds 1/2: Auf dem Flop setzt Ben 20. Dana legt ohne ein Wort einen einzelnen "
                    "100er-Chip in die Mitte. Was gilt?",
                    ("Sie geht mit (20)", "Sie erhöht auf 100", "Sie erhöht um das Minimum auf 40"),
                    "Sie geht mit (20)",
                    "Ein einzelner zu großer Chip ohne Ansage ist gegen einen Einsatz nur ein Mitgehen; "
                    "erhöhen hätte Dana vorher ansagen müssen.", "C2"),
        p.procedure("No Limit, Blinds 1/2: Auf dem Flop hat noch niemand gesetzt. Dana legt ohne ein Wort einen "
                    "einzelnen 100er-Chip in die Mitte. Was gilt?",
                    ("Sie setzt 100", "Sie setzt das Minimum, einen Big Blind", "Sie checkt"), "Sie setzt 100",
                    "Ist nichts zu zahlen, ist ein einzelner Chip ein Einsatz in seinem vollen Wert.", "C2"),
        p.several_chips(20, (10, 10, 10)),
        p.procedure("Der Geber deckt den Flop auf, bevor die Wettrunde vor dem Flop vorbei ist. Was geschieht?",
                    (EARLY_FLOP,
                     "Der Flop bleibt liegen", "Die Hand ist ein Misdeal und wird neu gegeben"),
                    EARLY_FLOP,
                    "Ein zu früher Flop wird zurück in den Reststapel gemischt (die Burn Card bleibt liegen); "
                    "nach der Wettrunde wird ein neuer Flop ohne Burn Card gegeben.", "C5"),
        p.misdeal(6, 5),
        p.short_big_blind(1),
        p.procedure("Ben hat den Big Blind verpasst und kommt zurück. Muss er sofort nachzahlen?",
                    ("Nein: Er darf auch warten, bis der Big Blind ihn erreicht",
                     "Ja, sonst darf er nicht mehr spielen", "Nein, verpasste Blinds verfallen"),
                    "Nein: Er darf auch warten, bis der Big Blind ihn erreicht",
                    "Statt die verpassten Blinds nachzuzahlen, kann er warten, bis er regulär den Big Blind setzt.",
                    "C7"),
    ]


def _kartenraum() -> list[Question]:
    return [
        c.straddle_min_raise(),
        c.table_stakes(),
        c.pot_declared(),
        c.dead_hand(),
        c.show_one_show_all(),
        c.absent_player(),
        c.balancing(),
        c.chip_race(),
    ]


CHAPTERS: dict[str, Callable[[], list[Question]]] = {
    "grundlagen": _grundlagen,
    "rangfolge": _rangfolge,
    "dealer-button": _dealer_button,
    "blinds": _blinds,
    "geben": _geben,
    "wettrunden": _wettrunden,
    "limits": _limits,
    "heads-up": _heads_up,
    "all-in": _all_in,
    "showdown": _showdown,
    "split-pot": _split_pot,
    "ganze-hand": _ganze_hand,
    "turniere": _turniere,
    "sonstiges": _sonstiges,
    "wahrscheinlichkeiten": _wahrscheinlichkeiten,
    "am-echten-tisch": _am_echten_tisch,
    "kartenraum": _kartenraum,
}
