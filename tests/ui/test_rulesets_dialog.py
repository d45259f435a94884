"""Game → House rules (issue 32): a club makes a rule set from a Sichuan profile, saves,
imports and exports it, and plays it from the new-game dialog; a bad file is one message and
nothing changes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from mahjong_gui.engine.rules import get_profile
from mahjong_gui.store import rulesets
from mahjong_gui.ui import texts
from mahjong_gui.ui.controller import GameSettings
from mahjong_gui.ui.dialogs import NewGameDialog
from mahjong_gui.ui.rulesets_dialog import RuleSetsDialog

pytestmark = pytest.mark.usefixtures("data_folder")  # tests/ui/conftest.py


@pytest.fixture()
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The messages shown (a message box answered at once)."""
    out: list[str] = []

    def answer(box: QMessageBox) -> int:
        out.append(box.text())
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return out


def _club(qtbot) -> RuleSetsDialog:
    d = RuleSetsDialog()
    qtbot.addWidget(d)
    d.name_edit.setText("Thursday club")
    d.base_box.setCurrentIndex(d.base_box.findData("mil"))
    d.number_boxes["cap"].setValue(4)
    d.switch_boxes["exchange_three"].setChecked(True)
    d.row_spins["seven_pairs"].setValue(3)
    d.row_checks["root"].setCheckState(Qt.CheckState.Unchecked)
    return d


def test_a_rule_set_is_made_saved_and_listed(qtbot, data_folder: Path) -> None:
    d = _club(qtbot)
    # The list is joined the locale's way (texts.join: "A, B and C" in English).
    assert d.summary.text() == f"Against {texts.profile('mil')}: " + texts.join([
        "Cap: 4 (was 3)", "Exchange three before the void: yes (was no)",
        f"{texts.pattern('seven_pairs')}: 3 (was 2)",
        f"{texts.pattern('root')}: does not count (was 1)"])
    rules = d.form_rules()
    assert rules.changes == {"cap": 4, "exchange_three": True}
    assert rules.rows == {"seven_pairs": 3, "root": "off"}
    path = d.save_set()
    assert path == data_folder / "rulesets" / "thursday-club.mjrules"
    kept = rulesets.load(path)
    assert kept.profile() == get_profile("mil", {"hands": "8", "house.cap": "4",
                                                 "house.exchange_three": "yes",
                                                 "house.row.seven_pairs": "3",
                                                 "house.row.root": "off"})
    assert [d.list.item(i).text() for i in range(d.list.count())] == ["Thursday club"]
    # The plain win always counts: its box cannot be unticked.
    assert not d.row_checks["plain_win"].flags() & Qt.ItemFlag.ItemIsEnabled
    # A new base starts the form again from its values.
    d.base_box.setCurrentIndex(d.base_box.findData("majsoul"))
    assert d.number_boxes["cap"].value() == 6 and d.form_rules().changes == {}
    assert d.number_boxes["kong_exposed"].maximum() == 16_000  # han amounts, by the engine


def test_import_export_and_a_bad_file(qtbot, tmp_path: Path, said: list[str]) -> None:
    d = _club(qtbot)
    out = tmp_path / "shared.mjrules"
    assert d.export_file(str(out))
    assert json.loads(out.read_text(encoding="utf-8"))["changes"] == {"cap": 4,
                                                                     "exchange_three": True}
    assert d.import_file(str(out)) is not None
    bad = tmp_path / "bad.mjrules"
    data = json.loads(out.read_text(encoding="utf-8"))
    data["changes"]["cap"] = 40
    bad.write_text(json.dumps(data), encoding="utf-8")
    before = sorted(p.name for p in rulesets.folder().iterdir())
    assert d.import_file(str(bad)) is None
    assert said[-1] == f"Cap: {texts.error('bad_option_value')}"
    assert sorted(p.name for p in rulesets.folder().iterdir()) == before


