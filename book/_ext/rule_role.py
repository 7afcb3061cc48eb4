"""The ``{rule}`` role: ``{rule}`L4``` links to the entry of rule L4 in the rule index.

The rule index (book/regelverzeichnis.md) puts a MyST target ``(regel-L4)=`` before each rule.
The role makes the same cross-reference as ``{ref}`L4 <regel-L4>```, so an unknown rule ID
gives Sphinx's "undefined label" warning and therefore fails the strict build.
"""

from __future__ import annotations

import re
from typing import Any

from docutils import nodes
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.util.docutils import SphinxRole

# A rule ID of RULES.md: one capital letter and a number, e.g. G3, R12, L4.
RULE_ID = re.compile(r"^[A-Z][0-9]{1,2}$")


def rule_target(rule_id: str) -> str:
    """The label of a rule in the rule index; Sphinx stores labels in lower case."""
    return f"regel-{rule_id.lower()}"


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
        # The resolved link replaces the pending_xref; the wrapper keeps a class for styling/tests.
        wrapper = nodes.inline(classes=["holdem-rule"])
        wrapper += ref
        return [wrapper], []


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_role("rule", RuleRole())
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
