"""The Learn area: the pages of ``mahjong_gui.learn`` in the current language, with a table of
contents, full-text search, links between pages, Back/Forward, and links that open a worked
example in the calculator or the scorebook.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QUrl,
    Signal,
)
from PySide6.QtGui import (
    QDesktopServices,
    QKeyEvent,
    QKeySequence,
    QPaintEvent,
    QResizeEvent,
    QShortcut,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QStylePainter,
    QTextBrowser,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.guided.lessons import FAMILIES
from mahjong_gui.learn import examples as ex
from mahjong_gui.learn.builder import BuiltPage, build_page, page_title
from mahjong_gui.learn.pages import (
    GROUPS,
    LANGUAGES,
    PAGE_IDS,
    PAGE_INFO,
    PAGES,
    LearnError,
    page_for_profile,
)
from mahjong_gui.learn.text import find_folded, fold, plain_text
from mahjong_gui.ui import i18n, plain, texts
from mahjong_gui.ui.calculator import Example
from mahjong_gui.ui.tile_art import TileArt
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

CONTEXT = "Learn"
# The words the page builder writes (``builder.LABELS``), for lupdate and for translation.
LABEL_SOURCES: dict[str, str] = {
    "open_calculator": QT_TRANSLATE_NOOP("Learn", "Open in the calculator"),
    "open_scorebook": QT_TRANSLATE_NOOP("Learn", "Open in the scorebook"),
    "total": QT_TRANSLATE_NOOP("Learn", "Total"),
    "payment": QT_TRANSLATE_NOOP("Learn", "Payment"),
    "pattern": QT_TRANSLATE_NOOP("Learn", "Pattern"),
    "condition": QT_TRANSLATE_NOOP("Learn", "What it takes"),
    "example": QT_TRANSLATE_NOOP("Learn", "Example hand"),
    "value": QT_TRANSLATE_NOOP("Learn", "Value"),
    "rules": QT_TRANSLATE_NOOP("Learn", "Rules"),
    "option": QT_TRANSLATE_NOOP("Learn", "Option"),
    "choices": QT_TRANSLATE_NOOP("Learn", "Choices (the default first)"),
    "limit": QT_TRANSLATE_NOOP("Learn", "limit"),
    "instead_of": QT_TRANSLATE_NOOP("Learn", "instead of %1"),
    "counted": QT_TRANSLATE_NOOP("Learn", "Counted: %1"),
    "winning_tile": QT_TRANSLATE_NOOP("Learn", "winning tile"),
    "not_a_win": QT_TRANSLATE_NOOP("Learn", "Not a win: %1"),
    "whole_number": QT_TRANSLATE_NOOP("Learn", "a whole number, %1 unless changed"),
    "each_payer": QT_TRANSLATE_NOOP("Learn", "Each payer"),
    "deltas": QT_TRANSLATE_NOOP("Learn", "Result per seat"),
    "concealed": QT_TRANSLATE_NOOP("Learn", "concealed"),
    "score_line": QT_TRANSLATE_NOOP("Learn", "%1: %2. Value: %3"),
    "name_line": QT_TRANSLATE_NOOP("Learn", "%1: %2"),
    "separator": QT_TRANSLATE_NOOP("Learn", ", "),
    "aside": QT_TRANSLATE_NOOP("Learn", "(%1)"),
    "st_shanten": QT_TRANSLATE_NOOP("Learn", "Shanten: %1"),
    "st_improving": QT_TRANSLATE_NOOP("Learn", "Improving tiles: %1 (%2 tiles)"),
    "st_waits": QT_TRANSLATE_NOOP("Learn", "Waits: %1 (%2 tiles left)"),
    "st_void_is": QT_TRANSLATE_NOOP("Learn", "Void suit: %1"),
    "st_discard": QT_TRANSLATE_NOOP("Learn", "Discard"),
    "st_shanten_after": QT_TRANSLATE_NOOP("Learn", "Shanten after it"),
    "st_improving_head": QT_TRANSLATE_NOOP("Learn", "Improving tiles"),
    "st_count": QT_TRANSLATE_NOOP("Learn", "How many"),
    "st_draw": QT_TRANSLATE_NOOP("Learn", "Draw"),
    "st_after": QT_TRANSLATE_NOOP("Learn", "The hand after it"),
    "st_void": QT_TRANSLATE_NOOP("Learn", "Void suit"),
    "st_held": QT_TRANSLATE_NOOP("Learn", "Tiles of it held"),
    "st_shanten_head": QT_TRANSLATE_NOOP("Learn", "Shanten"),
    "st_one_suit": QT_TRANSLATE_NOOP("Learn", "Shanten to one suit"),
    "st_pig": QT_TRANSLATE_NOOP("Learn", "Flower pig"),
    "st_ready": QT_TRANSLATE_NOOP("Learn", "Ready"),
    "st_yes": QT_TRANSLATE_NOOP("Learn", "yes"),
    "st_no": QT_TRANSLATE_NOOP("Learn", "no"),
    "st_not_ready": QT_TRANSLATE_NOOP("Learn", "not ready"),
    "st_ready_value": QT_TRANSLATE_NOOP("Learn", "ready, worth %1"),
    "st_your_hand": QT_TRANSLATE_NOOP("Learn", "Your hand: %1"),
    "st_threat_hand": QT_TRANSLATE_NOOP("Learn", "%1's hand, hidden in a real game: %2"),
    "st_threat_wins": QT_TRANSLATE_NOOP("Learn", "Does %1 win on it?"),
    "st_you_pay": QT_TRANSLATE_NOOP("Learn", "yes: you pay %1"),
    "st_winning_tile": QT_TRANSLATE_NOOP("Learn", "Winning tile"),
    "st_on_discard": QT_TRANSLATE_NOOP("Learn", "On a discard"),
    "st_self_drawn": QT_TRANSLATE_NOOP("Learn", "Self-drawn"),
    "st_below_minimum": QT_TRANSLATE_NOOP("Learn", "%1: below the minimum, no win"),
}
GROUP_TITLES: dict[str, str] = {
    "start": QT_TRANSLATE_NOOP("Learn", "How to play"),
    "strategy": QT_TRANSLATE_NOOP("Learn", "Playing well"),
    "profiles": QT_TRANSLATE_NOOP("Learn", "The six rulesets"),
    "examples": QT_TRANSLATE_NOOP("Learn", "Examples and comparison"),
    "reference": QT_TRANSLATE_NOOP("Learn", "Questions and words"),
}
# The locale whose number format a page language uses (50,000 in English, 50.000 in vi/id).
NUMBER_LOCALES: dict[str, str] = {
    "en": "en_US", "vi": "vi_VN", "zh_Hans": "zh_CN", "zh_Hant": "zh_TW", "ja": "ja_JP",
    "id": "id_ID",
}
TILE_PIXELS = 96  # rendered height of a tile image; the page scales it to its size


class QtWords:
    """``builder.Words`` for ``lang``: Qt's translations of the app words, QLocale numbers."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._locale = QLocale(NUMBER_LOCALES[lang])

    def number(self, n: int) -> str:
        return self._locale.toString(n)

    def label(self, key: str) -> str:
        return QCoreApplication.translate(CONTEXT, LABEL_SOURCES[key])

    def pattern(self, pattern_id: str) -> str:
        return texts.pattern(pattern_id)

    def reason(self, reason_id: str) -> str:
        return texts.reason(reason_id)

    def profile(self, profile_id: str) -> str:
        return texts.profile(profile_id)

    def unit(self, unit: str) -> str:
        return texts.unit(unit)

    def option(self, key: str) -> str:
        return texts.option(key)

    def option_value(self, key: str, value: str) -> str:
        return texts.option_value(key, value)

    def wind(self, n: int) -> str:
        return texts.wind(n)

    def error(self, code: str) -> str:
        return texts.invalid(code) if code in texts.INVALID or code in texts.TILE_ERRORS \
            else texts.not_win(code)

    def suit(self, suit: str) -> str:
        return texts.suit(suit)


