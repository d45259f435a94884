"""The teaching pages of issue 30 item 7: "Shanten and improving tiles", "Strategy and defence"
for Sichuan and for Hong Kong, and the pictures on the Sichuan page (a turn, a void choice, a
ready hand, two flower pigs). Each page exists in the six languages and is reachable from the
table of contents and by search; every number and tile a study or a ``{{fact}}`` shows is
recomputed here straight from the engine (``analysis``, ``calculator``, ``settlement``), not
through ``learn.studies``; and the claims the English prose makes about them hold."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest

from mahjong_gui.engine import analysis
from mahjong_gui.engine.calculator import calculate
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.melds import Meld, parse_hand
from mahjong_gui.engine.rules import PROFILES, get_profile
from mahjong_gui.engine.rules.hongkong import HKScore, HKSituation
from mahjong_gui.engine.scoring import Situation
from mahjong_gui.engine.settlement import WallHand, wall_status
from mahjong_gui.engine.tiles import Tile, parse
from mahjong_gui.learn import studies as st
from mahjong_gui.learn.builder import PLACEHOLDER, BuiltPage, build_page, fill_text
from mahjong_gui.learn.pages import LANGUAGES, PAGE_INFO, LearnError, has_own_page, load_template
from mahjong_gui.learn.text import plain_text
from tests.profiles import SICHUAN
from tests.test_learn import PlainWords

NEW_PAGES = ("shanten", "strategy-sichuan", "strategy-hongkong")
# The pages that show studies, and the studies each must show (in every language).
SHOWN = {
    "shanten": {"sh-two", "sh-discards", "sh-ready", "sh-ready-single", "sh-pairs"},
    "strategy-sichuan": {"ss-void-value", "ss-ready-choice", "ss-fold", "ss-safe-void",
                         "ss-safe-one-suit"},
    "strategy-hongkong": {"hk-faan", "hk-efficiency", "hk-fold"},
    "play-sichuan": {"ps-turn", "ps-void", "ps-ready", "ps-pig-three", "ps-pig-void"},
}


@pytest.fixture(scope="module")
def english() -> dict[str, BuiltPage]:
    return {pid: build_page(pid, PlainWords()) for pid in SHOWN}


# ------------------------------------------------------------------------ the pages exist
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page_id", NEW_PAGES)
def test_each_new_page_exists_in_every_language(page_id: str, lang: str) -> None:
    assert has_own_page(page_id, lang)
    page = build_page(page_id, PlainWords(lang))
    assert not page.fallback and page.title and page.title != page_id
    assert len(plain_text(page.html).split()) > 150 or lang in ("zh_Hans", "zh_Hant", "ja")
    assert PAGE_INFO[page_id].group == "strategy"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("page_id", list(SHOWN))
def test_every_language_shows_the_same_studies_and_facts(page_id: str, lang: str) -> None:
    page = build_page(page_id, PlainWords(lang))
    assert set(page.studies) == SHOWN[page_id], (page_id, lang)
    text, used = load_template(page_id, lang)
    english, _ = load_template(page_id, "en")

    def facts(t: str) -> Counter[str]:
        return Counter(m.group(0) for m in PLACEHOLDER.finditer(t)
                       if m.group(1) in ("fact", "study"))

    assert used == lang and facts(text) == facts(english)


def test_the_new_pages_are_linked_from_the_pages_a_learner_reads_first(
        english: dict[str, BuiltPage]) -> None:
    links = set(english["play-sichuan"].links)
    assert {"learn:shanten", "learn:strategy-sichuan"} <= links
    hk = build_page("play-hongkong", PlainWords())
    assert {"learn:shanten", "learn:strategy-hongkong"} <= set(hk.links)


def test_a_study_that_is_not_there_is_an_error() -> None:
    for text, code in (("{{study:no-such-study}}", "unknown_study"),
                       ("{{fact:no-such-study:best}}", "unknown_study"),
                       ("{{fact:sh-two:no_field}}", "bad_argument"),
                       ("{{fact:sh-discards:improving@5s}}", "bad_argument"),
                       ("{{fact:sh-discards:improving}}", "bad_argument")):
        with pytest.raises(LearnError) as err:
            fill_text(text, PlainWords())
        assert err.value.code == code, text


def test_a_study_the_engine_refuses_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    bad = st.Study("bad", "waits", "123m 456m 789m 13p 58p", void="s")  # not ready
    monkeypatch.setattr(st, "STUDIES", {**st.STUDIES, "bad": bad})
    with pytest.raises(LearnError) as err:
        fill_text("{{study:bad}}", PlainWords())
    assert err.value.code == "bad_study"


def test_a_faan_study_under_sichuan_rules_is_refused() -> None:
    # the same ready hand the Hong Kong study reads: under mil there are no faan to count
    hk = st.STUDIES["hk-faan"]
    assert [(r.discard, r.self_draw) for r in st.faan_rows(hk)] == [(2, 3), (3, 4)]
    for profile in ("mil", "mahjchina"):
        study = st.Study("sichuan-faan", "faan", "123m 456m 55p 99p 789p", profile=profile)
        with pytest.raises(st.StudyError, match="faan are Hong Kong's"):
            st.faan_rows(study)


# --------------------------------------------------------------- the engine, straight
def _tiles(cell: str) -> list[str]:
    return re.findall(r"alt='([^']*)'", cell)


def _text(cell: str) -> str:
    return re.sub(r"<[^>]+>", "", cell).replace("&nbsp;", " ").strip()


def _number(text: str) -> int:
    m = re.search(r"-?[\d,]+", text)
    assert m is not None, text
    return int(m.group(0).replace(",", ""))


def block(page: BuiltPage, study_id: str) -> str:
    start = page.html.index(f"name='st-{study_id}'")
    return page.html[start:page.html.index("</div>", start)]


def rows(html: str) -> list[list[str]]:
    """The body rows of the block's table, as their cells (the header row has none)."""
    out = []
    for row in re.findall(r"<tr[^>]*>(.*?)</tr>", html, re.S):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
        if cells:
            out.append(cells)
    return out


