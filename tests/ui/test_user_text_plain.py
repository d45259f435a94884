"""Text from a user or a file is shown as text, never read as markup (issue 28, item 1): session,
player and seat names such as ``<img src="a FIFO">`` through every place a name appears (the
Scorebook, Play, the replay, their dialogs, tooltips and the printed session), in every language.

A FIFO named in markup proves that nothing reads it: a watcher process answers each opening
(so a reader meets an empty file instead of blocking) and counts them. The runs that name
``/dev/urandom`` come after the FIFO's and stop at once when one of those saw markup read,
under a cap on the address space: a regression fails, it never hangs."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import resource
import subprocess
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QGraphicsView,
    QHeaderView,
    QLabel,
    QMessageBox,
    QWidget,
)

from mahjong_gui.bots.simple import GreedyBot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Match, play_match
from mahjong_gui.store.saves import SaveHeader, load_game, save_game
from mahjong_gui.ui import i18n, plain
from mahjong_gui.ui.controller import GameSettings, hand_summary
from mahjong_gui.ui.dialogs import HandEndDialog
from mahjong_gui.ui.errors import report_unexpected
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.play.page import PlayPage
from mahjong_gui.ui.replay import ReplayDialog
from mahjong_gui.ui.scorebook import ScorebookPage
from mahjong_gui.ui.scorebook_dialogs import EntryDialog, RosterDialog, SessionDialog
from mahjong_gui.ui.texts.hints import danger_tip

MARKUP = "<b>bold</b>"
DEVICE = "<img src='/dev/urandom' width=9>"
TABLE = "<table>" + "<tr><td>x</td></tr>" * 5000 + "</table>"
SMALL_TABLE = "<table>" + "<tr><td>x</td></tr>" * 4 + "</table>"  # a scorebook name: <= 100
SEAT_TABLE = "<table>" + "<tr><td>y</td></tr>" * 4 + "</table>"  # a saved seat's name: <= 100
NOTE_TABLE = "<table>" + "<tr><td>x</td></tr>" * 100 + "</table>"  # as long as a note may be
FILE_MARKUP = "<h1>Friday"  # markup that a file name may hold (no slash)

# The FIFO runs come first; when one of them saw markup read, a device run would read
# /dev/urandom without end, so it fails at once instead.
_MARKUP_READ: list[str] = []

WATCHER = r"""
import os, sys, time
fifo, log, stop = sys.argv[1:]
while True:
    fd = os.open(fifo, os.O_WRONLY)  # returns once something opens the FIFO to read it
    if os.path.exists(stop):
        os.close(fd)
        break
    with open(log, "a") as f:
        f.write("read\n")
    os.close(fd)  # the reader gets the end of the file instead of blocking
    time.sleep(0.05)  # no writer for a moment: a reader still reading sees the end
"""


class Fifo:
    """A FIFO named by ``markup`` and the watcher that counts every opening of it."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "fifo"
        os.mkfifo(self.path)
        self.log, self.stop = folder / "reads", folder / "stop"
        self.markup = f'<img src="{self.path}">'
        self.watcher = subprocess.Popen([sys.executable, "-c", WATCHER, str(self.path),
                                         str(self.log), str(self.stop)])

    def reads(self) -> int:
        return self.log.read_text().count("read") if self.log.exists() else 0

    def close(self) -> None:
        """Stop the watcher and remove the FIFO: a later opening fails instead of waiting."""
        self.stop.touch()
        fd = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)  # lets the watcher's open return
        try:
            self.watcher.wait()
        finally:
            os.close(fd)
            self.path.unlink()


