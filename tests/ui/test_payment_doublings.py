"""Hong Kong payment rows say why a payer pays double (docs/rules.md §3), in the words of every
language, on every face that lists payments: the end-of-hand dialog, the calculator and the
scorebook. The doublings are the engine's (``Payment.doublings``); no face computes them."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from mahjong_gui.engine import events as ev
from mahjong_gui.engine import tiles
from mahjong_gui.engine.common import Doubling, WinType
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.rules.hongkong import HKScore, HKSituation, score_hk
from mahjong_gui.ui import i18n, texts
from mahjong_gui.ui.calculator import CalculatorPage
from mahjong_gui.ui.controller import HandSummary
from mahjong_gui.ui.dialogs import HandEndDialog
from mahjong_gui.ui.scorebook import ScorebookPage
from tests.ui.test_scorebook import create_hk_session, entry

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("An", "Bình", "Chi", "Dũng")
CHOWS = "123m456p789s234m55p"  # concealed 1 + all chows 1 + no bonus 1 = 3 faan on a discard
# West (2) wins on East's (0) discard, Classical Q(3) = 8: East 8 x2 x2 = 32, the others 8.
EAST_ROW = "Win on a discard (×2 discarder, ×2 East pays)"


def classical_east_discards() -> HKScore:
    r = score_hk(get_profile("hk-classical"), tiles.parse(CHOWS), (), (),  # type: ignore[arg-type]
                 HKSituation(WinType.DISCARD, 2, 0, 0))
    assert isinstance(r, HKScore)
    return r


def test_the_hand_end_dialog_names_each_payers_doublings(qtbot) -> None:
    score = classical_east_discards()
    won = ev.Won(2, tiles.parse("5p")[0], "discard", 0, tiles.parse(CHOWS), (), (),
                 tuple((line.id.value, line.value, line.count) for line in score.lines),
                 score.value, score.payments)
    summary = HandSummary(0, score.payments, (-32, -8, 48, -8), (-32, -8, 48, -8), (won,),
                          "win", get_profile("hk-classical"), 0, 1, 1, 1)
    dialog = HandEndDialog(summary, NAMES, None)
    qtbot.addWidget(dialog)
    assert dialog.payment_rows() == [("An", "Chi", "32", EAST_ROW),
                                     ("Bình", "Chi", "8", "Win on a discard"),
                                     ("Dũng", "Chi", "8", "Win on a discard")]


def test_the_calculator_lists_why_each_row_pays(qtbot, monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    calc = CalculatorPage()
    qtbot.addWidget(calc)
    calc.state.load("hk-classical", CHOWS, win=WinType.DISCARD, discarder=0, seat=2)
    calc._render(text=True)
    rows = [tuple(calc.payments.item(r, c).text() for c in range(4))
            for r in range(calc.payments.rowCount())]
    assert [r[2:] for r in rows] == [("32", EAST_ROW), ("8", "Win on a discard"),
                                     ("8", "Win on a discard")]


def test_the_scorebook_lists_why_each_row_pays(qtbot, monkeypatch: pytest.MonkeyPatch,
                                              tmp_path: Path) -> None:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    page = ScorebookPage(tmp_path / "book.sqlite3")
    qtbot.addWidget(page)
    create_hk_session(page)
    win = entry(page, "win")
    win.seat_box.setCurrentIndex(2)
    win.how_buttons["discard"].setChecked(True)
    win.from_box.setCurrentIndex(0)
    win.value_spin.setValue(4)
    win.accept()
    page.hands_tree.setCurrentItem(page.hands_tree.topLevelItem(0))
    # Classical Q(4) = 16: East discards, 16 x2 x2 = 64; South and North 16.
    rows = [(page.payments.item(r, 2).text(), page.payments.item(r, 3).text())
            for r in range(page.payments.rowCount())]
    assert rows == [("64", EAST_ROW), ("16", "Win on a discard"), ("16", "Win on a discard")]


@pytest.mark.parametrize("code", [c for c in i18n.LANGUAGE_CODES if c != "en"])
def test_every_doubling_has_its_own_words_in_each_language(qapp, code: str) -> None:
    tree = ET.parse(ROOT / "translations" / f"mahjong_gui_{code}.ts")
    done = {msg.findtext("source"): msg.findtext("translation")
            for ctx in tree.getroot().iter("context") if ctx.findtext("name") == "Texts"
            for msg in ctx.iter("message")
            if msg.find("translation").get("type") is None}  # type: ignore[union-attr]
    words = [done.get(texts.DOUBLINGS[d.value]) for d in Doubling]
    assert all(words) and len(set(words)) == len(words), words
    assert not set(words) & set(texts.DOUBLINGS.values())  # none left in English
    i18n.install_translators(QCoreApplication.instance(), code)
    try:
        row = texts.payment_reason(classical_east_discards().payments[0])
    finally:
        i18n.install_translators(QCoreApplication.instance(), "en")
    assert done[texts.DOUBLINGS["discarder"]] in row and done[texts.DOUBLINGS["dealer_pays"]] in row


def test_a_refused_scorebook_win_names_the_sessions_own_shapes(
        qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The scorebook passes its session's profile to ``texts.ledger_error``: a Hong Kong hand
    that is no win is short of thirteen orphans, never of seven pairs (docs/rules.md §3)."""
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    page = ScorebookPage(tmp_path / "book.sqlite3")
    qtbot.addWidget(page)
    create_hk_session(page)
    trial, text = page._trial(0, 0, {"type": "win", "seat": 2, "hand": "123m456m789m123p56p"},
                              False)
    assert not trial.ok and trial.code == "not_a_win"
    assert text == "Not a winning shape: it needs four sets and a pair, or thirteen orphans."