def marked(html: str) -> list[int]:
    body = [r for r in re.findall(r"<tr([^>]*)>(.*?)</tr>", html, re.S) if "<td" in r[1]]
    return [i for i, (attrs, _) in enumerate(body) if "bgcolor" in attrs]


def hand_of(study: st.Study) -> tuple[tuple[Tile, ...], tuple[Meld, ...], tuple[Tile, ...]]:
    return parse_hand(study.hand)


def family(study: st.Study) -> analysis.Family:
    return PROFILES[study.profile].analysis_family


def void(study: st.Study) -> str | None:
    return study.void if PROFILES[study.profile].void_suit else None


def unseen_left(hand: Sequence[Tile], melds: Sequence[Meld], kinds: Sequence[Tile],
                seen: Sequence[Tile] = ()) -> int:
    mine = Counter([*hand, *(t for m in melds for t in m.tiles), *seen])
    return sum(4 - mine[k] for k in kinds)


def engine_discards(hand: Sequence[Tile], melds: Sequence[Meld], v: str | None,
                    fam: analysis.Family) -> dict[str, tuple[int, int, list[str]]]:
    """Each distinct discard: the shanten left and its improving tiles (the discarded tile
    counted as seen), one 13-tile hand at a time."""
    out = {}
    for t in sorted(set(hand)):
        rest = list(hand)
        rest.remove(t)
        sh = analysis.shanten(rest, melds, v, family=fam)
        count, kinds = analysis.ukeire(rest, melds, v, [t], family=fam)
        out[str(t)] = (sh, count, [str(k) for k in kinds])
    return out


def check_discard_rows(html: str, want: dict[str, tuple[int, int, list[str]]],
                       limit: int) -> list[str]:
    shown = rows(html)
    assert len(shown) == (limit or len(want))
    tiles = []
    for cells in shown:
        (tile,) = _tiles(cells[0])
        sh, count, kinds = want[tile]
        assert _number(_text(cells[1])) == sh, tile
        assert _tiles(cells[2]) == kinds, tile
        assert _number(_text(cells[3])) == count, tile
        tiles.append(tile)
    keys = [(want[t][0], -want[t][1]) for t in tiles]
    assert keys == sorted(keys)  # best first
    hidden = [(sh, -n) for t, (sh, n, _) in want.items() if t not in tiles]
    assert all(k >= keys[-1] for k in hidden)  # no better discard left out
    best = min(keys)
    assert marked(html) == [i for i, k in enumerate(keys) if k == best]
    return tiles


