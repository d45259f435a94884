"""The Rules area: one page per profile, built from the engine's own profile records and
pattern tables (so a page can never disagree with the scoring), plus short explanations.
"""

from __future__ import annotations

import html
from typing import cast

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QTextBrowser, QWidget

from mahjong_gui.engine.rules import PROFILES, Op, PatternId, Profile
from mahjong_gui.engine.rules.hongkong import HKProfile, Settlement
from mahjong_gui.ui import texts

PROFILE_IDS: tuple[str, ...] = tuple(PROFILES)


class RulesPage(QWidget):
    """A list of the six profiles on the left, the chosen profile's page on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page_rules")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 8, 8, 8)
        self.list = QListWidget()
        self.list.setObjectName("rules_profiles")
        self.list.setMaximumWidth(280)
        self.list.setStyleSheet("QListWidget::item { padding: 6px 4px; }")
        for _ in PROFILE_IDS:
            self.list.addItem("")
        row.addWidget(self.list)
        self.browser = QTextBrowser()
        self.browser.setObjectName("rules_text")
        self.browser.setOpenExternalLinks(False)
        row.addWidget(self.browser, 1)
        self.list.currentRowChanged.connect(self._show)
        self.retranslate()
        self.list.setCurrentRow(0)

    def show_profile(self, profile_id: str) -> None:
        self.list.setCurrentRow(PROFILE_IDS.index(profile_id))

    def _show(self, row: int) -> None:
        if 0 <= row < len(PROFILE_IDS):
            self.browser.setHtml(self.page_html(PROFILE_IDS[row]))

    # -- pages -------------------------------------------------------------------------------

    def page_html(self, profile_id: str) -> str:
        p = PROFILES[profile_id]
        # The page shows the profile's own kind of table (its ``table_kind``): faan rows with a
        # minimum and a limit, or pattern rows with a cap.
        if p.table_kind == "faan":
            return self._hk_page(cast(HKProfile, p))
        return self._sichuan_page(cast(Profile, p))

    @staticmethod
    def _h2(title: str) -> str:
        return f"<h2>{html.escape(title)}</h2>"

    def _table(self, headers: list[str], rows: list[list[str]]) -> str:
        head = "".join(f"<th align='left'>{html.escape(h)}</th>" for h in headers)
        body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
        return (f"<table cellspacing='0' cellpadding='4' border='1' "
                f"style='border-collapse: collapse; border-color: #bbb'>"
                f"<tr style='background: #eef3ef'>{head}</tr>{body}</table>")

    def _sichuan_page(self, p: Profile) -> str:
        e = html.escape
        unit = texts.unit(p.unit)
        parts = [f"<h1>{e(texts.profile(p.id))}</h1>", f"<p>{e(self._summary(p.id))}</p>"]
        parts.append(self._h2(self.tr("The table")) + "<ul>")
        if not (p.honours or p.bonus_tiles or p.chow):
            parts.append("<li>" + e(self.tr("108 tiles: characters, dots and bamboo, four of "
                                            "each; no honours, no flowers, no chow.")) + "</li>")
        if p.exchange_three:
            parts.append("<li>" + e(self.tr("Exchange three: each player passes three tiles of "
                                            "one suit; the direction is drawn at random."))
                         + "</li>")
        if p.void_suit:
            parts.append("<li>" + e(self.tr("Void suit: everyone gives up one suit, revealed "
                                            "together; its tiles must be discarded first, and "
                                            "a hand holding one cannot win.")) + "</li>")
        if p.bloody:
            parts.append("<li>" + e(self.tr("Bloody: a winner is paid at once and leaves; the "
                                            "others play on until three have won or the wall "
                                            "is empty.")) + "</li>")
        if p.pass_restrictions:
            parts.append("<li>" + e(self.tr("Passing a win (过胡): until your next draw you may "
                                            "only win on someone else's tile for more than you "
                                            "passed. Passing a pong (过碰): no pong of that tile "
                                            "until your next draw.")) + "</li>")
        parts.append("</ul>")

        parts.append(self._h2(self.tr("Patterns")))
        rows = []
        for r in p.patterns:
            if r.op is Op.DOUBLE:
                value = "×2"
            elif r.id is PatternId.PLAIN_WIN and r.value == 0:
                value = "0"
            else:
                value = f"{r.value}"
            notes = []
            if r.id is PatternId.ROOT:
                notes.append(self.tr("each kind of which all four copies are in the hand"))
            replaced = [x for x in r.replaces if x is not PatternId.PLAIN_WIN]
            if replaced:
                notes.append(self.tr("instead of {0}").format(
                    ", ".join(texts.pattern(x.value) for x in replaced)))
            if r.uses_roots:
                notes.append(self.tr("includes {0} root(s)").format(r.uses_roots))
            rows.append([e(texts.pattern(r.id.value)), e(value), e("; ".join(notes))])
        parts.append(self._table([self.tr("Pattern"), unit, self.tr("Notes")], rows))
        if p.unit == "fan":
            cap = self.tr("Fan add up to at most {0}; a hand is worth 2^fan: 1, 2, 4 or 8.")
        elif p.unit == "han":
            cap = self.tr("The best main pattern plus 1 han per bonus, at most {0} han; a hand "
                          "is worth 1,000 × 2^(han − 1).")
        else:
            cap = self.tr("The best base value, doubled for each root, capped at {0}; then "
                          "doubled for each event.")
        parts.append(f"<p>{e(cap.format(p.cap))}</p>")

        parts.append(self._h2(self.tr("Who pays")) + "<ul>")
        parts.append("<li>" + e(self.tr("On a discard the discarder pays the value.")) + "</li>")
        parts.append("<li>" + e(self.tr("On a self-draw each player still in pays the value + "
                                        "{0}.").format(p.self_draw_bonus)) + "</li>")
        kong = self.tr("Kong money, paid at once by players still in: exposed {0} from the "
                       "discarder; added {1} from each; concealed {2} from each.").format(
            p.kong_exposed, p.kong_added, p.kong_concealed)
        if p.added_kong_immediate_only:
            kong += " " + self.tr("An added kong earns only when made with the tile just drawn.")
        parts.append(f"<li>{e(kong)}</li>")
        if p.kong_discard_rule == "refund":
            parts.append("<li>" + e(self.tr("If the discard right after a kong is won on, that "
                                            "kong's money goes back.")) + "</li>")
        parts.append("</ul>")

        parts.append(self._h2(self.tr("When the wall runs out")) + "<ul>")
        parts.append("<li>" + e(self.tr("A player not ready pays each ready player that "
                                        "player's best possible win.")) + "</li>")
        pig = {
            "penalty": self.tr("A flower pig (all three suits) loses {0}, paid to nobody."),
            "pay_all_refund_kongs": self.tr("A flower pig (all three suits) pays {0} to each of "
                                            "the other three players, winners too."),
            "pay_receivers": self.tr("A flower pig (all three suits) pays {0} to each receiver "
                                     "of the room option."),
            "pay_in_max": self.tr("A flower pig (holding its void suit) pays every other player "
                                  "still in the larger of {0} and that player's ready value."),
        }[p.pig_rule]
        parts.append(f"<li>{e(pig.format(p.pig_amount))}</li>")
        parts.append("<li>" + e(self.tr("Players not ready give back their kong money.")) +
                     "</li></ul>")

        parts.append(self._h2(self.tr("The match")) + "<p>")
        if p.ends_below_zero:
            parts.append(e(self.tr("{0} hands from {1} points each; a score below 0 ends the "
                                   "match at once.").format(p.hands_per_game, p.start_score)))
        elif p.rank_points:
            parts.append(e(self.tr("Games of {0} hands; after each game rank points 4, 3, 2, 1 "
                                   "(tied players share).").format(p.hands_per_game)))
        else:
            parts.append(e(self.tr("A session of {0} hands; scores add up.").format(
                p.hands_per_game)))
        parts.append("</p>")
        if p.option_choices:
            opts = [k for k, v in p.option_choices.items() if v]
            if opts:
                parts.append(self._h2(self.tr("Room options")) + "<ul>")
                for k in opts:
                    values = " / ".join(texts.option(v) for v in p.option_choices[k])
                    parts.append(f"<li><b>{e(texts.option(k))}</b>: {e(values)}</li>")
                parts.append("</ul>")
        return "".join(parts)

    def _hk_page(self, p: HKProfile) -> str:
        e = html.escape
        parts = [f"<h1>{e(texts.profile(p.id))}</h1>", f"<p>{e(self._summary(p.id))}</p>"]
        parts.append(self._h2(self.tr("Patterns")))
        rows = []
        for r in p.faan_table:
            notes = []
            if r.replaces:
                notes.append(self.tr("instead of {0}").format(
                    ", ".join(texts.pattern(x.value) for x in r.replaces)))
            if r.bonus:
                notes.append(self.tr("bonus tiles"))
            value = self.tr("limit") if r.limit else str(r.value)
            rows.append([e(texts.pattern(r.id.value)), e(value), e("; ".join(notes))])
        parts.append(self._table([self.tr("Pattern"), texts.unit(p.unit), self.tr("Notes")],
                                 rows))
        parts.append("<p>" + e(self.tr("At least {0} faan to win; faan above {1} count as "
                                       "{1}.").format(p.minimum, p.limit)) + "</p>")
        parts.append(self._h2(self.tr("Who pays")))
        points = ", ".join(f"{f}: {v}" for f, v in enumerate(p.points_table[:p.limit + 1]))
        if p.settlement is Settlement.MODERN:
            text = self.tr("Base points P by faan ({0}). On a discard only the discarder pays "
                           "2P (4P when East wins or discards). On a self-draw East pays 2P "
                           "and the others P; when East self-draws, each pays 2P.")
        else:
            text = self.tr("Base points Q by faan ({0}). Every opponent pays Q, doubled for the "
                           "discarder, doubled for everyone on a self-draw, doubled when East "
                           "pays or wins.")
        parts.append(f"<p>{e(text.format(points))}</p>")
        parts.append(self._h2(self.tr("At the table")) + "<ul>")
        for line in (
            self.tr("144 tiles: the three suits, winds, dragons, four flowers and four seasons. "
                    "A flower or season is set aside at once and replaced from the far end of "
                    "the wall, also in the deal."),
            self.tr("The last 14 tiles are never drawn: when only they remain, the hand is "
                    "drawn, nobody pays and the dealer stays."),
            self.tr("Chow only on the discard of the player before you; when the tile fits "
                    "more than one chow you choose which. Pong and kong from anyone."),
            self.tr("A win beats a pong or kong, which beats a chow. Only one player wins a "
                    "discard: the first after the discarder in turn order."),
            self.tr("An added kong can be robbed by a player who wins on that tile; a "
                    "concealed kong cannot. Kongs earn no money."),
            self.tr("A win is offered only when the hand reaches the minimum; a declined win "
                    "may be taken on a later tile."),
            self.tr("Nine gates: a concealed one-suit hand whose 13 tiles before the winning "
                    "tile are 1112345678999."),
            self.tr("The dealer stays after a dealer win or a drawn hand; otherwise the deal "
                    "passes on. When it returns to the first dealer the prevailing wind moves "
                    "on; a match is one wind round unless you choose four."),
        ):
            parts.append(f"<li>{e(line)}</li>")
        parts.append("</ul>")
        return "".join(parts)

    def _summary(self, profile_id: str) -> str:
        return {
            "mil": self.tr("The Mahjong International League's bloody rules: fan add up to a "
                           "cap of 3, no exchange, no pass restrictions."),
            "mahjchina": self.tr("mahjchina's bloody rules: the best base value, doubled by "
                                 "roots and events, with four room options."),
            "competition": self.tr("The Sichuan competition rules: fan add up to a cap of 3, "
                                   "pass restrictions, games of eight hands with rank points."),
            "majsoul": self.tr("Mahjong Soul's Bloodshed Skirmish: exchange three, han and "
                               "1,000-point steps, four hands from 50,000 points."),
            "hk-modern": self.tr("Hong Kong mahjong with the VMC sheet's modern payments: the "
                                 "discarder pays for everyone."),
            "hk-classical": self.tr("Hong Kong mahjong with the classical payments: everybody "
                                    "pays, with doublings."),
        }[profile_id]

    # -- translation -------------------------------------------------------------------------

    def retranslate(self) -> None:
        for i, pid in enumerate(PROFILE_IDS):
            self.list.item(i).setText(texts.profile(pid))
        self._show(self.list.currentRow())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

