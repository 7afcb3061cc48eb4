"""Which requests a classroom server on 127.0.0.1 answers. Pure functions of the request's
headers, so that the rules are tested without a server.

Two attacks from a web page the teacher happens to open elsewhere:
- DNS rebinding: a page of ``evil.example`` makes its own name point at 127.0.0.1; the
  browser then sends ``Host: evil.example:PORT``. Only our own names are answered.
- Cross-site requests: an ``<img>`` or ``<iframe>`` on any site asks for a chapter page, which
  starts a kernel. Browsers say where a request comes from (``Sec-Fetch-Site``, ``Origin``,
  ``Referer``); a page that starts a kernel is only served to our own pages or to an address
  typed or pasted by the teacher.
- Browsers without Fetch Metadata send none of these headers for an ``<img>`` with
  ``referrerpolicy="no-referrer"``: a request that names no source must show another proof of
  coming from us, the start page's cookie (``SameSite=Strict``: never sent along with a request
  another site makes).

JupyterLab (``python -m holdem lab``) needs its token, but the token travels in the address a page
may leak; its kernel, session and terminal requests and every request that changes something are
refused from other sites as well (``lab_refusal``)."""

from __future__ import annotations

from collections.abc import Mapping
from urllib.parse import urlsplit

LOCAL_NAMES = ("127.0.0.1", "localhost")
# "none": typed, pasted or a bookmark; "same-origin": a link on one of our pages. "same-site"
# is refused too: another server on 127.0.0.1 (any port) is the same site.
OWN_FETCH_SITES = ("same-origin", "none")


def own_hosts(port: int) -> frozenset[str]:
    """The Host values a browser sends for the address the command prints (and localhost)."""
    return frozenset(f"{name}:{port}" for name in LOCAL_NAMES)


def host_refusal(host: str | None, port: int) -> str | None:
    """Why a request with this Host header is refused, or None when it is ours."""
    if host is not None and host.lower() in own_hosts(port):
        return None
    return (f"Dieser Server antwortet nur unter http://127.0.0.1:{port}/ oder http://localhost:{port}/ "
            f"(die Anfrage nannte den Namen „{_printable(host)}“).")


def _origin_of(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


def start_cookie_name(port: int) -> str:
    """The start page's cookie; one per port, as cookies do not tell ports apart."""
    return f"holdem-start-{port}"


def _own_origins(port: int) -> set[str]:
    return {f"http://{host}" for host in own_hosts(port)}


def foreign_source(headers: Mapping[str, str], port: int) -> str | None:
    """How a request names another site as its source (quoted for a message), or None."""
    own = _own_origins(port)
    fetch_site = headers.get("Sec-Fetch-Site")
    origin = headers.get("Origin")
    referer = headers.get("Referer")
    if fetch_site is not None and fetch_site.lower() not in OWN_FETCH_SITES:
        return "einer anderen Seite"
    if origin is not None and origin.lower() not in own:
        return f"„{_printable(origin)}“"
    if referer is not None and _origin_of(referer) not in own:
        return f"„{_printable(_origin_of(referer))}“"
    return None


def names_own_source(headers: Mapping[str, str], port: int) -> bool:
    """Whether the browser says the request comes from our pages or from the address bar.
    Call after ``foreign_source``: a request may name both."""
    fetch_site = headers.get("Sec-Fetch-Site")
    if fetch_site is not None:
        return fetch_site.lower() in OWN_FETCH_SITES
    own = _own_origins(port)
    origin = headers.get("Origin")
    referer = headers.get("Referer")
    return (origin is not None and origin.lower() in own) or (referer is not None and _origin_of(referer) in own)


def cross_site_refusal(headers: Mapping[str, str], port: int, *, start_cookie: bool = False) -> str | None:
    """Why a request that would start a kernel is refused, or None: it must not come from another
    site, and it must prove that it comes from us (its headers or ``start_cookie``, the start
    page's cookie came along)."""
    source = foreign_source(headers, port)
    if source is not None:
        return (f"Diese Seite startet Python nur für Aufrufe aus dem Unterrichtsmodus selbst, nicht von "
                f"{source}. Öffnen Sie die Adresse, die der Befehl ausgegeben hat "
                f"(http://127.0.0.1:{port}/), und wählen Sie dort das Kapitel.")
    if start_cookie or names_own_source(headers, port):
        return None
    return ("Diese Seite startet Python nur für Aufrufe aus dem Unterrichtsmodus selbst; Ihr Browser hat "
            f"nicht gesagt, woher dieser Aufruf kommt. Öffnen Sie die Startseite (http://127.0.0.1:{port}/) "
            "und wählen Sie dort das Kapitel.")


# JupyterLab's paths that start, drive or stop kernels and terminals (HTTP and websockets).
LAB_KERNEL_PATHS = ("/api/kernels", "/api/sessions", "/api/terminals", "/terminals/")
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")


def lab_refusal(method: str, path: str, headers: Mapping[str, str], port: int) -> str | None:
    """Why JupyterLab refuses a request from another site although it may carry the token, or
    None. Applies to kernel, session and terminal paths and to every method that changes
    something; JupyterLab's own pages always name their own origin."""
    if method.upper() in SAFE_METHODS and not path.startswith(LAB_KERNEL_PATHS):
        return None
    source = foreign_source(headers, port)
    if source is None:
        return None
    return (f"JupyterLab nimmt diesen Aufruf nur von seinen eigenen Seiten an, nicht von {source}. "
            f"Öffnen Sie die Adresse, die python -m holdem lab ausgegeben hat (http://127.0.0.1:{port}/lab?token=…).")


def _printable(text: str | None, limit: int = 80) -> str:
    """A header value shortened and without control characters, to quote in a message."""
    if not text:
        return "(keiner)"
    clean = "".join(c if c.isprintable() else "?" for c in text)
    return clean if len(clean) <= limit else clean[:limit] + "…"
