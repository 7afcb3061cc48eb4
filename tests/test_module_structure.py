"""The shape of the package `holdem/`, read from its source with `ast`: no import circle, no
private name imported from another module, no module much over 600 lines.

Imports inside ``if TYPE_CHECKING:`` are for type checkers only and never run, so they do not
count. Importing ``holdem.a.b`` runs the package ``holdem.a`` first; that implied import is not
an edge of its own (a package's ``__init__`` that gathers the names of its modules would
otherwise always be in a circle with them).
"""

from __future__ import annotations

import ast
import re
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


# --------------------------------------------------------------------------- type-only imports

def all_imports_of(name: str) -> set[str]:
    """The holdem modules ``name`` imports, those for type checkers (``if TYPE_CHECKING:``) too."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name in MODULES}
        elif isinstance(node, ast.ImportFrom):
            source = _absolute(name, node)
            if source in MODULES:
                found |= {f"{source}.{a.name}" if f"{source}.{a.name}" in MODULES else source for a in node.names}
    return found - {name}


def test_no_import_circle_even_through_type_only_imports() -> None:
    """A name imported only for the type checker still ties two modules: a reader of either has to
    read the other. The working copy of a hand step (holdem.hand.work) reads the frozen state's
    fields through a protocol (holdem.hand.setup.HandFields), not by importing the state."""
    assert circles({name: all_imports_of(name) for name in MODULES}) == []


# The teaching data (holdem.teach) sits below what shows it: the widgets, the Werkstatt, the command
# line and the servers import teach/, never the other way round (a picture is drawn up there).
ABOVE_TEACH = ("holdem.widgets", "holdem.web", "holdem.cli", "holdem.server", "holdem.worksheet")


def _within(name: str, packages: tuple[str, ...]) -> bool:
    return any(name == p or name.startswith(f"{p}.") for p in packages)


def test_teach_imports_nothing_that_shows_it() -> None:
    """No import runs back up from holdem.teach to the widgets (or another layer that shows it)."""
    graph = {name: all_imports_of(name) for name in MODULES}
    up = sorted(f"{a} -> {b}" for a, targets in graph.items() if _within(a, ("holdem.teach",))
                for b in targets if _within(b, ABOVE_TEACH))
    assert up == []
    assert _within("holdem.widgets.static", ABOVE_TEACH) and not _within("holdem.widgetsx", ABOVE_TEACH)


# The Werkstatt's request door (holdem.web: JSON in, JSON out) sits on top of what it serves: the
# drills, the exam, the worksheets, the quiz and the engine never import it; only the layers that
# show things (widgets, command line, servers) may link to it.
WEB_DOOR = ("holdem.web",)
ABOVE_WEB = ("holdem.web", "holdem.widgets", "holdem.cli", "holdem.server", "holdem.__main__")


def imports_up_to_the_web_door(graph: dict[str, set[str]]) -> list[str]:
    return sorted(f"{a} -> {b}" for a, targets in graph.items() if not _within(a, ABOVE_WEB)
                  for b in targets if _within(b, WEB_DOOR))


def test_nothing_below_the_web_door_imports_it() -> None:
    """No import (a lazy one in a function or a type-only one included) runs from holdem.drills,
    holdem.exam, holdem.worksheet, holdem.quiz or the engine up to holdem.web."""
    graph = {name: all_imports_of(name) for name in MODULES}
    assert imports_up_to_the_web_door(graph) == []
    assert {"holdem.drills", "holdem.exam.pool", "holdem.worksheet.options"} <= set(graph)
    # the check sees an arrow up, and lets the widgets link down to the door
    assert imports_up_to_the_web_door({"holdem.drills.pots": {"holdem.web.form_fields"}}) == [
        "holdem.drills.pots -> holdem.web.form_fields"]
    assert imports_up_to_the_web_door({"holdem.widgets.equity": {"holdem.web.links"}}) == []


# --------------------------------------------------------------------------- every sentence in the narrator

# Where German text for readers is written: the narrator, and the layers that show it (the book's
# teaching text, the widgets, the Werkstatt's answers, the command line) and the pictures' alt
# texts (holdem.draw). The rule logic hands them data.
SPEAKERS = ("holdem.narration", "holdem.teach", "holdem.widgets", "holdem.web", "holdem.cli", "holdem.draw")


def _speaks(name: str) -> bool:
    return any(name == s or name.startswith(s + ".") for s in SPEAKERS)


def _narration_names(name: str, tree: ast.AST) -> set[str]:
    return {alias.asname or alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
            and _absolute(name, node).startswith("holdem.narration") for alias in node.names}


def _is_text(node: ast.AST) -> bool:
    """An f-string, or a string with a space or a letter beyond ASCII: words for a reader (a key
    such as ``"main_pot_first"`` is data)."""
    return isinstance(node, ast.JoinedStr) or (
        isinstance(node, ast.Constant) and isinstance(node.value, str)
        and (" " in node.value or not node.value.isascii()))


def _hands_over(function: ast.FunctionDef, narrators: set[str]) -> bool:
    """After its docstring the function only names values (assignments) and returns what a
    narrator's function writes from them, with no text of its own anywhere."""
    body = function.body[1:] if ast.get_docstring(function) is not None else function.body
    if not body or not all(isinstance(statement, ast.Assign) for statement in body[:-1]):
        return False
    last = body[-1]
    if not (isinstance(last, ast.Return) and isinstance(last.value, ast.Call)
            and isinstance(last.value.func, ast.Name) and last.value.func.id in narrators):
        return False
    return not any(_is_text(node) for statement in body for node in ast.walk(statement))


