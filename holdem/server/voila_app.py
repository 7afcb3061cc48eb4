"""Teacher mode's Voilà: Voilà's own application with the classroom's request checks
(``holdem.server.guard``), run as ``python -m holdem.server.voila_app`` with Voilà's options.

- Every handler answers only our Host names (DNS rebinding); Jupyter's own check is switched
  on as well (Voilà turns it off), it covers the handlers derived from JupyterHandler.
- Handlers that start, drive or stop kernels refuse cross-site requests, and requests that do
  not show they come from us: the browser's headers, or else the cookie the start page sets
  (``SameSite=Strict``, a secret of this server run; browsers without Fetch Metadata).
- No login or logout pages (there is no login) and no English 404: unknown addresses get a
  German "not found" page.
- A chapter page starts no kernel once ``max_kernels`` are running (503).
- A chapter page left before it was complete (the stored chapter is readable at once, so a
  teacher may move on while Voilà still runs the cells) frees its kernel as soon as Voilà has
  finished with it, instead of after the idle time: the page's own beacon, which does this
  otherwise, is only set up at the end of the page.
- Static files: a path that climbs out of its folder is a 404 (Voilà answers 500).
Idle kernels without a connection are culled by Jupyter's own MappingKernelManager settings,
which ``holdem.cli.teacher`` passes."""

from __future__ import annotations

import hmac
import html
import re
import secrets
from typing import Any

from jupyter_core.utils import ensure_async
from jupyter_server.auth.login import LoginFormHandler
from jupyter_server.auth.logout import LogoutHandler
from tornado import web
from traitlets import Integer
from voila.app import Voila  # type: ignore[import-untyped]
from voila.tornado.handler import TornadoVoilaHandler  # type: ignore[import-untyped]
from voila.tornado.treehandler import TornadoVoilaTreeHandler  # type: ignore[import-untyped]

from holdem.server.guard import cross_site_refusal, foreign_source, host_refusal, start_cookie_name

# Handlers (by class name) that start, drive or shut down kernels: never for another site.
KERNEL_HANDLERS = frozenset({"TornadoVoilaHandler", "VoilaShutdownKernelHandler", "KernelHandler",
                             "VoilaKernelWebsocketHandler", "RequestInfoSocketHandler",
                             "ExecutionRequestHandler"})


FULL = ("Es laufen schon %d Seiten mit Python. Schließen Sie ein Kapitel (der Tab gibt sein Python frei) "
        "und laden Sie diese Seite neu.")


NOT_FOUND = "Diese Seite gibt es im Unterrichtsmodus nicht. Die Kapitel stehen auf der Startseite."

# The kernel of a chapter page, as Voilà writes it into the page (jupyter-config-data).
PAGE_KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')


def refuse(handler: web.RequestHandler, status: int, text: str, *, title: str = "Nicht erlaubt",
           start_link: bool = False) -> None:
    """Answer with a short German page instead of running the handler."""
    handler.clear()
    handler.set_status(status)
    handler.set_header("Content-Type", "text/html; charset=utf-8")
    handler.set_header("Cache-Control", "no-store")
    link = '<p><a href="/">Zur Startseite des Unterrichtsmodus</a></p>' if start_link else ""
    handler.finish(f'<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>{title}'
                   f'</title></head><body><p>{html.escape(text)}</p>{link}</body></html>')


class NotFound(web.RequestHandler):
    """Every address no handler serves, /login and /logout among them (jupyter_server's logout
    page needs a template Voilà does not have: 500)."""

    def prepare(self) -> None:
        refuse(self, 404, NOT_FOUND, title="Nicht gefunden", start_link=True)


