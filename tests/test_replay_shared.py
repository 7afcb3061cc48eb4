"""Every real NT/FT hand in ../shared/phh replays through our engine to its finishing_stacks.

The files are for development and CI only (never copied into the project); without
``../shared`` the tests skip with a clear reason. Hands without ``finishing_stacks`` are checked
against pokerkit's own replay of the same file instead.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from holdem.phh import read_phh
from holdem.replay import replay

SHARED = Path(__file__).resolve().parents[2] / "shared" / "phh"
FILES = sorted(SHARED.rglob("*.phh")) if SHARED.is_dir() else []
SKIP_REASON = f"{SHARED} fehlt: die echten Hand Histories gibt es nur in Entwicklung und CI"


def _id(path: Path) -> str:
    return str(path.relative_to(SHARED))


@pytest.mark.skipif(not FILES, reason=SKIP_REASON)
@pytest.mark.parametrize("path", FILES, ids=[_id(p) for p in FILES])
def test_shared_hand_replays_to_finishing_stacks(path: Path):
    hh = read_phh(path)
    assert hh.variant in ("NT", "FT")
    result = replay(hh)
    last = result.states[-1]
    assert last.is_over, f"{path.name}: die Aktionen enden vor dem Ende der Hand"
    assert sum(result.final_stacks) == sum(hh.starting_stacks)  # no chip created or lost
    if hh.finishing_stacks is not None:
        assert result.final_stacks == hh.finishing_stacks
    else:
        import pokerkit
        theirs = list(pokerkit.HandHistory.loads(path.read_text(encoding="utf-8")))[-1]
        assert list(result.final_stacks) == list(theirs.stacks)
    # Every step explains itself with a rule ID.
    assert result.events and all(e.rule and e.rule in e.text for e in result.events)


@pytest.mark.skipif(not FILES, reason=SKIP_REASON)
def test_shared_set_has_both_variants_and_unknown_cards():
    """The set covers what the replay must handle: NT and FT, antes, '????' hole cards."""
    histories = [read_phh(p) for p in FILES]
    assert {h.variant for h in histories} == {"NT", "FT"}
    assert any(any(h.antes) for h in histories)
    assert any(any(getattr(s, "cards", 0) is None for s in h.actions) for h in histories)


@pytest.mark.skipif(not FILES, reason=SKIP_REASON)
def test_L4_no_shared_fixed_limit_hand_exceeds_our_cap():
    """Our cap (L4: a bet and three raises, preflop the big blind is the bet) never cuts a real
    FT hand of the set short: every FT hand has at most that many bets/raises per round."""
    from holdem.phh import BetRaiseStep, DealBoardStep

    for path in FILES:
        hh = read_phh(path)
        if hh.variant != "FT":
            continue
        counts, current = [], 1  # preflop the big blind counts as the bet
        for step in hh.actions:
            if isinstance(step, DealBoardStep):
                counts.append(current)
                current = 0
            elif isinstance(step, BetRaiseStep):
                current += 1
        counts.append(current)
        assert max(counts) <= 4, path.name


@pytest.mark.skipif(not FILES, reason=SKIP_REASON)
def test_cli_replays_the_whole_shared_directory_without_a_refusal(capsys):
    """``python -m holdem replay ../shared/phh --json``: one line per file, none refused, none
    off its finishing_stacks (fractional ones within one chip), exit code 0."""
    import json

    from holdem.cli import main

    assert main(["replay", str(SHARED), "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(lines) == len(FILES)
    assert all("error" not in line and line["complete"] for line in lines)
    assert all(line["matches"] is not False and line.get("within_one_chip") is not False
               for line in lines)
