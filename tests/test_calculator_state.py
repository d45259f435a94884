"""The Calculator page's state without Qt (``mahjong_gui/ui/calculator_state.py``): a scripted
series of edits gives the engine's numbers at every step (each expected number is computed
by calling the engine directly, never typed in), problems name what is at fault, profile
switches keep what the new profile allows and say what they removed, and the notation
reader takes full-width input."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mahjong_gui.engine import analysis
from mahjong_gui.engine import calculator as calc
from mahjong_gui.engine.common import NotWin, WinType
from mahjong_gui.engine.melds import Meld, MeldKind, parse_hand
from mahjong_gui.engine.rules import PROFILES, get_profile
from mahjong_gui.engine.rules.hongkong import HKEvent, HKSituation
from mahjong_gui.engine.scoring import Situation, WinEvent
from mahjong_gui.engine.tiles import ErrorCode, TileError, parse
from mahjong_gui.ui.calculator_state import WIN_VALUE_OPTIONS, Answer, CalculatorState, Problem
from tests.helpers import t as T

STATE_FILE = Path(__file__).resolve().parents[1] / "mahjong_gui" / "ui" / "calculator_state.py"


def engine_win(profile_id: str, text: str, situation: Situation | HKSituation,
               options: dict[str, str] | None = None, prevailing: int = 1) -> calc.Calculation:
    hand, melds, bonus = parse_hand(text)
    return calc.calculate(get_profile(profile_id, options), hand, melds, situation, bonus,
                          prevailing)


def answer(state: CalculatorState) -> Answer:
    r = state.result()
    assert isinstance(r, Answer), r
    return r


def problem(state: CalculatorState) -> Problem:
    r = state.result()
    assert isinstance(r, Problem), r
    return r


def type_in(state: CalculatorState, text: str) -> None:
    for t in parse(text):
        assert state.add(t) is None


# -------------------------------------------------------------------- Qt-free


def test_the_state_module_imports_no_qt() -> None:
    """Loaded on its own (not through the ``ui`` package, whose ``__init__`` applies a
    PySide6 work-around), the module pulls in no PySide6 module; nor does its source import
    one or another ``ui`` module."""
    tree = ast.parse(STATE_FILE.read_text(encoding="utf-8"))
    imported = [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    imported += [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    assert not [m for m in imported if m.startswith(("PySide6", "mahjong_gui.ui"))]
    code = ("import importlib.util, sys\n"
            f"spec = importlib.util.spec_from_file_location('calc_state', {str(STATE_FILE)!r})\n"
            "mod = importlib.util.module_from_spec(spec)\n"
            "sys.modules['calc_state'] = mod\n"
            "spec.loader.exec_module(mod)\n"
            "s = mod.CalculatorState(profile_id='mil')\n"
            "s.set_notation('123456m234p789p55m')\n"
            "assert s.result().status == 'win'\n"
            "print(sorted(m for m in sys.modules if m.startswith('PySide6')))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=STATE_FILE.parents[2])
    assert out.stdout.strip() == "[]"


# -------------------------------------------------------------------- the scripted series


def test_a_scripted_series_of_edits_gives_the_engines_numbers() -> None:
    s = CalculatorState(profile_id="mahjchina")
    assert answer(s).status == "empty" and not answer(s).can_copy

    # 1. A valid hand, clicked tile by tile (docs/rules.md §4 example 1): the dealer self-draws.
    type_in(s, "123456m234p789p55m")
    a = answer(s)
    want = engine_win("mahjchina", "123456m234p789p55m", Situation())
    assert a.status == "win" and a.deltas == want.deltas and a.score == want.score
    assert a.calculation is not None and a.calculation.payments == want.payments
    assert [r.profile for r in a.compare] == list(PROFILES)
    for row in a.compare:
        other = engine_win(row.profile, "123456m234p789p55m", Situation())
        assert row.calculation == other and row.value == (other.score.value if other.score
                                                          else None)
    assert a.can_send and a.win_event() == {"type": "win", "seat": 0,
                                            "hand": "123456m234789p55m"}

    # 2. An invalid edit: the whole answer is one problem naming the tile at fault.
    assert s.set_notation("123456m234p789p55m x") is not None
    p = problem(s)
    assert (p.code, p.get("tile"), p.get("position")) == ("unknown_letter", "x", "20")
    assert s.add(T("1m")) == Problem("fix_text_first")  # clicks wait for the text

    # 3. Fixed, as a discard win from seat 1.
    assert s.set_notation("123456m234p789p55m") is None
    s.set_win(WinType.DISCARD)
    s.set_discarder(1)
    want = engine_win("mahjchina", "123456m234p789p55m",
                      Situation(win=WinType.DISCARD, discarder=1))
    assert answer(s).deltas == want.deltas
    assert answer(s).win_event() == {"type": "win", "seat": 0, "from": 1,
                                     "hand": "123456m234789p55m"}

    # 4. A profile switch keeps the hand: Majsoul's numbers for the same win.
    assert not s.set_profile("majsoul")
    want = engine_win("majsoul", "123456m234p789p55m",
                      Situation(win=WinType.DISCARD, discarder=1))
    assert answer(s).deltas == want.deltas and answer(s).profile == "majsoul"

    # 5. Thirteen tiles: the waits, with copies unseen, and each profile's waits.
    assert s.remove(13) is None
    a = answer(s)
    hand13 = parse("123456m234p789p5m")
    found = analysis.waits(hand13, (), family=get_profile("majsoul").analysis_family)
    unseen = analysis.unseen_counts(hand13)
    assert a.status == "ready"
    assert [(w.tile, w.unseen) for w in a.waits] == [(t, unseen[t]) for t in found]
    situation = Situation(win=WinType.DISCARD, discarder=1)
    for w in a.waits:
        assert w.calculation == calc.calculate(get_profile("majsoul"), (*hand13, w.tile), (),
                                               situation)
    for row in a.compare:
        values = calc.wait_values(get_profile(row.profile), hand13, (), situation)
        assert isinstance(values, list)
        assert [w.tile for w in row.waits] == [v.tile for v in values]
        assert row.value == max(v.calculation.score.value for v in values
                                if v.calculation.score is not None)
    assert not a.can_send and a.can_copy

    # 6. Events: a kong bloom is refused with no kong, and on a discard; with a kong and a
    # self-draw it counts as the engine counts it.
    assert s.set_event("kong-bloom", True) == Problem("event_refused",
                                                       (("event", "kong-bloom"),))
    assert s.set_notation("55p pong:1m kong:3m ankong:7p pong:9p") is None
    assert s.set_event("kong-bloom", True) is not None  # still a discard win
    s.set_win(WinType.SELF)
    assert s.set_event("kong-bloom", True) is None
    want = engine_win("majsoul", "55p pong:1m kong:3m ankong:7p pong:9p",
                      Situation(events=frozenset({WinEvent.KONG_BLOOM})))
    assert answer(s).deltas == want.deltas and answer(s).score == want.score
    # Switching to Hong Kong reads the kong bloom as a win on a replacement tile.
    assert not s.set_profile("hk-modern")
    assert s.events == {"replacement"}
    want = engine_win("hk-modern", "55p pong:1m kong:3m ankong:7p pong:9p",
                      HKSituation(events=frozenset({HKEvent.REPLACEMENT})))
    assert answer(s).deltas == want.deltas
    # A win type that makes the event impossible turns the answer into that problem.
    s.set_win(WinType.DISCARD)
    assert problem(s) == Problem("event_refused", (("event", "replacement"),))


def test_hong_kong_to_sichuan_keeps_the_hand_and_says_what_went() -> None:
    s = CalculatorState(profile_id="hk-classical")
    s.set_seat(1)
    assert s.set_notation("12345678911m pong:7z 1f") is None
    want = engine_win("hk-classical", "12345678911m pong:7z 1f", HKSituation(seat=1))
    assert answer(s).deltas == want.deltas
    removed = s.set_profile("mil")
    assert removed.melds == (Meld(MeldKind.PONG, T("7z")),) and removed.bonus == (T("1f"),)
    assert s.hand == list(parse("12345678911m")) and not s.melds and not s.bonus
    assert problem(s) == Problem("tile_count", (("count", "11"),))
    # Back to Hong Kong with a chow: Sichuan removes the chow alone.
    s.set_profile("hk-modern")
    s.set_win(WinType.DISCARD)
    assert s.set_notation("456p789s234m55p chow:1m") is None
    assert s.set_option("min_faan", "1") is None
    want = engine_win("hk-modern", "456p789s234m55p chow:1m",
                      HKSituation(seat=1, win=WinType.DISCARD, discarder=2), {"min_faan": "1"})
    assert answer(s).deltas == want.deltas
    defaults = {k: v for k, v in get_profile("hk-modern").options.items()
                if k in WIN_VALUE_OPTIONS}
    assert dict(answer(s).options) == {**defaults, "min_faan": "1"}
    removed = s.set_profile("mahjchina")
    assert removed.melds == (Meld(MeldKind.CHOW, T("1m")),) and not removed.tiles
    assert s.hand == list(parse("456p789s234m55p"))


def test_a_refused_text_is_read_again_under_the_next_profile() -> None:
    s = CalculatorState(profile_id="mil")
    assert s.set_notation("123m456m789m11z pong:7z") == Problem(
        "no_honours", (("tile", "1z"), ("profile", "mil")))
    assert not s.set_profile("hk-modern")
    assert s.text_problem is None and s.melds == [Meld(MeldKind.PONG, T("7z"))]
    want = engine_win("hk-modern", "123m456m789m11z pong:7z", HKSituation())
    assert answer(s).status == "win" and answer(s).deltas == want.deltas


@pytest.mark.parametrize("text, code, params", [
    ("chow:8m", "chow_start", {"meld": "chow:8m"}),
    ("11111m", "fifth_copy", {"tile": "1m"}),
    ("5555m pong:5m", "fifth_copy", {"tile": "5m"}),
    ("44m chow:4m chow:4m chow:4m", "fifth_copy", {"tile": "4m"}),
    (" kong:10m", "rank_zero", {}),
    ("x", "unknown_letter", {"tile": "x"}),
    ("bong:5m", "meld_kind", {"meld": "bong:5m"}),
    ("pong:", "meld_tile", {"meld": "pong:"}),
    ("pong:55m", "meld_tile", {"meld": "pong:55m"}),
    ("123m 8z", "bad_rank", {"tile": "8z"}),
    ("123m 1f", "no_bonus", {"tile": "1f"}),
    ("1f 1f", "duplicate_bonus", {"tile": "1f"}),
    ("123", "no_suit", {}),
    ("m5", "no_suit", {"tile": "m"}),
    ("123456789m123456789m", "too_many_tiles", {"count": "18"}),
    ("1" * 500 + "m", "text_too_long", {}),
])
def test_problems_name_what_is_at_fault(text: str, code: str, params: dict[str, str]) -> None:
    s = CalculatorState(profile_id="hk-modern" if "chow" in text else "mil")
    assert s.set_notation(text) is not None
    p = problem(s)
    assert p.code == code and {k: p.get(k) for k in params} == params


def test_refused_clicks_say_why() -> None:
    s = CalculatorState(profile_id="mil")
    type_in(s, "5555m")
    assert s.add(T("5m")) == Problem("no_copies_left", (("tile", "5m"), ("mode", "hand"),
                                                        ("left", "0")))
    s.remove(0)
    assert s.add(T("5m"), "pong") == Problem("no_copies_left", (
        ("tile", "5m"), ("mode", "pong"), ("left", "1")))
    assert s.add(T("1z")).code == "no_honours"  # type: ignore[union-attr]
    assert s.add(T("1m"), "chow").code == "no_chow"  # type: ignore[union-attr]
    s.set_profile("hk-modern")
    assert s.add(T("8m"), "chow") == Problem("chow_start", (("meld", "chow:8m"),
                                                            ("tile", "8m")))
    type_in(s, "123456789m")
    assert s.add(T("1p"), "kong").code == "too_many_tiles"  # type: ignore[union-attr]
    assert s.hand == list(parse("555m123456789m"))


def test_every_event_box_and_win_type_against_the_engine() -> None:
    """Every event alone with every win type on a hand with a kong: the state refuses what
    the engine refuses (with that event named) and otherwise gives the engine's numbers."""
    text = "55p pong:1m kong:3m ankong:7p pong:9p"
    for pid in PROFILES:
        profile = get_profile(pid)
        events = [e.value for e in (WinEvent if profile.bloody else HKEvent)]
        for win in WinType:
            for ev in events:
                s = CalculatorState(profile_id=pid)
                s.set_notation(text)
                s.set_win(win)
                s.set_seat(1)
                refused = s.set_event(ev, True)
                hand, melds, _ = parse_hand(text)
                if profile.bloody:
                    sit: Situation | HKSituation = Situation(
                        win=win, seat=1, discarder=None if win is WinType.SELF else 2,
                        events=frozenset({WinEvent(ev)}))
                else:
                    sit = HKSituation(win=win, seat=1,
                                      discarder=None if win is WinType.SELF else 2,
                                      events=frozenset({HKEvent(ev)}))
                direct = calc.calculate(profile, hand, melds, sit)
                bad = calc.refused_event(profile, hand, melds, sit)
                if bad is not None:
                    assert refused == Problem("event_refused", (("event", ev),)), (pid, win, ev)
                    assert s.events == set()
                    continue
                assert refused is None, (pid, win, ev, refused)
                r = s.result()
                if isinstance(direct.result, NotWin):
                    assert isinstance(r, Answer) and r.status == "not_win"
                elif direct.score is None:
                    assert isinstance(r, Problem) and r.code == direct.result.code  # type: ignore
                else:
                    assert isinstance(r, Answer) and r.deltas == direct.deltas, (pid, win, ev)


