"""Mistakes become drills (issue 27 item 6): each mistake the review can phrase as a question
(a discard, a call or pass, a void, a win or pass) becomes a ``decision`` drill whose answer
and explanation are the review's numbers; in a hand the review judged whole its cards replace
the older shanten/ukeire rule's; the store keeps them (schema 2) and refuses damaged ones."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from datetime import datetime, timezone
from pathlib import Path

import pytest
from fsrs import Rating

from mahjong_gui.drills import grade
from mahjong_gui.drills.mistakes import REVIEWED_KINDS, drills_from_review, hand_seeds
from mahjong_gui.drills.model import DecisionQuestion, DiscardAnswer, Kind, ReviewAnswer
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.state import INITIAL, apply
from mahjong_gui.engine.views import seat_view
from mahjong_gui.review.judge import Budget
from mahjong_gui.review.review import (
    MISTAKE_UNITS,
    JudgedDecision,
    decision_points,
    judge_point,
    review,
)
from mahjong_gui.store.drills import (
    MIGRATIONS,
    MISTAKES,
    SCHEMA_VERSION,
    DrillStore,
    DrillStoreError,
)
from tests.review.helpers import played

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=timezone.utc)
SMALL = Budget(most=4, least=4, batch=4, settle=16)


@pytest.fixture(scope="module")
def judged() -> tuple[list[ev.Event], list[JudgedDecision]]:
    """One mil hand (seed 7) and seat 0's eleven decisions judged with four futures (a loss
    checked on four futures the race did not play, up to 16 while unclear). The seat's own
    choices lose nothing on those; its void is judged as if it had voided its longest suit
    (pins, seven of its fourteen tiles), as the review's tests plant one: the one mistake."""
    events = played("mil", 7)
    decisions = list(review(events, 0, budget=SMALL))
    pt = next(p for p in decision_points(events, 0) if p.legal[0].act is Act.VOID)
    pins = next(a for a in pt.legal if a.suit == "p")
    planted = judge_point(dataclasses.replace(pt, chosen=pins), 0, get_profile("mil"), SMALL)
    return events, [planted if d.index == planted.index else d for d in decisions]


def _as_mistake(d: JudgedDecision) -> JudgedDecision:
    """``d`` as if the worst candidate had been played and judged a mistake (to reach every
    kind of decision from one short hand)."""
    worst = d.estimates[-1]
    return dataclasses.replace(d, chosen=worst.action, mistake=True, agrees=False,
                               loss=d.estimates[0].ev - worst.ev)


def test_the_reviews_void_mistake_becomes_a_decision_drill(judged) -> None:
    events, decisions = judged
    assert [d.kind for d in decisions if d.mistake] == ["void"]
    (drill,) = drills_from_review(events, 0, decisions)
    d = next(d for d in decisions if d.mistake)
    start = events[0]
    assert isinstance(start, ev.HandStarted)
    assert (drill.kind, drill.origin, drill.rules, drill.seed, drill.level) == (
        Kind.DECISION, "review", "mil", start.seed, d.index)
    q, a = drill.question, drill.answer
    assert isinstance(q, DecisionQuestion) and isinstance(a, ReviewAnswer)
    state = INITIAL
    for e in events[:d.index]:
        state = apply(state, e)
    view = seat_view(state, 0)
    assert (q.hand, q.melds, q.offered) == (view.hand, view.melds, None)
    assert q.played == d.chosen and q.choices == tuple(e.action for e in d.estimates)
    assert (a.best, a.loss, a.se, a.category) == (d.best, d.loss, d.se, "rule_void")
    assert [(j.action, j.ev, j.se, j.futures) for j in a.judged] == [
        (e.action, e.ev, e.se, e.futures) for e in d.estimates]
    assert a.reasons == d.reasons
    assert grade(drill, d.best).right and grade(drill, d.best).exact
    assert not grade(drill, d.chosen).right


def test_every_kind_a_drill_can_ask_and_only_those(judged) -> None:
    events, decisions = judged
    planted = [_as_mistake(d) for d in decisions]
    planted[1] = dataclasses.replace(planted[1], kind="kong")  # a kong of one's own: not asked
    drills = drills_from_review(events, 0, planted)
    kinds = [d.kind for d in planted if d.kind in REVIEWED_KINDS]
    assert len(drills) == len(kinds) == 10
    assert set(kinds) == {"discard", "claim", "void", "win"}
    for drill, d in zip(drills, [d for d in planted if d.kind in REVIEWED_KINDS], strict=True):
        q, a = drill.question, drill.answer
        assert isinstance(q, DecisionQuestion) and isinstance(a, ReviewAnswer)
        assert d.chosen not in a.accepted and a.best in a.accepted
        margin = MISTAKE_UNITS * 1.0  # mil: a plain win is 1 point
        assert set(a.accepted) == {e.action for e in d.estimates if e.action != d.chosen and (
            e.action == d.best or d.estimates[0].ev - e.ev <= margin)}
        if d.kind == "claim":
            assert q.offered is not None and any(x.act is Act.PASS for x in q.choices)