def test_the_new_game_dialog_plays_a_kept_rule_set(qtbot) -> None:
    d = _club(qtbot)
    d.save_set()
    dialog = NewGameDialog(GameSettings())
    qtbot.addWidget(dialog)
    items = [dialog.profile_box.itemText(i) for i in range(dialog.profile_box.count())]
    assert items[-1] == f"Thursday club (house rules on {texts.profile('mil')})"
    dialog.profile_box.setCurrentIndex(dialog.profile_box.count() - 1)
    s = dialog.settings()
    assert s.profile == "mil"
    options = dict(s.options)
    assert options["house.cap"] == "4" and options["house.row.root"] == "off"
    assert dialog.current_profile() == get_profile("mil", options)
    # Opened again with those settings, the rule set is chosen.
    again = NewGameDialog(s)
    qtbot.addWidget(again)
    assert again.profile_box.currentIndex() == again.profile_box.count() - 1


@pytest.mark.parametrize("size", ["1120x720", "900x620"])
@pytest.mark.parametrize("lang", ["en", "vi", "zh_Hans", "zh_Hant", "ja", "id"])
def test_the_house_rules_window_fits_in_every_language(qtbot, qapp, lang: str,
                                                       size: str) -> None:
    """The layout checks of tests/ui/test_layout_everywhere.py (no cut text, nothing outside
    its parent or over another) on the house-rules window with a rule set open."""
    from mahjong_gui.ui import i18n
    from tests.ui.test_calculator_layout import settle
    from tests.ui.test_layout_everywhere import SIZES, problems

    d = _club(qtbot)
    d.save_set()
    try:
        i18n.install_translators(qapp, lang)
        width, height = SIZES[size].width(), SIZES[size].height()
        d.resize(min(900, width - 40), min(600, height - 40))
        d.show()
        qtbot.waitExposed(d)
        settle()
        assert problems(d) == []
    finally:
        i18n.install_translators(qapp, "en")


def test_the_calculator_scores_under_a_rule_set_and_says_what_it_changes(qtbot) -> None:
    from mahjong_gui.ui.calculator import CalculatorPage

    _club(qtbot).save_set()
    page = CalculatorPage()
    qtbot.addWidget(page)
    page.show()
    index = page.profile_box.findText(f"Thursday club (house rules on {texts.profile('mil')})")
    from mahjong_gui.engine.rules import PROFILES

    assert index == len(PROFILES)  # after the six profiles
    page.profile_box.setCurrentIndex(index)
    page.set_notation("1122334455667m7m")
    # Seven pairs 3 + pure one suit 2 = 5 fan, capped at the club's 4: 16 (mil: 3 fan, 8).
    assert page.value_label.text().splitlines() == [
        "Value: 16  (capped from 5 to 4 fan)",
        f"Without the house rules ({texts.profile('mil')}): 8"]
    assert page.profile_box.currentIndex() == index  # the choice stays after the render
    page.profile_box.setCurrentIndex(page.profile_box.findData("mil"))
    assert page.value_label.text().splitlines()[0] == "Value: 8  (capped from 4 to 3 fan)"


def test_a_hong_kong_rule_set_has_its_own_fields_and_points(qtbot) -> None:
    from mahjong_gui.engine.rules.hongkong import CLASSICAL_POINTS, MODERN_POINTS

    d = RuleSetsDialog()
    qtbot.addWidget(d)
    d.show()
    d.name_edit.setText("Hong Kong club")
    d.base_box.setCurrentIndex(d.base_box.findData("hk-modern"))
    assert d.choice_boxes["settlement"].isVisible() and d.points.isVisible()
    assert not d.number_boxes["cap"].isVisible() and not d.switch_boxes["rank_points"].isVisible()
    assert [s.value() for s in d.point_spins] == list(MODERN_POINTS)
    d.choice_boxes["settlement"].setCurrentIndex(d.choice_boxes["settlement"].findData("classical"))
    assert [s.value() for s in d.point_spins] == list(CLASSICAL_POINTS)
    d.point_spins[3].setValue(10)
    d.row_spins["dragon_pong"].setValue(2)
    rules = d.form_rules()
    assert (rules.changes, rules.rows, dict(rules.points)) == (
        {"settlement": "classical"}, {"dragon_pong": 2}, {3: 10})
    assert d.summary.text().startswith(f"Against {texts.profile('hk-modern')}: Who pays a win: ")
    path = d.save_set()
    assert path is not None and rulesets.load(path) == rules
    p = rules.profile()
    assert p.house_points()[3] == 10 and p.house_fields()[0].value == "classical"
    # Back to a Sichuan base: its own fields again, no points table.
    d.base_box.setCurrentIndex(d.base_box.findData("mil"))
    assert d.number_boxes["cap"].isVisible() and not d.points.isVisible()


