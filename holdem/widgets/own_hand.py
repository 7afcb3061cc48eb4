"""The "Eigene Hand" page: a teacher enters a hand — players, stacks, blinds, hole cards, board
and the actions as short words — and steps through it with Zurück/Weiter. Every step shows the
table, the engine's sentences with their rule IDs and the pot.

Needs a kernel (JupyterLab, Voilà): the hand is computed when the input changes. Input the
engine refuses (an unknown card, a card twice, an action that is not allowed) shows the
engine's German message *in place of* the hand shown before, never below a stale result.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass

import ipywidgets as widgets

from holdem.cards import Card, parse_cards
from holdem.draw.table import draw_table_state
from holdem.errors import HoldemError
from holdem.hand import DealBoard, DealHole, HandState, Street, start_hand
from holdem.rules import RuleSet
from holdem.teach.betting import action_label
from holdem.teach.script import parse_word
from holdem.web.links import werkstatt_link
from holdem.widgets._badge import mark_live
from holdem.widgets.hand_player import picture_png, sentence_html
from holdem.widgets.messages import error_html

__all__ = ["OwnHand", "OwnHandError", "OwnHandInput", "own_hand_page", "play_own_hand"]

EXAMPLE = {
    "names": "Anna Ben Cem Dana",
    "stacks": "100 100 100 100",
    "button": "Dana",
    "blinds": "1/2",
    "holes": "Ah Kd, Qs Qh, 7c 7d, 9s 8s",
    "board": "Kc 7h 2s 9d 3c",
    "actions": "r6 c f c x b10 f c x x b20 c",
}


class OwnHandError(HoldemError):
    """Input of the "Eigene Hand" page that does not describe a hand."""

    key = "bad_own_hand"


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


def _names(text: str) -> list[str]:
    names = text.replace(",", " ").split()
    if not 2 <= len(names) <= 10:
        raise OwnHandError(f"Im Feld Spieler stehen {len(names)} Namen. Erlaubt sind 2 bis 10 Namen, durch "
                           "Leerzeichen getrennt, zum Beispiel: Anna Ben Cem.", key="bad_names")
    if len(set(names)) != len(names):
        raise OwnHandError("Im Feld Spieler steht ein Name doppelt. Jeder Spieler braucht einen eigenen Namen.",
                           key="bad_names")
    return names


def _stacks(text: str, n: int) -> list[int]:
    words = text.replace(",", " ").split()
    if not all(w.isdigit() and int(w) > 0 for w in words):
        raise OwnHandError(f"Die Stacks „{text.strip()}“ sind keine positiven ganzen Zahlen. Erlaubt sind "
                           "Chipzahlen wie 100 200 150, eine je Spieler.", key="bad_stacks")
    if len(words) == 1:
        words = words * n  # one number: every player has that stack
    if len(words) != n:
        raise OwnHandError(f"{len(words)} Stacks für {n} Spieler. Erlaubt ist eine Zahl je Spieler oder eine "
                           "einzige Zahl für alle.", key="bad_stacks")
    return [int(w) for w in words]


def _blinds(text: str) -> RuleSet:
    match = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not match:
        raise OwnHandError(f"Die Blinds „{text.strip()}“ sind nicht lesbar. Erlaubt ist Small Blind/Big Blind, "
                           "zum Beispiel 1/2 oder 5/10.", key="bad_blinds")
    return RuleSet.no_limit(int(match.group(1)), int(match.group(2)))


def _holes(text: str, names: Sequence[str]) -> list[tuple[Card, ...]]:
    parts = [p for p in (part.strip() for part in text.split(",")) if p]
    if len(parts) != len(names):
        raise OwnHandError(f"Im Feld Hole Cards stehen {len(parts)} Paare für {len(names)} Spieler. Erlaubt ist "
                           "ein Paar je Spieler, durch Kommas getrennt, zum Beispiel: Ah Kd, Qs Qh.", key="bad_holes")
    holes = []
    for name, part in zip(names, parts):
        cards = parse_cards(part)
        if len(cards) != 2:
            raise OwnHandError(f"{name} hat {len(cards)} Hole Cards ({part}). Erlaubt sind genau 2 Karten.",
                               key="bad_holes")
        holes.append(cards)
    return holes


def play_own_hand(data: OwnHandInput) -> list[HandState]:
    """Every state of the hand the input describes, from the blinds to the last action given.

    The hand may stop before its end (fewer actions than the hand needs): the last state then
    names who is to act. Raises a :class:`holdem.errors.HoldemError` with a German message."""
    names = _names(data.names)
    stacks = _stacks(data.stacks, len(names))
    if data.button.strip() not in names:
        raise OwnHandError(f"Den Button hat „{data.button.strip()}“, aber so heißt kein Spieler. Erlaubt: "
                           f"{', '.join(names)}.", key="bad_button")
    rules = _blinds(data.blinds)
    holes = _holes(data.holes, names)
    board = parse_cards(data.board) if data.board.strip() else ()
    if len(board) > 5:
        raise OwnHandError(f"Das Board hat {len(board)} Karten. Erlaubt sind höchstens 5.", key="bad_board")
    parse_cards([c for hole in holes for c in hole] + list(board))  # a card twice: the engine says which
    state = start_hand(rules, stacks, button=names.index(data.button.strip()), names=names)
    states = [state]
    for player, cards in enumerate(holes):
        states.append(states[-1].apply(DealHole(player, cards)))
    # The board cards of the street the engine waits for (K3).
    next_cards = {Street.FLOP: board[:3], Street.TURN: board[3:4], Street.RIVER: board[4:5]}
    words = data.actions.replace(",", " ").split()
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
            continue
        if not words or now.to_act is None:
            break
        states.append(now.apply(parse_word(now, words.pop(0))))
    if words:
        raise OwnHandError(f"Die Hand ist zu Ende, aber {len(words)} Aktion(en) sind übrig: {' '.join(words)}. "
                           "Erlaubt sind nur Aktionen bis zum Ende der Hand.", key="too_many_actions")
    return states


def _step_title(index: int, total: int, state: HandState) -> str:
    return f"Schritt {index + 1} von {total} · {state.street.german}"


def _next_text(state: HandState) -> str:
    if state.is_over:
        return "Die Hand ist zu Ende."
    if state.to_act is None:
        return "Es fehlen Karten im Feld Board, um weiterzuspielen."
    options = ", ".join(action_label(a.kind) for a in state.legal_actions())
    return f"Am Zug: {state.name(state.to_act)}. Erlaubt: {options}."


class OwnHand(widgets.VBox):
    """Input fields, a "Hand zeigen" button, Zurück/Weiter and the step shown."""

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
            "names": field("names", "Spieler", "Anna Ben Cem Dana"),
            "stacks": field("stacks", "Stacks", "100 100 100 100 (oder eine Zahl für alle)"),
            "button": field("button", "Button bei", "Dana"),
            "blinds": field("blinds", "Blinds", "1/2"),
            "holes": field("holes", "Hole Cards", "Ah Kd, Qs Qh, … (ein Paar je Spieler)"),
            "board": field("board", "Board", "Kc 7h 2s 9d 3c (bis zu 5 Karten)"),
            "actions": field("actions", "Aktionen", "f x c b10 r20 allin"),
        }
        self.help = widgets.HTML(
            "<p class='holdem-own-help'>Aktionen für den Spieler am Zug: <b>f</b> aussteigen, <b>x</b> checken, "
            "<b>c</b> mitgehen, <b>b10</b> setzen auf 10, <b>r20</b> erhöhen auf 20, <b>allin</b>. "
            "Beträge sind die Summe der laufenden Runde. Änderungen gelten nach Enter.</p>")
        self.show_button = widgets.Button(description="Hand zeigen", button_style="primary")
        self.show_button.on_click(lambda _: self.update())
        self.back = widgets.Button(description="Zurück", icon="")
        self.forward = widgets.Button(description="Weiter")
        self.back.on_click(lambda _: self.step(-1))
        self.forward.on_click(lambda _: self.step(+1))
        self.picture = widgets.Image(format="png", layout=widgets.Layout(max_width="100%", height="auto"))
        self.text = widgets.HTML()
        self.controls = widgets.HBox([self.back, self.forward])
        self.result = widgets.VBox()
        self.result.add_class("holdem-own-result")
        self.states: list[HandState] = []
        self.index = 0
        self.error = ""
        self.children = [*self.fields.values(), self.help, self.show_button, self.result]
        self.add_class("holdem-own-hand")
        self.update()

    def input(self) -> OwnHandInput:
        return OwnHandInput(**{key: box.value for key, box in self.fields.items()})

    def update(self) -> None:
        """Compute the hand from the fields; bad input replaces the result with the message."""
        try:
            states = play_own_hand(self.input())
        except HoldemError as error:
            self.error = error.message
            self.states = []
            self.result.children = [widgets.HTML(error_html(self.error))]
            return
        self.error = ""
        self.states = states
        self.index = len(states) - 1  # the step the last input led to; Zurück goes back from there
        self.result.children = [self.controls, self.text, self.picture]
        self._render()

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
        self.picture.value = picture_png(draw_table_state(state, show_cards=True))

    # for tests and the notebook's worked example
    @property
    def shown_text(self) -> str:
        return re.sub(r"<[^>]+>", " ", self.text.value) if self.states else self.error


def own_hand_page(values: dict[str, str] | None = None) -> widgets.Widget:
    """The page's widget with the site's live-only badge (its inputs need a kernel)."""
    return mark_live(OwnHand(values), werkstatt_link("own_hand"))