@pytest.fixture(scope="module", autouse=True)
def _address_space_cap() -> Iterator[None]:
    """A reader of /dev/urandom meets the end of memory within 2 GiB more, not the machine's."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    with open("/proc/self/status", encoding="ascii") as f:
        size = next(int(line.split()[1]) * 1024 for line in f if line.startswith("VmSize:"))
    cap = size + (2 << 30)
    resource.setrlimit(resource.RLIMIT_AS, (cap if hard == resource.RLIM_INFINITY
                                            else min(cap, hard), hard))
    yield
    resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


@pytest.fixture()
def fifo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Fifo]:
    f = Fifo(tmp_path_factory.mktemp("fifo"))
    yield f
    reads = f.reads()  # (the widgets are gone by now: ``qt`` comes after this fixture)
    f.close()
    assert reads == 0, "the FIFO was read while the widgets closed"


@pytest.fixture()
def qt(fifo: Fifo, qtbot: Any) -> Any:
    """qtbot, set up after the FIFO so that its widgets close before the FIFO goes."""
    return qtbot


@pytest.fixture(params=["fifo", "device"])
def hostile(request: pytest.FixtureRequest, fifo: Fifo) -> str:
    """The name that points at a file: the FIFO's markup, then /dev/urandom."""
    if request.param == "device":
        if _MARKUP_READ:
            pytest.fail("markup was read in a FIFO run (" + "; ".join(_MARKUP_READ)[:300]
                        + "): not feeding /dev/urandom")
        return DEVICE
    return fifo.markup


# -- what Qt shows --------------------------------------------------------------------------


def shown(text: str) -> str:
    """The words Qt shows for a label's or a tooltip's text when it guesses its format."""
    if not GuiQt.mightBeRichText(text):
        return text
    doc = QTextDocument()
    doc.setHtml(text)
    return doc.toPlainText()


def _indexes(model: QAbstractItemModel, parent: QModelIndex) -> Iterator[QModelIndex]:
    for r in range(model.rowCount(parent)):
        c = 0  # (a list model's columnCount is not public)
        while (index := model.index(r, c, parent)).isValid():
            yield index
            c += 1
        first = model.index(r, 0, parent)
        if model.rowCount(first):
            yield from _indexes(model, first)


def read_as_markup(markers: Sequence[str]) -> list[str]:
    """Every place of every window that would read one of ``markers`` as markup: a label
    holding it that guesses its format or takes rich text, a tooltip (a widget's, an item's,
    a scene item's) holding it unescaped that Qt takes for rich text. Nothing here renders
    the markup."""
    problems: list[str] = []

    def where(w: QWidget) -> str:
        return f"{type(w).__name__} {w.objectName() or '?'} in {type(w.window()).__name__}"

    def check_tip(tip: str, place: str) -> None:
        # Qt reads a tooltip as rich text when it looks like markup: a marker in it as it is
        # would be read (an escaped one is not found here, and shows as written).
        if any(m in tip for m in markers) and GuiQt.mightBeRichText(tip):
            problems.append(f"tooltip of {place}")

    for top in QApplication.topLevelWidgets():
        for w in [top, *top.findChildren(QWidget)]:
            if isinstance(w, QLabel) and any(m in w.text() for m in markers) \
                    and w.textFormat() != Qt.TextFormat.PlainText:
                problems.append(f"label {where(w)}: {w.textFormat().name}")
            check_tip(w.toolTip(), where(w))
            if isinstance(w, QAbstractItemView) and not isinstance(w, QHeaderView) \
                    and w.model() is not None:
                model = w.model()
                for index in _indexes(model, QModelIndex()):
                    tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
                    if isinstance(tip, str):
                        check_tip(tip, f"a row of {where(w)}")
            if isinstance(w, QGraphicsView) and w.scene() is not None:
                for item in w.scene().items():
                    check_tip(item.toolTip(), f"a scene item of {where(w)}")
    return problems


def assert_plain(markers: Sequence[str], fifo: Fifo, when: str) -> None:
    """Nothing reads ``markers`` as markup and nothing opened the FIFO (recorded for the
    device runs before the assertion fails)."""
    problems = read_as_markup(markers)
    if fifo.reads():
        problems.append(f"the FIFO was opened {fifo.reads()} times")
    if problems:
        _MARKUP_READ.append(f"{when}: {problems[0]}")
    assert problems == [], when


