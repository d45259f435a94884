"""The guided first hand's page: the step's explanation beside the table, only the step's
action enabled, a wrong tile answered with its refusal, Restart, Leave, the Learn link, and
every word translated (issue 12, item 2)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, Qt

from mahjong_gui.engine.legal import Act
from mahjong_gui.engine.tiles import Tile, parse
from mahjong_gui.guided import FAMILIES, REFUSALS, lesson
from mahjong_gui.ui import i18n, texts
from mahjong_gui.ui.guided_page import CONTEXT, EXPLANATIONS, GuidedPage

ROOT = Path(__file__).resolve().parents[2]
SOURCE = ROOT / "mahjong_gui" / "ui" / "guided_page.py"


def t(text: str) -> Tile:
    return parse(text)[0]


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
    return found | set(EXPLANATIONS.values())


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
