"""The "Eigene Hand" page: a teacher enters a hand — players, stacks, blinds, hole cards and
board — then chooses each player's action with buttons built from the engine's legal actions
(an amount field where a bet or raise needs one) and steps through the hand with Zurück/Weiter.
Every step shows the table, the engine's sentences with their rule IDs and the pot.

Needs a kernel (JupyterLab, Voilà): the hand is computed when the input changes. Input the
engine refuses (an unknown card, a card twice, a stack that is no number) shows the German
message *in place of* the hand shown before, never below a stale result. The chosen actions
are kept as the script words of :mod:`holdem.teach.script` (``r6 c f``), which is also how
code (the worked example) passes them.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass

import ipywidgets as widgets

from holdem.betting import ActionKind, LegalAction
from holdem.cards import Card, parse_cards
from holdem.draw.table import draw_table_state
from holdem.errors import HoldemError, OwnHandError
from holdem.german import count_text, german_number
from holdem.hand import DealBoard, DealHole, HandState, Street, start_hand
from holdem.rules import RuleSet
from holdem.teach.betting import action_label
from holdem.teach.script import parse_word
from holdem.user_input import blinds, name_list, stack_list
from holdem.web.links import werkstatt_link
from holdem.widgets._badge import mark_live
from holdem.widgets.hand_player import PHONE_DPI, picture_png, sentence_html
from holdem.widgets.messages import error_html
from holdem.widgets.static import HAS_PHONE_FORM, PHONE_FORM

__all__ = ["Choice", "OwnHand", "OwnHandError", "OwnHandInput", "action_choices", "own_hand_page", "play_own_hand"]

EXAMPLE = {
    "names": "Anna Ben Cem Dana",
    "stacks": "100 100 100 100",
    "button": "Dana",
    "blinds": "1/2",
    "holes": "Ah Kd, Qs Qh, 7c 7d, 9s 8s",
    "board": "Kc 7h 2s 9d 3c",
    "actions": "r6 c f c x b10 f c x x b20 c",
}


# Limits of the page's input: a classroom hand never needs more, and each step costs a picture.
MAX_STACK = 10**9
MAX_ACTIONS = 200
MAX_FIELD_CHARS = 2000
FIELD_LABELS = {"names": "Spieler", "stacks": "Stacks", "button": "Button bei", "blinds": "Blinds",
                "holes": "Hole Cards", "board": "Board", "actions": "Aktionen"}


@dataclass(frozen=True)
class OwnHandInput:
    """The page's fields as text, exactly as the teacher typed them."""

    names: str
    stacks: str
    button: str
    blinds: str
    holes: str
    board: str
    actions: str


def _stehen(count: int, singular: str, plural: str) -> str:
    """``steht 1 Name``, ``stehen 3 Namen``: the verb agrees with the count."""
    return f"{'steht' if count == 1 else 'stehen'} {count_text(count, singular, plural)}"


def _blinds(text: str) -> RuleSet:
    typed_blinds = blinds(text, "Blinds")
    return RuleSet.no_limit(typed_blinds.small, typed_blinds.big)


def _holes(text: str, names: Sequence[str]) -> list[tuple[Card, ...]]:
    parts = [p for p in (part.strip() for part in text.split(",")) if p]
    if len(parts) != len(names):
        raise OwnHandError(f"Im Feld Hole Cards {_stehen(len(parts), 'Paar', 'Paare')} für {len(names)} Spieler. Erlaubt ist "
                           "ein Paar je Spieler, durch Kommas getrennt, zum Beispiel: Ah Kd, Qs Qh.", key="bad_holes")
    holes: list[tuple[Card, ...]] = []
    for name, part in zip(names, parts):
        cards = parse_cards(part)
        if len(cards) != 2:
            raise OwnHandError(f"{name} hat {count_text(len(cards), 'Hole Card', 'Hole Cards')} ({part}). Erlaubt sind genau 2 Karten.",
                               key="bad_holes")
        holes.append(cards)
    return holes


def _words(text: str) -> list[str]:
    words = text.replace(",", " ").split()
    if len(words) > MAX_ACTIONS:
        raise OwnHandError(f"Es {'ist' if len(words) == 1 else 'sind'} {count_text(len(words), 'Aktion', 'Aktionen')} angegeben. Erlaubt sind höchstens {MAX_ACTIONS} "
                           "Aktionen in einer Hand.", key="too_many_actions")
    return words


def play_own_hand(data: OwnHandInput) -> list[HandState]:
    """Every state of the hand the input describes, from the blinds to the last action given.

    The hand may stop before its end (fewer actions than the hand needs): the last state then
    names who is to act. Raises a :class:`holdem.errors.HoldemError` with a German message."""
    return _play(data)[0]


