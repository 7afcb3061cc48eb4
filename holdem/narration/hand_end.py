"""The German sentences of a hand's end, rendered from an event's values: who wins which pot
and why (W7, S4, S6, A3, A6, P1–P3, C3), the rake (X1) and chips carried to the next hand (P2).

Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from holdem.german import german_list
from holdem.narration.money import chips, chips_verb
from holdem.narration.values import AwardValues, CarryValues, HandEndValues, RakeValues

__all__ = ["HAND_END_SENTENCES"]


def _hand_end(rule: str, v: HandEndValues) -> str:
    """Everybody else gave up: before the showdown (W7) or at it, face down (S4)."""
    name, won = v["name"], chips(v["won"])
    if not v["won"]:  # only the winner's own chips were in play, and they went back (A7)
        if v.get("at_showdown"):
            return (f"Alle anderen haben ihre Karten weggeworfen: {name} gewinnt die Hand, im Pot liegt aber kein "
                    f"Chip für {name}, und zeigen muss {name} nicht (S4).")
        return (f"Alle anderen sind ausgestiegen: {name} gewinnt die Hand sofort, im Pot liegt aber kein Chip "
                f"für {name}, und die Karten muss {name} nicht zeigen (W7, S4).")
    if v.get("at_showdown"):
        return f"Alle anderen haben ihre Karten weggeworfen: {name} gewinnt {won} und muss nicht zeigen (S4)."
    return (f"Alle anderen sind ausgestiegen: {name} gewinnt den Pot von {won} sofort und muss die Karten "
            "nicht zeigen (W7, S4).")


def _award(rule: str, v: AwardValues) -> str:
    """One pot goes to its winner or winners (A3, S6, A6, P1, P2, P3, C3)."""
    pot, amount = v["pot"], chips(v["amount"])
    winners = v["winners"]
    several, alone = v["several_pots"], v["alone"]
    if v["amount"] <= 0 and v.get("pot_chips", 0) > 0:  # the rake took the whole pot (X1)
        best = "" if alone else f" mit der besten Hand – {v['hand']}"
        sentences = [f"{pot}: {german_list(winners)} {'gewinnt' if len(winners) == 1 else 'gewinnen'} ihn"
                     f"{best}, aber der Rake nimmt den ganzen Pot ({chips(v['pot_chips'])}; "
                     f"{'A3' if alone else 'S6'}, X1)."]
    elif len(winners) == 1 and alone:
        sentences = [f"{pot}: {winners[0]} bekommt {amount}; um diesen Pot spielt nur {winners[0]} (A3)."]
    elif len(winners) == 1:
        sentences = [f"{pot}: {winners[0]} gewinnt {amount} mit der besten Hand – {v['hand']} "
                     f"({'S6, A6' if several else 'S6'})."]
    else:
        odd = v["odd_chips"]
        each = "" if odd else f", je {chips(v['amount'] // len(winners))}"
        sentences = [f"{pot}: {german_list(winners)} haben gleich gute Hände und teilen sich {amount}{each} (P1)."]
        if odd:
            sentences.append(f"{chips_verb(odd, 'lässt', 'lassen')} sich nicht gleichmäßig teilen: den Rest "
                             "bekommt zuerst, wer links vom Button am nächsten sitzt – "
                             + ", ".join(v["odd_chip_order"]) + " (P2).")
    if several and pot == "Side Pot 1":  # said once, at the first side pot: it holds for all
        sentences.append("Jeder Side Pot wird für sich verteilt, getrennt vom Hauptpot (P3).")
    # C3: only a winner whose cards are still face down has to show them; after "X zeigt …"
    # the sentence would repeat what the reader just read.
    unshown = v["unshown"]
    if unshown:
        sentences.append(f"Um zu gewinnen, {'zeigt' if len(unshown) == 1 else 'zeigen'} {german_list(unshown)} "
                         "beide Hole Cards (C3).")
    return " ".join(sentences)


def _rake(rule: str, v: RakeValues) -> str:
    """The house's rake (X1); with side pots also which pot paid how much and by which method."""
    taken = chips(v["chips"])
    parts = v.get("parts", ())
    if not parts:
        return f"Das Haus behält {taken} Rake aus dem Pot ({rule})."
    if v.get("main_first"):
        how, cite = "zuerst zahlt der Hauptpot, erst danach die Side Pots", f"{rule}, Variante"
    else:
        how, cite = "der Rake wird anteilig auf die Pots verteilt, auf ganze Chips gerundet", rule
    named = list(parts)
    if len(named) == 1:
        return f"Das Haus behält {taken} Rake, alles aus {_from_pot(named[0][0])}; {how} ({cite})."
    each = german_list([f"{chips(paid)} aus {_from_pot(pot)}" for pot, paid in named])
    return f"Das Haus behält {taken} Rake: {each}; {how} ({cite})."


def _from_pot(pot: str) -> str:
    return "dem Hauptpot" if pot == "Hauptpot" else pot


def _carry(rule: str, v: CarryValues) -> str:
    """Chips that stay in the pot for the next hand (P2 variant): left over now, or still there."""
    count = v["chips"]
    if v.get("from_last_hand"):
        return (f"Aus der letzten Hand {'liegt' if count == 1 else 'liegen'} noch {chips(count)} im Pot "
                f"({rule}, Variante).")
    if v.get("odd"):
        return (f"{chips_verb(count, 'lässt', 'lassen')} sich nicht teilen und "
                f"{'bleibt' if count == 1 else 'bleiben'} für die nächste Hand im Pot ({rule}, Variante).")
    return f"{chips_verb(count, 'bleibt', 'bleiben')} für die nächste Hand im Pot ({rule}, Variante)."


# Each function names its own payload (holdem.narration.values).
HAND_END_SENTENCES: dict[str, Callable[[str, Any], str]] = {
    "hand_end": _hand_end,
    "award": _award,
    "rake": _rake,
    "carry": _carry,
}
