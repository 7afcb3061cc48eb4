"""One betting round as a timeline (W1–W9, B4–B6, L1–L8, A1, A7).

Every decision is a coloured marker on a line, in the order the players acted; above it who
acted, what he did (with the amount) and the rule behind it, below it a bar with the pot after
this step, so the reader sees the pot grow. The round ends with a square marker (W5); a hand
that ends because everybody else folded ends with the winner (W7). Long rounds continue on a
second row. In the preflop round the blinds come first (B1, B3).

The picture is read from a hand's history (the list of states, e.g. from
:func:`holdem.hand.play`), never from the rules: amounts are the chips that really left each
stack.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

from matplotlib.figure import Figure
from matplotlib.patches import Circle, Patch, Rectangle

from holdem.draw._style import (
    FONT_SMALL,
    FONT_TEXT,
    FONT_TITLE,
    GREEN,
    GREY,
    MUTED,
    ORANGE,
    PURPLE,
    SKY,
    TEXT,
    VERMILLION,
    YELLOW,
    DrawError,
    check_names,
    new_canvas,
)
from holdem.draw.alt import describe
from holdem.draw.png import drawn_for_phones

if TYPE_CHECKING:  # only for the type hints
    from holdem.hand import HandState, Street

__all__ = ["RoundStep", "betting_round_steps", "draw_betting_round"]

ACTION_KINDS = ("fold", "check", "call", "bet", "raise", "all_in")
_COLOURS = {"fold": GREY, "check": SKY, "call": GREEN, "bet": ORANGE, "raise": VERMILLION, "all_in": PURPLE,
            "post": YELLOW, "return": "white", "round_end": TEXT, "hand_end": GREEN}
_PER_ROW = 8
_PER_ROW_PHONE = 3  # the phone form: three steps a row fit about 4 inches
_PITCH = 1.75
_ROW_HEIGHT = 5.0
_STREETS = {"preflop": 0, "flop": 1, "turn": 2, "river": 3}


@dataclass(frozen=True)
class RoundStep:
    """One entry of the timeline: ``kind`` is an action kind, ``post``, ``return``, ``round_end``
    or ``hand_end``; ``text`` the German label; ``pot`` all chips in the middle afterwards."""

    kind: str
    player: int | None
    text: str
    rule: str
    pot: int


def _street_of(street: Street | str | None, history: Sequence[HandState]) -> int:
    if street is None:
        for before, after in pairwise(history):
            if any(e.kind in ACTION_KINDS for e in after.events):
                return before.street.value
        return history[0].street.value
    value = getattr(street, "value", None)
    if isinstance(value, int) and 0 <= value <= 3:
        return value
    if isinstance(street, str):
        key = street.strip().lower()
        if key in _STREETS:
            return _STREETS[key]
    raise DrawError(f"Die Wettrunde {street!r} gibt es nicht: erlaubt sind Street.PREFLOP, FLOP, TURN, RIVER "
                    "oder \"preflop\", \"flop\", \"turn\", \"river\".", key="bad_street")


def betting_round_steps(history: Sequence[HandState], street: Street | str | None = None, *,
                        names: Sequence[str] | None = None) -> list[RoundStep]:
    """The entries of one betting round read from a hand's history (see :func:`draw_betting_round`)."""
    if isinstance(history, (str, bytes)) or not isinstance(history, Sequence) or not history \
            or not all(hasattr(s, "events") and hasattr(s, "stacks") for s in history):
        raise DrawError("Für die Zeitleiste braucht es den Verlauf einer Hand. Erlaubt ist eine nicht leere "
                        "Liste von HandState, z. B. holdem.hand.play(start, aktionen).", key="bad_history")
    target = _street_of(street, history)
    n = history[0].n_players
    check_names(names, n, history[0].names)  # bad names fail here, before any drawing
    steps: list[RoundStep] = []
    first = history[0]
    if target == 0 and first.street.value == 0:
        pot = 0
        for event in first.events:
            if event.kind == "post" and event.player is not None and event.amount:
                pot += event.amount
                label = next((w for w in ("Small Blind", "Big Blind", "Ante") if w in event.text), "totes Geld")
                steps.append(RoundStep("post", event.player, f"{label}\n{event.amount}", event.rule, pot))
    for before, after in pairwise(history):
        if before.street.value != target:
            continue
        pot = before.pot
        returned = {e.player: e.amount or 0 for e in after.events if e.kind == "return"}
        for event in after.events:
            p = event.player
            if event.kind in ACTION_KINDS and p is not None:
                paid = before.stacks[p] - after.stacks[p] + returned.get(p, 0)
                pot += paid
                to = before.bets[p] + paid
                steps.append(RoundStep(event.kind, p, _action_text(event.kind, paid, to, before.current_bet),
                                       event.rule, pot))
            elif event.kind == "return" and p is not None:
                pot -= event.amount or 0
                steps.append(RoundStep("return", p, f"bekommt {event.amount}\nzurück", event.rule, pot))
            elif event.kind == "round_end":
                steps.append(RoundStep("round_end", None, "Runde\nbeendet", event.rule, pot))
                break
            elif event.kind == "hand_end" and p is not None:
                steps.append(RoundStep("hand_end", p, "gewinnt\nden Pot", event.rule, pot))
                break
    if not steps:
        raise DrawError("In diesem Verlauf kommt die gewählte Wettrunde nicht vor: erlaubt ist eine Runde, in "
                        "der mindestens ein Spieler gehandelt hat.", key="empty_round")
    return steps


