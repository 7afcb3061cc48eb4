"""Werkstatt tool 4, "Eigene Hand": a hand of the reader's own, step by step.

The browser keeps only the set-up and the list of actions; every request replays them from the
start (pure, so "Zurück" is simply one action less). Requests:

* ``{"catalogue": true}``: structures and variants for the form;
* ``{"setup": {...}, "actions": [{"kind": "raise", "to": 8}, ...]}``: the hand after these
  actions — every step's narrated sentences with their rule IDs, the table now, the legal
  actions of the player to act (with the amounts an amount chooser needs) and the hand as PHH;
* ``{"prepare_rooms": true}``: load the room readers now, before the reader's file arrives;
* ``{"files": [{"name", "text"}, ...]}``: the hands of the reader's files, a short line each
  (:mod:`holdem.web.room_files`);
* ``{"phh": "<text of a .phh file>"}``: the set-up and the actions of that hand, to replay it.
  The same field takes a poker room's hand history (PokerStars, GGPoker, Winamax, partypoker,
  888, Full Tilt, iPoker XML, Winning Poker Network, Bovada): the room is detected from the text,
  hand ``"hand"`` (0 = the first) of it is played by our engine and checked against the room's
  record. The answer's ``"room"`` gives the verdict (agrees, differs with each difference, or
  refused with the reason) and a line per hand of the text; the steps are the room's hand narrated
  by our engine, amounts in the room's money ("0,10 €"), and ``"phh"`` the hand as PHH. When the
  hand fits the Werkstatt's set-up (blinds and antes as our rules post them) the answer also has
  its set-up, actions and ``"money"``, so it can be stepped back and forth like any other: the page
  sends ``"money"`` back with the set-up and the sentences keep the room's money; the amounts of
  the legal actions then also come as the room's money (``"min_text"``, ``"max_text"``), for the
  amount box that the reader fills in euros, not in cents. With ``"list": false`` (a hand picked
  from a file's listing) only hand ``"hand"`` is read and played, not every hand of the text.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from itertools import islice
from typing import TYPE_CHECKING, Any

from holdem.betting import Action, ActionKind, LegalAction
from holdem.errors import HoldemError, InputError, PhhError, excerpt
from holdem.events import EventKind
from holdem.german import chips, german_number
from holdem.hand import HandState, start_hand
from holdem.narration import MoneyFormat, event_text, money_format
from holdem.phh import BetRaiseStep, CheckCallStep, FoldStep, parse_phh
from holdem.phh_steps import HandHistory
from holdem.positions import label_name
from holdem.replay import iter_replay, rules_for, stacks_match
from holdem.web.form_fields import MAX_CHIPS, int_field, text_field
from holdem.web.hand_setup import MAX_PLAYERS, HandSetup, catalogue, read_setup, setup_request
from holdem.web.phh_export import export_phh
from holdem.web.room_files import MAX_FILE_CHARS, MAX_LISTED_HANDS, list_files

if TYPE_CHECKING:  # the room readers are imported when a room's text arrives (see read_phh_request)
    from holdem.rooms import Verdict

__all__ = ["MAX_ACTIONS", "MAX_PHH_CHARS", "MAX_ROOM_CHARS", "MAX_ROOM_HANDS", "handle", "play_request"]

MAX_ACTIONS = 200  # far more than any real hand needs; keeps a pasted list from running long
MAX_PHH_CHARS = 50_000
# A room's export of a session: 2 MB hold about 1,000 hands of text; the first 500 are listed.
MAX_ROOM_CHARS = 2_000_000
MAX_ROOM_HANDS = 500

_KINDS = {kind.value: kind for kind in ActionKind}


def handle(request: dict[str, Any]) -> dict[str, Any]:
    if request.get("catalogue"):
        return {"ok": True, **catalogue()}
    if request.get("prepare_rooms"):
        # The page asks this when the reader starts choosing a file or pasting: the room readers
        # (a second or more of imports in the browser) load while the file dialog is still open.
        import holdem.rooms  # noqa: F401

        return {"ok": True, "prepared": True}
    if "files" in request:
        return {"ok": True, **list_files(request)}
    if "phh" in request:
        return {"ok": True, **read_phh_request(request)}
    return {"ok": True, **play_request(request)}


def _actions(value: object) -> list[Action]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise InputError(f"Die Aktionen {excerpt(value)} sind keine Liste. Erlaubt: eine Liste wie "
                           "[{\"kind\": \"call\"}, {\"kind\": \"raise\", \"to\": 8}].", key="bad_actions")
    if len(value) > MAX_ACTIONS:
        raise InputError(f"{german_number(len(value))} Aktionen sind zu viele. Erlaubt sind höchstens {MAX_ACTIONS} Aktionen "
                           "in einer Hand.", key="too_many_actions")
    actions = []
    for index, item in enumerate(value, start=1):
        if not isinstance(item, Mapping) or not isinstance(item.get("kind"), str) or item["kind"] not in _KINDS:
            raise InputError(f"Aktion {index} ({excerpt(item)}) ist keine Aktion. Erlaubt: fold, check, call, "
                               "bet oder raise, bei bet und raise mit dem Betrag „to“ (W1).", key="bad_action")
        kind = _KINDS[str(item["kind"])]
        to = None
        if kind in (ActionKind.BET, ActionKind.RAISE):
            to = int_field(item, "to", f"Der Betrag von Aktion {index}", low=1, high=MAX_CHIPS)
        actions.append(Action(kind, to))
    return actions


def _states(setup: HandSetup, actions: Sequence[Action], money: MoneyFormat | None = None) -> list[HandState]:
    state = start_hand(setup.rules, setup.stacks, button=setup.button, deck=setup.deck, names=setup.names)
    states = [state]
    for index, action in enumerate(actions, start=1):
        try:
            states.append(states[-1].apply(action))
        except HoldemError as error:
            message = error.message if money is None else _refusal_in_money(error.message, states[-1], action, money)
            raise InputError(f"Aktion {index} ({_action_text(action, money)}): {message}", key=error.key) from None
    return states


def _refusal_in_money(message: str, before: HandState, action: Action, money: MoneyFormat) -> str:
    """The engine's message about a refused action with the room's money.

    These messages are written in chips by the betting rules (holdem.betting.check_action), not by
    the narration. The amounts they can name are all known here (what the player owes, the bet
    already in the round, the stack, the opening bet, the range of a bet or raise, the amount
    asked), so each such phrase is written again from its value; other numbers (raises counted for
    the cap, rule IDs) stay as they are.
    """
    player = before.to_act
    if player is None or money.is_chips:
        return message
    owed = before.current_bet - before.bets[player]
    stack = before.stacks[player]
    phrases = [(f" {chips(owed)} zu bezahlen", f" {money.amount(owed)} zu bezahlen"),
               (f"ein Einsatz von {before.current_bet}.", f"ein Einsatz von {money.amount(before.current_bet)}."),
               (f"mit {chips(stack)} kann man", f"mit {money.amount(stack)} kann man"),
               (f"Blind ({before.rules.opening_bet})", f"Blind ({money.amount(before.rules.opening_bet)})")]
    if action.amount is not None:
        phrases.append((f" auf {action.amount} ist nicht erlaubt", f" auf {money.amount(action.amount)} ist nicht erlaubt"))
    for option in before.legal_actions():
        low, high = option.min_to, option.max_to
        if option.kind in (ActionKind.BET, ActionKind.RAISE) and low is not None and high is not None:
            phrases.append((f"möglich ist genau {low} (", f"möglich ist genau {money.amount(low)} (") if low == high
                           else (f"möglich ist {low} bis {high} (",
                                 f"möglich ist {money.amount(low)} bis {money.amount(high)} ("))
    for chips_phrase, money_phrase in phrases:
        message = message.replace(chips_phrase, money_phrase)
    return message


def _action_text(action: Action, money: MoneyFormat | None = None) -> str:
    """An action as a step's label: "Erhöhen (Raise) auf 75", in a room's money "… auf 0,75 €"."""
    text = action.kind.german
    if action.amount is None:
        return text
    return f"{text} auf {action.amount if money is None else money.number(action.amount)}"


def play_request(request: Mapping[str, object]) -> dict[str, Any]:
    """The hand of ``setup`` after ``actions`` (see the module's docstring). With ``"money":
    {"unit": 100, "currency": "EUR"}`` (a room's hand in cents) the sentences name the room's money."""
    setup = read_setup(request.get("setup"))
    actions = _actions(request.get("actions"))
    money = None if request.get("money") is None else _money_format(request["money"])
    states = _states(setup, actions, money)
    steps = [{"label": "Blinds und Karten" if i == 0 else f"{states[i - 1].name(states[i - 1].to_act or 0)}: "
              f"{_action_text(actions[i - 1], money)}",
              "events": [{"rule": e.rule, "text": event_text(e, money)} for e in s.events]}
             for i, s in enumerate(states)]
    phh, phh_note = export_phh(setup, states, actions)
    notes = []
    if setup.unknown:
        who = ", ".join(setup.names[p] for p in setup.unknown)
        notes.append(f"Die Datei nennt die Hole Cards von {who} nicht; die Werkstatt hat sie zufällig aus dem "
                     "Rest des Decks gegeben.")
    with money_format(money):  # None: in chips
        rules_text = setup.rules.describe()
    answer = {"setup": setup.request, "rules_text": rules_text, "steps": steps,
              "table": table_view(states[-1], money), "legal": legal_view(states[-1], money),
              "phh": phh, "phh_note": phh_note, "notes": notes}
    if money is not None:
        answer["money"] = _money_request(money)
    return answer


def _money_format(value: object) -> MoneyFormat:
    """The room's money of a request (``value``: ``{"unit", "currency"}``), checked."""
    if not isinstance(value, Mapping):
        raise InputError(f"Die Angabe zum Geld {excerpt(value)} ist keine Tabelle. Erlaubt: "
                           "{\"unit\": 100, \"currency\": \"EUR\"}.", key="bad_money")
    from holdem.rooms.money import checked_money_format  # with the room readers, only for a room's hand

    try:
        return checked_money_format(value.get("unit"), value.get("currency"))
    except HoldemError as error:
        raise InputError(error.message, key=error.key) from None


def _money_request(money: MoneyFormat) -> dict[str, Any]:
    """The money as the page sends it back with the set-up, so that a step back keeps it."""
    return {"unit": money.unit, "currency": money.currency}


def table_view(state: HandState, money: MoneyFormat | None = None) -> dict[str, Any]:
    """The table now, in words and numbers a page can show; with ``money`` (a room's hand) the
    sentences and the ``…_text`` fields give the amounts as the room's money."""
    labels = state.positions.labels
    players = []
    for p in range(state.n_players):
        hole = state.holes[p]
        player: dict[str, Any] = {
            "name": state.name(p), "position": label_name(labels[p]) if p in labels else "",
            "stack": state.stacks[p], "bet": state.bets[p], "put_in": state.contributed[p],
            "folded": p in state.folded, "all_in": p in state.all_in, "to_act": state.to_act == p,
            "button": p == state.button, "cards": [str(c) for c in hole] if hole else [],
        }
        if money is not None:
            player["stack_text"], player["bet_text"] = money.number(state.stacks[p]), money.number(state.bets[p])
        players.append(player)
    view: dict[str, Any] = {"street": state.street.german, "board": [str(c) for c in state.board],
                            "pot": state.pot, "players": players, "over": state.is_over,
                            "to_act": state.to_act, "result": [], "final_stacks": None, "carried": 0}
    if money is not None:
        view["pot_text"] = money.amount(state.pot)
    if state.is_over:
        view["final_stacks"] = list(state.final_stacks)
        with money_format(money):  # the explanation is narrated: its amounts follow the format
            view["result"] = state.result.explain() if state.result is not None else []
        view["carried"] = state.result.carried if state.result is not None else 0  # P2 variant
    return view


def _legal_item(state: HandState, option: LegalAction, money: MoneyFormat | None) -> dict[str, Any]:
    player = state.to_act
    assert player is not None
    all_in_to = state.bets[player] + state.stacks[player]
    item: dict[str, Any] = {"kind": option.kind.value, "label": option.kind.german}
    if option.kind is ActionKind.CALL and option.call is not None:
        item["call"] = option.call
        item["label"] = (f"{option.kind.german}: {option.call if money is None else money.number(option.call)}"
                         + (" (all-in)" if option.max_to == all_in_to else ""))
    if option.kind in (ActionKind.BET, ActionKind.RAISE) and option.min_to is not None and option.max_to is not None:
        item["min_to"], item["max_to"] = option.min_to, option.max_to
        item["all_in_to"] = all_in_to
        if money is not None:  # the amount box: the reader types and reads the room's money
            item["unit"] = money.unit
            item["min_text"], item["max_text"] = money.number(option.min_to), money.number(option.max_to)
            item["all_in_text"] = money.number(all_in_to)
    return item


def legal_view(state: HandState, money: MoneyFormat | None = None) -> dict[str, Any]:
    """Who is to act and what the rules let this player do (empty when nobody is to act); with
    ``money`` the amounts also as the room's money (``…_text``)."""
    player = state.to_act
    if player is None:
        return {"player": None, "name": "", "actions": []}
    owed = state.current_bet - state.bets[player]
    view = {"player": player, "name": state.name(player), "owed": owed,
            "actions": [_legal_item(state, o, money) for o in state.legal_actions()]}
    if money is not None:
        view["owed_text"] = money.number(owed)
    return view


def read_phh_request(request: Mapping[str, object]) -> dict[str, Any]:
    """A PHH file's hand as set-up and actions (checked by replaying it with the engine); a
    room's hand history goes to :func:`read_room_request`."""
    # A hand picked from a file's listing comes with the whole file (read, not played, up to the hand).
    limit = MAX_FILE_CHARS if request.get("list") is False else MAX_ROOM_CHARS
    text = text_field(request, "phh", "Der Text der Hand", limit=limit)
    # Imported here, not with the module: the stored copy of the started engine (engine-snapshot.js)
    # must stay small enough for Pyodide to restore it; the readers come in when a hand is read.
    from holdem.rooms import detect_room

    if detect_room(text.lstrip("\ufeff")) is not None:
        return read_room_request(text, request)
    if len(text) > MAX_PHH_CHARS:
        raise InputError(f"Der PHH-Text ist {german_number(len(text))} Zeichen lang. Erlaubt sind höchstens {german_number(MAX_PHH_CHARS)} "
                           f"Zeichen (die Hand History eines Pokerraums bis {german_number(MAX_ROOM_CHARS)} Zeichen).",
                           key="text_too_long")
    try:
        hh = parse_phh(text, source="PHH-Text")  # PhhError: German, with the line
    except PhhError:
        if "variant" in text:  # meant as PHH: the parser's message says what is wrong where
            raise
        raise InputError("Der Text ist weder die Hand History eines Pokerraums noch eine PHH-Datei: der Kopf "
                           "einer Hand (etwa „PokerStars Hand #…“ oder „<session“) fehlt, und Zeilen der Form "
                           "„Schlüssel = Wert“ sind es auch nicht. Erlaubt ist der Text, wie ihn PokerStars, "
                           "GGPoker, Winamax, partypoker, 888, Full Tilt, iPoker, das Winning Poker Network oder "
                           "Bovada exportieren (ab der ersten Zeile einer Hand), oder eine PHH-Datei.",
                           key="not_a_hand_history") from None
    return replay_history(hh)


def replay_history(hh: HandHistory, money: Mapping[str, object] | None = None) -> dict[str, Any]:
    """A hand history (from PHH or a room) as set-up and actions, replayed by the Werkstatt;
    ``money`` as in :func:`play_request` (a room's hand in cents)."""
    if hh.n_players > MAX_PLAYERS:
        raise InputError(f"Die Hand hat {hh.n_players} Spieler. Erlaubt sind in der Werkstatt höchstens {MAX_PLAYERS}.",
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
        raise InputError(f"Die Hand hat {german_number(len(actions))} Aktionen. Erlaubt sind höchstens {MAX_ACTIONS}.",
                           key="too_many_actions")
    setup = setup_request(stacks=hh.starting_stacks, button=hh.n_players - 1, names=hh.names(), rules=rules,
                          holes=state.holes, board=state.board)
    answer = play_request({"setup": setup, "actions": actions, "money": money})
    finals = answer["table"]["final_stacks"]
    if finals is not None and stacks_match(hh, finals) is False:
        claimed = ", ".join(str(x) for x in hh.finishing_stacks or ())
        answer["notes"].append(f"Die Datei nennt am Ende die Stacks {claimed}; nach unseren Regeln sind es "
                               f"{', '.join(str(x) for x in finals)}.")
    return {"setup": setup, "actions": actions, **answer}


_STATUS = {"agrees": "stimmt mit dem Raum überein", "differs": "weicht vom Raum ab", "refused": "abgelehnt"}


def _hand_line(verdict: Verdict) -> str:
    """One line per hand of the room's text: which hand, stakes and players, the verdict."""
    hand = verdict.hand
    if hand is None:
        return f"{verdict.label}: {_STATUS[verdict.status]}"
    return f"{hand.label} – {hand.stakes}, {hand.history.n_players} Spieler: {_STATUS[verdict.status]}"


def _room_steps(verdict: Verdict) -> tuple[list[dict[str, Any]], HandState | None]:
    """The room's hand narrated by our engine, one step per betting round, and its last state;
    amounts in the room's money."""
    from holdem.rooms import iter_room_replay

    hand = verdict.hand
    if hand is None or verdict.status == "refused":
        events = [{"rule": rule, "text": text} for rule, text in verdict.sentences()]
        return ([{"label": "Bis zur Ablehnung", "events": events}] if events else []), None
    money = hand.money_format

    # A step begins where the narration turns to a new part of the hand: the first decision before
    # the flop, each board card dealt, the showdown (not where the engine's state changes street:
    # the call that closes a round belongs to that round).
    steps: list[dict[str, Any]] = [{"label": "Blinds und Karten", "events": []}]
    state: HandState | None = None
    boards = 0
    for state in iter_room_replay(hand):
        for event in state.events:
            label = None
            if event.kind is EventKind.TO_ACT and len(steps) == 1:
                label = "Vor dem Flop"
            elif event.kind is EventKind.DEAL_BOARD:
                label, boards = _BOARD_STEPS[min(boards, 2)], boards + 1
            elif event.kind is EventKind.SHOWDOWN:
                label = "Showdown"
            if label is not None:
                steps.append({"label": label, "events": []})
            steps[-1]["events"].append({"rule": event.rule, "text": event_text(event, money)})
    return [step for step in steps if step["events"]], state


_BOARD_STEPS = ("Flop", "Turn", "River")


def _verdict_view(verdict: Verdict) -> dict[str, Any]:
    hand = verdict.hand
    view: dict[str, Any] = {"label": verdict.label, "status": verdict.status, "verdict": _STATUS[verdict.status],
                            "reason": verdict.reason, "differences": list(verdict.differences),
                            "notes": list(verdict.notes), "players": []}
    if hand is not None:
        view["stakes"] = hand.stakes
        recorded = hand.history.finishing_stacks
        for p, name in enumerate(hand.names):
            view["players"].append({
                "name": name, "seat": hand.seats[p], "start": hand.money(int(hand.history.starting_stacks[p])),
                "room": None if recorded is None else hand.money(int(recorded[p])),
                "ours": None if verdict.final is None else hand.money(verdict.final[p])})
    return view


def _one_verdict(text: str, index: int, source: str) -> Verdict:
    """Hand ``index`` of a room's text, read (every hand before it only read, not played) and
    checked; the other hands of the text are left alone."""
    from holdem.rooms import build_hand, check_hand, read_records

    item = next(islice(read_records(text, source), index, None), None)
    if item is None:
        raise InputError(f"Hand {index + 1} gibt es in „{source}“ nicht. Erlaubt ist eine Hand aus der Liste "
                           "der Datei.", key="no_such_hand")
    from holdem.rooms import Verdict as RoomVerdict

    if isinstance(item, PhhError):
        return RoomVerdict(item.detail.split(":")[0], "refused", item.detail, item.key)
    label = f"{item.room} Hand #{item.hand_id}"
    try:
        return check_hand(build_hand(item, source))
    except PhhError as error:
        return RoomVerdict(label, "refused", error.detail, error.key)
    except (ValueError, IndexError, KeyError) as error:  # as holdem.rooms.check_text does for a file
        return RoomVerdict(label, "refused", f"{label}: die Hand ist nicht lesbar ({type(error).__name__}).",
                           "unreadable_hand")


def read_room_request(text: str, request: Mapping[str, object]) -> dict[str, Any]:
    """A hand of a room's hand history: the room's verdict, the narrated steps and, where the hand
    fits the Werkstatt's set-up, its set-up and actions (see the module's docstring)."""
    from holdem.rooms import check_text, detect_room

    text = text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")
    listed = request.get("list", True)
    if not isinstance(listed, bool):
        raise InputError(f"„list“ ist {excerpt(listed)}. Erlaubt: true (alle Hände des Textes prüfen und "
                           "aufzählen) oder false (nur die gewählte Hand).", key="bad_list")
    source = "Eingefügter Text"
    if "source" in request:
        source = text_field(request, "source", "Der Name der Datei", limit=300)
    hands: list[dict[str, Any]] = []
    more = False
    if listed:
        verdicts = list(islice(check_text(text, source), MAX_ROOM_HANDS + 1))
        more = len(verdicts) > MAX_ROOM_HANDS
        verdicts = verdicts[:MAX_ROOM_HANDS]
        index = int_field(request, "hand", "Die Nummer der Hand", low=0, high=max(0, len(verdicts) - 1), default=0)
        verdict = verdicts[index]
        hands = [{"index": i, "label": _hand_line(v), "status": v.status} for i, v in enumerate(verdicts)]
    else:
        index = int_field(request, "hand", "Die Nummer der Hand", low=0, high=MAX_LISTED_HANDS - 1, default=0)
        verdict = _one_verdict(text, index, source)
    room: dict[str, Any] = {"name": detect_room(text), "index": index, **_verdict_view(verdict), "hands": hands}
    if more:
        room["notes"].append(f"Der Text hat mehr als {MAX_ROOM_HANDS} Hände; die Liste zeigt die ersten "
                             f"{MAX_ROOM_HANDS}.")
    steps, last = _room_steps(verdict)
    hand = verdict.hand
    answer: dict[str, Any] = {"room": room, "steps": steps, "notes": [], "phh": "",
                              "phh_note": verdict.reason if verdict.status == "refused" else "",
                              "rules_text": "", "legal": {"player": None, "name": "", "actions": []}}
    if hand is None or last is None:
        return answer
    money = hand.money_format
    with money_format(money):
        answer["rules_text"] = f"{hand.label}: {hand.stakes}. {hand.rules.describe()}"
    answer["table"] = table_view(last, money)
    answer["money"] = _money_request(money)
    from holdem.rooms.export import room_phh

    # The room's hand as PHH: its own cards only ("????" where the room showed none), our payout.
    answer["phh"], answer["phh_note"] = room_phh(verdict)
    # The same hand as the Werkstatt's set-up and actions, when our start of the hand is the room's.
    history = dataclasses.replace(hand.history, finishing_stacks=None)
    try:
        replayed = replay_history(history, answer["money"])
    except HoldemError as error:
        answer["notes"].append(f"Zurück und Weiter gibt es für diese Hand nicht: {error.message} Die Schritte oben "
                               "sind die des Raums, von unserer Engine erzählt.")
        return answer
    if replayed["table"]["final_stacks"] != answer["table"]["final_stacks"]:
        answer["notes"].append("Zurück und Weiter gibt es für diese Hand nicht: ihre Blinds oder Einsätze vor dem "
                               "Flop passen nicht in den Aufbau der Werkstatt. Die Schritte oben sind die des Raums, "
                               "von unserer Engine erzählt.")
        return answer
    replayed["notes"] = answer["notes"] + replayed["notes"]
    # Shown first: the room's hand as it was (cards the room did not show stay unknown); the set-up and
    # the actions let the reader step back from there.
    return {**replayed, "room": room, "steps": answer["steps"], "table": answer["table"],
            "rules_text": answer["rules_text"], "phh": answer["phh"], "phh_note": answer["phh_note"]}
