"""`df.cache()` / `df.persist(...)` as a statement caches df in place: later uses of the variable read
the cache site, in Python, Scala and Java alike (tests/fixtures/cache_rebind, lines noted there)."""

from __future__ import annotations

from pathlib import Path

import pytest

from codemap_pipeline.code.indexer import index_repository
from support import input_places, sites_in

FIXTURES = Path(__file__).parents[1] / "fixtures" / "cache_rebind"


@pytest.fixture(scope="module")
def sites():
    return index_repository(FIXTURES)[3]


def _inputs(sites, file: str, line: int, method: str) -> list[tuple[int, str]]:
    ours = sites_in(sites, file)
    site = next(s for s in ours if (s.line_start, s.method) == (line, method))
    return input_places(ours, site)


@pytest.mark.parametrize("file, read, before, cache, after", [
    ("trips.py", 7, 8, 9, 10), ("Trips.scala", 4, 5, 6, 7), ("Trips.java", 8, 9, 10, 11)])
def test_uses_after_a_cache_statement_read_the_cache(sites, file, read, before, cache, after):
    assert _inputs(sites, file, before, "groupBy") == [(read, "read.parquet")]
    assert _inputs(sites, file, cache, "cache") == [(read, "read.parquet")]
    assert _inputs(sites, file, after, "groupBy") == [(cache, "cache")]


def test_a_persist_with_an_action_after_it_rebinds_too(sites):
    assert _inputs(sites, "trips.py", 15, "count") == [(15, "persist")]
    assert _inputs(sites, "trips.py", 16, "select") == [(15, "persist")]
    assert _inputs(sites, "Trips.scala", 10, "select") == [(9, "persist")]


def test_a_view_registered_after_the_cache_reads_the_cache(sites):
    assert _inputs(sites, "trips.py", 12, "SQL FROM") == [(9, "cache")]


def test_a_parameter_cached_in_place_feeds_the_functions_later_calls(sites):
    assert _inputs(sites, "trips.py", 20, "persist") == [(15, "persist")]
    assert _inputs(sites, "trips.py", 21, "orderBy") == [(20, "persist")]
