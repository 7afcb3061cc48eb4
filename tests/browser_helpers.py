"""One way to run Debian's chromium for the browser tests, offline.

Used by tests/test_browser.py and tests/test_site.py. Chromium comes from Debian
(``apt-get install chromium``) and is driven by python ``playwright`` with ``executable_path``;
``playwright install`` is never needed. Every other host is unresolvable (``--host-resolver-rules``)
and every request that is not local is also aborted by a route and recorded, so a test can assert
that nothing tried to leave the machine.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import socket
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
# tools/build-site writes here; HOLDEM_SITE_DIR points the tests at another build (development only).
SITE = Path(os.environ.get("HOLDEM_SITE_DIR") or ROOT / "_build" / "html")
LOCAL_HOST = "127.0.0.1"
CHROMIUM_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic",
    # Every name but 127.0.0.1 fails to resolve: nothing can reach the internet even if a route missed it.
    f"--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE {LOCAL_HOST}",
)
# Schemes that never leave the machine.
LOCAL_SCHEMES = ("data:", "blob:", "about:")


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() == "true"


def missing(message: str) -> None:
    """Fail in CI (the browser tests must run there), skip elsewhere."""
    if in_ci():
        pytest.fail(f"{message} (in CI muss dieser Browser-Test laufen)", pytrace=False)
    pytest.skip(message)


def chromium_path() -> str:
    """Debian's chromium, or a skip (a failure in CI) saying how to install it."""
    chromium = shutil.which("chromium")
    if chromium is None:
        missing("chromium fehlt: apt-get install chromium")
    return chromium  # type: ignore[return-value]


def site_dir() -> Path:
    """The built site, or a skip (a failure in CI) saying how to build it."""
    if not (SITE / "index.html").is_file():
        missing(f"Die Website fehlt ({SITE}): run bash tools/build-site first")
    return SITE


@dataclass
class Traffic:
    """What the pages asked for that was not allowed, and what they reported as errors."""

    blocked: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)   # "<page url>: <text>"
    page_errors: list[str] = field(default_factory=list)      # uncaught exceptions
    failed: list[str] = field(default_factory=list)           # local requests that failed

    def clear(self) -> None:
        self.blocked.clear()
        self.console_errors.clear()
        self.page_errors.clear()
        self.failed.clear()


def is_local(url: str, *, allow_file: bool = False) -> bool:
    """True for requests that stay on this machine: 127.0.0.1 (any port), data:/blob:, and
    file:// when ``allow_file``."""
    if url.startswith(LOCAL_SCHEMES):
        return True
    parts = urlsplit(url)
    if parts.scheme == "file":
        return allow_file
    return parts.scheme in ("http", "https", "ws", "wss") and parts.hostname == LOCAL_HOST


@contextmanager
def chromium_context(*, allow_file: bool = False, viewport: dict | None = None) -> Iterator[tuple[object, Traffic]]:
    """A headless chromium context in a new, empty profile directory, with every request that
    is not local aborted and recorded in the yielded :class:`Traffic`. Console errors and
    uncaught page errors of every page are recorded as well."""
    executable = chromium_path()
    from playwright.sync_api import sync_playwright

    traffic = Traffic()

    def route(r) -> None:  # noqa: ANN001 - playwright Route
        if is_local(r.request.url, allow_file=allow_file):
            r.continue_()
        else:
            traffic.blocked.append(r.request.url)
            r.abort("blockedbyclient")

    def watch(page) -> None:  # noqa: ANN001 - playwright Page
        page.on("console", lambda m: m.type == "error" and traffic.console_errors.append(f"{page.url}: {m.text}"))
        page.on("pageerror", lambda e: traffic.page_errors.append(f"{page.url}: {e}"))
        page.on("requestfailed", lambda r: is_local(r.url, allow_file=allow_file) and traffic.failed.append(
            f"{r.url}: {r.failure}"))

    with tempfile.TemporaryDirectory(prefix="holdem-chromium-") as profile, sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            profile, executable_path=executable, headless=True, args=list(CHROMIUM_FLAGS),
            viewport=viewport or {"width": 1280, "height": 900}, service_workers="block")
        try:
            context.route("**/*", route)
            context.on("page", watch)
            for page in context.pages:  # the first, empty tab opens with the context
                watch(page)
            yield context, traffic
        finally:
            context.close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - base class name
        pass


@contextmanager
def serve(directory: Path) -> Iterator[str]:
    """Serve ``directory`` on 127.0.0.1 at a free port in a thread; yields the base URL."""
    handler = functools.partial(_QuietHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer((LOCAL_HOST, 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{LOCAL_HOST}:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    with socket.socket() as s:
        s.bind((LOCAL_HOST, 0))
        return s.getsockname()[1]