def _play(data: OwnHandInput) -> tuple[list[HandState], list[int]]:
    """The states and, per state, how many action words led to it (for actions chosen on an
    earlier step: the words after it are dropped)."""
    for key, text in vars(data).items():
        # The actions are capped by their count (and each amount by its digits) instead.
        limit = MAX_FIELD_CHARS if key != "actions" else MAX_ACTIONS * MAX_FIELD_CHARS
        if len(text) > limit:
            raise OwnHandError(f"Das Feld {FIELD_LABELS[key]} hat {german_number(len(text))} Zeichen. Erlaubt "
                               f"sind höchstens {german_number(limit)} Zeichen.", key="field_too_long")
    names = name_list(data.names, "Spieler")
    stacks = stack_list(data.stacks, "Stacks", len(names), most=MAX_STACK)
    if data.button.strip() not in names:
        raise OwnHandError(f"Den Button hat „{data.button.strip()}“, aber so heißt kein Spieler. Erlaubt: "
                           f"{', '.join(names)}.", key="bad_button")
    rules = _blinds(data.blinds)
    holes = _holes(data.holes, names)
    board = parse_cards(data.board) if data.board.strip() else ()
    if len(board) > 5:
        raise OwnHandError(f"Das Board hat {count_text(len(board), 'Karte', 'Karten')}. Erlaubt sind höchstens 5.", key="bad_board")
    parse_cards([c for hole in holes for c in hole] + list(board))  # a card twice: the engine says which
    state = start_hand(rules, stacks, button=names.index(data.button.strip()), names=names)
    states = [state]
    for player, cards in enumerate(holes):
        states.append(states[-1].apply(DealHole(player, cards)))
    used = [0] * len(states)
    # The board cards of the street the engine waits for (K3).
    next_cards = {Street.FLOP: board[:3], Street.TURN: board[3:4], Street.RIVER: board[4:5]}
    words = _words(data.actions)
    total = len(words)
    while not states[-1].is_over:
        now = states[-1]
        if now.awaiting_deal:
            cards = next_cards.get(now.street, ())
            need = 3 if now.street is Street.FLOP else 1
            if len(cards) < need:
                if words:
                    raise OwnHandError(f"Für den {now.street.german} fehlen Karten im Feld Board (dort stehen "
                                       f"{len(board)} von 5), die Aktionen gehen aber weiter. Erlaubt: bis zu 5 "
                                       "Karten, zum Beispiel Kc 7h 2s 9d 3c.", key="board_short")
                break
            states.append(now.apply(DealBoard(tuple(cards))))
            used.append(used[-1])
            continue
        if not words or now.to_act is None:
            break
        states.append(now.apply(parse_word(now, words.pop(0))))
        used.append(total - len(words))
    if words:
        raise OwnHandError(f"Die Hand ist zu Ende, aber {len(words)} Aktion(en) sind übrig: {' '.join(words)}. "
                           "Erlaubt sind nur Aktionen bis zum Ende der Hand.", key="too_many_actions")
    return states, used


def _step_title(index: int, total: int, state: HandState) -> str:
    return f"Schritt {index + 1} von {total} · {state.street.german}"


def _next_text(state: HandState) -> str:
    if state.is_over:
        return "Die Hand ist zu Ende."
    if state.to_act is None:
        return "Es fehlen Karten im Feld Board, um weiterzuspielen."
    options = ", ".join(action_label(a.kind) for a in state.legal_actions())
    return f"Am Zug: {state.name(state.to_act)}. Erlaubt: {options}."


@dataclass(frozen=True)
class Choice:
    """One button of the action panel: its text and the script word it adds."""

    label: str
    word: str


def action_choices(state: HandState) -> tuple[list[Choice], LegalAction | None]:
    """The buttons for the player to act, from the engine's legal actions: fold, check, call
    (with what it costs), all-in; and the bet or raise whose amount the teacher picks (or None)."""
    player = state.to_act
    if player is None or state.is_over or state.awaiting_deal:
        return [], None
    choices: list[Choice] = []
    sized: LegalAction | None = None
    for option in state.legal_actions():
        kind = option.kind
        if kind is ActionKind.FOLD:
            choices.append(Choice(action_label(kind), "f"))
        elif kind is ActionKind.CHECK:
            choices.append(Choice(action_label(kind), "x"))
        elif kind is ActionKind.CALL:
            owed = min(state.current_bet - state.bets[player], state.stacks[player])
            choices.append(Choice(f"{action_label(kind)}: {owed} zahlen", "c"))
        elif option.min_to is not None and option.max_to is not None:
            sized = option
            if option.max_to == state.bets[player] + state.stacks[player]:
                choices.append(Choice(f"All-in auf {option.max_to}", f"{'r' if kind is ActionKind.RAISE else 'b'}"
                                                                     f"{option.max_to}"))
    return choices, sized


