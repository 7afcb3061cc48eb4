"""Readable German prose from the engine's events: one place that shapes every sentence.

The rule logic says what happened (an :class:`holdem.events.Event` with its values); this
package decides how a reader reads it. :func:`tidy` fixes the form of one sentence (no two
brackets in a row, each rule ID once, no double colon); :func:`narrate` turns a sequence of
sentences or events into prose and leaves out a name that the sentence before just named.

Standard library only: the narration runs wherever the engine runs (Pyodide too).
"""

from __future__ import annotations

from holdem.narration.prose import narrate, narrate_lines, tidy

__all__ = ["narrate", "narrate_lines", "tidy"]
