"""The command line: the ``mahjong`` console script and ``python -m mahjong_gui``.

No arguments open the app's window (as the ``mahjong-gui`` launcher does); a subcommand runs
the engine headless:

- ``analyze HAND``: shanten, waits and ranked discards (``cli.analyze``)
- ``score --rules R HAND``: patterns, value and payments of one win, as the hand calculator
  scores it (``cli.score``)
- ``ledger FILE|-``: settle whole hands and sessions from events (``cli.ledger``)
- ``replay FILE [--check]``: replay a saved game, checking every move (``cli.replay``)
- ``simulate --rules R``: bots play each other; statistics and checks (``cli.simulate``)
- ``scorebook list|show|export|import``: the app's scorebook sessions (``cli.scorebook``)
- ``drill KIND --rules R --seed N``: one drill from a seed with its answer key (``cli.drill``)
- ``rules list|export|check``: the profiles and a club's rule set files (``cli.rules``)

Each command's module holds its parser, its JSON report and its text printer; ``cli.common``
the exit codes, errors and printing they share. ``--help`` (or ``-h``) lists the commands;
each command takes ``--help`` too.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable, Sequence
from types import ModuleType

from mahjong_gui import desktop
from mahjong_gui.cli.exit_codes import EXIT_BAD_INPUT, EXIT_OK

# The commands, in the order --help lists them. Each lives in ``mahjong_gui.cli.<name>`` with
# ``cmd_<name>``, ``SYNOPSIS`` and ``SUMMARY``; a module is imported only when its command
# runs (or --help lists them), so opening the window imports none of them.
COMMAND_NAMES = ("analyze", "score", "ledger", "replay", "simulate", "scorebook", "drill", "review",
                 "rules")


def _module(name: str) -> ModuleType:
    return importlib.import_module(f"mahjong_gui.cli.{name}")


def command(name: str) -> Callable[[Sequence[str]], int] | None:
    """The function that runs command ``name``, or None when there is no such command."""
    if name not in COMMAND_NAMES:
        return None
    run: Callable[[Sequence[str]], int] = getattr(_module(name), f"cmd_{name}")
    return run


def usage() -> str:
    """The top-level ``--help``: every command with one line."""
    from mahjong_gui.cli.common import program
    lines = [f"usage: {program()} [COMMAND ...]", "",
             "With no command the app's window opens. Commands:"]
    for m in map(_module, COMMAND_NAMES):  # a longer synopsis is followed by 3 spaces
        synopsis = m.SYNOPSIS if len(m.SYNOPSIS) <= 22 else m.SYNOPSIS + "  "
        lines.append(f"  {synopsis:<22} {m.SUMMARY}")
    lines.append("Each command takes --help.")
    return "\n".join(lines)


def dispatch(args: Sequence[str]) -> int:
    """Run one subcommand (``args[0]``) with the rest of the arguments; its exit code. The
    commands' shared helpers are imported here, not by the window's launcher."""
    from mahjong_gui.cli.common import fail, program
    from mahjong_gui.crashlog import log_exception, summary

    name, rest = args[0], args[1:]
    if name in ("-h", "--help", "help"):
        print(usage())
        return EXIT_OK
    run = command(name)
    if run is None:
        return fail("usage", f"unknown command '{name}' (try --help)", "--json" in rest)
    try:
        return run(rest)
    except SystemExit as exc:  # argparse --help
        return int(exc.code or 0)
    except KeyboardInterrupt:
        return fail("interrupted", "interrupted", "--json" in rest)
    except BrokenPipeError:
        return EXIT_OK  # the reader (e.g. head) stopped reading: nothing more to say
    except Exception as exc:  # the last resort: one line with a code, the traceback logged
        path = log_exception(exc, f"{program()} {name}")
        where = f"; the details were saved to {path}" if path is not None else ""
        return fail("internal", f"something unexpected went wrong ({summary(exc)}){where}",
                    "--json" in rest)


def gui_main(argv: Sequence[str] | None = None) -> int:
    """Start the desktop app (imports Qt only here, so headless commands stay light). First
    the checks that the window can open (``desktop.preflight``): a missing library or display
    is one clear line and exit code 2 instead of Qt's abort. ``--install-desktop-entry`` /
    ``--remove-desktop-entry`` (Linux) put the app in the desktop's menu or take it out."""
    args = list(sys.argv if argv is None else argv)
    if "--install-desktop-entry" in args[1:] or "--remove-desktop-entry" in args[1:]:
        return _desktop_entry("--install-desktop-entry" in args[1:])
    try:
        desktop.preflight()
    except desktop.StartError as err:
        print(err.message, file=sys.stderr)
        return EXIT_BAD_INPUT
    from mahjong_gui.ui.app import run

    return run(args)


def _desktop_entry(install: bool) -> int:
    try:
        paths = desktop.install_desktop_entry() if install else desktop.remove_desktop_entry()
    except desktop.DesktopEntryError as err:
        print(err.message, file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as err:
        print(f"mahjong-gui: cannot write the desktop entry: {err}", file=sys.stderr)
        return EXIT_BAD_INPUT
    verb = "wrote" if install else "removed"
    for p in paths:
        print(f"{verb} {p}")
    if not paths:
        print("no desktop entry to remove")
    return EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0].startswith(("-qt", "--lang", "--install-desktop-entry",
                                       "--remove-desktop-entry")):
        return gui_main([sys.argv[0], *args])
    try:
        code = dispatch(args)
        sys.stdout.flush()
    except BrokenPipeError:
        code = EXIT_OK
    if _pipe_closed():
        # The reader (e.g. ``head``) stopped reading: send what is left nowhere, so that
        # Python's flush at exit does not print a traceback (the recipe of Python's docs).
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return code


def _pipe_closed() -> bool:
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        return True
    except (OSError, ValueError):
        return False
    return False
