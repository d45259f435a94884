"""Facts the Learn pages state, read from the built pages in every language they are written in
(issue 30): the flower pig per ruleset (docs/rules.md §2.5), Mahjong Soul's heavenly hand after
the exchange three (§2.1), the Hong Kong match length as one or four wind rounds (§3.1), Hong
Kong chows concealed or claimed (§3), and the face-down winning hand only under Mahjong Soul."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from mahjong_gui.learn.builder import LABELS, OFFERED_CHOICES, build_page
from mahjong_gui.learn.pages import LANGUAGES, term
from mahjong_gui.learn.text import plain_text
from mahjong_gui.ui import texts
from mahjong_gui.ui.dialogs import ROUND_CHOICES
from mahjong_gui.ui.learn_page import QtWords
from tests.profiles import with_option
from tests.ui.helpers import by_language

MAJSOUL_NAME = {"en": "Mahjong Soul", "vi": "Mahjong Soul", "zh_Hans": "雀魂", "zh_Hant": "雀魂",
                "ja": "雀魂", "id": "Mahjong Soul"}


def lines(page_id: str, lang: str) -> list[str]:
    built = build_page(page_id, QtWords(lang))
    assert not built.fallback
    return plain_text(built.html).splitlines()


def word(term_id: str, lang: str) -> str:
    return term(term_id).words[lang]


@by_language(*LANGUAGES)
def test_the_flower_pig_is_taught_per_ruleset(lang: str) -> None:
    pig = [line for line in lines("play-sichuan", lang) if word("flower-pig", lang) in line]
    # the rule's own line comes first; the two hands pictured after it (ps-pig-three and
    # ps-pig-void, tests/learn/test_teaching_pages.py) name the pig again
    assert pig and MAJSOUL_NAME[lang] in pig[0], pig  # the void-suit tile, not all three suits
    assert sum(MAJSOUL_NAME[lang] in line for line in pig) >= 2, pig  # and the second hand


@by_language(*LANGUAGES)
def test_mahjong_souls_heavenly_hand_follows_the_exchange(lang: str) -> None:
    exchange = word("exchange", lang)
    heavenly = texts.pattern("heavenly")
    soul = [line for line in lines("profile-majsoul", lang) if line.startswith(heavenly)]
    mil = [line for line in lines("profile-mil", lang) if line.startswith(heavenly)]
    assert len(soul) == 1 and len(mil) == 1
    assert exchange in soul[0]
    assert exchange not in mil[0]  # no exchange in MIL


@pytest.mark.parametrize("profile", with_option("rounds"))
@by_language(*LANGUAGES)
def test_the_rounds_option_is_one_or_four_wind_rounds(lang: str, profile: str) -> None:
    label = texts.option("rounds")
    assert label != "rounds"
    row = [line for line in lines(f"profile-{profile}", lang) if line.startswith(label)]
    assert len(row) == 1, row
    for value in ("1", "4"):
        assert texts.hk_option("rounds", value) in row[0]
    whole = QCoreApplication.translate("Learn", LABELS["whole_number"]).split("%1")[0]
    assert whole not in row[0]


def test_the_pages_offer_the_rounds_the_new_game_dialog_offers() -> None:
    assert OFFERED_CHOICES["rounds"] == ROUND_CHOICES


@pytest.mark.parametrize("lang_id", ["zh_Hans", "zh_Hant"])
def test_hong_kong_chows_need_not_be_claimed_in_chinese(qapp, lang_id: str) -> None:
    text = "\n".join(lines("play-hongkong", lang_id))
    assert "吃出的" not in text
    assert ("自己摸齐或吃来" if lang_id == "zh_Hans" else "自己摸齊或吃來") in text


def test_only_mahjong_soul_lays_a_winning_hand_face_down_in_japanese(qapp) -> None:
    assert not any("伏せ" in line for line in lines("play-sichuan", "ja"))
    assert not any("伏せ" in line for line in lines("play-hongkong", "ja"))
    assert any("伏せ" in line for line in lines("profile-majsoul", "ja"))
