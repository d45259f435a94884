"""Every face in every language at the two window sizes users have (1120×720 and 900×620), with
the interface font of a Chinese or Japanese desktop (Noto Sans CJK) as well as the default one:
no text is cut, nothing lies outside its window, no two controls overlap and the table's tiles
stay readable (issue 30 item 1). Without the CJK fonts the CJK-font runs skip, except in CI."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyle,
    QWidget,
)

from mahjong_gui.bots.hints import hint
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.guided import FAMILIES, lesson
from mahjong_gui.learn.pages import PAGES
from mahjong_gui.store.scorebook import Scorebook
from mahjong_gui.ui import i18n
from mahjong_gui.ui.controller import GameSettings, hand_summary
from mahjong_gui.ui.dialogs import HandEndDialog, NewGameDialog
from mahjong_gui.ui.learn_page import LearnPage
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.replay import ReplayDialog
from mahjong_gui.ui.scorebook import ScorebookPage
from mahjong_gui.ui.scorebook_dialogs import EntryDialog, SessionDialog
from mahjong_gui.ui.table_view import TableView, TileItem
from tests.helpers import greedy_match
from tests.ui.test_calculator_layout import clipped, settle
from tests.ui.test_guided_page import go_on

SIZES = {"1120x720": QSize(1120, 720), "900x620": QSize(900, 620)}
# The family a CJK desktop gives its interface, per language (English, Vietnamese and
# Indonesian readers on such a desktop get the Simplified Chinese face).
CJK_FAMILY = {"zh_Hant": "Noto Sans CJK TC", "ja": "Noto Sans CJK JP"}
CJK_DEFAULT = "Noto Sans CJK SC"
NAMES = ("Nguyễn Thị Hoa", "王小明", "Dũng", "Siti Rahayu")
# The smallest tiles, in pixels of height, on the table: the player's own hand, and every other
# tile (discards, melds, bonus tiles, revealed hands); below these the index numeral and a
# flower's label are no longer legible on the generated art.
HAND_FLOOR = {"1120x720": 40, "900x620": 30}
FACE_FLOOR = {"1120x720": 20, "900x620": 16}
# Controls whose rectangles must not cross one another's.
CONTROLS = (QAbstractButton, QLabel, QComboBox, QLineEdit, QAbstractSpinBox)


@pytest.fixture(params=["default font", "CJK font"])
def ui_font(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The application's interface font for the test: as installed, or Noto Sans CJK."""
    before = qapp.font()
    if request.param == "CJK font":
        if CJK_DEFAULT not in QFontDatabase.families():
            if os.environ.get("CI"):
                pytest.fail("CI must install the CJK fonts (fonts-noto-cjk): see .ci/run")
            pytest.skip("Noto Sans CJK is not installed (apt-get install fonts-noto-cjk)")
    yield request.param
    qapp.setFont(before)


def use_font(qapp: QApplication, which: str, lang: str) -> None:
    if which == "CJK font":
        font = QFont(CJK_FAMILY.get(lang, CJK_DEFAULT))
        font.setPointSizeF(qapp.font().pointSizeF())
        qapp.setFont(font)


