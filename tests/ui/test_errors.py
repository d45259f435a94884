"""The window's last resort (issue 14): an unexpected error while opening or replaying a file
is logged with its traceback in the data folder and shown as one message; the window stays."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from mahjong_gui.ui import errors
from mahjong_gui.ui.play.page import PlayPage

PAGE_SIZE = None  # the ``page`` fixture is neither resized nor shown


def _boom(*_: object) -> None:
    raise RuntimeError("a bug nobody expected")


def test_an_unexpected_error_on_open_is_logged_and_shown(
        page: PlayPage, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(page.controller, "open", _boom)
    assert page.open_file(str(tmp_path / "x.mjsave")) is False
    log = Path(os.environ["MAHJONG_GUI_DATA_DIR"]) / "errors.log"
    text = log.read_text(encoding="utf-8")
    assert "open_file" in text and "RuntimeError: a bug nobody expected" in text
    assert "Traceback" in text
    boxes = [w for w in page.findChildren(QMessageBox) if w.isVisible()]
    assert boxes and "internal" in boxes[-1].text() and str(log) in boxes[-1].text()
    assert "Traceback" not in boxes[-1].text()


def test_a_file_the_loader_refuses_gets_its_code(page: PlayPage, tmp_path: Path) -> None:
    path = tmp_path / "zero.mjsave"
    path.write_bytes(b"")
    assert page.replay_file(str(path)) is None
    boxes = [w for w in page.findChildren(QMessageBox) if w.isVisible()]
    assert boxes and "(empty)" in boxes[-1].text()


def test_the_excepthook_reports_instead_of_printing(qtbot, monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    shown: list[str] = []
    monkeypatch.setattr(errors, "report_unexpected",
                        lambda exc, where, parent=None: shown.append(f"{where}: {exc}"))
    old = sys.excepthook
    try:
        errors.install_excepthook()
        try:
            raise ValueError("escaped a slot")
        except ValueError as exc:
            sys.excepthook(type(exc), exc, exc.__traceback__)
    finally:
        sys.excepthook = old
    assert shown == ["unhandled: escaped a slot"]
    assert "Traceback" not in capsys.readouterr().err
