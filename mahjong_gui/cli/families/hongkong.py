"""The ``score`` command under a Hong Kong profile (docs/rules.md §3; docs/guide.md "score"):
the flags it takes (``--bonus``, ``--seat-wind``, ``--wind``), its situation, and its answer
(the keys both families share plus the faan details) in JSON and in words."""

from __future__ import annotations

from typing import Any, cast

from mahjong_gui.cli.common import (
    InputError,
    doubling_words,
    payment_json,
    seat_arg,
    signed,
    tile_list,
    whole_number,
)
from mahjong_gui.cli.families.shared import WHO, group_text
from mahjong_gui.engine import tiles
from mahjong_gui.engine.calculator import Calculation
from mahjong_gui.engine.common import WinType, deltas
from mahjong_gui.engine.family.base import AnySituation, TableScore
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.engine.rules.hongkong import HKEvent, HKScore, HKSituation, dealer_for
from mahjong_gui.engine.tiles import Tile


class HKScoreCommand:
    """The Hong Kong adapter of the ``score`` command."""

    house_comparison = False

    def check_flags(self, ns: Any) -> None:
        """Flags the family has no use for are bad input, not silently dropped."""
        for value, flag in ((ns.void, "--void"), (ns.in_seats, "--in"),
                            (ns.kong_from, "--kong-from")):
            if value is not None:
                raise InputError("usage", f"{flag} is not a Hong Kong option (every seat "
                                 "plays until the one win)")

    def bonus(self, ns: Any) -> tuple[Tile, ...]:
        return tiles.parse("".join(ns.bonus)) if "".join(ns.bonus).strip() else ()

    def situation(self, ns: Any) -> AnySituation:
        return _hk_situation(ns)

    def report(self, profile: AnyProfile, result: TableScore, situation: AnySituation,
               calculation: Calculation) -> dict[str, Any]:
        return hk_score_report(profile, cast(HKScore, result), cast(HKSituation, situation))

    def below_minimum(self, shown: object) -> dict[str, Any]:
        """Below the minimum: the faan the win had, counted, and needed."""
        if isinstance(shown, HKScore):
            return {"faan": shown.faan, "counted_faan": shown.counted_faan,
                    "min_faan": shown.min_faan}
        return {}

    def print_report(self, r: dict[str, Any], hand_text: str) -> None:
        _print_hk_score(r, hand_text)


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
        "groups": [group_text(g) for g in d.groups] + [str(m) for m in d.melds],
        "bonus": tile_list(result.bonus),
        "seat_wind": result.seat_wind,
        "prevailing_wind": result.prevailing_wind,
        "win_type": situation.win.value,
        "seat": situation.seat,
        "dealer": situation.dealer,
        "discarder": situation.discarder,
    }


_WIND_NAMES = {1: "East", 2: "South", 3: "West", 4: "North"}


def _print_hk_score(r: dict[str, Any], hand_text: str) -> None:
    print(f"Rules:    {r['rules']} (unit: faan, {r['settlement']} settlement)")
    print(f"Hand:     {hand_text}   {WHO[r['win_type']]} by seat {r['seat']} "
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


HONG_KONG_SCORE = HKScoreCommand()
