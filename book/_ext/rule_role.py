"""Two roles for the rule IDs of RULES.md (G1 … C10).

``{rule}`L4``` links to the entry of rule L4 in the rule index. The rule index
(book/regelverzeichnis.md) puts a MyST target ``(regel-L4)=`` before each rule; the role makes
the same cross-reference as ``{ref}`L4 <regel-L4>```, so an unknown rule ID gives Sphinx's
"undefined label" warning and therefore fails the strict build.

``{ruleexplained}`L4 <limits>``` is used in the rule index: it links to the **section** of the
page ``limits`` that explains L4, with the page and section title as link text. That section is
the one holding the page's first ``{rule}`L4``` below a second-level heading (a mention in a
page's introduction only announces what comes). When the page has no such reference — the
rule is not explained there, or the ID is unknown — the build warns, so the strict build fails.

How: after a page is read, every ``{rule}`` node is looked up in its doctree and the innermost
section around it is remembered (``env.holdem_rule_sections``). When pages are written, every
``{ruleexplained}`` node becomes a link to the remembered section.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging
from sphinx.util.docutils import SphinxRole

from holdem.rule_ids import SHAPE, anchor

logger = logging.getLogger(__name__)

# Written like a rule ID of RULES.md (G3, R12, L4, C10); an unknown one is left to Sphinx, whose
# "undefined label" warning fails the strict build.
RULE_ID = re.compile(rf"^{SHAPE.pattern}$")
EXPLAINED = re.compile(rf"^\s*({SHAPE.pattern})\s*<\s*([^<>\s]+)\s*>\s*$")


def rule_target(rule_id: str) -> str:
    """The label of a rule in the rule index; Sphinx stores labels in lower case."""
    return anchor(rule_id)


class rule_explained(nodes.Inline, nodes.Element):  # noqa: N801 - docutils names nodes in lower case
    """Placeholder for a link to the section that explains a rule; replaced when writing."""


class RuleRole(SphinxRole):
    """``{rule}`L4``` -> a link with the text "L4" to the label ``regel-l4``."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        rule_id = self.text.strip()
        if not RULE_ID.match(rule_id):
            message = self.inliner.reporter.error(
                f"{{rule}} erwartet eine Regel-ID wie 'L4' oder 'R12', erhalten: {self.text!r}.",
                line=self.lineno,
            )
            problem = self.inliner.problematic(self.rawtext, self.rawtext, message)
            return [problem], [message]
        ref = addnodes.pending_xref(
            self.rawtext,
            refdomain="std",
            reftype="ref",
            reftarget=rule_target(rule_id),
            refexplicit=True,
            refwarn=True,
            refdoc=self.env.docname,
        )
        ref += nodes.inline(rule_id, rule_id, classes=["xref", "std", "std-ref"])
        # The resolved link replaces the pending_xref; the wrapper keeps a class for styling/tests
        # and the rule ID, so that the section around it can be found after reading.
        wrapper = nodes.inline(classes=["holdem-rule"], rule_id=rule_id)
        wrapper += ref
        return [wrapper], []


class RuleExplainedRole(SphinxRole):
    """``{ruleexplained}`L4 <limits>``` -> a link to the section of ``limits`` that explains L4."""

    def run(self) -> tuple[list[nodes.Node], list[nodes.system_message]]:
        match = EXPLAINED.match(self.text)
        if not match:
            message = self.inliner.reporter.error(
                "{ruleexplained} erwartet eine Regel-ID und eine Seite wie 'L4 <limits>', erhalten: "
                f"{self.text!r}.", line=self.lineno)
            problem = self.inliner.problematic(self.rawtext, self.rawtext, message)
            return [problem], [message]
        rule_id, page = match.groups()
        target = page.removesuffix(".md").removesuffix(".ipynb")
        # Page names are relative to the folder of the page that uses the role, as with {doc}.
        folder = self.env.docname.rpartition("/")[0]
        docname = f"{folder}/{target}" if folder and not target.startswith("/") else target.lstrip("/")
        node = rule_explained(self.rawtext, rule_id=rule_id, target_doc=docname, classes=["holdem-rule-explained"])
        node.source, node.line = self.get_source_info()
        return [node], []


