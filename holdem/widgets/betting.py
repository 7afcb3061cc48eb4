"""One betting round under the four betting structures (W1–W10, L1–L8), as two widgets.

* :class:`BettingRoundWidget`: first the round as an explorer computed in advance (one button per
  legal action, works in the static site, holdem/widgets/betting_explorer.py); below it, live
  (needs a kernel), the free version: the reader picks the structure and the round
  (before the flop or on the flop), then acts for each player in turn with one button per legal
  action; bets and raises take their amount from a slider bounded by the engine's minimum and
  maximum. After each click the engine's sentences are shown; an action the rules forbid (with
  "auch nicht erlaubte Handlungen" switched on) shows the engine's German error message.
* :func:`betting_round_stepper` (static site): one pre-recorded round per structure, step by step,
  with the legal actions and their amounts at every step.

Four players, 100 chips each, the button at Spieler 4: Spieler 1 posts the small blind, Spieler 2
the big blind, Spieler 3 is under the gun.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

import ipywidgets as widgets

from holdem.betting import Action, ActionKind, IllegalActionError
from holdem.cards import Deck
from holdem.hand import HandState, Street, start_hand
from holdem.rules import RuleSet
from holdem.teach.betting import action_label
from holdem.web.links import werkstatt_link
from holdem.widgets.betting_explorer import betting_explorer, legal_html, step_sentences
from holdem.widgets.live_only import mark_live_only
from holdem.widgets.static import StaticStepper, static_stepper

__all__ = [
    "ROUNDS",
    "SCRIPTS",
    "STRUCTURES",
    "BettingRoundWidget",
    "betting_round_stepper",
    "first_state",
    "legal_html",
    "script_states",
]

N_PLAYERS = 4
STACK = 100
BUTTON = 3
SEED = 7

STRUCTURES: dict[str, RuleSet] = {
    "No Limit": RuleSet.no_limit(1, 2),
    "Pot Limit": RuleSet.pot_limit(1, 2),
    "Fixed Limit": RuleSet.fixed_limit(2, 4),
    "Spread Limit": RuleSet.spread_limit(10, 20, small_blind=1, big_blind=2),
}
ROUNDS = ("Vor dem Flop", "Flop")

# Pre-recorded rounds for the static stepper (before the flop).
SCRIPTS: dict[str, tuple[Action, ...]] = {
    "No Limit": (Action.raise_to(6), Action.raise_to(16), Action.fold(), Action.call(), Action.call()),
    "Pot Limit": (Action.raise_to(7), Action.raise_to(24), Action.fold(), Action.fold(), Action.call()),
    "Fixed Limit": (Action.raise_to(4), Action.raise_to(6), Action.raise_to(8), Action.call(), Action.call(),
                    Action.call()),
    "Spread Limit": (Action.raise_to(8), Action.raise_to(18), Action.fold(), Action.call(), Action.call()),
}


def first_state(structure: str, round_name: str = ROUNDS[0]) -> HandState:
    """The state where the chosen round begins: blinds posted and cards dealt; for the flop,
    everybody has called and the big blind checked."""
    state = start_hand(STRUCTURES[structure], [STACK] * N_PLAYERS, button=BUTTON, deck=Deck.shuffled(SEED))
    if round_name == ROUNDS[1]:
        while state.street is Street.PREFLOP:
            state = state.apply(state.check_or_call())
    return state


def script_states(structure: str) -> list[HandState]:
    """The states of the pre-recorded round of ``structure``: the start, then one per action."""
    states = [first_state(structure)]
    for action in SCRIPTS[structure]:
        states.append(states[-1].apply(action))
    return states


def _script_page(states: Sequence[HandState], index: int, actions: Sequence[Action]) -> widgets.HTML:
    state = states[index]
    parts = []
    if index == 0:
        parts.append("<p>Die Blinds sind gesetzt, die Karten gegeben.</p>")
    else:
        said = "<br>".join(html.escape(t) for t in step_sentences(state))
        parts.append(f"<p><i>Schritt {index}:</i><br>{said}</p>")
    if index < len(actions):
        parts.append(legal_html(state))
        act = actions[index]
        amount = f" auf {act.amount}" if act.amount is not None else ""
        parts.append(f"<p>Gewählt wird: {html.escape(action_label(act.kind))}{amount}.</p>")
    else:
        parts.append("<p><b>Die Wettrunde ist vorbei.</b></p>")
    return widgets.HTML("".join(parts))


def _action_text(before: HandState, action: Action) -> str:
    """"Spieler 3: Erhöhen (Raise) auf 6", the step's name beside the slider."""
    who = before.name(before.to_act) if before.to_act is not None else ""
    amount = f" auf {action.amount}" if action.amount is not None else ""
    return f"{who}: {action_label(action.kind)}{amount}"


