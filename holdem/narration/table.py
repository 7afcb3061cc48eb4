"""The German sentences of the table, rendered from an event's values: the draw for the button
(D1, D2), where the button goes (D3, D6), the blinds of a hand (B1, B3, B7–B12, C7, C8, C11, H1),
seats taken and left, sitting out and in, absent players (C16), rebuys, chips added (C12) and
busted players (A8, C10).

The rule logic (:mod:`holdem.table`) gives the names, seats and amounts; this module writes the
sentences. Seats are named the one way of :func:`holdem.german.seat_name` (seat 0 is "Sitz 1").

Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from holdem.german import german_list, seat_name
from holdem.narration.money import bare, chips
from holdem.narration.values import (
    BlindsMoveOnValues,
    BlindsValues,
    BustedValues,
    ButtonValues,
    DeadButtonValues,
    DeadSmallBlindValues,
    DrawValues,
    LeaveValues,
    MissedBlindValues,
    PostNowValues,
    RebuyValues,
    RefuseValues,
    SitDownValues,
    SitInValues,
    SitOutValues,
    TableAnteValues,
    TablePostValues,
)

__all__ = ["TABLE_SENTENCES", "draw_sentence", "status_text", "table_overview"]

def _seat(v: ButtonValues | DeadButtonValues | LeaveValues | SitDownValues) -> str:
    return seat_name(v["seat"])


# ---------------------------------------------------------------------------- the button

def _draw(rule: str, v: DrawValues) -> str:
    card = v["card"]
    return f"{v['name']} zieht {getattr(card, 'german', card)} ({card}; {rule})."


def _card_name(card: object) -> str:
    return str(getattr(card, "german", card))


def draw_sentence(winner: str, card: object, tied: Sequence[tuple[str, object]] = ()) -> str:
    """Who wins the draw for the button with ``card`` (D1); ``tied``: the others who drew the
    same rank, as (name, card) pairs, so the suit decides (D2)."""
    if not tied:
        return f"{winner} zieht mit {_card_name(card)} die höchste Karte und bekommt den Button (D1)."
    drawn = german_list([f"{winner} ({_card_name(card)})"] + [f"{name} ({_card_name(c)})" for name, c in tied])
    plural = getattr(getattr(card, "rank", None), "german_plural", "Karten")
    return (f"Den höchsten Rang ({plural}) ziehen mehrere: {drawn}. Bei gleichem Rang entscheidet die Farbe: "
            f"Kreuz < Karo < Herz < Pik. {winner} bekommt den Button (D2).")


def _button(rule: str, v: ButtonValues) -> str:
    """Where the button is: drawn (D1, D2), set (D1), in this hand (D3) or after it (D6)."""
    case = v.get("case")
    if case == "drawn":
        return draw_sentence(v["name"], v["card"], v.get("tied") or ())
    if case == "moves_dead":
        return (f"Der Button geht auf {_seat(v)}, wo der Small Blind dieser Hand war; dort spielt niemand "
                f"mehr mit, der Button ist „tot“ ({rule}).")
    name = v["name"]
    if case == "set":
        return f"Der Button liegt auf {_seat(v)} bei {name} ({rule})."
    if case == "moves":
        return (f"Der Button geht an {name} ({_seat(v)}): dort wurde in dieser Hand der Small Blind gesetzt "
                f"({rule}).")
    return f"{name} hat den Button auf {_seat(v)} ({rule})."


def _dead_button(rule: str, v: DeadButtonValues) -> str:
    return (f"Der Button liegt auf {_seat(v)}, wo niemand mitspielt (toter Button); zuletzt handelt "
            f"{v['last']} ({rule}).")


# ---------------------------------------------------------------------------- the blinds of a hand

def _missed_big(rule: str, v: MissedBlindValues) -> str:
    name = v["name"]
    return (f"{name} setzt aus, während der Big Blind vorbeigeht, und bekommt die Marke ML: vor den nächsten "
            f"Karten zahlt {name} die verpassten Blinds nach ({rule}).")


def _missed_small(rule: str, v: MissedBlindValues) -> str:
    name = v["name"]
    return (f"{name} verpasst den Small Blind und bekommt die Marke MS: {name} kann erst wieder einsteigen, "
            f"wenn der Button diesen Sitz passiert hat, und zahlt den Small Blind dann als Dead Money ({rule}).")


def _blinds(rule: str, v: BlindsValues) -> str:
    if v.get("case") == "heads_up":
        return (f"Heads-up: {v['button']} hat den Button und setzt den Small Blind, {v['big_blind']} den "
                f"Big Blind ({rule}).")
    ante = v["ante"]
    sizes = f"{bare(v['small'])}/{bare(v['big'])}"
    if ante:
        sizes += f" mit {'einer Big-Blind-Ante' if v.get('big_blind_ante') else 'einer Ante'} von {chips(ante)}"
    return f"Ab der nächsten Hand gelten die Blinds {sizes} ({rule})."


def _blinds_move_on(rule: str, v: BlindsMoveOnValues) -> str:
    return (f"Variante der Quelle 001: wer den Small Blind setzen müsste, bekommt in dieser Hand keine Karten, "
            f"und die Blinds rücken weiter – {v['small_blind']} setzt den Small Blind statt des Big Blinds, "
            f"{v['big_blind']} den Big Blind ({rule}).")


def _dead_small_blind(rule: str, v: DeadSmallBlindValues) -> str:
    return ("Der Small Blind ist in dieser Hand tot: wer ihn setzen müsste, spielt nicht mit. Der Big Blind "
            "rückt trotzdem nur einen Spieler weiter, damit niemand den Big Blind überspringt – die "
            f"Dead-Button-Regel der Kartenräume ({rule}).")


def _table_ante(rule: str, v: TableAnteValues) -> str:
    ante = v["ante"]
    if v.get("big_blind_ante"):
        paid = v["paid"]
        short = f" von {chips(ante)}, mehr hat der Stack nicht" if paid < ante else ""
        return (f"{v['name']} zahlt als Big Blind die Ante für den ganzen Tisch, vor dem Big Blind: "
                f"{chips(paid)}{short} ({rule}).")
    return f"Jeder Spieler setzt eine Ante von {chips(ante)} ({rule})."


def _table_post(rule: str, v: TablePostValues) -> str:
    """A blind the table's plan asks for (B1, B8–B10, C7, C11, H1)."""
    name, form, paid = v["name"], v["form"], v["paid"]
    blind = ("die verpassten Blinds" if form == "missed_both" else "den verpassten Small Blind"
             if form == "missed_small" else "den Small Blind" if form == "small_blind"
             else "den Straddle" if form == "straddle" else "den Big Blind")
    if paid <= 0:  # the ante took the whole stack: nothing is posted (as start_hand says it, A1)
        return f"{name} hat keine Chips mehr für {blind} und ist schon all-in (A1)."
    if form == "straddle":
        return (f"{name} sitzt direkt links vom Big Blind und straddelt: {chips(paid)}, eine blinde Erhöhung, "
                f"die als Einsatz zählt. Vor dem Flop beginnt der Spieler links von {name}, und {name} handelt "
                f"zuletzt, mit der Option wie ein Big Blind ({rule}).")
    if form == "new":
        return f"{name} steigt neu ein und setzt einen Big Blind von {chips(paid)}, der live ist ({rule})."
    if form == "missed_both":
        dead = v["dead"]
        if dead <= 0:  # the live big blind took the rest of the stack
            return (f"{name} zahlt die verpassten Blinds nach: {chips(paid)} als Big Blind (live); für den "
                    f"Small Blind (dead) bleibt kein Chip, {name} ist damit all-in ({rule}, A1).")
        return (f"{name} zahlt die verpassten Blinds nach: {chips(paid)} als Big Blind (live) und "
                f"{chips(dead)} als Small Blind direkt in den Pot (dead; {rule}).")
    if form == "missed_small":
        return f"{name} zahlt den verpassten Small Blind von {chips(paid)} als Dead Money in den Pot ({rule})."
    return f"{name} setzt {blind}: {chips(paid)} ({rule})."


