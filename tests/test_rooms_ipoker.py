"""iPoker XML read by holdem.rooms.ipoker: every hand here is written for these tests in the
room's layout (invented names, cards and amounts), one feature each."""

from __future__ import annotations

import pytest

from holdem.errors import PhhError
from holdem.rooms import check_file, check_text, detect_room, read_records
from holdem.rooms.ipoker import MAX_GAME_CHARS, card


def session(*games: str, gametype: str = "Holdem NL €0.05/€0.10", extra: str = "") -> str:
    return f"""<?xml version="1.0" encoding="utf-8"?>
<session sessioncode="100">
  <general>
    <mode>real</mode>
    <gametype>{gametype}</gametype>
    <tablename>Testtisch, 1</tablename>
    <tablecurrency>EUR</tablecurrency>
    <currency>EUR</currency>
    <nickname>Anna</nickname>{extra}
  </general>
{"".join(games)}</session>
"""


# Anna raises, Bert calls from the big blind, Anna bets the flop and Bert folds. The actions of
# round 1 are written out of order (as the room does); their numbers give the order. The old
# export pays the uncalled bet back inside "win": 0.50 pot - 0.02 rake + 0.40 back = 0.88.
CASH = """  <game gamecode="5000001">
    <general>
      <startdate>2024-03-01 20:00:00</startdate>
      <players>
        <player seat="2" name="Anna" chips="€10" dealer="0" win="€0.88" bet="€0.65" rebuy="0" addon="0"/>
        <player seat="5" name="Bert &amp; Co" chips="€7.50" dealer="0" win="€0" bet="€0.25" rebuy="0" addon="0"/>
        <player seat="9" name="Carla" chips="€12" dealer="1" win="€0" bet="€0" rebuy="0" addon="0"/>
      </players>
    </general>
    <round no="0">
      <action no="1" player="Anna" type="1" sum="€0.05" cards="[cards]"/>
      <action no="2" player="Bert &amp; Co" type="2" sum="€0.10" cards="[cards]"/>
    </round>
    <round no="1">
      <cards type="Pocket" player="Carla">X X</cards>
      <action no="3" player="Carla" type="0" sum="€0" cards=""/>
      <cards type="Pocket" player="Anna">SA D10</cards>
      <action no="5" player="Bert &amp; Co" type="3" sum="€0.15" cards=""/>
      <action no="4" player="Anna" type="23" sum="€0.25" cards=""/>
      <cards type="Pocket" player="Bert &amp; Co">X X</cards>
    </round>
    <round no="2">
      <cards type="Flop" player="">H2 C7 D9</cards>
      <action no="6" player="Anna" type="5" sum="€0.40" cards=""/>
      <action no="7" player="Bert &amp; Co" type="0" sum="€0" cards=""/>
    </round>
  </game>
"""

# Three players all-in before the flop: a main pot for all three and a side pot for two; Emil's
# bet beyond Frida's stack comes back to him.
# The newer export ("uncalled_bet_enabled") leaves the uncalled bet out of "win".
ALL_IN = """  <game gamecode="5000002">
    <general>
      <players>
        <player seat="1" name="Dora" chips="£3" dealer="1" win="£9" bet="£3"/>
        <player seat="3" name="Emil" chips="£12" dealer="0" win="£10" bet="£12"/>
        <player seat="4" name="Frida" chips="£8" dealer="0" win="£0" bet="£8"/>
      </players>
    </general>
    <round no="0">
      <action no="1" player="Emil" type="1" sum="£0.50"/>
      <action no="2" player="Frida" type="2" sum="£1"/>
    </round>
    <round no="1">
      <cards type="Pocket" player="Dora">DA CA</cards>
      <cards type="Pocket" player="Emil">HK SK</cards>
      <cards type="Pocket" player="Frida">C5 C6</cards>
      <action no="3" player="Dora" type="7" sum="£3"/>
      <action no="4" player="Emil" type="7" sum="£11.50"/>
      <action no="5" player="Frida" type="3" sum="£7"/>
    </round>
    <round no="2"><cards type="Flop" player="">S2 H7 D9</cards></round>
    <round no="3"><cards type="Turn" player="">CJ</cards></round>
    <round no="4"><cards type="River" player="">H3</cards></round>
  </game>
"""

OMAHA = """  <game gamecode="5000003">
    <general>
      <players>
        <player seat="1" name="Gerd" chips="€5" dealer="1" win="€0.15" bet="€0.05"/>
        <player seat="2" name="Hanna" chips="€5" dealer="0" win="€0" bet="€0.10"/>
      </players>
    </general>
    <round no="0">
      <action no="1" player="Gerd" type="1" sum="€0.05"/>
      <action no="2" player="Hanna" type="2" sum="€0.10"/>
    </round>
    <round no="1">
      <cards type="Pocket" player="Gerd">SA SK D2 D3</cards>
      <action no="3" player="Gerd" type="0" sum="€0"/>
    </round>
  </game>
"""


def only(text: str):
    (verdict,) = list(check_text(text, "test.xml"))
    return verdict


def test_ipoker_is_detected():
    assert detect_room(session(CASH)) == "iPoker"
    assert detect_room("\ufeff" + session(CASH)) == "iPoker"


def test_cards_are_read_suit_first():
    assert card("D10") == "Td" and card("SA") == "As" and card("h7") == "7h" and card("X") is None