def test_kong_bloom_needs_a_kong() -> None:
    hand = parse("123456m234p789p55m")
    bloom = Situation(events=frozenset({WinEvent.KONG_BLOOM}))
    assert calc.refused_event(get_profile("mil"), hand, (), bloom) == "kong-bloom"
    assert calc.refused_event(get_profile("mil"), parse("123456m234p55m"),
                              (Meld(MeldKind.ANKONG, T("7p")),), bloom) is None


def test_copy_text_and_the_send_context() -> None:
    s = CalculatorState(profile_id="mahjchina")
    s.set_dealer(2)
    s.set_notation("111m222m333p444p55m")
    a = answer(s)
    want = engine_win("mahjchina", "111m222m333p444p55m", Situation(dealer=2))
    assert a.send is not None and a.send.deltas == want.deltas and a.send.dealer == 2
    assert a.send.as_dict()["in_seats"] == [0, 1, 2, 3]
    text = a.copy_text()
    assert text.splitlines()[0] == "Hand: 111222m333444p55m"
    assert "Seat 0: " + f"{want.deltas[0]:+d}" in text
    assert problem_copy_blocked()


def problem_copy_blocked() -> bool:
    s = CalculatorState()
    s.set_notation("12x")
    return isinstance(s.result(), Problem)


