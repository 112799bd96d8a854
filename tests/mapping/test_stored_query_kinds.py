"""What a query's clauses make (operators.query_kinds: the rule "a query the SQL front end read makes only what its
clauses make") is worked out once per commit, when the site index is built, and stored with it: a mapping run
looks it up instead of walking every candidate query's clauses."""

from collections.abc import Sequence
from pathlib import Path

import pytest

from codemap_pipeline.code.model import SparkSite
from codemap_pipeline.mapping import operators as ops
from codemap_pipeline.mapping import site_index
from support import FIXTURES, fixture_sites

EXAMPLE = Path(__file__).resolve().parents[2] / "examples"


def make(site_id, kind, method, inputs=()):
    return SparkSite(site_id, f"jobs/{site_id[0]}.py", 1, 1, f"sym-{site_id}", f"jobs.{site_id}", kind, method,
                     inputs=list(inputs))


# A view read by a query: FROM it, WHERE ... IN (a subquery), UNION with itself; the query also reads a site the
# index does not hold. A clause behind the view (not the query's) is not the query's. Two clauses feeding each other.
SITES = [
    make("hidden", "window", "SQL WINDOW"),
    make("view", "cache", "createOrReplaceTempView", ["hidden"]),
    make("from", "read", "SQL FROM", ["view"]),
    make("sub", "project", "SQL SELECT"),
    make("where", "filter", "SQL WHERE", ["from", "sub"]),
    make("union", "union", "SQL UNION", ["where"]),
    make("query", "sql", "spark.sql", ["union", "gone"]),
    make("plain", "sql", "spark.sql", ["view"]),
    make("loop_a", "project", "SQL SELECT", ["loop_b"]),
    make("loop_b", "aggregate", "SQL GROUP BY", ["loop_a"]),
    make("looped", "sql", "spark.sql", ["loop_a"]),
]
WANT = {"query": {"read", "project", "filter", "join", "union", "distinct"}, "plain": None,
        "where": {"read", "project"}, "looped": {"project", "aggregate"}, "loop_a": {"project", "aggregate"},
        "view": {"window"}, "hidden": None}


class Unreadable(Sequence):
    """Sites that may not be made: an answer needing one fails."""

    def __init__(self, count: int):
        self.count = count

    def __len__(self) -> int:
        return self.count

    def __getitem__(self, at):
        raise AssertionError("a site was made to answer")


def kinds_of(index, sites) -> dict:
    got = {site.site_id: index.query_kinds(site) for site in sites}
    return {k: None if v is None else set(v) for k, v in got.items()}


def test_the_index_holds_what_each_query_s_clauses_make():
    index = site_index.SiteIndex(SITES)
    got = kinds_of(index, SITES)
    assert {k: got[k] for k in WANT} == WANT
    assert got == {s.site_id: ops.query_kinds(s, index.by_id) for s in SITES}


@pytest.mark.parametrize("job", ["query_clauses_job", "sql_holes", "sql_views_job"])
def test_the_kinds_the_index_holds_are_those_the_clauses_walked_give(job):
    sites = fixture_sites(job)
    index = site_index.SiteIndex(sites)
    assert any(index.query_kinds(s) for s in sites if s.kind == "sql")
    assert kinds_of(index, sites) == {s.site_id: ops.query_kinds(s, index.by_id) for s in sites}


def test_a_loaded_index_reads_the_kinds_it_was_stored_with_without_making_a_site(tmp_path):
    sites = SITES + fixture_sites("sql_holes")
    index = site_index.SiteIndex(sites)
    want = kinds_of(index, sites)
    loaded = site_index.load(site_index.store(index, tmp_path / "site_index.pickle", "c"), "c")
    loaded.sites = Unreadable(len(loaded.sites))
    assert kinds_of(loaded, sites) == want
    assert sum(v is not None for v in want.values()) > 10
