"""Start-up: the window against an empty PySide6 main window, and the engine's import.

    python benchmarks/startup_bench.py [--runs 5] [--json]

Each measurement runs in a fresh interpreter (offscreen Qt, a private data folder, byte code
cached as after an install), best of ``--runs``, the measured scripts taking turns with their
anchors, and each is printed as a ratio against its anchor measured in the same run (issue 17):

- the window: the time from the start of the measured code (Qt's import included) to the first
  shown frame of the app's ``MainWindow`` (imports included; the area shown at start is Play),
  against the same for an empty ``QMainWindow`` of the same size; target at most 3x. Their
  peak memory, and the time until the first page is usable: the first frame plus everything
  the window queued at start handled (a zero-delay timer set after ``show`` has fired, so the
  event loop answers the next click at once).
- each other area's first showing (its module imported and its page built then), for the
  record: the cost the lazy pages moved out of the start.
- the engine's import (``mahjong_gui.engine.analysis`` plus the rules registry): against the
  20 ms target and against ``import json`` in the same run (the anchor that follows this
  machine's speed). Also shown: ``import dataclasses`` alone (for scale: the engine's import
  no longer needs it) and the rules' first use (the profiles built on demand).
- for the record: the ``mahjong-gui`` launcher imports ``mahjong_gui.cli`` (no command's
  module, only the start-up checks) before Qt starts; the window's figures above leave it
  out, as the anchor has none.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence

TARGET_WINDOW_RATIO = 3.0
TARGET_ENGINE_MS = 20.0

# Each script prints its numbers, the last line being: seconds [more seconds ...] peak-KB.
_EMPTY = """
import time, resource
t = time.perf_counter()
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow(); w.resize(1120, 720); w.show(); app.processEvents()
frame = time.perf_counter() - t
QTimer.singleShot(0, app.quit); app.exec()
ready = time.perf_counter() - t
print(frame, ready, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

_OURS = """
import time, resource
t = time.perf_counter()
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mahjong_gui.ui.main_window import MainWindow
w = MainWindow(); w.show(); app.processEvents()
frame = time.perf_counter() - t
QTimer.singleShot(0, app.quit); app.exec()
ready = time.perf_counter() - t
kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
assert w.built_pages() == ["play"], w.built_pages()
firsts = []
for name in ("calculator", "scorebook", "rules", "drills"):
    s = time.perf_counter(); w.show_area(name); app.processEvents()
    firsts.append(time.perf_counter() - s)
w.show_area("play"); w.close()  # the next run starts on Play again
print(frame, ready, *firsts, kb)
"""

_ENGINE = """
import time
t = time.perf_counter()
import mahjong_gui.engine.analysis, mahjong_gui.engine.rules
loaded = time.perf_counter() - t
s = time.perf_counter()
from mahjong_gui.engine.rules import PROFILES
PROFILES["mil"]
print(loaded, time.perf_counter() - s, 0)
"""

_JSON = """
import time
t = time.perf_counter()
import json
print(time.perf_counter() - t, 0)
"""

_CLI = """
import time
t = time.perf_counter()
import mahjong_gui.cli
print(time.perf_counter() - t, 0)
"""

_DATACLASSES = """
import time
t = time.perf_counter()
import dataclasses
print(time.perf_counter() - t, 0)
"""

AREAS_AFTER_START = ("calculator", "scorebook", "rules", "drills")


def measure(codes: Sequence[str], runs: int) -> list[tuple[list[float], int]]:
    """For each script, the numbers of its run whose first number is the smallest: (its
    seconds, its peak memory in KB). Each run is a fresh interpreter, and the scripts take
    turns (one run of each per round), so a change in the machine's load hits every figure
    and its anchor alike."""
    best: list[tuple[list[float], int] | None] = [None] * len(codes)
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MAHJONG_GUI_DATA_DIR": data,
               "MAHJONG_GUI_CONFIG_DIR": data, "XDG_CONFIG_HOME": data}
        # As installed: byte code cached (pip compiles it), so the first, uncounted run writes
        # the cache wherever PYTHONDONTWRITEBYTECODE kept it from being written.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for code in codes:
            subprocess.run([sys.executable, "-c", code], capture_output=True, env=env,
                           check=True)
        for _ in range(runs):
            for i, code in enumerate(codes):
                out = subprocess.run([sys.executable, "-c", code], capture_output=True,
                                     text=True, env=env, check=True).stdout.split("\n")
                fields = [x for x in out if x.strip()][-1].split()
                seconds, kb = [float(x) for x in fields[:-1]], int(fields[-1])
                kept = best[i]
                if kept is None or seconds[0] < kept[0][0]:
                    best[i] = (seconds, kb)
    return [b for b in best if b is not None]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", action="store_true", help="also print one JSON object")
    args = ap.parse_args(argv)
    ((empty, empty_ready), empty_kb), ((ours, ours_ready, *firsts), ours_kb) = measure(
        [_EMPTY, _OURS], args.runs)
    ((engine, first_use), _), ((json_import,), _), ((dataclasses_import,), _), \
        ((cli_import,), _) = measure([_ENGINE, _JSON, _DATACLASSES, _CLI], args.runs)

    def ms(seconds: float) -> str:
        return f"{seconds * 1000:7.1f} ms"

    print(f"empty PySide6 main window, first frame:  {ms(empty)}  {empty_kb / 1024:6.1f} MB"
          "  (anchor)")
    print(f"mahjong_gui main window, first frame:    {ms(ours)}  {ours_kb / 1024:6.1f} MB"
          f"   ratio {ours / empty:.2f}x time (target <= {TARGET_WINDOW_RATIO:g}x),"
          f" {ours_kb / empty_kb:.2f}x memory")
    print(f"empty window, event loop free:           {ms(empty_ready)}  (anchor)")
    print(f"first page usable (Play, loop free):     {ms(ours_ready)}"
          f"   ratio {ours_ready / empty_ready:.2f}x")
    print(f"  before Qt, the launcher's import of mahjong_gui.cli: {ms(cli_import)}"
          "   (not in the figures above)")
    for name, seconds in zip(AREAS_AFTER_START, firsts, strict=True):
        print(f"  first showing of {name + ':':<22}{ms(seconds)}   (built then, not at start)")
    print(f"import json:                             {ms(json_import)}  (anchor)")
    print(f"engine import (analysis + rules):        {ms(engine)}"
          f"   ratio {engine * 1000 / TARGET_ENGINE_MS:.2f}x the {TARGET_ENGINE_MS:g} ms target,"
          f" {engine / json_import:.2f}x import json")
    print(f"  for scale, import dataclasses alone:   {ms(dataclasses_import)}"
          "   (the engine's import does without it)")
    print(f"  rules' first use (the six profiles):   {ms(first_use)}   (on demand, not at import)")
    if args.json:
        print(json.dumps({
            "empty_ms": empty * 1000, "window_ms": ours * 1000, "window_ratio": ours / empty,
            "empty_mb": empty_kb / 1024, "window_mb": ours_kb / 1024,
            "memory_ratio": ours_kb / empty_kb,
            "empty_ready_ms": empty_ready * 1000, "usable_ms": ours_ready * 1000,
            "usable_ratio": ours_ready / empty_ready,
            "first_show_ms": {n: s * 1000 for n, s in zip(AREAS_AFTER_START, firsts,
                                                           strict=True)},
            "engine_import_ms": engine * 1000,
            "engine_target_ratio": engine * 1000 / TARGET_ENGINE_MS,
            "json_import_ms": json_import * 1000, "engine_json_ratio": engine / json_import,
            "dataclasses_import_ms": dataclasses_import * 1000,
            "rules_first_use_ms": first_use * 1000, "cli_import_ms": cli_import * 1000}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
