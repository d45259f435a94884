"""What every subcommand shares: exit codes, the errors bad input raises, the argument parser
that reports instead of exiting, and the two ways an answer is printed (one JSON object, or
readable text).

Every command answers bad input with exit code 2 and one clear line (or, with ``--json``,
``{"error": {"code", "message"}}`` on stdout); a traceback is a bug.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from mahjong_gui.cli.exit_codes import EXIT_BAD_INPUT as EXIT_BAD_INPUT  # the commands import
from mahjong_gui.cli.exit_codes import EXIT_INVARIANT as EXIT_INVARIANT  # them from here
from mahjong_gui.cli.exit_codes import EXIT_NOT_WIN as EXIT_NOT_WIN
from mahjong_gui.cli.exit_codes import EXIT_OK as EXIT_OK
from mahjong_gui.engine import tiles
from mahjong_gui.engine.common import Payment
from mahjong_gui.engine.inputs import InputLimitError, load_json
from mahjong_gui.store.files import UserFileError, read_user_file

if TYPE_CHECKING:
    from mahjong_gui.engine.rules import AnyProfile


class UsageError(Exception):
    """Arguments argparse refused; reported like any other bad input."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InputError(Exception):
    """Bad input found past argparse, with the code the JSON error carries."""

    def __init__(self, code: str, message: str, field: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.field = field  # the field of a file at fault (a rule set's), else ""


def program() -> str:
    """How the user started us, for usage lines: the ``mahjong`` console script, or
    ``python -m mahjong_gui``."""
    return "mahjong" if Path(sys.argv[0]).stem == "mahjong" else "python -m mahjong_gui"


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors raise ``UsageError`` (``--help`` still exits 0)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def command_parser(command: str, description: str) -> Parser:
    return Parser(prog=f"{program()} {command}", description=description)


def fail(code: str, message: str, as_json: bool, field: str = "") -> int:
    if as_json:
        error = {"code": code, "message": message}
        if field:
            error["field"] = field
        print(json.dumps({"error": error}, ensure_ascii=False))
    else:
        print(f"error: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def answer(report: dict[str, Any], as_json: bool, show: Callable[[], object],
           code: int = EXIT_OK) -> int:
    """Print a command's answer: one JSON object, or its readable form."""
    if as_json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        show()
    return code


def tile_list(ts: Sequence[int]) -> list[str]:
    return [str(tiles.TILES[t]) for t in ts]


def signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


MAX_WHOLE = 2**63 - 1  # the largest seed or id; 19 digits


def whole_number(text: str, name: str, code: str, low: int = 0, high: int = MAX_WHOLE) -> int:
    """An integer option: the ASCII digits 0-9 only, no sign (every integer option is 0 or
    more), from ``low`` to ``high``; else ``InputError(code)``. ``int()`` alone is not the
    check: it takes other scripts' digits ('٣' is 3) and refuses '²', which ``str.isdigit()``
    calls a digit."""
    t = text.strip()
    if not (t.isascii() and t.isdigit()) or len(t) > len(str(MAX_WHOLE)):
        shown = text if len(text) <= 30 else text[:20] + "…"
        raise InputError(code, f"{name} is a whole number from {low} to {high} written with "
                         f"the digits 0-9, not '{shown}'")
    value = int(t)
    if not low <= value <= high:
        raise InputError(code, f"{name} is a whole number from {low} to {high}, not {value}")
    return value


def seat_arg(text: str | None, name: str) -> int | None:
    if text is None:
        return None
    return whole_number(text, f"{name} (a seat)", "bad_seat", 0, 3)


def options(items: Sequence[str]) -> dict[str, str]:
    """``--option KEY=VALUE`` arguments as a dict (the profile checks keys and values)."""
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise InputError("bad_option_value", f"an option is KEY=VALUE, not '{item}'")
        out[key.strip()] = value.strip()
    return out


def option_argument(parser: argparse.ArgumentParser, with_rules: bool = False) -> None:
    """The ``--option KEY=VALUE`` argument (repeatable) beside ``--rules``."""
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help=("with --rules: " if with_rules else "") + "a room or house "
                        "option on top (e.g. house.cap=4); repeatable")


def rules_over(doc: object, rules: str | None, extra: Sequence[str]) -> None:
    """``--rules`` (and ``--option``) over a ledger document: its ``rules`` and ``options``
    replaced by those ``rules`` names (``rules_options``); ``--option`` alone is refused."""
    if extra and rules is None:
        raise InputError("usage", "--option goes with --rules")
    if rules is not None and isinstance(doc, dict):
        doc["rules"], doc["options"] = rules_options(rules, options(extra))


def rules_options(rules: str, extra: Mapping[str, str]) -> tuple[str, dict[str, str]]:
    """``--rules``: a profile id, or a club's rule set file (``.mjrules``, store/rulesets.py),
    as the profile id and options every log, ledger and session keeps, with the ``--option``
    pairs on top; raises ``InputError`` with the file's code."""
    if not rules.endswith(".mjrules"):
        return rules, dict(extra)
    from mahjong_gui.store.rulesets import RuleSetError, load

    try:
        rs = load(rules)
    except RuleSetError as err:
        where = f" ({err.field})" if err.field else ""
        raise InputError(err.code, f"{rules}{where}: {err.message}", err.field) from None
    return rs.base, {**rs.all_options(), **extra}


def rules_profile(rules: str, extra: Mapping[str, str]) -> AnyProfile:
    """The profile ``--rules`` names (``rules_options``); an ``OptionError`` of a profile id
    or of the ``--option`` pairs propagates as before."""
    from mahjong_gui.engine.rules import get_profile

    base, opts = rules_options(rules, extra)
    return get_profile(base, opts)


def payment_json(p: Payment) -> dict[str, Any]:
    out: dict[str, Any] = {"from": p.payer, "to": p.payee, "amount": p.amount,
                           "reason": p.reason.value}
    if p.event is not None:
        out["event"] = p.event
    if p.doublings:  # Hong Kong: why this payer pays double (each one doubles the base)
        out["doublings"] = [d.value for d in p.doublings]
    return out


def doubling_words(p: dict[str, Any]) -> str:
    """A payment row's doublings for the text output: "  (x2 discarder, x2 dealer pays)"."""
    ds = p.get("doublings") or []
    return "  (" + ", ".join("x2 " + d.replace("_", " ") for d in ds) + ")" if ds else ""


MAX_INPUT_CHARS = 20_000_000  # a ledger or an import of many thousand hands is a few MB


def read_json(path: str) -> Any:
    """A JSON document from a file, or from standard input for ``-``."""
    try:
        if path == "-":
            text = sys.stdin.read(MAX_INPUT_CHARS + 1)
            if len(text) > MAX_INPUT_CHARS:
                raise InputError("too_big", f"standard input holds more than "
                                 f"{MAX_INPUT_CHARS:,} characters")
        else:
            text = read_user_file(path, MAX_INPUT_CHARS)
    except UserFileError as err:
        raise InputError("bad_file" if err.code == "unreadable" else err.code,
                         err.message) from None
    except (OSError, UnicodeDecodeError) as err:
        raise InputError("bad_file", f"cannot read {path}: {err}") from None
    try:
        return load_json(text)
    except InputLimitError as err:
        raise InputError(err.code, err.message) from None
