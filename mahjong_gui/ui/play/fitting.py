"""The Play page's sizes: its words grown with the page, the teacher's strip and the action
bar at fixed heights, the game's line above the buttons when squeezed, the log's width, and
the welcome, resume and newcomer's buttons centred on the empty table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import QPushButton

from mahjong_gui.ui.play.base import PageBase
from mahjong_gui.ui.settings import offer_first_hand, open_settings

INFO_MIN_WIDTH = 320  # the game's line: narrower than this, it goes above the buttons
# The page's words grow with the table past the size the page has in a 1120x720 window (issue
# 30: at 1920x1080 the table grew and the words stayed small): by half the page's growth, at
# most 30 %, in steps of 5 %.
TEXT_BASE = (883, 679)
TEXT_GROWTH_MAX = 1.3

# What grows: the page's own words and buttons, by object name (the table draws its own).
GROWING_WORDS = ("#game_info", "#hint", "#take_back", "#hint_text", "#log_toggle", "#teacher",
                 "#table_options", "#new_game", "#action_log", "#teacher_text", "#prompt",
                 "#notice", "#action_bar QPushButton")


def text_factor(width: int, height: int) -> float:
    """How much larger than the interface font the Play page's words are at this page size."""
    grown = min(width / TEXT_BASE[0], height / TEXT_BASE[1])
    factor = min(TEXT_GROWTH_MAX, max(1.0, 1.0 + 0.5 * (grown - 1.0)))
    return round(factor * 20) / 20


class PlayPage(PageBase):
    """The page's words, strips and buttons fitted to its size; the newcomer's offer.

    One of the parts ``page.PlayPage`` is made of, named like it so that its ``self.tr``
    strings keep the page's translation context."""

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_text()
        self._fit_top()
        self._fit_log()
        self._place_welcome()

    def _fit_text(self) -> None:
        """The words of the page (not the table's, not the welcome's) at the interface font,
        grown with the page past its default size. By a style sheet: the content stack's own
        style sheet stops a font set on the page from reaching its children."""
        factor = text_factor(self.width(), self.height())
        if factor == self._text_factor:
            return
        self._text_factor = factor
        if factor == 1.0:
            self.setStyleSheet("")
        else:
            points = self.font().pointSizeF() * factor
            self.setStyleSheet(f"{', '.join(GROWING_WORDS)} {{ font-size: {points:.2f}pt; }}")
        self._fit_strips()

    def _fit_strips(self) -> None:
        """The teacher's strip (four lines) and the action bar (a button, or two lines of the
        prompt) at heights fixed for their font, so the table never moves when words come."""
        for label in (self.teacher_label, self.prompt_label):
            label.ensurePolished()
        self.teacher_strip.setFixedHeight(self.teacher_label.fontMetrics().lineSpacing() * 4 + 6)
        probe = QPushButton("Ag", self.action_bar)  # styled as the bar's buttons are
        probe.hide()  # never drawn, even if the bar is shown before the probe goes
        probe.ensurePolished()
        self.action_bar.setFixedHeight(max(probe.sizeHint().height(),
                                           self.prompt_label.fontMetrics().lineSpacing() * 2)
                                       + 2)
        probe.setParent(None)  # gone now (Python owns it), not at the event loop's next turn

    def _fit_top(self) -> None:
        """The game's line beside the buttons where it has room, above them where it would be
        squeezed into a column of words (a narrow window, a long translation), which also took
        the table's height."""
        top = self._top
        items = [top.itemAt(i) for i in range(top.count())]
        buttons = [item.widget() for item in items if item is not None]
        need = sum(w.sizeHint().width() + top.spacing() for w in buttons
                   if w is not None and w is not self.info_label and not w.isHidden())
        above = self.width() - need - 16 < INFO_MIN_WIDTH
        if above == self._info_above:
            return
        self._info_above = above
        if above:
            top.removeWidget(self.info_label)
            self._page_layout.insertWidget(0, self.info_label)
        else:
            self._page_layout.removeWidget(self.info_label)
            top.insertWidget(0, self.info_label, 1)

    def _fit_log(self) -> None:
        """The log takes at most a quarter of the width, so a small window keeps a usable
        table."""
        sizes = self.split.sizes()
        total = sum(sizes)
        if total <= 0 or sizes[1] == 0:
            return
        cap = max(self.log_list.minimumWidth(), total // 4)
        if sizes[1] > cap:
            self.split.setSizes([total - cap, cap])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table and event.type() == QEvent.Type.Resize:
            self._place_welcome()
        return super().eventFilter(watched, event)

    def _place_welcome(self) -> None:
        room = self.table.width() - 24
        self._fit_font(self.welcome, 18.0, room)
        self.welcome.adjustSize()
        below = [b for b in (self.resume_button, self.newcomer_button) if b.isVisibleTo(self)]
        for b in below:
            self._fit_font(b, 13.0, room)
            b.adjustSize()
        extra = sum(b.height() + 16 for b in below)
        y = (self.table.height() - self.welcome.height() - extra) // 2
        self.welcome.move((self.table.width() - self.welcome.width()) // 2, y)
        y += self.welcome.height() + 16
        for b in below:
            b.move((self.table.width() - b.width()) // 2, y)
            y += b.height() + 16

    def _fit_font(self, button: QPushButton, points: float, room: int) -> None:
        """``points`` where the table has room; smaller, down to 9, where the text would reach
        past the table's edges (a small window, a long translation)."""
        font = QFont(self.font())
        size = points
        while True:
            font.setPointSizeF(size)
            button.setFont(font)
            if size <= 9.0 or button.sizeHint().width() <= room:
                return
            size = max(9.0, size - 1.0)

    def _update_newcomer(self) -> None:
        """The guided first hand offered beside the welcome, while the settings say the user
        has neither finished one nor played a game (a game kept to resume was played)."""
        show = (self.welcome.isVisibleTo(self) and self.kept is None
                and offer_first_hand(open_settings()))
        self.newcomer_button.setVisible(show)
        if show:
            self.newcomer_button.raise_()
        self._place_welcome()

    def first_hand_lesson(self) -> str:
        """The guided lesson the newcomer's button starts: that of the last chosen profile."""
        from mahjong_gui.guided.lessons import lesson_for_profile  # the rules load on demand

        return lesson_for_profile(self.controller.settings.profile)

    def _first_hand_clicked(self) -> None:
        self.first_hand_requested.emit(self.first_hand_lesson())

    def first_hand_done(self) -> None:
        """A guided hand was finished (or a game begun): the newcomer's offer goes."""
        self._update_newcomer()

