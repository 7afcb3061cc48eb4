"""Fixtures the browser tests share: the built site, a local server for it, one Playwright driver."""

from __future__ import annotations

from pathlib import Path

import pytest
from browser_helpers import chromium_path, serve, site_dir


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
