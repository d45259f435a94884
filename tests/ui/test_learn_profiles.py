"""The Learn area's profile pages: ``show_profile`` opens a profile's page, built from the
engine's own records."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.ui.learn_page import LearnPage
from tests.profiles import HONG_KONG


@pytest.fixture()
def page(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> LearnPage:
    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    p = LearnPage()
    qtbot.addWidget(p)
    return p


def test_pages_show_the_profile_numbers(page: LearnPage) -> None:
    page.show_profile("majsoul")
    text = page.browser.toPlainText()
    majsoul = PROFILES["majsoul"]
    assert f"{majsoul.start_score:,} points" in text  # 50,000 in English
    assert f"Concealed kong: {majsoul.kong_concealed:,} from each player" in text
    page.show_profile("mil")
    assert f"loses {PROFILES['mil'].pig_amount} in all" in page.browser.toPlainText()
    page.show_profile("hk-modern")
    assert "Base points P" in page.browser.toPlainText()


@pytest.mark.parametrize("profile_id", HONG_KONG)
def test_hong_kong_pages_lead_to_the_table_rules(page: LearnPage, profile_id: str) -> None:
    page.show_profile(profile_id)
    assert "learn:play-hongkong" in (page.current.links if page.current else [])
    page.open_page("play-hongkong")
    text = page.browser.toPlainText()
    for words in ("144 tiles", "The last 14 tiles of the wall are the dead wall",
                  "Only the next player may claim it for a chow", "1112345678999",
                  "the prevailing wind moves on", "Kongs earn no money"):
        assert words in text, words
