"""The German sentences of the tournament floor: balancing and breaking tables (C17), the
colour-up and the chip race (C18).

The rule logic (:mod:`holdem.balancing`, :mod:`holdem.chip_race`) decides who moves where and who
wins which chip; this module only writes it down. It gets plain values: names, 0-based seat
indices (named the one way of :func:`holdem.german.seat_name`: seat 0 is "Sitz 1"), table numbers
as readers count them, amounts, card names and the role of a new seat as its English key
(``"big_blind"``, ``"small_blind"``, ``"button"``, ``"plays"``, ``"waits"``). Every sentence ends
with its rule ID.

Standard library only.
"""

from __future__ import annotations

from collections.abc import Sequence

from holdem.german import german_list, german_number, seat_name

__all__ = [
    "balance_reason", "balanced_sentence", "break_blocked_sentence", "break_sentence", "broken_seat_sentence",
    "exchange_sentence", "mover_sentence", "no_race_sentence", "protect_sentence", "race_card_sentence",
    "race_deal_sentence", "race_result_sentence", "race_total_sentence", "seat_sentence", "table_counts_sentence",
    "table_name",
]

_ORDINALS = ("ersten", "zweiten", "dritten", "vierten", "fünften", "sechsten", "siebten", "achten", "neunten",
             "zehnten")


def _ordinal(n: int) -> str:
    """``1`` -> ``ersten`` (as in "den ersten Chip"), from 11 on ``11.``."""
    return _ORDINALS[n - 1] if 1 <= n <= len(_ORDINALS) else f"{german_number(n)}."


def _players(count: int) -> str:
    return f"{german_number(count)} Spieler" if count != 1 else "1 Spieler"


def _chips(count: int, value: int) -> str:
    """``3 Chips zu 25``, ``1 Chip zu 100``."""
    return f"{german_number(count)} {'Chip' if count == 1 else 'Chips'} zu {german_number(value)}"


# ---------------------------------------------------------------------------- C17: tables

def table_name(number: int) -> str:
    """A table for readers: tables are numbered as in the tournament, ``Tisch 3``."""
    return f"Tisch {german_number(number)}"


def _at(table: int, seat: int) -> str:
    return f"{table_name(table)}, {seat_name(seat)}"


def balanced_sentence(fullest: int, most: int, shortest: int, fewest: int, threshold: int) -> str:
    """No move: the fullest table has fewer than ``threshold`` players more than the shortest."""
    if most == fewest:
        return f"An jedem Tisch sitzen {_players(most)}: die Tische sind ausgeglichen (C17)."
    return (f"{table_name(fullest)} hat {_players(most)}, {table_name(shortest)} {_players(fewest)}: der "
            f"Unterschied ist kleiner als {german_number(threshold)}, niemand wird umgesetzt (C17).")


def balance_reason(fullest: int, most: int, shortest: int, fewest: int, threshold: int) -> str:
    """Why a player moves: the difference between the fullest and the shortest table."""
    return (f"{table_name(fullest)} hat {_players(most)}, {table_name(shortest)} nur {_players(fewest)}: ab "
            f"einem Unterschied von {german_number(threshold)} wird ein Spieler an den kürzeren Tisch "
            "umgesetzt (C17).")


def mover_sentence(name: str, table: int, seat: int) -> str:
    """Who moves: the player who would post the next big blind at the fuller table."""
    return (f"Umgesetzt wird, wer an {table_name(table)} in der nächsten Hand den Big Blind setzen müsste: "
            f"{name} auf {seat_name(seat)} (C17).")


def _role_clause(name: str, role: str) -> str:
    if role == "big_blind":
        return f"{name} setzt dort gleich in der nächsten Hand den Big Blind"
    if role == "small_blind":
        return (f"{name} setzt dort gleich in der nächsten Hand den Small Blind: an diesem Tisch saßen vorher "
                "höchstens zwei Spieler, also liegt dort kein Platz zwischen Button und Small Blind, auf dem ein "
                "Neuer warten müsste")
    if role == "button":
        return f"{name} bekommt dort den Button und spielt die nächste Hand sofort mit"
    if role == "waits":
        return (f"der Platz liegt zwischen Button und Small Blind, {name} wartet, bis der Button vorbeigezogen "
                "ist, und steigt erst dann ein")
    return f"{name} spielt die nächste Hand sofort mit, in ihr ohne Blind"


