"""Issue 17, self-play speed: the engine's faster paths of the last round give what the plain
ones give (the analysis without details reads the unseen copies a byte a rank)."""

from __future__ import annotations

import random

from mahjong_gui.engine import analysis
from mahjong_gui.engine.tiles import TILES
from tests.engine.test_incremental_analysis import _legal_hands


def test_discards_without_details_count_the_unseen_copies_given() -> None:
    """``details=False`` with ``unseen=`` (what the bots pass) gives every option's shanten and
    ukeire as the full analysis counts them from the same visible tiles."""
    rng = random.Random(37)
    for hand, melds, void, family in _legal_hands(rng, 3_000):
        visible = [TILES[t] for t in rng.sample(range(34 if family is analysis.Family.HONG_KONG
                                                      else 27), rng.randrange(20))]
        unseen = analysis.unseen_counts(hand, melds, visible)
        full = analysis.discards(hand, melds, void, visible, family=family)
        assert analysis.discards(hand, melds, void, family=family, unseen=unseen,
                                 details=False) == [o._replace(kinds=(), waits=()) for o in full]
        assert analysis.discards(hand, melds, void, family=family, unseen=unseen) == full


def test_each_void_suit_s_shanten_from_one_split() -> None:
    rng = random.Random(39)
    for hand, melds, _void, family in _legal_hands(rng, 3_000):
        if family is analysis.Family.HONG_KONG:
            continue
        for n in (13, 14):
            part = hand[:n - 3 * len(melds)]
            assert analysis.void_shantens(part, melds) == tuple(
                analysis.shanten(part, melds, v) for v in "mps")


def test_a_suit_s_bits_from_its_halves() -> None:
    """``_suit_bits`` (the odd and four-held ranks, and the unseen copies when only the hand
    has been seen) read from two remembered halves equals the rank-by-rank count."""
    rng = random.Random(47)
    for _ in range(20_000):
        honours = rng.random() < 0.2
        ranks = 7 if honours else 9
        counts = [rng.choice((0, 0, 1, 1, 2, 3, 4)) for _ in range(ranks)]
        idx = sum(c * 5**k for k, c in enumerate(counts))
        odd = sum(1 << k for k, c in enumerate(counts) if c & 1)
        four = sum(1 << k for k, c in enumerate(counts) if c == 4)
        drawable = sum(1 << k for k, c in enumerate(counts) if c < 4)
        packed = sum((4 - c) << 8 * k for k, c in enumerate(counts))
        assert analysis._suit_bits(idx << 1 | honours) == (odd, four, drawable, packed)


def plain_format(kinds: list[int]) -> str:
    """The notation written tile by tile from each tile's suit and rank."""
    out, letter = "", ""
    for t in kinds:
        s = TILES[t].suit.value
        out += (letter if letter and s != letter else "") + str(TILES[t].rank)
        letter = s
    return out + letter


def test_compact_tiles_read_by_runs_as_character_by_character() -> None:
    """``tiles.parse`` reads text as ``format`` writes it run by run; whatever it reads, or
    refuses (with the error's code, position and tile), is what the character reader gives."""
    from mahjong_gui.engine import tiles

    rng = random.Random(59)
    alphabet = "123456789mpszf" * 3 + "0 M"

    def outcome(read: object, text: str) -> object:
        try:
            return read(text)  # type: ignore[operator]
        except tiles.TileError as err:
            return (err.code, err.position, err.subject, err.message)

    for _ in range(20_000):
        if rng.random() < 0.5:
            kinds = rng.sample([t for t in range(34) for _ in range(4)] + list(range(34, 42)),
                               rng.randrange(1, 40))
            text = tiles.format(kinds)
            assert text == plain_format(kinds)
            assert tiles.parse(text) == tuple(kinds)
            if rng.random() < 0.5:  # one character changed
                i = rng.randrange(len(text))
                text = text[:i] + rng.choice(alphabet) + text[i + 1:]
        else:
            text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(12)))
        assert outcome(tiles.parse, text) == outcome(tiles._parse_chars, text), text
