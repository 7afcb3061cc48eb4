"""The hand player: a whole hand step by step, with the table picture, the engine's sentences
(each rule ID a link to the rule index) and the pot at every step.

Every step is a page of a ``Stack``; a ``Play`` button and a slider are joined to the stack by
``jslink`` (:func:`holdem.widgets.static.static_stepper`), so the player works in the static site
without a kernel. There every step's picture is drawn in advance, as a small palette PNG: a hand
of 30 steps stays a few hundred kilobytes in the page. With a kernel in Voilà a step's picture is
drawn when the reader first reaches the step (``on_demand``), so the player is there at once.

With a kernel (JupyterLab, Voilà) ``live=True`` adds a loader (``from_phh`` in teacher mode
adds it unasked): a text area and a file upload for a PHH hand history or a poker room's own
(PokerStars, GGPoker, Winamax …, see :mod:`holdem.widgets.room_hands`). A room's text with
several hands offers them in a dropdown ("Hand der Datei:"); the chosen hand is played by our engine, its
step texts in the room's money ("0,10 €"). A text that cannot be read or replayed shows a German
message and the hand shown before stays.
"""

from __future__ import annotations

import html
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
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
from holdem.german import german_number
from holdem.hand import Action, HandState, start_hand
from holdem.narration import MoneyFormat, event_text, money_format, narrate_lines
from holdem.narration.money import CHIPS
from holdem.phh import read_phh
from holdem.replay import replay
from holdem.rule_ids import RULE_ID
from holdem.rules import RuleSet
from holdem.teach.script import parse_word
from holdem.widgets.messages import error_html
from holdem.widgets.room_hands import MAX_HANDS, RoomPlay, RoomText, play_room_hand, read_room_text
from holdem.widgets.static import (
    HAS_PHONE_FORM,
    VOILA_ENV,
    PictureImage,
    PicturePage,
    StaticStepper,
    phone_picture,
    pictures_on_demand,
    static_stepper,
)

__all__ = ["RULE_INDEX_URL", "HandPlayer", "HandPlayerError", "loader_by_default", "rule_link_html",
           "step_sentences"]

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


def sentence_html(event: Event, url: str = RULE_INDEX_URL, money: MoneyFormat | None = None) -> str:
    """The event's German sentence, escaped, with every rule ID in brackets as a link; the
    event's own rule is added in brackets if the sentence does not name it. ``money``: the
    amounts as a room's money (a cash hand in cents), else in chips."""
    text = html.escape(event_text(event, money), quote=False)
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


@dataclass(frozen=True)
class _Told:
    """An event as the narrator joins it, its sentence already written in a room's money."""

    text: str
    player: int | None
    kind: str
    rule: str
    values: Mapping[str, object]


def step_sentences(state: HandState, money: MoneyFormat | None = None) -> list[str]:
    """The sentences of the step that led to ``state``, in order, as the narrator tells them (a
    player named once for two events in a row); ``money`` as in :func:`sentence_html`."""
    if money is None or money.is_chips:
        return narrate_lines(state.events, state.names)
    # The event's own text is kept once written: the money is given to each sentence instead,
    # and the joining of two sentences is written in the same money.
    told = [_Told(event_text(e, money), e.player, e.kind, e.rule, e.values) for e in state.events]
    with money_format(money):
        return narrate_lines(told, state.names)


def pot_text(state: HandState, money: MoneyFormat | None = None) -> str:
    """The pot after the step, or how it was paid out; in chips or in ``money``."""
    money = money or CHIPS
    bets = sum(state.bets)
    if state.is_over and state.result is not None:
        parts = [f"{a.pot.name} {money.number(a.pot.amount)}" for a in state.result.awards]
        return "Pot verteilt: " + ", ".join(parts) + "."
    if bets:
        return f"Pot: {money.amount(state.pot)}, davon {money.number(bets)} in den Einsätzen dieser Runde."
    return f"Pot: {money.amount(state.pot)}."


def loader_by_default() -> bool:
    """Whether a player of a hand history offers the loader unasked: in teacher mode (a live
    Voilà page), where the teacher sees no code to pass ``live=True``; not where
    ``tools/execute-notebooks`` stores the static site (no kernel would answer the loader there)."""
    return bool(os.environ.get(VOILA_ENV))


def step_street(history: Sequence[HandState], index: int) -> str:
    """The street a step belongs to: the one on which its action was taken (the round that an
    action may have just ended), not the one dealt right after it; step 1 is the preflop."""
    state = history[max(index - 1, 0)] if index else history[0]
    return state.street.german


