"""``score --rules R HAND``: one win scored as the app's hand calculator scores it
(``engine.calculator.calculate``): every pattern, the value, who pays whom.

The situation is read the profile's way: a profile with bonus tiles (Hong Kong, docs/rules.md
§3) takes ``--bonus``, ``--seat-wind`` and ``--wind``; the others (Sichuan, §2) take ``--void``,
``--in`` and ``--kong-from``. A Hong Kong answer carries its faan details besides the keys
both families share.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from mahjong_gui.cli.common import (
    EXIT_NOT_WIN,
    InputError,
    Parser,
    UsageError,
    answer,
    command_parser,
    doubling_words,
    fail,
    options,
    payment_json,
    rules_profile,
    seat_arg,
    signed,
    tile_list,
    whole_number,
)
from mahjong_gui.engine import analysis, tiles
from mahjong_gui.engine.calculator import calculate
from mahjong_gui.engine.family.registry import score_at_table, spot_for
from mahjong_gui.engine.melds import parse_meld
from mahjong_gui.engine.rules import AnyProfile, OptionError, Profile
from mahjong_gui.engine.rules.hongkong import (
    HKEvent,
    HKScore,
    HKSituation,
    dealer_for,
)
from mahjong_gui.engine.scoring import Event, Invalid, NotWin, Score, Situation, WinType
from mahjong_gui.engine.settlement import Payment, deltas
from mahjong_gui.engine.tiles import Tile, TileError

SYNOPSIS = "score --rules R HAND"
SUMMARY = "patterns, value and payments of one win"


def _parser() -> Parser:
    p = command_parser("score", "Score one win: every pattern, the value, who pays whom.")
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
    p.add_argument("--bonus", action="append", default=[], metavar="TILES",
                   help="Hong Kong: the winner's flowers and seasons, e.g. 1f5f")
    p.add_argument("--seat-wind", dest="seat_wind", metavar="1-4",
                   help="Hong Kong: the winner's seat wind (default: from --seat and --dealer)")
    p.add_argument("--wind", metavar="1-4", help="Hong Kong: the prevailing wind (default 1)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                   help="a room option, e.g. cap=events-inside")
    p.add_argument("--kong-from", dest="kong_from", metavar="SEAT",
                   help="with kong-bloom: who fed the exposed kong (competition: only they pay)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


# ---------------------------------------------------------------------------------------------
# The situation, read the profile's way


def _refuse_other_family(ns: Any, bonus_tiles: bool) -> None:
    """Flags the profile's family has no use for are bad input, not silently dropped."""
    if bonus_tiles:
        for value, flag in ((ns.void, "--void"), (ns.in_seats, "--in"),
                            (ns.kong_from, "--kong-from")):
            if value is not None:
                raise InputError("usage", f"{flag} is not a Hong Kong option (every seat "
                                 "plays until the one win)")
        return
    if ns.bonus:
        raise InputError("tile_identity", "bonus tiles are for Hong Kong rules only")
    if ns.seat_wind is not None or ns.wind is not None:
        raise InputError("usage", "--seat-wind and --wind are for Hong Kong rules only")
    if HKEvent.REPLACEMENT.value in ns.event:
        raise InputError("bad_event", "the replacement event is for Hong Kong rules; "
                         "Sichuan calls it kong-bloom")


def _sichuan_situation(ns: Any) -> Situation:
    in_seats_text = "0,1,2,3" if ns.in_seats is None else ns.in_seats
    in_text = [x.strip() for x in in_seats_text.split(",") if x.strip()]
    in_seats = frozenset(seat_arg(x, "--in") for x in in_text)
    if not in_text or len(in_seats) != len(in_text):
        raise InputError("bad_seat", f"--in lists distinct seats, not '{in_seats_text}'")
    if ns.void is not None and ns.void not in ("m", "p", "s"):
        raise InputError("bad_void", f"--void is m, p or s, not '{ns.void}'")
    return Situation(
        win=WinType(ns.win), seat=seat_arg(ns.seat, "--seat") or 0,
        discarder=seat_arg(ns.discarder, "--from"),
        dealer=seat_arg(ns.dealer, "--dealer") or 0,
        in_seats=frozenset(s for s in in_seats if s is not None), void=ns.void,
        events=frozenset(Event(e) for e in ns.event),
        kong_feeder=seat_arg(ns.kong_from, "--kong-from"))


def _wind_arg(text: str | None, name: str, default: int | None) -> int | None:
    if text is None:
        return default
    return whole_number(text, f"{name} (a wind, 1 East)", "bad_wind", 1, 4)


def _hk_situation(ns: Any) -> HKSituation:
    seat = seat_arg(ns.seat, "--seat") or 0
    dealer = seat_arg(ns.dealer, "--dealer")
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
    return HKSituation(
        win=WinType(ns.win), seat=seat, discarder=seat_arg(ns.discarder, "--from"),
        dealer=dealer or 0, prevailing=_wind_arg(ns.wind, "--wind", 1) or 1,
        events=frozenset(events))


# ---------------------------------------------------------------------------------------------
# The answer


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


def hk_score_report(profile: AnyProfile, result: HKScore,
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
        "bonus": tile_list(result.bonus),
        "seat_wind": result.seat_wind,
        "prevailing_wind": result.prevailing_wind,
        "win_type": situation.win.value,
        "seat": situation.seat,
        "dealer": situation.dealer,
        "discarder": situation.discarder,
    }


_WHO = {"self": "self-draw", "discard": "discard win", "robbed": "robbed kong"}
_WIND_NAMES = {1: "East", 2: "South", 3: "West", 4: "North"}


