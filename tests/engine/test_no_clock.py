"""The engine reads no clock (docs/architecture.md; DESIGN: "no files, clocks or globals"): no
module under ``mahjong_gui/engine/`` imports ``time`` or ``datetime`` or calls a clock, anywhere
in its code (a function's own imports included). A caller that times decisions wraps its players
(``simulate.Simulation``)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import mahjong_gui.engine

ENGINE = Path(mahjong_gui.engine.__file__).parent
CLOCK_MODULES = {"time", "datetime", "zoneinfo", "calendar"}
# Calls that read the time, whatever they are called on (time.perf_counter, datetime.now,
# QDate.currentDate, QElapsedTimer.elapsed ...).
CLOCK_CALLS = {"time", "time_ns", "perf_counter", "perf_counter_ns", "monotonic",
               "monotonic_ns", "process_time", "process_time_ns", "thread_time",
               "thread_time_ns", "clock_gettime", "now", "utcnow", "today", "currentDate",
               "currentDateTime", "currentTime", "currentMSecsSinceEpoch", "elapsed"}


def clock_uses(source: str) -> list[str]:
    """Every import of a clock module and every call of a clock in ``source``, by line."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [f"{node.lineno}: import {a.name}" for a in node.names
                      if a.name.split(".")[0] in CLOCK_MODULES]
        elif isinstance(node, ast.ImportFrom):
            if (node.module or "").split(".")[0] in CLOCK_MODULES:
                found.append(f"{node.lineno}: from {node.module} import")
        elif isinstance(node, ast.Call):
            func = node.func
            name = (func.attr if isinstance(func, ast.Attribute)
                    else func.id if isinstance(func, ast.Name) else "")
            if name in CLOCK_CALLS:
                found.append(f"{node.lineno}: {name}()")
            elif name in ("__import__", "import_module") and node.args and isinstance(
                    node.args[0], ast.Constant) and str(node.args[0].value).split(".")[0] in \
                    CLOCK_MODULES:
                found.append(f"{node.lineno}: {name}({node.args[0].value!r})")
    return found


def test_no_engine_module_imports_or_calls_a_clock() -> None:
    found = {path.relative_to(ENGINE).as_posix(): uses for path in sorted(ENGINE.rglob("*.py"))
             if (uses := clock_uses(path.read_text(encoding="utf-8")))}
    assert found == {}


def test_the_engine_has_modules_to_check() -> None:
    names = {p.name for p in ENGINE.rglob("*.py")}
    assert {"table.py", "state.py", "scoring.py", "settlement.py"} <= names


@pytest.mark.parametrize("source", [
    pytest.param("def play():\n    from time import perf_counter\n    t0 = perf_counter()\n",
                 id="import_inside_a_function"),
    pytest.param("import time\n", id="import_time"),
    pytest.param("import datetime as dt\n", id="import_datetime"),
    pytest.param("from datetime import date\n", id="from_datetime"),
    pytest.param("x = clock.monotonic()\n", id="monotonic_on_anything"),
    pytest.param("d = QDate.currentDate()\n", id="qt_date"),
    pytest.param("m = __import__('time')\n", id="dunder_import"),
    pytest.param("m = importlib.import_module('datetime')\n", id="import_module"),
])
def test_the_guard_sees_a_clock(source: str) -> None:
    assert clock_uses(source) != []


def test_the_guard_lets_plain_code_through() -> None:
    assert clock_uses("import random\nseed = random.Random(3).random()\nwall = timeline(3)\n") \
        == []
