"""The guided first hand's page: the step's explanation beside the table, only the step's
action enabled, a wrong tile answered with its refusal, Restart, Leave, the Learn link, and
every word translated (issue 12, item 2)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.guided import FAMILIES, REFUSALS, lesson, lesson_profile
from mahjong_gui.ui import i18n, texts
from mahjong_gui.ui.guided_page import CONTEXT, END_TEXTS, EXPLANATIONS, GuidedPage
from mahjong_gui.ui.settings import (
    KEY_FIRST_HAND_DONE,
    offer_first_hand,
    open_settings,
)
from tests.helpers import t

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "mahjong_gui" / "ui" / "guided_page.py"


@pytest.fixture(autouse=True)
def own_settings(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Every test here has its own settings folder (finishing a lesson writes to it)."""
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))


@pytest.fixture()
def page(qtbot) -> GuidedPage:
    p = GuidedPage()
    qtbot.addWidget(p)
    p.resize(1120, 720)
    p.show()
    qtbot.waitExposed(p)
    return p


@pytest.fixture()
def vietnamese(qapp):
    i18n.install_translators(QCoreApplication.instance(), "vi")
    yield "vi"
    i18n.install_translators(QCoreApplication.instance(), "en")


def click_tile(page: GuidedPage, qtbot, tile: Tile) -> None:
    """A real mouse click on the first tile ``tile`` of the learner's hand."""
    table = page.table
    index = next(i for i, item in enumerate(table.hand_items) if item.tile == tile)
    item = table.hand_items[index]
    centre = item.mapToScene(item.boundingRect().center())
    pos: QPoint = table.mapFromScene(centre)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def button(page: GuidedPage, act: Act | None):
    return next(b for b, a in page.action_buttons
                if (a is None and act is None) or (a is not None and a.act is act))


def go_on(page: GuidedPage, qtbot) -> None:
    """Take the current step the way a learner does: Continue, the tile, or the button."""
    step = page.step()
    assert step is not None
    if step.is_pause:
        qtbot.mouseClick(page.continue_button, Qt.MouseButton.LeftButton)
    elif step.action.act is Act.DISCARD:  # what a click on the tile calls
        table = page.table
        table.tile_clicked(next(i for i, item in enumerate(table.hand_items)
                                if item.tile == step.action.tile))
    elif step.action.act is Act.EXCHANGE:
        qtbot.mouseClick(button(page, None), Qt.MouseButton.LeftButton)
    else:
        right = next(b for b, a in page.action_buttons if a == step.action)
        qtbot.mouseClick(right, Qt.MouseButton.LeftButton)


def test_first_discard_then_the_next_explanation(page: GuidedPage, qtbot) -> None:
    page.start("hong-kong")
    steps = lesson("hong-kong").steps
    assert page.explanation_label.text() == page.explain(steps[0].explanation)
    assert "Plum" in page.explanation_label.text()
    qtbot.mouseClick(page.continue_button, Qt.MouseButton.LeftButton)
    assert page.hand.step_number == 1
    assert page.table.selectable == {t("9s")}  # only the right tile can go
    # A wrong tile: refused with its explanation, nothing played.
    before = page.hand.events
    click_tile(page, qtbot, t("8m"))
    assert page.refusal_label.text() == page.explain("hk.first_discard.other")
    assert page.refusal_label.text().startswith("Discard 9 Bamboo")
    assert page.hand.events == before and page.hand.step_number == 1
    # The right tile: the next step's explanation (the chow) is shown.
    click_tile(page, qtbot, t("9s"))
    assert page.hand.step_number == 2
    assert page.refusal_label.text() == ""
    assert page.explanation_label.text() == page.explain("hk.chow")
    assert "1 Characters" in page.explanation_label.text()
    # Only the chow is enabled; letting it go is offered but disabled.
    offered = {a.act: on for a, on in page.offered_actions() if a is not None}
    assert offered == {Act.CHOW: True, Act.PASS: False}
    assert page.step_label.text() == "Step 3 of 11"


