"""Drills about betting: who acts first (W3, W4, H2), the smallest and largest raise in no limit
and fixed limit (L1, L3, L4) and the pot-limit maximum (L2).

The situations are real hands of the engine (:func:`holdem.hand.start_hand` and legal steps);
the right amounts are the engine's :func:`holdem.betting.legal_actions`. A situation is used only
when the textbook formula of the explanation gives the engine's amount (no short all-ins, no
stack limit in the way), so the explanation always fits the numbers.
"""

from __future__ import annotations

import random
from typing import Any

from holdem.betting import Action, ActionKind, raise_option
from holdem.cards import Deck
from holdem.drills.model import Drill, DrillKind, Verdict
from holdem.errors import InputError
from holdem.german import count_text, player_name
from holdem.hand import HandState, start_hand
from holdem.positions import label_name, positions
from holdem.rules import RuleSet, Structure
from holdem.user_input import int_field, player_index

__all__ = ["FIRST_TO_ACT", "POT_LIMIT", "RAISE_LIMITS"]


# ------------------------------------------------------------------ who acts first

def _make_first_to_act(rng: random.Random, level: int) -> Drill:
    n = 2 if level >= 2 and rng.random() < 0.3 else rng.randint(3, 9)
    button = rng.randrange(n)
    preflop = rng.random() < 0.5
    pos = positions(n, button)
    folded: set[int] = set()
    if not preflop and level == 3 and n > 3:
        left = pos.first_postflop  # the trap: the first seat left of the button has folded
        folded = {left} | set(rng.sample([p for p in range(n) if p != left], rng.randint(0, n - 3)))
    order = pos.order_preflop() if preflop else pos.order_postflop()
    first = next(p for p in order if p not in folded)
    street = "vor dem Flop" if preflop else "auf dem Flop"
    rules: tuple[str, ...] = ("W3",) if preflop else ("W4",)
    if n == 2:
        rules = rules + ("H1", "H2")
    if n == 2:
        why = (f"Heads-up hat der Button ({player_name(button)}) den Small Blind und handelt vor dem Flop zuerst "
               "(H1, H2)." if preflop else
               f"Heads-up handelt der Button ({player_name(button)}) nach dem Flop zuletzt; zuerst handelt "
               f"{player_name(first)} mit dem Big Blind (H2).")
    elif preflop:
        why = (f"Vor dem Flop beginnt der Spieler links vom Big Blind ({player_name(pos.big_blind)}), Under the "
               f"Gun: {player_name(first)} (W3).")
    else:
        gone = f"; {', '.join(player_name(p) for p in sorted(folded))} ist ausgestiegen" if folded else ""
        why = (f"Ab dem Flop beginnt der erste Spieler links vom Button ({player_name(button)}), der noch in der "
               f"Hand ist{gone}: {player_name(first)} (W4).")
    players = [{"name": player_name(p), "button": p == button, "status": "ausgestiegen" if p in folded else ""}
               for p in range(n)]
    return Drill(
        kind="first_to_act", title="Wer handelt zuerst?", rules=rules,
        question=f"{n} Spieler, der Button liegt bei {player_name(button)}. Wer handelt {street} zuerst?",
        situation={"players": players, "button": button, "street": street},
        form={"type": "player", "players": n}, solution=first, solution_text=f"{player_name(first)}.",
        explanation=(why,), extra={"n": n, "button": button, "preflop": preflop, "folded": sorted(folded),
                                   "small_blind": pos.small_blind, "big_blind": pos.big_blind})


def _check_first_to_act(drill: Drill, answer: dict[str, Any]) -> Verdict:
    x = drill.extra
    if answer.get("player") is None:
        raise InputError(f"Der Spieler fehlt. Erlaubt: Spieler 1 bis {x['n']}.", key="missing_field")
    given = player_index(answer["player"], "Der Spieler", x["n"])
    if given == drill.solution:
        return Verdict(True, ())
    name = player_name(given)
    if given in x["folded"]:
        text = f"{name} ist ausgestiegen und handelt in dieser Hand nicht mehr (W4)."
    elif x["n"] == 2:
        text = ("Heads-up handelt der Button vor dem Flop zuerst, danach zuletzt (H2)." if x["preflop"] else
                "Heads-up handelt der Button nach dem Flop zuletzt (H2).")
    elif x["preflop"] and given in (x["small_blind"], x["big_blind"]):
        text = (f"{name} hat einen Blind gesetzt; vor dem Flop beginnt der Spieler links vom Big Blind, die Blinds "
                "handeln zuletzt (W3).")
    elif not x["preflop"] and given == (x["big_blind"] + 1) % x["n"]:
        text = f"{name} sitzt links vom Big Blind; das gilt nur vor dem Flop. Ab dem Flop zählt der Button (W4)."
    elif given == x["button"]:
        text = f"{name} hat den Button und handelt {'vor dem Flop spät' if x['preflop'] else 'ab dem Flop zuletzt'}."
    else:
        text = f"{name} ist nicht der Erste."
    return Verdict(False, (text,))


