"""The "Compare rules" window (issue 32 item 4): two sets of rules of one family (a profile or a
club's rule set), every difference between them, and for each a hand the engine settles both
ways with the payments side by side (``learn/differences.py``)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QVBoxLayout, QWidget

from mahjong_gui.engine.common import OptionError, Payment
from mahjong_gui.engine.melds import parse_hand
from mahjong_gui.engine.rules import PROFILES, AnyProfile, get_profile
from mahjong_gui.learn.differences import Difference, Shown, Side, comparable, compare, overall
from mahjong_gui.learn.examples import MIL_NAMES
from mahjong_gui.store import rulesets
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.fit import FitComboBox
from mahjong_gui.ui.learn_page import LearnBrowser
from mahjong_gui.ui.texts.rules import choice_label, choice_words, field_words
from mahjong_gui.ui.tile_art import TileArt

TILE_HEIGHT = 40  # the example hand's tiles on the page


def _e(text: str) -> str:
    return plain.escape(text)


class RulesCompareDialog(QDialog):
    """Pick two sets of rules; the page below says what the second changes against the
    first. ``extra`` adds a set not kept yet (the house-rules form being edited)."""

    def __init__(self, parent: QWidget | None = None, left: str = "mil",
                 right: str | None = None,
                 extra: tuple[str, AnyProfile] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_compare")
        self.resize(900, 640)
        self._profiles: dict[str, AnyProfile] = {pid: p for pid, p in PROFILES.items()}
        self._names: dict[str, str] = {}
        layout = QVBoxLayout(self)
        bar = QHBoxLayout()
        self.left_label = plain.label()
        self.left_box = FitComboBox()
        self.left_box.setObjectName("compare_left")
        self.right_label = plain.label()
        self.right_box = FitComboBox()
        self.right_box.setObjectName("compare_right")
        for label, box in ((self.left_label, self.left_box), (self.right_label, self.right_box)):
            bar.addWidget(label)
            bar.addWidget(box, 1)
        layout.addLayout(bar)
        self.browser = LearnBrowser(TileArt())
        self.browser.setObjectName("compare_text")
        self.browser.setOpenLinks(False)
        layout.addWidget(self.browser, 1)
        self._fill(extra)
        for box, key in ((self.left_box, left), (self.right_box, right or left)):
            i = box.findData(key)
            box.setCurrentIndex(max(0, i))
        self.left_box.currentIndexChanged.connect(self.refresh)
        self.right_box.currentIndexChanged.connect(self.refresh)
        self.retranslate()

    def _fill(self, extra: tuple[str, AnyProfile] | None) -> None:
        for choice in rulesets.choices():
            try:
                self._profiles[choice.key] = choice.rules.profile()
            except rulesets.RuleSetError:
                continue
            self._names[choice.key] = choice_label(choice)
        if extra is not None:
            self._profiles["form"] = extra[1]
            self._names["form"] = extra[0]
        for box in (self.left_box, self.right_box):
            box.blockSignals(True)
            box.clear()
            for key in self._profiles:
                box.addItem(self._label(key), key)
            box.blockSignals(False)

    def _label(self, key: str) -> str:
        return self._names.get(key) or texts.profile(key)

    @property
    def left(self) -> AnyProfile:
        return self._profiles[str(self.left_box.currentData())]

    @property
    def right(self) -> AnyProfile:
        return self._profiles[str(self.right_box.currentData())]

    def refresh(self, *_: object) -> None:
        self.browser.setHtml(self.page_html())

    # -- the page ----------------------------------------------------------------------------

    def page_html(self) -> str:
        a, b = self.left, self.right
        left_name = self._label(str(self.left_box.currentData()))
        right_name = self._label(str(self.right_box.currentData()))
        title = self.tr("What {0} changes against {1}").format(right_name, left_name)
        out = [f"<h2>{_e(title)}</h2>"]
        if not comparable(a, b):
            words = self.tr("These rules are of different families: they share little beyond "
                            "the tiles. The Learn page “How the rulesets differ” compares them.")
            out.append(f"<p>{_e(words)}</p>")
            return "".join(out)
        found = compare(a, b)
        if not found:
            same = self.tr("No difference: both play and pay the same.")
            out.append(f"<p>{_e(same)}</p>")
            return "".join(out)
        words = self.tr("Each difference below is shown on a hand the engine settles both ways, "
                        "with only that difference made.")
        out.append(f"<p>{_e(words)}</p>")
        for d in found:
            out.append(f"<h3>{_e(self.difference_title(d, a))}</h3>")
            if d.shown is None:
                out.append(f"<p><i>{_e(self._no_hand(d, a, b))}</i></p>")
            else:
                out.append(self.shown_html(d.shown, left_name, right_name, a))
        if a.unit != b.unit:
            heading = self.tr("The same hands under both")
            out.append(f"<h3>{_e(heading)}</h3>")
            words = self.tr("These rules count in different units ({0} and {1}), so here the "
                            "hands are settled with every difference at once.").format(
                texts.unit(a.unit), texts.unit(b.unit))
            out.append(f"<p>{_e(words)}</p>")
            for shown in overall(a, b):
                out.append(self.shown_html(shown, left_name, right_name, a))
        return "".join(out)

    def _no_hand(self, d: Difference, a: AnyProfile, b: AnyProfile) -> str:
        if d.kind == "field" and d.key in ("exchange_three", "exchange_any",
                                           "exchange_direction", "pass_restrictions"):
            return self.tr("This changes how the game is played, not what one hand pays.")
        if a.unit != b.unit:
            return self.tr("Not shown alone: the two count in different units (see the hands "
                           "at the end).")
        return self.tr("No example hand pays differently for this alone.")

    def value_words(self, d: Difference, value: object) -> str:
        if value is None:
            return self.tr("does not count")
        if isinstance(value, bool):
            return self.tr("yes") if value else self.tr("no")
        if d.kind == "row" and value == "on":
            return self.tr("counts")
        if d.kind == "option":
            return texts.option_value(d.key, str(value))
        if isinstance(value, str) and not value.isdigit():
            try:
                return choice_words(value)
            except KeyError:
                return value
        return texts.number(int(str(value)))

    def difference_title(self, d: Difference, a: AnyProfile) -> str:
        if d.kind == "row":
            what = texts.pattern(d.key)
        elif d.kind == "points":
            what = self.tr("Base points of a {0}-faan hand").format(texts.number(int(d.key)))
        elif d.kind == "option":
            what = texts.option(d.key)
        else:
            try:
                what = field_words(d.key)
            except KeyError:
                what = d.key
        return self.tr("{0}: {1} → {2}").format(what, self.value_words(d, d.left),
                                                self.value_words(d, d.right))

    def _story(self, shown: Shown, a: AnyProfile) -> str:
        names = MIL_NAMES
        winner = names[shown.seat]
        thrower = names[shown.discarder if shown.discarder is not None else 1]
        if shown.story == "self_draw":
            text = self.tr("{0} draws the winning tile.").format(winner)
        elif shown.story == "robbed":
            text = self.tr("{0} robs {1}'s kong.").format(winner, thrower)
        elif shown.story == "kongs_and_wall_end":
            text = self.tr("{1} makes an exposed kong on {2}'s discard, {2} a concealed kong; "
                           "{0} wins on {3}'s discard; at the wall's end {1} is ready, {2} is "
                           "not, and {3} still holds tiles of all three suits.").format(*names)
        elif shown.story == "kong_discard":
            text = self.tr("{1} makes a concealed kong and throws the replacement draw; {0} "
                           "wins on it.").format(*names)
        elif shown.story == "added_kong":
            text = self.tr("{1} adds a tile to a pong; then {0} wins on {3}'s discard.").format(
                *names)
        elif shown.story == "win_twice":
            text = self.tr("{0} wins on {1}'s discard, then draws a winning tile again.").format(
                *names)
        elif shown.story == "false_win":
            text = self.tr("{0} wins on {1}'s discard; {2} declares a win that is none.").format(
                *names)
        elif shown.story == "value":
            text = self.tr("{0} wins a {1}-faan hand on {2}'s discard.").format(
                winner, texts.number(int(shown.hand)), thrower)
        else:
            text = self.tr("{0} wins on {1}'s discard.").format(winner,
                                                                 thrower)
        if shown.events:
            rows = {r.id for r in a.house_rows()}
            events = []
            for e in shown.events:  # an event by its row in the table (last tile: drawn or not)
                drawn = "_draw" if shown.discarder is None else "_discard"
                events.append(texts.pattern(e if e in rows or e + drawn not in rows
                                            else e + drawn))
            end = text[-1:] if text[-1:] in (".", "。") else ""  # the events inside it
            text = self.tr("{0} ({1})").format(text[:len(text) - len(end)],
                                               texts.join(events)) + end
        return text

    def _tiles(self, notation: str) -> str:
        try:
            hand, melds, bonus = parse_hand(notation)
        except ValueError:
            return ""
        pics = []
        for i, t in enumerate(hand):
            mark = "?win" if i == len(hand) - 1 else ""
            pics.append(f'<img src="tile:{t}{mark}" height="{TILE_HEIGHT}" '
                        f'alt="{_e(texts.tile(t))}">')
        for m in melds:
            pics.append("&nbsp;&nbsp;" + "".join(
                f'<img src="tile:{t}" height="{TILE_HEIGHT}" alt="{_e(texts.tile(t))}">'
                for t in m.tiles))
        for t in bonus:
            pics.append(f'&nbsp;<img src="tile:{t}" height="{TILE_HEIGHT}" '
                        f'alt="{_e(texts.tile(t))}">')
        return "<p>" + "".join(pics) + "</p>"

    def _side_cell(self, side: Side) -> str:
        if side.error is not None:
            words = texts.ledger_error(side.error) if side.refused \
                else texts.not_win(side.error, self.left)
            return f"<i>{_e(words)}</i>"
        lines = [self._payment(p) for p in side.payments]
        return "<br>".join(_e(x) for x in lines)

    def _payment(self, p: Payment) -> str:
        to = MIL_NAMES[p.payee] if p.payee is not None else self.tr("the table")
        return self.tr("{0} → {1}: {2} ({3})").format(MIL_NAMES[p.payer], to,
                                                       texts.number(p.amount),
                                                       texts.payment_reason(p))

    def shown_html(self, shown: Shown, left_name: str, right_name: str, a: AnyProfile) -> str:
        parts = [f"<p>{_e(self._story(shown, a))}</p>"]
        if shown.hand and shown.story != "value":
            parts.append(self._tiles(shown.hand))
        head = (f"<tr style='background:#eef3ef'><th></th><th>{_e(left_name)}</th>"
                f"<th>{_e(right_name)}</th></tr>")
        rows = []
        for seat, name in enumerate(MIL_NAMES):
            x, y = shown.left.totals[seat], shown.right.totals[seat]
            style = " style='font-weight:bold'" if x != y else ""
            rows.append(f"<tr{style}><td>{_e(name)}</td><td align='right'>"
                        f"{_e(texts.signed(x))}</td><td align='right'>"
                        f"{_e(texts.signed(y))}</td></tr>")
        if shown.left.rank_points is not None or shown.right.rank_points is not None:
            ranked = self.tr("Rank points")
            cells = "".join(
                f"<td>{_e(texts.listed([texts.decimal(x) for x in side.rank_points]))}</td>"
                if side.rank_points is not None else "<td></td>"
                for side in (shown.left, shown.right))
            rows.append(f"<tr><td>{_e(ranked)}</td>{cells}</tr>")
        paid = self.tr("Payments")
        rows.append(f"<tr><td>{_e(paid)}</td>"
                    f"<td>{self._side_cell(shown.left)}</td>"
                    f"<td>{self._side_cell(shown.right)}</td></tr>")
        parts.append("<table border='1' cellspacing='0' cellpadding='4' "
                     "style='border-collapse: collapse; border-color: #bbb'>"
                     + head + "".join(rows) + "</table>")
        return "".join(parts)

    # -- language ----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Compare rules"))
        self.left_label.setText(self.tr("From:"))
        self.right_label.setText(self.tr("To:"))
        for box in (self.left_box, self.right_box):
            for i in range(box.count()):
                box.setItemText(i, self._label(str(box.itemData(i))))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def open_for(parent: QWidget | None, base: str, options: dict[str, str],
             name: str) -> RulesCompareDialog | None:
    """The window comparing ``base`` (a profile id) with it under ``options``; None when the
    options cannot be honoured."""
    try:
        profile = get_profile(base, options)
    except OptionError:
        return None
    dialog = RulesCompareDialog(parent, base, "form", (name, profile))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    return dialog


def open_default(parent: QWidget | None) -> RulesCompareDialog:
    """The window as Help and Learn open it: the first kept rule set against its base, else
    the first two profiles."""
    kept = rulesets.choices()
    first, second = list(PROFILES)[:2]
    dialog = (RulesCompareDialog(parent, kept[0].rules.base, kept[0].key) if kept
              else RulesCompareDialog(parent, first, second))
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
