"""Cases of the showdown: who shows first (S2), mucking (S3), the uncalled winner (S4), tabled
hands and show one, show all (C15, C3), the all-in in a tournament (C4) and odd chips (P2, C9)."""

from __future__ import annotations

from holdem.casebook.common import NAMES, case
from holdem.draw.pots import draw_pots
from holdem.draw.table import draw_table_state
from holdem.hand import HandState, start_hand
from holdem.pots import settle
from holdem.quiz.model import Question
from holdem.rules import RuleSet
from holdem.showdown_rights import may_ask_to_see, show_one_show_all, tabled_hands
from holdem.table import GameKind
from holdem.teach.card_room import all_in_face_up
from holdem.teach.script import play_script

__all__ = ["CASES"]

FOUR = list(NAMES[:4])
HOLES = ["Ah Kd", "7c 7d", "Qs Jc", "9h 8h"]
BOARD = "Kc 9d 2s 4h Jd"


def _hand(actions: str, rules: RuleSet | None = None) -> HandState:
    start = start_hand(rules or RuleSet(), [100] * 4, button=0, names=FOUR)
    return play_script(start, holes=HOLES, board=BOARD, actions=actions)[-1]


def _texts(state: HandState, rule: str) -> list[str]:
    return [e.text for e in state.events if e.rule == rule]


def last_bettor_shows() -> Question:
    """S2, S3: the last bettor on the river shows first; a beaten hand may be mucked."""
    state = _hand("c c c x  x x x x  x x x x  x b10 c c c")
    first = _texts(state, "S2")[0]
    return case("Wer zeigt zuerst?",
                "No Limit, Blinds 1/2. Am River checkt Ben, Cem setzt 10, Dana, Anna und Ben gehen mit. Keiner "
                "will als Erster seine Karten zeigen.",
                ("Ben: er sitzt als Erster links vom Button",
                 "Cem: er hat auf dem River zuletzt gesetzt",
                 "Anna: der Button zeigt immer zuerst",
                 "Wer will – es gibt keine Reihenfolge"),
                "Cem: er hat auf dem River zuletzt gesetzt",
                f"{first} Wer danach eine gezeigte Hand nicht schlagen kann, darf verdeckt aussteigen (S3): "
                f"{' '.join(_texts(state, 'S3'))}", "S2", "S3",
                picture=lambda: draw_table_state(state, title="Showdown nach Cems Einsatz am River"))


def nobody_bet_river() -> Question:
    """S2: nobody bet on the river, the first player left of the button shows first."""
    state = _hand("c c c x  x x x x  x x x x  x x x x")
    first = _texts(state, "S2")[0]
    return case("Am River hat niemand gesetzt",
                "No Limit, Blinds 1/2. Alle vier gehen vor dem Flop mit, danach checken alle bis zum Ende. Wer "
                "zeigt seine Karten zuerst?",
                ("Der erste Spieler links vom Button, der noch in der Hand ist",
                 "Der Button, weil er zuletzt gehandelt hat",
                 "Wer vor dem Flop zuletzt erhöht hätte – hier niemand, also alle gleichzeitig"),
                "Der erste Spieler links vom Button, der noch in der Hand ist",
                f"Ohne Einsatz am River beginnt der erste aktive Spieler links vom Button. {first}", "S2",
                picture=lambda: draw_table_state(state, title="Showdown ohne Einsatz am River"))


def uncalled_winner() -> Question:
    """S4: a winner nobody called need not show."""
    state = _hand("c c c x  x x x x  x b10 f f f")
    ending = _texts(state, "S4") or _texts(state, "W7")
    return case("Keiner geht mit",
                "No Limit, Blinds 1/2. Am Turn setzt Cem 10, alle anderen steigen aus. Dana verlangt, Cems Karten "
                "zu sehen.",
                ("Cem muss zeigen: wer einen Pot gewinnt, zeigt seine Karten",
                 "Cem muss nicht zeigen: niemand ist mitgegangen",
                 "Cem muss Dana allein die Karten zeigen"),
                "Cem muss nicht zeigen: niemand ist mitgegangen",
                f"Einen Gewinner, dem niemand gefolgt ist, muss keiner sehen. {' '.join(ending)}", "S4", "W7",
                picture=lambda: draw_table_state(state, show_cards=False, title="Cem gewinnt ohne Showdown"))


def wrong_announcement() -> Question:
    """C15, C3: a tabled hand wins what its cards win, even when announced wrongly."""
    result = tabled_hands("Ks 9s 2s 4h Jd", ["As 3s", "Kd Kh"], announced={0: "Paar"}, names=["Anna", "Ben"])
    winner = result.names[result.winners[0]]
    state = play_script(start_hand(RuleSet(), [100, 100], button=0, names=["Anna", "Ben"]),
                        holes=["As 3s", "Kd Kh"], board="Ks 9s 2s 4h Jd", actions="c x  x x  x x  x x")[-1]
    return case("Angesagt ist nicht gezeigt",
                "Heads-up am River. Anna legt ihre Karten offen hin und sagt „Nur ein Paar“. Ben zeigt einen "
                "Drilling aus Königen und greift nach dem Pot. Mit den drei Pik auf dem Board hat Anna aber fünf Pik.",
                ("Ben gewinnt: Anna hat selbst nur ein Paar angesagt",
                 f"{winner} gewinnt: die offenen Karten zählen, nicht die Ansage",
                 "Der Pot wird geteilt, weil Anna sich geirrt hat"),
                f"{winner} gewinnt: die offenen Karten zählen, nicht die Ansage",
                f"Eine offen hingelegte Hand ist geschützt und gewinnt, was ihre Karten wert sind. {result.text}",
                "C15", "C3", picture=lambda: draw_table_state(state, title="Anna sagt „Paar“ an"))


