"""The ``analyze`` command: its JSON contract, its text output and its exit codes."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_gui import cli


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = cli.dispatch(["analyze", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_for_a_ready_hand(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "1122334455667m", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["shanten"] == 0
    assert data["shanten_by_form"] == {"regular": 0, "seven_pairs": 0}
    # 1m and 4m: two in hand; 7m: one in hand.
    assert data["waits"] == [{"tile": "1m", "unseen": 2}, {"tile": "4m", "unseen": 2},
                             {"tile": "7m", "unseen": 3}]
    assert data["discards"] == []


def test_json_for_fourteen_tiles_ranks_discards(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "123m456m789m12p55s9p", "--void", "s", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) >= {"shanten", "shanten_by_form", "waits", "discards"}
    first = data["discards"][0]
    assert {k: first[k] for k in ("tile", "shanten", "ukeire")} == {
        "tile": "5s", "shanten": 1, "ukeire": 7}
    # Void s: a 5s must go first (the other still has to follow); then 3p completes the run
    # (4 unseen) and 9p makes the pair (3 unseen).
    assert first["tiles"] == ["3p", "9p"]
    keys = [(d["shanten"], -d["ukeire"]) for d in data["discards"]]
    assert keys == sorted(keys)


def test_melds_and_visible_tiles(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "2m", "--meld", "pong:5m", "--meld", "kong:6p",
                       "--meld", "ankong:7s", "--meld", "addkong:9s", "--visible", "2m2m",
                       "--json")
    assert code == 0
    data = json.loads(out)
    assert data["shanten"] == 0 and data["waits"] == [{"tile": "2m", "unseen": 1}]
    assert data["shanten_by_form"]["seven_pairs"] is None


def test_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "1122334455667m")
    assert code == 0 and err == ""
    assert "Shanten: ready (0)" in out and "7m (3 unseen)" in out


@pytest.mark.parametrize("args, error_code", [
    pytest.param(("1111m",), "tile_count", id="tile_count"),
    pytest.param(("11111m234p567p89s",), "fifth_copy", id="fifth_copy"),
    pytest.param(("12x",), "unknown_letter", id="unknown_letter"),
    pytest.param(("123m", "--meld", "pung:5m"), "bad_meld", id="bad_meld"),
    pytest.param(("123m", "--void", "z"), "usage", id="bad_void"),
    pytest.param(("--nope",), "usage", id="unknown_option"),
])
def test_bad_input(capsys: pytest.CaptureFixture[str], args: tuple[str, ...],
                   error_code: str) -> None:
    code, out, _ = run(capsys, *args, "--json")
    assert code == 2
    assert json.loads(out)["error"]["code"] == error_code
    code, out, err = run(capsys, *args)
    assert code == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1


def test_honours_need_hong_kong_rules(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "1234567z123m456p", "--family", "sichuan", "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == "bad_rank"
    code, out, _ = run(capsys, "19m19p19s1234567z", "--json")
    assert code == 0
    assert json.loads(out)["shanten_by_form"]["thirteen_orphans"] == 0


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789mpszf :,-x", max_size=24),
       st.lists(st.sampled_from(["--void", "m", "--meld", "pong:1m", "kong:", "--json", "s",
                                 "--visible", "chow:8m", "ankong:9s", ""]), max_size=4))
def test_fuzzed_input_never_crashes(text: str, extra: list[str]) -> None:
    code = cli.dispatch(["analyze", text, *extra])
    assert code in (0, 2)


def test_module_entry_point() -> None:
    done = subprocess.run([sys.executable, "-m", "mahjong_gui", "analyze", "12x", "--json"],
                          capture_output=True, text=True)
    assert done.returncode == 2 and done.stderr == ""
    assert json.loads(done.stdout)["error"]["code"] == "unknown_letter"
