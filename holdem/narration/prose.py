"""The form of the engine's German sentences: brackets, rule IDs, colons, repeated names.

Why here and not in each sentence: the sentences are assembled from parts (a hand's value in
brackets, then the rule ID in brackets; a reason after a colon that has a colon of its own), and
only the finished sentence shows whether two brackets meet or a colon repeats.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Sequence
from typing import Protocol

from holdem.narration.render import render_event
from holdem.rule_ids import RULE_ID

__all__ = ["narrate", "narrate_lines", "tidy"]

# "(Sitz 2) (D3)": a bracket right after a bracket (no nesting in the engine's sentences).
_TWO_BRACKETS = re.compile(r"\(([^()]*)\)\s+\(([^()]*)\)")
_BRACKET = re.compile(r"\(([^()]*)\)")
_ONLY_RULES = re.compile(r"^\s*(?:" + RULE_ID.pattern + r")(?:\s*,\s*(?:" + RULE_ID.pattern + r"))*\s*$")
# The sentence ends of a text: a full stop, question or exclamation mark before a capital.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÄÖÜ0-9])")


class _Said(Protocol):
    """What :func:`narrate` needs of an event: its sentence and the player it is about (an
    engine event also has its kind, rule and values: a later run-out says "again")."""

    @property
    def text(self) -> str: ...

    @property
    def player(self) -> int | None: ...


def _sentence(event: _Said, ran_out: bool) -> str:
    """The event's sentence; a run-out after a run-out (the streets of an all-in, A1) in its short
    form, since the first one gave the reason."""
    values = getattr(event, "values", None)
    if ran_out and getattr(event, "kind", None) == "run_out" and values and "street" in values:
        return tidy(render_event("run_out", str(getattr(event, "rule", "A1")), {**values, "again": True}))
    return tidy(event.text)


def _is_rules(inner: str) -> bool:
    return bool(_ONLY_RULES.match(inner))


def _merge_brackets(text: str) -> str:
    """``(Sitz 2) (D3)`` → ``(Sitz 2; D3)``: what is named first, then the rule, in one bracket."""
    while True:
        merged = _TWO_BRACKETS.sub(lambda m: f"({m.group(1)}; {m.group(2)})", text)
        if merged == text:
            return merged
        text = merged


def _rules_once(sentence: str) -> str:
    """Each rule ID once per sentence: a later bracket drops the IDs an earlier one named."""
    named: set[str] = set()

    def keep_new(match: re.Match[str]) -> str:
        inner = match.group(1)
        parts = [part.strip() for part in re.split(r"[;,]", inner)]
        if not any(RULE_ID.fullmatch(part) for part in parts):
            return match.group(0)
        if not any(RULE_ID.fullmatch(part) and part in named for part in parts):
            named.update(part for part in parts if RULE_ID.fullmatch(part))
            return match.group(0)
        kept: list[str] = []
        for part in parts:
            if RULE_ID.fullmatch(part):
                if part in named:
                    continue
                named.add(part)
            kept.append(part)
        if not kept:
            return ""
        if all(RULE_ID.fullmatch(p) for p in kept) or not any(RULE_ID.fullmatch(p) for p in kept):
            return "(" + ", ".join(kept) + ")"
        words = [p for p in kept if not RULE_ID.fullmatch(p)]
        rules = [p for p in kept if RULE_ID.fullmatch(p)]
        return "(" + ", ".join(words) + "; " + ", ".join(rules) + ")"

    out = _BRACKET.sub(keep_new, sentence)
    return re.sub(r"\s+([.,;:])", r"\1", re.sub(r" {2,}", " ", out))


def _one_colon(sentence: str) -> str:
    """A second colon in one sentence becomes a dash: ``A: B: C`` → ``A: B – C``."""
    first = sentence.find(": ")
    if first < 0:
        return sentence
    head, rest = sentence[:first + 2], sentence[first + 2:]
    return head + rest.replace(": ", " – ")


def tidy(text: str) -> str:
    """One or more German sentences in the book's form: no two brackets in a row, each rule ID
    once per sentence, at most one colon per sentence."""
    text = _merge_brackets(text)
    sentences = _SENTENCE_END.split(text)
    return " ".join(_one_colon(_rules_once(s)) for s in sentences)


def _single_sentence(text: str) -> bool:
    return len(_SENTENCE_END.split(text)) == 1 and text.endswith(".")


def _without_subject(text: str, name: str) -> str | None:
    """``Anna erhöht auf 6 (W4).`` without ``Anna``: ``erhöht auf 6 (W4).``; None if the
    sentence does not begin with the name and a verb."""
    if not text.startswith(name + " "):
        return None
    rest = text[len(name) + 1:]
    return rest if rest[:1].islower() else None


def _leading_name(text: str) -> str | None:
    """The name a sentence begins with when no names are given: ``Spieler 3`` or ``Anna``."""
    match = re.match(r"(Spieler \d+|[A-ZÄÖÜ][a-zäöüß]+)\s+[a-zäöü]", text)
    return match.group(1) if match else None


def narrate_lines(events: Iterable[_Said], names: Sequence[str] | None = None, *,
                  max_length: int = 160, apart: Collection[int] = ()) -> list[str]:
    """The events' sentences, one line per event, except that an event about the player the
    line before began with is joined to it: ``Anna checkt (W2) und erhöht …`` says the name
    once (no pronoun, so no guess at anyone's gender), and that a run-out after a run-out says
    only "Auch auf dem Turn gibt es keine Wettrunde (A1)". ``apart``: positions of events that
    are never joined to the one before (something left out happened between them)."""
    lines: list[str] = []
    last_player: int | None = None
    ran_out = False
    for index, event in enumerate(events):
        if index in apart:
            last_player = None
        text = _sentence(event, ran_out)
        ran_out = ran_out or getattr(event, "kind", None) == "run_out"
        player = event.player
        name = (names[player] if names and player is not None and 0 <= player < len(names)
                else _leading_name(lines[-1]) if lines else None)
        if lines and player is not None and player == last_player and name:
            rest = _without_subject(text, name)
            previous = lines[-1]
            if (rest is not None and _single_sentence(previous) and _single_sentence(text)
                    and ":" not in rest and ":" not in previous and len(previous) + len(rest) + 5 <= max_length):
                lines[-1] = tidy(previous[:-1] + " und " + rest)
                last_player = None  # three in a row would read as a list
                continue
        lines.append(text)
        first = names[player] if names and player is not None and 0 <= player < len(names) else _leading_name(text)
        last_player = player if first and text.startswith(first + " ") else None
    return lines


def narrate(events: Iterable[_Said], names: Sequence[str] | None = None) -> str:
    """The events as prose, one sentence (or joined pair) per line."""
    return "\n".join(narrate_lines(events, names))
