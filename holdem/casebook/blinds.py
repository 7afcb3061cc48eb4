"""Cases on blinds at a cash table: a refused blind (B7), missed blinds and the return (B8, B9, C7)
and new players (B10). The table is the engine's :class:`holdem.table.Table`."""

from __future__ import annotations

from holdem.casebook.common import NAMES, case
from holdem.draw.table import draw_table_view
from holdem.quiz.model import Question
from holdem.table import Table
from holdem.teach.button import rotate

__all__ = ["CASES"]


def _six(button: int = 4) -> Table:
    return Table.with_players([100] * 6, names=list(NAMES), button=button)


def refused_small_blind() -> Question:
    """B7, B9: a refused small blind is a missed blind; under the dead-button rule it is dead."""
    table = Table.with_players([100] * 5, names=list(NAMES[:5]), button=0)
    setup = table.next_hand(refuse=["Ben"])
    posts = {setup.names[p.player]: p.amount for p in setup.posts}
    big = next(name for name, amount in posts.items() if amount == table.blinds.big)
    return case("Ben will den Small Blind nicht setzen",
                "Cash Game, Blinds 1/2, fünf Spieler. Anna hat den Button, Ben wäre im Small Blind, will ihn aber "
                "nicht setzen und diese Hand aussetzen.",
                ("Ben bekommt keine Karten; Cem setzt den Small Blind, Dana den Big Blind",
                 "Ben bekommt keine Karten; der Small Blind bleibt in dieser Hand tot, Cem setzt wie geplant den "
                 "Big Blind, und Ben schuldet den verpassten Blind",
                 "Ben muss setzen: den Small Blind darf niemand ablehnen"),
                "Ben bekommt keine Karten; der Small Blind bleibt in dieser Hand tot, Cem setzt wie geplant den "
                "Big Blind, und Ben schuldet den verpassten Blind",
                f"{setup.events[0].text} Den Big Blind von {posts[big]} setzt {big}; Karten bekommen "
                f"{len(setup.names)} Spieler. Dass Cem den Small Blind übernimmt, ist die Lesart einer Quelle: "
                "dann würde Cem später den Big Blind überspringen.", "B7", "B9",
                picture=lambda: draw_table_view(table, title="Ben soll den Small Blind setzen"))


def missed_big_blind() -> Question:
    """B8: a player back after missing the big blind owes a live big and a dead small blind."""
    hands = rotate(_six(), 1)
    hands += rotate(hands[-1].after.sit_out("Ben"), 1)
    back = hands[-1].after.sit_in("Ben")
    return case("Ben kommt zurück",
                "Cash Game, Blinds 1/2, sechs Spieler. Ben war eine Hand lang nicht am Tisch, und in dieser Hand "
                "wäre er im Big Blind gewesen. Jetzt will er sofort wieder mitspielen.",
                ("Ben spielt sofort mit und zahlt nichts nach: verpasste Blinds verfallen",
                 "Ben zahlt einen Big Blind, der für ihn zählt, und einen Small Blind, der tot in den Pot geht",
                 "Ben zahlt zwei Big Blinds, beide tot"),
                "Ben zahlt einen Big Blind, der für ihn zählt, und einen Small Blind, der tot in den Pot geht",
                f"{back.events[-1].text} Live heißt: der Big Blind zählt zu dem, was Ben später zahlen muss; der "
                "tote Small Blind gehört einfach dem Pot. Er kann stattdessen auch auf den Big Blind warten (C7).",
                "B8", picture=lambda: draw_table_view(back, title="Ben ist zurück und hat den Big Blind verpasst"))


def wait_for_big_blind() -> Question:
    """C7: instead of posting what he missed, the player waits for the big blind."""
    hands = rotate(_six(), 1)
    hands += rotate(hands[-1].after.sit_out("Ben"), 1)
    back = hands[-1].after.sit_in("Ben", wait_for_big_blind=True)
    setup = back.next_hand()
    return case("Ben will nichts nachzahlen",
                "Dieselbe Lage: Ben hat den Big Blind verpasst, will aber nichts nachzahlen.",
                ("Dann darf er nicht mehr an diesem Tisch spielen",
                 "Er wartet ohne Karten, bis der Big Blind ihn erreicht, und setzt dann nur den Big Blind",
                 "Er spielt sofort mit, setzt aber die nächsten beiden Big Blinds"),
                "Er wartet ohne Karten, bis der Big Blind ihn erreicht, und setzt dann nur den Big Blind",
                f"{back.events[-1].text} In der nächsten Hand bekommen {len(setup.names)} Spieler Karten, Ben "
                "ist nicht dabei.", "C7", "B8",
                picture=lambda: draw_table_view(back, title="Ben wartet auf den Big Blind"))


def _arrivals() -> Table:
    table = Table.empty()
    for seat, name in [(0, "Anna"), (2, "Ben"), (4, "Cem"), (6, "Dana"), (8, "Emil")]:
        table = table.sit_down(seat, name, 100)
    first = rotate(table.set_button(0), 1)[-1].after
    return first.sit_down(5, "Hugo", 100).sit_down(3, "Ida", 100)


def new_player_in_big_blind() -> Question:
    """B10: a new player in the big blind's seat posts it and plays at once."""
    table = _arrivals()
    setup = table.next_hand()
    text = next(e.text for e in setup.events if e.rule == "B10")
    return case("Hugo setzt sich in den Big Blind",
                "Cash Game, Blinds 1/2. Ben hat den Button. Hugo setzt sich neu auf Sitz 6 – genau dorthin, wo in "
                "der nächsten Hand der Big Blind liegt.",
                ("Hugo setzt den Big Blind und spielt sofort mit",
                 "Hugo wartet eine Runde, bis der Button an ihm vorbei ist",
                 "Hugo setzt Small und Big Blind zusammen, weil er neu ist"),
                "Hugo setzt den Big Blind und spielt sofort mit",
                f"Wer sich auf den Platz des Big Blinds setzt, zahlt ihn und spielt mit. {text}", "B10",
                picture=lambda: draw_table_view(table, title="Hugo und Ida setzen sich neu"))


def new_player_after_button() -> Question:
    """B10: a new player between the button and the blinds waits until the button has passed."""
    table = _arrivals()
    setup = table.next_hand()
    return case("Ida setzt sich neben den Button",
                "Am selben Tisch setzt sich Ida auf Sitz 4: direkt links vom Button (Ben, Sitz 3), noch vor dem "
                "Small Blind. Sie will sofort Karten.",
                ("Ida bekommt sofort Karten, ohne etwas zu setzen: sie ist ja nicht in den Blinds",
                 "Ida setzt sofort den Small Blind",
                 "Ida wartet, bis der Button an ihr vorbeigezogen ist, dann zahlt sie den Big Blind oder wartet auf "
                 "ihn"),
                "Ida wartet, bis der Button an ihr vorbeigezogen ist, dann zahlt sie den Big Blind oder wartet auf "
                "ihn",
                "Zwischen Button und Blinds würde ein neuer Spieler die Blinds umgehen. Ida sitzt auf Sitz 4 "
                f"und bekommt noch keine Karten: in der nächsten Hand spielen {len(setup.names)} Spieler, Ida "
                "nicht. Ist der Button an ihr vorbei, setzt sie einen Big Blind und spielt mit, oder sie wartet, "
                "bis der Big Blind sie erreicht (B10).", "B10",
                picture=lambda: draw_table_view(table, title="Hugo und Ida setzen sich neu"))


CASES = (refused_small_blind, missed_big_blind, wait_for_big_blind, new_player_in_big_blind, new_player_after_button)
