"""A tournament's blind schedule (B12): a step chart of the big blind over time, and a static
widget with one page per level (a slider over the minutes would need a kernel; the levels can
be listed in advance)."""

from __future__ import annotations

from functools import partial

from holdem.blinds import BlindSchedule
from holdem.draw.alt import describe
from holdem.draw.png import BookFigure, drawn_for_phones
from holdem.teach.tournament import levels_at
from holdem.text_html import text_html
from holdem.widgets.static import StaticStepper, figure_page, static_stepper


@drawn_for_phones
def schedule_picture(schedule: BlindSchedule, *, minutes: int = 120, mark: int | None = None,
                     narrow: bool = False) -> BookFigure:
    """The big blind as a step line over ``minutes``; ``mark`` highlights one level (0-based).
    ``narrow``: for a phone (3.6 inches, the blinds written slanting so that they do not touch)."""
    fig = BookFigure(figsize=(3.6, 3.6) if narrow else (7, 3.2))
    ax = fig.add_subplot()
    starts, start = [], 0
    for level in schedule.levels:
        starts.append(start)
        start += level.minutes
    xs = [*starts, max(minutes, start)]
    ys = [level.big for level in schedule.levels]
    ax.step(xs, [*ys, ys[-1]], where="post", color="#0072B2", linewidth=2)
    for number, (x, y) in enumerate(zip(starts, ys)):
        ax.annotate(f"{schedule.levels[number].small}/{y}", (x, y), textcoords="offset points",
                    xytext=(2, 5), fontsize=9, rotation=50 if narrow else 0)
        if mark == number:
            ax.axvspan(x, x + schedule.levels[number].minutes, color="#F0E442", alpha=0.5)
    ax.set_xlim(0, max(minutes, start))
    ax.set_ylim(0, ys[-1] * (1.5 if narrow else 1.25))
    ax.set_xlabel("Minuten seit Turnierbeginn")
    ax.set_ylabel("Big Blind")
    ax.grid(alpha=0.3)
    fig.tight_layout()
    steps = "; ".join(f"ab Minute {x}: {level.small}/{level.big}" for x, level in zip(starts, schedule.levels))
    marked = (f" Hervorgehoben ist Stufe {mark + 1}." if mark is not None and 0 <= mark < len(starts) else "")
    return describe(fig, f"Treppenkurve des Big Blinds über {max(minutes, start)} Minuten Turnier: "
                         f"{steps}.{marked}")


def schedule_widget(schedule: BlindSchedule, *, stack: int | None = None,
                    minutes: int = 120) -> StaticStepper:
    """One page per level: the chart with that level marked and the level's blinds as text."""
    pages, labels, start = [], [], 0
    for index, level in enumerate(schedule.levels):
        text = levels_at(schedule, [start], stack=stack)
        body = text_html(text)
        picture = partial(schedule_picture, schedule, minutes=minutes, mark=index)  # drawn when shown (teacher mode)
        pages.append(figure_page(picture, html_text=body, dpi=70))
        labels.append(f"ab Minute {start}")
        start += level.minutes
    return static_stepper(pages, labels, control="slider", description="Stufe:")
