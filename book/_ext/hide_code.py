"""Every code cell's input behind a small "Code anzeigen" toggle on the site.

The notebooks keep their code (JupyterLab readers, nbval) and need no tags: this post-transform
gives every code cell that is not already hidden or removed myst-nb's ``hide-input`` mode, just
before myst-nb's own transform (priority 199) wraps such inputs in a closed ``<details>``.
Outputs, pictures and widgets stay visible.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform

SHOW = "Code anzeigen"
HIDE = "Code verbergen"


class HideEveryCodeInput(SphinxPostTransform):
    default_priority = 190
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        for cell in self.document.findall(nodes.container):
            if cell.get("nb_element") != "cell_code" or not cell.children:
                continue
            if cell.children[0].get("nb_element") != "cell_code_source":
                continue  # input removed by a tag: nothing to hide
            if not cell.get("hide_mode"):
                cell["hide_mode"] = "input"
            if cell["hide_mode"] == "input":
                cell["prompt_show"] = SHOW
                cell["prompt_hide"] = HIDE


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_post_transform(HideEveryCodeInput)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
