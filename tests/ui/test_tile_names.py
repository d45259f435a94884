"""Names, never codes (issue 30): every line of the log, the replay and the hint names its tiles
("5 Dots", "East", "Plum") in all six languages; no tile code ("5p", "7z", "2f") reaches a
player. Seeded games of every profile in the registry (docs/rules.md §1 for the tile names)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from mahjong_gui.bots.hints import hint
from mahjong_gui.bots.registry import make_bot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.legal import legal_actions
from mahjong_gui.engine.rules import PROFILES, get_profile
from mahjong_gui.engine.state import INITIAL, apply
from mahjong_gui.engine.table import Match, play_match
from mahjong_gui.engine.tiles import TILES, parse
from mahjong_gui.engine.views import seat_view
from mahjong_gui.ui import i18n, texts
from mahjong_gui.ui.texts.events import describe, describe_public
from mahjong_gui.ui.texts.hints import hint_lines, waits_line, warning_text

CODE = re.compile(r"\b[1-9][mpsz]\b|\b[1-8]f\b")
NAMES = ("An", "Bình", "Chi", "Dũng")
LANGS = tuple(i18n.LANGUAGE_CODES)


def _events(profile_id: str, seed: int) -> list[ev.Event]:
    match = Match(get_profile(profile_id), seed, hands=2)
    play_match(match, [make_bot("normal", s) for s in range(4)])
    return list(match.events)


@pytest.fixture(scope="module")
def games() -> dict[str, list[ev.Event]]:
    """Two seeded matches of two hands in every profile of the registry."""
    return {f"{pid}/{seed}": _events(pid, seed) for pid in PROFILES for seed in (3, 4)}


@pytest.fixture(scope="module")
def sampled_hints(games: dict[str, list[ev.Event]]) -> list[object]:
    """The hint before every 12th move of seat 0 (a discard, a claim or a pass), in each game."""
    out: list[object] = []
    moves = (ev.Discarded, ev.ClaimPassed, ev.Ponged, ev.Chowed, ev.Konged, ev.Won)
    for events in games.values():
        state = INITIAL
        asked = 0
        for e in events:
            if isinstance(e, moves) and e.seat == 0:
                if asked % 12 == 0:
                    out.append(hint(seat_view(state, 0), legal_actions(state, 0), search=False))
                asked += 1
            state = apply(state, e)
    return out


def test_the_games_cover_bonus_tiles_honours_chows_and_wins(
        games: dict[str, list[ev.Event]]) -> None:
    every = [e for events in games.values() for e in events]
    assert any(isinstance(e, ev.BonusReplaced) for e in every)
    assert any(isinstance(e, ev.Chowed) for e in every)
    assert any(isinstance(e, ev.Won) for e in every)
    assert any(isinstance(e, ev.Discarded) and e.tile.is_honour for e in every)


@pytest.mark.parametrize("lang", LANGS)
def test_no_line_of_the_log_or_the_hint_holds_a_tile_code(
        lang_app: QApplication, lang: str, games: dict[str, list[ev.Event]],
        sampled_hints: list[object]) -> None:
    i18n.install_translators(lang_app, lang)
    lines: list[str] = []
    for events in games.values():
        for e in events:
            lines.append(describe(e, NAMES))
            lines.append(describe(e, NAMES, None))
            lines.append(describe_public(e, NAMES) or "")
    for h in sampled_hints:
        lines += hint_lines(h, NAMES)  # type: ignore[arg-type]
        waits = getattr(h, "waits", ())
        lines.append(waits_line(waits, TILES[4]))
    assert len(sampled_hints) >= 12
    bad = [line for line in lines if CODE.search(line)]
    assert bad == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_tile_has_a_name_of_its_own(lang_app: QApplication, lang: str) -> None:
    i18n.install_translators(lang_app, lang)
    names = [texts.tile(t) for t in TILES]
    assert len(set(names)) == 42  # no two tiles share a name
    assert not [n for n in names if CODE.search(n)]
    if lang != "en":  # every name is translated
        i18n.install_translators(lang_app, "en")
        english = [texts.tile(t) for t in TILES]
        assert [a for a, b in zip(names, english, strict=True) if a == b] == []


def test_names_in_english(lang_app: QApplication) -> None:
    i18n.install_translators(lang_app, "en")
    assert [texts.tile(t) for t in parse("5p 9m 1s 1z 5z 7z 1f 4f 8f")] == [
        "5 Dots", "9 Characters", "1 Bamboo", "East", "White dragon", "Red dragon", "Plum",
        "Bamboo flower", "Winter"]
    assert texts.tiles(parse("147m5p1z")) == "1 4 7 Characters, 5 Dots, East"
    assert texts.tile("not a tile") == "not a tile"


def test_a_warning_names_its_tiles(lang_app: QApplication) -> None:
    from mahjong_gui.bots.table_hints import Warning

    i18n.install_translators(lang_app, "en")
    text = warning_text(Warning("void_late", parse("3m7m")))
    assert "3 7 Characters" in text and not CODE.search(text)


@pytest.mark.parametrize("lang", LANGS)
def test_not_a_winning_shape_names_the_familys_own_shapes(lang_app: QApplication,
                                                          lang: str) -> None:
    """docs/rules.md §3: Hong Kong wins with four sets and a pair or thirteen orphans; §2:
    Sichuan with four sets and a pair or seven pairs."""
    i18n.install_translators(lang_app, lang)
    seven = texts.pattern("seven_pairs").lower()
    orphans = texts.pattern("thirteen_orphans").lower()
    for pid in PROFILES:
        profile = get_profile(pid)
        text = texts.not_win("not_winning_shape", profile).lower()
        assert text == texts.ledger_error("not_a_win", "not_winning_shape", profile).lower()
        if profile.honours:  # the Hong Kong family
            assert orphans in text and seven not in text
        else:
            assert seven in text and orphans not in text
