"""The shape of the package `holdem/`, read from its source with `ast`: no import circle, no
private name imported from another module, no module much over 600 lines.

Imports inside ``if TYPE_CHECKING:`` are for type checkers only and never run, so they do not
count. Importing ``holdem.a.b`` runs the package ``holdem.a`` first; that implied import is not
an edge of its own (a package's ``__init__`` that gathers the names of its modules would
otherwise always be in a circle with them).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "holdem"
MAX_LINES = 600


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def is_package(name: str) -> bool:
    return MODULES[name].name == "__init__.py"


def _type_checking_block(node: ast.AST) -> bool:
    test = getattr(node, "test", None)
    return isinstance(node, ast.If) and (
        (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING")
        or (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"))


def _runtime_nodes(tree: ast.AST):
    """Every node that runs, without the bodies of ``if TYPE_CHECKING:``."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if _type_checking_block(child):
                stack.extend(getattr(child, "orelse", []))
            else:
                stack.append(child)


def _absolute(importer: str, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    base = importer.split(".")
    if not is_package(importer):
        base = base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(name: str) -> list[tuple[str, str | None]]:
    """(imported module, imported name or None) for every runtime import of ``name`` from holdem."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    found: list[tuple[str, str | None]] = []
    for node in _runtime_nodes(tree):
        if isinstance(node, ast.Import):
            found += [(alias.name, None) for alias in node.names if alias.name in MODULES]
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(name, node)
            if source not in MODULES:
                continue
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                found.append((sub, None) if sub in MODULES else (source, alias.name))
    return found


def import_graph() -> dict[str, set[str]]:
    return {name: {target for target, _ in imports_of(name) if target != name} for name in MODULES}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_checker_finds_a_circle() -> None:
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_the_checker_reads_the_package() -> None:
    graph = import_graph()
    assert "holdem.hand.state" in graph and "holdem.betting" in graph["holdem.hand.state"]
    assert "holdem.table.plan" in graph["holdem.table.table"]


def test_no_import_circle_in_holdem() -> None:
    assert circles(import_graph()) == []


def test_no_private_name_is_imported_across_modules() -> None:
    crossing = [f"{name} importiert {source}.{imported}" for name in MODULES
                for source, imported in imports_of(name)
                if imported and imported.startswith("_") and not imported.startswith("__")]
    assert crossing == []


def test_no_private_name_of_another_module_is_used() -> None:
    """``module._name`` on an imported holdem module reaches into its privates as well."""
    found = []
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = {}
        for node in _runtime_nodes(tree):
            if isinstance(node, ast.Import):
                modules.update({(a.asname or a.name): a.name for a in node.names if a.name in MODULES})
            elif isinstance(node, ast.ImportFrom):
                source = _absolute(name, node)
                modules.update({(a.asname or a.name): f"{source}.{a.name}" for a in node.names
                                if f"{source}.{a.name}" in MODULES})
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in modules
                    and node.attr.startswith("_") and not node.attr.startswith("__")):
                found.append(f"{name}: {node.value.id}.{node.attr}")
    assert found == []


@pytest.mark.parametrize("name", sorted(MODULES))
def test_no_module_over_600_lines(name: str) -> None:
    lines = len(MODULES[name].read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{name}: {lines} Zeilen"
