"""The widget state a chapter page embeds, made lighter and honest for a reader without a kernel.

myst-nb copies the notebook's saved widget state into the page as JSON (a ``<script>`` of the
page's ``script_files``; myst-nb 1.4 has no option that changes that state and its render plugins
need an installed entry point). When the page is written, this extension puts that script back
with the state changed:

* every control inside a live-only box (``holdem-live-only``, see holdem/widgets/live_only.py)
  is stored as disabled: nothing would answer it without Python;
* the PNG pictures of Image widgets are stored as palette PNGs (64 colours: the pictures are flat
  drawings; :func:`holdem.draw.png.palette_png`), where they are not already;
* Layout and Style attributes that are ``null`` are left out (their default: the widget bundle
  fills them in), about a quarter of the models' text.

The notebooks themselves are not changed.
"""

from __future__ import annotations

import base64
import json
from typing import Any

from sphinx.application import Sphinx

from holdem.draw.png import palette_png

LIVE_ONLY_CLASS = "holdem-live-only"
STATE_MIME = "application/vnd.jupyter.widget-state+json"  # the <script> type embed.js reads
COLORS = 64  # enough for the flat table, card and chart drawings (text edges stay smooth)
# Models whose every attribute defaults to null in the widget bundle.
NULL_DEFAULT_MODELS = ("LayoutModel",)


def _children(model: dict) -> list[str]:
    refs: list[str] = []
    for value in model["state"].values():
        values = value if isinstance(value, list) else [value]
        refs += [v.removeprefix("IPY_MODEL_") for v in values if isinstance(v, str) and v.startswith("IPY_MODEL_")]
    return refs


def disable_live_only(state: dict[str, dict]) -> int:
    """Set ``disabled`` on every control inside a live-only box; returns how many."""
    count = 0
    roots = [mid for mid, m in state.items() if LIVE_ONLY_CLASS in m["state"].get("_dom_classes", [])]
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        mid = todo.pop()
        if mid in seen or mid not in state:
            continue
        seen.add(mid)
        model = state[mid]
        if "disabled" in model["state"] and not model["state"]["disabled"]:
            model["state"]["disabled"] = True
            count += 1
        if model["model_name"] not in ("LayoutModel",) and not model["model_name"].endswith("StyleModel"):
            todo += _children(model)
    return count


def shrink_images(state: dict[str, dict]) -> None:
    for model in state.values():
        if model["model_name"] != "ImageModel" or model["state"].get("format") != "png":
            continue
        for buffer in model.get("buffers", []):
            if buffer.get("path") == ["value"] and buffer.get("encoding") == "base64":
                raw = base64.b64decode(buffer["data"])
                small = palette_png(raw, colors=COLORS)
                if len(small) < len(raw):
                    buffer["data"] = base64.b64encode(small).decode("ascii")


def drop_null_defaults(state: dict[str, dict]) -> None:
    for model in state.values():
        if model["model_name"] in NULL_DEFAULT_MODELS or model["model_name"].endswith("StyleModel"):
            keep = ("_model_name", "_model_module", "_model_module_version", "_view_name",
                    "_view_module", "_view_module_version")
            model["state"] = {k: v for k, v in model["state"].items() if v is not None or k in keep}


def rewrite(body: str) -> str:
    """The embedded state JSON, rewritten as described above."""
    data = json.loads(body)
    state = data.get("state", {})
    disable_live_only(state)
    shrink_images(state)
    drop_null_defaults(state)
    # Same escaping as myst-nb: the JSON sits inside a <script> element.
    return json.dumps(data, separators=(",", ":")).replace("</", "<\\/")


def _page_context(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    # After myst-nb (priority 500) has put the page's widget state into the page's list of
    # scripts (the page context's ``script_files``): the same script again, with the lighter state.
    scripts = context.get("script_files", [])
    for script in list(scripts):
        attributes = getattr(script, "attributes", {})
        if attributes.get("type") == STATE_MIME and "body" in attributes:
            scripts.remove(script)
            app.add_js_file(None, priority=script.priority, **{**attributes, "body": rewrite(attributes["body"])})


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("html-page-context", _page_context, priority=600)
    return {"version": "2.0", "parallel_read_safe": True, "parallel_write_safe": True}
