"""The first start on a desktop: before Qt loads, check that the window can open (a display,
and on Linux the system libraries Qt's xcb platform plugin needs) and say exactly what is
missing; and put the app in a Linux desktop's menu (a ``.desktop`` file and the icon in the
user's XDG data folder).

Nothing here imports Qt: a missing library must be reported before Qt aborts the process.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import shutil
import struct
import sys
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from mahjong_gui.paths import resources_dir

APP_ID = "mahjong-gui"

# The system libraries Qt 6's xcb plugin loads that a fresh Debian or Ubuntu desktop may lack,
# with their Debian and Fedora packages. Read from the plugin itself when it can be found
# (``needed_libraries``); this list names the packages and is the fallback.
LIBRARIES: dict[str, tuple[str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image"),
    "libxcb-render-util.so.0": ("libxcb-render-util0", "xcb-util-renderutil"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb"),
    "libxcb-xinput.so.0": ("libxcb-xinput0", "libxcb"),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util"),
    "libxcb.so.1": ("libxcb1", "libxcb"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb"),
    "libX11.so.6": ("libx11-6", "libX11"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl"),
    "libGL.so.1": ("libgl1", "libglvnd-glx"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2"),
    "libSM.so.6": ("libsm6", "libSM"),
    "libICE.so.6": ("libice6", "libICE"),
}
"""The Debian/Ubuntu package sets every library the plugin may need (the README's
Debian/Ubuntu command and ``.ci/run`` install the common ones)."""


class StartError(Exception):
    """The window cannot open here: ``message`` says why and how to fix it."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


# ---------------------------------------------------------------------------------------------
# What the xcb plugin needs


def elf_needed(path: Path) -> list[str]:
    """The ``DT_NEEDED`` libraries of a 64-bit little-endian ELF file ([] if it is not one)."""
    try:
        data = path.read_bytes()
    except OSError:
        return []
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return []
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = []
    for i in range(shnum):
        base = shoff + i * shentsize
        if base + 64 > len(data):
            return []
        sh_type, = struct.unpack_from("<I", data, base + 4)
        offset, size = struct.unpack_from("<QQ", data, base + 0x18)
        link, = struct.unpack_from("<I", data, base + 0x28)
        sections.append((sh_type, offset, size, link))
    out = []
    for sh_type, offset, size, link in sections:
        if sh_type != 6 or link >= len(sections):  # SHT_DYNAMIC, linked to its string table
            continue
        str_offset = sections[link][1]
        for pos in range(offset, offset + size, 16):
            tag, value = struct.unpack_from("<qQ", data, pos)
            if tag == 0:
                break
            if tag == 1:  # DT_NEEDED
                end = data.index(b"\0", str_offset + value)
                out.append(data[str_offset + value:end].decode("ascii", "replace"))
    return out


def _qt_dirs() -> tuple[Path, Path] | None:
    """PySide6's Qt library folder and its xcb plugin, found without importing Qt."""
    import importlib.util

    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    root = Path(next(iter(spec.submodule_search_locations)))
    plugin = root / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return (root / "Qt" / "lib", plugin) if plugin.exists() else None


def needed_libraries() -> list[str]:
    """The system libraries the xcb plugin (and Qt's xcb support library) load, those that
    PySide6 does not ship itself; the built-in list when the plugin cannot be read."""
    found = _qt_dirs()
    if found is None:
        return list(LIBRARIES)
    lib_dir, plugin = found
    shipped = {p.name for p in lib_dir.glob("*.so*")}
    names: list[str] = []
    queue = [plugin, *sorted(lib_dir.glob("libQt6XcbQpa.so*"))[:1],
             *sorted(lib_dir.glob("libQt6Gui.so*"))[:1]]
    for path in queue:
        for name in elf_needed(path):
            if name not in shipped and name not in names:
                names.append(name)
    return names or list(LIBRARIES)


