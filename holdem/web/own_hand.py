"""Werkstatt tool 4, "Eigene Hand": a hand of the reader's own, step by step.

The browser keeps only the set-up and the list of actions; every request replays them from the
start (pure, so "Zurück" is simply one action less). Requests:

* ``{"catalogue": true}``: structures and variants for the form;
* ``{"setup": {...}, "actions": [{"kind": "raise", "to": 8}, ...]}``: the hand after these
  actions — every step's narrated sentences with their rule IDs, the table now, the legal
  actions of the player to act (with the amounts an amount chooser needs) and the hand as PHH;
* ``{"phh": "<text of a .phh file>"}``: the set-up and the actions of that hand, to replay it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from holdem.betting import Action, ActionKind, LegalAction
from holdem.errors import HoldemError, excerpt
from holdem.german import german_number
from holdem.hand import HandState, start_hand
from holdem.phh import BetRaiseStep, CheckCallStep, FoldStep, parse_phh
from holdem.positions import label_name
from holdem.replay import iter_replay, rules_for, stacks_match
from holdem.web.form_fields import MAX_CHIPS, RequestError, int_field, text_field
from holdem.web.hand_setup import MAX_PLAYERS, HandSetup, catalogue, read_setup, setup_request
from holdem.web.phh_export import export_phh

__all__ = ["MAX_ACTIONS", "MAX_PHH_CHARS", "handle", "play_request"]

MAX_ACTIONS = 200  # far more than any real hand needs; keeps a pasted list from running long
MAX_PHH_CHARS = 50_000

_KINDS = {kind.value: kind for kind in ActionKind}


def handle(request: dict[str, Any]) -> dict[str, Any]:
    if request.get("catalogue"):
        return {"ok": True, **catalogue()}
    if "phh" in request:
        return {"ok": True, **read_phh_request(request)}
    return {"ok": True, **play_request(request)}


def _actions(value: object) -> list[Action]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise RequestError(f"Die Aktionen {excerpt(value)} sind keine Liste. Erlaubt: eine Liste wie "
                           "[{\"kind\": \"call\"}, {\"kind\": \"raise\", \"to\": 8}].", key="bad_actions")
    if len(value) > MAX_ACTIONS:
        raise RequestError(f"{german_number(len(value))} Aktionen sind zu viele. Erlaubt sind höchstens {MAX_ACTIONS} Aktionen "
                           "in einer Hand.", key="too_many_actions")
    actions = []
    for index, item in enumerate(value, start=1):
        if not isinstance(item, Mapping) or not isinstance(item.get("kind"), str) or item["kind"] not in _KINDS:
            raise RequestError(f"Aktion {index} ({excerpt(item)}) ist keine Aktion. Erlaubt: fold, check, call, "
                               "bet oder raise, bei bet und raise mit dem Betrag „to“ (W1).", key="bad_action")
        kind = _KINDS[str(item["kind"])]
        to = None
        if kind in (ActionKind.BET, ActionKind.RAISE):
            to = int_field(item, "to", f"Der Betrag von Aktion {index}", low=1, high=MAX_CHIPS)
        actions.append(Action(kind, to))
    return actions


def _states(setup: HandSetup, actions: Sequence[Action]) -> list[HandState]:
    state = start_hand(setup.rules, setup.stacks, button=setup.button, deck=setup.deck, names=setup.names)
    states = [state]
    for index, action in enumerate(actions, start=1):
        try:
            states.append(states[-1].apply(action))
        except HoldemError as error:
            raise RequestError(f"Aktion {index} ({_action_text(action)}): {error.message}", key=error.key) from None
    return states


def _action_text(action: Action) -> str:
    text = action.kind.german
    return text if action.amount is None else f"{text} auf {action.amount}"


def play_request(request: Mapping[str, object]) -> dict[str, Any]:
    """The hand of ``setup`` after ``actions`` (see the module's docstring)."""
    setup = read_setup(request.get("setup"))
    actions = _actions(request.get("actions"))
    states = _states(setup, actions)
    steps = [{"label": "Blinds und Karten" if i == 0 else f"{states[i - 1].name(states[i - 1].to_act or 0)}: "
              f"{_action_text(actions[i - 1])}",
              "events": [{"rule": e.rule, "text": e.text} for e in s.events]}
             for i, s in enumerate(states)]
    phh, phh_note = export_phh(setup, states, actions)
    notes = []
    if setup.unknown:
        who = ", ".join(setup.names[p] for p in setup.unknown)
        notes.append(f"Die Datei nennt die Hole Cards von {who} nicht; die Werkstatt hat sie zufällig aus dem "
                     "Rest des Decks gegeben.")
    return {"setup": setup.request, "rules_text": setup.rules.describe(), "steps": steps,
            "table": table_view(states[-1]), "legal": legal_view(states[-1]),
            "phh": phh, "phh_note": phh_note, "notes": notes}


def table_view(state: HandState) -> dict[str, Any]:
    """The table now, in words and numbers a page can show."""
    labels = state.positions.labels
    players = []
    for p in range(state.n_players):
        hole = state.holes[p]
        players.append({
            "name": state.name(p), "position": label_name(labels[p]) if p in labels else "",
            "stack": state.stacks[p], "bet": state.bets[p], "put_in": state.contributed[p],
            "folded": p in state.folded, "all_in": p in state.all_in, "to_act": state.to_act == p,
            "button": p == state.button, "cards": [str(c) for c in hole] if hole else [],
        })
    view: dict[str, Any] = {"street": state.street.german, "board": [str(c) for c in state.board],
                            "pot": state.pot, "players": players, "over": state.is_over,
                            "to_act": state.to_act, "result": [], "final_stacks": None, "carried": 0}
    if state.is_over:
        view["final_stacks"] = list(state.final_stacks)
        view["result"] = state.result.explain() if state.result is not None else []
        view["carried"] = state.result.carried if state.result is not None else 0  # P2 variant
    return view


def _legal_item(state: HandState, option: LegalAction) -> dict[str, Any]:
    player = state.to_act
    assert player is not None
    all_in_to = state.bets[player] + state.stacks[player]
    item: dict[str, Any] = {"kind": option.kind.value, "label": option.kind.german}
    if option.kind is ActionKind.CALL:
        item["call"] = option.call
        item["label"] = f"{option.kind.german}: {option.call}" + (" (all-in)" if option.max_to == all_in_to else "")
    if option.kind in (ActionKind.BET, ActionKind.RAISE):
        item["min_to"], item["max_to"] = option.min_to, option.max_to
        item["all_in_to"] = all_in_to
    return item


def legal_view(state: HandState) -> dict[str, Any]:
    """Who is to act and what the rules let this player do (empty when nobody is to act)."""
    player = state.to_act
    if player is None:
        return {"player": None, "name": "", "actions": []}
    return {"player": player, "name": state.name(player), "owed": state.current_bet - state.bets[player],
            "actions": [_legal_item(state, o) for o in state.legal_actions()]}


def read_phh_request(request: Mapping[str, object]) -> dict[str, Any]:
    """A PHH file's hand as set-up and actions (checked by replaying it with the engine)."""
    text = text_field(request, "phh", "Der Text der PHH-Datei", limit=MAX_PHH_CHARS)
    hh = parse_phh(text, source="PHH-Text")  # PhhError: German, with the line
    if hh.n_players > MAX_PLAYERS:
        raise RequestError(f"Die Hand hat {hh.n_players} Spieler. Erlaubt sind in der Werkstatt höchstens {MAX_PLAYERS}.",
                           key="bad_player_count")
    rules = rules_for(hh)
    actions: list[dict[str, Any]] = []
    state = None
    for item in iter_replay(hh):  # ReplayError: German, names the action and the rule
        before, state = state, item.state
        if before is None or before.to_act is None:
            continue  # the start, a deal, a show, or a check our rules do not ask for (W9)
        step = item.action
        if isinstance(step, FoldStep):
            actions.append({"kind": "fold"})
        elif isinstance(step, CheckCallStep):
            owes = before.current_bet > before.bets[step.player]
            actions.append({"kind": "call" if owes else "check"})
        elif isinstance(step, BetRaiseStep):
            actions.append({"kind": "raise" if before.current_bet > 0 else "bet", "to": step.amount})
    assert state is not None
    if len(actions) > MAX_ACTIONS:
        raise RequestError(f"Die Hand hat {german_number(len(actions))} Aktionen. Erlaubt sind höchstens {MAX_ACTIONS}.",
                           key="too_many_actions")
    setup = setup_request(stacks=hh.starting_stacks, button=hh.n_players - 1, names=hh.names(), rules=rules,
                          holes=state.holes, board=state.board)
    answer = play_request({"setup": setup, "actions": actions})
    finals = answer["table"]["final_stacks"]
    if finals is not None and stacks_match(hh, finals) is False:
        claimed = ", ".join(str(x) for x in hh.finishing_stacks or ())
        answer["notes"].append(f"Die Datei nennt am Ende die Stacks {claimed}; nach unseren Regeln sind es "
                               f"{', '.join(str(x) for x in finals)}.")
    return {"setup": setup, "actions": actions, **answer}
