"""The calculator's input: the profile or rule set chosen, every edit of the hand and the
situation (each through ``CalculatorState``, a refusal said on the page), and the widgets
drawn again from the state after each one."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from mahjong_gui.engine import calculator as calc
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.family.registry import family_of
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.learn.examples import MIL_NAMES as SEAT_NAMES
from mahjong_gui.ui import texts
from mahjong_gui.ui.calculator.base import PageBase, option_label
from mahjong_gui.ui.calculator_state import (
    MODES,
    PROFILE_IDS,
    SEATS,
    Answer,
    Mode,
    Problem,
    Removal,
    offered_events,
)
from mahjong_gui.ui.fit import fit_combo


class CalculatorPage(PageBase):
    """The input: the profile, the edits, the widgets drawn from the state.

    One of the parts ``page.CalculatorPage`` is made of, named like it so that its ``self.tr``
    strings keep the page's translation context."""

    # -- the profile ---------------------------------------------------------------------

    @property
    def base_profile(self) -> Any:
        """The chosen profile with its default options."""
        return self.state.base_profile

    @property
    def profile(self) -> Any:
        return self.state.profile

    @property
    def one_win(self) -> bool:
        """One win ends the hand (not bloody): the situation is read the Hong Kong way."""
        return self.state.one_win()

    def options(self) -> dict[str, str]:
        """The chosen profile's options from the boxes shown."""
        return {k: v for k in self.state.option_choices()
                if (v := self.state.option(k)) is not None}

    def _add_rule_sets(self) -> None:
        """The club's rule sets the user keeps (issue 32), after the six profiles: each
        scores on its base profile with its house options."""
        from mahjong_gui.store import rulesets
        from mahjong_gui.ui.texts.rules import choice_label

        self._rendering, was = True, self._rendering
        while self.profile_box.count() > len(PROFILE_IDS):
            self.profile_box.removeItem(self.profile_box.count() - 1)
        self._rendering = was
        self.rule_sets.clear()
        for choice in rulesets.choices():
            self.rule_sets[choice.key] = choice.rules
            self.profile_box.addItem(choice_label(choice), choice.key)

    def _profile_chosen(self, index: int) -> None:
        if self._rendering:
            return
        data = str(self.profile_box.itemData(index))
        chosen = self.rule_sets.get(data)
        pid = chosen.base if chosen is not None else data
        self.state.house = chosen.house_options() if chosen is not None else {}
        removed = self.state.set_profile(pid)
        if chosen is not None:  # the set's own room options too (a Hong Kong minimum, limit)
            for key, value in chosen.options.items():
                self.state.set_option(key, value)
        self.notice = self._removal_text(removed) if removed else ""
        self.mode_buttons["hand"].setChecked(True)
        self._render(text=True)

    def _removal_text(self, removed: Removal) -> str:
        names = [texts.tile(t) for t in removed.tiles]
        names += [texts.tiles(m.tiles) for m in removed.melds]  # by name, never "chow:3m"
        names += [texts.tile(t) for t in removed.bonus]
        names += [texts.event_name(e) for e in removed.events if e in texts.EVENT_NAMES]
        return self.tr("%1 does not have everything that was entered; removed: %2.").replace(
            "%1", texts.profile(self.state.profile_id)).replace("%2", texts.join(names))

    def _option_chosen(self, key: str) -> None:
        if self._rendering:
            return
        value = self.option_boxes[key].currentData()
        if value is not None:
            self._edit(self.state.set_option, key, str(value))

    # -- edits ---------------------------------------------------------------------------

    def _edit(self, method: Any, *args: Any, text: bool = False) -> Problem | None:
        """Run one state edit from a widget and render; a refusal is said on the page."""
        if self._rendering:
            return None
        problem: Problem | None = method(*args)
        self.notice = self.problem_text(problem) if problem is not None else ""
        self._render(text=text)
        return problem

    def mode(self) -> Mode:
        for name in MODES:
            if self.mode_buttons[name].isChecked():
                return name
        return "hand"

    def add_tile(self, tile: Tile) -> bool:
        """Add ``tile`` to the hand, or a meld of it in a meld mode; False (and the reason on
        the page) when it cannot be added."""
        mode = self.mode()
        problem = self._edit(self.state.add, tile, mode, text=True)
        if problem is None and mode != "hand":
            self.mode_buttons["hand"].setChecked(True)
        return problem is None

    def toggle_bonus(self, tile: Tile) -> bool:
        return self._edit(self.state.toggle_bonus, tile, text=True) is None

    def remove_tile(self, index: int) -> None:
        """Remove the hand tile at ``index`` (or, past the hand, the meld there)."""
        self._edit(self.state.remove, index, text=True)

    def _hand_clicked(self, index: int) -> None:
        mods = QGuiApplication.keyboardModifiers()
        if mods & Qt.KeyboardModifier.ShiftModifier and index < len(self.state.hand):
            self.set_winning_tile(index)  # shift-click: this tile is the winning tile
        else:
            self.remove_tile(index)

    def set_winning_tile(self, index: int) -> None:
        self._edit(self.state.set_winning, index, text=True)

    def clear(self) -> None:
        self.state.clear()
        self.notice = ""
        self._render(text=True)

    def set_notation(self, text: str) -> None:
        self.text.setText(text)
        self._text_edited(text)

    def _text_edited(self, text: str) -> None:
        """The notation box as typed: its problem, if any, is the result itself."""
        self.state.set_notation(text)
        self.notice = ""
        self._render()

    def _win_chosen(self, _id: int, on: bool) -> None:
        if not on:
            return
        win = next(w for w, rb in self.win_buttons.items() if rb.isChecked())
        self._edit(self.state.set_win, win)

    def _event_toggled(self, event: str, on: bool) -> None:
        if self._rendering:
            return
        self._edit(self.state.set_event, event, on)  # refused: the box unticks, and says why

    # -- hand and notation (kept for callers) --------------------------------------------

    @property
    def hand(self) -> list[Tile]:
        return list(self.state.hand)

    @property
    def melds(self) -> list[Any]:
        return list(self.state.melds)

    @property
    def bonus(self) -> list[Tile]:
        return list(self.state.bonus)

    @property
    def calculation(self) -> calc.Calculation | None:
        return self.answer.calculation if isinstance(self.answer, Answer) else None

    @property
    def waits(self) -> list[Any]:
        return list(self.answer.waits) if isinstance(self.answer, Answer) else []

    @property
    def message(self) -> str:
        return self.message_label.text()

    def notation(self) -> str:
        return self.state.notation()

    def deltas_text(self) -> tuple[int, int, int, int] | None:
        return self.answer.deltas if isinstance(self.answer, Answer) else None

    # -- rendering -----------------------------------------------------------------------

    def _render(self, text: bool = False) -> None:
        """Show the state: every widget from it, then the whole result."""
        self._rendering = True
        try:
            self._render_inputs(text)
            self.answer = self.state.result()
            self._render_result(self.answer)
        finally:
            self._rendering = False

    def _render_inputs(self, text: bool) -> None:
        st = self.state
        p = st.base_profile
        chosen = next((key for key, rules in self.rule_sets.items()
                       if st.house and rules.house_options() == st.house
                       and rules.base == st.profile_id), st.profile_id)
        self.profile_box.setCurrentIndex(max(0, self.profile_box.findData(chosen)))
        if text and self.text.text() != st.text:
            self.text.setText(st.text)
        choices = st.option_choices()
        for key, box in self.option_boxes.items():
            shown = key in choices
            box.setVisible(shown)
            self.option_labels[key].setVisible(shown)
            if shown:
                values = list(choices[key])
                if [box.itemData(i) for i in range(box.count())] != values:
                    box.clear()
                    for v in values:
                        box.addItem(option_label(key, v), v)
                    fit_combo(box)
                box.setCurrentIndex(max(0, box.findData(st.option(key))))
        for b in self.honour_buttons:
            b.setVisible(p.honours)
        for b in self.bonus_buttons:
            b.setVisible(p.bonus_tiles)
        self.mode_buttons["chow"].setVisible(p.chow)
        if hasattr(self, "left_scroll"):
            self._fit_left()
        bad_text = st.text_problem is not None
        counts = st.counts()
        for t, b in self.tile_buttons.items():
            if t.is_bonus:
                b.setChecked(t in st.bonus and not bad_text)
                b.setText("" if bad_text or t not in st.bonus else "✓")
            else:
                b.set_left(None if bad_text else 4 - counts[t])
        if bad_text:
            self.hand_strip.set_groups([])
        else:
            groups = [list(st.hand)] + [list(m.tiles) for m in st.melds] + [list(st.bonus)]
            self.hand_strip.set_groups(
                [g for g in groups if g], clickable=True,
                highlight=len(st.hand) - 1 if st.hand else None,
                tooltip=self.tr("Click to remove; shift-click to make it the winning tile"))
        self.win_buttons[st.win].setChecked(True)
        self.from_box.setEnabled(st.win is not WinType.SELF)
        self.from_label.setEnabled(st.win is not WinType.SELF)
        self.from_box.setCurrentIndex(st.discarder)
        self.seat_box.setCurrentIndex(st.seat)
        self.dealer_box.setCurrentIndex(st.dealer)
        self._seat_texts()
        for s, cb in enumerate(self.in_boxes):
            cb.setChecked(s in st.in_seats)
        self.void_box.setCurrentIndex(max(0, self.void_box.findData(st.void or "")))
        self.wind_box.setCurrentIndex(st.prevailing - 1)
        # One win ends the hand: everyone is in, the prevailing wind and a replacement-tile
        # win; bloody: who has left and the kong events. The void suit where there is one.
        w: QWidget
        for w in (self.wind_label, self.wind_box):
            w.setVisible(family_of(p).winds)
        for w in (self.in_label, *self.in_boxes):
            w.setVisible(p.bloody)
        for w in (self.void_label, self.void_box):
            w.setVisible(p.void_suit)
        offered = offered_events(p)
        if offered != self._events_shown:  # the profile's events, two a row, no gaps
            for cb in self.event_checks.values():
                self.events_grid.removeWidget(cb)
            for i, e in enumerate(offered):
                self.events_grid.addWidget(self.event_checks[e], i // 2, i % 2)
            self._events_shown = offered
        for e, cb in self.event_checks.items():
            cb.setVisible(e in offered)
            cb.setChecked(e in st.events)

    def _seat_texts(self) -> None:
        """The players by the names the Learn pages' examples and the drills give them (An,
        Bình, Chi, Dũng: issue 30, "Seat 0" was read nowhere else); the winner's and the
        discarder's boxes also say who deals (Sichuan) or each seat's wind (Hong Kong)."""
        st = self.state
        for box in (self.from_box, self.seat_box, self.dealer_box):
            for s in SEATS:
                if box is self.dealer_box:
                    name = SEAT_NAMES[s]
                elif st.winds():
                    name = self.seat_name(s)
                elif s == st.dealer:
                    #: a player's name, who deals this hand ("An (dealer)")
                    name = self.tr("%1 (dealer)").replace("%1", SEAT_NAMES[s])
                else:
                    name = SEAT_NAMES[s]
                box.setItemText(s, name)
            fit_combo(box)
