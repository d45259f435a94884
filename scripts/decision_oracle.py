"""Value the strong bot's decisions from true positions (issue 17, item 4: where to gain).

    python scripts/decision_oracle.py --out /tmp/oracle.jsonl [--decisions 400] [--futures 16]
                                      [--profile mil] [--seed 1] [--share 0.3]

Plays strong (seats 0 and 2) against ``--opponent`` (1 and 3, default normal). At a sample
(``--share``; with ``--start`` only, every exchange and void choice) of seat 0's decisions that
offer a real choice it values each of up to five candidate actions (the strong
bot's choice, the normal level's shape choice, the best and second-best by the strong bot's
own score, the safest tile, every kong, every call; every void suit; the three tiles of each
suit to pass) by playing the hand on from the true
position: ``--futures`` reshuffles of the undrawn wall (the same ones for every candidate), every
seat then played by its bot (the strong seats without their search, to keep it quick). The value
of a candidate is seat 0's mean score change for the hand from that point. The true hands of the
opponents stay, so one decision's values are an oracle's; averaged over many decisions taken
from real play they are what a change of policy would gain on average.

Each line of ``--out`` is one decision as JSON: the situation (draws left, the reason the bot
gave, the phase), the candidates with the numbers the strong bot weighed them by (shanten,
ukeire, outlook, danger, score) and each candidate's values over the futures. Analyse them
with ``--analyse FILE``, which prints what each kind of alternative would have gained over the
bot's choice, by the reason the bot gave, and the gain a few alternative rules would have had.
"""

from __future__ import annotations

import argparse
import copy
import json
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from mahjong_gui.bots import brain
from mahjong_gui.bots.outlook import outlook
from mahjong_gui.bots.registry import make_bot
from mahjong_gui.bots.strong import StrongBot
from mahjong_gui.engine import analysis
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Table, hand_seed
from mahjong_gui.engine.tiles import TILES


def clone(table: Table, players: Sequence[Any]) -> tuple[Table, list[Any]]:
    """A table and its players that play on independently of the originals."""
    memo: dict[int, Any] = {id(table.profile): table.profile}
    new = copy.copy(table)
    new.events = list(table.events)
    new._wall = list(table._wall)
    new._decisions = dict(table._decisions)
    new.settler = copy.deepcopy(table.settler, memo)
    return new, [copy.deepcopy(p, memo) for p in players]


def play_on(table: Table, players: Sequence[Any]) -> None:
    while not table.over:
        for seat, legal in table.pending().items():
            table.submit(seat, players[seat].choose(table.view(seat), legal))
            if table.over:
                break


def start_candidates(bot: StrongBot, view: Any, legal: tuple[Action, ...]
                     ) -> tuple[dict[str, Any], list[Action]] | None:
    """The void suit (every suit) or the three tiles to pass (the least connected three of
    each suit that has three), with the numbers the bots choose them by."""
    d = bot.decide(view, legal)
    hand = view.hand
    info: dict[str, Any] = {"reason": d.reason.value, "claim": False, "chosen": str(d.action),
                            "phase": legal[0].act.value, "draws_left": None,
                            "suits": {s: {"void_shanten": brain.void_shanten(hand, view.melds, s),
                                          "count": sum(1 for t in hand
                                                       if brain.suit_of(t) == s)}
                                      for s in brain.SUITS},
                            "shape": (brain.choose_void(hand, view.melds)
                                      if legal[0].act is Act.VOID else None)}
    if legal[0].act is Act.VOID:
        acts = list(legal)
        k = brain.knowledge(view)
        for suit in brain.SUITS:  # the outlooks choose_void_by_value compares
            kv = replace(k, void=suit)
            h = list(hand)
            if len(h) == 14:
                h.remove(analysis.discards(h, view.melds, suit, k.visible)[0].tile)
            ol = outlook(kv, h, view.melds)
            info["suits"][suit].update(ev=ol.ev, target=ol.target, shanten=ol.shanten,
                                       chance=ol.chance)
    else:
        acts = []
        for s in brain.SUITS:
            own = [t for t in hand if brain.suit_of(t) == s]
            if len(own) < 3:
                continue
            ranked = sorted(own, key=lambda t: (brain.connectivity(own, t), t))
            pick = tuple(sorted(ranked[:3]))
            a = next((a for a in legal if a.tiles == pick), None)
            if a is not None and a not in acts:
                acts.append(a)
        if d.action not in acts:
            acts.insert(0, d.action)
    return (info, acts) if len(acts) >= 2 else None


