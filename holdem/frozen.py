"""Fast construction of the engine's small frozen value classes (:func:`fast_init`).

A frozen dataclass sets every field in its generated ``__init__`` through
``object.__setattr__``, which is several times slower than setting a slot through its own
descriptor (or an entry of the instance's dict). The engine makes such values at every
decision (legal actions, raise options, the raises of a round, decks, pots), so their
``__init__`` is written anew, with the same parameters, defaults and ``__post_init__``, filling
the slots (or the dict) directly. The class stays frozen: assigning to a field afterwards still
raises ``FrozenInstanceError``.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any, TypeVar

__all__ = ["fast_init"]

T = TypeVar("T")


def fast_init(cls: type[T]) -> type[T]:
    """Give the frozen dataclass ``cls`` an ``__init__`` that fills its fields directly.

    Use it on top of ``@dataclass(frozen=True, ...)``; fields with a default factory or
    ``init=False`` are not supported (a TypeError says so)."""
    slots = vars(cls)
    scope: dict[str, Any] = {}
    positional: list[str] = []
    keyword: list[str] = []
    slotted = "__slots__" in slots
    body: list[str] = [] if slotted else ["    found = self.__dict__"]
    for k, found in enumerate(fields(cls)):  # type: ignore[arg-type]
        if not found.init or found.default_factory is not MISSING:
            raise TypeError(f"fast_init: field {found.name} of {cls.__name__} needs the generated __init__")
        parameter = found.name
        if found.default is not MISSING:
            scope[f"default{k}"] = found.default
            parameter += f"=default{k}"
        (keyword if found.kw_only else positional).append(parameter)
        if slotted:
            scope[f"set{k}"] = slots[found.name].__set__
            body.append(f"    set{k}(self, {found.name})")
        else:  # without slots the fields live in the instance's dict
            body.append(f"    found[{found.name!r}] = {found.name}")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    parameters = ", ".join(["self", *positional, *(["*", *keyword] if keyword else [])])
    source = f"def __init__({parameters}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(source, scope)  # noqa: S102 - code written from the field names only
    init = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(cls.__init__.__annotations__)
    setattr(cls, "__init__", init)  # noqa: B010 - the method is replaced on purpose
    return cls
