"""Werkstatt tool "Side Pots": main and side pots, who may win each, shares and odd chips.

Request (seats from 0; German sentences say "Spieler 1" for seat 0)::

    {"contributions": [50, 100, 100],   # or "50, 100, 100": chips each seat put in
     "folded": [0],                     # seats that folded (their chips stay, W8)
     "button": 2,                       # for the odd chip (P2)
     "places": [null, 1, 1],            # showdown place per seat: 1 = best, equal = split
     # or instead of places: "hands": ["AhAd", "KsKc", "7c7d"], "board": "2c 7h 9h Js 3c"
     "odd_chip": "left_of_button",      # or "carry" (variant: stays in the pot, P2)
     "rake": {"percent": 5, "cap": 3, "min_pot": 20}}   # optional (X1)

Without ``places`` and ``hands`` only the pots are built (A2–A7); with them each pot is
awarded (A6, P1–P3, C9) and the payout listed.
"""

from __future__ import annotations

from typing import Any

from holdem import user_input
from holdem.cards import parse_cards
from holdem.errors import InputError, excerpt, type_name
from holdem.german import german_list, player_name
from holdem.pots import OddChip, PotLayout, award_pots, build_pots
from holdem.rake import Rake
from holdem.ranking import showdown
from holdem.user_input import MAX_SEATS
from holdem.web.fields import cards_text
from holdem.web.form_fields import player_index, text, texts, whole_number

_ODD_CHIPS = {choice.value for choice in OddChip}


def read_seats(value: object, label: str, n_seats: int) -> list[int]:
    """Seats as indices from 0, as the page sends them (the reader's "Spieler 2" as 1); a message
    names them as the reader does, from 1."""
    if value is None:
        return []
    items = user_input.split_list(value, f"„{label}“", example="2, 4", max_items=MAX_SEATS)
    return [player_index(item, f"„{label}“", n_seats) for item in items]


def strengths_from_places(places: object, n_seats: int, folded: set[int]) -> dict[int, int]:
    """Place 1 = best hand; equal places split. Folded seats and empty places are left out."""
    if not isinstance(places, list) or len(places) != n_seats:
        raise InputError(f"Die Plätze im Showdown bitte für jeden der {n_seats} Spieler angeben "
                         "(1 = beste Hand, gleiche Zahl = gleich gute Hand).", key="bad_places")
    strengths = {}
    for seat, place in enumerate(places):
        if seat in folded or place in (None, ""):
            continue
        strengths[seat] = -whole_number(place, f"Platz von {player_name(seat)}", low=1, high=n_seats)
    return strengths


def strengths_from_hands(request: dict[str, Any], n_seats: int, folded: set[int]) -> tuple[dict[int, int], list[str]]:
    hands = texts(request, "hands", "Hole Cards") if isinstance(request.get("hands"), list) else None
    if hands is None or len(hands) != n_seats:
        raise InputError(f"Die Hole Cards bitte für jeden der {n_seats} Spieler angeben (leer lassen, wer "
                         "ausgestiegen ist).", key="bad_hands")
    board = text(request, "board", "Board")
    showing = [seat for seat in range(n_seats) if seat not in folded]
    missing = [player_name(seat) for seat in showing if not hands[seat].strip()]
    if missing:
        raise InputError(f"Für {german_list(missing)} fehlen die Hole Cards; wer im Spiel ist, zeigt im Showdown "
                         "seine Karten (S1).", key="missing_hand")
    values = showdown([hands[seat] for seat in showing], board)
    lines = [f"{player_name(seat)}: {cards_text(parse_cards(hands[seat]))} – {value.text}."
             for seat, value in zip(showing, values)]
    return {seat: value.strength for seat, value in zip(showing, values)}, lines


def read_rake(value: object) -> Rake | None:
    """The rake (X1) as the page sends it: ``{"percent": 5, "cap": 3, "min_pot": 20}``; none when empty."""
    if value in (None, "", {}):
        return None
    if not isinstance(value, dict):
        raise InputError(f"Der Rake geht so nicht ({type_name(value)}). Erlaubt: Prozent, Obergrenze und Mindestpot, "
                         "z. B. 5, 3, 20 (X1).", key="bad_rake")
    return user_input.rake(value.get("percent", 0), value.get("cap"), value.get("min_pot"))


