"""Per-player statistics of a session: counted from the recorded events and the engine's rows."""

from __future__ import annotations

from mahjong_gui.engine.ledger import PlayerStats, player_stats, read_session, settle_session


def stats(doc: dict) -> tuple[PlayerStats, ...]:  # type: ignore[type-arg]
    session = read_session(doc)
    return player_stats(session, settle_session(session))


# docs/rules.md §4 example 8 (mil), then Bình self-draws 1 fan (2 + 1 from each of three: 9), then a
# hand where Dũng is declared dead and "ready" at the wall's end (a dead hand is not ready).
MIL = {"rules": "mil", "hands": [
    {"events": [
        {"type": "kong", "seat": 2, "kind": "concealed"},
        {"type": "win", "seat": 0, "from": 3, "hand": "234m567m11p345p67p8p"},
        {"type": "wall_end", "players": {
            "1": {"hand": "123m456m789m2345m"},
            "2": {"hand": "123s456s1p3p5p7p", "melds": ["ankong:9s"]},
            "3": {"hand": "123m456p789s1234m"}}}]},
    {"events": [{"type": "win", "seat": 1, "value": 1}]},
    {"events": [
        {"type": "penalty", "seat": 3, "kind": "dead_hand"},
        {"type": "wall_end", "players": {
            "0": {"status": "ready", "value": 0}, "1": {"status": "not_ready"},
            "2": {"status": "pig"}, "3": {"status": "ready", "value": 2}}}]},
]}


def test_mil_session() -> None:
    an, binh, chi, dung = stats(MIL)
    assert an == PlayerStats(hands=3, wins=1, biggest_win=1, ready=1,
                             total=-1 - 3 + 1 + 1 + 1)  # hand 3: 1 from each of the others
    # Bình: ready in hand 1 (+8), wins 9 in hand 2, not ready in hand 3 (pays An 1)
    assert binh == PlayerStats(hands=3, wins=1, self_draws=1, biggest_win=9, ready=1,
                               not_ready=1, total=8 + 9 - 1)
    # Chi: the kong, not ready in hand 1 (-2), pays 3 in hand 2, a pig in hand 3
    # (48 to nobody and An's 1)
    assert chi == PlayerStats(hands=3, kongs=1, not_ready=1, pigs=1,
                              total=-2 - 3 - 48 - 1)
    # Dũng: fed An's win, a pig in hand 1 (-53), pays 3, dead so not ready in hand 3 (-1)
    assert dung == PlayerStats(hands=3, deal_ins=1, pigs=1, not_ready=1, total=-53 - 3 - 1)
    assert (an + binh).hands == 6 and (an + binh).biggest_win == 9
    assert binh.per_hand == 16 / 3


def test_hong_kong_session() -> None:
    doc = {"rules": "hk-modern", "hands": [
        {"events": [{"type": "win", "seat": 1, "from": 2, "value": 5}]},  # 48 from seat 2
        {"events": [{"type": "draw"}]},
        {"events": [{"type": "win", "seat": 1, "value": 3}]},  # dealer: 16 from each
        {"events": [{"type": "win", "seat": 3, "from": 1, "value": 4}]},  # East pays 64
    ]}
    s0, s1, s2, s3 = stats(doc)
    assert s1 == PlayerStats(hands=4, wins=2, self_draws=1, deal_ins=1, biggest_win=48,
                             total=48 + 48 - 64)
    assert s3 == PlayerStats(hands=4, wins=1, biggest_win=64, total=-16 + 64)
    assert (s0.deal_ins, s2.deal_ins) == (0, 1)
    assert (s0.total, s2.total) == (-16, -48 - 16)