# -------------------------------------------------------------------- full-width notation


@pytest.mark.parametrize("typed, plain", [
    ("１２３ｍ４５６ｐ", "123m456p"),
    ("１２３ｍ\u3000４５６ｐ", "123m 456p"),
    ("ｐｏｎｇ：５ｓ\u30001２３m", "pong:5s 123m"),
    ("ＫＯＮＧ：９Ｐ", "kong:9p"),
])
def test_full_width_notation_reads_as_ascii(typed: str, plain: str) -> None:
    assert parse_hand(typed) == parse_hand(plain)


def test_full_width_errors_keep_their_position() -> None:
    with pytest.raises(TileError) as err:
        parse("１２ｘ")
    assert err.value.code is ErrorCode.UNKNOWN_LETTER and err.value.position == 2
    assert err.value.subject == "x"


# -------------------------------------------------------------------- hostile input

NOTATION_BITS = st.sampled_from(
    ["1", "5", "9", "0", "10", "m", "p", "s", "z", "f", "M", "x", " ", ":", "pong:", "kong:",
     "chow:", "ankong:", "addkong:", "bong:", "１", "ｍ", "：", "\u3000", "\t", "é", "🀄",
     "%1", "{0}", "-", "\\"])


@settings(max_examples=300, deadline=None)
@given(st.lists(NOTATION_BITS, max_size=30).map("".join), st.sampled_from(list(PROFILES)))
def test_any_text_gives_an_answer_or_one_problem(text: str, profile_id: str) -> None:
    """Whatever is typed, the state reads it as a hand or keeps one problem: it never raises,
    and a problem leaves nothing to send."""
    s = CalculatorState(profile_id=profile_id)
    s.set_notation(text)
    r = s.result()
    assert isinstance(r, Answer | Problem)
    if isinstance(r, Problem):
        assert r.code and all(isinstance(v, str) for _, v in r.params)
    else:
        hand, melds, bonus = parse_hand(text)
        assert (s.hand, s.melds, s.bonus) == (list(hand), list(melds), list(bonus))


