"""Fixtures the browser tests share: the built site, a local server for it, one Playwright driver."""

from __future__ import annotations

from pathlib import Path

import pytest
from browser_helpers import chromium_path, serve, site_dir

# The files that take longest, longest first (seconds of a full run's --durations=0, summed per
# file). With two workers and ``--dist loadfile --no-loadscope-reorder`` a worker takes the next
# file when it is free: long files first and short ones last keep both busy to the end (xdist's own
# order, most tests first, left the long browser files to the end on one worker).
LONGEST_FIRST = (
    "test_browser_access.py", "test_browser_reader.py", "test_werkstatt_snapshot_browser.py",
    "test_differential_pokerkit.py", "test_pdf.py", "test_benchmark_widgets_smoke.py",
    "test_teacher_mode.py", "test_browser.py", "test_server_security.py",
    "test_werkstatt_own_hand_drills_browser.py", "test_browser_phone.py", "test_lernstand_browser.py",
    "test_jupyterlab.py", "test_benchmark_smoke.py", "test_hand_properties.py",
)


def _weight(item: pytest.Item) -> tuple[int, int]:
    """Where a test's file goes in the queue: the known long files in their order, then the other
    browser files, then everything else (a stable sort keeps each file's tests together)."""
    name = item.path.name
    if name in LONGEST_FIRST:
        return (0, LONGEST_FIRST.index(name))
    return (1, 0) if item.get_closest_marker("browser") else (2, 0)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test of a module that drives chromium or reads the built site is marked ``browser``,
    so ``-m 'not browser'`` gives a quick run without them (the README's command runs them all).
    Then the long files go first (:data:`LONGEST_FIRST`)."""
    for item in items:
        module = getattr(item, "module", None)
        if module is not None and any(getattr(value, "__module__", None) == "browser_helpers"
                                      for value in vars(module).values()):
            item.add_marker(pytest.mark.browser)
    items.sort(key=_weight)


@pytest.fixture(scope="module")
def site() -> Path:
    return site_dir()


@pytest.fixture(scope="module")
def base_url(site: Path):
    with serve(site) as url:
        yield url


@pytest.fixture(scope="module")
def playwright():
    """One playwright driver for the module (the sync API allows one per thread)."""
    chromium_path()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as driver:
        yield driver
