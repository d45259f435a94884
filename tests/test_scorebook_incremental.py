"""Incremental settlement (``ledger.resettle``) against the reference, ``settle_session``.

Seeded random sessions under every profile (the four Sichuan ones and both Hong Kong ones) go
through random edits, inserts and deletes of whole hands; after each, the session settled
again from the changed hand on equals the session settled whole: the same ``SessionResult``
(every hand's payments, dealers, winds, totals, points, rank points, the match's end), or the
same refusal (code and JSON path). The hands come from a generator of plausible and
implausible entries, so refusals (a fourth winner, a win after the wall's end, a score below
zero, a fifth majsoul hand) are met along the way."""

from __future__ import annotations

import random
from typing import Any

import pytest

from mahjong_gui.engine.ledger import (
    LedgerInputError,
    SessionResult,
    SettledSession,
    changed_span,
    read_hand,
    read_session,
    resettle,
    settle_session,
    settle_tracked,
)
from mahjong_gui.engine.rules import PROFILES

SICHUAN = [k for k, p in PROFILES.items() if p.bloody]
HONG_KONG = [k for k, p in PROFILES.items() if not p.bloody]
CHANGES = ("edit", "edit", "insert", "insert", "insert", "insert", "delete")


def sichuan_hand(rng: random.Random, big: bool) -> dict[str, Any]:
    """A bloody hand's entries: kongs, up to three wins (now and then a fourth, or a repeated
    winner), a wall end for the others, now and then a penalty."""
    events: list[dict[str, Any]] = []
    values = [0, 1, 2, 3, 5] if not big else [1, 2, 3, 5, 8, 13]  # majsoul: han
    for _ in range(rng.choice([0, 0, 1, 2])):
        seat = rng.randrange(4)
        kind = rng.choice(["concealed", "exposed", "added"])
        ev: dict[str, Any] = {"type": "kong", "seat": seat, "kind": kind}
        if kind == "exposed":
            ev["from"] = (seat + rng.randrange(1, 4)) % 4
        events.append(ev)
    seats = list(range(4))
    rng.shuffle(seats)
    wins = rng.choice([0, 1, 1, 2, 3, 3, 4]) if rng.random() < 0.05 else rng.choice([1, 2, 2, 3])
    out = list(range(4))
    for seat in seats[:wins]:
        ev = {"type": "win", "seat": seat, "value": rng.choice(values)}
        if rng.random() < 0.6:
            ev["from"] = rng.choice([s for s in out if s != seat] or [(seat + 1) % 4])
        events.append(ev)
        if seat in out:
            out.remove(seat)
    if rng.random() < 0.08:
        events.append({"type": "penalty", "seat": rng.randrange(4),
                       "kind": rng.choice(["false_win", "dead_hand"])})
    if len(out) >= 2 and rng.random() < 0.7:
        players: dict[str, Any] = {}
        for seat in out:
            status = rng.choice(["ready", "not_ready", "pig"])
            p: dict[str, Any] = {"status": status}
            if status == "ready":
                p["value"] = rng.choice(values)
            players[str(seat)] = p
        events.append({"type": "wall_end", "players": players})
    if rng.random() < 0.03:  # an entry after the hand is over
        events.append({"type": "win", "seat": rng.randrange(4), "value": 0})
    return {"events": events}


def hk_hand(rng: random.Random, min_faan: int) -> dict[str, Any]:
    """A one-win hand: a win (by faan, now and then below the minimum), a draw, now and then
    nothing yet or two entries."""
    roll = rng.random()
    if roll < 0.15:
        events: list[dict[str, Any]] = [{"type": "draw"}]
    elif roll < 0.18:
        events = []
    else:
        seat = rng.randrange(4)
        ev: dict[str, Any] = {"type": "win", "seat": seat,
                              "value": rng.randint(max(0, min_faan - 1), min_faan + 7)}
        if rng.random() < 0.6:
            ev["from"] = (seat + rng.randrange(1, 4)) % 4
        events = [ev]
    if rng.random() < 0.02:
        events.append({"type": "draw"})
    return {"events": events}


def random_hand(rng: random.Random, rules: str) -> dict[str, Any]:
    profile = PROFILES[rules]
    if profile.bloody:
        return sichuan_hand(rng, big=bool(profile.start_score))
    return hk_hand(rng, getattr(profile, "min_faan", 0))


def document(rules: str, dealer: int, hands: list[dict[str, Any]], prevailing: int
             ) -> dict[str, Any]:
    doc: dict[str, Any] = {"rules": rules, "players": ["A", "B", "C", "D"], "dealer": dealer,
                           "hands": hands}
    if not PROFILES[rules].bloody:
        doc["prevailing"] = prevailing
    return doc


def outcome(run: Any) -> SessionResult | tuple[str, str]:
    """What settling gives: the result, or the refusal's code and JSON path."""
    try:
        result = run()
    except LedgerInputError as err:
        return (err.code, err.path)
    return result.result if isinstance(result, SettledSession) else result