def guarded(handler_class: type, app: ClassroomVoila) -> type:
    """A subclass of ``handler_class`` that checks the request before the handler runs."""
    name = handler_class.__name__
    is_static = issubclass(handler_class, web.StaticFileHandler)
    starts_kernels = issubclass(handler_class, TornadoVoilaHandler)
    is_start_page = issubclass(handler_class, TornadoVoilaTreeHandler)

    class Guarded(handler_class):  # type: ignore[misc, valid-type]
        def prepare(self) -> Any:
            refusal = host_refusal(self.request.headers.get("Host"), app.port)
            if refusal:
                return refuse(self, 403, refusal)
            if name in KERNEL_HANDLERS:
                refusal = cross_site_refusal(self.request.headers, app.port, start_cookie=app.has_start_cookie(self))
                if refusal:
                    return refuse(self, 403, refusal, start_link=True)
            if is_start_page and foreign_source(self.request.headers, app.port) is None:
                app.set_start_cookie(self)
            if starts_kernels and len(app.kernel_manager.list_kernel_ids()) + app.starting >= app.max_kernels:
                return refuse(self, 503, FULL % app.max_kernels)
            if is_static and any(".." in part.split("/") for part in self.path_args if isinstance(part, str)):
                return refuse(self, 404, "Diese Datei gibt es nicht.")
            return super().prepare()

        def write_error(self, status_code: int, **kwargs: Any) -> None:
            if status_code == 503:  # all places taken (raised where the kernel is started)
                return refuse(self, 503, FULL % app.max_kernels)
            if is_static and status_code in (403, 404):  # also files Voilà does not offer (English 403)
                return refuse(self, 404, "Diese Datei gibt es nicht.", title="Nicht gefunden")
            return super().write_error(status_code, **kwargs)

        if starts_kernels:
            left_early = False

            @web.authenticated
            async def get(self, path: str | None = None) -> None:
                # Voilà's TornadoVoilaHandler.get, and: once the browser has gone, nothing more is
                # written, the cells run to their end (stopping the kernel under them would fill
                # the terminal with tracebacks) and then the kernel is shut down.
                kernel_id = None
                async for snippet in self.get_generator(path=path):
                    if kernel_id is None:
                        found = PAGE_KERNEL_ID.search(snippet)
                        kernel_id = found.group(1) if found else None
                    if not self.left_early:
                        self.write(snippet)
                        self.flush()
                if self.left_early and kernel_id in app.kernel_manager.list_kernel_ids():
                    app.log.info("Kernel %s beendet: die Seite wurde geschlossen, bevor sie fertig war.", kernel_id)
                    await ensure_async(app.kernel_manager.shutdown_kernel(kernel_id))

            def on_connection_close(self) -> None:
                self.left_early = True
                super().on_connection_close()

        if is_static:
            async def get(self, path: str, include_body: bool = True) -> None:
                try:
                    await super().get(path, include_body)
                except (AssertionError, ValueError, OSError):
                    # Voilà's template handler asserts on paths it cannot split: not found.
                    raise web.HTTPError(404) from None

    Guarded.__name__ = Guarded.__qualname__ = f"Guarded{name}"
    return Guarded


class ClassroomVoila(Voila):
    """Voilà with the classroom's request checks on every handler."""

    max_kernels = Integer(10, config=True, help="at most this many kernels (chapter pages) at once")
    starting = 0  # kernels being started right now (counted against max_kernels)
    # The start page's cookie value: new for every server run, so no other page can know it.
    start_secret = secrets.token_urlsafe(32)

    def init_settings(self) -> dict:
        settings = super().init_settings()
        # Voilà sets allow_remote_access=True; Jupyter's Host check needs it off.
        settings.update(allow_remote_access=False, local_hostnames=["localhost"],
                        default_handler_class=NotFound)
        self._bound_kernel_starts()
        return settings

    def set_start_cookie(self, handler: web.RequestHandler) -> None:
        """The start page's proof for the chapter pages opened from it. SameSite=Strict: the
        browser sends it with no request another site makes, not even a link from there."""
        handler.set_cookie(start_cookie_name(self.port), self.start_secret, path="/", httponly=True,
                           samesite="Strict")

    def has_start_cookie(self, handler: web.RequestHandler) -> bool:
        value = handler.get_cookie(start_cookie_name(self.port))
        return value is not None and hmac.compare_digest(value, self.start_secret)

    def _bound_kernel_starts(self) -> None:
        """The page handler's check sees finished starts only; pages requested at the same
        moment are counted here, where the kernel is started."""
        manager = self.kernel_manager
        start = manager.start_kernel

        async def bounded_start(*args: Any, **kwargs: Any) -> str:
            if len(manager.list_kernel_ids()) + self.starting >= self.max_kernels:
                raise web.HTTPError(503, "no place for another kernel")  # German page: write_error
            self.starting += 1
            try:
                return await ensure_async(start(*args, **kwargs))
            finally:
                self.starting -= 1

        manager.start_kernel = bounded_start

    def init_handlers(self) -> list:
        # No login in teacher mode: its login and logout pages are "not found" (German).
        return [(spec[0], NotFound) if issubclass(spec[1], (LoginFormHandler, LogoutHandler))
                else (spec[0], guarded(spec[1], self), *spec[2:]) for spec in super().init_handlers()]


main = ClassroomVoila.launch_instance

if __name__ == "__main__":
    main()
