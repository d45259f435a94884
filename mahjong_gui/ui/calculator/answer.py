"""The calculator's answer: the result drawn (the reading, the patterns, the value, who pays
whom, the waits, the same hand under every profile) or the one message saying why there is
none; the examples loaded, the win sent to the Scorebook and the copied text."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

from mahjong_gui.engine import calculator as calc
from mahjong_gui.engine.family.base import ScoreView, TableScore
from mahjong_gui.engine.rules.hongkong import seat_wind
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.learn.examples import MIL_NAMES as SEAT_NAMES
from mahjong_gui.ui import texts
from mahjong_gui.ui.calculator.base import PageBase
from mahjong_gui.ui.calculator.examples import Example
from mahjong_gui.ui.calculator_state import Answer, Problem, Result


def headline(view: ScoreView) -> str:
    """A score's headline in words: its value, or the total in the unit and the base it is
    paid from (where the family heads the score with its total)."""
    if view.headline == "total":
        return QCoreApplication.translate("CalculatorPage", "%1 faan, base %2").replace(
            "%1", texts.number(view.total)).replace("%2", texts.number(view.value))
    return QCoreApplication.translate("CalculatorPage", "Value: %1").replace(
        "%1", texts.number(view.value))

class CalculatorPage(PageBase):
    """The answer drawn, and what is done with it (send, copy).

    One of the parts ``page.CalculatorPage`` is made of, named like it so that its ``self.tr``
    strings keep the page's translation context."""

    def _render_result(self, answer: Result) -> None:
        self.notice_label.setText(self.notice)
        self.notice_label.setVisible(bool(self.notice))
        problem = isinstance(answer, Problem)
        self.copy_button.setEnabled(isinstance(answer, Answer) and answer.can_copy)
        can_send = isinstance(answer, Answer) and answer.can_send
        self.send_button.setEnabled(can_send)
        self.send_button.setToolTip(
            self.tr("Record this win in the Scorebook's current session. The session uses its "
                    "own dealer, players still in and prevailing wind, so its numbers can "
                    "differ from these.") if can_send else
            self.tr("Enter a winning hand first"))
        score = answer.score if isinstance(answer, Answer) else None
        for w in (self.reading_strip, self.patterns, self.value_label, self.payments,
                  self.deltas_label):
            w.setVisible(score is not None)
        if score is None:
            self.reading_strip.set_groups([])
            self._fill(self.patterns, [], [])
            self._fill(self.payments, [], [])
            self.value_label.clear()
            self.deltas_label.clear()
        if problem:
            assert isinstance(answer, Problem)
            self.message_label.setText(self.problem_text(answer))
            self.message_label.setVisible(True)
            self._show_waits(None)
            self._show_compare(None)
            return
        assert isinstance(answer, Answer)
        self.message_label.setText(self.status_text(answer))
        self.message_label.setVisible(bool(self.message_label.text()))
        if score is not None:
            assert answer.calculation is not None
            self._show_score(score, answer.calculation)
        self._show_waits(answer if answer.status == "ready" else None)
        self._show_compare(answer if answer.compare else None)

    def status_text(self, answer: Answer) -> str:
        if answer.status == "empty":
            return self.tr("Enter a hand: click the tiles above, or type it "
                           "(e.g. 123456m234p789p55m). The last tile is the winning tile.")
        if answer.status == "not_win":
            return texts.not_win(answer.reason or "", self.state.profile)
        if answer.status == "ready":
            return self.tr("These 13 tiles are ready: the tiles that win are listed with the "
                           "copies you cannot see and what each is worth.")
        if answer.status == "not_ready":
            return texts.not_win("not_ready")
        return ""

    def problem_text(self, problem: Problem) -> str:
        """The one translated message for a problem, naming the tile or meld at fault."""
        code = problem.code
        tile = problem.get("tile")
        shown_tile = texts.tile(tile) if tile else ""
        if code == "no_suit" and tile:
            code = "no_suit_letter"
        if code == "no_copies_left":
            code = {"hand": "no_copies_hand", "pong": "no_copies_pong",
                    "chow": "no_copies_chow"}.get(problem.get("mode"), "no_copies_kong")
            return texts.calculator_problem(code).replace("%1", shown_tile).replace(
                "%2", problem.get("left"))
        if code == "tile_count":
            n = int(problem.get("count", "0"))
            return self.tr("Tiles entered: %n. A win needs 14, and 13 show the waits (a kong "
                           "counts as 3).", "", n)
        if code == "event_refused":
            return texts.event_reason(problem.get("event"))
        if code in texts.CALCULATOR_PROBLEMS:
            first = problem.get("meld") or shown_tile or problem.get("count")
            if code in ("no_honours", "no_bonus"):
                first = shown_tile
            second = problem.get("position")
            if problem.get("profile"):
                second = texts.profile(problem.get("profile"))
            if code == "no_suit":
                second = problem.get("position")
            return texts.calculator_problem(code).replace("%1", first).replace("%2", second)
        if code in texts.NOT_WIN:
            return texts.not_win(code, self.state.profile)
        return texts.invalid(code)

    def _value_text(self, view: ScoreView, unit: str) -> str:
        """The score's headline: the value (with the cap and the roots), or the total in the
        unit and the base it is paid from (with the limit)."""
        value = headline(view)
        if view.limited and view.cut == "limit":
            value += "  " + self.tr("(limit: %1 faan counted as %2)").replace(
                "%1", texts.number(view.before)).replace("%2", texts.number(view.total))
        elif view.limited:
            value += "  " + self.tr("(capped from %1 to %2 %3)").replace(
                "%1", texts.number(view.before)).replace(
                "%2", texts.number(view.total)).replace("%3", texts.unit(unit))
        if view.roots:
            value += "  " + self.tr("Roots: %1").replace("%1", texts.number(view.roots))
        return value

    def _show_score(self, score: TableScore, result: calc.Calculation) -> None:
        profile = self.state.profile
        view = result.view
        assert view is not None  # a score's calculation carries its view
        d = score.decomposition
        groups = [list(g.tiles) for g in d.groups] + [list(m.tiles) for m in d.melds]
        if view.bonus:
            groups.append(list(view.bonus))
        self.reading_strip.set_groups(groups)
        rows = []
        for line in view.lines:
            name = texts.times(texts.pattern(line.id), line.count)
            if line.kind == "limit":
                shown = self.tr("limit")
            elif line.kind == "double":
                shown = "×" + texts.number(line.shown)
            else:
                shown = texts.number(line.shown)
            rows.append((name, shown))
        rows += [(self.tr("%1 (replaced by %2)").replace("%1", texts.pattern(a))
                  .replace("%2", texts.pattern(b)), "–") for a, b in view.replaced]
        self._fill(self.patterns, rows, [self.tr("Pattern"), texts.unit(profile.unit)])
        value = self._value_text(view, profile.unit)
        base = self.answer.without_house if isinstance(self.answer, Answer) else None
        if base is not None:  # house rules: what the same win pays without them
            shown = (texts.number(base.score.value) if base.score is not None
                     else texts.compare_reason(getattr(base.result, "reason", "")))
            value += "\n" + self.tr("Without the house rules (%1): %2").replace(
                "%1", texts.profile(self.state.profile_id)).replace("%2", shown)
        self.value_label.setText(value)
        payments = [(self.seat_name(p.payer),
                     self.seat_name(p.payee) if p.payee is not None else self.tr("nobody"),
                     texts.number(p.amount), texts.payment_reason(p)) for p in result.payments]
        self._fill(self.payments, payments, [self.tr("Pays"), self.tr("To"),
                                             self.tr("Amount"), self.tr("Why")])
        self.deltas_label.setText(self.deltas_line(result.deltas))

    def seat_name(self, seat: int) -> str:
        """A player by name ("Bình"); with a prevailing wind (Hong Kong) with the seat's wind
        too ("Bình (South)")."""
        if self.state.winds():
            #: a player's name and their seat wind ("Bình (South)"); Chinese and Japanese:
            #: "%1（%2）".
            return self.tr("%1 (%2)").replace("%1", SEAT_NAMES[seat]).replace(
                "%2", texts.wind(seat_wind(seat, self.state.dealer)))
        return SEAT_NAMES[seat]

    def deltas_line(self, deltas: tuple[int, ...] | list[int]) -> str:
        return "   ".join(self.tr("%1: %2").replace("%1", self.seat_name(s)).replace(
            "%2", texts.signed(v)) for s, v in enumerate(deltas))

    def _show_waits(self, answer: Answer | None) -> None:
        self.waits_box.setVisible(answer is not None)
        rows = []
        for w in answer.waits if answer is not None else ():
            sc = w.calculation.score
            view = w.calculation.view
            reason = w.calculation.result
            if view is not None and view.headline == "total":  # the total and its base
                worth = headline(view)
            elif view is not None:
                worth = texts.number(view.value)
            else:
                worth = texts.compare_reason(getattr(reason, "reason", "")
                                             or getattr(reason, "code", ""))
            rows.append((texts.tile(w.tile), texts.number(w.unseen), worth,
                         texts.listed([texts.pattern(line.id.value) for line in sc.lines])
                         if sc else ""))
        self._fill(self.waits_table, rows, [self.tr("Wait"), self.tr("Left"), self.tr("Value"),
                                            self.tr("Patterns")])

    def _show_compare(self, answer: Answer | None) -> None:
        self.compare_box.setVisible(answer is not None)
        rows: list[tuple[str, ...]] = []
        waits = answer is not None and answer.status in ("ready", "not_ready")
        for row in answer.compare if answer is not None else ():
            name = texts.profile_short(row.profile)
            if waits:
                if row.waits:
                    best = row.value
                    rows.append((name, "–" if best is None else texts.number(best),
                                 texts.tiles([w.tile for w in row.waits])))
                else:
                    rows.append((name, "–", texts.compare_reason(row.reason or "not_ready")))
            elif row.calculation is not None and row.calculation.score is not None:
                rows.append((name, texts.number(row.calculation.score.value),
                             " ".join(texts.signed(v) for v in row.calculation.deltas)))
            else:
                rows.append((name, "–", texts.compare_reason(row.reason or "")))
        headers = ([self.tr("Rules"), self.tr("Best wait"), self.tr("Waits")] if waits else
                   [self.tr("Rules"), self.tr("Value"), self.tr("Deltas")])
        self._fill(self.compare_table, rows, headers)

    @staticmethod
    def _fill(table: QTableWidget, rows: Sequence[tuple[str, ...]], headers: list[str]) -> None:
        if headers:
            table.setColumnCount(len(headers))
            table.setHorizontalHeaderLabels(headers)
            # Short columns (tiles, counts, values) as wide as their text; the wordy one
            # (patterns, waits, deltas, a pattern's name) takes the rest.
            header = table.horizontalHeader()
            wordy = 0 if table.objectName() == "patterns" else len(headers) - 1
            for c in range(len(headers)):
                header.setSectionResizeMode(
                    c, QHeaderView.ResizeMode.Stretch if c == wordy or
                    table.objectName() == "payments"
                    else QHeaderView.ResizeMode.ResizeToContents)
        table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                table.setItem(r, c, QTableWidgetItem(text))
        table.resizeRowsToContents()
        height = table.horizontalHeader().height() + sum(
            table.rowHeight(r) for r in range(len(rows))) + 4
        table.setFixedHeight(max(height, 30))

    def compare_rows(self) -> list[tuple[str, str, str]]:
        t = self.compare_table
        if not t.isVisibleTo(self):
            return []

        def cell(r: int, c: int) -> str:
            item = t.item(r, c)
            assert item is not None  # _fill gives every cell an item
            return item.text()

        return [(cell(r, 0), cell(r, 1), cell(r, 2)) for r in range(t.rowCount())]

    # -- examples and sharing ------------------------------------------------------------

    def load_example(self, example: Example) -> None:
        self.state.load(example.profile, example.text, win=example.win,
                        discarder=example.discarder, seat=example.seat,
                        in_seats=example.in_seats, events=list(example.events))
        self.notice = ""
        self._render(text=True)

    def win_event(self) -> dict[str, Any] | None:
        """The scored win as a ledger event, or None. The Scorebook takes the dealer and
        (Hong Kong) the prevailing wind from its session, not from here."""
        return self.answer.win_event() if isinstance(self.answer, Answer) else None

    def send(self) -> bool:
        answer = self.answer
        if not isinstance(answer, Answer) or not answer.can_send:
            return False
        event = answer.win_event()
        assert event is not None
        self.last_sent = answer.send
        if answer.send is not None:
            self.send_details.emit(answer.send.as_dict())
        self.send_to_scorebook.emit(answer.profile, dict(answer.options), event)
        return True

    def copy_text(self) -> str:
        """Copy the hand and its result as plain text (also returned); nothing while the
        input does not read."""
        answer = self.answer
        if not isinstance(answer, Answer) or not answer.can_copy:
            return ""
        text = answer.copy_text(_PageWords(self))
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)
        return text


