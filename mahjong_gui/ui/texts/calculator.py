"""The calculator's words (context ``CalculatorPage``, where they were first): its problems,
a refused event's reason, the events' names and the compare table's short reasons."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_gui.ui.texts.words import short_reason
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

# The calculator's words (context "CalculatorPage", where they were first): why there is
# no answer, or why a click was refused, by ``CalculatorState``'s problem code. %1 is the
# %1 is the tile or meld at fault (or the number), %2 the character position or the rules'
# name.
CALCULATOR_PROBLEMS: dict[str, str] = {
    "unknown_letter": QT_TRANSLATE_NOOP(
        "CalculatorPage", "“%1” (character %2) is not a tile letter: write digits followed by "
        "m, p or s (z for honours, f for bonus tiles)."),
    "no_suit_letter": QT_TRANSLATE_NOOP(
        "CalculatorPage", "“%1” (character %2) has no digit before it: write 5m, not m5."),
    "no_suit": QT_TRANSLATE_NOOP(
        "CalculatorPage", "The digits at character %2 have no suit letter after them "
        "(m, p or s)."),
    "rank_zero": QT_TRANSLATE_NOOP("CalculatorPage",
                                   "There is no tile of rank 0 (character %2)."),
    "bad_rank": QT_TRANSLATE_NOOP("CalculatorPage", "There is no tile %1 (character %2)."),
    "fifth_copy": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Too many %1: there are only four of each tile."),
    "duplicate_bonus": QT_TRANSLATE_NOOP(
        "CalculatorPage", "%1 appears twice: there is one of each bonus tile."),
    "meld_kind": QT_TRANSLATE_NOOP(
        "CalculatorPage", "“%1” is not a meld: write pong:5m, kong:5m, addkong:5m, ankong:5m "
        "or chow:3m."),
    "meld_colon": QT_TRANSLATE_NOOP(
        "CalculatorPage", "“%1” is not a meld: write pong:5m, kong:5m, addkong:5m, ankong:5m "
        "or chow:3m."),
    "meld_tile": QT_TRANSLATE_NOOP(
        "CalculatorPage", "“%1” must name one suit or honour tile, as in pong:5m."),
    "chow_start": QT_TRANSLATE_NOOP(
        "CalculatorPage", "There is no %1: a chow is three tiles in a row of one suit, written "
        "by its lowest tile, 1 to 7 (chow:7m is 7-8-9)."),
    "text_too_long": QT_TRANSLATE_NOOP(
        "CalculatorPage", "The hand text is too long: at most %1 characters are read."),
    "no_honours": QT_TRANSLATE_NOOP(
        "CalculatorPage", "%1 is an honour tile: %2 is played with characters, dots and bamboo "
        "only."),
    "no_chow": QT_TRANSLATE_NOOP("CalculatorPage", "%2 has no chows: %1 cannot be declared."),
    "no_bonus": QT_TRANSLATE_NOOP("CalculatorPage",
                                  "%2 has no bonus tiles: %1 cannot be added."),
    "too_many_tiles": QT_TRANSLATE_NOOP(
        "CalculatorPage", "A hand has at most 14 tiles (a kong counts as 3); this one would "
        "have more. Remove a tile first."),
    "fix_text_first": QT_TRANSLATE_NOOP(
        "CalculatorPage", "The hand text has an error: correct it or clear it before adding "
        "or removing tiles."),
    "no_copies_hand": QT_TRANSLATE_NOOP(
        "CalculatorPage", "No %1 left: all four are in the hand already."),
    "no_copies_pong": QT_TRANSLATE_NOOP(
        "CalculatorPage", "A pong of %1 needs three free copies, and only %2 are left."),
    "no_copies_kong": QT_TRANSLATE_NOOP(
        "CalculatorPage", "A kong of %1 needs all four copies, and only %2 are left."),
    "no_copies_chow": QT_TRANSLATE_NOOP(
        "CalculatorPage", "No %1 left for this chow: all four are in the hand already."),
    "event_not_offered": QT_TRANSLATE_NOOP(
        "CalculatorPage", "These rules have no such event."),
}

# Why an event cannot happen with this win: each event's conditions (docs/rules.md §2.1, §3).
EVENT_REASONS: dict[str, str] = {
    "kong-bloom": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Kong bloom cannot happen here: it is a self-draw of the tile taken "
        "after your own kong, so it needs a self-draw and a kong among your melds."),
    "replacement": QT_TRANSLATE_NOOP(
        "CalculatorPage", "A replacement tile cannot be won here: it is drawn after a kong or "
        "a bonus tile, so it needs a self-draw and a kong among your melds or a bonus tile."),
    "kong-discard": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Kong discard cannot happen here: it is a win on the tile another "
        "player discards right after their kong, so it needs a win on a discard."),
    "last-tile": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Last tile cannot happen here: no kong can be robbed once the wall "
        "is empty, and Hong Kong counts the last tile only when it is self-drawn."),
    "heavenly": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Heavenly cannot happen here: it is the dealer winning on the dealt "
        "hand, a self-draw by the dealer with no melds."),
    "earthly": QT_TRANSLATE_NOOP(
        "CalculatorPage", "Earthly cannot happen here: it is a player other than the dealer "
        "winning at their first turn, before any meld (on their first draw, or in most rules "
        "on the dealer's first discard)."),
}

# A win's events (``engine/events`` ids), by name.
EVENT_NAMES: dict[str, str] = {
    "kong-bloom": QT_TRANSLATE_NOOP("CalculatorPage", "Kong bloom"),
    "kong-discard": QT_TRANSLATE_NOOP("CalculatorPage", "Kong discard"),
    "last-tile": QT_TRANSLATE_NOOP("CalculatorPage", "Last tile"),
    "heavenly": QT_TRANSLATE_NOOP("CalculatorPage", "Heavenly"),
    "earthly": QT_TRANSLATE_NOOP("CalculatorPage", "Earthly"),
    "replacement": QT_TRANSLATE_NOOP("CalculatorPage", "Won on a replacement tile"),
}
# A reason in the compare table's narrow cell, where the rule book's sentence would not fit.
COMPARE_REASONS: dict[str, str] = {
    "tile_identity": QT_TRANSLATE_NOOP("CalculatorPage", "no honour tiles"),
    "bad_meld": QT_TRANSLATE_NOOP("CalculatorPage", "no chows"),
    "bad_event": QT_TRANSLATE_NOOP("CalculatorPage", "event impossible"),
    "robbed_tile_held": QT_TRANSLATE_NOOP("CalculatorPage", "robbed tile held"),
    "not_ready": QT_TRANSLATE_NOOP("CalculatorPage", "not ready"),
}


def _calculator(source: str) -> str:
    return QCoreApplication.translate("CalculatorPage", source)


def calculator_problem(code: str) -> str:
    """A calculator problem's sentence, its ``%1`` and ``%2`` still to fill."""
    return _calculator(CALCULATOR_PROBLEMS[code])


def event_name(event_id: str) -> str:
    return _calculator(EVENT_NAMES[event_id])


def event_reason(event_id: str | None) -> str:
    """Why this event cannot happen with the win entered (kong bloom's, for an unknown id)."""
    return _calculator(EVENT_REASONS.get(event_id or "", EVENT_REASONS["kong-bloom"]))


def compare_reason(reason_id: str) -> str:
    """Why a profile gives no value, in a few words (the calculator's compare table)."""
    if reason_id in COMPARE_REASONS:
        return _calculator(COMPARE_REASONS[reason_id])
    return short_reason(reason_id)
