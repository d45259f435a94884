"""Help → Compare rules and the house-rules window's "Explain with hands" (issue 32 item 4):
every difference in words, on a hand settled both ways; names shown as text."""

from __future__ import annotations

from pathlib import Path

import pytest

from mahjong_gui.store import rulesets
from mahjong_gui.store.rulesets import RuleSet
from mahjong_gui.ui import texts
from mahjong_gui.ui.rules_compare import RulesCompareDialog
from mahjong_gui.ui.rulesets_dialog import RuleSetsDialog

pytestmark = pytest.mark.usefixtures("data_folder")  # tests/ui/conftest.py


def test_explain_opens_the_form_s_rules_against_their_base(qtbot) -> None:
    d = RuleSetsDialog()
    qtbot.addWidget(d)
    d.new_set()
    d.name_edit.setText("Thursday club")
    d.number_boxes["cap"].setValue(4)
    d.row_spins["seven_pairs"].setValue(3)
    compare = d.explain()  # not saved yet: the form's own rules
    assert compare is not None
    qtbot.addWidget(compare)
    text = compare.browser.toPlainText()
    assert "What Thursday club changes against " + texts.profile("mil") in text
    assert "Cap: 3 → 4" in text and f"{texts.pattern('seven_pairs')}: 2 → 3" in text
    # the cap on pure one suit + seven pairs self-drawn: 9 a payer under MIL, 17 under the club
    assert "Bình → An: 9 (" in text and "Bình → An: 17 (" in text
    assert "+27" in text and "+51" in text


def test_a_kept_set_is_offered_and_its_name_is_text(qtbot, data_folder: Path) -> None:
    rulesets.save(rulesets.free_path("club"), RuleSet("Club & friends", "hk-modern",
                                                      changes={"settlement": "classical"}))
    choice = rulesets.choices()[0]
    d = RulesCompareDialog(None, "hk-modern", choice.key)
    qtbot.addWidget(d)
    text = d.browser.toPlainText()
    assert "Club & friends" in d.right_box.currentText()
    assert "Who pays a win: the discarder alone (Modern, table P) → all three, with doublings " \
        "(Classical, table Q)" in text
    assert "+32" in text and "+64" in text and "-16" in text
    d.right_box.setCurrentIndex(d.right_box.findData("mil"))  # another family
    assert "different families" in d.browser.toPlainText()


def test_a_name_with_markup_is_refused_when_saved(qtbot, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: said.append(box.text()) or 0)
    d = RuleSetsDialog()
    qtbot.addWidget(d)
    d.new_set()
    d.name_edit.setText("<b>club</b>")
    assert d.save_set() is None and said
    assert rulesets.kept() == []


@pytest.mark.parametrize("size", ["1120x720", "900x620"])
@pytest.mark.parametrize("lang", ["en", "vi", "zh_Hans", "zh_Hant", "ja", "id"])
def test_the_comparison_window_fits_in_every_language(qtbot, qapp, lang: str,
                                                      size: str) -> None:
    from mahjong_gui.ui import i18n
    from tests.ui.test_calculator_layout import settle
    from tests.ui.test_layout_everywhere import SIZES, problems

    try:
        i18n.install_translators(qapp, lang)
        d = RulesCompareDialog(None, "mil", "competition")
        qtbot.addWidget(d)
        width, height = SIZES[size].width(), SIZES[size].height()
        d.resize(min(900, width - 40), min(640, height - 40))
        d.show()
        qtbot.waitExposed(d)
        settle()
        assert problems(d) == []
        if lang != "en":
            assert "changes against" not in d.browser.toPlainText()
    finally:
        i18n.install_translators(qapp, "en")


def test_learn_and_help_open_the_comparison(qtbot, data_folder: Path) -> None:
    from mahjong_gui.ui.learn_page import LearnPage

    page = LearnPage()
    qtbot.addWidget(page)
    assert page.compare_button.text() == "Compare two sets of rules…"
    dialog = page.compare_rules()  # no kept set: the first two profiles
    qtbot.addWidget(dialog)
    assert dialog.left_box.currentData() != dialog.right_box.currentData()
    assert "changes against" in dialog.browser.toPlainText()
    rulesets.save(rulesets.free_path("club"), RuleSet("Club", "mil", changes={"cap": 4}))
    dialog = page.compare_rules()  # a kept set against its base
    qtbot.addWidget(dialog)
    assert (dialog.left_box.currentData(), dialog.right_box.currentText()) == \
        ("mil", f"Club (house rules on {texts.profile('mil')})")
    assert "Cap: 3 → 4" in dialog.browser.toPlainText()


def test_a_hand_s_story_names_who_threw_the_tile(qtbot) -> None:
    """An earthly hand is won on the dealer's (seat 0's) discard: the story names An, and the
    events go inside the sentence."""
    d = RulesCompareDialog(None, "mil", "mahjchina")
    qtbot.addWidget(d)
    lines = d.browser.toPlainText().splitlines()
    assert f"Bình wins on An's discard ({texts.pattern('earthly')})." in lines
    assert f"An draws the winning tile ({texts.pattern('heavenly')})." in lines
