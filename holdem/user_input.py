"""What a person types, read one way for the command line, the widgets and the Werkstatt.

Whole numbers, amounts per player, seats and players, a ranking of hands, the rake, the blinds,
player names and cards: every reader takes a text as typed (or the value a page sent), checks
kind, length and range, and raises :class:`holdem.errors.InputError` with a German sentence
that names the field, says what was wrong and what is allowed. Nothing is half read.

People count from one: a reader types "Sitz 1" or "Spieler 1" for index 0 and reads it back so
in every message. Only :func:`player_index` takes an index from 0, as a page's program sends it,
and still speaks of players from 1. The standard library and the engine's core only: the
Werkstatt runs this in the browser.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import TYPE_CHECKING

from holdem.cards import Card, parse_cards
from holdem.errors import CardError, InputError, excerpt, type_name
from holdem.german import count_text, german_number, german_short, player_name, seat_name

if TYPE_CHECKING:  # imported when a rake or blinds are read: a command's --help stays quick
    from holdem.blinds import Blinds
    from holdem.rake import Rake

__all__ = [
    "MAX_CHIPS", "MAX_ITEMS", "MAX_LIST_CHARS", "MAX_NAME_CHARS", "MAX_NUMBER_CHARS", "MAX_SEATS",
    "MAX_TEXT_CHARS", "amounts", "blinds", "cards", "choice_field", "int_field", "name_list", "number_range",
    "player_index",
    "player_list", "player_names", "players", "rake", "rake_text", "ranking", "seat", "seats", "split_list",
    "stack_list", "strengths", "text", "typed", "whole_number",
]

# Every amount of chips (stacks, blinds, bets, contributions): enough for any table, small enough
# to type, and far below 2**53, so the page's JavaScript shows it exactly.
MAX_CHIPS = 10_000_000
MAX_NUMBER_CHARS = 20  # a typed number; more characters are a mistake (and int() would be slow)
MAX_TEXT_CHARS = 200  # a card text: seven cards in any notation need far fewer
MAX_LIST_CHARS = 1_000  # a typed list of numbers
MAX_ITEMS = 52  # entries of a list: more than any table has players or the deck has cards
MAX_SEATS = 10  # players at one table of the side-pot tools
MAX_NAME_CHARS = 30

_WHOLE = re.compile(r"[+-]?[0-9]+")  # ASCII digits only: not "²", "١٠" or "1_0", which int() would read
_PERCENT = re.compile(r"[0-9]{1,3}([.,][0-9]{1,6})?")
_SEPARATORS = re.compile(r"[,;\s]+")
_LEVELS = re.compile(r"[>,;]")  # between the levels of a ranking; "=" joins equal hands


def typed(value: str, limit: int = 40) -> str:
    """What the reader typed, in German quotes, cut after ``limit`` characters."""
    if len(value) <= limit:
        return f"„{value}“"
    return f"„{value[:limit]}…“ ({count_text(len(value), 'Zeichen', 'Zeichen')})"


def number_range(low: int, high: int) -> str:
    """``eine ganze Zahl von 0 bis 10.000.000``: what a number field allows."""
    return f"eine ganze Zahl von {german_number(low)} bis {german_number(high)}"


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def whole_number(value: object, label: str, *, low: int = 0, high: int = MAX_CHIPS,
                 allowed: str | None = None) -> int:
    """``value`` as a whole number from ``low`` to ``high``: an ``int`` or a text of ASCII digits
    (a sign allowed); ``allowed`` (else :func:`number_range`) says in the message what may be typed."""
    allowed = allowed or number_range(low, high)
    if isinstance(value, str):
        stripped = value.strip()
        if _WHOLE.fullmatch(stripped) and len(stripped) > MAX_NUMBER_CHARS:
            raise InputError(f"{label}: eine Zahl mit {german_number(len(stripped))} Ziffern ist zu groß. "
                             f"Erlaubt: {allowed}.", key="out_of_range")
        if not _WHOLE.fullmatch(stripped):
            raise InputError(f"{label}: {typed(stripped)} ist keine ganze Zahl. Erlaubt: {allowed}, "
                             "geschrieben mit den Ziffern 0 bis 9.", key="bad_number")
        value = int(stripped)
    if not _is_int(value):
        raise InputError(f"{label}: {type_name(value)} ist keine ganze Zahl. Erlaubt: {allowed}.", key="bad_number")
    assert isinstance(value, int)
    if not low <= value <= high:
        shown = german_number(value) if abs(value) < 10**MAX_NUMBER_CHARS else excerpt(value)
        raise InputError(f"{label}: {shown} liegt nicht im erlaubten Bereich. Erlaubt: {allowed}.",
                         key="out_of_range")
    return value


def text(value: object, label: str, *, limit: int = MAX_TEXT_CHARS) -> str:
    """A text of at most ``limit`` characters (a long one is refused before it is read)."""
    if value is None:
        raise InputError(f"{label} fehlt. Erlaubt: ein Text mit höchstens {german_number(limit)} Zeichen.",
                         key="missing_field")
    if not isinstance(value, str):
        raise InputError(f"{label}: {type_name(value)} ist kein Text. Erlaubt: ein Text mit höchstens "
                         f"{german_number(limit)} Zeichen.", key="not_text")
    if len(value) > limit:
        raise InputError(f"{label}: {count_text(len(value), 'Zeichen', 'Zeichen')} sind zu viele. Erlaubt sind "
                         f"höchstens {german_number(limit)} Zeichen.", key="text_too_long")
    return value


def split_list(value: object, label: str, *, example: str, max_items: int = MAX_ITEMS) -> list[object]:
    """The entries of a typed list (commas, semicolons or spaces between them) or of a list a page
    sent; more than ``max_items`` entries are refused before any is read."""
    if isinstance(value, str):
        if len(value) > MAX_LIST_CHARS:
            raise InputError(f"{label}: {count_text(len(value), 'Zeichen', 'Zeichen')} sind zu viele. Erlaubt sind "
                             f"höchstens {german_number(MAX_LIST_CHARS)} Zeichen, z. B. {example}.",
                             key="text_too_long")
        parts: list[object] = [part for part in _SEPARATORS.split(value.strip()) if part]
    elif isinstance(value, (list, tuple)):
        parts = list(value)
    else:
        raise InputError(f"{label}: {type_name(value)} ist keine Liste. Erlaubt: Einträge durch Kommas "
                         f"getrennt, z. B. {example}.", key="not_a_list")
    if len(parts) > max_items:
        raise InputError(f"{label}: {count_text(len(parts), 'Eintrag', 'Einträge')} angegeben. Erlaubt sind "
                         f"höchstens {max_items}.", key="too_many_items")
    return parts


def amounts(value: object, label: str, *, item: tuple[str, str] = ("Einsatz", "Einsätze"),
            players: tuple[int, int] = (2, MAX_SEATS), low: int = 0, high: int = MAX_CHIPS) -> list[int]:
    """One amount of chips per player, Spieler 1 first (``"20, 50, 100"`` or ``[20, 50, 100]``):
    ``players`` says how many entries may be given, ``item`` names one entry and several."""
    fewest, most = players
    one, many = item
    parts = split_list(value, label, example="20, 50, 100", max_items=max(most, MAX_ITEMS))
    if not fewest <= len(parts) <= most:
        given = count_text(len(parts), one, many)
        raise InputError(f"{label}: {given} angegeben. Erlaubt sind {fewest} bis {most} Spieler, "
                         f"ein {one} je Spieler.", key="bad_player_count")
    return [whole_number(part, f"{label} ({one} von {player_name(i)})", low=low, high=high)
            for i, part in enumerate(parts)]


def _counted(value: object, label: str, count: int, word: str) -> int:
    """A number as people count (1 is the first) → its index; ``word`` is "Sitz" or "Spieler"."""
    allowed = f"{'die Sitze' if word == 'Sitz' else 'Spieler'} 1 bis {count}"
    if isinstance(value, str):
        stripped = value.strip()
        if not _WHOLE.fullmatch(stripped) or len(stripped) > MAX_NUMBER_CHARS:
            raise InputError(f"{label}: {typed(stripped)} ist keine {word}nummer. Erlaubt sind {allowed}.",
                             key="bad_seat")
        value = int(stripped)
    if not _is_int(value):
        raise InputError(f"{label}: {type_name(value)} ist keine {word}nummer. Erlaubt sind {allowed}.",
                         key="bad_seat")
    assert isinstance(value, int)
    if not 1 <= value <= count:
        raise InputError(f"{label}: {word} {german_number(value)} gibt es bei "
                         f"{count_text(count, 'Spieler', 'Spielern')} nicht. Erlaubt sind {allowed}.", key="bad_seat")
    return value - 1


def seat(value: object, label: str, count: int) -> int:
    """A seat number typed as people count (``"1"`` is the first seat) → its index (0)."""
    return _counted(value, label, count, "Sitz")


def players(value: object, label: str, count: int, *, word: str = "Spieler") -> list[int]:
    """Player numbers (or with ``word="Sitz"`` seat numbers) as typed, ``"2, 4"`` → ``[1, 3]``;
    each at most once."""
    found: list[int] = []
    for part in split_list(value, label, example="2, 4", max_items=count):
        index = _counted(part, label, count, word)
        if index in found:
            raise InputError(f"{label}: {_name(index, word)} steht zweimal darin. Erlaubt ist jeder "
                             f"{word} höchstens einmal.", key="bad_seat")
        found.append(index)
    return found


def seats(value: object, label: str, count: int) -> list[int]:
    """Seat numbers as typed, ``"1, 4"`` → ``[0, 3]``."""
    return players(value, label, count, word="Sitz")


def _name(index: int, word: str) -> str:
    return seat_name(index) if word == "Sitz" else player_name(index)


def player_index(value: object, label: str, count: int) -> int:
    """A player as a page's program sends him, as his index ``0..count-1`` (an ``int`` or a text of
    digits); the message counts from one, as the reader does: index 0 is "Spieler 1"."""
    if isinstance(value, str) and _WHOLE.fullmatch(value.strip()) and len(value.strip()) <= MAX_NUMBER_CHARS:
        value = int(value.strip())
    if not _is_int(value):
        shown = typed(value.strip()) if isinstance(value, str) else type_name(value)
        raise InputError(f"{label}: {shown} ist keine Spielernummer. Erlaubt: Spieler 1 bis {count}.",
                         key="bad_players")
    assert isinstance(value, int)
    if not 0 <= value < count:
        shown = str(value + 1) if abs(value) < 10**MAX_NUMBER_CHARS else excerpt(value)
        raise InputError(f"{label}: Die Nummer {shown} ist kein Spieler dieses Tisches. Erlaubt: Spieler 1 bis "
                         f"{count}.", key="bad_players")
    return value


def player_list(value: object, label: str, n_players: int) -> tuple[int, ...]:
    """Players as indices ``0..n-1`` as the page sends them (each at most once), e.g. who may win
    a pot; the message counts from one."""
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence) or len(value) > n_players:
        raise InputError(f"{label}: {excerpt(value)} ist keine Liste von Spielern. Erlaubt: eine Liste "
                         f"mit höchstens {n_players} der Spieler 1 bis {n_players}, jeder höchstens einmal.",
                         key="bad_players")
    players: list[int] = []
    for item in value:
        if isinstance(item, bool) or not isinstance(item, int):  # the page sends the players it shows as numbers
            raise InputError(f"{label}: {excerpt(item)} ({type_name(item)}) ist keine Spielernummer. Erlaubt: "
                             f"Spieler 1 bis {n_players}.", key="bad_players")
        item = player_index(item, label, n_players)
        if item in players:
            raise InputError(f"{label}: {player_name(item)} steht zweimal in der Liste. Erlaubt: jeden "
                             "Spieler höchstens einmal.", key="bad_players")
        players.append(item)
    return tuple(players)


# A field of a request or a form's answer (a mapping, as JSON brings it): the page's program
# fills it, so it may hold anything or be missing.

def int_field(request: Mapping[str, object], name: str, label: str, *, low: int, high: int,
              default: int | None = None) -> int:
    """A whole number from ``low`` to ``high``; ``label`` names it in the message (German)."""
    value = request.get(name, default)
    if value is None:
        raise InputError(f"{label} fehlt. Erlaubt: {number_range(low, high)}.", key="missing_field")
    return whole_number(value, label, low=low, high=high)


def choice_field(request: Mapping[str, object], name: str, label: str, choices: Mapping[str, str],
                 *, default: str) -> str:
    """One of the keys of ``choices`` (its values are the German names shown in the message)."""
    value = request.get(name, default)
    if not isinstance(value, str) or value not in choices:
        allowed = ", ".join(f"„{key}“ ({german})" for key, german in choices.items())
        raise InputError(f"{label}: {excerpt(value)} gibt es nicht. Erlaubt: {allowed}.", key="bad_choice")
    return value


def ranking(value: str, label: str, count: int, *, out: Sequence[int] | frozenset[int] = (),
            word: str = "Spieler") -> list[list[int]]:
    """``"3 > 1 = 2 > 4"`` (or ``"3, 1=2, 4"``): the hands at the showdown, best first, ``=`` for
    equal hands → groups of indices ``[[2], [0, 1], [3]]``. Whoever is ``out`` (folded, indices)
    shows no hand and may not be ranked; an empty text is an empty ranking."""
    example = "3 > 1 = 2 > 4 (beste Hand zuerst, = für gleich gute Hände)"
    value = text(value, label, limit=MAX_LIST_CHARS)
    if not value.strip():
        return []
    levels = _LEVELS.split(value)
    if any(not level.strip() for level in levels):
        raise InputError(f"{label}: {typed(value.strip())} hat eine leere Stufe. Erlaubt ist z. B. {example}.",
                         key="bad_ranking")
    groups: list[list[int]] = []
    seen: set[int] = set()
    for level in levels:
        group = []
        for part in level.split("="):
            if not part.strip():
                raise InputError(f"{label}: in {typed(level.strip())} fehlt eine Nummer. Erlaubt ist z. B. "
                                 f"{example}.", key="bad_ranking")
            index = _counted(part, label, count, word)
            if index in seen:
                raise InputError(f"{label}: {_name(index, word)} steht zweimal darin. Erlaubt ist jeder "
                                 f"{word} höchstens einmal.", key="bad_ranking")
            if index in out:
                raise InputError(f"{label}: {_name(index, word)} ist ausgestiegen und zeigt keine Hand. Erlaubt "
                                 f"sind nur {'Sitze' if word == 'Sitz' else 'Spieler'}, die noch im Spiel sind.",
                                 key="folded_in_ranking")
            seen.add(index)
            group.append(index)
        groups.append(group)
    return groups


def strengths(groups: Sequence[Sequence[int]]) -> dict[int, int]:
    """A ranking's groups (best first) as strengths for the pots: higher is better, equal splits."""
    return {index: len(groups) - place for place, group in enumerate(groups) for index in group}