def test_an_event_impossible_on_its_own_is_refused_even_beside_another() -> None:
    s = CalculatorState(profile_id="hk-modern")
    s.set_notation("123456m234p789p55m")
    assert s.set_event("last-tile", True) is None
    s.set_win(WinType.DISCARD)  # now the last tile cannot count (Hong Kong: self-drawn only)
    assert problem(s) == Problem("event_refused", (("event", "last-tile"),))
    # Heavenly is impossible on a discard whatever else is ticked: refused, and named.
    assert s.set_event("heavenly", True) == Problem("event_refused", (("event", "heavenly"),))
    assert s.events == {"last-tile"}


def test_the_winner_is_never_the_discarder() -> None:
    s = CalculatorState(profile_id="mil")
    s.set_win(WinType.DISCARD)
    assert s.set_discarder(0) == Problem("discarder_is_winner")
    assert s.discarder == 1
    s.set_seat(1)  # the winner moves onto the discarder's seat: the discarder moves on
    assert (s.seat, s.discarder) == (1, 2)


def test_a_wrong_situation_on_a_ready_hand_is_the_answer() -> None:
    """13 tiles with a situation no win can have (the winner not among the players still
    in): one problem, as the engine names it for every wait, not a table of refusals."""
    s = CalculatorState(profile_id="mil")
    s.set_notation("123456m234p789p5m")
    s.set_in(0, False)
    want = calc.calculate(get_profile("mil"), parse("123456m234p789p5m5m"), (),
                          Situation(in_seats=frozenset({1, 2, 3})))
    assert problem(s) == Problem(want.result.code)  # type: ignore[union-attr]


def test_an_example_reads_its_events_the_profiles_way() -> None:
    """A kong bloom given to a Hong Kong profile is its win on a replacement tile (as
    ``family.registry.spot_for`` reads it); an event the family lacks is dropped."""
    s = CalculatorState()
    s.load("hk-modern", "55p pong:1m kong:3m ankong:7p pong:9p",
           events=["kong-bloom", "kong-discard"])
    assert s.events == {"replacement"}
    want = engine_win("hk-modern", "55p pong:1m kong:3m ankong:7p pong:9p",
                      HKSituation(events=frozenset({HKEvent.REPLACEMENT})))
    assert answer(s).deltas == want.deltas
