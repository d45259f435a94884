"""The guided first hand (issue 12, item 2): the table of ``ui/table_view.py`` with a panel
beside it that explains each step, offers only the step's action, shows why another one is
refused, links to the Learn page that says more, and can restart or leave at any moment.

The game itself is ``mahjong_gui.guided.GuidedHand`` (no Qt); this page only shows it. The
explanation ids of the lessons are turned into words here (``EXPLANATIONS``, context
``GuidedPage``). At the end it says what the learner's win was worth (the Won event and its
payments) and offers the next step. Signals for the main window: ``open_learn_page(str)`` (a
Learn page id with its anchor, "play-sichuan#void"), ``left()`` (Leave was pressed),
``completed(str)`` (a lesson was finished), ``next_lesson(str)``, ``drill_requested(str)`` and
``game_requested(str)`` (a profile id: drills, or a game at the easiest level, in its rules).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from mahjong_gui.engine import analysis
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.legal import Act, Action, score_win
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.settlement import rank_points
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.guided import (
    FAMILIES,
    LEARNER,
    GuidedHand,
    Refusal,
    Step,
    lesson,
    lesson_profile,
)
from mahjong_gui.ui import plain, texts
from mahjong_gui.ui.settings import KEY_FIRST_HAND_DONE, open_settings
from mahjong_gui.ui.table_view import TableView, last_discard_seat
from mahjong_gui.ui.tile_art import TileArt
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

CONTEXT = "GuidedPage"

# Every explanation id of the lessons and of GuidedHand's refusals. %1, %2, %3 are filled by
# ``GuidedPage.explain`` (a tile, a suit, a seat's name, numbers).
_SOURCES = {
    # -- Sichuan (Mahjong Soul's rules) --
    "sichuan.exchange": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Welcome! You are the dealer. This hand follows Mahjong Soul's rules, which start with "
        "exchange three: everyone passes three tiles of one suit to another player. Bamboo is "
        "your weakest suit, so pass %1 (already raised), then press Pass these three."),
    "sichuan.exchange.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "In this lesson you pass %1, your loose bamboo tiles."),
    "sichuan.void": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "You received three tiles from the player across. Now choose your void suit: the suit "
        "you give up for the whole hand. You hold only one tile of %1, so choose it."),
    "sichuan.void.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Choose %1: you hold almost none of it, so giving it up costs least."),
    "sichuan.void_discard": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "The dealer plays first, without drawing. While you hold a tile of your void suit, it "
        "must be discarded first: click %1."),
    "sichuan.pong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Another player discarded %1 and you hold a pair of it. Claim it with Pong: the three "
        "tiles become a set laid face up, and the turn jumps to you."),
    "sichuan.pong.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Pong it: with your pair it makes a set, and the turn comes to you."),
    "sichuan.after_pong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "After a pong you discard without drawing. %1 fits nowhere: click it. Your hand then "
        "needs just one tile to win: it is ready."),
    "sichuan.after_pong.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Keep your sets together: %1 is the tile that fits nowhere."),
    "sichuan.draw_discard": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Your turn: you drew %1 from the wall. It does not help your hand, so discard it."),
    "sichuan.draw_discard.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Discard %1, the tile you just drew: the rest of your hand is ready."),
    "sichuan.other_win": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%1 won with a tile they drew, and every player still in paid them. This is bloody "
        "mahjong: the hand goes on without the winner. In Mahjong Soul's rules their hand "
        "stays face down until the hand ends."),
    "sichuan.kong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "You drew the fourth %1. Declare a concealed kong: the four tiles count as one set, "
        "every player still in pays you kong money at once, and you draw a replacement tile."),
    "sichuan.kong.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Declare the kong: four of a kind earns kong money and an extra tile."),
    "sichuan.after_kong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Your replacement tile is %1. It does not fit, so discard it: you still wait for the "
        "same tile."),
    "sichuan.after_kong.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Discard %1, the replacement tile: your hand stays ready."),
    "sichuan.win": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%1 completes your hand: four sets and a pair, in two suits. Declare your win!"),
    "sichuan.win.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Do not let it go: %1 completes your hand. Press Win."),
    "sichuan.third_win": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%1 won too. That makes three winners, so the hand ends at once: only one player is "
        "left without a win."),
    "sichuan.settlement": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "The hand is over. Below is every payment the hand made, wins and kong money, in the "
        "order they happened. Your total for the hand: %1."),
    # -- Sichuan, the classic rules (mil) --
    "mil.void": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Welcome! You are the dealer. These are the classic rules: nobody exchanges tiles, and "
        "the hand starts with each player choosing a void suit, the suit given up for the whole "
        "hand. You hold only one tile of %1, so choose it."),
    "mil.other_win": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%1 won with a tile they drew: each player still in paid them the win's base plus %2 "
        "point. This is bloody mahjong: the winner leaves the hand, the winning hand laid open, "
        "and the others play on."),
    "mil.win": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%1 completes your hand: four sets and a pair, in two suits. Declare your win! These "
        "rules count fan: a plain win is 0 fan, each root (all four tiles of a kind, like your "
        "kong) adds 1, and the base is 2 to the power of the fan."),
    "mil.settlement": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "The hand is over. Below is every payment the hand made, wins and kong money, in "
        "points, in the order they happened. Your total for the hand: %1."),
    # -- Sichuan, mahjchina's rules: passing up a win --
    "mahjchina.void": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Welcome! You are the dealer, at a mahjchina table: no exchange, and the room's default "
        "options. First choose your void suit. You hold only one tile of %1, so choose it."),
    "mahjchina.void_discard": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Discard %1, your void tile. After it your hand is ready: it waits on %2."),
    "mahjchina.pass": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%2 discarded %1, and it completes your hand: a plain win. This lesson asks you to let "
        "it go, to see mahjchina's pass rule: after passing up a win, until your next draw you "
        "may win on another player's tile only if it pays strictly more. Press Let it go."),
    "mahjchina.pass.other": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "In this lesson, let this win go: the next steps show what the pass rule does."),
    "mahjchina.blocked": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%2 discarded %1 too. It would complete your hand, but no Win is offered: it pays no "
        "more than the win you let go, and you have not drawn since."),
    "mahjchina.win": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%1 completes your hand with all four of its kind: a root. mahjchina takes the best "
        "pattern's base and doubles it once per root, so this win pays %4, more than the win "
        "you let go. Press Win."),
    "mahjchina.other_win": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%1 won with a tile they drew: each player still in paid them the win's base plus %2. "
        "You have won already, so you pay nothing."),
    "mahjchina.settlement": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "The hand is over. Below is every payment it made. Your total for the hand: %1. A "
        "mahjchina room chooses four options before play (the cap, and who refunds kong money "
        "and receives a flower pig's penalty at the wall's end): More about this lists them."),
    # -- Sichuan, the competition rules: passing up a pong, the cap, rank points --
    "competition.void": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Welcome! You are the dealer, under the Sichuan competition rules: no exchange, fan "
        "counted up to a cap, and rank points after each game. Your hand is almost all "
        "Characters: choose %1, the one tile outside them, as your void suit."),
    "competition.pass": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%2 discarded %1 and you hold a pair of it, so you may pong it. This lesson asks you to "
        "let it go, to see the pass rule: a pong passed up cannot be made on that tile again "
        "before your next draw. Press Let it go."),
    "competition.pass.other": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "In this lesson, let this pong go: the next step shows what the pass rule does."),
    "competition.blocked": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%2 discarded %1 as well. You still hold the pair, but no Pong is offered: you passed "
        "up a pong of this tile and have not drawn since. Winning is ruled the same way: a win "
        "passed up blocks any win that does not pay strictly more until your next draw."),
    "competition.pong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Another player discarded %1. This time nothing stops you: Pong it."),
    "competition.after_pong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Discard %1. What is left is Characters only, all in pongs and pairs: pure one suit "
        "and all pongs are both on the way, and your hand is ready."),
    "competition.kong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "You drew the fourth %1. Declare a concealed kong: every player still in pays you kong "
        "money now, the four tiles are a root, and you draw a replacement."),
    "competition.win": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%1 completes your hand: %5, %3 fan in all. These rules stop at a cap of %6 fan, so "
        "the win is full: a base of %4. Press Win."),
    "competition.other_win": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%1 won with a tile they drew: each player still in paid them the base plus %2. You "
        "have won already and pay nothing."),
    "competition.settlement": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "The hand is over; your total: %1. In a match these rules play games of %2 hands, and "
        "after each game the four players get rank points by the game's score, 4 for the "
        "first down to 1 for the last. If this hand were a whole game, you would get %3."),
    # -- Hong Kong (hk-modern) --
    "hk.bonus": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Welcome! You are East, the dealer. You were dealt %1, a flower: bonus tiles are set "
        "aside at once and replaced with a tile from the far end of the wall. It is your own "
        "seat's flower, worth 1 faan if you win."),
    "hk.first_discard": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "The dealer starts with 14 tiles and discards first, without drawing. %1 fits "
        "nothing: click it."),
    "hk.first_discard.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Discard %1: it is alone, far from your other tiles."),
    "hk.chow": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "The player before you discarded %1. From that player only, you may chow: take the "
        "tile to finish a run of three with two tiles you hold. Press Chow."),
    "hk.chow.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Chow it: %1 finishes a run of three with two of your tiles."),
    "hk.after_chow": QT_TRANSLATE_NOOP(
        "GuidedPage", "After a call you discard without drawing. Click %1."),
    "hk.after_chow.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Discard %1: keep your characters and honours together."),
    "hk.pong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%1 was discarded and you hold a pair of it. Pong it: a pong of a dragon is worth "
        "1 faan."),
    "hk.pong.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Pong it: a dragon pong is a set and 1 faan."),
    "hk.after_pong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Discard %1. Your hand is going for characters and honours only, mixed one suit: "
        "3 faan."),
    "hk.after_pong.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Discard %1: it is your last tile outside characters and honours."),
    "hk.draw_discard": QT_TRANSLATE_NOOP(
        "GuidedPage", "You drew %1 from the wall. It does not fit your hand: discard it."),
    "hk.draw_discard.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Discard %1, the tile you just drew."),
    "hk.kong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "You drew the fourth %1. Declare a concealed kong: it counts as one set and you draw "
        "a replacement from the far end of the wall. In Hong Kong a kong carries no money."),
    "hk.kong.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Declare the kong: four of a kind counts as one set and brings a "
        "replacement tile."),
    "hk.after_kong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "Your replacement is %1. It does not fit, so discard it: your hand is ready and needs "
        "one tile."),
    "hk.after_kong.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Discard %1, the replacement tile."),
    "hk.win": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "%1 completes your hand, and it reaches the table's minimum of %2 faan, so you may "
        "declare it. Press Win: only one player wins a Hong Kong hand."),
    "hk.win.other": QT_TRANSLATE_NOOP(
        "GuidedPage", "Do not let it go: %1 completes your hand. Press Win."),
    "hk.settlement": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "You won with %2 faan: %3. The table's minimum is %4 faan: a hand worth less may not "
        "be declared a win. Below is who paid. Your total for the hand: %1."),
    # -- refusals that do not depend on the step --
    "refuse.continue": QT_TRANSLATE_NOOP(
        "GuidedPage", "Read this step first, then press Continue."),
    "refuse.over": QT_TRANSLATE_NOOP(
        "GuidedPage", "The lesson is over: press Restart to play it again."),
    "refuse.not_now": QT_TRANSLATE_NOOP(
        "GuidedPage", "Not now: this step asks for something else."),
    "refuse.void_first": QT_TRANSLATE_NOOP(
        "GuidedPage", "You still hold a tile of your void suit: it must be discarded first."),
    "refuse.win": QT_TRANSLATE_NOOP(
        "GuidedPage", "Your hand is not complete yet: a win needs four sets and a pair."),
    "refuse.pong": QT_TRANSLATE_NOOP(
        "GuidedPage", "A pong needs a pair of the discarded tile in your hand."),
    "refuse.kong": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "A kong needs four of a kind in your hand, or the fourth tile of one of your pongs."),
    "refuse.chow": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "A chow takes only the discard of the player before you, with two tiles of yours "
        "that make a run."),
    "refuse.pass": QT_TRANSLATE_NOOP("GuidedPage", "There is nothing to let go now."),
    "refuse.exchange": QT_TRANSLATE_NOOP(
        "GuidedPage", "Pass exactly three tiles, all of one suit."),
    "refuse.not_held": QT_TRANSLATE_NOOP("GuidedPage", "You do not hold that tile."),
    "refuse.not_action": QT_TRANSLATE_NOOP(
        "GuidedPage", "This step asks you to act at the table."),
}
EXPLANATIONS: dict[str, str] = {k: str(v) for k, v in _SOURCES.items()}

# The lesson's end: what the learner's win was worth (%1 the win's units, %2 the unit's name,
# %3 its patterns, %4 the Won event's value, %5 what its payments paid the learner).
END_TEXTS: dict[str, str] = {
    "worth": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "What your win was worth: %1 %2 (%3), a base of %4 points. The settlement paid you %5 "
        "for it."),
    # rules that take a base value, not a count of units (mahjchina): %1 the patterns
    "worth_base": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "What your win was worth: a base of %2 points (%1). The settlement paid you %3 for "
        "it."),
    "game_tip": QT_TRANSLATE_NOOP(
        "GuidedPage",
        "A new game against three computer players at the easiest level, in this lesson's "
        "rules: %1"),
    "drill_tip": QT_TRANSLATE_NOOP(
        "GuidedPage", "Short questions in the Drills area, in this lesson's rules: %1"),
}


def explanation_text(explanation_id: str) -> str:
    """The translated text of an explanation id, placeholders still in."""
    source = EXPLANATIONS.get(explanation_id)
    return QCoreApplication.translate(CONTEXT, source) if source else explanation_id


def end_text(key: str) -> str:
    """A translated text of the lesson's end (``END_TEXTS``), placeholders still in."""
    return QCoreApplication.translate(CONTEXT, END_TEXTS[key])