def _refuse(rule: str, v: RefuseValues) -> str:
    """A player due to post a blind will not (B7): a refused blind counts as a missed one (B8, B9)."""
    name, blind = v["name"], v["blind"]
    if blind != "owed":  # the small or the big blind of this hand
        owed = f"den verpassten {'Small' if blind == 'small' else 'Big'} Blind"
        later = (f"{name} schuldet {owed}: {name} zahlt ihn nach, um wieder Karten zu bekommen, oder wartet, "
                 f"bis der Big Blind {name} erreicht")
        if blind == "big":
            return (f"{name} will den Big Blind nicht setzen und bekommt keine Karten; der nächste Spieler setzt "
                    f"den Big Blind. {later} ({rule}, B8, C7).")
        if v["move_on"]:
            return (f"{name} will den Small Blind nicht setzen und bekommt keine Karten. Nach der Variante der "
                    f"Quelle wird der Nächste gefragt, und die Blinds rücken weiter. {later} ({rule}, B9, C7).")
        return (f"{name} will den Small Blind nicht setzen und bekommt keine Karten. Den Small Blind setzt in "
                f"dieser Hand niemand, und der Big Blind rückt wie immer genau einen Platz weiter. {later} "
                f"({rule}, B9, C7).")
    return (f"{name} will den fälligen Blind nicht nachzahlen und bekommt weiter keine Karten; die Schuld "
            f"bleibt ({rule}).")


