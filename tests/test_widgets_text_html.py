"""Printed engine text as HTML (holdem/text_html.py): what the site and the widgets show
instead of a <pre> block that cannot wrap."""

from __future__ import annotations

from holdem.text_html import Items, Line, Pre, Table, parse, text_html

POTS = """Pot        | Chips | spielberechtigt
-----------+-------+----------------------
Hauptpot   |    80 | Spieler 1, 2, 3 und 4
Side Pot 1 |    90 | Spieler 2, 3 und 4

Hauptpot: 80 Chips, spielberechtigt Spieler 1, 2, 3 und 4 (A2).
Blinds:
  Anna setzt den Small Blind: 1 Chip (B3, B1).
  Ben setzt den Big Blind: 2 Chips (B3, B1).
"""


def test_a_ruled_table_becomes_a_table_with_numeric_columns_aligned() -> None:
    blocks = parse(POTS)
    table = blocks[0]
    assert isinstance(table, Table)
    assert table.header == ["Pot", "Chips", "spielberechtigt"]
    assert table.rows == [["Hauptpot", "80", "Spieler 1, 2, 3 und 4"], ["Side Pot 1", "90", "Spieler 2, 3 und 4"]]
    assert table.numeric == [False, True, False]


def test_sentences_are_lines_and_indented_lines_a_list() -> None:
    blocks = parse(POTS)
    assert [type(b) for b in blocks] == [Table, Line, Line, Items]
    assert blocks[2].text == "Blinds:"
    assert blocks[3].lines[1] == "Ben setzt den Big Blind: 2 Chips (B3, B1)."


def test_html_has_no_table_rules_and_escapes_text() -> None:
    html = text_html(POTS + "Spieler 1 < Spieler 2 & mehr.\n")
    assert "---" not in html and "|" not in html
    assert "<table class='holdem-table'>" in html and "<td class='holdem-num'>80</td>" in html
    assert "<li>Anna setzt den Small Blind: 1 Chip (B3, B1).</li>" in html
    assert "Spieler 1 &lt; Spieler 2 &amp; mehr." in html
    # The table sits in its own box, which scrolls sideways on a phone instead of the page.
    assert html.index("holdem-table-box") < html.index("<table")


def test_a_hand_history_stays_preformatted() -> None:
    phh = 'variant = "NT"\nactions = [\n  "p1 cc",\n]\n'
    assert parse(phh) == [Pre(phh.rstrip("\n"))]


def test_a_pipe_line_without_a_rule_is_a_sentence() -> None:
    assert parse("exakt: 34,97 % | Faustregel: 36 %") == [Line("exakt: 34,97 % | Faustregel: 36 %")]


def test_every_line_of_the_engine_stays_a_line_of_its_own() -> None:
    """Lines that start in lower case are not the end of the line before (all-in, ganze-hand, geben)."""
    text = ("nach Preflop: Hauptpot 90 (Spieler 1, 2 und 3)\nnach Flop: Hauptpot 90 (Spieler 1, 2 und 3)\n"
            "gemischt: 4♣ 2♣ 3♠\nnach dem Abheben: A♠ 5♥ 7♠")
    assert [b.text for b in parse(text)] == text.split("\n")


def test_numbered_lines_are_one_ordered_list_even_with_right_aligned_numbers() -> None:
    """The hand ranking (rangfolge): 1. to 10., " 9." right-aligned under "10."."""
    text = "\n".join(f"{n:>2}. Kategorie {n}" for n in range(1, 11))
    (block,) = parse(text)
    assert isinstance(block, Items) and block.ordered and len(block.lines) == 10
    shown = text_html(text)
    assert shown.count("<li>") == 10 and "<ol>" in shown and "<ul>" not in shown and "10." not in shown
