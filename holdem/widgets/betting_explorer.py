"""One betting round to play through without Python: every reachable state computed in advance.

From the start of the round (blinds posted, cards dealt) the engine lists the legal actions of
the player to act; the explorer follows each of them (a bet or raise with the smallest allowed
amount, at most ``max_raises`` raises; the page names the larger amounts and the raises it does
not follow) until the round is over, and makes one page per state: what happened so far, the situation with the table of legal actions, and one button
per action leading to the page of the state it makes. "Zurück" goes one action back, "Runde neu
beginnen" to the start. The buttons work in the static site (holdem-site.js turns the page) and
with a kernel alike (W1–W10, L1–L8).
"""

from __future__ import annotations

import html
import time
from dataclasses import dataclass

import ipywidgets as widgets

from holdem.betting import Action, ActionKind
from holdem.hand import HandState
from holdem.teach.betting import action_label, legal_rows, no_raise_reason, situation
from holdem.widgets.static import StaticStepper, explorer, goto_button

# Every widget sends one message to the notebook client when it is made, and the kernel drops
# messages beyond about a thousand that the client has not read yet (ZeroMQ's high-water mark):
# on a busy machine a round of a thousand widgets made at once lost some of its pages. A short
# pause after each batch of pages lets the client catch up.
PAGES_PER_BATCH = 15
PAUSE_S = 0.1

# Enough to show a raise, the answers to it and the end of the round, few enough pages to keep the
# chapter light (22 states before the flop with one raise).
MAX_RAISES = 1
AMOUNT_NOTE = ("{action}: Dieser Rundgang folgt dem kleinsten Betrag ({low}); jeden anderen Betrag bis {high} "
               "(All-in eingeschlossen) lässt die Runde unten mit Python zu („Nur live“).")
CAPPED_NOTE = ("Dieser Rundgang folgt nur einer Erhöhung je Runde, damit er überschaubar bleibt; eine "
               "weitere Erhöhung ist nach den Regeln erlaubt und lässt sich unten mit Python ausprobieren "
               "(„Nur live“).")


def legal_html(state: HandState) -> str:
    """The situation and the legal actions of the player to act as an HTML table."""
    rows = legal_rows(state)
    head = f"<p><b>{html.escape(situation(state))}</b></p>"
    if not rows:
        return head
    cells = "".join(f"<tr><td>{html.escape(a)}</td><td>{html.escape(b)}</td><td>{html.escape(c)}</td></tr>"
                    for a, b, c in rows)
    table = ("<table style='border-collapse:collapse' border='1' cellpadding='4'><tr><th>Handlung</th>"
             "<th>Betrag (gesamt in der Runde)</th><th>zahlt dazu</th></tr>" + cells + "</table>")
    reason = no_raise_reason(state)
    note = f"<p>{'Erhöhen' if state.current_bet else 'Setzen'} geht nicht: {html.escape(reason)}.</p>" if reason else ""
    return head + table + note


def step_sentences(state: HandState) -> list[str]:
    """The sentences of the step that led to ``state`` (without the dealt hole cards)."""
    return [e.text for e in state.events if e.kind != "deal_hole"]



@dataclass(frozen=True)
class Node:
    state: HandState
    parent: int | None
    said: tuple[str, ...]       # the sentences of the action that led here
    label: str                  # the action that led here ("Start" for the first state)


def _choices(state: HandState, max_raises: int) -> list[tuple[str, Action]]:
    """The actions the explorer follows: each legal action, bets and raises with their smallest
    amount while the round has fewer than ``max_raises`` raises (``raise_count`` as the engine
    counts, the big blind included before the flop)."""
    out: list[tuple[str, Action]] = []
    for option in state.legal_actions():
        kind = option.kind
        if kind in (ActionKind.BET, ActionKind.RAISE):
            if state.raise_count >= max_raises or option.min_to is None or option.max_to is None:
                continue
            # The smallest amount only: each further amount doubles the pages (the chapter's page
            # weight); the page names the others (AMOUNT_NOTE).
            amount = option.min_to
            all_in = amount == state.bets[state.to_act] + state.stacks[state.to_act]  # type: ignore[index]
            out.append((f"{action_label(kind)} auf {amount}{' (All-in)' if all_in else ''}", Action(kind, amount)))
        else:
            out.append((action_label(kind), Action(kind, None)))
    return out


def _notes(node: Node, nodes: list[Node], out: list[tuple[str, int]]) -> list[str]:
    """Why the table lists a bet or raise (or an amount) that has no button on this page."""
    followed = {nodes[target].label.split(" auf ")[0] for _, target in out}
    notes = []
    for option in node.state.legal_actions():
        if option.kind not in (ActionKind.BET, ActionKind.RAISE) or option.min_to is None:
            continue
        if action_label(option.kind) not in followed:
            notes.append(CAPPED_NOTE)
        elif option.max_to is not None and option.max_to > option.min_to:
            notes.append(AMOUNT_NOTE.format(action=action_label(option.kind), low=option.min_to,
                                            high=option.max_to))
    return notes


