"""The engine's source stays plain code: no ``exec`` or ``eval`` anywhere in ``holdem/`` (no
code written as text at run time), read from the source with ``ast`` so that comments and
strings do not count."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "holdem"
FORBIDDEN = {"exec", "eval"}


def _called_name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):  # builtins.exec(...)
        return func.attr
    return None


def forbidden_calls(source: str, filename: str = "<source>") -> list[tuple[int, str]]:
    """(line, name) of every call of exec or eval in ``source``."""
    return [(node.lineno, name) for node in ast.walk(ast.parse(source, filename))
            if isinstance(node, ast.Call) and (name := _called_name(node)) in FORBIDDEN]


def test_the_check_finds_exec_and_eval_but_not_words_in_strings() -> None:
    source = 'exec("x = 1")\nimport builtins\nbuiltins.eval("1")\ntext = "exec(" + "eval("  # exec(\n'
    assert forbidden_calls(source) == [(1, "exec"), (3, "eval")]


def test_no_exec_or_eval_in_the_package() -> None:
    found = [f"{path.relative_to(ROOT)}:{line}: {name}(...)"
             for path in sorted(PACKAGE.rglob("*.py"))
             for line, name in forbidden_calls(path.read_text(encoding="utf-8"), str(path))]
    assert found == [], "Code written as text at run time: " + "; ".join(found)
