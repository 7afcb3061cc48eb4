"""A room's hand played by our engine and checked against what the room recorded.

The verdict is one of three: **agrees** (every stack as the room has it, the rake taken as the
room recorded it, X1), **refused** (a named German reason: not Hold'em, run twice, cut off, or an
action our rules forbid, with the rule), or **differs** (each difference listed: who got which
pot in the room and with us). Nothing is adjusted silently.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from holdem.errors import HoldemError, PhhError, ReplayError
from holdem.events import Event
from holdem.hand import HandState, Street, start_hand
from holdem.narration import event_text
from holdem.phh_steps import FoldStep

# The PHH replay's own step function: a room's hand is played exactly as a PHH file is,
# only its start (posts, moved blinds) is the room's.
from holdem.replay import apply_step
from holdem.rooms.build import RoomHand

__all__ = ["Verdict", "check_hand", "iter_room_replay"]

_PHH_STEP = re.compile(r"^Aktion \d+ '[^']*': ")


@dataclass
class Verdict:
    """The outcome for one hand: ``status`` is ``"agrees"``, ``"differs"`` or ``"refused"``."""

    label: str
    status: str
    reason: str = ""  # German: why refused, or the one-line summary of the differences
    key: str = ""
    differences: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # where the room's convention is not ours (X1 ...)
    hand: RoomHand | None = None
    final: tuple[int, ...] | None = None  # our engine's stacks
    events: list[Event] = field(default_factory=list)
    line: int = 0  # where the hand begins in its file (0: not known)

    def sentences(self) -> list[tuple[str, str]]:
        """(rule ID, German sentence) of every event, amounts in the room's money (0,10 €)."""
        money = None if self.hand is None else self.hand.money_format
        return [(event.rule, event_text(event, money)) for event in self.events]


def start_state(hand: RoomHand) -> HandState:
    """The hand after the room's posts, waiting for the hole cards."""
    hh = hand.history
    try:
        return start_hand(hand.rules, hh.starting_stacks, button=hh.n_players - 1, deck=None,
                          posts=hand.posts, names=hh.names(), first_preflop=hand.first_preflop)
    except HoldemError as error:
        raise ReplayError(f"{hand.label}: Die Hand lässt sich so nicht aufsetzen: {error.message}",
                          key=f"setup_{error.key}", source=hand.source) from None


def iter_room_replay(hand: RoomHand, notes: list[str] | None = None) -> Iterator[HandState]:
    """Every state of the hand: the start, one per step, then the showdown with the cards the
    room showed (unknown cards are mucked, as the room did). ``notes`` receives the German
    sentences where the room's convention is not our rule."""
    hh = hand.history
    state = start_state(hand)
    yield state
    for index, step in enumerate(hh.actions):
        if isinstance(step, FoldStep) and _free_fold(state, step.player):
            # Rooms fold a sitting-out or timed-out player even when checking costs nothing; our
            # rules let him check (W2). His hand is given up as the room did it (C14).
            if notes is not None:
                notes.append(f"Zeile {hand.step_lines[index]}: {hh.player_name(step.player)} steigt aus, obwohl "
                             "kein Einsatz offen ist; der Raum erlaubt das (meist ein abwesender Spieler), bei uns "
                             "würde er checken (W2). Gewertet als aufgegebene Hand (C14).")
            state = state.kill_hand(step.player)
            yield state
            continue
        try:
            for new_state in apply_step(hh, state, index, step):
                state = new_state
                yield state
        except ReplayError as error:
            line = hand.step_lines[index] if index < len(hand.step_lines) else None
            where = f"{hand.label}, Zeile {line}" if line else hand.label
            # The step as PHH writes it ("Aktion 9 'p2 f'") is not the reader's text: the line names it.
            detail = _PHH_STEP.sub("", error.detail) if line else error.detail
            raise ReplayError(f"{where}: {detail}", key=error.key, source=hand.source,
                              action_index=index) from None
    record = hand.record
    while state.street is Street.SHOWDOWN and state.awaiting_reveal:
        player = state.awaiting_reveal[0]
        name = hh.player_name(player)
        shown = record.shown.get(name) or (record.hole.get(name) if name not in record.mucked else None)
        try:
            if shown and len(shown) == 2:
                state = state.reveal(player, " ".join(shown))
            else:
                state = state.muck(player)
        except HoldemError as error:
            raise ReplayError(f"{hand.label}: Showdown von {name}: {error.message}", key=error.key,
                              source=hand.source) from None
        yield state


def _free_fold(state: HandState, player: int) -> bool:
    return (state.to_act == player and not state.is_over
            and state.bets[player] >= state.current_bet)


def check_hand(hand: RoomHand) -> Verdict:
    """Play ``hand`` and compare every stack and pot with the room's record."""
    verdict = Verdict(hand.label, "agrees", hand=hand)
    state: HandState | None = None
    try:
        for state in iter_room_replay(hand, verdict.notes):
            verdict.events.extend(state.events)
    except PhhError as error:
        verdict.status, verdict.reason, verdict.key = "refused", error.detail, error.key
        return verdict
    assert state is not None
    if not state.is_over:
        verdict.status, verdict.key = "refused", "cut_off"
        verdict.reason = (f"{hand.label}: Die Aktionen der Hand enden, bevor sie nach unseren Regeln vorbei ist "
                          f"(als Nächstes: {_next_step(state, hand)}). Erlaubt ist eine vollständige Hand History.")
        return verdict
    ours = tuple(state.final_stacks)
    verdict.final = ours
    _compare(hand, state, ours, verdict)
    if verdict.status == "differs":  # never a difference without its reason
        verdict.key = verdict.key or "differs"
        verdict.reason = verdict.reason or f"{hand.label}: {verdict.differences[0]}"
    return verdict