def _envdata(env: BuildEnvironment) -> dict[str, dict[str, tuple[str, str]]]:
    """docname -> rule ID -> (section id, section title) of the rule's explaining section."""
    if not hasattr(env, "holdem_rule_sections"):
        env.holdem_rule_sections = {}
    return env.holdem_rule_sections


def _depth(section: nodes.section) -> int:
    depth = 0
    node: nodes.Node | None = section
    while node is not None:
        if isinstance(node, nodes.section):
            depth += 1
        node = node.parent
    return depth


def remember_sections(app: Sphinx, doctree: nodes.document) -> None:
    """After reading a page: for each rule, the first section below the page title that holds
    a ``{rule}`` reference to it."""
    found: dict[str, tuple[str, str]] = {}
    for node in doctree.findall(nodes.inline):
        rule_id = node.get("rule_id")
        if not rule_id or rule_id in found:
            continue
        section = node.parent
        while section is not None and not isinstance(section, nodes.section):
            section = section.parent
        if section is None or _depth(section) < 2 or not section["ids"]:
            continue
        title = section.next_node(nodes.title)
        found[rule_id] = (section["ids"][0], title.astext() if title else "")
    _envdata(app.env)[app.env.docname] = found


def purge_doc(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    _envdata(env).pop(docname, None)


def merge_info(app: Sphinx, env: BuildEnvironment, docnames: set[str], other: BuildEnvironment) -> None:
    _envdata(env).update({d: v for d, v in _envdata(other).items() if d in docnames})


def resolve_explained(app: Sphinx, doctree: nodes.document, fromdocname: str) -> None:
    """When writing: each ``{ruleexplained}`` becomes a link to its section, or a warning."""
    sections = _envdata(app.env)
    for node in list(doctree.findall(rule_explained)):
        rule_id, target = node["rule_id"], node["target_doc"]
        place = sections.get(target, {}).get(rule_id)
        if target not in app.env.all_docs:
            logger.warning(f"{{ruleexplained}}: die Seite {target!r} gibt es nicht (Regel {rule_id}).",
                           location=node)
        elif place is None:
            logger.warning(f"{{ruleexplained}}: die Seite {target!r} erklärt {rule_id} in keinem Abschnitt "
                           f"(kein {{rule}}`{rule_id}` unter einer Überschrift zweiter Ebene).", location=node)
        if target not in app.env.all_docs or place is None:
            node.replace_self(nodes.inline(rule_id, rule_id))
            continue
        section_id, section_title = place
        page_title = app.env.titles[target].astext() if target in app.env.titles else target
        ref = nodes.reference("", "", internal=True, classes=["holdem-rule-explained"])
        try:
            ref["refuri"] = app.builder.get_relative_uri(fromdocname, target) + "#" + section_id
        except Exception:  # builders without pages (e.g. linkcheck): the anchor alone
            ref["refuri"] = "#" + section_id
        ref["reftitle"] = f"{page_title}: {section_title}"
        ref += nodes.inline("", page_title, classes=["holdem-rule-page"])
        ref += nodes.Text(" › ")
        ref += nodes.inline("", section_title, classes=["holdem-rule-section"])
        node.replace_self(ref)


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_node(rule_explained)
    app.add_role("rule", RuleRole())
    app.add_role("ruleexplained", RuleExplainedRole())
    app.connect("doctree-read", remember_sections)
    app.connect("env-purge-doc", purge_doc)
    app.connect("env-merge-info", merge_info)
    app.connect("doctree-resolved", resolve_explained)
    return {"version": "1.1", "env_version": 2, "parallel_read_safe": True, "parallel_write_safe": True}
