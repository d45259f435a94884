"""The rule set contract (issue 32; README "House rules", docs/rules.md §5): ``rules
list|export|check``, the ``.mjrules`` format, and ``--rules FILE.mjrules`` wherever ``--rules``
takes a profile, with the same output keys; a set equal to its base plays and scores the same."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from mahjong_gui.cli import dispatch
from mahjong_gui.drills import generate
from mahjong_gui.engine.rules import PROFILES, get_profile
from mahjong_gui.store import rulesets
from mahjong_gui.store.rulesets import RuleSetError
from tests.profiles import ALL
from tests.review.helpers import played, write_save


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = dispatch(list(args))
    return code, capsys.readouterr().out


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_GUI_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def export(capsys: pytest.CaptureFixture[str], source: str, *more: str) -> dict:
    code, out = run(capsys, "rules", "export", source, *more)
    assert code == 0
    return json.loads(out)


@pytest.mark.parametrize("pid", ALL)
def test_an_exported_profile_is_complete_and_loads_back_as_the_profile(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, pid: str) -> None:
    data = export(capsys, pid)
    assert (data["format"], data["version"], data["base"]) == ("mahjong_gui.rules", 1, pid)
    assert data["name"] == PROFILES[pid].name
    base = PROFILES[pid]
    assert data["options"] == dict(base.options)  # every room option, at its value
    assert set(data["changes"]) | {"continuation"} >= {f.name for f in base.house_fields()}
    assert set(data["rows"]) == {r.id for r in base.house_rows()}
    if base.house_points() is None:
        assert data["continuation"] == "bloody" and "points" in data
    else:
        assert "continuation" not in data
        table = base.house_points() or ()
        assert [data["points"][str(f)] for f in range(len(table))] == list(table)
    path = tmp_path / "full.mjrules"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert replace(rulesets.load(path).profile(), options={}) == replace(base, options={})
    code, out = run(capsys, "rules", "check", str(path))
    assert code == 0 and json.loads(out)["base"] == pid


def test_an_edited_export_needs_nothing_else(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path) -> None:
    data = export(capsys, "mil")
    data["changes"]["cap"] = 4
    data["rows"]["seven_pairs"] = 3
    data["rows"]["root"] = "off"
    data["continuation"] = "flowing"
    path = tmp_path / "club.mjrules"
    path.write_text(json.dumps(data), encoding="utf-8")
    p = rulesets.load(path).profile()
    rows = {r.id.value: r.value for r in p.patterns}
    assert (p.cap, p.flowing, rows["seven_pairs"], "root" in rows) == (4, True, 3, False)
    again = export(capsys, str(path))  # a file exported again keeps every change
    assert (again["changes"]["cap"], again["continuation"], again["rows"]["root"]) == \
        (4, "flowing", "off")
    hk = export(capsys, "hk-modern", "--option", "house.settlement=classical",
                "--option", "house.points.3=10", "--name", "Harbour club")
    assert (hk["name"], hk["changes"], hk["points"]["3"]) == \
        ("Harbour club", {"settlement": "classical"}, 10)
    assert hk["rows"]["thirteen_orphans"] == "on"  # a limit hand: on or off


def test_export_writes_a_file_and_list_names_every_set(
        capsys: pytest.CaptureFixture[str], data_dir: Path) -> None:
    folder = data_dir / "rulesets"
    out = folder / "thursday.mjrules"
    assert dispatch(["rules", "export", "majsoul", "--name", "Thursday",
                     "--option", "house.continuation=flowing", "--output", str(out)]) == 0
    (folder / "broken.mjrules").write_text("{", encoding="utf-8")
    capsys.readouterr()
    code, text = run(capsys, "rules", "list", "--json")
    r = json.loads(text)
    assert code == 0 and [p["id"] for p in r["profiles"]] == list(PROFILES)
    by_file = {Path(k["file"]).name: k for k in r["rule_sets"]}
    assert by_file["thursday.mjrules"]["name"] == "Thursday"
    assert by_file["thursday.mjrules"]["changes"]["house.continuation"] == "flowing"
    assert by_file["broken.mjrules"]["error"]["code"] == "bad_json"
    code, text = run(capsys, "rules", "list")
    assert "Thursday (from majsoul" in text and "broken.mjrules: cannot be read" in text


HOSTILE = [
    ({"changes": {"cap": "4"}}, "bad_field", "cap"),  # a wrong type
    ({"changes": {"kong_exposed": 10**12}}, "bad_field", "kong_exposed"),  # a huge number
    ({"changes": {"kong_exposed": 17}}, "bad_option_value", "kong_exposed"),  # out of bounds
    ({"rows": {"seven_pairs": {"a": {"b": 1}}}}, "bad_field", "rows.seven_pairs"),
    ({"speed": 3}, "unknown_field", "speed"),  # an unknown field
    ({"changes": {"speed": 3}}, "unknown_field", "changes.speed"),
    ({"name": "<b>club</b>"}, "bad_field", "name"),  # markup in the name
    ({"name": "club\u0000"}, "bad_field", "name"),
    ({"continuation": "endless"}, "bad_field", "continuation"),
    ({"continuation": "flowing", "changes": {"continuation": "bloody"}}, "bad_field",
     "continuation"),
    ({"base": "hk-modern", "changes": {}, "rows": {}, "continuation": "flowing"},
     "unknown_field", "continuation"),
    ({"options": {"hands": "0"}}, "bad_option_value", "options"),
    ({"version": 99}, "newer_schema", ""),
    ({"format": "mahjong_gui.scorebook"}, "not_rules", ""),
]


@pytest.mark.parametrize(("over", "code", "field"), HOSTILE)
def test_check_refuses_a_hostile_file_with_one_typed_error(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, over: dict, code: str,
        field: str) -> None:
    data = {"format": "mahjong_gui.rules", "version": 1, "name": "club", "base": "mil",
            "changes": {"cap": 4}, **over}
    path = tmp_path / "bad.mjrules"
    path.write_text(json.dumps(data), encoding="utf-8")
    before = path.read_bytes()
    got, out = run(capsys, "rules", "check", str(path))
    error = json.loads(out)["error"]
    assert got == 2 and error["code"] == code and error.get("field", "") == field
    assert str(path) in error["message"]
    assert path.read_bytes() == before  # nothing changed


def test_deep_nesting_and_a_huge_file_are_refused(capsys: pytest.CaptureFixture[str],
                                                 tmp_path: Path) -> None:
    path = tmp_path / "deep.mjrules"
    path.write_text('{"format": "mahjong_gui.rules", "rows": ' + "[" * 500 + "]" * 500 + "}",
                    encoding="utf-8")
    got, out = run(capsys, "rules", "check", str(path))
    assert got == 2 and json.loads(out)["error"]["code"] == "bad_json"
    path.write_text(" " * (rulesets.MAX_BYTES + 1), encoding="utf-8")
    got, out = run(capsys, "rules", "check", str(path))
    assert got == 2 and json.loads(out)["error"]["code"] == "too_big"


def test_the_first_form_of_the_file_is_still_read(tmp_path: Path) -> None:
    path = tmp_path / "old.mjrules"
    path.write_text(json.dumps({"format": "mahjong_gui rules", "schema_version": 1,
                                "name": "old", "base": "mil", "changes": {"cap": 4}}),
                    encoding="utf-8")
    assert rulesets.load(path).profile().cap == 4
    with pytest.raises(RuleSetError):
        rulesets.from_json({"format": "mahjong_gui rules", "schema_version": 2, "name": "x",
                            "base": "mil"})


@pytest.fixture
def club(tmp_path: Path) -> Path:
    path = tmp_path / "club.mjrules"
    path.write_text(json.dumps({"format": "mahjong_gui.rules", "version": 1, "name": "Club",
                                "base": "mil", "changes": {"cap": 4},
                                "rows": {"seven_pairs": 3}}), encoding="utf-8")
    return path


LEDGER = {"rules": "mil", "players": ["A", "B", "C", "D"], "dealer": 0,
          "hands": [{"events": [{"type": "win", "seat": 0, "from": 1,
                                 "hand": "1122334455667m7m"}]}]}


def test_ledger_settles_under_a_rule_set(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                         club: Path) -> None:
    doc = tmp_path / "night.json"
    doc.write_text(json.dumps(LEDGER), encoding="utf-8")
    code, out = run(capsys, "ledger", str(doc), "--json")
    plain = json.loads(out)
    assert code == 0, out
    code, out = run(capsys, "ledger", str(doc), "--rules", str(club), "--json")
    house = json.loads(out)
    assert code == 0 and set(house) == set(plain)
    # seven pairs 2 -> 3 fan and pure one suit 2: 4 fan under the club's cap of 4 (16), where
    # mil's cap of 3 pays 8
    assert (plain["totals"], house["totals"]) == ([8, -8, 0, 0], [16, -16, 0, 0])
    code, out = run(capsys, "ledger", str(doc), "--rules", "mil", "--option",
                    "house.cap=4", "--option", "house.row.seven_pairs=3", "--json")
    assert json.loads(out)["totals"] == [16, -16, 0, 0]
    code, out = run(capsys, "ledger", str(doc), "--option", "house.cap=4", "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == "usage"


def test_drill_under_a_rule_set_is_made_again_the_same(
        capsys: pytest.CaptureFixture[str], club: Path) -> None:
    code, out = run(capsys, "drill", "value", "--rules", str(club), "--seed", "3", "--json")
    d = json.loads(out)
    assert code == 0 and d["rules"] == "mil?house.cap=4&house.row.seven_pairs=3"
    again = generate("value", d["rules"], 3)
    assert again.to_json() == d
    args = d["question"]["args"]
    assert args[args.index("--option") + 1] == "house.cap=4"
    code, out = run(capsys, "score", *args, "--json")  # the question's own command agrees
    assert code == 0 and json.loads(out)["deltas"] == d["answer"]["deltas"]
    code, out = run(capsys, "drill", "value", "--rules", "mil", "--seed", "3", "--json")
    assert json.loads(out)["rules"] == "mil"


def test_review_checks_the_rules_it_is_given(capsys: pytest.CaptureFixture[str],
                                            tmp_path: Path, club: Path) -> None:
    save = write_save(tmp_path / "g.mjsave", played("mil", 2), "mil", 2)
    code, out = run(capsys, "review", str(save), "--rules", str(club), "--futures", "4",
                    "--json")
    assert code == 2 and json.loads(out)["error"]["code"] == "other_rules"
    code, out = run(capsys, "review", str(save), "--rules", "mil", "--futures", "4", "--json")
    assert code == 0 and json.loads(out)["profile"] == "mil"


@pytest.mark.parametrize("pid", ALL)
def test_a_set_equal_to_its_base_scores_and_plays_the_same(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, pid: str) -> None:
    path = tmp_path / "same.mjrules"
    path.write_text(json.dumps(export(capsys, pid)), encoding="utf-8")
    # 1,700 seeded value questions a profile (10,200 in all): every score call the same
    rng = random.Random(pid)
    for _ in range(1700):
        drill = generate("value", pid, rng.randrange(10**9), rng.randint(1, 4))
        args = list(drill.to_json()["question"]["args"])
        assert args[:2] == ["--rules", pid]
        _, base = run(capsys, "score", *args, "--json")
        args[1] = str(path)
        _, house = run(capsys, "score", *args, "--json")
        h = json.loads(house)
        h.pop("house", None)
        assert h == json.loads(base)
    sims = []
    for rules in (pid, str(path)):
        code, out = run(capsys, "simulate", "--rules", rules, "--hands", "12", "--seed", "5",
                        "--json")
        r = json.loads(out)
        assert code == 0 and r["invariant_violations"] == 0
        sims.append({k: v for k, v in r.items() if k not in ("hands_per_second", "rules")}
                    | {"seats": [{k: v for k, v in s.items() if k != "decision_ms"}
                                 for s in r["seats"]]})
    assert sims[0] == sims[1]


def test_flowing_self_play_keeps_every_invariant_over_thousands_of_hands(
        capsys: pytest.CaptureFixture[str]) -> None:
    for pid, hands in (("mil", 1000), ("majsoul", 1000)):
        code, out = run(capsys, "simulate", "--rules", pid, "--option",
                        "house.continuation=flowing", "--hands", str(hands), "--seed", "9",
                        "--json")
        r = json.loads(out)
        assert code == 0 and r["hands"] == hands and r["invariant_violations"] == 0
    assert get_profile("mil", {"house.continuation": "flowing"}).flowing


def test_scorebook_import_records_a_session_under_a_rule_set(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, club: Path) -> None:
    doc = tmp_path / "night.json"
    doc.write_text(json.dumps(LEDGER), encoding="utf-8")
    db = str(tmp_path / "book.sqlite3")
    code, out = run(capsys, "scorebook", "--db", db, "import", str(doc), "--rules", str(club),
                    "--json")
    assert code == 0, out
    session = json.loads(out)
    assert session["rules"] == "mil" and session["options"]["house.cap"] == "4"
    code, out = run(capsys, "scorebook", "--db", db, "show", str(session["id"]), "--json")
    assert json.loads(out)["totals"] == [16, -16, 0, 0]  # the club's cap of 4, as ledger says