def calculator_example(example: ex.WinExample) -> Example:
    """The calculator's form of a worked example (the same hand and situation). The
    calculator takes events by their ids, as the example gives them."""
    return Example("", example.profile, example.text, example.win, example.discarder,
                   example.seat, example.in_seats, example.events)


class LearnBrowser(QTextBrowser):
    """The page view; ``tile:5m`` images are our tile art. Alt+Left and Alt+Right go to the
    page's own history (QTextBrowser would take them for its own, unused one). A page less
    than a pixel wider than the view does not scroll sideways."""

    back_requested = Signal()
    forward_requested = Signal()

    def __init__(self, art: TileArt, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.horizontalScrollBar().rangeChanged.connect(self._no_scroll_for_a_fraction)

    def _no_scroll_for_a_fraction(self, _low: int, high: int) -> None:
        """Qt may end a line of Chinese or Japanese text a fraction of a pixel past the page
        (a line of 455.7 px where 455 fit) and rounds the page's width up to a scroll of one
        pixel: a scroll bar for nothing that can be seen."""
        if high == 1 and self.document().size().width() - self.viewport().width() < 1:
            self.horizontalScrollBar().setRange(0, 0)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt name)
        alt = event.modifiers() & Qt.KeyboardModifier.AltModifier
        if alt and event.key() == Qt.Key.Key_Left or event.matches(QKeySequence.StandardKey.Back):
            self.back_requested.emit()
        elif (alt and event.key() == Qt.Key.Key_Right
              or event.matches(QKeySequence.StandardKey.Forward)):
            self.forward_requested.emit()
        else:
            super().keyPressEvent(event)

    def loadResource(self, kind: int, url: QUrl | str) -> object:  # noqa: N802 (Qt name)
        url = QUrl(url)
        if kind == QTextDocument.ResourceType.ImageResource.value and url.scheme() == "tile":
            try:
                return self.art.pixmap(url.path(), TILE_PIXELS,
                                       highlight=url.query() == "win").toImage()
            except (ValueError, FileNotFoundError):
                return None
        return super().loadResource(kind, url)


