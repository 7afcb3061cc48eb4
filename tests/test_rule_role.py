"""The {rule} and {ruleexplained} roles of book/_ext/rule_role.py, in a small Sphinx project:
the rule index links to the SECTION that explains a rule (not the page's top), and the strict
build fails for an unknown rule ID or a page that does not explain the rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

EXT = Path(__file__).resolve().parent.parent / "book" / "_ext"

CONF = f"""
import sys
sys.path.insert(0, {str(EXT)!r})
extensions = ["myst_parser", "rule_role"]
language = "de"
html_theme = "basic"
suppress_warnings = ["myst.domains"]
"""

INDEX = """# Buch

```{toctree}
limits
regeln
```
"""

LIMITS = """# Limits

Dieses Kapitel erklärt {rule}`L4` und {rule}`L8`.

## Fixed Limit

Einsätze haben eine feste Größe.

## Die Obergrenze: Cap

Ein Einsatz und drei Erhöhungen ({rule}`L4`).

## Ein zu kleines All-in

Es öffnet die Runde nicht wieder ({rule}`L8`). Noch einmal {rule}`L4`.
"""


def regeln(entries: str) -> str:
    return f"""# Regelverzeichnis

(regel-L4)=
**L4** – Cap.

(regel-L8)=
**L8** – Kurzes All-in.

{entries}
"""


def build(tmp_path: Path, entries: str, limits: str = LIMITS) -> tuple[int, str, Path]:
    # Sphinx loads when a test builds, not when the suite is collected.
    from sphinx.cmd.build import build_main

    src = tmp_path / "src"
    src.mkdir()
    (src / "conf.py").write_text(CONF, encoding="utf-8")
    (src / "index.md").write_text(INDEX, encoding="utf-8")
    (src / "limits.md").write_text(limits, encoding="utf-8")
    (src / "regeln.md").write_text(regeln(entries), encoding="utf-8")
    out = tmp_path / "html"
    warnings = tmp_path / "warnings.txt"
    code = build_main(["-b", "html", "-W", "-q", "-E", "-w", str(warnings), str(src), str(out)])
    return code, warnings.read_text(encoding="utf-8") if warnings.exists() else "", out


@pytest.mark.rule("L4")
def test_index_entry_links_to_the_section_not_the_page_top(tmp_path: Path) -> None:
    code, warnings, out = build(tmp_path, "→ erklärt in {ruleexplained}`L4 <limits>`\n\n"
                                          "→ erklärt in {ruleexplained}`L8 <limits>`")
    assert code == 0, warnings
    html = (out / "regeln.html").read_text(encoding="utf-8")
    links = re.findall(r'<a class="[^"]*holdem-rule-explained[^"]*" href="([^"]+)"[^>]*>(.*?)</a>', html, re.S)
    hrefs = [href for href, _ in links]
    # The first {rule}`L4` stands in the introduction; the link skips it and goes to the section.
    assert hrefs == ["limits.html#die-obergrenze-cap", "limits.html#ein-zu-kleines-all-in"]
    text = re.sub(r"<[^>]+>", "", links[0][1])
    assert text == "Limits › Die Obergrenze: Cap"
    limits_html = (out / "limits.html").read_text(encoding="utf-8")
    assert 'id="die-obergrenze-cap"' in limits_html and 'id="ein-zu-kleines-all-in"' in limits_html


def test_rule_role_still_links_to_the_index_entry(tmp_path: Path) -> None:
    code, warnings, out = build(tmp_path, "→ erklärt in {ruleexplained}`L4 <limits>`\n\n"
                                          "→ erklärt in {ruleexplained}`L8 <limits>`")
    assert code == 0, warnings
    html = (out / "limits.html").read_text(encoding="utf-8")
    assert 'href="regeln.html#regel-l4"' in html


@pytest.mark.parametrize("entries, limits, message", [
    pytest.param("{rule}`L9`", LIMITS, "regel-l9", id="unknown-rule-id"),
    pytest.param("{ruleexplained}`L4 <fehlt>`", LIMITS, "fehlt", id="unknown-page"),
    pytest.param("{ruleexplained}`L4 <limits>`", LIMITS.replace("({rule}`L4`)", "").replace("Noch einmal {rule}`L4`.", ""),
                 "erklärt L4 in keinem Abschnitt", id="only-in-the-introduction"),
    pytest.param("{ruleexplained}`L4 limits`", LIMITS, "ruleexplained", id="bad-syntax"),
])
def test_strict_build_fails(tmp_path: Path, entries: str, limits: str, message: str) -> None:
    code, warnings, _ = build(tmp_path, entries, limits)
    assert code != 0
    assert message in warnings
