"""The Scorebook page's state without Qt (``ui/scorebook_state.py``): a scripted evening of
edits, each checked against the engine settling what the store holds, undo and redo of every
kind of change, the engine's word on when a hand is over, and the planned length."""

from __future__ import annotations

import ast
import subprocess
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from mahjong_gui.engine.ledger import read_session, settle_session
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.store.scorebook import Scorebook, ScorebookError
from mahjong_gui.ui import scorebook_state
from mahjong_gui.ui.scorebook_state import ChangeKind, SessionModel, session_matches

NAMES = ["An", "Bình", "Chi", "Dũng"]
KONG_CHI = {"type": "kong", "seat": 2, "kind": "concealed"}
WIN_AN = {"type": "win", "seat": 0, "from": 3, "hand": "234m567m11p345p67p8p"}
WALL_END = {"type": "wall_end", "players": {"1": {"hand": "123m456m789m2345m"},
                                            "2": {"status": "not_ready"},
                                            "3": {"status": "pig"}}}


def engine_view(book: Scorebook, sid: int) -> Any:
    """What the engine makes of the stored session, read and settled apart from the model."""
    doc = book.document(sid)
    doc.pop("name")
    return settle_session(read_session(doc))


def unscored(result: Any) -> Any:
    """A settlement without the scores of wins given by their tiles (the preview's: the
    stored rows keep the payments they make, not the patterns)."""
    return replace(result, hands=tuple(replace(h, scores=()) for h in result.hands))


def check(model: SessionModel) -> None:
    """The model shows exactly the engine's settlement of what the store holds."""
    assert model.session_id is not None
    result = unscored(engine_view(model.book, model.session_id))
    assert model.result is not None and model.result.session_result() == result
    assert len(model.hands) == len(result.hands)
    for view, hand in zip(model.hands, result.hands, strict=True):
        assert view.result == hand
        assert (view.dealer, view.winners, view.deltas, view.prevailing) == (
            hand.dealer, hand.winners, hand.deltas, hand.prevailing)
        assert sum((list(e.payments) for e in view.entries), []) == sorted(
            hand.payments, key=lambda p: p.event if p.event is not None else -1)
        for e in view.entries:
            assert e.deltas == tuple(
                sum(p.amount for p in hand.payments if p.event == e.index and p.payee == s)
                - sum(p.amount for p in hand.payments if p.event == e.index and p.payer == s)
                for s in range(4))
    standings = model.standings()
    assert standings is not None and standings.totals == result.totals
    plan = model.plan()  # the hands played, kept from one reading to the next: a count
    assert plan is not None and (plan.by_rounds or plan.played == sum(
        1 for h, _ in enumerate(result.hands) if over_by_the_ledger(model, h)))
    assert model.hand_records() == model.book.hands(model.session_id)


def over_by_the_ledger(model: SessionModel, h: int) -> bool:
    """A bloody hand is over when the engine's HandLedger has ended it (a second reading of
    the rule, straight from the settlement, beside the model's)."""
    from mahjong_gui.engine.ledger import KongEntry, PenaltyEntry, WallEndEntry
    from mahjong_gui.engine.settlement import HandLedger, WinEntry
    assert model.session_id is not None
    doc = model.book.document(model.session_id)
    doc.pop("name")
    session = read_session(doc)
    ledger = HandLedger(get_profile(doc["rules"], doc.get("options")),  # type: ignore[arg-type]
                        model.hands[h].dealer)
    for ev in session.hands[h]:
        if isinstance(ev, KongEntry):
            ledger.kong(ev.seat, ev.kind, ev.discarder, ev.immediate)
        elif isinstance(ev, WinEntry):
            ledger.win(ev)
        elif isinstance(ev, WallEndEntry):
            ledger.wall_end(dict(ev.hands))
        elif isinstance(ev, PenaltyEntry):
            ledger.penalty(ev.seat, ev.kind)
    return ledger.ended


