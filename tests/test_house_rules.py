"""House rules (issue 32, docs/rules.md §5): a club's changes as ``house.*`` options on a
Sichuan profile, bounded and refused by field; a ``.mjrules`` file read with every check; the
command line's ``--rules FILE.mjrules`` with what the same win pays under the base rules; a
game played under them saved and replayed under the very same rules."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_gui.bots import make_bot
from mahjong_gui.cli import dispatch
from mahjong_gui.engine.checks import replay_check
from mahjong_gui.engine.common import OptionError, WinType
from mahjong_gui.engine.events import HandStarted
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.scoring import Situation, score_hand
from mahjong_gui.engine.table import Match, play_match
from mahjong_gui.engine.tiles import parse
from mahjong_gui.store import rulesets
from mahjong_gui.store.rulesets import RuleSetError
from mahjong_gui.store.saves import SaveHeader, load_game, save_game

CLUB = {"house.cap": "4", "house.row.seven_pairs": "3", "house.row.root": "off",
        "house.exchange_three": "yes", "house.kong_exposed": "3"}
SEVEN_PAIRS = parse("1122334455667m7m")  # pure one suit (2) + seven pairs


def _self_draw(profile_options: dict[str, str]) -> int:
    s = score_hand(get_profile("mil", profile_options), SEVEN_PAIRS, (),
                   Situation(win=WinType.SELF, seat=0))
    return s.self_draw_value  # type: ignore[union-attr]


def test_house_options_change_the_table_and_the_record() -> None:
    p = get_profile("mil", CLUB)
    assert (p.cap, p.exchange_three, p.kong_exposed) == (4, True, 3)
    rows = {r.id.value: r.value for r in p.patterns}
    assert rows["seven_pairs"] == 3 and "root" not in rows
    # mil: 2 + 2 = 4 fan, capped at 3: 8, +1 self-draw = 9 per payer. The club: 2 + 3 = 5
    # fan capped at 4: 16 + 1 = 17.
    assert _self_draw({}) == 9 and _self_draw(CLUB) == 17
    # Applied again (another option on top), the same rules.
    again = p.with_options({"hands": "4"})
    assert again.patterns == p.patterns and again.cap == 4 and again.hands_per_game == 4


@pytest.mark.parametrize(("options", "code", "named"), [
    ({"house.cap": "9"}, "bad_option_value", "house.cap"),
    ({"house.cap": "x"}, "bad_option_value", "house.cap"),
    ({"house.kong_added": "17"}, "bad_option_value", "house.kong_added"),
    ({"house.row.plain_win": "off"}, "bad_option_value", "house.row.plain_win"),
    ({"house.row.seven_pairs": "9"}, "bad_option_value", "house.row.seven_pairs"),
    ({"house.exchange_three": "maybe"}, "bad_option_value", "house.exchange_three"),
    ({"house.colour": "red"}, "unknown_option", "colour"),
    ({"house.row.no_such": "1"}, "unknown_option", "no_such"),
])
def test_a_value_the_engine_cannot_honour_is_refused_by_name(options, code, named) -> None:
    with pytest.raises(OptionError) as err:
        get_profile("mil", options)
    assert err.value.code == code and named in str(err.value)


def test_a_doubling_row_counts_or_not_and_han_amounts_scale() -> None:
    m = get_profile("mahjchina", {"house.row.root": "off", "house.row.kong_bloom": "on"})
    assert "root" not in {r.id.value for r in m.patterns}
    with pytest.raises(OptionError):
        get_profile("mahjchina", {"house.row.kong_bloom": "2"})
    assert get_profile("majsoul", {"house.kong_exposed": "3000"}).kong_exposed == 3000
    with pytest.raises(OptionError):
        get_profile("majsoul", {"house.kong_exposed": "17000"})


def _club_file(tmp_path: Path, **over: object) -> Path:
    data = {"format": "mahjong_gui rules", "schema_version": 1, "name": "Thursday club",
            "base": "mil", "options": {"hands": "4"},
            "changes": {"cap": 4, "exchange_three": True, "kong_exposed": 3},
            "rows": {"seven_pairs": 3, "root": "off"}}
    data.update(over)
    path = tmp_path / "club.mjrules"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_rule_set_file_round_trips(tmp_path: Path) -> None:
    rs = rulesets.load(_club_file(tmp_path))
    assert rs.all_options() == {"hands": "4", **CLUB}
    assert rs.profile() == get_profile("mil", {"hands": "4", **CLUB})
    out = tmp_path / "again.mjrules"
    rulesets.save(out, rs)
    assert rulesets.load(out) == rs
    assert rulesets.file_name("Thursday Club!") == "thursday-club.mjrules"


@pytest.mark.parametrize(("over", "code", "field"), [
    ({"format": "something else"}, "not_rules", ""),
    ({"schema_version": 2}, "newer_schema", ""),
    ({"name": ""}, "bad_field", "name"),
    ({"name": "x" * 81}, "bad_field", "name"),
    ({"changes": {"cap": "4"}}, "bad_field", "cap"),
    ({"changes": {"exchange_three": 1}}, "bad_field", "exchange_three"),
    ({"changes": {"speed": 3}}, "unknown_field", "changes.speed"),
    ({"changes": {"cap": 12}}, "bad_option_value", "cap"),
    ({"rows": {"seven_pairs": 3.5}}, "bad_field", "rows.seven_pairs"),
    ({"rows": {"plain_win": "off"}}, "bad_option_value", "rows.plain_win"),
    ({"base": "hk-modern"}, "unknown_field", "changes.cap"),  # Sichuan fields on Hong Kong
    ({"base": "nope"}, "unknown_rules", "base"),
])
def test_a_bad_rule_set_is_one_error_naming_its_field(tmp_path: Path, over, code,
                                                     field) -> None:
    with pytest.raises(RuleSetError) as err:
        rulesets.load(_club_file(tmp_path, **over))
    assert err.value.code == code and err.value.field == field


def test_a_file_that_is_not_json_or_too_big(tmp_path: Path) -> None:
    bad = tmp_path / "bad.mjrules"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(RuleSetError) as err:
        rulesets.load(bad)
    assert err.value.code == "bad_json"
    bad.write_text(" " * (rulesets.MAX_BYTES + 1), encoding="utf-8")
    with pytest.raises(RuleSetError) as err:
        rulesets.load(bad)
    assert err.value.code == "too_big"


def test_the_command_line_scores_under_a_rule_set_and_says_the_base(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(_club_file(tmp_path))
    assert dispatch(["score", "--rules", path, "1122334455667m7m", "--json"]) == 0
    r = json.loads(capsys.readouterr().out)
    assert (r["rules"], r["value"], r["deltas"]) == ("mil", 16, [51, -17, -17, -17])
    assert r["house"]["base"] == "mil" and r["house"]["base_value"] == 8
    assert r["house"]["base_deltas"] == [27, -9, -9, -9]
    assert r["house"]["changes"]["row.seven_pairs"] == "3"
    assert dispatch(["score", "--rules", path, "1122334455667m7m"]) == 0
    assert "mil:      value 8" in capsys.readouterr().out
    bad = _club_file(tmp_path, changes={"cap": 99})
    assert dispatch(["score", "--rules", str(bad), "1122334455667m7m", "--json"]) == 2
    err = json.loads(capsys.readouterr().out)["error"]
    assert err["code"] == "bad_option_value" and "(cap)" in err["message"]


def test_a_game_under_house_rules_is_saved_and_replayed_under_them(tmp_path: Path) -> None:
    rs = rulesets.load(_club_file(tmp_path))
    profile = rs.profile()
    match = Match(profile, 7, hands=2)
    play_match(match, [make_bot("normal", 7 + s) for s in range(4)])
    start = match.events[0]
    assert isinstance(start, HandStarted) and dict(start.options) == rs.all_options()
    assert any(type(e).__name__ == "TilesExchanged" for e in match.events)  # exchange three
    path = tmp_path / "g.mjsave"
    seats = tuple({"name": f"p{s}", "player": "bot:normal"} for s in range(4))
    save_game(path, SaveHeader("mil", dict(start.options), seats, 7), match.events)
    game = load_game(path)
    final = replay_check(game.events)
    assert final.scores == match.scores
    assert get_profile(game.header.profile, dict(game.header.options)) == profile


def test_the_users_rule_sets_are_listed_damaged_ones_too(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from mahjong_gui.paths import USER_DATA_ENV

    monkeypatch.setenv(USER_DATA_ENV, str(tmp_path / "data"))
    assert rulesets.kept() == []
    good = rulesets.load(_club_file(tmp_path))
    rulesets.save(rulesets.folder() / rulesets.file_name(good.name), good)
    (rulesets.folder() / "broken.mjrules").write_text("[]", encoding="utf-8")
    found = rulesets.kept()
    assert [p.name for p, _ in found] == ["broken.mjrules", "thursday-club.mjrules"]
    assert isinstance(found[0][1], RuleSetError) and found[0][1].code == "not_rules"
    assert found[1][1] == good


def test_call_transfer_gives_the_kong_money_to_the_winner() -> None:
    """docs/rules.md §5: seat 1's concealed kong earns 2 from each of the three others; its
    replacement 2s, discarded at once, is won by seat 3 (kong discard): under call transfer
    the 6 kong points go from seat 1 to seat 3, once, and are not refunded again later."""
    from mahjong_gui.engine.common import Reason as R
    from tests.engine import test_game_scenarios as g

    table = g.table_for("mil?house.kong_discard_rule=transfer", g.CONCEALED_HANDS,
                        ["5s", "2s"], voids="spmp")
    g.act(table, 0, g.discard("9s"))
    g.act(table, 1, g.kong("5s", g.CONCEALED))
    g.act(table, 1, g.discard("2s"))
    events = g.act(table, 3, g.WIN)
    assert g.won(events[0]) == (3, "2s", "discard", 1, 2, ("kong-discard",),
                                [(1, 3, 2, R.WIN_DISCARD), (1, 3, 6, R.KONG_TRANSFER)])
    # Seat 1: +6 - 2 - 6 = -2; seats 0 and 2: -2; seat 3: -2 + 2 + 6 = +6.
    assert table.state.deltas == (-2, -2, -2, 6)
    g.assert_log_ok(table)
    with pytest.raises(OptionError):
        get_profile("mil", {"house.kong_discard_rule": "give_away"})


def _hk_score(capsys: pytest.CaptureFixture[str], *options: str) -> dict:
    args = ["score", "--rules", "hk-modern", "12345678911m", "--meld", "pong:7z", "--seat",
            "1", "--win", "discard", "--from", "2", "--json"]
    for o in options:
        args += ["--option", o]
    assert dispatch(args) == 0
    return json.loads(capsys.readouterr().out)


def test_hong_kong_house_rules_change_rows_points_and_who_pays(
        capsys: pytest.CaptureFixture[str]) -> None:
    # The README's hand: dragon pong 1 + no bonus 1 + mixed one suit 3 = 5 faan, P = 24, the
    # discarder (seat 2, not East) pays 2P = 48.
    plain = _hk_score(capsys)
    assert (plain["faan"], plain["value"], plain["deltas"]) == (5, 24, [0, 48, -48, 0])
    # The club's dragon pong is worth 2: 6 faan, P = 32, 64 from the discarder.
    more = _hk_score(capsys, "house.row.dragon_pong=2")
    assert (more["faan"], more["value"], more["deltas"]) == (6, 32, [0, 64, -64, 0])
    # Its own table gives 6 faan 40 points.
    table = _hk_score(capsys, "house.row.dragon_pong=2", "house.points.6=40")
    assert (table["value"], table["deltas"]) == (40, [0, 80, -80, 0])
    # All pay (Classical) on the Modern record: Q for 5 faan is 16; East (seat 0) pays 2Q,
    # the discarder 2Q, seat 3 Q.
    everyone = _hk_score(capsys, "house.settlement=classical")
    assert (everyone["value"], everyone["deltas"]) == (16, [-32, 80, -32, -16])
    assert everyone["settlement"] == "classical"


@pytest.mark.parametrize(("options", "named"), [
    ({"house.points.3": "100"}, "house.points"),  # above 4 faan's 16: points may not fall
    ({"house.points.14": "1"}, "house.points.14"),
    ({"house.row.thirteen_orphans": "5"}, "house.row.thirteen_orphans"),  # a limit: off only
    ({"house.row.dragon_pong": "14"}, "house.row.dragon_pong"),
    ({"house.settlement": "nobody"}, "house.settlement"),
    ({"house.cap": "3"}, "cap"),  # a Sichuan field
])
def test_a_hong_kong_house_rule_the_engine_cannot_honour_is_refused(options, named) -> None:
    with pytest.raises(OptionError) as err:
        get_profile("hk-modern", options)
    assert named in str(err.value)


def test_every_profile_says_what_a_club_may_change() -> None:
    from mahjong_gui.engine.rules import PROFILES

    for pid, p in PROFILES.items():
        fields = p.house_fields()
        assert fields and all(f.kind in ("number", "switch", "choice") for f in fields), pid
        for f in fields:  # each field at its own value is accepted and changes nothing
            value = ("yes" if f.value else "no") if f.kind == "switch" else str(f.value)
            assert get_profile(pid, {f"house.{f.name}": value}).house_fields() == fields, pid
        rows = p.house_rows()
        assert rows and all(r.kind in ("number", "double", "limit", "fixed") for r in rows)
        points = p.house_points()
        assert points is None or list(points) == sorted(points)


FLOWING = {"house.continuation": "flowing"}


def test_flowing_winners_stay_locked_and_win_again_until_the_wall_ends() -> None:
    """血流成河 (docs/rules.md §5) over 30 seeded hands of four normal bots: a winner stays in
    play with its hand locked (on its turn: win, or throw the tile drawn; on a discard: win or
    pass, never a call), wins again, the hand ends only at the wall, nobody who has won pays
    at the wall's end, and every log replays with its invariants."""
    from collections import Counter

    from mahjong_gui.engine import events as ev
    from mahjong_gui.engine.checks import invariant_violations
    from mahjong_gui.engine.legal import Act
    from mahjong_gui.engine.table import Table, play_hand

    profile = get_profile("mil", FLOWING)
    assert profile.flowing and profile.bloody
    repeat = 0
    for seed in range(30):
        table = Table(profile, seed)
        bots = [make_bot("normal", seed * 4 + s) for s in range(4)]

        class Watch:
            def __init__(self, bot, table: Table) -> None:
                self.bot = bot
                self.table = table

            def choose(self, view, legal):
                me = self.table.state.players[view.seat]
                if me.wins:  # locked: nothing but a win, a pass or the tile just drawn
                    assert {a.act for a in legal} <= {Act.WIN, Act.PASS, Act.DISCARD}
                    discards = [a for a in legal if a.act is Act.DISCARD]
                    assert len(discards) <= 1
                    if discards:
                        assert discards[0].tile == me.last_draw
                return self.bot.choose(view, legal)

        play_hand(table, [Watch(b, table) for b in bots])
        events = table.events
        assert invariant_violations(events) == []
        wins = Counter(e.seat for e in events if isinstance(e, ev.Won))
        repeat += any(n > 1 for n in wins.values())
        end = next(e for e in events if isinstance(e, ev.HandEnded))
        assert end.reason == "wall"
        wall = next(e for e in events if isinstance(e, ev.WallExhausted))
        assert not {p.payer for p in wall.payments} & set(wins)
        assert all(not p.won for p in table.state.players)
        assert sum(p.wins for p in table.state.players) == sum(wins.values())
    assert repeat >= 20  # most hands see someone win twice or more


