"""heap.freeze_long_lived: once per reason, the objects alive then leave the collector's full
passes (gc.freeze), and an object frozen is still freed when its last reference goes."""

from __future__ import annotations

import gc
import weakref

from mahjong_gui import heap


class Thing:
    pass


def test_once_per_reason_and_frozen_objects_are_still_freed() -> None:
    kept = Thing()
    ref = weakref.ref(kept)
    assert heap.freeze_long_lived("test: first") is True
    frozen = gc.get_freeze_count()
    assert frozen > 0
    assert heap.freeze_long_lived("test: first") is False  # once per reason
    assert gc.get_freeze_count() == frozen
    del kept  # no cycle: freed by its reference count, frozen or not
    assert ref() is None


def test_the_young_generation_waits_longer_once_frozen() -> None:
    before = gc.get_threshold()
    try:
        gc.set_threshold(700, before[1], before[2])
        assert heap.freeze_long_lived("test: threshold") is True
        assert gc.get_threshold() == (heap.YOUNG_THRESHOLD, before[1], before[2])
        gc.set_threshold(0)  # collection turned off by someone else: left off
        assert heap.freeze_long_lived("test: threshold off") is True
        assert gc.get_threshold()[0] == 0
    finally:
        gc.set_threshold(*before)