# The family pages drill under the first profile of that family the registry lists (Sichuan:
# the records with a void suit; Hong Kong: those with honours).
_FIRST_SICHUAN = next(p.id for p in PROFILES.values() if p.void_suit)
_FIRST_HONG_KONG = next(p.id for p in PROFILES.values() if p.honours)
_PAGE_DRILLS: dict[str, tuple[str, str]] = {
    "play-sichuan": (_FIRST_SICHUAN, "discard"),
    "play-hongkong": (_FIRST_HONG_KONG, "discard"),
    "faq-sichuan": (_FIRST_SICHUAN, "ready"),
    "faq-hongkong": (_FIRST_HONG_KONG, "waits"),
    "shanten": (_FIRST_SICHUAN, "discard"),
    "strategy-sichuan": (_FIRST_SICHUAN, "discard"),
    "strategy-hongkong": (_FIRST_HONG_KONG, "discard"),
    "examples": (_FIRST_SICHUAN, "value"),
}


def drills_for(page_id: str) -> tuple[str, str] | None:
    """The drills a Learn page offers (a profile id and a drill kind), or None: a profile's
    page drills its values, the How to play pages the discard, the FAQs ready or not."""
    info = PAGE_INFO.get(page_id)
    if info is not None and info.profile is not None:
        return info.profile, "value"
    return _PAGE_DRILLS.get(page_id)


