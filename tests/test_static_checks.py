"""Lint and type checks in CI, read from the configuration: the README's test command runs
``ruff`` and ``mypy`` before the tests, the versions are pinned, the core is checked strictly and
no module has its type errors ignored (the former baseline is empty). The chapters' exercises stay
sphinx-exercise directives: no hand-folded solution comes back."""

from __future__ import annotations

import json
import re
import tomllib
from fnmatch import fnmatchcase
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
MYPY = CONFIG["tool"]["mypy"]

# The core of issue 15: engine, checks, texts, equity and the browser tools.
CORE = [
    "cards", "ranking", "pots", "rake", "rules", "betting", "hand", "table", "phh", "phh_steps",
    "phh_write", "replay", "positions", "blinds", "dealing", "events", "errors", "german", "checks",
    "rule_ids", "amounts", "showdown", "chips", "counting", "equity", "equity_python", "_tables",
    "_cache", "text_html", "web",
]
STRICT_FLAGS = ["disallow_untyped_defs", "disallow_incomplete_defs", "check_untyped_defs",
                "disallow_untyped_calls", "disallow_any_generics", "warn_return_any",
                "no_implicit_reexport", "strict_equality", "warn_unused_ignores"]


def module_names() -> list[str]:
    names = []
    for path in sorted((ROOT / "holdem").rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names.append(".".join(parts))
    return names


def in_core(module: str) -> bool:
    parts = module.split(".")
    return len(parts) > 1 and parts[1] in CORE


def overrides_with(flag: str) -> list[str]:
    return [pattern for section in MYPY.get("overrides", []) if section.get(flag)
            for pattern in section["module"]]


def matches(module: str, patterns: list[str]) -> bool:
    # mypy's patterns: "a.b" is that module, "a.b.*" also every module below it.
    return any(module == p or (p.endswith(".*") and (module == p[:-2] or fnmatchcase(module, p)))
               for p in patterns)


def readme_test_command() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return readme.split("<!-- test-command -->", 1)[1].split("```bash", 1)[1].split("```", 1)[0]


def test_readme_test_command_runs_lint_and_types_before_the_tests() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    command = readme_test_command()
    assert "ruff check . && mypy && " in command and command.index("mypy") < command.index("python -m pytest")
    build = readme.split("<!-- build-command -->", 1)[1].split("```bash", 1)[1].split("```", 1)[0]
    assert "ruff" not in build and "mypy" not in build  # the build line stays as it was


def test_readme_test_command_lints_and_unit_tests_the_javascript() -> None:
    command = readme_test_command()
    assert "npx eslint ." in command and "node --test tests/js/" in command
    # after npm ci has installed ESLint, before the Python tests
    assert command.index("npm ci") < command.index("npx eslint .") < command.index("python -m pytest")
    assert command.index("npm ci") < command.index("node --test tests/js/") < command.index("python -m pytest")
    assert sorted(p.name for p in (ROOT / "tests" / "js").glob("*.test.mjs")), "tests/js has no *.test.mjs"


def test_eslint_is_configured_and_pinned() -> None:
    config = (ROOT / "eslint.config.mjs").read_text(encoding="utf-8")
    assert '"@eslint/js"' in config and "js.configs.recommended" in config
    assert "node_modules" in config and "_build" in config
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))["packages"]
    for name in ["eslint", "@eslint/js", "globals"]:
        pinned = package["devDependencies"][name]
        assert re.fullmatch(r"\d+\.\d+\.\d+", pinned), (name, pinned)
        assert lock[f"node_modules/{name}"]["version"] == pinned, name
        assert lock[""]["devDependencies"][name] == pinned, name
    assert package["devDependencies"]["eslint"].startswith("9.")


@pytest.mark.parametrize("tool", ["ruff", "mypy"])
def test_checker_versions_are_pinned(tool: str) -> None:
    requirements = (ROOT / "requirements.txt").read_text(encoding="utf-8")
    assert re.search(rf"^{tool}==\d+\.\d+\.\d+$", requirements, re.MULTILINE), tool


def test_ruff_selects_its_rules_explicitly() -> None:
    lint = CONFIG["tool"]["ruff"]["lint"]
    assert lint["select"] == ["E4", "E7", "E9", "F", "W", "I", "UP", "B"]
    assert {"node_modules", "_build"} <= set(CONFIG["tool"]["ruff"]["extend-exclude"])


def test_mypy_checks_the_package_by_default() -> None:
    assert MYPY["files"] == ["holdem"]
    assert MYPY["python_version"] == "3.11"


@pytest.mark.parametrize("flag", STRICT_FLAGS)
def test_every_core_module_is_checked_strictly(flag: str) -> None:
    strict = overrides_with(flag)
    core = [m for m in module_names() if in_core(m)]
    assert len(core) > len(CORE)  # the packages hand/, table/ and web/ hold several modules
    assert [m for m in core if not matches(m, strict)] == []


