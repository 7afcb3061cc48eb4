"""Alt texts for the notebooks' pictures, from the code that drew them.

A picture drawn by :mod:`holdem.draw` carries its German description in the notebook output's
metadata (``{"image/png": {"alt": "…"}}``, see :mod:`holdem.draw.alt`). myst-nb takes only width
and height from there and names each picture file by the SHA-256 of its bytes; this extension
reads the notebook's outputs, finds each picture's file by that hash and gives its image node
the alt text. Without it Sphinx would write the file path as the alt.
"""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

IMAGE_TYPES = ("image/png", "image/jpeg", "image/gif")


def alt_texts(notebook: dict[str, Any]) -> dict[str, str]:
    """SHA-256 (hex) of every picture's bytes -> the alt text stored with it."""
    found: dict[str, str] = {}
    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []):
            data, meta = output.get("data", {}), output.get("metadata", {})
            for mime in IMAGE_TYPES:
                alt = (meta.get(mime) or {}).get("alt") if isinstance(meta.get(mime), dict) else None
                if mime in data and alt:
                    content = data[mime]
                    raw = base64.b64decode("".join(content) if isinstance(content, list) else content)
                    found[hashlib.sha256(raw).hexdigest()] = str(alt)
    return found


def _doctree_read(app: Sphinx, doctree: nodes.document) -> None:
    source = Path(app.env.doc2path(app.env.docname))
    if source.suffix != ".ipynb" or not source.is_file():
        return
    texts = alt_texts(json.loads(source.read_text(encoding="utf-8")))
    if not texts:
        return
    for image in doctree.findall(nodes.image):
        alt = texts.get(Path(str(image.get("uri", ""))).stem)
        if alt and not image.get("alt"):
            image["alt"] = alt


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("doctree-read", _doctree_read)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
