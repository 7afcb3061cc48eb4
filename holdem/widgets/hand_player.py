"""The hand player: a whole hand step by step, with the table picture, the engine's sentences
(each rule ID a link to the rule index) and the pot at every step.

Every step is a page of a ``Stack``; a ``Play`` button and a slider are joined to the stack by
``jslink`` (:func:`holdem.widgets.static.static_stepper`), so the player works in the static site
without a kernel. There every step's picture is drawn in advance, as a small palette PNG: a hand
of 30 steps stays a few hundred kilobytes in the page. With a kernel in Voilà a step's picture is
drawn when the reader first reaches the step (``on_demand``), so the player is there at once.

With a kernel (JupyterLab, Voilà) ``live=True`` adds a loader: a text area and a file upload for
any PHH hand history. A file that cannot be read or replayed shows a German message and the hand
shown before stays.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import ipywidgets as widgets
from ipywidgets.widgets.widget_string import HTMLStyle

from holdem.cards import Deck
from holdem.draw.alt import alt_text
from holdem.draw.png import figure_to_png, palette_png
from holdem.draw.table import draw_table_state
from holdem.errors import HandPlayerError, HoldemError
from holdem.events import Event
from holdem.hand import Action, HandState, start_hand
from holdem.narration import narrate_lines
from holdem.phh import read_phh
from holdem.replay import replay
from holdem.rule_ids import RULE_ID
from holdem.rules import RuleSet
from holdem.teach.script import parse_word
from holdem.widgets.messages import error_html
from holdem.widgets.static import (
    HAS_PHONE_FORM,
    PictureImage,
    PicturePage,
    StaticStepper,
    phone_picture,
    pictures_on_demand,
    static_stepper,
)

__all__ = ["RULE_INDEX_URL", "HandPlayer", "HandPlayerError", "rule_link_html", "step_sentences"]

# The rule index page next to the chapter pages; Sphinx turns the MyST target ``(regel-L4)=``
# into the anchor id ``regel-l4``.
RULE_INDEX_URL = "regelverzeichnis.html#regel-{anchor}"
_BRACKETS = re.compile(r"\(([^()]*)\)")

PICTURE_DPI = 72  # small enough for ~10 kB per step as a palette PNG, sharp enough to read
PICTURE_COLORS = 40
PHONE_DPI = 100  # the phone form (4 inches) is shown at about its own size: 10 pt labels stay 13 px


def picture_png(fig: Any, *, dpi: int = PICTURE_DPI, colors: int = PICTURE_COLORS) -> bytes:
    """The figure as a palette PNG (few colours: the table picture has flat areas only)."""
    return palette_png(figure_to_png(fig, dpi=dpi), colors=colors)


def rule_link_html(rule: str, url: str = RULE_INDEX_URL) -> str:
    """An HTML link from a rule ID to its entry in the rule index."""
    href = html.escape(url.format(anchor=rule.lower(), rule=rule), quote=True)
    return f'<a class="holdem-rule" href="{href}" title="Regel {rule} im Regelverzeichnis">{rule}</a>'


def sentence_html(event: Event, url: str = RULE_INDEX_URL) -> str:
    """The event's German sentence, escaped, with every rule ID in brackets as a link; the
    event's own rule is added in brackets if the sentence does not name it."""
    text = html.escape(event.text, quote=False)
    named = set()

    def in_brackets(match: re.Match[str]) -> str:
        inner = match.group(1)
        found = RULE_ID.findall(inner)
        named.update(found)
        return "(" + RULE_ID.sub(lambda m: rule_link_html(m.group(1), url), inner) + ")" if found else match.group(0)

    text = _BRACKETS.sub(in_brackets, text)
    if event.rule and event.rule not in named:
        text += f" ({rule_link_html(event.rule, url)})"
    return text


def step_sentences(state: HandState) -> list[str]:
    """The sentences of the step that led to ``state``, in order, as the narrator tells them (a
    player named once for two events in a row)."""
    return narrate_lines(state.events, state.names)


def _pot_text(state: HandState) -> str:
    bets = sum(state.bets)
    if state.is_over and state.result is not None:
        parts = [f"{a.pot.name} {a.pot.amount}" for a in state.result.awards]
        return "Pot verteilt: " + ", ".join(parts) + "."
    if bets:
        return f"Pot: {state.pot} Chips, davon {bets} in den Einsätzen dieser Runde."
    return f"Pot: {state.pot} Chips."


def step_street(history: Sequence[HandState], index: int) -> str:
    """The street a step belongs to: the one on which its action was taken (the round that an
    action may have just ended), not the one dealt right after it; step 1 is the preflop."""
    state = history[max(index - 1, 0)] if index else history[0]
    return state.street.german


def _step_title(index: int, total: int, street: str) -> str:
    return f"Schritt {index + 1} von {total} · {street}"


