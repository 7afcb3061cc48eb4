"""The widget state a chapter page embeds, made lighter and honest for a reader without a kernel.

myst-nb copies the notebook's saved widget state into the page as JSON. Before the page is
written this extension

* stores every control inside a live-only box (``holdem-live-only``, see
  holdem/widgets/live_only.py) as disabled: nothing would answer it without Python;
* stores the PNG pictures of Image widgets as palette PNGs (64 colours, no dithering: the
  pictures are flat drawings), which makes them three to four times smaller;
* leaves out Layout and Style attributes that are ``null`` (their default: the widget bundle
  fills them in), about a quarter of the models' text.

The notebooks themselves are not changed.
"""

from __future__ import annotations

import base64
import io
import json
from typing import Any

from sphinx.application import Sphinx

LIVE_ONLY_CLASS = "holdem-live-only"
STATE_KEY = "ipywidgets_state"
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


def palette_png(data: bytes) -> bytes:
    """``data`` as a palette PNG of at most :data:`COLORS` colours, or ``data`` itself if that is
    not smaller."""
    from PIL import Image

    image = Image.open(io.BytesIO(data))
    if image.mode == "P" and len(image.getcolors(256) or range(257)) <= COLORS:
        return data
    if image.mode == "P":
        image = image.convert("RGBA" if "transparency" in image.info else "RGB")
    if image.mode == "RGBA" and image.getextrema()[3][0] == 255:
        image = image.convert("RGB")
    if image.mode == "RGBA":
        small = image.quantize(colors=COLORS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    else:
        small = image.convert("RGB").quantize(colors=COLORS, method=Image.Quantize.MEDIANCUT,
                                              dither=Image.Dither.NONE)
    out = io.BytesIO()
    small.save(out, format="PNG", optimize=True)
    return out.getvalue() if out.tell() < len(data) else data


def shrink_images(state: dict[str, dict]) -> None:
    for model in state.values():
        if model["model_name"] != "ImageModel" or model["state"].get("format") != "png":
            continue
        for buffer in model.get("buffers", []):
            if buffer.get("path") == ["value"] and buffer.get("encoding") == "base64":
                small = palette_png(base64.b64decode(buffer["data"]))
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


def _page_context(app: Sphinx, pagename: str, *args: Any) -> None:
    metadata = getattr(app.env, "nb_metadata", {}).get(pagename, {})
    entry = metadata.get("js_files", {}).get(STATE_KEY)
    if not entry:
        return
    uri, kwargs = entry
    kwargs = dict(kwargs)
    kwargs["body"] = rewrite(kwargs["body"])
    metadata["js_files"][STATE_KEY] = (uri, kwargs)


def setup(app: Sphinx) -> dict[str, Any]:
    # Before myst-nb (priority 500) adds the page's scripts from the same metadata.
    app.connect("html-page-context", _page_context, priority=100)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