def test_no_module_has_its_type_errors_ignored() -> None:
    # The baseline of modules with known errors shrank to nothing; it must not grow back.
    assert overrides_with("ignore_errors") == []


# ------------------------------------------------------------------ exercises (sphinx-exercise)

EXERCISE = re.compile(r"^```\{exercise\}[^\n]*\n:label: (\S+)\n", re.M)
SOLUTION = re.compile(r"^```\{solution\} (\S+)\n((?::[\w-]+:[^\n]*\n)*)", re.M)


def book_markdown() -> dict[str, str]:
    """The Markdown of every page source: a notebook's markdown cells, a .md page whole."""
    texts = {}
    for path in sorted((ROOT / "book").glob("*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        texts[path.name] = "\n\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    for path in sorted((ROOT / "book").glob("*.md")):
        texts[path.name] = path.read_text(encoding="utf-8")
    return texts


def test_sphinx_exercise_is_an_extension_of_the_book() -> None:
    config = (ROOT / "_config.yml").read_text(encoding="utf-8")
    assert re.search(r"^ +- sphinx_exercise$", config, re.M)
    assert re.search(r"^sphinx-exercise==\d+\.\d+\.\d+", (ROOT / "requirements.txt").read_text(encoding="utf-8"), re.M)


def test_no_solution_is_folded_by_hand() -> None:
    folded = [name for name, text in book_markdown().items()
              if re.search(r"\{admonition\}\s*Lösung", text) or re.search(r"\*\*Übung \d+\.\*\*", text)]
    assert folded == []


def test_every_exercise_has_a_folded_solution_after_it() -> None:
    total = 0
    for name, text in book_markdown().items():
        stem = name.rsplit(".", 1)[0]
        labels = EXERCISE.findall(text)
        # numbered per chapter, as the titles show them ("Übung 1"); the label says which
        assert labels == [f"ex-{stem}-{n}" for n in range(1, len(labels) + 1)], name
        solutions = SOLUTION.findall(text)
        assert [target for target, _ in solutions] == labels, name
        assert all(":class: dropdown" in options for _, options in solutions), name
        for label in labels:
            assert text.index(f"```{{solution}} {label}\n") > text.index(f":label: {label}\n"), label
        total += len(labels)
    assert total >= 60


# ----------------------------------------------------------------- public hooks only (issue 27)

EXTENSIONS = sorted((ROOT / "book" / "_ext").rglob("*.py"))
FETCH_REPLACED = re.compile(r"\b(?:window|self|globalThis)\.fetch\s*=\s*(?:function\b|\()")


def project_javascript() -> dict[str, str]:
    """The project's own JavaScript (what ESLint checks), path -> text."""
    skip = ("node_modules", "_build", "labextensions", ".ipynb_checkpoints")
    files = [p for suffix in ("*.js", "*.mjs") for p in ROOT.rglob(suffix)
             if not any(part in skip for part in p.relative_to(ROOT).parts)]
    return {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in sorted(files)}


def test_search_uses_no_private_function_of_sphinx() -> None:
    """Ranking through html_search_scorer, synonyms through the book's search language: nothing
    replaces Sphinx's Search functions or rewrites the index Sphinx wrote."""
    scripts = project_javascript()
    assert [name for name, text in scripts.items() if "_performSearch" in text] == []
    replaced = re.compile(r"\bSearch\.\w+\s*=(?!=)|\.(?:htmlToText|makeSearchSummary|performTermsSearch"
                          r"|performObjectSearch|_parseQuery|setIndex)\s*=(?!=)")
    assert [name for name, text in scripts.items() if replaced.search(text)] == []
    assert [p.name for p in EXTENSIONS if "searchindex" in p.read_text(encoding="utf-8")] == []


def test_book_extensions_change_no_built_page_and_no_visitor_of_others() -> None:
    """Labels and pictures come from the book's own nodes, transforms, templates and catalogue:
    no extension goes over the built HTML pages, overrides another's node visitor or edits
    myst-nb's page metadata."""
    found = []
    for path in EXTENSIONS:
        text = path.read_text(encoding="utf-8")
        if re.search(r"glob\(\s*[\"'][^\"']*\.html[\"']", text) or "override=True" in text or "nb_metadata" in text:
            found.append(path.name)
    assert found == []


def test_site_script_replaces_no_fetch() -> None:
    """The snippets of the search come from the prepared texts, not from a replaced fetch: outside
    the Werkstatt's engine loader no script replaces fetch."""
    outside = {name: len(FETCH_REPLACED.findall(text)) for name, text in project_javascript().items()
               if not name.startswith("book/_ext/werkstatt/")}
    assert {name: n for name, n in outside.items() if n} == {}


def test_fetch_is_replaced_at_most_once_in_the_project() -> None:
    assert sum(len(FETCH_REPLACED.findall(text)) for text in project_javascript().values()) <= 1