def test_the_continuation_is_bloody_or_flowing() -> None:
    assert not get_profile("mil").flowing
    assert get_profile("majsoul", FLOWING).flowing
    with pytest.raises(OptionError) as err:
        get_profile("mil", {"house.continuation": "endless"})
    assert "house.continuation" in str(err.value)
    field = next(f for f in get_profile("mil", FLOWING).house_fields()
                 if f.name == "continuation")
    assert (field.value, field.choices) == ("flowing", ("bloody", "flowing"))


def test_a_game_under_house_rules_is_reviewed_under_them() -> None:
    """The review reads the rules from the log (house options included): a flowing game's
    locked winner is judged on its win-or-throw decisions like any other."""
    from mahjong_gui.engine.legal import Act
    from mahjong_gui.review.judge import Budget
    from mahjong_gui.review.review import review

    profile = get_profile("mil", {**FLOWING, "house.cap": "4"})
    match = Match(profile, 5, hands=1)
    play_match(match, [make_bot("normal", 5 + s) for s in range(4)])
    decisions = list(review(match.events, 0, budget=Budget(4, 4, 4, settle=4)))
    assert decisions
    locked = [d for d in decisions if len(d.estimates) == 2  # win, or throw the tile drawn
              and {e.action.act for e in d.estimates} == {Act.WIN, Act.DISCARD}]
    assert locked and all(d.best.act is Act.WIN for d in locked)  # a win beats throwing it


