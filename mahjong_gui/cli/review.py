"""``review FILE.mjsave [--seat N] [--hand K] [--futures N] [--rules R] [--json]``: every
decision of one seat judged by the engine (``mahjong_gui.review``), worst first, with its cost
and reasons."""

from __future__ import annotations

import os
import signal
import sys
import threading
from collections.abc import Callable, Sequence
from types import FrameType
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
    rules_profile,
    whole_number,
)
from mahjong_gui.engine.common import OptionError

SYNOPSIS = "review FILE [--seat N]"
SUMMARY = "judge every decision of one seat in a saved game"

_SUIT_WORDS = {"m": "Characters", "p": "Dots", "s": "Bamboo"}
_HONOURS = ("East", "South", "West", "North", "Red", "Green", "White")
_BONUS = ("Plum", "Orchid", "Chrysanthemum", "Bamboo flower", "Spring", "Summer", "Autumn",
          "Winter")


def _parser() -> Parser:
    p = command_parser("review", "Judge every decision of one seat in a saved game: the "
                       "engine's best, the loss in points with its standard error, worst first.")
    p.add_argument("file", help="a saved game (.mjsave)")
    p.add_argument("--seat", help="the seat to review, 0-3 (default: the human seat, else 0)")
    p.add_argument("--hand", help="review this hand only (1 = the first)")
    p.add_argument("--futures", default="48",
                   help="the most futures per candidate, 2-1000 (default 48)")
    p.add_argument("--jobs", help="worker processes judging, 1-64 (default: the machine's "
                   "cores, at most 8, or MAHJONG_REVIEW_JOBS); the numbers are the same")
    p.add_argument("--rules", help="the rules the game must have been played under (a profile "
                   "id or a .mjrules file); a game under other rules is refused")
    option_argument(p, with_rules=True)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def _same_rules(events: Sequence[Any], rules: str, extra: dict[str, str]) -> None:
    """``--rules``: refuse (``other_rules``) a game whose hands were played under other rules
    than ``rules`` (compared as the engine reads them, not as text)."""
    from dataclasses import replace

    from mahjong_gui.engine import events as ev
    from mahjong_gui.engine.rules import get_profile

    wanted = replace(rules_profile(rules, extra), options={})
    for e in events:
        if isinstance(e, ev.HandStarted):
            played = replace(get_profile(e.profile, dict(e.options)), options={})
            if played != wanted:
                raise InputError("other_rules", f"the game was played under other rules "
                                 f"than {rules} ({e.profile})")


def tile_word(code: str) -> str:
    """A tile's English name from its notation (``5m`` -> ``5 Characters``)."""
    if len(code) != 2 or not code[0].isdigit():
        return code
    n, suit = int(code[0]), code[1]
    if suit in _SUIT_WORDS:
        return f"{n} {_SUIT_WORDS[suit]}"
    if suit == "z" and 1 <= n <= 7:
        return _HONOURS[n - 1]
    if suit == "f" and 1 <= n <= 8:
        return _BONUS[n - 1]
    return code


def action_words(text: str) -> str:
    """An action's text with tile names instead of codes (``discard 5m`` -> ``discard 5
    Characters``)."""
    out = []
    for w in text.split():
        if w in ("m", "p", "s"):
            out.append(_SUIT_WORDS[w])
        elif w.startswith("chow") or len(w) != 2:
            out.append(w)
        else:
            out.append(tile_word(w))
    text = " ".join(out)
    if text.startswith("chow ") and len(text) > 5:  # chow 123m
        digits, suit = text[5:-1], text[-1]
        if suit in _SUIT_WORDS:
            text = f"chow {'-'.join(digits)} {_SUIT_WORDS[suit]}"
    return text


def _print(r: dict[str, Any]) -> None:
    s = r["summary"]
    print(f"Review of seat {r['seat']} ({r['profile']}): {s['decisions']} decisions, "
          f"agreement {100 * s['agreement']:.0f}%, {s['mistakes_per_100']:.1f} mistakes per "
          f"100, estimated loss {s['loss_total']:.2f} {r['unit'].replace('_', ' ')}")
    for h in r["hands"]:
        hs = h["summary"]
        print(f"  hand {h['hand']}: {hs['decisions']} decisions, agreement "
              f"{100 * hs['agreement']:.0f}%, loss {hs['loss_total']:.2f}")
    ds = sorted(r["decisions"], key=lambda d: (-d["loss"], d["hand"], d["index"]))
    if not ds:
        return
    print("Decisions, worst first:")
    print(f"  {'hand':>4} {'event':>5}  {'chosen':<26} {'best':<26} {'loss':>9} {'± se':>8}"
          "  category")
    for d in ds:
        mark = "  mistake" if d["mistake"] else ""
        print(f"  {d['hand']:>4} {d['index']:>5}  {action_words(d['chosen']):<26} "
              f"{action_words(d['best']):<26} {d['loss']:>9.2f} {d['se']:>8.2f}  "
              f"{d['category'].replace('_', ' ')}{mark}")


