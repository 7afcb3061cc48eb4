"""Cases of the tournament floor: absent players (C16), balancing tables (C17), the chip race
(C18) and the big-blind ante (C8)."""

from __future__ import annotations

from holdem.balancing import TournamentTable, balance
from holdem.blinds import Blinds
from holdem.casebook.common import NAMES, case, drawn, played
from holdem.chip_race import chip_race, colour_up
from holdem.dealing import stacked_deck
from holdem.draw.floor import draw_balance_move, draw_chip_race
from holdem.draw.table import draw_table_view
from holdem.hand import Action, ActionKind, start_hand
from holdem.quiz.model import Question
from holdem.rules import RuleSet
from holdem.table import GameKind, Table

__all__ = ["CASES"]

FOUR = list(NAMES[:4])


def absent_player() -> Question:
    """C16: an absent player is dealt in, posts his blinds and is blinded off."""
    table = Table.with_players([500] * 4, names=FOUR, button=0, kind=GameKind.TOURNAMENT,
                               blinds=Blinds(10, 20)).away("Cem")
    start = table
    for _ in range(3):
        setup = table.next_hand()
        hand = setup.start(RuleSet(small_blind=10, big_blind=20), deck=stacked_deck(4, setup.button, {}, ""))
        while not hand.is_over:
            hand = hand.apply(Action(ActionKind.FOLD))
        table = setup.table.after_hand(list(hand.final_stacks))
    cem = table.player("Cem").stack
    return case("Cem ist nicht am Platz",
                "Turnier, Blinds 10/20, vier Spieler mit je 500 Chips. Cem geht für drei Hände vom Tisch; in dieser "
                "Zeit steigen die anderen jedes Mal vor dem Flop aus, bis nur noch einer übrig ist.",
                ("Cem bekommt keine Karten und zahlt nichts, bis er zurück ist",
                 "Cem wird ausgeteilt und zahlt seine Blinds, seine Hand ist aber jedes Mal tot",
                 "Cem scheidet aus, weil er nicht am Platz ist"),
                "Cem wird ausgeteilt und zahlt seine Blinds, seine Hand ist aber jedes Mal tot",
                f"Im Turnier bleiben alle Chips im Spiel: wer fehlt, zahlt Blinds und Antes, und seine Hand ist vor "
                f"der ersten Handlung tot. Nach den drei Händen hat Cem noch {cem} von "
                f"{start.player('Cem').stack} Chips.", "C16",
                picture=lambda: draw_table_view(start, title="Turnier: Cem ist nicht am Platz"))


def balancing_move() -> Question:
    """C17: the next big blind of the fuller table moves to the worst free seat of the shorter."""
    tables = [
        TournamentTable(1, ("Anna", "Ben", "Cem", "Dana", "Emil", "Fiona", "Gina", "Hugo", None), button=0),
        TournamentTable(2, ("Ida", "Jan", None, "Kim", None, "Lea", None, "Max", None), button=1),
    ]
    move = balance(tables)
    assert move is not None
    return case("Zwei Tische, ungleich voll",
                "Turnier an zwei Tischen: an Tisch 1 sitzen acht Spieler, an Tisch 2 nur fünf. Der Turnierleiter "
                "gleicht aus. Wer wechselt, und wohin?",
                ("Wer an Tisch 1 als Nächster den Big Blind zahlen müsste – auf den freien Platz an Tisch 2, der "
                 "am schnellsten den Big Blind bekommt",
                 "Wer an Tisch 1 die meisten Chips hat – auf einen freien Platz nach Wahl",
                 "Wer an Tisch 1 freiwillig geht – auf den Platz neben dem Button"),
                "Wer an Tisch 1 als Nächster den Big Blind zahlen müsste – auf den freien Platz an Tisch 2, der "
                "am schnellsten den Big Blind bekommt",
                " ".join(move.steps), "C17", picture=lambda: draw_balance_move(move))


def new_at_two_player_table() -> Question:
    """C17: at a table of two the button posts the small blind (H1); nothing lies between button and
    small blind, so a moved player there posts the small blind at once instead of waiting."""
    tables = [
        TournamentTable(1, ("Anna", "Ben", "Cem", "Dana", None, None), button=0),
        TournamentTable(2, ("Emil", None, None, None, None, "Fiona"), button=0),
    ]
    move = balance(tables)
    assert move is not None
    return case("Neu an einem Tisch zu zweit",
                "Turnier an zwei Tischen mit je sechs Plätzen. An Tisch 1 sitzen vier Spieler, an Tisch 2 nur noch "
                "Emil auf Sitz 1 mit dem Button und Fiona auf Sitz 6; zu zweit setzt Emil den Small Blind, Fiona "
                "den Big Blind. Cem wechselt von Tisch 1 an Tisch 2, auf Sitz 2 direkt links vom Button. Was tut "
                "er in der nächsten Hand?",
                ("Er wartet, bis der Button an ihm vorbeigezogen ist",
                 "Er setzt gleich den Small Blind und spielt mit",
                 "Er setzt gleich einen Big Blind, wie jeder Neue"),
                "Er setzt gleich den Small Blind und spielt mit",
                " ".join(move.steps) + " Ein Neuer übernimmt Rechte und Pflichten seines Platzes, auch den Small "
                "Blind; warten muss nur, wer zwischen Small Blind und Button sitzt.", "C17", "H1",
                picture=lambda: draw_balance_move(move))