def shown_to_neighbour() -> Question:
    """C15: show one, show all."""
    state = _hand("c c c x  x x x x  x b10 f f f")
    ruling = show_one_show_all("Cem", "Dana")
    return case("Nur dem Nachbarn gezeigt",
                "Cem gewinnt ohne Showdown und zeigt seine Karten danach nur seiner Nachbarin Dana. Anna bittet "
                "darum, sie ebenfalls zu sehen.",
                ("Cem muss sie dem ganzen Tisch zeigen",
                 "Cem darf sie weiter nur Dana zeigen: er hat ja gewonnen",
                 "Nur der Geber darf sie noch sehen"),
                "Cem muss sie dem ganzen Tisch zeigen",
                f"„Show one, show all“. {ruling.text}", "C15",
                picture=lambda: draw_table_state(state, show_cards=False, title="Cem zeigt nur Dana seine Karten"))


def ask_to_see() -> Question:
    """C15: the request to see a called hand is a cash-game right."""
    state = _hand("c c c x  x x x x  x x x x  x b10 c f f")
    cash = may_ask_to_see(GameKind.CASH, dealt_in=True, called=True)
    tournament = may_ask_to_see(GameKind.TOURNAMENT, dealt_in=True, called=True)
    return case("Die weggeworfene Hand sehen",
                "Cash Game. Am River setzt Cem, Dana geht mit, Cem zeigt, Dana wirft ihre Karten verdeckt weg. "
                "Anna war ausgestiegen und möchte Danas Hand sehen.",
                ("Anna darf darum bitten; der Floor kann es ablehnen, wenn das Recht missbraucht wird",
                 "Anna hat kein Recht dazu: sie war ausgestiegen",
                 "Danas Karten müssen immer gezeigt werden"),
                "Anna darf darum bitten; der Floor kann es ablehnen, wenn das Recht missbraucht wird",
                f"{cash.text} Im Turnier ist das anders: {tournament.text}", "C15",
                picture=lambda: draw_table_state(state, title="Dana ist gegen Cems Einsatz mitgegangen"))


def all_in_tournament() -> Question:
    """C4: in a tournament the hands are turned face up once a player is all-in and betting is over."""
    state = all_in_face_up()
    expose = _texts(state, "C4")
    return case("All-in im Turnier",
                "Turnier. Anna geht vor dem Flop all-in, Cem geht mit, alle anderen steigen aus. Cem will seine "
                "Karten verdeckt lassen, bis der River liegt.",
                ("Cem darf verdeckt bleiben: gezeigt wird erst im Showdown",
                 "Beide Hände werden jetzt aufgedeckt, bevor das Board kommt",
                 "Nur Anna muss aufdecken, weil sie all-in ist"),
                "Beide Hände werden jetzt aufgedeckt, bevor das Board kommt",
                f"{expose[0] if expose else ''} Im Cash Game dagegen muss niemand vor dem Showdown zeigen.", "C4",
                picture=lambda: draw_table_state(state, title="Anna all-in, Cem geht mit"))


def odd_chip() -> Question:
    """P2: the odd chip goes to the first winner left of the button."""
    award = settle([10, 10, 5, 0], [2, 3], {0: 5, 1: 5}, button=3, names=FOUR)
    return case("Ein Chip bleibt übrig",
                "Dana hat den Button. Anna und Ben haben je 10 gesetzt, Cem 5, bevor er ausgestiegen ist. Anna und "
                "Ben haben genau gleich gute Hände; die kleinsten Chips am Tisch sind 1er.",
                ("Anna bekommt den übrigen Chip: sie sitzt von den Gewinnern als Erste links vom Button",
                 "Ben bekommt ihn: er hat zuletzt gesetzt",
                 "Der Chip bleibt für die nächste Hand im Pot"),
                "Anna bekommt den übrigen Chip: sie sitzt von den Gewinnern als Erste links vom Button",
                f"{award.awards[0].text} Anna bekommt {award.payouts[0]}, Ben {award.payouts[1]}. Dass der Chip "
                "für die nächste Hand liegen bleibt, ist die Variante einer Quelle.", "P2",
                picture=lambda: draw_pots(award, names=FOUR, title="Anna und Ben teilen den Pot"))


def two_odd_chips() -> Question:
    """C9: two odd chips go one each, starting left of the button."""
    award = settle([20, 20, 20, 20], [3], {0: 5, 1: 5, 2: 5}, button=3, names=FOUR)
    return case("Drei teilen, zwei Chips bleiben",
                "Dana hat den Button und steigt aus. Anna, Ben und Cem haben gleich gute Hände und teilen einen Pot, "
                "in den alle vier je 20 gesetzt haben; die kleinsten Chips sind 1er.",
                ("Beide übrigen Chips bekommt Anna, die Erste links vom Button",
                 "Je einer an Anna und Ben, die beiden Ersten links vom Button",
                 "Die zwei Chips gehen an den Geber als Trinkgeld"),
                "Je einer an Anna und Ben, die beiden Ersten links vom Button",
                f"{award.awards[0].text} Anna bekommt {award.payouts[0]}, Ben {award.payouts[1]}, Cem "
                f"{award.payouts[2]}.", "C9", "P2",
                picture=lambda: draw_pots(award, names=FOUR, title="Drei gleich gute Hände"))


CASES = (last_bettor_shows, nobody_bet_river, uncalled_winner, wrong_announcement, shown_to_neighbour, ask_to_see,
         all_in_tournament, odd_chip, two_odd_chips)
