"""Main pot and side pots as stacked bars (A2–A7, W8, P1–P3).

Left: what each player put in, one column per player, cut at the pot levels (dashed lines): the
part of a column below the first line is his share of the main pot, the part between the first
and the second line his share of Side Pot 1, and so on (A2–A4). Chips nobody called are shown
on top, hatched, as "zurück" (A7); folded players' chips stay in the pots (W8).

Right: one bar per pot, built from the same coloured pieces (one piece per player who paid into
it), with its amount and the players eligible to win it. Given an :class:`~holdem.pots.Award`,
the winners of each pot are written above it and its bar is framed (A6, P1, P3).

Each player keeps his colour (and, from the eighth player on, a hatching) in both halves.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

from matplotlib.patches import Patch

from holdem.draw._style import (
    FONT_NAME,
    FONT_SMALL,
    FONT_TEXT,
    FONT_TITLE,
    HIGHLIGHT,
    MUTED,
    TEXT,
    DrawError,
    check_names,
    player_colour,
    player_hatch,
    text_on,
)
from holdem.draw.alt import describe, join_words, sentence
from holdem.draw.png import BookFigure, drawn_for_phones
from holdem.german import default_names
from holdem.pots import Award, PotLayout, seats_label

__all__ = ["draw_pots", "pot_pieces"]


def pot_pieces(layout: PotLayout) -> list[dict[int, int]]:
    """For each pot of ``layout``: seat -> chips that seat put into this pot.

    Recomputed from ``layout.contributions`` the way the pots are cut (levels of the players
    still in the hand, folded chips above the top level in the last pot, dead money in the main
    pot); a :class:`DrawError` if the result does not add up to the pots of the layout.
    """
    chips = layout.contributions
    if not chips:
        raise DrawError("Diese Pots wurden ohne die Einsätze der Spieler gebaut. Erlaubt sind nur Pots aus "
                        "holdem.pots.build_pots(...) oder das Ergebnis einer Hand.", key="no_contributions")
    n = len(chips)
    dead = layout.dead or (0,) * n
    live = [c - d - layout.returned.get(s, 0) for s, (c, d) in enumerate(zip(chips, dead))]
    pieces: list[dict[int, int]] = []
    previous = 0
    for pot in layout.pots:
        part = {s: min(live[s], pot.level) - min(live[s], previous) for s in range(n)}
        pieces.append({s: v for s, v in part.items() if v > 0})
        previous = max(previous, pot.level)
    if pieces:
        for s in range(n):
            if live[s] > previous:
                pieces[-1][s] = pieces[-1].get(s, 0) + live[s] - previous
            if dead[s]:
                pieces[0][s] = pieces[0].get(s, 0) + dead[s]
    for pot, piece in zip(layout.pots, pieces):
        if sum(piece.values()) != pot.amount:
            raise DrawError(f"Der {pot.name} hat {pot.amount} Chips, aus den Einsätzen ergeben sich aber "
                            f"{sum(piece.values())}. Erlaubt sind nur Pots, wie build_pots sie baut.",
                            key="inconsistent_pots")
    return pieces


def _wrap(text: str, width: int = 18) -> str:
    return "\n".join(textwrap.wrap(text, width)) or text


@drawn_for_phones
def draw_pots(pots: PotLayout | Award, *, names: Sequence[str] | None = None, title: str | None = None,
              narrow: bool = False) -> BookFigure:
    """The pots of a hand as stacked bars: who paid how much into which pot, who may win it
    and, for an :class:`~holdem.pots.Award`, who won it. ``narrow``: for a phone, the pots
    below the players' columns instead of beside them."""
    award = pots if isinstance(pots, Award) else None
    layout = award.layout if award is not None else pots
    if not isinstance(layout, PotLayout):
        raise DrawError(f"{pots!r} sind keine Pots. Erlaubt ist ein PotLayout (build_pots) oder ein Award "
                        "(award_pots, settle, HandState.result) mit seinen Pots.", key="no_layout")
    pieces = pot_pieces(layout)
    chips = layout.contributions
    n = len(chips)
    default = list(award.names) if award is not None and award.names else list(default_names(n))
    shown = check_names(names, n, default)
    dead = layout.dead or (0,) * n

    rows = len(layout.pots) > _MAX_COLUMNS  # many pots: one row per pot instead of one column
    if narrow:
        # one panel above the other, each as wide as the phone; the legend at the bottom
        fig = BookFigure(figsize=(4.2, 10.4))
        fig.patch.set_facecolor("white")
        top = 0.9 if title else 0.95
        left = fig.add_axes((0.16, 0.6, 0.6, top - 0.6))  # room on the right for the levels
        right = fig.add_axes((0.06 if rows else 0.1, 0.15, 0.9 if rows else 0.86, 0.35))
        if title:
            fig.text(0.5, 0.975, "\n".join(textwrap.wrap(title, 30)), ha="center", va="top", fontsize=FONT_NAME + 1,
                     fontweight="bold", color=TEXT)
    else:
        fig = BookFigure(figsize=(10, 6.2))
        fig.patch.set_facecolor("white")
        top = 0.86 if title else 0.93
        split = 0.42 if rows else 0.55
        left = fig.add_axes((0.075, 0.26, split - 0.08, top - 0.26))
        right = fig.add_axes((split + 0.08, 0.26, 0.98 - split - 0.08, top - 0.26))
        if title:
            fig.text(0.5, 0.96, title, ha="center", va="center", fontsize=FONT_TITLE, fontweight="bold", color=TEXT)
    highest = max(chips) if max(chips) > 0 else 1

    # ---- left: the players' columns, cut at the levels
    for s in range(n):
        folded = s in layout.folded
        bottom = 0
        for i, piece in enumerate(pieces):
            height = piece.get(s, 0) - (dead[s] if i == 0 else 0)
            if height <= 0:
                continue
            bar = left.bar(s, height, bottom=bottom, width=0.7, color=player_colour(s), hatch=player_hatch(s),
                           alpha=0.45 if folded else 1.0, edgecolor="white", linewidth=1.5)
            bar.patches[0].set_gid(f"column-{s}-{i}")
            bottom += height
        for amount, label, gid in ((dead[s], "tot", "dead"), (layout.returned.get(s, 0), "zurück", "returned")):
            if amount:
                bar = left.bar(s, amount, bottom=bottom, width=0.7, color="white", hatch="//",
                               edgecolor=MUTED, linewidth=1.0)
                bar.patches[0].set_gid(f"{gid}-{s}")
                if amount >= highest * 0.12:  # else the column's total below says it
                    left.text(s, bottom + amount / 2, f"{label}\n{amount}", ha="center", va="center",
                              fontsize=FONT_SMALL, color=TEXT, fontweight="bold", gid=f"{gid}-label-{s}",
                              bbox={"facecolor": "white", "edgecolor": "none", "pad": 1.5})
                bottom += amount
        back = layout.returned.get(s, 0)
        total = f"{chips[s]}" + (f"\n({back} zurück)" if back and back < highest * 0.12 else "")
        left.text(s, bottom + highest * 0.015, total, ha="center", va="bottom", fontsize=FONT_TEXT,
                  fontweight="bold", color=TEXT, gid=f"total-{s}")
    labelled = -highest
    for i, pot in enumerate(layout.pots):
        if pot.level <= 0:
            continue
        left.axhline(pot.level, color=TEXT, linestyle=(0, (5, 3)), linewidth=1.2, zorder=3, gid=f"level-{i}")
        if pot.level - labelled >= highest * 0.11:  # only where the label has room
            left.text(n - 0.45, pot.level, f" {pot.name}\n bis {pot.level}", ha="left", va="top",
                      fontsize=FONT_SMALL, color=TEXT, gid=f"level-label-{i}", clip_on=False)
            labelled = pot.level
    crowded = n > (3 if narrow else 6)  # names side by side would run into each other
    left.set_xticks(range(n), [shown[s] + ("\n(ausgestiegen)" if s in layout.folded else "") for s in range(n)],
                    fontsize=FONT_SMALL if n > 5 else FONT_TEXT, rotation=30 if crowded else 0,
                    ha="right" if crowded else "center")
    left.set_xlim(-0.6, n - 0.4)
    left.set_ylim(0, highest * 1.15)
    left.set_ylabel("Chips", fontsize=FONT_TEXT)
    left.set_title("Einsätze der Spieler", fontsize=FONT_NAME, fontweight="bold", loc="left")
    _clean(left)

    # ---- right: one bar per pot, one piece per player who paid into it
    custom = names is not None or (award is not None and award.names is not None)
    _draw_pot_bars(right, layout, pieces, award, shown, custom)

    handles = [Patch(facecolor=player_colour(s), hatch=player_hatch(s), edgecolor="white", label=shown[s])
               for s in range(n) if chips[s]]
    fig.legend(handles=handles, loc="lower center", ncol=min(len(handles), 3 if narrow else 5), fontsize=FONT_SMALL,
               frameon=False, bbox_to_anchor=(0.5, 0.0))
    return describe(fig, _pots_alt(layout, award, shown, title))


