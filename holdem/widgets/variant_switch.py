"""Standard rule or variant? A switch that shows the same hand under the book's standard rule
and under one of the sources' variants (B2, K2, W10, L1, S2, P2, B9), one side at a time.

:func:`variant_switch` works without a kernel: both sides are computed by the engine when the
notebook runs and joined to two ToggleButtons by ``jslink`` (a ``Stack`` of two pages).
:class:`LiveVariantSwitch` needs a kernel: it computes the chosen rule's hand on the fly and
takes a number to change the hand (bet size, players, small bet); bad input shows the engine's
German message in place of the hand.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass

import ipywidgets as widgets

from holdem.cards import Deck
from holdem.errors import HoldemError, VariantSwitchError
from holdem.hand import ActionKind, HandState, start_hand
from holdem.rules import MinRaise, RuleSet
from holdem.teach import variants as tv
from holdem.teach.script import parse_word
from holdem.text_html import text_html
from holdem.web.links import werkstatt_link
from holdem.widgets._badge import mark_live
from holdem.widgets.hand_player import rule_link_html
from holdem.widgets.messages import error_html
from holdem.widgets.static import StaticStepper, static_stepper

__all__ = ["RULES", "LiveVariantSwitch", "live_variant_page", "Sides", "VariantSwitchError", "sides", "variant_switch"]

RULES = ("B2", "K2", "W10", "L1", "S2", "P2", "B9")
TITLES = {
    "B2": "Höhe der Blinds bei Fixed Limit",
    "K2": "Burn Card vor den Hole Cards",
    "W10": "Mindesteinsatz",
    "L1": "Mindesterhöhung bei No Limit",
    "S2": "Wer zeigt beim Showdown zuerst?",
    "P2": "Der unteilbare Chip",
    "B9": "Ausgelassener Small Blind, toter Button",
}
# The number a reader may change in the live switch: (label, default, builder argument).
PARAMETERS: dict[str, tuple[str, int, str]] = {
    "B2": ("Kleine Wette", 3, "small_bet"),
    "K2": ("Spieler", 4, "n_players"),
    "W10": ("Einsatz", 1, "amount"),
}


@dataclass(frozen=True)
class Sides:
    """One hand under both settings: titles, the two texts and the sentence on the difference."""

    rule: str
    titles: tuple[str, str]
    standard: str
    variant: str
    difference: str


def _l1_side(rules: RuleSet) -> str:
    """The smallest raise in three spots of the same hand (L1)."""
    start = start_hand(rules, [200] * 4, button=3, deck=Deck(), names=tv.NAMES4)
    after_raise = start.apply(start.bet_or_raise(6))
    flop = after_raise
    for word in ("c", "c", "c"):
        flop = flop.apply(parse_word(flop, word))
    after_bet = flop.apply(flop.bet_or_raise(10))
    spots = ((start, "erhöht als Erster vor dem Flop (Big Blind 2)"), (after_raise, "nach einer Erhöhung auf 6"),
             (after_bet, "auf dem Flop nach einem Einsatz von 10"))
    return "\n".join(f"{state.name(state.to_act)} {what}: mindestens auf {_min_raise(state)}"  # type: ignore[arg-type]
                     for state, what in spots)


def _min_raise(state: HandState) -> int:
    return next(a.min_to for a in state.legal_actions() if a.kind is ActionKind.RAISE)  # type: ignore[return-value]


BUILDERS: dict[str, Callable[..., tv.Comparison]] = {
    "B2": tv.compare_b2, "K2": tv.compare_k2, "W10": tv.compare_w10, "L1": tv.compare_l1,
    "S2": tv.compare_s2, "P2": tv.compare_p2, "B9": tv.compare_b9,
}


def sides(rule: str, **options: int) -> Sides:
    """The hand of the appendix "Varianten" for ``rule`` under the standard and the variant."""
    if rule not in BUILDERS:
        raise VariantSwitchError(f"Zu {rule!r} gibt es keine Variante. Erlaubt: {', '.join(RULES)}.", key="no_variant")
    comparison = BUILDERS[rule](**options)
    titles = comparison.titles
    if rule == "L1":  # one table with a column per setting: here one text per side
        standard, variant = _l1_side(RuleSet()), _l1_side(RuleSet(min_raise=MinRaise.SMALL_BLIND))
    else:
        standard, variant = comparison.standard, comparison.variant
    if titles == ("Standard", "Variante"):
        titles = ("Standard (Buch)", "Variante")
    return Sides(rule, titles, standard, variant, comparison.difference)


def _page(text: str) -> widgets.HTML:
    # Paragraphs and a real table (the site's converter), not a monospace block that breaks words.
    return widgets.HTML(f"<div class='holdem-variant-text'>{text_html(text)}</div>")


def _difference_html(side: Sides) -> str:
    return (f"<p class='holdem-variant-difference'><b>Unterschied</b> ({rule_link_html(side.rule)}): "
            f"{html.escape(side.difference)}</p>")


def variant_switch(rule: str, **options: int) -> StaticStepper:
    """Two buttons, Standard and Variante, over the two sides of the same hand; works in the
    static site (no kernel) because both sides are computed in advance."""
    side = sides(rule, **options)
    stepper = static_stepper([_page(side.standard), _page(side.variant)], list(side.titles), control="toggle",
                             description=f"Regel {rule}:")
    stepper.children = [*stepper.children, widgets.HTML(_difference_html(side))]
    stepper.add_class("holdem-variant-switch")
    return stepper


class LiveVariantSwitch(widgets.VBox):
    """With a kernel: choose a rule, flip between standard and variant, change the hand's number."""

    def __init__(self, rule: str = "W10") -> None:
        super().__init__()
        self.rule_choice = widgets.Dropdown(options=[(f"{r}: {TITLES[r]}", r) for r in RULES], value=rule,
                                            description="Regel:", layout=widgets.Layout(width="32em"))
        self.side = widgets.ToggleButtons(options=["Standard (Buch)", "Variante"], description="Zeigen:",
                                          style={"button_width": "auto"})
        self.number = widgets.Text(description="Wert:", continuous_update=False,
                                   layout=widgets.Layout(width="20em"), style={"description_width": "10em"})
        self.output = widgets.VBox()
        self.output.add_class("holdem-variant-live")
        self.error = ""
        self._sides: Sides | None = None
        self.rule_choice.observe(lambda _: self._rule_changed(), names="value")
        self.side.observe(lambda _: self._show(), names="value")
        self.number.observe(lambda _: self._compute(), names="value")
        self.children = [self.rule_choice, self.number, self.side, self.output]
        self._rule_changed()

    def __repr__(self) -> str:
        # The notebook's plain-text form (where no browser draws the widget): a sentence.
        return f"Regel zum Umschalten: {self.rule_choice.value}, {self.side.value}"

    def _rule_changed(self) -> None:
        parameter = PARAMETERS.get(self.rule_choice.value)
        self.number.layout.display = None if parameter else "none"
        if parameter:
            self.number.description = f"{parameter[0]}:"
            if self.number.value != str(parameter[1]):
                self.number.value = str(parameter[1])  # triggers _compute
                return
        self._compute()

    def _compute(self) -> None:
        rule = self.rule_choice.value
        options: dict[str, int] = {}
        try:
            parameter = PARAMETERS.get(rule)
            if parameter:
                text = self.number.value.strip()
                if not text.isdigit() or int(text) <= 0:
                    raise VariantSwitchError(f"„{text}“ ist keine positive ganze Zahl. Erlaubt ist für "
                                             f"{parameter[0]} eine ganze Zahl ab 1.", key="bad_number")
                options[parameter[2]] = int(text)
            self._sides = sides(rule, **options)
        except HoldemError as error:
            self._sides = None
            self.error = error.message
            self.output.children = [widgets.HTML(error_html(self.error))]
            return
        self.error = ""
        self.side.options = list(self._sides.titles)
        self._show()

    def _show(self) -> None:
        if self._sides is None:
            return
        index = self.side.index or 0
        text = (self._sides.standard, self._sides.variant)[index]
        self.output.children = [_page(text), widgets.HTML(_difference_html(self._sides))]

    @property
    def shown_text(self) -> str:
        """What the reader sees now: the side's text, or the error message."""
        if self._sides is None:
            return self.error
        return (self._sides.standard, self._sides.variant)[self.side.index or 0]


def live_variant_page(rule: str = "W10") -> widgets.Widget:
    """The live switch with the site's live-only badge."""
    return mark_live(LiveVariantSwitch(rule), werkstatt_link("own_hand", variant=rule))
