"""``drill KIND --rules R --seed N [--level L]``: one drill made by the engine from a seed, with
its answer key (the same objects the Drills window shows), so drills can be checked from
outside (issue 13; docs/guide.md "drill")."""

from __future__ import annotations

from collections.abc import Sequence
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
    rules_options,
    signed,
    whole_number,
)
from mahjong_gui.drills import LEVELS, DrillError, Kind, generate
from mahjong_gui.drills.generate import rules_spec
from mahjong_gui.engine.rules import PROFILES

SYNOPSIS = "drill KIND --rules R"
SUMMARY = "one drill from a seed, with its answer key"


def _parser() -> Parser:
    p = command_parser("drill", "Make one drill from a seed and print it with its answer key.")
    p.add_argument("kind", help=", ".join(k.value for k in Kind))
    p.add_argument("--rules", required=True,
                   help="mil, mahjchina, competition, majsoul, hk-modern or hk-classical, or a "
                   "club's rule set file (.mjrules)")
    option_argument(p)
    p.add_argument("--seed", required=True, help="a whole number 0 or more")
    p.add_argument("--level", default="1", help="1-4 (default 1)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def _print(r: dict[str, Any]) -> None:
    q, a = r["question"], r["answer"]
    print(f"Drill:    {r['kind']} ({r['rules']}, seed {r['seed']}, level {r['level']})")
    kind = r["kind"]
    if kind in ("discard", "waits", "ready", "pig"):
        melds = " ".join(q["melds"])
        print(f"Hand:     {q['hand']}{' ' + melds if melds else ''}   void {q['void'] or '-'}")
        if q["visible"]:
            print(f"Seen:     {q['visible']}")
    if kind == "discard":
        print("Question: which tile do you discard?")
        print(f"Answer:   {' '.join(a['best'])} (right too: "
              f"{' '.join(t for t in a['accepted'] if t not in a['best']) or '-'})")
        for c in a["candidates"]:
            print(f"  {c['tile']:<4} shanten {c['shanten']}  ukeire {c['ukeire']:>3}  "
                  f"{' '.join(c['improving'])}")
    elif kind == "waits":
        print("Question: which tiles does this hand wait on?")
        for v in a["values"]:
            worth = "-" if v["units"] is None else f"{v['units']} ({v['value']})"
            print(f"  {v['tile']:<4} unseen {v['unseen']}  worth {worth}")
    elif kind in ("ready", "pig"):
        print("Question: " + ("is this hand ready?" if kind == "ready"
                              else "is this hand a flower pig at the wall's end?"))
        print(f"Answer:   {'yes' if a['yes'] else 'no'}"
              + (f" (waits {' '.join(a['waits'])})" if a["waits"] else ""))
    elif kind == "value":
        print("Question: what is it worth, and who pays whom?")
        print("Score:    score " + " ".join(q["args"]))
        print(f"Answer:   {a['units']} {a['unit']}, value {a['value']}")
        for p in a["patterns"]:
            print(f"  {p['id'].replace('_', ' '):<26}{p['value']:>6} x{p['count']}")
        print("Deltas:   " + "  ".join(f"seat {i}: {signed(d)}"
                                       for i, d in enumerate(a["deltas"])))
    else:
        print("Question: the wall is empty; who pays whom?")
        for s in q["seats"]:
            if not s["in"]:
                print(f"  seat {s['seat']}: out (won earlier)")
                continue
            melds = " ".join(s["melds"])
            print(f"  seat {s['seat']}: {s['hand']}{' ' + melds if melds else ''}  "
                  f"void {s['void']}")
        for k in q["kongs"]:
            print(f"  kong paid earlier: seat {k['seat']} {k['kind']}"
                  + (f" from seat {k['from']}" if k["from"] is not None else ""))
        for row in a["rows"]:
            to = "nobody" if row["to"] is None else f"seat {row['to']}"
            print(f"  seat {row['from']} -> {to:<8}{row['amount']:>8}  {row['reason']}")
        print("Deltas:   " + "  ".join(f"seat {i}: {signed(d)}"
                                       for i, d in enumerate(a["deltas"])))


def cmd_drill(argv: Sequence[str]) -> int:
    as_json = "--json" in argv
    try:
        ns = _parser().parse_args(list(argv))
        base, opts = rules_options(ns.rules, options(ns.option))
        rules = rules_spec(base, opts) if base in PROFILES else base
        drill = generate(ns.kind, rules, whole_number(ns.seed, "--seed", "bad_seed"),
                         whole_number(ns.level, "--level", "bad_level", LEVELS[0], LEVELS[-1]))
    except UsageError as err:
        return fail("usage", err.message, as_json)
    except InputError as err:
        return fail(err.code, err.message, as_json, err.field)
    except DrillError as err:
        return fail(err.code, err.message, as_json)
    report = drill.to_json()
    return answer(report, as_json, lambda: _print(report))
