"""The German sentences of three card-room rules: the pot size in pot limit (C13), dead hands and
protecting one's cards (C14), showdown rights (C15).

The rule logic (:mod:`holdem.declarations`, :mod:`holdem.dead_hands`,
:mod:`holdem.showdown_rights`) works out names, amounts and cards; this module writes the
sentences from them, each ending with its rule ID in brackets. Players are named by their
names, never by a gendered pronoun (the names may be anyone's): a sentence repeats the name.

Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from holdem.german import german_list
from holdem.narration.money import chips, chips_verb, them
from holdem.narration.values import DeadHandValues

__all__ = [
    "CARD_ROOM_SENTENCES", "ask_to_see_sentence", "dead_hand_sentence", "dealer_muck_sentence",
    "muck_retrieval_sentence", "own_card_sentence", "pot_not_counted_message", "pot_refused_message", "pot_size_sentence",
    "show_all_sentence", "tabled_hand_sentence", "tabled_mucked_sentence", "tabled_winners_sentence",
]


# ---------------------------------------------------------------------------- C13: the pot size

def _action_words(kind: str, to: int) -> str:
    """``bet``/``raise`` to ``to`` as the words after "heißt": ``12 setzen``, ``auf 7 erhöhen``."""
    return f"{to} setzen" if kind == "bet" else f"auf {to} erhöhen"


def pot_size_sentence(name: str, *, pot: int, call: int, kind: str, limit_to: int, to: int | None,
                      all_in: bool, reason: str = "") -> str:
    """What the dealer tells ``name`` who asks for the pot in pot limit, and what "pot" means (C13).

    ``pot``: every chip in the middle now; ``call``: what ``name`` has to call; ``limit_to``: the
    pot-limit maximum (L2); ``to``: what "pot" means for ``name`` (capped by the stack, then
    ``all_in``), None when ``name`` may not bet or raise (``reason`` says why)."""
    lying = "liegt" if pot == 1 else "liegen"
    if call > 0:
        after = pot + call
        counted = (f"Der Geber zählt den Pot für {name}: im Pot {lying} {chips(pot)}; {name} muss "
                   f"{chips(call)} mitgehen, danach {'liegt' if after == 1 else 'liegen'} {chips(after)} im Pot.")
        size = "Erhöht werden darf höchstens um den Pot nach dem Mitgehen (L2)"
    else:
        counted = f"Der Geber zählt den Pot für {name}: im Pot {lying} {chips(pot)}, zu zahlen ist nichts."
        size = "Gesetzt werden darf höchstens der Pot (L2)"
    if to is None:
        return f"{counted} Setzen oder Erhöhen geht hier nicht: {reason}; „Pot“ nennt für {name} keinen Betrag (C13)."
    if all_in:
        return (f"{counted} {size}: „Pot“ wäre {_action_words(kind, limit_to)}. So viele Chips hat {name} nicht: "
                f"„Pot“ heißt für {name} all-in, {_action_words(kind, to)} (C13).")
    return f"{counted} {size}: „Pot“ heißt für {name} {_action_words(kind, to)}, und das gilt, sobald es gesagt ist (C13)."


def _allowed_instead(structure: str, kind: str, low: int | None, high: int | None, owed: bool) -> str:
    """What a player who may not say "pot" may say instead: an amount, or call/fold/check."""
    if low is None or high is None:
        return "Mitgehen oder Aussteigen" if owed else "Checken"
    if low == high:
        return f"einen Betrag ansagen; bei {structure} ist der Betrag fest: „{_action_words(kind, low)}“"
    return f"einen Betrag von {low} bis {high} ansagen, z. B. „{_action_words(kind, low)}“"


def pot_not_counted_message(structure: str, *, asked: bool, kind: str, low: int | None, high: int | None,
                            owed: bool) -> str:
    """The refusal in no limit, fixed and spread limit: the dealer counts no pot there (C13).

    ``asked``: the player asked for the pot size (else said "pot"); ``low``/``high``: the legal
    bet or raise (None when none is allowed); ``owed``: a bet is open for the player."""
    instead = _allowed_instead(structure, kind, low, high, owed)
    if asked:
        return (f"Bei {structure} zählt der Geber den Pot nicht für die Spieler, nur bei Pot Limit. "
                f"Erlaubt: {instead} (C13).")
    return (f"„Pot“ nennt bei {structure} keinen Betrag: der Geber zählt den Pot nur bei Pot Limit. "
            f"Erlaubt: {instead} (C13).")


def pot_refused_message(name: str, reason: str, *, owed: bool) -> str:
    """"Pot" said by ``name`` who may not bet or raise now (``reason`` with its rule ID)."""
    allowed = "Mitgehen oder Aussteigen" if owed else "Checken"
    return f"„Pot“ geht für {name} hier nicht: {reason}. Erlaubt: {allowed} (C13)."


# ---------------------------------------------------------------------------- C14: dead hands

def _returned_and_in_pot(name: str, returned: int, in_pot: int) -> str:
    parts = []
    if returned:
        parts.append(f"Bei {chips(returned)} des Einsatzes von {name} ist noch niemand mitgegangen: {name} bekommt "
                     f"{them(returned, these=True)} zurück.")
    if in_pot:
        parts.append(f"{chips_verb(in_pot, 'bleibt', 'bleiben', owner=name)} im Pot.")
    return " ".join(parts)


def dead_hand_sentence(name: str, *, returned: int, in_pot: int) -> str:
    """The hand of ``name`` is dead out of turn (the engine's event): it can win nothing (C14)."""
    text = f"Die Hand von {name} ist tot: {name} kann in dieser Hand nichts mehr gewinnen."
    rest = _returned_and_in_pot(name, returned, in_pot)
    if rest:
        text += " " + rest
    return text[:-1] + " (C14)."


def _dead_hand(rule: str, v: DeadHandValues) -> str:
    """:func:`dead_hand_sentence` from an event's values (``name``, ``in_pot``); chips that go back
    have an event of their own (A7), so this sentence does not repeat them."""
    text = dead_hand_sentence(v["name"], returned=0, in_pot=v["in_pot"])
    return text.replace("(C14)", f"({rule})")


# The sentences written from an event's values, by name (as each area of holdem.narration.render
# keeps them): the hand engine's dead hand (HandState.kill_hand).
CARD_ROOM_SENTENCES: dict[str, Callable[[str, Any], str]] = {"dead_hand": _dead_hand}


def dealer_muck_sentence(name: str, *, protected: bool, returned: int, in_pot: int, winner: str | None,
                         won: int) -> str:
    """The dealer mucked the cards of ``name`` by mistake (C14)."""
    if protected:
        return (f"{name} hat die Karten geschützt (ein Chip oder eine Hand darauf): der Geber hätte sie nicht in "
                f"den Muck werfen dürfen. Der Floor holt die Hand zurück, wenn beide Karten eindeutig zu erkennen "
                f"sind; dann spielt {name} weiter (C14).")
    text = (f"Der Geber hat die ungeschützten Karten von {name} in den Muck geworfen: die Hand ist tot, "
            f"{name} hat keinen Anspruch mehr auf den Pot.")
    rest = _returned_and_in_pot(name, returned, in_pot)
    if rest:
        text += " " + rest
    if winner is not None:
        text += f" Nur {winner} ist noch in der Hand und gewinnt {chips(won)}."
    return text[:-1] + " (C14)."


def own_card_sentence(name: str, cards: str) -> str:
    """``name`` shows an own hole card (``cards``, may be empty): the hand stays live (C14)."""
    shown = f" ({cards})" if cards else ""
    return (f"{name} zeigt selbst eine eigene Hole Card{shown}: die Hand bleibt im Spiel, {name} spielt "
            "normal weiter (C14).")


def muck_retrieval_sentence(name: str | None, *, identifiable: bool) -> str:
    """Cards that touched the muck: back only when both are clearly identifiable (C14)."""
    whose = f"von {name} " if name else ""
    if identifiable:
        return (f"Die Karten {whose}haben den Muck berührt, sind aber beide eindeutig zu erkennen: der Floor kann "
                "die Hand zurückholen und entscheidet darüber (C14).")
    return (f"Die Karten {whose}haben den Muck berührt und sind nicht beide eindeutig zu erkennen: die Hand kommt "
            "nicht zurück, sie ist tot (C14).")


# ---------------------------------------------------------------------------- C15: showdown rights

def tabled_hand_sentence(name: str, *, cards: str, hand: str, announced: str | None, wrong: bool) -> str:
    """``name`` tables both hole cards; the cards speak, also against a wrong announcement (C15)."""
    said = f" und sagt „{announced}“" if announced else ""
    text = (f"{name} legt {cards} offen auf den Tisch{said}. Die offene Hand darf der Geber nicht in den Muck "
            "werfen")
    if wrong:
        return (f"{text}, und sie zählt, wie die Karten sind, nicht wie angesagt: {name} hat {hand}, nicht "
                f"{announced} (C15).")
    return f"{text}; {name} hat {hand} (C15)."


def tabled_mucked_sentence(name: str) -> str:
    """``name`` threw the cards away face down at the showdown: the hand is dead (C14)."""
    return f"{name} wirft die Karten verdeckt weg: die Hand ist tot und gewinnt nichts (C14)."


def tabled_winners_sentence(names: Sequence[str], hand: str) -> str:
    """Who wins with the tabled cards (C15, cards speak)."""
    if len(names) == 1:
        return f"Die Karten sprechen: {names[0]} gewinnt mit {hand} (C15)."
    return f"Die Karten sprechen: {german_list(names)} teilen sich den Pot mit {hand} (C15)."


def show_all_sentence(shower: str, shown_to: str, *, asked: bool) -> str:
    """"Show one, show all": cards shown to one player go to the whole table when asked (C15)."""
    if asked:
        return (f"{shower} hat die Hole Cards {shown_to} gezeigt, und am Tisch wird verlangt, sie zu sehen: "
                f"{shower} muss sie allen zeigen („show one, show all“, C15).")
    return (f"{shower} hat die Hole Cards {shown_to} gezeigt. Verlangt jemand am Tisch, sie zu sehen, muss "
            f"{shower} sie allen zeigen („show one, show all“, C15).")


def ask_to_see_sentence(reason: str) -> str:
    """Whether a player may ask to see a called hand mucked at the showdown (C15); ``reason`` is
    the key of :class:`holdem.showdown_rights.AskToSee`."""
    if reason == "tournament":
        return ("Das Recht, eine Hand zu sehen, bei der jemand bis zum Showdown mitgegangen ist und die verdeckt "
                "weggeworfen wurde, gibt die Regel nur im Cash Game; für Turniere gewährt sie es nicht (C15).")
    if reason == "not_dealt_in":
        return "Nur wer in dieser Hand Karten bekommen hat, darf verlangen, eine weggeworfene Hand zu sehen (C15)."
    if reason == "not_called":
        return ("Verlangt werden darf nur eine Hand, bei der jemand bis zum Showdown mitgegangen ist; eine Hand, "
                "bei der niemand mitgegangen ist, muss nicht gezeigt werden (C15).")
    if reason == "abused":
        return ("Wer in der Hand Karten bekommen hat, darf die weggeworfene Hand sehen, bei der jemand bis zum "
                "Showdown mitgegangen ist; wer dieses Recht missbraucht, dem kann der Floor es verweigern (C15).")
    return ("Im Cash Game darf jeder, der in der Hand Karten bekommen hat, verlangen, eine Hand zu sehen, bei der "
            "jemand bis zum Showdown mitgegangen ist und die verdeckt weggeworfen wurde (C15).")
