"""``score --rules R HAND``: one win scored as the app's hand calculator scores it
(``engine.calculator.calculate``): every pattern, the value, who pays whom.

The situation is read the profile's family's way (``cli/families``): Hong Kong (docs/rules.md
§3) takes ``--bonus``, ``--seat-wind`` and ``--wind``; Sichuan (§2) takes ``--void``, ``--in``
and ``--kong-from``. A Hong Kong answer carries its faan details besides the keys both
families share.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mahjong_gui.cli.common import (
    EXIT_NOT_WIN,
    InputError,
    Parser,
    UsageError,
    answer,
    command_parser,
    fail,
    options,
    rules_profile,
)
from mahjong_gui.cli.families import SCORE_FAMILIES
from mahjong_gui.engine import tiles
from mahjong_gui.engine.calculator import calculate
from mahjong_gui.engine.common import Invalid, NotWin
from mahjong_gui.engine.family.base import AnySituation
from mahjong_gui.engine.family.registry import FAMILIES, score_at_table, spot_for
from mahjong_gui.engine.melds import parse_meld
from mahjong_gui.engine.rules import AnyProfile, OptionError
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
                   choices=list(dict.fromkeys(e for f in FAMILIES.values() for e in f.event_ids)),
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


def _not_win_report(profile: AnyProfile, reason: str, shown: object) -> dict[str, Any]:
    """Why there is no win; below a minimum, with what fell short (the family's words)."""
    out: dict[str, Any] = {"rules": profile.id, "win": False, "reason": reason}
    out.update(SCORE_FAMILIES[profile.family].below_minimum(shown))
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
        family = SCORE_FAMILIES[profile.family]
        family.check_flags(ns)
        hand = tiles.parse(ns.hand)
        melds = tuple(parse_meld(m) for m in ns.meld)
        bonus = family.bonus(ns)  # Hong Kong: the bonus tiles (docs/rules.md §3)
        situation = family.situation(ns)
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
    report = family.report(profile, result, situation, calculation)
    if family.house_comparison and ns.rules.endswith(".mjrules"):
        report["house"] = _against_base(profile, hand, melds, situation)
    return answer(report, as_json, lambda: family.print_report(report, text))


def _against_base(profile: AnyProfile, hand: Sequence[Tile], melds: Sequence[Any],
                  situation: AnySituation) -> dict[str, Any]:
    """What the same win is worth under the rules a club's rule set came from (its room
    options kept, its house changes dropped): the value and deltas, or why it is no win."""
    from mahjong_gui.engine.rules import get_profile
    from mahjong_gui.engine.rules.base import HOUSE

    base = get_profile(profile.id, {k: v for k, v in profile.options.items()
                                    if not k.startswith(HOUSE)})
    changes = {k[len(HOUSE):]: v for k, v in profile.options.items() if k.startswith(HOUSE)}
    out: dict[str, Any] = {"base": base.id, "changes": changes}
    found = calculate(base, hand, melds, situation)
    if found.score is not None:
        out.update(base_value=found.score.value, base_deltas=list(found.deltas))
    else:
        out.update(base_value=None, base_reason=getattr(found.result, "reason", "invalid"))
    return out
