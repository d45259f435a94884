"""Regenerate the screenshots of the README and docs/guide.md (offscreen; no display needed).

    python scripts/take_screenshots.py [--lang en] [--out docs/screenshots]

Plays a seeded game against the simple bots to a win banner and an end-of-hand dialog, a hand
at normal speed to a call announcement, the teacher's marks (waits, danger, the hovered kind),
a four-hand match to its end (standings and the chart of running totals), a seeded Hong Kong
hand (a chow and bonus tiles on the table, then its end-of-hand dialog), loads a
worked example into the calculator, and records a club evening in the scorebook. Screens in
other languages: ``--lang vi`` etc.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

# A club evening under the MIL rules (the ledger format; the engine settles it).
DEMO_SESSION = {
    "rules": "mil", "name": "Friday club", "players": ["An", "Bình", "Chi", "Dũng"],
    "hands": [
        {"events": [
            {"type": "kong", "seat": 2, "kind": "concealed"},
            {"type": "win", "seat": 0, "from": 3, "hand": "234m567m11p345p678p"},
            {"type": "win", "seat": 1, "hand": "111s222s333p444p66s"},
            {"type": "wall_end", "players": {"2": {"status": "not_ready"},
                                             "3": {"status": "pig"}}}]},
        {"events": [
            {"type": "win", "seat": 1, "from": 0, "value": 2},
            {"type": "kong", "seat": 3, "kind": "exposed", "from": 2},
            {"type": "win", "seat": 2, "value": 1, "events": ["kong-bloom"]},
            {"type": "win", "seat": 3, "from": 0, "value": 0}]},
        {"events": [
            {"type": "kong", "seat": 0, "kind": "added"},
            {"type": "win", "seat": 2, "from": 1, "hand": "11p33p77p99p22s88s5s5s"}],
         "note": "late start"},
    ],
}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lang", default="en")
    ap.add_argument("--out", default="docs/screenshots")
    ap.add_argument("--seed", type=int, default=4)
    ap.add_argument("--hk-seed", type=int, default=3,
                    help="the Hong Kong hand's seed (one with a chow and bonus tiles)")
    args = ap.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["MAHJONG_GUI_CONFIG_DIR"] = tempfile.mkdtemp()
    os.environ["MAHJONG_GUI_DATA_DIR"] = tempfile.mkdtemp()

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from mahjong_gui.engine import events as ev
    from mahjong_gui.engine.legal import Act
    from mahjong_gui.ui import i18n
    from mahjong_gui.ui.calculator import EXAMPLES
    from mahjong_gui.ui.controller import GameSettings
    from mahjong_gui.ui.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    i18n.install_translators(app, args.lang)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    suffix = "" if args.lang == "en" else f"_{args.lang}"

    def spin(ms: int = 20) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    window = MainWindow()
    window.resize(1400, 900)
    window.show()
    page = window.play_page
    page.start(GameSettings(profile="mil", bots=("greedy",) * 3, seed=args.seed, speed=0))
    controller = page.controller
    spin(200)
    page.play(next(a for a in controller.human_legal() if a.act is Act.VOID
                   and a.suit == page.suggested_void()))
    spin(200)
    window.grab().save(str(out / f"play_start{suffix}.png"))
    banner_taken = False
    for _ in range(600):
        spin()
        if page.hand_dialog is not None:
            break
        table = controller.table
        if (not banner_taken and page.banner.isVisible() and table is not None
                and any(isinstance(e, ev.Won) for e in table.events)):
            window.grab().save(str(out / f"play_win_banner{suffix}.png"))
            banner_taken = True
        legal = controller.human_legal()
        if legal:
            wins = [a for a in legal if a.act is Act.WIN]
            page.play(wins[0] if wins else legal[0])
    spin(300)
    if page.hand_dialog is not None:
        page.hand_dialog.grab().save(str(out / f"play_hand_end{suffix}.png"))
        page.hand_dialog.replay_button.click()
        replay = page.replay_window
        assert replay is not None
        replay.open_box.setChecked(True)
        replay.go(replay.position + 80)
        spin(100)
        replay.grab().save(str(out / f"replay{suffix}.png"))
        replay.close()
        page.hand_dialog.accept()

    call = call_announcement(window, args.seed, spin)
    if call is not None:
        call.save(str(out / f"play_call{suffix}.png"))
    teacher = teacher_at_the_table(window, args.seed, spin)
    if teacher is not None:
        teacher.save(str(out / f"play_teacher{suffix}.png"))
    chart = match_end(window, args.seed, spin)
    if chart is not None:
        chart.save(str(out / f"play_match_end{suffix}.png"))

    hk_table, hk_end = hong_kong_hand(window, args.hk_seed, spin)
    if hk_table is not None:
        hk_table.save(str(out / f"play_hk{suffix}.png"))
    if hk_end is not None:
        hk_end.save(str(out / f"play_hk_hand_end{suffix}.png"))

    window.show_area("calculator")
    calc = window.page("calculator")
    calc.load_example(EXAMPLES[8])  # type: ignore[attr-defined]
    spin(100)
    window.grab().save(str(out / f"calculator{suffix}.png"))

    window.show_area("scorebook")
    book = window.page("scorebook")
    assert book.book is not None  # type: ignore[attr-defined]
    sid = book.book.import_document(DEMO_SESSION)  # type: ignore[attr-defined]
    book.reload_sessions(select=sid)  # type: ignore[attr-defined]
    book._select(0, 3)  # type: ignore[attr-defined]  # the wall end and its payments
    spin(100)
    window.grab().save(str(out / f"scorebook{suffix}.png"))
    dialog = book.add_entry("win")  # type: ignore[attr-defined]
    dialog.seat_box.setCurrentIndex(3)
    dialog.how_buttons["discard"].setChecked(True)
    dialog.from_box.setCurrentIndex(1)
    dialog.hand_edit.setText("11p33p77p99p22s88s5s5s")
    dialog._hand_typed()
    spin(100)
    dialog.grab().save(str(out / f"scorebook_win{suffix}.png"))
    dialog.reject()
    print(f"saved screenshots to {out} (win banner: {banner_taken})")
    return 0


def call_announcement(window, seed: int, spin):  # type: ignore[no-untyped-def]
    """A hand at normal speed (the pauses stepped through at once) until a computer player's
    call is announced at its seat: the window with the announcement and the action log."""
    from mahjong_gui.bots.hints import hint
    from mahjong_gui.ui.controller import GameSettings

    window.show_area("play")
    page = window.play_page
    for s in range(seed, seed + 20):
        page.start(GameSettings(profile="mil", bots=("normal",) * 3, seed=s, speed=2))
        c = page.controller
        for _ in range(3000):
            spin(5)
            if page.call_labels:
                spin(60)
                return window.grab()
            if page.hand_dialog is not None:
                page.hand_dialog.accept()
                break
            if c._timer.isActive():  # the speed's pause, stepped through at once
                c._timer.stop()
                c._step()
            legal = c.human_legal()
            view = c.human_view()
            if legal and view is not None:
                page.play(hint(view, legal).action)
    return None


def teacher_at_the_table(window, seed: int, spin):  # type: ignore[no-untyped-def]
    """The human follows the hint until the teacher has both a danger mark and the waits
    to show on its turn; the pointer's kind outlined."""
    from mahjong_gui.bots import table_hints
    from mahjong_gui.bots.hints import hint
    from mahjong_gui.engine.legal import Act
    from mahjong_gui.ui.controller import GameSettings

    window.show_area("play")
    page = window.play_page
    for s in range(seed, seed + 30):
        page.start(GameSettings(profile="mil", bots=("normal",) * 3, seed=s, speed=0))
        c = page.controller
        for _ in range(600):
            spin(5)
            if page.hand_dialog is not None:
                page.hand_dialog.accept()
                break
            legal = c.human_legal()
            view = c.human_view()
            if not legal or view is None:
                continue
            if (any(a.act is Act.DISCARD for a in legal) and table_hints.threats(view)
                    and page.teacher_lines):
                h = hint(view, legal)
                page._show_hint(h)
                page.table.hover_kind(h.action.tile)
                spin(60)
                return window.grab()
            page.play(hint(view, legal).action)
    return None


