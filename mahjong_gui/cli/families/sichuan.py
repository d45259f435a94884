"""The ``score`` command under a Sichuan profile (docs/rules.md §2; docs/guide.md "score"): the
flags it takes (``--void``, ``--in``, ``--kong-from``), its situation, and its answer (the keys
both families share plus the cap, the roots and the self-draw value) in JSON and in words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from mahjong_gui.cli.common import InputError, payment_json, seat_arg, signed
from mahjong_gui.cli.families.shared import WHO, group_text
from mahjong_gui.engine.calculator import Calculation
from mahjong_gui.engine.common import Payment, WinType, deltas
from mahjong_gui.engine.family.base import AnySituation, TableScore
from mahjong_gui.engine.rules import AnyProfile, Profile
from mahjong_gui.engine.scoring import Score, Situation, WinEvent
from mahjong_gui.engine.tiles import Tile


class SichuanScore:
    """The Sichuan adapter of the ``score`` command."""

    house_comparison = True  # a club's rule set is compared with the rules it came from

    def check_flags(self, ns: Any) -> None:
        """Flags the family has no use for are bad input, not silently dropped."""
        if ns.bonus:
            raise InputError("tile_identity", "bonus tiles are for Hong Kong rules only")
        if ns.seat_wind is not None or ns.wind is not None:
            raise InputError("usage", "--seat-wind and --wind are for Hong Kong rules only")
        if "replacement" in ns.event:
            raise InputError("bad_event", "the replacement event is for Hong Kong rules; "
                             "Sichuan calls it kong-bloom")

    def bonus(self, ns: Any) -> tuple[Tile, ...]:
        return ()

    def situation(self, ns: Any) -> AnySituation:
        return _sichuan_situation(ns)

    def report(self, profile: AnyProfile, result: TableScore, situation: AnySituation,
               calculation: Calculation) -> dict[str, Any]:
        return score_report(cast(Profile, profile), cast(Score, result),
                            cast(Situation, situation), calculation.payments)

    def below_minimum(self, shown: object) -> dict[str, Any]:
        return {}

    def print_report(self, r: dict[str, Any], hand_text: str) -> None:
        _print_score(r, hand_text)


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
        events=frozenset(WinEvent(e) for e in ns.event),
        kong_feeder=seat_arg(ns.kong_from, "--kong-from"))


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
        "groups": [group_text(g) for g in d.groups] + [str(m) for m in d.melds],
        "void": result.void,
        "self_draw_value": result.self_draw_value,
        "win_type": situation.win.value,
        "seat": situation.seat,
    }


def _print_score(r: dict[str, Any], hand_text: str) -> None:
    print(f"Rules:    {r['rules']} (unit: {r['unit']})")
    print(f"Hand:     {hand_text}   {WHO[r['win_type']]} by seat {r['seat']}, "
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


SICHUAN_SCORE = SichuanScore()
