"""The Learn area (ui/learn_page.py): numbers in the page language's format, tile pictures
that load, search, Back/Forward, and worked examples that open in the calculator and the
scorebook with the totals the page shows (pytest-qt, offscreen; the sideways test uses the CJK
fonts where installed)."""

from __future__ import annotations

import math
import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QUrl
from PySide6.QtGui import QFont, QFontDatabase, QImage, QTextDocument
from PySide6.QtWidgets import QStyle, QTextBrowser

from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.guided import FAMILIES
from mahjong_gui.learn import examples as ex
from mahjong_gui.learn.builder import FIT_TABLE, LABELS, build_page
from mahjong_gui.learn.pages import PAGE_IDS
from mahjong_gui.learn.text import plain_text
from mahjong_gui.ui import i18n, texts
from mahjong_gui.ui.calculator import CalculatorPage
from mahjong_gui.ui.learn_page import GROUP_TITLES, LABEL_SOURCES, LearnPage, QtWords
from mahjong_gui.ui.main_window import MainWindow
from mahjong_gui.ui.settings import CONFIG_DIR_ENV
from tests.ui.test_calculator_layout import clipped
from tests.ui.test_guided_page import go_on


@pytest.fixture()
def page(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> LearnPage:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))
    p = LearnPage()
    qtbot.addWidget(p)
    return p


def test_the_builders_words_are_all_translatable() -> None:
    assert LABEL_SOURCES == LABELS  # same keys, same English source texts
    assert set(GROUP_TITLES) == {"start", "strategy", "profiles", "examples", "reference"}


@pytest.mark.parametrize("lang, thousands", [("en", ","), ("vi", "."), ("id", "."),
                                             ("zh_Hans", ",")])
def test_numbers_follow_the_page_language(qapp, lang: str, thousands: str) -> None:
    # The Vietnamese page falls back to English text, but its numbers are Vietnamese.
    built = build_page("profile-majsoul", QtWords(lang))
    text = plain_text(built.html)
    start = PROFILES["majsoul"].start_score
    grouped = f"{start // 1000}{thousands}{start % 1000:03d}"
    assert grouped in text
    # the 1-han self-draw of docs/rules.md §4 example 6, as the engine settles it
    total = ex.settle(ex.EXAMPLES["majsoul-one-han-tsumo"]).totals[0]
    assert f"+{total // 1000}{thousands}{total % 1000:03d}" in text
    other = "." if thousands == "," else ","
    assert f"{start // 1000}{other}{start % 1000:03d}" not in text


def test_every_tile_picture_loads(page: LearnPage) -> None:
    names = {t for pid in PAGE_IDS for t in page.built(pid).tiles}
    assert len(names) > 30
    for name in names:
        image = page.browser.loadResource(QTextDocument.ResourceType.ImageResource.value,
                                          QUrl(f"tile:{name}"))
        assert isinstance(image, QImage) and not image.isNull(), name


def test_every_page_opens_from_the_contents(page: LearnPage) -> None:
    items = page.toc_items()
    assert list(items) == list(PAGE_IDS)
    for page_id, item in items.items():
        page.toc.itemClicked.emit(item, 0)
        assert page.current_page() == page_id
        assert page.current is not None and page.current.title in page.browser.toPlainText()


@pytest.mark.parametrize("profile_id", list(PROFILES))
def test_show_profile_opens_its_page_with_every_pattern(page: LearnPage,
                                                        profile_id: str) -> None:
    page.show_profile(profile_id)
    assert page.current_page() == f"profile-{profile_id}"
    text = page.browser.toPlainText()
    for row in ex.pattern_rows(PROFILES[profile_id]):
        assert texts.pattern(row.id) in text, row.id