def test_a_scripted_evening_gives_the_engines_numbers_at_every_step(book: Scorebook) -> None:
    sid = book.create_session("Friday", "mil", NAMES)
    model = SessionModel(book)
    model.open(sid)
    check(model)
    assert model.current_hand() == 0 and model.can_start_hand() == "empty"
    with pytest.raises(ScorebookError) as err:  # N on an empty hand makes nothing
        model.new_hand()
    assert err.value.code == "empty" and model.hands == ()

    # docs/rules.md §4 example 8, entry by entry.
    model.add_entry(KONG_CHI)
    check(model)
    assert model.hands[0].entries[0].deltas == (-2, -2, 6, -2)
    assert not model.hands[0].over and not over_by_the_ledger(model, 0)
    model.add_entry(WIN_AN)
    check(model)
    assert model.hands[0].entries[1].deltas == (1, 0, 0, -1)
    assert model.hands[0].in_seats() == [1, 2, 3]
    assert not model.hands[0].over and model.current_hand() == 0
    trial = model.trial(0, 2, WALL_END, replace=False)
    assert trial.ok and dict(trial.wall)[1].ready_value == 4  # Bình judged ready, worth 4
    assert dict(trial.wall)[2].ready_value is None and dict(trial.wall)[3].pig
    # nothing written: still the kong and the win of the book's example
    assert model.result is not None and model.result.totals == (-2 + 1, -2, 6, -2 - 1)
    model.add_entry(WALL_END)
    check(model)
    assert model.result.totals == (-1, 8, -2, -53)  # the book's totals
    assert model.hands[0].over and over_by_the_ledger(model, 0)
    assert model.current_hand() == 1 and model.can_start_hand() == "hand_over"

    # Undo and redo each kind of change; the engine's numbers at every step.
    totals = []
    for kind, change in (
            (ChangeKind.ADD, lambda: model.add_entry({"type": "win", "seat": 1, "value": 1})),
            (ChangeKind.EDIT, lambda: model.edit_entry(1, 0, {"type": "win", "seat": 2,
                                                                "from": 1, "value": 2})),
            (ChangeKind.NEW_HAND, model.new_hand),
            (ChangeKind.ADD, lambda: model.add_entry(KONG_CHI)),
            (ChangeKind.DELETE, lambda: model.delete_entry(2, 0)),
            (ChangeKind.NOTE, lambda: model.set_note(0, "  Chi's kong  ")),
            (ChangeKind.DELETE_HAND, lambda: model.delete_hand(0))):
        before = (model.hand_records(), [h.note for h in model.hands], model.result.totals)
        done = change()
        assert done.kind is kind
        check(model)
        after = (model.hand_records(), [h.note for h in model.hands], model.result.totals)
        assert after != before
        assert model.undo() is done
        check(model)
        assert (model.hand_records(), [h.note for h in model.hands],
                model.result.totals) == before
        assert model.redo() is done
        check(model)
        assert (model.hand_records(), [h.note for h in model.hands],
                model.result.totals) == after
        totals.append(model.result.totals)
    assert model.hands[0].note == ""  # hand 1 (noted "Chi's kong") was deleted last
    # With hand 1 gone, An (the first dealer) deals Chi's win on Bình's discard, and Chi, its
    # first winner, deals the hand after it (docs/rules.md §2); the totals are that win's.
    assert [h.dealer for h in model.hands] == [0, 2]
    assert model.result.totals == model.hands[0].result.deltas
    # Every change undone, back to the empty session.
    while model.undo() is not None:
        check(model)
    assert model.hands == () and model.result.totals == (0, 0, 0, 0)
    assert model.redo_stack and model.undo() is None


def test_a_hand_ends_where_the_engine_says(book: Scorebook) -> None:
    sid = book.create_session("three", "mil", NAMES)
    model = SessionModel(book)
    model.open(sid)
    for seat in (1, 2):
        model.add_entry({"type": "win", "seat": seat, "from": 0, "value": 0})
        assert not model.hands[0].over and not over_by_the_ledger(model, 0)
    model.add_entry({"type": "win", "seat": 3, "from": 0, "value": 0})  # the third winner
    assert model.hands[0].over and over_by_the_ledger(model, 0)
    assert model.current_hand() == 1
    model.add_entry({"type": "kong", "seat": 0, "kind": "concealed"})
    assert len(model.hands) == 2 and model.hands[1].dealer == 1  # first winner deals
    check(model)