FIRST_TO_ACT = DrillKind("first_to_act", "Wer handelt zuerst?", (1, 2, 3), _make_first_to_act,
                         _check_first_to_act)


# ------------------------------------------------------------------ situations from real hands

def _step(state: HandState, rng: random.Random) -> Action:
    """A plausible step: rarely a fold, often a call, sometimes a raise near the minimum."""
    options = {o.kind: o for o in state.legal_actions()}
    pick = rng.random()
    raising = options.get(ActionKind.RAISE) or options.get(ActionKind.BET)
    if raising and pick < 0.35:
        assert raising.min_to is not None and raising.max_to is not None
        top = min(raising.max_to, raising.min_to * 3)
        return Action(raising.kind, rng.randint(raising.min_to, top))
    if ActionKind.FOLD in options and pick > 0.85:
        return Action(ActionKind.FOLD)
    return Action(ActionKind.CALL if ActionKind.CALL in options else ActionKind.CHECK)


def _situation(rng: random.Random, rules: RuleSet, fits) -> tuple[HandState, list[str]]:  # type: ignore[no-untyped-def]
    """A state of a random hand where ``fits(state)`` holds, with this round's sentences."""
    for _ in range(200):
        n = rng.randint(3, 6)
        stacks = [rng.randrange(40, 201, 10) * rules.big_blind // 2 for _ in range(n)]
        state = start_hand(rules, stacks, button=rng.randrange(n), deck=Deck.shuffled(rng.randrange(2**31)))
        lines = [e.text for e in state.events if e.kind not in ("deal_hole",)]
        for _ in range(30):
            if state.to_act is None:
                break
            if not state.all_in and fits(state) and rng.random() < 0.5:
                return state, lines
            state = state.apply(_step(state, rng))
            if any(e.kind == "round_end" for e in state.events):
                lines = []
            lines += [e.text for e in state.events if e.kind not in ("round_end",)]
    raise InputError("Für diese Übung fand sich keine passende Hand. Erlaubt: eine andere Nummer.",
                       key="no_situation")


def _table(state: HandState) -> dict[str, Any]:
    labels = state.positions.labels
    return {"players": [{"name": state.name(p), "position": label_name(labels[p]) if p in labels else "",
                         "stack": state.stacks[p], "bet": state.bets[p], "button": p == state.button,
                         "to_act": p == state.to_act,
                         "status": "ausgestiegen" if p in state.folded else ""} for p in range(state.n_players)],
            "pot": state.pot, "street": state.street.german, "board": [str(c) for c in state.board]}


def _amounts(answer: dict[str, Any], fields: tuple[str, ...]) -> dict[str, int]:
    labels = {"min_to": "Der kleinste Betrag", "max_to": "Der größte Betrag", "to": "Der Betrag"}
    return {f: int_field(answer, f, labels[f], low=0, high=10**7) for f in fields}


def _textbook(state: HandState) -> dict[str, int] | None:
    """The raise of the player to act by the formulas of L1, L2 and L3, or None if another rule
    (a short all-in, the stack, a closed round) decides."""
    player = state.to_act
    assert player is not None
    rules, current, mine = state.rules, state.current_bet, state.bets[player]
    option = raise_option(state, player)
    if current == 0 or not option.allowed or state.full_level != current:
        return None
    all_in = mine + state.stacks[player]
    increment = max(state.raise_size, rules.big_blind)
    limit = rules.limit_for_round(state.round_index)
    values = {"current": current, "mine": mine, "stack": state.stacks[player], "all_in": all_in,
              "increment": increment, "limit": limit, "call": current - mine, "pot": state.pot,
              "min_to": option.min_to, "max_to": option.max_to}
    if rules.structure is Structure.NO_LIMIT:
        fits = option.min_to == current + increment < option.max_to == all_in
    elif rules.structure is Structure.POT_LIMIT:
        fits = option.min_to == current + increment and \
            option.max_to == current + state.pot + (current - mine) < all_in
    else:
        fits = option.min_to == option.max_to == current + limit < all_in
    return values if fits else None


# ------------------------------------------------------------------ smallest and largest raise

def _bets_so_far(count: int) -> str:
    return "einen Einsatz" if count == 1 else f"einen Einsatz und {count - 1} Erhöhung{'en' if count > 2 else ''}"


def _make_raise_limits(rng: random.Random, level: int) -> Drill:
    structure = rng.choice({1: ("NL",), 2: ("NL", "FL"), 3: ("NL", "FL", "PL")}[level])
    fixed, pot_limit = structure == "FL", structure == "PL"
    rules = {"NL": RuleSet.no_limit(5, 10), "FL": RuleSet.fixed_limit(10, 20),
             "PL": RuleSet.pot_limit(5, 10)}[structure]
    want_raise = level >= 2 and not fixed  # from level 2 on: a raise bigger than the big blind came first

    def fits(state: HandState) -> bool:
        values = _textbook(state)
        return values is not None and (not want_raise or values["increment"] > rules.big_blind)

    state, lines = _situation(rng, rules, fits)
    v = _textbook(state)
    assert v is not None
    name = state.name(state.to_act or 0)
    street = state.street.german
    if fixed:
        rounds = "vor dem Flop und auf dem Flop" if state.round_index < 2 else "auf Turn und River"
        explanation: tuple[str, ...] = (
            (f"Im Fixed Limit wird um genau ein Limit erhöht; {rounds} sind das {v['limit']} Chips: auf "
            f"{v['current']} + {v['limit']} = {v['min_to']} (L3)."),
            (f"In dieser Runde gab es bisher {_bets_so_far(state.raise_count)} (vor dem Flop zählt der Big Blind als "
             f"Einsatz); erlaubt sind ein Einsatz und {count_text(rules.raise_cap or 0, 'Erhöhung', 'Erhöhungen')} (L4)."))
        question = f"{name} ist am Zug ({street}) und möchte erhöhen. Auf welchen Betrag?"
        fields: tuple[str, ...] = ("to",)
        solution: dict[str, int] = {"to": v["min_to"]}
        text = f"Auf {v['min_to']} Chips."
        rule_ids: tuple[str, ...] = ("L3", "L4")
    else:
        smallest = (f"Der höchste Einsatz dieser Runde ist {v['current']}, die größte Erhöhung dieser Runde "
                    f"{v['increment']} Chips (mindestens ein Big Blind, {rules.big_blind}): mindestens auf "
                    f"{v['current']} + {v['increment']} = {v['min_to']} (L1).")
        if pot_limit:
            after_call = v["pot"] + v["call"]
            largest = (f"Im Pot Limit geht {name} zuerst in Gedanken mit ({v['call']} Chips); dann liegen "
                       f"{after_call} Chips in der Mitte, und um so viel darf {name} erhöhen: höchstens auf "
                       f"{v['current']} + {after_call} = {v['max_to']} (L2).")
        else:
            largest = (f"Nach oben begrenzt im No Limit nur der eigene Stack: {name} hat in dieser Runde "
                       f"{v['mine']} gesetzt und {v['stack']} vor sich, höchstens also auf {v['max_to']} "
                       "(all-in, L1).")
        explanation = (smallest, largest)
        question = (f"{name} ist am Zug ({street}). Auf welchen Gesamteinsatz dieser Runde darf {name} "
                    "mindestens erhöhen, auf welchen höchstens?")
        fields = ("min_to", "max_to")
        solution = {"min_to": v["min_to"], "max_to": v["max_to"]}
        text = f"Mindestens auf {v['min_to']}, höchstens auf {v['max_to']} Chips."
        rule_ids = ("L1", "L2") if pot_limit else ("L1", "W10")
    return Drill(kind="raise_limits", title="Wie hoch darf erhöht werden?", rules=rule_ids, question=question,
                 situation={**_table(state), "lines": lines, "structure": rules.structure.german},
                 form={"type": "amounts", "fields": list(fields)}, solution=solution, solution_text=text,
                 explanation=explanation,
                 extra={**v, "fixed": fixed, "pot_limit": pot_limit, "name": name, "big_blind": rules.big_blind,
                        "other_limit": rules.upper_limit if state.round_index < 2 else rules.lower_limit})


def _check_raise_limits(drill: Drill, answer: dict[str, Any]) -> Verdict:
    v, solution = drill.extra, drill.solution
    given = _amounts(answer, tuple(solution))
    mistakes = []
    for field_name, right in solution.items():
        got = given[field_name]
        if got == right:
            continue
        if field_name == "max_to" and v["pot_limit"]:
            mistakes.append(_pot_limit_mistake(v, got, right))
        elif got == right - v["current"]:
            mistakes.append(f"{got} ist die Erhöhung selbst („um“); gefragt ist der Gesamteinsatz danach („auf“): "
                            f"{v['current']} + {got} = {right}.")
        elif field_name == "to" and got == v["current"] + v["other_limit"] and v["other_limit"] != v["limit"]:
            mistakes.append(f"In dieser Runde gilt das Limit {v['limit']}, nicht {v['other_limit']}: das kleine "
                            "Limit vor dem Flop und auf dem Flop, das große auf Turn und River (L3).")
        elif field_name == "min_to" and got == v["current"] + v["big_blind"] < right:
            mistakes.append(f"Ein Big Blind mehr reicht hier nicht: die Erhöhung muss mindestens so groß sein wie "
                            f"die größte Erhöhung dieser Runde, {v['increment']} Chips (L1).")
        elif field_name == "max_to" and got == v["stack"] and v["mine"]:
            mistakes.append(f"Zum Stack ({v['stack']}) kommen die {v['mine']} Chips, die {v['name']} in dieser Runde "
                            f"schon gesetzt hat: höchstens auf {right} (L1).")
        elif field_name == "min_to" and got < right:
            mistakes.append(f"{got} ist zu wenig: mindestens auf {right} (L1).")
        elif field_name == "max_to" and got < right:
            mistakes.append(f"{got} ist zu wenig: im No Limit darf {v['name']} alle Chips setzen, auf {right} (L1).")
        else:
            mistakes.append(f"{got} ist zu viel: {'mindestens' if field_name == 'min_to' else 'höchstens'} "
                            f"auf {right}.")
    return Verdict(not mistakes, tuple(mistakes))


RAISE_LIMITS = DrillKind("raise_limits", "Wie hoch darf erhöht werden?", (1, 2, 3), _make_raise_limits,
                         _check_raise_limits)


# ------------------------------------------------------------------ the pot-limit maximum

def _make_pot_limit(rng: random.Random, level: int) -> Drill:
    rules = RuleSet.pot_limit(5, 10)
    state, lines = _situation(rng, rules, lambda s: _textbook(s) is not None)
    v = _textbook(state)
    assert v is not None
    name = state.name(state.to_act or 0)
    after_call = v["pot"] + v["call"]
    explanation = ((f"{name} geht zuerst in Gedanken mit: {v['call']} Chips. Dann liegen {v['pot']} + {v['call']} = "
                   f"{after_call} Chips in der Mitte, die Einsätze dieser Runde eingerechnet (L2)."),
                   f"Um so viel darf {name} erhöhen: auf {v['current']} + {after_call} = {v['max_to']} Chips (L2).")
    return Drill(kind="pot_limit", title="Das Maximum im Pot Limit", rules=("L2",),
                 question=f"Pot Limit: {name} ist am Zug ({state.street.german}). Auf welchen Gesamteinsatz dieser "
                          f"Runde darf {name} höchstens erhöhen?",
                 situation={**_table(state), "lines": lines, "structure": rules.structure.german},
                 form={"type": "amounts", "fields": ["max_to"]}, solution={"max_to": v["max_to"]},
                 solution_text=f"Höchstens auf {v['max_to']} Chips.", explanation=explanation,
                 extra={**v, "name": name})


def _pot_limit_mistake(v: dict[str, Any], got: int, right: int) -> str:
    """What a wrong pot-limit maximum got wrong (L2)."""
    if got == v["current"] + v["pot"]:
        return (f"Der eigene Call fehlt: erst zählen die {v['call']} Chips zum Mitgehen zum Pot, dann wird um den "
                f"ganzen Pot erhöht (L2): auf {right}.")
    if got == v["pot"] + v["call"]:
        return (f"{got} Chips ist die Erhöhung („um“); gefragt ist der Gesamteinsatz danach („auf“): {v['current']} "
                f"+ {got} = {right} (L2).")
    if got == v["pot"]:
        return (f"{got} Chips liegen jetzt im Pot; erlaubt ist, den Einsatz von {v['current']} um den Pot nach dem "
                f"eigenen Call zu erhöhen: auf {right} (L2).")
    return f"{got} ist {'zu viel' if got > right else 'zu wenig'}: höchstens auf {right} (L2)."


def _check_pot_limit(drill: Drill, answer: dict[str, Any]) -> Verdict:
    got = _amounts(answer, ("max_to",))["max_to"]
    right = drill.solution["max_to"]
    if got == right:
        return Verdict(True, ())
    return Verdict(False, (_pot_limit_mistake(drill.extra, got, right),))


POT_LIMIT = DrillKind("pot_limit", "Das Maximum im Pot Limit", (3,), _make_pot_limit, _check_pot_limit)
