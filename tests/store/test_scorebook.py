"""The SQLite scorebook: sessions and hands round trip, every write settles or is refused whole,
the schema version is checked, and exports are ledger documents the engine reads back.

Every expected number is worked out by hand from docs/rules.md (profile ``mil`` unless a test says
otherwise: value = 2^fan capped at 3 fan; a discard win costs the discarder the value; a
self-draw costs each other player still in the value + 1; a concealed kong 2 from each player
still in)."""

from __future__ import annotations

import csv
import io
import itertools
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from mahjong_gui.engine.ledger import read_session, settle_session
from mahjong_gui.engine.rules import PROFILES
from mahjong_gui.store import scorebook as sb
from mahjong_gui.store.scorebook import (
    MIGRATIONS,
    SCHEMA_VERSION,
    Scorebook,
    ScorebookError,
    export_csv,
    export_json,
)

NAMES = ["An", "Bình", "Chi", "Dũng"]

# Seat 0 wins plain (0 fan -> 1) on seat 1's discard: seat 1 pays 1.
WIN_0_FROM_1 = [{"type": "win", "seat": 0, "from": 1, "value": 0}]
DELTAS_WIN_0_FROM_1 = (1, -1, 0, 0)
# Seat 2's concealed kong: seats 0, 1 and 3 pay 2 each, seat 2 gets 6.
KONG_2 = [{"type": "kong", "seat": 2, "kind": "concealed"}]
DELTAS_KONG_2 = (-2, -2, 6, -2)
# Seat 2 wins 1 fan (2^1 = 2) on seat 0's discard: seat 0 pays 2.
WIN_2_FROM_0 = [{"type": "win", "seat": 2, "from": 0, "value": 1}]
DELTAS_WIN_2_FROM_0 = (-2, 0, 2, 0)
# Seat 1 wins plain (1) on seat 3's discard: seat 3 pays 1.
WIN_1_FROM_3 = [{"type": "win", "seat": 1, "from": 3, "value": 0}]
DELTAS_WIN_1_FROM_3 = (0, 1, 0, -1)
# Seat 3's concealed kong: seats 0, 1, 2 pay 2 each, seat 3 gets 6.
KONG_3 = [{"type": "kong", "seat": 3, "kind": "concealed"}]
DELTAS_KONG_3 = (-2, -2, -2, 6)


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """A clock that moves one second on every reading, so ``updated`` orders are exact; returns
    the list of the times handed out."""
    counter = itertools.count()
    given: list[str] = []

    def now() -> str:
        n = next(counter)
        stamp = f"2024-05-01T10:{n // 60:02d}:{n % 60:02d}+00:00"
        given.append(stamp)
        return stamp

    monkeypatch.setattr(sb.book, "_now", now)
    return given


def add(a: tuple[int, ...], *more: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sum(x) for x in zip(a, *more, strict=True))


# --- sessions: create, list, read, update ---------------------------------------------------


def test_create_and_read_back_session(book: Scorebook) -> None:
    sid = book.create_session("Thursday club", "mil", NAMES, dealer=1)
    info = book.session(sid)
    assert (info.id, info.name, info.rules, info.options, info.players, info.dealer,
            info.hands) == (sid, "Thursday club", "mil", {}, tuple(NAMES), 1, 0)
    assert info.created == info.updated
    assert book.sessions() == [info]
    assert book.hands(sid) == [] and book.notes(sid) == []
    assert book.document(sid) == {"rules": "mil", "players": NAMES, "dealer": 1, "hands": [],
                                  "name": "Thursday club"}
    result = book.result(sid)
    assert result.totals == (0, 0, 0, 0) and result.next_dealer == 1 and result.hands == ()


