"""The Calculator area (pytest-qt, offscreen): clicking tiles, the situation, messages, the
notation box, the comparison table against the ``score`` command, examples and copying; an
invalid edit leaves no old number on the page; refused clicks say why; profile switches keep
the hand."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QInputMethodEvent
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QTableWidget, QWidget

from mahjong_gui import cli
from mahjong_gui.engine import calculator as calc
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.melds import parse_hand
from mahjong_gui.engine.rules import PROFILES, get_profile
from mahjong_gui.engine.scoring import Situation
from mahjong_gui.engine.tiles import parse
from mahjong_gui.ui import texts
from mahjong_gui.ui.calculator import EXAMPLES, PROFILE_IDS, WIN_VALUE_OPTIONS, CalculatorPage
from mahjong_gui.ui.calculator_state import Problem

EXAMPLE_1 = "123456m234p789p55m"


@pytest.fixture()
def page(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> CalculatorPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    p = CalculatorPage()
    qtbot.addWidget(p)
    p.resize(1300, 850)
    p.show()
    p.profile_box.setCurrentIndex(p.profile_box.findData("mahjchina"))
    return p


def click_tiles(page: CalculatorPage, qtbot, text: str) -> None:
    for t in parse(text):
        qtbot.mouseClick(page.tile_buttons[t], Qt.MouseButton.LeftButton)


def test_example_1_by_clicking(page: CalculatorPage, qtbot) -> None:
    click_tiles(page, qtbot, EXAMPLE_1)
    assert page.deltas_text() == (6, -2, -2, -2)
    # The players go by the Learn examples' names (issue 30: never "Seat 0").
    assert page.deltas_label.text() == "An: +6   Bình: -2   Chi: -2   Dũng: -2"
    assert [page.seat_box.itemText(i) for i in range(4)] == ["An (dealer)", "Bình", "Chi",
                                                             "Dũng"]
    assert [page.dealer_box.itemText(i) for i in range(4)] == ["An", "Bình", "Chi", "Dũng"]
    assert [cb.text() for cb in page.in_boxes] == ["An", "Bình", "Chi", "Dũng"]
    # The same hand won on a discard from player 1 (the seat after the winner).
    button = page.win_buttons[WinType.DISCARD]
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))
    page.from_box.setCurrentIndex(1)
    assert page.deltas_text() == (1, -1, 0, 0)
    # Without its last tile the hand is 13 tiles: no win, its waits instead...
    last = page.hand_strip.buttons[len(page.hand) - 1]
    qtbot.mouseClick(last, Qt.MouseButton.LeftButton)
    assert len(page.hand) == 13
    assert page.deltas_text() is None and not page.send_button.isEnabled()
    assert not page.deltas_label.isVisibleTo(page) and page.patterns.rowCount() == 0
    # ...listed with the copies not in the hand and their value (5m: plain win 1).
    assert [(str(w.tile), w.unseen, w.calculation.score.value)  # type: ignore[union-attr]
            for w in page.waits] == [("5m", 2, 1)]
    assert [page.waits_table.item(0, c).text() for c in range(3)] == ["5 Characters", "2", "1"]
    # ...and every profile's waits and best value in the comparison.
    hand13 = parse("123456m234p789p5m")
    for (name, best, waits), pid in zip(page.compare_rows(), PROFILE_IDS, strict=True):
        found = calc.wait_values(get_profile(pid), hand13, (),
                                 Situation(win=WinType.DISCARD, discarder=1))
        assert isinstance(found, list)
        assert name == texts.profile_short(pid) and waits == "5 Characters"
        assert best == texts.number(max(w.calculation.score.value  # type: ignore
                                        for w in found if w.calculation.score))


def test_text_box_and_tiles_stay_in_sync(page: CalculatorPage, qtbot) -> None:
    click_tiles(page, qtbot, "123m")
    assert page.text.text() == "123m"
    page.text.clear()
    qtbot.keyClicks(page.text, "111m222m333p444p55m")
    assert [str(t) for t in page.hand] == [str(t) for t in parse("111m222m333p444p55m")]
    assert len(page.hand_strip.buttons) == 14
    assert page.tile_buttons[parse("1m")[0]].text() == "×1"
    assert page.deltas_text() == (9, -3, -3, -3)  # example 2: all pongs, 3 from each
    qtbot.mouseClick(page.hand_strip.buttons[0], Qt.MouseButton.LeftButton)
    assert page.text.text() == "11222m333444p55m"  # the compact notation
    # Melds typed in the box show as tiles too.
    page.text.clear()
    qtbot.keyClicks(page.text, "55p pong:1m kong:3m ankong:7p pong:9p")
    assert [str(m) for m in page.melds] == ["pong:1m", "kong:3m", "ankong:7p", "pong:9p"]
    assert len(page.hand_strip.buttons) == 2 + 3 + 4 + 4 + 3


@pytest.mark.parametrize("typed, code, named", [
    pytest.param("12x", "unknown_letter", "x", id="letter"),
    pytest.param("11111m", "fifth_copy", "1 Characters", id="fifth_copy_names_the_tile"),
    pytest.param("123m chow:8m", "chow_start", "chow:8m", id="chow_8m"),
    pytest.param("123m kong:10m", "rank_zero", "", id="kong_10m"),
    pytest.param("123m bong:5m", "meld_kind", "bong:5m", id="meld_kind"),
])
def test_bad_text_gives_one_clear_message(page: CalculatorPage, qtbot, typed: str, code: str,
                                          named: str) -> None:
    page.profile_box.setCurrentIndex(page.profile_box.findData("hk-modern"))
    qtbot.keyClicks(page.text, typed)
    result = page.state.result()
    assert isinstance(result, Problem) and result.code == code
    assert page.message_label.text() == page.problem_text(result)
    assert named in page.message_label.text()


def commit(widget: QWidget, text: str) -> None:
    """Text committed by an input method (a Chinese or Japanese keyboard), as it arrives."""
    event = QInputMethodEvent()
    event.setCommitString(text)
    QApplication.sendEvent(widget, event)


def test_full_width_input_from_a_cjk_keyboard(page: CalculatorPage, qtbot) -> None:
    page.text.setFocus()
    commit(page.text, "１２３４５６ｍ２３４ｐ７８９ｐ５５ｍ")
    assert page.deltas_text() == (6, -2, -2, -2)
    page.text.clear()
    commit(page.text, "５５ｐ\u3000ｐｏｎｇ：１ｍ\u3000ｋｏｎｇ：３ｍ　"
           "ａｎｋｏｎｇ：７ｐ　ｐｏｎｇ：９ｐ")
    assert [str(m) for m in page.melds] == ["pong:1m", "kong:3m", "ankong:7p", "pong:9p"]


def test_a_fifth_copy_cannot_be_added(page: CalculatorPage, qtbot) -> None:
    click_tiles(page, qtbot, "5m5m5m5m")
    button = page.tile_buttons[parse("5m")[0]]
    assert button.text() == "×0"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # refused, and the page says why
    assert page.hand.count(parse("5m")[0]) == 4
    assert page.notice_label.isVisibleTo(page)
    assert page.notice_label.text() == page.problem_text(
        Problem("no_copies_left", (("tile", "5m"), ("mode", "hand"), ("left", "0"))))
    assert "5 Characters" in page.notice_label.text()
    # A pong needs three free copies: with four in hand, none can be built either.
    page.mode_buttons["pong"].setChecked(True)
    assert not page.add_tile(parse("5m")[0]) and not page.melds
    notice = page.notice_label.text()
    assert "5 Characters" in notice and notice != page.problem_text(
        Problem("no_copies_left", (("tile", "5m"), ("mode", "hand"), ("left", "0"))))
    # The next accepted click clears the notice.
    page.mode_buttons["hand"].setChecked(True)
    assert page.add_tile(parse("1m")[0]) and not page.notice_label.isVisibleTo(page)


def test_a_pong_with_no_copies_left_says_why(page: CalculatorPage, qtbot) -> None:
    click_tiles(page, qtbot, "7p7p")
    page.mode_buttons["pong"].setChecked(True)
    qtbot.mouseClick(page.tile_buttons[parse("7p")[0]], Qt.MouseButton.LeftButton)
    assert not page.melds and page.notice_label.isVisibleTo(page)
    assert "7 Dots" in page.notice_label.text() and "2" in page.notice_label.text()


def test_an_impossible_event_is_refused_with_its_reason(page: CalculatorPage, qtbot) -> None:
    page.set_notation("123456m234p789p55m")
    box = page.event_checks["kong-bloom"]
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert not box.isChecked() and "kong-bloom" not in page.state.events
    assert page.notice_label.text() == page.problem_text(
        Problem("event_refused", (("event", "kong-bloom"),)))
    assert page.deltas_text() == (6, -2, -2, -2)  # the win itself stands


# Numbers a result shows: values, deltas, amounts ("+6", "-2", "1,000", "16").
NUMBER = re.compile(r"[+\-]?\d+")
INPUTS = ("notation", "calc_profile", "calc_from", "calc_seat", "calc_dealer", "calc_void",
          "calc_prevailing")


def shown_numbers(page: CalculatorPage) -> set[str]:
    """Every number in the text of a visible widget of the page that is not an input (the
    notation box, the seat and option boxes, the palette's tile pictures and the in-seat
    boxes hold the input itself), and in every item of every visible table."""
    found: set[str] = set()
    for w in page.findChildren(QWidget):
        if not w.isVisibleTo(page) or w.objectName().startswith(INPUTS + ("in_", "calc_option",
                                                                          "palette_", "mode_",
                                                                          "event_", "win_")):
            continue
        if isinstance(w, QLabel | QAbstractButton) and w.objectName() != "hand_hint":
            found |= set(NUMBER.findall(w.text()))
        if isinstance(w, QTableWidget):
            for r in range(w.rowCount()):
                for c in range(w.columnCount()):
                    item = w.item(r, c)
                    if item is not None:
                        found |= set(NUMBER.findall(item.text()))
    return found


@pytest.mark.parametrize("edit", [
    pytest.param("x", id="a_letter"),
    pytest.param(" kong:10m", id="kong_10m"),
    pytest.param(" 1f", id="a_bonus_tile_in_sichuan"),
    pytest.param(" chow:8m", id="chow_8m"),
    pytest.param("5", id="digits_without_a_suit"),
    pytest.param("5m5m5m", id="a_fifth_copy"),
])
def test_an_invalid_edit_leaves_no_old_number(page: CalculatorPage, qtbot, edit: str) -> None:
    page.text.clear()
    qtbot.keyClicks(page.text, "111m222m333p444p55m")
    before = shown_numbers(page)
    assert {"+9", "-3"} <= before  # docs/rules.md §4 example 2: all pongs, 3 from each
    assert page.send_button.isEnabled() and page.copy_button.isEnabled()
    assert page.compare_table.rowCount() == len(PROFILE_IDS)
    qtbot.keyClicks(page.text, edit)
    assert isinstance(page.state.result(), Problem)
    assert shown_numbers(page) <= set(NUMBER.findall(page.message_label.text()))
    assert not page.compare_table.isVisibleTo(page) and page.compare_rows() == []
    assert not page.waits_box.isVisibleTo(page)
    assert page.deltas_text() is None and page.deltas_label.text() == ""
    assert not page.send_button.isEnabled() and not page.copy_button.isEnabled()
    assert page.copy_text() == "" and not page.send()
    assert all(b.text() in ("", "✓") for b in page.tile_buttons.values())  # no stale counts


def test_invalid_situations_are_explained(page: CalculatorPage, qtbot) -> None:
    page.set_notation(EXAMPLE_1)
    page.in_boxes[0].setChecked(False)
    assert page.message_label.text() == texts.invalid("winner_not_in")
    page.in_boxes[0].setChecked(True)
    page.void_box.setCurrentIndex(page.void_box.findData("m"))
    assert page.message_label.text() == texts.not_win("void_suit_in_hand")


@pytest.mark.parametrize("text, args", [
    pytest.param(EXAMPLE_1, (), id="plain_self_draw"),
    pytest.param("111333555777m99m", (), id="pure_all_pongs"),
    pytest.param("11223344m5555p66p", ("--win", "discard", "--from", "2"), id="dragon_pairs"),
    pytest.param("55p pong:1m kong:3m ankong:7p pong:9p", ("--event", "kong-bloom"),
                 id="golden_hook_bloom"),
])
def test_comparison_equals_the_score_command(page: CalculatorPage, qtbot,
                                             capsys: pytest.CaptureFixture[str], text: str,
                                             args: tuple[str, ...]) -> None:
    if "--win" in args:
        page.win_buttons[WinType.DISCARD].setChecked(True)
        page.from_box.setCurrentIndex(int(args[-1]))
    if "--event" in args:
        page.event_checks[args[-1]].setChecked(True)
    page.set_notation(text)
    rows = page.compare_rows()
    assert len(rows) == len(PROFILE_IDS)
    words = text.split()
    meld_args = [x for m in words[1:] for x in ("--meld", m)]
    for (name, value, deltas), pid in zip(rows, PROFILE_IDS, strict=True):
        extra = list(args)
        if pid.startswith("hk-") and "kong-bloom" in extra:
            extra[extra.index("kong-bloom")] = "replacement"  # Hong Kong's name for it
        code = cli.dispatch(["score", "--rules", pid, words[0], *meld_args, *extra,
                             "--json"])
        out = json.loads(capsys.readouterr().out)
        assert name == texts.profile_short(pid)
        if code == 1:  # not a win under these rules (e.g. seven pairs in Hong Kong)
            assert value == "–" and deltas == texts.short_reason(out["reason"])
            continue
        assert code == 0
        # In the interface language's numbers (grouped: 1,000 once English is chosen).
        assert value == texts.number(out["value"])
        assert deltas == " ".join(texts.signed(d) for d in out["deltas"])


def test_examples_load(page: CalculatorPage, qtbot) -> None:
    for example in EXAMPLES:
        page.load_example(example)
        assert page.calculation is not None and page.calculation.score is not None, (
            example.title, page.message_label.text())
    page.load_example(EXAMPLES[2])  # example 1 with player 3 out
    assert page.deltas_text() == (4, -2, -2, 0)


def test_copy_text(page: CalculatorPage, qtbot) -> None:
    page.set_notation("111m222m333p444p55m")
    text = page.copy_text()
    assert "111222m333444p55m" in text and "All pongs" in text and "An: +9" in text


@pytest.mark.parametrize("index, deltas", [
    # docs/rules.md §3: South (seat 1) wins 5 faan; Modern from West's discard: West pays 2P = 48.
    pytest.param(-2, (0, 48, -48, 0), id="hk_modern_discard"),
    # Classical self-draw: East 16 x2 x2 = 64, West and North 16 x2 = 32: +128.
    pytest.param(-1, (-64, 128, -32, -32), id="hk_classical_self_draw"),
])
def test_hong_kong_examples(page: CalculatorPage, qtbot, index: int,
                            deltas: tuple[int, ...]) -> None:
    page.load_example(EXAMPLES[index])
    assert page.one_win
    assert page.deltas_text() == deltas
    assert all(b.isVisible() for b in (*page.honour_buttons, *page.bonus_buttons))


def test_hong_kong_minimum(page: CalculatorPage, qtbot) -> None:
    page.profile_box.setCurrentIndex(page.profile_box.findData("hk-modern"))
    # All chows on a discard, with an exposed chow: only "no bonus tiles" (1 faan) < 3.
    page.win_buttons[WinType.DISCARD].setChecked(True)
    page.set_notation("456p789s234m55p chow:1m")
    assert page.message_label.text() == texts.not_win("below_minimum")
    # Switching to a Sichuan profile removes what Sichuan cannot hold (the chow), keeps the
    # rest, and says so.
    page.profile_box.setCurrentIndex(page.profile_box.findData("mil"))
    assert not page.melds and page.hand == list(parse("456p789s234m55p"))
    assert page.notice_label.isVisibleTo(page)  # the chow by its tiles' names, not "chow:1m"
    assert "removed: 1 2 3 Characters." in page.notice_label.text()
    assert "chow:" not in page.notice_label.text()
    assert page.text.text() == page.notation()


def test_hong_kong_waits_show_faan_and_base_points(page: CalculatorPage, qtbot) -> None:
    page.profile_box.setCurrentIndex(page.profile_box.findData("hk-modern"))
    page.set_notation("123456m555z99p11s")  # 13 tiles: a shanpon on 9p and 1s
    found = calc.wait_values(get_profile("hk-modern"), parse("123456m555z99p11s"), (),
                             page.state.situation())
    assert isinstance(found, list)
    rows = [[page.waits_table.item(r, c).text() for c in range(3)]
            for r in range(page.waits_table.rowCount())]
    hand = parse("123456m555z99p11s")
    expected = []
    for w in found:
        sc = w.calculation.score
        assert sc is not None
        left = 4 - hand.count(w.tile)  # copies not in the hand
        expected.append([texts.tile(w.tile), str(left), f"{sc.faan} faan, base {sc.value}"])
    assert rows == expected
    assert rows[0][2] == "4 faan, base 16"  # self-draw, concealed, dragon pong, no bonus


def test_switching_profile_rereads_the_text(page: CalculatorPage, qtbot) -> None:
    page.profile_box.setCurrentIndex(page.profile_box.findData("mil"))
    qtbot.keyClicks(page.text, "12345678911m pong:7z")
    assert isinstance(page.state.result(), Problem)  # no honours in Sichuan
    page.profile_box.setCurrentIndex(page.profile_box.findData("hk-modern"))
    hand, melds, _ = parse_hand("12345678911m pong:7z")
    assert page.calculation == calc.calculate(get_profile("hk-modern"), hand, melds,
                                              page.state.situation())
    assert page.calculation is not None and page.calculation.score is not None


def test_hong_kong_seats_are_winds(page: CalculatorPage, qtbot) -> None:
    page.load_example(EXAMPLES[-1])  # South self-draws
    assert page.seat_box.currentText() == "Bình (South)"
    assert page.deltas_label.text() == \
        "An (East): -64   Bình (South): +128   Chi (West): -32   Dũng (North): -32"
    page.dealer_box.setCurrentIndex(1)  # Bình deals: Bình's seat is East now
    assert page.seat_box.currentText() == "Bình (East)"
    assert page.deltas_label.text().startswith("An (North): ")
    assert page.dealer_box.currentText() == "Bình"


@pytest.mark.parametrize("profile_id", PROFILE_IDS)
def test_option_boxes_follow_the_profile(page: CalculatorPage, profile_id: str) -> None:
    """The boxes shown are the profile's own options that change one win's value, with its
    choices and defaults; the match length and the wall-end options are not offered."""
    page.profile_box.setCurrentIndex(page.profile_box.findData(profile_id))
    profile = PROFILES[profile_id]
    shown = {k: [b.itemData(i) for i in range(b.count())]
             for k, b in page.option_boxes.items() if b.isVisibleTo(page)}
    assert shown == {k: list(v) for k, v in profile.option_choices.items()
                     if v and k in WIN_VALUE_OPTIONS}
    assert page.options() == {k: profile.options[k] for k in shown}
    assert not {"hands", "games", "rounds", "refund_by", "refund_to", "pig_pays"} & set(shown)


def test_an_option_changes_the_value_and_travels(page: CalculatorPage, qtbot) -> None:
    page.profile_box.setCurrentIndex(page.profile_box.findData("hk-modern"))
    page.win_buttons[WinType.DISCARD].setChecked(True)
    page.set_notation("456p789s234m55p chow:1m")  # 1 faan: below the default minimum of 3
    assert page.calculation is None or page.calculation.score is None
    box = page.option_boxes["min_faan"]
    box.setCurrentIndex(box.findData("1"))
    assert page.calculation is not None and page.calculation.score is not None
    page.profile_box.setCurrentIndex(page.profile_box.findData("hk-classical"))
    assert page.options()["min_faan"] == "1"  # the same option of the other profile is kept
    with qtbot.waitSignal(page.send_to_scorebook) as sent:
        assert page.send()
    assert sent.args[0] == "hk-classical" and sent.args[1]["min_faan"] == "1"


def test_hostile_text_never_leaves_a_stale_or_broken_message(page: CalculatorPage) -> None:
    """Seeded random notation, profile switches, win types and event boxes: every problem is
    one filled-in message with Send, Copy and the comparison off; every win can be sent."""
    import random

    rng = random.Random(16)
    bits = ["1", "5", "9", "0", "m", "p", "s", "z", "f", "x", " ", ":", "pong:", "kong:",
            "chow:", "ankong:", "１", "ｍ", "\u3000", "%1", "é", "55m", "123p", "7z", "1f"]
    for _ in range(150):
        if rng.random() < 0.2:
            page.profile_box.setCurrentIndex(rng.randrange(len(PROFILE_IDS)))
        if rng.random() < 0.3:
            list(page.win_buttons.values())[rng.randrange(3)].setChecked(True)
        if rng.random() < 0.3:
            box = rng.choice(list(page.event_checks.values()))
            if box.isVisibleTo(page):
                box.click()
        text = rng.choice(["123456m234p789p55m", "111m222m333p444p55m",
                           "55p pong:1m kong:3m ankong:7p pong:9p", ""])
        text += "".join(rng.choice(bits) for _ in range(rng.randint(0, 4)))
        page.set_notation(text)
        result = page.state.result()
        message = page.message_label.text()
        assert "%1" not in message.replace(text, "") and "%2" not in message
        if isinstance(result, Problem):
            assert message == page.problem_text(result)
            assert not page.send_button.isEnabled() and not page.copy_button.isEnabled()
            assert not page.compare_table.isVisibleTo(page)
        elif result.status == "win":
            assert page.send_button.isEnabled() and page.deltas_text() == result.deltas


def test_send_says_what_the_calculator_assumed(page: CalculatorPage, qtbot) -> None:
    """Send hands the Scorebook the ledger event and, just before, the calculator's own
    numbers and assumptions (dealer, players in, prevailing wind) to show beside the
    session's when they differ."""
    page.dealer_box.setCurrentIndex(2)
    page.in_boxes[3].setChecked(False)
    page.set_notation("111m222m333p444p55m")
    want = calc.calculate(get_profile("mahjchina"), parse("111m222m333p444p55m"), (),
                          Situation(dealer=2, in_seats=frozenset({0, 1, 2})))
    assert page.send_button.toolTip() and page.send_button.isEnabled()
    with qtbot.waitSignal(page.send_details) as details, \
            qtbot.waitSignal(page.send_to_scorebook) as sent:
        assert page.send()
    assert details.args[0] == {"profile": "mahjchina", "value": want.score.value,  # type: ignore
                               "deltas": list(want.deltas), "dealer": 2,
                               "in_seats": [0, 1, 2], "prevailing": None}
    assert sent.args[0] == "mahjchina" and sent.args[2] == {
        "type": "win", "seat": 0, "hand": "111222m333444p55m"}
    shown = page.last_sent  # what the main window hands to ScorebookPage.receive_win
    assert shown is not None and (shown.dealer, shown.in_seats, shown.prevailing,
                                  shown.deltas) == (2, (0, 1, 2), None, want.deltas)
