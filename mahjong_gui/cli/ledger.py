"""``ledger FILE|-``: settle whole hands and sessions from recorded events (a ledger JSON
document, docs/rules.md §4), under the document's rules or ``--rules`` (a profile or a
``.mjrules`` file)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mahjong_gui.cli.common import (
    InputError,
    Parser,
    UsageError,
    answer,
    command_parser,
    doubling_words,
    fail,
    option_argument,
    payment_json,
    read_json,
    rules_over,
    signed,
)
from mahjong_gui.engine.ledger import Session, SessionResult, read_session, settle_session
from mahjong_gui.engine.settlement import LedgerError

SYNOPSIS = "ledger FILE|- [--rules R]"
SUMMARY = "settle whole hands and sessions from events"


def _parser() -> Parser:
    p = command_parser("ledger", "Settle whole hands and sessions from recorded events.")
    p.add_argument("file", help="a ledger JSON file, or - for standard input")
    p.add_argument("--rules", help="settle under these rules instead of the document's: a "
                   "profile id or a .mjrules file")
    option_argument(p, with_rules=True)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def ledger_report(session: Session, result: SessionResult) -> dict[str, Any]:
    out: dict[str, Any] = {
        "rules": session.profile.id,
        "players": list(session.players),
        "hands": [{"payments": [payment_json(p) for p in h.payments], "deltas": list(h.deltas),
                   "dealer": h.dealer, "winners": list(h.winners)} for h in result.hands],
        "totals": list(result.totals),
        "next_dealer": result.next_dealer,
    }
    if result.rank_points is not None:
        out["rank_points"] = list(result.rank_points)
        out["game_rank_points"] = [list(g) for g in result.game_rank_points or ()]
    if result.next_prevailing is not None:  # Hong Kong: winds 1 East .. 4 North
        for h, r in zip(out["hands"], result.hands, strict=True):
            h["prevailing"] = r.prevailing
        out["next_prevailing"] = result.next_prevailing
    if result.points is not None:
        out["points"] = list(result.points)
        out["match_over"] = (None if result.match_over is None else
                             {"hand": result.match_over[0], "event": result.match_over[1]})
    return out


def print_ledger(r: dict[str, Any]) -> None:
    names = r["players"]
    print(f"Rules: {r['rules']}   players: " + ", ".join(
        f"{i} {n}" for i, n in enumerate(names)))
    for h, hand in enumerate(r["hands"]):
        print(f"Hand {h + 1} (dealer {names[hand['dealer']]}):")
        for p in hand["payments"]:
            to = "nobody" if p["to"] is None else names[p["to"]]
            print(f"  {names[p['from']]:>10} -> {to:<10}{p['amount']:>8}  {p['reason']}"
                  f"{doubling_words(p)}")
        print("  deltas: " + "  ".join(f"{n} {signed(d)}" for n, d in zip(
            names, hand["deltas"], strict=True)))
    print("Totals: " + "  ".join(f"{n} {signed(d)}" for n, d in zip(
        names, r["totals"], strict=True)))
    if "rank_points" in r:
        print("Rank points: " + "  ".join(f"{n} {p:g}" for n, p in zip(
            names, r["rank_points"], strict=True)))
    if "points" in r:
        print("Points held: " + "  ".join(f"{n} {p}" for n, p in zip(
            names, r["points"], strict=True)))
        if r["match_over"]:
            print(f"The match ended in hand {r['match_over']['hand'] + 1}: a score fell below 0.")
    print(f"Next dealer: {names[r['next_dealer']]}")


def cmd_ledger(argv: Sequence[str]) -> int:
    as_json = "--json" in argv
    try:
        ns = _parser().parse_args(list(argv))
        doc = read_json(ns.file)
        if isinstance(doc, dict):  # a scorebook export's night's money and earlier seatings
            doc.pop("money", None)  # (the names of seats 0-3 before a seat change): no part
            doc.pop("seatings", None)  # of settling
        rules_over(doc, ns.rules, ns.option)
        session = read_session(doc)
        result = settle_session(session)
    except UsageError as err:
        return fail("usage", err.message, as_json)
    except InputError as err:
        return fail(err.code, err.message, as_json, err.field)
    except LedgerError as err:
        return fail(err.code, err.message, as_json)
    report = ledger_report(session, result)
    return answer(report, as_json, lambda: print_ledger(report))
