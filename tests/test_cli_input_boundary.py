"""Issue reproducers at the command line: every malformed input is one clear line (or a JSON
error) with its code and exit 2; never a traceback, a hang or a changed file."""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

from mahjong_gui import cli


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, str]]:
    code = cli.dispatch([*args, "--json"])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, json.loads(out)["error"] if out.strip() else {}


@pytest.mark.parametrize("args", [
    ("score", "--rules", "competition", "111333555777m99m", "--option", "hands=²"),
    ("simulate", "--rules", "mil", "--hands", "1", "--option", "hands=²"),
])
def test_a_superscript_number_option(capsys: pytest.CaptureFixture[str],
                                     args: tuple[str, ...]) -> None:
    code, error = run(capsys, *args)
    assert code == 2 and error["code"] == "bad_option_value"


@pytest.mark.parametrize("text, code", [
    ("[" * 2000, "too_deep"),
    ('{"rules": "mil", "hands": [], "dealer": ' + "7" * 5000 + "}", "number_too_big"),
    ('{"rules": "mahjchina", "hands": [{"events": [{"type": "win", "seat": 0, "value": '
     + "1" + "0" * 400 + "}]}]}", "number_too_big"),
    ('{"rules": "mahjchina", "hands": [{"events": [{"type": "win", "seat": 0, "value": '
     + str(10**12) + "}]}]}", "bad_value"),
    ('{"rules": "mil", "hands": [{"events": [{"type": "wall_end", "players": '
     '{"²": {"status": "not_ready"}}}]}]}', "bad_seat"),
])
def test_malformed_ledgers_from_a_file_and_stdin(capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path, text: str, code: str) -> None:
    path = tmp_path / "ledger.json"
    path.write_text(text, encoding="utf-8")
    got, error = run(capsys, "ledger", str(path))
    assert got == 2 and error["code"] == code
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    got, error = run(capsys, "ledger", "-")
    assert got == 2 and error["code"] == code
    assert path.read_text(encoding="utf-8") == text


@pytest.mark.parametrize("command", [("ledger",), ("replay",), ("scorebook", "import")])
def test_devices_and_fifos_are_refused_at_once(capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path, command: tuple[str, ...]) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    extra = ("--db", str(tmp_path / "book.sqlite3")) if command[0] == "scorebook" else ()
    for target in ("/dev/zero", str(fifo)):
        args = (command[0], *extra, *command[1:], target) if extra else (*command, target)
        code, error = run(capsys, *args)
        assert code == 2 and error["code"] == "not_a_file", (command, target, error)


def test_a_huge_session_id_and_an_unencodable_name(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: Path) -> None:
    db = str(tmp_path / "book.sqlite3")
    code, error = run(capsys, "scorebook", "--db", db, "show", "9223372036854775808")
    assert code == 2 and error["code"] == "bad_id"
    code = cli.dispatch(["scorebook", "--db", db, "export", "9223372036854775808"])
    out, err = capsys.readouterr()
    assert code == 2 and out == "" and "session id" in err and "Traceback" not in err
    ledger = tmp_path / "ok.json"
    ledger.write_text('{"rules": "mil", "hands": []}', encoding="utf-8")
    code, error = run(capsys, "scorebook", "--db", db, "import", str(ledger), "--name",
                      "\udcff")
    assert code == 2 and error["code"] == "bad_name"


def test_an_unexpected_error_is_one_line_and_logged(capsys: pytest.CaptureFixture[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    from mahjong_gui.cli import analyze

    def boom(_: object) -> int:
        raise RuntimeError("a bug")

    from mahjong_gui import cli

    monkeypatch.setattr(analyze, "cmd_analyze", boom)  # dispatch looks it up when it runs
    code = cli.dispatch(["analyze", "1m"])
    out, err = capsys.readouterr()
    assert code == 2 and "Traceback" not in out + err
    assert err.count("\n") == 1 and "RuntimeError: a bug" in err and "errors.log" in err
    log = Path(os.environ["MAHJONG_GUI_DATA_DIR"]) / "errors.log"
    assert "RuntimeError: a bug" in log.read_text(encoding="utf-8")
    del analyze
