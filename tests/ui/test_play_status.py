"""One status model (issue 30 item 3): the status line shows what is expected now, a passing
notice (Game saved., a refused tile, Language changed) shows beside it and never replaces it,
and a language switch rebuilds both in the new language."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QApplication, QLabel

from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.tiles import parse
from mahjong_gui.ui import i18n
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.play.page import PlayPage
from tests.ui.test_play import DRAWS, POSITION, scripted_wall, start, wait_for_human
from tests.ui.test_qt_strings import _catalogue


def _claim_waiting(page: PlayPage, qtbot) -> None:
    """The human may pong seat 2's 5p (tests/ui/test_play.py's scripted position)."""
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, parse("8m")[0]))
    legal = wait_for_human(page, qtbot)
    assert Action(Act.PONG, parse("5p")[0]) in legal


def test_a_save_while_a_claim_waits_keeps_the_claim_in_view(page: PlayPage, qtbot,
                                                            tmp_path: Path) -> None:
    _claim_waiting(page, qtbot)
    claim = page.prompt_label.text()
    assert claim.startswith("Claim the discard") and claim.endswith("or pass (Space).")
    assert page.save_to(str(tmp_path / "g.mjsave"))
    assert page.prompt_label.text() == claim  # still what is expected
    assert page.notice_label.isVisibleTo(page) and page.notice_label.text() == "Game saved."
    assert page.status_text() == f"{claim} Game saved."
    page.status.clear_notice()  # the notice's time is up
    assert not page.notice_label.isVisibleTo(page) and page.prompt_label.text() == claim


def test_a_refused_tile_is_a_notice_beside_the_expectation(page: PlayPage, qtbot) -> None:
    start(page, qtbot, scripted_wall(POSITION, DRAWS))
    wait_for_human(page, qtbot)
    page.play(Action(Act.VOID, suit="m"))
    wait_for_human(page, qtbot)
    turn = page.prompt_label.text()
    assert turn.startswith("Your turn")
    bamboo = next(i for i, it in enumerate(page.table.hand_items) if it.tile == parse("1s")[0])
    page.table.tile_clicked(bamboo)
    assert page.prompt_label.text() == turn
    assert page.notice_label.text() == ("You still hold Characters (your void suit): those "
                                        "tiles must go first.")


def test_a_language_switch_rebuilds_the_expectation_and_the_notice(page: PlayPage, qtbot,
                                                                   tmp_path: Path) -> None:
    _claim_waiting(page, qtbot)
    claim = page.prompt_label.text()
    page.save_to(str(tmp_path / "g.mjsave"))
    i18n.install_translators(QApplication.instance(), "vi")  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: page.prompt_label.text() != claim)
    vi = _catalogue("vi")
    assert page.notice_label.text() == vi[("PlayPage", "Game saved.")]
    # The claim in Vietnamese: the catalogue's words, with the keys the player presses.
    said = page.prompt_label.text()
    assert not said.startswith("Claim") and "(Space)" in said
    assert said in {vi.get(("GameController", "Claim the discard or pass (Space).")),
                    vi.get(("PlayPage", "Claim the discard ({0}) or pass (Space)."), "").format(
                        vi.get(("PlayPage", "pong P"), ""))}


def test_the_language_notice_is_not_painted_over_by_ready(qtbot, monkeypatch,
                                                          tmp_path: Path) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    ready = window.statusBar().findChild(QLabel, "ready")
    notice = window.statusBar().findChild(QLabel, "window_notice")
    try:
        for code in ("ja", "id", "zh_Hans"):
            window.set_language(code)
            QApplication.processEvents()
            words = _catalogue(code)
            # The menu that chose the language closes: its empty status tip reaches the
            # window, which clears QStatusBar's own message; ours stays.
            QApplication.sendEvent(window, QStatusTipEvent(""))
            QApplication.processEvents()
            assert ready.text() == words[("MainWindow", "Ready")]
            assert notice.isVisibleTo(window)
            assert notice.text() == words[("MainWindow", "Language changed to {0}.")].format(
                i18n.native_name(code))
            assert window.status_message() == notice.text()
    finally:
        i18n.install_translators(QApplication.instance(), "en")  # type: ignore[arg-type]