@pytest.mark.parametrize("rules", SICHUAN + HONG_KONG)
@pytest.mark.parametrize("seed", range(4))
def test_resettle_equals_settle_session_after_random_changes(rules: str, seed: int) -> None:
    rng = random.Random(f"{rules}-{seed}")
    dealer, prevailing = rng.randrange(4), rng.randint(1, 4)
    hands: list[dict[str, Any]] = []
    settled = settle_tracked(read_session(document(rules, dealer, hands, prevailing)))
    kinds = {"edit": 0, "insert": 0, "delete": 0, "refused": 0, "kept": 0, "bust": 0}
    longest = 0
    for _ in range(80):
        new = [dict(h) for h in hands]
        what = rng.choice(CHANGES) if hands else "insert"
        i = rng.randrange(len(hands) + (what == "insert"))
        if what == "edit":
            new[i] = random_hand(rng, rules)
            span = (i, 1, 1)
        elif what == "insert":
            new.insert(i, random_hand(rng, rules))
            span = (i, 0, 1)
        else:
            del new[i]
            span = (i, 1, 0)
        session = read_session(document(rules, dealer, new, prevailing))
        full = outcome(lambda: settle_session(session))  # noqa: B023
        again = outcome(lambda: resettle(settled, session, *span))  # noqa: B023
        assert again == full, (what, span)
        kinds[what] += 1
        if isinstance(full, tuple):
            kinds["refused"] += 1
            continue
        after = resettle(settled, session, *span)
        assert after.starts == settle_tracked(session).starts
        settled, hands = after, new
        kinds["kept"] += 1
        kinds["bust"] += after.result.match_over is not None
        longest = max(longest, len(new))
    # the walk met changes of every kind, refusals and sessions of some length
    assert kinds["refused"] and kinds["kept"] and kinds["delete"] and kinds["edit"], kinds
    if PROFILES[rules].ends_below_zero:
        assert kinds["bust"], kinds  # a score fell below zero somewhere on the walk
    else:
        assert longest >= 10, kinds


def test_resettle_reuses_the_hands_past_a_change_that_leaves_their_start() -> None:
    """An edit of hand 0 that keeps the next dealer: the hands after it are the very results
    settled before (not settled again); one that moves the deal settles them again."""
    hands = [{"events": [{"type": "win", "seat": s, "from": (s + 1) % 4, "value": 1}]}
             for s in (0, 1, 2, 3, 0)]
    settled = settle_tracked(read_session(document("mil", 0, hands, 1)))
    same = [dict(h) for h in hands]
    same[0] = {"events": [{"type": "win", "seat": 0, "from": 2, "value": 3}]}  # 0 still deals
    after = resettle(settled, read_session(document("mil", 0, same, 1)), 0, 1, 1)
    assert after.result == settle_session(read_session(document("mil", 0, same, 1)))
    assert all(a is b for a, b in zip(after.result.hands[1:], settled.result.hands[1:],
                                      strict=True))
    moved = [dict(h) for h in hands]
    moved[0] = {"events": [{"type": "win", "seat": 3, "from": 2, "value": 3}]}  # 3 deals next
    again = resettle(settled, read_session(document("mil", 0, moved, 1)), 0, 1, 1)
    assert again.result == settle_session(read_session(document("mil", 0, moved, 1)))
    assert again.result.hands[1].dealer == 3 != settled.result.hands[1].dealer


def test_resettle_with_other_rules_settles_whole_and_refuses_a_wrong_span() -> None:
    hands = [{"events": [{"type": "win", "seat": 1, "value": 2}]}]
    settled = settle_tracked(read_session(document("mil", 0, hands, 1)))
    other = read_session(document("mahjchina", 2, hands, 1))
    assert resettle(settled, other, 1, 0, 0).result == settle_session(other)
    longer = read_session(document("mil", 0, hands * 3, 1))
    with pytest.raises(ValueError):
        resettle(settled, longer, 0, 1, 1)


def test_read_hand_reads_as_read_session_does() -> None:
    hand = {"events": [{"type": "kong", "seat": 2, "kind": "concealed"},
                       {"type": "win", "seat": 0, "from": 3, "value": 1}], "note": "n"}
    session = read_session(document("mil", 0, [hand, hand], 1))
    assert read_hand(session.profile, hand, 1) == session.hands[1]
    with pytest.raises(LedgerInputError) as err:
        read_hand(session.profile, {"events": [{"type": "win", "seat": 7}]}, 4)
    assert (err.value.code, err.value.path) == ("bad_seat", "hands[4].events[0].seat")


@pytest.mark.parametrize(("old", "new", "span"), [
    ("abcde", "abXde", (2, 1, 1)), ("abcde", "abXcde", (2, 0, 1)), ("abcde", "abde", (2, 1, 0)),
    ("abcde", "abcde", (5, 0, 0)), ("", "a", (0, 0, 1)), ("aaa", "aa", (2, 1, 0)),
    ("abc", "xyz", (0, 3, 3)),
])
def test_changed_span(old: str, new: str, span: tuple[int, int, int]) -> None:
    assert changed_span(list(old), list(new)) == span
    first, removed, added = span
    assert list(new) == list(old[:first]) + list(new[first:first + added]) + list(
        old[first + removed:])
