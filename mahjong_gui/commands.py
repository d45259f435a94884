"""Headless subcommands (``analyze``, ``score``, ``ledger``): argument parsing, output, exit codes.

Every command answers bad input with exit code 2 and one clear line (or, with ``--json``,
``{"error": {"code", "message"}}`` on stdout); a traceback is a bug.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from dataclasses import asdict
from typing import Any, NoReturn

from mahjong_gui.engine import analysis, tiles
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.ledger import (
    Session,
    SessionResult,
    player_stats,
    read_session,
    settle_session,
)
from mahjong_gui.engine.melds import Meld, parse_meld
from mahjong_gui.engine.rules import (
    OptionError,
    Profile,
    get_hk_profile,
    get_profile,
    get_sichuan_profile,
)
from mahjong_gui.engine.rules.hongkong import (
    HKEvent,
    HKProfile,
    HKScore,
    HKSituation,
    dealer_for,
    score_hk,
)
from mahjong_gui.engine.scoring import Event, Invalid, NotWin, Score, Situation, WinType, score_hand
from mahjong_gui.engine.settlement import LedgerError, Payment, deltas, win_payments
from mahjong_gui.engine.tiles import ErrorCode, TileError

EXIT_OK = 0
EXIT_NOT_WIN = 1
EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Arguments argparse refused; reported like any other bad input."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


def _fail(code: str, message: str, as_json: bool) -> int:
    if as_json:
        print(json.dumps({"error": {"code": code, "message": message}}, ensure_ascii=False))
    else:
        print(f"error: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _answer(report: dict[str, Any], as_json: bool, show: Callable[[], None],
            code: int = EXIT_OK) -> int:
    """Print a command's answer: one JSON object, or its readable form."""
    if as_json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        show()
    return code


def _tile_list(ts: Sequence[int]) -> list[str]:
    return [str(tiles.TILES[t]) for t in ts]


# ---------------------------------------------------------------------------------------------
# analyze


def _analyze_parser() -> _Parser:
    p = _Parser(prog="python -m mahjong_gui analyze",
                description="Shanten, waits and ranked discards of a hand.")
    p.add_argument("hand", help="concealed tiles, e.g. 123456m234p789p55m or '1m 2m 3m'")
    p.add_argument("--void", choices=["m", "p", "s"], help="the player's void suit")
    p.add_argument("--meld", action="append", default=[], metavar="KIND:TILE",
                   help="a declared meld: pong, kong, addkong, ankong or chow, e.g. pong:5m")
    p.add_argument("--visible", default="", metavar="TILES",
                   help="other tiles the player has seen (discards, others' melds)")
    p.add_argument("--family", choices=["auto", "sichuan", "hongkong"], default="auto",
                   help="winning forms: Sichuan (seven pairs) or Hong Kong (thirteen orphans); "
                        "auto picks Hong Kong when the hand holds an honour tile")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def analyze_report(hand: tuple[tiles.Tile, ...], melds: tuple[Meld, ...], void: str | None,
                   visible: tuple[tiles.Tile, ...], family: analysis.Family) -> dict[str, Any]:
    """The ``analyze`` answer as a JSON-ready dict (the keys are a documented contract)."""
    size = len(hand) + 3 * len(melds)
    analysis.validate(hand, melds)
    by_form = analysis.shanten_by_form(hand, melds, void, family=family)
    overall = analysis.shanten(hand, melds, void, family=family)
    unseen = analysis.unseen_counts(hand, melds, visible)
    report: dict[str, Any] = {
        "hand": tiles.format(hand),
        "melds": [str(m) for m in melds],
        "void": void,
        "family": family.value,
        "tiles": size,
        "shanten": overall,
        "shanten_by_form": {
            "regular": by_form.get(analysis.Form.REGULAR),
            "seven_pairs": by_form.get(analysis.Form.SEVEN_PAIRS),
        },
        "waits": [],
        "discards": [],
    }
    if family is analysis.Family.HONG_KONG:
        report["shanten_by_form"]["thirteen_orphans"] = by_form.get(
            analysis.Form.THIRTEEN_ORPHANS)
    if size == 13:
        report["waits"] = [{"tile": str(t), "unseen": unseen[t]}
                           for t in analysis.waits(hand, melds, void, family=family)]
        count, kinds = analysis.ukeire(hand, melds, void, visible, family=family)
        report["ukeire"] = {"count": count, "tiles": _tile_list(kinds)}
    else:
        report["win"] = analysis.is_win(hand, melds, void, family=family)
        report["discards"] = [
            {"tile": str(o.tile), "shanten": o.shanten, "ukeire": o.ukeire,
             "tiles": _tile_list(o.kinds),
             "waits": [{"tile": str(w), "unseen": unseen[w]} for w in o.waits]}
            for o in analysis.discards(hand, melds, void, visible, family=family)
        ]
    return report


