"""``python -m holdem lab``: JupyterLab over the book, offline and safe to project: allowed as
root, only on 127.0.0.1, no news pop-up and no update check (nothing leaves the machine), MyST
roles shown as text and the exercises' solutions closed until a click. All settings are in
tools/jupyterlab/jupyter_lab_config.py; this command adds a port and prints the address."""

from __future__ import annotations

import argparse
import os
import secrets
import tempfile
from pathlib import Path

from holdem.cli._numbers import whole_number_type
from holdem.cli._server import HOST, check_port, python, serve
from holdem.errors import ServerError
from holdem.quiz.book_index import ROOT, book_dir

CONFIG = ROOT / "tools" / "jupyterlab" / "jupyter_lab_config.py"
# Built from tools/jupyterlab/extension by tools/build-jupyterlab (tools/build-site runs it).
EXTENSION = ROOT / "tools" / "jupyterlab" / "labextensions" / "holdem-jupyterlab" / "package.json"
DEFAULT_PORT = 8888


def lab_command(port: int) -> list[str]:
    # No token here: a command line is readable by every user of the machine (ps).
    return [python(), "-m", "jupyter", "lab", f"--config={CONFIG}", f"--port={port}",
            "--ServerApp.port_retries=0"]


def lab_env(token_file: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    # Jupyter reads the token from this file (only the user may read it); a JUPYTER_TOKEN in the
    # environment would win over the file, so it is not passed on.
    env.pop("JUPYTER_TOKEN", None)
    env["JUPYTER_TOKEN_FILE"] = str(token_file)
    return env


def write_token_file(token: str) -> Path:
    """The token in a new file only the user can read (mkstemp creates it with mode 0600)."""
    handle, name = tempfile.mkstemp(prefix="holdem-lab-", suffix=".token")
    with os.fdopen(handle, "w", encoding="ascii") as file:
        file.write(token)
    return Path(name)


def run(args: argparse.Namespace) -> int:
    book = book_dir()
    check_port(args.port)
    if not CONFIG.is_file():
        raise ServerError(f"Die Einstellungen für JupyterLab fehlen ({CONFIG}).", key="no_lab_config")
    if not EXTENSION.is_file():
        # Without it every solution would be open on the projector: better not to start.
        raise ServerError("Die Erweiterung für JupyterLab ist nicht gebaut (sie hält die Lösungen zugeklappt). "
                          "Erst 'npm ci' und 'bash tools/build-jupyterlab' ausführen (oder bash tools/build-site).",
                          key="no_lab_extension")
    token = secrets.token_hex(16)
    token_file = write_token_file(token)
    try:
        return serve(lab_command(args.port), port=args.port, cwd=book, env=lab_env(token_file),
                     address=f"http://{HOST}:{args.port}/lab?token={token}", what="JupyterLab")
    finally:
        token_file.unlink(missing_ok=True)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "lab", help="JupyterLab über alle Kapitel, ohne Internet (auch als root)",
        description="Startet JupyterLab über die Kapitel des Buches, nur auf diesem Rechner (127.0.0.1): ohne "
                    "Nachrichten-Fenster und ohne Update-Prüfung, MyST-Rollen als lesbarer Text, Lösungen "
                    "zugeklappt. Gibt die Adresse (mit Zugangsschlüssel) aus, die Sie im Browser öffnen.")
    parser.add_argument("--port", type=whole_number_type("ein Port von 1024 bis 65535"), default=DEFAULT_PORT,
                        help=f"Port des Servers (Standard {DEFAULT_PORT})")
    parser.set_defaults(func=run)