def _pots_alt(layout: PotLayout, award: Award | None, shown: list[str], title: str | None) -> str:
    """What the two panels show: each player's chips, then each pot with who may win it and who won."""
    paid = [f"{shown[s]} {chips}" + (" (ausgestiegen)" if s in layout.folded else "")
            for s, chips in enumerate(layout.contributions) if chips]
    parts = [sentence(title)] if title else []
    parts.append("Links die Einsätze der Spieler als Säulen, rechts die Pots als Balken.")
    if paid:
        parts.append(f"Eingezahlt: {join_words(paid)}.")
    won = {a.pot.name: a for a in award.awards} if award is not None else {}
    for pot in layout.pots:
        who = join_words([shown[s] for s in sorted(pot.eligible)], "oder")
        text = f"{pot.name}: {pot.amount} Chips, gewinnen kann {who}" if who else f"{pot.name}: {pot.amount} Chips"
        if pot.name in won and won[pot.name].winners:
            winners = won[pot.name].winners
            if len(winners) == 1:
                text += f"; gewonnen von {shown[winners[0]]}"
            else:
                text += "; geteilt: " + join_words([f"{shown[w]} {won[pot.name].shares[w]}" for w in winners])
        parts.append(text + ".")
    for s, chips in sorted(layout.returned.items()):
        parts.append(f"{shown[s]} bekommt {chips} Chips zurück, bei denen niemand mitgegangen ist.")
    return " ".join(parts)


