"""Teacher mode's Voilà: Voilà's own application with the classroom's request checks
(``holdem.server.guard``), run as ``python -m holdem.server.voila_app`` with Voilà's options.

- Every handler answers only our Host names (DNS rebinding); Jupyter's own check is switched
  on as well (Voilà turns it off), it covers the handlers derived from JupyterHandler.
- Handlers that start, drive or stop kernels refuse cross-site requests.
- A chapter page starts no kernel once ``max_kernels`` are running (503).
- Static files: a path that climbs out of its folder is a 404 (Voilà answers 500).
Idle kernels without a connection are culled by Jupyter's own MappingKernelManager settings,
which ``holdem.cli.teacher`` passes."""

from __future__ import annotations

import html
from typing import Any

from jupyter_core.utils import ensure_async
from tornado import web
from traitlets import Integer
from voila.app import Voila  # type: ignore[import-untyped]
from voila.tornado.handler import TornadoVoilaHandler  # type: ignore[import-untyped]

from holdem.server.guard import cross_site_refusal, host_refusal

# Handlers (by class name) that start, drive or shut down kernels: never for another site.
KERNEL_HANDLERS = frozenset({"TornadoVoilaHandler", "VoilaShutdownKernelHandler", "KernelHandler",
                             "VoilaKernelWebsocketHandler", "RequestInfoSocketHandler",
                             "ExecutionRequestHandler"})


FULL = ("Es laufen schon %d Seiten mit Python. Schließen Sie ein Kapitel (der Tab gibt sein Python frei) "
        "und laden Sie diese Seite neu.")


def refuse(handler: web.RequestHandler, status: int, text: str) -> None:
    """Answer with a short German page instead of running the handler."""
    handler.clear()
    handler.set_status(status)
    handler.set_header("Content-Type", "text/html; charset=utf-8")
    handler.set_header("Cache-Control", "no-store")
    handler.finish(f'<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Nicht erlaubt'
                   f'</title></head><body><p>{html.escape(text)}</p></body></html>')


def guarded(handler_class: type, app: ClassroomVoila) -> type:
    """A subclass of ``handler_class`` that checks the request before the handler runs."""
    name = handler_class.__name__
    is_static = issubclass(handler_class, web.StaticFileHandler)
    starts_kernels = issubclass(handler_class, TornadoVoilaHandler)

    class Guarded(handler_class):  # type: ignore[misc, valid-type]
        def prepare(self) -> Any:
            refusal = host_refusal(self.request.headers.get("Host"), app.port)
            if refusal:
                return refuse(self, 403, refusal)
            if name in KERNEL_HANDLERS:
                refusal = cross_site_refusal(self.request.headers, app.port)
                if refusal:
                    return refuse(self, 403, refusal)
            if starts_kernels and len(app.kernel_manager.list_kernel_ids()) + app.starting >= app.max_kernels:
                return refuse(self, 503, FULL % app.max_kernels)
            if is_static and any(".." in part.split("/") for part in self.path_args if isinstance(part, str)):
                return refuse(self, 404, "Diese Datei gibt es nicht.")
            return super().prepare()

        def write_error(self, status_code: int, **kwargs: Any) -> None:
            if status_code == 503:  # all places taken (raised where the kernel is started)
                return refuse(self, 503, FULL % app.max_kernels)
            return super().write_error(status_code, **kwargs)

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

    def init_settings(self) -> dict:
        settings = super().init_settings()
        # Voilà sets allow_remote_access=True; Jupyter's Host check needs it off.
        settings.update(allow_remote_access=False, local_hostnames=["localhost"])
        self._bound_kernel_starts()
        return settings

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
        return [(spec[0], guarded(spec[1], self), *spec[2:]) for spec in super().init_handlers()]


main = ClassroomVoila.launch_instance

if __name__ == "__main__":
    main()
