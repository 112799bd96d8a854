"""Arrow's buffers come from jemalloc once the index's tables are made or read (storage.memory_pool), unless
ARROW_DEFAULT_MEMORY_POOL chooses: each case in a process of its own, the allocator being the process's."""

from __future__ import annotations

import os
import subprocess
import sys

import pyarrow as pa
import pytest

ASK = ("import pyarrow as pa, codemap_pipeline.storage.tables; "
       "print(pa.default_memory_pool().backend_name)")


def _allocator(**env: str) -> str:
    clean = {k: v for k, v in os.environ.items() if k != "ARROW_DEFAULT_MEMORY_POOL"}
    done = subprocess.run([sys.executable, "-c", ASK], env={**clean, **env}, capture_output=True, text=True,
                          check=True)
    return done.stdout.strip()


def test_the_index_tables_use_jemalloc_unless_told_otherwise():
    try:
        pa.jemalloc_memory_pool()
    except NotImplementedError:
        pytest.skip("this Arrow is built without jemalloc")
    assert _allocator() == "jemalloc"
    assert _allocator(ARROW_DEFAULT_MEMORY_POOL="system") == "system"
