"""ui.compat.skip_source_scan: PySide's per-import feature check answers for this package's
modules without reading their source, and still asks the original check for every other one."""

from __future__ import annotations

import types

import pytest

import mahjong_gui.ui  # noqa: F401  (installs the answer, as the app's start does)
from mahjong_gui.ui import compat

feature = pytest.importorskip("shibokensupport.feature")


def test_installed_once_by_the_ui_package() -> None:
    check = feature._mod_uses_pyside
    assert getattr(check, "skips_package", None) == "mahjong_gui"
    assert compat.skip_source_scan() is True
    assert feature._mod_uses_pyside is check  # not wrapped a second time


def test_own_modules_answered_without_reading_source(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_source(obj: object) -> str:
        raise AssertionError(f"source read for {obj!r}")

    monkeypatch.setattr(feature.inspect, "getsource", no_source)
    assert feature._mod_uses_pyside(types.ModuleType("mahjong_gui.ui.not_a_real_page")) is True
    assert feature._mod_uses_pyside(types.ModuleType("mahjong_gui")) is True


def test_other_modules_keep_the_original_check(monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[str] = []

    def fake_source(obj: object) -> str:
        read.append(getattr(obj, "__name__", "?"))
        return "import PySide6" if obj.__name__ == "uses_qt" else "import json"  # type: ignore[attr-defined]

    monkeypatch.setattr(feature.inspect, "getsource", fake_source)
    assert feature._mod_uses_pyside(types.ModuleType("uses_qt")) is True
    assert feature._mod_uses_pyside(types.ModuleType("mahjong_gui_other")) is False
    assert read == ["uses_qt", "mahjong_gui_other"]  # a name that only starts alike is read
