"""The window builds each area's page when it is first needed (issue 17, start-up): at start only
the area shown is built and no other area's module is imported; the navigation, Ctrl+1..5 and
the menus work before a page exists, and a page built late works like one built at once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QListWidget, QMenu, QPushButton, QStackedWidget

from mahjong_gui import cli
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.engine.table import Match, play_hand
from mahjong_gui.ui import i18n
from mahjong_gui.ui.main_window import AREAS, MainWindow
from mahjong_gui.ui.settings import CONFIG_DIR_ENV, KEY_AREA, open_settings

pytestmark = pytest.mark.usefixtures("config_dir")  # tests/ui/conftest.py

AREA_NAMES = [a.name for a in AREAS]
# The module of each area's page (and of the guided first hand, which belongs to Learn).
PAGE_MODULES = {"play": "mahjong_gui.ui.play.page", "calculator": "mahjong_gui.ui.calculator",
                "scorebook": "mahjong_gui.ui.scorebook", "rules": "mahjong_gui.ui.learn_page",
                "drills": "mahjong_gui.ui.drills_page", "guided": "mahjong_gui.ui.guided_page"}


def start_on(area: str) -> None:
    settings = open_settings()
    settings.setValue(KEY_AREA, area)
    settings.sync()


def new_window(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()  # the shortcuts go to the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    return window


def run_fresh(code: str, tmp_path: Path) -> dict[str, Any]:
    """Run ``code`` in a fresh interpreter (offscreen, private data and settings folders) and
    read the JSON object its last line prints."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "MAHJONG_GUI_DATA_DIR": str(tmp_path / "data"),
           CONFIG_DIR_ENV: str(tmp_path / "config")}
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         check=True)
    seen: dict[str, Any] = json.loads(run.stdout.strip().splitlines()[-1])
    return seen


def press_area(window: MainWindow, number: int) -> None:
    """Ctrl+number as the user types it (through Qt's shortcut map)."""
    QTest.keyClick(window, Qt.Key(Qt.Key.Key_0 + number), Qt.KeyboardModifier.ControlModifier)


@pytest.mark.parametrize("area", AREA_NAMES)
def test_a_fresh_start_imports_and_builds_only_the_start_area(area: str, tmp_path: Path) -> None:
    # In a fresh interpreter: importing the window imports no page's module; the window then
    # imports nothing beyond what the start area's own module imports (Learn's imports the
    # calculator's, for its examples' type).
    code = f"""
import importlib, json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mahjong_gui.ui.settings import KEY_AREA, open_settings
open_settings().setValue(KEY_AREA, {area!r})
pages = {sorted(PAGE_MODULES.values())!r}
def loaded():
    return [m for m in pages if m in sys.modules]
from mahjong_gui.ui.main_window import MainWindow
with_window = loaded()
importlib.import_module({PAGE_MODULES[area]!r})
with_page = loaded()
w = MainWindow(); w.show(); app.processEvents()
print(json.dumps({{"window": with_window, "page": with_page, "started": loaded(),
                  "built": w.built_pages(), "area": w.current_area()}}))
w.close()
"""
    seen = run_fresh(code, tmp_path)
    assert seen["window"] == []
    assert seen["started"] == seen["page"]
    assert PAGE_MODULES["guided"] not in seen["started"]
    assert seen["built"] == [area] and seen["area"] == area


def test_the_window_starts_with_only_the_start_areas_page(qtbot) -> None:
    window = new_window(qtbot)
    assert window.built_pages() == ["play"]
    stack = window.findChild(QStackedWidget, "content")
    assert stack.count() == len(AREAS)  # one place per area; the guided hand not yet
    assert stack.currentWidget() is window.play_page
    # The other places hold empty stand-ins until their page is built.
    assert [stack.widget(i).objectName() for i in range(1, len(AREAS))] == [
        f"placeholder_{name}" for name in AREA_NAMES[1:]]


