"""The Play page's teacher: its parts switched on and off, the waits, danger marks and
warnings, the hint; the side pane (the action log and the tile tracker) and the table's
conveniences (automatic moves)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QAction

from mahjong_gui.engine.legal import Act
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.ui import plain
from mahjong_gui.ui.controller import HUMAN
from mahjong_gui.ui.play.base import AUTO_KEYS, TEACHER_KEYS, PageBase
from mahjong_gui.ui.settings import KEY_TRACKER, open_settings
from mahjong_gui.ui.sound import KEY_SOUND
from mahjong_gui.ui.texts.events import describe_public
from mahjong_gui.ui.texts.hints import danger_tip, hint_lines, values_tip, waits_line, warning_text

if TYPE_CHECKING:
    from mahjong_gui.bots.hints import Hint


class PlayPage(PageBase):
    """The teacher, the hints, the log and tracker beside the table, the automatic moves.

    One of the parts ``page.PlayPage`` is made of, named like it so that its ``self.tr``
    strings keep the page's translation context."""

    def teacher_actions(self) -> list[QAction]:
        """The teacher's switches (waits, hover highlight, danger marks, warnings, sound), for
        a menu of the window; the page's own Teacher button offers the same actions."""
        return list(self._teacher_actions.values())

    def set_teacher(self, part: str, on: bool) -> None:
        """Turn one part of the teacher (or the sound) on or off, and remember it."""
        settings = open_settings()
        if part == "sound":
            self.sounds.enabled = on
            settings.setValue(KEY_SOUND, on)
        else:
            self.teacher_on[part] = on
            settings.setValue(TEACHER_KEYS[part], on)
        settings.sync()
        action = self._teacher_actions[part]
        if action.isChecked() != on:
            action.setChecked(on)
        self.table.hover_enabled = self.teacher_on["hover"]
        if not self.teacher_on["hover"]:
            self.table.hover_kind(None)
        self._update_teacher()

    def _update_teacher(self) -> None:
        """Waits, danger marks and warnings for the position now (each when it is on)."""
        from mahjong_gui.bots import table_hints  # the bots load with the first game

        view = self.controller.human_view()
        lines: list[str] = []
        dangers: dict[Tile, float] = {}
        tips: dict[Tile, str] = {}
        if view is not None and not self.controller.hand_over:
            if self.teacher_on["waits"]:
                waits = table_hints.ready_waits(view)
                line = waits_line(waits)
                selected = self.table.selected_tile()
                if not line and selected is not None and self.table.selectable:
                    line = waits_line(table_hints.waits_after(view, selected), selected)
                if line:
                    lines.append(line)
            if self.teacher_on["warnings"]:
                lines += [warning_text(w) for w in table_hints.warnings(view, self.legal)]
            if self.teacher_on["danger"]:
                chance = table_hints.teacher(view).danger_is_chance
                for tile, per_seat in table_hints.hand_dangers(view).items():
                    dangers[tile] = table_hints.danger_level(
                        view, max((d for _s, d in per_seat), default=0.0))
                    tips[tile] = danger_tip(per_seat, self.names, chance)
        self.table.set_dangers(dangers, tips)
        self.teacher_lines = lines
        self.teacher_label.setText("\n".join(lines))

    # -- hints -------------------------------------------------------------------------------

    def ask_hint(self) -> None:
        if self.controller.request_hint():
            self.hint_label.setText(self.tr("Thinking…"))
            self.hint_label.setToolTip("")
            self.hint_label.show()

    def _show_hint(self, h: Hint) -> None:
        """Show the suggestion, the reason and the numbers; put the cursor on the tile."""
        action = h.action
        lines = hint_lines(h, self.names)
        self.hint_label.setText("\n".join(lines))
        self.hint_label.setToolTip(plain.tip(values_tip(h)))
        self.hint_label.show()
        if action.act is Act.DISCARD:
            for i, item in enumerate(self.table.hand_items):
                if item.tile == action.tile:
                    self.table.hand_cursor = i
            self.table.set_selectable(self.table.selectable)

    # -- the action log ----------------------------------------------------------------------

    def _sync_log(self) -> None:
        """Bring the log up to the match's events (all again after a take-back, a new game
        or an opened file)."""
        match = self.controller.match
        events = match.events if match is not None else []
        if match is not self._log_match or len(events) < self._logged:
            self.log_list.clear()
            self._log_match = match
            self._logged = 0
        if len(events) == self._logged:
            return
        for e in events[self._logged:]:
            text = describe_public(e, self.names, HUMAN)
            if text:
                self.log_list.addItem(text)
        self._logged = len(events)
        self.log_list.scrollToBottom()

    def _rebuild_log(self) -> None:
        self._log_match = None
        self._sync_log()

    def log_lines(self) -> list[str]:
        return [self.log_list.item(i).text() for i in range(self.log_list.count())]

    def _show_log(self, shown: bool) -> None:
        self.log_list.setVisible(shown)
        self._fit_side()

    def _fit_side(self) -> None:
        """The side pane is open while the log or the tracker shows, closed otherwise."""
        wanted = self.log_list.isVisibleTo(self.side) or self.tracker.isVisibleTo(self.side)
        sizes = self.split.sizes()
        total = sum(sizes) or 1120
        if wanted and sizes[1] == 0:
            width = max(240, self.tracker.minimumSizeHint().width()) \
                if self.tracker.isVisibleTo(self.side) else 240
            self.split.setSizes([max(0, total - width), width])
        elif not wanted and sizes[1] > 0:
            self.split.setSizes([total, 0])

    def _side_moved(self) -> None:
        if self.split.sizes()[1] == 0:  # dragged shut: both go
            self.log_button.setChecked(False)
            self.tracker_action.setChecked(False)
        elif not self.log_button.isChecked() and not self.tracker_action.isChecked():
            self.log_button.setChecked(True)

    def show_tracker(self, shown: bool) -> None:
        """Show or hide the tile tracker beside the table; remembered."""
        settings = open_settings()
        settings.setValue(KEY_TRACKER, shown)
        settings.sync()
        if self.tracker_action.isChecked() != shown:
            self.tracker_action.setChecked(shown)
        self.tracker.setVisible(shown)
        self.tracker.show_view(self.controller.human_view() if shown else None)
        self._fit_side()

    def set_auto(self, part: str, on: bool) -> None:
        """Switch one convenience (a field of ``AutoPlay``) and remember it; one that applies
        to the decision waiting now plays it."""
        from dataclasses import replace

        settings = open_settings()
        settings.setValue(AUTO_KEYS[part], on)
        settings.sync()
        action = self.auto_actions[part]
        if action.isChecked() != on:
            action.setChecked(on)
        self.controller.set_auto(replace(self.controller.auto, **{part: on}))

