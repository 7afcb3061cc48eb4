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
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlsplit

import pytest

from holdem.cli._server import stop

ROOT = Path(__file__).resolve().parent.parent
# tools/build-site writes here; HOLDEM_SITE_DIR points the tests at another build (development only).
SITE = Path(os.environ.get("HOLDEM_SITE_DIR") or ROOT / "_build" / "html")
LOCAL_HOST = "127.0.0.1"
# Holds voila/templates/offline (JUPYTER_PATH entry).
VOILA_TEMPLATES = ROOT / "tools" / "voila"
CHROMIUM_FLAGS = (
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--no-first-run", "--disable-sync", "--disable-quic",
    # Every name but 127.0.0.1 fails to resolve: nothing can reach the internet even if a route missed it.
    f"--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE {LOCAL_HOST}",
)
# Schemes that never leave the machine.
LOCAL_SCHEMES = ("data:", "blob:", "about:")
Origin = Literal["http", "file"]


def missing(message: str) -> None:
    """Fail: the README's commands install chromium, node_modules and the site, so a missing piece is a
    broken set-up, not a reason to skip. Who wants a run without the browser deselects it."""
    pytest.fail(f"{message} (ohne Browser-Tests: python -m pytest -m 'not browser')", pytrace=False)


def chromium_path() -> str:
    """Debian's chromium, or a failure saying how to install it."""
    chromium = shutil.which("chromium")
    if chromium is None:
        missing("chromium fehlt: apt-get install chromium")
    return chromium  # type: ignore[return-value]


def site_dir() -> Path:
    """The built site, or a failure saying how to build it."""
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


def is_allowed(url: str, origin: Origin = "http") -> bool:
    """True for requests a page of the site may make: data:/blob: always; with ``origin="http"``
    only 127.0.0.1 (any port, also websockets), with ``origin="file"`` only file://."""
    if url.startswith(LOCAL_SCHEMES):
        return True
    parts = urlsplit(url)
    if origin == "file":
        return parts.scheme == "file"
    return parts.scheme in ("http", "https", "ws", "wss") and parts.hostname == LOCAL_HOST


@contextmanager
def chromium_context(origin: Origin = "http", *, playwright: Any = None,
                     viewport: dict | None = None) -> Iterator[tuple[Any, Traffic]]:
    """A headless chromium context in a new, empty profile directory. Every request that
    :func:`is_allowed` refuses is aborted and recorded in the yielded :class:`Traffic`, as are
    console errors, uncaught page errors and failed allowed requests of every page.
    ``playwright``: a running ``sync_playwright()`` to reuse (only one may run per thread)."""
    executable = chromium_path()
    from playwright.sync_api import sync_playwright

    traffic = Traffic()

    def route(r: Any) -> None:
        if is_allowed(r.request.url, origin):
            r.continue_()
        else:
            traffic.blocked.append(r.request.url)
            r.abort("blockedbyclient")

    def watch(page: Any) -> None:
        def console(message: Any) -> None:
            if message.type == "error":
                traffic.console_errors.append(f"{page.url}: {message.text}")

        def failed(request: Any) -> None:
            # ERR_ABORTED: the page gave the request up itself, e.g. the Werkstatt still loading
            # Pyodide when the test moves on to the next page; no file is missing then.
            if is_allowed(request.url, origin) and "ERR_ABORTED" not in str(request.failure):
                traffic.failed.append(f"{request.url}: {request.failure}")

        page.on("console", console)
        page.on("pageerror", lambda error: traffic.page_errors.append(f"{page.url}: {error}\n{error.stack}"))
        page.on("requestfailed", failed)
        # Routes do not see websockets; the resolver rule stops remote ones, this records them.
        page.on("websocket", lambda ws: None if is_allowed(ws.url, origin) else traffic.blocked.append(ws.url))

    with tempfile.TemporaryDirectory(prefix="holdem-chromium-") as profile, ExitStack() as stack:
        p = playwright or stack.enter_context(sync_playwright())
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
    def log_message(self, format: str, *args: object) -> None:
        pass


class _QuietServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a browser that leaves a page early closes its connections (BrokenPipe): not news


@contextmanager
def serve(directory: Path) -> Iterator[str]:
    """Serve ``directory`` on 127.0.0.1 at a free port in a thread; yields the base URL."""
    handler = functools.partial(_QuietHandler, directory=str(directory))
    server = _QuietServer((LOCAL_HOST, 0), handler)
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


@contextmanager
def voila(notebook: Path, *, timeout_s: float = 60.0) -> Iterator[str]:
    """Voilà serving ``notebook`` on 127.0.0.1 at a free port, no browser opened, with the
    project's "offline" template (tools/voila: Voilà's lab template minus its CDN stylesheets);
    yields its URL once the port answers and stops the server (terminate, wait) afterwards."""
    executable = shutil.which("voila")
    if executable is None:
        missing("voila fehlt: pip install -r requirements.txt")
    port = free_port()
    with tempfile.TemporaryFile(mode="w+") as log:
        yield from _run_voila(executable, notebook, port, log, timeout_s)


def _run_voila(executable: str, notebook: Path, port: int, log: Any, timeout_s: float) -> Iterator[str]:
    env = dict(os.environ)
    env["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(VOILA_TEMPLATES), env.get("JUPYTER_PATH")) if p)
    process = subprocess.Popen(
        [executable, str(notebook), "--no-browser", f"--port={port}", f"--Voila.ip={LOCAL_HOST}",
         "--template=offline"],
        cwd=notebook.parent, env=env, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            if process.poll() is not None:
                log.seek(0)
                raise AssertionError(f"Voilà ist beendet (Code {process.returncode}):\n{log.read()[-3000:]}")
            try:
                # A plain connect: a GET of the page would start (and leave) a kernel.
                socket.create_connection((LOCAL_HOST, port), timeout=1).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise AssertionError(f"Voilà antwortet nach {timeout_s:.0f} s nicht auf Port {port}") from None
                time.sleep(0.25)
        yield f"http://{LOCAL_HOST}:{port}/"
    finally:
        stop(process)


# --- the project's own servers -----------------------------------------------------------

@dataclass
class Server:
    address: str
    port: int
    process: subprocess.Popen
    log: list[str]


def start_server(arguments: list[str], pattern: str) -> Iterator[Server]:
    """``python -m holdem <arguments>`` on a free port, until the log names its address (the
    first group of ``pattern``); the log keeps being read. Stopped when the generator is closed."""
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "holdem", *arguments, f"--port={port}"], cwd=ROOT,
                               env=dict(os.environ, PYTHONPATH=str(ROOT)), stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True)
    log: list[str] = []
    try:
        deadline, address = time.monotonic() + 90, None
        while address is None:
            line = process.stdout.readline()  # type: ignore[union-attr]
            if not line:
                if process.poll() is not None or time.monotonic() > deadline:
                    pytest.fail("Der Server nennt keine Adresse:\n" + "".join(log[-40:]))
                continue
            log.append(line)
            found = re.search(pattern, line)
            address = found.group(1) if found else None
        # keep reading the log (the culler's messages) without blocking the server
        threading.Thread(target=lambda: log.extend(iter(process.stdout.readline, "")),  # type: ignore[union-attr]
                         daemon=True).start()
        yield Server(address, port, process, log)
    finally:
        stop(process)
