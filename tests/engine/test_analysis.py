"""Hand analysis against the rules (docs/rules.md §1-2) and against independent references."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from mahjong.shanten import Shanten

from mahjong_gui.engine import analysis, tiles
from mahjong_gui.engine.analysis import Family, Form
from mahjong_gui.engine.tiles import TILES, ErrorCode, TileError
from tests.engine.reference import is_win_by_search, suit_distances
from tests.helpers import melds

P = tiles.parse


# --- the per-suit tables ----------------------------------------------------------------------


def _record(counts: list[int]) -> tuple[int, ...]:
    index = sum(c * 5**i for i, c in enumerate(counts))
    table = analysis._NUMBER_IDX if len(counts) == 9 else analysis._HONOUR_IDX
    return analysis._RECORDS[table[index]]


@pytest.mark.parametrize("kinds", [9, 7], ids=["number_suit", "honours"])
def test_table_distances_match_dynamic_programme(kinds: int) -> None:
    rng = random.Random(20261129 + kinds)
    checked = 0
    while checked < (150 if kinds == 9 else 100):
        counts = [rng.choice((0, 0, 1, 1, 2, 3, 4)) for _ in range(kinds)]
        if sum(counts) > 14:
            continue
        rec = _record(counts)
        assert rec[0] == sum(counts)
        assert rec[2] == sum(c // 2 for c in counts) and rec[3] == sum(c % 2 for c in counts)
        ref = suit_distances(counts, sequences=kinds == 9)
        for k in range(5):
            for p in range(2):
                assert rec[4 + 2 * k + p] == ref[(k, p)], (counts, k, p)
        n = sum(counts)
        exact = 0
        if n % 3 == 0 and ref[(n // 3, 0)] == 0:
            exact = 1
        if n % 3 == 2 and ref[((n - 2) // 3, 1)] == 0:
            exact = 2
        assert rec[1] == exact, counts
        checked += 1


# --- agreement with the `mahjong` package -----------------------------------------------------


def random_hands(count: int, seed: int) -> list[tuple[tiles.Tile, ...]]:
    """13- and 14-tile Sichuan hands; every third one is flush-heavy (8+ tiles of one suit)."""
    rng = random.Random(seed)
    wall = [t for t in range(27) for _ in range(4)]
    hands = []
    for i in range(count):
        n = 13 + i % 2
        if i % 3 == 0:
            suit = rng.randrange(3)
            own = [t for t in wall if t // 9 == suit]
            other = [t for t in wall if t // 9 != suit]
            k = rng.randint(8, n)
            h = rng.sample(own, k) + rng.sample(other, n - k)
        else:
            h = rng.sample(wall, n)
        hands.append(tuple(TILES[t] for t in h))
    return hands


def test_regular_shanten_agrees_with_mahjong_package() -> None:
    hands = random_hands(24000, seed=7)
    flush_heavy = 0
    for h in hands:
        c34 = [0] * 34
        for t in h:
            c34[t] += 1
        expected = Shanten.calculate_shanten_for_regular_hand(c34)
        assert analysis.shanten_by_form(h)[Form.REGULAR] == expected, tiles.format(sorted(h))
        flush_heavy += max(sum(c34[s * 9:s * 9 + 9]) for s in range(3)) >= 8
    assert flush_heavy >= 8000


# --- win check --------------------------------------------------------------------------------


@pytest.mark.parametrize("hand, meld_texts, void, win", [
    pytest.param("123456m234p789p55m", (), None, True, id="plain"),
    pytest.param("123456m234p789p55m", (), "s", True, id="void_absent"),
    pytest.param("123m456m789m123p55s", (), "s", False, id="void_tile_blocks_win"),
    pytest.param("123m456m789m123p55s", (), None, True, id="same_hand_no_void"),
    pytest.param("11223344556666m", (), None, True, id="seven_pairs_with_four_of_a_kind"),
    pytest.param("11223344556677m", (), None, True, id="seven_pairs"),
    pytest.param("1122334455667m8m", (), None, False, id="not_seven_pairs"),
    pytest.param("55m", ("pong:1m", "kong:2p", "ankong:3p", "addkong:9p"), None, True,
                 id="golden_hook_shape"),
    pytest.param("55m", ("pong:1s", "kong:2p", "ankong:3p", "addkong:9p"), "s", False,
                 id="void_meld"),
])
def test_is_win(hand: str, meld_texts: tuple[str, ...], void: str | None, win: bool) -> None:
    assert analysis.is_win(P(hand), melds(*meld_texts), void) is win


def test_is_win_agrees_with_decomposition_search() -> None:
    rng = random.Random(11)
    checked = wins = 0
    shapes = [(t, t + 1, t + 2) for t in range(27) if t % 9 <= 6] + [(t,) * 3 for t in range(27)]
    while checked < 3000:
        h = [t for _ in range(4) for t in rng.choice(shapes)] + [rng.randrange(27)] * 2
        if rng.random() < 0.5:  # perturb one tile: many near-wins
            h[rng.randrange(14)] = rng.randrange(27)
        if max(h.count(t) for t in h) > 4:
            continue
        hand = tuple(TILES[t] for t in h)
        void = rng.choice([None, "m", "p", "s"])
        expected = is_win_by_search(hand, (), void)
        assert analysis.is_win(hand, (), void) is expected, (tiles.format(hand), void)
        wins += expected
        checked += 1
    assert 300 < wins < 2700


def test_thirteen_orphans_only_for_hong_kong() -> None:
    hand = P("19m19p19s1234567z1z")
    assert analysis.is_win(hand, family=Family.HONG_KONG)
    assert not analysis.is_win(hand)
    assert len(analysis.waits(P("19m19p19s1234567z"), family=Family.HONG_KONG)) == 13


# --- shanten per form -------------------------------------------------------------------------


@pytest.mark.parametrize("hand, void, regular, seven_pairs, overall", [
    pytest.param("1122334455667m", None, 0, 0, 0, id="seven_pairs_ready"),
    pytest.param("1122334455666m", None, 0, 0, 0, id="three_of_a_kind_toward_two_pairs"),
    pytest.param("11223344556666m", None, -1, -1, -1, id="complete_with_four"),
    pytest.param("123m456m789m123p5s", "s", 1, 6, 1, id="void_single_thrown_away"),
    pytest.param("123m456m789m123p5s", None, 0, 6, 0, id="same_without_void"),
    pytest.param("1111m234p567p789s", None, 1, 4, 1, id="fifth_copy_not_a_wait"),
    pytest.param("1357m1357p1357s9m", None, 4, 6, 4, id="scattered"),
])
def test_shanten_by_form(hand: str, void: str | None, regular: int, seven_pairs: int,
                         overall: int) -> None:
    by_form = analysis.shanten_by_form(P(hand), (), void)
    assert by_form == {Form.REGULAR: regular, Form.SEVEN_PAIRS: seven_pairs}
    assert analysis.shanten(P(hand), (), void) == overall


def test_shanten_with_melds_has_no_seven_pairs() -> None:
    by_form = analysis.shanten_by_form(P("123m456p45s55s"), melds("pong:9m"))
    assert by_form == {Form.REGULAR: 0, Form.SEVEN_PAIRS: None}


def test_void_tiles_cost_one_draw_each() -> None:
    all_void = P("1112223334445s")
    assert analysis.shanten(all_void, (), "s") == 13  # 14 useful tiles needed, one is a draw
    assert analysis.shanten(all_void) == 0


# --- waits ------------------------------------------------------------------------------------


@pytest.mark.parametrize("hand, meld_texts, void, expected", [
    pytest.param("1112345678999m", (), None, "123456789m", id="nine_gates"),
    pytest.param("1111m234p567p789s", (), None, "", id="only_a_fifth_copy"),
    pytest.param("1122334455666m", (), None, "123456m", id="three_of_a_kind_completes_pairs"),
    pytest.param("123m456m789m123p5s", (), "s", "", id="holding_void_waits_on_nothing"),
    pytest.param("123m456m789m123p5p", (), "s", "5p", id="single_wait"),
    pytest.param("5p", ("pong:5m", "pong:6m", "pong:7m", "pong:5p"), None, "",
                 id="fifth_copy_through_a_pong"),
    pytest.param("11m", ("pong:5m", "pong:6m", "pong:7m"), None, "", id="wrong_count"),
])
def test_waits(hand: str, meld_texts: tuple[str, ...], void: str | None, expected: str) -> None:
    if len(P(hand)) + 3 * len(meld_texts) != 13:
        with pytest.raises(TileError) as info:
            analysis.waits(P(hand), melds(*meld_texts), void)
        assert info.value.code is ErrorCode.TILE_COUNT
        return
    got = analysis.waits(P(hand), melds(*meld_texts), void)
    assert got == (P(expected) if expected else ())


def test_waits_agree_with_brute_force() -> None:
    for hand in random_hands(3000, seed=5)[::2][:1200]:  # the 13-tile ones
        assert len(hand) == 13
        counts = [hand.count(t) for t in range(27)]
        expected = tuple(TILES[t] for t in range(27)
                         if counts[t] < 4 and is_win_by_search((*hand, TILES[t])))
        assert analysis.waits(hand) == expected, tiles.format(sorted(hand))


# --- discards and ukeire ----------------------------------------------------------------------


def test_discards_rank_by_shanten_then_ukeire() -> None:
    hand = P("123m456m789m12p55s9p")
    options = analysis.discards(hand, visible=P("3p3p"))
    best = options[0]
    assert best.shanten == 0 and best.tile == P("9p")[0]
    assert all(o.shanten == 1 for o in options[1:])
    assert sorted(str(o.tile) for o in options) == sorted(str(t) for t in set(hand))
    # Discarding 9p leaves 123m456m789m 12p 345s waiting on 3p: 4 copies minus the two seen.
    assert best.waits == P("3p") and best.ukeire == 2
    keys = [(o.shanten, -o.ukeire) for o in options]
    assert keys == sorted(keys)


def test_ukeire_counts_unseen_copies() -> None:
    count, kinds = analysis.ukeire(P("1122334455667m"), visible=P("7m7m1m"))
    assert kinds == P("147m")
    assert count == (4 - 2 - 1) + (4 - 2) + (4 - 1 - 2)


# --- decompositions ---------------------------------------------------------------------------


def test_every_decomposition_is_listed() -> None:
    found = analysis.decompositions(P("11122233344455m"))
    forms = [d.form for d in found]
    assert forms.count(Form.REGULAR) >= 3 and Form.SEVEN_PAIRS not in forms
    readings = {tuple((g.kind.value, str(g.tile)) for g in d.groups) for d in found}
    assert len(readings) == len(found)  # no reading twice
    for d in found:
        assert sorted(t for g in d.groups for t in g.tiles) == sorted(P("11122233344455m"))


def test_seven_pairs_reading_splits_a_four() -> None:
    found = analysis.decompositions(P("11223344556666m"))
    seven = [d for d in found if d.form is Form.SEVEN_PAIRS]
    assert len(seven) == 1
    assert [str(g.tile) for g in seven[0].groups] == ["1m", "2m", "3m", "4m", "5m", "6m", "6m"]


def test_decomposition_keeps_melds() -> None:
    ms = melds("pong:1m", "kong:2p", "ankong:3p", "addkong:9p")
    (only,) = analysis.decompositions(P("55m"), ms)
    assert only.melds == ms and only.pair == P("5m")[0]


# --- bad input --------------------------------------------------------------------------------


@pytest.mark.parametrize("hand, meld_texts, code", [
    pytest.param("123m", (), ErrorCode.TILE_COUNT, id="too_few"),
    pytest.param("1111m", ("pong:2m", "pong:3m", "pong:4m", "pong:1m"), ErrorCode.FIFTH_COPY,
                 id="fifth_copy_with_meld"),
    pytest.param("123456789m1234p1f", (), ErrorCode.BONUS_IN_HAND, id="bonus_in_hand"),
])
def test_invalid_hands_raise_typed_errors(hand: str, meld_texts: tuple[str, ...],
                                          code: ErrorCode) -> None:
    for fn in (analysis.shanten, analysis.is_win):
        with pytest.raises(TileError) as info:
            fn(P(hand), melds(*meld_texts))
        assert info.value.code is code


def test_fifth_copy_in_a_built_tuple_is_caught() -> None:
    hand = (TILES[0],) * 5 + P("23456789m")
    with pytest.raises(TileError) as info:
        analysis.shanten(hand)
    assert info.value.code is ErrorCode.FIFTH_COPY


def test_bad_void() -> None:
    with pytest.raises(TileError) as info:
        analysis.is_win(P("123456m234p789p55m"), (), "z")
    assert info.value.code is ErrorCode.BAD_VOID


# --- isolation --------------------------------------------------------------------------------


def test_engine_imports_no_qt() -> None:
    code = (
        "import importlib, pkgutil, sys, mahjong_gui.engine as e\n"
        "for m in pkgutil.walk_packages(e.__path__, 'mahjong_gui.engine.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [m for m in sys.modules if m.startswith('PySide6')]\n"
        "print(len([m for m in sys.modules if m.startswith('mahjong_gui.engine')]))\n"
        "sys.exit(1 if bad else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) >= 4  # the engine modules really were imported
