"""The German sentences of a hand, rendered from an event's values.

The rule logic (``holdem.hand``) records what happened as data: ``Event(rule, None, kind,
player, amount, values={...})`` with the values the sentence needs (the player's name, the
street, chips that stay in the pot, whether someone is all-in). This module writes the sentence.
So the wording can change, and stays consistent, in one place; the rule logic does not change.

The forced bets, the deal and the decisions are here; the showdown is in
:mod:`holdem.narration.showdown`, the pots won, the rake and carried chips in
:mod:`holdem.narration.hand_end`. Which function writes an event's sentence: the event's
``values["sentence"]`` if given (one kind, several sentences: a call that goes all-in is of kind
``all_in`` but says what a call says), else its kind.

Standard library only; the values are plain strings, numbers, truth values and cards.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from holdem.german import cards_text, count_text, german_list
from holdem.narration.money import bare, chips, them
from holdem.narration.values import (
    AbsentValues,
    BetOrRaiseValues,
    BurnValues,
    CallValues,
    CheckValues,
    DealBoardValues,
    DealHoleValues,
    DealOrderValues,
    FoldValues,
    NothingToDecideValues,
    PostValues,
    ReturnValues,
    RoundEndValues,
    RunOutValues,
    ShortBigBlindValues,
    ToActValues,
)

__all__ = ["HAND_SENTENCES", "street_phrase"]


def street_phrase(street: object) -> str:
    """``vor dem Flop`` for the first round, ``auf dem Turn`` for the others."""
    return "vor dem Flop" if street == "Preflop" else f"auf dem {street}"


# ---------------------------------------------------------------------------- forced bets

_POST_NAMES = {"small_blind": "den Small Blind", "big_blind": "den Big Blind", "ante": "die Ante",
               "dead": "das tote Geld", "straddle": "den Straddle"}


def _post(rule: str, v: PostValues) -> str:
    """A blind, an ante or dead money paid at the start of a hand (B1, B3, B8–B10, C8, H1)."""
    name, blind = v["name"], v["blind"]
    pay, asked = v["paid"], v["asked"]
    short = pay < asked
    if pay <= 0:
        return f"{name} hat keine Chips mehr für {_POST_NAMES[blind]} und ist schon all-in (A1)."
    if blind == "small_blind":
        where = "als Button und Small Blind" if rule == "H1" else "links vom Button"
        text = f"{name} setzt {where} den Small Blind: {chips(pay)} (B3, {rule})."
    elif blind == "big_blind" and rule == "B8":
        text = (f"{name} kommt zurück und setzt den verpassten Big Blind: {chips(pay)}; "
                "der Betrag zählt als Einsatz (live, B8).")
    elif blind == "big_blind" and rule == "B10":
        text = (f"{name} steigt neu ein und setzt einen Big Blind: {chips(pay)}; "
                "der Betrag zählt als Einsatz (live, B10).")
    elif blind == "big_blind":
        text = f"{name} setzt den Big Blind: {chips(pay)} (B3, {rule})."
    elif blind == "straddle":
        text = (f"{name} sitzt links vom Big Blind und setzt einen Straddle: {chips(pay)}, der doppelte Big "
                "Blind, noch bevor die Karten kommen. Der Straddle ist eine blinde Erhöhung und zählt als Einsatz "
                "(C11).")
    elif blind == "ante" and v.get("big_blind_ante"):
        if short:
            return (f"{name} zahlt als Big Blind die Ante für den ganzen Tisch, {chips(asked)}, zuerst vor "
                    f"dem Blind, hat aber nur {chips(pay)}; sie ist totes Geld im Pot ({rule}). {name} ist "
                    "damit all-in (A1).")
        return (f"{name} zahlt als Big Blind die Ante für den ganzen Tisch, {chips(pay)}, zuerst vor dem "
                f"Blind; sie ist totes Geld im Pot, niemand muss sie ausgleichen ({rule}).")
    elif blind == "ante":
        if short:  # the sentence names the ante as it is, then what the stack covers
            return (f"Die Ante ist {chips(asked)}, {name} hat nur {chips(pay)} und zahlt alles; es geht in "
                    f"den Pot, zählt aber nicht als Einsatz ({rule}). {name} ist damit all-in (A1).")
        return (f"{name} zahlt die Ante von {chips(asked)}: sie geht in den Pot, zählt aber nicht als "
                f"Einsatz ({rule}).")
    elif rule == "B9":
        text = (f"{name} zahlt den verpassten Small Blind nach: {chips(pay)} totes Geld (Dead Money), "
                "es geht sofort in den Pot (B9).")
    else:
        text = f"{name} zahlt {chips(pay)} totes Geld (Dead Money): es geht sofort in den Pot ({rule})."
    if short:
        text = text[:-1] + f". {name} hat nur {chips(pay)} und ist damit all-in (A1)."
    return text


# ---------------------------------------------------------------------------- the deal

def _burn(rule: str, v: BurnValues) -> str:
    if v.get("before_hole_cards"):
        return f"Vor den Hole Cards legt der Geber eine Karte verdeckt beiseite (Burn Card, Variante von {rule})."
    return f"Vor dem {v['street']} legt der Geber eine Karte verdeckt beiseite (Burn Card, {rule})."


def _deal_order(rule: str, v: DealOrderValues) -> str:
    return (f"Der Geber teilt im Uhrzeigersinn aus, beginnend bei {v['first']} links vom Button: erst "
            f"jedem eine Karte, dann jedem eine zweite ({rule}).")


def _deal_hole(rule: str, v: DealHoleValues) -> str:
    cards = v["cards"]
    if v.get("manual"):  # the cards were given by hand (a replay, a lesson), perhaps not known
        shown = cards_text(cards) if cards else "verdeckt, unbekannt"
        return f"{v['name']} bekommt zwei Hole Cards ({shown}; {rule})."
    return f"{v['name']} bekommt {cards_text(cards)} ({rule})."


def _deal_board(rule: str, v: DealBoardValues) -> str:
    street, cards = v["street"], cards_text(v["cards"])
    if street == "Flop":
        return f"Flop: {cards} – drei Gemeinschaftskarten auf einmal ({rule})."
    return f"{street}: {cards} – die {'vierte' if street == 'Turn' else 'fünfte'} Gemeinschaftskarte ({rule})."


# ---------------------------------------------------------------------------- whose turn

def _to_act(rule: str, v: ToActValues) -> str:
    """Who acts first in a round (W3, W4, H2) or a note for the next player (B5, L8, W9)."""
    name, case = v["name"], v.get("case")
    if case == "option" and rule == "C11":
        return (f"{name} hat als Straddler die Option, wie sonst der Big Blind: checken oder erhöhen "
                "(C11, B5).")
    if case == "option":
        return f"{name} hat als Big Blind die Option: checken oder erhöhen (B5)."
    if case == "reopened":
        return (f"{name} ist wieder am Zug und darf wieder erhöhen: zusammen zählen die All-ins von "
                f"{german_list(v.get('shorts', ()))} als volle Erhöhung, auch wenn jedes für sich zu klein war, "
                "um die Runde wieder zu öffnen (L8).")
    if case == "closed":
        return (f"{name} ist wieder am Zug, aber seit der letzten eigenen Handlung gab es keine volle Erhöhung: "
                f"{name} darf nur mitgehen oder aussteigen, nicht erhöhen (W6, L8).")
    if case == "opponents_all_in":
        return (f"Alle Gegner von {name} sind all-in (oder können nicht mehr dagegenhalten): {name} kann nur "
                "mitgehen oder aussteigen (W9).")
    if case == "table":  # the table's plan names who begins before the flop
        before = ": wer davor sitzt, ist all-in" if v.get("skipped_all_in") else ""
        return f"Vor dem Flop beginnt {name}{before} ({rule})."
    if v.get("preflop"):
        why = ("heads-up beginnt vor dem Flop der Button" if rule == "H2"
               else "mit einem Straddle beginnt vor dem Flop der Spieler links vom Straddler" if rule == "C11"
               else "links vom Big Blind beginnt die erste Wettrunde")
        before = "; wer davor sitzt, ist all-in" if v.get("skipped_all_in") else ""
        return f"{name} ist zuerst am Zug: {why}{before} ({rule})."
    why = ("heads-up handelt nach dem Flop der Big Blind zuerst" if rule == "H2"
           else "der erste aktive Spieler links vom Button beginnt")
    return f"{name} ist zuerst am Zug: {why} ({rule})."


def _short_big_blind(rule: str, v: ShortBigBlindValues) -> str:
    """C6: each short big blind with the own post (``each`` when there are several)."""
    short, posted = v["short"], v["posted"]
    each = v.get("each", ())
    if len(short) > 1 and len(each) == len(short):
        listed = german_list(f"{who} {'mit ' + chips(paid) if paid else 'ohne Chips'}" for who, paid in zip(short, each))
        head = f"Mit dem Big Blind all-in, aber kürzer als ein voller Big Blind, sind {listed}"
    elif posted <= 0:
        head = f"{german_list(short) or 'Der Big Blind'} hat für den Big Blind keine Chips mehr"
    else:
        verb = "sind" if len(short) > 1 else "ist"
        head = f"{german_list(short) or 'Der Big Blind'} {verb} mit dem Big Blind all-in, aber nur mit {chips(posted)}"
    return (f"{head}: wer mitspielen will, zahlt trotzdem den vollen Big Blind ({bare(v['full'])}); eine Erhöhung "
            f"geht um mindestens einen vollen Big Blind darüber ({rule}).")


def _run_out(rule: str, v: RunOutValues) -> str:
    if v.get("again"):  # the street before had no betting either: its sentence said why
        return f"Auch {street_phrase(v['street'])} gibt es keine Wettrunde ({rule})."
    return (f"Keine Wettrunde {street_phrase(v['street'])}: höchstens ein Spieler hat noch Chips, die anderen "
            f"sind all-in und treffen keine Entscheidungen mehr ({rule}).")


def _nothing_to_decide(rule: str, v: NothingToDecideValues) -> str:
    name = v["name"]
    return (f"Alle Gegner von {name} sind all-in und {name} hat schon mindestens so viel gesetzt wie jeder "
            f"von ihnen: es gibt nichts mehr zu entscheiden, die Wettrunde ist vorbei ({rule}).")


# ---------------------------------------------------------------------------- decisions

def _fold(rule: str, v: FoldValues) -> str:
    name, put = v["name"], v.get("in_pot", 0)
    if put:
        verb = "bleibt" if put == 1 else "bleiben"
        return f"{name} steigt aus (Fold). {chips(put)} von {name} {verb} im Pot ({rule})."
    return f"{name} steigt aus (Fold; {rule})."


def _absent(rule: str, v: AbsentValues) -> str:
    """C16: a tournament player away from his seat when the deal ends: blinded off, hand dead."""
    name, put = v["name"], v["in_pot"]
    paid = f"; {chips(put)} von {name} {'bleibt' if put == 1 else 'bleiben'} im Pot" if put else ""
    return (f"{name} ist beim Austeilen nicht am Platz: die Karten werden gegeben, aber die Hand ist tot, "
            f"bevor jemand handelt{paid} ({rule}).")


def _check(rule: str, v: CheckValues) -> str:
    name = v["name"]
    if rule == "B5":
        return f"{name} checkt: als Big Blind verzichtet {name} auf die Option zu erhöhen (B5)."
    if rule == "C11":
        return f"{name} checkt: als Straddler verzichtet {name} auf die Option zu erhöhen (C11)."
    return f"{name} checkt: es ist nichts zu bezahlen ({rule})."


def _call(rule: str, v: CallValues) -> str:
    """Going along (W1), with the own blind counted (B4, B6), perhaps all-in (A1)."""
    name, pay, to = v["name"], v["paid"], v["to"]
    form = v["form"]
    all_in = v["all_in"]
    # The name once: "und ist damit all-in" joins the all-in to the verb instead of naming again.
    went = " und ist damit all-in" if all_in else ""
    short = "; für den vollen Einsatz reichen die Chips nicht" if all_in and v["short"] else ""
    if form == "complete":
        return (f"{name} ergänzt den eigenen Small Blind um {chips(pay)} auf den Big Blind von {chips(to)}{went}"
                f"{short} ({'B6, A1' if all_in else 'B6'}).")
    if form == "blind_counts":
        blind = to - pay
        return (f"{name} geht mit{went}: der eigene Blind ({chips(blind)}) zählt mit, dazu kommen nur noch "
                f"{chips(pay)}{short} ({'B4, A1' if all_in else 'B4'}).")
    if all_in:
        return f"{name} geht mit, zahlt {chips(pay)}{went}{short} (W1, A1)."
    return f"{name} geht mit und zahlt {chips(pay)} (W1)."


def _bet_or_raise(rule: str, v: BetOrRaiseValues) -> str:
    """A bet or raise (W10, L1–L5, B5), all-in (A1, L8), and what it means for the cap (L4, L6, L7)."""
    name, to = v["name"], v["to"]
    betting = v["action"] == "bet"
    all_in = v.get("all_in_form")
    needed, measured = v["needed"], v["measured"]
    if all_in == "half":
        if betting:
            text = (f"{name} geht all-in und setzt {bare(to)}: weniger als ein voller Einsatz ({bare(needed)}), aber "
                    "mindestens die Hälfte davon. Im Limit zählt das als voller Einsatz: wer schon gehandelt "
                    "hat, darf wieder erhöhen, und der Einsatz zählt für den Cap (L8).")
        else:
            text = (f"{name} geht all-in und erhöht um {bare(measured)} auf {bare(to)}: weniger als eine volle Erhöhung "
                    f"({bare(needed)}), aber mindestens die Hälfte davon. Im Limit zählt das als volle Erhöhung: wer "
                    "schon gehandelt hat, darf wieder erhöhen, und sie zählt für den Cap (L8).")
    elif all_in == "combined":
        text = _combined_all_in(name, to, v)
    elif all_in == "short":
        text = (f"{name} geht all-in mit {bare(to)}: weniger als eine volle "
                f"{'Einsatzhöhe' if betting else 'Erhöhung'}. Das allein öffnet die Runde nicht wieder: wer "
                "schon gehandelt hat, darf nur mitgehen oder aussteigen – es sei denn, weitere kurze All-ins "
                "ergeben zusammen eine volle Erhöhung (L8).")
    else:
        cited = v["structure_rule"]
        if betting:
            text = f"{name} setzt {chips(to)}"
        elif v["option"]:
            whose = "des Straddlers" if cited == "C11" else "des Big Blinds"
            text = f"{name} nutzt die Option {whose} und erhöht auf {bare(to)}"
        else:
            text = f"{name} erhöht um {bare(v['increment'])} auf {bare(to)}"
        text += f" und ist damit all-in ({cited}, A1)." if all_in == "full" else f" ({cited})."
    cap = v.get("cap")
    if cap == "capped":
        text += (f" Damit ist die Runde gekappt: ein Einsatz und "
                 f"{count_text(v['raise_cap'], 'Erhöhung', 'Erhöhungen')} (L4).")
    elif cap == "no_cap":
        text += " Nur noch zwei Spieler sind in der Hand: für sie gilt kein Cap (L6)."
    elif cap == "unlimited":
        text += " Im No Limit und Pot Limit ist die Zahl der Erhöhungen nicht begrenzt (L7)."
    return text


def _combined_all_in(name: str, to: int, v: BetOrRaiseValues) -> str:
    """A short all-in that, together with short all-ins before it, makes a full raise (L8)."""
    others = v["others"]
    together = (f"zusammen mit {'dem All-in' if len(others) == 1 else 'den All-ins'} von {german_list(others)}"
                if others else "zusammen mit den kurzen All-ins davor")
    text = f"{name} geht all-in mit {bare(to)}: für sich allein weniger als eine volle Erhöhung, aber {together}"
    if v["limit"]:
        needed, measured = v["needed"], v["measured"]
        half = f", mindestens die Hälfte von {bare(needed)}" if measured < needed else ""
        text += (f" {'ist' if measured == 1 else 'sind'} es seit dem letzten vollen Einsatz {chips(measured)}"
                 f"{half}. Im Limit zählt das als volle Erhöhung, auch für den Cap")
    else:
        text += " ergibt es eine volle Erhöhung"
    reopened = v["reopened"]
    if reopened:
        text += (f". Damit ist die Runde wieder offen für {german_list(reopened)}: wer schon gehandelt hat, "
                 "darf wieder erhöhen")
    return text + " (L8)."


# ---------------------------------------------------------------------------- end of a round

def _round_end(rule: str, v: RoundEndValues) -> str:
    street, collected = street_phrase(v["street"]), v["collected"]
    if not collected and v.get("uncalled"):  # the bet went back (A7): nobody went along
        return (f"Niemand ist mitgegangen: die Wettrunde {street} ist beendet, der Einsatz geht zurück, "
                f"und wer außer dem Setzer noch in der Hand ist, ist schon all-in ({rule}, A7).")
    if not collected:
        return f"Alle haben gecheckt: die Wettrunde {street} ist beendet ({rule})."
    # The reason as it is: "or all-in" only when someone still in the hand is all-in.
    reason = "gleich viel gesetzt oder sind all-in" if v["someone_all_in"] else "gleich viel gesetzt"
    verb = "kommt" if collected == 1 else "kommen"
    return (f"Die Wettrunde {street} ist beendet: alle haben gehandelt und {reason}. "
            f"{chips(collected)} {verb} in den Pot ({rule}).")


def _return(rule: str, v: ReturnValues) -> str:
    who, extra = v["name"], v["chips"]
    return f"{chips(extra)} von {who} hat niemand gezahlt: {who} bekommt {them(extra)} zurück ({rule})."


# Each function names its own payload (holdem.narration.values); render_event picks it by name.
HAND_SENTENCES: dict[str, Callable[[str, Any], str]] = {
    "post": _post,
    "burn": _burn,
    "deal_order": _deal_order,
    "deal_hole": _deal_hole,
    "deal_board": _deal_board,
    "to_act": _to_act,
    "short_big_blind": _short_big_blind,
    "run_out": _run_out,
    "nothing_to_decide": _nothing_to_decide,
    "fold": _fold,
    "absent": _absent,
    "check": _check,
    "call": _call,
    "bet_or_raise": _bet_or_raise,
    "round_end": _round_end,
    "return": _return,
}
