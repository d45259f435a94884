"""Start the desktop app: QApplication, interface language, main window, event loop."""

from __future__ import annotations

import signal
import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from mahjong_gui import __version__
from mahjong_gui.ui import i18n
from mahjong_gui.ui.errors import install_excepthook
from mahjong_gui.ui.icons import app_icon
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.settings import KEY_LANGUAGE, open_settings, read_choice

APP_NAME = "mahjong_gui"


def split_lang_argument(argv: list[str]) -> tuple[str | None, list[str]]:
    """Take ``--lang CODE`` / ``--lang=CODE`` out of ``argv``: (the value or None, the rest)."""
    rest: list[str] = []
    value: str | None = None
    i = 0
    while i < len(argv):
        arg = argv[i]
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
            i += 2
            continue
        if arg.startswith("--lang="):
            value = arg.split("=", 1)[1]
        else:
            rest.append(arg)
        i += 1
    return value, rest


def choose_language(requested: str | None) -> str:
    """``--lang`` if it names a supported language, else the saved preference, else the system's."""
    if requested:
        code = i18n.language_for_locale(requested)
        if code is not None:
            return code
        codes = ", ".join(i18n.LANGUAGE_CODES)
        print(f"mahjong-gui: unknown language {requested!r}; use one of {codes}", file=sys.stderr)
    saved = read_choice(open_settings(), KEY_LANGUAGE, "", i18n.LANGUAGE_CODES)
    if saved:
        return saved
    return i18n.system_language()


def run(argv: list[str]) -> int:
    """Open the main window and run the event loop; returns the exit code."""
    requested, qt_argv = split_lang_argument(list(argv))
    QApplication.setApplicationName(APP_NAME)
    QApplication.setOrganizationName(APP_NAME)
    QApplication.setApplicationVersion(__version__)
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(qt_argv)
    app.setWindowIcon(app_icon())
    i18n.install_translators(app, choose_language(requested))

    app.setDesktopFileName("mahjong-gui")  # matches the menu entry (desktop.py)
    install_excepthook()

    window = MainWindow()
    window.show()
    _close_on_signals(window)
    return app.exec()


def _close_on_signals(window: MainWindow) -> None:
    """SIGTERM and SIGINT close the window as the user would (settings saved, exit code 0):
    Python runs signal handlers only between bytecodes, so a timer wakes it now and then."""
    def close(*_: object) -> None:
        window.close()

    signal.signal(signal.SIGTERM, close)
    signal.signal(signal.SIGINT, close)
    timer = QTimer(window)
    timer.timeout.connect(lambda: None)
    timer.start(250)
