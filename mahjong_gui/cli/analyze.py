"""``analyze HAND``: shanten, waits and ranked discards of a hand, for either family's
winning forms."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mahjong_gui.cli.common import Parser, UsageError, answer, command_parser, fail, tile_list
from mahjong_gui.engine import analysis, tiles
from mahjong_gui.engine.melds import Meld, parse_meld
from mahjong_gui.engine.tiles import ErrorCode, TileError

SYNOPSIS = "analyze HAND"
SUMMARY = "shanten, waits and ranked discards"


def _parser() -> Parser:
    p = command_parser("analyze", "Shanten, waits and ranked discards of a hand.")
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
    if analysis.Form.THIRTEEN_ORPHANS in analysis.forms(family):
        report["shanten_by_form"]["thirteen_orphans"] = by_form.get(
            analysis.Form.THIRTEEN_ORPHANS)
    if size == 13:
        report["waits"] = [{"tile": str(t), "unseen": unseen[t]}
                           for t in analysis.waits(hand, melds, void, family=family)]
        count, kinds = analysis.ukeire(hand, melds, void, visible, family=family)
        report["ukeire"] = {"count": count, "tiles": tile_list(kinds)}
    else:
        report["win"] = analysis.is_win(hand, melds, void, family=family)
        report["discards"] = [
            {"tile": str(o.tile), "shanten": o.shanten, "ukeire": o.ukeire,
             "tiles": tile_list(o.kinds),
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
        ns = _parser().parse_args(list(argv))
        hand = tiles.parse(ns.hand)
        melds = tuple(parse_meld(m) for m in ns.meld)
        visible = tiles.parse(ns.visible) if ns.visible.strip() else ()
        held = (*hand, *(m.tile for m in melds))
        if ns.family == "auto":  # the first whose kinds hold the honours held
            family = next(f for f in analysis.Family
                          if all(t in analysis.kinds(f) for t in held if t.is_honour))
        else:
            family = analysis.Family(ns.family)
        kinds = analysis.kinds(family)
        if not any(t.is_honour for t in kinds) and any(not t.is_number for t in held):
            suits = sorted({t.suit.value for t in kinds}, key="mps".index)
            raise TileError(ErrorCode.BAD_RANK, f"{family.value.capitalize()} hands hold only "
                            f"{', '.join(suits[:-1])} and {suits[-1]} tiles")
        report = analyze_report(hand, melds, ns.void, visible, family)
    except UsageError as err:
        return fail("usage", err.message, as_json)
    except TileError as err:
        return fail(err.code.value, str(err), as_json)
    return answer(report, as_json, lambda: _print_analysis(report))
