"""Numbers and lists follow the interface language's locale (ui/texts.number, signed, join)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from mahjong_gui.ui import i18n, texts


@pytest.mark.parametrize(("lang", "big", "loss", "listed"), [
    ("en", "50,000", "-1,000", "A, B, and C"),
    ("vi", "50.000", "-1.000", "A, B và C"),
    ("id", "50.000", "-1.000", "A, B, dan C"),
    ("zh_Hans", "50,000", "-1,000", "A、B和C"),
    ("ja", "50,000", "-1,000", "A、B、C"),
])
def test_numbers_follow_the_language(lang_app: QApplication, lang: str, big: str, loss: str,
                                     listed: str) -> None:
    i18n.install_translators(lang_app, lang)
    assert texts.number(50000) == big
    assert texts.signed(-1000) == loss
    assert texts.signed(48) == "+48" and texts.signed(0) == "0"
    assert texts.join(["A", "B", "C"]) == listed


def test_english_counts_read_right_for_one_and_many(lang_app: QApplication) -> None:
    from PySide6.QtCore import QCoreApplication

    i18n.install_translators(lang_app, "en")
    source = "shanten %1, %n improving tile(s):"
    one = QCoreApplication.translate("DrillExplanation", source, "", 1)
    many = QCoreApplication.translate("DrillExplanation", source, "", 4)
    assert one == "shanten %1, 1 improving tile:"
    assert many == "shanten %1, 4 improving tiles:"
