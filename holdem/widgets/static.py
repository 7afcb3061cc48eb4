"""Widgets that work without a kernel: pre-rendered pages in a ``Stack`` and a control joined
to ``Stack.selected_index`` by ``jslink``.

In the static site the browser follows the link with no Python at all; with a kernel
(JupyterLab, Voilà, tests) a Python-side link does the same, so the widget behaves alike
everywhere. Pages hold pictures as PNG bytes in ``Image`` widgets: they embed cleanly in the
saved widget state and are not seen a second time by nbval.

Where the widget state is stored for the static site (``tools/execute-notebooks``) every page
needs its picture up front: no kernel draws it later. In a live Voilà page (teacher mode) a page
draws its picture only when it is first shown (:class:`PicturePage`, :func:`pictures_on_demand`):
a chapter with a few hundred possible pages is ready in a second, and the kernel draws the page a
reader turns to in a fraction of one.
"""

from __future__ import annotations

import html
import os
from collections.abc import Callable, Sequence
from typing import Literal

import ipywidgets as widgets
import traitlets
from ipywidgets.widgets.widget_link import Link
from matplotlib.figure import Figure

from holdem.draw.alt import alt_text
from holdem.draw.png import figure_to_png, palette_png
from holdem.errors import StepperError

Control = Literal["toggle", "slider", "play", "button"]
STEPPER_CLASS = "holdem-stepper"
PAGES_CLASS = "holdem-stepper-pages"
# Classes the site's script (book/_ext/static/holdem-site.js) acts on without a kernel: a click
# on a prev/next button moves the stepper's index field, which is jslinked to the pages.
INDEX_CLASS = "holdem-step-index"
PREV_CLASS = "holdem-step-prev"
NEXT_CLASS = "holdem-step-next"
CYCLE_CLASS = "holdem-step-cycle"  # "next" on the last page goes back to the first
LABEL_CLASS = "holdem-step-label"
GOTO_CLASS = "holdem-goto"  # a button inside a page that turns to page n: classes holdem-goto holdem-goto-n


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

    def __repr__(self) -> str:
        # The notebook's plain-text form of the widget (where no browser draws it): words for a
        # reader, not the widget tree with its settings.
        pages = len(self.labels)
        if not pages:
            return "Schritt für Schritt: keine Seite"
        return f"Schritt für Schritt: {pages} {'Seite' if pages == 1 else 'Seiten'}, von „{self.labels[0]}“ bis „{self.labels[-1]}“"

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
        elif isinstance(self.control, (widgets.Button, widgets.Box)):
            self.index_field.value = index
        else:
            self.control.value = index

    @property
    def index_field(self) -> widgets.BoundedIntText:
        """The field that holds the page number (0-based; hidden, jslinked to the pages)."""
        return next(w for w in self.walk() if isinstance(w, widgets.BoundedIntText) and INDEX_CLASS in w._dom_classes)

    def walk(self) -> list[widgets.Widget]:
        """Every widget of the stepper outside its pages, each once (a button stack repeats its
        enabled button on every page)."""
        found: list[widgets.Widget] = []
        seen: set[int] = set()
        todo: list[widgets.Widget] = [self]
        while todo:
            w = todo.pop()
            if id(w) in seen:
                continue
            seen.add(id(w))
            found.append(w)
            if isinstance(w, widgets.Box) and w is not self.stack:
                todo.extend(w.children)
        return found

    def shown_buttons(self) -> dict[str, widgets.Button]:
        """The stepper's own buttons as the reader sees them now, by their text (of a Zurück/Weiter
        stack the one of the page shown: disabled on the first or last page)."""
        shown: dict[str, widgets.Button] = {}
        for w in self.walk():
            if isinstance(w, widgets.Stack) and w is not self.stack and w.children and \
                    isinstance(w.children[0], widgets.Button):
                button = w.children[w.selected_index or 0]
                shown[button.description] = button  # type: ignore[attr-defined]
            elif isinstance(w, widgets.Button) and not any(w in s.children for s in self.walk()
                                                             if isinstance(s, widgets.Stack)):
                shown[w.description] = w
        return shown

    def step(self, delta: int, *, cycle: bool = False) -> None:
        """Move ``delta`` pages on (what the Zurück/Weiter buttons do); at the ends it stops, or
        with ``cycle`` starts again at the other end."""
        n = len(self.labels)
        target = self.index + delta
        target = target % n if cycle else max(0, min(n - 1, target))
        self.show(target)

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
    draw_first: bool = True,
) -> StaticStepper:
    """Pages shown one at a time, chosen by ToggleButtons (``"toggle"``, one button per label),
    an ``IntSlider`` (``"slider"``) or a ``Play`` button with a slider (``"play"``, e.g. to
    step through a hand). ``labels`` name the pages (buttons, tooltips). A page drawn on demand
    (:class:`PicturePage`) is drawn when it is shown: the first page now (``draw_first=False``
    for a stepper that is itself a page of another: the outer one draws what it shows)."""
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
        # No number readout (it would count from 0): a label beside the slider names the step and
        # the count, "Schritt 3 von 17 · Hand 2".
        ctrl = widgets.IntSlider(value=0, min=0, max=len(pages) - 1, description=description,
                                 continuous_update=True, readout=False)
        links.append(_join((ctrl, "value"), (stack, "selected_index")))
        word = description.strip().rstrip(":").strip() or "Schritt"
        counted = [count_label(word, i, len(labels), label) for i, label in enumerate(labels)]
        names, name_links = _label_stack(stack, counted)
        links += name_links
        extra.append(names)
    elif control == "play":
        # No "repeat" toggle: it would change nothing a reader sees until the end of the hand.
        ctrl = widgets.Play(value=0, min=0, max=len(pages) - 1, interval=interval_ms,
                            description=description, show_repeat=False)
        slider = widgets.IntSlider(value=0, min=0, max=len(pages) - 1, readout=False)
        links.append(_join((ctrl, "value"), (slider, "value")))
        links.append(_join((ctrl, "value"), (stack, "selected_index")))
        # Zurück/Weiter and the step's name next to the slider, all without a kernel.
        field, label_stack, field_links = _index_and_label(stack, labels)
        links += field_links
        back, back_links = _end_aware_button(stack, "Zurück", "arrow-left", PREV_CLASS, disabled_at=0)
        forward, forward_links = _end_aware_button(stack, "Weiter", "arrow-right", NEXT_CLASS,
                                                   disabled_at=len(pages) - 1)
        links += back_links + forward_links
        extra.append(slider)
        extra.append(widgets.HBox([back, forward, label_stack, field], layout=widgets.Layout(align_items="center")))
    elif control == "button":
        # One button ("Ziehen") that shows the next prepared page, from the last back to the first.
        ctrl = _step_button(description or "Weiter", "", NEXT_CLASS)
        ctrl.add_class(CYCLE_CLASS)
        field, label_stack, field_links = _index_and_label(stack, labels)
        links += field_links
        extra.append(widgets.HBox([label_stack, field], layout=widgets.Layout(align_items="center")))
    else:
        raise StepperError(f"Unbekannte Steuerung {control!r}: erlaubt sind 'toggle', 'slider' und 'play'.",
                           key="bad_control")
    stepper = StaticStepper(ctrl, stack, labels, links, extra)
    stepper.add_class(STEPPER_CLASS)
    _draw_when_shown(stack, draw_first=draw_first)
    # The buttons' Python side (live kernel, tests); the static site's script does the same.
    for button in [w for w in stepper.walk() if isinstance(w, widgets.Button) and not w.disabled]:
        cycle = CYCLE_CLASS in button._dom_classes
        delta = -1 if PREV_CLASS in button._dom_classes else 1
        button.on_click(lambda _b, d=delta, c=cycle: stepper.step(d, cycle=c))
    return stepper


