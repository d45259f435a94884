"""Every integer option of every command goes through one parser (``cli.common.whole_number``):
the ASCII digits 0-9 only, so '²' (which ``str.isdigit()`` accepts and ``int()`` refuses) and
'٣' (which ``int()`` reads as 3) are both refused, as are signs and numbers past the range;
each refusal is a typed error with exit 2, never the last resort (issue 28 item 4)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_gui import cli
from mahjong_gui.cli.common import MAX_WHOLE, InputError, whole_number

BAD = [pytest.param("²", id="superscript_two"), pytest.param("\u0663", id="arabic_indic_three"),
       pytest.param("-0", id="minus_zero"), pytest.param("+1", id="plus_one"),
       pytest.param("9" * 30, id="thirty_digits"), pytest.param("9" * 5000, id="5000_digits"),
       pytest.param(str(MAX_WHOLE + 1), id="two_to_the_63"), pytest.param("", id="empty"),
       pytest.param("1e3", id="exponent"), pytest.param("٣٣", id="two_arabic_indic")]

# (command before the value, after it, the option's name, the error code)
OPTIONS = [
    (["drill", "discard", "--rules", "mil", "--seed"], [], "bad_seed"),
    (["drill", "discard", "--rules", "mil", "--seed", "1", "--level"], [], "bad_level"),
    (["simulate", "--rules", "mil", "--seed"], [], "usage"),
    (["simulate", "--rules", "mil", "--hands"], [], "usage"),
    (["simulate", "--rules", "mil", "--matches"], [], "usage"),
    (["scorebook", "--db", "{db}", "show"], [], "bad_id"),
    (["score", "--rules", "mil", "123456789m11122p", "--seat"], [], "bad_seat"),
    (["score", "--rules", "mil", "123456789m11122p", "--win", "discard", "--from"], [],
     "bad_seat"),
    (["score", "--rules", "mil", "123456789m11122p", "--dealer"], [], "bad_seat"),
    (["score", "--rules", "hk-modern", "123456789m11122p", "--wind"], [], "bad_wind"),
    (["score", "--rules", "hk-modern", "123456789m11122p", "--seat-wind"], [], "bad_wind"),
]


def _run(capsys: pytest.CaptureFixture[str], args: list[str]) -> tuple[int, str, str]:
    code = cli.dispatch(args)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("value", BAD)
@pytest.mark.parametrize("before, after, code", [
    pytest.param(*o, id=" ".join(a for a in o[0] if a.startswith("--") and a != "--rules")
                 + ("" if o[0][-1].startswith("-") else o[0][-1]))
    for o in OPTIONS])
def test_every_integer_option_refuses_what_is_not_ascii_digits(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, value: str, before: list[str],
        after: list[str], code: str) -> None:
    args = [a.replace("{db}", str(tmp_path / "book.sqlite3")) for a in before]
    rc, out, err = _run(capsys, [*args, value, *after, "--json"])
    assert rc == 2 and err == ""
    error = json.loads(out)["error"]
    assert error["code"] == code, error
    assert len(error["message"]) < 200  # a huge number is not echoed whole
    rc, out, err = _run(capsys, [*args, value, *after])
    assert rc == 2 and out == "" and err.startswith("error: ") and err.count("\n") == 1


@pytest.mark.parametrize("value", BAD)
def test_scorebook_export_refuses_the_id(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                         value: str) -> None:
    rc, out, err = _run(capsys, ["scorebook", "--db", str(tmp_path / "b.sqlite3"), "export",
                                 value])
    assert rc == 2 and out == "" and err.startswith("error: a session id is a whole number")


@pytest.mark.parametrize("text, value", [("0", 0), ("007", 7), (" 3 ", 3),
                                         (str(MAX_WHOLE), MAX_WHOLE)])
def test_ascii_digits_are_read(text: str, value: int) -> None:
    assert whole_number(text, "--seed", "bad_seed") == value


def test_the_range_is_checked_after_the_digits() -> None:
    with pytest.raises(InputError) as err:
        whole_number("5", "--level", "bad_level", 1, 4)
    assert err.value.code == "bad_level"
    assert err.value.message == "--level is a whole number from 1 to 4, not 5"
    assert whole_number("4", "--level", "bad_level", 1, 4) == 4


def test_a_drill_seed_with_leading_zeros_is_the_same_drill(
        capsys: pytest.CaptureFixture[str]) -> None:
    outs = []
    for seed in ("7", "007"):
        rc, out, _ = _run(capsys, ["drill", "discard", "--rules", "mil", "--seed", seed,
                                   "--level", "2", "--json"])
        assert rc == 0
        outs.append(json.loads(out))
    assert outs[0] == outs[1] and outs[0]["seed"] == 7 and outs[0]["level"] == 2
