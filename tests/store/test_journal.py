"""The auto-save journal: a kill at any moment (the file cut at any byte) resumes the exact game
up to the last whole write in every profile; real damage is refused with the typed errors; one
window holds a game; the next start finds the latest game nobody holds."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mahjong_gui.bots import make_bot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.checks import replay_check, resume_match
from mahjong_gui.engine.rules import PROFILES, get_profile
from mahjong_gui.engine.table import Match
from mahjong_gui.store import autosave
from mahjong_gui.store.autosave import MAX_KEPT, GameBusy, GameLock, Journal, kept_games
from mahjong_gui.store.saves import (
    SaveError,
    SaveHeader,
    journal_dumps,
    load_game,
    loads,
)

SEATS = ({"name": "Ann", "player": "human"},
         *({"name": "", "player": "bot:greedy"} for _ in range(3)))
HANDS = 2


def _play(profile_id: str, seed: int, folder: Path) -> tuple[Journal, list[ev.Event],
                                                            list[tuple[int, int]]]:
    """A match of two hands written as the window writes it: the start whole, then each
    move's events in one append. Returns the journal, the log and, after each write, the
    file's size and the events in it."""
    profile = get_profile(profile_id)
    match = Match(profile, seed, hands=HANDS)
    bots = [make_bot("greedy", seed * 4 + s) for s in range(4)]
    header = SaveHeader(profile_id, dict(profile.options), SEATS, seed, hands=HANDS)
    journal = Journal.new(folder)
    writes: list[tuple[int, int]] = []

    def written() -> None:
        writes.append((journal.path.stat().st_size, journal.count))

    match.start_hand()
    journal.write(header, match.events)
    written()
    while not match.finished:
        table = match.table
        assert table is not None
        if table.over:
            match.start_hand()
            journal.append(match.events[journal.count:])
            written()
            continue
        for seat, legal in table.pending().items():
            table.submit(seat, bots[seat].choose(table.view(seat), legal))
            match.sync()
            if match.finished:
                break
            journal.append(match.events[journal.count:])
            written()
            if table.over:
                break
    return journal, list(match.events), writes


@pytest.mark.parametrize("profile_id", list(PROFILES))
def test_a_kill_at_any_moment_resumes_the_exact_game(profile_id: str, tmp_path: Path) -> None:
    seed = 7 + list(PROFILES).index(profile_id)
    journal, events, writes = _play(profile_id, seed, tmp_path)
    data = journal.path.read_bytes()
    journal.close()
    assert len(writes) > 40 and len(PROFILES) == 6
    rng = random.Random(profile_id)
    first = writes[0][0]  # the first write is atomic: a kill leaves all of it or none
    cuts = sorted({*rng.sample(range(first, len(data) + 1), 40),
                   *(size for size, _ in rng.sample(writes, 12)), len(data)})
    for cut in cuts:
        text = data[:cut].decode("utf-8")  # journal lines are ASCII: any cut is text
        game = loads(text)
        kept = max(n for size, n in writes if size <= cut)
        assert game.journal and list(game.events) == events[:kept], cut
        complete = text.count("\n") - 1
        assert game.dropped == complete - kept
        assert game.state == replay_check(events[:kept])
        # Resumed, the match goes on from there: the same table, someone to ask (or the hand
        # over, waiting for the next deal).
        match = resume_match(game.events, game.header.seed, game.header.hands)
        assert match.table is not None and match.table.state == game.state
        assert match.table.over or match.table.pending()
        assert game.header.hands == HANDS and game.header.seats == SEATS


def test_the_file_itself_cut_by_a_killed_write(tmp_path: Path) -> None:
    journal, events, writes = _play("mil", 3, tmp_path)
    journal.close()
    size, count = writes[30]
    full = journal.path.read_bytes()
    cut = size + (writes[31][0] - size) // 2  # inside the 32nd write
    journal.path.write_bytes(full[:cut])
    game = load_game(journal.path)
    assert list(game.events) == events[:count]
    assert journal.path.read_bytes() == full[:cut]  # reading never changes the file


def _lines(tmp_path: Path) -> tuple[str, list[ev.Event]]:
    journal, events, _ = _play("majsoul", 5, tmp_path)
    journal.close()
    return journal.path.read_text(encoding="utf-8"), events


