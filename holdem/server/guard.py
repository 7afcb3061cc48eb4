"""Which requests a classroom server on 127.0.0.1 answers. Pure functions of the request's
headers, so that the rules are tested without a server.

Two attacks from a web page the teacher happens to open elsewhere:
- DNS rebinding: a page of ``evil.example`` makes its own name point at 127.0.0.1; the
  browser then sends ``Host: evil.example:PORT``. Only our own names are answered.
- Cross-site requests: an ``<img>`` or ``<iframe>`` on any site asks for a chapter page, which
  starts a kernel. Browsers say where a request comes from (``Sec-Fetch-Site``, ``Origin``,
  ``Referer``); a page that starts a kernel is only served to our own pages or to an address
  typed or pasted by the teacher."""

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


def cross_site_refusal(headers: Mapping[str, str], port: int) -> str | None:
    """Why a request that would start a kernel is refused as coming from another site, or None."""
    own = {f"http://{host}" for host in own_hosts(port)}
    fetch_site = headers.get("Sec-Fetch-Site")
    origin = headers.get("Origin")
    referer = headers.get("Referer")
    if fetch_site is not None and fetch_site.lower() not in OWN_FETCH_SITES:
        source = "einer anderen Seite"
    elif origin is not None and origin.lower() not in own:
        source = f"„{_printable(origin)}“"
    elif referer is not None and _origin_of(referer) not in own:
        source = f"„{_printable(_origin_of(referer))}“"
    else:
        return None
    return (f"Diese Seite startet Python nur für Aufrufe aus dem Unterrichtsmodus selbst, nicht von "
            f"{source}. Öffnen Sie die Adresse, die der Befehl ausgegeben hat "
            f"(http://127.0.0.1:{port}/), und wählen Sie dort das Kapitel.")


def _printable(text: str | None, limit: int = 80) -> str:
    """A header value shortened and without control characters, to quote in a message."""
    if not text:
        return "(keiner)"
    clean = "".join(c if c.isprintable() else "?" for c in text)
    return clean if len(clean) <= limit else clean[:limit] + "…"
