"""The words of the engine's ids: tiles, patterns, reasons, profiles, options, errors, numbers
and lists (the package ``ui/texts``; the review's and the calculator's words are beside it).

Every table holds English source strings marked with ``QT_TRANSLATE_NOOP`` in the ``Texts``
context; the functions translate them at the moment of use.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from mahjong_gui.engine.common import Payment
from mahjong_gui.engine.memo import memoized
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

CONTEXT = "Texts"

PATTERNS = {
    "plain_win": QT_TRANSLATE_NOOP("Texts", "Plain win"),
    "all_pongs": QT_TRANSLATE_NOOP("Texts", "All pongs"),
    "pure_one_suit": QT_TRANSLATE_NOOP("Texts", "Pure one suit"),
    "seven_pairs": QT_TRANSLATE_NOOP("Texts", "Seven pairs"),
    "dragon_seven_pairs": QT_TRANSLATE_NOOP("Texts", "Dragon seven pairs"),
    "golden_hook": QT_TRANSLATE_NOOP("Texts", "Golden hook"),
    "terminals": QT_TRANSLATE_NOOP("Texts", "Terminals in all sets"),
    "two_five_eight": QT_TRANSLATE_NOOP("Texts", "2-5-8 pongs"),
    "eighteen_arhats": QT_TRANSLATE_NOOP("Texts", "Eighteen arhats"),
    "pure_all_pongs": QT_TRANSLATE_NOOP("Texts", "Pure all pongs"),
    "pure_seven_pairs": QT_TRANSLATE_NOOP("Texts", "Pure seven pairs"),
    "pure_dragon_seven_pairs": QT_TRANSLATE_NOOP("Texts", "Pure dragon seven pairs"),
    "pure_golden_hook": QT_TRANSLATE_NOOP("Texts", "Pure golden hook"),
    "pure_terminals": QT_TRANSLATE_NOOP("Texts", "Pure terminals"),
    "pure_eighteen_arhats": QT_TRANSLATE_NOOP("Texts", "Pure eighteen arhats"),
    "root": QT_TRANSLATE_NOOP("Texts", "Root"),
    "kong_bloom": QT_TRANSLATE_NOOP("Texts", "Kong bloom"),
    "kong_discard": QT_TRANSLATE_NOOP("Texts", "Kong discard"),
    "robbing_kong": QT_TRANSLATE_NOOP("Texts", "Robbing the kong"),
    "last_tile_draw": QT_TRANSLATE_NOOP("Texts", "Last tile drawn"),
    "last_tile_discard": QT_TRANSLATE_NOOP("Texts", "Last tile discarded"),
    "last_tile": QT_TRANSLATE_NOOP("Texts", "Last tile"),
    "heavenly": QT_TRANSLATE_NOOP("Texts", "Heavenly hand"),
    "earthly": QT_TRANSLATE_NOOP("Texts", "Earthly hand"),
    # Hong Kong faan rows
    "self_draw": QT_TRANSLATE_NOOP("Texts", "Self-draw"),
    "concealed_hand": QT_TRANSLATE_NOOP("Texts", "Concealed hand"),
    "all_chows": QT_TRANSLATE_NOOP("Texts", "All chows"),
    "dragon_pong": QT_TRANSLATE_NOOP("Texts", "Dragon pong"),
    "seat_wind": QT_TRANSLATE_NOOP("Texts", "Seat wind pong"),
    "prevailing_wind": QT_TRANSLATE_NOOP("Texts", "Prevailing wind pong"),
    "no_bonus": QT_TRANSLATE_NOOP("Texts", "No bonus tiles"),
    "seat_flower": QT_TRANSLATE_NOOP("Texts", "Own flower"),
    "seat_season": QT_TRANSLATE_NOOP("Texts", "Own season"),
    "replacement": QT_TRANSLATE_NOOP("Texts", "Win on a replacement tile"),
    "mixed_terminals": QT_TRANSLATE_NOOP("Texts", "Mixed terminals and honours"),
    "all_flowers": QT_TRANSLATE_NOOP("Texts", "All four flowers"),
    "all_seasons": QT_TRANSLATE_NOOP("Texts", "All four seasons"),
    "mixed_one_suit": QT_TRANSLATE_NOOP("Texts", "Mixed one suit"),
    "small_three_dragons": QT_TRANSLATE_NOOP("Texts", "Small three dragons"),
    "small_four_winds": QT_TRANSLATE_NOOP("Texts", "Small four winds"),
    "big_three_dragons": QT_TRANSLATE_NOOP("Texts", "Big three dragons"),
    "four_concealed_pongs": QT_TRANSLATE_NOOP("Texts", "Four concealed pongs"),
    "all_honours": QT_TRANSLATE_NOOP("Texts", "All honours"),
    "big_four_winds": QT_TRANSLATE_NOOP("Texts", "Big four winds"),
    "thirteen_orphans": QT_TRANSLATE_NOOP("Texts", "Thirteen orphans"),
    "nine_gates": QT_TRANSLATE_NOOP("Texts", "Nine gates"),
    "all_kongs": QT_TRANSLATE_NOOP("Texts", "All kongs"),
    "all_terminals": QT_TRANSLATE_NOOP("Texts", "All terminals"),
}

REASONS = {
    "win_discard": QT_TRANSLATE_NOOP("Texts", "Win on a discard"),
    "win_self_draw": QT_TRANSLATE_NOOP("Texts", "Self-drawn win"),
    "win_robbed_kong": QT_TRANSLATE_NOOP("Texts", "Win robbing a kong"),
    "win_kong_bloom_feeder": QT_TRANSLATE_NOOP("Texts", "Kong bloom, paid by the kong's feeder"),
    "kong_exposed": QT_TRANSLATE_NOOP("Texts", "Exposed kong"),
    "kong_added": QT_TRANSLATE_NOOP("Texts", "Added kong"),
    "kong_concealed": QT_TRANSLATE_NOOP("Texts", "Concealed kong"),
    "kong_discard_refund": QT_TRANSLATE_NOOP("Texts", "Kong money returned (kong discard)"),
    "kong_transfer": QT_TRANSLATE_NOOP("Texts", "Kong money passed to the winner (call "
                                                "transfer)"),
    "kong_refund": QT_TRANSLATE_NOOP("Texts", "Kong money returned (not ready)"),
    "ready_payment": QT_TRANSLATE_NOOP("Texts", "Not ready pays a ready hand"),
    "flower_pig": QT_TRANSLATE_NOOP("Texts", "Flower pig"),
    "flower_pig_penalty": QT_TRANSLATE_NOOP("Texts", "Flower pig penalty"),
    "false_win": QT_TRANSLATE_NOOP("Texts", "False win penalty"),
}

#: why a Hong Kong payer pays double (engine ``Doubling`` ids; docs/rules.md §3).
DOUBLINGS = {
    "discarder": QT_TRANSLATE_NOOP("Texts", "×2 discarder"),
    "self_draw": QT_TRANSLATE_NOOP("Texts", "×2 self-draw"),
    "dealer_pays": QT_TRANSLATE_NOOP("Texts", "×2 East pays"),
    "dealer_wins": QT_TRANSLATE_NOOP("Texts", "×2 East wins"),
}

PROFILES = {
    "mil": QT_TRANSLATE_NOOP("Texts", "MIL Bloody Mahjong"),
    "mahjchina": QT_TRANSLATE_NOOP("Texts", "mahjchina Sichuan Bloody"),
    "competition": QT_TRANSLATE_NOOP("Texts", "Sichuan Competition"),
    "majsoul": QT_TRANSLATE_NOOP("Texts", "Mahjong Soul Bloodshed Skirmish"),
    "hk-modern": QT_TRANSLATE_NOOP("Texts", "Hong Kong, Modern (discarder pays)"),
    "hk-classical": QT_TRANSLATE_NOOP("Texts", "Hong Kong, Classical (all pay)"),
}

PROFILES_SHORT = {
    "mil": QT_TRANSLATE_NOOP("Texts", "MIL"),
    "mahjchina": QT_TRANSLATE_NOOP("Texts", "mahjchina"),
    "competition": QT_TRANSLATE_NOOP("Texts", "Competition"),
    "majsoul": QT_TRANSLATE_NOOP("Texts", "Mahjong Soul"),
    "hk-modern": QT_TRANSLATE_NOOP("Texts", "HK Modern"),
    "hk-classical": QT_TRANSLATE_NOOP("Texts", "HK Classical"),
}

SUITS = {
    "m": QT_TRANSLATE_NOOP("Texts", "Characters"),
    "p": QT_TRANSLATE_NOOP("Texts", "Dots"),
    "s": QT_TRANSLATE_NOOP("Texts", "Bamboo"),
}

LEVELS = {
    "easy": QT_TRANSLATE_NOOP("Texts", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Texts", "Normal"),
    "strong": QT_TRANSLATE_NOOP("Texts", "Strong"),
    "greedy": QT_TRANSLATE_NOOP("Texts", "Simple"),
    "random": QT_TRANSLATE_NOOP("Texts", "Random"),
    "first": QT_TRANSLATE_NOOP("Texts", "First legal move"),
}

UNITS = {
    "fan": QT_TRANSLATE_NOOP("Texts", "fan"),
    "base": QT_TRANSLATE_NOOP("Texts", "points"),
    "han": QT_TRANSLATE_NOOP("Texts", "han"),
    "faan": QT_TRANSLATE_NOOP("Texts", "faan"),
}

HAND_END = {
    "three_winners": QT_TRANSLATE_NOOP("Texts", "Three players have won."),
    "win": QT_TRANSLATE_NOOP("Texts", "A win ends the hand."),
    "wall": QT_TRANSLATE_NOOP("Texts", "The wall is empty."),
    "bust": QT_TRANSLATE_NOOP("Texts", "A score fell below zero: the match ends."),
}

OPTIONS = {
    "cap": QT_TRANSLATE_NOOP("Texts", "Cap"),
    "base-then-events": QT_TRANSLATE_NOOP("Texts", "Roots capped at 8, then events double"),
    "events-inside": QT_TRANSLATE_NOOP("Texts", "Events inside the same cap of 8"),
    "refund_by": QT_TRANSLATE_NOOP("Texts", "Kong money refunded by"),
    "not-ready": QT_TRANSLATE_NOOP("Texts", "Players not ready"),
    "all-in": QT_TRANSLATE_NOOP("Texts", "Every player still in"),
    "refund_to": QT_TRANSLATE_NOOP("Texts", "Refunds go to"),
    "payers-in": QT_TRANSLATE_NOOP("Texts", "Payers still in the hand"),
    "all-payers": QT_TRANSLATE_NOOP("Texts", "All original payers"),
    "pig_pays": QT_TRANSLATE_NOOP("Texts", "A flower pig pays"),
    "in-non-pig": QT_TRANSLATE_NOOP("Texts", "Players still in who are not pigs"),
    "all-others": QT_TRANSLATE_NOOP("Texts", "Every other player"),
    "hands": QT_TRANSLATE_NOOP("Texts", "Hands per game"),
    "games": QT_TRANSLATE_NOOP("Texts", "Games"),
    "min_faan": QT_TRANSLATE_NOOP("Texts", "Minimum"),
    "limit": QT_TRANSLATE_NOOP("Texts", "Limit"),
    "bonus_counts": QT_TRANSLATE_NOOP("Texts", "Bonus tiles"),
    "rounds": QT_TRANSLATE_NOOP("Texts", "Match length"),
}


WINDS = {
    1: QT_TRANSLATE_NOOP("Texts", "East"),
    2: QT_TRANSLATE_NOOP("Texts", "South"),
    3: QT_TRANSLATE_NOOP("Texts", "West"),
    4: QT_TRANSLATE_NOOP("Texts", "North"),
}

DRAGONS = {
    5: QT_TRANSLATE_NOOP("Texts", "White dragon"),
    6: QT_TRANSLATE_NOOP("Texts", "Green dragon"),
    7: QT_TRANSLATE_NOOP("Texts", "Red dragon"),
}

HK_OPTIONS = {
    "min_faan": QT_TRANSLATE_NOOP("Texts", "Minimum {0} faan"),
    "limit": QT_TRANSLATE_NOOP("Texts", "Limit {0} faan"),
    "bonus_counts:yes": QT_TRANSLATE_NOOP("Texts", "Bonus tiles count toward the minimum"),
    "bonus_counts:no": QT_TRANSLATE_NOOP("Texts", "Bonus tiles do not count toward the minimum"),
    "rounds:1": QT_TRANSLATE_NOOP("Texts", "One wind round (East)"),
    "rounds:4": QT_TRANSLATE_NOOP("Texts", "A full game (four wind rounds)"),
    "rounds": QT_TRANSLATE_NOOP("Texts", "{0} wind rounds"),
}


def wind(n: int) -> str:
    """A wind by number, 1 East .. 4 North."""
    source = WINDS.get(n)
    return QCoreApplication.translate(CONTEXT, source) if source else str(n)


#: a suited tile by its rank and suit ("5 Dots"); Chinese and Japanese write "5饼", "5筒".
SUITED = {
    "m": QT_TRANSLATE_NOOP("Texts", "{0} Characters"),
    "p": QT_TRANSLATE_NOOP("Texts", "{0} Dots"),
    "s": QT_TRANSLATE_NOOP("Texts", "{0} Bamboo"),
}

#: the bonus tiles by rank (docs/rules.md §1): flowers 1-4, seasons 5-8.
BONUS = {
    1: QT_TRANSLATE_NOOP("Texts", "Plum"),
    2: QT_TRANSLATE_NOOP("Texts", "Orchid"),
    3: QT_TRANSLATE_NOOP("Texts", "Chrysanthemum"),
    4: QT_TRANSLATE_NOOP("Texts", "Bamboo flower"),
    5: QT_TRANSLATE_NOOP("Texts", "Spring"),
    6: QT_TRANSLATE_NOOP("Texts", "Summer"),
    7: QT_TRANSLATE_NOOP("Texts", "Autumn"),
    8: QT_TRANSLATE_NOOP("Texts", "Winter"),
}

_CODE = re.compile(r"([1-9])([mpszf])")


def tile(t: object) -> str:
    """A tile by its name in the user's language, never its code: "5 Dots", "East",
    "Red dragon", "Plum" (docs/rules.md §1). ``t`` is a ``Tile`` or its notation; text that is
    not one tile is returned as it is."""
    m = _CODE.fullmatch(str(t).strip())
    if m is None:
        return str(t)
    rank, letter = int(m.group(1)), m.group(2)
    if letter in SUITED:
        return QCoreApplication.translate(CONTEXT, SUITED[letter]).format(rank)
    source = (WINDS.get(rank) or DRAGONS.get(rank)) if letter == "z" else BONUS.get(rank)
    return QCoreApplication.translate(CONTEXT, source) if source else str(t)


def tiles(ts: Sequence[object]) -> str:
    """Several tiles by name, in the order given; a run of one suit is named once ("1 4 7
    Characters, 5 Dots, East")."""
    items: list[str] = []
    ranks: list[str] = []
    run_suit = ""

    def close() -> None:
        if ranks:
            items.append(QCoreApplication.translate(CONTEXT, SUITED[run_suit]).format(
                " ".join(ranks)))
            ranks.clear()

    for t in ts:
        m = _CODE.fullmatch(str(t).strip())
        if m is not None and m.group(2) in SUITED:
            if m.group(2) != run_suit:
                close()
                run_suit = m.group(2)
            ranks.append(m.group(1))
            continue
        close()
        run_suit = ""
        items.append(tile(t))
    close()
    return listed(items)


def hk_option(key: str, value: str) -> str:
    """A Hong Kong table option's choice in words (``min_faan`` 3: "Minimum 3 faan")."""
    source = HK_OPTIONS.get(f"{key}:{value}") or HK_OPTIONS.get(key)
    return QCoreApplication.translate(CONTEXT, source).format(value) if source else value


def option_value(key: str, value: str) -> str:
    """A table option's choice in words, for every face: the options whose words carry the
    value (``min_faan`` 3: "Minimum 3 faan", ``rounds`` 4: "A full game (four wind rounds)"),
    one word per value (``events-inside``), else the number itself (``hands`` 8)."""
    if key in HK_OPTIONS or f"{key}:{value}" in HK_OPTIONS:
        return hk_option(key, value)
    if value in OPTIONS:
        return option(value)
    return number(int(value)) if value.isascii() and value.isdigit() else value


def _tr(table: dict[str, str], key: str) -> str:
    source = table.get(key)
    return QCoreApplication.translate(CONTEXT, source) if source else key.replace("_", " ")


def pattern(pid: str) -> str:
    return _tr(PATTERNS, pid)


def reason(rid: str) -> str:
    return _tr(REASONS, rid)


def payment_reason(p: Payment) -> str:
    """A payment row's reason with the doublings the settlement applied to it, if any: "Win
    on a discard (×2 discarder, ×2 East pays)"."""
    why = reason(p.reason.value)
    doublings = [_tr(DOUBLINGS, d.value) for d in p.doublings]
    return _punct("aside", why, listed(doublings)) if doublings else why


def profile(pid: str) -> str:
    return _tr(PROFILES, pid)


def profile_short(pid: str) -> str:
    return _tr(PROFILES_SHORT, pid)


def suit(s: str | None) -> str:
    return _tr(SUITS, s or "")


def level(name: str) -> str:
    return _tr(LEVELS, name)


def unit(u: str) -> str:
    return _tr(UNITS, u)


def hand_end(reason_id: str) -> str:
    return _tr(HAND_END, reason_id)


def option(key: str) -> str:
    return _tr(OPTIONS, key)


TILE_ERRORS = {
    "empty": QT_TRANSLATE_NOOP("Texts", "No tiles yet."),
    "unknown_letter": QT_TRANSLATE_NOOP(
        "Texts", "Unknown letter: tiles are written as digits followed by m, p or s."),
    "rank_zero": QT_TRANSLATE_NOOP("Texts", "There is no tile of rank 0."),
    "bad_rank": QT_TRANSLATE_NOOP("Texts", "That tile does not exist."),
    "no_suit": QT_TRANSLATE_NOOP("Texts", "Some digits have no suit letter after them."),
    "fifth_copy": QT_TRANSLATE_NOOP("Texts", "Too many copies of a tile: there are only four."),
    "duplicate_bonus": QT_TRANSLATE_NOOP("Texts", "A bonus tile appears twice."),
    "tile_count": QT_TRANSLATE_NOOP(
        "Texts", "Wrong number of tiles for a win: it needs 14 (a kong counts as 3)."),
    "bonus_in_hand": QT_TRANSLATE_NOOP("Texts", "Bonus tiles are kept apart from the hand."),
    "bad_meld": QT_TRANSLATE_NOOP("Texts", "A meld is written like pong:5m or ankong:9s."),
    "bad_void": QT_TRANSLATE_NOOP("Texts", "The void suit is characters, dots or bamboo."),
}

INVALID = {
    "tile_identity": QT_TRANSLATE_NOOP(
        "Texts", "Sichuan hands use only characters, dots and bamboo."),
    "winner_not_in": QT_TRANSLATE_NOOP("Texts", "The winner must be among the seats still in."),
    "discarder_missing": QT_TRANSLATE_NOOP("Texts", "Choose who discarded the winning tile."),
    "discarder_is_winner": QT_TRANSLATE_NOOP(
        "Texts", "The winner cannot have discarded the winning tile."),
    "discarder_not_in": QT_TRANSLATE_NOOP(
        "Texts", "The discarder must be among the seats still in."),
    "robbed_tile_held": QT_TRANSLATE_NOOP(
        "Texts", "When a kong is robbed, the other three copies are in that kong: the winner "
                 "cannot hold another."),
    "bad_event": QT_TRANSLATE_NOOP(
        "Texts", "These events cannot happen with this kind of win."),
    "nobody_to_pay": QT_TRANSLATE_NOOP("Texts", "Nobody else is still in to pay."),
    "bad_seat": QT_TRANSLATE_NOOP("Texts", "Seats are numbered 0 to 3."),
}

NOT_WIN = {
    "not_winning_shape": QT_TRANSLATE_NOOP(
        "Texts", "Not a winning shape: it needs four sets and a pair, or seven pairs."),
    # Hong Kong's second shape is thirteen orphans (docs/rules.md §3), never seven pairs.
    "not_winning_shape:thirteen_orphans": QT_TRANSLATE_NOOP(
        "Texts", "Not a winning shape: it needs four sets and a pair, or thirteen orphans."),
    "void_suit_in_hand": QT_TRANSLATE_NOOP(
        "Texts", "The hand still holds a tile of its void suit, so it cannot win."),
    "three_suits": QT_TRANSLATE_NOOP(
        "Texts", "The hand uses all three suits: a Sichuan win has at most two."),
    "below_minimum": QT_TRANSLATE_NOOP(
        "Texts", "Below the Hong Kong minimum: the hand has too few faan to win."),
    "not_ready": QT_TRANSLATE_NOOP("Texts", "Not ready: no tile completes this hand."),
}

SHORT = {
    "not_winning_shape": QT_TRANSLATE_NOOP("Texts", "no winning shape"),
    "void_suit_in_hand": QT_TRANSLATE_NOOP("Texts", "holds its void suit"),
    "three_suits": QT_TRANSLATE_NOOP("Texts", "three suits"),
    "below_minimum": QT_TRANSLATE_NOOP("Texts", "below the minimum"),
}


def tile_error(code: str) -> str:
    return _tr(TILE_ERRORS, code)


def invalid(code: str) -> str:
    if code in TILE_ERRORS:
        return tile_error(code)
    return _tr(INVALID, code)


def not_win(reason_id: str, profile: object = None) -> str:
    """Why a hand is not a win; ``profile`` (any profile record) names its family's own
    shapes in "not a winning shape" (seven pairs in Sichuan, thirteen orphans in Hong Kong)."""
    if reason_id == "not_winning_shape" and profile is not None:
        from mahjong_gui.engine.analysis import forms

        family = getattr(profile, "analysis_family", None)
        if family is not None:
            key = f"{reason_id}:{forms(family)[-1].value}"
            if key in NOT_WIN:
                return _tr(NOT_WIN, key)
    return _tr(NOT_WIN, reason_id)


def short_reason(reason_id: str) -> str:
    if reason_id in SHORT:
        return _tr(SHORT, reason_id)
    return invalid(reason_id)


LEDGER_ERRORS = {
    "not_in_hand": QT_TRANSLATE_NOOP("Texts", "That player has already won in this hand."),
    "winner_not_in": QT_TRANSLATE_NOOP("Texts", "That player has already won in this hand."),
    "discarder_not_in": QT_TRANSLATE_NOOP(
        "Texts", "The discarder has already won in this hand and cannot discard."),
    "dead_hand": QT_TRANSLATE_NOOP("Texts", "That player has a dead hand and cannot win."),
    "hand_over": QT_TRANSLATE_NOOP(
        "Texts", "This hand is already over (three winners or the wall's end)."),
    "match_over": QT_TRANSLATE_NOOP(
        "Texts", "The match is over: a score fell below zero, or every hand has been played."),
    "missing_hand": QT_TRANSLATE_NOOP("Texts", "Give the winning hand or its value."),
    "bad_value": QT_TRANSLATE_NOOP("Texts", "The value is not allowed for these rules."),
    "wall_end_players": QT_TRANSLATE_NOOP(
        "Texts", "The wall's end needs every player still in the hand."),
    "no_such_penalty": QT_TRANSLATE_NOOP("Texts", "These rules have no such penalty."),
    "bad_status": QT_TRANSLATE_NOOP("Texts", "Choose ready, not ready or flower pig."),
    "bad_hand": QT_TRANSLATE_NOOP("Texts", "A hand is written like 123m456p55s."),
    "newer_schema": QT_TRANSLATE_NOOP(
        "Texts", "The scorebook was written by a newer version of the app."),
    "not_a_scorebook": QT_TRANSLATE_NOOP("Texts", "That file is not a scorebook."),
    "bad_ledger": QT_TRANSLATE_NOOP("Texts", "That file is not a scorebook session."),
    "bad_json": QT_TRANSLATE_NOOP("Texts", "That file is not a scorebook session."),
    "unknown_rules": QT_TRANSLATE_NOOP("Texts", "Unknown rule profile."),
}


def ledger_error(code: str, detail: str | None = None, profile: object = None) -> str:
    """A refused scorebook entry in words: the engine's code (and, for a hand that is not a
    win, its reason, in the words of ``profile``'s family)."""
    if code == "not_a_win":
        return not_win(detail or "not_winning_shape", profile)
    if code in LEDGER_ERRORS:
        return _tr(LEDGER_ERRORS, code)
    if code in TILE_ERRORS or code in INVALID:
        return invalid(code)
    return _tr(LEDGER_ERRORS, code)


HINT_REASONS = {
    "win": QT_TRANSLATE_NOOP("Texts", "Take the win."),
    "pass_for_more": QT_TRANSLATE_NOOP("Texts", "Pass this small win: a bigger one is likely."),
    "exchange_weak_suit": QT_TRANSLATE_NOOP("Texts", "Pass on three tiles of your weakest suit."),
    "void_by_shape": QT_TRANSLATE_NOOP("Texts", "Give up the suit that helps your hand least."),
    "void_for_value": QT_TRANSLATE_NOOP("Texts", "Give up this suit to keep a valuable hand."),
    "void_first": QT_TRANSLATE_NOOP("Texts", "Void-suit tiles must go first."),
    "best_shanten": QT_TRANSLATE_NOOP("Texts", "This keeps your hand closest to ready."),
    "most_ukeire": QT_TRANSLATE_NOOP(
        "Texts", "This leaves the most tiles that improve your hand."),
    "best_wait": QT_TRANSLATE_NOOP(
        "Texts", "This leaves the best wait: the most winning tiles times their value."),
    "higher_value": QT_TRANSLATE_NOOP("Texts", "This keeps the hand worth more."),
    "safe_tile": QT_TRANSLATE_NOOP(
        "Texts", "Someone looks ready: this tile is the safest to throw."),
    "searched": QT_TRANSLATE_NOOP(
        "Texts", "A close call, settled by simulating the rest of the hand."),
    "kong": QT_TRANSLATE_NOOP(
        "Texts", "Declare the kong: kong money, and your hand keeps its shape."),
    "pong_improves": QT_TRANSLATE_NOOP("Texts", "Pong: it brings your hand closer to ready."),
    "pong_for_value": QT_TRANSLATE_NOOP("Texts", "Pong: it builds toward a more valuable hand."),
    "pass_keeps_shape": QT_TRANSLATE_NOOP("Texts", "Pass: claiming would not help your hand."),
}


def hint_reason(rid: str) -> str:
    return _tr(HINT_REASONS, rid)


# The seats' default names (the human is seat 0), in the PlayPage context where they were
# first translated. A name the user typed stays as typed; a default one is shown in the
# language of the moment, whichever language it was saved in.
SEAT_NAMES = (
    QT_TRANSLATE_NOOP("PlayPage", "You"),
    QT_TRANSLATE_NOOP("PlayPage", "Right"),
    QT_TRANSLATE_NOOP("PlayPage", "Across"),
    QT_TRANSLATE_NOOP("PlayPage", "Left"),
)


def default_name(seat: int) -> str:
    """Seat ``seat``'s default name in the current language ("You", "Right", ...)."""
    return QCoreApplication.translate("PlayPage", SEAT_NAMES[seat])


@memoized("texts.default_names", 4)
def _default_names_everywhere(seat: int) -> frozenset[str]:
    """Seat ``seat``'s default name in every catalogue we ship (a game saved in another
    language still shows its default names translated)."""
    from PySide6.QtCore import QTranslator

    from mahjong_gui.paths import translations_dir

    found = {SEAT_NAMES[seat]}
    for path in sorted(translations_dir().glob("mahjong_gui_*.qm")):
        translator = QTranslator()
        if translator.load(str(path)):
            found.add(translator.translate("PlayPage", SEAT_NAMES[seat]) or SEAT_NAMES[seat])
    return frozenset(found)


def is_default_name(name: str, seat: int) -> bool:
    """True for an empty name or seat ``seat``'s default name in any language."""
    name = name.strip()
    return not name or name == default_name(seat) or name in _default_names_everywhere(seat)


def custom_names(names: Sequence[str]) -> tuple[str, str, str, str]:
    """The names as the user typed them, with every default name made empty."""
    out = tuple("" if is_default_name(n, s) else n.strip() for s, n in enumerate(names))
    return out  # type: ignore[return-value]


def seat_names(names: Sequence[str]) -> tuple[str, str, str, str]:
    """The names to show: typed names as typed, default (or empty) ones translated now."""
    out = tuple(default_name(s) if is_default_name(n, s) else n.strip()
                for s, n in enumerate(names))
    return out  # type: ignore[return-value]


# -- numbers and lists in the user's locale (QLocale.setDefault follows the interface language) --

def number(n: int) -> str:
    """A whole number with the locale's grouping: 50,000 in English, 50.000 in Vietnamese."""
    return QLocale().toString(int(n))


def signed(n: int) -> str:
    """A payment or a total with its sign always shown (+48, -1.000 in Vietnamese): the
    locale's signs, "+" and "-" in all six languages (the Learn pages write the same)."""
    if n > 0:
        return QLocale().positiveSign() + number(n)
    if n < 0:
        return QLocale().negativeSign() + number(-n)
    return number(0)


def join(items: Sequence[str]) -> str:
    """Words as one list the locale's way ("A, B and C"; "A、B和C" in Chinese)."""
    return QLocale().createSeparatedList(list(items))


# -- punctuation around words: each language writes its own (full-width ：（）、 in Chinese and
# Japanese), so code never puts an ASCII colon, comma or bracket beside a translated word --

PUNCTUATION = {
    #: a label and its value ("Seat 1: +6"); Chinese and Japanese write "%1：%2".
    "labelled": QT_TRANSLATE_NOOP("Texts", "%1: %2"),
    #: a pattern counted more than once ("Root ×2").
    "times": QT_TRANSLATE_NOOP("Texts", "%1 ×%2"),
    #: two items of a list of names, such as patterns ("Pure one suit, Root"); Chinese and
    #: Japanese: "%1、%2".
    "listed": QT_TRANSLATE_NOOP("Texts", "%1, %2"),
    #: a word and what it adds in brackets ("Win on a discard (×2 discarder)"); Chinese and
    #: Japanese: "%1（%2）".
    "aside": QT_TRANSLATE_NOOP("Texts", "%1 (%2)"),
}


_PLACEHOLDER = re.compile(r"%(\d)")


def _punct(key: str, *args: str) -> str:
    text = QCoreApplication.translate(CONTEXT, str(PUNCTUATION[key]))
    # Every %n at once (a value holding "%2" is not read as a placeholder).
    return _PLACEHOLDER.sub(lambda m: args[int(m.group(1)) - 1]
                            if 0 < int(m.group(1)) <= len(args) else m.group(0), text)


def labelled(label: str, value: str) -> str:
    """``label`` and its value the language's way: "Seat 1: +6", "1 号位：+6"."""
    return _punct("labelled", label, value)


def times(name: str, count: int) -> str:
    """A pattern with its count when it counts more than once ("Root ×2"), else the name."""
    return _punct("times", name, number(count)) if count > 1 else name


def listed(items: Sequence[str]) -> str:
    """Names one after another with the language's list mark, without a closing "and"
    ("Pure one suit, Root"; "清一色、根")."""
    out = items[0] if items else ""
    for item in items[1:]:
        out = _punct("listed", out, item)
    return out


def patterns(items: Sequence[tuple[str, int]]) -> str:
    """Pattern ids with their counts as one list ("Pure one suit, Root ×2")."""
    return listed([times(pattern(pid), count) for pid, count in items])


def decimal(x: float) -> str:
    """A number that may have a fraction (rank points 12.5; 12,5 in Vietnamese), as short as
    it can be written."""
    shortest = QLocale.FloatingPointPrecisionOption.FloatingPointShortest
    return QLocale().toString(float(x), "g", shortest)


def percent(fraction: float) -> str:
    """A chance as a whole per cent in the locale's way (0.25: "25%")."""
    return QLocale().toString(round(fraction * 100)) + QLocale().percent()


def fixed(x: float, places: int = 2) -> str:
    """A measure with ``places`` decimals (0.75; 0,75 in Vietnamese)."""
    return QLocale().toString(float(x), "f", places)


# The typed errors' codes the window may show (saves, the stores, files, logs, drills, reviews,
# rule options, money), each in words; codes of the hand and the ledger are in the tables
# above. ``error(code)`` words any of them.
ERRORS = {
    "bad_bonus": QT_TRANSLATE_NOOP("Texts", "A bonus tile is written 1f to 8f."),
    "bad_cap": QT_TRANSLATE_NOOP("Texts", "The cap on a hand's money is not a valid amount."),
    "bad_drill": QT_TRANSLATE_NOOP("Texts", "That drill cannot be kept in the drills file."),
    "bad_field": QT_TRANSLATE_NOOP("Texts", "A field of the rule set has a value of the wrong "
                                            "kind or size."),
    "bad_game": QT_TRANSLATE_NOOP(
        "Texts", "The review's numbers do not add up, so it was not kept."),
    "bad_json": QT_TRANSLATE_NOOP("Texts", "The file is not valid JSON."),
    "bad_level": QT_TRANSLATE_NOOP("Texts", "Drill levels are 1 to 4."),
    "bad_log": QT_TRANSLATE_NOOP("Texts", "The game's record does not start with a hand."),
    "bad_name": QT_TRANSLATE_NOOP("Texts", "A name is text of at most 200 characters."),
    "bad_option_value": QT_TRANSLATE_NOOP("Texts", "A rule option has a value it does not take."),
    "bad_question": QT_TRANSLATE_NOOP("Texts", "The drill's question is damaged."),
    "bad_response": QT_TRANSLATE_NOOP("Texts", "That answer does not fit the question."),
    "bad_row": QT_TRANSLATE_NOOP("Texts", "A stored record is damaged."),
    "bad_rules": QT_TRANSLATE_NOOP("Texts", "The game's rules or options are unknown."),
    "bad_seed": QT_TRANSLATE_NOOP("Texts", "A drill's number is a whole number from 0."),
    "bad_stake": QT_TRANSLATE_NOOP("Texts", "The stake is not a valid amount of money."),
    "bad_totals": QT_TRANSLATE_NOOP("Texts", "The money totals do not add up."),
    "bad_wall": QT_TRANSLATE_NOOP("Texts", "The game's wall is not a valid set of tiles."),
    "bad_wind": QT_TRANSLATE_NOOP("Texts", "Winds are East, South, West or North."),
    "busy": QT_TRANSLATE_NOOP(
        "Texts", "The file is busy: another program is writing it. Try again in a moment."),
    "cannot_open": QT_TRANSLATE_NOOP("Texts", "The file cannot be opened."),
    "cannot_write": QT_TRANSLATE_NOOP("Texts", "The file cannot be written."),
    "changed_elsewhere": QT_TRANSLATE_NOOP(
        "Texts", "It was changed in another window or program."),
    "checksum": QT_TRANSLATE_NOOP("Texts", "The file was changed after it was saved."),
    "corrupt": QT_TRANSLATE_NOOP("Texts", "The file is damaged."),
    "discarder_on_self_draw": QT_TRANSLATE_NOOP("Texts", "A self-drawn win has no discarder."),
    "duplicate_session": QT_TRANSLATE_NOOP("Texts", "This session is already in the scorebook."),
    "export_over_scorebook": QT_TRANSLATE_NOOP(
        "Texts", "That file is the scorebook itself: choose another file."),
    "header_mismatch": QT_TRANSLATE_NOOP("Texts", "A hand's rules differ from the file's."),
    "illegal_move": QT_TRANSLATE_NOOP(
        "Texts", "The record holds a move the rules do not allow."),
    "in_use": QT_TRANSLATE_NOOP("Texts", "This game is being played in another window."),
    "kind_not_in_rules": QT_TRANSLATE_NOOP(
        "Texts", "This kind of drill does not exist in these rules."),
    "mismatch": QT_TRANSLATE_NOOP("Texts", "The record does not follow from its own moves."),
    "newer_schema": QT_TRANSLATE_NOOP(
        "Texts", "The file was written by a newer version of the app."),
    "no_card": QT_TRANSLATE_NOOP("Texts", "That drill is no longer in the drills file."),
    "no_drill": QT_TRANSLATE_NOOP("Texts", "No drill could be made from this number."),
    "no_hand": QT_TRANSLATE_NOOP("Texts", "That hand or entry is no longer in the session."),
    "no_session": QT_TRANSLATE_NOOP("Texts", "That session is no longer in the scorebook."),
    "not_a_file": QT_TRANSLATE_NOOP("Texts", "That is not a regular file."),
    "not_a_save": QT_TRANSLATE_NOOP("Texts", "That file is not a saved game."),
    "not_a_win": QT_TRANSLATE_NOOP("Texts", "The hand is not a win."),
    "not_between_games": QT_TRANSLATE_NOOP(
        "Texts", "Seats change between games: this game is still being played."),
    "not_rules": QT_TRANSLATE_NOOP("Texts", "That file is not a rule set."),
    "number_too_big": QT_TRANSLATE_NOOP("Texts", "The file holds a number that is too long."),
    "same_seats": QT_TRANSLATE_NOOP("Texts", "These players already sit in these seats."),
    "too_big": QT_TRANSLATE_NOOP("Texts", "The file is too big."),
    "too_deep": QT_TRANSLATE_NOOP("Texts", "The file is nested too deeply."),
    "truncated": QT_TRANSLATE_NOOP("Texts", "The file is cut short."),
    "unknown_kind": QT_TRANSLATE_NOOP("Texts", "There is no such kind of drill."),
    "unknown_field": QT_TRANSLATE_NOOP("Texts", "The rule set has a field these rules do not "
                                                "know."),
    "unknown_option": QT_TRANSLATE_NOOP("Texts", "These rules have no such option."),
    "unknown_schema": QT_TRANSLATE_NOOP("Texts", "The file's format version is unknown."),
    "unreadable": QT_TRANSLATE_NOOP("Texts", "The file cannot be read."),
}


def error(code: str) -> str:
    """Any typed error's code in words: the general table first, then the hand's and the
    ledger's (an unknown code is shown as it is, with its underscores as spaces)."""
    for table in (ERRORS, TILE_ERRORS, INVALID, NOT_WIN, LEDGER_ERRORS):
        if code in table:
            return _tr(table, code)
    return _tr(ERRORS, code)
