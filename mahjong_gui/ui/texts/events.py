"""A game's events in words (the replay's captions and list, the Play area's action log): each
event type's sentence, with tiles by name ("5 Dots", never "5p") and the human's seat spoken to
in the second person. Translated in the context ``Replay``, where they have always been."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.melds import Meld, MeldKind
from mahjong_gui.engine.rules.base import EXCHANGE_SHIFT
from mahjong_gui.ui import texts
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

# What each event says; translated when used, with tiles by name ("5 Dots", never "5p").
# The human's seat has its own sentences ("You discard 5p", never "You discards 5p").
PHRASES = {
    "hand_started": QT_TRANSLATE_NOOP("Replay", "Hand {0} begins; {1} deals"),
    "hand_started_you": QT_TRANSLATE_NOOP("Replay", "Hand {0} begins; you deal"),
    "next": QT_TRANSLATE_NOOP("Replay", "to the next player"),
    "previous": QT_TRANSLATE_NOOP("Replay", "to the previous player"),
    "across": QT_TRANSLATE_NOOP("Replay", "across the table"),
    "exchange": QT_TRANSLATE_NOOP("Replay", "Everyone passes three tiles {0}"),
    "voids": QT_TRANSLATE_NOOP("Replay", "Void suits: {0}"),
    "replacement": QT_TRANSLATE_NOOP("Replay", "{0} draws a replacement tile: {1}"),
    "replacement_you": QT_TRANSLATE_NOOP("Replay", "You draw a replacement tile: {0}"),
    "drew": QT_TRANSLATE_NOOP("Replay", "{0} draws {1}"),
    "drew_you": QT_TRANSLATE_NOOP("Replay", "You draw {0}"),
    "discarded": QT_TRANSLATE_NOOP("Replay", "{0} discards {1}"),
    "discarded_you": QT_TRANSLATE_NOOP("Replay", "You discard {0}"),
    "declined": QT_TRANSLATE_NOOP("Replay", "(passing a win worth {0})"),
    "passed": QT_TRANSLATE_NOOP("Replay", "{0} lets {1} go"),
    "passed_you": QT_TRANSLATE_NOOP("Replay", "You let {0} go"),
    "ponged": QT_TRANSLATE_NOOP("Replay", "{0} pongs {1} from {2}"),
    "ponged_you": QT_TRANSLATE_NOOP("Replay", "You pong {0} from {1}"),
    "ponged_from_you": QT_TRANSLATE_NOOP("Replay", "{0} pongs {1} from you"),
    "chowed": QT_TRANSLATE_NOOP("Replay", "{0} chows {1} from {2}"),
    "chowed_you": QT_TRANSLATE_NOOP("Replay", "You chow {0} from {1}"),
    "chowed_from_you": QT_TRANSLATE_NOOP("Replay", "{0} chows {1} from you"),
    "bonus": QT_TRANSLATE_NOOP("Replay", "{0} sets aside {1} and draws {2} from the far end"),
    "bonus_you": QT_TRANSLATE_NOOP("Replay", "You set aside {0} and draw {1} from the far end"),
    "kong_declared": QT_TRANSLATE_NOOP("Replay", "{0} adds {1} to a pong"),
    "kong_declared_you": QT_TRANSLATE_NOOP("Replay", "You add {0} to a pong"),
    "konged": QT_TRANSLATE_NOOP("Replay", "{0}: {1} of {2}"),
    "robbed": QT_TRANSLATE_NOOP("Replay", "{0} robs the kong on {1}"),
    "robbed_you": QT_TRANSLATE_NOOP("Replay", "You rob the kong on {0}"),
    "win_self": QT_TRANSLATE_NOOP("Replay", "by self-draw"),
    "win_discard": QT_TRANSLATE_NOOP("Replay", "on {0}'s discard"),
    "win_discard_you": QT_TRANSLATE_NOOP("Replay", "on your discard"),
    "win_robbed": QT_TRANSLATE_NOOP("Replay", "robbing {0}'s kong"),
    "win_robbed_you": QT_TRANSLATE_NOOP("Replay", "robbing your kong"),
    "won": QT_TRANSLATE_NOOP("Replay", "{0} wins {1} with {2}: {3} ({4})"),
    "won_you": QT_TRANSLATE_NOOP("Replay", "You win {0} with {1}: {2} ({3})"),
    "drew_hidden": QT_TRANSLATE_NOOP("Replay", "{0} draws a tile"),
    "bonus_hidden": QT_TRANSLATE_NOOP("Replay", "{0} sets aside {1} and draws a replacement"),
    "hand_ended": QT_TRANSLATE_NOOP("Replay", "Hand over: {0}"),
    "match_ended": QT_TRANSLATE_NOOP("Replay", "Match over: {0}"),
}


def _t(key: str) -> str:
    return QCoreApplication.translate("Replay", PHRASES[key])


def _signed(n: int) -> str:
    return texts.signed(n)


def _say(key: str, seat: int, you: int | None, names: Sequence[str], *rest: object) -> str:
    """Sentence ``key`` about ``seat``: its "_you" form (without the name) for the human."""
    if seat == you:
        return _t(key + "_you").format(*rest)
    return _t(key).format(names[seat], *rest)


def describe(e: ev.Event, names: Sequence[str], you: int | None = 0) -> str:
    """One event of the log in words; seat ``you`` (the human, None: nobody) is spoken to
    in the second person."""
    if isinstance(e, ev.HandStarted):
        if e.dealer == you:
            return _t("hand_started_you").format(texts.number(e.hand + 1))
        return _t("hand_started").format(texts.number(e.hand + 1), names[e.dealer])
    if isinstance(e, ev.TilesExchanged):
        return _t("exchange").format(_t(e.direction) if e.direction in PHRASES
                                     else e.direction)
    if isinstance(e, ev.VoidsChosen):
        return _t("voids").format(texts.join([
            f"{names[s]} {texts.suit(v)}" for s, v in enumerate(e.voids)]))
    if isinstance(e, ev.Drew):
        return _say("replacement" if e.replacement else "drew", e.seat, you, names,
                    texts.tile(e.tile))
    if isinstance(e, ev.Discarded):
        text = _say("discarded", e.seat, you, names, texts.tile(e.tile))
        if e.declined_win is not None:
            text += " " + _t("declined").format(texts.number(e.declined_win))
        return text
    if isinstance(e, ev.ClaimPassed):
        return _say("passed", e.seat, you, names, texts.tile(e.tile))
    if isinstance(e, (ev.Ponged, ev.Chowed)):
        key = "ponged" if isinstance(e, ev.Ponged) else "chowed"
        what = (texts.tile(e.tile) if isinstance(e, ev.Ponged)
                else texts.tiles(Meld(MeldKind.CHOW, e.low).tiles))
        if e.discarder == you and e.seat != you:
            return _t(key + "_from_you").format(names[e.seat], what)
        return _say(key, e.seat, you, names, what, names[e.discarder])
    if isinstance(e, ev.BonusReplaced):
        return _say("bonus", e.seat, you, names, texts.tile(e.tile), texts.tile(e.drawn))
    if isinstance(e, ev.KongDeclared):
        return _say("kong_declared", e.seat, you, names, texts.tile(e.tile))
    if isinstance(e, ev.Konged):
        return _t("konged").format(names[e.seat], texts.reason(f"kong_{e.kind}"),
                                   texts.tile(e.tile))
    if isinstance(e, ev.KongRobbed):
        return _say("robbed", e.seat, you, names, texts.tile(e.tile))
    if isinstance(e, ev.Won):
        return _say("won", e.seat, you, names, win_how(e, names, you), texts.tile(e.tile),
                    win_patterns(e), texts.number(e.value))
    if isinstance(e, ev.WallExhausted):
        return texts.hand_end("wall")
    if isinstance(e, ev.HandEnded):
        return _t("hand_ended").format(texts.join([
            f"{names[s]} {_signed(d)}" for s, d in enumerate(e.deltas)]))
    if isinstance(e, ev.MatchEnded):
        return _t("match_ended").format(texts.join([
            f"{names[s]} {texts.number(score)}" for s, score in enumerate(e.scores)]))
    return e.type


def describe_public(e: ev.Event, names: Sequence[str], you: int = 0) -> str | None:
    """An event in the same words, as seat ``you`` may know it at the table (the Play
    area's action log): others' draws without the tile, nothing about their passed claims
    or declined wins. None: nothing to say (another seat's plain draw)."""
    if e_seat(e) == you or isinstance(e, (ev.HandStarted, ev.TilesExchanged, ev.VoidsChosen,
                                          ev.Ponged, ev.Chowed, ev.KongDeclared, ev.Konged,
                                          ev.KongRobbed, ev.Won, ev.WallExhausted,
                                          ev.HandEnded, ev.MatchEnded)):
        return describe(e, names, you)
    if isinstance(e, ev.Drew):
        return None if not e.replacement else _t("drew_hidden").format(names[e.seat])
    if isinstance(e, ev.BonusReplaced):
        return _t("bonus_hidden").format(names[e.seat], texts.tile(e.tile))
    if isinstance(e, ev.Discarded):
        return _t("discarded").format(names[e.seat], texts.tile(e.tile))
    return None  # ClaimPassed of another seat: not known at the table


def e_seat(e: ev.Event) -> int | None:
    seat = getattr(e, "seat", None)
    return seat if isinstance(seat, int) else None


def win_how(e: ev.Won, names: Sequence[str], you: int | None = 0) -> str:
    """How a win came: "by self-draw", "on Left's discard", "robbing your kong"."""
    if e.discarder is None:
        return _t(f"win_{e.win}")
    if e.discarder == you:
        return _t(f"win_{e.win}_you")
    return _t(f"win_{e.win}").format(names[e.discarder])


def win_patterns(e: ev.Won) -> str:
    return texts.patterns([(pid, count) for pid, _value, count in e.patterns])


# The call announced at the caller's seat, by event kind, and where the exchange's three tiles
# went as the human hears it; in the Play page's context, where they have always been.
CALLS = {
    "ponged": QT_TRANSLATE_NOOP("PlayPage", "Pong!"),
    "chowed": QT_TRANSLATE_NOOP("PlayPage", "Chow!"),
    "kong_declared": QT_TRANSLATE_NOOP("PlayPage", "Added kong!"),
    "kong_exposed": QT_TRANSLATE_NOOP("PlayPage", "Kong!"),
    "kong_concealed": QT_TRANSLATE_NOOP("PlayPage", "Concealed kong!"),
    "win_self": QT_TRANSLATE_NOOP("PlayPage", "Self-drawn win!"),
    "win_discard": QT_TRANSLATE_NOOP("PlayPage", "Win!"),
    "win_robbed": QT_TRANSLATE_NOOP("PlayPage", "Robbing the kong!"),
}
PASSED_TO = {
    "next": QT_TRANSLATE_NOOP("PlayPage", "to the player on your right"),
    "previous": QT_TRANSLATE_NOOP("PlayPage", "to the player on your left"),
    "across": QT_TRANSLATE_NOOP("PlayPage", "across the table"),
}
_EXCHANGED = QT_TRANSLATE_NOOP("PlayPage", "Everyone passed three tiles {0}.\nYou received {1} "
                                           "from {2}.")


def _play(source: str) -> str:
    return QCoreApplication.translate("PlayPage", source)


def call_text(e: ev.Event) -> str | None:
    """The call announced at the caller's seat, None for an event that is no call (and for
    an added kong, announced when it was declared)."""
    if isinstance(e, ev.Ponged):
        return _play(CALLS["ponged"])
    if isinstance(e, ev.Chowed):
        return _play(CALLS["chowed"])
    if isinstance(e, ev.KongDeclared):
        return _play(CALLS["kong_declared"])
    if isinstance(e, ev.Konged):
        key = f"kong_{e.kind}"
        return _play(CALLS[key]) if key in CALLS else None
    if isinstance(e, ev.Won):
        return _play(CALLS[f"win_{e.win}"])
    return None


def exchange_banner(e: ev.TilesExchanged, names: Sequence[str], you: int) -> str:
    """What the human (seat ``you``) is told of the exchange: where everyone's three tiles
    went, and the three it received, by name, from whom."""
    giver = (you - EXCHANGE_SHIFT[e.direction]) % 4
    return _play(_EXCHANGED).format(
        _play(PASSED_TO[e.direction]), texts.tiles(e.picks[giver]), names[giver])
