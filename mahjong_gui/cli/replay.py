"""``replay FILE [--check]``: replay a saved game (``.mjsave``), checking every move and
number against the engine, or list its events."""

from __future__ import annotations

import json
from collections.abc import Sequence

from mahjong_gui.cli.common import EXIT_OK, Parser, UsageError, command_parser, fail
from mahjong_gui.engine import events as ev

SYNOPSIS = "replay FILE [--check]"
SUMMARY = "replay a saved game, checking every move"


def _parser() -> Parser:
    p = command_parser("replay", "Replay a saved game: check every move and number, or list it.")
    p.add_argument("file", help="a saved game (.mjsave)")
    p.add_argument("--check", action="store_true",
                   help="only validate and summarise (exit 0 when the file replays exactly)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def _event_line(e: ev.Event) -> str:
    data = json.loads(ev.to_json(e))
    kind = data.pop("type")
    data.pop("payments", None)
    if isinstance(e, ev.HandStarted):
        return f"hand {e.hand + 1}: {e.profile}, dealer seat {e.dealer}, scores {list(e.scores)}"
    fields = ", ".join(f"{k}={v}" for k, v in data.items() if v not in (None, [], False))
    return f"  {kind}: {fields}"


def cmd_replay(argv: Sequence[str]) -> int:
    from mahjong_gui.store.saves import SaveError, load_game

    as_json = "--json" in argv
    try:
        ns = _parser().parse_args(list(argv))
        game = load_game(ns.file)
    except UsageError as err:
        return fail("usage", err.message, as_json)
    except SaveError as err:
        return fail(err.code, str(err), as_json)
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