def _percent(value: object, label: str) -> int | Fraction:
    if _is_int(value):
        assert isinstance(value, int)
        number: Fraction = Fraction(value)
    elif isinstance(value, str) and _PERCENT.fullmatch(value.strip()):
        number = Fraction(value.strip().replace(",", "."))
    else:
        shown = typed(value) if isinstance(value, str) else type_name(value)
        raise InputError(f"{label}: {shown} ist kein Prozentsatz. Erlaubt ist eine Zahl von 0 bis 100 "
                         "wie 5 oder 4.5.", key="bad_rake")
    if not 0 <= number <= 100:
        raise InputError(f"{label}: {german_short(float(number))} % ist zu viel. Erlaubt sind 0 bis 100 %.",
                         key="bad_rake")
    return int(number) if number.denominator == 1 else number


def rake(percent: object, cap: object, min_pot: object, label: str = "Rake") -> Rake:
    """The house's rake (X1) from its three values as typed: percent of the pot (also 4.5), at most
    ``cap`` chips (empty: no cap), none below ``min_pot`` chips (empty: 0)."""
    from holdem.rake import Rake

    cap_chips = None if cap in (None, "") else whole_number(cap, f"{label} (Obergrenze)")
    min_chips = 0 if min_pot in (None, "") else whole_number(min_pot, f"{label} (Mindestpot)")
    return Rake(_percent(percent, f"{label} (Prozent)"), cap_chips, min_chips)


