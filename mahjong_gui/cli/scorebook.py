"""``scorebook list|show|export|import|money``: the app's scorebook (a SQLite file of club
sessions): list the sessions, show one settled (with its night's money), export it as ledger
JSON or CSV, import one, set a session's stake and cap."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from mahjong_gui.cli.common import (
    EXIT_OK,
    InputError,
    Parser,
    UsageError,
    answer,
    command_parser,
    fail,
    option_argument,
    read_json,
    rules_over,
    whole_number,
)
from mahjong_gui.cli.ledger import ledger_report, print_ledger
from mahjong_gui.engine.ledger import player_stats, settle_session
from mahjong_gui.engine.settlement import LedgerError

if TYPE_CHECKING:  # the store is imported when the command runs
    from mahjong_gui.store.scorebook import Scorebook, ScorebookError

SYNOPSIS = "scorebook list|show|export|import|money|seats"
SUMMARY = "the app's scorebook sessions"


def _parser() -> Parser:
    p = command_parser("scorebook",
                       "The app's scorebook: list, show, export and import sessions.")
    p.add_argument("--db", help="the scorebook file (default: the app's own)")
    sub = p.add_subparsers(dest="action", required=True, parser_class=Parser)
    s = sub.add_parser("list", help="every session, newest first")
    s.add_argument("--json", action="store_true")
    s = sub.add_parser("show", help="one session settled: payments, deltas and totals")
    s.add_argument("id")
    s.add_argument("--json", action="store_true")
    s = sub.add_parser("export", help="one session as a ledger JSON file or a CSV table")
    s.add_argument("id")
    s.add_argument("--format", choices=("json", "csv"), default="json")
    s.add_argument("--output", "-o", help="write to FILE instead of standard output")
    s = sub.add_parser("import", help="store a ledger JSON file as a new session")
    s.add_argument("file", help="a ledger JSON file, or - for standard input")
    s.add_argument("--name", help="the session's name (default: the file's, or the rules)")
    s.add_argument("--allow-duplicate", action="store_true",
                   help="import even when the same session is already in the scorebook: "
                   "kept as a marked copy, counted once in the club's statistics")
    s.add_argument("--rules", help="record the session under these rules instead of the "
                   "file's: a profile id or a .mjrules file")
    option_argument(s, with_rules=True)
    s.add_argument("--json", action="store_true")
    s = sub.add_parser("seats", help="seat other players (or the same in other seats) from "
                       "the next hand on, between games")
    s.add_argument("id")
    s.add_argument("names", nargs=4, metavar="NAME")
    s.add_argument("--json", action="store_true")
    s = sub.add_parser("money", help="set a session's stake a point and its cap a night")
    s.add_argument("id")
    s.add_argument("--stake", help="money a point, e.g. 0.50; 0 keeps no money")
    s.add_argument("--cap", help="the most a player pays in the night, e.g. 20 (none: no cap)")
    s.add_argument("--json", action="store_true")
    return p


def _session_json(info: Any, changes: int | None = None) -> dict[str, Any]:
    out = {"id": info.id, "name": info.name, "rules": info.rules, "options": info.options,
           "players": list(info.players), "dealer": info.dealer, "hands": info.hands,
           "created": info.created, "updated": info.updated,
           "stake_cents": info.stake or None, "cap_cents": info.cap,
           "imported": info.origin is not None, "copy_of": info.copy_of,
           "seatings": [{"until": until, "players": list(names)}
                        for until, names in info.seatings]}
    if changes is not None:
        out["changes"] = changes
    return out


def _amount(text: str | None, code: str, what: str) -> int | None:
    """An option's amount in hundredths (None when not given, or "none")."""
    from mahjong_gui.store.money import MoneyError, parse_amount

    if text is None or text.strip().lower() == "none":
        return None
    try:
        return parse_amount(text, code)
    except MoneyError:
        raise InputError(code, f"{what} is an amount like 0.50, not {text!r}") from None


def _print_money(money: dict[str, Any] | None, names: Sequence[str]) -> None:
    from mahjong_gui.store.money import format_amount

    if money is None:
        return
    cap = money["cap_cents"]
    print(f"Money: {format_amount(money['stake_cents'])} a point"
          + (f", at most {format_amount(cap)} paid a night" if cap is not None else ""))
    print("  " + "  ".join(f"{n} {format_amount(b)}" for n, b in zip(
        names, money["balances_cents"], strict=True)))
    for t in money["transfers"]:
        to = "the pot" if t["to"] is None else names[t["to"]]
        print(f"  {names[t['from']]} pays {to} {format_amount(t['cents'])}")


def _in_file(err: ScorebookError, file: str) -> ScorebookError:
    """An import's refusal naming the file and the entry at fault (its JSON path)."""
    from mahjong_gui.store.scorebook import ScorebookError

    where = "standard input" if file == "-" else file
    message = err.message
    if err.path and not message.startswith(f"{err.path}:"):
        message = f"{err.path}: {message}"
    return ScorebookError(err.code, f"{where}: {message}", err.path, err.detail, err.session)