def candidates(bot: StrongBot, table: Table, seat: int, legal: tuple[Action, ...],
               start_only: bool = False) -> tuple[dict[str, Any], list[Action]] | None:
    """The situation and the candidate actions at ``seat``'s decision (None: no real choice)."""
    view = table.view(seat)
    if legal[0].act in (Act.EXCHANGE, Act.VOID):
        return start_candidates(bot, view, legal)
    if start_only:
        return None
    d = bot.decide(view, legal)
    k = brain.knowledge(view)
    info: dict[str, Any] = {"reason": d.reason.value, "draws_left": k.draws_left,
                            "wall": k.wall, "opponents": len(k.opponents),
                            "claim": brain.is_claim(view, legal),
                            "chosen": str(d.action), "shanten": None}
    acts: list[Action] = [d.action]
    if info["claim"]:
        acts += [a for a in legal if a not in acts]
    else:
        if d.reason.value == "void_first" and not any(a.act is Act.KONG for a in legal):
            return None
        cands = list(d.candidates)
        info["cands"] = [{"tile": int(c.tile), "shanten": c.shanten, "ukeire": c.ukeire,
                          "ev": c.outlook.ev, "chance": c.outlook.chance,
                          "target": c.outlook.target, "danger": c.danger, "score": c.score}
                         for c in cands]
        if cands:
            info["shanten"] = cands[0].shanten
            picks = [cands[0], *sorted(cands, key=lambda c: -c.score)[:2],
                     min(cands, key=lambda c: c.danger)]
            for c in picks:
                a = next(a for a in legal if a.act is Act.DISCARD and a.tile == c.tile)
                if a not in acts:
                    acts.append(a)
        acts += [a for a in legal if a.act is Act.KONG and a not in acts]
    if len(acts) < 2:
        return None
    return info, acts[:6]


def value(table: Table, players: Sequence[Any], seat: int, action: Action,
          shuffle_seed: int) -> int:
    t, ps = clone(table, players)
    random.Random(shuffle_seed).shuffle(t._wall)
    before = t.state.scores[seat]
    t.submit(seat, action)
    play_on(t, ps)
    return t.state.scores[seat] - before


def collect(args: argparse.Namespace) -> None:
    prof = get_profile(args.profile)
    rng = random.Random(args.seed)
    done = 0
    hand = 0
    t0 = time.perf_counter()
    with open(args.out, "a", encoding="utf-8") as out:
        while done < args.decisions:
            hand += 1
            seed = hand_seed(args.seed, hand)
            names = ("strong", args.opponent, "strong", args.opponent)
            players = [make_bot(n, seed * 4 + s) for s, n in enumerate(names)]
            # The continuations: the same bots, the strong ones without their search.
            quick = [make_bot(n, seed * 4 + s) for s, n in enumerate(names)]
            for q in quick:
                if isinstance(q, StrongBot):
                    q.use_search = False
            table = Table(prof, seed)
            bot0 = players[0]
            assert isinstance(bot0, StrongBot)
            while not table.over and done < args.decisions:
                for seat, legal in table.pending().items():
                    start = legal[0].act in (Act.EXCHANGE, Act.VOID)
                    if seat == 0 and (start or rng.random() < args.share) and (
                            start or not args.start):
                        found = candidates(bot0, table, seat, legal, args.start)
                        if found is not None:
                            info, acts = found
                            seeds = [rng.randrange(1 << 30) for _ in range(args.futures)]
                            info["values"] = {str(a): [value(table, quick, 0, a, s)
                                                       for s in seeds] for a in acts}
                            info["hand"] = hand
                            out.write(json.dumps(info) + "\n")
                            out.flush()
                            done += 1
                            if done % 20 == 0:
                                print(f"{done} decisions, {time.perf_counter() - t0:.0f} s",
                                      file=sys.stderr)
                    table.submit(seat, players[seat].choose(table.view(seat), legal))
                    if table.over:
                        break


def _mean_se(xs: Sequence[float]) -> tuple[float, float]:
    n = len(xs)
    if n < 2:
        return (xs[0] if xs else 0.0), float("inf")
    return statistics.fmean(xs), statistics.stdev(xs) / math.sqrt(n)


def _discard_key(tile: int) -> str:
    """How a discard of ``tile`` is named in a record's values (its action's text)."""
    return str(Action(Act.DISCARD, TILES[tile]))


def variant_pick(r: dict[str, Any], step_back: float = 0.5, slow: float = 0.85,
                 danger: float = 1.0, dev_abs: float = 0.1, dev_rel: float = 0.1) -> int:
    """The discard the strong bot's ``pick`` would make with these settings (the module's
    constants are the defaults), from the numbers recorded for the decision."""
    cands = r["cands"]
    best_sh = min(c["shanten"] for c in cands)
    def score(c: dict[str, Any]) -> float:
        ev = c["ev"]
        if c["shanten"] > best_sh:
            ev *= slow if c["target"] in ("pure", "all_pongs", "seven_pairs") else step_back
        return ev - danger * c["danger"]
    base = cands[0]
    top = max(cands, key=score)
    b = score(base)
    if score(top) > b + max(dev_abs, dev_rel * abs(b)):
        return int(top["tile"])
    return int(base["tile"])


