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
    assert _exec_argv(desktop.launcher_command()) == desktop.launcher_argv()
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


# ---------------------------------------------------------------------------------------------
# Exec= and XDG_DATA_HOME (issue 28 item 4)


def _exec_argv(value: str) -> list[str]:
    """Read an ``Exec=`` value back as the Desktop Entry spec says: the string escapes first
    (``\\\\`` is one backslash), then the quoting rule (in double quotes a backslash escapes
    ``"``, `` ` ``, ``$`` and ``\\``), then ``%%`` is one ``%``."""
    i, out = 0, ""
    while i < len(value):  # string escapes
        if value[i] == "\\":
            out += {"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}[value[i + 1]]
            i += 2
        else:
            out += value[i]
            i += 1
    args: list[str] = []
    current: str | None = None
    i = 0
    while i < len(out):
        c = out[i]
        if c == " ":
            if current is not None:
                args.append(current)
            current = None
            i += 1
        elif c == '"':
            current = current or ""
            i += 1
            while out[i] != '"':
                if out[i] == "\\":
                    assert out[i + 1] in '"`$\\', "a backslash escapes only these in quotes"
                    i += 1
                current += out[i]
                i += 1
            i += 1
        else:
            assert c not in desktop._RESERVED, f"{c!r} outside quotes"
            current = (current or "") + c
            i += 1
    if current is not None:
        args.append(current)
    assert all("%" not in a.replace("%%", "") for a in args), "a lone % is a field code"
    return [a.replace("%%", "%") for a in args]


@pytest.mark.parametrize("argv", [
    pytest.param(["/home/ann/my venv/bin/mahjong-gui"], id="space_in_venv_path"),
    pytest.param(["/opt/100%/bin/python", "-m", "mahjong_gui"], id="percent"),
    pytest.param(["/opt/$HOME/bin/mahjong-gui"], id="dollar"),
    pytest.param(["/opt/a\\b/mahjong-gui"], id="backslash"),
    pytest.param(['/opt/"q"/it\'s/`c`/mahjong-gui'], id="quotes_and_backtick"),
    pytest.param(["/opt/a;b#c(d)&e|f<g>h~i*j?k/mahjong-gui"], id="shell_characters"),
    pytest.param(["/opt/Mạt chược/麻将/mahjong-gui"], id="non_ascii"),
    pytest.param(["/usr/bin/python3", "-m", "mahjong_gui"], id="plain"),
])
def test_exec_is_quoted_and_escaped_per_the_spec(argv: list[str]) -> None:
    value = desktop.exec_value(argv)
    assert _exec_argv(value) == argv
    assert "\n" not in value


def test_exec_values_exactly() -> None:
    assert desktop.exec_value(["/usr/bin/python3", "-m", "mahjong_gui"]) == (
        "/usr/bin/python3 -m mahjong_gui")
    assert desktop.exec_value(["/home/ann/my venv/bin/mahjong-gui"]) == (
        '"/home/ann/my venv/bin/mahjong-gui"')
    assert desktop.exec_value(["/a/100%/$x"]) == '"/a/100%%/\\\\$x"'
    assert desktop.exec_value(["/a\\b"]) == '"/a\\\\\\\\b"'


@pytest.mark.parametrize("bad", ["/opt/a\nExec=evil", "/opt/a\rb", "/opt/a\tb", "/opt/\x7f",
                                 "/opt/\udcff/python"])
def test_a_command_with_a_control_character_or_undecodable_bytes_is_refused(
        bad: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(desktop.DesktopEntryError) as err:
        desktop.exec_value([bad, "-m", "mahjong_gui"])
    assert err.value.code == "bad_path" and "\n" not in err.value.message
    monkeypatch.setattr(desktop, "launcher_argv", lambda: [bad])
    with pytest.raises(desktop.DesktopEntryError):
        desktop.install_desktop_entry({"XDG_DATA_HOME": str(tmp_path)})
    assert list(tmp_path.iterdir()) == []  # nothing written, not even the icon


@pytest.mark.parametrize("value", [
    pytest.param("relative/share", id="relative"),
    pytest.param("/x/\udcff\udcfe", id="not_utf8"),
    pytest.param("/x\nExec=evil", id="newline"),
    pytest.param("", id="empty"),
])
def test_an_invalid_xdg_data_home_is_ignored(value: str, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    entry, icon = desktop.desktop_paths({"XDG_DATA_HOME": value})
    share = tmp_path / ".local" / "share"
    assert entry == share / "applications" / "mahjong-gui.desktop"
    assert icon == share / "icons" / "hicolor" / "scalable" / "apps" / "mahjong-gui.svg"
    assert desktop.install_desktop_entry({"XDG_DATA_HOME": value}) == [entry, icon]
    lines = entry.read_text(encoding="utf-8").splitlines()
    assert [line for line in lines if line.startswith("Exec=")] == [
        f"Exec={desktop.launcher_command()}"]
    assert sorted(p.name for p in entry.parent.iterdir()) == ["mahjong-gui.desktop"]


def test_a_home_with_a_newline_is_refused_before_anything_is_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "a\nb"
    monkeypatch.setenv("HOME", str(home))
    with pytest.raises(desktop.DesktopEntryError) as err:
        desktop.install_desktop_entry({})
    assert err.value.code == "bad_path"
    assert not home.exists()


def test_the_launcher_says_a_bad_path_in_one_line(tmp_path: Path) -> None:
    import os

    env = dict(os.environ, XDG_DATA_HOME="relative", HOME=str(tmp_path / "a\nb"))
    run = _run("import sys\nfrom mahjong_gui.cli import gui_main\n"
               "sys.exit(gui_main(['mahjong-gui', '--install-desktop-entry']))", env)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "control character" in run.stderr
    assert "Traceback" not in run.stderr