def test_a_flowing_winner_s_plate_counts_its_wins(qtbot) -> None:
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from mahjong_gui.bots import make_bot
    from mahjong_gui.engine.table import Table
    from mahjong_gui.ui.table_view import TableView

    table = Table(get_profile("mil", {"house.continuation": "flowing"}), 3)
    bots = [make_bot("normal", 12 + s) for s in range(4)]
    while not table.over and not any(table.state.winners.count(s) >= 2 for s in range(4)):
        for s, legal in table.pending().items():
            table.submit(s, legal[0] if len(legal) == 1 else bots[s].choose(table.view(s), legal))
            if table.over:
                break
    seat = next(s for s in range(4) if table.state.winners.count(s) >= 2)
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show_view(table.view(0), ("An", "Bình", "Chi", "Dũng"))
    shown = [i.text() for i in view.scene().items() if isinstance(i, QGraphicsSimpleTextItem)]
    wins = table.state.winners.count(seat)
    assert any(t.endswith(f"won ×{wins}") for t in shown), shown
    # Each tile won on is set aside, in order, out of play and shown to everyone.
    aside = table.state.players[seat].aside
    assert len(aside) == wins
    assert all(table.view(v).seats[seat].aside == aside for v in range(4))
    assert sorted(table.view((seat + 1) % 4).visible_tiles()) == sorted(
        [t for v in table.view((seat + 1) % 4).seats for t in v.river] + list(_others(
            table, (seat + 1) % 4)) + [t for p in table.state.players for t in p.aside])
    won_on = [i for i in view.scene().items()
              if i.toolTip() == "Won on this tile (set aside)"]
    assert len(won_on) == sum(len(p.aside) for p in table.state.players) >= wins


def _others(table, seat: int) -> list:
    """The tiles in other seats' melds and shown winning hands, as ``seat`` sees them."""
    out = []
    for s, o in enumerate(table.view(seat).seats):
        if s != seat:
            out += [t for m in o.melds for t in m.tiles]
            out += list(o.winning_hand or ())
    return out


def test_a_scorebook_session_keeps_a_rule_set_and_settles_by_it(qtbot, tmp_path: Path) -> None:
    """The new-session dialog lists the kept rule sets; a session made with one keeps its
    house options, and a hand is settled by them (the club's cap of 4 fan: 16 a payer,
    against mil's cap of 3: 8)."""
    from mahjong_gui.store.scorebook import Scorebook
    from mahjong_gui.ui.scorebook_dialogs import SessionDialog

    _club(qtbot).save_set()
    dialog = SessionDialog("mil", roster=())
    qtbot.addWidget(dialog)
    key = dialog.profile_box.itemData(dialog.profile_box.count() - 1)
    assert dialog.profile_box.itemText(dialog.profile_box.count() - 1) == (
        f"Thursday club (house rules on {texts.profile('mil')})")
    dialog.profile_box.setCurrentIndex(dialog.profile_box.findData(key))
    assert dialog.rules() == "mil"
    options = dialog.options()
    assert options["house.cap"] == "4" and options["house.row.root"] == "off"
    with Scorebook(tmp_path / "book.sqlite3") as book:
        club = book.create_session("Thursday", dialog.rules(), ["A", "B", "C", "D"],
                                   options=options)
        plain = book.create_session("Plain", "mil", ["A", "B", "C", "D"])
        for sid in (club, plain):  # a 5-fan win on B's discard (value in fan, capped)
            book.add_hand(sid, [{"type": "win", "seat": 0, "from": 1, "value": 5}])
        totals = {sid: book.result(sid).totals for sid in (club, plain)}
        assert book.session(club).options["house.cap"] == "4"
    assert totals[club] == (16, -16, 0, 0) and totals[plain] == (8, -8, 0, 0)


