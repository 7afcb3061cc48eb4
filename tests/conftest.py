"""Fixtures the browser tests share: the built site, a local server for it, one Playwright driver."""

from __future__ import annotations

from pathlib import Path

import pytest
from browser_helpers import chromium_path, serve, site_dir


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test of a module that drives chromium or reads the built site is marked ``browser``,
    so ``-m 'not browser'`` gives a quick run without them (the README's command runs them all)."""
    for item in items:
        module = getattr(item, "module", None)
        if module is not None and any(getattr(value, "__module__", None) == "browser_helpers"
                                      for value in vars(module).values()):
            item.add_marker(pytest.mark.browser)


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
