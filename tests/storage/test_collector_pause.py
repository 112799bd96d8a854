"""The cycle collector paused around bulk work: after an index was loaded and frozen, leaving a pause must not
ask how many objects are frozen (gc.get_freeze_count walks every one of them: half a second a block after a
10,000-file index was loaded)."""

from __future__ import annotations

import gc

from codemap_pipeline import collector


def test_a_pause_after_a_freeze_counts_no_frozen_object(monkeypatch):
    def counted():
        raise AssertionError("gc.get_freeze_count walks every frozen object")

    was_enabled = gc.isenabled()
    monkeypatch.setattr(collector, "_FROZEN", [False], raising=False)   # this test's freeze is undone at its end
    try:
        with collector.paused(freeze=True):
            kept = [object() for _ in range(10)]
        monkeypatch.setattr(gc, "get_freeze_count", counted)
        for _ in range(3):
            with collector.paused():
                made = [[k] for k in kept]
        assert made and gc.isenabled() == was_enabled
    finally:
        monkeypatch.undo()
        gc.unfreeze()