def match_end(window, seed: int, spin):  # type: ignore[no-untyped-def]
    """A four-hand MIL match played through (the human follows the hint): the match-end
    dialog with the standings and the chart of the running totals."""
    from mahjong_gui.bots.hints import hint
    from mahjong_gui.ui.controller import GameSettings

    window.show_area("play")
    page = window.play_page
    page.start(GameSettings(profile="mil", bots=("normal",) * 3, seed=seed, speed=0, hands=4))
    c = page.controller
    for _ in range(20000):
        spin(2)
        dialog = page.hand_dialog
        if dialog is not None:
            if c.match is not None and c.match.finished:
                spin(200)
                shot = dialog.grab()
                dialog.accept()
                return shot
            dialog.accept()
            continue
        legal = c.human_legal()
        view = c.human_view()
        if legal and view is not None:
            page.play(hint(view, legal).action)
    return None


def hong_kong_hand(window, seed: int, spin):  # type: ignore[no-untyped-def]
    """Play one Hong Kong hand (the human seat follows the hint): the table the first time a
    chow and at least two bonus tiles are out with the human to discard, and the end-of-hand
    dialog. Returns the two pictures (None when the hand never showed one)."""
    from mahjong_gui.bots.hints import hint
    from mahjong_gui.engine.legal import Act
    from mahjong_gui.ui.controller import GameSettings

    window.show_area("play")
    page = window.play_page
    page.start(GameSettings(profile="hk-modern", options=(("rounds", "1"),),
                            bots=("normal",) * 3, seed=seed, speed=0))
    controller = page.controller
    spin(200)
    table_shot = end_shot = None
    for _ in range(2000):
        spin()
        if page.hand_dialog is not None:
            break
        legal = controller.human_legal()
        view = controller.human_view()
        if not legal or view is None:
            continue
        chow = any(m.kind.value == "chow" for s in view.seats for m in s.melds)
        bonus = sum(len(s.bonus) for s in view.seats)
        if (table_shot is None and chow and bonus >= 2
                and any(a.act is Act.DISCARD for a in legal)):
            spin(100)
            table_shot = window.grab()
        page.play(hint(view, legal).action)
    spin(300)
    if page.hand_dialog is not None:
        end_shot = page.hand_dialog.grab()
        page.hand_dialog.accept()
    controller.shutdown()
    return table_shot, end_shot


if __name__ == "__main__":
    sys.exit(main())
