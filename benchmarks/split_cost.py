"""What a refactoring costs a hot function: this tree's function against the same module loaded
from another copy of its source (issue 31 item 3: a split that costs more than 3 % stays whole).

    python benchmarks/split_cost.py MODULE FUNCTION OLD_FILE [--hands 4] [--side new|old|none]

The calls are recorded from seeded self-play in this process (four strong bots on mil, four
normal bots on hk-modern, ``--hands`` hands each; ``discard_plan_keys`` gets 3,000 seeded
14-tile hands, ``apply`` replays every hand's events), both functions answer each call once
(the remembered tables warmed), then ``--side`` runs one of them over every call again. CPU time
on a shared machine moves more than 3 % between identical runs, so count instructions instead:

    for side in none new old; do valgrind --tool=cachegrind --cache-sim=no \\
        python benchmarks/split_cost.py mahjong_gui.engine.analysis.discard discards \\
        /tmp/before/mahjong_gui/engine/analysis/discard.py --side $side; done

and compare (new - none) / (old - none) of the "I refs" lines (docs/performance.md). Without
``--side`` it prints both sides' CPU time, the best of 30 alternating passes per 50 calls.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import random
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from mahjong_gui.bots import brain, strong
from mahjong_gui.engine import analysis
from mahjong_gui.engine import state as game_state
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.tiles import TILES
from mahjong_gui.heap import freeze_long_lived
from mahjong_gui.simulate import Simulation

Call = tuple[tuple[Any, ...], dict[str, Any]]


def _copy(x: object) -> object:
    return type(x)(x) if isinstance(x, list | set | dict) else x  # a caller may change it later


def record(hands: int) -> tuple[dict[str, list[Call]], list[list[Any]]]:
    """The calls of ``discards``, ``outlook`` and ``score_hand`` and every hand's events."""
    calls: dict[str, list[Call]] = {"discards": [], "outlook": [], "score_hand": []}
    logs: list[list[Any]] = []

    def wrap(name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def recorded(*args: Any, **kwargs: Any) -> Any:
            calls[name].append((tuple(_copy(a) for a in args),
                                {k: _copy(v) for k, v in kwargs.items()}))
            return real(*args, **kwargs)
        return recorded

    real_record = Simulation._record

    def keep_log(self: Simulation, table: Any, names: Any, times: Any) -> None:
        logs.append(list(table.events))
        real_record(self, table, names, times)

    # (module, attribute, the calls it goes to): the callers read these names at call time.
    spots: list[tuple[object, str, str]] = [
        (analysis, "discards", "discards"), (strong, "outlook", "outlook"),
        (strong, "score_hand", "score_hand"), (brain, "score_hand", "score_hand")]
    saved = [getattr(where, attr) for where, attr, _ in spots]
    for where, attr, name in spots:
        setattr(where, attr, wrap(name, getattr(where, attr)))
    Simulation._record = keep_log  # type: ignore[method-assign]
    try:
        Simulation(get_profile("mil"), ("strong",) * 4, 5, False).run_hands(hands)
        Simulation(get_profile("hk-modern"), ("normal",) * 4, 6, False).run_hands(hands)
    finally:
        for (where, attr, _), real in zip(spots, saved, strict=True):
            setattr(where, attr, real)
        Simulation._record = real_record  # type: ignore[method-assign]
    return calls, logs


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("module")
    ap.add_argument("function")
    ap.add_argument("old_file")
    ap.add_argument("--hands", type=int, default=4)
    ap.add_argument("--side", choices=("new", "old", "none"))
    args = ap.parse_args(argv)
    new_fn = getattr(importlib.import_module(args.module), args.function)
    spec = importlib.util.spec_from_file_location(args.module + "_before", args.old_file)
    assert spec is not None and spec.loader is not None
    before = importlib.util.module_from_spec(spec)
    sys.modules[args.module + "_before"] = before
    spec.loader.exec_module(before)
    old_fn = getattr(before, args.function)

    calls, logs = record(args.hands)
    items: list[Any]
    if args.function == "apply":
        items = logs
    elif args.function == "discard_plan_keys":
        rng = random.Random(7)
        wall = [t for t in range(34) for _ in range(4)]
        items = [((tuple(sorted(TILES[t] for t in rng.sample(wall, 14))), ()), {})
                 for _ in range(3000)]
    else:
        items = calls[args.function]

    def call(fn: Callable[..., Any], item: Any) -> Any:
        if args.function != "apply":
            return fn(*item[0], **item[1])
        s = game_state.INITIAL
        for e in item:  # one hand's events
            s = fn(s, e)
        return s

    freeze_long_lived("split_cost")
    for x in items:  # both answer every call once: the remembered tables warmed alike
        a, b = call(new_fn, x), call(old_fn, x)
        assert args.function == "apply" or a == b, x
    if args.side is not None:
        fn = {"new": new_fn, "old": old_fn}.get(args.side)
        if fn is not None:
            for x in items:
                call(fn, x)
        print(f"{len(items)} calls, side {args.side}")
        return 0
    clock = time.process_time
    total_new = total_old = 0.0
    for i in range(0, len(items), 50):
        chunk = items[i:i + 50]
        best_new = best_old = float("inf")
        for _ in range(30):
            t0 = clock()
            for x in chunk:
                call(new_fn, x)
            t1 = clock()
            for x in chunk:
                call(old_fn, x)
            t2 = clock()
            best_new, best_old = min(best_new, t1 - t0), min(best_old, t2 - t1)
        total_new += best_new
        total_old += best_old
    print(f"{args.function}: {len(items)} calls; new {total_new / len(items) * 1e6:.2f} us, "
          f"old {total_old / len(items) * 1e6:.2f} us a call (CPU time): "
          f"{total_new / total_old:.4f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
