"""``python -m holdem lab``: JupyterLab over the book, offline and safe to project: allowed as
root, only on 127.0.0.1, no news pop-up and no update check (nothing leaves the machine), MyST
roles shown as text and the exercises' solutions closed until a click. All settings are in
tools/jupyterlab/jupyter_lab_config.py; this command adds a port and prints the address."""

from __future__ import annotations

import argparse
import os
import secrets

from holdem.cli._numbers import whole_number_type
from holdem.cli._server import HOST, ServerError, check_port, python, serve
from holdem.quiz.book_index import ROOT, book_dir

CONFIG = ROOT / "tools" / "jupyterlab" / "jupyter_lab_config.py"
DEFAULT_PORT = 8888


def lab_command(port: int, token: str) -> list[str]:
    return [python(), "-m", "jupyter", "lab", f"--config={CONFIG}", f"--port={port}",
            "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}"]


def lab_env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    return env


def run(args: argparse.Namespace) -> int:
    book = book_dir()
    check_port(args.port)
    if not CONFIG.is_file():
        raise ServerError(f"Die Einstellungen für JupyterLab fehlen ({CONFIG}).", key="no_lab_config")
    token = secrets.token_hex(16)
    return serve(lab_command(args.port, token), port=args.port, cwd=book, env=lab_env(),
                 address=f"http://{HOST}:{args.port}/lab?token={token}", what="JupyterLab")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "lab", help="JupyterLab über alle Kapitel, ohne Internet (auch als root)",
        description="Startet JupyterLab über die Kapitel des Buches, nur auf diesem Rechner (127.0.0.1): ohne "
                    "Nachrichten-Fenster und ohne Update-Prüfung, MyST-Rollen als lesbarer Text, Lösungen "
                    "zugeklappt. Gibt die Adresse (mit Zugangsschlüssel) aus, die Sie im Browser öffnen.")
    parser.add_argument("--port", type=whole_number_type("ein Port von 1024 bis 65535"), default=DEFAULT_PORT,
                        help=f"Port des Servers (Standard {DEFAULT_PORT})")
    parser.set_defaults(func=run)
