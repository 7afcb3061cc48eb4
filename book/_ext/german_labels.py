"""German accessible names for the theme's and the notebooks' controls, through Sphinx's own means.

The theme and myst-nb bring some English names ("Toggle hidden content", "Toggle primary
sidebar", "Link to this heading") and some names that differ from the visible label (the search
field says "Suche Strg+K" but is named "Suche"). A screen reader reads the name, so each gets its
German one where it is made:

* Sphinx's permalink titles ("Link to this heading" …): a German message catalogue of the book
  (book/_ext/locale, compiled at the build, added with ``app.add_message_catalog``), which Sphinx
  asks where its own German catalogue has no translation yet.
* The theme's English names written into its templates (sidebar buttons, the chapter list, the
  printed table of contents, the search field and its "Ctrl"): the book's templates of the same
  name (book/_templates, put in front of the theme's with ``templates_path``).
* The download button's tooltip ("Laden Sie diese Seite herunter" in the theme's catalogue): the
  page's ``header_buttons`` after the theme has made them.
* myst-nb's code toggle (``<summary aria-label="Toggle hidden content">``): a post-transform puts
  each such node into a node of this extension (:class:`hidden_code`) whose ``<summary>`` shows
  "Code anzeigen"/"Code verbergen" and has no other name.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.transforms.post_transforms import SphinxPostTransform

HERE = Path(__file__).resolve().parent
CATALOGUE = HERE / "locale" / "de" / "LC_MESSAGES" / "sphinx.po"
TEMPLATES = HERE.parent / "_templates"
DOWNLOAD = "Diese Seite herunterladen"


def compile_catalogue(po: Path, locale_dir: Path) -> Path:
    """Writes ``po`` as ``<locale_dir>/de/LC_MESSAGES/<name>.mo`` (the form gettext reads); returns
    ``locale_dir``."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    target = locale_dir / "de" / "LC_MESSAGES"
    target.mkdir(parents=True, exist_ok=True)
    with po.open("rb") as source:
        catalogue = read_po(source)
    with (target / po.with_suffix(".mo").name).open("wb") as out:
        write_mo(out, catalogue)
    return locale_dir


class hidden_code(nodes.General, nodes.Element):  # noqa: N801 - docutils names node types in lower case
    """A code cell's hidden input (myst-nb's ``prompt_show``/``prompt_hide`` attributes)."""


def visit_hidden_code_html(translator: Any, node: hidden_code) -> None:
    classes = " ".join(node["classes"])
    # The <summary> shows "Code anzeigen" (or "Code verbergen" when open): that text is its name.
    translator.body.append(f'<details class="admonition hide {classes}">\n<summary>\n'
                           f'<p class="collapsed admonition-title">{escape(node["prompt_show"])}</p>\n'
                           f'<p class="expanded admonition-title">{escape(node["prompt_hide"])}</p>\n'
                           "</summary>\n")


def depart_hidden_code_html(translator: Any, node: hidden_code) -> None:
    translator.body.append("</details>\n")


class NameHiddenCode(SphinxPostTransform):
    """Right after myst-nb has wrapped the hidden inputs (priority 199): each wrapper becomes a
    :class:`hidden_code` with the same attributes and children."""

    default_priority = 200
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        from myst_nb.sphinx_ext import HideCodeCellNode

        for node in list(self.document.findall(HideCodeCellNode)):
            node.replace_self(hidden_code("", *node.children, **node.attributes))


def _templates(app: Sphinx, config: Config) -> None:
    # The theme names its parts "toggle-primary-sidebar.html" or "../components/search-field.html"
    # from its own components folder: the book's components folder is looked up the same way.
    config.templates_path = [str(TEMPLATES), str(TEMPLATES / "components"), *config.templates_path]


def _download_name(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    for button in context.get("header_buttons", []):
        if button.get("label") == "download-buttons":
            button["tooltip"] = DOWNLOAD


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_message_catalog("sphinx", str(compile_catalogue(CATALOGUE, Path(app.doctreedir) / "holdem-locale")))
    app.connect("config-inited", _templates)
    app.connect("html-page-context", _download_name, priority=600)
    app.add_post_transform(NameHiddenCode)
    app.add_node(hidden_code, html=(visit_hidden_code_html, depart_hidden_code_html))
    return {"version": "2.0", "parallel_read_safe": True, "parallel_write_safe": True}