def _shanten_words(s: int | None) -> str:
    if s is None:
        return "not possible"
    if s == -1:
        return "complete (-1)"
    if s == 0:
        return "ready (0)"
    return str(s)


def _print_analysis(r: dict[str, Any]) -> None:
    melds = "  ".join(r["melds"])
    print(f"Hand:    {r['hand']}" + (f"  melds: {melds}" if melds else "")
          + f"  ({r['tiles']} tiles, void: {r['void'] or 'none'}, rules: {r['family']})")
    forms = ", ".join(f"{k.replace('_', ' ')} {_shanten_words(v)}"
                      for k, v in r["shanten_by_form"].items())
    print(f"Shanten: {_shanten_words(r['shanten'])}  [{forms}]")
    if r["tiles"] == 13:
        if r["waits"]:
            ws = "  ".join(f"{w['tile']} ({w['unseen']} unseen)" for w in r["waits"])
            print(f"Waits:   {ws}")
        else:
            print("Waits:   none")
        u = r["ukeire"]
        print(f"Ukeire:  {u['count']} tiles improve the hand: {' '.join(u['tiles']) or '-'}")
        return
    if r["win"]:
        print("Win:     this is a winning hand")
    print("Discards (best first):")
    print("  tile  shanten  ukeire  improving tiles / waits")
    for d in r["discards"]:
        if d["waits"]:
            extra = "waits " + " ".join(f"{w['tile']}({w['unseen']})" for w in d["waits"])
        else:
            extra = " ".join(d["tiles"])
        print(f"  {d['tile']:<5} {d['shanten']:>7}  {d['ukeire']:>6}  {extra}")


def cmd_analyze(argv: Sequence[str]) -> int:
    as_json = "--json" in argv
    try:
        ns = _analyze_parser().parse_args(list(argv))
        hand = tiles.parse(ns.hand)
        melds = tuple(parse_meld(m) for m in ns.meld)
        visible = tiles.parse(ns.visible) if ns.visible.strip() else ()
        if ns.family == "auto":
            honours = any(t.is_honour for t in hand) or any(m.tile.is_honour for m in melds)
            family = analysis.Family.HONG_KONG if honours else analysis.Family.SICHUAN
        else:
            family = analysis.Family(ns.family)
        if family is analysis.Family.SICHUAN:
            if any(not t.is_number for t in hand) or any(not m.tile.is_number for m in melds):
                raise TileError(ErrorCode.BAD_RANK,
                                "Sichuan hands hold only m, p and s tiles")
        report = analyze_report(hand, melds, ns.void, visible, family)
    except UsageError as err:
        return _fail("usage", err.message, as_json)
    except TileError as err:
        return _fail(err.code.value, str(err), as_json)
    return _answer(report, as_json, lambda: _print_analysis(report))


# ---------------------------------------------------------------------------------------------
# score


