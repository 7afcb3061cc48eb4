"""The chapters' kernels under nbval draw a widget's pictures only when a page is shown.

nbval checks every stored text output; a widget's output (its pictures) is not compared
(``nbval-ignore-output``), and no front end shows a page during the run. So the kernels it starts
draw on demand (``HOLDEM_PICTURES``, see :func:`holdem.widgets.static.pictures_on_demand`)
instead of drawing every page of every stepper up front: that was a third of the notebooks' time.
The widget tests draw the pictures in-process and are not touched; ``tools/execute-notebooks``,
which stores the pictures for the static site, draws them all.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

PICTURES_ENV = "HOLDEM_PICTURES"  # holdem.widgets.static.PICTURES_ENV (not imported: no engine at collection)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Iterator[None]:
    """Start a notebook's kernel (nbval does so in its first cell's setup) with pictures on demand."""
    if item.path.suffix != ".ipynb" or PICTURES_ENV in os.environ:
        yield
        return
    os.environ[PICTURES_ENV] = "on-demand"  # the kernel inherits the environment when it starts
    try:
        yield
    finally:
        del os.environ[PICTURES_ENV]