def _can_load(name: str) -> bool:
    try:
        ctypes.CDLL(name)
    except OSError:
        return False
    return True


def missing_libraries(names: Iterable[str] | None = None,
                      load: Callable[[str], bool] | None = None) -> list[str]:
    """The libraries among ``names`` (default: ``needed_libraries()``) that cannot be loaded."""
    can = load if load is not None else _can_load
    return [n for n in (needed_libraries() if names is None else names) if not can(n)]


def install_hint(missing: Iterable[str]) -> str:
    """One line naming the packages of the missing libraries and the command to install them."""
    debian = sorted({LIBRARIES.get(n, (n, n))[0] for n in missing})
    fedora = sorted({LIBRARIES.get(n, (n, n))[1] for n in missing})
    return (f"install them with: sudo apt-get install {' '.join(debian)}  "
            f"(Fedora: sudo dnf install {' '.join(fedora)})")


@dataclass(frozen=True, slots=True)
class Platform:
    system: str  # sys.platform
    env: Mapping[str, str]


def preflight(platform: Platform | None = None,
              load: Callable[[str], bool] | None = None) -> None:
    """Raise ``StartError`` when the window cannot open: no display (Linux and other X11
    systems), or a system library Qt's xcb platform plugin needs is missing."""
    p = platform or Platform(sys.platform, os.environ)
    if not p.system.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return  # Windows and macOS: Qt brings everything it needs
    qpa = p.env.get("QT_QPA_PLATFORM", "").split(":")[0].strip().lower()
    if qpa and qpa not in ("xcb",):
        return  # offscreen, wayland, vnc...: another plugin, other needs
    if not qpa and p.env.get("WAYLAND_DISPLAY") and not p.env.get("DISPLAY"):
        return  # Qt picks its wayland plugin
    if not p.env.get("DISPLAY"):
        raise StartError("no_display", "mahjong-gui: no display to open the window on "
                         "(DISPLAY is not set). Start it from a desktop session; for tests "
                         "without a screen, QT_QPA_PLATFORM=offscreen runs Qt offscreen.")
    missing = missing_libraries(load=load)
    if missing:
        raise StartError("missing_libraries",
                         f"mahjong-gui: the window cannot open: Qt's xcb platform plugin needs "
                         f"{', '.join(missing)}, which could not be loaded; "
                         + install_hint(missing))


# ---------------------------------------------------------------------------------------------
# The desktop entry (Linux)


