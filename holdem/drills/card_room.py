"""Drills from the cash-game card room: the straddle (C11) and dead hands (C14).

Both are real hands of the engine: :func:`holdem.hand.start_hand` with ``straddle=True`` and
legal steps; who acts and the smallest raise are :meth:`HandState.legal_actions`, a mucked or
shown hand is ruled by :func:`holdem.dead_hands.dealer_mucks` and
:func:`holdem.dead_hands.exposes_own_card`. This module invents the situation, asks the question
and says what a wrong answer got wrong, with the numbers of the hand shown.
"""

from __future__ import annotations

import random
from typing import Any

from holdem.betting import Action, ActionKind, raise_option
from holdem.cards import Deck
from holdem.dead_hands import dealer_mucks, exposes_own_card
from holdem.drills.model import Drill, DrillKind, Verdict, chosen
from holdem.errors import InputError
from holdem.german import player_name
from holdem.hand import HandState, start_hand
from holdem.positions import label_name
from holdem.rules import RuleSet
from holdem.user_input import int_field, player_index

__all__ = ["DEAD_HAND", "STRADDLE"]

MAX_ANSWER = 10**6  # no amount of these drills comes near it


# ------------------------------------------------------------------ hands of the engine

def _step(state: HandState, rng: random.Random, *, raising: float) -> Action:
    """A plausible step: sometimes a fold, mostly a call or check, a raise with chance ``raising``."""
    options = {o.kind: o for o in state.legal_actions()}
    pick = rng.random()
    bigger = options.get(ActionKind.RAISE) or options.get(ActionKind.BET)
    if bigger and pick < raising:
        assert bigger.min_to is not None and bigger.max_to is not None
        step = state.rules.big_blind  # whole big blinds above the minimum, as players raise
        room = (min(bigger.max_to, bigger.min_to * 2) - bigger.min_to) // step
        return Action(bigger.kind, bigger.min_to + step * rng.randint(0, room))
    if ActionKind.FOLD in options and ActionKind.CALL in options and pick > 0.7:
        return Action(ActionKind.FOLD)
    return Action(ActionKind.CALL if ActionKind.CALL in options else ActionKind.CHECK)


def _lines(state: HandState) -> list[str]:
    return [e.text for e in state.events if e.kind not in ("deal_hole", "round_end")]


def _table(state: HandState) -> dict[str, Any]:
    labels = state.positions.labels
    straddler = state.setup.straddle and (state.positions.big_blind + 1) % state.n_players
    return {"players": [{"name": state.name(p),
                         "position": "Straddle" if state.setup.straddle and p == straddler else
                         label_name(labels[p]) if p in labels else "",
                         "stack": state.stacks[p], "bet": state.bets[p], "button": p == state.button,
                         "to_act": p == state.to_act,
                         "status": "ausgestiegen" if p in state.folded else ""} for p in range(state.n_players)],
            "pot": state.pot, "street": state.street.german, "board": [str(c) for c in state.board]}


def _no_hand() -> InputError:
    return InputError("Für diese Übung fand sich keine passende Hand. Erlaubt: eine andere Nummer.",
                        key="no_situation")


# ------------------------------------------------------------------ the straddle (C11)