_SHARED: dict[str, widgets.Widget] = {}


def _shared(name: str, make: Callable[[], widgets.Widget]) -> widgets.Widget:
    """One Layout/Style model for many small widgets: each own model costs ~1 kB in the page."""
    if name not in _SHARED:
        _SHARED[name] = make()
    return _SHARED[name]


def goto_button(text: str, target: int, *, primary: bool = False) -> widgets.Button:
    """A button for a page of :func:`explorer` that turns to page ``target``."""
    button = widgets.Button(description=text, button_style="primary" if primary else "",
                            layout=_shared("goto-layout", widgets.Layout),
                            style=_shared("goto-style", widgets.ButtonStyle))
    button.add_class(GOTO_CLASS)
    button.add_class(f"{GOTO_CLASS}-{target}")
    return button


def explorer(pages: Sequence[widgets.Widget], labels: Sequence[str]) -> StaticStepper:
    """Pages that lead to each other by :func:`goto_button` buttons inside them (a tree of states
    computed in advance, e.g. a betting round); the name of the page shown stands above it. With
    a kernel the buttons' Python side turns the page; in the static site holdem-site.js does."""
    if not pages or len(labels) != len(pages):
        raise StepperError(f"{len(labels)} Beschriftungen für {len(pages)} Seiten: erlaubt ist genau eine "
                           "Beschriftung je Seite, mindestens eine Seite.", key="bad_labels")
    stack = widgets.Stack(children=list(pages), selected_index=0)
    stack.add_class(PAGES_CLASS)
    field, names, links = _index_and_label(stack, labels)
    stepper = StaticStepper(widgets.HBox([names, field]), stack, labels, links)
    stepper.add_class(STEPPER_CLASS)
    _draw_when_shown(stack, draw_first=True)
    for page in pages:
        todo = [page]
        while todo:
            w = todo.pop()
            if isinstance(w, widgets.Box):
                todo.extend(w.children)
            elif isinstance(w, widgets.Button) and GOTO_CLASS in w._dom_classes:
                target = int(next(c for c in w._dom_classes if c.startswith(GOTO_CLASS + "-")).rsplit("-", 1)[1])
                if not 0 <= target < len(pages):
                    raise StepperError(f"Ein Knopf führt zu Seite {target}; erlaubt ist 0 bis {len(pages) - 1}.",
                                       key="no_such_page")
                w.on_click(lambda _b, t=target: stepper.show(t))
    return stepper


