"""Command line: no arguments opens the GUI; subcommands run the engine headless."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def gui_main(argv: Sequence[str] | None = None) -> int:
    """Start the desktop app (imports Qt only here, so headless commands stay light)."""
    from mahjong_gui.ui.app import run

    return run(list(sys.argv if argv is None else argv))


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0].startswith(("-qt", "--lang")):
        return gui_main([sys.argv[0], *args])
    from mahjong_gui import commands

    return commands.dispatch(args)