def test_search_finds_a_page_by_a_word(page: LearnPage, qtbot) -> None:
    found = page.search_pages("flower pig")
    assert "profile-mil" in found and "faq-sichuan" in found and "play-hongkong" not in found
    assert page.search_pages("FLOWER Pig") == found
    gates = page.search_pages("nine gates")
    assert {"play-hongkong", "profile-hk-modern", "profile-hk-classical"} <= set(gates)
    assert "profile-mil" not in gates
    page.search.setText("thirteen orphans")
    assert page.results.isVisible() or not page.isVisible()
    titles = [page.results.item(i).text() for i in range(page.results.count())]
    assert "How to play Hong Kong mahjong" in titles
    item = page.results.item(titles.index("How to play Hong Kong mahjong"))
    page.results.itemClicked.emit(item)
    assert page.current_page() == "play-hongkong"
    page.search.setText("zzzz-no-such-word")
    assert page.results.count() == 0 and not page.no_results.isHidden()
    page.search.clear()
    assert not page.toc.isHidden() and page.results.isHidden()


def test_links_back_and_forward(page: LearnPage, qtbot) -> None:
    page.show()
    qtbot.waitExposed(page)
    assert page.current_page() == PAGE_IDS[0] and not page.back_button.isEnabled()
    page.follow(QUrl("learn:glossary#term-void"))
    assert page.current_page() == "glossary"
    page.follow(QUrl("learn:profile-mil"))
    assert page.current_page() == "profile-mil"
    page.back()
    assert page.current_page() == "glossary"
    page.browser.setFocus()
    qtbot.keyClick(page.browser, Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier)
    assert page.current_page() == PAGE_IDS[0]
    qtbot.keyClick(page.browser, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert page.current_page() == "glossary"
    page.forward_button.click()
    assert page.current_page() == "profile-mil" and not page.forward_button.isEnabled()
    page.back()
    page.follow(QUrl("learn:examples"))  # a new page drops the forward history
    assert page.current_page() == "examples" and not page.forward_button.isEnabled()
    assert not page.open_page("no-such-page") and page.current_page() == "examples"


def _shown_totals(html: str, example_id: str) -> tuple[int, ...]:
    start = html.index(f"name='ex-{example_id}'")
    m = re.search(r"<b>Total</b></td>(.*?)</tr>", html[start:])
    assert m is not None
    cells = re.findall(r"<b>([^<]*)</b>", m.group(1))
    return tuple(int(c.replace(",", "").replace("\u2212", "-")) for c in cells)


def test_open_in_the_calculator_shows_the_pages_totals(page: LearnPage, qtbot) -> None:
    calculator = CalculatorPage()
    qtbot.addWidget(calculator)
    page.open_in_calculator.connect(calculator.load_example)
    built = page.built("examples")
    opened = 0
    for example_id in built.examples:
        example = ex.EXAMPLES[example_id]
        if not isinstance(example, ex.WinExample) or ex.settle(example).error:
            continue
        page.follow(QUrl(f"calc:{example_id}"))
        assert calculator.deltas_text() == _shown_totals(built.html, example_id), example_id
        opened += 1
    assert opened >= 10


@pytest.mark.parametrize("profile_id", list(PROFILES))
def test_every_pattern_hand_opens_in_the_calculator(page: LearnPage, qtbot,
                                                    profile_id: str) -> None:
    calculator = CalculatorPage()
    qtbot.addWidget(calculator)
    page.open_in_calculator.connect(calculator.load_example)
    links = [h for h in page.built(f"profile-{profile_id}").links
             if h.startswith(f"calc:{profile_id}/")]
    assert len(links) == len(ex.pattern_rows(PROFILES[profile_id]))
    for href in links:
        page.follow(QUrl(href))
        example = ex.lookup(href[5:])
        assert example is not None
        assert calculator.deltas_text() == ex.settle(example).totals, href


def test_open_in_the_scorebook_keeps_the_whole_hand_once(qtbot, monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path) -> None:
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))
    window = MainWindow()
    qtbot.addWidget(window)
    learn = window.page("rules")
    assert isinstance(learn, LearnPage)
    learn.follow(QUrl("book:mil-wall-end"))
    assert window.current_area() == "scorebook"
    scorebook = window.page("scorebook")
    sessions = scorebook.sessions()
    assert len(sessions) == 1 and sessions[0].rules == "mil"
    learn.follow(QUrl("book:mil-wall-end"))  # opened again: the session already kept
    assert len(scorebook.sessions()) == 1
    learn.follow(QUrl("book:competition-wall-end"))
    assert len(scorebook.sessions()) == 2