def _step_button(text: str, icon: str, css_class: str) -> widgets.Button:
    button = widgets.Button(description=text, icon=icon, tooltip=text, layout=widgets.Layout(width="auto"))
    button.add_class(css_class)
    return button


def count_label(word: str, index: int, total: int, label: str = "") -> str:
    """"Schritt 3 von 17", with the page's own name after it unless it says no more than that."""
    counted = f"{word} {index + 1} von {total}"
    return counted if not label or label.startswith(f"{word} {index + 1}") else f"{counted} · {label}"


def _end_aware_button(stack: widgets.Stack, text: str, icon: str, css_class: str, *,
                      disabled_at: int) -> tuple[widgets.Stack, list[Link]]:
    """A Zurück/Weiter button that is disabled on the page ``disabled_at`` (the first or the last):
    a stack joined to the pages that shows a disabled copy there and the working button on every
    other page. Two button models in all, and no kernel or script needed to switch them."""
    working = _step_button(text, icon, css_class)
    stopped = _step_button(text, icon, css_class)
    stopped.disabled = True  # does nothing: the site's script and the Python side skip it
    n = len(stack.children)
    holder = widgets.Stack([stopped if i == disabled_at else working for i in range(n)], selected_index=0)
    holder.add_class(f"{css_class}-box")
    return holder, [_join((stack, "selected_index"), (holder, "selected_index"))]


def _label_stack(stack: widgets.Stack, labels: Sequence[str]) -> tuple[widgets.Stack, list[Link]]:
    """A stack of labels that names the page shown now, jslinked to the pages."""
    from ipywidgets.widgets.widget_string import HTMLStyle

    # One layout and style for all labels: each own model would cost ~1 kB per page in the site.
    layout, style = widgets.Layout(), HTMLStyle()
    names = widgets.Stack([widgets.HTML(html.escape(label), layout=layout, style=style) for label in labels],
                          selected_index=0)
    names.add_class(LABEL_CLASS)
    return names, [_join((stack, "selected_index"), (names, "selected_index"))]


def _index_and_label(stack: widgets.Stack, labels: Sequence[str]) -> tuple[
        widgets.BoundedIntText, widgets.Stack, list[Link]]:
    """A hidden number field for the page (the buttons move it) and a stack of labels that names
    the page shown now ("Schritt 3 von 12"), both jslinked to the pages."""
    field = widgets.BoundedIntText(value=0, min=0, max=len(labels) - 1, layout=widgets.Layout(display="none"))
    field.add_class(INDEX_CLASS)
    names, name_links = _label_stack(stack, labels)
    return field, names, [_join((field, "value"), (stack, "selected_index")), *name_links]