def threat_pays(study: st.Study, tile: Tile) -> int:
    profile = PROFILES[study.profile]
    hand, melds, bonus = parse_hand(study.threat)
    situation: Situation | HKSituation
    if profile.bloody:
        if tile.suit.value == study.threat_void:
            return 0
        situation = Situation(WinType.DISCARD, study.threat_seat, study.seat, 0,
                              frozenset(range(4)), study.threat_void)
    else:
        situation = HKSituation(WinType.DISCARD, study.threat_seat, study.seat, 0, 1)
    calc = calculate(profile, (*hand, tile), melds, situation, bonus, 1)
    if calc.score is None:
        return 0
    return sum(p.amount for p in calc.payments if p.payer == study.seat)


def check_study(page: BuiltPage, study: st.Study) -> None:
    html = block(page, study.id)
    hand, melds, bonus = hand_of(study)
    v, fam = void(study), family(study)
    shown_hand = sorted(_tiles(html[:html.find("</p>")].split("<br>")[0]))
    if study.kind not in ("turn", "danger"):
        assert shown_hand == sorted(str(t) for t in (*hand, *(t for m in melds for t in m.tiles),
                                                      *bonus))
    if study.kind == "shanten":
        sh = analysis.shanten(hand, melds, v, family=fam)
        count, kinds = analysis.ukeire(hand, melds, v, family=fam)
        assert f"Shanten: {sh}<" in html
        line = html[html.index("Improving tiles:"):]
        assert _tiles(line) == [str(k) for k in kinds]
        assert f"({count} tiles)" in line and count == unseen_left(hand, melds, kinds)
    elif study.kind == "discards":
        check_discard_rows(html, engine_discards(hand, melds, v, fam), study.rows)
    elif study.kind == "waits":
        found = analysis.waits(hand, melds, v, family=fam)
        assert found
        line = html[html.index("Waits:"):]
        assert _tiles(line) == [str(k) for k in found]
        assert f"({unseen_left(hand, melds, found)} tiles left)" in line
    elif study.kind == "turn":
        (drawn,) = parse(study.drawn)
        cells = rows(html)
        assert [_text(c[0]) for c in cells] == ["Draw", "Discard", "The hand after it"]
        assert _tiles(cells[0][1]) == [str(t) for t in sorted(hand)] + [str(drawn)]
        want = engine_discards((*hand, drawn), melds, v, fam)
        (thrown,) = _tiles(cells[1][1])
        best = min((sh, -n) for sh, n, _ in want.values())
        assert (want[thrown][0], -want[thrown][1]) == best
        assert f"Shanten: {want[thrown][0]}<" in cells[2][1]
    elif study.kind == "void":
        shown = rows(html)
        assert [_text(c[0]) for c in shown] == ["Characters", "Dots", "Bamboo"]
        keys = []
        for cells, suit in zip(shown, "mps", strict=True):
            sh = analysis.shanten(hand, melds, suit)
            count, _ = analysis.ukeire(hand, melds, suit)
            kept = [i for i in range(3) if "mps"[i] != suit]
            one = min(analysis.shanten_within(hand, melds, frozenset({i})) for i in kept)
            held = sum(1 for t in hand if t.suit.value == suit)
            assert [_number(_text(c)) for c in cells[1:]] == [held, sh, count, one], suit
            keys.append((sh, -count, held))
        assert marked(html) == [keys.index(min(keys))]
    elif study.kind == "pig":
        shown = rows(html)
        sichuan = [p for p in PROFILES.values() if p.void_suit]
        assert len(shown) == len(sichuan) == 4
        for cells, profile in zip(shown, sichuan, strict=True):
            status = wall_status(profile, WallHand(hand, melds, study.void))  # type: ignore[arg-type]
            assert _text(cells[1]) == ("yes" if status.pig else "no")
            assert _text(cells[2]) == ("not ready" if status.ready_value is None
                                       else f"ready, worth {status.ready_value:,}")
            assert _text(cells[0]) == f"«{profile.id}»"
    elif study.kind == "danger":
        want = engine_discards(hand, melds, v, fam)
        shown = rows(html)
        assert len(shown) == len(want)
        safe_keys = []
        for i, cells in enumerate(shown):
            (tile,) = _tiles(cells[0])
            sh, count, _ = want[tile]
            assert [_number(_text(c)) for c in cells[1:3]] == [sh, count]
            pays = threat_pays(study, parse(tile)[0])
            assert _text(cells[3]) == (f"yes: you pay {pays:,}" if pays else "no"), tile
            if not pays:
                safe_keys.append(((sh, -count), i))
        assert safe_keys, "a defence study needs a safe discard"
        best_safe = min(safe_keys)[0]
        assert marked(html)[0] in [i for k, i in safe_keys if k == best_safe]
    elif study.kind == "faan":
        profile = PROFILES[study.profile]
        free = get_profile(study.profile, {"min_faan": "0"})
        shown = rows(html)
        found = analysis.waits(hand, melds, family=fam)
        assert [_tiles(c[0])[0] for c in shown] == [str(t) for t in found]
        for cells, t in zip(shown, found, strict=True):
            for cell, win in ((cells[1], WinType.DISCARD), (cells[2], WinType.SELF)):
                situation = HKSituation(win, study.seat, None if win is WinType.SELF
                                        else (study.seat + 1) % 4, 0, 1)
                score = calculate(free, (*hand, t), melds, situation, bonus, 1).score
                assert isinstance(score, HKScore)
                real = calculate(profile, (*hand, t), melds, situation, bonus, 1).score
                text = f"{score.faan} faan"
                assert _text(cell) == (text if real is not None
                                       else f"{text}: below the minimum, no win")
                assert (real is None) == (score.faan < profile.minimum)
    else:
        raise AssertionError(study.kind)


