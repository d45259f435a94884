"""scripts/fuzz_inputs.py in CI (issue 28): a fixed seed and a small count find no internal
error, and an internal error planted behind the one-line answer fails the run."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "scripts" / "fuzz_inputs.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fuzz_inputs", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_fuzzer_finds_no_internal_error_on_a_fixed_seed(tmp_path: Path) -> None:
    run = subprocess.run([sys.executable, str(SCRIPT), "--cases", "400", "--seed", "1"],
                         capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert run.returncode == 0, run.stdout + run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("inputs tried: 400; ")
    assert "internal errors: 0" in lines
    assert lines[-1].startswith("failures (") and lines[-1].endswith(": 0")


def test_an_internal_error_behind_the_one_line_answer_fails_the_run(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    from mahjong_gui.cli import analyze

    def planted(_: object) -> int:
        raise KeyError("planted")

    monkeypatch.setattr(analyze, "cmd_analyze", planted)
    assert _script().main(["--cases", "60", "--seed", "3"]) == 1
    out = capsys.readouterr().out
    internal = int(next(line for line in out.splitlines()
                        if line.startswith("internal errors: ")).split(": ")[1])
    assert internal >= 1
    assert "analyze: an internal error" in out and "KeyError: 'planted'" in out


def test_exec_read_back_follows_the_spec() -> None:
    read_exec = _script().read_exec
    assert read_exec('"/a b/100%%/\\\\$x" -m x') == ["/a b/100%/$x", "-m", "x"]
    with pytest.raises(ValueError):
        read_exec("/a b;c")  # a reserved character outside quotes
    with pytest.raises(ValueError):
        read_exec("/a %f")  # a field code where a literal % was meant
