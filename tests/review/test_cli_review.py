"""``mahjong review``: the JSON contract (issue 27 item 7), the readable table, the same answer
on every run, and bad input as one error with a code and exit 2."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.helpers import run_cli
from tests.profiles import ALL
from tests.review.helpers import played, write_save


@pytest.fixture(scope="module")
def two_hands(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("saves") / "game.mjsave"
    return write_save(path, played("majsoul", 4, hands=2), "majsoul", 4)


def test_the_json_contract(capsys: pytest.CaptureFixture[str], two_hands: Path) -> None:
    code, out, _ = run_cli(capsys, "review", str(two_hands), "--hand", "2", "--futures", "8",
                           "--json")
    assert code == 0
    r = json.loads(out)
    assert {"profile", "seat", "decisions", "summary"} <= set(r)
    assert (r["profile"], r["seat"]) == ("majsoul", 0)  # the save's human seat
    assert r["unit"] == "points" and {d["unit"] for d in r["decisions"]} == {"points"}
    assert r["decisions"] and {d["hand"] for d in r["decisions"]} == {2}
    for d in r["decisions"]:
        assert {"hand", "index", "kind", "chosen", "best", "candidates", "loss", "se",
                "mistake", "category", "reasons"} <= set(d)
        assert d["kind"] in ("exchange", "void", "discard", "kong", "win", "claim")
        assert all({"action", "ev", "se"} <= set(c) for c in d["candidates"])
        assert d["chosen"] in [c["action"] for c in d["candidates"]]
        assert d["best"] == d["candidates"][0]["action"]
        assert all(isinstance(x["id"], str) for x in d["reasons"])
    s = r["summary"]
    assert {"decisions", "agreement", "mistakes_per_100", "loss_total"} <= set(s)
    assert s["decisions"] == len(r["decisions"])
    assert s["agreement"] == round(sum(d["agrees"] for d in r["decisions"]) / s["decisions"], 4)
    assert s["loss_total"] == pytest.approx(sum(d["loss"] for d in r["decisions"]), abs=0.01)
    kinds = [d["kind"] for d in r["decisions"]]
    assert kinds[:2] == ["exchange", "void"]  # majsoul: exchange three, then the void


def test_two_runs_give_the_same_json(capsys: pytest.CaptureFixture[str],
                                     two_hands: Path) -> None:
    args = ("review", str(two_hands), "--seat", "1", "--hand", "1", "--futures", "8", "--json")
    one = run_cli(capsys, *args)
    two = run_cli(capsys, *args)
    assert one == two and one[0] == 0 and json.loads(one[1])["seat"] == 1


def test_worker_processes_give_the_same_json(capsys: pytest.CaptureFixture[str],
                                             two_hands: Path) -> None:
    args = ("review", str(two_hands), "--hand", "2", "--futures", "8", "--json")
    one = run_cli(capsys, *args, "--jobs", "1")
    two = run_cli(capsys, *args, "--jobs", "2")
    assert one == two and one[0] == 0 and json.loads(one[1])["decisions"]


def test_the_table_names_tiles(capsys: pytest.CaptureFixture[str], two_hands: Path) -> None:
    code, out, _ = run_cli(capsys, "review", str(two_hands), "--hand", "1", "--futures", "8")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("Review of seat 0 (majsoul): ")
    assert "Decisions, worst first:" in lines
    body = lines[lines.index("Decisions, worst first:") + 2:]
    found = [re.search(r" (-?\d+\.\d\d) +(\d+\.\d\d)  [a-z]", ln) for ln in body]
    assert body and all(found)
    losses = [float(m.group(1)) for m in found if m is not None]
    assert losses == sorted(losses, reverse=True)
    assert any(w in out for w in ("Characters", "Dots", "Bamboo"))
    assert not any(f" {n}{s} " in out for n in range(1, 10) for s in "mps")


@pytest.mark.parametrize(("args", "code"), [
    (("--seat", "4"), "bad_seat"),
    (("--hand", "3"), "bad_hand"),
    (("--hand", "0"), "bad_hand"),
    (("--futures", "1"), "bad_futures"),
    (("--jobs", "0"), "bad_jobs"),
    (("--jobs", "65"), "bad_jobs"),
    (("--jobs", "\u0663"), "bad_jobs"),
], ids=["seat_4", "hand_3_of_2", "hand_0", "one_future", "no_jobs", "65_jobs", "arabic_three"])
def test_a_seat_or_hand_that_does_not_exist(capsys: pytest.CaptureFixture[str], two_hands: Path,
                                            args: tuple[str, ...], code: str) -> None:
    exit_code, out, _ = run_cli(capsys, "review", str(two_hands), *args, "--json")
    assert exit_code == 2
    assert json.loads(out)["error"]["code"] == code
    exit_code, out, err = run_cli(capsys, "review", str(two_hands), *args)
    assert exit_code == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1


def test_not_a_save_and_a_damaged_save(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                       two_hands: Path) -> None:
    other = tmp_path / "notes.mjsave"
    other.write_text('{"hello": 1}\n', encoding="utf-8")
    code, out, _ = run_cli(capsys, "review", str(other), "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == "not_a_save"
    damaged = tmp_path / "damaged.mjsave"
    damaged.write_text(two_hands.read_text(encoding="utf-8").replace('"discarded","seat":1',
                                                                     '"discarded","seat":2', 1),
                       encoding="utf-8")
    code, out, _ = run_cli(capsys, "review", str(damaged), "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == "checksum"
    code, out, _ = run_cli(capsys, "review", str(tmp_path / "missing.mjsave"), "--json")
    assert code == 2 and json.loads(out)["error"]["code"]


def test_a_ranked_game_is_reviewed_in_rank_points(capsys: pytest.CaptureFixture[str],
                                                  tmp_path: Path) -> None:
    path = write_save(tmp_path / "c.mjsave", played("competition", 2), "competition", 2)
    code, out, _ = run_cli(capsys, "review", str(path), "--futures", "4", "--json")
    assert code == 0
    r = json.loads(out)
    assert r["unit"] == "rank_points" and {d["unit"] for d in r["decisions"]} == {"rank_points"}
    assert all(1.0 <= c["ev"] <= 4.0 for d in r["decisions"] for c in d["candidates"])
    code, out, _ = run_cli(capsys, "review", str(path), "--futures", "4")
    assert code == 0 and " rank points" in out.splitlines()[0]


@pytest.mark.parametrize("profile_id", ALL)
def test_every_profile_s_game_is_reviewed(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                          profile_id: str) -> None:
    path = write_save(tmp_path / "g.mjsave", played(profile_id, 6), profile_id, 6)
    code, out, _ = run_cli(capsys, "review", str(path), "--futures", "2", "--json")
    assert code == 0
    r = json.loads(out)
    assert r["profile"] == profile_id and r["decisions"]
    assert r["summary"]["decisions"] == len(r["decisions"])
    for d in r["decisions"]:
        assert d["chosen"] in [c["action"] for c in d["candidates"]]
        assert d["best"] == d["candidates"][0]["action"]


@pytest.mark.parametrize("after", [2.0, 6.0, 10.0])
def test_ctrl_c_stops_a_review_in_worker_processes_with_one_line(tmp_path: Path,
                                                                  after: float) -> None:
    # Ctrl+C reaches the whole process group: the command stops its workers and says one
    # line, and none is left running (a waiting worker leaves Ctrl+C to the command:
    # tests/review/test_parallel.py). Early (the save read, the workers starting), in the
    # first decision's futures, or while whole decisions are judged.
    path = write_save(tmp_path / "hk.mjsave", played("hk-modern", 3, hands=1), "hk-modern", 3)
    proc = subprocess.Popen([sys.executable, "-m", "mahjong_gui", "review", str(path),
                             "--jobs", "2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, start_new_session=True)
    time.sleep(after)  # judging starts about 2 s in: the first decision's futures, then
    # whole decisions from about 4 s into it
    os.killpg(proc.pid, signal.SIGINT)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 2 and out == ""
    # One line; the standard library's semaphore tracker may add its note that it cleans up
    # what the ended workers held (a warning, never a traceback).
    assert err.startswith("error: interrupted\n") and "Traceback" not in err
    gone = False  # the group empties: no worker left behind (they end within a future)
    for _ in range(100):
        try:
            os.killpg(proc.pid, 0)
        except ProcessLookupError:
            gone = True
            break
        time.sleep(0.1)
    assert gone