class DesktopEntryError(Exception):
    """The entry cannot be written as the Desktop Entry spec requires: ``code`` is
    ``bad_path`` (a path holding a newline or another control character, or text that is not
    UTF-8) or ``no_home``."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def _valid_text(text: str) -> bool:
    """UTF-8 text without control characters (a desktop entry's values are one line each)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # a name the system gave as undecodable bytes
        return False
    return not any(ord(c) < 0x20 or ord(c) == 0x7F for c in text)


def _data_home(env: Mapping[str, str]) -> Path:
    """``$XDG_DATA_HOME`` when it is an absolute path in UTF-8 text, else ``~/.local/share``
    (the XDG Base Directory spec: a relative path is invalid and ignored)."""
    home = env.get("XDG_DATA_HOME", "")
    if home and os.path.isabs(home) and _valid_text(home):
        return Path(home)
    try:
        return Path.home() / ".local" / "share"
    except RuntimeError:  # no HOME and no password entry
        raise DesktopEntryError("no_home", "mahjong-gui: cannot write the desktop entry: "
                                "the home folder is unknown (set HOME)") from None


def launcher_argv() -> list[str]:
    """What the menu entry runs: the installed ``mahjong-gui`` script beside this Python, or
    this Python with ``-m mahjong_gui``."""
    script = Path(sys.executable).with_name(APP_ID)
    if script.exists():
        return [str(script)]
    found = shutil.which(APP_ID)
    return [found] if found else [sys.executable, "-m", "mahjong_gui"]


def launcher_command() -> str:
    """The ``Exec=`` value for ``launcher_argv()``."""
    return exec_value(launcher_argv())


# The Desktop Entry spec's "Exec key": an argument holding one of these is quoted.
_RESERVED = frozenset(" \t\n\"'\\><~|&;$*?#()`")


def _bad_path(what: str, text: str) -> DesktopEntryError:
    return DesktopEntryError("bad_path", f"mahjong-gui: cannot write the desktop entry: {what} "
                             f"{text!r} holds a control character or is not UTF-8 text")


def _string_value(text: str, what: str) -> str:
    """A value of type string: one line, a backslash escaped as ``\\\\``."""
    if not _valid_text(text):
        raise _bad_path(what, text)
    return text.replace("\\", "\\\\")


def exec_value(argv: Sequence[str]) -> str:
    """``argv`` as an ``Exec=`` value (the Desktop Entry spec, "The Exec key"): an argument
    with a space or another reserved character is put in double quotes with ``"``, `` ` ``,
    ``$`` and ``\\`` escaped by a backslash; ``%`` is written ``%%``; then the whole value is
    escaped as a string (a backslash doubled). A control character raises
    ``DesktopEntryError``."""
    args = []
    for arg in argv:
        if not _valid_text(arg):
            raise _bad_path("the command", arg)
        if not arg or any(c in _RESERVED for c in arg):
            arg = '"' + "".join("\\" + c if c in '"`$\\' else c for c in arg) + '"'
        args.append(arg.replace("%", "%%"))
    return _string_value(" ".join(args), "the command")


def desktop_paths(env: Mapping[str, str] | None = None) -> tuple[Path, Path]:
    """Where the entry and the icon go: ``applications/`` and the hicolor icon theme."""
    home = _data_home(os.environ if env is None else env)
    return (home / "applications" / f"{APP_ID}.desktop",
            home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg")


def desktop_entry_text(argv: Sequence[str], icon: Path) -> str:
    """The entry's text; raises ``DesktopEntryError`` for a path it cannot hold."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.5",
        "Name=Mahjong",
        "GenericName=Mahjong game and scorebook",
        "GenericName[vi]=Mạt chược",
        "GenericName[zh_CN]=麻将",
        "GenericName[zh_TW]=麻將",
        "GenericName[ja]=麻雀",
        "Comment=Sichuan Bloody and Hong Kong mahjong: play against bots, score hands, keep a "
        "club scorebook",
        f"Exec={exec_value(argv)}",
        f"Icon={_string_value(str(icon), 'the icon path')}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=mahjong;mahjongg;Sichuan;Hong Kong;",
        "StartupWMClass=mahjong-gui",
        "",
    ])


def _write_whole(path: Path, data: bytes) -> None:
    """``data`` into ``path`` through a temporary file in its folder and a rename."""
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.chmod(temp, 0o644)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise


def install_desktop_entry(env: Mapping[str, str] | None = None) -> list[Path]:
    """Write the ``.desktop`` file and the icon into the user's XDG data folder: the entry's
    text is made (and checked) before anything is written, and each file is written whole or
    not at all. Raises ``DesktopEntryError`` or ``OSError``."""
    entry, icon = desktop_paths(env)
    text = desktop_entry_text(launcher_argv(), icon).encode("utf-8")
    art = (resources_dir() / "icons" / f"{APP_ID}.svg").read_bytes()
    icon.parent.mkdir(parents=True, exist_ok=True)
    entry.parent.mkdir(parents=True, exist_ok=True)
    _write_whole(icon, art)
    _write_whole(entry, text)
    return [entry, icon]


def remove_desktop_entry(env: Mapping[str, str] | None = None) -> list[Path]:
    """Remove what ``install_desktop_entry`` wrote; returns the files removed."""
    removed = []
    for path in desktop_paths(env):
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed
