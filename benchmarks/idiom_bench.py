"""What the engine's speed idioms buy, each against the plain way, so each is kept only for a
measured gain (issue 31 item 5; docs/architecture.md "Idioms kept for speed").

    python benchmarks/idiom_bench.py [--n 200000] [--repeat 5]

1. Copies made by compiled code (``state.replace``, that is ``_fast_replace``,
   ``state.positional_replacer``, ``state.maker``) against ``dataclasses.replace`` and the
   keyword constructor, on the game's own ``PlayerState`` and ``GameState``.
2. An enum member read through a module name (``_WINTYPE_SELF``) against ``WinType.SELF``.
3. The profile of a state through the last-asked cache (``state.profile_of``) against the
   registry's ``get_profile`` with the options.
The whole game's speed with them is benchmarks/selfplay_bench.py's.

Prints the best of ``--repeat`` runs in nanoseconds per call (CPU time of this process) and the
ratio plain / idiom (above 1: the idiom is faster).
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from collections.abc import Callable

from mahjong_gui.engine import state as st
from mahjong_gui.engine.common import WinType
from mahjong_gui.engine.rules import get_profile
from mahjong_gui.engine.state import GameState, PlayerState
from mahjong_gui.engine.tiles import TILES

_WINTYPE_SELF = WinType.SELF


def best_ns(fn: Callable[[int], object], n: int, repeat: int) -> float:
    """The fastest of ``repeat`` runs of ``fn(n)`` in CPU nanoseconds per call."""
    out = float("inf")
    for _ in range(repeat):
        t0 = time.process_time_ns()
        fn(n)
        out = min(out, (time.process_time_ns() - t0) / n)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--n", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    n, repeat = args.n, args.repeat

    player = PlayerState()
    game = GameState()
    fast_hand = st.positional_replacer(PlayerState, "hand")
    make_player = st.maker(PlayerState)
    values = [getattr(player, f.name) for f in dataclasses.fields(PlayerState)]
    kwargs = {f.name: getattr(player, f.name) for f in dataclasses.fields(PlayerState)}
    hand = TILES[:3]

    def plain_replace(k: int) -> None:
        for _ in range(k):
            dataclasses.replace(player, hand=hand)

    def idiom_replace(k: int) -> None:
        for _ in range(k):
            st._fast_replace(player, hand=hand)

    def idiom_positional(k: int) -> None:
        for _ in range(k):
            fast_hand(player, hand)

    def plain_game_replace(k: int) -> None:
        for _ in range(k):
            dataclasses.replace(game, wall=5, turn=1)

    def idiom_game_replace(k: int) -> None:
        for _ in range(k):
            st._fast_replace(game, wall=5, turn=1)

    def plain_make(k: int) -> None:
        for _ in range(k):
            PlayerState(**kwargs)

    def idiom_make(k: int) -> None:
        for _ in range(k):
            make_player(*values)

    def plain_enum(k: int) -> None:
        w = WinType.DISCARD
        for _ in range(k):
            _ = w is WinType.SELF

    def idiom_enum(k: int) -> None:
        w = WinType.DISCARD
        for _ in range(k):
            _ = w is _WINTYPE_SELF

    options = (("hands", "8"),)
    mil = GameState(profile="mil", options=options)

    def plain_profile(k: int) -> None:
        for _ in range(k):
            get_profile(mil.profile, dict(mil.options))

    def idiom_profile(k: int) -> None:
        for _ in range(k):
            st.profile_of(mil)

    rows = [
        ("copy a PlayerState, one field", plain_replace, idiom_replace),
        ("  ... positional replacer", plain_replace, idiom_positional),
        ("copy a GameState, two fields", plain_game_replace, idiom_game_replace),
        ("make a PlayerState", plain_make, idiom_make),
        ("an enum member read", plain_enum, idiom_enum),
        ("a state's profile", plain_profile, idiom_profile),
    ]
    print(f"{'idiom':<32}{'plain ns':>10}{'idiom ns':>10}{'ratio':>8}")
    for name, plain, idiom in rows:
        p = best_ns(plain, n, repeat)
        i = best_ns(idiom, n, repeat)
        print(f"{name:<32}{p:>10.0f}{i:>10.0f}{p / i:>8.2f}")


if __name__ == "__main__":
    main()
