"""The guided first hand's words (split from ``ui/guided_page.py``, which still exports these
names): every explanation id of the lessons and of ``GuidedHand``'s refusals, and the texts of a
lesson's end, all in the context ``GuidedPage``."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

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
