"""X2: the engine's vocabulary (suits, actions, positions, hand categories) in German and English."""

import pytest

from holdem.betting import ActionKind
from holdem.ranking import HandCategory
from holdem.teach.terms import term_rows, term_table


@pytest.mark.rule("X2")
def test_X2_every_suit_action_and_category_has_both_names():
    rows = term_rows()
    topics = [topic for topic, _, _ in rows]
    assert topics.count("Farbe") == 4
    assert topics.count("Handlung") == len(ActionKind) == 5
    assert topics.count("Hand") == len(HandCategory) == 10
    assert ("Farbe", "Pik", "spades") in rows and ("Farbe", "Kreuz", "clubs") in rows
    assert ("Handlung", "Aussteigen", "fold") in rows
    assert ("Hand", "Vierling", "Four of a Kind") in rows
    assert ("Position", "UTG", "Under the Gun") in rows
    assert all(german and english for _, german, english in rows)


@pytest.mark.rule("X2")
def test_X2_term_table_lists_every_row_once():
    table = term_table().splitlines()
    assert table[0].startswith("Thema") and set(table[1]) <= {"-", "+"}
    assert len(table) == 2 + len(term_rows())
