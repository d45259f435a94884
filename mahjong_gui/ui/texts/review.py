"""The review's words (``mahjong_gui.review``): a decision's category and its reasons, one
label per id, context ``Texts``."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from mahjong_gui.ui.texts.words import CONTEXT, _tr, join, number, percent, suit, tile, tiles
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

# The review (mahjong_gui.review): a decision's category and its reasons, one label per id.
REVIEW_CATEGORIES = {
    "tile_efficiency": QT_TRANSLATE_NOOP("Texts", "Tile efficiency"),
    "hand_value": QT_TRANSLATE_NOOP("Texts", "Hand value"),
    "defence": QT_TRANSLATE_NOOP("Texts", "Defence"),
    "call_or_pass": QT_TRANSLATE_NOOP("Texts", "Call or pass"),
    "rule_void": QT_TRANSLATE_NOOP("Texts", "The void suit"),
    "rule_exchange": QT_TRANSLATE_NOOP("Texts", "Exchange three"),
    "rule_pass": QT_TRANSLATE_NOOP("Texts", "Passing a win"),
    "wall_end": QT_TRANSLATE_NOOP("Texts", "The wall's end"),
}

REVIEW_REASONS = {
    "shanten": QT_TRANSLATE_NOOP(
        "Texts", "Tiles from ready: {0} after your choice, {1} after the best."),
    "improving_tiles": QT_TRANSLATE_NOOP(
        "Texts", "Unseen tiles that improve the hand: {0} after your choice, {1} after the "
        "best."),
    "waits": QT_TRANSLATE_NOOP("Texts", "Waits after your choice: {0}. After the best: {1}."),
    "danger": QT_TRANSLATE_NOOP(
        "Texts", "{0} looks ready ({1}): your tile would win for them {2} of the time, the "
        "best {3}."),
    "wall_left": QT_TRANSLATE_NOOP("Texts", "Tiles left in the wall: {0}."),
    "kong_money": QT_TRANSLATE_NOOP("Texts", "A kong is paid for at once: declaring or "
                                    "declining it moves that money."),
    "win_declined": QT_TRANSLATE_NOOP("Texts", "A win was on offer and you let it go."),
    "win_taken": QT_TRANSLATE_NOOP("Texts", "Taking this win was worth less than playing on."),
    "void_suit": QT_TRANSLATE_NOOP("Texts", "Void suit: you chose {0}, the best is {1}."),
    "exchange": QT_TRANSLATE_NOOP("Texts", "Tiles passed: yours {0}, the best {1}."),
}

REVIEW_WORDS = {
    "wait": QT_TRANSLATE_NOOP("Texts", "{0} ({1} unseen, worth {2})"),
    "none": QT_TRANSLATE_NOOP("Texts", "none"),
}


def review_category(cid: str) -> str:
    return _tr(REVIEW_CATEGORIES, cid)


def _review_waits(waits: object) -> str:
    if not isinstance(waits, list) or not waits:
        return _tr(REVIEW_WORDS, "none")
    return join([_tr(REVIEW_WORDS, "wait").format(tile(w[0]), number(w[1]), number(w[2]))
                 for w in waits if isinstance(w, (list, tuple)) and len(w) == 3
                 and all(isinstance(x, int) and not isinstance(x, bool) for x in w[1:])])


def _chance(v: object) -> float:
    """A stored chance read for display: a number in 0-1, anything else 0."""
    ok = isinstance(v, int | float) and not isinstance(v, bool) and 0.0 <= v <= 1.0
    return float(v) if ok else 0.0  # type: ignore[arg-type]


def review_reason(r: dict[str, object], names: Sequence[str]) -> str:
    """One reason of a reviewed decision (``review.explain``: an id and its numbers) in
    words; an unknown id gives an empty text."""
    rid = r.get("id")
    if not isinstance(rid, str) or rid not in REVIEW_REASONS:
        return ""
    src = REVIEW_REASONS[rid]
    text = QCoreApplication.translate(CONTEXT, src)
    if rid == "wall_left":
        n = r.get("tiles")
        return text.format(number(n if isinstance(n, int) else 0))
    chosen, best = r.get("chosen"), r.get("best")
    if rid in ("shanten", "improving_tiles") and isinstance(chosen, int) \
            and isinstance(best, int):
        return text.format(number(chosen), number(best))
    if rid == "waits":
        return text.format(_review_waits(chosen), _review_waits(best))
    if rid == "danger":
        seat = r.get("seat")
        who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        return text.format(who, percent(_chance(r.get("ready"))), percent(_chance(chosen)),
                           percent(_chance(best)))
    if rid == "void_suit":
        return text.format(suit(chosen if isinstance(chosen, str) else None),
                           suit(best if isinstance(best, str) else None))
    if rid == "exchange" and isinstance(chosen, list) and isinstance(best, list):
        return text.format(tiles(chosen), tiles(best))
    return text