@pytest.mark.parametrize(("number", "area"), list(enumerate(AREA_NAMES, start=1)))
def test_ctrl_number_builds_and_shows_each_area(qtbot, number: int, area: str) -> None:
    start_on("scorebook" if area == "play" else "play")
    window = new_window(qtbot)
    assert area not in window.built_pages()
    press_area(window, number)
    assert window.current_area() == area
    stack = window.findChild(QStackedWidget, "content")
    page = window.page(area)
    assert stack.currentWidget() is page and page.isVisible()
    assert stack.indexOf(page) == number - 1  # the page took its area's place
    assert window.built_pages()[-1] == area
    press_area(window, 1 if number != 1 else 2)  # away and back: the same page, not a new one
    press_area(window, number)
    assert stack.currentWidget() is page and window.built_pages().count(area) == 1


def test_the_calculator_built_on_ctrl_2_scores_like_the_score_command(
        qtbot, capsys: pytest.CaptureFixture[str]) -> None:
    window = new_window(qtbot)
    press_area(window, 2)
    calc = window.calculator_page
    calc.profile_box.setCurrentIndex(calc.profile_box.findData("mahjchina"))
    calc.set_notation("123456m234p789p55m")
    assert cli.dispatch(["score", "--rules", "mahjchina", "123456m234p789p55m",
                         "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert calc.deltas_text() == tuple(out["deltas"])


def test_the_navigation_list_builds_the_page_it_selects(qtbot) -> None:
    window = new_window(qtbot)
    nav = window.findChild(QListWidget, "navigation")
    nav.setCurrentRow(AREA_NAMES.index("rules"))
    assert window.current_area() == "rules" and "rules" in window.built_pages()
    assert window.learn_page.findChild(QPushButton, "learn_first_hand_sichuan") is not None


def test_the_view_menu_switches_areas_before_their_pages_exist(qtbot) -> None:
    window = new_window(qtbot)
    action = window.findChild(QAction, "action_show_drills")
    assert action.shortcut().toString() == "Ctrl+5"
    action.trigger()
    assert window.current_area() == "drills"
    assert window.drills_page.prompt.text()  # a first question is there


def test_the_scorebook_menu_before_and_after_its_page_exists(qtbot) -> None:
    window = new_window(qtbot)
    menu = window.findChild(QMenu, "menu_scorebook")
    actions = [a for a in menu.actions() if not a.isSeparator()]
    assert "scorebook" not in window.built_pages()
    # Stand-ins in the page's words: nothing to undo or redo before the page has changed
    # anything; another file and the PDF stay offered.
    assert [a.text() for a in actions] == ["Undo", "Redo", "Open scorebook…",
                                           "Save session as PDF…"]
    assert [a.isEnabled() for a in actions] == [False, False, True, True]
    menu.aboutToShow.emit()  # opening the menu builds the page: its own actions and state
    book = window.scorebook_page
    actions = [a for a in menu.actions() if not a.isSeparator()]
    assert actions == [book.undo_action, book.redo_action, book.open_action, book.pdf_action]
    assert window.current_area() == "play"  # opening the menu shows nothing else
    assert not book.pdf_action.isEnabled()  # an empty scorebook: no session to print


def test_a_scorebook_stand_in_shows_the_scorebook(qtbot) -> None:
    window = new_window(qtbot)
    window.findChild(QAction, "standin_pdf_action").trigger()
    assert window.current_area() == "scorebook"
    book = window.scorebook_page
    actions = [a for a in window.findChild(QMenu, "menu_scorebook").actions()
               if not a.isSeparator()]
    assert actions == [book.undo_action, book.redo_action, book.open_action, book.pdf_action]


def test_the_teacher_menu_fills_when_the_play_page_is_built(qtbot) -> None:
    start_on("calculator")
    window = new_window(qtbot)
    menu = window.findChild(QMenu, "menu_teacher")
    assert window.built_pages() == ["calculator"] and menu.actions() == []
    menu.aboutToShow.emit()
    assert menu.actions() == window.play_page.teacher_actions() != []


def test_a_page_built_after_a_language_change_speaks_the_new_language(qtbot, qapp) -> None:
    window = new_window(qtbot)
    window.findChild(QAction, "action_language_vi").trigger()
    QCoreApplication.processEvents()
    expected = QCoreApplication.translate("ScorebookPage", "Open scorebook…")
    assert expected != "Open scorebook…"  # the catalogue has it
    assert window.findChild(QAction, "standin_open_action").text() == expected
    window.show_area("scorebook")
    assert window.scorebook_page.open_action.text() == expected


def test_learn_opens_an_example_in_a_calculator_not_built_yet(qtbot) -> None:
    from PySide6.QtCore import QUrl

    from mahjong_gui.learn import examples as ex

    start_on("rules")
    window = new_window(qtbot)
    assert window.built_pages() == ["rules"]
    example_id, example = next((i, e) for i, e in ex.EXAMPLES.items()
                               if isinstance(e, ex.WinExample) and not ex.settle(e).error)
    window.learn_page.follow(QUrl(f"calc:{example_id}"))
    assert window.current_area() == "calculator"
    assert window.calculator_page.deltas_text() == ex.settle(example).totals


def test_the_guided_hand_from_elsewhere_builds_learn_only_when_left(qtbot) -> None:
    start_on("calculator")
    window = new_window(qtbot)
    window.play_first_hand("sichuan")
    stack = window.findChild(QStackedWidget, "content")
    assert stack.currentWidget() is window.guided_page
    assert window.current_area() == "rules"
    assert window.built_pages() == ["calculator", "guided"]
    window.guided_page.left.emit()
    assert stack.currentWidget() is window.learn_page


def test_mistakes_reach_the_drills_store_before_the_drills_page_exists(qtbot) -> None:
    from mahjong_gui.bots.registry import make_bot
    from mahjong_gui.drills.mistakes import mistakes_from_log
    from mahjong_gui.store.drills import MISTAKES
    from tests.drills.test_mistakes import WorstDiscards

    window = new_window(qtbot)
    profile = PROFILES["mil"]
    match = Match(profile, seed=2)
    table = match.start_hand()
    play_hand(table, [WorstDiscards(), *(make_bot("normal", s) for s in (2, 3, 4))])
    match.sync()
    expected = mistakes_from_log(table.events, 0, profile)
    assert expected
    window.play_page.controller.match = match
    window.collect_mistakes(wait=True)
    assert "drills" not in window.built_pages()
    store = window.drills_page.store  # built now: it reads the same file
    assert store is not None
    kept = [c for c in store.cards() if c.deck.kind == MISTAKES]
    assert [store.drill_of(c).question for c in kept] == [d.question for d in expected]


def test_closing_a_window_whose_play_page_was_never_built(qtbot) -> None:
    start_on("scorebook")
    window = new_window(qtbot)
    window.close()
    assert "play" not in window.built_pages()
    assert open_settings().value(KEY_AREA, "", type=str) == "scorebook"


@pytest.mark.parametrize("lang", ["ja", "zh_Hans", "zh_Hant"])
@pytest.mark.parametrize("area", ["calculator", "drills"])
def test_a_page_built_straight_in_cjk_fits_its_profile_box(qtbot, qapp, area: str,
                                                          lang: str) -> None:
    """Qt sizes a combo box by its items' ink, which leaves out the space full-width brackets
    carry beside theirs; ``fit.fit_combo`` adds it back (it was 144 > 140 in Japanese)."""
    from tests.ui.test_calculator_layout import clipped, settle

    i18n.install_translators(qapp, lang)
    start_on(area)
    window = new_window(qtbot)
    settle()
    assert [c for c in clipped(window.page(area)) if "profile" in c] == []


def test_a_fresh_start_on_play_builds_no_rule_profile(tmp_path: Path) -> None:
    # The rules registry (every profile built) and the bots load when a game is set up, not
    # with the window: nothing on the start path may import a profile name at module level.
    code = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from mahjong_gui.ui.main_window import MainWindow
w = MainWindow(); w.show(); app.processEvents()
late = ("mahjong_gui.engine.rules.registry", "mahjong_gui.bots")
started = [m for m in late if m in sys.modules]
from mahjong_gui.ui.controller import GameSettings
w.play_page.start(GameSettings(profile="mil", bots=("normal",) * 3, seed=1, speed=0, hands=1))
playing = [m for m in late if m in sys.modules]
w.play_page.controller.shutdown(); w.close()
print(json.dumps({"built": w.built_pages(), "started": started, "playing": playing}))
"""
    seen = run_fresh(code, tmp_path)
    assert seen["built"] == ["play"]
    assert seen["started"] == []
    assert seen["playing"] == ["mahjong_gui.engine.rules.registry", "mahjong_gui.bots"]