def cmd_review(argv: Sequence[str]) -> int:
    from mahjong_gui.review.judge import Budget
    from mahjong_gui.review.parallel import default_jobs
    from mahjong_gui.review.review import ReviewError, review, summaries
    from mahjong_gui.store.saves import SaveError, load_game

    as_json = "--json" in argv
    try:
        ns = _parser().parse_args(list(argv))
        futures = whole_number(ns.futures, "--futures", "bad_futures", 2, 1000)
        jobs = default_jobs() if ns.jobs is None else whole_number(ns.jobs, "--jobs",
                                                                   "bad_jobs", 1, 64)
        seat = None if ns.seat is None else whole_number(ns.seat, "--seat", "bad_seat", 0, 3)
        hand = None if ns.hand is None else whole_number(ns.hand, "--hand", "bad_hand", 1,
                                                         100_000)
        game = load_game(ns.file)
        if ns.rules is not None:
            _same_rules(game.events, ns.rules, options(ns.option))
        if seat is None:
            seat = next((i for i, s in enumerate(game.header.seats)
                         if s.get("player") == "human"), 0)
        budget = Budget(most=futures, least=min(16, futures), batch=min(8, futures),
                        settle=futures * 12 // 5)
        # With worker processes, Ctrl+C ends the review at once wherever this process is (a
        # pool starting or stopping its workers may hold the process otherwise: the workers
        # ignore Ctrl+C and would go on judging); nothing is written until the review ends.
        previous = None
        if jobs > 1 and threading.current_thread() is threading.main_thread():
            previous = signal.signal(signal.SIGINT, _stop_now(as_json))
        try:
            decisions = list(review(game.events, seat,
                                    hand=None if hand is None else hand - 1, budget=budget,
                                    jobs=jobs))
        finally:
            if previous is not None:
                signal.signal(signal.SIGINT, previous)
    except UsageError as err:
        return fail("usage", err.message, as_json)
    except InputError as err:
        return fail(err.code, err.message, as_json, err.field)
    except OptionError as err:
        return fail(err.code, err.message, as_json)
    except SaveError as err:
        return fail(err.code, str(err), as_json)
    except ReviewError as err:
        return fail(err.code, err.message, as_json)
    per_hand, whole = summaries(decisions)
    report: dict[str, Any] = {
        "profile": game.header.profile, "seat": seat, "futures": futures,
        "unit": _unit(game.events),
        "decisions": [_decision_json(d.to_json()) for d in decisions],
        "summary": whole.to_json(),
        "hands": [{"hand": h + 1, "summary": _worst_json(s.to_json())}
                  for h, s in per_hand.items()],
    }
    report["summary"] = _worst_json(report["summary"])
    return answer(report, as_json, lambda: _print(report))


def _stop_now(as_json: bool) -> Callable[[int, FrameType | None], None]:
    """The SIGINT handler of a review in worker processes: the workers are ended, the one line
    (``error: interrupted``) is written and the command leaves with exit 2, from wherever the
    main thread was (it may hold the pools' lock: ``terminate_workers`` takes none)."""
    from mahjong_gui.review.parallel import terminate_workers

    def handler(signum: int, frame: FrameType | None) -> None:
        terminate_workers()
        fail("interrupted", "interrupted", as_json)
        sys.stdout.flush()
        sys.stderr.flush()
        os._exit(2)
    return handler


def _unit(events: Sequence[Any]) -> str:
    """What the numbers count: rank points where the rules rank each game, else points."""
    from mahjong_gui.engine import events as ev
    from mahjong_gui.engine.rules import get_profile
    from mahjong_gui.review.stakes import stakes_for, unit

    first = next((e for e in events if isinstance(e, ev.HandStarted)), None)
    if first is None:
        return "points"
    return unit(stakes_for(get_profile(first.profile, dict(first.options)), ()))


def _decision_json(d: dict[str, Any]) -> dict[str, Any]:
    d["hand"] += 1  # hands are counted from 1 where a player reads them
    return d


def _worst_json(s: dict[str, Any]) -> dict[str, Any]:
    s["worst"] = [{"hand": w["hand"] + 1, "index": w["index"]} for w in s["worst"]]
    return s