# -- the helper itself ----------------------------------------------------------------------


@pytest.mark.parametrize("text", [MARKUP, DEVICE, TABLE, "&lt;b&gt;", "a < b & c > d",
                                  "two\n<b>lines</b>", "  spaced  <i>x</i>\nline two"])
def test_a_tooltip_shows_its_text_as_written(qtbot, text: str) -> None:
    tip = plain.tip(text)
    assert shown(tip) == text
    assert plain.tip("plain words") == "plain words"  # no markup: left as it is


def test_a_plain_label_and_message_box_keep_the_markup(qt: Any, fifo: Fifo) -> None:
    label = plain.label(fifo.markup)
    qt.addWidget(label)
    box = plain.message_box(QMessageBox.Icon.Warning, "t", MARKUP + fifo.markup)
    qt.addWidget(box)
    label.show()
    box.show()
    qt.waitExposed(box)
    assert label.text() == fifo.markup and label.textFormat() == Qt.TextFormat.PlainText
    assert box.text() == MARKUP + fifo.markup
    assert box.textFormat() == Qt.TextFormat.PlainText
    label.grab()
    box.grab()
    assert fifo.reads() == 0


def test_the_fifo_watcher_catches_a_label_that_reads_markup(tmp_path: Path) -> None:
    """The guard itself: a label left to guess its format opens the FIFO, and the test
    says so instead of hanging."""
    watched = Fifo(tmp_path)
    label = QLabel(watched.markup)
    try:
        label.sizeHint()
        assert watched.reads() >= 1
        assert read_as_markup([watched.markup]) != []
    finally:
        label.deleteLater()
        label.hide()
        watched.close()
    del label


# -- every page's labels --------------------------------------------------------------------


def test_every_label_of_every_page_shows_its_text_as_written(window: MainWindow) -> None:
    """A label that guesses its format is a label that would read a name as markup: every
    label of every area (and the guided hand) is plain, the two links are rich on purpose."""
    for name in window.area_names():
        window.page(name)
    guided = window._page("guided")  # the guided hand: no area of its own
    rich = {"drill_learn", "guided_more"}
    labels = [*window.findChildren(QLabel), *guided.findChildren(QLabel)]
    assert len(labels) > 60
    guessing = [lb.objectName() or lb.text()[:30] for lb in labels
                if lb.textFormat() == Qt.TextFormat.AutoText]
    assert guessing == []
    assert {lb.objectName() for lb in labels
            if lb.textFormat() == Qt.TextFormat.RichText} == rich


def test_labels_and_message_boxes_come_from_ui_plain() -> None:
    """A new QLabel or QMessageBox guesses its format: each is made by ui/plain except the
    two links and the About box, which are rich on purpose and escape their words (the pages
    split into packages, ui/play/ and the like, are read too)."""
    ui = Path(plain.__file__).parent
    made = sorted(f"{path.name}: {line.strip()}" for path in ui.rglob("*.py")
                  if path.name != "plain.py"
                  for line in path.read_text(encoding="utf-8").splitlines()
                  if re.search(r"\bQ(Label|MessageBox)\(", line))
    assert made == ["drills_page.py: self.learn_link = QLabel()",
                    "guided_page.py: self.more_link = QLabel()",
                    "main_window.py: box = QMessageBox(self)"]


# -- the Scorebook --------------------------------------------------------------------------


def _record_a_win(page: ScorebookPage) -> None:
    """An wins a plain hand on the fourth player's discard (docs/rules.md §4 example 8)."""
    win = page.add_entry("win")
    assert isinstance(win, EntryDialog)
    win.seat_box.setCurrentIndex(0)
    win.how_buttons["discard"].setChecked(True)
    win.from_box.setCurrentIndex(3)
    win.hand_edit.setText("234m567m11p345p67p8p")
    win._hand_typed()  # what typing in the box does
    win.accept()