def test_every_whole_hand_example_goes_into_a_scorebook(tmp_path: Path) -> None:
    from mahjong_gui.store.scorebook import Scorebook

    book = Scorebook(tmp_path / "book.sqlite")
    hands = [e for e in ex.EXAMPLES.values() if isinstance(e, ex.HandExample)]
    assert len(hands) >= 8
    for example in hands:
        sid = book.import_document(dict(example.document), example.id)
        assert book.result(sid).totals == ex.settle(example).totals, example.id


def test_a_language_without_its_page_says_it_shows_english(
        page: LearnPage, qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil

    from mahjong_gui.learn import pages as pages_module
    from mahjong_gui.learn.pages import learn_dir
    from mahjong_gui.ui import i18n

    # only the English pages, whatever the translators have written so far
    shutil.copytree(learn_dir() / "en", tmp_path / "learn" / "en")
    shutil.copy(learn_dir() / "glossary.json", tmp_path / "learn" / "glossary.json")
    monkeypatch.setattr(pages_module, "learn_dir", lambda: tmp_path / "learn")
    i18n.install_translators(qapp, "vi")
    try:
        QCoreApplication.processEvents()
        page.retranslate()
        assert page.current is not None and page.current.fallback
        assert page.note.text()
    finally:
        i18n.install_translators(qapp, "en")
        page.retranslate()
    assert page.current is not None and not page.current.fallback and page.note.text() == ""


def test_fold_drops_latin_accents_and_leaves_cjk() -> None:
    from mahjong_gui.learn.text import find_folded, fold

    assert fold("Tường") == "tuong" and fold("gà") == "ga" and fold("Đông ĐỎ") == "dong do"
    assert fold("Ưu ơ") == "uu o"
    # kana keep their voicing marks, ideographs and half-width kana stay as they are
    for cjk in ("が", "ガ", "牌", "清一色", "ｶﾞ"):
        assert fold(cjk) == cjk
    assert find_folded("Bức Tường lớn", "buc tuong") == "Bức Tường"
    assert find_folded("Bức Tường lớn", "tuong") == "Tường"
    assert find_folded("Bức Tường lớn", "tương lai") is None


def test_vietnamese_search_needs_no_diacritics(page: LearnPage, qapp) -> None:
    from mahjong_gui.ui import i18n

    i18n.install_translators(qapp, "vi")
    try:
        QCoreApplication.processEvents()
        page.retranslate()
        assert page.lang == "vi"
        with_wall = [p for p in PAGE_IDS if "tường" in page.page_text(p).casefold()]
        # the pages write "gặp" (meet) and "gấp" (double); "gap" finds both
        with_gap = [p for p in PAGE_IDS
                    if {"gặp", "gấp"} & set(page.page_text(p).casefold().split())]
        assert with_wall and with_gap
        assert set(with_wall) <= set(page.search_pages("tuong"))
        assert page.search_pages("tuong") == page.search_pages("tường")
        assert set(with_gap) <= set(page.search_pages("gap"))
        assert page.search_pages("TUONG") == page.search_pages("Tường")
        # a result opens its page with the accented word found in it
        page.search.setText("tuong")
        item = page.results.item(0)
        page.results.itemClicked.emit(item)
        assert page.browser.textCursor().selectedText().casefold() == "tường"
    finally:
        i18n.install_translators(qapp, "en")
        page.retranslate()


def test_cjk_search_is_unchanged(page: LearnPage, qapp) -> None:
    from mahjong_gui.ui import i18n

    i18n.install_translators(qapp, "ja")
    try:
        QCoreApplication.processEvents()
        page.retranslate()
        assert page.lang == "ja"
        for word in ("清一色", "ポン"):
            exact = [p for p in PAGE_IDS if word in page.page_text(p)]
            assert exact and page.search_pages(word) == exact
        # ホン (no voicing mark) is not ポン
        assert page.search_pages("ホン") == [p for p in PAGE_IDS if "ホン" in page.page_text(p)]
    finally:
        i18n.install_translators(qapp, "en")
        page.retranslate()


# The interface font a Chinese or Japanese desktop has (as in test_layout_everywhere).
CJK_FONT = {"zh_Hans": "Noto Sans CJK SC", "zh_Hant": "Noto Sans CJK TC", "ja": "Noto Sans CJK JP"}


def sideways(browser: QTextBrowser, qtbot) -> int:
    """How far a page scrolls sideways once laid out, in whole pixels. Qt lays a long page out
    in steps, and until the last one the scroll bar may keep the width of the page before (11
    px for a few milliseconds on a busy machine): a page is too wide only if it still is after
    a second."""
    def now() -> int:
        past = browser.document().size().width() - browser.viewport().width()
        return max(browser.horizontalScrollBar().maximum(), math.floor(past))

    for _ in range(50):
        qtbot.wait(20)
        if now() <= 0:
            break
    return now()


@pytest.mark.parametrize("size", [(900, 620), (1120, 720)], ids=["900x620", "1120x720"])
@pytest.mark.parametrize("lang", i18n.LANGUAGE_CODES)
def test_no_page_or_lesson_scrolls_sideways(qtbot, qapp, monkeypatch: pytest.MonkeyPatch,
                                            tmp_path: Path, lang: str,
                                            size: tuple[int, int]) -> None:
    """Issue 30: at 900x620 and 1120x720, in every language (Chinese and Japanese with the CJK
    font of their desktops), no Learn page scrolls sideways (the Hong Kong faan tables were 304
    px too wide; a table that shrinks to the page was a pixel wider than it), and no step of a
    guided lesson has a settlement table or an explanation wider than its panel."""
    before = qapp.font()
    if lang in CJK_FONT:
        if CJK_FONT[lang] not in QFontDatabase.families():
            if os.environ.get("CI"):
                pytest.fail("CI must install the CJK fonts (fonts-noto-cjk): see .ci/run")
            pytest.skip("Noto Sans CJK is not installed (apt-get install fonts-noto-cjk)")
        font = QFont(CJK_FONT[lang])
        font.setPointSizeF(before.pointSizeF())
        qapp.setFont(font)
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))
    monkeypatch.setenv("MAHJONG_GUI_DATA_DIR", str(tmp_path / "data"))
    win = MainWindow()
    qtbot.addWidget(win)
    try:
        i18n.install_translators(qapp, lang)
        win.resize(*size)
        win.show()
        win.show_area("rules")
        learn = win.learn_page
        too_wide = {}
        for pid in PAGE_IDS:
            assert learn.open_page(pid)
            over = sideways(learn.browser, qtbot)
            if over > 0:
                too_wide[pid] = over
        assert learn.browser.viewport().width() >= 320
        for family in FAMILIES:
            win.play_first_hand(family)
            guided = win.guided_page
            steps = 0
            while guided.step() is not None:
                steps += 1
                table = guided.settlement
                if table.isVisible() and table.horizontalScrollBar().maximum() > 0:
                    too_wide[f"{family} step {steps} settlement"] = (
                        table.horizontalScrollBar().maximum())
                too_wide.update({f"{family} step {steps}: {p}": 0 for p in clipped(guided)})
                go_on(guided, qtbot)
            assert steps >= 5, family
            table = guided.settlement
            if table.horizontalScrollBar().maximum() > 0:
                too_wide[f"{family} end settlement"] = table.horizontalScrollBar().maximum()
        assert too_wide == {}
    finally:
        qapp.setFont(before)
        i18n.install_translators(qapp, "en")
        win.play_page.controller.shutdown()


