"""The Play page's announcements: calls at the caller's seat, banners queued and shown in turn
(the exchange, a win, the match's end), the end-of-hand dialog and the skip to its end."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsOpacityEffect, QLabel

from mahjong_gui.engine import events as ev
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.controller import HUMAN, HandSummary
from mahjong_gui.ui.dialogs import HandEndDialog, match_over_text, won_view
from mahjong_gui.ui.play.base import PageBase
from mahjong_gui.ui.texts.events import call_text, exchange_banner

# A call's tone (ui/sound.py), by event type.
_SOUND_OF = {"Ponged": "pong", "Chowed": "chow", "KongDeclared": "kong", "Konged": "kong",
             "Won": "win"}


class PlayPage(PageBase):
    """Calls announced, banners shown, the end of a hand and of the match.

    One of the parts ``page.PlayPage`` is made of, named like it so that its ``self.tr``
    strings keep the page's translation context."""

    def _events_added(self, events: list[ev.Event]) -> None:
        self._sync_log()
        for e in events:
            if not self._loading:
                self._announce_event(e)
            if isinstance(e, ev.TilesExchanged):
                self._show_banner(exchange_banner(e, self.names, HUMAN))

    # -- calls announced at the caller's seat ------------------------------------------------

    def _announce_event(self, e: ev.Event) -> None:
        text = call_text(e)
        seat = getattr(e, "seat", None)
        if text is None or not isinstance(seat, int):
            return
        self.announcements.append((seat, text))
        speed = 0 if self.controller.skipping else self.controller.speed
        if speed:
            self.sounds.play(_SOUND_OF.get(type(e).__name__, "pong"))
        duration = {1: 2200, 2: 1500, 3: 900}.get(speed, 0)
        if not duration:  # no animations: recorded and logged, not shown
            return
        label = plain.label(text, self.table)
        label.setObjectName("call_announcement")
        label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        label.setStyleSheet(
            "QLabel#call_announcement { background: rgba(10, 30, 22, 225); color: #ffd166;"
            " border: 2px solid #ffd166; border-radius: 10px; padding: 4px 14px; }")
        font = QFont(label.font())
        font.setPointSizeF(max(14.0, font.pointSizeF() * 1.6))
        font.setBold(True)
        label.setFont(font)
        label.adjustSize()
        point = self.table.seat_point(seat)
        label.move(point.x() - label.width() // 2, point.y() - label.height() // 2)
        effect = QGraphicsOpacityEffect(label)
        label.setGraphicsEffect(effect)
        fade = QPropertyAnimation(effect, b"opacity", label)
        fade.setDuration(duration)
        fade.setKeyValueAt(0.0, 1.0)
        fade.setKeyValueAt(0.7, 1.0)
        fade.setKeyValueAt(1.0, 0.0)
        fade.setEasingCurve(QEasingCurve.Type.Linear)
        fade.finished.connect(lambda lb=label: self._drop_call(lb))
        label.show()
        label.raise_()
        fade.start()
        self.call_labels.append(label)

    def _drop_call(self, label: QLabel) -> None:
        if label in self.call_labels:
            self.call_labels.remove(label)
        label.deleteLater()

    # -- banners: queued, each shown in turn -------------------------------------------------

    def _show_banner(self, text: str, seat: int | None = None) -> None:
        if self.banner.isVisible() and self._banner_timer.isActive():
            self._banner_queue.append((text, seat))  # never replace a banner still being read
            return
        self._display_banner(text, seat)

    def _display_banner(self, text: str, seat: int | None = None) -> None:
        """Inside the four hands, so it covers no hand; a win's over the winner's own side
        (between its hand and the centre), so the centre and the other rivers stay in view,
        for 2.5 s."""
        self.banners_shown.append(text)
        self.banner.setText(text)
        area = self.table.inner_rect()
        if seat is None:
            self.banner.setMaximumWidth(max(200, area.width() * 2 // 3))
            self.banner.adjustSize()
            x = area.x() + (area.width() - self.banner.width()) // 2
            y = area.y() + (area.height() - self.banner.height()) // 2
        else:
            at = self.table.seat_point(seat)
            side = abs(at.x() - area.center().x()) > abs(at.y() - area.center().y())
            self.banner.setMaximumWidth(max(160, area.width() * (3 if side else 6) // 10))
            self.banner.adjustSize()
            x = min(max(area.left(), at.x() - self.banner.width() // 2),
                    area.right() - self.banner.width())
            y = min(max(area.top(), at.y() - self.banner.height() // 2),
                    area.bottom() - self.banner.height())
        self.banner.move(max(0, x), max(0, y))
        self.banner.show()
        self.banner.raise_()
        self._banner_timer.start(2500)

    def _next_banner(self) -> None:
        if self._banner_queue:
            self._display_banner(*self._banner_queue.pop(0))
        else:
            self.banner.hide()

    def _clear_banners(self) -> None:
        self._banner_queue = []
        self._banner_timer.stop()
        self.banner.hide()

    def _win(self, won: ev.Won) -> None:
        name = self.names[won.seat]
        view = self.controller.human_view()
        profile = self._profile_of(view) if view is not None else None
        shown = won_view(profile, won)
        if shown is not None and shown.headline == "total":
            # Each row with its units, then the total (cut to the limit).
            pats = " + ".join(f"{texts.pattern(line.id)} {texts.number(line.shown)}"
                              for line in shown.lines)
            pats = self.tr("{0} = {1} faan").format(pats, texts.number(shown.total))
            if shown.limited:
                pats = self.tr("{0} (limit)").format(pats)
        else:
            pats = texts.patterns([(pid, count) for pid, _v, count in won.patterns])
        pays = texts.join([
            self.tr("You pay {0}").format(texts.number(p.amount)) if p.payer == HUMAN
            else self.tr("{0} pays {1}").format(self.names[p.payer], texts.number(p.amount))
            for p in won.payments if p.payee == won.seat])
        kind = {"self": self.tr("self-draw"), "discard": self.tr("on a discard"),
                "robbed": self.tr("robbing a kong")}[won.win]
        if won.seat == HUMAN:
            text = self.tr("You win {0} with {1}\n{2}").format(kind, pats, pays)
        else:
            text = self.tr("{0} wins {1} with {2}\n{3}").format(name, kind, pats, pays)
        self._show_banner(text, won.seat)

    def _match_ended(self, end: ev.MatchEnded) -> None:
        self._final = end
        self._show_banner(match_over_text(end, self.names))

    def _hand_ended(self, summary: HandSummary) -> None:
        QTimer.singleShot(0, lambda: self._show_hand_dialog(summary))

    def _show_hand_dialog(self, summary: HandSummary) -> None:
        final = self._final if self.controller.match and self.controller.match.finished \
            else None
        self.hand_dialog = HandEndDialog(summary, self.names, final, self, self.art)
        self.hand_dialog.finished.connect(self._after_hand_dialog)
        match = self.controller.match
        if match is not None:
            events = tuple(match.events)
            dialog = self.hand_dialog
            dialog.replay_button.clicked.connect(
                lambda: self.replay(events, parent=dialog))
            if dialog.review_button is not None:  # the match's end
                dialog.review_button.clicked.connect(
                    lambda: self.review(events, parent=dialog))
        self.hand_dialog.open()

    def skip_to_end(self) -> bool:
        """Play the rest of this hand at once, without pauses or animations (only while
        you have nothing left to decide in it)."""
        if not self.controller.skip_to_end():
            return False
        self.table.speed = 0
        return True

    def _after_hand_dialog(self) -> None:
        self.table.speed = self.controller.speed  # a skipped hand's rest had none
        self.hand_dialog = None
        self._clear_banners()  # the dialog listed every win
        self.controller.next_hand()
        self.table.setFocus()

