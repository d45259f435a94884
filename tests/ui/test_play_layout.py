"""The table readable at any size (issue 15, item 6), measured on the laid-out rectangles the
table view reports (``TableView.layout_items``), never on pixels: at the default window, a
large one and the window's minimum no name plate covers a tile, every tile lies on the table,
the discards are at least 0.6 of the hand's tiles at the default size, the side seats'
discards stand upright, and a hint or a warning moves nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QPushButton

from mahjong_gui.bots.hints import hint
from mahjong_gui.engine.legal import Act
from mahjong_gui.ui.controller import GameSettings
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.table_view import RIVER_COLS, TableView, TileItem

SIZES = [(1120, 720), (1600, 1000), (760, 520)]


@pytest.fixture()
def window(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> MainWindow:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    win = MainWindow()
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.play_page.controller.shutdown()


def play_some(window: MainWindow, qtbot, profile: str, seed: int, moves: int) -> None:
    """The human follows the hint for ``moves`` decisions (rivers, melds, maybe bonus tiles
    on the table), stopping on a turn of its own."""
    page = window.play_page
    page.start(GameSettings(profile=profile, bots=("normal",) * 3, seed=seed, speed=0,
                            hands=1))
    c = page.controller
    done = 0
    while done < moves:
        qtbot.waitUntil(lambda: c.awaiting_human or c.hand_over, timeout=10000)
        if c.hand_over:
            break
        legal = c.human_legal()
        page.play(hint(c.human_view(), legal).action)
        done += 1
    qtbot.waitUntil(lambda: c.awaiting_human or c.hand_over, timeout=10000)


def check_layout(table: TableView) -> None:
    items = table.layout_items()
    plates = [r for role, _s, r in items if role == "plate"]
    tiles = [(role, s, r) for role, s, r in items if role != "plate"]
    assert len(plates) == 4 and tiles
    scene = QRectF(0, 0, table.scene_w, table.scene_h)
    for role, seat, rect in tiles:
        for plate in plates:
            assert not plate.intersects(rect), (role, seat, rect, plate)
        assert scene.contains(rect), (role, seat, rect)
    for a in plates:  # the plates do not overlap each other either
        assert sum(1 for b in plates if a.intersects(b)) == 1
    # The rivers and the rows never overlap each other.
    rivers = [(s, r) for role, s, r in tiles if role == "river"]
    rows = [(s, r) for role, s, r in tiles if role != "river"]
    for s, r in rivers:
        for s2, r2 in rows:
            assert not r.intersects(r2), (s, r, s2, r2)
        for s2, r2 in rivers:
            assert s2 == s or not r.intersects(r2), (s, r, s2, r2)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("profile,seed,moves", [("mil", 5, 14), ("hk-modern", 3, 30)])
def test_no_plate_covers_a_tile(window: MainWindow, qtbot, size, profile, seed,
                                moves) -> None:
    window.resize(*size)
    play_some(window, qtbot, profile, seed, moves)
    table = window.play_page.table
    assert sum(len(s.river) for s in table.view.seats) >= 8
    check_layout(table)
    # The scene follows the viewport's shape: the whole viewport is table, nothing wasted.
    vp = table.viewport().size()
    assert table.scene_w / table.scene_h == pytest.approx(vp.width() / vp.height(), rel=0.02)


def test_readable_at_the_default_size(window: MainWindow, qtbot) -> None:
    window.resize(1120, 720)
    play_some(window, qtbot, "mil", 5, 14)
    table = window.play_page.table
    items = table.layout_items()
    hand = [table.to_widget(r) for role, s, r in items if role == "hand" and s == 0]
    river = [table.to_widget(r) for role, s, r in items if role == "river"]
    assert hand and river
    assert min(r.height() for r in river) / hand[0].height() >= 0.6
    assert hand[0].height() >= 40  # pixels: the hand is not a row of stamps
    # Side seats' discards stand upright, like everyone's.
    for it in table.scene().items():
        if isinstance(it, TileItem) and it.role == "river":
            assert it.rotation() == 0
    # Bigger window, bigger tiles.
    small = hand[0].height()
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: table.to_widget(next(
        r for role, s, r in table.layout_items() if role == "hand" and s == 0)).height()
        > small * 1.2)


def test_a_long_river_stays_in_its_place(window: MainWindow, qtbot) -> None:
    # More discards than the default grid holds: the grid widens, then its tiles shrink,
    # but it never reaches the seat's row, the neighbours' rivers or the plates.
    window.resize(760, 520)
    play_some(window, qtbot, "mil", 5, 3)
    table = window.play_page.table
    view = table.view
    assert view is not None
    import dataclasses

    base = tuple(t for s in view.seats for t in s.river) or view.hand
    long_river = (base * 40)[:40]
    seats = tuple(dataclasses.replace(s, river=long_river) for s in view.seats)
    table.show_view(dataclasses.replace(view, seats=seats), table.names)
    check_layout(table)
    h, cols = table.river_grid(40, 0)
    assert cols > RIVER_COLS  # it widened


def test_a_hint_and_a_warning_move_nothing(window: MainWindow, qtbot) -> None:
    window.resize(1120, 720)
    play_some(window, qtbot, "mil", 5, 6)
    page = window.play_page
    c = page.controller
    assert any(a.act is Act.DISCARD for a in c.human_legal())
    table = page.table

    def hand_geometry() -> list[tuple[float, float, float, float]]:
        return [table.to_widget(it.mapRectToScene(it.face_rect())).getRect()
                for it in table.hand_items] + [table.geometry().getRect()]

    page.hint_label.hide()
    page.teacher_label.setText("")
    before = hand_geometry()
    page.ask_hint()
    qtbot.waitUntil(lambda: page.hint_label.text().startswith("Suggestion:"), timeout=5000)
    assert page.hint_label.isVisible()
    page.teacher_label.setText("\n".join(["A warning that runs long enough to wrap"] * 3))
    qtbot.wait(10)
    assert hand_geometry() == before


def test_measuring_the_action_bar_leaves_no_probe_behind(window: MainWindow) -> None:
    """The action bar's height is measured with a probe button styled like its buttons; the
    probe goes at once, so it never shows over the prompt (as it did when the bar was shown
    before the event loop deleted it)."""
    page = window.play_page
    page._fit_strips()
    probes = [b for b in page.action_bar.findChildren(QPushButton) if b.text() == "Ag"]
    assert probes == []
    assert page.action_bar.height() >= page.prompt_label.fontMetrics().lineSpacing() * 2
