"""Cards, parsing and the deck (G1, G7, D2, K2, K4)."""

import pytest

from holdem.cards import FULL_DECK, Card, Deck, Rank, Suit, format_cards, parse_cards
from holdem.errors import CardError, DuplicateCardError, HandSizeError


def test_G1_deck_has_52_distinct_cards_thirteen_ranks_four_suits():
    assert len(set(FULL_DECK)) == 52
    assert {c.rank for c in FULL_DECK} == set(Rank) and len(Rank) == 13
    assert {c.suit for c in FULL_DECK} == set(Suit) and len(Suit) == 4


@pytest.mark.parametrize(
    "text",
    ["Ah Td 9c", "AhTd9c", "ah td 9C", "A♥ T♦ 9♣", "A♥T♦9♣", "Ah, 10d, 9c"],
    ids=["G7-spaced", "G7-joined", "G7-lowercase", "G7-symbols", "G7-symbols-joined", "G7-ten-as-10"],
)
def test_G7_notation_variants_parse_to_the_same_cards(text):
    assert parse_cards(text) == (Card(Rank.ACE, Suit.HEARTS), Card(Rank.TEN, Suit.DIAMONDS),
                                 Card(Rank.NINE, Suit.CLUBS))


def test_G7_printing_roundtrips_in_letters_and_symbols():
    for card in FULL_DECK:
        assert parse_cards(str(card)) == (card,)
        assert parse_cards(card.pretty) == (card,)
    assert format_cards(parse_cards("Ah Td"), symbols=True) == "A♥ T♦"
    assert Card.parse("Qs").german == "Pik-Dame"


@pytest.mark.parametrize("text, bad", [("Ah Xd", "'Xd'"), ("Ah1", "'1'"), ("Ahz", "'z'"), ("A", "'A'"),
                                       ("11h", "'11h'")])
def test_G7_bad_card_text_names_the_bad_token(text, bad):
    with pytest.raises(CardError) as info:
        parse_cards(text)
    assert bad in str(info.value)
    assert "Erlaubt" in str(info.value) and info.value.key == "bad_card"


def test_G1_duplicate_card_is_rejected_with_its_name():
    with pytest.raises(DuplicateCardError) as info:
        parse_cards("Ah Kd ah")
    assert "Ah" in str(info.value) and "Herz-Ass" in str(info.value)
    assert len(parse_cards("Ah ah", allow_duplicates=True)) == 2


def test_D2_suit_order_for_the_button_draw():
    assert Suit.CLUBS < Suit.DIAMONDS < Suit.HEARTS < Suit.SPADES
    assert [s.german for s in sorted(Suit)] == ["Kreuz", "Karo", "Herz", "Pik"]


def test_K4_seeded_shuffle_is_repeatable_and_a_permutation():
    a, b, c = Deck.shuffled(7), Deck.shuffled(7), Deck.shuffled(8)
    assert a == b and a != c
    assert sorted(a.cards) == sorted(FULL_DECK)


@pytest.mark.parametrize("seed", [0, 1, 7, 2**40, -3, "Tisch 1"])
def test_K4_seeded_shuffle_is_the_standard_librarys_shuffle_of_the_full_deck(seed):
    # Deck.shuffled writes random.shuffle out for speed; a seed must keep giving the same deck.
    import random

    cards = list(FULL_DECK)
    random.Random(seed).shuffle(cards)
    deck = Deck.shuffled(seed)
    assert deck.cards == tuple(cards)
    assert deck.all_different and not Deck(FULL_DECK[:3] + FULL_DECK[:1]).all_different


def test_K4_cut_moves_the_top_cards_under_the_rest():
    deck = Deck.shuffled(1)
    cut = deck.cut(20)
    assert cut.cards[:32] == deck.cards[20:] and cut.cards[32:] == deck.cards[:20]
    with pytest.raises(HandSizeError):
        deck.cut(0)
    with pytest.raises(HandSizeError):
        deck.cut(52)


def test_K2_burn_and_deal_take_from_the_top_and_leave_the_old_deck_unchanged():
    deck = Deck.shuffled(3)
    burned, rest = deck.burn()
    flop, rest = rest.deal(3)
    assert burned == deck.cards[0] and flop == deck.cards[1:4] and len(rest) == 48
    assert len(deck) == 52
    with pytest.raises(HandSizeError):
        rest.deal(49)


def test_card_index_roundtrip():
    assert [Card.from_index(c.index) for c in FULL_DECK] == list(FULL_DECK)
