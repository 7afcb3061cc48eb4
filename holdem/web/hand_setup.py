"""The set-up of a hand of one's own in the Werkstatt: from a request to a rule set, stacks,
names, button and deck — and back to the request form (for a hand read from a PHH file).

Everything the reader chooses is checked here (German messages with what is allowed); the
rules themselves are checked by :class:`holdem.rules.RuleSet` and :func:`holdem.hand.start_hand`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from holdem.cards import Card, Deck, parse_cards
from holdem.errors import HoldemError, InputError, excerpt
from holdem.german import count_text, default_names, player_name
from holdem.pots import OddChip
from holdem.rules import MinBet, MinRaise, RuleSet, ShowdownOrder, Structure
from holdem.user_input import player_names
from holdem.web.form_fields import (
    MAX_CHIPS,
    MAX_TEXT_CHARS,
    choice_field,
    flag_field,
    int_field,
    player_index,
)

__all__ = ["MAX_CHIPS", "MAX_PLAYERS", "STRUCTURES", "VARIANTS", "HandSetup", "catalogue", "read_setup",
           "setup_request"]

MAX_PLAYERS = 10  # a full table (G2, B11); the deck would allow 22
MAX_SEED = 2**31 - 1

STRUCTURES = {s.value: s.german for s in Structure}

# The variants of RULES.md the rule set offers: request key -> (German label, rule ID).
VARIANTS: dict[str, tuple[str, str]] = {
    "min_bet_small_blind": ("Mindesteinsatz ein Small Blind statt ein Big Blind", "W10"),
    "min_raise_small_blind": ("Mindesterhöhung ein Small Blind statt der letzten Erhöhung", "L1"),
    "burn_before_hole_cards": ("Burn Card auch vor den Hole Cards", "K2"),
    "showdown_left_of_button": ("Im Showdown zeigt immer zuerst der Spieler links vom Button", "S2"),
    "odd_chip_carry": ("Unteilbare Chips bleiben für die nächste Hand im Pot", "P2"),
    "show_all": ("Im Showdown zeigen alle Spieler ihre Karten", "S3"),
    "big_blind_ante": ("Die Ante zahlt nur der Big Blind, für den ganzen Tisch", "C8"),
}


@dataclass(frozen=True)
class HandSetup:
    """A checked set-up: what :func:`holdem.hand.start_hand` needs, and the request it came from."""

    rules: RuleSet
    stacks: tuple[int, ...]
    button: int
    names: tuple[str, ...]
    deck: Deck
    unknown: tuple[int, ...]  # players whose hole cards a PHH file did not give (dealt at random)
    request: dict[str, Any]  # the set-up in request form, with every default filled in


def catalogue() -> dict[str, Any]:
    """What the form offers: structures and variants with German labels and rule IDs."""
    return {
        "structures": [{"key": key, "label": label} for key, label in STRUCTURES.items()],
        "variants": [{"key": key, "label": label, "rule": rule} for key, (label, rule) in VARIANTS.items()],
        "max_players": MAX_PLAYERS,
        "max_chips": MAX_CHIPS,
    }


def read_setup(request: object) -> HandSetup:
    """Check the ``setup`` of a request and build rule set, stacks and deck."""
    if not isinstance(request, Mapping):
        raise InputError(f"Die Einstellungen der Hand fehlen ({excerpt(request)}). Erlaubt: ein Objekt mit "
                           "Spielern, Stacks, Blinds und Struktur.", key="bad_setup")
    n = int_field(request, "players", "Die Zahl der Spieler", low=2, high=MAX_PLAYERS)
    stacks = _stacks(request.get("stacks", 100), n)
    button = player_index(request.get("button", 0), "Der Button", n)
    names = _names(request.get("names"), n)
    rules = _rules(request)
    seed = int_field(request, "seed", "Die Nummer des Mischens", low=0, high=MAX_SEED, default=1)
    deck, unknown = _deck(request, n, button, rules, seed)
    clean = {
        "players": n, "stacks": list(stacks), "button": button, "names": list(names),
        "structure": rules.structure.value, "small_blind": rules.small_blind, "big_blind": rules.big_blind,
        "small_bet": rules.lower_limit, "big_bet": rules.upper_limit, "ante": rules.ante,
        "raise_cap": rules.raise_cap, "seed": seed,
        "variants": {key: bool(_variant_flags(request).get(key)) for key in VARIANTS},
    }
    for key in ("holes", "board"):
        if request.get(key) is not None:
            clean[key] = request[key]
    return HandSetup(rules, stacks, button, names, deck, unknown, clean)


def _stacks(value: object, n: int) -> tuple[int, ...]:
    if not isinstance(value, list):
        value = [value] * n  # one number: the same stack for everybody
    if len(value) != n:
        raise InputError(f"{count_text(len(value), 'Stack', 'Stacks')} für {n} Spieler. Erlaubt: genau ein Stack pro Spieler.",
                           key="bad_stacks")
    return tuple(int_field({"v": v}, "v", f"Der Stack von {player_name(i)}", low=1, high=MAX_CHIPS)
                 for i, v in enumerate(value))


def _names(value: object, n: int) -> tuple[str, ...]:
    return default_names(n) if value is None else player_names(value, n)


def _variant_flags(request: Mapping[str, object]) -> Mapping[str, object]:
    flags = request.get("variants", {})
    if not isinstance(flags, Mapping):
        raise InputError(f"Die Varianten {excerpt(flags)} sind keine Liste von Schaltern. Erlaubt: ein Objekt "
                           "wie {\"show_all\": true}.", key="bad_variants")
    unknown = sorted(str(k) for k in flags if k not in VARIANTS)
    if unknown:
        raise InputError(f"Die Variante {excerpt(unknown[0])} gibt es nicht. Erlaubt: {', '.join(VARIANTS)}.",
                           key="bad_variants")
    return flags


def _rules(request: Mapping[str, object]) -> RuleSet:
    structure = Structure(choice_field(request, "structure", "Die Struktur", STRUCTURES, default="no_limit"))
    small_blind = int_field(request, "small_blind", "Der Small Blind", low=1, high=MAX_CHIPS, default=1)
    big_blind = int_field(request, "big_blind", "Der Big Blind", low=1, high=MAX_CHIPS, default=2 * small_blind)
    ante = int_field(request, "ante", "Die Ante", low=0, high=MAX_CHIPS, default=0)
    flags = _variant_flags(request)
    on = {key: flag_field(flags, key, VARIANTS[key][0]) for key in VARIANTS}
    settings: dict[str, Any] = {
        "ante": ante, "big_blind_ante": on["big_blind_ante"],
        "min_bet": MinBet.SMALL_BLIND if on["min_bet_small_blind"] else MinBet.BIG_BLIND,
        "min_raise": MinRaise.SMALL_BLIND if on["min_raise_small_blind"] else MinRaise.LAST_RAISE,
        "burn_before_hole_cards": on["burn_before_hole_cards"],
        "showdown_order": ShowdownOrder.LEFT_OF_BUTTON if on["showdown_left_of_button"]
        else ShowdownOrder.LAST_AGGRESSOR,
        "odd_chip": OddChip.CARRY if on["odd_chip_carry"] else OddChip.LEFT_OF_BUTTON,
        "muck_losers": not on["show_all"],
    }
    if on["big_blind_ante"] and not ante:
        raise InputError("Die Ante des Big Blinds ist eingeschaltet, aber die Ante ist 0. Erlaubt: eine Ante "
                           "größer 0 oder die Variante ausschalten (C8).", key="bad_ante")
    if structure.is_limit:
        settings["small_bet"] = int_field(request, "small_bet", "Das untere Limit", low=1, high=MAX_CHIPS,
                                          default=big_blind)
        settings["big_bet"] = int_field(request, "big_bet", "Das obere Limit", low=1, high=MAX_CHIPS,
                                        default=2 * settings["small_bet"])
        # "raise_cap": null means no cap; a missing field the usual three raises (L4)
        settings["raise_cap"] = None if "raise_cap" in request and request["raise_cap"] is None else int_field(
            request, "raise_cap", "Die Zahl der Erhöhungen pro Runde", low=1, high=10, default=3)
    return RuleSet(structure, small_blind, big_blind, **settings)  # SetupError: German, with rule IDs


def _cards(value: object, what: str, count: int | None) -> tuple[Card, ...]:
    if isinstance(value, str) and len(value) > MAX_TEXT_CHARS:  # refused by its length, before it is read
        raise InputError(f"{what}: {count_text(len(value), 'Zeichen', 'Zeichen')}. Erlaubt sind höchstens "
                           f"{MAX_TEXT_CHARS} Zeichen.", key="text_too_long")
    if not isinstance(value, str) and (not isinstance(value, list) or len(value) > 7
                                       or not all(isinstance(c, str) and len(c) <= 10 for c in value)):
        raise InputError(f"{what}: {excerpt(value)} sind keine Karten. Erlaubt: ein Text wie „Ah Kd“.",
                           key="bad_card_type")
    try:
        cards = parse_cards(value)
    except HoldemError as error:
        raise InputError(f"{what}: {error.message}", key=error.key) from None
    if count is not None and len(cards) != count:
        raise InputError(f"{what}: {count_text(len(cards), 'Karte', 'Karten')}. Erlaubt: genau {count} Karten.",
                           key="bad_hand_size")
    return cards


def _deck(request: Mapping[str, object], n: int, button: int, rules: RuleSet,
          seed: int) -> tuple[Deck, tuple[int, ...]]:
    """The deck the hand is dealt from: shuffled by ``seed``; with given hole cards and board (a
    PHH file) stacked so that the engine deals exactly those (K1, K2, K3), the rest shuffled."""
    shuffled = Deck.shuffled(seed)
    holes_value, board_value = request.get("holes"), request.get("board")
    if holes_value is None and board_value is None:
        return shuffled, ()
    if not isinstance(holes_value, list) or len(holes_value) != n:
        raise InputError(f"Die Hole Cards passen nicht zu {n} Spielern. Erlaubt: eine Liste mit zwei Karten "
                           "(oder nichts, wenn unbekannt) pro Spieler.", key="bad_holes")
    holes = [None if h is None else _cards(h, f"Die Hole Cards von {player_name(i)}", 2)
             for i, h in enumerate(holes_value)]
    board = _cards(board_value or "", "Das Board", None)
    if len(board) > 5:
        raise InputError(f"Das Board hat {count_text(len(board), 'Karte', 'Karten')}. Erlaubt: höchstens 5 (K3).",
                           key="bad_board")
    known = [c for h in holes if h for c in h] + list(board)
    twice = sorted({str(c) for c in known if known.count(c) > 1})
    if twice:
        raise InputError(f"Die Karte {twice[0]} kommt zweimal vor. Erlaubt: jede Karte nur einmal (G1).",
                           key="duplicate_card")
    rest = list(shuffled.without(known).cards)
    filled = [h if h else (rest.pop(0), rest.pop(0)) for h in holes]
    order = [(button + 1 + k) % n for k in range(n)]
    cards: list[Card] = [rest.pop(0)] if rules.burn_before_hole_cards else []
    cards += [filled[p][0] for p in order] + [filled[p][1] for p in order]
    full_board = list(board) + [rest.pop(0) for _ in range(5 - len(board))]
    for street in (full_board[:3], full_board[3:4], full_board[4:5]):
        cards += [rest.pop(0)] + street  # K2: a burn card before flop, turn and river
    return Deck(tuple(cards + rest)), tuple(i for i, h in enumerate(holes) if h is None)


def setup_request(*, stacks: Sequence[int], button: int, names: Sequence[str], rules: RuleSet,
                  holes: Sequence[Sequence[Card] | None], board: Sequence[Card], seed: int = 1) -> dict[str, Any]:
    """The request form of a set-up (for a hand read from a file)."""
    variants = {key: False for key in VARIANTS}
    variants["min_bet_small_blind"] = rules.min_bet is MinBet.SMALL_BLIND
    variants["min_raise_small_blind"] = rules.min_raise is MinRaise.SMALL_BLIND
    variants["big_blind_ante"] = rules.big_blind_ante
    return {
        "players": len(stacks), "stacks": list(stacks), "button": button, "names": list(names),
        "structure": rules.structure.value, "small_blind": rules.small_blind, "big_blind": rules.big_blind,
        "small_bet": rules.lower_limit, "big_bet": rules.upper_limit, "ante": rules.ante,
        "raise_cap": rules.raise_cap, "seed": seed, "variants": variants,
        "holes": [None if h is None else "".join(str(c) for c in h) for h in holes],
        "board": "".join(str(c) for c in board),
    }