def _next_step(state: HandState, hand: RoomHand) -> str:
    if state.to_act is not None:
        return f"{hand.history.player_name(state.to_act)} ist am Zug"
    return "der Geber gibt Karten"


def _compare(hand: RoomHand, state: HandState, ours: tuple[int, ...], verdict: Verdict) -> None:
    hh = hand.history
    names = hh.names()
    start = hh.starting_stacks
    recorded = tuple(start[p] - hand.invested[p] + hand.returned[p] + hand.collected[p] for p in range(hh.n_players))
    # What each player got from the pots, with us (gross) and in the room (after rake).
    award = state.result
    ours_won = [0] * hh.n_players
    if award is not None:
        for pot_award in award.awards:
            for p, share in pot_award.shares.items():
                ours_won[p] += share
    ours_returned = [0] * hh.n_players
    if award is not None and award.layout is not None:
        for p, chips in award.layout.returned.items():
            ours_returned[p] += chips
    total_in = sum(hand.invested)
    if sum(ours) != sum(start):
        verdict.status = "differs"
        verdict.differences.append("Unsere Rechnung verliert oder erzeugt Chips – das darf nie sein (A2).")
    diffs = [ours[p] - recorded[p] for p in range(hh.n_players)]
    taken = sum(diffs)  # what the room kept: rake and fees, if the pots went where ours went
    rake = hand.rake
    fees = hand.extra_fees
    money = hand.money
    if all(d == 0 for d in diffs):
        if rake:
            verdict.differences.append(f"Der Raum nennt {money(rake)} Rake, zieht ihn aber bei keinem Stack ab.")
            verdict.status = "differs"
        return
    winners = {p for p in range(hh.n_players) if ours_won[p] > 0}
    only_winners = all(d == 0 or (p in winners and 0 < d <= ours_won[p]) for p, d in enumerate(diffs))
    stated = None if rake is None else rake + fees
    if only_winners and taken > 0 and (stated is None or stated == taken):
        what = "als Rake angegeben" if stated is not None else "nicht angegeben, aus den Auszahlungen erschlossen"
        share = taken * 1000 // max(1, total_in)
        verdict.notes.append(
            f"Rake (X1): Der Raum hat {money(taken)} aus dem Pot genommen ({what}; "
            f"{german_per_mille(share)} des Pots). Unsere Regeln rechnen ohne Rake; abgezogen wie vom Raum "
            "vermerkt, stimmen alle Stacks.")
        if stated is None and share > 100:
            verdict.status = "differs"
            verdict.differences.append(f"Der Raum zahlt {money(taken)} weniger aus, als im Pot war – mehr als "
                                       "10 % Rake, das ist kein üblicher Rake (X1).")
            verdict.reason = (f"{hand.label}: Der Raum zahlt weniger aus, als im Pot war, und nennt keinen Rake "
                              "(ist die Hand History abgeschnitten?).")
        return
    verdict.status = "differs"
    for p in range(hh.n_players):
        if diffs[p]:
            room_got = hand.collected[p] + hand.returned[p]
            our_got = ours_won[p] + ours_returned[p]
            verdict.differences.append(
                f"{names[p]}: beim Raum am Ende {money(recorded[p])} (bekommt {money(room_got)}), "
                f"bei uns {money(ours[p])} (bekommt {money(our_got)}).")
    if award is not None:
        for pot_award in award.awards:
            winners_text = ", ".join(f"{names[p]} {money(v)}" for p, v in pot_award.shares.items() if v)
            verdict.differences.append(f"Bei uns: {pot_award.pot.name} ({money(pot_award.pot.amount)}) an "
                                       f"{winners_text or 'niemand'}.")
    for p, value, pot in hand.pots:
        where = f" aus {_pot_name(pot)}" if pot and pot not in ("pot", "the pot") else ""
        verdict.differences.append(f"Beim Raum: {names[p]} bekommt {money(value)}{where}.")
    if stated is not None and taken != stated:
        verdict.differences.append(f"Der Raum nennt {money(stated)} Rake/Gebühren; zwischen seinen und unseren "
                                   f"Stacks liegen {money(taken)}.")
    off = len([d for d in diffs if d])
    verdict.reason = f"{hand.label}: {off} Stack{' weicht' if off == 1 else 's weichen'} vom Raum ab."


def _pot_name(pot: str) -> str:
    """The room's pot label in the book's words: "main pot" → "dem Hauptpot", "side pot-2" → "Side Pot 2"."""
    low = pot.lower().replace("the ", "").replace("-", " ").replace("#", "")
    if "side" in low:
        number = "".join(ch for ch in low if ch.isdigit()) or "1"
        return f"Side Pot {number}"
    if "main" in low:
        return "dem Hauptpot"
    return pot


def german_per_mille(value: int) -> str:
    return f"{value // 10},{value % 10} %"
