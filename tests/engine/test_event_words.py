"""The event fields that take one of a few words are enums (issue 31 item 5): a log line reads
back into the enum's member, writes the same word, and a word outside the set is refused with
a code; the words are the ones the log format has always had."""

from __future__ import annotations

import functools
import json

import pytest

from mahjong_gui.bots import make_bot
from mahjong_gui.engine import events as ev
from mahjong_gui.engine.common import WinType, Word
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.rules.base import ExchangeDirection
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.table import Match, play_match
from tests.helpers import RecordedPlay

# (event type, field, its enum, the words the log format writes)
WORDS = (
    ("won", "win", WinType, {"self", "discard", "robbed"}),
    ("konged", "kind", KongKind, {"exposed", "added", "concealed"}),
    ("claim_passed", "on", ev.ClaimOn, {"discard", "kong"}),
    ("hand_ended", "reason", ev.HandEndReason, {"three_winners", "wall", "bust", "win"}),
    ("match_ended", "reason", ev.MatchEndReason, {"complete", "bust"}),
)


@pytest.mark.parametrize(("_type", "_field", "enum", "words"), WORDS)
def test_the_words_are_the_log_formats(_type: str, _field: str, enum: type[Word],
                                       words: set[str]) -> None:
    assert {m.value for m in enum} == words
    for member in enum:
        assert member == member.value and f"{member}" == member.value == str(member)


@functools.cache
def _lines() -> tuple[str, ...]:
    """Every event of a few seeded hands in both families (one with the exchange of three) and
a match's end, as the log writes them."""
    lines: list[str] = []
    for profile, seed in (("mil", 3), ("majsoul", 5), ("hk-modern", 4)):
        sim = RecordedPlay(get_profile(profile), ("normal",) * 4, seed, True)
        sim.run_hands(6, False)
        lines += sim.lines
    match = Match(get_profile("mil"), seed=1, hands=1)
    play_match(match, [make_bot("normal", seat) for seat in range(4)])
    return (*lines, ev.to_json(match.events[-1]))


def test_a_line_reads_back_into_the_members_and_writes_the_same_word() -> None:
    seen: dict[tuple[str, str], set[str]] = {}
    for line in _lines():
        event = ev.from_json(line)
        assert ev.to_json(event) == line
        for kind, field, enum, _words in WORDS:
            if event.type == kind:
                value = getattr(event, field)
                assert type(value) is enum
                seen.setdefault((kind, field), set()).add(value.value)
        if isinstance(event, ev.TilesExchanged):
            assert type(event.direction) is ExchangeDirection
            seen.setdefault(("tiles_exchanged", "direction"), set()).add(event.direction.value)
    # the seeded hands meet wins by self-draw and on a discard, passed claims on discards,
    # hands ended by a win (Hong Kong) and by the third winner or the wall (Sichuan)
    assert {"self", "discard"} <= seen[("won", "win")]
    assert "discard" in seen[("claim_passed", "on")]
    assert seen[("tiles_exchanged", "direction")] <= {"next", "previous", "across"}
    assert "win" in seen[("hand_ended", "reason")]
    assert seen[("hand_ended", "reason")] & {"three_winners", "wall"}
    assert seen[("konged", "kind")]
    assert seen[("match_ended", "reason")] == {"complete"}


def test_a_match_end_carries_its_reason() -> None:
    match = Match(get_profile("mil"), seed=1, hands=2)
    play_match(match, [make_bot("normal", seat) for seat in range(4)])
    ends = [e for e in match.events if isinstance(e, ev.HandEnded | ev.MatchEnded)]
    assert [type(e.reason) for e in ends] == [ev.HandEndReason] * 2 + [ev.MatchEndReason]
    assert ends[-1].reason is ev.MatchEndReason.COMPLETE


@pytest.mark.parametrize(("kind", "field", "word"), [
    ("won", "win", "tsumo"), ("konged", "kind", "open"), ("claim_passed", "on", "pong"),
    ("hand_ended", "reason", "complete"), ("match_ended", "reason", "wall"),
    ("tiles_exchanged", "direction", "drawn"),
])
def test_a_word_outside_the_set_is_refused_with_a_code(kind: str, field: str, word: str) -> None:
    line = next(x for x in _lines() if json.loads(x)["type"] == kind)
    data = json.loads(line)
    data[field] = word
    with pytest.raises(ev.EventFormatError) as err:
        ev.from_json(json.dumps(data, separators=(",", ":"), ensure_ascii=False))
    assert err.value.code == "bad_event"