def test_the_store_keeps_them_and_the_older_rules_cards_of_a_reviewed_hand_go(
        judged, tmp_path: Path) -> None:
    from mahjong_gui.drills import generate

    events, decisions = judged
    found = drills_from_review(events, 0, [_as_mistake(d) for d in decisions])
    seed = found[0].seed
    store = DrillStore(tmp_path / "d.sqlite3")
    older = dataclasses.replace(generate("discard", "mil", 2, 1), origin="play", seed=seed)
    answered = dataclasses.replace(older, level=99)
    other_hand = dataclasses.replace(older, seed=seed + 1)
    ids = store.add_mistakes([older, answered, other_hand], T0)
    assert isinstance(answered.answer, DiscardAnswer)
    store.record(answered, grade(answered, answered.answer.best[0]), T0, ids[1], Rating.Good)
    new = store.add_reviewed(found, hand_seeds(events, [0]), T0)
    assert store.add_reviewed(found, [], T0) == new  # the same decisions are not added twice
    kept = {c.id: c for c in store.cards()}
    assert ids[0] not in kept and ids[1] in kept and ids[2] in kept
    again = DrillStore(tmp_path / "d.sqlite3")
    for cid, drill in zip(new, found, strict=True):
        card = again.card(cid)
        assert (card.deck.kind, card.origin, card.kind) == (MISTAKES, "review", "decision")
        back = again.drill_of(card)
        assert back.question == drill.question
        assert back.answer.to_json() == drill.answer.to_json()
        assert back.key == drill.key


def test_a_version_1_file_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "d.sqlite3"
    raw = sqlite3.connect(path)
    raw.executescript(MIGRATIONS[0])
    raw.execute("INSERT INTO decks (kind, rules, level) VALUES ('mistakes', 'mil', 0)")
    raw.execute("PRAGMA user_version = 1")
    raw.commit()
    raw.close()
    assert SCHEMA_VERSION == len(MIGRATIONS) == 2
    store = DrillStore(path)
    assert [d.kind for d in store.decks()] == [MISTAKES]
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == 2
    names = {r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}
    raw.close()
    assert "cards_origin_seed" in names


def _kept_and_rewritten(judged, tmp_path: Path, change) -> tuple[DrillStore, int]:
    """The hand's reviewed mistake kept in a drills file, its stored question then changed
    by ``change`` (a function of the JSON object) behind the store's back."""
    events, decisions = judged
    (drill,) = drills_from_review(events, 0, decisions)
    store = DrillStore(tmp_path / "d.sqlite3")
    (cid,) = store.add_reviewed([drill], [], T0)
    raw = sqlite3.connect(tmp_path / "d.sqlite3")
    body = json.loads(raw.execute("SELECT question FROM cards WHERE id = ?", (cid,))
                      .fetchone()[0])
    change(body)
    raw.execute("UPDATE cards SET question = ? WHERE id = ?", (json.dumps(body), cid))
    raw.commit()
    raw.close()
    return store, cid


@pytest.mark.parametrize("damage", [
    pytest.param(lambda q: q.update(played=q["answer"]["best"]), id="played_is_best"),
    pytest.param(lambda q: q["choices"].append({"act": "fly"}), id="unknown_act"),
    pytest.param(lambda q: q["answer"].update(category="luck"), id="unknown_category"),
    pytest.param(lambda q: q["answer"]["judged"][0].update(ev="many"), id="ev_not_a_number"),
    pytest.param(lambda q: q.update(hand="1m"), id="hand_too_short"),
    pytest.param(lambda q: q["answer"].update(reasons=[{"no": "id"}]), id="reason_without_id"),
    pytest.param(lambda q: q.update(offered="5p5p"), id="two_tiles_on_offer"),
    pytest.param(lambda q: q["answer"].update(unit="yen"), id="unknown_unit"),
])
def test_a_damaged_reviewed_card_is_a_typed_error(judged, tmp_path: Path, damage) -> None:
    store, cid = _kept_and_rewritten(judged, tmp_path, damage)
    with pytest.raises(DrillStoreError) as err:
        store.drill_of(DrillStore(tmp_path / "d.sqlite3").card(cid))
    assert err.value.code == "bad_row"


def test_an_answer_kept_before_rank_points_reads_as_points(judged, tmp_path: Path) -> None:
    popped: list[str] = []
    store, cid = _kept_and_rewritten(judged, tmp_path,
                                     lambda body: popped.append(body["answer"].pop("unit")))
    assert popped == ["points"]
    back = store.drill_of(DrillStore(tmp_path / "d.sqlite3").card(cid))
    assert isinstance(back.answer, ReviewAnswer) and back.answer.unit == "points"


def test_only_reviewed_decision_drills_go_through_add_reviewed(judged) -> None:
    from mahjong_gui.drills import generate

    store = DrillStore(":memory:")
    with pytest.raises(DrillStoreError) as err:
        store.add_reviewed([generate("discard", "mil", 2, 1)], [], T0)
    assert err.value.code == "bad_drill"
