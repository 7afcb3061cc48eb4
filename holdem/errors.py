"""Exceptions of the engine.

Every error carries an English ``key`` (stable, for programs and tests) and a German
message for readers that says what was wrong and what is allowed. Every exception of the
engine, its drawings, widgets, pages and commands is defined here (a test over the source
keeps it so); the modules that raise them import them from here, and a few re-export them under
their old import paths (``from holdem.hand import IllegalActionError`` keeps working).
"""

from __future__ import annotations


class HoldemError(ValueError):
    """Base of all engine errors: bad input, never a bug."""

    key = "holdem_error"

    def __init__(self, message: str, *, key: str | None = None) -> None:
        if key is not None:
            self.key = key
        super().__init__(f"{message} [{self.key}]")
        self.message = message


def excerpt(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to about ``limit`` characters, for messages: a huge input is named,
    never echoed whole."""
    try:
        text = repr(value)
    except ValueError:  # an integer of more than 4,300 digits cannot be printed
        return "eine Zahl mit mehr als 4300 Stellen"
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(text)} Zeichen)"


def type_name(value: object) -> str:
    """The kind of a Python value in German, for wrong-type messages (``None`` → "nichts")."""
    if value is None:
        return "nichts (None)"
    german = {bool: "ein Wahrheitswert", int: "eine ganze Zahl", float: "eine Kommazahl",
              str: "ein Text", bytes: "Bytes", list: "eine Liste", tuple: "ein Tupel",
              dict: "ein Wörterbuch", set: "eine Menge"}
    return german.get(type(value), f"ein Objekt vom Typ {type(value).__name__}")


class CardError(HoldemError):
    """A card text that cannot be read, or a card that is not in the deck."""

    key = "bad_card"


class DuplicateCardError(CardError):
    """The same card given twice."""

    key = "duplicate_card"


class HandSizeError(HoldemError):
    """Too few or too many cards for what was asked."""

    key = "bad_hand_size"


class PotError(HoldemError):
    """Contributions, folds or rankings that do not describe a possible pot."""

    key = "bad_pot"


# ---------------------------------------------------------------- hands, tables, rules


class SetupError(HoldemError):
    """A hand or a rule set that cannot be played (bad stacks, blinds, players, settings)."""

    key = "bad_setup"


class IllegalActionError(HoldemError):
    """An action the rules do not allow in this state; the state stays as it was."""

    key = "illegal_action"


class TableError(HoldemError):
    """A seat, player, buy-in or blind that the table cannot accept; the table stays as it was."""

    key = "bad_table"


class SeatError(HoldemError):
    """A number of players or a button seat that no hand can have."""

    key = "bad_seat"


class BlindError(HoldemError):
    """Blind amounts, limits or a schedule that cannot be used."""

    key = "bad_blinds"


class ChipError(HoldemError):
    """A chip colour or an amount that the chip set cannot express."""

    key = "bad_chips"


class RakeError(PotError):
    """Rake settings that make no sense (negative, over 100 %, not a whole number of chips)."""

    key = "bad_rake"


# ---------------------------------------------------------------- hand histories


class PhhError(HoldemError):
    """A hand history that cannot be read: bad TOML, a missing or wrong field, a bad action."""

    key = "bad_phh"

    def __init__(self, message: str, *, key: str | None = None, source: str | None = None) -> None:
        self.source = source
        self.detail = message  # without the file name
        super().__init__(f"{source}: {message}" if source else message, key=key)


class ReplayError(PhhError):
    """A hand history our engine cannot play: unsupported setup or an action our rules forbid."""

    key = "replay_failed"

    def __init__(self, message: str, *, key: str | None = None, source: str | None = None,
                 action_index: int | None = None) -> None:
        self.action_index = action_index
        super().__init__(message, key=key, source=source)


# ---------------------------------------------------------------- odds, pictures, lessons, widgets


class OddsInputError(HoldemError):
    """Cards, counts or amounts that do not describe an outs or pot-odds question."""

    key = "bad_odds_input"


class DrawError(HoldemError):
    """A picture was asked for with arguments that do not fit together."""

    key = "bad_drawing"


class ScriptError(HoldemError):
    """A script that does not describe a hand (unknown word, too few actions or cards)."""

    key = "bad_script"


class StepperError(HoldemError):
    """Pages, labels or control of a stepper that do not fit together."""

    key = "bad_stepper"


class VariantSwitchError(HoldemError):
    """A rule without a variant, or a number the hand cannot use."""

    key = "bad_variant"


class SidePotInputError(HoldemError):
    """Calculator input that does not describe a hand (German message, English key)."""

    key = "bad_sidepot_input"


class HandPlayerError(HoldemError):
    """A hand the player cannot show (no steps, an action the hand does not allow)."""

    key = "bad_hand_player"


# ---------------------------------------------------------------- what people type, and the doors it comes through


class InputError(HoldemError):
    """What a person typed (or a page sent) that cannot be read: not a number, out of range, a seat
    or player the table does not have, a ranking, rake or blind of the wrong form. Raised by
    :mod:`holdem.user_input` for the command line, the widgets and the Werkstatt alike."""

    key = "bad_input"


class WebRequestError(HoldemError):
    """A request the Werkstatt cannot read: not JSON, not an object, or an unknown tool."""

    key = "bad_web_request"


class EquityInputError(HoldemError):
    """Hands, board, dead cards or a sample size that do not describe an equity question."""

    key = "bad_equity_input"


class BatchInputError(HoldemError):
    """An array of hands that is not an (N, 5|6|7) array of distinct card indices 0..51."""

    key = "bad_batch"


class OwnHandError(HoldemError):
    """Input of the "Eigene Hand" page that does not describe a hand."""

    key = "bad_own_hand"


class UnreadableHandError(HoldemError):
    """A hand of a room's export that cannot be read; the message is German and names the line
    (the reader of the export turns it into a :class:`PhhError` naming the hand)."""

    key = "unreadable_hand"


# ---------------------------------------------------------------- quizzes, exams, worksheets, servers


class QuizError(HoldemError):
    """A question that cannot be asked (no options, answer not among them, no rule)."""

    key = "bad_question"


class BookMissingError(HoldemError):
    """The book's sources are not next to the package (an installed copy without the book)."""

    key = "book_missing"


class ExamError(HoldemError):
    """An exam that cannot be made or marked (seed out of range, answers of the wrong shape, a
    certificate code that is changed or of another version)."""

    key = "bad_exam"


class WorksheetError(HoldemError):
    """Options for worksheets that cannot be used."""

    key = "bad_worksheet"


class PdfError(HoldemError):
    """The PDF cannot be printed: no Chromium, or Chromium failed."""

    key = "no_pdf"


class ServerError(HoldemError):
    """A server that cannot start (port taken, program missing, exits early)."""

    key = "server"
