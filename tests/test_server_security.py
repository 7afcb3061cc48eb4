"""Security of the classroom servers, tried against the real commands on 127.0.0.1 as a web page
elsewhere would try them: forged Host names (DNS rebinding), cross-site requests that would
start kernels (also requests that name no source at all: the start page's cookie is the proof),
idle kernels that stay, too many kernels, paths out of the static folders, pages teacher mode has
not (no 500), JupyterLab's token on the command line and JupyterLab's kernels for other sites even
with the token. The request checks themselves: ``holdem.server.guard``."""

from __future__ import annotations

import asyncio
import http.cookiejar
import os
import re
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_helpers import ROOT, Server, start_server
from tornado.httpclient import HTTPClientError, HTTPRequest
from tornado.websocket import websocket_connect

from holdem.server.guard import cross_site_refusal, host_refusal, lab_refusal, start_cookie_name

PAGE = "voila/render/am-echten-tisch.ipynb"  # the quickest chapter to run
KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')
EVIL = "evil.example"
ADDRESS_BAR = {"Sec-Fetch-Site": "none"}  # what a browser sends for a typed or bookmarked address


# --- the checks as functions ---------------------------------------------------------------

@pytest.mark.parametrize("host, allowed", [
    ("127.0.0.1:8866", True), ("localhost:8866", True), ("LOCALHOST:8866", True),
    ("evil.example:8866", False), ("evil.example", False), ("127.0.0.1:8867", False), ("127.0.0.1", False),
    ("[::1]:8866", False), ("127.0.0.1.evil.example:8866", False), ("", False), (None, False),
])
def test_only_our_own_host_names_are_answered(host: str | None, allowed: bool) -> None:
    refusal = host_refusal(host, 8866)
    assert (refusal is None) == allowed
    if refusal:
        assert "http://127.0.0.1:8866/" in refusal


@pytest.mark.parametrize("headers, allowed", [
    ({}, False),  # S2: no source named (a browser without Fetch Metadata, an <img> without Referer)
    ({"Sec-Fetch-Site": "none"}, True),
    ({"Sec-Fetch-Site": "same-origin", "Referer": "http://127.0.0.1:8866/"}, True),
    ({"Origin": "http://localhost:8866"}, True),
    ({"Sec-Fetch-Site": "cross-site"}, False),
    ({"Sec-Fetch-Site": "same-site"}, False),  # another server on 127.0.0.1 is the same site
    ({"Origin": "http://evil.example"}, False),
    ({"Origin": "http://127.0.0.1:8888"}, False),
    ({"Origin": "null"}, False),  # a sandboxed iframe or a file:// page
    ({"Referer": "https://evil.example/page.html"}, False),
    ({"Sec-Fetch-Site": "same-origin", "Origin": "http://evil.example"}, False),
])
def test_kernel_requests_only_from_our_own_pages(headers: dict[str, str], allowed: bool) -> None:
    refusal = cross_site_refusal(headers, 8866)
    assert (refusal is None) == allowed
    if refusal:
        assert "http://127.0.0.1:8866/" in refusal and "Kapitel" in refusal


@pytest.mark.parametrize("headers, cookie, allowed", [
    ({}, True, True),  # the start page's cookie: the browser sends it with our own requests only
    ({"Referer": "http://127.0.0.1:8866/"}, False, True),  # a link on our page, old browser
    ({"Sec-Fetch-Site": "cross-site"}, True, False),  # the cookie never excuses another site
    ({"Origin": "http://evil.example"}, True, False),
    ({"Referer": "http://127.0.0.1:8866.evil.example/"}, False, False),
])
def test_s2_a_kernel_start_needs_a_proof_of_coming_from_us(headers: dict[str, str], cookie: bool,
                                                            allowed: bool) -> None:
    refusal = cross_site_refusal(headers, 8866, start_cookie=cookie)
    assert (refusal is None) == allowed
    if refusal:
        assert "http://127.0.0.1:8866/" in refusal and "Kapitel" in refusal


