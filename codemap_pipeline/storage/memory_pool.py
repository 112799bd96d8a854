"""Arrow's buffers from jemalloc, where Arrow has it, rather than from its default allocator (mimalloc): on Linux
mimalloc takes fresh memory in huge pages the kernel zeroes on first touch, and reading a large commit's index
tables back spent more time there than decoding them (at 10,000 files 0.5-0.7 s against 0.2-0.3 s with
jemalloc, and less memory: `python -m benchmarks`). ARROW_DEFAULT_MEMORY_POOL, when set, chooses instead."""

from __future__ import annotations

import os

_CHOSEN = [False]


def use_jemalloc() -> None:
    """Make jemalloc Arrow's allocator for this process (once; what is allocated already stays where it is)."""
    if _CHOSEN[0]:
        return
    _CHOSEN[0] = True
    if os.environ.get("ARROW_DEFAULT_MEMORY_POOL"):
        return
    import pyarrow as pa

    try:
        pa.set_memory_pool(pa.jemalloc_memory_pool())
    except NotImplementedError:   # an Arrow built without jemalloc keeps its default
        pass
