"""A window playing by itself, for the tests that kill or quit it (test_journal_process.py): the
human seat plays its first legal move; after every change it prints the number of events and
a digest of the log. ``quit N``: closes the window once N events are reached, while a
computer player's answer is on its way; ``play``: plays until it is killed."""

from __future__ import annotations

import hashlib
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def main(argv: list[str]) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from mahjong_gui.engine import events as ev
    from mahjong_gui.ui.controller import GameSettings
    from mahjong_gui.ui.main_window import MainWindow

    mode, limit = argv[0], int(argv[1]) if len(argv) > 1 else 0
    app = QApplication([])
    window = MainWindow()
    window.show()
    window.show_area("play")
    page = window.play_page
    controller = page.controller
    lines: list[str] = []

    def report(new: list[ev.Event]) -> None:
        match = controller.match
        if match is None:
            return
        lines[:] = [ev.to_json(e) for e in match.events]
        print(len(lines), digest(lines), flush=True)
        if mode == "quit" and len(lines) >= limit and not controller.closed:
            controller._step()  # the bots are asked now: their answer is on its way at Quit
            window.close()

    def move(legal: tuple[object, ...]) -> None:
        if legal:
            QTimer.singleShot(0, lambda: controller.act(legal[0]))  # type: ignore[arg-type]

    controller.eventsAdded.connect(report)
    controller.humanTurn.connect(move)
    controller.handEnded.connect(lambda _summary: QTimer.singleShot(0, controller.next_hand))
    page.start(GameSettings(profile="mil", bots=("first",) * 3, names=("Ann", "", "", ""),
                            seed=11, speed=0, hands=8))
    code = app.exec()
    print("exit", code, flush=True)
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