def _fill(text: str, *args: str) -> str:
    for i in range(len(args), 0, -1):  # %10 before %1 would matter; there are at most six
        text = text.replace(f"%{i}", args[i - 1])
    return text


class GuidedPage(QWidget):
    """The guided hand at the table. ``start(family)`` deals a lesson (a lesson id of
    ``guided.FAMILIES``); ``restart()`` deals it again; ``leave()`` stops it and emits
    ``left``."""

    open_learn_page = Signal(str)  # a Learn page id with its anchor: "play-sichuan#void"
    left = Signal()
    completed = Signal(str)  # the lesson id just finished
    drill_requested = Signal(str)  # a profile id: drills in its rules
    game_requested = Signal(str)  # a profile id: a game at the easiest level in its rules

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page_guided")
        self.hand: GuidedHand | None = None
        self.family = ""
        self.refusal: Refusal | None = None
        self.action_buttons: list[tuple[QPushButton, Action | None]] = []
        self.art = TileArt()

        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.setSpacing(8)
        self.table = TableView(self.art)
        self.table.tileActivated.connect(self._tile_chosen)
        self.table.tileRefused.connect(self._tile_chosen)
        layout.addWidget(self.table, 1)

        panel = QFrame()
        panel.setObjectName("guided_panel")
        panel.setFixedWidth(330)
        side = QVBoxLayout(panel)
        side.setContentsMargins(4, 0, 0, 0)
        self.title_label = plain.label()
        self.title_label.setObjectName("guided_title")
        self.title_label.setWordWrap(True)
        font = self.title_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        self.title_label.setFont(font)
        side.addWidget(self.title_label)
        self.step_label = plain.label()
        self.step_label.setObjectName("guided_step")
        side.addWidget(self.step_label)
        self.explanation_label = plain.label()
        self.explanation_label.setObjectName("guided_explanation")
        self.explanation_label.setWordWrap(True)
        self.explanation_label.setTextFormat(Qt.TextFormat.PlainText)
        self.explanation_label.setAlignment(Qt.AlignmentFlag.AlignTop
                                            | Qt.AlignmentFlag.AlignLeft)
        self.explanation_label.setSizePolicy(QSizePolicy.Policy.Preferred,
                                             QSizePolicy.Policy.Minimum)
        side.addWidget(self.explanation_label)
        self.more_link = QLabel()
        self.more_link.setObjectName("guided_more")
        self.more_link.setTextFormat(Qt.TextFormat.RichText)
        self.more_link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse
                                               | Qt.TextInteractionFlag.LinksAccessibleByKeyboard)
        self.more_link.linkActivated.connect(self.open_learn_page.emit)
        side.addWidget(self.more_link)
        self.buttons = QVBoxLayout()
        self.buttons.setSpacing(4)
        side.addLayout(self.buttons)
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("guided_continue")
        self.continue_button.clicked.connect(self.acknowledge)
        side.addWidget(self.continue_button)
        self.refusal_label = plain.label()
        self.refusal_label.setObjectName("guided_refusal")
        self.refusal_label.setWordWrap(True)
        self.refusal_label.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal_label.setStyleSheet("color: #b3261e; font-weight: bold;")
        side.addWidget(self.refusal_label)
        self.settlement = QTableWidget(0, 4)
        self.settlement.setObjectName("guided_settlement")
        self.settlement.verticalHeader().hide()
        self.settlement.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.settlement.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        header = self.settlement.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        side.addWidget(self.settlement, 1)
        # The end: what the win was worth, and where to go next.
        self.worth_label = plain.label()
        self.worth_label.setObjectName("guided_worth")
        self.worth_label.setWordWrap(True)
        self.worth_label.setTextFormat(Qt.TextFormat.PlainText)
        side.addWidget(self.worth_label)
        self.next_box = QFrame()
        self.next_box.setObjectName("guided_next_box")
        next_column = QVBoxLayout(self.next_box)
        next_column.setContentsMargins(0, 4, 0, 4)
        next_column.setSpacing(4)
        self.next_title = plain.label()
        self.next_title.setObjectName("guided_next_title")
        bold = self.next_title.font()
        bold.setBold(True)
        self.next_title.setFont(bold)
        next_column.addWidget(self.next_title)
        self.next_lesson_buttons: dict[str, QPushButton] = {}
        for family in FAMILIES:
            button = QPushButton()
            button.setObjectName(f"guided_next_{family}")
            button.clicked.connect(lambda _=False, f=family: self.start(f))
            next_column.addWidget(button)
            self.next_lesson_buttons[family] = button
        self.drill_button = QPushButton()
        self.drill_button.setObjectName("guided_drill")
        self.drill_button.clicked.connect(
            lambda: self.drill_requested.emit(lesson_profile(self.family)))
        next_column.addWidget(self.drill_button)
        self.game_button = QPushButton()
        self.game_button.setObjectName("guided_game")
        self.game_button.clicked.connect(
            lambda: self.game_requested.emit(lesson_profile(self.family)))
        next_column.addWidget(self.game_button)
        side.addWidget(self.next_box)
        side.addStretch(0)
        bottom = QHBoxLayout()
        self.restart_button = QPushButton()
        self.restart_button.setObjectName("guided_restart")
        self.restart_button.clicked.connect(self.restart)
        bottom.addWidget(self.restart_button)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("guided_leave")
        self.leave_button.clicked.connect(self.leave)
        bottom.addWidget(self.leave_button)
        side.addLayout(bottom)
        layout.addWidget(panel)
        self.retranslate()

    # -- driving -----------------------------------------------------------------------------

    def start(self, family: str) -> None:
        """Deal the guided hand of ``family`` (a lesson id of ``guided.FAMILIES``)."""
        self.family = family
        self.hand = GuidedHand(lesson(family))
        self._set_tips()
        self.refusal = None
        self.table.exchange_mode = False  # a new deal: the exchange's three picked afresh
        self._refresh()
        self.table.setFocus()

    def restart(self) -> None:
        if self.hand is None:
            return
        self.hand.restart()
        self.refusal = None
        self.table.exchange_mode = False
        self._refresh()

    def leave(self) -> None:
        """Stop the lesson (it can be started again) and tell the window."""
        self.hand = None
        self.refusal = None
        self._refresh()
        self.left.emit()

    def play(self, action: Action) -> Refusal | None:
        """Try ``action`` as the learner's; a refusal is shown under the explanation."""
        if self.hand is None:
            return None
        refusal = self.hand.try_action(action)
        self.refusal = refusal
        if refusal is None:
            self._refresh()
        else:
            self._show_refusal()
        return refusal

    def acknowledge(self) -> None:
        if self.hand is None:
            return
        was_finished = self.hand.finished
        self.refusal = self.hand.acknowledge()
        if self.refusal is None:
            self._refresh()
        else:
            self._show_refusal()
        if self.hand.finished and not was_finished:
            settings = open_settings()
            settings.setValue(KEY_FIRST_HAND_DONE, True)
            settings.sync()
            self.completed.emit(self.family)

    def confirm_exchange(self) -> None:
        self.play(Action(Act.EXCHANGE, tiles=self.table.exchange_tiles()))

    def _tile_chosen(self, tile: object) -> None:
        if self.hand is None or self.table.exchange_mode or not isinstance(tile, Tile):
            return
        self.play(Action(Act.DISCARD, tile))

    # -- showing -----------------------------------------------------------------------------

    def step(self) -> Step | None:
        return None if self.hand is None else self.hand.current_step()

    def explain(self, explanation_id: str) -> str:
        """The explanation, its placeholders filled for the current step."""
        return _fill(explanation_text(explanation_id), *self._args(explanation_id))

    def _args(self, explanation_id: str) -> tuple[str, ...]:
        hand = self.hand
        step = self.step()
        if hand is None:
            return ()
        if explanation_id.endswith("settlement"):
            return self._settlement_args()
        if step is None:
            return ()
        if step.is_pause:
            e = hand.step_event()
            if isinstance(e, ev.Won):  # %2: the self-draw bonus (docs/rules.md §2.2, §2.3)
                bonus = getattr(hand.profile, "self_draw_bonus", 0)
                return (texts.default_name(e.seat), texts.number(bonus))
            if isinstance(e, ev.BonusReplaced):
                return (texts.tile(e.tile),)
            if isinstance(e, ev.Discarded):  # a discard the learner was not offered
                return (texts.tile(e.tile), texts.default_name(e.seat))
            return ()
        action = step.action
        assert action is not None
        view = hand.view()
        if action.act is Act.EXCHANGE:
            return (texts.tiles(sorted(action.tiles)),)
        if action.act is Act.VOID:
            return (texts.suit(action.suit),)
        if action.act is Act.PASS and view.tile is not None:
            return (texts.tile(view.tile), texts.default_name(last_discard_seat(hand.events)
                                                              or 0))
        if action.act is Act.WIN:
            tile = view.tile if view.tile is not None else view.last_draw
            return (texts.tile(tile) if tile is not None else "",
                    texts.number(hand.profile.minimum), *self._win_args())
        if action.act is Act.CHOW and view.tile is not None:
            return (texts.tile(view.tile), texts.number(hand.profile.minimum))
        if action.act is Act.DISCARD and action.tile is not None:
            return (texts.tile(action.tile), texts.tiles(self._waits_after(action.tile)))
        return (texts.tile(action.tile),)

    def _win_args(self) -> tuple[str, str, str, str]:
        """At a win step, what the engine scores the win at (before it is declared): %3 its
        units, %4 its value, %5 its patterns, %6 the rules' cap."""
        assert self.hand is not None
        win = WinType.SELF if self.hand.view().tile is None else WinType.DISCARD
        score = score_win(self.hand.table.state, LEARNER, win)
        cap = texts.number(getattr(self.hand.profile, "cap", 0) or 0)
        if score is None:
            return ("", "", "", cap)
        lines = [(line.id.value, line.count) for line in score.lines]
        units = sum(line.value * line.count for line in score.lines)
        return (texts.number(units), texts.number(score.value), texts.patterns(lines), cap)

    def _waits_after(self, tile: Tile) -> tuple[Tile, ...]:
        """The tiles the learner's hand waits on once ``tile`` is discarded (none when it is
        not ready then)."""
        assert self.hand is not None
        view = self.hand.view()
        held = list(view.hand)
        if tile not in held or len(held) % 3 != 2:
            return ()
        held.remove(tile)
        return analysis.waits(held, view.melds, view.void,
                              family=self.hand.profile.analysis_family)

    def _settlement_args(self) -> tuple[str, ...]:
        """%1 the learner's total; %2 its win's units and %3 its patterns, %4 the minimum
        (Hong Kong). Where the rules rank each game (competition): %2 the hands of a game,
        %3 the rank points this hand's result would give the learner as a whole game."""
        hand = self.hand
        assert hand is not None
        end = hand.hand_end()
        total = texts.signed(end.deltas[0]) if end is not None else ""
        if getattr(hand.profile, "rank_points", False):
            points = rank_points(end.deltas)[LEARNER] if end is not None else 0.0
            return (total, texts.number(getattr(hand.profile, "hands_per_game", 0)),
                    texts.decimal(points))
        won = next((e for e in hand.events if isinstance(e, ev.Won) and e.seat == 0), None)
        if won is None:
            return (total,)
        value = sum(v * n for _, v, n in won.patterns)
        names = texts.join([texts.pattern(p) for p, _, _ in won.patterns])
        return (total, texts.number(value), names, texts.number(hand.profile.minimum))

    def _refresh(self) -> None:
        hand = self.hand
        step = self.step()
        self._clear_buttons()
        self.settlement.setVisible(False)
        self.worth_label.setVisible(False)
        self.next_box.setVisible(False)
        if hand is None:
            self.table.exchange_mode = False
            self.table.exchange_selection = set()
            self.table.set_selectable(set())
            self.step_label.setText("")
            self.explanation_label.setText(self.tr("Start a first hand from the Learn page."))
            self.more_link.setText("")
            self.continue_button.hide()
            self.refusal_label.setText("")
            self._set_title()
            return
        self._set_title()
        action = step.action if step is not None else None
        exchange = action is not None and action.act is Act.EXCHANGE
        if exchange and not self.table.exchange_mode:
            self.table.exchange_mode = True
            self.table.show_view(hand.view(), self.names())
            self.table.exchange_selection = self._positions(action.tiles)  # type: ignore[union-attr]
        elif not exchange:
            self.table.exchange_mode = False
            self.table.exchange_selection = set()
        self.table.last_discard = last_discard_seat(hand.events)
        self.table.show_view(hand.view(), self.names())
        if action is not None and action.act is Act.DISCARD:
            self.table.set_selectable({action.tile})  # type: ignore[arg-type]
        else:
            self.table.set_selectable(set())
        total = len(hand.lesson.steps)
        if step is None:
            self.step_label.setText(self.tr("The lesson is over."))
            self.explanation_label.setText(self.explain(hand.lesson.steps[-1].explanation))
            self.more_link.setText("")
            self.more_link.hide()  # its room goes to the worth and the next step
        else:
            self.step_label.setText(self.tr("Step %1 of %2").replace(
                "%1", texts.number(hand.step_number + 1)).replace("%2", texts.number(total)))
            self.explanation_label.setText(self.explain(step.explanation))
            self.more_link.setText('<a href="{}">{}</a>'.format(
                plain.escape(step.page), plain.escape(self.tr("More about this"))))
            self.more_link.show()
        self.continue_button.setText(self.tr("Finish") if step is not None
                                     and step.kind == "settlement" else self.tr("Continue"))
        self.continue_button.setVisible(step is not None and step.is_pause)
        self.continue_button.setDefault(step is not None and step.is_pause)
        if step is not None and not step.is_pause:
            self._rebuild_buttons(step)
        if step is None or step.kind == "settlement":
            self._show_settlement()
            self._show_worth()
        if step is None:
            self._show_next()
        self._show_refusal()

    def _set_title(self) -> None:
        if self.hand is None:
            self.title_label.setText(self.tr("Your first hand"))
            return
        self.title_label.setText(self.tr("Your first hand: %1").replace(
            "%1", texts.profile(self.hand.lesson.profile_id)))

    def names(self) -> tuple[str, str, str, str]:
        return texts.seat_names(("", "", "", ""))

    def _positions(self, wanted: tuple[object, ...]) -> set[int]:
        """The hand positions of the exchange's tiles, as the table lays the hand out."""
        left = list(wanted)
        out: set[int] = set()
        for i, item in enumerate(self.table.hand_items):
            if item.tile in left:
                left.remove(item.tile)
                out.add(i)
        return out

    def _clear_buttons(self) -> None:
        for button, _ in self.action_buttons:
            self.buttons.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.action_buttons = []

    def _rebuild_buttons(self, step: Step) -> None:
        """One button per action the rules offer besides discarding; only the step's is
        enabled (the others say in their tooltip why not)."""
        assert self.hand is not None and step.action is not None
        legal = self.hand.legal()
        if step.action.act is Act.EXCHANGE:
            self._add_button(self.tr("Pass these three"), None, True)
            return
        for a in legal:
            if a.act is Act.DISCARD:
                continue
            right = a == step.action
            button = self._add_button(self.action_label(a), a, right)
            if not right:
                button.setToolTip(self.explain(step.refusal or "refuse.not_now"))

    def action_label(self, a: Action) -> str:
        if a.act is Act.WIN:
            return self.tr("Win")
        if a.act is Act.PASS:
            return self.tr("Let it go")
        if a.act is Act.PONG:
            return self.tr("Pong %1").replace("%1", texts.tile(a.tile))
        if a.act is Act.KONG:
            return self.tr("Kong %1").replace("%1", texts.tile(a.tile))
        if a.act is Act.CHOW and a.tile is not None:
            return self.tr("Chow %1").replace(
                "%1", texts.tiles(Meld(MeldKind.CHOW, a.tile).tiles))
        if a.act is Act.VOID:
            return self.tr("Void: %1").replace("%1", texts.suit(a.suit))
        return str(a)

    def _add_button(self, label: str, action: Action | None, enabled: bool) -> QPushButton:
        button = QPushButton(label)
        button.setObjectName(f"guided_{action.act.value if action else 'exchange'}"
                             + ("" if action is None or action.act is not Act.VOID
                                else f"_{action.suit}"))
        button.setEnabled(enabled)
        button.setDefault(enabled)
        if action is None:
            button.clicked.connect(self.confirm_exchange)
        else:
            button.clicked.connect(lambda _=False, a=action: self.play(a))
        self.buttons.addWidget(button)
        self.action_buttons.append((button, action))
        return button

    def offered_actions(self) -> list[tuple[Action | None, bool]]:
        """The buttons' actions (None: pass the exchange's three) and whether each is on."""
        return [(a, b.isEnabled()) for b, a in self.action_buttons]

    def _show_refusal(self) -> None:
        r = self.refusal
        self.refusal_label.setText("" if r is None else self.explain(r.explanation))

    def _show_settlement(self) -> None:
        assert self.hand is not None
        rows = self.hand.settlement()
        names = self.names()
        self.settlement.setVisible(True)
        self.settlement.setRowCount(len(rows))
        for r, p in enumerate(rows):
            cells = (names[p.payer], names[p.payee] if p.payee is not None else "",
                     texts.number(p.amount), texts.reason(p.reason.value))
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                self.settlement.setItem(r, c, item)
        end = self.hand.hand_end()
        if end is not None:  # then one row per seat: the hand's total
            self.settlement.setRowCount(len(rows) + 5)
            head = QTableWidgetItem(self.tr("Totals"))
            font = head.font()
            font.setBold(True)
            head.setFont(font)
            self.settlement.setItem(len(rows), 0, head)
            for s in range(4):
                self.settlement.setItem(len(rows) + 1 + s, 0, QTableWidgetItem(names[s]))
                item = QTableWidgetItem(texts.signed(end.deltas[s]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.settlement.setItem(len(rows) + 1 + s, 2, item)

    def worth(self) -> str:
        """What the learner's win was worth, from its Won event: its units and patterns, its
        value and what its payments paid the learner ("" before the learner has won)."""
        hand = self.hand
        if hand is None:
            return ""
        won = next((e for e in hand.events if isinstance(e, ev.Won) and e.seat == 0), None)
        if won is None:
            return ""
        paid = sum(p.amount for p in won.payments if p.payee == 0)
        names = texts.patterns([(pid, n) for pid, _, n in won.patterns])
        if hand.profile.unit == "base":  # a base value with doublings: no units to add up
            return _fill(end_text("worth_base"), names, texts.number(won.value),
                         texts.number(paid))
        units = sum(v * n for _, v, n in won.patterns)
        return _fill(end_text("worth"), texts.number(units), texts.unit(hand.profile.unit),
                     names, texts.number(won.value), texts.number(paid))

    def _show_worth(self) -> None:
        text = self.worth()
        self.worth_label.setText(text)
        self.worth_label.setVisible(bool(text))

    def next_family(self) -> str:
        """The lesson offered after this one: the next in ``guided.FAMILIES`` (after the last,
        the first)."""
        at = FAMILIES.index(self.family) if self.family in FAMILIES else -1
        return FAMILIES[(at + 1) % len(FAMILIES)]

    def _show_next(self) -> None:
        """The next step: the next lesson, a drill, a real game."""
        self.next_box.setVisible(True)
        following = self.next_family()
        for family, button in self.next_lesson_buttons.items():
            button.setVisible(family == following)

    # -- translation -------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.restart_button.setText(self.tr("Restart"))
        self.leave_button.setText(self.tr("Leave"))
        self.settlement.setHorizontalHeaderLabels(
            [self.tr("Pays"), self.tr("Receives"), self.tr("Amount"), self.tr("For")])
        self.next_title.setText(self.tr("What next?"))
        for family, button in self.next_lesson_buttons.items():  # the full name in the tip
            button.setText(self.tr("Next lesson: %1").replace(
                "%1", texts.profile_short(lesson_profile(family))))
            button.setToolTip(texts.profile(lesson_profile(family)))
        self.drill_button.setText(self.tr("Try a drill"))
        self.game_button.setText(self.tr("Play a real game"))
        self._set_tips()
        self._refresh()

    def _set_tips(self) -> None:
        name = texts.profile(lesson_profile(self.family)) if self.family else ""
        self.drill_button.setToolTip(_fill(end_text("drill_tip"), name))
        self.game_button.setToolTip(_fill(end_text("game_tip"), name))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
