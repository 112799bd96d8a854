"""The DuckDB catalog is written by parallel steps (SQL models on the multiprocess executor) and by
overlapping runs; DuckDB gives its file to one writing process at a time. A second writer waits for
the lock instead of failing the step (the backfill in test_load.py failed this way before)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import time

import pytest

from codemap_pipeline.storage.catalog import connect


def test_a_second_writer_waits_for_the_lock(tmp_path):
    path = tmp_path / "catalog.duckdb"
    holder = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys, time, duckdb
        con = duckdb.connect({str(path)!r})
        con.execute("create table t as select 1 as x")
        print("locked", flush=True)
        time.sleep(3)
        con.close()
    """)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        started = time.monotonic()
        with pytest.raises(Exception, match="lock"):
            connect(path, wait=0)                      # without waiting: DuckDB's lock error
        with connect(path) as con:                     # waits for the holder to let go
            con.execute("create or replace table u as select 2 as y")
            assert con.execute("select x from t").fetchone() == (1,)
        assert time.monotonic() - started > 1
    finally:
        holder.wait(timeout=30)