@pytest.mark.parametrize("method, path, headers, allowed", [
    ("POST", "/api/kernels", {"Origin": "http://evil.example"}, False),
    ("POST", "/api/kernels", {"Sec-Fetch-Site": "cross-site"}, False),
    ("POST", "/api/kernels", {"Sec-Fetch-Site": "same-site"}, False),  # teacher mode's port is the same site
    ("POST", "/api/sessions", {"Referer": "http://evil.example/"}, False),
    ("POST", "/api/terminals", {"Origin": "null"}, False),
    ("GET", "/api/kernels/1/channels", {"Origin": "http://evil.example"}, False),  # the kernel websocket
    ("PUT", "/api/contents/x.py", {"Origin": "http://evil.example"}, False),  # anything that changes
    ("GET", "/terminals/websocket/1", {"Sec-Fetch-Site": "cross-site"}, False),
    ("POST", "/api/kernels", {"Origin": "http://127.0.0.1:8888", "Sec-Fetch-Site": "same-origin"}, True),
    ("POST", "/api/kernels", {"Origin": "http://localhost:8888"}, True),
    ("POST", "/api/kernels", {}, True),  # no browser says so: Jupyter's token and XSRF checks decide
    ("GET", "/lab", {"Sec-Fetch-Site": "cross-site"}, True),  # a link to JupyterLab starts nothing
])
def test_s4_lab_refuses_other_sites_for_kernels_and_changes(method: str, path: str, headers: dict[str, str],
                                                            allowed: bool) -> None:
    refusal = lab_refusal(method, path, headers, 8888)
    assert (refusal is None) == allowed
    if refusal:
        assert "http://127.0.0.1:8888/lab" in refusal and "%" not in refusal  # Jupyter formats it with %


def test_a_refusal_quotes_no_control_characters() -> None:
    refusal = host_refusal("evil\x1b[31m\x00" + "x" * 500, 8866)
    assert refusal is not None and "\x1b" not in refusal and "\x00" not in refusal and len(refusal) < 300


# --- the real commands ---------------------------------------------------------------------

def request(url: str, *, host: str | None = None, method: str = "GET",
            headers: dict[str, str] | None = None) -> tuple[int, str]:
    all_headers = dict(headers or {})
    if host:
        all_headers["Host"] = host
    data = b"" if method == "POST" else None
    req = urllib.request.Request(url, headers=all_headers, method=method, data=data)
    try:
        with urllib.request.urlopen(req, timeout=120) as response:
            return response.status, response.read().decode("utf-8", "replace")
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8", "replace")


def websocket_status(url: str, headers: dict[str, str]) -> int:
    """101 when the kernel websocket connects, else the HTTP status of the refusal."""
    async def connect() -> int:
        try:
            connection = await websocket_connect(HTTPRequest(url, headers=headers, connect_timeout=20))
        except HTTPClientError as error:
            return error.code
        connection.close()
        return 101
    return asyncio.run(connect())


@pytest.fixture(scope="module")
def teacher() -> Iterator[Server]:
    """Teacher mode with room for two kernels and a culler after ten idle seconds (these tests connect
    no websocket; a page's kernel counts as busy while it runs the chapter)."""
    yield from start_server(["unterricht", "--kernel-grenze=2", "--leerlauf=10"], r"läuft: (http://127\.0\.0\.1:\d+/)")


def test_teacher_mode_refuses_forged_host_names(teacher: Server) -> None:
    base, port = teacher.address, teacher.port
    for host in (f"127.0.0.1:{port}", f"localhost:{port}"):
        assert request(base, host=host)[0] == 200
    for host in (f"{EVIL}:{port}", EVIL, f"127.0.0.1.{EVIL}:{port}"):
        for path in ("", PAGE, "voila/static/voila.js", "voila/templates/offline/static/holdem-voila.js",
                     "voila/api/themes/light", "voila/tree"):
            status, body = request(base + path, host=host)
            assert status == 403, (host, path, status)
            assert "antwortet nur unter" in body
        status, _ = request(base + "voila/api/shutdown/00000000-0000-0000-0000-000000000000", host=host,
                            method="POST")
        assert status == 403


