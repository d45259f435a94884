"""The Rules area: a page per profile, built from the engine's tables."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.engine.rules.hongkong import HK_PROFILES
from mahjong_gui.ui import texts
from mahjong_gui.ui.rules_browser import PROFILE_IDS, RulesPage


@pytest.fixture()
def page(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> RulesPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    p = RulesPage()
    qtbot.addWidget(p)
    return p


@pytest.mark.parametrize("profile_id", PROFILE_IDS)
def test_every_pattern_of_the_profile_is_on_its_page(page: RulesPage, profile_id: str) -> None:
    page.show_profile(profile_id)
    text = page.browser.toPlainText()
    assert texts.profile(profile_id) in text
    rows = (HK_PROFILES[profile_id].faan_table if profile_id in HK_PROFILES
            else PROFILES[profile_id].patterns)
    for row in rows:
        assert texts.pattern(row.id.value) in text, row.id


def test_pages_show_the_profile_numbers(page: RulesPage) -> None:
    page.show_profile("majsoul")
    text = page.browser.toPlainText()
    assert "4 hands from 50000 points" in text and "exposed 2000" in text
    page.show_profile("mil")
    assert "loses 48" in page.browser.toPlainText()
    page.show_profile("hk-modern")
    assert "5: 24" in page.browser.toPlainText()  # P(5) = 24, docs/rules.md §3


@pytest.mark.parametrize("profile_id", ["hk-modern", "hk-classical"])
def test_hong_kong_pages_say_how_the_table_plays(page: RulesPage, profile_id: str) -> None:
    page.show_profile(profile_id)
    text = page.browser.toPlainText()
    for words in ("At the table", "The last 14 tiles are never drawn", "player before you",
                  "first after the discarder", "concealed kong cannot", "1112345678999",
                  "prevailing wind moves on"):
        assert words in text, words
