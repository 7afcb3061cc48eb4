"""The form of the engine's German sentences: brackets, rule IDs, colons, repeated names.

Why here and not in each sentence: the sentences are assembled from parts (a hand's value in
brackets, then the rule ID in brackets; a reason after a colon that has a colon of its own), and
only the finished sentence shows whether two brackets meet or a colon repeats.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Protocol

from holdem.narration.money import MoneyFormat, money_format
from holdem.narration.render import render_event
from holdem.narration.values import NAME_KEYS
from holdem.rule_ids import RULE_ID

__all__ = ["event_text", "narrate", "narrate_lines", "render_tidy", "tidy"]

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


# Names are free text (the Werkstatt, teacher mode): tidy must never change them, nor take a
# bracket or colon inside a name for the sentence's own (N7). While a sentence is rendered and
# tidied, each name of its values stands as a token that tidy leaves alone: a capital (a name
# may begin a sentence), then the name's bytes in hex between two private-use characters. Which
# values are names the payloads say (NAME_KEYS: the keys marked holdem.narration.values.Name).
_TOKEN = re.compile("N\ue000([0-9a-f]*)\ue001")


def _token(name: str) -> str:
    return "N\ue000" + name.encode("utf-8", "surrogatepass").hex() + "\ue001"


def _masked(value: object) -> object:
    """A name as its token; in a tuple or list each name, or the name first in a pair."""
    if isinstance(value, str):
        return _token(value)
    if isinstance(value, (tuple, list)):
        items = [_token(x) if isinstance(x, str)
                 else (_token(x[0]), *x[1:]) if isinstance(x, tuple) and x and isinstance(x[0], str)
                 else x for x in value]
        return tuple(items) if isinstance(value, tuple) else items
    return value


def _unmasked(text: str) -> str:
    return _TOKEN.sub(lambda m: bytes.fromhex(m.group(1)).decode("utf-8", "surrogatepass"), text)


def _skeleton(kind: str, rule: str, values: Mapping[str, object]) -> str:
    """The tidied sentence with every name still a token."""
    masked = {key: _masked(value) if key in NAME_KEYS else value for key, value in values.items()}
    return tidy(render_event(kind, rule, masked))


def render_tidy(kind: str, rule: str, values: Mapping[str, object]) -> str:
    """The sentence of an event rendered from its ``values``, in the book's form (:func:`tidy`),
    with the names exactly as given."""
    return _unmasked(_skeleton(kind, rule, values))


class _Rendered(Protocol):
    """What :func:`event_text` needs of an event (:class:`holdem.events.Event`)."""

    @property
    def text(self) -> str: ...

    @property
    def rule(self) -> str: ...

    @property
    def values(self) -> Mapping[str, object]: ...

    @property
    def kind(self) -> str: ...


def event_text(event: _Rendered, money: MoneyFormat | None = None) -> str:
    """The event's sentence with its amounts in ``money`` (:mod:`holdem.narration.money`). In chips
    (or without a format) it is the event's own text; an event given as a finished sentence (no
    values) keeps it."""
    if money is None or money.is_chips or not event.values:
        return event.text
    with money_format(money):
        try:
            return render_tidy(str(event.kind), event.rule, event.values)
        except (KeyError, ValueError):  # values for programs beside a sentence given as text
            return event.text


def _said(event: _Said, ran_out: bool) -> tuple[str, str]:
    """The event's sentence and its skeleton (names as tokens, for joining two sentences); a
    run-out after a run-out (the streets of an all-in, A1) in its short form, since the first one
    gave the reason."""
    values = getattr(event, "values", None)
    kind, rule = getattr(event, "kind", None), getattr(event, "rule", None)
    if ran_out and kind == "run_out" and values and "street" in values:
        skeleton = _skeleton("run_out", str(rule or "A1"), {**values, "again": True})
        return _unmasked(skeleton), skeleton
    text = event.text
    if values is not None and kind is not None and rule is not None:
        try:
            skeleton = _skeleton(str(getattr(kind, "value", kind)), str(rule), values)
        except (ValueError, LookupError, TypeError, ArithmeticError):
            skeleton = ""  # a sentence given as text, not rendered from values
        if _unmasked(skeleton) == text:  # rendered from these values: already tidy, names untouched
            return text, skeleton
    text = tidy(text)
    return text, text


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
    skeletons: list[str] = []  # the lines with names as tokens: a join is tidied without touching names
    last_player: int | None = None
    ran_out = False
    for index, event in enumerate(events):
        if index in apart:
            last_player = None
        text, skeleton = _said(event, ran_out)
        ran_out = ran_out or getattr(event, "kind", None) == "run_out"
        player = event.player
        name = (names[player] if names and player is not None and 0 <= player < len(names)
                else _leading_name(lines[-1]) if lines else None)
        if lines and player is not None and player == last_player and name:
            rest = _without_subject(text, name)
            skeleton_rest = _without_subject(skeleton, _token(name)) or _without_subject(skeleton, name)
            previous = lines[-1]
            if (rest is not None and skeleton_rest is not None and _single_sentence(previous)
                    and _single_sentence(text) and ":" not in rest and ":" not in previous
                    and len(previous) + len(rest) + 5 <= max_length):
                skeletons[-1] = tidy(skeletons[-1][:-1] + " und " + skeleton_rest)
                lines[-1] = _unmasked(skeletons[-1])
                last_player = None  # three in a row would read as a list
                continue
        lines.append(text)
        skeletons.append(skeleton)
        first = names[player] if names and player is not None and 0 <= player < len(names) else _leading_name(text)
        last_player = player if first and text.startswith(first + " ") else None
    return lines


def narrate(events: Iterable[_Said], names: Sequence[str] | None = None) -> str:
    """The events as prose, one sentence (or joined pair) per line."""
    return "\n".join(narrate_lines(events, names))