def pot_fields(layout: PotLayout) -> list[dict[str, Any]]:
    return [{"name": pot.name, "amount": pot.amount, "eligible": sorted(pot.eligible),
             "eligible_names": [player_name(s) for s in sorted(pot.eligible)]} for pot in layout.pots]


def read_contributions(value: object) -> list[int]:
    """Chips each seat put in: 2 to :data:`MAX_SEATS` whole numbers, each at most the Werkstatt's
    largest amount (so that the page shows every sum exactly)."""
    return user_input.amounts(value, "Einsätze")


def read_places_or_hands(request: dict[str, Any]) -> tuple[bool, bool]:
    """Whether the request gives showdown places or hole cards (each a list, one entry per seat)."""
    places, hands = request.get("places"), request.get("hands")
    for value, label in ((places, "Plätze im Showdown"), (hands, "Hole Cards")):
        if value is not None and not isinstance(value, list):
            raise InputError(f"„{label}“: {excerpt(value)} ist keine Liste. Erlaubt: eine Liste mit einem Eintrag je "
                             "Spieler.", key="bad_places" if label.startswith("Plätze") else "bad_hands")
    has_places = any(place not in (None, "") for place in places or [])
    has_hands = any(isinstance(h, str) and h.strip() for h in hands or [])
    return has_places, has_hands


def read_odd_chip(value: object) -> OddChip:
    if not isinstance(value, str) or value not in _ODD_CHIPS:
        raise InputError(f"Der Odd Chip {excerpt(value)} geht nicht: er geht entweder an den ersten Gewinner links "
                         "vom Button oder bleibt im Pot (Variante). Erlaubt: „left_of_button“ oder „carry“ (P2).",
                         key="bad_odd_chip")
    return OddChip(value)


def handle(request: dict[str, Any]) -> dict[str, Any]:
    contributions = read_contributions(request.get("contributions"))
    n_seats = len(contributions)
    folded = set(read_seats(request.get("folded"), "Ausgestiegen", n_seats))
    layout = build_pots(contributions, folded)
    answer: dict[str, Any] = {"seats": n_seats, "names": [player_name(s) for s in range(n_seats)],
                              "contributions": contributions, "folded": sorted(folded),
                              "pots": pot_fields(layout), "returned": {str(s): c for s, c in layout.returned.items()},
                              "sentences": layout.explain(), "hand_lines": []}
    has_places, has_hands = read_places_or_hands(request)
    if not (has_places or has_hands):
        if len(layout.contenders) > 1:
            answer["sentences"].append("Wer welchen Pot gewinnt, zeigt die Engine, sobald die Plätze im "
                                       "Showdown oder die Karten eingetragen sind.")
            return answer
        strengths: dict[int, int] = {}
    elif has_hands:
        strengths, answer["hand_lines"] = strengths_from_hands(request, n_seats, folded)
    else:
        strengths = strengths_from_places(request.get("places"), n_seats, folded)
    button = player_index(request.get("button", n_seats - 1), "„Button“", n_seats)
    odd = read_odd_chip(request.get("odd_chip", OddChip.LEFT_OF_BUTTON.value))
    award = award_pots(layout, strengths, button=button, n_seats=n_seats, odd_chip=odd,
                       rake=read_rake(request.get("rake")))
    for fields, pot_award in zip(answer["pots"], award.awards):
        fields.update(winners=list(pot_award.winners), winner_names=[player_name(s) for s in pot_award.winners],
                      shares={str(s): c for s, c in pot_award.shares.items()},
                      odd_chips={str(s): c for s, c in pot_award.odd_chips.items()},
                      rake=pot_award.rake, carried=pot_award.carried, text=pot_award.text)
    answer.update(button=button, payouts=[award.payouts.get(s, 0) for s in range(n_seats)],
                  rake=award.rake, carried=award.carried, award_sentences=award.explain())
    return answer