@pytest.mark.rule("X1")
@pytest.mark.rule("A7")
def test_cash_hand_agrees_in_cents_with_actions_in_their_numbered_order():
    verdict = only(session(CASH))
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)
    hand = verdict.hand
    assert hand.unit == 100 and hand.record.currency == "EUR"
    assert hand.names == ("Anna", "Bert & Co", "Carla")  # the button (seat 9) is last
    assert [a.kind for a in hand.record.actions] == ["fold", "raise_to", "call", "bet", "fold"]
    assert any("X1" in note and "0,02 €" in note for note in verdict.notes)
    assert hand.history.metadata["casino"] == "iPoker"


@pytest.mark.rule("A5")
def test_side_pot_with_uncalled_bet_outside_win_agrees():
    verdict = only(session(ALL_IN, gametype="Holdem NL £0.50/£1",
                           extra="\n    <uncalled_bet_enabled>true</uncalled_bet_enabled>"))
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)
    assert verdict.hand.record.currency == "GBP"
    assert dict(zip(verdict.hand.names, verdict.final)) == {"Emil": 1400, "Frida": 0, "Dora": 900}


def test_side_pot_to_the_wrong_player_differs():
    wrong = ALL_IN.replace('win="£10"', 'win="£0"').replace('win="£0" bet="£8"', 'win="£10" bet="£8"')
    verdict = only(session(wrong, gametype="Holdem NL £0.50/£1",
                           extra="\n    <uncalled_bet_enabled>true</uncalled_bet_enabled>"))
    assert verdict.status == "differs" and verdict.differences
    assert any("Emil" in line for line in verdict.differences)


def test_omaha_is_refused_and_the_other_hands_still_read():
    verdicts = list(check_text(session(CASH, OMAHA), "test.xml"))
    assert [v.status for v in verdicts] == ["agrees", "refused"]
    assert verdicts[1].key == "not_holdem" and "Omaha" in verdicts[1].reason


def test_cut_off_game_is_refused_and_earlier_hands_stay():
    text = session(CASH, CASH.replace("5000001", "5000004")).split("</game>")
    cut = "</game>".join(text[:2])[: -40]
    verdicts = list(check_text(cut, "test.xml"))
    assert [v.status for v in verdicts] == ["agrees", "refused"]
    assert verdicts[1].key == "cut_off" and "5000004" in verdicts[1].reason


def test_broken_xml_in_one_game_names_its_line():
    broken = CASH.replace('<action no="6"', '<action no="6" <<', 1)
    verdicts = list(check_text(session(broken, CASH.replace("5000001", "5000006")), "test.xml"))
    assert verdicts[0].status == "refused" and verdicts[0].key == "unreadable_hand"
    assert "Zeile" in verdicts[0].reason and "XML" in verdicts[0].reason
    assert verdicts[1].status == "agrees"


def test_unknown_action_type_is_refused_in_german():
    odd = CASH.replace('type="5" sum="€0.40"', 'type="99" sum="€0.40"')
    verdict = only(session(odd))
    assert verdict.status == "refused" and "Typ '99'" in verdict.reason


@pytest.mark.parametrize("declaration", [
    '<!DOCTYPE session [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>',
    '<!DOCTYPE session SYSTEM "file:///etc/passwd">',
    '<!ENTITY x SYSTEM "http://example.invalid/x">',
])
def test_document_types_and_entities_are_refused_before_parsing(declaration):
    text = session(CASH).replace('<session sessioncode="100">', declaration + '\n<session sessioncode="100">')
    items = list(read_records(text, "boese.xml"))
    assert len(items) == 1 and isinstance(items[0], PhhError)
    assert items[0].key == "xml_declaration" and "Sicherheitsgründen" in items[0].detail


def test_a_huge_game_is_refused_by_size():
    filler = "<!-- " + "x" * MAX_GAME_CHARS + " -->"
    huge = CASH.replace("<round no=\"0\">", filler + "<round no=\"0\">")
    verdicts = list(check_text(session(huge, CASH.replace("5000001", "5000005")), "test.xml"))
    assert [v.status for v in verdicts] == ["refused", "agrees"]
    assert verdicts[0].key == "hand_too_large"


def test_file_bytes_with_bom_and_crlf():
    data = session(CASH).replace("\n", "\r\n").encode("utf-8-sig")
    assert [v.status for v in check_file(data, "test.xml")] == ["agrees"]


def test_fixed_limit_reads_the_bets_from_the_game_type():
    fixed = CASH.replace("€0.25", "€0.20").replace("€0.15", "€0.10").replace("€0.40", "€0.10")
    fixed = fixed.replace('win="€0.88"', 'win="€0.50"').replace('bet="€0.65"', 'bet="€0.40"')
    verdict = only(session(fixed, gametype="Holdem L €0.10/€0.20"))
    assert verdict.hand.record.structure == "FL"
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)


def test_tournament_hands_are_chips_without_currency():
    tour = (CASH.replace("€", "").replace("0.05", "50").replace("0.10", "100").replace("0.15", "150")
            .replace("0.25", "250").replace("0.40", "400").replace("0.88", "900").replace("7.50", "7500")
            .replace('"10"', '"10000"').replace('"12"', '"12000"'))
    verdict = only(session(tour, gametype="Holdem NL", extra="\n    <tournamentcode>77</tournamentcode>"))
    assert verdict.status == "agrees", (verdict.reason, verdict.differences)
    assert verdict.hand.unit == 1 and verdict.hand.record.currency is None
