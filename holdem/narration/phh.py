"""The German sentences of a replayed hand history (PHH) where the file and our rules differ.

The replay (:mod:`holdem.replay`) records the difference as data; the PHH reader's own messages
about a file it cannot read are error messages (:mod:`holdem.errors`), not events.

Standard library only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from holdem.narration.values import NeedlessCheckValues

__all__ = ["PHH_SENTENCES"]


def _needless_check(rule: str, v: NeedlessCheckValues) -> str:
    """The file has a player check who, by our rules, has nothing left to decide (W9)."""
    name = v["name"]
    return (f"Die Datei lässt {name} hier checken. Nach unseren Regeln gibt es für {name} nichts mehr zu "
            f"entscheiden, weil alle Gegner all-in sind: der Check ändert nichts ({rule}).")


PHH_SENTENCES: dict[str, Callable[[str, Any], str]] = {
    "needless_check": _needless_check,
}
