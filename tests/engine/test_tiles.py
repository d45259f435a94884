"""Tile notation: parse/format round trips and every parse error code with its position."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mahjong_gui.engine import tiles
from mahjong_gui.engine.melds import Meld, MeldKind, parse_meld
from mahjong_gui.engine.tiles import TILES, ErrorCode, Suit, TileError


def test_kinds_and_properties() -> None:
    assert len(tiles.SUIT_TILES) == 27 and len(tiles.HONOUR_TILES) == 7
    assert len(tiles.BONUS_TILES) == 8
    five_dots = tiles.parse("5p")[0]
    assert (five_dots.suit, five_dots.rank, str(five_dots)) == (Suit.DOTS, 5, "5p")
    assert tiles.parse("7z")[0].is_honour and tiles.parse("8f")[0].is_bonus
    assert tiles.parse("9s")[0].is_terminal and not tiles.parse("8s")[0].is_terminal
    assert tiles.tile(3, "m") == tiles.parse("3m")[0]


@pytest.mark.parametrize("text, expected", [
    pytest.param("123m456p55s", "123m456p55s", id="compact"),
    pytest.param("1m 2m 3m 4p", "123m4p", id="spaced"),
    pytest.param("55M 1z 7z 1f 8f", "55m17z18f", id="upper_case_and_honours"),
    pytest.param("3m1m2m", "312m", id="order_kept"),
])
def test_parse_then_format(text: str, expected: str) -> None:
    assert tiles.format(tiles.parse(text)) == expected


@pytest.mark.parametrize("text, code, position", [
    pytest.param("", ErrorCode.EMPTY, None, id="empty"),
    pytest.param("   ", ErrorCode.EMPTY, None, id="blank"),
    pytest.param("123x", ErrorCode.UNKNOWN_LETTER, 3, id="unknown_letter"),
    pytest.param("12m05p", ErrorCode.RANK_ZERO, 3, id="rank_zero"),
    pytest.param("123m45", ErrorCode.NO_SUIT, 4, id="digits_without_suit"),
    pytest.param("m12", ErrorCode.NO_SUIT, 0, id="letter_without_digits"),
    pytest.param("11111m", ErrorCode.FIFTH_COPY, 4, id="fifth_copy"),
    pytest.param("11m 11m 1m", ErrorCode.FIFTH_COPY, 8, id="fifth_copy_spaced"),
    pytest.param("8z", ErrorCode.BAD_RANK, 0, id="no_8z"),
    pytest.param("9f", ErrorCode.BAD_RANK, 0, id="no_9f"),
    pytest.param("1f2f1f", ErrorCode.DUPLICATE_BONUS, 4, id="bonus_twice"),
])
def test_parse_errors(text: str, code: ErrorCode, position: int | None) -> None:
    with pytest.raises(TileError) as info:
        tiles.parse(text)
    assert info.value.code is code
    assert info.value.position == position


kinds = st.sampled_from(TILES)


@st.composite
def tile_tuples(draw: st.DrawFn) -> tuple[tiles.Tile, ...]:
    """Any order of legal tiles: at most four of a kind, one of each bonus tile."""
    out = draw(st.lists(kinds, min_size=1, max_size=20))
    kept: list[tiles.Tile] = []
    for t in out:
        limit = 1 if t.is_bonus else 4
        if kept.count(t) < limit:
            kept.append(t)
    return tuple(kept)


@given(tile_tuples())
def test_format_then_parse_is_identity(ts: tuple[tiles.Tile, ...]) -> None:
    assert tiles.parse(tiles.format(ts)) == ts


@given(tile_tuples())
def test_compact_text_round_trips(ts: tuple[tiles.Tile, ...]) -> None:
    text = tiles.format(ts)
    assert tiles.format(tiles.parse(text)) == text


@given(tile_tuples())
def test_spaced_notation_reads_the_same(ts: tuple[tiles.Tile, ...]) -> None:
    assert tiles.parse(" ".join(str(t) for t in ts)) == ts


@pytest.mark.parametrize("text, meld", [
    ("pong:5m", Meld(MeldKind.PONG, tiles.parse("5m")[0])),
    ("ANKONG:9s", Meld(MeldKind.ANKONG, tiles.parse("9s")[0])),
    ("chow:7p", Meld(MeldKind.CHOW, tiles.parse("7p")[0])),
])
def test_parse_meld(text: str, meld: Meld) -> None:
    assert parse_meld(text) == meld
    assert str(meld) == text.lower()


@pytest.mark.parametrize("text", ["pung:5m", "pong", "pong:55m", "chow:8m", "chow:1z", "kong:1f"])
def test_parse_meld_errors(text: str) -> None:
    with pytest.raises(TileError):
        parse_meld(text)


def test_meld_tiles() -> None:
    assert parse_meld("kong:3p").tiles == tiles.parse("3333p")
    assert parse_meld("chow:3p").tiles == tiles.parse("345p")


def test_parse_hand_splits_tiles_melds_and_bonus() -> None:
    from mahjong_gui.engine.melds import MeldKind, parse_hand

    hand, melds, bonus = parse_hand("55m 6f 123p pong:7z ankong:9s 1f")
    assert [str(t) for t in hand] == ["5m", "5m", "1p", "2p", "3p"]  # in the order written
    assert [(m.kind, str(m.tile)) for m in melds] == [(MeldKind.PONG, "7z"),
                                                      (MeldKind.ANKONG, "9s")]
    assert [str(t) for t in bonus] == ["1f", "6f"]
    assert parse_hand("  ") == ((), (), ())