def rake_text(value: str, label: str = "Rake") -> Rake:
    """``"5, 3, 20"``: percent, cap and minimum pot in one text (X1)."""
    parts = [part.strip() for part in text(value, label).split(",")]
    if len(parts) != 3 or not all(parts):
        raise InputError(f"{label}: {typed(value)} braucht drei Werte. Erlaubt ist PROZENT,DECKEL,MINDESTPOT, "
                         "z. B. 5,3,20 oder 4.5,3,20.", key="bad_rake")
    return rake(parts[0], parts[1], parts[2], label)


def blinds(value: str, label: str = "Blinds") -> Blinds:
    """``"1/2"``: small and big blind as typed."""
    from holdem.blinds import Blinds

    parts = text(value, label).split("/")
    if len(parts) != 2:
        raise InputError(f"{label}: {typed(value)} ist nicht in der Form Small Blind/Big Blind. Erlaubt ist z. B. 1/2 oder 5/10.",
                         key="bad_blinds")
    small, big = (whole_number(part, label, low=1, allowed="zwei ganze Zahlen ab 1 wie 1/2") for part in parts)
    return Blinds(small, big)


def _stand(count: int, singular: str, plural: str) -> str:
    """``steht 1 Name``, ``stehen 3 Namen``: the verb agrees with the count."""
    return f"{'steht' if count == 1 else 'stehen'} {count_text(count, singular, plural)}"


