"""Widgets that work without a kernel: pre-rendered pages in a ``Stack`` and a control joined
to ``Stack.selected_index`` by ``jslink``.

In the static site the browser follows the link with no Python at all; with a kernel
(JupyterLab, Voilà, tests) a Python-side link does the same, so the widget behaves alike
everywhere. Pages hold pictures as PNG bytes in ``Image`` widgets: they embed cleanly in the
saved widget state and are not seen a second time by nbval.
"""

from __future__ import annotations

import html
from typing import Literal, Sequence

import ipywidgets as widgets
import traitlets
from ipywidgets.widgets.widget_link import Link
from matplotlib.figure import Figure

from holdem.draw.png import figure_to_png
from holdem.errors import HoldemError

Control = Literal["toggle", "slider", "play"]
STEPPER_CLASS = "holdem-stepper"
PAGES_CLASS = "holdem-stepper-pages"


class StepperError(HoldemError):
    """Pages, labels or control of a stepper that do not fit together."""

    key = "bad_stepper"


class StaticStepper(widgets.VBox):
    """A control above a stack of pages; ``control`` and ``stack`` are the two parts.

    A plain ``VBox`` for the browser (no new model), with handles for Python code and tests.
    """

    def __init__(self, control: widgets.Widget, stack: widgets.Stack, labels: Sequence[str],
                 links: Sequence[Link], extra: Sequence[widgets.Widget] = (), **kwargs) -> None:
        super().__init__(children=[control, *extra, stack], **kwargs)
        self.control = control
        self.stack = stack
        self.labels = tuple(labels)
        self.links = tuple(links)

    @property
    def index(self) -> int:
        """The page shown now."""
        return self.stack.selected_index

    def show(self, index: int) -> None:
        """Turn to page ``index`` the way a reader would: by moving the control."""
        if not 0 <= index < len(self.labels):
            raise StepperError(f"Seite {index} gibt es nicht: erlaubt ist 0 bis {len(self.labels) - 1}.",
                               key="no_such_page")
        if isinstance(self.control, widgets.ToggleButtons):
            self.control.index = index
        else:
            self.control.value = index

    def shown_text(self) -> str:
        """The HTML texts of the page shown now, joined (what a reader reads beside the picture)."""
        page = self.stack.children[self.stack.selected_index]
        return " ".join(child.value for child in page.children if isinstance(child, widgets.HTML))


def _join(source: tuple[widgets.Widget, str], target: tuple[widgets.Widget, str]) -> Link:
    """Link in the browser (static site) and in Python (live kernel, tests); returns the
    browser-side link, which is what the static site runs."""
    traitlets.link(source, target)
    return widgets.jslink(source, target)


def static_stepper(
    pages: Sequence[widgets.Widget],
    labels: Sequence[str],
    control: Control = "toggle",
    *,
    description: str = "",
    interval_ms: int = 1500,
) -> StaticStepper:
    """Pages shown one at a time, chosen by ToggleButtons (``"toggle"``, one button per label),
    an ``IntSlider`` (``"slider"``) or a ``Play`` button with a slider (``"play"``, e.g. to
    step through a hand). ``labels`` name the pages (buttons, tooltips)."""
    if not pages:
        raise StepperError("Keine Seiten angegeben: erlaubt ist eine Liste mit mindestens einer Seite.",
                           key="no_pages")
    if len(labels) != len(pages):
        raise StepperError(f"{len(labels)} Beschriftungen für {len(pages)} Seiten: erlaubt ist genau eine "
                           "Beschriftung je Seite.", key="bad_labels")
    stack = widgets.Stack(children=list(pages), selected_index=0)
    stack.add_class(PAGES_CLASS)  # CSS class: the browser test (and styling) finds the pages by it
    extra: list[widgets.Widget] = []
    links: list[Link] = []
    if control == "toggle":
        ctrl: widgets.Widget = widgets.ToggleButtons(
            options=list(labels), index=0, description=description, tooltips=list(labels),
            style={"button_width": "auto"},
        )
        links.append(_join((ctrl, "index"), (stack, "selected_index")))
    elif control == "slider":
        # No number readout: it would count from 0, while every page names its own step.
        ctrl = widgets.IntSlider(value=0, min=0, max=len(pages) - 1, description=description,
                                 continuous_update=True, readout=False)
        links.append(_join((ctrl, "value"), (stack, "selected_index")))
    elif control == "play":
        ctrl = widgets.Play(value=0, min=0, max=len(pages) - 1, interval=interval_ms,
                            description=description)
        slider = widgets.IntSlider(value=0, min=0, max=len(pages) - 1, readout=False)
        links.append(_join((ctrl, "value"), (slider, "value")))
        links.append(_join((ctrl, "value"), (stack, "selected_index")))
        extra.append(slider)
    else:
        raise StepperError(f"Unbekannte Steuerung {control!r}: erlaubt sind 'toggle', 'slider' und 'play'.",
                           key="bad_control")
    stepper = StaticStepper(ctrl, stack, labels, links, extra)
    stepper.add_class(STEPPER_CLASS)
    return stepper


def figure_page(fig: Figure | None, text: str = "", *, html_text: str | None = None, dpi: int = 100) -> widgets.VBox:
    """One page: the figure as a PNG picture (the figure is then done with) and a text below.
    ``text`` is escaped; ``html_text`` is taken as it is (for bold, lists)."""
    children: list[widgets.Widget] = []
    if fig is not None:
        children.append(widgets.Image(value=figure_to_png(fig, dpi=dpi), format="png",
                                      layout=widgets.Layout(max_width="100%", height="auto")))
    body = html_text if html_text is not None else html.escape(text).replace("\n", "<br>")
    if body:
        children.append(widgets.HTML(value=f"<div class='holdem-page-text'>{body}</div>"))
    return widgets.VBox(children)
