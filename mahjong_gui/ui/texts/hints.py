"""A hint in words: the suggested move, its reason and the numbers behind it (shared by the
Play area and replays). Phrases are marked here and translated when used."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale

from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.ui import texts
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:  # the bots are imported when a game or a hint needs them, not at start
    from mahjong_gui.bots.hint_types import WaitInfo
    from mahjong_gui.bots.hints import Hint
    from mahjong_gui.bots.table_hints import Warning


PHRASES = {
    "discard": QT_TRANSLATE_NOOP("Hint", "discard {0}"),
    "void": QT_TRANSLATE_NOOP("Hint", "void {0}"),
    "exchange": QT_TRANSLATE_NOOP("Hint", "pass {0}"),
    "win": QT_TRANSLATE_NOOP("Hint", "win"),
    "pong": QT_TRANSLATE_NOOP("Hint", "pong {0}"),
    "kong": QT_TRANSLATE_NOOP("Hint", "kong {0}"),
    "chow": QT_TRANSLATE_NOOP("Hint", "chow {0}"),
    "pass": QT_TRANSLATE_NOOP("Hint", "pass"),
    "suggestion": QT_TRANSLATE_NOOP("Hint", "Suggestion: {0}. {1}"),
    "ready": QT_TRANSLATE_NOOP("Hint", "Ready afterwards."),
    "shanten": QT_TRANSLATE_NOOP(
        "Hint", "Afterwards {0} tile(s) from ready; {1} unseen tiles improve it: {2}"),
    "waits": QT_TRANSLATE_NOOP("Hint", "Waits: {0}"),
    "wait": QT_TRANSLATE_NOOP("Hint", "{0} ({1} unseen, worth {2})"),
    "danger": QT_TRANSLATE_NOOP("Hint", "Danger: {0}"),
    "suggestion_worth": QT_TRANSLATE_NOOP("Hint", "Suggestion: {0} ({1} ± {2} points). {3}"),
    "suggestion_rank": QT_TRANSLATE_NOOP(
        "Hint", "Suggestion: {0} ({1} ± {2} rank points). {3}"),
    "values": QT_TRANSLATE_NOOP(
        "Hint", "Expected points to the hand's end, over the same {0} sampled futures:"),
    "value": QT_TRANSLATE_NOOP("Hint", "{0}: {1} ± {2}"),
    "values_rank": QT_TRANSLATE_NOOP(
        "Hint", "The game's expected rank points at the hand's end, over the same {0} sampled "
        "futures:"),
}


def _t(key: str) -> str:
    return QCoreApplication.translate("Hint", PHRASES[key])


def action_text(action: Action) -> str:
    """A move in a few words, tiles by name: "discard 5 Dots", "pong East", "void Dots"."""
    if action.act is Act.DISCARD:
        return _t("discard").format(texts.tile(action.tile))
    if action.act is Act.VOID:
        return _t("void").format(texts.suit(action.suit))
    if action.act is Act.EXCHANGE:
        return _t("exchange").format(texts.tiles(sorted(action.tiles)))
    if action.act in (Act.PONG, Act.KONG):
        return _t(action.act.value).format(texts.tile(action.tile))
    if action.act is Act.CHOW and action.tile is not None:
        return _t("chow").format(texts.tiles(Meld(MeldKind.CHOW, action.tile).tiles))
    return _t(action.act.value) if action.act.value in PHRASES else action.act.value


def hint_lines(h: Hint, names: Sequence[str]) -> list[str]:
    """The suggestion and its reason, then the shape, the waits and the danger."""
    reason = texts.hint_reason(h.reason.value)
    if h.values and h.unit == "rank_points":  # the game's rank points, 1 to 4 (two decimals)
        ev_, se = h.values[0][1], h.values[0][2]
        lines = [_t("suggestion_rank").format(action_text(h.action), texts.fixed(ev_),
                                              texts.fixed(se), reason)]
    elif h.values:  # the expected points to the hand's end (every candidate's: values_tip)
        ev_, se = h.values[0][1], h.values[0][2]
        lines = [_t("suggestion_worth").format(action_text(h.action), _points(ev_),
                                               texts.fixed(se, 1), reason)]
    else:
        lines = [_t("suggestion").format(action_text(h.action), reason)]
    if h.shanten is not None and h.shanten >= 0:
        if h.shanten == 0:
            lines.append(_t("ready"))
        else:
            lines.append(_t("shanten").format(texts.number(h.shanten), texts.number(h.ukeire),
                                              texts.tiles(sorted(h.improving))))
    if h.waits:
        lines.append(_t("waits").format(texts.join([
            _t("wait").format(texts.tile(w.tile), texts.number(w.unseen), texts.number(w.value))
            for w in h.waits])))
    if any(d >= 0.005 for _, d in h.danger):  # a tile safe against everyone goes unsaid
        lines.append(_t("danger").format(texts.join([
            f"{names[seat]} {texts.percent(d)}" for seat, d in h.danger])))
    return lines


def _points(x: float) -> str:
    """Expected points with one decimal and their sign (+1.5, −0.3)."""
    text = texts.fixed(abs(x), 1)
    if round(x, 1) > 0:
        return QLocale().positiveSign() + text
    if round(x, 1) < 0:
        return QLocale().negativeSign() + text
    return text


def values_tip(h: Hint) -> str:
    """Every candidate the engine judged, best first, with its expected points and their
    standard error (the hint's tooltip; empty when the hint was not judged)."""
    if not h.values:
        return ""
    if h.unit == "rank_points":
        rows = [_t("value").format(action_text(a), texts.fixed(v), texts.fixed(se))
                for a, v, se in h.values]
        return "\n".join([_t("values_rank").format(texts.number(h.futures)), *rows])
    rows = [_t("value").format(action_text(a), _points(v), texts.fixed(se, 1))
            for a, v, se in h.values]
    return "\n".join([_t("values").format(texts.number(h.futures)), *rows])


# -- the teacher at the table (bots/table_hints.py) -------------------------------------------


def waits_line(waits: Sequence[WaitInfo], after: Tile | None = None) -> str:
    """The waits in words: each tile with its unseen copies and what a win on it pays."""
    if not waits:
        return ""
    items = texts.join([_t("wait").format(texts.tile(w.tile), texts.number(w.unseen),
                                          texts.number(w.value)) for w in waits])
    left = texts.number(sum(w.unseen for w in waits))
    if after is not None:
        return QCoreApplication.translate(
            "Teacher", "Discard {0} and you are ready. Winning tiles: {1}. Unseen in all: {2}"
        ).format(texts.tile(after), items, left)
    return QCoreApplication.translate(
        "Teacher", "You are ready. Winning tiles: {0}. Unseen in all: {1}").format(items, left)


def danger_tip(danger: Sequence[tuple[int, float]], names: Sequence[str],
               chance: bool = True) -> str:
    """A tile's danger against each opponent who looks ready, for its tooltip: a chance in
    per cent, or the brain's own measure (1: no sign that the tile is safe)."""
    if chance:
        return _t("danger").format(texts.join([
            f"{names[seat]} {texts.percent(d)}" for seat, d in danger]))
    return QCoreApplication.translate(
        "Teacher", "Danger (1: no sign that it is safe): {0}").format(texts.join([
            f"{names[seat]} {texts.fixed(d)}" for seat, d in danger]))


def warning_text(w: Warning) -> str:
    """One warning of ``table_hints.warnings`` in words."""
    tiles = texts.tiles(w.tiles)
    if w.code == "pass_win":
        return QCoreApplication.translate(
            "Teacher", "If you pass this win, then until your next tile from the wall you may "
            "win on another player's tile only when it pays more than this one.")
    if w.code == "pass_pong":
        return QCoreApplication.translate(
            "Teacher", "If you pass, you may not pong {0} again before your next draw."
        ).format(tiles)
    if w.code == "win_window":
        return QCoreApplication.translate(
            "Teacher", "You passed up a win: until your next tile from the wall you may win "
            "on another player's tile only when it pays more than {0}.").format(
            texts.number(w.amount))
    if w.code == "pong_barred":
        return QCoreApplication.translate(
            "Teacher", "You passed a pong: no pong of {0} before your next draw.").format(tiles)
    if w.code == "void_late":
        return QCoreApplication.translate(
            "Teacher", "The wall is nearly gone and you still hold {0} of your void suit: "
            "with them you can neither win nor be ready.").format(tiles)
    if w.code == "not_ready_late":
        return QCoreApplication.translate(
            "Teacher", "The wall is nearly gone and you are not ready: at the wall's end you "
            "pay every ready player (查叫).")
    return w.code