def test_a_set_keeps_its_room_options_in_the_window_and_the_calculator(qtbot) -> None:
    """A Hong Kong club's minimum and limit are part of its rule set: set in the window,
    saved, and used by the calculator when the set is chosen."""
    from mahjong_gui.ui.calculator import CalculatorPage

    d = RuleSetsDialog()
    qtbot.addWidget(d)
    d.show()
    d.name_edit.setText("Low minimum")
    d.base_box.setCurrentIndex(d.base_box.findData("hk-modern"))
    assert d.option_widgets["min_faan"].isVisible() and not d.option_widgets["hands"].isVisible()
    d.option_widgets["min_faan"].setCurrentIndex(d.option_widgets["min_faan"].findData("0"))
    d.option_widgets["limit"].setCurrentIndex(d.option_widgets["limit"].findData("13"))
    rules = d.form_rules()
    assert (rules.options["min_faan"], rules.options["limit"]) == ("0", "13")
    assert "Minimum: Minimum 0 faan (was Minimum 3 faan)" in d.summary.text()
    assert d.save_set() is not None
    # mahjchina offers its wall's-end choices as room options: not twice as house switches
    d.base_box.setCurrentIndex(d.base_box.findData("mahjchina"))
    assert d.option_widgets["refund_by"].isVisible()
    assert not d.switch_boxes["refund_by_all_in"].isVisible()
    d.base_box.setCurrentIndex(d.base_box.findData("mil"))
    assert d.switch_boxes["refund_by_all_in"].isVisible() and d.option_widgets["hands"].isVisible()

    page = CalculatorPage()
    qtbot.addWidget(page)
    page.show()
    page.profile_box.setCurrentIndex(page.profile_box.findText(
        f"Low minimum (house rules on {texts.profile('hk-modern')})"))
    assert page.state.option("min_faan") == "0" and page.state.option("limit") == "13"
    assert page.state.profile.min_faan == 0 and page.state.profile.limit == 13


def test_the_status_asks_for_any_three_tiles_under_that_house_rule(qtbot, tmp_path,
                                                                  monkeypatch) -> None:
    from mahjong_gui.ui.play.page import PlayPage

    page = PlayPage()
    qtbot.addWidget(page)
    page.show()
    options = (("house.exchange_three", "yes"), ("house.exchange_any", "yes"))
    page.start(GameSettings(profile="mil", options=options, bots=("first",) * 3, seed=2,
                            speed=0, hands=1))
    qtbot.waitUntil(lambda: "three tiles" in page.status_text(), timeout=5000)
    assert page.status_text().startswith("Choose any three tiles to pass on")
    page.controller.shutdown()


def test_drills_under_a_kept_rule_set(qtbot, tmp_path: Path) -> None:
    """The Drills page offers a kept rule set after the profiles; its questions are priced by
    the set, and its cards keep the set's options (made again the same from the card)."""
    from datetime import datetime, timezone

    from mahjong_gui.drills import generate
    from mahjong_gui.drills.schedule import FixedClock
    from mahjong_gui.ui.drills_page import DrillsPage

    _club(qtbot).save_set()
    page = DrillsPage(str(tmp_path / "drills.sqlite3"),
                      FixedClock(datetime(2026, 3, 3, 18, 0, tzinfo=timezone.utc)))
    qtbot.addWidget(page)
    spec = "mil?house.cap=4&house.exchange_three=yes&house.row.root=off" \
        "&house.row.seven_pairs=3"
    index = page.profile_box.findData(spec)
    assert index == page.profile_box.count() - 1
    assert page.profile_box.itemText(index) == \
        f"Thursday club (house rules on {texts.profile('mil')})"
    page.choose(spec, "value", 1)
    page.new_question(seed=5)
    assert page.drill is not None and page.drill.rules == spec
    assert page.drill.to_json() == generate("value", spec, 5, 1).to_json()
    assert page.rules_name(spec) == "Thursday club"
