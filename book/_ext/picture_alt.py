"""Alt texts and phone forms for the notebooks' pictures, from the code that drew them.

A picture drawn by :mod:`holdem.draw` carries its German description in the notebook output's
metadata (``{"image/png": {"alt": "…"}}``, see :mod:`holdem.draw.alt`). myst-nb takes only width
and height from there and names each picture file by the SHA-256 of its bytes; this extension
reads the notebook's outputs, finds each picture's file by that hash and gives its image node
the alt text. Without it Sphinx would write the file path as the alt.

The same metadata may carry the picture drawn for a phone (``holdem_phone_png``, see
:mod:`holdem.draw.png`): the HTML then wraps the ``<img>`` in a ``<picture>`` whose ``<source>``
shows the phone form on narrow screens (not in print: paper gets the wide picture). Both forms
keep the one alt text.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import posixpath
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

IMAGE_TYPES = ("image/png", "image/jpeg", "image/gif")
PHONE_KEY = "holdem_phone_png"  # holdem.draw.png.PHONE_KEY (the build does not import the engine)
# Screens up to this width show the phone form: phones, also turned sideways.
PHONE_MEDIA = "screen and (max-width: 720px)"


def _outputs(notebook: dict[str, Any]):
    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []):
            data, meta = output.get("data", {}), output.get("metadata", {})
            for mime in IMAGE_TYPES:
                if mime in data and isinstance(meta.get(mime), dict):
                    content = data[mime]
                    raw = base64.b64decode("".join(content) if isinstance(content, list) else content)
                    yield hashlib.sha256(raw).hexdigest(), meta[mime]


def alt_texts(notebook: dict[str, Any]) -> dict[str, str]:
    """SHA-256 (hex) of every picture's bytes -> the alt text stored with it."""
    return {digest: str(meta["alt"]) for digest, meta in _outputs(notebook) if meta.get("alt")}


def phone_forms(notebook: dict[str, Any]) -> dict[str, str]:
    """SHA-256 (hex) of every picture's bytes -> its phone form (base64 PNG), where it has one."""
    return {digest: str(meta[PHONE_KEY]) for digest, meta in _outputs(notebook) if meta.get(PHONE_KEY)}


def _doctree_read(app: Sphinx, doctree: nodes.document) -> None:
    source = Path(app.env.doc2path(app.env.docname))
    if source.suffix != ".ipynb" or not source.is_file():
        return
    notebook = json.loads(source.read_text(encoding="utf-8"))
    texts, phones = alt_texts(notebook), phone_forms(notebook)
    if not texts and not phones:
        return
    for image in doctree.findall(nodes.image):
        digest = Path(str(image.get("uri", ""))).stem
        alt = texts.get(digest)
        if alt and not image.get("alt"):
            image["alt"] = alt
        if digest in phones:
            image["holdem_phone"] = phones[digest]


def _phone_file(translator: Any, encoded: str) -> str:
    """Writes the phone form next to the book's other pictures; its URL from the page."""
    raw = base64.b64decode(encoded)
    name = f"phone-{hashlib.sha256(raw).hexdigest()[:32]}.png"
    target = Path(translator.builder.outdir, translator.builder.imagedir, name)
    if not target.is_file():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(raw)
    return posixpath.join(translator.builder.imgpath, name)


def visit_image(translator: Any, node: nodes.image) -> None:
    encoded = node.get("holdem_phone")
    if encoded and getattr(translator.builder, "imgpath", None) is not None:
        src = html.escape(_phone_file(translator, encoded), quote=True)
        translator.body.append(f'<picture class="holdem-picture"><source media="{PHONE_MEDIA}" srcset="{src}">')
        node["holdem_picture_open"] = True
    type(translator).visit_image(translator, node)


def depart_image(translator: Any, node: nodes.image) -> None:
    type(translator).depart_image(translator, node)
    if node.get("holdem_picture_open"):
        translator.body.append("</picture>")
        del node["holdem_picture_open"]


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("doctree-read", _doctree_read)
    app.add_node(nodes.image, override=True, html=(visit_image, depart_image))
    return {"version": "1.1", "parallel_read_safe": True, "parallel_write_safe": True}