def _list(book: Scorebook, ns: argparse.Namespace, as_json: bool) -> int:
    infos = book.sessions()
    counts = book.change_counts()
    report: dict[str, Any] = {"sessions": [_session_json(i, counts.get(i.id, 0))
                                           for i in infos]}

    def show_list() -> None:
        for i in infos:
            copy = f"  copy of {i.copy_of}" if i.copy_of is not None else ""
            print(f"{i.id:>4}  {i.name}  [{i.rules}]  {', '.join(i.players)}  "
                  f"{i.hands} hands  created {i.created}  changed {i.updated}"
                  f"{copy}")
    return answer(report, as_json, show_list)


def _show(book: Scorebook, ns: argparse.Namespace, as_json: bool) -> int:
    from mahjong_gui.store.money import night_json

    info = book.session(ns.id)
    session = book.read(ns.id)
    result = settle_session(session)
    night = book.money(ns.id)
    report = {"id": info.id, "name": info.name, **ledger_report(session, result),
              "player_stats": [{**asdict(st), "per_hand": st.per_hand}
                               for st in player_stats(session, result)],
              # by player name over every seating (seat changes between games)
              "name_stats": [{"name": name, **asdict(st), "per_hand": st.per_hand}
                             for name, st in book.name_stats(ns.id)],
              "money": (None if night is None or info.terms is None
                        else night_json(night, info.terms))}

    def show_session() -> None:
        print(info.name)
        print_ledger(report)
        _print_money(report["money"], info.players)
    return answer(report, as_json, show_session)


def _seats(book: Scorebook, ns: argparse.Namespace, as_json: bool) -> int:
    info = book.session(ns.id)
    book.change_seats(ns.id, ns.names, expected_version=info.version)
    info = book.session(ns.id)
    return answer(_session_json(info), as_json,
                  lambda: print(f"session {info.id}: from hand {info.hands + 1} "
                                "on, " + ", ".join(info.players)))


def _money(book: Scorebook, ns: argparse.Namespace, as_json: bool) -> int:
    from mahjong_gui.store.money import format_amount

    info = book.session(ns.id)
    stake = (info.stake if ns.stake is None
             else _amount(ns.stake, "bad_stake", "--stake") or 0)
    cap = info.cap if ns.cap is None else _amount(ns.cap, "bad_cap", "--cap")
    if stake == 0 and ns.cap is None:
        cap = None  # no money: no cap either
    book.set_money(ns.id, stake, cap, expected_version=info.version)
    info = book.session(ns.id)
    return answer(_session_json(info), as_json,
                  lambda: print(f"session {info.id}: " + (
                      "no money kept" if not info.stake else
                      f"{format_amount(info.stake)} a point" + (
                          f", at most {format_amount(info.cap)} a night"
                          if info.cap is not None else ""))))


def _export(book: Scorebook, ns: argparse.Namespace, as_json: bool) -> int:
    from mahjong_gui.store.scorebook import export_csv, export_json

    if ns.output:
        # Atomic, and never over the scorebook itself (export_over_scorebook).
        try:
            book.export_to(ns.output, ns.id, ns.format)
        except OSError as err:
            raise InputError("bad_file", f"cannot write {ns.output}: "
                             f"{err.strerror or err}") from None
    else:
        text = (export_csv if ns.format == "csv" else export_json)(book, ns.id)
        sys.stdout.write(text)
    return EXIT_OK


def _import(book: Scorebook, ns: argparse.Namespace, as_json: bool) -> int:
    from mahjong_gui.store.scorebook import ScorebookError

    doc = read_json(ns.file)
    rules_over(doc, ns.rules, ns.option)  # the same as ledger --rules
    try:
        new_id = book.import_document(doc, ns.name,
                                      allow_duplicate=ns.allow_duplicate)
    except ScorebookError as err:
        raise _in_file(err, ns.file) from None
    info = book.session(new_id)
    return answer(_session_json(info), as_json,
                  lambda: print(f"imported session {new_id}: {info.name} "
                                f"({info.hands} hands)"))


# Each action of the command: (the scorebook, the parsed arguments, --json) -> exit code.
_ACTIONS: dict[str, Callable[[Scorebook, argparse.Namespace, bool], int]] = {
    "list": _list, "show": _show, "seats": _seats, "money": _money, "export": _export,
    "import": _import,
}


def cmd_scorebook(argv: Sequence[str]) -> int:
    from mahjong_gui.store.scorebook import (
        Scorebook,
        ScorebookError,
        check_session_name,
        default_path,
    )

    as_json = "--json" in argv
    try:
        ns = _parser().parse_args(list(argv))
        if getattr(ns, "id", None) is not None:
            ns.id = whole_number(ns.id, "a session id", "bad_id", 1)
        if getattr(ns, "name", None) is not None:
            check_session_name(ns.name)  # --name: the checks every stored name passes
        with Scorebook(ns.db or default_path()) as book:
            return _ACTIONS[ns.action](book, ns, as_json)
    except UsageError as err:
        return fail("usage", err.message, as_json)
    except InputError as err:
        return fail(err.code, err.message, as_json)
    except ScorebookError as err:
        return fail(err.code, err.message, as_json)
    except LedgerError as err:
        return fail(err.code, err.message, as_json)
