"""The teacher at the table: what the hint brain can tell a human player at every moment, not
only when a hint is asked for. Everything comes from the bots' own reading (``brain``,
``reading``, a family's own teacher) of the seat's view, so it shows nothing that seat may not know.

- ``ready_waits(view)``: the winning tiles of the hand as it stands (13 tiles), each with its
  unseen copies and what a win on it pays; ``waits_after(view, tile)`` the same after a
  discard from a 14-tile hand.
- ``threats(view)`` and ``hand_dangers(view)``: the opponents who look ready and, for each
  kind in the hand, the chance that throwing it deals in to each of them (0..1).
- ``warnings(view, legal)``: what the rules are about to cost: a pass restriction a pass would
  open (docs/rules.md §2.1, 过胡/过碰), the one already open, void-suit tiles still held late,
  not ready with the wall nearly gone where the wall's end pays for it (docs/rules.md §2.5).

A family that brings its own bots has its own readers (its ``BotFamily.teacher``,
``bots/family.py``); the Sichuan ones here are the default.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mahjong_gui.bots import brain, reading
from mahjong_gui.bots.family_parts import Teacher
from mahjong_gui.bots.hint_types import WaitInfo
from mahjong_gui.engine.legal import Act, Action
from mahjong_gui.engine.melds import Meld
from mahjong_gui.engine.state import Phase
from mahjong_gui.engine.tiles import Tile
from mahjong_gui.engine.views import SeatView

# Sichuan: an opponent "looks ready" when the measured chance that its hand is ready
# (bots/reading.py, from self-play) is at least this.
READY_LOOK = 0.5
# "Late" for the wall warnings: at most this many tiles left in the live wall, about four
# rounds of draws at a table of four.
LATE_WALL = 16


@dataclass(frozen=True, slots=True)
class Warning:
    """One warning: ``code`` names it (the GUI words it), ``tiles`` and ``amount`` fill it in.

    codes: ``pass_win`` (passing this win opens a 过胡 window), ``pass_pong`` (passing this
    pong bars that pong until the next draw), ``win_window`` (a 过胡 window is open:
    ``amount`` is the biggest win passed up), ``pong_barred`` (``tiles`` may not be ponged
    before the next draw), ``void_late`` (``tiles``: the void-suit tiles still held),
    ``not_ready_late`` (not ready and the wall nearly gone: the wall's end makes you pay)."""

    code: str
    tiles: tuple[Tile, ...] = ()
    amount: int = 0


# -- Sichuan -----------------------------------------------------------------------------------


def _sichuan_waits(view: SeatView, hand: Sequence[Tile], melds: Sequence[Meld]
                   ) -> tuple[WaitInfo, ...]:
    k = brain.knowledge(view)
    if brain.shanten(hand, melds, k.void) != 0:
        return ()
    ws = brain.wait_values(k.profile, hand, melds, k.void, k.unseen)
    return tuple(WaitInfo(w.tile, w.unseen, w.value, w.self_draw) for w in ws)


def _sichuan_opponents(view: SeatView) -> tuple[reading.Opponent, ...]:
    k = brain.knowledge(view)
    return tuple(o for o in reading.read_table(k) if o.ready >= READY_LOOK)


def _sichuan_threats(view: SeatView) -> tuple[int, ...]:
    return tuple(o.seat for o in _sichuan_opponents(view))


def _sichuan_dangers(view: SeatView) -> dict[Tile, tuple[tuple[int, float], ...]]:
    k = brain.knowledge(view)
    opps = tuple(o for o in reading.read_table(k) if o.ready >= READY_LOOK)
    if not opps:
        return {}
    return {t: tuple((o.seat, round(reading.danger(k, o, t), 4)) for o in opps)
            for t in sorted(set(view.hand))}


SICHUAN = Teacher(_sichuan_waits, _sichuan_threats, _sichuan_dangers, wall_end_pays=True)


def teacher(view: SeatView) -> Teacher:
    from mahjong_gui.bots.family import BOT_FAMILIES  # loaded with the first family's game

    family = BOT_FAMILIES.get(brain.profile_of(view).family)
    return family.teacher if family is not None else SICHUAN


# -- what the GUI asks -------------------------------------------------------------------------


def _concealed_count(view: SeatView) -> int:
    return len(view.hand) + 3 * len(view.melds)


def ready_waits(view: SeatView) -> tuple[WaitInfo, ...]:
    """The waits of the hand as it stands, when it is a ready 13-tile hand (else empty)."""
    if _concealed_count(view) != 13 or view.seats[view.seat].won:
        return ()
    return teacher(view).waits(view, view.hand, view.melds)


def waits_after(view: SeatView, tile: Tile) -> tuple[WaitInfo, ...]:
    """The waits left after discarding ``tile`` from a 14-tile hand (empty: not ready)."""
    if _concealed_count(view) != 14 or tile not in view.hand:
        return ()
    rest = list(view.hand)
    rest.remove(tile)
    return teacher(view).waits(view, rest, view.melds)


def threats(view: SeatView) -> tuple[int, ...]:
    """The opponents still in who look ready."""
    return tuple(s for s in teacher(view).threats(view) if not view.seats[s].won)


def hand_dangers(view: SeatView) -> dict[Tile, tuple[tuple[int, float], ...]]:
    """Each kind in the hand with its danger against each opponent who looks ready (empty
    when nobody does)."""
    if view.seats[view.seat].won:
        return {}
    return teacher(view).dangers(view)


def danger_level(view: SeatView, danger: float) -> float:
    """A danger number as the strength of its mark, 0..1 (the family's ``full`` is 1)."""
    return max(0.0, min(1.0, danger / teacher(view).full))


def _is_ready(view: SeatView) -> bool:
    hand, melds = list(view.hand), view.melds
    if _concealed_count(view) == 14:  # own turn: ready if some discard leaves it ready
        return any(brain.shanten(brain.remove(hand, t), melds, view.void) <= 0
                   and teacher(view).waits(view, brain.remove(hand, t), melds)
                   for t in set(hand))
    return bool(ready_waits(view))


def warnings(view: SeatView, legal: Sequence[Action]) -> tuple[Warning, ...]:
    """What the rules are about to cost the seat, most pressing first."""
    profile = brain.profile_of(view)
    me = view.seats[view.seat]
    if me.won or view.phase in (Phase.OVER, Phase.MATCH_OVER):
        return ()
    out: list[Warning] = []
    acts = {a.act for a in legal}
    if profile.pass_restrictions:
        # docs/rules.md §2.1: a win passed up opens a window until the next tile from the
        # wall; a pong passed up bars that pong until then.
        if Act.WIN in acts:
            out.append(Warning("pass_win", (view.tile,) if view.tile is not None else ()))
        pongs = tuple(a.tile for a in legal if a.act is Act.PONG and a.tile is not None)
        if pongs and Act.PASS in acts:
            out.append(Warning("pass_pong", pongs))
        if view.pass_win is not None:
            out.append(Warning("win_window", amount=view.pass_win))
        if view.pass_pong:
            out.append(Warning("pong_barred", tuple(sorted(view.pass_pong))))
    if view.wall <= LATE_WALL:
        if profile.void_suit and view.void is not None:
            held = tuple(t for t in view.hand if t.suit.value == view.void)
            if held:
                out.append(Warning("void_late", held))
        if teacher(view).wall_end_pays and not _is_ready(view):
            out.append(Warning("not_ready_late"))
    return tuple(out)

