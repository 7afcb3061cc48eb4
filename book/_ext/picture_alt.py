"""Alt texts and phone forms for the notebooks' pictures, from the code that drew them.

A picture drawn by :mod:`holdem.draw` carries its German description in the notebook output's
metadata (``{"image/png": {"alt": "…"}}``, see :mod:`holdem.draw.alt`). myst-nb takes only width
and height from there and names each picture file by the SHA-256 of its bytes; this extension
reads the notebook's outputs, finds each picture's file by that hash and gives its image node
the alt text. Without it Sphinx would write the file path as the alt.

The same metadata may carry the picture drawn for a phone (``holdem_phone_png``, see
:mod:`holdem.draw.png`): such an image node goes into a node of this extension's own type,
:class:`phone_picture`, whose HTML is a ``<picture>`` with a ``<source>`` that shows the phone form
on narrow screens (not in print: paper gets the wide picture), around the ``<img>`` that Sphinx
writes as usual. Both forms keep the one alt text.
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
    for image in list(doctree.findall(nodes.image)):
        digest = Path(str(image.get("uri", ""))).stem
        alt = texts.get(digest)
        if alt and not image.get("alt"):
            image["alt"] = alt
        if digest in phones:
            picture = phone_picture(phone=phones[digest])
            image.replace_self(picture)
            picture += image


class phone_picture(nodes.General, nodes.Element):  # noqa: N801 - docutils names node types in lower case
    """A picture with a phone form (``phone``: base64 PNG); its one child is the image node."""


def _phone_file(translator: Any, encoded: str) -> str:
    """Writes the phone form next to the book's other pictures; its URL from the page."""
    raw = base64.b64decode(encoded)
    name = f"phone-{hashlib.sha256(raw).hexdigest()[:32]}.png"
    target = Path(translator.builder.outdir, translator.builder.imagedir, name)
    if not target.is_file():
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(raw)
    return posixpath.join(translator.builder.imgpath, name)


def visit_picture_html(translator: Any, node: phone_picture) -> None:
    src = html.escape(_phone_file(translator, node["phone"]), quote=True)
    translator.body.append(f'<picture class="holdem-picture"><source media="{PHONE_MEDIA}" srcset="{src}">')


def depart_picture_html(translator: Any, node: phone_picture) -> None:
    translator.body.append("</picture>")


def _just_the_image(translator: Any, node: phone_picture) -> None:
    """Other formats (LaTeX, text …) show the wide picture only."""


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("doctree-read", _doctree_read)
    others = (_just_the_image, _just_the_image)
    app.add_node(phone_picture, html=(visit_picture_html, depart_picture_html), latex=others, text=others,
                 man=others, texinfo=others)
    return {"version": "2.0", "parallel_read_safe": True, "parallel_write_safe": True}
