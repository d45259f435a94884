"""Start-up: the window against an empty PySide6 main window, and the engine's import.

    python benchmarks/startup_bench.py [--runs 5]

Each measurement runs in a fresh interpreter (offscreen Qt, a private data folder, byte code
cached as after an install), best of ``--runs``: the time from the start of the measured code
to the first shown frame of (a) an empty ``QMainWindow`` and (b) the app's ``MainWindow``
(imports included), their peak memory, and the import of the engine
(``mahjong_gui.engine.analysis`` plus the rules registry).
Targets (issue 17): the window at most 3x the empty window; the engine import at most 20 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Sequence

_EMPTY = """
import time, resource
t = time.perf_counter()
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
w = QMainWindow(); w.resize(1120, 720); w.show(); app.processEvents()
print(time.perf_counter() - t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

_OURS = """
import time, resource
t = time.perf_counter()
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mahjong_gui.ui.main_window import MainWindow
w = MainWindow(); w.show(); app.processEvents()
print(time.perf_counter() - t, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""

_ENGINE = """
import time
t = time.perf_counter()
import mahjong_gui.engine.analysis, mahjong_gui.engine.rules
print(time.perf_counter() - t, 0)
"""


def measure(code: str, runs: int) -> tuple[float, int]:
    """Best time (s) and the peak memory (KB) of that run, each in a fresh interpreter."""
    best: tuple[float, int] | None = None
    with tempfile.TemporaryDirectory() as data:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "MAHJONG_GUI_DATA_DIR": data,
               "XDG_CONFIG_HOME": data}
        # As installed: byte code cached (pip compiles it), so the first, uncounted run writes
        # the cache wherever PYTHONDONTWRITEBYTECODE kept it from being written.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        subprocess.run([sys.executable, "-c", code], capture_output=True, env=env, check=True)
        for _ in range(runs):
            out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                                 env=env, check=True).stdout.split()
            seconds, kb = float(out[-2]), int(out[-1])
            if best is None or seconds < best[0]:
                best = (seconds, kb)
    assert best is not None
    return best


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--json", action="store_true", help="also print one JSON object")
    args = ap.parse_args(argv)
    empty, empty_kb = measure(_EMPTY, args.runs)
    ours, ours_kb = measure(_OURS, args.runs)
    engine, _ = measure(_ENGINE, args.runs)
    print(f"empty PySide6 main window shown:   {empty * 1000:7.1f} ms  {empty_kb / 1024:6.1f} MB")
    print(f"mahjong_gui main window shown:     {ours * 1000:7.1f} ms  {ours_kb / 1024:6.1f} MB"
          f"   ratio {ours / empty:.2f}x time, {ours_kb / empty_kb:.2f}x memory"
          f"  (target <= 3x time)")
    print(f"engine import (analysis + rules):  {engine * 1000:7.1f} ms"
          f"   ratio {engine / empty:.2f}x the empty window  (target <= 20 ms)")
    if args.json:
        print(json.dumps({"empty_ms": empty * 1000, "window_ms": ours * 1000,
                          "window_ratio": ours / empty, "empty_mb": empty_kb / 1024,
                          "window_mb": ours_kb / 1024, "engine_import_ms": engine * 1000}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
