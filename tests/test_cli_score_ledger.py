"""The ``score`` and ``ledger`` commands: JSON contracts, exit codes, never a traceback."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_gui import cli
from tests.helpers import run_cli
from tests.profiles import ALL

DATA = Path(__file__).resolve().parent / "data"


# --- score ------------------------------------------------------------------------------------


def test_score_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "score", "--rules", "mahjchina", "123456m234p789p55m", "--json")
    assert code == 0
    data = json.loads(out)
    assert {k: data[k] for k in ("rules", "win", "patterns", "value", "deltas")} == {
        "rules": "mahjchina", "win": True, "value": 1, "deltas": [6, -2, -2, -2],
        "patterns": [{"id": "plain_win", "value": 1, "op": "main"}]}
    assert data["payments"] == [
        {"from": s, "to": 0, "amount": 2, "reason": "win_self_draw"} for s in (1, 2, 3)]


@pytest.mark.parametrize("args, deltas", [
    pytest.param(("--win", "discard", "--from", "1"), [1, -1, 0, 0], id="discard"),
    pytest.param(("--in", "0,1,2"), [4, -2, -2, 0], id="player_3_out"),
    pytest.param(("--seat", "2", "--in", "1,2,3"), [0, -2, 4, -2], id="other_seat"),
    # Plain 1, doubled by the last tile to 2; a self-draw pays 2 + 1 from each of three.
    pytest.param(("--event", "last-tile"), [9, -3, -3, -3], id="last_tile_doubles"),
])
def test_score_situations(capsys: pytest.CaptureFixture[str], args: tuple[str, ...],
                          deltas: list[int]) -> None:
    code, out, _ = run_cli(capsys, "score", "--rules", "mahjchina", "123456m234p789p55m", *args,
                           "--json")
    assert code == 0 and json.loads(out)["deltas"] == deltas


def test_score_room_option(capsys: pytest.CaptureFixture[str]) -> None:
    # Pure seven pairs 8, one root x2 -> capped at 8; kong bloom doubles after the cap: 16,
    # or stays 8 when events sit inside the cap.
    base = ("score", "--rules", "mahjchina", "11223344556666m", "--event", "kong-bloom", "--json")
    assert json.loads(run_cli(capsys, *base)[1])["value"] == 16
    code, out, _ = run_cli(capsys, *base, "--option", "cap=events-inside")
    assert code == 0 and json.loads(out)["value"] == 8


def test_score_not_a_win(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "score", "--rules", "mil", "123m456m789m123p55s", "--void", "s",
                           "--json")
    assert code == 1 and json.loads(out) == {"rules": "mil", "win": False,
                                             "reason": "void_suit_in_hand"}
    code, out, _ = run_cli(capsys, "score", "--rules", "mil", "123m456m789m123p59s", "--json")
    assert code == 1 and json.loads(out)["reason"] == "three_suits"
    code, out, _ = run_cli(capsys, "score", "--rules", "mil", "123m456m789m124p55p", "--json")
    assert code == 1 and json.loads(out)["reason"] == "not_winning_shape"


@pytest.mark.parametrize("args, error", [
    pytest.param(("--rules", "nope", "123456m234p789p55m"), "unknown_rules", id="rules"),
    pytest.param(("--rules", "mil", "123456m234p789p5x"), "unknown_letter", id="tile"),
    pytest.param(("--rules", "mil", "11111m234p789p55m"), "fifth_copy", id="five_copies"),
    pytest.param(("--rules", "mil", "123456m234p789p5m"), "tile_count", id="count"),
    pytest.param(("--rules", "mil", "123456m234p789p55m", "--option", "cap=x"),
                 "unknown_option", id="unknown_option"),
    pytest.param(("--rules", "mahjchina", "123456m234p789p55m", "--option", "cap=x"),
                 "bad_option_value", id="bad_option_value"),
    pytest.param(("--rules", "mil", "123456m234p789p55m", "--win", "discard", "--from", "0"),
                 "discarder_is_winner", id="discarder_is_winner"),
    pytest.param(("--rules", "mil", "123456m234p789p55m", "--win", "discard", "--from", "3",
                  "--in", "0,1,2"), "discarder_not_in", id="discarder_not_in"),
    pytest.param(("--rules", "mil", "123456m234p789p55m", "--win", "discard"),
                 "discarder_missing", id="discarder_missing"),
    pytest.param(("--rules", "mil", "123456m234p789p55m", "--seat", "3", "--in", "0,1,2"),
                 "winner_not_in", id="winner_not_in"),
    pytest.param(("--rules", "mil", "123456m234p789p55m", "--seat", "7"), "bad_seat",
                 id="bad_seat"),
    pytest.param(("--rules", "mil", "1234567z123m5p5p", ), "tile_identity", id="honours"),
    pytest.param(("--rules", "mil", "123456m234p789p55m", "--win", "robbed", "--from", "1"),
                 "robbed_tile_held", id="robbed_tile_held"),
    pytest.param(("--rules", "mil", "123456m234p789p55m", "--event", "kong-discard"),
                 "bad_event", id="kong_discard_on_self_draw"),
    pytest.param(("--rules", "mil",), "usage", id="missing_hand"),
])
def test_score_bad_input(capsys: pytest.CaptureFixture[str], args: tuple[str, ...],
                         error: str) -> None:
    code, out, _ = run_cli(capsys, "score", *args, "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == error
    code, out, err = run_cli(capsys, "score", *args)
    assert code == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1


def test_score_text_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "score", "--rules", "competition", "111333555777m99m")
    assert code == 0
    assert "pure one suit" in out and "all pongs" in out and "Value:    8" in out
    assert "seat 0: +27" in out


# --- ledger -----------------------------------------------------------------------------------


def test_ledger_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "ledger", str(DATA / "example8_mil.json"), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["totals"] == [-1, 8, -2, -53] and data["next_dealer"] == 0
    assert data["hands"][0]["deltas"] == [-1, 8, -2, -53]
    assert data["hands"][0]["payments"][0] == {"from": 0, "to": 2, "amount": 2,
                                               "reason": "kong_concealed", "event": 0}
    assert "rank_points" not in data


def test_ledger_from_stdin_with_rank_points(capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    doc = json.loads((DATA / "example8_mil.json").read_text(encoding="utf-8"))
    doc["rules"] = "competition"
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(doc)))
    code, out, _ = run_cli(capsys, "ledger", "-", "--json")
    assert code == 0
    data = json.loads(out)
    # Game scores An +7, Bình +16, Chi +6, Dũng −29: places 2, 1, 3, 4.
    assert data["totals"] == [7, 16, 6, -29] and data["rank_points"] == [3, 4, 2, 1]


@pytest.mark.parametrize("doc, code, where", [
    pytest.param("not json", "bad_json", "", id="not_json"),
    pytest.param({"rules": "mil"}, "bad_ledger", "hands", id="no_hands"),
    pytest.param({"rules": "x", "hands": []}, "unknown_rules", "rules", id="rules"),
    pytest.param({"rules": "mil", "hands": [{"events": [{"type": "win", "seat": 0}]}]},
                 "missing_hand", "hands[0].events[0]", id="missing_hand"),
    pytest.param({"rules": "mil", "hands": [{"events": [
        {"type": "win", "seat": 0, "value": 1}, {"type": "win", "seat": 0, "value": 1}]}]},
        "winner_not_in", "hands[0].events[1]", id="winner_twice"),
    pytest.param({"rules": "mil", "hands": [{"events": [
        {"type": "kong", "seat": 1, "kind": "exposed", "from": 9}]}]},
        "bad_seat", "hands[0].events[0].from", id="bad_seat"),
    pytest.param({"rules": "mil", "hands": [{"events": [
        {"type": "win", "seat": 1, "hand": "123456m234p789p55m", "melds": ["pong:9z"]}]}]},
        "bad_rank", "hands[0].events[0].melds[0]", id="bad_meld_tile"),
    pytest.param({"rules": "mil", "hands": [{"events": [
        {"type": "penalty", "seat": 1, "kind": "false_win"}]}]},
        "no_such_penalty", "hands[0].events[0]", id="penalty_not_in_mil"),
    pytest.param({"rules": "mil", "hands": [{"events": [
        {"type": "wall_end", "players": {"0": {"hand": "123456m234p789p5m"}}}]}]},
        "wall_end_players", "hands[0].events[0]", id="wall_end_missing_players"),
])
def test_ledger_bad_input(capsys: pytest.CaptureFixture[str], tmp_path: Path, doc: object,
                          code: str, where: str) -> None:
    path = tmp_path / "ledger.json"
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    rc, out, _ = run_cli(capsys, "ledger", str(path), "--json")
    assert rc == 2
    error = json.loads(out)["error"]
    assert error["code"] == code and error["message"].startswith(where)


def test_ledger_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    rc, out, _ = run_cli(capsys, "ledger", str(tmp_path / "none.json"), "--json")
    assert rc == 2 and json.loads(out)["error"]["code"] == "bad_file"


# --- fuzzing: bad input is exit 2 with a code, never a traceback ---------------------------------

tile_text = st.text(alphabet="0123456789mpszf x", max_size=20)
seat_text = st.sampled_from(["0", "1", "2", "3", "4", "-1", "x", ""])


@settings(max_examples=250, deadline=None)
@given(hand=tile_text, rules=st.sampled_from([*ALL, "hk"]),
       extra=st.lists(st.one_of(
           st.tuples(st.sampled_from(["--win"]), st.sampled_from(["self", "discard", "robbed",
                                                                   "x"])),
           st.tuples(st.sampled_from(["--from", "--seat", "--dealer", "--kong-from"]),
                     seat_text),
           st.tuples(st.just("--in"), st.sampled_from(["0,1,2,3", "1,2", "0,0", "", "5"])),
           st.tuples(st.just("--meld"), st.sampled_from(["pong:5m", "ankong:1s", "kong:9p",
                                                          "chow:1m", "x:1m", "pong:"])),
           st.tuples(st.just("--event"), st.sampled_from(["kong-bloom", "kong-discard",
                                                           "last-tile", "heavenly", "earthly",
                                                           "nope"])),
           st.tuples(st.just("--option"), st.sampled_from(["cap=events-inside", "a=b", "x",
                                                            "hands=0"])),
           st.tuples(st.just("--void"), st.sampled_from(["m", "p", "s", "z"]))), max_size=5))
def test_score_fuzz(hand: str, rules: str, extra: list[tuple[str, str]]) -> None:
    args = ["score", "--rules", rules, hand, *(x for pair in extra for x in pair), "--json"]
    out = io.StringIO()
    saved, sys.stdout = sys.stdout, out
    try:
        code = cli.dispatch(args)
    finally:
        sys.stdout = saved
    assert code in (0, 1, 2)
    data = json.loads(out.getvalue())
    if code == 2:
        assert data["error"]["code"] and data["error"]["message"]
    else:
        assert data["win"] is (code == 0)


json_leaf = st.one_of(st.none(), st.booleans(), st.integers(-2, 9), tile_text,
                      st.sampled_from(["win", "kong", "wall_end", "penalty", "exposed", "added",
                                       "concealed", "false_win", "123456m234p789p55m",
                                       "pong:5m", "kong-bloom"]))
json_doc = st.recursive(json_leaf, lambda children: st.one_of(
    st.lists(children, max_size=4),
    st.dictionaries(st.sampled_from(["rules", "hands", "events", "type", "seat", "from", "kind",
                                     "hand", "melds", "value", "players", "robbed", "events",
                                     "0", "1", "void", "immediate", "options", "dealer"]),
                    children, max_size=5)), max_leaves=20)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=json_doc, rules=st.sampled_from(ALL))
def test_ledger_fuzz(doc: object, rules: str) -> None:
    if isinstance(doc, dict):
        doc = {"rules": rules, **doc}
    text = json.dumps(doc)
    out = io.StringIO()
    saved_out, saved_in = sys.stdout, sys.stdin
    sys.stdout, sys.stdin = out, io.StringIO(text)
    try:
        code = cli.dispatch(["ledger", "-", "--json"])
    finally:
        sys.stdout, sys.stdin = saved_out, saved_in
    assert code in (0, 2)
    data = json.loads(out.getvalue())
    assert ("error" in data) is (code == 2)


def test_score_entry_point() -> None:
    done = subprocess.run([sys.executable, "-m", "mahjong_gui", "score", "--rules", "majsoul",
                           "123456m234p789p55m", "--json"], capture_output=True, text=True)
    assert done.returncode == 0 and json.loads(done.stdout)["deltas"] == [6000, -2000, -2000,
                                                                          -2000]
