"""The exercises of sphinx-exercise numbered per chapter: "Übung 1", "Lösung zu Übung 1".

The chapters' exercises are written with sphinx-exercise's ``exercise`` directive (with
``:nonumber:``) and ``solution`` directive. Sphinx's own numbering (numfig) would prefix the
chapter ("Übung 9.1") and count on across the unnumbered chapters (the first exercise of "Im
Kartenraum" would be "Übung 8"), while the chapters' text says "in Übung 1". This post-transform
runs after sphinx-exercise has made its German titles ("Übung", "Lösung zu Übung" from its de
catalogue) and adds each exercise's place on its page to both titles (the solution's title as
plain text, without sphinx-exercise's link to the exercise just above it). It also gives each
exercise's and solution's content box an id of its own (sphinx-exercise gives every one
``exercise-content`` or ``solution-content``, so a page with four exercises had the id four times).
"""

from __future__ import annotations

from typing import Any

from docutils import nodes
from sphinx.application import Sphinx
from sphinx.transforms.post_transforms import SphinxPostTransform


def _boxes(document: nodes.document, kind: str) -> list[nodes.Admonition]:
    return [node for node in document.findall(nodes.Admonition)
            if kind in node.get("classes", []) and node.get("type") == kind and node.children]


def _own_content_id(box: nodes.Admonition, kind: str) -> None:
    for child in box.children:
        if isinstance(child, nodes.section) and child["ids"] == [f"{kind}-content"]:
            child["ids"] = [f"{box['label']}-content"]


class NumberExercisesPerChapter(SphinxPostTransform):
    # After sphinx-exercise's title post-transforms (priorities 20 to 22).
    default_priority = 25
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        numbers: dict[str, int] = {}
        for number, box in enumerate(_boxes(self.document, "exercise"), start=1):
            numbers[box["label"]] = number
            title = box.children[0]
            if isinstance(title, nodes.title):
                # "Übung" (and " (subtitle)" if the exercise has one) -> "Übung 1 …"
                title.insert(1, nodes.Text(f" {number}"))
                box["title"] = title.astext()
            _own_content_id(box, "exercise")
        for box in _boxes(self.document, "solution"):
            number = numbers.get(box.get("target_label", ""))
            title = box.children[0]
            links = list(title.findall(nodes.reference)) if isinstance(title, nodes.title) else []
            if number is not None and links:
                # "Lösung zu" + link " Übung" -> "Lösung zu Übung 1" as plain text: the exercise
                # stands right above, and sphinx-togglebutton opens the box on a click anywhere in
                # its title except on a link inside it (a click there toggled no box or another).
                links[0].insert(1, nodes.Text(f" {number}"))
                links[0].replace_self(links[0].children)
                box["title"] = title.astext()
            _own_content_id(box, "solution")


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_post_transform(NumberExercisesPerChapter)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