def _action_text(kind: str, paid: int, to: int, current: int) -> str:
    if kind == "fold":
        return "steigt aus\n(Fold)"
    if kind == "check":
        return "checkt"
    if kind == "call":
        return f"geht mit\n({paid})"
    if kind == "bet":
        return f"setzt\n{to}"
    if kind == "raise":
        return f"erhöht\nauf {to}"
    return f"all-in\nauf {to}" if to > current else f"all-in,\nzahlt {paid}"


@drawn_for_phones
def draw_betting_round(history: Sequence[HandState], street: Street | str | None = None, *,
                       names: Sequence[str] | None = None, title: str | None = None,
                       narrow: bool = False) -> Figure:
    """One betting round of a hand as a timeline: each action with player, amount and rule, the
    pot after every step, and the end of the round. ``history`` is the list of states of the
    hand (``holdem.hand.play``); ``street`` the round (``"preflop"``, ``"flop"``, ``"turn"``,
    ``"river"`` or a ``Street``; default: the first round with an action). ``narrow``: for a
    phone, three steps a row at the same scale (about 4 inches wide)."""
    steps = betting_round_steps(history, street, names=names)
    shown = check_names(names, history[0].n_players, history[0].names)
    target = _street_of(street, history)
    per_row = _PER_ROW_PHONE if narrow else _PER_ROW
    rows = (len(steps) + per_row - 1) // per_row
    street_name = ("Preflop", "Flop", "Turn", "River")[target]
    heading_text = title or f"Wettrunde: {street_name}"
    if narrow:
        heading_text = "\n".join(textwrap.wrap(heading_text, 26))
    heading = 1.0 + 0.6 * heading_text.count("\n")
    width = per_row * _PITCH
    height = rows * _ROW_HEIGHT + heading
    # the same inches per unit as the page's picture (10 inches for eight steps a row)
    fig, ax = new_canvas((-0.3, width + 0.1), (-height, 0.2), width=10.0 * (width + 0.4) / (_PER_ROW * _PITCH + 0.4))
    if narrow:  # the title may wrap: it hangs from the top
        ax.text(width / 2, -0.1, heading_text, ha="center", va="top", fontsize=FONT_TITLE, fontweight="bold",
                color=TEXT, gid="title", linespacing=1.1)
    else:
        ax.text(width / 2, -0.35, heading_text, ha="center", va="center", fontsize=FONT_TITLE, fontweight="bold",
                color=TEXT, gid="title")
    top_pot = max(max(s.pot for s in steps), 1)
    for r in range(rows):
        chunk = steps[r * per_row:(r + 1) * per_row]
        y0 = -heading - r * _ROW_HEIGHT - 2.0
        x_last = (len(chunk) - 1) * _PITCH + _PITCH / 2
        ax.plot([0.2, x_last + (0.7 if r < rows - 1 else 0)], [y0, y0], color=MUTED, linewidth=2, zorder=1,
                gid="timeline")
        for k, step in enumerate(chunk):
            _draw_step(ax, step, k * _PITCH + _PITCH / 2, y0, shown, top_pot, r * per_row + k + 1,
                       number_size=FONT_SMALL if narrow else FONT_SMALL - 1.5)
    said = [f"{number}. " + (f"{shown[step.player]}: " if step.player is not None else "")
            + " ".join(step.text.split()) + f" ({step.rule}), Pot {step.pot}"
            for number, step in enumerate(steps, start=1)]
    return describe(fig, f"{title or f'Wettrunde: {street_name}'}. Zeitleiste der Wettrunde, Schritt für Schritt: "
                    + "; ".join(said) + ".")


def _draw_step(ax, step: RoundStep, x: float, y0: float, names: list[str], top_pot: int, number: int, *,
               number_size: float = FONT_SMALL - 1.5) -> None:
    colour = _COLOURS[step.kind]
    if step.kind == "round_end":
        marker: Patch = Rectangle((x - 0.2, y0 - 0.2), 0.4, 0.4, facecolor=colour, edgecolor=TEXT, zorder=3)
        gid = "end-marker"
    else:
        marker = Circle((x, y0), 0.24, facecolor=colour, edgecolor=TEXT, linewidth=1.2,
                        linestyle="--" if step.kind == "return" else "-", zorder=3)
        gid = "action-marker" if step.kind in ACTION_KINDS else f"{step.kind.replace('_', '-')}-marker"
    marker.set_gid(gid)
    ax.add_patch(marker)
    ax.text(x, y0, str(number), ha="center", va="center", fontsize=number_size, fontweight="bold",
            color="white" if step.kind in ("fold", "call", "raise", "all_in", "round_end", "hand_end") else TEXT,
            zorder=4, gid="step-number")
    who = names[step.player] if step.player is not None else ""
    if who:
        ax.text(x, y0 + 1.95, who, ha="center", va="center", fontsize=FONT_TEXT, fontweight="bold", color=TEXT,
                gid="step-player")
    ax.text(x, y0 + 1.05, step.text, ha="center", va="center", fontsize=FONT_TEXT, color=TEXT,
            linespacing=1.15, gid="step-label")
    ax.text(x, y0 + 0.45, f"({step.rule})", ha="center", va="center", fontsize=FONT_SMALL, color=MUTED,
            gid="step-rule")
    bar_bottom = y0 - 1.9
    height = 1.3 * step.pot / top_pot
    bar = Rectangle((x - 0.32, bar_bottom), 0.64, height, facecolor=GREEN if step.kind != "return" else SKY,
                    edgecolor="none", alpha=0.85, zorder=2)
    bar.set_gid("pot-bar")
    ax.add_patch(bar)
    ax.text(x, bar_bottom - 0.22, f"Pot {step.pot}", ha="center", va="center", fontsize=FONT_SMALL,
            color=TEXT, gid="step-pot")
