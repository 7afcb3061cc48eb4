"""What chips a player may bring to the table and when (B11, C10, C12): the buy-in within the
table's limits, and table stakes — in a cash game chips may be added between hands, up to the
maximum buy-in, but never during a hand, and nobody takes chips off the table while he keeps
playing; in a tournament no chips are bought at all (apart from a rebuy, C10).

The checks only decide and explain (German message, English ``key``); :class:`~holdem.table.Table`
applies the result. Part of the table; import the public names from :mod:`holdem.table`.
"""

from __future__ import annotations

from holdem.amounts import amount_excerpt, too_large, too_large_text
from holdem.blinds import TableLimits
from holdem.checks import is_whole_number
from holdem.errors import TableError
from holdem.table.seats import Player

__all__ = ["check_add_chips", "check_buy_in", "refuse_take_chips"]


def check_buy_in(limits: TableLimits, amount: object) -> int:
    """The buy-in ``amount`` as an int, or :class:`TableError` when the table's limits refuse it (B11)."""
    lo, hi = limits.min_buy_in, limits.max_buy_in
    if too_large(amount):
        raise TableError(too_large_text("Der Buy-in"), key="buy_in_out_of_limits")
    if not is_whole_number(amount) or amount < lo or (hi is not None and amount > hi):
        allowed = f"{lo} bis {hi}" if hi is not None else f"mindestens {lo}"
        raise TableError(
            f"Ein Buy-in von {amount_excerpt(amount)} Chips geht an diesem Tisch nicht; erlaubt sind {allowed} "
            f"Chips (B11).",
            key="buy_in_out_of_limits",
        )
    return int(amount)


def check_add_chips(player: Player, amount: object, limits: TableLimits, *, tournament: bool,
                    in_hand: bool) -> int:
    """The chips ``player`` may add now, as an int, or :class:`TableError` saying why not (C12):
    in a cash game, between hands, a whole number from 1 up to what the maximum buy-in leaves."""
    name = player.name
    if tournament:
        raise TableError(
            f"{name} kann im Turnier keine Chips dazukaufen: jeder Chip bleibt auf dem Tisch, und neue kommen "
            "nur mit einem Rebuy in der Rebuy-Phase dazu (C10). Erlaubt ist Nachlegen nur im Cash Game (C12).",
            key="no_chips_in_tournament",
        )
    if in_hand:
        raise TableError(
            f"Während einer Hand kann {name} keine Chips dazulegen: in der Hand spielen nur die Chips, die zu "
            f"ihrem Beginn vor {name} lagen (reichen sie nicht, geht {name} all-in, A1). Erlaubt ist Nachlegen "
            "zwischen zwei Händen (C12).",
            key="hand_in_progress",
        )
    if player.busted:
        raise TableError(
            f"{name} hat keine Chips mehr und kauft sich mit einem neuen Buy-in wieder ein (Rebuy, B11); "
            "Nachlegen geht nur auf einen Stack, der noch Chips hat (C12).",
            key="busted",
        )
    if too_large(amount):
        raise TableError(too_large_text("Der Betrag zum Nachlegen").removesuffix(".") + " (C12).", key="bad_amount")
    if not is_whole_number(amount) or amount < 1:
        raise TableError(
            f"{amount_excerpt(amount)} Chips kann {name} nicht dazulegen. Erlaubt ist eine ganze Zahl ab 1 (C12).",
            key="bad_amount",
        )
    hi = limits.max_buy_in
    if hi is not None and player.stack + amount > hi:
        room = max(hi - player.stack, 0)
        allowed = (f"höchstens {room} Chips dazulegen" if room else "nichts mehr dazulegen, bis der Stack unter "
                   "dem Maximum liegt")
        raise TableError(
            f"Mit {int(amount)} Chips mehr hätte {name} {player.stack + int(amount)} Chips vor sich; das Maximum "
            f"des Tisches ist {hi} (B11). Erlaubt: {allowed} (C12).",
            key="above_max_buy_in",
        )
    return int(amount)


def refuse_take_chips(player: Player, *, tournament: bool) -> TableError:
    """Why ``player`` may not take chips off the table (C12): the error to raise."""
    name = player.name
    if tournament:
        return TableError(
            f"{name} kann keine Chips vom Tisch nehmen: im Turnier bleibt jeder Chip auf dem Tisch und im "
            "Blick aller (C12).",
            key="table_stakes",
        )
    return TableError(
        f"{name} kann keine Chips vom Tisch nehmen und weiterspielen: alle Chips vor {name} bleiben im Spiel. "
        f"Erlaubt: den Tisch zwischen zwei Händen verlassen und dann alle Chips mitnehmen (C12).",
        key="table_stakes",
    )
