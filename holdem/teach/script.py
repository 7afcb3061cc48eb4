"""A whole hand from a short script: fixed hole cards, a fixed board and the actions as words.

Worked examples must be short cells, and a hand with fixed cards needs many engine steps (one
``DealHole`` per player, a ``DealBoard`` per street, one ``Action`` per decision). A script says
the same in one line each::

    states = play_script(start_hand(RuleSet(), [20, 50, 100, 150], button=3),
                         holes=["As Ah", "Kd Qd", "Qc Qh", "8c 8d"], board="2c 7d 9h Js Kc",
                         actions="r100 c c c")

Action words, for the player whose turn it is: ``f`` fold, ``x`` check, ``c`` call (or check
when nothing is owed), ``b20`` bet to 20, ``r60`` raise to 60 (amounts are the total of this
betting round, as in :class:`holdem.hand.Action`), ``allin`` the largest legal bet or raise.
Board cards are dealt whenever the engine waits for them. Every step goes through the engine;
an illegal word raises the engine's own error (or :class:`ScriptError` for a word that is not
an action at all).
"""

from __future__ import annotations

from collections.abc import Sequence

from holdem.cards import Card, parse_cards
from holdem.errors import ScriptError
from holdem.events import Event
from holdem.hand import Action, ActionKind, DealBoard, DealHole, HandState, Street
from holdem.narration import narrate_lines
from holdem.rule_ids import find_rule_ids

__all__ = ["ScriptError", "events_text", "play_script", "parse_word"]


# A bet of more chips than anybody can hold: refused before the number is even built.
MAX_AMOUNT_DIGITS = 12


def parse_word(state: HandState, word: str) -> Action:
    """The engine action for one script word, seen from the player to act in ``state``."""
    word = word.strip().lower()
    if word == "f":
        return Action(ActionKind.FOLD)
    if word == "x":
        return Action(ActionKind.CHECK)
    if word == "c":
        return state.check_or_call()
    if word == "allin":
        options = {a.kind: a for a in state.legal_actions()}
        for kind in (ActionKind.RAISE, ActionKind.BET):
            if kind in options and options[kind].max_to is not None:
                return Action(kind, options[kind].max_to)
        return state.check_or_call()  # only a call is left: calling is all he can put in
    amount = word[1:]
    # ASCII digits only: "²" passes str.isdigit() but is no number for int().
    if len(word) > 1 and word[0] in "br" and amount.isascii() and amount.isdigit():
        if len(amount) > MAX_AMOUNT_DIGITS:
            raise ScriptError(f"Der Betrag in {word[:12]}… hat {len(amount)} Stellen. Erlaubt sind höchstens "
                              f"{MAX_AMOUNT_DIGITS} Stellen.", key="bad_word")
        return state.bet_or_raise(int(amount))
    shown = word if len(word) <= 20 else word[:20] + "…"
    raise ScriptError(f"Das Wort „{shown}“ ist keine Aktion. Erlaubt sind f, x, c, b<Betrag>, r<Betrag> "
                      "und allin.", key="bad_word")


def _board_parts(board: str | Sequence[Card]) -> list[tuple[Card, ...]]:
    cards = parse_cards(board) if isinstance(board, str) else tuple(board)
    if len(cards) != 5:
        raise ScriptError(f"Das Board hat {len(cards)} Karten. Erlaubt sind genau 5 (Flop, Turn, River).",
                          key="bad_board")
    return [cards[:3], cards[3:4], cards[4:5]]


def play_script(state: HandState, holes: Sequence[str | Sequence[Card]], board: str | Sequence[Card],
                actions: str | Sequence[str]) -> list[HandState]:
    """Every state of the hand, from ``state`` (made with ``deck=None``) to its end.

    ``holes`` gives each player's two cards (index 0 first); the hand must end with the given
    actions. The last state's ``result`` holds the pots and who won them.
    """
    if not state.awaiting_deal or state.street is not Street.PREFLOP:
        raise ScriptError("Das Skript braucht eine Hand ohne Deck (start_hand(..., deck=None)), vor dem "
                          "Geben der Hole Cards.", key="not_manual")
    if len(holes) != state.n_players:
        raise ScriptError(f"Hole Cards für {len(holes)} Spieler angegeben, am Tisch sitzen aber "
                          f"{state.n_players}. Erlaubt ist genau ein Paar pro Spieler.", key="bad_holes")
    words = actions.split() if isinstance(actions, str) else list(actions)
    streets = _board_parts(board)
    states = [state]
    for player, hole in enumerate(holes):
        cards = parse_cards(hole) if isinstance(hole, str) else tuple(hole)
        states.append(states[-1].apply(DealHole(player, cards)))
    while not states[-1].is_over:
        now = states[-1]
        if now.awaiting_deal:
            states.append(now.apply(DealBoard(streets[now.street.value - 1])))
            continue
        if now.to_act is None:
            raise ScriptError("Die Hand wartet auf etwas, das ein Skript nicht geben kann "
                              f"({now.street.german}).", key="stuck")
        if not words:
            raise ScriptError(f"Die Aktionen reichen nicht: {now.name(now.to_act)} ist noch am Zug "
                              f"({now.street.german}).", key="too_few_actions")
        states.append(now.apply(parse_word(now, words.pop(0))))
    if words:
        raise ScriptError(f"Die Hand ist zu Ende, aber {len(words)} Aktion(en) sind übrig: "
                          f"{' '.join(words)}.", key="too_many_actions")
    return states


def events_text(states: Sequence[HandState], *, rules: Sequence[str] | None = None,
                kinds: Sequence[str] | None = None) -> str:
    """The engine's sentences of a played hand, one per line; only those naming one of ``rules``
    (rule IDs such as ``"A1"``) or of ``kinds`` (event kinds such as ``"show"``) if given.
    Who is to act next is left out: it repeats what the actions say.

    Two sentences about one player are joined ("Anna checkt und erhöht …") only where nothing
    else happened between them: never across an event left out here, such as the end of a betting
    round or another player's action (a preflop raise and a flop bet stay two sentences)."""
    chosen: list[Event] = []
    apart: set[int] = set()  # chosen events with a left-out event just before them
    skipped = False
    for state in states:
        for event in state.events:
            if event.kind == "to_act":
                continue
            everything = rules is None and kinds is None
            by_rule = rules is not None and (event.rule in rules or any(r in find_rule_ids(event.text) for r in rules))
            if everything or by_rule or (kinds is not None and event.kind in kinds):
                if skipped:
                    apart.add(len(chosen))
                chosen.append(event)
                skipped = False
            else:
                skipped = True
    names = states[0].names if states else None
    # One line per event; a name said once for two events in a row.
    return "\n".join(narrate_lines(chosen, names, apart=apart))
