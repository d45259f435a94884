"""Drills made from seeds: every question is a legal position, and its answer key equals what
the engine's analysis, calculator and settlement say, recomputed here another way where one
exists (brute force over discards and winning tiles)."""

from __future__ import annotations

from collections import Counter

import pytest

from mahjong_gui.drills import DrillError, Kind, generate, kinds_for
from mahjong_gui.drills.model import (
    DiscardAnswer,
    HandQuestion,
    ValueAnswer,
    ValueQuestion,
    WaitsAnswer,
    WallEndAnswer,
    WallEndQuestion,
    YesNoAnswer,
)
from mahjong_gui.engine import analysis
from mahjong_gui.engine.calculator import calculate
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.rules import PROFILES, get_sichuan_profile
from mahjong_gui.engine.rules.hongkong import HKEvent, HKSituation
from mahjong_gui.engine.scoring import Situation, WinEvent
from mahjong_gui.engine.settlement import WallHand, wall_status
from mahjong_gui.engine.tiles import TILES

SEEDS = range(4)
LEVELS = (1, 2, 3, 4)
CASES = [(rid, k, level) for rid, p in PROFILES.items() for k in kinds_for(p)
         for level in LEVELS]


def _counts(*groups: object) -> list[int]:
    c = [0] * 34
    for g in groups:
        for t in g:  # type: ignore[attr-defined]
            c[t] += 1
    return c


def _meld_tiles(melds: tuple) -> list:
    return [t for m in melds for t in m.tiles]


def _check_hand(profile, q: HandQuestion, size: int, void_allowed: bool = False) -> None:
    assert len(q.hand) + 3 * len(q.melds) == size
    counts = _counts(q.hand, _meld_tiles(q.melds), q.visible)
    assert max(counts) <= 4
    assert all(t < 34 for t in q.hand)
    if not profile.honours:
        assert all(t < 27 for t in (*q.hand, *_meld_tiles(q.melds), *q.visible))
    if profile.void_suit:
        assert q.void in ("m", "p", "s")
        assert all(m.tile.suit.value != q.void for m in q.melds)
        if not void_allowed:
            assert all(t.suit.value != q.void for t in q.hand)
    else:
        assert q.void is None
    for m in q.melds:
        assert m.kind.value != "chow" or profile.chow


def _brute_discards(profile, q: HandQuestion) -> dict:
    fam = profile.analysis_family
    kinds = range(34 if profile.honours else 27)
    out = {}
    for t in sorted(set(q.hand)):
        rest = list(q.hand)
        rest.remove(t)
        sh = analysis.shanten(rest, q.melds, q.void, family=fam)
        seen = _counts(q.hand, _meld_tiles(q.melds), q.visible)
        uk = 0
        for k in kinds:
            if q.void is not None and TILES[k].suit.value == q.void:
                continue
            if 4 - seen[k] <= 0 or rest.count(k) + sum(m.tiles.count(k) for m in q.melds) >= 4:
                continue
            if analysis.shanten([*rest, TILES[k]], q.melds, q.void, family=fam) < sh:
                uk += 4 - seen[k]
        out[t] = (sh, uk)
    return out


def _brute_waits(profile, q: HandQuestion) -> set:
    out = set()
    for k in range(34 if profile.honours else 27):
        held = q.hand.count(k) + sum(m.tiles.count(k) for m in q.melds)
        if held >= 4:
            continue
        if analysis.is_win([*q.hand, TILES[k]], q.melds, q.void,
                           family=profile.analysis_family):
            out.add(TILES[k])
    return out


@pytest.mark.parametrize(("rules", "kind", "level"), CASES,
                         ids=[f"{r}-{k.value}-{lv}" for r, k, lv in CASES])
