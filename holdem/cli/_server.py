"""Start a local Jupyter server (Voilà or JupyterLab) for the classroom, print its address
once it answers and stop it cleanly on Ctrl+C. Only 127.0.0.1: nothing is reachable from
outside and nothing the server shows needs the internet."""

from __future__ import annotations

import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from holdem.errors import ServerError

HOST = "127.0.0.1"


def check_port(port: int) -> None:
    if not 1024 <= port <= 65535:
        raise ServerError(f"Port {port} geht nicht: erlaubt sind 1024 bis 65535.", key="bad_port")
    with socket.socket() as s:
        try:
            s.bind((HOST, port))
        except OSError:
            raise ServerError(f"Port {port} ist schon belegt (läuft der Server schon?). Wählen Sie einen "
                              "anderen, zum Beispiel --port 8900.", key="port_taken") from None


def _answers(port: int) -> bool:
    try:
        socket.create_connection((HOST, port), timeout=1).close()
        return True
    except OSError:
        return False


def serve(command: Sequence[str], *, port: int, cwd: Path, env: dict[str, str], address: str,
          what: str, timeout_s: float = 120.0) -> int:
    """Run ``command`` until Ctrl+C (or until it ends); print ``address`` once the port answers."""
    process = subprocess.Popen(list(command), cwd=cwd, env=env, stdin=subprocess.DEVNULL)
    # A "kill" (SIGTERM) ends the server as Ctrl+C does, with the kernels it started.
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        deadline = time.monotonic() + timeout_s
        while not _answers(port):
            if process.poll() is not None:
                raise ServerError(f"{what} hat sich beendet (Code {process.returncode}), siehe die Meldungen "
                                  "darüber.", key="server_exited")
            if time.monotonic() > deadline:
                raise ServerError(f"{what} antwortet nach {timeout_s:.0f} s nicht auf Port {port}.",
                                  key="server_timeout")
            time.sleep(0.3)
        print(f"{what} läuft: {address}", flush=True)
        print("Diese Adresse im Browser öffnen. Beenden mit Strg+C.", flush=True)
        return process.wait()
    except KeyboardInterrupt:
        return 0
    finally:
        signal.signal(signal.SIGTERM, previous)
        stop(process)


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def stop(process: subprocess.Popen) -> None:
    """Terminate (Jupyter servers then shut their kernels down), kill if that takes too long."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def python() -> str:
    return sys.executable
