"""Start-up of the command line: each command imports only what it needs, and the evaluator's
tables are built once, then loaded from the cache (rebuilt when missing, stale or broken).
Speed itself is measured in benchmarks/, never asserted here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PHH = """\
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [500, 500, 500]
actions = ["d dh p1 AhAc", "d dh p2 KsKd", "d dh p3 QsQd", "p3 f", "p1 f"]
"""

# Runs the CLI in-process and then reports which heavy modules were loaded.
PROBE = """
import json, sys
from holdem.cli import main
try:
    code = main(sys.argv[1:])
except SystemExit as stop:
    code = stop.code
heavy = sorted(m for m in sys.modules if m.split(".")[0] in ("numpy", "matplotlib", "PIL", "ipywidgets"))
print(json.dumps({"code": code, "heavy": heavy}), file=sys.stderr)
"""


def _env(cache: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    env["HOLDEM_CACHE_DIR"] = str(cache)
    return env


def _probe(argv: list[str], cache: Path) -> dict:
    done = subprocess.run([sys.executable, "-c", PROBE, *argv], capture_output=True, text=True,
                          env=_env(cache), timeout=300, cwd=ROOT)
    return json.loads(done.stderr.strip().splitlines()[-1])


@pytest.mark.parametrize("argv", [
    ["rank", "Ah Kh Qh Jh Th 2c 3d"],
    ["compare", "AhAd", "KsKc", "--board", "2c 3d 4h 5s 9c"],
    ["pots", "--contributions", "100,300,500", "--ranking", "3,2,1", "--button", "1"],
    ["positions", "--players", "6", "--button", "3"],
    ["replay", "{phh}"],
    ["legal", "{phh}"],
    ["--help"],
], ids=["rank", "compare", "pots", "positions", "replay", "legal", "help"])
def test_light_commands_never_import_numpy_or_matplotlib(argv, tmp_path: Path):
    phh = tmp_path / "hand.phh"
    phh.write_text(PHH, encoding="utf-8")
    argv = [str(phh) if a == "{phh}" else a for a in argv]
    report = _probe(argv, tmp_path / "cache")
    assert report["code"] == 0
    assert report["heavy"] == [], report["heavy"]


def test_equity_does_import_numpy_so_the_probe_sees_it(tmp_path: Path):
    report = _probe(["equity", "AsAh", "KdKc", "--board", "2c 3d 4h 5s"], tmp_path / "cache")
    assert report["code"] == 0 and "numpy" in report["heavy"]


# ---------------------------------------------------------------- the table cache

CHECK = """
import json, marshal, sys
import holdem._tables as T
from holdem import _cache
loaded = (T.VALUES, T.NONFLUSH, T.FLUSH, T.FLUSH_SUIT)  # before the build below replaces VALUES
built = T._build_all()
print(json.dumps({"same": built == loaded, "files": sorted(__import__("os").listdir(_cache.cache_dir()))}))
"""


def _check(cache: Path) -> dict:
    done = subprocess.run([sys.executable, "-c", CHECK], capture_output=True, text=True,
                          env=_env(cache), timeout=300, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_tables_are_written_once_then_loaded_and_equal_a_fresh_build(tmp_path: Path):
    cache = tmp_path / "cache"
    first = _check(cache)
    assert first["same"] is True
    [name] = [f for f in first["files"] if f.startswith("tables-")]
    inode = (cache / name).stat().st_ino
    second = _check(cache)
    assert second["same"] is True and name in second["files"]
    assert (cache / name).stat().st_ino == inode  # loaded, not written again (a write replaces the file)


def test_a_stale_or_broken_cache_file_is_replaced(tmp_path: Path):
    cache = tmp_path / "cache"
    cache.mkdir()
    old = cache / "tables-0000000000000000.marshal"  # another version, unused for two days
    old.write_bytes(b"old version")
    two_days_ago = time.time() - 2 * 24 * 3600
    os.utime(old, (two_days_ago, two_days_ago))
    recent = cache / "tables-1111111111111111.marshal"  # another checkout's version, in use
    recent.write_bytes(b"other checkout")
    first = _check(cache)
    assert first["same"] is True
    assert old.name not in first["files"]  # the stale file is gone
    assert recent.name in first["files"]  # a version used today stays
    [name] = [f for f in first["files"] if f.startswith("tables-") and f != recent.name]
    (cache / name).write_bytes(b"\x00broken")
    second = _check(cache)
    assert second["same"] is True
    assert (cache / name).read_bytes() != b"\x00broken"  # rebuilt and written again


def test_an_unwritable_cache_still_gives_the_tables(tmp_path: Path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory")
    done = subprocess.run([sys.executable, "-m", "holdem", "rank", "AhKhQhJhTh"], capture_output=True,
                          text=True, env=_env(blocker / "cache"), timeout=300, cwd=ROOT)
    assert done.returncode == 0 and "Royal Flush" in done.stdout


def test_batch_tables_from_the_cache_equal_a_fresh_build(tmp_path: Path):
    script = """
import numpy as np
from holdem import batch
loaded = batch._build_arrays.__globals__["tables"]()
fresh = batch._build_tables()
assert all(np.array_equal(loaded.nonflush[w], fresh.nonflush[w]) for w in batch.WIDTHS)
for name in ("card_key", "card_bit", "suit_bits", "flush", "flush_suit"):
    assert np.array_equal(getattr(loaded, name), getattr(fresh, name)), name
print("ok")
"""
    env = _env(tmp_path / "cache")
    for _ in range(2):  # the first run builds and writes, the second loads
        done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              env=env, timeout=300, cwd=ROOT)
        assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr
    assert any(p.name.startswith("batch-") and p.is_dir() for p in (tmp_path / "cache").iterdir())


def test_pots_odd_chip_choices_are_the_engines():
    from holdem.cli.pots import ODD_CHIP_CHOICES
    from holdem.pots import OddChip

    assert ODD_CHIP_CHOICES == tuple(o.value for o in OddChip)
    assert ODD_CHIP_CHOICES[0] == OddChip.LEFT_OF_BUTTON.value  # the default stays the standard (P2)


def test_command_modules_name_every_command_of_each_module():
    """The table that lets a call import only its own module agrees with what the modules
    register (a command missing from it still works, through the full parser)."""
    import argparse

    from holdem import cli

    def commands(parser: argparse.ArgumentParser) -> set[str]:
        action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        return set(action.choices)

    full = commands(cli.build_parser())
    assert set(cli.COMMAND_MODULES) <= full
    for command, module in cli.COMMAND_MODULES.items():
        assert command in commands(cli.build_parser(command)), (command, module)
    assert commands(cli.build_parser("gibt-es-nicht")) == full