class WrappedTitles(QStyledItemDelegate):
    """Row heights for a word-wrapping tree of titles. Qt sizes a wrapped row for the whole
    column's width, but paints its text after the indentation: a title a little shorter than
    the column then keeps one line and is cut. This sizes each row for the width its text
    really gets (the column less its level's indentation)."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self._tree = tree
        self._width = -1
        # Heights are asked for once per layout: lay the rows out again when the width changes.
        tree.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Resize and watched is self._tree.viewport():
            width = self._tree.viewport().width()
            if width != self._width:
                self._width = width
                self._tree.doItemsLayout()
        return False

    def sizeHint(self, option: QStyleOptionViewItem,  # noqa: N802 (Qt's name)
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        level = 1 if self._tree.rootIsDecorated() else 0
        parent = index.parent()
        while parent.isValid():
            level += 1
            parent = parent.parent()
        sized = QStyleOptionViewItem(option)
        width = self._tree.viewport().width() - level * self._tree.indentation()
        # Qt wraps to the rectangle's width only when the rectangle is valid (a height too).
        sized.rect = QRect(0, 0, max(width, 40), 1 << 16)
        return super().sizeHint(sized, index)


class WrappingButton(QPushButton):
    """A push button whose words wrap onto more lines when it is narrower than its text (the
    Learn page's column of guided hands at small window sizes) instead of being cut: its
    height follows its width, its narrowest width is its widest word's."""

    _FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap | Qt.TextFlag.TextShowMnemonic

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Narrower than its one line of text, taller than one line (a push button's own policy
        # is at least its text's width and exactly one line high).
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setProperty("wraps_text", True)  # the layout tests measure it wrapped

    def _option(self) -> QStyleOptionButton:
        opt = QStyleOptionButton()
        self.initStyleOption(opt)
        return opt

    def _padding(self) -> QSize:
        """What the style adds around a button's text: its margins across (as Qt's own
        buttons keep them), the bevel's height down."""
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, self) // 2
        m = self.contentsMargins()
        around = self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, self._option(),
                                               QSize(0, 0), self)
        return QSize(2 * margin + m.left() + m.right(), max(around.height(), 0))

    def text_room(self) -> QRect:
        """Where the words go: the button less its margins across, its whole height."""
        pad = self._padding().width()
        return QRect(pad // 2, 0, max(self.width() - pad, 1), self.height())

    def text_height(self, width: int) -> int:
        """The height of the text wrapped to ``width`` pixels."""
        rect = self.fontMetrics().boundingRect(QRect(0, 0, max(width, 1), 1 << 16),
                                               int(self._FLAGS.value), self.text())
        return max(rect.height(), self.fontMetrics().height())

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        pad = self._padding()
        return max(self.text_height(width - pad.width()) + pad.height(),
                   super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        fm = self.fontMetrics()
        words = self.text().replace("&", "").split() or [""]
        widest = max(fm.horizontalAdvance(w) for w in words) + self._padding().width() + 2
        return QSize(widest, self.heightForWidth(widest))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        # The height its lines need at the width it got (a box layout does not always ask
        # heightForWidth again when only its column's width changes).
        self.fit_height(event.size().width())
        super().resizeEvent(event)

    def fit_height(self, width: int | None = None) -> None:
        """Tall enough for its lines at ``width`` (its own width by default): after a resize
        and after its text changes (a language switch)."""
        self.setMinimumHeight(self.heightForWidth(self.width() if width is None else width))

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        painter = QStylePainter(self)
        opt = self._option()
        text, opt.text = opt.text, ""
        painter.drawControl(QStyle.ControlElement.CE_PushButton, opt)
        painter.drawItemText(self.text_room(), int(self._FLAGS.value), self.palette(),
                             self.isEnabled(), text, self.foregroundRole())


# The Learn page's text column is kept at least this wide: the contents and the buttons beside
# it narrow first, down to ``SIDE_NARROWEST`` (issue 30: at 900x620 the text had 341-385 px).
TEXT_WIDEST_NEED = 450
SIDE_WIDEST = 300
SIDE_NARROWEST = 190


class LearnPage(QWidget):
    """Table of contents and search on the left, the page on the right, Back/Forward above."""

    open_in_calculator = Signal(object)  # a calculator ``Example``
    open_in_scorebook = Signal(str, dict)  # a session name and a ledger document
    first_hand = Signal(str)  # a family: play its guided first hand
    practise = Signal(str, str)  # a profile id and a drill kind: the drills of a page's topic

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page_rules")
        self.art = TileArt()
        self._built: dict[tuple[str, str], BuiltPage] = {}
        self._texts: dict[tuple[str, str], str] = {}
        self._folded: dict[tuple[str, str], str] = {}
        self.history: list[tuple[str, str]] = []
        self.position = -1
        self.current: BuiltPage | None = None

        row = QHBoxLayout(self)
        row.setContentsMargins(8, 8, 8, 8)
        self._row = row
        row.addWidget(self._build_side())
        row.addLayout(self._build_reader(), 1)
        self._connect()
        self.retranslate()
        self.open_page(PAGE_IDS[0])

    def _build_side(self) -> QWidget:
        """The contents, the search and its results, the first hands and the comparison."""
        # The contents, the search and the buttons: a column that narrows with the window
        # (``resizeEvent``), the titles and the buttons' words wrapping.
        self.side = QWidget()
        self.side.setObjectName("learn_side")
        self.side.setMaximumWidth(SIDE_WIDEST)
        left = QVBoxLayout(self.side)
        left.setContentsMargins(0, 0, 0, 0)
        self.search = QLineEdit()
        self.search.setObjectName("learn_search")
        self.search.setClearButtonEnabled(True)
        left.addWidget(self.search)
        self.toc = QTreeWidget()
        self.toc.setObjectName("learn_toc")
        self.toc.setHeaderHidden(True)
        # A long title wraps onto a second line instead of ending in "...": the rows then take
        # the height their text needs at the tree's width.
        self.toc.setWordWrap(True)
        self.toc.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.toc.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.toc.setItemDelegate(WrappedTitles(self.toc))
        left.addWidget(self.toc, 1)
        self.results = QListWidget()
        self.results.setObjectName("learn_results")
        self.results.setWordWrap(True)  # a list has no indentation: Qt's own sizes are right
        self.results.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.results.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.results.setVisible(False)
        left.addWidget(self.results, 1)
        self.no_results = plain.label()
        self.no_results.setObjectName("learn_no_results")
        self.no_results.setWordWrap(True)
        self.no_results.setVisible(False)
        left.addWidget(self.no_results)
        # The guided first hand of each family (mahjong_gui/guided), played at a table.
        self.first_hand_buttons: dict[str, WrappingButton] = {}
        for family in FAMILIES:
            button = WrappingButton()
            button.setObjectName(f"learn_first_hand_{family}")
            button.clicked.connect(lambda _=False, f=family: self.first_hand.emit(f))
            left.addWidget(button)
            self.first_hand_buttons[family] = button
        # Two sets of rules side by side, each difference on a hand (ui/rules_compare.py): a
        # club's house rules against their base, or two profiles.
        self.compare_button = WrappingButton()
        self.compare_button.setObjectName("learn_compare_rules")
        self.compare_button.clicked.connect(self.compare_rules)
        left.addWidget(self.compare_button)
        return self.side

    def _build_reader(self) -> QVBoxLayout:
        """Back, Forward, the page's note and its drills above the page itself."""
        right = QVBoxLayout()
        bar = QHBoxLayout()
        self.back_button = QToolButton()
        self.back_button.setObjectName("learn_back")
        self.back_button.setArrowType(Qt.ArrowType.LeftArrow)
        self.forward_button = QToolButton()
        self.forward_button.setObjectName("learn_forward")
        self.forward_button.setArrowType(Qt.ArrowType.RightArrow)
        bar.addWidget(self.back_button)
        bar.addWidget(self.forward_button)
        self.note = plain.label()
        self.note.setObjectName("learn_note")
        self.note.setWordWrap(True)
        bar.addWidget(self.note, 1)
        self.practise_button = QPushButton()
        self.practise_button.setObjectName("learn_practise")
        self.practise_button.clicked.connect(self._practise_clicked)
        bar.addWidget(self.practise_button)
        right.addLayout(bar)
        self.browser = LearnBrowser(self.art)
        self.browser.setObjectName("rules_text")
        self.browser.setOpenLinks(False)
        right.addWidget(self.browser, 1)
        return right

    def _connect(self) -> None:
        """History, the keys, links, the contents and the search."""
        self.back_button.clicked.connect(self.back)
        self.forward_button.clicked.connect(self.forward)
        for keys, slot in (("Alt+Left", self.back), ("Alt+Right", self.forward),
                           ("Ctrl+F", self.search.setFocus)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self.browser.anchorClicked.connect(self.follow)
        self.browser.back_requested.connect(self.back)
        self.browser.forward_requested.connect(self.forward)
        self.toc.itemActivated.connect(self._toc_chosen)
        self.toc.itemClicked.connect(self._toc_chosen)
        self.search.textChanged.connect(self.run_search)
        self.results.itemActivated.connect(self._result_chosen)
        self.results.itemClicked.connect(self._result_chosen)

    # -- pages ---------------------------------------------------------------------------

    @property
    def lang(self) -> str:
        code = i18n.current_language()
        return code if code in LANGUAGES else "en"

    def built(self, page_id: str) -> BuiltPage:
        lang = self.lang
        key = (page_id, lang)
        page = self._built.get(key)
        if page is None:
            page = build_page(page_id, QtWords(lang))
            self._built[key] = page
        return page

    def page_text(self, page_id: str) -> str:
        key = (page_id, self.lang)
        if key not in self._texts:
            self._texts[key] = plain_text(self.built(page_id).html)
        return self._texts[key]

    def show_profile(self, profile_id: str) -> None:
        if profile_id not in PROFILES:
            raise ValueError(f"unknown profile {profile_id!r}")
        self.open_page(page_for_profile(profile_id))

    def current_page(self) -> str | None:
        return self.history[self.position][0] if self.position >= 0 else None

    def open_page(self, page_id: str, anchor: str = "") -> bool:
        """Show a page (and scroll to ``anchor``); False when it cannot be built."""
        if page_id not in PAGE_IDS:
            return False
        del self.history[self.position + 1:]
        self.history.append((page_id, anchor))
        self.position = len(self.history) - 1
        self._render(page_id, anchor)
        return True

    def _render(self, page_id: str, anchor: str) -> None:
        try:
            page = self.built(page_id)
        except LearnError as err:
            self.current = None
            self.browser.setPlainText(self.tr("This page cannot be shown (%1).").replace(
                "%1", err.code))
            self.note.setText("")
        else:
            self.current = page
            self.browser.setHtml(page.html)
            self.note.setText(self.tr("This page is not translated yet; it is shown in "
                                      "English.") if page.fallback else "")
            if anchor:
                self.browser.scrollToAnchor(anchor)
        self._select_in_toc(page_id)
        self.practise_button.setVisible(drills_for(page_id) is not None)
        self.back_button.setEnabled(self.position > 0)
        self.forward_button.setEnabled(self.position < len(self.history) - 1)

    def compare_rules(self) -> QWidget:
        """The comparison window (ui/rules_compare.py)."""
        from mahjong_gui.ui.rules_compare import open_default

        return open_default(self)

    def _practise_clicked(self) -> None:
        topic = drills_for(self.current_page() or "")
        if topic is not None:
            self.practise.emit(*topic)

    def back(self) -> None:
        if self.position > 0:
            self.position -= 1
            self._render(*self.history[self.position])

    def forward(self) -> None:
        if self.position < len(self.history) - 1:
            self.position += 1
            self._render(*self.history[self.position])

    def follow(self, url: QUrl) -> None:
        """A link on a page: another page, a worked example to open, or a web address."""
        scheme = url.scheme()
        if scheme == "learn":
            self.open_page(url.path(), url.fragment())
        elif scheme == "calc":
            example = ex.lookup(url.path())
            if isinstance(example, ex.WinExample):
                self.open_in_calculator.emit(calculator_example(example))
        elif scheme == "book":
            example = ex.EXAMPLES.get(url.path())
            if isinstance(example, ex.HandExample):
                name = self.tr("Worked example: %1").replace("%1", example.id)
                self.open_in_scorebook.emit(name, dict(example.document))
        elif scheme in ("http", "https"):
            QDesktopServices.openUrl(url)
        elif not scheme and url.fragment():
            self.browser.scrollToAnchor(url.fragment())

    # -- contents and search -----------------------------------------------------------------

    def _fill_toc(self) -> None:
        self.toc.clear()
        groups: dict[str, QTreeWidgetItem] = {}
        for g in GROUPS:
            item = QTreeWidgetItem([QCoreApplication.translate(CONTEXT, GROUP_TITLES[g])])
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsSelectable)
            self.toc.addTopLevelItem(item)
            groups[g] = item
        for info in PAGES:
            try:
                title = page_title(info.id, self.lang)
            except LearnError:
                title = info.id
            child = QTreeWidgetItem([title])
            child.setToolTip(0, title)
            child.setData(0, Qt.ItemDataRole.UserRole, info.id)
            groups[info.group].addChild(child)
        self.toc.expandAll()

    def toc_items(self) -> dict[str, QTreeWidgetItem]:
        out: dict[str, QTreeWidgetItem] = {}
        for i in range(self.toc.topLevelItemCount()):
            group = self.toc.topLevelItem(i)
            for j in range(group.childCount() if group is not None else 0):
                child = group.child(j) if group is not None else None
                if child is not None:
                    out[str(child.data(0, Qt.ItemDataRole.UserRole))] = child
        return out

    def _select_in_toc(self, page_id: str) -> None:
        item = self.toc_items().get(page_id)
        if item is not None:
            self.toc.blockSignals(True)
            self.toc.setCurrentItem(item)
            self.toc.blockSignals(False)

    def _toc_chosen(self, item: QTreeWidgetItem, *_: object) -> None:
        page_id = item.data(0, Qt.ItemDataRole.UserRole)
        if page_id and page_id != self.current_page():
            self.open_page(str(page_id))

    def folded_text(self, page_id: str) -> str:
        key = (page_id, self.lang)
        if key not in self._folded:
            self._folded[key] = fold(self.page_text(page_id))
        return self._folded[key]

    def search_pages(self, words: str) -> list[str]:
        """Pages of the current language whose text holds every word, case and accents ignored
        (learn.text.fold: "tuong" finds "tường")."""
        terms = [fold(w) for w in words.split() if w]
        if not terms:
            return []
        found = []
        for page_id in PAGE_IDS:
            try:
                text = self.folded_text(page_id)
            except LearnError:
                continue
            if all(t in text for t in terms):
                found.append(page_id)
        return found

    def run_search(self, words: str) -> None:
        words = words.strip()
        searching = len(words) >= 2
        self.toc.setVisible(not searching)
        self.results.setVisible(searching)
        self.results.clear()
        found = self.search_pages(words) if searching else []
        for page_id in found:
            item = QListWidgetItem(page_title(page_id, self.lang))
            item.setData(Qt.ItemDataRole.UserRole, page_id)
            self.results.addItem(item)
        self.no_results.setVisible(searching and not found)
        self.no_results.setText(self.tr("No page holds these words."))

    def _result_chosen(self, item: QListWidgetItem) -> None:
        page_id = str(item.data(Qt.ItemDataRole.UserRole))
        self.open_page(page_id)
        first = self.search.text().split()
        if first:
            # the page spells the word with its accents: find it as the page writes it
            try:
                spelled = find_folded(self.page_text(page_id), first[0])
            except LearnError:
                spelled = None
            self.browser.find(spelled or first[0])

    # -- translation -------------------------------------------------------------------------

    def retranslate(self) -> None:
        self._built.clear()
        self._texts.clear()
        self._folded.clear()
        self.search.setPlaceholderText(self.tr("Search the pages"))
        self.search.setToolTip(self.tr("Search the pages (Ctrl+F)"))
        self.back_button.setToolTip(self.tr("Back (Alt+Left)"))
        self.forward_button.setToolTip(self.tr("Forward (Alt+Right)"))
        self.practise_button.setText(self.tr("Practise this"))
        self.practise_button.setToolTip(self.tr("Drills on this page's topic, made by the "
                                                "engine"))
        self.first_hand_buttons["sichuan-mil"].setText(
            self.tr("Play your first hand: Sichuan, classic rules"))
        self.first_hand_buttons["sichuan-mahjchina"].setText(
            self.tr("Guided hand: mahjchina's pass rule"))
        self.first_hand_buttons["sichuan-competition"].setText(
            self.tr("Guided hand: the competition rules"))
        self.first_hand_buttons["sichuan"].setText(
            self.tr("Play your first hand: Sichuan (Mahjong Soul)"))
        self.first_hand_buttons["hong-kong"].setText(
            self.tr("Play your first hand: Hong Kong"))
        for button in self.first_hand_buttons.values():
            button.setToolTip(self.tr("A guided hand at the table: every step explained, only "
                                      "the right move allowed"))
        self.compare_button.setText(self.tr("Compare two sets of rules…"))
        self.compare_button.setToolTip(self.tr("What one set of rules (a club's house rules, "
                                               "or a profile) changes against another, each "
                                               "difference shown on a hand"))
        for button in (*self.first_hand_buttons.values(), self.compare_button):
            button.fit_height()
        self._fill_toc()
        if self.position >= 0:
            self._render(*self.history[self.position])
        if self.search.text():
            self.run_search(self.search.text())

    def side_width(self, page_width: int) -> int:
        """The widest the contents column may be on a page ``page_width`` wide: what leaves
        the text ``TEXT_WIDEST_NEED`` pixels, between ``SIDE_NARROWEST`` and ``SIDE_WIDEST``."""
        margins = self._row.contentsMargins()
        spare = (page_width - margins.left() - margins.right() - self._row.spacing()
                 - TEXT_WIDEST_NEED)
        return max(SIDE_NARROWEST, min(SIDE_WIDEST, spare))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        self.side.setMaximumWidth(self.side_width(event.size().width()))
        super().resizeEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