def _step_title(index: int, total: int, street: str) -> str:
    return f"Schritt {index + 1} von {total} · {street}"


class HandPlayer(widgets.VBox):
    """Back / next / play through a hand. ``history`` is the list of states, the first one the
    hand after the blinds. ``live`` adds a loader for PHH or a room's hand history (needs a
    kernel). ``on_demand``: draw a step's picture only when the step is first shown (default: in
    Voilà, see :func:`holdem.widgets.static.pictures_on_demand`); else every picture now, as the
    static site needs them. ``money``: the amounts of the texts as a room's money ("0,10 €")."""

    def __init__(self, history: Sequence[HandState], *, title: str = "", live: bool = False,
                 rule_url: str = RULE_INDEX_URL, dpi: int = PICTURE_DPI, interval_ms: int = 1500,
                 on_demand: bool | None = None, money: MoneyFormat | None = None) -> None:
        super().__init__()
        self.rule_url = rule_url
        self.dpi = dpi
        self.on_demand = pictures_on_demand() if on_demand is None else on_demand
        self.interval_ms = interval_ms
        self.message = widgets.HTML(value="")
        self.loader: widgets.Widget | None = None
        self.text_input: widgets.Textarea | None = None
        self.upload: widgets.FileUpload | None = None
        self.hand_choice: widgets.Dropdown | None = None
        self.room_text: RoomText | None = None  # the room's text whose hands the dropdown offers
        self._choosing = False  # True while the dropdown is set by the player itself, not the reader
        self._set_hand(history, title, money)
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
        """Replay a PHH hand history (a path or the text itself) through the engine; in teacher
        mode with the loader for the teacher's own hand (:func:`loader_by_default`)."""
        options.setdefault("live", loader_by_default())
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
        lines = [self.step_title(index), *step_sentences(state, self.money), pot_text(state, self.money)]
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
        items = "".join(f"<li>{sentence_html(e, self.rule_url, self.money)}</li>" for e in state.events)
        body = (f"<div class='holdem-page-text'><b>{html.escape(self.step_title(index))}</b>"
                f"<ul>{items}</ul><p><b>{html.escape(pot_text(state, self.money))}</b></p></div>")
        return widgets.HTML(value=body, layout=self._plain_layout, style=self._html_style)

    def _set_hand(self, history: Sequence[HandState], title: str, money: MoneyFormat | None = None) -> None:
        if not history:
            raise HandPlayerError("Die Hand hat keine Schritte. Erlaubt ist eine Liste mit mindestens "
                                  "einem Zustand (start_hand(...)).", key="no_steps")
        self._history = tuple(history)
        self.title = title
        self.money = money
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
        help_text = widgets.HTML(value="<p class='holdem-loader-help'>Eine eigene Hand zeigen: den Text einer "
                                       "PHH-Datei oder die Hand History eines Pokerraums (PokerStars, GGPoker, "
                                       "Winamax, partypoker, 888, Full Tilt, iPoker …) einfügen oder die Datei "
                                       "wählen. Stehen mehrere Hände darin, wählt „Hand:“ eine davon.</p>")
        self.text_input = widgets.Textarea(placeholder="PHH-Text oder Hand History eines Pokerraums hier einfügen",
                                           tooltip="Text der Hand: PHH oder die Hand History eines Pokerraums",
                                           layout=widgets.Layout(width="100%", height="8em"))
        button = widgets.Button(description="Hand laden", button_style="primary",
                                tooltip="Den eingefügten Text als Hand laden")
        button.on_click(lambda _: self.load_text(self.text_input.value))  # type: ignore[union-attr]
        self.upload = widgets.FileUpload(accept=".phh,.txt,.xml", multiple=False, description="Datei wählen",
                                         tooltip="Eine PHH-Datei oder die Hand History eines Pokerraums laden")
        self.upload.observe(self._on_upload, names="value")
        self.hand_choice = widgets.Dropdown(description="Hand der Datei:", options=[], layout=widgets.Layout(
            width="100%", display="none"), style={"description_width": "initial"})
        self.hand_choice.observe(self._on_choice, names="value")
        self.load_button = button
        self.loader = widgets.VBox([help_text, self.text_input, widgets.HBox([button, self.upload]),
                                    self.hand_choice, self.message])

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0]
        name = item.get("name", "Datei")
        from holdem.rooms import decode  # the rooms' encodings: UTF-8 (with BOM), UTF-16, cp1252

        try:
            text = decode(bytes(item["content"]), name)
        except HoldemError as error:
            self._error(error.message)
            return
        self.load_text(text, source=name)

    def load_text(self, text: str, *, source: str | None = None) -> bool:
        """Show the hand of ``text``: a poker room's hand history (several hands: the first that
        can be played, the others in the dropdown) or PHH. On a broken text show a German
        message, keep the hand shown before and return False."""
        try:
            hands = read_room_text(text, source) if text.strip() else None
        except HoldemError as error:
            self._error(error.message)
            return False
        if hands is None:
            if text.strip() and "variant" not in text and "=" not in text:
                where = f"{source}: " if source else ""
                self._error(f"{where}Der Text ist weder die Hand History eines Pokerraums noch eine PHH-Datei: "
                            "die Kopfzeile einer Hand (etwa „PokerStars Hand #…“) fehlt, und Zeilen wie "
                            "„variant = …“ auch. Erlaubt ist der Export eines Pokerraums (PokerStars, GGPoker, "
                            "Winamax, partypoker, 888, Full Tilt, iPoker, Winning Poker Network, Bovada) oder "
                            "der Inhalt einer PHH-Datei.")
                return False
            return self.load_phh(text, source=source)
        return self._load_room(hands)

    def _load_room(self, hands: RoomText) -> bool:
        """The first hand of ``hands`` our engine can play; the reason of the first that it
        cannot when none can (the hand shown before stays)."""
        first_error = ""
        for index in range(len(hands.hands)):
            try:
                played = play_room_hand(hands, index)
            except HoldemError as error:
                first_error = first_error or error.message
                continue
            self.room_text = hands
            self._offer_hands(hands, index)
            # Hands before it that our engine cannot play are skipped; the message says why the first was.
            skipped = f" Die Hände davor lassen sich nicht nachspielen; Hand 1: {first_error}" if index else ""
            self._show_played(played, index, skipped)
            return True
        self._error(first_error)
        return False

    def _offer_hands(self, hands: RoomText, index: int) -> None:
        choice = self.hand_choice
        if choice is None:
            return
        self._choosing = True  # the dropdown changes here, not by the reader
        try:
            choice.options = [(line, number) for number, line in enumerate(hands.lines())]
            choice.value = index
        finally:
            self._choosing = False
        choice.layout.display = "flex" if len(hands.hands) > 1 else "none"

    def _on_choice(self, change: dict[str, Any]) -> None:
        if self._choosing or change["new"] is None:
            return
        if not self.show_room_hand(change["new"]):
            # The hand shown stays; so does the dropdown's line for it.
            self._choosing = True
            try:
                self.hand_choice.value = change["old"]  # type: ignore[union-attr]
            finally:
                self._choosing = False

    def show_room_hand(self, index: int) -> bool:
        """Step through hand ``index`` (0 = the first) of the room's text loaded last; a hand our
        engine cannot play gives its German reason, and the hand shown before stays."""
        if self.room_text is None:
            self._error("Es ist keine Hand History eines Pokerraums geladen. Erlaubt ist diese Wahl erst, "
                        "wenn ein Text mit Händen eines Raums geladen ist.")
            return False
        try:
            played = play_room_hand(self.room_text, index)
        except HoldemError as error:
            self._error(error.message)
            return False
        self._show_played(played, index)
        return True

    def _show_played(self, played: RoomPlay, index: int, note: str = "") -> None:
        assert self.room_text is not None
        self._set_hand(played.states, played.title, played.money)
        self._arrange()
        count = len(self.room_text.hands)
        more = f" (die ersten {german_number(MAX_HANDS)} des Textes)" if self.room_text.more else ""
        which = f"Hand {german_number(index + 1)} von {german_number(count)}{more}, " if count > 1 else ""
        self.message.value = ("<span class='holdem-ok'>" + html.escape(
            f"Hand geladen: {which}{len(played.states)} Schritte. {played.summary()}{note}", quote=False)
                              + "</span>")

    def load_phh(self, text: str, *, source: str | None = None) -> bool:
        """Show the hand of PHH ``text``; on a broken hand show a German message, keep the hand
        shown before and return False."""
        if not text.strip():
            self._error("Es ist kein PHH-Text und keine Hand History eines Pokerraums angegeben. Erlaubt ist der "
                        "Inhalt einer PHH-Datei oder der Export eines Pokerraums.")
            return False
        try:
            history, title = _replay_phh(text, source=source)
        except HoldemError as error:
            self._error(error.message)
            return False
        self._set_hand(history, title)
        self._arrange()
        self.room_text = None
        if self.hand_choice is not None:
            self.hand_choice.layout.display = "none"
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