def _print_score(r: dict[str, Any], hand_text: str) -> None:
    print(f"Rules:    {r['rules']} (unit: {r['unit']})")
    print(f"Hand:     {hand_text}   {_WHO[r['win_type']]} by seat {r['seat']}, "
          f"void {r['void'] or '-'}")
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
    print("Deltas:   " + "  ".join(f"seat {i}: {signed(d)}" for i, d in enumerate(r["deltas"])))
    house = r.get("house")
    if house is not None:  # a club's rule set: the same win under the rules it came from
        changes = ", ".join(f"{k}={v}" for k, v in house["changes"].items())
        print(f"House:    {changes}")
        if house["base_value"] is None:
            print(f"{house['base']}:" + " " * max(1, 9 - len(house['base']))
                  + f"not a win ({house['base_reason'].replace('_', ' ')})")
        else:
            print(f"{house['base']}:" + " " * max(1, 9 - len(house['base']))
                  + f"value {house['base_value']}, deltas " + "  ".join(
                      f"seat {i}: {signed(d)}" for i, d in enumerate(house["base_deltas"])))


def _print_hk_score(r: dict[str, Any], hand_text: str) -> None:
    print(f"Rules:    {r['rules']} (unit: faan, {r['settlement']} settlement)")
    print(f"Hand:     {hand_text}   {_WHO[r['win_type']]} by seat {r['seat']} "
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
        print(f"  seat {p['from']} -> seat {p['to']:<3}{p['amount']:>8}  {p['reason']}"
              f"{doubling_words(p)}")
    print("Deltas:   " + "  ".join(f"seat {i}: {signed(d)}" for i, d in enumerate(r["deltas"])))


def _not_win_report(profile: AnyProfile, reason: str, shown: object) -> dict[str, Any]:
    """Why there is no win; below a Hong Kong minimum, with the faan that fell short."""
    out: dict[str, Any] = {"rules": profile.id, "win": False, "reason": reason}
    if isinstance(shown, HKScore):
        out.update(faan=shown.faan, counted_faan=shown.counted_faan, min_faan=shown.min_faan)
    return out


def _print_not_win(r: dict[str, Any]) -> None:
    if r["reason"] == "below_minimum":
        print(f"Not a win: below the minimum ({r['counted_faan']} faan counted, "
              f"{r['min_faan']} needed)")
    else:
        print(f"Not a win: {r['reason'].replace('_', ' ')}")


def cmd_score(argv: Sequence[str]) -> int:
    as_json = "--json" in argv
    try:
        ns = _parser().parse_args(list(argv))
        profile = rules_profile(ns.rules, options(ns.option))
        _refuse_other_family(ns, profile.bonus_tiles)
        hand = tiles.parse(ns.hand)
        melds = tuple(parse_meld(m) for m in ns.meld)
        situation: Situation | HKSituation
        bonus: tuple[Tile, ...] = ()
        if profile.bonus_tiles:  # the input with bonus tiles and winds (docs/rules.md §3)
            bonus = tiles.parse("".join(ns.bonus)) if "".join(ns.bonus).strip() else ()
            situation = _hk_situation(ns)
        else:
            situation = _sichuan_situation(ns)
        calculation = calculate(profile, hand, melds, situation, bonus)
    except UsageError as err:
        return fail("usage", err.message, as_json)
    except (InputError, OptionError) as err:
        return fail(err.code, err.message, as_json)
    except TileError as err:
        return fail(err.code.value, str(err), as_json)
    result = calculation.result
    if isinstance(result, Invalid):
        return fail(result.code, result.message, as_json)
    if isinstance(result, NotWin):
        # Below a minimum the command also says by how much: the same win, counted unchecked.
        shown = (score_at_table(profile, hand, melds, spot_for(profile, situation, bonus),
                                check_minimum=False)
                 if result.reason == "below_minimum" else None)
        out = _not_win_report(profile, result.reason, shown)
        return answer(out, as_json, lambda: _print_not_win(out), EXIT_NOT_WIN)
    text = tiles.format(hand) + "".join(f" {m}" for m in melds)
    if bonus:
        text += " + " + tiles.format(sorted(bonus))
    if isinstance(result, HKScore):
        hk = hk_score_report(profile, result, cast(HKSituation, situation))
        return answer(hk, as_json, lambda: _print_hk_score(hk, text))
    report = score_report(cast(Profile, profile), result, cast(Situation, situation),
                          calculation.payments)
    if ns.rules.endswith(".mjrules"):
        report["house"] = _against_base(profile, hand, melds, situation)
    return answer(report, as_json, lambda: _print_score(report, text))


def _against_base(profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Any],
                  situation: Situation | HKSituation) -> dict[str, Any]:
    """What the same win is worth under the rules a club's rule set came from (its room
    options kept, its house changes dropped): the value and deltas, or why it is no win."""
    from mahjong_gui.engine.rules import get_profile
    from mahjong_gui.engine.rules.base import HOUSE

    base = get_profile(profile.id, {k: v for k, v in profile.options.items()
                                    if not k.startswith(HOUSE)})
    changes = {k[len(HOUSE):]: v for k, v in profile.options.items() if k.startswith(HOUSE)}
    out: dict[str, Any] = {"base": base.id, "changes": changes}
    found = calculate(base, hand, melds, situation)
    if isinstance(found.result, Score):
        out.update(base_value=found.result.value, base_deltas=list(found.deltas))
    else:
        out.update(base_value=None, base_reason=getattr(found.result, "reason", "invalid"))
    return out
