"""The scorebook page's hands tree: a hand's and an entry's row in words, the rows made again
only where the session changed, and the payments of the row selected."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtWidgets import QTableWidgetItem

from mahjong_gui.engine.common import Payment
from mahjong_gui.engine.ledger import changed_span
from mahjong_gui.engine.rules import AnyProfile
from mahjong_gui.ui import texts
from mahjong_gui.ui.scorebook.base import PageBase, clauses
from mahjong_gui.ui.scorebook.hands_model import GROUP, HandItem
from mahjong_gui.ui.scorebook_dialogs import join_notation
from mahjong_gui.ui.scorebook_state import HandView


class ScorebookPage(PageBase):
    """The hands tree and the payments of its selected row.

    One of the parts ``page.ScorebookPage`` is made of, named like it so that its
    ``self.tr`` strings keep the page's translation context."""

    def block_title(self, first: int, end: int) -> str:
        """A block of a long session's hands: from hand ``first`` + 1 to hand ``end``."""
        return self.tr("Hands {0}–{1}").format(texts.number(first + 1), texts.number(end))

    def hand_title(self, view: HandView, names: Sequence[str]) -> str:
        title = self.tr("Hand {0} · dealer {1}").format(view.index + 1, names[view.dealer])
        if view.prevailing is not None:
            title += " · " + self.tr("{0} round").format(texts.wind(view.prevailing))
        if view.winners:
            title += " · " + self.tr("won: {0}").format(
                texts.listed([names[s] for s in view.winners]))
        if not view.over:
            title += " · " + self.tr("in progress")
        if view.note:
            title += " · “" + view.note + "”"
        model = self.model
        if model is not None and model.info is not None and model.info.seatings \
                and tuple(names) != model.info.players:
            title += " · " + self.tr("seats: {0}").format(texts.listed(names))
        return title

    def _clear_hands(self) -> None:
        self.hands_model.clear()
        self._hand_views = ()

    def _put_hand_rows(self, first: int, removed: int, views: Sequence[HandView],
                       names: Sequence[str], whole: bool) -> None:
        """Take ``removed`` hand rows out of the tree at ``first`` and put rows for ``views``
        there (``whole``: every row again), each hand's row opened on its entries (a long
        session's: the last block, and its hands; a hand put in where an opened one was)."""
        tree = self.hands_tree
        profile = self.profile
        assert profile is not None
        model = self.hands_model
        opened = {h for h in range(first, first + removed)
                  if not whole and tree.isExpanded(model.hand_index(h))}
        reset = model.replace(first, removed, views, names, profile, whole)
        count = len(model.views)
        if not model.grouped:
            if reset:
                tree.expandAll()  # one pass over the rows
            else:
                for h in range(first, first + len(views)):
                    tree.expand(model.hand_index(h))
            return
        last = (count - 1) // GROUP * GROUP
        tree.expand(model.block_index(last))
        for h in range(last, count) if reset else range(first, first + len(views)):
            if h >= last or h in opened:
                tree.expand(model.hand_index(h))

    def _draw_hands(self, names: list[str]) -> None:
        """The hands tree: only the rows of hands whose view changed are made again (the
        model keeps the view of a hand settled the same way), all of them for another
        session, other names or another language. No row is made before it is shown
        (``HandsModel``)."""
        assert self.model is not None
        tree = self.hands_tree
        selected = self.selection()
        profile = self.profile
        assert profile is not None
        views = self.model.hands
        context = (self.model.session_id, tuple(names), profile.id,
                   self.model.info.seatings if self.model.info else ())
        built = self._hand_views
        whole = not (context == self._hands_context
                     and len(built) == tree.topLevelItemCount())
        if whole:  # every row again
            first, removed, added = 0, tree.topLevelItemCount(), len(views)
            tree.sizes.forget_sizes()  # another language or font may have come
        else:
            first, removed, added = changed_span(built, views)
        signals = tree.selectionModel()
        signals.blockSignals(True)
        self.hands_model.set_labels([self.tr("Hand"), *self.seat_labels()])
        self._put_hand_rows(first, removed, views[first:first + added], names, whole)
        tree.fit_numbers(self.model.spans())
        self._hand_views, self._hands_context = self.hands_model.views, context
        select_item: HandItem | None = None
        top = tree.topLevelItem(selected[0]) if selected is not None else None
        if selected is not None and top is not None:
            select_item = top if selected[1] is None else top.child(selected[1])
        signals.blockSignals(False)
        if select_item is None and tree.topLevelItemCount():
            select_item = tree.topLevelItem(tree.topLevelItemCount() - 1)
        before = tree.currentIndex()
        if select_item is not None:
            tree.setCurrentItem(select_item)
            # Scrolled to unless it stays the row it was and no row above it changed (a long
            # session's tree takes milliseconds to find a row's place).
            if whole or tree.currentIndex() != before or selected is None \
                    or first < selected[0]:
                tree.scrollToItem(select_item)
        if tree.currentIndex() == before:  # else its signal has drawn the payments
            self._selection_changed()

    def describe(self, ev: Mapping[str, Any], names: Sequence[str], profile: AnyProfile) -> str:
        """One entry in words."""
        kind = ev.get("type")
        if kind == "win":
            seat = names[ev["seat"]]
            frm: Any = ev.get("from")
            if ev.get("robbed"):
                text = self.tr("{0} wins robbing {1}'s kong").format(seat, names[frm])
            elif frm is not None:
                text = self.tr("{0} wins on {1}'s discard").format(seat, names[frm])
            else:
                text = self.tr("{0} wins by self-draw").format(seat)
            if "hand" in ev:
                text += " · " + join_notation(ev["hand"], ev.get("melds", []),
                                              ev.get("bonus", ""))
            elif "value" in ev:
                text += " · " + f"{texts.number(ev['value'])} {texts.unit(profile.unit)}"
            extra = [texts.pattern(e.replace("-", "_")) for e in ev.get("events", [])]
            if extra:
                text += " · " + texts.listed(extra)
            return text
        if kind == "kong":
            seat = names[ev["seat"]]
            if ev.get("kind") == "exposed":
                return self.tr("{0}: exposed kong on {1}'s discard").format(
                    seat, names[ev["from"]])
            if ev.get("kind") == "added":
                text = self.tr("{0}: added kong").format(seat)
                if ev.get("immediate") is False:
                    text += " " + self.tr("(not at once)")
                return text
            return self.tr("{0}: concealed kong").format(seat)
        if kind == "wall_end":
            parts = []
            for key, p in sorted(ev.get("players", {}).items()):
                name = names[int(key)]
                status = p.get("status")
                if status == "ready":
                    parts.append(self.tr("{0} ready ({1} {2})").format(
                        name, texts.number(p.get("value", 0)), texts.unit(profile.unit)))
                elif status == "not_ready":
                    parts.append(self.tr("{0} not ready").format(name))
                elif status == "pig":
                    parts.append(self.tr("{0} flower pig").format(name))
                else:
                    parts.append(f"{name} {join_notation(p.get('hand', ''), p.get('melds', []))}")
            return self.tr("Wall end: {0}").format(clauses(parts))
        if kind == "draw":
            return self.tr("Drawn hand: nobody won")
        if kind == "penalty":
            seat = names[ev["seat"]]
            if ev.get("kind") == "false_win":
                return self.tr("{0}: false win penalty").format(seat)
            return self.tr("{0}: dead hand").format(seat)
        return str(kind)

    def _selection_changed(self) -> None:
        sel = self.selection()
        rows: list[Payment] = []
        names = self._names() if sel is None else self.hand_names(sel[0])
        if sel is not None and self.result is not None and sel[0] < len(self.result.hands):
            hand = self.result.hands[sel[0]]
            rows = [p for p in hand.payments if sel[1] is None or p.event == sel[1]]
            self.payments_label.setText(
                self.tr("Payments of hand {0}").format(sel[0] + 1) if sel[1] is None
                else self.tr("Payments of this entry"))
        else:
            self.payments_label.setText(self.tr("Payments"))
        t = self.payments
        t.setColumnCount(4)
        t.setHorizontalHeaderLabels([self.tr("Pays"), self.tr("To"), self.tr("Amount"),
                                     self.tr("Why")])
        t.setRowCount(len(rows))
        t.verticalHeader().setVisible(False)
        self._put_items(t, [
            (r, c, QTableWidgetItem(text)) for r, p in enumerate(rows)
            for c, text in enumerate((names[p.payer],
                                      names[p.payee] if p.payee is not None else self.tr("nobody"),
                                      texts.number(p.amount), texts.payment_reason(p)))])
        self.edit_button.setEnabled(sel is not None)
        self.delete_button.setEnabled(sel is not None)
        self._draw_history()