def _straddle_hand(rng: random.Random, level: int) -> tuple[HandState, list[str]]:
    """A preflop state with a straddle. Level 1: the first state; level 2: limps and folds, nobody
    raised over the straddle yet; level 3: someone raised over it, the next player is to act."""
    rules = RuleSet.no_limit(1, 2) if level < 3 else rng.choice((RuleSet.no_limit(5, 10), RuleSet.pot_limit(5, 10)))
    for _ in range(200):
        n = rng.randint(3, 8)
        stacks = [rng.randrange(80, 301, 10) * rules.big_blind // 2 for _ in range(n)]
        state = start_hand(rules, stacks, button=rng.randrange(n), deck=Deck.shuffled(rng.randrange(2**31)),
                           straddle=True)
        lines = _lines(state)
        if level == 1:
            return state, lines
        for _ in range(12):
            if state.to_act is None or state.round_index > 0:
                break
            raised = state.current_bet > state.setup.straddle
            option = raise_option(state, state.to_act)
            fits = option.allowed and option.min_to is not None and option.max_to is not None \
                and option.min_to < option.max_to and state.full_level == state.current_bet \
                and option.min_to == state.current_bet + max(state.raise_size, state.setup.straddle)
            if fits and raised == (level == 3) and rng.random() < 0.45:
                return state, lines
            state = state.apply(_step(state, rng, raising=0.0 if level == 2 else 0.3))
            lines += _lines(state)
    raise _no_hand()


def _make_straddle(rng: random.Random, level: int) -> Drill:
    state, lines = _straddle_hand(rng, level)
    n, straddle, bb = state.n_players, state.setup.straddle, state.rules.big_blind
    straddler = (state.positions.big_blind + 1) % n
    player = state.to_act
    assert player is not None
    name = state.name(player)
    structure = state.rules.structure.german
    extra: dict[str, Any] = {"n": n, "straddle": straddle, "big_blind": bb, "straddler": straddler,
                             "small_blind": state.positions.small_blind, "big_blind_seat": state.positions.big_blind,
                             "first": player, "name": name, "current": state.current_bet, "level": level}
    straddled = (f"{player_name(straddler)} sitzt links vom Big Blind und hat einen Straddle von {straddle} Chips "
                 f"gesetzt, den doppelten Big Blind ({bb}) (C11).")
    situation = {**_table(state), "lines": lines, "structure": structure}
    if level == 1:
        why = (f"Der Straddle ist eine blinde Erhöhung: vor dem Flop beginnt der Spieler links vom Straddler, "
               f"{name}; {player_name(straddler)} handelt vor dem Flop zuletzt und hat dann die Option (C11).")
        return Drill(
            kind="straddle", title="Straddle und Mindesterhöhung", rules=("C11", "W3"),
            question=f"{n} Spieler, {structure}, Blinds {state.rules.small_blind}/{bb}, mit Straddle. Wer "
                     "handelt vor dem Flop zuerst?",
            situation={**situation, "players": [{**p, "to_act": False} for p in situation["players"]]},
            form={"type": "player", "players": n}, solution=player, solution_text=f"{name}.",
            explanation=(straddled, why), extra=extra)
    option = raise_option(state, player)
    assert option.min_to is not None
    increment = option.min_to - state.current_bet
    extra |= {"min_to": option.min_to, "increment": increment, "mine": state.bets[player]}
    if level == 2:
        why = (f"Ein Straddle von {straddle} gilt vor dem Flop wie ein Einsatz von {straddle}: erhöht wird um "
               f"mindestens einen Straddle, auf mindestens 2 × {straddle} = {option.min_to} (C11).")
        own = (f" {name} hat den Straddle selbst gesetzt; alle anderen sind nur mitgegangen, darum hat {name} jetzt "
               "die Option: checken oder erhöhen (C11)." if player == straddler else "")
        explanation: tuple[str, ...] = (straddled, why + own)
    else:
        explanation = (straddled, f"Über den Straddle wurde schon erhöht: der höchste Einsatz ist {state.current_bet}, "
                       f"die größte Erhöhung dieser Runde {increment} Chips (mindestens ein Straddle, {straddle}). "
                       f"Eine neue Erhöhung geht mindestens auf {state.current_bet} + {increment} = {option.min_to} "
                       "(C11, L1).")
    return Drill(
        kind="straddle", title="Straddle und Mindesterhöhung", rules=("C11", "L1"),
        question=f"{structure}, Blinds {state.rules.small_blind}/{bb}, mit Straddle. {name} ist am Zug und möchte "
                 "erhöhen. Auf welchen Gesamteinsatz dieser Runde mindestens?",
        situation=situation, form={"type": "amounts", "fields": ["min_to"]}, solution={"min_to": option.min_to},
        solution_text=f"Mindestens auf {option.min_to} Chips.", explanation=explanation, extra=extra)


def _first_mistake(x: dict[str, Any], given: int) -> str:
    name, first = player_name(given), player_name(x["first"])
    if given == x["straddler"]:
        return (f"{name} hat den Straddle gesetzt, eine blinde Erhöhung: vor dem Flop handelt {name} zuletzt, mit der "
                f"Option; zuerst handelt der Spieler links davon, {first} (C11).")
    if given in (x["small_blind"], x["big_blind_seat"]):
        return (f"{name} hat einen Blind gesetzt und handelt vor dem Flop nicht zuerst; mit Straddle beginnt der "
                f"Spieler links vom Straddler, {first} (C11, W3).")
    return f"{name} ist nicht der Erste: vor dem Flop beginnt der Spieler links vom Straddler, {first} (C11)."


def _raise_mistake(x: dict[str, Any], got: int) -> str:
    right, current, straddle = x["min_to"], x["current"], x["straddle"]
    if got == right - current:
        return (f"{got} ist die Erhöhung selbst („um“); gefragt ist der Gesamteinsatz danach („auf“): {current} + "
                f"{got} = {right} (C11).")
    if got == current:
        return f"Mit {got} ginge {x['name']} nur mit; eine Erhöhung geht mindestens auf {right} (C11)."
    if got == current + x["big_blind"] and got < right:
        return (f"Ein Big Blind mehr reicht nicht: mit Straddle geht eine Erhöhung um mindestens einen Straddle "
                f"({straddle}), hier um {x['increment']}: auf {right} (C11).")
    if got == current + straddle and got < right:
        return (f"Ein Straddle mehr reicht hier nicht: die Erhöhung muss mindestens so groß sein wie die größte "
                f"dieser Runde, {x['increment']} Chips: auf {right} (C11, L1).")
    if got == 2 * x["big_blind"] and got < right:
        return (f"{got} ist der doppelte Big Blind, der Straddle selbst; der Straddle zählt als Einsatz, erhöht wird "
                f"darüber hinaus: auf {right} (C11).")
    return f"{got} ist {'zu viel' if got > right else 'zu wenig'}: mindestens auf {right} (C11)."


def _check_straddle(drill: Drill, answer: dict[str, Any]) -> Verdict:
    x = drill.extra
    if x["level"] == 1:
        if answer.get("player") is None:
            raise InputError(f"Der Spieler fehlt. Erlaubt: Spieler 1 bis {x['n']}.", key="missing_field")
        given = player_index(answer["player"], "Der Spieler", x["n"])
        return Verdict(True, ()) if given == drill.solution else Verdict(False, (_first_mistake(x, given),))
    got = int_field(answer, "min_to", "Der kleinste Betrag", low=0, high=MAX_ANSWER)
    if got == x["min_to"]:
        return Verdict(True, ())
    return Verdict(False, (_raise_mistake(x, got),))


STRADDLE = DrillKind("straddle", "Straddle und Mindesterhöhung", (1, 2, 3), _make_straddle, _check_straddle)


# ------------------------------------------------------------------ dead hands (C14)

HAND_CHOICES = {"dead": "Die Hand ist tot", "live": "Die Hand bleibt im Spiel"}


def _dead_hand_spot(rng: random.Random, level: int) -> tuple[HandState, list[str], str, int]:
    """A hand in progress, what happens (``muck``, ``protected`` or ``shown``) and to whom.
    Level 1: nothing of the player's bet goes back; level 2: a muck with an uncalled bet in it or
    a shown card; level 3: any of them, protected cards included."""
    rules = RuleSet.no_limit(1, 2)
    kinds = {1: ("muck", "shown"), 2: ("muck", "muck", "shown"), 3: ("muck", "protected", "shown")}[level]
    event = rng.choice(kinds)
    for _ in range(200):
        n = rng.randint(3, 6)
        stacks = [rng.randrange(60, 301, 10) for _ in range(n)]
        state = start_hand(rules, stacks, button=rng.randrange(n), deck=Deck.shuffled(rng.randrange(2**31)))
        lines = _lines(state)
        for _ in range(20):
            if state.to_act is None or state.is_over:
                break
            live = [p for p in state.in_hand if p != state.to_act and p not in state.mucked]
            if len(state.in_hand) >= 3 and live and state.round_index <= 1 and rng.random() < 0.4:
                wanted = [p for p in live if (event != "muck" or level == 1 or
                                              (level == 2) == (_returned(state, p) > 0))]
                if level == 1 and event == "muck":
                    wanted = [p for p in live if _returned(state, p) == 0]
                if wanted:
                    return state, lines, event, rng.choice(wanted)
            state = state.apply(_step(state, rng, raising=0.3))
            lines += _lines(state)
    raise _no_hand()


def _returned(state: HandState, player: int) -> int:
    return dealer_mucks(state, player, protected=False).returned


def _make_dead_hand(rng: random.Random, level: int) -> Drill:
    state, lines, event, player = _dead_hand_spot(rng, level)
    name = state.name(player)
    others = max(state.bets[p] for p in range(state.n_players) if p != player)
    if event == "shown":
        ruling = exposes_own_card(state, player)
        hand, returned = "live", 0
        incident = (f"{name} ist nicht am Zug und dreht eine eigene Hole Card um, sodass alle sie sehen. Was gilt "
                    f"für die Hand von {name}, und wie viele Chips bekommt {name} zurück?")
        explanation: tuple[str, ...] = (ruling.text, f"Die {state.bets[player]} Chips, die {name} in dieser Runde "
                                        "gesetzt hat, bleiben Einsatz einer lebenden Hand; zurück kommt nichts (C14).")
    else:
        muck = dealer_mucks(state, player, protected=event == "protected")
        hand, returned = ("dead" if muck.dead else "live"), muck.returned
        what = (f"Ein Chip von {name} liegt auf den Karten; der Geber wirft sie trotzdem versehentlich in den Muck, "
                "beide Karten sind dort noch eindeutig zu erkennen." if event == "protected" else
                f"Die Karten von {name} liegen ungeschützt da; der Geber wirft sie versehentlich in den Muck.")
        incident = (f"{name} ist nicht am Zug. {what} Was gilt für die Hand von {name}, und wie viele Chips "
                    f"bekommt {name} zurück?")
        lines_why = [muck.text]
        if muck.dead:
            bet = state.bets[player]
            lines_why.append(
                f"{name} hat in dieser Runde {bet} Chips gesetzt, der höchste Einsatz der anderen ist {others}: "
                f"zurück kommen {bet} − {others} = {returned} (C14)." if returned else
                f"{name} hat in dieser Runde nichts gesetzt; was {name} vorher eingezahlt hat, bleibt im Pot, zurück "
                "kommt nichts (C14)." if bet == 0 else
                f"{name} hat in dieser Runde {bet} Chips gesetzt, der höchste Einsatz der anderen ist {others}: "
                "jeder Chip ist gedeckt und bleibt im Pot, zurück kommt nichts (C14).")
        explanation = tuple(lines_why)
    return Drill(
        kind="dead_hand", title="Tote Hand?", rules=("C14", "W8"),
        question=incident, situation={**_table(state), "lines": lines, "structure": state.rules.structure.german},
        form={"type": "amounts", "fields": ["hand", "returned"],
              "labels": {"hand": f"Die Hand von {name}", "returned": f"Chips zurück an {name}"},
              "options": {"hand": [{"value": k, "text": v} for k, v in HAND_CHOICES.items()]}},
        solution={"hand": hand, "returned": returned},
        solution_text=f"{HAND_CHOICES[hand]}; {name} bekommt "
                      f"{f'{returned} Chips' if returned > 1 else 'einen Chip' if returned else 'nichts'} zurück.",
        explanation=explanation,
        extra={"event": event, "name": name, "bet": state.bets[player], "others": others, "returned": returned,
               "hand": hand})


def _check_dead_hand(drill: Drill, answer: dict[str, Any]) -> Verdict:
    x = drill.extra
    hand = chosen(answer, "hand", "Was für die Hand gilt", HAND_CHOICES)
    got = int_field(answer, "returned", "Die Chips zurück", low=0, high=MAX_ANSWER)
    name, event = x["name"], x["event"]
    mistakes = []
    if hand != x["hand"]:
        mistakes.append(
            f"Wer selbst eine eigene Hole Card zeigt, behält seine Hand: {name} spielt weiter (C14)." if event == "shown"
            else f"Geschützte Karten durfte der Geber nicht nehmen; da beide zu erkennen sind, holt der Floor die Hand "
                 f"zurück, und {name} spielt weiter (C14)." if event == "protected"
            else f"Ungeschützte Karten, die der Geber in den Muck wirft, sind tot: jeder schützt seine Karten selbst, "
                 f"{name} hat keinen Anspruch mehr auf den Pot (C14).")
    if got != x["returned"]:
        if x["hand"] == "live":
            mistakes.append(f"Die Hand lebt, also bleibt jeder Chip von {name} im Spiel: zurück kommt nichts (C14).")
        elif got == x["bet"] and x["bet"] > x["returned"]:
            mistakes.append(f"Was die anderen schon gezahlt haben, bleibt im Pot: von {x['bet']} Chips kommt nur der "
                            f"ungedeckte Teil über {x['others']} zurück, {x['returned']} (C14).")
        elif x["returned"]:
            mistakes.append(f"Zurück kommt der Teil des Einsatzes, bei dem noch niemand mitgegangen ist: {x['bet']} − "
                            f"{x['others']} = {x['returned']} (C14).")
        else:
            mistakes.append(f"Jeder Chip von {name} ist schon gedeckt (der höchste Einsatz der anderen ist "
                            f"{x['others']}): die Chips bleiben im Pot, zurück kommt nichts (C14, W8).")
    return Verdict(not mistakes, tuple(mistakes))


DEAD_HAND = DrillKind("dead_hand", "Tote Hand?", (1, 2, 3), _make_dead_hand, _check_dead_hand)