@pytest.mark.parametrize("study_id", sorted(st.STUDIES))
def test_every_study_shows_the_engines_numbers(english: dict[str, BuiltPage],
                                               study_id: str) -> None:
    pages = [p for p in english.values() if study_id in p.studies]
    assert pages, f"{study_id} is on no page"
    for page in pages:
        check_study(page, st.STUDIES[study_id])


def engine_fact(study: st.Study, field: str) -> str:
    """The fact, worked out here from the engine and written as PlainWords would."""
    name, _, arg = field.partition("@")
    hand, melds, _ = hand_of(study)
    v, fam = void(study), family(study)

    def tiles(ts: Sequence[Tile | str]) -> list[str]:
        return [str(t) for t in ts]

    if study.kind == "shanten":
        count, kinds = analysis.ukeire(hand, melds, v, family=fam)
        return str({"shanten": analysis.shanten(hand, melds, v, family=fam),
                    "improving": count, "kinds": len(kinds)}[name])
    if study.kind in ("discards", "danger"):
        want = engine_discards(hand, melds, v, fam)
        order = sorted(want, key=lambda t: (want[t][0], -want[t][1]))
        best = (want[order[0]][0], -want[order[0]][1])
        if name == "best":
            return "|".join(t for t in order if (want[t][0], -want[t][1]) == best)
        if name == "shanten" and arg:
            return str(want[arg][0])
        if name in ("best_shanten", "shanten"):
            return str(want[order[0]][0])
        if name == "best_improving":
            return str(want[order[0]][1])
        if name == "improving":
            return str(want[arg][1])
        if name == "cost":
            return f"{threat_pays(study, parse(arg)[0]):,}"
        if name == "waits":
            th, tm, _ = parse_hand(study.threat)
            return "".join(tiles(analysis.waits(th, tm, study.threat_void
                                                if PROFILES[study.profile].void_suit else None,
                                                family=fam)))
        safe = [t for t in order if not threat_pays(study, parse(t)[0])]
        if name == "safest":
            key = (want[safe[0]][0], -want[safe[0]][1])
            return "|".join(t for t in safe if (want[t][0], -want[t][1]) == key)
        if name == "safest_shanten":
            return str(want[safe[0]][0])
        raise AssertionError(field)
    if study.kind == "waits":
        found = analysis.waits(hand, melds, v, family=fam)
        return {"waits": "".join(tiles(found)), "left": str(unseen_left(hand, melds, found)),
                "kinds": str(len(found))}[name]
    if study.kind == "turn":
        (drawn,) = parse(study.drawn)
        want = engine_discards((*hand, drawn), melds, v, fam)
        key = min((sh, -n) for sh, n, _ in want.values())
        if name == "drawn":
            return str(drawn)
        return "|".join(t for t, (sh, n, _) in want.items() if (sh, -n) == key)
    if study.kind == "void":
        keys = {s: (analysis.shanten(hand, melds, s), -analysis.ukeire(hand, melds, s)[0],
                    sum(1 for t in hand if t.suit.value == s)) for s in "mps"}
        if name == "best":
            return {"m": "Characters", "p": "Dots", "s": "Bamboo"}[min(keys, key=keys.get)]
        if name == "shanten":
            return str(keys[arg][0])
        if name == "one_suit":
            kept = [i for i in range(3) if "mps"[i] != arg]
            return str(min(analysis.shanten_within(hand, melds, frozenset({i})) for i in kept))
        raise AssertionError(field)
    if study.kind == "faan":
        if name == "minimum":
            return str(PROFILES[study.profile].minimum)
        free = get_profile(study.profile, {"min_faan": "0"})
        win = WinType.DISCARD if name == "discard" else WinType.SELF
        situation = HKSituation(win, study.seat, None if win is WinType.SELF
                                else (study.seat + 1) % 4, 0, 1)
        _, _, bonus = hand_of(study)
        score = calculate(free, (*hand, parse(arg)[0]), melds, situation, bonus, 1).score
        assert isinstance(score, HKScore)
        return str(score.faan)
    raise AssertionError(study.kind)