def test_restart_and_leave(page: GuidedPage, qtbot) -> None:
    page.start("sichuan")
    first = page.explanation_label.text()
    for _ in range(4):
        go_on(page, qtbot)
    assert page.hand.step_number == 4 and page.explanation_label.text() != first
    qtbot.mouseClick(page.restart_button, Qt.MouseButton.LeftButton)
    assert page.hand.step_number == 0 and page.explanation_label.text() == first
    with qtbot.waitSignal(page.left):
        qtbot.mouseClick(page.leave_button, Qt.MouseButton.LeftButton)
    assert page.hand is None and not page.action_buttons


def test_the_exchange_takes_only_the_lessons_three(page: GuidedPage, qtbot) -> None:
    page.start("sichuan")
    assert page.table.exchange_mode and len(page.table.exchange_selection) == 3
    assert page.table.exchange_tiles() == lesson("sichuan").steps[0].action.tiles
    click_tile(page, qtbot, t("1s"))  # put one back and pick the 7s instead
    click_tile(page, qtbot, t("7s"))
    qtbot.mouseClick(button(page, None), Qt.MouseButton.LeftButton)
    assert page.refusal_label.text() == page.explain("sichuan.exchange.other")
    assert page.hand.step_number == 0
    click_tile(page, qtbot, t("7s"))
    click_tile(page, qtbot, t("1s"))
    qtbot.mouseClick(button(page, None), Qt.MouseButton.LeftButton)
    assert page.hand.step_number == 1 and not page.table.exchange_mode
    qtbot.mouseClick(page.restart_button, Qt.MouseButton.LeftButton)
    click_tile(page, qtbot, t("1s"))  # a changed pick, then Restart: the three again
    qtbot.mouseClick(page.restart_button, Qt.MouseButton.LeftButton)
    assert page.table.exchange_tiles() == lesson("sichuan").steps[0].action.tiles
    qtbot.mouseClick(button(page, None), Qt.MouseButton.LeftButton)
    offered = {a.suit: on for a, on in page.offered_actions() if a is not None}
    assert offered == {"m": False, "p": False, "s": True}


@pytest.mark.parametrize("family", FAMILIES)
def test_played_to_the_settlement_with_the_engines_rows(page: GuidedPage, qtbot,
                                                        family: str) -> None:
    page.start(family)
    for _ in range(len(lesson(family).steps)):
        if page.step().kind == "settlement":
            break
        go_on(page, qtbot)
    rows = page.hand.settlement()
    assert page.settlement.isVisible()
    assert page.settlement.rowCount() == len(rows) + 5  # the rows, a heading, four totals
    end = page.hand.hand_end()
    assert page.settlement.item(len(rows) + 1, 2).text() == texts.signed(end.deltas[0])
    assert end.deltas[0] > 0
    go_on(page, qtbot)
    assert page.hand.finished and page.step_label.text() == "The lesson is over."


def test_more_about_this_opens_the_steps_learn_page(page: GuidedPage, qtbot) -> None:
    page.start("sichuan")
    step = page.step()
    assert f'href="{step.page}"' in page.more_link.text()
    with qtbot.waitSignal(page.open_learn_page) as got:
        page.more_link.linkActivated.emit(step.page)
    assert got.args == [step.page]


def test_every_explanation_id_has_a_text() -> None:
    ids = {s.explanation for f in FAMILIES for s in lesson(f).steps}
    ids |= {s.refusal for f in FAMILIES for s in lesson(f).steps if s.refusal}
    ids |= set(REFUSALS)
    assert ids <= set(EXPLANATIONS)
    assert set(EXPLANATIONS) <= ids  # no text left over


def _sources() -> set[str]:
    code = SOURCE.read_text("utf-8")
    found = set(re.findall(r'self\.tr\(\s*"((?:[^"\\]|\\.)*)"', code))
    return found | set(EXPLANATIONS.values()) | set(END_TEXTS.values())


# A translation may equal its English source only where the words are the same in that
# language (pong and kong are written so in Vietnamese).
SAME_IN_VI = {"Pong %1", "Kong %1"}


def test_every_string_of_the_page_is_translated_in_every_language() -> None:
    sources = _sources()
    assert len(sources) > 60
    for lang in ("vi", "zh_Hans", "zh_Hant", "ja", "id"):
        tree = ET.parse(ROOT / "translations" / f"mahjong_gui_{lang}.ts")
        done = {}
        for ctx in tree.getroot().iter("context"):
            if ctx.findtext("name") != CONTEXT:
                continue
            for msg in ctx.iter("message"):
                tr = msg.find("translation")
                if tr is not None and tr.get("type") not in ("unfinished", "vanished",
                                                              "obsolete") and tr.text:
                    done[msg.findtext("source")] = tr.text
        missing = sources - set(done)
        assert not missing, (lang, sorted(missing))
        for src in sources:
            for placeholder in re.findall(r"%\d", src):
                assert placeholder in done[src], (lang, src)