def test_the_scorebook_shows_names_as_written(qt: Any, tmp_path: Path, hostile: str,
                                              fifo: Fifo, monkeypatch: pytest.MonkeyPatch
                                              ) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    players = [MARKUP, hostile, SMALL_TABLE, "Chi"]
    markers = [MARKUP, hostile, SMALL_TABLE, NOTE_TABLE, FILE_MARKUP]
    page = ScorebookPage(tmp_path / "book.sqlite3")
    qt.addWidget(page)
    page.resize(1100, 720)
    page.show()
    asked: list[QMessageBox] = []
    yes = [False]  # the answer to the next question: Cancel, or its first button

    def answer(box: QMessageBox) -> int:
        assert_plain(markers, fifo, "a question")
        asked.append(box)
        if yes[0]:
            box.buttons()[0].click()
        return 0
    monkeypatch.setattr(QMessageBox, "exec", answer)

    dialog = page.new_session("mil")
    assert isinstance(dialog, SessionDialog)
    dialog.name_edit.setText(hostile)
    for edit, name in zip(dialog.name_edits, players, strict=True):
        edit.setText(name)
    dialog.accept()
    assert page.info is not None and page.info.name == hostile
    assert page.title_label.text() == hostile
    assert page.session_list.item(0).text().startswith(hostile + "\n")
    _record_a_win(page)
    page.set_note(0, NOTE_TABLE)
    assert page.hand_notes == [NOTE_TABLE]
    assert_plain(markers, fifo, "the session")
    assert hostile in shown(page.session_list.item(0).toolTip())
    top = page.hands_tree.model().index(0, 0)
    assert NOTE_TABLE in shown(page.hands_tree.model().data(top, Qt.ItemDataRole.ToolTipRole))
    assert [page.standings.horizontalHeaderItem(c).text() for c in range(4)] == players

    # Every tab, the dialogs that show the names, the questions that quote them.
    for tab in range(page.tabs.count()):
        page.tabs.setCurrentIndex(tab)
        page.club_box.setChecked(tab == 1)
        assert_plain(markers, fifo, f"tab {tab}")
    for opened in (page.edit_session(), page.add_entry("kong"), page.roster_dialog()):
        assert isinstance(opened, (SessionDialog, EntryDialog, RosterDialog))
        assert_plain(markers, fifo, type(opened).__name__)
        opened.reject()
    page._delete_session_clicked()  # the Delete button's slot
    assert len(asked) == 1 and hostile in asked[0].text() and page.info is not None
    page.search_edit.setText(MARKUP + "?")
    assert MARKUP in page.message_label.text()  # "No session matches ..."
    assert_plain(markers, fifo, "the search")
    page.search_edit.clear()

    # A ledger file's session name: the question before importing the same hands again, then
    # the session imported.
    ledger = tmp_path / "ledger.json"
    page.export_to(ledger, "json")
    doc = json.loads(ledger.read_text(encoding="utf-8"))
    doc["name"] = FILE_MARKUP + hostile
    ledger.write_text(json.dumps(doc), encoding="utf-8")
    assert page.import_from(ledger) is None  # the same hands: the question names the session
    assert len(asked) == 2 and hostile in asked[1].text()
    yes[0] = True
    assert page.import_from(ledger) is not None
    assert page.title_label.text() == FILE_MARKUP + hostile
    assert FILE_MARKUP + hostile in page.message_label.text()  # "Imported ..."
    assert_plain(markers, fifo, "the import")

    # The printed session: every name and the note as words.
    html_doc = QTextDocument()
    html_doc.setHtml(page.session_html())
    words = html_doc.toPlainText()
    assert all(name in words for name in [FILE_MARKUP + hostile, *players, NOTE_TABLE])
    assert page.print_to_pdf(tmp_path / "session.pdf")
    assert (tmp_path / "session.pdf").stat().st_size > 1000

    # Another scorebook whose file name holds markup: the message names it as written.
    assert page.open_scorebook(tmp_path / (FILE_MARKUP + ".sqlite3"))
    assert FILE_MARKUP in page.message_label.text()
    assert_plain(markers, fifo, "another scorebook")
    assert page.open_scorebook(tmp_path / "book.sqlite3")

    # Every language, the page drawn.
    app = QApplication.instance()
    try:
        for code in i18n.LANGUAGE_CODES:
            i18n.install_translators(app, code)  # type: ignore[arg-type]
            page.retranslate()
            assert_plain(markers, fifo, f"the page in {code}")
            page.grab()
    finally:
        i18n.install_translators(app, "en")  # type: ignore[arg-type]
    assert fifo.reads() == 0


