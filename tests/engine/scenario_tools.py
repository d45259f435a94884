"""Helpers for scripted game scenarios: scripted walls, exchanges undone, and a few shorthands
for driving a ``Table`` one decision at a time and checking its log."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from mahjong_gui.engine import events as ev
from mahjong_gui.engine import tiles
from mahjong_gui.engine.checks import invariant_violations, replay_check
from mahjong_gui.engine.common import Payment, Reason
from mahjong_gui.engine.legal import Act, Action, all_tiles
from mahjong_gui.engine.settlement import KongKind
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.table import Table
from mahjong_gui.engine.tiles import TILES, Tile
from tests.helpers import t, tl

SEATS = (0, 1, 2, 3)
SHIFT = {"next": 1, "previous": -1, "across": 2}  # docs/rules.md §2: clockwise, counter-, across


def _take(pool: Counter[Tile], wanted: Iterable[Tile], what: str) -> None:
    for x in wanted:
        if pool[x] <= 0:
            raise ValueError(f"{what}: a fifth copy of {x}")
        pool[x] -= 1


def spread(pool: Counter[Tile]) -> list[Tile]:
    """The tiles of ``pool`` with consecutive kinds different: every kind once, then every kind
    with a second copy, and so on (a filler that rarely gives anyone a pair to pong)."""
    out: list[Tile] = []
    for level in range(4):
        out += [TILES[k] for k in range(27) if pool[TILES[k]] > level]
    return out


def remainder(hands: Mapping[int, str], draws: Sequence[str]) -> list[Tile]:
    """The tiles a scripted wall has not placed yet, in ``spread`` order."""
    pool = Counter(all_tiles())
    for seat, text in hands.items():
        _take(pool, tl(text), f"seat {seat}")
    for d in draws:
        _take(pool, tl(d), "draws")
    return spread(pool)


def build_wall(hands: Mapping[int, str], draws: Sequence[str], dealer: int = 0) -> list[Tile]:
    """All 108 tiles in dealing order for ``Table(tiles=...)``.

    ``hands``: the dealt tiles of some seats (the dealer 14, the others 13); a seat left out is
    dealt the first unplaced tiles in ``spread`` order. ``draws``: the first wall tiles, in
    drawing order (kong replacements included). The rest of the wall follows in ``spread``
    order. Raises ``ValueError`` on a wrong hand size or a fifth copy.
    """
    for seat, text in hands.items():
        size = 14 if seat == dealer else 13
        if len(tl(text)) != size:
            raise ValueError(f"seat {seat} is dealt {size} tiles, not {len(tl(text))}")
    rest = remainder(hands, draws)
    out: list[Tile] = []
    for k in range(4):
        seat = (dealer + k) % 4
        size = 14 if seat == dealer else 13
        if seat in hands:
            out += tl(hands[seat])
        else:
            out += rest[:size]
            rest = rest[size:]
    for d in draws:
        out += tl(d)
    out += rest
    assert sorted(out) == sorted(all_tiles())
    return out


def undo_exchange(after: Mapping[int, str], picks: Mapping[int, str],
                  direction: str) -> dict[int, str]:
    """The hands to deal so that, once every seat passes ``picks[seat]`` in ``direction``
    ("next": to the next seat in turn order), seat s holds ``after[s]``: s received the picks
    of seat s - shift, so it was dealt ``after[s]`` minus those plus its own picks."""
    shift = SHIFT[direction]
    out: dict[int, str] = {}
    for s in SEATS:
        hand = tl(after[s])
        for x in tl(picks[(s - shift) % 4]):
            hand.remove(x)
        out[s] = tiles.format(sorted([*hand, *tl(picks[s])]))
    return out


# -- actions ---------------------------------------------------------------------------------

WIN = Action(Act.WIN)
PASS = Action(Act.PASS)


def discard(text: str) -> Action:
    return Action(Act.DISCARD, t(text))


def pong(text: str) -> Action:
    return Action(Act.PONG, t(text))


def kong(text: str, kind: KongKind) -> Action:
    return Action(Act.KONG, t(text), kong=kind)


def void(suit: str) -> Action:
    return Action(Act.VOID, suit=suit)


def exchange(text: str) -> Action:
    return Action(Act.EXCHANGE, tiles=tuple(sorted(tl(text))))


# -- driving ---------------------------------------------------------------------------------


def choose_voids(table: Table, voids: str) -> list[ev.Event]:
    """Every seat picks its void suit: ``voids[seat]``."""
    out: list[ev.Event] = []
    for s in SEATS:
        out += table.submit(s, void(voids[s]))
    return out


def do_exchange(table: Table, picks: Mapping[int, str]) -> list[ev.Event]:
    out: list[ev.Event] = []
    for s in SEATS:
        out += table.submit(s, exchange(picks[s]))
    return out


def act(table: Table, seat: int, action: Action) -> list[ev.Event]:
    """Submit after checking that ``seat`` is asked and ``action`` is among its choices."""
    pending = table.pending()
    assert seat in pending, f"seat {seat} is not asked now (asked: {sorted(pending)})"
    assert action in pending[seat], f"{action} is not legal for seat {seat}: {pending[seat]}"
    return table.submit(seat, action)


def last_drawn(table: Table) -> Tile:
    e = table.events[-1]
    assert isinstance(e, ev.Drew), e
    return e.tile


def tsumogiri_until(table: Table, wall_left: int) -> None:
    """Every turn discards the tile just drawn and every claim is passed, until the wall holds
    ``wall_left`` tiles and a turn is pending (scripted filler for long hands)."""
    while table.state.wall > wall_left or table.state.phase is not Phase.TURN:
        pending = table.pending()
        assert pending, "the hand is stuck or over"
        if table.state.phase is Phase.TURN:
            table.submit(table.state.turn, Action(Act.DISCARD, last_drawn(table)))
        else:
            for s in pending:
                table.submit(s, PASS)


# -- checking --------------------------------------------------------------------------------

Row = tuple[int, int | None, int, Reason]


def money(payments: Iterable[Payment]) -> list[Row]:
    """Payment rows without their event index: (payer, payee, amount, reason)."""
    return [(p.payer, p.payee, p.amount, p.reason) for p in payments]


def assert_log_ok(table: Table) -> None:
    """The log keeps every invariant after every event, equals the table's state, every
    payment points at the event that carries it, and the log re-plays exactly."""
    assert invariant_violations(table.events, table.state) == []
    for i, e in enumerate(table.events):
        for p in getattr(e, "payments", ()):
            assert p.event == i, f"event {i} carries a payment that names event {p.event}"
    replay_check(table.events)
