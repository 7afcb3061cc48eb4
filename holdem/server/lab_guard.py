"""JupyterLab's request check for ``python -m holdem lab`` (set as
``ServerApp.identity_provider_class`` in tools/jupyterlab/jupyter_lab_config.py).

Jupyter skips its Origin check for requests that carry the token, and the token travels in the
address the command prints, which a page may leak. So a kernel, session or terminal request, or
any request that changes something, is refused from another site even with the token
(``holdem.server.guard.lab_refusal``). The check sits where Jupyter identifies the user: every
handler, websockets included, asks there before it runs."""

from __future__ import annotations

from collections.abc import Awaitable

from jupyter_server.auth.identity import PasswordIdentityProvider, User
from tornado import web

from holdem.server.guard import lab_refusal


class ClassroomIdentityProvider(PasswordIdentityProvider):
    """Jupyter's token and password login, after the check against other sites."""

    def get_user(self, handler: web.RequestHandler) -> User | None | Awaitable[User | None]:
        port = getattr(self.parent, "port", None)
        if isinstance(port, int):
            request = handler.request
            refusal = lab_refusal(request.method or "GET", request.path, request.headers, port)
            if refusal:
                # Jupyter answers API requests with this message as JSON, pages with its error page.
                raise web.HTTPError(403, refusal)
        return super().get_user(handler)