def _score_parser() -> _Parser:
    p = _Parser(prog="python -m mahjong_gui score",
                description="Score one win: every pattern, the value, who pays whom.")
    p.add_argument("--rules", required=True,
                   help="mil, mahjchina, competition, majsoul, hk-modern or hk-classical")
    p.add_argument("hand", help="concealed tiles with the winning tile last")
    p.add_argument("--meld", action="append", default=[], metavar="KIND:TILE",
                   help="pong, kong (exposed), addkong, ankong or (Hong Kong) chow, "
                        "e.g. pong:5m")
    p.add_argument("--win", choices=["self", "discard", "robbed"], default="self")
    p.add_argument("--from", dest="discarder", metavar="SEAT",
                   help="the discarder (or the robbed kong's player)")
    p.add_argument("--seat", default="0", help="the winner's seat (default 0)")
    p.add_argument("--dealer", help="the dealer's seat (default 0; Hong Kong: East)")
    p.add_argument("--in", dest="in_seats", metavar="SEATS",
                   help="seats still in the hand at the win, winner included (default 0,1,2,3)")
    p.add_argument("--void", help="the winner's void suit (default: the suit absent)")
    p.add_argument("--event", action="append", default=[],
                   choices=[e.value for e in Event] + [HKEvent.REPLACEMENT.value],
                   help="a scoring event; repeatable")
    # >>> Hong Kong (hk-modern, hk-classical) only
    p.add_argument("--bonus", action="append", default=[], metavar="TILES",
                   help="Hong Kong: the winner's flowers and seasons, e.g. 1f5f")
    p.add_argument("--seat-wind", dest="seat_wind", metavar="1-4",
                   help="Hong Kong: the winner's seat wind (default: from --seat and --dealer)")
    p.add_argument("--wind", metavar="1-4", help="Hong Kong: the prevailing wind (default 1)")
    # <<< Hong Kong
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a room option, e.g. cap=events-inside")
    p.add_argument("--kong-from", dest="kong_from", metavar="SEAT",
                   help="with kong-bloom: who fed the exposed kong (competition: only they pay)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def _seat_arg(text: str | None, name: str) -> int | None:
    if text is None:
        return None
    if text.strip() not in ("0", "1", "2", "3"):
        raise InputError("bad_seat", f"{name} must be a seat 0-3, not '{text}'")
    return int(text)


class InputError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def _options(items: Sequence[str]) -> dict[str, str]:
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise InputError("bad_option_value", f"an option is KEY=VALUE, not '{item}'")
        out[key.strip()] = value.strip()
    return out


def payment_json(p: Payment) -> dict[str, Any]:
    out: dict[str, Any] = {"from": p.payer, "to": p.payee, "amount": p.amount,
                           "reason": p.reason.value}
    if p.event is not None:
        out["event"] = p.event
    return out


def _group_text(g: analysis.Group) -> str:
    return tiles.format(g.tiles) if g.kind is not analysis.GroupKind.ORPHANS else "orphans"


def score_report(profile: Profile, result: Score, situation: Situation,
                 payments: Sequence[Payment]) -> dict[str, Any]:
    """The ``score`` answer as a JSON-ready dict (documented contract plus extensions)."""
    patterns = []
    for line in result.lines:
        for _ in range(line.count):
            patterns.append({"id": line.id.value, "value": line.value, "op": line.op.value})
    d = result.decomposition
    return {
        "rules": profile.id,
        "win": True,
        "patterns": patterns,
        "value": result.value,
        "payments": [payment_json(p) for p in payments],
        "deltas": deltas(payments),
        "unit": profile.unit,
        "units": result.units,
        "capped": result.capped,
        "cap": profile.cap,
        "cap_applied": result.cap_applied,
        "roots": result.roots,
        "replaced": [{"id": a.value, "by": b.value} for a, b in result.replaced],
        "form": d.form.value,
        "groups": [_group_text(g) for g in d.groups] + [str(m) for m in d.melds],
        "void": result.void,
        "self_draw_value": result.self_draw_value,
        "win_type": situation.win.value,
        "seat": situation.seat,
    }


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _print_score(r: dict[str, Any], hand_text: str) -> None:
    who = {"self": "self-draw", "discard": "discard win", "robbed": "robbed kong"}[r["win_type"]]
    print(f"Rules:    {r['rules']} (unit: {r['unit']})")
    print(f"Hand:     {hand_text}   {who} by seat {r['seat']}, void {r['void'] or '-'}")
    print(f"Reading:  {' '.join(r['groups'])}  ({r['form'].replace('_', ' ')})")
    print("Patterns:")
    for p in r["patterns"]:
        value = f"x{p['value']}" if p["op"] == "double" else str(p["value"])
        print(f"  {p['id'].replace('_', ' '):<26}{value:>6}")
    for rep in r["replaced"]:
        print(f"  ({rep['id'].replace('_', ' ')} is replaced by {rep['by'].replace('_', ' ')})")
    capped = (f"  (capped: {r['units']} -> {r['capped']} {r['unit']})" if r["cap_applied"]
              else "")
    print(f"Value:    {r['value']}{capped}")
    print("Payments:")
    for p in r["payments"]:
        to = "nobody" if p["to"] is None else f"seat {p['to']}"
        print(f"  seat {p['from']} -> {to:<8}{p['amount']:>8}  {p['reason']}")
    print("Deltas:   " + "  ".join(f"seat {i}: {_signed(d)}" for i, d in enumerate(r["deltas"])))


def cmd_score(argv: Sequence[str]) -> int:
    as_json = "--json" in argv
    try:
        ns = _score_parser().parse_args(list(argv))
        if get_profile(ns.rules, _options(ns.option)).bonus_tiles:
            return _cmd_score_hk(ns, as_json)  # the input with bonus tiles and winds (§3)
        if ns.bonus:
            raise InputError("tile_identity", "bonus tiles are for Hong Kong rules only")
        if ns.seat_wind is not None or ns.wind is not None:
            raise InputError("usage", "--seat-wind and --wind are for Hong Kong rules only")
        if HKEvent.REPLACEMENT.value in ns.event:
            raise InputError("bad_event", "the replacement event is for Hong Kong rules; "
                             "Sichuan calls it kong-bloom")
        profile = get_sichuan_profile(ns.rules, _options(ns.option))
        hand = tiles.parse(ns.hand)
        melds = tuple(parse_meld(m) for m in ns.meld)
        in_seats_text = "0,1,2,3" if ns.in_seats is None else ns.in_seats
        in_text = [x.strip() for x in in_seats_text.split(",") if x.strip()]
        in_seats = frozenset(_seat_arg(x, "--in") for x in in_text)
        if not in_text or len(in_seats) != len(in_text):
            raise InputError("bad_seat", f"--in lists distinct seats, not '{in_seats_text}'")
        if ns.void is not None and ns.void not in ("m", "p", "s"):
            raise InputError("bad_void", f"--void is m, p or s, not '{ns.void}'")
        situation = Situation(
            win=WinType(ns.win), seat=_seat_arg(ns.seat, "--seat") or 0,
            discarder=_seat_arg(ns.discarder, "--from"),
            dealer=_seat_arg(ns.dealer, "--dealer") or 0,
            in_seats=frozenset(s for s in in_seats if s is not None), void=ns.void,
            events=frozenset(Event(e) for e in ns.event),
            kong_feeder=_seat_arg(ns.kong_from, "--kong-from"))
        result = score_hand(profile, hand, melds, situation)
    except UsageError as err:
        return _fail("usage", err.message, as_json)
    except (InputError, OptionError) as err:
        return _fail(err.code, err.message, as_json)
    except TileError as err:
        return _fail(err.code.value, str(err), as_json)
    if isinstance(result, Invalid):
        return _fail(result.code, result.message, as_json)
    if isinstance(result, NotWin):
        if as_json:
            print(json.dumps({"rules": profile.id, "win": False, "reason": result.reason}))
        else:
            print(f"Not a win: {result.reason.replace('_', ' ')}")
        return EXIT_NOT_WIN
    payments = win_payments(profile, situation, result.value)
    report = score_report(profile, result, situation, payments)
    text = tiles.format(hand) + "".join(f" {m}" for m in melds)
    return _answer(report, as_json, lambda: _print_score(report, text))


# >>> Hong Kong scoring (hk-modern, hk-classical): engine.hongkong ----------------------------


def _wind_arg(text: str | None, name: str, default: int | None) -> int | None:
    if text is None:
        return default
    if text.strip() not in ("1", "2", "3", "4"):
        raise InputError("bad_wind", f"{name} must be a wind 1-4 (1 East), not '{text}'")
    return int(text)


def hk_score_report(profile: HKProfile, result: HKScore,
                    situation: HKSituation) -> dict[str, Any]:
    """The ``score`` answer for a Hong Kong win (the Sichuan keys plus faan details)."""
    patterns = [{"id": line.id.value, "value": line.value, "bonus": line.bonus}
                for line in result.lines for _ in range(line.count)]
    d = result.decomposition
    return {
        "rules": profile.id,
        "win": True,
        "patterns": patterns,
        "value": result.value,
        "payments": [payment_json(p) for p in result.payments],
        "deltas": deltas(result.payments),
        "unit": result.unit,
        "faan": result.faan,
        "faan_total": result.faan_total,
        "limit": result.limit,
        "limit_applied": result.limit_applied,
        "limit_hand": None if result.limit_hand is None else result.limit_hand.value,
        "bonus_faan": result.bonus_faan,
        "counted_faan": result.counted_faan,
        "min_faan": result.min_faan,
        "bonus_counts": result.bonus_counts,
        "settlement": result.settlement.value,
        "replaced": [{"id": a.value, "by": b.value} for a, b in result.replaced],
        "form": d.form.value,
        "groups": [_group_text(g) for g in d.groups] + [str(m) for m in d.melds],
        "bonus": _tile_list(result.bonus),
        "seat_wind": result.seat_wind,
        "prevailing_wind": result.prevailing_wind,
        "win_type": situation.win.value,
        "seat": situation.seat,
        "dealer": situation.dealer,
        "discarder": situation.discarder,
    }


_WIND_NAMES = {1: "East", 2: "South", 3: "West", 4: "North"}


def _print_hk_score(r: dict[str, Any], hand_text: str) -> None:
    who = {"self": "self-draw", "discard": "discard win", "robbed": "robbed kong"}[r["win_type"]]
    print(f"Rules:    {r['rules']} (unit: faan, {r['settlement']} settlement)")
    print(f"Hand:     {hand_text}   {who} by seat {r['seat']} "
          f"({_WIND_NAMES[r['seat_wind']]}), prevailing {_WIND_NAMES[r['prevailing_wind']]}")
    print(f"Reading:  {' '.join(r['groups'])}  ({r['form'].replace('_', ' ')})")
    print("Faan:")
    for p in r["patterns"]:
        print(f"  {p['id'].replace('_', ' '):<26}{p['value']:>6}")
    for rep in r["replaced"]:
        print(f"  ({rep['id'].replace('_', ' ')} is replaced by {rep['by'].replace('_', ' ')})")
    limited = (f"  (limit: {r['faan_total']} -> {r['faan']} faan)" if r["limit_applied"]
               else "  (limit hand)" if r["limit_hand"] else "")
    print(f"Total:    {r['faan']} faan{limited}, base points {r['value']}")
    print("Payments:")
    for p in r["payments"]:
        print(f"  seat {p['from']} -> seat {p['to']:<3}{p['amount']:>8}  {p['reason']}")
    print("Deltas:   " + "  ".join(f"seat {i}: {_signed(d)}" for i, d in enumerate(r["deltas"])))


def _cmd_score_hk(ns: argparse.Namespace, as_json: bool) -> int:
    """``score --rules hk-modern|hk-classical``: bad input raises like the Sichuan path."""
    for value, flag in ((ns.void, "--void"), (ns.in_seats, "--in"),
                        (ns.kong_from, "--kong-from")):
        if value is not None:
            raise InputError("usage", f"{flag} is not a Hong Kong option (every seat plays "
                             "until the one win)")
    profile = get_hk_profile(ns.rules, _options(ns.option))
    hand = tiles.parse(ns.hand)
    melds = tuple(parse_meld(m) for m in ns.meld)
    bonus = tiles.parse("".join(ns.bonus)) if "".join(ns.bonus).strip() else ()
    seat = _seat_arg(ns.seat, "--seat") or 0
    dealer = _seat_arg(ns.dealer, "--dealer")
    wind = _wind_arg(ns.seat_wind, "--seat-wind", None)
    if wind is not None:
        derived = dealer_for(seat, wind)
        if dealer is not None and dealer != derived:
            raise InputError("bad_seat_wind", f"seat {seat} has wind {wind} only when the "
                             f"dealer is seat {derived}, not seat {dealer}")
        dealer = derived
    events = []
    for e in ns.event:
        try:
            events.append(HKEvent(e))
        except ValueError:
            raise InputError("bad_event", f"'{e}' is not a Hong Kong event (last-tile, "
                             "replacement, heavenly, earthly)") from None
    situation = HKSituation(
        win=WinType(ns.win), seat=seat, discarder=_seat_arg(ns.discarder, "--from"),
        dealer=dealer or 0, prevailing=_wind_arg(ns.wind, "--wind", 1) or 1,
        events=frozenset(events))
    result = score_hk(profile, hand, melds, bonus, situation, check_minimum=False)
    if isinstance(result, Invalid):
        return _fail(result.code, result.message, as_json)
    if isinstance(result, NotWin) or not result.meets_minimum:
        out: dict[str, Any] = {"rules": profile.id, "win": False}
        if isinstance(result, NotWin):
            out["reason"] = result.reason
        else:
            out.update(reason="below_minimum", faan=result.faan,
                       counted_faan=result.counted_faan, min_faan=result.min_faan)
        if as_json:
            print(json.dumps(out))
        elif out["reason"] == "below_minimum":
            print(f"Not a win: below the minimum ({out['counted_faan']} faan counted, "
                  f"{out['min_faan']} needed)")
        else:
            print(f"Not a win: {out['reason'].replace('_', ' ')}")
        return EXIT_NOT_WIN
    report = hk_score_report(profile, result, situation)
    text = tiles.format(hand) + "".join(f" {m}" for m in melds)
    if bonus:
        text += " + " + tiles.format(sorted(bonus))
    return _answer(report, as_json, lambda: _print_hk_score(report, text))


# <<< Hong Kong scoring -----------------------------------------------------------------------


# ---------------------------------------------------------------------------------------------
# ledger


def _ledger_parser() -> _Parser:
    p = _Parser(prog="python -m mahjong_gui ledger",
                description="Settle whole hands and sessions from recorded events.")
    p.add_argument("file", help="a ledger JSON file, or - for standard input")
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


def _print_ledger(r: dict[str, Any]) -> None:
    names = r["players"]
    print(f"Rules: {r['rules']}   players: " + ", ".join(
        f"{i} {n}" for i, n in enumerate(names)))
    for h, hand in enumerate(r["hands"]):
        print(f"Hand {h + 1} (dealer {names[hand['dealer']]}):")
        for p in hand["payments"]:
            to = "nobody" if p["to"] is None else names[p["to"]]
            print(f"  {names[p['from']]:>10} -> {to:<10}{p['amount']:>8}  {p['reason']}")
        print("  deltas: " + "  ".join(f"{n} {_signed(d)}" for n, d in zip(
            names, hand["deltas"], strict=True)))
    print("Totals: " + "  ".join(f"{n} {_signed(d)}" for n, d in zip(
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


def _read_json(path: str) -> Any:
    """A JSON document from a file, or from standard input for ``-``."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
    except (OSError, UnicodeDecodeError) as err:
        raise InputError("bad_file", f"cannot read {path}: {err}") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as err:
        raise InputError("bad_json", f"not JSON: {err}") from None


def cmd_ledger(argv: Sequence[str]) -> int:
    as_json = "--json" in argv
    try:
        ns = _ledger_parser().parse_args(list(argv))
        session = read_session(_read_json(ns.file))
        result = settle_session(session)
    except UsageError as err:
        return _fail("usage", err.message, as_json)
    except InputError as err:
        return _fail(err.code, err.message, as_json)
    except LedgerError as err:
        return _fail(err.code, err.message, as_json)
    report = ledger_report(session, result)
    return _answer(report, as_json, lambda: _print_ledger(report))


# ---------------------------------------------------------------------------------------------
# replay


def _replay_parser() -> _Parser:
    p = _Parser(prog="python -m mahjong_gui replay",
                description="Replay a saved game: check every move and number, or list it.")
    p.add_argument("file", help="a saved game (.mjsave)")
    p.add_argument("--check", action="store_true",
                   help="only validate and summarise (exit 0 when the file replays exactly)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def _event_line(e: ev.Event) -> str:
    data = json.loads(ev.to_json(e))
    kind = data.pop("type")
    data.pop("payments", None)
    if kind == "hand_started":
        return (f"hand {e.hand + 1}: {e.profile}, dealer seat {e.dealer}, "  # type: ignore[union-attr]
                f"scores {list(e.scores)}")  # type: ignore[union-attr]
    fields = ", ".join(f"{k}={v}" for k, v in data.items() if v not in (None, [], False))
    return f"  {kind}: {fields}"


def cmd_replay(argv: Sequence[str]) -> int:
    from mahjong_gui.store.saves import SaveError, load_game

    as_json = "--json" in argv
    try:
        ns = _replay_parser().parse_args(list(argv))
        game = load_game(ns.file)
    except UsageError as err:
        return _fail("usage", err.message, as_json)
    except SaveError as err:
        return _fail(err.code, str(err), as_json)
    ends = [e for e in game.events if isinstance(e, ev.HandEnded)]
    finished = bool(game.events) and isinstance(game.events[-1], ev.MatchEnded)
    summary = {
        "ok": True,
        "profile": game.header.profile,
        "options": game.header.options,
        "schema_version": game.header.schema_version,
        "app_version": game.header.app_version,
        "events": len(game.events),
        "hands": sum(1 for e in game.events if isinstance(e, ev.HandStarted)),
        "hands_finished": len(ends),
        "match_finished": finished,
        "scores": list(game.state.scores),
        "payments": sum(len(getattr(e, "payments", ())) for e in game.events),
    }
    if as_json:
        print(json.dumps(summary, ensure_ascii=False))
        return EXIT_OK
    if not ns.check:
        for e in game.events:
            print(_event_line(e))
    state = "finished" if finished else "in progress"
    print(f"OK: {summary['events']} events, {summary['hands']} hands "
          f"({summary['hands_finished']} finished), match {state}, "
          f"rules {summary['profile']}, scores {summary['scores']}")
    return EXIT_OK


# ---------------------------------------------------------------------------------------------
# simulate


def _simulate_parser() -> _Parser:
    p = _Parser(prog="python -m mahjong_gui simulate",
                description="Play hands or matches between bots and report statistics.")
    p.add_argument("--rules", required=True, help="mil, mahjchina, competition or majsoul")
    group = p.add_mutually_exclusive_group()
    group.add_argument("--hands", type=int, help="hands to play (default 100)")
    group.add_argument("--matches", type=int, help="whole matches to play instead")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--bots", default="normal,normal,normal,normal",
                   help="four bot names, seat 0 first (default normal x4)")
    p.add_argument("--duplicate", action="store_true",
                   help="deal each wall four times with the bots rotated")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--no-check", dest="check", action="store_false",
                   help="skip the per-event invariant checks (faster)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def _print_simulation(r: dict[str, Any]) -> None:
    print(f"Rules {r['rules']}, {r['hands']} hands, seed {r['seed']}: "
          f"{r['hands_per_second']} hands/s, {r['invariant_violations']} invariant violations")
    print("  seat  bot        mean/hand   win   deal-in  ready  pig    ms p50/p95/max")
    rows = [(str(s["seat"]), s) for s in r["seats"]]
    rows += [(name, s) for name, s in r.get("bots", {}).items()]
    for key, s in rows:
        d = s["decision_ms"]
        print(f"  {key:<5} {s['bot']:<10} {s['mean_score_per_hand']:>9.3f} "
              f"{s['win_rate']:>6.3f} {s['deal_in_rate']:>7.3f} {s['ready_rate']:>6.3f} "
              f"{s['pig_rate']:>5.3f}   {d['p50']}/{d['p95']}/{d['max']}")
    for v in r.get("violations", []):
        print(f"  violation: {v}")


def cmd_simulate(argv: Sequence[str]) -> int:
    from mahjong_gui.bots import BOTS
    from mahjong_gui.simulate import simulate

    as_json = "--json" in argv
    try:
        ns = _simulate_parser().parse_args(list(argv))
        profile = get_profile(ns.rules, _options(ns.option))
        bots = [b.strip() for b in ns.bots.split(",")]
        if len(bots) != 4 or any(b not in BOTS for b in bots):
            raise InputError("bad_bots", f"--bots names four of {', '.join(BOTS)}")
        for name, n in (("--hands", ns.hands), ("--matches", ns.matches)):
            if n is not None and n < 1:
                raise InputError("usage", f"{name} must be at least 1")
    except UsageError as err:
        return _fail("usage", err.message, as_json)
    except (InputError, OptionError) as err:
        return _fail(err.code, err.message, as_json)
    report = simulate(profile, bots, ns.seed, ns.hands, ns.matches, ns.duplicate, ns.check)
    return _answer(report, as_json, lambda: _print_simulation(report),
                   EXIT_OK if report["invariant_violations"] == 0 else 3)


# ---------------------------------------------------------------------------------------------

# ---------------------------------------------------------------------------------------------
# scorebook


def _scorebook_parser() -> _Parser:
    p = _Parser(prog="python -m mahjong_gui scorebook",
                description="The app's scorebook: list, show, export and import sessions.")
    p.add_argument("--db", help="the scorebook file (default: the app's own)")
    sub = p.add_subparsers(dest="action", required=True, parser_class=_Parser)
    s = sub.add_parser("list", help="every session, newest first")
    s.add_argument("--json", action="store_true")
    s = sub.add_parser("show", help="one session settled: payments, deltas and totals")
    s.add_argument("id", type=int)
    s.add_argument("--json", action="store_true")
    s = sub.add_parser("export", help="one session as a ledger JSON file or a CSV table")
    s.add_argument("id", type=int)
    s.add_argument("--format", choices=("json", "csv"), default="json")
    s.add_argument("--output", "-o", help="write to FILE instead of standard output")
    s = sub.add_parser("import", help="store a ledger JSON file as a new session")
    s.add_argument("file", help="a ledger JSON file, or - for standard input")
    s.add_argument("--name", help="the session's name (default: the file's, or the rules)")
    s.add_argument("--json", action="store_true")
    return p


def _session_json(info: Any) -> dict[str, Any]:
    return {"id": info.id, "name": info.name, "rules": info.rules, "options": info.options,
            "players": list(info.players), "dealer": info.dealer, "hands": info.hands,
            "created": info.created, "updated": info.updated}


def cmd_scorebook(argv: Sequence[str]) -> int:
    from mahjong_gui.store.scorebook import (
        Scorebook,
        ScorebookError,
        default_path,
        export_csv,
        export_json,
    )

    as_json = "--json" in argv
    try:
        ns = _scorebook_parser().parse_args(list(argv))
        with Scorebook(ns.db or default_path()) as book:
            if ns.action == "list":
                infos = book.sessions()
                report: dict[str, Any] = {"sessions": [_session_json(i) for i in infos]}

                def show_list() -> None:
                    for i in infos:
                        print(f"{i.id:>4}  {i.name}  [{i.rules}]  {', '.join(i.players)}  "
                              f"{i.hands} hands  {i.updated}")
                return _answer(report, as_json, show_list)
            if ns.action == "show":
                info = book.session(ns.id)
                session = book.read(ns.id)
                result = settle_session(session)
                report = {"id": info.id, "name": info.name, **ledger_report(session, result),
                          "player_stats": [{**asdict(st), "per_hand": st.per_hand}
                                           for st in player_stats(session, result)]}
                return _answer(report, as_json, lambda: (print(info.name),
                                                         _print_ledger(report)))
            if ns.action == "export":
                text = (export_csv if ns.format == "csv" else export_json)(book, ns.id)
                if ns.output:
                    try:
                        with open(ns.output, "w", encoding="utf-8", newline="") as fh:
                            fh.write(text)
                    except OSError as err:
                        raise InputError("bad_file", f"cannot write {ns.output}: {err}") from None
                else:
                    sys.stdout.write(text)
                return EXIT_OK
            new_id = book.import_document(_read_json(ns.file), ns.name)
            info = book.session(new_id)
            return _answer(_session_json(info), as_json,
                           lambda: print(f"imported session {new_id}: {info.name} "
                                         f"({info.hands} hands)"))
    except UsageError as err:
        return _fail("usage", err.message, as_json)
    except InputError as err:
        return _fail(err.code, err.message, as_json)
    except ScorebookError as err:
        return _fail(err.code, err.message, as_json)
    except LedgerError as err:
        return _fail(err.code, err.message, as_json)


COMMANDS: dict[str, Callable[[Sequence[str]], int]] = {
    "analyze": cmd_analyze,
    "score": cmd_score,
    "ledger": cmd_ledger,
    "replay": cmd_replay,
    "simulate": cmd_simulate,
    "scorebook": cmd_scorebook,
}


def dispatch(args: Sequence[str]) -> int:
    name, rest = args[0], args[1:]
    if name in ("-h", "--help", "help"):
        print("usage: python -m mahjong_gui [COMMAND ...]\n\n"
              "With no command the app's window opens. Commands:\n"
              "  analyze HAND           shanten, waits and ranked discards\n"
              "  score --rules R HAND   patterns, value and payments of one win\n"
              "  ledger FILE|-          settle whole hands and sessions from events\n"
              "  replay FILE [--check]  replay a saved game, checking every move\n"
              "  simulate --rules R     bots play each other; statistics and checks\n"
              "  scorebook list|show|export|import   the app's scorebook sessions\n"
              "Each command takes --help.")
        return EXIT_OK
    command = COMMANDS.get(name)
    if command is None:
        return _fail("usage", f"unknown command '{name}' (try --help)", "--json" in rest)
    try:
        return command(rest)
    except SystemExit as exc:  # argparse --help
        return int(exc.code or 0)