def chip_race_case() -> Question:
    """C18: colour-up and chip race with its cards."""
    swap = colour_up([7, 6, 2, 5], 25, 100, names=FOUR)
    race = swap.race(seed=11)
    return case("Die 25er verlassen den Tisch",
                "Turnier. Die 25er-Chips werden aus dem Spiel genommen und gegen 100er getauscht. Anna hat sieben "
                "25er, Ben sechs, Cem zwei, Dana fünf; alle haben auch größere Chips.",
                ("Jeder tauscht, was er kann; für die übrigen 25er gibt es eine Karte je Chip, und die höchsten "
                 "Karten gewinnen je einen 100er",
                 "Jeder bekommt für seine übrigen 25er Chips zu 50",
                 "Übrige 25er verfallen ersatzlos"),
                "Jeder tauscht, was er kann; für die übrigen 25er gibt es eine Karte je Chip, und die höchsten "
                "Karten gewinnen je einen 100er",
                " ".join(swap.steps) + " " + " ".join(race.steps), "C18", picture=lambda: draw_chip_race(race))


def raced_out() -> Question:
    """C18: nobody is raced out of the tournament."""
    race = chip_race([3, 1, 2], 25, 100, stacks=[1075, 25, 2050], seed=0, names=["Anna", "Ben", "Cem"])
    ben = race.new_chips[1]
    return case("Ben hat nur noch einen 25er",
                "Turnier, Chip Race der 25er. Ben hat nur noch einen einzigen 25er-Chip, sonst nichts. Seine Karte "
                "im Race ist niedrig.",
                ("Ben scheidet aus: er hat das Race verloren",
                 "Ben bekommt trotzdem einen 100er: durch das Race scheidet niemand aus",
                 "Ben behält seinen 25er als einziger Spieler"),
                "Ben bekommt trotzdem einen 100er: durch das Race scheidet niemand aus",
                f"{' '.join(race.steps)} Ben hat danach {ben} neuen Chip.", "C18",
                picture=lambda: draw_chip_race(race))


def big_blind_ante_short() -> Question:
    """C8: the big-blind ante comes first when the big blind cannot pay both."""
    state = start_hand(RuleSet(small_blind=1, big_blind=2, ante=2, big_blind_ante=True), [100, 100, 3, 100],
                       button=0, names=FOUR)
    ante = next(e.text for e in state.events if e.rule == "C8")
    return case("Zu wenig für Ante und Big Blind",
                "Turnier mit Big-Blind-Ante: Blinds 1/2, Ante 2. Cem ist im Big Blind und hat nur noch 3 Chips.",
                ("Zuerst der Big Blind, der Rest als Ante",
                 "Zuerst die Ante, der Rest als Big Blind",
                 "Cem zahlt gar nichts und scheidet aus"),
                "Zuerst die Ante, der Rest als Big Blind",
                f"{ante} Der übrige Chip geht in den Big Blind, und Cem ist all-in; wer mitgehen will, zahlt "
                "trotzdem den vollen Big Blind von 2 (C6).", "C8", "C6",
                picture=drawn(state, "Cem hat 3 Chips für Ante und Big Blind"))


def busted_in_rebuy() -> Question:
    """C10, A8: without chips a freezeout player is out; in the rebuy period he may buy in again."""
    texts = {}
    for hands in (0, 20):
        table = Table.with_players([100, 100, 100], names=FOUR[:3], button=0, kind=GameKind.TOURNAMENT,
                                   blinds=Blinds(10, 20), rebuy_hands=hands)
        setup = table.next_hand()
        hand = setup.start(RuleSet(small_blind=10, big_blind=20),
                           deck=stacked_deck(3, setup.button, {0: "Ah Ad", 1: "7c 2d", 2: "Kd Kh"}, "Qs 9h 4d 3c 8s"))
        hand = played(hand, "allin c c")
        texts[hands] = next(e.text for e in setup.table.after_hand(hand).events if e.player == 2 and e.rule in
                            ("A8", "C10"))
        start = table
    return case("Cem hat keine Chips mehr",
                "Turnier in der Rebuy-Phase. Anna geht all-in, Ben und Cem gehen mit, Anna gewinnt mit zwei Assen. "
                "Cem hat keine Chips mehr und fragt, ob er weiterspielen kann.",
                ("Cem ist auf jeden Fall draußen: ohne Chips scheidet man aus",
                 "Cem darf sich wieder einkaufen, solange die Rebuy-Phase läuft",
                 "Cem bekommt vom Turnier einen Chip, damit er nicht ausscheidet"),
                "Cem darf sich wieder einkaufen, solange die Rebuy-Phase läuft",
                f"{texts[20]} In einem Freezeout dagegen: {texts[0]}", "C10", "A8",
                picture=lambda: draw_table_view(start, title="Rebuy-Turnier: Anna, Ben und Cem"))


CASES = (absent_player, balancing_move, chip_race_case, raced_out, big_blind_ante_short, busted_in_rebuy,
         new_at_two_player_table)
