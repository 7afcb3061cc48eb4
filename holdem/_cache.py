"""Tables built once, then loaded: a cache directory for the evaluator's look-up tables.

Building the tables takes a noticeable part of a second (pure Python and numpy alike); a
command-line call should not pay that every time. The tables are written once to the user's
cache directory and loaded from there afterwards. A file's name carries a hash of the source
files that define its contents (and the Python version, for ``marshal``), so a changed
definition never loads a stale table: it is rebuilt, and files of other versions are removed once
they have not been used for a day (several checkouts may share one cache). Without a
writable cache directory everything still works: the tables are built in memory as before.

Directory: ``$HOLDEM_CACHE_DIR``, else ``$XDG_CACHE_HOME/holdem``, else ``~/.cache/holdem``.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any

# os.path rather than pathlib: this module is on the start-up path of every command.

FORMAT = 1  # raise when the layout of the cached data changes


def cache_dir() -> str:
    explicit = os.environ.get("HOLDEM_CACHE_DIR")
    if explicit:
        return explicit
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "holdem")


def _read(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


def source_hash(*files: str, extra: str = "", python: tuple[int, int] | None = None) -> str:
    """A short hash of the given source files, the cache format and ``extra``, for this Python
    (or for ``python``, a (major, minor) pair: the Werkstatt's build makes a cache for Pyodide's)."""
    version = tuple(python) if python is not None else tuple(sys.version_info[:2])
    digest = hashlib.sha256(f"{FORMAT}|{version}|{extra}".encode())
    for file in files:
        digest.update(_read(file))
    return digest.hexdigest()[:16]


def _write_atomic(path: str, data: bytes) -> None:
    import tempfile  # only when writing: a slow import for a rare step

    folder, name = os.path.split(path)
    os.makedirs(folder, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=folder, prefix=name, suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temp, path)  # readers see the old file or the whole new one, never a part
    except BaseException:
        try:
            os.unlink(temp)
        except OSError:
            pass
        raise


STALE_AFTER = 24 * 3600  # seconds: another version unused this long is deleted


def _remove_stale(directory: str, prefix: str, keep: str) -> None:
    """Delete this cache's files of other versions (``prefix-*`` except ``keep``) that were not
    used for a day. Versions in use stay: several checkouts of the project (a main copy and
    work trees) may share one cache, each loading its own version."""
    import time

    limit = time.time() - STALE_AFTER
    try:
        for name in os.listdir(directory):
            if not name.startswith(prefix + "-") or name == keep:
                continue
            old = os.path.join(directory, name)
            if os.path.getmtime(old) > limit:
                continue
            if os.path.isdir(old):
                for part in os.listdir(old):
                    os.unlink(os.path.join(old, part))
                os.rmdir(old)
            else:
                os.unlink(old)
    except OSError:
        pass  # another process may be cleaning up at the same time


def _touch(path: str) -> None:
    """Mark a version as used (its age decides when another checkout may delete it)."""
    try:
        os.utime(path)
    except OSError:
        pass


def cached_marshal(name: str, key: str, build: Callable[[], Any],
                   valid: Callable[[Any], bool]) -> Any:
    """``build()``'s value (plain ints, tuples, lists, dicts), stored with ``marshal`` under
    ``name-key``; loaded when present and ``valid``, else built and stored."""
    directory = cache_dir()
    path = os.path.join(directory, f"{name}-{key}.marshal")
    try:
        value = marshal.loads(_read(path))
        if valid(value):
            _touch(path)
            return value
    except (OSError, EOFError, ValueError, TypeError):
        pass
    value = build()
    try:
        _write_atomic(path, marshal.dumps(value))
        _remove_stale(directory, name, os.path.basename(path))
    except OSError:
        pass  # no writable cache: built in memory, as without a cache
    return value


def cached_arrays(name: str, key: str, build: Callable[[], dict[str, Any]],
                  expected: Sequence[str]) -> dict[str, Any]:
    """numpy arrays by name, stored as ``.npy`` files in ``name-key/`` and loaded memory-mapped
    (read-only; pages are read only when used)."""
    import numpy as np

    directory = cache_dir()
    folder = os.path.join(directory, f"{name}-{key}")
    try:
        arrays = {part: np.load(os.path.join(folder, f"{part}.npy"), mmap_mode="r",
                                allow_pickle=False) for part in expected}
        _touch(folder)
        return arrays
    except (OSError, ValueError):
        pass
    arrays = build()
    try:
        for part, array in arrays.items():
            buffer = _npy_bytes(np.ascontiguousarray(array))
            _write_atomic(os.path.join(folder, f"{part}.npy"), buffer)
        _remove_stale(directory, name, os.path.basename(folder))
    except OSError:
        pass
    return arrays


def _npy_bytes(array: Any) -> bytes:
    import io

    import numpy as np

    out = io.BytesIO()
    np.save(out, array, allow_pickle=False)
    return out.getvalue()
