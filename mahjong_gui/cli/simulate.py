"""``simulate --rules R``: bots play each other for a number of hands or matches; statistics
per seat and per bot, with the engine's invariant checks after every event."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mahjong_gui.cli.common import (
    EXIT_INVARIANT,
    EXIT_OK,
    InputError,
    Parser,
    UsageError,
    answer,
    command_parser,
    fail,
    options,
    rules_profile,
    whole_number,
)
from mahjong_gui.engine.rules import PROFILES, OptionError

SYNOPSIS = "simulate --rules R"
SUMMARY = "bots play each other; statistics and checks"


def _parser() -> Parser:
    p = command_parser("simulate", "Play hands or matches between bots and report statistics.")
    p.add_argument("--rules", required=True, help="the rule profile: " + ", ".join(PROFILES))
    group = p.add_mutually_exclusive_group()
    group.add_argument("--hands", help="hands to play (default 100)")
    group.add_argument("--matches", help="whole matches to play instead")
    p.add_argument("--seed", default="0")
    p.add_argument("--bots", default="normal,normal,normal,normal",
                   help="four bot names, seat 0 first (default normal x4)")
    p.add_argument("--duplicate", action="store_true",
                   help="deal each wall four times, to four different seatings "
                        "(the bots rotated; a,b,a,b also as a,a,b,b and b,b,a,a)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--no-check", dest="check", action="store_false",
                   help="skip the per-event invariant checks (faster)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def _print_simulation(r: dict[str, Any]) -> None:
    print(f"Rules {r['rules']}, {r['hands']} hands, seed {r['seed']}: "
          f"{r['hands_per_second']} hands/s, {r['invariant_violations']} invariant violations, "
          f"{r['drawn_hands']} drawn ({100 * r['drawn_rate']:.1f}%)")
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
    from mahjong_gui.heap import freeze_long_lived
    from mahjong_gui.simulate import simulate

    as_json = "--json" in argv
    try:
        ns = _parser().parse_args(list(argv))
        profile = rules_profile(ns.rules, options(ns.option))
        bots = [b.strip() for b in ns.bots.split(",")]
        if len(bots) != 4 or any(b not in BOTS for b in bots):
            raise InputError("bad_bots", f"--bots names four of {', '.join(BOTS)}")
        ns.seed = whole_number(ns.seed, "--seed", "usage")
        for name in ("hands", "matches"):  # the integer options' one parser (cli.common)
            if getattr(ns, name) is not None:
                setattr(ns, name, whole_number(getattr(ns, name), f"--{name}", "usage", 1))
    except UsageError as err:
        return fail("usage", err.message, as_json)
    except (InputError, OptionError) as err:
        return fail(err.code, err.message, as_json)
    freeze_long_lived("self-play")  # the app's collector settings (mahjong_gui/heap.py)
    report = simulate(profile, bots, ns.seed, ns.hands, ns.matches, ns.duplicate, ns.check)
    return answer(report, as_json, lambda: _print_simulation(report),
                   EXIT_OK if report["invariant_violations"] == 0 else EXIT_INVARIANT)