@pytest.fixture()
def roomy(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[MainWindow]:
    """A main window with its own settings and data folders, a scorebook with two sessions."""
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("MAHJONG_GUI_DATA_DIR", str(tmp_path / "data"))
    with Scorebook(tmp_path / "data" / "scorebook.sqlite3") as book:
        sid = book.create_session("Câu lạc bộ thứ Sáu", "mil", list(NAMES))
        book.add_hand(sid, [{"type": "kong", "seat": 2, "kind": "concealed"},
                            {"type": "win", "seat": 0, "from": 3, "value": 1}])
        book.create_session("周五俱乐部", "hk-modern", list(NAMES), options={"min_faan": "0"})
    win = MainWindow()
    qtbot.addWidget(win)
    yield win
    win.play_page.controller.shutdown()
    app = QApplication.instance()
    assert app is not None
    i18n.install_translators(app, "en")  # type: ignore[arg-type]


def _clip_parent(w: QWidget) -> QWidget | None:
    """The widget whose rectangle ``w`` must lie in: its parent, unless that parent scrolls."""
    parent = w.parentWidget()
    if parent is None:
        return None
    grand = parent.parentWidget()
    if isinstance(grand, QAbstractScrollArea) and grand.viewport() is parent:
        return None  # the content of a scroll area: it may be larger than what shows
    return parent


def misplaced(root: QWidget) -> list[str]:
    """Controls lying outside their parent, or crossing a sibling control."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if w is not root and (not w.isVisibleTo(root) or w.width() <= 0 or w.height() <= 0):
            continue
        inside_combo = isinstance(w.parentWidget(), QComboBox)
        if w is not root and isinstance(w, CONTROLS) and not inside_combo:
            parent = _clip_parent(w)
            if parent is not None and not QRect(QPoint(0, 0), parent.size()).adjusted(
                    -1, -1, 1, 1).contains(w.geometry()):
                out.append(f"{_name(w)} sticks out of {_name(parent)}: {w.geometry()} in "
                           f"{parent.size()}")
        kids = [c for c in w.children() if isinstance(c, CONTROLS) and c.isVisibleTo(root)
                and c.width() > 0 and c.height() > 0 and not c.isWindow()]
        for i, a in enumerate(kids):
            for b in kids[i + 1:]:
                both = a.geometry().intersected(b.geometry())
                if both.width() > 2 and both.height() > 2:
                    out.append(f"{_name(a)} overlaps {_name(b)} by {both.width()}x"
                               f"{both.height()}")
    return out


def _shown_rect(w: QWidget, root: QWidget) -> QRect:
    """``w``'s rectangle in ``root``'s coordinates, cut to what its ancestors let show."""
    rect = QRect(w.mapTo(root, QPoint(0, 0)), w.size())
    parent = w.parentWidget()
    while parent is not None and parent is not root:
        rect = rect.intersected(QRect(parent.mapTo(root, QPoint(0, 0)), parent.size()))
        parent = parent.parentWidget()
    return rect


def crossing(root: QWidget) -> list[str]:
    """Controls of different containers drawn over one another (a combo box wider than its
    column reaching into the next one: the Vietnamese drill level at 900x620). Siblings are
    ``misplaced``'s; a combo box's own parts, a control inside another and the controls of
    another window (a dialog over the page) are not counted."""
    def inside_combo(w: QWidget) -> bool:
        parent = w.parentWidget()
        while parent is not None and parent is not root:
            if isinstance(parent, QComboBox):
                return True
            parent = parent.parentWidget()
        return False

    shown = [(w, _shown_rect(w, root)) for w in root.findChildren(QWidget)
             if isinstance(w, CONTROLS) and w.isVisibleTo(root) and w.width() > 0
             and w.height() > 0 and w.window() is root.window() and not inside_combo(w)]
    out = []
    for i, (a, ra) in enumerate(shown):
        for b, rb in shown[i + 1:]:
            if a.parentWidget() is b.parentWidget() or a.isAncestorOf(b) or b.isAncestorOf(a):
                continue
            both = ra.intersected(rb)
            if both.width() > 2 and both.height() > 2:
                out.append(f"{_name(a)} crosses {_name(b)} by {both.width()}x{both.height()}")
    return out


def _name(w: QWidget) -> str:
    text = getattr(w, "text", None)
    shown = text() if callable(text) else ""
    return f"{type(w).__name__} {w.objectName()!r} {str(shown)[:30]!r}"


def cut_headers(root: QWidget) -> list[str]:
    """Column headers of tables and trees narrower than their titles."""
    out = []
    for header in root.findChildren(QHeaderView):
        if not header.isVisibleTo(root) or header.orientation() != Qt.Orientation.Horizontal:
            continue
        model = header.model()
        if model is None:
            continue
        fm = header.fontMetrics()
        margin = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None,
                                                header)
        for col in range(header.count()):
            if header.isSectionHidden(col) or header.sectionSize(col) <= 0:
                continue
            title = str(model.headerData(col, Qt.Orientation.Horizontal) or "")
            need = max((fm.horizontalAdvance(line) for line in title.split("\n")), default=0)
            if title and header.sectionSize(col) < need + margin:
                out.append(f"{header.parentWidget().objectName()!r} column {title!r}: "
                           f"{header.sectionSize(col)} < {need + margin}")
    return out


def problems(root: QWidget) -> list[str]:
    return clipped(root) + misplaced(root) + crossing(root) + cut_headers(root)


def small_tiles(table: TableView, size: str) -> list[str]:
    """Tile faces on ``table`` (Play's or a guided hand's) below their floor (the backs of
    concealed hands tell only how many tiles there are, and have none)."""
    out = []
    for item in table.scene().items():
        if not isinstance(item, TileItem) or item.back:
            continue
        h = table.to_widget(item.mapRectToScene(item.face_rect())).height()
        mine = item.role == "hand" and item.seat == 0
        floor = (HAND_FLOOR if mine else FACE_FLOOR)[size]
        if h < floor:
            out.append(f"{item.role} tile of seat {item.seat}: {h:.0f} px < {floor}")
    return sorted(set(out))


def play_moves(window: MainWindow, qtbot, profile: str, seed: int, moves: int) -> None:
    page = window.play_page
    page.start(GameSettings(profile=profile, bots=("normal",) * 3, seed=seed, speed=0, hands=1,
                            names=NAMES))
    c = page.controller
    for _ in range(moves):
        qtbot.waitUntil(lambda: c.awaiting_human or c.hand_over, timeout=10000)
        if c.hand_over:
            break
        page.play(hint(c.human_view(), c.human_legal()).action)
    qtbot.waitUntil(lambda: c.awaiting_human or c.hand_over, timeout=10000)


def shown(dialog: QDialog, qtbot) -> QDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    settle()
    return dialog


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lang", i18n.LANGUAGE_CODES)
def test_every_face_fits(roomy: MainWindow, qtbot, qapp: QApplication, ui_font: str,
                         lang: str, size: str) -> None:
    window = roomy
    i18n.install_translators(qapp, lang)
    use_font(qapp, ui_font, lang)
    window.resize(SIZES[size])
    window.show()
    qtbot.waitExposed(window)
    found: list[str] = []
    for name in window.area_names():  # every area as it first shows
        window.show_area(name)
        settle()
        found += [f"{name}: {p}" for p in problems(window.page(name))]
    sidebar = window.findChild(QWidget, "sidebar")
    if sidebar is not None:
        found += [f"sidebar: {p}" for p in problems(sidebar)]
    learn = window.page("rules")
    assert isinstance(learn, LearnPage)
    for info in PAGES:  # the teaching pages, with their study tables
        if info.group == "strategy":
            window.show_area("rules")
            learn.open_page(info.id)
            settle()
            found += [f"learn {info.id}: {p}" for p in problems(learn)]
    for family in FAMILIES:  # every guided hand
        window.play_first_hand(family)
        settle()
        found += [f"guided {family}: {p}" for p in problems(window.guided_page)]
        found += [f"guided {family}: {p}" for p in small_tiles(window.guided_page.table, size)]
    # The scorebook with each session open, every tab.
    window.show_area("scorebook")
    book = window.page("scorebook")
    assert isinstance(book, ScorebookPage)
    for session in book.sessions():
        book.reload_sessions(select=session.id)
        settle()
        for tab in range(book.tabs.count()):
            book.tabs.setCurrentIndex(tab)
            settle()
            found += [f"scorebook {session.rules} tab {tab}: {p}" for p in problems(book)]
        kinds = ("win",) if book.one_win else ("win", "kong", "wall_end", "penalty")
        for kind in kinds:
            entry = book.add_entry(kind)
            assert isinstance(entry, EntryDialog)
            settle()
            found += [f"{kind} dialog: {p}" for p in problems(entry)]
            entry.reject()
    for rules in ("mil", "hk-modern"):
        dialog = book.new_session(rules)
        assert isinstance(dialog, SessionDialog)
        settle()
        found += [f"session dialog {rules}: {p}" for p in problems(dialog)]
        dialog.reject()
    roster = book.roster_dialog()
    assert roster is not None
    settle()
    found += [f"players dialog: {p}" for p in problems(roster)]
    roster.reject()
    # The new-game dialog after choosing each profile.
    window.show_area("play")
    dialog = shown(NewGameDialog(GameSettings(names=NAMES), window.play_page), qtbot)
    combo = dialog.findChild(QComboBox, "profile")
    assert combo is not None
    for pid in PROFILES:
        combo.setCurrentIndex(combo.findData(pid))
        settle()
        found += [f"new game {pid}: {p}" for p in problems(dialog)]
    dialog.reject()
    # A game in progress in each family: the page, the table's tiles.
    for profile, seed, moves in (("mil", 5, 14), ("hk-modern", 3, 30)):
        play_moves(window, qtbot, profile, seed, moves)
        settle()
        found += [f"play {profile}: {p}" for p in problems(window.play_page)]
        found += [f"play {profile}: {p}" for p in small_tiles(window.play_page.table, size)]
    # The end of a hand and of a match, and the replay, in each family.
    for profile, seed in (("mil", 4), ("hk-modern", 2)):
        match = greedy_match(profile, seed)
        assert match.table is not None
        final = next(e for e in reversed(match.events) if isinstance(e, ev.MatchEnded))
        end = shown(HandEndDialog(hand_summary(match.table, match), NAMES, final,
                                  window.play_page), qtbot)
        found += [f"hand end {profile}: {p}" for p in problems(end)]
        end.close()
        replay = shown(ReplayDialog(match.events, NAMES, 0, 0, window.play_page), qtbot)
        found += [f"replay {profile}: {p}" for p in problems(replay)]
        replay.close()
    assert found == [], "\n".join(dict.fromkeys(found))


@pytest.mark.parametrize("size", list(SIZES))
def test_a_lesson_table_has_the_play_tables_tiles(roomy: MainWindow, qtbot, size: str) -> None:
    """Every guided hand, at every step to its end, draws the learner's hand and every other
    face at the Play table's floors (issue 30: 24 px at 900x620 beside the sidebar and the
    lesson's 330 px panel): the sidebar steps aside during a lesson and comes back after it."""
    window = roomy
    window.resize(SIZES[size])
    window.show()
    qtbot.waitExposed(window)
    sidebar = window.findChild(QWidget, "sidebar")
    assert sidebar is not None and sidebar.isVisible()
    found: list[str] = []
    for family in FAMILIES:
        window.play_first_hand(family)
        page = window.guided_page
        steps = 0
        while True:
            settle()
            assert not sidebar.isVisible()
            found += [f"{family} step {steps}: {p}" for p in small_tiles(page.table, size)]
            if page.step() is None:
                break
            go_on(page, qtbot)
            steps += 1
        assert steps == len(lesson(family).steps)
    page.leave()  # back on Learn: the sidebar is back
    settle()
    assert sidebar.isVisible() and window.current_area() == "rules"
    window.play_first_hand(FAMILIES[0])
    settle()
    assert not sidebar.isVisible()
    window.show_area("calculator")  # the View menu's way out of a lesson
    settle()
    assert sidebar.isVisible()
    assert found == [], "\n".join(dict.fromkeys(found))


def test_the_checks_see_an_overlap_and_a_control_outside(qtbot) -> None:
    """The measure above can fail: two labels on one spot and a button past its parent's edge
    are each reported."""
    root = QWidget()
    qtbot.addWidget(root)
    root.resize(200, 100)
    a = QLabel("one", root)
    a.setGeometry(10, 10, 60, 20)
    b = QLabel("two", root)
    b.setGeometry(30, 15, 60, 20)
    inner = QWidget(root)
    inner.setGeometry(0, 50, 100, 40)
    from PySide6.QtWidgets import QPushButton

    button = QPushButton("Go", inner)
    button.setGeometry(80, 0, 60, 30)
    root.show()
    found = misplaced(root)
    assert len(found) == 2
    assert "overlaps" in found[0] or "overlaps" in found[1]
    assert any("sticks out" in f and "'Go'" in f for f in found)


def test_the_check_sees_a_control_reaching_into_another_column(qtbot) -> None:
    """A combo box wider than its column, over a label of the next column, is reported once;
    the same two side by side are not."""
    root = QWidget()
    qtbot.addWidget(root)
    root.resize(400, 100)
    left, right = QWidget(root), QWidget(root)
    left.setGeometry(0, 0, 200, 100)
    right.setGeometry(200, 0, 200, 100)
    box = QComboBox(root)
    box.setParent(left)
    box.setGeometry(10, 10, 180, 24)
    label = QLabel("Due: 0", right)
    label.setGeometry(5, 10, 100, 20)
    root.show()
    assert crossing(root) == []
    left.resize(230, 100)
    box.resize(225, 24)
    found = crossing(root)
    assert len(found) == 1 and "crosses" in found[0] and "'Due: 0'" in found[0]