def analyse(rows: list[dict[str, Any]]) -> None:
    print(f"{len(rows)} decisions")
    alt: dict[str, list[float]] = defaultdict(list)
    for r in rows:
        vals = r["values"]
        chosen = vals[r["chosen"]]
        key = ("claim:" if r["claim"] else "turn:") + r["reason"]
        for a, v in vals.items():
            if a == r["chosen"]:
                continue
            kind = a.split()[0]
            if not r["claim"] and kind == "discard" and r.get("cands"):
                cands = r["cands"]
                safest = min(cands, key=lambda c: c["danger"])
                if a == _discard_key(cands[0]["tile"]):
                    kind = "shape"
                elif a == _discard_key(safest["tile"]) and safest["danger"] < min(
                        (c["danger"] for c in cands
                         if _discard_key(c["tile"]) == r["chosen"]), default=math.inf):
                    kind = "safer"
                else:
                    kind = "other discard"
            d = statistics.fmean(v) - statistics.fmean(chosen)
            alt[f"{key} -> {kind}"].append(d)
    print("the mean gain of an alternative over the bot's choice (per decision, ± s.e.):")
    for key, xs in sorted(alt.items()):
        m, se = _mean_se(xs)
        flag = "  <--" if m > 2 * se else ""
        print(f"  {key:45s} {len(xs):5d}  {m:+7.3f} ± {se:.3f}{flag}")
    turns = [r for r in rows if not r["claim"] and r.get("cands")
             and r["reason"] not in ("searched", "void_first", "kong")]
    print(f"discard rules replayed on {len(turns)} turn decisions (gain over the recorded "
          "choice; decisions whose pick was not valued are left out):")
    grid = [dict()] + [dict(step_back=x) for x in (0.3, 0.7, 0.85, 1.0)] + [
        dict(danger=x) for x in (0.5, 0.75, 1.25, 1.5, 2.0)] + [
        dict(dev_abs=x, dev_rel=x) for x in (0.0, 0.05, 0.2, 0.3)] + [
        dict(slow=x) for x in (0.6, 1.0)]
    for g in grid:
        gains, missing = [], 0
        for r in turns:
            v = r["values"].get(_discard_key(variant_pick(r, **g)))
            if v is None:
                missing += 1
                continue
            gains.append(statistics.fmean(v) - statistics.fmean(r["values"][r["chosen"]]))
        m, se = _mean_se(gains)
        changed = sum(1 for x in gains if x != 0)
        print(f"  {str(g):40s} {m * len(gains) / max(1, len(turns)):+7.4f} per decision "
              f"(± {se:.4f}), {changed} changed, {missing} not valued")


def void_pick(r: dict[str, Any], unit: float, margin: float = 1.0, floor: float = 0.5) -> str:
    """The void suit ``choose_void_by_value`` would choose with these settings (its
    ``VOID_MARGIN`` and the floor in plain wins are the defaults), from the recorded outlooks."""
    shape = r["shape"]
    evs = {s: v["ev"] for s, v in r["suits"].items()}
    best = max(evs, key=lambda s: (evs[s], s == shape))
    return best if evs[best] > evs[shape] + max(floor * unit, margin * abs(evs[shape])) else shape


def analyse_voids(rows: list[dict[str, Any]], unit: float) -> None:
    voids = [r for r in rows if r.get("phase") == "void" and "ev" in r["suits"][r["shape"]]]
    if not voids:
        return
    print(f"the void choice replayed on {len(voids)} decisions (gain over the recorded one):")
    for margin, floor in ((1.0, 0.5), (0.0, 0.0), (0.25, 0.25), (0.5, 0.5), (2.0, 0.5)):
        gains = []
        for r in voids:
            pick = void_pick(r, unit, margin, floor)
            gains.append(statistics.fmean(r["values"][f"void {pick}"])
                         - statistics.fmean(r["values"][r["chosen"]]))
        m, se = _mean_se(gains)
        print(f"  margin {margin} (floor {floor} plain wins): {m:+.4f} ± {se:.4f}, "
              f"{sum(1 for g in gains if g)} changed")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="oracle.jsonl")
    ap.add_argument("--decisions", type=int, default=400)
    ap.add_argument("--futures", type=int, default=16)
    ap.add_argument("--profile", default="mil")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--share", type=float, default=0.3)
    ap.add_argument("--opponent", default="normal", help="the bot on seats 1 and 3")
    ap.add_argument("--start", action="store_true",
                    help="only the exchange and void decisions")
    ap.add_argument("--analyse", metavar="FILE")
    args = ap.parse_args(argv)
    if args.analyse:
        with open(args.analyse, encoding="utf-8") as f:
            rows = [json.loads(line) for line in f]
        analyse(rows)
        analyse_voids(rows, brain.unit_value(get_profile(args.profile)))
        return 0
    collect(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
