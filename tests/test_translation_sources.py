"""The catalogues can be made again from the sources: pyside6-lupdate finds every string in a
named context (a construct its Python reader misreads drops the class contexts of the rest of a
file, and the next update would then lose their translations), and every string it finds is in
the committed catalogues."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LUPDATE = Path(sys.executable).parent / "pyside6-lupdate"


def _messages(ts: Path) -> set[tuple[str, str]]:
    root = ET.parse(ts).getroot()
    return {(c.findtext("name") or "", m.findtext("source") or "")
            for c in root.iter("context") for m in c.iter("message")}


def test_every_source_string_is_found_in_its_context(tmp_path: Path) -> None:
    tool = str(LUPDATE) if LUPDATE.is_file() else shutil.which("pyside6-lupdate")
    if tool is None:
        pytest.skip("pyside6-lupdate is not installed")
    out = tmp_path / "all.ts"
    subprocess.run([tool, "-extensions", "py", "-no-obsolete", "-locations", "none",
                    str(ROOT / "mahjong_gui"), "-ts", str(out)], check=True,
                   capture_output=True, timeout=300)
    found = _messages(out)
    assert found
    assert sorted(s for c, s in found if not c)[:5] == []
    committed = _messages(ROOT / "translations" / "mahjong_gui_vi.ts")
    assert sorted(found - committed)[:5] == []
