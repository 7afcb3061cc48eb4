"""``python -m holdem unterricht``: teacher mode. Starts Voilà offline over the whole book
(a start page lists the chapters by title) with the project's "offline" template
(tools/voila): projector stylesheet, rule IDs that open the rule's text in a side panel,
chapter links between the Voilà pages, closed solutions. A chapter is readable at once (its
stored text and pictures from the .ipynb); its live widgets take that copy's place once the
kernel has run the chapter. Prints the address to open."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from holdem.cli._numbers import whole_number_type
from holdem.cli._server import HOST, check_port, python, serve
from holdem.errors import ServerError
from holdem.quiz.book_index import ROOT, book_dir, voila_data_js

TEMPLATES = ROOT / "tools" / "voila"
DATA_JS = TEMPLATES / "voila" / "templates" / "offline" / "static" / "holdem-book.js"
DEFAULT_PORT = 8866
DEFAULT_KERNELS = 10  # ~110 MB each: a lesson's open chapters, not a whole class's browsers
DEFAULT_IDLE_S = 600  # a kernel no page is connected to is shut down after ten idle minutes


def refresh_data(root: Path = ROOT) -> bool:
    """Write the chapter titles and rule texts for the template; True if the file changed."""
    text = voila_data_js(root)
    if DATA_JS.is_file() and DATA_JS.read_text(encoding="utf-8") == text:
        return False
    DATA_JS.write_text(text, encoding="utf-8")
    return True


def voila_command(book: Path, port: int, *, kernels: int = DEFAULT_KERNELS,
                  idle_s: int = DEFAULT_IDLE_S) -> list[str]:
    # holdem.server.voila_app is Voilà with the Host, cross-site and kernel-count checks.
    return [python(), "-m", "holdem.server.voila_app", str(book), "--no-browser", f"--port={port}",
            "--Voila.port_retries=0", f"--Voila.ip={HOST}", f"--ClassroomVoila.max_kernels={kernels}",
            # Jupyter's own culler: idle kernels without a connected page are shut down.
            f"--MappingKernelManager.cull_idle_timeout={idle_s}",
            f"--MappingKernelManager.cull_interval={max(1, min(60, idle_s // 2))}",
            "--MappingKernelManager.cull_connected=False",
            "--template=offline", "--theme=light", "--show_tracebacks=False",
            # Only the notebooks are pages; a Markdown file would be offered as a download. (List
            # and dict options are written item by item: traitlets warns about literals like [].)
            "--VoilaConfiguration.file_denylist=.*",
            # Leaving a page, Voilà asks the server to shut that page's kernel down with a beacon
            # that carries no XSRF token: refused (403), every visited chapter would keep its
            # kernel. The server listens on 127.0.0.1 only, offers no code execution and refuses
            # cross-site requests to its kernel handlers (holdem.server.guard).
            "--Voila.tornado_settings=disable_check_xsrf=True",
            # The engine's printed text as paragraphs and tables (the static site's converter).
            "--VoilaExporter.filters=holdem_text=holdem.text_html.output_html"]


def voila_env() -> dict[str, str]:
    env = dict(os.environ)
    env["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(TEMPLATES), env.get("JUPYTER_PATH")) if p)
    # The kernels must import this checkout's engine (also when it is not the installed one).
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    return env


def run(args: argparse.Namespace) -> int:
    book = book_dir()
    if args.nur_daten:
        changed = refresh_data()
        print(f"{DATA_JS.relative_to(ROOT)}: {'neu geschrieben' if changed else 'schon aktuell'}.")
        return 0
    check_port(args.port)
    if not (TEMPLATES / "voila" / "templates" / "offline" / "index.html.j2").is_file():
        raise ServerError(f"Die Vorlage für den Unterrichtsmodus fehlt ({TEMPLATES}).", key="no_template")
    refresh_data()
    command = voila_command(book, args.port, kernels=args.kernel_grenze, idle_s=args.leerlauf)
    return serve(command, port=args.port, cwd=book, env=voila_env(),
                 address=f"http://{HOST}:{args.port}/", what="Der Unterrichtsmodus (Voilà)")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "unterricht", help="Unterrichtsmodus: das ganze Buch live mit Voilà, ohne Internet",
        description="Startet Voilà über alle Kapitel des Buches, nur auf diesem Rechner (127.0.0.1) und ohne "
                    "Internet: große Schrift für den Beamer, Regel-IDs öffnen den Regeltext in einer Seitenleiste, "
                    "Widgets rechnen live. Gibt die Adresse aus, die Sie im Browser öffnen.")
    parser.add_argument("--port", type=whole_number_type("ein Port von 1024 bis 65535"), default=DEFAULT_PORT,
                        help=f"Port des Servers (Standard {DEFAULT_PORT})")
    parser.add_argument("--kernel-grenze", metavar="ANZAHL",
                        type=whole_number_type("eine Zahl von 1 bis 100", minimum=1, maximum=100),
                        default=DEFAULT_KERNELS,
                        help=f"höchstens so viele Seiten mit Python gleichzeitig (Standard {DEFAULT_KERNELS})")
    parser.add_argument("--leerlauf", metavar="SEKUNDEN",
                        type=whole_number_type("Sekunden von 5 bis 86400", minimum=5, maximum=86400),
                        default=DEFAULT_IDLE_S,
                        help="Python einer Seite, die nicht mehr offen ist, nach so vielen Sekunden ohne "
                             f"Arbeit beenden (Standard {DEFAULT_IDLE_S})")
    parser.add_argument("--nur-daten", action="store_true",
                        help="nur die Kapiteltitel und Regeltexte für die Vorlage neu schreiben, nichts starten")
    parser.set_defaults(func=run)