def test_the_sideways_measure_sees_a_wide_table(qtbot, page: LearnPage) -> None:
    """The measure above can fail: a table of long unbreakable words is wider than the page."""
    page.resize(700, 500)
    page.show()
    cells = "".join(f"<td style='white-space: nowrap'>{'W' * 40}</td>" for _ in range(4))
    page.browser.setHtml(f"<table border='1'><tr>{cells}</tr></table>")
    assert sideways(page.browser, qtbot) > 100


def test_every_table_of_a_page_is_laid_out_to_the_pages_width(qapp) -> None:
    """The generated tables and a template's take 99 % of the page (see builder.FIT_TABLE)."""
    for pid in PAGE_IDS:
        html = build_page(pid, QtWords("en")).html
        tables = re.findall(r"<table[^>]*>", html)
        assert all(t.startswith(FIT_TABLE) for t in tables), pid


@pytest.mark.parametrize("lang", i18n.LANGUAGE_CODES)
def test_the_text_column_keeps_450_px_at_900x620(qtbot, qapp, monkeypatch: pytest.MonkeyPatch,
                                                 tmp_path: Path, lang: str) -> None:
    """Issue 30: at 900x620 the contents and the guided-hand buttons took 300 px and left the
    text 341-385 px. Now they narrow to 190 px with their words wrapped: the text has 450 px in
    every language (Chinese and Japanese in their desktops' CJK fonts), no button's words are
    cut, and every contents title gets the lines it needs; at 1120x720 the column is as
    before (at most 300 px, the text over 550)."""
    before = qapp.font()
    if lang in CJK_FONT:
        if CJK_FONT[lang] not in QFontDatabase.families():
            if os.environ.get("CI"):
                pytest.fail("CI must install the CJK fonts (fonts-noto-cjk): see .ci/run")
            pytest.skip("Noto Sans CJK is not installed (apt-get install fonts-noto-cjk)")
        font = QFont(CJK_FONT[lang])
        font.setPointSizeF(before.pointSizeF())
        qapp.setFont(font)
    monkeypatch.setenv(CONFIG_DIR_ENV, str(tmp_path))
    monkeypatch.setenv("MAHJONG_GUI_DATA_DIR", str(tmp_path / "data"))
    win = MainWindow()
    qtbot.addWidget(win)
    try:
        i18n.install_translators(qapp, lang)
        win.show()
        win.show_area("rules")
        learn = win.learn_page
        for size, text_at_least in (((900, 620), 450), ((1120, 720), 550)):
            win.resize(*size)
            for _ in range(3):
                qapp.processEvents()
            assert learn.browser.width() >= text_at_least, (size, learn.browser.width())
            assert learn.side.width() <= 300
            buttons = [*learn.first_hand_buttons.values(), learn.compare_button]
            assert all(b.width() == learn.side.width() for b in buttons)
            assert clipped(learn) == [], size
            toc = learn.toc
            fm = toc.fontMetrics()
            # Qt's item delegate keeps this much on each side of a row's text.
            margin = toc.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                             toc) + 1
            item = toc.topLevelItem(0)
            short = []
            while item is not None:
                rect = toc.visualItemRect(item)
                need = fm.boundingRect(0, 0, rect.width() - 2 * margin, 1 << 16,
                                       int(Qt.TextFlag.TextWordWrap.value), item.text(0))
                if rect.isValid() and rect.height() < need.height():
                    short.append((item.text(0), rect.height(), need.height()))
                item = toc.itemBelow(item)
            assert short == [], size
        win.resize(900, 620)
        for _ in range(3):
            qapp.processEvents()
        # The window's sidebar shows its icons only at this width, so the column needs to
        # narrow less (it would go down to 190 px for the text's 450 beside the full sidebar).
        assert 190 <= learn.side.width() <= 300 and learn.browser.width() >= 450
    finally:
        qapp.setFont(before)
        i18n.install_translators(qapp, "en")
        win.play_page.controller.shutdown()


def test_a_wrapping_button_is_measured_wrapped(qtbot) -> None:
    """The cut-text check reads a wrapping button's lines: too short for them, or a word wider
    than it, is reported; tall enough, it is not."""
    from PySide6.QtWidgets import QWidget

    from mahjong_gui.ui.learn_page import WrappingButton

    class Stiff(WrappingButton):  # keeps the height it is given (the page's grows itself)
        def fit_height(self, width: int | None = None) -> None:
            pass

    root = QWidget()
    qtbot.addWidget(root)
    root.resize(400, 300)
    button = Stiff(root)
    button.setText("Play your first hand: Sichuan, classic rules")
    button.setGeometry(0, 0, 120, button.heightForWidth(120))
    root.show()
    assert button.heightForWidth(120) > button.heightForWidth(400)  # more lines when narrow
    assert clipped(root) == []
    button.setFixedHeight(button.heightForWidth(400))  # one line's height: the rest is cut
    assert len(clipped(root)) == 1 and "px of lines" in clipped(root)[0]
    button.setText("Incomprehensibilities")
    button.setFixedSize(60, 60)  # a word wider than the button
    assert len(clipped(root)) == 1 and "word 'Incomprehensibilities'" in clipped(root)[0]