@pytest.mark.parametrize("damage, code", [
    pytest.param(lambda ls: ls[:5] + ls[6:], "checksum", id="line_removed"),
    pytest.param(lambda ls: ls[:5] + [ls[6], ls[5]] + ls[7:], "checksum", id="lines_swapped"),
    pytest.param(lambda ls: ls[:6] + [ls[5]] + ls[6:], "checksum", id="line_repeated"),
    pytest.param(lambda ls: ls[:5] + [ls[5].replace('"seat":1', '"seat":2', 1)
                                      if '"seat":1' in ls[5]
                                      else ls[5].replace('"seat":', '"seat":1', 1)] + ls[6:],
                 "checksum", id="seat_changed"),
    pytest.param(lambda ls: ls[:5] + [ls[5].split("\t")[0]] + ls[6:], "corrupt",
                 id="check_missing"),
    pytest.param(lambda ls: [ls[0].replace('"seed":5', '"seed":6')] + ls[1:], "checksum",
                 id="header_changed"),
    pytest.param(lambda ls: [ls[0]], "empty", id="header_only"),
    pytest.param(lambda ls: [ls[0].replace("journal", "diary")] + ls[1:], "not_a_save",
                 id="unknown_format"),
])
def test_real_damage_is_refused(tmp_path: Path, damage: object, code: str) -> None:
    text, _ = _lines(tmp_path)
    lines = text.split("\n")[:-1]
    bad = "\n".join(damage(lines)) + "\n"  # type: ignore[operator]
    with pytest.raises(SaveError) as info:
        loads(bad)
    assert info.value.code == code, str(info.value)


@pytest.fixture(scope="module")
def journal_text(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, list[ev.Event]]:
    return _lines(tmp_path_factory.mktemp("journal"))


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_any_change_to_a_whole_line_is_refused(journal_text: tuple[str, list[ev.Event]],
                                               data: st.DataObject) -> None:
    """A character changed inside a whole event line (not the last, cut one) is refused with
    a typed error; it never loads as another game."""
    text, _ = journal_text
    lines = text.split("\n")
    i = data.draw(st.integers(1, len(lines) - 2))
    pos = data.draw(st.integers(0, len(lines[i]) - 1))
    ch = data.draw(st.characters(min_codepoint=32, max_codepoint=0x2FF))
    if ch == lines[i][pos]:
        return
    lines[i] = lines[i][:pos] + ch + lines[i][pos + 1:]
    with pytest.raises(SaveError) as info:
        loads("\n".join(lines))
    assert info.value.code in ("checksum", "corrupt")


def test_a_journal_written_whole_reads_back(tmp_path: Path) -> None:
    journal, events, _ = _play("hk-modern", 2, tmp_path)
    journal.close()
    header = load_game(journal.path).header
    assert loads(journal_dumps(header, events[:50])).events == tuple(events[:50])
    assert header.game == journal.game and journal.path.name == f"{journal.game}.mjjournal"


def test_one_window_holds_a_game(tmp_path: Path) -> None:
    journal, _, _ = _play("mil", 1, tmp_path)
    with pytest.raises(GameBusy):
        Journal.claim(journal.path)  # another window (or another open of it) cannot take it
    assert kept_games(tmp_path) == []
    journal.close()
    [kept] = kept_games(tmp_path)
    assert kept.path == journal.path and not kept.legacy
    claimed = Journal.claim(journal.path)
    assert kept_games(tmp_path) == []
    claimed.discard()
    assert sorted(os.listdir(tmp_path)) == []


def test_a_stale_lock_file_holds_nothing(tmp_path: Path) -> None:
    lock = GameLock(tmp_path / "abc.lock")
    assert lock.acquire()
    lock.release()  # the file stays; nobody holds it
    assert GameLock(tmp_path / "abc.lock").acquire()


def test_only_the_latest_games_are_kept(tmp_path: Path) -> None:
    header = SaveHeader("mil", dict(get_profile("mil").options), SEATS, 1)
    match = Match(get_profile("mil"), 1)
    match.start_hand()
    paths = []
    for n in range(MAX_KEPT + 3):
        journal = Journal.new(tmp_path)
        journal.write(header, match.events)
        journal.close()
        os.utime(journal.path, (1_000_000 + n, 1_000_000 + n))
        paths.append(journal.path)
    kept = kept_games(tmp_path)
    assert [k.path for k in kept] == paths[::-1][:MAX_KEPT]
    assert [p.exists() for p in paths] == [False] * 3 + [True] * MAX_KEPT


def test_a_failed_append_breaks_the_journal_until_it_is_written_whole(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    played, events, writes = _play("mil", 4, tmp_path / "played")
    played.close()
    header = load_game(played.path).header
    a, b, c = (writes[n][1] for n in (2, 4, 6))  # the table at rest after each
    journal = Journal.new(tmp_path)
    journal.write(header, events[:a])

    def full(fd: int, data: bytes) -> int:
        os.ftruncate(fd, os.fstat(fd).st_size)  # nothing written
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(autosave.os, "write", full)
    with pytest.raises(OSError):
        journal.append(events[a:b])
    assert journal.broken and journal.count == a
    with pytest.raises(OSError):
        journal.append(events[a:b])  # refused until written whole
    monkeypatch.undo()
    journal.write(header, events[:b])
    assert not journal.broken
    assert load_game(journal.path).events == tuple(events[:b])
    journal.append(events[b:c])
    assert load_game(journal.path).events == tuple(events[:c])
    journal.close()