def seat_sentence(name: str, table: int, seat: int, role: str) -> str:
    """Where the moved player sits: the worst free seat of the shorter table, and what he does there.
    Only when every free seat there would post the small blind or wait does he get one of those:
    the first after the button."""
    if role in ("small_blind", "waits"):
        clause = _role_clause(name, role)
        return (f"An {table_name(table)} setzt ein Neuer auf jedem freien Platz den Small Blind oder wartet; so "
                f"bekommt {name} den ersten freien Platz nach dem Button, {seat_name(seat)} (C17). "
                f"{clause[0].upper()}{clause[1:]} (C17).")
    return (f"An {table_name(table)} bekommt {name} den schlechtesten freien Platz, den, an den der Big Blind "
            f"als Nächstes kommt (nie den Small Blind): {seat_name(seat)}; {_role_clause(name, role)} (C17).")


def _free(count: int, only: str = "") -> str:
    """``sind 3 Plätze frei``, ``ist 1 Platz frei`` (``only``: ``"nur "`` before the number)."""
    if count == 1:
        return f"ist {only}1 Platz frei"
    return f"sind {only}{german_number(count)} Plätze frei"


def break_sentence(table: int, players: int, free: int, order: Sequence[int]) -> str:
    """Which table is broken: the first of the set order still in play, once the others have room."""
    return (f"Aufgelöst wird {table_name(table)}, der nächste in der festgelegten Reihenfolge "
            f"({german_list(table_name(t) for t in order)}): an den anderen Tischen {_free(free)} für "
            f"{'seinen einen Spieler' if players == 1 else f'seine {_players(players)}'} (C17).")


def break_blocked_sentence(table: int, players: int, free: int) -> str:
    """The next table in the order cannot be broken yet: the others lack room."""
    return (f"{table_name(table)} ist als Nächster an der Reihe, aber an den anderen Tischen {_free(free, 'nur ')} "
            f"für {_players(players)}; aufgelöst wird erst, wenn genug Platz ist (C17).")


def broken_seat_sentence(name: str, old_table: int, old_seat: int, table: int, seat: int, role: str) -> str:
    """One player of the broken table and the seat he drew, with the rights and duties of that seat."""
    return (f"{name} (bisher {_at(old_table, old_seat)}) zieht {_at(table, seat)}; "
            f"{_role_clause(name, role)} (C17).")


def table_counts_sentence(counts: Sequence[tuple[int, int]]) -> str:
    """How many players sit at each table afterwards: (table number, players) pairs."""
    seated = german_list(f"{table_name(t)} mit {german_number(n)} Spieler{'' if n == 1 else 'n'}" for t, n in counts)
    return f"Danach: {seated} (C17)."


# ---------------------------------------------------------------------------- C18: chips

def exchange_sentence(who: str, old_chips: int, old_value: int, new_chips: int, new_value: int, odd: int) -> str:
    """One player's whole exchange of small chips for the next larger chip; ``odd`` are left over."""
    total = german_number(old_chips * old_value)
    if old_chips == 0:
        return f"{who} hat keine Chips zu {german_number(old_value)} (C18)."
    got = f"tauscht sie gegen {_chips(new_chips, new_value)}" if new_chips else "kann nichts davon tauschen"
    rest = (f"{_chips(odd, old_value)} bleiben übrig" if odd > 1 else
            f"1 Chip zu {german_number(old_value)} bleibt übrig" if odd == 1 else "nichts bleibt übrig")
    return f"{who} hat {_chips(old_chips, old_value)} (zusammen {total}) und {got}; {rest} (C18)."


