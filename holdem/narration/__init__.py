"""Readable German prose from the engine's events: one place that shapes every sentence.

The rule logic says what happened (an :class:`holdem.events.Event` with its values); this
package decides how a reader reads it. One module per area writes the sentences from the
values: :mod:`~holdem.narration.hand` (forced bets, the deal, decisions, the end of a round),
:mod:`~holdem.narration.showdown`, :mod:`~holdem.narration.hand_end` (pots won, rake, carried
chips), :mod:`~holdem.narration.table`, :mod:`~holdem.narration.pots` (the pots' explanations)
and :mod:`~holdem.narration.phh` (a replayed file); :func:`render_event` picks the right one.
What each sentence of a hand or a table reads is a typed payload
(:mod:`~holdem.narration.values`), the same type the engine fills.

The rule logic's own descriptions are written here too, from the data it hands over:
:mod:`~holdem.narration.positions` (who has which role), :mod:`~holdem.narration.dealing` (the
deal plan and the C5 irregularities), :mod:`~holdem.narration.rules` (a rule set),
:mod:`~holdem.narration.odds` (outs and pot odds), :mod:`~holdem.narration.ranking` (hand values
and why one beats another), :mod:`~holdem.narration.blinds` (stakes and blind schedules) and
:mod:`~holdem.narration.chips` (the starting stack). Their ``describe()`` methods only pass
their values on. :func:`tidy` fixes the form of one sentence (no two
brackets in a row, each rule ID once, no double colon); :func:`narrate` turns a sequence of
sentences or events into prose and leaves out a name that the sentence before just named.
Amounts are written by :mod:`~holdem.narration.money`: chips by default, a room's money when
:func:`event_text` or :func:`money_format` is given a :class:`MoneyFormat`.

Standard library only: the narration runs wherever the engine runs (Pyodide too).
"""

from __future__ import annotations

from holdem.narration.money import MoneyFormat, money_format
from holdem.narration.prose import event_text, narrate, narrate_lines, tidy
from holdem.narration.render import render_event

__all__ = ["MoneyFormat", "event_text", "money_format", "narrate", "narrate_lines", "render_event", "tidy"]