class _PageWords:
    """The copied text in the page's language."""

    def __init__(self, page: CalculatorPage) -> None:
        self.page = page

    def hand(self, notation: str) -> str:
        return QCoreApplication.translate("CalculatorPage", "Hand: %1").replace("%1", notation)

    def rules(self, profile_id: str) -> str:
        return QCoreApplication.translate("CalculatorPage", "Rules: %1").replace(
            "%1", texts.profile(profile_id))

    def line(self, pattern_id: str, value: str, count: int) -> str:
        if value == "limit":
            shown = QCoreApplication.translate("CalculatorPage", "limit")
        elif value.startswith("×") and value[1:].isdigit():  # a doubling: ×4
            shown = "×" + texts.number(int(value[1:]))
        else:
            shown = texts.number(int(value)) if value.isdigit() else value
        return "  " + texts.labelled(texts.times(texts.pattern(pattern_id), count), shown)

    def value(self, view: ScoreView) -> str:
        return headline(view)

    def deltas(self, deltas: Any) -> str:
        return self.page.deltas_line(tuple(deltas))

    def reason(self, reason_id: str) -> str:
        return texts.not_win(reason_id)

    def wait(self, tile: Tile, unseen: int, value: int | None, reason: str | None) -> str:
        shown = texts.number(value) if value is not None else texts.compare_reason(reason or "")
        return "  " + QCoreApplication.translate("CalculatorPage", "%1 (%2 left): %3").replace(
            "%1", texts.tile(tile)).replace("%2", texts.number(unseen)).replace("%3", shown)
