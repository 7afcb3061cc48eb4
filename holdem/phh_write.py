"""Writing a hand history back as PHH (TOML) text: :func:`write_phh`, :func:`format_action`.
:func:`holdem.phh.read_phh` reads the text back unchanged.
"""

from __future__ import annotations

import math
import re
from datetime import date, datetime, time
from decimal import Decimal
from typing import Any

from holdem.cards import Card
from holdem.errors import PhhError, excerpt, type_name
from holdem.phh_steps import (
    BetRaiseStep,
    CheckCallStep,
    DealBoardStep,
    DealHoleStep,
    FoldStep,
    HandHistory,
    NoteStep,
    PhhStep,
    ShowMuckStep,
)

__all__ = ["format_action", "write_phh"]


def format_action(step: PhhStep) -> str:
    """The PHH text of one typed step (players written 1-based)."""
    match step:
        case DealHoleStep(player, cards):
            text = f"d dh p{player + 1} " + ("????" if cards is None else _cards(cards))
        case DealBoardStep(cards):
            text = "d db " + _cards(cards)
        case FoldStep(player):
            text = f"p{player + 1} f"
        case CheckCallStep(player):
            text = f"p{player + 1} cc"
        case BetRaiseStep(player, amount):
            text = f"p{player + 1} cbr {amount}"
        case ShowMuckStep(player, cards, shown):
            text = f"p{player + 1} sm" + ("" if not shown else " -" if cards is None
                                          else " " + _cards(cards))
        case NoteStep():
            text = ""
        case _:
            raise PhhError(f"{excerpt(step)} ist kein Schritt einer Hand History. Erlaubt sind "
                           "DealHoleStep, DealBoardStep, FoldStep, CheckCallStep, BetRaiseStep, "
                           "ShowMuckStep und NoteStep.", key="bad_type")
    if step.comment:
        text = f"{text} # {step.comment}" if text else f"# {step.comment}"
    return text


def _cards(cards: tuple[Card, ...]) -> str:
    return "".join(str(c) for c in cards)


def write_phh(hh: HandHistory) -> str:
    """The hand history as PHH (TOML) text; :func:`read_phh` reads it back unchanged."""
    if not isinstance(hh, HandHistory):
        raise PhhError(f"Geschrieben wird eine HandHistory, erhalten: {type_name(hh)}.",
                       key="bad_type")
    lines = [f"variant = {_toml(hh.variant)}"]
    if hh.ante_trimming_status:
        lines.append("ante_trimming_status = true")
    lines.append(f"antes = {_toml(list(hh.antes))}")
    lines.append(f"blinds_or_straddles = {_toml(list(hh.blinds_or_straddles))}")
    for name in ("min_bet", "small_bet", "big_bet"):
        value = getattr(hh, name)
        if value is not None:
            lines.append(f"{name} = {value}")
    lines.append(f"starting_stacks = {_toml(list(hh.starting_stacks))}")
    lines.append("actions = [")
    lines.extend(f"  {_toml(format_action(step))}," for step in hh.actions)
    lines.append("]")
    for key, value in hh.metadata.items():
        lines.append(f"{_key(key)} = {_toml(value)}")
    if hh.players is not None:
        lines.append(f"players = {_toml(list(hh.players))}")
    if hh.finishing_stacks is not None:
        lines.append(f"finishing_stacks = {_toml(list(hh.finishing_stacks))}")
    return "\n".join(lines) + "\n"


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+$")


def _key(key: str) -> str:
    return key if _BARE_KEY.fullmatch(key) else _toml(key)  # fullmatch: "$" would pass "key\n"


# TOML forbids the control characters U+0000…U+001F (tab aside) and U+007F raw in a string.
_TOML_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f",
                 "\r": "\\r"}


def _toml_string(text: str) -> str:
    """``text`` as a TOML basic string that reads back exactly."""
    out = []
    for char in text:
        code = ord(char)
        if char in _TOML_ESCAPES:
            out.append(_TOML_ESCAPES[char])
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\u{code:04X}")
        elif 0xD800 <= code <= 0xDFFF:
            raise PhhError(f"Der Text {excerpt(text)} enthält ein halbes UTF-16-Zeichen (U+{code:04X}), das "
                           "keine Datei speichern kann. Erlaubt sind alle ganzen Unicode-Zeichen.",
                           key="bad_value")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, Decimal):
        if value.is_nan():
            return "nan"
        if value.is_infinite():
            return "inf" if value > 0 else "-inf"
        text = str(value)
        return text if any(c in text for c in ".eE") else text + ".0"
    if isinstance(value, float):
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        if math.isnan(value):
            return "nan"
        return repr(value)
    if isinstance(value, str):
        return _toml_string(value)
    if isinstance(value, (datetime, date, time)):
        return value.isoformat()
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_key(str(k))} = {_toml(v)}" for k, v in value.items()) + "}"
    raise PhhError(f"Der Wert {excerpt(value)} lässt sich nicht als TOML schreiben. Erlaubt sind Zahlen, "
                   "Texte, Wahrheitswerte, Datum/Zeit, Listen und Tabellen.", key="bad_value")