# -- Play, the end of a hand, the replay ----------------------------------------------------


def _human_plays_on(page: PlayPage, qtbot, steps: int) -> None:
    controller = page.controller
    for _ in range(steps):
        qtbot.waitUntil(lambda: bool(controller.human_legal()) or controller.hand_over,
                        timeout=5000)
        if controller.hand_over:
            return
        legal = controller.human_legal()
        wins = [a for a in legal if a.act is Act.WIN]
        page.play(wins[0] if wins else legal[0])


def test_play_and_its_replay_show_seat_names_as_written(qt: Any, tmp_path: Path, hostile: str,
                                                       fifo: Fifo,
                                                       monkeypatch: pytest.MonkeyPatch
                                                       ) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    names = (MARKUP, hostile, SMALL_TABLE, "Chi")
    markers = [MARKUP, hostile, SMALL_TABLE, SEAT_TABLE]
    page = PlayPage()
    qt.addWidget(page)
    page.resize(1200, 800)
    page.show()
    try:
        # A hand played with these names: the table, the log, the banners, the announcements,
        # the end of the hand.
        page.start(GameSettings(profile="mil", bots=("greedy",) * 3, names=names, seed=21,
                                speed=0, hands=1))
        _human_plays_on(page, qt, 12)
        assert_plain(markers, fifo, "a hand being played")
        _human_plays_on(page, qt, 400)
        qt.waitUntil(lambda: page.hand_dialog is not None, timeout=5000)
        assert page.hand_dialog is not None
        assert any(name in c for c in page.hand_dialog.hand_captions for name in names)
        assert any(hostile in page.log_list.item(i).text()
                   for i in range(page.log_list.count()))
        assert_plain(markers, fifo, "the end of the hand")
        page.grab()
        page.hand_dialog.grab()

        # The game saved, a seat renamed in the file to a table (as long as a saved name may
        # be: tests/store/test_saves.py), opened in Play and in the replay.
        path = tmp_path / "names.mjsave"
        page.controller.save(path)
        page.hand_dialog.accept()
        game = load_game(path)
        seats = [dict(seat) for seat in game.header.seats]
        seats[2]["name"] = SEAT_TABLE
        save_game(path, dataclasses.replace(game.header, seats=tuple(seats)), game.events)
        assert page.open_file(str(path))
        assert_plain(markers, fifo, "the game opened")
        window = page.replay_file(str(path))
        assert isinstance(window, ReplayDialog)
        assert tuple(window.names) == (MARKUP, hostile, SEAT_TABLE, "Chi")
        for position in (1, len(window.events) // 2, len(window.events)):
            window.go(position)
            assert_plain(markers, fifo, f"the replay at {position}")
        assert any(SEAT_TABLE in window.event_list.item(i).text()
                   for i in range(window.event_list.count()))
        window.grab()

        # The teacher's danger marks: each tile's tooltip names the opponents.
        tile = page.table.hand_items[0].tile
        assert tile is not None
        page.table.set_dangers({tile: 0.5}, {tile: danger_tip([(1, 0.3), (2, 0.2)],
                                                              window.names)})
        tips = [item.toolTip() for item in page.table.hand_items if item.tile == tile]
        assert tips and all(hostile in shown(t) and SEAT_TABLE in shown(t) for t in tips)
        assert_plain(markers, fifo, "the danger marks")
    finally:
        page.controller.shutdown()
    assert fifo.reads() == 0


def test_the_end_of_a_hand_and_of_a_match_show_names_as_written(qt: Any, hostile: str,
                                                               fifo: Fifo) -> None:
    names = (MARKUP, hostile, TABLE, SMALL_TABLE)
    markers = [MARKUP, hostile, TABLE, SMALL_TABLE]

    def dialog_of(profile: str, seed: int, hands: int) -> HandEndDialog:
        match = Match(get_profile(profile), seed, hands=hands)
        play_match(match, [GreedyBot(s) for s in range(4)])
        assert match.table is not None
        final = match.events[-1] if hands > 1 else None
        assert final is None or isinstance(final, ev.MatchEnded)
        dialog = HandEndDialog(hand_summary(match.table, match), names, final)
        qt.addWidget(dialog)
        dialog.show()
        qt.waitExposed(dialog)
        assert_plain(markers, fifo, f"the end of a {profile} hand")
        assert all(row[0] in names for row in dialog.payment_rows())  # who pays, by name
        dialog.grab()
        return dialog

    # mil seed 4: two wins, then the wall's end with seat 0 not ready and seat 3 ready
    # (value 1), in every language.
    app = QApplication.instance()
    dialogs: dict[str, HandEndDialog] = {}
    try:
        for code in i18n.LANGUAGE_CODES:
            i18n.install_translators(app, code)  # type: ignore[arg-type]
            dialogs[code] = dialog_of("mil", 4, 1)
            lines = [lb.text() for lb in dialogs[code].findChildren(QLabel, "wall_line")]
            assert len(lines) == 2 and lines[0].startswith(MARKUP)
            assert lines[1].startswith(SMALL_TABLE), code
    finally:
        i18n.install_translators(app, "en")  # type: ignore[arg-type]
    assert len(dialogs) == 6
    assert dialogs["en"].hand_captions[-2:] == [f"{MARKUP}: not ready",
                                                f"{SMALL_TABLE}: ready, value 1"]
    # Hong Kong: the faan rows and who discarded; a match's end: the standings and the chart.
    hk = dialog_of("hk-modern", 3, 1)
    assert any(name in caption for caption in hk.hand_captions for name in names[1:])
    final = dialog_of("mil", 3, 4)
    assert sorted(name for _place, name, _total in final.standings) == sorted(names)
    assert final.chart is not None and final.chart.names == list(names)
    assert fifo.reads() == 0


def test_a_saved_game_and_an_error_that_quote_the_file(qt: Any, tmp_path: Path, hostile: str,
                                                      fifo: Fifo,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    page = PlayPage()
    qt.addWidget(page)
    try:
        opened: list[QMessageBox] = []
        monkeypatch.setattr(QMessageBox, "open", lambda box: opened.append(box))
        # A file whose schema version is markup: the refusal quotes it.
        match = Match(get_profile("mil"), 2, hands=1)
        play_match(match, [GreedyBot(s) for s in range(4)])
        path = tmp_path / "g.mjsave"
        seats = tuple({"name": n, "player": "bot:greedy"} for n in ("A", "B", "C", "D"))
        save_game(path, SaveHeader("mil", {}, seats, 2), list(match.events))
        lines = path.read_text(encoding="utf-8").split("\n")
        header: dict[str, Any] = json.loads(lines[0])
        header["schema_version"] = hostile
        lines[0] = json.dumps(header)
        path.write_text("\n".join(lines), encoding="utf-8")
        assert not page.open_file(str(path))
        assert len(opened) == 1 and hostile in opened[0].text()
        opened[0].show()
        assert_plain([hostile], fifo, "the refusal of a saved game")
        opened[0].grab()
        # The last resort's message quotes the exception, which may quote the user.
        report_unexpected(ValueError(MARKUP + hostile), "test", page)
        assert len(opened) == 2 and MARKUP + hostile in opened[1].text()
        opened[1].show()
        assert_plain([MARKUP + hostile], fifo, "an unexpected error")
        opened[1].grab()
    finally:
        page.controller.shutdown()
    assert fifo.reads() == 0