# ---------------------------------------------------------------------------- seats and players

def _sit_down(rule: str, v: SitDownValues) -> str:
    text = f"{v['name']} setzt sich auf {_seat(v)} mit {chips(v['stack'])}"
    if v["started"]:
        # Which of the three it is decides the next hand by the seat's place (that hand says it).
        return text + (f". Links von den Blinds setzt ein neuer Spieler den Big Blind gleich oder wartet auf "
                       f"ihn, auf dem Platz des Big Blind setzt er ihn, zwischen Button und Blinds wartet er, "
                       f"bis der Button vorbei ist ({rule}).")
    return text + f" ({rule})."


def _leave(rule: str, v: LeaveValues) -> str:
    return f"{v['name']} verlässt {_seat(v)}; der Sitz ist jetzt leer ({rule})."


def _sit_out(rule: str, v: SitOutValues) -> str:
    """Sitting out (B7), or away from the seat (C16): in a tournament dealt in and blinded off."""
    name, case = v["name"], v.get("case")
    if case == "absent":
        return (f"{name} ist nicht am Platz. Im Turnier bekommt {name} trotzdem Karten und zahlt Blinds und "
                f"Antes, die Hand ist aber tot, bevor jemand handelt; die Chips bleiben im Spiel ({rule}).")
    if case == "absent_dealt":
        return (f"{name} ist nicht am Platz, wenn die Karten kommen: {name} zahlt, was fällig ist, und bekommt "
                f"Karten, aber die Hand ist tot, bevor die erste Entscheidung fällt ({rule}).")
    if case == "away_cash":
        return (f"{name} ist nicht am Platz. Im Cash Game bekommt {name} dann keine Karten, und Blinds, die "
                f"vorbeigehen, zahlt {name} bei der Rückkehr nach ({rule}).")
    return f"{name} setzt aus und bekommt keine Karten ({rule})."


_OWED = {"both": "einen Big Blind (live) und einen Small Blind (dead)", "small": "einen Small Blind (dead)",
         "nothing": "nichts"}


def _sit_in(rule: str, v: SitInValues) -> str:
    name = v["name"]
    if v.get("case") == "back":
        return f"{name} ist zurück am Platz und spielt ab der nächsten Hand wieder mit ({rule})."
    if v.get("waits"):
        return (f"{name} will wieder mitspielen, zahlt die verpassten Blinds aber nicht nach, sondern wartet, "
                f"bis der Big Blind {name} erreicht ({rule}).")
    owed = v.get("owed", "nothing")
    if owed == "nothing":
        return f"{name} spielt wieder mit und schuldet nichts ({rule})."
    return f"{name} will wieder mitspielen und schuldet {_OWED[owed]} ({rule})."


def _post_now(rule: str, v: PostNowValues) -> str:
    return f"{v['name']} setzt in der nächsten Hand einen Big Blind, statt zu warten ({rule})."