def test_questions_are_legal_and_keyed_by_the_engine(rules: str, kind: Kind,
                                                     level: int) -> None:
    profile = PROFILES[rules]
    for seed in SEEDS:
        d = generate(kind.value, rules, seed, level)
        assert d == generate(kind.value, rules, seed, level)  # the seed decides everything
        assert (d.kind, d.rules, d.seed, d.level) == (kind, rules, seed, level)
        q, a = d.question, d.answer
        if kind is Kind.DISCARD:
            assert isinstance(q, HandQuestion) and isinstance(a, DiscardAnswer)
            _check_hand(profile, q, 14)
            if level < 4:
                assert q.visible == ()
            brute = _brute_discards(profile, q)
            assert {c.tile: (c.shanten, c.ukeire) for c in a.candidates} == brute
            top = min(brute.values(), key=lambda v: (v[0], -v[1]))
            assert set(a.best) == {t for t, v in brute.items() if v == top}
            assert set(a.accepted) == {t for t, v in brute.items()
                                       if v[0] == top[0] and v[1] >= top[1] - a.margin}
            assert analysis.shanten(q.hand, q.melds, q.void,
                                    family=profile.analysis_family) >= 0
        elif kind in (Kind.WAITS, Kind.READY, Kind.PIG):
            assert isinstance(q, HandQuestion)
            _check_hand(profile, q, 13, void_allowed=kind is Kind.PIG)
            if kind is Kind.WAITS:
                assert isinstance(a, WaitsAnswer)
                assert set(a.waits) == _brute_waits(profile, q) != set()
                assert [v.tile for v in a.values] == list(a.waits)
                unseen = analysis.unseen_counts(q.hand, q.melds, q.visible)
                assert [v.unseen for v in a.values] == [unseen[w] for w in a.waits]
            elif kind is Kind.READY:
                assert isinstance(a, YesNoAnswer)
                assert a.yes == bool(_brute_waits(profile, q))
            else:
                assert isinstance(a, YesNoAnswer)
                suits = {t.suit.value for t in q.hand} | {m.tile.suit.value for m in q.melds}
                expected = (q.void in suits if profile.pig_is_void_tile else len(suits) == 3)
                assert a.yes == expected
        elif kind is Kind.VALUE:
            assert isinstance(q, ValueQuestion) and isinstance(a, ValueAnswer)
            assert len(q.hand) + 3 * len(q.melds) == 14
            assert max(_counts(q.hand, _meld_tiles(q.melds))) <= 4
            assert analysis.is_win(q.hand, q.melds, q.void, family=profile.analysis_family)
            if profile.bonus_tiles:
                s = HKSituation(win=WinType(q.win), seat=q.seat, discarder=q.discarder,
                                dealer=q.dealer, prevailing=q.prevailing,
                                events=frozenset(HKEvent(e) for e in q.events))
            else:
                assert all(t.suit.value != q.void for t in q.hand)
                s = Situation(win=WinType(q.win), seat=q.seat, discarder=q.discarder,
                              dealer=q.dealer, in_seats=frozenset(q.in_seats), void=q.void,
                              events=frozenset(WinEvent(e) for e in q.events))
            c = calculate(profile, q.hand, q.melds, s, q.bonus)
            assert c.score is not None
            assert a.deltas == c.deltas and a.value == c.score.value
            assert sum(a.deltas) == 0 and a.deltas[q.seat] > 0
        else:
            assert isinstance(q, WallEndQuestion) and isinstance(a, WallEndAnswer)
            sichuan = get_sichuan_profile(rules)
            held = [0] * 34
            for s in q.seats:
                assert s.void in ("m", "p", "s")
                for t in _meld_tiles(s.melds):
                    held[t] += 1
                if s.hand is None:
                    continue
                assert len(s.hand) + 3 * len(s.melds) == 13
                for t in s.hand:
                    held[t] += 1
            assert max(held) <= 4
            status = {x.seat: x for x in a.status}
            assert set(status) == {s.seat for s in q.seats if s.hand is not None}
            for s in q.seats:
                if s.hand is None:
                    continue
                st = wall_status(sichuan, WallHand(s.hand, s.melds, s.void))
                assert (status[s.seat].ready_value, status[s.seat].pig) == (st.ready_value,
                                                                             st.pig)
            for r in a.rows:  # nobody ready pays a ready payment
                if r.reason == "ready_payment":
                    assert status[r.payer].ready_value is None
                    assert status[r.payee].ready_value == r.amount
            if all(r.payee is not None for r in a.rows):
                assert sum(a.deltas) == 0


def test_value_drills_carry_the_events_their_family_lets_the_win_carry() -> None:
    # 200 level-3 drills each: a Sichuan discard may be a kong's discard or the last tile, a
    # Sichuan self-draw a kong bloom or the last tile; a Hong Kong win only a self-drawn last
    # tile or replacement tile; a kong bloom and a replacement tile need a kong among the melds
    seen: dict[str, Counter[tuple[str, str]]] = {}
    for rules in ("mil", "hk-modern"):
        seen[rules] = Counter()
        for s in range(200):
            q = generate("value", rules, s, 3).question
            for e in q.events:
                seen[rules][(q.win, e)] += 1
                if e in ("kong-bloom", "replacement"):
                    assert any(m.kind.is_kong for m in q.melds), (rules, s)
    assert seen["mil"] == {("discard", "kong-discard"): 33, ("discard", "last-tile"): 45,
                           ("self", "kong-bloom"): 14, ("self", "last-tile"): 29}
    assert seen["hk-modern"] == {("self", "last-tile"): 108, ("self", "replacement"): 27}


def test_levels_add_what_they_promise() -> None:
    melds = [generate("discard", "mil", s, 2).question.melds for s in range(12)]
    assert any(melds) and not any(generate("discard", "mil", s, 1).question.melds
                                  for s in range(12))
    assert all(generate("discard", "hk-modern", s, 4).question.visible for s in range(4))
    hk1 = [generate("waits", "hk-modern", s, 1).question for s in range(8)]
    for q in hk1:  # two suits and no honours at the first level
        assert len({t.suit for t in q.hand}) <= 2 and all(t < 27 for t in q.hand)
    sevens = [generate("waits", "mahjchina", s, 3).question for s in range(20)]
    assert any(analysis.shanten_by_form(q.hand, q.melds, q.void)[analysis.Form.SEVEN_PAIRS]
               == 0 for q in sevens)
    events = [generate("value", "competition", s, 3).question.events for s in range(20)]
    assert any(events)
    pigs = [generate("pig", "majsoul", s, 1).answer.yes for s in range(20)]
    assert True in pigs and False in pigs
    ready = [generate("ready", "hk-classical", s, 2).answer.yes for s in range(20)]
    assert True in ready and False in ready


@pytest.mark.parametrize(("args", "code"), [
    (("nope", "mil", 1, 1), "unknown_kind"),
    (("discard", "nope", 1, 1), "unknown_rules"),
    (("pig", "hk-modern", 1, 1), "kind_not_in_rules"),
    (("wall_end", "hk-classical", 1, 1), "kind_not_in_rules"),
    (("discard", "mil", -1, 1), "bad_seed"),
    (("discard", "mil", 1, 5), "bad_level"),
    (("discard", "mil", 1, True), "bad_level"),
])
def test_bad_requests_are_typed_errors(args: tuple, code: str) -> None:
    with pytest.raises(DrillError) as err:
        generate(*args)
    assert err.value.code == code
