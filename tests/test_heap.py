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
