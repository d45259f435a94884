"""The ``drill`` command: every key of its JSON contract (issue 13; docs/guide.md "drill"), a value
drill's ``question.args`` accepted by the ``score`` command with the same deltas, readable
text, and one clear error with exit code 2 for bad arguments."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.engine.tiles import parse
from tests.helpers import run_cli
from tests.profiles import BLOODY


def drill(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    code, out, _ = run_cli(capsys, "drill", *args, "--json")
    assert code == 0, out
    return json.loads(out)


TOP = {"kind", "rules", "seed", "level", "question", "answer"}


@pytest.mark.parametrize("rules", list(PROFILES))
@pytest.mark.parametrize("level", ["1", "4"])
def test_discard_contract(capsys: pytest.CaptureFixture[str], rules: str, level: str) -> None:
    d = drill(capsys, "discard", "--rules", rules, "--seed", "7", "--level", level)
    assert set(d) >= TOP
    assert (d["kind"], d["rules"], d["seed"], d["level"]) == ("discard", rules, 7, int(level))
    q, a = d["question"], d["answer"]
    assert set(q) >= {"hand", "melds", "void", "visible"}
    assert len(parse(q["hand"])) + 3 * len(q["melds"]) == 14
    assert q["void"] in (("m", "p", "s") if PROFILES[rules].void_suit else (None,))
    assert isinstance(q["visible"], str) and (q["visible"] != "") == (level == "4")
    assert set(a) >= {"best", "candidates"}
    assert a["best"] and all(isinstance(t, str) for t in a["best"])
    for c in a["candidates"]:
        assert set(c) >= {"tile", "shanten", "ukeire"}
    assert len({c["tile"] for c in a["candidates"]}) == len(a["candidates"])
    assert set(a["best"]) <= {c["tile"] for c in a["candidates"]}


@pytest.mark.parametrize("rules", list(PROFILES))
def test_waits_contract(capsys: pytest.CaptureFixture[str], rules: str) -> None:
    d = drill(capsys, "waits", "--rules", rules, "--seed", "3", "--level", "2")
    q, a = d["question"], d["answer"]
    assert set(q) >= {"hand", "melds", "void"}
    assert len(parse(q["hand"])) + 3 * len(q["melds"]) == 13
    assert a["waits"] and all(isinstance(t, str) for t in a["waits"])


@pytest.mark.parametrize("rules", list(PROFILES))
@pytest.mark.parametrize("level", ["1", "2", "3", "4"])
def test_value_args_are_what_score_takes(capsys: pytest.CaptureFixture[str], rules: str,
                                         level: str) -> None:
    for seed in ("0", "11"):
        d = drill(capsys, "value", "--rules", rules, "--seed", seed, "--level", level)
        args, deltas = d["question"]["args"], d["answer"]["deltas"]
        code, out, _ = run_cli(capsys, "score", *args, "--json")
        assert code == 0, out
        scored = json.loads(out)
        assert scored["deltas"] == deltas
        assert scored["value"] == d["answer"]["value"]


def test_wall_end_and_quick_checks(capsys: pytest.CaptureFixture[str]) -> None:
    d = drill(capsys, "wall_end", "--rules", "mahjchina", "--seed", "2", "--level", "3")
    assert set(d["question"]) >= {"seats", "kongs", "dealer"}
    assert set(d["answer"]) >= {"rows", "deltas", "status"}
    assert sum(d["answer"]["deltas"]) == sum(-r["amount"] for r in d["answer"]["rows"]
                                             if r["to"] is None)
    for kind in ("ready", "pig"):
        d = drill(capsys, kind, "--rules", "majsoul", "--seed", "5")
        assert isinstance(d["answer"]["yes"], bool)


def test_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_cli(capsys, "drill", "discard", "--rules", "mil", "--seed", "3")
    assert code == 0
    assert out.startswith("Drill:    discard (mil, seed 3, level 1)")
    assert "shanten" in out


@pytest.mark.parametrize(("args", "code"), [
    (["drill", "nope", "--rules", "mil", "--seed", "1"], "unknown_kind"),
    (["drill", "discard", "--rules", "xx", "--seed", "1"], "unknown_rules"),
    (["drill", "pig", "--rules", "hk-modern", "--seed", "1"], "kind_not_in_rules"),
    (["drill", "discard", "--rules", "mil", "--seed", "-3"], "bad_seed"),
    (["drill", "discard", "--rules", "mil", "--seed", "1", "--level", "9"], "bad_level"),
    (["drill", "discard", "--rules", "mil"], "usage"),
])
def test_bad_arguments(capsys: pytest.CaptureFixture[str], args: list[str], code: str) -> None:
    rc, out, _ = run_cli(capsys, *args, "--json")
    assert rc == 2
    assert json.loads(out)["error"]["code"] == code
    rc, out, err = run_cli(capsys, *args)
    assert rc == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1


def test_the_module_runs_as_a_program() -> None:
    p = subprocess.run([sys.executable, "-m", "mahjong_gui", "drill", "ready", "--rules",
                        "hk-modern", "--seed", "4", "--json"], capture_output=True, text=True,
                       timeout=60)
    assert p.returncode == 0
    assert json.loads(p.stdout)["kind"] == "ready"


@pytest.mark.parametrize("rules", BLOODY)
def test_wall_end_rows_are_what_the_ledger_command_settles(
        capsys: pytest.CaptureFixture[str], rules: str, tmp_path) -> None:
    """The same table written as a ledger hand (its kongs, then the wall's end) and settled by
    the ``ledger`` command gives the drill's rows and deltas."""
    checked = 0
    for level in ("1", "2", "3"):  # level 4 has a seat gone out, which needs its win
        for seed in ("0", "1", "2"):
            d = drill(capsys, "wall_end", "--rules", rules, "--seed", seed, "--level", level)
            q, a = d["question"], d["answer"]
            events = [{"type": "kong", "seat": k["seat"], "kind": k["kind"],
                       **({"from": k["from"]} if k["from"] is not None else {})}
                      for k in q["kongs"]]
            events.append({"type": "wall_end", "players": {
                str(s["seat"]): {"hand": s["hand"], "melds": s["melds"], "void": s["void"]}
                for s in q["seats"]}})
            doc = {"rules": rules, "players": ["a", "b", "c", "d"], "dealer": q["dealer"],
                   "hands": [{"events": events}]}
            path = tmp_path / f"{level}-{seed}.json"
            path.write_text(json.dumps(doc))
            code, out, _ = run_cli(capsys, "ledger", str(path), "--json")
            assert code == 0, out
            hand = json.loads(out)["hands"][0]
            rows = [{k: p[k] for k in ("from", "to", "amount", "reason")}
                    for p in hand["payments"] if p["event"] == len(events) - 1]
            assert rows == a["rows"]
            kong_money = [0, 0, 0, 0]
            for p in hand["payments"]:
                if p["event"] != len(events) - 1:
                    kong_money[p["from"]] -= p["amount"]
                    kong_money[p["to"]] += p["amount"]
            assert [t - k for t, k in zip(hand["deltas"], kong_money, strict=True)] == a["deltas"]
            checked += 1
    assert checked == 9
