"""Who shows first (S2, S3): a static stepper over prepared hands, for the standard rule and
its variant.

Every page is a hand played through the engine to its showdown: once with a bet on the river,
once with a checked river, each under the standard order (last bettor or raiser on the river,
otherwise the first player left of the button) and under the variant (always left of the
button). The picture shows the hands in the order they are turned up; the text is the engine's
own showdown sentences.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from holdem.draw.cards import draw_hand
from holdem.hand import HandState, start_hand
from holdem.ranking import evaluate
from holdem.rules import RuleSet, ShowdownOrder
from holdem.teach.script import play_script
from holdem.widgets.static import StaticStepper, figure_page, static_stepper

__all__ = ["SHOWDOWN_HANDS", "ShowdownHand", "showdown_events", "showdown_page_text", "showdown_stepper",
           "shown_order"]

_SHOWDOWN_KINDS = ("showdown", "show", "muck", "board_play", "award", "hand_end")
_ORDER_NAMES = {ShowdownOrder.LAST_AGGRESSOR: "Standard", ShowdownOrder.LEFT_OF_BUTTON: "Variante"}


@dataclass(frozen=True)
class ShowdownHand:
    """A four-player hand with fixed cards (button = Spieler 1) and its action words."""

    label: str
    intro: str
    holes: tuple[str, ...]
    board: str
    actions: str

    def play(self, order: ShowdownOrder) -> list[HandState]:
        rules = RuleSet(showdown_order=order)
        return play_script(start_hand(rules, [100] * len(self.holes), button=0), self.holes, self.board,
                           self.actions)


_HOLES = ("9s 8s", "Kd Kc", "Ac Qs", "Ah Jd")
_BOARD = "Ad Tc 7h 4s 2d"
SHOWDOWN_HANDS: tuple[ShowdownHand, ...] = (
    ShowdownHand("River gesetzt", "Auf dem River checkt Spieler 2, Spieler 3 setzt 10, Spieler 4 und "
                 "Spieler 2 gehen mit.", _HOLES, _BOARD, "c f c x x x x x x x x b10 c c"),
    ShowdownHand("River gecheckt", "Auf dem River checken alle drei.", _HOLES, _BOARD,
                 "c f c x x x x x x x x x x"),
)


def showdown_events(states: Sequence[HandState]) -> list[str]:
    """The sentences of the showdown (showing, mucking, boards, awards) of a played hand."""
    return [e.text for e in states[-1].events if e.kind in _SHOWDOWN_KINDS]


def shown_order(states: Sequence[HandState]) -> list[tuple[int, bool]]:
    """(player, shown?) in the order the players turn up or muck their cards."""
    order = []
    for e in states[-1].events:
        if e.kind in ("show", "muck"):
            assert e.player is not None  # showing or mucking is always somebody's
            order.append((e.player, e.kind == "show"))
    return order


def showdown_page_text(hand: ShowdownHand, order: ShowdownOrder) -> str:
    """Plain text of one page: the situation, the rule in force and the engine's sentences."""
    rule = ("Standard: wer auf dem River zuletzt gesetzt oder erhöht hat, zeigt zuerst, sonst der erste "
            "Spieler links vom Button" if order is ShowdownOrder.LAST_AGGRESSOR
            else "Variante: immer zuerst der erste Spieler links vom Button")
    lines = [hand.intro, f"Regel ({rule}, S2)."] + showdown_events(hand.play(order))
    return "\n".join(lines)


def _figure(hand: ShowdownHand, states: Sequence[HandState]):
    order = shown_order(states)
    cards, labels = [], []
    for number, (player, shown) in enumerate(order, start=1):
        if shown:
            cards.append(hand.holes[player])
            labels.append(f"{number}. {states[-1].name(player)}")
    result = states[-1].result
    assert result is not None  # the hand is played to its end
    best = result.awards[0].winners[0]  # his best five are framed, the rest is faded
    highlight = evaluate(f"{hand.holes[best]} {hand.board}").best_five
    return draw_hand(" ".join(cards) + " " + hand.board, highlight=highlight,
                     groups=[2] * len(cards) + [5], group_labels=labels + ["Board"],
                     title="Reihenfolge beim Zeigen")


def showdown_stepper(hands: Sequence[ShowdownHand] = SHOWDOWN_HANDS) -> StaticStepper:
    """Toggle buttons: every prepared hand under the standard order and the variant."""
    pages, labels = [], []
    for hand in hands:
        for order in (ShowdownOrder.LAST_AGGRESSOR, ShowdownOrder.LEFT_OF_BUTTON):
            states = hand.play(order)
            text = showdown_page_text(hand, order)
            body = "<br>".join(html.escape(line) for line in text.split("\n"))
            pages.append(figure_page(partial(_figure, hand, states), html_text=body))
            labels.append(f"{hand.label} – {_ORDER_NAMES[order]}")
    return static_stepper(pages, labels, control="toggle", description="Fall:")