class OwnHand(widgets.VBox):
    """Input fields, a "Hand zeigen" button, Zurück/Weiter and the step shown."""

    def __repr__(self) -> str:
        # The notebook's plain-text form (where no browser draws the widget): a sentence.
        return "Eigene Hand: Spieler, Stacks, Blinds und Aktionen selbst wählen"

    def __init__(self, values: dict[str, str] | None = None) -> None:
        super().__init__()
        values = {**EXAMPLE, **(values or {})}
        wide = widgets.Layout(width="100%")
        style = {"description_width": "9em"}

        def field(key: str, label: str, placeholder: str) -> widgets.Text:
            box = widgets.Text(value=values[key], description=label, placeholder=placeholder,
                               continuous_update=False, layout=wide, style=style)
            box.observe(lambda _: self.update(), names="value")
            return box

        self.fields = {
            "names": field("names", FIELD_LABELS["names"], "Anna Ben Cem Dana"),
            "stacks": field("stacks", FIELD_LABELS["stacks"], "100 100 100 100 (oder eine Zahl für alle)"),
            "button": field("button", FIELD_LABELS["button"], "Dana"),
            "blinds": field("blinds", FIELD_LABELS["blinds"], "1/2"),
            "holes": field("holes", FIELD_LABELS["holes"], "Ah Kd, Qs Qh, … (ein Paar je Spieler)"),
            "board": field("board", FIELD_LABELS["board"], "Kc 7h 2s 9d 3c (bis zu 5 Karten)"),
        }
        # The chosen actions as script words; the buttons below add to them.
        self.actions: list[str] = values["actions"].replace(",", " ").split()
        self.help = widgets.HTML(
            "<p class='holdem-own-help'>Änderungen an den Feldern gelten nach Enter. Die Handlungen wählen "
            "Sie unter dem Text des Schritts mit den Knöpfen für den Spieler am Zug; Beträge sind die Summe "
            "der laufenden Wettrunde.</p>")
        self.show_button = widgets.Button(description="Hand zeigen", button_style="primary")
        self.show_button.on_click(lambda _: self.update())
        self.back = widgets.Button(description="Zurück", icon="")
        self.forward = widgets.Button(description="Weiter")
        self.back.on_click(lambda _: self.step(-1))
        self.forward.on_click(lambda _: self.step(+1))
        self.picture = widgets.Image(format="png", layout=widgets.Layout(max_width="100%", height="auto"))
        # The upright table for a phone, hidden unless the book's site shows it (holdem/widgets/static.py).
        self.phone_picture = widgets.Image(format="png", layout=widgets.Layout(display="none", max_width="100%",
                                                                               height="auto"))
        self.picture.add_class(HAS_PHONE_FORM)
        self.phone_picture.add_class(PHONE_FORM)
        self.text = widgets.HTML()
        self.controls = widgets.HBox([self.back, self.forward])
        self.action_title = widgets.HTML()
        self.action_buttons = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.amount = widgets.BoundedIntText(value=0, min=0, max=0, description="Betrag auf",
                                             style={"description_width": "initial"},
                                             layout=widgets.Layout(width="16em"))
        self.sized_button = widgets.Button(button_style="primary", layout=widgets.Layout(width="auto"))
        self.sized_button.on_click(lambda _: self.choose_sized())
        self.sized_row = widgets.HBox([self.amount, self.sized_button], layout=widgets.Layout(flex_flow="row wrap"))
        self.undo = widgets.Button(description="Letzte Handlung streichen", layout=widgets.Layout(width="auto"))
        self.undo.on_click(lambda _: self.take_back())
        self.action_panel = widgets.VBox([self.action_title, self.action_buttons, self.sized_row,
                                          widgets.HBox([self.undo])])
        self.action_panel.add_class("holdem-own-actions")
        self.result = widgets.VBox()
        self.result.add_class("holdem-own-result")
        self.states: list[HandState] = []
        self.used: list[int] = []
        self.index = 0
        self.error = ""
        self.children = [*self.fields.values(), self.help, self.show_button, self.result]
        self.add_class("holdem-own-hand")
        self.update()

    def input(self) -> OwnHandInput:
        return OwnHandInput(**{key: box.value for key, box in self.fields.items()}, actions=" ".join(self.actions))

    def update(self) -> None:
        """Compute the hand from the fields; bad input replaces the result with the message."""
        try:
            states, used = _play(self.input())
        except HoldemError as error:
            self.error = error.message
            self.states, self.used = [], []
            self.result.children = [widgets.HTML(error_html(self.error))]
            return
        self.error = ""
        self.states, self.used = states, used
        self.index = len(states) - 1  # the step the last input led to; Zurück goes back from there
        # The choice of the next action right under the step's text, above the picture.
        self.result.children = [self.controls, self.text, self.action_panel, self.picture, self.phone_picture]
        self._render()

    # ------------------------------------------------------------------ choosing actions

    def choose(self, word: str) -> None:
        """The action ``word`` for the player to act on the step shown now; actions chosen after
        that step are dropped (a new branch of the hand)."""
        if not self.states:
            return
        kept = self.actions[:self.used[self.index]]
        if len(kept) >= MAX_ACTIONS:  # the hand stays as it is
            self.action_title.value = error_html(f"Erlaubt sind höchstens {MAX_ACTIONS} Aktionen in einer Hand.")
            return
        self.actions = [*kept, word]
        self.update()

    def choose_sized(self) -> None:
        """The bet or raise to the amount in the field (the field keeps it inside the engine's range)."""
        _choices, sized = action_choices(self.states[self.index]) if self.states else ([], None)
        if sized is None:
            return
        amount = max(sized.min_to or 0, min(sized.max_to or 0, int(self.amount.value)))
        self.choose(f"{'r' if sized.kind is ActionKind.RAISE else 'b'}{amount}")

    def take_back(self) -> None:
        """Drop the last chosen action (the hand is shown one action shorter)."""
        if self.actions:
            self.actions = self.actions[:-1]
            self.update()

    def _render_actions(self, state: HandState) -> None:
        choices, sized = action_choices(state)
        self.undo.disabled = not self.actions
        if not choices and sized is None:
            self.action_title.value = ""
            self.action_buttons.children = []
            self.sized_row.layout.display = "none"
            return
        who = state.name(state.to_act) if state.to_act is not None else ""
        later = len(self.actions) - self.used[self.index]
        note = (f" Die {later} später gewählte(n) Handlung(en) fallen dann weg." if later else "")
        self.action_title.value = (f"<p><b>Handlung für {html.escape(who)} wählen:</b>{html.escape(note)}</p>")
        buttons = []
        for choice in choices:
            button = widgets.Button(description=choice.label, button_style="primary",
                                    layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, w=choice.word: self.choose(w))
            buttons.append(button)
        self.action_buttons.children = buttons
        if sized is None:
            self.sized_row.layout.display = "none"
        else:
            self.sized_row.layout.display = None
            self.amount.min, self.amount.max = 0, sized.max_to or 0
            self.amount.min = sized.min_to or 0
            self.amount.value = sized.min_to or 0
            self.amount.description = f"Betrag ({sized.min_to} bis {sized.max_to}) auf"
            self.sized_button.description = action_label(sized.kind)

    def step(self, delta: int) -> None:
        if self.states:
            self.index = max(0, min(len(self.states) - 1, self.index + delta))
            self._render()

    def _render(self) -> None:
        state = self.states[self.index]
        self.back.disabled = self.index == 0
        self.forward.disabled = self.index == len(self.states) - 1
        items = "".join(f"<li>{sentence_html(e)}</li>" for e in state.events) or "<li>(keine Änderung)</li>"
        title = html.escape(_step_title(self.index, len(self.states), state))
        self.text.value = (f"<div class='holdem-page-text'><b>{title}</b><ul>{items}</ul>"
                           f"<p>{html.escape(f'Pot: {state.pot} Chips. ' + _next_text(state))}</p></div>")
        fig = draw_table_state(state, show_cards=True)
        self.picture.value = picture_png(fig)
        phone_form = getattr(fig, "phone_form", None)
        self.phone_picture.value = picture_png(phone_form(), dpi=PHONE_DPI) if phone_form else b""
        self._render_actions(state)

    # for tests and the notebook's worked example
    @property
    def shown_text(self) -> str:
        return re.sub(r"<[^>]+>", " ", self.text.value) if self.states else self.error


def own_hand_page(values: dict[str, str] | None = None) -> widgets.Widget:
    """The page's widget with the site's live-only badge (its inputs need a kernel)."""
    return mark_live(OwnHand(values), werkstatt_link("own_hand"))
