"""The German sentences of a hand, rendered from an event's values.

The rule logic (``holdem.hand``) records what happened as data: ``Event(rule, None, kind,
player, amount, values={...})`` with the values the sentence needs (the player's name, the
street, chips that stay in the pot, whether someone is all-in). This module writes the sentence.
So the wording can change, and stays consistent, in one place; the rule logic does not change.

Standard library only; the values are plain strings, numbers and truth values.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

__all__ = ["HAND_SENTENCES", "render_hand_event"]


def _chips(amount: int) -> str:
    return f"{amount} Chip" if amount == 1 else f"{amount} Chips"


def _fold(rule: str, v: Mapping[str, object]) -> str:
    name, put = v["name"], int(v.get("in_pot", 0))  # type: ignore[call-overload]
    if put:
        verb = "bleibt" if put == 1 else "bleiben"
        return f"{name} steigt aus (Fold). {_chips(put)} von {name} {verb} im Pot ({rule})."
    return f"{name} steigt aus (Fold; {rule})."


def _check(rule: str, v: Mapping[str, object]) -> str:
    name = v["name"]
    if rule == "B5":
        return f"{name} checkt: als Big Blind verzichtet {name} auf die Option zu erhöhen (B5)."
    return f"{name} checkt: es ist nichts zu bezahlen ({rule})."


def _round_end(rule: str, v: Mapping[str, object]) -> str:
    street, collected = v["street"], int(v.get("collected", 0))  # type: ignore[call-overload]
    if not collected:
        return f"Alle haben gecheckt: die Wettrunde ({street}) ist beendet ({rule})."
    # The reason as it is: "or all-in" only when someone still in the hand is all-in.
    reason = "gleich viel gesetzt oder sind all-in" if v.get("someone_all_in") else "gleich viel gesetzt"
    verb = "kommt" if collected == 1 else "kommen"
    return (f"Die Wettrunde ({street}) ist beendet: alle haben gehandelt und {reason}. "
            f"{_chips(collected)} {verb} in den Pot ({rule}).")


def _burn(rule: str, v: Mapping[str, object]) -> str:
    if v.get("before_hole_cards"):
        return f"Vor den Hole Cards legt der Geber eine Karte verdeckt beiseite (Burn Card, Variante von {rule})."
    return f"Vor dem {v['street']} legt der Geber eine Karte verdeckt beiseite (Burn Card, {rule})."


def _return(rule: str, v: Mapping[str, object]) -> str:
    who, extra = v["name"], int(v["chips"])  # type: ignore[call-overload]
    them = "den Chip" if extra == 1 else "die Chips"
    return f"{_chips(extra)} von {who} hat niemand gezahlt: {who} bekommt {them} zurück ({rule})."


def _showdown(rule: str, v: Mapping[str, object]) -> str:
    return (f"Showdown: {v['contenders']} Spieler sind nach der letzten Wettrunde noch in der Hand und "
            f"vergleichen ihre Karten ({rule}).")


HAND_SENTENCES: dict[str, Callable[[str, Mapping[str, object]], str]] = {
    "fold": _fold,
    "check": _check,
    "round_end": _round_end,
    "burn": _burn,
    "return": _return,
    "showdown": _showdown,
}


def render_hand_event(kind: str, rule: str, values: Mapping[str, object]) -> str:
    """The sentence for a hand event of ``kind`` (an :class:`holdem.events.EventKind` value)."""
    try:
        sentence = HAND_SENTENCES[kind]
    except KeyError:
        raise ValueError(f"Für die Art {kind!r} gibt es keinen Satz aus Werten. Erlaubt sind: "
                         + ", ".join(sorted(HAND_SENTENCES)) + ".") from None
    return sentence(rule, values)