def betting_round_stepper() -> StaticStepper:
    """Static site: toggle buttons for the structure, a slider through its pre-recorded round."""
    pages = []
    for structure, rules in STRUCTURES.items():
        states = script_states(structure)
        actions = SCRIPTS[structure]
        steps = [_script_page(states, i, actions) for i in range(len(states))]
        labels = ["Start"] + [_action_text(states[i - 1], actions[i - 1]) for i in range(1, len(states))]
        intro = widgets.HTML(f"<p>{html.escape(rules.describe())}</p>")
        inner = static_stepper(steps, labels, control="slider", description="Schritt:")
        pages.append(widgets.VBox([intro, inner]))
    outer = static_stepper(pages, list(STRUCTURES), control="toggle", description="Limit:")
    return outer


class BettingRoundWidget(widgets.VBox):
    """Live: play one betting round yourself under a structure of your choice."""

    def __repr__(self) -> str:
        # The notebook's plain-text form (where no browser draws the widget): a sentence.
        return f"Wettrunde zum Ausprobieren: {self.structure.value}, {self.round_choice.value}"

    def __init__(self, structure: str = "No Limit", round_name: str = ROUNDS[0]) -> None:
        self.structure = widgets.ToggleButtons(options=list(STRUCTURES), value=structure, description="Limit:",
                                               style={"button_width": "auto"})
        self.round_choice = widgets.ToggleButtons(options=list(ROUNDS), value=round_name, description="Runde:",
                                                  style={"button_width": "auto"})
        self.show_all = widgets.Checkbox(value=False, description="Auch nicht erlaubte Handlungen anbieten",
                                         indent=False)
        self.rules_text = widgets.HTML()
        self.status = widgets.HTML()
        self.buttons: dict[ActionKind, widgets.Button] = {}
        for kind in ActionKind:
            button = widgets.Button(description=action_label(kind), layout=widgets.Layout(width="auto"))
            button.on_click(lambda _b, k=kind: self.choose(k))
            self.buttons[kind] = button
        self.button_box = widgets.HBox()
        self.amount = widgets.IntSlider(value=0, min=0, max=0, description="Betrag auf:",
                                        continuous_update=False, style={"description_width": "initial"})
        self.restart = widgets.Button(description="Runde neu beginnen", icon="refresh")
        self.restart.on_click(lambda _b: self.reset())
        self.message = widgets.HTML()
        self.history = widgets.HTML()
        self.state: HandState = first_state(structure, round_name)
        self._lines: list[str] = []
        self.structure.observe(lambda _c: self.reset(), names="value")
        self.round_choice.observe(lambda _c: self.reset(), names="value")
        self.show_all.observe(lambda _c: self._refresh(), names="value")
        self.live = widgets.VBox([self.structure, self.round_choice, self.rules_text, self.status,
                                  self.button_box, self.amount, self.show_all, self.message, self.restart,
                                  self.history])
        # Without Python the explorer above plays the round (every state computed in advance); the
        # free version below (any amount, any limit, forbidden actions) needs a kernel: in the
        # static site only its badge shows (holdem-site.css hides the disabled panel).
        self.live.add_class("holdem-live-result")
        self.explorer = betting_explorer(first_state(structure, round_name))
        intro = widgets.HTML(f"<p>{html.escape(STRUCTURES[structure].describe())}</p>")
        super().__init__([intro, self.explorer,
                          mark_live_only(self.live, "Jeden Betrag wählen, das Limit und die Runde wechseln, "
                                                    "auch nicht erlaubte Handlungen ausprobieren.",
                                         werkstatt_link("own_hand", structure=structure))])
        self.reset()

    # ------------------------------------------------------------------ reader's actions

    @property
    def round_over(self) -> bool:
        start = Street.PREFLOP if self.round_choice.value == ROUNDS[0] else Street.FLOP
        return self.state.to_act is None or self.state.street is not start

    def reset(self) -> None:
        """Start the chosen round again under the chosen structure."""
        rules = STRUCTURES[self.structure.value]
        self.state = first_state(self.structure.value, self.round_choice.value)
        self.rules_text.value = f"<p>{html.escape(rules.describe())}</p>"
        events = [e for e in self.state.events if e.kind != "deal_hole"]
        if self.round_choice.value == ROUNDS[1]:  # only what opens the flop: burn card, flop, first to act
            events = events[next(i for i, e in enumerate(events) if e.kind == "burn"):]
        self._lines = [e.text for e in events]
        self.message.value = ""
        self._refresh()

    def choose(self, kind: ActionKind) -> None:
        """What a click on the button of ``kind`` does: the engine applies the action."""
        if self.round_over:
            self.message.value = ("<p style='color:#b00'>Die Wettrunde ist vorbei. Mit „Runde neu beginnen“ "
                                  "geht es von vorn los.</p>")
            return
        amount = self.amount.value if kind in (ActionKind.BET, ActionKind.RAISE) else None
        try:
            new = self.state.apply(Action(kind, amount))
        except IllegalActionError as error:
            self.message.value = f"<p style='color:#b00'>Nicht erlaubt: {html.escape(error.message)}</p>"
            return
        said = step_sentences(new)
        self.state = new
        self._lines.extend(said)
        end = " <b>Die Wettrunde ist vorbei.</b>" if self.round_over else ""
        self.message.value = "<p>" + "<br>".join(html.escape(t) for t in said) + end + "</p>"
        self._refresh()

    # ------------------------------------------------------------------ display

    def _refresh(self) -> None:
        state = self.state
        over = self.round_over
        legal = {o.kind: o for o in state.legal_actions()} if not over else {}
        self.status.value = "<p><b>Die Wettrunde ist vorbei.</b></p>" if over else legal_html(state)
        shown = [k for k in ActionKind if k in legal or (self.show_all.value and not over)]
        for kind, button in self.buttons.items():
            button.button_style = "primary" if kind in legal else ""
            button.tooltip = "erlaubt" if kind in legal else "nach den Regeln nicht erlaubt"
        self.button_box.children = [self.buttons[k] for k in shown]
        sized = next((legal[k] for k in (ActionKind.BET, ActionKind.RAISE) if k in legal), None)
        if sized is None:
            self.amount.layout.display = "none"
        else:
            self.amount.layout.display = None
            self.amount.min = 0
            self.amount.max = sized.max_to
            self.amount.min = sized.min_to
            self.amount.value = sized.min_to
            self.amount.disabled = sized.min_to == sized.max_to
        self.history.value = ("<details open><summary>Was bisher geschah</summary><ol>"
                          + "".join(f"<li>{html.escape(t)}</li>" for t in self._lines) + "</ol></details>")

    @property
    def visible_actions(self) -> list[ActionKind]:
        """The action buttons the reader sees now."""
        return [k for k, b in self.buttons.items() if b in self.button_box.children]
