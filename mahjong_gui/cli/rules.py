"""``rules list|export|check``: the built-in profiles and a club's rule set files
(``.mjrules``, store/rulesets.py; docs/rules.md §5), as scripts and other clubs exchange them."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from mahjong_gui.cli.common import (
    InputError,
    Parser,
    UsageError,
    answer,
    command_parser,
    fail,
    option_argument,
    options,
)
from mahjong_gui.store import rulesets
from mahjong_gui.store.rulesets import RuleSet, RuleSetError

SYNOPSIS = "rules list|export|check"
SUMMARY = "list, export and check rule sets (.mjrules)"


def _parser() -> Parser:
    p = command_parser("rules", "The built-in profiles and a club's rule set files.")
    sub = p.add_subparsers(dest="action", required=True, parser_class=Parser)
    s = sub.add_parser("list", help="the built-in profiles and the rule sets you keep")
    s.add_argument("--json", action="store_true", help="print one JSON object")
    s = sub.add_parser("export", help="write a complete rule set from a profile or a file")
    s.add_argument("source", help="a profile id, or a .mjrules file")
    s.add_argument("--output", "-o", help="write to FILE instead of standard output")
    s.add_argument("--name", help="the rule set's name (default: the profile's or the file's)")
    option_argument(s)
    s.add_argument("--json", action="store_true", help="errors as one JSON object")
    s = sub.add_parser("check", help="validate a .mjrules file (exit 0, or 2 with the error)")
    s.add_argument("file", help="a .mjrules file")
    s.add_argument("--json", action="store_true", help="(the answer is always JSON)")
    return p


def _error(err: RuleSetError, where: str) -> InputError:
    field = f" ({err.field})" if err.field else ""
    return InputError(err.code, f"{where}{field}: {err.message}", err.field)


def _list() -> dict[str, Any]:
    from mahjong_gui.engine.rules import PROFILES

    kept: list[dict[str, Any]] = []
    for path, found in rulesets.kept():
        if isinstance(found, RuleSet):
            kept.append({"file": str(path), "name": found.name, "base": found.base,
                         "changes": found.house_options()})
        else:
            kept.append({"file": str(path), "error": {"code": found.code,
                                                      "message": found.message}})
    return {"profiles": [{"id": p.id, "name": p.name, "family": p.family}
                         for p in PROFILES.values()],
            "rule_sets": kept, "folder": str(rulesets.folder())}


def _print_list(r: dict[str, Any]) -> None:
    print("Built-in profiles:")
    for p in r["profiles"]:
        print(f"  {p['id']:<14}{p['name']}")
    print(f"Rule sets in {r['folder']}:")
    if not r["rule_sets"]:
        print("  (none)")
    for k in r["rule_sets"]:
        if "error" in k:
            print(f"  {k['file']}: cannot be read: {k['error']['message']}")
        else:
            print(f"  {k['file']}: {k['name']} (from {k['base']}, "
                  f"{len(k['changes'])} changes)")


def _source(source: str, extra: dict[str, str], name: str | None) -> RuleSet:
    """The complete rule set a profile id or a file makes, with ``--option`` pairs on top."""
    if source.endswith(rulesets.SUFFIX):
        try:
            rs = rulesets.load(source)
        except RuleSetError as err:
            raise _error(err, source) from None
        if extra:
            room = {**rs.options, **{k: v for k, v in extra.items()
                                     if not k.startswith("house.")}}
            house = {**rs.house_options(), **{k: v for k, v in extra.items()
                                               if k.startswith("house.")}}
            rs = _checked(lambda: rulesets.from_options(rs.name, rs.base, room, house),
                          source)
    else:
        rs = _checked(lambda: rulesets.of_profile(source, extra), source)
    if name is not None:
        name = name.strip()
        if not name or len(name) > rulesets.MAX_NAME:
            raise InputError("bad_name", f"--name is 1 to {rulesets.MAX_NAME} characters")
        rs = RuleSet(name, rs.base, rs.options, rs.changes, rs.rows, rs.points)
    return _checked(rs.complete, source)


def _checked(make: Callable[[], RuleSet], where: str) -> RuleSet:
    try:
        rs = make()
        rs.profile()
    except RuleSetError as err:
        raise _error(err, where) from None
    return rs


def _export(source: str, extra: dict[str, str], name: str | None, output: str | None) -> str:
    rs = _source(source, extra, name)
    text = json.dumps(rs.to_json(), ensure_ascii=False, indent=2) + "\n"
    if output is None:
        sys.stdout.write(text)
        return ""
    try:
        rulesets.save(output, rs)
    except OSError as err:
        raise InputError("cannot_write", f"cannot write {output}: {err}") from None
    return output


def _check(path: str) -> dict[str, Any]:
    try:
        rs = rulesets.load(path)
    except RuleSetError as err:
        raise _error(err, path) from None
    return {"ok": True, "name": rs.name, "base": rs.base, "changes": rs.house_options(),
            "options": dict(rs.options)}


def cmd_rules(argv: Sequence[str]) -> int:
    args = list(argv)
    as_json = "--json" in args or (bool(args) and args[0] == "check")
    try:
        ns = _parser().parse_args(args)
        if ns.action == "list":
            report = _list()
            return answer(report, ns.json, lambda: _print_list(report))
        if ns.action == "export":
            written = _export(ns.source, options(ns.option), ns.name, ns.output)
            if written:
                print(f"wrote {written}", file=sys.stderr)
            return 0
        report = _check(ns.file)
        return answer(report, True, lambda: None)
    except UsageError as err:
        return fail("usage", err.message, as_json)
    except InputError as err:
        return fail(err.code, err.message, as_json, err.field)