def _rebuy(rule: str, v: RebuyValues) -> str:
    """A rebuy (A8, C10), or chips added to a stack between hands and then in play (C12)."""
    amount, case = chips(v["chips"]), v.get("case")
    if case == "add_chips":
        return (f"{v['name']} legt {amount} nach und hat jetzt {chips(v['stack'])} vor sich; diese Chips "
                f"spielen ab der nächsten Hand mit ({rule}).")
    if case == "in_play":
        return (f"{v['name']} spielt diese Hand mit {chips(v['stack'])}, darin die {amount}, die vor der "
                "Hand nachgelegt wurden. Bis die Hand vorbei ist, kommt kein Chip dazu und keiner geht weg "
                f"({rule}).")
    if v.get("tournament"):
        return f"{v['name']} kauft sich in der Rebuy-Phase für {amount} wieder ein ({rule})."
    return (f"{v['name']} kauft für {amount} nach und spielt weiter: Im Cash Game scheidet niemand aus (A8 gilt "
            f"nur im Turnier), nachkaufen darf man zwischen zwei Händen ({rule}).")


def _busted(rule: str, v: BustedValues) -> str:
    name, case = v["name"], v.get("case")
    if case == "rebuy_over":
        return (f"Die Rebuy-Phase ist vorbei: {name} hat sich nicht wieder eingekauft und scheidet aus dem "
                f"Turnier aus ({rule}).")
    if case == "rebuy_open":
        return (f"{name} hat keine Chips mehr. Noch läuft die Rebuy-Phase: bis zu ihrem Ende kann {name} sich "
                f"wieder einkaufen, sonst ist das Turnier danach für {name} vorbei ({rule}).")
    if case == "tournament":
        return f"{name} hat keine Chips mehr und scheidet aus dem Turnier aus ({rule})."
    return f"{name} hat keine Chips mehr: {name} kann nachkaufen oder aufstehen ({rule})."


TABLE_SENTENCES: dict[str, Callable[[str, Any], str]] = {
    "draw": _draw,
    "button": _button,
    "dead_button": _dead_button,
    "missed_big": _missed_big,
    "missed_small": _missed_small,
    "blinds": _blinds,
    "blinds_move_on": _blinds_move_on,
    "dead_small_blind": _dead_small_blind,
    "table_ante": _table_ante,
    "table_post": _table_post,
    "refuse": _refuse,
    "sit_down": _sit_down,
    "leave": _leave,
    "sit_out": _sit_out,
    "sit_in": _sit_in,
    "post_now": _post_now,
    "rebuy": _rebuy,
    "busted": _busted,
}


# ---------------------------------------------------------------------------- the table at a glance

_STATUS_WORDS = {
    "active": "spielt",
    "sitting_out": "setzt aus",
    "waiting": "wartet auf den Big Blind",
    "posting": "setzt einen Big Blind, sobald der Einstieg erlaubt ist",
    "ML": "ML (Big Blind verpasst)",
    "MS": "MS (Small Blind verpasst)",
    "busted": "pleite",
    "absent": "nicht am Platz",
}


def status_text(status: str) -> str:
    """A seated player's status in German, by the status's value (``"waiting"``, ``"ML"`` …;
    :class:`holdem.table.seats.Status`)."""
    return _STATUS_WORDS[status]


def table_overview(tournament: bool, stakes: str, seats: Sequence[tuple[str, int, str] | None],
                   button: int | None) -> str:
    """German overview: each seat (counted from 1) with player, stack, status and the button.
    ``seats[i]`` is ``(name, stack, status value)`` or None for an empty seat."""
    lines = [f"Tisch ({'Turnier' if tournament else 'Cash Game'}), Blinds {stakes}:"]
    for seat, player in enumerate(seats):
        mark = " [Button]" if seat == button else ""
        if player is None:
            lines.append(f"  {seat_name(seat)}: leer{mark}")
        else:
            name, stack, status = player
            lines.append(f"  {seat_name(seat)}: {name}, {stack} Chips, {status_text(status)}{mark}")
    return "\n".join(lines)