def test_non_ascii_names_survive_a_file(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as b:
        sid = b.create_session("Bàn của Dũng", "mil", NAMES)
    with Scorebook(path) as b:
        info = b.session(sid)
        assert info.name == "Bàn của Dũng" and info.players == ("An", "Bình", "Chi", "Dũng")
    raw = sqlite3.connect(path)
    try:  # stored as real UTF-8 text, not \u escapes
        assert json.loads(raw.execute("SELECT players FROM sessions").fetchone()[0]) == NAMES
        assert "Bình" in raw.execute("SELECT players FROM sessions").fetchone()[0]
    finally:
        raw.close()


def test_blank_name_falls_back_to_the_rules(book: Scorebook) -> None:
    sid = book.create_session("   ", "competition", NAMES)
    assert book.session(sid).name == "competition"
    book.update_session(sid, name="  Club  ")
    assert book.session(sid).name == "Club"
    book.update_session(sid, name="")
    assert book.session(sid).name == "competition"


def test_options_are_stored_as_text(book: Scorebook) -> None:
    sid = book.create_session("room", "mahjchina", NAMES, options={"cap": "events-inside"})
    assert book.session(sid).options == {"cap": "events-inside"}
    assert book.document(sid)["options"] == {"cap": "events-inside"}


def test_sessions_newest_updated_first(book: Scorebook, clock: list[str]) -> None:
    first = book.create_session("first", "mil", NAMES)  # clock 0
    second = book.create_session("second", "mil", NAMES)  # clock 1
    assert [s.id for s in book.sessions()] == [second, first]
    book.add_hand(first, WIN_0_FROM_1)  # the hand's own stamp, then the write: clock 2, 3
    assert [s.id for s in book.sessions()] == [first, second]
    assert [s.hands for s in book.sessions()] == [1, 0]
    info = book.session(first)
    assert info.created == clock[0] and info.updated == clock[-1] and info.updated > clock[1]
    book.update_session(second, name="renamed")
    assert [(s.id, s.name) for s in book.sessions()] == [(second, "renamed"), (first, "first")]


def test_sessions_same_second_fall_back_to_newest_id(book: Scorebook,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sb.book, "_now", lambda: "2024-05-01T10:00:00+00:00")
    ids = [book.create_session(f"s{i}", "mil", NAMES) for i in range(3)]
    assert [s.id for s in book.sessions()] == ids[::-1]


def test_update_session_players(book: Scorebook) -> None:
    sid = book.create_session("x", "mil", NAMES)
    book.add_hand(sid, WIN_0_FROM_1)
    book.update_session(sid, players=["Ân", "Bảo", "Cường", "Duy"])
    info = book.session(sid)
    assert info.players == ("Ân", "Bảo", "Cường", "Duy") and info.name == "x"
    assert book.result(sid).totals == DELTAS_WIN_0_FROM_1  # seats, not names, carry the money
    with pytest.raises(ScorebookError) as err:
        book.update_session(sid, players=["a", "b", "c"])
    assert (err.value.code, err.value.path) == ("bad_ledger", "players")
    with pytest.raises(ScorebookError) as err:
        book.update_session(sid, players=["a", "b", "c", 4])  # type: ignore[list-item]
    assert err.value.code == "bad_ledger"
    assert book.session(sid).players == ("Ân", "Bảo", "Cường", "Duy")


@pytest.mark.parametrize("kwargs, code, path", [
    pytest.param({"rules": "nope"}, "unknown_rules", "rules", id="unknown_rules"),
    # Option errors: the code only (the path is "rules" here but "options" in the ledger).
    pytest.param({"rules": "mil", "options": {"cap": "x"}}, "unknown_option", None,
                 id="unknown_option"),
    pytest.param({"rules": "mahjchina", "options": {"cap": "x"}}, "bad_option_value", None,
                 id="bad_option_value"),
    pytest.param({"rules": "mil", "dealer": 4}, "bad_seat", "dealer", id="dealer_4"),
    pytest.param({"rules": "mil", "players": ["a", "b", "c"]}, "bad_ledger", "players",
                 id="three_players"),
])
def test_create_session_refused(book: Scorebook, kwargs: dict[str, Any], code: str,
                                path: str | None) -> None:
    args = {"name": "bad", "players": NAMES, **kwargs}
    with pytest.raises(ScorebookError) as err:
        book.create_session(**args)
    assert err.value.code == code
    if path is not None:
        assert err.value.path == path
    assert book.sessions() == []


# --- hands: add, replace, delete --------------------------------------------------------------


def test_two_hands_totals(book: Scorebook) -> None:
    sid = book.create_session("x", "mil", NAMES)
    assert book.add_hand(sid, WIN_0_FROM_1) == 0
    assert book.add_hand(sid, KONG_2, note="kong only") == 1
    result = book.result(sid)
    assert [h.deltas for h in result.hands] == [DELTAS_WIN_0_FROM_1, DELTAS_KONG_2]
    # (1,-1,0,0) + (-2,-2,6,-2) = (-1,-3,6,-2)
    assert result.totals == (-1, -3, 6, -2)
    # Hand 1 won by the dealer (seat 0) keeps seat 0; hand 2 has no winner: seat 0 stays.
    assert [h.dealer for h in result.hands] == [0, 0] and result.next_dealer == 0
    assert book.hands(sid) == [WIN_0_FROM_1, KONG_2]
    assert book.notes(sid) == ["", "kong only"]
    assert book.session(sid).hands == 2


def test_replace_hand_changes_totals_and_keeps_note(book: Scorebook) -> None:
    sid = book.create_session("x", "mil", NAMES)
    book.add_hand(sid, WIN_0_FROM_1, note="misread")
    book.add_hand(sid, KONG_2)
    # Seat 0 self-draws 5 fan, capped at 3 fan = 8; seats 1, 2, 3 pay 8 + 1 = 9 each.
    book.replace_hand(sid, 0, [{"type": "win", "seat": 0, "value": 5}])
    result = book.result(sid)
    assert result.hands[0].deltas == (27, -9, -9, -9)
    # (27,-9,-9,-9) + (-2,-2,6,-2) = (25,-11,-3,-11)
    assert result.totals == (25, -11, -3, -11)
    assert book.notes(sid) == ["misread", ""]  # note=None keeps the old note
    book.replace_hand(sid, 0, WIN_0_FROM_1, note="fixed")
    assert book.notes(sid) == ["fixed", ""]
    assert book.result(sid).totals == (-1, -3, 6, -2)


def test_delete_middle_hand_moves_later_hands_and_dealers(book: Scorebook) -> None:
    sid = book.create_session("x", "mil", NAMES)
    for events, note in ((WIN_2_FROM_0, "h1"), (WIN_1_FROM_3, "h2"), (KONG_3, "h3")):
        book.add_hand(sid, events, note=note)
    result = book.result(sid)
    # Dealer 0; hand 1 won by seat 2 -> dealer 2; hand 2 won by seat 1 -> dealer 1; hand 3 has
    # no winner, seat 1 stays.
    assert [h.dealer for h in result.hands] == [0, 2, 1] and result.next_dealer == 1
    # (-2,0,2,0) + (0,1,0,-1) + (-2,-2,-2,6) = (-4,-1,0,5)
    assert result.totals == add(DELTAS_WIN_2_FROM_0, DELTAS_WIN_1_FROM_3, DELTAS_KONG_3)
    assert result.totals == (-4, -1, 0, 5)

    book.delete_hand(sid, 1)
    assert book.hands(sid) == [WIN_2_FROM_0, KONG_3]
    assert book.notes(sid) == ["h1", "h3"]
    result = book.result(sid)
    # The kong hand is now hand 2, dealt by hand 1's winner, seat 2, who stays dealer.
    assert [h.dealer for h in result.hands] == [0, 2] and result.next_dealer == 2
    # (-2,0,2,0) + (-2,-2,-2,6) = (-4,-2,0,6)
    assert result.totals == (-4, -2, 0, 6)

    book.delete_hand(sid, 0)
    result = book.result(sid)
    assert [h.dealer for h in result.hands] == [0] and result.totals == DELTAS_KONG_3
    book.delete_hand(sid, 0)
    assert book.hands(sid) == [] and book.result(sid).totals == (0, 0, 0, 0)


def test_multi_winner_discard_next_dealer(book: Scorebook) -> None:
    sid = book.create_session("x", "mil", NAMES)
    # Seats 2 then 1 win plain on seat 0's discard: seat 0 pays 1 to each. The next dealer is
    # the winner nearest after the discarder (seat 0): seat 1, though seat 2 is listed first.
    book.add_hand(sid, [{"type": "win", "seat": 2, "from": 0, "value": 0},
                        {"type": "win", "seat": 1, "from": 0, "value": 0}])
    result = book.result(sid)
    assert result.hands[0].deltas == (-2, 1, 1, 0) and result.next_dealer == 1


def test_check_hands_writes_nothing(book: Scorebook) -> None:
    sid = book.create_session("x", "mil", NAMES)
    book.add_hand(sid, WIN_0_FROM_1)
    trial = book.check_hands(sid, [WIN_0_FROM_1, KONG_2])
    assert trial.totals == (-1, -3, 6, -2)
    assert book.hands(sid) == [WIN_0_FROM_1]
    with pytest.raises(ScorebookError) as err:
        book.check_hands(sid, [[{"type": "win", "seat": 9, "value": 0}]])
    assert (err.value.code, err.value.path) == ("bad_seat", "hands[0].events[0].seat")


REFUSED = [
    pytest.param([{"type": "win", "seat": 9, "from": 1, "value": 0}], "bad_seat",
                 "events[0].seat", id="seat_9"),
    pytest.param([{"type": "win", "seat": 0, "from": 1, "value": 0},
                  {"type": "win", "seat": 0, "from": 2, "value": 0}], "winner_not_in",
                 "events[1]", id="second_win_same_seat"),
    pytest.param([{"type": "win", "seat": 0, "from": 1, "hand": "123m456m789m124p55p"}],
                 "not_a_win", "events[0]", id="not_a_winning_hand"),
    pytest.param([{"type": "win", "seat": 0, "from": 1, "hand": "123m456m789m124p5x"}],
                 "unknown_letter", "events[0].hand", id="bad_tile_letter"),
    pytest.param([{"type": "kong", "seat": 1, "kind": "exposed"}], "bad_seat",
                 "events[0].from", id="exposed_kong_without_from"),
    pytest.param([{"type": "win", "seat": 0, "value": -1}], "bad_value", "events[0].value",
                 id="negative_value"),
    pytest.param([{"type": "tsumo", "seat": 0}], "bad_event", "events[0].type",
                 id="unknown_type"),
]


@pytest.mark.parametrize("events, code, where", REFUSED)
def test_refused_add_leaves_hands_unchanged(book: Scorebook, events: list[dict[str, Any]],
                                            code: str, where: str) -> None:
    sid = book.create_session("x", "mil", NAMES)
    book.add_hand(sid, WIN_0_FROM_1, note="one")
    book.add_hand(sid, KONG_2, note="two")
    before = (book.hands(sid), book.notes(sid), book.session(sid))
    with pytest.raises(ScorebookError) as err:
        book.add_hand(sid, events, note="refused")
    # The new hand would have been the third: hands[2].
    assert err.value.code == code and err.value.path == f"hands[2].{where}"
    assert err.value.message.startswith(f"hands[2].{where}: ")
    assert (book.hands(sid), book.notes(sid), book.session(sid)) == before
    assert book.result(sid).totals == (-1, -3, 6, -2)


@pytest.mark.parametrize("events, code, where", REFUSED)
def test_refused_replace_leaves_hands_unchanged(book: Scorebook, events: list[dict[str, Any]],
                                                code: str, where: str) -> None:
    sid = book.create_session("x", "mil", NAMES)
    book.add_hand(sid, WIN_0_FROM_1, note="one")
    book.add_hand(sid, KONG_2, note="two")
    before = (book.hands(sid), book.notes(sid), book.session(sid))
    with pytest.raises(ScorebookError) as err:
        book.replace_hand(sid, 0, events, note="refused")
    assert err.value.code == code and err.value.path == f"hands[0].{where}"
    assert (book.hands(sid), book.notes(sid), book.session(sid)) == before


def test_delete_refused_when_the_rest_would_not_settle(book: Scorebook) -> None:
    sid = book.create_session("majsoul", "majsoul", NAMES)
    # majsoul: seat 0 wins 1 han (1,000) on seat 1's discard, four times: the match's 4 hands.
    for _ in range(4):
        book.add_hand(sid, [{"type": "win", "seat": 0, "from": 1, "value": 1}])
    result = book.result(sid)
    assert result.totals == (4000, -4000, 0, 0)
    assert result.points == (54000, 46000, 50000, 50000)  # 50,000 each + totals
    with pytest.raises(ScorebookError) as err:  # a majsoul match has exactly 4 hands
        book.add_hand(sid, KONG_2)
    assert (err.value.code, err.value.path) == ("match_over", "hands[4]")
    assert book.session(sid).hands == 4


def test_a_failed_write_rolls_back_whole(tmp_path: Path) -> None:
    """The database refuses the third row mid-write: the delete of the old rows and the first
    inserts are rolled back with it."""
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        sid = book.create_session("x", "mil", NAMES)
        book.add_hand(sid, WIN_0_FROM_1, note="one")
        book.add_hand(sid, KONG_2, note="two")
        before = (book.hands(sid), book.notes(sid), book.session(sid))
        other = sqlite3.connect(path)
        other.execute("CREATE TRIGGER no_third BEFORE INSERT ON hands WHEN NEW.position = 2 "
                      "BEGIN SELECT RAISE(ABORT, 'no third hand'); END")
        other.commit()
        other.close()
        with pytest.raises(ScorebookError, match="no third hand") as err:
            book.add_hand(sid, KONG_3)
        assert err.value.code == "cannot_write"
        assert (book.hands(sid), book.notes(sid), book.session(sid)) == before
        book.replace_hand(sid, 1, KONG_3)  # the book still works afterwards
        assert book.result(sid).totals == (-1, -3, -2, 6)  # (1,-1,0,0) + (-2,-2,-2,6)


def test_no_hand_and_no_session(book: Scorebook) -> None:
    sid = book.create_session("x", "mil", NAMES)
    book.add_hand(sid, WIN_0_FROM_1)
    for index in (-1, 1, 5):
        with pytest.raises(ScorebookError) as err:
            book.replace_hand(sid, index, KONG_2)
        assert err.value.code == "no_hand"
        with pytest.raises(ScorebookError) as err:
            book.delete_hand(sid, index)
        assert err.value.code == "no_hand"
    assert book.hands(sid) == [WIN_0_FROM_1]
    missing = sid + 1
    for call in (lambda: book.session(missing), lambda: book.hands(missing),
                 lambda: book.notes(missing), lambda: book.document(missing),
                 lambda: book.result(missing), lambda: book.add_hand(missing, KONG_2),
                 lambda: book.replace_hand(missing, 0, KONG_2),
                 lambda: book.delete_hand(missing, 0),
                 lambda: book.update_session(missing, name="y"),
                 lambda: book.delete_session(missing),
                 lambda: export_json(book, missing), lambda: export_csv(book, missing)):
        with pytest.raises(ScorebookError) as err:
            call()
        assert err.value.code == "no_session"


def test_delete_session_cascades_to_its_hands(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        gone = book.create_session("gone", "mil", NAMES)
        kept = book.create_session("kept", "mil", NAMES)
        book.add_hand(gone, WIN_0_FROM_1)
        book.add_hand(gone, KONG_2)
        book.add_hand(kept, KONG_3)
        book.delete_session(gone)
        assert [s.id for s in book.sessions()] == [kept]
        with pytest.raises(ScorebookError) as err:
            book.session(gone)
        assert err.value.code == "no_session"
        with pytest.raises(ScorebookError) as err:
            book.delete_session(gone)
        assert err.value.code == "no_session"
        assert book.hands(kept) == [KONG_3]
    raw = sqlite3.connect(path)
    try:
        assert raw.execute("SELECT session_id, count(*) FROM hands GROUP BY session_id"
                           ).fetchall() == [(kept, 1)]
    finally:
        raw.close()


# --- wall end with declared statuses --------------------------------------------------------


def test_wall_end_declared_statuses_store_and_settle(book: Scorebook) -> None:
    sid = book.create_session("x", "mil", NAMES)
    events: list[dict[str, Any]] = [
        {"type": "kong", "seat": 1, "kind": "concealed"},  # seats 0, 2, 3 pay seat 1 2 each
        {"type": "win", "seat": 0, "from": 3, "value": 1},  # 1 fan = 2, paid by seat 3
        {"type": "wall_end", "players": {
            "1": {"status": "not_ready"},
            "2": {"status": "ready", "value": 5},  # 5 fan capped at 3: ready value 8
            "3": {"status": "pig"}}},
    ]
    book.add_hand(sid, events, note="wall ran out")
    assert book.hands(sid) == [events]
    hand = book.result(sid).hands[0]
    # Wall end: the pig (seat 3) loses 48 to nobody; not-ready seat 1 and the pig pay the ready
    # seat 2 its 8 each; not-ready seat 1 refunds its kong money to the payers still in (seats 2
    # and 3; seat 0 has won): 2 each.
    #   seat 0: -2 (kong) + 2 (win)                        =   0
    #   seat 1: +6 (kong) - 8 (ready) - 4 (refund)         =  -6
    #   seat 2: -2 (kong) + 16 (ready) + 2 (refund)        = +16
    #   seat 3: -2 (kong) - 2 (win) - 48 - 8 + 2 (refund)  = -58
    assert hand.deltas == (0, -6, 16, -58)
    assert sum(hand.deltas) == -48  # the pig's fine goes to nobody
    pig_fine = [p for p in hand.payments if p.payee is None]
    assert [(p.payer, p.amount) for p in pig_fine] == [(3, 48)]
    assert hand.winners == (0,) and book.result(sid).next_dealer == 0


def test_wall_end_declared_statuses_refused(book: Scorebook) -> None:
    sid = book.create_session("x", "mil", NAMES)
    with pytest.raises(ScorebookError) as err:
        book.add_hand(sid, [{"type": "wall_end", "players": {
            "0": {"status": "ready"}, "1": {"status": "not_ready"},
            "2": {"status": "not_ready"}, "3": {"status": "pig"}}}])
    assert (err.value.code, err.value.path) == ("bad_value", "hands[0].events[0].players.0.value")
    with pytest.raises(ScorebookError) as err:  # seat 3 is still in but missing
        book.add_hand(sid, [{"type": "wall_end", "players": {
            "0": {"status": "pig"}, "1": {"status": "not_ready"},
            "2": {"status": "not_ready"}}}])
    assert (err.value.code, err.value.path) == ("wall_end_players", "hands[0].events[0]")
    assert book.hands(sid) == []


# --- persistence and schema -----------------------------------------------------------------


def test_reopen_keeps_everything(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "er" / "scorebook.sqlite3"  # parent folders are made
    with Scorebook(path) as book:
        sid = book.create_session("Thursday", "mil", NAMES, dealer=2)
        book.add_hand(sid, WIN_0_FROM_1, note="Bình fed An")
        book.add_hand(sid, KONG_2)
        book.add_hand(sid, WIN_1_FROM_3, note="ghi chú")
        info = book.session(sid)
    with Scorebook(path) as book:
        assert book.sessions() == [info]
        assert book.hands(sid) == [WIN_0_FROM_1, KONG_2, WIN_1_FROM_3]
        assert book.notes(sid) == ["Bình fed An", "", "ghi chú"]
        result = book.result(sid)
        # Dealer 2; hand 1 won by seat 0 -> 0; hand 2 no winner -> 0; hand 3 won by seat 1.
        assert [h.dealer for h in result.hands] == [2, 0, 0] and result.next_dealer == 1
        # (1,-1,0,0) + (-2,-2,6,-2) + (0,1,0,-1) = (-1,-2,6,-3)
        assert result.totals == (-1, -2, 6, -3)
        book.delete_hand(sid, 0)
    with Scorebook(path) as book:
        assert book.notes(sid) == ["", "ghi chú"] and book.session(sid).hands == 2


def user_version(path: Path) -> int:
    raw = sqlite3.connect(path)
    try:
        return int(raw.execute("PRAGMA user_version").fetchone()[0])
    finally:
        raw.close()


def test_fresh_file_has_the_current_schema(tmp_path: Path) -> None:
    assert len(MIGRATIONS) == SCHEMA_VERSION
    path = tmp_path / "book.sqlite3"
    Scorebook(path).close()
    assert not path.exists()  # opening creates nothing: the first write does
    with Scorebook(path) as book:
        book.create_session("x", "mil", NAMES)
    assert user_version(path) == SCHEMA_VERSION
    raw = sqlite3.connect(path)
    try:
        tables = {r[0] for r in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    finally:
        raw.close()
    assert tables == {"sessions", "hands", "players", "hand_settled", "session_settled",
                      "changes"}
    Scorebook(path).close()  # reopening migrates nothing and refuses nothing
    assert user_version(path) == SCHEMA_VERSION


def test_an_empty_file_becomes_a_scorebook_at_the_first_write(tmp_path: Path) -> None:
    path = tmp_path / "empty.sqlite3"
    path.write_bytes(b"")
    with Scorebook(path) as book:
        assert book.sessions() == []
        with pytest.raises(ScorebookError) as err:
            book.session(1)
        assert err.value.code == "no_session"
        assert path.read_bytes() == b""  # reading leaves it as it was
        book.create_session("x", "mil", NAMES)
    assert user_version(path) == SCHEMA_VERSION


def test_newer_schema_refused(tmp_path: Path) -> None:
    path = tmp_path / "book.sqlite3"
    with Scorebook(path) as book:
        book.create_session("x", "mil", NAMES)
    raw = sqlite3.connect(path)
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    with pytest.raises(ScorebookError) as err:
        Scorebook(path)
    assert err.value.code == "newer_schema"
    assert user_version(path) == SCHEMA_VERSION + 1  # left as it was


def test_another_programs_database_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite3"
    raw = sqlite3.connect(path)
    raw.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, caption TEXT)")
    raw.execute("INSERT INTO photos (caption) VALUES ('hạ long')")
    raw.commit()
    raw.close()
    with pytest.raises(ScorebookError) as err:
        Scorebook(path)
    assert err.value.code == "not_a_scorebook"
    raw = sqlite3.connect(path)
    try:  # untouched: no tables added, version still 0
        assert [r[0] for r in raw.execute(
            "SELECT name FROM sqlite_master WHERE type='table'")] == ["photos"]
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 0
        assert raw.execute("SELECT caption FROM photos").fetchall() == [("hạ long",)]
    finally:
        raw.close()


def test_not_an_sqlite_file_refused(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite3"
    data = bytes((i * 37 + 11) % 256 for i in range(4096))
    path.write_bytes(data)
    with pytest.raises(ScorebookError) as err:
        Scorebook(path)
    assert err.value.code == "not_a_scorebook"
    assert path.read_bytes() == data


def test_data_dir_from_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(sb.DATA_DIR_ENV, str(tmp_path / "data"))
    assert sb.DATA_DIR_ENV == "MAHJONG_GUI_DATA_DIR"
    assert sb.data_dir() == tmp_path / "data"
    assert sb.default_path() == tmp_path / "data" / "scorebook.sqlite3"
    monkeypatch.delenv(sb.DATA_DIR_ENV)
    assert sb.default_path().name == "scorebook.sqlite3"
    assert "mahjong_gui" in sb.data_dir().parts


# --- export and import ----------------------------------------------------------------------


def small_session(book: Scorebook) -> int:
    sid = book.create_session("Tối thứ năm", "mil", NAMES)
    book.add_hand(sid, WIN_0_FROM_1, note="Bình fed An")
    book.add_hand(sid, KONG_2)
    # Seats 2 then 1 win plain on seat 0's discard: (-2,1,1,0); next dealer seat 1.
    book.add_hand(sid, [{"type": "win", "seat": 2, "from": 0, "value": 0},
                        {"type": "win", "seat": 1, "from": 0, "value": 0}], note="two, one")
    return sid


def test_export_json_is_a_ledger_document(book: Scorebook) -> None:
    sid = small_session(book)
    text = export_json(book, sid)
    assert text.endswith("\n") and "Bình" in text  # real UTF-8, not escapes
    doc = json.loads(text)
    assert doc["name"] == "Tối thứ năm"
    assert [h.get("note") for h in doc["hands"]] == ["Bình fed An", None, "two, one"]
    result = settle_session(read_session(doc))  # the engine reads it as it is
    # (1,-1,0,0) + (-2,-2,6,-2) + (-2,1,1,0) = (-3,-2,7,-2)
    assert result.totals == (-3, -2, 7, -2) and result.next_dealer == 1
    assert result == book.result(sid)


def test_import_of_an_export_reproduces_the_session(book: Scorebook) -> None:
    sid = small_session(book)
    new = book.import_document(json.loads(export_json(book, sid)), allow_duplicate=True)
    assert new != sid
    old_info, new_info = book.session(sid), book.session(new)
    assert (new_info.name, new_info.rules, new_info.players, new_info.dealer, new_info.hands) == (
        old_info.name, old_info.rules, old_info.players, old_info.dealer, 3)
    assert book.hands(new) == book.hands(sid)
    assert book.notes(new) == ["Bình fed An", "", "two, one"]
    assert book.result(new).totals == (-3, -2, 7, -2)
    assert export_json(book, new) == export_json(book, sid)
    renamed = book.import_document(json.loads(export_json(book, sid)), name="copy",
                                   allow_duplicate=True)
    assert book.session(renamed).name == "copy"


def test_import_defaults_and_options(book: Scorebook) -> None:
    sid = book.import_document({"rules": "mahjchina", "options": {"cap": "events-inside"},
                                "hands": [{"events": [{"type": "win", "seat": 0, "value": 4}]}]})
    info = book.session(sid)
    assert info.name == "mahjchina" and info.players == ("0", "1", "2", "3")
    assert info.dealer == 0 and info.options == {"cap": "events-inside"}
    assert book.notes(sid) == [""]
    # mahjchina values are base units: a self-draw of 4 costs each other seat 4 + 1 = 5.
    assert book.result(sid).totals == (15, -5, -5, -5)
    with pytest.raises(ScorebookError) as err:  # a name that is not text: refused, as ledger
        book.import_document({"rules": "mil", "name": 7, "hands": []})
    assert (err.value.code, err.value.path) == ("bad_ledger", "name")
    sid = book.import_document({"rules": "mil", "dealer": 3,
                                "hands": [{"events": WIN_0_FROM_1}]})
    info = book.session(sid)
    assert (info.name, info.dealer) == ("mil", 3)
    # Dealer 3 deals hand 1; seat 0 wins it and deals next.
    assert book.result(sid).totals == (1, -1, 0, 0) and book.result(sid).next_dealer == 0


@pytest.mark.parametrize("doc, code, path", [
    pytest.param([], "bad_ledger", "", id="not_an_object"),
    pytest.param({"rules": "mil"}, "bad_ledger", "hands", id="no_hands"),
    pytest.param({"rules": "nope", "hands": []}, "unknown_rules", "rules", id="rules"),
    pytest.param({"rules": "mil", "hands": [], "colour": "red"}, "bad_event", "",
                 id="unknown_field"),
    pytest.param({"rules": "mil", "players": NAMES, "hands": [
        {"events": WIN_0_FROM_1, "note": "fine"},
        {"events": [{"type": "win", "seat": 9, "value": 0}]}]},
        "bad_seat", "hands[1].events[0].seat", id="bad_seat_in_second_hand"),
    pytest.param({"rules": "mil", "hands": [{"events": [
        {"type": "win", "seat": 0, "from": 1, "value": 0},
        {"type": "win", "seat": 0, "from": 2, "value": 0}]}]},
        "winner_not_in", "hands[0].events[1]", id="winner_twice"),
    pytest.param({"rules": "mil", "dealer": 7, "hands": []}, "bad_seat", "dealer",
                 id="bad_dealer"),
])
def test_import_refused_leaves_no_session(book: Scorebook, doc: Any, code: str,
                                          path: str) -> None:
    kept = book.create_session("kept", "mil", NAMES)
    with pytest.raises(ScorebookError) as err:
        book.import_document(doc)
    assert (err.value.code, err.value.path) == (code, path)
    assert [s.id for s in book.sessions()] == [kept]


@pytest.mark.parametrize("note", [None, ["x"]], ids=["null", "list"])
def test_import_with_a_non_text_note_leaves_no_session(book: Scorebook, note: Any) -> None:
    doc = {"rules": "mil", "hands": [{"events": WIN_0_FROM_1, "note": note}]}
    with pytest.raises(ScorebookError) as err:
        book.import_document(doc)
    assert (err.value.code, err.value.path) == ("bad_ledger", "hands[0].note")
    assert book.sessions() == []


def rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


HEADER = ["hand", "dealer", "winners", "note", *NAMES, *(f"total {n}" for n in NAMES),
          *(f"won {n}" for n in NAMES)]
NO_WIN = ["", "", "", ""]


def test_export_csv_mil(book: Scorebook) -> None:
    sid = small_session(book)
    text = export_csv(book, sid)
    assert "\r" not in text and text.endswith("\n")
    assert rows(text) == [
        HEADER,
        # hand 1: deltas (1,-1,0,0); running the same
        ["1", "An", "An", "Bình fed An", "1", "-1", "0", "0", "1", "-1", "0", "0",
         "1", "", "", ""],
        # hand 2: dealer still An (she won hand 1); (-2,-2,6,-2); running (-1,-3,6,-2)
        ["2", "An", "", "", "-2", "-2", "6", "-2", "-1", "-3", "6", "-2", *NO_WIN],
        # hand 3: still An (nobody won hand 2); (-2,1,1,0); running (-3,-2,7,-2); two
        # winners, in the order they won, " / " between them and one "won" column each
        ["3", "An", "Chi / Bình", "two, one", "-2", "1", "1", "0", "-3", "-2", "7", "-2",
         "", "1", "1", ""],
        ["total", "", "", "", "-3", "-2", "7", "-2", "-3", "-2", "7", "-2", *NO_WIN],
    ]


def test_export_csv_majsoul_points(book: Scorebook) -> None:
    sid = book.create_session("soul", "majsoul", NAMES)
    # 2 han = 1,000 x 2^(2-1) = 2,000, paid by the discarder seat 2 to seat 1.
    book.add_hand(sid, [{"type": "win", "seat": 1, "from": 2, "value": 2}])
    # Seat 3's concealed kong: 2,000 from each of seats 0, 1, 2 -> (-2000,-2000,-2000,6000).
    book.add_hand(sid, [{"type": "kong", "seat": 3, "kind": "concealed"}])
    assert rows(export_csv(book, sid)) == [
        HEADER,
        ["1", "An", "Bình", "", "0", "2000", "-2000", "0", "0", "2000", "-2000", "0",
         "", "1", "", ""],
        # Bình won hand 1 and deals hand 2.
        ["2", "Bình", "", "", "-2000", "-2000", "-2000", "6000",
         "-2000", "0", "-4000", "6000", *NO_WIN],
        ["total", "", "", "", "-2000", "0", "-4000", "6000", "-2000", "0", "-4000", "6000",
         *NO_WIN],
        # 50,000 each + totals
        ["points", "", "", "", "48000", "50000", "46000", "56000",
         "48000", "50000", "46000", "56000", *NO_WIN],
    ]


def test_export_csv_competition_rank_points(book: Scorebook) -> None:
    sid = book.create_session("comp", "competition", NAMES)
    book.add_hand(sid, WIN_0_FROM_1)  # (1,-1,0,0)
    # Seat 2 self-draws 1 fan: 2 + 1 = 3 from each of seats 0, 1, 3 -> (-3,-3,9,-3).
    book.add_hand(sid, [{"type": "win", "seat": 2, "value": 1}])
    table = rows(export_csv(book, sid))
    assert table[:4] == [
        HEADER,
        ["1", "An", "An", "", "1", "-1", "0", "0", "1", "-1", "0", "0", "1", "", "", ""],
        ["2", "An", "Chi", "", "-3", "-3", "9", "-3", "-2", "-4", "9", "-3", "", "", "1", ""],
        ["total", "", "", "", "-2", "-4", "9", "-3", "-2", "-4", "9", "-3", *NO_WIN],
    ]
    assert len(table) == 5 and table[4][:4] == ["rank points", "", "", ""]
    # Game so far: Chi 9 first (4), An -2 second (3), Dũng -3 third (2), Bình -4 last (1).
    assert [float(x) for x in table[4][4:12]] == [3, 1, 4, 2, 3, 1, 4, 2]


def test_export_csv_competition_tied_ranks(book: Scorebook) -> None:
    sid = book.create_session("comp", "competition", NAMES)
    book.add_hand(sid, WIN_0_FROM_1)  # (1,-1,0,0): Chi and Dũng tie on 0 for places 2 and 3
    last = rows(export_csv(book, sid))[-1]
    # An 4; Chi and Dũng share (3 + 2) / 2 = 2.5; Bình 1.
    assert last[0] == "rank points" and [float(x) for x in last[4:8]] == [4, 1, 2.5, 2.5]
    assert last[12:] == NO_WIN


def test_export_csv_empty_session(book: Scorebook) -> None:
    sid = book.create_session("empty", "mil", NAMES)
    assert rows(export_csv(book, sid)) == [
        HEADER, ["total", "", "", "", "0", "0", "0", "0", "0", "0", "0", "0", *NO_WIN]]


def test_recorded_times_stay_with_their_hands(book: Scorebook, clock: list[str]) -> None:
    sid = book.create_session("times", "mil", NAMES)
    for _ in range(3):
        book.add_hand(sid, [])

    def recorded() -> list[str]:
        return [str(r[0]) for r in book._db.execute(
            "SELECT recorded FROM hands WHERE session_id = ? ORDER BY position", (sid,))]

    first = recorded()
    assert len(set(first)) == 3  # three different moments
    book.delete_hand(sid, 0)
    assert recorded() == first[1:]  # the second and third hands keep their own times
    book.replace_hand(sid, 1, [{"type": "kong", "seat": 0, "kind": "concealed"}])
    assert recorded() == first[1:]  # an edit is not a new recording


def test_a_version_1_file_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    raw = sqlite3.connect(path)
    raw.executescript(sb.MIGRATIONS[0])
    raw.execute("INSERT INTO sessions (name, rules, options, players, dealer, created, updated)"
                " VALUES ('old', 'mil', '{}', ?, 0, 'then', 'then')", (json.dumps(NAMES),))
    raw.execute("INSERT INTO hands VALUES (1, 0, ?, '', 'then')",
                (json.dumps([{"type": "win", "seat": 0, "from": 1, "value": 0}]),))
    raw.execute("PRAGMA user_version = 1")
    raw.commit()
    raw.close()
    with Scorebook(path) as book:
        (info,) = book.sessions()
        assert (info.name, info.prevailing, info.hands) == ("old", 1, 1)
        assert book.result(info.id).totals == (1, -1, 0, 0)
    check = sqlite3.connect(path)
    assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 9
    check.close()


def test_hong_kong_session(book: Scorebook) -> None:
    sid = book.create_session("HK night", "hk-modern", NAMES, dealer=0,
                              options={"min_faan": "0"}, prevailing=2)
    book.add_hand(sid, [{"type": "win", "seat": 1, "from": 2, "value": 5}])  # 2P(5) = 48
    book.add_hand(sid, [{"type": "draw"}])
    doc = book.document(sid)
    assert doc["prevailing"] == 2 and doc["options"]["min_faan"] == "0"
    result = book.result(sid)
    assert result.totals == (0, 48, -48, 0)
    assert [h.dealer for h in result.hands] == [0, 1]  # Bình won: the deal passed to him
    assert [h.prevailing for h in result.hands] == [2, 2]
    with pytest.raises(ScorebookError) as err:  # one win per Hong Kong hand
        book.replace_hand(sid, 0, [{"type": "win", "seat": 1, "from": 2, "value": 5},
                                   {"type": "win", "seat": 3, "from": 2, "value": 5}])
    assert err.value.code == "hand_over"
    copy = book.import_document(json.loads(export_json(book, sid)), allow_duplicate=True)
    assert book.session(copy).prevailing == 2
    assert book.result(copy).totals == (0, 48, -48, 0)
    lines = export_csv(book, sid).splitlines()
    assert lines[1] == "1,An,Bình,,0,48,-48,0,0,48,-48,0,,1,,"
    assert lines[2] == "2,Bình,,,0,0,0,0,0,48,-48,0,,,,"


@pytest.mark.parametrize("rules", list(PROFILES))
def test_the_prevailing_wind_is_kept_where_one_win_ends_the_hand(book: Scorebook,
                                                                  rules: str) -> None:
    """Read from the profile (not ``bloody``), as the ledger reads it."""
    winds = not PROFILES[rules].bloody
    assert sb.has_prevailing_wind(rules) is winds
    sid = book.create_session("s", rules, NAMES, prevailing=3)
    doc = book.document(sid)
    assert doc.get("prevailing") == (3 if winds else None)
    assert book.session(sid).prevailing == (3 if winds else 1)
    assert not sb.has_prevailing_wind("no-such-rules")


# --- CSV for clubs, the roster (schema 4), putting a hand back ------------------------------


def test_csv_file_starts_with_a_bom_and_reads_back_the_names(book: Scorebook,
                                                              tmp_path: Path) -> None:
    names = ["Trần Bình", "Lê Chi", "王 小明", "A / B"]
    sid = book.create_session("clb", "mil", names)
    # Seats 1 and 2 win on seat 0's discard: two winners, names with spaces and a slash.
    book.add_hand(sid, [{"type": "win", "seat": 1, "from": 0, "value": 0},
                        {"type": "win", "seat": 3, "from": 0, "value": 0}])
    path = tmp_path / "clb.csv"
    book.export_to(path, sid)
    data = path.read_bytes()
    assert data.startswith(b"\xef\xbb\xbf")
    assert not export_csv(book, sid).startswith(sb.CSV_BOM)  # standard output: no mark
    with open(path, encoding="utf-8-sig", newline="") as fh:
        table = list(csv.reader(fh))
    assert table[0][4:8] == names
    assert table[1][2] == "Lê Chi / A / B"
    assert table[1][12:] == ["", "1", "", "1"]  # the won columns say it without a doubt
    assert [table[0][12 + s] for s in (1, 3)] == ["won Lê Chi", "won A / B"]


def test_csv_headings_in_another_language(book: Scorebook) -> None:
    sid = small_session(book)
    words = {"hand": "ván", "total {0}": "tổng {0}", "won {0}": "thắng: {0}", "total": "tổng",
             "nonsense": "x"}
    table = rows(export_csv(book, sid, words))
    assert table[0][:4] == ["ván", "dealer", "winners", "note"]  # the rest stays English
    assert table[0][8] == "tổng An" and table[0][12] == "thắng: An"
    assert table[-1][0] == "tổng"
    assert [r[4:] for r in table[1:]] == [r[4:] for r in rows(export_csv(book, sid))[1:]]


def test_the_roster_keeps_names_across_sessions(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    with Scorebook(path) as book:
        assert book.roster() == []
        book.create_session("one", "mil", NAMES)
        book.create_session("two", "mil", ["An", "Bình", "Chi", " Hạnh "])
        assert book.add_player("  Giang ") == "Giang"
        with pytest.raises(ScorebookError) as err:
            book.add_player("   ")
        assert err.value.code == "bad_name"
    with Scorebook(path) as book:  # kept in the file
        assert set(book.roster()) == {*NAMES, "Hạnh", "Giang"}
        book.remove_player("Giang")
        assert "Giang" not in book.roster()
        sid = book.sessions()[0].id
        book.update_session(sid, players=["An", "Bình", "Chi", "Ích"])
        assert "Ích" in book.roster()


def test_a_version_3_file_migrates_to_4_with_its_players_on_the_roster(tmp_path: Path) -> None:
    path = tmp_path / "v3.sqlite3"
    raw = sqlite3.connect(path)
    for step in MIGRATIONS[:3]:
        raw.executescript(step)
    raw.execute("INSERT INTO sessions (name, rules, options, players, dealer, created, updated)"
                " VALUES ('old', 'mil', '{}', ?, 0, 'then', 'then')", (json.dumps(NAMES),))
    raw.execute("INSERT INTO sessions (name, rules, options, players, dealer, created, updated)"
                " VALUES ('bad', 'mil', '{}', 'not json', 0, 'then', 'then')")
    raw.execute("PRAGMA user_version = 3")
    raw.commit()
    raw.close()
    with Scorebook(path) as book:
        assert sorted(book.roster()) == sorted(NAMES)
        book.create_session("new", "mil", ["An", "Bình", "Chi", "Hạnh"])
        assert set(book.roster()) == {*NAMES, "Hạnh"}
    assert user_version(path) == SCHEMA_VERSION
    raw = sqlite3.connect(path)
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    with pytest.raises(ScorebookError) as err:
        Scorebook(path)
    assert err.value.code == "newer_schema"


def test_insert_hand_puts_a_deleted_hand_back(book: Scorebook) -> None:
    sid = small_session(book)
    before = book.document(sid)
    totals = book.result(sid).totals
    hand = before["hands"][1]
    book.delete_hand(sid, 1)
    book.insert_hand(sid, 1, hand["events"], hand.get("note", ""))
    assert book.document(sid)["hands"] == before["hands"]
    assert book.result(sid).totals == totals
    with pytest.raises(ScorebookError) as err:
        book.insert_hand(sid, 5, [])
    assert err.value.code == "no_hand"
    with pytest.raises(ScorebookError) as err:  # the third win of a hand: refused whole
        book.insert_hand(sid, 0, [{"type": "win", "seat": 1, "from": 0, "value": 0}] * 2)
    assert err.value.code == "winner_not_in"
    assert book.document(sid)["hands"] == before["hands"]