def describers_outside_the_narrator() -> list[str]:
    """Every ``describe``/``describe_*`` of the rule logic that writes its own sentence instead of
    handing its data to :mod:`holdem.narration`."""
    found = []
    for name, path in MODULES.items():
        if _speaks(name):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        narrators = _narration_names(name, tree)
        found += [f"{name}.{node.name} (Zeile {node.lineno})" for node in ast.walk(tree)
                  if isinstance(node, ast.FunctionDef) and node.name.startswith("describe")
                  and not _hands_over(node, narrators)]
    return found


def test_the_rule_logic_hands_its_data_to_the_narrator() -> None:
    """N7: a ``describe()`` of the rule logic (positions, dealing, rules, odds, blinds, chips, the
    table) only hands its data to a function of holdem.narration, which writes the sentence."""
    assert describers_outside_the_narrator() == []


def test_the_describer_check_sees_a_sentence() -> None:
    own = ast.parse('def describe(self):\n    """Doc."""\n    return f"Pot {self.pot}"\n').body[0]
    handed = ast.parse('def describe(self):\n    """Doc."""\n    return pot_text(self.pot)\n').body[0]
    mixed = ast.parse('def describe(self):\n    return pot_text(self.pot) + " (P1)"\n').body[0]
    assert isinstance(own, ast.FunctionDef) and isinstance(handed, ast.FunctionDef) and isinstance(mixed, ast.FunctionDef)
    assert not _hands_over(own, {"pot_text"}) and _hands_over(handed, {"pot_text"})
    assert not _hands_over(mixed, {"pot_text"}) and not _hands_over(handed, {"other_text"})


# One way to name a player: holdem.german.player_name. "Spieler {i + 1}" spelled out elsewhere is a
# second way (and a 0-based seat one slip away). The files listed still spell it out; the list
# only shrinks (a listed file that no longer does fails the test, so it is taken off).
_PLAYER_PLUS_ONE = re.compile(r"Spieler \{[^}]*\+ ?1\}")  # "Spieler {i + 1}" anywhere in a line
_PLAYER_FSTRING = re.compile(r"""\bf["']Spieler \{""")  # f"Spieler {n}"
SPELLED_OUT_YET: set[str] = set()


def _spells_out_a_player(text: str) -> bool:
    return bool(_PLAYER_PLUS_ONE.search(text) or _PLAYER_FSTRING.search(text))


def test_players_are_named_one_way() -> None:
    """N7: no ``f"Spieler {…}"`` and no ``Spieler {i + 1}`` outside holdem.german."""
    found = {str(path.relative_to(ROOT)) for path in sorted(PACKAGE.rglob("*.py"))
             if path.name != "german.py" and _spells_out_a_player(path.read_text(encoding="utf-8"))}
    assert found <= SPELLED_OUT_YET, sorted(found - SPELLED_OUT_YET)
    done = {f for f in SPELLED_OUT_YET if (ROOT / f).exists()} - found
    assert not done, f"nennt Spieler jetzt über player_name (aus der Liste nehmen): {sorted(done)}"


def test_the_player_check_sees_both_spellings() -> None:
    assert _spells_out_a_player('x = f"Spieler {i + 1}"') and _spells_out_a_player('f"Der Stack von Spieler {p + 1}"')
    assert _spells_out_a_player("f'Spieler {n}: {text}'")
    assert _spells_out_a_player("""f'<span class="box"></span>Spieler {i + 1}</span>'""")
    assert not _spells_out_a_player('f"Der Stack von {player_name(p)}"')
    assert not _spells_out_a_player('f"Der Spieler {amount_excerpt(x)} ist keine Spielernummer"')


def test_every_exception_class_is_defined_in_errors() -> None:
    """Every exception of the package is a class in holdem/errors.py: no ``class X(…Error)`` or
    ``class X(Exception)`` anywhere else (a module may import one under another name)."""
    def exception_classes(source: str) -> list[str]:
        found = []
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef):
                bases = [ast.unparse(base).rsplit(".", 1)[-1] for base in node.bases]
                if any(base.endswith(("Error", "Exception")) for base in bases):
                    found.append(node.name)
        return found

    outside = {str(path.relative_to(ROOT)): names for path in sorted(PACKAGE.rglob("*.py"))
               if path.name != "errors.py"
               and (names := exception_classes(path.read_text(encoding="utf-8")))}
    assert outside == {}
    # the check sees both spellings, and the classes of errors.py
    assert exception_classes("class A(HoldemError):\n    pass\nclass _B(Exception): ...") == ["A", "_B"]
    assert exception_classes("class C(errors.PotError): ...\nclass D(Enum): ...") == ["C"]
    assert "InputError" in exception_classes((PACKAGE / "errors.py").read_text(encoding="utf-8"))