@pytest.mark.parametrize("family", FAMILIES)
def test_no_english_shown_in_vietnamese(qtbot, vietnamese, family: str) -> None:
    page = GuidedPage()
    qtbot.addWidget(page)
    page.resize(1120, 720)
    page.show()
    page.start(family)
    english = {QCoreApplication.translate("x", s) for s in _sources()} - SAME_IN_VI
    english = {re.split(r"%\d", s)[0].strip() for s in english}
    english = {s for s in english if len(s) > 6}  # a long enough English opening

    def shown() -> list[str]:
        out = [page.title_label.text(), page.step_label.text(),
               page.explanation_label.text(), page.refusal_label.text(),
               page.more_link.text(), page.continue_button.text(),
               page.restart_button.text(), page.leave_button.text()]
        out += [b.text() for b, _ in page.action_buttons]
        out += [b.toolTip() for b, _ in page.action_buttons]
        out += [page.worth_label.text(), page.next_title.text(), page.drill_button.text(),
                page.drill_button.toolTip(), page.game_button.text(),
                page.game_button.toolTip()]
        out += [b.text() for b in page.next_lesson_buttons.values()]
        table = page.settlement
        out += [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        out += [table.item(r, c).text() for r in range(table.rowCount())
                for c in range(table.columnCount()) if table.item(r, c) is not None]
        return out

    for _ in range(len(lesson(family).steps) + 1):
        step = page.step()
        if step is not None and not step.is_pause and step.action.act is Act.DISCARD:
            wrong = next(x for x in page.hand.view().hand if x != step.action.tile)
            page.play(type(step.action)(Act.DISCARD, wrong))  # a refusal, in Vietnamese
        for text in shown():
            for source in english:
                assert source not in text, (text, source)
        if step is None:
            break
        go_on(page, qtbot)
    assert page.hand.finished


def finish(page: GuidedPage, qtbot, family: str) -> None:
    page.start(family)
    while page.step() is not None:
        go_on(page, qtbot)


# The learner's win in each lesson, in the shown words: the Won event's units, patterns and
# value, and what its payments paid seat 0 (the mil win: root 1 fan, base 2, paid by the
# discarder; Mahjong Soul: 2 han, 2000; Hong Kong: 5 faan, base 24, the discarder pays x4).
WORTH = {
    "sichuan-mil": "What your win was worth: 1 fan (Plain win, Root), a base of 2 points. "
                   "The settlement paid you 2 for it.",
    "sichuan": "What your win was worth: 2 han (Plain win, Root), a base of {n2000} points. "
               "The settlement paid you {n2000} for it.",
    # mahjchina: a plain win's base 1 doubled by the root; competition: 4 fan capped at 3
    "sichuan-mahjchina": "What your win was worth: a base of 2 points (Plain win, Root). The "
                         "settlement paid you 2 for it.",
    "sichuan-competition": "What your win was worth: 4 fan (All pongs, Pure one suit, Root), a "
                           "base of 8 points. The settlement paid you 8 for it.",
    "hong-kong": "What your win was worth: 5 faan ({names}), a base of 24 points. The "
                 "settlement paid you 96 for it.",
}


@pytest.mark.parametrize("family", FAMILIES)
def test_the_end_says_what_the_win_was_worth(page: GuidedPage, qtbot, family: str) -> None:
    page.start(family)
    assert not page.worth_label.isVisible()
    while page.step().kind != "settlement":
        go_on(page, qtbot)
        assert page.hand.finished or not page.next_box.isVisible()
    (won,) = [e for e in page.hand.events if isinstance(e, ev.Won) and e.seat == 0]
    paid = sum(p.amount for p in won.payments if p.payee == 0)
    assert page.worth_label.isVisible()
    assert texts.number(won.value) in page.worth_label.text()
    assert f"paid you {texts.number(paid)} for it" in page.worth_label.text()
    names = texts.patterns([(pid, n) for pid, _, n in won.patterns])
    want = WORTH[family].format(names=names, n2000=texts.number(2000))
    assert page.worth_label.text() == want
    assert not page.next_box.isVisible()  # the next step once the lesson is over
    go_on(page, qtbot)
    assert page.hand.finished and page.worth_label.text() == want
    assert page.worth_label.isVisible() and page.next_box.isVisible()


def test_finishing_is_remembered_and_told(page: GuidedPage, qtbot) -> None:
    assert offer_first_hand(open_settings())
    with qtbot.waitSignal(page.completed) as got:
        finish(page, qtbot, "sichuan-mil")
    assert got.args == ["sichuan-mil"]
    assert not offer_first_hand(open_settings())
    assert open_settings().value(KEY_FIRST_HAND_DONE) in (True, "true")


@pytest.mark.parametrize("value, offered", [(None, True), ("true", False), ("false", True),
                                            ("yes", True), ("1", True), ("@Rect(1 2 3 4)", True)])
def test_the_offer_reader_takes_only_true_or_false(value, offered) -> None:
    settings = open_settings()
    if value is None:
        settings.remove(KEY_FIRST_HAND_DONE)
    else:
        settings.setValue(KEY_FIRST_HAND_DONE, value)
    assert offer_first_hand(settings) is offered


# The lesson each lesson's end offers next: the lessons in order, the first after the last.
NEXT = {"sichuan-mil": "sichuan-mahjchina", "sichuan-mahjchina": "sichuan-competition",
        "sichuan-competition": "sichuan", "sichuan": "hong-kong", "hong-kong": "sichuan-mil"}


def test_the_next_step_buttons(page: GuidedPage, qtbot) -> None:
    assert set(NEXT) == set(FAMILIES) and set(NEXT.values()) == set(FAMILIES)
    finish(page, qtbot, "sichuan-mil")
    shown = {f for f, b in page.next_lesson_buttons.items() if b.isVisible()}
    assert shown == {"sichuan-mahjchina"}
    nxt = page.next_lesson_buttons["sichuan-mahjchina"]
    assert nxt.text() == "Next lesson: mahjchina"
    assert nxt.toolTip() == texts.profile("mahjchina")
    with qtbot.waitSignal(page.drill_requested) as got:
        qtbot.mouseClick(page.drill_button, Qt.MouseButton.LeftButton)
    assert got.args == ["mil"]
    with qtbot.waitSignal(page.game_requested) as got:
        qtbot.mouseClick(page.game_button, Qt.MouseButton.LeftButton)
    assert got.args == ["mil"]
    qtbot.mouseClick(nxt, Qt.MouseButton.LeftButton)
    assert page.family == "sichuan-mahjchina" and page.hand.step_number == 0
    assert page.hand.lesson.profile_id == "mahjchina" and not page.next_box.isVisible()
    for family in FAMILIES[1:]:
        finish(page, qtbot, family)
        assert {f for f, b in page.next_lesson_buttons.items() if b.isVisible()} == {
            NEXT[family]}, family
    assert page.family == "hong-kong"
    with qtbot.waitSignal(page.game_requested) as got:
        qtbot.mouseClick(page.game_button, Qt.MouseButton.LeftButton)
    assert got.args == [lesson_profile("hong-kong")] == ["hk-modern"]


# -- the window: the newcomer's way in and the next steps ----------------------------------


def test_the_welcome_offers_the_guided_hand_until_one_is_finished(window, qtbot) -> None:
    from PySide6.QtWidgets import QStackedWidget

    play = window.play_page
    window.show()
    qtbot.waitExposed(window)
    button = play.newcomer_button
    assert button.isVisible() and button.text() == "New to mahjong? Play a guided first hand"
    assert play.welcome.isVisible()
    # Below the welcome, inside the table.
    assert button.y() > play.welcome.y() + play.welcome.height()
    assert button.geometry().bottom() < play.table.height()
    assert play.controller.settings.profile == "mil" and play.first_hand_lesson() == "sichuan-mil"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    stack = window.findChild(QStackedWidget, "content")
    guided = window.guided_page
    assert stack.currentWidget() is guided and guided.family == "sichuan-mil"
    while guided.step() is not None:
        go_on(guided, qtbot)
    assert not button.isVisibleTo(play) and play.welcome.isVisibleTo(play)
    assert not offer_first_hand(open_settings())


@pytest.mark.parametrize("profile, family", [
    ("hk-classical", "hong-kong"), ("mahjchina", "sichuan-mahjchina"),
    ("competition", "sichuan-competition"), ("majsoul", "sichuan")])
def test_the_welcome_offers_the_last_chosen_profiles_lesson(window, qtbot, profile: str,
                                                            family: str) -> None:
    from mahjong_gui.ui.controller import GameSettings

    play = window.play_page
    play.controller.settings = GameSettings(profile)
    with qtbot.waitSignal(play.first_hand_requested) as got:
        play.newcomer_button.click()
    assert got.args == [family] and window.guided_page.family == family
    assert window.guided_page.hand.lesson.profile_id == lesson_profile(family)


def test_a_game_played_ends_the_offer(window, qtbot, monkeypatch, tmp_path) -> None:
    from mahjong_gui.ui.controller import GameSettings
    from mahjong_gui.ui.main_window import MainWindow

    play = window.play_page
    assert play.newcomer_button.isVisibleTo(play)
    play.start(GameSettings("mil", bots=("easy",) * 3, seed=3, speed=0))
    assert not play.newcomer_button.isVisibleTo(play)
    assert not offer_first_hand(open_settings())
    again = MainWindow()  # the next start: the same settings folder
    qtbot.addWidget(again)
    assert not again.play_page.newcomer_button.isVisibleTo(again.play_page)
    assert again.play_page.welcome.isVisibleTo(again.play_page)


def test_try_a_drill_and_play_a_real_game(window, qtbot) -> None:
    window.play_first_hand("hong-kong")
    guided = window.guided_page
    while guided.step() is not None:
        go_on(guided, qtbot)
    qtbot.mouseClick(guided.drill_button, Qt.MouseButton.LeftButton)
    assert window.current_area() == "drills"
    assert window.drills_page.profile_box.currentData() == "hk-modern"
    window.play_first_hand("sichuan-mil")
    while guided.step() is not None:
        go_on(guided, qtbot)
    qtbot.mouseClick(guided.game_button, Qt.MouseButton.LeftButton)
    assert window.current_area() == "play"
    from PySide6.QtWidgets import QStackedWidget

    assert window.findChild(QStackedWidget, "content").currentWidget() is window.play_page
    settings = window.play_page.controller.settings
    assert settings.profile == "mil" and settings.bots == ("easy", "easy", "easy")
    assert window.play_page.controller.match is not None


def test_a_game_kept_to_resume_means_no_newcomer(window, monkeypatch) -> None:
    from types import SimpleNamespace

    play = window.play_page
    assert play.newcomer_button.isVisibleTo(play)
    kept = SimpleNamespace(mtime=1_700_000_000.0)
    monkeypatch.setattr(play.controller, "kept_game", lambda: kept)
    play.retranslate()
    assert play.kept is kept and play.resume_button.isVisibleTo(play)
    assert not play.newcomer_button.isVisibleTo(play)
    assert offer_first_hand(open_settings())  # nothing written: only not offered beside it


@pytest.mark.parametrize("lang", ["en", "vi", "zh_Hans", "zh_Hant", "ja", "id"])
def test_the_end_fits_the_panel_in_every_language(qtbot, lang: str) -> None:
    """Every next-step button shows its whole label and the worth sentence wraps inside the
    panel, at the size the window test uses (1120 x 720)."""
    i18n.install_translators(QCoreApplication.instance(), lang)
    try:
        page = GuidedPage()
        qtbot.addWidget(page)
        page.resize(1120 - 180, 720)
        page.show()
        qtbot.waitExposed(page)
        for family in FAMILIES:
            finish(page, qtbot, family)
            buttons = [b for b in page.next_lesson_buttons.values() if b.isVisible()]
            buttons += [page.drill_button, page.game_button]
            assert len(buttons) == 3
            for b in buttons:
                assert b.sizeHint().width() <= b.width(), (lang, b.text())
            worth = page.worth_label
            assert worth.isVisible() and worth.height() >= worth.heightForWidth(worth.width())
    finally:
        i18n.install_translators(QCoreApplication.instance(), "en")