class HandPlayer(widgets.VBox):
    """Back / next / play through a hand. ``history`` is the list of states, the first one the
    hand after the blinds. ``live`` adds a PHH loader (needs a kernel). ``on_demand``: draw a
    step's picture only when the step is first shown (default: in Voilà, see
    :func:`holdem.widgets.static.pictures_on_demand`); else every picture now, as the static
    site needs them."""

    def __init__(self, history: Sequence[HandState], *, title: str = "", live: bool = False,
                 rule_url: str = RULE_INDEX_URL, dpi: int = PICTURE_DPI, interval_ms: int = 1500,
                 on_demand: bool | None = None) -> None:
        super().__init__()
        self.rule_url = rule_url
        self.dpi = dpi
        self.on_demand = pictures_on_demand() if on_demand is None else on_demand
        self.interval_ms = interval_ms
        self.message = widgets.HTML(value="")
        self.loader: widgets.Widget | None = None
        self.text_input: widgets.Textarea | None = None
        self.upload: widgets.FileUpload | None = None
        self._set_hand(history, title)
        if live:
            self._build_loader()
        self._arrange()
        self.add_class("holdem-hand-player")

    def __repr__(self) -> str:
        # The notebook's plain-text form (where no browser draws the widget): a sentence.
        return f"Hand zum Nachspielen: {self.n_steps} Schritte"

    # ----------------------------------------------------------------- constructors

    @classmethod
    def from_history(cls, history: Sequence[HandState], **options: Any) -> HandPlayer:
        """A player over a given list of states (``holdem.hand.play`` or a script)."""
        return cls(history, **options)

    @classmethod
    def from_actions(cls, rules: RuleSet, stacks: Sequence[int], actions: Sequence[Action | str], *,
                     button: int, deck: Deck, names: Sequence[str] | None = None,
                     **options: Any) -> HandPlayer:
        """Deal from ``deck`` and play ``actions`` (engine actions or script words such as
        ``"f"``, ``"c"``, ``"r6"``, ``"allin"``) until they run out or the hand is over."""
        state = start_hand(rules, stacks, button=button, deck=deck, names=names)
        history = [state]
        for number, step in enumerate(actions, start=1):
            now = history[-1]
            if now.is_over:
                raise HandPlayerError(f"Die Hand ist nach {number - 1} Aktionen zu Ende, es sind aber "
                                      f"{len(actions)} angegeben. Erlaubt sind nur Aktionen bis zum Ende "
                                      "der Hand.", key="too_many_actions")
            action = parse_word(now, step) if isinstance(step, str) else step
            history.append(now.apply(action))
        return cls(history, **options)

    @classmethod
    def from_phh(cls, path_or_text: str | Path, **options: Any) -> HandPlayer:
        """Replay a PHH hand history (a path or the text itself) through the engine."""
        history, title = _replay_phh(path_or_text)
        return cls(history, title=options.pop("title", title), **options)

    # ----------------------------------------------------------------- what is shown

    @property
    def history(self) -> tuple[HandState, ...]:
        return self._history

    @property
    def n_steps(self) -> int:
        return len(self._history)

    @property
    def index(self) -> int:
        """The step shown now (0-based)."""
        return self.stepper.index

    def show(self, index: int) -> None:
        """Move the slider to step ``index`` (as a reader would)."""
        self.stepper.show(index)

    @property
    def slider(self) -> widgets.IntSlider:
        return self.stepper.children[1]  # type: ignore[return-value]

    @property
    def play(self) -> widgets.Play:
        return self.stepper.control  # type: ignore[return-value]

    def step_text(self, index: int) -> str:
        """The text of step ``index``: title, the sentences, the pot."""
        state = self._history[index]
        lines = [self.step_title(index), *step_sentences(state), _pot_text(state)]
        return "\n".join(lines)

    def step_title(self, index: int) -> str:
        """"Schritt 8 von 17 · Preflop": the number and the street the step belongs to."""
        return _step_title(index, self.n_steps, step_street(self._history, index))

    def transcript(self, start: int = 0, stop: int | None = None) -> str:
        """The texts of steps ``start`` to ``stop`` (exclusive), a blank line between steps."""
        stop = self.n_steps if stop is None else stop
        return "\n\n".join(self.step_text(i) for i in range(start, stop))

    @property
    def shown_html(self) -> str:
        """The HTML text of the page shown now."""
        return self._page_parts(self.index)[1].value

    @property
    def shown_picture(self) -> bytes:
        """The PNG of the page shown now."""
        return self._page_parts(self.index)[0].value

    def _page_parts(self, index: int) -> tuple[widgets.Image, widgets.HTML]:
        page = self.stepper.stack.children[index]
        children = page.children  # type: ignore[attr-defined]
        return children[0], children[-1]  # between them the picture's phone form, if any

    # ----------------------------------------------------------------- building

    def _page(self, index: int) -> widgets.VBox:
        state = self._history[index]
        if self.on_demand:
            return PicturePage(lambda: draw_table_state(state), [self._page_text(index)],
                               png=lambda fig: picture_png(fig, dpi=self.dpi), image_layout=self._image_layout,
                               layout=self._plain_layout)
        fig = draw_table_state(state)
        # The picture's German alt text travels as the tooltip (see PictureImage) for screen readers.
        picture = PictureImage(value=picture_png(fig, dpi=self.dpi), format="png", layout=self._image_layout,
                               tooltip=alt_text(fig) or None)
        # The phone form (upright table), at 100 dpi for labels of 11 px and more on a phone.
        phone = phone_picture(fig, png=lambda form: picture_png(form, dpi=PHONE_DPI))
        if phone is not None:
            picture.add_class(HAS_PHONE_FORM)
        # one shared layout and style for all pages: each own model would cost ~1 kB per widget
        pictures = [picture] if phone is None else [picture, phone]
        return widgets.VBox([*pictures, self._page_text(index)], layout=self._plain_layout)

    def _page_text(self, index: int) -> widgets.HTML:
        """The step's title, its sentences (rule IDs linked) and the pot."""
        state = self._history[index]
        items = "".join(f"<li>{sentence_html(e, self.rule_url)}</li>" for e in state.events)
        body = (f"<div class='holdem-page-text'><b>{html.escape(self.step_title(index))}</b>"
                f"<ul>{items}</ul><p><b>{html.escape(_pot_text(state))}</b></p></div>")
        return widgets.HTML(value=body, layout=self._plain_layout, style=self._html_style)

    def _set_hand(self, history: Sequence[HandState], title: str) -> None:
        if not history:
            raise HandPlayerError("Die Hand hat keine Schritte. Erlaubt ist eine Liste mit mindestens "
                                  "einem Zustand (start_hand(...)).", key="no_steps")
        self._history = tuple(history)
        self.title = title
        self._image_layout = widgets.Layout(max_width="100%", height="auto")
        self._plain_layout = widgets.Layout()
        self._html_style = HTMLStyle()
        labels = [self.step_title(i) for i in range(len(history))]
        self.stepper: StaticStepper = static_stepper(
            [self._page(i) for i in range(len(history))], labels, control="play",
            description="Hand:", interval_ms=self.interval_ms)
        self.heading = widgets.HTML(value=f"<b>{html.escape(title)}</b>" if title else "")

    def _arrange(self) -> None:
        parts: list[widgets.Widget] = []
        if self.loader is not None:
            parts.append(self.loader)
        if self.title:
            parts.append(self.heading)
        parts.append(self.stepper)
        self.children = parts

    # ----------------------------------------------------------------- live loading

    def _build_loader(self) -> None:
        self.text_input = widgets.Textarea(placeholder="PHH-Text hier einfügen (variant = \"NT\" …)",
                                           layout=widgets.Layout(width="100%", height="8em"))
        button = widgets.Button(description="Hand laden", button_style="primary")
        button.on_click(lambda _: self.load_phh(self.text_input.value))  # type: ignore[union-attr]
        self.upload = widgets.FileUpload(accept=".phh", multiple=False, description="PHH-Datei")
        self.upload.observe(self._on_upload, names="value")
        self.load_button = button
        self.loader = widgets.VBox([self.text_input, widgets.HBox([button, self.upload]), self.message])

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0]
        name = item.get("name", "Datei")
        try:
            text = bytes(item["content"]).decode("utf-8")
        except UnicodeDecodeError:
            self._error(f"{name}: Die Datei ist kein UTF-8-Text. Erlaubt ist eine PHH-Datei (TOML-Text).")
            return
        self.load_phh(text, source=name)

    def load_phh(self, text: str, *, source: str | None = None) -> bool:
        """Show the hand of PHH ``text``; on a broken hand show a German message, keep the hand
        shown before and return False."""
        if not text.strip():
            self._error("Es ist kein PHH-Text angegeben. Erlaubt ist der Inhalt einer PHH-Datei.")
            return False
        try:
            history, title = _replay_phh(text, source=source)
        except HoldemError as error:
            self._error(error.message)
            return False
        self._set_hand(history, title)
        self._arrange()
        self.message.value = (f"<span class='holdem-ok'>Hand geladen: {len(history)} Schritte.</span>")
        return True

    def _error(self, message: str) -> None:
        self.message.value = error_html(message)

    @property
    def message_text(self) -> str:
        """The loader's message as plain text."""
        return html.unescape(re.sub(r"<[^>]+>", "", self.message.value))


def _replay_phh(path_or_text: str | Path, *, source: str | None = None) -> tuple[list[HandState], str]:
    """The states of a PHH hand and a title; every problem as a HoldemError with a German message."""
    try:
        hh = read_phh(path_or_text, source=source)
        played = replay(hh)
    except HoldemError:
        raise
    except (ValueError, KeyError, TypeError, IndexError) as error:  # never a traceback for the reader
        raise HandPlayerError(f"Die Hand lässt sich nicht abspielen ({error}). Erlaubt ist eine "
                              "vollständige PHH-Datei für No Limit (NT) oder Fixed Limit (FT) Texas "
                              "Hold'em.", key="replay_failed") from None
    names = ", ".join(hh.names())
    title = f"{hh.n_players} Spieler: {names}"
    return list(played.states), title
