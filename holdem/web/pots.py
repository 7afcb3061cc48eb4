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

from holdem.cards import parse_cards
from holdem.errors import PotError
from holdem.pots import OddChip, PotLayout, award_pots, build_pots
from holdem.rake import Rake
from holdem.ranking import showdown
from holdem.web.fields import FieldError, cards_text, number_list, text, whole_number

MAX_SEATS = 10


def player_name(seat: int) -> str:
    return f"Spieler {seat + 1}"


def read_seats(value: object, label: str, n_seats: int) -> list[int]:
    seats = number_list(value if value is not None else [], label)
    for seat in seats:
        if seat >= n_seats:
            raise FieldError(f"„{label}“: Sitz {seat} gibt es nicht; erlaubt sind die Sitze 0 bis {n_seats - 1}.",
                             key="bad_seat")
    return seats


def strengths_from_places(places: object, n_seats: int, folded: set[int]) -> dict[int, int]:
    """Place 1 = best hand; equal places split. Folded seats and empty places are left out."""
    if not isinstance(places, list) or len(places) != n_seats:
        raise FieldError(f"Die Plätze im Showdown bitte für jeden der {n_seats} Spieler angeben "
                         "(1 = beste Hand, gleiche Zahl = gleich gute Hand).", key="bad_places")
    strengths = {}
    for seat, place in enumerate(places):
        if seat in folded or place in (None, ""):
            continue
        strengths[seat] = -whole_number(place, f"Platz von {player_name(seat)}", low=1, high=n_seats)
    return strengths


def strengths_from_hands(request: dict[str, Any], n_seats: int, folded: set[int]) -> tuple[dict[int, int], list[str]]:
    hands = request.get("hands")
    if not isinstance(hands, list) or len(hands) != n_seats or not all(isinstance(h, str) for h in hands):
        raise FieldError(f"Die Hole Cards bitte für jeden der {n_seats} Spieler angeben (leer lassen, wer "
                         "ausgestiegen ist).", key="bad_hands")
    board = text(request, "board", "Board")
    showing = [seat for seat in range(n_seats) if seat not in folded]
    missing = [player_name(seat) for seat in showing if not hands[seat].strip()]
    if missing:
        raise FieldError(f"Für {', '.join(missing)} fehlen die Hole Cards; wer im Spiel ist, zeigt im Showdown "
                         "seine Karten (S1).", key="missing_hand")
    values = showdown([hands[seat] for seat in showing], board)
    lines = [f"{player_name(seat)}: {cards_text(parse_cards(hands[seat]))} – {value.text}."
             for seat, value in zip(showing, values)]
    return {seat: value.strength for seat, value in zip(showing, values)}, lines


def read_rake(value: object) -> Rake | None:
    if value in (None, "", {}):
        return None
    if not isinstance(value, dict):
        raise FieldError("Der Rake wird als Prozent, Obergrenze und Mindestpot angegeben.", key="bad_rake")
    percent = whole_number(value.get("percent", 0), "Rake in Prozent", low=0, high=100)
    cap = value.get("cap")
    cap = None if cap in (None, "") else whole_number(cap, "Obergrenze des Rakes")
    return Rake(percent, cap, whole_number(value.get("min_pot", 0) or 0, "Mindestpot"))


def pot_fields(layout: PotLayout) -> list[dict[str, Any]]:
    return [{"name": pot.name, "amount": pot.amount, "eligible": sorted(pot.eligible),
             "eligible_names": [player_name(s) for s in sorted(pot.eligible)]} for pot in layout.pots]


def handle(request: dict[str, Any]) -> dict[str, Any]:
    contributions = number_list(request.get("contributions"), "Einsätze")
    if not 2 <= len(contributions) <= MAX_SEATS:
        raise PotError(f"{len(contributions)} Einsätze angegeben; erlaubt sind 2 bis {MAX_SEATS} Spieler, "
                       "ein Einsatz je Spieler.", key="bad_seat_count")
    n_seats = len(contributions)
    folded = set(read_seats(request.get("folded"), "Ausgestiegen", n_seats))
    layout = build_pots(contributions, folded)
    answer: dict[str, Any] = {"seats": n_seats, "names": [player_name(s) for s in range(n_seats)],
                              "contributions": contributions, "folded": sorted(folded),
                              "pots": pot_fields(layout), "returned": {str(s): c for s, c in layout.returned.items()},
                              "sentences": layout.explain(), "hand_lines": []}
    has_places = any(place not in (None, "") for place in request.get("places") or [])
    has_hands = any(isinstance(h, str) and h.strip() for h in request.get("hands") or [])
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
    button = whole_number(request.get("button", n_seats - 1), "Button", high=n_seats - 1)
    odd = request.get("odd_chip", OddChip.LEFT_OF_BUTTON.value)
    if odd not in {choice.value for choice in OddChip}:
        raise FieldError("Der Odd Chip geht entweder an den ersten Gewinner links vom Button oder bleibt im Pot "
                         "(Variante).", key="bad_odd_chip")
    award = award_pots(layout, strengths, button=button, n_seats=n_seats, odd_chip=OddChip(odd),
                       rake=read_rake(request.get("rake")))
    for fields, pot_award in zip(answer["pots"], award.awards):
        fields.update(winners=list(pot_award.winners), winner_names=[player_name(s) for s in pot_award.winners],
                      shares={str(s): c for s, c in pot_award.shares.items()},
                      odd_chips={str(s): c for s, c in pot_award.odd_chips.items()},
                      rake=pot_award.rake, carried=pot_award.carried, text=pot_award.text)
    answer.update(button=button, payouts=[award.payouts.get(s, 0) for s in range(n_seats)],
                  rake=award.rake, carried=award.carried, award_sentences=award.explain())
    return answer