def fact_fields() -> list[tuple[str, str]]:
    out = []
    for page_id in SHOWN:
        text, _ = load_template(page_id, "en")
        for m in PLACEHOLDER.finditer(text):
            if m.group(1) == "fact":
                sid, _, field = (m.group(2) or "").strip().partition(":")
                out.append((sid, field))
    return sorted(set(out))


@pytest.mark.parametrize("study_id, field", fact_fields())
def test_every_fact_a_sentence_quotes_is_the_engines(study_id: str, field: str) -> None:
    shown = fill_text(f"{{{{fact:{study_id}:{field}}}}}", PlainWords())
    want = engine_fact(st.STUDIES[study_id], field)
    pictures = _tiles(shown)
    if pictures:  # tiles: the engine's list, or one of its equally good choices ("a|b")
        assert "".join(pictures) in want.split("|"), (study_id, field, pictures, want)
    else:
        assert _text(shown) == want, (study_id, field)


def test_the_facts_cover_every_kind_of_study() -> None:
    kinds = {st.STUDIES[sid].kind for sid, _ in fact_fields()}
    assert kinds >= {"shanten", "discards", "waits", "turn", "void", "danger", "faan"}
    assert len(fact_fields()) >= 30


# ------------------------------------------------------------ what the English prose says
def fact(study_id: str, field: str) -> int | tuple[Tile, ...] | str:
    return st.fact(st.STUDIES[study_id], field)[1]