def test_teacher_mode_starts_without_warnings(teacher: Server) -> None:
    """Issue 28: no traitlets DeprecationWarning in the teacher's terminal at the start."""
    start = next(i for i, line in enumerate(teacher.log) if "läuft:" in line)
    assert not [line for line in teacher.log[:start] if "Warning" in line], "".join(teacher.log[:start])


@pytest.mark.parametrize("path", ["logout", "login", "gibt-es-nicht", "voila/files/intro.md"])
def test_s1_pages_teacher_mode_has_not_are_a_german_404(teacher: Server, path: str) -> None:
    status, body = request(teacher.address + path, headers=ADDRESS_BAR)
    assert status == 404, (path, status)
    assert '<html lang="de">' in body and "gibt es" in body and "Traceback" not in body


def open_with(opener: urllib.request.OpenerDirector, url: str,
              headers: dict[str, str] | None = None) -> tuple[int, str, list[str]]:
    """Status, body and Set-Cookie headers of a GET through ``opener`` (its cookie jar)."""
    try:
        with opener.open(urllib.request.Request(url, headers=headers or {}), timeout=120) as response:
            return response.status, response.read().decode("utf-8", "replace"), response.headers.get_all("Set-Cookie") or []
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8", "replace"), error.headers.get_all("Set-Cookie") or []


def assert_german_loading_text(page: str) -> None:
    """Issue 28: what the page shows while Voilà runs the chapter is German, not "Running ..." and
    "Executing 4 of 23" (the template sets Voilà's voila_process)."""
    assert '<h2 id="loading_text">Das Kapitel wird gestartet …</h2>' in page
    assert re.search(r"window\.voila_process = function \(cell, cells\) \{ window\.update_loading_text\("
                     r"cell, cells, 'Das Kapitel wird vorbereitet: Schritt '", page)
    assert "Running ..." not in page


def test_s2_no_kernel_without_a_proof_but_with_the_start_pages_cookie(teacher: Server) -> None:
    """A chapter requested with only a Host header (a browser without Fetch Metadata, an <img> with
    referrerpolicy=no-referrer) starts no kernel; the teacher's way, the start page and then a
    chapter, works without any such header thanks to the start page's SameSite=Strict cookie."""
    base, name = teacher.address, start_cookie_name(teacher.port)
    status, body = request(base + PAGE)  # urllib sends Host, User-Agent, Accept-Encoding only
    assert status == 403 and "nicht gesagt" in body and "kernelId" not in body
    assert 'href="/"' in body  # the way to the start page
    assert request(base + PAGE, headers={"Cookie": f"{name}=geraten"})[0] == 403  # a guessed value
    assert kernel_processes(teacher) == 0

    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    # The start page asked for by another site sets no proof.
    status, _, cookies = open_with(opener, base, {"Sec-Fetch-Site": "cross-site"})
    assert status == 200 and not [c for c in cookies if c.startswith(f"{name}=")]
    assert request(base + PAGE)[0] == 403

    status, _, cookies = open_with(opener, base)  # the address the command printed
    proof = [c for c in cookies if c.startswith(f"{name}=")]
    assert status == 200 and len(proof) == 1
    assert "SameSite=Strict" in proof[0] and "HttpOnly" in proof[0] and "Path=/" in proof[0]
    status, page, _ = open_with(opener, base + PAGE)  # the chapter clicked, no header names the source
    assert status == 200, page[:500]
    assert_german_loading_text(page)
    kernel = KERNEL_ID.search(page).group(1)  # type: ignore[union-attr]
    # Free the place for the next tests, as the page's beacon does.
    assert request(base + f"voila/api/shutdown/{kernel}", method="POST",
                   headers={"Sec-Fetch-Site": "same-origin", "Origin": base.rstrip("/")})[0] == 204