_MAX_COLUMNS = 4


def _short_seats(seats, shown: list[str], custom: bool) -> str:
    """``Spieler 1–9`` for runs of default names (the rows are narrow); given names in full."""
    ordered = sorted(seats)
    if custom or len(ordered) < 3:
        return seats_label(ordered, shown if custom else None)
    runs: list[list[int]] = []
    for seat in ordered:
        if runs and seat == runs[-1][-1] + 1:
            runs[-1].append(seat)
        else:
            runs.append([seat])
    if all(len(r) < 3 for r in runs):
        return seats_label(ordered, None)
    parts = [f"{r[0] + 1}–{r[-1] + 1}" if len(r) >= 3 else ", ".join(str(x + 1) for x in r) for r in runs]
    return "Spieler " + ", ".join(parts)


def _winner_text(won, shown: list[str], sep: str) -> str:
    if len(won.winners) == 1:
        return f"★ {shown[won.winners[0]]}"
    return "★ geteilt:" + sep + ", ".join(f"{shown[w]}: {won.shares[w]}" for w in won.winners)


def _draw_pot_bars(ax, layout: PotLayout, pieces: list[dict[int, int]], award: Award | None, shown: list[str],
                   custom: bool) -> None:
    """Columns (up to four pots) or rows (more pots), each built from the players' pieces."""
    pot_top = max((p.amount for p in layout.pots), default=1) or 1
    rows = len(layout.pots) > _MAX_COLUMNS
    bar = ax.barh if rows else ax.bar
    for i, (pot, piece) in enumerate(zip(layout.pots, pieces)):
        where = -i if rows else i
        start = 0
        for s in sorted(piece):
            amount = piece[s]
            drawn = bar(where, amount, color=player_colour(s), hatch=player_hatch(s),
                        alpha=0.45 if s in layout.folded else 1.0, edgecolor="white", linewidth=1.5,
                        **({"height": 0.62, "left": start} if rows else {"width": 0.62, "bottom": start}))
            drawn.patches[0].set_gid(f"pot-{i}-player-{s}")
            if amount >= pot_top * (0.12 if rows else 0.09):
                middle = (start + amount / 2, where) if rows else (where, start + amount / 2)
                ax.text(*middle, str(amount), ha="center", va="center", fontsize=FONT_SMALL,
                        fontweight="bold", color=text_on(player_colour(s)), gid=f"piece-label-{i}-{s}")
            start += amount
        won = award.awards[i] if award is not None and i < len(award.awards) else None
        if won is not None:
            bar(where, pot.amount, fill=False, edgecolor=HIGHLIGHT, linewidth=4, zorder=4, gid=f"winner-frame-{i}",
                **({"height": 0.62} if rows else {"width": 0.62}))
        eligible = seats_label(pot.eligible, shown if custom else None)
        if rows:
            eligible = _short_seats(pot.eligible, shown, custom)
            if won is None:
                line, second = f"{pot.name}: {pot.amount}", "spielberechtigt: " + eligible
            else:
                line = f"{pot.name}: {pot.amount} ({eligible})"
                second = f"★ {_short_seats(won.winners, shown, custom)}" + (" teilen" if len(won.winners) > 1 else "")
            ax.text(pot_top * 1.04, where + 0.05, line, ha="left", va="bottom", fontsize=FONT_SMALL,
                    fontweight="bold", color=TEXT, gid=f"pot-label-{i}")
            ax.text(pot_top * 1.04, where + 0.02, second, ha="left", va="top", fontsize=FONT_SMALL, color=TEXT,
                    gid=f"eligible-{i}" if won is None else f"winner-{i}")
            if won is not None:
                ax.text(0, where, "", gid=f"eligible-{i}")  # the eligible players are in the pot label here
            continue
        ax.annotate(f"{pot.name}\n{pot.amount}", (where, pot.amount), xytext=(0, 4), textcoords="offset points",
                    ha="center", va="bottom", fontsize=FONT_TEXT, fontweight="bold", color=TEXT,
                    gid=f"pot-label-{i}")
        if won is not None:
            ax.annotate(_winner_text(won, shown, "\n").replace(", ", "\n"), (where, pot.amount), xytext=(0, 40),
                        textcoords="offset points", ha="center", va="bottom", fontsize=FONT_SMALL,
                        fontweight="bold", color=TEXT, gid=f"winner-{i}")
    ax.set_title("Pots", fontsize=FONT_NAME, fontweight="bold", loc="left")
    _clean(ax)
    if rows:
        ax.set_ylim(-len(layout.pots) + 0.4, 0.6)
        ax.set_xlim(0, pot_top * 2.1)
        ax.set_yticks([])
        ax.set_xticks([])
        ax.spines["left"].set_visible(False)
        ax.spines["bottom"].set_visible(False)
        return
    ax.set_xticks(range(len(layout.pots)),
                  [_wrap(seats_label(p.eligible, shown if custom else None), 13) for p in layout.pots],
                  fontsize=FONT_SMALL)
    ax.set_xlabel("spielberechtigt (wer den Pot gewinnen kann)", fontsize=FONT_SMALL, color=MUTED)
    for i, tick in enumerate(ax.get_xticklabels()):
        tick.set_gid(f"eligible-{i}")
    ax.set_xlim(-0.6, max(len(layout.pots), 2) - 0.4)
    ax.set_ylim(0, pot_top * (1.9 if award is not None else 1.35))
    ax.set_yticks([])
    ax.spines["left"].set_visible(False)


def _clean(ax) -> None:
    ax.spines["top"].set_visible(False)
    ax.spines["right"].set_visible(False)
    ax.tick_params(labelsize=FONT_SMALL)