def _round_over(start: HandState, state: HandState) -> bool:
    return state.is_over or state.to_act is None or state.street is not start.street


def round_tree(start: HandState, max_raises: int = MAX_RAISES) -> tuple[list[Node], dict[int, list[tuple[str, int]]]]:
    """Every state of the round reachable from ``start`` and, per state, the choices leading on."""

    nodes = [Node(start, None, (), "Start")]
    edges: dict[int, list[tuple[str, int]]] = {}
    todo = [0]
    while todo:
        index = todo.pop(0)
        state = nodes[index].state
        if _round_over(start, state):
            continue
        edges[index] = []
        for text, action in _choices(state, start.raise_count + max_raises):
            child = state.apply(action)
            nodes.append(Node(child, index, tuple(step_sentences(child)), text))
            edges[index].append((text, len(nodes) - 1))
            todo.append(len(nodes) - 1)
    return nodes, edges


def _steps(nodes: list[Node], index: int) -> list[str]:
    """The actions from the start to state ``index``, short: "Spieler 3: Erhöhen (Raise) auf 4"."""
    steps: list[str] = []
    while nodes[index].parent is not None:
        parent = nodes[index].parent
        actor = nodes[parent].state.to_act  # type: ignore[index]
        who = nodes[parent].state.names[actor] if actor is not None else ""  # type: ignore[index]
        steps.insert(0, f"{who}: {nodes[index].label}")
        index = parent  # type: ignore[assignment]
    return steps


def _depth(nodes: list[Node], index: int) -> int:
    """How many actions lead from the start to state ``index``."""
    depth = 0
    while nodes[index].parent is not None:
        index = nodes[index].parent  # type: ignore[assignment]
        depth += 1
    return depth


class _Shared:
    """One layout and style model for all pages (each own model would cost ~1 kB per widget)."""

    def __init__(self) -> None:
        from ipywidgets.widgets.widget_string import HTMLStyle

        self.layout = widgets.Layout()
        self.row = widgets.Layout(flex_flow="row wrap")
        self.html_style = HTMLStyle()


def _page(nodes: list[Node], edges: dict[int, list[tuple[str, int]]], index: int, shared: _Shared) -> widgets.VBox:

    node = nodes[index]
    parts: list[str] = []
    steps = _steps(nodes, index)
    if steps:
        # The way here in short; the engine's full sentences for the last action only (page weight).
        parts.append("<p><b>Bisher:</b> " + html.escape(" · ".join(steps)) + "</p>")
        said = "".join(f"<li>{html.escape(t)}</li>" for t in node.said)
        parts.append(f"<ul>{said}</ul>")
    else:
        parts.append("<p>Die Blinds sind gesetzt, die Karten gegeben.</p>")
    buttons = []
    if index in edges:
        parts.append(legal_html(node.state))
        parts += [f"<p class='holdem-explorer-note'>{html.escape(note)}</p>" for note in _notes(node, nodes, edges[index])]
        parts.append("<p class='holdem-screen-only'>Wählen Sie die Handlung des Spielers am Zug:</p>")
        buttons = [goto_button(text, target, primary=True) for text, target in edges[index]]
    else:
        parts.append("<p><b>Die Wettrunde ist vorbei.</b></p>")
    back = [goto_button("Zurück", node.parent)] if node.parent is not None else []
    restart = [goto_button("Runde neu beginnen", 0)] if index else []
    # One row of buttons: the actions first, then back and restart (one box less per page).
    row = widgets.HBox(buttons + back + restart, layout=shared.row)
    return widgets.VBox([widgets.HTML("".join(parts), layout=shared.layout, style=shared.html_style), row],
                        layout=shared.layout)


def betting_explorer(start: HandState, max_raises: int = MAX_RAISES) -> StaticStepper:
    """The round from ``start`` as linked pages; the label above names the step."""
    nodes, edges = round_tree(start, max_raises)
    labels = []
    for index in range(len(nodes)):
        depth = _depth(nodes, index)
        labels.append("Start" if index == 0 else f"Nach {depth} Handlung{'en' if depth != 1 else ''}: "
                      f"{nodes[index].label}")
    shared = _Shared()
    pages = []
    for index in range(len(nodes)):
        pages.append(_page(nodes, edges, index, shared))
        if index % PAGES_PER_BATCH == PAGES_PER_BATCH - 1:
            time.sleep(PAUSE_S)
    return explorer(pages, labels)
