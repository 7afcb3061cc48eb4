"""Werkstatt tool "Gewinnchancen": equity of 2–9 hands, exact from the flop on, sampled before.

Request::

    {"hands": ["As Ah", "Kd Kc"], "board": "", "dead": "",
     "samples": 20000, "seed": 0,          # for a sampled count (preflop)
     "chunk": 0, "tally": null}            # chunk k of the work, the tally of chunk k-1

The work is cut into chunks of :data:`CHUNK` boards so that the page can show progress and
stop (see :mod:`holdem.web`): the page sends chunk 0 with no tally, then chunk 1 with the
tally of the answer to chunk 0, and so on until ``"done"``. Each answer holds the equities so
far. Exact counts list every board (P1, R11); a sample draws ``samples`` boards, chunk k with
its own seed derived from ``seed`` and k, so the same request gives the same numbers.
"""

from __future__ import annotations

import math
from typing import Any

from holdem.equity import Spot, read_spot
from holdem.equity_python import Counts, count_exact, count_sampled
from holdem.errors import EquityInputError, InputError
from holdem.german import count_text, german_number, german_percent, player_name
from holdem.web.fields import cards_text, codes, text, texts, whole_number

MAX_HANDS = 9
CHUNK = 2_000  # boards per chunk: ~50 ms in the browser, so the page stays responsive
EXACT_LIMIT = 50_000  # at most this many boards are counted exactly (every flop, turn, river)
MAX_SAMPLES = 1_000_000
MAX_SEED = 2**31 - 1


def percent(share: float) -> str:
    """``0.25`` -> ``"25,0 %"``."""
    return german_percent(share)


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def tally_is_consistent(boards: int, shared: list[list[int]]) -> bool:
    """Counts that boards can have given: ``shared[i][k]`` counts the boards on which hand i is
    one of exactly k best hands, so each board adds 1 to column k of k hands (P1): every column k
    sums to a multiple of k, and these boards add up to ``boards``; column 0 stays empty."""
    hands = len(shared)
    columns = [sum(row[k] for row in shared) for k in range(hands + 1)]
    return columns[0] == 0 and all(columns[k] % k == 0 for k in range(1, hands + 1)) \
        and sum(columns[k] // k for k in range(1, hands + 1)) == boards


def read_tally(value: object, hands: int) -> Counts:
    """The counts the page passes back from the previous chunk: whole numbers from 0, in the shape
    of these hands, and consistent (shares never sum to more or less than 100 %)."""
    if value is None:
        return Counts(hands)
    shared = value.get("shared") if isinstance(value, dict) else None
    ok = (isinstance(value, dict) and _count(value.get("boards"))
          and isinstance(shared, list) and len(shared) == hands
          and all(isinstance(row, list) and len(row) == hands + 1 and all(_count(x) for x in row) for row in shared))
    if not ok or not tally_is_consistent(value["boards"], shared):  # type: ignore[index, arg-type]
        raise InputError("Der Zwischenstand der Rechnung passt nicht zu diesen Händen; bitte neu starten. Erlaubt: "
                         "der Zwischenstand aus der vorigen Antwort der Engine.", key="bad_tally")
    assert isinstance(value, dict) and isinstance(shared, list)
    return Counts(hands, value["boards"], [list(row) for row in shared])


def chunk_counts(spot: Spot, exact: bool, chunk: int, samples: int, seed: int) -> Counts:
    holes, board, remaining = spot.holes(), spot.board_indices(), spot.remaining
    if exact:
        return count_exact(holes, board, remaining, chunk * CHUNK, (chunk + 1) * CHUNK)
    size = min(CHUNK, samples - chunk * CHUNK)
    return count_sampled(holes, board, remaining, size, seed * 1_000_003 + chunk)


def handle(request: dict[str, Any]) -> dict[str, Any]:
    hands = [hand for hand in texts(request, "hands", "Hände") if hand.strip()]
    spot = read_spot(hands, text(request, "board", "Board", ""), text(request, "dead", "Tote Karten", ""),
                     max_hands=MAX_HANDS)
    total_exact = math.comb(len(spot.remaining), spot.missing)
    exact = total_exact <= EXACT_LIMIT
    samples = whole_number(request.get("samples", 20_000), "Stichproben", low=1, high=MAX_SAMPLES)
    seed = whole_number(request.get("seed", 0), "Startwert", high=MAX_SEED)
    total = total_exact if exact else samples
    chunks = max(1, math.ceil(total / CHUNK))
    chunk = whole_number(request.get("chunk", 0), "Abschnitt", high=chunks - 1)
    tally = read_tally(request.get("tally"), len(spot.hands))
    if tally.boards != min(chunk * CHUNK, total):
        raise EquityInputError("Der Zwischenstand passt nicht zu diesem Abschnitt der Rechnung; bitte neu starten. "
                               "Erlaubt: der Zwischenstand aus der vorigen Antwort der Engine.",
                               key="bad_tally")
    tally = tally.merge(chunk_counts(spot, exact, chunk, samples, seed))
    done = chunk == chunks - 1
    equity, wins, ties = tally.equity(), tally.wins, tally.ties
    players = [{"name": player_name(i), "hole": codes(hand), "equity": equity[i], "percent": percent(equity[i]),
                "win": percent(wins[i] / tally.boards), "tie": percent(ties[i] / tally.boards)}
               for i, hand in enumerate(spot.hands)]
    if exact:
        how = f"Exakt: alle {german_number(total)} möglichen Boards gezählt" if total > 1 else \
            "Exakt: das Board liegt vollständig, es gibt nur dieses eine"
    else:
        how = f"Geschätzt aus {count_text(tally.boards, 'zufälligen Board', 'zufälligen Boards')}"
    sentences = [(f"{how}{'' if done else ' (bisher)'}. Gewinnchance = gewonnene Boards plus der Anteil an "
                 "geteilten Pots (P1, R11).")]
    if not exact:
        error = max(tally.stderr())
        sentences.append(f"Es gibt {german_number(total_exact)} mögliche Boards; "
                         + f"die Schätzung liegt meist höchstens {percent(2 * error)[:-2]} Prozentpunkte neben "
                         "dem exakten Wert.")
    sentences += [f"{p['name']} ({cards_text(hand)}): {p['percent']} (gewinnt {p['win']}, teilt {p['tie']})."
                  for p, hand in zip(players, spot.hands)]
    return {"exact": exact, "chunk": chunk, "chunks": chunks, "done": done, "boards_done": tally.boards,
            "boards_total": total, "board": codes(spot.board), "dead": codes(spot.dead),
            "tally": {"boards": tally.boards, "shared": tally.shared}, "players": players, "sentences": sentences}
