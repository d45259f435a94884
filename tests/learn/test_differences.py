"""What one set of rules changes against another (issue 32 item 4, learn/differences.py): each
difference found, and shown on a hand the engine settles with that difference alone."""

from __future__ import annotations

import pytest

from mahjong_gui.engine.rules import PROFILES, get_profile
from mahjong_gui.learn.differences import compare, overall
from tests.profiles import ALL

CLUB = {"house.cap": "4", "house.row.seven_pairs": "3", "house.row.root": "off",
        "house.kong_exposed": "3", "house.kong_added": "2", "house.pig_amount": "16",
        "house.kong_discard_rule": "transfer", "house.false_win_penalty": "5",
        "house.continuation": "flowing", "house.exchange_three": "yes"}


def by_key(a, b):
    return {(d.kind, d.key): d for d in compare(a, b)}


def test_a_club_set_against_mil_each_difference_on_its_own_hand() -> None:
    found = by_key(get_profile("mil"), get_profile("mil", CLUB))
    assert set(found) == {("field", k) for k in (
        "cap", "kong_exposed", "kong_added", "pig_amount", "false_win_penalty",
        "kong_discard_rule", "continuation", "exchange_three")} | {
        ("row", "seven_pairs"), ("row", "root")}
    cap = found["field", "cap"]
    assert (cap.left, cap.right, cap.shown.story, cap.shown.hand) == \
        (3, 4, "self_draw", "1122334455667m7m")
    # pure one suit 2 + seven pairs 2 = 4 fan: capped at 3 (8 a payer, +1 self-draw) or not
    assert (cap.shown.left.totals, cap.shown.right.totals) == \
        ((27, -9, -9, -9), (51, -17, -17, -17))
    transfer = found["field", "kong_discard_rule"].shown
    assert (transfer.left.totals, transfer.right.totals) == ((2, -2, 0, 0), (6, -2, -2, -2))
    assert "kong_transfer" in {p.reason.value for p in transfer.right.payments}
    kong = found["field", "kong_exposed"].shown
    assert kong.story == "kongs_and_wall_end"
    assert (kong.left.totals[1], kong.right.totals[1]) == (6, 7)  # one more from the feeder
    pig = found["field", "pig_amount"].shown
    assert (pig.left.totals[3], pig.right.totals[3]) == (-51, -19)  # the pig's 48 -> 16
    assert found["field", "false_win_penalty"].shown.left.error == "no_such_penalty"
    assert found["field", "false_win_penalty"].shown.right.totals == (1, -1, -10, 0)
    root = found["row", "root"]
    assert (root.left, root.right) == (1, None)
    assert (root.shown.left.totals, root.shown.right.totals) == ((2, -2, 0, 0), (1, -1, 0, 0))
    assert found["field", "exchange_three"].shown is None  # a rule of play: no single hand
    # 血流成河: An wins twice; under mil the second win is refused (An has left the hand)
    twice = found["field", "continuation"].shown
    assert (twice.story, twice.left.error, twice.left.refused) == \
        ("win_twice", "winner_not_in", True)
    assert twice.right.totals == (7, -3, -2, -2)  # 1 on the discard, then 2 from each


def test_hong_kong_who_pays_points_and_table_options() -> None:
    modern = get_profile("hk-modern")
    found = by_key(modern, get_profile("hk-modern", {
        "house.settlement": "classical", "min_faan": "1", "limit": "13"}))
    settle = found["field", "settlement"].shown
    assert (settle.left.totals, settle.right.totals) == ((32, -32, 0, 0), (64, -32, -16, -16))
    minimum = found["option", "min_faan"].shown
    assert minimum.left.error == "below_minimum" and minimum.right.totals == (16, -16, 0, 0)
    points = by_key(modern, get_profile("hk-modern", {"house.points.3": "10"}))
    shown = points["points", "3"].shown
    assert (shown.left.totals, shown.right.totals) == ((32, -32, 0, 0), (40, -40, 0, 0))


@pytest.mark.parametrize("pid", ALL)
def test_a_profile_against_itself_and_against_another_family(pid: str) -> None:
    p = PROFILES[pid]
    assert compare(p, p) == [] and overall(p, p) == []
    other = next(q for q in PROFILES.values() if q.family != p.family)
    with pytest.raises(ValueError):
        compare(p, other)


@pytest.mark.parametrize("pid", ALL)
def test_every_number_field_changed_alone_is_shown_on_a_hand(pid: str) -> None:
    """A club's every money field, changed by one, pays differently on some hand shown."""
    p = PROFILES[pid]
    for f in p.house_fields():
        if f.kind != "number" or f.name == "false_win_penalty" and not f.value:
            continue
        step = 1000 if p.unit == "han" and f.name != "cap" else 1
        value = f.value - step if f.value - step >= f.low else f.value + step
        found = by_key(p, get_profile(pid, {f"house.{f.name}": str(value)}))
        d = found["field", f.name]
        assert d.shown is not None, f"{pid}: {f.name} {f.value} -> {value} shown on no hand"
        assert d.shown.left != d.shown.right


def test_profiles_in_different_units_are_compared_hand_by_hand() -> None:
    mil, mahjchina = get_profile("mil"), get_profile("mahjchina")
    assert mil.unit != mahjchina.unit
    rows = [d for d in compare(mil, mahjchina) if d.kind == "row"]
    assert rows and all(d.shown is None for d in rows)
    hands = overall(mil, mahjchina)
    assert len(hands) >= 3 and all(h.left != h.right for h in hands)


def test_rank_points_are_shown_on_the_session_they_rank() -> None:
    found = by_key(get_profile("mil"), get_profile("mil", {"house.rank_points": "yes"}))
    shown = found["field", "rank_points"].shown
    assert shown.left.totals == shown.right.totals == (-1, 6, -2, -51)
    # one hand as a game: Bình first (4), An (3), Chi (2), Dũng (1)
    assert (shown.left.rank_points, shown.right.rank_points) == (None, (3.0, 4.0, 2.0, 1.0))
