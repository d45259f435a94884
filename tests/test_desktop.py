"""The first start on a desktop (mahjong_gui/desktop.py): a missing system library or display
is named with the command that fixes it, before Qt starts; the Linux menu entry is written
into the user's XDG data folder and removed again."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mahjong_gui import desktop
from mahjong_gui.desktop import Platform, StartError

X11 = Platform("linux", {"DISPLAY": ":0"})


def test_a_missing_library_is_named_with_its_package() -> None:
    names = desktop.needed_libraries()
    assert "libxcb-icccm.so.4" in names or not desktop._qt_dirs()
    with pytest.raises(StartError) as err:
        desktop.preflight(X11, load=lambda n: n not in ("libxcb-icccm.so.4",
                                                        "libxcb-keysyms.so.1"))
    assert err.value.code == "missing_libraries"
    msg = err.value.message
    assert "libxcb-icccm.so.4" in msg and "libxcb-keysyms.so.1" in msg
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in msg
    assert "dnf install xcb-util-keysyms xcb-util-wm" in msg
    assert "\n" not in msg  # one line


def test_every_library_is_loaded_here_or_the_check_would_say_so() -> None:
    # On this machine (and CI, which installs them) nothing is missing: the check passes.
    assert desktop.missing_libraries(["libc.so.6"]) == []
    assert desktop.missing_libraries(["libno-such-thing.so.9"]) == ["libno-such-thing.so.9"]


def test_no_display_is_said_plainly() -> None:
    with pytest.raises(StartError) as err:
        desktop.preflight(Platform("linux", {}), load=lambda n: True)
    assert err.value.code == "no_display" and "QT_QPA_PLATFORM=offscreen" in err.value.message


@pytest.mark.parametrize("platform", [
    Platform("linux", {"QT_QPA_PLATFORM": "offscreen"}),
    Platform("linux", {"WAYLAND_DISPLAY": "wayland-0"}),
    Platform("win32", {}),
    Platform("darwin", {}),
])
def test_other_platforms_are_not_checked(platform: Platform) -> None:
    desktop.preflight(platform, load=lambda n: False)


def test_the_plugins_own_needs_are_read_from_its_elf_file() -> None:
    found = desktop._qt_dirs()
    if found is None:
        pytest.skip("PySide6's xcb plugin is not installed here")
    needed = desktop.elf_needed(found[1])
    assert "libxcb.so.1" in needed and all(n.endswith(tuple("0123456789")) for n in needed)
    assert desktop.elf_needed(Path(__file__)) == []  # not an ELF file


def test_the_desktop_entry_is_written_and_removed(tmp_path: Path) -> None:
    env = {"XDG_DATA_HOME": str(tmp_path)}
    entry, icon = desktop.install_desktop_entry(env)
    assert entry == tmp_path / "applications" / "mahjong-gui.desktop"
    assert icon == tmp_path / "icons" / "hicolor" / "scalable" / "apps" / "mahjong-gui.svg"
    text = entry.read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    assert f"Exec={desktop.launcher_command()}" in lines
    assert f"Icon={icon}" in lines
    assert icon.read_text(encoding="utf-8").startswith("<svg")
    assert desktop.remove_desktop_entry(env) == [entry, icon]
    assert not entry.exists() and not icon.exists()
    assert desktop.remove_desktop_entry(env) == []


def _run(code: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, timeout=60)


def test_the_launcher_exits_2_without_starting_qt_when_no_display(tmp_path: Path) -> None:
    import os

    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    run = _run("import sys\nfrom mahjong_gui.cli import gui_main\ncode = gui_main(['x'])\n"
               "print('qt' if 'PySide6.QtWidgets' in sys.modules else 'no qt')\n"
               "sys.exit(code)", env)
    assert run.returncode == 2
    assert run.stdout.strip() == "no qt"
    assert run.stderr.count("\n") == 1 and "no display" in run.stderr


def test_the_launcher_names_a_missing_library(tmp_path: Path) -> None:
    import os

    env = dict(os.environ, DISPLAY=":99")
    env.pop("QT_QPA_PLATFORM", None)
    run = _run("import sys\nfrom mahjong_gui import desktop\n"
               "desktop._can_load = lambda n: n != 'libxcb-icccm.so.4'\n"
               "from mahjong_gui.cli import gui_main\ncode = gui_main(['x'])\n"
               "print('qt' if 'PySide6.QtWidgets' in sys.modules else 'no qt')\n"
               "sys.exit(code)", env)
    if desktop._qt_dirs() is None:
        pytest.skip("no xcb plugin here")
    assert run.returncode == 2 and run.stdout.strip() == "no qt"
    assert "libxcb-icccm.so.4" in run.stderr and "apt-get install libxcb-icccm4" in run.stderr


def test_the_launcher_installs_and_removes_the_entry(tmp_path: Path) -> None:
    import os

    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path))
    run = _run("import sys\nfrom mahjong_gui.cli import gui_main\n"
               "sys.exit(gui_main(['mahjong-gui', '--install-desktop-entry']))", env)
    assert run.returncode == 0 and "mahjong-gui.desktop" in run.stdout
    assert (tmp_path / "applications" / "mahjong-gui.desktop").exists()
    run = _run("import sys\nfrom mahjong_gui.cli import gui_main\n"
               "sys.exit(gui_main(['mahjong-gui', '--remove-desktop-entry']))", env)
    assert run.returncode == 0 and not (tmp_path / "applications" / "mahjong-gui.desktop"
                                        ).exists()