# The wall's end as house fields (docs/rules.md §5, §2.5), on one hand: Bình's exposed kong on
# Chi's discard, Chi's concealed kong, An wins on Dũng's discard (1), then at the wall's end
# Bình is ready (2), Chi is not and Dũng is a flower pig (mil's amount: 48).
WALL_END = [
    {"type": "kong", "seat": 1, "kind": "exposed", "from": 2},
    {"type": "kong", "seat": 2, "kind": "concealed"},
    {"type": "win", "seat": 0, "from": 3, "hand": "123456m234p789p55m"},
    {"type": "wall_end", "players": {
        "1": {"hand": "123m456p789p5p", "melds": ["kong:9m"], "void": "s"},
        "2": {"hand": "23456789s13p", "melds": ["ankong:1s"], "void": "m"},
        "3": {"hand": "123m456p789s1357s"}}}]


@pytest.mark.parametrize(("options", "totals"), [
    ({}, (-1, 6, -2, -51)),  # mil: the pig's 48 goes to nobody
    ({"house.pig_rule": "pay_receivers"}, (-1, 54, 46, -99)),  # the non-pigs still in
    ({"house.pig_rule": "pay_receivers", "house.pig_pays_all_others": "yes"},
     (47, 54, 46, -147)),  # all three others, the winner too
    ({"house.pig_rule": "pay_in_max"}, (-1, 52, 46, -97)),  # max(48, 2); no ready payment
    ({"house.refund_by_all_in": "yes"}, (-1, 4, 0, -51)),  # ready Bình returns his kong's 2
    ({"house.refund_to_all_payers": "yes"}, (1, 6, -4, -51)),  # Chi returns An's 2 too
])
def test_the_wall_s_end_fields_change_exactly_what_they_name(options, totals) -> None:
    from mahjong_gui.engine.ledger import read_session, settle_session

    doc = {"rules": "mil", "options": options, "players": ["An", "Bình", "Chi", "Dũng"],
           "dealer": 0, "hands": [{"events": WALL_END}]}
    assert settle_session(read_session(doc)).totals == totals