def name_list(value: str, label: str, *, fewest: int = 2, most: int = MAX_SEATS) -> list[str]:
    """Names as a person types them, between spaces or commas (``Anna Ben Cem``): ``fewest`` to
    ``most`` of them, each at most :data:`MAX_NAME_CHARS` characters, none twice."""
    typed_text = text(value, label, limit=most * (MAX_NAME_CHARS + 2))
    names = [name for name in _SEPARATORS.split(typed_text) if name]
    if not fewest <= len(names) <= most:
        raise InputError(f"Im Feld {label} {_stand(len(names), 'Name', 'Namen')}. Erlaubt sind {fewest} bis "
                         f"{most} Namen, durch Leerzeichen getrennt, zum Beispiel: Anna Ben Cem.", key="bad_names")
    for index, name in enumerate(names):
        if len(name) > MAX_NAME_CHARS:
            raise InputError(f"Im Feld {label} ist der Name von {player_name(index)} "
                             f"{german_number(len(name))} Zeichen lang. Erlaubt sind höchstens {MAX_NAME_CHARS} "
                             "Zeichen.", key="bad_names")
        if name in names[:index]:
            raise InputError(f"Im Feld {label} steht {typed(name)} zweimal. Jeder Spieler braucht einen eigenen "
                             "Namen.", key="bad_names")
    return names


