"""A catalogue replaced on disk while the app runs (an upgrade, a translator's rebuild) leaves
the running interface in its language: the catalogue is held in memory, not mapped from the
file, which ended the process with a bus error when the file was cut."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from mahjong_gui.paths import translations_dir
from mahjong_gui.ui import i18n


def test_a_catalogue_cut_on_disk_still_translates(qapp: QApplication, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copy(translations_dir() / "mahjong_gui_vi.qm", tmp_path / "mahjong_gui_vi.qm")
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)
    try:
        i18n.install_translators(qapp, "vi")
        before = QCoreApplication.translate("Areas", "Play")
        assert before == "Chơi"
        (tmp_path / "mahjong_gui_vi.qm").write_bytes(b"")  # cut to nothing under the app
        assert QCoreApplication.translate("Areas", "Play") == before
        assert QCoreApplication.translate("Areas", "Scorebook") != "Scorebook"
    finally:
        i18n.install_translators(qapp, "en")