def test_no_kernel_for_cross_site_requests_and_at_most_the_bound(teacher: Server) -> None:
    base = teacher.address
    cross_site = [{"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "image"},
                  {"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "iframe"},
                  {"Sec-Fetch-Site": "same-site"}, {"Origin": f"http://{EVIL}"},
                  {"Referer": f"http://{EVIL}/index.html"}]
    for headers in cross_site * 2:
        status, body = request(base + PAGE, headers=headers)
        assert status == 403 and "startet Python nur" in body, headers
    # None of the ten started a kernel: both kernels of the bound are still free.
    first = request(base + PAGE, headers={"Sec-Fetch-Site": "none"})
    second = request(base + PAGE, headers={"Sec-Fetch-Site": "same-origin", "Referer": base})
    assert first[0] == second[0] == 200 and "Nicht erlaubt" not in first[1]
    kernels = [KERNEL_ID.search(page).group(1) for _, page in (first, second)]  # type: ignore[union-attr]
    third = request(base + PAGE, headers=ADDRESS_BAR)
    assert third[0] == 503 and "Es laufen schon 2 Seiten" in third[1]

    # The kernel websocket: never with a forged Host or another site's Origin.
    socket_url = f"ws://127.0.0.1:{teacher.port}/api/kernels/{kernels[0]}/channels"
    own = {"Origin": base.rstrip("/")}
    assert websocket_status(socket_url, {"Host": f"{EVIL}:{teacher.port}", "Origin": f"http://{EVIL}:{teacher.port}"}) == 403
    assert websocket_status(socket_url, {"Origin": f"http://{EVIL}"}) == 403
    assert websocket_status(socket_url, own) == 101

    # Shutting a kernel down: not for another site, yes for our own page (Voilà's beacon).
    shutdown = base + f"voila/api/shutdown/{kernels[0]}"
    assert request(shutdown, method="POST", headers={"Sec-Fetch-Site": "cross-site"})[0] == 403
    assert request(shutdown, method="POST", host=f"{EVIL}:{teacher.port}")[0] == 403
    assert request(shutdown, method="POST", headers={"Sec-Fetch-Site": "same-origin", **own})[0] == 204
    assert request(base + PAGE, headers=ADDRESS_BAR)[0] == 200  # the freed place


def test_idle_kernels_without_a_page_are_culled(teacher: Server) -> None:
    """A page whose kernel no browser is connected to (an <img> would leave one) is shut down
    after the idle time (ten seconds here), and its place is free again."""
    base, deadline = teacher.address, time.monotonic() + 90
    status, page = request(base + PAGE, headers=ADDRESS_BAR)
    while status == 503 and time.monotonic() < deadline:  # the places are taken: wait for the culler
        time.sleep(1)
        status, page = request(base + PAGE, headers=ADDRESS_BAR)
    assert status == 200, status
    kernel = KERNEL_ID.search(page).group(1)  # type: ignore[union-attr]
    while time.monotonic() < deadline and not any("Culling 'idle' kernel" in line and kernel in line
                                                  for line in teacher.log):
        time.sleep(1)
    assert any(kernel in line and "Culling" in line for line in teacher.log), "".join(teacher.log[-20:])
    assert request(base + PAGE, headers=ADDRESS_BAR)[0] == 200


def kernel_processes(server: Server) -> int:
    """Kernels the server runs now (its ipykernel child processes)."""
    count = 0
    for pid in processes_of(server.process.pid):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        try:  # a process that has exited and waits to be reaped (state Z) runs no kernel
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        count += b"ipykernel" in command and state != "Z"
    return count


def test_pages_requested_at_once_start_no_more_kernels_than_the_bound(teacher: Server) -> None:
    # Kernels of the tests before are shut down when their page is done; a process that is still
    # on its way out is no kernel of the server any more, but /proc shows it: wait until it is gone.
    deadline = time.monotonic() + 30
    while kernel_processes(teacher) and time.monotonic() < deadline:
        time.sleep(0.2)
    statuses: list[int] = []
    most = 0
    threads = [threading.Thread(target=lambda: statuses.append(request(teacher.address + PAGE, headers=ADDRESS_BAR)[0]))
               for _ in range(5)]
    for thread in threads:
        thread.start()
    while any(thread.is_alive() for thread in threads):
        most = max(most, kernel_processes(teacher))
        time.sleep(0.2)
    assert len(statuses) == 5 and set(statuses) <= {200, 503}
    assert statuses.count(200) <= 2 and statuses.count(503) >= 3, statuses
    assert most <= 2, f"{most} Kernel gleichzeitig, erlaubt sind 2"


@pytest.mark.parametrize("path", ["voila/static/..%2f..%2fapp.py", "voila/static/..%2f..%2f..%2f..%2fetc%2fpasswd",
                                  "voila/templates/offline/static/..%2f..%2fconf.json",
                                  "voila/templates/..%2fstatic", "voila/templates/offline/static/..%2f",
                                  "voila/templates/nothing", "voila/labextensions/..%2f..%2fsetup.py"])
def test_static_paths_out_of_their_folder_are_not_found(teacher: Server, path: str) -> None:
    status, body = request(teacher.address + path)
    assert status == 404, (path, status)
    assert "Traceback" not in body


@pytest.fixture(scope="module")
def lab() -> Iterator[Server]:
    yield from start_server(["lab"], r"läuft: (http://127\.0\.0\.1:\d+/lab\?token=\w+)")


def processes_of(root_pid: int) -> list[int]:
    """``root_pid`` and every process started from it (read from /proc)."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        children.setdefault(int(fields[1]), []).append(int(stat.parent.name))
    found, todo = [], [root_pid]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def test_lab_token_is_not_on_any_command_line(lab: Server) -> None:
    token = lab.address.rsplit("token=", 1)[1]
    assert len(token) >= 32
    listing = subprocess.run(["ps", "-eo", "pid,args", "ww"], capture_output=True, text=True, check=True).stdout
    assert "jupyter" in listing and token not in listing
    for pid in processes_of(lab.process.pid):
        try:
            environment = Path(f"/proc/{pid}/environ").read_bytes()
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        assert token.encode() not in command and token.encode() not in environment
        file = dict(item.split(b"=", 1) for item in environment.split(b"\0") if b"=" in item).get(b"JUPYTER_TOKEN_FILE")
        if file and Path(file.decode()).exists():
            assert Path(file.decode()).stat().st_mode & 0o077 == 0, "der Schlüssel ist für andere lesbar"
    # The token works (the address the command prints), a forged Host does not.
    assert request(lab.address)[0] == 200
    assert request(lab.address, host=f"{EVIL}:{lab.port}")[0] == 403


def test_lab_starts_no_kernel_for_other_sites(lab: Server) -> None:
    """A web page elsewhere has no token; the browser sends the teacher's login cookie along,
    but without Jupyter's XSRF token and with its own Origin: refused, no kernel started."""
    base = f"http://127.0.0.1:{lab.port}"
    token = lab.address.rsplit("token=", 1)[1]
    jar = http.cookiejar.CookieJar()
    opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(jar))
    with opener.open(lab.address, timeout=60) as response:  # the teacher opens the printed address
        assert response.status == 200
    assert any(cookie.name.startswith("username-") for cookie in jar), "kein Login-Cookie"

    def post(headers: dict[str, str]) -> int:
        try:
            with opener.open(urllib.request.Request(base + "/api/kernels", data=b"{}", method="POST",
                                                    headers=headers), timeout=60) as response:
                return response.status
        except urllib.error.HTTPError as error:
            return error.code

    # Jupyter answers another Origin with 404, a missing XSRF token with 403: both refusals.
    assert post({"Origin": f"http://{EVIL}", "Sec-Fetch-Site": "cross-site"}) in (403, 404)
    assert post({"Origin": "null"}) in (403, 404)
    assert post({}) == 403  # same origin, but a form on another site cannot know the XSRF token
    assert post({"Host": f"{EVIL}:{lab.port}", "Origin": f"http://{EVIL}:{lab.port}"}) == 403
    assert request(base + "/api/kernels", method="POST")[0] in (401, 403)  # no cookie, no token
    status, kernels = request(base + "/api/kernels", headers={"Authorization": f"token {token}"})
    assert status == 200 and kernels.strip() == "[]"


def test_s4_lab_starts_no_kernel_for_other_sites_even_with_the_token(lab: Server) -> None:
    """The token travels in the printed address, which a page may leak: with it, kernel, session
    and terminal requests from another site are still refused (Jupyter skips its Origin check
    for requests with the token)."""
    base = f"http://127.0.0.1:{lab.port}"
    token = lab.address.rsplit("token=", 1)[1]
    evil = [{"Origin": f"http://{EVIL}"}, {"Sec-Fetch-Site": "cross-site"}, {"Sec-Fetch-Site": "same-site"},
            {"Referer": f"http://{EVIL}/page.html"}]
    for path in ("api/kernels", "api/sessions", "api/terminals"):
        for headers in evil:
            status, body = request(f"{base}/{path}?token={token}", method="POST", headers=headers)
            assert status == 403 and "nur von seinen eigenen Seiten" in body, (path, headers, status, body[:200])
    status, kernels = request(f"{base}/api/kernels?token={token}")
    assert status == 200 and kernels.strip() == "[]"

    # The same request from JupyterLab's own page starts a kernel; its websocket refuses other sites.
    own = {"Origin": base, "Sec-Fetch-Site": "same-origin"}
    status, body = request(f"{base}/api/kernels?token={token}", method="POST", headers=own)
    assert status == 201, body[:200]
    kernel = re.search(r'"id": "([0-9a-f-]{36})"', body).group(1)  # type: ignore[union-attr]
    try:
        socket_url = f"ws://127.0.0.1:{lab.port}/api/kernels/{kernel}/channels?token={token}"
        assert websocket_status(socket_url, {"Origin": f"http://{EVIL}"}) == 403
        assert websocket_status(socket_url, {"Origin": base}) == 101
    finally:
        assert request(f"{base}/api/kernels/{kernel}?token={token}", method="DELETE", headers=own)[0] == 204


@pytest.mark.parametrize("option, value", [("--kernel-grenze", "0"), ("--kernel-grenze", "101"),
                                           ("--kernel-grenze", "zehn"), ("--leerlauf", "1"), ("--leerlauf", "-5")])
def test_teacher_mode_options_are_checked_in_german(option: str, value: str) -> None:
    done = subprocess.run([sys.executable, "-m", "holdem", "unterricht", f"{option}={value}"], cwd=ROOT,
                          env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 2 and f"Fehler: {option}:" in done.stderr and "Erlaubt" in done.stderr
    assert "Traceback" not in done.stderr and "läuft" not in done.stdout


def test_a_chapter_left_before_it_is_complete_frees_its_kernel(teacher: Server) -> None:
    """Issue 28: the stored chapter is readable at once, so a teacher may leave a page while Voilà
    still runs its cells, before the page has set up the beacon that frees its kernel. The server
    then frees the kernel as soon as the cells are done, not after the idle time."""
    import socket

    deadline = time.monotonic() + 120
    while kernel_processes(teacher) >= 2 and time.monotonic() < deadline:  # both places taken: wait for the culler
        time.sleep(1)
    before = sum("bevor sie fertig war" in line for line in teacher.log)
    with socket.create_connection(("127.0.0.1", teacher.port), timeout=60) as browser:
        browser.sendall(f"GET /{PAGE} HTTP/1.1\r\nHost: 127.0.0.1:{teacher.port}\r\nSec-Fetch-Site: none\r\n"
                        "Connection: close\r\n\r\n".encode())
        received = b""
        while b'id="holdem-preview"' not in received and b"kernelId" not in received:
            chunk = browser.recv(65536)
            assert chunk, received[:300]
            received += chunk
        assert received.startswith(b"HTTP/1.1 200"), received[:300]
        assert b"kernelId" not in received, "der Kapiteltext kam erst mit dem Kernel"
    while time.monotonic() < deadline and sum("bevor sie fertig war" in line for line in teacher.log) == before:
        time.sleep(0.5)
    assert sum("bevor sie fertig war" in line for line in teacher.log) == before + 1, "".join(teacher.log[-20:])
