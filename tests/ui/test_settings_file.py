"""Settings are data from a user file (issue 28 item 3): a damaged value falls back to its
default with no error, and a settings.ini that is not a regular file of at most 1 MB is never
opened: the window starts with the defaults and leaves the file as it is."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication

from mahjong_gui.ui import i18n
from mahjong_gui.ui.app import choose_language
from mahjong_gui.ui.main_window import _DEFAULT_SIZE, MainWindow
from mahjong_gui.ui.settings import (
    CONFIG_DIR_ENV,
    KEY_AREA,
    KEY_SPEED,
    MAX_SETTINGS_BYTES,
    open_settings,
    read_bool,
    read_bytes,
    read_choice,
    read_int,
    settings_file_usable,
    settings_path,
)
from tests.helpers import sha256_of


@pytest.fixture(autouse=True)
def config_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
               qapp: QApplication) -> Iterator[Path]:
    folder = tmp_path / "config"
    folder.mkdir()
    monkeypatch.setenv(CONFIG_DIR_ENV, str(folder))
    i18n.install_translators(qapp, "en")
    yield folder
    i18n.install_translators(qapp, "en")
    QCoreApplication.processEvents()


def _write(text: bytes) -> Path:
    path = settings_path()
    path.write_bytes(text)
    return path


def _checked_speed(window: MainWindow) -> list[int]:
    return [i for i, a in enumerate(window._speed_actions) if a.isChecked()]


def _window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    return window


# A geometry QSettings wrote for a 780 x 540 window (the bytes of saveGeometry), cut inside.
CUT_GEOMETRY = (b"[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3\\0\\0\\0\\0\\0\\0"
                b"\\0\\0\\0\\0\\0\\0\\x3\\f\\0\\0\\x2\\x1b")


@pytest.mark.parametrize("text", [
    pytest.param(b"[window]\ngeometry=12345\narea=rules\n", id="geometry_a_number"),
    pytest.param(CUT_GEOMETRY, id="file_cut_inside_the_geometry"),
    pytest.param(b"[window]\ngeometry=@Rect(1 2 3 4)\n", id="geometry_a_rect"),
    pytest.param(b"[window]\ngeometry=a, b, c\n", id="geometry_a_list"),
    pytest.param(b"[window]\ngeometry=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x3abc)\n",
                 id="geometry_an_unknown_variant"),
])
def test_a_damaged_geometry_opens_the_window_at_its_default_size(qtbot, text: bytes) -> None:
    path = _write(text)
    window = _window(qtbot)
    assert window.size() == _DEFAULT_SIZE
    assert window.current_area() == ("rules" if b"area=rules" in text else "play")
    assert path.read_bytes() == text  # reading changed nothing


def test_a_geometry_of_more_than_4096_bytes_is_not_restored(qtbot) -> None:
    settings = open_settings()
    settings.setValue("window/geometry", QByteArray(b"\x01" * 4097))
    settings.sync()
    assert read_bytes(open_settings(), "window/geometry").isEmpty()
    assert _window(qtbot).size() == _DEFAULT_SIZE


# Every key the app reads, with values of the wrong type or out of range.
WRONG = [b"12345", b"abc", b"-1", b"99", b"\xc2\xb2", b"1.5", b"a, b", b"@Rect(1 2 3 4)",
         b"@ByteArray(x)", b"@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x3abc)", b"", b"true, false",
         b"\x00\xff"]


@pytest.mark.parametrize("value", [pytest.param(v, id=f"value{i}") for i, v in enumerate(WRONG)])
def test_every_key_of_the_wrong_type_reads_as_its_default(qtbot, value: bytes) -> None:
    keys = [b"[ui]", b"language=" + value, b"[window]", b"geometry=" + value,
            b"area=" + value, b"[play]", b"speed=" + value, b"sound=" + value, b"[teacher]",
            *(part + b"=" + value for part in (b"waits", b"hover", b"danger", b"warnings"))]
    _write(b"\n".join(keys) + b"\n")
    settings = open_settings()
    assert read_int(settings, KEY_SPEED, 2, 0, 3) == 2
    assert read_bool(settings, "play/sound", True) is True
    assert read_bool(settings, "play/sound", False) is False
    assert read_choice(settings, KEY_AREA, "play", ("play", "rules")) == "play"
    # A byte array is the right type: restoreGeometry refuses bytes that are no geometry.
    assert read_bytes(settings, "window/geometry").data() == (
        b"x" if value == b"@ByteArray(x)" else b"")
    assert choose_language(None) == i18n.system_language()

    window = _window(qtbot)
    assert window.size() == _DEFAULT_SIZE
    assert window.current_area() == "play"
    assert _checked_speed(window) == [2]
    page = window.play_page
    assert page.teacher_on == {"waits": True, "hover": True, "danger": True, "warnings": True}
    assert page.sounds.enabled is True
    assert page.controller.speed == 2


def test_good_values_are_read(qtbot) -> None:
    _write(b"[ui]\nlanguage=vi\n[window]\narea=rules\n[play]\nspeed=0\nsound=false\n"
           b"[teacher]\nwaits=false\nhover=true\ndanger=false\nwarnings=true\n")
    assert choose_language(None) == "vi"
    window = _window(qtbot)
    assert window.current_area() == "rules"
    assert _checked_speed(window) == [0]
    page = window.play_page
    assert page.teacher_on == {"waits": False, "hover": True, "danger": False,
                               "warnings": True}
    assert page.sounds.enabled is False
    assert page.controller.speed == 0


@pytest.mark.parametrize("text, expected", [
    pytest.param("3", 3, id="top"), pytest.param(" 1 ", 1, id="spaces"),
    pytest.param("4", 2, id="above"), pytest.param("-0", 0, id="minus_zero"),
    pytest.param("\u0663", 2, id="arabic_indic_three"), pytest.param("9" * 400, 2, id="huge"),
])
def test_read_int_takes_ascii_digits_in_range(text: str, expected: int) -> None:
    settings = open_settings()
    settings.setValue(KEY_SPEED, text)
    assert read_int(settings, KEY_SPEED, 2, 0, 3) == expected


def test_a_file_over_the_size_bound_is_neither_read_nor_changed(qtbot) -> None:
    body = b"[play]\nspeed=0\n[window]\narea=rules\n"
    path = _write(body + b";" * (MAX_SETTINGS_BYTES + 1 - len(body)))
    before = sha256_of(path)
    assert not settings_file_usable(path)
    window = _window(qtbot)
    assert window.current_area() == "play" and _checked_speed(window) == [2]
    window.set_speed(1)  # kept for this run only
    assert read_int(open_settings(), KEY_SPEED, 2, 0, 3) == 1
    window.close()
    assert sha256_of(path) == before


def test_a_file_at_the_size_bound_is_read() -> None:
    body = b"[play]\nspeed=0\n"
    path = _write(body + b";" * (MAX_SETTINGS_BYTES - len(body)))
    assert settings_file_usable(path)
    assert read_int(open_settings(), KEY_SPEED, 2, 0, 3) == 0


def test_a_folder_named_settings_ini_is_left_alone(qtbot) -> None:
    settings_path().mkdir()
    window = _window(qtbot)
    window.set_speed(3)
    window.close()
    assert settings_path().is_dir() and list(settings_path().iterdir()) == []


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_as_settings_ini_does_not_block_the_start(tmp_path: Path) -> None:
    # In a child process: were the FIFO opened, the child would wait for a writer forever,
    # and the timeout below would end the test instead of the whole run hanging.
    folder = tmp_path / "fifo_config"
    folder.mkdir()
    os.mkfifo(folder / "settings.ini")
    code = ("from PySide6.QtWidgets import QApplication\n"
            "app = QApplication([])\n"
            "from mahjong_gui.ui.app import choose_language\n"
            "from mahjong_gui.ui.main_window import MainWindow\n"
            "language = choose_language(None)\n"
            "w = MainWindow()\n"
            "w.set_speed(1)\n"
            "w.show()\n"
            "w.close()\n"
            "print('started', w.current_area())\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", **{CONFIG_DIR_ENV: str(folder)})
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "started play"
    assert (folder / "settings.ini").is_fifo()


def test_settings_file_usable_never_opens_the_file(tmp_path: Path) -> None:
    assert settings_file_usable(tmp_path / "absent.ini")  # created at the first write
    assert not settings_file_usable(Path("/dev/zero"))
    assert not settings_file_usable(tmp_path)


def test_the_window_writes_readable_settings(qtbot) -> None:
    window = _window(qtbot)
    window.set_speed(3)
    window.show_area("rules")
    window.close()
    fresh = QSettings(str(settings_path()), QSettings.Format.IniFormat)
    assert read_int(fresh, KEY_SPEED, 2, 0, 3) == 3
    assert read_choice(fresh, KEY_AREA, "play", ("play", "rules")) == "rules"
    assert not read_bytes(fresh, "window/geometry").isEmpty()