ANY_ACROSS = {"house.exchange_three": "yes", "house.exchange_any": "yes",
              "house.exchange_direction": "across"}


def test_exchange_three_of_any_suits_in_a_fixed_direction() -> None:
    from mahjong_gui.engine.legal import Act
    from mahjong_gui.engine.table import Table

    one_suit = Table(get_profile("mil", {"house.exchange_three": "yes"}), 7)
    any_three = Table(get_profile("mil", ANY_ACROSS), 7)
    assert one_suit.state.players == any_three.state.players  # the same deal
    picks = [a.tiles for a in any_three.legal(0) if a.act is Act.EXCHANGE]
    mixed = [p for p in picks if len({t.suit for t in p}) > 1]
    assert mixed and all(len({t.suit for t in a.tiles}) == 1 for a in one_suit.legal(0))
    assert set(a.tiles for a in one_suit.legal(0)) < set(picks)
    # every hand passes across under the house rule; majsoul draws a direction per wall
    assert {Table(get_profile("mil", ANY_ACROSS), s)._direction for s in range(12)} == {"across"}
    assert len({Table(get_profile("majsoul"), s)._direction for s in range(12)}) == 3


def test_an_exchange_of_any_three_plays_to_the_end_without_a_violation(
        capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "--rules", "mil", "--hands", "40", "--seed", "3", "--json"]
    for key, value in ANY_ACROSS.items():
        args += ["--option", f"{key}={value}"]
    assert dispatch(args) == 0
    r = json.loads(capsys.readouterr().out)
    assert r["hands"] == 40 and r["invariant_violations"] == 0


