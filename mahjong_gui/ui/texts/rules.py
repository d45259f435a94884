"""A rule set's words: the house-rule fields and the words their choices take, and a kept rule
set's name in a rules box. Translated in the context ``RuleSets`` (the house-rules dialog's,
where they have always been)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from mahjong_gui.ui import texts
from mahjong_gui.ui.tr_noop import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from mahjong_gui.store import rulesets

FIELD_WORDS = {
    "cap": QT_TRANSLATE_NOOP("RuleSets", "Cap"),
    "self_draw_bonus": QT_TRANSLATE_NOOP("RuleSets", "Self-draw bonus (each payer)"),
    "kong_exposed": QT_TRANSLATE_NOOP("RuleSets", "Exposed kong (each payer)"),
    "kong_added": QT_TRANSLATE_NOOP("RuleSets", "Added kong (each payer)"),
    "kong_concealed": QT_TRANSLATE_NOOP("RuleSets", "Concealed kong (each payer)"),
    "pig_amount": QT_TRANSLATE_NOOP("RuleSets", "Flower pig amount"),
    "false_win_penalty": QT_TRANSLATE_NOOP("RuleSets", "False win penalty (0: none)"),
    "exchange_three": QT_TRANSLATE_NOOP("RuleSets", "Exchange three before the void"),
    "exchange_any": QT_TRANSLATE_NOOP("RuleSets", "The three may be of any suits"),
    "exchange_direction": QT_TRANSLATE_NOOP("RuleSets", "The three are passed"),
    "pass_restrictions": QT_TRANSLATE_NOOP("RuleSets", "A declined win or pong is barred "
                                                       "until the next draw (过胡/过碰)"),
    "rank_points": QT_TRANSLATE_NOOP("RuleSets", "Rank points 4/3/2/1 per game"),
    "kong_discard_rule": QT_TRANSLATE_NOOP("RuleSets", "A win on a kong's replacement "
                                                       "discard"),
    "settlement": QT_TRANSLATE_NOOP("RuleSets", "Who pays a win"),
    "continuation": QT_TRANSLATE_NOOP("RuleSets", "After a win"),
    "pig_rule": QT_TRANSLATE_NOOP("RuleSets", "Who receives a flower pig's amount"),
    "pig_pays_all_others": QT_TRANSLATE_NOOP("RuleSets", "A flower pig pays all three others"),
    "refund_by_all_in": QT_TRANSLATE_NOOP("RuleSets", "At the wall's end all still in return "
                                          "kong money"),
    "refund_to_all_payers": QT_TRANSLATE_NOOP("RuleSets", "Kong money is returned to winners "
                                              "too"),
}
CHOICE_WORDS = {
    "refund": QT_TRANSLATE_NOOP("RuleSets", "the kong money is returned"),
    "keep": QT_TRANSLATE_NOOP("RuleSets", "the kong money is kept"),
    "keep_refund_if_robbed_after_kong": QT_TRANSLATE_NOOP(
        "RuleSets", "kept, returned if a kong made after it is robbed"),
    "transfer": QT_TRANSLATE_NOOP("RuleSets", "the kong money goes to the winner (呼叫转移)"),
    "bloody": QT_TRANSLATE_NOOP("RuleSets", "the winner leaves the hand (血战到底)"),
    "flowing": QT_TRANSLATE_NOOP("RuleSets", "the winner stays and may win again "
                                             "(血流成河)"),
    "drawn": QT_TRANSLATE_NOOP("RuleSets", "in a direction drawn each hand"),
    "next": QT_TRANSLATE_NOOP("RuleSets", "to the next player"),
    "previous": QT_TRANSLATE_NOOP("RuleSets", "to the previous player"),
    "across": QT_TRANSLATE_NOOP("RuleSets", "to the player across"),
    "penalty": QT_TRANSLATE_NOOP("RuleSets", "nobody: it is a penalty"),
    "pay_all_refund_kongs": QT_TRANSLATE_NOOP("RuleSets", "the three others; its kongs "
                                              "returned"),
    "pay_receivers": QT_TRANSLATE_NOOP("RuleSets", "the non-pigs still in"),
    "pay_in_max": QT_TRANSLATE_NOOP("RuleSets", "the others still in, at least their "
                                    "ready value"),
    "modern": QT_TRANSLATE_NOOP("RuleSets", "the discarder alone (Modern, table P)"),
    "classical": QT_TRANSLATE_NOOP("RuleSets", "all three, with doublings (Classical, table Q)"),
}


def choice_words(value: str) -> str:
    return QCoreApplication.translate("RuleSets", CHOICE_WORDS[value])


def field_words(name: str) -> str:
    return QCoreApplication.translate("RuleSets", FIELD_WORDS[name])


def choice_label(choice: rulesets.Choice) -> str:
    """A kept rule set as a rules box lists it: "Thursday club (house rules on MIL …)"."""
    return QCoreApplication.translate("RuleSets", "{0} (house rules on {1})").format(
        choice.rules.name, texts.profile(choice.rules.base))