def test_a_drawn_hand_and_the_planned_wind_round(book: Scorebook) -> None:
    sid = book.create_session("HK", "hk-modern", NAMES, options={"min_faan": "0"})
    model = SessionModel(book)
    model.open(sid)
    assert model.kinds == ("win", "draw")
    plan = model.plan()
    assert plan is not None and (plan.by_rounds, plan.planned, plan.played) == (True, 1, 0)
    change = model.add_entry({"type": "draw"})
    assert change.kind is ChangeKind.DRAWN_HAND and model.hands[0].over
    assert model.hands[0].dealer == 0 and model.result.next_dealer == 0  # the dealer stays
    model.undo()
    assert model.hands == ()
    model.redo()
    # Each non-dealer win passes the deal; when it comes back to An, East's round is over.
    for _ in range(4):
        dealer = model.result.next_dealer
        assert model.plan().reached is False
        model.add_entry({"type": "win", "seat": (dealer + 1) % 4, "from": dealer, "value": 1})
        check(model)
    plan = model.plan()
    assert plan.played == 1 and plan.reached
    assert model.result.next_prevailing == 2


def test_planned_hands_of_a_competition_game(book: Scorebook) -> None:
    sid = book.create_session("comp", "competition", NAMES, options={"hands": "2"})
    model = SessionModel(book)
    model.open(sid)
    assert model.plan() == scorebook_state.SessionPlan(False, 2, 0, False)
    model.add_entry({"type": "win", "seat": 0, "from": 1, "value": 0})
    model.new_hand()  # hand 1 has no recorded end: it does not count as played
    assert model.plan().played == 0
    model.undo()
    model.add_entry({"type": "win", "seat": 2, "from": 1, "value": 0})
    model.add_entry({"type": "win", "seat": 3, "from": 1, "value": 0})
    assert model.plan().played == 1
    model.add_entry({"type": "win", "seat": 0, "from": 1, "value": 0})  # hand 2
    assert model.plan().played == 1 and not model.plan().reached
    model.add_entry({"type": "wall_end", "players": {str(s): {"status": "not_ready"}
                                                     for s in (1, 2, 3)}})
    assert model.plan().played == 2 and model.plan().reached


def test_another_window_drops_the_stacks_and_nothing_is_overwritten(book: Scorebook) -> None:
    sid = book.create_session("two", "mil", NAMES)
    first, second = SessionModel(book), SessionModel(book)
    first.open(sid)
    second.open(sid)
    first.add_entry(KONG_CHI)
    with pytest.raises(ScorebookError) as err:  # the second window is behind
        second.add_entry({"type": "win", "seat": 0, "value": 0})
    assert err.value.code == "changed_elsewhere"
    assert second.hand_records() == [[KONG_CHI]]  # it shows what is saved
    second.add_entry({"type": "win", "seat": 0, "value": 0})
    with pytest.raises(ScorebookError) as err:  # the first window's undo would overwrite it
        first.undo()
    assert err.value.code == "changed_elsewhere"
    assert first.undo_stack == [] and first.redo_stack == []
    assert book.hands(sid) == [[KONG_CHI, {"type": "win", "seat": 0, "value": 0}]]


def test_search_by_player_or_date(book: Scorebook) -> None:
    sid = book.create_session("Friday club", "mil", ["Trần Bình", *NAMES[1:]])
    info = book.session(sid)
    assert session_matches(info, "trần")
    assert session_matches(info, info.created[:7])  # the month it was played
    assert session_matches(info, "friday  chi")
    assert not session_matches(info, "Hạnh")
    assert session_matches(info, "")


def test_the_state_module_needs_no_qt() -> None:
    source = Path(scorebook_state.__file__).read_text(encoding="utf-8")
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [
                a.name for a in node.names]
            assert not any(n.startswith(("PySide6", "mahjong_gui.ui")) for n in names), names
    # Imported alone, it loads no widget or painting module (the ui package itself loads
    # QtCore for a work-around) and works with no QApplication.
    code = ("import sys\n"
            "from mahjong_gui.store.scorebook import Scorebook\n"
            "from mahjong_gui.ui.scorebook_state import SessionModel\n"
            "b = Scorebook(':memory:')\n"
            "m = SessionModel(b); m.open(b.create_session('x', 'mil', list('abcd')))\n"
            "m.add_entry({'type': 'win', 'seat': 0, 'value': 0}); m.undo()\n"
            "print(sorted(k for k in sys.modules if k.startswith('PySide6.')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert "QtWidgets" not in out and "QtGui" not in out