def _ledger(options: dict[str, str], events: list[dict], hands: int = 1):
    from mahjong_gui.engine.ledger import read_session, settle_session

    return settle_session(read_session({
        "rules": "mil", "options": options, "players": ["An", "Bình", "Chi", "Dũng"],
        "dealer": 0, "hands": [{"events": events}] * hands}))


PLAIN_SELF = [{"type": "win", "seat": 0, "hand": "123456m234p789p55m"}]
KONG_THEN_WIN = [{"type": "kong", "seat": 1, "kind": "concealed"},
                 {"type": "win", "seat": 0, "from": 3, "hand": "123456m234p789p55m"}]


def test_the_self_draw_bonus_and_the_concealed_kong_change_only_their_amounts() -> None:
    # a plain self-draw: 1 (the plain win) + 1 bonus from each of three payers under mil
    assert _ledger({}, PLAIN_SELF).totals == (6, -2, -2, -2)
    assert _ledger({"house.self_draw_bonus": "0"}, PLAIN_SELF).totals == (3, -1, -1, -1)
    assert _ledger({"house.self_draw_bonus": "3"}, PLAIN_SELF).totals == (12, -4, -4, -4)
    # a concealed kong pays 2 from each other player under mil, 3 under the club
    assert _ledger({}, KONG_THEN_WIN).totals == (-1, 6, -2, -3)
    assert _ledger({"house.kong_concealed": "3"}, KONG_THEN_WIN).totals == (-2, 9, -3, -4)


def test_rank_points_are_counted_per_game_under_the_house_rule() -> None:
    plain = _ledger({"hands": "2"}, PLAIN_SELF, hands=2)
    assert plain.rank_points is None
    ranked = _ledger({"hands": "2", "house.rank_points": "yes"}, PLAIN_SELF, hands=2)
    # An won both hands (+12), the three others tied on -4: 4 for An, (3 + 2 + 1) / 3 each
    assert ranked.totals == (12, -4, -4, -4) and ranked.rank_points == (4, 2, 2, 2)
