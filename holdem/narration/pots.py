"""The German explanation of a hand's pots: main pot and side pots, who may win which (A2–A6),
chips given back (A7), folded and dead money (W8, B8, B9, C8), and the payout of an award.

The pots are built in :mod:`holdem.pots`; this module only reads them (their ``pots``,
``returned``, ``folded``, ``contributions`` and ``dead``; a pot's ``name``, ``amount``,
``eligible`` and ``level``), so it needs no import of the rule logic.

Standard library only.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import partial
from typing import Any

from holdem.german import player_name, players_text
from holdem.narration.money import chips, leftover, odd_unit

__all__ = ["award_sentence", "explain_award", "explain_layout", "rake_sentence", "returned_sentence"]

_COUNT_WORDS = ("null", "ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun", "zehn",
                "elf", "zwölf")


def count_word(count: int) -> str:
    """Small counts as words ("alle drei Pots"), larger ones as digits."""
    return _COUNT_WORDS[count] if 0 <= count < len(_COUNT_WORDS) else str(count)


def returned_sentence(who: str, amount: int) -> str:
    """Uncalled chips go back to ``who`` (A7)."""
    return f"{who} bekommt {chips(amount)} zurück: Bei diesem Teil des Einsatzes ist niemand mitgegangen (A7)."


def _pot_sentence(pots: Sequence[Any], index: int, labs: Any) -> str:
    pot, several = pots[index], len(pots) > 1
    head = f"{pot.name}: {chips(pot.amount)}, spielberechtigt {labs(pot.eligible)}"
    if index == 0:
        if several:
            short = pots[0].eligible - pots[1].eligible
            one = len(short) == 1
            return (f"{head}. Hier zahlt jeder höchstens {chips(pot.level)} ein: {labs(short)} "
                    f"{'hat' if one else 'haben'} nur so viel gesetzt und {'kann' if one else 'können'} "
                    f"deshalb jedem Gegner höchstens {chips(pot.level)} abnehmen (A2).")
        if len(pot.eligible) == 1:
            return (f"{pot.name}: {chips(pot.amount)}; alle anderen sind ausgestiegen, übrig ist nur "
                    f"{labs(pot.eligible)} (W7).")
        return f"{head} (A6)."
    if len(pot.eligible) == 1:
        return f"{head}: Niemand sonst hat diesen Betrag gedeckt, der Pot ist sicher gewonnen (A3)."
    return f"{head}: Nur sie haben mehr als {chips(pots[index - 1].level)} eingezahlt (A3)."


def explain_layout(layout: Any, names: Sequence[str] | None = None) -> list[str]:
    """German sentences about the pots of ``layout`` (a :class:`holdem.pots.PotLayout`), one per
    fact, each naming its rule ID in brackets."""
    lab, labs = partial(player_name, names=names), partial(players_text, names=names)
    pots = layout.pots
    lines = [returned_sentence(lab(seat), amount) for seat, amount in sorted(layout.returned.items())]
    if not pots:
        lines.append("Im Pot liegen keine Chips.")
        return lines
    several = len(pots) > 1
    lines.extend(_pot_sentence(pots, index, labs) for index in range(len(pots)))
    if len(pots) > 2:
        reach = ["den Hauptpot", "den Hauptpot und Side Pot 1"] + [
            f"den Hauptpot und die Side Pots 1 {'und' if k == 2 else 'bis'} {k}" for k in range(2, len(pots) - 1)]
        caps = [f"{labs(p.eligible - pots[i + 1].eligible)} {'nur ' if i == 0 else ''}{reach[i]}"
                for i, p in enumerate(pots[:-1])]
        # The players of the top pot are named too: the largest all-in is one of them (A4).
        caps.append(f"{labs(pots[-1].eligible)} alle {count_word(len(pots))} Pots")
        lines.append("Mehrere All-ins ergeben mehrere Side Pots. Gewinnen können: " + ", ".join(caps) + " (A4).")
    if not several and len(pots[0].eligible) > 1:
        lines.append("Es gibt keinen Side Pot: Kein Spieler, der noch im Spiel ist, hat mehr "
                     "eingezahlt als die anderen (A5).")
    gone = sorted(s for s in layout.folded if layout.contributions and layout.contributions[s] > 0)
    if gone:
        verb = "ist" if len(gone) == 1 else "sind"
        lines.append(f"{labs(gone)} {verb} ausgestiegen; die eingezahlten Chips bleiben im Pot, "
                     "gewinnen kann sie nur noch, wer im Spiel ist (W8).")
    dead = [s for s, d in enumerate(layout.dead) if d > 0]
    if dead:
        total = sum(layout.dead)
        lines.append(f"{chips(total)} totes Geld von {labs(dead)} {'liegt' if total == 1 else 'liegen'} im "
                     f"Hauptpot und {'zählt' if total == 1 else 'zählen'} für keinen Einsatz (B8, B9, C8).")
    return lines


def rake_sentence(percent: str, pot: int, *, min_pot: int, raw: int, taken: int, cap: int | None,
                  rounded: bool = True) -> str:
    """How the rake of a pot of ``pot`` chips comes about (X1): ``percent`` of it (``raw``,
    rounded down where ``rounded``), at most ``cap``; nothing below the minimum pot ``min_pot``."""
    if pot < min_pot:
        return f"Kein Rake: Der Pot von {chips(pot)} ist kleiner als der Mindestpot von {chips(min_pot)} (X1)."
    if taken < raw:
        return (f"Rake: {percent} von {chips(pot)} wären {chips(raw)}, die Obergrenze ist {cap}; "
                f"das Haus behält {chips(taken)} (X1).")
    how = "abgerundet " if rounded else ""
    return f"Rake: {percent} von {chips(pot)} sind {how}{chips(taken)}; so viel behält das Haus (X1)."


def award_sentence(pot: str, amount: int, case: str, winners: Sequence[int], *, taken: int, main: bool,
                   names: Sequence[str] | None, eligible: Iterable[int] = (), odd: Sequence[int] = (),
                   carried: int = 0) -> str:
    """Who wins the pot named ``pot`` (``amount`` chips after the rake ``taken``) and why:
    ``case`` is ``everyone_folded`` (W7), ``uncontested`` (A3), ``best_hand`` (A6) or ``split``
    (P1; ``odd``: who gets the odd chips, P2; ``carried``: odd chips left for the next hand)."""
    labs = partial(players_text, names=names)
    won = chips(amount)
    if case == "everyone_folded":
        text = (f"{pot}: {labs(winners)} gewinnt {won}, weil alle anderen ausgestiegen sind; die Karten "
                "müssen nicht gezeigt werden (W7).")
    elif case == "uncontested":
        text = f"{pot}: {labs(winners)} gewinnt {won} ohne Vergleich, denn niemand sonst ist dafür spielberechtigt (A3)."
    elif case == "best_hand":
        text = f"{pot}: {labs(winners)} hat unter {labs(eligible)} die beste Hand und gewinnt {won} (A6)."
    else:
        text = (f"{pot}: {labs(winners)} haben gleich gute Hände und teilen {won}, "
                f"je {chips(amount // len(winners))} (P1).")
        rest = amount % len(winners)
        if odd and rest == 1:
            text += (f" Den übrigen {odd_unit()} bekommt {labs(odd)}: von den Gewinnern sitzt {labs(odd)} am nächsten "
                     "links vom Button (P2).")
        elif odd:
            text += (f" Die {leftover(rest)} gehen einzeln an {labs(odd)}: von den Gewinnern sitzen sie am "
                     "nächsten links vom Button (P2).")
        elif carried:
            text += (f" {chips(carried)} {'lässt' if carried == 1 else 'lassen'} sich nicht teilen und "
                     f"{'bleibt' if carried == 1 else 'bleiben'} für die nächste Hand im Pot (P2, Variante).")
    if case in ("best_hand", "split") and pot == "Side Pot 1":  # once: it holds for every side pot
        text += " Jeder Side Pot wird für sich verteilt, getrennt vom Hauptpot (P3)."
    if taken:
        text += f" Das Haus hat davon {chips(taken)} Rake genommen (X1)."
    return text


def explain_award(award: Any) -> list[str]:
    """German sentences about an award (a :class:`holdem.pots.Award`): chips given back, the
    rake, each pot's winner, chips carried over and what every player receives."""
    names = award.names
    lines: list[str] = []
    if award.layout is not None:
        lines.extend(returned_sentence(player_name(seat, names), amount)
                     for seat, amount in sorted(award.layout.returned.items()))
    if award.rake_text:
        lines.append(award.rake_text)
    lines.extend(a.text for a in award.awards)
    if award.carried:
        lines.append(f"Insgesamt {'bleibt' if award.carried == 1 else 'bleiben'} "
                     f"{chips(award.carried)} für die nächste Hand im Pot (P2, Variante).")
    winners = [f"{player_name(s, names)} erhält {chips(amount)}" for s, amount in sorted(award.payouts.items())
               if amount]
    if winners:
        lines.append("Auszahlung: " + ", ".join(winners) + ".")
    return lines