def race_total_sentence(old_value: int, new_value: int, odd_chips: int, odd_value: int, to_race: int,
                        race: bool) -> str:
    """How many new chips the odd chips of all players are worth, a half rounded up."""
    exact = german_number(odd_value / new_value, 2).rstrip("0").rstrip(",")
    exact = "1 Chip" if exact == "1" else f"{exact} Chips"
    head = (f"Der Chip zu {german_number(old_value)} wird aus dem Spiel genommen. Übrig bleiben insgesamt "
            f"{_chips(odd_chips, old_value)}, zusammen {german_number(odd_value)}, also {exact} zu "
            f"{german_number(new_value)}")
    if not race:
        return f"{head}; ohne Chip Race wird für jeden Spieler einzeln gerundet (C18)."
    verb = "wird" if to_race == 1 else "werden"
    return (f"{head}; auf ganze Chips gerundet (die Hälfte aufwärts) {verb} "
            f"{_chips(to_race, new_value)} ausgespielt (C18).")


def race_deal_sentence(dealt: Sequence[tuple[str, Sequence[str]]]) -> str:
    """The cards of the race: per player (in dealing order) his face-up cards, one per odd chip."""
    parts = "; ".join(f"{who}: {german_list(cards)}" for who, cards in dealt)
    return f"Offen gegeben wird im Uhrzeigersinn ab Sitz 1, eine Karte je übrigem Chip: {parts} (C18)."


def race_card_sentence(card: str, who: str, chip: int | None, new_value: int, same_rank_as: str | None = None
                       ) -> str:
    """One card of the race from the highest down: it wins the ``chip``-th new chip, or nothing
    (``None``) because its player already has one. ``same_rank_as``: the next higher card when it
    has the same rank, so the suit put this card below it (D2)."""
    suit = (f"; sie hat denselben Rang wie {same_rank_as}, und dann entscheidet die Farbe wie beim Ziehen um "
            "den Button nach D2: Kreuz < Karo < Herz < Pik (C18)." if same_rank_as else " (C18).")
    if chip is None:
        return (f"{card} von {who} zählt nicht: wer schon einen Chip gewonnen hat, bekommt im Chip Race keinen "
                f"zweiten{suit}")
    rank = "Die höchste Karte" if chip == 1 else "Die nächsthöhere Karte"
    return f"{rank}, {card}, gewinnt für {who} den {_ordinal(chip)} Chip zu {german_number(new_value)}{suit}"


def protect_sentence(who: str, new_value: int, race: bool = True) -> str:
    """A player who would lose his last chips in the race (``race``) or by the rounding of the
    variant gets one new chip."""
    how = "das Chip Race" if race else "das Runden"
    return (f"Niemand scheidet durch {how} aus: {who} hatte nur noch kleine Chips und hat keinen neuen "
            f"bekommen, erhält aber einen Chip zu {german_number(new_value)} (C18).")


def no_race_sentence(who: str, odd: int, old_value: int, new_value: int, gets: bool) -> str:
    """The variant without a race: odd chips worth half a new chip or more become one, less are removed."""
    worth = f"{_chips(odd, old_value)}, zusammen {german_number(odd * old_value)}"
    if gets:
        return (f"Ohne Chip Race: {who} hat {worth}, mindestens die Hälfte von {german_number(new_value)}, und "
                f"bekommt dafür einen Chip zu {german_number(new_value)} (C18).")
    return (f"Ohne Chip Race: {who} hat {worth}, weniger als die Hälfte von {german_number(new_value)}; "
            "die Chips werden entfernt (C18).")


def race_result_sentence(odd_value: int, chips_out: int, new_value: int) -> str:
    """What the odd chips became: their value before and the new chips handed out."""
    after = chips_out * new_value
    change = ("gleich viel" if after == odd_value else
              f"{german_number(after - odd_value)} mehr" if after > odd_value else
              f"{german_number(odd_value - after)} weniger")
    return (f"Aus den übrigen kleinen Chips im Wert von {german_number(odd_value)} wurden "
            f"{_chips(chips_out, new_value)} im Wert von {german_number(after)}: {change} (C18).")