def figure_page(fig: Figure | Callable[[], Figure] | None, text: str = "", *, html_text: str | None = None,
                dpi: int = 100, on_demand: bool | None = None) -> widgets.VBox:
    """One page: the figure as a PNG picture (the figure is then done with) and a text below.
    ``text`` is escaped; ``html_text`` is taken as it is (for bold, lists). ``fig`` may be a
    function that draws the figure: where pictures are drawn on demand (``on_demand``, by default
    :func:`pictures_on_demand`) it is called when the page is first shown, else now."""
    body = html_text if html_text is not None else html.escape(text).replace("\n", "<br>")
    if callable(fig):
        if pictures_on_demand() if on_demand is None else on_demand:
            return _page_on_demand(fig, body, dpi)
        fig = fig()
    children: list[widgets.Widget] = []
    if fig is not None:
        picture = picture_widget(fig, dpi=dpi)
        children.append(picture)
        phone = phone_picture(fig)
        if phone is not None:
            picture.add_class(HAS_PHONE_FORM)
            children.append(phone)
    if body:
        children.append(widgets.HTML(value=f"<div class='holdem-page-text'>{body}</div>"))
    return widgets.VBox(children)


class PictureImage(widgets.Image):
    """An Image widget that can carry a tooltip: the widget library's browser code reads the
    tooltip together with a description, which a plain Image lacks (its view then fails)."""

    description = traitlets.Unicode("").tag(sync=True)


def picture_image() -> PictureImage:
    """An empty picture widget at most as wide as its column, for :func:`show_figure`."""
    return PictureImage(format="png", layout=widgets.Layout(max_width="100%", height="auto"))


def picture_widget(fig: Figure, *, dpi: int = 100) -> PictureImage:
    """The figure as an Image widget whose tooltip is the figure's alt text (holdem.draw.alt):
    the site's script makes it the picture's ``alt`` for screen readers."""
    image = picture_image()
    show_figure(image, fig, dpi=dpi)
    return image


# Classes of a picture that has a phone form and of that phone form: the book's site shows the
# one or the other by the screen's width (book/_ext/static/holdem-site.css).
HAS_PHONE_FORM = "holdem-has-phone-form"
PHONE_FORM = "holdem-phone-form"


def phone_picture(fig: Figure, *, png: Callable[[Figure], bytes] | None = None) -> PictureImage | None:
    """The figure's phone form (holdem.draw.png.drawn_for_phones) as a picture widget, hidden
    unless the book's site shows it on a narrow screen (JupyterLab and the teacher mode keep the
    wide picture); None when the figure has no phone form or is narrow already. ``png`` turns a figure into PNG bytes
    (default: a palette PNG at 100 dpi, at which the phone form's labels are readable)."""
    draw = getattr(fig, "phone_form", None)
    if draw is None:
        return None
    phone = draw()
    if tuple(phone.get_size_inches()) == tuple(fig.get_size_inches()):
        return None  # already narrow (a short row of cards): one form is enough
    image = PictureImage(value=(png or _palette)(phone), format="png", tooltip=alt_text(fig) or None,
                         layout=widgets.Layout(display="none", max_width="100%", height="auto"))
    image.add_class(PHONE_FORM)
    return image


def phone_slot() -> PictureImage:
    """An empty, hidden picture widget for the phone form of a picture that a live widget draws
    again and again (:func:`show_phone_form`); the book's site shows it on narrow screens."""
    image = picture_image()
    image.layout.display = "none"
    image.add_class(PHONE_FORM)
    return image


def show_phone_form(slot: PictureImage, fig: Figure) -> None:
    """Put ``fig``'s phone form into ``slot`` (from :func:`phone_slot`), or empty it where the
    figure has none. Call it before :func:`show_figure`, which is done with the figure."""
    phone = phone_picture(fig)
    slot.value = phone.value if phone is not None else b""
    slot.tooltip = phone.tooltip if phone is not None else None


def _palette(fig: Figure) -> bytes:
    return palette_png(figure_to_png(fig))


def show_figure(image: widgets.Image, fig: Figure, *, dpi: int = 100) -> None:
    """Put the figure into an Image widget, with its alt text as the tooltip (a plain Image
    cannot show a tooltip in the browser, see :class:`PictureImage`)."""
    image.value = figure_to_png(fig, dpi=dpi)
    if isinstance(image, PictureImage):
        image.tooltip = alt_text(fig) or None


