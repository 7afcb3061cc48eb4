"""``python -m holdem``: the command line (see :mod:`holdem.cli`)."""

import sys

from holdem.cli import main

sys.exit(main())