def test_the_prose_says_what_the_engine_finds() -> None:
    """Each claim a page makes in words, beside the numbers it quotes."""
    # shanten: two of the three partial sets to fill; 9m is best, 1m keeps fewer; the pair
    assert fact("sh-two", "shanten") == 2
    assert fact("sh-discards", "best") == parse("9m")
    rows = {r.tile: r for r in st.discard_rows(st.STUDIES["sh-discards"])}
    (nine,), (one,) = parse("9m"), parse("1m")
    assert set(rows[nine].kinds) - set(rows[one].kinds) == set(parse("2m"))  # 1m waits on 2m
    assert fact("sh-discards", "improving@1m") < fact("sh-discards", "best_improving")
    assert fact("sh-discards", "shanten@9p") > fact("sh-discards", "best_shanten")
    assert fact("sh-ready", "kinds") == 2 and fact("sh-ready-single", "kinds") == 1
    assert fact("sh-ready", "left") > fact("sh-ready-single", "left")
    # the Sichuan page: bamboo is the void to choose; the turn ends ready
    assert fact("ps-void", "best") == "s" and fact("ps-turn", "shanten") == 0
    voids = st.void_rows(st.STUDIES["ps-void"])
    assert sorted(r.shanten for r in voids)[0] == fact("ps-void", "shanten@s") < sorted(
        r.shanten for r in voids)[1]  # nearest to ready, alone
    assert fact("ps-turn", "discard") == parse("9m")
    pigs = {(sid, r.profile): r.pig for sid in ("ps-pig-three", "ps-pig-void")
            for r in st.pig_rows(st.STUDIES[sid])}
    assert all(pigs[("ps-pig-three", p)] for p in SICHUAN)
    assert [p for p in SICHUAN if pigs[("ps-pig-void", p)]] == [
        p for p in SICHUAN if PROFILES[p].pig_is_void_tile] == ["majsoul"]
    # strategy, Sichuan: the fastest hand is the pure one suit; three kinds of wait
    assert fact("ss-void-value", "shanten@p") == fact("ss-void-value", "one_suit@p")
    assert fact("ss-ready-choice", "best") == parse("8m")
    assert len(st.discard_rows(st.STUDIES["ss-ready-choice"])[0].waits) == 3
    assert fact("ss-ready-choice", "shanten@2m") == 0  # ready too
    assert fact("ss-fold", "best") == parse("1m") and fact("ss-fold", "cost@1m") > 0
    assert fact("ss-fold", "safest_shanten") == fact("ss-fold", "shanten") >= 2
    fold = st.danger_rows(st.STUDIES["ss-fold"])
    assert st.safest(st.STUDIES["ss-fold"]).count < fold[0].count  # fewer improving tiles
    # the void suit, the tile thrown after (5m), the one-suit player
    for row in st.danger_rows(st.STUDIES["ss-safe-void"]):
        assert not (row.tile.suit.value == "p" and row.wins)
    assert fact("ss-safe-void", "cost@5m") == 0
    one = st.danger_rows(st.STUDIES["ss-safe-one-suit"])
    assert all(not r.wins for r in one if r.tile.suit.value == "m")
    assert any(r.wins for r in one if r.tile.suit.value == "s")
    # strategy, Hong Kong: 9p is no win on a discard, a win self-drawn; 5z a win either way
    minimum = fact("hk-faan", "minimum")
    assert fact("hk-faan", "discard@9p") < minimum <= fact("hk-faan", "self@9p")
    assert fact("hk-faan", "discard@5z") >= minimum
    assert fact("hk-efficiency", "best") == parse("3z")  # the West wind, named so
    assert fact("hk-fold", "best") == parse("9m") and fact("hk-fold", "cost@9m") > 0
    hk = st.STUDIES["hk-fold"]
    assert st.safest(hk).count == st.danger_rows(hk)[0].count  # as many improving tiles
    assert fact("hk-fold", "safest_shanten") == fact("hk-fold", "shanten")
    assert all(not r.wins for r in st.danger_rows(hk) if r.tile.suit.value in "ps")
    assert fact("hk-fold", "cost@3m") == 0


# ------------------------------------------------------- the Learn area: contents, search
@pytest.fixture()
def learn(qtbot, monkeypatch: pytest.MonkeyPatch, tmp_path: Path):
    from PySide6.QtWidgets import QApplication

    from mahjong_gui.ui import i18n
    from mahjong_gui.ui.learn_page import LearnPage

    monkeypatch.setenv("MAHJONG_GUI_CONFIG_DIR", str(tmp_path))
    page = LearnPage()
    qtbot.addWidget(page)
    yield page
    app = QApplication.instance()
    i18n.install_translators(app, "en")  # type: ignore[arg-type]


# A word of each page's title as that language writes it, which search must find.
SEARCH = {
    "en": ("shanten", "defence"), "vi": ("shanten", "phong thu"), "zh_Hans": ("向听", "防守"),
    "zh_Hant": ("向聽", "防守"), "ja": ("向聴", "守備"), "id": ("shanten", "pertahanan"),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_new_pages_are_in_the_contents_and_found_by_search(learn, lang: str) -> None:
    from PySide6.QtWidgets import QApplication

    from mahjong_gui.ui import i18n

    i18n.install_translators(QApplication.instance(), lang)  # type: ignore[arg-type]
    QApplication.processEvents()  # the page's LanguageChange
    assert learn.lang == lang
    items = learn.toc_items()
    for page_id in NEW_PAGES:
        assert page_id in items
        title = items[page_id].text(0)
        assert title == learn.built(page_id).title and title != page_id
        assert not learn.built(page_id).fallback
    first, second = SEARCH[lang]
    assert "shanten" in learn.search_pages(first)
    found = learn.search_pages(second)
    assert {"strategy-sichuan", "strategy-hongkong"} <= set(found), found
    learn.search.setText(first)
    listed = [learn.results.item(i).data(0x0100) for i in range(learn.results.count())]
    assert "shanten" in listed
    learn.open_page("strategy-sichuan", "fold")
    assert learn.current_page() == "strategy-sichuan" and learn.current is not None
    assert learn.practise_button.isVisibleTo(learn)