# ----------------------------------------------------------------- pictures drawn on demand

PICTURES_ENV = "HOLDEM_PICTURES"  # "on-demand" or "all": overrides the choice below
# Voilà names its server in the environment of every kernel it starts (preheated or not).
VOILA_ENV = "VOILA_BASE_URL"


def pictures_on_demand() -> bool:
    """Whether pages draw their pictures only when first shown: yes in a live Voilà page (the
    teacher mode), where a kernel is there to draw a page when the reader turns to it; no
    elsewhere, above all where ``tools/execute-notebooks`` stores the widget state for the static
    site (no kernel draws later there). ``HOLDEM_PICTURES=on-demand`` or ``=all`` decides
    explicitly."""
    choice = os.environ.get(PICTURES_ENV, "").strip().lower()
    if choice in ("on-demand", "all"):
        return choice == "on-demand"
    return bool(os.environ.get(VOILA_ENV))


def _placeholder_png() -> bytes:
    """A transparent 1×1 PNG: what a page not yet drawn holds (an empty Image shows a broken one)."""
    import io

    from PIL import Image  # matplotlib's own dependency

    out = io.BytesIO()
    Image.new("RGBA", (1, 1), (0, 0, 0, 0)).save(out, format="PNG")
    return out.getvalue()


PLACEHOLDER_PNG = _placeholder_png()


class PicturePage(widgets.VBox):
    """A page whose picture is drawn the first time the page is shown (:func:`draw_shown`), then
    kept; its text (``below``) is there from the start. No phone form: only the book's static
    site shows one, and it never draws on demand."""

    def __init__(self, draw: Callable[[], Figure], below: Sequence[widgets.Widget] = (), *,
                 png: Callable[[Figure], bytes], image_layout: widgets.Layout | None = None,
                 **kwargs) -> None:
        picture = PictureImage(value=PLACEHOLDER_PNG, format="png",
                               layout=image_layout or widgets.Layout(max_width="100%", height="auto"))
        super().__init__([picture, *below], **kwargs)
        self.picture = picture
        self.drawn = False
        self._draw = draw
        self._png = png

    def draw_picture(self) -> bool:
        """Draw the picture unless it is drawn already; True if it was drawn now."""
        if self.drawn:
            return False
        fig = self._draw()
        self.picture.tooltip = alt_text(fig) or None
        self.picture.value = self._png(fig)
        self.drawn = True
        return True


def _page_on_demand(draw: Callable[[], Figure], body: str, dpi: int) -> PicturePage:
    """A :class:`PicturePage` of :func:`figure_page`. Its layouts and style are shared by all
    such pages: a live page sends every model to the browser before it shows a widget, and own
    ones would be five more per page (a widget with 54 pages: 450 models instead of 200)."""
    from ipywidgets.widgets.widget_string import HTMLStyle

    page_layout = _shared("page-layout", widgets.Layout)
    below = [widgets.HTML(value=f"<div class='holdem-page-text'>{body}</div>", layout=page_layout,
                          style=_shared("page-text-style", HTMLStyle))] if body else []
    picture_layout = _shared("picture-layout", lambda: widgets.Layout(max_width="100%", height="auto"))
    return PicturePage(draw, below, png=lambda fig: figure_to_png(fig, dpi=dpi),
                       image_layout=picture_layout, layout=page_layout)


def draw_shown(widget: widgets.Widget) -> int:
    """Draw the pictures of the pages shown now in ``widget`` (a page, a stepper, any box of
    them; of a stack only the page it shows); returns how many pictures were drawn now."""
    if isinstance(widget, PicturePage):
        return int(widget.draw_picture())
    if isinstance(widget, widgets.Stack):
        index = widget.selected_index
        return draw_shown(widget.children[index]) if index is not None and widget.children else 0
    if isinstance(widget, widgets.Box):
        return sum(draw_shown(child) for child in widget.children)
    return 0


def _draw_when_shown(stack: widgets.Stack, *, draw_first: bool) -> None:
    """Draw a page's pictures when the stack turns to it (the browser's jslink and the Python
    link both set ``selected_index`` in the kernel)."""
    def turned(change: dict) -> None:
        if change["new"] is not None:
            draw_shown(stack.children[change["new"]])

    stack.observe(turned, names="selected_index")
    if draw_first:
        draw_shown(stack)
