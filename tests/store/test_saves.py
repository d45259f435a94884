"""Saved games: exact round trip, atomic writes, and a typed refusal for every damaged file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_gui.bots import GreedyBot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.table import Match, Table, play_match
from mahjong_gui.store.saves import SaveError, SaveHeader, dumps, load_game, loads, save_game
from tests.helpers import resigned

SEATS = tuple({"name": f"P{s}", "player": "bot:greedy"} for s in range(4))


def _match(profile_id: str = "competition", seed: int = 3) -> tuple[SaveHeader, list[ev.Event]]:
    profile = get_profile(profile_id)
    match = Match(profile, seed)
    play_match(match, [GreedyBot(s) for s in range(4)])
    return SaveHeader(profile_id, dict(profile.options), SEATS, seed), match.events


@pytest.fixture(scope="module")
def saved() -> tuple[SaveHeader, list[ev.Event], str]:
    header, events = _match()
    return header, events, dumps(header, events)


def test_round_trip(saved: tuple[SaveHeader, list[ev.Event], str], tmp_path: Path) -> None:
    header, events, text = saved
    path = tmp_path / "game.mjsave"
    save_game(path, header, events)
    assert path.read_text(encoding="utf-8") == text
    game = load_game(path)
    assert game.events == tuple(events) and game.header == header
    assert isinstance(game.events[-1], ev.MatchEnded)
    assert dumps(game.header, game.events) == text
    assert [p.name for p in tmp_path.iterdir()] == ["game.mjsave"]  # no temporary left


def test_a_game_saved_mid_hand_loads(tmp_path: Path) -> None:
    table = Table(get_profile("majsoul"), seed=11)
    players = [GreedyBot(s) for s in range(4)]
    for _ in range(40):
        seat, legal = next(iter(table.pending().items()))
        table.submit(seat, players[seat].choose(table.view(seat), legal))
    header = SaveHeader("majsoul", {}, SEATS, 11)
    game = loads(dumps(header, table.events))
    assert game.state == table.state


def test_save_replaces_atomically(saved: tuple[SaveHeader, list[ev.Event], str],
                                  tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    header, events, text = saved
    path = tmp_path / "game.mjsave"
    save_game(path, header, events[:10])
    before = path.read_bytes()

    def boom(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", boom)
    with pytest.raises(OSError):
        save_game(path, header, events)
    assert path.read_bytes() == before  # the old file is intact
    assert [p.name for p in tmp_path.iterdir()] == ["game.mjsave"]


def _edit(text: str, index: int, change: dict[str, object]) -> str:
    lines = text.split("\n")
    data = json.loads(lines[index])
    data.update(change)
    lines[index] = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return "\n".join(lines)


def _line_of(text: str, kind: str, n: int = 0) -> int:
    found = [i for i, line in enumerate(text.split("\n")) if f'"type":"{kind}"' in line]
    return found[n]


@pytest.mark.parametrize("damage, code", [
    pytest.param(lambda t: "", "empty", id="empty"),
    pytest.param(lambda t: t[:-7], "truncated", id="cut_mid_line"),
    pytest.param(lambda t: "\n".join(t.split("\n")[:40]) + "\n", "truncated",
                 id="cut_at_a_line"),
    pytest.param(lambda t: "{}\n" + t, "not_a_save", id="not_a_save"),
    pytest.param(lambda t: "nonsense\n", "corrupt", id="header_not_json"),
    pytest.param(lambda t: _edit(t, 0, {"schema_version": 99}), "newer_schema",
                 id="newer_schema"),
    pytest.param(lambda t: _edit(t, 0, {"schema_version": "one"}), "unknown_schema",
                 id="unknown_schema"),
    pytest.param(lambda t: _edit(t, 0, {"profile": "mil"}), "checksum", id="unsigned_edit"),
    pytest.param(lambda t: resigned(_edit(t, 0, {"profile": "mil"})), "header_mismatch",
                 id="header_says_other_rules"),
    pytest.param(lambda t: resigned(_edit(t, 5, {"type": "teleported"})), "bad_event",
                 id="unknown_event"),
    pytest.param(lambda t: resigned(t.replace('"type":"drew"', '"type":"drew', 1)), "corrupt",
                 id="broken_json_line"),
    pytest.param(lambda t: resigned(_edit(t, _line_of(t, "discarded"), {"tile": "9s"}) if (
        '"tile":"9s"' not in t.split("\n")[_line_of(t, "discarded")]) else _edit(
        t, _line_of(t, "discarded"), {"tile": "1m"})), "illegal_move", id="illegal_discard"),
    pytest.param(lambda t: resigned(_edit(t, _line_of(t, "won"), {"value": 999})), "mismatch",
                 id="edited_win_value"),
    pytest.param(lambda t: resigned(_edit(t, _line_of(t, "hand_ended"), {"next_dealer": 3}) if (
        '"next_dealer":3' not in t.split("\n")[_line_of(t, "hand_ended")]) else _edit(
        t, _line_of(t, "hand_ended"), {"next_dealer": 2})), "mismatch", id="edited_dealer"),
    # Forged files whose events are changed to values of the wrong kind (issue reproducers):
    pytest.param(lambda t: resigned(_edit(t, _line_of(t, "discarded"), {"seat": 4})),
                 "bad_event", id="seat_4"),
    pytest.param(lambda t: resigned(_edit(t, _line_of(t, "discarded"), {"seat": 2.0})),
                 "bad_event", id="seat_float"),
    pytest.param(lambda t: resigned(_edit(t, _line_of(t, "discarded"), {"seat": [1]})),
                 "bad_event", id="seat_list"),
    pytest.param(lambda t: resigned(_edit(t, _line_of(t, "voids_chosen"), {
        "voids": ["m", "p", "s"]})), "bad_event", id="three_voids"),
    pytest.param(lambda t: resigned(_edit(t, _line_of(t, "won"), {"melds": [None]})),
                 "bad_event", id="null_meld"),
    pytest.param(lambda t: resigned(_edit(t, _line_of(t, "won"), {"payments": None})),
                 "bad_event", id="null_payments"),
    pytest.param(lambda t: resigned(_edit(t, 0, {"seed": 10**30})), "corrupt",
                 id="huge_seed"),
    pytest.param(lambda t: resigned(t.replace('"hand":0', '"hand":' + "9" * 5000, 1)),
                 "bad_event", id="five_thousand_digits"),
    pytest.param(lambda t: "[" * 2000 + "\n" + t, "corrupt", id="deep_nesting"),
    pytest.param(lambda t: _edit(t, 0, {"seed": 4}), "checksum", id="edited_header_seed"),
])
def test_damaged_files_are_refused(saved: tuple[SaveHeader, list[ev.Event], str],
                                   tmp_path: Path, damage: object, code: str) -> None:
    _, _, text = saved
    bad = damage(text)  # type: ignore[operator]
    path = tmp_path / "bad.mjsave"
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert info.value.code == code, str(info.value)
    assert path.read_text(encoding="utf-8") == bad  # loading never touches the file


def test_unreadable_and_binary_files(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as info:
        load_game(tmp_path / "missing.mjsave")
    assert info.value.code == "unreadable"
    path = tmp_path / "binary.mjsave"
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert info.value.code == "corrupt"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.data_too_large])
@given(data=st.data())
def test_any_corruption_gives_the_typed_error(saved: tuple[SaveHeader, list[ev.Event], str],
                                              data: st.DataObject) -> None:
    _, _, text = saved
    kind = data.draw(st.sampled_from(["truncate", "flip", "delete_line", "swap_lines",
                                      "duplicate_line"]))
    lines = text.split("\n")
    if kind == "truncate":
        bad = text[:data.draw(st.integers(0, len(text) - 1))]
    elif kind == "flip":
        pos = data.draw(st.integers(0, len(text) - 1))
        ch = data.draw(st.characters(min_codepoint=32, max_codepoint=0x2FF))
        bad = text[:pos] + ch + text[pos + 1:]
    elif kind == "delete_line":
        i = data.draw(st.integers(0, len(lines) - 2))
        bad = "\n".join(lines[:i] + lines[i + 1:])
    elif kind == "swap_lines":
        i = data.draw(st.integers(0, len(lines) - 3))
        j = data.draw(st.integers(0, len(lines) - 2))
        lines[i], lines[j] = lines[j], lines[i]
        bad = "\n".join(lines)
    else:
        i = data.draw(st.integers(0, len(lines) - 2))
        bad = "\n".join(lines[:i + 1] + lines[i:])
    if bad == text:
        return
    with pytest.raises(SaveError):
        loads(bad)


def test_devices_fifos_and_huge_files_are_refused_at_once(tmp_path: Path) -> None:
    import os

    with pytest.raises(SaveError) as info:
        load_game("/dev/zero")  # would fill the memory if read whole
    assert info.value.code == "not_a_file"
    fifo = tmp_path / "pipe.mjsave"
    os.mkfifo(fifo)
    with pytest.raises(SaveError) as info:
        load_game(fifo)  # would wait for a writer forever if opened plainly
    assert info.value.code == "not_a_file"
    big = tmp_path / "big.mjsave"
    with big.open("wb") as fh:
        fh.truncate(60_000_000)  # sparse: costs no disk
    with pytest.raises(SaveError) as info:
        load_game(big)
    assert info.value.code == "too_big"


def test_a_forged_exchange_direction_is_refused(tmp_path: Path) -> None:
    header, events = _match("majsoul", 5)
    text = dumps(header, events)
    line = _line_of(text, "tiles_exchanged")
    bad = resigned(_edit(text, line, {"direction": "kong"}))
    path = tmp_path / "forged.mjsave"
    path.write_text(bad, encoding="utf-8")
    with pytest.raises(SaveError) as info:
        load_game(path)
    assert info.value.code == "bad_event"


@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_any_damage_to_a_save_is_a_typed_refusal(saved: tuple[SaveHeader, list[ev.Event], str],
                                                 data: st.DataObject) -> None:
    """Random edits (with the checksum forged or not) to a real save: it loads, or it is
    refused with a SaveError code; nothing else ever escapes."""
    _, _, text = saved
    lines = text[:-1].split("\n")
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, len(lines) - 1))
        pos = data.draw(st.integers(0, len(lines[i])))
        junk = data.draw(st.sampled_from(["", "0", "9" * 30, "[", "]", "{", "\"", ",", "null",
                                          "-1", "2.0", "\udcff", "²", "true"]))
        cut = data.draw(st.integers(0, 3))
        lines[i] = lines[i][:pos] + junk + lines[i][pos + cut:]
    bad = "\n".join(lines) + "\n"
    if data.draw(st.booleans()):
        try:
            bad = resigned(bad)  # forge the checksum, so the damage reaches the events
        except (KeyError, TypeError, ValueError, UnicodeEncodeError):
            pass  # the closing line itself is broken: leave it so
    try:
        loads(bad)
    except SaveError as err:
        assert err.code


DATA = Path(__file__).resolve().parents[1] / "data"


def test_a_file_saved_before_the_journal_reads_and_writes_back_the_same(tmp_path: Path) -> None:
    """The contract: a .mjsave written by the version before the journal (a majsoul hand cut
    mid-hand, a Vietnamese name) loads as it did and is written back byte for byte."""
    path = DATA / "saved_before_journal.mjsave"
    game = load_game(path)
    assert not game.journal and game.header.hands is None and game.header.game == ""
    assert len(game.events) == 63 and game.header.seats[1]["name"] == "Bảo"
    again = tmp_path / "again.mjsave"
    save_game(again, game.header, game.events)
    assert again.read_bytes() == path.read_bytes()


@pytest.mark.parametrize("hands, code", [
    pytest.param(2, None, id="two_hands"),
    pytest.param(0, "corrupt", id="no_hands"),
    pytest.param(True, "corrupt", id="a_flag"),
    pytest.param("2", "corrupt", id="text"),
    pytest.param(10_001, "corrupt", id="too_many"),
])
def test_the_match_length_in_the_header(saved: tuple[SaveHeader, list[ev.Event], str],
                                        hands: object, code: str | None) -> None:
    _, _, text = saved
    edited = resigned(_edit(text, 0, {"hands": hands}))
    if code is None:
        assert loads(edited).header.hands == hands
    else:
        with pytest.raises(SaveError) as info:
            loads(edited)
        assert info.value.code == code


@pytest.mark.parametrize("length,code", [(100, None), (101, "corrupt"), (95_000, "corrupt")],
                         ids=["longest_name", "one_too_long", "ninety_five_thousand"])
def test_a_seats_name_is_bounded(saved: tuple[SaveHeader, list[ev.Event], str], length: int,
                                 code: str | None) -> None:
    """A seat's name in a shared file is at most 100 characters, as the scorebook bounds a
    player's (a 95,000-character name took seconds to open in Play and the replay)."""
    header, _, text = saved
    seats = [dict(s) for s in header.seats]
    seats[1]["name"] = "名" * length
    edited = resigned(_edit(text, 0, {"seats": seats}))
    if code is None:
        assert loads(edited).header.seats[1]["name"] == "名" * length
    else:
        with pytest.raises(SaveError) as info:
            loads(edited)
        assert info.value.code == code
