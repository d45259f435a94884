"""Hong Kong at the table (pytest-qt, offscreen, animations off): the new-game dialog offers both
Hong Kong profiles and their options, a whole hand through the public actions, the chow button
only on the previous player's discard, choosing among chows by keyboard, and what the table and
the end-of-hand dialog show."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt

from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.ui import texts
from mahjong_gui.ui.controller import GameSettings
from mahjong_gui.ui.dialogs import NewGameDialog
from mahjong_gui.ui.play.page import PlayPage
from tests.engine.hk_tools import hk_wall
from tests.helpers import t
from tests.profiles import ALL

PAGE_SIZE = (1200, 800)  # the ``page`` fixture's size (tests/ui/conftest.py)

NAMES = ("You", "Right", "Across", "Left")


def start_hk(page: PlayPage, bots: str = "normal", seed: int = 3, tiles=None,  # type: ignore[no-untyped-def]
             profile: str = "hk-modern") -> None:
    page.start(GameSettings(profile=profile, options=(("rounds", "1"),), bots=(bots,) * 3,
                            names=NAMES, seed=seed, speed=0))
    if tiles is not None:
        page.controller.new_game(page.controller.settings, tiles)


def wait_for_human(page: PlayPage, qtbot) -> tuple[Action, ...]:
    qtbot.waitUntil(lambda: page.controller.awaiting_human or page.controller.hand_over,
                    timeout=10000)
    return page.controller.human_legal()


def offered(page: PlayPage) -> set[Action]:
    acts = set(page.offered_actions())
    acts |= {Action(Act.DISCARD, x) for x in page.table.selectable}
    return acts


# The human (seat 0, East) holds 1m1m2m3m and 3p4p6p. Each "first" bot throws its lowest tile:
# seat 1 (the next player) throws 1m (pong offered, never a chow: the human is not next after
# seat 1), seat 2 throws 9m (nothing), seat 3 (the previous player) throws 5p: two chows fit.
HANDS = {0: "1m1m2m3m3p4p6p1z1z2z3z5z6z7z",
         1: "1m5m9p1s4s7s8s1z2z3z4z5z6z",
         2: "9m2s3s5s6s9s1z2z3z4z5z6z7z",
         3: "5p8p9p1s4s7s9s2z3z4z5z6z7z"}
DRAWS = ("9s", "8s", "7p")


def to_left_discard(page: PlayPage, qtbot) -> tuple[Action, ...]:
    """Play the scripted hand up to seat 3's 5p, checking on the way that seat 1's 1m offers a
    pong and no chow."""
    start_hk(page, "first", tiles=hk_wall(HANDS, DRAWS))
    legal = wait_for_human(page, qtbot)
    assert {a.act for a in legal} == {Act.DISCARD}
    assert page.table.profile is not None and not page.table.profile.void_suit
    assert not any(b.objectName().startswith(("action_void", "action_exchange"))
                   for b, _ in page.action_buttons)
    page.play(Action(Act.DISCARD, t("7z")))
    legal = wait_for_human(page, qtbot)
    table = page.controller.table
    assert table is not None and table.state.tile == t("1m") and table.state.turn == 1
    assert set(legal) == {Action(Act.PONG, t("1m")), Action(Act.PASS)}
    assert offered(page) == set(legal)
    assert not any(b.objectName() == "action_chow" for b, _ in page.action_buttons)
    assert page.prompt_label.text() == "Claim the discard (pong P) or pass (Space)."
    qtbot.keyClick(page, Qt.Key.Key_Space)
    legal = wait_for_human(page, qtbot)
    assert table.state.tile == t("5p") and table.state.turn == 3
    return legal


def test_chow_only_on_the_left_players_discard(page: PlayPage, qtbot) -> None:
    legal = to_left_discard(page, qtbot)
    chows = [a for a in legal if a.act is Act.CHOW]
    assert chows == [Action(Act.CHOW, t("3p")), Action(Act.CHOW, t("4p"))]
    assert offered(page) == set(legal)
    labels = sorted(b.text() for b, _ in page.action_buttons)
    assert labels == ["Chow… (C)", "Pass (Space)"]
    # One key opens the chooser; "1" takes the first sequence.
    qtbot.keyClick(page, Qt.Key.Key_C)
    chooser = page.chow_menu
    assert chooser is not None and chooser.isVisible()
    assert [b.toolTip() for b in chooser.buttons] == ["3 4 5 Dots", "4 5 6 Dots"]
    qtbot.keyClick(chooser, Qt.Key.Key_1)
    table = page.controller.table
    assert table is not None
    chowed = [e for e in table.events if isinstance(e, ev.Chowed)]
    assert chowed == [ev.Chowed(0, t("5p"), t("3p"), 3)]
    legal = wait_for_human(page, qtbot)
    assert {a.act for a in legal} == {Act.DISCARD}
    view = page.controller.human_view()
    assert view is not None and [str(m) for m in view.melds] == ["chow:3p"]


def test_choose_between_two_chows_by_keyboard(page: PlayPage, qtbot) -> None:
    to_left_discard(page, qtbot)
    qtbot.keyClick(page, Qt.Key.Key_C)
    chooser = page.chow_menu
    assert chooser is not None and chooser.current == 0
    qtbot.keyClick(chooser, Qt.Key.Key_Right)
    assert chooser.current == 1 and chooser.buttons[1].isChecked()
    qtbot.keyClick(chooser, Qt.Key.Key_Escape)  # Esc: back, nothing claimed
    assert not chooser.isVisible() and page.controller.awaiting_human
    qtbot.keyClick(page, Qt.Key.Key_C)
    chooser = page.chow_menu
    assert chooser is not None
    qtbot.keyClick(chooser, Qt.Key.Key_Down)
    qtbot.keyClick(chooser, Qt.Key.Key_Return)
    table = page.controller.table
    assert table is not None
    assert [e.low for e in table.events if isinstance(e, ev.Chowed)] == [t("4p")]


def test_single_chow_button_names_its_tiles(page: PlayPage, qtbot) -> None:
    hands = dict(HANDS)
    hands[0] = "1m1m2m3m3p4p9p1z1z2z3z5z6z7z"  # only 3p4p + 5p fits
    start_hk(page, "first", tiles=hk_wall(hands, DRAWS))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, t("7z")))
    wait_for_human(page, qtbot)
    page.play(Action(Act.PASS))
    legal = wait_for_human(page, qtbot)
    assert [a for a in legal if a.act is Act.CHOW] == [Action(Act.CHOW, t("3p"))]
    assert "Chow 3 4 5 Dots (C)" in [b.text() for b, _ in page.action_buttons]
    # The prompt names the one claim that is legal (issue 30: never "chow C, pong P, ...").
    assert page.prompt_label.text() == "Claim the discard (chow C) or pass (Space)."
    qtbot.keyClick(page, Qt.Key.Key_C)
    table = page.controller.table
    assert table is not None and any(isinstance(e, ev.Chowed) for e in table.events)


def test_a_whole_hong_kong_hand(page: PlayPage, qtbot) -> None:
    from mahjong_gui.bots.hints import hint

    # Seed 6: a normal bot wins with a concealed hand of runs (issue 33's seventh round: six of
    # seeds 5 to 12 end in a win now; seed 5, used before, ends drawn).
    start_hk(page, "normal", seed=6)
    controller = page.controller
    view = controller.human_view()
    assert view is not None and view.prevailing == 1
    assert "East round" in page.info_label.text()
    for _ in range(400):
        legal = wait_for_human(page, qtbot)
        if controller.hand_over:
            break
        view = controller.human_view()
        assert view is not None
        assert offered(page) == set(legal)
        page.play(hint(view, legal).action)
    assert controller.hand_over
    qtbot.waitUntil(lambda: page.hand_dialog is not None, timeout=3000)
    dialog = page.hand_dialog
    assert dialog is not None
    table = controller.table
    assert table is not None
    rows = [p for e in table.events for p in getattr(e, "payments", ())]
    assert [r[:3] for r in dialog.payment_rows()] == [
        (NAMES[p.payer], "nobody" if p.payee is None else NAMES[p.payee], str(p.amount))
        for p in rows]
    assert all(r[3].startswith(texts.reason(p.reason.value))
               for r, p in zip(dialog.payment_rows(), rows, strict=True))
    wins = [e for e in table.events if isinstance(e, ev.Won)]
    assert len(wins) == 1  # this seed ends in a win; one winner ends a Hong Kong hand
    won = wins[0]
    shown = dialog.faan_rows()
    assert shown[:len(won.patterns)] == [
        (texts.pattern(pid) + (f" ×{c}" if c > 1 else ""), str(v * c))
        for pid, v, c in won.patterns]
    assert shown[len(won.patterns)] == ("Total", str(sum(v * c for _p, v, c in won.patterns)))
    end = next(e for e in reversed(table.events) if isinstance(e, ev.HandEnded))
    assert [dialog.totals.item(s, 1).text() for s in range(4)] == [
        f"{d:+d}" if d else "0" for d in end.deltas]
    assert dialog.next_label is not None and NAMES[end.next_dealer] in dialog.next_label.text()
    # The next hand: the dealer (East) on the plate follows the engine.
    dialog.accept()
    qtbot.waitUntil(lambda: controller.table is not None and controller.table.state.hand_no == 1,
                    timeout=3000)
    assert controller.table.state.dealer == end.next_dealer  # type: ignore[union-attr]


def test_a_drawn_hand_says_the_dealer_stays(page: PlayPage, qtbot) -> None:
    from mahjong_gui.engine.rules import get_profile
    from mahjong_gui.ui.controller import HandSummary
    from mahjong_gui.ui.dialogs import HandEndDialog

    summary = HandSummary(0, (), (0, 0, 0, 0), (0, 0, 0, 0), (), "wall",
                          get_profile("hk-classical"), 0, 1, 0, 1)
    dialog = HandEndDialog(summary, NAMES, None, page)
    qtbot.addWidget(dialog)
    head = dialog.findChild(type(dialog.next_label), "hand_end_head")
    assert head is not None and "dealer stays" in head.text()
    assert dialog.payment_rows() == [] and not dialog.rows.isVisibleTo(dialog)
    assert dialog.next_label is not None
    assert dialog.next_label.text() == ("Next hand: the deal stays with you (East). "
                                        "Prevailing wind: East.")


def test_table_shows_winds_bonus_tiles_and_the_dead_wall(page: PlayPage, qtbot) -> None:
    # Seat 2 is dealt a flower: it is set aside, replaced from the far end, and drawn small.
    hands = dict(HANDS)
    hands[2] = "9m2s3s5s6s9s1z2z3z4z5z6z1f"
    start_hk(page, "first", tiles=hk_wall(hands, DRAWS, far=("7z",)))
    wait_for_human(page, qtbot)
    view = page.controller.human_view()
    assert view is not None and view.seats[2].bonus == (t("1f"),)
    scene_texts = [it.text() for it in page.table.scene().items() if hasattr(it, "text")]
    assert "Prevailing wind: East" in scene_texts
    assert f"Wall: {view.wall}" in scene_texts and "(+14 in the dead wall)" in scene_texts
    assert "You · East · dealer" in scene_texts and "Left · North" in scene_texts
    bonus_items = [it for it in page.table.scene().items()
                   if getattr(it, "tile", None) == t("1f")]
    assert len(bonus_items) == 1


def test_new_game_dialog_offers_hong_kong(page: PlayPage, qtbot, tmp_path: Path) -> None:
    dialog = NewGameDialog(GameSettings(names=NAMES), page)
    qtbot.addWidget(dialog)
    ids = [dialog.profile_box.itemData(i) for i in range(dialog.profile_box.count())]
    assert ids == list(ALL)

    def shown() -> set[str]:
        return {k for k, w in {**dialog.option_boxes, **dialog.number_boxes}.items()
                if w.isVisibleTo(dialog)}

    assert shown() == {"hands"}  # mil: hands per game
    # The line about the table is built from the profile's capability fields.
    assert dialog.family_label.text() == ("108 tiles in three suits; choose a void suit; pong "
                                          "and kong, no chow; winners leave and play goes on.")
    dialog.profile_box.setCurrentIndex(ids.index("mahjchina"))
    assert shown() == {"cap", "refund_by", "refund_to", "pig_pays", "hands"}
    dialog.profile_box.setCurrentIndex(ids.index("competition"))
    assert shown() == {"hands", "games"}
    dialog.profile_box.setCurrentIndex(ids.index("majsoul"))
    assert shown() == set() and dialog.length_note.isVisibleTo(dialog)
    assert dialog.family_label.text().startswith("108 tiles in three suits; pass three; choose")
    dialog.profile_box.setCurrentIndex(ids.index("hk-classical"))
    assert shown() == {"min_faan", "bonus_counts", "limit", "rounds"}
    assert dialog.family_label.text() == ("144 tiles with winds, dragons, flowers and seasons; "
                                          "chow, pong and kong; one winner ends the hand.")
    rounds = dialog.option_boxes["rounds"]
    assert [rounds.itemText(i) for i in range(rounds.count())] == [
        "One wind round (East)", "A full game (four wind rounds)"]
    limit = dialog.option_boxes["limit"]
    assert [limit.itemData(i) for i in range(limit.count())] == ["10", "8", "13"]
    assert limit.itemText(0) == "Limit 10 faan"
    rounds.setCurrentIndex(rounds.findData("4"))
    limit.setCurrentIndex(limit.findData("8"))
    dialog.profile_box.setCurrentIndex(ids.index("hk-modern"))  # the choices stay
    settings = dialog.settings()
    assert settings.profile == "hk-modern" and settings.hands is None
    assert dict(settings.options) == {"min_faan": "3", "bonus_counts": "yes", "limit": "8",
                                      "rounds": "4"}
    page.start(replace(settings, bots=("easy",) * 3, seed=1, speed=0))
    match = page.controller.match
    assert match is not None and match.by_rounds and match.profile.wind_rounds == 4
    assert match.profile.id == "hk-modern" and match.profile.limit == 8  # type: ignore[union-attr]
    # A saved game keeps the options: the opened game goes on by four wind rounds.
    wait_for_human(page, qtbot)
    path = tmp_path / "hk.mjsave"
    page.controller.save(path)
    assert page.open_file(str(path))
    match = page.controller.match
    assert match is not None and match.by_rounds and match.profile.wind_rounds == 4


def test_new_game_dialog_sichuan_hands_travel_in_the_options(page: PlayPage, qtbot) -> None:
    dialog = NewGameDialog(GameSettings(profile="mil", names=NAMES), page)
    qtbot.addWidget(dialog)
    dialog.number_boxes["hands"].setValue(2)
    settings = dialog.settings()
    assert dict(settings.options) == {"hands": "2"} and settings.hands is None
    page.start(GameSettings(settings.profile, settings.options, ("first",) * 3, NAMES, 1, 0))
    match = page.controller.match
    assert match is not None and match.total_hands == 2 and not match.by_rounds


def test_take_back_a_chow(page: PlayPage, qtbot) -> None:
    to_left_discard(page, qtbot)
    page.play(Action(Act.CHOW, t("4p")))
    wait_for_human(page, qtbot)
    assert page.take_back()
    legal = wait_for_human(page, qtbot)
    table = page.controller.table
    assert table is not None and not any(isinstance(e, ev.Chowed) for e in table.events)
    assert table.state.tile == t("5p") and Action(Act.CHOW, t("3p")) in legal
    match = page.controller.match
    assert match is not None and match.by_rounds


def test_replay_of_a_hong_kong_hand(page: PlayPage, qtbot) -> None:
    from mahjong_gui.ui.texts.events import describe

    hands = dict(HANDS)
    hands[2] = "9m2s3s5s6s9s1z2z3z4z5z6z1f"
    start_hk(page, "first", tiles=hk_wall(hands, DRAWS, far=("7z",)))
    wait_for_human(page, qtbot)
    page.play(Action(Act.DISCARD, t("7z")))
    wait_for_human(page, qtbot)
    page.play(Action(Act.PASS))
    wait_for_human(page, qtbot)
    page.play(Action(Act.CHOW, t("3p")))
    wait_for_human(page, qtbot)
    match = page.controller.match
    assert match is not None
    window = page.replay(match.events, 0)  # deletes itself on close
    window.go(len(window.events))
    lines = [describe(e, NAMES) for e in match.events]
    assert "Across sets aside Plum and draws Red dragon from the far end" in lines
    assert "You chow 3 4 5 Dots from Left" in lines
    assert window.table.view is not None and window.table.view.seats[2].bonus == (t("1f"),)
    window.close()
