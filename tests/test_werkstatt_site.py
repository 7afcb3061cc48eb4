"""The built site's Werkstatt files (tools/pack-werkstatt, book/_ext/werkstatt_page.py)."""

from __future__ import annotations

import base64
import gzip
import json
import re
import zipfile
from pathlib import Path

from browser_helpers import ROOT

SOURCE = ROOT / "book" / "_ext" / "werkstatt"


def werkstatt_dir(site: Path) -> Path:
    return site / "_static" / "werkstatt"


def test_the_page_loads_every_tool_script_and_only_it_loads_them(site: Path) -> None:
    page = (site / "book" / "werkstatt.html").read_text(encoding="utf-8")
    scripts = re.findall(r'src="\.\./_static/werkstatt/([^"?]+)', page)
    tools = sorted(p.name for p in SOURCE.glob("tool-*.js"))
    assert scripts[:4] == ["engine.js", "draw.js", "dom.js", "werkstatt.js"]
    assert sorted(scripts[4:]) == tools
    for name in ("hand_eval", "pots", "equity", "own_hand", "drills"):
        assert f'<section id="werkstatt-{name}"' in page
    chapter = (site / "book" / "all-in.html").read_text(encoding="utf-8")
    assert "_static/werkstatt/engine.js" not in chapter


def test_packed_core_holds_the_web_tools_and_the_tables_for_pyodide(site: Path) -> None:
    with zipfile.ZipFile(werkstatt_dir(site) / "holdem-core.zip") as archive:
        names = set(archive.namelist())
    assert {"holdem/web/__init__.py", "holdem/web/equity.py", "holdem/equity_python.py"} <= names
    assert not any(n.startswith(("holdem/widgets/", "holdem/draw/", "holdem/cli/")) for n in names)
    assert "holdem/batch.py" not in names and "holdem/equity_numpy.py" not in names
    tables = [n for n in names if n.startswith("holdem-cache/tables-")]
    assert len(tables) == 1


def test_embedded_files_are_the_runtime_files(site: Path) -> None:
    """What file:// pages get as base64 text is byte for byte what http pages fetch."""
    folder = werkstatt_dir(site)

    def record(name: str) -> bytes:
        text = (folder / "embedded" / f"{name}.js").read_text(encoding="ascii")
        data = json.loads(text.split("] = ", 1)[1].rstrip(";\n"))
        payload = base64.b64decode(data["base64"])
        return gzip.decompress(payload) if data["gzip"] else payload

    assert record("pyodide.asm.wasm") == gzip.decompress((folder / "pyodide" / "pyodide.asm.wasm.gz").read_bytes())
    assert record("python_stdlib.zip") == (folder / "pyodide" / "python_stdlib.zip").read_bytes()
    assert record("holdem-core.zip") == (folder / "holdem-core.zip").read_bytes()
    asm = record("pyodide-asm.js").decode("utf-8")
    assert "import.meta" not in asm and "export default" not in asm
    assert not (folder / "pyodide" / "pyodide.asm.wasm").exists()  # one copy: the gzipped one
