"""Entry point for ``python -m mahjong_gui``."""

from __future__ import annotations

import sys

from mahjong_gui.cli import main

if __name__ == "__main__":
    sys.exit(main())
