"""One helper for a number and its noun (issue: "Hand 1 hat 1 Karten", "1 Einsätze angegeben")."""

import pytest

from holdem.german import count_text


@pytest.mark.parametrize(("count", "expected"), [
    (0, "0 Erhöhungen"), (1, "1 Erhöhung"), (2, "2 Erhöhungen"), (1000, "1.000 Erhöhungen"),
])
def test_count_text_puts_the_noun_in_the_right_number(count: int, expected: str) -> None:
    assert count_text(count, "Erhöhung", "Erhöhungen") == expected