def stack_list(value: str, label: str, count: int, *, most: int = MAX_CHIPS) -> list[int]:
    """One stack per player as a person types them (``100 200 150``), or one number for all."""
    words = [word for word in _SEPARATORS.split(text(value, label, limit=MAX_LIST_CHARS)) if word]
    if not words or not all(_WHOLE.fullmatch(w) and len(w.lstrip("0")) <= len(str(most))
                            and 0 < int(w) <= most for w in words):
        raise InputError(f"Die {label} {typed(value.strip())} sind keine positiven ganzen Zahlen. Erlaubt sind "
                         f"Chipzahlen von 1 bis {german_number(most)} aus den Ziffern 0 bis 9, eine je Spieler, "
                         "zum Beispiel 100 200 150.", key="bad_stacks")
    if len(words) == 1:
        words = words * count  # one number: every player has that stack
    if len(words) != count:
        raise InputError(f"{count_text(len(words), 'Stack', 'Stacks')} für {count_text(count, 'Spieler', 'Spieler')}. "
                         "Erlaubt ist eine Zahl je Spieler oder eine einzige Zahl für alle.", key="bad_stacks")
    return [int(word) for word in words]


def player_names(value: object, count: int, label: str = "Namen") -> tuple[str, ...]:
    """One name per player (a list, or a text with commas between the names): each 1 to
    :data:`MAX_NAME_CHARS` characters, no name twice."""
    if isinstance(value, str):
        value = text(value, label, limit=count * (MAX_NAME_CHARS + 2)).split(",")
    if not isinstance(value, (list, tuple)) or len(value) != count:
        given = count_text(len(value), "Name", "Namen") if isinstance(value, (list, tuple)) else type_name(value)
        raise InputError(f"{label}: {given} für {count_text(count, 'Spieler', 'Spieler')}. Erlaubt ist genau ein "
                         "Name je Spieler.", key="bad_names")
    names: list[str] = []
    for index, name in enumerate(value):
        if not isinstance(name, str) or not name.strip() or len(name.strip()) > MAX_NAME_CHARS:
            what = (f"{type_name(name)}, kein Text" if not isinstance(name, str) else "leer" if not name.strip()
                    else f"{german_number(len(name.strip()))} Zeichen lang")
            raise InputError(f"{label}: der Name von {player_name(index)} ist {what}. Erlaubt ist ein Text mit 1 bis "
                             f"{MAX_NAME_CHARS} Zeichen.", key="bad_names")
        if name.strip() in names:
            raise InputError(f"{label}: {typed(name.strip())} steht zweimal darin. Erlaubt ist ein eigener Name "
                             "für jeden Spieler.", key="bad_names")
        names.append(name.strip())
    return tuple(names)


def cards(value: object, label: str, *, fewest: int = 0, most: int = 52,
          limit: int = MAX_TEXT_CHARS) -> tuple[Card, ...]:
    """Cards as the book writes them (``"Ah Kd"``, also ``"A♥ K♦"``) in a text of at most ``limit``
    characters, each card at most once, between ``fewest`` and ``most`` of them; the card reader's
    message is named by ``label``."""
    try:
        found = parse_cards(text(value, label, limit=limit))
    except CardError as error:
        raise InputError(f"{label}: {error.message}", key=error.key) from None
    if not fewest <= len(found) <= most:
        wanted = f"genau {fewest}" if fewest == most else f"{fewest} bis {most}"
        raise InputError(f"{label}: {count_text(len(found), 'Karte', 'Karten')}. Erlaubt sind {wanted} Karten.",
                         key="bad_card_count")
    return found
